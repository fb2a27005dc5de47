"""A small-IC sheet in the Japanese style (bold section titles): an absolute-maximum table with the recommended
operating table right under it, then "characteristics by ordering code", one column per
code, a Symbol column, parameter names wrapped around their values line, note marks on
values ("4.0 *1", "- *2") and "0.1 max." cells. The part is invented."""

from __future__ import annotations

from pathlib import Path

import pdfgen
from specproof.records import SectionKind
from test_extract_table_conventions import facts_of_pdf, find, rows_at

CODES = ((300, "QPR71-A"), (370, "QPR71-B"), (440, "QPR71-C"))


def _sheet(tmp_path: Path) -> Path:
    runs = [
        *rows_at(50, (60, "QPR71 Series")),
        *rows_at(64, (60, "Cell monitor IC with selectable thresholds")),
        (60, 90, "Absolute Maximum Ratings", "B"),
        *rows_at(104, (60, "Item"), (250, "Symbol"), (330, "Rating"), (480, "Unit")),
        *rows_at(116, (60, "Supply voltage"), (250, "VDD"), (330, "-0.3 to 14"), (480, "V")),
        *rows_at(
            128, (60, "Storage temperature"), (250, "Tstg"), (330, "-55 to +125"), (480, "°C")
        ),
        (60, 148, "Recommended Operating Conditions", "B"),
        *rows_at(162, (60, "Item"), (250, "Symbol"), (330, "Range"), (480, "Unit")),
        *rows_at(174, (60, "Supply voltage"), (250, "VDD"), (330, "1.8 to 9.0"), (480, "V")),
        (60, 200, "Characteristics by Ordering Code", "B"),
        *rows_at(214, (60, "Item"), (250, "Symbol"), *CODES, (500, "Unit")),
        *rows_at(226, (60, "Supply current")),
        *rows_at(236, (250, "ICC"), (305, "2.5"), (375, "2.5"), (445, "3.5 1)"), (500, "µA")),
        *rows_at(246, (60, "in operation")),
        *rows_at(258, (60, "Sleep current")),
        *rows_at(
            268, (250, "ISL"), (305, "0.2 max."), (375, "0.2 max."), (445, "- *2"), (500, "µA")
        ),
        *rows_at(278, (60, "when switched off")),
        *rows_at(300, (60, "1) Maximum 5.0 µA for all codes.")),
        *rows_at(312, (60, "*2 QPR71-C has no sleep function.")),
    ]
    return pdfgen.placed_pdf(tmp_path / "qpr71.pdf", [runs])


def test_the_recommended_table_under_the_ratings_is_no_rating(tmp_path: Path) -> None:
    facts = facts_of_pdf(_sheet(tmp_path))
    operating = find(facts, "supply_voltage")
    assert [(f.min, f.max) for f in operating] == [(1.8, 9.0)]
    assert operating[0].section == SectionKind.RECOMMENDED
    assert [(f.min, f.max) for f in find(facts, "abs_max_supply_voltage")] == [(-0.3, 14.0)]


def test_a_name_wrapped_around_its_symbol_line_is_one_row_per_code(tmp_path: Path) -> None:
    facts = facts_of_pdf(_sheet(tmp_path))
    active = {f.variant: f.value or f.typ for f in find(facts, "supply_current")}
    assert active == {"A": 2.5, "B": 2.5, "C": 3.5}  # the note mark "1)" is no value


def test_a_max_cell_and_a_dash_with_a_note_mark(tmp_path: Path) -> None:
    facts = facts_of_pdf(_sheet(tmp_path))
    asleep = {f.variant: f.max for f in find(facts, "standby_current")}
    assert asleep == {"A": 0.2, "B": 0.2}  # "- *2": no value for the C code, not 2 µA


def _module_manual(tmp_path: Path) -> Path:
    """A module maker's parameter table: each version's head carries its description in
    brackets, one version's address sits in a cell of the "Output" row."""
    runs = [
        *rows_at(50, (60, "QX-5 Turbidity Sensor User Manual")),
        *rows_at(80, (60, "Item"), (250, "QX-5M (RS485)"), (400, "QX-5D (I2C)")),
        *rows_at(92, (60, "Power supply"), (250, "DC 10~30V"), (400, "DC 3.0~3.6V")),
        *rows_at(104, (60, "Output"), (250, "Modbus-RTU"), (400, "I2C, address 0x4B")),
        *rows_at(116, (60, "Working temperature"), (250, "0~50°C"), (400, "-10~60°C")),
    ]
    return pdfgen.placed_pdf(tmp_path / "qx-5.pdf", [runs])


def test_a_version_head_with_a_bracketed_description_is_still_a_version(tmp_path: Path) -> None:
    facts = facts_of_pdf(_module_manual(tmp_path))
    supply = {f.variant: (f.min, f.max) for f in find(facts, "supply_voltage")}
    assert supply == {"M": (10.0, 30.0), "D": (3.0, 3.6)}


def _din_rail_sheet(tmp_path: Path) -> Path:
    """A DIN-rail relay's technical data: group headings over rows that carry their own
    names, units closing the labels, a second case on the line under a row, a "*" mark."""
    codes = ((300, "QTR-4.01.024"), (390, "QTR-4.01.230"))
    runs = [
        *rows_at(50, (60, "QTR-4 Series timer relay")),
        *rows_at(80, *codes),
        *rows_at(92, (60, "Supply specification")),
        *rows_at(104, (60, "Operating range V"), (300, "19.2...26.4"), (390, "184...253")),
        *rows_at(116, (60, "Contact specification")),
        *rows_at(128, (60, "Rated voltage V AC"), (300, "250"), (390, "250")),
        *rows_at(140, (60, "General data")),
        *rows_at(152, (60, "Ambient temperature °C"), (300, "-20...+60"), (390, "-20...+50 *")),
        *rows_at(162, (300, "-40...+70 (X)"), (390, "-40...+70 (X)")),
    ]
    return pdfgen.placed_pdf(tmp_path / "qtr-4.pdf", [runs])


def test_group_headings_title_their_rows_and_units_close_the_labels(tmp_path: Path) -> None:
    facts = facts_of_pdf(_din_rail_sheet(tmp_path))
    supply = sorted((f.min, f.max) for f in find(facts, "supply_voltage"))
    assert supply == [(19.2, 26.4), (184.0, 253.0)]
    # the contacts' rated voltage is what they switch, not the relay's supply
    assert [f.max for f in find(facts, "contact_voltage")] == [250.0, 250.0]
    ambient = sorted((f.min, f.max) for f in find(facts, "operating_temperature"))
    assert (-20.0, 50.0) in ambient  # "-20...+50 *": the mark dropped, the value kept
    assert ambient.count((-40.0, 70.0)) == 2  # the line under the row is its next case


def _bilingual_sheet(tmp_path: Path) -> Path:
    """A German bilingual leaflet: "Einheit / Unit" column between names and versions, each
    name in two languages around its values line, a nominal "24 AC/DC" cell."""
    runs = [
        *rows_at(50, (60, "RFT 7 Feuchtewächter / Humidistat")),
        *rows_at(
            80,
            (60, "Merkmal / Parameter"),
            (250, "Einheit / Unit"),
            (340, "RFT-7-024"),
            (440, "RFT-7-230"),
        ),
        *rows_at(92, (60, "Betriebsspannung")),
        *rows_at(102, (260, "V"), (340, "24 AC/DC"), (440, "230 AC")),
        *rows_at(112, (60, "Operating voltage")),
        *rows_at(124, (60, "Betriebsspannungsbereich")),
        *rows_at(134, (260, "V"), (340, "20.4 to 26.4"), (440, "90 to 265")),
        *rows_at(144, (60, "Operating voltage range")),
    ]
    return pdfgen.placed_pdf(tmp_path / "rft-7.pdf", [runs])


def test_a_bilingual_unit_head_and_names_around_the_values(tmp_path: Path) -> None:
    facts = facts_of_pdf(_bilingual_sheet(tmp_path))
    ranges = sorted((f.min, f.max) for f in find(facts, "supply_voltage") if f.min is not None)
    assert ranges == [(20.4, 26.4), (90.0, 265.0)]
    nominal = {f.value for f in find(facts, "supply_voltage") if f.value is not None}
    assert 24.0 in nominal  # "24 AC/DC" under a "V" unit cell


def test_a_use_the_sheet_forbids_is_no_rating(tmp_path: Path) -> None:
    runs = [
        *rows_at(50, (60, "QLC 2 safety light curtain")),
        *rows_at(70, (60, "Notes")),
        *rows_at(82, (60, "- Do not operate the QLC 2 from a 12 V supply.")),
        *rows_at(94, (60, "- The supply must not exceed 30 V.")),
    ]
    facts = facts_of_pdf(pdfgen.placed_pdf(tmp_path / "qlc2.pdf", [runs]))
    assert not [f for f in facts if f.field == "supply_voltage" and f.value == 12.0]
