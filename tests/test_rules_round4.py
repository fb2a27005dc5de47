"""Round 4: bus addresses of several chips, signal levels the question states, clock and
supply checks the question asks for, and row choice by condition."""

from __future__ import annotations

import re
from pathlib import Path

from specproof.agent import rules as R
from specproof.agent import validate as V
from specproof.agent.rules import Build, apply_rules
from specproof.agent.score import condition_span_fit, listed_condition_fit
from specproof.agent.terms import question_terms
from specproof.agent.understand import (
    DeviceMention,
    Question,
    asks_supply,
    build_question,
    drive_level,
    intermediaries,
    judgment_asked,
    roles,
)
from specproof.agent.understand.context import QuestionContext, excluded_phrases, question_context
from specproof.agent.workflow import answer_question
from specproof.records import Fact, SectionKind
from test_agent_support import fact, make_store


def ev(table: dict[tuple[str, str], list[Fact]]) -> R.Evidence:
    return lambda device, fld: table.get((device, fld), [])


def question_for(
    question: str, devices: list[str], variants: dict[str, str] | None = None
) -> Question:
    """A judgment naming each device (with an optional "-variant" suffix) where written."""
    mentions = []
    for name in devices:
        for m in re.finditer(re.escape(name) + r"(?:-(\w+))?", question):
            variant = m.group(1) if variants and name in variants else None
            mentions.append(
                DeviceMention(
                    name, name.lower(), f"{name.lower()}.pdf", name, m.start(), m.end(), variant
                )
            )
    mentions.sort(key=lambda m: m.start)
    return build_question(question, mentions, qtype="compatibility")


def _address(device: str, quote: str, values: list[str]) -> Fact:
    return fact(device, "i2c_address", quote, unit=None, values=values)


# ---------------------------------------------------------------- several chips on one bus


PER_VERSION = "Each version has its own fixed I2C address: ADQ-0 0x2C, ADQ-1 0x2D."
BY_PIN = "Connecting SDO to GND results in slave address 0x44; connecting it to VDDIO gives 0x45."


def test_copies_of_one_version_collide() -> None:
    e = ev({("ADQ", "i2c_address"): [_address("ADQ", PER_VERSION, ["0x2C", "0x2D"])]})
    same = R.bus_addresses([R.BusUnit("ADQ", "0"), R.BusUnit("ADQ", "0")], e)
    assert same.outcome.passed is False
    both = R.bus_addresses([R.BusUnit("ADQ", "0"), R.BusUnit("ADQ", "1")], e)
    assert both.outcome.passed is True


def test_pin_selectable_address_allows_as_many_copies_as_choices() -> None:
    e = ev({("BEH", "i2c_address"): [_address("BEH", BY_PIN, ["0x44", "0x45"])]})
    assert R.bus_addresses([R.BusUnit("BEH")] * 2, e).outcome.passed is True
    assert R.bus_addresses([R.BusUnit("BEH")] * 3, e).outcome.passed is False


def test_single_address_or_unknown_selection_never_passes_two_copies() -> None:
    one = ev({("S", "i2c_address"): [_address("S", "I2C address 0x40", ["0x40"])]})
    assert R.bus_addresses([R.BusUnit("S")] * 2, one).outcome.passed is False
    unknown = ev({("U", "i2c_address"): [_address("U", "Address 0x48 or 0x49", ["0x48", "0x49"])]})
    assert R.bus_addresses([R.BusUnit("U")] * 2, unknown).outcome.passed is None
    # no address row at all, but the sheet says the address is fixed: copies collide
    fixed = R.address_statements("I2C interface. The address is not pin-selectable.", 3)
    assert [s.kind for s in fixed] == ["fixed"]
    cited = {"N": [(fixed[0], R.address_fact("N", "n.pdf", fixed[0]))]}
    assert R.bus_addresses([R.BusUnit("N")] * 2, ev({}), cited).outcome.passed is False


def test_an_unknown_version_of_a_fixed_address_part_decides_nothing() -> None:
    versions = "The part comes in versions; each has one fixed I2C address."
    e = ev(
        {
            ("A", "i2c_address"): [_address("A", versions, ["0x2C", "0x2D"])],
            ("B", "i2c_address"): [_address("B", "I2C address 0x2C", ["0x2C"])],
        }
    )
    # which of 0x2C / 0x2D the asked version has is not stated: it may collide with B
    assert R.bus_addresses([R.BusUnit("A", "7"), R.BusUnit("B")], e).outcome.passed is None


def test_copies_counted_from_the_question() -> None:
    q = "To get 8 channels, can I put two ADQ-0 chips on the same I2C bus?"
    assert question_for(q, ["ADQ"], {"ADQ": "0"}).scenario.copies == {"ADQ": 2}
    assert question_for("Can 2 x BEH share a bus?", ["BEH"]).scenario.copies == {"BEH": 2}
    assert question_for(
        "An ADQ-0 and an ADQ-1 on one bus?", ["ADQ"], {"ADQ": "x"}
    ).scenario.copies == {"ADQ": 2}
    assert question_for("Can a BEH and a TMP share one bus?", ["BEH", "TMP"]).scenario.copies == {}


def test_two_copies_on_one_bus_are_judged_on_their_address(tmp_path: Path) -> None:
    """Before: only "speaks I2C" was checked and two chips of one fixed address passed."""
    sheet = [
        fact(
            "ADQ7000", "interface", "ADC with I2C-compatible interface", unit=None, values=["I2C"]
        ),
        fact("ADQ7000", "manufacturer", "I2C ADDRESS", page=2, unit=None, values=["x"]),
        fact(
            "ADQ7000",
            "package",
            "The ADQ7000 comes in two versions; each has its own fixed 7-bit I2C address.",
            page=2,
            unit=None,
            values=["MSOP"],
        ),
    ]
    store = make_store(tmp_path, {"ADQ7000": sheet})
    answer = answer_question("Can I put two ADQ7000-0 chips on the same I2C bus?", store)
    assert answer.verdict == "incompatible"
    store.close()


def test_a_general_shared_bus_question_checks_the_addresses() -> None:
    q = "Can an AX and a BX share one I2C bus?"
    e = ev(
        {
            ("AX", "interface"): [fact("AX", "interface", "I2C", unit=None, values=["I2C"])],
            ("BX", "interface"): [fact("BX", "interface", "I2C", unit=None, values=["I2C"])],
            ("AX", "i2c_address"): [_address("AX", "I2C address 0x76", ["0x76"])],
            ("BX", "i2c_address"): [_address("BX", "I2C address 0x76", ["0x76"])],
        }
    )
    asked = question_for(q, ["AX", "BX"])
    results = apply_rules(asked.scenario, e)
    assert R.combine(results) == "incompatible"


# ---------------------------------------------------------------- clock and supply asked


def test_clock_limit_needed_only_from_the_parts_asked() -> None:
    q = (
        "An MQ powered from 3.3 V sits on the WR's SPI bus clocked at 4 MHz. "
        "Does that fit the MQ's supply and SPI clock limits?"
    )
    e = ev(
        {
            ("MQ", "spi_clock_frequency"): [
                fact("MQ", "spi_clock_frequency", "SCLK frequency 5.0 MHz", unit="MHz", max=5.0)
            ],
            ("MQ", "supply_voltage"): [
                fact("MQ", "supply_voltage", "VDD 3.0 3.6 V", min=3.0, max=3.6)
            ],
        }
    )
    asked = question_for(q, ["MQ", "WR"])
    assert R.combine(apply_rules(asked.scenario, e)) == "compatible"


def test_supply_asked_beside_the_clock_is_checked() -> None:
    q = "An AX and a BX share one I2C bus at 400 kHz, both powered from 5 V. Any supply or speed conflicts?"
    clock = [fact("AX", "i2c_clock_frequency", "fSCL 400 kHz", unit="kHz", max=400.0)]
    e = ev(
        {
            ("AX", "i2c_clock_frequency"): clock,
            ("BX", "i2c_clock_frequency"): clock,
            ("AX", "supply_voltage"): [
                fact("AX", "supply_voltage", "VDD 1.7 3.6 V", min=1.7, max=3.6)
            ],
            ("BX", "supply_voltage"): [
                fact("BX", "supply_voltage", "VDD 2.7 5.5 V", min=2.7, max=5.5)
            ],
            ("AX", "i2c_address"): [_address("AX", "I2C address 0x44", ["0x44"])],
            ("BX", "i2c_address"): [_address("BX", "I2C address 0x2C", ["0x2C"])],
        }
    )
    asked = question_for(q, ["AX", "BX"])
    assert judgment_asked(q)
    assert R.combine(apply_rules(asked.scenario, e)) == "incompatible"


def test_supply_as_condition_is_not_asked() -> None:
    assert asks_supply("Any supply, speed or address conflicts?")
    assert asks_supply("Does that fit the MQ's supply and SPI clock limits?")
    assert not asks_supply("Is that clock allowed for both parts at this supply voltage?")
    assert not asks_supply("Considering only speed limits, is the 8 MHz clock within both?")


# ---------------------------------------------------------------- levels and roles


def test_a_logic_output_range_is_no_power_rail() -> None:
    q = "I want to use a BUF at VCC = 3.3 V to pass a 5 V sensor's digital output to a WR."
    out = fact("BUF", "output_voltage", "VO output voltage Active mode 0 - VCC V", min=0.0)
    out.expr_max = "VCC"
    e = ev({("BUF", "output_voltage"): [out]})
    asked = question_for(q, ["BUF", "WR"])
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
    asked = question_for(q, ["MQ"])
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


def test_a_gpio_named_before_the_verb_drives() -> None:
    q = "Can a WR GPIO (IOVDD = 3.3 V) drive the HS's IN pin directly?"
    assert roles(question_for(q, ["WR", "HS"]).wording) == (["WR"], ["HS"])


# ---------------------------------------------------------------- currents


def test_a_load_current_checked_against_nothing_is_unknown() -> None:
    """Before: only the rail was checked, and a 2 A motor on a part of unknown current
    rating passed as compatible."""
    q = "Is a DRV powered at 12 V fine for a 2 A motor?"
    e = ev({("DRV", "supply_voltage"): [fact("DRV", "supply_voltage", "VM 4 18 V", min=4, max=18)]})
    asked = question_for(q, ["DRV"])
    assert R.combine(apply_rules(asked.scenario, e)) == "insufficient_evidence"


def test_budget_uses_the_operating_point_asked() -> None:
    q = "My coin cell can deliver at most 15 mA peak. Can the WR transmit at 0 dBm from it?"
    rows = [
        fact(
            "WR", "supply_current", "5.0 mA TX current @ 0 dBm", unit="mA", value=5.0, si_value=5e-3
        ),
        fact(
            "WR",
            "supply_current",
            "19.1 mA TX current @ 10 dBm",
            unit="mA",
            value=19.1,
            si_value=19.1e-3,
        ),
    ]
    asked = question_for(q, ["WR"])
    assert judgment_asked(q)
    results = apply_rules(asked.scenario, ev({("WR", "supply_current"): rows}))
    assert R.combine(results) == "compatible"


# ---------------------------------------------------------------- row choice by condition


def _ctx(question: str) -> QuestionContext:
    return question_context(question)


def test_asked_temperature_span_prefers_the_row_that_holds_it() -> None:
    ctx = _ctx("If it sits between −20 and 0 °C, what absolute pressure accuracy can I expect?")
    assert ctx.temp_spans == [(-20.0, 0.0)]
    cold = fact(
        "B", "accuracy", "300 … 1100 hPa, −20 … 0 °C ±1.7 hPa", unit="hPa", min=-1.7, max=1.7
    )
    warm = fact(
        "B", "accuracy", "300 … 1100 hPa, 0 … 65 °C ±1.0 hPa", unit="hPa", min=-1.0, max=1.0
    )
    assert condition_span_fit(cold, ctx) > condition_span_fit(warm, ctx)
    check = V.Check("accuracy", condition_text="between -20 and 0 °C")
    assert V.temperature_range_clash(warm, check, None) is not None
    assert V.temperature_range_clash(cold, check, None) is None


def test_supply_asked_in_words_rejects_rows_at_another_supply() -> None:
    at3 = fact("A", "standby_current", "Power-Down 0.2 1 µA VDD = 3 V", unit="µA", typ=0.2, max=1.0)
    at5 = fact("A", "standby_current", "0.5 1.6 µA VDD = 5 V", unit="µA", typ=0.5, max=1.6)
    check = V.Check("standby_current", condition_text="At 5 V, which has the lower current")
    assert V.condition_matches(at3, check, None) is not None
    assert V.condition_matches(at5, check, None) is None
    span = fact("A", "input_high_voltage", "VCC = 2.7 V to 3.6 V 2.0 V", min=2.0)
    assert (
        V.condition_matches(span, V.Check("input_high_voltage", condition_text="at 3.3 V"), None)
        is None
    )


def test_an_excluded_row_kind_is_not_chosen() -> None:
    assert excluded_phrases("what's the absolute maximum on vs (not the load-dump rating)?") == {
        "load dump"
    }
    dump = fact("H", "abs_max_supply_voltage", "Supply voltage for load dump VS(LD) 40 V", max=40.0)
    plain = fact("H", "abs_max_supply_voltage", "Supply voltage VS -0.3 28 V", min=-0.3, max=28.0)
    check = V.Check("abs_max_supply_voltage", condition_text="VS pin (not the load-dump rating)")
    assert V.excluded_row(dump, check, None) is not None
    assert V.excluded_row(plain, check, None) is None


def test_one_shot_and_continuous_conversion_are_other_rows() -> None:
    cont = fact(
        "M", "response_time", "Continuous conversion, 50Hz filter 20 21 ms", unit="ms", max=21.0
    )
    check = V.Check("response_time", condition_text="in one-shot mode with the 50 Hz filter")
    assert V.mode_matches(cont, check, None) is not None


def test_operating_temperature_listed_among_limits_is_the_operating_range() -> None:
    row = fact("M", "operating_temperature", "Operating Temperature Range ... -40°C to +125°C",
               unit="°C", min=-40.0, max=125.0, section=SectionKind.ABS_MAX)  # fmt: skip
    assert V.section_suitable(row, V.Check("operating_temperature"), None) is None
    tj = fact("M", "operating_temperature", "Junction Temperature +150°C", unit="°C", max=150.0,
              section=SectionKind.ABS_MAX)  # fmt: skip
    assert V.section_suitable(tj, V.Check("operating_temperature"), None) is not None


def test_a_listed_value_keeps_its_own_condition() -> None:
    row = fact("W", "rx_sensitivity",
               "• RX sensitivity: −98.9 dBm (1 Mbps GFSK), −106.1 dBm (125 kbps GFSK)",
               unit="dBm", value=-98.9)  # fmt: skip
    nums, modes, _ = question_terms("on the 125 kbps coded PHY", [])
    assert listed_condition_fit(row, nums, modes) < 0
    nums, modes, _ = question_terms("at 1 Mbps", [])
    assert listed_condition_fit(row, nums, modes) > 0


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
    asked = question_for(q, ["AX", "BX"])
    results = apply_rules(asked.scenario, e)
    assert R.combine(results) == "insufficient_evidence"
    assert any(r.outcome.rule == "signal.stated_level_receiver" for r in results)


def test_address_statements_kinds_and_citations() -> None:
    kinds = {
        "I2C: The upper four bits of the address are fixed (1001); pins A0 to A2 set the rest.": [
            "selectable"
        ],
        "The I2C address is fixed at 0x40.": ["fixed"],
        "The ADDR pin selects the I2C slave address: GND gives 0x48, VDD 0x49.": ["selectable"],
        "The register address is fixed after reset.": [],  # no bus address in sight
    }
    for text, want in kinds.items():
        assert [s.kind for s in R.address_statements(text)] == want, text
    page = "Figure 8. Supply Current\n\nI2C ADDRESS\nThe part comes in two versions; each has its own fixed I2C address."
    (statement,) = R.address_statements(page)
    assert statement.sentence.startswith("The part comes") and statement.per_version


def test_a_budget_counts_every_copy() -> None:
    """Before: three modules were counted as one and 40 mA fit a 100 mA budget."""
    q = "My supply can deliver at most 100 mA. Can it run three SX modules at 3.3 V?"
    draw = fact("SX", "supply_current", "Supply current 40 mA", unit="mA", max=40.0, si_max=0.04)
    asked = question_for(q, ["SX"])
    sc = asked.scenario
    assert sc.copies == {"SX": 3}
    results = apply_rules(sc, ev({("SX", "supply_current"): [draw]}))
    assert R.combine(results) == "incompatible"


def test_a_steady_load_needs_a_steady_current_rating() -> None:
    """Before: the nominal row (typical column) was skipped and a 50 A limit passed a 7 A lamp."""
    nominal = fact("HS", "output_current", "Nominal load current IL(NOM) - 5.5 - A", unit="A",
                   typ=5.5, si_typ=5.5)  # fmt: skip
    limit = fact("HS", "peak_output_current", "Load current limitation IL(LIM) 25 38 50 A",
                 unit="A", min=25.0, max=50.0, si_min=25.0, si_max=50.0)  # fmt: skip
    q = "Is a HS powered at 13.5 V fine for a 7 A lamp load?"
    asked = question_for(q, ["HS"])
    e = ev({("HS", "output_current"): [nominal], ("HS", "peak_output_current"): [limit]})
    assert R.combine(apply_rules(asked.scenario, e)) == "incompatible"
    only_peak = ev({("HS", "peak_output_current"): [limit]})
    assert R.combine(apply_rules(asked.scenario, only_peak)) == ("insufficient_evidence")


def test_a_coil_that_is_the_only_load_is_no_contact_load() -> None:
    """Before: "7.5 V DC supply" of the regulator was checked against the relay contacts."""
    q = (
        "An LDO-5.0 fed from a 7.5 V DC supply powers the coil of a RLY relay (the coil is "
        "the only load). Is the regulator output within what the coil needs?"
    )
    e = ev(
        {
            ("LDO", "output_voltage"): [fact("LDO", "output_voltage", "Output 5.0 V", value=5.0)],
            ("LDO", "dropout_voltage"): [fact("LDO", "dropout_voltage", "Dropout 1.3 V", max=1.3)],
            ("RLY", "coil_voltage"): [fact("RLY", "coil_voltage", "Coil voltage 5 VDC", value=5.0)],
            ("RLY", "contact_voltage"): [
                fact("RLY", "contact_voltage", "Contact rating 28 VDC", max=28.0)
            ],
        }
    )
    asked = question_for(q, ["LDO", "RLY"])
    results = apply_rules(asked.scenario, e)
    assert not any(r.outcome.rule.startswith("switch.contact") for r in results)
    assert any(r.outcome.rule == "power.output_in_load_supply_range" for r in results)


def test_relay_current_is_read_on_its_coil_row() -> None:
    """Before: the largest current of the coil table (another coil version) was used."""
    q5 = "(High 05 05 71.4 70"
    rows = {
        ("RLY", "coil_voltage"): [fact("RLY", "coil_voltage", q5, unit="VDC", value=5.0)],
        ("RLY", "supply_current"): [
            fact(
                "RLY", "supply_current", "SRD 03 03 150 20", unit="mA", value=150.0, si_value=0.15
            ),
            fact("RLY", "supply_current", q5, unit="mA", value=71.4, si_value=0.0714),
        ],
    }
    amps, facts = R.load_draw("RLY", ev(rows)) or (0.0, [])
    assert abs(amps - 0.0714) < 1e-9 and facts[0].value == 71.4
