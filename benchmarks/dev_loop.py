"""Quick development loop: ingest the dev datasheets (BM25 only, fast), answer every dev
question, score with the reference scorer, and list the failures.

    python benchmarks/dev_loop.py OUT_DIR [--reingest] [--only ID_SUBSTRING]

Writes OUT_DIR/pred.jsonl, OUT_DIR/score.json and OUT_DIR/failures.txt.
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import time
from pathlib import Path

from specproof.config import Settings
from specproof.library import Library

BENCH = Path(__file__).resolve().parents[2] / "shared" / "benchmark"
DEV = BENCH / "dev"


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("out", type=Path)
    ap.add_argument("--reingest", action="store_true", help="start from an empty database")
    ap.add_argument("--only", default="", help="only questions whose id contains this")
    args = ap.parse_args()
    args.out.mkdir(parents=True, exist_ok=True)
    db = args.out / "dev.db"
    if args.reingest:
        for f in args.out.glob("dev.db*"):
            f.unlink()
    lib = Library(settings=Settings(db=str(db), embedder="none"))
    started = time.perf_counter()
    results = lib.ingest([DEV / "datasheets"])
    print(
        f"ingest: {sum(r.status == 'ok' for r in results)} new, {time.perf_counter() - started:.1f} s"
    )
    if not args.reingest and any(r.status == "unchanged" for r in results):
        lib.reextract()  # pick up extractor changes without re-parsing
    questions = [json.loads(line) for line in (DEV / "questions.jsonl").read_text().splitlines()]
    questions = [q for q in questions if args.only in q["id"]]
    preds = {}
    for q in questions:
        t = time.perf_counter()
        answer = lib.ask(q["question"])
        preds[q["id"]] = answer.prediction(q["id"], (time.perf_counter() - t) * 1000)
    pred_path = args.out / "pred.jsonl"
    pred_path.write_text("".join(json.dumps(p) + "\n" for p in preds.values()))
    qfile = args.out / "questions.jsonl"
    qfile.write_text("".join(json.dumps(q) + "\n" for q in questions))
    subprocess.run(
        [
            sys.executable,
            str(BENCH / "score.py"),
            str(DEV),
            str(pred_path),
            "--questions",
            str(qfile),
            "--json",
            str(args.out / "score.json"),
        ],
        check=True,
    )
    rows = json.loads((args.out / "score.json").read_text())["rows"]
    with (args.out / "failures.txt").open("w") as fh:
        for row in rows:
            if row["correct"]:
                continue
            q, p = next(x for x in questions if x["id"] == row["id"]), preds[row["id"]]
            fh.write(f"{row['id']} {row['error']} | {q['question']}\n")
            fh.write(f"   REF  {json.dumps(q['answer'])}\n   PRED {json.dumps(p['answer'])}\n")
    print(f"failures: {args.out / 'failures.txt'}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
