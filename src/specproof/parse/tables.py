"""Table blocks: the lines under a header line collected into rows of cells by
column, and tables written as Markdown for chunks.
"""

from __future__ import annotations

import itertools
import statistics
from dataclasses import dataclass, field

from specproof.parse.headings import (
    CAPTION_RE,
    NOTE_RE,
    NUMBER_RE,
    NUMBERED_HEADING_RE,
    DocStyle,
    header_hits,
    is_heading,
    is_heading_text,
    is_table_header,
)
from specproof.records import Block, Line, Span


def union_box(boxes: list[tuple[float, float, float, float]]) -> tuple[float, float, float, float]:
    return (
        min(b[0] for b in boxes),
        min(b[1] for b in boxes),
        max(b[2] for b in boxes),
        max(b[3] for b in boxes),
    )


@dataclass(slots=True)
class _Column:
    x0: float
    x1: float
    header: list[str] = field(default_factory=list)

    def overlap(self, span: Span) -> float:
        return min(self.x1, span.x1) - max(self.x0, span.x0)


def _assign(columns: list[_Column], span: Span) -> int:
    """Index of the column a span overlaps most, else the nearest one."""
    best, best_ov = -1, 0.0
    for k, col in enumerate(columns):
        ov = col.overlap(span)
        if ov > best_ov:
            best, best_ov = k, ov
    if best >= 0:
        return best
    mid = (span.x0 + span.x1) / 2
    return min(range(len(columns)), key=lambda k: abs((columns[k].x0 + columns[k].x1) / 2 - mid))


def _md_cell(text: str) -> str:
    return text.replace("|", "\\|").strip()


def table_markdown(cells: list[list[str]], header_rows: int) -> str:
    if not cells:
        return ""
    width = max(len(r) for r in cells)
    rows = [r + [""] * (width - len(r)) for r in cells]
    head = rows[0] if header_rows else [""] * width
    if header_rows > 1:  # stacked headers ("Min" over "V"): join per column
        head = [
            " ".join(filter(None, col)).strip() for col in zip(*rows[:header_rows], strict=True)
        ]
    body = rows[header_rows:] if header_rows else rows
    out = ["| " + " | ".join(_md_cell(c) for c in head) + " |", "|" + "---|" * width]
    out += ["| " + " | ".join(_md_cell(c) for c in r) + " |" for r in body]
    return "\n".join(out)


class TableBuilder:
    """Collects the lines under a header line into rows of cells."""

    def __init__(self, header: Line) -> None:
        self.columns = [_Column(s.x0, s.x1) for s in header.spans]
        self.header_lines = [header]
        self.data: list[list[Line]] = []  # rows, each the lines merged into it
        self.lines = [header]
        self.x0 = header.bbox[0]
        self.x1 = header.bbox[2]
        self.bottom = header.bbox[3]
        self.pitch = max(header.size * 1.2, header.bbox[3] - header.bbox[1])

    def _row_pitch(self) -> float:
        tops = [ln.bbox[1] for ln in self.lines]
        steps = [b - a for a, b in itertools.pairwise(tops) if b - a > 0.3 * self.pitch]
        return statistics.median(steps) if steps else self.pitch

    def accepts(self, line: Line, style: DocStyle) -> bool:
        step = line.bbox[1] - self.lines[-1].bbox[1]
        if not self.data:  # header rows are often padded more than body rows
            if step > 3.5 * self.pitch:
                return False
        elif step > max(2.2 * self._row_pitch(), 2.5 * line.size):
            return False
        if CAPTION_RE.match(line.text) or (is_table_header(line) and self.data):
            return False
        if len(line.spans) == 1 and NOTE_RE.match(line.text):
            return False  # footnotes close the table
        if line.size >= style.body_size * 1.15 or (
            NUMBERED_HEADING_RE.match(line.text.strip()) and is_heading(line, style)
        ):
            return False
        width = self.x1 - self.x0
        # A wide single run of prose is a paragraph after the table, not a row.
        return not (
            len(line.spans) == 1
            and (line.spans[0].x1 - line.spans[0].x0) > 0.6 * width
            and len(line.text.split()) > 8
        )

    def add(self, line: Line) -> None:
        self.lines.append(line)
        self.bottom = max(self.bottom, line.bbox[3])
        self.x0 = min(self.x0, line.bbox[0])
        self.x1 = max(self.x1, line.bbox[2])
        if (
            not self.data
            and not any(NUMBER_RE.search(s.text) for s in line.spans)
            and (
                header_hits(line) >= 1
                or (
                    len(line.spans) > 1
                    and line.bbox[1] - self.header_lines[-1].bbox[3] < 0.5 * line.size
                )
            )
        ):
            self.header_lines.append(line)  # stacked header ("Min" / "V", "Test" / "Conditions")
            return
        self.data.append([line])

    def _rows(self) -> list[list[Line]]:
        """Group data lines into rows.

        Lines with several cells anchor rows; a single wrapped fragment of a
        cell joins the nearest anchor above or below (cells are often centred
        vertically), while a lone ALL-CAPS label is a group row of its own.
        """
        lines = [row[0] for row in self.data]
        anchors = [ln for ln in lines if len(ln.spans) > 1]
        rows: dict[int, list[Line]] = {id(a): [a] for a in anchors}
        loose: list[list[Line]] = []
        for ln in lines:
            if len(ln.spans) > 1:
                continue
            mid = (ln.bbox[1] + ln.bbox[3]) / 2
            best = min(anchors, key=lambda a: abs((a.bbox[1] + a.bbox[3]) / 2 - mid), default=None)
            near = best is not None and (
                max(best.bbox[1] - ln.bbox[3], ln.bbox[1] - best.bbox[3]) <= 0.9 * ln.size
            )
            if near and not is_heading_text(ln.text):
                rows[id(best)].append(ln)  # type: ignore[union-attr]
            else:
                loose.append([ln])
        out = list(rows.values()) + loose
        for row in out:
            row.sort(key=lambda ln: ln.bbox[1])
        return sorted(out, key=lambda r: min(ln.bbox[1] for ln in r))

    def _cluster_columns(self) -> list[_Column]:
        """Columns from the x-extents of header and data cells that overlap across rows.

        Header titles are often centred over left-aligned values, and some
        columns have no title (TI's symbol column), so header spans alone do not
        give the column edges.
        """
        spans = [s for ln in self.header_lines if is_table_header(ln) for s in ln.spans]
        spans += [s for row in self.data for ln in row if len(ln.spans) > 1 for s in ln.spans]
        clusters: list[_Column] = []
        for s in sorted(spans, key=lambda s: s.x0):
            if clusters and s.x0 < clusters[-1].x1 - 0.5:
                clusters[-1].x1 = max(clusters[-1].x1, s.x1)
            else:
                clusters.append(_Column(s.x0, s.x1))
        header_count = max(len(ln.spans) for ln in self.header_lines)
        if len(clusters) < header_count:  # a wide cell bridged columns: trust the header
            return [_Column(s.x0, s.x1) for s in self.header_lines[0].spans]
        return clusters

    def build(self, page: int) -> Block:
        columns = self._cluster_columns()
        grid: list[list[str]] = []
        for row_lines in [[h] for h in self.header_lines] + self._rows():
            row = [""] * len(columns)
            for line in row_lines:
                for s in line.spans:
                    k = _assign(columns, s)
                    row[k] = f"{row[k]} {s.text}".strip() if row[k] else s.text
            grid.append(row)
        width = len(columns)
        grid = [r + [""] * (width - len(r)) for r in grid]
        header_rows = len(self.header_lines)
        return Block(
            page=page,
            kind="table",
            text=table_markdown(grid, header_rows),
            bbox=union_box([ln.bbox for ln in self.lines]),
            lines=[ln.text for ln in self.lines],
            cells=grid,
            header_rows=header_rows,
        )
