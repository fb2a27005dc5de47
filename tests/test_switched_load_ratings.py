"""Contact ratings per kind of current and load kind: extraction and the rating rule."""

from __future__ import annotations

import re

from agent_support import fact
from specproof.agent import rules as R
from specproof.agent.understand import DeviceMention, Question, build_question
from specproof.extract import extract_facts
from specproof.extract.lines import label_qualifiers, labelled_values
from specproof.records import Fact, Identity, Line, Page, Span
from specproof.units import asked_load_kind, current_type_of, rated_load_kind

CHAR_W = 4.0


def _line(y: float, *cells: tuple[float, str]) -> Line:
    spans = [Span(text, x, x + CHAR_W * len(text)) for x, text in cells]
    return Line(
        text=" ".join(s.text for s in spans),
        bbox=(spans[0].x0, y, spans[-1].x1, y + 9.0),
        spans=spans,
        size=9.0,
    )


def _relay_page() -> Page:
    """A contact table with one column per load kind and value/voltage pairs per cell."""
    lines = [
        _line(100, (40, "Contact ratings")),
        _line(
            112, (40, "Parameter"), (200, "Resistive (cos φ = 1)"), (360, "Inductive (L/R = 7 ms)")
        ),
        _line(
            124,
            (40, "Switching load"),
            (200, "10 A at 277 VAC, 10 A at 28 VDC"),
            (360, "6 A at 277 VAC, 3 A at 28 VDC"),
        ),
        _line(140, (40, "Weight")),
    ]
    return Page(number=1, width=600, height=800, lines=lines)


def _ratings() -> dict[float, list[str]]:
    facts = extract_facts("d", "k.pdf", [_relay_page()], Identity(device="RLY9"))
    out: dict[float, list[str]] = {}
    for f in facts:
        if f.field == "contact_current":
            out.setdefault(f.max or 0.0, []).append(f.condition or "")
    return out


def test_each_pair_of_a_cell_is_a_rating_at_its_own_voltage_under_its_column() -> None:
    got = _ratings()
    assert set(got) == {10.0, 6.0, 3.0}
    assert len(got[10.0]) == 2  # 10 A at 277 VAC and 10 A at 28 VDC are two ratings
    assert {current_type_of(c) for c in got[10.0]} == {"AC", "DC"}
    assert all(rated_load_kind(c) == "resistive" for c in got[10.0])
    (dc_inductive,) = got[3.0]
    assert current_type_of(dc_inductive) == "DC" and rated_load_kind(dc_inductive) == "inductive"
    (ac_inductive,) = got[6.0]
    assert current_type_of(ac_inductive) == "AC" and rated_load_kind(ac_inductive) == "inductive"


def test_lowercase_contact_form_code_is_no_current() -> None:
    values = labelled_values("10 A switching (1a, NO contact), 2c version on request")
    assert [lv.value.raw for lv in values] == ["10 A"]


# ---------------------------------------------------------------- the rating rule


def _ev(rows: list[Fact]) -> R.Evidence:
    return lambda device, fld: [f for f in rows if f.field == fld]


def _row(amps: float, cond: str, quote: str = "Switching load") -> Fact:
    return fact("K", "contact_current", quote, unit="A", max=amps, condition=cond)


_TYPED = [
    _row(10, "at 277 VAC, Resistive (cos φ = 1)"),
    _row(10, "at 28 VDC, Resistive (cos φ = 1)"),
    _row(6, "at 277 VAC, Inductive (L/R = 7 ms)"),
    _row(3, "at 28 VDC, Inductive (L/R = 7 ms)"),
]


def test_inductive_dc_load_over_the_inductive_dc_rating_fails() -> None:
    got = R.contact_rating("K", _ev(_TYPED), 4.0, None, False, None, "inductive")
    assert R.combine(got) == "incompatible"


def test_resistive_dc_load_under_the_resistive_rating_passes() -> None:
    got = R.contact_rating("K", _ev(_TYPED), 8.0, None, False, None, "resistive")
    assert R.combine(got) == "compatible"


def test_dc_load_on_ac_only_ratings_never_passes() -> None:
    rows = [_row(10, "", "Contact rating 10 A 250 VAC"), _row(16, "", "16 A switching")]
    got = R.contact_rating("K", _ev(rows), 2.0, None, False, None, "resistive")
    assert R.combine(got) != "compatible"


def test_inductive_load_with_only_other_load_kind_ratings_is_undecided() -> None:
    rows = [_row(10, "at 28 VDC, Resistive load")]
    assert R.combine(R.contact_rating("K", _ev(rows), 2.0, None, False, None, "inductive")) == (
        "insufficient_evidence"
    )
    # above every rating stated for the current type, it fails whatever the load kind
    assert R.combine(R.contact_rating("K", _ev(rows), 12.0, None, False, None, "inductive")) == (
        "incompatible"
    )


def test_a_voltage_rated_for_another_load_kind_does_not_limit_this_load() -> None:
    """ "Inductive Load 3A 120VAC" beside "Resistive Load 7A 240VAC": a 230 VAC heater is
    held to the resistive voltage, an inductive load to the inductive one."""
    rows = [
        fact("K", "contact_voltage", "Resistive Load (cos φ = 1) 7A 240VAC", unit="VAC",
             max=240.0, condition="FORM C"),
        fact("K", "contact_voltage", "Inductive Load 3A 120VAC", unit="VAC", max=120.0,
             condition="FORM C"),
    ]  # fmt: skip
    heater = R.contact_rating("K", _ev(rows), None, 230.0, True, None, "resistive")
    assert R.combine(heater) == "compatible"
    solenoid = R.contact_rating("K", _ev(rows), None, 230.0, True, None, "inductive")
    assert R.combine(solenoid) == "incompatible"


def _judgment(question: str) -> Question:
    m = re.search("K1", question)
    assert m
    mention = DeviceMention("K1", "k1", "k1.pdf", "K1", m.start(), m.end())
    return build_question(question, [mention], qtype="compatibility")


def test_scenario_reads_the_load_current_type_and_kind() -> None:
    sc = _judgment("Can the K1 switch a 24 VDC solenoid valve drawing 7 A?").scenario
    assert (sc.load_ac, sc.load_kind, sc.load_currents) == (False, "inductive", [7.0])
    sc = _judgment("Can the K1 switch a 230 VAC heater of 9 A?").scenario
    assert (sc.load_ac, sc.load_kind) == (True, "resistive")
    assert asked_load_kind("a mains water pump") == "motor"
    assert asked_load_kind("a 60 W incandescent lamp") == "lamp"


def test_values_tagged_with_their_contact_form_are_two_ratings() -> None:
    values = labelled_values("Max. switching current 16 A (NO) / 8 A (NC)")
    assert [lv.value.raw for lv in values] == ["16 A", "8 A"]  # "(NO) /" divides no symbol
    assert label_qualifiers("Max. switching current 16 A (NO) /") == ""
    assert label_qualifiers("Resistive load (cos φ = 1)") == "cos φ = 1"


def test_contact_form_read_from_the_condition_before_a_shared_quote() -> None:
    quote = "Max. switching current 16 A (NO) / 8 A (NC)"
    rows = [_row(16, "NO, Resistive load", quote), _row(8, "NC, Resistive load", quote)]
    got = R.contact_rating("K", _ev(rows), 11.0, None, True, "NO", "resistive")
    assert R.combine(got) == "compatible"
    got = R.contact_rating("K", _ev(rows), 11.0, None, True, "NC", "resistive")
    assert R.combine(got) == "incompatible"
    sc = _judgment("Can a K1 (1a version) switch a 230 VAC heater of 11 A?").scenario
    assert sc.contact_form == "NO"


def test_a_rating_cell_holding_a_voltage_and_a_current_is_both_contact_ratings(
    tmp_path,
) -> None:
    """ "Rating (resistive load) | 24V DC 50mA" in a table of models: the contact's voltage
    and its current, each a maximum, per model."""
    import pdfgen
    from test_extract_table_conventions import facts_of_pdf, rows_at

    runs = [
        *rows_at(60, (50, "TLT Series ball tilt switches")),
        *rows_at(100, (110, "Rating"), (220, "Contact"), (320, "Operating")),
        *rows_at(110, (50, "Model"), (400, "Life")),
        *rows_at(120, (100, "(resistive load)"), (220, "resistance"), (320, "temperature")),
        *rows_at(134, (50, "TLT-1"), (110, "12V DC 20mA"), (220, "10 ohm max."),
                 (320, "-25 to +70 C"), (400, "100,000 cycles")),
        *rows_at(148, (50, "TLT-2"), (110, "24V DC 50mA"), (220, "5 ohm max."),
                 (320, "-25 to +70 C"), (400, "100,000 cycles")),
    ]  # fmt: skip
    facts = facts_of_pdf(pdfgen.placed_pdf(tmp_path / "tlt.pdf", [runs]))
    # (the sheet's first model is the device itself: its row carries no variant)
    volts = {f.variant or "TLT-1": f.max for f in facts if f.field == "contact_voltage"}
    amps = {f.variant or "TLT-1": (f.max, f.unit) for f in facts if f.field == "contact_current"}
    assert volts == {"TLT-1": 12.0, "TLT-2": 24.0}
    assert amps == {"TLT-1": (20.0, "mA"), "TLT-2": (50.0, "mA")}


def test_a_load_named_by_its_utilization_category_needs_a_rating_for_that_category() -> None:
    # "a contactor coil, AC-15, 4 A" against "6 A / 250 V AC" (the resistive, AC-1 rating)
    sc = _judgment("Can the K1 contacts switch a 230 V AC contactor coil, AC-15, 4 A?").scenario
    assert sc.load_kind == "AC-15"
    plain = [_row(6, "", "Switching capacity 6 A / 250 V AC")]
    assert R.combine(R.contact_rating("K", _ev(plain), 4.0, None, True, None, "AC-15")) == (
        "insufficient_evidence"
    )
    rated = [*plain, _row(3, "AC-15: 3 A / 230 V", "AC-15: 3 A / 230 V; DC-13: 2 A / 24 V")]
    assert R.combine(R.contact_rating("K", _ev(rated), 4.0, None, True, None, "AC-15")) == (
        "incompatible"
    )
    assert R.combine(R.contact_rating("K", _ev(rated), 2.5, None, True, None, "AC-15")) == (
        "compatible"
    )
