"""Builds asked the casual way parts are put on one supply: "X + Y sharing the 5v rail?",
"both on the 3v3 pin of my board. all good?", "X and Y running off 3 aa cells. ok for
both?", a translator's "port A at 5v", a tag question "..., that works right?", and "will it
see the high?" (a level no supply check settles).

The parts are made up; nothing here copies a benchmark sheet's wording.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from agent_support import fact, make_store
from specproof.agent.understand import is_yes_no
from specproof.agent.understand.stated_level import drive_level
from specproof.agent.workflow import answer_question


@pytest.fixture
def store(tmp_path: Path):
    sheets = {
        "LX44": [fact("LX44", "supply_voltage", "Supply voltage VCC 2.2 3.6 V", min=2.2, max=3.6)],
        "PT90": [fact("PT90", "supply_voltage", "Supply voltage VS 2.5 12 V", min=2.5, max=12.0)],
        "QS0104": [
            fact("QS0104", "io_supply_voltage", "VCCA supply voltage 1.2 3.6 V", min=1.2,
                 max=3.6, condition="VCCA"),
            fact("QS0104", "io_supply_voltage", "VCCB supply voltage 1.65 5.5 V", min=1.65,
                 max=5.5, condition="VCCB"),
        ],
        "RL7": [
            fact("RL7", "supply_voltage", "Board supply 5 V DC", value=5.0),
            fact("RL7", "output_high_voltage", "Status output high 4.6 V", min=4.6),
        ],
    }  # fmt: skip
    return make_store(tmp_path, sheets)


@pytest.mark.parametrize(
    ("question", "verdict"),
    [
        ("lx44 + pt90 sharing the 5v rail?", "incompatible"),
        ("pt90 and lx44 sharing one 3.3v supply?", "compatible"),
        ("pt90 sensor and lx44 both on the 3v3 pin of my board. all good?", "compatible"),
        ("pt90 sensor and lx44 both on the 5v pin of my board. all good?", "incompatible"),
        ("an lx44 and a pt90 running off 3 aa cells (3.3v). ok for both?", "compatible"),
        ("an lx44 and a pt90 running off 3 aa cells (4.5v). ok for both?", "incompatible"),
    ],
)
def test_parts_put_on_one_supply_are_each_judged_on_it(store, question: str, verdict: str):
    answer = answer_question(question, store)
    assert answer.verdict == verdict, answer.text


def test_a_translators_sides_named_as_ports_are_its_side_supplies(store) -> None:
    answer = answer_question(
        "qs0104 with port A on my uno's 5v and port B at 3.3v, that works right?", store
    )
    assert answer.verdict == "incompatible", answer.text
    assert "VCCA" in answer.text
    swapped = answer_question("qs0104 with the a-side at 3.3v and b-side at 5v, ok?", store)
    assert swapped.verdict == "compatible", swapped.text


def test_a_tag_question_asks_yes_or_no_unless_a_value_was_asked_first() -> None:
    assert is_yes_no("pt90 on a 9v battery, that works right?")
    assert not is_yes_no("pt90 max supply voltage? its 12v rated right?")


def test_seeing_a_high_is_a_level_question_no_supply_check_settles(store) -> None:
    answer = answer_question(
        "rl7 status output straight to the WAKE pin of an lx44 (on 3.3v). will it see the high?",
        store,
    )
    assert answer.verdict != "compatible", answer.text
    assert any(r.rule.startswith("signal.") for r in answer.rules), answer.text


def test_a_rail_in_brackets_after_the_receiving_part_is_no_driven_level() -> None:
    assert drive_level("one output to the WAKE pin of an lx44 (on 5v). ok?") is None
    assert drive_level("its TX pin to a 5v arduino") == 5.0
