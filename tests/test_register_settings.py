"""A register setting the question fixes ("WTIME = 0xFF", "HEATER[3:0] = 0011", "averaging
128 samples", "rank B"): only a row stated for that setting answers; the sheet's generic
row does not. The parts and rows are made up."""

from __future__ import annotations

from pathlib import Path

import pytest

from agent_support import fact, make_store
from specproof.agent.register_settings import register_bits, register_settings
from specproof.agent.workflow import answer_question


@pytest.fixture
def store(tmp_path: Path):
    rows = [
        fact("KLS9", "supply_current", "Supply current, active 235 330 µA", unit="µA", typ=235.0,
             max=330.0, si_typ=235e-6, si_max=330e-6),
        fact("KLS9", "supply_current", "Average IDD with WTIME = 0xFF 280 µA", unit="µA",
             typ=280.0, si_typ=280e-6),
        fact("KLS9", "response_time", "ADC conversion time 12 bit 532 586 µs", unit="µs",
             typ=532.0, max=586.0, si_typ=532e-6, si_max=586e-6),
        fact("KLS9", "response_time", "Conversion time, 16 samples averaged 8.51 ms", unit="ms",
             typ=8.51, si_typ=8.51e-3),
    ]  # fmt: skip
    return make_store(tmp_path, {"KLS9": rows})


def test_the_row_of_the_asked_setting_answers(store) -> None:
    answer = answer_question("kls9 average current with WTIME = 0xFF?", store)
    assert [i.typ for i in answer.items] == [280.0], answer.text
    answer = answer_question("KLS9 conversion time when averaging 16 samples?", store)
    assert [i.typ for i in answer.items] == [8.51], answer.text


@pytest.mark.parametrize(
    "question",
    [
        "kls9 average current if WTIME = 0x80, wait enabled?",
        "What is the KLS9 conversion time with 256-sample averaging?",
        "kls9 heater current for HEATER[3:0] = 0011?",
    ],
)
def test_a_setting_no_row_is_stated_for_is_not_answered_by_the_generic_row(
    store, question: str
) -> None:
    answer = answer_question(question, store)
    assert answer.verdict == "insufficient_evidence", answer.text


def test_settings_read_from_the_question() -> None:
    assert set(register_settings("HEATER[3:0] = 0011 and WTIME=0xFF")) == {
        "HEATER = 0011",
        "WTIME = 0xFF",
    }
    assert set(register_settings("a PC817 of rank B, averaging 128 samples")) == {
        "rank B",
        "128 samples",
    }
    # a network parameter named with dashes, as modem sheets write it
    assert set(register_settings("sleep current with bs-pa-mfrms = 2?")) == {"bs-pa-mfrms = 2"}
    # a logic level or a voltage is no register code
    assert register_settings("with EN = 1 at VDD = 3.3 V") == {}
    assert register_settings("a built-in pull-up = 1 kohm") == {}


def test_a_register_bit_set_by_its_mnemonic_is_a_setting_the_row_must_state(store) -> None:
    # "HTRE = 1" (a heater bit), "CONT = 1" (continuous mode): a generic row is another case
    assert "HTRE = 1" in register_bits("i run it with HTRE = 1 to keep it dry")
    answer = answer_question("kls9 supply current with CONT = 1 set?", store)
    assert answer.verdict == "insufficient_evidence", answer.text
    # a pin tied high or low, a clock phase, a current with its unit: no register bits
    assert register_bits("ADDR = 1, CPOL = CPHA = 1, VDD = 1.8 V, at IOUT = 1 A") == {}
