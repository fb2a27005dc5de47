"""Extraction on vendor layouts beyond the dev set: relay coil tables with two-line
heads, footnoted Min/Typ/Max heads, one-cell ranges, supply-relative limits, Vishay
MOSFET tables, address tables, and hobby-module key-value lines."""

from __future__ import annotations

from specproof.extract import extract_facts
from specproof.extract.interfaces import i2c_addresses
from specproof.extract.lexicon import classify
from specproof.records import Fact, Identity, Line, Page, SectionKind, Span
from specproof.units import parse_quantity

CHAR_W = 5.0


def line(*cells: tuple[float, str], size: float = 9.0, bold: bool = False) -> Line:
    spans = [Span(text, x, x + CHAR_W * len(text)) for x, text in cells]
    return Line(
        text=" ".join(s.text for s in spans),
        bbox=(spans[0].x0, 0.0, spans[-1].x1, size),
        spans=spans,
        size=size,
        bold=bold,
    )


def page(number: int, *lines: Line) -> Page:
    for i, ln in enumerate(lines):
        ln.bbox = (ln.bbox[0], 20.0 + 12 * i, ln.bbox[2], 29.0 + 12 * i)
    return Page(number=number, width=600, height=800, lines=list(lines))


def facts_of(*pages: Page, device: str = "XYZ1234") -> list[Fact]:
    return extract_facts("doc", "xyz.pdf", list(pages), Identity(device=device))


def find(facts: list[Fact], field: str) -> list[Fact]:
    return [f for f in facts if f.field == field]


# ------------------------------------------------------------------ relay coil tables


def _coil_table(names: str, units: list[tuple[float, str]]) -> Page:
    rows = [("5", "3.75", "0.5", "70", "71.4", "05"), ("12", "9.00", "1.2", "400", "30", "12")]
    xs = (80, 150, 225, 370, 440, 510)
    return page(
        2,
        line((50, "COIL DATA"), (130, "at 23°C"), size=11, bold=True),
        line((50, names), (505, "Code"), bold=True),
        line(*units, bold=True),
        *(line(*zip(xs, r, strict=True)) for r in rows),
    )


def test_relay_coil_table_with_units_under_the_names() -> None:
    p = _coil_table(
        "Nominal Voltage Pick-up Voltage Drop-out Voltage Coil Resistance Nominal Current",
        [(75, "VDC"), (140, "VDC max."), (215, "VDC min."), (365, "Ω ±10%"), (440, "mA")],
    )
    facts = facts_of(p)
    res = {f.variant: f.value for f in find(facts, "coil_resistance")}
    assert res == {"05": 70.0, "12": 400.0}
    assert {f.variant: f.value for f in find(facts, "supply_current")} == {"05": 71.4, "12": 30.0}
    assert {f.value for f in find(facts, "coil_voltage")} == {5.0, 12.0}
    # pick-up and drop-out voltages are no coil ratings and no LDO dropout
    assert not find(facts, "dropout_voltage")
    assert all(f.max is None for f in find(facts, "coil_voltage"))


def test_a_relays_operate_and_release_voltages_under_contact_heads_are_no_contact_rating() -> None:
    """A relay table headed by contact forms ("Form A contact | Form B contact") also lists
    the coil's operate and release voltages: they are no voltage the contacts switch."""
    p = page(
        2,
        line((50, "RELAY CHARACTERISTICS"), size=11, bold=True),
        line((50, "Item"), (300, "Form A contact"), (420, "Form B contact"), bold=True),
        line((50, "Switching load, 277 V AC"), (300, "8 A"), (420, "3 A")),
        line((50, "Must operate voltage"), (300, "max. 9.0 V DC"), (420, "max. 9.0 V DC")),
        line((50, "Release voltage"), (300, "min. 1.2 V DC"), (420, "min. 1.2 V DC")),
    )
    volts = {(f.min, f.max) for f in find(facts_of(p), "contact_voltage")}
    assert (None, 9.0) not in volts and (1.2, None) not in volts


def test_unit_word_before_bound_word_is_no_header_role() -> None:
    from specproof.extract.tables import header_columns

    units = line((75, "VDC"), (140, "VDC max."), (215, "VDC min."), (440, "mA"))
    assert header_columns(units) is None


# ------------------------------------------------------------------ ST / TI tables


def test_footnote_mark_on_typ_header_keeps_the_column() -> None:
    p = page(
        2,
        line((40, "Electrical characteristics"), bold=True, size=11),
        line(
            (40, "Symbol"),
            (90, "Parameter"),
            (330, "Min."),
            (380, "Typ.(1)"),
            (440, "Max."),
            (500, "Unit"),
        ),
        line(
            (40, "Vdd"),
            (90, "Supply voltage"),
            (330, "1.71"),
            (385, "2.5"),
            (445, "3.6"),
            (505, "V"),
        ),
    )
    (f,) = find(facts_of(p), "supply_voltage")
    assert (f.min, f.typ, f.max) == (1.71, 2.5, 3.6)


def test_maximum_value_column_holds_whole_ranges() -> None:
    p = page(
        3,
        line((40, "Absolute maximum ratings"), bold=True, size=11),
        line((40, "Symbol"), (100, "Ratings"), (380, "Maximum value"), (500, "Unit")),
        line((40, "Vdd"), (100, "Supply voltage"), (385, "-0.3 to 4.8"), (505, "V")),
        line(
            (40, "Vin"),
            (100, "Input voltage on any control pin"),
            (370, "-0.3 to Vdd_IO +0.3"),
            (505, "V"),
        ),
    )
    facts = facts_of(p)
    (vdd,) = find(facts, "abs_max_supply_voltage")
    assert (vdd.min, vdd.max) == (-0.3, 4.8)
    (vin,) = find(facts, "abs_max_input_voltage")
    assert vin.min == -0.3 and vin.expr_max == "Vdd_IO+0.3"


def test_typical_spread_between_signed_limits_is_not_the_range() -> None:
    p = page(
        3,
        line((40, "ELECTRICAL CHARACTERISTICS"), bold=True, size=11),
        line(
            (40, "PARAMETER"),
            (200, "TEST CONDITIONS"),
            (330, "MIN"),
            (380, "TYP"),
            (430, "MAX"),
            (490, "UNIT"),
        ),
        line(
            (40, "Temperature accuracy"),
            (200, "-25°C to +85°C"),
            (330, "–0.5"),
            (380, "±0.1"),
            (432, "0.5"),
            (490, "°C"),
        ),
    )
    (f,) = find(facts_of(p), "accuracy")
    assert (f.min, f.max) == (-0.5, 0.5)


def test_supply_relative_limits_stay_symbolic() -> None:
    assert parse_quantity("0.7 × (V+)", default_unit="V") is None
    q = parse_quantity("(V+) + 0.3", default_unit="V")
    assert q is not None and q.expr_max == "(V+)+0.3" and q.value is None
    q = parse_quantity("VCC – 0.4", default_unit="V")
    assert q is not None and q.expr_max == "VCC-0.4"
    q = parse_quantity("VDD to GND –0.3 to +6 V")
    assert q is not None and q.max != -0.3  # "GND -0.3" is no offset of GND
    p = page(
        3,
        line((40, "ELECTRICAL CHARACTERISTICS"), bold=True, size=11),
        line((40, "PARAMETER"), (330, "MIN"), (380, "TYP"), (430, "MAX"), (490, "UNIT")),
        line((40, "VIH High-level input voltage"), (320, "0.7 × (V+)"), (490, "V")),
        line((40, "VIL Low-level input voltage"), (425, "0.3 × (V+)"), (490, "V")),
    )
    facts = facts_of(p)
    (vih,) = find(facts, "input_high_voltage")
    (vil,) = find(facts, "input_low_voltage")
    assert vih.min is None and vih.expr_min and "V+" in vih.expr_min
    assert vil.max is None and vil.expr_max and "V+" in vil.expr_max


def test_condition_in_the_label_cell_stays_whole() -> None:
    p = page(
        2,
        line((40, "ELECTRICAL CHARACTERISTICS"), bold=True, size=11),
        line(
            (40, "Characteristic"),
            (280, "Symbol"),
            (330, "Min"),
            (380, "Typ"),
            (430, "Max"),
            (500, "Unit"),
        ),
        line((40, "Output Voltage")),
        line(
            (40, "XYZ1234-3.3"),
            (100, "TJ = 25°C"),
            (280, "VOUT"),
            (330, "3.267"),
            (380, "3.300"),
            (430, "3.333"),
            (500, "V"),
        ),
        line(
            (40, "XYZ1234-3.3"),
            (100, "−40°C ≤ TJ ≤ 125°C"),
            (280, "VOUT"),
            (330, "3.234"),
            (380, "3.300"),
            (430, "3.366"),
            (500, "V"),
        ),
        line((40, "Dropout Voltage")),
        line((40, "IOUT = 100 mA"), (280, "VDO"), (380, "120"), (430, "200"), (500, "mV")),
        line((40, "IOUT = 300 mA"), (380, "350"), (430, "500"), (500, "mV")),
    )
    facts = facts_of(p)
    out = {f.max: f for f in find(facts, "output_voltage")}
    assert out[3.333].variant == "XYZ1234-3.3" and "TJ = 25°C" in out[3.333].condition
    assert "−40°C ≤ TJ ≤ 125°C" in out[3.366].condition
    drop = {f.max: f.condition for f in find(facts, "dropout_voltage")}
    assert "IOUT = 100 mA" in drop[200.0] and "IOUT = 300 mA" in drop[500.0]


# ------------------------------------------------------------------ MOSFET (Vishay)


def test_mosfet_limit_column_and_threshold_row() -> None:
    p1 = page(
        1,
        line((40, "ABSOLUTE MAXIMUM RATINGS (TA = 25 °C, unless otherwise noted)"), bold=True),
        line((40, "Parameter"), (320, "Symbol"), (400, "Limit"), (490, "Unit")),
        line((40, "Drain-Source Voltage"), (320, "VDS"), (405, "30"), (490, "V")),
        line((40, "Gate-Source Voltage"), (320, "VGS"), (400, "± 12"), (490, "V")),
    )
    p2 = page(
        2,
        line((40, "SPECIFICATIONS (TJ = 25 °C, unless otherwise noted)"), bold=True),
        line(
            (40, "Parameter"),
            (200, "Symbol"),
            (260, "Test Conditions"),
            (400, "Min."),
            (440, "Typ."),
            (480, "Max."),
            (520, "Unit"),
        ),
        line(
            (40, "Gate-Source Threshold Voltage"),
            (200, "VGS(th)"),
            (260, "VDS = VGS, ID = 250 µA"),
            (400, "0.6"),
            (440, "0.95"),
            (480, "1.5"),
            (520, "V"),
        ),
        line(
            (40, "Body Diode Voltage"),
            (200, "VSD"),
            (260, "IS = 1.0 A"),
            (440, "0.8"),
            (480, "1.2"),
            (520, "V"),
        ),
    )
    facts = facts_of(p1, p2)
    (vds,) = find(facts, "drain_source_voltage")
    assert vds.max == 30.0
    (vth,) = find(facts, "gate_threshold_voltage")
    assert (vth.min, vth.typ, vth.max) == (0.6, 0.95, 1.5)
    assert vth.section == SectionKind.ELECTRICAL
    assert not find(facts, "abs_max_supply_voltage")  # neither VGS nor the body diode


# ------------------------------------------------------------------ addresses


def test_address_table_rows_below_the_window_and_rw_bytes() -> None:
    p = page(
        4,
        line((40, "Table 8-3. Address Pin and Target Addresses"), bold=True),
        line((40, "DEVICE TWO-WIRE ADDRESS"), (250, "HEX"), (320, "ADD0 PIN CONNECTION")),
        *(
            line((40, bits), (250, hx), (320, pin))
            for bits, hx, pin in (
                ("1001000", "0x48", "Ground"),
                ("1001001", "0x49", "V+"),
                ("1001010", "0x4A", "SDA"),
                ("1001011", "0x4B", "SCL"),
            )
        ),
    )
    (addr,) = find(facts_of(p), "i2c_address")
    assert addr.values == ["0x48", "0x49", "0x4A", "0x4B"]
    # 8-bit address bytes with the R/W bit name the 7-bit address shifted right
    found = i2c_addresses("Read 001100 0 1 00110001 (31h)", "SAD+Read/Write patterns address")
    assert found == {0x18}
    assert i2c_addresses(
        "the RTCC registers and the SRAM share this address (0x6F).", "7-bit slave address"
    ) == {0x6F}


# ------------------------------------------------------------------ key-value lines


def test_hobby_module_key_values() -> None:
    p = page(
        1,
        line((40, "3. Electrical Parameters"), bold=True, size=11),
        line((50, "Static current: <60uA")),
        line((50, "Level output: high 3.3V / low 0V")),
        line((50, "Operation temperature: -15 ~ +70 degree")),
        line((50, "Angle sensor: <110 degree cone angle")),
        line((50, "Sensing module power on needs about 1 minute to initialize")),
        line((50, "Unit weight: Approx. 10g")),
    )
    facts = facts_of(p)
    (sb,) = find(facts, "standby_current")
    assert sb.max == 60.0
    (voh,) = find(facts, "output_high_voltage")
    assert voh.value == 3.3
    (t,) = find(facts, "operating_temperature")
    assert (t.min, t.max) == (-15.0, 70.0)
    (w,) = find(facts, "warm_up_time")
    assert w.typ == 1.0 or w.value == 1.0
    assert not find(facts, "accuracy") and not find(facts, "analog_output_voltage")


def test_relay_contact_lines() -> None:
    p = page(
        1,
        line((40, "CONTACT DATA"), bold=True, size=11),
        line((50, "Contact arrangement"), (250, "1A, 1B, 1C")),
        line((50, "Contact resistance"), (250, "≤100mΩ (at 1A 6VDC)")),
        line((50, "Contact rating (Res. load)"), (250, "1A/1C(NO): 10A 250VAC / 10A 30VDC")),
        line((250, "1B/1C(NC): 7A 250VAC / 7A 30VDC")),
        line((50, "Dielectric strength, between open contacts"), (250, "1000VAC 1min")),
    )
    facts = facts_of(p)
    cur = {f.max: f.condition for f in find(facts, "contact_current")}
    assert set(cur) == {10.0, 7.0}  # no "1A" contact form read as a current
    assert "NO" in cur[10.0] and "NC" in cur[7.0] and "NO" not in cur[7.0]
    volts = {f.max for f in find(facts, "contact_voltage")}
    assert 6.0 not in volts  # the test condition of the resistance row
    assert not find(facts, "response_time")  # "1min" is how long the test lasts


def test_i2c_only_part_clock_row_is_the_i2c_clock() -> None:
    p = page(
        3,
        line((40, "Features"), bold=True, size=11),
        line((40, "• 2-Wire Serial Interface, I2C Compatible")),
        line((40, "AC CHARACTERISTICS"), bold=True, size=11),
        line(
            (40, "Sym."),
            (90, "Characteristic"),
            (300, "Min."),
            (350, "Max."),
            (400, "Units"),
            (450, "Conditions"),
        ),
        line(
            (40, "FCLK"),
            (90, "Clock frequency"),
            (300, "—"),
            (352, "100"),
            (400, "kHz"),
            (450, "1.8V ≤ VCC < 2.5V"),
        ),
    )
    facts = facts_of(p)
    assert not find(facts, "spi_clock_frequency")
    (clk,) = find(facts, "i2c_clock_frequency")
    assert clk.max == 100.0


def test_labels_that_are_no_ratings() -> None:
    assert classify("Unit weight Approx.", "acceleration") is None
    assert classify("Ambient temperature with power applied", "temperature", n_bounds=2) is None
    assert classify("Low Dropout Voltage Regulator - Fixed", "voltage") is None
    assert classify("VPU Pullup voltage on SCL, SDA", "voltage") is None
    got = classify(
        "Operating junction temperature, TJ", "temperature", SectionKind.ABS_MAX, None, 2
    )
    # (the die's limit, a field of its own: no ambient operating range)
    assert got is not None and got.field == "junction_temperature"
    q = parse_quantity("Fixed Output Voltage Versions: 3.3 V and 5.0 V")
    assert q is not None and q.max is None  # two options, not a range
    q = parse_quantity("between 2 V and 5 V")
    assert q is not None and (q.min, q.max) == (2.0, 5.0)
