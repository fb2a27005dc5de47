"""Mark page lines that overlap evidence quotes of earlier question sets.

Usage: python mark_lines.py DOC PAGE  (DOC without .pdf). Prints the page with '*' before lines
that overlap a quote of dev, dev2 or realq8..realq43 (substring either way, or a 12-character
head/tail of a quote in the line; whitespace-insensitive). Needs /tmp/q44txt/DOC.pPAGE.txt.
"""

import glob
import json
import re
import sys

ROOT = "/work/wt-q44"
FILES = [
    f"{ROOT}/../shared/benchmark/dev/questions.jsonl",
    f"{ROOT}/../shared/benchmark/dev2/questions.jsonl",
] + [
    f for f in sorted(glob.glob(f"{ROOT}/benchmarks/realq*/questions.jsonl")) if "realq44" not in f
]


def norm(s):
    return re.sub(r"\s+", "", s).lower()


def quotes(doc, page):
    out = []
    for f in FILES:
        with open(f, encoding="utf-8") as fh:
            lines = fh.readlines()
        for line in lines:
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
    doc, page = sys.argv[1], int(sys.argv[2])
    qs = quotes(doc, page)
    with open(f"/tmp/q44txt/{doc}.p{page}.txt", encoding="utf-8") as fh:
        page_lines = fh.readlines()
    for line in page_lines:
        print(("* " if marked(line, qs) else "  ") + line.rstrip())


if __name__ == "__main__":
    main()
