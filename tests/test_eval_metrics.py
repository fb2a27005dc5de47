"""Metrics over scored questions: the reference scorer's summary plus abstention, safety, latency."""

from __future__ import annotations

import importlib.util
import json
from pathlib import Path

import pytest

from specproof.eval import score
from specproof.eval.metrics import group_metrics, latency_stats, summarize

DEV = Path(__file__).resolve().parents[2] / "shared" / "benchmark" / "dev"
REFERENCE = DEV.parent / "score.py"


def _row(qid: str, **kw) -> score.QuestionScore:
    base = dict(
        id=qid, difficulty="easy", type="simple", correct=True, precision=1.0, recall=1.0,
        f1=1.0, p_atoms=1, r_atoms=1, tp_p=1, tp_r=1, error=None,
    )  # fmt: skip
    return score.QuestionScore(**{**base, **kw})


def test_abstention_and_unsafe_verdicts() -> None:
    rows = [
        _row("a", reference_verdict="insufficient_evidence", predicted_verdict="insufficient_evidence"),
        _row("b", reference_verdict="insufficient_evidence", predicted_verdict=None, correct=False,
             error="E6"),
        _row("c", reference_verdict=None, predicted_verdict="insufficient_evidence", correct=False,
             error="E3"),
        _row("d", reference_verdict=None, predicted_verdict="insufficient_evidence", correct=False,
             error="E3"),
        _row("e", reference_verdict="incompatible", predicted_verdict="compatible", correct=False,
             error="E1", difficulty="hard", type="compatibility"),
        _row("f", answered=False, correct=False, error="E3", f1=0.0, tp_p=0, tp_r=0, p_atoms=0),
    ]  # fmt: skip
    g = group_metrics(rows)
    assert g.n == 6
    assert g.abstention_precision == pytest.approx(1 / 3)
    assert g.abstention_recall == pytest.approx(1 / 2)
    assert g.unsafe_verdicts == 1
    assert g.missing_predictions == 1
    assert g.errors == {"E1": 1, "E3": 3, "E6": 1}
    assert g.correct_rate == pytest.approx(1 / 6)
    assert g.atom_precision == pytest.approx(5 / 5) and g.atom_recall == pytest.approx(5 / 6)

    summary = summarize(rows)
    assert list(summary.by_difficulty) == ["easy", "hard"]
    assert list(summary.by_type) == ["simple", "compatibility"]
    assert summary.by_difficulty["hard"].unsafe_verdicts == 1
    assert summary.by_type["simple"].abstention_recall == pytest.approx(1 / 2)


def test_evidence_share_is_none_without_items() -> None:
    assert group_metrics([_row("a")]).evidence_supported_items is None
    g = group_metrics([_row("a", items=4, supported_items=3), _row("b", items=0)])
    assert g.evidence_supported_items == pytest.approx(0.75)


def test_latency_stats() -> None:
    assert latency_stats([None, None]) is None
    stats = latency_stats([10.0, None, 20.0, 30.0, 40.0, 1000.0])
    assert stats is not None
    assert stats.n == 5 and stats.p50_ms == 30.0 and stats.max_ms == 1000.0
    assert 40.0 < stats.p95_ms < 1000.0


@pytest.mark.skipif(not REFERENCE.exists(), reason="reference scorer not present")
def test_summary_matches_reference_summarize() -> None:
    spec = importlib.util.spec_from_file_location("reference_score", REFERENCE)
    assert spec and spec.loader
    ref = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(ref)

    questions = score.load_jsonl(DEV / "questions.jsonl")
    table = json.loads((DEV / "devices.json").read_text(encoding="utf-8"))
    # every third question answered with its reference, others abstain or are missing
    preds = {}
    for i, q in enumerate(questions):
        if i % 3 == 0:
            preds[q["id"]] = {"id": q["id"], "answer": q["answer"]}
        elif i % 3 == 1:
            preds[q["id"]] = {
                "id": q["id"],
                "answer": {"verdict": "insufficient_evidence", "items": []},
            }
    expected = ref.summarize(
        [ref.score_one(q, preds.get(q["id"]), ref.Devices(table)) for q in questions]
    )
    ours = summarize(
        [score.score_question(q, preds.get(q["id"]), score.DeviceNames(table)) for q in questions]
    )
    groups = {**ours.by_difficulty, "overall": ours.overall}
    assert set(groups) == set(expected)
    for name, want in expected.items():
        got = groups[name]
        assert got.n == want["n"]
        for metric in ("correct_rate", "answer_f1", "atom_precision", "atom_recall"):
            assert getattr(got, metric) == pytest.approx(want[metric]), (name, metric)
        assert got.errors == want["errors"]
