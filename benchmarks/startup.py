"""Start-up of the ``specproof`` command, as a person meets it (not a unit test).

    PYTHONPATH=src python benchmarks/startup.py                 # the bundled sample datasheets
    PYTHONPATH=src python benchmarks/startup.py --db my.db      # an existing library
    PYTHONPATH=src python benchmarks/startup.py --imports 15    # the 15 slowest imports of `ask`

Wall time of whole processes (median of --runs, after one warm-up run so the disk cache is
warm; the package's bytecode is compiled first, as a first run or an install leaves it,
where ``PYTHONDONTWRITEBYTECODE`` would have each run compile the sources again):
``specproof --help``, ``specproof --version``, a fact question and a compatibility question;
then where the time of a fact question goes (``python -X importtime``: the slowest imports,
cumulative, and the total).
"""

from __future__ import annotations

import argparse
import compileall
import importlib.util
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
SAMPLES = REPO / "examples" / "datasheets"
FACT_QUESTION = "What is the I2C address of the BH1750?"
COMPAT_QUESTION = "Can I power the BH1750 directly from the 3.3 V output of an AMS1117-3.3?"


def _command(db: Path, *args: str) -> list[str]:
    return [sys.executable, "-m", "specproof", "--db", str(db), *args]


def _wall(argv: list[str], runs: int) -> str:
    """Median wall seconds of ``argv`` over ``runs`` runs, after one warm-up run."""
    warm_up = subprocess.run(argv, capture_output=True)
    if warm_up.returncode:
        return f"fails (exit {warm_up.returncode})"
    times = []
    for _ in range(runs):
        started = time.perf_counter()
        subprocess.run(argv, capture_output=True, check=True)
        times.append(time.perf_counter() - started)
    return f"{statistics.median(times):6.2f} s wall (median of {runs})"


def slowest_imports(argv: list[str], top: int) -> tuple[float, list[tuple[float, str]]]:
    """Total import seconds and the ``top`` slowest top-level imports (cumulative)."""
    done = subprocess.run(
        [argv[0], "-X", "importtime", *argv[1:]], capture_output=True, text=True, check=True
    )
    rows = []
    for line in done.stderr.splitlines():
        if not line.startswith("import time:") or "cumulative" in line:
            continue
        _self, cumulative, name = line.removeprefix("import time:").split("|")
        if not name.startswith(" ") or name.startswith("  "):  # nested: counted by its parent
            continue
        rows.append((int(cumulative) / 1e6, name.strip()))
    rows.sort(reverse=True)
    return sum(seconds for seconds, _ in rows), rows[:top]


def _sample_library(folder: Path) -> Path:
    db = folder / "startup.db"
    subprocess.run(_command(db, "ingest", str(SAMPLES)), capture_output=True, check=True)
    return db


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--db", type=Path, help="an existing library (default: the samples)")
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--imports", type=int, default=10, help="slowest imports to list")
    args = parser.parse_args()
    os.environ.setdefault("COLUMNS", "80")
    package = importlib.util.find_spec("specproof")  # the one the runs below import
    for folder in (package.submodule_search_locations or []) if package else []:
        compileall.compile_dir(folder, quiet=1)
    with tempfile.TemporaryDirectory() as tmp:
        db = args.db or _sample_library(Path(tmp))
        runs = {
            "specproof --help": _command(db, "--help"),
            "specproof --version": _command(db, "--version"),
            "ask (fact)": _command(db, "ask", FACT_QUESTION),
            "ask (compatibility)": _command(db, "ask", COMPAT_QUESTION),
        }
        for label, argv in runs.items():
            print(f"{label:22s} {_wall(argv, args.runs)}")
        total, slowest = slowest_imports(runs["ask (fact)"], args.imports)
        print(f"\nimports of a fact question: {total:.2f} s in all (-X importtime); slowest:")
        for seconds, name in slowest:
            print(f"  {seconds:6.3f} s  {name}")


if __name__ == "__main__":
    main()
