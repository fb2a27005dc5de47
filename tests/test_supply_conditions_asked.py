"""What a question says about the supply a figure is asked at: a draw asked at a run-down
cell ("down to about 2.0 V") is not the row the sheet states at its nominal rail; a
threshold of the supply (power-on reset, power-fail, brown-out) is no supply range; and a
code that parts ways with the library's part after their shared stem ("QF880KW" where the
sheet is the QF880KV's) is another part. The parts and wording are made up.
"""

from __future__ import annotations

import pytest

from agent_support import fact, make_store
from specproof.agent.understand.context import asked_supply_volts, run_down_volts
from specproof.agent.workflow import answer_question


@pytest.fixture
def store(tmp_path):
    sheets = {
        "QF880KV": [
            fact("QF880KV", "supply_voltage", "Supply voltage VCC 2.0 3.0 3.6 V",
                 min=2.0, typ=3.0, max=3.6),
            fact("QF880KV", "standby_current", "Deep sleep current 2 8 uA", unit="uA",
                 typ=2.0, max=8.0, si_typ=2e-6, si_max=8e-6),
        ],
    }  # fmt: skip
    s = make_store(tmp_path, sheets, aliases={"QF880KV": ["QF880"]})
    yield s
    s.close()


@pytest.mark.parametrize(
    ("wording", "volts"),
    [
        ("two aa cells that have run down to about 2.1 v", [2.1]),
        ("once the pack has dropped to 2.2 V", [2.2]),
        ("with the battery sagged to ~2.0 v", [2.0]),
    ],
)
def test_a_run_down_supply_in_words_is_read_as_such(wording, volts) -> None:
    assert run_down_volts(wording) == volts


def test_a_supply_asked_at_about_a_voltage_is_the_supply_asked() -> None:
    assert asked_supply_volts("what's the current at about 3.3 V?") == [3.3]


def test_a_draw_asked_at_a_run_down_cell_is_not_the_nominal_rows(store) -> None:
    ans = answer_question(
        "qf880kv on two aa cells that are down to about 2.1 v - deep sleep current then?", store
    )
    assert ans.verdict == "insufficient_evidence", ans.text
    # at the sheet's own typical rail the row answers
    ans = answer_question("qf880kv deep sleep current at 3.0 v?", store)
    assert [i.max for i in ans.items] == [8.0], ans.text


@pytest.mark.parametrize(
    "question",
    [
        "at what supply voltage does the qf880kv's power-on reset threshold sit?",
        "QF880KV brown-out level on VCC?",
        "what is the power-fail voltage of the QF880KV?",
        "my qf880kv cell is getting flat: below what supply voltage does it stop working?",
    ],
)
def test_a_threshold_of_the_supply_is_no_supply_range(store, question) -> None:
    ans = answer_question(question, store)
    assert ans.verdict == "insufficient_evidence", ans.text


def test_a_code_parting_ways_with_the_librarys_part_is_another_part(store) -> None:
    ans = answer_question("deep sleep current of the QF880KW?", store)
    assert ans.verdict == "insufficient_evidence", ans.text
    for same in ("deep sleep current of the QF880KV?", "deep sleep current of the qf880?"):
        assert [i.max for i in answer_question(same, store).items] == [8.0]


def test_a_row_naming_the_asked_supply_in_passing_answers_for_it(tmp_path) -> None:
    rows = [
        fact("QF881", "supply_voltage", "Power supply DC 9~24 V", min=9.0, max=24.0),
        fact("QF881", "supply_current", "Working current ≤40mA (24V)", unit="mA", max=40.0,
             si_max=0.04),
    ]  # fmt: skip
    store = make_store(tmp_path, {"QF881": rows})
    ans = answer_question("working current of the QF881 at 24 V?", store)
    assert [i.max for i in ans.items] == [40.0], ans.text
    store.close()


def test_a_bracket_naming_what_a_parts_output_is_for_makes_it_no_supply(tmp_path) -> None:
    sheets = {
        "RT65": [fact("RT65", "supply_voltage", "Supply voltage VDD 3.0 3.6 V", min=3.0, max=3.6)],
        "QD47": [
            fact("QD47", "supply_voltage", "Supply voltage VDD 2.7 5.5 V", min=2.7, max=5.5),
            fact("QD47", "output_current", "Output current 25 mA", unit="mA", max=25.0,
                 si_max=0.025),
        ],
    }  # fmt: skip
    store = make_store(tmp_path, sheets)
    ans = answer_question(
        "A pump controller uses an RT65 and a QD47 (setpoint output) on one 3.3 V rail. Are "
        "both parts inside their supply ranges?",
        store,
    )
    # the QD47's setpoint output feeds no rail: each part is judged on the 3.3 V rail
    assert ans.verdict == "compatible", ans.text
    store.close()
