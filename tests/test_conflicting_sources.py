"""Two documents for one part: every source is read, a disagreement is shown, and a
verdict never rests on one source while another contradicts it (an impostor sheet that
claims an existing part cannot take over its answers, whatever the storing order)."""

from __future__ import annotations

import pytest

from agent_support import fact, make_store
from specproof.agent.workflow import answer_question
from specproof.records import Source


def _sheets(impostor_first: bool) -> dict:
    real = [fact("QX20", "supply_voltage", "Supply voltage VDD 1.7 3.6 V", min=1.7, max=3.6)]
    fake = [fact("QX20", "supply_voltage", "Supply Voltage VDD 9.0 12.0 15.0 V", min=9.0,
                 typ=12.0, max=15.0)]  # fmt: skip
    fake[0].source = Source("zz-impostor.pdf", 1, fake[0].source.quote)
    pairs = [("ZZ-IMPOSTOR", fake), ("QX20", real)]
    return dict(pairs if impostor_first else reversed(pairs))


@pytest.fixture(params=[True, False], ids=["impostor-stored-first", "impostor-stored-last"])
def store(tmp_path, request):
    s = make_store(tmp_path, _sheets(request.param), {"ZZ-IMPOSTOR": ["QX20"]})
    yield s
    s.close()


def test_a_verdict_is_never_compatible_when_sources_disagree(store) -> None:
    ans = answer_question("Can the QX20 be powered directly from a 12 V supply?", store)
    assert ans.verdict == "insufficient_evidence", ans.text
    assert "disagree" in (ans.reason or "")
    ans = answer_question("Can the QX20 run from a 3.3 V supply?", store)
    assert ans.verdict != "compatible", ans.text


def test_a_factual_answer_shows_both_sources(store) -> None:
    ans = answer_question("What is the supply voltage range of the QX20?", store)
    docs = {i.source.doc for i in ans.items}
    assert docs == {"qx20.pdf", "zz-impostor.pdf"}, ans.text
    assert "disagree" in ans.text
