"""Ratings a question asks by the sheet's own words, and loads described the maker's way:
"limiting values" are the absolute maximum ratings, a pin the question names picks that
pin's row, a part kept unpowered is judged by its storage range, an inrush is no steady
load, and a coil rating inside a relay's name is no load voltage. Parts are made up."""

from __future__ import annotations

import pytest

from agent_support import fact, make_store
from specproof.agent.understand.ambient import stored
from specproof.agent.workflow import answer_question
from specproof.records import SectionKind


@pytest.fixture
def store(tmp_path):
    rating = SectionKind.ABS_MAX
    sheets = {
        "PM41": [
            fact("PM41", "abs_max_input_voltage", "Analog inputs VIN+, VIN- -0.3 26 V",
                 min=-0.3, max=26.0, section=rating, condition="VIN+, VIN-"),
            fact("PM41", "abs_max_input_voltage", "Data line, SDA (GND - 0.3) 6 V", max=6.0,
                 section=rating, condition="Data line, SDA"),
            fact("PM41", "supply_current", "IDD supply current limiting value -50 50 mA",
                 unit="mA", min=-50.0, max=50.0, section=rating),
            fact("PM41", "supply_current", "IDD supply current, interface active 800 uA",
                 unit="uA", max=800.0),
        ],
        "KR9": [
            fact("KR9", "coil_voltage", "Nominal coil voltage 5 VDC", value=5.0),
            fact("KR9", "contact_current", "Contact rating 10 A 250 VAC", unit="A", max=10.0),
            fact("KR9", "contact_voltage", "Contact rating 10 A 250 VAC", unit="VAC", max=250.0),
        ],
    }  # fmt: skip
    s = make_store(tmp_path, sheets, aliases={"KR9": ["KR9-05VDC-C"]})
    yield s
    s.close()


def test_the_row_of_the_pin_named_answers_its_rating(store) -> None:
    ans = answer_question(
        "pm41 at VS = 3.3 V but the i2c bus is pulled up to 5 V. what's the absolute max range "
        "for the SDA pin?",
        store,
    )
    assert [i.max for i in ans.items] == [6.0], ans.text


def test_a_limiting_value_is_an_absolute_maximum_rating(store) -> None:
    ans = answer_question(
        "What limiting value does the PM41 sheet give for the supply current IDD?", store
    )
    assert [i.max for i in ans.items] == [50.0], ans.text


def test_an_inrush_is_no_steady_load_and_leaves_the_transient_open(store) -> None:
    ans = answer_question(
        "the KR9 contacts switch a 230 VAC lamp driver: 0.5 A steady but about 30 A inrush "
        "for ~1 ms. will the contacts cope?",
        store,
    )
    assert ans.verdict == "insufficient_evidence", ans.text
    assert "30 A" not in " ".join(r.reason for r in ans.rules)


def test_a_coil_rating_in_a_relays_name_is_no_load_voltage(store) -> None:
    ans = answer_question("can a KR9-05VDC-C switch a 230 VAC, 2 A heater?", store)
    assert ans.verdict == "compatible", ans.text
    assert "230 V" in ans.text


@pytest.mark.parametrize(
    ("question", "kept"),
    [
        ("boards go into an oven at 90 C for 1 h, unpowered. any part not rated?", True),
        ("with the board off the box gets to 95 C; it only runs while driving (under 60 C)", False),
        ("will it work at 90 C?", False),
    ],
)
def test_a_part_kept_unpowered_is_stored_not_running(question: str, kept: bool) -> None:
    assert stored(question) is kept


@pytest.fixture
def sensors(tmp_path):
    sheets = {
        "HM58": [
            fact("HM58", "supply_voltage", "Supply Voltage VDD 2.16 2.5 3.6 V", min=2.16, max=3.6),
            fact("HM58", "abs_max_supply_voltage", "Supply Voltage VDD -0.3 4.8 Volts", min=-0.3,
                 max=4.8, section=SectionKind.ABS_MAX, extractor="table"),
            fact("HM58", "abs_max_supply_voltage", "2 VDD Power Supply (2.16V to 3.6V)",
                 min=2.16, max=3.6, section=SectionKind.ABS_MAX, extractor="line"),
        ],
        "LX50": [
            fact("LX50", "supply_voltage", "VCC 2.4 3.0 3.6 V", min=2.4, max=3.6),
            fact("LX50", "abs_max_supply_voltage", "Supply voltage Vmax 4.5 V", max=4.5,
                 section=SectionKind.ABS_MAX, extractor="table"),
        ],
    }  # fmt: skip
    s = make_store(tmp_path, sheets)
    yield s
    s.close()


@pytest.mark.parametrize(
    ("volts", "verdict"), [("4.0", "compatible"), ("4.7", "incompatible"), ("3.0", "compatible")]
)
def test_a_damage_question_is_judged_by_the_absolute_maximum(sensors, volts, verdict) -> None:
    """ "will that damage them?" asks what the parts survive: above the operating range but
    within the absolute maximum, nothing is harmed; over it, something is."""
    ans = answer_question(
        f"a board with an HM58 and an LX50. while I reflash it, the rail can sit at {volts} V "
        "for a few seconds. will that damage any of them?",
        sensors,
    )
    assert ans.verdict == verdict, ans.text


def test_a_working_question_is_still_judged_by_the_operating_range(sensors) -> None:
    ans = answer_question("will an HM58 and an LX50 work on a 4.0 V rail?", sensors)
    assert ans.verdict == "incompatible", ans.text
