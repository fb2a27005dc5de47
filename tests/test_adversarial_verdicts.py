"""The adversarial suite (benchmarks/adversarial): compatibility questions on the real dev
datasheets where a required check has no evidence, a concern no rule covers is raised, a
limit comes from another function's table, or the wording is casual. The truth is never
"compatible", so specproof must never say it: a wrong "compatible" can burn a board."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from conftest import needs_dev

pytestmark = [pytest.mark.slow, needs_dev]

SUITE = Path(__file__).resolve().parents[1] / "benchmarks" / "adversarial" / "questions.jsonl"


def _suite() -> list[dict]:
    return [json.loads(line) for line in SUITE.read_text().splitlines() if line.strip()]


def test_the_suite_is_large_enough_and_never_expects_compatible() -> None:
    questions = _suite()
    assert len(questions) >= 60
    assert {q["answer"]["verdict"] for q in questions} <= {"incompatible", "insufficient_evidence"}


def test_no_adversarial_question_is_called_compatible(dev_library) -> None:
    unsafe = []
    for q in _suite():
        answer = dev_library.ask(q["question"])
        if answer.verdict == "compatible":
            unsafe.append(f"{q['id']}: {q['question'][:90]}")
    assert unsafe == [], "\n".join(unsafe)


def test_an_abstention_names_what_is_missing(dev_library) -> None:
    """Every abstention on the suite says why (a reason the reader can act on)."""
    for q in _suite()[:20]:
        answer = dev_library.ask(q["question"])
        if answer.verdict == "insufficient_evidence":
            assert answer.reason, q["id"]
