"""The fields a question asks, each with the words that asked for it."""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import replace

from specproof.agent.terms import clean_text
from specproof.agent.understand.asked_unit import asked_dimension, asked_noun_dimension
from specproof.agent.understand.devices import DeviceIndex
from specproof.agent.understand.field_states import field_for_state
from specproof.agent.understand.frames import frame_fields
from specproof.agent.understand.lexicon import (
    ABS,
    ABS_MAX,
    DAMAGE_RE,
    FALLBACK_PATTERNS,
    FIELD_PATTERNS,
    QUANTITY_PATTERNS,
)
from specproof.agent.understand.record import DeviceMention, FieldRequest
from specproof.agent.understand.state_cues import (
    SENSOR_GAIN,
)
from specproof.fields import abs_max_of, dimension, fields_in, sections_of
from specproof.tokens import LONG_WORD, names_word

# fields asked per measured quantity: the request carries the quantity its words name
QUANTITY_FIELDS = fields_in("per_quantity")


def find_fields(question: str) -> list[FieldRequest]:
    """Field mentions in question order; overlapping phrases resolved by lexicon order."""
    text = clean_text(question).lower()
    masked = _mask_condition_assignments(text)
    found = _pattern_matches(text, masked)
    found = _drop_qualifiers(masked, found)
    found = _merge_same_field(masked, found)
    found = [_driven_level(text, _idle_output_level(masked, req)) for req in found]
    found = [_signal_level(text, _supply_then_current(masked, req)) for req in found]
    if not found:
        # (the frames read the question without its stated conditions: "at IOUT = 10 mA"
        # states a current, it does not ask one)
        found = frame_fields(masked) or _fallback_fields(text)
    found = [req for req in found if not _other_quantity_named(req)]
    found = [req for req in found if not _names_an_unheld_quantity(masked, req)]
    limit = False
    also: list[FieldRequest] = []
    for i, req in enumerate(found):
        prev_end = found[i - 1].end if i else 0
        next_start = found[i + 1].start if i + 1 < len(found) else len(text)
        fld = req.field
        rating = abs_max_of(fld)
        # "the absolute maximum ratings for the sink current and the source current": the
        # qualifier ahead of a coordination applies to each of its members
        shared = limit and _COORDINATED.fullmatch(text[prev_end : req.start]) is not None
        limit = shared or _abs_max_asked(text, req, prev_end, next_start)
        if rating and limit and _second_clause_asks_the_rating(text, req, next_start):
            # "the highest voltage it is rated to operate from, and what will kill it?":
            # the operating value, and the rating the second clause asks, both
            also.append(replace(req, field=rating, limit=False))
            limit = False
        if rating and limit:
            fld = rating
        req = replace(req, limit=limit and not rating and sections_of(fld) == "operating")
        fld = field_for_state(fld, text[prev_end:next_start].split("?")[0])
        quantity = guess_quantity(masked, req) if fld in QUANTITY_FIELDS else req.quantity
        found[i] = replace(req, field=fld, quantity=quantity)
    found = _numeric_asked_of_a_set(masked, _merge_same_field(masked, found + also))
    return _of_asked_unit(text, found + _elided_state_request(masked, found))


# "at an ambient temperature of 85 c", "at a supply voltage of 3 v", "with the junction
# temperature at 125 c": a quantity the question sets is its operating point; when the
# question asks another field, that quantity is not asked too
_STATED_POINT = re.compile(
    r"\b(?:when|while|with|if|at) (?:the |an? )?(?:(?:ambient|junction|case|die|board|air|operating) )?"
    r"(?:(?:temperature|temp) (?:is |at |of |= ?)(?:about |around )?[-+]?\d+(?:\.\d+)?\s*(?:°\s*c|℃|c|deg\w*)\b|"
    r"supply(?: voltage)? (?:is|at|of|=) ?[-+]?\d+(?:\.\d+)?\s*[munk]?v\b)"
)


def _pattern_matches(text: str, masked: str) -> list[FieldRequest]:
    """The lexicon's field phrases in the (masked) text, overlaps resolved by lexicon order;
    the question's stated operating points are left out unless nothing else is asked."""
    pointed = masked
    for m in _STATED_POINT.finditer(text):  # (read unmasked: "at 85 c" is masked already)
        pointed = pointed[: m.start()] + " " * len(m.group(0)) + pointed[m.end() :]
    return _lexicon_matches(pointed) or _lexicon_matches(masked)


def _lexicon_matches(masked: str) -> list[FieldRequest]:
    taken: list[tuple[int, int]] = []
    found: list[FieldRequest] = []
    for pattern, name in FIELD_PATTERNS:
        for m in _free_matches(pattern, masked, taken):
            taken.append((m.start(), m.end()))
            for part in name.split("+"):  # one phrase can name two fields
                found.append(FieldRequest(part, None, m.group(0), m.start(), m.end()))
    return sorted(found, key=lambda r: r.start)


def _of_asked_unit(text: str, found: list[FieldRequest]) -> list[FieldRequest]:
    """Only the requests of the dimension the question asks its answer in, if it names a
    unit ("in milliohms"); none is better than a figure of another kind."""
    wanted = asked_dimension(text)
    if wanted is not None:
        return [r for r in found if dimension(r.field) in (wanted, None)]
    # "a pull-up to vcc. what's its resistance?": the quantity named rules out a field of
    # another kind the words around it matched (a measured quantity's field may be any)
    # (one request only: a question asking two things names two quantities)
    noun = asked_noun_dimension(text) if len(found) == 1 else None
    return [r for r in found if dimension(r.field) in (noun, None, "varies")] if noun else found


# "how much current does it draw while measuring, and how much when idle?": the second
# clause asks the same quantity in a sleep state without naming it again
_ELIDED_STATE = re.compile(
    r",?\s*\band (?:how much|what|in|when|while|during)\b[^?.;]{0,25}?"
    r"\b(?:idle|standby|sleep(?:ing)?|asleep|power[- ]?down|shut ?down|deep[- ]sleep)\b"
)
_DRAWN = frozenset({"supply_current", "quiescent_current"})


def _elided_state_request(text: str, found: list[FieldRequest]) -> list[FieldRequest]:
    if len(found) != 1 or found[0].field not in _DRAWN:
        return []
    m = _ELIDED_STATE.search(text, found[0].end)
    if m is None:
        return []
    return [FieldRequest("standby_current", None, m.group(0).strip(" ,"), m.start(), m.end())]


# "what is the maximum current the SIM interface can supply?": a number of a quantity asked
_NUMBER_ASKED = re.compile(
    r"\b(?:max(?:imum)?|min(?:imum)?|typical|how much|how many|peak|rated)\s+(?:\w+\s+){0,2}?"
    r"(current|voltage|power|frequency|temperature|resistance)\b"
)


_VALUE_BEFORE = re.compile(r"(?<![\w.])\d+(?:\.\d+)?\s*(?:v|mv|a|ma|hz|khz|mhz|w|mw)\s+$")


def _numeric_asked_of_a_set(text: str, found: list[FieldRequest]) -> list[FieldRequest]:
    """A categorical field ("interface", "protocol") matched beside the number of a physical
    quantity the question asks is the thing the quantity belongs to, not what is asked."""
    # "the 3.0 V output type": a categorical word right after a value names a version
    found = [
        r
        for r in found
        if dimension(r.field) != "set" or not _VALUE_BEFORE.search(text, 0, r.start)
    ]
    if not _NUMBER_ASKED.search(text) or any(dimension(r.field) != "set" for r in found):
        return found  # the number is asked by a field of its own ("address and max SCL")
    return []


def _free_matches(
    pattern: re.Pattern[str], text: str, taken: list[tuple[int, int]]
) -> list[re.Match[str]]:
    """Matches that overlap no phrase already taken. A match that does overlap is retried one
    character on, so "coil voltage and coil resistance" still finds its second phrase."""
    out: list[re.Match[str]] = []
    pos = 0
    while (m := pattern.search(text, pos)) is not None:
        if any(m.start() < e and s < m.end() for s, e in taken):
            pos = m.start() + 1
            continue
        out.append(m)
        pos = max(m.end(), m.start() + 1)
    return out


def _fallback_fields(text: str) -> list[FieldRequest]:
    for pattern, name in FALLBACK_PATTERNS:
        m = pattern.search(text)
        if m is not None:
            return [FieldRequest(name, None, m.group(0), m.start(), m.end())]
    return []


_ABS_MAX_AFTER = re.compile(
    r"^[^.?]{0,12}\(\s*(?:the\s+)?(?:absolute[- ]maximum|abs(?:olute)?\.? max)|"
    # the rating table cited as the source: "... per the absolute maximum ratings"
    rf"^[^.?]{{0,40}}?\b(?:per|from|in|according to|under|by) (?:the |its |their )?{ABS}",
    re.I,
)

_SURVIVES = re.compile(r"\b(?:survives?|withstands?|withstood)\b")

_COORDINATED = re.compile(r"\s*(?:,\s*)?(?:and|&|as well as)\s+(?:the\s+|its\s+)?[a-z0-9/ -]{0,30}")

_NEGATED = re.compile(
    r"\b(?:not|never|rather than|instead of|excluding|other than)\s+(?:the\s+|an?\s+)?$"
)

_IDLE_STATE = re.compile(
    r"\b(?:low|idle|idles|idling|inactive|at rest|not triggered|untriggered|no (?:motion|one|detection|target))\b"
)


def _idle_output_level(text: str, req: FieldRequest) -> FieldRequest:
    """ "What voltage does OUT go to when idle?" asks the low level: the verb-form phrase
    names no level, so the state words after it decide."""
    after = text[req.end : req.end + 60].split("?")[0]
    if (
        req.field == "output_high_voltage"
        and "high" not in req.phrase
        and _IDLE_STATE.search(after)
    ):
        return replace(req, field="output_low_voltage")
    return req


# a quantity noun in the words that asked for a field of another dimension: "up to what
# ambient illuminance ... specified to keep working" asks no operating temperature
_QUANTITY_NOUNS = {
    "illuminance": "illuminance", "light": "illuminance", "lux": "illuminance",
    "pressure": "pressure", "humidity": "humidity", "current": "current",
    "voltage": "voltage", "frequency": "frequency",
}  # fmt: skip
_NOUN = re.compile(r"\b(" + "|".join(_QUANTITY_NOUNS) + r")\b")


def _other_quantity_named(req: FieldRequest) -> bool:
    own = dimension(req.field)
    if own not in ("temperature", "illuminance", "pressure", "humidity"):
        return False  # voltages and currents are named beside each other all the time
    named = {_QUANTITY_NOUNS[m.group(1)] for m in _NOUN.finditer(req.phrase)}
    return bool(named) and own not in named


# quantities no field holds, whose last word a field's phrase would take: a camera's
# "frame rate" is no baud rate, a current transformer's "phase error" no ratio accuracy
_UNHELD = re.compile(
    r"\bframe ?rates?\b|\bframes? per second\b|\bfps\b|\bphase (?:error|angle|shift|displacement)\b"
)


def _names_an_unheld_quantity(text: str, req: FieldRequest) -> bool:
    return any(m.start() <= req.start < m.end() for m in _UNHELD.finditer(text))


# "what voltage does the pwm need to be?": a signal's level, not the part's supply
_SIGNAL_WORDS = re.compile(r"\b(?:pwm|signal|data line|logic input|control input|gpio)\b")


def _signal_level(text: str, req: FieldRequest) -> FieldRequest:
    asked_level = (
        req.field == "supply_voltage"
        and "suppl" not in req.phrase
        and _SIGNAL_WORDS.search(text)
        and not _POWER_WORDS.search(text)
    )
    return replace(req, field="input_high_voltage") if asked_level else req


_POWER_WORDS = re.compile(r"\b(?:power|supply|supplied|vcc|vdd|rail|battery)\b")


_CURRENT_AFTER = re.compile(r"\s*(?:\([^)]{1,8}\)\s*)?currents?\b")


def _supply_then_current(text: str, req: FieldRequest) -> FieldRequest:
    """ "the logic supply (VSS) current": a supply named before "current" asks the current
    drawn from it, not the supply's voltage."""
    if req.field.endswith("supply_voltage") and _CURRENT_AFTER.match(text, req.end):
        return replace(req, field="supply_current")
    return req


_DRIVING = re.compile(r"\b(?:sinks?|sinking|sources?|sourcing)\b")
_AS_OUTPUT = {
    "input_low_voltage": "output_low_voltage",
    "input_high_voltage": "output_high_voltage",
}


def _driven_level(text: str, req: FieldRequest) -> FieldRequest:
    """ "sda low level when it sinks 1.2 ma": a pin that sinks or sources current is driving
    the line, so its level is an output level (an input threshold carries no load)."""
    if req.field in _AS_OUTPUT and _DRIVING.search(text):
        return replace(req, field=_AS_OUTPUT[req.field])
    return req


_NEXT_CLAUSE = re.compile(r",?\s+and\s+(?:what|which|how|at what)\b")
_OPERATING_WORDS = re.compile(r"\b(?:operat\w*|run|runs|work|works|recommended|rated to)\b")


def _second_clause_asks_the_rating(text: str, req: FieldRequest, next_start: int) -> bool:
    """The damage words sit in a clause of their own after an operating question."""
    after = text[req.end : next_start].split("?")[0]
    clause = _NEXT_CLAUSE.search(after)
    if clause is None or not DAMAGE_RE.search(after[clause.end() :]):
        return False
    own = text[req.start : req.end] + after[: clause.start()]
    return _OPERATING_WORDS.search(own) is not None and not DAMAGE_RE.search(own)


def _abs_max_asked(text: str, req: FieldRequest, prev_end: int, next_start: int) -> bool:
    """The rating words qualify this request: before it ("absolute maximum supply voltage")
    or in a parenthesis right after it ("supply voltage (absolute maximum)"); "not the abs
    max" says the opposite."""
    before = text[max(prev_end, req.start - 60) : req.end]
    m = ABS_MAX.search(before)
    if m is not None and not _NEGATED.search(before[: m.start()]):
        return True
    if _SURGE.search(before):
        return True  # a surge ("surge load current", ITSM) is only ever stated as a rating
    after = text[req.end : next_start].split("?")[0]
    # "what voltage on VCC will destroy it", "pushed without damaging the chip", "which
    # part survives the higher supply voltage"
    if any(p.search(before) or p.search(after) for p in (DAMAGE_RE, _SURVIVES)):
        return True
    m = _ABS_MAX_AFTER.search(after)
    return m is not None and not names_word(m.group(0), "not")


_SURGE = re.compile(r"\bsurge\b|\bnon[- ]repetitive\b")

_SUPPLY_FIELDS = fields_in("supply_rail")

# the rails a sheet names apart from its main supply ("the supply of the power stages")
_SPECIFIC_SUPPLY = _SUPPLY_FIELDS - {"supply_voltage"}

_QUALIFIER_ONLY = fields_in("qualifier")
_INPUT_LEVELS = frozenset({"input_high_voltage", "input_low_voltage"})

# "supply voltage and sleep current", "VDD and VDDIO": a list asks each item
_LISTED = re.compile(r"\band\b|\bor\b|,|/")


# between a requested noun and a field's verb phrase: "<current> (min/typ/max) does the X
# <regulate to>" asks one thing, the verb's object being the noun before it
_VERB_OF_ASKED = re.compile(
    r"\s*(?:\([^)]*\)\s*)?(?:does|do|will|would|can|could|should|may|must)\s+"
    r"(?:(?:the|an?|its|this|that|it|they|each)\s+)?(?:[\w.+/-]+\s+)?"
)


def _drop_qualifiers(text: str, found: list[FieldRequest]) -> list[FieldRequest]:
    """Drop mentions that qualify another request instead of asking for a value.

    "VM supply current", "current from VS (pin 4)", "dropout voltage (VIN - VOUT)",
    "in the PW package", "the SPI interface's clock".
    """
    excluded = [r for r in found if _excluded(text, r)]
    if len(excluded) < len(found):
        found = [r for r in found if r not in excluded]
    keep: list[FieldRequest] = []
    for i, req in enumerate(found):
        nxt = found[i + 1] if i + 1 < len(found) else None
        before = text[max(0, req.start - 20) : req.start]
        if keep and _VERB_OF_ASKED.fullmatch(text[keep[-1].end : req.start]):
            continue  # "what charge current does the X regulate to": the verb of that request
        outer = _enclosing_mention(text, keep, req)
        if outer is not None and outer.field != req.field:
            if outer.field == "supply_voltage" and req.field in _SPECIFIC_SUPPLY:
                keep[keep.index(outer)] = req  # "(supply of the power output stages)" is sharper
            continue
        if (
            keep
            and keep[-1].field.endswith("supply_voltage")
            and req.field in _SUPPLY_FIELDS
            and req.start - keep[-1].end <= 2  # "power supply voltage VS": the symbol
        ):
            continue
        if req.field in _SUPPLY_FIELDS and (
            re.search(
                r"\bfrom (?:the )?(?:\w+ )?(?:supply )?$", text[max(0, req.start - 30) : req.start]
            )
            or (
                nxt
                and nxt.field not in _SUPPLY_FIELDS
                and re.fullmatch(r"\s*(?:\w+\s+){0,2}", text[req.end : nxt.start])
                and not _LISTED.search(text[req.end : nxt.start])
            )
        ):
            continue
        if req.field == "supply_voltage" and any(
            o.field in _SPECIFIC_SUPPLY | {"abs_max_supply_voltage"}
            and (abs(o.start - req.start) < 45 or 0 <= req.start - o.end < 12)
            and not _LISTED.search(text[min(o.end, req.end) : max(o.start, req.start)])
            for o in found
        ):
            continue
        if (
            req.field == "supply_voltage"
            and names_word(req.phrase, "input", "inputs")
            and any(o.field in _INPUT_LEVELS for o in found)
        ):
            continue  # "what voltage does an input need to read it as a 1": the input's level
        if (
            req.field == "analog_input_range"
            and keep
            and keep[-1].field in _INPUT_LEVELS
            and req.start - keep[-1].end <= 2
        ):
            continue  # "signal '1' input voltage range", "VIH input voltage range": the level's
        if (
            req.field == "measurement_range"
            and len(found) > 1
            and _STATED_SPAN_BEFORE.search(text[max(0, req.start - 20) : req.start])
        ):
            continue  # "the sensitivity in the ±4 g full-scale range": the range chosen
        if (
            req.field in _QUALIFIER_ONLY
            and any(o.field not in _QUALIFIER_ONLY for o in found)
            and not re.search(r"(?:which|what|type of|kind of)\s+(?:\w+\s+)?$", before)
        ):
            continue
        keep.append(req)
    return keep


# a symmetric span stated right before a range's name: "±4 g full-scale range"
_STATED_SPAN_BEFORE = re.compile(r"(?:±|\+/-|\+-)\s*\d+(?:\.\d+)?\s*[a-zµ°/]{0,6}\s*$")

# "the measuring range, not the accuracy", "(excluding the heater power)": a field named to
# rule it out; and "the range where accuracy is specified": a field naming a region
_EXCLUDER = re.compile(
    r"\b(?:not|excluding|other than|rather than|instead of|beyond|outside|apart from)"
    r"(?:\s+(?:just|only|the|a|an|its|their))*(?:\s+[\w-]+){0,2}\s*$"
)

_REGION_BEFORE = re.compile(
    r"\b(?:where|in which|over which|for which|within which)\s+(?:the\s+)?(?:[\w-]+\s+)?$"
)

_REGION_AFTER = re.compile(
    r"^\s*(?:is|are)?\s*(?:specified|guaranteed|given|met|rated|stated|valid)\b"
)


def _excluded(text: str, req: FieldRequest) -> bool:
    before = text[max(0, req.start - 40) : req.start]
    before = re.split(r"[,;:()?]", before)[-1]
    if _EXCLUDER.search(before):
        return True
    return bool(_REGION_BEFORE.search(before) and _REGION_AFTER.match(text[req.end :]))


def _enclosing_mention(
    text: str, kept: list[FieldRequest], req: FieldRequest
) -> FieldRequest | None:
    """The kept mention whose parenthetical ("dropout voltage (VIN - VOUT)") holds ``req``."""
    open_at = text.rfind("(", 0, req.start)
    if open_at < 0 or ")" in text[open_at : req.start]:
        return None
    for other in reversed(kept):
        if other.end <= open_at and open_at - other.end < 20:
            return other
    return None


def _merge_same_field(text: str, found: list[FieldRequest]) -> list[FieldRequest]:
    """A field named twice ("supply voltage ... (VDD)") is one request, unless the question
    asks it twice with its own qualifiers: "(a) the source current ... (b) the sink current",
    "supply current while measuring and its average supply current"."""
    out: list[FieldRequest] = []
    for req in found:
        twin = next(
            (o for o in reversed(out) if o.field == req.field and o.quantity == req.quantity),
            None,
        )
        if twin is not None and not asked_separately(text, twin, req):
            continue
        out.append(req)
    return out


ENUMERATOR = re.compile(r"\(\s*(?:[a-e]|[1-5]|i{1,3}|iv)\s*\)")

COORDINATOR = re.compile(r"\band\b|\bversus\b|\bvs\.?\s|[,;]")


def asked_separately(text: str, first: FieldRequest, second: FieldRequest) -> bool:
    """Two mentions of one field are two questions when a list joins them.

    A mention inside the first one's parenthesis ("supply current (IDD)") or right after it
    restates it; an enumerator "(b)" or an "and"/comma with own words between asks again.
    """
    between = text[first.end : second.start]
    if ENUMERATOR.search(between):
        return True
    if _RESTATED.search(between):
        return False  # "the measurement range, i.e. minimum and maximum distance"
    if between.count("(") > between.count(")"):
        return False  # "(... supply current ...)": a restatement inside a parenthesis
    if _AVERAGE_WORD.search(first.phrase) and _PEAK_WORD.search(second.phrase):
        # "mean and peak current", "average or peak": two figures, not one restated
        return re.search(r"\b(?:and|or|versus|vs)\b|[,;/]", between) is not None
    if len(LONG_WORD.findall(between)) < 2:
        return False
    return COORDINATOR.search(between) is not None


_RESTATED = re.compile(r"\bi\.e\.|\bthat is\b|\bnamely\b|\bmeaning\b")

_AVERAGE_WORD = re.compile(r"\b(?:average|mean|avg)\b")

_PEAK_WORD = re.compile(r"\b(?:peak|maximum|max)\b")


def coordinator_cut(text: str, start: int, end: int) -> int | None:
    """Where the list joining two mentions of a field divides their qualifiers."""
    between = text[start:end]
    marks = [m.start() for m in ENUMERATOR.finditer(between)]
    marks = marks or [m.start() for m in COORDINATOR.finditer(between)]
    return start + marks[-1] if marks else None


_NOT_BRACKET = re.compile(r"\b([a-z][a-z-]*) \(\s*not (?:the )?[a-z][a-z -]{0,28}\) ")
_NOT_TRAILING = re.compile(
    r",\s*not (?:the |its |a )?[a-z][a-z-]*(?: (?:one|rating|range|value|figure|limit))?"
    r"(?=\s*[?.!)]|\s*$)"
)


def _mask_condition_assignments(text: str) -> str:
    """Blank out "VDD = 5 V"-style conditions so their symbol is not read as the field asked."""

    def blank(m: re.Match[str]) -> str:
        return " " * len(m.group(0))

    # "with the interface inactive", "interface idle": the bus's state, no interface asked
    text = re.sub(
        r"\binterface (?:is )?(?:in)?active\b|\binterface (?:is )?idle\b|\b(?:in)?active interface\b",
        blank,
        text,
        flags=re.I,
    )
    # "operating (not storage) temperature", "the typical figure, not the maximum one": a
    # qualifier the question rules out names no field; the word before the bracket moves up
    # to the word after it, so "operating temperature" still reads as one phrase
    text = _NOT_BRACKET.sub(
        lambda m: " " * (len(m.group(0)) - len(m.group(1)) - 1) + m.group(1) + " ", text
    )
    text = _NOT_TRAILING.sub(blank, text)
    # "(motor supply VM = 10 V)": a bracket that gives a quantity its value states the
    # operating point; it asks nothing
    text = re.sub(
        r"\((?:[\w-]+ ){0,3}(?:supply|supply voltage|temperature)(?: [a-z][a-z0-9]{0,5})?\s*=\s*"
        r"[-+]?\d+(?:\.\d+)?\s*[a-zµ°%]{0,4}\s*\)",
        blank,
        text,
    )
    # "the tc (timing control) pin": a pin's name spelt out in brackets asks nothing
    text = re.sub(r"\([a-z -]{1,25}\)(?=\s+pins?\b)", blank, text)
    # "input low level (vin = 0v)": a pin level given its value is the state asked about
    text = re.sub(
        r"\b(?:input |output )?(?:logic )?(?:low|high)(?: level)?\s*\(\s*v[a-z0-9]*\s*=\s*[-+]?[\d.]+\s*[a-z]*\s*\)",
        blank,
        text,
        flags=re.I,
    )
    text = re.sub(
        r"\b(?:at |with |when |for |from |and )?(?:(?:v[a-z0-9]*|i[a-z]*|t[aj]?|f(?:s|scl|sck|clk|sclk)|afs_sel|fs_sel)(?:\([a-z0-9]{1,4}\))?\s*(?:=|<=|>=|<|>|≤|≥)\s*)+[-+]?[\d.]+\s*[a-z%°]*",
        blank,
        text,
    )
    return _mask_stated_states(text)


def _mask_stated_states(text: str) -> str:
    """Blank out a rail's state, a pin's strap and an operating point stated in words:
    conditions the question sets, no field it asks."""

    def blank(m: re.Match[str]) -> str:
        return " " * len(m.group(0))

    # "battery current with vcc off", "when vdd is removed": a rail's state is a condition
    text = re.sub(
        r"\b(?:with |when |while )?(?:the )?(?:main )?(?:vcc|vdd|vin|vs|supply|power)\s+(?:is\s+)?"
        r"(?:off|removed|absent|disconnected|down|lost|gone|missing)\b",
        blank,
        text,
        flags=re.I,
    )
    # "STC tied to VDD", "ADDR strapped to GND": a pin's strap, no rail asked about
    # ("A0 to VS+", "bridged A1 to SCL": an address pin named with its strap, no verb needed)
    text = re.sub(
        r"(?:\b(?:tied|strapped|connected|pulled(?: up| down)?|wired|shorted|bridged|jumpered)"
        r"|\b(?:a[0-2]|addr|adr|ad[0-2]|sa0|sdo)(?: pin)?)\s+(?:high |low )?to\s+"
        r"(?:the\s+)?(?:vdd|vcc|vdda?|vddio|vio|vs|gnd|vss|v\+|v-)(?:\b|(?<=s)\+)",
        blank,
        text,
        flags=re.I,
    )
    # "vcc to the 5v pin", "vdd to the uno's 3v3": a supply pin's wiring, no rail asked
    text = re.sub(
        r"\b(?:vcc|vdd|vin|v\+)\s+(?:pin\s+)?(?:goes\s+|wired\s+|connected\s+)?to\s+(?:the\s+|my\s+|its\s+)?"
        r"(?:[\w-]+['’]s\s+)?(?:\d(?:\.\d)?\s?v\d?|3v3|vbus)(?:\s+(?:pin|rail|header))?\b",
        blank,
        text,
        flags=re.I,
    )
    # "when vcc is 2.7-3.0 v", "with the supply at 5 v": an operating point stated in words
    text = re.sub(
        r"\b(?:when|while|with|if|at) (?:the )?(?:v[a-z0-9]{1,5}|supply(?: voltage)?) (?:is|at|of) "
        r"[-+]?\d+(?:\.\d+)?(?:\s*(?:-|to)\s*[-+]?\d+(?:\.\d+)?)?\s*[munk]?v\b",
        blank,
        text,
    )
    # "vin 4.75-12v", "tj 25c", "vdd 1.8v": a symbol written right before its value (or span)
    text = re.sub(
        r"\b(?:v[a-z0-9]{1,5}|i(?:out|in|load|o[hl]?|dd|cc|q)|t[aj])\s+[-+]?\d+(?:\.\d+)?(?:\s*(?:-|to)\s*[-+]?\d+(?:\.\d+)?)?"
        r"\s*(?:[munk]?[avw]|°?c|hz|[kmg]hz)\b",
        blank,
        text,
    )
    text = re.sub(
        r"\b(?:over|across) (?:the )?(?:full |whole |entire |specified )?(?:operating |ambient |junction |free-air )?(?:temperature )?range\b",
        blank,
        text,
    )
    # "when VCC is 2.0 V", "with VDD at 3.3 V": a supply symbol given a value is a condition
    # (before "at 3.3 V" alone is blanked, which would leave the symbol to read as a field)
    text = re.sub(
        r"\b(?:vcc|vdd|vin|vs|vm|vbat|vio|vddio|vlogic|vcca|vccb|vbus|vref|v\+)(?: pin)? (?:is|of|at) "
        r"[-+]?\d+(?:\.\d+)?\s*v\b",
        blank,
        text,
    )
    text = re.sub(
        r"\bat (?:the |a )?[-+]?\d+(?:\.\d+)?\s*(?:-?bit|[a-z%°/]+)(?: [a-z\-]+){0,2}", blank, text
    )
    # "with a 5 Hz update rate", "in 12-bit resolution": a stated setting is an operating point
    text = re.sub(
        r"\b(?:with|using|in) (?:the |a |an )?\d+(?:\.\d+)?\s*(?:[kmg]?hz|[km]?sps|[km]?bps|-?bits?)(?: [a-z\-]+){0,3}",
        blank,
        text,
    )
    return re.sub(r"\b(?:at|from|with) (?:v[a-z]{1,3} )?\d+(?:\.\d+)? ?v\b", blank, text)


def guess_quantity(text: str, req: FieldRequest) -> str | None:
    """The measured quantity the field phrase names ("frequency stability"), else the one
    nearest to it (before it first)."""
    for pattern, quantity in QUANTITY_PATTERNS:
        if pattern.search(req.phrase):
            return quantity
    before = text[max(0, req.start - 50) : req.start]
    after = text[req.end : req.end + 50]
    best: tuple[int, str] | None = None
    for pattern, quantity in QUANTITY_PATTERNS:
        for m in pattern.finditer(before):
            dist = len(before) - m.end()
            if best is None or dist < best[0]:
                best = (dist, quantity)
        for m in pattern.finditer(after):
            dist = m.start() + 3  # a word after the phrase is slightly less likely
            if best is None or dist < best[0]:
                best = (dist, quantity)
    if best is not None:
        return best[1]
    for pattern, quantity in QUANTITY_PATTERNS:
        if pattern.search(text):
            return quantity
    return None


def for_device_kind(
    req: FieldRequest, mentions: Sequence[DeviceMention], index: DeviceIndex
) -> FieldRequest:
    """A radio's "sensitivity" is its receiver sensitivity: a transceiver has no transfer gain
    (mV/A, LSB/g) to mean, so the plain word asked about radios names the RX figure."""
    if (
        req.field == "sensitivity"
        and mentions
        and all(m.doc_id in index.radios for m in mentions)
        and not SENSOR_GAIN.search(req.condition_text)
    ):
        return replace(req, field="rx_sensitivity", quantity=None)
    if (
        req.field == "analog_input_range"
        and mentions
        and all(m.doc_id in index.converters for m in mentions)
        and re.search(r"\binput voltage\b", req.phrase, re.I)
    ):
        # a charger's or regulator's "input voltage" is the supply it converts
        return replace(req, field="supply_voltage", quantity=None)
    if req.field == "data_rate" and mentions and all(m.doc_id in index.lines for m in mentions):
        # a line transceiver's data rate is the bit rate on its line: its baud rate
        return replace(req, field="baud_rate", quantity=None)
    return req
