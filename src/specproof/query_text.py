"""Search terms of free text, and the SQLite FTS5 query made of them.

Below both :mod:`specproof.retrieve` and the store backends: the embedded store sends
:func:`fts_query` to FTS5, the server stores rank the same :func:`query_terms` with
FTS5's BM25 reproduced (:mod:`specproof.store.fts5_compat`), so every backend reads a
query the same way. Retrieval re-exports both.
"""

from __future__ import annotations

import re

__all__ = ["STOP_WORDS", "fts_query", "query_terms"]

# Question words and fillers that only add noise to BM25. Units and short
# technical words (V, mA, I2C, pin, max, min, typ) are deliberately absent.
_STOP_WORDS_TEXT = """
    a about above after all also am an and any are as at be been being below between both
    but by can could did do does doing during each either for from give given gives has
    have having how i if in into is it its itself list me my no nor not of off on once only
    or other our out over own per please same shall should so some such state stated
    states tell than that the their them then there these they this those through to too
    under until up upon us very via was we were what when where which while who whom why
    will with would you your datasheet datasheets document according value values
    specified specify specifies say says mentioned listed
"""
STOP_WORDS = frozenset(_STOP_WORDS_TEXT.split())

# A token: starts with a letter or digit; may contain the characters part numbers
# and numbers with units use ("AMS1117-3.3", "3.3V", "0x76", "I2C", "±0.5").
_TOKEN = re.compile(r"[0-9A-Za-zµμΩ][0-9A-Za-zµμΩ°%._+/\-]*")
_NUMBER_WITH_UNIT = re.compile(r"^([+-]?\d+(?:\.\d+)?)([A-Za-zµμΩ°%]+)$")
_NUMBER = re.compile(r"^[+-]?\d+(?:\.\d+)?$")
_UNIT = re.compile(r"^[A-Za-zµμΩ°%]{1,4}$")


def query_terms(text: str) -> list[str]:
    """Searchable terms of free text: stop words dropped, part numbers and units kept."""
    terms: list[str] = []
    seen: set[str] = set()
    tokens = [raw.rstrip(".-_/+") for raw in _TOKEN.findall(text)]
    for i, token in enumerate(tokens):
        if not token or token.lower() in STOP_WORDS:
            continue
        for term in [token, *_unit_spellings(token, tokens[i + 1] if i + 1 < len(tokens) else "")]:
            if term.lower() not in seen:
                seen.add(term.lower())
                terms.append(term)
    return terms


def _unit_spellings(token: str, next_token: str) -> list[str]:
    """Other ways a datasheet writes the same quantity: "3.3V" <-> "3.3 V"."""
    number_unit = _NUMBER_WITH_UNIT.match(token)
    if number_unit:
        return [number_unit.group(1)]  # "3.3V" is also written "3.3 V"
    if _NUMBER.match(token) and _UNIT.match(next_token) and next_token.lower() not in STOP_WORDS:
        return [token + next_token]  # "800 mA" is also written "800mA"
    return []


def fts_query(text: str) -> str:
    """A SQLite FTS5 MATCH expression for free text that can never be a syntax error.

    Every term is a quoted FTS5 string (so ``-``, ``.``, ``:``, ``*``, ``AND``,
    ``NEAR`` lose their operator meaning) and terms are ORed so BM25 ranks by
    how many match. Text with no searchable term gives ``'""'``, which matches
    nothing (an empty MATCH string would raise).
    """
    terms = query_terms(text)
    if not terms:
        return '""'
    return " OR ".join('"' + term.replace('"', '""') + '"' for term in terms)
