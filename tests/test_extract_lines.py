"""Key-value lines, features lists, output signal kinds, packages and identity on
hand-built pages (the layouts of hobbyist-module "spec sheets"), and how a line's
values are named: derived values, formula divisors, value postfixes, nested lists on
two-column pages, labels with parenthesised exceptions."""

from __future__ import annotations

from specproof.extract import extract_facts
from specproof.extract.identity import detect_identity, package_names
from specproof.extract.interfaces import output_signal_types
from specproof.extract.lexicon import classify
from specproof.extract.lines import (
    LineContext,
    antecedent,
    is_condition_value,
    label_tries,
    labelled_values,
    line_context_of,
    value_condition,
)
from specproof.records import Fact, Identity, Line, Page, SectionKind, Span
from specproof.units import find_quantities

IDENT = Identity(device="XYZ123")


def page(number: int, *texts: str, sizes: dict[int, float] | None = None) -> Page:
    lines = []
    for i, text in enumerate(texts):
        size = (sizes or {}).get(i, 9.0)
        top = 20.0 + 14 * i
        span = Span(text, 40, 40 + 5 * len(text))
        lines.append(Line(text, (40, top, span.x1, top + size), [span], size=size))
    return Page(number=number, width=600, height=800, lines=lines)


def facts_of(*texts: str) -> list[Fact]:
    return extract_facts("doc", "x.pdf", [page(1, *texts)], IDENT)


def one(facts: list[Fact], field: str, quantity: str | None = None) -> Fact:
    found = [f for f in facts if f.field == field and f.quantity == quantity]
    assert found, f"no {field}/{quantity} in {[(f.field, f.quantity) for f in facts]}"
    return found[0]


def test_spec_sheet_lines_with_loose_units() -> None:
    facts = facts_of(
        "Electric Parameter",
        "Working Voltage DC 5 V",
        "Working Current 15mA",
        "Detection range 300～10000ppm(flammable gas)",
        "Heater consumption PH ≤950mW",
        "Output Voltage Vs 2.5V～4.0V（in 2000ppmC3H8）",
        "Temperature range -40~80Celsius",
        "Humidity range 0-100%RH",
        "Accuracy ±2%RH",
        "Response time <5s",
    )
    assert one(facts, "supply_voltage").value == 5.0
    assert one(facts, "supply_current").value == 15.0
    gas = one(facts, "measurement_range", "gas_concentration")
    assert (gas.min, gas.max) == (300.0, 10000.0)
    assert one(facts, "power_consumption").max == 950.0
    out = one(facts, "analog_output_voltage")  # a signal output, not a regulator's output
    assert (out.min, out.max) == (2.5, 4.0)
    assert not [f for f in facts if f.field == "output_voltage"]
    temp = one(facts, "measurement_range", "temperature")
    assert (temp.min, temp.max) == (-40.0, 80.0)
    assert one(facts, "measurement_range", "relative_humidity").max == 100.0
    acc = one(facts, "accuracy", "relative_humidity")
    assert (acc.min, acc.max) == (-2.0, 2.0)
    assert one(facts, "response_time").max == 5.0
    for f in facts:
        assert f.source.quote in [ln.text for ln in page(1, f.source.quote).lines]


def test_condition_before_a_value_of_another_unit_is_no_tolerance() -> None:
    pvs = find_quantities("Accuracy: At 25℃ ±5% RH")
    assert (pvs[0].value, pvs[0].canonical) == (25.0, "°C")
    facts = facts_of("Accuracy: At 25℃ ±5% RH")
    acc = one(facts, "accuracy", "relative_humidity")
    assert (acc.min, acc.max) == (-5.0, 5.0)
    assert not [f for f in facts if f.quantity == "temperature"]


def test_symbol_comparator_is_a_condition_only_before_another_value() -> None:
    items = labelled_values("Supply current IDD < 4V 10 mA")
    assert is_condition_value(items, 0)
    items = labelled_values("Heater consumption PH ≤950mW")
    assert not is_condition_value(items, 0)
    items = labelled_values("guaranteed to regulate if the output current is greater than 10mA.")
    assert is_condition_value(items, 0)


def test_value_named_by_the_words_on_the_next_line() -> None:
    items = labelled_values("the range in proportion; we suggest to use over 60ms")
    ctx = LineContext(previous=[], following="measurement cycle, in order to prevent echoes.")
    assert any("measurement cycle" in t for t in label_tries(items, 0, ctx))
    facts = facts_of(
        "the range in proportion; we suggest to use over 60ms",
        "measurement cycle, in order to prevent echoes.",
    )
    assert one(facts, "response_time").min == 60.0


def test_bare_value_line_continues_the_label_above() -> None:
    facts = facts_of("Contact Capacity 10A 28VDC", "10A 125VAC")
    volts = sorted(f.max for f in facts if f.field == "contact_voltage" and f.max)  # ratings
    assert volts == [28.0, 125.0]


def test_column_heading_names_rows_of_part_numbers() -> None:
    facts = facts_of(
        "PACKAGE TYPE OPERATING JUNCTION",
        "TO-252 SOT-223 8L SOIC TEMPERATURE RANGE",
        "XYZ123CD XYZ123 XYZ123CS -40 to 125° C",
    )
    t = one(facts, "operating_temperature")
    assert (t.min, t.max) == (-40.0, 125.0)


def test_features_bullets_in_two_columns() -> None:
    facts = facts_of(
        "FEATURES APPLICATIONS",
        "• Output Current of 1A • 5V to 3.3V Linear Regulator",
        "• 1A output current",
    )
    assert one(facts, "output_current").value == 1.0
    assert not [f for f in facts if f.field == "output_voltage"]


def test_test_voltages_and_vibration_are_not_specs_of_the_contacts() -> None:
    facts = facts_of(
        "Between coil & contact 1500VAC 50/60HZ (1 minute)",
        "Insulation Resistance 100 MΩ Min. (500VDC)",
        "Error Operation 10 to 55Hz Double Amplitude 1.5mm",
        "Max. Allowable Power Force 800VAC/240W 1200VA/300W",
        "Operating Humidity 45 to 85% RH",
    )
    assert {f.field for f in facts} == {"operating_humidity"}


def test_output_signal_kinds() -> None:
    assert output_signal_types("Echo Pulse Output") == ["pulse"]
    assert output_signal_types("Echo Output Signal Input TTL lever signal") == ["TTL"]
    assert output_signal_types("VIOUT Analog output signal") == ["analog"]
    assert output_signal_types("Trigger Input Signal 10uS TTL pulse") == []
    assert output_signal_types("the theoretical digital output code of the A/D") == []
    facts = facts_of("Echo Pulse Output", "Echo Output Signal Input TTL lever signal")
    sig = one(facts, "output_signal_type")
    assert sorted(sig.values or []) == ["TTL", "pulse"]


def test_packages_from_a_features_line() -> None:
    text = "• SOT-223, TO-252 and SO-8 package available • Battery Powered Instrumentation"
    assert package_names(text) == ["SOT-223", "TO-252", "SO-8"]
    assert package_names("the SO-8 pinout") == []  # no word says these are packages
    facts = facts_of(text, "offered in the SOT-223 package, in the 8L SOIC and DPAK package")
    assert one(facts, "package").values == ["SOT-223", "TO-252", "SO-8"]


def test_identity_keeps_the_family_name_and_the_module_name() -> None:
    p1 = page(1, "INA219 Zero-Drift Current Monitor", "INA219B grade", sizes={0: 16.0})
    ident = detect_identity([p1], "whatever.pdf", "INA219 Zero-Drift Current Monitor")
    assert ident.device == "INA219"  # "I…" with three digits is a part, not a current symbol
    p1 = page(1, "Ambient Light Sensor IC", "BH1750FVI No.11046EDT01", sizes={0: 27.0})
    ident = detect_identity([p1], "x.pdf", "")
    assert ident.device == "BH1750FVI" and "BH1750" in ident.aliases
    p1 = page(1, "ESP32 WROOM 32", "Datasheet", sizes={0: 36.0})
    p2 = page(2, "ESP32-WROOM-32 is a Wi-Fi module built around the ESP32 chip")
    p3 = page(3, "The ESP32 chip, ESP32 pins", "ESP32-WROOM-32 pin layout")
    ident = detect_identity([p1, p2, p3], "x.pdf", "")
    assert ident.device == "ESP32-WROOM-32" and "ESP32" in ident.aliases


def test_identity_ignores_approval_numbers_and_falls_back_to_the_file_name() -> None:
    p1 = page(
        1,
        "RELAY ISO9002",
        "SRD XX VDC S L C",
        "CCC FILE NUMBER:CH0036746-99 10A/250VDC",
        "UL /CUL FILE NUMBER: E167996 10A/125VAC 28VDC",
    )
    ident = detect_identity([p1], "srd-05vdc-sl-c.pdf", "RELAY ISO9002")
    assert ident.device == "SRD-05VDC-SL-C"
    # a part named in the title wins over the file name
    ident = detect_identity([p1], "srd-05vdc-sl-c.pdf", "SRD-05VDC relay JQC3F")
    assert ident.device == "SRD-05VDC"


def test_file_name_becomes_an_alias_when_it_reads_like_a_part() -> None:
    p1 = page(1, "Temperature and humidity module", "AM2302 Product Manual", sizes={1: 18.0})
    ident = detect_identity([p1, page(2, "AM2302 supply voltage 3.3V")], "dht22.pdf", "")
    assert ident.device == "AM2302" and "DHT22" in ident.aliases


def test_a_second_symbol_comparison_on_a_fault_row_is_a_condition_too() -> None:
    # TI device-protection table: fault condition, reports, then the recovery condition
    items = labelled_values("VM < 2.5 V None Disabled Disabled VM > 2.7 V")
    assert is_condition_value(items, 0) and is_condition_value(items, 1)
    assert not [f for f in facts_of("VM undervoltage", "VM < 2.5 V None Disabled Disabled VM > 2.7 V")
                if f.field.endswith("supply_voltage")]  # fmt: skip


def test_legends_and_other_parts_outputs_state_no_output_kind() -> None:
    assert output_signal_types("OD = Open-drain output, IO = Input/output") == []
    assert output_signal_types("fo = output frequency in MHz;") == []
    assert output_signal_types("2, For Reset IC of the Open drain output") == []
    assert output_signal_types("2 BASE Analog Output Regulator control output") == []
    assert output_signal_types("4 PWM Heater driver PWM output.") == []
    assert output_signal_types("OPEN-DRAIN DIGITAL OUTPUTS (SDA)") == ["digital", "open-drain"]


# ---------------------------------------------------------------- lines in two columns, derived values, labels


def column_line(top: float, *spans: tuple[str, float]) -> Line:
    """A line from (text, x0) spans; each character is 5 pt wide."""
    built = [Span(text, x0, x0 + 5 * len(text)) for text, x0 in spans]
    text = " ".join(s.text for s in built)
    return Line(text, (built[0].x0, top, built[-1].x1, top + 9), built, size=9.0)


def facts_on(*lines: Line) -> list[Fact]:
    page = Page(number=1, width=600, height=800, lines=list(lines))
    return extract_facts("doc", "x.pdf", [page], IDENT)


def test_result_of_a_translates_into_sentence_is_a_statement() -> None:
    previous = "it nominally remains at VCC/2. Thus, VCC = 5 V translates into"
    items = labelled_values("VIOUT(Q) = 2.5 V. Variation in VIOUT(Q) can be attributed")
    assert antecedent(items, 0, previous) == "VCC = 5 V"
    assert not is_condition_value(items, 0, previous)
    assert value_condition(items, 0, previous, "") == "VCC = 5 V"
    # without the consequence verb "X = v" stays a test condition
    assert is_condition_value(labelled_values("VDD = 3.3 V"), 0, "Measured with")


def test_slash_words_and_formula_divisors_are_no_values() -> None:
    assert not labelled_values("The ADS1113/4/5 A/D core measures a differential")
    assert not labelled_values("ratio VIOUT(Q)VCC / 5 V")
    both = labelled_values("Supply voltage 3.3 V / 5 V")  # options, read as one quantity
    assert len(both) == 1 and both[0].value.options == [3.3, 5.0]


def test_postfix_of_the_previous_value_does_not_name_the_next() -> None:
    items = labelled_values("3-A RMS, 4-A Peak (PWP and RTY)")
    assert len(items) == 2
    tries = label_tries(items, 1, LineContext([]))
    guess = classify(tries[0], "current", SectionKind.FEATURES)
    assert guess is not None and guess.field == "peak_output_current"


def test_nested_list_items_take_their_title_across_a_second_column() -> None:
    lines = [
        column_line(100, ("•", 54), ("Maximum data rates", 69)),
        column_line(104, ("rails. The A port tracks the VCCA pin supply", 318)),
        column_line(
            114, ("–", 69), ("110 Mbps (push pull)", 84), ("The VCCA pin accepts any", 318)
        ),
        column_line(
            126, ("–", 69), ("1.2 Mbps (open drain)", 84), ("V and 3.6 V. The B port", 318)
        ),
    ]
    ctx = line_context_of(lines, 3)
    assert ctx.parent == "Maximum data rates"
    facts = [f for f in facts_on(*lines) if f.field == "data_rate"]
    assert {(f.max, f.condition) for f in facts} == {(110.0, "push pull"), (1.2, "open drain")}


def test_line_above_in_the_same_column_gives_the_antecedent() -> None:
    lines = [
        column_line(100, ("it remains at VCC/2. Thus, VCC = 5 V translates into", 50)),
        column_line(104, ("Accuracy", 400)),
        column_line(114, ("VIOUT(Q) = 2.5 V. Variation in VIOUT(Q) can be", 50)),
    ]
    facts = [f for f in facts_on(*lines) if f.field == "analog_output_voltage"]
    assert len(facts) == 1
    assert facts[0].value == 2.5 and facts[0].condition == "VCC = 5 V"


ABS = SectionKind.ABS_MAX


def _voltage_field(label: str, section: SectionKind = ABS, symbol: str | None = None) -> str | None:
    guess = classify(label, "voltage", section, symbol)
    return guess.field if guess else None


def test_parenthesised_exception_does_not_cut_the_label() -> None:
    text = "All inputs and outputs (except VBAT) w.r.t. VSS..........-0.6V to VCC + 1.0V"
    items = labelled_values(text)
    assert len(items) == 1
    assert items[0].label.startswith("All inputs and outputs (except VBAT)")
    assert items[0].value.min == -0.6 and items[0].value.expr_max == "VCC+1.0"
    assert _voltage_field(items[0].label) == "abs_max_input_voltage"


def test_output_levels_after_a_decimal_value() -> None:
    for text in ("Level output: high 3.3V / low 0V", "Output: high 5.0 V, low 0 V"):
        fields = [
            _voltage_field(lv.context, SectionKind.OTHER)
            for lv in labelled_values(text)
            if lv.value
        ]
        assert fields == ["output_high_voltage", "output_low_voltage"], text


def test_degree_temperature_range_of_a_hobby_module() -> None:
    items = labelled_values("Operation temperature: -15 ~ +70 degree")
    assert len(items) == 1
    pv = items[0].value
    assert (pv.min, pv.max, pv.canonical) == (-15.0, 70.0, "°C")
    guess = classify(items[0].label, "temperature", SectionKind.OTHER, None, 2)
    assert guess is not None and guess.field == "operating_temperature"


def test_a_sentence_saying_where_values_hold_states_no_supply_rating() -> None:
    """ "Typical values apply at VCC = +3.3V or +5.0V": the voltages a table was measured
    at, not the part's supply range; the part's own range line still reads."""
    held = facts_of("Typical values apply at VCC = +3.3V or +5.0V and TAMB = 25°C.")
    assert not [f for f in held if f.field == "supply_voltage"]
    rated = facts_of("Supply voltage: 3.0V to 5.5V")
    assert [(f.min, f.max) for f in rated if f.field == "supply_voltage"] == [(3.0, 5.5)]


def test_a_register_maps_addresses_and_defaults_are_no_bus_address() -> None:
    """Under "8. Register Map" / "Address Name R/W Default", "0x00 VERSION R 0x6F" is a
    register and its default; the bus address is the one a sentence states."""
    facts = facts_of(
        "I2C interface, 7-bit address 0x3A, up to 400kHz",
        "8. Register Map",
        "Address Name R/W Default Description",
        "0x00 VERSION R 0x6F IC version",
        "0x08 CONFIG RW 0x1E Configuration",
    )
    found = [v for f in facts if f.field == "i2c_address" for v in f.values or []]
    assert found == ["0x3A"], found


def test_register_and_command_tables_under_a_plain_title_give_no_bus_address() -> None:
    """A register table titled in two languages or headed "Reg | Name | Default", and a
    command table ("Command | Description"), list register addresses, defaults and
    command bytes; an All-Call address every board answers to is no address of the part."""
    facts = facts_of(
        "Bus address",
        "The board answers at 0x52 with its jumper open and at 0x53 with it closed. Keep",
        "away from 0x68: it is the All-Call address every board answers to after power-up.",
        "Registrid / Main registers",
        "Address Name Default Use",
        "0x00 MODEA 0x11 sleep bit 4, restart bit 7",
        "0x01 MODEB 0x04 totem-pole outputs",
        "Reg Name Default What",
        "0x0A CONTROL2 0x00 soft reset, interrupt enable",
        "Käsud / Main commands",
        "Käsk / Command Kirjeldus / Description",
        "0x8D, 0x14 enable the charge pump",
        "0x20, n addressing mode (0 = horizontal, 2 = page)",
        "0xA8, 0x3F multiplex ratio 64",
    )
    found = sorted(v for f in facts if f.field == "i2c_address" for v in f.values or [])
    assert found == ["0x52", "0x53"], found


def test_register_locations_named_in_prose_are_no_bus_address() -> None:
    """ "Address locations 09h to 0Ch …", "Address 0Dh controls the CLKOUT output …, 0Eh
    and 0Fh are the Timer_control …": register addresses, however the sentence opens."""
    facts = facts_of(
        "I2C-bus interface. Address locations 09h to 0Ch contain the alarm registers.",
        "Address 0Dh controls the CLKOUT output frequency. 0Eh and 0Fh are the Timer_control",
    )
    assert not [f for f in facts if f.field == "i2c_address"]


def test_a_footnote_mark_after_a_value_is_no_multiplication() -> None:
    # "+85 ℃ *2" refers to note 2; "2.4 ms * (256 - ATIME)" is a formula's term
    found = labelled_values("Operating temperature -10 ～ +70 ℃ *3")
    assert [(lv.value.min, lv.value.max) for lv in found] == [(-10, 70)]
    assert not labelled_values("Integration time = 2.8 ms * (64 - N)")


def test_a_bit_rate_stated_with_its_serial_frame_is_the_baud_rate() -> None:
    """ "Factory settings: unit number 3, 19200 bit/s, 8 data bits, even parity" and "the
    port comes up at 38400 baud, 8N1": the port's baud rate, however the sentence leads to
    it; a bit rate that only qualifies another value stays its condition."""
    facts = facts_of(
        "Factory settings: unit number 3, 19200 bit/s, 8 data bits, even parity, 1 stop bit",
        "After reset the port comes up at 38400 baud, 8N1.",
        "Supply current 6 mA at 115200 baud",
    )
    rates = sorted(f.value for f in facts if f.field == "baud_rate")
    assert rates == [19200.0, 38400.0], rates
    (current,) = [f for f in facts if f.field == "supply_current"]
    assert "115200 baud" in current.condition


def test_a_level_the_inputs_tolerate_is_no_supply_voltage() -> None:
    """ "Inputs take 1.8 V to 5 V logic whatever VDD is, and are 6 V tolerant": the most
    the inputs stand, never a supply of the part, though the sentence names VDD."""
    facts = facts_of("Inputs take 1.8 V to 5 V logic whatever VDD is, and are 6 V tolerant.")
    assert not [f for f in facts if f.field == "supply_voltage"], facts


def test_a_port_setting_read_among_the_defaults_is_the_default() -> None:
    """ "Default settings" / "Item | Default" / "Port 19200 bps, 8N1": the rate the port
    starts at, one of several it may be set to, so it says so."""
    facts = facts_of("4. Default settings", "Item Default", "Port 19200 bps, 8N1")
    (rate,) = [f for f in facts if f.field == "baud_rate"]
    assert rate.value == 19200.0 and "default" in rate.condition


def test_a_range_with_a_note_on_its_first_end_is_one_range() -> None:
    """ "between 6.0 V (every cell at its cut-off) and 8.4 V (full)": the note in brackets
    after the first end does not split the range in two values."""
    (rng,) = [
        f
        for f in facts_of(
            "The supply must stay between 6.0 V (every cell at its cut-off) and 8.4 V."
        )
        if f.field == "supply_voltage"
    ]
    assert (rng.min, rng.max) == (6.0, 8.4)


def test_an_infrared_thermometers_object_temperature_is_what_it_measures() -> None:
    facts = facts_of("Object temperature -40 to +300 °C", "Ambient temperature -20 to 85 °C")
    measured = one(facts, "measurement_range", "temperature")
    assert (measured.min, measured.max) == (-40.0, 300.0)
    assert [(f.min, f.max) for f in facts if f.field == "operating_temperature"] == [(-20.0, 85.0)]


def test_a_measurement_duration_is_how_long_a_reading_takes() -> None:
    facts = facts_of("Measurement duration (fast mode): 4 ms max")
    assert [(f.field, f.max) for f in facts] == [("response_time", 4.0)]


def test_a_gear_motors_encoder_supply_is_its_logic_supply_not_the_motors() -> None:
    facts = facts_of("Motor voltage 4.5 to 9 V DC", "Encoder supply voltage 3.0 to 5.5 V")
    assert [(f.min, f.max) for f in facts if f.field == "logic_supply_voltage"] == [(3.0, 5.5)]
    assert (3.0, 5.5) not in [(f.min, f.max) for f in facts if f.field == "supply_voltage"]


def test_a_junction_temperature_range_is_the_dies_not_what_a_sensor_measures() -> None:
    # a thermocouple converter's feature list: the range is the die's, whatever it reads
    facts = facts_of("- Junction temperature range -40 °C to +150 °C", "- 24-bit SPI output")
    assert not [f for f in facts if f.field == "measurement_range"]


def test_a_translator_boards_side_reference_is_its_side_supply() -> None:
    facts = facts_of("Low-side reference voltage LV 1.65 to 3.6 V", "ADC reference voltage 2.5 V")
    assert [(f.min, f.max) for f in facts if f.field == "io_supply_voltage"] == [(1.65, 3.6)]


def test_a_translators_two_side_rails_are_no_one_supply_of_the_part() -> None:
    facts = facts_of(
        "Low-side reference voltage LV 1.65 to 3.6 V", "High-side reference voltage HV 3 to 5.5 V"
    )
    assert sorted((f.min, f.max) for f in facts if f.field == "io_supply_voltage") == [
        (1.65, 3.6),
        (3.0, 5.5),
    ]
    assert not [f for f in facts if f.field == "supply_voltage"]


def test_an_avr_style_maximum_operating_voltage_is_the_supplys_absolute_rating(
    tmp_path,
) -> None:
    """AVR-style sheets list "Maximum Operating Voltage ....... 6.0V" among the absolute
    maximum ratings: the supply's limit, not an operating range."""
    import pdfgen
    from test_extract_table_conventions import facts_of_pdf, rows_at

    runs = [
        *rows_at(50, (50, "QV12 8-bit microcontroller")),
        *rows_at(80, (50, "Absolute Maximum Ratings*")),
        *rows_at(96, (50, "Storage Temperature ..................... -60°C to +150°C")),
        *rows_at(112, (50, "Maximum Operating Voltage ..................... 6.5V")),
    ]
    facts = facts_of_pdf(pdfgen.placed_pdf(tmp_path / "qv12.pdf", [runs]))
    rated = [f.max for f in facts if f.field == "abs_max_supply_voltage"]
    assert rated == [6.5]
    assert not [f for f in facts if f.field == "supply_voltage"]


def test_a_formula_a_test_condition_sets_states_no_value_of_the_part() -> None:
    """ "VIN = VOUT(nom) + 1 V or 2.5 V, whichever is greater": a term of the input the
    table is measured at, and the other choice; neither is an output voltage."""
    facts = facts_of(
        "Electrical characteristics",
        "VIN = VOUT(nom) + 0.5 V or 2.2 V, whichever is greater; IOUT = 1 mA; TA = 25 °C",
        "Output voltage accuracy -2 2 %",
    )
    stated = [(f.field, f.value) for f in facts if f.unit == "V"]
    assert not any(v in (0.5, 2.2) for _, v in stated), stated
    assert not [f for f in facts if f.field == "output_voltage"]
