"""Conventions of small regulator, charger and monitor sheets: feature lists set beside
a list of applications, names wrapped around a symbol-only row, charge currents, tolerance
footnotes. Proved on small generated PDFs whose wording is not any maker's."""

from __future__ import annotations

from pathlib import Path

import pdfgen
from test_extract_table_conventions import facts_of_pdf, find, rows_at


def test_features_listed_beside_applications_under_one_heading_line_are_read(
    tmp_path: Path,
) -> None:
    runs: list[pdfgen.Placed] = [
        *rows_at(50, (60, "QR7710 Series")),
        *rows_at(70, (60, "Low-noise positive voltage regulators for battery products.")),
        (60, 100, "APPLICATIONS", "B"),  # one heading line over two columns
        (300, 100, "FEATURES", "B"),
        *rows_at(116, (60, "- Handheld meters"), (300, "Operating Voltage : 2.0V ~ 5.5V")),
        *rows_at(132, (60, "- Wearables"), (300, "Quiescent Current : 2.5\u00b5A (TYP.)")),
    ]
    facts = facts_of_pdf(pdfgen.placed_pdf(tmp_path / "qr7710.pdf", [runs]))
    assert [(f.min, f.max) for f in find(facts, "supply_voltage")] == [(2.0, 5.5)]
    assert [f.value for f in find(facts, "quiescent_current")] == [2.5]
