"""Precision of fact extraction: numbers that are no specification of the device (test
conditions, footnotes, worked examples, register rows, codes) yield no fact, and numbers
that name another parameter than their neighbours suggest are read for what they are.
Each test writes a pattern the way several vendors do, on hand-built pages."""

from __future__ import annotations

from specproof.extract import extract_facts
from specproof.extract.interfaces import i2c_addresses
from specproof.extract.lexicon import FieldGuess, classify
from specproof.extract.refine import plausible, recover_micro
from specproof.records import Fact, Identity, Line, Page, SectionKind, Span
from specproof.timings import timing_kinds
from specproof.units import find_quantities, parse_quantity

CHAR_W = 5.0
IDENT = Identity(device="XYZ1234")


def line(*cells: tuple[float, str], size: float = 9.0, bold: bool = False) -> Line:
    spans = [Span(text, x, x + CHAR_W * len(text)) for x, text in cells]
    return Line(
        text=" ".join(s.text for s in spans),
        bbox=(spans[0].x0, 0.0, spans[-1].x1, size),
        spans=spans,
        size=size,
        bold=bold,
    )


def text_page(*texts: str, number: int = 1) -> Page:
    return cell_page(*[line((40, t)) for t in texts], number=number)


def cell_page(*lines: Line, number: int = 1) -> Page:
    for i, ln in enumerate(lines):
        ln.bbox = (ln.bbox[0], 20.0 + 12 * i, ln.bbox[2], 29.0 + 12 * i)
    return Page(number=number, width=600, height=800, lines=list(lines))


def facts_of(*pages: Page, ident: Identity = IDENT) -> list[Fact]:
    return extract_facts("doc", "xyz.pdf", list(pages), ident)


def fields(facts: list[Fact]) -> set[str]:
    return {f.field for f in facts}


HEADER = line(
    (40, "Parameter"),
    (160, "Symbol"),
    (230, "Conditions"),
    (380, "Min"),
    (420, "Typ"),
    (460, "Max"),
    (500, "Unit"),
)


# ---------------------------------------------------------------- field: same number, other field


def test_hysteresis_nonlinearity_and_stability_are_no_accuracy_or_resolution() -> None:
    for label in (
        "Hysteresis HH 10→90→10 %RH",
        "Nonlinearity NLH",
        "Long term stability",
        "Repeatability",
        "RMS noise",
    ):
        assert classify(label, "humidity", n_bounds=2) is None, label
        assert classify(label, "temperature", n_bounds=2) is None, label
    # an accuracy row that names what it includes is still the accuracy
    guess = classify("Absolute accuracy tolerance, including hysteresis", "humidity")
    assert guess is not None and guess.field == "accuracy"


def test_api_output_resolution_is_a_resolution() -> None:
    guess = classify("Output resolution RT API output resolution", "temperature")
    assert guess is not None and guess.field == "resolution"
    # Bosch's pressure accuracy symbol "AP" still names an accuracy
    guess = classify("Absolute accuracy AP,full", "pressure")
    assert guess is not None and guess.field == "accuracy"


def test_the_word_is_and_versus_are_no_current_or_supply_symbols() -> None:
    assert classify("It is capable of driving a", "current") is None
    assert classify("Current vs. temperature", "voltage") is None
    guess = classify("Supply current ISTBY", "current")
    assert guess is not None


def test_rise_fall_and_propagation_times_are_timings_of_their_kind() -> None:
    # filed as times that name their kind: only a question asking that timing takes them
    for label in ("DOUT Rise Time tR", "tF Fall time", "tPROP Propagation delay INx to OUTx"):
        guess = classify(label, "time")
        assert guess is not None and guess.field == "response_time", label
        assert timing_kinds(label), label
    for label in ("Response Time tRESPONSE", "Conversion time tCONV", "Output settling time"):
        guess = classify(label, "time")
        assert guess is not None and guess.field == "response_time", label
    assert classify("TX Settling", "time") is None  # a radio's mode switch
    assert classify("Trel Response to low time", "time") is None  # a bus handshake


def test_a_rom_code_or_register_width_is_no_resolution() -> None:
    assert classify("64-BIT Lasered ROM code", "bits") is None
    assert classify("8-bit configuration register", "bits") is None
    guess = classify("Gyroscope ADC Word Length", "bits")  # an ADC word is its resolution
    assert guess is not None and guess.field == "resolution"
    guess = classify("12-bit resolution", "bits")
    assert guess is not None and guess.field == "resolution"


def test_abs_max_of_an_output_is_no_input_rating() -> None:
    assert (
        classify("Output Voltage to Ground (Steady-State)", "voltage", SectionKind.ABS_MAX) is None
    )
    guess = classify("Voltage on any input or output pin", "voltage", SectionKind.ABS_MAX)
    assert guess is not None and guess.field == "abs_max_input_voltage"


def test_an_lsb_size_is_a_voltage_resolution() -> None:
    guess = classify("Bus Voltage LSB", "voltage")
    assert guess == FieldGuess("resolution", "voltage", 0.7)


def test_reference_voltage_range_is_no_analog_input_range() -> None:
    assert classify("Reference Input Voltage Range", "voltage") is None


def test_additional_supply_current_per_input_is_no_supply_current() -> None:
    assert classify("ICC additional supply current per input pin", "current") is None


def test_blocking_sweeps_are_no_frequency_band() -> None:
    assert classify("Wide Band Blocking measurements", "frequency", n_bounds=2) is None
    guess = classify("Worldwide ISM band operation", "frequency")
    assert guess is not None and guess.field == "frequency_band"


def test_a_current_under_power_consumption_is_a_supply_current() -> None:
    guess = classify("Power consumption Measuring", "current")
    assert guess is not None and guess.field == "supply_current"


# ---------------------------------------------------------------- magnitude and unit


def test_implausible_currents_are_refused() -> None:
    pv = find_quantities("2 A to 936 A")[0]
    assert not plausible(FieldGuess("supply_current"), pv)
    pv = find_quantities("15 mA")[0]
    assert plausible(FieldGuess("supply_current"), pv)


def test_a_working_temperature_range_that_excludes_room_temperature_is_refused() -> None:
    """ "Operating range: -" / "40℃~85℃": the minus ended the line before, and the range
    read without it never holds 25 °C."""
    assert not plausible(FieldGuess("operating_temperature"), find_quantities("40℃~85℃")[0])
    assert plausible(FieldGuess("operating_temperature"), find_quantities("-40℃~85℃")[0])
    assert plausible(FieldGuess("operating_temperature"), find_quantities("0 to 70 °C")[0])


def test_a_dual_supply_below_one_volt_is_refused() -> None:
    pv = find_quantities("±0.512V")[0]
    assert not plausible(FieldGuess("supply_voltage"), pv)


def test_a_lost_micro_sign_is_recovered_for_standby_currents() -> None:
    pv = parse_quantity("80 A")
    assert pv is not None
    assert recover_micro(FieldGuess("standby_current"), pv)
    assert pv.canonical == "uA"
    pv = parse_quantity("5 µA")
    assert pv is not None and not recover_micro(FieldGuess("standby_current"), pv)
    pv = parse_quantity("3 A")
    assert pv is not None and not recover_micro(FieldGuess("output_current"), pv)


def test_a_symbol_font_micro_becomes_micro_amperes_in_a_table() -> None:
    p = cell_page(
        line((40, "ELECTRICAL CHARACTERISTICS"), bold=True, size=11),
        HEADER,
        line(
            (40, "Standby Quiescent Current"), (160, "Istby"), (420, "80"), (460, "200"), (500, "A")
        ),
    )
    found = [f for f in facts_of(p) if f.field == "standby_current"]
    assert found and found[0].unit == "µA" and found[0].max == 200


# ---------------------------------------------------------------- units: codes and ranges


def test_a_drawing_code_is_no_quantity() -> None:
    assert not [q for q in find_quantities("CASE 936A−02") if q.canonical]
    q = find_quantities("range 3.3V-5V")[0]
    assert (q.min, q.max) == (3.3, 5.0)


def test_a_range_with_the_unit_written_once() -> None:
    q = find_quantities("a single 3- to 5.5-V supply")[0]
    assert (q.min, q.max, q.canonical) == (3.0, 5.5, "V")


def test_a_fraction_of_the_supply_in_parentheses_stays_symbolic() -> None:
    p = cell_page(
        line((40, "ELECTRICAL CHARACTERISTICS"), bold=True, size=11),
        HEADER,
        line((40, "VIL input logic level"), (380, "–0.3"), (460, "0.3 (VS)"), (500, "V")),
    )
    vil = [f for f in facts_of(p) if f.field == "input_low_voltage"]
    assert vil and vil[0].min == -0.3 and vil[0].max is None and vil[0].expr_max == "0.3×VS"


def test_the_lower_of_two_bounds_is_not_stored_as_a_number() -> None:
    p = cell_page(
        line((40, "ELECTRICAL CHARACTERISTICS"), bold=True, size=11),
        HEADER,
        line(
            (40, "Input Logic-High"),
            (160, "VIH"),
            (230, "(Notes 1,6)"),
            (460, "of 5.5 or"),
            (500, "V"),
        ),
        line((230, "Parasite power"), (380, "+3.0"), (460, "VDD + 0.3")),
    )
    vih = [f for f in facts_of(p) if f.field == "input_high_voltage"]
    assert all(f.max != 5.5 for f in vih)
    assert any(f.min == 3.0 for f in vih)  # the sub-row keeps its parameter


# ---------------------------------------------------------------- prose, footnotes, examples


def test_footnotes_and_captions_state_no_specs() -> None:
    facts = facts_of(
        text_page(
            "Note 4: Logic-low voltages are specified at a sink current of 4mA.",
            "c. Antenna load impedance = 15Ω+j88Ω. Average data rate 10kbps and max. payload length.",
            "Figure 5 : Sink Current Delay Times vs. Input 0 V Enable Switching.",
            "Supply current 15 mA",
        )
    )
    assert fields(facts) == {"supply_current"}


def test_register_rows_state_no_specs() -> None:
    facts = facts_of(text_page("Power 03h 1766h 5990 20 mW 119.8 W"))
    assert "power_consumption" not in fields(facts)


def test_worked_examples_and_hypothetical_cases_state_no_specs() -> None:
    facts = facts_of(
        text_page(
            "The circuit in Figure 26 shows the negative boost",
            "configuration. The input voltage in this application ranges",
            "from −5.0 V to −12 V and provides a regulated −12 V output.",
            "If the input voltage is greater than −12 V, the output will rise",
            "above −12 V accordingly, but will not damage the regulator.",
            "For example, the voltage applied to the VS power supply terminal can be 5 V.",
        )
    )
    assert "supply_voltage" not in fields(facts)


def test_conditional_sentences_are_conditions() -> None:
    facts = facts_of(
        text_page(
            "This resistor limits the current to the input in case VM is higher than 6.5 V.",
            "it is not possible (as well as for PGA = 1 and VDD < 4V) to reach full scale",
        )
    )
    assert not {"load_supply_voltage", "supply_voltage"} & fields(facts)


def test_a_value_continuing_a_sentence_reads_its_start() -> None:
    facts = facts_of(
        text_page(
            "valid data. For 11-bit resolution, bit 0 is undefined. For",
            "10-bit resolution, bits 1 and 0 are undefined, and for 9-bit",
            "The device uses a single 3- to",
            "5.5-V supply, drawing a maximum of 1 mA of supply",
        )
    )
    assert "resolution" not in fields(facts)
    assert "supply_voltage" not in fields(facts)  # half a range, its start on the line above


def test_a_range_before_a_tolerance_is_its_condition() -> None:
    facts = facts_of(text_page("Absolute accuracy AP 1100 . . . 1250 hPa ±1.5 hPa"))
    acc = [f for f in facts if f.field == "accuracy"]
    assert [(f.min, f.max) for f in acc] == [(-1.5, 1.5)]


def test_a_bullet_item_names_its_own_value() -> None:
    facts = facts_of(
        text_page(
            "• 5 nA typical standby current, 2 µA max.",
            "• 500 µA max. active current at 5V",
        )
    )
    active = [f for f in facts if f.max == 500]
    assert active and active[0].field == "supply_current"


def test_two_prose_columns_on_one_line_keep_their_labels_apart() -> None:
    left = "• 500 µA max. active current at 5V"
    right = "of only 5 nA and typical active currents of 320 µA. The"
    p = cell_page(line((40, left), (300, right)))
    supply = sorted(
        f.max or f.typ or f.value or 0 for f in facts_of(p) if f.field == "supply_current"
    )
    assert 5 not in supply  # "5 nA" of the right column is no active current


def test_a_statement_limited_to_another_part_is_that_parts() -> None:
    facts = facts_of(
        text_page("• 20MHz SPI serial interface for reading sensor registers (XYZ9999 only)")
    )
    spi = [f for f in facts if f.field == "spi_clock_frequency"]
    assert spi and spi[0].variant == "XYZ9999"


def test_a_regulators_input_voltage_range_is_its_supply() -> None:
    first = text_page(
        "XYZ1234 3.0 A Step-Down Switching Regulator",
        "The XYZ1234 regulator is a buck converter.",
        "• Wide Input Voltage Range up to 40 V",
    )
    facts = facts_of(first)
    assert "analog_input_range" not in fields(facts)
    assert any(f.field == "supply_voltage" and f.max == 40 for f in facts)


def test_an_adcs_input_voltage_range_stays_an_analog_range() -> None:
    facts = facts_of(text_page("16-bit ADC", "• Input Voltage Range 0 to 3.3 V"))
    assert "analog_input_range" in fields(facts)


# ---------------------------------------------------------------- I2C addresses


def test_command_codes_and_pipe_addresses_are_no_i2c_addresses() -> None:
    assert i2c_addresses("Read Rom [33h]", "ROM COMMANDS address Read Rom [33h]") == set()
    assert (
        i2c_addresses("Data pipe 0 (RX_ADDR_P0) 0xE7 0xD3 0xF0 0x35 0x77", "address of data pipe")
        == set()
    )
    assert i2c_addresses("The slave address is 0x76", "The slave address is 0x76") == {0x76}


def test_a_part_without_i2c_has_no_i2c_address() -> None:
    facts = facts_of(
        text_page(
            "1-Wire interface requires only one port pin for communication",
            "The device address is 0x33 on the bus",
        )
    )
    assert "i2c_address" not in fields(facts)


def test_another_devices_address_in_an_example_is_not_the_devices() -> None:
    facts = facts_of(
        text_page(
            "XYZ1234 with I2C interface",
            "In the example, the TMP421 has the address",
            "0101010, and the DAC8574 has the address",
            "1001100. Consult the data sheets of both.",
            "The XYZ1234 slave address is 0x48",
        )
    )
    addr = [f for f in facts if f.field == "i2c_address"]
    assert addr and addr[0].values == ["0x48"]


def test_numbered_notes_and_condition_lines_under_rating_tables_state_no_specs() -> None:
    p = cell_page(
        line((40, "ABSOLUTE MAXIMUM RATINGS"), bold=True, size=11),
        line((40, "Supply voltage VDD 5.5 V")),
        line(
            (40, "2. The minimum supply voltage VDD is 1.8V and should not drop below this value.")
        ),
        line((40, "(3.0V ≤ VCC ≤ 3.6V, TA = -40°C to +125°C, unless otherwise noted.)")),
    )
    supplies = [f for f in facts_of(p) if "supply_voltage" in f.field]
    assert [(f.min, f.max) for f in supplies] == [(None, 5.5)]
    # a numbered features list outside the rating tables is read
    facts = facts_of(text_page("1. Working voltage: 5V"))
    assert "supply_voltage" in fields(facts)


def test_a_row_below_lends_no_name_to_a_row_with_its_own_number() -> None:
    p = cell_page(
        line((40, "ABSOLUTE MAXIMUM RATINGS"), bold=True, size=11),
        line((40, "Top Junction Operating Temperature –25 to 130 °C")),
        line((40, "Tstg, Tj Storage and Junction Temperature –40 to 150 °C")),
    )
    storage = [f for f in facts_of(p) if f.field == "storage_temperature"]
    assert [(f.min, f.max) for f in storage] == [(-40, 150)]


def test_a_band_gap_is_no_radio_band() -> None:
    assert classify("Band-Gap", "frequency") is None


def test_undervoltage_lockout_is_no_supply_range() -> None:
    # (it is the supply's threshold, a field of its own)
    got = classify("VUVLO VM undervoltage lockout voltage VM falling", "voltage")
    assert got is not None and got.field == "supply_threshold_voltage"


def test_a_millivolt_input_range_is_no_dual_supply() -> None:
    pv = find_quantities("±20mV")[0]
    assert not plausible(FieldGuess("supply_voltage"), pv)


def test_a_value_between_the_halves_of_its_wrapped_name() -> None:
    facts = facts_of(
        text_page("Recommended operating ambi", "–40 °C ~ +85 °C", "ent temperature range")
    )
    assert "operating_temperature" in fields(facts)
    assert "measurement_range" not in fields(facts)


def test_a_regulators_abs_max_input_voltage_is_its_supply_rating() -> None:
    p1 = text_page("XYZ1234 1A Low Dropout Voltage Regulator", "Adjustable and fixed regulators")
    p2 = cell_page(
        line((40, "ABSOLUTE MAXIMUM RATINGS"), bold=True, size=11),
        line((40, "Input Voltage 15V")),
        number=2,
    )
    facts = facts_of(p1, p2)
    assert "abs_max_supply_voltage" in fields(facts)
    assert "abs_max_input_voltage" not in fields(facts)


def test_a_row_in_an_unknown_unit_ends_the_parameter_above() -> None:
    p = cell_page(
        line((40, "ELECTRICAL CHARACTERISTICS"), bold=True, size=11),
        HEADER,
        line((40, "Bus voltage range"), (230, "BRNG = 1"), (460, "32"), (500, "V")),
        line((40, "CMRR Common-mode rejection"), (380, "100"), (420, "120")),
        line((230, "PGA = /1"), (420, "±10"), (460, "±100"), (500, "μV")),
    )
    ranges = [f for f in facts_of(p) if f.field == "measurement_range"]
    assert [f.max for f in ranges] == [32]


def test_supply_pins_and_reference_clocks_keep_their_fields() -> None:
    guess = classify("Voltage at any supply pin VDD and VDDIO pin", "voltage", SectionKind.ABS_MAX)
    assert guess is not None and guess.field == "abs_max_supply_voltage"
    assert classify("External Clock Frequency", "frequency") is None
    guess = classify("Clock Frequency fCLK", "frequency")
    assert guess is not None and guess.field == "spi_clock_frequency"


def test_a_test_temperature_is_no_temperature_accuracy() -> None:
    pv = find_quantities("25 °C")[0]
    assert not plausible(FieldGuess("accuracy", "temperature"), pv)
    pv = find_quantities("±0.5 °C")[0]
    assert plausible(FieldGuess("accuracy", "temperature"), pv)


def test_words_after_a_value_name_it_after_a_clause_boundary() -> None:
    facts = facts_of(
        text_page(
            "The device measures the shunt voltage with the default 12-bit resolution, "
            "320-mV shunt full-scale range (PGA = /8), and reports it"
        )
    )
    rng = [f for f in facts if f.field == "analog_input_range"]
    assert rng and rng[0].value == 320


def test_two_bounds_around_a_symbol_make_one_range() -> None:
    facts = facts_of(text_page("VCCA A-port supply voltage. 1.4 V ≤ VCCA ≤ 3.6 V, VCCA ≤ VCCB."))
    io = [f for f in facts if f.field == "io_supply_voltage"]
    assert [(f.min, f.max, f.value) for f in io] == [(1.4, 3.6, None)]


def test_memory_access_widths_and_supply_outputs_are_no_specs() -> None:
    facts = facts_of(
        text_page(
            "Instructions are fetched at any time. 8-bit, 16-bit and 32-bit reads are supported.",
            "11 VDD_PA Power Output Power Supply Output (+1.8V) for the internal PA",
            "4) Wide range and High resolution. ( 1 - 65535 lx )",
        )
    )
    assert not {"resolution", "supply_voltage"} & fields(facts)


def test_a_feature_bullets_best_case_speed_gives_way_to_the_table_rows() -> None:
    from specproof.agent import rules as R
    from specproof.records import Source

    def rate(mbps: float, section: SectionKind, page: int) -> Fact:
        src = Source(doc="x.pdf", page=page, quote=f"{mbps:g} Mbps")
        return Fact(device="LS", field="data_rate", source=src, max=mbps, unit="Mbps",
                    si_max=mbps * 1e6, dimension="data_rate", section=section)  # fmt: skip

    facts = [rate(110, SectionKind.FEATURES, 1), rate(24, SectionKind.TIMING, 8)]
    result = R.clock_within("LS", 20e6, "data_rate", lambda d, f: facts)
    assert result.outcome.passed is False  # 40 Mbps of edges exceed the 24 Mbps table limit


def test_a_ground_level_or_a_drop_in_millivolts_is_no_supply() -> None:
    for text in ("0V", "50mV"):
        pv = find_quantities(text)[0]
        assert not plausible(FieldGuess("supply_voltage"), pv)
    assert plausible(FieldGuess("supply_voltage"), find_quantities("0 V to 5.5 V")[0])


def test_rails_named_after_the_pins_they_power_are_io_supplies() -> None:
    for label in ("VLOGIC supply voltage", "VDD_SDIO voltage", "VDDIO supply voltage"):
        guess = classify(label, "voltage", SectionKind.RECOMMENDED, None, 2)
        assert guess is not None and guess.field in ("io_supply_voltage", "logic_supply_voltage")


def test_a_bit_resolution_resolves_the_quantity_its_label_names() -> None:
    facts = facts_of(
        text_page("When the IIR filter is enabled, the pressure resolution is 20 bit.")
    )
    assert [(f.field, f.quantity, f.value) for f in facts] == [("resolution", "pressure", 20.0)]
    facts = facts_of(text_page("ADC resolution 16 bit"))
    assert [(f.field, f.quantity) for f in facts] == [("resolution", "voltage")]


def test_a_current_sense_pins_voltage_is_no_supply_rating() -> None:
    assert classify("Vsens Sensing Voltage", "voltage", SectionKind.ABS_MAX, "Vsens", 2) is None
    guess = classify("VS Power Supply", "voltage", SectionKind.ABS_MAX, "VS", 1)
    assert guess is not None and guess.field == "abs_max_supply_voltage"


def test_a_fraction_of_a_percent_is_no_working_humidity() -> None:
    # "Sluggish <0.3 %RH" (a translated hysteresis row) is no humidity the part works in
    guess = FieldGuess("operating_humidity")
    assert not plausible(guess, parse_quantity("<0.3 %RH"))
    assert plausible(guess, parse_quantity("0 ~ 95 %RH"))


def test_a_shutdown_symbol_alone_names_the_off_current() -> None:
    # "ISHDN" / "IDD_SHDN" rows carry no words: the symbol says the part is shut down
    for label in ("ISHDN", "IDD_SHDN EN = 0 V", "IVIN_SHDN"):
        guess = classify(label, "current")
        assert guess is not None and guess.field == "standby_current", label
