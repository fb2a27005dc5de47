"""Key-value and bullet lines: "Supply voltage: 3.3~5.5 V", "Working Current 15mA".

Every quantity with a unit on a line becomes a candidate; its label is the text in
front of it (back to the previous quantity, or to the line start when that text
says nothing). The lexicon decides the field; a label that maps to nothing yields
no fact.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from specproof.units import ParsedValue, find_quantities, normalise_text


@dataclass(slots=True)
class LabelledValue:
    label: str  # the words naming the value
    context: str  # a wider label (line start up to the value) for a second try
    value: ParsedValue
    trailing: str  # text right after the value (conditions in parentheses)
    before: str = ""  # raw text right before the value, "=" and "<" kept


# dot leaders ("VDD ........ 7.0V"), but not "-40...+85" (NFKC writes "…" as three dots)
_LEADER = re.compile(r"(?<!\d)\.{3,}(?!\s?[-+]?\d)|\.{4,}|…{2,}|·{3,}|_{3,}")
_BULLET = re.compile(r"^\s*(?:[•●▪■◆◦·\-*]|\d+[.)、]|[a-z][.)])\s+")
_INLINE_BULLET = re.compile(r"\s[•●▪■◆◦]\s")


def clean_line(text: str) -> str:
    t = normalise_text(text)
    t = _LEADER.sub(" ", t)
    t = _BULLET.sub("", t)
    return re.sub(r"\s+", " ", t).strip()


def labelled_values(text: str) -> list[LabelledValue]:
    """Quantities with a unit on one line, each with the label written before it."""
    t = clean_line(text)
    out: list[LabelledValue] = []
    prev_end = 0
    for pv in find_quantities(t):
        if pv.canonical is None:
            continue  # "VDD to GND" is a label, not a value
        if pv.start > 0 and t[pv.start - 1] in ")]":
            continue  # a subscript glued to a symbol: "VIOUT(Q)5V"
        # two bullet columns on one line: a label never reaches back over a bullet
        seg = max((m.end() for m in _INLINE_BULLET.finditer(t, 0, pv.start)), default=0)
        label = t[max(prev_end, seg) : pv.start]
        context = t[seg : pv.start]
        trailing = t[pv.end : pv.end + 60]
        before = t[max(0, pv.start - 40) : pv.start]
        out.append(LabelledValue(_tidy(label), _tidy(context), pv, trailing, before))
        prev_end = pv.end
    return out


def _tidy(label: str) -> str:
    label = re.sub(r"[:：=]\s*$", "", label.strip())
    return label.strip(" ,;:-(")


def has_words(label: str) -> bool:
    return len(re.findall(r"[A-Za-z]{2,}", label)) > 0


# ---------------------------------------------------------------- label choice

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
        if len(w) >= 2 and not re.search(r"\d", w) and w.lower() not in _NON_NAMING
    ]


@dataclass(slots=True)
class LineContext:
    """The lines around a key-value line that may name its values."""

    previous: list[str]  # earlier lines of the page, nearest last
    following: str = ""  # the next line


def line_context(lines: list[str], i: int) -> LineContext:
    return LineContext(lines[max(0, i - 8) : i], lines[i + 1] if i + 1 < len(lines) else "")


_COND_WORD = re.compile(r"(?:=|≈|@|\b(?:at|for|with|when|if|under))\s*[-+]?$", re.I)
_SYMBOL_CMP = re.compile(
    r"\b(?:[A-Z][A-Z0-9_]{0,6}|[A-Z][a-z]?[A-Z0-9_]\w{0,5}|[VITtf][A-Za-z]{0,2})\s*[<>≤≥]\s*[-+]?$"
)
_IF_CLAUSE = re.compile(r"\b(?:if|when|whenever|unless|while|provided)\b", re.I)


def is_condition_value(items: list[LabelledValue], k: int) -> bool:
    """ "VDD = 5V", "at 25 °C", "if the output current is greater than 10mA": a test
    condition. "PH ≤950mW" after a parameter name, with nothing following, is the spec."""
    lv = items[k]
    before = lv.before.rstrip()
    if _COND_WORD.search(before):
        return True
    clause = re.split(r"[,;:.(]\s", before)[-1]
    if _IF_CLAUSE.search(clause):
        return True
    m = _SYMBOL_CMP.search(before)
    if m is None:
        return False
    named = own_words(lv.label[: max(0, len(lv.label) - len(m.group(0)))])
    return k + 1 < len(items) or not named


def is_prose(lv: LabelledValue) -> bool:
    """A value inside a running sentence: many lowercase words before it."""
    words = re.findall(r"\b[a-z]{2,}\b", lv.context)
    return len(words) >= 6 and len(lv.context) > 40


def _nearest(label: str, n: int = 7) -> str:
    return " ".join(label.split()[-n:])


def trailing_words(text: str) -> str:
    """A short phrase right after a value that names it ("0.1 µA in sleep mode")."""
    m = re.match(r"\s*([A-Za-z][A-Za-z\s-]{1,40}?)\s*(?:[,;.(]|$)", text)
    if not m:
        return ""
    words = m.group(1).split()
    if not words or len(words) > 3 or words[0].lower() in ("to", "and", "or", "x"):
        return ""
    return " ".join(words)


def _heading_above(previous: list[str]) -> str:
    """Column words above rows that carry no names of their own ("OPERATING JUNCTION
    TEMPERATURE RANGE" over "AMS1117CD AMS1117 -40 to 125° C")."""
    heading: list[str] = []
    for text in reversed(previous):
        items = [lv for lv in labelled_values(text) if lv.value.canonical]
        if items:
            if heading or own_words(items[0].label):
                break  # a named line ends the rows; values after the heading end it too
            continue
        if not own_words(text) or not _heading_like(text):
            break
        heading.insert(0, clean_line(text))
        if len(heading) == 2:
            break
    return " ".join(heading)


def _heading_like(text: str) -> bool:
    """Column words: short, no sentence, no bare numbers ("TO-252 SOT-223 TEMPERATURE RANGE")."""
    return (
        len(text) <= 80
        and not re.search(r"[()]|\.\s|\.$", text)
        and not re.search(r"(?<![\w.-])\d+(?:\.\d+)?(?![\w.-])", text)
    )


def _label_of_line(text: str) -> str:
    for lv in labelled_values(text):
        if lv.value.canonical and own_words(lv.label):
            return _nearest(lv.label)
    return ""


def label_tries(items: list[LabelledValue], k: int, ctx: LineContext) -> list[str]:
    """Candidate labels for value ``k`` of a line, most specific first."""
    lv = items[k]
    named = bool(own_words(lv.label))
    after = trailing_words(lv.trailing)
    if not after and not lv.trailing.strip() and k == len(items) - 1:
        after = trailing_words(ctx.following)  # "... use over 60ms" / "measurement cycle, ..."
    if is_prose(lv):
        # mid-sentence, only the words right before the value name it ("the ranging
        # accuracy can reach to 3mm"); words further back belong to the sentence
        label = _nearest(lv.label if named else lv.context, 5)
        return [x for x in (label, f"{label} {after}".strip() if after else "") if x]
    label = _nearest(lv.label if named else lv.context)
    tries = [label, f"{label} {after}".strip()] if after else [label]
    if (k == 0 or not named) and len(lv.context) <= 60:
        tries.append(lv.context)
    prev = ctx.previous[-1] if ctx.previous else ""
    if k == 0 and prev and not re.search(r"\d", prev) and len(prev) < 60:
        tries.append(f"{clean_line(prev)} {lv.context}")
    if not own_words(lv.context):
        if prev and len(clean_line(lv.context)) < 40:
            # a line of bare values continues the key-value line above ("10A 125VAC")
            above = _label_of_line(prev)
            if above:
                tries.append(f"{above} {lv.context}".strip())
        heading = _heading_above(ctx.previous)
        if heading:
            tries.append(f"{heading} {lv.context}")
    return [t for t in tries if t]
