"""A table whose rows state no unit because the sentence over it declares one ("[all
currents in µA]", "values in mV"); a load switch's bias-supply currents ("VBIAS quiescent
current" is no op-amp input bias current) and its continuous switch current rating.

The parts are made up; nothing here copies a benchmark sheet's wording.
"""

from __future__ import annotations

from pathlib import Path

import pdfgen
from specproof.extract.tables import declared_unit
from test_extract_table_conventions import facts_of_pdf, find, rows_at


def test_a_unit_the_preamble_declares_holds_for_rows_of_its_quantity() -> None:
    note = "(VGATE = 5V, TA = 25°C unless otherwise noted) [all currents in µA]"
    assert declared_unit(note, "Quiescent current IQ") == "µA"
    assert declared_unit(note, "Turn-on time tON") is None
    assert declared_unit("Typical values in mV", "Dropout voltage") == "mV"


def test_a_load_switch_table_under_a_unit_declaration_gives_its_currents(
    tmp_path: Path,
) -> None:
    head = ((60, "Parameter"), (240, "Symbol"), (290, "Conditions"), (380, "Min"), (430, "Typ"),
            (480, "Max"))  # fmt: skip
    runs = [
        *rows_at(50, (60, "KLS3304 3A Load Switch")),
        *rows_at(66, (60, "Absolute Maximum Ratings")),
        *rows_at(80, (60, "Parameter"), (240, "Symbol"), (380, "Value"), (430, "Unit")),
        *rows_at(
            94, (60, "Maximum continuous switch current"), (240, "IMAX"), (380, "3"), (430, "A")
        ),
        *rows_at(120, (60, "Electrical Characteristics")),
        *rows_at(134, (60, "(VGATE = 5V, TA = 25°C unless otherwise noted) [all currents in µA]")),
        *rows_at(148, *head),
        *rows_at(
            162,
            (60, "Bias supply current"),
            (240, "IQ,G"),
            (290, "VON = 5V"),
            (430, "30"),
            (480, "45"),
        ),
        *rows_at(
            176,
            (60, "VIN off-state current"),
            (240, "ISD,VIN"),
            (290, "VON = 0V"),
            (430, "0.2"),
            (480, "2"),
        ),
    ]
    facts = facts_of_pdf(pdfgen.placed_pdf(tmp_path / "kls3304.pdf", [runs]))
    assert [f.max or f.value for f in find(facts, "output_current")] == [3]
    currents = [(f.typ, f.max, f.unit) for f in facts if f.dimension == "current"]
    assert (0.2, 2.0, "µA") in currents
    assert (30.0, 45.0, "µA") in currents
