"""Units: parsing values, ranges, limits and tolerances as datasheets write them."""

from __future__ import annotations

import math

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from specproof.units import (
    GLYPH_UNITS,
    canonical_unit,
    convert,
    dimension_of,
    eval_bound,
    find_quantities,
    parse_quantity,
    to_si,
)


def bounds(text: str, default_unit: str | None = None) -> dict[str, float]:
    pv = parse_quantity(text, default_unit)
    assert pv is not None, text
    return pv.bounds()


@pytest.mark.parametrize(
    ("text", "expected", "unit"),
    [
        ("2.7 to 5.5 V", {"min": 2.7, "max": 5.5}, "V"),
        ("2.7V~5.5V", {"min": 2.7, "max": 5.5}, "V"),
        ("DC 3.5～5.5V", {"min": 3.5, "max": 5.5}, "V"),
        ("3.3V/5V", {"min": 3.3, "max": 5.0}, "V"),
        ("DC 5V", {"value": 5.0}, "V"),
        ("-40…+85 °C", {"min": -40.0, "max": 85.0}, "°C"),
        ("–40 to +125 °C", {"min": -40.0, "max": 125.0}, "°C"),
        ("−40 to +125 °C", {"min": -40.0, "max": 125.0}, "°C"),
        ("±0.5 °C", {"min": -0.5, "max": 0.5}, "°C"),
        ("3300 mV", {"value": 3300.0}, "mV"),
        ("up to 3.4 MHz", {"max": 3.4}, "MHz"),
        ("< 50 µA", {"max": 50.0}, "µA"),
        ("≤950mW", {"max": 950.0}, "mW"),
        ("max. 5 V", {"max": 5.0}, "V"),
        ("Not less than 48 hours", {"min": 48.0}, "hours"),
        ("never above 30 V", {"max": 30.0}, "V"),  # "above" alone is a floor
        ("Never put more than 6 V", {"max": 6.0}, "V"),
        ("1.23 V − 37 V", {"min": 1.23, "max": 37.0}, "V"),
        ("2cm - 400cm", {"min": 2.0, "max": 400.0}, "cm"),
        ("45 to 85% RH", {"min": 45.0, "max": 85.0}, "% RH"),
        ("5.0V±0.1V", {"typ": 5.0}, "V"),
        ("3.3V±5%", {"typ": 3.3}, "V"),  # a nominal and its relative tolerance: one quantity
        ("16,384 LSB/g", {"value": 16384.0}, "LSB/g"),
        ("500-mA RMS", {"value": 500.0}, "mA"),
    ],
)
def test_parse_datasheet_forms(text: str, expected: dict[str, float], unit: str) -> None:
    pv = parse_quantity(text)
    assert pv is not None
    assert pv.bounds() == pytest.approx(expected)
    assert canonical_unit(pv.unit) == canonical_unit(unit)


@pytest.mark.parametrize("micro", ["10 µA", "10 uA", "10 μA", "10μ A"])
def test_micro_spellings_are_one_unit(micro: str) -> None:
    pv = parse_quantity(micro)
    assert pv is not None and pv.canonical == "uA"
    assert pv.si("value") == pytest.approx(10e-6)


def test_symbolic_bounds_are_kept_and_evaluable() -> None:
    pv = parse_quantity("–0.3 to VDD + 0.3 V")
    assert pv is not None
    assert pv.min == -0.3 and pv.expr_max == "VDD+0.3"
    assert eval_bound(pv.expr_max, {"VDD": 3.3}) == pytest.approx(3.6)
    assert eval_bound("(VCC - 0.5)", {"vcc": 5.0}) == pytest.approx(4.5)
    assert eval_bound("GND", {}) == 0.0
    assert eval_bound("VDD", {}) is None
    gnd = parse_quantity("GND to VDD", "V")
    assert gnd is not None and gnd.expr_min == "GND" and gnd.expr_max == "VDD" and gnd.min == 0.0


def test_numbers_inside_names_are_not_quantities() -> None:
    assert find_quantities("ADS1115 0x76 I2C MCS7") == []


def test_two_ratings_with_different_units_stay_apart() -> None:
    found = find_quantities("250VAC/110VDC")
    assert [p.unit for p in found] == ["VAC", "VDC"]


def test_dimensions_and_conversion() -> None:
    assert dimension_of("mV") == "voltage"
    assert dimension_of("%RH") == "humidity"
    assert dimension_of("ksps") == "frequency"
    assert dimension_of("Mbps") == "bitrate"
    assert dimension_of("dBm") == "power_level"
    assert dimension_of("mV/A") == "voltage/current"
    assert dimension_of("furlongs") is None
    assert convert(3.3, "V", "mV") == pytest.approx(3300)
    assert to_si(300, "kelvin") == pytest.approx(26.85)
    assert to_si(1, "kelvin", delta=True) == pytest.approx(1.0)
    assert to_si(2, "h") == pytest.approx(7200)
    with pytest.raises(ValueError):
        convert(1, "V", "A")


_SCALES = [
    ("V", "mV", 1e3),
    ("A", "mA", 1e3),
    ("mA", "uA", 1e3),
    ("MHz", "kHz", 1e3),
    ("s", "ms", 1e3),
    ("hPa", "Pa", 1e2),
    ("ppm", "ppb", 1e3),
]


@settings(max_examples=60, deadline=None)
@given(x=st.floats(min_value=-1e6, max_value=1e6, allow_nan=False), pair=st.sampled_from(_SCALES))
def test_convert_round_trip(x: float, pair: tuple[str, str, float]) -> None:
    a, b, factor = pair
    y = convert(x, a, b)
    assert y == pytest.approx(x * factor, rel=1e-9, abs=1e-9)
    assert convert(y, b, a) == pytest.approx(x, rel=1e-9, abs=1e-9)


@settings(max_examples=80, deadline=None)
@given(
    a=st.decimals(min_value=-100, max_value=1000, places=2, allow_nan=False, allow_infinity=False),
    b=st.decimals(min_value=-100, max_value=1000, places=2, allow_nan=False, allow_infinity=False),
    sep=st.sampled_from([" to ", "~", " ~ ", "…"]),
    unit=st.sampled_from(["V", "mA", "°C", "kHz", "%RH"]),
)
def test_ranges_in_either_order(a, b, sep: str, unit: str) -> None:
    text = f"{a}{sep}{b} {unit}"
    pv = parse_quantity(text)
    assert pv is not None, text
    lo, hi = sorted((float(a), float(b)))
    assert pv.min == pytest.approx(lo) and pv.max == pytest.approx(hi)
    assert pv.dimension == dimension_of(unit)


@settings(max_examples=60, deadline=None)
@given(
    x=st.floats(min_value=0.001, max_value=1e5, allow_nan=False),
    prefix=st.sampled_from(["", "m", "u", "k"]),
)
def test_unit_scaling_of_single_values(x: float, prefix: str) -> None:
    unit = prefix + "V" if prefix != "k" else "kV"
    pv = parse_quantity(f"{x:.6g} {unit}")
    assert pv is not None
    factor = {"": 1, "m": 1e-3, "u": 1e-6, "k": 1e3}[prefix]
    assert math.isclose(pv.si("value"), float(f"{x:.6g}") * factor, rel_tol=1e-9)


@settings(max_examples=200, deadline=None)
@given(st.text(max_size=120))
def test_arbitrary_text_never_crashes(text: str) -> None:
    for pv in find_quantities(text):
        assert pv.start <= pv.end
    parse_quantity(text, "V")


def test_a_zero_led_number_glued_to_h_is_a_hex_address_not_hours() -> None:
    assert find_quantities("averaging results for the Bus Voltage Register (02h).") == []
    assert [(q.value, q.unit) for q in find_quantities("Preheat time 48h")] == [(48.0, "h")]
    assert [(q.value, q.unit) for q in find_quantities("warm-up 0.5h")] == [(0.5, "h")]


def test_symbol_font_units_read_and_written_back() -> None:
    assert canonical_unit("FA") == "uA"
    assert canonical_unit("ºC") == "°C"
    assert GLYPH_UNITS["NC"] == "°C" and GLYPH_UNITS["FA"] == "µA"
    q = parse_quantity("+85 ºC")
    assert q is not None and q.canonical == "°C"


def test_a_lone_symbol_with_a_non_voltage_unit_is_no_quantity() -> None:
    assert parse_quantity("(except VBAT) w.r.t.") is None
    assert parse_quantity("IDD) A note") is None
    pv = parse_quantity("max VDD + 0.3 V")
    assert pv is not None and pv.expr_max == "VDD+0.3"


def test_a_voltage_written_with_its_unit_as_the_decimal_point() -> None:
    (q,) = find_quantities("the interface runs from 1V2 to 3V3")
    assert (q.min, q.max, q.unit) == (1.2, 3.3, "V")
    (mode,) = find_quantities("2V5 mode")
    assert (mode.value, mode.unit) == (2.5, "V")


def test_the_shipped_conversion_table_is_what_pint_computes() -> None:
    """Regenerate after adding a unit: python -c "from specproof.units.registry import
    write_factor_table; write_factor_table()"."""
    import json

    from specproof.config import data_path
    from specproof.units.registry import FACTOR_TABLE, factor_table

    shipped = json.loads(data_path(FACTOR_TABLE).read_text(encoding="utf-8"))
    assert shipped == factor_table()  # exact floats: answers do not depend on the table


def test_conversions_of_listed_units_need_no_pint_registry() -> None:
    import subprocess
    import sys

    code = (
        "import specproof.units.registry as r\n"
        "from specproof.units import parse_quantity, to_si\n"
        "assert parse_quantity('2.7 to 3.6 V').max == 3.6 and to_si(2, 'mA') == 0.002\n"
        "assert round(to_si(-40, 'degF'), 9) == -40.0\n"
        "assert r._UREG is None, 'built'\n"
        "assert to_si(1, 'mV/°C') == 0.001 and r._UREG is not None\n"
    )
    subprocess.run([sys.executable, "-c", code], check=True)


@pytest.mark.parametrize(
    ("text", "tesla"),
    [
        ("±4 Ga", 4e-4),
        ("12 gauss", 12e-4),
        ("0.5 mG", 0.5e-7),
        ("30 uT", 30e-6),
        ("2 Oe", 2e-4),
        ("80 nT", 80e-9),
    ],
)
def test_magnetic_flux_density_converts_to_tesla(text: str, tesla: float) -> None:
    # a sheet's gauss is the flux density (1 G = 1e-4 T), never pint's CGS-Gaussian unit
    pv = parse_quantity(text)
    assert pv is not None and pv.dimension == "magnetic"
    top = pv.si("max") if pv.tolerance else pv.si("value")
    assert top == pytest.approx(tesla)


def test_a_gain_per_gauss_is_counts_per_flux_density() -> None:
    assert dimension_of("LSb/Gauss") == "count/magnetic"
    assert to_si(820, "LSB/gauss") == pytest.approx(820e4)
    assert convert(1, "gauss", "uT") == pytest.approx(100)


def test_a_unit_pint_cannot_convert_gives_no_si_value(monkeypatch: pytest.MonkeyPatch) -> None:
    from specproof.units import registry

    # pint's own gauss (CGS-Gaussian, another dimension than the tesla), not in the table
    monkeypatch.setitem(registry._UNIT_DEFS, "gauss", ("magnetic", "gauss"))
    monkeypatch.setattr(registry, "_factor_table", dict)
    registry._factor_offset.cache_clear()
    try:
        assert to_si(3, "gauss") is None
        pv = parse_quantity("3 gauss")
        assert pv is not None and pv.unconvertible()
        with pytest.raises(ValueError):
            convert(1, "gauss", "uT")
    finally:
        registry._factor_offset.cache_clear()


def test_a_dc_marker_glued_before_the_number_is_read_past_in_place() -> None:
    from specproof.units import parse_quantity

    pv = parse_quantity("Rated voltage DC12V")
    assert pv is not None and (pv.value, pv.unit) == (12.0, "V")
    assert "Rated voltage DC12V"[pv.start : pv.end] == "12V"  # spans keep their places
    assert parse_quantity("ADC12 bits") is None  # an ADC's name is no DC marker


@settings(max_examples=80, deadline=None)
@given(
    low=st.integers(min_value=1, max_value=999),
    high=st.integers(min_value=1, max_value=999),
    pair=st.sampled_from([("µA", "mA", 1e-6), ("mV", "V", 1e-3), ("kHz", "MHz", 1e3)]),
)
def test_a_range_whose_ends_carry_their_own_prefixes_keeps_both_ends(
    low: int, high: int, pair: tuple[str, str, float]
) -> None:
    # "60 µA to 15 mA": the start is 0.06 mA, not 60 mA
    small, large, small_si = pair
    pv = parse_quantity(f"{low} {small} to {high} {large}")
    assert pv is not None
    lo_si, hi_si = low * small_si, high * small_si * 1000
    assert pv.si("min") == pytest.approx(min(lo_si, hi_si))
    assert pv.si("max") == pytest.approx(max(lo_si, hi_si))


@settings(max_examples=60, deadline=None)
@given(
    low=st.integers(min_value=1, max_value=999),
    high=st.integers(min_value=1, max_value=999),
    pair=st.sampled_from([("baud", "kbaud"), ("bps", "Mbps"), ("mV", "V"), ("kHz", "MHz")]),
)
def test_from_one_value_up_to_another_is_a_range(
    low: int, high: int, pair: tuple[str, str]
) -> None:
    # "from 300 baud up to 3 Mbaud": both ends; "rated 5 V, up to 2 A" stays two quantities
    small, large = pair
    found = find_quantities(f"Rates from {low} {small} up to {high} {large} are supported")
    assert len(found) == 1
    ends = sorted((to_si(low, small), to_si(high, large)))
    assert found[0].si("min") == pytest.approx(ends[0])
    assert found[0].si("max") == pytest.approx(ends[1])


def test_a_part_codes_number_after_its_hyphen_is_no_quantity() -> None:
    # "QTS-117A" is a part, not 117 A; "DC-12V" still states 12 V
    assert [q.raw for q in find_quantities("the QTS-117A reads ±0.1 °C")] == ["±0.1 °C"]
    assert [q.value for q in find_quantities("DC-12V input")] == [12.0]


def test_an_instructions_code_in_brackets_is_no_time() -> None:
    # "Enable QPI (38h)", "Sector Erase (20h)": a memory's command codes, no hours
    for text in ("Enable QPI (38h)", "Sector Erase (20h)", "Write Status Register (31h)"):
        assert not [q for q in find_quantities(text) if q.unit == "h"], text
    assert [q.value for q in find_quantities("Burn-in (24h) at 85 °C") if q.unit == "h"] == [24]


def test_up_to_without_a_from_opens_no_range() -> None:
    found = find_quantities("Output 5 V, up to 2 A")
    assert [(q.value, q.max) for q in found] == [(5.0, None), (None, 2.0)]
    found = find_quantities("Input 5 V up to 24 V")
    assert [q.min for q in found] == [None, None]


def test_a_relative_humidity_after_a_temperature_is_a_second_quantity() -> None:
    # "At 25 °C ±5% RH": the condition, then a humidity, not a temperature's tolerance
    found = find_quantities("At 25 °C ±5% RH")
    assert [canonical_unit(q.unit) for q in found] == ["°C", "%RH"]


def test_a_nominal_value_with_its_range_in_brackets_is_that_range() -> None:
    from specproof.units import parse_quantity

    for text in ("24 (19.2 … 28.8) V", "24 V (19.2 ... 28.8 V)", "DC24V±1V (23~25V)"):
        parsed = parse_quantity(text, default_unit="V")
        assert parsed is not None, text
        assert (parsed.min, parsed.typ, parsed.max) in ((19.2, 24.0, 28.8), (23.0, 24.0, 25.0))
    # a bracket holding another quantity, or a range that leaves the nominal out, is no range
    assert parse_quantity("12 V (2 A)").bounds() == {"value": 12.0}
    assert parse_quantity("5 V (8 to 12 V)").bounds() == {"value": 5.0}


@pytest.mark.parametrize(
    ("text", "litres_per_minute"),
    [("0 to 5 SLPM", 5.0), ("0 ... 200 SCCM", 0.2), ("30 L/min", 30.0), ("90 l/h", 1.5)],
)
def test_a_gas_or_liquid_flow_is_a_volume_per_minute(text: str, litres_per_minute: float) -> None:
    # standard litres (SLPM) and cubic centimetres (SCCM) per minute are volumes per minute
    pv = parse_quantity(text)
    assert pv is not None and pv.dimension == "flow"
    top = pv.si("max") if pv.max is not None else pv.si("value")
    assert top == pytest.approx(litres_per_minute)
