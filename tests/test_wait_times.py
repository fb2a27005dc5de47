"""A wait the question's firmware keeps ("read it 120 ms after switching it on", "start a
conversion, wait 400 ms") judged against the time the part's sheet says it needs. Parts and
wording are made up."""

from __future__ import annotations

import pytest

from agent_support import fact, make_store
from specproof.agent.understand.record import DeviceMention, Wording
from specproof.agent.understand.waits import waits
from specproof.agent.workflow import answer_question


@pytest.fixture
def store(tmp_path):
    sheets = {
        "QT9": [
            fact("QT9", "warm_up_time", "Conversion power-up time tPU 200 ms", unit="ms", min=200.0),
            fact("QT9", "warm_up_time", "Wake-up from shutdown 2 ms", unit="ms", max=2.0),
        ],
        "DT20": [
            fact("DT20", "response_time", "9-bit resolution Conversion time tCONV 94 ms", unit="ms",
                 max=94.0),
            fact("DT20", "response_time", "12-bit resolution Conversion time tCONV 750 ms",
                 unit="ms", max=750.0),
        ],
        "HY3": [fact("HY3", "warm_up_time", "Start-up time 1.5 s", unit="s", typ=1.5)],
    }  # fmt: skip
    s = make_store(tmp_path, sheets)
    yield s
    s.close()


@pytest.mark.parametrize(
    ("question", "verdict"),
    [
        ("I switch the QT9's VCC from a gpio and read it 120 ms after switching it on. "
         "is a valid reading guaranteed?", "incompatible"),
        ("I switch the QT9's VCC from a gpio and read it 250 ms after switching it on. "
         "is a valid reading guaranteed?", "compatible"),
        ("start a DT20 conversion at 12-bit, wait 400 ms, read it. is the wait long enough?",
         "incompatible"),
        ("start a DT20 conversion at 9-bit, wait 100 ms, read it. is the wait long enough?",
         "compatible"),
    ],
)  # fmt: skip
def test_a_wait_is_judged_against_the_time_the_part_needs(store, question, verdict) -> None:
    ans = answer_question(question, store)
    assert ans.verdict == verdict, ans.text


def test_a_wake_from_a_low_power_state_is_judged_by_that_states_row(store) -> None:
    ans = answer_question("the QT9 is read 5 ms after leaving shutdown. is that enough?", store)
    assert ans.verdict == "compatible", ans.text
    assert "2 ms" in ans.text or "0.002 s" in ans.text


def test_a_typical_time_settles_no_wait(store) -> None:
    ans = answer_question(
        "I switch the rail on, wait 2 s, then read the HY3. will it answer properly?", store
    )
    assert ans.verdict == "insufficient_evidence", ans.text


def _wording(text: str, *names: str) -> Wording:
    mentions = []
    for name in names:
        at = text.index(name)
        mentions.append(DeviceMention(name, name.lower(), "x.pdf", name, at, at + len(name)))
    return Wording(text, tuple(sorted(mentions, key=lambda m: m.start)))


def test_each_wait_is_for_the_part_named_before_it() -> None:
    text = (
        "wakes every minute: starts a DT20 conversion, waits 400 ms, reads it; the QT9 is read "
        "60 ms after leaving power-down. ok?"
    )
    found = waits(_wording(text, "DT20", "QT9"))
    assert [(w.device, w.seconds, w.after) for w in found] == [
        ("QT9", pytest.approx(0.06), "wake"),
        ("DT20", pytest.approx(0.4), "conversion"),
    ]
