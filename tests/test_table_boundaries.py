"""Where a table's rows belong: a heading marked by an ornament names the table below it
even when the caption of the table above sits under that table; such a heading ends the
table above it; and a unit centred between two cases of a parameter is the unit of both.
Addresses: the 8-bit bytes of a 7-bit address and a frame's check byte are no more bus
addresses. The parts and wording are made up.
"""

from __future__ import annotations

from pathlib import Path

import pdfgen
from specproof.extract.interfaces import i2c_addresses
from test_extract_table_conventions import facts_of_pdf, find, rows_at

_HEAD = ((60, "Parameter"), (200, "Symbol"), (360, "Min"), (400, "Typ"), (440, "Max"),
         (480, "Unit"))  # fmt: skip


def _at(y: float, cells: tuple[tuple[float, str], ...]) -> list:
    return rows_at(y, *cells)


def test_a_caption_set_under_the_table_above_names_no_table_below_it(
    tmp_path: Path,
) -> None:
    runs = [
        *rows_at(50, (60, "TRV-8 Tilt Switch Interface")),
        (60, 90, "\u25a0 1 / LIMITING VALUES", "B11"),
        *_at(104, _HEAD),
        *rows_at(118, (60, "Supply voltage"), (200, "VCC"), (360, "-0.5"), (440, "7.0"),
                 (480, "V")),
        *rows_at(132, (60, "Table 1 - Limiting values")),
        (60, 152, "\u25a0 2 / RECOMMENDED OPERATING CONDITIONS", "B11"),
        *_at(166, _HEAD),
        *rows_at(180, (60, "Supply voltage"), (200, "VCC"), (360, "2.2"), (400, "3.0"),
                 (440, "5.5"), (480, "V")),
        *rows_at(194, (60, "Table 2 - Recommended operating conditions")),
    ]  # fmt: skip
    facts = facts_of_pdf(
        pdfgen.placed_pdf(tmp_path / "trv8.pdf", [runs], size=8, font=pdfgen.unicode_font())
    )
    assert [(f.min, f.max) for f in find(facts, "supply_voltage")] == [(2.2, 5.5)]
    assert [(f.min, f.max) for f in find(facts, "abs_max_supply_voltage")] == [(-0.5, 7.0)]


def test_a_marked_heading_after_a_gap_ends_the_table_above(tmp_path: Path) -> None:
    runs = [
        *rows_at(50, (60, "KDL-3 Float Level Board")),
        *rows_at(90, (60, "Operating conditions")),
        *rows_at(104, (60, "Parameter"), (300, "Min"), (360, "Max"), (420, "Unit")),
        *rows_at(118, (60, "Operating temperature"), (300, "-10"), (360, "+70"), (420, "°C")),
        *rows_at(145, (60, "\u25b6 Wiring")),
        *rows_at(159, (60, "Terminal"), (140, "Name"), (220, "Use")),
        *rows_at(173, (60, "X1.1"), (140, "V+"), (220, "board supply 4.5 ... 12 V")),
    ]  # fmt: skip
    facts = facts_of_pdf(
        pdfgen.placed_pdf(tmp_path / "kdl3.pdf", [runs], size=8, font=pdfgen.unicode_font())
    )
    # the wiring line's range is read as a range, not as a Min cell of the table above
    assert [(f.min, f.max) for f in find(facts, "supply_voltage")] == [(4.5, 12.0)]


def test_a_unit_centred_between_two_cases_is_the_unit_of_both(tmp_path: Path) -> None:
    runs = [
        *rows_at(50, (60, "QZ-40 Light Barrier Module")),
        *rows_at(90, (60, "Electrical characteristics")),
        *rows_at(104, (60, "Parameter"), (200, "Symbol"), (250, "Conditions"), (360, "Min"),
                 (400, "Typ"), (440, "Max"), (480, "Unit")),
        *rows_at(118, (60, "Supply voltage"), (200, "VS"), (360, "2.7"), (400, "3.3"),
                 (440, "5.5"), (480, "V")),
        *rows_at(132, (60, "Supply current"), (250, "VS = 3.3 V"), (400, "1.1"), (440, "2.0")),
        *rows_at(139, (200, "IS"), (480, "mA")),
        *rows_at(146, (250, "VS = 5 V"), (400, "1.6"), (440, "2.8")),
    ]  # fmt: skip
    facts = facts_of_pdf(pdfgen.placed_pdf(tmp_path / "qz40.pdf", [runs], size=8))
    currents = [(f.typ, f.max, f.unit) for f in find(facts, "supply_current")]
    assert currents == [(1.1, 2.0, "mA"), (1.6, 2.8, "mA")]
    # the upper case never takes the volts of the row above it
    assert [(f.min, f.max) for f in find(facts, "supply_voltage")] == [(2.7, 5.5)]


def test_the_eight_bit_bytes_of_an_address_are_that_address() -> None:
    line = (
        "The part answers at the 7-bit address 0x3A (SEL low) or 0x3B (SEL high); as 8-bit "
        "bytes these are 0x74 / 0x75 and 0x76 / 0x77."
    )
    assert i2c_addresses(line, line) == {0x3A, 0x3B}


def test_a_frames_check_byte_is_no_address() -> None:
    row = "9 | checksum | 0x4E | two's complement of bytes 1 to 8"
    assert i2c_addresses(row, f"I2C: slave address 0x40\n{row}") == set()


def test_a_range_column_holds_the_rows_values(tmp_path: Path) -> None:
    runs = [
        *rows_at(50, (60, "PLW-2 Wireless Door Sensor")),
        (60, 90, "Recommended operating conditions", "B11"),
        *rows_at(104, (60, "Item"), (300, "Range"), (420, "Unit")),
        *rows_at(118, (60, "Battery voltage"), (300, "2.2~3.2"), (420, "V")),
        *rows_at(132, (60, "Operating temperature *2"), (300, "-10~+50"), (420, "°C")),
    ]  # fmt: skip
    facts = facts_of_pdf(pdfgen.placed_pdf(tmp_path / "plw2.pdf", [runs], size=8))
    assert [(f.min, f.max) for f in find(facts, "operating_temperature")] == [(-10.0, 50.0)]
