"""The rail a question puts a part on is judged on that supply's own row.

A rail named before the part it belongs to ("the logic supply of the QMD40") is that
rail: a regulator feeding a driver's logic supply is judged on the logic supply's range,
never on the motor supply's, which may reach tens of volts and pass any logic rail. A
driver "on a 3s lipo driving two motors" has the battery on its motor supply, and the
word "driving" names no supply pin that would refuse the motor supply's row.

The parts are made up (nothing here copies a benchmark sheet's wording).
"""

from __future__ import annotations

import pytest

from agent_support import fact, make_store
from specproof.agent.workflow import answer_question


@pytest.fixture
def store(tmp_path):
    sheets = {
        "QMD40": [
            fact("QMD40", "load_supply_voltage", "VS Motor supply voltage 5 40 V", min=5.0,
                 max=40.0),
            fact("QMD40", "logic_supply_voltage", "VSS Logic supply voltage 4.5 5 7 V",
                 min=4.5, typ=5.0, max=7.0),
            fact("QMD40", "supply_voltage", "Operating supply voltage up to 40 V", max=40.0),
            fact("QMD40", "quiescent_current", "Logic quiescent current 20 mA", unit="mA",
                 max=20.0, si_max=0.02),
        ],
        "KDR2": [
            fact("KDR2", "load_supply_voltage", "Motor supply VM (operating) 4.5 V to 13.5 V",
                 min=4.5, max=13.5),
            fact("KDR2", "logic_supply_voltage", "Logic supply VCC 2.7 V to 5.5 V", min=2.7,
                 max=5.5),
            fact("KDR2", "output_current", "Continuous current per channel 2.0 A", unit="A",
                 value=2.0, si_value=2.0),
        ],
        "XR33": [
            fact("XR33", "output_voltage", "Output voltage 3.25 3.3 3.35 V", min=3.25,
                 typ=3.3, max=3.35),
            fact("XR33", "output_current", "Output current 1 A", unit="A", max=1.0, si_max=1.0),
            fact("XR33", "supply_voltage", "Input voltage 4.5 14 V", min=4.5, max=14.0),
            fact("XR33", "dropout_voltage", "Dropout voltage 0.6 V", max=0.6),
        ],
    }  # fmt: skip
    s = make_store(tmp_path, sheets)
    yield s
    s.close()


@pytest.mark.parametrize(
    "wording",
    [
        "Can the logic supply VSS of a QMD40 be taken from the 3.3 V output of an XR33?",
        "can i run the logic supply of my qmd40 off the 3.3v output of an xr33?",
    ],
)
def test_a_logic_supply_named_before_its_part_is_judged_on_its_own_range(store, wording):
    ans = answer_question(wording, store)
    assert ans.verdict == "incompatible", ans.text
    assert "logic_supply_voltage" in ans.text


def test_a_battery_on_a_drivers_motors_is_judged_on_its_motor_supply(store):
    ans = answer_question(
        "kdr2 on a 3s lipo (12.6v full) driving two motors that draw 1.5a each?", store
    )
    assert "12.6 V within KDR2 load_supply_voltage" in ans.text, ans.text
    assert ans.verdict == "compatible", ans.text
