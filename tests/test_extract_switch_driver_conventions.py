"""Conventions of switch, optocoupler and driver sheets, each proved on a small generated
PDF (parse, clean, sections, extract: the ingest path without the store)."""

from __future__ import annotations

from pathlib import Path

import pdfgen
from specproof.units import canonical_unit
from test_extract_table_conventions import HEAD, facts_of_pdf, find, rows_at

RATING_HEAD = ((70, "Parameter"), (220, "Symbol"), (300, "Rating"), (360, "Unit"))


def test_note_marks_on_lines_of_their_own_do_not_end_a_table(tmp_path: Path) -> None:
    # "*1" raised beside a row sits on a line of its own between two rows: a mark that
    # refers to a note below, not the note itself, so the rows below it are still read
    runs = [
        *rows_at(50, (60, "Absolute Maximum Ratings")),
        *rows_at(70, *RATING_HEAD),
        *rows_at(86, (70, "Input diode current"), (220, "IF"), (300, "40"), (360, "mA")),
        *rows_at(97, (62, "*1")),
        *rows_at(102, (70, "Output transistor current"), (220, "IO"), (300, "35")),
        *rows_at(102, (360, "mA")),
        *rows_at(113, (62, "*2")),
        *rows_at(118, (70, "Operating temperature"), (220, "Topr"), (300, "-25 to +85")),
        *rows_at(118, (360, "C")),
        *rows_at(134, (70, "Storage temperature"), (220, "Tstg"), (300, "-40 to +110")),
        *rows_at(134, (360, "C")),
        *rows_at(160, (60, "*1 Pulse width 50 us, duty 1/100")),
    ]
    facts = facts_of_pdf(pdfgen.placed_pdf(tmp_path / "qk210.pdf", [runs]))
    assert {(f.min, f.max) for f in find(facts, "operating_temperature")} == {(-25, 85)}
    assert {(f.min, f.max) for f in find(facts, "storage_temperature")} == {(-40, 110)}


def test_the_collector_or_drain_current_rating_is_the_output_current(tmp_path: Path) -> None:
    # among the absolute maximum ratings the most a transistor output conducts is a spec
    # of the part's output (continuous and pulsed); a forward or supply current there
    # stays a stress limit
    runs = [
        *rows_at(50, (60, "Absolute Maximum Ratings")),
        *rows_at(70, *RATING_HEAD),
        *rows_at(86, (70, "Collector current"), (220, "IC"), (300, "35"), (360, "mA")),
        *rows_at(102, (70, "Pulsed drain current"), (220, "IDM"), (300, "90"), (360, "A")),
        *rows_at(118, (70, "Forward current"), (220, "IF"), (300, "40"), (360, "mA")),
        *rows_at(134, (70, "Supply current"), (220, "ICC"), (300, "60"), (360, "mA")),
    ]
    facts = facts_of_pdf(pdfgen.placed_pdf(tmp_path / "qk220.pdf", [runs]))
    assert {(f.max, f.unit) for f in find(facts, "output_current")} == {(35, "mA")}
    assert {(f.max, f.unit) for f in find(facts, "peak_output_current")} == {(90, "A")}
    assert not find(facts, "supply_current")


def test_a_unit_centred_across_a_parameters_cases_holds_for_the_row_above(
    tmp_path: Path,
) -> None:
    # "ID @ TC = 25°C ... 61" / "ID @ TC = 100°C ... 43 A": one merged unit cell centred
    # across the cases of one symbol lands on the later row; the gate rating of a MOSFET
    # is the limit on its input
    head = ((200, "Parameter"), (400, "Max."), (450, "Units"))
    runs = [
        *rows_at(50, (60, "Absolute Maximum Ratings")),
        *rows_at(70, *head),
        *rows_at(86, (60, "ID @ TC = 25C"), (160, "Continuous Drain Current, VGS @ 10V")),
        *rows_at(86, (400, "61")),
        *rows_at(98, (60, "ID @ TC = 100C"), (160, "Continuous Drain Current, VGS @ 10V")),
        *rows_at(98, (400, "43"), (450, "A")),
        *rows_at(110, (60, "VGS"), (160, "Gate-to-Source Voltage"), (400, "\u00b112"), (450, "V")),
    ]
    facts = facts_of_pdf(pdfgen.placed_pdf(tmp_path / "qf61.pdf", [runs]))
    assert {(f.max, f.unit) for f in find(facts, "output_current")} == {(61, "A"), (43, "A")}
    assert {(f.min, f.max) for f in find(facts, "abs_max_input_voltage")} == {(-12, 12)}


def test_a_ring_accent_before_c_is_a_degree_sign() -> None:
    # some makers set the degree of "˚C" with the ring accent, which NFKC would break apart
    assert canonical_unit("\u02daC") == "°C"


def test_a_symbol_font_degree_read_as_q_is_a_degree_sign() -> None:
    # a Symbol subset without Unicode comes out as the code's letter: "-40 85 qC"
    assert canonical_unit("qC") == "°C"


def test_a_degree_typed_as_the_letter_o_is_a_degree_sign(tmp_path: Path) -> None:
    # "-40 85 oC": the degree sign set as a raised letter o comes out as "o"
    assert canonical_unit("oC") == "°C"
    head = ((60, "Parameter"), (300, "Min"), (350, "Max"), (400, "Unit"))
    runs = [
        *rows_at(50, (60, "Recommended Operating Conditions")),
        *rows_at(70, *head),
        *rows_at(86, (60, "TA Ambient Temperature for Operation"), (300, "-20")),
        *rows_at(86, (350, "70"), (400, "oC")),
    ]
    facts = facts_of_pdf(pdfgen.placed_pdf(tmp_path / "qt7.pdf", [runs]))
    assert {(f.min, f.max, f.unit) for f in find(facts, "operating_temperature")} == {
        (-20, 70, "°C")
    }


def test_note_marks_and_a_raised_degree_on_a_line_of_their_own_do_not_end_a_table(
    tmp_path: Path,
) -> None:
    # "(3) o" set above "TOPR Operating temperature -20 60 C": the row's note mark and its
    # raised degree sign, not a footnote under the table
    head = ((60, "Symbol"), (120, "Parameter"), (300, "Min"), (350, "Max"), (400, "Units"))
    runs = [
        *rows_at(50, (60, "Absolute Maximum Ratings")),
        *rows_at(70, *head),
        *rows_at(90, (60, "VDD"), (120, "Supply voltage"), (300, "1.8"), (350, "3.6"), (400, "V")),
        *rows_at(110, (200, "Environmental Conditions")),
        *rows_at(120, (90, "(3)"), (402, "o")),
        *rows_at(130, (60, "TOPR"), (120, "Operating temperature"), (300, "-20")),
        *rows_at(130, (350, "60"), (405, "C")),
        *rows_at(150, (60, "TSTG"), (120, "Storage temperature"), (300, "-40"), (350, "125")),
        *rows_at(150, (400, "oC")),
    ]
    facts = facts_of_pdf(pdfgen.placed_pdf(tmp_path / "qt8.pdf", [runs]))
    assert {(f.min, f.max) for f in find(facts, "storage_temperature")} == {(-40, 125)}
    assert {(f.min, f.max) for f in find(facts, "operating_temperature")} == {(-20, 60)}


def test_translated_limit_parameter_and_working_range_headings_name_their_sections(
    tmp_path: Path,
) -> None:
    # "1. Limit parameter" titles the absolute maximum ratings and "2. Normal working
    # range" the recommended conditions: the supply's -0.3 to 6.5 V is its rating, and a
    # "work temperature" among the limits is the range the part runs in
    runs = [
        *rows_at(50, (60, "Electrical parameter")),
        *rows_at(66, (60, "1. Limit parameter (Ta = 25C)")),
        *rows_at(84, (120, "Parameters"), (250, "Symbol"), (320, "Range"), (420, "Unit")),
        *rows_at(100, (110, "Power supply voltage"), (250, "VCC"), (320, "-0.3 ~ +6.5")),
        *rows_at(100, (420, "V")),
        *rows_at(116, (110, "Work temperature"), (250, "Topt"), (320, "-20 ~ +70")),
        *rows_at(116, (420, "C")),
        *rows_at(150, (60, "2. Normal working range (Ta = 25C)")),
    ]
    facts = facts_of_pdf(pdfgen.placed_pdf(tmp_path / "qd88.pdf", [runs]))
    assert {(f.min, f.max) for f in find(facts, "abs_max_supply_voltage")} == {(-0.3, 6.5)}
    assert {(f.min, f.max) for f in find(facts, "operating_temperature")} == {(-20, 70)}


def test_a_name_and_unit_centred_across_three_cases_hold_for_the_first_case_too(
    tmp_path: Path,
) -> None:
    # "--- --- 0.018 VGS = 10V" / "RDS(on) On-Resistance ––– ––– 0.021 Ω VGS = 4.5V" /
    # "––– ––– 0.030 VGS = 2.5V": the name and unit are centred across the three cases;
    # the first one, above the name, is the same parameter (its conditions set the same
    # variables), and runs of dashes are empty cells, not unread words
    head = ((200, "Parameter"), (330, "Min."), (370, "Typ."), (410, "Max."), (450, "Units"))
    head = (*head, (490, "Conditions"))
    runs = [
        *rows_at(50, (60, "Electrical Characteristics @ TJ = 25C")),
        *rows_at(70, *head),
        *rows_at(86, (60, "V(BR)DSS"), (120, "Drain-to-Source Breakdown Voltage")),
        *rows_at(86, (330, "30"), (370, "---"), (410, "---")),
        *rows_at(86, (450, "V"), (490, "VGS = 0V, ID = 250uA")),
        *rows_at(98, (330, "---"), (370, "---"), (410, "0.018")),
        *rows_at(98, (490, "VGS = 10V, ID = 12A")),
        *rows_at(110, (60, "RDS(on)"), (120, "Static On-Resistance"), (330, "---")),
        *rows_at(110, (370, "---"), (410, "0.021"), (450, "Ohm")),
        *rows_at(110, (490, "VGS = 4.5V, ID = 12A")),
        *rows_at(122, (330, "---"), (370, "---"), (410, "0.030")),
        *rows_at(122, (490, "VGS = 2.5V, ID = 9A")),
    ]
    facts = facts_of_pdf(pdfgen.placed_pdf(tmp_path / "qf30.pdf", [runs]))
    got = {(f.max, f.condition.split(",")[0]) for f in find(facts, "on_resistance")}
    assert got == {(0.018, "VGS = 10V"), (0.021, "VGS = 4.5V"), (0.030, "VGS = 2.5V")}
    assert {f.min for f in find(facts, "drain_source_voltage")} == {30}


def test_bound_words_cut_by_narrow_columns_still_head_them(tmp_path: Path) -> None:
    # "Minim Typic Maxi" over "Parameters Symbol Unit" over "um al mum": a table of
    # narrow columns breaks its Minimum / Typical / Maximum heads over two lines; the
    # cut words above the header line still name the bounds of the columns under them
    runs = [
        *rows_at(50, (60, "3. Electrical character (VDD = 5 V)")),
        *rows_at(70, (250, "Minim"), (290, "Typic"), (330, "Maxi")),
        *rows_at(77, (100, "Parameters"), (200, "Symbol"), (380, "Unit")),
        *rows_at(84, (250, "um"), (290, "al"), (330, "mum")),
        *rows_at(104, (90, "DIG drive source current"), (200, "Ioh1")),
        *rows_at(104, (250, "60"), (290, "90"), (330, "130"), (380, "mA")),
    ]
    facts = facts_of_pdf(pdfgen.placed_pdf(tmp_path / "qd90.pdf", [runs]))
    got = {(f.min, f.typ, f.max) for f in find(facts, "output_current")}
    assert got == {(60, 90, 130)}
    assert all("Minim" not in f.condition for f in facts)


def test_dashes_for_empty_cells_before_a_number_are_no_minus_sign(tmp_path: Path) -> None:
    # "IDD - - 3 mA" on a page whose table header stayed on the page before
    runs = [*rows_at(60, (90, "Dynamic supply current"), (220, "IDD - - 3 mA"))]
    facts = facts_of_pdf(pdfgen.placed_pdf(tmp_path / "qd91.pdf", [runs]))
    assert {f.value or f.max for f in find(facts, "supply_current")} == {3}


def test_a_drivers_source_or_sink_current_is_an_output_whatever_its_symbol(
    tmp_path: Path,
) -> None:
    # "Column Drive Source Current ISCOL": a symbol opening with IS reads like a supply
    # current, but what a driver's pins source or sink is their output
    head = ((60, "Parameter"), (220, "Symbol"), (300, "Min"), (340, "Typ"), (380, "Max"))
    runs = [
        *rows_at(50, (60, "Electrical Characteristics")),
        *rows_at(70, *head, (420, "Unit")),
        *rows_at(86, (60, "Column Drive Source Current"), (220, "ISCOL"), (300, "-25")),
        *rows_at(86, (340, "-32"), (380, "-38"), (420, "mA")),
        *rows_at(102, (60, "Operating Supply Current"), (220, "ISUP"), (380, "6"), (420, "mA")),
    ]
    facts = facts_of_pdf(pdfgen.placed_pdf(tmp_path / "qd92.pdf", [runs]))
    assert {f.typ for f in find(facts, "output_current")} == {-32}
    assert {f.max for f in find(facts, "supply_current")} == {6}


def test_a_stepper_drivers_coil_current_is_its_output_and_a_detector_level_no_draw(
    tmp_path: Path,
) -> None:
    runs = [
        *rows_at(60, (60, "QS2200 Operational range")),
        *rows_at(100, *HEAD),
        *rows_at(116, (60, "RMS motor coil current per coil IRMS"), (430, "1.2"), (480, "A")),
        *rows_at(132, (60, "Peak output current per motor coil output"), (430, "1.8"), (480, "A")),
        *rows_at(148, (60, "Short to GND detector threshold IS2G"), (330, "2.1"), (430, "3.6")),
        *rows_at(148, (480, "A")),
        *rows_at(164, (60, "Total supply current, operating IVS"), (380, "7"), (480, "mA")),
    ]
    facts = facts_of_pdf(pdfgen.placed_pdf(tmp_path / "qs2200.pdf", [runs]))
    assert [f.max for f in find(facts, "output_current")] == [1.2]
    assert [f.max for f in find(facts, "peak_output_current")] == [1.8]
    assert [(f.typ, f.unit) for f in find(facts, "supply_current")] == [(7, "mA")]
