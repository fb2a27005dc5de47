"""Casual and multilingual wordings against the formal questions they reword.

    python benchmarks/first_look.py PARA_OUT ../shared/benchmark/dev benchmarks/paraphrase \
        --only benchmarks/paraphrase
    python benchmarks/first_look.py DEV_OUT ../shared/benchmark/dev
    python benchmarks/paraphrase_ratio.py PARA_OUT DEV_OUT

Both runs write ``score.json`` and ``questions.subset``. Prints the correct rate per style
of wording and, for each, the formal questions' correct rate on the same ``formal_id``s and
the ratio (the goal: casual at least 95 % of formal).
"""

from __future__ import annotations

import json
import sys
from collections import defaultdict
from pathlib import Path


def rows(out: Path) -> dict[str, bool]:
    scored = json.loads((out / "score.json").read_text())["rows"]
    return {r["id"]: bool(r["correct"]) for r in scored}


def main() -> int:
    if len(sys.argv) != 3:
        print(__doc__)
        return 2
    para_out, dev_out = Path(sys.argv[1]), Path(sys.argv[2])
    para, formal = rows(para_out), rows(dev_out)
    questions = [json.loads(x) for x in (para_out / "questions.subset").read_text().splitlines()]
    by_style: dict[str, list[tuple[bool, bool]]] = defaultdict(list)
    for q in questions:
        pair = (para[q["id"]], formal[q["formal_id"]])
        by_style[q.get("style", "?")].append(pair)
        by_style["all"].append(pair)
    print(f"{'style':14s} {'n':>4s} {'casual':>7s} {'formal':>7s} {'ratio':>6s}")
    for style, pairs in sorted(by_style.items(), key=lambda kv: (kv[0] == "all", kv[0])):
        casual = sum(c for c, _ in pairs) / len(pairs)
        formal_rate = sum(f for _, f in pairs) / len(pairs)
        ratio = casual / formal_rate if formal_rate else float("nan")
        print(f"{style:14s} {len(pairs):4d} {casual:7.3f} {formal_rate:7.3f} {ratio:6.3f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
