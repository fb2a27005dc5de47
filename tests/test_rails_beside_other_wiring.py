"""Voltages a question says about other wiring than a part's supply give it no rail: an
address pin strapped to a rail, a part named in brackets inside another part's clause,
"both" of something else than the parts, a pull-up's level, signals that come from a
board, a pull-up supply pin, a rail said of a part the library has no sheet for, a supply a
later sentence puts through the part named next; and a rail no word shares stays in its own
sentence. The parts
and wording are made up."""

from __future__ import annotations

from agent_support import judgment_of


def _rails(question: str, devices: list[str]) -> dict[str, float]:
    scenario = judgment_of(question, devices).scenario
    assert scenario is not None
    return scenario.rails


def test_an_address_pin_strapped_to_a_rail_is_no_supply_of_the_part() -> None:
    rails = _rails(
        "QM5 on VDD = 3.3 V, with its A1 tied to the 5 V rail for a new address.", ["QM5"]
    )
    assert rails.get("QM5") == 3.3
    named = _rails("a KX-G2 on a 5 V board, its A1 tied to the 3.3 V rail.", ["KX-G2"])
    assert named.get("KX-G2") == 5.0  # a part number ending in a letter and a digit
    rails = _rails("a KD7 and a QM5 are on the board. is A1 at 5 V read as a high?", ["KD7", "QM5"])
    assert rails.get("QM5") != 5.0


def test_a_part_named_in_brackets_leaves_the_clause_after_them_to_the_part_before() -> None:
    rails = _rails("a KD7 (steps from a ZN4) is on the 12 V side. ok?", ["KD7", "ZN4"])
    assert rails.get("ZN4") != 12.0


def test_both_of_something_else_shares_no_rail() -> None:
    rails = _rails(
        "the KD7 runs on 12 V and the ZN4 sits beside it. do both outputs switch?", ["KD7", "ZN4"]
    )
    assert rails.get("KD7") == 12.0 and "ZN4" not in rails


def test_a_pull_ups_level_is_no_rail_the_parts_share() -> None:
    rails = _rails(
        "a KD7 boosts the cell to 12 V. the ZN4 INT (100k pull-up to the same 3.3 V) drives the"
        " KD7 EN. does INT pull EN low enough?",
        ["KD7", "ZN4"],
    )
    assert rails.get("KD7") != 3.3


def test_a_rail_no_word_shares_stays_in_its_own_sentence() -> None:
    rails = _rails("the KD7 reads the sensor. the ZN4 sits on the 3.3 V rail. ok?", ["KD7", "ZN4"])
    assert rails.get("ZN4") == 3.3 and "KD7" not in rails
    listed = _rails("KD7 and ZN4 on the 3.3 V rail. ok?", ["KD7", "ZN4"])
    assert listed == {"KD7": 3.3, "ZN4": 3.3}


def test_signals_that_come_from_a_board_are_no_input_of_the_part() -> None:
    scenario = judgment_of(
        "KD7 on 3.3v, but di / de come from a 5v arduino nano. it only transmits. ok?", ["KD7"]
    ).scenario
    assert scenario is not None
    assert scenario.rails.get("KD7") == 3.3 and "KD7" not in scenario.regulator_input
    powered = judgment_of("KD7 power comes from a 12 v brick. ok?", ["KD7"]).scenario
    assert powered is not None and powered.regulator_input.get("KD7") == 12.0


def test_a_part_named_alone_in_brackets_keeps_the_clause_after_them() -> None:
    # the bracket only names the subject: what follows is still about it
    rails = _rails("the usb version of the garage module (KD7) - can i run it on 12 v?", ["KD7"])
    assert rails.get("KD7") == 12.0


def test_a_pull_up_supply_pin_is_no_rail_of_the_part() -> None:
    rails = _rails("A KD7 uses VPU = 12 V for its alert output. is that fine?", ["KD7"])
    assert rails.get("KD7") != 12.0


def test_a_rail_said_of_a_part_with_no_sheet_is_that_parts() -> None:
    question = (
        "A weather box reads a QD20; a ZX999 (the heavy version) sinks the coils of four"
        " relays from a 12 V rail. Can each ZX999 output sink one 12 V coil with all on?"
    )
    judged = judgment_of(question, ["QD20"], unlisted=("ZX999",))
    assert judged.scenario is not None and "QD20" not in judged.scenario.rails
    assert "12 V" not in judged.wording.clause("QD20")
    # the same words with the part unknown to the reader share the rail, as before
    assert judgment_of(question, ["QD20"]).scenario.rails.get("QD20") == 12.0


def test_a_board_with_no_sheet_that_feeds_the_part_keeps_its_rail_in_the_parts_clause() -> None:
    question = "qd20 vdd straight from the raspberry pi 3.3v pin?"
    judged = judgment_of(question, ["qd20"], unlisted=("raspberry pi 3",))
    assert "3.3v" in judged.wording.clause("qd20")
    shared = judgment_of(
        "a qd20 and a kx4, both from the raspberry pi 3 3.3v rail. ok?",
        ["qd20", "kx4"],
        unlisted=("raspberry pi 3",),
    )
    assert shared.scenario.rails == {"qd20": 3.3, "kx4": 3.3}


def test_a_supply_a_later_sentence_puts_through_the_next_part_is_not_the_first_parts() -> None:
    question = (
        "A tank sensor uses a UR4 in the lid. The node runs from a 12 V battery through a BK25"
        " set to 5 V. ok?"
    )
    judged = judgment_of(question, ["UR4", "BK25"])
    assert "12 V" not in judged.wording.clause("UR4")
    assert judged.scenario.regulator_input.get("UR4") is None
