"""Where a value comes from and what condition it keeps.

Synthetic pages for the error classes of session 11: text drawn inside graphs and
diagrams, prose of application examples and arithmetic notes, conditions a row or a
paragraph states apart from its number, and tables split into sections per part.
"""

from __future__ import annotations

from specproof.extract import extract_facts
from specproof.extract.tables import figure_regions, plot_regions
from specproof.records import Block, Fact, Identity, Line, Page, SectionKind, Span
from specproof.sections import assign_sections

CHAR_W = 5.0


def _line(y: float, *cells: tuple[float, str], size: float = 9.0, bold: bool = False) -> Line:
    spans = [Span(text, x, x + CHAR_W * len(text)) for x, text in cells]
    return Line(
        text=" ".join(s.text for s in spans),
        bbox=(spans[0].x0, y, spans[-1].x1, y + size),
        spans=spans,
        size=size,
        bold=bold,
    )


def _facts(
    lines: list[Line], device: str = "XYZ100", blocks: list[Block] | None = None
) -> list[Fact]:
    page = Page(number=1, width=612, height=792, lines=lines, blocks=blocks or [])
    return extract_facts("doc", "x.pdf", [page], Identity(device=device))


def _of(facts: list[Fact], name: str) -> list[Fact]:
    return [f for f in facts if f.field == name]


# ------------------------------------------------------------------ graphs and diagrams


def _plot_with_legend() -> list[Line]:
    """A typical-characteristics graph: a y axis of ticks, a legend line that also holds
    one tick ("-6.0 | Vout | 1.23 V"), and the x axis' ticks under it."""
    lines = [_line(60, (60, "Output Voltage Change vs Temperature"), size=10.5, bold=True)]
    for n, tick in enumerate(["1.0", "0.0", "-1.0", "-2.0", "-3.0", "-4.0", "-5.0"]):
        lines.append(_line(90 + 13 * n, (67, tick)))
    lines.append(_line(181, (67, "-6.0"), (200, "Vout"), (228, "1.23 V")))
    for n, tick in enumerate(["-7.0", "-8.0", "-9.0"]):
        lines.append(_line(194 + 13 * n, (67, tick)))
    ticks = ["-50", "-25", "0", "25", "50", "75", "100", "125"]
    lines.append(_line(233, *[(82 + 30 * n, t) for n, t in enumerate(ticks)]))
    lines.append(_line(246, (120, "TJ, JUNCTION TEMPERATURE (°C)")))
    return lines


def test_a_legend_inside_a_graph_states_no_output_voltage() -> None:
    lines = _plot_with_legend()
    (box,) = plot_regions(lines)
    assert box[0] <= 67 and box[2] >= 82 + 30 * 7 and box[1] <= 90 and box[3] >= 233
    assert not _of(_facts(lines), "output_voltage")


def test_a_row_of_table_numbers_is_no_plot_without_a_tick_column() -> None:
    lines = [
        _line(100, (60, "Resolution"), (200, "9"), (240, "10"), (280, "11"), (320, "12")),
        _line(112, (60, "Conversion time 93.75 ms")),
    ]
    assert plot_regions(lines) == []


def _schematic_page() -> list[Line]:
    return [
        _line(80, (54, "Supply voltage range: 2.0 V to 5.5 V"), size=10.0),
        _line(
            92,
            (54, "All inputs are protected against electrostatic discharge in any mode."),
            size=10.0,
        ),
        _line(140, (284, "3.3V Supply"), size=7.0),
        _line(160, (259, "VDD"), (301, "100nF"), size=7.0),
        _line(180, (258, "GND"), (376, "I2C Master"), size=7.0),
        _line(210, (207, "Figure 3. Basic Hardware Configuration"), size=10.0, bold=True),
    ]


def test_a_schematic_label_above_its_caption_states_no_supply_voltage() -> None:
    lines = _schematic_page()
    boxes, body = figure_regions(lines, 612)
    assert body == 10.0 and boxes
    supplies = _of(_facts(lines), "supply_voltage")
    assert [(f.min, f.max) for f in supplies] == [(2.0, 5.5)]  # the prose's range stays


def test_table_rows_above_a_caption_in_the_table_font_stay_rows() -> None:
    """A figure's band stops at rows set larger than its labels."""
    prose = "This paragraph is long enough to set the size of the running text of the page."
    lines = [
        _line(80, (54, prose), size=12.5),
        _line(120, (60, "Supply voltage 3.3 V"), size=11.5),
        _line(134, (60, "Supply current 1.5 mA"), size=11.5),
        _line(170, (60, "MSB"), (400, "LSB"), size=9.0),
        _line(190, (54, "Figure 11. CRC Generator"), size=11.0),
    ]
    facts = _facts(lines)
    assert [f.value for f in _of(facts, "supply_voltage")] == [3.3]
    assert [f.value for f in _of(facts, "supply_current")] == [1.5]


# ------------------------------------------------------------------ prose and sections


def test_an_application_heading_inside_a_table_block_starts_its_section() -> None:
    """The parser took the prose under a table into the table's block; the bold
    "Application Example" among its lines still makes the example's rates no specs."""
    lines = [
        _line(
            100,
            (107, "Symbol"),
            (233, "Note"),
            (350, "MIN"),
            (390, "TYP"),
            (428, "MAX"),
            (467, "Unit"),
        ),
        _line(
            118, (119, "T1"), (148, "DOUT falling edge to clock rising"), (354, "0.1"), (472, "µs")
        ),
        _line(200, (308, "Application Example"), size=13.0, bold=True),
        _line(218, (308, "Fig.1 is a typical weigh scale application using"), size=12.0),
        _line(230, (308, "the part. It uses the on-chip oscillator, 10Hz"), size=12.0),
        _line(242, (308, "output data rate (RATE=0). A single power"), size=12.0),
        _line(254, (308, "supply (2.7~5.5V) comes directly from the MCU."), size=12.0),
    ]
    table = Block(
        page=1,
        kind="table",
        text="",
        bbox=(70, 100, 530, 266),
        lines=[ln.text for ln in lines],
        section=SectionKind.ELECTRICAL,
    )
    facts = _facts(lines, blocks=[table])
    assert not _of(facts, "data_rate")
    assert not _of(facts, "supply_voltage")


def test_an_application_title_run_on_into_its_text_opens_an_application_section() -> None:
    def para(text: str) -> Block:
        return Block(page=1, kind="paragraph", text=text, bbox=(0, 0, 1, 1), lines=[text])

    blocks = [
        para("ADDITIONAL APPLICATIONS Using a delayed startup arrangement, the input capacitor"),
        para("This may overload an input power source with a current limit less than 5.0 A."),
    ]
    assign_sections([Page(1, 612, 792, blocks=blocks)])
    assert [b.section for b in blocks] == [SectionKind.APPLICATION] * 2
    market = [para("APPLICATIONS Battery chargers and motor drives"), para("Supply 3 V")]
    assign_sections([Page(1, 612, 792, blocks=market)])
    assert market[0].section != SectionKind.APPLICATION  # a first page's market list


def test_a_large_font_line_starting_in_lower_case_names_no_section() -> None:
    lines = [
        _line(50, (60, "Typical Application Circuit"), size=10.5, bold=True),
        _line(64, (60, "A 3.0 A output current capability power supply that"), size=11.0),
        _line(76, (60, "features an adjustable output voltage is shown in Figure 30."), size=11.0),
        _line(88, (60, "The input voltage ranges from roughly 3.0 V to 40 V. In order"), size=11.0),
    ]
    assert not [f for f in _facts(lines) if "40 V" in f.source.quote]


def test_the_precision_of_compensation_arithmetic_is_no_sensor_accuracy() -> None:
    lines = [
        _line(100, (71, "8.2 Pressure compensation"), size=14.0, bold=True),
        _line(
            120,
            (
                71,
                "Compensating the pressure value with 32 bit integer has an accuracy of typically 1 Pa.",
            ),
        ),
        _line(140, (71, "Absolute accuracy pressure ±1.0 hPa")),
    ]
    accuracy = _of(_facts(lines), "accuracy")
    assert [(f.min, f.max, f.unit) for f in accuracy] == [(-1.0, 1.0, "hPa")]


# ------------------------------------------------------------------ conditions


def test_a_deviation_keeps_its_range_and_the_temperature_span_wrapped_below() -> None:
    lines = [
        _line(157, (208, "AP,full"), (257, "300 . . . 1100 hPa"), (417, "±1.0"), (512, "hPa")),
        _line(171, (273, "0 . . . 65 °C")),
        _line(193, (213, "AP"), (257, "1100 . . . 1250 hPa"), (417, "±1.5"), (512, "hPa")),
        _line(205, (270, "25 . . . 40 °C")),
    ]
    by_max = {f.max: f.condition for f in _of(_facts(lines), "accuracy")}
    assert "65 °C" in by_max[1.0] and "300" in by_max[1.0]
    assert "40 °C" in by_max[1.5] and "1250" in by_max[1.5]


def test_a_paragraph_names_the_channel_its_later_sentence_states_a_range_of() -> None:
    lines = [
        _line(248, (84, "Channel B differential input has a fixed gain of"), size=12.0),
        _line(260, (70, "32. The full-scale input voltage range is ±80mV,"), size=12.0),
        _line(271, (70, "when 5V supply is used at the AVDD pin."), size=12.0),
    ]
    (fact,) = _of(_facts(lines), "analog_input_range")
    assert (fact.min, fact.max) == (-80.0, 80.0)
    assert "Channel B" in fact.condition


def test_nested_items_keep_the_lead_in_they_complete() -> None:
    lines = [
        _line(190, (54, "•"), (69, "Output Current (at VM = 5 V, 25°C)"), size=10.0),
        _line(205, (69, "–"), (84, "1.5-A RMS, 2-A Peak per H-Bridge"), size=10.0),
        _line(257, (54, "•"), (69, "Outputs can be in Parallel for"), size=10.0),
        _line(270, (69, "–"), (84, "3-A RMS, 4-A Peak (PWP and RTY)"), size=10.0),
    ]
    by_value = {f.value: f.condition for f in _of(_facts(lines), "output_current")}
    assert "VM = 5 V" in by_value[1.5]
    assert "Parallel" in by_value[3.0]


# ------------------------------------------------------------------ tables


def _header(y: float) -> Line:
    return _line(
        y,
        (101, "Parameter"),
        (224, "Notes"),
        (312, "MIN"),
        (381, "TYP"),
        (448, "MAX"),
        (488, "UNIT"),
    )


def test_a_row_whose_label_starts_with_a_note_mark_does_not_end_the_table() -> None:
    """A row "(1) | RATE = 0 | 400 | ms": the mark points to a footnote, the line is a row; the
    supply-current rows further down are still read as rows, under their names."""
    lines = [
        _header(141),
        _line(
            293, (77, "Output data coding"), (176, "2's complement"), (308, "800000"), (492, "HEX")
        ),
        _line(312, (156, "(1)"), (176, "RATE = 0"), (384, "400"), (496, "ms")),
        _line(316, (77, "Output settling time")),
        _line(330, (176, "RATE = DVDD"), (387, "50")),
        _line(508, (77, "(VBG)"), (383, "1.25"), (498, "V")),
        _line(550, (176, "DVDD"), (317, "2.6"), (455, "5.5"), (498, "V")),
        _line(555, (77, "Power supply voltage")),
        _line(568, (176, "AVDD, VSUP"), (317, "2.6"), (455, "5.5")),
        _line(581, (77, "Analog supply current")),
        _line(586, (176, "Normal"), (382, "1400"), (496, "µA")),
        _line(593, (77, "(including regulator)")),
        _line(606, (176, "Power down"), (386, "0.3")),
        _line(623, (176, "Normal"), (384, "100"), (496, "µA")),
        _line(632, (77, "Digital supply current")),
        _line(646, (176, "Power down"), (386, "0.2")),
    ]
    rows = [_line(y, (77, f"Drift {y}"), (387, "1"), (496, "mV")) for y in range(159, 290, 18)]
    more = [_line(y, (77, f"Noise {y}"), (387, "1"), (496, "mV")) for y in range(348, 500, 18)]
    lines = [lines[0], *rows, *lines[1:5], *more, *lines[5:]]
    currents = {f.typ: f for f in _of(_facts(lines), "supply_current")}
    assert currents[1400.0].extractor == "table"
    assert "Analog" in currents[1400.0].condition
    assert currents[100.0].extractor == "table"


def _nxp_header(y: float) -> list[Line]:
    return [
        _line(y, (52, "Symbol"), (97, "Parameter"), (167, "Conditions"), (520, "Unit")),
        _line(y + 15, (320, "Min"), (358, "Typ"), (394, "Max")),
    ]


def test_a_label_with_its_own_conditions_heads_the_rows_below_it_only() -> None:
    """The label "VOL LOW-level | VI = VIH or VIL" sits a row pitch under the last VOH row: a label
    line that states conditions is the top of its rows, not centred across them."""
    lines = [
        *_nxp_header(142),
        _line(173, (52, "VOH"), (97, "HIGH-level"), (167, "VI = VIH or VIL")),
        _line(184, (97, "output voltage")),
        _line(202, (176, "IO = -20 µA"), (321, "4.4"), (359, "4.5"), (520, "V")),
        _line(232, (176, "IO = -4 mA"), (319, "3.84"), (357, "4.32"), (520, "V")),
        _line(262, (176, "IO = -6 mA"), (319, "3.7"), (357, "4.32"), (520, "V")),
        _line(278, (52, "VOL"), (97, "LOW-level"), (167, "VI = VIH or VIL")),
        _line(289, (97, "output voltage")),
        _line(307, (176, "IO = 20 µA"), (363, "0"), (397, "0.1"), (520, "V")),
        _line(337, (176, "IO = 4 mA"), (357, "0.15"), (394, "0.33"), (520, "V")),
    ]
    facts = _facts(lines)
    assert sorted(f.min for f in _of(facts, "output_high_voltage")) == [3.7, 3.84, 4.4]
    assert sorted(f.max for f in _of(facts, "output_low_voltage")) == [0.1, 0.33]


def test_a_condition_heading_under_the_conditions_title_names_the_rows_below_it() -> None:
    """ "Q7S output" between two load rows heads the rows under it; it is no parameter
    name centred across the rows on both sides."""
    lines = [
        *_nxp_header(142),
        _line(173, (52, "VOL"), (97, "LOW-level"), (167, "VI = VIH or VIL; VCC = 4.5 V")),
        _line(184, (97, "output voltage")),
        _line(188, (167, "all outputs")),
        _line(202, (176, "IO = 20 µA"), (363, "0"), (397, "0.1"), (520, "V")),
        _line(218, (167, "Q7S output")),
        _line(233, (176, "IO = 4.0 mA"), (357, "0.15"), (394, "0.33"), (520, "V")),
        _line(248, (167, "Qn bus driver outputs")),
        _line(263, (176, "IO = 6.0 mA"), (357, "0.16"), (394, "0.33"), (520, "V")),
        _line(
            278, (52, "II"), (97, "input leakage"), (167, "VCC = 5.5 V"), (394, "1.0"), (520, "µA")
        ),
    ]
    by_load = {f.typ: f.condition for f in _of(_facts(lines), "output_low_voltage")}
    assert by_load[0.0].startswith("all outputs") and "Q7S" not in by_load[0.0]
    assert by_load[0.15].startswith("Q7S output")


def test_a_row_naming_only_a_part_heads_a_section_of_the_table() -> None:
    lines = [
        *_nxp_header(142),
        _line(173, (52, "74HC595")),
        _line(188, (52, "VIL"), (97, "LOW-level"), (167, "VCC = 2.0 V"), (397, "0.5"), (520, "V")),
        _line(203, (52, "74HCT595")),
        _line(218, (52, "VIH"), (97, "HIGH-level"), (167, "VCC = 4.5 V"), (321, "2.0"), (520, "V")),
        _line(233, (52, "VIL"), (97, "LOW-level"), (167, "VCC = 4.5 V"), (397, "0.8"), (520, "V")),
    ]
    facts = _facts(lines, device="74HC595")
    variants = {f.max or f.min: f.variant for f in facts if f.field.startswith("input_")}
    assert variants == {0.5: None, 2.0: "74HCT595", 0.8: "74HCT595"}


def test_a_part_row_over_the_sub_rows_of_one_parameter_names_those_rows_only() -> None:
    lines = [
        _line(
            100,
            (60, "Parameter"),
            (160, "Conditions"),
            (300, "Min"),
            (340, "Typ"),
            (380, "Max"),
            (420, "Units"),
        ),
        _line(115, (60, "Output Voltage")),
        _line(130, (60, "AMS1117-3.3")),
        _line(145, (160, "VIN = 5 V"), (300, "3.267"), (340, "3.300"), (380, "3.333"), (420, "V")),
        _line(
            160,
            (60, "Dropout Voltage"),
            (160, "IOUT = 1 A"),
            (340, "1.1"),
            (380, "1.3"),
            (420, "V"),
        ),
    ]
    facts = _facts(lines, device="AMS1117")
    assert {f.field: f.variant for f in facts} == {
        "output_voltage": "AMS1117-3.3",
        "dropout_voltage": None,
    }


def test_a_quantity_in_the_conditions_cell_of_a_label_row_is_no_value() -> None:
    lines = [
        *_nxp_header(142),
        _line(
            198,
            (52, "ICC"),
            (97, "supply current"),
            (167, "VI = VCC or GND"),
            (398, "80"),
            (520, "µA"),
        ),
        _line(224, (52, "ICC"), (97, "additional"), (167, "per input pin; VI = VCC -")),
        _line(236, (97, "supply current"), (167, "2.1 V; other inputs at VCC or GND;")),
        _line(261, (176, "pin DS"), (360, "25"), (396, "113"), (520, "µA")),
    ]
    assert not _of(_facts(lines), "supply_voltage")


def test_a_table_continued_on_the_next_page_stays_in_its_part_section() -> None:
    def icc(value: str) -> Line:
        return _line(173, (52, "ICC"), (97, "supply current"), (398, value), (520, "µA"))

    first = [
        *_nxp_header(142),
        _line(173, (52, "74HCT595")),
        _line(188, (52, "VIL"), (97, "LOW-level"), (167, "VCC = 4.5 V"), (397, "0.8"), (520, "V")),
    ]
    second = [_line(117, (50, "Table 6. Static characteristics …continued")), *_nxp_header(142)]
    third = [_line(117, (50, "Table 7. Dynamic characteristics")), *_nxp_header(142)]
    pages = [
        Page(n + 1, 612, 792, lines=ls)
        for n, ls in enumerate([first, [*second, icc("80")], [*third, icc("90")]])
    ]
    facts = extract_facts("doc", "x.pdf", pages, Identity(device="74HC595"))
    currents = {f.max: f.variant for f in facts if f.field == "supply_current"}
    assert currents == {80.0: "74HCT595", 90.0: None}
