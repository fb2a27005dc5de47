"""Page images with the quoted evidence boxed, rendered with pypdfium2.

The quote is located the way the benchmark checks evidence: both the page's
characters and the quote are normalised (NFKC, lowercase, only ``[a-z0-9.]``),
so differences in spacing or line breaks between the parser's text and the
PDF's own character stream do not matter. Each match is boxed line by line.
"""

from __future__ import annotations

import ctypes
import io
import math
import re
import threading
import unicodedata
from collections import OrderedDict
from dataclasses import dataclass
from pathlib import Path

import pypdfium2 as pdfium
import pypdfium2.raw as pdfium_c
from PIL import Image, ImageDraw

from specproof.errors import TooLarge

# PDFium is not thread-safe: every call into it goes through this lock.
_PDFIUM = threading.Lock()
DEFAULT_MAX_MPX = 16.0  # a letter page at scale 3 is 4.4 Mpx, an A1 sheet at 1.5 9 Mpx
_KEEP = re.compile(r"[a-z0-9.]")
MAX_MATCHES = 20
FILL = (255, 221, 0, 90)
OUTLINE = (214, 40, 40, 255)

PixelBox = tuple[float, float, float, float]  # left, top, right, bottom in image pixels


@dataclass(slots=True)
class RenderedPage:
    png: bytes
    matches: int  # how many occurrences of the quote were boxed (0 when none was asked)
    width: int
    height: int


def norm_char(ch: str) -> str:
    """What one character contributes to normalised text (maybe nothing, maybe several)."""
    return "".join(_KEEP.findall(unicodedata.normalize("NFKC", ch).lower()))


def norm_text(text: str) -> str:
    return "".join(_KEEP.findall(unicodedata.normalize("NFKC", text).lower()))


class PageRenderer:
    """Renders pages of PDFs on disk; keeps the last few images in memory."""

    def __init__(self, cache_size: int = 48, max_mpx: float = DEFAULT_MAX_MPX) -> None:
        self._cache: OrderedDict[tuple, RenderedPage] = OrderedDict()
        self._cache_size = cache_size
        self._cache_lock = threading.Lock()
        self.max_pixels = int(max_mpx * 1_000_000)

    def render(self, pdf: Path, page: int, highlight: str = "", scale: float = 1.5) -> RenderedPage:
        stat = pdf.stat()
        key = (str(pdf), stat.st_mtime_ns, page, highlight, scale)
        with self._cache_lock:
            if key in self._cache:
                self._cache.move_to_end(key)
                return self._cache[key]
        rendered = render_page(pdf, page, highlight, scale, self.max_pixels)
        with self._cache_lock:
            self._cache[key] = rendered
            while len(self._cache) > self._cache_size:
                self._cache.popitem(last=False)
        return rendered


def page_count(pdf: Path) -> int:
    with _PDFIUM:
        doc = pdfium.PdfDocument(pdf)
        try:
            return len(doc)
        finally:
            doc.close()


def render_page(
    pdf: Path,
    page_number: int,
    highlight: str = "",
    scale: float = 1.5,
    max_pixels: int = int(DEFAULT_MAX_MPX * 1_000_000),
) -> RenderedPage:
    """PNG of one 1-based page; every occurrence of ``highlight`` boxed.

    Raises :class:`TooLarge` before rendering when the image would have more than
    ``max_pixels`` pixels: a 1 KB PDF may declare a 14400 pt square page, which at scale
    1.5 is a 1.9 GB bitmap (and more again for the highlight overlay and the PNG).
    """
    with _PDFIUM:
        doc = pdfium.PdfDocument(pdf)
        try:
            page = doc[page_number - 1]
            try:
                check_pixels(page.get_width(), page.get_height(), scale, max_pixels)
                image = page.render(scale=scale).to_pil().convert("RGB")
                boxes = _quote_boxes(page, highlight, image.size) if norm_text(highlight) else []
            finally:
                page.close()
        finally:
            doc.close()
    if boxes:
        image = _draw_boxes(image, boxes, pad=max(2.0, 2 * scale))
    buf = io.BytesIO()
    image.save(buf, format="PNG", optimize=False, compress_level=6)
    matches = len({b[0] for b in boxes})
    return RenderedPage(buf.getvalue(), matches, image.width, image.height)


def check_pixels(width_pt: float, height_pt: float, scale: float, max_pixels: int) -> None:
    """Raise :class:`TooLarge` when a page of this size in points is too big at ``scale``."""
    pixels = (width_pt * scale + 1) * (height_pt * scale + 1)  # rounded up, as PDFium does
    if not (math.isfinite(pixels) and width_pt > 0 and height_pt > 0 and pixels <= max_pixels):
        largest = math.sqrt(max_pixels / max(width_pt * height_pt, 1e-9)) * 0.99
        hint = f"; the largest scale for it is {largest:.2f}" if math.isfinite(largest) else ""
        raise TooLarge(
            f"the page is {width_pt:.0f} x {height_pt:.0f} pt: {pixels / 1e6:.1f} Mpx at scale"
            f" {scale:g}, over the {max_pixels / 1e6:g} Mpx limit{hint}"
        )


def _quote_boxes(
    page: pdfium.PdfPage, quote: str, size: tuple[int, int]
) -> list[tuple[int, PixelBox]]:
    """(match number, pixel box) for each line of each occurrence of the quote."""
    textpage = page.get_textpage()
    try:
        chars = _page_chars(textpage)
        needle = norm_text(quote)
        # Content-stream order first; then visual reading order, which is how pdftotext -layout
        # (and the parser's quotes) read tables whose cells are stored column by column.
        for ordered in (chars, _visual_order(chars)):
            flat, owners = _normalised(ordered)
            spans = _find_all(flat, needle)
            if spans:
                break
        out: list[tuple[int, PixelBox]] = []
        for n, (start, end) in enumerate(spans):
            picked = list(dict.fromkeys(owners[start:end]))
            rects = [_char_rect(page, c, size) for c in picked]
            out += [(n, box) for box in _merge_lines([r for r in rects if r is not None])]
        return out
    finally:
        textpage.close()


@dataclass(slots=True, eq=False)
class _Char:
    order: int  # index in the content stream
    text: str  # normalised (may be empty)
    box: tuple[float, float, float, float]  # left, bottom, right, top in PDF points

    @property
    def middle(self) -> float:
        return (self.box[1] + self.box[3]) / 2

    @property
    def height(self) -> float:
        return self.box[3] - self.box[1]

    def __hash__(self) -> int:
        return self.order


def _page_chars(textpage: pdfium.PdfTextPage) -> list[_Char]:
    chars = []
    for i in range(textpage.count_chars()):
        code = pdfium_c.FPDFText_GetUnicode(textpage.raw, i)
        text = norm_char(chr(code)) if 0 < code < 0x110000 else ""
        if text:
            chars.append(_Char(i, text, textpage.get_charbox(i)))
    return chars


def _visual_order(chars: list[_Char]) -> list[_Char]:
    """Top to bottom by visual line, left to right within a line.

    A character joins the line above it while its middle is not clearly below that line's
    bottom, so periods (tiny boxes on the baseline) and subscripts stay in their line.
    """
    lines: list[list[_Char]] = []
    bottom = height = 0.0
    for ch in sorted(chars, key=lambda c: -c.middle):
        if lines and ch.middle >= bottom - 0.25 * height:
            lines[-1].append(ch)
            bottom, height = min(bottom, ch.box[1]), max(height, ch.height)
        else:
            lines.append([ch])
            bottom, height = ch.box[1], ch.height
    return [ch for line in lines for ch in sorted(line, key=lambda c: c.box[0])]


def _normalised(chars: list[_Char]) -> tuple[str, list[_Char]]:
    """The normalised text of ``chars`` and, for each of its characters, the char it came from."""
    owners: list[_Char] = []
    for ch in chars:
        owners += [ch] * len(ch.text)
    return "".join(ch.text for ch in chars), owners


def _find_all(haystack: str, needle: str) -> list[tuple[int, int]]:
    spans: list[tuple[int, int]] = []
    start = haystack.find(needle)
    while start >= 0 and len(spans) < MAX_MATCHES:
        spans.append((start, start + len(needle)))
        start = haystack.find(needle, start + len(needle))
    return spans


def _char_rect(page: pdfium.PdfPage, ch: _Char, size: tuple[int, int]) -> PixelBox | None:
    left, bottom, right, top = ch.box
    if right <= left and top <= bottom:
        return None
    # Page to device coordinates through PDFium itself: crop boxes and rotation included.
    x0, y0 = _to_device(page, left, top, size)
    x1, y1 = _to_device(page, right, bottom, size)
    return (min(x0, x1), min(y0, y1), max(x0, x1), max(y0, y1))


def _to_device(page: pdfium.PdfPage, x: float, y: float, size: tuple[int, int]) -> tuple[int, int]:
    dx, dy = ctypes.c_int(), ctypes.c_int()
    pdfium_c.FPDF_PageToDevice(
        page.raw, 0, 0, size[0], size[1], 0, x, y, ctypes.byref(dx), ctypes.byref(dy)
    )
    return dx.value, dy.value


def _merge_lines(rects: list[PixelBox]) -> list[PixelBox]:
    """Union the character boxes that sit on one visual line (one box per line)."""
    lines: list[PixelBox] = []
    for rect in rects:
        for n, line in enumerate(lines):
            if _same_line(line, rect):
                lines[n] = (
                    min(line[0], rect[0]),
                    min(line[1], rect[1]),
                    max(line[2], rect[2]),
                    max(line[3], rect[3]),
                )
                break
        else:
            lines.append(rect)
    return lines


def _same_line(a: PixelBox, b: PixelBox) -> bool:
    mid_a, mid_b = (a[1] + a[3]) / 2, (b[1] + b[3]) / 2
    height = max(a[3] - a[1], b[3] - b[1], 1.0)
    return abs(mid_a - mid_b) < height * 0.6


def _draw_boxes(image: Image.Image, boxes: list[tuple[int, PixelBox]], pad: float) -> Image.Image:
    overlay = Image.new("RGBA", image.size, (0, 0, 0, 0))
    draw = ImageDraw.Draw(overlay)
    for _, (x0, y0, x1, y1) in boxes:
        rect = (x0 - pad, y0 - pad, x1 + pad, y1 + pad)
        draw.rectangle(rect, fill=FILL, outline=OUTLINE, width=max(2, int(pad)))
    return Image.alpha_composite(image.convert("RGBA"), overlay).convert("RGB")
