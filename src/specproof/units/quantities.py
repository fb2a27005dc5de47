"""Quantities in datasheet text: values, ranges, limits and tolerances as a
:class:`ParsedValue` ("2.7 to 5.5 V", "-40…+85 °C", "±0.5 °C", "up to 3.4 MHz",
"max. 5 V"), symbolic bounds kept as written ("VDD + 0.3 V") and evaluated for given
rail voltages (:func:`eval_bound`).
"""

from __future__ import annotations

import math
import re
import unicodedata
from dataclasses import dataclass, field, replace

from specproof.tokens import ENDS_FROM
from specproof.units.registry import canonical_unit, convert, dimension_of, to_si


@dataclass(slots=True)
class ParsedValue:
    """Numbers of one quantity as written, and the same in base units.

    A bound the text does not state stays None. ``value`` is a single stated
    number without a qualifier; ``typ`` a nominal value ("5.0V±0.1V", "typ. 5").
    """

    raw: str
    unit: str | None = None  # as written, e.g. "μA"
    canonical: str | None = None  # canonical symbol, e.g. "uA"
    dimension: str | None = None
    min: float | None = None
    typ: float | None = None
    max: float | None = None
    value: float | None = None
    expr_min: str | None = None  # symbolic bound, e.g. "GND"
    expr_max: str | None = None  # symbolic bound, e.g. "VDD+0.3"
    tolerance: bool = False  # "±x": min/max are a symmetric deviation
    options: list[float] = field(default_factory=list)  # "3.3V/5V"
    qualifier: str | None = None  # "max", "min", "typ" when a word or sign said so
    start: int = 0  # span in the text it was found in
    end: int = 0

    def bounds(self) -> dict[str, float]:
        return {
            k: v
            for k, v in (
                ("min", self.min),
                ("typ", self.typ),
                ("max", self.max),
                ("value", self.value),
            )
            if v is not None
        }

    def si(self, name: str) -> float | None:
        v = getattr(self, name)
        if v is None or self.canonical is None:
            return None
        return to_si(v, self.canonical, delta=self.tolerance and name in ("min", "max"))

    def unconvertible(self) -> bool:
        """A known unit whose stated numbers cannot be put in SI (the registry logged
        why): such a value is skipped, never stored half-read."""
        stated = self.bounds()
        return (
            self.canonical is not None
            and bool(stated)
            and all(self.si(name) is None for name in stated)
        )


_DASHES = "\u2010\u2011\u2012\u2013\u2014\u2212\ufe63\uff0d"


_ORDINAL_DEGREE = re.compile(r"[º˚](?=\s?[CF]\b)")


def normalise_text(text: str) -> str:
    """NFKC, one kind of minus/dash and tilde, one micro sign; keeps length-changing
    compatibility forms (℃ -> °C) because every later regex expects them."""
    t = unicodedata.normalize("NFKC", _ORDINAL_DEGREE.sub("°", text))  # "ºC", "˚C"
    t = t.translate({ord(c): "-" for c in _DASHES})
    t = t.replace("～", "~").replace("〜", "~").replace("\u2026", "…").replace("µ", "μ")
    t = t.replace("≦", "≤").replace("≧", "≥").replace("\u00a0", " ")
    return t


_NUM = r"\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?|\.\d+"
_SYMBOLIC = (
    r"(?:V[A-Z]{1,4}\d?|VDD\w*|VCC\w*|Vdd\w*|Vcc\w*|VIN|VS|VL|VREF|AVDD|DVDD|VM|GND|VSS|V\+)"
)


_ONE_BLANK = re.compile(r"[ \t]?")
_SPLIT_MICRO_UNIT = re.compile(r"([μu])\s([AVWFs]\b)")  # "μ A" split by the PDF, "60μ A"
_UNIT_RUN = re.compile(r"[A-Za-zμ°%Ω℃/²\^2()]{1,12}")  # compounds ("mV/A")
_SPACED_UNIT = re.compile(r"[A-Za-zμ°%Ω℃]{1,6}(?:\s?[A-Za-z.]{1,4})?")  # "% RH", "deg C"


def _match_unit(text: str, pos: int) -> tuple[str, str, int] | None:
    """Unit token right at ``pos`` (spaces skipped): (as written, canonical, end)."""
    m = _ONE_BLANK.match(text[pos:])
    p = pos + (m.end() if m else 0)
    rest = text[p:]
    # "500-mA", "2-A", "24-Bit": a hyphen glued between number and unit
    if m is not None and not m.group(0) and rest.startswith("-") and re.match(r"-[A-Za-zμ]", rest):
        hy = _match_unit(text, p + 1)
        if hy is not None and hy[0][:1] not in " \t":
            return "-" + hy[0] if hy[1] == "bit" else hy[0], hy[1], hy[2]
        return None
    # "μ A" split by the PDF, and "60μ A"
    mm = _SPLIT_MICRO_UNIT.match(rest)
    if mm:
        return rest[: mm.end()], canonical_unit(mm.group(1) + mm.group(2)) or "", p + mm.end()
    # compounds ("mV/A") and spaced forms ("% RH", "deg C"): keep the longest known
    best: tuple[str, str, int] | None = None
    for m2 in (_UNIT_RUN.match(rest), _SPACED_UNIT.match(rest)):
        if not m2:
            continue
        cand = m2.group(0)
        # shrink until a known unit is found
        while cand:
            sym = canonical_unit(cand)
            if sym and _unit_boundary(rest, len(cand)):
                if best is None or len(cand) > len(best[0]):
                    best = (cand.rstrip(), sym, p + len(cand.rstrip()))
                break
            cand = cand[:-1]
    return _spaced_rate(text, best) if best else best


_SPACED_DEN = re.compile(r"\s?/\s?([μu]\s?)?([A-Za-z°]{1,4})(?![A-Za-z0-9])")


def _spaced_rate(text: str, unit: tuple[str, str, int]) -> tuple[str, str, int]:
    """ "1.0 V/ µs", "5 V / μ s": a rate (slew, ramp) whose "/" or prefix the PDF set
    apart. Read without its denominator the number is a plain voltage it never states."""
    m = _SPACED_DEN.match(text, unit[2])
    if m is None:
        return unit
    den = (m.group(1) or "").replace(" ", "") + m.group(2)
    sym = canonical_unit(f"{unit[1]}/{den}")
    return (text[unit[2] - len(unit[0]) : m.end()], sym, m.end()) if sym else unit


def _unit_boundary(rest: str, n: int) -> bool:
    return n >= len(rest) or not (rest[n].isalnum() or rest[n] == "_")


def _to_float(s: str) -> float:
    # a number the pattern took across any whitespace ("-\r0", "- 5"): no space is part of it
    s = "".join(s.split()).replace(",", "")
    return float(s)


@dataclass(slots=True)
class _Tok:
    kind: str  # "num", "expr"
    value: float | str
    start: int
    end: int


_MAX_WORDS = re.compile(
    r"(?:<|≤|=<|up\s+to|max(?:imum)?\.?|below|under|less\s+than|not\s+(?:more|exceed\w*)\s+(?:than)?|within|no\s+more\s+than|(?:can|may)\s+reach"
    # "never above 30 V", "not over 6 V": a ceiling, though "above" alone is a floor
    r"|(?:never|not)\s+(?:\w+\s+)?(?:above|over|more\s+than|higher\s+than))\s*$",
    re.IGNORECASE,
)
_MIN_WORDS = re.compile(
    r"(?:>|≥|=>|min(?:imum)?\.?|at\s+least|over|above|more\s+than|not\s+less\s+than|no\s+less\s+than|greater\s+than)\s*$",
    re.IGNORECASE,
)
_NOT_LESS = re.compile(
    r"(?:not|no)\s+less\s+than\s*$|(?:not|no)\s+(?:shorter|lower)\s+than\s*$", re.IGNORECASE
)
_TYP_WORDS = re.compile(
    r"(?:typ(?:ical(?:ly)?)?\.?|about|abt\.?|approx(?:imately|\.)?|≈|~|nominal)\s*$", re.IGNORECASE
)
_TRAIL_MAX = re.compile(r"^\s*\(?(?:max(?:imum)?\.?|or\s+less|\(max\))", re.IGNORECASE)
_TRAIL_MIN = re.compile(r"^\s*\(?(?:min(?:imum)?\.?|or\s+more)", re.IGNORECASE)


_GLUED_DC = re.compile(r"(?<![A-Za-z])DC(\d)")


def find_quantities(text: str, default_unit: str | None = None) -> list[ParsedValue]:
    """Every quantity stated in ``text``, left to right, with its span in ``text``.

    Spans refer to :func:`normalise_text` of the input, which keeps positions for
    everything but compatibility characters (℃ becomes two characters).
    """
    # "DC5V", "DC12V": a DC marker glued before the number (Chinese module sheets) is
    # blanked in place, so the value parses and every span keeps its position
    t = _GLUED_DC.sub(lambda m: "  " + m.group(1), normalise_text(text))
    out: list[ParsedValue] = []
    pos = 0
    while pos < len(t):
        pv = _parse_at(t, pos, default_unit)
        if pv is None:
            nxt = _next_candidate(t, pos + 1)
            if nxt is None:
                break
            pos = nxt
            continue
        out.append(pv)
        pos = max(pv.end, pos + 1)
    return _join_lower_of(t, out)


_LOWER_OF = re.compile(r"\b(?:lower|lesser|smaller)\s+of\s*(?:the\s+)?$", re.I)


def _join_lower_of(t: str, found: list[ParsedValue]) -> list[ParsedValue]:
    """ "The lower of 5.5 or VDD + 0.3": one maximum with two bounds, a number and a
    supply-relative one. Read apart, one of the two limits would be lost."""
    out: list[ParsedValue] = []
    i = 0
    while i < len(found):
        a = found[i]
        b = found[i + 1] if i + 1 < len(found) else None
        if (
            b is not None
            and a.value is not None
            and b.expr_max
            and not b.bounds()
            and _LOWER_OF.search(t[max(0, a.start - 20) : a.start])
            and re.fullmatch(r"\s*(?:or|and|,)\s*", t[a.end : b.start])
        ):
            a.max, a.value, a.qualifier, a.expr_max = a.value, None, "max", b.expr_max
            if a.canonical is None and b.canonical is not None:
                a.unit, a.canonical, a.dimension = b.unit, b.canonical, b.dimension
            a.end, a.raw = b.end, t[a.start : b.end].strip()
            i += 2
        else:
            i += 1
        out.append(a)
    return out


_CAND_RE = re.compile(rf"±|\+\s?/?\s?-\s?\d|[-+]\s?\d|\d|\.\d|\(?\s*{_SYMBOLIC}(?:\b|(?<=\+))")


def _next_candidate(t: str, pos: int) -> int | None:
    m = _CAND_RE.search(t, pos)
    return m.start() if m else None


_SYMBOLIC_OPERAND = re.compile(
    rf"\s*(?P<sym>\(?\s*(?P<name>{_SYMBOLIC})(?:\b|(?<=\+))(?:\s*\))?(?:(?:\s+(?P<op>[-+])\s+|(?P<op2>[-+])\s?|\s(?P<op3>\+)(?=\d))(?P<off>{_NUM})(?![\d.])(?!\s*[A-Za-zμ]*\s*(?:to|~)\b(?=\s*[-+]?\d)))?\s*\)?)"
)
_NUMBER_OPERAND = re.compile(rf"\s*(?P<n>[-+]?\s?(?:{_NUM}))")


def _read_operand(t: str, pos: int) -> _Tok | None:
    """A number (with its sign) or a symbolic bound like "VDD + 0.3" at ``pos``."""
    m = _SYMBOLIC_OPERAND.match(t[pos:])
    if m:
        op = m.group("op") or m.group("op2") or m.group("op3")
        name = m.group("name")
        name = f"({name})" if name.endswith("+") else name  # "(V+)+0.3", not "V++0.3"
        expr = name + (op + m.group("off") if op else "")
        end = pos + m.end()
        if m.group("sym").startswith("(") and not m.group("sym").endswith(")"):
            pass
        return _Tok("expr", expr, pos + m.start("sym"), end)
    m = _NUMBER_OPERAND.match(t[pos:])
    if not m:
        return None
    s = m.group("n")
    # a sign separated from the digits by a space is only a sign right after "±"/start
    before = t[: pos + m.start("n")].rstrip()
    if s[:2] in ("- ", "-\u00a0") and before.endswith("-") and before[-2:-1] in ("", " "):
        # "IDD - - 5 mA": dashes for the empty Min and Typ cells, no minus sign
        return _Tok("num", _to_float(s[1:]), pos + m.start("n") + 1, pos + m.end())
    return _Tok("num", _to_float(s), pos + m.start("n"), pos + m.end())


def _sign_is_separator(t: str, start: int) -> bool:
    """Whether a '-' at ``start`` joins a range rather than negating the number."""
    before = t[:start].rstrip(" ")
    if not before:
        return False
    spaced_after = start + 1 < len(t) and t[start + 1] == " "
    glued_before = start > 0 and t[start - 1] != " "
    prev = before[-1]
    if re.search(r"(?:\bto|\bfrom|\band|=|:|\()$", before, re.IGNORECASE):
        return False
    if glued_before and (prev.isdigit() or prev in "%°Ω)" or prev.isalpha()):
        return True  # "2-400", "3.3V-5.5V"
    # "1.23 V - 37 V" and "-40 - 85": a dash with space after it joins a range; after a
    # plain word ("Storage temperature - 65°C") it is a minus sign set apart
    if not spaced_after:
        return False
    last = before.split()[-1]
    return prev.isdigit() or prev in "%°Ω)" or canonical_unit(last) is not None


# a voltage written with its unit as the decimal point ("1V8", "3V3", "2V8 mode")
_VOLT_POINT = re.compile(r"V(\d{1,2})(?!\w|\.\d)")


def _volt_point(t: str, tok: _Tok) -> tuple[_Tok, _Unit] | None:
    """ "1V8" read as 1.8 V: an integer, "V", then the decimals."""
    m = _VOLT_POINT.match(t, tok.end) if tok.kind == "num" else None
    if m is None or not t[tok.start : tok.end].strip().lstrip("+-").isdigit():
        return None
    value = float(f"{int(float(tok.value))}.{m.group(1)}")
    return _Tok("num", value, tok.start, m.end()), ("V", "V", m.end())


_RATIO_AFTER = re.compile(rf"\s*[×*]\s*\(?\s*{_SYMBOLIC}|\s*x\s*\(?\s*{_SYMBOLIC}(?:\b|(?<=\+))")


_PLUS_MINUS = re.compile(r"(?:±|\+\s?/?\s?-(?=\s?\d))\s?")  # "±8 g", "+-8g", "+/-8 g"
_DIGIT_AHEAD = re.compile(r"\s*\d")


def _parse_at(t: str, pos: int, default_unit: str | None) -> ParsedValue | None:
    m = _PLUS_MINUS.match(t[pos:])
    pm = bool(m)
    p = pos + (m.end() if m else 0)
    if pm and _DIGIT_AHEAD.match(t[p:]) is None:
        return None
    if not pm and p < len(t) and t[p] in "+-" and _sign_is_separator(t, p):
        return None
    first = _read_operand(t, p)
    if first is None or (first.kind == "num" and _glued_number(t, first)):
        return None
    if first.kind == "num" and _RATIO_AFTER.match(t, first.end):
        return None  # "0.7 × VDD": a fraction of a supply, no number of its own
    pv = ParsedValue(raw="", start=pos if pm else first.start)
    pointed = None if pm else _volt_point(t, first)
    if pointed is not None:
        first, unit1 = pointed
    else:
        unit1 = _match_unit(t, first.end)
    cur = unit1[2] if unit1 else first.end
    if unit1 and unit1[1] == "h" and _hex_byte(t, first, unit1[2]):
        return None  # "Register (02h)": a hexadecimal address, no hours
    if unit1 and first.kind == "num" and re.match(r"-0\d", t[cur:]):
        return None  # "CASE 936A-02": a drawing or revision code, no quantity
    second, unit2 = None, None
    if not pm:
        second, unit2, cur = _range_end(t, cur, first, unit1, pv)
    if second is not None and unit1 and unit2 and unit1[1] != unit2[1]:
        first = _in_unit_of_end(first, unit1[1], unit2[1])
    tol = None
    if not pm and second is None and first.kind == "num":
        tol, unit1, cur = _tolerance_after(t, cur, unit1)
    unit = unit2 or unit1
    unit_text = unit[0] if unit else None
    sym = unit[1] if unit else canonical_unit(default_unit)
    if unit is None and default_unit is not None:
        unit_text = default_unit
    if (
        first.kind == "expr"
        and second is None
        and (unit is None or dimension_of(unit[1]) != "voltage")
        and not re.search(r"[-+]\s*[\d.]", str(first.value))
    ):
        # a lone symbol ("VDD") is not a quantity; "VDD+0.3" is. A symbol is a voltage
        # bound only: "(except VBAT) w.r.t. VSS" is no power of "VBAT W"
        return None
    pv.unit = unit_text
    pv.canonical = sym
    pv.dimension = dimension_of(sym) if sym else None
    pv.end = cur
    pv.raw = t[pv.start : cur].strip()
    _assign_numbers(pv, t, first, second, pm, tol)
    if sym is None and default_unit is None and not pm and second is None and tol is None:
        # a bare number without unit is a quantity only when asked for (table cells)
        pv.dimension = None
    return pv


_Unit = tuple[str, str, int]  # (unit as written, canonical symbol, end offset)


def _in_unit_of_end(first: _Tok, unit: str, end_unit: str) -> _Tok:
    """The start of a range whose ends carry their own prefixes ("60 µA to 15 mA",
    "1 kHz to 2 MHz") in the unit of its end, which the whole range is stated in."""
    if first.kind != "num" or dimension_of(unit) != dimension_of(end_unit):
        return first
    try:
        value = convert(float(first.value), unit, end_unit)
    except ValueError:
        return first
    return _Tok("num", round(value, 12), first.start, first.end)


# "DC-12V", "AC-230V": a current kind before the number, no part code
_MARKED_SUPPLY = re.compile(r"(?<![A-Za-z])(?:AC|DC)-$", re.I)


def _glued_number(t: str, first: _Tok) -> bool:
    """A number glued into a word ("ADS1115", "0x76", "I2C", "MCS7"): no quantity."""
    prev = t[first.start - 1] if first.start > 0 else " "
    before = t[first.start - 2] if first.start > 1 else " "
    if (
        prev.isalnum()
        or prev == "_"
        or (prev in ".," and before.isdigit())
        # "PTS-117A", "ACS-712": the number of a part code after its letters and hyphen
        or (prev == "-" and before.isalpha() and not _MARKED_SUPPLY.search(t[: first.start]))
    ):
        return True
    nxt = t[first.end] if first.end < len(t) else " "
    return nxt in "xX" and first.value == 0


_RANGE_SEPARATOR = re.compile(
    # ("between 8.4 V (all cells empty) and 12.6 V (full)": a note on the first end)
    r"\s*(?:\([^()]{1,60}\)\s*(?=(?:and|to)\s))?"
    r"(?P<sep>-\s*to|up\s+to|to|through|~|…|\.\s?\.\s?\.?|-|and|/)\s*",
    re.IGNORECASE,
)


def _range_end(
    t: str, cur: int, first: _Tok, unit1: _Unit | None, pv: ParsedValue
) -> tuple[_Tok | None, _Unit | None, int]:
    """The second operand of a range after ``cur`` ("3- to 5.5-V": the unit of both
    written once, TI style), its unit and the offset after them; (None, None, cur)
    without one. Options written "3.3/5 V" are kept in ``pv.options``."""
    sep = _RANGE_SEPARATOR.match(t[cur:])
    if not sep:
        return None, None, cur
    sep_text = sep.group("sep").strip().lower()
    sep_text = "to" if re.fullmatch(r"-\s*to", sep_text) else sep_text
    sep_text = "up to" if re.fullmatch(r"up\s+to", sep_text) else sep_text
    cand = _read_operand(t, cur + sep.end())
    pointed = _volt_point(t, cand) if cand is not None and sep_text != "/" else None
    if pointed is not None:
        return pointed[0], pointed[1], pointed[1][2]
    if cand is None or not _plausible_second(t, first, cand, sep_text, unit1):
        return None, None, cur
    unit2 = _match_unit(t, cand.end)
    if sep_text == "/":
        pv.options = [float(first.value), float(cand.value)] if cand.kind == "num" else []
    return cand, unit2, unit2[2] if unit2 else cand.end


_TOLERANCE = re.compile(rf"\s*±\s?(?P<d>{_NUM})")


def _tolerance_after(
    t: str, cur: int, unit1: _Unit | None
) -> tuple[float | None, _Unit | None, int]:
    """ "X±Y unit": the tolerance written after a nominal value, the value's unit (the
    tolerance's when the value has none) and the offset after them."""
    mt = _TOLERANCE.match(t[cur:])
    if not mt:
        return None, unit1, cur
    ut = _match_unit(t, cur + mt.end())
    if ut and unit1 and ut[1] == "%" and dimension_of(unit1[1]) != "ratio":
        # "3.3V±5%": a nominal value and its relative tolerance, one quantity
        return _to_float(mt.group("d")), unit1, ut[2]
    if ut and unit1 and dimension_of(ut[1]) != dimension_of(unit1[1]):
        return None, unit1, cur  # "At 25℃ ±5% RH": a condition, then another quantity
    if ut is not None and unit1 is None:
        unit1 = ut
    return _to_float(mt.group("d")), unit1, ut[2] if ut else cur + mt.end()


def _assign_numbers(
    pv: ParsedValue, t: str, first: _Tok, second: _Tok | None, pm: bool, tol: float | None
) -> None:
    if second is not None:
        _assign_range(pv, first, second)
    elif pm:
        d = abs(float(first.value))
        pv.min, pv.max, pv.tolerance = -d, d, True
    elif tol is not None:
        pv.typ = float(first.value)
        pv.tolerance = False
    elif first.kind == "expr":
        pv.expr_max = str(first.value)
    else:
        _assign_single(pv, t, float(first.value), pv.start, pv.end)


def _hex_byte(t: str, first: _Tok, unit_end: int) -> bool:
    """ "02h", "00h": an "h" glued to a zero-led integer is the hexadecimal suffix
    (register addresses); hours are written "2 h", "48h", never with a leading zero. In a
    register map a field's reset value follows its access code ("R/W 4h"), no hours."""
    digits = t[first.start : unit_end - 1]
    if not digits.isdigit():
        return False
    # "Enable QPI (38h)": an instruction's code in brackets after its name
    bracketed = t[first.start - 1 : first.start] == "(" and t[unit_end : unit_end + 1] == ")"
    coded = (
        bracketed
        and len(digits) == 2
        and _INSTRUCTION.search(t[max(0, first.start - 40) : first.start])
    )
    return (digits.startswith("0") and len(digits) >= 2) or bool(
        coded or _ACCESS_CODE.search(t[: first.start])
    )


# a register field's access code: read/write, read-only, write-only
_ACCESS_CODE = re.compile(r"(?<!\S)(?:R/W|RW|RO|WO|R|W)\s+$")
# the words naming a memory's or radio's instruction
_INSTRUCTION = re.compile(
    r"\b(?:read|write|enable|disable|program|erase|reset|release|suspend|resume|command|"
    r"instruction|status|register|power[- ]?down|QPI|SPI)\b[^()]*\($",
    re.I,
)


def _plausible_second(t: str, first: _Tok, cand: _Tok, sep: str, unit1: tuple | None) -> bool:
    u2 = _match_unit(t, cand.end) if cand.kind == "num" else None
    if unit1 and u2 and dimension_of(u2[1]) != dimension_of(unit1[1]):
        return False  # "25℃ and 1m/s": two quantities, not a range
    if sep == "and":
        # "between 2 V and 5 V" is a range; "Versions: 3.3 V and 5.0 V" lists two options
        between = re.search(r"\bbetween\s*$", t[max(0, first.start - 12) : first.start], re.I)
        return first.kind == "num" and cand.kind == "num" and between is not None
    if sep == "up to":
        # "from 300 baud up to 3 Mbaud" is a range; "5 V, up to 2 A" is two quantities
        start = ENDS_FROM.search(t[max(0, first.start - 12) : first.start])
        if start is None:
            return False
        sep = "to"
    if sep == "/":
        # "3.3V/5V" only with the same unit on both; "1/1", "2/4" and
        # "250VAC/110VDC" (two different ratings) are not one quantity
        u2 = _match_unit(t, cand.end)
        return bool(unit1 and u2 and unit1[0] == u2[0])
    if cand.kind == "num" and first.kind == "num" and sep == "-":
        return True
    if sep in ("to", "~", "…", "through") or sep.startswith("."):
        if cand.kind == "num" and unit1 is not None:
            u2 = _match_unit(t, cand.end)
            if u2 is not None and dimension_of(u2[1]) != dimension_of(unit1[1]):
                return False
        return True
    return cand.kind == "expr" and sep == "-" and False


def _assign_range(pv: ParsedValue, a: _Tok, b: _Tok) -> None:
    if a.kind == "num" and b.kind == "num":
        lo, hi = sorted((float(a.value), float(b.value)))
        pv.min, pv.max = lo, hi
        return
    if a.kind == "num":
        pv.min = float(a.value)
    else:
        pv.expr_min = _expr_const(str(a.value), pv, "min")
    if b.kind == "num":
        pv.max = float(b.value)
    else:
        pv.expr_max = _expr_const(str(b.value), pv, "max")


def _expr_const(expr: str, pv: ParsedValue, bound: str) -> str:
    # GND is 0 V: state the number as well as the symbol
    if expr == "GND":
        setattr(pv, bound, 0.0)
    return expr


def _assign_single(pv: ParsedValue, t: str, x: float, start: int, end: int) -> None:
    before = t[max(0, start - 30) : start]
    after = t[end : end + 14]
    if _NOT_LESS.search(before):
        pv.min, pv.qualifier = x, "min"
    elif _MAX_WORDS.search(before) or _TRAIL_MAX.match(after):
        pv.max, pv.qualifier = x, "max"
    elif _MIN_WORDS.search(before) or _TRAIL_MIN.match(after):
        pv.min, pv.qualifier = x, "min"
    elif _TYP_WORDS.search(before):
        pv.typ, pv.qualifier = x, "typ"
    else:
        pv.value = x


def parse_quantity(text: str, default_unit: str | None = None) -> ParsedValue | None:
    """The first quantity with a known unit in ``text`` (or any number when a
    ``default_unit`` is given, e.g. for a table cell whose unit is in another column)."""
    found = [
        pv
        for pv in find_quantities(text, default_unit)
        if pv.canonical is not None or pv.expr_max or pv.expr_min
    ]
    if not found:
        return None
    return _with_bracketed_range(found[0], found[1:], normalise_text(text))


def _with_bracketed_range(pv: ParsedValue, rest: list[ParsedValue], text: str) -> ParsedValue:
    """ "24 (19.2 … 28.8)", "5 V (4.5 to 5.5 V)", "DC24V±1V (23~25V)": a nominal value with
    the range it may take in brackets right after it is that range, the nominal its typ."""
    nominal = pv.typ if pv.typ is not None else pv.value
    nxt = rest[0] if rest else None
    if nominal is None or nxt is None or nxt.min is None or nxt.max is None:
        return pv
    if nxt.canonical != pv.canonical or not nxt.min <= nominal <= nxt.max:
        return pv
    if not re.fullmatch(r"[^()\d]{0,12}\(\s*", text[pv.end : nxt.start]):
        return pv
    return replace(pv, min=nxt.min, max=nxt.max, typ=nominal, value=None, tolerance=False)


# symbolic bounds: a supply symbol and an offset
_EXPR_RE = re.compile(
    rf"^\s*\(?\s*(?P<name>[A-Za-z_]\w*)\s*(?:(?P<op>[-+])\s*(?P<off>{_NUM}))?\s*\)?\s*V?\s*$"
)


def eval_bound(expr: str | None, env: dict[str, float]) -> float | None:
    """Evaluate a symbolic bound ("VDD+0.3", "GND", "(VCC - 0.5)") for given rail
    voltages; None when the expression or a needed symbol is unknown."""
    if not expr:
        return None
    m = _EXPR_RE.match(normalise_text(expr))
    if not m:
        return None
    name = m.group("name").upper()
    if name == "GND":
        base = 0.0
    else:
        lookup = {k.upper(): v for k, v in env.items()}
        if name not in lookup:
            return None
        base = lookup[name]
    off = _to_float(m.group("off")) if m.group("off") else 0.0
    return base - off if m.group("op") == "-" else base + off


def isclose(a: float, b: float, rel: float = 0.01) -> bool:
    return math.isclose(a, b, rel_tol=rel, abs_tol=1e-12)
