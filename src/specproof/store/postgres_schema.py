"""The PostgreSQL store's tables: migrations, append-only, and the rows they backfill."""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import Any

from specproof.store.rows import name_keys

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
    (
        # Index lookups where a question used to read the whole library: the documents of
        # a part by name key, the chunks holding a phrase (its BM25 weight), and the row
        # and token totals of the BM25 statistics kept by every write.
        "0003_scale_indexes",
        """
        CREATE TABLE document_names (
            key TEXT COLLATE "C" NOT NULL,
            doc_id TEXT COLLATE "C" NOT NULL REFERENCES documents(id) ON DELETE CASCADE,
            PRIMARY KEY (key, doc_id)
        );
        CREATE INDEX document_names_doc ON document_names(doc_id);
        CREATE INDEX chunks_tokens ON chunks USING gin (tokens);
        ALTER TABLE store_state ADD COLUMN chunk_rows BIGINT NOT NULL DEFAULT 0;
        ALTER TABLE store_state ADD COLUMN chunk_tokens BIGINT NOT NULL DEFAULT 0;
        UPDATE store_state SET
            chunk_rows = (SELECT count(*) FROM chunks),
            chunk_tokens = (SELECT coalesce(sum(ntok), 0) FROM chunks),
            version = version + 1;
        """,
    ),
]


def backfill(db: Any, migration: str) -> None:
    """Rows a migration makes in Python, in its transaction."""
    if migration == "0003_scale_indexes":
        for row in db.execute("SELECT id, device, aliases FROM documents").fetchall():
            insert_names(db, row["id"], [row["device"], *json.loads(row["aliases"])])


def insert_names(db: Any, doc_id: str, names: Sequence[str]) -> None:
    with db.cursor() as cur:
        cur.executemany(
            "INSERT INTO document_names (key, doc_id) VALUES (%s, %s) ON CONFLICT DO NOTHING",
            [(key, doc_id) for key in name_keys(names)],
        )
