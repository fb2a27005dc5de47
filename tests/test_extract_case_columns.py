"""Tables with one column per operating case: "High performance | Normal | Power-down"
over "IDD 0.85 mA 0.42 mA 2.5 µA", "Sleep | Eco (1 Hz) | Precision (1 Hz)" over "Current
from VS". Each value is its row's quantity in its column's case, which becomes its
condition (a power-down column gives a standby current); a line of one row read as one
value would give the first column's figure for every case. Heads of other tables ("Pin |
Name | Function") are no cases.

The parts are made up; nothing here copies a benchmark sheet's wording.
"""

from __future__ import annotations

from pathlib import Path

import pdfgen
from test_extract_table_conventions import facts_of_pdf, find, rows_at


def test_each_case_column_gives_its_row_a_value_under_that_case(tmp_path: Path) -> None:
    runs = [
        *rows_at(50, (60, "QMX-20 3-axis magnetometer")),
        *rows_at(80, (60, "Current consumption (typ.)")),
        *rows_at(94, (200, "Continuous"), (300, "Single shot"), (420, "Standby")),
        *rows_at(108, (60, "IDD"), (204, "1.2 mA"), (304, "0.35 mA"), (424, "1.5 µA")),
        *rows_at(122, (60, "Current from VDD"), (204, "1.3 mA"), (304, "0.4 mA"), (424, "2 µA")),
    ]
    facts = facts_of_pdf(pdfgen.placed_pdf(tmp_path / "qmx20.pdf", [runs]))
    drawn = {(f.condition.split(";")[0], f.value) for f in find(facts, "supply_current")}
    assert ("Continuous", 1.2) in drawn
    assert ("Single shot", 0.35) in drawn
    asleep = {f.value for f in find(facts, "standby_current")}
    assert asleep == {1.5, 2.0}


def test_heads_of_a_pin_table_name_no_cases(tmp_path: Path) -> None:
    runs = [
        *rows_at(50, (60, "QMX-20 pin functions")),
        *rows_at(94, (200, "Name"), (300, "Function"), (420, "Type")),
        *rows_at(108, (60, "1"), (204, "VDD"), (304, "supply 3.3 V"), (424, "power")),
        *rows_at(122, (60, "2"), (204, "DRDY"), (304, "output 1.8 V"), (424, "output")),
    ]
    facts = facts_of_pdf(pdfgen.placed_pdf(tmp_path / "qmx20p.pdf", [runs]))
    assert not [f for f in facts if f.extractor == "model_table"]


def test_case_columns_beside_a_chart_keep_their_rows(tmp_path: Path) -> None:
    # a chart's axis labels set right of the table interleave with its rows; a cell's value
    # and unit may be set as two runs ("5A" "28VDC") or glued ("3A 120VAC")
    axis = [rows_at(96 + 9 * n, (470, str(50 - 5 * n))) for n in range(6)]
    runs = [
        *rows_at(50, (60, "QRL-12 Power Relay")),
        *rows_at(90, (80, "Item"), (222, "TYPE X"), (315, "TYPE Y")),
        *[run for row in axis for run in row],
        *rows_at(112, (80, "Rated load"), (222, "5A"), (243, "28VDC"), (315, "8A 28VDC")),
        *rows_at(130, (88, "Inductive Load"), (222, "2A 120VAC"), (315, "4A 120VAC")),
    ]
    facts = facts_of_pdf(pdfgen.placed_pdf(tmp_path / "qrl12.pdf", [runs]))
    rated = {(f.max or f.value, f.condition.split(";")[0]) for f in find(facts, "contact_current")}
    assert {(2.0, "TYPE X"), (4.0, "TYPE Y")} <= rated, rated
    assert {(5.0, "TYPE X"), (8.0, "TYPE Y")} <= rated, rated
    # a cell stating a current at a voltage gives both, each in its column's case
    volts = {(f.max or f.value, f.condition.split(";")[0]) for f in find(facts, "contact_voltage")}
    assert {v for v, _ in volts} == {28.0, 120.0}, volts


def test_columns_headed_by_supply_voltages_give_each_value_its_supply(tmp_path: Path) -> None:
    # a servo's "at 4.8 V | at 6.0 V | at 7.4 V" under an "Electrical and Mechanical
    # Specification" heading: the figures are electrical, each column one supply
    runs = [
        *rows_at(50, (60, "QSV-20 digital servo")),
        (60, 80, "2. Electrical and Mechanical Specification (typ.)", "B"),
        *rows_at(94, (60, "No."), (90, "Item"), (300, "at 4.8 V"), (400, "at 6.0 V"),
                 (500, "at 7.4 V")),
        *rows_at(108, (60, "2-1"), (90, "Running current (no load)"), (305, "150 mA"),
                 (405, "190 mA"), (505, "240 mA")),
        *rows_at(122, (60, "2-2"), (90, "Stall current (locked)"), (305, "1.6 A"),
                 (405, "2.1 A"), (505, "2.7 A")),
    ]  # fmt: skip
    facts = facts_of_pdf(pdfgen.placed_pdf(tmp_path / "qsv20.pdf", [runs]))
    drawn = {(f.value, f.condition.split(";")[0]) for f in find(facts, "supply_current")}
    assert {(190.0, "at 6.0 V"), (2.1, "at 6.0 V"), (2.7, "at 7.4 V")} <= drawn, drawn


def test_a_row_of_bare_voltages_under_min_and_max_heads_heads_no_cases(tmp_path: Path) -> None:
    # "Core supply voltage, VCORE | -0.3 V | +2.0 V": values of a row, no supply-voltage heads
    runs = [
        *rows_at(50, (60, "QAC10 audio codec")),
        *rows_at(80, (60, "ABSOLUTE MAXIMUM RATINGS")),
        *rows_at(94, (60, "CONDITION"), (380, "MIN"), (480, "MAX")),
        *rows_at(108, (60, "Core supply voltage, VCORE"), (380, "-0.3 V"), (480, "+2.0 V")),
        *rows_at(122, (60, "I/O supply voltage, VIO"), (380, "-0.3 V"), (480, "+4.2 V")),
        *rows_at(136, (60, "Analogue supply voltage, VA"), (380, "-0.3 V"), (480, "+4.2 V")),
    ]
    facts = facts_of_pdf(pdfgen.placed_pdf(tmp_path / "qac10.pdf", [runs]))
    limits = {(f.min, f.max) for f in find(facts, "abs_max_supply_voltage")}
    assert (-0.3, 2.0) in limits, limits
