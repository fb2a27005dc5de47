"""Compatibility capabilities: conditional limits, input tolerance, switches, loads, roles."""

from __future__ import annotations

import re

import pytest

from specproof.agent import rules as R
from specproof.agent.understand import (
    DeviceMention,
    Question,
    build_question,
    drive_level,
    judgment_asked,
    roles,
)
from specproof.records import Fact, SectionKind
from test_agent_support import fact


def ev(table: dict[tuple[str, str], list[Fact]]) -> R.Evidence:
    return lambda device, fld: table.get((device, fld), [])


def question_for(question: str, devices: list[str]) -> Question:
    """A judgment naming each device where the question writes it."""
    mentions = []
    for name in devices:
        for m in re.finditer(re.escape(name), question):
            mentions.append(
                DeviceMention(name, name.lower(), f"{name.lower()}.pdf", name, m.start(), m.end())
            )
    mentions.sort(key=lambda m: m.start)
    return build_question(question, mentions, qtype="compatibility")


# ---------------------------------------------------------------- conditional limits


@pytest.mark.parametrize(
    ("text", "inside", "outside"),
    [
        ("1.8V ≤ VCC < 2.5V", 2.0, 2.5),
        ("2.5 V <= VDD <= 5.5 V", 3.3, 2.0),
        ("VDD ≥ 2.7 V", 3.0, 2.5),
        ("VCC = 1.8 V to 2.5 V", 2.0, 3.3),
        ("supply below 2.5 V", 2.0, 3.0),
        ("V+ < 2.5 V", 1.8, 2.5),
    ],
)
def test_supply_windows(text: str, inside: float, outside: float) -> None:
    window = R.supply_window(text)
    assert window is not None and window.holds(inside) and not window.holds(outside)


def test_a_single_test_point_is_no_window() -> None:
    assert R.supply_window("VDD = 3.3 V, TA = 25 °C") is None


def _rtc_clock() -> R.Evidence:
    slow = fact("RTC", "i2c_clock_frequency", "FCLK 100 kHz", unit="kHz", max=100)
    slow.condition = "1.8V ≤ VCC < 2.5V"
    fast = fact("RTC", "i2c_clock_frequency", "400 kHz", unit="kHz", max=400)
    fast.condition = "2.5V ≤ VCC ≤ 5.5V"
    bullet = fact("RTC", "i2c_clock_frequency", "I2C up to 400 kHz", unit="kHz", max=400)
    return ev({("RTC", "i2c_clock_frequency"): [bullet, slow, fast]})


def test_clock_limit_evaluated_at_the_stated_supply() -> None:
    e = _rtc_clock()
    assert R.clock_within("RTC", 400e3, "i2c_clock_frequency", e, 2.0).outcome.passed is False
    assert R.clock_within("RTC", 400e3, "i2c_clock_frequency", e, 3.3).outcome.passed is True
    assert R.clock_within("RTC", 100e3, "i2c_clock_frequency", e, 2.0).outcome.passed is True


def test_clock_limit_without_supply_abstains_between_the_steps() -> None:
    e = _rtc_clock()
    assert R.clock_within("RTC", 400e3, "i2c_clock_frequency", e).outcome.passed is None
    assert R.clock_within("RTC", 100e3, "i2c_clock_frequency", e).outcome.passed is True
    assert R.clock_within("RTC", 1e6, "i2c_clock_frequency", e).outcome.passed is False


def test_speed_steps_stated_in_prose() -> None:
    quote = "I2C clock rate up to 400 kHz; support for 100 kHz (1.8V) and 400 kHz (2.5V)"
    f = fact("RTC", "i2c_clock_frequency", quote, unit="kHz", max=400)
    e = ev({("RTC", "i2c_clock_frequency"): [f]})
    assert R.clock_within("RTC", 400e3, "i2c_clock_frequency", e, 2.0).outcome.passed is False
    assert R.clock_within("RTC", 400e3, "i2c_clock_frequency", e, 3.0).outcome.passed is True
    steps = R.speed_steps("1 MHz at 3.3 V, 400 kHz at 1.8 V")
    assert [hz for hz, _ in steps] == [400e3, 1e6]


# ---------------------------------------------------------------- logic levels


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


# ---------------------------------------------------------------- switches and loads


def _mosfet() -> R.Evidence:
    th = fact("Q", "gate_threshold_voltage", "VGS(th) 0.6 0.95 1.5 V", min=0.6, typ=0.95, max=1.5)
    r1 = fact("Q", "on_resistance", "RDS(on) VGS = 4.5 V 36 45 mΩ", unit="mΩ", typ=36, max=45)
    r2 = fact("Q", "on_resistance", "RDS(on) VGS = 2.5 V 48 62 mΩ", unit="mΩ", typ=48, max=62)
    vds = fact("Q", "drain_source_voltage", "VDS 30 V", max=30.0)
    return ev({("Q", "gate_threshold_voltage"): [th], ("Q", "on_resistance"): [r1, r2],
               ("Q", "drain_source_voltage"): [vds]})  # fmt: skip


def test_gate_drive() -> None:
    e = _mosfet()
    assert R.combine(R.gate_drive("Q", 3.3, e)) == "compatible"
    assert R.combine(R.gate_drive("Q", 1.8, e)) == "insufficient_evidence"  # RDS(on) untested
    assert R.combine(R.gate_drive("Q", 1.2, e)) == "incompatible"  # below VGS(th) max
    assert R.drain_voltage_rating("Q", 12.0, e).outcome.passed is True
    assert R.drain_voltage_rating("Q", 48.0, e).outcome.passed is False


def test_pin_current_against_relay_coil_current_from_ohms_law() -> None:
    coil_v = fact("K", "coil_voltage", "05 5 VDC 70", unit="VDC", value=5.0)
    coil_r = fact("K", "coil_resistance", "05 5 VDC 70", unit="Ohm", value=70.0)
    pin = fact("M", "output_current", "IOH high drive 6 9 14 mA", unit="mA", min=6, typ=9, max=14)
    table = {("K", "coil_voltage"): [coil_v], ("K", "coil_resistance"): [coil_r],
             ("M", "output_current"): [pin]}  # fmt: skip
    assert R.pin_drive_covers_load("M", "K", ev(table)).outcome.passed is False
    small = fact("K", "supply_current", "coil current 5 mA", unit="mA", value=5.0)
    table[("K", "supply_current")] = [small]
    assert R.pin_drive_covers_load("M", "K", ev(table)).outcome.passed is True


def test_contact_rating_by_form_and_kind() -> None:
    no = fact("K", "contact_current", "1A/1C(NO): 10A 250VAC", unit="A", max=10)
    nc = fact("K", "contact_current", "1B/1C(NC): 7A 250VAC", unit="A", max=7)
    volts = fact("K", "contact_voltage", "Max. switching voltage 250VAC", unit="VAC", max=250)
    e = ev({("K", "contact_current"): [no, nc], ("K", "contact_voltage"): [volts]})
    assert R.combine(R.contact_rating("K", e, 13.0, 230.0, True, "NO")) == "incompatible"
    assert R.combine(R.contact_rating("K", e, 8.0, 230.0, True, "NO")) == "compatible"
    assert R.combine(R.contact_rating("K", e, 8.0, 230.0, True, "NC")) == "incompatible"
    assert R.combine(R.contact_rating("K", e, 8.0, 230.0, True, None)) == "insufficient_evidence"


def test_dropout_row_chosen_by_load_current() -> None:
    out = fact("L", "output_voltage", "4.95 5.0 5.05 V", min=4.95, typ=5.0, max=5.05)
    rows = [
        fact("L", "dropout_voltage", f"Dropout IOUT = {i} mA {t} {m} mV", unit="mV", typ=t, max=m)
        for i, t, m in ((100, 120, 200), (300, 350, 500), (500, 450, 700))
    ]
    e = ev({("L", "output_voltage"): [out], ("L", "dropout_voltage"): rows})
    assert R.regulator_headroom("L", 5.2, e, load_a=0.3).outcome.passed is False
    assert R.regulator_headroom("L", 5.6, e, load_a=0.3).outcome.passed is True
    assert R.regulator_headroom("L", 5.6, e, load_a=0.5).outcome.passed is False
    assert R.regulator_headroom("L", 9.0, e, load_a=0.8).outcome.passed is None  # beyond rows


def test_backup_pin_needs_its_own_row() -> None:
    main = fact("R", "supply_voltage", "Operating 1.8V to 5.5V; backup voltage range of 1.3V to 5.5V",
                min=1.8, max=5.5)  # fmt: skip
    e = ev({("R", "supply_voltage"): [main]})
    assert R.rail_in_supply_range("R", 3.0, e, pin="VBAT").outcome.passed is None
    vbat = fact("R", "supply_voltage", "D12 VBAT VBAT voltage range 1.3 5.5 V", min=1.3, max=5.5)
    e = ev({("R", "supply_voltage"): [main, vbat]})
    result = R.rail_in_supply_range("R", 1.5, e, pin="VBAT")
    assert result.outcome.passed is True and result.facts == [vbat]


# ---------------------------------------------------------------- question wording


@pytest.mark.parametrize(
    ("question", "devices", "sink"),
    [
        ("A 5 V board's TX pin drives the MOD's RXD pin directly.", ["MOD"], "MOD"),
        (
            "The PIR runs from 5 V and its OUT pin goes straight to a MOD GPIO.",
            ["PIR", "MOD"],
            "MOD",
        ),
        ("Connect the SEN output to the ADC input of the MCU.", ["SEN", "MCU"], "MCU"),
        ("The MCU (3.3 V) reads a SEN over I2C.", ["MCU", "SEN"], "MCU"),
        ("Is the SEN's output into the MCU safe?", ["SEN", "MCU"], "MCU"),
        ("Can the SEN drive the MCU directly?", ["SEN", "MCU"], "MCU"),
    ],
)
def test_roles_from_wording(question: str, devices: list[str], sink: str) -> None:
    _, sinks = roles(question_for(question, devices).wording)
    assert sinks == [sink]


@pytest.mark.parametrize(
    ("text", "level"),
    [
        ("A 5 V Arduino Uno's TX pin drives it", 5.0),
        ("gate driven by a 3.3 V microcontroller pin", 3.3),
        ("Can a 1.8 V logic output drive it", 1.8),
        ("pull-ups go to 5 V", 5.0),
        ("both from 3.3 V with 3.3 V pull-ups", 3.3),
        ("The PIR runs from 5 V and its OUT pin goes to the GPIO", None),
    ],
)
def test_drive_level_wordings(text: str, level: float | None) -> None:
    assert drive_level(text) == level


def test_judgment_questions() -> None:
    assert judgment_asked(
        "An LDO runs from a 5.2 V input with a 300 mA load. Will its output stay regulated?"
    )
    assert judgment_asked("On a 2.0 V supply, is a 400 kHz clock allowed for both parts?")
    assert judgment_asked("Can the relay's contact switch a 230 VAC, 13 A kettle?")
    assert not judgment_asked("What is the maximum I2C clock of the RTC?")


def test_scenario_switched_load_backup_cell_and_common_supply() -> None:
    sc = question_for(
        "Can the K's normally-open contact switch a 230 VAC, 13 A kettle?", ["K"]
    ).scenario
    assert (sc.load_voltage, sc.load_ac, sc.contact_form, sc.load_currents) == (
        230.0,
        True,
        "NO",
        [13.0],
    )
    sc = question_for(
        "Can an R keep time from a 3 V CR2032 coin cell on its backup pin?", ["R"]
    ).scenario
    assert sc.pins == {"R": {"VBAT": 3.0}} and "R" not in sc.rails
    sc = question_for(
        "On a 2.0 V supply, I run an R and a T on a 400 kHz I2C bus.", ["R", "T"]
    ).scenario
    assert sc.rails == {"R": 2.0, "T": 2.0} and sc.clock_hz == 400e3
