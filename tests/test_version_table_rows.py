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


def test_a_pin_table_after_a_version_table_gives_no_version_a_pin_rows_value(
    tmp_path: Path,
) -> None:
    """A limits table "Item | KLB-7 | KLB-7L" and, below it, a pin table "Pin | Name | KLB-7 |
    KLB-7L" set on other columns: a pin row read as a further row of the limits table puts
    "2 VCC 4.5 - 5.5 V in" in the row's name and "3.0 - 3.6 V in" under the first version's
    column. A value read into the row's name says the columns do not line up, so no supply
    row of the first version comes of it."""
    runs = [
        *rows_at(50, (60, "KLB-7 breakout boards")),
        *rows_at(80, (50, "Limits, do not exceed")),
        *rows_at(94, (50, "Item"), (318, "KLB-7"), (455, "KLB-7L")),
        *rows_at(106, (50, "VCC to GND"), (317, "-0.3 ... 12 V"), (456, "-0.3 ... 3.8 V")),
        *rows_at(118, (50, "Storage temperature"), (314, "-40 ... +85 C"),
                 (453, "-40 ... +85 C")),
        *rows_at(128, (50, "Output current,")),
        *rows_at(134, (318, "5 A"), (455, "3 A")),
        *rows_at(140, (50, "5 A cable")),
        *rows_at(160, (50, "Pins")),
        *rows_at(174, (59, "Pin"), (99, "Name"), (140, "KLB-7"), (344, "KLB-7L")),
        *rows_at(186, (63, "1"), (102, "GND"), (140, "ground"), (344, "ground")),
        *rows_at(198, (63, "2"), (103, "VCC"), (140, "4.5 - 5.5 V in"), (344, "3.0 - 3.6 V in")),
    ]  # fmt: skip
    facts = facts_of_pdf(pdfgen.placed_pdf(tmp_path / "klb7.pdf", [runs], size=8))
    got = [(f.variant, f.min, f.max) for f in find(facts, "supply_voltage")]
    assert ("KLB-7", 3.0, 3.6) not in got, got
    # (a row's own condition in its wrapped name, "Output current, / 5 A cable", is no
    # misplaced value, though its values line opens with a number)
    currents = {(f.variant, f.max or f.value) for f in find(facts, "output_current")}
    assert {("KLB-7", 5.0), ("L", 3.0)} <= currents or {("KLB-7", 5.0)} <= currents, currents
