"""Logic-level rules: the high level against the receiver's thresholds and limits, input
tolerance stated in words, levels stated for a part outside the library, an output that
swings to its supply, and a level checked against no input.
"""

from __future__ import annotations

import pytest

from agent_support import ev, fact, judgment_with_variants
from specproof.agent import rules as R
from specproof.agent.rules import Build, apply_rules
from specproof.agent.understand import (
    drive_level,
    intermediaries,
)
from specproof.records import SectionKind


@pytest.mark.parametrize(
    "sentence",
    [
        "The IO of the module is not 5 V tolerant.",
        "Inputs are not 5V-tolerant.",
        "The GPIOs are not tolerant of 5 V.",
        "5 V TTL IO needs level conversion",
        "When the host IO is 5 V, a level shifter must be added.",
    ],
)
def test_not_tolerant_statements_fail_a_5v_level(sentence: str) -> None:
    statements = R.tolerance_statements(sentence, 2)
    assert statements and not statements[0].tolerant and statements[0].volts == 5.0
    pairs = [(s, R.tolerance_fact("MOD", "mod.pdf", s)) for s in statements]
    out = R.digital_levels(None, "MOD", 5.0, 3.3, ev({}), set(), None, pairs)
    assert R.combine(out) == "incompatible"


def test_tolerant_statement() -> None:
    (statement,) = R.tolerance_statements("All digital inputs are 5 V tolerant.")
    assert statement.tolerant


@pytest.mark.parametrize(
    ("sentence", "read"),
    [
        # a "not" before a list of levels holds for each of them
        ("The pins are not 3.3 V or 5 V tolerant.", [(3.3, False), (5.0, False)]),
        ("The inputs are 3.3 V and 5 V tolerant.", [(3.3, True), (5.0, True)]),
        # a level the part runs at, set apart by a comma, is no member of the list
        ("It runs at 3.3 V, not 5 V tolerant.", [(5.0, False)]),
        # a level that needs no shifter is tolerated
        ("EN and PWM accept 3.3 V or 5 V logic with no level shifter.", [(3.3, True), (5.0, True)]),
        ("From 5 V hosts, a level shifter must be added.", [(5.0, False)]),
    ],
)
def test_each_level_of_a_listed_tolerance_takes_its_polarity(sentence: str, read: list) -> None:
    assert [(s.volts, s.tolerant) for s in R.tolerance_statements(sentence)] == read


def test_no_input_limit_is_never_compatible() -> None:
    assert R.combine(R.digital_levels(None, "MOD", 5.0, 3.3, ev({}))) == "insufficient_evidence"
    assert R.combine(R.digital_levels(None, "MOD", 3.3, 3.3, ev({}))) == "insufficient_evidence"


def test_level_at_own_supply_passes_a_characterised_input() -> None:
    vih = fact("MOD", "input_high_voltage", "VIH 0.7×VDD", expr_min="0.7*VDD")
    e = ev({("MOD", "input_high_voltage"): [vih]})
    assert R.combine(R.digital_levels(None, "MOD", 3.3, 3.3, e)) == "compatible"


def test_bus_pin_abs_max_fails_a_high_pull_up() -> None:
    absmax = fact("T", "abs_max_input_voltage", "Input voltage SCL, SDA, ALERT -0.3 4 V",
                  min=-0.3, max=4.0, section=SectionKind.ABS_MAX)  # fmt: skip
    e = ev({("T", "abs_max_input_voltage"): [absmax]})
    assert R.combine(R.digital_levels(None, "T", 5.0, 3.3, e, {"SDA", "SCL"})) == "incompatible"


def test_a_vih_maximum_above_the_absolute_maximum_does_not_lift_it() -> None:
    # "VIH up to 6 V" beside "SCL (GND - 0.3) to (VS + 0.3)": at VS = 3.3 V a 5 V bus
    # exceeds the absolute maximum whatever the VIH row allows
    vih = fact("QNA", "input_high_voltage", "VIH 0.7 × VS 6 V", expr_min="0.7*VS", max=6.0)
    absmax = fact("QNA", "abs_max_input_voltage", "Input voltage SCL, SDA -0.3 V to VS + 0.3 V",
                  min=-0.3, expr_max="VS+0.3", section=SectionKind.ABS_MAX)  # fmt: skip
    e = ev({("QNA", "input_high_voltage"): [vih], ("QNA", "abs_max_input_voltage"): [absmax]})
    assert R.combine(R.digital_levels(None, "QNA", 5.0, 3.3, e, {"SDA", "SCL"})) == "incompatible"
    # on a 5 V supply the same bus is inside both
    assert R.combine(R.digital_levels(None, "QNA", 5.0, 5.0, e, {"SDA", "SCL"})) == "compatible"


def test_ratio_written_as_plain_number_is_scaled_by_the_supply() -> None:
    vih = fact("INA", "input_high_voltage", "VIH input logic level 0.7 (VS) 6 V", min=0.7, max=6)
    assert R.bound_at(vih, "min", 5.0) == pytest.approx(3.5)
    assert R.bound_at(vih, "min", None) is None
    assert R.bound_at(vih, "max", 5.0) == 6.0
    plain = fact("X", "input_high_voltage", "VIH 0.7 V DC", min=0.7)
    assert R.bound_at(plain, "min", 5.0) == 0.7


def test_supply_names_with_suffixes_evaluate() -> None:
    env = R.supply_env(3.3)
    assert R.eval_expr("VDD1+0.3", env) == pytest.approx(3.6)
    assert R.eval_expr("(V+) + 0.3", env) == pytest.approx(3.6)


def test_voh_only_row_bounds_the_level_by_the_source_supply() -> None:
    voh = fact("S", "output_high_voltage", "VOH 2.4 V min", min=2.4)
    level = R.drive_level("S", None, 5.0, ev({("S", "output_high_voltage"): [voh]}))
    assert level.guaranteed == 2.4 and level.highest == 5.0
    stated = fact("S", "output_high_voltage", "Level output: high 3.3V", value=3.3)
    level = R.drive_level("S", None, 5.0, ev({("S", "output_high_voltage"): [stated]}))
    assert level.highest == 3.3


def test_a_logic_output_range_is_no_power_rail() -> None:
    q = "I want to use a BUF at VCC = 3.3 V to pass a 5 V sensor's digital output to a WR."
    out = fact("BUF", "output_voltage", "VO output voltage Active mode 0 - VCC V", min=0.0)
    out.expr_max = "VCC"
    e = ev({("BUF", "output_voltage"): [out]})
    asked = judgment_with_variants(q, ["BUF", "WR"])
    assert not Build(asked.scenario, e, e).is_regulator("BUF")
    assert intermediaries(asked.wording) == ["BUF"]


def test_level_of_a_part_outside_the_library() -> None:
    q = "A 5 V Arduino drives the MQ's SCLK, SDI and CS lines directly; the MQ runs at 3.3 V."
    assert drive_level(q) == 5.0
    limit = fact(
        "MQ", "abs_max_input_voltage", "All other pins to DGND -0.3 V to DVDD + 0.3 V", min=-0.3
    )
    limit.expr_max = "DVDD+0.3"
    limit.section = SectionKind.ABS_MAX
    e = ev({("MQ", "abs_max_input_voltage"): [limit]})
    asked = judgment_with_variants(q, ["MQ"])
    sc = asked.scenario
    results = apply_rules(sc, e)
    assert R.combine(results) == "incompatible"


def test_output_swinging_to_its_supply_bounds_the_high_level() -> None:
    out = fact("BUF", "output_voltage", "VO output voltage Active mode 0 - VCC V", min=0.0)
    out.expr_max = "VCC"
    drive = R.drive_level("BUF", None, 5.0, ev({("BUF", "output_voltage"): [out]}))
    assert (drive.guaranteed, drive.highest) == (None, 5.0)


def test_interface_level_stated_in_words() -> None:
    text = "Interface level：3.3V（compatible with 5V）\n6 TXD UART-TXD（TTL level 3.3V）"
    assert [s.volts for s in R.level_statements(text)] == [3.3, 3.3]
    assert R.level_statements("Output signal：UART（TTL level）") == []


def test_symbolic_supply_names_and_bounds() -> None:
    assert abs((R.eval_expr("IOVDD+0.3", R.supply_env(3.3)) or 0) - 3.6) < 1e-9
    row = fact("W", "supply_voltage", "IOVDD All IOVDD pins 1.71 3.0 VVDD V", min=1.71, typ=3.0)
    row.expr_max = "VVDD"
    assert R.rail_in_supply_range("W", 3.3, ev({("W", "supply_voltage"): [row]})).outcome.passed


def test_a_stated_level_checked_against_no_input_is_unknown() -> None:
    """The 5 V level belongs to a part outside the library; the library source drives the
    receiver with its own VOH, so the 5 V line is checked nowhere: never a pass."""
    q = "A 5 V microcontroller is also on the board; the AX output drives a BX GPIO. Is that OK?"
    e = ev(
        {
            ("AX", "output_high_voltage"): [
                fact("AX", "output_high_voltage", "VOH 2.9 V", min=2.9)
            ],
            ("BX", "input_high_voltage"): [
                fact("BX", "input_high_voltage", "VIH 2.0 3.6 V", min=2.0, max=3.6)
            ],
        }
    )
    asked = judgment_with_variants(q, ["AX", "BX"])
    results = apply_rules(asked.scenario, e)
    assert R.combine(results) == "insufficient_evidence"
    assert any(r.outcome.rule == "signal.stated_level_receiver" for r in results)


def test_the_lowest_limit_of_the_lines_pins_decides() -> None:
    # one row per pin: the data pin takes 5.5 V, the strobe pin only its supply + 0.5 V;
    # a 5 V line on both must survive the strobe pin's limit
    dio = fact("KX", "abs_max_input_voltage", "Data, DIO (GND – 0.3) 5.5",
               max=5.5, expr_min="GND-0.3", section=SectionKind.ABS_MAX)  # fmt: skip
    stb = fact("KX", "abs_max_input_voltage", "Strobe, STB (GND – 0.3) (VCC + 0.5)",
               expr_min="GND-0.3", expr_max="VCC+0.5", section=SectionKind.ABS_MAX)  # fmt: skip
    e = ev({("KX", "abs_max_input_voltage"): [dio, stb]})
    limit = R.abs_max_input_limit("KX", 3.0, e, {"DIO", "STB"})
    assert limit is not None and limit == (3.5, stb)
    assert R.combine(R.digital_levels(None, "KX", 5.0, 3.0, e, {"DIO", "STB"})) == "incompatible"


def test_missing_input_limits_never_pass_and_abs_max_only_fails() -> None:
    assert R.combine(R.digital_levels(None, "MCU", 3.3, 3.3, ev({}))) == "insufficient_evidence"
    absmax = fact(
        "MCU", "abs_max_input_voltage", "Input Voltage Level (SCL, SDA) -0.5V to VDD + 0.5V",
        min=-0.5, expr_max="VDD+0.5", section=SectionKind.ABS_MAX,
    )  # fmt: skip
    e = ev({("MCU", "abs_max_input_voltage"): [absmax]})
    assert R.combine(R.digital_levels(None, "MCU", 5.0, 3.0, e, {"SDA"})) == "incompatible"
    assert R.combine(R.digital_levels(None, "MCU", 3.3, 3.0, e, {"SDA"})) == "insufficient_evidence"
    onoff = fact(
        "REG", "abs_max_input_voltage", "ON/OFF Pin Input Voltage −0.3 V ≤ V ≤ +Vin V",
        section=SectionKind.ABS_MAX,
    )  # fmt: skip
    limit = R.abs_max_input_limit(
        "REG", 12.0, ev({("REG", "abs_max_input_voltage"): [onoff]}), set()
    )
    assert limit is not None and limit[0] == 12.0


def test_a_part_wired_straight_to_a_host_takes_its_level_whatever_its_own_supply(
    tmp_path,
) -> None:
    from agent_support import make_store
    from specproof.agent.workflow import answer_question

    rfm = [
        fact("RFM-7", "supply_voltage", "Supply voltage (VIN, regulated) 3.0 5.5 V", min=3.0,
             max=5.5, si_min=3.0, si_max=5.5),
        fact("RFM-7", "input_high_voltage", "VIH 2.4 3.3 V", min=2.4, max=3.3, si_min=2.4,
             si_max=3.3),
    ]  # fmt: skip
    mux = [
        fact("MUX8", "supply_voltage", "Supply voltage VCC 2 6 V", min=2.0, max=6.0,
             si_min=2.0, si_max=6.0),
        fact("MUX8", "input_high_voltage", "VIH VCC = 2 V 1.5 V", min=1.5, si_min=1.5),
    ]  # fmt: skip
    store = make_store(tmp_path, {"RFM-7": rfm, "MUX8": mux})
    # the board takes 5 V on VIN; its SPI pins do not take a 5 V host's levels
    radio = answer_question("can i hook the rfm-7 up over spi straight to a 5v arduino?", store)
    assert radio.verdict == "incompatible", radio.text
    powered = answer_question(
        "rfm-7 running on 3v3 with its spi wired straight to a 5v arduino - ok?", store
    )
    assert powered.verdict == "incompatible", powered.text
    # a VIH row stated at another supply proves nothing at the one the question states
    moved = answer_question(
        "MUX8 powered at 6 V, select pins wired straight to a 3.3 V board - ok?", store
    )
    assert moved.verdict != "compatible", moved.text
    store.close()


def test_a_level_judged_against_rows_per_supply_cites_the_row_at_the_receivers_supply() -> None:
    # VIH stated at VCC = 2, 3, 4.5 and 6 V, the receiver at 3.3 V: the row the level was
    # held to is the 3.0 V one, not the first row of the table
    vih = [
        fact("MX51", "input_high_voltage", f"VIH VCC = {vcc} V {level}", min=level,
             condition=f"VCC = {vcc} V")
        for vcc, level in ((2.0, 1.5), (3.0, 2.1), (4.5, 3.15), (6.0, 4.2))
    ]  # fmt: skip
    results = R.digital_levels(None, "MX51", 3.3, 3.3, ev({("MX51", "input_high_voltage"): vih}))
    above = [r for r in results if r.outcome.rule == "signal.high_level_above_vih"]
    assert above and above[0].outcome.passed
    assert [f.min for r in results for f in r.facts] == [2.1] * len(results)


def test_a_driver_with_no_voh_row_never_rises_above_its_own_supply() -> None:
    # a 3.3 V counter clocking a 74HC part at 6 V: VIH there is 4.2 V, above anything a
    # push-pull output at 3.3 V can reach, whatever its VOH row would have said
    vih = [
        fact("HC2", "input_high_voltage", f"VIH VCC = {vcc} V {level}", min=level,
             condition=f"VCC = {vcc} V")
        for vcc, level in ((2.0, 1.5), (4.5, 3.15), (6.0, 4.2))
    ]  # fmt: skip
    table = {("HC2", "input_high_voltage"): vih}
    out = R.digital_levels("LV1", "HC2", None, 6.0, ev(table), source_supply=3.3)
    assert R.combine(out) == "incompatible"
    # an open-drain output rises to its pull-up's rail: no such bound
    table[("LV1", "output_signal_type")] = [
        fact("LV1", "output_signal_type", "open-drain output", unit=None, values=["open-drain"])
    ]
    out = R.digital_levels("LV1", "HC2", None, 6.0, ev(table), source_supply=3.3)
    assert R.combine(out) == "insufficient_evidence"


def test_a_vol_stated_at_a_sink_current_fails_no_logic_input_alone() -> None:
    # VOL 0.6 V while the pin sinks 6 mA, against VIL 0.5 V: a logic input sinks far less,
    # at which the sheet states no VOL; a VOL at no stated load still fails it
    loaded = fact("MC8", "output_low_voltage", "VOL IOL = 6 mA 0.6 V", max=0.6,
                  condition="IOL = 6 mA, VDD = 3.3 V")  # fmt: skip
    bare = fact("MC8", "output_low_voltage", "VOL 0.6 V", max=0.6)
    vil = fact("LD2", "input_low_voltage", "VDIM,L DIM input low voltage 0.5 V", max=0.5)
    for vol, passed in ((loaded, None), (bare, False)):
        table = {("MC8", "output_low_voltage"): [vol], ("LD2", "input_low_voltage"): [vil]}
        out = R.digital_levels("MC8", "LD2", 3.3, 5.0, ev(table))
        low = [r for r in out if r.outcome.rule == "signal.low_level_below_vil"]
        assert [r.outcome.passed for r in low] == [passed]


def test_a_sink_current_typed_with_a_greek_mu_is_read_in_microamps() -> None:
    # the micro sign and the Greek mu look alike; a case-blind match finds either
    from specproof.agent.rules.prose import _sink_current

    row = fact("QZ9", "output_low_voltage", "VOL IOL = 300 \u03bcA 0.4 V", max=0.4, si_max=0.4)
    assert _sink_current(row) == pytest.approx(300e-6)
