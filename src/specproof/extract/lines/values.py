"""The quantities of one line, each with the words written before it
(:func:`labelled_values`), and the small tests on a label every reader uses: does it
have words, which of its words can name a quantity, is the value in running prose.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from specproof.extract.refine import implied_unit
from specproof.tokens import LETTER_PAIR, has_digit
from specproof.units import (
    ParsedValue,
    canonical_unit,
    dimension_of,
    find_quantities,
    normalise_text,
)


@dataclass(slots=True)
class LabelledValue:
    label: str  # the words naming the value
    context: str  # a wider label (line start up to the value) for a second try
    value: ParsedValue
    trailing: str  # text right after the value (conditions in parentheses)
    before: str = ""  # raw text right before the value, "=" and "<" kept


# dot leaders ("VDD ........ 7.0V", spaced "Supply voltage . . . . . 3.8 V"), but not
# "-40...+85" (NFKC writes "…" as three dots) or "300 . . . 1100 hPa"; four or more dots
# first: "VCC.......6.5V" must not keep a dot glued to its value
_LEADER = re.compile(
    r"\.{4,}|(?<!\d)\.{3}(?![.\s]?[-+]?\d)|(?<!\w)(?:\.\s){5,}\.?|…{2,}|·{3,}|_{3,}"
)
_BULLET = re.compile(r"^\s*(?:[•●▪■◆◦·\-*]|\d+[.)、]|[a-z][.)])\s+")
_INLINE_BULLET = re.compile(r"\s[•●▪■◆◦]\s")
SUB_BULLET = re.compile(r"^\s*[-–◦○▪]\s+")  # items of a list nested under a title bullet


def clean_line(text: str) -> str:
    t = normalise_text(text)
    t = _LEADER.sub(" ", t)
    t = _BULLET.sub("", t)
    return " ".join(t.split())


# a footnote mark after a value ("+85 ℃ *2"): a star glued to its note number
_NOTE_MARK = re.compile(r"\*\d{1,2}(?:[\s),;]|$)")


def _times_after(rest: str) -> bool:
    """The value is multiplied by what follows ("2.4 ms × (256 − ATIME)")."""
    rest = rest.lstrip()
    return rest[:1] == "×" or (rest[:1] == "*" and not _NOTE_MARK.match(rest))


# selectable bit rates in one unit: "2400 / 4800 / 9600bps", "- 9600/19200/38400 bit/s" (a
# dash before them separates them from their label, it is no minus sign)
_RATE_LIST = re.compile(
    r"(?:(?<=\s)[-–]\s+)?(?<![\w.])(\d{3,7})(?:\s*/\s*\d{3,7})*\s*/\s*(\d{3,7})\s*(?=(?:k|M)?(?:bps|bit/s|baud|Bd)\b)",
    re.I,
)


def rates_as_span(text: str) -> str:
    """Bit rates listed to choose from, written as the span from the slowest to the
    fastest ("2400 / 4800 / 9600bps" -> "2400 to 9600 bps")."""
    return _RATE_LIST.sub(r"\1 to \2 ", text)


def labelled_values(text: str) -> list[LabelledValue]:
    """Quantities with a unit on one line, each with the label written before it."""
    t = rates_as_span(clean_line(text))
    out: list[LabelledValue] = []
    prev_end = 0
    for pv in find_quantities(t):
        if pv.canonical is None:
            _take_implied_unit(pv, t[max(prev_end, 0) : pv.start])
        if pv.canonical is None:
            continue  # "VDD to GND" is a label, not a value
        if pv.start > 0 and t[pv.start - 1] in ")]":
            continue  # a subscript glued to a symbol: "VIOUT(Q)5V"
        if re.match(r"/[A-Za-z]", t[pv.end : pv.end + 2]) and "/" not in (pv.canonical or ""):
            continue  # "ADS1113/4/5 A/D core": a word with a slash, not a unit
        if _is_divisor(t[: pv.start]) or _times_after(t[pv.end :]):
            # "VIOUT(Q)VCC / 5 V", "2.4 ms × (256 − ATIME)": a term of a formula, no value
            continue
        if FORM_CODE.match(t[pv.start : pv.end]) and _FORM_NEXT.match(t[pv.end :]):
            continue  # "1A/1C(NO)", "1A, 1B, 1C": relay contact forms, no currents
        if _LOWER_FORM_CODE.match(t[pv.start : pv.end]):
            continue  # "(1a, NO contact)", "2c": ampere is a capital A; a lowercase one
            # glued to a one-digit count is a contact-form code (1 pole, form a/b/c)
        # two bullet columns on one line: a label never reaches back over a bullet
        seg = max((m.end() for m in _INLINE_BULLET.finditer(t, 0, pv.start)), default=0)
        label = t[max(prev_end, seg) : pv.start]
        context = t[seg : pv.start]
        trailing = t[pv.end : pv.end + 60]
        before = t[max(0, pv.start - 40) : pv.start]
        out.append(LabelledValue(_tidy(label), _tidy(context), pv, trailing, before))
        prev_end = pv.end
    return _join_bound_pairs(t, out)


def _take_implied_unit(pv: ParsedValue, label: str) -> None:
    """ "Baud rate: 9600": a bare number right after a label that fixes its unit is stated
    in that unit (only the label's last words count, so "9600 8N1 1 stop bit" keeps its
    "1" bare)."""
    if pv.dimension is not None or not pv.bounds() or has_digit(label):
        return
    unit = implied_unit(" ".join(label.split()[-3:]))
    if unit is None:
        return
    pv.unit, pv.canonical, pv.dimension = unit, canonical_unit(unit), dimension_of(unit)


_MAX_WORD = re.compile(r"^\s*(?:,|;|and)?\s*(?:and\s+)?(?:max\.?|maximum)\s*$", re.I)


def _join_bound_pairs(text: str, items: list[LabelledValue]) -> list[LabelledValue]:
    """ "min. 0.11 lx, max. 100000 lx": one range stated as two bounds in a row. Read
    apart, the first becomes a lower bound with no upper one, though the sentence
    gives both; so a "min." value followed right away by a "max." value of the same
    unit is one range."""
    out: list[LabelledValue] = []
    for lv in items:
        prev = out[-1].value if out else None
        pv = lv.value
        if (
            prev is not None
            and prev.qualifier == "min"
            and pv.qualifier == "max"
            and set(prev.bounds()) == {"min"}
            and set(pv.bounds()) == {"max"}
            and prev.canonical == pv.canonical
            and _MAX_WORD.match(text[prev.end : pv.start])
        ):
            prev.max, prev.qualifier, prev.end = pv.max, None, pv.end
            prev.raw = text[prev.start : pv.end]
            out[-1].trailing = lv.trailing
            continue
        if prev is not None and _typical_then_max(text, prev, pv):
            # "1.5mA (max. 2.5mA)": the value stated first is the typical one
            number = prev.value if prev.value is not None else prev.max
            top = pv.max if pv.max is not None else pv.value
            prev.min, prev.typ, prev.max, prev.value = None, number, top, None
            prev.qualifier, prev.end = None, pv.end
            prev.raw = text[prev.start : pv.end]
            out[-1].trailing = lv.trailing
            continue
        out.append(lv)
    return out


_MAX_IN_BRACKET = re.compile(r"\s*\(\s*max(?:imum|\.)?\s*$", re.I)


def _typical_then_max(text: str, prev: ParsedValue, pv: ParsedValue) -> bool:
    """A lone value followed by its maximum in brackets of the same unit."""
    lone = len(prev.bounds()) == 1 and (prev.value is not None or prev.max is not None)
    return (
        lone
        and set(pv.bounds()) <= {"max", "value"}
        and (pv.max if pv.max is not None else pv.value) is not None
        and prev.canonical == pv.canonical
        and _MAX_IN_BRACKET.fullmatch(text[prev.end : pv.start]) is not None
    )


FORM_CODE = re.compile(r"^[12]\s?[ABC]$")
_LOWER_FORM_CODE = re.compile(r"^[1-4][abc]$")
_FORM_NEXT = re.compile(
    r"\s*(?:/\s*[12][ABC]\b|\((?:NO|NC)\)|,\s*[12][ABC]\b|\s*=\s*\d?\s*form\b)", re.I
)


def _is_divisor(before: str) -> bool:
    """Text ending in "SYMBOL /": the value divides a symbol. "3.3 V / 5 V" lists options."""
    if _TAGGED_OPTION.search(before):
        return False  # "16 A (NO) / 8 A (NC)": options, each tagged with its own case
    m = re.search(r"([A-Za-z][\w()]*)\s*/\s*$", before)
    return m is not None and canonical_unit(m.group(1)) is None


# a value with a short parenthesised tag right before the slash ("16 A (NO) /")
_TAGGED_OPTION = re.compile(r"\d\s*[A-Za-zµ°%Ω]{0,4}\s*\([^()\d]{1,12}\)\s*/\s*$")


def _tidy(label: str) -> str:
    label = re.sub(r"[:：=]\s*$", "", label.strip())
    return label.strip(" ,;:-(")


def has_words(label: str) -> bool:
    return LETTER_PAIR.search(label) is not None


# words that qualify a value without naming it
_NON_NAMING = {
    "min",
    "max",
    "typ",
    "typical",
    "minimum",
    "maximum",
    "nominal",
    "to",
    "and",
    "or",
    "at",
    "of",
    "the",
    "is",
    "in",
    "by",
    "up",
    "dc",
    "ac",
    "abt",
    "about",
    "approx",
    "not",
    "no",
    "less",
    "than",
    "more",
    "over",
    "above",
    "below",
    "within",
    "only",
}


def own_words(label: str) -> list[str]:
    """Words of a label that can name a quantity: no part numbers, bounds or fillers."""
    return [
        w
        for w in re.findall(r"[A-Za-z][A-Za-z0-9/_-]*", label)
        if len(w) >= 2 and not has_digit(w) and w.lower() not in _NON_NAMING
    ]


def running_words(text: str) -> int:
    """How many lowercase words of two or more letters ``text`` has: the words of running
    prose, which labels, symbols and units do not supply."""
    return len(re.findall(r"\b[a-z]{2,}\b", text))


def is_prose(lv: LabelledValue) -> bool:
    """A value inside a running sentence: many lowercase words before it."""
    return running_words(lv.context) >= 6 and len(lv.context) > 40


def is_bullet(text: str) -> bool:
    """A list item of its own ("• 500 µA max. active current"), not a nested sub-item."""
    return _BULLET.match(normalise_text(text)) is not None and not SUB_BULLET.match(
        normalise_text(text)
    )


def starts_item(text: str) -> bool:
    """The line starts a list item (bullet or nested dash): no sentence runs into it."""
    t = normalise_text(text)
    return _BULLET.match(t) is not None or SUB_BULLET.match(t) is not None


def rest_of(text: str, lv: LabelledValue) -> str:
    """The line's text after a value, to its end (``trailing`` stops after 60 characters)."""
    return clean_line(text)[lv.value.end :]
