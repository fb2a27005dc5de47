"""A supply threshold (power-on reset, brown-out, undervoltage lockout, write inhibit) is a
row of its own: extraction files it apart from the operating range, a question asking
where the part resets or locks out is answered from it under the supply asked, and a
question asking the operating range never is. The parts and wording are made up."""

from __future__ import annotations

import pytest

from pdfgen import datasheet_pdf
from specproof.config import Settings
from specproof.library import Library
from specproof.supply_thresholds import names_a_supply_threshold

ROWS = [
    ("Operating supply voltage", "VDD", "1.8", "3.0", "3.6", "V"),
    ("Power-on reset threshold, VDD rising", "VPOR", "1.35", "1.5", "1.65", "V"),
    ("Brown-out detect level, VDD falling", "VBOD", "", "1.7", "", "V"),
    ("Brown-out detect hysteresis", "VHYS", "", "60", "", "mV"),
    ("Write inhibit threshold", "VWI", "1.1", "", "1.6", "V"),
    ("Supply current, active", "IDD", "", "120", "180", "uA"),
]


# a regulator's lockout, stated for each edge of its input
LOCKOUT_ROWS = [
    ("Input supply voltage", "VIN", "4.5", "", "28", "V"),
    ("UVLO start threshold, VIN rising", "VSTART", "4.1", "4.3", "4.5", "V"),
    ("UVLO stop threshold, VIN falling", "VSTOP", "3.8", "4.0", "4.2", "V"),
]


@pytest.fixture(scope="module")
def library(tmp_path_factory):
    folder = tmp_path_factory.mktemp("thresholds")
    pdfs = [
        datasheet_pdf(folder / "kt410.pdf", "KT410", ROWS),
        datasheet_pdf(folder / "kt420.pdf", "KT420", LOCKOUT_ROWS),
    ]
    with Library(settings=Settings(db=str(folder / "lib.db"), embedder="none")) as lib:
        lib.ingest(pdfs)
        yield lib


@pytest.mark.parametrize(
    ("label", "named"),
    [
        ("Power-on reset threshold, VDD rising", True),
        ("Write Inhibit Threshold Voltage VWI", True),
        ("UVLO start threshold VSTART", True),
        ("VM undervoltage lockout voltage, VM falling", True),
        ("VPOR", True),
        ("Brown-out detect hysteresis", False),  # its hysteresis, no level
        ("Power-on reset value of the limit register", False),
        ("VCC - VBAT lockout threshold", False),  # a lockout between two rails
        ("Operating supply voltage VDD", False),
    ],
)
def test_a_supply_threshold_is_told_by_its_label(label, named) -> None:
    assert names_a_supply_threshold(label) is named


def test_threshold_rows_are_filed_apart_from_the_operating_range(library) -> None:
    by_field = {}
    for fact in library.facts("KT410"):
        by_field.setdefault(fact.field, []).append(fact)
    # (the feature list's "1.71 V to 3.6 V" is a supply range too)
    assert {(f.min, f.max) for f in by_field["supply_voltage"] if f.min} == {
        (1.8, 3.6),
        (1.71, 3.6),
    }
    thresholds = {(f.min, f.typ, f.unit) for f in by_field["supply_threshold_voltage"]}
    assert thresholds == {(1.1, None, "V"), (1.35, 1.5, "V"), (None, 1.7, "V")}


@pytest.mark.parametrize(
    ("question", "typ"),
    [
        ("At what VDD does the KT410's power-on reset release the chip?", 1.5),
        ("kt410 on a sagging coin cell: where does its brown-out trip?", 1.7),
    ],
)
def test_a_threshold_asked_is_answered_from_its_row_under_the_supply(
    library, question, typ
) -> None:
    ans = library.ask(question)
    assert [(i.field, i.typ) for i in ans.items] == [("supply_voltage", typ)], ans.text


def test_a_threshold_voltage_of_a_supply_is_no_gate_threshold(library) -> None:
    # "threshold voltage" alone is how a MOSFET's gate threshold is asked
    ans = library.ask("What write inhibit threshold voltage does the KT410 data sheet give?")
    assert [(i.field, i.min, i.max) for i in ans.items] == [("supply_voltage", 1.1, 1.6)], ans.text


def test_the_operating_range_asked_is_never_a_threshold(library) -> None:
    ans = library.ask("What supply voltage range does the KT410 operate from?")
    assert ans.items and all(i.max == 3.6 for i in ans.items), ans.text


@pytest.mark.parametrize(
    "question",
    [
        # the row gives min/typ/max of the rising edge; a falling hysteresis is not stated
        "What is the maximum brown-out hysteresis of the KT410 in volts?",
        # the brown-out row is typical only: no guaranteed maximum
        "What is the guaranteed maximum brown-out level of the KT410?",
        # the write-inhibit row gives limits only: no typical
        "What is the typical write inhibit threshold of the KT410?",
    ],
)
def test_a_threshold_figure_the_sheet_does_not_guarantee_abstains(library, question) -> None:
    ans = library.ask(question)
    assert ans.verdict == "insufficient_evidence", ans.text


@pytest.mark.parametrize(
    ("question", "typ"),
    [
        ("KT420 undervoltage lockout threshold with VIN rising?", 4.3),
        ("kt420 on a car battery that sags when cranking: at what input does its uvlo trip?", 4.0),
    ],
)
def test_a_threshold_asked_at_one_edge_is_answered_from_that_edges_row(
    library, question, typ
) -> None:
    ans = library.ask(question)
    assert [i.typ for i in ans.items] == [typ], ans.text
