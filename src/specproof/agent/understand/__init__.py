"""Understand a question once: type, devices, fields with their words, conditions.

Everything here is lexical and deterministic so that the same question always takes
the same path and the trace can say exactly why.
"""

from __future__ import annotations

from specproof.agent.understand.conditions import (
    find_conditions,
    split_alternatives,
    with_condition_text,
)
from specproof.agent.understand.devices import (
    DeviceIndex,
    device_index,
    link_devices,
    protocols_named,
)
from specproof.agent.understand.fields import find_fields, for_device_kind
from specproof.agent.understand.kind import is_yes_no, question_type, unsupported_topic
from specproof.agent.understand.record import (
    Conditions,
    DeviceMention,
    FieldRequest,
    Intent,
)


def route(question: str, index: DeviceIndex) -> Intent:
    mentions, unknown = link_devices(question, index)
    requests = find_fields(question)
    requests = with_condition_text(question, requests)
    requests = split_alternatives(requests)
    requests = [for_device_kind(req, mentions, index) for req in requests]
    distinct = {m.device for m in mentions}
    qtype = question_type(question, len(distinct), len(requests))
    return Intent(question, qtype, mentions, requests, find_conditions(question), unknown)


__all__ = [
    "Conditions",
    "DeviceIndex",
    "DeviceMention",
    "FieldRequest",
    "Intent",
    "device_index",
    "find_conditions",
    "find_fields",
    "is_yes_no",
    "protocols_named",
    "route",
    "split_alternatives",
    "unsupported_topic",
    "with_condition_text",
]
