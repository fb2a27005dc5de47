"""Application notes describe example circuits, not the device's ratings."""

from __future__ import annotations

import pytest

from specproof.extract import extract_facts
from specproof.records import Block, Identity, Line, Page, SectionKind

TEXT = "Supply voltage: 2.7 V to 5.5 V"


def page_in(section: SectionKind) -> Page:
    line = Line(TEXT, (50, 100, 300, 110), size=9.0)
    block = Block(
        1, "paragraph", TEXT, line.bbox, lines=[TEXT], section=section, heading_path=("X",)
    )
    return Page(1, 612, 792, [line], [block])


@pytest.mark.parametrize(
    ("section", "expected"), [(SectionKind.FEATURES, 1), (SectionKind.APPLICATION, 0)]
)
def test_prose_values_in_application_sections_are_not_facts(section, expected):
    facts = extract_facts("d" * 64, "x.pdf", [page_in(section)], Identity("QX100"))
    assert len([f for f in facts if f.field == "supply_voltage"]) == expected
