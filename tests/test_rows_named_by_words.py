"""Rows chosen by the words the question gives them: a block asked alone ("with only the
accelerometer active") takes the row naming that block alone, not the rows naming it beside
other blocks."""

from __future__ import annotations

from pathlib import Path

from agent_support import fact, make_store
from specproof.agent.workflow import answer_question


def test_a_block_asked_alone_takes_the_row_naming_it_alone(tmp_path: Path) -> None:
    rows = [
        fact("KAX9", "supply_current", "Operating current Gyro + Accel + DMP 3.9 mA", unit="mA",
             typ=3.9, condition="Gyro + Accel + DMP"),
        fact("KAX9", "supply_current", "(DMP off) 3.8 mA", unit="mA", typ=3.8,
             condition="Gyro + Accel (DMP off)"),
        fact("KAX9", "supply_current", "(DMP & Gyro off) 500 uA", unit="uA", typ=500.0,
             condition="Accel only (DMP & Gyro off)"),
    ]  # fmt: skip
    store = make_store(tmp_path, {"KAX9": rows})
    question = "KAX9 supply current with only the accelerometer active (gyro and DMP off)?"
    assert [i.typ for i in answer_question(question, store).items] == [500.0]


def test_a_quantity_measured_alone_is_not_the_row_measuring_it_with_another(tmp_path: Path) -> None:
    rows = [
        fact("KEN5", "supply_current", "Supply current IDD,H 1 Hz forced mode, 1.8 2.8 uA",
             unit="uA", typ=1.8, max=2.8, condition="1 Hz forced mode, humidity and temperature"),
        fact("KEN5", "supply_current", "Supply current IDD,T 1 Hz forced mode, 1.0 uA",
             unit="uA", typ=1.0, condition="1 Hz forced mode, temperature"),
    ]  # fmt: skip
    store = make_store(tmp_path, {"KEN5": rows})
    question = "KEN5 supply current in 1 Hz forced mode when measuring temperature only?"
    assert [i.typ for i in answer_question(question, store).items] == [1.0]


def test_the_full_temperature_range_asked_is_not_the_row_stated_at_25_c(tmp_path: Path) -> None:
    rows = [
        fact("KT35", "quiescent_current", "VS = 30 V, 25°C 56.2 68", unit="uA", typ=56.2,
             max=68.0, condition="VS = 30 V, 25°C; Quiescent current"),
        fact("KT35", "quiescent_current", "VS = 30 V 91.5 116", unit="uA", typ=91.5,
             max=116.0, condition="VS = 30 V"),
    ]  # fmt: skip
    store = make_store(tmp_path, {"KT35": rows})
    question = "kt35 quiescent current on a 30v supply across the full temp range, typ and max?"
    assert [(i.typ, i.max) for i in answer_question(question, store).items] == [(91.5, 116.0)]
