"""Choosing the row that answers a request: pin states, supply, temperature span, bounds and
modes the question fixes, variant ratings, contact form, headings, and the top row when
the fastest or highest is asked.
"""

from __future__ import annotations

import hashlib
from pathlib import Path

import pytest

from agent_support import NO_DEVICES, fact, make_store
from specproof.agent import validate as V
from specproof.agent.modes import mode_matches
from specproof.agent.score import (
    compound_hits,
    condition_span_fit,
    heading_words,
    listed_condition_fit,
    row_condition_fit,
    score_candidate,
    stated_variants,
    supply_of_current,
    variant_fits_fact,
)
from specproof.agent.terms import (
    identifier_terms,
    question_terms,
    state_assignments,
    variant_number,
    with_hyphen_parts,
)
from specproof.agent.understand import understand
from specproof.agent.understand.context import (
    QuestionContext,
    asked_bounds,
    contact_kinds,
    excluded_names,
    excluded_phrases,
    hyphen_compounds,
    hyphen_initials,
    package_codes,
    question_context,
    variant_numbers,
)
from specproof.agent.understand.words import request_words
from specproof.agent.workflow import answer_question
from specproof.records import Chunk, Document, Fact, Line, Page, SectionKind
from specproof.store.sqlite import SQLiteStore


def _score(f, question: str, own: str = "") -> float:
    ctx = question_context(question)
    terms = question_terms(own or question, [])
    return score_candidate(f, terms, None, True, context=ctx, asked=request_words(own)).score


def best(question: str, facts: list[Fact]) -> Fact:
    ctx = question_context(question)
    terms = with_hyphen_parts(question_terms(question, []))
    ranked = [score_candidate(f, terms, None, True, context=ctx) for f in facts]
    return max(ranked, key=lambda c: c.score).fact


def coil_row(code: str, ohms: float) -> Fact:
    f = fact("RL1", "coil_resistance", f"{int(code)} x {ohms:g} {code}", unit="Ω", value=ohms)
    f.variant, f.condition = code, f"Code {code}"
    return f


def contact_row(kind: str, amps: float) -> Fact:
    f = fact("RL1", "contact_current", f"1C({kind}): {amps:g}A 250VAC", unit="A", max=amps)
    f.condition = f"Res. load, {kind}"
    return f


def vout_row(cond: str, lo: float, hi: float) -> Fact:
    f = fact("LDO1", "output_voltage", f"LDO1-5.0 {cond} VOUT {lo} 5.0 {hi} V", min=lo, max=hi)
    f.condition = f"{cond}; (VIN = 6 V, TJ = 25°C, rows marked -40°C ≤ TJ ≤ 125°C apply)"
    return f


def _score_own(f, question: str, own: str | None = None, store=None) -> float:
    own = question if own is None else own
    ctx = question_context(question)
    terms = question_terms(own, [])
    return score_candidate(
        f, terms, None, True, context=ctx, asked=request_words(own), store=store
    ).score


def _rate(value: float, quote: str, condition: str):
    row = fact("ADC9", "data_rate", quote, unit="kSPS")
    row.max, row.si_max, row.condition = value, value * 1e3, condition
    return row


def _ctx(question: str) -> QuestionContext:
    return question_context(question)


def test_state_assignments_normalise_pins_numbers_and_spans() -> None:
    states = state_assignments("when enabled (Ven = H), |IO| = 6 mA and VCC = 4.5 V to 5.5 V")
    assert states["ven"] == "h"
    assert states["io"] == "6ma"  # a current's sign is its direction
    assert states["vcc"] == "4.5v..5.5v"
    assert state_assignments("Ven = low")["ven"] == "l"


def test_pin_state_picks_the_matching_row() -> None:
    high = fact("L", "quiescent_current", "Vi = H 50 70 mA", unit="mA", typ=50, max=70)
    high.condition = "Ven = H; IL = 0; Vi = H"
    low = fact("L", "quiescent_current", "Ven = L Vi = X 4 mA", unit="mA", max=4)
    low.condition = "Ven = L; Vi = X"
    q_on = "What current is drawn when enabled (Ven = H) with inputs HIGH (Vi = H)?"
    q_off = "What current is drawn with the bridge disabled (Ven = L)?"
    assert _score(high, q_on) > _score(low, q_on)
    assert _score(low, q_off) > _score(high, q_off)


def test_supply_current_symbol_follows_its_supply_pin() -> None:
    iss = fact("L", "quiescent_current", "Ven = L Vi = X 6 mA", unit="mA", max=6, symbol="ISS")
    is_ = fact("L", "quiescent_current", "Ven = L Vi = X 4 mA", unit="mA", max=4, symbol="IS")
    assert supply_of_current(iss) == "vss" and supply_of_current(is_) == "vs"
    q = "current from VS (pin 4) and from VSS (pin 9)"
    assert _score(iss, q, "from the logic supply vss (pin 9)") > _score(
        is_, q, "from the logic supply vss (pin 9)"
    )


def test_asked_bounds_and_package_codes() -> None:
    assert asked_bounds("power-down current (typical and maximum)") == {"typ", "max"}
    assert {"min", "max"} <= asked_bounds("what supply voltage range")
    assert package_codes("in the PW (TSSOP) package") == {"PW", "TSSOP"}
    assert package_codes("a DRV8833 in the HTSSOP (PWP) package") == {"HTSSOP", "PWP"}


def test_row_with_every_asked_bound_wins() -> None:
    lone = fact("B", "response_time", "typically 16 ms", unit="ms", typ=16)
    row = fact("B", "response_time", "tLR 16 24 ms", unit="ms", typ=16, max=24)
    q = "How long does a measurement take (typical and maximum)?"
    assert _score(row, q) > _score(lone, q)


def test_fact_repeating_the_question_condition_is_demoted() -> None:
    echo = fact("P", "accuracy", "APext 300..1100 hPa", unit="hPa", min=300, max=1100)
    real = fact("P", "accuracy", "APext ±1.7 hPa", unit="hPa", min=-1.7, max=1.7)
    q = "What is the absolute pressure accuracy over 300…1100 hPa?"
    assert _score(real, q) > _score(echo, q)


def test_bit_resolution_with_hyphen_is_a_condition_term() -> None:
    nums, _, _ = question_terms("conversion time at 12-bit resolution", [])
    assert "12bit" in nums


def test_variant_group_continues_on_next_line(tmp_path: Path) -> None:
    drop = fact(
        "AMS", "dropout_voltage", "Dropout Voltage AMS-1.5/-1.8/-2.5/- IOUT = 1A 1.1 1.3 V",
        typ=1.1, max=1.3, variant="AMS-1.5",
    )  # fmt: skip
    rest = fact("AMS", "manufacturer", "2.85/-3.3/-5.0", unit=None, values=["x"])
    store = make_store(tmp_path, {"AMS": [drop, rest]})
    assert stated_variants(drop, store)[-1] == "AMS-5.0"
    assert variant_fits_fact("3.3", drop, store)
    assert not variant_fits_fact("3.3", fact("AMS", "x", "AMS-1.5 1 V", variant="AMS-1.5"))


def test_an_ordering_code_names_the_grade_it_starts_with() -> None:
    """ "TMP36GRT2" style: grade letter, then package and reel codes."""
    grade_b = fact("TSX40", "accuracy", "TSX40B TA = 25 C ±1 ±3 C", variant="TSX40B")
    grade_a = fact("TSX40", "accuracy", "TSX40A TA = 25 C ±1 ±2 C", variant="TSX40A")
    assert variant_fits_fact("BKSZ-R7", grade_b)
    assert not variant_fits_fact("BKSZ-R7", grade_a)
    assert not variant_fits_fact("BS", grade_b)  # a short code may be another version


def test_condition_written_on_the_row_beats_the_table_preamble() -> None:
    narrow = fact("T", "accuracy", "-10°C to +85°C ±0.5", unit="°C", min=-0.5, max=0.5)
    narrow.condition = "-10°C to +85°C; (-55°C to +125°C; VDD = 3.0V to 5.5V)"
    full = fact("T", "accuracy", "-55°C to +125°C ±2", unit="°C", min=-2, max=2)
    full.condition = "-55°C to +125°C; (-55°C to +125°C; VDD = 3.0V to 5.5V)"
    q = "What is the thermometer error over the full range -55 °C to +125 °C?"
    assert _score(full, q) > _score(narrow, q)
    assert row_condition_fit(full, {"-55c", "125c"}) == 1.0
    assert row_condition_fit(narrow, {"-55c", "125c"}) == 0.0


def test_hyphenated_event_in_the_question_finds_the_row_naming_it() -> None:
    wake = fact(
        "C", "warm_up_time", "tWAKE and the device being ready for new I²C 50 μs", unit="μs", max=50
    )
    wake.condition = "and the device being ready for new I²C"
    start = fact("C", "warm_up_time", "18 20 ms", unit="ms", typ=18, max=20)
    start.condition = "Time between power on and the device"
    q = "How long after power-on is the device ready to accept new I2C commands?"
    assert hyphen_compounds(q.lower()) == {("power", "on")}
    assert compound_hits("time between power on and", {("power", "on")}) == 1
    assert _score(start, q) > _score(wake, q)


def test_a_rating_outranks_a_number_the_text_calls_approximate() -> None:
    rated = fact("R", "supply_voltage", "Supply Voltage Vin 4.5 to 40 V", min=4.5, max=40.0)
    rated.section = SectionKind.RECOMMENDED
    prose = fact("R", "supply_voltage", "The input voltage ranges from roughly 3.0 V to 40 V.")
    prose.min, prose.max, prose.section = 3.0, 40.0, SectionKind.RECOMMENDED
    q = "What input voltage range does the R accept?"
    assert _score(rated, q) > _score(prose, q)


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


def test_question_vocabulary_helpers() -> None:
    assert excluded_names("the inputs AIN1 and BIN2 (not nSLEEP)") == {"nsleep"}
    assert excluded_names("not less than 48 hours, other than that") == set()
    assert hyphen_initials("in the l-resolution mode") == {"lr"}
    assert identifier_terms("power in Mode 3 at a gain of 128") == {"mode#3", "gain#128"}
    # a divider setting ("PGA = /4", "PGA set to /4") is kept apart from a gain of 4
    assert identifier_terms("range with the PGA set to /4") == {"gain#/4"}
    assert identifier_terms("PGA = /2; Table 2") == {"gain#/2"}
    assert identifier_terms("PGA = 4") == {"gain#4"}


def test_ac_and_dc_ratings_follow_the_unit() -> None:
    ac = fact("R", "contact_voltage", "Max. allowable voltage 250VAC/110VDC", unit="VAC", max=250)
    dc = fact("R", "contact_voltage", "Max. allowable voltage 250VAC/110VDC", unit="VDC", max=110)
    q = "What is the maximum contact voltage of the R?"
    assert _score_own(ac, q, own=q + " ac") > _score_own(dc, q, own=q + " ac")
    assert _score_own(dc, q, own=q + " dc") > _score_own(ac, q, own=q + " dc")


def test_excluded_pin_row_loses_to_all_other_pins() -> None:
    sleep = fact("D", "input_high_voltage", "nSLEEP 2.5", min=2.5, symbol="VIH")
    sleep.condition = "nSLEEP"
    others = fact("D", "input_high_voltage", "All other pins 2", min=2.0, symbol="VIH")
    others.condition = "All other pins"
    q = "What is the minimum VIH of the D's AIN1 and AIN2 inputs (not nSLEEP)?"
    assert _score_own(others, q) > _score_own(sleep, q)


def test_error_code_row_loses_to_the_specification() -> None:
    spec = fact("B", "measurement_range", "Operating range 300…1100 hPa", unit="hPa", min=300)
    code = fact("B", "measurement_range", "41 Implausible pressure (default limits: 900…1100 hPa)")
    code.unit, code.min, code.max = "hPa", 900, 1100
    spec.max = 1100
    spec.section = SectionKind.FEATURES
    q = "What is the B's operating pressure range?"
    assert _score_own(spec, q) > _score_own(code, q)
    asked = "Which default limits does the B's implausible-pressure check use?"
    assert _score_own(code, asked) >= _score_own(spec, asked)


def test_mode_wording_decides_between_rows() -> None:
    low = fact("L", "response_time", "tLR 16 24 ms", unit="ms", typ=16, max=24)
    low.condition = "tLR"
    high = fact("L", "response_time", "tHR 120 180 ms", unit="ms", typ=120, max=180)
    high.condition = "tHR"
    q = "How long does a measurement take in the L's L-resolution mode?"
    assert _score_own(low, q) > _score_own(high, q)
    down = fact("N", "standby_current", "Supply current in power down 900 nA", unit="nA", typ=900)
    standby = fact("N", "standby_current", "Supply current in standby-I mode 26 uA", unit="uA")
    standby.typ = 26
    q = "What is the N's supply current in power down mode?"
    assert _score_own(down, q) > _score_own(standby, q)
    mode3 = fact("C", "power_consumption", "Mode 3 at VDD= 1.8V 1.2 mW", unit="mW", value=1.2)
    mode1 = fact("C", "power_consumption", "Mode 1 & 4 at VDD= 1.8V 46 mW", unit="mW", value=46)
    q = "What is the C's power consumption in Mode 3 at VDD = 1.8 V?"
    assert _score_own(mode3, q) > _score_own(mode1, q)


def test_heading_of_the_row_names_its_block(tmp_path: Path) -> None:
    store = SQLiteStore(tmp_path / "h.db")
    doc_id = hashlib.sha256(b"M").hexdigest()
    gyro = fact("M", "data_rate", "Programmable 4 8,000 Hz", unit="Hz", min=4, max=8000, page=1)
    acc = fact("M", "data_rate", "Programmable 4 1,000 Hz", unit="Hz", min=4, max=1000, page=2)
    pages, chunks = [], []
    for n, (f, head) in enumerate(((gyro, "Gyroscope Specifications"), (acc, "Accelerometer")), 1):
        f.doc_id = doc_id
        pages.append(Page(n, 600, 800, [Line(f.source.quote, (0, 0, 100, 8))]))
        chunks.append(
            Chunk(
                f"{doc_id[:16]}:{n}", doc_id, n, f"{head}\n| {f.source.quote} |", n, n,
                SectionKind.ELECTRICAL, ("Electrical Characteristics", head),
            )
        )  # fmt: skip
    store.save_document(Document(doc_id, "m.pdf", "M", [], pages=2), pages, chunks, None, [])
    assert heading_words(store, acc) == {"accelerometer"}
    q = "What is the M's programmable accelerometer output data rate range?"
    assert _score_own(acc, q, store=store) > _score_own(gyro, q, store=store)


def test_each_supply_picks_its_own_row() -> None:
    """The sibling request's supply must not pull a request to the sibling's row."""
    at5 = fact("X", "spi_clock_frequency", "Clock Frequency fCLK 2.0 MHz VDD = 5V", unit="MHz")
    at5.max, at5.condition = 2.0, "VDD = 5V"
    at27 = fact("X", "spi_clock_frequency", "1.0 MHz VDD = 2.7V", unit="MHz")
    at27.max, at27.condition = 1.0, "VDD = 2.7V; all parameters apply at VDD = 5V"
    q = "What is the serial clock limit on a 5 V supply, and on a 2.7 V supply?"
    reqs = understand(q, NO_DEVICES).requests
    ctx = question_context(q)

    def best(own: str):
        terms = question_terms(own, [])
        scored = [
            (
                score_candidate(f, terms, None, True, context=ctx, asked=request_words(own)).score,
                f.max,
            )
            for f in (at5, at27)
        ]
        return max(scored)[1]

    assert best(reqs[0].condition_text) == 2.0
    assert best(reqs[1].condition_text) == 1.0


def test_fastest_asked_takes_the_top_of_equally_fitting_rows(tmp_path: Path) -> None:
    rows = [
        _rate(5.5, "Throughput 5.5 kSPS standard mode", "standard mode"),
        _rate(140.0, "140 kSPS high speed mode", "high speed mode"),
        _rate(22.0, "22 kSPS fast mode", "fast mode"),
    ]
    store = make_store(tmp_path, {"ADC9": rows})
    for question in (
        "What's the fastest the ADC9 can sample?",
        "What is the ADC9's maximum sample rate?",
        "Which top conversion speed does the ADC9 reach?",
    ):
        answer = answer_question(question, store)
        assert answer.items and answer.items[0].max == 140.0, question


def test_a_stated_mode_still_decides_over_the_top_row(tmp_path: Path) -> None:
    rows = [
        _rate(5.5, "Throughput 5.5 kSPS standard mode", "standard mode"),
        _rate(140.0, "140 kSPS high speed mode", "high speed mode"),
    ]
    store = make_store(tmp_path, {"ADC9": rows})
    answer = answer_question("What's the ADC9's maximum throughput in standard mode?", store)
    assert answer.items and answer.items[0].max == 5.5


def test_highest_asked_with_no_operating_point_takes_the_top_row(tmp_path: Path) -> None:
    slow = _rate(5.5, "Throughput Rate 5.5 kSPS fSCL = 100 kHz standard mode", "standard mode")
    fast = _rate(140.0, "140 kSPS fSCL = 3.4 MHz high speed mode", "high speed mode")
    store = make_store(tmp_path, {"ADC9": [slow, fast]})
    answer = answer_question("What's the highest throughput rate the ADC9 reaches?", store)
    assert answer.items and answer.items[0].max == 140.0


def test_asked_temperature_span_prefers_the_row_that_holds_it() -> None:
    ctx = _ctx("If it sits between −20 and 0 °C, what absolute pressure accuracy can I expect?")
    assert ctx.temp_spans == [(-20.0, 0.0)]
    cold = fact(
        "B", "accuracy", "300 … 1100 hPa, −20 … 0 °C ±1.7 hPa", unit="hPa", min=-1.7, max=1.7
    )
    warm = fact(
        "B", "accuracy", "300 … 1100 hPa, 0 … 65 °C ±1.0 hPa", unit="hPa", min=-1.0, max=1.0
    )
    assert condition_span_fit(cold, ctx) > condition_span_fit(warm, ctx)
    check = V.Check("accuracy", condition_text="between -20 and 0 °C")
    assert V.temperature_range_clash(warm, check, None) is not None
    assert V.temperature_range_clash(cold, check, None) is None


def test_supply_asked_in_words_rejects_rows_at_another_supply() -> None:
    at3 = fact("A", "standby_current", "Power-Down 0.2 1 µA VDD = 3 V", unit="µA", typ=0.2, max=1.0)
    at5 = fact("A", "standby_current", "0.5 1.6 µA VDD = 5 V", unit="µA", typ=0.5, max=1.6)
    check = V.Check("standby_current", condition_text="At 5 V, which has the lower current")
    assert V.condition_matches(at3, check, None) is not None
    assert V.condition_matches(at5, check, None) is None
    span = fact("A", "input_high_voltage", "VCC = 2.7 V to 3.6 V 2.0 V", min=2.0)
    assert (
        V.condition_matches(span, V.Check("input_high_voltage", condition_text="at 3.3 V"), None)
        is None
    )


def test_an_excluded_row_kind_is_not_chosen() -> None:
    assert excluded_phrases("what's the absolute maximum on vs (not the load-dump rating)?") == {
        "load dump"
    }
    dump = fact("H", "abs_max_supply_voltage", "Supply voltage for load dump VS(LD) 40 V", max=40.0)
    plain = fact("H", "abs_max_supply_voltage", "Supply voltage VS -0.3 28 V", min=-0.3, max=28.0)
    check = V.Check("abs_max_supply_voltage", condition_text="VS pin (not the load-dump rating)")
    assert V.excluded_row(dump, check, None) is not None
    assert V.excluded_row(plain, check, None) is None


def test_one_shot_and_continuous_conversion_are_other_rows() -> None:
    cont = fact(
        "M", "response_time", "Continuous conversion, 50Hz filter 20 21 ms", unit="ms", max=21.0
    )
    check = V.Check("response_time", condition_text="in one-shot mode with the 50 Hz filter")
    assert mode_matches(cont, check, None) is not None
    # "1-shot", as the digit writes it, is the same mode
    casual = V.Check("response_time", condition_text="i do 1-shot conversions at 50 hz")
    assert mode_matches(cont, casual, None) is not None


def test_operating_temperature_listed_among_limits_is_the_operating_range() -> None:
    row = fact("M", "operating_temperature", "Operating Temperature Range ... -40°C to +125°C",
               unit="°C", min=-40.0, max=125.0, section=SectionKind.ABS_MAX)  # fmt: skip
    assert V.section_suitable(row, V.Check("operating_temperature"), None) is None
    tj = fact("M", "operating_temperature", "Junction Temperature +150°C", unit="°C", max=150.0,
              section=SectionKind.ABS_MAX)  # fmt: skip
    assert V.section_suitable(tj, V.Check("operating_temperature"), None) is not None


def test_a_listed_value_keeps_its_own_condition() -> None:
    row = fact("W", "rx_sensitivity",
               "• RX sensitivity: −98.9 dBm (1 Mbps GFSK), −106.1 dBm (125 kbps GFSK)",
               unit="dBm", value=-98.9)  # fmt: skip
    nums, modes, _ = question_terms("on the 125 kbps coded PHY", [])
    assert listed_condition_fit(row, nums, modes) < 0
    nums, modes, _ = question_terms("at 1 Mbps", [])
    assert listed_condition_fit(row, nums, modes) > 0


def _sink_rows() -> list[Fact]:
    rated = fact("DRV4", "output_current", "Output sink current per channel IOUT 400 mA",
                 unit="mA", max=400.0, section=SectionKind.ABS_MAX)  # fmt: skip
    tested = fact("DRV4", "output_current", "Output sink current IOUT VOL = 0.6 V 120 180 mA",
                  page=2, unit="mA", min=120.0, max=180.0)  # fmt: skip
    source = fact("DRV4", "output_current", "Output source current IOH 25 mA", page=2,
                  unit="mA", max=25.0)  # fmt: skip
    source_rated = fact("DRV4", "output_current", "Output source current IOH 60 mA",
                        unit="mA", max=60.0, section=SectionKind.ABS_MAX)  # fmt: skip
    return [rated, tested, source, source_rated]


def test_a_limit_asked_of_a_field_without_a_rating_twin_is_answered_by_the_limits_table(
    tmp_path: Path,
) -> None:
    """Output, collector and forward currents have no absolute-maximum twin field: the words
    "absolute maximum" (or "limit ratings") choose the limiting-value row, the tested row
    answers the plain question, and a qualifier ahead of "X and Y" covers both."""
    store = make_store(tmp_path, {"DRV4": _sink_rows()})
    limit = answer_question("What is the absolute maximum output sink current of the DRV4?", store)
    assert [i.max for i in limit.items] == [400.0]
    plain = answer_question("What output sink current does the DRV4 guarantee?", store)
    assert plain.items and plain.items[0].max == 180.0
    both = answer_question(
        "What are the DRV4's limit (absolute maximum) ratings for the sink current "
        "and the source current?",
        store,
    )
    assert sorted(i.max for i in both.items) == [60.0, 400.0]


def test_a_row_stated_at_another_resistor_setting_does_not_answer(tmp_path: Path) -> None:
    """A charger or LED driver states its current per programming resistor; the row written
    for another resistor value answers another question ("RISET=3.3K" vs "1.65 kΩ")."""
    low = fact("CHG2", "output_current", "Charge current RISET=3.3K 280 300 320 mA",
               unit="mA", min=280.0, typ=300.0, max=320.0)  # fmt: skip
    high = fact("CHG2", "output_current", "Charge current RISET = 1.65 kΩ 560 600 640 mA",
                unit="mA", min=560.0, typ=600.0, max=640.0)  # fmt: skip
    store = make_store(tmp_path, {"CHG2": [low, high]})
    answer = answer_question(
        "What charge current does the CHG2 give with RISET = 1.65 kohm?", store
    )
    assert [i.typ for i in answer.items] == [600.0]
    unstated = answer_question("What charge current does the CHG2 give with RISET = 2.4 kΩ?", store)
    assert unstated.items == [] and unstated.verdict == "insufficient_evidence"
    assert request_words("with R_SET = 20 kΩ and VIN = 5 V").assignments == {
        "vin": 5.0,
        "rset": 2e4,
    }
    # a bare multiplier makes a resistance only after a resistor's name; kHz is no kΩ
    assert request_words("PROG = 10k, fSCL = 400 kHz").assignments == {}


def _port_rows() -> list[Fact]:
    """A Microchip-like port table: source and sink limits, one row per supply band."""
    rows = []
    for symbol, sign, band, amps in (
        ("IOH", -1, "4.5V <= VDD <= 5.5V", 12.0), ("IOH", -1, "1.8V <= VDD < 4.5V", 4.0),
        ("IOL", 1, "4.5V <= VDD <= 5.5V", 25.0), ("IOL", 1, "1.8V <= VDD < 4.5V", 8.0),
    ):  # fmt: skip
        rows.append(fact("MCU5", "output_current", f"{symbol} I/O port, {band} {sign * amps:g} mA",
                         unit="mA", max=sign * amps, symbol=symbol))  # fmt: skip
    return rows


def test_a_sink_question_is_answered_by_the_sink_row_of_the_asked_supply_band(
    tmp_path: Path,
) -> None:
    """ "How much may a pin sink when VDD is 3 V?": the IOL row (not the IOH one beside it)
    of the band "1.8V <= VDD < 4.5V" that holds 3 V."""
    store = make_store(tmp_path, {"MCU5": _port_rows()})
    sink = answer_question("How much current can one MCU5 I/O pin sink when VDD is 3 V?", store)
    assert [i.max for i in sink.items] == [8.0]
    source = answer_question("How much can an MCU5 port pin source with VDD at 5 V?", store)
    assert [i.max for i in source.items] == [-12.0]


def test_a_rows_own_supply_beats_the_condition_carried_down_from_the_first_row(
    tmp_path: Path,
) -> None:
    """A table reader carries the first row's condition down its group; the row's own
    "VDD = 3.0 V" is what it is stated at."""
    first = fact("UC8", "supply_current", "IDD Run, fCLK = 16 MHz, VDD = 5.0 V 2.9 4.1 mA",
                 unit="mA", typ=2.9, max=4.1, condition="IDD; Run, fCLK = 16 MHz, VDD = 5.0 V")  # fmt: skip
    low = fact("UC8", "supply_current", "Run, fCLK = 4 MHz, VDD = 3.0 V 0.8 1.2 mA",
               unit="mA", typ=0.8, max=1.2, condition="IDD; Run, fCLK = 16 MHz, VDD = 5.0 V")  # fmt: skip
    store = make_store(tmp_path, {"UC8": [first, low]})
    answer = answer_question("UC8 run current at 4 MHz with VDD = 3.0 V?", store)
    assert [i.typ for i in answer.items] == [0.8]


def test_a_family_member_named_by_its_own_part_number_is_not_answered_by_a_siblings_row(
    tmp_path: Path,
) -> None:
    """One sheet for the HMX401, HMX402 and HMX405 humidity sensors: a row that names only
    the HMX401 answers for it, not for the HMX405 the question names."""
    rows = [
        fact("HMX40x", "accuracy", "RH accuracy HMX401 ±3 %RH", unit="%RH", min=-3.0, max=3.0,
             condition="HMX401", quantity="relative_humidity"),
        fact("HMX40x", "accuracy", "HMX405 ±1.5 %RH", unit="%RH", min=-1.5, max=1.5,
             condition="HMX405", quantity="relative_humidity"),
        fact("HMX40x", "supply_voltage", "Supply voltage (all variants) 2.1 3.6 V", min=2.1, max=3.6),
    ]  # fmt: skip
    aliases = {"HMX40x": ["HMX401", "HMX402", "HMX405"]}
    store = make_store(tmp_path, {"HMX40x": rows}, aliases)
    best = answer_question("What humidity accuracy does the HMX405 reach?", store)
    assert [i.max for i in best.items] == [1.5]
    middle = answer_question("What humidity accuracy does the HMX402 reach?", store)
    assert middle.verdict == "insufficient_evidence"
    assert answer_question("HMX402 supply voltage?", store).items[0].max == 3.6


def test_the_top_row_of_a_parameters_group_answers_the_maximum_asked(tmp_path: Path) -> None:
    """ "fSCL SCL clock frequency Standard mode 0 100 kHz" then "Fast mode 0 400 kHz": the
    continuation row lacks the label words, yet the maximum the part supports is its 400 kHz."""
    rows = [
        fact("MC5", "i2c_clock_frequency", "fSCL SCL clock frequency Standard mode 0 100 kHz",
             unit="kHz", min=0.0, max=100.0, si_min=0.0, si_max=1e5, page=4, condition="Standard mode"),
        fact("MC5", "i2c_clock_frequency", "Fast mode 0 400 kHz", unit="kHz", min=0.0,
             max=400.0, si_min=0.0, si_max=4e5, page=4, condition="Fast mode"),
    ]  # fmt: skip
    store = make_store(tmp_path, {"MC5": rows})
    for question in ("What maximum SCL clock frequency does the MC5 support?",
                     "Welche maximale I2C-Taktfrequenz unterstützt der MC5?"):  # fmt: skip
        answer = answer_question(question, store)
        assert [i.max for i in answer.items] == [400.0], answer.text
    answer = answer_question("What SCL clock frequency does the MC5 allow in standard mode?", store)
    assert [i.max for i in answer.items] == [100.0], answer.text


def test_bounds_asked_as_min_typ_max_are_no_request_for_the_top_row() -> None:
    from specproof.agent.gather import _top_asked

    assert not _top_asked(request_words("tx power (min/typ/max) at mcs7"), None)
    assert _top_asked(request_words("maximum tx power"), None)
    assert _top_asked(request_words("the highest rate, min and max"), None)


def test_a_power_parts_input_voltage_range_is_the_supply_it_runs_from(tmp_path: Path) -> None:
    buck = [
        fact("BK7", "supply_voltage", "Input voltage range VIN 3.5 28 V", min=3.5, max=28.0,
             si_min=3.5, si_max=28.0),
        fact("BK7", "output_voltage", "Output voltage 0.8 V to 24 V", min=0.8, max=24.0),
    ]  # fmt: skip
    adc = [fact("AD4", "supply_voltage", "VDD 2.0 5.5 V", min=2.0, max=5.5)]
    store = make_store(tmp_path, {"BK7": buck, "AD4": adc})
    answer = answer_question("What input voltage range does the BK7 operate from?", store)
    assert [(i.field, i.min, i.max) for i in answer.items] == [("supply_voltage", 3.5, 28.0)]
    # a part that powers nothing: its supply is no answer for a signal input range
    answer = answer_question("What input voltage range does the AD4 accept?", store)
    assert answer.verdict == "insufficient_evidence", answer.text


def test_a_pin_tables_nominal_supply_does_not_outrank_the_specification_table(tmp_path: Path):
    """ "7 VDD Power, 1.8 V to 3.3 V" in a pin table names the rails the part is used at;
    the electrical table's "Supply Voltage 1.62 3.63 V" is the specification."""
    pin = fact(
        "MIC9",
        "supply_voltage",
        "7 VDD Supply voltage range of the part, 1.8 V to 3.3 V",
        min=1.8,
        max=3.3,
        section=SectionKind.PIN,
        page=8,
    )
    spec = fact("MIC9", "supply_voltage", "Supply Voltage (VDD) 1.62 3.63 V", min=1.62, max=3.63,
                page=4, condition="VDD")  # fmt: skip
    store = make_store(tmp_path, {"MIC9": [pin, spec]})
    answer = answer_question("What is the supply voltage range (VDD) of the MIC9?", store)
    assert [(i.min, i.max) for i in answer.items] == [(1.62, 3.63)], answer.text


def test_maxims_nc_glyph_for_degrees_marks_a_room_temperature_row(tmp_path: Path) -> None:
    """Maxim's symbol font extracts "°C" as "NC": "TA = +25NC" is still the 25 °C row, which
    does not answer "over the full temperature range"."""
    note = "; (VCC = 1.8V, TMIN to TMAX = -40NC to +85NC, unless otherwise noted.)"
    room = fact(
        "LX4",
        "response_time",
        "12.5ms mode, TA = +25NC 12.3 12.5 12.7",
        unit="ms",
        min=12.3,
        typ=12.5,
        max=12.7,
        condition="12.5ms mode, TA = +25NC" + note,
    )
    hot = fact("LX4", "response_time", "12.5ms mode 11.8 12.8 13.4", unit="ms", min=11.8,
               typ=12.8, max=13.4, condition="12.5ms mode" + note)  # fmt: skip
    store = make_store(tmp_path, {"LX4": [room, hot]})
    question = "What is the LX4's conversion time in 12.5ms mode over the full temperature range?"
    answer = answer_question(question, store)
    assert [i.max for i in answer.items] == [13.4], answer.text


def test_a_presence_radar_answers_a_still_and_a_moving_person_from_their_own_rows(tmp_path: Path):
    moving = fact(
        "RD24",
        "measurement_range",
        "Detection distance (moving target) 0.5m~8m",
        unit="m",
        min=0.5,
        max=8.0,
        si_min=0.5,
        si_max=8.0,
        quantity="distance",
    )
    still = fact("RD24", "measurement_range", "Detection distance (stationary target) 0.5m~5m",
                 unit="m", min=0.5, max=5.0, si_min=0.5, si_max=5.0, quantity="distance")  # fmt: skip
    store = make_store(tmp_path, {"RD24": [moving, still]})
    for question, top in (
        ("how far can the rd24 pick up someone standing still?", 5.0),
        ("Up to what distance does the RD24 detect a moving person?", 8.0),
    ):
        answer = answer_question(question, store)
        assert [i.max for i in answer.items] == [top], (question, answer.text)


def test_a_logic_supply_asked_of_a_one_rail_part_is_answered_as_its_supply(tmp_path: Path):
    rail = fact("LD6", "supply_voltage", "Logic power supply voltage VDD 5 V", typ=5.0, si_typ=5.0)
    store = make_store(tmp_path, {"LD6": [rail]})
    answer = answer_question("What logic supply voltage does the LD6 need?", store)
    assert [(i.field, i.typ) for i in answer.items] == [("supply_voltage", 5.0)], answer.text


@pytest.mark.parametrize(
    ("text", "levels"),
    [
        ("current when its shut down (run pin low)?", {"run": "l"}),
        ("with the en pin pulled high and ce tied low", {"en": "h", "ce": "l"}),
        ("when enable is driven low", {"enable": "l"}),
        ("output high voltage at 3 ma", {}),
    ],
)
def test_a_pins_logic_level_is_read_from_words(text: str, levels: dict[str, str]) -> None:
    from specproof.agent.understand.context import pin_levels

    assert pin_levels(text) == levels


def test_a_pin_held_low_in_words_picks_the_row_stated_at_zero_volts(tmp_path: Path) -> None:
    off = fact(
        "BK9",
        "standby_current",
        "Shutdown current VEN = 0V 0.4 1 µA",
        unit="µA",
        typ=0.4,
        max=1.0,
        condition="VEN = 0V",
    )
    quiet = fact("BK9", "standby_current", "Sleep current, no load 3.1 7 µA", unit="µA",
                 typ=3.1, max=7.0, condition="no load, VEN = 5V")  # fmt: skip
    store = make_store(tmp_path, {"BK9": [quiet, off]})
    answer = answer_question("bk9 current draw in shutdown, en pin low?", store)
    assert [i.typ for i in answer.items] == [0.4], answer.text


def test_a_synthesizer_mode_row_is_no_transmit_current(tmp_path) -> None:
    """The sheet states transmit currents at +13 and +20 dBm and a synthesizer-mode current:
    asked the transmit current at +15 dBm (no such row), the synthesizer row is another
    state of the radio, not the answer; asked at +20 dBm, that row answers."""
    mA = {"unit": "mA"}
    rows = [
        fact("RQ9", "supply_current", "Supply current in transmit mode RFOP = +13 dBm 28 mA",
             typ=28.0, **mA),
        fact("RQ9", "supply_current", "Supply current in transmit mode RFOP = +20 dBm 118 mA",
             typ=118.0, **mA),
        fact("RQ9", "supply_current", "IDDFS Supply current in synthesizer mode 5.5 mA",
             typ=5.5, **mA),
    ]  # fmt: skip
    store = make_store(tmp_path, {"RQ9": rows})
    try:
        off_row = answer_question("how much current does the rq9 pull transmitting +15dbm?", store)
        assert off_row.verdict == "insufficient_evidence", off_row.text
        on_row = answer_question("RQ9 supply current when transmitting at +20 dBm?", store)
        assert [i.typ for i in on_row.items] == [118.0], on_row.text
    finally:
        store.close()


def test_a_question_asking_for_a_list_gets_every_setting(tmp_path) -> None:
    """ "List the full-scale ranges of the QA71": each range row is one of the settings asked for;
    asked for one gain's value, the best row alone answers."""
    rows = [
        fact("QA71", "measurement_range", f"Full-scale range GSEL={i} ±{fs} g", unit="g",
             min=-float(fs), max=float(fs), condition=f"GSEL={i}")
        for i, fs in enumerate((2, 4, 8))
    ]  # fmt: skip
    store = make_store(tmp_path, {"QA71": rows})
    try:
        listed = answer_question("List the full-scale ranges the QA71 can be set to.", store)
        assert sorted(i.max for i in listed.items) == [2.0, 4.0, 8.0], listed.text
        one = answer_question("What is the QA71 full-scale range with GSEL=1?", store)
        assert [i.max for i in one.items] == [4.0], one.text
    finally:
        store.close()


def test_a_single_measurement_row_is_no_continuous_mode_row() -> None:
    single = fact("M", "data_rate", "Single Measurement Mode max 160 Hz", unit="Hz", max=160.0)
    check = V.Check("data_rate", condition_text="in continuous measurement mode")
    assert mode_matches(single, check, None) is not None


def test_control_bits_and_pin_levels_are_settings_however_written() -> None:
    assert identifier_terms("conversion time with the CT bits at 111?") == {"ct#111"}
    assert identifier_terms("output with VOUT_SEL = 10b") == {"vout_sel#10"}
    assert identifier_terms("ADR tied low") == identifier_terms("ADR = GND") == {"adr#l"}
    assert identifier_terms("EN = 1") == identifier_terms("with EN pulled high") == {"en#h"}
    # a span of settings is no single setting; a pin at 0 V is low, at a rail's volts high
    assert identifier_terms("GN = 0 to 7") == set()
    assert identifier_terms("SDA = 0 V") == {"sda#l"}


def test_a_row_for_another_control_bit_setting_does_not_answer(tmp_path: Path) -> None:
    """An ADC states its conversion time per averaging-bit pattern: the row for "AV = 010"
    answers no question about "AV = 110"."""
    short = fact("ADQ9", "response_time", "Conversion time AV bits = 010 1.1 ms",
                 unit="ms", typ=1.1)  # fmt: skip
    long = fact("ADQ9", "response_time", "Conversion time AV bits = 110 4.2 ms",
                unit="ms", typ=4.2)  # fmt: skip
    store = make_store(tmp_path, {"ADQ9": [short, long]})
    asked = answer_question("adq9 conversion time with the AV bits at 110?", store)
    assert [i.typ for i in asked.items] == [4.2]
    other = answer_question("adq9 conversion time with AV = 111?", store)
    assert other.items == [] and other.verdict == "insufficient_evidence"


def test_a_mode_named_by_its_supply_is_a_setting(tmp_path: Path) -> None:
    """An angle sensor runs in a 3.3 V or a 5 V mode, with a supply range for each."""
    assert identifier_terms("in 3.3 V operation mode") == {"vmode#3.3"}
    low = fact("ANG7", "supply_voltage", "VDD3 Supply voltage 3.3V operating mode 3.0 3.3 3.6 V",
               unit="V", min=3.0, typ=3.3, max=3.6)  # fmt: skip
    high = fact("ANG7", "supply_voltage", "VDD5 Supply voltage 5V operating mode 4.5 5.0 5.5 V",
                unit="V", min=4.5, typ=5.0, max=5.5)  # fmt: skip
    store = make_store(tmp_path, {"ANG7": [high, low]})
    answer = answer_question("Supply range of the ANG7 in 3.3 V operation mode?", store)
    assert [i.max for i in answer.items] == [3.6]


def test_an_idle_row_never_answers_a_sleep_question(tmp_path: Path) -> None:
    """A radio whose only stored low-power row is its idle state (clocks running, mA) has no
    answer for its sleep current (µA): a user's "sleep" may be the sheet's "power-down", never
    its "idle"."""
    idle = fact("RF9", "standby_current", "Current consumption 1.7 mA IDLE state", unit="mA",
                typ=1.7)  # fmt: skip
    store = make_store(tmp_path, {"RF9": [idle]})
    asleep = answer_question("What is the RF9's sleep current?", store)
    assert asleep.items == [] and asleep.verdict == "insufficient_evidence", asleep.text
    assert [i.typ for i in answer_question("RF9 idle current?", store).items] == [1.7]


def test_a_pins_own_current_row_loses_to_the_supply_current_asked(tmp_path: Path) -> None:
    """A charger's standby block lists the battery pin's drain ("BAT Pin Current") beside the
    input supply current: "input supply current in standby" is the latter."""
    bat = fact("CH7", "standby_current", "BAT Pin Current Standby Mode, VBAT = 4.2V 0 -2.5 -6 uA",
               unit="uA", min=0.0, typ=-2.5, max=-6.0)  # fmt: skip
    bat.condition = "BAT Pin Current; Standby Mode"
    icc = fact("CH7", "standby_current", "Standby Mode (Charge terminated) 55 100 uA",
               unit="uA", typ=55.0, max=100.0, symbol="ICC")  # fmt: skip
    icc.condition = "Standby Mode (Charge terminated)"
    store = make_store(tmp_path, {"CH7": [bat, icc]})
    answer = answer_question("What input supply current does the CH7 draw in standby mode?", store)
    assert [i.typ for i in answer.items] == [55.0]
    battery = answer_question("How much current does the CH7 BAT pin draw in standby?", store)
    assert -2.5 in [i.typ for i in battery.items]


def test_a_range_stated_for_another_supply_pin_does_not_answer(tmp_path: Path) -> None:
    """ "the RT7 supply range (vcc)?": the note "2.3V ≤ VBAT ≤ 3.4V" is the backup pin's."""
    vbat = fact("RT7", "supply_voltage", "valid for 0.0V ≤ VCC ≤ VCC(MAX) and 2.3V ≤ VBAT ≤ 3.4V.",
                min=2.3, max=3.4)  # fmt: skip
    vbat.si_min, vbat.si_max = 2.3, 3.4
    vcc = fact("RT7", "supply_voltage", "VCC 2.3 3.3 5.5 V", min=2.3, typ=3.3, max=5.5)
    store = make_store(tmp_path, {"RT7": [vbat, vcc]})
    answer = answer_question("rt7 supply voltage range (vcc)?", store)
    assert [i.max for i in answer.items] == [5.5]


def test_an_off_state_leakage_row_is_no_output_drive(tmp_path: Path) -> None:
    """A translator's "IOZ" row (±2 µA with its outputs off) says nothing of what a pin can
    drive: the question of its output current has no answer on it."""
    ioz = fact("XL8", "output_current", "IOZ 1.65 to 5.5 -2 2 uA", unit="uA", min=-2.0, max=2.0,
               symbol="IOZ")  # fmt: skip
    store = make_store(tmp_path, {"XL8": [ioz]})
    answer = answer_question("How much output current can an XL8 pin drive?", store)
    assert answer.items == [] and answer.verdict == "insufficient_evidence", answer.text


def test_a_row_labelled_with_another_domain_supply_pin_does_not_answer(tmp_path: Path) -> None:
    """A codec's core rail (DCVDD) is not its headphone rail (HPVDD); a sheet's VCC is
    another's VDD, so the main supply's names stand in for each other."""
    core = fact("CD9", "supply_voltage", "Digital core supply range DCVDD 1.42 1.5 2.0 V",
                min=1.42, typ=1.5, max=2.0)  # fmt: skip
    store = make_store(tmp_path, {"CD9": [core]})
    hp = answer_question("What HPVDD supply range does the CD9 accept?", store)
    assert hp.items == [], hp.text
    assert [i.max for i in answer_question("CD9 DCVDD supply range?", store).items] == [2.0]
    main = fact("MN2", "supply_voltage", "Supply voltage VCC 2.4 3.0 3.6 V", min=2.4, max=3.6)
    (tmp_path / "b").mkdir()
    store2 = make_store(tmp_path / "b", {"MN2": [main]})
    assert [i.max for i in answer_question("MN2 VDD supply range?", store2).items] == [3.6]


def test_an_spi_clock_asked_of_an_i2c_only_part_has_no_answer(tmp_path: Path) -> None:
    """A current monitor whose sheet names I2C and never SPI: a "SCLK ≤ 100 kHz" timing
    condition read as a clock is another bus's; a shift register naming no bus still answers."""
    iface = fact("MON5", "interface", "Current monitor with I2C interface", unit=None,
                 values=["I2C"])  # fmt: skip
    clock = fact("MON5", "spi_clock_frequency", "tR Clock rise time for SCLK ≤ 100kHz 1000 ns",
                 unit="kHz", max=100.0)  # fmt: skip
    shift = fact("SR8", "spi_clock_frequency", "fmax maximum clock frequency SHCP 25 MHz",
                 unit="MHz", max=25.0)  # fmt: skip
    store = make_store(tmp_path, {"MON5": [iface, clock], "SR8": [shift]})
    mon = answer_question("What is the maximum SPI clock frequency of the MON5?", store)
    assert mon.items == [] and "no SPI" in mon.text, mon.text
    assert [i.max for i in answer_question("max SPI clock of the SR8?", store).items] == [25.0]


def test_a_row_for_the_other_state_of_a_named_function_does_not_answer(tmp_path: Path) -> None:
    """An RTC's standby current with its clock output running is not the row with that
    output disabled."""
    off = fact("RT3", "standby_current", "interface inactive; CLKOUT disabled 250 500 nA",
               unit="nA", typ=250.0, max=500.0)  # fmt: skip
    on = fact("RT3", "standby_current", "interface inactive; CLKOUT enabled 550 1000 nA",
              unit="nA", typ=550.0, max=1000.0)  # fmt: skip
    store = make_store(tmp_path, {"RT3": [off, on]})
    running = answer_question("rt3 standby current with CLKOUT running?", store)
    assert [i.typ for i in running.items] == [550.0]
    stopped = answer_question("rt3 standby current with CLKOUT disabled?", store)
    assert [i.typ for i in stopped.items] == [250.0]


def test_a_pin_held_at_the_other_level_answers_another_state(tmp_path: Path) -> None:
    """ "EN pulled high" asked, the rows at "EN low" and "EN high": each level is a state of
    its own (a ship mode, a shutdown), and the other level's row never answers."""
    low = fact("KV5", "standby_current", "Standby current, EN pulled low 330 520 nA", unit="nA",
               typ=330.0, max=520.0)  # fmt: skip
    high = fact("KV5", "standby_current", "Ship mode, EN = 1 high 5 25 nA", unit="nA",
                typ=5.0, max=25.0)  # fmt: skip
    store = make_store(tmp_path, {"KV5": [low, high]})
    ans = answer_question("what is the standby current of the kv5 with EN pulled high?", store)
    assert [i.typ for i in ans.items] == [5.0], ans.text
    pulled = V.Check("standby_current", condition_text="the ship-mode current (EN pulled high)")
    assert V.function_state_clash(low, pulled, None) is not None
    # a level said of no pin ("logic high") states no pin's level
    check = V.Check("standby_current", condition_text="with a logic high on the input")
    assert V.function_state_clash(low, check, None) is None


def test_a_function_the_question_switches_on_or_off_picks_that_states_row(
    tmp_path: Path,
) -> None:
    """ "the alarm output on", "with HEATER off": a function the row names, switched on or
    off in plain words, chooses between its rows like "enabled"/"disabled" does."""
    off = fact("WX4", "supply_current", "bus idle; HEATER disabled 0.4 0.8 mA",
               unit="mA", typ=0.4, max=0.8)  # fmt: skip
    on = fact("WX4", "supply_current", "bus idle; HEATER enabled 31 40 mA",
              unit="mA", typ=31.0, max=40.0)  # fmt: skip
    store = make_store(tmp_path, {"WX4": [off, on]})
    heating = answer_question("wx4 on 3v3, bus idle but heater on - how much current?", store)
    assert [i.typ for i in heating.items] == [31.0]
    cold = answer_question("wx4 current with the heater off and the bus idle?", store)
    assert [i.typ for i in cold.items] == [0.4]


def test_mode_codes_the_question_names_pick_the_row_naming_them() -> None:
    """ "11n HT40 at MCS7", "in 802.11b mode": codes of letters and digits name a row among
    siblings that share every plain word."""
    rows = [
        fact("RF9", "rx_sensitivity", "11n, HT20, MCS7 - -71 - dBm", unit="dBm", typ=-71.0),
        fact("RF9", "rx_sensitivity", "11n, HT40, MCS7 - -69 - dBm", unit="dBm", typ=-69.0),
        fact("RF9", "rx_sensitivity", "Sensitivity @30.8% PER - -97 - dBm", unit="dBm", typ=-97.0),
    ]
    assert best("rf9 rx sensitivity on 11n HT40 at MCS7?", rows).typ == -69.0
    power = [
        fact("RF9", "tx_power", "TX power 11n, MCS7 12 13 14 dBm", unit="dBm", typ=13.0),
        fact("RF9", "tx_power", "11b mode 17.5 18.5 20 dBm", unit="dBm", typ=18.5),
    ]
    assert best("What TX power does the RF9 give in 802.11b mode?", power).typ == 18.5


def test_the_parts_own_name_and_a_bus_name_are_no_mode_codes() -> None:
    assert question_context("RT3 current with I2C idle?", device_names=("RT3",)).codes == set()
    assert question_context("esp32 tx power in 11g mode", device_names=("esp32",)).codes == {"11g"}


def test_an_operating_range_beats_the_narrower_range_the_figures_are_specified_over(
    tmp_path: Path,
) -> None:
    specified = fact("QPA7", "operating_temperature", "Specified range 0 70 °C", unit="°C")
    specified.min, specified.max = 0.0, 70.0
    operating = fact("QPA7", "operating_temperature", "Operating range -40 85 °C", unit="°C")
    operating.min, operating.max = -40.0, 85.0
    store = make_store(tmp_path, {"QPA7": [specified, operating]})
    answer = answer_question("The QPA7 sits in a cabinet at 80 °C. Is it rated for that?", store)
    assert answer.verdict == "compatible", answer.text
    (item,) = answer_question("operating temp range of the qpa7?", store).items
    assert (item.min, item.max) == (-40.0, 85.0)


def test_a_load_written_with_the_ohm_sign_is_a_condition_term() -> None:
    # "into a 50 Ω load" picks the "(50 Ohm load)" row over the high-impedance one
    assert question_terms("into a 50 Ω load?", [])[0] == {"50ohm"}
    assert question_terms("Output swing (50 Ohm load)", [])[0] == {"50ohm"}
    assert question_terms("with a 4.7 kΩ pull-up", [])[0] == {"4.7kohm"}
    assert question_terms("supply current at 3.4 Gbps", [])[0] == {"3.4gbps"}


def test_a_register_field_named_with_its_bits_is_that_fields_setting() -> None:
    # "CL[1:0] = 01" in a row and "CL=01" in a question set the same field to the same code
    assert state_assignments("Current limit CL[1:0] = 01 200 235 270 mA") == {"cl": "1"}
    assert state_assignments("with the limit set to cl=01?") == {"cl": "1"}
    assert state_assignments("CL[1:0] = 00") != state_assignments("cl=01")


def test_a_question_asking_for_each_state_or_every_option_gets_them_all(tmp_path) -> None:
    """ "current in each state", "what data rates can it run at", "list them all": every
    accepted row is asked for; "how much does each relay draw" asks one figure per relay."""
    rows = [
        fact("PX4", "supply_current", f"Supply current, {state} mode {ma} mA", unit="mA",
             typ=ma, condition=f"{state} mode")
        for state, ma in (("active", 3.1), ("idle", 0.4), ("sleep", 0.002))
    ]  # fmt: skip
    store = make_store(tmp_path, {"PX4": rows})
    try:
        for asked in (
            "px4 current draw in each state?",
            "How much current does the PX4 draw in each of the operating modes?",
            "px4 supply currents, list them all",
        ):
            answer = answer_question(asked, store)
            assert sorted(i.typ for i in answer.items) == [0.002, 0.4, 3.1], (asked, answer.text)
        one = answer_question("How much current does the PX4 draw in sleep mode?", store)
        assert [i.typ for i in one.items] == [0.002], one.text
    finally:
        store.close()


def test_what_rates_can_it_run_at_lists_every_rate() -> None:
    from specproof.agent.understand.kind import lists_every

    assert lists_every("What output data rates can the QX7 run at?")
    assert lists_every("which frequency bands can the radio be programmed for?")
    assert not lists_every("how much current does each relay draw?")
    assert not lists_every("What output data rate does the QX7 use by default?")


def test_a_row_stating_a_number_answers_before_one_relative_to_the_rail(tmp_path) -> None:
    """The table gives VIH as "0.7 VDD" and the notes "VIH min. 2.6 V": asked the minimum
    high level, the row with a number answers; the relative row alone would print none."""
    rows = [
        fact("LQ5", "input_high_voltage", "Input high level VIH 0.7 VDD VDD + 0.5 V",
             expr_min="0.7 VDD", expr_max="VDD + 0.5"),
        fact("LQ5", "input_high_voltage", "5 V logic works directly (VIH min. 2.6 V).",
             min=2.6, section=SectionKind.FEATURES),
    ]  # fmt: skip
    store = make_store(tmp_path, {"LQ5": rows})
    try:
        answer = answer_question("min high level the lq5 data input needs?", store)
        assert [i.min for i in answer.items] == [2.6], answer.text
    finally:
        store.close()


def test_a_figure_stated_per_resolution_has_no_answer_for_another_resolution(tmp_path) -> None:
    """Conversion times for 9 to 12 bits and a minimum input time naming no resolution:
    asked in 8-bit mode, nothing answers; asked in 11-bit mode, the 11-bit row does."""
    us = {"unit": "us"}
    rows = [
        *(fact("QD9", "response_time", f"ADC conversion time {bits} bit {t} us", typ=t,
               condition=f"{bits} bit", **us) for bits, t in ((9, 84.0), (11, 276.0), (12, 532.0))),
        fact("QD9", "response_time", "Minimum convert input low time 4 us", min=4.0, **us),
    ]  # fmt: skip
    store = make_store(tmp_path, {"QD9": rows})
    try:
        eight = answer_question("What is the QD9 ADC conversion time in 8-bit mode?", store)
        assert eight.verdict == "insufficient_evidence", eight.text
        eleven = answer_question("qd9 adc conversion time in 11-bit mode?", store)
        assert [i.typ for i in eleven.items] == [276.0], eleven.text
    finally:
        store.close()


def test_a_row_of_another_sensing_block_or_unit_kind_does_not_answer(tmp_path) -> None:
    """An IMU sheet gives the gyroscope's start-up time and full-scale ranges in °/s: asked
    the accelerometer's start-up time ("not the gyro"), nothing answers; asked the
    gyro's, its row does."""
    rows = [
        fact("QM6", "warm_up_time", "Start-up time from power-on 30 ms", typ=30.0, unit="ms",
             condition="Gyroscope specifications"),
        fact("QM6", "measurement_range", "Full-scale range FS_SEL=3 ±2000 °/s", unit="°/s",
             min=-2000.0, max=2000.0),
    ]  # fmt: skip
    store = make_store(tmp_path, {"QM6": rows})
    try:
        accel = answer_question(
            "qm6 accelerometer start-up time from power on? (not the gyro)", store
        )
        assert accel.verdict == "insufficient_evidence", accel.text
        gyro = answer_question("What is the QM6 gyroscope start-up time?", store)
        assert [i.typ for i in gyro.items] == [30.0], gyro.text
    finally:
        store.close()


def test_a_row_in_a_unit_of_another_kind_than_the_one_asked_is_rejected() -> None:
    from specproof.agent.unit_policy import unit_of_another_kind

    rate = fact("QM6", "measurement_range", "±250, ±500, ±1000, ±2000", unit="°/s", max=2000.0)
    field = fact("QM6", "measurement_range", "Field range ±8 gauss", unit="gauss", max=8.0)
    in_gauss = V.Check("measurement_range", condition_text="qm6 full scale range in gauss?")
    assert unit_of_another_kind(rate, in_gauss, None) is not None
    assert unit_of_another_kind(field, in_gauss, None) is None
    plain = V.Check("measurement_range", condition_text="qm6 full scale range?")
    assert unit_of_another_kind(rate, plain, None) is None


def test_a_short_mode_word_inside_a_part_name_names_no_mode(tmp_path) -> None:
    """ "rxs-433 sensitivity?" names no receive mode: the row of the RXS-433L version (whose
    name holds "rx" too) does not beat the base part's row."""
    from specproof.agent.terms import question_terms

    assert question_terms("rxq-433 sensitivity?", [])[1] == set()
    assert question_terms("current in rx mode?", [])[1] == {"rx"}
    base = fact(
        "RXQ-433",
        "rx_sensitivity",
        "Ps -108 -105 -106 -103 dBm",
        unit="dBm",
        typ=-108.0,
        max=-105.0,
    )
    low = fact(
        "RXQ-433",
        "rx_sensitivity",
        "Ps -108 -105 -106 -103 dBm",
        unit="dBm",
        typ=-106.0,
        max=-103.0,
        variant="RXQ-433L",
    )
    store = make_store(tmp_path, {"RXQ-433": [low, base]})
    try:
        answer = answer_question("rxq-433 sensitivity?", store)
        assert [i.typ for i in answer.items][:1] == [-108.0], answer.text
    finally:
        store.close()


def test_an_average_asked_is_the_row_that_says_average(tmp_path) -> None:
    from agent_support import fact, make_store
    from specproof.agent.workflow import answer_question

    rows = [
        fact("QM9", "supply_current", "ITX3 Supply current @ -3 dBm output 8.1 mA", unit="mA",
             typ=8.1, si_typ=0.0081, condition="Supply current @ -3 dBm output; Transmit"),
        fact("QM9", "supply_current", "ITX_AVG Average supply current @ -3 dBm 0.2 mA",
             unit="mA", typ=0.2, si_typ=0.0002,
             condition="Average supply current @ -3 dBm; Transmit"),
    ]  # fmt: skip
    store = make_store(tmp_path, {"QM9": rows})
    ans = answer_question("What average current does the QM9 draw at -3 dBm output?", store)
    assert [i.typ for i in ans.items] == [0.2], ans.text
    store.close()


def test_a_part_named_like_a_mode_asks_no_mode(tmp_path) -> None:
    from agent_support import fact, make_store
    from specproof.agent.workflow import answer_question

    rows = [
        fact("RX9", "supply_current", "Transmit current 18 mA", unit="mA", typ=18.0,
             si_typ=0.018, condition="Transmit"),
    ]  # fmt: skip
    store = make_store(tmp_path, {"RX9": rows})
    ans = answer_question("What current does the RX9 draw while transmitting?", store)
    assert [i.typ for i in ans.items] == [18.0], ans.text
    from specproof.agent.terms import question_terms

    assert question_terms("what does the rx9 draw?", [])[1] == set()
    store.close()


@pytest.mark.parametrize(
    ("text", "modes"),
    [
        ("supply range in local (non-parasite) power mode", set()),
        ("supply range in local power mode (non-parasite)", {"local"}),
        ("conversion time when not in parasite mode", set()),
        ("receive current without transmit bursts", {"rx"}),
        ("supply range in parasite power mode", {"parasite"}),
    ],
)
def test_a_negated_mode_word_names_no_mode(text: str, modes: set[str]) -> None:
    assert question_terms(text, [])[1] == modes


def test_a_barcode_density_asked_picks_the_row_of_that_density(tmp_path: Path) -> None:
    """A reading-distance table per symbology and density ("Code 39 5 mil", "QR Code 15
    mil"): "a 15 mil qr code" is read from the 15 mil row, not the first row naming a code."""
    rows = [
        fact("BQ9", "measurement_range", "Code 39 5 mil 30 110 mm", unit="mm", min=30.0,
             max=110.0, quantity="distance", condition="Reading distance (typical)"),
        fact("BQ9", "measurement_range", "QR Code 15 mil 45 190 mm", unit="mm", min=45.0,
             max=190.0, quantity="distance", condition="Reading distance (typical)"),
    ]  # fmt: skip
    store = make_store(tmp_path, {"BQ9": rows})
    ans = answer_question("how far away can the bq9 read a 15 mil qr code?", store)
    assert [(i.min, i.max) for i in ans.items] == [(45.0, 190.0)], ans.text


@pytest.mark.parametrize(
    ("row", "answered"),
    [
        ("The module supports a data rate of up to 150 Mbps", False),
        ("UART data rate up to 5 Mbps", True),
    ],
)
def test_a_uart_baud_rate_is_not_answered_by_another_links_data_rate(
    tmp_path: Path, row: str, answered: bool
) -> None:
    """ "what's the max uart baud rate?" of a module whose only rate row is its radio's: the
    sibling field answers only where the row names a serial port."""
    facts = [fact("WM3", "data_rate", row, unit="Mbps", max=float(row.split()[-2]))]
    store = make_store(tmp_path, {"WM3": facts})
    ans = answer_question("what's the max uart baud rate of the wm3 module?", store)
    assert bool(ans.items) is answered, ans.text
