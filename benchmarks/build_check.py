"""Whole-build checks scored against expected per-check outcomes.

    python benchmarks/build_check.py [--builds DIR] [--datasheets DIR...] [--db DB]
                                     [--reingest] [--verbose]

``benchmarks/builds/`` (the default) holds 30 build files over the dev datasheets
(``../shared/benchmark/dev/datasheets``, the default library) and ``expected.json``;
``benchmarks/builds-dev2/`` holds 12 builds over the dev and dev2 datasheets:

    python benchmarks/build_check.py --builds benchmarks/builds-dev2 \
        --datasheets ../shared/benchmark/dev/datasheets ../shared/benchmark/dev2/datasheets

For each build ``expected.json`` lists the
checks a careful reader of the sheets expects (pass / fail / unknown, each with the page
it rests on), written from the datasheets, not from the tool's output. An expected check
names the report rows it covers (check family, a piece of the subject, optionally a piece
of the rule and of the reason); the rows' combined outcome (fail, else unknown, else pass;
none found counts as unknown) is compared with the expectation:

* right: the outcome is the expected one;
* wrong: a pass or fail that is not the expected outcome (a pass or fail where the sheets
  leave the answer open is wrong too);
* unknown: the tool says unknown where the sheets decide.

The last line counts builds the tool calls "passes" although an expected check fails:
it must be 0.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

from specproof.build import check_build, load_build
from specproof.build.report import Report, Row
from specproof.config import Settings
from specproof.library import Library

HERE = Path(__file__).resolve().parent
BUILDS = HERE / "builds"
DEV = HERE.parent.parent / "shared" / "benchmark" / "dev" / "datasheets"
ORDER = {"fail": 0, "unknown": 1, "pass": 2}


def matches(row: Row, want: dict) -> bool:
    return (
        row.check == want["check"]
        and want["subject"] in row.subject
        and want.get("rule", "") in row.rule
        and want.get("about", "") in row.why
    )


def outcome(report: Report, want: dict) -> str:
    found = [r.status for r in report.rows if matches(r, want)]
    return min(found, key=ORDER.__getitem__) if found else "unknown"


def grade(expected: str, got: str) -> str:
    if got == expected:
        return "right"
    return "unknown" if got == "unknown" else "wrong"


def expected_overall(wants: list[dict]) -> str:
    outcomes = {w["expect"] for w in wants}
    return (
        "fails" if "fail" in outcomes else "cannot confirm" if "unknown" in outcomes else "passes"
    )


def default_db(sheets: list[Path]) -> Path:
    """One cached library per set of datasheet folders (the dev one keeps its old name)."""
    if [s.resolve() for s in sheets] == [DEV.resolve()]:
        return HERE / ".cache" / "build_check.db"
    names = "-".join(s.resolve().parent.name for s in sheets)
    return HERE / ".cache" / f"build_check-{names}.db"


def library(db: Path | None, sheets: list[Path], reingest: bool) -> Library:
    path = db or default_db(sheets)
    path.parent.mkdir(parents=True, exist_ok=True)
    lib = Library(settings=Settings(db=str(path)))
    if reingest or not lib.documents():
        missing = [str(s) for s in sheets if not s.is_dir()]
        if missing:
            sys.exit(f"no datasheet folder at {', '.join(missing)}")
        lib.ingest(sheets)
    return lib


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--builds", type=Path, default=BUILDS, help="build files + expected.json")
    parser.add_argument(
        "--datasheets", type=Path, nargs="+", default=[DEV], help="the library's datasheet folders"
    )
    parser.add_argument("--db", type=Path, help="a library with those datasheets ingested")
    parser.add_argument("--reingest", action="store_true")
    parser.add_argument("--verbose", action="store_true", help="every expected check")
    args = parser.parse_args()
    lib = library(args.db, args.datasheets, args.reingest)
    builds: Path = args.builds
    expected: dict[str, list[dict]] = json.loads((builds / "expected.json").read_text())
    totals = {"right": 0, "wrong": 0, "unknown": 0}
    unsafe, overall_right, seconds = [], 0, 0.0
    for name, wants in sorted(expected.items()):
        start = time.perf_counter()
        report = check_build(load_build(builds / name), lib.store, lib._query_embedder)
        seconds += time.perf_counter() - start
        grades = [grade(w["expect"], outcome(report, w)) for w in wants]
        for g in grades:
            totals[g] += 1
        if report.overall == "passes" and any(w["expect"] == "fail" for w in wants):
            unsafe.append(name)
        overall_right += report.overall == expected_overall(wants)
        marks = "".join({"right": ".", "wrong": "X", "unknown": "?"}[g] for g in grades)
        print(f"{name:32} {report.overall:15} expected {expected_overall(wants):15} {marks}")
        for want, g in zip(wants, grades, strict=True):
            if args.verbose or g != "right":
                got = outcome(report, want)
                print(f"    {g:7} {want['check']} / {want['subject']}"
                      f"{' / ' + want['rule'] if 'rule' in want else ''}"
                      f"{' / ' + want['about'] if 'about' in want else ''}: "
                      f"expected {want['expect']}, got {got}  ({want['basis']})")  # fmt: skip
    n = sum(totals.values())
    print(
        f"\n{len(expected)} builds, {n} expected checks: right {totals['right']} "
        f"({totals['right'] / n:.1%}), wrong {totals['wrong']}, unknown {totals['unknown']}"
    )
    print(f"overall result as expected: {overall_right}/{len(expected)} builds")
    print(f"builds called 'passes' with a failing check: {len(unsafe)} {unsafe or ''}")
    print(f"check time: {seconds:.1f} s ({seconds / len(expected):.2f} s per build)")


if __name__ == "__main__":
    main()
