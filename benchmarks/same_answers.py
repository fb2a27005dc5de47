"""The full dev benchmark on every store backend, predictions diffed item by item.

    python benchmarks/same_answers.py OUT_DIR --start-servers          # pgserver + nx-27017
    python benchmarks/same_answers.py OUT_DIR --pg postgresql://… --mongo mongodb://…
    python benchmarks/same_answers.py OUT_DIR --start-servers --embed  # hybrid (MiniLM) too

Each backend runs exactly what a user runs: ``specproof --db TARGET eval BENCH
--predictions OUT_DIR/<backend>.jsonl --json`` in its own process, into a fresh
library: every datasheet parsed, extracted and (with ``--embed``) embedded
again, or with ``--copy`` the SQLite library's stored records copied in, so only
the answering differs. All backends run one copy of ``src/specproof`` taken at
the start, so edits to the tree during the run cannot make them differ.
BM25-only by default (``SPECPROOF_EMBEDDER=none``), which decides most
answers; ``--embed`` adds the cosine half of hybrid retrieval.

The SQLite predictions are the reference. Every other backend's predictions are
compared question by question (latency left out): verdict, text, and each
answer item field by field. Differences go to OUT_DIR/diff.txt; the exit code
is 0 only when every backend answered every question identically.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import subprocess
import sys
import time
import uuid
from contextlib import ExitStack
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parents[1]
DEFAULT_BENCH = (REPO / ".." / "shared" / "benchmark" / "dev").resolve()


def snapshot_source(out: Path) -> Path:
    """A copy of the package, so every backend runs the same code while the tree is edited."""
    target = out / "snapshot"
    shutil.rmtree(target, ignore_errors=True)
    shutil.copytree(
        REPO / "src" / "specproof",
        target / "specproof",
        ignore=shutil.ignore_patterns("__pycache__"),
    )
    return target


def run_backend(
    target: str, bench: Path, out: Path, embed: bool, source: Path
) -> tuple[float, dict[str, Any]]:
    """``specproof eval`` against ``target``; seconds taken and its JSON summary."""
    env = dict(os.environ, SPECPROOF_EMBEDDER="minilm" if embed else "none")
    env["PYTHONPATH"] = os.pathsep.join([str(source), env.get("PYTHONPATH", "")]).rstrip(":")
    command = [sys.executable, "-m", "specproof", "--db", target, "eval", str(bench)]
    command += ["--predictions", str(out), "--json"]
    started = time.perf_counter()
    done = subprocess.run(command, env=env, capture_output=True, text=True)
    seconds = time.perf_counter() - started
    out.with_suffix(".stderr.log").write_text(done.stderr)  # ingest results, warnings
    if done.returncode != 0:
        raise SystemExit(f"eval failed on {target.split(':')[0]}:\n{done.stderr[-3000:]}")
    return seconds, json.loads(done.stdout)


def load_predictions(path: Path) -> dict[str, dict[str, Any]]:
    rows = [json.loads(line) for line in path.read_text().splitlines() if line.strip()]
    for row in rows:
        row.pop("latency_ms", None)  # the only field allowed to differ
    return {row["id"]: row for row in rows}


def differences(reference: dict[str, Any], other: dict[str, Any]) -> list[str]:
    """Human-readable differences of one question's predictions (empty when identical)."""
    if reference == other:
        return []
    out = []
    ref_answer, other_answer = reference.get("answer", {}), other.get("answer", {})
    if ref_answer.get("verdict") != other_answer.get("verdict"):
        out.append(f"verdict {ref_answer.get('verdict')!r} != {other_answer.get('verdict')!r}")
    ref_items, other_items = ref_answer.get("items", []), other_answer.get("items", [])
    if len(ref_items) != len(other_items):
        out.append(f"{len(ref_items)} items != {len(other_items)} items")
    for i, (a, b) in enumerate(zip(ref_items, other_items, strict=False)):
        for key in sorted(set(a) | set(b)):
            if a.get(key) != b.get(key):
                out.append(f"item {i} {key}: {a.get(key)!r} != {b.get(key)!r}")
    if reference.get("text") != other.get("text"):
        out.append(f"text:\n    {reference.get('text')!r}\n != {other.get('text')!r}")
    return out or ["differs (other keys)"]


def compare(reference: dict[str, dict], other: dict[str, dict]) -> dict[str, list[str]]:
    diffs: dict[str, list[str]] = {}
    for qid in sorted(set(reference) | set(other)):
        if qid not in other or qid not in reference:
            diffs[qid] = ["missing on one side"]
        elif found := differences(reference[qid], other[qid]):
            diffs[qid] = found
    return diffs


def targets(args: argparse.Namespace) -> dict[str, str]:
    tag = uuid.uuid4().hex[:8]
    out = {"sqlite": str(args.out / f"same-{tag}.db")}
    if args.pg:
        sep = "&" if "?" in args.pg else "?"
        out["postgres"] = f"{args.pg}{sep}schema=same_{tag}"
    if args.mongo:
        out["mongo"] = f"{args.mongo.rstrip('/')}/same_{tag}"
    return out


def start_servers(args: argparse.Namespace, stack: ExitStack) -> None:
    sys.path.insert(0, str(REPO / "tests"))
    from scale import _generator

    from stores import servers

    workdir = args.out / f"servers-{uuid.uuid4().hex[:6]}"
    workdir.mkdir()
    stack.callback(shutil.rmtree, workdir, True)  # after the servers stop
    args.pg = args.pg or stack.enter_context(_generator(servers.postgres(workdir)))
    args.mongo = args.mongo or stack.enter_context(_generator(servers.mongo(workdir)))


def drop(backend: str, target: str) -> None:
    if backend == "sqlite":
        path = Path(target)
        for file in path.parent.glob(path.name + "*"):
            file.unlink()
    else:
        from scale import drop as drop_server_library

        drop_server_library(backend, target)


def copy_library(source_db: str, target: str) -> None:
    """Every document of ``source_db`` saved as it is (same ids, vectors, facts) into target."""
    from scale import renamed_copy

    from specproof.store import open_store

    source, store = open_store(source_db), open_store(target)
    try:
        for doc in source.documents():
            store.save_document(*renamed_copy(source, doc, 0))
    finally:
        source.close()
        store.close()


def summary_line(backend: str, seconds: float, result: dict[str, Any]) -> str:
    overall = ((result["modes"].get("full") or {}).get("summary") or {}).get("overall") or {}
    return (
        f"{backend:9} {seconds:7.1f} s  questions={result['questions']}"
        f"  correct={overall.get('correct_rate', float('nan')):.3f}"
        f"  F1={overall.get('answer_f1', float('nan')):.3f}"
        f"  unsafe={overall.get('unsafe_verdicts')}"
    )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("out", type=Path)
    parser.add_argument("--bench", type=Path, default=DEFAULT_BENCH)
    parser.add_argument("--pg", help="PostgreSQL URL")
    parser.add_argument("--mongo", help="MongoDB URL (without database)")
    parser.add_argument("--start-servers", action="store_true", help="pgserver + nx-27017")
    parser.add_argument("--embed", action="store_true", help="MiniLM embeddings (hybrid)")
    parser.add_argument("--keep", action="store_true", help="keep the libraries afterwards")
    parser.add_argument(
        "--copy",
        action="store_true",
        help="fill the server libraries with the SQLite library's stored records (one parse and"
        " embed instead of three; eval then finds every datasheet unchanged)",
    )
    args = parser.parse_args(argv)
    args.out = args.out.resolve()
    args.out.mkdir(parents=True, exist_ok=True)

    with ExitStack() as stack:
        if args.start_servers:
            start_servers(args, stack)
        source = snapshot_source(args.out)
        predictions: dict[str, dict[str, dict]] = {}
        libraries = targets(args)
        for backend, target in libraries.items():
            if args.copy and backend != "sqlite":
                copy_library(libraries["sqlite"], target)
            path = args.out / f"{backend}.jsonl"
            seconds, result = run_backend(target, args.bench, path, args.embed, source)
            predictions[backend] = load_predictions(path)
            print(summary_line(backend, seconds, result), flush=True)
            if not args.keep and not (args.copy and backend == "sqlite"):
                drop(backend, target)
        if args.copy and not args.keep:
            drop("sqlite", libraries["sqlite"])
    reference = predictions.pop("sqlite")
    report, identical = [], True
    for backend, answers in predictions.items():
        diffs = compare(reference, answers)
        identical &= not diffs
        print(f"{backend}: {len(reference) - len(diffs)}/{len(reference)} identical to sqlite")
        for qid, lines in diffs.items():
            report.append(f"[{backend}] {qid}\n  " + "\n  ".join(lines))
    (args.out / "diff.txt").write_text("\n".join(report) + "\n")
    if report:
        print(f"differences: {args.out / 'diff.txt'}")
    return 0 if identical else 1


if __name__ == "__main__":
    sys.exit(main())
