"""The reproduced BM25 (used by the server stores) agrees with SQLite FTS5 itself."""

from __future__ import annotations

import sqlite3

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from specproof.retrieve import fts_query
from specproof.store.fts5_compat import Bm25Index, TokenRow, query_phrases, tokenize

# Datasheet-like characters: units, signs, accents, Greek, ligatures, full-width digits.
WORDS = ["3.3V", "3.3", "V", "mA", "µA", "Ω", "kΩ", "±0.5", "°C", "-40", "85", "VDD",
         "I2C", "0x76", "AMS1117-3.3", "Café", "ÉCOLE", "ﬁlter", "１２", "x²", "3 3",
         "supply", "voltage", "SUPPLY", "output", "current", "–", "/", "(", ")"]  # fmt: skip

texts = st.lists(st.lists(st.sampled_from(WORDS), min_size=1, max_size=25), min_size=1, max_size=12)
queries = st.lists(st.sampled_from(WORDS), min_size=1, max_size=6)


def sqlite_top(
    rows: list[str], query: str, k: int, only: set[int] | None = None
) -> list[tuple[int, float]]:
    db = sqlite3.connect(":memory:")
    db.execute(
        "CREATE VIRTUAL TABLE f USING fts5(text, tokenize = 'unicode61 remove_diacritics 2')"
    )
    db.executemany("INSERT INTO f (rowid, text) VALUES (?, ?)", enumerate(rows, 1))
    where = "" if only is None else f" AND rowid IN ({','.join(map(str, sorted(only)))})"
    sql = f"SELECT rowid, bm25(f) FROM f WHERE f MATCH ?{where} ORDER BY bm25(f) LIMIT ?"
    return [(r, -s) for r, s in db.execute(sql, (fts_query(query), k))]


@settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(texts, queries)
def test_same_ranking_and_scores_as_fts5(docs, query_words):
    rows = [" ".join(words) for words in docs]
    query = " ".join(query_words)
    index = Bm25Index(TokenRow(str(i), i, tokenize(t)) for i, t in enumerate(rows, 1))
    ours = [(int(key), score) for key, score in index.top(query_phrases(query), 10)]
    assert ours == sqlite_top(rows, query, 10)


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(texts, queries, st.sets(st.integers(1, 12)))
def test_filtered_ranking_keeps_global_statistics_like_fts5(docs, query_words, kept_rows):
    # The store's document filter: only kept rows rank, idf and avgdl still count every row.
    rows = [" ".join(words) for words in docs]
    query = " ".join(query_words)
    index = Bm25Index(TokenRow(str(i), i, tokenize(t)) for i, t in enumerate(rows, 1))
    keep = {str(i) for i in kept_rows}
    for _ in range(2):  # the second time from the index's cached phrase counts
        ours = [(int(key), score) for key, score in index.top(query_phrases(query), 10, keep)]
        assert ours == sqlite_top(rows, query, 10, kept_rows)


def test_tokens_fold_case_and_diacritics():
    assert tokenize("Café ÉCOLE 3.3V I²C") == ["cafe", "ecole", "3", "3v", "i²c"]
