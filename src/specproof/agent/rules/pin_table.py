"""Pins left unconnected, against what the part's pin table says of them.

A pin table writes whether a pin may be left open in its description column: "EN 12 I
Enable input ..., must not be left open", "FB 3 I ... must be connected to VOUT on fixed
output voltage", "PG 14 O ..., can be left open", "2 BASE Analog Output ... (NC when not
used)", "4 VFB ... (connect to AGND when not used)". An input left open may float to
either level, so a pin the question leaves open passes only when the sheet allows it, fails
when the sheet forbids it, and is unknown when the sheet says neither: an output nothing
needs is often fine open, but only its sheet can say which pins are outputs.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from specproof.agent.rules.base import RuleResult
from specproof.agent.rules.build import Build
from specproof.agent.understand.open_pins import PIN_NAME
from specproof.records import Fact, RuleOutcome, SectionKind, Source

RULE = "pins.left_open"

_OPEN = r"(?:open|float(?:ing)?|unconnected|not\s+connected)"
_UNUSED = r"(?:when|if)\s+(?:it\s+is\s+)?(?:not\s+used|unused)"
# what a pin row says of leaving the pin open: "must" forbids it, "may" allows it
_POLICY = re.compile(
    rf"(?P<must>\bmust\s+not\s+(?:be\s+left\s+)?{_OPEN}|\bmust\s+not\s+float\b|"
    rf"\b(?:should|shall)\s+not\s+be\s+left\s+{_OPEN}|"
    rf"\b(?:do\s+not|don't|never)\s+leave\b[^.]{{0,30}}?\b{_OPEN}|"
    # ("The /CS pin must be driven high after the eighth bit": a timing, not the pin's wiring)
    r"\bmust\s+be\s+(?:connected|tied|pulled|grounded)\b|"
    rf"\b(?:connect|tie|pull)\b[^.;]{{0,25}}?\b{_UNUSED}|\b{_UNUSED},?\s+(?:connect|tie|pull)\b)|"
    rf"(?P<may>\b(?:can|may)\s+be\s+left\s+{_OPEN}|"
    rf"\b(?:NC|N\.C\.|leave\s+(?:it\s+)?{_OPEN}|left\s+{_OPEN}|float(?:ing)?)\s*,?\s*{_UNUSED}|"
    rf"\b{_UNUSED},?\s+(?:leave|left)\b[^.]{{0,15}}?\b{_OPEN})",
    re.I,
)


@dataclass(frozen=True, slots=True)
class PinPolicy:
    """What one pin row (or sentence) says of leaving its pins open."""

    pins: tuple[str, ...]  # upper-cased, a leading "/" dropped
    allowed: bool
    text: str
    page: int


def pin_policies(text: str, page: int = 0) -> list[PinPolicy]:
    """The pin rows of a page that say whether their pin may be left open (the pin named
    among a row's first five words); a row's text runs on over the lines that continue
    its description (starting lower-case)."""
    lines = text.splitlines()
    out = []
    for i, line in enumerate(lines):
        row = [line]
        for more in lines[i + 1 : i + 3]:
            if not more[:1].islower() and not more.startswith("("):
                break
            row.append(more)
        joined = " ".join(" ".join(row).split())
        said = {("must" if m.group("must") else "may") for m in _POLICY.finditer(joined)}
        # (the name may follow the pin number and a column per version: "11 Y Y FSYNC ...")
        pins = tuple(_key(p) for p in PIN_NAME.findall(" ".join(line.split()[:5])) if len(p) > 1)
        if len(said) == 1 and pins:
            out.append(PinPolicy(pins, said == {"may"}, joined, page))
    return out


def _key(pin: str) -> str:
    return pin.upper().lstrip("/")


def cite(device: str, doc: str, policy: PinPolicy) -> Fact:
    return Fact(
        device=device,
        field="other",
        source=Source(doc, policy.page, policy.text),
        raw=policy.text,
        values=[policy.text],
        condition="pin description",
        section=SectionKind.PIN,
        extractor="rules.pin_table",
    )


def open_pin_checks(b: Build) -> list[RuleResult]:
    """One check per pin the question leaves open, on what its part's sheet says of it.
    A pin is the part's named last before it ("... and a max44009. i left the FB pin
    unconnected" may still be the converter's): when that part's sheet is silent on the
    pin and exactly one other part's sheet speaks of it, the pin is that part's."""
    said = {device: b.sheets(device, pin_policies, cite) for device in b.parts}
    out = []
    for device, pins in b.scenario.open_pins.items():
        for pin in pins:
            owner = device if _rows(said.get(device, []), pin) else _only_speaker(said, pin)
            out.append(_open_pin_check(owner or device, pin, said.get(owner or device, [])))
    return out


def _rows(said: list[tuple[PinPolicy, Fact]], pin: str) -> list[tuple[PinPolicy, Fact]]:
    return [(p, f) for p, f in said if _key(pin) in p.pins]


def _only_speaker(said: dict[str, list[tuple[PinPolicy, Fact]]], pin: str) -> str | None:
    speakers = [device for device, rows in said.items() if _rows(rows, pin)]
    return speakers[0] if len(speakers) == 1 else None


def _open_pin_check(device: str, pin: str, said: list[tuple[PinPolicy, Fact]]) -> RuleResult:
    rows = _rows(said, pin)
    verdicts = {p.allowed for p, _ in rows}
    if len(verdicts) != 1:
        why = "says both" if rows else "does not say"
        reason = f"{device}'s sheet {why} whether {pin} may be left unconnected"
        return RuleResult(RuleOutcome(RULE, None, reason), [f for _, f in rows[:2]])
    policy, cited = rows[0]
    verb = "may" if policy.allowed else "must not"
    reason = f"{device}'s pin table: {pin} {verb} be left unconnected"
    return RuleResult(RuleOutcome(RULE, policy.allowed, reason), [cited])
