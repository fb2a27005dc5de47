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
        "TB2": [  # a two-channel translator board of MOSFETs, sides printed LV / HV
            # (the LV row's note names the other side too: "LV ≤ HV")
            fact("TB2", "io_supply_voltage", "LV Low-side reference voltage 1.5 3.6 V LV ≤ HV",
                 min=1.5, max=3.6, condition="LV"),
            fact("TB2", "io_supply_voltage", "HV High-side reference voltage 2.8 5.5 V",
                 min=2.8, max=5.5, condition="HV"),
            fact("TB2", "gate_threshold_voltage", "VGS(th) 0.8 1.5 V", min=0.8, max=1.5),
        ],
        "HV5": [fact("HV5", "supply_voltage", "Supply voltage 4.5 5.5 V", min=4.5, max=5.5)],
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
        # the shared supply named by "same", "together", or a board's pin after both parts
        ("pt90 amp and an lx44 on the same 3.3v ldo - ok?", "compatible"),
        ("lx44 breakout powered from the same 5v as my pt90 sensors, ok?", "incompatible"),
        ("pt90 and an lx44 on 5v together?", "incompatible"),
        # "a single supply" shared by parts joined with "+"
        ("lx44 breakout + pt90 off a single 5v supply?", "incompatible"),
        ("pt90 + lx44 off a single 3.3v supply?", "compatible"),
        ("lx44 sensor and a pt90 amp, all on 5v. ok?", "incompatible"),
        # the verdict asked by the shared supply alone
        ("lx44 and pt90 sharing 5v?", "incompatible"),
        ("pt90 amp and an lx44 breakout, both from the 3.3v rail?", "compatible"),
        ("pt90 and an hv5 both on my uno's 5v pin, any supply problem?", "compatible"),
        ("hv5 current sensor and a pt90 on my esp's 3.3v pin, both ok?", "incompatible"),
        ("Can the pt90 and an hv5 be fed from the same 5 V DC PSU?", "compatible"),
        ("Can the pt90 and an lx44 be fed from the same 5 V DC PSU?", "incompatible"),
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


def test_a_part_on_a_host_boards_3v3_pin_is_checked_at_that_voltage(store) -> None:
    """ "X on the 3v3 pin of a raspberry pi": the pin's voltage is the part's rail, so the
    part's supply range is checked, not only what the pin can deliver."""
    low = answer_question("hv5 on the 3v3 pin of a raspberry pi, ok?", store)
    assert low.verdict == "incompatible", low.text
    fine = answer_question("pt90 on the 3v3 pin of a raspberry pi, ok?", store)
    assert any(r.rule == "power.rail_in_supply_range" and r.passed for r in fine.rules)


def test_a_part_number_is_found_without_its_makers_letter_prefix() -> None:
    from specproof.agent.understand import DeviceIndex, understand
    from specproof.records import Document

    index = DeviceIndex.build([Document("a" * 64, "zq-mx4410.pdf", "ZQ-MX4410", [])])
    assert [m.device for m in understand("mx4410 supply range?", index).devices] == ["ZQ-MX4410"]


def test_a_translator_boards_lv_and_hv_sides_are_its_side_supplies(store) -> None:
    fine = answer_question(
        "esp32 on the lv side at 3.3 v and a 5 v sensor on the hv side of a tb2 - ok?", store
    )
    assert fine.verdict == "compatible", fine.text  # a translator in use, no switch
    swapped = answer_question("tb2 with the lv side at 5v and the hv side at 3.3v, ok?", store)
    assert swapped.verdict == "incompatible", swapped.text


def test_a_voltage_naming_the_part_at_the_other_end_is_no_rail_of_this_one() -> None:
    from specproof.agent.understand import DeviceIndex, understand
    from specproof.records import Document

    index = DeviceIndex.build([Document("a" * 64, "tb2.pdf", "TB2", [])])
    asked = understand("is the tb2 fine on a long cable to a 5 v sensor?", index)
    assert asked.scenario is not None and "TB2" not in asked.scenario.rails
    powered = understand("is the tb2 fine connected to a 5 v supply?", index)
    assert powered.scenario is not None and powered.scenario.rails.get("TB2") == 5.0


def test_a_supply_pin_or_logic_supply_shared_or_borrowed_is_the_parts_rail(store) -> None:
    shared = answer_question("lx44 and pt90 sharing the 5v pin of my board, both fine?", store)
    assert shared.verdict == "incompatible", shared.text  # the LX44 stops at 3.6 V
    borrowed = answer_question(
        "Can an LX44 be powered from the 5 V logic supply (VSS) of a PT90 board?", store
    )
    assert borrowed.verdict == "incompatible", borrowed.text


def test_parts_fed_from_the_same_named_source_share_it_even_with_an_output(tmp_path) -> None:
    # a part whose sheet also states an output voltage is no converter of the shared PSU
    sheets = {
        "SLQ4": [fact("SLQ4", "supply_voltage", "Supply 19.2 28.8 V", min=19.2, max=28.8)],
        "PSQ": [
            fact("PSQ", "supply_voltage", "Supply voltage 18 32 V", min=18.0, max=32.0),
            fact("PSQ", "output_voltage", "Output low level 2 V max", max=2.0),
        ],
    }
    store = make_store(tmp_path, sheets)
    answer = answer_question(
        "Can the SLQ4 light curtain and a PSQ pressure switch be fed from the same 24 V DC PSU?",
        store,
    )
    assert answer.verdict == "compatible", answer.text


def test_parts_both_on_a_regulator_named_by_its_output_do_not_get_its_input(tmp_path) -> None:
    # "both on an lr1117-3.3 from 5v": the 5 V feeds the regulator, the parts sit on its
    # output, so the 3.6 V part is not judged against 5 V
    sheets = {
        "LX44": [fact("LX44", "supply_voltage", "Supply voltage VCC 2.2 3.6 V", min=2.2, max=3.6)],
        "PT90": [fact("PT90", "supply_voltage", "Supply voltage VS 2.5 12 V", min=2.5, max=12.0)],
        "LR1117": [
            fact("LR1117", "supply_voltage", "Input voltage 4.5 12 V", min=4.5, max=12.0),
            fact("LR1117", "output_voltage", "Output voltage LR1117-3.3 3.3 V", typ=3.3,
                 variant="LR1117-3.3"),
        ],
    }  # fmt: skip
    store = make_store(tmp_path, sheets)
    answer = answer_question("an lx44 and a pt90 both on an lr1117-3.3 from 5v. is that ok?", store)
    assert "5 V outside LX44" not in answer.text
    assert answer.verdict != "incompatible", answer.text


@pytest.mark.parametrize(
    ("question", "verdict"),
    [
        # a build described, then a short closing question of its own
        ("weather box: pt90 for the wind vane and an lx44, both on 3.3v. works?", "compatible"),
        ("5v nano, lx44 (bare chip on my pcb) + pt90 sharing 5V. good?", "incompatible"),
        ("garden thing, pt90 + lx44 on the 3v3 pin. both happy?", "compatible"),
        ("logger: hv5 and a pt90 both on the 5V of a mega. any prob supply wise?", "compatible"),
        # the board's supply named by its voltage right after it, however the parts sit
        ("pt90 + hv5 (for the pump) both on arduino 5v. fine?", "compatible"),
        ("bare lx44 and a pt90 both straight on the uno 5v. ok?", "incompatible"),
        ("pt90 and lx44 both on the uno's 5v, pt90 handles 5v so should be all good?",
         "incompatible"),
    ],
)  # fmt: skip
def test_a_forum_posts_closing_question_asks_whether_its_build_works(
    store, question: str, verdict: str
) -> None:
    answer = answer_question(question, store)
    assert answer.verdict == verdict, answer.text


@pytest.mark.parametrize(
    "question",
    [
        "lx44 on the 3v3 pin of my board. current draw?",  # a value asked of the build
        "lx44 and pt90 on 3.3v. which draws more?",  # a wh-question
        "pt90 at 3.3v: max settling delay?",  # a value asked without a field word
        # what the parts measure there, which no supply check settles
        "pt90 and lx44 on 3.3v in a freezer at -20 °C. do both read that?",
    ],
)
def test_a_short_closing_question_asking_a_value_is_no_verdict(store, question: str) -> None:
    answer = answer_question(question, store)
    assert answer.verdict != "compatible" and answer.verdict != "incompatible", answer.text


@pytest.mark.parametrize(
    ("question", "verdict"),
    [("pt90 on a 9v adapter?", "compatible"), ("lx44 on a 5v adapter?", "incompatible")],
)
def test_a_part_put_on_an_adapter_of_a_stated_voltage_is_judged_on_it(
    store, question, verdict
) -> None:
    ans = answer_question(question, store)
    assert ans.verdict == verdict, ans.text


def test_the_level_of_a_host_at_the_other_end_of_the_bus_is_no_rail_of_the_part(store) -> None:
    ans = answer_question("lx44 sensing a 1s lipo, i2c to a 5v arduino uno - ok?", store)
    assert "5 V outside LX44 supply_voltage" not in ans.text, ans.text


def test_parts_on_the_same_board_share_no_supply_by_that_alone(store) -> None:
    """ "on the same pcb" / "one breadboard" places parts, it names no rail: the 5 V one
    part is fed from is not the others' supply."""
    answer = answer_question(
        "hv5 fed from 5 V, lx44 and pt90 on the same breadboard, 30 C inside the box. fine?",
        store,
    )
    assert not any(
        r.rule == "power.rail_in_supply_range" and "LX44" in r.reason for r in answer.rules
    ), answer.text
    shared = answer_question("hv5, lx44 and pt90 all on the same 5 v rail. fine?", store)
    assert shared.verdict == "incompatible", shared.text


def test_a_voltage_in_brackets_after_a_part_keeps_it_off_a_shared_rail(store) -> None:
    """ "lx44 (3.3 v) -> hv5 ... both at 5v": the bracket says the part's own voltage, so
    the rail the others share is not judged against its supply range."""
    answer = answer_question(
        "lx44 (3.3 v) -> pt90 amp at 5v -> hv5 at 5v, both on the same 5 v rail. levels ok?",
        store,
    )
    assert not any(
        r.rule == "power.rail_in_supply_range" and r.passed is False and "LX44" in r.reason
        for r in answer.rules
    ), answer.text
