"""A question in the sheet's own words, which no lexicon entry knows, reaches the row whose
label it repeats; a two-part question is read part by part; a tie or a missing part reads
nothing, so the answer abstains rather than half-answers."""

from __future__ import annotations

from pathlib import Path

from agent_support import fact, make_store
from specproof.agent.understand import DeviceIndex, understand
from specproof.agent.understand.sheet_words import requests_from_sheet_words, row_label
from specproof.agent.workflow import answer_question
from specproof.records import Document, SectionKind


def _sheet() -> list:
    glitch = fact("KX7", "response_time", "Glitch filter width tGF 50 ns", unit="ns", typ=50.0)
    sat = fact("KX7", "output_low_voltage", "Collector-emitter saturation voltage VCE(sat) 0.1 0.2 V",
               typ=0.1, max=0.2)  # fmt: skip
    vceo = fact("KX7", "drain_source_voltage", "Collector-emitter voltage VCEO 70 V",
                max=70.0, section=SectionKind.ABS_MAX)  # fmt: skip
    return [glitch, sat, vceo]


def _index() -> DeviceIndex:
    return DeviceIndex.build([Document(id="kx7", file_name="kx7.pdf", device="KX7")])


def test_the_lexicon_knows_none_of_these_wordings() -> None:
    for q in ("kx7 glitch filter width?", "KX7 collector emitter voltage rating"):
        assert understand(q, _index()).requests == ()


def test_a_question_repeating_a_row_label_is_answered_from_that_row(tmp_path: Path) -> None:
    store = make_store(tmp_path, {"KX7": _sheet()})
    answer = answer_question("kx7 glitch filter width?", store)
    assert [(i.field, i.typ) for i in answer.items] == [("response_time", 50.0)]


def test_a_rating_asked_in_the_sheet_s_words_takes_the_rating_row(tmp_path: Path) -> None:
    store = make_store(tmp_path, {"KX7": _sheet()})
    answer = answer_question("KX7 collector emitter voltage rating", store)
    assert [(i.field, i.max) for i in answer.items] == [("drain_source_voltage", 70.0)]


def test_each_part_of_a_two_part_question_is_read_or_none_is() -> None:
    rows = [row_label(f) for f in _sheet()]
    both = requests_from_sheet_words(
        "the KX7's saturation voltage VCE(sat) and its glitch filter width", {"kx7"}, rows
    )
    assert [r.field for r in both] == ["output_low_voltage", "response_time"]
    half = requests_from_sheet_words(
        "the KX7's glitch filter width and its hysteresis window", {"kx7"}, rows
    )
    assert half == []


def test_a_word_two_fields_share_equally_reads_nothing() -> None:
    rows = [
        row_label(fact("KX7", "response_time", "Input filter time tIF 5 us", unit="us", typ=5.0)),
        row_label(fact("KX7", "warm_up_time", "Output filter time tOF 9 us", unit="us", typ=9.0)),
    ]
    assert requests_from_sheet_words("KX7 filter time?", {"kx7"}, rows) == []


def test_a_question_asking_no_limit_takes_the_operating_row_over_its_rating_twin() -> None:
    core = "Digital core supply voltage DVCORE"
    rows = [
        row_label(fact("KX7", "abs_max_supply_voltage", f"{core} -0.3 2.2 V", min=-0.3, max=2.2,
                       section=SectionKind.ABS_MAX)),
        row_label(fact("KX7", "supply_voltage", f"{core} 1.4 1.6 V", min=1.4, max=1.6)),
    ]  # fmt: skip
    (plain,) = requests_from_sheet_words("KX7 digital core supply?", {"kx7"}, rows)
    assert plain.field == "supply_voltage"
    (rating,) = requests_from_sheet_words("KX7 digital core supply rating?", {"kx7"}, rows)
    assert rating.field == "abs_max_supply_voltage"
