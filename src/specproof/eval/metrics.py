"""The paper's metrics over scored questions: overall, per difficulty, per question type.

Everything here is a pure function of the per-question scores, so two runs that
give the same answers give the same metrics. Latency is kept apart
(:func:`latency_stats`) because it never repeats exactly.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import asdict, dataclass, field
from typing import Any, get_args

from specproof.agent.understand.record import QuestionType
from specproof.eval.score import ABSTAIN, QuestionScore

DIFFICULTIES = ("easy", "medium", "hard")
TYPES = get_args(QuestionType)
ERROR_NAMES = {
    "E1": "wrong specification",
    "E2": "incomplete answer",
    "E3": "missing answer / wrong abstention",
    "E4": "unit or format error",
    "E5": "missing evidence",
    "E6": "unsupported answer (should abstain)",
}
ERROR_CLASSES = tuple(ERROR_NAMES)


@dataclass(slots=True)
class GroupMetrics:
    """Metrics of one group of questions (all, one difficulty, one type)."""

    n: int
    correct_rate: float
    answer_f1: float
    atom_precision: float
    atom_recall: float
    items: int  # predicted items
    evidence_supported_items: float | None  # share of predicted items with a valid quote
    errors: dict[str, int]  # E1..E6 -> count, classes that occur only
    abstention_precision: float | None  # of predicted abstentions, how many were right
    abstention_recall: float | None  # of references that abstain, how many we caught
    unsafe_verdicts: int  # predicted compatible where the reference says incompatible
    missing_predictions: int

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)


@dataclass(slots=True)
class Summary:
    overall: GroupMetrics
    by_difficulty: dict[str, GroupMetrics] = field(default_factory=dict)
    by_type: dict[str, GroupMetrics] = field(default_factory=dict)

    def to_dict(self) -> dict[str, Any]:
        return {
            "overall": self.overall.to_dict(),
            "by_difficulty": {k: v.to_dict() for k, v in self.by_difficulty.items()},
            "by_type": {k: v.to_dict() for k, v in self.by_type.items()},
        }


def _ratio(numerator: int, denominator: int) -> float | None:
    return numerator / denominator if denominator else None


def group_metrics(rows: Sequence[QuestionScore]) -> GroupMetrics:
    n = len(rows)
    tp_p = sum(r.tp_p for r in rows)
    p_n = sum(r.p_atoms for r in rows)
    tp_r = sum(r.tp_r for r in rows)
    r_n = sum(r.r_atoms for r in rows)
    items = sum(r.items for r in rows)
    predicted_abstain = [r for r in rows if r.predicted_verdict == ABSTAIN]
    reference_abstain = [r for r in rows if r.reference_verdict == ABSTAIN]
    both = [r for r in predicted_abstain if r.reference_verdict == ABSTAIN]
    errors = Counter(r.error for r in rows if r.error)
    return GroupMetrics(
        n=n,
        correct_rate=sum(r.correct for r in rows) / n if n else 0.0,
        answer_f1=sum(r.f1 for r in rows) / n if n else 0.0,
        # the reference scorer reports 0 rather than "undefined" for empty atom sets
        atom_precision=tp_p / p_n if p_n else 0.0,
        atom_recall=tp_r / r_n if r_n else 0.0,
        items=items,
        evidence_supported_items=_ratio(sum(r.supported_items for r in rows), items),
        errors={e: errors[e] for e in sorted(errors)},
        abstention_precision=_ratio(len(both), len(predicted_abstain)),
        abstention_recall=_ratio(len(both), len(reference_abstain)),
        unsafe_verdicts=sum(
            r.predicted_verdict == "compatible" and r.reference_verdict == "incompatible"
            for r in rows
        ),
        missing_predictions=sum(not r.answered for r in rows),
    )


def _ordered_groups(
    rows: Sequence[QuestionScore], attribute: str, known: Sequence[str]
) -> dict[str, GroupMetrics]:
    """Groups in the benchmark's usual order, unknown labels after them, sorted."""
    labels = {str(getattr(r, attribute)) for r in rows}
    order = [k for k in known if k in labels] + sorted(labels - set(known))
    return {
        label: group_metrics([r for r in rows if str(getattr(r, attribute)) == label])
        for label in order
    }


def summarize(rows: Sequence[QuestionScore]) -> Summary:
    return Summary(
        overall=group_metrics(rows),
        by_difficulty=_ordered_groups(rows, "difficulty", DIFFICULTIES),
        by_type=_ordered_groups(rows, "type", TYPES),
    )


def percentile(values: Sequence[float], q: float) -> float:
    """Linear-interpolated percentile (numpy's default), q in [0, 100]."""
    if not values:
        raise ValueError("percentile of no values")
    ordered = sorted(values)
    position = (len(ordered) - 1) * q / 100.0
    low = int(position)
    high = min(low + 1, len(ordered) - 1)
    return ordered[low] + (ordered[high] - ordered[low]) * (position - low)


@dataclass(slots=True)
class LatencyStats:
    n: int
    p50_ms: float
    p95_ms: float
    mean_ms: float
    max_ms: float

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)


def latency_stats(latencies_ms: Iterable[float | None]) -> LatencyStats | None:
    values = [float(x) for x in latencies_ms if x is not None]
    if not values:
        return None
    return LatencyStats(
        n=len(values),
        p50_ms=percentile(values, 50),
        p95_ms=percentile(values, 95),
        mean_ms=sum(values) / len(values),
        max_ms=max(values),
    )
