"""The ``specproof`` command: a thin layer over :class:`specproof.Library`.

JSON goes to stdout (``--json``), progress and logs to stderr. An abstention is an answer,
so ``ask`` exits 0 on it. Errors are one line on stderr: exit 2 for a bad command line,
1 for anything else. Heavy modules (the library, the agent, the layouts) are imported inside
the commands that need them, so ``specproof --help`` starts fast.
"""

from __future__ import annotations

import json
import logging
import re
import sys
import time
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Any

import typer
from typer.core import TyperArgument, TyperCommand, TyperGroup

from specproof.errors import LLMUnavailable, SpecproofError
from specproof.records import ANSWER_MODES

if TYPE_CHECKING:
    from rich.console import Console

    from specproof.ingest import IngestResult
    from specproof.library import Library
    from specproof.records import Answer

EXIT_FAILED = 1
EXIT_USAGE = 2
EXIT_REJECTED = 3
EXIT_INTERRUPTED = 130


# -- help that reads like the README --------------------------------------------------------


def _no_type(*_args: object, **_kwargs: object) -> None:
    return None


def _plain_params(params: list[Any]) -> list[Any]:
    # Typer prints a type tag after each flag and argument ("<bool>", "<list[Path]>"); the
    # metavar and the help text say it better. Options that take a value keep their metavar.
    for param in params:
        if isinstance(param, TyperArgument) or getattr(param, "is_flag", False):
            param.display_type_rich = _no_type
    return params


def _plain_usage(pieces: list[str]) -> list[str]:
    # Typer writes a required argument as "{QUESTION}"; the README writes QUESTION.
    return [re.sub(r"^\{(.+)\}", r"\1", piece) for piece in pieces]


class _Command(TyperCommand):
    def get_params(self, ctx: Any) -> list[Any]:
        return _plain_params(super().get_params(ctx))

    def collect_usage_pieces(self, ctx: Any) -> list[str]:
        return _plain_usage(super().collect_usage_pieces(ctx))


class _Group(TyperGroup):
    def get_params(self, ctx: Any) -> list[Any]:
        return _plain_params(super().get_params(ctx))


app = typer.Typer(
    cls=_Group,
    add_completion=False,
    no_args_is_help=True,
    help="Cited, validated answers about device datasheets.",
    pretty_exceptions_enable=False,
)
command = app.command

JsonOpt = Annotated[bool, typer.Option("--json", help="JSON on stdout.")]


def _answer_json(lib: Library, answer: Answer) -> dict[str, Any]:
    """The answer shape of the HTTP API and the MCP server (no HTTP links here)."""
    from specproof.web.schemas import answer_out, doc_id_resolver

    return answer_out(answer, doc_id_resolver(lib.store), links=False).model_dump(mode="json")


def _one_of(*choices: str) -> Any:
    """An option callback that accepts only ``choices`` (a bad value is a usage error)."""

    def check(value: str) -> str:
        if value not in choices:
            raise typer.BadParameter(f"'{value}' is not one of {', '.join(choices)}")
        return value

    return check


class State:
    db: str = "specproof.db"
    verbose: bool = False


def _version(value: bool) -> None:
    if value:
        from importlib.metadata import PackageNotFoundError, version

        try:
            number = version("specproof")
        except PackageNotFoundError:  # run from a source tree that was never installed
            number = "unknown"
        sys.stdout.write(f"specproof {number}\n")
        raise typer.Exit()


@app.callback()
def _global(
    db: Annotated[
        str,
        typer.Option(
            "--db",
            envvar="SPECPROOF_DB",
            metavar="DB",
            help="Database: a SQLite file path, or a postgresql://… or mongodb://… URL.",
        ),
    ] = "specproof.db",
    verbose: Annotated[bool, typer.Option("--verbose", "-v", help="Debug logs.")] = False,
    _show_version: Annotated[
        bool,
        typer.Option(
            "--version", callback=_version, is_eager=True, help="Print the version and exit."
        ),
    ] = False,
) -> None:
    State.db, State.verbose = db, verbose
    logging.basicConfig(
        level=logging.DEBUG if verbose else logging.WARNING,
        stream=sys.stderr,
        format="%(levelname)s %(name)s: %(message)s",
    )


@cache
def _out() -> Console:
    """stdout: results."""
    from rich.console import Console

    return Console(soft_wrap=True)  # answers stay one line each when piped


@cache
def _err() -> Console:
    """stderr: progress and notes."""
    from rich.console import Console

    return Console(stderr=True)


def _library() -> Library:
    from specproof.library import Library

    return Library(State.db)


def _print_json(data: Any) -> None:
    sys.stdout.write(json.dumps(data, indent=2, ensure_ascii=False) + "\n")


def _note(message: str) -> None:
    """A plain line on stderr (no markup: it may quote datasheet text)."""
    sys.stderr.write(message + "\n")


# -- ingest -------------------------------------------------------------------------------------


@command(cls=_Command)
def ingest(
    paths: Annotated[
        list[Path], typer.Argument(metavar="PATH", help="PDF files or folders of PDFs.")
    ],
    as_json: JsonOpt = False,
) -> None:
    """Parse, index and extract facts from datasheets; ends with the rate in pages per second.
    Exit 3 when some files were rejected."""
    started = time.perf_counter()
    results = _ingest_with_progress(_library(), paths)
    rate = IngestRate.of(results, time.perf_counter() - started)
    if as_json:
        _print_json({"files": [_result_json(r) for r in results], **rate.json()})
    else:
        from specproof.terminal import print_ingest_results

        print_ingest_results(_out(), results)
        _out().print(rate.line(), highlight=False)
    if any(r.status == "failed" for r in results):
        raise typer.Exit(EXIT_FAILED)
    if any(r.rejected for r in results):
        raise typer.Exit(EXIT_REJECTED)


def _ingest_with_progress(lib: Library, paths: list[Path]) -> list[IngestResult]:
    from rich.progress import (
        BarColumn,
        MofNCompleteColumn,
        Progress,
        TextColumn,
        TimeElapsedColumn,
    )

    from specproof.ingest import find_pdfs

    files = find_pdfs(paths)
    with Progress(
        TextColumn("[bold]ingest"),
        BarColumn(),
        MofNCompleteColumn(),
        TextColumn("{task.fields[pages]} pages"),
        TimeElapsedColumn(),
        TextColumn("{task.description}", markup=False),
        console=_err(),
        transient=False,
    ) as bar:
        task = bar.add_task("", total=len(files), pages=0)
        pages = 0

        def tick(result: IngestResult) -> None:
            nonlocal pages
            pages += result.pages
            bar.update(task, advance=1, pages=pages, description=f"{result.file}: {result.status}")

        return lib.ingest(files, progress=tick)


@dataclass(frozen=True, slots=True)
class IngestRate:
    """How fast an ingest went: pages of the files it parsed, over its whole wall time."""

    files: int
    parsed: int  # files parsed (new or replaced); unchanged and rejected ones are not
    pages: int
    seconds: float

    @classmethod
    def of(cls, results: list[IngestResult], seconds: float) -> IngestRate:
        parsed = [r for r in results if r.status in ("ok", "replaced")]
        return cls(len(results), len(parsed), sum(r.pages for r in parsed), seconds)

    @property
    def pages_per_s(self) -> float:
        return self.pages / self.seconds if self.seconds > 0 else 0.0

    def json(self) -> dict[str, Any]:
        return {
            "files_parsed": self.parsed,
            "pages": self.pages,
            "seconds": round(self.seconds, 2),
            "pages_per_s": round(self.pages_per_s, 2),
        }

    def line(self) -> str:
        files = f"{self.files} file" + ("s" if self.files != 1 else "")
        return (
            f"{files}, {self.parsed} parsed: {self.pages} pages in {self.seconds:.1f} s"
            f" = {self.pages_per_s:.1f} pages/s"
        )


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


# -- docs, search, facts ---------------------------------------------------------------------


@command(cls=_Command)
def docs(
    as_json: JsonOpt = False,
    verbose: Annotated[
        bool, typer.Option("--verbose", help="Aliases, chunks and each warning, per document.")
    ] = False,
) -> None:
    """List ingested documents, one line each (warnings counted)."""
    from specproof.records import to_json_dict

    documents = _library().documents()
    if as_json:
        _print_json(to_json_dict(documents))
        return
    if not documents:
        _note("the library is empty: run `specproof ingest PATH` to add datasheets")
        return
    from specproof.terminal import print_documents

    print_documents(_out(), documents, verbose)


@command(cls=_Command)
def search(
    query: Annotated[str, typer.Argument(metavar="QUERY", help="Words to look for.")],
    device: Annotated[
        str | None, typer.Option(metavar="NAME", help="Only this device's datasheets.")
    ] = None,
    k: Annotated[int, typer.Option("-k", min=1, max=100, metavar="N", help="How many.")] = 10,
    as_json: JsonOpt = False,
) -> None:
    """Search datasheet passages, each hit with the words of the query it contains.

    Hybrid BM25 + embedding retrieval; for a query in words, prose and tables come before code listings and register maps.
    """
    hits = _library().search(query, device=device, k=k)
    if as_json:
        _print_json(
            [
                {
                    "rank": rank,
                    "doc": h.file_name,
                    "device": h.device,
                    "pages": [h.chunk.page_start, h.chunk.page_end],
                    "heading_path": list(h.chunk.heading_path),
                    "section": str(h.chunk.section),
                    "kind": h.kind,
                    "matched_terms": h.matched_terms,
                    "score": round(h.score, 6),
                    "chunk_id": h.chunk.id,
                    "text": h.chunk.text,
                }
                for rank, h in enumerate(hits, 1)
            ]
        )
        return
    if not hits:
        _note("no matching passages")
        return
    from specproof.terminal import print_hits

    print_hits(_out(), hits)


@command(cls=_Command)
def facts(
    device: Annotated[str, typer.Argument(metavar="DEVICE", help="Device or alias, e.g. BME280.")],
    field: Annotated[
        str | None,
        typer.Option("--field", metavar="FIELD", help="Only this field, e.g. supply_voltage."),
    ] = None,
    as_json: JsonOpt = False,
) -> None:
    """Structured specification facts extracted from a device's datasheet."""
    from specproof.records import fact_dict

    found = _library().facts(device, field)
    if as_json:
        _print_json([fact_dict(f) for f in found])
        return
    if not found:
        _note(f"no facts for {device}" + (f" and field {field}" if field else ""))
        return
    from specproof.terminal import print_facts

    print_facts(_out(), found)


@command(cls=_Command)
def reextract(
    device: Annotated[str | None, typer.Option(metavar="NAME", help="Only this device.")] = None,
    as_json: JsonOpt = False,
) -> None:
    """Re-run fact extraction on stored pages (no re-parsing)."""
    counts = _library().reextract(device)
    if as_json:
        _print_json(counts)
    else:
        for name, n in counts.items():
            _out().print(f"{name}: {n} facts", markup=False, highlight=False)


# -- ask -----------------------------------------------------------------------------------------


@command(cls=_Command)
def ask(
    question: Annotated[
        str, typer.Argument(metavar="QUESTION", help="A question about ingested datasheets.")
    ],
    mode: Annotated[
        str,
        typer.Option(
            metavar="MODE",
            callback=_one_of(*ANSWER_MODES),
            help="full; the paper's ablations no-validation, no-rules; topk (RAG, needs an LLM).",
        ),
    ] = "full",
    explain: Annotated[
        bool, typer.Option("--explain", help="Print the agent's trace on stderr.")
    ] = False,
    as_json: JsonOpt = False,
) -> None:
    """Answer a question with cited evidence; abstains when evidence is insufficient (exit 0).

    --json prints the answer as the HTTP API's POST /ask does: verdict, text, items with sources, rules, trace, reason.
    """
    lib = _library()
    try:
        answer = lib.ask(question, mode=mode)
    except LLMUnavailable as exc:
        raise typer.Exit(_fail(exc, EXIT_USAGE)) from exc
    if as_json:
        _print_json(_answer_json(lib, answer))
        return
    from specproof.terminal import print_answer, print_trace

    print_answer(_out(), answer)
    if explain:
        print_trace(_err(), answer)


# -- eval ----------------------------------------------------------------------------------------


@command(name="eval", cls=_Command)
def eval_(
    bench_dir: Annotated[
        Path,
        typer.Argument(metavar="BENCH_DIR", help="Benchmark folder (datasheets/, *.jsonl)."),
    ],
    questions: Annotated[
        list[Path] | None,
        typer.Option("--questions", metavar="FILE", help="Question files (default: all)."),
    ] = None,
    mode: Annotated[
        str,
        typer.Option(
            metavar="MODE",
            callback=_one_of(*ANSWER_MODES, "all"),
            help=f"One of {', '.join(ANSWER_MODES)}, or all (every mode, compared).",
        ),
    ] = "full",
    predictions: Annotated[
        Path | None,
        typer.Option("--predictions", metavar="FILE", help="Write predictions JSONL here."),
    ] = None,
    report: Annotated[
        Path | None,
        typer.Option("--report", metavar="DIR", help="Write report.json/.md and charts here."),
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


# -- check ---------------------------------------------------------------------------------------

EXIT_BUILD_FAILS = 4
EXIT_UNCONFIRMED = 5


@command(cls=_Command)
def check(
    build: Annotated[
        Path,
        typer.Argument(metavar="BUILD", help="A build file (TOML), or a KiCad netlist (.net)."),
    ],
    mapping: Annotated[
        Path | None,
        typer.Option(
            "--map",
            metavar="MAPPING",
            help="For a .net: TOML naming the library part of each reference.",
        ),
    ] = None,
    html: Annotated[
        Path | None,
        typer.Option(metavar="FILE", help="Also write an HTML report with the cited pages."),
    ] = None,
    strict: Annotated[
        bool, typer.Option("--strict", help="Exit 5 when the build cannot be confirmed.")
    ] = False,
    verbose: Annotated[
        bool, typer.Option("--cited", help="Show the cited facts of passing checks too.")
    ] = False,
    as_json: JsonOpt = False,
) -> None:
    """Check every part, rail, bus and connection of a build against its datasheets.

    Exit 0 when it passes (or cannot be confirmed), 4 when a check fails, 5 with --strict when some check is unknown, 1 on a bad build file.
    """
    from specproof.build import BuildFileError, check_build

    lib = _library()
    try:
        report = check_build(_load_build(build, mapping), lib.store, lib._query_embedder)
    except BuildFileError as exc:
        for problem in exc.problems:
            _note(f"error: {problem}")
        raise typer.Exit(EXIT_FAILED) from None
    if as_json:
        _print_json(report.to_dict())
    else:
        from specproof.build.render import print_report

        print_report(_out(), report, verbose)
    if html is not None:
        from specproof.build.render import embedded_pages, report_html

        files = {d.file_name: d for d in lib.documents()}
        html.write_text(report_html(report, embedded_pages(State.db, files)), encoding="utf-8")
        _note(f"HTML report written to {html}")
    if report.overall == "fails":
        raise typer.Exit(EXIT_BUILD_FAILS)
    if strict and report.overall == "cannot confirm":
        raise typer.Exit(EXIT_UNCONFIRMED)


def _load_build(build: Path, mapping: Path | None):  # -> BuildFile
    from specproof.build import load_build

    if build.suffix.lower() == ".net":
        from specproof.build.netlist import load_netlist

        if mapping is None:
            raise typer.BadParameter("a KiCad netlist needs --map MAPPING", param_hint="--map")
        return load_netlist(build, mapping)
    return load_build(build)


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


DEMO_BUILD = "twin-light.toml"  # a whole build checked: two sensors on one I2C address


def _demo_folder() -> Path:
    here = Path(__file__).resolve()
    for parent in here.parents:
        candidate = parent / "examples" / "datasheets"
        if candidate.is_dir():
            return candidate
    raise SpecproofError("the bundled examples/datasheets folder was not found")


@command(cls=_Command)
def demo(as_json: JsonOpt = False) -> None:
    """Ingest the bundled sample datasheets, answer a few example questions and check an
    example build."""
    from specproof.build import check_build, load_build

    lib = _library()
    folder = _demo_folder()
    _note(f"ingesting sample datasheets from {folder} into {State.db}")
    results = _ingest_with_progress(lib, [folder])
    answers = []
    for question in DEMO_QUESTIONS:
        try:
            answers.append(lib.ask(question))
        except SpecproofError as exc:
            _fail(exc, EXIT_FAILED)
    build = folder.parent / "builds" / DEMO_BUILD
    report = check_build(load_build(build), lib.store, lib._query_embedder)
    if as_json:
        _print_json(
            {
                "ingested": [_result_json(r) for r in results],
                "answers": [_answer_json(lib, a) for a in answers],
                "build_check": report.to_dict(),
            }
        )
        return
    from specproof.build.render import print_report
    from specproof.terminal import print_answer, print_ingest_results

    out = _out()
    print_ingest_results(out, results)
    for answer in answers:
        out.rule(answer.question, style="dim")
        print_answer(out, answer)
    out.rule(f"specproof check examples/builds/{DEMO_BUILD}", style="dim")
    print_report(out, report)


# -- front doors: HTTP API + web page, MCP server (thin: the work is in specproof.web / mcp_server)


@command(cls=_Command)
def serve(
    host: Annotated[
        str, typer.Option(metavar="ADDRESS", help="Address to bind (loopback by default).")
    ] = "127.0.0.1",
    port: Annotated[int, typer.Option(min=1, max=65535, metavar="PORT", help="TCP port.")] = 8000,
    workers: Annotated[
        int | None,
        typer.Option(min=1, metavar="N", help="Worker processes (default: one per core)."),
    ] = None,
) -> None:
    """HTTP API (OpenAPI at /docs) and the web page."""
    try:
        from specproof.web.app import serve as run_server
    except ImportError as exc:
        message = f"needs the extras: pip install 'specproof[server]' ({exc})"
        raise typer.Exit(_fail(SpecproofError(message), EXIT_USAGE)) from exc
    run_server(State.db, host, port, workers)


@command(cls=_Command)
def mcp() -> None:
    """MCP server on stdio (JSON-RPC on stdout, logs on stderr) for coding assistants."""
    try:
        from specproof.mcp_server import run_mcp
    except ImportError as exc:
        message = f"needs the extra: pip install 'specproof[mcp]' ({exc})"
        raise typer.Exit(_fail(SpecproofError(message), EXIT_USAGE)) from exc
    run_mcp(State.db)


# -- running --------------------------------------------------------------------------------


def _click_exception() -> type[Exception]:
    """click's ClickException, from whichever click this typer is built on."""
    return next(k for k in typer.BadParameter.__mro__ if k.__name__ == "ClickException")


def _fail(exc: BaseException, code: int) -> int:
    """Report an error as one line on stderr; return the exit code."""
    message = " ".join(str(exc).split()) or type(exc).__name__
    _note(f"error: {message}")
    return code


def _usage_error(exc: Any) -> int:
    """A bad command line: one line, the command's --help named, exit 2."""
    if type(exc).__name__ == "NoArgsIsHelpError":  # bare `specproof`: the help is the answer
        exc.show()
        return 0
    ctx = getattr(exc, "ctx", None)
    hint = f" (see `{ctx.command_path} --help`)" if ctx is not None else ""
    message = " ".join(exc.format_message().split())
    _note(f"error: {message}{hint}")
    return getattr(exc, "exit_code", EXIT_USAGE)


def main(argv: list[str] | None = None) -> None:
    """The console script: every error is one line on stderr (``--verbose`` adds the
    traceback of an unexpected one)."""
    click_exception = _click_exception()
    try:
        code = app(args=argv, prog_name="specproof", standalone_mode=False)
    except click_exception as exc:
        code = _usage_error(exc)
    except SpecproofError as exc:
        code = _fail(exc, EXIT_FAILED)
    except (KeyboardInterrupt, typer.Abort):
        _note("interrupted")
        code = EXIT_INTERRUPTED
    except Exception as exc:
        if State.verbose:
            raise
        code = _fail(
            RuntimeError(f"unexpected {type(exc).__name__}: {exc} (--verbose shows where)"),
            EXIT_FAILED,
        )
    sys.exit(code if isinstance(code, int) else 0)
