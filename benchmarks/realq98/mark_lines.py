"""Mark page lines that overlap evidence quotes of earlier question sets.

Usage: python mark_lines.py DOC PAGE [PAGE ...]  (DOC without .pdf). Prints each page with '*'
before lines that overlap a quote of dev, dev2 or the realq8..realq96 sets present here (substring either
way, or a 12-character head/tail of a quote in the line; whitespace-insensitive). This worktree holds
realq8..realq96 (89 sets); every realq*/questions.jsonl found except realq98's own is read.
       python mark_lines.py --check QUESTIONS.jsonl  maps every evidence quote of the factual questions
(verdict null or insufficient_evidence, type not compatibility) onto the page lines it spans and prints
'MARKED' when one of them is marked; exit 1 then.
       python mark_lines.py --sets QUESTIONS.jsonl  compares the device set of every compatibility question
(canonical names, aliases folded with score.Devices over the dev + dev2 devices.json) with the device sets of all
earlier compatibility questions and prints 'REUSED' for a repeat; exit 1 then.
Needs /tmp/q98txt/DOC.pPAGE.txt (pdftotext -layout -f PAGE -l PAGE).
As a module: marked_lines(doc, page) gives the set of marked line texts of a page; quote_lines(doc, page,
quote) the lines a quote spans.
"""

import glob
import json
import os
import re
import sys
import unicodedata

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
FILES = [
    f"{ROOT}/../shared/benchmark/dev/questions.jsonl",
    f"{ROOT}/../shared/benchmark/dev2/questions.jsonl",
] + [
    f for f in sorted(glob.glob(f"{ROOT}/benchmarks/realq*/questions.jsonl")) if "realq98" not in f
]
TXT = "/tmp/q98txt"


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


def _key(s):
    """Like score.norm_text: NFKC, lower case, only letters, digits and dots (so lost glyphs do not matter)."""
    s = unicodedata.normalize("NFKC", s).lower().replace("µ", "u").replace("μ", "u")
    return re.sub(r"[^a-z0-9.]", "", s)


def quote_lines(doc, page, quote):
    """Page lines covered by the quote (None when the quote is not on the page)."""
    lines = page_lines(doc, page)
    text, owner = "", []
    for i, line in enumerate(lines):
        k = _key(line)
        text += k
        owner += [i] * len(k)
    q = _key(quote)
    pos = text.find(q)
    if pos < 0 or not q:
        return None
    return [lines[i] for i in sorted(set(owner[pos : pos + len(q)]))]


def check(path):
    bad = 0
    with open(path, encoding="utf-8") as fh:
        for line in fh:
            if not line.strip():
                continue
            q = json.loads(line)
            if q["type"] == "compatibility":
                continue
            for e in q.get("evidence") or []:
                doc = e["doc"][:-4]
                spanned = quote_lines(doc, e["page"], e["quote"])
                if spanned is None:
                    print(f"{q['id']} NOT FOUND {e['doc']} p{e['page']}")
                    bad += 1
                    continue
                marked_here = [x for x in spanned if x in marked_lines(doc, e["page"])]
                bad += bool(marked_here)
                status = "MARKED" if marked_here else "ok"
                print(f"{q['id']} {status} {e['doc']} p{e['page']} lines={len(spanned)}")
    print(f"{bad} problems")
    return 1 if bad else 0


def _devices():
    sys.path.insert(0, f"{ROOT}/../shared/benchmark")
    import score

    table = {}
    for name in ("dev", "dev2"):
        with open(f"{ROOT}/../shared/benchmark/{name}/devices.json", encoding="utf-8") as fh:
            table.update(json.load(fh))
    return score.Devices(table)


def check_sets(path):
    devs = _devices()
    earlier = {}
    for f in FILES:
        with open(f, encoding="utf-8") as fh:
            for line in fh:
                if not line.strip():
                    continue
                q = json.loads(line)
                if q.get("type") == "compatibility":
                    key = frozenset(devs.canon(d) for d in q["devices"])
                    earlier.setdefault(key, []).append(q["id"])
    bad = 0
    with open(path, encoding="utf-8") as fh:
        for line in fh:
            if not line.strip():
                continue
            q = json.loads(line)
            if q["type"] != "compatibility":
                continue
            key = frozenset(devs.canon(d) for d in q["devices"])
            hits = earlier.get(key)
            bad += bool(hits)
            print(f"{q['id']} {'REUSED ' + ','.join(hits) if hits else 'new'} {sorted(key)}")
    print(f"{bad} problems")
    return 1 if bad else 0


def main():
    if sys.argv[1] == "--check":
        sys.exit(check(sys.argv[2]))
    if sys.argv[1] == "--sets":
        sys.exit(check_sets(sys.argv[2]))
    doc = sys.argv[1]
    for page in map(int, sys.argv[2:]):
        qs = quotes(doc, page)
        print(f"==== {doc} p{page} ({len(qs)} earlier quotes)")
        for line in page_lines(doc, page):
            print(("* " if marked(line, qs) else "  ") + line)


if __name__ == "__main__":
    main()
