"""A small-IC sheet in the Japanese style (bold section titles): an absolute-maximum table with the recommended
operating table right under it, then "characteristics by ordering code", one column per
code, a Symbol column, parameter names wrapped around their values line, note marks on
values ("4.0 *1", "- *2") and "0.1 max." cells. The part is invented."""

from __future__ import annotations

from pathlib import Path

import pdfgen
from specproof.records import SectionKind
from test_extract_table_conventions import facts_of_pdf, find, rows_at

CODES = ((300, "QPR71-A"), (370, "QPR71-B"), (440, "QPR71-C"))


def _sheet(tmp_path: Path) -> Path:
    runs = [
        *rows_at(50, (60, "QPR71 Series")),
        *rows_at(64, (60, "Cell monitor IC with selectable thresholds")),
        (60, 90, "Absolute Maximum Ratings", "B"),
        *rows_at(104, (60, "Item"), (250, "Symbol"), (330, "Rating"), (480, "Unit")),
        *rows_at(116, (60, "Supply voltage"), (250, "VDD"), (330, "-0.3 to 14"), (480, "V")),
        *rows_at(
            128, (60, "Storage temperature"), (250, "Tstg"), (330, "-55 to +125"), (480, "°C")
        ),
        (60, 148, "Recommended Operating Conditions", "B"),
        *rows_at(162, (60, "Item"), (250, "Symbol"), (330, "Range"), (480, "Unit")),
        *rows_at(174, (60, "Supply voltage"), (250, "VDD"), (330, "1.8 to 9.0"), (480, "V")),
        (60, 200, "Characteristics by Ordering Code", "B"),
        *rows_at(214, (60, "Item"), (250, "Symbol"), *CODES, (500, "Unit")),
        *rows_at(226, (60, "Supply current")),
        *rows_at(236, (250, "ICC"), (305, "2.5"), (375, "2.5"), (445, "3.5 1)"), (500, "µA")),
        *rows_at(246, (60, "in operation")),
        *rows_at(258, (60, "Sleep current")),
        *rows_at(
            268, (250, "ISL"), (305, "0.2 max."), (375, "0.2 max."), (445, "- *2"), (500, "µA")
        ),
        *rows_at(278, (60, "when switched off")),
        *rows_at(300, (60, "1) Maximum 5.0 µA for all codes.")),
        *rows_at(312, (60, "*2 QPR71-C has no sleep function.")),
    ]
    return pdfgen.placed_pdf(tmp_path / "qpr71.pdf", [runs])


def test_the_recommended_table_under_the_ratings_is_no_rating(tmp_path: Path) -> None:
    facts = facts_of_pdf(_sheet(tmp_path))
    operating = find(facts, "supply_voltage")
    assert [(f.min, f.max) for f in operating] == [(1.8, 9.0)]
    assert operating[0].section == SectionKind.RECOMMENDED
    assert [(f.min, f.max) for f in find(facts, "abs_max_supply_voltage")] == [(-0.3, 14.0)]


def test_a_name_wrapped_around_its_symbol_line_is_one_row_per_code(tmp_path: Path) -> None:
    facts = facts_of_pdf(_sheet(tmp_path))
    active = {f.variant: f.value or f.typ for f in find(facts, "supply_current")}
    assert active == {"A": 2.5, "B": 2.5, "C": 3.5}  # the note mark "1)" is no value


def test_a_max_cell_and_a_dash_with_a_note_mark(tmp_path: Path) -> None:
    facts = facts_of_pdf(_sheet(tmp_path))
    asleep = {f.variant: f.max for f in find(facts, "standby_current")}
    assert asleep == {"A": 0.2, "B": 0.2}  # "- *2": no value for the C code, not 2 µA
