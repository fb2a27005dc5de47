"""A line listing many test conditions joined by commas is decided in linear-ish time:
each value's "is it a condition" verdict is reached once, not once per path through
the chain of joined conditions before it (exponential in the number of values)."""

from __future__ import annotations

import time

from specproof.extract.lines import is_condition_value, labelled_values


def test_long_condition_chain_is_decided_quickly() -> None:
    # 25 values: without memoising the chain this takes hours
    text = "Supply current 3 mA at " + ", ".join("5 V, 2 MHz" for _ in range(12))
    items = labelled_values(text)
    assert len(items) == 25
    start = time.perf_counter()
    verdicts = [is_condition_value(items, k) for k in range(len(items))]
    assert time.perf_counter() - start < 2.0
    # the spec value is no condition; every value after "at" is one
    assert verdicts == [False] + [True] * 24


def test_short_chain_verdicts_unchanged() -> None:
    items = labelled_values("Supply current 0.24 mA typical at 3 V and 400 kHz SCL")
    assert [is_condition_value(items, k) for k in range(len(items))] == [False, True, True]
