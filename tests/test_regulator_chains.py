"""A converter feeding another converter's input (a buck pre-regulator ahead of an LDO or a
buck-boost): the fed one is the load of the first, judged by its input range, and its
input current is unknown until the question says what it powers.

The parts are made up; nothing here copies a benchmark sheet's wording.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from agent_support import fact, make_store
from specproof.agent.workflow import answer_question
from specproof.records import SectionKind


@pytest.fixture
def store(tmp_path: Path):
    sheets = {
        "QB250": [  # an adjustable buck module
            fact("QB250", "supply_voltage", "Input voltage 4.5 40 V", min=4.5, max=40.0),
            fact("QB250", "output_voltage", "Output voltage adjustable 1.25 35 V", min=1.25,
                 max=35.0),
            fact("QB250", "output_current", "Output current 2 A max", unit="A", max=2.0,
                 si_max=2.0),
        ],
        "ZL7041": [  # a buck-boost converter IC
            fact("ZL7041", "supply_voltage", "Input voltage range VIN 2.0 5.8 V", min=2.0,
                 max=5.8, section=SectionKind.RECOMMENDED),
            fact("ZL7041", "output_voltage", "Output voltage range VOUT 1.5 5.2 V", min=1.5,
                 max=5.2),
            fact("ZL7041", "quiescent_current", "Quiescent current IQ 30 µA", unit="µA",
                 max=30.0, si_max=30e-6),
            fact("ZL7041", "supply_current", "Operating supply current 30 µA", unit="µA",
                 max=30.0, si_max=30e-6),
        ],
        "RX33": [  # a fixed 3.3 V LDO
            fact("RX33", "output_voltage", "Output voltage 3.267 3.300 3.333 V", min=3.267,
                 typ=3.3, max=3.333),
            fact("RX33", "dropout_voltage", "Dropout voltage 1.1 1.3 V", typ=1.1, max=1.3),
            fact("RX33", "output_current", "Output current 800 mA", unit="mA", max=800.0,
                 si_max=0.8),
        ],
        "TK20": [  # a DAC: its output row is a signal, not a supply of the others
            fact("TK20", "supply_voltage", "Supply voltage VDD 2.7 5.5 V", min=2.7, max=5.5),
            fact("TK20", "output_voltage", "Output voltage swing 0 VDD V", min=0.0),
            fact("TK20", "supply_current", "Supply current IDD 0.4 mA", unit="mA", max=0.4,
                 si_max=0.0004),
        ],
    }  # fmt: skip
    return make_store(tmp_path, sheets)


@pytest.mark.parametrize(
    "question",
    [
        "qb250 set to 5v feeding the input of a zl7041 buck-boost. input voltage ok for the zl?",
        "QB250 adjusted to 5 V output, into the VIN of my ZL7041 - is that within its input range?",
    ],
)
def test_a_converter_fed_by_another_is_judged_by_its_input_range(store, question: str) -> None:
    answer = answer_question(question, store)
    rules = {r.rule: r.passed for r in answer.rules}
    assert rules.get("power.output_in_load_supply_range") is True, answer.text
    # never a logic-level check between two supplies, and never a "compatible" that rests
    # on the fed converter's quiescent current as its draw
    assert not any(rule.startswith("signal.") for rule in rules), answer.text
    assert answer.verdict == "insufficient_evidence", answer.text
    assert "ZL7041 input current" in answer.text


def test_a_feed_above_the_fed_converters_input_range_fails(store) -> None:
    answer = answer_question(
        "qb250 set to 6.5v feeding the input of a zl7041 buck-boost, ok?", store
    )
    assert answer.verdict == "incompatible", answer.text


@pytest.mark.parametrize(
    "question",
    [
        # the setting named by other verbs than "set to"
        "Can a ZL7041 be supplied from a QB250 adjusted to 6.5 V?",
        "qb250 turned up to 6.5 v, then a zl7041 after it. fine?",
        # the second converter named as one: still the first one's load
        "qb250 module turned up to 6.5 v, then a zl7041 buck-boost after it. fine?",
        "zl7041 fed by a qb250 trimmed to 6.5v - ok?",
        # the rail named as the adjustable part's own: its output is set to that rail
        "zl7041 on the 6.5v rail from my qb250 buck, fine?",
    ],
)
def test_an_adjustable_output_stated_in_other_words_is_judged(store, question: str) -> None:
    answer = answer_question(question, store)
    rules = {r.rule: r.passed for r in answer.rules}
    assert rules.get("power.output_in_load_supply_range") is False, answer.text
    assert answer.verdict == "incompatible", answer.text


def test_a_part_fed_from_a_named_regulator_is_its_load(store) -> None:
    # "fed from" a part of the question makes the fed part the load; "fed from 9 V" would
    # have given it an input of its own
    answer = answer_question("tk20 dac board fed from an rx33 module, vdd fine?", store)
    rules = {r.rule: r.passed for r in answer.rules}
    assert rules.get("power.output_in_load_supply_range") is True, answer.text
    assert answer.verdict == "compatible", answer.text


def test_an_arrow_from_a_supply_to_a_parts_supply_pin_is_a_build(store) -> None:
    over = answer_question("qb250 buck set to 6.5v -> zl7041 vin directly?", store)
    assert over.verdict == "incompatible", over.text
    fits = answer_question("rx33 -> tk20 vdd directly?", store)
    assert fits.verdict == "compatible", fits.text


def test_a_regulator_asked_to_make_an_output_for_a_stated_load_is_judged(tmp_path: Path) -> None:
    """ "Will an RG11-33 make 3.3 V from a 5 V supply for a 300 mA load?": a verdict on a
    version whose output is stated over rows (min / typ / max, one bound each): headroom
    from the typ row's 3.3 V plus the dropout, and the load within the output current."""

    rows = [
        fact("RG11", "output_voltage", "Output Voltage (min.) 3.267V", variant="33", min=3.267),
        fact("RG11", "output_voltage", "Output Voltage (typ.) 3.300V", variant="33", typ=3.3),
        fact("RG11", "dropout_voltage", "Dropout voltage IOUT = 500 mA 1.2 V", max=1.2),
        fact("RG11", "output_current", "Output current 1 A", unit="A", max=1.0),
    ]
    store = make_store(tmp_path, {"RG11": rows})
    try:
        ok = answer_question(
            "Will an RG11-33 make 3.3 V from a 5 V supply for a 300 mA load?", store
        )
        assert ok.verdict == "compatible", ok.text
        over = answer_question(
            "Will an RG11-33 make 3.3 V from a 5 V supply for a 1.5 A load?", store
        )
        assert over.verdict == "incompatible", over.text
    finally:
        store.close()
