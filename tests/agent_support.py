"""Builders for agent tests: hand-built facts, a real SQLite store filled with them, the
evidence a rule reads, and a judgment of a build naming made-up parts.

The facts' quotes are written onto the stored pages, so the source-on-page
policy checks them exactly as it checks ingested datasheets.
"""

from __future__ import annotations

import hashlib
import re
from pathlib import Path

from specproof.agent.rules import Evidence
from specproof.agent.understand import (
    DeviceIndex,
    DeviceMention,
    FieldRequest,
    Question,
    build_question,
    find_fields,
    split_alternatives,
    with_condition_text,
)
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


def ev(table: dict[tuple[str, str], list[Fact]]) -> Evidence:
    """Evidence as the rules read it: (device, field) -> facts, best first."""
    return lambda device, fld: table.get((device, fld), [])


def judgment_of(question: str, devices: list[str], unlisted: tuple[str, ...] = ()) -> Question:
    """A judgment naming each device where the question writes it (``unlisted``: part
    names the library has no sheet for)."""
    mentions = []
    for name in devices:
        for m in re.finditer(re.escape(name), question):
            mentions.append(
                DeviceMention(name, name.lower(), f"{name.lower()}.pdf", name, m.start(), m.end())
            )
    mentions.sort(key=lambda m: m.start)
    return build_question(question, mentions, unlisted, qtype="compatibility")


def judgment_with_variants(
    question: str, devices: list[str], variants: dict[str, str] | None = None
) -> Question:
    """A judgment naming each device (with an optional "-variant" suffix) where written."""
    mentions = []
    for name in devices:
        for m in re.finditer(re.escape(name) + r"(?:-(\w+))?", question):
            variant = m.group(1) if variants and name in variants else None
            mentions.append(
                DeviceMention(
                    name, name.lower(), f"{name.lower()}.pdf", name, m.start(), m.end(), variant
                )
            )
    mentions.sort(key=lambda m: m.start)
    return build_question(question, mentions, qtype="compatibility")


# a library with no devices: what a question asks, whatever it names
NO_DEVICES = DeviceIndex([], {})


def requests_of(question: str) -> list[FieldRequest]:
    """The requests of a question, each with its own words, before device linking."""
    return split_alternatives(with_condition_text(question, find_fields(question)))
