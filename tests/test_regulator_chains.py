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
