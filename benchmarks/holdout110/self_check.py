"""Self-check of the references: turn every reference answer into a prediction whose
items cite an evidence quote holding the item's numbers, then score it.

    python benchmarks/holdout110/self_check.py

Writes /tmp/holdout110-reference-predictions.jsonl and runs ../shared/benchmark/score.py
on it; every question should be correct and every item evidence-supported (1.000).
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
SCORE = HERE.parents[2] / "shared" / "benchmark" / "score.py"
sys.path.insert(0, str(SCORE.parent))
import score  # noqa: E402

OUT = Path("/tmp/holdout110-reference-predictions.jsonl")


def source(item: dict, evidence: list[dict]) -> dict:
    nums = [item[b] for b in score.BOUNDS if isinstance(item.get(b), (int, float))]
    for e in evidence:
        if all(score._num_scale_in(e["quote"], float(x)) for x in nums):
            return e
    raise SystemExit(f"no single quote holds {nums} of {item}")


def main() -> None:
    rows = []
    for line in (HERE / "questions.jsonl").read_text(encoding="utf-8").splitlines():
        q = json.loads(line)
        items = [dict(i, source=source(i, q["evidence"])) for i in q["answer"]["items"]]
        rows.append({"id": q["id"], "answer": {"verdict": q["answer"]["verdict"], "items": items}})
    OUT.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows), "utf-8")
    subprocess.run([sys.executable, str(SCORE), str(HERE), str(OUT)], check=True)


if __name__ == "__main__":
    main()
