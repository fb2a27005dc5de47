"""Which hex and binary numbers of a datasheet are the device's I2C address, each
convention proved on a small generated PDF."""

from __future__ import annotations

from pathlib import Path

import pdfgen
from specproof.extract.interfaces import denies_bus, interface_mentions
from test_extract_table_conventions import facts_of_pdf, rows_at


def addresses(tmp_path: Path, *rows: list[pdfgen.Placed]) -> dict[str | None, list[str]]:
    runs = [cell for row in rows for cell in row]
    facts = facts_of_pdf(pdfgen.placed_pdf(tmp_path / "a.pdf", [runs]))
    return {f.variant: f.values or [] for f in facts if f.field == "i2c_address"}


def test_bytes_of_a_bus_sequence_figure_are_no_address(tmp_path: Path) -> None:
    # the address is stated in a sentence that runs over two lines; the bytes between
    # the acknowledge bits of the transaction figure are a command and its argument
    got = addresses(
        tmp_path,
        rows_at(60, (50, "HX200 Humidity Sensor")),
        rows_at(90, (50, "4. Serial Interface")),
        rows_at(106, (50, "The HX200 talks to its host over I2C. Its 7-bit bus address is")),
        rows_at(118, (50, "0x3C.")),
        rows_at(150, (50, "Figure 6. Reading the serial number")),
        rows_at(166, (50, "S"), (70, "Slave Address"), (150, "W"), (170, "ACK"), (200, "0xE5"),
                (240, "ACK"), (270, "0x1B"), (310, "ACK"), (340, "P")),
    )  # fmt: skip
    assert got == {None: ["0x3C"]}


def test_seven_bits_and_an_rw_placeholder_are_an_address(tmp_path: Path) -> None:
    got = addresses(
        tmp_path,
        rows_at(60, (50, "LM80 Light Sensor")),
        rows_at(90, (50, "Interface: I2C, device address options")),
        rows_at(106, (50, "0101 101x or 0101 110x, chosen with the ADR pin")),
    )
    assert got == {None: ["0x2D", "0x2E"]}


def test_addresses_in_a_register_map_are_register_addresses(tmp_path: Path) -> None:
    got = addresses(
        tmp_path,
        rows_at(60, (50, "LM80 Light Sensor with I2C interface")),
        rows_at(90, (50, "Table 7. Gain Control Register")),
        rows_at(106, (50, "Bit"), (120, "7"), (150, "6"), (180, "5"), (210, "4"), (400, "Address")),
        rows_at(122, (50, "GAIN"), (120, "Reserved"), (210, "GSEL"), (400, "0x1A")),
        rows_at(160, (50, "Table 8. Status Register")),
        rows_at(176, (50, "STATUS"), (120, "Reserved"), (210, "VALID"), (400, "0x1B")),
    )  # fmt: skip
    assert got == {}


def test_an_ordering_table_gives_each_sibling_part_its_own_address(tmp_path: Path) -> None:
    # a family sheet: each row of the options table states one part's address; the
    # family as a whole answers to all of them
    got = addresses(
        tmp_path,
        rows_at(60, (50, "LM80 family Light Sensors: LM801 and LM805")),
        rows_at(90, (50, "Ordering Options")),
        rows_at(106, (50, "DEVICE"), (130, "ADDRESS"), (210, "PACKAGE"), (300, "BUS LEVEL")),
        rows_at(120, (50, "LM801"), (130, "0x44"), (210, "QFN-8"), (300, "VDD")),
        rows_at(134, (50, "LM805"), (130, "0x45"), (210, "QFN-8"), (300, "1.8 V")),
    )
    assert got == {"LM801": ["0x44"], "LM805": ["0x45"], None: ["0x44", "0x45"]}


def test_a_row_naming_the_device_itself_states_its_own_address(tmp_path: Path) -> None:
    # the sheet's device and its address-pin version, one row each: the device answers to
    # its own row's address, not to its sibling's too
    got = addresses(
        tmp_path,
        rows_at(60, (50, "QP310 / QP310B I2C port expander")),
        rows_at(90, (50, "Type"), (130, "ADR pin"), (210, "7-bit address")),
        rows_at(104, (50, "QP310"), (130, "none (fixed)"), (210, "0x3A")),
        rows_at(118, (50, "QP310B"), (130, "GND"), (210, "0x3C")),
        rows_at(132, (50, "QP310B"), (130, "VDD"), (210, "0x3D")),
    )
    assert got[None] == ["0x3A"]
    assert "0x3C" in got["QP310B"]


def test_an_ordering_table_keeps_its_rows_when_a_cell_takes_two_words(tmp_path: Path) -> None:
    # the bus level column reads "VDD" on one row and "1.8 V" on the next, and the table
    # runs on past the lines near its "Address" head: every row is still an address row
    got = addresses(
        tmp_path,
        rows_at(60, (50, "QL40 family ambient light sensors")),
        rows_at(90, (50, "Order code"), (140, "Bus level"), (230, "Address"), (300, "Package")),
        rows_at(104, (50, "QL401"), (140, "VDD"), (230, "0x23"), (300, "DFN-6")),
        rows_at(118, (50, "QL403"), (140, "1.8 V"), (230, "0x23"), (300, "DFN-6")),
        rows_at(132, (50, "QL405"), (140, "VDD"), (230, "0x5C"), (300, "DFN-6")),
        rows_at(146, (50, "QL407"), (140, "1.8 V"), (230, "0x5C"), (300, "DFN-6")),
    )
    assert got["QL405"] == got["QL407"] == ["0x5C"]
    assert got[None] == ["0x23", "0x5C"]


def test_a_sentence_giving_each_version_its_address_gives_each_its_own(tmp_path: Path) -> None:
    # "RGX410-L ... (address 0x29); RGX410-H ... (address 0x39)": one address per clause
    got = addresses(
        tmp_path,
        rows_at(60, (50, "RGX410 Colour Sensor")),
        rows_at(90, (50, "RGX410 senses red, green and blue light over I2C. RGX410-L")),
        rows_at(102, (50, "has the I2C bus at the VDD level (address 0x29); RGX410-H is for")),
        rows_at(114, (50, "a 1.8 V I2C bus (address 0x39).")),
    )
    assert got.get("RGX410-L") == ["0x29"]
    assert got.get("RGX410-H") == ["0x39"]


def test_an_address_row_of_a_versions_table_gives_each_version_its_address(
    tmp_path: Path,
) -> None:
    # "I2C slave address | - | 7-bit | 0x27 | 0x3F | -" under "LQ16-5 | LQ16-3" columns
    got = addresses(
        tmp_path,
        rows_at(60, (50, "LQ16-5 / LQ16-3 character LCD modules with I2C adapter")),
        rows_at(90, (50, "Item"), (200, "Symbol"), (270, "Condition"), (360, "LQ16-5"),
                (440, "LQ16-3"), (510, "Unit")),
        rows_at(104, (50, "I2C clock frequency"), (205, "fSCL"), (275, "max."), (365, "100"),
                (445, "100"), (512, "kHz")),
        rows_at(118, (50, "I2C slave address"), (205, "-"), (275, "7-bit"), (365, "0x27"),
                (445, "0x3F"), (512, "-")),
    )  # fmt: skip
    assert got.get("LQ16-5") == ["0x27"] and got.get("LQ16-3") == ["0x3F"]


def test_a_register_line_below_a_finished_address_sentence_gives_no_address(
    tmp_path: Path,
) -> None:
    # the line above states the bus address and ends its sentence; the chip-ID byte on
    # the next line is a register's value, not another address
    got = addresses(
        tmp_path,
        rows_at(60, (50, "QP-280 Humidity Breakout")),
        rows_at(90, (50, "Notes")),
        rows_at(106, (50, "- Bus address 0x45 by default; bridge ADR to VDD for 0x44.")),
        rows_at(118, (50, "- The WHOAMI register 0x0F returns 0x3A on every board.")),
    )
    assert got == {None: ["0x44", "0x45"]}


def test_a_display_drivers_command_bytes_are_no_address(tmp_path: Path) -> None:
    # a two-wire display driver that says it is no I2C part: the bytes of its command
    # table set its own memory's address mode, no bus address; no I2C bus is claimed
    runs = [
        *rows_at(60, (50, "DL-6 Six-Digit LED Display Board")),
        *rows_at(90, (50, "Interface: CLK and DIO lines, a two-line protocol of its own.")),
        *rows_at(106, (50, "Not I2C compatible: the frame has no address byte.")),
        *rows_at(140, (50, "Command bytes")),
        *rows_at(156, (50, "0x40"), (100, "write data, auto-increment address")),
        *rows_at(172, (50, "0x44"), (100, "write data, fixed address")),
    ]
    facts = facts_of_pdf(pdfgen.placed_pdf(tmp_path / "dl6.pdf", [runs]))
    assert not [f for f in facts if f.field == "i2c_address"]
    assert not [f for f in facts if f.field == "interface" and "I2C" in (f.values or [])]


def test_a_bus_named_to_be_denied_is_not_the_parts_bus() -> None:
    assert interface_mentions("Not I2C: the protocol looks like I2C but has no address") == []
    assert interface_mentions("Serial interface similar to SMBus, but with no ACK bit") == []
    # a bus denied beside one the part speaks keeps that one
    assert interface_mentions("SPI interface (not I2C compatible)") == ["SPI"]
    assert interface_mentions("I2C interface, no clock stretching") == ["I2C"]


def test_a_number_said_to_be_no_bus_address_denies_no_bus() -> None:
    assert (
        denies_bus("I2C", "WHO_AM_I returns 0x71 (the die's identity, not an I2C address)") is False
    )
    assert denies_bus("I2C", "Không phải I2C / Not I2C: a protocol of its own") is True
