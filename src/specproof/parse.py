"""PDF parsing: pages of visual lines and blocks (heading, paragraph, list, table).

The default :class:`PdfiumParser` reads pypdfium2 character boxes and rebuilds
visual lines the way ``pdftotext -layout`` does, so a quote cut from one of our
lines can be found again on the page by anyone with poppler. Tables are found
from column alignment under a header line (Parameter / Symbol / Min / Typ /
Max / Unit ...), which needs no extra library and runs at hundreds of pages/s.

Coordinates: bbox = (x0, top, x1, bottom) in PDF points, origin top-left.
Page numbers are 1-based everywhere.
"""

from __future__ import annotations

import bisect
import ctypes
import itertools
import math
import re
import statistics
import unicodedata
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from typing import Protocol

import pypdfium2 as pdfium
import pypdfium2.raw as pdfium_c

from specproof.errors import RejectedDocument
from specproof.records import Block, Line, Page, ParsedPdf, Span

__all__ = [
    "Parser",
    "PdfiumParser",
    "build_blocks",
    "build_lines",
    "get_parser",
    "is_heading_text",
    "parse_pdf",
]


class Parser(Protocol):
    name: str

    def parse(self, path: Path) -> ParsedPdf: ...


# --------------------------------------------------------------------------- characters

# Tolerances as fractions of the font size. Calibrated against pdftotext -layout
# on the dev datasheets (share of our lines found verbatim in its page text).
WORD_GAP = 0.15  # a gap wider than this starts a new word (pdftotext: 0.1)
SPAN_GAP = 0.6  # a gap wider than this starts a new span (a table column)
SAME_LINE_BASE = 0.25  # words whose baselines differ less than this share a line
SCRIPT_SIZE = 0.9  # a word smaller than this (vs. the line) may be a sub/superscript
SCRIPT_BASE = 0.5  # ... and joins when its baseline is within this of the word before it
SCRIPT_GAP = 0.5  # ... and starts at most this far after that word
SCRIPT_FREE = 0.5  # below this offset a script always stays; above, only inside the line
HOLE_CHARS = 8  # a moved script longer than this leaves no hole ("note 12", "(1, 2)")
DUP_X = 0.12  # fake-bold overprint: same char drawn again within this distance
TINY_FONT_PT = 2.0

_INVISIBLE_RENDER_MODES = {3, 7}  # FPDF_TEXTRENDERMODE_INVISIBLE, _CLIP
_SKIP_CODEPOINTS = {0xFFFE, 0xFFFF, 0xFEFF, 0x00AD}
_LIGATURES = {chr(c) for c in range(0xFB00, 0xFB07)}
# Full-width ASCII forms ("：", "～", "（", "％", "５"), common in datasheets typeset with
# CJK fonts: one spelling of each sign for every rule downstream. NFKC maps them to
# ASCII, as the scorer's and the quote check's normalisation do.
_FULL_WIDTH = {chr(c) for c in range(0xFF01, 0xFF5F)}


@dataclass(slots=True)
class _Char:
    text: str
    x0: float
    x1: float
    top: float
    bottom: float
    base: float  # baseline y (top-left origin)
    size: float
    bold: bool
    space: bool = False  # a word break marker (space char in the text stream)
    seq: int = 0  # index in the page's text stream
    hidden: bool = False
    white: bool = False
    angle: float = 0.0
    script: bool = False  # a raised/lowered small glyph: pdftotext's line for it is uncertain


@dataclass(slots=True)
class _ObjInfo:
    size: float
    bold: bool
    hidden: bool
    white: bool
    angle: float


def _c_address(obj: object) -> int:
    return ctypes.cast(obj, ctypes.c_void_p).value or 0


class _CharReader:
    """Reads every character of one page through the pdfium C API.

    Font properties are looked up once per text object: the C calls per
    character dominate parse time, so the loop keeps them to three.
    """

    def __init__(self, page: pdfium.PdfPage) -> None:
        self.page = page
        self.height = page.get_height()
        self.textpage = page.get_textpage()
        self.tp = self.textpage.raw
        self._objs: dict[int, _ObjInfo] = {}
        self._rect = pdfium_c.FS_RECTF()
        self._ox = ctypes.c_double()
        self._oy = ctypes.c_double()

    def close(self) -> None:
        self.textpage.close()

    def _obj_info(self, index: int) -> _ObjInfo:
        tp = self.tp
        obj = pdfium_c.FPDFText_GetTextObject(tp, index)
        key = _c_address(obj)
        info = self._objs.get(key)
        if info is not None:
            return info
        size = float(pdfium_c.FPDFText_GetFontSize(tp, index))
        weight = pdfium_c.FPDFText_GetFontWeight(tp, index)
        flags = ctypes.c_int(0)
        buf = ctypes.create_string_buffer(128)
        n = pdfium_c.FPDFText_GetFontInfo(tp, index, buf, 128, ctypes.byref(flags))
        name = buf.raw[: max(0, min(n, 128) - 1)].decode("latin-1", "replace").lower()
        bold = (
            weight >= 600
            or bool(flags.value & 0x40000)  # ForceBold
            or any(w in name for w in ("bold", "black", "heavy", "semibold", "demi"))
        )
        mode = pdfium_c.FPDFTextObj_GetTextRenderMode(obj) if obj else 0
        r, g, b, a = (ctypes.c_uint() for _ in range(4))
        has_fill = pdfium_c.FPDFText_GetFillColor(tp, index, r, g, b, a)
        transparent = bool(has_fill) and a.value == 0 and mode in (0, 2)
        white = bool(has_fill) and min(r.value, g.value, b.value) >= 245 and mode in (0, 2)
        angle = float(pdfium_c.FPDFText_GetCharAngle(tp, index))
        info = _ObjInfo(
            size=size,
            bold=bold,
            hidden=mode in _INVISIBLE_RENDER_MODES or transparent,
            white=white,
            angle=angle,
        )
        self._objs[key] = info
        return info

    def read(self) -> list[_Char]:
        tp = self.tp
        height = self.height
        rect = self._rect
        get_unicode = pdfium_c.FPDFText_GetUnicode
        get_box = pdfium_c.FPDFText_GetLooseCharBox
        get_origin = pdfium_c.FPDFText_GetCharOrigin
        ox, oy = self._ox, self._oy
        chars: list[_Char] = []
        last: _ObjInfo | None = None
        count = pdfium_c.FPDFText_CountChars(tp)
        pending_high = 0
        for i in range(count):
            code = get_unicode(tp, i)
            # pdfium reports characters outside the BMP as UTF-16 surrogate pairs.
            if 0xD800 <= code <= 0xDBFF:
                pending_high = code
                continue
            if 0xDC00 <= code <= 0xDFFF:
                if not pending_high:
                    continue  # a lone low surrogate is not text
                code = 0x10000 + ((pending_high - 0xD800) << 10) + (code - 0xDC00)
            pending_high = 0
            if code in (0x20, 0xA0, 0x09, 0x0D, 0x0A, 0x02, 0x03):
                # A space or pdfium's generated line break: keep only as a word break.
                if chars and code in (0x20, 0xA0, 0x09) and last is not None:
                    get_box(tp, i, ctypes.byref(rect))
                    prev = chars[-1]
                    chars.append(
                        _Char(
                            " ",
                            rect.left,
                            rect.right,
                            prev.top,
                            prev.bottom,
                            prev.base,
                            prev.size,
                            False,
                            space=True,
                            seq=i,
                        )
                    )
                continue
            if code < 0x20 or code in _SKIP_CODEPOINTS:
                continue
            info = self._obj_info(i)
            last = info
            get_box(tp, i, ctypes.byref(rect))
            get_origin(tp, i, ox, oy)
            top = height - rect.top
            bottom = height - rect.bottom
            box_h = bottom - top
            size = info.size
            # Some producers scale a huge nominal font down with the text matrix: trust the box.
            if not 1.0 < size < 300 or (info.angle == 0 and not 0.4 * size < box_h < 1.6 * size):
                size = box_h  # a unit font scaled by the text matrix
            ch = chr(code)
            if ch in _LIGATURES or ch in _FULL_WIDTH or code > 0xFFFF:
                ch = unicodedata.normalize("NFKC", ch)  # ligatures, math italic letters
            chars.append(
                _Char(
                    ch, rect.left, rect.right, top, bottom, height - oy.value, size,
                    info.bold, hidden=info.hidden or size < TINY_FONT_PT,
                    white=info.white, angle=info.angle, seq=i,
                )
            )  # fmt: skip
        return chars

    def dark_fill_boxes(self) -> list[tuple[float, float, float, float]]:
        """Boxes of filled shapes and images: white text on them is visible."""
        boxes = []
        page = self.page.raw
        left, bottom, right, top = (ctypes.c_float() for _ in range(4))
        for k in range(pdfium_c.FPDFPage_CountObjects(page)):
            obj = pdfium_c.FPDFPage_GetObject(page, k)
            kind = pdfium_c.FPDFPageObj_GetType(obj)
            if kind == pdfium_c.FPDF_PAGEOBJ_PATH:
                r, g, b, a = (ctypes.c_uint() for _ in range(4))
                if not pdfium_c.FPDFPageObj_GetFillColor(obj, r, g, b, a):
                    continue
                if a.value == 0 or min(r.value, g.value, b.value) >= 235:
                    continue
            elif kind not in (pdfium_c.FPDF_PAGEOBJ_IMAGE, pdfium_c.FPDF_PAGEOBJ_SHADING):
                continue
            if pdfium_c.FPDFPageObj_GetBounds(obj, left, bottom, right, top):
                boxes.append(
                    (left.value, self.height - top.value, right.value, self.height - bottom.value)
                )
        return boxes


def _mark_white_text_hidden(chars: list[_Char], boxes: list[tuple[float, ...]]) -> None:
    """White text is hidden unless it sits on a dark fill (a coloured table header)."""
    for c in chars:
        if not c.white or c.hidden:
            continue
        cx, cy = (c.x0 + c.x1) / 2, (c.top + c.bottom) / 2
        on_dark = any(b[0] <= cx <= b[2] and b[1] <= cy <= b[3] for b in boxes)
        c.hidden = not on_dark


# --------------------------------------------------------------------------- lines


def _is_rotated(angle: float) -> bool:
    a = angle % (2 * math.pi)
    return min(a, 2 * math.pi - a) > 0.1


def _rotate_into_reading_frame(c: _Char) -> _Char:
    """Map a rotated char into a frame where it reads left to right."""
    a = c.angle
    cx, cy = (c.x0 + c.x1) / 2, (c.top + c.bottom) / 2
    cos_a, sin_a = math.cos(a), math.sin(a)
    # pdfium's angle turns the reading direction clockwise on screen (y down)
    rx = cx * cos_a + cy * sin_a
    ry = -cx * sin_a + cy * cos_a
    w, h = c.x1 - c.x0, c.bottom - c.top
    half = (abs(w * cos_a) + abs(h * sin_a)) / 2
    return _Char(c.text, rx - half, rx + half, ry - c.size / 2, ry + c.size / 2, ry + c.size * 0.3,
                 c.size, c.bold, space=c.space)  # fmt: skip


@dataclass(slots=True)
class _Word:
    chars: list[_Char]
    x0: float
    x1: float
    base: float
    size: float


def _stream_words(glyphs: list[_Char]) -> list[_Word]:
    """Runs of same-size characters on one baseline, in content-stream order."""
    words: list[_Word] = []
    cur: _Word | None = None
    for c in glyphs:
        if (
            cur is not None
            and abs(c.size - cur.size) < 0.05
            and abs(c.base - cur.base) < 0.5
            and -0.3 * c.size < c.x0 - cur.x1 < WORD_GAP * c.size
        ):
            cur.chars.append(c)
            cur.x1 = max(cur.x1, c.x1)
            continue
        cur = _Word([c], c.x0, c.x1, c.base, c.size)
        words.append(cur)
    return words


@dataclass(slots=True)
class _Row:
    base: float
    size: float
    words: list[_Word] = field(default_factory=list)
    holes: list[float] = field(default_factory=list)  # x where a script moved off this row
    script: bool = False  # a row of scripts moved off their lines ("(3)   (3)")


class _RowIndex:
    """Rows bucketed by baseline so lookups stay cheap on dense pages."""

    def __init__(self) -> None:
        self.rows: list[_Row] = []
        self._buckets: dict[int, list[_Row]] = {}

    def near(self, base: float, reach: float) -> list[_Row]:
        lo, hi = int((base - reach) // 4), int((base + reach) // 4)
        return [r for k in range(lo, hi + 1) for r in self._buckets.get(k, ())]

    def add(self, word: _Word) -> _Row:
        row = _Row(word.base, word.size, [word])
        self.rows.append(row)
        self._buckets.setdefault(int(word.base // 4), []).append(row)
        return row


def _baseline_row(index: _RowIndex, w: _Word) -> _Row | None:
    tol = SAME_LINE_BASE * w.size
    return min(
        (r for r in index.near(w.base, tol) if abs(r.base - w.base) <= tol),
        key=lambda r: abs(r.base - w.base),
        default=None,
    )


def _attach_script(index: _RowIndex, w: _Word) -> bool:
    """A sub/superscript joins the row of the word just left of it (pdftotext's rule:
    baseline within half the font size of that word, starting right after it)."""
    for row in index.near(w.base, SCRIPT_BASE * 40):
        if row.size * SCRIPT_SIZE < w.size or abs(row.base - w.base) > SCRIPT_BASE * row.size:
            continue
        left = [u for u in row.words if u.x1 <= w.x0 + 0.25 * u.size]
        if not left:
            continue
        u = max(left, key=lambda u: u.x1)
        d = abs(w.base - u.base)
        if w.x0 - u.x1 > SCRIPT_GAP * row.size or d > SCRIPT_BASE * u.size:
            continue
        # pdftotext keeps a clearly raised/lowered word on the line only when the
        # line goes on right after it (I²C, T_A =); a trailing footnote mark goes.
        if d <= SCRIPT_FREE * u.size or any(
            -0.1 * row.size <= v.x0 - w.x1 <= SCRIPT_GAP * row.size for v in row.words
        ):
            _mark_script(w)
            row.words.append(w)
            return True
    return False


def _mark_script(w: _Word) -> None:
    for c in w.chars:
        c.script = True


def _leave_hole(index: _RowIndex, w: _Word) -> None:
    """A script that became a line of its own leaves a hole in the row it sits in:
    pdftotext may print it there, so a quote must not run across that place."""
    if sum(len(c.text) for c in w.chars) > HOLE_CHARS:
        return  # a run of small text, not a mark a reader would look for in the row
    host = _script_host(index, w)
    if host is not None:
        host.holes.append(w.x0)


def _script_host(index: _RowIndex, w: _Word) -> _Row | None:
    """The row of larger text a small word is raised or lowered against, judged by the
    baselines of the row's words (a row's own base is its first word's)."""

    def offset(r: _Row) -> float:
        return min(abs(u.base - w.base) for u in r.words)

    hosts = [
        r
        for r in index.near(w.base, SCRIPT_BASE * 40)
        if r.size * SCRIPT_SIZE >= w.size
        and offset(r) <= SCRIPT_BASE * r.size
        and min(u.x0 for u in r.words) < w.x0 < max(u.x1 for u in r.words)
    ]
    return min(hosts, key=offset, default=None)


def _may_be_script(index: _RowIndex, w: _Word) -> bool:
    return any(
        r.size * SCRIPT_SIZE >= w.size and abs(r.base - w.base) <= SCRIPT_BASE * r.size
        for r in index.near(w.base, SCRIPT_BASE * 40)
    )


def _group_rows(chars: list[_Char]) -> list[tuple[list[_Char], list[float]]]:
    """Cluster characters into visual lines.

    Words of the main size join rows by baseline; smaller words whose baseline
    is offset (sub/superscripts) join only when they follow a word of the row
    closely, as pdftotext does, otherwise they form their own line.
    """
    glyphs = [c for c in chars if not c.space]
    if not glyphs:
        return []
    words = _stream_words(glyphs)
    index = _RowIndex()
    deferred: list[_Word] = []
    for w in sorted(words, key=lambda w: -w.size):
        row = _baseline_row(index, w)
        if row is not None:
            row.words.append(w)
            if row.script:
                _mark_script(w)
                _leave_hole(index, w)
        elif _may_be_script(index, w):
            deferred.append(w)
        else:
            # a small word beside larger text stays a line of its own, but is a script
            # there ("(3)" above the row whose first word sits lower than the rest)
            script = _script_host(index, w) is not None
            if script:
                _mark_script(w)
                _leave_hole(index, w)
            index.add(w).script = script
    for w in sorted(deferred, key=lambda w: w.x0):
        row = _baseline_row(index, w)
        if row is None and _attach_script(index, w):
            continue
        if row is None or row.script:
            _mark_script(w)
            _leave_hole(index, w)
        if row is not None:
            row.words.append(w)
        else:
            index.add(w).script = True
    rows = sorted(index.rows, key=lambda r: r.base)
    out = [[c for w in r.words for c in w.chars] for r in rows]
    holes = [sorted(r.holes) for r in rows]
    # Spaces follow the glyph that precedes them in the stream.
    owner = {id(c): k for k, row in enumerate(out) for c in row}
    prev = -1
    for c in chars:
        if not c.space:
            prev = owner[id(c)]
        elif prev >= 0:
            out[prev].append(c)
    return list(zip(out, holes, strict=True))


def _drop_overprints(row: list[_Char]) -> list[_Char]:
    """Fake bold draws each glyph twice with a tiny offset; keep one."""
    out: list[_Char] = []
    for c in row:
        dup = False
        if not c.space:
            for p in out[-3:]:
                if (
                    p.text == c.text
                    and abs(p.x0 - c.x0) < DUP_X * c.size
                    and abs(p.base - c.base) < 0.2 * c.size
                ):
                    dup = True
                    break
        if not dup:
            out.append(c)
    return out


def _space_between(spaces: list[int], a: _Char, b: _Char) -> bool:
    """The text stream has a space char between a and b, which follow each other in it."""
    if b.seq <= a.seq + 1 or b.seq - a.seq > 4:
        return False
    k = bisect.bisect_right(spaces, a.seq)
    return k < len(spaces) and spaces[k] < b.seq


class _SpanText:
    """One span's text as it is built, with the offsets of its script glyphs and holes."""

    def __init__(self, x0: float) -> None:
        self.x0 = x0
        self.text = ""
        self.unsure: list[tuple[int, int]] = []

    def add(self, c: _Char, space: bool) -> None:
        if space:
            self.text += " "
        start = len(self.text)
        self.text += c.text
        if c.script:
            last = self.unsure[-1] if self.unsure else None
            if last is not None and last[1] >= start - 1 and last[0] < last[1]:
                self.unsure[-1] = (last[0], len(self.text))  # one run of script glyphs
            else:
                self.unsure.append((start, len(self.text)))

    def hole(self) -> None:
        self.unsure.append((len(self.text), len(self.text)))

    def span(self, x1: float) -> Span:
        return Span(self.text, self.x0, x1, sorted(self.unsure))


def _row_to_line(row: list[_Char], holes: list[float] | None = None) -> Line | None:
    glyphs = _drop_overprints(sorted((c for c in row if not c.space), key=lambda c: c.x0))
    if not glyphs:
        return None
    spaces = sorted(c.seq for c in row if c.space)
    sizes = Counter(round(c.size * 2) / 2 for c in glyphs)
    size = sizes.most_common(1)[0][0]
    spans: list[Span] = []
    pending = list(holes or ())
    cur = _SpanText(glyphs[0].x0)
    cur.add(glyphs[0], False)
    prev = glyphs[0]
    right = prev.x1
    for c in glyphs[1:]:
        gap = c.x0 - right
        new_span = gap > SPAN_GAP * size
        if new_span:
            spans.append(cur.span(right))
            cur = _SpanText(c.x0)
        while pending and pending[0] <= c.x0:
            pending.pop(0)
            cur.hole()  # a script moved off the line sat just before this glyph
        space = not new_span and (
            gap > WORD_GAP * size or (gap > -0.3 * size and _space_between(spaces, prev, c))
        )
        cur.add(c, space)
        prev = c
        right = max(right, c.x1)
    spans.append(cur.span(right))
    bold = sum(len(c.text) for c in glyphs if c.bold) * 2 > len(glyphs)
    bbox = (
        min(c.x0 for c in glyphs),
        min(c.top for c in glyphs),
        max(c.x1 for c in glyphs),
        max(c.bottom for c in glyphs),
    )
    text = " ".join(s.text for s in spans)
    return Line(text=text, bbox=bbox, spans=spans, size=size, bold=bold)


def build_lines(chars: list[_Char]) -> list[Line]:
    """Visual lines, top to bottom; rotated text comes last, in its own reading frame."""
    upright = [c for c in chars if not _is_rotated(c.angle)]
    rotated = [_rotate_into_reading_frame(c) for c in chars if _is_rotated(c.angle)]
    lines = [ln for row, holes in _group_rows(upright) if (ln := _row_to_line(row, holes))]
    for row, holes in _group_rows(rotated):
        ln = _row_to_line(row, holes)
        if ln:
            ln.bbox = (0.0, 0.0, 0.0, 0.0)  # rotated: no upright box to show
            lines.append(ln)
    return lines


# --------------------------------------------------------------------------- blocks

_HEADER_WORDS = {
    "parameter", "parameters", "symbol", "sym", "conditions", "condition", "test conditions",
    "min", "min.", "minimum", "typ", "typ.", "typical", "max", "max.", "maximum", "unit", "units",
    "value", "values", "rating", "ratings", "description", "pin", "pin no.", "pin no", "name",
    "pin name", "function", "type", "characteristic", "characteristics", "item", "spec",
    "specification", "comments", "note", "notes", "remarks", "limits", "nom", "nom.", "range",
}  # fmt: skip
_BULLET_RE = re.compile(r"^(?:[•●▪■◦○►‣∙·\-\*–]|\(?\d{1,2}[\.\)]|\(?[a-z][\)\.])\s+\S")
_NUMBERED_HEADING_RE = re.compile(
    r"^(?:\d{1,2}(?:\.\d{1,2}){0,4}\.?|[A-Z]\.\d{1,2}(?:\.\d{1,2})*)\s+[A-Z][^.]*$"
)
_CAPTION_RE = re.compile(r"^(?:Table|Tab\.)\s*\d+[\.:\-–]?\s+\S", re.IGNORECASE)
_NOTE_RE = re.compile(r"^\s*(?:notes?\b|\(\d{1,2}\)\s|\*+\s|\d{1,2}\.\s+[A-Z])", re.IGNORECASE)
_NUMBER_RE = re.compile(r"[-+±−–]?\d")


def _header_key(text: str) -> str:
    return re.sub(r"\s+", " ", text.strip().lower().rstrip(":"))


def _header_hits(line: Line) -> int:
    hits = 0
    for span in line.spans:
        words = _header_key(span.text)
        if words in _HEADER_WORDS or any(w in _HEADER_WORDS for w in words.split()):
            hits += 1
    return hits


def is_table_header(line: Line) -> bool:
    """A line of column titles: Parameter / Symbol / Min / Typ / Max / Unit ..."""
    if len(line.spans) < 3:
        return False
    hits = _header_hits(line)
    return hits >= 3 or (hits >= 2 and hits * 2 >= len(line.spans))


def is_heading_text(text: str) -> bool:
    """Text that reads like a heading by its shape alone (numbered or short ALL CAPS)."""
    t = text.strip()
    if not 2 < len(t) <= 80 or t.endswith((".", ",", ";")):
        return False
    if _NUMBERED_HEADING_RE.match(t):
        return True
    letters = [ch for ch in t if ch.isalpha()]
    return len(letters) >= 4 and all(ch.isupper() for ch in letters) and len(t.split()) <= 7


@dataclass(slots=True)
class _DocStyle:
    body_size: float


# A number with a unit: lines stating a value are data, not headings.
_SPEC_VALUE_RE = re.compile(
    r"\d\s*(?:[kMGmunµμ]?(?:V|A|W|Hz|Ω)|mA|uA|µA|°C|℃|%|ms|us|uS|µs|sec|s|cm|mm|m|dBm|dB|ppm|lx|degrees?)(?![A-Za-z])"
)


def _is_heading(line: Line, style: _DocStyle) -> bool:
    t = line.text.strip()
    if len(line.spans) > 2 or not 2 < len(t) <= 90 or _CAPTION_RE.match(t):
        return False
    if sum(ch.isdigit() for ch in t) > len(t) * 0.4:
        return False
    larger = line.size >= style.body_size * 1.15
    numbered = bool(_NUMBERED_HEADING_RE.match(t))
    if numbered and (line.bold or larger):
        return True
    if t.endswith((".", ",", ";")) or len(t.split()) > 12:
        return False
    if larger:
        return True
    if _SPEC_VALUE_RE.search(t) or t[0].islower():
        return False  # "Working Voltage DC 5 V" in bold is a spec row; "proportion" a wrapped line
    if line.bold and len(t.split()) <= 8 and not _NUMBER_RE.match(t):
        return True
    return is_heading_text(t) and len(line.spans) == 1 and line.size >= style.body_size * 0.95


def _heading_level(line: Line, style: _DocStyle) -> int:
    m = re.match(r"^(\d{1,2}(?:\.\d{1,2})*)\.?\s", line.text.strip())
    if m:
        return min(4, m.group(1).count(".") + 1)
    if line.size >= style.body_size * 1.5:
        return 1
    return 2 if line.size >= style.body_size * 1.15 else 3


def _union(boxes: list[tuple[float, float, float, float]]) -> tuple[float, float, float, float]:
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


class _TableBuilder:
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

    def accepts(self, line: Line, style: _DocStyle) -> bool:
        step = line.bbox[1] - self.lines[-1].bbox[1]
        if not self.data:  # header rows are often padded more than body rows
            if step > 3.5 * self.pitch:
                return False
        elif step > max(2.2 * self._row_pitch(), 2.5 * line.size):
            return False
        if _CAPTION_RE.match(line.text) or (is_table_header(line) and self.data):
            return False
        if len(line.spans) == 1 and _NOTE_RE.match(line.text):
            return False  # footnotes close the table
        if line.size >= style.body_size * 1.15 or (
            _NUMBERED_HEADING_RE.match(line.text.strip()) and _is_heading(line, style)
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
            and not any(_NUMBER_RE.search(s.text) for s in line.spans)
            and (
                _header_hits(line) >= 1
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
            bbox=_union([ln.bbox for ln in self.lines]),
            lines=[ln.text for ln in self.lines],
            cells=grid,
            header_rows=header_rows,
        )


def _is_list_start(text: str) -> bool:
    return bool(_BULLET_RE.match(text.strip()))


def build_blocks(lines: list[Line], page: int, style: _DocStyle) -> list[Block]:
    """Headings, paragraphs, list items and tables of one page, top to bottom."""
    blocks: list[Block] = []
    para: list[Line] = []
    para_kind = "paragraph"
    table: _TableBuilder | None = None

    def flush_para() -> None:
        nonlocal para, para_kind
        if para:
            blocks.append(
                Block(page=page, kind=para_kind, text=" ".join(ln.text for ln in para),  # type: ignore[arg-type]
                      bbox=_union([ln.bbox for ln in para]), lines=[ln.text for ln in para])
            )  # fmt: skip
        para, para_kind = [], "paragraph"

    def flush_table() -> None:
        nonlocal table
        if table is not None:
            if table.data:
                blocks.append(table.build(page))
            else:  # a header with nothing under it: keep its text as a paragraph
                blocks.append(Block(page=page, kind="paragraph", text=table.lines[0].text,
                                    bbox=table.lines[0].bbox, lines=[table.lines[0].text]))  # fmt: skip
        table = None

    prev_line: Line | None = None
    for line in lines:
        if table is not None:
            if table.accepts(line, style):
                table.add(line)
                prev_line = line
                continue
            flush_table()
        if is_table_header(line):
            flush_para()
            table = _TableBuilder(line)
            above = blocks[-1] if blocks else None
            if (
                above is not None
                and prev_line is not None
                and _is_group_header(prev_line, line)
                and above.kind != "table"
                and above.lines == [prev_line.text]
            ):
                blocks.pop()
                table.header_lines.insert(0, prev_line)
                table.lines.insert(0, prev_line)
            prev_line = line
            continue
        prev_line = line
        if _is_heading(line, style):
            flush_para()
            blocks.append(
                Block(page=page, kind="heading", text=line.text, bbox=line.bbox,
                      lines=[line.text], level=_heading_level(line, style))
            )  # fmt: skip
            continue
        if _is_list_start(line.text):
            flush_para()
            para, para_kind = [line], "list"
            continue
        if para and _continues(para[-1], line):
            para.append(line)
            continue
        flush_para()
        para = [line]
    flush_table()
    flush_para()
    return blocks


def _is_group_header(above: Line, header: Line) -> bool:
    """A line of group titles right above a header ("FAST MODE  HIGH-SPEED MODE")."""
    gap = header.bbox[1] - above.bbox[3]
    return (
        gap < 0.8 * header.size
        and above.bbox[0] >= header.bbox[0] - header.size
        and not any(ch.isdigit() for ch in above.text)
        and (len(above.spans) > 1 or above.text.isupper())
    )


def _continues(prev: Line, line: Line) -> bool:
    """The next line of the same paragraph: close below, similar size, overlapping in x."""
    gap = line.bbox[1] - prev.bbox[3]
    if gap > 0.8 * max(prev.size, line.size) or gap < -0.5 * line.size:
        return False
    if abs(prev.size - line.size) > 0.15 * prev.size:
        return False
    return line.bbox[0] < prev.bbox[2] and prev.bbox[0] < line.bbox[2]


# --------------------------------------------------------------------------- documents


def _open_document(path: Path) -> pdfium.PdfDocument:
    try:
        with open(path, "rb") as fh:
            head = fh.read(1024)
    except OSError as exc:
        raise RejectedDocument("not_pdf", f"cannot read {path.name}: {exc}") from exc
    if b"%PDF-" not in head:
        raise RejectedDocument("not_pdf", f"{path.name} is not a PDF (no %PDF- header)")
    try:
        return pdfium.PdfDocument(str(path))
    except pdfium.PdfiumError as exc:
        message = str(exc).lower()
        if "password" in message:
            raise RejectedDocument("encrypted", f"{path.name} needs a password") from exc
        if "format" in message or "file" in message:
            raise RejectedDocument(
                "not_pdf", f"{path.name} cannot be read as a PDF: {exc}"
            ) from exc
        raise RejectedDocument("parse_error", f"{path.name}: {exc}") from exc


def _read_page(pdf: pdfium.PdfDocument, index: int) -> tuple[Page, bool]:
    """One page's lines (blocks come later, once the body font size is known)."""
    page = pdf[index]
    reader = _CharReader(page)
    try:
        chars = reader.read()
        if any(c.white and not c.hidden for c in chars):
            _mark_white_text_hidden(chars, reader.dark_fill_boxes())
        hidden = any(c.hidden and not c.space for c in chars)
        lines = build_lines([c for c in chars if not c.hidden])
        return Page(index + 1, page.get_width(), page.get_height(), lines=lines), hidden
    finally:
        reader.close()
        page.close()


def _body_size(pages: list[Page]) -> float:
    counts: Counter[float] = Counter()
    for page in pages:
        for line in page.lines:
            counts[line.size] += len(line.text)
    return counts.most_common(1)[0][0] if counts else 10.0


def _title(pdf: pdfium.PdfDocument, pages: list[Page], metadata: dict[str, str]) -> str:
    if metadata.get("Title", "").strip():
        return metadata["Title"].strip()
    if not pages or not pages[0].lines:
        return ""
    biggest = max(pages[0].lines[:30], key=lambda ln: ln.size)
    return biggest.text.strip()


def page_count(path: Path | str) -> int:
    """Pages the PDF's page tree declares, without reading any page. Raises RejectedDocument."""
    pdf = _open_document(Path(path))
    try:
        return len(pdf)
    finally:
        pdf.close()


def parse_pdf(path: Path | str) -> ParsedPdf:
    """Parse a PDF into pages of lines and blocks. Raises RejectedDocument."""
    path = Path(path)
    pdf = _open_document(path)
    try:
        try:
            metadata = {k: str(v) for k, v in pdf.get_metadata_dict(skip_empty=True).items()}
            pages: list[Page] = []
            warnings: list[str] = []
            for i in range(len(pdf)):
                page, hidden = _read_page(pdf, i)
                if hidden:
                    warnings.append(f"hidden text on page {i + 1}")
                pages.append(page)
        except pdfium.PdfiumError as exc:
            raise RejectedDocument("parse_error", f"{path.name}: {exc}") from exc
        n_chars = sum(len(ln.text) for p in pages for ln in p.lines)
        if not pages or n_chars < 4 * len(pages) + 4:
            raise RejectedDocument("needs_ocr", f"{path.name} has no text layer")
        style = _DocStyle(body_size=_body_size(pages))
        for page in pages:
            page.blocks = build_blocks(page.lines, page.number, style)
        return ParsedPdf(pages=pages, title=_title(pdf, pages, metadata), metadata=metadata,
                         warnings=warnings)  # fmt: skip
    finally:
        pdf.close()


class PdfiumParser:
    """Default parser: pypdfium2 character boxes, our own lines, blocks and tables."""

    name = "pdfium"

    def parse(self, path: Path) -> ParsedPdf:
        return parse_pdf(path)


def get_parser(name: str = "pdfium") -> Parser:
    if name == "pdfium":
        return PdfiumParser()
    from specproof.errors import ConfigError

    raise ConfigError(f"unknown parser {name!r} (available: pdfium)")
