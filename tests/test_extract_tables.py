"""Table layouts seen across vendors: stacked headers, value groups, Value columns,
merged condition cells, symbolic bounds, conditions right of the units."""

from __future__ import annotations

from specproof.extract import extract_facts
from specproof.extract.tables import (
    clean_unit,
    header_columns,
    inherit_conditions,
    split_row,
    symbol_text,
)
from specproof.records import Fact, Identity, Line, Page, Span
from specproof.timings import timing_kinds

CHAR_W = 5.0  # points per character of the fake font
IDENT = Identity(device="XYZ1234", aliases=["XYZ1234-3.3"])


def line(*cells: tuple[float, str], size: float = 9.0, bold: bool = False) -> Line:
    """A visual line from (x0, text) cells, one span each."""
    spans = [Span(text, x, x + CHAR_W * len(text)) for x, text in cells]
    return Line(
        text=" ".join(s.text for s in spans),
        bbox=(spans[0].x0, 0.0, spans[-1].x1, size),
        spans=spans,
        size=size,
        bold=bold,
    )


def page(*lines: Line, pitch: float = 12.0) -> Page:
    for i, ln in enumerate(lines):
        ln.bbox = (ln.bbox[0], 20.0 + pitch * i, ln.bbox[2], 29.0 + pitch * i)
    return Page(number=2, width=600, height=800, lines=list(lines))


def facts_of(p: Page, ident: Identity = IDENT) -> list[Fact]:
    return extract_facts("doc", "xyz.pdf", [p], ident)


def find(facts: list[Fact], field: str) -> list[Fact]:
    return [f for f in facts if f.field == field]


def test_symbol_font_glyphs_read_as_their_characters() -> None:
    assert symbol_text("\uf02d40 \uf0b0C \uf06dA") == "-40 °C μA"


def test_clean_unit_drops_trailing_punctuation() -> None:
    assert clean_unit("mA.") == "mA"
    assert clean_unit("-Bit") == "Bit"
    assert clean_unit("V,") == "V"


def test_two_value_groups_under_a_stacked_header_give_one_fact_each() -> None:
    # NXP/Nexperia: group titles over "Min Typ Max Min Typ Max"
    p = page(
        line((40, "Recommended operating conditions"), bold=True, size=11),
        line((40, "Symbol"), (90, "Parameter"), (200, "Conditions"), (340, "XYZ1234"),
             (440, "XYZ1234T"), (530, "Unit")),
        line((320, "Min"), (355, "Typ"), (390, "Max"), (420, "Min"), (455, "Typ"),
             (490, "Max")),
        line((40, "VCC"), (90, "supply voltage"), (322, "2.0"), (357, "5.0"), (392, "6.0"),
             (422, "4.5"), (457, "5.0"), (492, "5.5"), (532, "V")),
    )  # fmt: skip
    got = sorted(find(facts_of(p), "supply_voltage"), key=lambda f: f.min or 0)
    assert [(f.min, f.typ, f.max, f.variant) for f in got] == [
        (2.0, 5.0, 6.0, None),
        (4.5, 5.0, 5.5, "XYZ1234T"),
    ]


def test_temperature_groups_become_conditions() -> None:
    p = page(
        line((40, "Static characteristics"), bold=True, size=11),
        line((40, "Symbol"), (90, "Parameter"), (180, "Conditions"), (320, "-40 °C to +85 °C"),
             (430, "-40 °C to +125 °C"), (530, "Unit")),
        line((320, "Min"), (355, "Typ"), (390, "Max"), (430, "Min"), (490, "Max")),
        line((40, "ICC"), (90, "supply current"), (180, "VCC = 6.0 V"), (395, "8.0"),
             (492, "160"), (532, "μA")),
    )  # fmt: skip
    got = {f.max: f.condition for f in find(facts_of(p), "supply_current")}
    assert set(got) == {8.0, 160.0}
    assert "VCC = 6.0 V" in got[8.0] and "+85 °C" in got[8.0]
    assert "+125 °C" in got[160.0]


def test_single_value_column_holds_a_range() -> None:
    p = page(
        line((40, "OPERATING RATINGS"), bold=True, size=11),
        line((200, "Rating"), (388, "Symbol"), (464, "Value"), (523, "Unit")),
        line((65, "Supply Voltage"), (397, "Vin"), (459, "4.5 to 40"), (528, "V")),
        line((65, "Operating Junction Temperature Range"), (398, "TJ"), (453, "-40 to +125"),
             (527, "°C")),
    )  # fmt: skip
    facts = facts_of(p)
    (sv,) = find(facts, "supply_voltage")
    assert (sv.min, sv.max) == (4.5, 40.0)
    (temp,) = [f for f in facts if "temperature" in f.field]
    assert (temp.min, temp.max) == (-40.0, 125.0)


def test_conditions_right_of_units_stay_out_of_unit_and_values() -> None:
    # Microchip: Parameter | Sym | Min | Typ | Max | Units | Conditions
    p = page(
        line((40, "Electrical Characteristics"), bold=True, size=11),
        line((60, "Parameter"), (160, "Sym"), (200, "Min"), (240, "Typ"), (280, "Max"),
             (320, "Units"), (400, "Conditions")),
        line((40, "Standby Current"), (160, "IDDS"), (204, "—"), (238, "0.005"), (284, "2"),
             (324, "µA"), (380, "CS = VDD = 5.0V")),
    )  # fmt: skip
    (f,) = find(facts_of(p), "standby_current")
    assert (f.min, f.typ, f.max) == (None, 0.005, 2.0)
    assert f.unit == "µA"
    assert "CS = VDD = 5.0V" in f.condition


def test_merged_condition_cells_carry_down_to_sub_rows() -> None:
    # ST: "Ven = H; IL = 0" spans the "Vi = L" and "Vi = H" rows; "Ven = L" starts afresh
    p = page(
        line((70, "ELECTRICAL CHARACTERISTICS (VS = 42V; VSS = 5V, Tj = 25°C)"), bold=True),
        line((75, "Symbol"), (159, "Parameter"), (283, "Test Conditions"), (395, "Min."),
             (430, "Typ."), (465, "Max."), (501, "Unit")),
        line((89, "IS"), (116, "Quiescent Supply Current"), (253, "Ven = H; IL = 0"),
             (351, "Vi = L"), (435, "13"), (471, "22"), (504, "mA")),
        line((351, "Vi = H"), (435, "50"), (471, "70"), (504, "mA")),
        line((253, "Ven = L"), (353, "Vi = X"), (473, "4"), (504, "mA")),
    )  # fmt: skip
    got = {(f.typ, f.max): f.condition for f in find(facts_of(p), "quiescent_current")}
    assert "Ven = H" in got[(50.0, 70.0)] and "Vi = H" in got[(50.0, 70.0)]
    assert "Ven = L" in got[(None, 4.0)] and "Ven = H" not in got[(None, 4.0)]
    assert "VS = 42V" in got[(13.0, 22.0)]  # the table's title conditions hold for every row


def test_symbolic_cells_are_no_numbers() -> None:
    header = line((40, "Parameter"), (160, "Symbol"), (380, "Min"), (420, "Typ"),
                  (460, "Max"), (500, "Unit"))  # fmt: skip
    cols = header_columns(header)
    assert cols is not None
    row = split_row(line((40, "VIH"), (370, "VCCI – 0.2"), (462, "VCCI"), (502, "V")), cols)
    assert not any(row.group_values)
    assert row.exprs[0] == {"min": "VCCI – 0.2", "max": "VCCI"}
    row = split_row(line((40, "VIH"), (380, "+3.0"), (452, "VDD + 0.3"), (502, "V")), cols)
    assert row.values == {"min": "+3.0"}
    assert row.exprs[0]["max"] == "VDD + 0.3"


def test_sub_heading_inside_a_table_keeps_its_columns() -> None:
    p = page(
        line((39, "COMMON OPERATING CHARACTERISTICS over full range of TOP, VCC = 5 V"), bold=True),
        line((67, "Characteristic"), (159, "Symbol"), (286, "Test Conditions"), (445, "Min."),
             (480, "Typ."), (515, "Max."), (549, "Units")),
        line((39, "ELECTRICAL CHARACTERISTICS"), bold=True),
        line((39, "Supply Voltage"), (167, "VCC"), (448, "4.5"), (482, "5.0"), (518, "5.5"),
             (556, "V")),
    )  # fmt: skip
    (f,) = find(facts_of(p), "supply_voltage")
    assert (f.min, f.typ, f.max) == (4.5, 5.0, 5.5)
    assert "VCC = 5 V" in f.condition


def test_footnotes_end_the_table() -> None:
    p = page(
        line((40, "Parameter"), (160, "Symbol"), (380, "Min"), (420, "Typ"), (460, "Max"),
             (500, "Unit")),
        line((40, "Supply current"), (160, "IDD"), (422, "1"), (462, "1.5"), (502, "mA")),
        line((40, "Note 1:"), (80, "This parameter is established by characterization and not"),
             (462, "100%"), (502, "tested.")),
    )  # fmt: skip
    facts = facts_of(p)
    assert [f.max for f in find(facts, "supply_current")] == [1.5]
    assert not [f for f in facts if f.unit and f.unit.startswith("%")]


def test_inherit_conditions_by_position() -> None:
    from specproof.extract.tables import CondCell

    parent = [CondCell(253, "Ven = H; IL = 0"), CondCell(351, "Vi = L")]
    assert [c.text for c in inherit_conditions([CondCell(351, "Vi = H")], parent, True)] == [
        "Ven = H; IL = 0",
        "Vi = H",
    ]
    assert [c.text for c in inherit_conditions([], parent, True)] == [c.text for c in parent]
    assert inherit_conditions([], parent, False) == []


# ---------------------------------------------------------------- parameter-per-column tables


def test_relay_coil_chart_reads_columns_as_parameters_and_rows_as_codes() -> None:
    ident = Identity(device="REL-05VDC-X")
    p = page(
        line((40, "COIL DATA CHART (AT 20 C)"), bold=True, size=11),
        line((140, "Coil"), (180, "Nominal"), (225, "Nominal"), (275, "Coil"), (325, "Power")),
        line((40, "Coil"), (135, "Voltage"), (180, "Voltage"), (225, "Current"),
             (275, "Resistance"), (325, "Consumption")),
        line((140, "Code"), (182, "(VDC)"), (228, "(mA)"), (272, "(Ω) ±10%"), (330, "(W)")),
        line((40, "REL"), (144, "03"), (186, "03"), (227, "120"), (279, "25"), (320, "abt. 0.36W")),
        line((40, "(High"), (144, "05"), (186, "05"), (225, "71.4"), (279, "70")),
        line((40, "Sensitivity)"), (144, "06"), (186, "06"), (229, "60"), (276, "100")),
        line((144, "09"), (186, "09"), (229, "40"), (276, "225")),
        line((40, "REL"), (144, "05"), (186, "05"), (225, "89.3"), (279, "55"), (320, "abt. 0.45W")),
        line((40, "(Standard)"), (144, "06"), (186, "06"), (229, "75"), (279, "80")),
        line((144, "09"), (186, "09"), (229, "50"), (276, "180")),
    )  # fmt: skip
    facts = facts_of(p, ident)
    res = {(f.variant, f.value): f.condition for f in find(facts, "coil_resistance")}
    # the device's own code (05 of REL-05VDC-X) is no other variant
    assert "High Sensitivity" in res[(None, 70.0)] and "±10%" in res[(None, 70.0)]
    assert "Standard" in res[(None, 55.0)]
    assert ("06", 100.0) in res and ("09", 180.0) in res
    volts = {(f.variant, f.value) for f in find(facts, "coil_voltage")}
    assert (None, 5.0) in volts and ("03", 3.0) in volts
    # a cell stated once for a group of rows holds for the group, not for its first code
    power = {(f.variant, f.typ or f.value) for f in find(facts, "coil_power")}
    assert power == {(None, 0.36), (None, 0.45)}
    assert {f.value for f in find(facts, "supply_current") if f.variant is None} == {71.4, 89.3}


def test_selection_guide_rows_are_part_number_variants() -> None:
    ident = Identity(device="ACS999")
    p = page(
        line((56, "Selection Guide"), bold=True, size=14),
        line((358, "TOP"), (403, "Optimized Range, IP"), (491, "Sensitivity, Sens"), bold=True),
        line((74, "Part Number"), (221, "Packing*"), bold=True),
        line((357, "(°C)"), (436, "(A)"), (499, "(Typ) (mV/A)"), bold=True),
        line((56, "ACS999ELC-05B-T"), (147, "Tape and reel, 3000 pieces"), (348, "–40 to 85"),
             (437, "±5"), (516, "185")),
        line((56, "ACS999ELC-20A-T"), (147, "Tape and reel, 3000 pieces"), (348, "–40 to 85"),
             (437, "±20"), (516, "100")),
    )  # fmt: skip
    facts = facts_of(p, ident)
    sens = {f.variant: f.typ for f in find(facts, "sensitivity")}
    assert sens == {"ACS999ELC-05B-T": 185.0, "ACS999ELC-20A-T": 100.0}
    rng = {f.variant: (f.min, f.max) for f in find(facts, "measurement_range")}
    assert rng["ACS999ELC-20A-T"] == (-20.0, 20.0)


def test_graph_axis_numbers_are_no_parameter_table() -> None:
    from specproof.extract.tables import find_param_tables

    lines = [
        line((250, "TA (°C)"), (500, "T (°C)")),
        line((86, "3.0"), (251, "150"), (516, "184.0")),
        line((86, "2.5"), (251, "85"), (516, "85")),
    ]
    page(*lines)
    assert find_param_tables(lines) == []


# ---------------------------------------------------------------- centred parameter labels


def test_centred_parameter_label_names_every_sub_row() -> None:
    # TI: "VIH High-level input voltage" centred beside its A-port / B-port / OE rows
    p = page(
        line((40, "Recommended Operating Conditions"), bold=True, size=11),
        line((413, "MIN"), (473, "MAX"), (526, "UNIT")),
        line((57, "VCCA"), (93, "Supply voltage"), (437, "1.4"), (498, "3.6"), (532, "V")),
        line((215, "VCCA = 1.4 V to 1.95 V"), (444, "0"), (494, "0.15"), (532, "V")),
        line((164, "A-Port I/Os"), (532, "V")),
        line((215, "VCCA = 1.95 V to 3.6 V"), (444, "0"), (494, "0.2"), (532, "V")),
        line((57, "VIL"), (93, "Low-level input voltage")),
        line((164, "B-Port I/Os"), (215, "VCCA = 1.4 V to 3.6 V"), (444, "0"), (494, "0.25"),
             (532, "V")),
        line((164, "OE"), (215, "VCCA = 1.4 V to 3.6 V"), (444, "0"), (494, "0.3"), (532, "V")),
    )  # fmt: skip
    # sub-rows half a pitch from the label, as when a label is centred between them
    ys = [20, 32, 44, 56, 62, 68, 74, 80, 92]
    for ln, y in zip(p.lines, ys, strict=True):
        ln.bbox = (ln.bbox[0], float(y), ln.bbox[2], y + 9.0)
    facts = facts_of(p)
    vil = {f.max: f.condition for f in find(facts, "input_low_voltage")}
    assert set(vil) == {0.15, 0.2, 0.25, 0.3}
    assert "A-Port I/Os" in vil[0.15] and "1.95 V" in vil[0.15]
    assert [f.max for f in find(facts, "io_supply_voltage")] == [3.6]


def test_a_centred_name_covers_only_its_unlabelled_sub_rows() -> None:
    # Maxim: "Temperature Conversion Time tCONV" centred among its resolution rows, then
    # rows with names of their own; rotated figure text below the table is listed last
    # with a far-left box above the header and must not make every row look unlabelled
    p = page(
        line((40, "AC Electrical Characteristics"), bold=True, size=11),
        line((40, "PARAMETER"), (170, "SYMBOL"), (260, "CONDITIONS"), (380, "MIN"),
             (420, "TYP"), (460, "MAX"), (500, "UNITS")),
        line((215, "9-bit resolution"), (462, "93.75")),
        line((40, "Temperature Conversion Time"), (170, "tCONV"), (502, "ms")),
        line((215, "12-bit resolution"), (462, "750")),
        line((40, "Time Slot"), (170, "tSLOT"), (260, "(Note 12)"), (382, "60"), (462, "120"),
             (502, "µs")),
        line((40, "Read Data Valid"), (170, "tRDV"), (260, "(Note 12)"), (462, "15"),
             (502, "µs")),
        line((5, "THERMOMETER ERROR (°C)")),
    )  # fmt: skip
    ys = [20, 40, 52, 58, 64, 76, 88]
    for ln, y in zip(p.lines, ys, strict=False):
        ln.bbox = (ln.bbox[0], float(y), ln.bbox[2], y + 9.0)
    p.lines[-1].bbox = (5.0, 0.0, 15.0, 300.0)  # vertical text: its box starts at the top
    facts = facts_of(p)
    # (the time slot is an interface timing, filed under its kind)
    conv = {f.max for f in find(facts, "response_time") if not timing_kinds(f.source.quote)}
    assert conv <= {93.75, 750.0} and 750.0 in conv
    assert not any("Conversion" in f.condition for f in facts if f.max in (120.0, 15.0))


def test_symbol_set_apart_from_its_offset_is_no_negative_number() -> None:
    header = line((40, "Parameter"), (160, "Symbol"), (380, "Min"), (460, "Max"), (500, "Unit"))
    cols = header_columns(header)
    assert cols is not None
    row = split_row(line((40, "VIH"), (370, "V"), (388, "– 0.4"), (462, "V"), (502, "V")), cols)
    assert not any(row.group_values)


# ---------------------------------------------------------------- variants and supplies


def test_logic_family_variants_start_with_digits() -> None:
    ident = Identity(device="74HC999", aliases=["74HCT999"])
    p = page(
        line((40, "Recommended operating conditions"), bold=True, size=11),
        line((40, "Symbol"), (90, "Parameter"), (200, "Conditions"), (340, "74HC999"),
             (440, "74HCT999"), (530, "Unit")),
        line((320, "Min"), (355, "Typ"), (390, "Max"), (420, "Min"), (455, "Typ"),
             (490, "Max")),
        line((40, "VCC"), (90, "supply voltage"), (322, "2.0"), (357, "5.0"), (392, "6.0"),
             (422, "4.5"), (457, "5.0"), (492, "5.5"), (532, "V")),
        line((40, "VI"), (90, "input voltage"), (322, "0"), (392, "6.0"), (422, "0"),
             (492, "5.5"), (532, "V")),
    )  # fmt: skip
    got = {f.variant: f.max for f in find(facts_of(p, ident), "supply_voltage")}
    assert got == {None: 6.0, "74HCT999": 5.5}  # "VI input voltage" is no supply


def test_table_title_code_names_the_variant() -> None:
    p = page(
        line((40, "x20A PERFORMANCE CHARACTERISTICS TA = 25 °C, VCC = 5 V"), bold=True),
        line((40, "Characteristic"), (160, "Symbol"), (380, "Min."), (420, "Typ."),
             (460, "Max."), (500, "Units")),
        line((40, "Optimized Accuracy Range"), (160, "IP"), (380, "–20"), (462, "20"), (502, "A")),
    )  # fmt: skip
    (f,) = find(facts_of(p), "measurement_range")
    assert f.variant == "x20A" and (f.min, f.max) == (-20.0, 20.0)


def test_driver_with_a_logic_supply_has_a_load_supply_vs() -> None:
    p = page(
        line((40, "ELECTRICAL CHARACTERISTICS"), bold=True, size=11),
        line((40, "Symbol"), (90, "Parameter"), (380, "Min."), (420, "Typ."), (460, "Max."),
             (500, "Unit")),
        line((40, "VS"), (90, "Supply Voltage (pin 4)"), (462, "46"), (502, "V")),
        line((40, "VSS"), (90, "Logic Supply Voltage (pin 9)"), (380, "4.5"), (422, "5"),
             (462, "7"), (502, "V")),
    )  # fmt: skip
    facts = facts_of(p)
    assert [f.max for f in find(facts, "load_supply_voltage")] == [46.0]
    assert [f.max for f in find(facts, "logic_supply_voltage")] == [7.0]
    assert not find(facts, "analog_output_voltage")


def test_a_percent_tolerance_beside_a_typical_value_is_no_bound() -> None:
    # InvenSense: "100 ±10%" in the Typ column of a kHz row
    p = page(
        line((40, "ELECTRICAL CHARACTERISTICS"), bold=True, size=11),
        line((40, "PARAMETER"), (200, "CONDITIONS"), (380, "MIN"), (420, "TYP"), (460, "MAX"),
             (500, "Units")),
        line((40, "I2C Operating Frequency"), (200, "Standard-mode"), (412, "100 ±10%"),
             (502, "kHz")),
    )  # fmt: skip
    (f,) = find(facts_of(p), "i2c_clock_frequency")
    assert (f.min, f.typ, f.max) == (None, 100.0, None)


def test_an_address_row_is_no_case_of_the_frequency_above() -> None:
    # InvenSense: "I2C ADDRESS AD0 = 0 1101000" right under "I2C Operating Frequency"
    p = page(
        line((40, "ELECTRICAL CHARACTERISTICS"), bold=True, size=11),
        line((40, "PARAMETER"), (200, "CONDITIONS"), (380, "MIN"), (420, "TYP"), (460, "MAX"),
             (500, "Units")),
        line((40, "I2C Operating Frequency"), (200, "Fast-mode"), (462, "400"), (502, "kHz")),
        line((40, "I2C ADDRESS"), (200, "AD0 = 0"), (412, "1101000")),
    )  # fmt: skip
    assert [f.max for f in find(facts_of(p), "i2c_clock_frequency")] == [400.0]


def test_own_limit_row_does_not_inherit_the_parameter_above() -> None:
    from specproof.extract.row_labels import OWN_LIMIT_NAME

    assert OWN_LIMIT_NAME.match("Maximum received signal @30.8% PER")
    assert OWN_LIMIT_NAME.match("Min. input level")
    assert not OWN_LIMIT_NAME.match("11b, 1 Mbps")
    assert not OWN_LIMIT_NAME.match("Max")


def test_a_unit_column_the_header_leaves_untitled_gives_the_units() -> None:
    # "Parameter | Condition | min | typ | max" and the units right of max, untitled; an
    # amplifier's "Excitation output E+" is neither a supply it takes nor a regulator output
    p = page(
        line((40, "Power"), bold=True, size=11),
        line((40, "Parameter"), (200, "Condition"), (340, "min"), (390, "typ"), (440, "max")),
        line((40, "Supply voltage VCC"), (342, "2.7"), (442, "5.5"), (500, "V")),
        line((40, "Current drawn, power-down"), (200, "SCK high"), (392, "0.2"), (442, "1"),
             (500, "µA")),
        line((40, "Excitation output E+"), (200, "VCC = 5 V"), (392, "4.3"), (500, "V")),
    )  # fmt: skip
    facts = facts_of(p)
    assert [(f.min, f.max, f.unit) for f in find(facts, "supply_voltage")] == [(2.7, 5.5, "V")]
    assert [(f.typ, f.max) for f in find(facts, "standby_current")] == [(0.2, 1.0)]
    assert not [f for f in facts if f.typ == 4.3]


def test_a_boards_no_load_current_is_its_own_draw_not_its_output() -> None:
    p = page(
        line((40, "Specifications"), bold=True, size=11),
        line((40, "Parameter"), (300, "Value"), (380, "Unit")),
        line((40, "No-load current (knob at 0)"), (302, "12"), (382, "mA")),
        line((40, "Continuous output current"), (302, "8"), (382, "A")),
    )  # fmt: skip
    facts = facts_of(p)
    assert [f.value or f.max for f in find(facts, "quiescent_current")] == [12.0]
    assert [f.value or f.max for f in find(facts, "output_current")] == [8.0]
