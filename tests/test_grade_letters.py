"""A temperature grade the question names by its letter ("the E-temp version", "grade I")
picks the sheet's row of that grade ("Extended (E)"), for a fact and for a build judged
at an ambient. The part and wording are made up.
"""

from __future__ import annotations

import pytest

from agent_support import fact, make_store
from specproof.agent.understand.settings import grade_letter
from specproof.agent.workflow import answer_question
from specproof.records import SectionKind


@pytest.fixture
def store(tmp_path):
    rec = SectionKind.RECOMMENDED
    sheets = {
        "QX4410": [
            fact("QX4410", "operating_temperature", "Industrial (I): TA -40 +85 °C",
                 unit="°C", section=rec, min=-40.0, max=85.0, si_min=-40.0, si_max=85.0,
                 condition="Industrial (I)"),
            fact("QX4410", "operating_temperature", "Extended (E): TA -40 +125 °C",
                 unit="°C", section=rec, min=-40.0, max=125.0, si_min=-40.0, si_max=125.0,
                 condition="Extended (E)"),
        ],
    }  # fmt: skip
    s = make_store(tmp_path, sheets)
    yield s
    s.close()


@pytest.mark.parametrize(
    ("text", "letter"),
    [
        ("the E-temp version", "e"),
        ("an i-temp part", "i"),
        ("in the E temperature range", "e"),
        ("grade I", "i"),
        ("an E grade part", "e"),
        ("a temp of 50 C", None),
        ("the A temp sensor", None),
        ("which span does the E range of it cover", "e"),
        ("the extended (E) version", "e"),
        ("temperature range I", "i"),
        ("A range of 3 V is asked", None),
        ("the industrial (I) and extended (E) grades", None),
    ],
)
def test_a_grade_named_by_its_letter_is_read(text, letter) -> None:
    assert grade_letter(text) == letter


def test_the_grade_letter_picks_that_grades_row(store) -> None:
    ans = answer_question("max operating temperature of the QX4410 E-temp part?", store)
    assert [i.max for i in ans.items] == [125.0], ans.text
    ans = answer_question("QX4410 grade I: maximum operating temperature?", store)
    assert [i.max for i in ans.items] == [85.0], ans.text


def test_a_build_at_an_ambient_is_judged_on_the_named_grade(store) -> None:
    hot = "Will the QX4410 E-temp version work in an engine bay at 120 °C?"
    assert answer_question(hot, store).verdict == "compatible"
    warm = "Is the QX4410 I-temp part ok at 100 °C ambient?"
    assert answer_question(warm, store).verdict == "incompatible"


def test_a_range_table_row_labelled_by_its_letter_alone_is_that_grades(tmp_path) -> None:
    # "Temperature range I -40 to +85" and, below it, "E -40 to +125": the second row's
    # label is its letter alone
    rows = [
        fact("RQ40", "operating_temperature", "Temperature range I -40 °C to +85 °C",
             unit="°C", min=-40.0, max=85.0, si_min=-40.0, si_max=85.0),
        fact("RQ40", "operating_temperature", "E -40 °C to +125 °C", unit="°C", min=-40.0,
             max=125.0, si_min=-40.0, si_max=125.0),
    ]  # fmt: skip
    store = make_store(tmp_path, {"RQ40": rows})
    ans = answer_question(
        "What operating temperature range does the E range of the RQ40 cover?", store
    )
    assert [i.max for i in ans.items] == [125.0], ans.text
    ans = answer_question("Operating temperature of the RQ40 in the I temperature range?", store)
    assert [i.max for i in ans.items] == [85.0], ans.text


@pytest.mark.parametrize("other", ["K grade", "I and Y grade"])
def test_a_rows_own_grade_decides_over_a_table_note_naming_every_grade(tmp_path, other) -> None:
    """A table whose note names both grades ("TA = -40 to +85 °C (G grade) or -40 to
    +125 °C (K grade)") above a row per grade: the row's own printed line ("Operating range
    K grade") says whose it is, not the note every row carries."""
    note = f"TA = -40 to +85 °C (G grade) or -40 to +125 °C ({other}) unless otherwise noted"
    rows = [
        fact("HT7",  "operating_temperature", f"Operating range {other} -40 +125 °C",
             unit="°C", min=-40.0, max=125.0, si_min=-40.0, si_max=125.0,
             condition=f"{other}; {note}"),
        fact("HT7", "operating_temperature", "G grade -40 +85 °C", unit="°C", min=-40.0,
             max=85.0, si_min=-40.0, si_max=85.0, condition=f"G grade; {note}"),
    ]  # fmt: skip
    store = make_store(tmp_path, {"HT7": rows})
    ans = answer_question("What operating temperature range does the G-grade HT7 have?", store)
    assert [(i.min, i.max) for i in ans.items] == [(-40.0, 85.0)], ans.text
