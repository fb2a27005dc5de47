"""Table conventions that recur across makers, each proved on a small generated PDF
(parse, clean, sections, extract: the ingest path without the store)."""

from __future__ import annotations

from pathlib import Path

import pdfgen
from specproof.clean import clean_pages
from specproof.extract import extract_facts
from specproof.extract.identity import detect_identity
from specproof.parse import parse_pdf
from specproof.records import Fact
from specproof.sections import assign_sections

HEAD = [
    (60, "Parameter"),
    (200, "Conditions"),
    (330, "Min"),
    (380, "Typ"),
    (430, "Max"),
    (480, "Unit"),
]


def facts_of_pdf(path: Path) -> list[Fact]:
    parsed = parse_pdf(path)
    pages = clean_pages(parsed.pages)
    assign_sections(pages)
    identity = detect_identity(pages, path.name, parsed.title)
    return extract_facts("doc", path.name, pages, identity)


def rows_at(y: float, *cells: tuple[float, str]) -> list[pdfgen.Placed]:
    return [(x, y, text) for x, text in cells]


def find(facts: list[Fact], field: str) -> list[Fact]:
    return [f for f in facts if f.field == field]


def test_text_turned_down_the_margin_does_not_end_a_table(tmp_path: Path) -> None:
    # a part number set down the page margin is read last, out of the page's flow
    runs = [
        *rows_at(60, (60, "QL200 Electrical Characteristics")),
        *rows_at(100, *HEAD),
        *rows_at(116, (60, "Supply voltage"), (330, "2.2"), (430, "3.4"), (480, "V")),
        *rows_at(
            132, (60, "Supply current"), (200, "Active"), (380, "40"), (430, "55"), (480, "uA")
        ),
    ]
    pdf = pdfgen.placed_pdf(tmp_path / "m.pdf", [runs], rotated=[(0, 570, 700, "QL200 sensor")])
    facts = facts_of_pdf(pdf)
    (volt,) = find(facts, "supply_voltage")
    assert (volt.min, volt.max) == (2.2, 3.4)
    (cur,) = find(facts, "supply_current")
    assert (cur.typ, cur.max, cur.unit) == (40, 55, "uA")
