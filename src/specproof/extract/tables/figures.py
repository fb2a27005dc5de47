"""Text drawn inside graphs and diagrams (tick labels, legends, schematic labels): found
so the readers skip it, since it states a curve's test condition or an example
circuit's value, never a rating.
"""

from __future__ import annotations

import itertools
import re
from dataclasses import dataclass

from specproof.extract.tables.header import Word, span_parts, symbol_text, words_of
from specproof.records import Line
from specproof.tokens import SIGNED_DECIMAL

# Typical-characteristics pages draw graphs as vector text: tick numbers along both
# axes, axis titles and legends ("Vout = 5.0 V", "TJ = 25°C") inside the plot. Such
# text states the curve's test conditions, never a rating, yet a line through a plot
# reads like "Vout = 5.0 V 180" to the key-value reader. A plot is found by its axes:
# a row of evenly spaced numbers in even steps (the x axis) whose left end meets a
# column of such numbers (the y axis). Tables hardly ever hold both.

PlotBox = tuple[float, float, float, float]  # x0, top, x1, bottom


@dataclass(slots=True)
class _Tick:
    value: float
    x0: float
    x1: float
    top: float
    bottom: float

    @property
    def xc(self) -> float:
        return (self.x0 + self.x1) / 2


def _tick_value(text: str) -> float | None:
    t = symbol_text(text).replace("−", "-").replace("–", "-")
    if not SIGNED_DECIMAL.fullmatch(t):
        return None
    return float(t)


def _even(values: list[float], rel: float = 0.2) -> bool:
    """Steps all equal (within ``rel`` of their mean) and non-zero."""
    steps = [b - a for a, b in itertools.pairwise(values)]
    mean = sum(steps) / len(steps)
    return mean != 0 and all(abs(s - mean) <= rel * abs(mean) for s in steps)


def _axis_runs(line: Line) -> list[list[_Tick]]:
    """Runs of four or more bare numbers along a line, evenly spaced in value and in x."""
    words = words_of(line)
    ticks = [
        _Tick(v, w.x0, w.x1, line.bbox[1], line.bbox[3])
        for w in words
        if (v := _tick_value(w.text)) is not None
    ]
    if len(ticks) < 4 or len(ticks) < len(words) - 2:
        return []
    runs: list[list[_Tick]] = []
    run: list[_Tick] = []
    for t in ticks:
        trial = [*run, t]
        if len(trial) <= 2 or (
            _even([x.value for x in trial], 0.01) and _even([x.xc for x in trial])
        ):
            run = trial
            continue
        if len(run) >= 4:
            runs.append(run)
            run = [t]
        else:
            run = [run[-1], t]
    if len(run) >= 4:
        runs.append(run)
    return runs


def _y_axis(lines: list[Line], run: list[_Tick]) -> list[_Tick]:
    """The column of tick numbers above the left end of an x-axis run, bottom first."""
    left = run[0]
    found: list[_Tick] = []
    for ln in sorted(lines, key=lambda x: -x.bbox[1]):
        if ln.bbox[1] >= left.top - 1.0:
            continue
        for w in words_of(ln):
            v = _tick_value(w.text)
            if v is None or w.x0 > left.x1 or not _stacked(w, found[-1] if found else None, left):
                continue
            if found and found[-1].top - ln.bbox[3] > 4.0 * max(ln.size, 6.0):
                return found  # a gap as tall as several ticks: the column ended
            found.append(_Tick(v, w.x0, w.x1, ln.bbox[1], ln.bbox[3]))
            break
    return found


def _stacked(w: Word, above: _Tick | None, axis_start: _Tick) -> bool:
    """A tick under the previous tick of a y axis (aligned right, centred or left), or
    the lowest tick, just left of the x axis' first tick."""
    if above is None:
        return abs(w.x1 - axis_start.x0) <= 20.0
    return min(abs(w.x1 - above.x1), abs(w.xc - above.xc), abs(w.x0 - above.x0)) <= 3.0


def plot_regions(lines: list[Line]) -> list[PlotBox]:
    """The boxes of a page's graphs: from the y axis' ticks to the x axis' last tick."""
    boxes: list[PlotBox] = []
    for ln in lines:
        for run in _axis_runs(ln):
            col = _y_axis(lines, run)
            if len(col) < 3 or not _even([t.value for t in col], 0.01):
                continue
            if not _even([t.top for t in col], 0.35):
                continue
            boxes.append((min(t.x0 for t in col), col[-1].top, run[-1].x1 + 2.0, ln.bbox[3]))
    return boxes


def in_plot(x0: float, x1: float, top: float, bottom: float, boxes: list[PlotBox]) -> bool:
    """A text whose centre lies inside one of the plot boxes."""
    xc, yc = (x0 + x1) / 2, (top + bottom) / 2
    return any(b[0] <= xc <= b[2] and b[1] <= yc <= b[3] for b in boxes)


# Schematics and block diagrams carry labels in a small font ("+5 V", "3.3V Supply",
# "5µA TYP", "DC Input 5.0 V Regulated"): values of an example circuit or of one node,
# no ratings of the device. A figure is found from its caption below it ("Figure 12.
# Hardware Configuration") or its title above it ("Functional Block Diagram"): the
# short fragments between that line and the nearest prose, heading or list in the
# same column are the figure's text.

_FIGURE_CAPTION = re.compile(r"^\s*(?:figure|fig\.?)\s*\d+", re.I)
_FIGURE_TITLE = re.compile(
    r"\b(?:block\s+diagram|functional\s+diagram|pin-?\s?out\s+diagram|schematic|"
    r"typical\s+application(?:\s+circuit)?|application\s+(?:circuit|diagram)|"
    r"(?:hardware|circuit)\s+configuration)\b",
    re.I,
)
_STOP_CAPTION = re.compile(r"^\s*(?:figure|fig\.?|table)\s*\d+", re.I)
_LIST_MARK = re.compile(r"^\s*[•●▪■◆◦·]")


def body_size(lines: list[Line]) -> float:
    """The font size of the page's running text: the median size of its long lines."""
    sizes = sorted(ln.size for ln in lines if len(ln.text.split()) >= 8 and ln.size > 0)
    return sizes[len(sizes) // 2] if sizes else 0.0


def _column_of(x0: float, x1: float, width: float) -> tuple[float, float]:
    """The text column an anchor line part sits in: a page half, or the full width."""
    if x1 < width * 0.55 and (x0 + x1) / 2 < width * 0.5:
        return 0.0, width / 2
    if x0 > width * 0.45:
        return width / 2, width
    return 0.0, width


def _part(line: Line, col: tuple[float, float]) -> list[tuple[str, float, float]]:
    return [(t, x0, x1) for t, x0, x1 in span_parts(line) if col[0] <= (x0 + x1) / 2 <= col[1]]


def _ends_figure(line: Line, part: list[tuple[str, float, float]], body: float) -> bool:
    """Running text, a list item, a heading or another caption: no text of a figure."""
    text = " ".join(t for t, _, _ in part)
    # running text is words in lower case; a diagram's labels are names, symbols and
    # values ("12 V +V 4 L1 1.0k", "Tx = TRANSMIT")
    if len(re.findall(r"(?<!\S)[a-z]{2,}[,.;:]?(?!\S)", text)) >= 4:
        return True
    if _LIST_MARK.match(text) or _STOP_CAPTION.match(text):
        return True
    # a heading, or a table's bold header row ("R1 R0 MAX CONVERSION TIME") above rows
    # that are short fragments too; a diagram's own bold labels are set small
    return line.bold and line.size >= body - 1.0


def _figure_band(
    lines: list[Line], k: int, col: tuple[float, float], body: float, step: int
) -> PlotBox | None:
    """The box of figure text next to the anchor line ``k``: upward (``step`` -1) from a
    caption, downward (+1) from a title."""
    anchor = lines[k]
    reach = anchor.bbox[1]
    size = 0.0  # the figure's label size, from its first line of its own
    j = k + step
    while 0 <= j < len(lines):
        ln = lines[j]
        part = _part(ln, col)
        if part:
            if _ends_figure(ln, part, body) or abs(ln.bbox[1] - anchor.bbox[1]) > 450.0:
                break
            if len(part) == len(span_parts(ln)):
                if size and ln.size > size + 1.0:
                    break  # rows of a table in a larger font than the figure's labels
                size = size or ln.size
            reach = ln.bbox[1] if step < 0 else ln.bbox[3]
        j += step
    if reach == anchor.bbox[1]:
        return None
    top, bottom = (reach, anchor.bbox[1] - 0.1) if step < 0 else (anchor.bbox[3] + 0.1, reach)
    return (col[0], top, col[1], bottom)


def _widened(
    lines: list[Line], k: int, col: tuple[float, float], width: float
) -> tuple[float, float]:
    """The full page width for a caption set in one half under a figure that spans both:
    the figure's nearest line reaches into the other half with labels, not prose."""
    if col == (0.0, width):
        return col
    for ln in reversed(lines[:k]):
        if not _part(ln, col):
            continue
        other = [t for t, x0, x1 in span_parts(ln) if not col[0] <= (x0 + x1) / 2 <= col[1]]
        if other and all(len(t.split()) < 5 for t in other):
            return 0.0, width
        return col
    return col


def figure_regions(lines: list[Line], width: float) -> tuple[list[PlotBox], float]:
    """Boxes of diagram text on a page, and the page's body font size."""
    body = body_size(lines)
    if not body:
        return [], body
    boxes: list[PlotBox] = []
    for k, ln in enumerate(lines):
        for text, x0, x1 in span_parts(ln):
            col = _column_of(x0, x1, width)
            if _FIGURE_CAPTION.match(text):
                box = _figure_band(lines, k, _widened(lines, k, col, width), body, -1)
            elif _FIGURE_TITLE.search(text) and len(text.split()) <= 8 and ln.size >= body - 0.5:
                box = _figure_band(lines, k, col, body, 1)
            else:
                continue
            if box is not None:
                boxes.append(box)
    return boxes, body


def outside_figures(lines: list[Line], width: float) -> list[Line]:
    """The page's lines without the text drawn inside its graphs (ticks, legends, curve
    labels) and the small-font labels of its diagrams: a legend states the curve's test
    condition ("Vout = 5.0 V"), a schematic's label a value of its example circuit
    ("+3.3V"), neither a rating. A line that runs past a figure keeps its other text."""
    boxes = plot_regions(lines)
    figures, body = figure_regions(lines, width)
    if not boxes and not figures:
        return lines
    out: list[Line] = []
    for ln in lines:
        zones = boxes + figures if ln.size < body - 0.75 else boxes
        keep = [sp for sp in ln.spans if not in_plot(sp.x0, sp.x1, ln.bbox[1], ln.bbox[3], zones)]
        if len(keep) == len(ln.spans) and ln.spans:
            out.append(ln)
        elif keep:
            box = (min(sp.x0 for sp in keep), ln.bbox[1], max(sp.x1 for sp in keep), ln.bbox[3])
            text = " ".join(sp.text for sp in keep)
            out.append(Line(text, box, keep, ln.size, ln.bold, ln.hidden))
        elif not ln.spans and not in_plot(ln.bbox[0], ln.bbox[2], ln.bbox[1], ln.bbox[3], boxes):
            out.append(ln)
    return out
