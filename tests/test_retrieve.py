"""Hybrid retrieval (BM25 + MiniLM cosine, RRF) over a real SQLite store."""

from __future__ import annotations

import hashlib
import sqlite3

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from conftest import dev_questions, needs_dev
from specproof.embed import MiniLMEmbedder
from specproof.records import Chunk, Document
from specproof.retrieve import (
    fts_query,
    hybrid_search,
    query_terms,
    query_vector_of,
    reciprocal_rank_fusion,
    without_names,
)
from specproof.store.sqlite import SQLiteStore

DOCS = {
    "sensor": (
        "ACME-T100",
        [
            "ACME-T100 > Features\nDigital temperature sensor with I2C interface, 12-bit resolution.",
            "ACME-T100 > Recommended operating conditions\nOperating temperature range -40 to 125 °C."
            " Supply voltage VDD 1.8 V to 5.5 V.",
            "ACME-T100 > Interface\nThe 7-bit I2C slave address is 0x48; pin A0 selects 0x49.",
            "ACME-T100 > Ordering information\nPackage SOT-23, tape and reel of 3000 units.",
            "ACME-T100",
        ],
    ),
    "regulator": (
        "LDO1117-3.3",
        [
            "LDO1117 > Features\nLow dropout linear regulator, output current up to 800 mA.",
            "LDO1117 > Electrical characteristics\nOutput voltage LDO1117-3.3 3.267 3.3 3.333 V"
            " at IOUT = 10 mA.",
            "LDO1117 > Absolute maximum ratings\nInput voltage 15 V. Junction temperature 150 °C.",
        ],
    ),
}


def doc_id(name: str) -> str:
    """Documents are identified by a SHA-256, as after ingestion."""
    return hashlib.sha256(name.encode()).hexdigest()


def chunk_id(name: str, ordinal: int) -> str:
    return f"{doc_id(name)[:16]}:{ordinal}"


def make_chunks(name: str, texts: list[str]) -> list[Chunk]:
    return [
        Chunk(
            id=chunk_id(name, i),
            doc_id=doc_id(name),
            ordinal=i,
            text=text,
            page_start=i + 1,
            page_end=i + 1,
        )
        for i, text in enumerate(texts)
    ]


@pytest.fixture(scope="module")
def embedder() -> MiniLMEmbedder:
    return MiniLMEmbedder()


@pytest.fixture(scope="module")
def store(embedder: MiniLMEmbedder, tmp_path_factory) -> SQLiteStore:
    db = SQLiteStore(tmp_path_factory.mktemp("retrieve") / "r.db")
    for name, (device, texts) in DOCS.items():
        chunks = make_chunks(name, texts)
        doc = Document(id=doc_id(name), file_name=f"{name}.pdf", device=device)
        db.save_document(doc, [], chunks, embedder.embed(texts), [])
    return db


def test_lexical_and_semantic_evidence_ranks_first(store, embedder) -> None:
    hits = hybrid_search(store, embedder, "I2C address of the ACME-T100", k=3)
    assert hits.mode == "hybrid"
    assert hits[0].chunk.id == chunk_id("sensor", 2)
    assert hits[0].device == "ACME-T100" and hits[0].file_name == "sensor.pdf"
    assert hits[0].lexical_rank is not None and hits[0].dense_rank is not None
    assert [h.score for h in hits] == sorted((h.score for h in hits), reverse=True)


def test_part_number_with_suffix_is_found(store, embedder) -> None:
    hits = hybrid_search(store, embedder, "What output voltage does the LDO1117-3.3 give?", k=2)
    assert hits[0].chunk.id == chunk_id("regulator", 1)


def test_dense_finds_paraphrases_bm25_cannot(store, embedder) -> None:
    query = "how hot may it get while running"  # no word shared with the chunk
    assert store.lexical_search(query, 5, [doc_id("sensor")]) == []
    hits = hybrid_search(store, embedder, query, k=1, doc_ids=[doc_id("sensor")])
    assert hits[0].chunk.id == chunk_id("sensor", 1)
    assert hits[0].lexical_rank is None and hits[0].dense_rank == 1


def test_doc_filter_keeps_only_those_documents(store, embedder) -> None:
    hits = hybrid_search(store, embedder, "temperature", k=10, doc_ids=[doc_id("regulator")])
    assert hits and {h.chunk.doc_id for h in hits} == {doc_id("regulator")}
    assert hybrid_search(store, embedder, "temperature", k=10, doc_ids=[]) == []


def test_without_embedder_search_is_bm25_only_and_says_so(store) -> None:
    hits = hybrid_search(store, None, "I2C slave address", k=3)
    assert hits.mode == "lexical" and "no embedder" in hits.note
    assert hits[0].chunk.id == chunk_id("sensor", 2)
    assert all(h.dense_rank is None for h in hits)


def test_documents_without_vectors_fall_back_to_bm25(embedder, tmp_path) -> None:
    db = SQLiteStore(tmp_path / "novec.db")
    texts = ["Supply voltage 2.7 V to 5.5 V", "SPI clock up to 10 MHz"]
    doc = Document(id=doc_id("d"), file_name="d.pdf", device="D")
    db.save_document(doc, [], make_chunks("d", texts), None, [])
    hits = hybrid_search(db, embedder, "SPI clock", k=2)
    assert hits.mode == "lexical" and hits[0].chunk.id == chunk_id("d", 1)


def test_k_limits_results(store, embedder) -> None:
    assert len(hybrid_search(store, embedder, "voltage", k=2)) == 2
    assert hybrid_search(store, embedder, "voltage", k=0) == []


def test_device_names_are_not_searched_inside_their_own_datasheet(store, embedder) -> None:
    # The bare title chunk would match "ACME-T100" and nothing else.
    hits = hybrid_search(store, embedder, "ACME-T100 package", k=1, doc_ids=[doc_id("sensor")])
    assert hits[0].chunk.id == chunk_id("sensor", 3)


def test_without_names_keeps_other_words_and_never_empties() -> None:
    assert without_names("Is the BME280 VDD 3.6 V?", ["BME280"]) == "Is the VDD 3.6 V?"
    assert without_names("BME2800 and bme280 pins", ["BME280"]) == "BME2800 and pins"
    assert without_names("AMS1117-3.3 dropout", ["AMS1117", "AMS1117-3.3"]) == "dropout"
    assert without_names("BME280", ["BME280"]) == "BME280"


def test_rrf_rewards_agreement() -> None:
    fused = reciprocal_rank_fusion([["a", "b", "c"], ["b", "c", "a"]])
    assert fused[0][0] == "b"
    assert fused[0][1] == pytest.approx(1 / 62 + 1 / 61)
    weighted = reciprocal_rank_fusion([["a", "b"], ["b", "a"]], weights=(1.0, 0.5))
    assert weighted[0][0] == "a"


# -- fts_query ---------------------------------------------------------------------


def test_query_terms_keep_part_numbers_units_and_drop_stop_words() -> None:
    terms = query_terms("What is the output voltage of the AMS1117-3.3 at 800mA, 25°C?")
    assert "AMS1117-3.3" in terms and "800mA" in terms and "800" in terms
    assert "What" not in terms and "the" not in terms
    assert query_terms("I2C address 0x76") == ["I2C", "address", "0x76"]


def test_fts_query_quotes_and_ors_terms() -> None:
    assert fts_query('supply "VDD" NEAR(x) AND y*') == '"supply" OR "VDD" OR "NEAR" OR "x" OR "y"'
    assert fts_query("what is the") == '""'


@pytest.fixture(scope="module")
def fts() -> sqlite3.Connection:
    db = sqlite3.connect(":memory:")
    db.execute(
        "CREATE VIRTUAL TABLE t USING fts5(body, tokenize = 'unicode61 remove_diacritics 2')"
    )
    db.execute("INSERT INTO t VALUES ('AMS1117-3.3 output 3.3 V at 800mA; I2C 0x76')")
    return db


@settings(max_examples=300, deadline=None)
@given(st.text())
def test_fts_query_never_raises_syntax_errors(fts, text: str) -> None:
    fts.execute("SELECT rowid FROM t WHERE t MATCH ?", (fts_query(text),)).fetchall()


@pytest.mark.parametrize(
    "text",
    ['"', "'", "(", ")", "*", "^x", "a:b", "-x", "NOT", "AND OR", "x NEAR/3 y", "{a b}", "±0.5 °C"],
)
def test_fts_query_handles_operator_characters(fts, text: str) -> None:
    fts.execute("SELECT rowid FROM t WHERE t MATCH ?", (fts_query(text),)).fetchall()


@pytest.mark.parametrize("query", ["AMS1117-3.3", "3.3V", "800 mA", "I2C address 0x76"])
def test_fts_query_matches_datasheet_spellings(fts, query: str) -> None:
    assert fts.execute("SELECT rowid FROM t WHERE t MATCH ?", (fts_query(query),)).fetchall()


# -- real dev datasheets -------------------------------------------------------------


def sample_dev_questions(n: int = 10) -> list[dict]:
    """Every m-th single-device question with evidence: spread over devices and types."""
    usable = [q for q in dev_questions() if q["evidence"] and len(q["devices"]) == 1]
    step = max(1, len(usable) // n)
    return usable[::step][:n]


@pytest.mark.slow
@needs_dev
def test_dev_evidence_pages_are_in_top_10(dev_library) -> None:
    found = []
    for q in sample_dev_questions():
        pages = {(ev["doc"], ev["page"]) for ev in q["evidence"]}
        hits = dev_library.search(q["question"], device=q["devices"][0], k=10)
        found.append(
            any(
                (h.file_name, page) in pages
                for h in hits
                for page in range(h.chunk.page_start, h.chunk.page_end + 1)
            )
        )
    assert sum(found) >= 9, found


def test_embedder_failure_at_query_time_falls_back_to_bm25(store) -> None:
    failing = MiniLMEmbedder()
    # Past the model's 512 positions onnxruntime itself fails: a real runtime error.
    failing._tokenizer.enable_truncation(max_length=600)
    hits = hybrid_search(store, failing, "I2C slave address " * 200, k=3)
    assert hits.mode == "lexical" and "embedder failed" in hits.note
    assert hits[0].chunk.id == chunk_id("sensor", 2)


class CountingEmbedder(MiniLMEmbedder):
    """The real model, counting how many texts it is asked to embed."""

    def __init__(self) -> None:
        super().__init__()
        self.embedded = 0

    def embed(self, texts):  # type: ignore[no-untyped-def]
        self.embedded += len(texts)
        return super().embed(texts)


def test_a_repeated_query_is_embedded_once(store) -> None:
    counting = CountingEmbedder()
    first = hybrid_search(store, counting, "maximum output current of the regulator", k=3)
    again = hybrid_search(store, counting, "maximum output current of the regulator", k=3)
    assert counting.embedded == 1
    assert [h.chunk.id for h in first] == [h.chunk.id for h in again]
    hybrid_search(store, counting, "I2C slave address", k=3)
    assert counting.embedded == 2


def test_cached_query_vectors_are_per_embedder_and_read_only() -> None:
    a, b = CountingEmbedder(), CountingEmbedder()
    vector = query_vector_of(a, "supply voltage range")
    assert np.array_equal(vector, query_vector_of(b, "supply voltage range"))
    assert (a.embedded, b.embedded) == (1, 1)
    with pytest.raises(ValueError):
        vector[0] = 1.0  # a caller cannot corrupt what later queries get
