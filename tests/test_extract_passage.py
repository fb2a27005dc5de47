"""Reading a retrieved passage at answer time (``extract_passage``)."""

from __future__ import annotations

import pytest

from specproof.extract import PASSAGE_EXTRACTOR, Passage, extract_passage
from specproof.records import SectionKind

PAGE_3 = "\n".join(
    [
        "Electrical Characteristics",
        "Supply voltage VDD 2.4 3.0 3.6 V",
        "Supply current in normal mode 350 µA",
    ]
)
PAGE_4 = "\n".join(
    [
        "Operating temperature range -40 to +85 °C",
        "Bridge settling 2 ms",
    ]
)


def _passage(text: str, pages: dict[int, str] | None = None) -> Passage:
    return Passage(
        text=text,
        pages=pages if pages is not None else {3: PAGE_3, 4: PAGE_4},
        section=SectionKind.ELECTRICAL,
        device="XY100",
        file_name="xy100.pdf",
        doc_id="doc-xy100",
    )


def test_a_table_row_read_as_a_line_keeps_its_min_typ_max() -> None:
    facts = extract_passage(_passage(PAGE_3), "supply_voltage")
    assert len(facts) == 1
    fact = facts[0]
    assert (fact.min, fact.typ, fact.max, fact.value) == (2.4, 3.0, 3.6, None)
    assert fact.unit == "V"
    assert fact.si_min == pytest.approx(2.4) and fact.si_max == pytest.approx(3.6)
    assert fact.raw.startswith("2.4 3.0")


def test_facts_cite_their_page_and_line_and_say_how_they_were_read() -> None:
    fact = extract_passage(_passage(PAGE_3), "supply_voltage", quantity="range")[0]
    assert fact.source.doc == "xy100.pdf"
    assert fact.source.page == 3
    assert fact.source.quote == "Supply voltage VDD 2.4 3.0 3.6 V"
    assert fact.extractor == PASSAGE_EXTRACTOR
    assert fact.section == SectionKind.ELECTRICAL
    assert (fact.device, fact.doc_id, fact.quantity) == ("XY100", "doc-xy100", "range")


def test_only_lines_inside_the_passage_are_read() -> None:
    # the passage holds page 4 only: page 3's supply row is not part of it
    assert extract_passage(_passage(PAGE_4), "supply_voltage") == []
    temps = extract_passage(_passage(PAGE_4), "operating_temperature")
    assert [(f.min, f.max) for f in temps] == [(-40.0, 85.0)]


def test_a_value_named_with_the_questions_words_counts_whatever_its_field() -> None:
    passage = _passage(PAGE_4)
    # "Bridge settling" names no field the lexicon knows
    assert extract_passage(passage, "response_time") == []
    facts = extract_passage(passage, "response_time", phrase=" Bridge Settling ")
    assert [(f.field, f.value, f.unit) for f in facts] == [("response_time", 2.0, "ms")]


def test_lines_already_read_for_the_question_are_skipped() -> None:
    seen: set[tuple[int, str]] = set()
    first = extract_passage(_passage(PAGE_3), "supply_voltage", seen=seen)
    again = extract_passage(_passage(PAGE_3), "supply_voltage", seen=seen)
    assert len(first) == 1 and again == []
    assert (3, "Supply voltage VDD 2.4 3.0 3.6 V") in seen


def test_a_page_without_stored_text_yields_nothing() -> None:
    assert extract_passage(_passage(PAGE_3, {3: ""}), "supply_voltage") == []


def test_a_lone_temperature_in_a_passage_is_no_measuring_range() -> None:
    # "Range: At 25 °C ±2 °C" states an accuracy at a test point; a range has two ends
    page = "Temperature\nRange: At 25 °C ±2 °C\nRange: -20 to 60 °C"
    facts = extract_passage(_passage(page, {3: page}), "measurement_range", quantity="temperature")
    assert [(f.min, f.max) for f in facts] == [(-20, 60)]


def test_a_code_example_and_a_figure_said_to_be_another_things_give_no_fact() -> None:
    """The passage reader keeps the line filters of the stored facts: a library's setting
    in a wiring example, and the card's clock in a sentence saying the module's maximum
    clock is not specified, are no SPI clock of the module."""
    text = (
        "A: Card supports up to 25MHz; the maximum SPI clock of the board is not specified.\n"
        "card.begin(10); // CS on pin 10, SPI clock 4MHz by default\n"
        "SPI clock frequency up to 8 MHz"
    )
    facts = extract_passage(_passage(text, {2: text}), "spi_clock_frequency", phrase="spi clock")
    assert [f.max or f.value for f in facts] == [8.0]
