"""PostgresStore passes the store contract, plus what only a server store needs."""

from __future__ import annotations

import dataclasses
import multiprocessing as mp
from concurrent.futures import ProcessPoolExecutor

import numpy as np
import pytest

from specproof.store import open_store
from test_store_conformance import A, B, StoreContract, make_chunks, make_doc, make_fact, make_pages

from .conftest import fresh_name

psycopg = pytest.importorskip("psycopg", reason="psycopg not installed (specproof[postgres])")

from specproof.store.postgres import PostgresStore  # noqa: E402


def _drop_schema(url: str, schema: str) -> None:
    with psycopg.connect(url, autocommit=True) as conn:
        conn.execute(f'DROP SCHEMA IF EXISTS "{schema}" CASCADE')


@pytest.fixture
def pg_store_factory(pg_url):
    made: list[tuple[PostgresStore, str]] = []

    def make(**kwargs) -> PostgresStore:
        schema = fresh_name()
        store = PostgresStore(pg_url, schema=schema, **kwargs)
        made.append((store, schema))
        return store

    yield make
    for store, schema in made:
        store.close()
        _drop_schema(pg_url, schema)


class TestPostgresStore(StoreContract):
    @pytest.fixture
    def store(self, pg_store_factory):
        return pg_store_factory()

    def test_integrity_clean_after_writes(self, store):
        self.save(store)
        self.save(store, B, "part.pdf", replaces=A)
        assert store.integrity_problems() == []

    def test_lexical_scores_are_fts5_bm25(self, store, tmp_path):
        """Same scores, same order as the SQLite store on the same rows."""
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


class TestPostgresWithoutPgvector(TestPostgresStore):
    """The bytea fallback (servers without the extension) passes the same contract."""

    @pytest.fixture
    def store(self, pg_store_factory):
        store = pg_store_factory(use_pgvector=False)
        assert not store.has_pgvector
        return store


def test_vector_search_uses_hnsw_and_agrees_with_exact(pg_store_factory):
    store = pg_store_factory()
    if not store.has_pgvector:
        pytest.skip("server has no pgvector")
    rng = np.random.default_rng(1)
    texts = [f"chunk {i}" for i in range(40)]
    vectors = rng.normal(size=(40, 16)).astype(np.float32)
    vectors /= np.linalg.norm(vectors, axis=1, keepdims=True)
    store.save_document(make_doc(A), make_pages(1), make_chunks(A, texts), vectors, [])
    query = vectors[7]
    hits = store.vector_search(query, 5)
    assert hits[0][0] == f"{A[:16]}:7" and hits[0][1] == pytest.approx(1.0, abs=1e-5)
    exact = np.argsort(-(vectors @ query))[:5]
    assert [h[0] for h in hits] == [f"{A[:16]}:{i}" for i in exact]
    assert store.vector_search(query, 3, doc_ids=[B]) == []
    indexes = store._query("SELECT indexdef FROM pg_indexes WHERE schemaname = current_schema()")
    assert any("hnsw" in r["indexdef"] and "vector(16)" in r["indexdef"] for r in indexes)


def test_open_store_routes_postgres_urls(pg_url):
    schema = fresh_name()
    sep = "&" if "?" in pg_url else "?"
    store = open_store(f"{pg_url}{sep}schema={schema}")
    try:
        assert isinstance(store, PostgresStore) and store.schema == schema
        assert store.documents() == []
    finally:
        store.close()
        _drop_schema(pg_url, schema)


def test_reopen_keeps_data_and_migrations(pg_url, pg_store_factory):
    store = pg_store_factory()
    StoreContract().save(store)
    again = PostgresStore(pg_url, schema=store.schema)
    try:
        assert [d.id for d in again.documents()] == [A]
        assert len(again.facts(doc_id=A)) == 2
    finally:
        again.close()


def _save_same_file(url: str, schema: str, rounds: int) -> int:
    store = PostgresStore(url, schema=schema)
    doc = make_doc(A)
    texts = ["supply voltage range of the regulator", "i2c address and clock"]
    for _ in range(rounds):
        store.save_document(
            dataclasses.replace(doc),
            make_pages(2),
            make_chunks(A, texts),
            None,
            [make_fact(doc)],
        )
    store.close()
    return rounds


def test_two_processes_saving_the_same_file_store_it_once(pg_url, pg_store_factory):
    store = pg_store_factory()
    with ProcessPoolExecutor(2, mp_context=mp.get_context("spawn")) as pool:
        done = list(pool.map(_save_same_file, [pg_url] * 2, [store.schema] * 2, [5, 5]))
    assert done == [5, 5]
    assert [d.id for d in store.documents()] == [A]
    assert len(store.chunks()) == 2 and len(store.facts()) == 1
    assert store.integrity_problems() == []


def test_unreachable_server_is_a_store_error():
    from specproof.errors import StoreError

    with pytest.raises(StoreError, match="cannot connect"):
        PostgresStore("postgresql://nobody@127.0.0.1:1/none", connect_timeout_s=2)


def test_reconnects_after_the_server_drops_the_connection(pg_url, pg_store_factory):
    from specproof.errors import StoreError

    store = pg_store_factory()
    StoreContract().save(store)
    pid = store._query("SELECT pg_backend_pid() AS pid")[0]["pid"]
    with psycopg.connect(pg_url, autocommit=True) as admin:
        admin.execute("SELECT pg_terminate_backend(%s)", (pid,))
    with pytest.raises(StoreError):  # the statement in flight fails, loudly
        store.documents()
    assert [d.id for d in store.documents()] == [A]  # the next one reconnects


def test_threads_answer_on_several_connections(pg_store_factory):
    import threading

    store = pg_store_factory(pool_size=3)
    StoreContract().save(store)
    together, pids = threading.Barrier(3), set()

    def ask() -> None:
        with store._pool.connection() as db:
            together.wait(10)  # all three hold a connection at once
            pids.add(db.execute("SELECT pg_backend_pid() AS pid").fetchone()["pid"])
        assert [d.id for d in store.documents_for_device("ABC123")] == [A]

    threads = [threading.Thread(target=ask) for _ in range(3)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(20)
    assert len(pids) == 3
    assert store.lexical_search("supply voltage", 5, doc_ids=[A])  # the schema on every path
