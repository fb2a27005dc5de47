"""Two kinds of question a generic row does not answer: the setting a part starts with
("at power-up", "out of the bag", "without any register programming"), answered only by a
row that calls itself the default; and a worked example of the sheet ("Figure 21", "the
typical application"), answered only from the example, never from the part's own tables.
The parts and wording are made up."""

from __future__ import annotations

from agent_support import fact, make_store
from specproof.agent.workflow import answer_question
from specproof.records import SectionKind


def _bits(quote: str, bits: float):
    row = fact("QT18", "resolution", quote, unit="bit", value=bits)
    row.quantity = "temperature"
    return row


def test_the_setting_a_part_starts_with_is_the_row_calling_itself_default(tmp_path) -> None:
    rows = [
        _bits("Resolution, R1 0 R0 0: 9-bit", 9.0),
        _bits("Resolution at power-up (default): 12-bit", 12.0),
    ]
    store = make_store(tmp_path, {"QT18": rows})
    ans = answer_question("qt18 straight out of the bag: what resolution does it use?", store)
    assert [i.value for i in ans.items] == [12.0], ans.text


def test_no_row_calling_itself_default_leaves_the_start_setting_unanswered(tmp_path) -> None:
    rows = [_bits("Resolution, R1 0 R0 0: 9-bit", 9.0), _bits("Resolution, R1 0 R0 1: 10-bit", 10)]
    store = make_store(tmp_path, {"QT18": rows})
    ans = answer_question("QT18 resolution at power-up, before any register write?", store)
    assert ans.verdict == "insufficient_evidence", ans.text


def test_the_only_setting_a_sheet_states_is_the_one_it_starts_with(tmp_path) -> None:
    store = make_store(tmp_path, {"QT18": [_bits("Resolution: 9-bit", 9.0)]})
    ans = answer_question("QT18 resolution at power-up, before any register write?", store)
    assert [i.value for i in ans.items] == [9.0], ans.text


def test_a_worked_example_is_answered_from_the_example_only(tmp_path) -> None:
    table = fact("QL35", "supply_voltage", "Supply voltage +VS 4 30 V", min=4.0, max=30.0)
    example = fact(
        "QL35",
        "supply_voltage",
        "Figure 21. Fahrenheit thermometer, +VS = 6 V to 20 V",
        section=SectionKind.APPLICATION,
        min=6.0,
        max=20.0,
    )
    question = "which +VS range does the fahrenheit thermometer of figure 21 of the ql35 state?"
    store = make_store(tmp_path, {"QL35": [table, example]})
    assert [(i.min, i.max) for i in answer_question(question, store).items] == [(6.0, 20.0)]
    (tmp_path / "alone").mkdir()
    alone = make_store(tmp_path / "alone", {"QL35": [table]})
    assert answer_question(question, alone).verdict == "insufficient_evidence"
