"""Count the hand-written patterns in ``src/``: regular expressions and word lists.

    python benchmarks/pattern_count.py [SRC_DIR] [--by-file]

A *regex* is a call of ``re.compile``/``re.search``/``re.match``/``re.fullmatch``/
``re.findall``/``re.finditer``/``re.sub``/``re.split`` or of a local wrapper whose name ends
in ``_rx``, plus every pair of a list of (pattern, target) pairs written in patterns (the
lexicons; a pair holding an ``re.compile`` call is counted by that call). A *word list* is a
list, tuple, set or frozenset display of three or more string literals (``__all__`` aside), a
dict display whose keys are three or more string literals, or a list of three or more
(word, value) pairs of plain strings. A registry of names beside functions
(("field_type", field_type), ...) is neither. The figure is meant for before/after
comparisons of one tree, not as an absolute measure.

Until 2026-12-04 every (string, anything) pair list counted as patterns, so registries of
check names and (name, re.compile(...)) lists were counted as regexes (twice for the
latter): 66f53c1 measured 1169 then, 1114 now; 916e2a6 1495 then, 1426 now.
"""

from __future__ import annotations

import ast
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
RE_CALLS = {"compile", "search", "match", "fullmatch", "findall", "finditer", "sub", "split"}


def is_regex_call(node: ast.Call) -> bool:
    func = node.func
    if isinstance(func, ast.Attribute) and func.attr in RE_CALLS:
        return isinstance(func.value, ast.Name) and func.value.id == "re"
    return isinstance(func, ast.Name) and func.id.endswith("_rx")


def strings(elements: list[ast.expr]) -> int:
    return sum(isinstance(e, ast.Constant) and isinstance(e.value, str) for e in elements)


# a string holding one of these is written as a regular expression, not as a plain word
REGEX_MARKS = ("\\", "|", "(?")


def regex_like(node: ast.expr) -> bool:
    if isinstance(node, ast.JoinedStr | ast.BinOp):
        return True  # a pattern built from parts
    return (
        isinstance(node, ast.Constant)
        and isinstance(node.value, str)
        and any(mark in node.value for mark in REGEX_MARKS)
    )


def string_pairs(node: ast.List | ast.Tuple) -> list[ast.Tuple]:
    """The 2-tuples of a list whose first element is a string (or a string built from parts)."""
    return [
        element
        for element in node.elts
        if isinstance(element, ast.Tuple)
        and len(element.elts) == 2
        and isinstance(element.elts[0], ast.Constant | ast.JoinedStr | ast.BinOp)
    ]


def pair_patterns(node: ast.List | ast.Tuple) -> int:
    """(pattern, target) pairs in a lexicon list: each pair counts as one regex when the list is
    written in patterns. A pair holding an ``re.compile`` call is counted by that call, and a
    registry of names ("field_type", check_function) holds no pattern at all."""
    pairs = [
        pair
        for pair in string_pairs(node)
        if not any(isinstance(e, ast.Call) and is_regex_call(e) for e in pair.elts)
    ]
    if len(pairs) < 3 or not any(regex_like(e) for pair in pairs for e in pair.elts):
        return 0
    return len(pairs)


def plain_pairs(node: ast.List | ast.Tuple) -> bool:
    """Three or more (word, value) pairs of plain strings: a word list written as pairs."""
    pairs = string_pairs(node)
    return (
        len(pairs) >= 3
        and all(isinstance(pair.elts[1], ast.Constant) for pair in pairs)
        and not any(regex_like(e) for pair in pairs for e in pair.elts)
    )


def word_display(node: ast.AST) -> bool:
    if isinstance(node, ast.Set):
        return strings(node.elts) >= 3
    if isinstance(node, ast.Dict):
        return strings([k for k in node.keys if k]) >= 3
    return False


def count_file(path: Path) -> tuple[int, int]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    exports = {
        id(node.value)
        for node in ast.walk(tree)
        if isinstance(node, ast.Assign)
        and any(isinstance(t, ast.Name) and t.id == "__all__" for t in node.targets)
    }
    regexes = words = 0
    for node in ast.walk(tree):
        if id(node) in exports:
            continue  # a module's export list names code, not words
        if isinstance(node, ast.Call) and is_regex_call(node):
            # a call on a literal or a name both count once: that is one pattern written
            regexes += 1
        elif isinstance(node, ast.List | ast.Tuple):
            pairs = pair_patterns(node)
            if pairs:
                regexes += pairs
            elif strings(node.elts) >= 3 or plain_pairs(node):
                words += 1
        elif word_display(node):
            words += 1
    return regexes, words


def main() -> int:
    args = [a for a in sys.argv[1:] if not a.startswith("--")]
    src = Path(args[0]) if args else REPO / "src" / "specproof"
    rows = []
    for path in sorted(src.rglob("*.py")):
        regexes, words = count_file(path)
        rows.append((path.relative_to(src), regexes, words))
    if "--by-file" in sys.argv:
        for name, regexes, words in sorted(rows, key=lambda r: -(r[1] + r[2])):
            if regexes or words:
                print(f"{regexes:5d} {words:5d}  {name}")
    total_re = sum(r[1] for r in rows)
    total_words = sum(r[2] for r in rows)
    print(f"regexes {total_re}, word lists {total_words}, together {total_re + total_words}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
