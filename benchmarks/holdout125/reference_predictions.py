"""Write the reference answers of questions.jsonl as a predictions file (FORMAT.md), for a
self-check with score.py: every question must score correct and every item must be
evidence-supported.

    python benchmarks/holdout125/reference_predictions.py OUT.jsonl
    python ../shared/benchmark/score.py benchmarks/holdout125 OUT.jsonl \\
        --questions benchmarks/holdout125/questions.jsonl
"""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
BOUNDS = ("min", "typ", "max", "value")


def _numbers(text: str) -> list[float]:
    return [float(n) for n in re.findall(r"\d+(?:\.\d+)?", text.replace(",", ""))]


def _source(item: dict, evidence: list[dict]) -> dict:
    """The first evidence quote that contains every number of the item."""
    wanted = [abs(float(item[b])) for b in BOUNDS if item.get(b) is not None]
    for e in evidence:
        found = _numbers(e["quote"])
        if all(any(abs(w - n) < 1e-9 for n in found) for w in wanted):
            return dict(e)
    return dict(evidence[0])


def main() -> None:
    out = Path(sys.argv[1])
    rows = []
    for line in (HERE / "questions.jsonl").read_text(encoding="utf-8").splitlines():
        q = json.loads(line)
        items = [dict(i, source=_source(i, q["evidence"])) for i in q["answer"]["items"]]
        rows.append(
            {
                "id": q["id"],
                "answer": {"verdict": q["answer"]["verdict"], "items": items},
                "text": "reference answer",
                "latency_ms": 0.0,
            }
        )
    out.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows), encoding="utf-8")
    print(f"{out}: {len(rows)} predictions")


if __name__ == "__main__":
    main()
