"""The ``specproof`` command: a thin layer over :class:`specproof.Library`.

JSON goes to stdout (``--json``), progress and logs to stderr. An abstention is
an answer, so ``ask`` exits 0 on it.
"""

from __future__ import annotations

import json
import logging
import sys
from pathlib import Path
from typing import Annotated, Any

import typer
from rich.console import Console
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn
from rich.table import Table

from specproof.errors import LLMUnavailable, SpecproofError
from specproof.ingest import IngestResult, find_pdfs
from specproof.library import Library
from specproof.records import Answer, Fact, fact_dict, item_dict, to_json_dict

app = typer.Typer(
    add_completion=False,
    no_args_is_help=True,
    help="Cited, validated answers about device datasheets.",
    pretty_exceptions_enable=False,
)
out = Console(soft_wrap=True)  # stdout: results
err = Console(stderr=True)  # stderr: progress, logs, errors

JsonOpt = Annotated[bool, typer.Option("--json", help="JSON on stdout.")]
EXIT_REJECTED = 3


class State:
    db: str = "specproof.db"


@app.callback()
def _global(
    db: Annotated[
        str,
        typer.Option("--db", envvar="SPECPROOF_DB", help="Database: a SQLite file path."),
    ] = "specproof.db",
    verbose: Annotated[bool, typer.Option("--verbose", "-v", help="Debug logs.")] = False,
) -> None:
    State.db = db
    logging.basicConfig(
        level=logging.DEBUG if verbose else logging.WARNING,
        stream=sys.stderr,
        format="%(levelname)s %(name)s: %(message)s",
    )


def _library() -> Library:
    return Library(State.db)


def _print_json(data: Any) -> None:
    sys.stdout.write(json.dumps(data, indent=2, ensure_ascii=False) + "\n")


# -- ingest ---------------------------------------------------------------------------------


@app.command()
def ingest(
    paths: Annotated[list[Path], typer.Argument(help="PDF files or folders of PDFs.")],
    as_json: JsonOpt = False,
) -> None:
    """Parse, index and extract facts from datasheets. Exit 3 when some files were rejected."""
    results = _ingest_with_progress(_library(), paths)
    if as_json:
        _print_json([_result_json(r) for r in results])
    else:
        _print_results(results)
    if any(r.status == "failed" for r in results):
        raise typer.Exit(1)
    if any(r.rejected for r in results):
        raise typer.Exit(EXIT_REJECTED)


def _ingest_with_progress(lib: Library, paths: list[Path]) -> list[IngestResult]:
    files = find_pdfs(paths)
    with Progress(
        TextColumn("[bold]ingest"),
        BarColumn(),
        MofNCompleteColumn(),
        TextColumn("{task.fields[pages]} pages"),
        TimeElapsedColumn(),
        TextColumn("{task.description}"),
        console=err,
        transient=False,
    ) as bar:
        task = bar.add_task("", total=len(files), pages=0)
        pages = 0

        def tick(result: IngestResult) -> None:
            nonlocal pages
            pages += result.pages
            bar.update(task, advance=1, pages=pages, description=f"{result.file}: {result.status}")

        return lib.ingest(files, progress=tick)


def _result_json(r: IngestResult) -> dict[str, Any]:
    data = {
        "file": r.file,
        "sha256": r.sha256,
        "device": r.device,
        "status": r.status,
        "pages": r.pages,
        "chunks": r.chunks,
        "facts": r.facts,
        "seconds": r.seconds,
    }
    if r.message:
        data["message"] = r.message
    return data


def _print_results(results: list[IngestResult]) -> None:
    table = Table("file", "status", "device", "pages", "chunks", "facts", "s")
    for r in results:
        status = r.status if not r.message else f"{r.status} ({r.message})"
        table.add_row(
            r.file,
            status,
            r.device or "",
            str(r.pages),
            str(r.chunks),
            str(r.facts),
            f"{r.seconds:.1f}",
        )
    out.print(table)


# -- docs, search, facts -------------------------------------------------------------------


@app.command()
def docs(as_json: JsonOpt = False) -> None:
    """List ingested documents."""
    documents = _library().documents()
    if as_json:
        _print_json(to_json_dict(documents))
        return
    table = Table("id", "file", "device", "pages", "chunks", "facts", "warnings")
    for d in documents:
        table.add_row(
            d.id[:12],
            d.file_name,
            d.device,
            str(d.pages),
            str(d.chunks),
            str(d.facts),
            "; ".join(d.warnings),
        )
    out.print(table)
    if not documents:
        err.print("no documents yet: run `specproof ingest PATH`")


@app.command()
def search(
    query: Annotated[str, typer.Argument(help="Free-text query.")],
    device: Annotated[str | None, typer.Option(help="Only this device's datasheets.")] = None,
    k: Annotated[int, typer.Option("-k", min=1, max=100, help="How many chunks.")] = 10,
    as_json: JsonOpt = False,
) -> None:
    """Hybrid (BM25 + embedding) search over chunks, with page citations."""
    hits = _library().search(query, device=device, k=k)
    if as_json:
        _print_json(
            [
                {
                    "doc": h.file_name,
                    "device": h.device,
                    "pages": [h.chunk.page_start, h.chunk.page_end],
                    "heading_path": list(h.chunk.heading_path),
                    "section": str(h.chunk.section),
                    "score": round(h.score, 6),
                    "chunk_id": h.chunk.id,
                    "text": h.chunk.text,
                }
                for h in hits
            ]
        )
        return
    for rank, h in enumerate(hits, 1):
        pages = _page_span(h.chunk.page_start, h.chunk.page_end)
        out.print(
            f"[bold]{rank}. {h.file_name}[/bold] {pages} · {' > '.join(h.chunk.heading_path)}"
            f" · score {h.score:.4f}",
            markup=True,
            highlight=False,
        )
        out.print(_snippet(h.chunk.text), markup=False, highlight=False)
    if not hits:
        err.print("no matching chunks")


def _page_span(start: int, end: int) -> str:
    return f"p. {start}" if start == end else f"pp. {start}-{end}"


def _snippet(text: str, limit: int = 300) -> str:
    flat = " ".join(text.split())
    return "   " + (flat if len(flat) <= limit else flat[:limit] + "…")


@app.command()
def facts(
    device: Annotated[str, typer.Argument(help="Device or alias, e.g. BME280.")],
    field: Annotated[str | None, typer.Option("--field", help="Only this field.")] = None,
    as_json: JsonOpt = False,
) -> None:
    """Structured specification facts extracted from a device's datasheet."""
    found = _library().facts(device, field)
    if as_json:
        _print_json([fact_dict(f) for f in found])
        return
    table = Table("field", "value", "unit", "condition", "section", "page", "quote")
    for f in found:
        table.add_row(
            f.field + (f" ({f.quantity})" if f.quantity else ""),
            _fact_value(f),
            f.unit or "",
            f.condition,
            str(f.section),
            str(f.source.page),
            f.source.quote[:80],
        )
    out.print(table)
    if not found:
        err.print(f"no facts for {device}" + (f" and field {field}" if field else ""))


def _fact_value(f: Fact) -> str:
    if f.values:
        return ", ".join(f.values)
    parts = [f"{name} {_num(v)}" for name, v in f.bounds().items()]
    if f.expr_max:
        parts.append(f"max {f.expr_max}")
    return " · ".join(parts)


def _num(x: float) -> str:
    return f"{x:g}"


@app.command()
def reextract(
    device: Annotated[str | None, typer.Option(help="Only this device.")] = None,
    as_json: JsonOpt = False,
) -> None:
    """Re-run fact extraction on stored pages (no re-parsing)."""
    counts = _library().reextract(device)
    if as_json:
        _print_json(counts)
    else:
        for name, n in counts.items():
            out.print(f"{name}: {n} facts")


# -- ask -----------------------------------------------------------------------------------------


@app.command()
def ask(
    question: Annotated[str, typer.Argument(help="A question about ingested datasheets.")],
    mode: Annotated[
        str, typer.Option(help="full | no-validation | no-rules | topk (needs an LLM).")
    ] = "full",
    explain: Annotated[bool, typer.Option("--explain", help="Print the agent's trace.")] = False,
    as_json: JsonOpt = False,
) -> None:
    """Answer a question with cited evidence; abstains when evidence is insufficient (exit 0)."""
    try:
        answer = _library().ask(question, mode=mode)
    except LLMUnavailable as exc:
        err.print(f"[red]{exc}[/red]")
        raise typer.Exit(2) from exc
    if as_json:
        data = answer.prediction("cli")
        data.pop("id")
        data["question"] = question
        if explain:
            data["trace"] = to_json_dict(answer.trace)["steps"]
            data["rules"] = to_json_dict(answer.rules)
        _print_json(data)
        return
    print_answer(answer)
    if explain:
        print_trace(answer)


def print_answer(answer: Answer) -> None:
    badge = {
        "compatible": "[green]COMPATIBLE[/green]",
        "incompatible": "[red]INCOMPATIBLE[/red]",
        "insufficient_evidence": "[yellow]INSUFFICIENT EVIDENCE[/yellow]",
    }.get(answer.verdict or "", "")
    if badge:
        out.print(badge, markup=True)
    out.print(answer.text, markup=False, highlight=False)
    for item in answer.items:
        data = item_dict(item)
        src = item.source
        cite = f"{src.doc} p.{src.page}: “{src.quote}”" if src else "(no source)"
        out.print(f"  - {data['device']} {data['field']}: {cite}", markup=False, highlight=False)


def print_trace(answer: Answer) -> None:
    err.print("[bold]trace[/bold]")
    for step in answer.trace.steps:
        err.print(f"  {step.step}: {json.dumps(step.detail, default=str)[:400]}", markup=False)
    for rule in answer.rules:
        mark = {True: "pass", False: "FAIL", None: "n/a"}[rule.passed]
        err.print(f"  rule {rule.rule}: {mark} — {rule.reason}", markup=False)


# -- eval ----------------------------------------------------------------------------------------


@app.command(name="eval")
def eval_(
    bench_dir: Annotated[Path, typer.Argument(help="Benchmark folder (datasheets/, *.jsonl).")],
    questions: Annotated[
        list[Path] | None, typer.Option("--questions", help="Question files (default: all).")
    ] = None,
    mode: Annotated[
        str, typer.Option(help="full | no-validation | no-rules | topk | all")
    ] = "full",
    predictions: Annotated[
        Path | None, typer.Option("--predictions", help="Write predictions JSONL here.")
    ] = None,
    report: Annotated[
        Path | None, typer.Option("--report", help="Write report.json/.md and charts here.")
    ] = None,
    compare: Annotated[bool, typer.Option("--compare", help="Same as --mode all.")] = False,
    as_json: JsonOpt = False,
) -> None:
    """Answer a benchmark's questions and score them like the paper (and score.py)."""
    from specproof.eval.run import eval_command

    code = eval_command(
        State.db,
        bench_dir,
        questions or None,
        "all" if compare else mode,
        predictions,
        report,
        as_json,
    )
    raise typer.Exit(code)


# -- demo -----------------------------------------------------------------------------------------

DEMO_QUESTIONS = [
    "What is the absolute maximum input voltage of the AMS1117?",
    "What is the dropout voltage of the AMS1117-3.3?",
    "What is the operating voltage of the HC-SR04?",
    "What is the measurement range of the DHT22 for humidity?",
    "What is the coil resistance of the SRD-05VDC-SL-C relay?",
    "Can I power the BH1750 directly from the 3.3 V output of an AMS1117-3.3?",
    "What is the Bluetooth transmit power of the BH1750?",
]


def _demo_folder() -> Path:
    here = Path(__file__).resolve()
    for parent in here.parents:
        candidate = parent / "examples" / "datasheets"
        if candidate.is_dir():
            return candidate
    raise SpecproofError("the bundled examples/datasheets folder was not found")


@app.command()
def demo(as_json: JsonOpt = False) -> None:
    """Ingest the bundled sample datasheets and answer a few example questions."""
    lib = _library()
    folder = _demo_folder()
    err.print(f"ingesting sample datasheets from {folder} into {State.db}")
    results = _ingest_with_progress(lib, [folder])
    answers = []
    for question in DEMO_QUESTIONS:
        try:
            answers.append(lib.ask(question))
        except SpecproofError as exc:
            err.print(f"[red]{exc}[/red]")
    if as_json:
        _print_json(
            {
                "ingested": [_result_json(r) for r in results],
                "answers": [
                    {"question": a.question, **a.prediction("demo")["answer"], "text": a.text}
                    for a in answers
                ],
            }
        )
        return
    _print_results(results)
    for answer in answers:
        out.rule(answer.question, style="dim")
        print_answer(answer)


def main() -> None:
    try:
        app()
    except SpecproofError as exc:
        err.print(f"[red]error:[/red] {exc}", highlight=False)
        sys.exit(1)
    except KeyboardInterrupt:
        err.print("interrupted")
        sys.exit(130)


# -- front doors: HTTP API + web page, MCP server (thin: the work is in specproof.web / mcp_server)


@app.command()
def serve(
    host: Annotated[str, typer.Option(help="Address to bind (loopback by default).")] = "127.0.0.1",
    port: Annotated[int, typer.Option(min=1, max=65535, help="TCP port.")] = 8000,
    workers: Annotated[int, typer.Option(min=1, help="Worker processes.")] = 1,
) -> None:
    """HTTP API (OpenAPI at /docs) and the web page."""
    try:
        from specproof.web.app import serve as run_server
    except ImportError as exc:
        err.print(f"[red]needs the extras: pip install 'specproof[server]' ({exc})[/red]")
        raise typer.Exit(2) from exc
    run_server(State.db, host, port, workers)


@app.command()
def mcp() -> None:
    """MCP server on stdio (JSON-RPC on stdout, logs on stderr) for coding assistants."""
    try:
        from specproof.mcp_server import run_mcp
    except ImportError as exc:
        err.print(f"[red]needs the extra: pip install 'specproof[mcp]' ({exc})[/red]")
        raise typer.Exit(2) from exc
    run_mcp(State.db)
