"""A sleep-current budget: what the parts draw at rest, each in the state the question puts
it in, summed against the figure the question sets ("can the three stay under 5 uA?")."""

from __future__ import annotations

import pytest

from agent_support import fact, make_store
from specproof.agent.understand.budgets import idle_budget, idle_states
from specproof.agent.understand.record import DeviceMention, Wording
from specproof.agent.workflow import answer_question


def _ua(quote: str, device: str, fld: str, **values: float):
    return fact(device, fld, quote, unit="uA", **values)


@pytest.fixture
def store(tmp_path):
    sheets = {
        # a 3.0 V regulator: its own draw at rest is its quiescent current
        "LQ30": [
            fact("LQ30", "output_voltage", "Output voltage 3.0 V", value=3.0),
            fact("LQ30", "dropout_voltage", "Dropout voltage IOUT = 100 mA 0.25 V", max=0.25),
            _ua("Supply current IDD 1.0 2.0 uA", "LQ30", "quiescent_current", typ=1.0, max=2.0),
            fact("LQ30", "output_current", "Output current 200 mA", unit="mA", max=200.0),
        ],
        # a sensor whose standby draw is stated per temperature grade
        "HXT1": [
            _ua("Standby, -40 to +85 °C 0.06 0.5 uA", "HXT1", "standby_current", typ=0.06, max=0.5),
            _ua(
                "Standby, -40 to +125 °C 0.06 4.0 uA", "HXT1", "standby_current", typ=0.06, max=4.0
            ),
            fact("HXT1", "supply_voltage", "Supply voltage VDD 1.9 3.6 V", min=1.9, max=3.6),
            _ua(
                "Supply current, measuring 150 180 uA",
                "HXT1",
                "supply_current",
                typ=150.0,
                max=180.0,
            ),
        ],
        # a controller with a deep sleep and a much hungrier standby
        "ZK2": [
            _ua("Sleep mode current 1.5 uA", "ZK2", "standby_current", max=1.5),
            _ua("Standby mode current 800 uA", "ZK2", "standby_current", max=800.0),
            fact("ZK2", "supply_voltage", "Supply voltage VCC 2.7 5.5 V", min=2.7, max=5.5),
            fact("ZK2", "supply_current", "Operating current 5 mA", unit="mA", max=5.0),
        ],
        # a sensor whose "quiescent current" is its working draw, with a power-down row
        "PM7": [
            _ua("Quiescent current 350 450 uA", "PM7", "quiescent_current", typ=350.0, max=450.0),
            _ua("Power-down mode 0.5 2 uA", "PM7", "quiescent_current", typ=0.5, max=2.0),
        ],
        # a sensor whose sheet states only its working draw
        "WK4": [_ua("Quiescent current 120 uA", "WK4", "quiescent_current", max=120.0)],
    }
    s = make_store(tmp_path, sheets)
    yield s
    s.close()


def test_parts_at_rest_within_the_budget_are_compatible(store) -> None:
    q = (
        "coin-cell logger: an LQ30 makes the 3.0 V rail, the HXT1 sits in standby between "
        "readings and the ZK2 is in sleep mode. room temperature. can the three stay under 5 uA?"
    )
    ans = answer_question(q, store)
    assert ans.verdict == "compatible", ans.text
    # the room-temperature grade's row, not the 125 °C one; the sleep row, not standby
    assert "4e-06 A <= budget 5e-06 A" in ans.text


def test_parts_at_rest_over_the_budget_are_incompatible(store) -> None:
    q = (
        "an LQ30 makes the 3.0 V rail; between readings the HXT1 is in standby and the ZK2 "
        "in sleep mode. room temperature. worst case, is the total below a 3 uA sleep budget?"
    )
    ans = answer_question(q, store)
    assert ans.verdict == "incompatible", ans.text
    # even the typical draw (1 + 0.06 + 1.5 uA) is over 2 uA
    typical = q.replace("worst case, ", "").replace("a 3 uA", "a 2 uA")
    assert answer_question(typical, store).verdict == "incompatible"


def test_a_typical_draw_within_the_budget_proves_nothing_the_maxima_do_not(store) -> None:
    """1 + 0.06 + 1.5 uA typical fit 3 uA; the stated maxima (4 uA) do not: unsettled."""
    q = (
        "an LQ30 makes the 3.0 V rail; between readings the HXT1 is in standby and the ZK2 "
        "in sleep mode. room temperature. is the total below a 3 uA sleep budget?"
    )
    ans = answer_question(q, store)
    assert ans.verdict == "insufficient_evidence", ans.text
    assert "maxima do not prove it" in ans.text


def test_a_working_draw_is_not_taken_for_the_state_asked(store) -> None:
    asleep = answer_question(
        "between readings the ZK2 sleeps and the PM7 is in power-down. room temperature. "
        "can both stay under 10 uA?",
        store,
    )
    assert asleep.verdict == "compatible", asleep.text
    # a sheet stating only its working draw says nothing of the part asleep
    unknown = answer_question(
        "between readings the ZK2 sleeps and the WK4 is in power-down. can both stay under 10 uA?",
        store,
    )
    assert unknown.verdict == "insufficient_evidence", unknown.text


@pytest.mark.parametrize(
    ("question", "amperes"),
    [
        ("Between readings, is their current below a 150 uA sleep budget?", 150e-6),
        ("the target for the whole idle node is 100 uA. does it allow that?", 100e-6),
        ("parked overnight: can the battery drain stay below 6 uA?", 6e-6),
        ("asleep, will they draw less than 0.5 mA?", 0.5e-3),
    ],
)
def test_a_budget_for_parts_at_rest_is_read(question: str, amperes: float) -> None:
    assert idle_budget(question) == pytest.approx(amperes)


def test_a_working_budget_is_no_budget_at_rest() -> None:
    assert idle_budget("will the three stay under 250 mA while transmitting?") is None


def _mention(text: str, name: str) -> DeviceMention:
    at = text.index(name)
    return DeviceMention(name, name.lower(), f"{name.lower()}.pdf", name, at, at + len(name))


def test_each_part_takes_the_state_written_after_it() -> None:
    text = "a QA1 held in hardware standby, a QB2 and a QC3 in power-down, a QD4 running"
    wording = Wording(text, tuple(_mention(text, n) for n in ("QA1", "QB2", "QC3", "QD4")))
    assert idle_states(wording) == {"QA1": "standby", "QB2": "power-down", "QC3": "power-down"}


def test_a_part_over_the_budget_alone_fails_it_whatever_the_others_draw(store) -> None:
    """The WK4's draw is unknown, but the ZK2 in standby alone is over 100 uA."""
    ans = answer_question(
        "between readings the ZK2 is in standby and the WK4 is in power-down. the idle "
        "budget is 100 uA. does it make it?",
        store,
    )
    assert ans.verdict == "incompatible", ans.text


def test_a_budget_its_sentence_sets_for_one_part_is_that_parts(store) -> None:
    ans = answer_question(
        "room temperature; between readings the ZK2 sleeps and the HXT1 is in standby. will the HXT1's "
        "standby current stay under 1 uA?",
        store,
    )
    assert ans.verdict == "compatible", ans.text
    assert "ZK2" not in " ".join(r.reason for r in ans.rules if r.rule == "power.idle_budget")


def test_a_working_draw_named_in_the_budget_sentence_is_no_rest_budget() -> None:
    """One part idles, but the budget's own sentence asks another's transmit current: that
    is a working draw, which no resting row bounds."""
    assert (
        idle_budget(
            "the sensor idles between readings; will the radio's transmit current stay under 50 mA?"
        )
        is None
    )
