"""A sentence naming where the part stops working states the other end of its range:
"Below 4.2 V the display goes dark" is a minimum, "Above 36 V the input stage is
damaged" a maximum. A bound the sheet asks the user to keep ("keep the supply below
5.5 V") stays the maximum it reads as.
"""

from __future__ import annotations

from pathlib import Path

import pdfgen
from test_extract_table_conventions import facts_of_pdf, find, rows_at


def _bounds(tmp_path: Path, sentences: list[str]) -> set[tuple[float | None, float | None]]:
    runs = [*rows_at(60, (50, "QRL-88 Bar Graph Meter")), *rows_at(90, (50, "Supply notes"))]
    for k, sentence in enumerate(sentences):
        runs += rows_at(120 + 14 * k, (50, sentence))
    facts = facts_of_pdf(pdfgen.placed_pdf(tmp_path / "q.pdf", [runs]))
    supply = find(facts, "supply_voltage") + find(facts, "abs_max_supply_voltage")
    return {(f.min, f.max) for f in supply}


def test_a_level_below_which_the_part_stops_is_its_minimum(tmp_path: Path) -> None:
    found = _bounds(
        tmp_path, ["The meter takes its power from the supply. Below 4.2 V the display goes dark."]
    )
    assert found == {(4.2, None)}


def test_a_level_under_which_the_logic_resets_is_a_minimum(tmp_path: Path) -> None:
    found = _bounds(
        tmp_path,
        [
            "The counter takes its power from the supply. Below 2.9 V the logic resets and stops counting."
        ],
    )
    assert found == {(2.9, None)}


def test_a_level_above_which_the_part_is_damaged_is_its_maximum(tmp_path: Path) -> None:
    found = _bounds(tmp_path, ["Supply range is wide. Above 36 V the supply input is damaged."])
    assert (None, 36.0) in found and all(lo != 36.0 for lo, _ in found)


def test_a_bound_the_user_is_told_to_keep_is_not_turned_round(tmp_path: Path) -> None:
    found = _bounds(tmp_path, ["Keep the supply voltage below 5.5 V, or the meter stops working."])
    assert found == {(None, 5.5)}
