"""Values that are test conditions, not specifications ("VDD = 5V", "at 25 °C", "if the
output current is greater than 10mA", a chain of joined conditions), and the condition a
statement's value holds under.
"""

from __future__ import annotations

import re

from specproof.extract.lines.values import FORM_CODE, LabelledValue, clean_line, is_prose, own_words

_COND_WORD = re.compile(r"(?:=|≈|@|\b(?:at|for|with|when|if|under))\s*[-+]?$", re.I)
# a term of a formula a condition sets ("VIN = VOUT(nom) + 1 V"), and the other choice of a
# "whichever is greater" condition: no value of the part
_IN_FORMULA = re.compile(r"=\s*[^=,;]{0,30}?[\w)]\s*[+−×*/]\s*$|=\s*[^=,;]{0,30}?[\w)]\s+-\s+$")
_WHICHEVER = re.compile(r"^[^.;]{0,12}\bwhichever\b", re.I)
_SYMBOL_CMP = re.compile(
    r"\b(?:[A-Z][A-Z0-9_]{0,6}|[A-Z][a-z]?[A-Z0-9_]\w{0,5}|[VITtf][A-Za-z]{0,2})\s*[<>≤≥]\s*[-+]?$"
)
IF_CLAUSE = re.compile(
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
    if _IN_FORMULA.search(before) or _WHICHEVER.match(lv.trailing):
        return True  # "VIN = VOUT(nom) + 1 V or 2.5 V, whichever is greater": a test input
    if before.endswith("(") and _CASE_IN_BRACKET.match(lv.trailing):
        # "±2% (1.5V≤VOUT(T))": the case the value before the bracket holds in; "1.2V ~
        # 5.0V (0.1V increments)": the step the range is set in; "(3.0V type)": a variant
        return True
    if _test_duration(items, k):
        return True
    if _joins_condition(items, k, previous, memo):
        return True
    clause = re.split(r"[,;:.(]\s", before)[-1]
    if IF_CLAUSE.search(clause):
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


# a bracket that closes right after comparing the value with a symbol ("(1.5V>VOUT(T))"),
# or that names the value a step ("(0.1V increments)") or the variant it holds for ("(3.0V
# type)")
_CASE_IN_BRACKET = re.compile(
    r"^\s*(?:[<>≤≥]=?\s*[A-Za-z][\w()]{0,12}\)|(?:increments?|steps?|types?|versions?)\b)", re.I
)
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
    return m is not None and not FORM_CODE.match(m.group(0).strip())


def value_condition(
    items: list[LabelledValue], k: int, previous: str, trailing: str, qualifiers: str = ""
) -> str:
    """The condition a key-value statement holds under: words after the value, the
    label's qualifiers, and the given of a derived value ("VCC = 5 V" for "VIOUT(Q) = 2.5 V")."""
    given = antecedent(items, k, previous)
    parts = [given, trailing]
    parts += [q for q in qualifiers.split(", ") if q and q not in trailing]
    return ", ".join(x for x in parts if x)
