"""Check that every evidence quote of questions.jsonl is on its cited page.

    python benchmarks/holdout159/check_quotes.py

Stricter than ../../../shared/benchmark/check_questions.py: only runs of whitespace are
collapsed (pdftotext -layout text of the page vs the quote), nothing else is dropped.
Exit 1 when a quote is missing.
"""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent


def ws(text: str) -> str:
    return re.sub(r"\s+", " ", text).strip()


def main() -> int:
    pages: dict[tuple[str, int], str] = {}
    missing = total = 0
    for line in (HERE / "questions.jsonl").read_text(encoding="utf-8").splitlines():
        row = json.loads(line)
        for ev in row["evidence"]:
            total += 1
            key = (ev["doc"], ev["page"])
            if key not in pages:
                pages[key] = ws(
                    subprocess.run(
                        [
                            "pdftotext",
                            "-f",
                            str(ev["page"]),
                            "-l",
                            str(ev["page"]),
                            "-layout",
                            str(HERE / "datasheets" / ev["doc"]),
                            "-",
                        ],
                        capture_output=True,
                        text=True,
                        check=True,
                    ).stdout
                )
            if ws(ev["quote"]) not in pages[key]:
                missing += 1
                print(f"{row['id']}: not on {ev['doc']} p{ev['page']}: {ev['quote']!r}")
    print(f"{total} quotes, {missing} missing")
    return 1 if missing else 0


if __name__ == "__main__":
    sys.exit(main())
