"""Gather candidate facts for each (device, field) and rank them by fit to the question.

Ranking is explicit: condition overlap with the question, section preference
(recommended operating > electrical characteristics > features), variant fit.
"""

from __future__ import annotations

import itertools
import re
from dataclasses import dataclass, field
from typing import Any

from specproof.agent.terms import condition_term, norm_part
from specproof.agent.understand import DeviceMention, FieldRequest, protocols_named
from specproof.records import Fact, SectionKind

# Preference by section kind for operating questions.
SECTION_BONUS = {
    SectionKind.RECOMMENDED: 0.6,
    SectionKind.ELECTRICAL: 0.5,
    SectionKind.FEATURES: 0.3,
    SectionKind.INTERFACE: 0.3,
    SectionKind.TIMING: 0.3,
    SectionKind.PIN: 0.2,
    SectionKind.ORDERING: 0.2,
    SectionKind.OTHER: 0.1,
    SectionKind.APPLICATION: 0.0,
    SectionKind.PACKAGE: 0.1,
    SectionKind.ABS_MAX: 0.0,
    SectionKind.STORAGE: 0.0,
}

# When a field has no facts, a close sibling may hold the value (a sensor's
# "output voltage" is an analog signal, a regulator's is a power output).
SIBLING_FIELDS = {
    "output_voltage": ("analog_output_voltage",),
    "analog_output_voltage": ("output_voltage",),
    "standby_current": ("quiescent_current",),
    "logic_supply_voltage": ("supply_voltage",),
    "load_supply_voltage": ("supply_voltage",),
    "io_supply_voltage": ("supply_voltage",),
}

_STOP = set(
    [
        "the",
        "a",
        "an",
        "of",
        "to",
        "in",
        "on",
        "at",
        "for",
        "and",
        "or",
        "with",
        "what",
        "which",
        "is",
        "are",
        "does",
        "do",
        "its",
        "it",
        "this",
        "that",
        "be",
        "by",
        "from",
        "as",
        "give",
        "how",
        "much",
        "many",
        "per",
        "when",
        "while",
        "each",
        "both",
        "than",
        "into",
        "over",
        "under",
        "between",
        "within",
        "datasheet",
        "specified",
        "specify",
        "specifies",
        "state",
        "states",
        "stated",
        "value",
        "values",
        "typical",
        "maximum",
        "minimum",
        "max",
        "min",
        "typ",
        "range",
        "rated",
        "rating",
        "device",
        "chip",
        "module",
    ]
)
_WORD = re.compile(r"[a-z][a-z0-9_\-]{2,}")
_NUM_UNIT = re.compile(
    r"([-+]?\d+(?:\.\d+)?)\s*(?:(?<=\d)-(?=bit))?(k?hz|mhz|ghz|ksps|sps|mbps|kbps|dbm|mv|v|ma|ua|na|a|°c|%|ohm|w|mw|bit|hpa|kpa|ppm|ppb)\b",
    re.IGNORECASE,
)
# "300…1100 hPa", "-40 to 85 °C": the unit written once belongs to both ends
_RANGE_UNIT = re.compile(
    r"([-+]?\d+(?:\.\d+)?)\s*(?:…|\.\.\.?|to|~)\s*[-+]?\d+(?:\.\d+)?\s*(k?hz|mhz|v|ma|ua|a|°c|%|hpa|kpa|ppm|ppb)\b",
    re.IGNORECASE,
)
_MODE_CLASSES = {
    "sleep": "standby", "standby": "standby", "power-down": "standby", "power down": "standby",
    "shutdown": "standby", "idle": "standby", "transmit": "tx", "tx": "tx", "receive": "rx",
    "rx": "rx", "fast mode": "fast", "fast-mode": "fast", "high-speed": "hs", "high speed": "hs",
    "hs mode": "hs", "standard mode": "std", "push-pull": "pp", "open-drain": "od",
    "parallel": "parallel", "inductive": "inductive", "resistive": "resistive",
    # 1-Wire parts run from their own supply pin or steal power from the data line
    "local power": "local", "locally powered": "local", "parasite": "parasite",
    "parasitic power": "parasite",
    # converters take one reading on request or run back to back: different conversion times
    "one-shot": "oneshot", "one shot": "oneshot", "single-shot": "oneshot",
    "single shot": "oneshot", "single conversion": "oneshot", "single-conversion": "oneshot",
    "continuous conversion": "continuous", "continuous-conversion": "continuous",
    "continuous mode": "continuous", "continuous measurement": "continuous",
}  # fmt: skip


# "AC and DC" ratings of a relay contact: written as words in a question, as a unit
# suffix ("250VAC") in a row
_CURRENT_KIND = re.compile(r"(?<![a-z0-9])(ac|dc)(?![a-z])")
# a numbered setting named in words: "Mode 3", "channel 2", "gain 128", "class 1"
_IDENTIFIER = re.compile(
    r"\b(mode|channel|gain|class|grade|level|option|step|setting)\s*(?:#|no\.?\s*)?(?:of\s+|=\s*|:\s*)?(\d{1,4}|[a-d])\b"
)


def identifier_terms(text: str) -> set[str]:
    """ "Mode 3" -> "mode#3": a setting's number is a condition like "5 V" is."""
    return {f"{m.group(1)}#{m.group(2)}" for m in _IDENTIFIER.finditer(text.lower())}


def unit_modes(fact: Fact) -> set[str]:
    """ "VAC" / "VDC": the unit itself says which kind of current a rating is for."""
    unit = (fact.unit or "").lower()
    return {unit[-2:]} if len(unit) > 2 and unit.endswith(("ac", "dc")) else set()


@dataclass(slots=True)
class Candidate:
    fact: Fact
    score: float
    matched: list[str] = field(default_factory=list)
    fallback: str | None = None  # set when the fact came from a sibling field or retrieval


def facts_for(store: Any, doc_id: str, fld: str, quantity: str | None) -> tuple[list[Fact], str]:
    """Facts of one document and field (with quantity), falling back to sibling fields."""
    for name in (fld, *SIBLING_FIELDS.get(fld, ())):
        facts = store.facts(field=name, doc_id=doc_id)
        facts = _with_quantity(facts, quantity)
        if facts:
            return facts, name
    return [], fld


def _with_quantity(facts: list[Fact], quantity: str | None) -> list[Fact]:
    if quantity is None:
        return facts
    exact = [f for f in facts if f.quantity == quantity]
    if exact:
        return exact
    # the question's quantity word was a guess; a field stated for one quantity only fits
    quantities = {f.quantity for f in facts}
    return facts if len(quantities) == 1 and None not in quantities else []


def question_terms(text: str, device_names: list[str]) -> tuple[set[str], set[str], set[str]]:
    """Number-with-unit terms, mode classes and content words of a piece of question text."""
    low = text.lower().replace("µ", "u").replace("–", "-")
    nums = {condition_term(m.group(1), m.group(2)) for m in _NUM_UNIT.finditer(low)}
    nums |= {condition_term(m.group(1), m.group(2)) for m in _RANGE_UNIT.finditer(low)}
    modes = {cls for word, cls in _MODE_CLASSES.items() if re.search(rf"(?<![a-z]){word}", low)}
    nums |= identifier_terms(low)
    names = {n.lower() for n in device_names}
    words = {
        w.strip("-")
        for w in _WORD.findall(low)
        if w not in _STOP and norm_part(w).lower() not in names
    }
    return nums, modes, words


def with_hyphen_parts(terms: tuple[set[str], set[str], set[str]]) -> tuple:
    """ "high-drive" asked, "high drive" written: a request's hyphenated word counts as its parts."""
    nums, modes, words = terms
    parts = {p for w in words if "-" in w for p in w.split("-") if len(p) >= 3 and p not in _STOP}
    return nums, modes, words | parts


def fact_text(fact: Fact) -> str:
    return " ".join(
        x for x in (fact.condition, fact.symbol or "", fact.source.quote, fact.variant or "") if x
    ).lower()


def score_candidate(
    fact: Fact,
    terms: tuple[set[str], set[str], set[str]],
    variant: str | None,
    operating: bool,
    *,
    context: QuestionContext | None = None,
    store: Any = None,
    own_text: str = "",
) -> Candidate:
    """Higher is a better fit: condition overlap, section kind, variant.

    ``terms`` come from the request's own words; ``context`` holds what the whole question
    fixes (pin states, supply, temperature span, bounds asked), which every request shares.
    """
    nums, modes, words = terms
    text = fact_text(fact).replace("µ", "u")
    f_nums, f_modes, f_words = question_terms(text, [])
    # the fact's own value is not a condition it was stated under: "3.3 V" asked as a rail
    # must not favour the row whose maximum happens to be 3.3 V
    f_nums -= own_value_terms(fact)
    nums, f_nums = unsigned_terms(nums), unsigned_terms(f_nums)
    matched = sorted((nums & f_nums) | (modes & f_modes))
    score = 2.0 * len(nums & f_nums) + 2.5 * len(modes & f_modes)
    score += 0.4 * len(words & f_words)
    # a fact stated for another mode answers a different question
    if f_modes and not (f_modes & modes):
        score -= 1.5
    if modes and not f_modes:
        score -= 0.3
    if context is not None:
        score += context_fit(fact, text, f_nums, nums, context, store)
        score += condition_span_fit(fact, context)
        score += row_condition_fit(fact, nums | context.nums)
        score += 0.2 * len((context.words - words) & f_words)
        if _echoes_question(fact, context):
            score -= 3.0  # "300...1100 hPa" asked as the condition is not the accuracy asked
    score += listed_condition_fit(fact, nums, modes)
    kinds = {m.group(1) for m in _CURRENT_KIND.finditer(own_text.lower())}
    if kinds and unit_modes(fact):
        score += 2.5 if kinds & unit_modes(fact) else -1.5  # "(AC and DC)": 250 VAC vs 110 VDC
    if own_text and supply_of_current(fact) in re.findall(r"[a-z0-9]+", own_text.lower()):
        score += 1.5  # "current from VSS" is the ISS row: a supply current is named after its pin
    if operating:
        score += SECTION_BONUS.get(fact.section, 0.0)
    if variant and fact.variant:
        score += 3.0 if variant_fits_fact(variant, fact, store) else -5.0
    elif variant:
        score += condition_variant_fit(variant, fact)
    elif fact.variant and not variant:
        score -= 0.2
        if context is not None and context.variant_numbers:
            score += 3.0 if variant_number(fact.variant) in context.variant_numbers else -1.5
    if context is not None:
        score += qualifier_fit(text, context)
    if _HEDGED.search(fact.source.quote):
        score -= 1.0  # "ranges from roughly 3.0 V to 40 V": a description, not the rating
    score += 0.2 * fact.confidence
    return Candidate(fact, score, matched)


def listed_condition_fit(fact: Fact, nums: set[str], modes: set[str]) -> float:
    """ "−98.9 dBm (1 Mbps GFSK), −106.1 dBm (125 kbps GFSK)": a sentence listing values
    each with its own condition in brackets. The row holds the first value; the condition
    asked ("125 kbps") belongs to another value of the list, not to this row."""
    unit = (fact.unit or "").strip()
    bounds = list(fact.bounds().values())
    if not unit or not bounds or not (nums or modes):
        return 0.0
    quote = fact.source.quote.replace("−", "-").replace("–", "-")
    pattern = rf"([-+]?\d+(?:\.\d+)?)\s*{re.escape(unit)}\s*\(([^()]{{1,60}})\)"
    pairs = [(float(m.group(1)), m.group(2)) for m in re.finditer(pattern, quote)]
    if len(pairs) < 2:
        return 0.0
    own = [c for v, c in pairs if any(abs(abs(v) - abs(b)) < 1e-9 for b in bounds)]
    if len(own) != 1:
        return 0.0
    asked = unsigned_terms(nums) | modes
    terms = question_terms(own[0].lower(), [])
    if asked & (unsigned_terms(terms[0]) | terms[1]):
        return 1.0
    others = [question_terms(c.lower(), []) for _, c in pairs if c != own[0]]
    if any(asked & (unsigned_terms(t[0]) | t[1]) for t in others):
        return -3.0
    return 0.0


# a number the text itself calls approximate
_HEDGED = re.compile(r"\b(?:roughly|approximately|approx\.|around|about)\s+[-+]?\d", re.I)


def row_condition_fit(fact: Fact, asked: set[str]) -> float:
    """Conditions written on the row itself outrank the same numbers in the table's shared
    preamble: "-55 °C to +125 °C" asked is the "-55°C to +125°C ±2" row, not the "±0.5" row
    of a table headed "(-55°C to +125°C; VDD = 3.0V to 5.5V)"."""
    quote = fact.source.quote.lower().replace("µ", "u").replace("–", "-").replace("−", "-")
    on_row = unsigned_terms(question_terms(quote, [])[0]) - unsigned_terms(own_value_terms(fact))
    return 0.5 * len(on_row & asked)


_CURRENT_FIELDS = {"supply_current", "quiescent_current", "standby_current"}


def supply_of_current(fact: Fact) -> str | None:
    """The supply pin a supply-current symbol names: IS -> vs, ISS -> vss, IDD -> vdd."""
    if fact.field not in _CURRENT_FIELDS or not fact.symbol:
        return None
    m = re.fullmatch(r"I([A-Z]{1,4}\d*)", fact.symbol.strip())
    return f"v{m.group(1).lower()}" if m else None


# ---------------------------------------------------------------- question-wide conditions

# "Ven = H", "VCC = 4.5 V", "IL = 0", "PGA = /1": a symbol fixed to a state or a number
_UNIT = r"(?:\s*(?:mv|v|ma|ua|a|°c|c|khz|mhz|hz)\b)?"
_STATE = re.compile(
    r"(?<![a-z0-9_])([a-z][a-z0-9_()]{0,11}?)\s*(?:=|:)\s*"
    r"(high|low|h|l|x|[-+]?\d+(?:\.\d+)?"
    + _UNIT
    + r"(?:\s*to\s*[-+]?\d+(?:\.\d+)?"
    + _UNIT
    + r")?)"
    r"(?![a-z0-9.])",
    re.IGNORECASE,
)
_BOUND_WORDS = (
    (re.compile(r"\btyp(?:ical|\.)?\b"), "typ"),
    (re.compile(r"\bmax(?:imum|\.)?\b"), "max"),
    (re.compile(r"\bmin(?:imum|\.)?\b"), "min"),
)


@dataclass(slots=True)
class QuestionContext:
    """What the whole question fixes, shared by every request of it."""

    states: dict[str, str] = field(default_factory=dict)  # "ven" -> "h", "vcc" -> "4.5v"
    nums: set[str] = field(default_factory=set)  # number-with-unit terms anywhere in the question
    bounds: set[str] = field(default_factory=set)  # "typ", "max", "min" asked for the value
    symbols: set[str] = field(default_factory=set)  # symbol-like tokens: "vs", "vih", "fclk"
    packages: set[str] = field(default_factory=set)  # package codes asked: "PW", "TSSOP"
    words: set[str] = field(default_factory=set)  # content words of the whole question
    excluded: set[str] = field(default_factory=set)  # "(not nSLEEP)", "except VM": rows to avoid
    initials: set[str] = field(default_factory=set)  # "L-resolution" -> "lr", a symbol subscript
    non_spec_asked: bool = False  # the question itself asks about error codes, defaults, ...
    block_words: set[str] = field(default_factory=set)  # words that may name a heading
    mode_phrases: set[str] = field(default_factory=set)  # "power down", "standby-i" as written
    variant_numbers: set[float] = field(default_factory=set)  # "the 12 VDC version" -> {12.0}
    contacts: set[str] = field(default_factory=set)  # "normally-closed contact" -> {"nc"}
    full_temperature: bool = False  # "over the full temperature range": the span row, not 25 °C
    compounds: set[tuple[str, str]] = field(default_factory=set)  # "power-on" -> ("power", "on")
    temp_spans: list[tuple[float, float]] = field(default_factory=list)  # "between -20 and 0 °C"
    supply_volts: list[float] = field(default_factory=list)  # "at 5 V", "on a 2.7 V supply"
    excluded_phrases: set[str] = field(default_factory=set)  # "not the load-dump rating"
    protocols: set[str] = field(default_factory=set)  # radio protocols named: {"Bluetooth"}


def question_context(question: str, phrase_text: str = "") -> QuestionContext:
    low = question.lower().replace("µ", "u").replace("–", "-").replace("−", "-")
    nums, _, words = question_terms(low, [])
    ctx = QuestionContext(states=state_assignments(low), nums=unsigned_terms(nums), words=words)
    ctx.protocols = protocols_named(low)
    ctx.bounds = asked_bounds(phrase_text or low)
    # symbols are written in capitals ("VS", "VIH") or as a lower prefix on capitals ("fCLK")
    ctx.symbols = {
        _symbol_key(t)
        for t in re.findall(r"\b[A-Za-z][A-Za-z0-9_]{1,9}\b", question)
        if sum(c.isupper() for c in t) >= 2 or re.match(r"[a-z][A-Z]", t)
    }
    ctx.packages = package_codes(question)
    ctx.excluded = excluded_names(question)
    ctx.initials = hyphen_initials(low)
    ctx.non_spec_asked = bool(_NON_SPEC.search(low))
    ctx.mode_phrases = mode_phrases(low)
    ctx.variant_numbers = variant_numbers(low)
    ctx.contacts = contact_kinds(low)
    ctx.full_temperature = bool(_FULL_TEMPERATURE.search(low))
    ctx.compounds = hyphen_compounds(low)
    ctx.temp_spans = temperature_spans(low)
    ctx.supply_volts = asked_supply_volts(low)
    ctx.excluded_phrases = excluded_phrases(low)
    ctx.block_words = (
        words
        - _FIELD_WORDS
        - {w for phrase in ctx.mode_phrases for w in re.split(r"[\s-]+", phrase)}
    )
    return ctx


# rows of tables that are not specifications: error codes, plausibility limits of a
# firmware check, register defaults, worked examples
_NON_SPEC = re.compile(
    r"\bimplausible\b|\berror codes?\b|\bwarning\b|\bdefault (?:limits?|values?|settings?)\b|"
    r"\breset value\b|\bexample\b"
)


# words every table of a kind repeats: they name the field, not the block a row is in
_FIELD_WORDS = {
    "supply", "voltage", "current", "output", "input", "power", "data", "rate", "frequency",
    "temperature", "time", "level", "high", "low", "operating", "consumption",
}  # fmt: skip
_MODE_PHRASE = re.compile(
    r"(?<![a-z])(?:standby-i{1,2}|standby|sleep|power[- ]down|shut-?down|idle|deep[- ]sleep|"
    r"light[- ]sleep|modem[- ]sleep|hibernat\w*|low[- ]power|normal|active)(?![a-z])"
)


# a version named by its rating: "the 12 VDC version", "5 V coil variant", "the 3.3 V HKR..."
_VARIANT_NUMBER = re.compile(
    r"(\d+(?:\.\d+)?)\s*-?\s*v(?:dc|ac)?\b\s*(?:coil\s+)?"
    r"(?:version|variant|model|type|option|part|coil)\b"
    r"|\bthe\s+(\d+(?:\.\d+)?)\s*-?\s*v(?:dc|ac)?\s+[a-z]+\d"
)
_CONTACT_KINDS = {
    "nc": re.compile(r"normally[- ]?closed|\bn\.?c\.?\s+contact|\bbreak contact"),
    "no": re.compile(r"normally[- ]?open|\bn\.?o\.?\s+contact|\bmake contact"),
}
_FULL_TEMPERATURE = re.compile(
    r"\b(?:full|entire|whole|complete)\b[^.?]{0,30}\btemperature\b"
    r"|\bover (?:the )?(?:operating )?temperature\b|\bacross temperature\b"
)
# a temperature span in a row's condition: "-40°C ≤ TJ ≤ 125°C", "TA = -40 to 85 °C"
_TEMP_SPAN = re.compile(
    r"[-+−–]?\d+\s*°?\s*c\s*(?:≤|<=|<)\s*t[a-z]*\s*(?:≤|<=|<)"
    r"|t[ajc]\s*=\s*[-+−–]?\d+\s*°?\s*c?\s*(?:to|…|~|\.\.)\s*\+?\d+"
    r"|[-−–]\d+\s*°\s*c\s*(?:to|…|~)\s*\+?\d+\s*°\s*c"
)
_TEMP_POINT = re.compile(r"\bt[ajc]\s*=\s*[-+]?\d+\s*°?\s*c\b(?!\s*(?:to|…|~))")


def variant_numbers(text: str) -> set[float]:
    """Ratings that name a version: "the 12 VDC version" -> {12.0}."""
    return {float(a or b) for a, b in _VARIANT_NUMBER.findall(text.lower())}


def variant_number(variant: str) -> float | None:
    """The rating a variant code carries: "03" -> 3.0, "LRQ2210-5.0" -> 5.0, "ADJ" -> None."""
    m = re.search(r"(\d+(?:\.\d+)?)[A-Za-z]{0,2}$", variant.strip())
    return float(m.group(1)) if m else None


def contact_kinds(text: str) -> set[str]:
    """ "normally-closed contact" -> {"nc"}: which relay contact the question asks about."""
    return {kind for kind, pattern in _CONTACT_KINDS.items() if pattern.search(text.lower())}


def qualifier_fit(text: str, ctx: QuestionContext) -> float:
    """Qualifiers the question fixes that a row's words confirm or contradict."""
    score = 0.0
    if ctx.contacts:
        # "(NC)", "1B/1C(NC)", "NC contact": the row names its contact form in capitals
        stated = {k for k in ("nc", "no") if re.search(rf"(?<![a-z]){k}(?![a-z])", text)}
        if stated:
            score += 2.5 if stated & ctx.contacts else -2.5
    if ctx.full_temperature:
        # the row's own condition comes before ";", the table's shared note after it
        own = text.split(";")[0]
        if _TEMP_SPAN.search(own):
            score += 2.0
        elif ";" in text and _TEMP_POINT.search(own):
            score -= 1.0  # the 25 °C row is not the guarantee over temperature
    return score


def mode_phrases(text: str) -> set[str]:
    """Mode names as written ("power down", "standby-I"), hyphens and spaces alike."""
    return {re.sub(r"[\s-]+", " ", m.group(0)) for m in _MODE_PHRASE.finditer(text.lower())}


def hyphen_compounds(text: str) -> set[tuple[str, str]]:
    """Hyphenated word pairs of the question ("power-on", "full-scale"), letters only."""
    return {
        (m.group(1), m.group(2))
        for m in re.finditer(r"(?<![a-z0-9-])([a-z]{2,})-([a-z]{2,})(?![a-z0-9-])", text)
    }


def compound_hits(text: str, compounds: set[tuple[str, str]]) -> int:
    """How many of the compounds a row writes as one term, hyphenated or spaced."""
    return sum(bool(re.search(rf"\b{a}[\s-]?{b}\b", text)) for a, b in compounds)


def hyphen_initials(text: str) -> set[str]:
    """ "L-resolution", "high-speed" -> {"lr", "hs"}: how symbol subscripts abbreviate modes."""
    return {
        m.group(1) + m.group(2)
        for m in re.finditer(r"(?<![a-z0-9])([a-z])[a-z]*-([a-z])[a-z]*(?![a-z0-9-])", text)
    }


def fact_subscripts(fact: Fact) -> set[str]:
    """Subscripts of the symbols a row names: "tLR" -> "lr", "VOH" -> "oh"."""
    text = f"{fact.symbol or ''} {fact.condition}"
    return {m.group(1).lower() for m in re.finditer(r"\b[tVIf]([A-Z]{2,3})\b", text)}


_EXCLUSION = re.compile(
    r"\b(?:not|except(?: for)?|excluding|other than|apart from|besides)\s+(?:the\s+)?"
    r"([A-Za-z][A-Za-z0-9_/]{1,15})\b",
    re.IGNORECASE,
)


def excluded_names(text: str) -> set[str]:
    """Pins or modes the question rules out: "(not nSLEEP)" -> {"nsleep"}.

    Only symbol-like names (a digit, an underscore, a capital in the middle, or a short
    all-capital word in the original) are kept; "not less than" excludes nothing.
    """
    out: set[str] = set()
    for m in _EXCLUSION.finditer(text):
        for part in m.group(1).split("/"):
            symbol_like = re.search(r"\d|_|[a-z][A-Z]|^[A-Z]{2,}$", part)
            if len(part) >= 2 and symbol_like:
                out.add(part.lower())
    return out


# "(not the load-dump rating)", "other than the peak value": a row kind the question rules out
_EXCLUDED_PHRASE = re.compile(
    r"\b(?:not|excluding|except(?: for)?|other than|apart from|rather than|instead of)\s+"
    r"(?:the|its|a|an)\s+([a-z][a-z0-9-]*(?:\s+[a-z][a-z0-9-]*){0,2}?)\s+"
    r"(?:ratings?|values?|figures?|rows?|limits?|specs?|specifications?|ranges?|modes?|"
    r"versions?|cases?|conditions?|numbers?|currents?|voltages?)\b"
)


def excluded_phrases(text: str) -> set[str]:
    """Row kinds the question rules out in words: "(not the load-dump rating)" ->
    {"load dump"}, "the operational range, not the full-accuracy range" -> {"full accuracy"}."""
    out: set[str] = set()
    for m in _EXCLUDED_PHRASE.finditer(text.lower()):
        phrase = re.sub(r"[\s-]+", " ", m.group(1)).strip()
        if phrase and phrase not in _STOP and len(phrase) >= 3:
            out.add(phrase)
    return out


def names_phrase(text: str, phrase: str) -> bool:
    """The text writes the phrase, hyphenated or spaced ("load-dump" / "load dump")."""
    words = [re.escape(w) for w in phrase.split()]
    return bool(re.search(r"(?<![a-z])" + r"[\s-]?".join(words) + r"(?![a-z])", text.lower()))


_DEGREE = r"(?:°\s*c|℃|(?<=\d)nc\b|\s*deg(?:rees)?\s*c\b)"
# "-40 °C to +85 °C", "0…70 °C", "between -20 and 0 °C", "from -20 to 0 °C"
_SPAN = re.compile(
    rf"(?:\bbetween\s+)?([-+]?\d+(?:\.\d+)?)\s*{_DEGREE}?\s*(?:to|…|(?:\.\s*){{2,3}}|~|and)\s*"
    rf"([-+]?\d+(?:\.\d+)?)\s*{_DEGREE}"
)


def temperature_spans(text: str) -> list[tuple[float, float]]:
    """Temperature spans a text states ("and" only after "between")."""
    low = text.lower().replace("–", "-").replace("−", "-").replace("\u2009", " ")
    out = []
    for m in _SPAN.finditer(low):
        if " and" in m.group(0) and not m.group(0).startswith("between"):
            continue
        a, b = float(m.group(1)), float(m.group(2))
        out.append((min(a, b), max(a, b)))
    return out


# "at 5 V", "on a 2.7 V supply", "runs from 3.3 V", "powered at 5 V": the supply a
# question asks a row for (not "a 5 V output", "the 12 V version", "5 V logic")
_ASKED_SUPPLY = re.compile(
    r"(?:\b(?:at|on|from|with)\s+(?:an?\s+|the\s+)?|\bsupply (?:of|at)\s+)"
    r"(\d+(?:\.\d+)?)\s*v\b(?!\s*(?:output|input|signal|logic|level|coil|version|variant|"
    r"model|type|part|relay|pin|gpio|ttl|cmos|dc (?:adapter|input)|ac|rms|pp|p-p|/))"
)


def asked_supply_volts(text: str) -> list[float]:
    """Supply voltages the question fixes in words ("at 5 V"); "VDD = 5 V" assignments are
    pin states, weighed by :func:`context_fit`."""
    low = text.lower().replace("–", "-").replace("−", "-")
    return list(dict.fromkeys(float(m.group(1)) for m in _ASKED_SUPPLY.finditer(low)))


# "VDD = 3 V", "VCC = 2.7 V to 3.6 V", "VDD = VREF = 5 V", "at VDD = 2.7V"
_ROW_SUPPLY = re.compile(
    r"\bv(?:dd|cc|s|in|ddio|dda|ddd|ref)?\w{0,3}\s*=\s*(?:v\w{1,6}\s*=\s*)?"
    r"(\d+(?:\.\d+)?)\s*v?\s*(?:(?:to|-|…|~)\s*(\d+(?:\.\d+)?)\s*v\b|v\b)"
)


def row_supply_spans(text: str) -> list[tuple[float, float]]:
    """Supply points or spans a row is stated at."""
    low = text.lower().replace("–", "-").replace("−", "-")
    out = []
    for m in _ROW_SUPPLY.finditer(low):
        a = float(m.group(1))
        b = float(m.group(2)) if m.group(2) else a
        out.append((min(a, b), max(a, b)))
    return out


def condition_span_fit(fact: Fact, ctx: QuestionContext) -> float:
    """A row whose condition holds the asked temperature span or supply beats one stated
    for another span or supply: "between -20 and 0 °C" asked is the "-20 … 0 °C" row, not
    the "0 … 65 °C" one; "at 5 V" is the "VDD = 5 V" row, not the "VDD = 3 V" one."""
    own = (fact.min, fact.max)
    text = f"{_own_condition(fact.condition)} {fact.source.quote}"
    score = 0.0
    if ctx.temp_spans and fact.field != "operating_temperature":
        spans = [s for s in temperature_spans(text) if s != own]
        if spans:
            covered = all(any(a - 0.5 <= lo and hi <= b + 0.5 for a, b in spans)
                          for lo, hi in ctx.temp_spans)  # fmt: skip
            score += 2.0 if covered else -2.0
    if ctx.supply_volts and fact.field not in _SUPPLY_ROW_FIELDS:
        spans = row_supply_spans(text)
        if spans:
            hit = any(a - 1e-6 <= v <= b + 1e-6 for v in ctx.supply_volts for a, b in spans)
            score += 1.5 if hit else -2.5
    if ctx.excluded_phrases:
        row = f"{fact.symbol or ''} {fact.source.quote}"
        if any(names_phrase(row, p) for p in ctx.excluded_phrases):
            score -= 4.0  # the row kind the question rules out ("not the load-dump rating")
    return score


_SUPPLY_ROW_FIELDS = {"supply_voltage", "io_supply_voltage", "logic_supply_voltage",
                      "load_supply_voltage", "abs_max_supply_voltage"}  # fmt: skip


def _own_condition(condition: str) -> str:
    """The row's condition without the table-wide note it inherited ("TJ = -40 to 150 °C
    (unless otherwise specified)")."""
    return "; ".join(
        p for p in condition.split(";") if not re.search(r"unless|otherwise|all spec", p, re.I)
    )


_PACKAGE = re.compile(
    r"\b([A-Z]{2,6}\d{0,3})\s*\(([A-Z]{2,6}\d{0,3})\)\s*package|\b([A-Z]{2,6}\d{0,3}) package\b"
)


def package_codes(question: str) -> set[str]:
    """ "in the PW (TSSOP) package", "HTSSOP (PWP) package", "RTY package" -> codes."""
    out: set[str] = set()
    for m in _PACKAGE.finditer(question):
        out |= {g for g in m.groups() if g}
    return out


def _symbol_key(symbol: str) -> str:
    return re.sub(r"[^a-z0-9]", "", symbol.lower())


def asked_bounds(text: str) -> set[str]:
    """The bounds a question asks for: "typical and maximum", "min/typ/max", "range"."""
    low = text.lower()
    out = {name for pattern, name in _BOUND_WORDS if pattern.search(low)}
    if re.search(
        r"\brange\b|\bmin(?:imum)?\b[^.?]{0,12}\bmax(?:imum)?\b|\bfrom\b[^.?]{0,20}\bto\b", low
    ):
        out |= {"min", "max"}
    return out


def state_assignments(text: str) -> dict[str, str]:
    """Symbol -> state or number term: "Ven = H" -> {"ven": "h"}, "VCC = 5 V" -> {"vcc": "5v"}."""
    out: dict[str, str] = {}
    clean = text.replace("µ", "u").replace("–", "-").replace("−", "-").replace("|", " ")
    for m in _STATE.finditer(clean):
        symbol, value = m.group(1).lower(), m.group(2).lower().replace(" ", "")
        value = {"high": "h", "low": "l"}.get(value, value)
        ends = [_state_number(v) for v in value.split("to")]
        if all(ends):
            value = "..".join(e for e in ends if e)
        out.setdefault(symbol, value)
    return out


def _state_number(text: str) -> str | None:
    num = re.fullmatch(r"([-+]?\d+(?:\.\d+)?)([a-z°]*)", text)
    if num is None:
        return None
    term = condition_term(num.group(1), num.group(2))
    # a current's sign is its direction ("IO = -6 mA" is |IO| = 6 mA); temperatures keep it
    return term if term.endswith("c") else term.lstrip("+-")


def unsigned_terms(terms: set[str]) -> set[str]:
    """ "-6mA" and "6mA" name one operating point (|IO| = 6 mA): only temperatures keep a sign."""
    return {t if t.endswith("c") else t.lstrip("+-") for t in terms}


def context_fit(
    fact: Fact,
    text: str,
    f_nums: set[str],
    own_nums: set[str],
    ctx: QuestionContext,
    store: Any = None,
) -> float:
    """Pin states, supply, temperature span and asked bounds the question fixes as a whole."""
    score = 0.0
    stated = state_assignments(text)
    for symbol, value in ctx.states.items():
        other = stated.get(symbol)
        if other is None:
            continue
        # a fact stated for another pin state ("Ven = L" for "Ven = H") is another row
        score += _state_fit(value, other)
    # number terms of the question outside the request's own words count half; but a request
    # that states its own operating point ("on a 5 V supply, and on a 2.7 V supply") is not
    # pulled towards its sibling's value of the same kind
    own_units = {_term_unit(t) for t in own_nums}
    shared = {t for t in ctx.nums - own_nums if _term_unit(t) not in own_units}
    score += 1.0 * len(shared & f_nums)
    if ctx.packages and any(
        re.search(
            rf"(?<![A-Za-z]){re.escape(p)}(?![A-Za-z])", f"{fact.condition} {fact.source.quote}"
        )
        for p in ctx.packages
    ):
        score += 2.0  # the row names the package asked ("in PW", "(PWP and RTY)")
    if ctx.excluded:
        named = set(re.findall(r"[a-z0-9_]+", text))
        if named & ctx.excluded:
            score -= 3.0  # the row is for the pin the question rules out
        elif re.search(r"\ball other\b|\bexcept\b|\bothers\b", text):
            score += 1.0  # "All other pins": the rows left once the excluded pin is out
    if ctx.mode_phrases and ctx.mode_phrases & mode_phrases(text):
        score += 1.0  # "power down" asked: the power-down row, not its standby neighbour
    if ctx.compounds and compound_hits(text, ctx.compounds):
        # "after power-on" asked: the row "between power on and ..." names the same event,
        # which neither word alone ("power", "on") tells apart from its neighbours
        score += 1.0 * compound_hits(text, ctx.compounds)
    if ctx.initials and fact_subscripts(fact) & ctx.initials:
        score += 1.5  # "L-resolution mode" is the tLR row
    if not ctx.non_spec_asked and _NON_SPEC.search(text):
        score -= 2.0  # an error-code or register-default row is no specification
    if store is not None and ctx.block_words:
        # "6.2 Accelerometer Specifications": the heading a row sits under names its block
        score += 0.6 * len(heading_words(store, fact) & ctx.block_words)
    if fact.symbol and _symbol_key(fact.symbol) in ctx.symbols:
        score += 1.2  # the question names the row's own symbol ("VS", "fCLK")
    if ctx.protocols:
        score += protocol_fit(fact, ctx.protocols)
    if ctx.bounds:
        have = {b for b in ("min", "typ", "max") if getattr(fact, b) is not None}
        if fact.value is not None:
            have.add("typ")
        score += 0.6 * len(ctx.bounds & have)
        if len(ctx.bounds) >= 2 and ctx.bounds <= have:
            score += 0.8  # states every bound asked: the whole answer in one row
    return score


def protocol_fit(fact: Fact, asked: set[str]) -> float:
    """A multi-protocol radio states one row per protocol: the row naming the protocol asked
    fits, one naming only another does not. The row's own words decide first; its condition
    (which may carry a heading shared by several protocols) only when they name none, and a
    condition naming several protocols tells nothing."""
    own = protocols_named(f"{fact.source.quote} {fact.raw or ''}")
    named = own or protocols_named(fact.condition)
    if not named or (not own and len(named) > 1):
        return 0.0
    return 2.0 if named & asked else -2.0


def _term_unit(term: str) -> str:
    """ "2.7v" -> "v", "25c" -> "c", "mode#3" -> "mode#": the kind of a number term."""
    return re.sub(r"[-+]?\d+(?:\.\d+)?", "", term)


def _state_fit(asked: str, stated: str) -> float:
    """Exact state +2.5; asked value inside a stated span ("4.5 V to 5.5 V") +1; else -4."""
    if asked == stated or "x" in (asked, stated):
        return 2.5
    if ".." in stated and ".." not in asked:
        lo, hi = (_term_number(t) for t in stated.split(".."))
        x = _term_number(asked)
        if None not in (lo, hi, x) and _term_unit(asked) == _term_unit(stated.split("..")[1]):
            return 1.0 if min(lo, hi) <= x <= max(lo, hi) else -4.0  # type: ignore[type-var]
    return -4.0


def _term_number(term: str) -> float | None:
    m = re.match(r"[-+]?\d+(?:\.\d+)?", term)
    return float(m.group(0)) if m else None


def _term_unit(term: str) -> str:
    return re.sub(r"^[-+]?\d+(?:\.\d+)?", "", term)


# ---------------------------------------------------------------- variants

_VARIANT_LIST = re.compile(r"[A-Za-z0-9.+_-]*(?:/-?[A-Za-z0-9.+_]+)+/?-?")


def stated_variants(fact: Fact, store: Any = None) -> list[str]:
    """The variants a fact is stated for: "AMS1117-1.5/-1.8/-2.5/-" continued on the next
    line as "2.85/-3.3/-5.0" is one row for six fixed versions, not for the first one."""
    if not fact.variant:
        return []
    quote = fact.source.quote
    at = quote.find(fact.variant)
    m = _VARIANT_LIST.match(quote, at) if at >= 0 else None
    if m is None or "/" not in m.group(0):
        return [fact.variant]
    listed = m.group(0)
    if listed.endswith(("/", "/-")) and store is not None:
        listed += _continuation(fact, store)
    head, *rest = [p for p in listed.split("/") if p.strip("-")]
    stem = head[: head.rfind("-") + 1] if "-" in head else ""
    return [head] + [stem + p.lstrip("-") for p in rest]


def _continuation(fact: Fact, store: Any) -> str:
    """The start of the line after the quote's line when it carries the rest of a list."""
    text = cached_page_text(store, fact) or ""
    lines = text.splitlines()
    for i, line in enumerate(lines):
        if fact.source.quote[:40] in line:
            for nxt in lines[i + 1 : i + 3]:
                m = re.match(r"\s*(-?[A-Za-z0-9.+_]+(?:/-?[A-Za-z0-9.+_]+)+)", nxt)
                if m:
                    return m.group(1)
            break
    return ""


def variant_fits_fact(asked: str, fact: Fact, store: Any = None) -> bool:
    if not fact.variant:
        return True
    return any(variant_matches(asked, v) for v in stated_variants(fact, store))


_PAGES: dict[tuple[int, str, int], str | None] = {}
_HEADINGS: dict[tuple[int, str], dict[int, list[tuple[str, str]]]] = {}
_GENERIC_HEADING = {"electrical", "characteristics", "specifications", "specification", "table"}


def heading_words(store: Any, fact: Fact) -> set[str]:
    """Content words of the innermost heading above the row (from the stored chunks)."""
    doc_id = fact.doc_id
    if not doc_id or not hasattr(store, "chunks"):
        return set()
    key = (id(store), doc_id)
    if key not in _HEADINGS:
        if len(_HEADINGS) > 64:
            _HEADINGS.clear()
        by_page: dict[int, list[tuple[str, str]]] = {}
        try:
            chunks = store.chunks(doc_id)
        except Exception:  # a store without chunks simply gives no heading signal
            chunks = []
        for chunk in chunks:
            if not chunk.heading_path:
                continue
            for page in range(chunk.page_start, chunk.page_end + 1):
                by_page.setdefault(page, []).append((_alnum(chunk.text), chunk.heading_path[-1]))
        _HEADINGS[key] = by_page
    quote = _alnum(fact.source.quote)
    if len(quote) < 6:
        return set()
    heading = next((h for text, h in _HEADINGS[key].get(fact.source.page, []) if quote in text), "")
    words = set(re.findall(r"[a-z][a-z0-9]{2,}", heading.lower()))
    return words - _GENERIC_HEADING - _STOP


def _alnum(text: str) -> str:
    return re.sub(r"[^a-z0-9]", "", text.lower())


def cached_page_text(store: Any, fact: Fact) -> str | None:
    doc_id = fact.doc_id
    if not doc_id:
        doc = store.document_by_name(fact.source.doc)
        doc_id = doc.id if doc else ""
    if not doc_id:
        return None
    key = (id(store), doc_id, fact.source.page)
    if key not in _PAGES:
        if len(_PAGES) > 512:
            _PAGES.clear()
        _PAGES[key] = store.page_text(doc_id, fact.source.page)
    return _PAGES[key]


def _echoes_question(fact: Fact, ctx: QuestionContext) -> bool:
    """Every number of the fact is a number the question itself states as a condition."""
    own = unsigned_terms(own_value_terms(fact))
    return bool(own) and own <= ctx.nums and len(fact.bounds()) >= 2


# a variant named inside a shared table's group heading: "x05A", "x20A" (Allegro), or
# an ordering code column value
_GROUP_VARIANT = re.compile(r"(?<![A-Za-z0-9])x([0-9][0-9A-Za-z]{1,5})\b")


def condition_variant_fit(asked: str, fact: Fact) -> float:
    """Rows of one table stated per variant group ("x20A PERFORMANCE CHARACTERISTICS")."""
    groups = {m.group(1) for m in _GROUP_VARIANT.finditer(fact.condition)}
    if not groups:
        return 0.0
    return 3.0 if any(variant_matches(asked, g) for g in groups) else -5.0


def own_value_terms(fact: Fact) -> set[str]:
    unit = (fact.unit or "").lower().replace("µ", "u").replace(" ", "")
    if not unit:
        return set()
    return {condition_term(f"{v:g}", unit) for v in fact.bounds().values()}


def variant_matches(asked: str, stated: str) -> bool:
    """ "05B" matches "ACS712ELCTR-05B" and "x05B"; "3.3" matches "AMS1117-3.3"."""
    a = norm_part(asked).lstrip("X")
    s = norm_part(stated).lstrip("X")
    if not a or not s:
        return True
    return a.endswith(s) or s.endswith(a) or a in s


def gather(
    store: Any,
    mention: DeviceMention,
    request: FieldRequest,
    device_names: list[str],
    context: QuestionContext | None = None,
) -> tuple[list[Candidate], str]:
    """Ranked candidates for one device and request, and the field they were read for."""
    facts, used_field = facts_for(store, mention.doc_id, request.field, request.quantity)
    terms = with_hyphen_parts(
        question_terms(request.condition_text or request.phrase, device_names)
    )
    operating = not request.field.startswith("abs_max")
    ranked = [
        score_candidate(
            f,
            terms,
            mention.variant,
            operating,
            context=context,
            store=store,
            own_text=request.condition_text,
        )
        for f in facts
    ]
    if request.field in _CAPABILITY_FIELDS and _top_asked(request, context):
        _favour_top(ranked, open_point=not terms[0])
    ranked.sort(key=lambda c: (-c.score, c.fact.id or 0))
    if used_field != request.field:
        for cand in ranked:
            cand.fallback = f"sibling field {used_field}"
    return ranked, used_field


# Ratings a part reaches at its best operating point: a sample rate, a bus clock, a baud
# rate, an RF output. Asked as the fastest or the highest, the answer is the top row of
# the table (the rate in high-speed mode), not the first or the one a feature list repeats.
_CAPABILITY_FIELDS = {
    "data_rate",
    "i2c_clock_frequency",
    "spi_clock_frequency",
    "baud_rate",
    "tx_power",
}
_TOP_WORDS = {"fastest", "faster", "quickest", "highest", "maximum", "max", "top", "most"}
TOP_BONUS = 1.0  # a label written on a group's first row only (+0.4 a word) does not outweigh it
TIE = 0.05  # scores this close fit the question equally


def _top_asked(request: FieldRequest, context: QuestionContext | None) -> bool:
    words = set(re.findall(r"[a-z]+", request.condition_text.lower()))
    if context is not None:
        words |= context.words
    return bool(words & _TOP_WORDS)


def _upper(fact: Fact) -> float | None:
    for value in (fact.si_max, fact.si_value, fact.si_typ):
        if value is not None:
            return value
    return None


def _favour_top(ranked: list[Candidate], open_point: bool) -> None:
    """The highest rating answers "the fastest". With no operating point of its own in the
    request, every row may answer; with one ("at 2.0 V"), only the rows that fit it equally
    well, so a row fitting the stated condition better is never overtaken."""
    if not ranked:
        return
    best = max(c.score for c in ranked)
    tied = [
        c for c in ranked if (open_point or best - c.score < TIE) and _upper(c.fact) is not None
    ]
    uppers = {_upper(c.fact) for c in tied}
    if len(uppers) < 2:
        return
    top = max(u for u in uppers if u is not None)
    for cand in tied:
        if _upper(cand.fact) == top:
            cand.score += TOP_BONUS


# ---------------------------------------------------------------- fallback: top-k chunks

FALLBACK_K = 5
FALLBACK_EXTRACTOR = "fallback:topk-lines"


def fallback_candidates(
    store: Any,
    mention: DeviceMention,
    request: FieldRequest,
    device_names: list[str],
    embedder: Any = None,
) -> tuple[list[Candidate], list[str]]:
    """No stored fact: read the field from the device's top-k retrieved chunks.

    Algorithm 1's AddTopKChunks: device-filtered hybrid retrieval with the request's own
    words, then the extraction engineers' line reader on each chunk line. A value is kept
    only when the lexicon files its label under the requested field (or the label holds the
    question's own phrase) and its unit has the field's dimension. The facts are flagged
    so the trace shows where they came from; they still go through every validation policy.
    """
    from specproof import retrieve

    query = f"{request.phrase} {request.condition_text}".strip() or request.field.replace("_", " ")
    try:
        hits = retrieve.hybrid_search(store, embedder, query, FALLBACK_K, doc_ids=[mention.doc_id])
    except Exception:  # retrieval is a helper here: no chunks simply means no fallback
        return [], []
    facts: list[Fact] = []
    seen: set[tuple[int, str]] = set()
    for hit in hits:
        facts += _facts_in_chunk(store, hit, mention, request, seen)
    terms = with_hyphen_parts(
        question_terms(request.condition_text or request.phrase, device_names)
    )
    operating = not request.field.startswith("abs_max")
    ranked = [score_candidate(f, terms, mention.variant, operating) for f in facts]
    for cand in ranked:
        cand.fallback = "top-k chunk extraction"
    ranked.sort(key=lambda c: -c.score)
    return ranked, [h.chunk.id for h in hits]


LLM_CHUNKS = 3  # chunks handed to the optional model; each is one request


def llm_candidates(
    store: Any,
    mention: DeviceMention,
    request: FieldRequest,
    chunk_ids: list[str],
    llm: Any,
    device_names: list[str],
) -> list[Candidate]:
    """The optional model's proposals from the top retrieved chunks, flagged as such.

    Only proposals whose evidence is found on the page and holds every number come
    back (see :mod:`specproof.extract.llm`); validation still decides acceptance.
    """
    from specproof.extract.llm import PageText, llm_extract

    facts: list[Fact] = []
    for chunk in store.chunks_by_id(chunk_ids[:LLM_CHUNKS]):
        pages = [
            PageText(n, store.page_text(mention.doc_id, n) or "")
            for n in range(chunk.page_start, chunk.page_end + 1)
        ]
        for fact in llm_extract(
            llm,
            chunk.text,
            device=mention.device,
            doc=mention.file_name,
            doc_id=mention.doc_id,
            pages=pages,
            fields=[request.field],
            section=chunk.section,
        ):
            fact.quantity = fact.quantity or request.quantity
            facts.append(fact)
    terms = with_hyphen_parts(
        question_terms(request.condition_text or request.phrase, device_names)
    )
    operating = not request.field.startswith("abs_max")
    ranked = [score_candidate(f, terms, mention.variant, operating) for f in facts]
    for cand in ranked:
        cand.fallback = "LLM extraction from top-k chunks"
    ranked.sort(key=lambda c: -c.score)
    return ranked


def _facts_in_chunk(
    store: Any, hit: Any, mention: DeviceMention, request: FieldRequest, seen: set[tuple[int, str]]
) -> list[Fact]:
    from specproof.extract.lexicon import classify
    from specproof.extract.lines import labelled_values
    from specproof.units import canonical_unit, dimension_of

    chunk = hit.chunk
    chunk_text = _squash(chunk.text)
    phrase = request.phrase.strip().lower()
    out: list[Fact] = []
    for page_no in range(chunk.page_start, chunk.page_end + 1):
        text = store.page_text(mention.doc_id, page_no) or ""
        for line in text.splitlines():
            line = line.strip()
            if not line or (page_no, line) in seen or _squash(line) not in chunk_text:
                continue
            seen.add((page_no, line))
            for lv in labelled_values(line):
                pv = lv.value
                unit = pv.unit if pv.canonical else None
                if unit is None or not (pv.bounds() or pv.expr_max or pv.expr_min):
                    continue
                dim = dimension_of(canonical_unit(unit))
                label = lv.label or lv.context
                guess = classify(label, dim, chunk.section, None, len(pv.bounds()))
                named = bool(phrase) and phrase in lv.context.lower()
                if not named and (guess is None or guess.field != request.field):
                    continue
                fact = _fallback_fact(mention, request, page_no, line, pv, unit, dim, chunk)
                out.append(
                    _with_row_bounds(fact, line[: line.find(pv.raw)] if pv.raw in line else "")
                )
    return out


def _fallback_fact(
    mention: DeviceMention,
    request: FieldRequest,
    page_no: int,
    line: str,
    pv: Any,
    unit: str,
    dim: str | None,
    chunk: Any,
) -> Fact:
    from specproof.records import Source

    return Fact(
        device=mention.device,
        field=request.field,
        source=Source(mention.file_name, page_no, line),
        quantity=request.quantity,
        min=pv.min,
        typ=pv.typ,
        max=pv.max,
        value=pv.value,
        unit=unit,
        raw=pv.raw,
        si_min=pv.si("min"),
        si_typ=pv.si("typ"),
        si_max=pv.si("max"),
        si_value=pv.si("value"),
        dimension=dim,
        expr_min=pv.expr_min,
        expr_max=pv.expr_max,
        section=chunk.section,
        extractor=FALLBACK_EXTRACTOR,
        confidence=0.5,
        doc_id=mention.doc_id,
    )


_RUN = re.compile(r"((?:[-+–]?\d+(?:\.\d+)?\s+){1,2})$")


def _with_row_bounds(fact: Fact, before: str) -> Fact:
    """A table row read as a line: "VDD 2.4 3.0 3.6 V" is min/typ/max, not a lone 3.6 V.

    Only ascending runs of two or three bare numbers right before the value count; the
    unit scales them like the value it precedes.
    """
    if fact.value is None:
        return fact
    m = _RUN.search(before.rstrip() + " ")
    if not m:
        return fact
    nums = [float(x.replace("–", "-")) for x in m.group(1).split()] + [fact.value]
    if any(a > b for a, b in itertools.pairwise(nums)):
        return fact
    scale = (fact.si_value / fact.value) if fact.si_value is not None and fact.value else None
    if len(nums) == 3:
        fact.min, fact.typ, fact.max = nums
    else:
        fact.min, fact.max = nums
    fact.value = fact.si_value = None
    if scale is not None:
        fact.si_min = fact.min * scale
        fact.si_max = fact.max * scale
        fact.si_typ = fact.typ * scale if fact.typ is not None else None
    fact.raw = f"{m.group(1).strip()} {fact.raw}"
    return fact


def _squash(text: str) -> str:
    return re.sub(r"\s+", "", text).lower()
