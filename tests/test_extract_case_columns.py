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
