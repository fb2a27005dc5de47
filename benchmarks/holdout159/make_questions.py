"""Write the hundred-and-fifty-ninth hold-out set's questions (questions.jsonl) with reference answers.

    python benchmarks/holdout159/make_questions.py

Factual questions live in questions_facts.py, compatibility questions between the
sheets in questions_compat.py; shared reference facts and helpers in facts.py and
qkit.py. Every reference number was read off the generated PDFs (pdftotext
-layout) and the benchmark's check_questions.py checks that each evidence quote
is on its cited page. The questions were written without running the engine on
these sheets (blind) and are phrased the way makers and engineers ask: some in
forum style (lower case, "3v3", "5v arduino").
"""

from __future__ import annotations

import json
import sys
from collections import Counter
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
import questions_facts  # noqa: E402, F401, I001  (adds its questions on import; facts first)
import questions_compat  # noqa: E402, F401
from qkit import QUESTIONS  # noqa: E402


def main() -> None:
    out = HERE / "questions.jsonl"
    out.write_text(
        "".join(json.dumps(row, ensure_ascii=False) + "\n" for row in QUESTIONS), encoding="utf-8"
    )
    print(f"{out}: {len(QUESTIONS)} questions")
    for key in ("difficulty", "type"):
        print(f"  {key}: {dict(Counter(row[key] for row in QUESTIONS))}")
    verdicts = Counter(row["answer"]["verdict"] or "factual" for row in QUESTIONS)
    print(f"  verdict: {dict(verdicts)}")
    by_type = Counter((row["type"], row["answer"]["verdict"] or "factual") for row in QUESTIONS)
    print(f"  type x verdict: {dict(sorted(by_type.items()))}")
    lower = sum(row["question"] == row["question"].lower() for row in QUESTIONS)
    print(f"  all-lower-case: {lower}")


if __name__ == "__main__":
    main()
