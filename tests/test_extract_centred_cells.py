"""A cell set vertically centred across a group of rows, on the line of the group's
middle row (an odd number of rows), belongs to every row of the group: a supply written
once beside its three modes, a parameter name beside its three load cases. Rows stated
under a name written above them stay with that name."""

from __future__ import annotations

from pathlib import Path

import pdfgen
from specproof.records import Fact
from test_extract_table_conventions import HEAD, facts_of_pdf, find, rows_at


def _sheet(tmp_path: Path, *rows: list[pdfgen.Placed]) -> list[Fact]:
    runs = [*rows_at(60, (60, "RX40 Electrical Characteristics")), *rows_at(100, *HEAD)]
    for row in rows:
        runs += row
    return facts_of_pdf(pdfgen.placed_pdf(tmp_path / "c.pdf", [runs]))


def _by_value(facts: list[Fact]) -> dict[float, Fact]:
    return {f.max if f.max is not None else f.typ: f for f in facts}  # type: ignore[misc]


def test_supply_cell_centred_beside_three_modes_holds_for_all_three(tmp_path: Path) -> None:
    facts = _sheet(
        tmp_path,
        rows_at(116, (60, "Supply voltage"), (330, "2.0"), (430, "3.6"), (480, "V")),
        rows_at(132, (60, "Operating current")),
        rows_at(146, (120, "Measuring"), (380, "0.7"), (430, "0.9"), (480, "mA")),
        rows_at(160, (60, "VS = 2.5 V"), (120, "Idle"), (430, "0.3"), (480, "mA")),
        rows_at(174, (120, "Shutdown"), (430, "1.3"), (480, "uA")),
        rows_at(188, (120, "Measuring"), (380, "1.1"), (430, "1.4"), (480, "mA")),
        rows_at(202, (60, "VS = 3.3 V"), (120, "Idle"), (430, "0.5"), (480, "mA")),
        rows_at(216, (120, "Shutdown"), (430, "2.7"), (480, "uA")),
    )
    rows = _by_value([f for f in facts if f.unit in ("mA", "uA")])
    for value in (0.9, 0.3, 1.3):
        assert "VS = 2.5 V" in rows[value].condition, rows[value]
        assert "VS = 3.3 V" not in rows[value].condition
    for value in (1.4, 0.5, 2.7):
        assert "VS = 3.3 V" in rows[value].condition, rows[value]
        assert "VS = 2.5 V" not in rows[value].condition
    assert rows[0.9].field == "supply_current"
    assert rows[2.7].field == "standby_current"


def test_name_centred_beside_three_load_cases_names_all_three(tmp_path: Path) -> None:
    facts = _sheet(
        tmp_path,
        rows_at(116, (60, "Supply voltage"), (330, "2.0"), (430, "3.6"), (480, "V")),
        rows_at(132, (60, "LOGIC OUTPUTS")),
        rows_at(146, (200, "ISRC = 0.2 mA"), (330, "2.9"), (480, "V")),
        rows_at(160, (60, "Output high level"), (200, "ISRC = 1 mA"), (330, "2.7"), (480, "V")),
        rows_at(174, (200, "ISRC = 4 mA"), (330, "2.2"), (480, "V")),
    )
    highs = {f.min for f in find(facts, "output_high_voltage")}
    assert highs >= {2.9, 2.7, 2.2}
    assert not [f for f in find(facts, "supply_voltage") if f.min in (2.9, 2.2)]


def test_rows_under_a_name_above_them_stay_with_it(tmp_path: Path) -> None:
    # "Output current" starts on a row of its own with one case below it: the case above
    # it is the last of "Operating current", written on the line above its rows
    facts = _sheet(
        tmp_path,
        rows_at(116, (60, "Operating current")),
        rows_at(130, (200, "Measuring"), (380, "0.7"), (430, "0.9"), (480, "mA")),
        rows_at(144, (60, "Output current"), (200, "VOUT = 0.4 V"), (330, "8"), (480, "mA")),
        rows_at(158, (200, "VOUT = 1.0 V"), (330, "15"), (480, "mA")),
    )
    (measuring,) = [f for f in facts if f.max == 0.9]
    assert measuring.field == "supply_current"
    assert "Output current" not in measuring.condition


def _ratings_sheet(tmp_path: Path) -> list[Fact]:
    """TI's ratings layout: a category name ("Bus pins") centred beside its two pin rows,
    with the unit on the category's own line, and one pin limited by its supply."""
    runs = [
        *rows_at(60, (60, "KX7 Absolute Maximum Ratings")),
        *rows_at(100, (410, "MIN"), (463, "MAX"), (518, "UNIT")),
        *rows_at(116, (60, "Voltage"), (170, "Supply, VCC"), (470, "6"), (525, "V")),
        *rows_at(134, (170, "Alarm, fault"), (470, "5.5")),
        *rows_at(141, (60, "Open-drain outputs"), (525, "V")),
        *rows_at(148, (170, "Sync control"), (468, "20")),
        *rows_at(166, (170, "Data, DIO"), (395, "(GND - 0.3)"), (470, "5.5")),
        *rows_at(173, (60, "Bus pins"), (525, "V")),
        *rows_at(180, (170, "Strobe, STB"), (395, "(GND - 0.3)"), (455, "(VCC + 0.5)")),
    ]
    return facts_of_pdf(pdfgen.placed_pdf(tmp_path / "r.pdf", [runs]))


def test_each_pin_row_beside_a_centred_category_is_a_rating_of_its_own(tmp_path: Path) -> None:
    ratings = find(_ratings_sheet(tmp_path), "abs_max_input_voltage")
    by_pin = {pin: [f for f in ratings if pin in f.condition] for pin in ("DIO", "STB", "Alarm")}
    # the data pin's 5.5 V is kept beside the alarm pin's equal 5.5 V: two pins, two rows
    assert [f.max for f in by_pin["Alarm"]] == [5.5]
    assert [f.max for f in by_pin["DIO"]] == [5.5]
    # a pin whose limits are both written against a supply is still read, in the
    # category's unit
    (strobe,) = by_pin["STB"]
    assert strobe.expr_max is not None and "VCC" in strobe.expr_max
    assert strobe.unit == "V" and "Bus pins" in strobe.condition
