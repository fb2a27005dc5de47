"""Parse and normalise datasheet quantities: values, ranges, limits and tolerances.

Datasheets write the same thing many ways: "2.7 to 5.5 V", "2.7V~5.5V", "-40…+85 °C",
"±0.5 °C", "3300 mV", "10 µA", "up to 3.4 MHz", "max. 5 V", "VDD + 0.3 V". This module
turns such text into a :class:`ParsedValue` that keeps the numbers as written *and* in
canonical base units, so that comparisons never mix scales.

One pint registry (:data:`UREG`) does the conversions; datasheet units pint lacks
(%RH, ppm, SPS, LSB, dBm, ...) are defined on it. Recognising unit tokens is done
here with an explicit alias table because datasheet spelling ("uA", "μ A", "VDC",
"℃", "msec", "10S") is too loose for pint's parser.
"""

from __future__ import annotations

import math
import re
import unicodedata
from dataclasses import dataclass, field
from functools import lru_cache

import pint

# --------------------------------------------------------------------------- registry

UREG = pint.UnitRegistry(autoconvert_offset_to_baseunit=True, on_redefinition="ignore")
for _definition in (
    "percent_rh = [humidity] = pct_rh",
    "ppm_conc = [concentration]",
    "ppb_conc = 1e-3 * ppm_conc",
    "lsb = [digital_count]",
    "dBm_level = [power_level]",
    "g_accel = 9.80665 * meter / second ** 2",
    "deg_per_s = [angular_rate]",
    "sps = 1 / second",
):
    UREG.define(_definition)

# Canonical base unit (as pint expression) of every dimension. The numbers in
# ``Fact.si_*`` are in these units; they match the bases of the benchmark scorer.
BASE_UNITS: dict[str, str] = {
    "voltage": "volt",
    "current": "ampere",
    "power": "watt",
    "resistance": "ohm",
    "capacitance": "farad",
    "frequency": "hertz",
    "bitrate": "bit / second",
    "time": "second",
    "temperature": "degC",
    "humidity": "percent_rh",
    "ratio": "percent",
    "pressure": "pascal",
    "length": "meter",
    "mass": "gram",
    "illuminance": "lux",
    "concentration": "ppm_conc",
    "bits": "bit",
    "power_level": "dBm_level",
    "magnetic": "tesla",
    "acceleration": "g_accel",
    "angular_rate": "deg_per_s",
    "count": "lsb",
}

# canonical symbol -> (dimension, pint expression)
_UNIT_DEFS: dict[str, tuple[str, str]] = {}
# lower-cased alias -> canonical symbol (case-insensitive aliases)
_ALIAS_CI: dict[str, str] = {}
# exact alias -> canonical symbol (case matters, e.g. mΩ vs MΩ, S vs s)
_ALIAS_CS: dict[str, str] = {}

_SI_PREFIX = {
    "G": "giga",
    "M": "mega",
    "k": "kilo",
    "": "",
    "m": "milli",
    "u": "micro",
    "n": "nano",
    "p": "pico",
}


def _unit(symbol: str, dim: str, expr: str, *aliases: str, case_sensitive: bool = False) -> None:
    _UNIT_DEFS[symbol] = (dim, expr)
    table = _ALIAS_CS if case_sensitive else _ALIAS_CI
    for alias in (symbol, *aliases):
        if case_sensitive:
            table[alias] = symbol
        else:
            table[alias.lower()] = symbol


def _prefixed(base: str, dim: str, expr: str, prefixes: str, extra: tuple[str, ...] = ()) -> None:
    for p in prefixes:
        p = "" if p == "_" else p
        symbol = p + base
        aliases = tuple(p + e for e in extra)
        _unit(symbol, dim, f"{_SI_PREFIX[p]}{expr}", *aliases, case_sensitive=True)
        # lower-case spellings are safe when the prefix is unambiguous in lower case
        if p not in ("m", "M"):
            for alias in (symbol, *aliases):
                _ALIAS_CI.setdefault(alias.lower(), symbol)


_prefixed(
    "V", "voltage", "volt", "kmu_", ("VDC", "VAC", "Vdc", "Vac", "Vpp", "V(DC)", "Volt", "Volts")
)
_prefixed("A", "current", "ampere", "mun_", ("Amp", "Amps", "ADC", "AAC"))
_prefixed("W", "power", "watt", "mu_", ("Watt", "Watts"))  # no kW: "3kW" is a misprinted 3 kΩ
_prefixed("Ω", "resistance", "ohm", "kMm_", ("ohm", "ohms", "Ohm", "Ohms", "OHM", "R"))
_prefixed("F", "capacitance", "farad", "mun_p")
for _p, _e in (("", ""), ("k", "kilo"), ("M", "mega"), ("G", "giga")):
    _unit(f"{_p}Hz", "frequency", f"{_e}hertz", f"{_p}HZ", case_sensitive=True)
    _ALIAS_CI.setdefault(f"{_p}hz".lower(), f"{_p}Hz")
# lower-case "mhz" in datasheets means MHz (nobody specifies millihertz clocks)
_ALIAS_CI["mhz"] = "MHz"
_unit("SPS", "frequency", "sps", "S/s", "samples/s", "sa/s")
_unit("kSPS", "frequency", "kilosps", "kS/s", "ksa/s")
_unit("MSPS", "frequency", "megasps", "MS/s")
_unit("bps", "bitrate", "bit/second", "bit/s", "b/s", "baud", "Bd")
_unit("kbps", "bitrate", "kilobit/second", "kbit/s", "kb/s", "kbaud")
_unit("Mbps", "bitrate", "megabit/second", "Mbit/s", "Mb/s", "Mbaud")
_unit("s", "time", "second", "sec", "secs", "second", "seconds", "S")
_unit("ms", "time", "millisecond", "msec", "msecs", "millisecond", "milliseconds", "mS")
_unit("us", "time", "microsecond", "µs", "μs", "usec", "microsecond", "microseconds", "µsec")
_unit("ns", "time", "nanosecond", "nsec", "nanoseconds")
_unit("min", "time", "minute", "mins", "minute", "minutes")
_unit("h", "time", "hour", "hr", "hrs", "hour", "hours")
_unit("day", "time", "day", "days")
# hobby-module sheets write Celsius as a bare "degree" ("-15 ~ +70 degree"); extraction
# refuses a "degree" value whose label does not speak of temperature (angles)
_CELSIUS = (
    "degC",
    "℃",
    "deg C",
    "°c",
    "ºC",
    "NC",
    "C",
    "Celsius",
    "celsius",
    "° C",
    "degree",
    "degrees",
)
_unit("°C", "temperature", *_CELSIUS)
# bare "K" after a number is far more often kΩ ("5.1K") than kelvin in these documents
_unit("kelvin", "temperature", "kelvin")
_unit("°F", "temperature", "degF", "℉", "degF")
_unit(
    "%RH", "humidity", "percent_rh", "% RH", "%R.H.", "% R.H.", "RH", "%rh", "% relative humidity"
)
_unit("%", "ratio", "percent", "percent")
_unit("Pa", "pressure", "pascal", case_sensitive=True)
_unit("hPa", "pressure", "hectopascal", "hpa", "mbar")
_unit("kPa", "pressure", "kilopascal", "kpa")
_unit("MPa", "pressure", "megapascal")
_unit("bar", "pressure", "bar")
_unit("psi", "pressure", "psi")
_unit("m", "length", "meter", "meter", "meters", case_sensitive=True)
_unit("cm", "length", "centimeter", "centimeter", "centimeters")
_unit("mm", "length", "millimeter", "millimeter", "millimeters")
_unit("um", "length", "micrometer", "µm", "μm")
_unit("km", "length", "kilometer")
_unit("kg", "mass", "kilogram")
_unit("mg", "mass", "milligram", case_sensitive=True)
_unit("lx", "illuminance", "lux", "lux", "Lux")
_unit("ppm", "concentration", "ppm_conc", "PPM")
_unit("ppb", "concentration", "ppb_conc", "PPB")
_unit("bit", "bits", "bit", "bits", "Bit", "Bits", "BIT", "BITS", "-bit")
_unit("dBm", "power_level", "dBm_level", "dbm", "DBM")
_unit("T", "magnetic", "tesla", case_sensitive=True)
_unit("mT", "magnetic", "millitesla", case_sensitive=True)
_unit("uT", "magnetic", "microtesla", "µT", "μT")
_unit("gauss", "magnetic", "gauss", "Gauss", "Gs")
_unit("m/s²", "acceleration", "meter/second**2", "m/s2", "m/s^2")
_unit("°/s", "angular_rate", "deg_per_s", "º/s", "deg/s", "dps", "°/sec")
_unit("LSB", "count", "lsb", "lsb", "counts", "count", "digits")
# "g" is gram or standard gravity; datasheets of IMUs use it for acceleration, and
# weighing modules rarely quote grams without "kg": treat bare "g" as acceleration.
_unit("g", "acceleration", "g_accel", case_sensitive=True)

# Maxim's symbol font comes out of PDFs as "F" for µ (and "N" for °, see "NC" above):
# "900 1500 FA" is µA. No real unit is spelled "FA" or "FV".
_ALIAS_CS["FA"] = "uA"
_ALIAS_CS["FV"] = "uV"
# how such units are written back for readers
GLYPH_UNITS = {"NC": "°C", "FA": "µA", "FV": "µV", "ºC": "°C", "ºF": "°F"}

# Symbols the token regex must try: longest first so "mV/A" beats "mV".
_ALL_ALIASES = sorted(set(_ALIAS_CI) | {a.lower() for a in _ALIAS_CS}, key=len, reverse=True)


def canonical_unit(text: str | None) -> str | None:
    """The canonical symbol of a unit as written ("uA", "μA", "µ A" -> "uA"), or None."""
    if text is None:
        return None
    t = _normalise_unit_text(text)
    if not t:
        return None
    if t in _ALIAS_CS:
        return _ALIAS_CS[t]
    if t.lower() in _ALIAS_CI:
        return _ALIAS_CI[t.lower()]
    if "/" in t:  # compound: mV/A, LSB/g, mV/V, %/°C, LSB/(°/s)
        num, den = t.split("/", 1)
        den = den.strip("()")
        if den in ("s", "sec", "second") and canonical_unit(num) == "°C":
            return None
        a, b = canonical_unit(num), canonical_unit(den)
        if a and b:
            return f"{a}/{b}"
    return None


def _normalise_unit_text(text: str) -> str:
    # NFKC turns the ordinal "º" of "ºC" into a letter "o": make it a degree sign first
    t = unicodedata.normalize("NFKC", text.replace("º", "°")).strip()
    t = t.replace("μ", "u").replace("µ", "u").replace("Ω", "Ω").replace("º", "°")
    t = re.sub(r"^u\s+", "u", t)  # "µ A" as split by some PDF generators
    t = re.sub(r"\s*/\s*", "/", t)
    t = t.rstrip(".,;:")
    return t


def dimension_of(unit: str | None) -> str | None:
    """Dimension name of a unit ("mV" -> "voltage", "mV/A" -> "voltage/current")."""
    sym = canonical_unit(unit)
    if sym is None:
        return None
    if sym in _UNIT_DEFS:
        return _UNIT_DEFS[sym][0]
    num, den = sym.split("/", 1)
    return f"{_UNIT_DEFS[num][0]}/{_UNIT_DEFS[den][0]}"


def _pint_expr(sym: str) -> str:
    if sym in _UNIT_DEFS:
        return _UNIT_DEFS[sym][1]
    num, den = sym.split("/", 1)
    return f"({_UNIT_DEFS[num][1]}) / ({_UNIT_DEFS[den][1]})"


def _base_expr(sym: str) -> str:
    if sym in _UNIT_DEFS:
        return BASE_UNITS[_UNIT_DEFS[sym][0]]
    num, den = sym.split("/", 1)
    return f"({BASE_UNITS[_UNIT_DEFS[num][0]]}) / ({BASE_UNITS[_UNIT_DEFS[den][0]]})"


@lru_cache(maxsize=512)
def _factor_offset(sym: str, target: str) -> tuple[float, float]:
    """(factor, offset) so that x_target = x * factor + offset."""
    q0 = UREG.Quantity(0.0, UREG(_pint_expr(sym)).units if "/" in sym else _pint_expr(sym))
    q1 = UREG.Quantity(1.0, q0.units)
    y0 = q0.to(target).magnitude
    y1 = q1.to(target).magnitude
    return float(y1 - y0), float(y0)


def to_si(x: float, unit: str | None, delta: bool = False) -> float | None:
    """``x unit`` in the canonical base unit of its dimension (V, A, Hz, s, °C ...).

    ``delta`` converts a difference (a tolerance "±0.5 K" is 0.5 °C, not -272.65 °C).
    Returns None when the unit is unknown.
    """
    sym = canonical_unit(unit)
    if sym is None:
        return None
    factor, offset = _factor_offset(sym, _base_expr(sym))
    return x * factor + (0.0 if delta else offset)


def convert(x: float, unit_from: str, unit_to: str, delta: bool = False) -> float:
    """Convert ``x`` between two units of one dimension; ValueError otherwise."""
    a, b = canonical_unit(unit_from), canonical_unit(unit_to)
    if a is None or b is None:
        raise ValueError(f"unknown unit: {unit_from if a is None else unit_to}")
    if dimension_of(a) != dimension_of(b):
        raise ValueError(f"cannot convert {unit_from} to {unit_to}")
    fa, oa = _factor_offset(a, _base_expr(a))
    fb, ob = _factor_offset(b, _base_expr(b))
    base = x * fa + (0.0 if delta else oa)
    return (base - (0.0 if delta else ob)) / fb


# --------------------------------------------------------------------------- parsing


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


_DASHES = "\u2010\u2011\u2012\u2013\u2014\u2212\ufe63\uff0d"


def normalise_text(text: str) -> str:
    """NFKC, one kind of minus/dash and tilde, one micro sign; keeps length-changing
    compatibility forms (℃ -> °C) because every later regex expects them."""
    t = unicodedata.normalize("NFKC", re.sub(r"º(?=\s?[CF]\b)", "°", text))  # "ºC", not "o"
    t = t.translate({ord(c): "-" for c in _DASHES})
    t = t.replace("～", "~").replace("〜", "~").replace("\u2026", "…").replace("µ", "μ")
    t = t.replace("≦", "≤").replace("≧", "≥").replace("\u00a0", " ")
    return t


_NUM = r"\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?|\.\d+"
_SIGNED = rf"[-+]?\s?(?:{_NUM})"
_UNIT_CHARS = r"[A-Za-zμ°%Ω℃'/²\^0-9().]"
_SYMBOLIC = (
    r"(?:V[A-Z]{1,4}\d?|VDD\w*|VCC\w*|Vdd\w*|Vcc\w*|VIN|VS|VL|VREF|AVDD|DVDD|VM|GND|VSS|V\+)"
)
_SYMBOLIC_EXPR = rf"\(?\s*{_SYMBOLIC}(?:\s*[-+]\s*{_NUM})?\s*\)?"

_UNIT_RE = re.compile(
    r"(?:" + "|".join(re.escape(a) for a in _ALL_ALIASES if a) + r")(?![A-Za-z0-9])",
    re.IGNORECASE,
)


def _match_unit(text: str, pos: int) -> tuple[str, str, int] | None:
    """Unit token right at ``pos`` (spaces skipped): (as written, canonical, end)."""
    m = re.match(r"[ \t]?", text[pos:])
    p = pos + (m.end() if m else 0)
    rest = text[p:]
    # "500-mA", "2-A", "24-Bit": a hyphen glued between number and unit
    if m is not None and not m.group(0) and rest.startswith("-") and re.match(r"-[A-Za-zμ]", rest):
        hy = _match_unit(text, p + 1)
        if hy is not None and hy[0][:1] not in " \t":
            return "-" + hy[0] if hy[1] == "bit" else hy[0], hy[1], hy[2]
        return None
    # "μ A" split by the PDF, and "60μ A"
    mm = re.match(r"([μu])\s([AVWFs]\b)", rest)
    if mm:
        return rest[: mm.end()], canonical_unit(mm.group(1) + mm.group(2)) or "", p + mm.end()
    # compounds ("mV/A") and spaced forms ("% RH", "deg C"): keep the longest known
    best: tuple[str, str, int] | None = None
    for m2 in (
        re.match(r"[A-Za-zμ°%Ω℃/²\^2()]{1,12}", rest),
        re.match(r"[A-Za-zμ°%Ω℃]{1,6}(?:\s?[A-Za-z.]{1,4})?", rest),
    ):
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
    s = s.replace(" ", "").replace(",", "")
    return float(s)


@dataclass(slots=True)
class _Tok:
    kind: str  # "num", "expr"
    value: float | str
    start: int
    end: int


_RANGE_SEP = r"(?:\s*(?:to|through|~|…|\.\s?\.\s?\.?|-|and)\s*)"

_QUANT_RE = re.compile(
    rf"""
    (?P<pm>±\s?)?
    (?P<a>{_SIGNED}|{_SYMBOLIC_EXPR})
    """,
    re.VERBOSE,
)

_MAX_WORDS = re.compile(
    r"(?:<|≤|=<|up\s+to|max(?:imum)?\.?|below|under|less\s+than|not\s+(?:more|exceed\w*)\s+(?:than)?|within|no\s+more\s+than)\s*$",
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


def find_quantities(text: str, default_unit: str | None = None) -> list[ParsedValue]:
    """Every quantity stated in ``text``, left to right, with its span in ``text``.

    Spans refer to :func:`normalise_text` of the input, which keeps positions for
    everything but compatibility characters (℃ becomes two characters).
    """
    t = normalise_text(text)
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


_CAND_RE = re.compile(rf"±|[-+]\s?\d|\d|\.\d|\(?\s*{_SYMBOLIC}(?:\b|(?<=\+))")


def _next_candidate(t: str, pos: int) -> int | None:
    m = _CAND_RE.search(t, pos)
    return m.start() if m else None


def _read_operand(t: str, pos: int) -> _Tok | None:
    """A number (with its sign) or a symbolic bound like "VDD + 0.3" at ``pos``."""
    m = re.match(
        rf"\s*(?P<sym>\(?\s*(?P<name>{_SYMBOLIC})(?:\b|(?<=\+))(?:\s*\))?(?:(?:\s+(?P<op>[-+])\s+|(?P<op2>[-+])\s?|\s(?P<op3>\+)(?=\d))(?P<off>{_NUM})(?![\d.])(?!\s*[A-Za-zμ]*\s*(?:to|~)\b(?=\s*[-+]?\d)))?\s*\)?)",
        t[pos:],
    )
    if m:
        op = m.group("op") or m.group("op2") or m.group("op3")
        name = m.group("name")
        name = f"({name})" if name.endswith("+") else name  # "(V+)+0.3", not "V++0.3"
        expr = name + (op + m.group("off") if op else "")
        end = pos + m.end()
        if m.group("sym").startswith("(") and not m.group("sym").endswith(")"):
            pass
        return _Tok("expr", expr, pos + m.start("sym"), end)
    m = re.match(rf"\s*(?P<n>[-+]?\s?(?:{_NUM}))", t[pos:])
    if not m:
        return None
    s = m.group("n")
    # a sign separated from the digits by a space is only a sign right after "±"/start
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


_RATIO_AFTER = re.compile(rf"\s*[×*]\s*\(?\s*{_SYMBOLIC}|\s*x\s*\(?\s*{_SYMBOLIC}(?:\b|(?<=\+))")


def _parse_at(t: str, pos: int, default_unit: str | None) -> ParsedValue | None:
    m = re.match(r"±\s?", t[pos:])
    pm = bool(m)
    p = pos + (m.end() if m else 0)
    if pm and re.match(r"\s*\d", t[p:]) is None:
        return None
    if not pm and p < len(t) and t[p] in "+-" and _sign_is_separator(t, p):
        return None
    first = _read_operand(t, p)
    if first is None:
        return None
    # refuse numbers glued into words ("ADS1115", "0x76", "I2C", "MCS7")
    if first.kind == "num":
        prev = t[first.start - 1] if first.start > 0 else " "
        if (
            prev.isalnum()
            or prev == "_"
            or (prev in ".," and first.start > 1 and t[first.start - 2].isdigit())
        ):
            return None
        nxt = t[first.end] if first.end < len(t) else " "
        if nxt in "xX" and first.value == 0:
            return None
    if first.kind == "num" and _RATIO_AFTER.match(t, first.end):
        return None  # "0.7 × VDD": a fraction of a supply, no number of its own
    pv = ParsedValue(raw="", start=pos if pm else first.start)
    unit1 = _match_unit(t, first.end)
    cur = unit1[2] if unit1 else first.end
    if unit1 and unit1[1] == "h" and _hex_byte(t, first, unit1[2]):
        return None  # "Register (02h)": a hexadecimal address, no hours
    if unit1 and first.kind == "num" and re.match(r"-0\d", t[cur:]):
        return None  # "CASE 936A-02": a drawing or revision code, no quantity
    # second operand of a range ("3- to 5.5-V": the unit of both written once, TI style)
    second: _Tok | None = None
    unit2 = None
    sep = re.match(r"\s*(?:-\s*to|to|through|~|…|\.\s?\.\s?\.?|-|and|/)\s*", t[cur:], re.IGNORECASE)
    if sep and not pm:
        sep_text = sep.group(0).strip().lower()
        sep_text = "to" if re.fullmatch(r"-\s*to", sep_text) else sep_text
        cand = _read_operand(t, cur + sep.end())
        if cand is not None and _plausible_second(t, first, cand, sep_text, unit1):
            second = cand
            unit2 = _match_unit(t, cand.end)
            cur = unit2[2] if unit2 else cand.end
            if sep_text == "/":
                pv.options = [float(first.value), float(cand.value)] if cand.kind == "num" else []
    # "X±Y unit": nominal with tolerance
    tol = None
    if not pm and second is None and first.kind == "num":
        mt = re.match(rf"\s*±\s?(?P<d>{_NUM})", t[cur:])
        if mt:
            tol = _to_float(mt.group("d"))
            ut = _match_unit(t, cur + mt.end())
            if ut and unit1 and dimension_of(ut[1]) != dimension_of(unit1[1]):
                mt = ut = tol = None  # "At 25℃ ±5% RH": a condition, then another quantity
            if ut is not None and unit1 is None:
                unit1 = ut
            if mt is not None:
                cur = ut[2] if ut else cur + mt.end()
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
        _assign_single(pv, t, float(first.value), pv.start, cur)
    if sym is None and default_unit is None and not pm and second is None and tol is None:
        # a bare number without unit is a quantity only when asked for (table cells)
        pv.dimension = None
    return pv


def _hex_byte(t: str, first: _Tok, unit_end: int) -> bool:
    """ "02h", "00h": an "h" glued to a zero-led integer is the hexadecimal suffix
    (register addresses); hours are written "2 h", "48h", never with a leading zero."""
    digits = t[first.start : unit_end - 1]
    return len(digits) >= 2 and digits.startswith("0") and digits.isdigit()


def _plausible_second(t: str, first: _Tok, cand: _Tok, sep: str, unit1: tuple | None) -> bool:
    u2 = _match_unit(t, cand.end) if cand.kind == "num" else None
    if unit1 and u2 and dimension_of(u2[1]) != dimension_of(unit1[1]):
        return False  # "25℃ and 1m/s": two quantities, not a range
    if sep == "and":
        # "between 2 V and 5 V" is a range; "Versions: 3.3 V and 5.0 V" lists two options
        between = re.search(r"\bbetween\s*$", t[max(0, first.start - 12) : first.start], re.I)
        return first.kind == "num" and cand.kind == "num" and between is not None
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
    for pv in find_quantities(text, default_unit):
        if pv.canonical is not None or pv.expr_max or pv.expr_min:
            return pv
    return None


# --------------------------------------------------------------------------- symbolic bounds

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


# --------------------------------------------------------------------------- switched loads

# A contact or switch rating holds for one kind of current and one kind of load: the
# same relay breaks 16 A of a resistive AC load but only 5 A of an inductive DC one (DC
# arcs do not self-quench at a zero crossing; an inductance's stored energy feeds the
# arc). These read the current type and load kind a rating's condition, or a question's
# description of a load, states.
_AC_WORDS = re.compile(r"\d\s*V\s?AC\b|\bVAC\b|\bAC\b|\d\s*V\s*~|\bmains\b|\brms\b", re.I)
_DC_WORDS = re.compile(r"\d\s*V\s?DC\b|\bVDC\b|\bDC\b|⎓", re.I)


def current_type_of(text: str) -> str | None:
    """ "AC" or "DC" when the text names one kind of current, None for neither or both."""
    ac, dc = bool(_AC_WORDS.search(text)), bool(_DC_WORDS.search(text))
    if ac == dc:
        return None
    return "AC" if ac else "DC"


_RATED_KINDS = (
    ("inductive", re.compile(r"\binductive\b|\bL\s*/\s*R\b", re.I)),
    ("resistive", re.compile(r"\bresistive\b|\bnon[- ]?inductive\b", re.I)),
    ("lamp", re.compile(r"\blamp\b|\bincandescent\b|\btungsten\b|\bLED\s+load\b", re.I)),
    ("motor", re.compile(r"\bmotor\b|\bhp\b", re.I)),
    ("capacitive", re.compile(r"\bcapacitive\b", re.I)),
)
_COS_PHI = re.compile(r"cos\s*[φΦϕ]\s*=\s*(\d(?:\.\d+)?)", re.I)


def rated_load_kind(text: str) -> str | None:
    """The load kind a rating's condition names ("inductive load (cos φ = 0.4)"), None
    when it names none or several. A power factor of 1 is a resistive load, below 1 an
    inductive one."""
    kinds = {kind for kind, rx in _RATED_KINDS if rx.search(text)}
    if "resistive" in kinds and "non" in text.lower() and "inductive" in kinds:
        kinds.discard("inductive")  # "non-inductive": resistive
    if not kinds:
        m = _COS_PHI.search(text)
        if m:
            kinds = {"resistive" if float(m.group(1)) >= 0.99 else "inductive"}
    return kinds.pop() if len(kinds) == 1 else None


# loads that store energy in a winding or magnetic circuit: switching them is rated as an
# inductive load. "coil" alone is left out: questions name the relay's own coil. (A motor
# also draws an inrush: asked_load_kind reads it as a motor load before these.)
_INDUCTIVE_LOADS = re.compile(
    r"solenoid|valve|motor|pump|\bfans?\b|contactor|transformer|compressor|"
    r"inductive|inductor|\bchoke\b|ballast|electromagnet|actuator|buzzer|horn|\bbell\b",
    re.I,
)
# filament lamps draw ~10x their running current when cold
_LAMP_LOADS = re.compile(r"\blamps?\b|\bbulbs?\b|incandescent|tungsten|halogen", re.I)


def asked_load_kind(text: str) -> str:
    """The load kind a question's description of a load implies: inductive, motor, lamp,
    or resistive (heaters, kettles and unnamed loads)."""
    if re.search(r"\bmotor\b|\bcompressor\b|\bpump\b", text, re.I):
        return "motor"
    if _INDUCTIVE_LOADS.search(text):
        return "inductive"
    if _LAMP_LOADS.search(text):
        return "lamp"
    return "resistive"
