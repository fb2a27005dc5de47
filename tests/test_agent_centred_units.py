"""A parameter label centred between its sub-rows carries the unit for all of them.

TI timing tables: "Data rate ... Mbps" sits between the "Push-pull" and "Open-drain" rows;
the row above the label has no unit cell, and the stacked "UNIT" title may sit above the
"MIN MAX" line the header reader takes. Both rows must still be read in Mbps, so the agent
can answer the push-pull and the open-drain data rate.
"""

from __future__ import annotations

from specproof.extract import extract_facts
from specproof.records import Identity, Line, Page, Span

CHAR_W = 5.0


def _line(y: float, *cells: tuple[float, str]) -> Line:
    spans = [Span(text, x, x + CHAR_W * len(text)) for x, text in cells]
    return Line(
        text=" ".join(s.text for s in spans),
        bbox=(spans[0].x0, y, spans[-1].x1, y + 9.0),
        spans=spans,
        size=9.0,
    )


def test_centred_label_unit_reaches_the_row_above_it() -> None:
    lines = [
        _line(20, (40, "Timing Requirements"), (200, "VCCA = 3.3 V")),
        _line(32, (300, "MIN"), (340, "MAX"), (400, "MIN"), (440, "MAX")),
        _line(44, (120, "Push-pull"), (342, "60"), (442, "60")),
        _line(50, (40, "Data rate"), (520, "Mbps")),
        _line(56, (120, "Open-drain"), (344, "2"), (444, "2")),
    ]
    page = Page(number=3, width=600, height=800, lines=lines)
    facts = extract_facts("doc", "x.pdf", [page], Identity(device="XYZ0108"))
    rates = {(f.condition.split(";")[0], f.max) for f in facts if f.field == "data_rate"}
    assert ("Push-pull", 60.0) in rates
    assert ("Open-drain", 2.0) in rates
    assert {f.unit for f in facts if f.field == "data_rate"} == {"Mbps"}
