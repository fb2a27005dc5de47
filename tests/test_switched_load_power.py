"""A load the question states by its power and voltage ("a 2 kW 230 V kettle", "a 60 W,
24 V DC heater") draws P / V: that current is held against the contact's current rating,
and the reason says how it was worked out. The parts and wording are made up.
"""

from __future__ import annotations

import pytest

from agent_support import fact, make_store
from specproof.agent.understand.quantities import stated_quantities
from specproof.agent.workflow import answer_question


@pytest.fixture
def store(tmp_path):
    sheets = {
        "KQR-1": [
            fact("KQR-1", "contact_current", "Contact rating 5 A 250 VAC / 30 VDC", unit="A",
                 max=5.0, si_max=5.0),
            fact("KQR-1", "contact_voltage", "Contact rating 5 A 250 VAC / 30 VDC", unit="V",
                 max=250.0, si_max=250.0),
        ],
    }  # fmt: skip
    s = make_store(tmp_path, sheets)
    yield s
    s.close()


def test_kilowatts_typed_in_a_question_are_a_power() -> None:
    (kw,) = [s for s in stated_quantities("a 2kw 230v kettle") if s.dimension == "power"]
    assert kw.si == 2000.0


def test_a_load_stated_by_its_power_over_the_rating_fails(store) -> None:
    ans = answer_question("kqr-1 to switch a 2kw 230v kettle?", store)
    assert ans.verdict == "incompatible", ans.text
    assert "2000 W" in ans.text and "8.696 A" in ans.text


def test_a_load_stated_by_its_power_within_the_rating_passes(store) -> None:
    ans = answer_question("Can the KQR-1 switch a 500 W 230 V heater?", store)
    assert ans.verdict == "compatible", ans.text
    assert "500 W" in ans.text
