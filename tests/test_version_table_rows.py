"""Tables with a column per version of the part ("Parameter | Conditions | XR-10 | XR-20 |
Unit"): a parameter's name set on a line of its own, centred between two rows of cases
that carry only their conditions and values, names both rows, in the unit its line gives;
the upper row is not a further case of the parameter above. The parts are made up.
"""

from __future__ import annotations

from pathlib import Path

import pdfgen
from test_extract_table_conventions import facts_of_pdf, find, rows_at


def _sheet(tmp_path: Path) -> Path:
    head = ((60, "Parameter"), (200, "Conditions"), (330, "TPQ-5A"), (410, "TPQ-5B"),
            (480, "Unit"))  # fmt: skip
    runs = [
        *rows_at(50, (60, "TPQ-5 Step-down converter boards")),
        *rows_at(80, (60, "Characteristics (25 °C)")),
        *rows_at(96, *head),
        *rows_at(110, (60, "Output current"), (200, "continuous"), (330, "2000"), (410, "1200"),
                 (480, "mA")),
        *rows_at(122, (200, "VIN = 5 V, no load"), (330, "3.5"), (410, "2.1")),
        *rows_at(128, (60, "Input supply current"), (480, "mA")),
        *rows_at(134, (200, "VIN = 24 V, no load"), (330, "1.8"), (410, "1.2")),
        *rows_at(146, (60, "Operating temperature"), (330, "-20 ... 70"), (410, "-40 ... 85"),
                 (480, "°C")),
    ]  # fmt: skip
    return pdfgen.placed_pdf(tmp_path / "tpq5.pdf", [runs], size=8)


def test_a_name_centred_between_two_cases_names_both(tmp_path: Path) -> None:
    facts = facts_of_pdf(_sheet(tmp_path))
    draw = [(f.variant, f.value or f.typ, f.unit) for f in find(facts, "supply_current")]
    assert sorted(draw) == [("A", 1.8, "mA"), ("A", 3.5, "mA"), ("B", 1.2, "mA"),
                            ("B", 2.1, "mA")]  # fmt: skip


def test_the_upper_case_of_a_centred_name_is_no_case_of_the_row_above(tmp_path: Path) -> None:
    facts = facts_of_pdf(_sheet(tmp_path))
    got = sorted(
        (f.variant or "", f.value or f.max or f.typ) for f in find(facts, "output_current")
    )
    assert got == [("A", 2000.0), ("B", 1200.0)]


def test_one_quantity_row_between_rows_of_words_is_a_version_table(tmp_path: Path) -> None:
    # the rows around it are words ("Sensing element | platinum | nickel"), so only one row
    # states a quantity per version, in the Unit column's unit
    head = ((60, "Item"), (230, "RTX-21A"), (320, "RTX-21B"), (410, "Unit"))
    runs = [
        *rows_at(50, (60, "RTX-21 Temperature transmitter")),
        *rows_at(80, *head),
        *rows_at(94, (60, "Sensing element"), (230, "platinum"), (320, "nickel")),
        *rows_at(108, (60, "Measuring range"), (230, "-50 to +250"), (320, "-30 to +150"),
                 (410, "°C")),
        *rows_at(122, (60, "Housing colour"), (230, "grey"), (320, "blue")),
    ]  # fmt: skip
    facts = facts_of_pdf(pdfgen.placed_pdf(tmp_path / "rtx21.pdf", [runs], size=8))
    got = sorted((f.variant, f.min, f.max, f.unit) for f in find(facts, "measurement_range"))
    assert got == [("A", -50.0, 250.0, "°C"), ("B", -30.0, 150.0, "°C")]
