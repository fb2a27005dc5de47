"""An abstention shows the nearest evidence and why it was not accepted; a verdict that
rests on something no datasheet states (a tolerance around a nominal value) says so, apart
from the datasheet's own values, in the text and in the JSON."""

from __future__ import annotations

import pytest

from agent_support import fact, make_store
from specproof.agent.understand import unsupported_topic
from specproof.agent.workflow import answer_question
from specproof.web.schemas import answer_out


@pytest.fixture
def store(tmp_path):
    sheets = {
        "QX20": [
            fact("QX20", "supply_voltage", "Supply 2.4 3.6 V", min=2.4, max=3.6),
            fact(
                "QX20",
                "supply_current",
                "Supply current IDD VDD = 3.3 V 1.2 mA",
                unit="mA",
                max=1.2,
                si_max=0.0012,
                condition="VDD = 3.3 V",
            ),
        ],
        "PW05": [fact("PW05", "supply_voltage", "Operating voltage DC 5 V", value=5.0)],
        "QX2040": [fact("QX2040", "supply_voltage", "Supply 2.2 3.3 V", min=2.2, max=3.3)],
    }
    s = make_store(tmp_path, sheets)
    yield s
    s.close()


def test_an_abstention_shows_the_row_it_turned_down_and_why(store) -> None:
    ans = answer_question("What is the QX20's supply current at VDD = 2.5 V?", store)
    assert ans.verdict == "insufficient_evidence"
    [near] = ans.closest
    assert near.device == "QX20" and near.source.page == 1
    assert "3.3" in near.why and "2.5" in near.why
    assert "Closest evidence" in ans.text and "Supply current IDD" in ans.text


def test_a_nominal_only_supply_is_shown_as_an_assumption(store) -> None:
    ans = answer_question("Can I run the PW05 from a 5.1 V supply?", store)
    assert ans.verdict == "compatible", ans.text
    assert ans.assumptions and "without a min and max" in ans.assumptions[0]
    rail = next(r for r in ans.rules if r.rule == "power.rail_in_supply_range")
    assert "assumed:" in rail.reason  # the assumed bounds never read as the sheet's own
    assert "Assumed, not stated in the datasheets" in ans.text
    out = answer_out(ans, lambda doc: None, links=False)
    assert out.assumptions == ans.assumptions


def test_a_stated_range_carries_no_assumption(store) -> None:
    ans = answer_question("Can I run the QX20 from a 3.3 V supply?", store)
    assert ans.verdict == "compatible", ans.text
    assert ans.assumptions == []


def test_a_question_of_several_parts_is_not_answered_in_part(store) -> None:
    ans = answer_question(
        "For the QX20, what are (a) the supply voltage range and (b) the IP rating?", store
    )
    assert ans.verdict == "insufficient_evidence"
    assert "ip_rating" in (ans.reason or "")
    assert "What the datasheets do state for the rest" in ans.text and "2.4" in ans.text


def test_enumerated_parts_are_counted() -> None:
    from specproof.agent.understand.parts import enumerated_parts

    assert enumerated_parts("What are (a) X, (b) Y and (c) Z?") == 3
    assert enumerated_parts("1) supply 2) current") == 2
    assert enumerated_parts("What is the SOT-23 (a small package) pinout?") == 0


def test_a_part_name_with_one_slip_is_answered_saying_so(store) -> None:
    ans = answer_question("what is the supply voltage of the qx20400?", store)  # a doubled key
    assert ans.verdict is None and [i.max for i in ans.items] == [3.3], ans.text
    assert ans.text.startswith("Assuming") and "QX2040" in ans.assumptions[0]
    assert ans.question == "what is the supply voltage of the qx20400?"


def test_a_name_no_slip_explains_is_offered_never_substituted(store) -> None:
    ans = answer_question("what is the supply voltage of the QX2041?", store)  # another digit
    assert ans.verdict == "insufficient_evidence" and ans.items == []
    assert "did you mean QX2040?" in (ans.reason or "")


def test_a_yes_no_question_no_rule_settles_is_no_list_of_values(store) -> None:
    """ "Can I read it at ...?" that no compatibility rule covers: the values the sheet states
    are shown, but as what the datasheets do state, under an abstention, never as a yes."""
    ans = answer_question(
        "Can I get a reading out of the QX20 with only 1.2 mA of supply current?", store
    )
    assert ans.verdict == "insufficient_evidence" and ans.items == []
    assert "yes or no" in ans.text and "1.2 mA" in ans.text
    # a comparison written as yes/no ("is X lower than Y?") is answered by the two values
    both = answer_question("Is the QX20's supply voltage lower than the QX2040's?", store)
    assert both.verdict is None and len(both.items) == 2


def test_a_typical_value_is_never_given_as_the_minimum_asked(tmp_path) -> None:
    """The sheet states a typical 5 V supply only: "the minimum supply voltage" has no
    answer there, and the typical value is not passed off as one."""
    from agent_support import fact, make_store
    from specproof.agent.workflow import answer_question

    store = make_store(
        tmp_path, {"LD16": [fact("LD16", "supply_voltage", "Logic power supply VDD 5 V", typ=5.0)]}
    )
    try:
        low = answer_question(
            "What is the minimum supply voltage the LD16 is specified for?", store
        )
        assert low.verdict == "insufficient_evidence", low.text
        assert "minimum" in (low.reason or "")
        plain = answer_question("What supply voltage does the LD16 use?", store)
        assert [i.typ for i in plain.items] == [5.0], plain.text
    finally:
        store.close()


def test_a_worst_case_asked_not_typical_is_not_answered_by_a_typical_row(tmp_path) -> None:
    """ "the guaranteed maximum, not typical": the words rule the typical out, so a sheet
    stating only a typical sleep current has no answer, rather than one passed off."""
    from agent_support import fact, make_store
    from specproof.agent.workflow import answer_question

    row = fact("KV9", "standby_current", "Sleep mode supply current 7 uA", unit="uA", typ=7.0)
    store = make_store(tmp_path, {"KV9": [row]})
    try:
        worst = answer_question(
            "KV9 asleep: what is the maximum sleep current? A worst-case figure, not typical.",
            store,
        )
        assert worst.verdict == "insufficient_evidence", worst.text
        plain = answer_question("KV9 asleep: what sleep current does it draw?", store)
        assert [i.typ for i in plain.items] == [7.0], plain.text
    finally:
        store.close()


def test_a_bound_that_names_the_parameter_is_no_bound_asked(tmp_path) -> None:
    """ "Minimum sampling time ... 40 ms typ": the row's own name carries the word, so
    "the minimum sampling time" asks that row, and its typical value answers it; a row
    whose condition only mentions a minimum of something else still does not."""
    from agent_support import fact, make_store
    from specproof.agent.workflow import answer_question

    rows = [
        fact("KW70", "response_time", "Minimum sampling time, auto mode 40 ms", typ=40.0,
             unit="ms", condition="Auto mode; Minimum Sampling Time"),
        fact("KW70", "supply_voltage", "Supply VDD, minimum load 3.3 V", typ=3.3,
             condition="minimum load"),
    ]  # fmt: skip
    store = make_store(tmp_path, {"KW70": rows})
    try:
        named = answer_question(
            "In auto mode, what is the minimum sampling time of the KW70?", store
        )
        assert [i.typ for i in named.items] == [40.0], named.text
        low = answer_question("What is the minimum supply voltage of the KW70?", store)
        assert low.verdict == "insufficient_evidence", low.text
    finally:
        store.close()


def test_a_protections_trip_point_is_not_read_off_a_peak_rating(tmp_path) -> None:
    peak = fact(
        "HBX-2", "peak_output_current", "Peak output current, t < 10 ms 3.0 A", unit="A", max=3.0
    )
    trip = fact(
        "HBX-3",
        "peak_output_current",
        "IOCP Overcurrent trip level 2.0 2.8 A",
        unit="A",
        min=2.0,
        typ=2.8,
    )
    store = make_store(tmp_path, {"HBX-2": [peak], "HBX-3": [trip]})
    answer = answer_question(
        "At what current does the HBX-2's over-current protection trip?", store
    )
    assert answer.verdict == "insufficient_evidence", answer.text
    answer = answer_question(
        "at what output current does the hbx-3 overcurrent protection trip?", store
    )
    assert answer.items and answer.items[0].typ == 2.8, answer.text


@pytest.mark.parametrize(
    "question",
    [
        "At what current does the CHG-7 terminate the charge?",
        "chg-7 charge termination current?",
        "What is the cold-junction compensation accuracy of the TCX-4?",
        "whats the power supply rejection of the ldo-9 at 1 khz?",
        "common-mode rejection ratio of the amx-3 input stage?",
        "how much flash does the wm-12 module have?",
        # a figure of merit beside the accuracy, said plainly or in other words
        "not the accuracy, the repeatability of the hx-9 humidity reading?",
        "what nonlinearity does the tq-4 datasheet give over its rated range?",
        "total rms accelerometer noise of the gy-2 at 100 hz bandwidth?",
        "how many mV does the tq-4 output move per volt of supply change?",
        "lx-7 readings under fluorescent vs under sunlight - how far apart?",
    ],
)
def test_specifications_no_field_holds_are_abstained_on(question: str) -> None:
    assert unsupported_topic(question) is not None


def test_a_flash_chip_named_as_a_part_is_no_question_about_memory_size() -> None:
    assert unsupported_topic("lx-7 light sensor + an fq32 flash chip, both on 3.3v. ok?") is None


def test_a_level_shifters_side_supply_is_answered_by_that_sides_row_only(tmp_path) -> None:
    side_a = fact("LSX-4", "supply_voltage", "Side A supply VA 1.2 3.6 V", min=1.2, max=3.6)
    store = make_store(tmp_path, {"LSX-4": [side_a]})
    answer = answer_question(
        "What voltage range can side B (VB) of the LSX-4 be supplied with?", store
    )
    assert not answer.items, answer.text
    answer = answer_question("max voltage on the low side (va) of the lsx-4?", store)
    assert answer.items and answer.items[0].max == 3.6, answer.text


def test_a_draw_asked_with_a_pin_held_at_a_level_needs_a_row_for_that_state(tmp_path) -> None:
    draw = fact(
        "UDX-9",
        "supply_current",
        "Operating current VCC = 5 V 9 15 mA",
        unit="mA",
        typ=9.0,
        max=15.0,
    )
    held = fact("UDX-8", "supply_current", "Supply current, RX held low 3 mA", unit="mA", max=3.0)
    store = make_store(tmp_path, {"UDX-9": [draw], "UDX-8": [held]})
    answer = answer_question("How much does the UDX-9 draw while its TRIG line is held low?", store)
    assert not answer.items, answer.text
    answer = answer_question("udx-8 supply current with rx held low?", store)
    assert answer.items and answer.items[0].max == 3.0, answer.text


def test_a_state_named_after_termination_is_no_termination_asked() -> None:
    # "(charge terminated)" names the standby state whose draw is asked
    assert unsupported_topic("What does the CHG-7 draw in standby (charge terminated)?") is None


def test_a_pin_held_low_is_named_by_its_level_symbol_in_the_row(tmp_path) -> None:
    # "with CTRL pulled low" is the row stated at "VCTRL = 0 V", "SD_MODE" at "SD_MODE = 0V"
    rows = [
        fact(
            "LDX-3",
            "standby_current",
            "Shutdown current VCTRL = 0 V 0.1 1 uA",
            unit="uA",
            typ=0.1,
            max=1.0,
        )
    ]
    store = make_store(tmp_path, {"LDX-3": rows})
    answer = answer_question("shutdown current of the ldx-3 with ctrl pulled low?", store)
    assert answer.items and answer.items[0].max == 1.0, answer.text


def test_a_working_draw_does_not_answer_the_peak_draw_asked(tmp_path) -> None:
    rows = {
        "US-4": [fact("US-4", "supply_current", "Working Current 15mA", unit="mA", value=15.0)],
        "RF-8": [
            fact("RF-8", "supply_current", "Supply current, idle 2 mA", unit="mA", value=2.0),
            fact("RF-8", "supply_current", "Peak current during transmit 120 mA", unit="mA",
                 value=120.0),
        ],
    }  # fmt: skip
    store = make_store(tmp_path, rows)
    try:
        burst = answer_question("us-4 current peak during the 40 kHz burst?", store)
        assert burst.verdict == "insufficient_evidence", burst.text
        working = answer_question("us-4 working current?", store)
        assert [i.value for i in working.items] == [15.0], working.text
        peak = answer_question("what is the rf-8 current peak?", store)
        assert [i.value for i in peak.items] == [120.0], peak.text
    finally:
        store.close()
