"""One parameter stated per case: a pressure sensor's absolute and relative accuracy, a
comparator's rising and falling threshold, an input's differential and common-mode rating,
a radio's sensitivity per PHY. A question naming one case is answered by that case's row,
never by a row naming only another; with no row for the asked case it abstains. The parts
and wording are made up.
"""

from __future__ import annotations

import pytest

from agent_support import fact, make_store
from specproof.agent.workflow import answer_question


@pytest.fixture
def store(tmp_path):
    sheets = {
        "PQ881": [
            fact("PQ881", "accuracy", "Relative accuracy 900 ... 1100 hPa ±0.08 hPa", unit="hPa",
                 min=-0.08, max=0.08, quantity="pressure", condition="Relative accuracy"),
            fact("PQ881", "accuracy", "Absolute accuracy ±0.8 hPa", unit="hPa", min=-0.8,
                 max=0.8, quantity="pressure", condition="Absolute accuracy", page=2),
        ],
        "CM12": [
            fact("CM12", "input_high_voltage", "Threshold, falling edge 1.10 V", typ=1.10,
                 condition="Threshold, falling edge"),
        ],
        "RBT4": [
            fact("RBT4", "rx_sensitivity", "RX sensitivity 2M PHY -91 dBm", unit="dBm",
                 typ=-91.0, condition="2M PHY"),
            fact("RBT4", "rx_sensitivity", "RX sensitivity 1M PHY -95 dBm", unit="dBm",
                 typ=-95.0, condition="1M PHY", page=2),
        ],
    }  # fmt: skip
    s = make_store(tmp_path, sheets)
    yield s
    s.close()


def test_the_absolute_accuracy_is_not_answered_by_the_relative_row(store) -> None:
    ans = answer_question(
        "What is the absolute pressure accuracy of the PQ881 between 900 and 1100 hPa?", store
    )
    assert [(i.min, i.max) for i in ans.items] == [(-0.8, 0.8)], ans.text
    rel = answer_question("pq881 relative accuracy?", store)
    assert [(i.min, i.max) for i in rel.items] == [(-0.08, 0.08)], rel.text


def test_a_case_the_sheet_states_only_for_its_opposite_abstains(store) -> None:
    ans = answer_question("What is the rising threshold of the CM12 input?", store)
    assert ans.verdict == "insufficient_evidence", ans.text


@pytest.mark.parametrize(
    ("question", "typ"),
    [("rbt4 rx sensitivity on the 1m phy?", -95.0), ("RBT4 sensitivity, 2M PHY?", -91.0)],
)
def test_a_radio_phy_named_picks_its_row(store, question: str, typ: float) -> None:
    ans = answer_question(question, store)
    assert [i.typ for i in ans.items] == [typ], ans.text
