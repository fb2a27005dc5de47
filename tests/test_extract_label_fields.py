"""Which field and quantity a label names (the lexicon), on synthetic labels worded
unlike any benchmark sheet: bit resolutions of what a sensor measures, SPI clock pins
under an I2C symbol, operating-voltage words over a "VS" symbol, the "IOVDD" rail,
numbered energy modes, OFF-state and power-down currents, a module's own peak draw,
ground symbols, clock limits, tolerances that are no ranges, units a label implies, and
a regulator's supply input among its absolute ratings."""

from __future__ import annotations

import pytest

from specproof.extract.lexicon import FieldGuess, classify
from specproof.extract.refine import implied_unit, plausible, refine_by_condition
from specproof.extract.settle import settle_bit_resolutions
from specproof.records import Fact, SectionKind, Source
from specproof.units import parse_quantity

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


# ---------------------------------------------------------------- modes, symbols, tolerances


def test_power_down_condition_makes_a_supply_current_a_standby_current() -> None:
    guess = FieldGuess("supply_current")
    assert refine_by_condition(guess, "Power-down current at 25°C").field == "standby_current"
    assert refine_by_condition(guess, "Sleep mode, VDD = 3 V").field == "standby_current"
    # a pin named SLEEP, or an operating mode, is no low-power mode
    assert refine_by_condition(guess, "VM = 5 V, nSLEEP = 0 V").field == "supply_current"
    assert refine_by_condition(guess, "SLEEP = 1, operating").field == "supply_current"
    assert refine_by_condition(guess, "Operating current at 25°C").field == "supply_current"


def test_ground_symbol_is_no_supply_rating() -> None:
    assert classify("VSS", "voltage", SectionKind.ABS_MAX, "VSS") is None
    assert classify("GND", "voltage", SectionKind.ABS_MAX, "GND") is None
    guess = classify("Supply voltage VDD to VSS", "voltage", SectionKind.ABS_MAX, "VDD")
    assert guess is not None and guess.field == "abs_max_supply_voltage"


def test_a_short_circuit_current_is_no_supply_current() -> None:
    # "ISHORT" starts like a supply-current symbol ("IS..."); what flows into a shorted
    # output is no draw of the part, however the head words it
    assert classify("SHORT CURRENT ISHORT", "current", EC, "ISHORT") is None
    assert classify("Output short current", "current", EC) is None
    assert classify("Short-circuit current", "current", EC) is None
    assert _field("Supply current ISS", "current") == ("supply_current", None)


def test_fmax_of_a_logic_device_is_its_clock_limit() -> None:
    guess = classify("fmax maximum frequency", "frequency", SectionKind.TIMING)
    assert guess is not None and guess.field == "spi_clock_frequency"
    assert classify("fmax PWM frequency", "frequency", SectionKind.TIMING) is None


def test_symbol_column_input_levels_win_over_a_threshold_group() -> None:
    guess = classify("VIH", "voltage", SectionKind.ELECTRICAL, "VIH")
    assert guess is not None and guess.field == "input_high_voltage"


def test_drawing_tolerance_in_mm_is_no_accuracy() -> None:
    assert classify("Unit: mm Tolerance", "length", SectionKind.OTHER) is None
    guess = classify("Ranging accuracy", "length", SectionKind.OTHER)
    assert guess is not None and guess.field == "accuracy"


def test_tolerances_are_no_environmental_ranges() -> None:
    tol = parse_quantity("±5 %RH")
    assert tol is not None
    assert not plausible(FieldGuess("measurement_range", "relative_humidity"), tol)
    rng = parse_quantity("0 to 100 %RH")
    assert rng is not None
    assert plausible(FieldGuess("measurement_range", "relative_humidity"), rng)
    accel = parse_quantity("±16 g")
    assert accel is not None
    assert plausible(FieldGuess("measurement_range", "acceleration"), accel)


def test_one_humidity_set_point_is_no_range() -> None:
    # one bare number ("Humidity 55 %RH" of a test chamber) is no range and no limit
    guess = classify("Humidity", "humidity", SectionKind.ELECTRICAL, n_bounds=1)
    point = parse_quantity("55 %RH")
    assert point is not None
    assert guess is None or not plausible(guess, point)
    guess = classify("Humidity range", "humidity", SectionKind.ELECTRICAL, n_bounds=2)
    assert guess is not None and guess.field == "measurement_range"


# ---------------------------------------------------------------- a regulator's inputs


def _voltage_field(
    label: str, section: SectionKind = SectionKind.ABS_MAX, symbol: str | None = None
) -> str | None:
    guess = classify(label, "voltage", section, symbol)
    return guess.field if guess else None


def test_supply_input_of_a_regulator_is_a_supply_rating() -> None:
    assert _voltage_field("Input Voltage", symbol="VIN") == "abs_max_supply_voltage"
    assert _voltage_field("Input voltage (Note 1)", symbol="VIN") == "abs_max_supply_voltage"
    assert _voltage_field("Input supply voltage") == "abs_max_supply_voltage"
    assert _voltage_field("VIN to GND", symbol="VIN") == "abs_max_supply_voltage"


def test_signal_inputs_stay_input_ratings() -> None:
    assert _voltage_field("Input voltage on any control pin (CS, SCL/SPC)", symbol="Vin") == (
        "abs_max_input_voltage"
    )
    assert _voltage_field("Input voltage SCL, SDA, ALERT") == "abs_max_input_voltage"
    assert _voltage_field("Analog input voltage", symbol="VIN") == "abs_max_input_voltage"
    assert _voltage_field("Input voltage", symbol="VI") == "abs_max_input_voltage"
    assert _voltage_field("SDA, SCL") == "abs_max_input_voltage"
    assert _voltage_field("EN input voltage", symbol="VIN") == "abs_max_input_voltage"


@pytest.mark.parametrize(
    ("label", "field"),
    [
        ("IN, OUT", "abs_max_supply_voltage"),  # a load switch's power input, bare "IN"
        ("VIN, VOUT", "abs_max_supply_voltage"),  # two pins opening with the supply
        ("EN, ILIM", "abs_max_input_voltage"),  # control pins: an input rating
    ],
)
def test_a_two_pin_rating_opening_with_the_power_input_is_the_supply_rating(
    label: str, field: str
) -> None:
    guess = classify(label, "voltage", SectionKind.ABS_MAX, n_bounds=2)
    assert guess is not None and guess.field == field


def test_numbered_inputs_are_no_supply_rating() -> None:
    guess = classify("IN1, IN2", "voltage", SectionKind.ABS_MAX, n_bounds=2)
    assert guess is None or guess.field != "abs_max_supply_voltage"


def test_a_motors_rated_current_per_phase_is_its_draw() -> None:
    guess = classify("Rated current per phase", "current", SectionKind.OTHER, n_bounds=1)
    assert guess is not None and guess.field == "supply_current"


@pytest.mark.parametrize(
    ("label", "field"),
    [
        # ADI's "VS" is the supply: its operating range is the supply range
        ("Operating Range VS", "supply_voltage"),
        # a dimmer's or driver's load voltage is no I/O rail, whatever its symbol
        ("Load voltage VL", "load_supply_voltage"),
        ("I/O supply voltage VL", "io_supply_voltage"),
    ],
)
def test_a_labels_words_decide_over_a_symbol_shared_by_two_fields(label: str, field: str) -> None:
    got = _field(label, "voltage", n=2)
    assert got is not None and got[0] == field


# ---------------------------------------------------------------- supplies named otherwise


@pytest.mark.parametrize(
    ("label", "field"),
    [
        # a device powered from its field bus: the bus is its supply
        ("Bus voltage", ("supply_voltage", None)),
        ("Betriebsspannung / Bus voltage", ("supply_voltage", None)),
        # a power monitor's bus voltage is what it measures
        ("Bus voltage measurement range", ("measurement_range", "voltage")),
        # "Spannung" is German for voltage, not a measuring span
        ("Versorgungsspannung / Supply voltage", ("supply_voltage", None)),
        # an output stage's own rail beside the core's
        ("VDDQ Output driver supply voltage", ("io_supply_voltage", None)),
    ],
)
def test_supplies_named_by_their_bus_language_or_output_rail(label: str, field: tuple) -> None:
    assert _field(label, "voltage", n=2) == field


@pytest.mark.parametrize(
    ("label", "dim", "field"),
    [
        ("Flow range (full scale)", "flow", ("measurement_range", "flow_rate")),
        # what the flow costs in pressure is no pressure the part measures
        ("Pressure drop at full scale", "pressure", None),
        # the air a flow or light sensor works in, unless it measures humidity
        ("Humidity (non-condensing)", "humidity", ("operating_humidity", None)),
        (
            "Humidity measuring range (non-condensing)",
            "humidity",
            ("measurement_range", "relative_humidity"),
        ),
    ],
)
def test_flows_pressure_drops_and_the_air_a_part_works_in(label: str, dim: str, field) -> None:
    assert _field(label, dim, n=2) == field


@pytest.mark.parametrize(
    ("label", "n", "field"),
    [
        # an integrated regulator's output stated as a range is the part's output spec
        ("Regulator output voltage", 2, ("output_voltage", None)),
        # a lone value of a rail the part makes for itself is none
        ("Regulator output", 1, None),
        # a protection board or controller sits on its pack
        ("Pack voltage range", 2, ("supply_voltage", None)),
    ],
)
def test_regulator_outputs_and_pack_voltages(label: str, n: int, field) -> None:
    assert _field(label, "voltage", n=n) == field


def test_a_passive_sensors_excitation_is_its_supply() -> None:
    assert _field("Excitation voltage", "voltage", n=2) == ("supply_voltage", None)
    assert _field("Bridge excitation current", "current", n=1) == ("supply_current", None)


@pytest.mark.parametrize(
    "label",
    ["Reading current, KTR-9A at 20 dBm", "Ranging current", "Scanning current (LED on)",
     "Programming current, page write", "Bus current IBUS", "Backplane current (5 V)"],
)  # fmt: skip
def test_the_current_drawn_while_the_part_does_its_work_is_its_supply_current(label: str) -> None:
    assert _field(label, "current") == ("supply_current", None)


def test_a_field_bus_voltage_row_is_the_supply_of_a_bus_powered_part() -> None:
    # "Bus voltage | VBUS | 12 36 42 V" of an M-Bus or KNX slave: the bus powers it
    guess = classify("Bus voltage VBUS", "voltage", SectionKind.RECOMMENDED, "VBUS", 3)
    assert guess is not None and guess.field == "supply_voltage"


@pytest.mark.parametrize(
    ("label", "field"),
    [
        ("VIN(ON)", "input_high_voltage"),
        ("VIN(OFF)", "input_low_voltage"),
        ("Field supply voltage", "load_supply_voltage"),
    ],
)
def test_a_digital_inputs_on_and_off_ranges_and_a_field_supply(label: str, field: str) -> None:
    # an I/O module's "VIN(ON) 15 30 V" is the level read as on, no supply; its field supply
    # feeds the actuators, apart from the module's own
    assert _field(label, "voltage") == (field, None)


def test_a_display_data_channel_clock_is_an_i2c_clock() -> None:
    # HDMI's DDC is an I2C bus: "DDC clock frequency SCL_SNK 100 kHz"
    assert _field("DDC clock frequency SCL_SNK", "frequency") == ("i2c_clock_frequency", None)


@pytest.mark.parametrize(
    "label",
    ["Current, all LEDs lit, level 7", "Current (backlight on)", "Current: pump running dry"],
)
def test_a_parameter_named_current_alone_then_its_state_is_the_parts_draw(label: str) -> None:
    # a module table's "Current, <state>" row: what the module takes in that state
    assert _field(label, "current") == ("supply_current", None)


@pytest.mark.parametrize(
    ("label", "field"),
    [
        ("Segment current (R = 12 kΩ) ISEG", "output_current"),
        ("Digit drive current", "output_current"),
        ("Charge current set by RPROG ISET", None),
    ],
)
def test_a_symbol_spelling_what_the_current_is_for_is_no_supply_current(
    label: str, field: str | None
) -> None:
    # ISEG, ISET: an LED driver's segment current, a charger's programmed current; the
    # "IS" of a supply symbol does not make them the part's draw
    guess = _field(label, "current")
    assert guess is None or guess[0] != "supply_current"
    if field is not None:
        assert guess == (field, None)


@pytest.mark.parametrize(
    ("label", "dim", "field"),
    [
        # a stepper driver's current per phase is what its bridges deliver; a motor's own
        # "rated current per phase" is what it draws
        ("Current per phase, still air", "current", "output_current"),
        ("Rated current per phase", "current", "supply_current"),
        # "Sensed current range", "Measured current range IP": the span a sensor reads
        ("Measured current range IP", "current", "measurement_range"),
        # "Output swing, -50 A ... +50 A": the span a sensor's output covers
        ("Output swing, full scale", "voltage", "analog_output_voltage"),
    ],
)
def test_a_driver_phase_a_sensed_range_and_an_output_swing(
    label: str, dim: str, field: str
) -> None:
    guess = _field(label, dim)
    assert guess is not None and guess[0] == field


def test_a_command_tables_zero_argument_is_no_baud_rate() -> None:
    # "AT+UART<n> 0 serial speed" of a command table: the default argument, no link rate
    guess = FieldGuess("baud_rate")
    assert not plausible(guess, parse_quantity("0 bps"))
    assert plausible(guess, parse_quantity("9600 bps"))


def test_a_signal_pins_voltage_range_is_no_supply_voltage() -> None:
    """ "IN pin voltage VIN 0 - 5.5 V" of a low-side driver, "PWM pin voltage", "Logic input
    voltage": how far a signal pin may be driven, never the supply, although "VIN" is
    many sheets' supply pin; a supply pin's own ("VDD pin voltage") stays the supply."""
    rec = SectionKind.RECOMMENDED
    assert _field("IN pin voltage VIN", "voltage", rec) is None
    assert _field("PWM pin voltage", "voltage", rec) is None
    assert _field("Logic input voltage VIN", "voltage", rec) is None
    assert _field("VDD pin voltage", "voltage", rec) == ("supply_voltage", None)
    assert _field("Input voltage VIN", "voltage", rec) == ("supply_voltage", None)


def test_an_input_surge_voltage_is_a_limit_not_a_supply_range() -> None:
    """DC-DC module sheets list "Input voltage, surge (100 ms max.)" or "Surge Voltage
    (1 sec. max.)" beside the input range: a transient the module survives, never a
    voltage it runs from; a surge test between coil and contacts stays no rating."""
    ec = SectionKind.ELECTRICAL
    assert _field("Input voltage, surge", "voltage", ec) == ("abs_max_supply_voltage", None)
    assert _field("Surge voltage (1 s max.)", "voltage", ec) == ("abs_max_supply_voltage", None)
    assert _field("Surge withstand voltage, coil to contacts", "voltage", ec) is None


def test_a_switch_modules_signal_input_rows_are_its_input_level_and_rating() -> None:
    """A MOSFET or relay module's "Signal input, load fully on | 3.3 - 5 V" is the level
    its input reads as on; "Control input, never above | 15 V" is the input's rating."""
    feat = SectionKind.FEATURES
    assert _field("Signal input, load fully on", "voltage", feat, 2) == (
        "input_high_voltage",
        None,
    )
    assert _field("Trigger input, output off", "voltage", feat) == ("input_low_voltage", None)
    assert _field("Control input, never above", "voltage", feat) == (
        "abs_max_input_voltage",
        None,
    )


def test_an_isolated_inputs_on_and_off_thresholds_are_its_input_levels() -> None:
    """An opto-isolated input's "ON threshold (input read as 1) ≥ 11 V" is the level it
    reads as high; a lockout's or a charger's on threshold is its supply's, no input's."""
    ec = SectionKind.ELECTRICAL
    assert _field("ON threshold (input read as 1)", "voltage", ec) == ("input_high_voltage", None)
    assert _field("OFF threshold (input read as 0)", "voltage", ec) == ("input_low_voltage", None)
    # (a lockout's on threshold is its supply's threshold)
    assert _field("UVLO on threshold", "voltage", ec) == ("supply_threshold_voltage", None)
