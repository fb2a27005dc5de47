"""The unit a question asks its answer in decides which kind of figure it asks: a field of
another dimension matched by some of its words is no answer to it.

The wording is made up; nothing here copies a benchmark question."""

from __future__ import annotations

import pytest

from specproof.agent.understand.asked_unit import asked_dimension
from specproof.agent.understand.fields import find_fields


@pytest.mark.parametrize(
    ("question", "dimension"),
    [
        ("resistance of the kx7's sense path in milliohms?", "resistance"),
        ("kx7 sleep draw in ua?", "current"),
        ("how many ms until the first reading?", "time"),
        ("kx7 conversion time, in us or ms?", "time"),
        ("kx7 supply current in HR mode at 25 sps?", None),  # a mode, no unit
        ("kx7 sensitivity in mV/g?", None),  # a ratio
        ("can it run in a 3.3 v system?", None),
    ],
)
def test_the_unit_a_question_asks_in_gives_its_dimension(question: str, dimension) -> None:
    assert asked_dimension(question) == dimension


def test_a_field_of_another_dimension_than_the_asked_unit_is_dropped() -> None:
    # "current path" names a current; the answer is asked in milliohms
    fields = [
        r.field for r in find_fields("kx7 - resistance of the copper current path in milliohms?")
    ]
    assert "supply_current" not in fields
    assert [r.field for r in find_fields("kx7 supply current in ua?")] == ["supply_current"]


def test_a_number_in_a_part_code_states_no_current_and_how_long_asks_a_time() -> None:
    from specproof.agent.understand.sheet_words import _asked_dimensions

    assert _asked_dimensions("How long is the QRT-1S1A's charge safety timer?") == {"time"}
    assert "current" in _asked_dimensions("qrt-7 draw at 1.5 a?")
    assert "time" not in _asked_dimensions("how long can the cable to the qrt-7 be?")


@pytest.mark.parametrize(
    "question",
    [
        "qx8 data setup time on the i2c bus?",
        "qx8 disable time OE to outputs at 3.3 v?",
        "whats the max delay from clk falling edge to valid data on the qx8's dout?",
        "qx8 digital filter group delay at 48 khz? in milliseconds pls",
    ],
)
def test_an_interface_timing_parameter_asks_a_time(question: str) -> None:
    assert [r.field for r in find_fields(question)] == ["response_time"]
