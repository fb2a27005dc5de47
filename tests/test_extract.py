"""Fact extraction on hand-built pages: tables, key-value lines, buses, identity."""

from __future__ import annotations

import pytest

from specproof.extract import extract_facts
from specproof.extract.identity import detect_identity
from specproof.extract.interfaces import i2c_addresses
from specproof.extract.lexicon import classify
from specproof.records import Fact, Identity, Line, Page, SectionKind, Span

CHAR_W = 5.0  # points per character of the fake font


def line(
    *cells: tuple[float, str], top: float = 0.0, size: float = 9.0, bold: bool = False
) -> Line:
    """A visual line from (x0, text) cells, one span each."""
    spans = [Span(text, x, x + CHAR_W * len(text)) for x, text in cells]
    return Line(
        text=" ".join(s.text for s in spans),
        bbox=(spans[0].x0, top, spans[-1].x1, top + size),
        spans=spans,
        size=size,
        bold=bold,
    )


def page(number: int, *lines: Line) -> Page:
    for i, ln in enumerate(lines):
        ln.bbox = (ln.bbox[0], 20.0 + 12 * i, ln.bbox[2], 29.0 + 12 * i)
    return Page(number=number, width=600, height=800, lines=list(lines))


HEADER = line(
    (40, "Parameter"),
    (160, "Symbol"),
    (230, "Conditions"),
    (380, "Min"),
    (420, "Typ"),
    (460, "Max"),
    (500, "Unit"),
)
IDENT = Identity(device="XYZ1234", aliases=["XYZ1234-3.3"])


def facts_of(*pages: Page) -> list[Fact]:
    return extract_facts("doc", "xyz.pdf", list(pages), IDENT)


def find(facts: list[Fact], field: str) -> list[Fact]:
    return [f for f in facts if f.field == field]


def test_table_rows_keep_conditions_out_of_the_values() -> None:
    p = page(
        3,
        line((40, "ELECTRICAL CHARACTERISTICS"), bold=True, size=11),
        HEADER,
        line(
            (40, "Supply voltage"),
            (160, "VDD"),
            (380, "1.71"),
            (420, "1.8"),
            (460, "3.6"),
            (500, "V"),
        ),
        line(
            (40, "Sleep current"),
            (160, "IDDSL"),
            (230, "VDD = 3.3 V"),
            (420, "0.1"),
            (460, "0.3"),
            (500, "µA"),
        ),
        line((40, "Input high voltage"), (160, "VIH"), (380, "0.7"), (500, "V")),
        line(
            (40, "Supply current"),
            (160, "IDD"),
            (230, "VDD = 5 V"),
            (420, "150"),
            (460, "200"),
            (500, "µA"),
        ),
        line((230, "up to 125 °C"), (460, "300"), (500, "µA")),
    )
    facts = facts_of(p)
    (vdd,) = find(facts, "supply_voltage")
    assert (vdd.min, vdd.typ, vdd.max, vdd.unit) == (1.71, 1.8, 3.6, "V")
    assert vdd.si_max == 3.6 and vdd.dimension == "voltage"
    assert vdd.source.quote == "Supply voltage VDD 1.71 1.8 3.6 V" and vdd.source.page == 3
    (sleep,) = find(facts, "standby_current")
    assert (sleep.min, sleep.typ, sleep.max) == (None, 0.1, 0.3)
    assert abs(sleep.si_max - 0.3e-6) < 1e-15
    (vih,) = find(facts, "input_high_voltage")
    assert vih.min == 0.7 and vih.max is None
    supply = find(facts, "supply_current")
    assert {(f.typ, f.max) for f in supply} == {
        (150.0, 200.0),
        (None, 300.0),
    }  # continuation row inherits


def test_absolute_maximum_section_never_yields_operating_fields() -> None:
    p = page(
        2,
        line((40, "ABSOLUTE MAXIMUM RATINGS"), bold=True, size=11),
        line((40, "VDD to GND"), (300, "–0.3 to +6"), (500, "V")),
        line((40, "SDA, SCL voltage to GND"), (300, "–0.5 to +5.5"), (500, "V")),
        line((40, "Analog input voltage"), (300, "–0.3 to VDD + 0.3"), (500, "V")),
        line((40, "Storage temperature range"), (300, "–60 to +150"), (500, "°C")),
    )
    facts = facts_of(p)
    assert not find(facts, "supply_voltage")
    (vdd,) = find(facts, "abs_max_supply_voltage")
    assert (vdd.min, vdd.max) == (-0.3, 6.0) and vdd.section == SectionKind.ABS_MAX
    inputs = find(facts, "abs_max_input_voltage")
    assert {(f.min, f.max, f.expr_max) for f in inputs} == {
        (-0.5, 5.5, None),
        (-0.3, None, "VDD+0.3"),
    }
    (tstg,) = find(facts, "storage_temperature")
    assert (tstg.min, tstg.max) == (-60.0, 150.0)
    assert not find(facts, "operating_temperature")


def test_key_value_lines() -> None:
    p = page(
        1,
        line((40, "Features"), bold=True, size=11),
        line((40, "• Working Voltage DC 5 V")),
        line((40, "• Working Current 15mA")),
        line((40, "• Supply Current: measurement 0.3mA standby 60μ A")),
        line((40, "• Operating temperature: -40…+85 °C")),
        line((40, "• Accuracy: ±0.5 °C")),
        line((40, "• Interface: I²C and SPI (up to 10 MHz)")),
    )
    facts = facts_of(p)
    assert {f.value for f in find(facts, "supply_voltage")} == {5.0}
    assert {f.value for f in find(facts, "supply_current")} == {15.0, 0.3}
    assert [f.value for f in find(facts, "standby_current")] == [60.0]
    (temp,) = find(facts, "operating_temperature")
    assert (temp.min, temp.max) == (-40.0, 85.0)
    (acc,) = find(facts, "accuracy")
    assert (acc.quantity, acc.min, acc.max) == ("temperature", -0.5, 0.5)
    (bus,) = find(facts, "interface")
    assert bus.values == ["I2C", "SPI"]


def test_i2c_addresses_in_common_notations() -> None:
    assert i2c_addresses("slave address 1110110 (0x76) or 0x77", "slave address") == {0x76, 0x77}
    assert i2c_addresses("ADDR = 'H' → “1011100“", "address ADDR") == {0x5C}
    assert i2c_addresses("The slave address is b110100X", "slave address") == {0x68, 0x69}
    assert i2c_addresses("1001 A2 A1 A0", "I2C address") == {0x48 + i for i in range(8)}
    assert i2c_addresses("8-bit write address 0xEE", "address") == {0x77}
    assert i2c_addresses("register 0x76 holds", "address of register") == set()


def test_a_converters_input_current_in_a_state_is_its_own_draw() -> None:
    def field(label: str) -> str | None:
        g = classify(label, "current", SectionKind.ELECTRICAL)
        return g.field if g else None

    # a module's supply draw with nothing connected, or switched off by its enable pin
    assert field("No-load input current IQ") == "quiescent_current"
    assert field("No load input current") == "quiescent_current"
    assert field("Shutdown input current ISD") == "standby_current"
    # a logic input's current stays no draw of the part
    assert field("Input current IIN") is None
    assert field("Logic input current") is None


def test_lexicon_keeps_similar_voltages_apart() -> None:
    def field(label: str, section: SectionKind = SectionKind.ELECTRICAL) -> str | None:
        g = classify(label, "voltage", section)
        return g.field if g else None

    assert field("Supply voltage VDD") == "supply_voltage"
    assert field("Supply voltage VDDIO") == "io_supply_voltage"
    assert field("Input high voltage VIH") == "input_high_voltage"
    assert field("Output low voltage VOL") == "output_low_voltage"
    assert field("Dropout voltage") == "dropout_voltage"
    assert field("Supply voltage", SectionKind.ABS_MAX) == "abs_max_supply_voltage"
    assert field("Digital input pin voltage", SectionKind.ABS_MAX) == "abs_max_input_voltage"
    assert field("Full-scale input voltage range") == "analog_input_range"
    assert field("Power-down current") is None  # wrong dimension is never guessed
    # a character LCD's glass drive (set by its contrast) is no supply of the module
    assert field("Supply voltage for LCD (contrast) VDD–V0") is None
    assert field("Supply voltage for logic VDD–VSS") == "supply_voltage"


def test_identity_from_first_page_and_variants() -> None:
    p1 = page(
        1,
        line((40, "ABC8866"), size=20),
        line((40, "Low-dropout regulator ABC8866-3.3 and ABC8866-5.0 in SOT-223")),
        line((40, "© 2020 Texas Instruments Incorporated")),
    )
    p2 = page(2, line((40, "ABC8866-3.3 output voltage")), line((40, "SOT-223 package")))
    ident = detect_identity([p1, p2], "whatever.pdf", "")
    assert ident.device == "ABC8866"
    assert "ABC8866-3.3" in ident.aliases and "ABC8866-5.0" in ident.aliases
    assert ident.manufacturer == "Texas Instruments"


# ---------------------------------------------------------------- grouped binary I2C addresses


@pytest.mark.parametrize(
    ("line", "window", "expected"),
    [
        ("Option A 100 1010", "Variant Bus address", {0x4A}),
        ("the slave address is 1101 001.", "", {0x69}),
        ("7-bit address 1010110b on the bus", "", {0x56}),
    ],
)
def test_grouped_binary_addresses_are_read(line: str, window: str, expected: set) -> None:
    assert i2c_addresses(line, f"{window} {line}") == expected


def test_longer_bit_patterns_are_no_grouped_address() -> None:
    ctx = "slave address"
    assert i2c_addresses("value 0110 0110 1001", ctx) == set()
    assert i2c_addresses("value 0101 0110", ctx) == set()  # eight bits: a byte
    assert i2c_addresses("rev 2.101 1001", ctx) == set()


def test_a_plot_axis_of_decades_is_no_grouped_address() -> None:
    assert i2c_addresses("1 10 100 1000 10000", "device address vs. load") == set()
    assert i2c_addresses("100 1000 10000", "device address vs. load") == set()


def test_an_address_row_with_its_write_and_read_bytes_is_the_address() -> None:
    head = "Strap | Bus address (7-bit) | W | R"
    assert i2c_addresses("A0 high  0x3D  0x7A  0x7B", f"{head} A0 high") == {0x3D}
    # three bytes that are no address with its bytes stay a multi-byte value
    assert i2c_addresses("Serial 0x3D 0x11 0x7B", f"{head} Serial") == set()
