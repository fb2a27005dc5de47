"""Characteristics tables with one column group per grade (TI, National, ADI): a title
line names each group's versions ("QT71A | QT71CA"), each group repeats the same heads
("TYP | TESTED LIMIT | DESIGN LIMIT"), and the heads sit at staggered heights, each
centred on its own number of lines. Every value cell is a fact of the versions its group
names, with the condition of its row; a limit beside a typical value is the bound."""

from __future__ import annotations

from pathlib import Path

from hypothesis import given
from hypothesis import strategies as st

import pdfgen
from specproof.extract.tables.header import Column, number_groups
from test_extract_table_conventions import facts_of_pdf, find, rows_at


def _staggered_head(y: float, grades: tuple[str, str]) -> list[pdfgen.Placed]:
    """Group titles, then heads set at four heights: one cell per column, two-line
    cells higher than one-line ones (as a table tool centres them)."""
    return [
        *rows_at(y, (300, grades[0]), (430, grades[1])),
        *rows_at(y + 7, (520, "UNITS")),
        *rows_at(y + 11, (60, "PARAMETER"), (175, "TEST CONDITIONS")),
        *rows_at(y + 13, (270, "TYP"), (300, "TESTED"), (350, "DESIGN")),
        *rows_at(y + 13, (400, "TYP"), (430, "TESTED"), (480, "DESIGN")),
        *rows_at(y + 15.5, (520, "(MAX.)")),
        *rows_at(y + 20, (302, "LIMIT"), (352, "LIMIT"), (432, "LIMIT"), (482, "LIMIT")),
    ]


def _grade_sheet(tmp_path: Path) -> Path:
    runs = [
        *rows_at(40, (60, "QT71 Precision Analog Temperature Sensor")),
        *rows_at(80, (60, "ELECTRICAL CHARACTERISTICS")),
        *_staggered_head(100, ("QT71", "QT71C, QT71D")),
        *rows_at(140, (175, "TA = 25°C"), (270, "±0.3"), (305, "±0.7")),
        *rows_at(140, (400, "±0.3"), (435, "±0.7")),
        *rows_at(153, (60, "Accuracy, QT71, QT71C"), (175, "TA = TMAX")),
        *rows_at(153, (270, "±0.6"), (305, "±1.2"), (400, "±0.6"), (485, "±1.6"), (520, "°C")),
        *rows_at(166, (175, "TA = TMIN"), (270, "±0.6"), (355, "±1.4")),
        *rows_at(166, (400, "±0.6"), (485, "±1.8")),
        *rows_at(185, (60, "Accuracy, QT71D"), (175, "TA = 25°C"), (400, "±0.5")),
        *rows_at(185, (435, "±1.3"), (520, "°C")),
        *rows_at(204, (60, "Quiescent current"), (175, "VS = 5 V, 25°C"), (270, "48")),
        *rows_at(204, (305, "70"), (400, "48"), (435, "74"), (520, "uA")),
    ]
    return pdfgen.placed_pdf(tmp_path / "qt71.pdf", [runs])


def _by(facts, variant, condition_word):
    return [f for f in facts if f.variant == variant and condition_word in f.condition]


def test_each_grade_group_is_a_fact_of_the_versions_its_title_names(tmp_path: Path) -> None:
    facts = facts_of_pdf(_grade_sheet(tmp_path))
    accuracy = find(facts, "accuracy")
    # the plain part's group: the tested limit of the row, its typical spread dropped
    (plain,) = _by(accuracy, None, "TA = 25°C")
    assert (plain.min, plain.max) == (-0.7, 0.7)
    # a group titled by two versions holds for both, unless the row names one of them
    (c_grade,) = _by(accuracy, "QT71C", "TA = 25°C")
    assert (c_grade.min, c_grade.max) == (-0.7, 0.7)
    (d_grade,) = _by(accuracy, "QT71D", "TA = 25°C")
    assert (d_grade.min, d_grade.max) == (-1.3, 1.3)
    assert not _by(accuracy, "QT71D", "TMAX")


def test_a_design_limit_and_a_tested_limit_are_both_the_rows_bound(tmp_path: Path) -> None:
    accuracy = find(facts_of_pdf(_grade_sheet(tmp_path)), "accuracy")
    (at_max,) = _by(accuracy, None, "TMAX")
    (at_min,) = _by(accuracy, None, "TMIN")
    assert (at_max.max, at_min.max) == (1.2, 1.4)  # TMIN and TMAX are two conditions
    (c_min,) = _by(accuracy, "QT71C", "TMIN")
    assert c_min.max == 1.8


def test_a_plain_limit_beside_a_typical_value_is_its_maximum(tmp_path: Path) -> None:
    current = find(facts_of_pdf(_grade_sheet(tmp_path)), "quiescent_current")
    by_variant = {f.variant: (f.typ, f.max) for f in current}
    assert by_variant[None] == (48.0, 70.0)
    assert by_variant["QT71C"] == by_variant["QT71D"] == (48.0, 74.0)


def test_a_note_mark_beside_the_unit_does_not_end_the_table(tmp_path: Path) -> None:
    runs = [
        *rows_at(40, (60, "QT71 Precision Analog Temperature Sensor")),
        *rows_at(80, (60, "ELECTRICAL CHARACTERISTICS")),
        *_staggered_head(100, ("QT71A", "QT71CA")),
        *rows_at(140, (175, "TA = 25°C"), (270, "±0.1"), (305, "±0.4")),
        *rows_at(140, (400, "±0.1"), (435, "±0.4")),
        *rows_at(151, (60, "Accuracy")),
        *rows_at(160, (70, "(5)"), (520, "°C")),  # the name's note mark, set apart
        *rows_at(172, (175, "TA = TMAX"), (270, "±0.3"), (305, "±0.9")),
        *rows_at(172, (400, "±0.3"), (435, "±0.9")),
        *rows_at(190, (60, "Quiescent current"), (175, "VS = 5 V"), (270, "51")),
        *rows_at(190, (305, "66"), (400, "51"), (435, "66"), (520, "uA")),
    ]
    facts = facts_of_pdf(pdfgen.placed_pdf(tmp_path / "qt71a.pdf", [runs]))
    assert {f.variant for f in find(facts, "quiescent_current")} == {"QT71A", "QT71CA"}


_ROLES = st.sampled_from(["min", "typ", "max"])


@given(st.lists(_ROLES, min_size=1, max_size=4, unique=True), st.integers(2, 4))
def test_columns_repeating_one_pattern_form_one_group_per_repeat(
    pattern: list[str], repeats: int
) -> None:
    cols = [Column(role, 10.0 * k, 10.0 * k + 5) for k, role in enumerate(pattern * repeats)]
    number_groups(cols)
    assert [c.group for c in cols] == [k // len(pattern) for k in range(len(cols))]


@given(st.integers(2, 3))
def test_a_limit_pattern_with_two_limit_columns_is_one_group(repeats: int) -> None:
    cols = [
        Column(r, 10.0 * k, 10.0 * k + 5) for k, r in enumerate(["typ", "max", "max"] * repeats)
    ]
    number_groups(cols)
    assert max(c.group for c in cols) == repeats - 1
