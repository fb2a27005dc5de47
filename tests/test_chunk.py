"""Chunking: heading path prefix, tables kept with their header, links, page spans."""

from __future__ import annotations

import itertools
from pathlib import Path

import pdfgen
from specproof.chunk import chunk_document
from specproof.clean import clean_pages
from specproof.parse import parse_pdf
from specproof.records import Block, Page, SectionKind
from specproof.sections import assign_sections

DOC_ID = "0123456789abcdef0123456789abcdef"


def _pages(path: Path):
    doc = parse_pdf(path)
    clean_pages(doc.pages)
    assign_sections(doc.pages)
    return doc.pages


def test_chunks_link_and_prefix(tmp_path: Path) -> None:
    pages = _pages(pdfgen.datasheet_pdf(tmp_path / "d.pdf", pages=3, running_header=True))
    chunks = chunk_document(DOC_ID, pages)
    assert chunks
    assert [c.id for c in chunks] == [f"0123456789abcdef:{i}" for i in range(len(chunks))]
    assert chunks[0].prev_id is None and chunks[-1].next_id is None
    for a, b in itertools.pairwise(chunks):
        assert a.next_id == b.id and b.prev_id == a.id
    table_chunk = next(c for c in chunks if "| Parameter |" in c.text)
    assert table_chunk.text.startswith("3 Electrical Characteristics\n")
    assert table_chunk.section is SectionKind.ELECTRICAL
    assert table_chunk.page_start == table_chunk.page_end == 1
    assert any(c.page_start <= 3 <= c.page_end for c in chunks)  # page 3 is covered


def test_long_table_split_with_header_repeated(tmp_path: Path) -> None:
    rows = [(f"Parameter number {i}", f"P{i}", "1.0", "2.0", "3.0", "V") for i in range(40)]
    pages = _pages(pdfgen.datasheet_pdf(tmp_path / "d.pdf", rows=rows))
    chunks = chunk_document(DOC_ID, pages, size=600, overlap=80)
    table_chunks = [c for c in chunks if "Parameter number" in c.text]
    assert len(table_chunks) >= 3
    for c in table_chunks:
        assert "| Parameter | Symbol | Min | Typ | Max | Unit |" in c.text
        assert len(c.text) <= 600
    found = {f"P{i}" for i in range(40) if any(f"| P{i} |" in c.text for c in table_chunks)}
    assert len(found) == 40  # no row lost


def test_prose_overlap_and_size(tmp_path: Path) -> None:
    from specproof.records import Block, Page

    words = " ".join(f"word{i}" for i in range(600))
    page = Page(1, 600, 800, blocks=[Block(page=1, kind="paragraph", text=words, bbox=(0, 0, 1, 1),
                                           heading_path=("Intro",))])  # fmt: skip
    chunks = chunk_document(DOC_ID, [page], size=500, overlap=100)
    assert len(chunks) > 5
    for c in chunks:
        assert c.text.startswith("Intro\n") and len(c.text) <= 520
    a, b = chunks[0].text.split("\n", 1)[1], chunks[1].text.split("\n", 1)[1]
    assert a.split()[-1] in b.split()[:40]  # the next chunk repeats the tail of the previous one


def test_tiny_sections_join_the_next_one() -> None:
    def para(page: int, heading: str, text: str, kind: SectionKind) -> Block:
        return Block(page, "paragraph", text, (0, 0, 1, 1), section=kind, heading_path=(heading,))

    blocks = [
        para(1, "1 Features", "Low power.", SectionKind.FEATURES),
        para(1, "2 Applications", "Weather stations.", SectionKind.APPLICATION),
        para(1, "3 Description", "x " * 590, SectionKind.FEATURES),  # does not fit any more
    ]
    chunks = chunk_document(DOC_ID, [Page(1, 600, 800, [], blocks)])
    first = chunks[0].text
    assert first.startswith("1 Features\nLow power.")
    assert "2 Applications\nWeather stations." in first  # joined, its heading kept inline
    assert "x x" not in first  # a section that does not fit still starts its own chunk
    assert len(chunks) == 2
