"""Choosing the row a question's qualifiers name: variant ratings, contact form,
full temperature range, hyphenated mode words."""

from __future__ import annotations

import pytest

from specproof.agent.score import score_candidate
from specproof.agent.terms import question_terms, variant_number, with_hyphen_parts
from specproof.agent.understand.context import contact_kinds, question_context, variant_numbers
from specproof.records import Fact
from test_agent_support import fact


def best(question: str, facts: list[Fact]) -> Fact:
    ctx = question_context(question)
    terms = with_hyphen_parts(question_terms(question, []))
    ranked = [score_candidate(f, terms, None, True, context=ctx) for f in facts]
    return max(ranked, key=lambda c: c.score).fact


def coil_row(code: str, ohms: float) -> Fact:
    f = fact("RL1", "coil_resistance", f"{int(code)} x {ohms:g} {code}", unit="Ω", value=ohms)
    f.variant, f.condition = code, f"Code {code}"
    return f


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("coil resistance of the 12 VDC version of the RL1?", {12.0}),
        ("the 5 V coil variant", {5.0}),
        ("How much current does the 3.3 V LDO33 draw?", {3.3}),
        ("Is a 12 V supply enough?", set()),
    ],
)
def test_variant_numbers_read_ratings_that_name_a_version(text: str, expected: set) -> None:
    assert variant_numbers(text) == expected


def test_variant_number_reads_code_or_suffix() -> None:
    assert variant_number("05") == 5.0
    assert variant_number("AB1117-3.3") == 3.3
    assert variant_number("ADJ") is None


def test_rating_in_question_picks_the_variant_row() -> None:
    rows = [coil_row("03", 25), coil_row("12", 400), coil_row("24", 1600)]
    assert best("What is the coil resistance of the 12 VDC version of the RL1?", rows).value == 400
    assert best("Coil resistance of the 24 V model RL1?", rows).value == 1600


def contact_row(kind: str, amps: float) -> Fact:
    f = fact("RL1", "contact_current", f"1C({kind}): {amps:g}A 250VAC", unit="A", max=amps)
    f.condition = f"Res. load, {kind}"
    return f


@pytest.mark.parametrize(
    ("question", "amps"),
    [
        ("How much current can the normally-closed contact of the RL1 carry?", 7),
        ("Max current through the NC contact of the RL1?", 7),
        ("What current can the normally open contact of the RL1 switch?", 10),
    ],
)
def test_contact_form_picks_its_row(question: str, amps: float) -> None:
    rows = [contact_row("NO", 10), contact_row("NC", 7)]
    assert best(question, rows).max == amps


def test_contact_kinds() -> None:
    assert contact_kinds("the normally-closed contact") == {"nc"}
    assert contact_kinds("a make contact") == {"no"}
    assert contact_kinds("at no load") == set()


def vout_row(cond: str, lo: float, hi: float) -> Fact:
    f = fact("LDO1", "output_voltage", f"LDO1-5.0 {cond} VOUT {lo} 5.0 {hi} V", min=lo, max=hi)
    f.condition = f"{cond}; (VIN = 6 V, TJ = 25°C, rows marked -40°C ≤ TJ ≤ 125°C apply)"
    return f


@pytest.mark.parametrize(
    "question",
    [
        "Across the full junction temperature range, what output voltage does LDO1 give?",
        "Output voltage of the LDO1 over the entire operating temperature range?",
        "What is the LDO1 output voltage over temperature?",
    ],
)
def test_full_temperature_range_picks_the_span_row(question: str) -> None:
    rows = [vout_row("TJ = 25°C", 4.95, 5.05), vout_row("-40°C ≤ TJ ≤ 125°C", 4.9, 5.1)]
    assert best(question, rows).min == 4.9


def test_room_temperature_question_keeps_its_row() -> None:
    rows = [vout_row("TJ = 25°C", 4.95, 5.05), vout_row("-40°C ≤ TJ ≤ 125°C", 4.9, 5.1)]
    assert best("LDO1 output voltage at 25 °C?", rows).min == 4.95


def test_hyphenated_question_word_matches_spaced_row_words() -> None:
    std = fact("MCU1", "output_current", "IOL,SD Sink current, standard drive 1 2 4 mA", unit="mA")
    std.min, std.typ, std.max = 1, 2, 4
    high = fact("MCU1", "output_current", "IOL,HDH Sink current, high drive 6 10 15 mA", unit="mA")
    high.min, high.typ, high.max = 6, 10, 15
    assert best("How much current can a MCU1 GPIO sink in high-drive mode?", [std, high]) is high
