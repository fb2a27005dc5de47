"""Evaluation: score answers like the benchmark's score.py, the paper's metrics, reports.

Typical use: ``result = run_eval(Library("bench.db"), Path("benchmark/dev"), mode="all")``
then ``write_report(result, Path("report/"))``.
"""

from specproof.eval.metrics import GroupMetrics, LatencyStats, Summary, summarize
from specproof.eval.report import write_report
from specproof.eval.run import EvalResult, ModeResult, QuestionRun, eval_command, run_eval
from specproof.eval.score import (
    Benchmark,
    DeviceNames,
    PageTexts,
    QuestionScore,
    load_benchmark,
    score_predictions,
    score_question,
)

__all__ = [
    "Benchmark",
    "DeviceNames",
    "EvalResult",
    "GroupMetrics",
    "LatencyStats",
    "ModeResult",
    "PageTexts",
    "QuestionRun",
    "QuestionScore",
    "Summary",
    "eval_command",
    "load_benchmark",
    "run_eval",
    "score_predictions",
    "score_question",
    "summarize",
    "write_report",
]
