"""Table conventions that recur across makers, each proved on a small generated PDF
(parse, clean, sections, extract: the ingest path without the store)."""

from __future__ import annotations

from pathlib import Path

import pdfgen
from specproof.clean import clean_pages
from specproof.extract import extract_facts
from specproof.extract.identity import detect_identity
from specproof.parse import parse_pdf
from specproof.records import Fact, SectionKind
from specproof.sections import assign_sections

HEAD = [
    (60, "Parameter"),
    (200, "Conditions"),
    (330, "Min"),
    (380, "Typ"),
    (430, "Max"),
    (480, "Unit"),
]


def facts_of_pdf(path: Path) -> list[Fact]:
    parsed = parse_pdf(path)
    pages = clean_pages(parsed.pages)
    assign_sections(pages)
    identity = detect_identity(pages, path.name, parsed.title)
    return extract_facts("doc", path.name, pages, identity)


def rows_at(y: float, *cells: tuple[float, str]) -> list[pdfgen.Placed]:
    return [(x, y, text) for x, text in cells]


def find(facts: list[Fact], field: str) -> list[Fact]:
    return [f for f in facts if f.field == field]


def test_text_turned_down_the_margin_does_not_end_a_table(tmp_path: Path) -> None:
    # a part number set down the page margin is read last, out of the page's flow
    runs = [
        *rows_at(60, (60, "QL200 Electrical Characteristics")),
        *rows_at(100, *HEAD),
        *rows_at(116, (60, "Supply voltage"), (330, "2.2"), (430, "3.4"), (480, "V")),
        *rows_at(
            132, (60, "Supply current"), (200, "Active"), (380, "40"), (430, "55"), (480, "uA")
        ),
    ]
    pdf = pdfgen.placed_pdf(tmp_path / "m.pdf", [runs], rotated=[(0, 570, 700, "QL200 sensor")])
    facts = facts_of_pdf(pdf)
    (volt,) = find(facts, "supply_voltage")
    assert (volt.min, volt.max) == (2.2, 3.4)
    (cur,) = find(facts, "supply_current")
    assert (cur.typ, cur.max, cur.unit) == (40, 55, "uA")


SYM_HEAD = [
    (50, "Parameter"),
    (150, "Symbol"),
    (220, "Test Condition"),
    (360, "Min"),
    (400, "Typ"),
    (440, "Max"),
    (480, "Unit"),
]


def _sheet(tmp_path: Path, title: str, *rows: list[pdfgen.Placed]) -> list[Fact]:
    runs = [*rows_at(60, (50, title)), *rows_at(100, *SYM_HEAD)]
    for row in rows:
        runs += row
    return facts_of_pdf(pdfgen.placed_pdf(tmp_path / "t.pdf", [runs]))


def test_sub_rows_of_a_group_carry_their_own_state(tmp_path: Path) -> None:
    # centred condition cells of different widths: a shorter one replaces the longer one
    # above it (no "one-shot sampling" inherited), and a power-down state makes its row a
    # standby current even when the table's preamble speaks of sampling
    facts = _sheet(
        tmp_path,
        "PX300 Characteristics (continuous sampling unless otherwise noted)",
        rows_at(116, (50, "Supply"), (150, "IS"), (230, "One-shot sampling active"), (400, "410"),
                (440, "520"), (480, "uA")),
        rows_at(130, (50, "current"), (226, "Continuous sampling at 10 Hz"), (400, "95"),
                (440, "130"), (480, "uA")),
        rows_at(144, (245, "Power-down"), (400, "0.2"), (440, "0.9"), (480, "uA")),
    )  # fmt: skip
    standby = find(facts, "standby_current")
    assert [(f.typ, f.max) for f in standby] == [(0.2, 0.9)]
    assert "sampling" not in standby[0].condition.split(";")[0]
    assert sorted(f.typ for f in find(facts, "supply_current")) == [95, 410]


def test_a_unit_written_once_beside_its_rows_holds_for_all_of_them(tmp_path: Path) -> None:
    # the Unit cell is merged across a parameter's rows: "ms" on a line of its own
    facts = _sheet(
        tmp_path,
        "HT55 Timing",
        rows_at(116, (50, "Measurement time"), (150, "tMEAS"), (230, "High precision"),
                (400, "22"), (440, "30")),
        rows_at(132, (230, "Medium precision"), (400, "9"), (440, "12")),
        rows_at(140, (484, "ms")),
        rows_at(148, (230, "Low precision"), (400, "3.5"), (440, "4.4")),
        rows_at(166, (50, "Settling current"), (150, "ISET"), (400, "2"), (440, "3"),
                (480, "mA")),
    )  # fmt: skip
    times = sorted((f.typ, f.max, f.unit) for f in find(facts, "response_time"))
    assert times == [(3.5, 4.4, "ms"), (9, 12, "ms"), (22, 30, "ms")]


def test_rows_above_a_name_centred_on_its_middle_row_are_its_rows(tmp_path: Path) -> None:
    # the name and unit sit on the middle one of three state rows; the row above them has
    # neither, yet it is a row of that parameter
    facts = _sheet(
        tmp_path,
        "LX12 Operating characteristics",
        rows_at(116, (230, "Measuring"), (400, "180"), (440, "240")),
        rows_at(130, (50, "Supply current"), (150, "IDD"), (230, "Idle"), (400, "40"),
                (480, "uA")),
        rows_at(144, (230, "Sleep"), (400, "1.1"), (440, "4")),
    )  # fmt: skip
    (active,) = [f for f in find(facts, "supply_current") if f.typ == 180]
    assert (active.max, active.unit) == (240, "uA") and "Measuring" in active.condition
    assert [(f.typ, f.max) for f in find(facts, "standby_current")] == [(1.1, 4)]


def test_a_name_split_over_the_middle_rows_of_its_block_names_every_row(
    tmp_path: Path,
) -> None:
    # a merged name cell centred across four gain rows: its two lines sit beside the two
    # middle rows, the merged symbol and unit on a line of their own between them; the
    # outer rows carry no name at all
    facts = _sheet(
        tmp_path,
        "QA20 Electrical characteristics",
        rows_at(112, (50, "ANALOG INPUT")),
        rows_at(126, (220, "Gain = 1"), (400, "±4.096")),
        rows_at(140, (50, "Differential"), (220, "Gain = 2"), (400, "±2.048")),
        rows_at(147, (150, "VSPAN"), (484, "V")),
        rows_at(154, (50, "input range"), (220, "Gain = 4"), (400, "±1.024")),
        rows_at(168, (220, "Gain = 8"), (400, "±0.512")),
        rows_at(184, (50, "Supply voltage"), (150, "VDD"), (360, "2.0"), (440, "5.5"), (480, "V")),
    )  # fmt: skip
    spans = sorted((f.max, f.unit) for f in find(facts, "analog_input_range"))
    assert spans == [(0.512, "V"), (1.024, "V"), (2.048, "V"), (4.096, "V")]
    widest = [f for f in find(facts, "analog_input_range") if f.max == 4.096]
    assert "Gain = 1" in widest[0].condition
    assert [(f.min, f.max) for f in find(facts, "supply_voltage")] == [(2.0, 5.5)]


def test_a_two_line_name_interleaved_with_three_rows_names_all_three(tmp_path: Path) -> None:
    # a bilingual name, one language a line, centred across three supply rows: each line
    # sits between two rows, the unit only on the middle row
    facts = _sheet(
        tmp_path,
        "QB40 Elektrische Daten / Electrical data",
        rows_at(116, (230, "VDD = 1.8 V"), (400, "4.1"), (440, "5.0")),
        rows_at(122, (50, "Stromaufnahme")),
        rows_at(128, (230, "VDD = 3.3 V"), (400, "4.6"), (440, "5.5"), (480, "mA")),
        rows_at(134, (50, "Supply current")),
        rows_at(140, (230, "VDD = 5.0 V"), (400, "5.2"), (440, "6.4")),
        rows_at(156, (50, "Supply voltage"), (150, "VDD"), (360, "1.8"), (440, "5.5"), (480, "V")),
    )  # fmt: skip
    currents = sorted((f.typ, f.max, f.unit) for f in find(facts, "supply_current"))
    assert currents == [(4.1, 5.0, "mA"), (4.6, 5.5, "mA"), (5.2, 6.4, "mA")]


def test_a_supply_column_titled_by_its_rail_states_each_rows_supply(tmp_path: Path) -> None:
    # "VCC (V)": a column of bare numbers, each the supply its row is stated at
    head = [(50, "Parameter"), (150, "Symbol"), (200, "Conditions"), (270, "VDD"),
            (290, "(V)"), (360, "Min"), (400, "Typ"), (440, "Max"), (480, "Unit")]  # fmt: skip
    runs = [*rows_at(60, (50, "QZ164 DC characteristics")), *rows_at(100, *head)]
    for y, vdd, level in ((116, "2.0", "1.5"), (130, "4.5", "3.15"), (144, "6.0", "4.2")):
        name = [(50, "High-level input voltage"), (150, "VIH")] if y == 116 else []
        runs += rows_at(y, *name, (276, vdd), (360, level), (480, "V"))
    facts = facts_of_pdf(pdfgen.placed_pdf(tmp_path / "s.pdf", [runs]))
    levels = {f.min: f.condition.split(";")[0] for f in find(facts, "input_high_voltage")}
    assert levels == {1.5: "VDD = 2.0 V", 3.15: "VDD = 4.5 V", 4.2: "VDD = 6.0 V"}, levels


def test_a_version_heading_between_two_rows_is_no_name_split_over_them(
    tmp_path: Path,
) -> None:
    # a part number from the table's left edge between two rows heads the rows below it;
    # the symbol row under it ("ron") is no second half of the name above ("ICC")
    facts = _sheet(
        tmp_path,
        "QM51 Electrical characteristics",
        rows_at(116, (50, "ICC"), (220, "VI = VCC or GND"), (400, "8"), (440, "80"), (480, "uA")),
        rows_at(123, (50, "QM74HCT51")),
        rows_at(130, (50, "ron"), (220, "IS = 1 mA"), (400, "180"), (440, "225"), (480, "ohm")),
    )  # fmt: skip
    (ron,) = find(facts, "on_resistance")
    assert "ICC" not in ron.condition and (ron.typ, ron.max) == (180, 225)


def test_names_set_between_rows_of_symbols_are_no_name_split_over_them(tmp_path: Path) -> None:
    # symbols in the first column, each row's name written around its symbol row: the
    # "fSCL" and "tconv" rows are no halves of one name with "conversion time" between
    facts = _sheet(
        tmp_path,
        "QC77 Characteristics",
        rows_at(130, (50, "fSCL"), (440, "400"), (480, "kHz")),
        rows_at(139, (100, "conversion time")),
        rows_at(148, (50, "tconv"), (360, "2.4"), (440, "614"), (480, "ms")),
        rows_at(157, (100, "per cycle")),
    )  # fmt: skip
    (clock,) = find(facts, "i2c_clock_frequency")
    assert "conversion" not in clock.condition and clock.max == 400


def test_a_row_with_a_symbol_of_its_own_is_no_case_of_the_row_above(tmp_path: Path) -> None:
    # "Bus ready tRDY" follows the conversion-time rows; its own symbol makes it a new
    # parameter even where its name alone would not be recognised
    facts = _sheet(
        tmp_path,
        "QT7 Timing",
        rows_at(116, (50, "Conversion time"), (150, "tCONV"), (230, "16-bit"), (400, "6"),
                (440, "8"), (480, "ms")),
        rows_at(132, (50, "Bus ready"), (150, "tRDY"), (230, "After reset"), (400, "2"),
                (440, "3"), (480, "ms")),
    )  # fmt: skip
    assert [(f.typ, f.max) for f in find(facts, "response_time")] == [(6, 8)]


def test_a_condition_cell_wrapped_onto_the_next_line_stays_with_its_row(tmp_path: Path) -> None:
    # the two rows differ only in the wrapped halves of their condition cells
    facts = _sheet(
        tmp_path,
        "QT7 Power-up",
        rows_at(116, (50, "Power-up time"), (150, "tPU"), (222, "VDD above 2.0 V until"),
                (400, "11"), (440, "16"), (480, "ms")),
        rows_at(127, (230, "ready, 25 C")),
        rows_at(144, (222, "VDD above 2.0 V until"), (440, "45"), (480, "ms")),
        rows_at(155, (230, "ready, -30 to 90 C")),
    )  # fmt: skip
    got = {f.max: f.condition for f in find(facts, "warm_up_time")}
    assert "25 C" in got[16] and "-30 to 90 C" not in got[16]
    assert "-30 to 90 C" in got[45]


def test_a_table_without_min_typ_max_heads_states_limits_in_words(tmp_path: Path) -> None:
    # "Symbol | Item | Technical condition | Remark": the values sit in a condition-titled
    # column as words and signs; "not more than" bounds from above, "over" from below;
    # a lower-case "mw" is milliwatt; "Using Tem" is the operating temperature
    runs = [
        *rows_at(60, (50, "ZS-7 Smoke Sensor Specifications")),
        *rows_at(90, (50, "Symbol"), (120, "Item"), (260, "Technical condition"), (430, "Remark")),
        *rows_at(106, (50, "VH"), (120, "Heater voltage"), (260, "4.8V±0.2"), (430, "DC")),
        *rows_at(122, (50, "PH"), (120, "Heater power"), (260, "not more than 600mw")),
        *rows_at(138, (50, "Tu"), (120, "Using Tem"), (260, "-20°C-60°C")),
        *rows_at(154, (50, "RH"), (120, "Relative humidity"), (260, "below 90%RH")),
        *rows_at(170, (50, "Humidity: 60%RH (test condition)")),
    ]
    facts = facts_of_pdf(pdfgen.placed_pdf(tmp_path / "z.pdf", [runs]))
    (power,) = find(facts, "power_consumption")
    assert (power.max, power.si_max) == (600, 0.6)
    (temp,) = find(facts, "operating_temperature")
    assert (temp.min, temp.max) == (-20, 60)
    (hum,) = find(facts, "operating_humidity")
    assert (hum.min, hum.max) == (None, 90)  # the lone test point is no humidity limit


def test_numbers_in_a_row_label_are_its_conditions_not_its_values(tmp_path: Path) -> None:
    # the row's unit is missing: its bare numbers are its values and "VDD > 2.5 V" a condition
    facts = _sheet(
        tmp_path,
        "QT7 Start-up",
        rows_at(116, (50, "Wake time"), (150, "tW"), (226, "after VDD > 2.5 V"), (400, "4"),
                (440, "6")),
    )  # fmt: skip
    assert not find(facts, "supply_voltage")


def test_a_symbolic_limit_cell_may_carry_its_unit(tmp_path: Path) -> None:
    facts = _sheet(
        tmp_path,
        "QT7 Absolute Maximum Ratings",
        rows_at(116, (50, "Voltage on any pin"), (360, "-0.3"), (440, "VDD+0.3 V"), (480, "V")),
    )
    (pin,) = find(facts, "abs_max_input_voltage")
    assert (pin.min, pin.expr_max, pin.unit) == (-0.3, "VDD+0.3", "V")


def test_a_ratings_title_that_runs_on_into_its_scope_opens_the_ratings(tmp_path: Path) -> None:
    # the title runs on ("over operating ... (unless otherwise noted)") and its rows use
    # spaced dot leaders; under it a lone "3.6 V" is the absolute maximum supply
    dots = " ." * 30
    runs = [
        *rows_at(60, (50, "RG3 Colour Sensor")),
        (50, 90, "Features", "B"),
        *rows_at(106, (50, "- Wide dynamic range")),
        (
            50,
            130,
            "Absolute Maximum Ratings over operating free-air temperature range (unless "
            "otherwise noted)",
            "B",
        ),
        *rows_at(148, (60, "Supply voltage, VDD"), (170, dots), (470, "3.6 V")),
        *rows_at(160, (60, "Input pin voltage"), (170, dots), (440, "-0.3 V to 3.6 V")),
    ]
    facts = facts_of_pdf(pdfgen.placed_pdf(tmp_path / "r.pdf", [runs]))
    (supply,) = find(facts, "abs_max_supply_voltage")
    assert (supply.max, supply.value) == (3.6, None)
    (pin,) = find(facts, "abs_max_input_voltage")
    assert (pin.min, pin.max) == (-0.3, 3.6)


def test_a_name_written_around_its_row_names_it(tmp_path: Path) -> None:
    # the row's values sit between the two lines of its name; the footnote under the
    # table gives the part's own peak draw, which "can reach" bounds from above
    runs = [
        *rows_at(60, (50, "Table 4. Consumption at 25 C")),
        *rows_at(80, (60, "Parameter"), (330, "Min"), (380, "Typ"), (430, "Max"), (480, "Unit")),
        *rows_at(96, (60, "Sleep"), (380, "2"), (480, "uA")),
        *rows_at(112, (60, "Continuous measuring average current")),
        *rows_at(118, (200, "(2)"), (380, "11"), (480, "mA")),
        *rows_at(124, (60, "(laser emitter on)")),
        *rows_at(160, (60, "1. All values at nominal supply and temperature.")),
        *rows_at(172, (60, "2. Peak current (with LED) can reach 31mA.")),
    ]
    facts = facts_of_pdf(pdfgen.placed_pdf(tmp_path / "w.pdf", [runs]))
    by_typ = {f.typ: f for f in find(facts, "supply_current")}
    assert "Continuous measuring average current" in by_typ[11].condition
    assert [f.max for f in find(facts, "supply_current") if f.typ is None] == [31]
    assert not find(facts, "peak_output_current")


def test_a_rail_named_after_its_block_is_a_supply(tmp_path: Path) -> None:
    facts = _sheet(
        tmp_path,
        "RX9 Absolute Maximum Ratings",
        rows_at(116, (50, "AVDD"), (360, "-0.3"), (440, "2.2"), (480, "V")),
    )
    (supply,) = find(facts, "abs_max_supply_voltage")
    assert (supply.min, supply.max) == (-0.3, 2.2)


def test_a_value_per_count_is_the_resolution_of_its_quantity(tmp_path: Path) -> None:
    # "lx/LSB": one count's worth of light, whatever the row calls it
    facts = _sheet(
        tmp_path,
        "AL44 Optical Characteristics",
        rows_at(116, (50, "Light scale factor"), (226, "Daylight"), (400, "0.12"), (480, "lx/LSB")),
    )
    (res,) = find(facts, "resolution")
    assert (res.quantity, res.typ, res.unit, res.si_typ) == ("illuminance", 0.12, "lx", 0.12)


def test_a_name_around_a_row_with_its_own_condition_cell(tmp_path: Path) -> None:
    # "Longest Light Integration" / "No flicker filter 400 ms" / "Time": the row has a
    # condition cell but no name; the wrapped tail of the row above it names no row
    facts = _sheet(
        tmp_path,
        "AL44 Timing",
        rows_at(116, (50, "Supply"), (150, "IS"), (226, "Measuring"), (400, "90"), (480, "uA")),
        rows_at(128, (50, "current")),
        rows_at(133, (226, "Standby"), (400, "1"), (480, "uA")),
        rows_at(160, (50, "Longest Light Integration")),
        rows_at(166, (226, "No flicker filter"), (400, "400"), (480, "ms")),
        rows_at(172, (50, "Time")),
    )  # fmt: skip
    (window,) = find(facts, "response_time")
    assert window.typ == 400 and "Longest Light Integration Time" in window.condition
    assert [f.typ for f in find(facts, "standby_current")] == [1]


def test_a_note_above_the_table_title_is_no_condition_of_the_table(tmp_path: Path) -> None:
    runs = [
        *rows_at(50, (50, "3. Measured with a light source of")),
        *rows_at(60, (62, "colour temperature T = 2856 K.")),
        (50, 80, "Timing Characteristics, VDD = 3 V, TA = 25 C", "B"),
        *rows_at(100, *SYM_HEAD),
        *rows_at(116, (50, "Integration time step"), (150, "tSTEP"), (400, "2.7"), (480, "ms")),
    ]
    facts = facts_of_pdf(pdfgen.placed_pdf(tmp_path / "n.pdf", [runs], size=7.5))
    (step,) = find(facts, "response_time")
    assert "VDD = 3 V" in step.condition and "2856" not in step.condition


def test_a_row_named_around_its_symbol_keeps_its_conditions_right_of_the_values(
    tmp_path: Path,
) -> None:
    # the name is set in two halves above and below the symbol's row; the conditions
    # sit in a column right of the units, as some makers lay tables out
    head = [(50, "Parameter"), (170, "Symbol"), (240, "Min"), (290, "Typ"), (340, "Max")]
    runs = [
        *rows_at(60, (50, "PSW-9 Load Switch")),
        *rows_at(80, (50, "Electrical Characteristics")),
        *rows_at(100, *head, (390, "Unit"), (430, "Conditions")),
        *rows_at(134, (50, "Switch on")),
        *rows_at(140, (175, "RON"), (290, "0.9"), (340, "1.4"), (390, "Ohm")),
        *rows_at(140, (430, "VGS = 4.5 V")),
        *rows_at(146, (50, "resistance")),
        *rows_at(166, (290, "1.3"), (340, "2.0"), (390, "Ohm"), (430, "VGS = 2.5 V")),
    ]
    facts = facts_of_pdf(pdfgen.placed_pdf(tmp_path / "psw9.pdf", [runs]))
    by_gate = {f.typ: f.condition for f in find(facts, "on_resistance")}
    assert set(by_gate) == {0.9, 1.3}
    assert "VGS = 4.5 V" in by_gate[0.9]
    assert "VGS = 2.5 V" in by_gate[1.3]


def _continued_sheet(tmp_path: Path) -> Path:
    first = [
        *rows_at(50, (50, "TMX-72 Tilt Sensor")),
        *rows_at(80, (50, "Electrical Characteristics")),
        *rows_at(100, (50, "Table 6-3 Sensor outputs (VDD = 2.5 V, TA = 25 \u00b0C)")),
        *rows_at(120, *HEAD),
        *rows_at(136, (60, "Supply current"), (200, "Active"), (380, "180"), (430, "240")),
        *rows_at(136, (480, "\u00b5A")),
        *rows_at(200, (50, "Applications")),
        *rows_at(216, (50, "Tilt detection for handheld devices and appliances.")),
    ]
    second = [
        *rows_at(60, (50, "Table 6-3 Sensor outputs (continued)")),
        *rows_at(80, *HEAD),
        *rows_at(96, (60, "Output data rate"), (200, "Low-noise mode"), (380, "50")),
        *rows_at(96, (430, "100"), (480, "Hz")),
    ]
    return pdfgen.placed_pdf(tmp_path / "tmx72.pdf", [first, second])


def test_a_table_continued_on_the_next_page_keeps_its_conditions_and_section(
    tmp_path: Path,
) -> None:
    facts = facts_of_pdf(_continued_sheet(tmp_path))
    (current,) = find(facts, "supply_current")
    (rate,) = find(facts, "data_rate")
    assert (rate.typ, rate.max, rate.source.page) == (50, 100, 2)
    # the repeated header's rows hold at the first part's conditions, in its section,
    # not in the one the heading between the two parts started
    assert rate.section == current.section == SectionKind.ELECTRICAL
    assert "VDD = 2.5 V" in rate.condition
    assert "continued" not in rate.condition


def test_a_preamble_naming_two_family_members_states_the_table_for_both(
    tmp_path: Path,
) -> None:
    """ "(… 128 SPS (QV4016) or 1600 SPS (QV4012) …)": a note for both members, never the
    table of the last one named; the sibling the device number does not spell counts too."""
    runs = [
        *rows_at(40, (60, "QV4012-XR / QV4016-XR 12/16-bit ADCs")),
        *rows_at(60, (60, "ELECTRICAL CHARACTERISTICS")),
        *rows_at(76, (60, "(TA = 25°C; data rate = 128 SPS (QV4016) or 1600 SPS (QV4012).)")),
        *rows_at(100, *HEAD),
        *rows_at(
            116, (60, "Supply current"), (200, "Operating"), (380, "140"), (430, "190"), (480, "uA")
        ),
    ]
    facts = facts_of_pdf(pdfgen.placed_pdf(tmp_path / "qv4012.pdf", [runs]))
    (cur,) = find(facts, "supply_current")
    assert (cur.typ, cur.max, cur.variant) == (140, 190, None)


def test_a_later_row_of_the_same_parameter_shares_the_unit_written_above(tmp_path: Path) -> None:
    """ "fSCK SCK frequency ... 12 MHz", a note line, then "SCK frequency, burst access
    ... 7": the burst row's unit is the MHz written for its parameter above."""
    head = [(60, "Parameter"), (200, "Description"), (380, "Min"), (430, "Max"), (480, "Units")]
    runs = [
        *rows_at(60, (60, "QR900 SPI timing")),
        *rows_at(100, *head),
        *rows_at(116, (60, "fSCK"), (200, "SCK frequency"), (380, "-"), (430, "12"), (480, "MHz")),
        *rows_at(130, (200, "50 ns gap inserted between address and data bytes")),
        *rows_at(148, (200, "SCK frequency, burst access"), (380, "-"), (430, "7")),
        *rows_at(162, (200, "No gap between data bytes")),
    ]
    facts = facts_of_pdf(pdfgen.placed_pdf(tmp_path / "qr900.pdf", [runs]))
    assert sorted((f.max, f.unit) for f in find(facts, "spi_clock_frequency")) == [
        (7.0, "MHz"),
        (12.0, "MHz"),
    ]


def test_a_bare_symbol_row_under_a_named_row_is_its_next_case(tmp_path: Path) -> None:
    # "Operating current (gesture mode) IGES" names its row; the IFST row below has only
    # its symbol, of the same quantity, and a condition of its own: the next case of that
    # current, where "Bus ready tRDY" (a name of its own) would be a new parameter
    facts = _sheet(
        tmp_path,
        "HG5 Electrical Characteristics",
        rows_at(116, (50, "Operating current (gesture)"), (150, "IGES"), (220, "normal mode"),
                (400, "2.2"), (440, "2.9"), (480, "mA")),
        rows_at(130, (150, "IFST"), (220, "burst mode"), (400, "2.9"), (440, "3.6"),
                (480, "mA")),
    )  # fmt: skip
    got = {f.max: f.condition for f in find(facts, "supply_current")}
    assert 3.6 in got and "burst mode" in got[3.6] and "normal mode" not in got[3.6]


def test_a_row_in_a_unit_no_field_has_takes_no_unit_from_its_neighbours(tmp_path: Path) -> None:
    # a wavelength in nm beside LED current rows in mA is no current
    facts = _sheet(
        tmp_path,
        "HG5 LED Characteristics",
        rows_at(116, (50, "LED current range"), (150, "ILED"), (220, "programmable"),
                (360, "0"), (440, "50"), (480, "mA")),
        rows_at(132, (50, "LED peak wavelength"), (150, "LP"), (220, "ILED = 20mA"),
                (360, "870"), (400, "880"), (440, "900"), (480, "nm")),
        rows_at(148, (50, "LED drive current"), (150, "IDRV"), (220, "pulsed"), (440, "60"),
                (480, "mA")),
    )  # fmt: skip
    assert all(f.max != 900 for f in facts if f.dimension == "current")


def test_a_name_centred_across_rows_set_by_a_code_covers_every_row(tmp_path: Path) -> None:
    # symbol and name centred across eight "CT bit = ..." rows, a unit cell centred on each
    # half, and a heading right below ("SMBus") that heads its own row, no row above it
    head = [(40, "Symbol"), (100, "Parameter"), (230, "Conditions"), (360, "Min"),
            (400, "Typ"), (440, "Max"), (480, "Unit")]  # fmt: skip
    codes = ["000", "001", "010", "011", "100", "101", "110", "111"]
    typs = ["140", "204", "332", "588", "1.1", "2.116", "4.156", "8.244"]
    runs = [*rows_at(60, (40, "RX330 Electrical Characteristics")), *rows_at(100, *head)]
    y = 116.0
    for k, (code, typ) in enumerate(zip(codes, typs, strict=True)):
        runs += rows_at(y, (230, f"CT bit = {code}"), (400, typ))
        if k in (1, 5):
            runs += rows_at(y + 6, (480, "us" if k == 1 else "ms"))
        if k == 3:
            runs += rows_at(y + 6, (40, "tCONV"), (100, "ADC conversion time"))
        y += 12
    runs += rows_at(y + 2, (40, "SMBus"))
    runs += rows_at(y + 14, (100, "SMBus timeout"), (400, "28"), (440, "35"), (480, "ms"))
    facts = facts_of_pdf(pdfgen.placed_pdf(tmp_path / "rx330.pdf", [runs]))
    got = {f.condition.split(";")[0]: (f.typ, f.unit) for f in find(facts, "response_time")}
    assert got.get("CT bit = 000") == (140.0, "us")
    assert got.get("CT bit = 111") == (8.244, "ms")
    assert len([c for c in got if c.startswith("CT bit")]) == 8
    assert got.get("") == (28.0, "ms")  # the SMBus timeout, a timing of its own kind


def test_rows_marked_for_the_full_range_do_not_end_the_table(tmp_path: Path) -> None:
    # "Rows marked * apply over the full temperature range": the mark glued before a row's
    # own condition makes no footnote, and the rows after it are still read
    runs = [
        *rows_at(60, (60, "QL880 Electrical Characteristics")),
        *rows_at(80, (60, "Rows marked * apply from -40 C to +105 C.")),
        *rows_at(100, *HEAD),
        *rows_at(116, (60, "Reference voltage"), (200, "ILOAD = 0"), (330, "2.495"), (430, "2.505"),
                 (480, "V")),
        *rows_at(130, (200, "* ILOAD = 0 to 5 mA"), (330, "2.485"), (430, "2.515"), (480, "V")),
        *rows_at(144, (60, "Supply current"), (200, "no load"), (380, "42"), (430, "60"),
                 (480, "uA")),
        *rows_at(158, (60, "Shutdown current"), (200, "EN = 0 V"), (380, "0.2"), (430, "1"),
                 (480, "uA")),
    ]  # fmt: skip
    facts = facts_of_pdf(pdfgen.placed_pdf(tmp_path / "ql880.pdf", [runs]))
    assert [f.max for f in find(facts, "supply_current")] == [60.0]
    assert [f.max for f in find(facts, "standby_current")] == [1.0]


def test_a_draw_written_negative_for_current_out_of_a_pin_is_its_magnitude(
    tmp_path: Path,
) -> None:
    """A charger's "BAT pin current, sleep (VIN = 0 V) | | -1 | -3 | µA": the sheet counts
    current out of the pin as negative; the cell leaks 1 µA typically, 3 µA at most."""
    runs = [
        *rows_at(50, (60, "QCH-42 linear Li-ion charger")),
        *rows_at(100, (60, "Parameter"), (260, "Min"), (320, "Typ"), (380, "Max"), (440, "Unit")),
        *rows_at(116, (60, "BAT pin current, sleep (VIN = 0 V)"), (322, "-1"), (382, "-3")),
        *rows_at(116, (440, "µA")),
    ]
    facts = facts_of_pdf(pdfgen.placed_pdf(tmp_path / "qch42.pdf", [runs]))
    drawn = [(f.min, f.typ, f.max) for f in facts if f.field.endswith("_current")]
    assert drawn == [(None, 1.0, 3.0)], drawn


def test_columns_headed_by_operating_points_beside_a_unit_column_are_cases(tmp_path: Path):
    # "Parameter | VCC = 3.3 V | VCC = 5.0 V | Unit": each column one supply; an analog
    # output pin named alone ("AOUT in dry air") is the sensor's output
    runs = [
        *rows_at(60, (50, "QS-7 Soil Probe")),
        *rows_at(90, (50, "Electrical characteristics")),
        *rows_at(110, (50, "Parameter"), (250, "VCC = 3.3 V"), (350, "VCC = 5.0 V"), (450, "Unit")),
        *rows_at(126, (50, "Supply current"), (260, "4.5"), (360, "5.2"), (455, "mA")),
        *rows_at(142, (50, "AOUT in dry air"), (260, "2.20"), (360, "2.95"), (455, "V")),
    ]
    facts = facts_of_pdf(pdfgen.placed_pdf(tmp_path / "q.pdf", [runs]))
    current = {f.condition: f.value for f in find(facts, "supply_current")}
    assert current == {"VCC = 3.3 V": 4.5, "VCC = 5.0 V": 5.2}
    out = {f.condition: f.value for f in find(facts, "analog_output_voltage")}
    assert out == {"VCC = 3.3 V": 2.2, "VCC = 5.0 V": 2.95}
    assert not find(facts, "supply_voltage")


def test_a_matrix_of_rates_over_two_supplies_gives_no_voltages(tmp_path: Path) -> None:
    # rows and columns both operating points; the unit of the cells only in the preamble
    runs = [
        *rows_at(60, (50, "QTX-8 Level Translator")),
        *rows_at(90, (50, "Maximum data rate (push-pull), in Mbps")),
        *rows_at(110, (200, "VCCB = 2.5 V"), (300, "VCCB = 3.3 V"), (400, "VCCB = 5.0 V")),
        *rows_at(126, (50, "VCCA = 1.8 V"), (210, "60"), (310, "60"), (410, "60")),
        *rows_at(142, (50, "VCCA = 2.5 V"), (210, "100"), (310, "100"), (410, "100")),
    ]
    facts = facts_of_pdf(pdfgen.placed_pdf(tmp_path / "m.pdf", [runs]))
    assert not [f for f in facts if f.unit == "V" and (f.value or 0) >= 60], facts


def _kit_sheet(tmp_path: Path, head: str, caption: str) -> list[Fact]:
    runs = [
        *rows_at(50, (60, head)),
        *rows_at(80, (60, "Rain sensor kit: sensing plate, comparator board and cable")),
        *rows_at(110, (60, caption)),
        *rows_at(130, *HEAD),
        *rows_at(146, (60, "Supply voltage"), (330, "3.0"), (430, "5.5"), (480, "V")),
        *rows_at(162, (60, "Supply current"), (200, "VCC = 5 V"), (380, "3.4"), (430, "4.5"),
                 (480, "mA")),
    ]  # fmt: skip
    return facts_of_pdf(pdfgen.placed_pdf(tmp_path / "kit.pdf", [runs]))


def test_a_table_for_the_board_every_version_ships_with_is_no_version_of_its_own(
    tmp_path: Path,
) -> None:
    """A kit sheet heading its versions side by side ("QR-40A / QR-40B") whose electrical
    table is captioned with the board both ship with ("board QR-40K"): the rows hold for
    every version, not for a "QR-40K" version."""
    facts = _kit_sheet(
        tmp_path,
        "QR-40A / QR-40B Rain sensor",
        "Electrical characteristics (board QR-40K, Ta = 25 C)",
    )
    assert {f.variant for f in find(facts, "supply_current")} == {None}


def test_a_table_captioned_with_one_listed_version_stays_that_versions(tmp_path: Path) -> None:
    facts = _kit_sheet(
        tmp_path,
        "QR-40A / QR-40B Rain sensor",
        "Electrical characteristics (module QR-40B, Ta = 25 C)",
    )
    assert {f.variant for f in find(facts, "supply_current")} == {"QR-40B"}


def test_the_first_worded_case_above_a_centred_name_is_that_names(tmp_path: Path) -> None:
    """ "fast mode / Settling time tS normal mode ms / slow mode": the name and unit centred
    on the middle case; the first case, above the name, is a settling time too, not a case
    of the current named above it."""
    runs = [
        *rows_at(60, (60, "QN40 Electrical Characteristics")),
        *rows_at(100, (60, "Parameter"), (160, "Symbol"), (220, "Condition"), (360, "Min"),
                 (400, "Typ"), (440, "Max"), (480, "Unit")),
        *rows_at(116, (220, "25 C"), (400, "0.4"), (440, "1.1")),
        *rows_at(130, (60, "Idle current"), (160, "IIDL"), (480, "uA")),
        *rows_at(144, (220, "105 C"), (440, "9")),
        *rows_at(158, (220, "fast mode"), (400, "11.5"), (440, "14.0")),
        *rows_at(172, (60, "Settling time"), (160, "tS"), (220, "normal mode"), (400, "4.5"),
                 (440, "6.0"), (480, "ms")),
        *rows_at(186, (220, "slow mode"), (400, "2.0"), (440, "2.8")),
    ]  # fmt: skip
    facts = facts_of_pdf(pdfgen.placed_pdf(tmp_path / "c.pdf", [runs]))
    times = {(f.typ, f.max, f.unit) for f in find(facts, "response_time")}
    assert (11.5, 14.0, "ms") in times
    assert not [f for f in find(facts, "standby_current") if f.max == 14.0]
