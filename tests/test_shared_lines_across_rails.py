"""Parts on different rails that the question puts on one line or bus ("a 5 V controller
and a 3.3 V flash share MISO", "both on the same i2c bus") each drive that line to their
own rail: supply checks alone do not make the build compatible. The parts and wording
are made up.
"""

from __future__ import annotations

import pytest

from agent_support import fact, make_store
from specproof.agent.workflow import answer_question


@pytest.fixture
def store(tmp_path):
    sheets = {
        "ZC4410": [fact("ZC4410", "supply_voltage", "VDD 2.7 5.5 V", min=2.7, max=5.5),
                   fact("ZC4410", "interface", "SPI interface", unit=None, values=["SPI"])],
        "QF1208": [fact("QF1208", "supply_voltage", "VCC 2.7 3.6 V", min=2.7, max=3.6),
                   fact("QF1208", "interface", "SPI interface", unit=None, values=["SPI"])],
    }  # fmt: skip
    s = make_store(tmp_path, sheets)
    yield s
    s.close()


@pytest.mark.parametrize(
    "question",
    [
        "zc4410 on 5 V and a qf1208 on 3.3 V share SCK/MOSI/MISO with separate CS - ok?",
        "Can a ZC4410 powered at 5 V and a QF1208 powered at 3.3 V sit on the same SPI bus?",
        "zc4410 running on 5v and qf1208 running on 3.3v, MISO wired straight to both. fine?",
    ],
)
def test_parts_on_different_rails_on_one_line_need_a_level_check(store, question) -> None:
    ans = answer_question(question, store)
    assert ans.verdict == "insufficient_evidence", ans.text
    assert "different rails" in ans.text


def test_parts_on_different_rails_with_no_shared_line_are_judged_on_their_supplies(
    store,
) -> None:
    ans = answer_question("zc4410 on 5 V and qf1208 on 3.3 V, each in range?", store)
    assert ans.verdict == "compatible", ans.text
