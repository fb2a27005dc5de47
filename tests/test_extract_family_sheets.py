"""Family sheets: one datasheet for several sibling parts (QX41/QX42/QX43), each row or
column stating whose value it is. Proved on small generated PDFs."""

from __future__ import annotations

from pathlib import Path

import pdfgen
from test_extract_table_conventions import HEAD, facts_of_pdf, find, rows_at


def _family_sheet(tmp_path: Path) -> Path:
    runs = [
        *rows_at(50, (60, "Thermal Sensor Family"), (300, "QX41/QX42/QX43")),
        *rows_at(80, (60, "QX41/QX42/QX43 - CHARACTERISTICS")),
        *rows_at(100, *HEAD),
        *rows_at(116, (60, "ACCURACY")),
        *rows_at(132, (60, "QX41/QX42/QX43A"), (200, "TA = 25\u00b0C"), (380, "\u00b10.5")),
        *rows_at(132, (430, "\u00b11.5"), (480, "\u00b0C")),
        *rows_at(148, (60, "QX41/QX42/QX43B"), (200, "TA = 25\u00b0C"), (380, "\u00b11")),
        *rows_at(148, (430, "\u00b12.5"), (480, "\u00b0C")),
        *rows_at(164, (60, "Gain, QX41"), (200, "0\u00b0C to 70\u00b0C"), (380, "12.5")),
        *rows_at(164, (480, "mV/\u00b0C")),
        *rows_at(180, (60, "Gain, QX42"), (200, "0\u00b0C to 70\u00b0C"), (380, "8")),
        *rows_at(180, (480, "mV/\u00b0C")),
        *rows_at(196, (60, "QX43 Output Voltage"), (200, "TA = 25\u00b0C"), (380, "640")),
        *rows_at(196, (480, "mV")),
        *rows_at(212, (60, "QX42 Output Voltage"), (200, "TA = 25\u00b0C"), (380, "300")),
        *rows_at(212, (480, "mV")),
    ]
    return pdfgen.placed_pdf(tmp_path / "qx42.pdf", [runs])


def test_a_grade_written_after_a_list_of_siblings_is_the_devices_grade(tmp_path: Path) -> None:
    facts = facts_of_pdf(_family_sheet(tmp_path))
    assert facts and {f.device for f in facts} == {"QX42"}
    accuracy = {f.variant: (f.min, f.max) for f in find(facts, "accuracy")}
    assert accuracy == {"QX42A": (-1.5, 1.5), "QX42B": (-2.5, 2.5)}


def test_a_row_naming_a_sibling_holds_that_siblings_value(tmp_path: Path) -> None:
    facts = facts_of_pdf(_family_sheet(tmp_path))
    gains = {f.variant: (f.typ, f.unit, f.quantity) for f in find(facts, "sensitivity")}
    assert gains == {
        "QX41": (12.5, "mV/\u00b0C", "temperature"),
        None: (8, "mV/\u00b0C", "temperature"),
    }
    outputs = {f.variant: f.typ for f in facts if f.field.endswith("output_voltage")}
    assert outputs == {"QX43": 640, None: 300}


def test_a_bracketed_value_naming_a_sibling_is_the_siblings(tmp_path: Path) -> None:
    runs = [
        *rows_at(50, (60, "QX41/QX42/QX43 Thermal Sensors")),
        *rows_at(80, (60, "FEATURES")),
        *rows_at(96, (60, "8 mV/\u00b0C Gain (12.5 mV/\u00b0C on QX41)")),
    ]
    facts = facts_of_pdf(pdfgen.placed_pdf(tmp_path / "qx42.pdf", [runs]))
    gains = {f.variant: f.value for f in find(facts, "sensitivity")}
    assert gains == {None: 8, "QX41": 12.5}
