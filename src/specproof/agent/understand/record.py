"""The understood question: the record every later step reads instead of the raw text."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Literal

QuestionType = Literal["simple", "structured", "comparison", "compatibility"]


@dataclass(slots=True)
class DeviceMention:
    device: str
    doc_id: str
    file_name: str
    text: str  # as written in the question
    start: int
    end: int
    variant: str | None = None  # e.g. "05B" of "ACS712ELCTR-05B", "3.3" of "AMS1117-3.3"


@dataclass(slots=True)
class FieldRequest:
    field: str
    quantity: str | None = None
    phrase: str = ""
    start: int = 0
    end: int = 0
    condition_text: str = ""  # the words around the request that qualify it


@dataclass(slots=True)
class Conditions:
    """What the question fixes about the operating point."""

    modes: list[str] = field(default_factory=list)  # sleep, continuous, fast mode, ...
    voltages: list[float] = field(default_factory=list)  # "at 3.3 V", "VDD = 5 V"
    temperatures: list[float] = field(default_factory=list)
    terms: list[str] = field(default_factory=list)  # normalised condition tokens (5V, 25C, PWP)
    ambient: bool = False  # "ambient" temperature asked (junction facts do not answer)
    junction: bool = False


@dataclass(slots=True)
class Intent:
    question: str
    qtype: QuestionType
    devices: list[DeviceMention]
    requests: list[FieldRequest]
    conditions: Conditions
    unknown_devices: list[str] = field(default_factory=list)

    @property
    def distinct_devices(self) -> list[DeviceMention]:
        seen: dict[str, DeviceMention] = {}
        for m in self.devices:
            if m.device not in seen or (m.variant and not seen[m.device].variant):
                seen[m.device] = m
        return list(seen.values())
