"""PostgreSQL store for teams: one server, many users and ingest workers.

Same records and the same guarantees as the SQLite store: every document is
written in one transaction (``replaces=`` deletes the old version inside it),
so readers see the old or the new version, never half of one. Concurrent saves
of the same file (two workers, two machines) serialise on advisory locks keyed
by the document hash and the file name, so nothing is ever stored twice.

Lexical search ranks with FTS5's BM25 over the same tokens the SQLite store
indexes (see :mod:`specproof.store.fts5_compat`), so a question gets the same
chunks, hence the same answer, on either backend; user text never reaches a
query parser, so no input can raise. Each chunk keeps its token array. A search
of given documents (what answering does) reads only their chunks' tokens and
takes the library's statistics from the index: row and token totals kept by
every write, and the rows holding each phrase counted through a GIN index on
the tokens (cached until some writer commits). So its cost follows the
documents searched, not the library. A search of everything ranks over an
in-process token index of all chunks, loaded on first use and again after
writes. Why not in SQL: PostgreSQL's ``ts_rank_cd`` ranks differently (other
answers than SQLite's), and exact BM25 with phrase positions in SQL measured
6 s per query at 7,000 chunks against milliseconds here. Vectors live in a
pgvector ``vector`` column when the extension can be created (with an HNSW
cosine index per dimension, used by :meth:`PostgresStore.vector_search`), else
as float32 ``bytea`` and cosine runs in the client. Tested on PostgreSQL 16
with pgvector 0.6.

URL: ``postgresql://user:pass@host:5432/db`` with an optional ``?schema=name``
(created if missing) so several libraries can share one database.
"""

from __future__ import annotations

import json
import logging
import re
import threading
from collections import OrderedDict
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from typing import Any
from urllib.parse import parse_qsl, urlencode, urlsplit, urlunsplit

import numpy as np

from specproof.errors import StoreError
from specproof.records import Chunk, Document, Fact, Page, SourceFile, device_key
from specproof.store.base import DOC_ID
from specproof.store.fts5_compat import (
    Bm25Index,
    LibraryStats,
    SpacedRow,
    TokenRow,
    query_phrases,
    spaced_phrase,
    tokenize,
    top_of_rows,
)
from specproof.store.memo import remembered_document, remembered_documents
from specproof.store.pg_pool import ConnectionPool
from specproof.store.postgres_schema import MIGRATIONS, backfill, insert_names
from specproof.store.rows import (
    _FACT_COLUMNS,
    DOCUMENT_COLUMNS,
    _chunk,
    _document,
    _fact,
    _fact_row,
    _now,
    _pack_layout,
    _unpack_page,
    check_exclusive,
    document_row,
    documents_naming,
    facts_query,
    fresh_document,
    source_columns,
)

try:  # an optional extra: specproof[postgres]
    import psycopg
    from psycopg.rows import dict_row
except ImportError:  # pragma: no cover - exercised only without the extra
    psycopg = None  # type: ignore[assignment]

log = logging.getLogger(__name__)

_SCHEMA_NAME = re.compile(r"[a-z_][a-z0-9_]{0,62}")
_NTOK = 11  # where a row of _chunk_rows holds its token count
# Connections per process: a server worker answers in a few threads, each may hold one.
POOL_SIZE = 8


class PostgresStore:
    """Store on a PostgreSQL server. Safe to share between threads of one process."""

    def __init__(
        self,
        url: str,
        *,
        schema: str | None = None,
        use_pgvector: bool = True,
        connect_timeout_s: int = 10,
        pool_size: int = POOL_SIZE,
    ) -> None:
        if psycopg is None:
            raise StoreError("PostgreSQL store needs psycopg: pip install 'specproof[postgres]'")
        conninfo, url_schema = _split_schema(url)
        self.schema = schema or url_schema
        if self.schema and not _SCHEMA_NAME.fullmatch(self.schema):
            raise StoreError(f"bad schema name {self.schema!r} (lower case letters, digits, _)")
        self._conninfo, self._connect_timeout_s = conninfo, connect_timeout_s
        first = self._connect()
        self._lock = threading.RLock()  # the caches below; statements take a pooled connection
        self._vector_cache: tuple[int, tuple[str, ...] | None, list[str], np.ndarray] | None = None
        self._index_cache: tuple[int, Bm25Index] | None = None
        self._documents_cache: tuple[int, list[Document]] | None = None
        self._bm25_stats = _Bm25Stats(-1)
        try:
            self.has_pgvector = self._setup(first, use_pgvector)
        except psycopg.Error as exc:
            first.close()
            raise StoreError(f"cannot prepare PostgreSQL database: {exc}") from exc
        self._pool = ConnectionPool(self._connect_to_schema, pool_size, first)
        if not self.has_pgvector:
            log.info("pgvector not available: vectors stored as bytea, cosine runs in the client")

    # -- setup -------------------------------------------------------------

    def _connect(self) -> Any:
        try:
            return psycopg.connect(
                self._conninfo,
                autocommit=True,
                row_factory=dict_row,
                connect_timeout=self._connect_timeout_s,
            )
        except psycopg.Error as exc:
            raise StoreError(f"cannot connect to PostgreSQL: {exc}") from exc

    def _connect_to_schema(self) -> Any:
        """A connection for the pool: the schema, set up by then, comes first on its path."""
        conn = self._connect()
        if self.schema:
            try:
                conn.execute(f'SET search_path TO "{self.schema}", public')
            except psycopg.Error as exc:
                conn.close()
                raise StoreError(f"cannot connect to PostgreSQL: {exc}") from exc
        return conn

    def _setup(self, db: Any, use_pgvector: bool) -> bool:
        with db.transaction():
            # One process at a time creates the schema and runs migrations.
            db.execute("SELECT pg_advisory_xact_lock(hashtext('specproof-migrate'))")
            has_vector = use_pgvector and self._ensure_vector_extension(db)
            if self.schema:
                db.execute(f'CREATE SCHEMA IF NOT EXISTS "{self.schema}"')
        if self.schema:
            # pgvector's type lives in public; our tables in the chosen schema.
            db.execute(f'SET search_path TO "{self.schema}", public')
        with db.transaction():
            db.execute("SELECT pg_advisory_xact_lock(hashtext('specproof-migrate'))")
            self._migrate(db, has_vector)
        column = db.execute(
            "SELECT udt_name FROM information_schema.columns WHERE table_schema = current_schema()"
            " AND table_name = 'chunks' AND column_name = 'embedding'"
        ).fetchone()
        return bool(column and column["udt_name"] == "vector")

    @staticmethod
    def _ensure_vector_extension(db: Any) -> bool:
        if db.execute("SELECT 1 FROM pg_extension WHERE extname = 'vector'").fetchone():
            return True
        if not db.execute("SELECT 1 FROM pg_available_extensions WHERE name = 'vector'").fetchone():
            return False
        try:
            with db.transaction():  # a savepoint: lacking the privilege is not fatal
                db.execute("CREATE EXTENSION IF NOT EXISTS vector SCHEMA public")
            return True
        except psycopg.Error as exc:
            log.info("cannot create the pgvector extension: %s", exc)
            return False

    @staticmethod
    def _migrate(db: Any, has_vector: bool) -> None:
        db.execute(
            "CREATE TABLE IF NOT EXISTS migrations (name TEXT PRIMARY KEY, applied_at TEXT NOT NULL)"
        )
        done = {r["name"] for r in db.execute("SELECT name FROM migrations")}
        known = {name for name, _ in MIGRATIONS}
        if done - known:
            raise StoreError(
                f"database was written by a newer specproof (unknown migrations: {sorted(done - known)})"
            )
        for name, sql in MIGRATIONS:
            if name not in done:
                db.execute(sql.replace("{vector}", "vector" if has_vector else "bytea"))
                backfill(db, name)
                db.execute("INSERT INTO migrations VALUES (%s, %s)", (name, _now()))

    @contextmanager
    def _transaction(self) -> Iterator[Any]:
        try:
            with self._pool.connection() as db, db.transaction():
                yield db
        except psycopg.Error as exc:
            raise StoreError(f"database write failed: {exc}") from exc

    def _query(
        self, sql: str, params: Sequence[Any] | dict[str, Any] = (), *, binary: bool = False
    ) -> list[dict[str, Any]]:
        try:
            with self._pool.connection() as db, db.cursor(binary=binary) as cur:
                return cur.execute(sql, params).fetchall()
        except psycopg.Error as exc:
            raise StoreError(f"database read failed: {exc}") from exc

    def close(self) -> None:
        self._pool.close()

    # -- documents -----------------------------------------------------------

    def document(self, doc_id: str) -> Document | None:
        doc_id = doc_id.lower()
        if not DOC_ID.fullmatch(doc_id):
            return None
        rows = self._query(
            "SELECT * FROM documents WHERE id >= %s AND id < %s ORDER BY id LIMIT 2",
            (doc_id, doc_id + "g"),
        )
        return _document(rows[0]) if len(rows) == 1 else None

    def document_by_name(self, file_name: str) -> Document | None:
        return remembered_document(self, file_name, self._document_by_name)

    def _document_by_name(self, file_name: str) -> Document | None:
        rows = self._query("SELECT * FROM documents WHERE file_name = %s", (file_name,))
        return _document(rows[0]) if rows else None

    def documents(self) -> list[Document]:
        # Read on every question (the device index checks it is current): parsed once per
        # version of the library, then copied, so a caller cannot alter the cached ones.
        version = self.data_version()
        with self._lock:
            cached = self._documents_cache
            if cached is None or cached[0] != version:
                rows = self._query("SELECT * FROM documents ORDER BY file_name")
                cached = self._documents_cache = (version, [_document(r) for r in rows])
        return [fresh_document(d) for d in cached[1]]

    def document_count(self) -> int:
        return int(self._query("SELECT count(*) AS n FROM documents")[0]["n"])

    def documents_for_device(self, name: str) -> list[Document]:
        return remembered_documents(self, name, self._documents_for_device)

    def _documents_for_device(self, name: str) -> list[Document]:
        key = device_key(name)
        if not key:
            return []
        rows = self._query(
            "SELECT * FROM documents"
            " WHERE id IN (SELECT doc_id FROM document_names WHERE key = %s)",
            (key,),
        )
        return documents_naming([_document(r) for r in rows], name)

    def set_source(self, doc_id: str, source: SourceFile | None) -> None:
        with self._transaction() as db:
            db.execute(
                "UPDATE documents SET source_path = %s, source_size = %s, source_mtime_ns = %s"
                " WHERE id = %s",
                (*source_columns(source), doc_id),
            )
            self._bump_version(db)  # the cached documents hold paths

    def save_document(
        self,
        doc: Document,
        pages: Sequence[Page],
        chunks: Sequence[Chunk],
        vectors: np.ndarray | None,
        facts: Sequence[Fact],
        replaces: str | None = None,
        *,
        exclusive: bool = False,
    ) -> None:
        if vectors is not None and len(vectors) != len(chunks):
            raise StoreError(f"{len(chunks)} chunks but {len(vectors)} vectors")
        doc.pages, doc.chunks, doc.facts = len(pages), len(chunks), len(facts)
        doc.ingested_at = doc.ingested_at or _now()
        with self._transaction() as db:
            self._lock_keys(db, [doc.id, "name:" + doc.file_name, replaces or ""])
            same_name = [
                row["id"]
                for row in db.execute(
                    "SELECT id FROM documents WHERE file_name = %s AND id != %s",
                    (doc.file_name, doc.id),
                ).fetchall()
            ]
            if exclusive:
                stored = db.execute("SELECT 1 FROM documents WHERE id = %s", (doc.id,)).fetchone()
                check_exclusive(doc, stored is not None, [o for o in same_name if o != replaces])
            if replaces:
                self._delete(db, replaces)
            # One version per file name, as in the SQLite store (a concurrent ingest may
            # have stored one since the caller looked).
            for other in same_name:
                self._delete(db, other)
            self._delete(db, doc.id)  # re-saving the same bytes is a clean overwrite
            self._insert_document(db, doc)
            insert_names(db, doc.id, [doc.device, *doc.aliases])
            chunk_rows = self._chunk_rows(doc, chunks, vectors)
            with db.cursor() as cur:
                cur.executemany(
                    "INSERT INTO pages VALUES (%s,%s,%s,%s,%s,%s)",
                    [(doc.id, p.number, p.width, p.height, p.text, _pack_layout(p)) for p in pages],
                )
                cur.executemany(self._chunk_insert_sql(), chunk_rows)
            self._insert_facts(db, doc, facts)
            self._bump_version(db, len(chunk_rows), sum(row[_NTOK] for row in chunk_rows))
        self._vector_cache = self._index_cache = None

    def _insert_document(self, db: Any, doc: Document) -> None:
        marks = ",".join(["%s"] * len(DOCUMENT_COLUMNS))
        db.execute(
            f"INSERT INTO documents ({','.join(DOCUMENT_COLUMNS)}) VALUES ({marks})",
            document_row(doc),
        )

    def _chunk_insert_sql(self) -> str:
        vector = "%s::vector" if self.has_pgvector else "%s"
        return (
            "INSERT INTO chunks (id, doc_id, ordinal, text, page_start, page_end, section,"
            " heading_path, prev_id, next_id, tokens, ntok, embedding)"
            f" VALUES (%s,%s,%s,%s,%s,%s,%s,%s,%s,%s,%s,%s,{vector})"
        )

    def _chunk_rows(
        self, doc: Document, chunks: Sequence[Chunk], vectors: np.ndarray | None
    ) -> list[tuple[Any, ...]]:
        rows = []
        for i, chunk in enumerate(chunks):
            tokens = tokenize(chunk.text)
            rows.append(
                (
                    chunk.id,
                    doc.id,
                    chunk.ordinal,
                    chunk.text,
                    chunk.page_start,
                    chunk.page_end,
                    str(chunk.section),
                    json.dumps(list(chunk.heading_path)),
                    chunk.prev_id,
                    chunk.next_id,
                    tokens,
                    len(tokens),
                    None if vectors is None else self._vector_param(vectors[i]),
                )
            )
        return rows

    def _vector_param(self, row: np.ndarray) -> str | bytes:
        values = np.asarray(row, np.float32)
        if self.has_pgvector:
            # repr of a float32 widened to float64 reads back to the same float32.
            return "[" + ",".join(repr(float(v)) for v in values) + "]"
        return values.tobytes()

    @staticmethod
    def _lock_keys(db: Any, keys: Sequence[str]) -> None:
        # Sorted, so two writers never wait on each other in opposite orders.
        for key in sorted({k for k in keys if k}):
            db.execute("SELECT pg_advisory_xact_lock(hashtextextended(%s, 0))", (key,))

    @staticmethod
    def _bump_version(db: Any, rows: int = 0, tokens: int = 0) -> None:
        """A new version of the library, ``rows`` chunks of ``tokens`` tokens more (or fewer)."""
        db.execute(
            "UPDATE store_state SET version = version + 1, chunk_rows = chunk_rows + %s,"
            " chunk_tokens = chunk_tokens + %s",
            (rows, tokens),
        )

    def delete_document(self, doc_id: str) -> bool:
        doc = self.document(doc_id)
        if doc is None:
            return False
        with self._transaction() as db:
            self._lock_keys(db, [doc.id, "name:" + doc.file_name])
            self._delete(db, doc.id)
            self._bump_version(db)
        self._vector_cache = self._index_cache = None
        return True

    @staticmethod
    def _delete(db: Any, doc_id: str) -> None:
        gone = db.execute(
            "SELECT count(*) AS n, coalesce(sum(ntok), 0) AS tokens FROM chunks WHERE doc_id = %s",
            (doc_id,),
        ).fetchone()
        for table in ("facts", "chunks", "pages", "document_names"):
            db.execute(f"DELETE FROM {table} WHERE doc_id = %s", (doc_id,))
        db.execute("DELETE FROM documents WHERE id = %s", (doc_id,))
        if gone["n"]:
            db.execute(
                "UPDATE store_state SET chunk_rows = chunk_rows - %s,"
                " chunk_tokens = chunk_tokens - %s",
                (gone["n"], gone["tokens"]),
            )

    # -- facts -----------------------------------------------------------------

    def replace_facts(self, doc_id: str, facts: Sequence[Fact]) -> None:
        doc = self.document(doc_id)
        if doc is None:
            raise StoreError(f"no document {doc_id}")
        with self._transaction() as db:
            self._lock_keys(db, [doc.id, "name:" + doc.file_name])
            db.execute("DELETE FROM facts WHERE doc_id = %s", (doc.id,))
            self._insert_facts(db, doc, facts)
            db.execute("UPDATE documents SET facts = %s WHERE id = %s", (len(facts), doc.id))
            self._bump_version(db)

    def update_identity(
        self,
        doc_id: str,
        device: str,
        aliases: Sequence[str],
        manufacturer: str | None,
        *,
        revision: str | None = None,
        date: str | None = None,
    ) -> None:
        doc = self.document(doc_id)
        if doc is None:
            raise StoreError(f"no document {doc_id}")
        with self._transaction() as db:
            self._lock_keys(db, [doc.id, "name:" + doc.file_name])
            done = db.execute(
                "UPDATE documents SET device = %s, device_key = %s, aliases = %s,"
                " manufacturer = %s, revision = %s, date = %s WHERE id = %s",
                (
                    device,
                    device_key(device),
                    json.dumps(list(aliases)),
                    manufacturer,
                    revision,
                    date,
                    doc.id,
                ),
            )
            db.execute("DELETE FROM document_names WHERE doc_id = %s", (doc.id,))
            insert_names(db, doc.id, [device, *aliases])
            self._bump_version(db)  # the cached documents hold identities
        if done.rowcount == 0:  # deleted meanwhile
            raise StoreError(f"no document {doc_id}")

    @staticmethod
    def _insert_facts(db: Any, doc: Document, facts: Sequence[Fact]) -> None:
        placeholders = ",".join(["%s"] * len(_FACT_COLUMNS))
        columns = ",".join(f'"{c}"' for c in _FACT_COLUMNS)
        with db.cursor() as cur:
            cur.executemany(
                f"INSERT INTO facts ({columns}) VALUES ({placeholders})",
                [_fact_row(doc.id, f) for f in facts],
            )

    def facts(
        self,
        device: str | None = None,
        field: str | None = None,
        doc_id: str | None = None,
    ) -> list[Fact]:
        sql, params = facts_query(device, field, doc_id, "%s")
        return [_fact(r) for r in self._query(sql, params)]

    # -- pages and chunks -------------------------------------------------------

    def pages(self, doc_id: str) -> list[Page]:
        rows = self._query(
            "SELECT number, width, height, layout FROM pages WHERE doc_id = %s ORDER BY number",
            (doc_id,),
        )
        return [_unpack_page(r) for r in rows]

    def page(self, doc_id: str, number: int) -> Page | None:
        rows = self._query(
            "SELECT number, width, height, layout FROM pages WHERE doc_id = %s AND number = %s",
            (doc_id, number),
        )
        return _unpack_page(rows[0]) if rows else None

    def page_text(self, doc_id: str, page: int) -> str | None:
        rows = self._query(
            "SELECT text FROM pages WHERE doc_id = %s AND number = %s", (doc_id, page)
        )
        return rows[0]["text"] if rows else None

    _CHUNK_COLUMNS = (
        "id, doc_id, ordinal, text, page_start, page_end, section, heading_path, prev_id, next_id"
    )

    def chunks(self, doc_id: str | None = None) -> list[Chunk]:
        if doc_id is None:
            sql = f"SELECT {self._CHUNK_COLUMNS} FROM chunks ORDER BY doc_id, ordinal"
            rows = self._query(sql)
        else:
            sql = f"SELECT {self._CHUNK_COLUMNS} FROM chunks WHERE doc_id = %s ORDER BY ordinal"
            rows = self._query(sql, (doc_id,))
        return [_chunk(r) for r in rows]

    def chunks_by_id(self, ids: Sequence[str]) -> list[Chunk]:
        if not ids:
            return []
        rows = self._query(
            f"SELECT {self._CHUNK_COLUMNS} FROM chunks WHERE id = ANY(%s)", (list(ids),)
        )
        by_id = {r["id"]: _chunk(r) for r in rows}
        return [by_id[i] for i in ids if i in by_id]

    def lexical_search(
        self, query: str, k: int, doc_ids: Sequence[str] | None = None
    ) -> list[tuple[str, float]]:
        phrases = query_phrases(query)
        if not phrases or k <= 0 or (doc_ids is not None and not doc_ids):
            return []
        if doc_ids is None:
            return self._bm25_index().top(phrases, k)
        state = self._query("SELECT version, chunk_rows, chunk_tokens FROM store_state")[0]
        with self._lock:
            if self._bm25_stats.version != state["version"]:
                self._bm25_stats = _Bm25Stats(state["version"])
            cache = self._bm25_stats
        rows = [row for doc_id in doc_ids for row in self._spaced_rows(cache, doc_id)]
        stats = LibraryStats(
            int(state["chunk_rows"]),
            int(state["chunk_tokens"]),
            lambda phrase: self._rows_with(cache, phrase),
        )
        return top_of_rows(rows, phrases, k, stats)

    def _spaced_rows(self, cache: _Bm25Stats, doc_id: str) -> list[SpacedRow]:
        """One document's chunks as token strings (kept for the documents asked lately)."""
        rows = cache.docs.get(doc_id)
        if rows is None:
            found = self._query(
                "SELECT id, seq, tokens FROM chunks WHERE doc_id = %s ORDER BY seq", (doc_id,)
            )
            rows = [SpacedRow.of(r["id"], r["seq"], r["tokens"]) for r in found]
            cache.keep_doc(doc_id, rows)
        return rows

    def _rows_with(self, cache: _Bm25Stats, phrase: tuple[str, ...]) -> int:
        """Chunks holding ``phrase``, counted through the token index (GIN)."""
        n = cache.phrases.get(phrase)
        if n is None:
            sql = "SELECT count(*) AS n FROM chunks WHERE tokens @> %s::text[]"
            params: list[Any] = [list(phrase)]
            if len(phrase) > 1:  # the tokens, and next to one another
                sql += " AND position(%s in ' ' || array_to_string(tokens, ' ') || ' ') > 0"
                params.append(spaced_phrase(phrase))
            n = cache.keep_phrase(phrase, int(self._query(sql, params)[0]["n"]))
        return n

    def _bm25_index(self) -> Bm25Index:
        """The token index of all chunks, loaded again after any writer commits."""
        version = self.data_version()
        with self._lock:
            cached = self._index_cache
            if cached and cached[0] == version:
                return cached[1]
            rows = self._query("SELECT id, seq, tokens FROM chunks ORDER BY seq")
            index = Bm25Index(TokenRow(r["id"], r["seq"], r["tokens"]) for r in rows)
            self._index_cache = (version, index)
            return index

    # -- vectors -----------------------------------------------------------------

    def vectors(self, doc_ids: Sequence[str] | None = None) -> tuple[list[str], np.ndarray]:
        key = tuple(sorted(doc_ids)) if doc_ids is not None else None
        version = self.data_version()
        cached = self._vector_cache
        if cached and cached[0] == version and cached[1] == key:
            return cached[2], cached[3]
        sql = "SELECT id, embedding FROM chunks WHERE embedding IS NOT NULL"
        params: list[Any] = []
        if doc_ids is not None:
            sql += " AND doc_id = ANY(%s)"
            params.append(list(doc_ids))
        # Binary results: pgvector's wire format, no text parsing of floats.
        rows = self._query(sql + " ORDER BY seq", params, binary=True)
        ids = [r["id"] for r in rows]
        matrix = (
            np.vstack([self._decode_vector(r["embedding"]) for r in rows])
            if rows
            else np.zeros((0, 0), np.float32)
        )
        self._vector_cache = (version, key, ids, matrix)
        return ids, matrix

    def _decode_vector(self, raw: bytes) -> np.ndarray:
        if self.has_pgvector:
            # int16 dimension, int16 unused, then big-endian float32 values.
            return np.frombuffer(raw, ">f4", offset=4).astype(np.float32)
        return np.frombuffer(raw, np.float32)

    def data_version(self) -> int:
        return int(self._query("SELECT version FROM store_state")[0]["version"])

    def vector_search(
        self, query_vector: np.ndarray, k: int, doc_ids: Sequence[str] | None = None
    ) -> list[tuple[str, float]]:
        """Top-k (chunk id, cosine) by pgvector's HNSW index, or exactly in the client.

        The answering pipeline ranks exactly over :meth:`vectors` (so every backend
        answers alike); this is for large libraries and for callers who want ANN.
        """
        query = np.asarray(query_vector, np.float32)
        if not self.has_pgvector:
            log.info("vector_search without pgvector: exact cosine in the client")
            ids, matrix = self.vectors(doc_ids)
            if not ids:
                return []
            sims = matrix @ query
            order = np.argsort(-sims, kind="stable")[:k]
            return [(ids[i], float(sims[i])) for i in order]
        dim = len(query)
        self._ensure_hnsw_index(dim)
        cast = f"embedding::vector({dim})"
        sql = (
            f"SELECT id, 1 - ({cast} <=> %(q)s::vector({dim})) AS cosine FROM chunks"
            f" WHERE vector_dims(embedding) = {dim}"
        )
        params: dict[str, Any] = {"q": self._vector_param(query), "k": k}
        if doc_ids is not None:
            sql += " AND doc_id = ANY(%(docs)s)"
            params["docs"] = list(doc_ids)
        sql += f" ORDER BY {cast} <=> %(q)s::vector({dim}) LIMIT %(k)s"
        return [(r["id"], float(r["cosine"])) for r in self._query(sql, params)]

    def _ensure_hnsw_index(self, dim: int) -> None:
        # HNSW needs a fixed dimension: one partial expression index per dimension in use.
        with self._transaction() as db:
            db.execute(
                f"CREATE INDEX IF NOT EXISTS chunks_embedding_hnsw_{dim} ON chunks"
                f" USING hnsw ((embedding::vector({dim})) vector_cosine_ops)"
                f" WHERE vector_dims(embedding) = {dim}"
            )

    # -- health -------------------------------------------------------------------

    def integrity_problems(self) -> list[str]:
        """Empty when rows are consistent (counts, neighbours, token columns)."""
        problems = []
        for row in self._query(
            "SELECT d.id, d.chunks, d.facts, d.pages,"
            " (SELECT count(*) FROM chunks c WHERE c.doc_id = d.id) AS n_chunks,"
            " (SELECT count(*) FROM facts f WHERE f.doc_id = d.id) AS n_facts,"
            " (SELECT count(*) FROM pages p WHERE p.doc_id = d.id) AS n_pages"
            " FROM documents d"
        ):
            for what in ("chunks", "facts", "pages"):
                if row[what] != row["n_" + what]:
                    problems.append(
                        f"{row['id'][:12]}: {row['n_' + what]} {what} stored, {row[what]} recorded"
                    )
        bad_tokens = self._query(
            "SELECT count(*) AS n FROM chunks WHERE ntok != coalesce(array_length(tokens, 1), 0)"
        )[0]["n"]
        if bad_tokens:
            problems.append(f"{bad_tokens} chunks with a wrong token count")
        kept = self._query("SELECT chunk_rows, chunk_tokens FROM store_state")[0]
        actual = self._query(
            "SELECT count(*) AS chunk_rows, coalesce(sum(ntok), 0) AS chunk_tokens FROM chunks"
        )[0]
        if (kept["chunk_rows"], kept["chunk_tokens"]) != (
            actual["chunk_rows"],
            actual["chunk_tokens"],
        ):
            problems.append(f"search statistics {dict(kept)} but the chunks hold {dict(actual)}")
        return problems

    def size_bytes(self) -> int:
        """Bytes on disk of this library's tables and indexes."""
        rows = self._query(
            "SELECT coalesce(sum(pg_total_relation_size(c.oid)), 0) AS n FROM pg_class c"
            " JOIN pg_namespace s ON s.oid = c.relnamespace"
            " WHERE s.nspname = current_schema() AND c.relkind = 'r'"
        )
        return int(rows[0]["n"])


class _Bm25Stats:
    """For one version of the library: chunks holding each phrase asked, and the token
    strings of the documents searched lately. A write (any process) makes a new version,
    and a new one of these; a search still running on the old one only fills that."""

    MAX_PHRASES = 100_000
    MAX_DOCS = 256  # ~0.2 MB a datasheet

    def __init__(self, version: int) -> None:
        self.version = version
        self.phrases: dict[tuple[str, ...], int] = {}
        self.docs: OrderedDict[str, list[SpacedRow]] = OrderedDict()
        self._lock = threading.Lock()  # searches in several threads fill it

    def keep_phrase(self, phrase: tuple[str, ...], n: int) -> int:
        with self._lock:
            if len(self.phrases) >= self.MAX_PHRASES:
                self.phrases.clear()  # a long-running server meets ever new phrases
            self.phrases[phrase] = n
        return n

    def keep_doc(self, doc_id: str, rows: list[SpacedRow]) -> None:
        with self._lock:
            self.docs[doc_id] = rows
            while len(self.docs) > self.MAX_DOCS:
                self.docs.popitem(last=False)


def _split_schema(url: str) -> tuple[str, str | None]:
    """The connection URL without our own ``schema=`` parameter, and that parameter."""
    parts = urlsplit(url)
    query = parse_qsl(parts.query, keep_blank_values=True)
    schema = next((v for k, v in query if k == "schema"), None)
    rest = urlencode([(k, v) for k, v in query if k != "schema"])
    return urlunsplit(parts._replace(query=rest)), schema
