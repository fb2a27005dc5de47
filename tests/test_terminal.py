"""What a person reads in the terminal: 80 columns, words never cut, reasons always given."""

from __future__ import annotations

import io

from rich.console import Console

from specproof.records import Answer, Document, Fact, Item, SectionKind, Source
from specproof.terminal import (
    cut_words,
    group_warnings,
    print_answer,
    print_documents,
    print_facts,
)

LONG_CONDITION = (
    "VDD = 5V (Note 3); Timing Parameters; Electrical Characteristics: Unless otherwise noted, "
    "all parameters apply at VDD = 5V, VREF = 5V, TA = -40°C to +85°C, fSAMPLE = 200 ksps"
)


def _console(width: int = 80) -> tuple[Console, io.StringIO]:
    buffer = io.StringIO()
    return Console(file=buffer, width=width, color_system=None, soft_wrap=True), buffer


def test_cut_words_stops_at_a_word_boundary() -> None:
    cut = cut_words(LONG_CONDITION, 90)
    assert len(cut) <= 90 and cut.endswith("…")
    assert LONG_CONDITION.startswith(cut[:-1]) and LONG_CONDITION[len(cut) - 1] == " "
    assert cut_words("short  text", 90) == "short text"


def test_warnings_are_grouped_by_kind_with_their_pages() -> None:
    warnings = ["hidden text on page 2", "hidden text on page 3", "image-only page 7"]
    assert group_warnings(warnings) == ["hidden text on pages 2, 3", "image-only page 7"]


def test_a_compatibility_abstention_prints_its_reason() -> None:
    console, buffer = _console()
    answer = Answer(
        "Is the HC-SR04 compatible with the DHT22?",
        "insufficient_evidence",
        text="Insufficient evidence to judge compatibility.",
        reason="no compatibility rule applies to this question",
    )
    print_answer(console, answer)
    assert "INSUFFICIENT EVIDENCE" in buffer.getvalue()
    assert "reason: no compatibility rule applies to this question" in buffer.getvalue()


def test_a_reason_already_in_the_text_is_not_repeated() -> None:
    console, buffer = _console()
    answer = Answer(
        "q", "insufficient_evidence", text="Insufficient evidence: no radio.", reason="no radio"
    )
    print_answer(console, answer)
    assert "reason:" not in buffer.getvalue()


def test_long_conditions_are_cut_at_words_in_the_terminal_only() -> None:
    console, buffer = _console()
    source = Source("mcp3008.pdf", 4, "Clock Frequency fCLK — — 3.6 MHz VDD = 5V (Note 3)")
    item = Item("MCP3008", "spi_clock_frequency", max=3.6, unit="MHz", condition=LONG_CONDITION)
    item.source = source
    text = f"MCP3008 spi clock frequency: max 3.6 MHz [{LONG_CONDITION}] (source: mcp3008.pdf p.4)"
    answer = Answer("q", None, items=[item], text=text)
    print_answer(console, answer)
    printed = buffer.getvalue()
    assert "[VDD = 5V (Note 3); Timing Parameters;" in printed and "…]" in printed
    assert LONG_CONDITION not in printed
    assert answer.text == text  # the record (and so --json) keeps it whole


def test_facts_table_fits_80_columns_without_breaking_field_names() -> None:
    console, buffer = _console(80)
    fact = Fact(
        "MCP3008",
        "spi_clock_frequency",
        Source("mcp3008.pdf", 4, "Clock Frequency fCLK — — 3.6 MHz VDD = 5V (Note 3)"),
        max=3.6,
        unit="MHz",
        condition=LONG_CONDITION,
        section=SectionKind.ELECTRICAL,
    )
    print_facts(console, [fact, fact])
    lines = buffer.getvalue().splitlines()
    assert all(len(line) <= 80 for line in lines)
    assert sum("spi_clock_frequency" in line for line in lines) == 2  # whole, never folded


def test_docs_lists_one_line_per_document_and_details_on_request() -> None:
    docs = [
        Document("a" * 64, "acs712.pdf", "ACS712", pages=12, facts=32, warnings=["w on page 2"]),
        Document("b" * 64, "bme280.pdf", "BME280", pages=60, facts=46),
    ]
    console, buffer = _console(80)
    print_documents(console, docs, verbose=False)
    rows = [line for line in buffer.getvalue().splitlines() if ".pdf" in line]
    assert len(rows) == 2 and rows[0].split()[-1] == "1"  # one warning, counted
    console, buffer = _console(80)
    print_documents(console, docs, verbose=True)
    assert "warning: w on page 2" in buffer.getvalue() and "a" * 64 in buffer.getvalue()
