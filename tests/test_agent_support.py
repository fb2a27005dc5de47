"""Builders for agent tests: a real SQLite store filled with hand-built facts.

The facts' quotes are written onto the stored pages, so the source-on-page
policy checks them exactly as it checks ingested datasheets.
"""

from __future__ import annotations

import hashlib
from pathlib import Path

from specproof.records import Document, Fact, Line, Page, SectionKind, Source
from specproof.store.sqlite import SQLiteStore


def fact(
    device: str,
    fld: str,
    quote: str,
    *,
    page: int = 1,
    unit: str | None = "V",
    section: SectionKind = SectionKind.ELECTRICAL,
    **values: object,
) -> Fact:
    f = Fact(device=device, field=fld, source=Source(f"{device.lower()}.pdf", page, quote))
    f.unit = unit
    f.section = section
    for name, value in values.items():
        setattr(f, name, value)
    return f


def make_store(
    tmp_path: Path, sheets: dict[str, list[Fact]], aliases: dict[str, list[str]] | None = None
) -> SQLiteStore:
    store = SQLiteStore(tmp_path / "agent.db")
    for device, facts in sheets.items():
        doc_id = hashlib.sha256(device.encode()).hexdigest()
        pages_n = max([f.source.page for f in facts] + [1])
        pages = []
        for n in range(1, pages_n + 1):
            quotes = [f.source.quote for f in facts if f.source.page == n]
            lines = [Line(q, (0, i * 10.0, 100, i * 10.0 + 8)) for i, q in enumerate(quotes)]
            pages.append(Page(n, 600, 800, lines))
        for f in facts:
            f.doc_id = doc_id
        doc = Document(
            doc_id, f"{device.lower()}.pdf", device, (aliases or {}).get(device, []), pages=pages_n
        )
        store.save_document(doc, pages, [], None, facts)
    return store
