"""A MOSFET switch board (a SIG input with stated logic levels, load terminals, a board
current rating) is judged by its control input's high level and its own ratings, not by the
bare transistor's gate threshold. Parts and wording are made up."""

from __future__ import annotations

import pytest

from agent_support import fact, make_store
from specproof.agent.understand.ambient import heatsink
from specproof.agent.workflow import answer_question


def _board(name: str, vih: float, top: float) -> list:
    return [
        fact(name, "input_high_voltage", f"Signal input high (load on) SIG to GND {vih} ... 20 V",
             min=vih, max=20.0),
        fact(name, "load_supply_voltage", f"Load supply voltage (V+ terminal) 5 ... {top} V",
             min=5.0, max=top),
        fact(name, "output_current", "Load current up to 8 A, no heatsink", unit="A", max=8.0),
        fact(name, "output_current", "Load current 12 A with the clip-on heatsink", unit="A",
             max=12.0),
        fact(name, "output_current", "Continuous drain current (transistor) ID 40 A", unit="A",
             max=40.0),
        fact(name, "gate_threshold_voltage", "Gate threshold voltage VGS(th) 1.0 2.5 V", min=1.0,
             max=2.5),
        fact(name, "on_resistance", "on-resistance VGS = 4.5 V, ID = 8 A 15 mΩ", unit="mΩ",
             max=15.0),
    ]  # fmt: skip


@pytest.fixture
def store(tmp_path):
    s = make_store(tmp_path, {"MQ20": _board("MQ20", 3.0, 30.0), "MQ60": _board("MQ60", 4.5, 60.0)})
    yield s
    s.close()


@pytest.mark.parametrize(
    ("question", "verdict"),
    [
        ("mq20 switching a 12v led strip that pulls 5 a, sig from an esp32 3v3 gpio - ok?",
         "compatible"),
        ("mq60 driven straight from an esp32 gpio (3v3) - will it switch fully on?",
         "incompatible"),
        ("Can a 5 V Arduino Uno drive an MQ60 that switches a 48 V, 3 A solenoid, without a "
         "heatsink?", "compatible"),
        ("Can a 5 V Arduino Uno drive an MQ60 that switches a 48 V, 10 A solenoid, without a "
         "heatsink?", "incompatible"),
        ("Can a 5 V Arduino Uno drive an MQ20 that switches a 48 V, 3 A solenoid?",
         "incompatible"),
    ],
)  # fmt: skip
def test_a_switch_board_is_judged_by_its_input_level_and_board_ratings(
    store, question: str, verdict: str
) -> None:
    ans = answer_question(question, store)
    assert ans.verdict == verdict, ans.text
    assert "VGS(th)" not in ans.text


def test_the_heatsink_a_question_states() -> None:
    assert heatsink("rated for with the clip-on heatsink fitted?") is True
    assert heatsink("a 3 A solenoid, without a heatsink?") is False
    assert heatsink("a 3 A solenoid?") is None


def test_a_chart_label_is_no_rating_and_a_breakdown_minimum_tested_at_vgs_0_is(tmp_path) -> None:
    """A chart label read as prose ("5.0 V +") is no rating beside the table's; the table's
    V(BR)DSS, guaranteed as a minimum and tested at VGS = 0 V (a gate bias, no supply), is
    the transistor's drain rating."""
    rows = [
        fact("QF44", "drain_source_voltage",
             "V(BR)DSS Drain-to-Source Breakdown Voltage 55 V VGS = 0V, ID = 250uA", min=55.0,
             extractor="table", condition="VGS = 0V, ID = 250uA"),
        fact("QF44", "drain_source_voltage", "5.0 V +", value=5.0, page=6, extractor="line"),
        fact("QF44", "gate_threshold_voltage", "VGS(th) Gate Threshold Voltage 1.0 2.0 V",
             min=1.0, max=2.0),
        fact("QF44", "on_resistance", "RDS(on) VGS = 5.0V, ID = 25A 0.025 Ω", unit="Ω",
             max=0.025),
    ]  # fmt: skip
    store = make_store(tmp_path, {"QF44": rows})
    try:
        ans = answer_question("qf44 from a 5 V arduino pin switching 12 V led strips?", store)
        reasons = " ".join(r.reason for r in ans.rules)
        assert "VDS rating 55 V" in reasons, ans.text
        assert ans.verdict != "incompatible", ans.text
    finally:
        store.close()


@pytest.mark.parametrize(
    ("level", "verdict"),
    [("3.3", "insufficient_evidence"), ("2.5", "incompatible"), ("5", "compatible")],
)
def test_a_vih_stated_per_supply_is_read_at_the_receivers_supply(tmp_path, level, verdict) -> None:
    """HC-style rows "VIH 2 V 1.5", "4.5 V 3.15", "6 V 4.2" and a receiver at 5 V: its VIH
    lies between 3.15 and 4.2 V, so 3.3 V proves nothing, 2.5 V fails, 5 V passes."""
    rows = [
        fact("MX51", "supply_voltage", "Supply voltage VCC 2 6 V", min=2.0, max=6.0),
        fact("MX51", "input_high_voltage", "VIH 2 V 1.5 1.5 1.5 V", min=1.5),
        fact("MX51", "input_high_voltage", "4.5 V 3.15 3.15 3.15 V", min=3.15),
        fact("MX51", "input_high_voltage", "6 V 4.2 4.2 4.2 V", min=4.2),
    ]
    store = make_store(tmp_path, {"MX51": rows})
    try:
        ans = answer_question(
            f"MX51 at VCC = 5 V with its select lines driven by a {level} V logic output: ok?",
            store,
        )
        assert ans.verdict == verdict, ans.text
    finally:
        store.close()
