"""Tables of industrial-module sheets, proved on generated PDFs of made-up parts: a
"Unit | Value" table whose titles stand over the right half only (the labels have no
title) and whose units stand left of the values, in two languages; a version table whose
units stand in an untitled column right of the versions; a PLC input's "Signal '1'" and
"Signal '0'" rows, an "Input ON threshold" and a backplane current; the ambient humidity of
an environment table; a "Limit values" heading over absolute limits; a version-table row
whose wrapped name carries its case in brackets; a series title with a space ("QTR 20-V")
whose versions are named apart."""

from __future__ import annotations

from pathlib import Path

import pdfgen
from specproof.clean import clean_pages
from specproof.extract.identity import detect_identity
from specproof.parse import parse_pdf
from test_extract_table_conventions import facts_of_pdf, find, rows_at


def test_a_unit_and_value_table_with_untitled_labels_reads_each_row(tmp_path: Path) -> None:
    runs = [
        *rows_at(50, (60, "QTR 20-V")),
        *rows_at(64, (60, "Trasduttore di livello / Level transducer")),
        *rows_at(100, (60, "Dati elettrici / Electrical data")),
        *rows_at(116, (330, "Unità / Unit"), (450, "Valore / Value")),
        *rows_at(130, (60, "Alimentazione / Supply voltage"), (340, "V DC"), (455, "12 ... 36")),
        *rows_at(144, (60, "Segnale di uscita / Output signal"), (346, "V"), (455, "0 ... 5")),
        *rows_at(158, (60, "Assorbimento / Current consumption"), (344, "mA"), (458, "< 12")),
    ]
    facts = facts_of_pdf(pdfgen.placed_pdf(tmp_path / "qtr.pdf", [runs]))
    assert [(f.min, f.max) for f in find(facts, "supply_voltage")] == [(12, 36)]
    assert [(f.min, f.max) for f in find(facts, "analog_output_voltage")] == [(0, 5)]
    assert [f.max for f in find(facts, "supply_current")] == [12]


def test_a_version_table_with_an_untitled_unit_column_reads_each_version(tmp_path: Path) -> None:
    runs = [
        *rows_at(50, (60, "Wendler Automation GmbH  Datenblatt WDI 2204 / WDI 2208")),
        *rows_at(64, (60, "WDI 2204 / WDI 2208")),
        (60, 80, "Grenzwerte / Limit values", "B"),
        *rows_at(94, (60, "Eingangsspannung / Input voltage (dauernd / continuous)"),
                 (470, "max. 32 V DC")),
        (60, 114, "Technische Daten / Technical data", "B"),
        *rows_at(130, (330, "WDI 2204"), (430, "WDI 2208")),
        *rows_at(144, (60, 'Signal "1" / Signal "1"'), (333, "13 ... 30"),
                 (433, "9 ... 30"), (514, "V DC")),
        *rows_at(158, (60, 'Signal "0" / Signal "0"'), (333, "-3 ... +4"),
                 (433, "-3 ... +4"), (514, "V DC")),
        *rows_at(172, (60, "Backplane current (5 V)"), (343, "30"), (443, "45"), (517, "mA")),
        *rows_at(186, (60, "Relative humidity"), (336, "10 ... 90"), (436, "10 ... 90"),
                 (517, "%")),
    ]  # fmt: skip
    facts = facts_of_pdf(pdfgen.placed_pdf(tmp_path / "wdi.pdf", [runs]))
    high = {f.variant[-1]: (f.min, f.max) for f in find(facts, "input_high_voltage")}
    assert high == {"4": (13, 30), "8": (9, 30)}
    assert {(f.min, f.max) for f in find(facts, "input_low_voltage")} == {(-3, 4)}
    drawn = {f.variant[-1]: f.value or f.typ or f.max for f in find(facts, "supply_current")}
    assert drawn == {"4": 30, "8": 45}
    assert {(f.min, f.max) for f in find(facts, "operating_humidity")} == {(10, 90)}
    assert not find(facts, "measurement_range")
    # the limit of the inputs under "Limit values" is an absolute rating, no supply range
    assert [f.max for f in find(facts, "abs_max_input_voltage")] == [32]
    assert not [f for f in find(facts, "supply_voltage") if f.max == 32]


def test_an_input_on_threshold_is_the_input_high_level(tmp_path: Path) -> None:
    runs = [
        *rows_at(50, (60, "HK-DI4-12 / HK-DI4-24")),
        *rows_at(90, (60, "Item"), (300, "HK-DI4-12"), (420, "HK-DI4-24")),
        *rows_at(104, (60, "Power supply"), (300, "DC 12V (10~14V)"), (420, "DC 24V (18~30V)")),
        *rows_at(118, (60, "Input ON threshold"), (306, "8V min."), (426, "15V min.")),
    ]
    facts = facts_of_pdf(pdfgen.placed_pdf(tmp_path / "hkdi.pdf", [runs]))
    assert {f.variant[-2:]: f.min for f in find(facts, "input_high_voltage")} == {
        "12": 8,
        "24": 15,
    }


def test_a_wrapped_row_name_s_bracketed_case_is_its_condition(tmp_path: Path) -> None:
    runs = [
        *rows_at(50, (60, "LPA 30-A / LPA 30-AT")),
        *rows_at(90, (60, "Parameter"), (330, "LPA 30-A"), (430, "LPA 30-AT"), (520, "Unit")),
        *rows_at(104, (60, "Output voltage")),
        *rows_at(114, (333, "0 ... 10"), (433, "0 ... 10"), (522, "V")),
        *rows_at(124, (60, "(high-impedance load)")),
        *rows_at(138, (60, "Output voltage")),
        *rows_at(148, (336, "0 ... 4"), (436, "0 ... 4"), (522, "V")),
        *rows_at(158, (60, "(75 Ohm load)")),
    ]
    facts = facts_of_pdf(pdfgen.placed_pdf(tmp_path / "lpa.pdf", [runs]))
    swing = {f.max: f.condition for f in facts if f.field.endswith("output_voltage")}
    assert "high-impedance load" in swing[10] and "75 Ohm" not in swing[10]
    assert "75 Ohm load" in swing[4] and "high-impedance" not in swing[4]


def test_a_series_title_with_a_space_names_the_part_and_its_versions(tmp_path: Path) -> None:
    runs = [
        *rows_at(40, (60, "Vallauri Strumenti  Scheda tecnica / Data sheet")),
        (60, 64, "QTR 20-V", "B20"),
        *rows_at(84, (60, "Pressure transmitter 0 ... 10 V")),
        *rows_at(120, (60, "Version"), (300, "QTR-004"), (400, "QTR-010"), (500, "Unit")),
        *rows_at(134, (60, "Measuring range"), (300, "0 ... 4"), (400, "0 ... 10"), (500, "bar")),
        *rows_at(148, (60, "Burst pressure"), (300, "20"), (400, "40"), (500, "bar")),
    ]
    path = pdfgen.placed_pdf(tmp_path / "qtr.pdf", [runs], size=9)
    facts = facts_of_pdf(path)
    assert {f.device for f in facts} == {"QTR-20-V"}
    spans = {f.variant: f.max for f in find(facts, "measurement_range")}
    assert spans == {"QTR-004": 4, "QTR-010": 10}


def test_a_table_keyed_by_condition_gives_cases_of_the_quantity_its_title_names(
    tmp_path: Path,
) -> None:
    runs = [
        *rows_at(50, (60, "QHM-50A / QHM-50B")),
        *rows_at(90, (60, "Supply Current (typ. values, VCC = 5.0 V)")),
        *rows_at(104, (60, "Condition"), (330, "QHM-50A"), (430, "QHM-50B")),
        *rows_at(118, (60, "Backlight 100 %"), (333, "410 mA"), (433, "460 mA")),
        *rows_at(132, (60, "Backlight 30 %"), (333, "220 mA"), (433, "260 mA")),
    ]
    facts = facts_of_pdf(pdfgen.placed_pdf(tmp_path / "qhm.pdf", [runs]))
    drawn = {(f.variant[-1], f.value or f.typ or f.max) for f in find(facts, "supply_current")}
    assert drawn == {("A", 410), ("B", 460), ("A", 220), ("B", 260)}
    full = [f for f in find(facts, "supply_current") if f.value == 410]
    assert "Backlight 100" in full[0].condition


def test_a_count_times_a_value_is_the_value_of_each() -> None:
    from specproof.extract.cell_values import param_cell

    # "3 x 400 V AC": three phases of 400 V; "2 x 16 A": two contacts of 16 A each
    assert param_cell("3 x 400 V AC", "V", "value").value == 400
    assert param_cell("2 x 16 A", "A", "value").value == 16
    assert param_cell("24 V DC", "V", "value").value == 24


def test_a_version_table_with_a_remark_column_keeps_each_rows_remark_as_its_condition(
    tmp_path: Path,
) -> None:
    runs = [
        *rows_at(50, (60, "QRX-310 / QRX-310B FM Receiver Module")),
        *rows_at(90, (60, "Item"), (300, "QRX-310"), (420, "QRX-310B"), (520, "Remark")),
        *rows_at(104, (60, "Receive current"), (300, "<=19mA"), (420, "<=22mA"),
                 (520, "VCC=3.3V, no amp")),
        *rows_at(118, (60, "Power-down current"), (300, "<=12uA"), (420, "<=12uA"),
                 (520, "I2C power-down")),
    ]  # fmt: skip
    facts = facts_of_pdf(pdfgen.placed_pdf(tmp_path / "qrx.pdf", [runs]))
    drawn = {f.variant[-1]: (f.max or f.value, f.condition) for f in find(facts, "supply_current")}
    assert drawn == {"0": (19, "VCC=3.3V, no amp"), "B": (22, "VCC=3.3V, no amp")}


def test_a_series_titled_by_its_letters_is_asked_by_them_and_a_bus_name_is_no_part(
    tmp_path: Path,
) -> None:
    runs = [
        *rows_at(40, (60, "QV-DRV Micro Drive  Technical data")),
        (60, 64, "QV-DRV Micro Drive", "B20"),
        *rows_at(90, (60, "QV-DRV02 / QV-DRV04 / QV-DRV07, RS-485 with Modbus RTU")),
        *rows_at(120, (60, "Ordering code"), (300, "QV-DRV02"), (400, "QV-DRV04"),
                 (500, "QV-DRV07")),
        *rows_at(134, (60, "Supply voltage (V)"), (300, "10 - 14 DC"), (400, "20 - 28 DC"),
                 (500, "20 - 28 DC")),
        *rows_at(148, (60, "Nominal voltage (V)"), (300, "12 DC"), (400, "24 DC"),
                 (500, "24 DC")),
    ]  # fmt: skip
    path = pdfgen.placed_pdf(tmp_path / "qv.pdf", [runs])
    facts = facts_of_pdf(path)
    assert {f.device for f in facts} == {"QV-DRV02"}
    parsed = parse_pdf(path)
    identity = detect_identity(clean_pages(parsed.pages), path.name, parsed.title)
    assert "QV-DRV" in identity.aliases
    spans = {f.variant[-2:]: (f.min, f.max) for f in find(facts, "supply_voltage") if f.min}
    assert spans == {"02": (10, 14), "04": (20, 28), "07": (20, 28)}
    # a "Nominal voltage" on a sheet with no coil and no contacts is the nominal supply
    assert not find(facts, "coil_voltage")
    assert {f.value for f in find(facts, "supply_voltage") if f.value} == {12, 24}


def test_members_side_by_side_are_the_parts_and_a_utilization_category_is_none(
    tmp_path: Path,
) -> None:
    runs = [
        (60, 50, "QS3", "B20"),
        *rows_at(80, (60, "Compact soft starter for 3-phase motors")),
        *rows_at(100, (60, "Rated data at ambient 40 °C, AC-53b: 3 x Ie for 5 s.")),
        *rows_at(116, (300, "Unit"), (360, "QS3-009"), (440, "QS3-018"), (520, "QS3-032")),
        *rows_at(130, (60, "Rated operational current Ie"), (302, "A"), (370, "9"), (450, "18"),
                 (530, "32")),
    ]  # fmt: skip
    path = pdfgen.placed_pdf(tmp_path / "qs3.pdf", [runs])
    parsed = parse_pdf(path)
    identity = detect_identity(clean_pages(parsed.pages), path.name, parsed.title)
    assert identity.device == "QS3-009"
    assert {"QS3-018", "QS3-032", "QS3"} <= set(identity.aliases)


def test_a_second_version_table_under_its_own_caption_starts_its_own_section(
    tmp_path: Path,
) -> None:
    # limit values, a note, then "Technical data" with the same head: the second table's
    # supply is the operating range, not a limit
    head = ((60, "Parameter"), (300, "QBX-DP7-24"), (420, "QBX-DP7-5"), (520, "Einheit"))
    runs = [
        *rows_at(50, (60, "QBX-DP7 fieldbus slave interface module")),
        (60, 80, "Grenzwerte / Limit values", "B"),
        *rows_at(94, *head),
        *rows_at(108, (60, "Supply voltage"), (304, "36"), (424, "6.0"), (522, "V")),
        *rows_at(122, (60, "Storage temperature"), (300, "-40 ... +85"), (420, "-40 ... +85"),
                 (522, "°C")),
        *rows_at(136, (60, "Stresses above these values may destroy the module.")),
        (60, 154, "Tabelle 1 Technische Daten / Technical data", "B"),
        *rows_at(168, *head),
        *rows_at(182, (60, "Supply voltage"), (300, "20.4 ... 28.8"), (420, "4.75 ... 5.25"),
                 (522, "V")),
        *rows_at(196, (60, "Current consumption"), (304, "85"), (424, "190"), (522, "mA")),
    ]  # fmt: skip
    facts = facts_of_pdf(pdfgen.placed_pdf(tmp_path / "qbx.pdf", [runs]))
    limits = {f.variant.split("-")[-1]: f.max for f in find(facts, "abs_max_supply_voltage")}
    assert limits == {"24": 36, "5": 6}
    ranges = {f.variant.split("-")[-1]: (f.min, f.max) for f in find(facts, "supply_voltage")}
    assert ranges == {"24": (20.4, 28.8), "5": (4.75, 5.25)}


def test_a_note_gives_the_marked_rows_parameter_under_its_own_case(tmp_path: Path) -> None:
    runs = [
        *rows_at(50, (60, "QFA-7 Fiber Amplifier")),
        (60, 80, "Specifications", "B"),
        *rows_at(94, (60, "Ambient temperature"), (300, "-10 to +55 °C (No freezing)*2")),
        *rows_at(108, (60, "Switching capacity"), (300, "5 A / 250 V AC (3)")),
        *rows_at(130, (60, "*2 -10 to +45 °C when 3 or more units are mounted side by side.")),
        *rows_at(144, (60, "(3) AC-15: 2 A / 230 V; DC-13: 1 A / 24 V.")),
        *rows_at(166, (60, "Input voltage"), (300, "4.5 to 36 V (1)")),
        *rows_at(180, (60, "Standby current"), (300, "0.1 µA max. *4")),
        *rows_at(200, (60, "(1) The input must be at least 1.5 V higher than the LED string.")),
        *rows_at(214, (60, "*4 QFA-7C has no standby mode; it draws 1.2 µA typ. when off.")),
    ]
    facts = facts_of_pdf(pdfgen.placed_pdf(tmp_path / "qfa.pdf", [runs]))
    spans = {(f.min, f.max, f.condition) for f in find(facts, "operating_temperature")}
    assert (-10, 45, "when 3 or more units are mounted side by side") in spans
    ratings = {(f.max, f.condition.split(":")[0]) for f in find(facts, "contact_current")}
    assert {(2, "AC-15"), (1, "DC-13")} <= ratings
    # a value stated against another, and a note about one version by name, are no cases
    assert {(f.min, f.max) for f in find(facts, "supply_voltage")} == {(4.5, 36)}
    assert all(f.extractor != "footnote" for f in find(facts, "standby_current"))


def test_a_note_forbidding_a_supply_gives_no_case_of_the_marked_row(tmp_path: Path) -> None:
    # "*1 ... Do not use a 3.3 V supply": the 3.3 V is what the note forbids, no supply
    runs = [
        *rows_at(50, (60, "KGA-3 Gas Sensor Module")),
        (60, 80, "Electrical characteristics", "B"),
        *rows_at(94, (60, "Heater supply voltage *1"), (300, "5.0 V")),
        *rows_at(
            116, (60, "*1 The heater runs from VCC. Do not use a 3.3 V supply; it stays cold.")
        ),
    ]
    facts = facts_of_pdf(pdfgen.placed_pdf(tmp_path / "kga.pdf", [runs]))
    volts = [f.value or f.typ or f.max for f in facts if f.unit == "V"]
    assert volts == [5.0]


def test_a_table_of_load_kinds_with_ac_and_dc_marked_cells_gives_each_rating(
    tmp_path: Path,
) -> None:
    # "Load | Voltage | Current" over "Resistive AC | 250 V AC | 10 A": an AC mark after the
    # unit does not stop the cell from being a value
    runs = [
        *rows_at(50, (60, "QRM-2 relay module")),
        (60, 78, "Contact ratings (per channel)", "B"),
        *rows_at(94, (60, "Last / Load"), (310, "Spannung / Voltage"), (450, "Strom / Current")),
        *rows_at(108, (60, "Resistive AC"), (328, "250 V AC"), (471, "8 A")),
        *rows_at(122, (60, "Resistive DC"), (330, "30 V DC"), (471, "8 A")),
        *rows_at(136, (60, "Inductive AC"), (328, "250 V AC"), (474, "2 A")),
    ]
    facts = facts_of_pdf(pdfgen.placed_pdf(tmp_path / "qrm2.pdf", [runs]))
    assert {f.max or f.value for f in find(facts, "contact_voltage")} == {250.0, 30.0}
    assert {f.max or f.value for f in find(facts, "contact_current")} == {8.0, 2.0}
