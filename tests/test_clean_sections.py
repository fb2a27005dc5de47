"""Cleaning (running headers/footers, boilerplate) and section kinds."""

from __future__ import annotations

from pathlib import Path

import pytest

import pdfgen
from specproof.clean import clean_pages, is_boilerplate
from specproof.parse import parse_pdf
from specproof.records import Block, Page, SectionKind
from specproof.sections import assign_sections, section_kind


def test_running_header_footer_dropped(tmp_path: Path) -> None:
    doc = parse_pdf(
        pdfgen.datasheet_pdf(tmp_path / "d.pdf", device="XS100", pages=4, running_header=True)
    )
    pages = clean_pages(doc.pages)
    text = "\n".join(p.text for p in pages)
    assert "Datasheet Rev 1.2" not in text
    assert "Page 2 of 4" not in text and "All rights reserved" not in text
    block_text = " ".join(b.text for p in pages for b in p.blocks)
    assert "Datasheet Rev 1.2" not in block_text and "All rights reserved" not in block_text
    # content stays: table heading, units, the note under the table
    assert "Parameter" in text and "uA" in text and "Note: typical values at 25 C." in text
    assert "Page 2 explains how to connect" in text  # "Page 2" in a sentence is content


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("3", True),
        ("Page 3 of 20", True),
        ("- 12 -", True),
        ("Copyright © 2009, Texas Instruments Incorporated", True),
        ("All rights reserved.", True),
        ("Confidential", True),
        ("Supply voltage 3.3 V", False),
        ("VDD 1.71 1.8 3.6 V", False),
    ],
)
def test_boilerplate(text: str, expected: bool) -> None:
    assert is_boilerplate(text) is expected


@pytest.mark.parametrize(
    ("heading", "kind"),
    [
        ("Absolute Maximum Ratings", SectionKind.ABS_MAX),
        ("7.1 Absolute Maximum Ratings", SectionKind.ABS_MAX),
        ("MAXIMUM RATINGS", SectionKind.ABS_MAX),
        ("Limiting values", SectionKind.ABS_MAX),
        ("6.3 Recommended Operating Conditions", SectionKind.RECOMMENDED),
        ("Operating Conditions", SectionKind.RECOMMENDED),
        ("Electrical Characteristics", SectionKind.ELECTRICAL),
        ("5.3 DC Characteristics (3.3 V, 25 °C)", SectionKind.ELECTRICAL),
        ("Static characteristics", SectionKind.ELECTRICAL),
        # a table of DC rows first, then timing ones, is a general table
        ("Table 4-2 DC and timing characteristics", SectionKind.ELECTRICAL),
        ("Elektrische Daten / Electrical data", SectionKind.ELECTRICAL),
        ("Specifications", SectionKind.ELECTRICAL),
        ("Pin Configuration and Functions", SectionKind.PIN),
        ("Pin Description", SectionKind.PIN),
        ("I2C Interface", SectionKind.INTERFACE),
        ("I²C bus", SectionKind.INTERFACE),
        ("SPI", SectionKind.INTERFACE),
        ("Serial Interface", SectionKind.INTERFACE),
        ("Communication protocol", SectionKind.INTERFACE),
        ("Timing Requirements", SectionKind.TIMING),
        ("AC Characteristics", SectionKind.TIMING),
        ("Switching characteristics", SectionKind.TIMING),
        ("Typical Application", SectionKind.APPLICATION),
        ("3.5 Recommended modes of operation", SectionKind.APPLICATION),
        ("Suggested settings for weather monitoring", SectionKind.APPLICATION),
        ("Ordering Information", SectionKind.ORDERING),
        ("Order codes", SectionKind.ORDERING),
        ("■ Line-up", SectionKind.ORDERING),
        ("Product lineup", SectionKind.ORDERING),
        ("Grenzwerte / Limit values", SectionKind.ABS_MAX),
        ("Limiting values", SectionKind.ABS_MAX),
        ("Package Information", SectionKind.PACKAGE),
        ("Mechanical Data", SectionKind.PACKAGE),
        ("Storage and Handling", SectionKind.STORAGE),
        ("Features", SectionKind.FEATURES),
        ("General Description", SectionKind.FEATURES),
        ("Overview", SectionKind.FEATURES),
        ("Table 6. Recommended Operating Conditions", SectionKind.RECOMMENDED),
        ("Recommended working conditions", SectionKind.RECOMMENDED),
        ("Revision History", SectionKind.OTHER),
    ],
)
def test_section_kind(heading: str, kind: SectionKind) -> None:
    assert section_kind(heading) is kind


def _block(kind: str, text: str, level: int = 0, page: int = 1) -> Block:
    return Block(page=page, kind=kind, text=text, bbox=(0, 0, 1, 1), lines=[text], level=level)  # type: ignore[arg-type]


def test_assign_sections_carries_across_pages_and_captions() -> None:
    p1 = Page(1, 600, 800, blocks=[
        _block("heading", "6 Specifications", 1),
        _block("heading", "6.1 Absolute Maximum Ratings", 2),
        _block("paragraph", "Stresses beyond ..."),
        _block("paragraph", "Table 6. Recommended Operating Conditions"),
        _block("table", "| a |"),
    ])  # fmt: skip
    p2 = Page(2, 600, 800, blocks=[_block("table", "| b |", page=2), _block("heading", "6.2 Notes", 2, 2),
                                   _block("paragraph", "x", page=2)])  # fmt: skip
    assign_sections([p1, p2])
    b = p1.blocks
    assert b[1].section is SectionKind.ABS_MAX and b[2].section is SectionKind.ABS_MAX
    assert b[2].heading_path == ("6 Specifications", "6.1 Absolute Maximum Ratings")
    assert b[4].section is SectionKind.RECOMMENDED  # caption wins for its table
    # the table carried across the page break goes on under the caption of the one above
    assert p2.blocks[0].section is SectionKind.RECOMMENDED
    assert p2.blocks[2].heading_path == ("6 Specifications", "6.2 Notes")
    # "Notes" names no kind: the section it is in goes on
    assert p2.blocks[2].section is SectionKind.RECOMMENDED


def test_a_note_between_a_caption_and_its_table_is_the_tables() -> None:
    # "Table 1 Characteristics / All data at Tamb = 25 °C": the note under the caption is
    # no more of the ordering codes above it
    page = Page(1, 600, 800, blocks=[
        _block("heading", "Ordering codes", 1),
        _block("table", "| QLT9 | 3.3 V |"),
        _block("paragraph", "Table 1 Characteristics"),
        _block("paragraph", "All data at Tamb = 25 °C unless otherwise specified."),
        _block("table", "| Supply voltage | 3.0 | 3.6 |"),
        _block("paragraph", "Table 1 continued on page 2."),
    ])  # fmt: skip
    assign_sections([page])
    kinds = [b.section for b in page.blocks]
    assert kinds[3:] == [SectionKind.ELECTRICAL] * 3


def test_generated_datasheet_sections(tmp_path: Path) -> None:
    doc = parse_pdf(pdfgen.datasheet_pdf(tmp_path / "d.pdf"))
    clean_pages(doc.pages)
    assign_sections(doc.pages)
    table = next(b for b in doc.pages[0].blocks if b.kind == "table")
    assert table.section is SectionKind.ELECTRICAL
    assert table.heading_path[-1] == "3 Electrical Characteristics"
    bullets = [b for b in doc.pages[0].blocks if b.kind == "list"]
    assert bullets and all(b.section is SectionKind.FEATURES for b in bullets)


def test_a_caption_takes_its_kind_from_its_title_line_not_the_note_below() -> None:
    caption = Block(
        page=1,
        kind="paragraph",
        text="Table 6. Static characteristics At recommended operating conditions; GND = 0 V.",
        bbox=(0, 0, 1, 1),
        lines=[
            "Table 6. Static characteristics",
            "At recommended operating conditions; GND = 0 V.",
        ],
    )
    wrapped = Block(
        page=1,
        kind="paragraph",
        text="Table 2. Limiting values in accordance with the Absolute Maximum Rating System",
        bbox=(0, 0, 1, 1),
        lines=["Table 2. Limiting values in accordance with the", "Absolute Maximum Rating System"],
    )
    page = Page(1, 600, 800, blocks=[
        _block("heading", "9 Recommended operating conditions", 1),
        caption,
        _block("table", "| a |"),
        wrapped,
        _block("table", "| b |"),
    ])  # fmt: skip
    assign_sections([page])
    assert page.blocks[2].section is SectionKind.ELECTRICAL
    assert page.blocks[4].section is SectionKind.ABS_MAX


def test_a_bullet_marked_title_running_into_its_conditions_sets_the_kind() -> None:
    page = Page(1, 600, 800, blocks=[
        _block("heading", "●Operating Conditions", 2),
        _block("paragraph", "● Power consumption is low (see below)"),
        _block("table", "| a |"),
        _block("paragraph", "●Electrical Characteristics ( VCC = 3.0V, Ta = 25℃, unless otherwise noted )"),
        _block("table", "| b |"),
    ])  # fmt: skip
    assign_sections([page])
    assert page.blocks[2].section is SectionKind.RECOMMENDED  # a sentence is no title
    assert page.blocks[4].section is SectionKind.ELECTRICAL


def test_a_marked_numbered_title_in_sentence_case_sets_the_kind() -> None:
    """ "▌ 2 Recommended working conditions (Ta = 25 °C)": a translated sheet's title with
    a bar mark, a section number and its conditions; the ratings above it end there."""
    page = Page(1, 600, 800, blocks=[
        _block("paragraph", "▌ 1 Limit parameters (Ta = 25 °C)"),
        _block("table", "| a |"),
        _block("paragraph", "▌ 2 Recommended working conditions (Ta = -20 ~ +70 °C)"),
        _block("table", "| b |"),
        _block("paragraph", "▌ Power consumption is low"),
        _block("table", "| c |"),
    ])  # fmt: skip
    assign_sections([page])
    assert page.blocks[3].section is SectionKind.RECOMMENDED
    assert page.blocks[5].section is SectionKind.RECOMMENDED  # a sentence is no title


@pytest.mark.parametrize("mark", ["✦", "⋄", "»", "§", "❖"])
def test_any_house_mark_before_a_title_running_into_its_conditions_sets_the_kind(
    mark: str,
) -> None:
    # whatever glyph a house style sets before its section titles, the electrical table
    # after the ratings is no absolute maximum rating
    page = Page(1, 600, 800, blocks=[
        _block("heading", f"{mark} 3. Absolute maximum ratings", 2),
        _block("table", "| a |"),
        _block("paragraph", f"{mark} 4. Electrical characteristics (TA = 25 °C, VIN = 12 V unless noted)"),
        _block("table", "| b |"),
        _block("paragraph", f"{mark} 5. Power consumption is low"),
        _block("table", "| c |"),
    ])  # fmt: skip
    assign_sections([page])
    assert page.blocks[3].section is SectionKind.ELECTRICAL
    assert page.blocks[5].section is SectionKind.ELECTRICAL  # a sentence is no title


def test_a_feature_bullet_set_as_a_heading_ending_in_a_kinds_word_opens_no_section() -> None:
    page = Page(1, 600, 800, blocks=[
        _block("heading", "FEATURES", 1),
        _block("heading", "• Made for Outdoor Applications", 3),
        _block("list", "• Runs from 2.2 to 16 V"),
        _block("heading", "■ Recommended Operating Conditions", 2),
        _block("table", "| a |"),
    ])  # fmt: skip
    assign_sections([page])
    assert page.blocks[2].section is SectionKind.FEATURES
    assert page.blocks[4].section is SectionKind.RECOMMENDED


def test_a_numbered_title_merged_into_a_paragraph_sets_the_kind() -> None:
    merged = Block(
        page=1,
        kind="paragraph",
        text="5、Sensor performance 5.1 Relative humidity Table 2： Humidity performance table",
        bbox=(0, 0, 1, 1),
        lines=[
            "5、Sensor performance",
            "5.1 Relative humidity",
            "Table 2： Humidity performance table",
        ],
    )
    page = Page(1, 600, 800, blocks=[
        _block("heading", "4.1 Pin assignments", 2),
        _block("paragraph", "2 V to 5.5 V supply range for all pins"),
        merged,
        _block("table", "| a |"),
    ])  # fmt: skip
    assign_sections([page])
    assert page.blocks[1].section is SectionKind.PIN  # a sentence with a number is no title
    assert page.blocks[3].section is SectionKind.ELECTRICAL
    assert section_kind("Table 3： Recommended operating conditions") is SectionKind.RECOMMENDED


def test_a_numbered_subsection_takes_its_parents_kind_not_its_previous_siblings() -> None:
    page = Page(1, 600, 800, blocks=[
        _block("heading", "6 Radio Control", 1),
        _block("heading", "6.1 Operational Modes", 2),
        _block("heading", "6.1.7 Timing Information", 3),
        _block("paragraph", "tpd2stby 150 µs"),
        _block("heading", "6.2 Air data rate", 2),
        _block("paragraph", "The air data rate is set by the RF_DR bit."),
        _block("heading", "7 Specifications", 1),
        _block("heading", "7.1 Absolute maximum ratings", 2),
        _block("heading", "7.2 Notes", 2),
        _block("paragraph", "Stresses beyond those listed ..."),
    ])  # fmt: skip
    assign_sections([page])
    b = page.blocks
    assert b[3].section is SectionKind.TIMING
    assert b[5].section is SectionKind.OTHER
    assert b[9].section is SectionKind.ABS_MAX


def test_upper_case_title_running_into_its_note_sets_the_section() -> None:
    blocks = [
        _block("heading", "MAXIMUM RATINGS", 1),
        _block("table", "| Rating | Value |"),
        _block("heading", "SYSTEM PARAMETERS", 2),
        _block("paragraph", "ELECTRICAL CHARACTERISTICS Specifications with standard type face"),
        _block("table", "| Characteristics | Min | Max |"),
        _block("paragraph", "NOTE: STRESSES BEYOND ABSOLUTE MAXIMUM RATINGS may cause damage"),
        _block("table", "| Parameter | Min | Max |"),
    ]
    page = Page(number=1, width=600, height=800, blocks=blocks)
    assign_sections([page])
    assert blocks[1].section == SectionKind.ABS_MAX
    assert blocks[4].section == SectionKind.ELECTRICAL
    assert blocks[6].section == SectionKind.ELECTRICAL  # a note names no section


def test_caption_under_a_table_beats_its_column_title() -> None:
    table = _block("table", "| Operating conditions | Minimum | Maximum |")
    table.cells = [["Operating conditions", "Minimum", "Maximum"], ["VDD", "-0.3", "3.6"]]
    table.header_rows = 1
    blocks = [
        _block("heading", "3 Absolute maximum ratings", 1),
        table,
        _block("paragraph", "Table 2. Absolute maximum ratings"),
        _block("heading", "4 Operating conditions", 1),
    ]
    assign_sections([Page(number=1, width=600, height=800, blocks=blocks)])
    assert table.section == SectionKind.ABS_MAX


def test_a_numbered_caption_kept_as_the_ratings_tables_last_line_titles_the_next_table() -> None:
    # "Table 3-2: Operating conditions" set right under the absolute ratings, which the
    # parser kept as that table's last line: the table below it holds operating conditions
    ratings = Block(page=1, kind="table", text="| t |", bbox=(0, 0, 1, 1), lines=[
        "Parameter Symbol Min Max Unit", "Supply voltage VDD -0.3 4.2 V",
        "Table 3-2: Operating conditions",
    ])  # fmt: skip
    page = Page(1, 600, 800, blocks=[
        _block("heading", "Table 3-1: Absolute maximum ratings", 2),
        ratings,
        _block("table", "| Supply voltage | 2.8 | 3.6 |"),
    ])  # fmt: skip
    assign_sections([page])
    assert page.blocks[1].section is SectionKind.ABS_MAX
    assert page.blocks[2].section is SectionKind.RECOMMENDED
