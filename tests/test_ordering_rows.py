"""Each orderable code's row of an ordering table states the package of that code (and, in
a package option addendum, its operating range): a question naming the code is answered
from its own row, whatever package list the first page gives for the family (invented
parts, in the layouts of several makers' ordering tables)."""

from __future__ import annotations

from pathlib import Path

import pytest

from pdfgen import placed_pdf
from specproof.agent.workflow import answer_question
from specproof.config import Settings
from specproof.extract.ordering import ordered_code
from specproof.library import Library
from specproof.records import Identity


def _identity(device: str = "QTA410") -> Identity:
    return Identity(device=device, aliases=[], manufacturer=None)


@pytest.mark.parametrize(
    ("line", "expected"),
    [
        # addendum: status, family, drawing, pins, quantity, ..., operating range
        (
            "QTA410BQRTR ACTIVE WSON DRQ 12 3000 RoHS & Green NIPDAU Level-2-260C-1 YEAR -40 to 105 Q410",
            ("QTA410BQRTR", "WSON-12", (-40.0, 105.0)),
        ),
        (
            "QTA410M/NOPB ACTIVE TO-220 KCT 3 50 Green (RoHS CU SN 0 to 70 Q410",
            ("QTA410M/NOPB", "TO-220", (0.0, 70.0)),
        ),
        ("QTA410S NRND SOT-23 DBV 5 250 TBD Call TI Call TI", ("QTA410S", "SOT-23-5", None)),
        # code, range, pin-package
        (
            "QTA410-LP+T -40°C to +85°C 3 TO-92 (1000 Piece)",
            ("QTA410-LP+T", "TO-92", (-40.0, 85.0)),
        ),
        # code, package, shipping (a typeset minus in the name)
        ("QTA410DSR2G D2PAK 800 / Tape & Reel", ("QTA410DSR2G", "D2PAK", None)),
        ("QTA410TVG TO\u2212263 50 Units / Tube", ("QTA410TVG", "TO-263", None)),
        # type number, package name, description, outline; a footnote mark on the code
        (
            "QTA410TS/2[1] TSSOP14 plastic thin shrink small outline package; 14 leads",
            ("QTA410TS/2", "TSSOP14", None),
        ),
        # a bare family between the body size and the reel count
        ("QTA410-RPB2K 3.0mm x 3.0mm x 0.9mm LGA 2000", ("QTA410-RPB2K", "LGA", None)),
    ],
)
def test_an_ordering_row_gives_its_codes_package(line: str, expected: tuple) -> None:
    row = ordered_code(line, 9, _identity())
    assert row is not None
    assert (row.code, row.package, row.temperature) == expected


@pytest.mark.parametrize(
    "line",
    [
        "QTA410 SOIC (8) 4.90 mm × 3.91 mm",  # the bare part name heads a device-information row
        "The QTA410 comes in SOT-23 and SOIC packages",  # prose
        "QTA410BQ 12 pins, see the drawing",  # no package named
        "XRB220AID ACTIVE SOIC D 8 75",  # another part's code
    ],
)
def test_lines_that_are_no_ordering_row_of_the_part_give_none(line: str) -> None:
    assert ordered_code(line, 1, _identity()) is None


def _sheet(path: Path) -> Path:
    top = [
        (50, 60, "QTA410 Precision Temperature Sensor", "B14"),
        (50, 90, "Features"),
        (50, 105, "- Available in SOT-23 and SOIC-8 packages"),
        (50, 120, "Supply voltage 2.7 V to 5.5 V"),
    ]
    rows = [
        "Orderable Device Status Package Type Package Drawing Pins Package Qty Op Temp (C)",
        "QTA410AID ACTIVE SOIC D 8 75 RoHS & Green NIPDAU -40 to 125 Q410A",
        "QTA410AIDBZR ACTIVE SOT-23 DBZ 3 3000 RoHS & Green NIPDAU -40 to 125 Q41",
        "QTA410CDR ACTIVE SOIC D 8 2500 RoHS & Green NIPDAU 0 to 70 Q410C",
    ]
    addendum = [(50, 60, "PACKAGE OPTION ADDENDUM", "B12")]
    addendum += [(50, 100 + 16 * i, text) for i, text in enumerate(rows)]
    return placed_pdf(path, [top, addendum], size=8)


@pytest.fixture(scope="module")
def library(tmp_path_factory: pytest.TempPathFactory) -> Library:
    folder = tmp_path_factory.mktemp("ordering")
    _sheet(folder / "qta410.pdf")
    lib = Library(settings=Settings(db=str(folder / "lib.db"), embedder="none"))
    lib.ingest([folder / "qta410.pdf"])
    return lib


def test_a_package_question_naming_a_code_is_answered_from_its_row(library: Library) -> None:
    answer = answer_question("qta410aidbzr - which package is that one?", library.store)
    assert [i.values for i in answer.items] == [["SOT-23"]], answer.text
    assert answer.items[0].source.page == 2


def test_an_addendum_range_answers_for_its_code(library: Library) -> None:
    answer = answer_question(
        "What operating temperature range is the QTA410CDR rated for?", library.store
    )
    assert [(i.min, i.max) for i in answer.items] == [(0.0, 70.0)], answer.text


def test_a_question_naming_no_code_is_not_answered_from_one_codes_row(
    library: Library,
) -> None:
    answer = answer_question("which packages does the qta410 come in?", library.store)
    assert answer.items, answer.text
    assert all(i.source.page == 1 for i in answer.items), answer.text
