"""Quote checks shared by validation, extraction and scoring, and quote fitting.

A quote supports a value when, reduced to ``[a-z0-9.]`` (the reference scorer's
normalisation), it occurs in the cited page's text and writes the value's digits.
Fitting cuts a cited quote to a run of its line that other text extractors
print the same way (no footnote mark inside it, nor the place of one).
"""

from __future__ import annotations

import re
import unicodedata
import weakref
from collections import OrderedDict
from collections.abc import Iterable
from typing import Any

from specproof.records import Item, Line, Page, Source
from specproof.tokens import DECIMAL


def norm_text(text: str) -> str:
    """NFKC, lower case, micro signs and dashes unified, only ``[a-z0-9.]`` kept."""
    text = unicodedata.normalize("NFKC", text).lower()
    text = text.replace("µ", "u").replace("μ", "u").replace("−", "-").replace("–", "-")
    return re.sub(r"[^a-z0-9.]", "", text)


def number_in_quote(quote: str, x: float) -> bool:
    """``x`` is written in ``quote``, possibly in another decade (3300 mV for 3.3 V)."""
    numbers = [float(n) for n in DECIMAL.findall(quote.replace(",", ""))]
    for scale in (1, 1e3, 1e-3, 1e6, 1e-6):
        if any(abs(abs(x) * scale - n) <= 0.01 * max(abs(n), 1e-12) for n in numbers):
            return True
    return False


# --------------------------------------------------------------------------- fitting

# A footnote mark or superscript drawn after a word ("VDD¹", "Supply voltage⁽³⁾",
# "TX power ⁿᵒᵗᵉ³") is where text extractors disagree: pdftotext prints "VDD¹" inline on
# one row and moves the same "¹" to a line of its own on the next, by block-building
# rules a reader of the page cannot see. The parser records such glyphs on each span
# (``Span.unsure``); a cited quote that runs across none of them reads the same in our
# lines and in pdftotext's. A subscript inside a symbol (V_CCA, I²C) stays: extractors
# keep those on the line.
_MARK_RE = re.compile(
    r"[\(\[]?\s*(?:\d{1,2}(?:\s*,\s*\d{1,2})*|note\s*\d{1,2}|[*†‡§])\s*[\)\]]?"
    r"|[\(\[]\s*[a-z]\s*[\)\]]",  # a lone letter is a subscript (T_A), "(a)" a footnote
    re.IGNORECASE,
)


def unsure_ranges(line: Line) -> list[tuple[int, int]]:
    """The line's unsure [start, end) ranges as offsets into ``line.text``."""
    out: list[tuple[int, int]] = []
    offset = 0
    for span in line.spans:
        out += [(offset + a, offset + b) for a, b in span.unsure]
        offset += len(span.text) + 1
    return out


def _is_cut(text: str, start: int, end: int) -> bool:
    """A place a quote must not cross: where a mark was moved off the line, or a
    footnote-like mark that ends its word (not the "²" of "I²C")."""
    if start == end:
        return True
    if not _MARK_RE.fullmatch(text[start:end].strip()):
        return False
    return end >= len(text) or not text[end].isalnum()


def safe_segments(line: Line) -> list[str]:
    """The runs of the line's text that cross no footnote mark nor the place of one."""
    if line.text != " ".join(s.text for s in line.spans):
        return [line.text.strip()]  # spans no longer describe the text: nothing to cut
    segments, start = [], 0
    for a, b in sorted(unsure_ranges(line)):
        if _is_cut(line.text, a, b):
            segments.append(line.text[start:a])
            start = max(start, b)
    segments.append(line.text[start:])
    return [seg for s in segments if (seg := " ".join(s.split()))]


def fit_quote(line: Line, numbers: Iterable[float]) -> str:
    """The longest safe run of the line that still writes every number; the whole
    line when it has no unsure place or no run holds all the numbers."""
    whole = line.text.strip()
    if not any(s.unsure for s in line.spans):
        return whole
    wanted = list(numbers)
    fits = [
        seg
        for seg in safe_segments(line)
        if norm_text(seg) and all(number_in_quote(seg, x) for x in wanted)
    ]
    return max(fits, key=lambda seg: len(norm_text(seg)), default=whole)


class _Layouts:
    """The stored pages cited last, per store. Read one by one: a datasheet's whole layout
    costs ~40 ms to unpack, its cited page a tenth of that."""

    def __init__(self, keep: int = 64) -> None:
        self.keep = keep
        self.pages: OrderedDict[tuple[str, int], Page | None] = OrderedDict()

    def page(self, store: Any, doc_name: str, number: int) -> Page | None:
        doc = store.document_by_name(doc_name)
        if doc is None:
            return None
        key = (doc.id, number)
        if key not in self.pages:
            self.pages[key] = store.page(doc.id, number)
            while len(self.pages) > self.keep:
                self.pages.popitem(last=False)
        self.pages.move_to_end(key)
        return self.pages[key]


_LAYOUTS: weakref.WeakKeyDictionary[Any, _Layouts] = weakref.WeakKeyDictionary()


def cited_quote(store: Any, source: Source, numbers: Iterable[float]) -> str:
    """The quote to cite for a fact read from ``source``: its line cut to a run any
    text extractor prints the same way (see :func:`fit_quote`). A quote of several
    lines, or one whose line is not stored, is cited as it is."""
    try:
        layouts = _LAYOUTS.setdefault(store, _Layouts())
    except TypeError:  # a store that cannot be weakly referenced: no cache
        layouts = _Layouts(keep=1)
    page = layouts.page(store, source.doc, source.page)
    if page is None:
        return source.quote
    line = next((ln for ln in page.lines if ln.text.strip() == source.quote), None)
    return source.quote if line is None else fit_quote(line, numbers)


def fit_item_quotes(items: list[Item], store: Any) -> None:
    """Cite every item with a quote any text extractor finds on its page. Facts keep
    their whole line as quote: the agent reads labels and conditions from it."""
    for item in items:
        src = item.source
        if src is None or not src.quote:
            continue
        numbers = [x for x in (item.min, item.typ, item.max, item.value) if x is not None]
        quote = cited_quote(store, src, numbers)
        if quote != src.quote:
            item.source = Source(src.doc, src.page, quote)
