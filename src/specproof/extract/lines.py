"""Key-value and bullet lines: "Supply voltage: 3.3~5.5 V", "Working Current 15mA".

Every quantity with a unit on a line becomes a candidate; its label is the text in
front of it (back to the previous quantity, or to the line start when that text
says nothing). The lexicon decides the field; a label that maps to nothing yields
no fact.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

# lexicon and tables import nothing of lines
from specproof.extract.lexicon import implied_unit
from specproof.extract.tables import first_x, subject_words
from specproof.records import Line
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


# dot leaders ("VDD ........ 7.0V"), but not "-40...+85" (NFKC writes "…" as three dots)
# (four or more dots first: "VCC.......6.5V" must not keep a dot glued to its value)
_LEADER = re.compile(r"\.{4,}|(?<!\d)\.{3}(?![.\s]?[-+]?\d)|…{2,}|·{3,}|_{3,}")
_BULLET = re.compile(r"^\s*(?:[•●▪■◆◦·\-*]|\d+[.)、]|[a-z][.)])\s+")
_INLINE_BULLET = re.compile(r"\s[•●▪■◆◦]\s")
_SUB_BULLET = re.compile(r"^\s*[-–◦○▪]\s+")  # items of a list nested under a title bullet


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
            _take_implied_unit(pv, t[max(prev_end, 0) : pv.start])
        if pv.canonical is None:
            continue  # "VDD to GND" is a label, not a value
        if pv.start > 0 and t[pv.start - 1] in ")]":
            continue  # a subscript glued to a symbol: "VIOUT(Q)5V"
        if re.match(r"/[A-Za-z]", t[pv.end : pv.end + 2]) and "/" not in (pv.canonical or ""):
            continue  # "ADS1113/4/5 A/D core": a word with a slash, not a unit
        if _is_divisor(t[: pv.start]):
            continue  # "VIOUT(Q)VCC / 5 V": a term of a formula, no stated value
        if _FORM_CODE.match(t[pv.start : pv.end]) and _FORM_NEXT.match(t[pv.end :]):
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
    if pv.dimension is not None or not pv.bounds() or re.search(r"\d", label):
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
        out.append(lv)
    return out


_FORM_CODE = re.compile(r"^[12]\s?[ABC]$")
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
    above: str = ""  # the nearest earlier line of the same text column
    parent: str = ""  # the title a list of bare values hangs from ("Maximum data rates")
    paragraph: list[str] = field(default_factory=list)  # earlier lines of its paragraph
    lead: str = ""  # the item a nested list item hangs from, numbers and all
    heading: str = ""  # the title of the "Key: value" list the line belongs to
    below: str = ""  # the next line of the same text column, when it continues the line


def line_context(lines: list[str], i: int) -> LineContext:
    return LineContext(lines[max(0, i - 8) : i], lines[i + 1] if i + 1 < len(lines) else "")


def line_context_of(lines: list[Line], i: int) -> LineContext:
    """Like :func:`line_context`, and also the line above in the same column: on a
    two-column page the previous line in reading order may sit in the other column."""
    # only the window line_context reads: a list of the whole page per line is quadratic
    start = max(0, i - 8)
    ctx = line_context([x.text for x in lines[start : i + 2]], i - start)
    x0, x1 = _first_column(lines[i])
    ctx.paragraph = _paragraph_above(lines, i, x0, x1)
    ctx.heading = list_heading(lines, i)
    ctx.below = _next_in_column(lines, i, x0, x1)
    marker = _SUB_BULLET.match(normalise_text(lines[i].text))
    siblings = True
    for prev in reversed(lines[max(0, i - 8) : i]):
        text = " ".join(sp.text for sp in prev.spans if sp.x0 < x1 and sp.x1 > x0 - 20)
        if not text.strip():
            continue  # a line of the other column
        if not ctx.above:
            ctx.above = text
        if marker is None or not siblings:
            break
        if _SUB_BULLET.match(normalise_text(text)) and re.search(r"\d", clean_line(text)):
            continue  # a sibling item of the same list ("– 110 Mbps (push pull)")
        if first_x(prev) > first_x(lines[i]) + 5.0 and not _SUB_BULLET.match(normalise_text(text)):
            continue  # the wrapped second line of a sibling item ("and RTY Package Options")
        siblings = False
        if len(clean_line(text)) < 80:
            ctx.lead = clean_line(text)
        if not re.search(r"\d", clean_line(text)) and len(clean_line(text)) < 60:
            ctx.parent = clean_line(text)
        break
    return ctx


def _next_in_column(lines: list[Line], i: int, x0: float, x1: float) -> str:
    """The text of the next line in the column of ``lines[i]``, within a line's pitch: on a
    two-column page the next line in reading order may be the other column's."""
    line = lines[i]
    for nxt in lines[i + 1 : i + 4]:
        spans = [sp for sp in nxt.spans if sp.x0 < x1 and sp.x1 > x0 - 20]
        if not spans:
            continue
        if nxt.bbox[1] - line.bbox[3] > 0.8 * max(line.size, 6.0):
            return ""
        return " ".join(sp.text for sp in spans)
    return ""


# a clause of a sentence that states the case a value holds for and breaks off at the
# line's end: "±2 °C for temperatures ranging from" / "-200 °C to +700 °C for K-type ..."
_OPEN_CASE = re.compile(
    r"^\s*(?:for|over|across|within|between|from)\b[^.;:()]*\b(?:from|between|of|over|to)\s*$",
    re.I,
)


def continued_case(lv: LabelledValue, ctx: LineContext) -> str:
    """The case a prose value holds for when its sentence carries it on to the next line
    of the column: the clause after the value and that line up to the clause's end. Cut
    at the line end, the value reads as holding for everything."""
    if len(lv.trailing) >= 60 or not ctx.below or not _OPEN_CASE.match(lv.trailing):
        return ""
    rest = re.split(r"(?<!\d)[.;](?!\d)|\s[•●]\s", clean_line(ctx.below))[0].strip()
    if not rest or not re.search(r"\d", rest):
        return ""
    return f"{lv.trailing.strip()} {rest}"


_KEY_ITEM = re.compile(r"^\s*[^\d:]{2,40}:\s*\S")


def list_heading(lines: list[Line], i: int) -> str:
    """The short title a list of "Key: value" lines hangs from ("Relative humidity" over
    "Resolution: ...", "Response time: ..."; "Temperature" over the same keys again).
    Spec sheets list the same keys once per measured quantity or subsystem, and only the
    title tells the two lists apart. Walks up the list's own column over sibling items
    and their wrapped value lines; a title that only names the kind of list
    ("Electrical Characteristics") says nothing the keys do not."""
    line = lines[i]
    if not _KEY_ITEM.match(normalise_text(line.text)):
        return ""
    x0, below = first_x(line), line
    for prev in reversed(lines[max(0, i - 12) : i]):
        if abs(first_x(prev) - x0) > 3.0 or below.bbox[1] - prev.bbox[3] > 2.5 * max(
            prev.size, 6.0
        ):
            return ""
        text = clean_line(prev.text)
        if ":" in text or re.search(r"\d", text):
            below = prev
            continue  # a sibling item, or a value line of one
        titled = len(text.split()) <= 5 and text[:1].isupper() and not text.endswith(".")
        return text if titled and subject_words(text) else ""
    return ""


def _paragraph_above(lines: list[Line], i: int, x0: float, x1: float) -> list[str]:
    """The earlier lines of the paragraph line ``i`` stands in, in its own text column
    (nearest last): up to a gap wider than a line, or to the paragraph's indented first
    line. Empty when the line itself starts a paragraph."""
    out: list[str] = []
    below = lines[i]
    for prev in reversed(lines[max(0, i - 8) : i]):
        spans = [sp for sp in prev.spans if sp.x0 < x1 and sp.x1 > x0 - 20]
        if not spans:
            continue  # a line of the other column
        if below.bbox[1] - prev.bbox[3] > 0.8 * max(prev.size, 6.0):
            break
        if below is lines[i] and first_x(below) > spans[0].x0 + 8.0:
            break  # the line is the indented first line of its paragraph
        out.insert(0, " ".join(sp.text for sp in spans))
        if spans[0].x0 > x0 + 8.0 or len(out) == 4:
            break  # the paragraph's indented first line
        below = prev
    return out


_OPEN_END = re.compile(
    r"\b(?:of|to|the|a|an|and|or|is|are|at|by|with|from|for|than|in|on|as|be)\s*$", re.I
)


def ends_mid_sentence(text: str) -> bool:
    """A line that breaks off after a word no sentence ends with ("... a fixed gain of")."""
    return _OPEN_END.search(text) is not None


def _first_column(line: Line) -> tuple[float, float]:
    """The horizontal extent of a line's first run of spans, up to a column gap."""
    if not line.spans:
        return line.bbox[0], line.bbox[2]
    x0, x1 = line.spans[0].x0, line.spans[0].x1
    for sp in line.spans[1:]:
        if sp.x0 - x1 > 40:
            break
        x1 = sp.x1
    return x0, x1


_COND_WORD = re.compile(r"(?:=|≈|@|\b(?:at|for|with|when|if|under))\s*[-+]?$", re.I)
_SYMBOL_CMP = re.compile(
    r"\b(?:[A-Z][A-Z0-9_]{0,6}|[A-Z][a-z]?[A-Z0-9_]\w{0,5}|[VITtf][A-Za-z]{0,2})\s*[<>≤≥]\s*[-+]?$"
)
_IF_CLAUSE = re.compile(
    r"\b(?:if|when|whenever|unless|while|provided|in\s+case|in\s+the\s+event|assum\w*|suppose)\b"
    # "Logic-low voltages are specified at a sink current of 4mA": the test condition
    r"|\b(?:specified|measured|tested|characteri[sz]ed|guaranteed)\s+(?:at|with|under|for|by)\b",
    re.I,
)


# "VCC = 5 V translates into VIOUT(Q) = 2.5 V": the value after the verb is the result
_CONSEQUENCE = re.compile(
    r"\b(?:translates?\s+(?:in)?to|results?\s+in|gives?|yields?|corresponds?\s+to|becomes|"
    r"leads?\s+to)\s*$",
    re.I,
)
_ASSIGNED_SYMBOL = re.compile(r"([A-Za-z][\w()]{0,12})\s*=\s*[-+]?$")


def _text_before_symbol(lv: LabelledValue) -> str | None:
    """The line text in front of "SYMBOL =" right before a value, None without one."""
    m = _ASSIGNED_SYMBOL.search(lv.before)
    if m is None:
        return None
    return lv.before[: m.start()].rstrip()


def antecedent(items: list[LabelledValue], k: int, previous: str = "") -> str | None:
    """The condition of a derived value ("VCC = 5 V" for "... VCC = 5 V translates
    into VIOUT(Q) = 2.5 V"), or None when the value is no such result."""
    head = _text_before_symbol(items[k])
    if head is None:
        return None
    source = head if head else clean_line(previous)
    if not _CONSEQUENCE.search(source):
        return None
    given = re.findall(r"[A-Za-z][\w()]{0,12}\s*=\s*[-+]?\d[\d.]*\s*[A-Za-zµμ°%]*", source)
    return given[-1] if given else ""


def is_condition_value(items: list[LabelledValue], k: int, previous: str = "") -> bool:
    """ "VDD = 5V", "at 25 °C", "if the output current is greater than 10mA": a test
    condition. "PH ≤950mW" after a parameter name, with nothing following, is the spec,
    and so is the result of a "translates into" sentence."""
    return _condition_at(items, k, previous, {})


def _condition_at(items: list[LabelledValue], k: int, previous: str, memo: dict[int, bool]) -> bool:
    """:func:`is_condition_value` of value ``k``, each value decided once: a chain of
    joined conditions asks again about every value before it, which without ``memo``
    grows exponentially with the number of values on the line."""
    if k not in memo:
        memo[k] = _decide_condition(items, k, previous, memo)
    return memo[k]


def _decide_condition(
    items: list[LabelledValue], k: int, previous: str, memo: dict[int, bool]
) -> bool:
    lv = items[k]
    before = lv.before.rstrip()
    if antecedent(items, k, previous) is not None:
        return False
    if previous and (not lv.label or _CONNECTOR.fullmatch(lv.label.strip())):
        # a value at the start of a line ends the sentence of the line above ("... For" /
        # "10-bit resolution"): that sentence's words say whether it is a condition
        before = f"{clean_line(previous)} {before}".strip()
        if _RANGE_OPEN.search(before) and (lv.value.min is None or lv.value.max is None):
            return True  # "a single 3- to" / "5.5-V supply": half a range, its start is lost
    if _COND_WORD.search(before) or _IN_CONDITION_PARENS.search(before):
        return True
    if _test_duration(items, k):
        return True
    if _joins_condition(items, k, previous, memo):
        return True
    clause = re.split(r"[,;:.(]\s", before)[-1]
    if _IF_CLAUSE.search(clause):
        return True
    m = _SYMBOL_CMP.search(before)
    if m is None:
        return False
    if is_prose(lv) or before.count("(") > before.count(")"):
        return True  # "(as well as for PGA = 1 and VDD < 4V)": a case a sentence names
    named = own_words(lv.label[: max(0, len(lv.label) - len(m.group(0)))])
    return k + 1 < len(items) or not named or _compared_before(items, k)


def _joins_condition(
    items: list[LabelledValue], k: int, previous: str, memo: dict[int, bool]
) -> bool:
    """ "0.24 mA typical at 3 V and 400 kHz SCL": a value joined by "and" or a comma to a
    test condition, with no name of its own between, is one more term of that condition."""
    lv = items[k]
    if k == 0 or own_words(lv.label) or not _JOINED.search(lv.before):
        return False
    if items[k - 1].value.dimension == lv.value.dimension:
        return False  # "3.3 V and 5 V": options or a range of one quantity
    if not _condition_at(items, k - 1, previous, memo):
        return False
    return not _next_pair(items, k, previous, memo)


def _next_pair(items: list[LabelledValue], k: int, previous: str, memo: dict[int, bool]) -> bool:
    """ "16 A at 250 VAC, 16 A at 30 VDC": the value is of the same quantity as the spec
    value the condition chain before it qualifies, so it starts the next value/condition
    pair of a list, not one more term of that condition."""
    j = k - 1
    while j >= 0 and _condition_at(items, j, previous, memo):
        j -= 1
    return j >= 0 and items[j].value.dimension == items[k].value.dimension


_JOINED = re.compile(r"(?:,|\band|&)\s*$", re.I)


def _compared_before(items: list[LabelledValue], k: int) -> bool:
    """An earlier value of the line is a symbol's comparison too ("VM < 2.5 V  None
    Disabled  VM > 2.7 V"): a row of fault and recovery conditions, no spec among them."""
    return any(_SYMBOL_CMP.search(items[j].before.rstrip()) for j in range(k))


_CONNECTOR = re.compile(r"to|and|or|through|~", re.I)  # "to 5V power supply": a range's end
_RANGE_OPEN = re.compile(r"(?:\bto|~|\bfrom|\bbetween)\s*$", re.I)

# inside an open parenthesis that states a test condition: "≤100mΩ (at 1A 6VDC)"
_IN_CONDITION_PARENS = re.compile(
    r"\(\s*(?:at|@|for|with|when|under|measured|test(?:ed)?)\b[^()]*$", re.I
)


def _test_duration(items: list[LabelledValue], k: int) -> bool:
    """A time written right after another quantity with nothing between ("5000VAC
    1min", "3000 g 0.5 ms"): how long the test applies, not a timing spec."""
    if k == 0 or own_words(items[k].label) or items[k].value.dimension != "time":
        return False
    # a stress (voltage, current, shock) held for a while; after an ambient temperature
    # ("1 / e (63%) of 25℃ 6s") the time is the spec itself
    return items[k - 1].value.dimension in ("voltage", "current", "power", "acceleration")


def is_prose(lv: LabelledValue) -> bool:
    """A value inside a running sentence: many lowercase words before it."""
    words = re.findall(r"\b[a-z]{2,}\b", lv.context)
    return len(words) >= 6 and len(lv.context) > 40


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
    if k == 0 or own_words(lv.label) or not own_words(items[0].label):
        return ""
    if items[0].value.dimension != lv.value.dimension:
        return ""
    return _nearest(items[0].label)


def label_tries(items: list[LabelledValue], k: int, ctx: LineContext) -> list[str]:
    """Candidate labels for value ``k`` of a line, most specific first."""
    lv = items[k]
    named = bool(own_words(lv.label))
    after = trailing_words(lv.trailing)
    wrapped = ""
    if not after and not lv.trailing.strip() and k == len(items) - 1 and named_elsewhere(ctx):
        after = trailing_words(ctx.following)  # "... use over 60ms" / "measurement cycle, ..."
        prev = ctx.previous[-1] if ctx.previous else ""
        if after and k == 0 and not own_words(lv.context) and prev and not re.search(r"\d", prev):
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
    if k == 0 and prev and not re.search(r"\d", prev) and len(prev) < 60:
        tries.append(f"{clean_line(prev)} {lv.context}")
    if not own_words(lv.context) or _only_codes(lv.context):
        if ctx.parent:
            tries.append(f"{ctx.parent} {lv.context}".strip())
        if prev and len(clean_line(lv.context)) < 40:
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
    return [t for t in tries if t]


_SUPPLY_AFTER = re.compile(
    r"^\s*(?:for|on|at)\s+(?:the|its|an?)?\s*((?:[\w-]+\s+){0,3}?(?:supply|rail|domain)"
    r"(?:\s+(?:voltage|pin))?(?:\s*\(?[A-Z][A-Z0-9_]{1,7}\)?(?![a-z]))?)",
    re.I,
)


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


def label_qualifiers(label: str) -> str:
    """Parenthesised qualifiers of a label ("(Res. load)", "(NO)"): the case the value
    holds for, which tells a normally-open rating from a normally-closed one."""
    found = [
        m.group(1)
        for m in re.finditer(r"\(([^()]{2,30})\)", label)
        # "16 A (NO) / ...": a tag right after a value is that value's case, not the label's
        # (after a contact-form code, "1A/1C(NO)", it names the label's case)
        if not _value_before(label[: m.start()])
    ]
    return ", ".join(x.strip() for x in found if not re.match(r"\s*notes?\b", x, re.I))


def _value_before(text: str) -> bool:
    """The text ends in a value with its unit ("16 A"), not in a contact-form code."""
    m = re.search(r"\d+(?:\.\d+)?\s*[A-Za-zµ°%Ω]{0,4}\s*$", text)
    return m is not None and not _FORM_CODE.match(m.group(0).strip())


def value_condition(
    items: list[LabelledValue], k: int, previous: str, trailing: str, qualifiers: str = ""
) -> str:
    """The condition a key-value statement holds under: words after the value, the
    label's qualifiers, and the given of a derived value ("VCC = 5 V" for "VIOUT(Q) = 2.5 V")."""
    given = antecedent(items, k, previous)
    parts = [given, trailing]
    parts += [q for q in qualifiers.split(", ") if q and q not in trailing]
    return ", ".join(x for x in parts if x)


# ---------------------------------------------------------------- statements that state no spec

# "Figure 5: Sink Current Delay Times vs. Input": a caption names curves, no ratings
_CAPTION = re.compile(r"^\s*(?:figure|fig\.)\s*\d", re.I)
# "Note 4: Logic-low voltages are specified at ...": a footnote explains a table's row
_NOTE = re.compile(r"^\s*notes?\s*(?:\d+\s*)?[:.)]", re.I)
# "(1) ...", "c. Antenna load ...", "* ...": footnote markers, read as notes when prose follows
_FOOTNOTE_MARK = re.compile(r"^\s*(?:\(\d{1,2}\)|\d{1,2}\)|[a-z][.)]|\*{1,3})\s*\S")
# "2. The minimum supply voltage VDD is 1.8V and ...": a numbered note under a table
_NUMBERED_NOTE = re.compile(r"^\s*[1-9]\.\s+[A-Z]")
# "(3.0V ≤ VCC ≤ 3.6V, TA = -40°C to +125°C, unless otherwise noted.)": the table's conditions
_CONDITION_LINE = re.compile(r"^\s*\(.*(?:=|unless\s+otherwise).*\)\.?\s*$", re.I)
_HEX_TOKEN = re.compile(r"\b(?:0x[0-9A-Fa-f]{1,4}|[0-9A-F]{2,4}h)\b")


def states_no_spec(text: str, in_table_section: bool = False) -> bool:
    """A line whose numbers are no specifications of the device: a figure caption, a
    footnote, a line of test conditions, a row of a register map or a worked register
    example ("Power 03h 1766h 5990 20 mW 119.8 W"). Numbered sentences are notes only
    in a section of rating tables (elsewhere "1." numbers a features list)."""
    if _CAPTION.match(text) or _NOTE.match(text) or _CONDITION_LINE.match(text):
        return True
    sentence = len(re.findall(r"\b[a-z]{2,}\b", text)) >= 6
    if _FOOTNOTE_MARK.match(text) and sentence:
        return True
    if in_table_section and _NUMBERED_NOTE.match(text) and sentence:
        return True
    return len(_HEX_TOKEN.findall(text)) >= 2


# a worked example or a hypothetical case: "The input voltage in this application
# ranges from -5 V to -12 V", "If the input voltage is greater than -12 V, ..."
_EXAMPLE = re.compile(
    r"\bexamples?\b|\bfor\s+instance\b|\be\.\s?g\.|\bin\s+this\s+(?:application|design|circuit|"
    r"configuration|case|setup)\b|^\s*(?:if|in\s+case|suppose|assum\w*)\b",
    re.I,
)
# "Compensating the pressure value with 32 bit integer has an accuracy of typically 1 Pa":
# a sentence about a computation in a number format states the precision of that
# arithmetic (compensation code, conversion formula), no rating of the sensor
_ARITHMETIC = re.compile(
    r"\b(?:\d+[-\s]?bits?\s+(?:signed\s+|unsigned\s+)?(?:integers?|fixed[-\s]point|floating[-\s]point)"
    r"|(?:fixed|floating)[-\s]point\s+(?:arithmetic|calculation|computation|math|code|formula)"
    r"|double[-\s]precision|integer\s+(?:arithmetic|calculation|computation|math))\b",
    re.I,
)
# a sentence on board assembly or package qualification (soldering, reflow, moisture
# sensitivity, J-STD profiles): its sizes and temperatures are process limits of the
# package, no rating or measuring range of the device
_ASSEMBLY = re.compile(
    r"\bsolder\w*|\breflow\w*|\bmoisture\s+sensitiv\w*|\bJ-?STD\b|\bIPC\b|"
    r"\b(?:board|PCB)\s+(?:assembly|mounting)\b",
    re.I,
)
_SENTENCE_END = re.compile(r"(?<!\d)[.!?](?!\d)\s+(?=[A-Z(])|[.!?]$")


def sentence_before(text: str, start: int, above: str = "") -> str:
    """The sentence a value at ``start`` of the cleaned line stands in, up to the value;
    it runs back onto the line above when the line starts mid-sentence."""
    head = clean_line(text)[:start]
    ends = list(_SENTENCE_END.finditer(head))
    if ends:
        return head[ends[-1].end() :]
    prev = clean_line(above) if above else ""
    ends = list(_SENTENCE_END.finditer(prev))
    if prev and (not ends or ends[-1].end() < len(prev)):
        tail = prev[ends[-1].end() :] if ends else prev
        return f"{tail} {head}".strip()
    return head


def in_example(text: str, lv: LabelledValue, above: str = "") -> bool:
    """The value stands in a sentence about an example circuit or a hypothetical case,
    or last in a run of bare numbers ("Trel 75 80 85 µS": whose bounds the line hides)."""
    sentence = sentence_before(text, lv.value.start, above)
    if _EXAMPLE.search(sentence) or _ARITHMETIC.search(sentence):
        return True
    if is_prose(lv) and _ASSEMBLY.search(f"{sentence} {rest_of(text, lv)[:60]}"):
        return True  # "qualified for soldering of components less than 1.6 mm thick"
    if is_prose(lv) and _IF_CLAUSE.search(re.split(r"[,;]", sentence)[-1]):
        return True  # "... necessary if there are transients at ... (>1 MHz)"
    return re.search(r"(?:^|\s)[-+]?\d+(?:\.\d+)?\s*$", lv.before) is not None


def statement_text(line: Line) -> str:
    """The line's text with a bullet mark between two columns of running text ("• 500 µA
    max. active current at 5V | of only 5 nA and typical ..."), so no label reaches
    across the gap; a label and its value in a table-like line stay together."""
    parts: list[str] = []
    last_x1 = None
    for sp in line.spans:
        words = re.findall(r"\b[a-z]{2,}\b", sp.text)
        if parts and last_x1 is not None and sp.x0 - last_x1 > 40 and len(words) >= 4:
            left = " ".join(parts)
            if len(re.findall(r"\b[a-z]{2,}\b", left)) >= 2:
                parts.append("•")
        parts.append(sp.text)
        last_x1 = sp.x1
    return " ".join(parts) if parts else line.text


def is_bullet(text: str) -> bool:
    """A list item of its own ("• 500 µA max. active current"), not a nested sub-item."""
    return _BULLET.match(normalise_text(text)) is not None and not _SUB_BULLET.match(
        normalise_text(text)
    )


def range_of_tolerance(items: list[LabelledValue], k: int) -> bool:
    """A range followed, with no name between, by a ± deviation of the same quantity
    ("1100 ... 1250 hPa ±1.5 hPa", "20-80 %RH ±3 %RH"): the range is the case the
    deviation holds for, no value of its own."""
    pv = items[k].value
    if pv.tolerance or pv.min is None or pv.max is None or k + 1 >= len(items):
        return False
    nxt = items[k + 1]
    return nxt.value.tolerance and nxt.value.dimension == pv.dimension and not own_words(nxt.label)


def tolerance_case(line: Line, below: Line | None, items: list[LabelledValue], k: int) -> str:
    """The case a ± deviation holds for: the range right before it ("AP,full 300 ... 1100
    hPa ±1.0 hPa"), and a lone range of another quantity set under that range on the
    next line ("0 ... 65 °C"): a wrapped condition cell of the same row, since rows of
    one parameter differ exactly in such cases. Empty when the value has no such range."""
    if k == 0 or not range_of_tolerance(items, k - 1):
        return ""
    case = items[k - 1].value
    parts = [clean_line(line.text)[case.start : case.end].strip()]
    wrapped = _wrapped_condition(line, below, case)
    if wrapped:
        parts.append(wrapped)
    return ", ".join(p for p in parts if p)


def _wrapped_condition(line: Line, below: Line | None, case: ParsedValue) -> str:
    """The text of ``below`` set right under the span holding ``case``, when it is one
    quantity of another kind and nothing else."""
    if below is None or not line.spans or not below.spans:
        return ""
    if below.bbox[1] - line.bbox[3] > 0.8 * max(line.size, 6.0):
        return ""
    head = str(case.min if case.min is not None else case.value)
    head = head[:-2] if head.endswith(".0") else head
    span = next((sp for sp in line.spans if head in sp.text), None)
    if span is None:
        return ""
    under = [sp.text for sp in below.spans if sp.x0 < span.x1 and sp.x1 > span.x0]
    text = clean_line(" ".join(under))
    found = find_quantities(text)
    if len(found) != 1 or found[0].dimension in (None, case.dimension):
        return ""
    q = found[0]
    if re.search(r"[A-Za-z]{3,}", text[: q.start] + text[q.end :]):
        return ""
    return text


# the signal path a paragraph is about: "Channel B differential input has a fixed gain
# of 32. The full-scale input voltage range is ±80mV": the second sentence's range is
# channel B's, though only the first names it
_CHANNEL = re.compile(r"\b(?i:channel)\s+[A-Z0-9]{1,2}\b|\bCH\s?[A-Z0-9]\b")
_GAIN = re.compile(r"\bgain\s+(?:of\s+|=\s*)?\d+\b", re.I)


def paragraph_subject(text: str, lv: LabelledValue, ctx: LineContext) -> str:
    """The channel (and its gain) the paragraph of a prose value names before the value,
    when its own words name none: the value holds for that channel only."""
    if not ctx.paragraph and not is_prose(lv):
        return ""
    before = " ".join([*(clean_line(x) for x in ctx.paragraph), clean_line(text)[: lv.value.start]])
    sentences = [x for x in _SENTENCE_END.split(before) if x.strip()]
    recent = " ".join(sentences[-2:])
    channels = {re.sub(r"\s+", " ", m.group(0)) for m in _CHANNEL.finditer(recent)}
    if len(channels) != 1 or _CHANNEL.search(rest_of(text, lv)[:40]):
        return ""
    gain = _GAIN.search(recent)
    return ", ".join([channels.pop(), gain.group(0) if gain else ""]).strip(", ")


def lead_condition(lead: str) -> str:
    """What the item a nested list hangs from says about its items' values: a lead-in
    that the items complete ("Outputs can be in Parallel for" / "– 3-A RMS") is their
    case as a whole; a titled item ("Output Current (at VM = 5 V, 25°C)") gives its
    parenthesised test conditions."""
    if not lead:
        return ""
    if ends_mid_sentence(lead):
        return lead
    found = re.findall(r"\(([^()]*(?:=|\bat\b|@)[^()]*)\)", lead)
    return ", ".join(x.strip() for x in found)


def starts_item(text: str) -> bool:
    """The line starts a list item (bullet or nested dash): no sentence runs into it."""
    t = normalise_text(text)
    return _BULLET.match(t) is not None or _SUB_BULLET.match(t) is not None


def rest_of(text: str, lv: LabelledValue) -> str:
    """The line's text after a value, to its end (``trailing`` stops after 60 characters)."""
    return clean_line(text)[lv.value.end :]


# what a bit count written right before it measures when it is no resolution
_CODE_NOUN = re.compile(
    r"^\s*(?:[\w-]+\s+){0,2}(?:rom|code|serial|id|identifier|address|register|crc|key|word|"
    r"counter|timer|bus|cpu|processor|instruction|reads?|writes?|access\w*|transfers?)\b",
    re.I,
)


def counts_a_code(text: str, lv: LabelledValue) -> bool:
    """A bit count that sizes a code, register or bus ("64-BIT Lasered ROM code",
    "8-bit register"), not the resolution of a measurement."""
    return lv.value.dimension == "bits" and _CODE_NOUN.match(rest_of(text, lv)) is not None


# "1.4 V ≤ VCCA ≤ 3.6 V": a range written as two bounds around the symbol
_BETWEEN_SYMBOL = re.compile(r"^\s*[≤<]=?\s*([A-Za-z][\w()]{0,12})\s*[≤<]=?\s*$")


def double_bound(text: str, items: list[LabelledValue], k: int) -> str | None:
    """The symbol a value and the next one bound from both sides ("1.4 V ≤ VCCA ≤
    3.6 V"); the two values then make one range of it. None otherwise."""
    if k + 1 >= len(items):
        return None
    a, b = items[k].value, items[k + 1].value
    if _single(a) is None or _single(b) is None or a.canonical != b.canonical:
        return None
    m = _BETWEEN_SYMBOL.match(clean_line(text)[a.end : b.start])
    return m.group(1) if m else None


def _single(pv: ParsedValue) -> float | None:
    """The one number of a value that is no range ("≤ 3.6 V" reads as a maximum)."""
    bounds = pv.bounds()
    return next(iter(bounds.values())) if len(bounds) == 1 else None


# "TA = TMIN to TMAX, TMIN = -40 °C, TMAX = +125 °C": a sheet that writes its test
# ambient as TMIN to TMAX defines the two once (in a footnote or above a table); that
# pair is the temperature range the part is specified over, its operating range
_T_BOUND = r"T\s?{}\s*=\s*([-+]?\s?\d+(?:\.\d+)?\s*(?:°\s?C|℃|C\b))"
_TMIN = re.compile(_T_BOUND.format("(?:MIN|min)"))
_TMAX = re.compile(_T_BOUND.format("(?:MAX|max)"))


def tmin_tmax_range(text: str) -> ParsedValue | None:
    """The range "TMIN = x, TMAX = y" defines, as one temperature range; None without both."""
    t = normalise_text(text)
    lo, hi = _TMIN.search(t), _TMAX.search(t)
    if lo is None or hi is None:
        return None
    a, b = find_quantities(lo.group(1)), find_quantities(hi.group(1))
    if (
        len(a) != 1
        or len(b) != 1
        or a[0].dimension != "temperature"
        or b[0].dimension != a[0].dimension
    ):
        return None
    x, y = next(iter(a[0].bounds().values())), next(iter(b[0].bounds().values()))
    if x >= y:
        return None
    start, end = min(lo.start(), hi.start()), max(lo.end(), hi.end())
    return ParsedValue(
        raw=t[start:end],
        unit=a[0].unit,
        canonical=a[0].canonical,
        dimension="temperature",
        min=x,
        max=y,
        start=start,
        end=end,
    )
