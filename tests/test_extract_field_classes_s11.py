"""Field classes of session 11: bit resolutions of what a sensor measures, grouped binary
I2C addresses, SPI clock pins under an I2C symbol, operating-voltage words over a "VS"
symbol, numbered energy modes and OFF-state currents, a module's own peak draw, a wrapped
lowercase "voltage" label cell, the "IOVDD" rail and units a label implies. Synthetic
labels only, worded unlike any benchmark sheet."""

from __future__ import annotations

import pytest

from specproof.extract.interfaces import i2c_addresses
from specproof.extract.lexicon import (
    FieldGuess,
    classify,
    implied_unit,
    refine_by_condition,
    settle_bit_resolutions,
)
from specproof.records import Fact, SectionKind, Source

EC = SectionKind.ELECTRICAL


def _field(label: str, dim: str, section: SectionKind = EC, n: int = 1) -> tuple | None:
    g = classify(label, dim, section, None, n)
    return (g.field, g.quantity) if g else None


# ---------------------------------------------------------------- bit resolutions


@pytest.mark.parametrize(
    ("label", "quantity"),
    [
        ("Angular rate ADC output word", "angular_rate"),
        ("Gyro data resolution", "angular_rate"),
        ("Accel. converter resolution", "acceleration"),
        ("Magnetometer ADC resolution", "magnetic_field"),
        ("Thermocouple converter resolution", "temperature"),
        ("ADC resolution", "voltage"),  # an ADC chip's bits resolve its input voltage
    ],
)
def test_bit_resolution_takes_the_quantity_its_label_names(label: str, quantity: str) -> None:
    assert _field(label, "bits") == ("resolution", quantity)


def _fact(
    field: str, quantity: str | None, quote: str, dim: str = "bits", condition: str = ""
) -> Fact:
    return Fact(
        device="X1",
        field=field,
        source=Source("x1.pdf", 1, quote),
        quantity=quantity,
        dimension=dim,
        condition=condition,
    )


def test_bit_resolution_takes_the_quantity_of_its_block_title() -> None:
    facts = [
        _fact("resolution", "voltage", "Output word: 18 bit", condition="Barometric pressure"),
        _fact("resolution", "voltage", "Output word: 18 bit", condition="3.1 Thermometer data"),
        _fact("resolution", "voltage", "Data width 14 bit", condition="MAGNETOMETER OUTPUT; VDD = 3 V"),
        # a test case naming a quantity is no block title; two quantities decide nothing
        _fact("resolution", "voltage", "ADC 12 bit", condition="over operating temperature range"),
        _fact("resolution", "voltage", "ADC 12 bit", condition="Humidity and temperature"),
    ]  # fmt: skip
    settle_bit_resolutions(facts)
    assert [f.quantity for f in facts] == [
        "pressure",
        "temperature",
        "magnetic_field",
        "voltage",
        "voltage",
    ]


def test_a_sensors_builtin_adc_resolves_its_single_measured_quantity() -> None:
    facts = [
        _fact("measurement_range", "illuminance", "Range 1 to 65000 lx", "illuminance"),
        _fact("resolution", "voltage", "an integrated 16-bit A/D converter digitises it"),
        _fact("resolution", "voltage", "Aux channel ADC voltage resolution 10 bits"),
    ]
    settle_bit_resolutions(facts)
    assert facts[1].quantity == "illuminance"
    assert facts[2].quantity == "voltage"  # an electrical input named: stays a voltage


def test_an_adc_chip_keeps_voltage_bits() -> None:
    facts = [
        _fact("measurement_range", "voltage", "Full-scale input 0 to VREF", "voltage"),
        _fact("resolution", "voltage", "Resolution 12 bits"),
    ]
    settle_bit_resolutions(facts)
    assert facts[1].quantity == "voltage"


# ---------------------------------------------------------------- I2C addresses


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


# ---------------------------------------------------------------- clocks


def test_spi_clock_pin_outranks_an_i2c_style_symbol() -> None:
    assert _field("SCK input frequency fSCL", "frequency", SectionKind.TIMING) == (
        "spi_clock_frequency",
        None,
    )
    assert _field("SCL clock frequency fSCL", "frequency", SectionKind.TIMING) == (
        "i2c_clock_frequency",
        None,
    )
    assert _field("I2C SCK frequency fSCL", "frequency", SectionKind.TIMING) == (
        "i2c_clock_frequency",
        None,
    )


# ---------------------------------------------------------------- voltages


@pytest.mark.parametrize(
    "label", ["Working voltage VS", "Wide operating voltage VS(OP)", "Nominal operating voltage VS"]
)
def test_operating_voltage_words_outrank_a_vs_symbol(label: str) -> None:
    assert _field(label, "voltage", n=2) == ("supply_voltage", None)


def test_a_bare_vs_signal_stays_an_analog_output() -> None:
    assert _field("Signal output VS", "voltage", n=2) == ("analog_output_voltage", None)


def test_lowercase_voltage_cell_is_a_wrapped_label_tail() -> None:
    assert _field("voltage", "voltage", n=2) is None
    assert _field("Voltage", "voltage", n=2) == ("supply_voltage", None)


def test_io_first_rail_name_is_the_io_supply() -> None:
    assert _field("VIOVCC pad ring supply", "voltage", n=2) == ("io_supply_voltage", None)
    assert _field("IOVDD", "voltage", n=2) == ("io_supply_voltage", None)


# ---------------------------------------------------------------- currents


@pytest.mark.parametrize(
    "label",
    [
        "Supply current, EM3 stop mode IEM3",
        "EM2 deep sleep current",
        "Shut-off mode current",
        "Shutoff supply current",
        "Battery current with switch off ICC(OFF)",
    ],
)
def test_low_power_modes_are_standby_currents(label: str) -> None:
    assert _field(label, "current") == ("standby_current", None)


def test_energy_mode_in_condition_makes_a_standby_current() -> None:
    g = FieldGuess("supply_current")
    assert refine_by_condition(g, "EM4, RTC off").field == "standby_current"
    assert refine_by_condition(g, "EM0 active, 38 MHz").field == "supply_current"


def test_a_parts_peak_draw_is_a_supply_current() -> None:
    assert _field("Peak supply current", "current") == ("supply_current", None)
    assert _field("Peak current consumption", "current") == ("supply_current", None)
    assert _field("Peak output current", "current") == ("peak_output_current", None)
    peak = FieldGuess("peak_output_current", confidence=0.8)
    assert refine_by_condition(peak, "at 3.3V power supply").field == "supply_current"
    assert refine_by_condition(peak, "VM = 12 V, load 2 Ω").field == "peak_output_current"
    assert refine_by_condition(peak, "power supply 12 V, output shorted").field == (
        "peak_output_current"
    )


# ---------------------------------------------------------------- implied units


def test_a_baud_rate_label_implies_bits_per_second() -> None:
    assert implied_unit("Serial baudrate") == "bps"
    assert implied_unit("UART baud") == "bps"
    assert implied_unit("Supply current") is None


def test_a_load_dump_voltage_is_a_limit_not_a_supply_range() -> None:
    summary = SectionKind.FEATURES
    assert _field("Highest battery voltage VS(LD)", "voltage", summary) == (
        "abs_max_supply_voltage",
        None,
    )
    assert _field("Load-dump survival voltage", "voltage", summary) == (
        "abs_max_supply_voltage",
        None,
    )


def test_a_plot_axis_of_decades_is_no_grouped_address() -> None:
    assert i2c_addresses("1 10 100 1000 10000", "device address vs. load") == set()
    assert i2c_addresses("100 1000 10000", "device address vs. load") == set()


def test_a_swept_supply_or_a_ramp_rate_is_no_voltage_rating() -> None:
    assert _field("Gain drift vs VCC", "voltage", n=2) is None
    assert _field("Output level variation over supply VDD", "voltage", n=2) is None
    assert _field("Supply ramp rate VDD", "voltage", SectionKind.ABS_MAX) is None
    assert _field("Supply voltage VS", "voltage", n=2) == ("supply_voltage", None)


def test_a_self_calibration_baseline_is_no_measuring_range() -> None:
    assert _field("Auto baseline correction level", "concentration") is None
    assert _field("Measuring range", "concentration", n=2) == (
        "measurement_range",
        "gas_concentration",
    )
