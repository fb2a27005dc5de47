"""Conventions of module manuals and product sheets: a radio module's "Emission current"
is its transmit draw, a product of several parts states an IP code per part, and a
sentence saying the part has no such feature ("It has no current limit") gives no value
for it.

The parts are made up; nothing here copies a benchmark sheet's wording.
"""

from __future__ import annotations

from pathlib import Path

import pdfgen
from specproof.extract import Passage, extract_passage
from specproof.sections import SectionKind
from test_extract_table_conventions import facts_of_pdf, find, rows_at


def test_a_radio_modules_emission_current_is_its_supply_current_per_version(
    tmp_path: Path,
) -> None:
    runs = [
        *rows_at(50, (60, "QR-L7 Series LoRa UART Module")),
        *rows_at(90, (60, "Item"), (300, "QR-L7-470"), (420, "QR-L7-868")),
        *rows_at(104, (60, "Max transmit power"), (300, "20dBm"), (420, "14dBm")),
        *rows_at(118, (60, "Emission current"), (300, "105mA"), (420, "40mA")),
    ]
    facts = facts_of_pdf(pdfgen.placed_pdf(tmp_path / "qrl7.pdf", [runs]))
    # (the variant is named as the sheet's identity splits it: "470" of "QR-L7")
    drawn = {f.variant[-3:]: f.value or f.max or f.typ for f in find(facts, "supply_current")}
    assert drawn == {"470": 105, "868": 40}


def test_a_product_of_several_parts_states_an_ip_code_per_part(tmp_path: Path) -> None:
    runs = [
        *rows_at(50, (60, "BTX 40 Pond Pump Controller")),
        *rows_at(90, (60, "Float switch protection"), (320, "IP68 (submersible)")),
        *rows_at(104, (60, "Controller protection"), (320, "IP44, covered outdoor use only")),
    ]
    facts = facts_of_pdf(pdfgen.placed_pdf(tmp_path / "btx40.pdf", [runs]))
    codes = sorted(code for f in find(facts, "ip_rating") for code in f.values or [])
    assert codes == ["IP44", "IP68"]


def _passage(text: str) -> Passage:
    return Passage(text, {1: text}, SectionKind.OTHER, "LSW-9", "lsw9.pdf", "doc")


def test_a_sentence_saying_the_part_lacks_a_feature_gives_no_value_for_it() -> None:
    lacking = _passage("The LSW-9 has no current limit; keep the load within 3A.")
    assert extract_passage(lacking, "peak_output_current", phrase="current limit") == []
    stated = _passage("The LSW-9 current limit is 3A typical.")
    found = extract_passage(stated, "peak_output_current", phrase="current limit")
    assert [f.value or f.typ for f in found] == [3.0]


def test_a_battery_powered_parts_battery_voltage_is_its_supply_but_a_chargers_is_not(
    tmp_path: Path,
) -> None:
    sensor = [
        *rows_at(50, (60, "RG-5 Wireless Rain Gauge")),
        *rows_at(90, (60, "Absolute maximum ratings")),
        *rows_at(104, (60, "Battery voltage"), (320, "4.0"), (420, "V")),
        *rows_at(130, (60, "Recommended operating conditions")),
        *rows_at(144, (60, "Battery voltage"), (320, "2.0~3.4"), (420, "V")),
    ]
    facts = facts_of_pdf(pdfgen.placed_pdf(tmp_path / "rg5.pdf", [sensor]))
    assert [f.max for f in find(facts, "abs_max_supply_voltage")] == [4.0]
    assert [(f.min, f.max) for f in find(facts, "supply_voltage")] == [(2.0, 3.4)]
    charger = [
        *rows_at(50, (60, "CLQ-1 Single Cell Charger Board")),
        *rows_at(90, (60, "Input voltage"), (320, "4.5~6.0"), (420, "V")),
        *rows_at(104, (60, "Charging current"), (320, "500"), (420, "mA")),
        *rows_at(118, (60, "Battery voltage"), (320, "4.2"), (420, "V")),
    ]
    facts = facts_of_pdf(pdfgen.placed_pdf(tmp_path / "clq1.pdf", [charger]))
    assert [(f.min, f.max) for f in find(facts, "supply_voltage")] == [(4.5, 6.0)]


def test_a_register_named_beside_the_bus_address_gives_no_address() -> None:
    from specproof.extract.interfaces import i2c_addresses

    line = (
        "I2C address: 0x28 (AD0 = GND) or 0x29 (AD0 = VDD). The CHIP_ID register 0x10 reads 0x5A."
    )
    assert i2c_addresses(line, line) == {0x28, 0x29}
    # the sentence about the register goes on from a line that stated the address
    above = "The slave address is 0x28 with AD0 = GND."
    below = "Pulling CS low selects SPI. The WHO_AM_I register returns 0x5A."
    assert i2c_addresses(below, f"{above} {below}", above) == set()
    # a register map's rows under an "address" caption nearby
    row = "0x2B TEMP_OUT_L 0x00 temperature LSB"
    assert i2c_addresses(row, f"7-bit address 0x5C {row}") == set()


def test_a_sentence_about_an_alert_response_begun_on_the_line_above_gives_no_address() -> None:
    from specproof.extract.interfaces import i2c_addresses

    above = "When an alert occurs, the controller broadcasts the alert response"
    line = "address (0001 100) with the R/W bit set high. Following this, the targets answer."
    assert i2c_addresses(line, f"{above} {line}", above) == set()


def test_the_current_a_supply_must_deliver_is_read_as_the_parts_draw() -> None:
    from specproof.extract.lexicon import classify
    from specproof.sections import SectionKind as Kind

    for label in (
        "Current delivered by external power supply",
        "Minimum current provided by power",
    ):
        guess = classify(label, "current", Kind.RECOMMENDED)
        assert guess is not None and guess.field == "supply_current"


def test_a_register_reference_below_an_address_table_gives_no_bus_addresses(
    tmp_path: Path,
) -> None:
    # "Register quick reference" / "Register | Address | Reset": register offsets, however
    # much they look like 7-bit bus addresses
    runs = [
        *rows_at(50, (60, "QMB-9 motion board")),
        *rows_at(80, (60, "I2C addresses")),
        *rows_at(94, (60, "Device on the board"), (300, "ADR open"), (420, "ADR bridged")),
        *rows_at(108, (60, "Inertial unit"), (300, "0x6A"), (420, "0x6B")),
        *rows_at(130, (60, "Register quick reference")),
        *rows_at(144, (60, "Register"), (200, "Address"), (300, "Reset"), (420, "What")),
        *rows_at(158, (60, "CTRL1"), (200, "0x10"), (300, "0x00"), (420, "accel rate")),
        *rows_at(172, (60, "CTRL2"), (200, "0x11"), (300, "0x00"), (420, "gyro rate")),
    ]
    facts = facts_of_pdf(pdfgen.placed_pdf(tmp_path / "qmb9.pdf", [runs]))
    found = {v for f in find(facts, "i2c_address") for v in f.values or []}
    assert found == {"0x6A", "0x6B"}
