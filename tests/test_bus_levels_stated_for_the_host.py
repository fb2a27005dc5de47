"""A bus the question describes around one part: the host's output low level it states
("mcu output low <= 0.4 V") is held against the part's VIL at the part's own supply, the
pull-ups "go to the 3.3 V supply" set the high level, a rail called the "backup rail" the
part is supplied from is its main supply, and parts the story only places elsewhere on
the board are no part of the judgment. The parts and wording are made up."""

from __future__ import annotations

from pathlib import Path

import pytest

from agent_support import fact, make_store
from specproof.agent.understand.stated_level import drive_level, drive_low
from specproof.agent.workflow import answer_question


@pytest.fixture
def store(tmp_path: Path):
    sheets = {
        "RK85": [
            fact("RK85", "supply_voltage", "Supply voltage interface active 1.8 5.5 V",
                 min=1.8, max=5.5),
            fact("RK85", "input_high_voltage", "VIH HIGH-level input 0.7VDD 5.5 V",
                 expr_min="0.7VDD", max=5.5),
            fact("RK85", "input_low_voltage", "VIL LOW-level input -0.5 +0.3VDD V",
                 min=-0.5, expr_max="0.3VDD"),
            fact("RK85", "interface", "I2C-bus interface", unit=None, values=["I2C"]),
        ],
        "TQ40": [
            fact("TQ40", "supply_voltage", "Supply voltage 4.5 5.5 V", min=4.5, max=5.5),
            fact("TQ40", "interface", "two-wire serial interface", unit=None, values=["I2C"]),
        ],
        "LX70": [fact("LX70", "supply_voltage", "VDD 2.6 3.5 V", min=2.6, max=3.5)],
    }  # fmt: skip
    return make_store(tmp_path, sheets)


@pytest.mark.parametrize(
    ("text", "low"),
    [
        ("the microcontroller (output low <= 0.4 V)", 0.4),
        ("a 1.8 V mcu (its outputs high >= 1.6 V, low <= 0.2 V)", 0.2),
        ("host VOL = 0.45 V", 0.45),
        ("the sensor's output is 0.4 V lower than the rail", None),
    ],
)
def test_the_hosts_stated_output_low_level_is_read(text: str, low: float | None) -> None:
    assert drive_low(text) == low


def test_pull_ups_going_to_a_named_supply_set_the_high_level() -> None:
    assert drive_level("its pull-up resistors go to the 3.3 V supply of the host") == 3.3


def _ask(store, low: str) -> object:
    return answer_question(
        "An RK85 is supplied from a 2.5 V backup rail, but its I2C pull-up resistors go to"
        f" the 3.3 V supply of the microcontroller (output low <= {low} V). A TQ40 and an"
        " LX70 are elsewhere on the board. May the RK85 be connected to this bus?",
        store,
    )


def test_a_host_low_under_the_parts_vil_at_its_supply_passes(store) -> None:
    answer = _ask(store, "0.4")
    assert answer.verdict == "compatible", answer.text
    judged = {r.rule for r in answer.rules}
    assert "signal.low_level_below_vil" in judged
    assert all("TQ40" not in r.reason and "LX70" not in r.reason for r in answer.rules)


def test_a_host_low_above_the_parts_vil_at_its_supply_fails(store) -> None:
    # VIL max is 0.3 x 2.5 V = 0.75 V at the part's own supply
    answer = _ask(store, "0.8")
    assert answer.verdict == "incompatible", answer.text
