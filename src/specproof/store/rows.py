"""Rows and records: how every backend writes a record into a row and reads it back.

Shared by the SQLite, PostgreSQL and MongoDB stores, so one record reads back the same
from each of them.
"""

from __future__ import annotations

import json
import zlib
from collections.abc import Sequence
from dataclasses import asdict
from datetime import UTC, datetime
from typing import Any

from specproof.errors import DocumentExists, NameTaken
from specproof.records import (
    Block,
    Chunk,
    Document,
    Fact,
    Line,
    Page,
    SectionKind,
    Source,
    SourceFile,
    Span,
    device_key,
    names_device,
)

# The documents columns written by every backend's INSERT, in this order (see document_row).
DOCUMENT_COLUMNS = [
    "id",
    "file_name",
    "device",
    "device_key",
    "aliases",
    "manufacturer",
    "pages",
    "chunks",
    "facts",
    "title",
    "warnings",
    "ingested_at",
    "revision",
    "date",
    "source_path",
    "source_size",
    "source_mtime_ns",
]

_FACT_COLUMNS = [
    "doc_id",
    "device",
    "device_key",
    "variant",
    "field",
    "quantity",
    "min",
    "typ",
    "max",
    "value",
    "values",
    "unit",
    "raw",
    "si_min",
    "si_typ",
    "si_max",
    "si_value",
    "dimension",
    "expr_min",
    "expr_max",
    "condition",
    "section",
    "symbol",
    "doc",
    "page",
    "quote",
    "extractor",
    "confidence",
]


def facts_query(
    device: str | None, field: str | None, doc_id: str | None, mark: str
) -> tuple[str, list[Any]]:
    """SELECT for facts filtered by device key, field and document (``mark``: "?" or "%s")."""
    filters = [
        ("device_key", device_key(device) if device is not None else None),
        ("field", field),
        ("doc_id", doc_id),
    ]
    used = [(column, value) for column, value in filters if value is not None]
    where = " AND ".join(f"{column} = {mark}" for column, _ in used)
    sql = "SELECT * FROM facts" + (f" WHERE {where}" if where else "") + " ORDER BY id"
    return sql, [value for _, value in used]


def _now() -> str:
    return datetime.now(UTC).isoformat(timespec="seconds")


def name_keys(names: Sequence[str]) -> list[str]:
    """The device keys a document answers to (its device and aliases), each once."""
    return sorted({key for key in map(device_key, names) if key})


def fresh_document(doc: Document) -> Document:
    """A copy of ``doc`` sharing nothing mutable with it (much faster than ``replace``)."""
    return Document(
        doc.id,
        doc.file_name,
        doc.device,
        list(doc.aliases),
        doc.manufacturer,
        doc.pages,
        doc.chunks,
        doc.facts,
        doc.title,
        list(doc.warnings),
        doc.ingested_at,
        doc.revision,
        doc.date,
        None
        if doc.source is None
        else SourceFile(doc.source.path, doc.source.size, doc.source.mtime_ns),
    )


def document_row(doc: Document) -> tuple[Any, ...]:
    """The values of :data:`DOCUMENT_COLUMNS` for ``doc`` (SQLite and PostgreSQL)."""
    return (
        doc.id,
        doc.file_name,
        doc.device,
        device_key(doc.device),
        json.dumps(doc.aliases),
        doc.manufacturer,
        doc.pages,
        doc.chunks,
        doc.facts,
        doc.title,
        json.dumps(doc.warnings),
        doc.ingested_at,
        doc.revision,
        doc.date,
        *source_columns(doc.source),
    )


def source_columns(source: SourceFile | None) -> tuple[str | None, int | None, int | None]:
    if source is None:
        return None, None, None
    return source.path, source.size, source.mtime_ns


def check_exclusive(doc: Document, stored: bool, same_name: Sequence[str]) -> None:
    """What an exclusive save refuses: bytes already stored, or a name another document has."""
    if stored:
        raise DocumentExists(f"{doc.file_name}: these bytes are already stored as {doc.id[:12]}")
    if same_name:
        raise NameTaken(f"another document is already named {doc.file_name}")


def documents_naming(documents: Sequence[Document], name: str) -> list[Document]:
    """Every document about ``name`` (device or alias), oldest first. The order is not a
    ranking: each of them is a source for the part."""
    found = [d for d in documents if names_device(d, name)]
    return sorted(found, key=lambda d: (d.ingested_at, d.id))


def _document(row: Any) -> Document:
    path = row["source_path"]
    return Document(
        id=row["id"],
        file_name=row["file_name"],
        device=row["device"],
        aliases=json.loads(row["aliases"]),
        manufacturer=row["manufacturer"],
        pages=row["pages"],
        chunks=row["chunks"],
        facts=row["facts"],
        title=row["title"],
        warnings=json.loads(row["warnings"]),
        ingested_at=row["ingested_at"],
        revision=row["revision"],
        date=row["date"],
        source=None
        if path is None
        else SourceFile(path, row["source_size"], row["source_mtime_ns"]),
    )


def _chunk(row: Any) -> Chunk:
    return Chunk(
        id=row["id"],
        doc_id=row["doc_id"],
        ordinal=row["ordinal"],
        text=row["text"],
        page_start=row["page_start"],
        page_end=row["page_end"],
        section=SectionKind(row["section"]),
        heading_path=tuple(json.loads(row["heading_path"])),
        prev_id=row["prev_id"],
        next_id=row["next_id"],
    )


def _fact_row(doc_id: str, f: Fact) -> tuple[Any, ...]:
    return (
        doc_id,
        f.device,
        device_key(f.device),
        f.variant,
        f.field,
        f.quantity,
        f.min,
        f.typ,
        f.max,
        f.value,
        json.dumps(f.values) if f.values is not None else None,
        f.unit,
        f.raw,
        f.si_min,
        f.si_typ,
        f.si_max,
        f.si_value,
        f.dimension,
        f.expr_min,
        f.expr_max,
        f.condition,
        str(f.section),
        f.symbol,
        f.source.doc,
        f.source.page,
        f.source.quote,
        f.extractor,
        f.confidence,
    )


def _fact(row: Any) -> Fact:
    values = row["values"]
    return Fact(
        id=row["id"],
        doc_id=row["doc_id"],
        device=row["device"],
        variant=row["variant"],
        field=row["field"],
        quantity=row["quantity"],
        min=row["min"],
        typ=row["typ"],
        max=row["max"],
        value=row["value"],
        values=json.loads(values) if values is not None else None,
        unit=row["unit"],
        raw=row["raw"],
        si_min=row["si_min"],
        si_typ=row["si_typ"],
        si_max=row["si_max"],
        si_value=row["si_value"],
        dimension=row["dimension"],
        expr_min=row["expr_min"],
        expr_max=row["expr_max"],
        condition=row["condition"],
        section=SectionKind(row["section"]),
        symbol=row["symbol"],
        source=Source(doc=row["doc"], page=row["page"], quote=row["quote"]),
        extractor=row["extractor"],
        confidence=row["confidence"],
    )


def _pack_layout(page: Page) -> bytes:
    data = {
        "lines": [asdict(line) for line in page.lines],
        "blocks": [asdict(b) for b in page.blocks],
    }
    return zlib.compress(json.dumps(data, separators=(",", ":")).encode(), 6)


def _unpack_page(row: Any) -> Page:
    data = json.loads(zlib.decompress(row["layout"]))
    lines = [
        Line(
            text=d["text"],
            bbox=tuple(d["bbox"]),
            spans=[Span(**s) for s in d["spans"]],
            size=d["size"],
            bold=d["bold"],
            hidden=d["hidden"],
        )
        for d in data["lines"]
    ]
    blocks = [
        Block(
            page=d["page"],
            kind=d["kind"],
            text=d["text"],
            bbox=tuple(d["bbox"]),
            lines=d["lines"],
            cells=d["cells"],
            header_rows=d["header_rows"],
            level=d["level"],
            section=SectionKind(d["section"]),
            heading_path=tuple(d["heading_path"]),
        )
        for d in data["blocks"]
    ]
    return Page(row["number"], row["width"], row["height"], lines, blocks)
