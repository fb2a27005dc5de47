"""A charger in a chain ("usb -> a charger charging a cell -> a converter -> the load"):
the charger feeds the cell, the converter after it feeds the loads, and the number after
a charger's name is its version, not an output voltage. The parts and wording are made
up."""

from __future__ import annotations

from pathlib import Path

import pytest

from agent_support import fact, make_store
from specproof.agent.understand import understand
from specproof.agent.understand.devices import device_index
from specproof.agent.workflow import answer_question


@pytest.fixture
def store(tmp_path: Path):
    sheets = {
        "CH40": [
            fact("CH40", "supply_voltage", "Input supply VDD 3.75 6 V", min=3.75, max=6.0),
            fact("CH40", "output_voltage", "Regulated output (float) 4.168 4.2 4.232 V",
                 min=4.168, typ=4.2, max=4.232),
            fact("CH40", "output_current", "Charge current 500 mA", unit="mA", max=500.0),
        ],
        "BK33": [
            fact("BK33", "supply_voltage", "Input voltage range 1.8 5.5 V", min=1.8, max=5.5),
            fact("BK33", "output_voltage", "Fixed output 3.24 3.3 3.36 V",
                 min=3.24, typ=3.3, max=3.36),
            fact("BK33", "output_current", "Output current 1 A", unit="A", max=1.0),
        ],
        "WX5": [
            fact("WX5", "supply_voltage", "Supply voltage VCC 3.0 3.6 V", min=3.0, max=3.6),
            fact("WX5", "supply_current", "Supply current, transmit peaks 350 mA",
                 unit="mA", max=350.0),
        ],
    }  # fmt: skip
    return make_store(tmp_path, sheets)


def test_a_chargers_version_number_is_no_output_voltage(store) -> None:
    question = understand(
        "usb 5 v -> ch40-2 charging a 1s lipo -> bk33 -> wx5. ok?", device_index(store)
    )
    assert question.scenario is not None
    assert "CH40" in question.scenario.wiring.chargers
    assert "CH40" not in question.scenario.named_outputs


def test_the_converter_after_the_charged_cell_feeds_the_load(store) -> None:
    answer = answer_question(
        "usb 5 v into a ch40-2 charging a 1s lipo, the cell feeds a bk33 set to 3.3 v that"
        " runs a wx5. is every part in range?",
        store,
    )
    assert answer.verdict != "incompatible", answer.text
    assert any(
        r.rule == "power.output_in_load_supply_range" and r.passed and "WX5" in r.reason
        for r in answer.rules
    ), answer.text
