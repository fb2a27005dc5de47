"""A sensor whose sheet states the temperatures it measures but no operating range: an
ambient beyond what it measures is one it is not specified in; an ambient inside proves
nothing, as the operating range is still unstated.

The part is made up; nothing here copies a benchmark sheet's wording.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from agent_support import fact, make_store
from specproof.agent.workflow import answer_question


def _sensor() -> list:
    measured = fact("HTX-9", "measurement_range", "Temperature range -20 70 °C", unit="°C",
                    min=-20.0, max=70.0, si_min=-20.0, si_max=70.0)  # fmt: skip
    measured.dimension = "temperature"
    supply = fact("HTX-9", "supply_voltage", "Supply 3.0 5.5 V", min=3.0, max=5.5,
                  si_min=3.0, si_max=5.5)  # fmt: skip
    return [measured, supply]


@pytest.mark.parametrize(
    ("question", "verdict"),
    [
        (
            "htx-9 on 5v in my dryer box, inside gets up to 85 °C. will it cope with the heat?",
            "incompatible",
        ),
        ("htx-9 on 5v in an unheated shed, down to -30 °C in winter. ok?", "incompatible"),
        # inside the measured range the operating range is still unstated
        ("htx-9 on 5v in a greenhouse at 40 °C. ok?", "insufficient_evidence"),
        # a temperature the part is to follow is no place it sits in
        (
            "can the htx-9 follow a 3d-printer hot end at 260 °C within 0.5 s?",
            "insufficient_evidence",
        ),
    ],
)
def test_an_ambient_beyond_the_temperatures_a_sensor_measures_fails_it(
    tmp_path: Path, question: str, verdict: str
) -> None:
    store = make_store(tmp_path, {"HTX-9": _sensor()})
    answer = answer_question(question, store)
    assert answer.verdict == verdict, answer.text
