"""A feature line that gives each version its value with the version in a bracket after
it ("Supply 1.9~3.6V (L), 3.0~3.6V (PA)") files each value under its own version, never
under the version the bracket before it named. The parts and wording are made up."""

from __future__ import annotations

from pathlib import Path

import pdfgen
from test_extract_table_conventions import facts_of_pdf, find, rows_at


def _features(tmp_path: Path, line: str) -> list:
    runs = [
        *rows_at(60, (60, "QX-10B / QX-10A Load Switch Module")),
        *rows_at(90, (60, "Features")),
        *rows_at(110, (60, line)),
        *rows_at(126, (60, "- Short-circuit protected output")),
    ]
    return facts_of_pdf(pdfgen.placed_pdf(tmp_path / "qx10.pdf", [runs]))


def test_a_bracket_after_each_value_names_that_values_version(tmp_path: Path) -> None:
    facts = _features(tmp_path, "- Input voltage 2.0~5.5V (QX-10A), 4.5~5.5V (QX-10B)")
    # (a fact of the sheet's own device names no variant)
    version = {(f.min, f.max): f.variant or f.device for f in find(facts, "supply_voltage")}
    assert version == {(2.0, 5.5): "QX-10A", (4.5, 5.5): "QX-10B"}


def test_a_bracket_giving_another_versions_value_names_no_version(tmp_path: Path) -> None:
    facts = _features(tmp_path, "- Input voltage 4.5~5.5V (QX-10A: 2.0~5.5V)")
    version = {(f.min, f.max): f.variant or f.device for f in find(facts, "supply_voltage")}
    assert version.get((4.5, 5.5)) != "QX-10A"
