"""A rating asked of one pin ("the abs max voltage on that pin", "the most I can put on the
WAKE pin") is the signal pins' rating, and the answer keeps the row of the pin asked: another
row of the same table that happens to state the same number and one more is a different
pin's specification, not the asked row written in full. The part and wording are made up.
"""

from __future__ import annotations

import pytest

from agent_support import fact, make_store, requests_of
from specproof.agent.workflow import answer_question
from specproof.records import SectionKind


@pytest.mark.parametrize(
    "question",
    [
        "I'd like to pull the WK (wake) pin up to 15 V. whats the abs max voltage on that pin?",
        "what's the most voltage I can put on the WAKE pin?",
        "maximum voltage you can safely apply to the logic inputs?",
    ],
)
def test_a_rating_asked_of_a_signal_pin_is_the_input_rating(question: str) -> None:
    assert [r.field for r in requests_of(question)] == ["abs_max_input_voltage"]


def test_a_supply_pin_named_so_still_asks_the_supply() -> None:
    assert [r.field for r in requests_of("absolute max voltage on the vdd pin?")] == [
        "abs_max_supply_voltage"
    ]


@pytest.fixture
def store(tmp_path):
    rating = SectionKind.ABS_MAX
    rows = [
        fact("QM5120", "abs_max_input_voltage", "Sense inputs, common mode -0.3 30 V",
             min=-0.3, max=30.0, si_min=-0.3, si_max=30.0, dimension="voltage",
             condition="Sense inputs, common mode", extractor="table", section=rating),
        fact("QM5120", "abs_max_input_voltage", "Wake input WK 30 V", max=30.0, si_max=30.0,
             dimension="voltage", condition="Wake input WK", extractor="table", section=rating),
        fact("QM5120", "abs_max_supply_voltage", "Supply VDD 6 V", max=6.0,
             condition="Supply VDD", extractor="table", section=rating),
    ]  # fmt: skip
    s = make_store(tmp_path, {"QM5120": rows})
    yield s
    s.close()


def test_the_answer_keeps_the_row_of_the_pin_asked(store) -> None:
    ans = answer_question("QM5120: abs max voltage on the WK (wake) pin?", store)
    assert [(i.min, i.max) for i in ans.items] == [(None, 30.0)], ans.text
    assert "Wake input" in ans.items[0].source.quote
