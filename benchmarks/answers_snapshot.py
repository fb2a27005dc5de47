"""Answer every question of the dev benchmark and the hold-outs; compare two such snapshots.

    python benchmarks/answers_snapshot.py OUT_DIR [--benches dev,holdout,...,holdout6]
    python benchmarks/answers_snapshot.py OUT_DIR --compare BEFORE_DIR

The first form ingests each benchmark into ``OUT_DIR/<bench>.db`` (BM25 only unless
``--embedder minilm``; an existing library is re-extracted, not re-parsed; the paraphrase
and adversarial questions are asked of the dev library) and writes
``OUT_DIR/<bench>.jsonl``: one prediction per question, latency left out. The second
compares two snapshot folders question by question (verdict, text, every item field,
sources) and prints every difference; the exit code is 0 only when they are identical.
A behaviour-preserving change must leave the snapshot unchanged.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
SHARED = REPO.parent / "shared" / "benchmark"
BENCHES = {
    "dev": SHARED / "dev",
    "holdout": REPO / "benchmarks" / "holdout",
    "holdout2": REPO / "benchmarks" / "holdout2",
    "holdout3": REPO / "benchmarks" / "holdout3",
    "holdout4": REPO / "benchmarks" / "holdout4",
    "holdout5": REPO / "benchmarks" / "holdout5",
    "holdout6": REPO / "benchmarks" / "holdout6",
    "paraphrase": REPO / "benchmarks" / "paraphrase",
    "adversarial": REPO / "benchmarks" / "adversarial",
}
# benchmarks of questions only, asked over another benchmark's datasheets (its library)
ASKED_OVER = {"paraphrase": "dev", "adversarial": "dev"}


def questions_of(bench: Path) -> list[dict]:
    rows = []
    for path in sorted(bench.glob("*.jsonl")):
        rows += [json.loads(line) for line in path.read_text().splitlines() if line.strip()]
    return [q for q in rows if "question" in q]


def snapshot(out: Path, name: str, bench: Path, embedder: str) -> None:
    from specproof.config import Settings
    from specproof.library import Library

    sheets = ASKED_OVER.get(name, name)
    db = out / f"{sheets}.db"
    fresh = sheets == name or not db.exists()  # a shared library is read as it stands
    library = Library(settings=Settings(db=str(db), embedder=embedder))
    if fresh:
        results = library.ingest([BENCHES[sheets] / "datasheets"])
        if any(r.status == "unchanged" for r in results):
            library.reextract()  # extractor changes count, parsing does not repeat
    started = time.perf_counter()
    lines = []
    for q in questions_of(bench):
        prediction = library.ask(q["question"]).prediction(q["id"], 0.0)
        prediction.pop("latency_ms", None)
        lines.append(json.dumps(prediction, sort_keys=True))
    (out / f"{name}.jsonl").write_text("\n".join(lines) + "\n")
    print(f"{name}: {len(lines)} answers in {time.perf_counter() - started:.1f} s")


def load(path: Path) -> dict[str, dict]:
    rows = [json.loads(line) for line in path.read_text().splitlines() if line.strip()]
    return {row["id"]: row for row in rows}


def differences(before: dict, after: dict, path: str = "") -> list[str]:
    """Every leaf that differs, as 'path: before -> after'."""
    if isinstance(before, dict) and isinstance(after, dict):
        out = []
        for key in sorted(set(before) | set(after)):
            out += differences(before.get(key), after.get(key), f"{path}.{key}")
        return out
    if isinstance(before, list) and isinstance(after, list) and len(before) == len(after):
        out = []
        for i, (b, a) in enumerate(zip(before, after, strict=True)):
            out += differences(b, a, f"{path}[{i}]")
        return out
    return [] if before == after else [f"{path}: {before!r} -> {after!r}"]


def compare(after_dir: Path, before_dir: Path) -> int:
    changed = 0
    for before_file in sorted(before_dir.glob("*.jsonl")):
        after_file = after_dir / before_file.name
        if not after_file.exists():
            print(f"{before_file.name}: missing in {after_dir}")
            changed += 1
            continue
        before, after = load(before_file), load(after_file)
        for qid in sorted(set(before) | set(after)):
            diff = differences(before.get(qid), after.get(qid))
            if diff:
                changed += 1
                print(f"{before_file.stem} {qid}")
                for line in diff[:12]:
                    print(f"    {line[:300]}")
        print(f"{before_file.stem}: {len(before)} before, {len(after)} after")
    print(f"questions whose answer changed: {changed}")
    return 0 if changed == 0 else 1


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawTextHelpFormatter)
    ap.add_argument("out", type=Path)
    ap.add_argument("--benches", default=",".join(BENCHES))
    ap.add_argument("--embedder", default="none")
    ap.add_argument("--compare", type=Path, help="a snapshot folder to compare OUT_DIR with")
    args = ap.parse_args()
    if args.compare:
        return compare(args.out, args.compare)
    args.out.mkdir(parents=True, exist_ok=True)
    for name in args.benches.split(","):
        if name not in BENCHES:
            raise SystemExit(f"unknown benchmark {name!r}; known: {', '.join(BENCHES)}")
        snapshot(args.out, name, BENCHES[name], args.embedder)
    return 0


if __name__ == "__main__":
    sys.exit(main())
