"""The current a question holds the build to: what its supply can deliver, or what the
parts may draw together while they rest.

"a 12 V 2 A adapter", "can deliver at most 15 mA": the supply's budget, against which the
parts' working draw is summed. "Can those three stay under 5 uA?", "below a 150 uA sleep
budget", "the target for the idle node is 100 uA": a budget for the parts at rest
(standby, shutdown, power-down, parked, between readings), against which each part's
resting draw is summed. A part's own state ("the MCP2515 in sleep mode", "the DAC in
power-down") says which of its rows states that draw.
"""

from __future__ import annotations

import re

from specproof.agent.understand.record import Wording
from specproof.agent.understand.sentences import SENTENCE_MARKS, sentence_end, sentence_start
from specproof.agent.understand.stated_load import SUPPLY_BUDGET, amperes

# "can the X's on-chip regulator supply 20 mA": the part is the source, the current its load
_OWN_SOURCE = re.compile(
    r"\b(?:on-?chip|internal|built-?in|integrated|its own)\s+(?:\w+\s+)?(?:regulator|ldo|reference)\b|"
    r"\b(?:can|could|will|does)\s+(?:the |an? |my |its )?[\w+-]+\s+$",  # "can the X deliver 2 A?"
    re.I,
)


def supply_budget(q: str) -> float | None:
    """What a supply branch can deliver: "can deliver at most 15 mA"."""
    budget = SUPPLY_BUDGET.search(q)
    before = q[max(0, budget.start() - 40) : budget.start()] if budget else ""
    if budget is None or _OWN_SOURCE.search(before):
        return None  # the part is the source asked ("can the X deliver 1.3 A?"): no budget
    number, milli = next(
        (budget.group(i), budget.group(i + 1)) for i in (1, 3, 5, 7) if budget.group(i)
    )
    return amperes(number, milli)


# the parts rest: a sleep state, or the time between the build's bursts of work
_AT_REST = re.compile(
    r"\b(?:sleep\w*|asleep|standby|stand-by|shut ?down|power[- ]?down|idl(?:e|es|ing)|parked|"
    r"hibernat\w*|dormant|between (?:readings|measurements|sweeps|samples|events|transmissions)|"
    r"off[- ]state|(?:regulator|converter) off)\b",
    re.I,
)
_CURRENT = r"(\d+(?:\.\d+)?)\s*([nuµμm])A\b"
_REST_BUDGET = (
    # "stay under 5 uA", "can the battery drain ... stay below 6 uA", "is ... below 150 uA"
    re.compile(
        r"\b(?:stay|remain|keep|be|is|are|draw|drain|total|use|consume)\w*\s+(?:[\w-]+\s+){0,3}?"
        rf"(?:under|below|within|less than|lower than|no more than|at most)\s+(?:an?\s+|the\s+)?{_CURRENT}"
        r"(?!\s*(?:per|/|each))",
        re.I,
    ),
    # "a 150 uA sleep budget", "a 10 uA parked budget"
    re.compile(
        rf"\b{_CURRENT}\s+(?:(?:sleep|idle|standby|parked|quiescent|battery|current)\s+){{0,2}}budget\b",
        re.I,
    ),
    # "the target for the whole idle node is 100 uA", "a budget of 20 uA"
    re.compile(rf"\b(?:target|budget|allowance)\b[^.?\d]{{0,40}}\b(?:is|of)\s+{_CURRENT}", re.I),
)
_PREFIX = {"n": 1e-9, "u": 1e-6, "µ": 1e-6, "μ": 1e-6, "m": 1e-3}


def idle_budget(q: str) -> float | None:
    """The current the parts at rest may draw together ("stay under 5 uA" while they
    sleep); None when the question sets no budget or the parts are not at rest."""
    m = _rest_budget(q)
    if m is None or _ACTIVE.search(_sentence_of(q, m.start(), m.end())):
        return None  # (none, or "will its transmit current stay under 50 mA?": a working draw)
    return float(m.group(1)) * _PREFIX[m.group(2).lower()]


def _rest_budget(q: str) -> re.Match[str] | None:
    """The first budget phrase of a question whose parts rest somewhere in it."""
    if not _AT_REST.search(q):
        return None
    return next((found for p in _REST_BUDGET if (found := p.search(q))), None)


# a working draw the budget's own sentence names: no budget for the parts at rest
_ACTIVE = re.compile(
    r"\b(?:transmit\w*|tx|rx|receiv\w*|active|running|measuring|converting|working|peak|burst\w*|"
    r"while (?:on|sending|reading|driving|charging)|in operation|operating)\b",
    re.I,
)


def _sentence_of(q: str, start: int, end: int) -> str:
    return q[sentence_start(q, start, SENTENCE_MARKS) : sentence_end(q, end, (". ", "?", "; "))]


# the state a part is put in, as its sheet's rows name it
_STATES = (
    ("power-down", re.compile(r"\bpower[- ]?down\b|\bpowered down\b", re.I)),
    (
        "shutdown",
        re.compile(r"\bshut ?down\b|\boff[- ]state\b|\b(?:regulator|converter) off\b", re.I),
    ),
    ("sleep", re.compile(r"\bsleep\w*\b|\basleep\b", re.I)),
    ("standby", re.compile(r"\bstand-?by\b", re.I)),
    # a charger whose input is unplugged ("USB input disconnected while parked")
    (
        "unpowered",
        re.compile(
            r"\bunplugged\b|\b(?:input|usb|supply|vin|vcc)\b[^.,;)]{0,12}\b(?:disconnected|removed)\b",
            re.I,
        ),
    ),
)


_LISTED = re.compile(r"\s*(?:,|and|&|as well as)\s*(?:an?|the|my)?\s*", re.I)


def idle_states(wording: Wording) -> dict[str, str]:
    """The resting state the question puts each part in, read in the words after its
    name ("the MCP2515 in Sleep mode", "the DS18B20 is in standby and ...")."""
    out: dict[str, str] = {}
    shared: list[str] = []  # parts listed before the state they share
    for mention in wording.distinct_devices:
        clause = wording.clause(mention.device)[:80]
        found = [(m.start(), state) for state, p in _STATES if (m := p.search(clause))]
        if found:
            for device in [*shared, mention.device]:
                out[device] = min(found)[1]
            shared = []
        elif _LISTED.fullmatch(clause[len(mention.text) :]):
            shared.append(mention.device)  # "an INA3221 and an ADS1115 in power-down"
        else:
            shared = []
    return out


def idle_budget_parts(wording: Wording) -> tuple[str, ...]:
    """The parts a rest budget is for: the one part its own sentence names ("will the
    X's dark current stay under 1 uA", "the budget is 50 uA for the X in its off state"),
    else every part (empty: "can those three stay under 5 uA?")."""
    q = wording.text
    m = _rest_budget(q)
    if m is None:
        return ()
    begin, end = sentence_start(q, m.start(), SENTENCE_MARKS), m.end() + 30
    named = {d.device for d in wording.devices if begin <= d.start < end}
    return (named.pop(),) if len(named) == 1 else ()
