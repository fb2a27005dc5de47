"""How well a stored row fits the question: condition overlap, section kind, variant,
pin states, supply, temperature span, bounds asked. Higher is a better fit.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from functools import lru_cache
from typing import TYPE_CHECKING

from specproof.agent.negation import negation_fit
from specproof.agent.rules.base import MODE_VOLTS
from specproof.agent.sibling_rows import named_by_its_value
from specproof.agent.terms import (
    CURRENT_KIND,
    NON_SPEC,
    STOP,
    code_family,
    code_terms,
    condition_term,
    mode_phrases,
    names_phrase,
    norm_part,
    question_terms,
    state_assignments,
    symbol_key,
    temperature_spans,
    unsigned_terms,
    variant_matches,
    variant_number,
    words_of,
)
from specproof.agent.understand import protocols_named
from specproof.agent.understand.context import QuestionContext
from specproof.agent.understand.devices import family_member
from specproof.agent.understand.words import RequestWords
from specproof.fields import abs_max_of, fields_in, section_preference
from specproof.records import BOUNDS, Fact, alnum_key
from specproof.tokens import DEFAULT_WORD, SIGNED_DECIMAL, SNAKE_WORD

if TYPE_CHECKING:
    from specproof.store import Store


@dataclass(slots=True)
class Candidate:
    fact: Fact
    score: float
    matched: list[str] = field(default_factory=list)
    fallback: str | None = None  # set when the fact came from a sibling field or retrieval


def current_kinds_of(fact: Fact) -> set[str]:
    """ "VAC" / "VDC": the unit says which kind of current a rating is for; else the row's
    own text does ("Supply voltage, DC | 19.2 | 30 | V DC"). The condition is not read: a
    sentence over the table ("supply 24 V AC unless otherwise stated") holds for every row."""
    unit = (fact.unit or "").lower()
    if len(unit) > 2 and unit.endswith(("ac", "dc")):
        return {unit[-2:]}
    return {m.group(1) for m in CURRENT_KIND.finditer(fact.source.quote.lower())}


SPECIFIED_ONLY = re.compile(r"^\W*specified\s+(?:temperature\s+)?range\b", re.I)
_SPEC_WORDS = frozenset({"specified", "specification", "guaranteed", "guarantee", "accuracy"})


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
    store: Store | None = None,
    asked: RequestWords | None = None,
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
    # (unless the row names its mode by that value: "3.3-V operation 3.0 3.3 3.6 V")
    f_nums -= own_value_terms(fact) - _mode_terms(text)
    nums, f_nums = unsigned_terms(nums), unsigned_terms(f_nums)
    matched = sorted((nums & f_nums) | (modes & f_modes))
    score = 2.0 * len(nums & f_nums) + 2.5 * len(modes & f_modes)
    score += 0.4 * len(words & f_words)
    if SPECIFIED_ONLY.search(fact.source.quote) and not words & _SPEC_WORDS:
        # "Specified range 0 70 °C" beside "Operating range -40 85 °C": where the figures are
        # guaranteed, not where the part may run
        score -= 1.0
    if "average" in words and _AVERAGE.search(text):
        score += 1.0  # "average current at -6 dBm": the IVDD_AVG row, not the burst's
    if "default" in words and DEFAULT_WORD.search(fact.condition):
        # "default baud rate?": the row the sheet marks as the default, not the list it is
        # chosen from (both are read off one line, whose words they share)
        score += 1.0
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
    kinds = asked.current_kinds if asked is not None else frozenset()
    row_kinds = current_kinds_of(fact) if kinds else set()
    if row_kinds:
        score += 2.5 if kinds & row_kinds else -1.5  # "(AC and DC)": 250 VAC vs 110 VDC
    if asked is not None and asked.text and supply_of_current(fact) in asked.tokens:
        score += 1.5  # "current from VSS" is the ISS row: a supply current is named after its pin
    if asked is not None and _another_pins_current(fact, asked):
        score -= 1.5  # "input supply current" asked: the "BAT Pin Current" row is the battery's
    if operating:
        score += section_preference(fact.section)  # the registry's _section_preference
    if variant and fact.variant:
        score += 3.0 if variant_fits_fact(variant, fact, store) else -5.0
    elif variant:
        score += condition_variant_fit(variant, fact) + family_code_fit(variant, fact)
        score += band_variant_fit(variant, fact)
    elif fact.variant and not variant:
        score -= 0.2
        if context is not None and context.variant_numbers:
            score += 3.0 if variant_number(fact.variant) in context.variant_numbers else -1.5
    if context is not None:
        score += qualifier_fit(text, context)
        score += conditional_row_fit(fact, context)
        score += full_range_mark_fit(fact, context)
    if asked is not None and asked.text:
        score += only_fit(asked.text, text) + negation_fit(text, asked.text)
    if _HEDGED.search(fact.source.quote):
        score -= 1.0  # "ranges from roughly 3.0 V to 40 V": a description, not the rating
    if asked is not None and _RANGE_ASKED.search(asked.text) and _lone_prose_number(fact):
        score -= 2.0  # "what input range?": "the input range covers 14.4 V" in prose is none
    score += 0.2 * fact.confidence
    return Candidate(fact, score, matched)


_RANGE_ASKED = re.compile(r"\branges?\b|\bmin(?:imum)? and max(?:imum)?\b|\bfrom what to what\b")


def _lone_prose_number(fact: Fact) -> bool:
    """One number read off a sentence: no range, however near its words are."""
    return fact.extractor == "line" and fact.min is None and fact.max is None


_ONLY_ASKED = re.compile(
    r"\bonly (?:the |its )?([a-z]{4,})|\b(?!(?:with|from|have|using|that|this|when)\b)([a-z]{4,}) only\b"
)


def only_fit(question: str, row: str) -> float:
    """ "with only the accelerometer active": the row of "Accelerometer only" fits it, the
    rows naming the accelerometer beside other blocks ("Gyroscope + Accelerometer") do not."""
    stem = _only_stem(question)
    if stem is None:
        return 0.0
    if re.search(rf"\b{stem}\w*(?: \w+)? only\b|\bonly {stem}", row):
        return 2.0
    if re.search(rf"\w+ (?:and|\+|&) {stem}|\b{stem}\w* (?:and|\+|&) \w+", row):
        return -1.5  # "humidity and temperature" asked as "temperature only"
    return 0.0


@lru_cache(maxsize=256)
def _only_stem(question: str) -> str | None:
    """The stem of the block a question asks alone, read once per question (not per row)."""
    found = _ONLY_ASKED.search(question.lower())
    return (found.group(1) or found.group(2))[:5] if found else None


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


_CURRENT_FIELDS = fields_in("drawn_current")


_PIN_CURRENT = re.compile(r"\b([a-z]\w{0,5}) pin current\b", re.I)


def _another_pins_current(fact: Fact, asked: RequestWords) -> bool:
    """A row of one pin's current ("BAT Pin Current") when the question asks the part's
    supply current and names no such pin."""
    m = _PIN_CURRENT.search(f"{fact.condition} {fact.source.quote}")
    return bool(m) and "supply" in asked.words and m.group(1).lower() not in asked.tokens


def supply_of_current(fact: Fact) -> str | None:
    """The supply pin a supply-current symbol names: IS -> vs, ISS -> vss, IDD -> vdd."""
    if fact.field not in _CURRENT_FIELDS or not fact.symbol:
        return None
    m = re.fullmatch(r"I([A-Z]{1,4}\d*)", fact.symbol.strip())
    return f"v{m.group(1).lower()}" if m else None


# a temperature span in a row's condition: "-40°C ≤ TJ ≤ 125°C", "TA = -40 to 85 °C"
_TEMP_SPAN = re.compile(
    r"[-+−–]?\d+\s*°?\s*c\s*(?:≤|<=|<)\s*t[a-z]*\s*(?:≤|<=|<)"
    r"|t[ajc]\s*=\s*[-+−–]?\d+\s*°?\s*c?\s*(?:to|…|~|\.\.)\s*\+?\d+"
    r"|[-−–]\d+\s*°\s*c\s*(?:to|…|~)\s*\+?\d+\s*°\s*c"
)

# Maxim's symbol font renders "°C" as "NC" in extracted text ("TA = +25NC")
_TEMP_POINT = re.compile(r"\bt[ajc]\s*=\s*[-+]?\d+\s*(?:°|(?<=\d)n)?\s*c\b(?!\s*(?:to|…|~))")


_IF_CLAUSE = re.compile(r"\b(?:if|when|only for|only when)\b\s+([a-z][^.;:()]{2,50})")


def conditional_row_fit(fact: Fact, ctx: QuestionContext) -> float:
    """A row that holds only under a condition of its own ("VDD if input signals >3.6 V")
    answers a question that states that condition; otherwise the unconditional row does."""
    m = _IF_CLAUSE.search(fact.source.quote.lower())
    if not m:
        return 0.0
    clause = {w[:5] for w in words_of(m.group(1))}
    asked = {w[:5] for w in ctx.words}
    return 0.0 if clause & asked else -3.0  # outweighs a number the clause shares by chance


_AVERAGE = re.compile(r"\baverage\b|\bavg\b|_avg\b", re.I)


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


_AT_ROOM = re.compile(r"(?<![\d.-])25\s*°\s*c\b|\bta\s*=\s*\+?25\b|\broom temperature\b", re.I)


def full_range_mark_fit(fact: Fact, ctx: QuestionContext) -> float:
    """ "The ● denotes the specifications which apply over the full operating temperature
    range": on such a sheet the marked row is the guarantee over temperature, the unmarked
    one the 25 °C value."""
    if not ctx.full_temperature:
        return 0.0
    if "●" in fact.condition:
        return 2.0 if "●" in fact.source.quote else -1.0
    # "VS = 30 V, 25°C" beside "VS = 30 V": the row stated at room temperature only is not
    # the full-range one the question asks
    return -1.5 if _AT_ROOM.search(own_condition(fact.condition)) else 0.0


def compound_hits(text: str, compounds: set[tuple[str, str]]) -> int:
    """How many of the compounds a row writes as one term, hyphenated or spaced."""
    return sum(bool(re.search(rf"\b{a}[\s-]?{b}\b", text)) for a, b in compounds)


def fact_subscripts(fact: Fact) -> set[str]:
    """Subscripts of the symbols a row names: "tLR" -> "lr", "VOH" -> "oh"."""
    text = f"{fact.symbol or ''} {fact.condition}"
    return {m.group(1).lower() for m in re.finditer(r"\b[tVIf]([A-Z]{2,3})\b", text)}


# "VDD = 3 V", "VCC = 2.7 V to 3.6 V", "VDD = VREF = 5 V", "at VDD = 2.7V"
_ROW_SUPPLY = re.compile(
    # (a transistor's terminal voltage, "VGS = 0 V", "VCE = 5 V", or a logic level is no
    # supply the row is stated at)
    # (an analog or digital supply named first, "AVDD = 5.0 V", "DVDD = 1.8 V", is one too)
    r"\b(?:[ad](?=vdd))?v(?!gs|ds|sd|ce|ec|be|ge|o[lh]|i[lh])(?:dd|cc|s|in|ddio|dda|ddd|ref|\+)?\w{0,3}\s*=\s*(?:v\w{1,6}\s*=\s*)?"
    r"\+?(\d+(?:\.\d+)?)\s*v?\s*(?:(?:to|-|…|~)\s*\+?(\d+(?:\.\d+)?)\s*v\b|v\b)"
)


# "2.7 V ≤ EVDD0 < 4.0 V", "2.5V <= VCC <= 5.5V", "1.9 ≤ VDD ≤ 3.6 V": a row per supply band
# (Renesas, Microchip, Silicon Labs)
_ROW_SUPPLY_BAND = re.compile(
    r"(\d+(?:\.\d+)?)\s*v?\s*(?:≤|<=?)\s*[a-z]{0,2}v(?:dd|cc|s|in|io)\w{0,3}\s*(?:≤|<=?)\s*"
    r"(\d+(?:\.\d+)?)\s*v\b"
)


def row_supply_bands(text: str) -> list[tuple[float, float]]:
    """Supply bands a row is stated for, written as inequalities ("1.9 ≤ VDD ≤ 3.6 V")."""
    low = text.lower().replace("–", "-").replace("−", "-")
    return [(float(m.group(1)), float(m.group(2))) for m in _ROW_SUPPLY_BAND.finditer(low)]


# "VDD = 12 V for EHL7021, 3.0 V for EHL7021L": a table's supply per version
_PER_VERSION = re.compile(r"(\d+(?:\.\d+)?)\s*v\s+for\s+([a-z][\w-]*\d[\w-]*)")


def row_supply_spans(text: str) -> list[tuple[float, float]]:
    """Supply points or spans a row is stated at (a table's supply per version: the one of
    the version the row names)."""
    low = text.lower().replace("–", "-").replace("−", "-")
    pairs = _PER_VERSION.findall(low)
    if len(pairs) >= 2:
        rest = _PER_VERSION.sub(" ", low)
        own = [
            float(v)
            for v, name in pairs
            if re.search(rf"(?<![\w-]){re.escape(name)}(?![\w-])", rest)
        ]
        if len(own) == 1:
            return [(own[0], own[0])]
    out = []
    for m in [*_ROW_SUPPLY.finditer(low), *_ROW_SUPPLY_BAND.finditer(low)]:
        a = float(m.group(1))
        b = float(m.group(2)) if m.group(2) else a
        out.append((min(a, b), max(a, b)))
    return out


def condition_span_fit(fact: Fact, ctx: QuestionContext) -> float:
    """A row whose condition holds the asked temperature span or supply beats one stated
    for another span or supply: "between -20 and 0 °C" asked is the "-20 … 0 °C" row, not
    the "0 … 65 °C" one; "at 5 V" is the "VDD = 5 V" row, not the "VDD = 3 V" one."""
    own = (fact.min, fact.max)
    text = f"{own_condition(fact.condition)} {fact.source.quote}"
    score = 0.0
    if ctx.temp_spans and fact.field != "operating_temperature":
        spans = [s for s in temperature_spans(text) if s != own]
        if spans:
            covered = all(any(a - 0.5 <= lo and hi <= b + 0.5 for a, b in spans)
                          for lo, hi in ctx.temp_spans)  # fmt: skip
            score += 2.0 if covered else -2.0
            # the row of the very span asked ("the extended temp version (-40 to 125)") is
            # that grade's row, more than one whose wider span merely holds it
            exact = all(any(abs(a - lo) <= 0.5 and abs(b - hi) <= 0.5 for a, b in spans)
                        for lo, hi in ctx.temp_spans)  # fmt: skip
            score += 1.5 if exact else 0.0
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


# a supply row is the supply itself, not a row stated at some supply
_SUPPLY_ROW_FIELDS = fields_in("supply_rail") | {
    rating for f in fields_in("supply_rail") if (rating := abs_max_of(f))
}


def own_condition(condition: str) -> str:
    """The row's condition without the table-wide note it inherited ("TJ = -40 to 150 °C
    (unless otherwise specified)")."""
    return "; ".join(
        p for p in condition.split(";") if not re.search(r"unless|otherwise|all spec", p, re.I)
    )


def context_fit(
    fact: Fact,
    text: str,
    f_nums: set[str],
    own_nums: set[str],
    ctx: QuestionContext,
    store: Store | None = None,
) -> float:
    """Pin states, supply, temperature span and asked bounds the question fixes as a whole."""
    score = 0.0
    stated = state_assignments(text)
    for symbol, value in ctx.states.items():
        # "run pin low" asked, "VRUN = 0V" stated: the pin's voltage is written with a V
        other = stated.get(symbol) or stated.get(f"v{symbol}")
        if other is None:
            continue
        if value in ("h", "l"):
            other = _level_of(other)
        # a fact stated for another pin state ("Ven = L" for "Ven = H") is another row
        score += _state_fit(value, other)
    # number terms of the question outside the request's own words count half; but a request
    # that states its own operating point ("on a 5 V supply, and on a 2.7 V supply") is not
    # pulled towards its sibling's value of the same kind
    own_units = {_term_unit(t) for t in own_nums}
    shared = {t for t in ctx.nums - own_nums if _term_unit(t) not in own_units}
    score += 1.0 * len(shared & f_nums)
    own_text = f"{fact.condition} {fact.source.quote}"
    if ctx.packages and any(
        re.search(rf"(?<![A-Za-z]){_package_pattern(p)}(?![A-Za-z0-9])", own_text)
        for p in ctx.packages
    ):
        score += 2.0  # the row names the package asked ("in PW", "(PWP and RTY)")
    if ctx.excluded:
        named = set(SNAKE_WORD.findall(text))
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
    if not ctx.non_spec_asked and NON_SPEC.search(text):
        score -= 2.0  # an error-code or register-default row is no specification
    if store is not None and ctx.block_words:
        # "6.2 Accelerometer Specifications": the heading a row sits under names its block
        score += 0.6 * len(heading_words(store, fact) & ctx.block_words)
    if fact.symbol and symbol_key(fact.symbol) in ctx.symbols:
        score += 1.2  # the question names the row's own symbol ("VS", "fCLK")
    if ctx.protocols:
        score += protocol_fit(fact, ctx.protocols)
    if ctx.codes:
        score += code_fit(ctx.codes, code_terms(text))
    if ctx.bounds:
        have = {b for b in BOUNDS if getattr(fact, b) is not None}
        if fact.value is not None:
            have.add("typ")
        score += 0.6 * len(ctx.bounds & have)
        if len(ctx.bounds) >= 2 and ctx.bounds <= have:
            score += 0.8  # states every bound asked: the whole answer in one row
    return score


def _package_pattern(code: str) -> str:
    """ "SOT223" asked finds "SOT-223" written, and the other way round."""
    return "-?".join(re.escape(part) for part in re.findall(r"[A-Za-z]+|\d+", code))


def code_fit(asked: set[str], stated: set[str]) -> float:
    """ "11n HT40 at MCS7" asked: the row "11n, HT40, MCS7" among its HT20 and 11g siblings.
    A code matches as a whole token, more tellingly than a plain word; a row naming another
    setting of the same knob ("HT20" for "HT40", "11n" for "11b") is another row."""
    families = {code_family(c) for c in asked}
    others = {c for c in stated - asked if code_family(c) in families}
    return 1.6 * len(asked & stated) - 1.6 * len(others)


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


def _level_of(stated: str) -> str:
    """A pin voltage as a logic level: "0v" is low; any other stated voltage is left as
    written (the threshold between levels is the part's own, not known here)."""
    return "l" if stated in ("0v", "0", "gnd") else stated


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
    m = SIGNED_DECIMAL.match(term)
    return float(m.group(0)) if m else None


def _term_unit(term: str) -> str:
    """ "2.7v" -> "v", "25c" -> "c": the unit of a number term (its leading number cut)."""
    return re.sub(r"^[-+]?\d+(?:\.\d+)?", "", term)


def _mode_terms(text: str) -> set[str]:
    """Voltages that name a supply's mode ("1.8-V operation"), as condition terms."""
    return {condition_term(m.group(1), "v") for m in MODE_VOLTS.finditer(text)}


def own_value_terms(fact: Fact) -> set[str]:
    unit = (fact.unit or "").lower().replace("µ", "u").replace(" ", "")
    if not unit:
        return set()
    return {condition_term(f"{v:g}", unit) for v in fact.bounds().values()}


def _echoes_question(fact: Fact, ctx: QuestionContext) -> bool:
    """Every number of the fact is a number the question itself states as a condition."""
    own = unsigned_terms(own_value_terms(fact))
    return bool(own) and own <= ctx.nums and len(fact.bounds()) >= 2


# a variant named inside a shared table's group heading: "x05A", "x20A" (Allegro), or
# an ordering code column value
_GROUP_VARIANT = re.compile(r"(?<![A-Za-z0-9])x([0-9][0-9A-Za-z]{1,5})\b")
# a version named by its suffix alone: "-3V version", "-A versions", "(-I type)"; or a
# temperature grade by its ordering letter: "Industrial (I)", "Extended (E)"
_SUFFIX_VERSION = re.compile(
    r"(?<![\w.])-([A-Za-z0-9.]{1,5})\s+(?:version|type|model)s?\b|"
    r"\b(?:industrial|extended|commercial|automotive|military)\s*\(\s*([A-Z])\s*\)",
    re.I,
)


def condition_variant_fit(asked: str, fact: Fact) -> float:
    """Rows of one table stated per variant group ("x20A PERFORMANCE CHARACTERISTICS"), or
    per version named by its suffix ("-3V version" beside "-5V version")."""
    groups = {m.group(1) for m in _GROUP_VARIANT.finditer(fact.condition)}
    groups |= {m.group(1) or m.group(2) for m in _SUFFIX_VERSION.finditer(fact_text(fact))}
    if not groups:
        return 0.0
    return 3.0 if any(variant_matches(asked, g) for g in groups) else -5.0


def band_variant_fit(asked: str, fact: Fact) -> float:
    """Radio parts sold per band ("-433", "-868", "-915"): a row stated at the asked
    version's frequency ("transmitting, 915 MHz") is that version's row."""
    number = re.search(r"(\d{3,4})$", asked)
    if number is None:
        return 0.0
    at_band = re.compile(rf"(?<![\d.]){number.group(1)}(?:\.\d+)?\s?[mg]hz\b", re.I)
    return 2.0 if at_band.search(fact_text(fact)) else 0.0


def family_code_fit(asked: str, fact: Fact) -> float:
    """ "KHCT4067" asked of the KHC4067 sheet: a row naming the asked logic family ("HCT
    Types") fits, a row naming the device's own ("HC Types") answers the other family."""
    if family_member(asked, fact.device) is None:
        return 0.0
    asked_codes, own_codes = _code_suffixes(asked), _code_suffixes(fact.device)
    tokens = set(_CODE.findall(fact_text(fact).upper()))
    if tokens & (asked_codes - own_codes):
        return 3.0
    if tokens & (own_codes - asked_codes):
        return -5.0
    return 0.0


_CODE = re.compile(r"[A-Z]{2,}")


def _code_suffixes(name: str) -> set[str]:
    """The endings of a part name's letter run before its number ("KHCT" of "KHCT4067"):
    how a table names the family ("HCT Types", "74HCT595")."""
    run = _CODE.search(name.upper())
    code = run.group(0) if run else ""
    return {code[k:] for k in range(len(code) - 1)}


_VARIANT_LIST = re.compile(r"[A-Za-z0-9.+_-]*(?:/-?[A-Za-z0-9.+_]+)+/?-?")


def stated_variants(fact: Fact, store: Store | None = None) -> list[str]:
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


def _continuation(fact: Fact, store: Store) -> str:
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


def variant_fits_fact(asked: str, fact: Fact, store: Store | None = None) -> bool:
    if not fact.variant or named_by_its_value(asked, fact):
        return True
    stated = stated_variants(fact, store)
    return any(variant_matches(asked, v) for v in stated) or any(
        grade_of_ordering_code(asked, v, fact.device) for v in stated
    )


def grade_of_ordering_code(asked: str, stated: str, device: str) -> bool:
    """An ordering code spells the grade letter of a version and then its package and reel
    ("GRT2" of the "TMP36GRT2" is the "TMP36G" grade in SOT-23 on a reel)."""
    base, version, code = norm_part(device), norm_part(stated), norm_part(asked)
    grade = version[len(base) :] if base and version.startswith(base) else ""
    if not (grade.isalpha() and len(grade) <= 2):
        return False
    # (a code one or two letters longer than the grade may be another version: "GS")
    return code.startswith(grade) and len(code) >= len(grade) + 3


_PAGES: dict[tuple[int, str, int], str | None] = {}

_HEADINGS: dict[tuple[int, str], dict[int, list[tuple[str, str]]]] = {}

_GENERIC_HEADING = {"electrical", "characteristics", "specifications", "specification", "table"}


def heading_words(store: Store | None, fact: Fact) -> set[str]:
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
                by_page.setdefault(page, []).append((alnum_key(chunk.text), chunk.heading_path[-1]))
        _HEADINGS[key] = by_page
    quote = alnum_key(fact.source.quote)
    if len(quote) < 6:
        return set()
    heading = next((h for text, h in _HEADINGS[key].get(fact.source.page, []) if quote in text), "")
    words = set(re.findall(r"[a-z][a-z0-9]{2,}", heading.lower()))
    return words - _GENERIC_HEADING - STOP


def cached_page_text(store: Store, fact: Fact) -> str | None:
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
