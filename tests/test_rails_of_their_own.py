"""Builds where a part sits on a rail of its own, or behind hardware of its own: a load the
question puts on its own rail beside a regulator that feeds the others is judged on that
rail; a breakout that carries its own regulator is not judged on the chip's supply range;
a temperature sensor whose only operating row is an absolute maximum is bounded by the
range it measures. The parts and wording are made up."""

from __future__ import annotations

from pathlib import Path

import pytest

from agent_support import fact, make_store
from specproof.agent.workflow import answer_question
from specproof.records import SectionKind


def _supply(device: str, low: float, high: float):
    return fact(device, "supply_voltage", f"Supply voltage VDD {low} {high} V", min=low, max=high)


@pytest.fixture
def store(tmp_path: Path):
    out = fact("LQ33", "output_voltage", "LQ33-3.3 output 3.27 3.3 3.33 V",
               variant="3.3", min=3.27, typ=3.3, max=3.33)  # fmt: skip
    sheets = {
        "LQ33": [out, fact("LQ33", "dropout_voltage", "Dropout 0.4 V", max=0.4)],
        "TH40": [_supply("TH40", 3.0, 3.6)],
        "SG70": [_supply("SG70", 4.0, 5.5)],
        "MG21": [_supply("MG21", 2.16, 3.6)],
        "CX40": [_supply("CX40", 4.0, 8.0)],
        "TS9": [
            fact("TS9", "operating_temperature", "Operating temperature range -55 to +150 °C",
                 unit="°C", min=-55.0, max=150.0, section=SectionKind.ABS_MAX),
            fact("TS9", "measurement_range", "Rated temperature range 5 to 85 °C", unit="°C",
                 quantity="temperature", dimension="temperature", min=5.0, max=85.0),
        ],
    }  # fmt: skip
    return make_store(tmp_path, sheets)


def test_a_load_on_a_rail_of_its_own_is_judged_on_that_rail(store) -> None:
    answer = answer_question(
        "an lq33 feeds the th40, and the sg70 display sits on the 5 v rail of the psu."
        " is the lq33 output fine for the th40?",
        store,
    )
    assert answer.verdict != "incompatible", answer.text
    assert any(
        r.rule == "power.rail_in_supply_range" and r.passed and "SG70" in r.reason
        for r in answer.rules
    ), answer.text


def test_a_load_beside_a_regulator_named_by_its_output_keeps_its_own_rail(store) -> None:
    # the regulator's output is known from its name, and the display is said to be elsewhere
    answer = answer_question(
        "an lq33-3.3 supplies the th40 with 3.3 v, while the sg70 display hangs straight on"
        " the 5 v rail of the psu. is the th40 inside its supply range there?",
        store,
    )
    assert answer.verdict != "incompatible", answer.text
    assert any(
        r.rule == "power.rail_in_supply_range" and r.passed and "SG70" in r.reason
        for r in answer.rules
    ), answer.text
    assert not any("SG70" in r.reason and r.passed is not True for r in answer.rules), answer.text


def test_a_failing_part_not_asked_about_still_holds_back_a_compatible(store) -> None:
    answer = answer_question(
        "the sg70 display runs from 3.0 v, and the th40 sits on the 3.3 v pin."
        " is the th40 fine on 3.3 v?",
        store,
    )
    assert answer.verdict == "insufficient_evidence", answer.text


def test_a_breakout_with_its_own_regulator_is_not_judged_on_the_chips_range(store) -> None:
    answer = answer_question(
        "the mg21 breakout (it has its own 3.3 v regulator on the board) fed from 5 v. fine?",
        store,
    )
    assert answer.verdict == "insufficient_evidence", answer.text
    bare = answer_question("the mg21 chip fed straight from 5 v. fine?", store)
    assert bare.verdict == "incompatible", bare.text


def test_a_sensors_measured_range_bounds_it_beside_an_absolute_maximum(store) -> None:
    cold = answer_question("is a ts9 ok for logging my chest freezer at -18 °C?", store)
    assert cold.verdict == "incompatible", cold.text
    assert "measures" in cold.text
    warm = answer_question("is a ts9 ok for logging my greenhouse at 30 °C?", store)
    assert warm.verdict != "incompatible", warm.text


def test_a_signal_driven_from_a_host_is_no_supply_of_the_driver(tmp_path: Path) -> None:
    """ "kx8 on a 24v battery driving a motor, pwm from a 3v3 esp32": the 3.3 V is the PWM
    line's level, not what feeds the driver; the battery is its motor supply."""
    sheets = {
        "KX8": [
            fact("KX8", "load_supply_voltage", "Motor supply VM 6 30 V", min=6.0, max=30.0),
            fact("KX8", "output_current", "Output current 3.5 A", unit="A", max=3.5),
        ]
    }
    store = make_store(tmp_path, sheets)
    answer = answer_question(
        "kx8 on a 24v battery driving a 2a motor, pwm from a 3v3 esp32 - ok?", store
    )
    assert not any("3.3 V outside KX8" in r.reason for r in answer.rules), answer.text
    assert any("24 V within KX8" in r.reason for r in answer.rules), answer.text


def test_the_asking_sentence_names_a_part_by_the_end_of_its_number(tmp_path: Path) -> None:
    """ "i fitted a 74KV595 by mistake ... will the v595 work there?" asks about the KV595
    even written short, so its failing check on the regulator's rail stands."""
    out = fact("LQ33", "output_voltage", "LQ33-3.3 output 3.27 3.3 3.33 V",
               variant="3.3", min=3.27, typ=3.3, max=3.33)  # fmt: skip
    sheets = {
        "LQ33": [out, fact("LQ33", "dropout_voltage", "Dropout 0.4 V", max=0.4)],
        "TH40": [_supply("TH40", 3.0, 3.6)],
        "KV595": [_supply("KV595", 4.5, 5.5)],
    }
    store = make_store(tmp_path, sheets, aliases={"KV595": ["74KV595"]})
    answer = answer_question(
        "i fitted a 74KV595 by mistake on my board, fed by an lq33-3.3. will the v595 work"
        " there, next to the th40?",
        store,
    )
    assert answer.verdict == "incompatible", answer.text


def test_the_charger_of_the_builds_cell_is_not_on_the_rail_the_others_share(store) -> None:
    """ "everything on a 3.3 v rail ... a cx40 charges the cell": the charger is fed from its
    own input, not the logic rail the others share."""
    answer = answer_question(
        "li-ion logger, everything on a 3.3 v rail: a th40 and an mg21. a cx40 charges the"
        " cell from usb. is 3.3 v fine?",
        store,
    )
    assert answer.verdict != "incompatible", answer.text
    assert not any(
        r.rule == "power.rail_in_supply_range" and "CX40" in r.reason for r in answer.rules
    ), answer.text


def test_levels_passed_at_other_parts_prove_nothing_at_the_one_asked(tmp_path: Path) -> None:
    """ "ht22 on the 5 v rail, data pull-up to 3.3 v ... will the ht22 recognise the start
    signal?": level checks passing at the bystanders on 3.3 V are no check at the HT22."""
    vih = [fact(d, "input_high_voltage", "Input high voltage VIH 2.0 V", min=2.0)
           for d in ("TH40", "SG70")]  # fmt: skip
    sheets = {
        "TH40": [_supply("TH40", 3.0, 3.6), vih[0]],
        "SG70": [_supply("SG70", 3.0, 5.5), vih[1]],
        "HT22": [_supply("HT22", 3.5, 5.5)],
    }
    store = make_store(tmp_path, sheets)
    answer = answer_question(
        "ht22 on the 5 v rail (it needs 3.5 v minimum) but its data pull-up goes to 3.3 v"
        " because my pico is 3.3 v only; the th40 and an sg70 are on 3.3 v. will the ht22"
        " recognise the pico's start signal and send data the pico reads?",
        store,
    )
    assert answer.verdict != "compatible", answer.text
    assert "HT22" in answer.text and "logic levels" in answer.text
