"""PostgreSQL store for teams: one server, many users and ingest workers.

Same records and the same guarantees as the SQLite store: every document is
written in one transaction (``replaces=`` deletes the old version inside it),
so readers see the old or the new version, never half of one. Concurrent saves
of the same file (two workers, two machines) serialise on advisory locks keyed
by the document hash and the file name, so nothing is ever stored twice.

Lexical search ranks with FTS5's BM25 over the same tokens the SQLite store
indexes (see :mod:`specproof.store.fts5_compat`), so a question gets the same
chunks, hence the same answer, on either backend; user text never reaches a
query parser, so no input can raise. Each chunk keeps its token array; the
ranking runs over an in-process token index of them, loaded once and
again only after some writer commits (a version row tells). Why not in SQL:
PostgreSQL's ``ts_rank_cd`` ranks differently (other answers than SQLite's),
and exact BM25 with phrase positions in SQL measured 6 s per query at 7,000
chunks against milliseconds here. Vectors live in a pgvector ``vector`` column when the
extension can be created (with an HNSW cosine index per dimension, used by
:meth:`PostgresStore.vector_search`), else as float32 ``bytea`` and cosine runs
in the client. Tested on PostgreSQL 16 with pgvector 0.6.

URL: ``postgresql://user:pass@host:5432/db`` with an optional ``?schema=name``
(created if missing) so several libraries can share one database.
"""

from __future__ import annotations

import json
import logging
import re
import threading
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from typing import Any
from urllib.parse import parse_qsl, urlencode, urlsplit, urlunsplit

import numpy as np

from specproof.errors import StoreError
from specproof.records import Chunk, Document, Fact, Page, SourceFile, device_key
from specproof.store.fts5_compat import Bm25Index, TokenRow, query_phrases, tokenize
from specproof.store.sqlite import (
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
    source_columns,
)

try:  # an optional extra: specproof[postgres]
    import psycopg
    from psycopg.rows import dict_row
except ImportError:  # pragma: no cover - exercised only without the extra
    psycopg = None  # type: ignore[assignment]

log = logging.getLogger(__name__)

_SCHEMA_NAME = re.compile(r"[a-z_][a-z0-9_]{0,62}")

# Append-only, like the SQLite migrations. ``{vector}`` is ``vector`` or ``bytea``.
MIGRATIONS: list[tuple[str, str]] = [
    (
        "0001_initial",
        """
        CREATE TABLE documents (
            id TEXT COLLATE "C" PRIMARY KEY,
            file_name TEXT COLLATE "C" NOT NULL,
            device TEXT NOT NULL,
            device_key TEXT NOT NULL,
            aliases TEXT NOT NULL DEFAULT '[]',
            manufacturer TEXT,
            pages INTEGER NOT NULL DEFAULT 0,
            chunks INTEGER NOT NULL DEFAULT 0,
            facts INTEGER NOT NULL DEFAULT 0,
            title TEXT NOT NULL DEFAULT '',
            warnings TEXT NOT NULL DEFAULT '[]',
            ingested_at TEXT NOT NULL
        );
        CREATE INDEX documents_file_name ON documents(file_name);
        CREATE INDEX documents_device_key ON documents(device_key);
        CREATE TABLE pages (
            doc_id TEXT COLLATE "C" NOT NULL REFERENCES documents(id) ON DELETE CASCADE,
            number INTEGER NOT NULL,
            width DOUBLE PRECISION NOT NULL,
            height DOUBLE PRECISION NOT NULL,
            text TEXT NOT NULL,
            layout BYTEA NOT NULL,
            PRIMARY KEY (doc_id, number)
        );
        CREATE TABLE chunks (
            seq BIGSERIAL UNIQUE,
            id TEXT COLLATE "C" PRIMARY KEY,
            doc_id TEXT COLLATE "C" NOT NULL REFERENCES documents(id) ON DELETE CASCADE,
            ordinal INTEGER NOT NULL,
            text TEXT NOT NULL,
            page_start INTEGER NOT NULL,
            page_end INTEGER NOT NULL,
            section TEXT NOT NULL,
            heading_path TEXT NOT NULL,
            prev_id TEXT,
            next_id TEXT,
            tokens TEXT[] NOT NULL,
            ntok INTEGER NOT NULL,
            embedding {vector}
        );
        CREATE INDEX chunks_doc ON chunks(doc_id, ordinal);
        CREATE TABLE facts (
            id BIGSERIAL PRIMARY KEY,
            doc_id TEXT COLLATE "C" NOT NULL REFERENCES documents(id) ON DELETE CASCADE,
            device TEXT NOT NULL,
            device_key TEXT NOT NULL,
            variant TEXT,
            field TEXT NOT NULL,
            quantity TEXT,
            min DOUBLE PRECISION, typ DOUBLE PRECISION, max DOUBLE PRECISION,
            value DOUBLE PRECISION,
            "values" TEXT,
            unit TEXT,
            raw TEXT NOT NULL DEFAULT '',
            si_min DOUBLE PRECISION, si_typ DOUBLE PRECISION, si_max DOUBLE PRECISION,
            si_value DOUBLE PRECISION,
            dimension TEXT,
            expr_min TEXT, expr_max TEXT,
            condition TEXT NOT NULL DEFAULT '',
            section TEXT NOT NULL,
            symbol TEXT,
            doc TEXT NOT NULL,
            page INTEGER NOT NULL,
            quote TEXT NOT NULL,
            extractor TEXT NOT NULL DEFAULT '',
            confidence DOUBLE PRECISION NOT NULL DEFAULT 1.0
        );
        CREATE INDEX facts_device_field ON facts(device_key, field);
        CREATE INDEX facts_doc ON facts(doc_id, field);
        -- Bumped by every write: readers key their vector cache on it.
        CREATE TABLE store_state (one INTEGER PRIMARY KEY CHECK (one = 1), version BIGINT NOT NULL);
        INSERT INTO store_state VALUES (1, 0);
        """,
    ),
    (
        "0002_revision_date_source",
        """
        ALTER TABLE documents ADD COLUMN revision TEXT;
        ALTER TABLE documents ADD COLUMN date TEXT;
        ALTER TABLE documents ADD COLUMN source_path TEXT;
        ALTER TABLE documents ADD COLUMN source_size BIGINT;
        ALTER TABLE documents ADD COLUMN source_mtime_ns BIGINT;
        """,
    ),
]


class PostgresStore:
    """Store on a PostgreSQL server. Safe to share between threads of one process."""

    def __init__(
        self,
        url: str,
        *,
        schema: str | None = None,
        use_pgvector: bool = True,
        connect_timeout_s: int = 10,
    ) -> None:
        if psycopg is None:
            raise StoreError("PostgreSQL store needs psycopg: pip install 'specproof[postgres]'")
        conninfo, url_schema = _split_schema(url)
        self.schema = schema or url_schema
        if self.schema and not _SCHEMA_NAME.fullmatch(self.schema):
            raise StoreError(f"bad schema name {self.schema!r} (lower case letters, digits, _)")
        self._conninfo, self._connect_timeout_s = conninfo, connect_timeout_s
        self._db = self._connect()
        self._lock = threading.RLock()
        self._vector_cache: tuple[int, tuple[str, ...] | None, list[str], np.ndarray] | None = None
        self._index_cache: tuple[int, Bm25Index] | None = None
        try:
            self.has_pgvector = self._setup(use_pgvector)
        except psycopg.Error as exc:
            self._db.close()
            raise StoreError(f"cannot prepare PostgreSQL database: {exc}") from exc
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

    def _live(self) -> Any:
        """The connection, opened again if the last one broke (server restart, network)."""
        if self._db.closed or self._db.broken:
            log.warning("PostgreSQL connection lost: reconnecting")
            self._db = self._connect()
            if self.schema:
                self._db.execute(f'SET search_path TO "{self.schema}", public')
        return self._db

    def _setup(self, use_pgvector: bool) -> bool:
        db = self._db
        with db.transaction():
            # One process at a time creates the schema and runs migrations.
            db.execute("SELECT pg_advisory_xact_lock(hashtext('specproof-migrate'))")
            has_vector = use_pgvector and self._ensure_vector_extension()
            if self.schema:
                db.execute(f'CREATE SCHEMA IF NOT EXISTS "{self.schema}"')
        if self.schema:
            # pgvector's type lives in public; our tables in the chosen schema.
            db.execute(f'SET search_path TO "{self.schema}", public')
        with db.transaction():
            db.execute("SELECT pg_advisory_xact_lock(hashtext('specproof-migrate'))")
            self._migrate(has_vector)
        column = db.execute(
            "SELECT udt_name FROM information_schema.columns WHERE table_schema = current_schema()"
            " AND table_name = 'chunks' AND column_name = 'embedding'"
        ).fetchone()
        return bool(column and column["udt_name"] == "vector")

    def _ensure_vector_extension(self) -> bool:
        db = self._db
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

    def _migrate(self, has_vector: bool) -> None:
        db = self._db
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
                db.execute("INSERT INTO migrations VALUES (%s, %s)", (name, _now()))

    @contextmanager
    def _transaction(self) -> Iterator[Any]:
        with self._lock:
            try:
                db = self._live()
                with db.transaction():
                    yield db
            except psycopg.Error as exc:
                raise StoreError(f"database write failed: {exc}") from exc

    def _query(self, sql: str, params: Sequence[Any] | dict[str, Any] = ()) -> list[dict[str, Any]]:
        with self._lock:
            try:
                return self._live().execute(sql, params).fetchall()
            except psycopg.Error as exc:
                raise StoreError(f"database read failed: {exc}") from exc

    def close(self) -> None:
        with self._lock:
            self._db.close()

    # -- documents -----------------------------------------------------------

    def document(self, doc_id: str) -> Document | None:
        doc_id = doc_id.lower()
        if not re.fullmatch(r"[0-9a-f]{8,64}", doc_id):
            return None
        rows = self._query(
            "SELECT * FROM documents WHERE id >= %s AND id < %s ORDER BY id LIMIT 2",
            (doc_id, doc_id + "g"),
        )
        return _document(rows[0]) if len(rows) == 1 else None

    def document_by_name(self, file_name: str) -> Document | None:
        rows = self._query("SELECT * FROM documents WHERE file_name = %s", (file_name,))
        return _document(rows[0]) if rows else None

    def documents(self) -> list[Document]:
        return [_document(r) for r in self._query("SELECT * FROM documents ORDER BY file_name")]

    def documents_for_device(self, name: str) -> list[Document]:
        return documents_naming(self.documents(), name)

    def set_source(self, doc_id: str, source: SourceFile | None) -> None:
        # No version bump: the cached search index and vectors do not hold paths.
        with self._transaction() as db:
            db.execute(
                "UPDATE documents SET source_path = %s, source_size = %s, source_mtime_ns = %s"
                " WHERE id = %s",
                (*source_columns(source), doc_id),
            )

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
            with db.cursor() as cur:
                cur.executemany(
                    "INSERT INTO pages VALUES (%s,%s,%s,%s,%s,%s)",
                    [(doc.id, p.number, p.width, p.height, p.text, _pack_layout(p)) for p in pages],
                )
                cur.executemany(self._chunk_insert_sql(), self._chunk_rows(doc, chunks, vectors))
            self._insert_facts(db, doc, facts)
            self._bump_version(db)
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
    def _bump_version(db: Any) -> None:
        db.execute("UPDATE store_state SET version = version + 1")

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
        for table in ("facts", "chunks", "pages"):
            db.execute(f"DELETE FROM {table} WHERE doc_id = %s", (doc_id,))
        db.execute("DELETE FROM documents WHERE id = %s", (doc_id,))

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
        # No version bump: the cached search index and vectors do not hold identities.
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
        keep = None
        if doc_ids is not None:
            rows = self._query("SELECT id FROM chunks WHERE doc_id = ANY(%s)", (list(doc_ids),))
            keep = {r["id"] for r in rows}
        return self._bm25_index().top(phrases, k, keep)

    def _bm25_index(self) -> Bm25Index:
        """The token index of all chunks, loaded again after any writer commits."""
        version = self._version()
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
        version = self._version()
        cached = self._vector_cache
        if cached and cached[0] == version and cached[1] == key:
            return cached[2], cached[3]
        sql = "SELECT id, embedding FROM chunks WHERE embedding IS NOT NULL"
        params: list[Any] = []
        if doc_ids is not None:
            sql += " AND doc_id = ANY(%s)"
            params.append(list(doc_ids))
        with self._lock:
            try:
                # Binary results: pgvector's wire format, no text parsing of floats.
                with self._live().cursor(binary=True) as cur:
                    rows = cur.execute(sql + " ORDER BY seq", params).fetchall()
            except psycopg.Error as exc:
                raise StoreError(f"database read failed: {exc}") from exc
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

    def _version(self) -> int:
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
        return problems

    def size_bytes(self) -> int:
        """Bytes on disk of this library's tables and indexes."""
        rows = self._query(
            "SELECT coalesce(sum(pg_total_relation_size(c.oid)), 0) AS n FROM pg_class c"
            " JOIN pg_namespace s ON s.oid = c.relnamespace"
            " WHERE s.nspname = current_schema() AND c.relkind = 'r'"
        )
        return int(rows[0]["n"])


def _split_schema(url: str) -> tuple[str, str | None]:
    """The connection URL without our own ``schema=`` parameter, and that parameter."""
    parts = urlsplit(url)
    query = parse_qsl(parts.query, keep_blank_values=True)
    schema = next((v for k, v in query if k == "schema"), None)
    rest = urlencode([(k, v) for k, v in query if k != "schema"])
    return urlunsplit(parts._replace(query=rest)), schema
