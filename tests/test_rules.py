"""The rules' basics: a rail inside a range, regulator headroom and output current, the
environment, bus and clock, symbolic bounds, analog spans, and that combining never
passes on a missing fact.
"""

import pytest

from agent_support import ev, fact
from specproof.agent import rules as R
from specproof.records import RuleOutcome

ESP = fact("ESP", "supply_voltage", "VDD33 3.0 3.3 3.6 V", min=3.0, typ=3.3, max=3.6)
HCSR = fact("HC", "supply_voltage", "Working Voltage DC 5 V", value=5.0)


def test_rail_in_range_and_nominal_tolerance() -> None:
    e = ev({("ESP", "supply_voltage"): [ESP], ("HC", "supply_voltage"): [HCSR]})
    assert R.rail_in_supply_range("ESP", 3.3, e).outcome.passed is True
    assert R.rail_in_supply_range("HC", 3.3, e).outcome.passed is False
    assert R.rail_in_supply_range("HC", 5.05, e).outcome.passed is True  # nominal +-5 %
    assert R.rail_in_supply_range("X", 5.0, e).outcome.passed is None


def test_regulator_headroom() -> None:
    out = fact("REG", "output_voltage", "3.267 3.300 3.333 V", min=3.267, typ=3.3, max=3.333)
    drop = fact("REG", "dropout_voltage", "1.1 1.3 V", typ=1.1, max=1.3)
    e = ev({("REG", "output_voltage"): [out], ("REG", "dropout_voltage"): [drop]})
    assert R.regulator_headroom("REG", 5.0, e).outcome.passed is True
    assert R.regulator_headroom("REG", 3.7, e).outcome.passed is False
    assert (
        R.regulator_headroom("REG", 5.0, ev({("REG", "output_voltage"): [out]})).outcome.passed
        is None
    )


def test_current_capability_and_relay_coil_current() -> None:
    cap = fact("REG", "output_current", "1A output current", unit="A", value=1.0)
    coil_v = fact("RLY", "coil_voltage", "05 5 VDC", unit="VDC", value=5.0)
    coil_r = fact("RLY", "coil_resistance", "5 70", unit="Ohm", value=70.0)
    e = ev(
        {
            ("REG", "output_current"): [cap],
            ("RLY", "coil_voltage"): [coil_v],
            ("RLY", "coil_resistance"): [coil_r],
        }
    )
    result = R.current_capability("REG", ["RLY"], e)
    assert result.outcome.passed is True
    assert "0.07143" in result.outcome.reason


def test_environment() -> None:
    t = fact("A", "operating_temperature", "-40 85 °C", unit="°C", min=-40, max=85)
    e = ev({("A", "operating_temperature"): [t]})
    assert R.ambient_within("A", (-30, 70), e).outcome.passed is True
    assert R.ambient_within("A", (-30, 90), e).outcome.passed is False
    assert R.ambient_within("B", (-20, -20), e).outcome.passed is None
    assert R.humidity_within("A", 90, e).outcome.passed is None


def test_interface_bus_addresses_and_clock() -> None:
    i2c = fact("A", "interface", "I2C", unit=None, values=["I2C"])
    spi = fact("B", "interface", "SPI", unit=None, values=["SPI"])
    e = ev({("A", "interface"): [i2c], ("B", "interface"): [spi]})
    assert [r.outcome.passed for r in R.common_bus(["A", "B"], "I2C", e)] == [True, False]
    # a pin selects A's address; B and C each have one
    a1 = fact("A", "i2c_address", "Connecting SDO to GND results in slave address 0x76; "
              "connecting it to VDDIO gives 0x77", unit=None, values=["0x76", "0x77"])  # fmt: skip
    a2 = fact("B", "i2c_address", "0x77", unit=None, values=["0x77"])
    a3 = fact("C", "i2c_address", "0x77", unit=None, values=["0x77"])
    e = ev({("A", "i2c_address"): [a1], ("B", "i2c_address"): [a2], ("C", "i2c_address"): [a3]})
    assert R.addresses_assignable(["A", "B"], e).outcome.passed is True
    assert R.addresses_assignable(["B", "C"], e).outcome.passed is False
    clk = fact("A", "i2c_clock_frequency", "fSCL 400 kHz", unit="kHz", max=400, si_max=400e3)
    e = ev({("A", "i2c_clock_frequency"): [clk]})
    assert R.clock_within("A", 1e6, "i2c_clock_frequency", e).outcome.passed is False
    assert R.clock_within("A", 100e3, "i2c_clock_frequency", e).outcome.passed is True


def test_digital_levels_use_symbolic_bounds() -> None:
    vih = fact(
        "MCU",
        "input_high_voltage",
        "VIH 0.75×VDD VDD+0.3 V",
        expr_min="0.75*VDD",
        expr_max="VDD+0.3",
    )
    e = ev({("MCU", "input_high_voltage"): [vih]})
    high5 = R.digital_levels(None, "MCU", 5.0, 3.3, e)
    assert high5[0].outcome.passed is False  # 5 V > 3.6 V
    high33 = R.digital_levels(None, "MCU", 3.3, 3.3, e)
    assert all(r.outcome.passed for r in high33)
    vih_ratio = fact("INA", "input_high_voltage", "VIH 0.7 (VS) 6 V", expr_min="0.7*VS", max=6.0)
    e = ev({("INA", "input_high_voltage"): [vih_ratio]})
    outcomes = R.digital_levels(None, "INA", 3.3, 5.0, e)
    assert R.combine(outcomes) == "incompatible"  # 3.3 V < 0.7 x 5 V


def test_digital_level_unknown_driver_is_insufficient() -> None:
    assert R.combine(R.digital_levels("HC", "MCU", None, 3.3, ev({}))) == "insufficient_evidence"


def test_analog_current_sensor_span() -> None:
    zero = fact("CS", "analog_output_voltage", "VIOUT(Q) = 2.5 V", value=2.5)
    sens = fact("CS", "sensitivity", "185 mV/A", unit="mV/A", typ=185.0, quantity="current")
    rng = fact(
        "CS", "measurement_range", "IP -5 5 A", unit="A", min=-5.0, max=5.0, quantity="current"
    )
    ain = fact("ADC", "analog_input_range", "AINx GND VDD V", expr_min="GND", expr_max="VDD")
    e = ev(
        {
            ("CS", "analog_output_voltage"): [zero],
            ("CS", "sensitivity"): [sens],
            ("CS", "measurement_range"): [rng],
            ("ADC", "analog_input_range"): [ain],
        }
    )
    span, facts = R.analog_output_span("CS", None, e)
    assert span is not None and abs(span[1] - 3.425) < 1e-6
    assert R.analog_in_range("CS", "ADC", span, facts, 3.3, e).outcome.passed is False
    assert R.analog_in_range("CS", "ADC", span, facts, 5.0, e).outcome.passed is True


def test_eval_expr() -> None:
    assert abs(R.eval_expr("VDD+0.3", {"VDD": 3.3}) - 3.6) < 1e-9
    assert abs(R.eval_expr("0.7×VS", {"VS": 5}) - 3.5) < 1e-9
    assert R.eval_expr("GND", {}) == 0.0
    assert R.eval_expr("VX+1", {}) is None


def test_combine_is_conservative() -> None:
    ok = R.RuleResult(RuleOutcome("a", True, ""))
    unknown = R.RuleResult(RuleOutcome("b", None, ""))
    bad = R.RuleResult(RuleOutcome("c", False, ""))
    assert R.combine([ok, unknown]) == "insufficient_evidence"
    assert R.combine([ok, unknown, bad]) == "incompatible"
    assert R.combine([]) == "insufficient_evidence"


def test_full_scale_range_never_licenses_input_above_supply() -> None:
    span = (1.575, 3.425)  # 2.5 V +- 5 A x 185 mV/A
    pga = fact("ADC", "analog_input_range", "FSR ±6.144 V", min=-6.144, max=6.144)
    e = ev({("ADC", "analog_input_range"): [pga]})
    assert R.analog_in_range("CS", "ADC", span, [], 3.3, e).outcome.passed is False
    assert R.analog_in_range("CS", "ADC", span, [], 5.0, e).outcome.passed is True


def test_source_span_beyond_its_own_supply_is_not_judged() -> None:
    ain = fact("ADC", "analog_input_range", "AIN 0 5 V", min=0.0, max=5.0)
    e = ev({("ADC", "analog_input_range"): [ain]})
    result = R.analog_in_range("CS", "ADC", (4.0, 6.0), [], 5.0, e, source_supply=5.0)
    assert result.outcome.passed is None


def test_rail_check_prefers_full_range_and_distrusts_conflicting_lone_values() -> None:
    lone = fact("D", "supply_voltage", "3.6 V", value=3.6)
    full = fact("D", "supply_voltage", "VCC 2.4 3.0 3.6 V", min=2.4, typ=3.0, max=3.6)
    assert R.most_complete_first([lone, full])[0] is full
    five = fact("D", "supply_voltage", "5 V", value=5.0)
    e = ev({("D", "supply_voltage"): [lone, five]})
    assert R.rail_in_supply_range("D", 3.3, e).outcome.passed is None


def test_minimum_load_current_is_no_output_rating() -> None:
    min_load = fact("REG", "output_current", "regulates above 10mA", unit="mA", min=10.0)
    rated = fact("REG", "output_current", "Output Current of 1A", unit="A", value=1.0)
    load = fact("L", "supply_current", "15 mA", unit="mA", value=15.0, si_value=0.015)
    only_min = ev({("REG", "output_current"): [min_load], ("L", "supply_current"): [load]})
    assert R.current_capability("REG", ["L"], only_min).outcome.passed is None
    both = ev({("REG", "output_current"): [min_load, rated], ("L", "supply_current"): [load]})
    assert R.current_capability("REG", ["L"], both).outcome.passed is True


def test_regulator_without_dropout_needs_input_range_and_clear_headroom() -> None:
    out = fact("BUCK", "output_voltage", "1.23 37 V", min=1.23, max=37.0)
    vin = fact("BUCK", "supply_voltage", "4.5 40 V", min=4.5, max=40.0)
    e = ev({("BUCK", "output_voltage"): [out], ("BUCK", "supply_voltage"): [vin]})
    # adjustable: the output bound is no set-point, so headroom cannot be judged without one
    fixed = fact("BUCK", "output_voltage", "5.0 V", value=5.0)
    e2 = ev({("BUCK", "output_voltage"): [fixed], ("BUCK", "supply_voltage"): [vin]})
    assert R.regulator_headroom("BUCK", 12.0, e2).outcome.passed is True
    assert R.regulator_headroom("BUCK", 5.5, e2).outcome.passed is None
    assert R.regulator_headroom("BUCK", 3.7, e2).outcome.passed is False
    assert R.regulator_headroom("BUCK", 12.0, e).outcome.passed is not False
    assert R.regulator_headroom("BUCK", 12.0, e, set_output=5.0).outcome.passed is True


def test_table_wide_temperature_note_does_not_make_every_row_hot() -> None:
    note = "All specifications at –40°C to +125°C, VDD = 3.3V, unless otherwise noted"
    room = fact("ADC", "supply_current", "Operating current at 25°C 150 200 μA", unit="μA")
    room.typ, room.max, room.si_max = 150.0, 200.0, 200e-6
    room.condition = f"Operating current at 25°C; ADS1113, ADS1115; {note}"
    hot = fact("ADC", "supply_current", "Operating current up to 125°C 300 μA", unit="μA")
    hot.max, hot.si_max = 300.0, 300e-6
    hot.condition = f"Operating current up to 125°C; ADS1113, ADS1115; {note}"
    e = ev({("ADC", "supply_current"): [room, hot]})
    # a typical build runs near room temperature: the 25 °C row, not the 125 °C extreme
    assert R.load_current("ADC", e, worst_case=False) == (200e-6, [room])
    assert R.load_current("ADC", e, worst_case=True) == (300e-6, [hot])


def test_the_registry_names_each_family_once_with_its_concern() -> None:
    families = [e for e in R.RULES if isinstance(e, R.RuleFamily)]
    names = [f.name for f in families]
    assert len(names) == len(set(names))
    assert all(f.concern and (f.fields or f.reads_sheet_text) and f.roles for f in families)
    concerns = {f.concern for f in families}
    assert {"supply rail", "logic levels", "bus clock", "addresses", "environment"} <= concerns


def test_a_family_that_stops_ends_the_families_but_a_stated_rail_is_still_checked() -> None:
    """An environment question runs the environment family only, unless it asks the supply
    too; a rail it states is checked all the same (a part works only on its own supply)."""
    from agent_support import judgment_of

    temp = fact("T", "operating_temperature", "-40 to 85 °C", unit="°C", min=-40, max=85)
    e = ev({("T", "operating_temperature"): [temp], ("T", "supply_voltage"): [ESP]})
    only_env = judgment_of("Will the T work at -20 °C ambient on a 3.3 V rail?", ["T"])
    assert [r.outcome.rule for r in R.apply_rules(only_env.scenario, e)] == [
        "environment.temperature_within_operating_range",
        "power.rail_in_supply_range",
    ]
    unstated = judgment_of("Will the T work at -20 °C ambient?", ["T"])
    assert [r.outcome.rule for r in R.apply_rules(unstated.scenario, e)] == [
        "environment.temperature_within_operating_range"
    ]
    both = judgment_of(
        "Is the T, powered at 3.3 V, rated for -20 °C, and is its supply fine?", ["T"]
    )
    rules = [r.outcome.rule for r in R.apply_rules(both.scenario, e)]
    assert rules == ["environment.temperature_within_operating_range", "power.rail_in_supply_range"]


def test_a_supply_floor_alone_proves_no_rail_is_low_enough_but_a_ceiling_alone_judges_too_much() -> (
    None
):
    floor = fact("FL", "supply_voltage", "Input voltage 2.2 V min", min=2.2)
    ceiling = fact("CE", "supply_voltage", "Max. input voltage 50 V", max=50.0)
    e = ev({("FL", "supply_voltage"): [floor], ("CE", "supply_voltage"): [ceiling]})
    assert R.rail_in_supply_range("FL", 36.0, e).outcome.passed is None  # no maximum read
    assert R.rail_in_supply_range("FL", 1.8, e).outcome.passed is False  # below the floor
    assert R.rail_in_supply_range("CE", 44.0, e).outcome.passed is True
    assert R.rail_in_supply_range("CE", 60.0, e).outcome.passed is False


def test_a_nominal_with_its_stated_tolerance_is_a_stated_range_not_an_assumption() -> None:
    from specproof.agent.rules.base import assumed_tolerance

    rated = fact("AC12", "supply_voltage", "Rated voltage 12 V DC (±10 %)", value=12.0)
    e = ev({("AC12", "supply_voltage"): [rated]})
    assert R.rail_in_supply_range("AC12", 13.0, e).outcome.passed is True  # inside ±10 %
    assert R.rail_in_supply_range("AC12", 13.5, e).outcome.passed is False
    assert assumed_tolerance(rated) is None
    bare = fact("AC12", "supply_voltage", "Rated voltage 12 V DC", value=12.0)
    assert assumed_tolerance(bare) is not None  # ±5 % is assumed, and said so


def test_a_bound_written_from_a_signal_level_is_not_read_as_the_rail() -> None:
    """ "VS min = VIH + 2.5" is 2.5 V above the input high level: with only the rail known
    it has no value (the rail is no VIH); supply names still take the one rail stated."""
    from specproof.agent.rules.base import eval_expr, supply_env

    assert eval_expr("VIH+2.5", supply_env(12.0)) is None
    assert eval_expr("VOH-0.4", supply_env(5.0)) is None
    assert eval_expr("VDDIO+0.3", supply_env(3.3)) == pytest.approx(3.6)


def test_a_rail_above_a_floor_written_as_a_level_is_not_proven(tmp_path) -> None:
    from agent_support import fact, make_store
    from specproof.agent.workflow import answer_question

    store = make_store(
        tmp_path,
        {
            "HB7": [
                fact("HB7", "load_supply_voltage", "VS Supply Voltage Operative Condition VIH +2.5 46 V",
                     max=46.0, expr_min="VIH+2.5"),
            ]
        },
    )  # fmt: skip
    answer = answer_question("can the hb7 take 3 v on its motor supply vs?", store)
    assert answer.verdict != "compatible", answer.text
    twelve = answer_question("hb7 with a 12 v motor supply - ok?", store)
    assert twelve.verdict != "incompatible", twelve.text


def test_operating_ranges_of_versions_told_apart_in_words_decide_nothing_alone() -> None:
    # "standard 0 to +50" beside "wide (suffix -W) -20 to +70": -20 °C passes only one row
    standard = fact("LC16", "operating_temperature", "Operating temperature, standard 0 +50 °C",
                    unit="°C", min=0.0, max=50.0, condition="standard")  # fmt: skip
    wide = fact("LC16", "operating_temperature", "Operating temperature, wide (suffix -W) -20 +70",
                unit="°C", min=-20.0, max=70.0, condition="suffix -W")  # fmt: skip
    e = ev({("LC16", "operating_temperature"): [wide, standard]})
    assert R.ambient_within("LC16", (-20, -20), e).outcome.passed is None
    assert R.ambient_within("LC16", (25, 25), e).outcome.passed is True  # inside both
    assert R.ambient_within("LC16", (80, 80), e).outcome.passed is False  # outside both
    # the question names the version: its row decides
    wide_asked = R.ambient_within("LC16", (-20, -20), e, words=frozenset({"wide", "lc16"}))
    assert wide_asked.outcome.passed is True
    standard_asked = R.ambient_within("LC16", (-20, -20), e, words=frozenset({"standard"}))
    assert standard_asked.outcome.passed is False
    # a range the accuracy holds over is no operating limit
    accurate = fact("LC16", "operating_temperature", "full accuracy 0 +65 °C", unit="°C",
                    min=0.0, max=65.0, condition="full accuracy")  # fmt: skip
    e = ev({("LC16", "operating_temperature"): [wide, accurate]})
    assert R.ambient_within("LC16", (-20, -20), e).outcome.passed is True
