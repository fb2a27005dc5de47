"""An ordering code named in a question selects its own row of the sheet's ordering
table; when the sheet states a figure row by row for its other codes and has none for the
one asked, a row naming no code is no answer for it (on invented parts)."""

from __future__ import annotations

from pathlib import Path

from agent_support import fact, make_store
from specproof.agent.workflow import answer_question


def _sheet() -> dict[str, list]:
    def row(code: str, low: float, high: float) -> object:
        return fact(
            "TCX-9",
            "measurement_range",
            f"{code} thermocouple {low:g} to +{high:g} °C 8 SO",
            unit="°C",
            quantity="temperature",
            variant=code,
            min=low,
            max=high,
        )

    common = fact(
        "TCX-9",
        "measurement_range",
        "Measures -200 to +700 °C with a type K probe",
        unit="°C",
        quantity="temperature",
        min=-200.0,
        max=700.0,
    )
    rows = [row("TCX-9KAS+", -200.0, 1350.0), row("TCX-9JAS+", -40.0, 750.0)]
    return {"TCX-9": [common, *rows]}


def test_an_ordering_codes_own_row_answers_for_it(tmp_path: Path) -> None:
    store = make_store(tmp_path, _sheet(), aliases={"TCX-9": ["TCX-9KAS+", "TCX-9JAS+"]})
    answer = answer_question("what temperature range does the TCX-9JAS+ measure?", store)
    assert [(i.min, i.max) for i in answer.items] == [(-40.0, 750.0)], answer.text


def test_a_code_without_a_row_is_not_answered_by_a_row_naming_no_code(tmp_path: Path) -> None:
    store = make_store(tmp_path, _sheet(), aliases={"TCX-9": ["TCX-9KAS+", "TCX-9JAS+"]})
    answer = answer_question("what temperature range does the TCX-9NAS+ measure?", store)
    assert answer.verdict == "insufficient_evidence", answer.text
