"""A driving part's high level is read at its own supply: the output-high row stated at
that supply, never a level above the supply itself, and a part fed by a regulator runs at
that regulator's output. The parts and wording are made up."""

from __future__ import annotations

from pathlib import Path

import pytest

from agent_support import ev, fact, make_store
from specproof.agent import rules as R
from specproof.agent.workflow import answer_question


@pytest.fixture
def store(tmp_path: Path):
    sheets = {
        "SR8": [
            fact("SR8", "supply_voltage", "Supply voltage VCC 2 6 V", min=2.0, max=6.0),
            fact("SR8", "output_high_voltage", "VOH VCC = 2.0 V 1.9 V", min=1.9),
            fact("SR8", "output_high_voltage", "VOH VCC = 4.5 V, IOH = -6 mA 3.84 V",
                 min=3.84),
            fact("SR8", "output_low_voltage", "VOL VCC = 4.5 V 0.33 V", max=0.33),
        ],
        "SR9": [
            fact("SR9", "supply_voltage", "Supply voltage VCC 2 6 V", min=2.0, max=6.0),
            fact("SR9", "output_high_voltage", "VOH VCC = 4.5 V, IOH = -6 mA 3.84 V",
                 min=3.84),
        ],
        "DX7": [
            fact("DX7", "supply_voltage", "Operating supply voltage V+ 4.0 5.5 V",
                 min=4.0, max=5.5),
            fact("DX7", "input_high_voltage", "Logic high input voltage VIH 3.5 V", min=3.5),
            fact("DX7", "input_low_voltage", "Logic low input voltage VIL 0.8 V", max=0.8),
        ],
        "LQ33": [
            fact("LQ33", "output_voltage", "LQ33-3.3 output 3.27 3.3 3.33 V",
                 variant="3.3", min=3.27, typ=3.3, max=3.33),
            fact("LQ33", "output_current", "Output current 800 mA", unit="mA", max=800.0),
            fact("LQ33", "dropout_voltage", "Dropout 0.4 V", max=0.4),
        ],
    }  # fmt: skip
    return make_store(tmp_path, sheets)


def test_a_driver_fed_from_a_regulator_drives_no_higher_than_its_output(store) -> None:
    answer = answer_question(
        "an sr9 supplied from an lq33-3.3 drives the din input of a dx7 that runs from 5 v."
        " are the sr9 highs enough for the dx7?",
        store,
    )
    assert answer.verdict == "incompatible", answer.text
    assert any(
        r.rule == "signal.high_level_above_vih" and r.passed is False for r in answer.rules
    ), answer.text


def test_the_output_high_row_at_the_drivers_supply_is_the_one_read() -> None:
    rows = [
        fact("SR8", "output_high_voltage", "VOH VCC = 6.0 V 5.34 V", min=5.34),
        fact("SR8", "output_high_voltage", "VOH VCC = 4.5 V 3.84 V", min=3.84),
    ]
    drive = R.drive_level("SR8", None, 4.5, ev({("SR8", "output_high_voltage"): rows}))
    assert drive.guaranteed == pytest.approx(3.84)
    # between the rows' supplies no row holds: the first row, held under the supply
    drive = R.drive_level("SR8", None, 3.3, ev({("SR8", "output_high_voltage"): rows}))
    assert drive.guaranteed == pytest.approx(3.3)
