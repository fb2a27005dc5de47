"""A condition written the way makers write it ("at 150c", "-20..70", "4x gain", "CE = 0 V")
fixes the row that answers, just as the datasheet's own wording would."""

from __future__ import annotations

from pathlib import Path

import pytest

from agent_support import fact, make_store
from specproof.agent import validate as V
from specproof.agent.temperature_points import stated_temperatures, temperature_point_clash
from specproof.agent.terms import settings
from specproof.agent.understand.words import request_words
from specproof.agent.workflow import answer_question


@pytest.mark.parametrize(
    ("text", "points", "spans"),
    [
        ("leakage at 150c?", (150.0,), []),
        ("drift at 70 C please", (70.0,), []),
        ("gain error at 85 degrees", (85.0,), []),
        ("offset over (-10 to 60 C)", (), [(-10.0, 60.0)]),
        ("current over the whole -20..70 range", (), [(-20.0, 70.0)]),
        ("ina226c offset?", (), []),  # a part's letter, not a temperature
        ("the i2c clock of the tmp1c", (), []),
        ("can i charge it at 0.5c?", (), []),  # a battery's charge rate
        # a span from below zero right after the word temperature, written without a unit
        ("sleep current for the extended temp version (-40 to 125)?", (), [(-40.0, 125.0)]),
    ],
)
def test_casual_temperatures_are_read_as_points_and_spans(text, points, spans) -> None:
    asked = request_words(text)
    assert asked.temperature_points == points
    assert asked.temperature_ranges == spans


def test_a_row_states_its_own_temperature_or_its_tables() -> None:
    assert stated_temperatures("ILEAK; (TJ = 25°C unless otherwise noted)") == [(25.0, 25.0)]
    assert stated_temperatures("Tamb = -25 to +70 °C") == [(-25.0, 70.0)]
    assert stated_temperatures("TJ=150℃ 12 30 µA") == [(150.0, 150.0)]
    assert stated_temperatures("VIN = 12 V, IOUT = 1 A") == []


def _leak(quote: str, condition: str, typ: float) -> object:
    row = fact("QZ410", "standby_current", quote, unit="µA", typ=typ)
    row.condition = condition
    return row


def test_a_row_stated_at_another_temperature_does_not_answer() -> None:
    cool = _leak("Off-state leakage 0.1 µA", "(TJ = 25°C unless otherwise noted)", 0.1)
    hot = _leak("TJ = 150 °C 12 µA", "TJ = 150 °C", 12.0)
    silent = _leak("Off-state leakage 0.1 µA", "", 0.1)
    check = V.Check("standby_current", condition_text="leakage when it's hot, like 150c?")
    assert "25 °C" in (temperature_point_clash(cool, check, None) or "")
    assert temperature_point_clash(hot, check, None) is None
    assert temperature_point_clash(silent, check, None) is None  # states none: not judged
    # a supply range holds over the operating range, whatever its table's test temperature
    rail = fact("QZ410", "supply_voltage", "VIN 4.5 28 V", min=4.5, max=28.0)
    rail.condition = "(TJ = 25°C unless otherwise noted)"
    assert (
        temperature_point_clash(rail, V.Check("supply_voltage", condition_text="at 150c"), None)
        is None
    )


def test_the_row_at_the_asked_junction_temperature_answers(tmp_path: Path) -> None:
    cool = fact("QZ410", "on_resistance", "RDS(on) 40 60 mΩ", unit="mΩ", typ=40.0, max=60.0)
    cool.condition = "IOUT = 1 A; (TJ = 25°C unless otherwise noted)"
    hot = fact("QZ410", "on_resistance", "TJ = 150 °C 70 95 mΩ", unit="mΩ", typ=70.0, max=95.0)
    hot.condition = "IOUT = 1 A, TJ = 150 °C"
    store = make_store(tmp_path, {"QZ410": [cool, hot]})
    answer = answer_question("qz410 rds on with the junction at 150C?", store)
    assert answer.items and answer.items[0].max == 95.0
    (tmp_path / "b").mkdir()
    only_cool = make_store(tmp_path / "b", {"QZ410": [cool]})
    answer = answer_question("qz410 rds on with the junction at 150C?", only_cool)
    assert not answer.items  # the 25 °C row answers another question


def test_the_row_of_the_temperature_span_asked_beats_a_row_stating_none(tmp_path: Path) -> None:
    """ "the extended temp version (-40 to 125)": the row stated over -40..125 °C answers,
    not the sheet's default row that states no temperature."""
    base = fact(
        "CQ25", "standby_current", "IDDS Sleep current 5 uA inputs tied", unit="uA", max=5.0
    )
    wide = fact(
        "CQ25", "standby_current", "Sleep current, -40°C to +125°C 8 uA", unit="uA", max=8.0
    )
    wide.condition = "-40°C to +125°C"
    store = make_store(tmp_path, {"CQ25": [base, wide]})
    answer = answer_question(
        "cq25 sleep current max for the extended temp version (-40 to 125)?", store
    )
    assert [i.max for i in answer.items] == [8.0], answer.text
    assert [i.max for i in answer_question("cq25 sleep current max?", store).items] == [5.0]


def test_a_gain_written_as_a_multiplier_picks_its_row() -> None:
    assert settings("what swing in 4x gain mode?") == {"gain": {"4"}}
    assert settings("Output swing GAIN = 8x 24 VPP") == {"gain": {"8"}}
    row = fact("PZ2", "output_voltage", "Output swing GAIN = 8x 24 VPP", typ=24.0)
    assert V.setting_clash(row, V.Check("output_voltage", condition_text="in 4x gain mode"), None)
    same = fact("PZ2", "output_voltage", "Output swing GAIN = 4x 12 VPP", typ=12.0)
    assert (
        V.setting_clash(same, V.Check("output_voltage", condition_text="in 4x gain mode"), None)
        is None
    )


def test_a_programmable_gain_amplifiers_setting_is_its_gain() -> None:
    # "PGA = 2" on the row and "a PGA gain of 4" (or "gain 4") in the question name one knob
    assert settings("input range at a pga gain of 4?") == {"gain": {"4"}}
    assert settings("Input span PGA = 2 ±2.048") == {"gain": {"2"}}
    check = V.Check("analog_input_range", condition_text="at a gain of 4")
    other = fact("QA20", "analog_input_range", "Input span PGA = 2 ±2.048", min=-2.048, max=2.048)
    assert V.setting_clash(other, check, None)
    asked = fact("QA20", "analog_input_range", "Input span PGA=4 ±1.024", min=-1.024, max=1.024)
    assert V.setting_clash(asked, check, None) is None


def test_a_control_pin_at_zero_volts_is_low() -> None:
    assert settings("with CE = 0 V") == {"ce": {"l"}}
    assert settings("SHDN = 3.3 V") == {"shdn": {"h"}}
    assert settings("VIN = 0 V") == {}  # a supply at 0 V is no pin's logic level
    enabled = fact("LD7", "standby_current", "CE = VIN, no load 40 µA", unit="µA", typ=40.0)
    check = V.Check("standby_current", condition_text="current with CE = 0 V?")
    assert V.setting_clash(enabled, check, None)
    off = fact("LD7", "standby_current", "CE = GND 0.1 µA", unit="µA", typ=0.1)
    assert V.setting_clash(off, check, None) is None


def test_a_part_numbers_tail_is_no_temperature(tmp_path: Path) -> None:
    # "kt-85c": a version letter after a number, lower case, is no 85 °C condition
    from specproof.agent.temperature_points import casual_degrees
    from specproof.agent.understand.conditions import find_conditions

    assert casual_degrees("kt-85c standby current?") == "kt-85c standby current?"
    assert find_conditions("kt-85c standby current?").temperatures == []
    assert find_conditions("kt-85 at -40c?").temperatures == [-40.0]
    row = fact("KT-85", "standby_current", "Standby current KT-85C, output off 18 30 uA",
               unit="uA", typ=18.0, max=30.0, condition="KT-85C, output off; TA = 25 °C")  # fmt: skip
    store = make_store(tmp_path, {"KT-85": [row]}, aliases={"KT-85": ["KT-85C"]})
    ans = answer_question("kt-85c standby current with the output off?", store)
    assert [i.max for i in ans.items] == [30.0], ans.text


@pytest.mark.parametrize(
    ("text", "span"),
    [
        ("cabinet held at -20c. i need +-0.5c on the reading there. ok at -20?", (-20.0, -20.0)),
        ("± 0.5 °C accuracy in a box at 40 °C outdoors", (40.0, 40.0)),
        ("+/-1 C at 25 C ambient", (25.0, 25.0)),
        ("outdoors from -30 C to +45 C, will it work", (-30.0, 45.0)),
        # a span typed with its unit once: its low end is met too
        ("tk-9 outdoors, -20 to 30 °C, ok?", (-20.0, 30.0)),
        ("in a shed between -10 and 45 C, fine?", (-10.0, 45.0)),
        ("outdoor cabinet -25...60 °C", (-25.0, 60.0)),
    ],
)
def test_a_tolerance_is_no_temperature_of_the_place(text: str, span: tuple) -> None:
    from specproof.agent.understand.ambient import ambient

    assert ambient(text) == span


def test_a_table_condition_per_version_leaves_each_versions_supply_row() -> None:
    """ "VCC = 3.3 V (M) / VIN = 5.0 V (B)" over both versions' supply rows: each row holds
    at its own version's supply; a row measured at one supply outside its range is none."""
    from specproof.agent.supply_points import measured_at_another_supply

    both = "DC characteristics, TA = 25 °C, VCC = 3.3 V (M) / VIN = 5.0 V (B)"
    pad = fact("QB-7", "supply_voltage", "QB-7M, VCC pad 1.8 3.3 3.6", min=1.8, max=3.6,
               condition=f"QB-7M, VCC pad; {both}")  # fmt: skip
    vin = fact("QB-7", "supply_voltage", "QB-7B, VIN pin 3.6 5.0 6.0", min=3.6, max=6.0,
               condition=f"QB-7B, VIN pin; {both}")  # fmt: skip
    assert measured_at_another_supply(pad) is None
    assert measured_at_another_supply(vin) is None
    rail = fact("QB-9", "supply_voltage", "VCC regulator 4.6 5.2 V", min=4.6, max=5.2,
                condition="VIN = 12 V")  # fmt: skip
    assert measured_at_another_supply(rail) is not None


def test_a_tables_supply_per_version_is_the_rows_own_versions() -> None:
    from specproof.agent.score import row_supply_spans

    note = "Table 3 (Ta = 25 °C; VDD = 12 V for QH7021, 3.0 V for QH7021L)"
    assert row_supply_spans(f"QH7021L, output off; {note} QH7021L, output off") == [(3.0, 3.0)]
    assert row_supply_spans(f"QH7021, output off; {note} QH7021, output off") == [(12.0, 12.0)]


def test_a_probe_in_a_hot_place_measures_it_the_part_is_not_there() -> None:
    from specproof.agent.understand.ambient import ambient

    assert ambient("tk-9 kit with its own probe in my pizza oven at about 450c - ok?") is None
    assert ambient("thermocouple into the kiln at 1200 °C, board outside: fine?") is None
    # the part itself in the oven is at that temperature
    assert ambient("tk-9 board inside a 90 °C oven - ok?") == (90.0, 90.0)
    # the probe reads the kiln; the box the electronics sit in is their environment
    q = "tk-9 with a type-K probe, peak 1200 °C. The controller box stays at 20 to 40 °C. ok?"
    assert ambient(q) == (20.0, 40.0)
    # a freezer holds the display and the probe alike
    assert ambient("display + tk-9 probe inside a chest freezer (-18c), both ok?") == (-18.0, -18.0)


def test_a_quiescent_current_asked_of_a_sheet_naming_it_supply_current_with_no_load(
    tmp_path: Path,
) -> None:
    # the sheet has no "quiescent current" row: its "Supply current, no load" rows are it
    rows = [
        fact("TR32", "supply_current", "Supply current, no load VCC = 3.3V 0.3 1.0", unit="mA",
             typ=0.3, max=1.0, condition="VCC = 3.3V; Supply current, no load"),
    ]  # fmt: skip
    store = make_store(tmp_path, {"TR32": rows})
    answer = answer_question("What is the quiescent current of the TR32?", store)
    assert [(i.typ, i.max) for i in answer.items] == [(0.3, 1.0)], answer.text


def test_an_analog_or_digital_supply_named_first_is_the_rows_supply(tmp_path) -> None:
    from specproof.agent.score import row_supply_spans

    assert row_supply_spans("Full-scale gain 128, AVDD = 5.0 V") == [(5.0, 5.0)]
    assert row_supply_spans("DVDD = 1.8 V") == [(1.8, 1.8)]
    assert row_supply_spans("avg = 2 V over 10 samples") == []
    rows = [
        fact("QX71", "analog_input_range", "Full-scale gain 128, AVDD = 5.0 V ±19.5",
             unit="mV", min=-19.5, max=19.5),
    ]  # fmt: skip
    store = make_store(tmp_path, {"QX71": rows})
    answer = answer_question("qx71 full scale input at gain 128 if i run avdd at 3.3v?", store)
    assert answer.verdict == "insufficient_evidence", answer.text
