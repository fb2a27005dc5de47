"""Field classification of general error classes: interfaces stated by figures of other
parts, support pins read as the signal output, package lists wrapped over lines, host
timing requirements read as warm-up times, bus speeds read as data rates, bit resolutions
without a quantity, register bytes read as resolutions. Hand-built text, no datasheet."""

from __future__ import annotations

import pytest

from specproof.extract import extract_facts
from specproof.extract.identity import package_names
from specproof.extract.interfaces import SetMentions, interface_mentions, output_signal_types
from specproof.extract.lexicon import FieldGuess, classify
from specproof.extract.refine import refine_by_sentence
from specproof.extract.settle import settle_bit_resolutions
from specproof.records import Fact, Identity, Line, Page, SectionKind, Source

IDENT = Identity(device="XYZ1234")


def page(*texts: str) -> Page:
    lines = [
        Line(text=t, bbox=(40.0, 20.0 + 12 * i, 40.0 + 5 * len(t), 29.0 + 12 * i), size=9.0)
        for i, t in enumerate(texts)
    ]
    return Page(number=1, width=600, height=800, lines=lines)


def set_fact(texts: list[str], name: str) -> list[str] | None:
    facts = extract_facts("doc", "xyz.pdf", [page(*texts)], IDENT)
    found = [f for f in facts if f.field == name]
    return found[0].values if found else None


# ---------------------------------------------------------------- interfaces


def test_port_labels_of_a_figure_state_no_interface() -> None:
    # an MCU box of an example circuit: "JTAG Serial/UART" is that part's port, no statement
    assert interface_mentions("XYZ1234 JTAG Serial/UART") == []
    assert interface_mentions("Master I2C Serial") == []
    # a line with running words or an interface word still states the bus
    assert interface_mentions("23 SCL I2C serial clock (SCL)") == ["I2C"]
    assert interface_mentions("with SPI Serial Interface") == ["SPI"]
    texts = ["transferred via an I2C-compatible serial interface", "MSP430 JTAG Serial/UART"]
    assert set_fact(texts, "interface") == ["I2C"]


def test_one_shared_bus_is_no_single_bus_protocol() -> None:
    assert interface_mentions("Connecting multiple XYZ1234s to a single bus is") == []
    assert interface_mentions("The 1-Wire bus system uses a single bus master") == ["1-Wire"]
    # the name of the protocol stays
    assert interface_mentions("XYZ1234 uses a simplified single-bus communication") == [
        "single-bus"
    ]
    assert interface_mentions("2 DATA serial data, a single bus") == ["single-bus"]


def test_titles_of_application_notes_state_no_interface() -> None:
    assert interface_mentions("Application Note 3754: Single-Wire Serial Bus Carries") == []


# ---------------------------------------------------------------- output signal kinds


def test_support_pins_are_no_signal_output() -> None:
    assert output_signal_types("6 VBG Analog Output Reference bypass output") == []
    assert output_signal_types("9 XC2 Analog Output Crystal Pin 2") == []
    assert output_signal_types("19 DVDD Power Output Internal digital supply output") == []
    assert output_signal_types("off-chip 3-Axis digital output magnetometer") == []
    assert output_signal_types("12 DOUT Digital Output Serial data output") == ["digital"]
    texts = ["2 BASE Analog Output Regulator control output", "6 VBG Analog Output Reference bypass output",
             "12 DOUT Digital Output Serial data output"]  # fmt: skip
    assert set_fact(texts, "output_signal_type") == ["digital"]


# ---------------------------------------------------------------- packages


def test_packages_named_with_their_pin_count() -> None:
    assert package_names("Available in 8-Pin SO (150 mils), 8-Pin µSOP, and") == [
        "SO-8",
        "µSOP-8",
    ]
    assert package_names("offered in the 8L SOIC package") == ["SOIC-8"]
    assert package_names("16 pin SOP-16 package") == ["SOP-16"]


def test_a_package_list_wrapped_onto_the_next_line() -> None:
    texts = [
        "● Thermostatic Controls ● Available in 8-Pin SO (150 mils), 8-Pin µSOP, and",
        "● Industrial Systems 3-Pin TO-92 Packages",
        "● Consumer Products",
        "The TO-220 package is not offered",  # a later mention is no part of the list
    ]
    assert set_fact(texts, "package") == ["SO-8", "µSOP-8", "TO-92"]
    # the list began on the line above, which has no word "package" of its own
    sets = SetMentions()
    for t in ("• SOT-223, TO-252 and", "SO-8 packages available", "• Low dropout"):
        sets.add(1, t)
    assert sets.packages is not None and sets.packages.values == ["SOT-223", "TO-252", "SO-8"]


def test_a_table_of_packages_with_body_sizes_lists_them_all() -> None:
    texts = [
        "The XYZ1234 is packaged in a 16-pin WQFN",  # prose names one first
        "Device Information(1)",
        "PART NUMBER PACKAGE BODY SIZE (NOM)",
        "XYZ1234PW TSSOP (20) 6.50 mm × 6.40 mm",
        "2 Applications XYZ1234RGY VQFN (20) 4.50 mm × 3.50 mm",
        "• Handsets",
        "XYZ1234 SOT-23 (8) 1.63 mm × 2.90 mm",
        "(1) For all available packages, see the orderable addendum",
    ]
    assert set_fact(texts, "package") == ["WQFN-16", "TSSOP-20", "VQFN-20", "SOT-23-8"]


def test_outline_codes_are_no_packages_of_their_own() -> None:
    row = "74AB123N -40 C to +125 C DIP16 plastic dual in-line package; 16 leads (300 mil) SOT38-4"
    assert package_names(row) == ["DIP16"]
    assert package_names("Fig 16. Package outline SOT109-1 (SO16)") == ["SO16"]
    assert package_names("• SOT23-8 and SOIC-8 Packages") == ["SOT23-8", "SOIC-8"]


# ---------------------------------------------------------------- times


def test_a_pulse_the_host_must_hold_is_no_warm_up_time() -> None:
    assert classify("tDWAKE", "time", SectionKind.TIMING, "tDWAKE") is None
    assert classify("Minimum time nWAKE should be de-asserted", "time", SectionKind.TIMING) is None
    # a pulse width the row names is an interface timing, answered only when asked by kind
    width = classify("nRESET pulse width tW", "time", SectionKind.TIMING)
    assert width is not None and width.field == "response_time"
    # the pulsed test of a power transistor's rows is no timing of the part
    assert classify("Pulse width ≤ 300 µs; duty cycle ≤ 2 %", "time", SectionKind.OTHER) is None
    wake = classify("tWAKE", "time", SectionKind.TIMING, "tWAKE")
    assert wake is not None and wake.field == "warm_up_time"
    up = classify("Wake-up time", "time", SectionKind.TIMING)
    assert up is not None and up.field == "warm_up_time"


def test_recovery_from_a_low_power_state_and_the_wait_after_power_up_are_warm_up_times() -> None:
    for label in ("Full recovery from sleep mode requires", "VDD (min) to first command"):
        guess = classify(label, "time", SectionKind.TIMING)
        assert guess is not None and guess.field == "warm_up_time", label


def test_the_time_from_power_until_the_part_first_answers_is_a_warm_up_time() -> None:
    for label in (
        "Power-up to first SPI read",
        "Plug-in -> output on",
        "Power-on until first command",
    ):
        guess = classify(label, "time", SectionKind.ELECTRICAL)
        assert guess is not None and guess.field == "warm_up_time", label


def test_a_chain_of_row_symbols_is_named_by_its_last() -> None:
    # a wrapped table glued the symbols of the rows above to this row's own
    assert classify("tWAKE tSTART tDWAKE", "time", SectionKind.TIMING, "tWAKE") is None
    start = classify("tWAKE tSTART", "time", SectionKind.TIMING, "tWAKE")
    assert start is not None and start.field == "warm_up_time"
    # capitalised words are no symbols
    rate = classify("MAXIMUM SAMPLE RATE", "frequency", SectionKind.OTHER, "RATE")
    assert rate is not None and rate.field == "data_rate"


# ---------------------------------------------------------------- rates


@pytest.mark.parametrize("label", ["USB suspend current host asleep", "Suspend mode current"])
def test_a_usb_suspend_current_is_a_standby_current(label: str) -> None:
    guess = classify(label, "current", SectionKind.ELECTRICAL)
    assert guess is not None and guess.field == "standby_current", label


@pytest.mark.parametrize("label", ["Ranging rate", "Measurement rate", "Display refresh rate"])
def test_a_rate_of_the_parts_own_readings_is_its_data_rate(label: str) -> None:
    guess = classify(label, "frequency", SectionKind.ELECTRICAL)
    assert guess is not None and guess.field == "data_rate", label


def test_a_bus_speed_is_no_data_rate() -> None:
    assert classify("SPI maximum data rate", "bitrate") is None
    uart = classify("UART up to", "bitrate")
    assert uart is not None and uart.field == "baud_rate"
    air = classify("RF air data rate", "bitrate")
    assert air is not None and air.field == "data_rate"
    clock = classify("SPI data rate", "frequency")
    assert clock is not None and clock.field == "spi_clock_frequency"
    guess = FieldGuess("data_rate", confidence=0.75)
    spi = "The SPI is a standard SPI with a maximum data rate of 10Mbps."
    assert refine_by_sentence(guess, "bitrate", spi) is None
    uart_line = "The UART supports a data rate of up to 5 Mbps"
    refined = refine_by_sentence(guess, "bitrate", uart_line)
    assert refined is not None and refined.field == "baud_rate"
    radio = "Select data rate 1Mbps or 2Mbps on air; the SPI reads the payload"
    assert refine_by_sentence(guess, "bitrate", radio) == guess
    odr = "Output data rate of 100 Hz, read over I2C"
    assert refine_by_sentence(guess, "frequency", odr) == guess


def test_channel_spacing_is_no_data_rate() -> None:
    label = "Non-overlapping channel spacing @ 2Mbps air data rate"
    assert classify(label, "frequency") is None


# ---------------------------------------------------------------- resolutions and ranges


def _fact(fld: str, quantity: str | None, unit: str, quote: str, dim: str) -> Fact:
    return Fact(
        device="XYZ1234",
        field=fld,
        source=Source("xyz.pdf", 1, quote),
        quantity=quantity,
        value=12.0,
        unit=unit,
        dimension=dim,
    )


def test_bit_resolution_of_a_thermometer_is_a_temperature_resolution() -> None:
    facts = [
        _fact("measurement_range", "temperature", "°C", "Measures -55°C to +125°C", "temperature"),
        _fact("resolution", "voltage", "Bits", "Programmable Resolution from 9 Bits to 12 Bits", "bits"),
        _fact("resolution", "voltage", "bit", "built-in 14-bit analog-to-digital converter", "bits"),
    ]  # fmt: skip
    settle_bit_resolutions(facts)
    # the ADC inside a thermometer digitises temperature: its bits are the output word of the
    # one measured quantity (judged so blind, fact_sample_2028); a row naming an electrical
    # input ("ADC voltage resolution") keeps the voltage reading
    assert [f.quantity for f in facts[1:]] == ["temperature", "temperature"]
    # a device measuring two quantities leaves the reading as it was
    two = [*facts, _fact("accuracy", "relative_humidity", "%RH", "±2 %RH", "humidity")]
    two[1].quantity = "voltage"
    settle_bit_resolutions(two)
    assert two[1].quantity == "voltage"
    # an accuracy alone states no measuring range: what the part measures stays open
    alone = [two[3], _fact("resolution", "voltage", "Bit", "Resolution: 16Bit", "bits")]
    settle_bit_resolutions(alone)
    assert alone[1].quantity == "voltage"


def test_a_register_byte_is_no_resolution() -> None:
    assert classify("BYTE 0 TEMPERATURE LSB (50h)", "temperature") is None
    lsb = classify("Temperature 1 LSB", "temperature")
    assert lsb is not None and lsb.field == "resolution"


def test_grade_temperature_range_is_the_operating_range() -> None:
    for label in ("Industrial temp range:", "Industrial temp range"):
        g = classify(label, "temperature", SectionKind.FEATURES, None, 2)
        assert g is not None and g.field == "operating_temperature"


def test_figures_of_other_quantities_are_no_sensed_range() -> None:
    assert classify("ΔF Tolerance", "concentration") is None  # a crystal's ppm
    assert classify("Current sense gain error", "length") is None  # "m%" read as metres
    assert classify("ZRO Variation Over Temperature", "angular_rate", n_bounds=2) is None
    solder = "lead-free soldering of components measuring less than"
    assert classify(solder, "length") is None


# ---------------------------------------------------------------- kindred labels


def test_a_drawing_title_rates_nothing() -> None:
    label = "Functional Block Diagram VCC"
    assert classify(label, "voltage", SectionKind.ABS_MAX, "VCC") is None
    assert classify("Typical Application 3.3V Supply", "voltage") is None


def test_logic_level_of_an_output_is_an_output_level() -> None:
    low = classify("Logic Low Output nINT", "voltage", SectionKind.ELECTRICAL)
    assert low is not None and low.field == "output_low_voltage"
    # the symbol says it: an output named in the test condition changes nothing
    vil = classify("Vout = Nominal Output Voltage (Regulator ON) VIL", "voltage")
    assert vil is not None and vil.field == "input_low_voltage"
    inp = classify("Logic Low Input", "voltage", SectionKind.ELECTRICAL)
    assert inp is not None and inp.field == "input_low_voltage"


def test_an_output_pin_rating_is_no_supply_or_input_rating() -> None:
    assert classify("CPOUT (2.5V ≤ VDD ≤ 3.6V )", "voltage", SectionKind.ABS_MAX) is None
    assert classify("REGOUT", "voltage", SectionKind.ABS_MAX, "REGOUT") is None
    vdd = classify("Supply Voltage, VDD", "voltage", SectionKind.ABS_MAX, "VDD")
    assert vdd is not None and vdd.field == "abs_max_supply_voltage"


def test_handling_of_a_sealed_bag_is_no_storage_rating() -> None:
    label = "After opening moisture-sealed bag 168 hours -- Storage conditions: ambient"
    assert classify(label, "temperature", SectionKind.STORAGE, None, 1) is None
    tstg = classify("Storage temperature range", "temperature", SectionKind.ABS_MAX, None, 2)
    assert tstg is not None and tstg.field == "storage_temperature"


def test_a_bus_pull_up_time_is_no_response_time() -> None:
    # a row glued to the conversion-time row above it by a wrapped table
    label = "Temperature Conversion Time tCONV Time to Strong Pullup On tSPON"
    assert classify(label, "time", SectionKind.TIMING, "tCONV") is None
    conv = classify("Temperature Conversion Time tCONV", "time", SectionKind.TIMING, "tCONV")
    assert conv is not None and conv.field == "response_time"


def test_a_crystal_tolerance_hyphenated_is_no_gas() -> None:
    assert classify("quency accuracy of", "concentration") is None


def test_rows_of_equal_values_under_different_symbols_are_two_parameters() -> None:
    from specproof.extract.settle import settle

    def row(symbol: str, name: str) -> Fact:
        f = Fact(
            device="FL8",
            field="supply_current",
            source=Source("fl8.pdf", 3, f"{name} {symbol} 15 22 mA"),
        )
        f.typ, f.max, f.unit, f.symbol = 15.0, 22.0, "mA", symbol
        return f

    kept = settle([row("IDD5", "Current Block Erase"), row("IDD6", "Current Full Erase")])
    assert sorted(f.symbol for f in kept) == ["IDD5", "IDD6"]


def test_a_regulators_supply_current_is_its_quiescent_current() -> None:
    from specproof.extract.settle import settle

    def fact_of(field: str, quote: str, **values: float) -> Fact:
        f = Fact(device="LR3", field=field, source=Source("lr3.pdf", 2, quote))
        for name, value in values.items():
            setattr(f, name, value)
        return f

    draw = fact_of("supply_current", "Supply current IDD 1.2 2.5 uA", typ=1.2, max=2.5)
    kept = settle([fact_of("dropout_voltage", "Dropout voltage 250 mV", typ=0.25), draw])
    assert draw in kept and draw.field == "quiescent_current"
    sensor_draw = fact_of("supply_current", "Supply current 40 uA", max=40.0)
    assert settle([sensor_draw])[0].field == "supply_current"


def _sheet_fact(field: str, quote: str, **values: float) -> Fact:
    f = Fact(device="PX2", field=field, source=Source("px2.pdf", 2, quote))
    for name, value in values.items():
        setattr(f, name, value)
    return f


def test_a_sensors_output_voltage_is_its_analog_signal_not_a_rail() -> None:
    """A part that states what it measures, regulates nothing and drives at most a signal
    load: its "output voltage" rows are the measured signal (analog_output_voltage)."""
    from specproof.extract.settle import settle

    out = _sheet_fact("output_voltage", "Output voltage at 40 cm 1.1 1.3 1.5 V", si_typ=1.3)
    kept = settle([
        _sheet_fact("measurement_range", "Detecting distance 10 to 150 cm", si_min=0.1, si_max=1.5),
        _sheet_fact("output_current", "Output load current 0 100 uA", si_max=1e-4),
        out,
    ])  # fmt: skip
    assert out in kept and out.field == "analog_output_voltage"


def test_an_amplifier_modules_output_voltage_beside_its_input_signal_range_is_its_signal() -> None:
    # an EMG or photodiode amplifier module states the small signal its input takes: what
    # comes out is that signal amplified, no rail for other parts
    from specproof.extract.settle import settle

    out = _sheet_fact("output_voltage", "Envelope output VOUT 0.05 ... 3.2 V", si_max=3.2)
    taken = _sheet_fact("analog_input_range", "Input range VIN ±2.5 mV", si_max=2.5e-3)
    kept = settle([taken, out])
    assert out in kept and out.field == "analog_output_voltage"


@pytest.mark.parametrize(
    "other",
    [
        _sheet_fact("output_current", "Charge current 450 500 550 mA", si_max=0.55),
        _sheet_fact("dropout_voltage", "Dropout 180 mV", si_typ=0.18),
    ],
)
def test_a_part_that_delivers_power_keeps_its_output_voltage_a_rail(other) -> None:
    from specproof.extract.settle import settle

    out = _sheet_fact("output_voltage", "Regulated output voltage 4.2 V", si_typ=4.2)
    measured = _sheet_fact("measurement_range", "Battery voltage range 0 to 5 V", si_max=5.0)
    kept = settle([measured, other, out])
    assert out in kept and out.field == "output_voltage"


@pytest.mark.parametrize(
    ("label", "symbol"),
    [
        ("Output On Voltage", "VOUT(SAT)"),
        ("Collector-Emitter Saturation Voltage", "VCE(sat)"),
        ("Output saturation voltage", None),
    ],
)
def test_an_open_collector_outputs_on_level_is_its_low_level(label, symbol) -> None:
    guess = classify(label, "voltage", symbol=symbol)
    assert guess is not None and guess.field == "output_low_voltage"


def test_a_nominal_value_and_its_range_in_one_phrase_are_one_specification() -> None:
    from specproof.extract.settle import settle

    quote = "Operating voltage DC 12V (10.8V~13.2V)"
    nominal = _sheet_fact("supply_voltage", quote, value=12.0, si_value=12.0)
    span = _sheet_fact("supply_voltage", quote, min=10.8, max=13.2, si_min=10.8, si_max=13.2)
    for f in (nominal, span):
        f.unit = "V"
    kept = settle([nominal, span])
    assert [(f.min, f.typ, f.max) for f in kept] == [(10.8, 12.0, 13.2)]
    # a value outside the range is another figure, kept as such
    other = _sheet_fact("supply_voltage", quote, value=15.0, si_value=15.0)
    rng = _sheet_fact("supply_voltage", quote, min=10.8, max=13.2)
    other.unit = rng.unit = "V"
    assert len(settle([other, rng])) == 2


def test_a_sheets_only_rail_named_logic_supply_is_its_supply() -> None:
    from specproof.extract.settle import settle

    logic = _sheet_fact("logic_supply_voltage", "Logic supply voltage VDD 3.0 5.5 V", si_max=5.5)
    assert settle([logic])[0].field == "supply_voltage"
    # a driver that also states its load rail keeps the logic rail apart
    logic = _sheet_fact("logic_supply_voltage", "Logic supply voltage VDD 3.0 5.5 V", si_max=5.5)
    load = _sheet_fact("load_supply_voltage", "Motor supply VM 8 45 V", si_max=45.0)
    assert {f.field for f in settle([logic, load])} == {
        "logic_supply_voltage",
        "load_supply_voltage",
    }


@pytest.mark.parametrize("label", ["Operates from", "Operates over", "Runs from"])
def test_the_range_a_part_operates_from_is_its_supply(label: str) -> None:
    guess = classify(label, "voltage")
    assert guess is not None and guess.field == "supply_voltage"


def test_a_continuation_row_labelled_with_the_io_rail_is_the_io_supply() -> None:
    from specproof.extract.settle import settle

    core = _sheet_fact("supply_voltage", "Supply Voltage VDD Referenced to AGND 2.4 3.0 3.6 V")
    io = _sheet_fact("supply_voltage", "VDDIO Referenced to DGND 1.65 1.8 VDD V")
    kept = settle([core, io])
    assert [f.field for f in kept] == ["supply_voltage", "io_supply_voltage"]


def test_a_part_whose_only_rail_is_its_io_supply_runs_from_it() -> None:
    # "Core supply 1.2 V is generated by an internal LDO from VCC_IO": VCC_IO is the supply
    from specproof.extract.refine import refine_by_sentence
    from specproof.extract.settle import settle

    inside = "Core supply 1.2 V is generated by an internal LDO from VCC_IO."
    assert refine_by_sentence(FieldGuess("supply_voltage"), "voltage", inside) is None
    io = _sheet_fact("io_supply_voltage", "I/O supply voltage VCC_IO 3.0 3.3 3.6 V", min=3.0)
    kept = settle([io])
    assert {f.field for f in kept} == {"io_supply_voltage", "supply_voltage"}
    core = _sheet_fact("supply_voltage", "Core supply VDD 1.1 1.2 1.3 V", min=1.1)
    assert [f.field for f in settle([core, io])] == ["supply_voltage", "io_supply_voltage"]


def test_a_chargers_termination_voltage_is_its_output_and_the_input_to_reach_it_is_a_supply() -> (
    None
):
    term = classify("Termination voltage VTERM", "voltage", SectionKind.ELECTRICAL, "VTERM")
    assert term is not None and term.field == "output_voltage"
    need = classify("Minimum VIN to reach VTERM", "voltage", SectionKind.ELECTRICAL)
    assert need is not None and need.field == "supply_voltage"


@pytest.mark.parametrize(
    "label",
    [
        "Current out of the 3V3 pin",
        "Current from the 5V output",
        "current available at the AUX terminal",
    ],
)
def test_the_current_a_supply_pin_gives_out_is_an_output_current(label: str) -> None:
    for section in (SectionKind.ELECTRICAL, SectionKind.ABS_MAX):
        guess = classify(label, "current", section)
        assert guess is not None and guess.field == "output_current", (label, section)


def test_an_ordering_tables_temperature_range_is_the_codes_grade() -> None:
    # the "Temperature range" column of an ordering table rates each code's operating span;
    # a sensor's own "Temperature range" row elsewhere stays its measuring range
    ordering = classify("Temperature range", "temperature", SectionKind.ORDERING, n_bounds=2)
    assert ordering is not None and ordering.field == "operating_temperature"
    sensor = classify("Temperature range", "temperature", SectionKind.ELECTRICAL, n_bounds=2)
    assert sensor is not None and sensor.field == "measurement_range"
