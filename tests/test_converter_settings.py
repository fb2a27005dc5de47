"""A converter's figures are stated per resolution setting ("LSB size 14-bit mode 250 µV",
then "16-bit mode 62.5 µV" on the row below): a question naming a setting is answered from
that setting's row, never from another's (on an invented ADC)."""

from __future__ import annotations

from pathlib import Path

from agent_support import fact, make_store
from specproof.agent.workflow import answer_question


def _sheet() -> dict[str, list]:
    def lsb(quote: str, volts: float, mode: str) -> object:
        row = fact("QAD22", "resolution", quote, unit="µV", quantity="voltage", typ=volts)
        row.condition = mode
        return row

    return {
        "QAD22": [
            fact("QAD22", "resolution", "Selectable resolution: 12, 14 or 16 bits", unit="bit", value=16.0),
            lsb("LSB size 12-bit mode 1000 µV", 1000.0, "12-bit mode"),
            lsb("LSB size 14-bit mode 250 µV", 250.0, "14-bit mode"),
            lsb("16-bit mode 62.5 µV", 62.5, "16-bit mode"),
        ]
    }  # fmt: skip


def test_a_setting_asked_is_answered_from_its_own_row(tmp_path: Path) -> None:
    store = make_store(tmp_path, _sheet())
    for setting, volts in (("16-bit", 62.5), ("14-bit", 250.0), ("12 bit", 1000.0)):
        answer = answer_question(f"What is the LSB size of the QAD22 in {setting} mode?", store)
        assert [i.typ for i in answer.items] == [volts], answer.text


def test_a_setting_the_sheet_does_not_state_is_no_other_settings_row(tmp_path: Path) -> None:
    store = make_store(tmp_path, _sheet())
    answer = answer_question("What is the LSB size of the QAD22 in 10-bit mode?", store)
    assert 250.0 not in [i.typ for i in answer.items], answer.text
