"""A converter module's sheet may give its headroom in a sentence ("keep the output at least
1.2 V below the input") and its limit as a value "never" to be passed: the first is the
dropout a build must leave, the second an absolute rating, not the working input range. A
question saying what the module "takes" from a source states its input.

The part and its wording are made up (no benchmark sheet is copied).
"""

from __future__ import annotations

from pathlib import Path

import pytest

import pdfgen
from specproof.config import Settings
from specproof.library import Library
from test_extract_table_conventions import rows_at


def _module(tmp_path: Path) -> Path:
    runs = [
        *rows_at(50, (60, "QB-40 step-down converter module")),
        *rows_at(70, (60, "- Keep the output at least 1.2 V below the input, or it drops out.")),
        *rows_at(100, (60, "Parameter"), (300, "Value"), (400, "Unit")),
        *rows_at(114, (60, "Input voltage, working"), (300, "6 - 36"), (400, "V")),
        *rows_at(128, (60, "Input voltage, never exceed"), (300, "40"), (400, "V")),
        *rows_at(142, (60, "Output voltage (trimmer)"), (300, "1.25 - 30"), (400, "V")),
        *rows_at(156, (60, "Output current, continuous"), (300, "3"), (400, "A")),
    ]
    return pdfgen.placed_pdf(tmp_path / "qb40.pdf", [runs])


@pytest.fixture
def lib(tmp_path: Path):
    with Library(settings=Settings(db=str(tmp_path / "lib.db"), embedder="none")) as library:
        library.ingest([_module(tmp_path)])
        yield library


def test_a_limit_never_to_exceed_is_the_absolute_rating(lib: Library) -> None:
    answer = lib.ask("max input voltage on the qb-40 before it dies?")
    assert [(i.field, i.max) for i in answer.items] == [("abs_max_supply_voltage", 40.0)]


@pytest.mark.parametrize(
    ("question", "verdict"),
    [
        ("Will the QB-40 take 5 V from a phone charger and give 5 V out?", "incompatible"),
        ("can the qb-40 take 5v from a usb port and give 4.5v out?", "incompatible"),
        ("Will the QB-40 take 12 V from a wall adapter and give 5 V out?", "compatible"),
    ],
)
def test_the_headroom_a_sentence_states_is_the_dropout_a_build_leaves(
    lib: Library, question: str, verdict: str
) -> None:
    assert lib.ask(question).verdict == verdict
