"""A sheet that sets each "Table N" caption under the rows it names (as Nordic's and
TI's CC11xx sheets do): the caption's test conditions ("CL = 50 pF") hold for the rows
above it, never for the table that starts below it. A sheet captioning above its tables
is read the other way round.

The sheet is made up; nothing here copies a benchmark sheet's wording.
"""

from __future__ import annotations

from pathlib import Path

from hypothesis import given
from hypothesis import strategies as st

import pdfgen
from specproof.extract.tables.captions import caption_votes
from specproof.records import Line, Span
from test_extract_table_conventions import facts_of_pdf, find, rows_at

_HEAD = ((60, "Symbol"), (130, "Parameter"), (330, "Min."), (400, "Max."), (470, "Units"))


def _table(y: float, delay: str) -> list[pdfgen.Placed]:
    return [
        *rows_at(y, *_HEAD),
        *rows_at(y + 14, (60, "tSU"), (130, "Data setup time"), (330, "5"), (470, "ns")),
        *rows_at(y + 28, (60, "tPD"), (130, "Clock to output delay"), (400, delay), (470, "ns")),
    ]


def _delays(tmp_path: Path, runs: list[pdfgen.Placed]) -> dict[float, str]:
    facts = facts_of_pdf(pdfgen.placed_pdf(tmp_path / "t.pdf", [runs]))
    return {f.max: f.condition for f in find(facts, "response_time") if f.max is not None}


def test_a_caption_under_its_table_holds_for_the_rows_above_it(tmp_path: Path) -> None:
    runs = [
        *rows_at(60, (60, "QSR-4 shift register: bus timing")),
        *_table(90, "40"),
        *rows_at(136, (160, "Table 7. Bus timing (CL = 15 pF)")),
        *_table(160, "65"),
        *rows_at(206, (160, "Table 8. Bus timing (CL = 50 pF)")),
        *rows_at(260, (60, "The load capacitance CL is measured at the output pin.")),
    ]
    delays = _delays(tmp_path, runs)
    assert "CL = 15 pF" in delays[40.0] and "50 pF" not in delays[40.0], delays
    assert "CL = 50 pF" in delays[65.0] and "15 pF" not in delays[65.0], delays


def test_a_caption_over_its_table_holds_for_the_rows_below_it(tmp_path: Path) -> None:
    runs = [
        *rows_at(60, (60, "QSR-4 shift register: bus timing")),
        *rows_at(90, (160, "Table 7. Bus timing (CL = 15 pF)")),
        *_table(114, "40"),
        *rows_at(180, (160, "Table 8. Bus timing (CL = 50 pF)")),
        *_table(204, "65"),
        *rows_at(270, (60, "The load capacitance CL is measured at the output pin.")),
    ]
    delays = _delays(tmp_path, runs)
    assert "CL = 15 pF" in delays[40.0] and "50 pF" not in delays[40.0], delays
    assert "CL = 50 pF" in delays[65.0] and "15 pF" not in delays[65.0], delays


def _line(y: float, cells: list[str]) -> Line:
    spans = [Span(text, 60.0 + 90.0 * k, 120.0 + 90.0 * k) for k, text in enumerate(cells)]
    return Line(" ".join(cells), (60.0, y, 60.0 + 90.0 * len(cells), y + 10.0), spans, 10.0)


_KINDS = st.sampled_from(["row", "caption", "prose"])


@given(st.lists(st.tuples(_KINDS, st.floats(min_value=11.0, max_value=60.0)), max_size=30))
def test_each_caption_votes_at_most_once(layout: list[tuple[str, float]]) -> None:
    lines, y = [], 40.0
    for kind, step in layout:
        y += step
        cells = {"row": ["tPD", "Delay", "40", "ns"], "caption": ["Table 3. Timing"]}
        lines.append(_line(y, cells.get(kind, ["Some words of prose about the part."])))
    under, over = caption_votes(lines)
    captions = sum(kind == "caption" for kind, _ in layout)
    assert under >= 0 and over >= 0 and under + over <= captions
