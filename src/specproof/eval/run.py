"""Run a benchmark through a :class:`specproof.Library` and score it.

    result = run_eval(Library("bench.db"), Path("benchmark/dev"), mode="all")
    write_report(result, Path("report/"))

Every mode is a switch of the same engine (the paper's ablations): ``full``,
``no-validation`` (structured validation off), ``no-rules`` (rule reasoning off)
and ``topk`` (the top-k RAG baseline, which needs a language model). A mode that
cannot run here is reported as such, never faked.
"""

from __future__ import annotations

import json
import logging
import sys
import time
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol

from rich.console import Console
from rich.markup import escape
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn
from rich.table import Table

from specproof.errors import LLMUnavailable, SpecproofError
from specproof.eval.metrics import LatencyStats, Summary, latency_stats, summarize
from specproof.eval.score import (
    Benchmark,
    PageTexts,
    QuestionScore,
    load_benchmark,
    score_predictions,
)
from specproof.records import ANSWER_MODES, Answer, to_json_dict

if TYPE_CHECKING:
    from specproof.ingest import IngestResult

log = logging.getLogger(__name__)

MODES = ANSWER_MODES
DISABLED_MODULE = {
    "full": "none",
    "no-validation": "structured validation",
    "no-rules": "rule reasoning",
    "topk": "facts, validation, rules (top-k RAG baseline)",
}
STATUS_OK = "ok"
STATUS_NEEDS_LLM = "needs LLM"


class AnswersQuestions(Protocol):
    """What the evaluation needs from a :class:`specproof.Library`."""

    def ingest(self, paths: Any, progress: Any = None) -> list[IngestResult]: ...

    def ask(self, question: str, mode: str = "full") -> Answer: ...


@dataclass(slots=True)
class QuestionRun:
    """One question answered in one mode: what we predicted, how it scored, why."""

    question: dict[str, Any]
    prediction: dict[str, Any] | None
    score: QuestionScore
    latency_ms: float | None = None
    answer: dict[str, Any] | None = None  # text, reason, rules and trace of the Answer
    failure: str | None = None  # the exception when answering crashed

    @property
    def id(self) -> str:
        return str(self.question["id"])


@dataclass(slots=True)
class ModeResult:
    mode: str
    status: str  # "ok" or "needs LLM"
    runs: list[QuestionRun] = field(default_factory=list)
    summary: Summary | None = None
    latency: LatencyStats | None = None

    @property
    def ran(self) -> bool:
        return self.status == STATUS_OK

    @property
    def failures(self) -> list[QuestionRun]:
        return [r for r in self.runs if r.failure]


@dataclass(slots=True)
class EvalResult:
    bench_dir: Path
    question_files: list[Path]
    evidence_engine: str  # pdftotext | pypdfium2
    modes: dict[str, ModeResult]
    ingest: list[IngestResult] = field(default_factory=list)

    def mode(self, name: str) -> ModeResult:
        return self.modes[name]

    @property
    def ran(self) -> list[ModeResult]:
        return [m for m in self.modes.values() if m.ran]


# ------------------------------------------------------------------------ progress


def _stderr() -> Console:
    return Console(stderr=True)


@contextmanager
def _progress_bar(enabled: bool) -> Iterator[Progress | None]:
    if not enabled:
        yield None
        return
    bar = Progress(
        TextColumn("{task.description}"),
        BarColumn(),
        MofNCompleteColumn(),
        TimeElapsedColumn(),
        console=_stderr(),
        transient=False,
    )
    with bar:
        yield bar


class _Ticker:
    """One line of the progress bar; silent when progress is off."""

    def __init__(self, bar: Progress | None, description: str, total: int) -> None:
        self.bar = bar
        self.task = bar.add_task(escape(description), total=total) if bar else None

    def __call__(self, *_: object) -> None:
        if self.bar is not None and self.task is not None:
            self.bar.advance(self.task)

    def stop(self, note: str) -> None:
        if self.bar is not None and self.task is not None:
            description = self.bar.tasks[self.task].description
            self.bar.update(self.task, description=escape(f"{description}: {note}"))
            self.bar.stop_task(self.task)


# ------------------------------------------------------------------------- running


def ingest_benchmark(
    library: AnswersQuestions, bench: Benchmark, bar: Progress | None
) -> list[IngestResult]:
    """Ingest the benchmark's datasheets; unchanged files are skipped by the library."""
    pdfs = bench.pdfs()
    tick = _Ticker(bar, "ingest", len(pdfs))
    results = library.ingest([bench.datasheets], progress=tick)
    for result in results:
        if result.status.startswith("rejected"):
            log.warning("datasheet %s rejected: %s %s", result.file, result.status, result.message)
    return results


def _answer_record(answer: Answer) -> dict[str, Any]:
    return {
        "text": answer.text,
        "verdict": answer.verdict,
        "reason": answer.reason,
        "mode": answer.mode,
        "rules": to_json_dict(answer.rules),
        "trace": to_json_dict(answer.trace.steps),
    }


def _ask(
    library: AnswersQuestions, question: dict[str, Any], mode: str
) -> tuple[dict[str, Any] | None, dict[str, Any] | None, str | None]:
    """(prediction, answer record, failure). LLMUnavailable propagates: the mode cannot run."""
    started = time.perf_counter()
    try:
        answer = library.ask(question["question"], mode=mode)
    except LLMUnavailable:
        raise
    except Exception as exc:  # one crashing question must not sink the run; it is reported
        log.warning("question %s crashed in mode %s: %r", question["id"], mode, exc)
        return None, None, f"{type(exc).__name__}: {exc}"
    latency_ms = (time.perf_counter() - started) * 1000.0
    return answer.prediction(question["id"], latency_ms), _answer_record(answer), None


def run_mode(
    library: AnswersQuestions,
    bench: Benchmark,
    mode: str,
    pages: PageTexts,
    bar: Progress | None = None,
) -> ModeResult:
    """Answer every question of ``bench`` in ``mode`` and score the answers."""
    tick = _Ticker(bar, f"answer {mode}", len(bench.questions))
    answered: list[tuple[dict[str, Any] | None, dict[str, Any] | None, str | None]] = []
    for question in bench.questions:
        try:
            answered.append(_ask(library, question, mode))
        except LLMUnavailable as exc:
            log.info("mode %s needs a language model: %s", mode, exc)
            tick.stop(STATUS_NEEDS_LLM)
            return ModeResult(mode, STATUS_NEEDS_LLM)
        tick()
    predictions = {
        q["id"]: pred for q, (pred, _, _) in zip(bench.questions, answered, strict=True) if pred
    }
    scores = score_predictions(bench, predictions, pages)
    runs = [
        QuestionRun(
            question=q,
            prediction=pred,
            score=score,
            latency_ms=(pred or {}).get("latency_ms"),
            answer=record,
            failure=failure,
        )
        for q, (pred, record, failure), score in zip(bench.questions, answered, scores, strict=True)
    ]
    return ModeResult(
        mode,
        STATUS_OK,
        runs,
        summarize(scores),
        latency_stats(r.latency_ms for r in runs),
    )


def modes_for(mode: str) -> list[str]:
    if mode in ("all", "compare"):
        return list(MODES)
    if mode not in MODES:
        raise SpecproofError(f"unknown mode '{mode}' (choose from {', '.join(MODES)}, all)")
    return [mode]


def run_eval(
    library: AnswersQuestions,
    bench_dir: Path,
    questions: Sequence[Path] | None = None,
    mode: str = "full",
    predictions_out: Path | None = None,
    progress: bool = True,
) -> EvalResult:
    """Ingest ``bench_dir/datasheets``, answer its questions in ``mode`` (or ``all``), score.

    Predictions are written to ``predictions_out`` (one file per mode when several
    modes run: ``name.<mode>.jsonl``).
    """
    modes = modes_for(mode)
    exclude = [predictions_out] if predictions_out else []
    bench = load_benchmark(bench_dir, questions, exclude=exclude)
    if not bench.questions:
        raise SpecproofError(f"no questions found in {bench_dir}")
    pages = PageTexts(bench.datasheets)
    results: dict[str, ModeResult] = {}
    with _progress_bar(progress) as bar:
        ingested = ingest_benchmark(library, bench, bar)
        for name in modes:
            results[name] = run_mode(library, bench, name, pages, bar)
    if predictions_out:
        for result in results.values():
            if result.ran:
                target = (
                    predictions_out if len(modes) == 1 else _mode_path(predictions_out, result.mode)
                )
                write_predictions(result, target)
    return EvalResult(bench_dir, bench.files, pages.engine, results, ingested)


def _mode_path(path: Path, mode: str) -> Path:
    return path.with_name(f"{path.stem}.{mode}{path.suffix or '.jsonl'}")


def write_predictions(result: ModeResult, path: Path) -> None:
    """Predictions in the FORMAT's prediction shape, one line per answered question."""
    path.parent.mkdir(parents=True, exist_ok=True)
    lines = [json.dumps(r.prediction, ensure_ascii=False) for r in result.runs if r.prediction]
    path.write_text("\n".join(lines) + ("\n" if lines else ""), encoding="utf-8")


# ----------------------------------------------------------------------- rendering


def _fmt(x: float | None) -> str:
    return "—" if x is None else f"{x:.3f}"


def comparison_rows(result: EvalResult) -> list[tuple[str, str, str, str, str]]:
    """The paper's Table 8: mode, disabled module, accuracy, F1, hard-QA F1."""
    rows = []
    for mode in result.modes.values():
        if not mode.ran or mode.summary is None:
            rows.append((mode.mode, DISABLED_MODULE[mode.mode], mode.status, "—", "—"))
            continue
        hard = mode.summary.by_difficulty.get("hard")
        rows.append(
            (
                mode.mode,
                DISABLED_MODULE[mode.mode],
                _fmt(mode.summary.overall.correct_rate),
                _fmt(mode.summary.overall.answer_f1),
                _fmt(hard.answer_f1 if hard else None),
            )
        )
    return rows


def summary_table(mode: ModeResult) -> Table:
    table = Table(title=f"mode: {mode.mode}")
    for column in ("group", "n", "correct", "F1", "P", "R", "evidence", "errors"):
        table.add_column(column, justify="left" if column in ("group", "errors") else "right")
    assert mode.summary is not None
    groups = [
        *mode.summary.by_difficulty.items(),
        *mode.summary.by_type.items(),
        ("overall", mode.summary.overall),
    ]
    for name, g in groups:
        errors = " ".join(f"{k}:{v}" for k, v in g.errors.items())
        table.add_row(
            name,
            str(g.n),
            _fmt(g.correct_rate),
            _fmt(g.answer_f1),
            _fmt(g.atom_precision),
            _fmt(g.atom_recall),
            _fmt(g.evidence_supported_items),
            errors,
        )
    return table


def print_result(result: EvalResult, console: Console) -> None:
    for mode in result.ran:
        console.print(summary_table(mode))
        o = mode.summary.overall if mode.summary else None
        if o is not None:
            console.print(
                f"abstention P={_fmt(o.abstention_precision)} R={_fmt(o.abstention_recall)}  "
                f"unsafe verdicts={o.unsafe_verdicts}  missing={o.missing_predictions}  "
                f"crashed={len(mode.failures)}"
            )
        if mode.latency:
            console.print(
                f"latency p50={mode.latency.p50_ms:.1f} ms  p95={mode.latency.p95_ms:.1f} ms"
            )
    table = Table(title="Ablations (paper Table 8)")
    for column in ("mode", "disabled module", "accuracy", "F1", "hard-QA F1"):
        table.add_column(column)
    for row in comparison_rows(result):
        table.add_row(*row)
    console.print(table)


def result_json(result: EvalResult) -> dict[str, Any]:
    """The JSON summary printed by ``specproof eval --json`` (latency included)."""
    return {
        "benchmark": str(result.bench_dir),
        "questions": sum(len(m.runs) for m in result.ran[:1]),
        "evidence_check": result.evidence_engine,
        "modes": {
            m.mode: {
                "status": m.status,
                "disabled_module": DISABLED_MODULE[m.mode],
                "summary": m.summary.to_dict() if m.summary else None,
                "latency": m.latency.to_dict() if m.latency else None,
                "crashed": len(m.failures),
            }
            for m in result.modes.values()
        },
    }


# ------------------------------------------------------------------------------ CLI


def eval_command(
    db: str,
    bench_dir: Path,
    questions: list[Path] | None,
    mode: str,
    predictions: Path | None,
    report: Path | None,
    as_json: bool,
) -> int:
    """``specproof eval``: exit 0 when every requested mode ran, 1 when one could not, 2 on bad
    input. Results on stdout (JSON with ``as_json``), progress and logs on stderr."""
    from specproof.eval.report import write_report
    from specproof.library import Library

    err = _stderr()
    if not (bench_dir / "datasheets").is_dir():
        err.print(f"[red]no datasheets/ folder in {bench_dir}[/red]")
        return 2
    try:
        modes_for(mode)
        with Library(db) as library:
            result = run_eval(library, bench_dir, questions, mode, predictions, progress=True)
    except SpecproofError as exc:
        err.print(f"[red]{exc}[/red]")
        return 2
    if report:
        write_report(result, report)
        err.print(f"report written to {report}")
    if as_json:
        sys.stdout.write(json.dumps(result_json(result), indent=1) + "\n")
    else:
        print_result(result, Console())
    for skipped in (m for m in result.modes.values() if not m.ran):
        err.print(f"mode {skipped.mode}: {skipped.status}")
    if not result.ran:
        return 1
    return 0 if mode in ("all", "compare") or len(result.ran) == len(result.modes) else 1
