"""Check that every evidence quote of questions.jsonl is on its cited page.

    python benchmarks/holdout118/check_quotes.py

Stricter than ../../shared/benchmark/check_questions.py (which drops all punctuation):
here only runs of whitespace are collapsed, in the quote and in the page text from
``pdftotext -layout``. Prints the quotes not found; exit 1 when any.
"""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent


def page_text(doc: str, page: int, cache: dict[tuple[str, int], str]) -> str:
    if (doc, page) not in cache:
        raw = subprocess.run(
            [
                "pdftotext",
                "-f",
                str(page),
                "-l",
                str(page),
                "-layout",
                str(HERE / "datasheets" / doc),
                "-",
            ],
            capture_output=True,
            text=True,
            check=True,
        ).stdout
        cache[doc, page] = re.sub(r"\s+", " ", raw)
    return cache[doc, page]


def main() -> int:
    cache: dict[tuple[str, int], str] = {}
    total = missing = 0
    for line in (HERE / "questions.jsonl").read_text(encoding="utf-8").splitlines():
        row = json.loads(line)
        for evidence in row["evidence"]:
            total += 1
            quote = re.sub(r"\s+", " ", evidence["quote"]).strip()
            if quote not in page_text(evidence["doc"], evidence["page"], cache):
                missing += 1
                print(f"{row['id']}: not on {evidence['doc']} p{evidence['page']}: {quote!r}")
    print(f"{total} quotes, {missing} not found")
    return 1 if missing else 0


if __name__ == "__main__":
    sys.exit(main())
