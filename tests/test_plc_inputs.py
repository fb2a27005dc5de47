"""Digital inputs of industrial modules and the casual ways makers ask about them: a PLC
input's "signal '1'" is its input high level, a sensor's switching level is the level on
that input, "SMBus" is I2C, a rail named after a load powers the part that is "powered
from" it, and "on my 5v arduino" is the part's rail. A note that opens with one version of
a part speaks for that version only, and a value listed per version ("IP67 (cable
version), IP65 (M12 connector)") answers the version the question names.

The parts are made up; nothing here copies a benchmark sheet's wording.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from agent_support import NO_DEVICES, fact, make_store
from specproof.agent.answer import values_for_case
from specproof.agent.gather import _another_version
from specproof.agent.rules.level_words import tolerance_statements
from specproof.agent.terms import variant_matches
from specproof.agent.understand import understand
from specproof.agent.workflow import answer_question


def routed(question: str) -> list[str]:
    return [r.field for r in understand(question, NO_DEVICES).requests]


@pytest.mark.parametrize(
    ("question", "fields"),
    [
        ("What voltage does the input need to count as signal '1'?", ["input_high_voltage"]),
        ("what's the signal 0 level of an input?", ["input_low_voltage"]),
        ("whats the input ON threshold?", ["input_high_voltage"]),
        ("What ON-state input voltage do the inputs need?", ["input_high_voltage"]),
        # the level named before "input voltage range" is what the range is of
        ("What is the signal '1' input voltage range?", ["input_high_voltage"]),
        ("what smbus address does it answer on?", ["i2c_address"]),
        # an analog output pin named with a voltage asks what it puts out
        ("What voltage range comes out of the AO pin?", ["analog_output_voltage"]),
    ],
)
def test_plc_input_words_ask_the_input_levels(question: str, fields: list[str]) -> None:
    assert routed(question) == fields


@pytest.fixture
def store(tmp_path: Path):
    high = fact("QDI8", "input_high_voltage", "Signal 1 15 ... 30 V DC", min=15.0, max=30.0)
    low = fact("QDI8", "input_low_voltage", "Signal 0 -3 ... +5 V DC", min=-3.0, max=5.0)
    supply = fact("QDI8", "supply_voltage", "Supply voltage 20.4 ... 28.8 V DC")
    supply.min, supply.max = 20.4, 28.8
    fan = fact("QFC2", "supply_voltage", "VDD supply voltage 3.0 - 5.5 V", min=3.0, max=5.5)
    return make_store(tmp_path, {"QDI8": [high, low, supply], "QFC2": [fan]})


@pytest.mark.parametrize(
    ("question", "verdict"),
    [
        ("Will a QDI8 detect 12 V sensor signals as signal '1'?", "incompatible"),
        ("my 24v proximity sensors switch 24 V - will the qdi8 see them as a 1?", "compatible"),
        ("Can a PNP sensor switching 24 V drive a QDI8 input?", "compatible"),
    ],
)
def test_a_sensor_level_on_a_plc_input_is_judged_against_its_input_levels(
    store, question: str, verdict: str
) -> None:
    answer = answer_question(question, store)
    assert answer.verdict == verdict, answer.text
    assert any(r.rule.startswith("signal.") for r in answer.rules), answer.text


def test_a_level_on_a_part_whose_supply_is_stated_too_is_no_proof(store) -> None:
    # its thresholds may move with its supply: the one input row is not known to hold there
    answer = answer_question("qdi8 on 24 V, will it see 24 V sensor signals as a 1?", store)
    assert answer.verdict != "compatible", answer.text


def test_a_level_pulled_onto_the_parts_own_outputs_is_not_judged_by_its_inputs(store) -> None:
    answer = answer_question("qdi8 outputs into an esp32 with pull-ups to 3.3v, ok?", store)
    assert not any("VIH" in r.reason for r in answer.rules), answer.text


@pytest.mark.parametrize(
    ("question", "verdict"),
    [
        ("can i power the qfc2 straight from the 12v fan supply?", "incompatible"),
        ("will the qfc2 work on my 5v arduino uno?", "compatible"),
        ("My only rail is 9 V. Can the QFC2 run from it?", "incompatible"),
    ],
)
def test_the_rail_a_part_is_powered_from_is_its_rail(store, question: str, verdict: str) -> None:
    answer = answer_question(question, store)
    assert answer.verdict == verdict, answer.text


def test_a_version_named_by_one_letter_is_that_version() -> None:
    # "PDA 20-VX" asked as the variant "X" of "PDA 20-V": not the plain part's column
    assert not variant_matches("x", "PDA 20-V")
    assert variant_matches("x", "X")
    assert variant_matches("x05B", "ACS712ELCTR-05B")  # a leading x still stands for any


def test_a_note_opening_with_one_version_speaks_for_that_version_only() -> None:
    text = "Notes\n\n\u2022 QRS-7L: do not connect VCC to 5 V. Its pins are not 5V tolerant.\n"
    (said,) = tolerance_statements(text, 2)
    assert said.subject == "QRS-7L" and not said.tolerant
    quote = f"not tolerant of 5 V ({said.subject}) {said.sentence}"
    assert _another_version(quote, "QRS-7", None)
    assert not _another_version(quote, "QRS-7", "L")
    assert not _another_version("Its pins are not 5V tolerant.", "QRS-7", None)


def test_a_value_listed_per_version_answers_the_version_named() -> None:
    quote = "Protection IP68 (cable gland version), IP54 (M12 connector)"
    both = ["IP68", "IP54"]
    assert values_for_case(both, quote, "ip rating of the m12 connector version?") == ["IP54"]
    assert values_for_case(both, quote, "which ip rating with the cable gland?") == ["IP68"]
    assert values_for_case(both, quote, "what ip rating does it have?") == both


@pytest.mark.parametrize(("top", "verdict"), [(150.0, "compatible"), (100.0, "incompatible")])
def test_a_part_kept_somewhere_is_judged_on_its_storage_range(
    tmp_path: Path, top: float, verdict: str
) -> None:
    running = fact("QSW7", "operating_temperature", "Operating temperature -40 85 °C", unit="°C")
    running.min, running.max = -40.0, 85.0
    kept = fact("QSW7", "storage_temperature", f"Storage temperature -55 {top:g} °C", unit="°C")
    kept.min, kept.max = -55.0, top
    store = make_store(tmp_path, {"QSW7": [running, kept]})
    answer = answer_question("Can a QSW7 be stored in a 125 °C oven?", store)
    assert answer.verdict == verdict, answer.text
    assert any("storage" in r.rule for r in answer.rules), answer.text
