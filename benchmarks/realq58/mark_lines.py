"""Mark page lines that overlap evidence quotes of earlier question sets.

Usage: python mark_lines.py DOC PAGE [PAGE ...]  (DOC without .pdf). Prints each page with '*'
before lines that overlap a quote of dev, dev2 or realq8..realq57 present here (substring either way, or a
12-character head/tail of a quote in the line; whitespace-insensitive).
Needs /tmp/q58txt/DOC.pPAGE.txt (pdftotext -layout -f PAGE -l PAGE).
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
    f for f in sorted(glob.glob(f"{ROOT}/benchmarks/realq*/questions.jsonl")) if "realq58" not in f
]


def norm(s):
    return re.sub(r"\s+", "", s).lower()


def quotes(doc, page):
    out = []
    for f in FILES:
        with open(f, encoding="utf-8") as fh:
            for line in fh:
                q = json.loads(line)
                for e in q["evidence"]:
                    if e["doc"] == doc + ".pdf" and e["page"] == page:
                        out.append(norm(e["quote"]))
    return out


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


def main():
    doc = sys.argv[1]
    for page in map(int, sys.argv[2:]):
        qs = quotes(doc, page)
        print(f"==== {doc} p{page} ({len(qs)} earlier quotes)")
        with open(f"/tmp/q58txt/{doc}.p{page}.txt", encoding="utf-8") as fh:
            for line in fh:
                if line.strip():
                    print(("* " if marked(line, qs) else "  ") + line.rstrip())


if __name__ == "__main__":
    main()
