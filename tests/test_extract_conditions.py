"""Conditions a table states outside its rows reach every fact of those rows.

Vendors assign supplies in a table's title ("Timing Requirements: VCCA = 1.8 V ± 0.15 V")
and in value-group titles stacked over two header lines ("VCCB = 5 V" over "± 0.5 V",
with "UNIT" centred beside them). The same value read at two supply pairs is two facts,
so the agent can reject the one stated for another supply.
"""

from __future__ import annotations

from specproof.extract import extract_facts
from specproof.extract.tables import (
    header_columns,
    stacked_group_titles,
    stacked_header_band,
    stated_assignments,
    wraps_label_line,
)
from specproof.records import Identity, Line, Page, Span

CHAR_W = 5.0


def _line(y: float, *cells: tuple[float, str]) -> Line:
    spans = [Span(text, x, x + CHAR_W * len(text)) for x, text in cells]
    return Line(
        text=" ".join(s.text for s in spans),
        bbox=(spans[0].x0, y, spans[-1].x1, y + 9.0),
        spans=spans,
        size=9.0,
    )


def _timing_table(y0: float, vcca: str) -> list[Line]:
    """A TI-style timing table: the supply of port A in the title, two VCCB groups."""
    return [
        _line(y0, (40, f"Timing Requirements: VCCA = {vcca} V")),
        _line(
            y0 + 12,
            (40, f"over free-air temperature range, VCCA = {vcca} V (unless otherwise noted)"),
        ),
        _line(y0 + 26, (290, "VCCB = 1.8 V"), (400, "VCCB = 5 V")),
        _line(y0 + 35, (300, "± 0.15 V"), (410, "± 0.5 V")),
        _line(y0 + 37, (520, "UNIT")),
        _line(y0 + 47, (300, "MIN"), (340, "MAX"), (400, "MIN"), (440, "MAX")),
        _line(y0 + 59, (120, "Push-pull"), (342, "40"), (442, "60")),
        _line(y0 + 65, (40, "Data rate"), (520, "Mbps")),
        _line(y0 + 71, (120, "Open-drain"), (344, "2"), (444, "2")),
    ]


def test_stacked_group_titles_read_down_both_header_lines() -> None:
    lines = _timing_table(20, "1.8")
    cols = header_columns(lines[5], lines[2:5])
    assert cols is not None
    band = stacked_header_band(cols, lines, 5)
    assert band == [2, 3, 4]  # the caption lines further up start left of the values
    assert stacked_group_titles(cols, lines, band) == [
        "VCCB = 1.8 V ± 0.15 V",
        "VCCB = 5 V ± 0.5 V",
    ]


def test_title_and_group_supplies_reach_each_row_condition() -> None:
    lines = _timing_table(20, "1.8") + _timing_table(120, "3.3")
    page = Page(number=8, width=600, height=800, lines=lines)
    facts = [
        f
        for f in extract_facts("doc", "x.pdf", [page], Identity(device="XYZ0108"))
        if f.field == "data_rate"
    ]
    stated = {(stated_assignments(f.condition), f.max) for f in facts}
    # 60 Mbps is stated at two supply pairs: both survive de-duplication
    assert ((("vcca", "1.8"), ("vccb", "5")), 60.0) in stated
    assert ((("vcca", "3.3"), ("vccb", "5")), 60.0) in stated
    assert ((("vcca", "1.8"), ("vccb", "1.8")), 40.0) in stated


def test_a_row_label_above_the_header_is_no_title() -> None:
    lines = [
        _line(20, (40, "Supply current"), (300, "1.2"), (520, "mA")),
        _line(32, (300, "MIN"), (340, "MAX"), (400, "MIN"), (440, "MAX")),
    ]
    cols = header_columns(lines[1], lines[:1])
    assert cols is not None
    assert stacked_header_band(cols, lines, 1) == []


def test_stated_assignments_take_the_first_value_of_each_symbol() -> None:
    cond = "VCCB= 5 V ± 0.5 V; VCCA = 3.3 V, TA = –40 °C; VCCA = 1.8 V"
    assert stated_assignments(cond) == (("ta", "-40"), ("vcca", "3.3"), ("vccb", "5"))
    assert stated_assignments("Qn outputs; IO = 6 mA; VCC = 4.5 V") == (("io", "6"), ("vcc", "4.5"))
    assert stated_assignments("Push-pull") == ()


def _low_power_table() -> list[Line]:
    """A parameter name wrapped over two lines with its sub-rows set between and below."""
    return [
        _line(
            20,
            (60, "PARAMETER"),
            (200, "CONDITIONS"),
            (400, "MIN"),
            (420, "TYP"),
            (450, "MAX"),
            (520, "UNITS"),
        ),
        _line(
            36,
            (60, "Normal Operating Current"),
            (200, "Gyroscope + Accelerometer"),
            (422, "3.9"),
            (520, "mA"),
        ),
        _line(52, (60, "Accelerometer Low Power Mode")),
        _line(54, (200, "1.25 Hz update rate"), (422, "10"), (520, "µA")),
        _line(61, (60, "Current")),
        _line(70, (200, "5 Hz update rate"), (422, "20"), (520, "µA")),
        _line(86, (200, "20 Hz update rate"), (422, "70"), (520, "µA")),
        _line(102, (200, "40 Hz update rate"), (420, "140"), (520, "µA")),
    ]


def test_wrapped_parameter_name_keeps_naming_the_rows_below_it() -> None:
    page = Page(number=14, width=600, height=800, lines=_low_power_table())
    facts = extract_facts("doc", "x.pdf", [page], Identity(device="XYZ6050"))
    rates = {f.typ: f.condition for f in facts if f.field == "supply_current"}
    assert {10.0, 20.0, 70.0, 140.0} <= set(rates)
    # each update-rate row states its own rate only, not the one of the row above
    assert rates[140.0] == "40 Hz update rate"
    assert rates[20.0] == "5 Hz update rate"


def test_wrapped_label_line_needs_the_same_indent_and_a_text_line_pitch() -> None:
    name, tail = _line(52, (60, "Accelerometer Low Power Mode")), _line(61, (60, "Current"))
    assert wraps_label_line(name, tail)
    assert not wraps_label_line(name, _line(75, (60, "Current")))  # a row pitch below
    assert not wraps_label_line(name, _line(61, (80, "Current")))  # another indent
    assert not wraps_label_line(_line(52, (60, "VDD POWER SUPPLY")), tail)  # a group title


def test_parameter_name_centred_in_the_second_column_names_rows_above_and_below() -> None:
    lines = [
        _line(
            20,
            (57, "PARAMETER"),
            (230, "TEST CONDITIONS"),
            (375, "TYP"),
            (410, "MAX"),
            (535, "UNIT"),
        ),
        _line(32, (57, "ADC TIMING")),
        _line(44, (230, "12 bit"), (375, "532"), (411, "586"), (539, "μs")),
        _line(56, (230, "11 bit"), (375, "276"), (411, "304"), (539, "μs")),
        _line(62, (93, "ADC conversion time")),
        _line(68, (230, "10 bit"), (375, "148"), (411, "163"), (539, "μs")),
        _line(80, (230, "9 bit"), (379, "84"), (415, "93"), (539, "μs")),
        _line(92, (93, "Minimum convert input low time"), (380, "4"), (539, "μs")),
        _line(
            104,
            (57, "VSHUNT"),
            (93, "Shunt voltage range"),
            (230, "PGA = /1"),
            (411, "40"),
            (535, "mV"),
        ),
    ]
    page = Page(number=5, width=600, height=800, lines=lines)
    facts = extract_facts("doc", "x.pdf", [page], Identity(device="XYZ219"))
    times = {f.condition: (f.typ, f.max) for f in facts if f.field == "response_time"}
    # above the centred name, under the group title; the name itself is in the condition
    # since the row's own line never states it
    assert times["12 bit; ADC conversion time"] == (532.0, 586.0)
    assert times["9 bit; ADC conversion time"] == (84.0, 93.0)


def test_grade_titles_above_the_column_titles_name_each_group_variant() -> None:
    lines = [
        _line(10, (40, "At TA = 25°C, VS = 3.3 V, unless otherwise noted.")),
        _line(24, (330, "XYZ219A"), (440, "XYZ219B")),
        _line(32, (100, "PARAMETER"), (220, "TEST CONDITIONS"), (535, "UNIT")),
        _line(
            40, (320, "MIN"), (350, "TYP"), (380, "MAX"), (430, "MIN"), (460, "TYP"), (490, "MAX")
        ),
        _line(
            52,
            (100, "Current measurement error"),
            (352, "±0.2"),
            (382, "±0.5"),
            (462, "±0.2"),
            (492, "±0.3"),
            (535, "%"),
        ),
    ]
    page = Page(number=5, width=600, height=800, lines=lines)
    facts = extract_facts("doc", "x.pdf", [page], Identity(device="XYZ219"))
    by_variant = {f.variant: f for f in facts if f.field == "accuracy"}
    assert set(by_variant) == {"XYZ219A", "XYZ219B"}
    assert by_variant["XYZ219B"].max == 0.3
    assert "TA = 25°C" in by_variant["XYZ219A"].condition  # the preamble above the titles
