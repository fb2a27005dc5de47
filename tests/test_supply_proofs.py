"""A "compatible" for a supply must rest on stated facts: a load whose sheet states only
its average draw proves no regulator big enough for a radio (its transmit bursts exceed it),
the current its sheet says a supply must deliver is what the regulator must cover; a host
named by its chip family with no sheet and no level, asked about for its own safety ("safe
for the esp32?"), is a part nothing here speaks for; a linear part's dissipation in its
package ("0.5 A continuously in SOT-223") is a concern no range settles; a feature bullet
restating a table's drive rating holds only at the supply the table states it at; a
converter rated per input voltage is read at the input the build states.

The parts are made up; nothing here copies a benchmark sheet's wording.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from agent_support import fact, make_store
from specproof.agent.workflow import answer_question
from specproof.extract.settle import settle
from specproof.records import SectionKind


def _regulator(name: str, volts: float, milliamps: float = 300.0) -> list:
    return [
        fact(name, "output_voltage", f"Output voltage {volts} V", value=volts),
        fact(name, "supply_voltage", "Input voltage 2.0 to 6.0 V", min=2.0, max=6.0),
        fact(name, "dropout_voltage", "Dropout 250 mV @ 100 mA", unit="mV", value=250.0),
        fact(name, "output_current", f"Output current {milliamps:g} mA", unit="mA", max=milliamps),
    ]


def _radio_needing_half_an_amp(name: str) -> list:
    """A radio whose sheet states the current its supply must deliver (0.5 A)."""
    return [
        fact(name, "supply_voltage", "Supply 3.0 3.3 3.6 V", min=3.0, typ=3.3, max=3.6),
        fact(
            name,
            "supply_current",
            "Current delivered by external power supply 0.5 A",
            unit="A",
            min=0.5,
        ),
    ]


def test_a_radios_average_draw_proves_no_regulator_big_enough(tmp_path: Path) -> None:
    radio = [
        fact("WRM-2", "supply_voltage", "Supply 3.0 3.3 3.6 V", min=3.0, typ=3.3, max=3.6),
        fact("WRM-2", "supply_current", "Operating current Average: 90 mA", unit="mA", value=90.0),
        fact("WRM-2", "tx_power", "Output power +18 dBm", unit="dBm", max=18.0),
    ]
    store = make_store(tmp_path, {"LDX33": _regulator("LDX33", 3.3), "WRM-2": radio})
    answer = answer_question("Is an LDX33 fed from 5 V enough to power a WRM-2?", store)
    assert answer.verdict == "insufficient_evidence", answer.text
    assert "average" in answer.text, answer.text


def test_the_current_a_supply_must_deliver_is_what_a_regulator_must_cover(
    tmp_path: Path,
) -> None:
    # "Current delivered by external power supply 0.5 A (min)" beside "Average: 90 mA"
    radio = _radio_needing_half_an_amp("WRM-3")
    radio.append(
        fact("WRM-3", "supply_current", "Operating current Average: 90 mA", unit="mA", value=90.0)
    )
    sheets = {
        "LDX33": _regulator("LDX33", 3.3),
        "LDA33": _regulator("LDA33", 3.3, milliamps=1000.0),
        "WRM-3": radio,
    }
    store = make_store(tmp_path, sheets)
    answer = answer_question("Is an LDX33 fed from 5 V enough to power a WRM-3?", store)
    assert answer.verdict == "incompatible", answer.text  # 0.3 A < 0.5 A
    answer = answer_question("Is an LDA33 fed from 5 V enough to power a WRM-3?", store)
    assert answer.verdict == "compatible", answer.text


def test_a_host_named_by_its_chip_family_with_no_sheet_is_no_known_part(tmp_path: Path) -> None:
    sensor = [fact("THX-9", "supply_voltage", "Supply voltage VIN 2.7 5.5 V", min=2.7, max=5.5)]
    # (a level stated for it makes it a host the checks read: "esp32 (3.3v gpio)")
    store = make_store(tmp_path, {"THX-9": sensor})
    question = (
        "thx-9 with vin at 5v straight to an esp32's sda/scl pins, is that safe for the esp32?"
    )
    answer = answer_question(question, store)
    assert answer.verdict == "insufficient_evidence", answer.text


def test_a_linear_parts_heat_in_its_package_is_no_proven_fit(tmp_path: Path) -> None:
    sheets = {
        "LDA33": _regulator("LDA33", 3.3, milliamps=1000.0),
        "WRM-3": _radio_needing_half_an_amp("WRM-3"),
    }
    store = make_store(tmp_path, sheets)
    question = (
        "An LDA33 in SOT-223 takes 6 V and is the only supply of a WRM-3. Can the LDA33 "
        "deliver that 0.5 A continuously from 6 V?"
    )
    answer = answer_question(question, store)
    assert answer.verdict == "insufficient_evidence", answer.text
    assert "dissipation" in answer.text, answer.text


def test_a_motor_rail_named_as_the_source_of_an_encoders_power_is_judged_by_the_encoder(
    tmp_path: Path,
) -> None:
    gearmotor = [
        fact("GMX-7", "load_supply_voltage", "Motor rated voltage: 12V DC", value=12.0),
        fact("GMX-7", "supply_voltage", "Encoder board supply 3.3 5 V", min=3.3, max=5.0),
    ]
    store = make_store(tmp_path, {"GMX-7": gearmotor})
    answer = answer_question(
        "can i power the gmx-7 encoder straight from the 12v motor supply?", store
    )
    assert answer.verdict == "incompatible", answer.text


def test_the_medium_a_reading_is_taken_in_is_a_concern_no_range_settles() -> None:
    from specproof.agent.understand import raised_concerns

    names = [c.name for c in raised_concerns("accurate readings in brackish pond water?")]
    assert names == ["measured medium"]
    assert not raised_concerns("accurate readings in the garden at 24 V?")


def test_an_accuracy_or_a_service_life_at_the_builds_conditions_is_a_concern_no_range_settles(
    tmp_path: Path,
) -> None:
    # the operating range holds 55 °C, but that says nothing of the accuracy or the
    # life the sheet states at its own test temperature
    counter = [
        fact("DPX-4", "operating_temperature", "Operating temperature -20 ~ 70 °C",
             unit="°C", min=-20.0, max=70.0),
        fact("DPX-4", "accuracy", "Accuracy ±15 % (25 °C)", unit="%", min=-15.0, max=15.0),
    ]  # fmt: skip
    store = make_store(tmp_path, {"DPX-4": counter})
    for question in (
        "dpx-4 in a greenhouse at 55c, will it still read within +-15% there?",
        "Will the DPX-4 last 8 years of continuous use at 55 °C?",
        "will the dpx-4 survive 200,000 switching cycles at 55c?",
        "can i put two dpx-4 boards in parallel to get twice the current at 55c?",
        "dpx-4 in a model rocket at 55c, will it survive the launch shock?",
        "can the dpx-4 withstand the vibration of a lawn mower engine at 55 °C?",
        "dpx-4 on a tractor at 55c where it gets shaken up to 8 g. is it rated for that?",
        "the dpx-4 runs at 55 °C on a mower deck. is it rated for that kind of vibration?",
    ):
        answer = answer_question(question, store)
        assert answer.verdict == "insufficient_evidence", (question, answer.text)
    answer = answer_question("Can the DPX-4 work in a greenhouse at 55 °C?", store)
    assert answer.verdict == "compatible", answer.text


def test_a_minimum_load_current_is_no_current_rating(tmp_path: Path) -> None:
    relay = [
        fact(
            "SSX-2",
            "output_current",
            "The AC versions need a load current of at least 0.1 A.",
            unit="A",
            min=0.1,
        ),
        fact("SSX-2", "peak_output_current", "Surge current (10 ms) 20 A", unit="A", value=20.0),
    ]
    store = make_store(tmp_path, {"SSX-2": relay})
    answer = answer_question("Can one SSX-2 channel switch a 230 V AC, 1 A motor?", store)
    assert answer.verdict != "incompatible", answer.text
    assert "0.1 A" not in answer.text, answer.text


def test_one_parts_rating_does_not_refuse_two_parts_in_parallel() -> None:
    from types import SimpleNamespace

    from specproof.agent.proof import voided_by_concerns
    from specproof.agent.rules.base import RuleResult
    from specproof.agent.understand import raised_concerns
    from specproof.records import RuleOutcome

    failed = RuleResult(RuleOutcome("power.output_current_covers_load", False, "6 A > 3 A"))
    parallel = SimpleNamespace(concerns=raised_concerns("two chargers in parallel to get 6 a?"))
    (moot,) = voided_by_concerns(parallel, [failed])  # type: ignore[arg-type]
    assert moot.outcome.passed is None and "paralleled parts" in moot.outcome.reason
    alone = SimpleNamespace(concerns=raised_concerns("one charger to get 6 a?"))
    assert voided_by_concerns(alone, [failed])[0].outcome.passed is False  # type: ignore[arg-type]
    # "parallel" as the verb
    verb = SimpleNamespace(concerns=raised_concerns("Can I parallel two bridges for a 4 A motor?"))
    assert voided_by_concerns(verb, [failed])[0].outcome.passed is None  # type: ignore[arg-type]
    # nor by its peak rating, nor a rating for a stated mounting
    for rule in (
        "power.peak_output_current_covers_load",
        "power.mounted_output_current_covers_load",
    ):
        peak = RuleResult(RuleOutcome(rule, False, "6 A > 4.2 A"))
        assert voided_by_concerns(parallel, [peak])[0].outcome.passed is None  # type: ignore[arg-type]


def test_a_regulators_stated_spread_around_the_output_asked_is_what_the_load_sees(
    tmp_path: Path,
) -> None:
    # "3.267 3.3 3.333 V": asked as "the 3.3 V output", the load must take 3.333 V too
    regulator = [
        fact("BBR-33", "output_voltage", "Output voltage 3.267 3.3 3.333 V",
             min=3.267, typ=3.3, max=3.333),
        fact("BBR-33", "output_current", "Output current 1 A", unit="A", max=1.0),
    ]  # fmt: skip
    tight = [fact("GSX-1", "supply_voltage", "VDD 1.8 3.3 V", min=1.8, max=3.3)]
    roomy = [fact("GSX-2", "supply_voltage", "VDD 1.8 3.6 V", min=1.8, max=3.6)]
    store = make_store(tmp_path, {"BBR-33": regulator, "GSX-1": tight, "GSX-2": roomy})
    answer = answer_question(
        "Is the 3.3 V output of a BBR-33 within the recommended supply range of a GSX-1?", store
    )
    assert answer.verdict == "incompatible", answer.text
    answer = answer_question(
        "Is the 3.3 V output of a BBR-33 within the recommended supply range of a GSX-2?", store
    )
    assert answer.verdict != "incompatible", answer.text


def _module(name: str, milliamps: float) -> list:
    return [
        fact(name, "supply_voltage", "Supply 3.0 3.3 3.6 V", min=3.0, typ=3.3, max=3.6),
        fact(name, "supply_current", f"Peak current {milliamps:g} mA", unit="mA", max=milliamps),
    ]


def test_a_board_supply_pin_is_judged_by_the_current_its_makers_document(tmp_path: Path) -> None:
    # no sheet here states what "the arduino's 3.3v pin" gives: the documented 50 mA is
    # an assumption the answer says it makes
    sheets = {"WLX-7": _module("WLX-7", 320.0), "THP-1": _module("THP-1", 1.2)}
    store = make_store(tmp_path, sheets)
    answer = answer_question("can the wlx-7 run off my arduino nano's 3v3 pin?", store)
    assert answer.verdict == "incompatible", answer.text
    assert "assumed" in answer.text and "no datasheet here states it" in answer.text
    answer = answer_question("thp-1 powered from the 3.3v pin of an arduino uno, fine?", store)
    assert answer.verdict == "compatible", answer.text
    assert "assumed" in answer.text, answer.text


def test_a_boards_5v_pin_gives_a_usb_ports_current_only_when_usb_feeds_it(
    tmp_path: Path,
) -> None:
    strip = [
        fact("LSX-60", "supply_voltage", "Supply voltage 4.5 to 5.5 V", min=4.5, max=5.5),
        fact("LSX-60", "supply_current", "Current, all white, full 1.1 A", unit="A", max=1.1),
    ]
    store = make_store(tmp_path, {"LSX-60": strip})
    on_usb = "will the lsx-60 work on an arduino uno 5v pin, board plugged into my laptop usb?"
    assert answer_question(on_usb, store).verdict == "incompatible"
    # fed from a barrel jack, the pin's current is its regulator's: no figure to assume
    answer = answer_question("will the lsx-60 work on an arduino uno 5v pin?", store)
    assert "assumed" not in answer.text, answer.text


def test_a_part_whose_draw_no_row_states_is_not_judged_by_a_board_pins_current(
    tmp_path: Path,
) -> None:
    sensor = [fact("HMX-2", "supply_voltage", "Supply 3.0 3.3 3.6 V", min=3.0, typ=3.3, max=3.6)]
    store = make_store(tmp_path, {"HMX-2": sensor})
    answer = answer_question("hmx-2 from the arduino uno's 3.3v pin?", store)
    assert "power.host_pin_current" not in answer.text, answer.text


def test_a_pin_the_question_names_is_rated_by_its_own_rows(tmp_path: Path) -> None:
    # a charger whose rows rate its BAT pin: none of them rates its STAT pin
    charger = [
        fact("CHX-1", "output_current", "BAT pin current, RSET = 2 k 500 mA", unit="mA", max=500.0),
        fact("CHX-1", "supply_voltage", "Input supply 4.5 to 6 V", min=4.5, max=6.0),
    ]
    # a supervisor with one open-drain output: its one row rates the pin the question names
    supervisor = [
        fact("THX-3", "output_current", "Open-drain sink current 10 mA", unit="mA", max=10.0),
        fact("THX-3", "supply_voltage", "Supply 2.7 to 5.5 V", min=2.7, max=5.5),
    ]
    store = make_store(tmp_path, {"CHX-1": charger, "THX-3": supervisor})
    answer = answer_question("chx-1 STAT pin sinking a 10ma led directly, ok?", store)
    assert answer.verdict == "insufficient_evidence", answer.text
    assert "STAT pin" in answer.text, answer.text
    answer = answer_question("Can the THX-3 ALRT pin drive a relay coil drawing 60 mA?", store)
    assert answer.verdict == "incompatible", answer.text


def test_a_current_the_part_is_to_measure_is_judged_by_its_measuring_range(
    tmp_path: Path,
) -> None:
    sensor = [
        fact("HCS-30", "measurement_range", "Sensed current range IP -30 +30 A", unit="A", min=-30.0, max=30.0),
        fact("HCS-30", "output_current", "Current through the terminals 50 A", unit="A", value=50.0),
        fact("HCS-30", "supply_voltage", "Supply 4.5 to 5.5 V", min=4.5, max=5.5),
    ]  # fmt: skip
    store = make_store(tmp_path, {"HCS-30": sensor})
    answer = answer_question("can the hcs-30 measure a 40a motor current?", store)
    assert answer.verdict == "incompatible", answer.text
    assert "measurement_range" in answer.text, answer.text


def test_an_output_wired_into_an_adc_pin_needs_a_level_check(tmp_path: Path) -> None:
    sensor = [
        fact("HCS-31", "supply_voltage", "Supply 4.5 to 5.5 V", min=4.5, max=5.5),
        fact("HCS-31", "analog_output_voltage", "Output span 0.5 to 4.5 V", min=0.5, max=4.5),
    ]
    store = make_store(tmp_path, {"HCS-31": sensor})
    question = (
        "Can I feed the output of the HCS-31 (5 V board, powered from 5 V) into an ESP32 ADC pin?"
    )
    assert answer_question(question, store).verdict != "compatible"


def _stepper_driver(name: str) -> list:
    return [
        fact(name, "load_supply_voltage", "Motor supply VM 8 to 35 V", min=8.0, max=35.0),
        fact(name, "output_current", "Current per phase, no heat sink 1.0 A", unit="A", max=1.0),
        fact(name, "output_current", "Current per phase, with heat sink 1.5 A", unit="A", max=1.5),
        fact(
            name, "output_current", "Current per phase, heat sink and fan 2.0 A", unit="A", max=2.0
        ),
    ]


def test_a_current_rating_is_read_for_the_mounting_the_question_describes(
    tmp_path: Path,
) -> None:
    store = make_store(tmp_path, {"SDX-4": _stepper_driver("SDX-4")})
    # the rating stated for that mounting settles the heat the question raises
    cooled = (
        "Can an SDX-4 with VM = 24 V run a stepper at 1.8 A per phase with a heat sink and a fan?"
    )
    assert answer_question(cooled, store).verdict == "compatible"
    bare = "can an sdx-4 with vm = 24 v drive a 1.3A stepper without a heat sink?"
    assert answer_question(bare, store).verdict == "incompatible"
    # nothing said of the mounting: the plainest build's row
    plain = "Can an SDX-4 with VM = 24 V run a stepper at 1.8 A per phase?"
    assert answer_question(plain, store).verdict == "incompatible"


def test_cooling_stated_absent_is_settled_only_by_a_row_rated_without_it(tmp_path: Path) -> None:
    rated_bare = _stepper_driver("SDX-4")
    unstated = [
        fact("QDV-9", "load_supply_voltage", "Motor supply VM 8 to 35 V", min=8.0, max=35.0),
        fact("QDV-9", "output_current", "Phase current, continuous (RMS) 1.7 A", unit="A",
             max=1.7),
    ]  # fmt: skip
    store = make_store(tmp_path, {"SDX-4": rated_bare, "QDV-9": unstated})
    # the row rated with no heat sink answers "without a heatsink", and settles its heat
    bare = "can an sdx-4 with vm = 24 v drive a 0.8A stepper without a heatsink?"
    assert answer_question(bare, store).verdict == "compatible"
    # a rating that says nothing of cooling proves nothing about a build without a fan
    fanless = "Can a plain QDV-9 without a fan drive a stepper at 1.5 A RMS from 24 V?"
    assert answer_question(fanless, store).verdict == "insufficient_evidence"


def test_a_load_below_the_minimum_load_a_sheet_states_is_refused(tmp_path: Path) -> None:
    # an unregulated isolated converter: its prose sets the least load as a share of the
    # rated current; the current that comes to is worked out from the sheet's own rating
    converter = [
        fact("IDX-55", "supply_voltage", "Input voltage 4.5 to 5.5 V", min=4.5, max=5.5),
        fact("IDX-55", "output_current", "Rated output current 300 mA", unit="mA", max=300.0),
        fact("IDX-55", "output_voltage", "Output voltage 5 V", value=5.0),
        fact(
            "IDX-55", "other", "Keep the load above 10 % minimum load, or add a bleeder.", unit=None
        ),
    ]
    store = make_store(tmp_path, {"IDX-55": converter})
    answer = answer_question("idx-55 feeding a sensor that only draws 8 ma - fine?", store)
    assert answer.verdict == "incompatible", answer.text
    assert "30 mA" in answer.text or "0.03 A" in answer.text, answer.text
    answer = answer_question("idx-55 feeding a 120 mA load - fine?", store)
    assert answer.verdict != "incompatible", answer.text


def test_a_load_under_the_auto_off_current_turns_the_output_off(tmp_path: Path) -> None:
    # a power-bank style boost module whose "-S" version switches its output off under a
    # light load; the plain version has no auto-off
    module = [
        fact("PWB-7", "supply_voltage", "Battery input 3.0 to 4.2 V", min=3.0, max=4.2),
        fact("PWB-7", "output_current", "Output current 2 A max", unit="A", max=2.0),
        fact("PWB-7", "other", "PWB-7S: a load below 60 mA for 20 s turns the output off.",
             unit=None),
    ]  # fmt: skip
    store = make_store(tmp_path, {"PWB-7": module}, aliases={"PWB-7": ["PWB-7S"]})
    sleepy = "Will a PWB-7S keep a sensor node that averages 15 mA powered all day?"
    answer = answer_question(sleepy, store)
    assert answer.verdict == "incompatible", answer.text
    answer = answer_question("Will a PWB-7S keep a 300 mA load powered all day?", store)
    assert answer.verdict != "incompatible", answer.text
    answer = answer_question("Will a PWB-7 keep a sensor node that averages 15 mA powered?", store)
    assert "auto_off" not in answer.text and answer.verdict != "incompatible", answer.text


@pytest.mark.parametrize(
    ("sentence", "amps"),
    [
        ("A load under 45 mA for 32 s switches the output off.", 0.045),
        ("Auto power-off: when the load stays below 0.1 A for 30 s.", 0.1),
        ("Auto-off load threshold 50 mA", 0.05),
    ],
)
def test_an_auto_off_load_is_read_from_a_sheets_sentence(sentence: str, amps: float) -> None:
    from specproof.agent.rules.prose import prose_statements

    (statement,) = [s for s in prose_statements(sentence) if s.kind == "auto-off load"]
    assert statement.value == pytest.approx(amps)


@pytest.mark.parametrize(
    "sentence",
    [
        "The load must not be lower than 10% of the rated load.",
        "Minimum load: 10 % (below it the output rises).",
        "Operate with a 10 % minimum load at all times.",
    ],
)
def test_a_minimum_load_is_read_from_a_sheets_sentence(sentence: str) -> None:
    from specproof.agent.rules.prose import prose_statements

    (statement,) = [s for s in prose_statements(sentence) if s.kind == "minimum load"]
    assert statement.value == pytest.approx(0.10)


def test_the_least_current_a_sheet_asks_of_its_supply_outranks_one_modes_draw(
    tmp_path: Path,
) -> None:
    from specproof.extract.lexicon import classify
    from specproof.records import SectionKind

    guess = classify("A: use a supply able to deliver at least", "current", SectionKind.OTHER)
    assert guess is not None and guess.field == "supply_current"
    radio = [
        fact("LRM-8", "supply_voltage", "Supply 2.5 to 5.5 V", min=2.5, max=5.5),
        fact("LRM-8", "supply_current", "Transmit current +20 dBm 125 mA", unit="mA",
             value=125.0, si_value=0.125),
        fact("LRM-8", "supply_current", "Use a supply able to give more than 300mA.",
             unit="mA", min=300.0, si_min=0.3, section=SectionKind.OTHER),
    ]  # fmt: skip
    ldo = [
        fact("VRG-2", "output_voltage", "Output voltage 3.3 V", value=3.3, si_value=3.3),
        fact("VRG-2", "output_current", "Output current 250 mA", unit="mA", max=250.0,
             si_max=0.25),
        fact("VRG-2", "supply_voltage", "Input 4.3 to 12 V", min=4.3, max=12.0, si_min=4.3,
             si_max=12.0),
    ]  # fmt: skip
    radio[0].si_min, radio[0].si_max = 2.5, 5.5
    store = make_store(tmp_path, {"LRM-8": radio, "VRG-2": ldo})
    answer = answer_question(
        "Can a VRG-2 fed from 5 V be the only supply of an LRM-8 at +20 dBm?", store
    )
    assert answer.verdict == "incompatible", answer.text


def test_a_drive_rating_a_feature_bullet_restates_holds_only_at_the_tables_supply(
    tmp_path,
) -> None:
    # the bullet "Segment drive current greater than 25 mA" restates the table's row
    # stated at VDD = 4.5-5.5 V; at 3.3 V neither covers a 20 mA segment
    bullet = fact(
        "LD16",
        "output_current",
        "• Segment drive current greater than 25mA",
        unit="mA",
        min=25.0,
        si_min=0.025,
        section=SectionKind.FEATURES,
    )
    row = fact(
        "LD16",
        "output_current",
        "Segment drive current IOH VO = VDD-2V 25 mA",
        unit="mA",
        min=25.0,
        si_min=0.025,
        condition="VO = VDD-2V; VDD = 4.5~5.5V",
    )
    supply = fact(
        "LD16",
        "supply_voltage",
        "Logic supply voltage VDD 3.0 5.0 5.5 V",
        min=3.0,
        typ=5.0,
        max=5.5,
        si_min=3.0,
        si_max=5.5,
    )
    facts = settle([bullet, row, supply])
    assert facts[0].condition == row.condition
    store = make_store(tmp_path, {"LD16": facts})
    ans = answer_question(
        "ld16 on 3v3 driving 7-seg leds at 20ma per segment, enough drive?", store
    )
    assert ans.verdict != "compatible", ans.text


def test_a_count_of_refreshes_or_erases_is_a_service_life_no_supply_range_settles(
    tmp_path: Path,
) -> None:
    panel = [fact("EPX-29", "supply_voltage", "Module supply voltage VCC 3.0 3.3 3.6 V", min=3.0, typ=3.3, max=3.6)]  # fmt: skip
    store = make_store(tmp_path, {"EPX-29": panel})
    for question in (
        "will a epx-29 on 3.3v last 10 million partial refreshes?",
        "is the EPX-29 good for 100k erase cycles at 3.3 V?",
    ):
        answer = answer_question(question, store)
        assert answer.verdict == "insufficient_evidence", (question, answer.text)
    answer = answer_question("can i run the epx-29 on 3.3v?", store)
    assert answer.verdict == "compatible", answer.text


def test_a_radio_output_power_asked_at_a_supply_is_no_supply_range_check(
    tmp_path: Path,
) -> None:
    radio = [
        fact("QRF-9", "supply_voltage", "Supply voltage VDD 1.8 3.3 3.7 V", min=1.8, typ=3.3, max=3.7),
        fact("QRF-9", "tx_power", "Max. TX power +22 dBm", unit="dBm", value=22.0),
    ]  # fmt: skip
    store = make_store(tmp_path, {"QRF-9": radio})
    # the sheet may tie the top power setting to a higher supply: in range is not enough
    for question in (
        "Will the QRF-9 transmit at +22 dBm when powered from a 3.0 V supply?",
        "can my qrf-9 still hit 22 dbm off 2 aa cells (3.0 v)?",
    ):
        answer = answer_question(question, store)
        assert answer.verdict == "insufficient_evidence", (question, answer.text)
    answer = answer_question("can i run the qrf-9 from 3.0 v?", store)
    assert answer.verdict == "compatible", answer.text


def _two_input_board() -> list:
    return [
        fact("SDB-7", "supply_voltage", "Supply voltage, 5V pin V5V LDO in circuit 4.5 5.0 5.5 V",
             min=4.5, typ=5.0, max=5.5, raw="4.5 5.0 5.5"),
        fact("SDB-7", "supply_voltage", "Supply voltage, 3V3 pin V3V3 nothing on 5V pin 3.0 3.3 3.6 V",
             min=3.0, typ=3.3, max=3.6, raw="3.0 3.3 3.6"),
    ]  # fmt: skip


def test_a_boards_supply_pin_named_by_its_voltage_picks_that_pins_row(tmp_path: Path) -> None:
    # the 3V3 row mentions the 5V pin too ("nothing on 5V pin"): the pin it names first is its own
    store = make_store(tmp_path, {"SDB-7": _two_input_board()})
    answer = answer_question("What supply voltage does the SDB-7 take on its 5V pin?", store)
    assert [(i.min, i.max) for i in answer.items] == [(4.5, 5.5)], answer.text
    answer = answer_question(
        "sdb-7 fed through the 3v3 pin instead - what voltage range is ok there?", store
    )
    assert [(i.min, i.max) for i in answer.items] == [(3.0, 3.6)], answer.text


def test_the_parts_own_pin_named_by_its_voltage_states_no_rail(tmp_path: Path) -> None:
    store = make_store(tmp_path, {"SDB-7": _two_input_board()})
    answer = answer_question(
        "Can the SDB-7 run from a single 1S Li-ion cell (3.0-4.2 V) wired to its 5V pin?", store
    )
    assert answer.verdict != "compatible", answer.text


def test_a_range_in_the_second_clause_of_a_line_is_that_clauses_pin(tmp_path: Path) -> None:
    line = "• Motor supply VM up to 13.5 V; logic supply VCC 2.7 ~ 5.5 V"
    row = fact("QD20", "logic_supply_voltage", line, min=2.7, max=5.5, raw="2.7 ~ 5.5 V")
    store = make_store(tmp_path, {"QD20": [row]})
    answer = answer_question("What logic supply voltage (VCC) does the QD20 need?", store)
    assert [(i.min, i.max) for i in answer.items] == [(2.7, 5.5)], answer.text


@pytest.fixture
def pin_fed_store(tmp_path: Path):
    driver = [
        fact("MDX-2", "load_supply_voltage", "Motor supply VM 2.5 10 V", min=2.5, max=10.0),
        fact("MDX-2", "supply_voltage", "Internal regulator output 5 V", value=5.0),
    ]
    shifter = [
        fact("LSV-8", "io_supply_voltage", "VCCA A-port supply 1.2 3.6 V", min=1.2, max=3.6),
        fact("LSV-8", "io_supply_voltage", "VCCB B-port supply 1.65 5.5 V", min=1.65, max=5.5),
    ]
    return make_store(tmp_path, {"MDX-2": driver, "LSV-8": shifter})


@pytest.mark.parametrize(
    ("question", "verdict"),
    [
        # a source written before the part, "into" one of its pins by name
        ("12v brick straight into the mdx-2 VM for two motors. ok?", "incompatible"),
        ("a 9 V battery directly to mdx-2 VM, fine?", "compatible"),
        # pins the writer sets ("put both VCCA and VCCB on 5V"), then a one-word question
        ("lsv-8: i put both VCCA and VCCB on 5V. problem?", "incompatible"),
        ("lsv-8 - I set VCCA to 3.3 V and VCCB at 5 V, any problem?", "compatible"),
    ],
)
def test_a_source_fed_into_a_named_pin_is_checked_on_that_pins_row(
    pin_fed_store, question: str, verdict: str
) -> None:
    answer = answer_question(question, pin_fed_store)
    assert answer.verdict == verdict, answer.text
    assert "supply_voltage [-inf, 5]" not in answer.text, answer.text


def test_a_cell_given_its_span_in_brackets_is_checked_over_that_span(tmp_path: Path) -> None:
    amp = [fact("AMP-3", "supply_voltage", "VDD 2.5 5.5 V", min=2.5, max=5.5)]
    store = make_store(tmp_path, {"AMP-3": amp})
    answer = answer_question("amp-3 straight off a single li-ion cell (3.0-4.2v), ok?", store)
    assert answer.verdict == "compatible", answer.text
    assert "as the question states" in answer.text, answer.text
    low = answer_question("amp-3 straight off a 1s lipo (2.0-4.2 V), ok?", store)
    assert low.verdict != "compatible", low.text
    assert "not at 2 V empty" in low.text, low.text


def test_the_backup_cells_own_voltage_is_the_backup_pins(tmp_path: Path) -> None:
    # the rail's 3.3 V stands nearer the word "backup" than the cell's 3 V does
    rtc = [
        fact("RTX-9", "supply_voltage", "VCC 2.3 5.5 V", min=2.3, max=5.5),
        fact("RTX-9", "supply_voltage", "VBAT backup supply 2.3 5.5 V", min=2.3, max=5.5),
    ]
    store = make_store(tmp_path, {"RTX-9": rtc})
    answer = answer_question(
        "Can the RTX-9 run from an ESP32 board's 3.3 V rail, with a CR2032 (3 V) as backup?", store
    )
    assert answer.verdict == "compatible", answer.text
    assert "3 V within" in answer.text and "3.3 V within" in answer.text, answer.text


def test_a_parts_own_regulator_asked_to_supply_a_load_needs_its_output_rating(tmp_path):
    # the part's own draw (1.4 mA) is no budget the 20 mA load is held against
    adc = [fact("ADQ-24", "supply_current", "Analog supply current (including regulator) 1400 µA",
                unit="µA", typ=1400.0, si_typ=1.4e-3)]  # fmt: skip
    store = make_store(tmp_path, {"ADQ-24": adc})
    answer = answer_question(
        "Can the ADQ-24's on-chip regulator supply 20 mA of excitation for four load cells?", store
    )
    assert answer.verdict == "insufficient_evidence", answer.text


def _boost_rated_per_input(name: str) -> list:
    """A boost module whose output current is a row per input voltage, as a transposed
    table reads: one rating per column, none between them."""
    per_input = "Load current at 5 V out 0.6 A 1.4 A"
    return [
        fact(name, "output_voltage", "Output voltage 5.0 V", value=5.0, si_value=5.0),
        fact(name, "supply_voltage", "Input voltage 2.5 to 4.5 V", min=2.5, max=4.5,
             si_min=2.5, si_max=4.5),
        fact(name, "output_current", per_input, unit="A", max=1.4, si_max=1.4,
             condition="VIN 4.5 V"),
        fact(name, "output_current", per_input, unit="A", max=0.6, si_max=0.6,
             condition="VIN 3.0 V"),
    ]  # fmt: skip


@pytest.mark.parametrize(
    ("source", "verdict"),
    [
        ("a 4.5 V pack", "compatible"),
        ("a 3.0 V pack", "incompatible"),
        # 3.7 V lies between the stated columns: neither rating holds there
        ("a 3.7 V cell", "insufficient_evidence"),
    ],
)
def test_an_output_current_rated_per_input_voltage_is_read_at_the_stated_input(
    tmp_path: Path, source: str, verdict: str
) -> None:
    store = make_store(tmp_path, {"BXT-7": _boost_rated_per_input("BXT-7")})
    answer = answer_question(f"Can a BXT-7 running from {source} feed a 1 A load?", store)
    assert answer.verdict == verdict, answer.text
    if verdict == "insufficient_evidence":
        assert "at an input of 3.7 V" in answer.text, answer.text


def test_a_power_relays_rating_does_not_prove_a_dry_signal_switches_reliably(
    tmp_path: Path,
) -> None:
    relay = [
        fact("RY5", "contact_current", "Contact rating 10 A 250 VAC", unit="A", max=10.0),
        fact("RY5", "coil_voltage", "Coil voltage 5 VDC", unit="VDC", value=5.0),
    ]
    store = make_store(tmp_path, {"RY5": relay})
    ans = answer_question(
        "ry5 contacts for a dry 5v / 2ma signal - will it switch that reliably?", store
    )
    assert ans.verdict != "compatible", ans.text
    ans = answer_question("Can the RY5 contacts switch a 2 A resistive load?", store)
    assert ans.verdict == "compatible", ans.text


@pytest.mark.parametrize(("volts", "verdict"), [("14.4", "compatible"), ("28", "incompatible")])
def test_a_board_whose_one_supply_feeds_the_load_is_judged_on_that_supply(
    tmp_path: Path, volts: str, verdict: str
) -> None:
    """A switch board with one supply terminal, the load's ("V+ 6 … 24 V"), and no logic
    supply of its own: the rail the question runs it from is judged against that range."""
    board = [
        fact("SW5", "load_supply_voltage", "Load supply (V+) 6 … 24 V DC", min=6.0, max=24.0),
        fact("SW5", "input_high_voltage", "IN high level 2.4 V min", min=2.4),
    ]
    store = make_store(tmp_path, {"SW5": board})
    ans = answer_question(f"Can the SW5 board run from {volts} V?", store)
    assert ans.verdict == verdict, ans.text
