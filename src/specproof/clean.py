"""Drop page furniture: running headers/footers, page numbers, boilerplate.

Field labels, units, table headings and footnotes stay: only lines that repeat
near the top or bottom of most pages, or that match boilerplate patterns, go.
"""

from __future__ import annotations

import re
from collections import Counter
from itertools import groupby

from specproof.parse import table_markdown
from specproof.records import Block, Line, Page

__all__ = ["clean_pages", "is_boilerplate"]

EDGE_FRACTION = 0.1  # top/bottom share of the page height where running lines live
REPEAT_SHARE = 0.5  # a line on at least this share of pages is running furniture
MIN_PAGES = 3

_PAGE_NUMBER_RE = re.compile(
    r"^(?:page\s*)?[-–]?\s*\d{1,4}\s*[-–]?(?:\s*(?:of|/)\s*\d{1,4})?$", re.I
)
_BOILERPLATE_RE = re.compile(
    r"(?:all rights reserved|copyright\s*(?:©|\(c\))|©\s*(?:19|20)\d\d|\bconfidential\b"
    r"|submit documentation feedback|product folder link|^www\.[\w.-]+\.\w+$"
    r"|not recommended for new designs|\bpreliminary\b\s*$)",
    re.I,
)


def _signature(text: str) -> str:
    """Line text with digits normalised, so "Page 3" and "Page 4" compare equal."""
    flat = " ".join(text.lower().split())
    return "".join("#" if digits else "".join(run) for digits, run in groupby(flat, str.isdecimal))


def is_boilerplate(text: str) -> bool:
    t = text.strip()
    return bool(_PAGE_NUMBER_RE.match(t)) or bool(_BOILERPLATE_RE.search(t))


def _near_edge(line: Line, page: Page) -> bool:
    top, bottom = line.bbox[1], line.bbox[3]
    band = EDGE_FRACTION * page.height
    return bottom <= band or top >= page.height - band


def _body_size(pages: list[Page]) -> float:
    sizes: Counter[float] = Counter()
    for page in pages:
        for ln in page.lines:
            sizes[ln.size] += len(ln.text)
    return sizes.most_common(1)[0][0] if sizes else 0.0


def _running_signatures(pages: list[Page]) -> set[str]:
    # Running headers are small print; a large repeated line near the top is a
    # chapter heading and stays.
    limit = _body_size(pages) * 1.1 or 1e9
    counts: Counter[str] = Counter()
    for page in pages:
        counts.update(
            {_signature(ln.text) for ln in page.lines if _near_edge(ln, page) and ln.size <= limit}
        )
    need = max(MIN_PAGES - 1, REPEAT_SHARE * len(pages))
    return {sig for sig, n in counts.items() if n >= need and sig.strip("# ")}


def _drop(line: Line, page: Page, running: set[str]) -> bool:
    if not line.text.strip():
        return True
    edge = _near_edge(line, page)
    if edge and _signature(line.text) in running:
        return True
    if edge and _PAGE_NUMBER_RE.match(line.text.strip()):
        return True
    # Boilerplate patterns anywhere, but only on short lines: a sentence that
    # mentions "confidential" in a spec paragraph is content.
    return len(line.text) < 120 and bool(_BOILERPLATE_RE.search(line.text))


def _clean_block(block: Block, dropped: set[str]) -> Block | None:
    kept = [t for t in block.lines if t not in dropped]
    if not kept:
        return None
    if len(kept) == len(block.lines):
        return block
    if block.kind == "table" and block.cells is not None:
        block.lines = kept
        _drop_table_rows(block, dropped)
        return block
    block.lines = kept
    block.text = " ".join(kept)
    return block


def _drop_table_rows(block: Block, dropped: set[str]) -> None:
    """Remove rows made only of dropped text (a page footer caught under a table)."""
    assert block.cells is not None
    dropped_words = " ".join(dropped)
    head, body = block.cells[: block.header_rows], block.cells[block.header_rows :]
    body = [r for r in body if not all(c in dropped_words for c in r if c)]
    block.cells = head + body
    block.text = table_markdown(block.cells, block.header_rows)


def clean_pages(pages: list[Page]) -> list[Page]:
    """Remove running headers/footers and boilerplate lines from lines and blocks."""
    running = _running_signatures(pages) if len(pages) >= MIN_PAGES else set()
    for page in pages:
        dropped = [ln for ln in page.lines if _drop(ln, page, running)]
        if not dropped:
            continue
        dropped_ids = {id(ln) for ln in dropped}
        dropped_text = {ln.text for ln in dropped}
        kept_text = {ln.text for ln in page.lines if id(ln) not in dropped_ids}
        page.lines = [ln for ln in page.lines if id(ln) not in dropped_ids]
        blocks = []
        for block in page.blocks:
            cleaned = _clean_block(block, dropped_text - kept_text)
            if cleaned is not None:
                blocks.append(cleaned)
        page.blocks = blocks
    return pages
