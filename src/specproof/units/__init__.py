"""Parse and normalise datasheet quantities: values, ranges, limits and tolerances.

Datasheets write the same thing many ways: "2.7 to 5.5 V", "2.7V~5.5V", "-40…+85 °C",
"±0.5 °C", "3300 mV", "10 µA", "up to 3.4 MHz", "max. 5 V", "VDD + 0.3 V". This module
turns such text into a :class:`ParsedValue` that keeps the numbers as written *and* in
canonical base units, so that comparisons never mix scales.

One pint registry (:func:`ureg`, built on the first conversion) does the conversions;
datasheet units pint lacks
(%RH, ppm, SPS, LSB, dBm, ...) are defined on it. Recognising unit tokens is done
here with an explicit alias table because datasheet spelling ("uA", "μ A", "VDC",
"℃", "msec", "10S") is too loose for pint's parser.

Modules: :mod:`.registry` (units, dimensions, aliases, SI conversion), :mod:`.quantities`
(parsing quantities from text, symbolic bounds), :mod:`.load_kinds` (current type and
load kind of switched loads). This package face re-exports their public names.
"""

from specproof.units.load_kinds import (
    asked_load_kind,
    current_type_of,
    load_voltage_in,
    rated_load_kind,
    utilization_category,
)
from specproof.units.quantities import (
    ParsedValue,
    eval_bound,
    find_quantities,
    isclose,
    normalise_text,
    parse_quantity,
)
from specproof.units.registry import (
    BASE_UNITS,
    GLYPH_UNITS,
    canonical_unit,
    convert,
    dimension_of,
    to_si,
    ureg,
)


def __getattr__(name: str) -> object:
    if name == "UREG":  # built when first asked for, like every conversion
        return ureg()
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


__all__ = [
    "BASE_UNITS",
    "GLYPH_UNITS",
    "UREG",
    "ParsedValue",
    "asked_load_kind",
    "canonical_unit",
    "convert",
    "current_type_of",
    "dimension_of",
    "eval_bound",
    "find_quantities",
    "isclose",
    "load_voltage_in",
    "normalise_text",
    "parse_quantity",
    "rated_load_kind",
    "to_si",
    "ureg",
    "utilization_category",
]
