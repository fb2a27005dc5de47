"""Write the reference answers of questions.jsonl as a predictions file (self-check).

    python benchmarks/holdout123/ref_predictions.py OUT.jsonl
    python ../shared/benchmark/score.py benchmarks/holdout123 OUT.jsonl

Each item gets as its source the first evidence quote of its question that holds all
of the item's numbers (or the first quote for categorical items), as FORMAT.md asks of a
prediction. Every question should then score correct and every item evidence-supported.
"""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
BOUNDS = ("min", "typ", "max", "value")


def numbers(text: str) -> list[float]:
    return [float(n) for n in re.findall(r"\d+(?:\.\d+)?", text.replace(",", ""))]


def holds(quote: str, x: float) -> bool:
    nums = numbers(quote)
    return any(
        abs(abs(x) * s - n) <= 0.01 * max(abs(n), 1e-12)
        for s in (1, 1e3, 1e-3, 1e6, 1e-6)
        for n in nums
    )


def main() -> None:
    out = Path(sys.argv[1])
    rows = []
    for line in (HERE / "questions.jsonl").read_text(encoding="utf-8").splitlines():
        q = json.loads(line)
        items = []
        for item in q["answer"]["items"]:
            nums = [item[b] for b in BOUNDS if item.get(b) is not None]
            source = next(
                (e for e in q["evidence"] if all(holds(e["quote"], float(x)) for x in nums)),
                q["evidence"][0],
            )
            items.append({**item, "source": dict(source)})
        rows.append(
            {
                "id": q["id"],
                "answer": {"verdict": q["answer"]["verdict"], "items": items},
                "text": "reference answer",
                "latency_ms": 0.0,
            }
        )
    out.write_text(
        "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows), encoding="utf-8"
    )
    print(f"{out}: {len(rows)} predictions")


if __name__ == "__main__":
    main()
