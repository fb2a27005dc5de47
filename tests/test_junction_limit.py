"""The die's junction limit is a row of its own: a question asking how hot the junction may
get is answered from it (under the operating temperature, the vocabulary's field), and an
operating range or a build's ambient never is. The part and wording are made up."""

from __future__ import annotations

import pytest

from pdfgen import datasheet_pdf
from specproof.config import Settings
from specproof.library import Library

ROWS = [
    ("Supply voltage", "VDD", "2.7", "3.3", "5.5", "V"),
    ("Operating temperature, ambient", "TA", "-40", "", "85", "C"),
    ("Junction temperature", "TJ", "", "", "150", "C"),
]


@pytest.fixture(scope="module")
def library(tmp_path_factory):
    folder = tmp_path_factory.mktemp("junction")
    pdf = datasheet_pdf(folder / "kt430.pdf", "KT430", ROWS)
    with Library(settings=Settings(db=str(folder / "lib.db"), embedder="none")) as lib:
        lib.ingest([pdf])
        yield lib


@pytest.mark.parametrize(
    "question",
    [
        "What junction temperature may the KT430's die reach?",
        "kt430: how hot can the die junction itself get?",
    ],
)
def test_the_junction_asked_is_answered_from_the_dies_row(library, question) -> None:
    ans = library.ask(question)
    assert [(i.field, i.max) for i in ans.items] == [("operating_temperature", 150.0)], ans.text


def test_the_operating_range_asked_is_never_the_junction_limit(library) -> None:
    ans = library.ask("What is the operating temperature range of the KT430?")
    assert [(i.min, i.max) for i in ans.items] == [(-40.0, 85.0)], ans.text


def test_a_build_above_the_ambient_range_is_never_saved_by_the_junction_limit(library) -> None:
    ans = library.ask("Can a KT430 run inside a 120 °C oven?")
    assert ans.verdict == "incompatible", ans.text
