"""The unit registry: one pint registry (:func:`ureg`, also ``UREG``) with the datasheet
units pint lacks, the canonical base unit of every dimension, the alias table that reads
loose datasheet spellings ("uA", "μ A", "VDC", "℃", "msec"), and conversions to SI.

Building the pint registry costs 0.3-0.6 s, a command-line question's whole budget: the
conversions of the units listed here come from a table pint made
(``data/unit_factors.json``, checked against pint by the tests), and the registry is
built only for a compound unit ("mV/°C") or when asked for.
"""

from __future__ import annotations

import json
import logging
import re
import threading
import unicodedata
from functools import cache, lru_cache
from typing import Any

from specproof.config import data_path

FACTOR_TABLE = "unit_factors.json"

log = logging.getLogger(__name__)

_DEFINITIONS = (
    "percent_rh = [humidity] = pct_rh",
    "ppm_conc = [concentration]",
    "ppb_conc = 1e-3 * ppm_conc",
    "lsb = [digital_count]",
    "dBm_level = [power_level]",
    "g_accel = 9.80665 * meter / second ** 2",
    "deg_per_s = [angular_rate]",
    "sps = 1 / second",
    # pint's "gauss" is the CGS-Gaussian unit, of another dimension than the tesla:
    # datasheets mean the flux density, 1 G = 1e-4 T (and in air 1 Oe reads as 1 G)
    "gauss_flux = 1e-4 * tesla",
)
_UREG: Any = None
_UREG_LOCK = threading.Lock()


def ureg() -> Any:
    """The pint ``UnitRegistry``, with the datasheet units defined on it (built once)."""
    global _UREG
    if _UREG is None:
        with _UREG_LOCK:
            if _UREG is None:
                import pint

                registry = pint.UnitRegistry(
                    autoconvert_offset_to_baseunit=True, on_redefinition="ignore"
                )
                for definition in _DEFINITIONS:
                    registry.define(definition)
                _UREG = registry
    return _UREG


def __getattr__(name: str) -> Any:
    if name == "UREG":  # the registry under its former constant name, built when asked
        return ureg()
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


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
    "flow": "liter / minute",
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
# lower-case "mw" ("less than 750mw") is milliwatt: no sensor or module is rated in megawatt
_ALIAS_CI["mw"] = "mW"
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
# (a question about a tank or a room may state feet and inches)
_unit("ft", "length", "foot", "feet", "foot")
_unit("inch", "length", "inch", "inches")
_unit("kg", "mass", "kilogram")
_unit("mg", "mass", "milligram", case_sensitive=True)
_unit("lx", "illuminance", "lux", "lux", "Lux")
_unit("ppm", "concentration", "ppm_conc", "PPM")
# a gas flow in standard litres or cubic centimetres per minute (SLPM, SCCM): a volume per
# minute at the sheet's reference conditions, compared as such
_unit("l/min", "flow", "liter/minute", "L/min", "lpm", "SLPM", "SLM", "NL/min", "Nl/min")
_unit("ml/min", "flow", "milliliter/minute", "mL/min", "SCCM", "ccm")
_unit("l/h", "flow", "liter/hour", "L/h")
_unit("ppb", "concentration", "ppb_conc", "PPB")
_unit("bit", "bits", "bit", "bits", "Bit", "Bits", "BIT", "BITS", "-bit")
_unit("dBm", "power_level", "dBm_level", "dbm", "DBM")
_unit("T", "magnetic", "tesla", case_sensitive=True)
_unit("mT", "magnetic", "millitesla", case_sensitive=True)
_unit("uT", "magnetic", "microtesla", "µT", "μT")
_unit("gauss", "magnetic", "gauss_flux", "Gauss", "Gs", "oersted")
_unit("mgauss", "magnetic", "milligauss_flux", "milli-gauss", "milligauss")
# "Ga", "mG": case matters ("GA", "mg" are other units); "Oe" for a field in air
_ALIAS_CS.update({"Ga": "gauss", "Oe": "gauss", "mG": "mgauss", "mGa": "mgauss", "mOe": "mgauss"})
_unit("nT", "magnetic", "nanotesla", case_sensitive=True)
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
# a SymbolMT subset without Unicode (TI/Chipcon sheets) comes out as "q" for °: "-40 85 qC"
_ALIAS_CS["qC"] = "°C"
# a degree sign typed as a letter o ("-40 85 oC"): no unit is spelled so
_ALIAS_CS["oC"] = "°C"
_ALIAS_CS["oF"] = "°F"
# how such units are written back for readers
GLYPH_UNITS = {
    "NC": "°C",
    "FA": "µA",
    "FV": "µV",
    "ºC": "°C",
    "ºF": "°F",
    "˚C": "°C",
    "qC": "°C",
    "oC": "°C",
    "oF": "°F",
}


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


_SPLIT_MICRO = re.compile(r"^u\s+")
_SPACED_SLASH = re.compile(r"\s*/\s*")


def _normalise_unit_text(text: str) -> str:
    # NFKC turns the ordinal "º" of "ºC" into a letter "o" and a ring accent "˚C" into a
    # combining ring: make both a degree sign first
    t = unicodedata.normalize("NFKC", text.replace("º", "°").replace("˚", "°")).strip()
    t = t.replace("μ", "u").replace("µ", "u").replace("Ω", "Ω").replace("º", "°")
    t = _SPLIT_MICRO.sub("u", t)  # "µ A" as split by some PDF generators
    t = _SPACED_SLASH.sub("/", t)
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
def _factor_offset(sym: str, target: str) -> tuple[float, float] | None:
    """(factor, offset) so that x_target = x * factor + offset; None (logged once per
    unit) when pint cannot convert the unit: one odd unit must cost only its values."""
    known = _factor_table().get(sym)
    if known is not None and known[0] == target:
        return known[1], known[2]
    try:
        return _pint_factor_offset(sym, target)
    except Exception as exc:  # pint's errors, without importing pint for the table path
        log.warning("values in %s skipped: cannot convert to %s (%s)", sym, target, exc)
        return None


@cache
def _factor_table() -> dict[str, tuple[str, float, float]]:
    """Unit symbol -> (its SI target, factor, offset), as pint computed them."""
    rows = json.loads(data_path(FACTOR_TABLE).read_text(encoding="utf-8"))
    return {sym: (target, factor, offset) for sym, (target, factor, offset) in rows.items()}


def factor_table() -> dict[str, list[Any]]:
    """What :data:`FACTOR_TABLE` holds, computed by pint now: every listed unit to the base
    unit of its dimension. ``write_factor_table()`` stores it after a unit is added."""
    import pint

    table: dict[str, list[Any]] = {}
    for sym in sorted(_UNIT_DEFS):
        target = _base_expr(sym)
        try:
            table[sym] = [target, *_pint_factor_offset(sym, target)]
        except pint.PintError:  # pint cannot convert it ("G" to tesla): asked, it says so
            continue
    return table


def write_factor_table() -> None:
    rows = [
        f"  {json.dumps(sym, ensure_ascii=False)}: {json.dumps(row, ensure_ascii=False)}"
        for sym, row in factor_table().items()
    ]
    data_path(FACTOR_TABLE).write_text("{\n" + ",\n".join(rows) + "\n}\n", encoding="utf-8")


def _pint_factor_offset(sym: str, target: str) -> tuple[float, float]:
    registry = ureg()
    expr = _pint_expr(sym)
    q0 = registry.Quantity(0.0, registry(expr).units if "/" in sym else expr)
    q1 = registry.Quantity(1.0, q0.units)
    y0 = q0.to(target).magnitude
    y1 = q1.to(target).magnitude
    return float(y1 - y0), float(y0)


def to_si(x: float, unit: str | None, delta: bool = False) -> float | None:
    """``x unit`` in the canonical base unit of its dimension (V, A, Hz, s, °C ...).

    ``delta`` converts a difference (a tolerance "±0.5 K" is 0.5 °C, not -272.65 °C).
    Returns None when the unit is unknown or cannot be converted.
    """
    sym = canonical_unit(unit)
    if sym is None:
        return None
    conversion = _factor_offset(sym, _base_expr(sym))
    if conversion is None:
        return None
    factor, offset = conversion
    return x * factor + (0.0 if delta else offset)


def convert(x: float, unit_from: str, unit_to: str, delta: bool = False) -> float:
    """Convert ``x`` between two units of one dimension; ValueError otherwise."""
    a, b = canonical_unit(unit_from), canonical_unit(unit_to)
    if a is None or b is None:
        raise ValueError(f"unknown unit: {unit_from if a is None else unit_to}")
    if dimension_of(a) != dimension_of(b):
        raise ValueError(f"cannot convert {unit_from} to {unit_to}")
    from_base, to_base = _factor_offset(a, _base_expr(a)), _factor_offset(b, _base_expr(b))
    if from_base is None or to_base is None:
        raise ValueError(f"cannot convert {unit_from} to {unit_to}")
    (fa, oa), (fb, ob) = from_base, to_base
    base = x * fa + (0.0 if delta else oa)
    return (base - (0.0 if delta else ob)) / fb
