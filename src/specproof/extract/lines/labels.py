"""The candidate labels of a value on a line, most specific first: the words before it,
a short phrase after it, the wrapped halves of its name, the row's label, the list's
parent, the column heading above bare rows.
"""

from __future__ import annotations

import re

from specproof.extract.lines.context import LineContext, ends_mid_sentence
from specproof.extract.lines.values import (
    LabelledValue,
    clean_line,
    is_prose,
    labelled_values,
    own_words,
    running_words,
)
from specproof.tokens import has_digit
from specproof.units import find_quantities


def _nearest(label: str, n: int = 7) -> str:
    return " ".join(label.split()[-n:])


def trailing_words(text: str) -> str:
    """A short phrase right after a value that names it ("0.1 µA in sleep mode",
    "500 µA max. active current at 5V")."""
    text = re.sub(
        r"^\s*(?:(?:max|min|typ)\.|\((?:max|min|typ|typical)\.?\))\s+(?=[A-Za-z])",
        "",
        text,
        flags=re.I,
    )
    m = re.match(
        r"\s*([A-Za-z][A-Za-z\s-]{1,40}?)\s*(?:[,;.(•]|\s(?:at|@|for|with|during|over)\s|$)", text
    )
    if not m:
        return ""
    words = m.group(1).split()
    if not words or len(words) > 3 or words[0].lower() in ("to", "and", "or", "x"):
        return ""
    return " ".join(words)


def _qualifies_previous(items: list[LabelledValue], k: int) -> bool:
    """The words between two values are the postfix of the first ("RMS," in
    "1.5-A RMS, 2-A Peak"), not a label of the second."""
    postfix = postfix_word(items[k - 1].trailing)
    return bool(postfix) and postfix.lower() == items[k].label.strip(" ,;").lower()


_POSTFIX = {"rms", "peak", "pulsed", "continuous", "dc", "ac", "surge"}


def postfix_word(trailing: str) -> str:
    """A qualifier written right after a value ("2-A Peak per bridge" -> "Peak")."""
    m = re.match(r"\s*([A-Za-z]+)\b", trailing)
    return m.group(1) if m and m.group(1).lower() in _POSTFIX else ""


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


def _row_label(items: list[LabelledValue], k: int) -> str:
    """ "Rated load 16 A at 250 VAC, 16 A at 30 VDC 8 A at 250 VAC, 5 A at 30 VDC": a row's
    label names each further unnamed value of the same quantity, however long the row."""
    lv = items[k]
    # "Baud rate: 2400 ... 9600bps, default 9600bps": a setting's word alone names no field
    setting = _SETTING_ONLY.match(lv.label)
    # "2 mA (display on), 0.3 mA (display off)": the words before this value are the case of
    # the value before it, and name nothing of their own
    case_before = _CASE_OF_VALUE_BEFORE.match(lv.label)
    if k == 0 or (own_words(lv.label) and not (setting or case_before)):
        return ""
    if not own_words(items[0].label):
        return ""
    if items[0].value.dimension != lv.value.dimension:
        return ""
    row = _nearest(items[0].label)
    return f"{row} ({setting.group(1)})" if setting else row  # (its case: the condition)


_SETTING_ONLY = re.compile(r"^\W*(default|factory(?: default)?|preset)\W*$", re.I)
_CASE_OF_VALUE_BEFORE = re.compile(r"^\s*\(?[^()]*\)[^\w(]*(?:(?:and|or)\b[^\w(]*)?$", re.I)


def label_tries(items: list[LabelledValue], k: int, ctx: LineContext) -> list[str]:
    """Candidate labels for value ``k`` of a line, most specific first."""
    lv = items[k]
    opened = _sentence_left_open(ctx.paragraph[-1] if ctx.paragraph else "")
    if k == 0 and opened and not own_words(lv.label) and not own_words(lv.context):
        # "... in that minute. Working temperature" / "-15 °C to +70 °C. Keep it ...": the
        # sentence the line above left open names the value that opens this line
        return [opened, *_label_tries(items, k, ctx)]
    return _label_tries(items, k, ctx)


def _label_tries(items: list[LabelledValue], k: int, ctx: LineContext) -> list[str]:
    lv = items[k]
    named = bool(own_words(lv.label))
    after = trailing_words(lv.trailing)
    wrapped = ""
    if not after and not lv.trailing.strip() and k == len(items) - 1 and named_elsewhere(ctx):
        after = trailing_words(ctx.following)  # "... use over 60ms" / "measurement cycle, ..."
        prev = ctx.previous[-1] if ctx.previous else ""
        if after and k == 0 and not own_words(lv.context) and prev and not has_digit(prev):
            # a value between the two halves of its wrapped name ("Recommended operating
            # ambi" / "-40 °C ~ +85 °C" / "ent temperature range"): both halves name it
            wrapped = f"{clean_line(prev)} {after}"
    supply = supply_named_after(lv.trailing)
    if supply and lv.value.dimension == "voltage":
        # "1.71 to 3.6 V for the sensor supply VDD and 1.2 to 3.6 V for the interface
        # supply VDDIO": each range is for the rail named right after it; the words
        # before the second one still name the first rail
        return [supply]
    if is_prose(lv):
        # mid-sentence, only the words right before the value name it ("the ranging
        # accuracy can reach to 3mm"); words further back belong to the sentence
        label = _nearest(lv.label if named else lv.context, 5)
        if after and _clause_closed(lv):
            return [after, f"{label} {after}"]
        return [x for x in (label, f"{label} {after}".strip() if after else "") if x]
    label = _nearest(lv.label if named else lv.context)
    tries = [label, f"{label} {after}".strip()] if after else [label]
    if after and _clause_closed(lv):
        tries.insert(0, after)
    if wrapped:
        tries.insert(0, wrapped)
    own_postfix = postfix_word(lv.trailing)
    if own_postfix and k > 0 and _qualifies_previous(items, k):
        # "1.5-A RMS, 2-A Peak": "RMS" closes the value before; "Peak" names this one
        tries.insert(0, own_postfix)
    row_label = _row_label(items, k)
    if row_label:
        # before the context: that also holds the earlier values and their own tags
        # ("16 A (NO) /" in front of "8 A (NC)")
        tries.append(row_label)
    if (k == 0 or not named) and len(lv.context) <= 60:
        tries.append(lv.context)
    prev = ctx.previous[-1] if ctx.previous else ""
    if k == 0 and prev and not has_digit(prev) and len(prev) < 60:
        tries.append(f"{clean_line(prev)} {lv.context}")
    if not own_words(lv.context) or _only_codes(lv.context):
        if ctx.parent:
            tries.append(f"{ctx.parent} {lv.context}".strip())
        if prev and len(clean_line(lv.context)) < 40 and _same_kind_above(prev, lv):
            # a line of bare values continues the key-value line above ("10A 125VAC")
            above = _label_of_line(prev)
            if above and _only_codes(lv.context):
                # the line above names its own case ("1A/1C(NO)"); this line states another
                above = re.sub(r"\s*[\w/]*\([A-Z]{1,3}\)\s*$", "", above)
            if above:
                tries.append(f"{above} {lv.context}".strip())
        heading = _heading_above(ctx.previous)
        if heading:
            tries.append(f"{heading} {lv.context}")
        following = clean_line(ctx.following)
        # (a line going on the sentence above, "... so a" / "3.3 V output cannot ...", is
        # named by that sentence, not by the heading below it)
        midsentence = bool(prev) and ends_mid_sentence(prev)
        if (
            k == 0
            and following
            and not midsentence
            and not has_digit(following)
            and len(following) < 60
        ):
            # a name centred between its versions' lines ("GZM-1: 4.5 ... 5.5 V" /
            # "Supply voltage" / "GZM-1L: 3.0 ... 3.6 V"): the first line is named below
            tries.append(f"{following} {lv.context}")
    elif ctx.parent:
        # an item naming only its case under a heading naming the quantity ("Temperature
        # ranges:" / "- Industrial (I): -40 to +85 °C"): the heading and the case together
        tries.append(f"{ctx.parent} {lv.context}".strip())
    return [t for t in tries if t]


_SUPPLY_AFTER = re.compile(
    r"^\s*(?:for|on|at)\s+(?:the|its|an?)?\s*((?:[\w-]+\s+){0,3}?(?:supply|rail|domain)"
    r"(?:\s+(?:voltage|pin))?(?:\s*\(?[A-Z][A-Z0-9_]{1,7}\)?(?![a-z]))?)",
    re.I,
)


def _same_kind_above(prev: str, lv: LabelledValue) -> bool:
    """A line of bare values continues the key-value line above only in that line's kind:
    "UVS-3: 0 ... 1.1 V" under "Supply current typ. 110 µA" states no supply current."""
    kinds = {q.dimension for q in find_quantities(prev) if q.dimension}
    return not kinds or lv.value.dimension in kinds


def supply_named_after(trailing: str) -> str:
    """The supply rail a prose value is stated for when the clause right after it names
    one ("... V for the interface supply VDDIO"), else empty."""
    m = _SUPPLY_AFTER.match(trailing)
    return m.group(1).strip() if m else ""


def _clause_closed(lv: LabelledValue) -> bool:
    """ "12-bit resolution, 320-mV shunt full-scale range": the clause before the comma
    names another value; the words right after this one name it."""
    return bool(own_words(lv.label)) and re.search(r"[,;]\s*$", lv.before) is not None


def named_elsewhere(ctx: LineContext) -> bool:
    """The next line may finish this line's statement: it states no value of its own (a
    row "Tstg Storage Temperature -40 to 150 °C" below names its own number)."""
    return not any(lv.value.canonical for lv in labelled_values(ctx.following))


def _only_codes(label: str) -> bool:
    """A label of short capital codes only ("1B/1C(NC)"): it qualifies the values
    of the key-value line above rather than naming them."""
    words = own_words(label)
    return bool(words) and len(label) < 20 and all(len(w) <= 3 and w.isupper() for w in words)


# What a sentence's verb says a value is, when no words right before it name a field
# ("the board draws about 4.1 mA", "is working between -10 and +50 °C", "at 9600 baud"):
# (dimension, the words, the label they stand for). A temperature takes its label only as
# a range: "runs at 85 °C" states a condition, not the range the part works in.
# The verb needs a subject the sheet points at: "it", "the board", "its contacts", the
# part's number ("TXR-433-HV draws 9 mA"); "high-torque servos will draw more than 1 A"
# speaks of things in general, another part's draw.
# the serial frame a port's bit rate is stated with ("8 data bits, no parity, 1 stop bit")
SERIAL_FRAME = re.compile(r"\b(?:data|stop)\s+bits?\b|\bparity\b|\b8N1\b", re.I)
_SELF = r"(?:\bit|\b(?:the|this|its)\s+[\w-]+(?:\s+[\w-]+)?|\b[A-Z]{1,6}-?\d[\w-]*)"
_VERB_LABELS: tuple[tuple[str, re.Pattern[str], str], ...] = (
    ("current", re.compile(rf"{_SELF}[^.;]{{0,30}}\b(?:draws?|consumes?|pulls?)\b", re.I),
     "supply current"),
    ("temperature",
     re.compile(rf"{_SELF}[^.;]{{0,30}}\b(?:works?|working|operates?|operating|functions?)\b",
                re.I),
     "operating temperature range"),
    ("voltage", re.compile(r"\bgate\b.{0,40}\bturns?\s+on\b", re.I), "gate threshold voltage"),
    # a bit rate beside the serial frame it comes with ("4800 bit/s, 8 data bits, no parity,
    # 1 stop bit", "starts at 9600 baud, 8N1") is the port's baud rate
    ("bitrate", SERIAL_FRAME, "UART baud rate"),
)  # fmt: skip


def verb_label(sentence: str, lv: LabelledValue) -> str | None:
    """The label a sentence's verb gives value ``lv``, if any (see :data:`_VERB_LABELS`).
    A sentence with another value of the same kind ("operates from -30 to +80 °C and can
    be stored from -40 to +100 °C") does not say which one the verb is about."""
    pv = lv.value
    # (the sentence is given without the value itself)
    if any(q.dimension == pv.dimension for q in find_quantities(sentence)):
        return None
    for dimension, words, label in _VERB_LABELS:
        if pv.dimension != dimension or not words.search(sentence):
            continue
        if dimension == "temperature" and (pv.min is None or pv.max is None):
            continue
        return label
    return None


# the last sentence of a prose line, when the line stops before its value: words only, no
# closing stop, colon or bracket
_OPEN_TAIL = re.compile(r"[.!?;]\s+([A-Z][A-Za-z -]{3,40})$")


def _sentence_left_open(text: str) -> str:
    m = _OPEN_TAIL.search(text.rstrip())
    if m is None or running_words(text) < 6:
        return ""  # a table's label column or a heading, not a sentence that goes on
    return m.group(1).strip()
