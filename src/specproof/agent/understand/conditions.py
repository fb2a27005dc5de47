"""What the question fixes about the operating point, and each request's own qualifying words."""

from __future__ import annotations

import re
from dataclasses import replace

from specproof.agent.terms import clean_text, condition_term
from specproof.agent.understand.fields import ENUMERATOR, coordinator_cut
from specproof.agent.understand.record import Conditions, FieldRequest
from specproof.agent.understand.state_cues import (
    AT_WORK,
    STANDBY_WORDS,
)
from specproof.tokens import names_word

MODE_WORDS = [
    "sleep", "standby", "standby-i", "standby-ii", "power-down", "power down", "shutdown", "idle",
    "active", "continuous", "single-shot", "one-shot", "transmit", "transmitting", "receive",
    "receiving", "measuring", "measurement", "average", "fast mode", "high-speed", "high speed",
    "standard mode", "push-pull", "open-drain", "low power", "normal operation", "low-resolution",
    "l-resolution", "h-resolution", "fixed", "adjustable", "parallel", "ac", "dc", "inductive",
    "resistive", "single-ended", "differential", "disabled", "enabled", "normal mode", "low-power",
    "high-resolution", "high-drive", "standard-drive", "ultra-low-power", "normal-power",
]  # fmt: skip

# a value and its unit, whole words: a number glued to letters before it names a bus or a
# part ("I2C" is no 2 °C, "ESP32 wroom" no 2 W), a unit glued to more letters is a word
# ("40 at" is no 0 A); "12vdc" is a voltage
NUMBER_UNIT = re.compile(
    # (not a part number's tail: "bvu-502c", "srd-05v")
    r"(?<![a-z0-9.])(?<![a-z]-)([-+]?\d+(?:\.\d+)?)\s*"
    r"(k?hz|mhz|ghz|ksps|sps|mbps|kbps|dbm|mv|v|ma|ua|na|a|°c|c\b|%\s?rh|%|ohm|Ω|kω|w|mw)"
    r"(?!(?!dc\b|ac\b)[a-z])",
    re.IGNORECASE,
)

_TEMP_SPAN = re.compile(
    r"([-+]?\d+(?:\.\d+)?)\s*(?:and|to|\.{2,3}|…)\s*[-+]?\d+(?:\.\d+)?\s*°\s*c\b"
)

# informal states named by the mode the datasheet writes
_MODE_ALIASES = {
    "asleep": "sleep",
    "sleeps": "sleep",
    "switched off": "shutdown",
    "powered off": "shutdown",
    "turned off": "shutdown",
    "single conversion": "one-shot",
}


def find_conditions(question: str) -> Conditions:
    text = clean_text(question).lower()
    modes = _modes_in(text)
    voltages: list[float] = []
    temperatures: list[float] = []
    terms: list[str] = []
    for m in NUMBER_UNIT.finditer(text):
        value, unit = float(m.group(1)), m.group(2).lower().replace(" ", "")
        terms.append(condition_term(m.group(1), unit))
        if unit == "v":
            voltages.append(value)
        elif unit in ("°c", "c"):
            temperatures.append(value)
    # "between -20 and 0 °C", "from -40 to +85 °C": the unit is written once, after the end
    for m in _TEMP_SPAN.finditer(text):
        low = float(m.group(1))
        if low not in temperatures:
            temperatures.append(low)
            terms.append(condition_term(m.group(1), "°c"))
    for word, mode in _MODE_ALIASES.items():
        if re.search(rf"\b{word}\b", text) and mode not in modes:
            modes.append(mode)
    terms += modes
    terms += [
        t.upper()
        for t in re.findall(
            r"\b(?:pw|pwp|rty|dgs|soic|tssop|htssop|[a-z]{1,3}\d{0,3}_sel\s*=\s*\d)\b", text
        )
    ]
    ambient = "ambient" in text
    junction = "junction" in text or names_word(text, "tj")
    return Conditions(modes, voltages, temperatures, terms, ambient, junction)


def with_condition_text(question: str, requests: list[FieldRequest]) -> list[FieldRequest]:
    """Each request gets the text up to the next request: its own conditions live there."""
    text = clean_text(question).lower()
    cuts: dict[int, int] = {}  # request index -> where its twin's qualifiers begin
    for i in range(1, len(requests)):
        prev, req = requests[i - 1], requests[i]
        if prev.field == req.field and prev.quantity == req.quantity:
            cut = coordinator_cut(text, prev.end, req.start)
            if cut is not None:
                cuts[i] = cut
    out: list[FieldRequest] = []
    for i, req in enumerate(requests):
        end = requests[i + 1].start if i + 1 < len(requests) else len(text)
        end = cuts.get(i + 1, end)
        start = cuts.get(i, requests[i - 1].end if i > 0 else 0)
        out.append(replace(req, condition_text=text[start:end]))
    return out


# "at 5 V and at 2.7 V", "on a 5 V supply, and on a 2.7 V supply": the same preposition
# repeated after "and" opens a second operating point
_PARALLEL = re.compile(
    r"\b(at|in|when|for|with|from|while|on|under)\b(.*?)(?:,\s*)?\b(?:and|or|versus|vs\.?)\s+(?:\w+\s+)?\1\b"
)

_PAREN_PAIR = re.compile(r"\(\s*([a-z\-]+) and ([a-z\-]+)\s*\)")


def split_alternatives(requests: list[FieldRequest]) -> list[FieldRequest]:
    """ "current (a) when transmitting, (b) when receiving" asks for one value per alternative."""
    out: list[FieldRequest] = []
    for req in requests:
        tail = req.condition_text
        cut = tail.find(req.phrase)
        head, rest = (
            (tail[: cut + len(req.phrase)], tail[cut + len(req.phrase) :])
            if cut >= 0
            else ("", tail)
        )
        parts = _alternatives(rest)
        if len(parts) < 2:
            # the state may come first: "with the interface inactive, what supply current ..."
            said = f"{_own_sentence(head)} {rest.split('?')[0]}"
            asleep = STANDBY_WORDS.search(said) and not AT_WORK.search(said)
            if req.field in ("supply_current", "quiescent_current") and asleep:
                req = replace(req, field="standby_current")
            out.append(req)
            continue
        for part in parts:
            fld = req.field
            asleep = STANDBY_WORDS.search(part) and not AT_WORK.search(part)
            if fld in ("supply_current", "quiescent_current") and asleep:
                fld = "standby_current"
            out.append(replace(req, field=fld, condition_text=head + " " + part))
    return out


def _own_sentence(head: str) -> str:
    """The words of the sentence a request's phrase ends, from its start (a period followed
    by a space ends a sentence; "3.3 V" does not)."""
    return re.split(r"[.!?;]\s", head)[-1]


def _has_condition(text: str) -> bool:
    if NUMBER_UNIT.search(text):
        return True
    # "from VS (pin 4) and from VSS (pin 9)": each alternative names its own supply pin
    if re.search(r"\(pin \d+\)|\bv(?:s|ss|cc|dd|m|in|io|logic|cca|ccb)\b \(", text):
        return True
    # "on VDD and on the VBAT backup pin": each alternative names the supply pin it is on
    if re.search(
        r"(?:^\s*|\b(?:on|at|for) )(?:the |its )?v(?:s|cc|dd|m|in|io|logic|bat|bus)\b", text
    ):
        return True
    return bool(_modes_in(text))


_LIST_HEAD = re.compile(r"\b(?:for|at|in|with|when|during|after)\b")

_LIST_SPLIT = re.compile(r"\s*,\s*(?:and\s+|or\s+)?|\s+(?:and|or)\s+")


def _listed_alternatives(rest: str) -> list[str]:
    """ "for less than one month, 1 to 6 months, and more than six months": three cases.

    Only a list of three or more parts that end in the same noun or unit ("months",
    "°c") is a set of alternatives; "at 3.3 V, 25 °C and 1 MHz" is one operating point.
    """
    head = _LIST_HEAD.search(rest)
    if head is None:
        return []
    tail = rest[head.end() :].split("?")[0].strip(" .")
    parts = [p for p in _LIST_SPLIT.split(tail) if p.strip()]
    if len(parts) < 3:
        return []
    ends = {re.sub(r"s$", "", p.split()[-1]) for p in parts if p.split()}
    numbered = all(re.search(rf"\d|\b(?:{_NUMBER_WORDS})\b", p) for p in parts)
    if len(ends) != 1 or not numbered:
        return []
    prefix = rest[: head.end()]  # "... suggest for": what every alternative shares
    return [f"{prefix} {p}" for p in parts]


_NUMBER_WORDS = "one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve"


def _alternatives(rest: str) -> list[str]:
    """The parallel alternatives a request lists: "(a) ..., (b) ...", "at X and at Y"."""
    if len(ENUMERATOR.findall(rest)) >= 2:
        return [p for p in ENUMERATOR.split(rest)[1:] if p.strip()]
    listed = _listed_alternatives(rest)
    if listed:
        return listed
    pair = _PAREN_PAIR.match(rest.strip())
    if pair and all(_has_condition(w) for w in pair.groups()):
        return list(pair.groups())
    m = _PARALLEL.search(rest)
    if m and _has_condition(m.group(2)):
        first = rest[m.start() : m.end() - len(m.group(1))]
        second = rest[m.end() - len(m.group(1)) :]
        if _has_condition(second):
            return [first, second]
    return _paired_alternatives(rest)


# "in fast mode and hs mode", "while measuring and on average", "at 5 v or 2.7 v": two
# operating points of one kind joined, the second without its own preposition
_PAIR = re.compile(
    r"\b(?:at|in|when|while|during|on|under|with)\s+([^,;?()]+?)\s*,?\s+(?:and|or|versus|vs\.?)\s+"
    r"((?:(?:at|in|when|while|during|on|under|with)\s+)?[^,;?()]+?)\s*(?=[?,;()]|\.(?!\d)|$)"
)


_PREPOSITION = re.compile(r"\b(?:at|in|when|while|during|on|under|with)\b")


def _paired_alternatives(rest: str) -> list[str]:
    m = _PAIR.search(rest)
    if m is None:
        return []
    first, second = m.group(1), m.group(2)
    if _PREPOSITION.search(second, 1) or len(second.split()) > 4 or len(first.split()) > 5:
        return []  # "the A in power-down or the B in shutdown": each part's own state
    if names_word(first, "between", "from"):
        return []  # "between -20 and 0 °C" is one span
    modes = [_modes_in(first), _modes_in(second)]
    units = [_bare_quantity_unit(part) for part in (first, second)]
    same_kind = (all(modes) and modes[0] != modes[1]) or (all(units) and units[0] == units[1])
    return [rest[: m.start(2)], rest[m.start(2) :]] if same_kind else []


# "5 v", "vdd = 2.7 v", "at 3.3v": a quantity and nothing it qualifies ("5 v bias" names one)
_BARE_QUANTITY = re.compile(
    r"^(?:(?:at|in|on|with)\s+)?(?:[a-z]{1,5}\d?\s*=\s*)?[-+]?\d+(?:\.\d+)?\s*([a-z°%]+)$"
)


def _bare_quantity_unit(text: str) -> str | None:
    m = _BARE_QUANTITY.match(text.strip())
    return m.group(1) if m else None


def _modes_in(text: str) -> list[str]:
    """The mode words ``text`` names as whole words, in :data:`MODE_WORDS` order."""
    return [w for w in MODE_WORDS if re.search(r"(?<![a-z])" + re.escape(w) + r"(?![a-z])", text)]
