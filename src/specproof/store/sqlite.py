"""Embedded SQLite store: WAL, FTS5 for BM25, vectors as float32 blobs.

Everything of one document is written in one transaction, so a crash or a
concurrent reader never sees half a document.
"""

from __future__ import annotations

import json
import sqlite3
import threading
import time
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path
from typing import TYPE_CHECKING, Any

from specproof.errors import StoreError
from specproof.query_text import fts_query
from specproof.records import Chunk, Document, Fact, Page, SourceFile, device_key
from specproof.store.base import DOC_ID
from specproof.store.memo import remembered_document, remembered_documents
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
    name_keys,
    source_columns,
)

if TYPE_CHECKING:
    import numpy as np  # vectors only, imported when used: 0.1 s of a question's start-up

# Append-only: a released migration is never edited, only followed by a new one.
MIGRATIONS: list[tuple[str, str]] = [
    (
        "0001_initial",
        """
        CREATE TABLE documents (
            id TEXT PRIMARY KEY,
            file_name TEXT NOT NULL,
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
            doc_id TEXT NOT NULL REFERENCES documents(id) ON DELETE CASCADE,
            number INTEGER NOT NULL,
            width REAL NOT NULL,
            height REAL NOT NULL,
            text TEXT NOT NULL,
            layout BLOB NOT NULL,
            PRIMARY KEY (doc_id, number)
        );
        CREATE TABLE chunks (
            rowid INTEGER PRIMARY KEY,
            id TEXT NOT NULL UNIQUE,
            doc_id TEXT NOT NULL REFERENCES documents(id) ON DELETE CASCADE,
            ordinal INTEGER NOT NULL,
            text TEXT NOT NULL,
            page_start INTEGER NOT NULL,
            page_end INTEGER NOT NULL,
            section TEXT NOT NULL,
            heading_path TEXT NOT NULL,
            prev_id TEXT,
            next_id TEXT,
            vector BLOB
        );
        CREATE INDEX chunks_doc ON chunks(doc_id, ordinal);
        CREATE VIRTUAL TABLE chunks_fts USING fts5(text, tokenize = 'unicode61 remove_diacritics 2');
        CREATE TABLE facts (
            id INTEGER PRIMARY KEY,
            doc_id TEXT NOT NULL REFERENCES documents(id) ON DELETE CASCADE,
            device TEXT NOT NULL,
            device_key TEXT NOT NULL,
            variant TEXT,
            field TEXT NOT NULL,
            quantity TEXT,
            min REAL, typ REAL, max REAL, value REAL,
            "values" TEXT,
            unit TEXT,
            raw TEXT NOT NULL DEFAULT '',
            si_min REAL, si_typ REAL, si_max REAL, si_value REAL,
            dimension TEXT,
            expr_min TEXT, expr_max TEXT,
            condition TEXT NOT NULL DEFAULT '',
            section TEXT NOT NULL,
            symbol TEXT,
            doc TEXT NOT NULL,
            page INTEGER NOT NULL,
            quote TEXT NOT NULL,
            extractor TEXT NOT NULL DEFAULT '',
            confidence REAL NOT NULL DEFAULT 1.0
        );
        CREATE INDEX facts_device_field ON facts(device_key, field);
        CREATE INDEX facts_doc ON facts(doc_id, field);
        """,
    ),
    (
        "0002_revision_date_source",
        """
        ALTER TABLE documents ADD COLUMN revision TEXT;
        ALTER TABLE documents ADD COLUMN date TEXT;
        ALTER TABLE documents ADD COLUMN source_path TEXT;
        ALTER TABLE documents ADD COLUMN source_size INTEGER;
        ALTER TABLE documents ADD COLUMN source_mtime_ns INTEGER;
        """,
    ),
    (
        # Every name a document answers to (device and aliases), by device key: finding a
        # part's documents is an index lookup, not a read of every document.
        "0003_document_names",
        """
        CREATE TABLE document_names (
            key TEXT NOT NULL,
            doc_id TEXT NOT NULL REFERENCES documents(id) ON DELETE CASCADE,
            PRIMARY KEY (key, doc_id)
        ) WITHOUT ROWID;
        CREATE INDEX document_names_doc ON document_names(doc_id);
        """,
    ),
]


class SQLiteStore:
    """The default store. Safe to share between threads of one process."""

    def __init__(self, path: str | Path, *, timeout_s: float = 60.0) -> None:
        self.path = str(path)
        if self.path != ":memory:":
            parent = Path(self.path).expanduser().resolve().parent
            if not parent.is_dir():
                raise StoreError(f"database folder does not exist: {parent}")
        try:
            self._db = sqlite3.connect(
                self.path, timeout=timeout_s, check_same_thread=False, isolation_level=None
            )
            self._db.row_factory = sqlite3.Row
            self._db.execute(f"PRAGMA busy_timeout = {int(timeout_s * 1000)}")
            self._enable_wal(timeout_s)
            self._db.execute("PRAGMA synchronous = NORMAL")
            self._db.execute("PRAGMA foreign_keys = ON")
            self._migrate()
        except sqlite3.DatabaseError as exc:
            raise StoreError(f"cannot open database {self.path}: {exc}") from exc
        self._lock = threading.RLock()
        # Bumped after each of our own commits (PRAGMA data_version sees only the others').
        self._writes = 0
        self._vector_cache: tuple[Any, tuple[str, ...] | None, list[str], np.ndarray] | None = None
        self._documents_cache: tuple[Any, list[Document]] | None = None

    # -- setup -------------------------------------------------------------

    def _enable_wal(self, timeout_s: float) -> None:
        # Switching a new file to WAL needs a moment alone with it, and SQLite reports
        # "locked" at once instead of waiting: retry while other processes open it too.
        deadline = time.monotonic() + timeout_s
        while True:
            try:
                self._db.execute("PRAGMA journal_mode = WAL")
                return
            except sqlite3.OperationalError as exc:
                if "locked" not in str(exc) or time.monotonic() > deadline:
                    raise
                time.sleep(0.02)

    def _migrate(self) -> None:
        self._db.execute(
            "CREATE TABLE IF NOT EXISTS migrations (name TEXT PRIMARY KEY, applied_at TEXT NOT NULL)"
        )
        done = {row[0] for row in self._db.execute("SELECT name FROM migrations")}
        known = {name for name, _ in MIGRATIONS}
        if done - known:
            raise StoreError(
                f"database {self.path} was written by a newer specproof "
                f"(unknown migrations: {sorted(done - known)})"
            )
        for name, sql in MIGRATIONS:
            if name in done:
                continue
            # The script opens the transaction and leaves it open: the backfill (rows made
            # in Python) and the migration row commit with the schema change.
            try:
                self._db.executescript(f"BEGIN IMMEDIATE;\n{sql}")
                backfill = BACKFILLS.get(name)
                if backfill is not None:
                    backfill(self._db)
                self._db.execute("INSERT INTO migrations VALUES (?, ?)", (name, _now()))
                self._db.execute("COMMIT")
            except sqlite3.OperationalError:
                # Another process opening the same new database may have applied this
                # migration between our read of `done` and our BEGIN IMMEDIATE.
                if self._db.in_transaction:
                    self._db.execute("ROLLBACK")
                applied = self._db.execute("SELECT 1 FROM migrations WHERE name = ?", (name,))
                if applied.fetchone() is None:
                    raise

    @contextmanager
    def _transaction(self) -> Iterator[sqlite3.Connection]:
        with self._lock:
            try:
                self._db.execute("BEGIN IMMEDIATE")
                try:
                    yield self._db
                except BaseException:
                    self._db.execute("ROLLBACK")
                    raise
                self._db.execute("COMMIT")
                self._writes += 1
            except sqlite3.DatabaseError as exc:
                raise StoreError(f"database write failed: {exc}") from exc

    def _query(self, sql: str, params: Sequence[Any] = ()) -> list[sqlite3.Row]:
        with self._lock:
            try:
                return self._db.execute(sql, params).fetchall()
            except sqlite3.DatabaseError as exc:
                raise StoreError(f"database read failed: {exc}") from exc

    def close(self) -> None:
        with self._lock:
            self._db.close()

    # -- documents -----------------------------------------------------------

    def document(self, doc_id: str) -> Document | None:
        doc_id = doc_id.lower()
        if not DOC_ID.fullmatch(doc_id):
            return None
        rows = self._query(
            "SELECT * FROM documents WHERE id >= ? AND id < ? LIMIT 2", (doc_id, doc_id + "g")
        )
        return _document(rows[0]) if len(rows) == 1 else None

    def document_by_name(self, file_name: str) -> Document | None:
        return remembered_document(self, file_name, self._document_by_name)

    def _document_by_name(self, file_name: str) -> Document | None:
        rows = self._query("SELECT * FROM documents WHERE file_name = ?", (file_name,))
        return _document(rows[0]) if rows else None

    def documents(self) -> list[Document]:
        # Read on every question (the device index checks it is current): parsed once per
        # change of the database, then copied, so a caller cannot alter the cached ones.
        with self._lock:
            version = self.data_version()
            cached = self._documents_cache
            if cached is None or cached[0] != version:
                rows = self._query("SELECT * FROM documents ORDER BY file_name")
                cached = self._documents_cache = (version, [_document(r) for r in rows])
        return [fresh_document(d) for d in cached[1]]

    def document_count(self) -> int:
        return int(self._query("SELECT count(*) FROM documents")[0][0])

    def documents_for_device(self, name: str) -> list[Document]:
        return remembered_documents(self, name, self._documents_for_device)

    def _documents_for_device(self, name: str) -> list[Document]:
        key = device_key(name)
        if not key:
            return []
        rows = self._query(
            "SELECT * FROM documents WHERE id IN (SELECT doc_id FROM document_names WHERE key = ?)",
            (key,),
        )
        return documents_naming([_document(r) for r in rows], name)

    def set_source(self, doc_id: str, source: SourceFile | None) -> None:
        with self._transaction() as db:
            db.execute(
                "UPDATE documents SET source_path = ?, source_size = ?, source_mtime_ns = ?"
                " WHERE id = ?",
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
        if vectors is not None:
            import numpy as np

            vectors = np.asarray(vectors, np.float32)
        with self._transaction() as db:
            same_name = [
                other
                for (other,) in db.execute(
                    "SELECT id FROM documents WHERE file_name = ? AND id != ?",
                    (doc.file_name, doc.id),
                ).fetchall()
            ]
            if exclusive:
                stored = db.execute("SELECT 1 FROM documents WHERE id = ?", (doc.id,)).fetchone()
                check_exclusive(doc, stored is not None, [o for o in same_name if o != replaces])
            if replaces:
                self._delete(db, replaces)
            # One version per file name. The caller looked up the old version before this
            # transaction; another process may have stored one since (two ingests at once).
            for other in same_name:
                self._delete(db, other)
            self._delete(db, doc.id)  # re-saving the same bytes is a clean overwrite
            marks = ",".join("?" * len(DOCUMENT_COLUMNS))
            db.execute(
                f"INSERT INTO documents ({','.join(DOCUMENT_COLUMNS)}) VALUES ({marks})",
                document_row(doc),
            )
            _insert_names(db, doc.id, [doc.device, *doc.aliases])
            db.executemany(
                "INSERT INTO pages VALUES (?,?,?,?,?,?)",
                [(doc.id, p.number, p.width, p.height, p.text, _pack_layout(p)) for p in pages],
            )
            for i, chunk in enumerate(chunks):
                vec = None if vectors is None else vectors[i].tobytes()
                cur = db.execute(
                    "INSERT INTO chunks (id, doc_id, ordinal, text, page_start, page_end, section,"
                    " heading_path, prev_id, next_id, vector) VALUES (?,?,?,?,?,?,?,?,?,?,?)",
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
                        vec,
                    ),
                )
                db.execute(
                    "INSERT INTO chunks_fts (rowid, text) VALUES (?, ?)",
                    (cur.lastrowid, chunk.text),
                )
            self._insert_facts(db, doc, facts)

    def delete_document(self, doc_id: str) -> bool:
        doc = self.document(doc_id)
        if doc is None:
            return False
        with self._transaction() as db:
            self._delete(db, doc.id)
        return True

    def _delete(self, db: sqlite3.Connection, doc_id: str) -> None:
        db.execute(
            "DELETE FROM chunks_fts WHERE rowid IN (SELECT rowid FROM chunks WHERE doc_id = ?)",
            (doc_id,),
        )
        for table in ("facts", "chunks", "pages", "document_names"):
            db.execute(f"DELETE FROM {table} WHERE doc_id = ?", (doc_id,))
        db.execute("DELETE FROM documents WHERE id = ?", (doc_id,))

    # -- facts -----------------------------------------------------------------

    def replace_facts(self, doc_id: str, facts: Sequence[Fact]) -> None:
        doc = self.document(doc_id)
        if doc is None:
            raise StoreError(f"no document {doc_id}")
        with self._transaction() as db:
            db.execute("DELETE FROM facts WHERE doc_id = ?", (doc.id,))
            self._insert_facts(db, doc, facts)
            db.execute("UPDATE documents SET facts = ? WHERE id = ?", (len(facts), doc.id))

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
            done = db.execute(
                "UPDATE documents SET device = ?, device_key = ?, aliases = ?, manufacturer = ?,"
                " revision = ?, date = ? WHERE id = ?",
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
            db.execute("DELETE FROM document_names WHERE doc_id = ?", (doc.id,))
            _insert_names(db, doc.id, [device, *aliases])
        if done.rowcount == 0:  # deleted meanwhile
            raise StoreError(f"no document {doc_id}")

    def _insert_facts(self, db: sqlite3.Connection, doc: Document, facts: Sequence[Fact]) -> None:
        placeholders = ",".join("?" * len(_FACT_COLUMNS))
        columns = ",".join(f'"{c}"' for c in _FACT_COLUMNS)
        db.executemany(
            f"INSERT INTO facts ({columns}) VALUES ({placeholders})",
            [_fact_row(doc.id, f) for f in facts],
        )

    def facts(
        self,
        device: str | None = None,
        field: str | None = None,
        doc_id: str | None = None,
    ) -> list[Fact]:
        sql, params = facts_query(device, field, doc_id, "?")
        return [_fact(r) for r in self._query(sql, params)]

    # -- pages and chunks -------------------------------------------------------

    def pages(self, doc_id: str) -> list[Page]:
        rows = self._query(
            "SELECT number, width, height, layout FROM pages WHERE doc_id = ? ORDER BY number",
            (doc_id,),
        )
        return [_unpack_page(r) for r in rows]

    def page(self, doc_id: str, number: int) -> Page | None:
        rows = self._query(
            "SELECT number, width, height, layout FROM pages WHERE doc_id = ? AND number = ?",
            (doc_id, number),
        )
        return _unpack_page(rows[0]) if rows else None

    def page_text(self, doc_id: str, page: int) -> str | None:
        rows = self._query("SELECT text FROM pages WHERE doc_id = ? AND number = ?", (doc_id, page))
        return rows[0]["text"] if rows else None

    def chunks(self, doc_id: str | None = None) -> list[Chunk]:
        if doc_id is None:
            rows = self._query("SELECT * FROM chunks ORDER BY doc_id, ordinal")
        else:
            rows = self._query("SELECT * FROM chunks WHERE doc_id = ? ORDER BY ordinal", (doc_id,))
        return [_chunk(r) for r in rows]

    def chunks_by_id(self, ids: Sequence[str]) -> list[Chunk]:
        if not ids:
            return []
        marks = ",".join("?" * len(ids))
        by_id = {
            r["id"]: _chunk(r)
            for r in self._query(f"SELECT * FROM chunks WHERE id IN ({marks})", list(ids))
        }
        return [by_id[i] for i in ids if i in by_id]

    def lexical_search(
        self, query: str, k: int, doc_ids: Sequence[str] | None = None
    ) -> list[tuple[str, float]]:
        match = fts_query(query)
        if not match or k <= 0:
            return []
        if doc_ids is None:
            sql = (
                "SELECT c.id, bm25(chunks_fts) AS rank FROM chunks_fts JOIN chunks c"
                " ON c.rowid = chunks_fts.rowid WHERE chunks_fts MATCH ? ORDER BY rank LIMIT ?"
            )
            rows = [(r["id"], r["rank"]) for r in self._query(sql, (match, k))]
        else:
            rows = self._lexical_in(match, k, list(doc_ids))
        # FTS5's bm25() is lower-is-better; the Protocol promises higher-is-better.
        return [(chunk_id, -float(rank)) for chunk_id, rank in rows]

    def _lexical_in(self, match: str, k: int, doc_ids: list[str]) -> list[tuple[str, float]]:
        """BM25 top-k among the chunks of ``doc_ids``, reading only their part of the index.

        A document's chunks are written in one transaction, so their rowids are one run: FTS5
        takes a rowid range into its index walk instead of ranking every match in the library
        and dropping the others. bm25() still takes its statistics (rows, average length,
        rows holding each phrase) over the whole table, so scores are those of a search of
        everything. The doc_id test keeps the answer right even if a run were ever broken.
        """
        if not doc_ids:
            return []
        marks = ",".join("?" * len(doc_ids))
        sql = (
            "SELECT c.rowid AS n, c.id, bm25(chunks_fts) AS rank FROM chunks_fts JOIN chunks c"
            " ON c.rowid = chunks_fts.rowid WHERE chunks_fts MATCH ?"
            f" AND chunks_fts.rowid BETWEEN ? AND ? AND c.doc_id IN ({marks})"
            " ORDER BY rank, n LIMIT ?"
        )
        found: list[tuple[float, int, str]] = []
        for low, high in self._rowid_runs(doc_ids, marks):
            rows = self._query(sql, [match, low, high, *doc_ids, k])
            found += [(r["rank"], r["n"], r["id"]) for r in rows]
        found.sort()  # equal scores in rowid order, as one search over all runs gives them
        return [(chunk_id, rank) for rank, _, chunk_id in found[:k]]

    def _rowid_runs(self, doc_ids: list[str], marks: str) -> list[tuple[int, int]]:
        """The rowid spans of the documents' chunks, overlapping spans merged."""
        rows = self._query(
            "SELECT min(rowid) AS low, max(rowid) AS high FROM chunks"
            f" WHERE doc_id IN ({marks}) GROUP BY doc_id ORDER BY low",
            doc_ids,
        )
        runs: list[tuple[int, int]] = []
        for row in rows:
            if runs and row["low"] <= runs[-1][1] + 1:
                runs[-1] = (runs[-1][0], max(runs[-1][1], row["high"]))
            else:
                runs.append((row["low"], row["high"]))
        return runs

    def vectors(self, doc_ids: Sequence[str] | None = None) -> tuple[list[str], np.ndarray]:
        import numpy as np

        key = tuple(sorted(doc_ids)) if doc_ids is not None else None
        version = self.data_version()
        cached = self._vector_cache
        if cached and cached[0] == version and cached[1] == key:
            return cached[2], cached[3]
        sql = "SELECT id, vector FROM chunks WHERE vector IS NOT NULL"
        params: list[Any] = []
        if doc_ids is not None:
            sql += f" AND doc_id IN ({','.join('?' * len(doc_ids))})"
            params = list(doc_ids)
        rows = self._query(sql + " ORDER BY rowid", params)
        ids = [r["id"] for r in rows]
        matrix = (
            np.vstack([np.frombuffer(r["vector"], np.float32) for r in rows])
            if rows
            else np.zeros((0, 0), np.float32)
        )
        self._vector_cache = (version, key, ids, matrix)
        return ids, matrix

    def data_version(self) -> tuple[int, int]:
        # PRAGMA data_version counts the other connections' commits, ``_writes`` our own.
        with self._lock:
            return int(self._query("PRAGMA data_version")[0][0]), self._writes

    def integrity_problems(self) -> list[str]:
        """Empty when the database and its full-text index are sound."""
        problems = [r[0] for r in self._query("PRAGMA integrity_check") if r[0] != "ok"]
        try:
            with self._lock:
                self._db.execute("INSERT INTO chunks_fts(chunks_fts) VALUES('integrity-check')")
        except sqlite3.DatabaseError as exc:
            problems.append(f"fts: {exc}")
        return problems


# -- migrations -------------------------------------------------------------------------


def _insert_names(db: sqlite3.Connection, doc_id: str, names: Sequence[str]) -> None:
    db.executemany(
        "INSERT OR IGNORE INTO document_names (key, doc_id) VALUES (?, ?)",
        [(key, doc_id) for key in name_keys(names)],
    )


def _backfill_names(db: sqlite3.Connection) -> None:
    rows = db.execute("SELECT id, device, aliases FROM documents").fetchall()
    for row in rows:
        _insert_names(db, row["id"], [row["device"], *json.loads(row["aliases"])])


# Rows a migration makes in Python, in its transaction (by migration name).
BACKFILLS: dict[str, Callable[[sqlite3.Connection], None]] = {
    "0003_document_names": _backfill_names,
}
