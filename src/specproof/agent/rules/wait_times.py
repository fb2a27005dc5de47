"""A wait the firmware keeps against the time the part needs: its power-up time after the
supply or enable arrives, its conversion time after a reading is started.

The time needed is the largest the part's rows for that event state, as a guarantee (a
maximum "ready within", or a minimum "wait at least"); a typical time guarantees nothing,
so a wait judged only against one is left unsettled.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from specproof.agent.rules.base import RuleResult, fmt, guaranteed_limit, missing
from specproof.agent.terms import row_text
from specproof.agent.understand.record import Wait
from specproof.records import Fact, RuleOutcome
from specproof.tokens import BITS

if TYPE_CHECKING:
    from specproof.agent.rules.build import Build

RULE = "timing.wait_covers_part"

# a row for the supply or enable arriving, not for a wake from one of the part's own states
_FROM_A_STATE = re.compile(
    r"\b(?:from|after|exit\w*|leav\w*)\s+(?:the\s+)?(?:sleep|standby|power[- ]?down|shutdown|reset)|software reset",
    re.I,
)
_CONVERSION = re.compile(r"\bconver\w*|\bt_?conv\b|\bmeasurement time\b", re.I)


def wait_checks(b: Build) -> list[RuleResult]:
    return [_covers(b, wait) for wait in b.scenario.waits if wait.device in b.parts]


def _covers(b: Build, wait: Wait) -> RuleResult:
    rows = _event_rows(b, wait)
    guaranteed = [(t, row) for row in rows if (t := guaranteed_limit(row)) is not None]
    if not guaranteed:
        return missing(RULE, f"{wait.device} guaranteed {wait.after} time", rows[:1])
    needed, row = max(guaranteed, key=lambda pair: pair[0])
    ok = wait.seconds >= needed
    reason = (
        f"wait {fmt(wait.seconds, 's')} {'>=' if ok else '<'} {wait.device} {wait.after} "
        f"time {fmt(needed, 's')}"
    )
    return RuleResult(RuleOutcome(RULE, ok, reason), [row])


def _event_rows(b: Build, wait: Wait) -> list[Fact]:
    if wait.after == "power-up":
        rows = b.evidence(wait.device, "warm_up_time")
        return [r for r in rows if not _FROM_A_STATE.search(row_text(r))]
    if wait.after == "wake":
        # the wake from a state's own rows; without them, every warm-up the sheet states
        # (its power-up is the longest way to become ready)
        rows = b.evidence(wait.device, "warm_up_time")
        return [r for r in rows if _FROM_A_STATE.search(row_text(r))] or rows
    rows = [r for r in b.evidence(wait.device, "response_time") if _CONVERSION.search(row_text(r))]
    bits = BITS.search(wait.text) or BITS.search(" ".join(b.scenario.words))
    if bits:
        # "at the default 12-bit": the resolution's own row, when the sheet has one per
        # resolution
        named = [r for r in rows if re.search(rf"\b{bits.group(1)}[- ]?bit", row_text(r), re.I)]
        rows = named or rows
    return rows
