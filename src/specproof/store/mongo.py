"""MongoDB store with the paper's collections: ``structured_facts``, ``evidence_chunks``.

Collections: ``documents`` (one row per datasheet, the commit point),
``pages``, ``evidence_chunks``, ``structured_facts``, plus bookkeeping
(``counters``, ``pending``, ``retired``).

No transactions are needed (a standalone MongoDB has none). Each save writes
its pages, chunks and facts under a fresh *generation* id, then flips the
document row to that generation in one single-document update; every reader
filters rows by the generations the document rows name. So a reader never
sees half a document: rows of an unfinished save are invisible, and a
replaced version stays whole for ``grace_s`` seconds (so a reader that looked
up the old generation just before the flip still reads all of it) before its
rows are purged. Two processes saving the same file at once both write, the
flips serialise on the document row (``_id`` = the SHA-256), and the loser's
rows are retired: the file is stored once.

Lexical search ranks with FTS5's BM25 (:mod:`specproof.store.fts5_compat`) over
an in-memory token index of the committed chunks, rebuilt when another
writer commits, so answers match the SQLite store's; a ``text`` index is kept
on ``evidence_chunks`` for ``lexical="text"`` (``$text`` + ``textScore``) and
for other tools. Vectors are float32 ``BinData``; cosine runs in the client
(``$vectorSearch`` exists only on Atlas / mongot deployments).

Tested with pymongo against the wire-compatible ``nx-27017`` server; it uses
only CRUD, ``find_one_and_update``, indexes and ``$text``, all of which
MongoDB >= 6 provides.
"""

from __future__ import annotations

import logging
import threading
import time
import uuid
from collections.abc import Sequence
from dataclasses import asdict
from dataclasses import fields as dataclass_fields
from typing import Any

import numpy as np

from specproof.errors import DocumentExists, StoreError
from specproof.query_text import query_terms
from specproof.records import (
    Chunk,
    Document,
    Fact,
    Page,
    SectionKind,
    Source,
    SourceFile,
    device_key,
)
from specproof.store.fts5_compat import Bm25Index, TokenRow, query_phrases, tokenize
from specproof.store.rows import (
    _now,
    _pack_layout,
    _unpack_page,
    check_exclusive,
    documents_naming,
)

try:  # an optional extra: specproof[mongo]
    import pymongo
    from bson import Binary
    from pymongo import ASCENDING, TEXT, ReturnDocument
    from pymongo.errors import DuplicateKeyError, PyMongoError
except ImportError:  # pragma: no cover - exercised only without the extra
    pymongo = None  # type: ignore[assignment]

log = logging.getLogger(__name__)

_FACT_FIELDS = [f.name for f in dataclass_fields(Fact) if f.name not in ("source", "id", "doc_id")]
_DOC_FIELDS = [f.name for f in dataclass_fields(Document) if f.name != "id"]
_CHUNK_FIELDS = ["doc_id", "ordinal", "text", "page_start", "page_end", "prev_id", "next_id"]
_SCHEMA_VERSION = 1  # raise when collections or indexes change
_PENDING_MAX_AGE_S = 3600.0  # a save unfinished after this long crashed: its rows go


class MongoStore:
    """Store on a MongoDB server (database from the URL path, default ``specproof``)."""

    def __init__(
        self,
        url: str,
        *,
        database: str | None = None,
        lexical: str = "bm25",
        grace_s: float = 60.0,
        timeout_ms: int = 10000,
    ) -> None:
        if pymongo is None:
            raise StoreError("MongoDB store needs pymongo: pip install 'specproof[mongo]'")
        if lexical not in ("bm25", "text"):
            raise StoreError(f"lexical must be 'bm25' or 'text', not {lexical!r}")
        self.lexical, self.grace_s = lexical, grace_s
        try:
            self._client = pymongo.MongoClient(
                url, serverSelectionTimeoutMS=timeout_ms, tz_aware=True
            )
            self._db = (
                self._client[database]
                if database
                else self._client.get_default_database(default="specproof")
            )
            self._setup()
        except PyMongoError as exc:
            raise StoreError(f"cannot open MongoDB store: {exc}") from exc
        self._lock = threading.RLock()
        self._index_cache: tuple[int, Bm25Index] | None = None
        self._vector_cache: tuple[int, tuple[str, ...] | None, list[str], np.ndarray] | None = None

    # -- setup -------------------------------------------------------------

    def _setup(self) -> None:
        db = self._db
        marker = db.counters.find_one({"_id": "schema"})
        if marker and marker.get("n", 0) >= _SCHEMA_VERSION:
            return  # collections and indexes exist: skip the DDL (cheap opens, no DDL races)
        existing = set(db.list_collection_names())
        for name in ("documents", "pages", "evidence_chunks", "structured_facts", "counters"):
            if name not in existing:
                _tolerate_race(lambda n=name: db.create_collection(n))
        indexes = [
            (db.documents, [("file_name", ASCENDING)], "file_name"),
            (db.documents, [("device_key", ASCENDING)], "device_key"),
            (db.pages, [("gen", ASCENDING), ("number", ASCENDING)], "gen_number"),
            (db.evidence_chunks, [("gen", ASCENDING), ("ordinal", ASCENDING)], "gen_ordinal"),
            (db.evidence_chunks, [("id", ASCENDING)], "chunk_id"),
            (db.evidence_chunks, [("seq", ASCENDING)], "seq"),
            (db.evidence_chunks, [("text", TEXT)], "text"),
            (
                db.structured_facts,
                [("device_key", ASCENDING), ("field", ASCENDING)],
                "device_field",
            ),
            (db.structured_facts, [("gen", ASCENDING), ("field", ASCENDING)], "gen_field"),
        ]
        for collection, keys, name in indexes:
            if name not in collection.index_information():
                _tolerate_race(lambda c=collection, k=keys, n=name: c.create_index(k, name=n))
        db.counters.update_one({"_id": "schema"}, {"$max": {"n": _SCHEMA_VERSION}}, upsert=True)

    def close(self) -> None:
        self._client.close()

    def _guard(self, what: str, fn: Any, *args: Any, **kwargs: Any) -> Any:
        try:
            return fn(*args, **kwargs)
        except PyMongoError as exc:
            raise StoreError(f"database {what} failed: {exc}") from exc

    # -- generations ---------------------------------------------------------

    def _committed(self) -> dict[str, dict[str, Any]]:
        """Document id -> its row, for every committed document."""
        rows = self._guard("read", lambda: list(self._db.documents.find()))
        return {r["_id"]: r for r in rows}

    def _gens(self, doc_ids: Sequence[str] | None = None, kind: str = "gen") -> list[str]:
        docs = self._committed()
        wanted = docs.keys() if doc_ids is None else [d for d in doc_ids if d in docs]
        return [docs[d][kind] for d in wanted]

    def _reserve(self, counter: str, n: int) -> int:
        """First of ``n`` consecutive numbers from a server-side counter (atomic $inc)."""
        row = self._db.counters.find_one_and_update(
            {"_id": counter}, {"$inc": {"n": n}}, upsert=True, return_document=ReturnDocument.AFTER
        )
        return int(row["n"]) - n + 1

    def data_version(self) -> int:
        row = self._guard("read", self._db.counters.find_one, {"_id": "version"})
        return int(row["n"]) if row else 0

    def _bump_version(self) -> None:
        self._reserve("version", 1)

    def _retire(self, *gens: str | None) -> None:
        now = time.time()
        for gen in {g for g in gens if g}:
            self._db.retired.update_one({"_id": gen}, {"$set": {"at": now}}, upsert=True)

    def purge(self, grace_s: float | None = None) -> int:
        """Delete rows of generations retired ``grace_s`` ago and of crashed saves; how many gens."""
        grace = self.grace_s if grace_s is None else grace_s
        now = time.time()
        gone = [r["_id"] for r in self._db.retired.find({"at": {"$lte": now - grace}})]
        stale = [
            r["_id"] for r in self._db.pending.find({"at": {"$lte": now - _PENDING_MAX_AGE_S}})
        ]
        gens = gone + stale
        if gens:
            self._delete_rows(gens)
            self._db.retired.delete_many({"_id": {"$in": gone}})
            self._db.pending.delete_many({"_id": {"$in": stale}})
        return len(gens)

    def _delete_rows(self, gens: list[str]) -> None:
        for name in ("pages", "evidence_chunks", "structured_facts"):
            self._db[name].delete_many({"gen": {"$in": gens}})

    # -- documents -----------------------------------------------------------

    def document(self, doc_id: str) -> Document | None:
        row = self._document_row(doc_id)
        return _document(row) if row else None

    def _document_row(self, doc_id: str) -> dict[str, Any] | None:
        doc_id = doc_id.lower()
        if not (8 <= len(doc_id) <= 64 and all(c in "0123456789abcdef" for c in doc_id)):
            return None
        query = {"_id": {"$gte": doc_id, "$lt": doc_id + "g"}}
        rows = self._guard("read", lambda: list(self._db.documents.find(query).limit(2)))
        return rows[0] if len(rows) == 1 else None

    def document_by_name(self, file_name: str) -> Document | None:
        row = self._guard("read", self._db.documents.find_one, {"file_name": file_name})
        return _document(row) if row else None

    def documents(self) -> list[Document]:
        rows = self._guard("read", lambda: list(self._db.documents.find().sort("file_name", 1)))
        return [_document(r) for r in rows]

    def document_count(self) -> int:
        return int(self._guard("read", self._db.documents.count_documents, {}))

    def documents_for_device(self, name: str) -> list[Document]:
        return documents_naming(self.documents(), name)

    def set_source(self, doc_id: str, source: SourceFile | None) -> None:
        update = {"source": None if source is None else asdict(source)}
        self._guard("write", self._db.documents.update_one, {"_id": doc_id}, {"$set": update})
        self._guard("write", self._bump_version)  # listed documents hold their paths

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
        if exclusive:
            self._check_exclusive(doc, replaces)
        # Facts get their own generation so that replace_facts can swap them alone.
        gen, facts_gen = uuid.uuid4().hex, uuid.uuid4().hex
        try:
            now = time.time()
            self._db.pending.insert_many([{"_id": g, "at": now} for g in (gen, facts_gen)])
            self._write_rows(doc, gen, pages, chunks, vectors)
            self._insert_facts(doc, facts_gen, facts)
            self._commit(doc, gen, facts_gen, replaces, exclusive)
        except DuplicateKeyError as exc:  # an exclusive save lost the race for these bytes
            self._guard("cleanup", self._delete_rows, [gen, facts_gen])
            raise DocumentExists(f"{doc.file_name}: these bytes are already stored") from exc
        except PyMongoError as exc:
            self._guard("cleanup", self._delete_rows, [gen, facts_gen])
            raise StoreError(f"database write failed: {exc}") from exc
        self._after_write()

    def _write_rows(
        self,
        doc: Document,
        gen: str,
        pages: Sequence[Page],
        chunks: Sequence[Chunk],
        vectors: np.ndarray | None,
    ) -> None:
        if pages:
            self._db.pages.insert_many([_page_row(doc.id, gen, p) for p in pages], ordered=False)
        if chunks:
            first = self._reserve("chunk_seq", len(chunks))
            rows = [
                _chunk_row(gen, first + i, c, None if vectors is None else vectors[i])
                for i, c in enumerate(chunks)
            ]
            self._db.evidence_chunks.insert_many(rows, ordered=False)

    def _insert_facts(self, doc: Document, gen: str, facts: Sequence[Fact]) -> None:
        if facts:
            first = self._reserve("fact_id", len(facts))
            rows = [_fact_row(first + i, doc.id, gen, f) for i, f in enumerate(facts)]
            self._db.structured_facts.insert_many(rows, ordered=False)

    def _check_exclusive(self, doc: Document, replaces: str | None) -> None:
        # Without transactions the name check can race a concurrent save of another file
        # with the same name; the bytes check cannot (the insert in _commit is on the _id).
        stored = self._guard("read", self._db.documents.find_one, {"_id": doc.id}, {"_id": 1})
        others = self._guard(
            "read",
            lambda: [
                r["_id"]
                for r in self._db.documents.find(
                    {"file_name": doc.file_name, "_id": {"$ne": doc.id}}, {"_id": 1}
                )
                if r["_id"] != replaces
            ],
        )
        check_exclusive(doc, stored is not None, others)

    def _commit(
        self, doc: Document, gen: str, facts_gen: str, replaces: str | None, exclusive: bool
    ) -> None:
        """Make ``gen`` the visible version: one atomic update of the document row (an
        exclusive save inserts it, so that of two racing saves of the same bytes one fails)."""
        row = {name: getattr(doc, name) for name in _DOC_FIELDS}
        row.update(
            device_key=device_key(doc.device),
            gen=gen,
            facts_gen=facts_gen,
            source=None if doc.source is None else asdict(doc.source),
        )
        if exclusive:
            self._db.documents.insert_one({"_id": doc.id, **row})
            before = None
        else:
            before = self._db.documents.find_one_and_update(
                {"_id": doc.id}, {"$set": row}, upsert=True, return_document=ReturnDocument.BEFORE
            )
        self._db.pending.delete_many({"_id": {"$in": [gen, facts_gen]}})
        if before:
            self._retire(before.get("gen"), before.get("facts_gen"))
        # One version per file name: the replaced version, and any a concurrent ingest stored.
        others = {replaces} if replaces and replaces != doc.id else set()
        others |= {
            r["_id"]
            for r in self._db.documents.find(
                {"file_name": doc.file_name, "_id": {"$ne": doc.id}}, {"_id": 1}
            )
        }
        for other in others:
            self._drop_document(other)

    def _drop_document(self, doc_id: str) -> bool:
        gone = self._db.documents.find_one_and_delete({"_id": doc_id})
        if gone:
            self._retire(gone.get("gen"), gone.get("facts_gen"))
        return gone is not None

    def _after_write(self) -> None:
        self._guard("write", self._bump_version)
        self._index_cache = self._vector_cache = None
        self._guard("purge", self.purge)

    def delete_document(self, doc_id: str) -> bool:
        row = self._document_row(doc_id)
        if row is None:
            return False
        dropped = self._guard("write", self._drop_document, row["_id"])
        self._after_write()
        return dropped

    # -- facts -----------------------------------------------------------------

    def replace_facts(self, doc_id: str, facts: Sequence[Fact]) -> None:
        row = self._document_row(doc_id)
        if row is None:
            raise StoreError(f"no document {doc_id}")
        doc, gen = _document(row), uuid.uuid4().hex
        try:
            self._db.pending.insert_one({"_id": gen, "at": time.time()})
            self._insert_facts(doc, gen, facts)
            before = self._db.documents.find_one_and_update(
                {"_id": doc.id},
                {"$set": {"facts_gen": gen, "facts": len(facts)}},
                return_document=ReturnDocument.BEFORE,
            )
            self._db.pending.delete_one({"_id": gen})
        except PyMongoError as exc:
            self._guard("cleanup", self._delete_rows, [gen])
            raise StoreError(f"database write failed: {exc}") from exc
        if before is None:  # deleted meanwhile: these facts belong to nothing
            self._guard("cleanup", self._delete_rows, [gen])
            raise StoreError(f"no document {doc_id}")
        self._guard("write", self._retire, before.get("facts_gen"))
        self._after_write()

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
        row = self._document_row(doc_id)
        if row is None:
            raise StoreError(f"no document {doc_id}")
        # One single-document update: readers see the old or the new identity, whole.
        update = {
            "device": device,
            "device_key": device_key(device),
            "aliases": list(aliases),
            "manufacturer": manufacturer,
            "revision": revision,
            "date": date,
        }
        done = self._guard(
            "write", self._db.documents.update_one, {"_id": row["_id"]}, {"$set": update}
        )
        if done.matched_count == 0:  # deleted meanwhile
            raise StoreError(f"no document {doc_id}")
        self._guard("write", self._bump_version)  # a new version of the library's names

    def facts(
        self,
        device: str | None = None,
        field: str | None = None,
        doc_id: str | None = None,
    ) -> list[Fact]:
        query: dict[str, Any] = {
            "gen": {"$in": self._gens(None if doc_id is None else [doc_id], "facts_gen")}
        }
        if device is not None:
            query["device_key"] = device_key(device)
        if field is not None:
            query["field"] = field
        rows = self._guard("read", lambda: list(self._db.structured_facts.find(query)))
        return sorted((_fact(r) for r in rows), key=lambda fact: fact.id)

    # -- pages and chunks -------------------------------------------------------

    def pages(self, doc_id: str) -> list[Page]:
        gens = self._gens([doc_id])
        if not gens:
            return []
        cursor = self._db.pages.find({"gen": gens[0]}).sort("number", 1)
        return [_unpack_page(r) for r in self._guard("read", list, cursor)]

    def page(self, doc_id: str, number: int) -> Page | None:
        gens = self._gens([doc_id])
        if not gens:
            return None
        row = self._guard("read", self._db.pages.find_one, {"gen": gens[0], "number": number})
        return _unpack_page(row) if row else None

    def page_text(self, doc_id: str, page: int) -> str | None:
        gens = self._gens([doc_id])
        if not gens:
            return None
        row = self._guard("read", self._db.pages.find_one, {"gen": gens[0], "number": page})
        return row["text"] if row else None

    def chunks(self, doc_id: str | None = None) -> list[Chunk]:
        if doc_id is not None:
            gens = self._gens([doc_id])
            cursor = self._db.evidence_chunks.find({"gen": {"$in": gens}}, {"vector": 0})
            return [_chunk(r) for r in self._guard("read", list, cursor.sort("ordinal", 1))]
        cursor = self._db.evidence_chunks.find({"gen": {"$in": self._gens()}}, {"vector": 0})
        rows = self._guard("read", list, cursor)
        rows.sort(key=lambda r: (r["doc_id"], r["ordinal"]))
        return [_chunk(r) for r in rows]

    def chunks_by_id(self, ids: Sequence[str]) -> list[Chunk]:
        if not ids:
            return []
        query = {"id": {"$in": list(ids)}, "gen": {"$in": self._gens()}}
        cursor = self._db.evidence_chunks.find(query, {"vector": 0, "tokens": 0})
        by_id = {r["id"]: _chunk(r) for r in self._guard("read", list, cursor)}
        return [by_id[i] for i in ids if i in by_id]

    def lexical_search(
        self, query: str, k: int, doc_ids: Sequence[str] | None = None
    ) -> list[tuple[str, float]]:
        if k <= 0 or (doc_ids is not None and not doc_ids):
            return []
        if self.lexical == "text":
            return self._text_search(query, k, doc_ids)
        phrases = query_phrases(query)
        if not phrases:
            return []
        keep = None
        if doc_ids is not None:
            gens = self._gens(doc_ids)
            cursor = self._db.evidence_chunks.find({"gen": {"$in": gens}}, {"id": 1})
            keep = {r["id"] for r in self._guard("read", list, cursor)}
        return self._bm25_index().top(phrases, k, keep)

    def _bm25_index(self) -> Bm25Index:
        version = self.data_version()
        with self._lock:
            cached = self._index_cache
            if cached and cached[0] == version:
                return cached[1]
            cursor = self._db.evidence_chunks.find(
                {"gen": {"$in": self._gens()}}, {"id": 1, "seq": 1, "tokens": 1}
            )
            rows = self._guard("read", list, cursor)
            index = Bm25Index(TokenRow(r["id"], r["seq"], r["tokens"]) for r in rows)
            self._index_cache = (version, index)
            return index

    def _text_search(
        self, query: str, k: int, doc_ids: Sequence[str] | None
    ) -> list[tuple[str, float]]:
        """MongoDB's own ``$text`` ranking (stemmed, not FTS5's BM25)."""
        terms = query_terms(query)
        if not terms:
            return []
        # Quotes and minus signs are $text operators: hand it plain words only.
        search = " ".join(" ".join(tokenize(t)) for t in terms)
        find = {"$text": {"$search": search}, "gen": {"$in": self._gens(doc_ids)}}
        score = {"score": {"$meta": "textScore"}}
        cursor = self._db.evidence_chunks.find(find, {"id": 1, **score}).sort(
            [("score", {"$meta": "textScore"})]
        )
        rows = self._guard("search", lambda: list(cursor.limit(k)))
        return [(r["id"], float(r["score"])) for r in rows]

    def vectors(self, doc_ids: Sequence[str] | None = None) -> tuple[list[str], np.ndarray]:
        key = tuple(sorted(doc_ids)) if doc_ids is not None else None
        version = self.data_version()
        cached = self._vector_cache
        if cached and cached[0] == version and cached[1] == key:
            return cached[2], cached[3]
        query = {"gen": {"$in": self._gens(doc_ids)}, "vector": {"$ne": None}}
        cursor = self._db.evidence_chunks.find(query, {"id": 1, "seq": 1, "vector": 1})
        rows = self._guard("read", list, cursor)
        rows.sort(key=lambda r: r["seq"])
        ids = [r["id"] for r in rows]
        matrix = (
            np.vstack([np.frombuffer(r["vector"], np.float32) for r in rows])
            if rows
            else np.zeros((0, 0), np.float32)
        )
        self._vector_cache = (version, key, ids, matrix)
        return ids, matrix

    # -- health -------------------------------------------------------------------

    def integrity_problems(self) -> list[str]:
        """Empty when every committed document is whole and no stray rows linger."""
        problems = []
        docs = self._committed()
        live = {g for r in docs.values() for g in (r["gen"], r["facts_gen"])}
        for doc_id, row in docs.items():
            for name, what, gen in (
                ("pages", "pages", row["gen"]),
                ("evidence_chunks", "chunks", row["gen"]),
                ("structured_facts", "facts", row["facts_gen"]),
            ):
                n = self._db[name].count_documents({"gen": gen})
                if n != row[what]:
                    problems.append(f"{doc_id[:12]}: {n} {what} stored, {row[what]} recorded")
        parked = {r["_id"] for r in self._db.retired.find()} | {
            r["_id"] for r in self._db.pending.find()
        }
        for name in ("pages", "evidence_chunks", "structured_facts"):
            stray = set(self._db[name].distinct("gen")) - live - parked
            if stray:
                problems.append(f"{name}: rows of {len(stray)} unknown generations")
        return problems

    def size_bytes(self) -> int:
        stats = self._guard("read", self._db.command, "dbStats")
        return int(
            stats.get("totalSize") or stats.get("storageSize", 0) + stats.get("indexSize", 0)
        )


def _tolerate_race(create: Any) -> None:
    """Run a create; another process opening the same new database may be doing it too.

    An identical existing collection or index is fine; an index that still cannot be
    made costs speed, not correctness, so it is logged rather than fatal.
    """
    try:
        create()
    except PyMongoError:
        time.sleep(0.2)
        try:
            create()
        except pymongo.errors.CollectionInvalid:
            pass
        except PyMongoError as exc:
            log.warning("could not create a MongoDB index or collection: %s", exc)


# -- row <-> record ----------------------------------------------------------------


def _document(row: dict[str, Any]) -> Document:
    values = {name: row.get(name) for name in _DOC_FIELDS}
    source = values.pop("source")
    return Document(
        id=row["_id"], source=SourceFile(**source) if isinstance(source, dict) else None, **values
    )


def _page_row(doc_id: str, gen: str, page: Page) -> dict[str, Any]:
    return {
        "_id": f"{gen}:{page.number}",
        "doc_id": doc_id,
        "gen": gen,
        "number": page.number,
        "width": page.width,
        "height": page.height,
        "text": page.text,
        "layout": Binary(_pack_layout(page)),
    }


def _chunk_row(gen: str, seq: int, chunk: Chunk, vector: np.ndarray | None) -> dict[str, Any]:
    row: dict[str, Any] = {name: getattr(chunk, name) for name in _CHUNK_FIELDS}
    row.update(
        _id=f"{gen}:{chunk.id}",
        id=chunk.id,
        gen=gen,
        seq=seq,
        section=str(chunk.section),
        heading_path=list(chunk.heading_path),
        tokens=tokenize(chunk.text),
        vector=None if vector is None else Binary(np.asarray(vector, np.float32).tobytes()),
    )
    return row


def _chunk(row: dict[str, Any]) -> Chunk:
    return Chunk(
        id=row["id"],
        section=SectionKind(row["section"]),
        heading_path=tuple(row["heading_path"]),
        **{name: row[name] for name in _CHUNK_FIELDS},
    )


def _fact_row(fact_id: int, doc_id: str, gen: str, fact: Fact) -> dict[str, Any]:
    row: dict[str, Any] = {name: getattr(fact, name) for name in _FACT_FIELDS}
    row.update(
        # A string _id: a wire-compatible server (nx-27017) takes an integer _id for its own
        # row number, and a delete by generation then removes another generation's fact
        # whenever two writers inserted their facts out of id order.
        _id=f"{gen}:{fact_id}",
        fid=fact_id,
        doc_id=doc_id,
        gen=gen,
        device_key=device_key(fact.device),
        section=str(fact.section),
        source={"doc": fact.source.doc, "page": fact.source.page, "quote": fact.source.quote},
    )
    return row


def _fact(row: dict[str, Any]) -> Fact:
    values = {name: row.get(name) for name in _FACT_FIELDS}
    values["section"] = SectionKind(row["section"])
    fact_id = row.get("fid", row["_id"])  # rows stored before string ids had it as _id
    return Fact(id=fact_id, doc_id=row["doc_id"], source=Source(**row["source"]), **values)
