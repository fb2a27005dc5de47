"""Validation policies: each rejects a row that does not answer the request (another
field, unit, section, condition, variant, setting, load, temperature span, or a quote not
on its page), and lets the right row through.
"""

from pathlib import Path

import pytest

from agent_support import fact, make_store
from specproof.agent.validate import (
    Check,
    load_current_clash,
    validate_fact,
    value_is_operating_point,
)
from specproof.records import SectionKind


def _store(tmp_path: Path, *facts):
    return make_store(tmp_path, {"DEV1": list(facts)})


def test_good_fact_passes(tmp_path: Path) -> None:
    f = fact(
        "DEV1", "supply_voltage", "VDD Supply voltage 1.71 1.8 3.6 V", min=1.71, typ=1.8, max=3.6
    )
    store = _store(tmp_path, f)
    assert validate_fact(f, Check("supply_voltage"), store) is None


def test_wrong_field_rejected(tmp_path: Path) -> None:
    f = fact("DEV1", "supply_current", "IDD 3 mA", unit="mA", typ=3)
    store = _store(tmp_path, f)
    assert validate_fact(f, Check("supply_voltage"), store).policy == "field_type"


def test_unit_dimension_rejected(tmp_path: Path) -> None:
    f = fact("DEV1", "supply_voltage", "VDD 3 mA", unit="mA", typ=3)
    store = _store(tmp_path, f)
    assert validate_fact(f, Check("supply_voltage"), store).policy == "unit_dimension"


def test_abs_max_never_answers_operating(tmp_path: Path) -> None:
    f = fact(
        "DEV1", "supply_voltage", "VDD -0.3 4.25 V", min=-0.3, max=4.25, section=SectionKind.ABS_MAX
    )
    store = _store(tmp_path, f)
    assert validate_fact(f, Check("supply_voltage"), store).policy == "section_kind"


def test_storage_never_answers_operating(tmp_path: Path) -> None:
    f = fact(
        "DEV1",
        "operating_temperature",
        "Storage -65 150 °C",
        unit="°C",
        min=-65,
        max=150,
        section=SectionKind.STORAGE,
    )
    store = _store(tmp_path, f)
    assert validate_fact(f, Check("operating_temperature"), store).policy == "section_kind"


def test_junction_rating_does_not_answer_ambient(tmp_path: Path) -> None:
    f = fact(
        "DEV1",
        "operating_temperature",
        "Operating junction temperature TJ -25 130 °C",
        unit="°C",
        min=-25,
        max=130,
    )
    store = _store(tmp_path, f)
    assert (
        validate_fact(f, Check("operating_temperature", ambient=True), store).policy
        == "temperature_kind"
    )
    assert validate_fact(f, Check("operating_temperature"), store) is None


def test_condition_mismatch(tmp_path: Path) -> None:
    f = fact(
        "DEV1",
        "spi_clock_frequency",
        "fCLK VDD = 2.7V 1.35 MHz",
        unit="MHz",
        max=1.35,
        condition="VDD = 2.7V",
    )
    store = _store(tmp_path, f)
    rej = validate_fact(f, Check("spi_clock_frequency", condition_text="at vdd = 5 v"), store)
    assert rej.policy == "condition_match"
    assert (
        validate_fact(f, Check("spi_clock_frequency", condition_text="at vdd = 2.7 v"), store)
        is None
    )


def test_variant_mismatch(tmp_path: Path) -> None:
    f = fact("DEV1", "sensitivity", "x20A 100 mV/A", unit="mV/A", typ=100, variant="x20A")
    store = _store(tmp_path, f)
    assert validate_fact(f, Check("sensitivity", variant="05B"), store).policy == "variant_match"
    assert validate_fact(f, Check("sensitivity", variant="20A"), store) is None


def test_quote_must_be_on_page_and_hold_value(tmp_path: Path) -> None:
    f = fact("DEV1", "supply_voltage", "VDD 1.71 3.6 V", min=1.71, max=3.6)
    store = _store(tmp_path, f)
    moved = fact("DEV1", "supply_voltage", "VDD 1.71 3.6 V", page=2, min=1.71, max=3.6)
    moved.doc_id = f.doc_id
    assert validate_fact(moved, Check("supply_voltage"), store).policy == "source_on_page"
    wrong = fact("DEV1", "supply_voltage", "VDD 1.71 3.6 V", min=1.8, max=3.6)
    wrong.doc_id = f.doc_id
    assert "does not occur" in validate_fact(wrong, Check("supply_voltage"), store).reason


def test_value_text_mixing_units_is_rejected(tmp_path: Path) -> None:
    f = fact(
        "DEV1",
        "operating_temperature",
        "2.7 V -40°C",
        unit="°C",
        min=2.7,
        max=40,
        raw="2.7 V -40°C",
    )
    store = _store(tmp_path, f)
    assert validate_fact(f, Check("operating_temperature"), store).policy == "raw_units"
    ok = fact(
        "DEV1", "operating_temperature", "TA -40 85 °C", unit="°C", min=-40, max=85, raw="-40 85 °C"
    )
    (tmp_path / "b").mkdir()
    store2 = make_store(tmp_path / "b", {"DEV1": [ok]})
    assert validate_fact(ok, Check("operating_temperature"), store2) is None


def test_lone_number_cut_from_a_limits_row_is_rejected(tmp_path: Path) -> None:
    f = fact("DEV1", "supply_voltage", "VCC Voltage Vcc 2.4 3.0 3.6 V", value=3.6)
    store = _store(tmp_path, f)
    assert validate_fact(f, Check("supply_voltage"), store).policy == "reading_complete"
    g = fact("DEV1", "supply_voltage", "Working Voltage DC 5 V", value=5.0)
    (tmp_path / "g").mkdir()
    assert (
        validate_fact(g, Check("supply_voltage"), make_store(tmp_path / "g", {"DEV1": [g]})) is None
    )


def test_supply_range_below_ground_is_rejected(tmp_path: Path) -> None:
    f = fact("DEV1", "supply_voltage", "±0.512 V", min=-0.512, max=0.512, raw="±0.512 V")
    store = _store(tmp_path, f)
    assert validate_fact(f, Check("supply_voltage"), store).policy == "supply_plausible"


def test_low_level_row_stating_only_a_minimum_is_a_misfiled_high_level(tmp_path: Path) -> None:
    # the VOH rows of a second table filed under the VOL symbol of the table before it
    misfiled = fact("DEV1", "output_low_voltage", "IO = 6 mA 3.7 4.32 - 3.7 - V", min=3.7, typ=4.32)
    vol = fact("DEV1", "output_low_voltage", "IO = 6 mA - 0.15 0.33 - 0.4 V", typ=0.15, max=0.33)
    vil = fact("DEV1", "input_low_voltage", "VIL -0.3 V", min=-0.3)
    store = _store(tmp_path, misfiled, vol, vil)
    assert validate_fact(misfiled, Check("output_low_voltage"), store).policy == "level_sense"
    assert validate_fact(vol, Check("output_low_voltage"), store) is None
    # a negative lower bound without its maximum is an incomplete VIL, not a VIH
    assert validate_fact(vil, Check("input_low_voltage"), store) is None


def test_quoted_parameter_name_rejects_another_row(tmp_path: Path) -> None:
    settling = fact(
        "DEV1",
        "warm_up_time",
        "ZRO Settling (from power-on) to ±1º/s of Final 30 ms",
        unit="ms",
        typ=30,
    )
    startup = fact(
        "DEV1", "warm_up_time", "Start-Up Time for Register Read/Write 100 ms", unit="ms", max=100
    )
    store = _store(tmp_path, settling, startup)
    asked = "how long after power-up must the host wait before it can read the dev1's registers (the 'start-up time for register read/write')?"
    check = Check("warm_up_time", condition_text=asked)
    assert validate_fact(settling, check, store).policy == "named_parameter"
    assert validate_fact(startup, check, store) is None
    # a possessive apostrophe quotes nothing: no name, no rejection
    plain = Check("warm_up_time", condition_text="what is the dev1's start-up time?")
    assert validate_fact(settling, plain, store) is None
    # a heading sharing two words of five ("GYRO START-UP TIME") names another parameter
    settling.condition = "from power-on; GYRO START-UP TIME"
    assert validate_fact(settling, check, store).policy == "named_parameter"


def test_a_range_bounded_by_the_supply_is_not_the_supply(tmp_path: Path) -> None:
    ref = fact("DEV1", "supply_voltage", "Voltage Range 0.25 — VDD V", min=0.25, expr_max="VDD")
    vdd = fact("DEV1", "supply_voltage", "Operating Voltage VDD 2.7 — 5.5 V", min=2.7, max=5.5)
    store = _store(tmp_path, ref, vdd)
    assert validate_fact(ref, Check("supply_voltage"), store).policy == "supply_plausible"
    assert validate_fact(vdd, Check("supply_voltage"), store) is None


def test_value_stated_for_another_temperature_span_is_rejected(tmp_path: Path) -> None:
    prose = fact(
        "DEV1",
        "accuracy",
        "accuracy of ±2°C for temperatures ranging from",
        unit="°C",
        min=-2,
        max=2,
    )
    tail = fact("DEV1", "package", "-200°C to +700°C for K-type thermocouples.", unit=None)
    row = fact(
        "DEV1", "accuracy", "TTHERMOCOUPLE = +700°C to +1350°C, TA = -20°C to +85°C -4 +4 °C",
        unit="°C", min=-4, max=4,
    )  # fmt: skip
    plain = fact("DEV1", "accuracy", "Accuracy ±3 °C", unit="°C", min=-3, max=3)
    store = _store(tmp_path, prose, tail, row, plain)
    asked = "error for thermocouple temperatures from +700 °c to +1350 °c (ta = -20 °c to +85 °c)?"
    check = Check("accuracy", "temperature", condition_text=asked)
    # the span sits on the line after the quote, which stops at "ranging from"
    assert validate_fact(prose, check, store).policy == "temperature_span"
    assert validate_fact(row, check, store) is None
    assert validate_fact(plain, check, store) is None  # states no span: not judged
    # a span that covers the asked one holds there too
    wider = Check("accuracy", "temperature", condition_text="from 0 °c to 500 °c?")
    assert validate_fact(prose, wider, store) is None


def test_row_for_another_setting_of_the_same_knob_is_rejected(tmp_path: Path) -> None:
    slow = fact("DEV1", "supply_current", "1.25 Hz update rate 10 µA", unit="µA", typ=10)
    asked_rate = fact("DEV1", "supply_current", "5 Hz update rate 20 µA", unit="µA", typ=20)
    bare = fact("DEV1", "supply_current", "Normal Operating Current 3.9 mA", unit="mA", typ=3.9)
    gain64 = fact("DEV1", "analog_input_range", "Gain = 64 ±40 mV", unit="mV", min=-40, max=40)
    store = _store(tmp_path, slow, asked_rate, bare, gain64)
    check = Check(
        "supply_current", condition_text="current in low power mode with a 5 hz update rate?"
    )
    assert validate_fact(slow, check, store).policy == "setting_match"
    assert validate_fact(asked_rate, check, store) is None
    assert validate_fact(bare, check, store) is None  # names no rate: not judged
    gain = Check("analog_input_range", condition_text="input range at a gain of 128?")
    assert validate_fact(gain64, gain, store).policy == "setting_match"


def test_parasite_power_row_does_not_answer_a_locally_powered_question(tmp_path: Path) -> None:
    parasite = fact("DEV1", "input_high_voltage", "Parasite power +3.0 VDD + 0.3", min=3.0)
    local = fact("DEV1", "input_high_voltage", "Local power +2.2 5.5", min=2.2, max=5.5)
    store = _store(tmp_path, parasite, local)
    check = Check(
        "input_high_voltage",
        condition_text="minimum input logic-high voltage when locally powered?",
    )
    assert validate_fact(parasite, check, store).policy == "mode_match"
    assert validate_fact(local, check, store) is None


def test_error_stated_at_room_temperature_does_not_bound_a_span(tmp_path: Path) -> None:
    room = fact(
        "DEV1", "accuracy", "Current measurement error ±0.2% ±0.5%", unit="%", min=-0.5, max=0.5
    )
    room.condition = "At TA = 25°C, VS = 3.3 V, unless otherwise noted."
    hot = fact(
        "DEV1", "accuracy", "over Temperature TA = –25°C to 85°C ±1%", unit="%", min=-1, max=1
    )
    store = _store(tmp_path, room, hot)
    span = Check("accuracy", "current", condition_text="maximum error over -25 °c to 85 °c?")
    assert validate_fact(room, span, store).policy == "temperature_span"
    assert validate_fact(hot, span, store) is None
    assert validate_fact(room, Check("accuracy", "current", condition_text="error?"), store) is None


def test_room_temperature_column_does_not_answer_a_span(tmp_path: Path) -> None:
    room = fact(
        "DEV1", "spi_clock_frequency", "VCC = 4.5 V 30 91 - 24 - 20 - MHz", unit="MHz", min=30
    )
    room.condition = "VCC = 4.5 V; 25 °C; Voltages are referenced to GND (ground = 0 V)"
    span = fact(
        "DEV1", "spi_clock_frequency", "VCC = 4.5 V 30 91 - 24 - 20 - MHz", unit="MHz", min=24
    )
    span.condition = "VCC = 4.5 V; -40 °C to +85 °C; Voltages are referenced to GND (ground = 0 V)"
    store = _store(tmp_path, room, span)
    check = Check("spi_clock_frequency", condition_text="fmax at vcc = 4.5 v, -40 °c to +85 °c?")
    assert validate_fact(room, check, store).policy == "temperature_span"
    assert validate_fact(span, check, store) is None
    # a table-wide note at 25 °C is no column of its own: only error figures are judged by it
    noted = fact("DEV1", "supply_voltage", "VDD 2.7 5.5 V", min=2.7, max=5.5)
    noted.condition = "TA = 25 °C unless otherwise noted"
    (tmp_path / "noted").mkdir()
    store = _store(tmp_path / "noted", noted)
    supply = Check("supply_voltage", condition_text="supply range for -40 °c to 85 °c?")
    assert validate_fact(noted, supply, store) is None


def _check(tmp_path: Path, f, check: Check):
    return validate_fact(f, check, make_store(tmp_path, {f.device: [f]}))


def _voh(load: str, value: float):
    row = fact("BUF1", "output_high_voltage", f"IO = {load}; VCC = 4.5 V {value} V")
    row.min, row.condition = value, f"IO = {load}; VCC = 4.5 V"
    return row


def test_storage_temperature_lives_in_abs_max_tables(tmp_path: Path) -> None:
    f = fact(
        "D", "storage_temperature", "Tstg storage temperature -65 +150 C",
        unit="°C", min=-65, max=150, section=SectionKind.ABS_MAX,
    )  # fmt: skip
    assert _check(tmp_path, f, Check("storage_temperature")) is None


def test_supply_range_not_rejected_by_its_test_condition(tmp_path: Path) -> None:
    f = fact("D", "supply_voltage", "VDD 2.7 5.5 V", min=2.7, max=5.5)
    f.condition = "Unless otherwise noted, VDD = 5V"
    assert _check(tmp_path, f, Check("supply_voltage", condition_text="VDD = 3.3 V")) is None


def test_row_condition_beats_header_supply(tmp_path: Path) -> None:
    f = fact("D", "spi_clock_frequency", "1.35 MHz VDD = 2.7V", unit="MHz", max=1.35)
    f.condition = "VDD = 2.7V; Unless otherwise noted, VDD = VREF = 5V"
    assert (
        _check(tmp_path, f, Check("spi_clock_frequency", condition_text="at vdd = 2.7 v")) is None
    )


def test_exclusive_mode_rejected(tmp_path: Path) -> None:
    f = fact("T", "data_rate", "Open-drain driving 2 Mbps", unit="Mbps", min=2)
    got = _check(tmp_path, f, Check("data_rate", condition_text="push-pull drive"))
    assert got is not None and got.policy == "mode_match"


def test_field_words_and_quantity_dimension(tmp_path: Path) -> None:
    bus = fact("E", "resolution", "8-bit, 16-bit and 32-bit reads", unit="bit", min=16, max=32)
    assert _check(tmp_path, bus, Check("resolution", "voltage")).policy == "field_words"
    example = fact("H", "measurement_range", "Humidity=53%RH", unit="%RH", value=53)
    assert _check(tmp_path, example, Check("measurement_range")).policy == "field_words"
    wrong = fact("H", "measurement_range", "Range: At 25 C", unit="°C", typ=25)
    got = _check(tmp_path, wrong, Check("measurement_range", "relative_humidity"))
    assert got is not None and got.policy == "unit_dimension"


@pytest.mark.parametrize(
    "question",
    [
        "What high level does BUF1 hold at VCC = 4.5 V while sourcing 50 mA?",
        "What's the output high voltage with a 40 mA load at VCC = 4.5 V?",
        "What VOH does it give at IOH = -60 mA?",
        "How high does the output stay when driving 100 mA?",
        "What's the output high voltage at an output current of 0.05 A?",
    ],
)
def test_a_lighter_load_row_does_not_answer_a_heavier_load(question: str) -> None:
    check = Check("output_high_voltage", None, None, question.lower())
    rejected = validate_fact(_voh("-32 mA", 3.8), check, None)
    assert rejected is not None and rejected.policy == "load_current"


def test_the_row_at_the_load_asked_passes() -> None:
    check = Check("output_high_voltage", None, None, "at vcc = 4.5 v while sourcing 32 ma")
    assert load_current_clash(_voh("−32 mA", 3.8), check, None) is None
    lighter = Check("output_high_voltage", None, None, "at vcc = 4.5 v while sourcing 8 ma")
    assert load_current_clash(_voh("-32 mA", 3.8), lighter, None) is None


@pytest.mark.parametrize(
    ("fld", "unit", "quote", "value"),
    [
        ("i2c_clock_frequency", "kHz", "Low power: 0.24 mA typical at 3 V and 400 kHz SCL", 400.0),
        ("data_rate", "Hz", "Current consumption 2.8 µA @ 1 Hz humidity and pressure", 1.0),
        ("tx_power", "dBm", "TX current 19.1 mA at +10 dBm output", 10.0),
        ("supply_voltage", "V", "Active current 350 µA typical at 3.3 V", 3.3),
        ("data_rate", "Mbps", "Sensitivity -94 dBm with 1 Mbps GFSK", 1.0),
    ],
)
def test_a_value_after_at_is_another_specs_operating_point(
    fld: str, unit: str, quote: str, value: float
) -> None:
    row = fact("P1", fld, quote, unit=unit, typ=value)
    assert value_is_operating_point(row, Check(fld, None, None, ""), None) is not None


@pytest.mark.parametrize(
    ("fld", "unit", "quote", "value"),
    [
        ("i2c_clock_frequency", "kHz", "I2C interface up to 400 kHz", 400.0),
        ("supply_current", "mA", "Supply current 0.24 mA typical at 3 V", 0.24),
        ("data_rate", "kSPS", "Throughput 22 kSPS fSCL = 400 kHz", 22.0),
        ("tx_power", "dBm", "Output power +10 dBm at 3.3 V", 10.0),
    ],
)
def test_a_spec_stated_first_is_kept(fld: str, unit: str, quote: str, value: float) -> None:
    row = fact("P1", fld, quote, unit=unit, typ=value)
    assert value_is_operating_point(row, Check(fld, None, None, ""), None) is None


def test_a_range_symmetric_about_zero_is_a_tolerance_not_an_output_level(tmp_path: Path) -> None:
    tolerance = fact("DEV1", "output_voltage", "VOUT(E) accuracy -45 +45 mV", min=-0.045, max=0.045)
    level = fact(
        "DEV1", "output_voltage", "VOUT output voltage 2.45 2.5 2.55 V", min=2.45, max=2.55
    )
    store = _store(tmp_path, tolerance, level)
    assert validate_fact(tolerance, Check("output_voltage"), store).policy == "level_not_tolerance"
    assert validate_fact(level, Check("output_voltage"), store) is None


@pytest.mark.parametrize(
    ("row", "question", "rejected"),
    [
        # the row holds for every command but the one asked
        ("fSCK 66 MHz, all commands except Page Program (02h)", "fSCK for page program 02h", True),
        ("tW 5 ms, excluding the bulk erase cycle", "write time of the bulk erase cycle", True),
        ("tW 5 ms, excluding the bulk erase cycle", "write time of a page write", False),
        ("fSCK 66 MHz, all commands except Page Program (02h)", "fSCK for a read", False),
    ],
)
def test_a_row_that_excepts_the_asked_case_does_not_answer_it(
    tmp_path: Path, row: str, question: str, rejected: bool
) -> None:
    f = fact("DEV1", "spi_clock_frequency", row, unit="MHz", max=66.0)
    store = _store(tmp_path, f)
    found = validate_fact(f, Check("spi_clock_frequency", condition_text=question), store)
    assert (found is not None and found.policy == "excepted_case") is rejected


def test_a_table_of_contents_line_states_nothing_about_the_part(tmp_path: Path) -> None:
    toc = fact("DEV1", "interface", "6.4 SPI and UART host interfaces .......... 31", unit=None,
               values=["SPI", "UART"])  # fmt: skip
    prose = fact("DEV1", "interface", "The host talks to it over SPI.", unit=None, values=["SPI"])
    store = _store(tmp_path, toc, prose)
    assert validate_fact(toc, Check("interface"), store).policy == "contents_line"
    assert validate_fact(prose, Check("interface"), store) is None


def test_a_row_of_bare_numbers_states_nothing_about_the_part(tmp_path: Path) -> None:
    # a unit guessed from the column does not say what "0 0" measures
    bare = fact("DEV1", "output_voltage", "0 0", value=0.0)
    named = fact("DEV1", "output_voltage", "4.2 4.35", value=4.2)
    named.condition = "Regulated output VREG"
    store = _store(tmp_path, bare, named)
    assert validate_fact(bare, Check("output_voltage"), store).policy == "wordless_row"
    assert validate_fact(named, Check("output_voltage"), store) is None


@pytest.mark.parametrize(
    ("asked", "rejected"),
    [
        ("are the SDA and SCL pins fine at 3.3 V?", True),
        ("is nRESET fine at 3.3 V?", False),
        ("is a 3.3 V logic level fine?", False),  # no pin named: the row may be all there is
    ],
)
def test_a_level_row_for_named_pins_speaks_for_those_pins_only(
    tmp_path: Path, asked: str, rejected: bool
) -> None:
    row = fact("DEV1", "input_high_voltage", "VIH nRESET, nWAKE 0.7 x VDD", min=1.26,
               condition="nRESET, nWAKE")  # fmt: skip
    store = _store(tmp_path, row)
    found = validate_fact(row, Check("input_high_voltage", condition_text=asked), store)
    assert (found is not None and found.policy == "pins_named") is rejected


@pytest.mark.parametrize(
    ("asked", "rejected"),
    [
        ("clock/dio driven by a 3.3V gpio of an esp32 - fine at 5 V?", False),  # DIO named
        ("is the SDA pin fine at 5 V?", True),
    ],
)
def test_a_two_wire_display_drivers_data_pin_is_a_named_pin(
    tmp_path: Path, asked: str, rejected: bool
) -> None:
    row = fact("DEV1", "input_high_voltage", "Input high voltage (SCLK, DIO) 3.5", min=3.5,
               condition="(SCLK, DIO); VDD = 5.0 V")  # fmt: skip
    store = _store(tmp_path, row)
    found = validate_fact(row, Check("input_high_voltage", condition_text=asked), store)
    assert (found is not None and found.policy == "pins_named") is rejected


def test_a_row_measured_at_a_supply_outside_its_range_is_not_that_supply(tmp_path: Path) -> None:
    inner = fact("DEV1", "supply_voltage", "VREG internal rail 4.7 5.0 5.3 V", min=4.7, max=5.3,
                 condition="IREG = 2 mA; VIN = 24 V")  # fmt: skip
    rail = fact("DEV1", "supply_voltage", "VIN input range 4.5 28 V", min=4.5, max=28.0,
                condition="VIN = 12 V typical")  # fmt: skip
    store = _store(tmp_path, inner, rail)
    assert validate_fact(inner, Check("supply_voltage"), store).policy == "supply_plausible"
    assert validate_fact(rail, Check("supply_voltage"), store) is None


def test_an_io_supply_is_answered_only_by_a_row_that_names_an_io_or_logic_supply(
    tmp_path: Path,
) -> None:
    core = fact("DEV1", "supply_voltage", "VDD core supply 2.2 2.5 3.6 V", min=2.2, max=3.6)
    io = fact("DEV1", "supply_voltage", "VDDIO interface supply 1.65 1.8 3.6 V", min=1.65, max=3.6)
    store = _store(tmp_path, core, io)
    sibling = Check("supply_voltage", requested="io_supply_voltage")
    assert validate_fact(core, sibling, store).policy == "field_words"
    assert validate_fact(io, sibling, store) is None
    assert validate_fact(core, Check("supply_voltage"), store) is None


@pytest.mark.parametrize(
    ("question", "row", "rejected"),
    [
        ("RDS(on) with a 2.5 V gate drive?", "RDS(on) max 8 mΩ", True),  # best case, no VGS
        ("RDS(on) with a 2.5 V gate drive?", "RDS(on) 9 12 mΩ VGS=10 V, ID=20 A", True),
        ("RDS(on) at 4.5 V on the gate?", "RDS(on) 11 15 mΩ VGS=4.5 V, ID=10 A", False),
        ("what is the RDS(on)?", "RDS(on) max 8 mΩ", False),
    ],
)
def test_an_on_resistance_asked_at_a_gate_voltage_needs_a_row_at_that_voltage(
    tmp_path: Path, question: str, row: str, rejected: bool
) -> None:
    f = fact("DEV1", "on_resistance", row, unit="mΩ", max=15.0)
    store = _store(tmp_path, f)
    found = validate_fact(f, Check("on_resistance", condition_text=question), store)
    assert (found is not None and found.policy == "condition_match") is rejected


def test_room_temperature_in_words_is_ta_25(tmp_path: Path) -> None:
    cold = fact("DEV1", "standby_current", "Sleep current, TA = -40 °C 0.2 0.5 uA", unit="uA",
                max=0.5, condition="TA = -40 °C")  # fmt: skip
    store = _store(tmp_path, cold)
    found = validate_fact(
        cold, Check("standby_current", condition_text="sleep current at room temp?"), store
    )
    assert found is not None and found.policy == "condition_match"


def test_a_work_temperature_among_the_limits_is_the_operating_range(tmp_path: Path) -> None:
    row = fact("DEV1", "operating_temperature", "Work temperature Topt -30 ~ +80 °C", unit="°C",
               min=-30.0, max=80.0, section=SectionKind.ABS_MAX, symbol="Topt")  # fmt: skip
    store = _store(tmp_path, row)
    assert validate_fact(row, Check("operating_temperature"), store) is None


def test_a_row_that_lost_its_supply_holds_at_no_supply_the_sheet_never_states(
    tmp_path: Path,
) -> None:
    # VOH stated at VCC = 2 V and VCC = 4.5 V; a row under a lost "VCC = 6 V" heading names
    # none. At 3.3 V (no row of the sheet's) it is no answer; at 4.5 V it may be
    at_2 = fact("DEV1", "output_high_voltage", "VCC = 2.0 V IO = -20 uA 1.9 V", min=1.9)
    at_45 = fact("DEV1", "output_high_voltage", "VCC = 4.5 V IO = -4 mA 3.84 V", min=3.84)
    lost = fact("DEV1", "output_high_voltage", "IO = -6 mA 3.7 V", min=3.7)
    store = _store(tmp_path, at_2, at_45, lost)
    off_sheet = Check("output_high_voltage", condition_text="dev1 running at 3.3v: min voh?")
    rejection = validate_fact(lost, off_sheet, store)
    assert rejection is not None and "per supply" in rejection.reason
    on_sheet = Check("output_high_voltage", condition_text="dev1 running at 4.5v: min voh?")
    assert validate_fact(lost, on_sheet, store) is None


def test_a_row_stated_at_v_plus_5_v_does_not_answer_running_off_3v3(tmp_path: Path) -> None:
    row = fact("DEV1", "supply_current", "RSET = open circuit 8 mA", unit="mA", max=8.0,
               condition="Operating Supply Current; (V+ = 5V ±10%, RSET = 9.53kΩ ±1%)")  # fmt: skip
    store = _store(tmp_path, row)
    asked = Check("supply_current", condition_text="dev1 supply current if i run it off 3.3v?")
    rejection = validate_fact(row, asked, store)
    assert rejection is not None and "5 V" in rejection.reason


@pytest.mark.parametrize(
    ("quote", "asked"),
    [
        ("Sleep current IEM2 RAM retained, RTC on 3.4 µA", "sleep current in em4"),
        ("Supply current in LPM3, 32 kHz crystal 1.1 µA", "standby current in LPM4"),
        ("PM1 doze current 40 µA", "current in PM2 deep doze"),
    ],
)
def test_a_row_for_one_numbered_low_power_mode_does_not_answer_another(
    tmp_path: Path, quote: str, asked: str
) -> None:
    f = fact("T", "standby_current", quote, unit="µA", typ=3.4)
    got = _check(tmp_path, f, Check("standby_current", condition_text=asked))
    assert got is not None and got.policy == "numbered_mode", got


def test_a_row_for_the_numbered_mode_asked_passes(tmp_path: Path) -> None:
    f = fact("T", "standby_current", "IEM4 wake on pin only 0.4 µA", unit="µA", typ=0.4)
    assert _check(tmp_path, f, Check("standby_current", condition_text="sleep in EM4")) is None


def test_a_condition_in_brackets_beside_the_value_is_no_mixed_unit(tmp_path: Path) -> None:
    # "45 (at 12 V)" in a current column: the supply it was measured at, not a voltage read
    # into a current
    f = fact("T", "supply_current", "45 (at 12 V) mA", unit="mA", typ=45, raw="45 (at 12 V)")
    assert _check(tmp_path, f, Check("supply_current")) is None


def test_a_row_for_the_other_on_off_state_of_a_named_function_is_rejected(tmp_path: Path) -> None:
    # "with all inputs on" asked; the table's first case is "all inputs off"
    off = fact("T", "supply_current", "Supply current all inputs off 18 30 mA", unit="mA", typ=18)
    off.condition = "all inputs off"
    got = _check(tmp_path, off, Check("supply_current", condition_text="with all inputs on"))
    assert got is not None and got.policy == "function_state", got
    on = fact("T", "supply_current", "all inputs on 26 40 mA", unit="mA", typ=26)
    on.condition = "all inputs on"
    (tmp_path / "b").mkdir()
    assert (
        _check(tmp_path / "b", on, Check("supply_current", condition_text="all inputs on")) is None
    )


def test_a_table_note_giving_each_version_its_supply_lets_each_versions_range_through(
    tmp_path: Path,
) -> None:
    row = fact("QPT9", "supply_voltage", "QPT9-R 3.0 3.3 3.6 V", min=3.0, typ=3.3, max=3.6)
    row.condition = "VS = 12 V (QPT9-V) or 3.3 V (QPT9-R), TA = 25 °C unless otherwise noted."
    assert _check(tmp_path, row, Check("supply_voltage")) is None
    alone = fact("QPT9", "supply_voltage", "QPT9-R 3.0 3.3 3.6 V", min=3.0, typ=3.3, max=3.6)
    alone.condition = "VS = 12 V, TA = 25 °C unless otherwise noted."
    (tmp_path / "b").mkdir()
    assert _check(tmp_path / "b", alone, Check("supply_voltage")).policy == "supply_plausible"


def test_a_case_cell_for_the_other_state_of_what_the_question_switches_is_rejected(
    tmp_path: Path,
) -> None:
    off = fact("T", "supply_current", "Supply current heater off 40 55 mA", unit="mA", typ=40)
    off.condition = "heater off"
    asked = Check("supply_current", condition_text="with the heater driver switched on")
    got = _check(tmp_path, off, asked)
    assert got is not None and got.policy == "function_state", got
    # "turns the X off ... keeps it on" sets no state of X for the row to clash with
    on = fact("T", "input_low_voltage", "Vout = nominal (Regulator ON) VIL 1.0 V", max=1.0)
    on.condition = "Regulator ON"
    both = Check("input_low_voltage", condition_text="VIH that turns the regulator off and VIL")
    (tmp_path / "b").mkdir()
    assert _check(tmp_path / "b", on, both) is None


def test_a_temperature_the_part_is_not_specified_at_is_answered_by_no_row(tmp_path: Path) -> None:
    clock = fact("DEV1", "spi_clock_frequency", "fR clock frequency 50 MHz", unit="MHz", max=50.0)
    span = fact("DEV1", "operating_temperature", "Operating temperature -40 to +85 °C",
                unit="°C", min=-40.0, max=85.0)  # fmt: skip
    store = _store(tmp_path, clock, span)
    hot = Check("spi_clock_frequency", condition_text="max spi clock at an ambient of +105 °C?")
    found = validate_fact(clock, hot, store)
    assert found is not None and found.policy == "beyond_operating_range"
    warm = Check("spi_clock_frequency", condition_text="max spi clock at 70 °C?")
    assert validate_fact(clock, warm, store) is None


def test_a_part_measuring_temperature_is_asked_at_the_temperature_it_measures(
    tmp_path: Path,
) -> None:
    # a thermocouple converter's chip runs to +125 °C; "at 700 °C" is its probe's reading
    accuracy = fact("DEV1", "accuracy", "Thermocouple accuracy ±2 °C", unit="°C", min=-2.0,
                    max=2.0, quantity="temperature")  # fmt: skip
    span = fact("DEV1", "operating_temperature", "Operating temperature -40 to +125 °C",
                unit="°C", min=-40.0, max=125.0)  # fmt: skip
    measured = fact("DEV1", "measurement_range", "Thermocouple range -200 to +1350 °C",
                    unit="°C", min=-200.0, max=1350.0, quantity="temperature")  # fmt: skip
    store = _store(tmp_path, accuracy, span, measured)
    found = validate_fact(accuracy, Check("accuracy", condition_text="accuracy at 700 °C?"), store)
    assert found is None or found.policy != "beyond_operating_range"


def test_a_supply_threshold_asked_is_answered_by_no_operating_range(tmp_path: Path) -> None:
    operating = fact("DEV1", "supply_voltage", "VDD Supply voltage 2.7 5.5 V", min=2.7, max=5.5)
    reset = fact("DEV1", "supply_voltage", "VPOR Power-on reset threshold, VDD rising 1.9 V",
                 typ=1.9)  # fmt: skip
    store = _store(tmp_path, operating, reset)
    asked = Check("supply_voltage", condition_text="at what vdd does its power-on reset trip?")
    found = validate_fact(operating, asked, store)
    assert found is not None and found.policy == "named_protection"
    assert validate_fact(reset, asked, store) is None
    plain = Check("supply_voltage", condition_text="what supply voltage does it need?")
    assert validate_fact(operating, plain, store) is None
