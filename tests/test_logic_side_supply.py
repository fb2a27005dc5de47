"""A part whose logic runs from a pin of its own ("VDD = 3.3 V, VLOGIC = 1.8 V"): its input
thresholds ("0.7*VLOGIC") scale with that pin, not with the core supply beside it. The part
and wording are made up."""

from __future__ import annotations

from agent_support import fact, make_store
from specproof.agent.io_supply import logic_supply
from specproof.agent.workflow import answer_question


def _sheet():
    return {
        "MQ60": [
            fact("MQ60", "supply_voltage", "VDD supply 2.4 3.5 V", min=2.4, max=3.5),
            fact("MQ60", "input_high_voltage", "VIH SDA, SCL 0.7*VLOGIC V", expr_min="0.7*VLOGIC",
                 condition="SDA, SCL"),
            fact("MQ60", "interface", "I2C serial interface", unit=None, values=["I2C"]),
        ]
    }  # fmt: skip


def test_inputs_on_a_stated_logic_pin_take_their_threshold_from_it(tmp_path) -> None:
    store = make_store(tmp_path, _sheet())
    ans = answer_question(
        "MQ60 with VDD = 3.3 V and VLOGIC = 1.8 V, the i2c pull-ups go to 1.8 V. levels ok?",
        store,
    )
    vih = [r for r in ans.rules if r.rule == "signal.high_level_above_vih"]
    assert [r.passed for r in vih] == [True], ans.text
    assert "1.26" in vih[0].reason, ans.text


def test_only_a_logic_side_pin_sets_the_levels() -> None:
    assert logic_supply({"VDD": 3.3, "VLOGIC": 1.8}) == 1.8
    assert logic_supply({"VDDIO": 1.8}) == 1.8
    # a translator's sides and an output driver's supply are no logic pin of one part
    assert logic_supply({"VCCA": 1.8, "VCCB": 5.0}) is None
    assert logic_supply({"VDDO": 1.8}) is None
