"""Lines and sentences whose numbers state no rating of the device (captions, footnotes,
register rows, worked examples, arithmetic precision, assembly limits), and statements
read across values: a range that is the case of a ± deviation, a range written as two
bounds around a symbol, a TMIN/TMAX pair, the channel a paragraph is about.
"""

from __future__ import annotations

import re

from specproof.extract.lines.conditions import IF_CLAUSE
from specproof.extract.lines.context import LineContext
from specproof.extract.lines.values import (
    LabelledValue,
    clean_line,
    is_prose,
    own_words,
    rest_of,
    running_words,
)
from specproof.records import Line
from specproof.tokens import ENDS_FROM
from specproof.units import ParsedValue, find_quantities, normalise_text

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
# a line of program code in a wiring example: a call closed by ";" or a "//" comment
# a row of a document's revision history: a date (or revision) and what changed
_REVISION_ROW = re.compile(
    r"^\s*(?:\d{4}[-/.]\d{1,2}[-/.]\d{1,2}|\d{1,2}[-/.]\d{1,2}[-/.]\d{4}|rev(?:ision)?\.?\s*[\w.]+)\b"
    r".{0,60}?\b(?:added|changed|updated|corrected|removed|revised|first edition|initial release|"
    r"new (?:section|figure|table))\b",
    re.I,
)
_PROGRAM_CODE = re.compile(r"\b[A-Za-z_]\w*(?:\.\w+)*\([^()]*\)\s*;|(?<![:/])//\s")
_HEX_TOKEN = re.compile(r"\b(?:0x[0-9A-Fa-f]{1,4}|[0-9A-F]{2,4}h)\b")


def states_no_spec(text: str, in_table_section: bool = False) -> bool:
    """A line whose numbers are no specifications of the device: a figure caption, a
    footnote, a line of test conditions, a row of a register map or a worked register
    example ("Power 03h 1766h 5990 20 mW 119.8 W"). Numbered sentences are notes only
    in a section of rating tables (elsewhere "1." numbers a features list)."""
    if _CAPTION.match(text) or _NOTE.match(text) or _CONDITION_LINE.match(text):
        return True
    if is_program_code(text):
        return True  # "SD.begin(10); // SPI clock 4MHz by default": a library's setting
    if _REVISION_ROW.match(text):
        return True  # "2024-03-04 2 -R codes added; measuring range at VCC = 3.3 V": history
    sentence = running_words(text) >= 6
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
# a sentence saying the part's figure is not given: the numbers in it are another thing's
# a figure the sheet denies the part ("not specified"), or a use it forbids ("Do not operate
# the X from a 12 V supply": the 12 V is no rating); "must not exceed 6 V" states a limit
_NOT_SPECIFIED = re.compile(
    r"\b(?:is|are) not (?:specified|stated|given|guaranteed)\b|"
    r"\b(?:(?:do|does|must|should) not|never) (?:operate|use|run|power|connect)\b",
    re.I,
)
# "the UART pins are not 5 V tolerant; ... with 5 V hosts": a level the part must not see
_NOT_TOLERANT = re.compile(r"\bnot\s+(?:\d+(?:\.\d+)?\s*V[- ]?)?tolerant\b", re.I)
_SENTENCE_END = re.compile(r"(?<!\d)[.!?](?!\d)\s+(?=[A-Z(])|[.!?]$")
# a level the sheet says harms the part ("36V damages the MOSFETs"): no rating of it
_DAMAGING = re.compile(r"^\W{0,3}(?:(?:will|would|can|may)\s+)?(?:damag|destroy|kill|harm)", re.I)


# a level named by the part it belongs to: "a 3.3 V host", "5 V Arduinos", "a 3V3 MCU",
# or by the source that gives it: "a 12 V car battery (14.4 V while charging)", "a 5 V
# power bank" (a nominal of that source, no rating of the part)
_OTHER_PARTY = re.compile(
    r"^\s*(?:[mµu]?V)?\s*-?\s*(?:hosts?|controllers?|mcus?|microcontrollers?|arduinos?|"
    r"raspberry|esp\d*|car\s+batter(?:y|ies)|vehicle\s+batter(?:y|ies)|lead[- ]acid|"
    r"power\s+banks?|wall\s+(?:adapters?|warts?|plugs?)|phone\s+chargers?)\b",
    re.I,
)


# a supply named to be converted down: "From 5 V use a buck regulator set to 4.0 V": the
# voltage the converter takes, no supply of the part
_CONVERTED_FROM = re.compile(
    r"^\s*(?:[mµu]?V\b)?\s*,?\s*(?:(?:you\s+)?(?:must|should|need\s+to)\s+)?"
    r"(?:use|add|fit|insert|needs?|requires?)\s+(?:an?\s+|the\s+)?(?:[\w-]+\s+){0,2}?"
    r"(?:buck|step[- ]?down|regulator|ldo|dc[- ]?dc|converter)\b",
    re.I,
)


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


# a level opening a sentence that says the part stops working past it: "Below 4.5 V the
# display switches off", "Above 36 V the input is damaged". It is the other end of the
# working range from the one "below" / "above" reads as; a level the user is told to keep
# ("keep the supply below 5.5 V") does not open its sentence and stays as it reads
_STOPS_PAST = re.compile(
    r"^\s*(?:below|under|above|over)\s+[^.;]{0,40}?\b(?:"
    r"(?:switch|turn|shut|cut|go|goe|went|drop)\w*\s+(?:off|down|out|dark|blank)|reset\w*|"
    r"stop\w*|fail\w*|cannot|can't|won't|will\s+not|no\s+longer|(?:is|are|gets?)\s+damaged)\b",
    re.I,
)


def bounds_where_it_stops(text: str, lv: LabelledValue, above: str = "") -> bool:
    """The value opens a sentence saying the part stops working past it: its one bound
    is the other end of the range from the one its "below" / "above" reads as."""
    return _STOPS_PAST.search(value_sentence(text, lv, above)) is not None


def turn_bound_round(pv: ParsedValue) -> None:
    """A one-sided bound moved to the other side ("below 4.5 V" read as min 4.5 V)."""
    if (pv.min is None) != (pv.max is None) and pv.typ is None and pv.value is None:
        pv.min, pv.max = pv.max, pv.min
        pv.qualifier = {"max": "min", "min": "max"}.get(pv.qualifier or "", pv.qualifier)


def in_example(text: str, lv: LabelledValue, above: str = "") -> bool:
    """The value stands in a sentence about an example circuit or a hypothetical case,
    or last in a run of bare numbers ("Trel 75 80 85 µS": whose bounds the line hides)."""
    sentence = sentence_before(text, lv.value.start, above)
    if _EXAMPLE.search(sentence) or _ARITHMETIC.search(sentence):
        return True
    if is_prose(lv) and _ASSEMBLY.search(f"{sentence} {rest_of(text, lv)[:60]}"):
        return True  # "qualified for soldering of components less than 1.6 mm thick"
    if is_prose(lv) and IF_CLAUSE.search(re.split(r"[,;]", sentence)[-1]):
        return True  # "... necessary if there are transients at ... (>1 MHz)"
    if denied_in_sentence(text, lv, above):
        return True  # "The card supports up to 25 MHz; the board's clock is not specified"
    if _OTHER_PARTY.match(rest_of(text, lv)):
        return True  # "a level shifter between a 3.3 V host and SDA": the host's level
    if ENDS_FROM.search(sentence) and _CONVERTED_FROM.match(rest_of(text, lv)):
        return True  # "From 5 V use a buck regulator": the converter's input
    return re.search(r"(?:^|\s)[-+]?\d+(?:\.\d+)?\s*$", lv.before) is not None


def is_program_code(text: str) -> bool:
    """A line of program code in a wiring example: its numbers are a library's settings."""
    return _PROGRAM_CODE.search(text) is not None


def value_sentence(text: str, lv: LabelledValue, above: str = "") -> str:
    """The sentence a value stands in, without the value: the words before it and those
    after it up to the sentence's end."""
    # ("... sealed to IP67. Storage: ...": a period after a number ends a sentence too)
    after = re.split(r"[.!?;]\s+(?=[A-Z(])|[.!?;]$", rest_of(text, lv), maxsplit=1)[0]
    return f"{sentence_before(text, lv.value.start, above)} {after}"


def denied_in_sentence(text: str, lv: LabelledValue, above: str = "") -> bool:
    """The value's sentence says the part's figure is not specified: its number is another
    thing's ("the card supports up to 25 MHz; the board's maximum clock is not specified")."""
    sentence = sentence_before(text, lv.value.start, above)
    after = _SENTENCE_END.split(rest_of(text, lv), maxsplit=1)[0]
    whole = f"{sentence} {after}"
    if _NOT_TOLERANT.search(whole) and (
        is_prose(lv) or (re.search(r"\bnot\s*$", sentence) and "tolerant" in after[:12].lower())
    ):
        return True  # in a table row only the very level named ("... 3.3 V | not 5 V tolerant")
    return _NOT_SPECIFIED.search(whole) is not None or bool(_DAMAGING.search(after))


def forbids_or_denies(clause: str) -> bool:
    """A clause saying a figure is not specified, or forbidding a use ("Do not use a 3.3 V
    supply"): its numbers are no rating of the part."""
    return _NOT_SPECIFIED.search(clause) is not None


def statement_text(line: Line) -> str:
    """The line's text with a bullet mark between two columns of running text ("• 500 µA
    max. active current at 5V | of only 5 nA and typical ..."), so no label reaches
    across the gap; a label and its value in a table-like line stay together."""
    parts: list[str] = []
    last_x1 = None
    for sp in line.spans:
        gap = parts and last_x1 is not None and sp.x0 - last_x1 > 40
        if gap and running_words(sp.text) >= 4 and running_words(" ".join(parts)) >= 2:
            parts.append("•")
        parts.append(sp.text)
        last_x1 = sp.x1
    return _INLINE_BOUNDS.sub(r"\1 to \3 \4", " ".join(parts) if parts else line.text)


# "Min. 4.5 Typ. 5.0 Max. 5.5 V": bounds each named before its bare number, the unit after
# the last; read as the range they bound (the typical value between them is no bound)
_INLINE_BOUNDS = re.compile(
    r"\bmin(?:imum|\.)?\s*([-+]?\d+(?:\.\d+)?)\s+(?:typ(?:ical|\.)?\s*([-+]?\d+(?:\.\d+)?)\s+)?"
    r"max(?:imum|\.)?\s*([-+]?\d+(?:\.\d+)?)\s*([A-Za-zµΩ°%][\w/°%]{0,5})",
    re.I,
)


def range_of_tolerance(items: list[LabelledValue], k: int) -> bool:
    """A range next to a ± deviation of the same quantity, with no name between: before
    it ("1100 ... 1250 hPa ±1.5 hPa", "20-80 %RH ±3 %RH") or after it ("± 3% RH (max),
    0-80% RH"); the range is the case the deviation holds for, no value of its own."""
    pv = items[k].value
    if pv.tolerance or pv.min is None or pv.max is None:
        return False
    if k + 1 < len(items):
        nxt = items[k + 1]
        if nxt.value.tolerance and nxt.value.dimension == pv.dimension:
            return not own_words(nxt.label)
    if k > 0:
        before = items[k - 1].value
        return (
            before.tolerance and before.dimension == pv.dimension and not own_words(items[k].label)
        )
    return False


def tolerance_case(line: Line, below: Line | None, items: list[LabelledValue], k: int) -> str:
    """The case a ± deviation holds for: the range right before it ("AP,full 300 ... 1100
    hPa ±1.0 hPa"), and a lone range of another quantity set under that range on the
    next line ("0 ... 65 °C"): a wrapped condition cell of the same row, since rows of
    one parameter differ exactly in such cases. Empty when the value has no such range."""
    if k > 0 and range_of_tolerance(items, k - 1) and items[k].value.tolerance:
        case = items[k - 1].value
    elif k + 1 < len(items) and range_of_tolerance(items, k + 1) and items[k].value.tolerance:
        return clean_line(line.text)[items[k + 1].value.start : items[k + 1].value.end].strip()
    else:
        return ""
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
    channels = {" ".join(m.group(0).split()) for m in _CHANNEL.finditer(recent)}
    if len(channels) != 1 or _CHANNEL.search(rest_of(text, lv)[:40]):
        return ""
    gain = _GAIN.search(recent)
    return ", ".join([channels.pop(), gain.group(0) if gain else ""]).strip(", ")


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
    if single_number(a) is None or single_number(b) is None or a.canonical != b.canonical:
        return None
    m = _BETWEEN_SYMBOL.match(clean_line(text)[a.end : b.start])
    return m.group(1) if m else None


def single_number(pv: ParsedValue) -> float | None:
    """The one number of a value that is no range ("≤ 3.6 V" reads as a maximum)."""
    bounds = pv.bounds()
    return next(iter(bounds.values())) if len(bounds) == 1 else None


# "TA = TMIN to TMAX, TMIN = -40 °C, TMAX = +125 °C": a sheet that writes its test
# ambient as TMIN to TMAX defines the two once (in a footnote or above a table); that
# pair is the temperature range the part is specified over, its operating range
_T_BOUND = re.compile(r"T\s?(MIN|min|MAX|max)\s*=\s*([-+]?\s?\d+(?:\.\d+)?\s*(?:°\s?C|℃|C\b))")


def tmin_tmax_range(text: str) -> ParsedValue | None:
    """The range "TMIN = x, TMAX = y" defines, as one temperature range; None without both."""
    t = normalise_text(text)
    found = {m.group(1).lower(): m for m in reversed(list(_T_BOUND.finditer(t)))}
    lo, hi = found.get("min"), found.get("max")
    if lo is None or hi is None:
        return None
    a, b = find_quantities(lo.group(2)), find_quantities(hi.group(2))
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


# a mode or feature the sheet advises against past a temperature: "Parasite power is not
# recommended for temperatures above +100 °C", "Fast charging is only allowed at
# temperatures below +45 °C". The subject is the mode the limit holds for; the side is
# the bound's.
_MODE_TEMPERATURE_LIMIT = re.compile(
    r"(?:^|[.;:]\s+)(?P<subject>[A-Z][\w\s()/-]{2,50}?)\s+"
    r"(?:is|are)\s+(?:not\s+(?:recommended|allowed|permitted|supported)|(?P<only>only)\s+\w+)"
    r"[\w\s,]{0,30}?\btemperatures?\s+(?P<side>above|over|higher\s+than|below|under|lower\s+than)\s*$",
    re.I,
)


def mode_temperature_limit(sentence_before_value: str) -> tuple[str, str] | None:
    """(mode, "max" or "min") when the words before a temperature limit a named mode to it;
    None for any other sentence."""
    m = _MODE_TEMPERATURE_LIMIT.search(sentence_before_value.strip())
    if m is None:
        return None
    above = m.group("side").lower().startswith(("above", "over", "higher"))
    # "not recommended above 100 °C" and "only allowed below 45 °C" both cap the range
    caps = above != bool(m.group("only"))
    return m.group("subject").strip(), "max" if caps else "min"
