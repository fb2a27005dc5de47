"""Write the reference answers of questions.jsonl as a predictions file (FORMAT.md), so that
score.py can confirm every reference scores correct and every item is evidence-supported.

    python benchmarks/holdout122/reference_predictions.py OUT.jsonl
    python ../shared/benchmark/score.py benchmarks/holdout122 OUT.jsonl

Each item gets as its source the first evidence quote of the question that holds all of the
item's numbers (check_questions.py guarantees one exists).
"""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
BOUNDS = ("min", "typ", "max", "value")


def _holds(quote: str, x: float) -> bool:
    nums = [float(n) for n in re.findall(r"\d+(?:\.\d+)?", quote.replace(",", ""))]
    return any(abs(abs(x) * s - n) <= 0.01 * max(abs(x) * s, n) for s in (1, 1e3, 1e-3) for n in nums)


def main() -> None:
    out = Path(sys.argv[1])
    rows = []
    for line in (HERE / "questions.jsonl").read_text(encoding="utf-8").splitlines():
        q = json.loads(line)
        items = []
        for item in q["answer"]["items"]:
            nums = [item[b] for b in BOUNDS if item.get(b) is not None]
            src = next(e for e in q["evidence"] if all(_holds(e["quote"], x) for x in nums))
            items.append({**item, "source": {"doc": src["doc"], "page": src["page"], "quote": src["quote"]}})
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
