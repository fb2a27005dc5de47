"""A small page-layout kit on top of fpdf2 for the hundred-and-fifty-ninth hold-out datasheets.

A verbatim copy of ../holdout69/layout.py (so later edits there cannot change these PDFs).
What the kit offers:

- symbols with real subscripts and superscripts in table cells and lines
  (``V_{GS(th)}``, ``T_{j}``, ``x^{2)}``): drawn smaller and shifted, as vendor
  PDFs do, so the text layer carries ``VGS(th)`` and not a markup string;
- multi-line cells (a parameter name split over two lines, several stacked
  conditions with their values in one row, a two-line column head),
  vertically centred like most vendors' tables;
- side-by-side columns (a description beside a feature list);
- DejaVu copies that also map full-width punctuation of Japanese and Chinese
  sheets to glyphs;
- landscape pages.

Every sheet imitates one vendor's look (running header/footer, table rulings,
fonts). Pages are laid out explicitly (no automatic page breaks) so that the
page numbers cited by the questions never move; any overflow raises, and so
does a character the chosen font has no glyph for.
"""

from __future__ import annotations

import atexit
import copy
import itertools
import os
import re
import shutil
import tempfile
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path

from fontTools.ttLib import TTFont
from fpdf import FPDF

# Debian's fonts-dejavu-core, fonts-dejavu-extra and fonts-liberation; SPECPROOF_TEST_FONT_DIRS (folders separated
# by os.pathsep) points elsewhere, e.g. to test a machine without them.
FONT_DIRS = tuple(
    Path(folder)
    for folder in os.environ.get(
        "SPECPROOF_TEST_FONT_DIRS",
        os.pathsep.join(
            ("/usr/share/fonts/truetype/dejavu", "/usr/share/fonts/truetype/liberation")
        ),
    ).split(os.pathsep)
    if folder
)
FONT_FILES = {
    "DejaVu": ("DejaVuSans.ttf", "DejaVuSans-Bold.ttf"),
    "DejaVuCond": ("DejaVuSansCondensed.ttf", "DejaVuSansCondensed-Bold.ttf"),
    "Liberation": ("LiberationSans-Regular.ttf", "LiberationSans-Bold.ttf"),
    "LiberationSerif": ("LiberationSerif-Regular.ttf", "LiberationSerif-Bold.ttf"),
    "DejaVuFW": ("DejaVuSans.ttf", "DejaVuSans-Bold.ttf"),  # + full-width punctuation
    "LiberationNarrow": ("LiberationSansNarrow-Regular.ttf", "LiberationSansNarrow-Bold.ttf"),
    "DejaVuSerif": ("DejaVuSerif.ttf", "DejaVuSerif-Bold.ttf"),
}
# full-width code point -> look-alike whose outline it borrows (centred in 1 em)
FULL_WIDTH = {
    0xFF1A: ":",
    0xFF5E: "~",
    0xFF0C: ",",
    0x3001: ",",
    0xFF08: "(",
    0xFF09: ")",
    0xFF1C: "<",
    0xFF1E: ">",
    0xFF1B: ";",
    0xFF05: "%",
    0xFF0B: "+",
    0xFF1D: "=",
    0xFF0D: "-",
    0x30FB: "\u00b7",
}
# A fixed date keeps the generated files byte-identical from run to run.
FIXED_DATE = datetime(2024, 1, 15, 12, 0, 0, tzinfo=UTC)
PAGE_W, PAGE_H = 595.0, 842.0  # A4 portrait; landscape swaps them
MARGIN = 48.0
SCRIPT = re.compile(r"([_^])\{([^}]*)\}")


class LayoutOverflow(RuntimeError):
    """Content does not fit where the sheet's author put it."""


class MissingGlyph(RuntimeError):
    """The chosen font cannot draw a character of the sheet's text."""


@dataclass(frozen=True, slots=True)
class Style:
    """The look of one vendor's sheets."""

    font: str  # key of FONT_FILES, or "Helvetica" (core font, not embedded)
    header_left: str = ""
    header_right: str = ""
    footer_left: str = ""
    footer_right: str = "{page}"  # {page} and {nb} are filled in
    rule_color: tuple[int, int, int] = (0, 0, 0)
    table_fill: tuple[int, int, int] | None = (220, 220, 220)
    accent: tuple[int, int, int] = (0, 0, 0)
    grid: bool = True  # full cell borders, else only horizontal rules


def _font_path(name: str) -> Path:
    for folder in FONT_DIRS:
        if (folder / name).exists():
            return folder / name
    raise FileNotFoundError(
        f"font {name} not found in {', '.join(map(str, FONT_DIRS))}; "
        "install the Debian packages fonts-dejavu-core, fonts-dejavu-extra and fonts-liberation"
    )


_FW_DIR = Path(tempfile.mkdtemp(prefix="holdout159-fonts-"))
atexit.register(shutil.rmtree, _FW_DIR, ignore_errors=True)


def _full_width_font(name: str) -> Path:
    """A copy of a DejaVu face whose cmap also covers FULL_WIDTH (deterministic)."""
    out = _FW_DIR / name
    if out.exists():
        return out
    font = TTFont(str(_font_path(name)), recalcTimestamp=False)
    glyf, hmtx = font["glyf"], font["hmtx"]
    cmap = font.getBestCmap()
    upm = font["head"].unitsPerEm
    order = list(font.getGlyphOrder())
    for cp, look_alike in sorted(FULL_WIDTH.items()):
        base = cmap[ord(look_alike)]
        glyph_name = f"uni{cp:04X}"
        glyph = copy.deepcopy(glyf[base])
        advance, lsb = hmtx[base]
        shift = (upm - advance) // 2
        if glyph.numberOfContours > 0:
            glyph.coordinates.translate((shift, 0))
            glyph.recalcBounds(glyf)
        order.append(glyph_name)
        glyf.glyphs[glyph_name] = glyph
        hmtx[glyph_name] = (upm, lsb + shift)
        for table in font["cmap"].tables:
            if table.isUnicode():
                table.cmap[cp] = glyph_name
    font.setGlyphOrder(order)
    font["maxp"].numGlyphs = len(order)
    font.save(str(out))
    return out


@dataclass(frozen=True, slots=True)
class Col:
    """A table column: header text, width in points, alignment (L, C, R)."""

    head: str
    width: float
    align: str = "L"


def _segments(text: str) -> list[tuple[str, str]]:
    """Split ``V_{GS}^{1)}`` markup into (text, "" | "_" | "^") runs."""
    out: list[tuple[str, str]] = []
    pos = 0
    for m in SCRIPT.finditer(text):
        if m.start() > pos:
            out.append((text[pos : m.start()], ""))
        out.append((m.group(2), m.group(1)))
        pos = m.end()
    if pos < len(text):
        out.append((text[pos:], ""))
    return out


def plain(text: str) -> str:
    """The characters a reader sees (markup removed)."""
    return SCRIPT.sub(r"\2", text)


class Sheet(FPDF):
    """One datasheet document in one vendor style."""

    def __init__(self, style: Style, title: str, landscape: bool = False) -> None:
        super().__init__(orientation="L" if landscape else "P", format="A4", unit="pt")
        self.page_w, self.page_h = (PAGE_H, PAGE_W) if landscape else (PAGE_W, PAGE_H)
        self.style = style
        self.set_auto_page_break(False)
        self.set_margins(MARGIN, MARGIN, MARGIN)
        self.set_creation_date(FIXED_DATE)
        self.set_title(title)
        self.set_producer("holdout159 make_datasheets.py")
        self.family = style.font
        self._x0 = MARGIN
        self._w = self.page_w - 2 * MARGIN
        self._cmaps: dict[str, set[int]] = {}
        if style.font in FONT_FILES:
            regular, bold = FONT_FILES[style.font]
            find = _full_width_font if style.font == "DejaVuFW" else _font_path
            self.add_font(style.font, "", str(find(regular)))
            self.add_font(style.font, "B", str(find(bold)))
        else:
            # core fonts are WinAnsi-encoded in the PDF, so cp1252 (bullets, dashes) is safe
            self.core_fonts_encoding = "windows-1252"

    def normalize_text(self, text: str) -> str:
        if self.is_ttf_font:
            key = self.current_font.fontkey
            if key not in self._cmaps:
                self._cmaps[key] = set(self.current_font.ttfont.getBestCmap())
            missing = sorted({c for c in text if ord(c) not in self._cmaps[key] and c != "\n"})
            if missing:
                raise MissingGlyph(f"font {key} has no glyph for {missing!r} in {text!r}")
        return super().normalize_text(text)

    # ----------------------------------------------------------- page furniture
    def header(self) -> None:
        s = self.style
        if not (s.header_left or s.header_right):
            self.set_y(MARGIN)
            return
        self.set_font(self.family, "", 7.5)
        self.set_text_color(*s.accent)
        self.set_xy(MARGIN, 24)
        self.cell(250, 10, s.header_left)
        self.set_xy(self.page_w - MARGIN - 250, 24)
        self.cell(250, 10, s.header_right, align="R")
        self.set_draw_color(*s.rule_color)
        self.line(MARGIN, 37, self.page_w - MARGIN, 37)
        self.set_text_color(0, 0, 0)
        self.set_draw_color(0, 0, 0)
        self.set_y(MARGIN + 4)

    def footer(self) -> None:
        s = self.style
        self.set_font(self.family, "", 7)
        self.set_draw_color(*s.rule_color)
        bottom = self.page_h
        self.line(MARGIN, bottom - 44, self.page_w - MARGIN, bottom - 44)
        self.set_draw_color(0, 0, 0)
        values = {"page": str(self.page_no()), "nb": "{nb}"}
        self.set_xy(MARGIN, bottom - 40)
        self.cell(380, 10, s.footer_left.format(**values))
        self.set_xy(self.page_w - MARGIN - 100, bottom - 40)
        self.cell(100, 10, s.footer_right.format(**values), align="R")

    # ---------------------------------------------------------------- columns
    @contextmanager
    def column(self, x: float, width: float) -> Iterator[None]:
        """Lay the blocks inside out in a column of the page."""
        saved = (self._x0, self._w, self.l_margin, self.r_margin)
        self._x0, self._w = x, width
        self.set_left_margin(x)
        self.set_right_margin(self.page_w - x - width)
        try:
            yield
        finally:
            self._x0, self._w = saved[0], saved[1]
            self.set_left_margin(saved[2])
            self.set_right_margin(saved[3])

    def side_by_side(
        self,
        left: Callable[[], None],
        right: Callable[[], None],
        split: float,
        gap: float = 16,
        box: bool = False,
    ) -> None:
        """Two columns started at the same height; optionally framed as one box."""
        y0 = self.get_y()
        pad = 6 if box else 0
        if box:
            self.set_y(y0 + pad)
        with self.column(self._x0 + pad, split - pad):
            left()
        y_left = self.get_y()
        self.set_y(y0 + pad)
        with self.column(self._x0 + split + gap, self._w - split - gap - pad):
            right()
        bottom = max(y_left, self.get_y())
        if box:
            self.set_draw_color(*self.style.rule_color)
            self.rect(self._x0, y0, self._w, bottom - y0 + pad)
            self.line(self._x0 + split + gap / 2, y0, self._x0 + split + gap / 2, bottom + pad)
            self.set_draw_color(0, 0, 0)
            bottom += pad
        self.set_xy(self._x0, bottom + 4)

    # ----------------------------------------------------------------- blocks
    def _room(self, height: float) -> None:
        if self.get_y() + height > self.page_h - 56:
            raise LayoutOverflow(
                f"page {self.page_no()}: no room for {height:.0f} pt at y={self.get_y():.0f}"
            )

    def gap(self, points: float = 6) -> None:
        self.set_y(self.get_y() + points)

    def title_block(self, part: str, subtitle: str, tag: str = "", size: float = 22) -> None:
        self._room(60)
        self.set_font(self.family, "B", size)
        self.set_text_color(*self.style.accent)
        self.set_x(self._x0)
        self.cell(self._w, size + 4, part, new_x="LMARGIN", new_y="NEXT")
        self.set_text_color(0, 0, 0)
        self.set_font(self.family, "B", 11.5)
        self.multi_cell(self._w, 14, subtitle, new_x="LMARGIN", new_y="NEXT")
        if tag:
            self.set_font(self.family, "", 8.5)
            self.multi_cell(self._w, 11, tag, new_x="LMARGIN", new_y="NEXT")
        self.gap(4)

    def heading(self, text: str, size: float = 11.0, rule: bool = False) -> None:
        self._room(size + 10)
        self.gap(3)
        self.set_font(self.family, "B", size)
        self.set_text_color(*self.style.accent)
        self.set_x(self._x0)
        self.cell(self._w, size + 4, text, new_x="LMARGIN", new_y="NEXT")
        self.set_text_color(0, 0, 0)
        if rule:
            self.set_draw_color(*self.style.rule_color)
            self.line(self._x0, self.get_y(), self._x0 + self._w, self.get_y())
            self.set_draw_color(0, 0, 0)
        self.gap(2)

    def para(self, text: str, size: float = 8.5, bold: bool = False, align: str = "L") -> None:
        self.set_font(self.family, "B" if bold else "", size)
        lines = self.multi_cell(self._w, size + 3, text, dry_run=True, output="LINES")
        self._room(len(lines) * (size + 3))
        self.set_x(self._x0)
        self.multi_cell(self._w, size + 3, text, align=align, new_x="LMARGIN", new_y="NEXT")
        self.gap(3)

    def bullets(self, items: Sequence[str], size: float = 8.5, mark: str = "•") -> None:
        indent = 12.0
        for item in items:
            level = 1 if item.startswith("  ") else 0
            text = item.strip()
            x = self._x0 + indent * level
            width = self._w - indent * (level + 1)
            self.set_font(self.family, "", size)
            lines = self.multi_cell(width, size + 3, text, dry_run=True, output="LINES")
            self._room(len(lines) * (size + 3))
            y = self.get_y()
            self.set_xy(x, y)
            self.cell(indent, size + 3, "–" if level and mark == "•" else mark)
            self.set_xy(x + indent, y)
            self.multi_cell(width, size + 3, text, new_x="LMARGIN", new_y="NEXT")
        self.gap(3)

    def lines(self, rows: Sequence[str], size: float = 9.0, spacing: float = 4.0) -> None:
        """Plain lines, one per row (key-value lists, spec summaries); markup allowed."""
        for row in rows:
            self._room(size + spacing)
            y = self.get_y()
            self._rich(self._x0 + 6, y, self._w - 6, size + spacing, row, "L", size, False)
            self.set_xy(self._x0, y + size + spacing)
        self.gap(3)

    def leaders(self, rows: Sequence[tuple[str, str]], size: float = 8.5) -> None:
        """'Label ........ value' lines, filled with dots to the column's right edge."""
        self.set_font(self.family, "", size)
        for label, value in rows:
            self._room(size + 4)
            room = self._w - self.get_string_width(plain(label) + " " + plain(value)) - 4
            dots = "." * max(3, int(room / self.get_string_width(".")))
            y = self.get_y()
            self._rich(self._x0, y, self._w, size + 4, f"{label}{dots}{value}", "L", size, False)
            self.set_xy(self._x0, y + size + 4)
        self.gap(3)

    def caption(self, text: str, size: float = 8.5) -> None:
        self._room(size + 5)
        self.set_font(self.family, "B", size)
        self.set_x(self._x0)
        self.cell(self._w, size + 4.5, text, new_x="LMARGIN", new_y="NEXT")

    # ------------------------------------------------------------------ tables
    def table(
        self,
        cols: Sequence[Col],
        rows: Sequence[Sequence[str]],
        size: float = 7.5,
        head_rows: Sequence[Sequence[str]] = (),
        bold_rows: Sequence[int] = (),
        row_height: float | None = None,
        head_fill: bool = True,
        show_head: bool = True,
    ) -> None:
        """A ruled table. Cells may hold ``\\n`` (several lines, vertically centred)
        and ``_{sub}`` / ``^{sup}`` markup; a too-wide line is shrunk to fit, else raises.

        ``head_rows`` are extra header lines above the column heads (group
        titles such as "Values"; "<" extends the cell on its left); a row with one
        cell spans the table (a section row such as "Static characteristics");
        ``show_head=False`` draws a plain two-column list without a head row."""
        base = row_height or size + 5
        total = sum(c.width for c in cols)
        heights = [self._height([c.head for c in cols], size, base) if show_head else 0.0]
        heights += [self._height(r, size, base) for r in rows]
        self._room(sum(heights) + base * len(head_rows))
        for head in head_rows:
            self._group_row(cols, head, size, base, head_fill)
        if show_head:
            self._row(cols, [c.head for c in cols], size, heights[0], True, head_fill)
        for i, row in enumerate(rows):
            if len(row) == 1:
                self._row([Col("", total)], row, size, heights[i + 1], True, False)
            else:
                self._row(cols, row, size, heights[i + 1], i in bold_rows, False)
        self.gap(5)

    @staticmethod
    def _height(cells: Sequence[str], size: float, base: float) -> float:
        n = max(len(c.split("\n")) for c in cells)
        return base if n == 1 else max(base, n * (size + 2.5) + 3)

    def _row(
        self,
        cols: Sequence[Col],
        cells: Sequence[str],
        size: float,
        height: float,
        bold: bool,
        fill: bool,
    ) -> None:
        if len(cells) != len(cols):
            raise ValueError(f"row has {len(cells)} cells for {len(cols)} columns: {cells}")
        fill_color = self.style.table_fill if fill else None
        x, y = self._x0, self.get_y()
        line_h = size + 2.5
        for col, text in zip(cols, cells, strict=True):
            if fill_color:
                self.set_fill_color(*fill_color)
                self.rect(x, y, col.width, height, "F")
            self._border(x, y, col.width, height)
            parts = text.split("\n")
            top = y + (height - len(parts) * line_h) / 2
            for n, part in enumerate(parts):
                self._rich(x, top + n * line_h, col.width, line_h, part, col.align, size, bold)
            x += col.width
        self.set_xy(self._x0, y + height)

    def _border(self, x: float, y: float, w: float, h: float) -> None:
        self.set_draw_color(*self.style.rule_color)
        if self.style.grid:
            self.rect(x, y, w, h)
        else:
            self.line(x, y, x + w, y)
            self.line(x, y + h, x + w, y + h)
        self.set_draw_color(0, 0, 0)

    def _group_row(
        self, cols: Sequence[Col], cells: Sequence[str], size: float, height: float, fill: bool
    ) -> None:
        """A header line where a cell followed by "<" cells spans those columns too."""
        merged: list[tuple[str, float, str]] = []
        for col, text in zip(cols, cells, strict=True):
            if text == "<" and merged:
                head, width, _ = merged[-1]
                merged[-1] = (head, width + col.width, "C")
            else:
                merged.append((text, col.width, col.align))
        self._row(
            [Col("", w, a) for _, w, a in merged], [m[0] for m in merged], size, height, True, fill
        )

    # ------------------------------------------------------------- rich text
    def _rich(
        self, x: float, y: float, w: float, h: float, text: str, align: str, size: float, bold: bool
    ) -> None:
        """One line of text with optional sub/superscripts, shrunk to fit the width."""
        style = "B" if bold else ""
        segs = _segments(text)
        shrunk = size
        while self._width(segs, shrunk, style) > w - 3:
            shrunk -= 0.25
            if shrunk < 5.0:
                raise LayoutOverflow(f"page {self.page_no()}: {plain(text)!r} wider than {w} pt")
        total = self._width(segs, shrunk, style)
        if align == "C":
            cx = x + (w - total) / 2
        elif align == "R":
            cx = x + w - 1.5 - total
        else:
            cx = x + 1.5
        baseline = y + h / 2 + shrunk * 0.35
        for text_run, kind in segs:
            run_size = shrunk * (0.72 if kind else 1.0)
            shift = {"": 0.0, "_": shrunk * 0.22, "^": -shrunk * 0.33}[kind]
            self.set_font(self.family, style, run_size)
            self.text(cx, baseline + shift, text_run)
            cx += self.get_string_width(text_run)
        self.set_font(self.family, style, size)

    def _width(self, segs: Sequence[tuple[str, str]], size: float, style: str) -> float:
        width = 0.0
        for text_run, kind in segs:
            self.set_font(self.family, style, size * (0.72 if kind else 1.0))
            width += self.get_string_width(text_run)
        return width

    # ----------------------------------------------------------------- figure
    def figure(
        self,
        caption: str,
        x_label: str,
        y_label: str,
        x_ticks: Sequence[str],
        y_ticks: Sequence[str],
        curves: Sequence[tuple[str, Sequence[tuple[float, float]]]],
        notes: Sequence[str] = (),
        height: float = 120,
        width: float = 260,
    ) -> None:
        """A typical-characteristics plot: framed axes, grid, tick labels, a rotated
        y label, polylines (points in 0..1 of the frame) and a text legend."""
        self._room(height + 44)
        x0, y0 = self._x0 + 52, self.get_y() + 6
        self.set_draw_color(205, 205, 205)
        for i in range(1, len(x_ticks) - 1):
            x = x0 + width * i / (len(x_ticks) - 1)
            self.line(x, y0, x, y0 + height)
        for i in range(1, len(y_ticks) - 1):
            y = y0 + height - height * i / (len(y_ticks) - 1)
            self.line(x0, y, x0 + width, y)
        self.set_draw_color(0, 0, 0)
        self.rect(x0, y0, width, height)
        self.set_font(self.family, "", 6.5)
        for i, tick in enumerate(x_ticks):
            x = x0 + width * i / (len(x_ticks) - 1)
            self.set_xy(x - 18, y0 + height + 1)
            self.cell(36, 8, tick, align="C")
        for i, tick in enumerate(y_ticks):
            y = y0 + height - height * i / (len(y_ticks) - 1)
            self.set_xy(x0 - 34, y - 4)
            self.cell(32, 8, tick, align="R")
        self.set_font(self.family, "B", 7)
        self.set_xy(x0, y0 + height + 10)
        self.cell(width, 9, x_label, align="C")
        with self.rotation(90, x0 - 40, y0 + height / 2):
            self.set_xy(x0 - 40 - height / 2, y0 + height / 2 - 9)
            self.cell(height, 9, y_label, align="C")
        dashes = [(0, 0), (3, 2), (1, 1.5), (5, 2)]
        self.set_font(self.family, "", 6.5)
        for n, (label, points) in enumerate(curves):
            self.set_dash_pattern(*dashes[n % len(dashes)])
            self.set_line_width(0.9)
            xy = [(x0 + width * px, y0 + height - height * py) for px, py in points]
            for a, b in itertools.pairwise(xy):
                self.line(a[0], a[1], b[0], b[1])
            lx, ly = x0 + width + 12, y0 + 6 + 11 * n
            self.line(lx, ly + 4, lx + 16, ly + 4)
            self.set_dash_pattern()
            self.set_line_width(0.2)
            self.set_xy(lx + 19, ly)
            self.cell(110, 8, label)
        for n, note in enumerate(notes):
            self.set_xy(x0 + width + 12, y0 + height - 12 - 9 * (len(notes) - 1 - n))
            self.cell(110, 8, note)
        self.set_xy(self._x0, y0 + height + 22)
        self.caption(caption)
        self.gap(4)


def revision_table(s: Sheet, rows: list[list[str]], widths: tuple[float, float, float]) -> None:
    """The revision-history table every sheet ends with."""
    s.table(
        [Col("Date", widths[0]), Col("Version", widths[1], "C"), Col("Description", widths[2])],
        rows,
    )


def save(sheet: Sheet, path: Path) -> Path:
    sheet.output(str(path))
    return path
