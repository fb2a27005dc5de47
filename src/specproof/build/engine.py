"""One check of a build, judged by the same engine as an asked question.

A check is stated as an understood :class:`Question` whose scenario describes that part
of the build (a rail, a bus, a net); :func:`answer_understood` runs Algorithm 1 on it:
the same validated facts, rule families, proof gaps and near misses as a question typed
in words. Each rule outcome becomes one report row.

The answer cites the facts of its verdict only (an "insufficient evidence" answer cites
none); a report row needs the facts of its own check. Those are read from the rule
results of the same evidence (:func:`rule_results`), which the workflow keeps private:
when that inner API is not there, rows fall back to the answer's items.
"""

from __future__ import annotations

import dataclasses
import logging
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from specproof.agent import rules as R
from specproof.agent.answer import item_from_fact
from specproof.agent.understand import DeviceMention, Question, Scenario, build_question
from specproof.agent.workflow import answer_understood
from specproof.build.report import STATUS, Citation, Closest, Row
from specproof.quotes import fit_item_quotes
from specproof.records import Answer, Fact, Item, RuleOutcome, Trace

if TYPE_CHECKING:
    from specproof.agent.understand import DeviceIndex
    from specproof.embed import Embedder
    from specproof.store import Store

log = logging.getLogger(__name__)


class Sentence:
    """A question written piece by piece, each part's name recorded where it stands, so
    the engine reads each part's clause as it would in a typed question."""

    def __init__(self) -> None:
        self._text: list[str] = []
        self._mentions: list[DeviceMention] = []

    def say(self, text: str) -> Sentence:
        self._text.append(text)
        return self

    def part(self, mention: DeviceMention) -> Sentence:
        start = sum(len(t) for t in self._text)
        self._mentions.append(
            dataclasses.replace(mention, start=start, end=start + len(mention.text))
        )
        self._text.append(mention.text)
        return self

    def parts(self, mentions: list[DeviceMention]) -> Sentence:
        """ "the X, the Y and the Z" """
        for i, mention in enumerate(mentions):
            if i:
                self.say(" and the " if i == len(mentions) - 1 else ", the ")
            self.part(mention)
        return self

    def question(self, index: DeviceIndex, scenario: Scenario) -> Question:
        text = "".join(self._text)
        asked = build_question(text, self._mentions, (), index, qtype="compatibility")
        return dataclasses.replace(asked, scenario=scenario)


@dataclass(slots=True)
class Asked:
    """A check put to the engine: the question, and what of its answer the check reports."""

    check: str
    subject: str
    where: str
    question: Question
    keep: Callable[[str], bool] = lambda rule: True  # the engine rules this check reports
    retry: Callable[[Answer], Question | None] | None = None  # a better-stated second try
    about: str = ""  # the build element's name (a bus, a rail), for checks that refine it


def judge(asked: Asked, store: Store, embedder: Embedder | None = None) -> list[Row]:
    """The check's rows: one per rule outcome the engine gave, with its cited facts."""
    answer = answer_understood(asked.question, store, embedder=embedder)
    question = asked.question
    if asked.retry is not None:
        again = asked.retry(answer)
        if again is not None:
            question = again
            answer = answer_understood(question, store, embedder=embedder)
    results = rule_results(question, store, embedder)
    rows = []
    for outcome in answer.rules:
        if not asked.keep(outcome.rule):
            continue
        cited = _citations(outcome, results, answer, store)
        closest = [Closest.of(m) for m in answer.closest] if outcome.passed is None else []
        status = STATUS[outcome.passed]
        rows.append(
            Row(
                asked.check,
                asked.subject,
                asked.where,
                status,
                outcome.rule,
                outcome.reason,
                cited,
                closest,
            )
        )
    if not answer.rules:
        why = answer.reason or "no rule applies to this part of the build"
        closest = [Closest.of(m) for m in answer.closest]
        rows.append(
            Row(
                asked.check,
                asked.subject,
                asked.where,
                "unknown",
                "build.no_rule",
                why,
                [],
                closest,
            )
        )
    return rows


def rule_results(question: Question, store: Store, embedder: Embedder | None) -> list[R.RuleResult]:
    """The rule results (with the facts each read) of the question's scenario, on the same
    validated evidence the answer used. Empty when the workflow's inner API changed."""
    evidence = validated_evidence(question, store, embedder)
    if evidence is None or question.scenario is None:
        return []
    ev, stored, sheets = evidence
    return R.apply_rules(question.scenario, ev, stored=stored, sheets=sheets)


def validated_evidence(
    question: Question, store: Store, embedder: Embedder | None
) -> tuple[R.Evidence, R.Evidence, R.Sheets] | None:
    """(evidence, stored evidence, sheet statements) as the workflow reads them for this
    question: gathered, validated, with the top-k fallback where no fact is stored."""
    try:
        from specproof.agent.workflow import _Agent

        agent = _Agent(store, question, Trace(), "full", embedder)
        return agent.evidence, agent.stored_evidence, agent.sheet_statements
    except (ImportError, TypeError, AttributeError) as exc:  # the inner API moved
        log.warning("rule facts unavailable (%s); citing the answer's items", exc)
        return None


def _citations(
    outcome: RuleOutcome, results: list[R.RuleResult], answer: Answer, store: Store
) -> list[Citation]:
    facts = next(
        (
            r.facts
            for r in results
            if r.outcome.rule == outcome.rule and r.outcome.reason == outcome.reason
        ),
        None,
    )
    if facts is not None:
        return cite(facts, store)
    # proof gaps and library checks cite nothing; otherwise the answer's items that name
    # a device of this outcome
    named = [i for i in answer.items if i.device in outcome.reason and i.source is not None]
    return [Citation.of_item(i) for i in named]


def cite(facts: list[Fact], store: Store) -> list[Citation]:
    """Citations of facts, each quote fitted to a run any text extractor reads alike."""
    items: list[Item] = []
    for fact in facts:
        item = item_from_fact(fact)
        if all(item.source != i.source or item.field != i.field for i in items):
            items.append(item)
    fit_item_quotes(items, store)
    return [Citation.of_item(i) for i in items if i.source is not None]
