"""Understand a question once: what it asks, about which devices, under which conditions.

The result is one :class:`Question` record; every later step (gather, validate, the rules,
the answer) reads it instead of the question text. Everything here is lexical and
deterministic, so the same question always takes the same path and the trace can say why.

Where a new phrasing goes: a field's words in :mod:`.lexicon` (or a word-family frame in
:mod:`.frames`); an operating condition in :mod:`.conditions`; a quantity stated about a
build in :mod:`.scenario`; who drives, hosts or supplies whom in :mod:`.wiring`; which
checks a question asks for in :mod:`.asks`.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from specproof.agent.understand.asked_parts import asked_mentions
from specproof.agent.understand.asks import asking_part, asks_supply, judgment_asked
from specproof.agent.understand.concerns import raised_concerns, through_uncovered
from specproof.agent.understand.conditions import (
    find_conditions,
    split_alternatives,
    with_condition_text,
)
from specproof.agent.understand.context import QuestionContext, question_context
from specproof.agent.understand.devices import (
    DeviceIndex,
    device_index,
    link_devices,
    protocols_named,
)
from specproof.agent.understand.fields import find_fields, for_device_kind
from specproof.agent.understand.kind import (
    compares_to,
    comparison_asked,
    is_yes_no,
    lists_every,
    question_type,
    unsupported_topic,
    value_under_a_build,
)
from specproof.agent.understand.languages import Reading, read_question
from specproof.agent.understand.parts import enumerated_parts
from specproof.agent.understand.quantities import stated_quantities
from specproof.agent.understand.record import (
    Asks,
    Conditions,
    DeviceMention,
    FieldRequest,
    Question,
    QuestionType,
    Scenario,
    Wiring,
    Wording,
)
from specproof.agent.understand.scenario import read_scenario
from specproof.agent.understand.settings import grade_letter, named_settings
from specproof.agent.understand.stated_level import drive_level
from specproof.agent.understand.wiring import intermediaries, roles
from specproof.fields import fields_in

# a supply named beside a build fragment ("X's VCC from a 1.8 V regulator?") asks no value
_RAIL_FIELDS = frozenset(fields_in("supply_rail"))


def understand(text: str, index: DeviceIndex) -> Question:
    """The question as a record: read into the lexicon's English (another language,
    shorthand, misspelt field words), devices linked against the library's ``index``."""
    reading = read_question(text)
    linked = link_devices(reading.text, index)
    question = build_question(
        reading.text, linked.mentions, linked.unknown, index, yes_no=reading.yes_no
    )
    return replace(
        question,
        original=text,
        language=reading.language,
        assumed_names=tuple(linked.assumed),
        did_you_mean=tuple(linked.suggestions),
    )


def build_question(
    text: str,
    mentions: Sequence[DeviceMention],
    unknown: Sequence[str] = (),
    index: DeviceIndex | None = None,
    qtype: QuestionType | None = None,
    yes_no: bool | None = None,
) -> Question:
    """The record for devices already linked. ``qtype`` forces the type (tests build a
    judgment from a sentence naming made-up parts); ``index`` tells radios apart;
    ``yes_no`` is the grammar of a question typed in another language."""
    requests = split_alternatives(with_condition_text(text, find_fields(text)))
    if index is not None:
        requests = [for_device_kind(req, mentions, index) for req in requests]
    routed = question_type(text, len({m.device for m in mentions}), len(requests), yes_no)
    values = [r.start for r in requests if r.field not in _RAIL_FIELDS]
    if routed == "compatibility" and value_under_a_build(text, values):
        routed = question_type(text, len({m.device for m in mentions}), len(requests), False)
    names = tuple(m.text for m in mentions)
    topic = unsupported_topic(text, names) if routed != "compatibility" else None
    final = qtype or routed
    if (
        qtype is None
        and routed != "compatibility"
        and topic is None
        and judgment_asked(text, yes_no, any(r.field not in _RAIL_FIELDS for r in requests))
    ):
        final = "compatibility"  # a yes/no question about a stated build asks for a verdict
    devices = tuple(mentions)
    if final != "compatibility":
        devices = asked_mentions(text, mentions, unknown)  # parts named only as the scene
    wording = Wording.of(text, devices, unknown)
    scenario = read_scenario(wording) if final == "compatibility" else None
    return Question(
        text=text,
        qtype=final,
        routed_as=routed,
        devices=devices,
        requests=tuple(requests),
        conditions=find_conditions(text),
        unknown_devices=tuple(unknown),
        topic=topic,
        context=question_context(text, device_names=tuple(m.text for m in mentions)),
        protocols=frozenset(protocols_named(text)),
        comparison=comparison_asked(text),
        scenario=scenario,
        quantities=tuple(stated_quantities(text)),
        concerns=raised_concerns(text)
        + through_uncovered(text, [(m.start, m.end) for m in devices]),
        settings=named_settings(text),
        grade_letter=grade_letter(text),
        parts_asked=enumerated_parts(text),
        lists_every=lists_every(text),
        yes_no=(is_yes_no(text) if yes_no is None else yes_no) and not compares_to(text),
    )


__all__ = [
    "Asks",
    "Conditions",
    "DeviceIndex",
    "DeviceMention",
    "FieldRequest",
    "Question",
    "QuestionContext",
    "QuestionType",
    "Reading",
    "Scenario",
    "Wiring",
    "Wording",
    "asking_part",
    "asks_supply",
    "build_question",
    "device_index",
    "drive_level",
    "find_conditions",
    "find_fields",
    "intermediaries",
    "is_yes_no",
    "judgment_asked",
    "protocols_named",
    "read_question",
    "roles",
    "split_alternatives",
    "understand",
    "unsupported_topic",
    "with_condition_text",
]
