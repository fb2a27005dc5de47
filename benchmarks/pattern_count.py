"""Count the hand-written patterns in ``src/``: regular expressions and word lists.

    python benchmarks/pattern_count.py [SRC_DIR] [--by-file]

A *regex* is a call of ``re.compile``/``re.search``/``re.match``/``re.fullmatch``/
``re.findall``/``re.finditer``/``re.sub``/``re.split`` or of a local wrapper whose name ends
in ``_rx``, plus every string literal in a list/tuple of (pattern, target) pairs that is
passed on to ``re.compile`` (the lexicons). A *word list* is a list, tuple, set or frozenset
display of three or more string literals (``__all__`` aside), or a dict display whose keys are three or more
string literals. The figure is meant for before/after comparisons of one tree, not as an
absolute measure.
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


def pair_patterns(node: ast.List | ast.Tuple) -> int:
    """(pattern, target) pairs in a lexicon list: each pattern string counts as one regex."""
    count = 0
    for element in node.elts:
        if isinstance(element, ast.Tuple) and len(element.elts) == 2:
            head = element.elts[0]
            if isinstance(head, ast.Constant | ast.JoinedStr | ast.BinOp):
                count += 1
    return count if count >= 3 else 0


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
            elif strings(node.elts) >= 3:
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
