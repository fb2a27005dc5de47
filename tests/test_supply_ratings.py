"""A supply the question rates but the library does not hold ("a 3.3 V LDO rated for
800 mA"): its rating is what the parts may draw from it together, not a current a part
must deliver, and its voltage is the rail of the part it powers. The parts and wording
are made up."""

from __future__ import annotations

from pathlib import Path

import pytest

from agent_support import fact, make_store
from specproof.agent.workflow import answer_question


@pytest.fixture
def store(tmp_path: Path):
    sheets = {
        "WX5": [
            fact("WX5", "supply_voltage", "Supply voltage VCC 3.0 3.6 V", min=3.0, max=3.6),
            fact("WX5", "supply_current", "Supply current, transmit peaks 350 mA",
                 unit="mA", max=350.0),
            fact("WX5", "output_current", "GPIO output current per pin 12 mA", unit="mA",
                 max=12.0),
        ],
    }  # fmt: skip
    return make_store(tmp_path, sheets)


def test_a_rated_regulator_that_covers_the_peaks_powers_the_part(store) -> None:
    answer = answer_question(
        "will a 3.3 v regulator rated at 500 mA be enough to run the wx5 with its tx peaks?",
        store,
    )
    assert answer.verdict == "compatible", answer.text
    assert any(r.rule == "power.rail_in_supply_range" and r.passed for r in answer.rules)
    assert not any("output_current" in r.reason for r in answer.rules), answer.text


def test_a_rated_regulator_below_the_peaks_is_refused_on_the_parts_draw(store) -> None:
    answer = answer_question(
        "is a 3.3v ldo rated for 250 mA ok to power a wx5, transmit bursts included?", store
    )
    assert answer.verdict == "incompatible", answer.text
    assert any("0.35 A" in r.reason for r in answer.rules if r.passed is False), answer.text
