"""Evaluation report: ``report.json``, ``report.md``, per-question traces and charts.

``report.json`` holds only what the answers determine (no latency, no paths
outside the benchmark, no timestamps), so two runs giving the same answers
produce the same bytes. Latency goes to ``latency.json`` and ``report.md``.
Charts follow the paper's Figures 6-8: correct rate and F1 by difficulty per
mode, error classes per mode.
"""

from __future__ import annotations

import json
import re
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from specproof.eval.metrics import DIFFICULTIES, ERROR_CLASSES, ERROR_NAMES, GroupMetrics
from specproof.eval.run import (
    DISABLED_MODULE,
    EvalResult,
    ModeResult,
    comparison_rows,
)
from specproof.records import NUMBERS

CHART_CORRECT = "correct_by_difficulty.png"
CHART_F1 = "f1_by_difficulty.png"
CHART_ERRORS = "errors_by_mode.png"
ERROR_SHORT_NAMES = {  # chart tick labels must not run into each other
    "E1": "wrong spec",
    "E2": "incomplete",
    "E3": "missing",
    "E4": "unit/format",
    "E5": "no evidence",
    "E6": "should abstain",
}


def write_report(results: EvalResult, out_dir: Path) -> list[Path]:
    """Write every report file into ``out_dir``; returns the paths written."""
    out_dir.mkdir(parents=True, exist_ok=True)
    written = [
        _write(out_dir / "report.json", _dumps(report_data(results))),
        _write(out_dir / "latency.json", _dumps(latency_data(results))),
    ]
    written += write_traces(results, out_dir / "traces")
    written += write_charts(results, out_dir)
    written.append(_write(out_dir / "report.md", render_markdown(results)))
    return written


def _write(path: Path, text: str) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")
    return path


def _dumps(data: Any) -> str:
    return json.dumps(data, indent=1, ensure_ascii=False, sort_keys=False, default=str) + "\n"


# ---------------------------------------------------------------------------- json


def report_rows(mode: ModeResult) -> list[dict[str, Any]]:
    rows = []
    for run in mode.runs:
        s = run.score
        rows.append(
            {
                "mode": mode.mode,
                "id": s.id,
                "difficulty": s.difficulty,
                "type": s.type,
                "correct": s.correct,
                "f1": round(s.f1, 6),
                "precision": round(s.precision, 6),
                "recall": round(s.recall, 6),
                "error": s.error,
                "reference_verdict": s.reference_verdict,
                "predicted_verdict": s.predicted_verdict,
                "items": s.items,
                "supported_items": s.supported_items,
                "crashed": run.failure is not None,
            }
        )
    return rows


def report_data(results: EvalResult) -> dict[str, Any]:
    return {
        "benchmark": {
            "name": results.bench_dir.name,
            "question_files": [p.name for p in results.question_files],
            "questions": len(results.ran[0].runs) if results.ran else 0,
            "evidence_check": results.evidence_engine,
        },
        "modes": {
            m.mode: {"status": m.status, "disabled_module": DISABLED_MODULE[m.mode]}
            for m in results.modes.values()
        },
        "summary": {m.mode: m.summary.to_dict() for m in results.ran if m.summary},
        "rows": [row for m in results.ran for row in report_rows(m)],
    }


def latency_data(results: EvalResult) -> dict[str, Any]:
    return {
        m.mode: {
            "stats": m.latency.to_dict() if m.latency else None,
            "per_question_ms": {r.id: r.latency_ms for r in m.runs},
        }
        for m in results.ran
    }


# -------------------------------------------------------------------------- traces


def trace_name(question_id: str) -> str:
    """A file name for a question id (ids are free text in user benchmarks)."""
    return re.sub(r"[^A-Za-z0-9._-]", "_", question_id) + ".json"


def trace_path(mode: str, question_id: str) -> str:
    return f"traces/{mode}/{trace_name(question_id)}"


def write_traces(results: EvalResult, traces_dir: Path) -> list[Path]:
    written = []
    for mode in results.ran:
        for run in mode.runs:
            record = {
                "id": run.id,
                "mode": mode.mode,
                "question": run.question.get("question"),
                "reference": run.question.get("answer"),
                "reference_evidence": run.question.get("evidence"),
                "prediction": run.prediction,
                "score": run.score.to_dict(),
                "answer": run.answer,
                "failure": run.failure,
            }
            path = traces_dir / mode.mode / trace_name(run.id)
            written.append(_write(path, _dumps(record)))
    return written


# -------------------------------------------------------------------------- charts


def write_charts(results: EvalResult, out_dir: Path) -> list[Path]:
    modes = [m for m in results.ran if m.summary]
    if not modes:
        return []
    import matplotlib

    matplotlib.use("Agg")  # files only, no display
    return [
        _difficulty_chart(modes, "correct_rate", "Correct-answer rate", out_dir / CHART_CORRECT),
        _difficulty_chart(modes, "answer_f1", "Answer F1", out_dir / CHART_F1),
        _error_chart(modes, out_dir / CHART_ERRORS),
    ]


def _difficulty_chart(modes: Sequence[ModeResult], metric: str, title: str, path: Path) -> Path:
    import matplotlib.pyplot as plt

    groups = [d for d in (*DIFFICULTIES, "overall") if _group(modes[0], d) is not None]
    values = [
        [getattr(_group(m, g), metric, 0.0) if _group(m, g) else 0.0 for g in groups] for m in modes
    ]
    fig = _grouped_bars(
        groups, [m.mode for m in modes], values, title, ylim=(0, 1.08), fmt="{:.2f}"
    )
    fig.savefig(path, dpi=120, metadata={"Software": None})
    plt.close(fig)
    return path


def _error_chart(modes: Sequence[ModeResult], path: Path) -> Path:
    import matplotlib.pyplot as plt

    labels = [f"{e}\n{ERROR_SHORT_NAMES[e]}" for e in ERROR_CLASSES]
    values = [
        [float(m.summary.overall.errors.get(e, 0)) if m.summary else 0.0 for e in ERROR_CLASSES]
        for m in modes
    ]
    top = max((v for row in values for v in row), default=0.0)
    fig = _grouped_bars(
        labels,
        [m.mode for m in modes],
        values,
        "Error classes (wrong answers)",
        ylim=(0, max(1.0, top * 1.15)),
        fmt="{:.0f}",
        integer=True,
    )
    fig.savefig(path, dpi=120, metadata={"Software": None})
    plt.close(fig)
    return path


def _grouped_bars(
    groups: Sequence[str],
    series: Sequence[str],
    values: Sequence[Sequence[float]],
    title: str,
    ylim: tuple[float, float],
    fmt: str,
    integer: bool = False,
) -> Any:
    import matplotlib.pyplot as plt
    from matplotlib.ticker import MaxNLocator

    fig, ax = plt.subplots(figsize=(max(7.0, 1.2 * len(groups) + 0.8 * len(series) + 2.0), 4.2))
    width = 0.8 / max(1, len(series))
    for i, (name, row) in enumerate(zip(series, values, strict=True)):
        xs = [g + (i - (len(series) - 1) / 2) * width for g in range(len(groups))]
        bars = ax.bar(xs, row, width=width * 0.95, label=name)
        ax.bar_label(bars, labels=[fmt.format(v) for v in row], fontsize=7, padding=1)
    ax.set_xticks(range(len(groups)), groups, fontsize=8)
    ax.set_ylim(*ylim)
    ax.set_title(title)
    ax.grid(axis="y", alpha=0.3)
    ax.set_axisbelow(True)
    if integer:
        ax.yaxis.set_major_locator(MaxNLocator(integer=True))
    # outside the axes, so it never hides a bar or its label
    ax.legend(fontsize=8, loc="upper left", bbox_to_anchor=(1.01, 1.0), title="mode")
    fig.tight_layout()
    return fig


def _group(mode: ModeResult, name: str) -> GroupMetrics | None:
    if mode.summary is None:
        return None
    if name == "overall":
        return mode.summary.overall
    return mode.summary.by_difficulty.get(name)


# ------------------------------------------------------------------------ markdown


def _fmt(x: float | None) -> str:
    return "—" if x is None else f"{x:.3f}"


def _cell(text: Any) -> str:
    """Text safe inside a Markdown table cell."""
    return str(text).replace("|", "\\|").replace("\n", " ").strip() or "—"


def _number(x: Any) -> str:
    return f"{x:g}" if isinstance(x, int | float) and not isinstance(x, bool) else str(x)


def describe_item(item: dict[str, Any]) -> str:
    """One answer item in a line: "BME280 supply_voltage: 1.71 / 1.8 / 3.6 V"."""
    head = f"{item.get('device') or '?'} {item.get('field') or '?'}"
    if item.get("quantity"):
        head += f" ({item['quantity']})"
    if item.get("values"):
        return f"{head}: {', '.join(map(str, item['values']))}"
    parts = [f"{bound} {_number(item[bound])}" for bound in NUMBERS if item.get(bound) is not None]
    body = ", ".join(parts) if parts else "no value"
    return f"{head}: {body} {item.get('unit') or ''}".rstrip()


def describe_answer(answer: dict[str, Any] | None) -> str:
    if not answer:
        return "no prediction"
    parts = []
    if answer.get("verdict"):
        parts.append(f"**{answer['verdict']}**")
    parts += [describe_item(it) for it in answer.get("items") or []]
    return "; ".join(parts) or "no items"


def _group_table(groups: dict[str, GroupMetrics]) -> list[str]:
    lines = [
        "| group | n | correct | F1 | atom P | atom R | evidence-supported | abstain P | abstain R | unsafe | errors |",
        "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|",
    ]
    for name, g in groups.items():
        errors = ", ".join(f"{k}: {v}" for k, v in g.errors.items()) or "—"
        lines.append(
            f"| {name} | {g.n} | {_fmt(g.correct_rate)} | {_fmt(g.answer_f1)} | "
            f"{_fmt(g.atom_precision)} | {_fmt(g.atom_recall)} | "
            f"{_fmt(g.evidence_supported_items)} | {_fmt(g.abstention_precision)} | "
            f"{_fmt(g.abstention_recall)} | {g.unsafe_verdicts} | {errors} |"
        )
    return lines


def _failure_table(mode: ModeResult) -> list[str]:
    failed = [r for r in mode.runs if not r.score.correct]
    if not failed:
        return ["All questions answered correctly."]
    lines = [
        "| id | question | reference | prediction | error | trace |",
        "|---|---|---|---|---|---|",
    ]
    for run in failed:
        prediction = (run.prediction or {}).get("answer")
        shown = describe_answer(prediction) if not run.failure else f"crashed: {run.failure}"
        lines.append(
            f"| {_cell(run.id)} | {_cell(run.question.get('question'))} | "
            f"{_cell(describe_answer(run.question.get('answer')))} | {_cell(shown)} | "
            f"{run.score.error or '—'} | [trace]({trace_path(mode.mode, run.id)}) |"
        )
    return lines


def _mode_section(mode: ModeResult) -> list[str]:
    assert mode.summary is not None
    lines = [f"## Mode `{mode.mode}` (disabled: {DISABLED_MODULE[mode.mode]})", ""]
    if mode.latency:
        lines += [
            f"Latency: p50 {mode.latency.p50_ms:.1f} ms, p95 {mode.latency.p95_ms:.1f} ms "
            f"(mean {mode.latency.mean_ms:.1f} ms, max {mode.latency.max_ms:.1f} ms, "
            f"n = {mode.latency.n}).",
            "",
        ]
    if mode.failures:
        lines += [
            f"{len(mode.failures)} question(s) crashed while answering (scored as missing).",
            "",
        ]
    lines += [
        "### By difficulty",
        "",
        *_group_table({**mode.summary.by_difficulty, "overall": mode.summary.overall}),
        "",
    ]
    lines += ["### By question type", "", *_group_table(mode.summary.by_type), ""]
    lines += ["### Wrong answers", "", *_failure_table(mode), ""]
    return lines


def render_markdown(results: EvalResult) -> str:
    data = report_data(results)["benchmark"]
    lines = [
        f"# specproof evaluation — {data['name']}",
        "",
        f"{data['questions']} questions from {', '.join(data['question_files'])}; "
        f"evidence checked with {results.evidence_engine}.",
        "",
        "## Ablations (paper Table 8)",
        "",
        "| mode | disabled module | accuracy | F1 | hard-QA F1 |",
        "|---|---|---:|---:|---:|",
        *(f"| {' | '.join(row)} |" for row in comparison_rows(results)),
        "",
        "Error classes: " + "; ".join(f"{e} {ERROR_NAMES[e]}" for e in ERROR_CLASSES) + ".",
        "",
    ]
    if results.ran:
        lines += [
            f"![correct rate by difficulty]({CHART_CORRECT})",
            f"![F1 by difficulty]({CHART_F1})",
            f"![error classes]({CHART_ERRORS})",
            "",
        ]
    for mode in results.ran:
        lines += _mode_section(mode)
    return "\n".join(lines).rstrip() + "\n"
