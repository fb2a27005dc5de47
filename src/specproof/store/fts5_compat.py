"""SQLite FTS5's BM25, reproduced for server stores.

The embedded store ranks chunks with FTS5 (``unicode61 remove_diacritics 2``
tokenizer, ``bm25()`` with k1 = 1.2, b = 0.75). Server stores rank with the
same tokens and the same formula, so one question gets the same top-k chunks,
and so the same answer, whichever backend holds the library.

A query is what :func:`specproof.retrieve.fts_query` sends to FTS5: each search
term is a quoted phrase (``"3.3V"`` is the two-token phrase ``3 3v``) and the
phrases are ORed. A phrase occurs at every position where its tokens follow one
another; a row's score sums, phrase by phrase in query order,
``idf * tf * (k1 + 1) / (tf + k1 * (1 - b + b * |D| / avgdl))`` with
``idf = ln((N - n + 0.5) / (n + 0.5))`` (1e-6 when not positive) over all rows.
"""

from __future__ import annotations

import math
import unicodedata
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from functools import lru_cache

K1 = 1.2
B = 0.75
MIN_IDF = 1e-6


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
    from specproof.retrieve import query_terms  # the query language lives with retrieval

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


@dataclass(slots=True)
class TokenRow:
    key: str  # chunk id
    order: int  # insertion order: FTS5 returns equal scores in rowid order
    tokens: list[str]


class Bm25Index:
    """An in-memory positional index over rows, ranked exactly like FTS5's bm25()."""

    def __init__(self, rows: Iterable[TokenRow]) -> None:
        self.rows = list(rows)
        self.total_tokens = sum(len(r.tokens) for r in self.rows)
        self.postings: dict[str, dict[int, list[int]]] = {}
        for i, row in enumerate(self.rows):
            for pos, token in enumerate(row.tokens):
                self.postings.setdefault(token, {}).setdefault(i, []).append(pos)

    def _counts(self, phrase: tuple[str, ...]) -> dict[int, int]:
        """Row index -> occurrences of ``phrase`` (rows without it left out)."""
        first = self.postings.get(phrase[0], {})
        if len(phrase) == 1:
            return {i: len(p) for i, p in first.items()}
        rest = [self.postings.get(t, {}) for t in phrase[1:]]
        counts = {}
        for i, starts in first.items():
            if not all(i in r for r in rest):
                continue
            later = [set(r[i]) for r in rest]
            n = sum(1 for s in starts if all(s + j + 1 in p for j, p in enumerate(later)))
            if n:
                counts[i] = n
        return counts

    def top(
        self, phrases: Sequence[tuple[str, ...]], k: int, keep: set[str] | None = None
    ) -> list[tuple[str, float]]:
        """Top-k (key, score), best first; ``keep`` limits which keys rank (stats stay global)."""
        if not self.rows or not phrases or k <= 0:
            return []
        avgdl = self.total_tokens / len(self.rows)
        per_phrase = [self._counts(p) for p in phrases]
        idfs = [idf(len(self.rows), len(c)) for c in per_phrase]
        hit_rows = set().union(*per_phrase)
        scored = []
        for i in hit_rows:
            row = self.rows[i]
            if keep is not None and row.key not in keep:
                continue
            tfs = [c.get(i, 0) for c in per_phrase]
            scored.append((-row_score(tfs, idfs, len(row.tokens), avgdl), row.order, row.key))
        scored.sort()
        return [(key, -neg) for neg, _, key in scored[:k]]
