"""A limit written as a signed fraction of the supply in a Min/Max column ("+0.3VDD", as
NXP sets its static characteristics) is that fraction of the supply, the plus sign no
operator."""

from __future__ import annotations

from pathlib import Path

import pdfgen
from test_extract_table_conventions import HEAD, facts_of_pdf, find, rows_at


def test_a_signed_fraction_of_the_supply_is_kept_as_the_rows_bound(tmp_path: Path) -> None:
    runs = [
        *rows_at(60, (60, "RT90 Static characteristics")),
        *rows_at(100, *HEAD),
        *rows_at(116, (60, "VIL LOW-level input voltage"), (330, "-0.5"), (430, "+0.3VDD"), (480, "V")),
        *rows_at(132, (60, "VIH HIGH-level input voltage"), (330, "+0.7VDD"), (430, "5.5"), (480, "V")),
    ]  # fmt: skip
    facts = facts_of_pdf(pdfgen.placed_pdf(tmp_path / "rt.pdf", [runs]))
    low, high = find(facts, "input_low_voltage"), find(facts, "input_high_voltage")
    assert [(f.min, f.expr_max) for f in low] == [(-0.5, "0.3VDD")]
    assert [(f.expr_min, f.max) for f in high] == [("0.7VDD", 5.5)]
