"""Conventions of DC-DC converter module sheets (the selection guides of isolated and
step-down modules): one row per model under heads that name a quantity, its unit and the
bounds its cells hold ("Output Current (mA) Max. / Min."), dual outputs written "±12",
the input as "5 (4.5-5.5)"; and a version table whose Note column sits beside its Unit.

The parts are made up (nothing here copies a benchmark sheet's wording).
"""

from __future__ import annotations

from pathlib import Path

import pdfgen
from test_extract_table_conventions import facts_of_pdf, find, rows_at


def _selection_guide(tmp_path: Path) -> Path:
    runs = [
        *rows_at(50, (60, "QDW2 Series 2 W isolated dual-output DC-DC converters")),
        *rows_at(90, (60, "MODEL SELECTION")),
        *rows_at(106, (150, "Input Voltage (VDC)"), (240, "Output"), (320, "Output Current (mA)")),
        *rows_at(106, (430, "Efficiency")),
        *rows_at(118, (60, "Model")),
        *rows_at(130, (150, "Nominal (Range)"), (240, "Voltage (VDC)"), (320, "Max. / Min.")),
        *rows_at(130, (430, "(%) Typ.")),
        *rows_at(146, (60, "QDW2-12D05"), (150, "12 (10.8-13.2)"), (240, "±5")),
        *rows_at(146, (320, "±200 / ±20"), (430, "81")),
        *rows_at(160, (60, "QDW2-12D15"), (150, "12 (10.8-13.2)"), (240, "±15")),
        *rows_at(160, (320, "±67 / ±7"), (430, "84")),
    ]
    return pdfgen.placed_pdf(tmp_path / "qdw2.pdf", [runs])


def test_a_selection_guide_with_bound_words_in_its_heads_gives_each_models_specs(
    tmp_path: Path,
) -> None:
    facts = facts_of_pdf(_selection_guide(tmp_path))
    supply = {f.variant: (f.min, f.typ, f.max) for f in find(facts, "supply_voltage")}
    assert supply.get("QDW2-12D15") == (10.8, 12.0, 13.2), supply
    outputs = sorted(f.value for f in find(facts, "output_voltage") if f.variant == "QDW2-12D15")
    assert outputs == [-15.0, 15.0], outputs  # two rails, no ±15 V band
    current = [(f.min, f.max) for f in find(facts, "output_current") if f.variant == "QDW2-12D05"]
    assert current == [(20.0, 200.0)], current
    assert not [f for f in find(facts, "accuracy") if f.unit and "V" in f.unit]


def _noted_version_table(tmp_path: Path) -> Path:
    runs = [
        *rows_at(50, (60, "KLM-13 OLED display modules")),
        *rows_at(100, (60, "Item"), (180, "Symbol"), (260, "KLM-13I"), (360, "KLM-13S")),
        *rows_at(100, (450, "Unit"), (500, "Note")),
        *rows_at(116, (60, "Module supply"), (182, "VCC"), (262, "2.8 ~ 5.2")),
        *rows_at(116, (362, "2.8 ~ 5.2"), (452, "V"), (502, "*1")),
        *rows_at(130, (60, "Operating current"), (182, "ICC"), (262, "19 typ. / 26 max.")),
        *rows_at(130, (362, "22 typ. / 29 max."), (452, "mA")),
    ]
    return pdfgen.placed_pdf(tmp_path / "klm13.pdf", [runs])


def test_a_note_mark_beside_the_unit_column_is_no_unit_and_a_cell_may_name_two_bounds(
    tmp_path: Path,
) -> None:
    facts = facts_of_pdf(_noted_version_table(tmp_path))
    supply = {(f.min, f.max) for f in find(facts, "supply_voltage")}
    assert supply == {(2.8, 5.2)}, supply
    current = {(f.typ, f.max) for f in find(facts, "supply_current")}
    assert current == {(19.0, 26.0), (22.0, 29.0)}, current


def _graded_spec_table(tmp_path: Path) -> Path:
    """A Min/Typ/Max table whose first rows are the part's grades ("QRX8810A | ±8"), then
    the supply rows: rows opening with part numbers under no Model head are no guide."""
    runs = [
        *rows_at(50, (60, "QRX8810 resolver-to-digital converter")),
        *rows_at(100, (60, "Parameter"), (260, "Min"), (320, "Typ"), (380, "Max")),
        *rows_at(100, (440, "Unit"), (490, "Conditions")),
        *rows_at(114, (60, "ANGULAR ACCURACY")),
        *rows_at(126, (60, "QRX8810A"), (382, "±8"), (440, "arc min"), (490, "16-bit")),
        *rows_at(138, (60, "QRX8810B"), (382, "±4"), (440, "arc min"), (490, "16-bit")),
        *rows_at(150, (60, "POWER SUPPLY")),
        *rows_at(162, (60, "AVDD"), (262, "4.5"), (322, "5.0"), (382, "5.5"), (440, "V")),
        *rows_at(174, (60, "VLOGIC"), (262, "1.8"), (382, "5.5"), (440, "V")),
    ]
    return pdfgen.placed_pdf(tmp_path / "qrx8810.pdf", [runs])


def test_grade_rows_of_a_min_typ_max_table_leave_its_supply_rows_to_it(tmp_path: Path) -> None:
    facts = facts_of_pdf(_graded_spec_table(tmp_path))
    supply = {(f.min, f.typ, f.max) for f in find(facts, "supply_voltage")}
    assert (4.5, 5.0, 5.5) in supply, supply


def test_a_dual_output_is_answered_with_both_rails(tmp_path: Path) -> None:
    from specproof.config import Settings
    from specproof.library import Library

    lib = Library(settings=Settings(db=str(tmp_path / "q.db"), embedder="none"))
    lib.ingest([_selection_guide(tmp_path)])
    ans = lib.ask("output voltage of the qdw2-12d15?")
    assert sorted(i.value for i in ans.items) == [-15.0, 15.0], ans.text
