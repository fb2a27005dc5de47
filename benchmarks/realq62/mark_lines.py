"""Mark page lines that overlap evidence quotes of earlier question sets.

Usage: python mark_lines.py DOC PAGE [PAGE ...]  (DOC without .pdf). Prints each page with '*'
before lines that overlap a quote of dev, dev2 or the realq8..realq61 sets present here (substring either
way, or a 12-character head/tail of a quote in the line; whitespace-insensitive).
Needs /tmp/q62txt/DOC.pPAGE.txt (pdftotext -layout -f PAGE -l PAGE).
As a module: marked_lines(doc, page) gives the set of marked line texts of a page.
"""

import glob
import json
import os
import re
import sys

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
FILES = [
    f"{ROOT}/../shared/benchmark/dev/questions.jsonl",
    f"{ROOT}/../shared/benchmark/dev2/questions.jsonl",
] + [
    f for f in sorted(glob.glob(f"{ROOT}/benchmarks/realq*/questions.jsonl")) if "realq62" not in f
]
TXT = "/tmp/q62txt"


def norm(s):
    return re.sub(r"\s+", "", s).lower()


_CACHE = {}


def _all_quotes():
    if not _CACHE:
        for f in FILES:
            with open(f, encoding="utf-8") as fh:
                for line in fh:
                    if not line.strip():
                        continue
                    q = json.loads(line)
                    for e in q.get("evidence") or []:
                        key = (e["doc"], e["page"])
                        _CACHE.setdefault(key, []).append(norm(e["quote"]))
    return _CACHE


def quotes(doc, page):
    return _all_quotes().get((doc + ".pdf", page), [])


def marked(line, qs):
    n = norm(line)
    if len(n) < 4:
        return False
    for q in qs:
        if not q:
            continue
        if n in q or q in n:
            return True
        if len(q) >= 12 and (q[:12] in n or q[-12:] in n):
            return True
    return False


def page_lines(doc, page):
    with open(f"{TXT}/{doc}.p{page}.txt", encoding="utf-8") as fh:
        return [line.rstrip() for line in fh if line.strip()]


def marked_lines(doc, page):
    qs = quotes(doc, page)
    return {line for line in page_lines(doc, page) if marked(line, qs)}


def main():
    doc = sys.argv[1]
    for page in map(int, sys.argv[2:]):
        qs = quotes(doc, page)
        print(f"==== {doc} p{page} ({len(qs)} earlier quotes)")
        for line in page_lines(doc, page):
            print(("* " if marked(line, qs) else "  ") + line)


if __name__ == "__main__":
    main()
