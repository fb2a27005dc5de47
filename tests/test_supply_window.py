"""A characteristic asked at a supply outside the range the sheet specifies the part for
is not answered by the sheet's rows: they are guaranteed over that range only. Made-up
parts and wording."""

from __future__ import annotations

from pathlib import Path

import pytest

from agent_support import fact, make_store
from specproof.agent.workflow import answer_question


def _sheet() -> list:
    supply = fact("CNX-2", "supply_voltage", "Supply voltage VDD 2.7 5.5 V", min=2.7, max=5.5)
    clock = fact("CNX-2", "spi_clock_frequency", "SCK clock frequency 10 MHz", unit="MHz", max=10.0)
    return [supply, clock]


@pytest.mark.parametrize(
    "question",
    [
        "how fast can i clock the cnx-2's spi on a 2.5 v rail (two aa cells)?",
        "What is the maximum SPI clock of the CNX-2 when powered from 6 V?",
    ],
)
def test_a_value_asked_outside_the_specified_supply_range_is_not_answered(
    tmp_path: Path, question: str
) -> None:
    store = make_store(tmp_path, {"CNX-2": _sheet()})
    try:
        answer = answer_question(question, store)
        assert not answer.items, answer.text
    finally:
        store.close()


def test_a_value_asked_inside_the_range_or_of_the_supply_itself_is_answered(
    tmp_path: Path,
) -> None:
    store = make_store(tmp_path, {"CNX-2": _sheet()})
    try:
        inside = answer_question("max spi clock of the cnx-2 at 3.3 v?", store)
        assert [i.max for i in inside.items] == [10.0], inside.text
        supply = answer_question("cnx-2 supply voltage range?", store)
        assert [(i.min, i.max) for i in supply.items] == [(2.7, 5.5)], supply.text
    finally:
        store.close()


def test_a_second_voltage_in_the_question_leaves_the_parts_supply_to_the_scenario(
    tmp_path: Path,
) -> None:
    """ "from a 3.3 V rail, logging a 24 V battery": which voltage is the part's own supply
    is for the scenario to tell; this check stands aside."""
    store = make_store(tmp_path, {"CNX-2": _sheet()})
    try:
        answer = answer_question(
            "cnx-2 logging a 24 V battery, powered from a 3.3 V rail: max spi clock?", store
        )
        assert [i.max for i in answer.items] == [10.0], answer.text
    finally:
        store.close()
