"""Whole documents: open a PDF (refusing what is no PDF, encrypted or without a text
layer), read every page's lines, then its blocks against the body font size; the
:class:`Parser` Protocol and the default :class:`PdfiumParser`.
"""

from __future__ import annotations

from collections import Counter
from pathlib import Path
from typing import Protocol

import pypdfium2 as pdfium

from specproof.errors import RejectedDocument
from specproof.parse.blocks import build_blocks
from specproof.parse.chars import CharReader, mark_white_text_hidden
from specproof.parse.glyphs import GlyphNames
from specproof.parse.headings import DocStyle
from specproof.parse.lines import build_lines
from specproof.records import Page, ParsedPdf


class Parser(Protocol):
    name: str

    def parse(self, path: Path) -> ParsedPdf: ...


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


def _read_page(
    pdf: pdfium.PdfDocument, index: int, glyphs: GlyphNames | None = None
) -> tuple[Page, bool]:
    """One page's lines (blocks come later, once the body font size is known)."""
    page = pdf[index]
    reader = CharReader(page, glyphs)
    try:
        chars = reader.read()
        if any(c.white and not c.hidden for c in chars):
            mark_white_text_hidden(chars, reader.dark_fill_boxes())
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
            glyphs = GlyphNames(path)
            for i in range(len(pdf)):
                page, hidden = _read_page(pdf, i, glyphs)
                if hidden:
                    warnings.append(f"hidden text on page {i + 1}")
                pages.append(page)
        except pdfium.PdfiumError as exc:
            raise RejectedDocument("parse_error", f"{path.name}: {exc}") from exc
        n_chars = sum(len(ln.text) for p in pages for ln in p.lines)
        if not pages or n_chars < 4 * len(pages) + 4:
            raise RejectedDocument("needs_ocr", f"{path.name} has no text layer")
        style = DocStyle(body_size=_body_size(pages))
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
