"""MongoStore passes the store contract, plus its generation protocol and concurrency.

Run against the wire-compatible ``nx-27017`` server (or SPECPROOF_TEST_MONGO_URL).
"""

from __future__ import annotations

import dataclasses
import multiprocessing as mp
from concurrent.futures import ProcessPoolExecutor

import pytest

from specproof.store import open_store
from test_store_conformance import A, B, StoreContract, make_chunks, make_doc, make_fact, make_pages

from .conftest import fresh_name

pymongo = pytest.importorskip("pymongo", reason="pymongo not installed (specproof[mongo])")

from specproof.store.mongo import MongoStore  # noqa: E402


@pytest.fixture
def mongo_store_factory(mongo_url):
    made: list[MongoStore] = []

    def make(database: str | None = None, **kwargs) -> MongoStore:
        store = MongoStore(f"{mongo_url}/{database or fresh_name()}", **kwargs)
        made.append(store)
        return store

    yield make
    for store in made:
        store._client.drop_database(store._db.name)
        store.close()


class TestMongoStore(StoreContract):
    @pytest.fixture
    def store(self, mongo_store_factory):
        return mongo_store_factory()

    def test_paper_collections_and_indexes(self, store):
        self.save(store)
        names = set(store._db.list_collection_names())
        assert {"structured_facts", "evidence_chunks", "documents", "pages"} <= names
        fact = store._db.structured_facts.find_one()
        assert fact["field"] == "supply_voltage" and fact["source"]["page"] == 1
        assert fact["si_max"] == 3.6  # typed values, queryable in the mongo shell

    def test_integrity_clean_after_writes(self, store):
        self.save(store)
        self.save(store, B, "part.pdf", replaces=A)
        store.purge(grace_s=0)
        assert store.integrity_problems() == []
        assert store._db.evidence_chunks.count_documents({}) == 2  # old rows purged

    def test_lexical_scores_are_fts5_bm25(self, store, tmp_path):
        from specproof.store.sqlite import SQLiteStore

        sqlite = SQLiteStore(tmp_path / "ref.db")
        texts = ["supply voltage 3.3 V 3.3 3.3 V", "3.3V output, 800 mA dropout", "voltage"]
        for s in (store, sqlite):
            self.save(s, texts=texts)
            self.save(s, B, "b.pdf", "XYZ9", texts=["AMS1117-3.3 supply 5 V", "i2c"])
        for query in ["3.3 V supply", "AMS1117-3.3 dropout at 800mA", "voltage i2c", "3.3.3"]:
            assert store.lexical_search(query, 10) == sqlite.lexical_search(query, 10)
            assert store.lexical_search(query, 10, [A]) == sqlite.lexical_search(query, 10, [A])
        sqlite.close()


class TestMongoTextSearch(TestMongoStore):
    """``lexical="text"`` ($text + textScore) keeps the contract too."""

    @pytest.fixture
    def store(self, mongo_store_factory):
        return mongo_store_factory(lexical="text")

    def test_lexical_scores_are_fts5_bm25(self, store, tmp_path):
        pytest.skip("$text ranks by MongoDB's own score, not BM25")


def test_unfinished_save_is_invisible(mongo_store_factory):
    """Rows written before the commit flip are not seen by readers (no transactions)."""
    store = mongo_store_factory()
    StoreContract().save(store)
    doc = make_doc(A)
    # A second version's rows, written but never committed (a crash before the flip).
    store._write_rows(doc, "crashedgen", make_pages(1), make_chunks(A, ["ghost text"]), None)
    store._insert_facts(doc, "crashedfacts", [make_fact(doc, "i2c_address")])
    assert store.chunks(A)[0].text.startswith("supply")
    assert store.lexical_search("ghost", 5) == []
    assert [f.field for f in store.facts(doc_id=A)] == ["supply_voltage", "operating_temperature"]
    assert len(store.pages(A)) == 2
    assert store.integrity_problems() != []  # the stray rows are reported


def test_facts_inserted_out_of_id_order_survive_purging_the_other_writers_rows(
    mongo_store_factory,
):
    """Two writers reserve fact ids in one order and insert them in the other; purging the
    rows of the one that lost must leave the committed document's facts whole."""
    from specproof.store.mongo import _fact_row

    store = mongo_store_factory()
    losers_id = store._reserve("fact_id", 1)  # the other writer reserves first ...
    StoreContract().save(store)  # ... but this save inserts and commits first
    doc = make_doc(A)
    store._db.structured_facts.insert_many([_fact_row(losers_id, A, "losersgen", make_fact(doc))])
    store._retire("losersgen")
    store.purge(grace_s=0)
    assert [f.field for f in store.facts(doc_id=A)] == ["supply_voltage", "operating_temperature"]
    assert store.integrity_problems() == []


def test_replaced_version_stays_whole_for_readers_in_flight(mongo_store_factory):
    store = mongo_store_factory(grace_s=3600)
    StoreContract().save(store)
    old_gen = store._db.documents.find_one({"_id": A})["gen"]
    StoreContract().save(store, B, "part.pdf", texts=["new"], replaces=A)
    # A reader that looked up the old generation just before the flip still finds all of it.
    assert store._db.evidence_chunks.count_documents({"gen": old_gen}) == 2
    assert store.chunks(A) == [] and [c.text for c in store.chunks(B)] == ["new"]
    assert store.purge(grace_s=0) >= 1
    assert store._db.evidence_chunks.count_documents({"gen": old_gen}) == 0


def test_open_store_routes_mongodb_urls(mongo_url):
    store = open_store(f"{mongo_url}/{fresh_name()}")
    try:
        assert isinstance(store, MongoStore) and store.documents() == []
    finally:
        store._client.drop_database(store._db.name)
        store.close()


def _save_same_file(url: str, rounds: int) -> int:
    store = MongoStore(url)
    doc = make_doc(A)
    texts = ["supply voltage range of the regulator", "i2c address and clock"]
    for _ in range(rounds):
        store.save_document(
            dataclasses.replace(doc), make_pages(2), make_chunks(A, texts), None, [make_fact(doc)]
        )
    store.close()
    return rounds


def test_two_processes_saving_the_same_file_store_it_once(mongo_url, mongo_store_factory):
    store = mongo_store_factory()
    url = f"{mongo_url}/{store._db.name}"
    with ProcessPoolExecutor(2, mp_context=mp.get_context("spawn")) as pool:
        done = list(pool.map(_save_same_file, [url] * 2, [5, 5]))
    assert done == [5, 5]
    assert [d.id for d in store.documents()] == [A]
    assert len(store.chunks()) == 2 and len(store.facts()) == 1
    store.purge(grace_s=0)
    assert store.integrity_problems() == []


def test_unreachable_server_is_a_store_error():
    from specproof.errors import StoreError

    with pytest.raises(StoreError, match="cannot open MongoDB"):
        MongoStore("mongodb://127.0.0.1:1/x", timeout_ms=500)
