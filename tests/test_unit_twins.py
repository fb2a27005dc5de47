"""A row stating one quantity in two unit systems ("-22 to +158 °F | -30 to +70 °C") is
answered in SI units, unless the question asks in the other one.

The part is made up (nothing here copies a benchmark sheet's wording).
"""

from __future__ import annotations

import pytest

from agent_support import fact
from specproof.agent.score import Candidate
from specproof.agent.unit_twins import without_imperial_twins

QUOTE = "Operating temperature range -22 to +158 °F -30 to +70 °C"


def _rows() -> list[Candidate]:
    return [
        Candidate(fact("QTX-7", "operating_temperature", QUOTE, unit="°F", min=-22.0, max=158.0), 3.5),
        Candidate(fact("QTX-7", "operating_temperature", QUOTE, unit="°C", min=-30.0, max=70.0), 3.5),
        # a row of its own, stated only in °F, stays whatever is asked
        Candidate(fact("QTX-7", "storage_temperature", "Storage -40 to +185 °F", unit="°F",
                       min=-40.0, max=185.0), 1.0),
    ]  # fmt: skip


@pytest.mark.parametrize(
    ("question", "units"),
    [
        ("What is the operating temperature range of the QTX-7?", ["°C", "°F"]),
        ("qtx-7 working temp range in celsius?", ["°C", "°F"]),
        ("QTX-7 operating temperature range in Fahrenheit?", ["°F", "°F"]),
    ],
)
def test_a_row_in_two_unit_systems_answers_in_si_unless_asked(question, units) -> None:
    kept = without_imperial_twins(_rows(), question)
    assert [c.fact.unit for c in kept] == units
