"""Concerns a question raises that no rule settles: each keeps a build from "compatible"
however its checked rows fit. Wording is made up."""

from __future__ import annotations

import pytest

from specproof.agent.understand import raised_concerns


@pytest.mark.parametrize(
    ("wording", "concern"),
    [
        ("can i mount the kx-3 in an atex zone 1 area (temp is fine, -5 c)?", "compliance"),
        ("kx-3 in a hazardous location, class I div 2, at 30 °C?", "compliance"),
        ("can the cq-40 charge my li-ion pack in a shed at -8 °C?", "charging in the cold"),
        ("cq-40 charging an 18650 below freezing in winter?", "charging in the cold"),
        ("the cq-40 in a freezer charging a lipo - fine?", "charging in the cold"),
        # an input left floating: its default is what the sheet says, if it says anything
        ("kx-3 with its SHDN pin floating, powered from 3.3 v - ok?", "a pin left floating"),
        (
            "never wired the MODE input of the cq-40, it just floats. fine at 5 v?",
            "a pin left floating",
        ),
        # a capacitor the question fits: value, kind and ESR are the sheet's to ask for
        ("kx-3 with its VIN bypassed by a 1 µF ceramic - enough?", "a fitted capacitor"),
        (
            "cq-40 output with a 470uf electrolytic cap as a reservoir, stable?",
            "a fitted capacitor",
        ),
        # a supervisor's threshold, set by its ordering code, against the rail it watches
        ("will a qv-29 do as the supervisor of my 3.3v rail?", "a supervised rail"),
        ("RD-4 voltage detector watching a 2S pack, fine?", "a supervised rail"),
        # where a differential input may sit, which no supply or level check compares
        ("is the bridge output inside the kx-3 common mode range at 3.3 v?", "common-mode"),
    ],
)
def test_a_concern_no_rule_settles_is_raised(wording: str, concern: str) -> None:
    assert any(concern in c.name for c in raised_concerns(wording)), wording


@pytest.mark.parametrize(
    "wording",
    [
        "can the cq-40 charge my li-ion pack in a 25 °C room?",
        "kx-3 outdoors at -5 c, within its operating range?",
    ],
)
def test_a_warm_charge_or_a_cold_part_raises_no_cold_charging_concern(wording: str) -> None:
    assert "charging in the cold" not in [c.name for c in raised_concerns(wording)]


def test_a_current_and_power_monitor_is_no_supervisor() -> None:
    names = [c.name for c in raised_concerns("kx-3 power monitor on the 12 v bus, ok?")]
    assert not [n for n in names if "supervised" in n]


def test_floating_point_math_raises_no_floating_pin_concern() -> None:
    assert "a pin left floating" not in [
        c.name for c in raised_concerns("kx-3 on an esp32 doing floating-point math at 3.3 v?")
    ]


def test_a_bus_or_cable_capacitance_is_no_fitted_capacitor() -> None:
    names = [
        c.name for c in raised_concerns("kx-3 on 1 m of cable, about 300 pF on SDA, at 100 khz?")
    ]
    assert "a fitted capacitor" not in names


def test_a_sheets_decoupling_advice_is_no_requirement_the_build_misses(tmp_path) -> None:
    from agent_support import fact, make_store
    from specproof.agent.workflow import answer_question

    row = fact("MQ4", "supply_voltage", "6 VDD supply 1.62 … 3.63 V; decouple with 100 nF",
               min=1.62, max=3.63, condition="decouple with 100 nF")  # fmt: skip
    store = make_store(tmp_path, {"MQ4": [row]})
    assert answer_question("mq4 powered from a 3.3v rail - ok?", store).verdict == "compatible"
    fitted = answer_question("mq4 on a 3.3v rail with only a 10 nF ceramic cap on VDD - ok?", store)
    assert fitted.verdict == "insufficient_evidence", fitted.text
