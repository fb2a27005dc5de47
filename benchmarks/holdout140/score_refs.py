"""Score the reference answers as predictions (a self-check of questions.jsonl).

    python benchmarks/holdout140/score_refs.py [OUT.jsonl]

Turns every reference into a prediction line (FORMAT.md): each item cites the first
evidence quote that contains its numbers, so score.py's evidence check can verify it.
Then runs ../../../shared/benchmark/score.py on them. Every question must score correct
and every item must be evidence-supported.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
SHARED = HERE.parents[2] / "shared" / "benchmark"
sys.path.insert(0, str(SHARED))
import score  # noqa: E402


def source(item: dict, evidence: list[dict]) -> dict | None:
    nums = [item[b] for b in score.BOUNDS if isinstance(item.get(b), (int, float))]
    for e in evidence:
        if all(score._num_scale_in(e["quote"], float(x)) for x in nums):
            return {"doc": e["doc"], "page": e["page"], "quote": e["quote"]}
    return None


def main() -> int:
    out = (
        Path(sys.argv[1])
        if len(sys.argv) > 1
        else Path("/tmp/holdout140_refs_as_predictions.jsonl")
    )
    rows = []
    for line in (HERE / "questions.jsonl").read_text(encoding="utf-8").splitlines():
        q = json.loads(line)
        items = []
        for it in q["answer"]["items"]:
            src = source(it, q["evidence"])
            if src is None:
                print(f"{q['id']}: no quote carries the numbers of {it['field']}")
                return 1
            items.append({**it, "source": src})
        rows.append(
            {
                "id": q["id"],
                "answer": {"verdict": q["answer"]["verdict"], "items": items},
                "text": "reference",
                "latency_ms": 0.0,
            }
        )
    out.write_text(
        "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows), encoding="utf-8"
    )
    return subprocess.run(
        [
            sys.executable,
            str(SHARED / "score.py"),
            str(HERE),
            str(out),
            "--questions",
            str(HERE / "questions.jsonl"),
        ]
    ).returncode


if __name__ == "__main__":
    sys.exit(main())
