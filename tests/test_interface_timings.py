"""Interface timings (hold, setup, rise, low time, timeout, ...) by the kind a row and a
question name: extraction files such a row as a time, and only a question naming that
timing is answered by it, on invented parts and wording."""

from __future__ import annotations

from pathlib import Path

import pytest

from agent_support import fact, make_store, requests_of
from specproof.agent.workflow import answer_question
from specproof.extract.lexicon import classify
from specproof.records import SectionKind
from specproof.timings import timing_kinds


@pytest.mark.parametrize(
    ("label", "kind"),
    [
        ("SDA data hold time tHD;DAT", "hold"),
        ("Input setup time before CLK rising tSU", "setup"),
        ("Line rise time, 10 % to 90 % tR", "rise"),
        ("Reset pulse low time tLOW", "low"),
        ("Bus idle timeout", "timeout"),
        ("Output propagation delay tPD", "propagation"),
    ],
)
def test_a_timing_row_names_its_kind_and_is_filed_as_a_time(label: str, kind: str) -> None:
    assert kind in timing_kinds(label)
    guess = classify(label, "time", SectionKind.ELECTRICAL, None, 1)
    assert guess is not None and guess.field == "response_time"


def _sensor_with_timings(name: str) -> list:
    return [
        fact(name, "response_time", "Conversion time, 14-bit 85 ms", unit="ms", max=85.0),
        fact(name, "response_time", "SDA data hold time tHD;DAT 0 0.9 us", unit="us", min=0.0, max=0.9),
    ]  # fmt: skip


def test_a_question_naming_a_timing_is_answered_by_that_timings_row(tmp_path: Path) -> None:
    store = make_store(tmp_path, {"QTS-5": _sensor_with_timings("QTS-5")})
    answer = answer_question("qts-5 sda data hold time, max?", store)
    assert answer.items and answer.items[0].max == 0.9, answer.text
    answer = answer_question("How long is the QTS-5 conversion time?", store)
    assert answer.items and answer.items[0].max == 85.0, answer.text


def test_a_timing_no_row_names_is_not_answered_by_another_timing(tmp_path: Path) -> None:
    sheet = [fact("QTS-6", "response_time", "Conversion time 85 ms", unit="ms", max=85.0)]
    store = make_store(tmp_path, {"QTS-6": sheet})
    answer = answer_question("what's the qts-6 clock rise time?", store)
    assert not answer.items, answer.text
    answer = answer_question("qts-6 sda data hold time?", store)
    assert not answer.items, answer.text
    answer = answer_question("minimum time the QTS-6 reset input has to be held low?", store)
    assert not answer.items, answer.text


def test_a_rise_or_fall_time_asked_alone_is_a_time_request() -> None:
    assert [r.field for r in requests_of("pc-9 output fall time?")] == ["response_time"]


def test_a_timing_row_answers_no_question_about_another_time(tmp_path: Path) -> None:
    sheet = [fact("QTS-7", "response_time", "SCL low period tLOW 1.3 us", unit="us", min=1.3)]
    store = make_store(tmp_path, {"QTS-7": sheet})
    answer = answer_question("What is the response time of the QTS-7?", store)
    assert not answer.items, answer.text


def test_a_bus_timeout_asked_is_a_time_request() -> None:
    assert [r.field for r in requests_of("what is the smx-2 smbus timeout?")] == ["response_time"]


def test_a_timeout_named_by_its_function_is_not_another_timeout(tmp_path: Path) -> None:
    rows = [fact("RSX-8", "response_time", "Reset timeout period tRP 140 ms", unit="ms", min=140.0)]
    store = make_store(tmp_path, {"RSX-8": rows})
    answer = answer_question("What is the watchdog timeout period of the RSX-8?", store)
    assert not answer.items, answer.text
    answer = answer_question("What is the reset timeout period of the RSX-8?", store)
    assert answer.items and answer.items[0].min == 140.0, answer.text
