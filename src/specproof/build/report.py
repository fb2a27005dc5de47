"""The report of a build check: one row per check, each with its cited facts.

A row is "pass", "fail" or "unknown"; unknown is first-class (a check without evidence
never passes). The build "fails" when any row fails, "cannot confirm" when any is
unknown, and "passes" only when every row passed.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, field
from typing import Any, Literal, get_args

from specproof.records import NUMBERS, Fact, Item, NearMiss

Status = Literal["pass", "fail", "unknown"]
Overall = Literal["passes", "fails", "cannot confirm"]

STATUS = {True: "pass", False: "fail", None: "unknown"}


@dataclass(frozen=True, slots=True)
class Citation:
    """A datasheet value a check read: device, value, and where it stands."""

    device: str
    field: str
    value: str
    doc: str
    page: int
    quote: str
    condition: str = ""

    @classmethod
    def of_fact(cls, fact: Fact, quote: str | None = None) -> Citation:
        from specproof.terminal import fact_value

        value = fact_value(fact) or fact.raw
        return cls(
            fact.device,
            fact.field,
            value,
            fact.source.doc,
            fact.source.page,
            quote or fact.source.quote,
            fact.condition,
        )

    @classmethod
    def of_item(cls, item: Item) -> Citation:
        bounds = [
            f"{name} {getattr(item, name):g}" for name in NUMBERS if getattr(item, name) is not None
        ]
        value = ", ".join(item.values or []) or " · ".join(bounds)
        if bounds and item.unit:
            value += f" {item.unit}"
        src = item.source
        assert src is not None
        return cls(item.device, item.field, value, src.doc, src.page, src.quote, item.condition)


@dataclass(frozen=True, slots=True)
class Closest:
    """Evidence near what an unknown check needed, and why it was not accepted."""

    device: str
    field: str
    value: str
    doc: str
    page: int
    quote: str
    why: str

    @classmethod
    def of(cls, miss: NearMiss) -> Closest:
        s = miss.source
        return cls(miss.device, miss.field, miss.value, s.doc, s.page, s.quote, miss.why)


@dataclass(slots=True)
class Row:
    check: str  # the concern: "supply range", "current budget", "I2C addresses", ...
    subject: str  # what of the build it looks at: "rail 3v3: BH1750FVI", "bus sensors"
    where: str  # file:line of that part of the build
    status: Status
    rule: str  # the rule that decided ("power.rail_in_supply_range"), or "build.*"
    why: str
    cited: list[Citation] = field(default_factory=list)
    closest: list[Closest] = field(default_factory=list)

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)


@dataclass(slots=True)
class Report:
    name: str
    path: str
    rows: list[Row] = field(default_factory=list)

    @property
    def overall(self) -> Overall:
        statuses = {r.status for r in self.rows}
        if "fail" in statuses:
            return "fails"
        if "unknown" in statuses or not self.rows:
            return "cannot confirm"
        return "passes"

    def counts(self) -> dict[str, int]:
        return {s: sum(r.status == s for r in self.rows) for s in get_args(Status)}

    def to_dict(self) -> dict[str, Any]:
        return {
            "build": self.name,
            "file": self.path,
            "overall": self.overall,
            "counts": self.counts(),
            "checks": [r.to_dict() for r in self.rows],
        }
