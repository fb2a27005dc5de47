"""A build report for a person: a terminal table, or one HTML file with the cited pages.

The HTML report is self-contained: each cited page is rendered (the web page's renderer,
the quote boxed) and embedded, so the file can be archived by a CI run or mailed.
Datasheet text is escaped everywhere: a quote is text, never markup.
"""

from __future__ import annotations

import base64
import html
import io
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from rich import box
from rich.markup import escape
from rich.table import Table

from specproof.build.report import Citation, Report, Row
from specproof.terminal import QUOTE_CHARS, cut_words

if TYPE_CHECKING:
    from rich.console import Console

    from specproof.records import Document

MARKS = {"pass": "[green]pass[/]", "fail": "[bold red]FAIL[/]", "unknown": "[yellow]unknown[/]"}
OVERALL = {
    "passes": "[bold green]PASSES[/]",
    "fails": "[bold red]FAILS[/]",
    "cannot confirm": "[bold yellow]CANNOT CONFIRM[/]",
}


def print_report(console: Console, report: Report, verbose: bool = False) -> None:
    """One table row per check; under a failed or unknown one (every one with
    ``verbose``) its cited facts, and for an unknown one the nearest evidence."""
    table = Table(box=box.SIMPLE_HEAD, pad_edge=False, show_edge=False, expand=True)
    table.add_column("check", no_wrap=True)
    table.add_column("", no_wrap=True)
    table.add_column("subject", ratio=2)
    table.add_column("why", ratio=5)
    for row in report.rows:
        detail = escape(row.why)
        if verbose or row.status != "pass":
            detail += "".join(f"\n[dim]↳ {escape(_cite_line(c))}[/]" for c in row.cited)
            detail += "".join(
                f"\n[dim]? {escape(f'{m.doc} p.{m.page}: “{cut_words(m.quote, 60)}” ({m.why})')}[/]"
                for m in row.closest[:2]
            )
        table.add_row(escape(row.check), MARKS[row.status], escape(row.subject), detail)
    counts = report.counts()
    console.print(f"[bold]{escape(report.name)}[/] [dim]({escape(report.path)})[/]")
    console.print(table)
    console.print(
        f"{OVERALL[report.overall]}  {counts['pass']} passed, {counts['fail']} failed, "
        f"{counts['unknown']} unknown"
    )


def _cite_line(c: Citation) -> str:
    value = f" {c.value}" if c.value else ""
    return f"{c.device} {c.field}{value} — {c.doc} p.{c.page}: “{cut_words(c.quote, QUOTE_CHARS)}”"


# ---------------------------------------------------------------- HTML

# where a citation's page image comes from: a data: URI (a report file), a URL of the
# web app's page renderer, or None (no image)
ImageSource = Callable[[Citation], str | None]

CSS = """
body{font:15px/1.45 system-ui,sans-serif;margin:2rem auto;max-width:70rem;padding:0 1rem;color:#222}
h1{font-size:1.4rem} .overall{font-weight:bold;padding:.2rem .6rem;border-radius:.3rem}
.passes,.pass{background:#dff3e2;color:#17602a} .fails,.fail{background:#fbe0e0;color:#8a1414}
.cannot-confirm,.unknown{background:#fff3cd;color:#7a5a00}
table{border-collapse:collapse;width:100%} td,th{border-bottom:1px solid #ddd;padding:.4rem;
vertical-align:top;text-align:left} .status{font-weight:bold;padding:.1rem .4rem;border-radius:.2rem}
details{margin:.2rem 0} summary{cursor:pointer;color:#444} .quote{font-family:monospace}
img{max-width:100%;border:1px solid #ccc;margin:.3rem 0} .where{color:#777;font-size:.85em}
"""


def report_html(
    report: Report, image_src: ImageSource | None = None, stylesheet: str | None = None
) -> str:
    """The report as one HTML document: the styles inline (or a ``stylesheet`` link, where
    a Content-Security-Policy forbids inline styles), each citation with its page image
    when ``image_src`` gives one."""
    style = (
        f"<link rel=stylesheet href='{_e(stylesheet)}'>" if stylesheet else f"<style>{CSS}</style>"
    )
    return (
        "<!doctype html><html lang=en><head><meta charset=utf-8>"
        f"<title>{_e(report.name)}: build check</title>{style}</head><body>"
        f"{report_body(report, image_src)}</body></html>\n"
    )


def report_body(report: Report, image_src: ImageSource | None = None) -> str:
    counts = report.counts()
    status = report.overall.replace(" ", "-")
    rows = "\n".join(_row_html(r, image_src) for r in report.rows)
    return (
        f"<h1>{_e(report.name)}</h1><p class=where>{_e(report.path)}</p>"
        f"<p><span class='overall {status}'>{_e(report.overall.upper())}</span> "
        f"{counts['pass']} passed, {counts['fail']} failed, {counts['unknown']} unknown</p>"
        "<table><thead><tr><th>check</th><th>result</th><th>subject</th><th>why</th></tr>"
        f"</thead><tbody>{rows}</tbody></table>"
    )


def _row_html(row: Row, image_src: ImageSource | None) -> str:
    cites = "".join(_cite_html(c, image_src) for c in row.cited)
    closest = "".join(
        f"<details><summary>nearest: {_e(m.device)} {_e(m.field)} — {_e(m.doc)} p.{m.page}"
        f"</summary><p class=quote>“{_e(m.quote)}”</p><p>{_e(m.why)}</p></details>"
        for m in row.closest
    )
    return (
        f"<tr><td>{_e(row.check)}</td><td><span class='status {row.status}'>{row.status}</span>"
        f"</td><td>{_e(row.subject)}<div class=where>{_e(row.where)}</div></td>"
        f"<td>{_e(row.why)}<div class=where>{_e(row.rule)}</div>{cites}{closest}</td></tr>"
    )


def _cite_html(c: Citation, image_src: ImageSource | None) -> str:
    src = image_src(c) if image_src is not None else None
    image = f"<img alt='{_e(c.doc)} page {c.page}' src='{_e(src)}'>" if src else ""
    value = f" {_e(c.value)}" if c.value else ""
    return (
        f"<details><summary>{_e(c.device)} {_e(c.field)}{value} — {_e(c.doc)} p.{c.page}"
        f"</summary><p class=quote>“{_e(c.quote)}”</p>{image}</details>"
    )


def _e(text: str) -> str:
    return html.escape(str(text), quote=True)


def embedded_pages(db: str, documents: dict[str, Document]) -> ImageSource:
    """Cited pages rendered from the PDFs the library remembers (the quote boxed) and
    embedded as data: URIs; ``documents`` maps a file name to its stored document. Each
    page image is rendered once."""
    from specproof.pdf_paths import PdfPaths

    paths = PdfPaths(db)
    done: dict[tuple[str, int, str], str | None] = {}

    def render(c: Citation) -> str | None:
        key = (c.doc, c.page, c.quote)
        if key not in done:
            doc = documents.get(c.doc)
            jpeg = _render(paths.find(doc) if doc is not None else None, c)
            done[key] = (
                f"data:image/jpeg;base64,{base64.b64encode(jpeg).decode()}" if jpeg else None
            )
        return done[key]

    return render


def _render(pdf: Path | None, c: Citation) -> bytes | None:
    if pdf is None:
        return None
    from specproof.web.pages import render_page

    try:
        png = render_page(pdf, c.page, c.quote, scale=1.0).png
    except (OSError, IndexError, RuntimeError):  # pdfium errors are RuntimeErrors
        return None  # a page image is a convenience: the citation stands without it
    return _as_jpeg(png)


def _as_jpeg(png: bytes) -> bytes:
    """A page image small enough to embed many of (a tenth of the PNG's size)."""
    from PIL import Image

    out = io.BytesIO()
    Image.open(io.BytesIO(png)).convert("RGB").save(out, format="JPEG", quality=70)
    return out.getvalue()
