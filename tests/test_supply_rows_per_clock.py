"""A sheet that writes its supply range per clock ("fC = 50 MHz: 3.0 - 3.6 V", "fC = 25 MHz:
2.3 - 3.6 V"): each row holds up to its clock. At a clock the question states, every row
whose clock reaches it applies; with no clock stated, only the fastest row holds whatever
the clock, so a rail inside a slower row alone leaves the check open.

The parts are made up; nothing here copies a benchmark sheet's wording.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from agent_support import fact, make_store
from specproof.agent.row_conditions import row_clocks
from specproof.agent.workflow import answer_question


def _graded_memory() -> list:
    return [
        fact("QF16", "supply_voltage", "fC = 50 MHz VDD 3.0 3.6 V", min=3.0, max=3.6,
             condition="fC = 50 MHz; Operating conditions"),
        fact("QF16", "supply_voltage", "fC = 25 MHz VDD 2.3 3.6 V", min=2.3, max=3.6,
             condition="fC = 25 MHz; Operating conditions"),
        fact("QF16", "spi_clock_frequency", "Clock frequency fC 50 MHz", unit="Hz",
             max=50e6),
        fact("QF16", "interface", "Serial peripheral interface (SPI)", unit=None,
             value=None, values=["SPI"]),
    ]  # fmt: skip


@pytest.fixture
def store(tmp_path: Path):
    sheets = {
        "QF16": _graded_memory(),
        "LD25": [
            fact("LD25", "output_voltage", "LD25 output voltage 2.45 2.5 2.55 V",
                 min=2.45, typ=2.5, max=2.55),
            fact("LD25", "input_voltage", "Input voltage 3.0 10 V", min=3.0, max=10.0),
            fact("LD25", "output_current", "Output current 300 mA", unit="A", max=0.3),
        ],
    }  # fmt: skip
    return make_store(tmp_path, sheets)


def test_a_rows_clocks_are_the_ones_its_own_condition_states() -> None:
    row = _graded_memory()[0]
    assert row_clocks(row) == (pytest.approx(50e6), pytest.approx(50e6))
    two = fact("X", "supply_voltage", "VDD 3.0 3.6 V", condition="FR = 104MHz, fR = 50MHz")
    assert row_clocks(two) == (pytest.approx(50e6), pytest.approx(104e6))
    assert row_clocks(fact("X", "supply_voltage", "VDD 3.0 3.6 V", condition="")) is None


def test_a_rail_inside_the_slower_rows_range_passes_at_a_clock_that_row_covers(store) -> None:
    answer = answer_question("qf16 on a 2.5 v rail, spi at 20 mhz. ok?", store)
    rail = [r for r in answer.rules if r.rule == "power.rail_in_supply_range"]
    assert rail and all(r.passed for r in rail), answer.text
    assert "2.3" in answer.text


def test_the_same_rail_fails_at_a_clock_only_the_faster_row_covers(store) -> None:
    answer = answer_question("qf16 on a 2.5 v rail, spi at 40 mhz. ok?", store)
    assert answer.verdict == "incompatible", answer.text


def test_with_no_clock_stated_a_rail_only_a_slower_row_holds_stays_open(store) -> None:
    answer = answer_question("qf16 on a 2.5 v rail, ok?", store)
    assert answer.verdict == "insufficient_evidence", answer.text
    assert "question states no clock" in answer.text
    fast = answer_question("qf16 on a 3.3 v rail, ok?", store)
    assert fast.verdict == "compatible", fast.text


def test_a_regulators_output_is_judged_on_the_loads_row_for_the_stated_clock(store) -> None:
    answer = answer_question(
        "an ld25 (the only regulator) feeds a qf16 (spi at 20 mhz). output ok for it?", store
    )
    checks = [r for r in answer.rules if r.rule == "power.output_in_load_supply_range"]
    assert checks and all(r.passed for r in checks), answer.text


def test_a_clock_between_a_rows_two_clocks_holds_for_some_accesses_only(tmp_path: Path) -> None:
    """ "fR = 33 MHz, FR = 80 MHz: 2.3 - 3.0 V": at 40 MHz the row holds for fast reads
    only, so a rail inside it alone is not proven; at 20 MHz it is."""
    rows = [
        fact("QF32", "supply_voltage", "FR = 104MHz, fR = 50MHz VCC 3.0 3.6 V", min=3.0,
             max=3.6, condition="FR = 104MHz, fR = 50MHz; Operating ranges"),
        fact("QF32", "supply_voltage", "FR = 80MHz, fR = 33MHz VCC 2.3 3.0 V", min=2.3,
             max=3.0, condition="FR = 80MHz, fR = 33MHz; Operating ranges"),
    ]  # fmt: skip
    store = make_store(tmp_path, {"QF32": rows})
    between = answer_question("qf32 on a 2.5 v rail, spi at 40 mhz. ok?", store)
    assert between.verdict == "insufficient_evidence", between.text
    assert "some accesses only" in between.text
    slow = answer_question("qf32 on a 2.5 v rail, spi at 20 mhz. ok?", store)
    assert all(r.passed for r in slow.rules if r.rule == "power.rail_in_supply_range"), slow.text
