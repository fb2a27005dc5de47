"""Write the reference answers of questions.jsonl as a predictions file (FORMAT.md), to check
that every reference scores correct and every item's quote supports its numbers.

    python benchmarks/holdout145/ref_predictions.py OUT.jsonl
    python ../shared/benchmark/score.py benchmarks/holdout145 OUT.jsonl

Each item cites the first evidence quote of its question that carries all of the item's
numbers (score.py's evidence rule); the output must not be written into this folder,
where score.py would read it as a question file.
"""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
BOUNDS = ("min", "typ", "max", "value")


def _carries(quote: str, x: float) -> bool:
    nums = [float(n) for n in re.findall(r"\d+(?:\.\d+)?", quote.replace(",", ""))]
    return any(
        abs(abs(x) * s - n) <= 0.01 * max(abs(x) * s, n) for s in (1, 1e3, 1e-3, 1e6, 1e-6) for n in nums
    )


def main() -> int:
    if len(sys.argv) != 2:
        print(__doc__)
        return 2
    out = Path(sys.argv[1])
    lines = []
    for line in (HERE / "questions.jsonl").read_text(encoding="utf-8").splitlines():
        row = json.loads(line)
        items = []
        for item in row["answer"]["items"]:
            numbers = [item[b] for b in BOUNDS if isinstance(item.get(b), (int, float))]
            source = next(
                (e for e in row["evidence"] if all(_carries(e["quote"], x) for x in numbers)),
                row["evidence"][0],
            )
            items.append({**item, "source": dict(source)})
        pred = {
            "id": row["id"],
            "answer": {"verdict": row["answer"]["verdict"], "items": items},
            "text": "reference answer",
            "latency_ms": 0.0,
        }
        lines.append(json.dumps(pred, ensure_ascii=False) + "\n")
    out.write_text("".join(lines), encoding="utf-8")
    print(f"{out}: {len(lines)} predictions")
    return 0


if __name__ == "__main__":
    sys.exit(main())
