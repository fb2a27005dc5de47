"""A setting named by what it sets: a question stating the range it chose ("set to ±8 g")
is answered from the rows of the setting code the sheet ties to that range."""

from __future__ import annotations

from pathlib import Path

from agent_support import fact, make_store
from specproof.agent.range_settings import setting_codes, settings_of_stated_range
from specproof.agent.workflow import answer_question


def _sheet() -> list:
    rows = []
    for code, span, counts in ((0, 2, 16384), (1, 4, 8192), (2, 8, 4096)):
        rows.append(
            fact(
                "KAX9",
                "measurement_range",
                f"Full-Scale Range RNG_SEL={code} ±{span} g",
                unit="g",
                min=-span,
                max=span,
                si_min=-span,
                si_max=span,
                dimension="acceleration",
                quantity="acceleration",
                condition=f"RNG_SEL={code}; TA=25°C",
            )
        )
        rows.append(
            fact(
                "KAX9",
                "sensitivity",
                f"Sensitivity RNG_SEL={code} {counts} LSB/g",
                unit="LSB/g",
                typ=counts,
                quantity="acceleration",
                condition=f"RNG_SEL={code}; TA=25°C",
            )
        )
    return rows  # fmt: skip


def test_a_row_fixes_setting_codes_but_not_conditions_with_units() -> None:
    assert setting_codes("RNG_SEL=2; TA=25°C; GN = 101") == {"rng_sel=2", "gn=101"}


def test_a_stated_range_names_the_setting_code_of_its_row() -> None:
    ranges = [f for f in _sheet() if f.field == "measurement_range"]
    for wording in ("kax9 at +-8g", "KAX9 in the ±8 g range", "kax9 set to +/-8 g"):
        assert settings_of_stated_range(wording, ranges) == {"rng_sel=2"}, wording
    assert settings_of_stated_range("kax9 lsb per g?", ranges) == set()


def test_the_value_asked_for_a_stated_range_comes_from_that_setting_s_row(tmp_path: Path) -> None:
    store = make_store(tmp_path, {"KAX9": _sheet()})
    answer = answer_question("KAX9 set to +-8g, how many lsb per g?", store)
    assert [i.typ for i in answer.items] == [4096]


def test_a_row_stating_the_range_itself_answers_for_that_range(tmp_path: Path) -> None:
    # no setting code: the sensitivity rows name their full-scale range in the condition
    rows = [
        fact("QGX-2", "sensitivity", f"Sensitivity FS = ±{span} g {counts} LSB/g",
             unit="LSB/g", typ=counts, quantity="acceleration", condition=f"FS = ±{span} g")
        for span, counts in ((2, 4096), (4, 2048), (8, 1024))
    ]  # fmt: skip
    store = make_store(tmp_path, {"QGX-2": rows})
    answer = answer_question(
        "What sensitivity does the QGX-2 have in the ±4 g full-scale range?", store
    )
    assert [(i.field, i.typ) for i in answer.items] == [("sensitivity", 2048)], answer.text
