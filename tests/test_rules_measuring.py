"""A quantity a build asks a sensor to measure (a gas flow, a pressure, a concentration) is
judged against the measuring range the sheet states for that quantity, of the version
asked; a medium other than the one a sensor is ranged for is a concern no range settles.
The parts are made up."""

from __future__ import annotations

from pathlib import Path

import pytest

from agent_support import fact, make_store
from specproof.agent.workflow import answer_question


@pytest.fixture
def store(tmp_path: Path):
    flow = fact(
        "QMF20", "measurement_range", "Flow range 0 to 2 SLPM", unit="SLPM", min=0.0, max=2.0
    )
    flow.quantity = "flow_rate"
    pressure = fact("QDP7", "measurement_range", "Range -250 ... 250 Pa", unit="Pa")
    pressure.min, pressure.max, pressure.quantity = -250.0, 250.0, "pressure"
    gas = fact("QGS4", "measurement_range", "Range 0 ... 500 ppm", unit="ppm", min=0.0, max=500.0)
    gas.quantity = "gas_concentration"
    reach = fact("QLR9", "measurement_range", "Detection span 0.3 ... 9 m", unit="m")
    reach.min, reach.max, reach.quantity = 0.3, 9.0, "distance"
    return make_store(
        tmp_path, {"QMF20": [flow], "QDP7": [pressure], "QGS4": [gas], "QLR9": [reach]}
    )


@pytest.mark.parametrize(
    ("question", "verdict"),
    [
        ("qmf20 for a 1.5 slpm air flow, ok?", "compatible"),
        ("Can the QMF20 measure 2500 SCCM?", "incompatible"),  # 2.5 l/min
        ("will the qdp7 read a 400 pa filter drop?", "incompatible"),
        ("Can the QDP7 measure a pressure drop of 0.1 hPa?", "compatible"),  # 10 Pa
    ],
)
def test_a_measured_quantity_is_judged_against_the_measuring_range(
    store, question: str, verdict: str
) -> None:
    answer = answer_question(question, store)
    assert answer.verdict == verdict, answer.text
    assert any(r.rule.startswith("measuring.") for r in answer.rules), answer.text


@pytest.mark.parametrize(
    ("question", "verdict"),
    [
        ("is the qlr9 enough for a 12 m deep well?", "incompatible"),
        ("Our silo is 7 m from the roof hatch to the floor. Does the QLR9 cover the full depth?",
         "compatible"),
        ("Can a QLR9 read a water level 10 m below the bridge deck?", "incompatible"),
        ("Will the QLR9 measure snow with the head 4 m above ground?", "compatible"),
    ],
)  # fmt: skip
def test_a_depth_or_distance_to_reach_is_judged_against_the_measuring_range(
    store, question: str, verdict: str
) -> None:
    answer = answer_question(question, store)
    assert answer.verdict == verdict, answer.text
    assert any(r.rule.startswith("measuring.") for r in answer.rules), answer.text


def test_a_cable_length_is_no_distance_measured(store) -> None:
    answer = answer_question("can the qlr9 work on a 20 m cable to the plc?", store)
    assert not any(r.rule.startswith("measuring.") for r in answer.rules), answer.text


def test_a_medium_other_than_air_is_a_concern_no_range_settles(store) -> None:
    answer = answer_question("Can the QMF20 measure a 1 SLPM flow of helium?", store)
    assert answer.verdict == "insufficient_evidence", answer.text


def test_a_tolerance_asked_is_an_accuracy_no_value_measured(store) -> None:
    # "to within ±2 ppm" asks how accurate the reading is; the range settles only the 50 ppm
    answer = answer_question("will the qgs4 read 50 ppm to within ±2 ppm?", store)
    assert answer.verdict == "insufficient_evidence", answer.text
    assert "2 ppm" in answer.text


@pytest.mark.parametrize(
    ("text", "volts"),
    [
        ("will the csx9 handle sensing on a 36v bus?", 36.0),
        ("csx9 on 3.3 V, measuring current on a 24v line - valid?", 24.0),
    ],
)
def test_the_line_a_part_senses_on_is_a_voltage_it_measures_not_its_rail(
    text: str, volts: float
) -> None:
    from specproof.agent.understand.measured import measured_quantities

    assert [(si, dim) for si, dim, _ in measured_quantities(text)] == [(volts, "voltage")]


def test_a_value_one_input_reads_and_another_cannot_is_not_settled(tmp_path: Path) -> None:
    # a monitor's shunt input and its bus input: a 12 V line fits the bus input only
    shunt = fact("QPM3", "measurement_range", "Shunt voltage input -81.92 81.9 mV", unit="mV")
    shunt.min, shunt.max = -81.92, 81.9
    bus = fact("QPM3", "measurement_range", "Bus voltage input 0 36 V", min=0.0, max=36.0)
    store = make_store(tmp_path, {"QPM3": [shunt, bus]})
    answer = answer_question("the qpm3 monitors the 12 V supply of my pump, ok?", store)
    assert answer.verdict != "incompatible", answer.text
    far = answer_question("the qpm3 monitors the 48 V supply of my pump, ok?", store)
    assert far.verdict == "incompatible", far.text
