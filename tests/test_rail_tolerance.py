"""A rail the question gives a tolerance ("a 5 V ±10 % supply", "3.3 V +-5 %") may sit at
either end of it: the part must run at both ends, and the span is said in the reason. A
build's input stated in its own sentence ("My supply is 3.3 V.") is the rail of a lone
part. The parts and wording are made up.
"""

from __future__ import annotations

import pytest

from agent_support import fact, make_store
from specproof.agent.workflow import answer_question


@pytest.fixture
def store(tmp_path):
    sheets = {
        "KT7741": [
            fact("KT7741", "supply_voltage", "Supply voltage VDD 2.5 5.5 V", min=2.5, max=5.5),
        ],
        "RV220": [
            fact("RV220", "supply_voltage", "Operating supply VCC 1.8 3.6 V", min=1.8, max=3.6),
        ],
    }  # fmt: skip
    s = make_store(tmp_path, sheets)
    yield s
    s.close()


@pytest.mark.parametrize(
    "question",
    [
        "I have a 5V ±10% supply, can the KT7741 run from it?",
        "Is the KT7741 fine on a 3.3 V +-5 % rail?",
        "kt7741 from a 5 v (+/- 5%) supply, ok?",
    ],
)
def test_a_rail_whose_whole_tolerance_fits_is_compatible(store, question) -> None:
    ans = answer_question(question, store)
    assert ans.verdict == "compatible", ans.text
    assert "spans" in ans.text


@pytest.mark.parametrize(
    "question",
    [
        "Can the RV220 run from a 3.6 V ±5% rail?",
        "rv220 on a 1.8v plus or minus 10% supply ok?",
        "Is a 5.5 V +/- 5% supply fine for the KT7741?",
    ],
)
def test_a_rail_whose_tolerance_leaves_the_range_is_not_compatible(store, question) -> None:
    ans = answer_question(question, store)
    assert ans.verdict == "incompatible", ans.text
    assert "spans" in ans.text


def test_a_lone_part_runs_on_the_supply_stated_in_its_own_sentence(store) -> None:
    assert answer_question("My supply is 3.3 V. Is the KT7741 OK on it?", store).verdict == (
        "compatible"
    )
    assert answer_question("My supply is 5 V. Is the RV220 OK on it?", store).verdict == (
        "incompatible"
    )
