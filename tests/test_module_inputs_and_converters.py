"""Builds whose wording names a module's control input or a converter between a cell and
its load: a sensor's output into "the IN pin" of a relay board draws the board's input
current, not its coil's ("the relay board" then points back at the board named), and "from
one Li-ion cell, using a X to make the 5 V" puts the cell on X, not on the load. The parts
and wording are made up.
"""

from __future__ import annotations

import pytest

from agent_support import fact, make_store
from specproof.agent.workflow import answer_question


@pytest.fixture
def store(tmp_path):
    sheets = {
        "MSN-40": [
            fact("MSN-40", "supply_voltage", "Supply VIN 4.5 12 V", min=4.5, max=12.0),
            fact("MSN-40", "output_high_voltage", "OUT high level IOH = -1 mA 3.0 V", min=3.0,
                 condition="OUT"),
            fact("MSN-40", "output_low_voltage", "OUT low level 0.2 V", max=0.2,
                 condition="OUT"),
            fact("MSN-40", "output_current", "OUT source current 2 mA", unit="mA", max=2.0),
        ],
        "RLB-1": [
            fact("RLB-1", "supply_voltage", "Supply voltage VCC 4.75 5.25 V", min=4.75,
                 max=5.25),
            fact("RLB-1", "supply_current", "Supply current, relay on ICC 72 mA", unit="mA",
                 typ=72.0, condition="relay on"),
            fact("RLB-1", "input_high_voltage", "IN high level, relay on 2.4 5.25 V", min=2.4,
                 max=5.25, condition="IN"),
            fact("RLB-1", "input_low_voltage", "IN low level, relay off 0.8 V", max=0.8,
                 condition="IN"),
            fact("RLB-1", "contact_current", "Contact rating 10 A 250 VAC", unit="A",
                 max=10.0),
            fact("RLB-1", "coil_voltage", "Relay coil 5 VDC", value=5.0),
        ],
        "DSP-7": [
            fact("DSP-7", "supply_voltage", "Supply voltage VDD 4.5 5.5 V", min=4.5, max=5.5),
        ],
        "BBC-3": [
            fact("BBC-3", "supply_voltage", "Input voltage 2.7 18 V", min=2.7, max=18.0),
            fact("BBC-3", "output_voltage", "Output voltage 5.0 V", typ=5.0),
        ],
    }  # fmt: skip
    s = make_store(tmp_path, sheets)
    yield s
    s.close()


def test_a_sensor_output_into_a_relay_boards_in_pin_is_judged_by_levels(store) -> None:
    ans = answer_question(
        "The MSN-40's OUT pin drives the IN pin of an RLB-1; both run from the same 5 V "
        "supply. Will the sensor output switch the relay board?",
        store,
    )
    assert "pin current" not in ans.text, ans.text
    assert ans.verdict != "incompatible", ans.text
    assert "high level 3 V >= RLB-1 VIH min 2.4 V" in ans.text


def test_a_cell_feeds_the_converter_named_as_the_means(store) -> None:
    ans = answer_question(
        "I want to run a DSP-7 from one Li-ion cell, using a BBC-3 to make the 5 V. Is that ok?",
        store,
    )
    assert "outside DSP-7" not in ans.text, ans.text
    assert ans.verdict != "incompatible", ans.text


def test_a_current_the_part_is_asked_to_deliver_is_no_supply_budget() -> None:
    from specproof.agent.understand.budgets import supply_budget

    assert supply_budget("can the hbq4 deliver 1.3 A per bridge at that VM?") is None
    assert supply_budget("the branch can deliver at most 15 mA. is that enough?") == 0.015


def test_a_boards_hardware_that_is_a_library_part_is_asked_of_it() -> None:
    from specproof.agent.understand.kind import unsupported_topic

    question = "my esp32 board has a qr6206 3.3v ldo: max current for my sensors?"
    assert unsupported_topic(question, names=("qr6206",)) is None
    assert unsupported_topic(question) is not None


def test_the_part_asked_to_deliver_a_current_is_the_only_driver_checked(tmp_path) -> None:
    # a sensor's GPIO drive rating (4 mA) is no limit on the motor driver the user asks about
    sheets = {
        "MDR-2": [
            fact("MDR-2", "load_supply_voltage", "Motor supply VM 2.7 10.8 V", min=2.7,
                 max=10.8),
            fact("MDR-2", "output_current", "Output current per H-bridge 1.5 A", unit="A",
                 max=1.5),
        ],
        "TOF-5": [
            fact("TOF-5", "supply_voltage", "Supply voltage AVDD 2.6 3.5 V", min=2.6, max=3.5),
            fact("TOF-5", "output_current", "GPIO output current IOUT 4 mA", unit="mA",
                 max=4.0),
        ],
    }  # fmt: skip
    store = make_store(tmp_path, sheets)
    try:
        ans = answer_question(
            "little rover: mdr-2 VM from one 3.7 V cell, each motor wants 1.2 A, a tof-5 "
            "watches for walls. can the mdr-2 deliver 1.2 A per bridge?",
            store,
        )
    finally:
        store.close()
    assert ans.verdict == "compatible", ans.text
    assert "TOF-5 output_current" not in ans.text, ans.text
