"""What the ``specproof`` command prints for a person (``--json`` prints data instead).

Layouts are meant to read at 80 columns: few table columns, long text in columns that wrap
at word boundaries, short ones never squeezed; long conditions and quotes cut at a word with
"…" (the JSON output carries them whole). Datasheet text is printed without rich markup,
so a "[10 sec]" in a condition stays text.
"""

from __future__ import annotations

import json
import re
from collections.abc import Sequence
from typing import TYPE_CHECKING

from rich import box
from rich.console import Console
from rich.markup import escape
from rich.table import Table

from specproof.records import Answer, Document, Fact, SearchHit

if TYPE_CHECKING:
    from specproof.ingest import IngestResult

CONDITION_CHARS = 90  # a condition in an answer or a fact row
QUOTE_CHARS = 120
SNIPPET_CHARS = 300
SNIPPET_LEAD = 80  # characters kept before the first matched term of a search hit
TRACE_DETAIL_CHARS = 400
# Short names of the section kinds that are long, for a narrow field column.
SECTION_LABELS = {
    "absolute_maximum": "abs. max",
    "recommended_operating": "recommended",
    "electrical_characteristics": "electrical",
    "pin_description": "pins",
}
BADGES = {
    "compatible": "[bold green]COMPATIBLE[/]",
    "incompatible": "[bold red]INCOMPATIBLE[/]",
    "insufficient_evidence": "[bold yellow]INSUFFICIENT EVIDENCE[/]",
}


def cut_words(text: str, limit: int) -> str:
    """``text`` on one line, cut at the last word boundary before ``limit`` characters."""
    flat = " ".join(text.split())
    if len(flat) <= limit:
        return flat
    cut = flat[: limit - 1]
    space = cut.rfind(" ")
    if space > limit // 2:
        cut = cut[:space]
    return cut.rstrip(" ,;:.([{") + "…"


def _table(*columns: str) -> Table:
    table = Table(box=box.SIMPLE_HEAD, pad_edge=False, show_edge=False)
    for name in columns:
        table.add_column(name)
    return table


# -- ingest, docs --------------------------------------------------------------------------


def print_ingest_results(console: Console, results: Sequence[IngestResult]) -> None:
    table = _table("file", "status", "device", "pages", "chunks", "facts", "s")
    counts = ("pages", "chunks", "facts", "s")
    for name in counts:
        _column(table, name).justify = "right"
    for name in (*counts, "device"):
        _column(table, name).no_wrap = True
    for r in results:
        status = r.status if not r.message else f"{r.status} ({r.message})"
        table.add_row(
            escape(r.file),
            escape(status),
            escape(r.device or ""),
            str(r.pages),
            str(r.chunks),
            str(r.facts),
            f"{r.seconds:.1f}",
        )
    console.print(table)


def print_documents(console: Console, documents: Sequence[Document], verbose: bool) -> None:
    """One line per document; ``verbose``: a short block per document with its aliases,
    chunks, full id and warnings instead."""
    if verbose:
        for d in documents:
            console.print(
                f"[bold]{escape(d.file_name)}[/] {escape(d.device)} · {d.pages} pages · "
                f"{d.facts} facts · {d.chunks} chunks · id {d.id}",
                highlight=False,
            )
            for line in _document_details(d):
                console.print(f"   {line}", markup=False, highlight=False)
        print_shared_parts(console, documents)
        return
    table = _table("id", "file", "device", "pages", "facts", "warnings")
    for name in ("id", "file", "device"):
        column = _column(table, name)
        column.no_wrap, column.overflow = True, "ellipsis"
    for name in ("pages", "facts", "warnings"):
        _column(table, name).justify = "right"
    for d in documents:
        table.add_row(
            d.id[:8],
            escape(d.file_name),
            escape(d.device),
            str(d.pages),
            str(d.facts),
            str(len(d.warnings)) if d.warnings else "",
        )
    console.print(table)
    if any(d.warnings for d in documents):
        console.print("[dim]warnings listed with --verbose[/]")
    print_shared_parts(console, documents)


def print_shared_parts(console: Console, documents: Sequence[Document]) -> None:
    """The parts several documents cover, each document with its maker, revision and date."""
    from specproof.library import shared_parts

    for name, docs in shared_parts(documents):
        console.print(f"{name} is covered by {len(docs)} documents:", markup=False)
        for d in docs:
            console.print(f"   {d.file_name} ({edition(d)})", markup=False, highlight=False)


def edition(doc: Document) -> str:
    """ "Bosch Sensortec, revision 1.23, January 2022", or what of it the sheet states."""
    parts = [
        doc.manufacturer or "maker not stated",
        f"revision {doc.revision}" if doc.revision else "no revision stated",
        doc.date or "no date stated",
    ]
    return ", ".join(parts)


def _document_details(doc: Document) -> list[str]:
    lines = [f"aliases: {', '.join(doc.aliases)}"] if doc.aliases else []
    lines.append(f"edition: {edition(doc)}")
    return lines + [f"warning: {w}" for w in group_warnings(doc.warnings)]


def group_warnings(warnings: Sequence[str]) -> list[str]:
    """ "hidden text on page 2", "… on page 3" -> "hidden text on pages 2, 3" (order kept)."""
    pages: dict[str, list[str]] = {}
    for warning in warnings:
        found = re.fullmatch(r"(.*\S) on page (\d+)", warning)
        what, page = (found.group(1), found.group(2)) if found else (warning, "")
        pages.setdefault(what, [])
        if page:
            pages[what].append(page)
    out = []
    for what, numbers in pages.items():
        if not numbers:
            out.append(what)
        else:
            word = "page" if len(numbers) == 1 else "pages"
            out.append(f"{what} on {word} {', '.join(numbers)}")
    return out


# -- search, facts ----------------------------------------------------------------------------


def print_hits(console: Console, hits: Sequence[SearchHit]) -> None:
    """Rank, where, which query terms it contains, and the passage around the first one."""
    for rank, hit in enumerate(hits, 1):
        chunk = hit.chunk
        pages = _page_span(chunk.page_start, chunk.page_end)
        where = cut_words(" > ".join(chunk.heading_path), 70)
        kind = f" [dim]({hit.kind})[/]" if hit.kind in ("code", "register map") else ""
        console.print(
            f"[bold]{rank}. {escape(hit.file_name)}[/] {pages}{kind} · {escape(where)}",
            highlight=False,
        )
        terms = ", ".join(hit.matched_terms) if hit.matched_terms else "none (similar meaning)"
        console.print(f"   [dim]matched:[/] {escape(terms)}", highlight=False)
        console.print(
            "   " + snippet(chunk.text, chunk.heading_path, hit.matched_terms),
            markup=False,
            highlight=False,
        )


def _page_span(start: int, end: int) -> str:
    return f"p. {start}" if start == end else f"pp. {start}-{end}"


def snippet(text: str, heading_path: Sequence[str], terms: Sequence[str]) -> str:
    """The passage without its repeated heading lines, from a little before the first
    matched term, cut at words."""
    first = heading_path[0] if heading_path else None
    lines = [
        line
        for line in text.splitlines()
        if not (first and (line == first or line.startswith(first + " > ")))
    ]
    flat = " ".join(" ".join(lines).split())
    lowered = flat.lower()
    found = [p for p in (lowered.find(t.lower()) for t in terms) if p >= 0]
    start = max(0, min(found) - SNIPPET_LEAD) if found else 0
    if start:
        space = flat.find(" ", start)
        start = space + 1 if 0 <= space < min(found) else start
    lead = "…" if start else ""
    return lead + cut_words(flat[start:], SNIPPET_CHARS)


def print_facts(console: Console, facts: Sequence[Fact]) -> None:
    table = _table("field", "value", "condition", "p.", "quote")
    table.expand = True  # the ratios below share the width; without it they are ignored
    _column(table, "field").no_wrap = True  # field names are one word: never broken
    for name, share in (("value", 2), ("condition", 3), ("quote", 4)):
        _column(table, name).ratio = share
    page = _column(table, "p.")
    page.no_wrap, page.justify = True, "right"
    for f in facts:
        field = f.field + (f" ({f.quantity})" if f.quantity else "")
        table.add_row(
            f"{escape(field)}\n[dim]{escape(section_label(str(f.section)))}[/]",
            escape(fact_value(f)),
            escape(cut_words(f.condition, CONDITION_CHARS)),
            str(f.source.page),
            escape(cut_words(f.source.quote, QUOTE_CHARS)),
        )
    console.print(table)


def section_label(section: str) -> str:
    return SECTION_LABELS.get(section, section.replace("_", " "))


def fact_value(f: Fact) -> str:
    if f.values:
        return ", ".join(f.values)
    parts = [f"{name} {value:g}" for name, value in f.bounds().items()]
    if f.expr_max:
        parts.append(f"max {f.expr_max}")
    unit = f" {f.unit}" if f.unit and parts else ""
    return " · ".join(parts) + unit


def _column(table: Table, header: str):  # -> rich.table.Column
    return next(c for c in table.columns if c.header == header)


# -- answers ------------------------------------------------------------------------------------


def print_answer(console: Console, answer: Answer) -> None:
    """Verdict badge, the answer text (long conditions cut), why it abstained, the evidence."""
    badge = BADGES.get(answer.verdict or "")
    if badge:
        console.print(badge)
    console.print(short_conditions(answer), markup=False, highlight=False)
    if _reason_untold(answer):
        console.print(f"[dim]reason:[/] {escape(answer.reason or '')}", highlight=False)
    for item in answer.items:
        src = item.source
        cite = f"{src.doc} p.{src.page}: “{cut_words(src.quote, QUOTE_CHARS)}”" if src else ""
        console.print(
            f"  - {item.device} {item.field}: {cite or '(no source)'}",
            markup=False,
            highlight=False,
        )


def short_conditions(answer: Answer) -> str:
    """The answer text with each item's long condition cut at a word (full in ``--json``)."""
    text = answer.text
    for item in answer.items:
        if len(item.condition) > CONDITION_CHARS:
            text = text.replace(
                f"[{item.condition}]", f"[{cut_words(item.condition, CONDITION_CHARS)}]"
            )
    return text


def _reason_untold(answer: Answer) -> bool:
    """An abstention whose text does not already say why (e.g. "to judge compatibility")."""
    if answer.verdict != "insufficient_evidence" or not answer.reason:
        return False
    return _squash(answer.reason) not in _squash(answer.text)


def _squash(text: str) -> str:
    return re.sub(r"[^0-9a-z]", "", text.lower())


def print_trace(console: Console, answer: Answer) -> None:
    console.print("[bold]trace[/]")
    for step in answer.trace.steps:
        detail = json.dumps(step.detail, default=str, ensure_ascii=False)
        console.print(
            f"  {step.step}: {cut_words(detail, TRACE_DETAIL_CHARS)}", markup=False, highlight=False
        )
    for rule in answer.rules:
        mark = {True: "pass", False: "FAIL", None: "n/a"}[rule.passed]
        console.print(f"  rule {rule.rule}: {mark} — {rule.reason}", markup=False, highlight=False)
