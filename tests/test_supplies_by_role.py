"""Supplies a question names by their role or describes in words: a driver's motor and
logic rails ("24v on vmot, logic from a 5v uno"), a supply feeding a load that is no part of
the library ("a pi that needs 3 A"), a cell a charger fills ("a li-ion cell charged by a
X"), a value asked under a build ("X standby current when powered from 12v?") and a battery
life no range check settles.

The parts are made up; nothing here copies a benchmark sheet's wording.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from agent_support import fact, make_store
from specproof.agent.understand import DeviceIndex, understand
from specproof.agent.understand.role_rails import role_rails
from specproof.agent.workflow import answer_question
from specproof.records import Document, SectionKind


@pytest.fixture
def store(tmp_path: Path):
    sheets = {
        "KM880": [  # a stepper driver with separate motor and logic supplies
            fact("KM880", "load_supply_voltage", "Motor supply VBB 10 40 V", min=10.0, max=40.0),
            fact("KM880", "logic_supply_voltage", "Logic supply VDD 3.0 5.5 V", min=3.0,
                 max=5.5),
        ],
        "PB77": [  # a power bank module
            fact("PB77", "output_voltage", "USB output voltage 5.05 V", value=5.05),
            fact("PB77", "output_current", "USB output current 1.5 A max", unit="A", max=1.5,
                 si_max=1.5),
        ],
        "CG12": [  # a one-cell charger
            fact("CG12", "output_voltage", "Float voltage VFLOAT 4.16 4.2 4.24 V", min=4.16,
                 typ=4.2, max=4.24),
            fact("CG12", "output_current", "Charge current 1 A", unit="A", max=1.0, si_max=1.0),
        ],
        "TS5": [
            fact("TS5", "supply_voltage", "Operating supply range 3.5 20 V", min=3.5, max=20.0),
            fact("TS5", "supply_current", "Supply current 80 µA", unit="µA", max=80.0,
                 si_max=80e-6),
            fact("TS5", "standby_current", "Shutdown current VS = 5 V 2 µA", unit="µA",
                 max=2.0, si_max=2e-6, condition="VS = 5 V"),
        ],
        "LQ3": [  # a 3.3 V-only sensor
            fact("LQ3", "supply_voltage", "Supply voltage VDD 1.8 3.6 V", min=1.8, max=3.6),
        ],
        "LW5": [  # a micropower sensor
            fact("LW5", "supply_voltage", "Supply voltage VDD 2.5 5.5 V", min=2.5, max=5.5),
            fact("LW5", "supply_current", "Supply current IDD 80 µA", unit="µA", max=80.0,
                 si_max=80e-6),
        ],
        "LM9": [  # a module drawing more than a small cell is assumed to give
            fact("LM9", "supply_voltage", "Supply voltage VDD 2.5 5.5 V", min=2.5, max=5.5),
            fact("LM9", "supply_current", "Supply current IDD 250 mA", unit="mA", max=250.0,
                 si_max=0.25),
        ],
        "RF4": [  # a radio module stating only its average draw
            fact("RF4", "supply_voltage", "Supply voltage VDD 2.0 5.5 V", min=2.0, max=5.5),
            fact("RF4", "supply_current", "Average current, 1 report per second 5 mA",
                 unit="mA", value=5.0, si_value=0.005),
            fact("RF4", "tx_power", "Output power +14 dBm", unit="dBm", value=14.0),
        ],
        "XP8": [  # an I/O expander: a per-pin and a per-port sink rating
            fact("XP8", "output_current", "Low-level output current, per pin IOL 15 mA",
                 unit="mA", max=15.0, si_max=0.015, section=SectionKind.RECOMMENDED),
            fact("XP8", "output_current", "Low-level output current, per port IOL(port) 60 mA",
                 unit="mA", max=60.0, si_max=0.06, section=SectionKind.RECOMMENDED),
        ],
        "PB7": [  # a protection board with one output
            fact("PB7", "output_current", "Continuous discharge current 5 A", unit="A", max=5.0,
                 si_max=5.0),
        ],
        "HB40": [  # an H-bridge rated at one motor supply only, and summarised without it
            fact("HB40", "load_supply_voltage", "Motor supply VM 2.5 12 V", min=2.5, max=12.0),
            fact("HB40", "output_current", "1.2-A RMS per bridge at VM = 6 V", unit="A",
                 value=1.2, si_value=1.2, condition="VM = 6 V"),
            fact("HB40", "output_current", "It can deliver up to 1.2-A RMS", unit="A", max=1.2,
                 si_max=1.2, page=2),
        ],
    }  # fmt: skip
    return make_store(tmp_path, sheets)


@pytest.mark.parametrize(
    ("clause", "rails"),
    [
        ("km880 with a 24v supply on vbb and logic from a 5v uno", {"load": 24.0, "logic": 5.0}),
        ("km880, 12 V motor supply and 3.3 V logic supply", {"load": 12.0, "logic": 3.3}),
        ("km880 with vmot = 36v", {"load": 36.0}),
        # the role's pin named in brackets between the role and its rail
        ("the km880's logic supply (vdd, pin 9) from the same 3.3v rail", {"logic": 3.3}),
        # the rail said of the part in a relative clause
        ("an km880 whose vm is 12 v", {"load": 12.0}),
        (
            "a km880 whose motor supply is 24v and whose logic supply is 3.3v",
            {"load": 24.0, "logic": 3.3},
        ),
        ("km880 driving a 12v motor from 5v logic signals", {}),
        # the role named by its noun after the source
        (
            "km880 with a 12v wall adapter for the motor and a 5v nano for the logic",
            {"load": 12.0, "logic": 5.0},
        ),
        ("km880 and a 5v arduino for the motor control", {}),
        # another part's rail, named before that part, is none of this part's
        ("radio powered from the 5v logic rail (VSS) of my km880", {}),
    ],
)
def test_a_rail_named_by_its_role_is_read_in_that_roles_field(clause: str, rails: dict) -> None:
    read = role_rails(clause)
    assert {k.split("_")[0]: v for k, v in read.items()} == rails


@pytest.mark.parametrize(
    ("question", "verdict"),
    [
        ("km880 with a 24v supply on vbb and logic from a 5v uno?", "compatible"),
        ("km880 with a 48v supply on vbb and logic from a 5v uno?", "incompatible"),
        ("km880 with 24 V motor supply and 2.5 V logic supply, ok?", "incompatible"),
    ],
)
def test_a_driver_with_two_rails_is_judged_on_each(store, question: str, verdict: str) -> None:
    answer = answer_question(question, store)
    assert answer.verdict == verdict, answer.text


def test_a_supply_for_a_described_load_checks_the_stated_draw_but_proves_nothing_alone(store):
    over = answer_question("can the pb77 power a camera board that needs 5 V at 2 A?", store)
    assert over.verdict == "incompatible", over.text
    within = answer_question("pb77 powering a dev board that pulls ~300 ma, fine?", store)
    assert within.verdict == "insufficient_evidence", within.text
    assert "supply range of the load" in within.text


def test_a_version_suffix_of_a_part_name_is_no_load_current() -> None:
    index = DeviceIndex.build([Document("a" * 64, "pb77.pdf", "PB77", ["PB77-2A"])])
    asked = understand("pb77-2a powering a dev board that pulls ~300 ma, fine?", index)
    assert asked.scenario is not None and asked.scenario.load_currents == [0.3]


def test_a_cell_a_charger_fills_is_seen_by_the_load_over_its_whole_discharge(store) -> None:
    low = answer_question("ts5 powered straight off a li-ion cell charged by a cg12. ok?", store)
    assert low.verdict == "insufficient_evidence", low.text
    assert "empty" in low.text and "assumed" in low.text


def test_a_small_draw_from_a_charged_cell_passes_on_a_stated_assumption(store) -> None:
    small = answer_question("lw5 powered off a li-ion cell from a cg12, ok?", store)
    assert small.verdict == "compatible", small.text
    assert "assumed" in small.text and "50 mA" in small.text
    # the charger's 1 A charge current is no rating of what the cell gives the load
    big = answer_question("lm9 powered off a li-ion cell from a cg12, ok?", store)
    assert big.verdict == "insufficient_evidence", big.text
    assert "the current the cell can deliver" in big.text
    # a radio's average says nothing of its transmit bursts
    radio = answer_question("rf4 powered off a li-ion cell from a cg12, ok?", store)
    assert radio.verdict == "insufficient_evidence", radio.text
    assert "peak supply_current" in radio.text
    # nor is a small cell assumed to run what the part drives
    driving = answer_question(
        "lw5 off a li-ion cell from a cg12, driving a small motor - ok?", store
    )
    assert driving.verdict == "insufficient_evidence", driving.text


@pytest.mark.parametrize(
    "question",
    [
        "lq3 straight on a cg12 charged lipo, no regulator. ok?",
        "lq3 powered off a li-ion cell that a cg12 charges - fine?",
        "can the lq3 run on a cg12-charged 18650 without a regulator?",
    ],
)
def test_a_cell_a_charger_fills_said_in_other_words_is_the_loads_supply(
    store, question: str
) -> None:
    answer = answer_question(question, store)
    assert answer.verdict == "incompatible", answer.text
    assert "4.2 V" in answer.text and "LQ3" in answer.text


def test_a_value_asked_under_a_build_is_a_value_not_a_verdict(store) -> None:
    answer = answer_question("ts5 shutdown current when powered from 12v?", store)
    assert answer.verdict != "compatible", answer.text
    assert not answer.rules


def test_a_battery_life_is_a_concern_no_range_check_settles(store) -> None:
    answer = answer_question(
        "will the ts5 run from a 9v battery (9 V) for a whole year on one battery?", store
    )
    assert answer.verdict == "insufficient_evidence", answer.text


def test_a_part_swapped_out_is_no_part_of_the_build() -> None:
    index = DeviceIndex.build(
        [Document("a" * 64, "km880.pdf", "KM880", []), Document("b" * 64, "kd20.pdf", "KD20", [])]
    )
    for wording in ("swapping the kd20 on my robot for a km880", "ditch the kd20 for a km880"):
        asked = understand(f"{wording}, motor supply at 24 V. ok?", index)
        assert asked.scenario is not None
        assert asked.scenario.wiring.parts == ("KM880",), wording


def test_a_rating_the_sheet_states_at_another_motor_supply_proves_nothing_at_this_one(store):
    """ "1.2-A RMS at VM = 6 V" and a summary "up to 1.2-A RMS": with 3 V on VM neither
    is a rating (the summary restates the figure without its supply)."""
    low = answer_question("hb40 with 3 v on vm, can it drive a motor that pulls 1 A?", store)
    assert low.verdict == "insufficient_evidence", low.text
    rated = answer_question("hb40 with 6 v on vm, can it drive a motor that pulls 1 A?", store)
    assert rated.verdict == "compatible", rated.text


@pytest.mark.parametrize(
    ("question", "verdict"),
    [
        ("can one xp8 port run 6 leds at 12 ma each, all on at once?", "incompatible"),
        ("can one xp8 port run 4 leds at 12 ma each, all on at once?", "compatible"),
        # a sheet stating no total rates each bridge alone
        ("can the hb40 run 2 coils at 1 A each at once, with 6 v on vm?", "compatible"),
        # a rating that never says it is per output: the sum may flow through it
        (
            "pb7 for a robot with two motors pulling 3 a each, continuously?",
            "insufficient_evidence",
        ),
        ("pb7 for a robot with two motors pulling 2 a each, continuously?", "compatible"),
    ],
)
def test_loads_each_drawing_a_current_are_judged_on_their_sum(store, question, verdict) -> None:
    answer = answer_question(question, store)
    assert answer.verdict == verdict, answer.text


def test_an_accuracy_asked_to_within_a_figure_is_a_concern_no_range_settles(store) -> None:
    answer = answer_question("will the ts5 on 5 v read the temperature to within 2 %?", store)
    assert answer.verdict == "insufficient_evidence", answer.text


@pytest.mark.parametrize(
    "question",
    [
        "xp8 on a li-ion cell charged by a cg12, all 8 outputs sourcing ~20 ma each into leds. ok?",
        "xp8 on a cg12-charged li-ion cell, all 8 outputs sourcing ~20 ma each into leds. ok?",
    ],
)
def test_a_cells_charger_drives_no_load_of_the_build(store, question: str) -> None:
    # the charger's 1 A charge current rates nothing the LEDs draw
    answer = answer_question(question, store)
    assert answer.verdict != "compatible", answer.text
    assert "CG12 output_current" not in answer.text, answer.text


def test_a_charger_named_first_is_no_supply_of_the_load_on_the_cell(store) -> None:
    """ "cg12 charges a single 18650, and the pb77 makes 5 V straight from the cell; load up
    to 1.2 A": the charger fills the cell, its charge current rates nothing the load draws."""
    answer = answer_question(
        "cg12 charges a single 18650, and a pb77 makes 5 V for the project straight from the "
        "cell. load is up to 1.2 A at 5 V. does the pb77 cover that?",
        store,
    )
    assert answer.verdict != "incompatible", answer.text
    assert "CG12 output_current" not in answer.text
