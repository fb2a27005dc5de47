"""Context a spec value needs to be told apart from its twins (session 11): the title of
the sub-table, the group row or the list heading it stands under; cells wrapped over two
lines; a range written in one cell; note marks; side-by-side tables; a "min. / max." pair."""

from __future__ import annotations

from specproof.extract import extract_facts
from specproof.extract.lines import labelled_values
from specproof.records import Fact, Identity, Line, Page, SectionKind, Span

CHAR_W = 5.0
IDENT = Identity(device="QRS4410", aliases=[])


def line(*cells: tuple[float, str], size: float = 9.0, bold: bool = False) -> Line:
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
    return Page(number=3, width=600, height=800, lines=list(lines))


def at(ln: Line, y: float) -> Line:
    ln.bbox = (ln.bbox[0], y, ln.bbox[2], y + ln.size)
    return ln


def facts_of(p: Page) -> list[Fact]:
    return extract_facts("doc", "qrs.pdf", [p], IDENT)


def find(facts: list[Fact], field: str) -> list[Fact]:
    return [f for f in facts if f.field == field]


HEADER = ((40, "Parameter"), (200, "Conditions"), (330, "Min"), (370, "Typ"), (410, "Max"),
          (450, "Unit"))  # fmt: skip


def test_sub_table_titles_tell_two_tables_of_one_parameter_apart() -> None:
    p = page(
        line((40, "7.2 Magnetometer Specifications"), bold=True, size=11),
        line(*HEADER),
        line((40, "Output data rate"), (332, "2"), (412, "100"), (452, "Hz")),
        line((40, "7.3 Barometer Specifications"), bold=True, size=11),
        line(*HEADER),
        line((40, "Output data rate"), (332, "1"), (412, "25"), (452, "Hz")),
        pitch=20.0,
    )
    got = {f.max: f.condition for f in find(facts_of(p), "data_rate")}
    assert "Magnetometer" in got[100.0] and "Barometer" not in got[100.0]
    assert "Barometer" in got[25.0]


def test_a_title_naming_only_the_kind_of_table_adds_nothing() -> None:
    p = page(
        line((40, "Table 4: DC Electrical Characteristics"), bold=True, size=11),
        line(*HEADER),
        line((40, "Supply voltage"), (332, "1.8"), (412, "3.6"), (452, "V")),
        pitch=20.0,
    )
    (f,) = find(facts_of(p), "supply_voltage")
    assert f.condition == ""


def test_group_rows_over_named_rows_become_their_condition() -> None:
    p = page(
        line((40, "Electrical Characteristics"), bold=True, size=11),
        line(*HEADER),
        line((40, "Host SPI Port (MOSI, SCK)")),
        line((40, "IOL, low-level output current"), (200, "VOL = 0.4 V"), (372, "4"),
             (452, "mA")),
        line((40, "Sensor Hub Port (HUB_SDA)")),
        line((40, "IOL, low-level output current"), (200, "VOL = 0.4 V"), (372, "2"),
             (452, "mA")),
    )  # fmt: skip
    got = {f.typ: f.condition for f in find(facts_of(p), "output_current")}
    assert "Host SPI Port" in got[4.0] and "Sensor Hub" not in got[4.0]
    assert "Sensor Hub Port" in got[2.0]


def test_a_parameter_name_row_is_no_group_of_the_rows_that_follow() -> None:
    # "OUTPUT DATA RATE" names its unlabelled row; the upper-case title at the same indent
    # ends the group above it
    p = page(
        line((40, "Electrical Characteristics"), bold=True, size=11),
        line(*HEADER),
        line((40, "MECHANICAL RESONANCE")),
        line((40, "X axis"), (332, "20"), (372, "24"), (412, "28"), (452, "kHz")),
        line((40, "OUTPUT DATA RATE")),
        line((200, "Selectable"), (332, "10"), (412, "4000"), (452, "Hz")),
    )
    (f,) = find(facts_of(p), "data_rate")
    assert "MECHANICAL" not in f.condition


def test_list_headings_qualify_the_key_value_items_below() -> None:
    p = page(
        line((60, "Barometric pressure")),
        line((60, "Response time: 1 s")),
        line((60, "Resolution: 0.01 hPa")),
        line((60, "Ambient temperature")),
        line((60, "Response time: 8 s")),
        pitch=15.0,
    )
    got = {f.value or f.max or f.typ: f.condition for f in find(facts_of(p), "response_time")}
    assert "Barometric pressure" in got[1.0]
    assert "Ambient temperature" in got[8.0]


def test_symbolic_bound_wrapped_over_two_lines_stays_one_expression() -> None:
    p = Page(
        number=2,
        width=600,
        height=800,
        lines=[
            at(line((40, "Electrical Characteristics"), bold=True, size=11), 20),
            at(line(*HEADER), 40),
            at(line((410, "VDD +")), 52),
            at(line((40, "Logic input high VIH"), (332, "1.9"), (452, "V")), 57),
            at(line((414, "0.2")), 62),
            at(line((330, "VDD –")), 76),
            at(line((40, "Logic output high VOH"), (200, "IOUT = -2 mA"), (452, "V")), 81),
            at(line((334, "0.3")), 86),
        ],
    )
    facts = facts_of(p)
    (vih,) = find(facts, "input_high_voltage")
    assert (vih.min, vih.max, vih.expr_max) == (1.9, None, "VDD+0.2")
    (voh,) = find(facts, "output_high_voltage")
    assert (voh.min, voh.expr_min) == (None, "VDD-0.3")


def test_a_range_written_in_one_cell_is_min_and_max() -> None:
    p = page(
        line((40, "Electrical Characteristics"), bold=True, size=11),
        line(*HEADER),
        line((40, "Sensor temperature range"), (372, "-20 to +70"), (452, "°C")),
        line((40, "VIL, input low voltage"), (372, "-0.3 to 0.25*VDD"), (452, "V")),
    )
    facts = facts_of(p)
    (t,) = find(facts, "measurement_range")
    assert (t.min, t.typ, t.max) == (-20.0, None, 70.0)
    (vil,) = find(facts, "input_low_voltage")
    assert (vil.min, vil.typ, vil.expr_max) == (-0.3, None, "0.25*VDD")


def test_note_numbers_closing_a_text_cell_are_no_values() -> None:
    # the text cell runs up to the Min column, where its note numbers would land
    p = page(
        line((40, "Electrical Characteristics"), bold=True, size=11),
        line((40, "Parameter"), (330, "Min"), (370, "Typ"), (410, "Max"), (450, "Unit")),
        line((40, "Source current"), (240, "RTC domain 2, 3"), (345, "-"), (372, "25"),
             (412, "-"), (452, "mA")),
    )  # fmt: skip
    (f,) = find(facts_of(p), "output_current")
    assert (f.min, f.typ, f.max) == (None, 25.0, None)


def test_side_by_side_tables_are_read_one_after_the_other() -> None:
    left = ((40, "Parameter"), (110, "Min"), (140, "Typ"), (170, "Max"), (200, "Unit"))
    right = ((300, "Parameter"), (370, "Min"), (400, "Typ"), (430, "Max"), (460, "Unit"))
    p = page(
        line((40, "Table 5: Humidity"), (300, "Table 6: Temperature")),
        line(*left, *right),
        line((40, "Accuracy"), (142, "±3"), (202, "%RH"), (300, "Accuracy"), (402, "±0.3"),
             (432, "±0.6"), (462, "°C")),
        line((40, "Range"), (112, "0"), (172, "100"), (202, "%RH"), (300, "Range"),
             (372, "-30"), (432, "90"), (462, "°C")),
    )  # fmt: skip
    facts = find(facts_of(p), "accuracy")
    assert sorted((f.unit, f.max) for f in facts) == [("%RH", 3.0), ("°C", 0.6)]
    rh = next(f for f in facts if f.unit == "%RH")
    assert "Humidity" in rh.condition and "Temperature" not in rh.condition


def test_min_then_max_in_one_sentence_is_one_range() -> None:
    (lv,) = labelled_values("The sensor can detect min. 0.5 lx, max. 65000 lx in this mode.")
    assert (lv.value.min, lv.value.max) == (0.5, 65000.0)


def test_a_sentence_carried_onto_the_next_line_keeps_its_case() -> None:
    p = page(
        line((40, "The converter reaches an accuracy of ±1.5 °C for junctions ranging from")),
        line((40, "-100 °C to +500 °C for J-type probes. Faults are flagged.")),
    )
    p.lines[0].bbox = (40, 20, 400, 29)
    p.lines[1].bbox = (40, 31, 400, 40)
    (f,) = [f for f in find(facts_of(p), "accuracy") if f.max == 1.5]
    assert "-100 °C to +500 °C" in f.condition


def test_parameter_name_wrapped_onto_the_next_row_keeps_its_field() -> None:
    p = page(
        line((40, "Static characteristics"), bold=True, size=11),
        line((40, "Symbol"), (80, "Parameter"), (170, "Conditions"), (330, "Min"),
             (370, "Typ"), (410, "Max"), (450, "Unit")),
        line((40, "VIL"), (80, "LOW-level input"), (170, "VCC = 1.8 V"), (405, "0.3VCC"),
             (452, "V")),
        line((80, "voltage"), (170, "VCC = 3.3 V"), (412, "0.8"), (452, "V")),
        line((170, "VCC = 5.0 V"), (412, "1.5"), (452, "V")),
    )  # fmt: skip
    facts = facts_of(p)
    assert not find(facts, "supply_voltage")
    got = find(facts, "input_low_voltage")
    assert sorted(f.max or 0 for f in got) == [0, 0.8, 1.5]
    assert [f.expr_max for f in got if f.max is None] == ["0.3VCC"]


def test_spec_table_titled_below_an_absolute_maximum_block_is_no_rating() -> None:
    p = page(
        line((40, "Absolute Maximum Ratings"), bold=True, size=11),
        line((40, "Supply voltage ......... 6.5V")),
        line((40, "Notice: Stresses above these ratings may damage the part; operation at")),
        line((40, "ELECTRICAL SPECIFICATIONS: Unless otherwise stated, VDD = 3.3 V, TA = 25 °C")),
        line((40, "Parameters"), (170, "Sym"), (330, "Min"), (370, "Typ"), (410, "Max"),
             (450, "Units")),
        line((40, "Operating voltage"), (170, "VDD"), (332, "2.2"), (412, "5.5"), (452, "V")),
    )  # fmt: skip
    facts = facts_of(p)
    (f,) = find(facts, "supply_voltage")
    assert (f.min, f.max) == (2.2, 5.5)
    assert f.section != SectionKind.ABS_MAX
    assert "Stresses" not in f.condition


def test_a_label_that_says_too_little_is_read_with_its_group_heading() -> None:
    # "Voltage" under "VOLTAGE REGULATOR" is the regulator's, no supply; "Specified Range"
    # under "POWER SUPPLY" is the supply range
    p = page(
        line((40, "Electrical Characteristics"), bold=True, size=11),
        line(*HEADER),
        line((40, "VOLTAGE REGULATOR")),
        line((40, "Voltage"), (200, "QRS4410A"), (332, "4.95"), (372, "5.0"), (412, "5.05"),
             (452, "V")),
        line((200, "QRS4410B"), (332, "2.97"), (372, "3.0"), (412, "3.03"), (452, "V")),
        line((40, "POWER SUPPLY")),
        line((40, "Specified Range"), (200, "QRS4410A"), (332, "7.5"), (412, "36"), (452, "V")),
        line((200, "QRS4410B"), (332, "6.5"), (412, "36"), (452, "V")),
    )  # fmt: skip
    supplies = sorted((f.min, f.max) for f in find(facts_of(p), "supply_voltage"))
    assert supplies == [(6.5, 36.0), (7.5, 36.0)]


def test_a_condition_line_above_a_row_opening_with_a_bracket_is_that_rows() -> None:
    # "Gyro + Accel" / "(DMP off) 3.8 mA": the bracket explains the line above it
    p = page(
        line((40, "Electrical Characteristics"), bold=True, size=11),
        line(*HEADER),
        line((40, "Operating current"), (200, "Gyro + Accel + DMP"), (372, "3.9"), (452, "mA")),
        line((200, "Gyro + Accel")),
        line((200, "(DMP off)"), (372, "3.8"), (452, "mA")),
        line((200, "Accel only")),
        line((200, "(DMP & Gyro off)"), (372, "500"), (452, "uA")),
    )  # fmt: skip
    got = {f.typ: f.condition for f in find(facts_of(p), "supply_current")}
    assert got[3.8].startswith("Gyro + Accel (DMP off)")
    assert got[500.0].startswith("Accel only (DMP & Gyro off)")
