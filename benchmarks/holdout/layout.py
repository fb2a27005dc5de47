"""A small page-layout kit on top of fpdf2 for the hold-out datasheets.

Every sheet imitates one vendor's look (running header/footer, table rulings,
fonts). Pages are laid out explicitly (no automatic page breaks) so that the
page numbers cited by the questions never move; any overflow raises.
"""

from __future__ import annotations

import os
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path

from fpdf import FPDF

# Debian's fonts-dejavu-core, fonts-dejavu-extra and fonts-liberation; SPECPROOF_TEST_FONT_DIRS
# (folders separated by os.pathsep) points elsewhere, e.g. to test a machine without them.
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
    "LiberationNarrow": ("LiberationSansNarrow-Regular.ttf", "LiberationSansNarrow-Bold.ttf"),
    "LiberationSerif": ("LiberationSerif-Regular.ttf", "LiberationSerif-Bold.ttf"),
}
# A fixed date keeps the generated files byte-identical from run to run.
FIXED_DATE = datetime(2024, 1, 15, 12, 0, 0, tzinfo=UTC)
MARGIN = 48.0
PAGE_BOTTOM = 842.0 - 56.0


class LayoutOverflow(RuntimeError):
    """Content does not fit where the sheet's author put it."""


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
    raise FileNotFoundError(f"font {name} not found in {FONT_DIRS}")


@dataclass(frozen=True, slots=True)
class Col:
    """A table column: header text, width in points, alignment (L, C, R)."""

    head: str
    width: float
    align: str = "L"


class Sheet(FPDF):
    """One datasheet document in one vendor style."""

    def __init__(self, style: Style, title: str) -> None:
        super().__init__(format="A4", unit="pt")
        self.style = style
        self.set_auto_page_break(False)
        self.set_margins(MARGIN, MARGIN, MARGIN)
        self.set_creation_date(FIXED_DATE)
        self.set_title(title)
        self.set_producer("holdout make_datasheets.py")
        self.family = style.font
        if style.font in FONT_FILES:
            regular, bold = FONT_FILES[style.font]
            self.add_font(style.font, "", str(_font_path(regular)))
            self.add_font(style.font, "B", str(_font_path(bold)))
        else:
            # core fonts are WinAnsi-encoded in the PDF, so cp1252 (bullets, dashes) is safe
            self.core_fonts_encoding = "windows-1252"

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
        self.set_xy(595 - MARGIN - 250, 24)
        self.cell(250, 10, s.header_right, align="R")
        self.set_draw_color(*s.rule_color)
        self.line(MARGIN, 37, 595 - MARGIN, 37)
        self.set_text_color(0, 0, 0)
        self.set_draw_color(0, 0, 0)
        self.set_y(MARGIN + 4)

    def footer(self) -> None:
        s = self.style
        self.set_font(self.family, "", 7.5)
        self.set_draw_color(*s.rule_color)
        self.line(MARGIN, 842 - 44, 595 - MARGIN, 842 - 44)
        self.set_draw_color(0, 0, 0)
        values = {"page": str(self.page_no()), "nb": "{nb}"}
        self.set_xy(MARGIN, 842 - 40)
        self.cell(330, 10, s.footer_left.format(**values))
        self.set_xy(595 - MARGIN - 150, 842 - 40)
        self.cell(150, 10, s.footer_right.format(**values), align="R")

    # ----------------------------------------------------------------- blocks
    def _room(self, height: float) -> None:
        if self.get_y() + height > PAGE_BOTTOM:
            raise LayoutOverflow(
                f"page {self.page_no()}: no room for {height:.0f} pt at y={self.get_y():.0f}"
            )

    def gap(self, points: float = 6) -> None:
        self.set_y(self.get_y() + points)

    def title_block(self, part: str, subtitle: str, tag: str = "") -> None:
        self._room(60)
        self.set_font(self.family, "B", 22)
        self.set_text_color(*self.style.accent)
        self.set_x(MARGIN)
        self.cell(0, 26, part, new_x="LMARGIN", new_y="NEXT")
        self.set_text_color(0, 0, 0)
        self.set_font(self.family, "B", 11.5)
        self.multi_cell(0, 14, subtitle, new_x="LMARGIN", new_y="NEXT")
        if tag:
            self.set_font(self.family, "", 8.5)
            self.cell(0, 12, tag, new_x="LMARGIN", new_y="NEXT")
        self.gap(4)

    def heading(self, text: str, size: float = 11.0) -> None:
        self._room(size + 10)
        self.gap(3)
        self.set_font(self.family, "B", size)
        self.set_text_color(*self.style.accent)
        self.set_x(MARGIN)
        self.cell(0, size + 4, text, new_x="LMARGIN", new_y="NEXT")
        self.set_text_color(0, 0, 0)
        self.gap(2)

    def para(self, text: str, size: float = 8.5, bold: bool = False) -> None:
        self.set_font(self.family, "B" if bold else "", size)
        lines = self.multi_cell(0, size + 3, text, dry_run=True, output="LINES")
        self._room(len(lines) * (size + 3))
        self.set_x(MARGIN)
        self.multi_cell(0, size + 3, text, new_x="LMARGIN", new_y="NEXT")
        self.gap(3)

    def bullets(self, items: Sequence[str], size: float = 8.5, mark: str = "•") -> None:
        for item in items:
            self.set_font(self.family, "", size)
            lines = self.multi_cell(
                595 - 2 * MARGIN - 12, size + 3, item, dry_run=True, output="LINES"
            )
            self._room(len(lines) * (size + 3))
            y = self.get_y()
            self.set_xy(MARGIN, y)
            self.cell(12, size + 3, mark)
            self.set_xy(MARGIN + 12, y)
            self.multi_cell(595 - 2 * MARGIN - 12, size + 3, item, new_x="LMARGIN", new_y="NEXT")
        self.gap(3)

    def lines(self, rows: Sequence[str], size: float = 9.0, spacing: float = 4.0) -> None:
        """Plain key-value lines, one per row (hobby-module manuals)."""
        self.set_font(self.family, "", size)
        for row in rows:
            self._room(size + spacing)
            self.set_x(MARGIN + 6)
            self.cell(0, size + spacing, row, new_x="LMARGIN", new_y="NEXT")
        self.gap(3)

    def leaders(
        self, rows: Sequence[tuple[str, str]], size: float = 8.5, width: float = 300
    ) -> None:
        """'Label ........ value' lines, filled with dots to one right edge."""
        self.set_font(self.family, "", size)
        for label, value in rows:
            self._room(size + 4)
            room = width - self.get_string_width(label + " " + value)
            dots = "." * max(3, int(room / self.get_string_width(".")))
            self.set_x(MARGIN)
            self.cell(0, size + 4, f"{label}{dots}{value}", new_x="LMARGIN", new_y="NEXT")
        self.gap(3)

    def caption(self, text: str) -> None:
        self._room(14)
        self.set_font(self.family, "B", 8.5)
        self.set_x(MARGIN)
        self.cell(0, 13, text, new_x="LMARGIN", new_y="NEXT")

    def table(
        self,
        cols: Sequence[Col],
        rows: Sequence[Sequence[str]],
        size: float = 7.5,
        head_rows: Sequence[Sequence[str]] = (),
        bold_rows: Sequence[int] = (),
        row_height: float | None = None,
    ) -> None:
        """A ruled table; every cell is one line (shrunk to fit, else raises).

        ``head_rows`` are extra header lines above the column heads (group
        titles such as "I2C fast mode"; "<" extends the cell on its left); a row with one cell spans the table
        (a section row such as "POWER SUPPLY")."""
        height = row_height or size + 5
        total = sum(c.width for c in cols)
        self._room(height * (len(rows) + 1 + len(head_rows)))
        for head in head_rows:
            self._group_row(cols, head, size, height)
        self._row(cols, [c.head for c in cols], size, height, bold=True, fill=True)
        for i, row in enumerate(rows):
            if len(row) == 1:
                self._span_row(total, row[0], size, height)
            else:
                self._row(cols, row, size, height, bold=i in bold_rows, fill=False)
        self.gap(5)

    def _span_row(self, total: float, text: str, size: float, height: float) -> None:
        self.set_font(self.family, "B", size)
        self.set_x(MARGIN)
        self.cell(
            total, height, text, border=1 if self.style.grid else "B", new_x="LMARGIN", new_y="NEXT"
        )

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
        self.set_font(self.family, "B" if bold else "", size)
        fill_color = self.style.table_fill if fill else None
        if fill_color:
            self.set_fill_color(*fill_color)
        x, y = MARGIN, self.get_y()
        for col, text in zip(cols, cells, strict=True):
            self._fit(text, col.width, size, bold)
            self.set_xy(x, y)
            border: int | str = 1 if self.style.grid else "TB"
            self.cell(
                col.width, height, text, border=border, align=col.align, fill=bool(fill_color)
            )
            x += col.width
        self.set_xy(MARGIN, y + height)

    def _group_row(
        self, cols: Sequence[Col], cells: Sequence[str], size: float, height: float
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
            [Col("", w, a) for _, w, a in merged], [m[0] for m in merged], size, height, True, True
        )

    def _fit(self, text: str, width: float, size: float, bold: bool) -> None:
        """Shrink the font of one cell until it fits, as vendors do for crowded tables."""
        shrunk = size
        self.set_font(self.family, "B" if bold else "", shrunk)
        while self.get_string_width(text) > width - 3:
            shrunk -= 0.25
            if shrunk < 5.5:
                raise LayoutOverflow(f"page {self.page_no()}: {text!r} wider than {width} pt")
            self.set_font(self.family, "B" if bold else "", shrunk)


def save(sheet: Sheet, path: Path) -> Path:
    sheet.output(str(path))
    return path
