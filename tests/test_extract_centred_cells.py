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
