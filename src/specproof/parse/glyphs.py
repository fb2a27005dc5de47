"""Signs a font draws without saying which characters they are.

Older sheets set °, ± and µ in a pi font (Adobe's Mathematical Pi) whose encoding names
the glyphs "H11543", "H11550", "H9262" and gives them no Unicode: pdfium reports the
bare character code (1, 2, 3: read as control characters, the sign is lost and "50 µA"
becomes "50 A"), pdftotext prints "ⴗ", "ⴞ", "␮". The glyph name, read from the font's
encoding differences in the PDF, says which sign it is.
"""

from __future__ import annotations

import logging
from pathlib import Path

log = logging.getLogger(__name__)

# glyph name -> the sign it draws, each checked against a sheet that sets it
PI_FONT_GLYPHS = {"H11543": "°", "H11550": "±", "H9262": "µ"}


class GlyphNames:
    """The encoding differences of a document's fonts (code -> glyph name), read once and
    only when a page has a glyph without Unicode."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self._fonts: dict[str, dict[int, str]] | None = None

    def char(self, font_name: str, code: int) -> str | None:
        """The sign a glyph without Unicode draws, when its font names it; else None."""
        if self._fonts is None:
            self._fonts = _encoding_differences(self.path)
        name = self._fonts.get(_without_subset(font_name), {}).get(code)
        return PI_FONT_GLYPHS.get(name or "")


def _without_subset(font_name: str) -> str:
    """ "JCEJNG+MathematicalPi-Four" -> "MathematicalPi-Four" (the subset tag varies)."""
    head, plus, rest = font_name.partition("+")
    return rest if plus and len(head) == 6 else font_name


def _encoding_differences(path: Path) -> dict[str, dict[int, str]]:
    from pdfminer.pdfdocument import PDFDocument
    from pdfminer.pdfpage import PDFPage
    from pdfminer.pdfparser import PDFParser

    fonts: dict[str, dict[int, str]] = {}
    try:
        with open(path, "rb") as fh:
            for page in PDFPage.create_pages(PDFDocument(PDFParser(fh))):
                _read_fonts(page.resources, fonts, depth=0)
    except Exception as exc:  # a broken font table costs the signs, never the page
        log.warning("%s: font encodings not read: %s", path.name, exc)
    return fonts


def _read_fonts(resources: object, fonts: dict[str, dict[int, str]], depth: int) -> None:
    from pdfminer.pdftypes import resolve1

    res = resolve1(resources)
    if not isinstance(res, dict) or depth > 2:
        return
    for spec in (resolve1(res.get("Font")) or {}).values():
        spec = resolve1(spec)
        if isinstance(spec, dict):
            name = getattr(resolve1(spec.get("BaseFont")), "name", "")
            differences = _differences(resolve1(spec.get("Encoding")))
            if name and differences:
                fonts.setdefault(_without_subset(str(name)), differences)
    for xobject in (resolve1(res.get("XObject")) or {}).values():
        attrs = getattr(resolve1(xobject), "attrs", {})
        _read_fonts(attrs.get("Resources"), fonts, depth + 1)  # fonts of a form


def _differences(encoding: object) -> dict[int, str]:
    """ "[1 /H11543 /H11550]": each name takes the code after the previous one."""
    from pdfminer.pdftypes import resolve1

    if not isinstance(encoding, dict):
        return {}
    out: dict[int, str] = {}
    code = 0
    for item in resolve1(encoding.get("Differences")) or []:
        if isinstance(item, int):
            code = item
        elif hasattr(item, "name"):
            out[code] = str(item.name)
            code += 1
    return out
