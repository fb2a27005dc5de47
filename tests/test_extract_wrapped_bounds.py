"""A limit written against a supply in a narrow cell wraps over two lines around its row,
cut at the operator ("VIO +" over "0.4", "0.65 ×" over "VIO", "VIO" over "− 0.35"). The
halves join into one supply-relative bound; the number is never a plain limit."""

from __future__ import annotations

from pathlib import Path

import pdfgen
from specproof.records import Fact
from test_extract_table_conventions import HEAD, facts_of_pdf, find, rows_at


def _sheet(tmp_path: Path, *rows: list[pdfgen.Placed]) -> list[Fact]:
    runs = [*rows_at(60, (60, "ZK12 Digital Characteristics")), *rows_at(100, *HEAD)]
    for row in rows:
        runs += row
    return facts_of_pdf(pdfgen.placed_pdf(tmp_path / "w.pdf", [runs]))


def test_bounds_wrapped_around_their_row_are_relative_to_the_supply(tmp_path: Path) -> None:
    facts = _sheet(
        tmp_path,
        rows_at(116, (60, "I/O supply voltage"), (330, "1.65"), (430, "3.6"), (480, "V")),
        rows_at(134, (330, "0.65 ×"), (430, "VIO +")),
        rows_at(140, (60, "High-level input voltage"), (480, "V")),
        rows_at(146, (330, "VIO"), (430, "0.4")),
        rows_at(168, (330, "VIO")),
        rows_at(174, (60, "High-level output voltage"), (200, "IOH = -2 mA"), (480, "V")),
        rows_at(180, (330, "- 0.35")),
    )
    (vih,) = find(facts, "input_high_voltage")
    assert (vih.expr_min, vih.expr_max) == ("0.65×VIO", "VIO+0.4")
    assert vih.max is None and vih.min is None
    (voh,) = find(facts, "output_high_voltage")
    assert voh.expr_min == "VIO-0.35"
    assert voh.min is None


def test_a_negative_number_under_a_supply_bound_is_the_next_rows_own(tmp_path: Path) -> None:
    # "-0.5" has no space after its sign: a number of the row below, not "VSS - 0.5"
    facts = _sheet(
        tmp_path,
        rows_at(116, (60, "Input voltage range"), (330, "VSS"), (430, "VIO"), (480, "V")),
        rows_at(130, (60, "Input low voltage"), (330, "-0.5"), (430, "0.6"), (480, "V")),
    )
    (vil,) = find(facts, "input_low_voltage")
    assert (vil.min, vil.max) == (-0.5, 0.6)
