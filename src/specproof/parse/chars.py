"""Characters of a PDF page as pypdfium2 draws them (text, box, baseline, size, bold),
in reading frame for rotated text; hidden text (invisible render modes, white glyphs on
no dark fill, tiny fonts) is marked, so it is dropped and flagged, never quoted.
"""

from __future__ import annotations

import ctypes
import math
import unicodedata
from dataclasses import dataclass

import pypdfium2 as pdfium
import pypdfium2.raw as pdfium_c

from specproof.parse.glyphs import GlyphNames

TINY_FONT_PT = 2.0
_INVISIBLE_RENDER_MODES = {3, 7}  # FPDF_TEXTRENDERMODE_INVISIBLE, _CLIP
_SKIP_CODEPOINTS = {0xFFFE, 0xFFFF, 0xFEFF, 0x00AD}
_LIGATURES = {chr(c) for c in range(0xFB00, 0xFB07)}
# Full-width ASCII forms ("：", "～", "（", "％", "５"), common in datasheets typeset with
# CJK fonts: one spelling of each sign for every rule downstream. NFKC maps them to
# ASCII, as the scorer's and the quote check's normalisation do.
_FULL_WIDTH = {chr(c) for c in range(0xFF01, 0xFF5F)}


@dataclass(slots=True)
class Char:
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


class CharReader:
    """Reads every character of one page through the pdfium C API.

    Font properties are looked up once per text object: the C calls per
    character dominate parse time, so the loop keeps them to three.
    """

    def __init__(self, page: pdfium.PdfPage, glyphs: GlyphNames | None = None) -> None:
        self.page = page
        self.glyphs = glyphs  # names of glyphs without Unicode (pi-font signs)
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

    def read(self) -> list[Char]:
        tp = self.tp
        height = self.height
        rect = self._rect
        get_unicode = pdfium_c.FPDFText_GetUnicode
        get_box = pdfium_c.FPDFText_GetLooseCharBox
        get_origin = pdfium_c.FPDFText_GetCharOrigin
        ox, oy = self._ox, self._oy
        chars: list[Char] = []
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
            if code < 0x20 and self.glyphs is not None:
                code = self._unmapped_sign(i, code)
            if code in (0x20, 0xA0, 0x09, 0x0D, 0x0A, 0x02, 0x03):
                # A space or pdfium's generated line break: keep only as a word break.
                if chars and code in (0x20, 0xA0, 0x09) and last is not None:
                    get_box(tp, i, ctypes.byref(rect))
                    prev = chars[-1]
                    chars.append(
                        Char(
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
                Char(
                    ch, rect.left, rect.right, top, bottom, height - oy.value, size,
                    info.bold, hidden=info.hidden or size < TINY_FONT_PT,
                    white=info.white, angle=info.angle, seq=i,
                )
            )  # fmt: skip
        return chars

    def _unmapped_sign(self, index: int, code: int) -> int:
        """A character code without Unicode whose glyph name says which sign it draws
        ("H11543" of a pi font is °); other codes come back unchanged."""
        tp = self.tp
        if not pdfium_c.FPDFText_HasUnicodeMapError(tp, index):
            return code  # pdfium's own line breaks and markers
        obj = pdfium_c.FPDFText_GetTextObject(tp, index)
        font = pdfium_c.FPDFTextObj_GetFont(obj) if obj else None
        if not font:
            return code
        name = ctypes.create_string_buffer(128)
        pdfium_c.FPDFFont_GetBaseFontName(font, name, len(name))
        assert self.glyphs is not None
        sign = self.glyphs.char(name.value.decode("latin-1"), code)
        return ord(sign) if sign else code

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


def mark_white_text_hidden(chars: list[Char], boxes: list[tuple[float, ...]]) -> None:
    """White text is hidden unless it sits on a dark fill (a coloured table header)."""
    for c in chars:
        if not c.white or c.hidden:
            continue
        cx, cy = (c.x0 + c.x1) / 2, (c.top + c.bottom) / 2
        on_dark = any(b[0] <= cx <= b[2] and b[1] <= cy <= b[3] for b in boxes)
        c.hidden = not on_dark


# --------------------------------------------------------------------------- lines


def is_rotated(angle: float) -> bool:
    a = angle % (2 * math.pi)
    return min(a, 2 * math.pi - a) > 0.1


def rotate_into_reading_frame(c: Char) -> Char:
    """Map a rotated char into a frame where it reads left to right."""
    a = c.angle
    cx, cy = (c.x0 + c.x1) / 2, (c.top + c.bottom) / 2
    cos_a, sin_a = math.cos(a), math.sin(a)
    # pdfium's angle turns the reading direction clockwise on screen (y down)
    rx = cx * cos_a + cy * sin_a
    ry = -cx * sin_a + cy * cos_a
    w, h = c.x1 - c.x0, c.bottom - c.top
    half = (abs(w * cos_a) + abs(h * sin_a)) / 2
    return Char(c.text, rx - half, rx + half, ry - c.size / 2, ry + c.size / 2, ry + c.size * 0.3,
                 c.size, c.bold, space=c.space)  # fmt: skip
