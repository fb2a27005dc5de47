"""SQLite FTS5's BM25, reproduced for server stores.

The embedded store ranks chunks with FTS5 (``unicode61 remove_diacritics 2``
tokenizer, ``bm25()`` with k1 = 1.2, b = 0.75). Server stores rank with the
same tokens and the same formula, so one question gets the same top-k chunks,
and so the same answer, whichever backend holds the library.

A query is what :func:`specproof.query_text.fts_query` sends to FTS5: each search
term is a quoted phrase (``"3.3V"`` is the two-token phrase ``3 3v``) and the
phrases are ORed. A phrase occurs at every position where its tokens follow one
another; a row's score sums, phrase by phrase in query order,
``idf * tf * (k1 + 1) / (tf + k1 * (1 - b + b * |D| / avgdl))`` with
``idf = ln((N - n + 0.5) / (n + 0.5))`` (1e-6 when not positive) over all rows.
"""

from __future__ import annotations

import math
import unicodedata
from collections import Counter
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from functools import lru_cache

from specproof.query_text import query_terms

K1 = 1.2
B = 0.75
MIN_IDF = 1e-6
_MAX_CACHED_PHRASES = 100_000


@lru_cache(maxsize=4096)
def _is_token_char(ch: str) -> bool:
    # unicode61's default token categories: letters, numbers, private use.
    category = unicodedata.category(ch)
    return category[0] in "LN" or category == "Co"


@lru_cache(maxsize=4096)
def _fold(ch: str) -> str:
    """Lower case without diacritics, one character in, zero or more out."""
    base = "".join(c for c in unicodedata.normalize("NFD", ch) if not unicodedata.combining(c))
    return (base or ch).lower()


def tokenize(text: str) -> list[str]:
    """Tokens of ``text`` as FTS5's unicode61 tokenizer (remove_diacritics 2) cuts them."""
    tokens: list[str] = []
    current: list[str] = []
    for ch in text:
        if _is_token_char(ch):
            current.append(_fold(ch))
        elif unicodedata.combining(ch):
            continue  # a lone combining mark is a removed diacritic, not a separator
        elif current:
            tokens.append("".join(current))
            current = []
    if current:
        tokens.append("".join(current))
    return tokens


def query_phrases(query: str) -> list[tuple[str, ...]]:
    """The phrases FTS5 would search for ``query`` (duplicates kept, as FTS5 keeps them)."""
    phrases = [tuple(tokenize(term)) for term in query_terms(query)]
    return [p for p in phrases if p]


def idf(n_rows: int, n_hit: int) -> float:
    value = math.log((n_rows - n_hit + 0.5) / (n_hit + 0.5))
    return value if value > 0.0 else MIN_IDF


def row_score(tfs: Sequence[int], idfs: Sequence[float], doc_len: int, avgdl: float) -> float:
    """BM25 of one row, summed in phrase order like fts5_aux.c (bit-identical doubles)."""
    score = 0.0
    for tf, w in zip(tfs, idfs, strict=True):
        score += w * ((tf * (K1 + 1.0)) / (tf + K1 * (1 - B + B * doc_len / avgdl)))
    return score


def _occurrences(tokens: list[str], phrase: tuple[str, ...]) -> int:
    """How often ``phrase`` occurs in ``tokens`` (overlapping occurrences count, as in FTS5)."""
    head, size, want = phrase[0], len(phrase), list(phrase)
    return sum(1 for s, t in enumerate(tokens) if t == head and tokens[s : s + size] == want)


@dataclass(slots=True)
class TokenRow:
    key: str  # chunk id
    order: int  # insertion order: FTS5 returns equal scores in rowid order
    tokens: list[str]


class Bm25Index:
    """An in-memory index over rows (token counts; phrases matched in the row's tokens),
    ranked exactly like FTS5's bm25()."""

    def __init__(self, rows: Iterable[TokenRow]) -> None:
        self.rows = list(rows)
        self.total_tokens = sum(len(r.tokens) for r in self.rows)
        self.row_of = {row.key: i for i, row in enumerate(self.rows)}
        # Token -> {row index: occurrences}. Phrase positions are looked up in the row's own
        # tokens when a query needs them: positional postings for every token took 4x the
        # build time and 1.5x the memory at 70,000 chunks (20 s and 1.1 GB per process).
        self.postings: dict[str, dict[int, int]] = {}
        for i, row in enumerate(self.rows):
            for token, n in Counter(row.tokens).items():
                rows_with = self.postings.get(token)
                if rows_with is None:
                    self.postings[token] = {i: n}
                else:
                    rows_with[i] = n
        # Phrase -> rows holding it: the idf needs it over all rows, a filtered search
        # does not need the rows themselves. The index never changes, so neither does this.
        self._hits: dict[tuple[str, ...], int] = {}

    def _counts(self, phrase: tuple[str, ...], only: set[int] | None = None) -> dict[int, int]:
        """Row index -> occurrences of ``phrase`` (rows without it, or not in ``only``, left out)."""
        first = self.postings.get(phrase[0], {})
        if only is not None:
            first = {i: first[i] for i in only if i in first}
        if len(phrase) == 1:
            return dict(first)
        rest = [self.postings.get(t, {}) for t in phrase[1:]]
        counts = {}
        for i in first:
            if all(i in r for r in rest):
                n = _occurrences(self.rows[i].tokens, phrase)
                if n:
                    counts[i] = n
        return counts

    def _rows_with(self, phrase: tuple[str, ...]) -> int:
        if len(phrase) == 1:
            return len(self.postings.get(phrase[0], {}))
        n = self._hits.get(phrase)
        if n is None:
            if len(self._hits) >= _MAX_CACHED_PHRASES:
                self._hits.clear()  # a long-running server meets ever new phrases
            n = self._hits[phrase] = len(self._counts(phrase))
        return n

    def top(
        self, phrases: Sequence[tuple[str, ...]], k: int, keep: set[str] | None = None
    ) -> list[tuple[str, float]]:
        """Top-k (key, score), best first; ``keep`` limits which keys rank (stats stay global)."""
        if not self.rows or not phrases or k <= 0:
            return []
        avgdl = self.total_tokens / len(self.rows)
        only = None if keep is None else {self.row_of[key] for key in keep if key in self.row_of}
        per_phrase = [self._counts(p, only) for p in phrases]
        if only is None:  # the full counts are at hand: remember how many rows hold each
            for phrase, counts in zip(phrases, per_phrase, strict=True):
                self._hits.setdefault(phrase, len(counts))
        idfs = [idf(len(self.rows), self._rows_with(p)) for p in phrases]
        hit_rows = set().union(*per_phrase)
        scored = []
        for i in hit_rows:
            row = self.rows[i]
            tfs = [c.get(i, 0) for c in per_phrase]
            scored.append((-row_score(tfs, idfs, len(row.tokens), avgdl), row.order, row.key))
        scored.sort()
        return [(key, -neg) for neg, _, key in scored[:k]]


# -- ranking a few documents' rows with the whole library's statistics ----------------------


@dataclass(slots=True)
class SpacedRow:
    """A row's tokens as one string, each between single spaces: a phrase occurs wherever
    its tokens, spaced the same way, do (tokens hold no spaces). A tenth of the memory of a
    token list, and the lookups run in C."""

    key: str  # chunk id
    order: int  # insertion order: FTS5 returns equal scores in rowid order
    length: int  # tokens
    spaced: str

    @classmethod
    def of(cls, key: str, order: int, tokens: Sequence[str]) -> SpacedRow:
        return cls(key, order, len(tokens), spaced_phrase(tokens))


def spaced_phrase(tokens: Sequence[str]) -> str:
    return " " + " ".join(tokens) + " "


def spaced_occurrences(spaced: str, needle: str) -> int:
    """Occurrences of a spaced phrase, overlapping ones counted (as FTS5 counts them)."""
    n, at = 0, spaced.find(needle)
    while at >= 0:
        n += 1
        at = spaced.find(needle, at + 1)
    return n


@dataclass(frozen=True, slots=True)
class LibraryStats:
    """What BM25 needs of the whole library: rows, their total tokens, rows per phrase."""

    rows: int
    tokens: int
    rows_with: Callable[[tuple[str, ...]], int]


def top_of_rows(
    rows: Iterable[SpacedRow], phrases: Sequence[tuple[str, ...]], k: int, stats: LibraryStats
) -> list[tuple[str, float]]:
    """Top-k (key, score) among ``rows``, scored with the library's statistics: the same
    numbers, in the same order, as :meth:`Bm25Index.top` with ``keep`` set to these rows."""
    if not stats.rows or not phrases or k <= 0:
        return []
    avgdl = stats.tokens / stats.rows
    needles = [spaced_phrase(p) for p in phrases]
    idfs: list[float] | None = None  # asked of the library only when some row holds a phrase
    scored = []
    for row in rows:
        tfs = [spaced_occurrences(row.spaced, needle) for needle in needles]
        if not any(tfs):
            continue
        if idfs is None:
            idfs = [idf(stats.rows, stats.rows_with(p)) for p in phrases]
        scored.append((-row_score(tfs, idfs, row.length, avgdl), row.order, row.key))
    scored.sort()
    return [(key, -neg) for neg, _, key in scored[:k]]
