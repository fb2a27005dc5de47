"""Condition matching, variant groups, validation policies and rules added in round 2."""

from __future__ import annotations

from pathlib import Path

from specproof.agent import rules as R
from specproof.agent.answer import stated_values
from specproof.agent.rules import Build, supply_order_checks
from specproof.agent.score import (
    compound_hits,
    row_condition_fit,
    score_candidate,
    stated_variants,
    supply_of_current,
    variant_fits_fact,
)
from specproof.agent.terms import question_terms, state_assignments
from specproof.agent.understand import DeviceMention, Scenario, Wiring, build_question, find_fields
from specproof.agent.understand.context import (
    asked_bounds,
    hyphen_compounds,
    package_codes,
    question_context,
)
from specproof.agent.understand.wiring import signal_pins
from specproof.agent.understand.words import request_words
from specproof.agent.validate import Check, validate_fact
from specproof.records import SectionKind
from test_agent_support import fact, make_store


def ev(table):
    return lambda device, fld: table.get((device, fld), [])


# ---------------------------------------------------------------- gather


def test_state_assignments_normalise_pins_numbers_and_spans() -> None:
    states = state_assignments("when enabled (Ven = H), |IO| = 6 mA and VCC = 4.5 V to 5.5 V")
    assert states["ven"] == "h"
    assert states["io"] == "6ma"  # a current's sign is its direction
    assert states["vcc"] == "4.5v..5.5v"
    assert state_assignments("Ven = low")["ven"] == "l"


def _score(f, question: str, own: str = "") -> float:
    ctx = question_context(question)
    terms = question_terms(own or question, [])
    return score_candidate(f, terms, None, True, context=ctx, asked=request_words(own)).score


def test_pin_state_picks_the_matching_row() -> None:
    high = fact("L", "quiescent_current", "Vi = H 50 70 mA", unit="mA", typ=50, max=70)
    high.condition = "Ven = H; IL = 0; Vi = H"
    low = fact("L", "quiescent_current", "Ven = L Vi = X 4 mA", unit="mA", max=4)
    low.condition = "Ven = L; Vi = X"
    q_on = "What current is drawn when enabled (Ven = H) with inputs HIGH (Vi = H)?"
    q_off = "What current is drawn with the bridge disabled (Ven = L)?"
    assert _score(high, q_on) > _score(low, q_on)
    assert _score(low, q_off) > _score(high, q_off)


def test_supply_current_symbol_follows_its_supply_pin() -> None:
    iss = fact("L", "quiescent_current", "Ven = L Vi = X 6 mA", unit="mA", max=6, symbol="ISS")
    is_ = fact("L", "quiescent_current", "Ven = L Vi = X 4 mA", unit="mA", max=4, symbol="IS")
    assert supply_of_current(iss) == "vss" and supply_of_current(is_) == "vs"
    q = "current from VS (pin 4) and from VSS (pin 9)"
    assert _score(iss, q, "from the logic supply vss (pin 9)") > _score(
        is_, q, "from the logic supply vss (pin 9)"
    )


def test_asked_bounds_and_package_codes() -> None:
    assert asked_bounds("power-down current (typical and maximum)") == {"typ", "max"}
    assert {"min", "max"} <= asked_bounds("what supply voltage range")
    assert package_codes("in the PW (TSSOP) package") == {"PW", "TSSOP"}
    assert package_codes("a DRV8833 in the HTSSOP (PWP) package") == {"HTSSOP", "PWP"}


def test_row_with_every_asked_bound_wins() -> None:
    lone = fact("B", "response_time", "typically 16 ms", unit="ms", typ=16)
    row = fact("B", "response_time", "tLR 16 24 ms", unit="ms", typ=16, max=24)
    q = "How long does a measurement take (typical and maximum)?"
    assert _score(row, q) > _score(lone, q)


def test_fact_repeating_the_question_condition_is_demoted() -> None:
    echo = fact("P", "accuracy", "APext 300..1100 hPa", unit="hPa", min=300, max=1100)
    real = fact("P", "accuracy", "APext ±1.7 hPa", unit="hPa", min=-1.7, max=1.7)
    q = "What is the absolute pressure accuracy over 300…1100 hPa?"
    assert _score(real, q) > _score(echo, q)


def test_bit_resolution_with_hyphen_is_a_condition_term() -> None:
    nums, _, _ = question_terms("conversion time at 12-bit resolution", [])
    assert "12bit" in nums


def test_variant_group_continues_on_next_line(tmp_path: Path) -> None:
    drop = fact(
        "AMS", "dropout_voltage", "Dropout Voltage AMS-1.5/-1.8/-2.5/- IOUT = 1A 1.1 1.3 V",
        typ=1.1, max=1.3, variant="AMS-1.5",
    )  # fmt: skip
    rest = fact("AMS", "manufacturer", "2.85/-3.3/-5.0", unit=None, values=["x"])
    store = make_store(tmp_path, {"AMS": [drop, rest]})
    assert stated_variants(drop, store)[-1] == "AMS-5.0"
    assert variant_fits_fact("3.3", drop, store)
    assert not variant_fits_fact("3.3", fact("AMS", "x", "AMS-1.5 1 V", variant="AMS-1.5"))


# ---------------------------------------------------------------- validate


def _check(tmp_path: Path, f, check: Check):
    return validate_fact(f, check, make_store(tmp_path, {f.device: [f]}))


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


# ---------------------------------------------------------------- answer / rules / workflow


def test_interface_values_only_those_the_quote_names() -> None:
    f = fact("A", "interface", "via an I2C-compatible serial interface", unit=None)
    f.values = ["I2C", "UART", "single-bus"]
    assert stated_values(f) == ["I2C"]
    g = fact("M", "interface", "PRIMARY I C AND SPI SERIAL INTERFACES", unit=None)
    g.values = ["I2C", "SPI"]
    assert stated_values(g) == ["I2C", "SPI"]


def test_supply_order_rule() -> None:
    f = fact("T", "io_supply_voltage", "VCCA must be less than or equal to VCCB", max=3.6)
    e = ev({("T", "io_supply_voltage"): [f]})
    sc = Scenario(pins={"T": {"VCCA": 5.0, "VCCB": 3.3}}, wiring=Wiring(parts=("T",)))
    out = supply_order_checks(Build(sc, e, e))
    assert [r.outcome.passed for r in out] == [False]
    sc = Scenario(pins={"T": {"VCCA": 1.8, "VCCB": 3.3}}, wiring=Wiring(parts=("T",)))
    out = supply_order_checks(Build(sc, e, e))
    assert [r.outcome.passed for r in out] == [True]


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


def test_replaced_device_and_signal_pins() -> None:
    q = "If I replace the L298N with a DRV8833, is it rated?"
    mentions = [
        DeviceMention("L298", "d1", "l298.pdf", "L298N", 13, 18),
        DeviceMention("DRV8833", "d2", "drv.pdf", "DRV8833", 26, 33),
    ]
    asked = build_question(q, mentions, qtype="compatibility")
    assert asked.scenario is not None and asked.scenario.wiring.replaced == {"L298"}
    pins = signal_pins("its SDA/SCL lines and the ON/OFF pin, VDD = 3.3 V")
    assert {"SDA", "SCL", "ON", "OFF"} <= pins and "VDD" not in pins


def test_from_x_and_from_y_splits_into_two_requests() -> None:
    from specproof.agent.understand import split_alternatives, with_condition_text

    q = "what maximum quiescent currents does it draw from the power supply VS (pin 4) and from the logic supply VSS (pin 9)?"
    reqs = split_alternatives(with_condition_text(q, find_fields(q)))
    assert [r.field for r in reqs] == ["quiescent_current", "quiescent_current"]


def test_condition_written_on_the_row_beats_the_table_preamble() -> None:
    narrow = fact("T", "accuracy", "-10°C to +85°C ±0.5", unit="°C", min=-0.5, max=0.5)
    narrow.condition = "-10°C to +85°C; (-55°C to +125°C; VDD = 3.0V to 5.5V)"
    full = fact("T", "accuracy", "-55°C to +125°C ±2", unit="°C", min=-2, max=2)
    full.condition = "-55°C to +125°C; (-55°C to +125°C; VDD = 3.0V to 5.5V)"
    q = "What is the thermometer error over the full range -55 °C to +125 °C?"
    assert _score(full, q) > _score(narrow, q)
    assert row_condition_fit(full, {"-55c", "125c"}) == 1.0
    assert row_condition_fit(narrow, {"-55c", "125c"}) == 0.0


def test_hyphenated_event_in_the_question_finds_the_row_naming_it() -> None:
    wake = fact(
        "C", "warm_up_time", "tWAKE and the device being ready for new I²C 50 μs", unit="μs", max=50
    )
    wake.condition = "and the device being ready for new I²C"
    start = fact("C", "warm_up_time", "18 20 ms", unit="ms", typ=18, max=20)
    start.condition = "Time between power on and the device"
    q = "How long after power-on is the device ready to accept new I2C commands?"
    assert hyphen_compounds(q.lower()) == {("power", "on")}
    assert compound_hits("time between power on and", {("power", "on")}) == 1
    assert _score(start, q) > _score(wake, q)


def test_a_rating_outranks_a_number_the_text_calls_approximate() -> None:
    rated = fact("R", "supply_voltage", "Supply Voltage Vin 4.5 to 40 V", min=4.5, max=40.0)
    rated.section = SectionKind.RECOMMENDED
    prose = fact("R", "supply_voltage", "The input voltage ranges from roughly 3.0 V to 40 V.")
    prose.min, prose.max, prose.section = 3.0, 40.0, SectionKind.RECOMMENDED
    q = "What input voltage range does the R accept?"
    assert _score(rated, q) > _score(prose, q)
