"""Conventions of feature bullets and prose, each proved on a small generated PDF."""

from __future__ import annotations

from pathlib import Path

import pdfgen
from specproof.extract import Passage, extract_passage
from specproof.parse import parse_pdf
from specproof.records import SectionKind
from test_extract_table_conventions import facts_of_pdf, find, rows_at


def test_a_range_after_a_deviation_is_the_deviations_case(tmp_path: Path) -> None:
    # "±2.5 %RH (typ), 10-90 %RH": the range says where the deviation holds
    runs = [
        *rows_at(60, (50, "HY55 Humidity Sensor")),
        *rows_at(90, (50, "Features")),
        *rows_at(106, (50, "- Humidity accuracy")),
        *rows_at(118, (60, "\u00b12.5 %RH (typ), 10-90 %RH")),
    ]
    facts = facts_of_pdf(pdfgen.placed_pdf(tmp_path / "h.pdf", [runs]))
    accuracy = find(facts, "accuracy")
    assert [(f.min, f.max) for f in accuracy] == [(-2.5, 2.5)]
    assert "10-90" in accuracy[0].condition


def test_a_factor_of_a_formula_is_no_stated_value(tmp_path: Path) -> None:
    # read at ingest and, for a question, from the retrieved passage
    runs = [
        *rows_at(60, (50, "AL44 Light Sensor")),
        *rows_at(90, (50, "The conversion time follows from the DIV setting:")),
        *rows_at(106, (60, "Conversion Time = 1.2 ms \u00d7 (64 - DIV)")),
    ]
    pdf = pdfgen.placed_pdf(tmp_path / "f.pdf", [runs])
    assert not find(facts_of_pdf(pdf), "response_time")
    text = parse_pdf(pdf).pages[0].text
    passage = Passage(text, {1: text}, SectionKind.OTHER, "AL44", "f.pdf", "doc")
    assert not extract_passage(passage, "response_time", phrase="conversion time")


def test_a_value_read_from_a_passage_keeps_no_full_stop_in_its_unit(tmp_path: Path) -> None:
    runs = [
        *rows_at(60, (50, "RX9 Ranging Sensor")),
        *rows_at(90, (50, "2. Peak current (with emitter) can reach 28mA.")),
    ]
    text = parse_pdf(pdfgen.placed_pdf(tmp_path / "p.pdf", [runs])).pages[0].text
    passage = Passage(text, {1: text}, SectionKind.ELECTRICAL, "RX9", "p.pdf", "doc")
    (fact,) = extract_passage(passage, "supply_current", phrase="peak current")
    assert (fact.max, fact.unit) == (28.0, "mA")


def test_a_value_a_warning_says_never_to_exceed_is_a_rating_not_a_minimum(tmp_path: Path) -> None:
    runs = [
        *rows_at(60, (60, "QG70 Operating notes")),
        *rows_at(
            90, (60, "The coil must be supplied with 12 V. A coil voltage above 14.4 V, even")
        ),
        *rows_at(104, (60, "for a moment, damages the winding permanently.")),
        *rows_at(118, (60, "Supply voltage above 6.2 V shifts the zero point permanently.")),
    ]
    facts = facts_of_pdf(pdfgen.placed_pdf(tmp_path / "qg70.pdf", [runs]))
    supply = [f for f in facts if f.field == "supply_voltage"]
    assert all(f.min != 6.2 for f in supply)
    assert [(f.min, f.max) for f in find(facts, "abs_max_supply_voltage")] == [(None, 6.2)]


def test_a_module_s_signal_levels_and_current_draw_are_read_from_its_spec_list(
    tmp_path: Path,
) -> None:
    # module manuals name the levels of a control input by the signal, not "input high"
    runs = [
        *rows_at(60, (50, "QX-2R Relay Board")),
        *rows_at(90, (50, "Specifications")),
        *rows_at(106, (50, "- Control signal high level: 2.5 to 12 V")),
        *rows_at(118, (50, "- Control signal low level: 0.5 V max.")),
        *rows_at(130, (50, "- Current draw: 70 mA")),
        *rows_at(142, (50, "- Signal output high level: 3.3 V")),
    ]
    facts = facts_of_pdf(pdfgen.placed_pdf(tmp_path / "m.pdf", [runs]))
    assert [(f.min, f.max) for f in find(facts, "input_high_voltage")] == [(2.5, 12)]
    assert [f.max for f in find(facts, "input_low_voltage")] == [0.5]
    assert [f.value for f in find(facts, "supply_current")] == [70]
    assert [f.value for f in find(facts, "output_high_voltage")] == [3.3]


def test_a_level_the_sheet_says_damages_the_part_is_no_rating(tmp_path: Path) -> None:
    runs = [
        *rows_at(60, (50, "QX-2R Relay Board")),
        *rows_at(90, (50, "Q: Can I feed it from a 48 V battery?")),
        *rows_at(106, (50, "A: No, the highest supply is DC30V; 48V will damage the board.")),
    ]
    facts = facts_of_pdf(pdfgen.placed_pdf(tmp_path / "faq.pdf", [runs]))
    assert [f.max for f in find(facts, "supply_voltage")] == [30]


def test_a_protection_boards_discharge_current_is_what_its_load_may_draw(tmp_path: Path) -> None:
    # beside a rated discharge current, the charge current is what a charger may push in
    runs = [
        *rows_at(60, (50, "QB-2S15 Protection Board")),
        *rows_at(90, (50, "Parameters")),
        *rows_at(106, (50, "- Continuous discharge current: 15A")),
        *rows_at(118, (50, "- Continuous charge current: 5A")),
    ]
    facts = facts_of_pdf(pdfgen.placed_pdf(tmp_path / "bms.pdf", [runs]))
    assert [f.max or f.value for f in find(facts, "output_current")] == [15]
    # a charger's charge current stays what it delivers
    charger = [
        *rows_at(60, (50, "QC-40 Li-ion Charger")),
        *rows_at(90, (50, "- Maximum charge current: 1.5A")),
    ]
    facts = facts_of_pdf(pdfgen.placed_pdf(tmp_path / "chg.pdf", [charger]))
    assert [f.max or f.value for f in find(facts, "output_current")] == [1.5]


def test_selectable_bit_rates_span_their_list_and_the_default_is_its_own_row(
    tmp_path: Path,
) -> None:
    runs = [
        *rows_at(60, (50, "QWM-3 Wind Sensor")),
        *rows_at(90, (50, "Communication")),
        *rows_at(106, (50, "- Baud rate: 1200 / 2400 / 4800bps, default 2400bps")),
    ]
    facts = facts_of_pdf(pdfgen.placed_pdf(tmp_path / "qwm.pdf", [runs]))
    rates = sorted(((f.min, f.max, f.value) for f in find(facts, "baud_rate")), key=str)
    assert rates == [(1200, 4800, None), (None, None, 2400)]
    default = next(f for f in find(facts, "baud_rate") if f.value)
    assert "default" in default.condition


def test_a_default_asked_takes_the_row_the_sheet_marks_as_default(tmp_path: Path) -> None:
    from agent_support import fact, make_store
    from specproof.agent.workflow import answer_question

    line = "Baud rate: 1200 / 2400 / 4800bps, default 2400bps"
    listed = fact("QWM-3", "baud_rate", line, unit="bps", min=1200.0, max=4800.0)
    default = fact("QWM-3", "baud_rate", line, unit="bps", value=2400.0, condition="default")
    store = make_store(tmp_path, {"QWM-3": [listed, default]})
    answer = answer_question("default baud rate of the qwm-3?", store)
    assert [i.value for i in answer.items] == [2400], answer.text


def test_an_enclosures_ip_code_is_read_from_its_line(tmp_path: Path) -> None:
    runs = [
        *rows_at(60, (50, "QPX-9 Level Sensor")),
        *rows_at(90, (50, "Set the IP address 192.168.0.10 in the web page.")),
        *rows_at(106, (50, "Housing protection class:"), (300, "IP65")),
    ]
    facts = facts_of_pdf(pdfgen.placed_pdf(tmp_path / "qpx.pdf", [runs]))
    assert [f.values for f in find(facts, "ip_rating")] == [["IP65"]]
    # every version's code beside a Unit column's dash
    shared = [*rows_at(60, (50, "QPX-5 Relay")), *rows_at(90, (50, "Protection class - IP40 IP40"))]
    shared_facts = facts_of_pdf(pdfgen.placed_pdf(tmp_path / "shared.pdf", [shared]))
    assert [f.values for f in find(shared_facts, "ip_rating")] == [["IP40"]]
    # no code, one version's code among placeholders, an accessory's "up to": no rating
    for n, text in enumerate(
        (
            "IP rating: not specified",
            "Water resistance - - IPX7 (1 m)",
            "An optional cap provides up to IP66 protection.",
        )
    ):
        bare = [*rows_at(60, (50, "QPX-2 Board")), *rows_at(90, (50, text))]
        pdf = pdfgen.placed_pdf(tmp_path / f"bare{n}.pdf", [bare])
        assert not find(facts_of_pdf(pdf), "ip_rating"), text


def test_each_value_of_a_list_keeps_the_bracketed_case_after_it(tmp_path: Path) -> None:
    # "20 mA (LEDs on), 4 mA (LEDs off)": the words between the two values are the first
    # value's case; the second value is the same parameter in its own bracketed case
    runs = [
        *rows_at(60, (50, "ZP-9 Keypad Module")),
        *rows_at(90, (50, "Specifications")),
        *rows_at(106, (50, "Operating current: <20 mA (LEDs on), <4 mA (LEDs off)")),
        *rows_at(122, (50, "Relay contact current: 3 A (resistive) / 1 A (inductive)")),
    ]
    facts = facts_of_pdf(pdfgen.placed_pdf(tmp_path / "zp9.pdf", [runs]))
    currents = {(f.max, f.condition) for f in find(facts, "supply_current")}
    assert currents == {(20.0, "LEDs on"), (4.0, "LEDs off")}
    loads = [f for f in facts if f.unit == "A"]
    assert {(f.max or f.value) for f in loads} == {3.0, 1.0}


def test_a_sentence_whose_verb_names_the_value_gives_its_field(tmp_path: Path) -> None:
    # no parameter name stands before the value; the verb says what it is
    runs = [
        *rows_at(60, (50, "KXB-3 Sensor Board")),
        *rows_at(90, (50, "Operation")),
        *rows_at(106, (50, "The board is working between -25 and +60 °C.")),
        *rows_at(122, (50, "With both channels on, the board draws about 2.7 mA.")),
        *rows_at(138, (50, "It runs at 85 °C only for short tests.")),
        # another thing as the subject, and a sentence with two values of one kind, name none
        *rows_at(154, (50, "Large servos will draw more than 1 A each.")),
        *rows_at(170, (50, "The unit operates from 0 to 50 °C and is stored from -20 to 70 °C.")),
    ]
    facts = facts_of_pdf(pdfgen.placed_pdf(tmp_path / "kxb3.pdf", [runs]))
    assert [(f.min, f.max) for f in find(facts, "operating_temperature")] == [(-25.0, 60.0)]
    assert [f.typ or f.value for f in find(facts, "supply_current")] == [2.7]


def test_a_part_named_by_its_number_or_its_own_parts_is_a_verbs_subject(tmp_path: Path) -> None:
    runs = [
        *rows_at(60, (50, "KXB-7 Switch Module")),
        *rows_at(90, (50, "Notes")),
        *rows_at(106, (50, "KXB-7H draws 9 mA typical.")),
        *rows_at(122, (50, "Its contacts work from -30 °C to +75 °C and are sealed to IP67. Storage: -40 °C to +85 °C.")),
    ]  # fmt: skip
    facts = facts_of_pdf(pdfgen.placed_pdf(tmp_path / "kxb7.pdf", [runs]))
    assert [f.typ or f.value for f in find(facts, "supply_current")] == [9.0]
    assert [(f.min, f.max) for f in find(facts, "operating_temperature")] == [(-30.0, 75.0)]


def test_a_value_going_on_the_sentence_above_takes_no_name_from_the_heading_below(
    tmp_path: Path,
) -> None:
    # "... so a" / "3.3 V output cannot switch it off." / "Contact ratings": the 3.3 V is a
    # controller's level in the sentence, no contact rating
    runs = [
        *rows_at(60, (50, "QRM-4 relay module")),
        *rows_at(90, (50, "The input must be pulled up to at least 4.2 V to release the relay, so a")),
        *rows_at(104, (50, "3.3 V output cannot switch it off; use the -H version.")),
        (50, 122, "Contact ratings", "B"),
    ]  # fmt: skip
    facts = facts_of_pdf(pdfgen.placed_pdf(tmp_path / "qrm4.pdf", [runs]))
    assert not find(facts, "contact_voltage")


def test_a_ceiling_written_never_above_is_a_rating_and_a_derated_limit_is_not(
    tmp_path: Path,
) -> None:
    # "never above 30 V on VM": the rating of the motor rail, no floor of it; "must not exceed"
    # at a stated temperature derates the operating range, as a limit of that condition
    runs = [
        *rows_at(60, (50, "QB-7 Dual motor driver board")),
        *rows_at(90, (50, "Specifications")),
        *rows_at(106, (50, "- Motor voltage (VM): 6.5V - 27V DC")),
        *rows_at(118, (50, "- Logic voltage (VCC): 3.0V - 5.5V")),
        *rows_at(140, (50, "Warnings")),
        *rows_at(156, (50, "- Never put more than 30 V on VM, spikes included.")),
        *rows_at(168, (50, "- Derating: above +60 °C the VCC supply must not exceed 5.0 V.")),
    ]
    facts = facts_of_pdf(pdfgen.placed_pdf(tmp_path / "qb7.pdf", [runs]))
    assert [(f.min, f.max) for f in find(facts, "load_supply_voltage")] == [(6.5, 27.0)]
    assert [(f.min, f.max) for f in find(facts, "logic_supply_voltage")] == [(3.0, 5.5)]
    assert [(f.min, f.max) for f in find(facts, "abs_max_supply_voltage")] == [(None, 30.0)]
    assert not [f for f in facts if f.max == 5.0 and f.field.startswith("abs_max")]


def test_a_value_opening_a_line_is_named_by_the_sentence_left_open_above(tmp_path: Path) -> None:
    runs = [
        *rows_at(50, (60, "KP-20 motion sensor board")),
        *rows_at(80, (60, "After power-up the sensor needs about 60 s to settle; the output may toggle twice. Working temperature")),
        *rows_at(92, (60, "-15 °C to +70 °C. Keep it out of direct sun and away from heater vents.")),
        *rows_at(120, (60, "The board is built for indoor use and ships with a lens cap. Supply voltage")),
        *rows_at(132, (60, "4.5 V to 20 V DC on VIN. Do not reverse the wires.")),
    ]  # fmt: skip
    facts = facts_of_pdf(pdfgen.placed_pdf(tmp_path / "kp20.pdf", [runs]))
    assert [(f.min, f.max) for f in find(facts, "operating_temperature")] == [(-15.0, 70.0)]
    assert [(f.min, f.max) for f in find(facts, "supply_voltage")] == [(4.5, 20.0)]
