"""Reading order for passage search (``specproof search``, :meth:`Library.search`).

Hybrid retrieval ranks chunks for the agent; a person searching "I2C address" wants the
paragraph that states the address, not the C driver listing that repeats ``I2C`` and
``addr`` thirty times. For a query in words, this step puts passages that read as prose or
tables above code listings and register/bit maps, then passages with all the query's terms
(and its words in a row) above those with fewer, keeping the retrieval order otherwise.
A query that is itself code (``#define``, ``foo_bar``, braces) keeps the retrieval order.

The agent's own retrieval (``retrieve.py``) is not changed by any of this.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable, Sequence

from specproof.records import SearchHit
from specproof.retrieve import query_terms, without_names
from specproof.tokens import WORD_RUN

# How many retrieval candidates to re-order per hit asked for: deep enough that the prose
# under a page of code listings is among them.
CANDIDATES_PER_HIT = 3
# A chunk with at least this many code lines, and at least this share of its lines code,
# reads as a code listing (one line in a paragraph may end with ";" by chance).
MIN_CODE_LINES = 2
CODE_LINE_SHARE = 0.3
# A chunk whose words are at least this share bit labels, hex or binary digits reads as a
# register or bit map (protocol frames, memory maps).
REGISTER_TOKEN_SHARE = 0.35
TABLE_LINE_SHARE = 0.3
HARD_TO_READ = frozenset({"code", "register map"})

_CODE_LINE = re.compile(
    r"""[;{}]\s*$                                       # statement or block end
      | ^\s*[{}]                                        # block start/end on its own line
      | \#\s*(?:define|include|ifn?def|endif|pragma)\b  # preprocessor
      | //|/\*|\*/                                      # comments
      | \b[A-Za-z_]\w*\([^()]*\)\s*;                     # a call as a statement
      | \b(?:unsigned|signed|void|return|struct|typedef|u?int\d+_t)\b.*[;=(]
    """,
    re.VERBOSE,
)
_REGISTER_TOKEN = re.compile(
    r"^(?:bit\d{1,2}|0x[0-9a-f]+|[0-9a-f]{1,4}h|[01x]|[01]{4,}|\(?[0-9a-f]{2}h\)?)$",
    re.IGNORECASE,
)
_CODE_QUERY = re.compile(r"[{};#]|\w_\w|\w\(\)|->")
_WORD = WORD_RUN


def rerank_for_reading(
    query: str, hits: Sequence[SearchHit], names: Iterable[str] = ()
) -> list[SearchHit]:
    """``hits`` (retrieval order) in reading order, each with its ``kind`` and the query terms
    it contains (``matched_terms``). ``names``: device names searched within, which match
    everywhere in their own datasheet and so are left out of the terms."""
    topic = without_names(query, names)
    terms = query_terms(topic)
    phrase = _phrase_pattern(topic)
    demote = not _CODE_QUERY.search(query)
    keyed = []
    for position, hit in enumerate(hits):
        text = _normalise(hit.chunk.text)
        hit.kind = passage_kind(hit.chunk.text)
        hit.matched_terms = [t for t in terms if _term_pattern(t).search(text)]
        keyed.append(
            (
                demote and hit.kind in HARD_TO_READ,
                -len(hit.matched_terms),
                not (phrase and phrase.search(text)),
                position,
                hit,
            )
        )
    return [item[-1] for item in sorted(keyed, key=lambda item: item[:-1])]


def passage_kind(text: str) -> str:
    """ "code", "register map", "table" or "prose": what a passage reads as."""
    lines = [line for line in text.splitlines() if line.strip()]
    if not lines:
        return "prose"
    code_lines = sum(bool(_CODE_LINE.search(line)) for line in lines)
    if code_lines >= max(MIN_CODE_LINES, CODE_LINE_SHARE * len(lines)):
        return "code"
    words = _WORD.findall(text)
    if words and sum(
        bool(_REGISTER_TOKEN.match(w.strip(",.:;"))) for w in words
    ) >= REGISTER_TOKEN_SHARE * len(words):
        return "register map"
    if sum(line.lstrip().startswith("|") for line in lines) >= TABLE_LINE_SHARE * len(lines):
        return "table"
    return "prose"


def _normalise(text: str) -> str:
    # NFKC makes "I²C" read "I2C" and "µA" one spelling, as a person reads them.
    return unicodedata.normalize("NFKC", text).lower()


def _term_pattern(term: str) -> re.Pattern[str]:
    """A term at a word start; a word may go on ("address" finds "addresses"), a number not."""
    term = _normalise(term)
    tail = r"[a-z]*" if term[-1:].isalpha() else r"(?![0-9.])"
    return re.compile(rf"(?<![0-9a-z]){re.escape(term)}{tail}")


def _phrase_pattern(query: str) -> re.Pattern[str] | None:
    """The query's content words in a row (anything but letters and digits between them)."""
    words = [found[0] for word in query.split() if (found := query_terms(word))]
    if len(words) < 2:
        return None
    body = r"[^0-9a-z]+".join(re.escape(_normalise(w)) for w in words)
    return re.compile(rf"(?<![0-9a-z]){body}")
