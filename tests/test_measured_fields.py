"""A magnetic field a build states is the field a sensor is to measure, and so is a
distance in feet or inches a ranger is to reach ("at most 10 ft below it and never closer
than 6 inches"): each is held against the sensor's range in any of its units, and a value
past the range refuses the build. The parts and wording are made up."""

from __future__ import annotations

from pathlib import Path

import pytest

from agent_support import fact, make_store
from specproof.agent.workflow import answer_question


@pytest.fixture
def store(tmp_path: Path):
    rows = [
        fact("MQ883", "measurement_range", "Field range full scale -8 +8 gauss",
             unit="gauss", min=-8.0, max=8.0),
        fact("MQ883", "supply_voltage", "VDD 2.16 3.6 V", min=2.16, max=3.6),
    ]  # fmt: skip
    return make_store(tmp_path, {"MQ883": rows})


@pytest.mark.parametrize(
    ("field", "verdict"), [("200 µT", "compatible"), ("1.2 mT", "incompatible")]
)
def test_a_stated_field_is_held_against_the_sensors_field_range(store, field, verdict) -> None:
    answer = answer_question(
        f"The strongest field expected at the MQ883 is {field}. Is that within its field range?",
        store,
    )
    assert answer.verdict == verdict, answer.text
    assert any(r.rule == "measuring.value_within_measurement_range" for r in answer.rules)


def test_distances_in_feet_and_inches_are_held_against_a_rangers_range(tmp_path: Path) -> None:
    rows = [fact("UR4", "measurement_range", "Ranging distance 2 cm - 400 cm", unit="cm",
                 quantity="distance", min=2.0, max=400.0)]  # fmt: skip
    store = make_store(tmp_path, {"UR4": rows})
    near = answer_question(
        "a UR4 looks down into a tank; the water is at most 10 ft below it and never closer"
        " than 6 inches. is that within the UR4's range?",
        store,
    )
    checked = [r.reason for r in near.rules if r.rule == "measuring.value_within_measurement_range"]
    assert len(checked) == 2 and near.verdict == "compatible", near.text
    far = answer_question("a UR4 looks down a well, the water 15 ft below it. in range?", store)
    assert far.verdict == "incompatible", far.text
