"""Family sheets: one datasheet for several sibling parts (QX41/QX42/QX43), each row or
column stating whose value it is. Proved on small generated PDFs."""

from __future__ import annotations

from pathlib import Path

from hypothesis import given
from hypothesis import strategies as st

import pdfgen
from specproof.extract.engine import Extractor
from specproof.records import Identity
from test_extract_table_conventions import HEAD, facts_of_pdf, find, rows_at


def _family_sheet(tmp_path: Path) -> Path:
    runs = [
        *rows_at(50, (60, "Thermal Sensor Family"), (300, "QX41/QX42/QX43")),
        *rows_at(80, (60, "QX41/QX42/QX43 - CHARACTERISTICS")),
        *rows_at(100, *HEAD),
        *rows_at(116, (60, "ACCURACY")),
        *rows_at(132, (60, "QX41/QX42/QX43A"), (200, "TA = 25\u00b0C"), (380, "\u00b10.5")),
        *rows_at(132, (430, "\u00b11.5"), (480, "\u00b0C")),
        *rows_at(148, (60, "QX41/QX42/QX43B"), (200, "TA = 25\u00b0C"), (380, "\u00b11")),
        *rows_at(148, (430, "\u00b12.5"), (480, "\u00b0C")),
        *rows_at(164, (60, "Gain, QX41"), (200, "0\u00b0C to 70\u00b0C"), (380, "12.5")),
        *rows_at(164, (480, "mV/\u00b0C")),
        *rows_at(180, (60, "Gain, QX42"), (200, "0\u00b0C to 70\u00b0C"), (380, "8")),
        *rows_at(180, (480, "mV/\u00b0C")),
        *rows_at(196, (60, "QX43 Output Voltage"), (200, "TA = 25\u00b0C"), (380, "640")),
        *rows_at(196, (480, "mV")),
        *rows_at(212, (60, "QX42 Output Voltage"), (200, "TA = 25\u00b0C"), (380, "300")),
        *rows_at(212, (480, "mV")),
    ]
    return pdfgen.placed_pdf(tmp_path / "qx42.pdf", [runs])


def test_a_grade_written_after_a_list_of_siblings_is_the_devices_grade(tmp_path: Path) -> None:
    facts = facts_of_pdf(_family_sheet(tmp_path))
    assert facts and {f.device for f in facts} == {"QX42"}
    accuracy = {f.variant: (f.min, f.max) for f in find(facts, "accuracy")}
    assert accuracy == {"QX42A": (-1.5, 1.5), "QX42B": (-2.5, 2.5)}


def test_a_row_naming_a_sibling_holds_that_siblings_value(tmp_path: Path) -> None:
    facts = facts_of_pdf(_family_sheet(tmp_path))
    gains = {f.variant: (f.typ, f.unit, f.quantity) for f in find(facts, "sensitivity")}
    assert gains == {
        "QX41": (12.5, "mV/\u00b0C", "temperature"),
        None: (8, "mV/\u00b0C", "temperature"),
    }
    outputs = {f.variant: f.typ for f in facts if f.field.endswith("output_voltage")}
    assert outputs == {"QX43": 640, None: 300}


def test_a_bracketed_value_naming_a_sibling_is_the_siblings(tmp_path: Path) -> None:
    runs = [
        *rows_at(50, (60, "QX41/QX42/QX43 Thermal Sensors")),
        *rows_at(80, (60, "FEATURES")),
        *rows_at(96, (60, "8 mV/\u00b0C Gain (12.5 mV/\u00b0C on QX41)")),
    ]
    facts = facts_of_pdf(pdfgen.placed_pdf(tmp_path / "qx42.pdf", [runs]))
    gains = {f.variant: f.value for f in find(facts, "sensitivity")}
    assert gains == {None: 8, "QX41": 12.5}


# A family sheet's table with a column naming the member each row holds for: a member's
# name (or its suffix alone), or a word or list for every member of the family.
PART_HEAD = [
    (50, "Mode"),
    (130, "Condition"),
    (300, "Part"),
    (380, "Typ"),
    (430, "Max"),
    (480, "Unit"),
]


def _part_row(y: float, mode: str, cond: str, part: str, typ: str, mx: str, unit: str):
    cells = [(50, mode), (130, cond), (300, part), (380, typ), (430, mx), (480, unit)]
    return rows_at(y, *[(x, text) for x, text in cells if text])


def _part_column_sheet(tmp_path: Path) -> Path:
    runs = [
        *rows_at(50, (50, "ZQM-310 Series Radio Module"), (300, "ZQM-310-A / ZQM-310-B")),
        *rows_at(80, (50, "Electrical Characteristics")),
        *rows_at(100, (50, "Supply currents (VCC = 3.0 V, TA = 25 \u00b0C)")),
        *rows_at(120, *PART_HEAD),
        *_part_row(136, "Power-down", "Oscillator stopped", "all", "0.4", "2.0", "\u00b5A"),
        *_part_row(152, "Receive", "GFSK, 250 kbps", "all", "6.1", "8.0", "mA"),
        *_part_row(168, "Transmit", "+13 dBm", "ZQM-310-B", "44", "52", "mA"),
        *_part_row(184, "Transmit", "+8 dBm", "-A", "21", "26", "mA"),
        # a note as wide as the first two columns, set under the rows
        *rows_at(200, (50, "(more transmit levels are listed in section 7)")),
    ]
    return pdfgen.placed_pdf(tmp_path / "zqm310.pdf", [runs])


def test_a_row_for_all_members_of_a_family_is_the_familys(tmp_path: Path) -> None:
    facts = facts_of_pdf(_part_column_sheet(tmp_path))
    (down,) = find(facts, "standby_current")
    assert (down.typ, down.max, down.unit, down.variant) == (0.4, 2.0, "\u00b5A", None)
    assert "all" not in down.condition.split()
    receive = [f for f in find(facts, "supply_current") if f.typ == 6.1]
    assert [(f.max, f.variant) for f in receive] == [(8.0, None)]


def test_a_row_naming_one_member_in_the_part_column_is_that_members(tmp_path: Path) -> None:
    facts = facts_of_pdf(_part_column_sheet(tmp_path))
    sending = {f.variant: (f.typ, f.max) for f in find(facts, "supply_current") if f.typ != 6.1}
    # "-A" alone is the suffix of one member: the family's name completes it
    assert sending == {"ZQM-310-B": (44, 52), "ZQM-310-A": (21, 26)}


@given(
    suffixes=st.lists(
        st.text(alphabet="ABCDEHLMU", min_size=1, max_size=2), min_size=2, max_size=4, unique=True
    ),
    word=st.sampled_from(["all", "All", "both", "Both", "ALL"]),
)
def test_a_part_cell_names_one_member_or_the_whole_family(suffixes: list[str], word: str) -> None:
    reader = Extractor("doc", "zqm310.pdf", Identity(device="ZQM-310"))
    first = suffixes[0]
    assert reader._part_cell_variant(f"ZQM-310-{first}") == f"ZQM-310-{first}"
    assert reader._part_cell_variant(f"-{first}") == f"ZQM-310-{first}"
    assert reader._part_cell_variant(word) is None
    assert reader._part_cell_variant(", ".join(f"-{s}" for s in suffixes)) is None
    assert reader._part_cell_variant("ZQM-310") is None  # the device itself


def test_a_sibling_of_a_device_named_with_an_ordering_suffix_is_a_variant() -> None:
    """ "QV4012-XR" with its sibling "QV4016": the family is read on the part number, so a
    row naming the QV4016 is that sibling's, not a stray word."""
    from specproof.extract.identity import Identity
    from specproof.extract.variants import sibling_prefix, variant_pattern

    ident = Identity(device="QV4012-XR", aliases=["QV4012", "QV4016", "QV4016-XR"])
    assert sibling_prefix(ident) == "QV401"
    rx = variant_pattern(ident)
    assert rx is not None and rx.search("QV4016 16").group(0) == "QV4016"


GRADE_HEAD = [(50, "Parameter"), (170, "Symbol"), (230, "Grade"), (300, "Min"), (350, "Typ"),
              (400, "Max"), (460, "Units")]  # fmt: skip


def _grade_sheet(tmp_path: Path) -> Path:
    """One table for two grades of a part, a Grade column holding each row's letter."""
    runs = [
        *rows_at(50, (50, "KTQ-51 pressure transmitter"), (300, "KTQ-51L / KTQ-51H")),
        *rows_at(80, (50, "Electrical Specifications")),
        *rows_at(100, *GRADE_HEAD),
        *rows_at(116, (50, "Supply voltage"), (170, "VS"), (230, "L"), (300, "2.2"),
                 (350, "3.0"), (400, "3.6"), (460, "V")),
        *rows_at(132, (170, "VS"), (230, "H"), (300, "4.5"), (350, "5.0"), (400, "5.5"),
                 (460, "V")),
        *rows_at(148, (50, "Bus clock"), (170, "fCLK"), (230, "L, H"), (300, "10"),
                 (400, "400"), (460, "kHz")),
    ]  # fmt: skip
    return pdfgen.placed_pdf(tmp_path / "ktq51.pdf", [runs])


def test_a_grade_column_letter_names_the_member_of_its_row(tmp_path: Path) -> None:
    facts = facts_of_pdf(_grade_sheet(tmp_path))
    supply = {f.variant: (f.min, f.max) for f in find(facts, "supply_voltage")}
    assert supply == {"L": (2.2, 3.6), "H": (4.5, 5.5)}
    (clock,) = find(facts, "i2c_clock_frequency") or find(facts, "spi_clock_frequency")
    assert clock.variant is None  # a row for both grades is the family's


def test_a_logic_family_member_heading_a_section_of_the_table_owns_its_rows(tmp_path: Path):
    # a maker's prefix before the family number ("QX74HC4052", "QX74HCT4052"): the
    # member named on a line of its own heads the rows below it
    runs = [
        *rows_at(50, (50, "QX74HC4052, QX74HCT4052 dual 4-channel analog multiplexer")),
        *rows_at(80, (50, "Electrical Characteristics")),
        *rows_at(100, *HEAD),
        *rows_at(116, (60, "QX74HC4052")),
        *rows_at(132, (60, "High-level input voltage"), (200, "VCC = 4.5 V"), (330, "3.15"),
                 (480, "V")),
        *rows_at(148, (60, "QX74HCT4052")),
        *rows_at(164, (60, "High-level input voltage"), (200, "VCC = 4.5 V"), (330, "2.0"),
                 (480, "V")),
    ]  # fmt: skip
    facts = facts_of_pdf(pdfgen.placed_pdf(tmp_path / "qx4052.pdf", [runs]))
    vih = {(f.variant or f.device): f.min for f in find(facts, "input_high_voltage")}
    assert vih == {"QX74HC4052": 3.15, "QX74HCT4052": 2.0}, vih


def test_a_both_versions_line_ends_a_members_section_of_the_table(tmp_path: Path) -> None:
    runs = [
        *rows_at(50, (50, "QX74HC08 / QX74HCT08 quad AND gate")),
        *rows_at(80, (50, "DC characteristics")),
        *rows_at(100, *HEAD),
        *rows_at(116, (60, "QX74HCT08")),
        *rows_at(132, (60, "High-level input voltage"), (200, "VCC = 4.5 V"), (330, "2.0"),
                 (480, "V")),
        *rows_at(148, (60, "Both versions")),
        *rows_at(164, (60, "High-level output voltage"), (200, "IOH = -4 mA"), (330, "3.98"),
                 (480, "V")),
    ]  # fmt: skip
    facts = facts_of_pdf(pdfgen.placed_pdf(tmp_path / "qx08.pdf", [runs]))
    assert [f.variant for f in find(facts, "input_high_voltage")] == ["QX74HCT08"]
    assert [f.variant for f in find(facts, "output_high_voltage")] == [None]
