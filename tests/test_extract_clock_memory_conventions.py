"""Conventions of clock, memory, converter, bus-controller and motion-sensor sheets, each proved on a small
generated PDF (parse, clean, sections, extract: the ingest path without the store)."""

from __future__ import annotations

from pathlib import Path

import pdfgen
from specproof.clean import clean_pages
from specproof.extract.identity import detect_identity
from specproof.parse import parse_pdf
from specproof.sections import assign_sections
from specproof.timings import timing_kinds
from test_extract_table_conventions import HEAD, facts_of_pdf, find, rows_at


def test_a_ds_part_number_is_a_part_and_a_ds_document_code_is_not(tmp_path: Path) -> None:
    # Dallas/Maxim parts are "DS" and four digits (DS4702); makers' document codes are "DS"
    # and five or more digits, or a zero-led number (DS21877B, DS002), printed on every page
    first = [
        *rows_at(50, (60, "DS4702"), (300, "Precise Clock with Crystal")),
        *rows_at(80, (60, "The DS4702 keeps time from a battery.")),
        *rows_at(96, (60, "Set EN8kHz to start the 8kHz output.")),
        *rows_at(800, (60, "DS21877B page 1")),
    ]
    later = [
        [*rows_at(60, (60, f"Bit EN8kHz of register {n}")), *rows_at(800, (60, "DS21877B"))]
        for n in range(2, 8)
    ]
    path = pdfgen.placed_pdf(tmp_path / "clock.pdf", [first, *later])
    parsed = parse_pdf(path)
    pages = clean_pages(parsed.pages)
    assign_sections(pages)
    identity = detect_identity(pages, path.name, parsed.title)
    assert identity.device == "DS4702"
    assert "DS21877B" not in identity.aliases


def test_a_timekeeping_or_data_retention_current_is_the_standby_draw(tmp_path: Path) -> None:
    # a word between ("Timekeeping Backup Current") and a hyphen ("Data-Retention") still
    # name the draw of a clock or memory kept alive from its battery
    runs = [
        *rows_at(60, (60, "QR7710 Electrical Characteristics")),
        *rows_at(100, *HEAD),
        *rows_at(116, (60, "Timekeeping Backup Current"), (200, "VB = 3.0V"), (380, "0.6")),
        *rows_at(116, (430, "2.2"), (480, "uA")),
        *rows_at(132, (60, "Data-Retention Current"), (200, "oscillator off"), (430, "80")),
        *rows_at(132, (480, "nA")),
    ]
    facts = facts_of_pdf(pdfgen.placed_pdf(tmp_path / "qr7710.pdf", [runs]))
    standby = {(f.typ, f.max, f.unit) for f in find(facts, "standby_current")}
    assert standby == {(0.6, 2.2, "uA"), (None, 80, "nA")}


def test_list_items_naming_only_their_case_take_the_quantity_from_their_heading(
    tmp_path: Path,
) -> None:
    # "Ambient ranges offered:" / "- Commercial (C): 0 to 70 °C": the item names the grade,
    # the heading the quantity; the grade is the case the range holds for
    runs = [
        *rows_at(50, (60, "QB300 Bus Bridge")),
        *rows_at(80, (60, "FEATURES")),
        *rows_at(96, (60, "Ambient ranges offered:")),
        *rows_at(110, (70, "- Commercial (C): 0\u00b0C to +70\u00b0C")),
        *rows_at(124, (70, "- Automotive (A): -40\u00b0C to +105\u00b0C")),
        *rows_at(138, (60, "Draw from the supply:")),
        *rows_at(152, (70, "- Sleep: 0.4 \u00b5A typical")),
    ]
    facts = facts_of_pdf(pdfgen.placed_pdf(tmp_path / "qb300.pdf", [runs]))
    grades = {(f.min, f.max, f.condition) for f in find(facts, "operating_temperature")}
    assert grades == {(0, 70, "Commercial (C)"), (-40, 105, "Automotive (A)")}
    (sleep,) = find(facts, "standby_current")
    assert (sleep.typ, sleep.value) in ((0.4, None), (None, 0.4))


def test_a_heading_sharing_its_line_with_the_other_columns_prose_names_its_section(
    tmp_path: Path,
) -> None:
    # the parser joins "Absolute Maximum Ratings" to the right column's warning text; the
    # dotted list under it is the absolute ratings, no operating range
    prose = [
        "Caution: loads beyond the ratings listed here",
        "can damage the part for good. The ratings are",
        "stress ratings only; operation at these levels",
        "or beyond them is not implied anywhere in this",
        "document. Long exposure may reduce the life.",
    ]
    runs = [
        *rows_at(50, (60, "3.0 ELECTRICAL CHARACTERISTICS")),
        *[(330.0, 70.0 + 12 * i, text) for i, text in enumerate(prose)],
        *rows_at(94, (60, "Absolute Maximum Ratings")),
        *rows_at(118, (60, "VCC ....................................... 7.2V")),
        *rows_at(130, (60, "Storage Temperature ........ -60\u00b0C to +150\u00b0C")),
    ]
    facts = facts_of_pdf(pdfgen.placed_pdf(tmp_path / "qd810.pdf", [runs]))
    assert [f.max for f in find(facts, "abs_max_supply_voltage")] == [7.2]
    assert not find(facts, "supply_voltage")


def test_an_outdented_condition_wrapped_over_two_lines_heads_the_indented_rows(
    tmp_path: Path,
) -> None:
    # NXP writes conditions in lower case and sets a group's condition left of its rows'
    # own conditions, wrapped over two lines; an inactive port makes the rows a standby draw
    runs = [
        *rows_at(60, (60, "QT9410 Static characteristics")),
        *rows_at(100, *HEAD),
        *rows_at(116, (60, "IDD supply current"), (200, "bus active")),
        *rows_at(130, (210, "fCLK = 1 MHz"), (430, "90"), (480, "uA")),
        *rows_at(144, (210, "fCLK = 100 kHz"), (430, "30"), (480, "uA")),
        *rows_at(160, (200, "serial port inactive (fCLK = 0 Hz); ALARM pin")),
        *rows_at(170, (200, "off; Tamb = 25 C")),
        *rows_at(186, (210, "VCC = 5 V"), (380, "310"), (430, "620"), (480, "nA")),
        *rows_at(200, (210, "VCC = 2 V"), (380, "190"), (430, "380"), (480, "nA")),
    ]
    facts = facts_of_pdf(pdfgen.placed_pdf(tmp_path / "qt9410.pdf", [runs]))
    active = {(f.max, f.unit) for f in find(facts, "supply_current")}
    assert active == {(90, "uA"), (30, "uA")}
    idle = find(facts, "standby_current")
    assert {(f.typ, f.max) for f in idle} == {(310, 620), (190, 380)}
    assert all("serial port inactive (fCLK = 0 Hz); ALARM pin off" in f.condition for f in idle)


def test_an_ambient_temperature_among_limiting_values_is_the_working_range(
    tmp_path: Path,
) -> None:
    # NXP's limiting values end with "Tamb ambient temperature | operating device"
    runs = [
        *rows_at(60, (60, "Limiting values")),
        *rows_at(100, *HEAD),
        *rows_at(116, (60, "VDD supply voltage"), (330, "-0.3"), (430, "+6.0"), (480, "V")),
        *rows_at(132, (60, "Tstg storage temperature"), (330, "-55"), (430, "+125")),
        *rows_at(132, (480, "\u00b0C")),
        *rows_at(148, (60, "Tamb ambient temperature"), (200, "operating device")),
        *rows_at(148, (330, "-25"), (430, "+70"), (480, "\u00b0C")),
    ]
    facts = facts_of_pdf(pdfgen.placed_pdf(tmp_path / "qt9411.pdf", [runs]))
    assert [(f.min, f.max) for f in find(facts, "operating_temperature")] == [(-25, 70)]
    assert [(f.min, f.max) for f in find(facts, "storage_temperature")] == [(-55, 125)]


def test_a_name_set_around_a_row_of_symbols_names_that_row_only(tmp_path: Path) -> None:
    # Winbond sets each name half above and half below its row of symbols, the rows a
    # pitch apart: the tail of one name and the head of the next are two names
    head = [(60, "Description"), (300, "Symbol"), (350, "Alt")]
    head += [(400, "Min"), (440, "Typ"), (480, "Max"), (520, "Unit")]
    named = [
        ("SCK frequency, burst reads 2.7-3.6V,", "FB", "fR1", "90", "except status reads (05h)"),
        ("SCK frequency, burst reads 2.2-2.7V,", "FB", "fR1", "60", "except status reads (05h)"),
        ("SCK frequency, status reads (05h)", "fS", "fR2", "40", "2.7-3.6V"),
        ("SCK frequency, status reads (05h)", "fS", "fR2", "25", "2.2-2.7V"),
    ]
    runs = [*rows_at(60, (60, "QW80 AC Electrical Characteristics")), *rows_at(90, *head)]
    for n, (above, symbol, alt, top, below) in enumerate(named):
        y = 120.0 + 28 * n
        runs += rows_at(y - 5.5, (60, above))
        runs += rows_at(y, (300, symbol), (350, alt), (400, "D.C."), (480, top), (520, "MHz"))
        runs += rows_at(y + 5.5, (60, below))
    facts = facts_of_pdf(pdfgen.placed_pdf(tmp_path / "qw80.pdf", [runs]))
    clocks = {f.max: f.condition for f in find(facts, "spi_clock_frequency")}
    assert set(clocks) == {90, 60, 40, 25}
    assert "2.7-3.6V" in clocks[90] and "2.2-2.7V" not in clocks[90]
    assert "2.2-2.7V" in clocks[60] and "2.7-3.6V" not in clocks[60]
    assert "2.7-3.6V" in clocks[40] and "2.2-2.7V" in clocks[25]


def test_a_memorys_write_or_erase_time_is_how_long_the_part_takes(tmp_path: Path) -> None:
    runs = [
        *rows_at(60, (60, "QF16 AC Characteristics")),
        *rows_at(100, *HEAD),
        *rows_at(116, (60, "NVM Write Cycle Time tWC"), (380, "4"), (430, "10"), (480, "ms")),
        *rows_at(132, (60, "Block Erase Time tBLK"), (380, "80"), (430, "300"), (480, "ms")),
        *rows_at(148, (60, "Data hold time tHD"), (330, "5"), (480, "ns")),
    ]
    facts = facts_of_pdf(pdfgen.placed_pdf(tmp_path / "qf16.pdf", [runs]))
    # (the hold time is an interface timing, filed under its kind)
    rows = find(facts, "response_time")
    times = {(f.typ, f.max, f.unit) for f in rows if not timing_kinds(f.source.quote)}
    assert times == {(4, 10, "ms"), (80, 300, "ms")}


def test_rows_of_equal_numbers_under_their_own_symbols_are_different_parameters(
    tmp_path: Path,
) -> None:
    # "Output Current Settling" (a word between) is a settling time too
    runs = [
        *rows_at(60, (60, "QF32 DC Characteristics")),
        *rows_at(100, *HEAD),
        *rows_at(116, (60, "Current Block Write IDD5"), (380, "14"), (430, "19"), (480, "mA")),
        *rows_at(132, (60, "Current Bulk Erase IDD7"), (380, "14"), (430, "19"), (480, "mA")),
        *rows_at(148, (60, "Output Current Settling tOS"), (380, "9"), (480, "us")),
    ]
    facts = facts_of_pdf(pdfgen.placed_pdf(tmp_path / "qf32.pdf", [runs]))
    assert sorted(f.symbol or "" for f in find(facts, "supply_current")) == ["IDD5", "IDD7"]
    assert [f.typ for f in find(facts, "response_time")] == [9]


def test_a_register_location_in_hex_is_no_bus_address(tmp_path: Path) -> None:
    runs = [
        *rows_at(60, (60, "QC12 Serial Clock")),
        *rows_at(90, (60, "The bus address of the QC12 is 1010001, sent after START.")),
        *rows_at(106, (60, "When the address pointer passes the last location")),
        *rows_at(118, (60, "(1Bh), it wraps around to location 00h on the next read.")),
    ]
    facts = facts_of_pdf(pdfgen.placed_pdf(tmp_path / "qc12.pdf", [runs]))
    assert [f.values for f in find(facts, "i2c_address")] == [["0x51"]]


def test_the_system_clock_a_bus_mode_needs_is_no_bus_clock(tmp_path: Path) -> None:
    # a microcontroller's I2C table states the core clock each speed grade requires
    # ("fSYS 4 MHz min for 400 kHz"): only the SCL rows are bus clock limits
    runs = [
        *rows_at(60, (60, "MQ20 I2C Characteristics")),
        *rows_at(100, *HEAD),
        *rows_at(116, (60, "I2C fast mode (400 kHz) fSYS frequency"), (330, "4"), (480, "MHz")),
        *rows_at(132, (60, "SCL clock frequency fSCL, fast mode"), (430, "400"), (480, "kHz")),
    ]
    facts = facts_of_pdf(pdfgen.placed_pdf(tmp_path / "mq20.pdf", [runs]))
    assert [(f.max, f.unit) for f in find(facts, "i2c_clock_frequency")] == [(400, "kHz")]


def test_a_motion_sensors_zero_rate_level_is_no_measuring_range(tmp_path: Path) -> None:
    # a gyroscope table states the full scales and, under them, what it reads at rest
    runs = [
        *rows_at(60, (60, "QG30 Mechanical characteristics")),
        *rows_at(100, *HEAD),
        *rows_at(116, (60, "Measurement range FS"), (380, "±125"), (480, "dps")),
        *rows_at(132, (60, "Zero-rate level FS = 125 dps"), (380, "±5"), (480, "dps")),
        *rows_at(148, (60, "Zero-g level offset"), (380, "±40"), (480, "mg")),
    ]
    facts = facts_of_pdf(pdfgen.placed_pdf(tmp_path / "qg30.pdf", [runs]))
    assert [(f.min, f.max) for f in find(facts, "measurement_range")] == [(-125, 125)]
