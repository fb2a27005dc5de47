"""A question that fixes a condition by its value ("at +13 dBm", "at 300 mA load", "at
72 MHz") is answered from the row stated for that value; a row stated for another value of
the same condition is set aside, and with no row of the value asked the answer abstains."""

from __future__ import annotations

import pytest

from agent_support import fact, make_store
from pdfgen import datasheet_pdf
from specproof.agent.row_conditions import (
    _spans,
    fixed_conditions,
    input_voltages,
    stated_for_another,
)
from specproof.agent.workflow import answer_question
from specproof.config import Settings
from specproof.library import Library


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("IIN = 2 mA to 20 mA", [("current", 0.002, 0.02, "iin")]),
        ("1.8 V ≤ VCCA ≤ 3.6 V", [("voltage", 1.8, 3.6, "vcca")]),
        ("1.6 V ≤ EVDD0 ≤ VDD ≤ 5.5 V", [("voltage", 1.6, 5.5, "vdd")]),
        (
            "(TA = 25 °C, 1.6 V ≤ EVD",
            [("temperature", 25.0, 25.0, "ta"), ("voltage", 1.6, float("inf"), "")],
        ),
        ("TJ = -40 ~ 125 °C", [("temperature", -40.0, 125.0, "tj")]),
        ("from 4.5 V and 5.5 V", [("voltage", 4.5, 5.5, "")]),
        ("VIO = VDD − 0.6 V", []),  # an offset from the supply, not a value
        ("3.3 V ± 0.15 V", [("voltage", 3.3, 3.3, "")]),
        ("GND = 0 V, fOSC = 12 MHz", [("frequency", 12e6, 12e6, "fosc")]),
        ("interface idle (fSCL = 0 Hz)", [("frequency", 0.0, 0.0, "fscl")]),
        ("output +7 dBm, 250 kbit/s", [("power_level", 7.0, 7.0, ""), ("bitrate", 25e4, 25e4, "")]),
        ("IOH = −8 mA", [("current", 0.008, 0.008, "ioh")]),  # sign conventions differ
        ("the LTX2210-3.3 and LTX2210-5", []),  # part numbers are no quantities
        # a typeset en-dash minus, and a footnote mark right after the unit
        ("Idle, –40 to +85 °C3", [("temperature", -40.0, 85.0, "")]),
        ("VDD 2.7–3.6 V", [("voltage", 2.7, 3.6, "")]),
    ],
)
def test_quantities_spans_and_bands_are_read_with_their_symbols(text, expected) -> None:
    got = [(s.dimension, s.low, s.high, s.symbol) for s in _spans(text)]
    assert got == [(d, pytest.approx(lo), pytest.approx(hi), sym) for d, lo, hi, sym in expected]


def test_a_value_of_the_asked_kind_is_the_answer_asked_about_not_a_condition() -> None:
    assert fixed_conditions("is the supply 3.3 v at 10 ma load?", "supply_voltage") == [
        pytest.approx(fixed_conditions("at 10 ma", "supply_voltage")[0])
    ]
    assert [f.dimension for f in fixed_conditions("at 10 ma", "supply_voltage")] == ["current"]
    # a span of supplies fixes no single value; the score weighs it
    assert fixed_conditions("between 2 v and 5 v", "supply_current") == []
    # a temperature span is the range asked, kept whole
    (span,) = fixed_conditions("between -10 °c and 60 °c", "supply_current")
    assert (span.dimension, span.si, span.high) == ("temperature", -10.0, 60.0)
    # a value the question rules out fixes nothing
    assert fixed_conditions("over temperature, not only at +25 °c", "response_time") == []


def _dropout(load: str, mv: float):
    return fact("LQ33", "dropout_voltage", f"Dropout voltage ILOAD = {load} {mv:g} mV",
                unit="mV", typ=mv, si_typ=mv / 1000, condition=f"ILOAD = {load}")  # fmt: skip


@pytest.fixture
def store(tmp_path):
    radio = [
        fact("RFM7", "supply_current", f"Transmit, PA at {p} {ma:g} mA", unit="mA", typ=ma,
             si_typ=ma / 1000, condition=p)
        for p, ma in (("+20 dBm", 120.0), ("+13 dBm", 45.0), ("0 dBm", 18.0))
    ]  # fmt: skip
    mcu = [
        fact("KM40", "supply_current", f"Run mode fCPU = {f} {ma:g} mA", unit="mA", typ=ma,
             si_typ=ma / 1000, condition=f"fCPU = {f}; VDD = 1.8 V to 3.6 V")
        for f, ma in (("16 MHz", 3.1), ("72 MHz", 11.0))
    ]  # fmt: skip
    ldo = [_dropout("50 mA", 40.0), _dropout("300 mA", 250.0)]
    s = make_store(tmp_path, {"RFM7": radio, "KM40": mcu, "LQ33": ldo})
    yield s
    s.close()


@pytest.mark.parametrize(
    ("question", "typ"),
    [
        ("How much current does the RFM7 pull when it transmits at +13 dBm?", 45.0),
        ("rfm7 tx current at 20dbm?", 120.0),
        ("What does the KM40 draw running at 72 MHz?", 11.0),
        ("LQ33 dropout at 300 mA load?", 250.0),
        ("Quelle est la tension de déchet du LQ33 à 50 mA ?", 40.0),
        ("¿Qué caída de tensión tiene el LQ33 a 300 mA?", 250.0),
    ],
)
def test_the_row_of_the_value_asked_answers(store, question, typ) -> None:
    ans = answer_question(question, store)
    assert [i.typ for i in ans.items] == [typ], ans.text


def test_no_row_for_the_value_asked_abstains_and_shows_the_rows_it_set_aside(store) -> None:
    ans = answer_question("What is the LQ33 dropout voltage at 150 mA?", store)
    assert ans.verdict == "insufficient_evidence", ans.text
    assert any("another condition" in n.why for n in ans.closest), ans.closest


def test_a_condition_on_another_symbol_does_not_set_a_row_aside() -> None:
    """ "Vo = 0.4 V" asked is not contradicted by the table's "VDD = 4.5 to 5.5 V"."""
    row = fact("LD8", "output_current", "Segment sink current IOL 20 30 mA", unit="mA",
               condition="IOL; (Ta = 25 °C, VDD = 4.5 to 5.5 V)")  # fmt: skip
    assert (
        stated_for_another(row, fixed_conditions("sink current at vo = 0.4 v", "output_current"))
        is None
    )
    assert stated_for_another(
        row, fixed_conditions("sink current at vdd = 3.3 v", "output_current")
    )


def test_a_current_given_to_a_symbol_fixes_the_point_of_another_current_asked() -> None:
    """ "the collector current at IF = 10 mA": an optocoupler's row at IF = 5 mA answers
    another operating point; a row at the current asked, or one naming none, stays."""
    at_5 = fact("OC4", "output_current", "Collector current IC IF = 5 mA, VCE = 5 V 2.5 30 mA",
                unit="mA", condition="IF = 5 mA, VCE = 5 V")  # fmt: skip
    unnamed = fact("OC4", "output_current", "Collector current 2.5 30 mA", unit="mA")
    fixed = fixed_conditions("collector current with if = 10 ma at vce = 5 v", "output_current")
    assert stated_for_another(at_5, fixed)
    assert stated_for_another(unnamed, fixed) is None
    same = fixed_conditions("collector current with if = 5 ma", "output_current")
    assert stated_for_another(at_5, same) is None
    # a current asked without a symbol is the value asked about, no condition
    assert fixed_conditions("is 20 ma of collector current ok?", "output_current") == []


def test_values_asked_as_alternatives_each_keep_their_row() -> None:
    low = fact("EE2", "i2c_clock_frequency", "fSCL 1.7 V ≤ VCC < 2.5 V 400 kHz", unit="kHz")
    high = fact("EE2", "i2c_clock_frequency", "fSCL 2.5 V ≤ VCC ≤ 5.5 V 1000 kHz", unit="kHz")
    fixed = fixed_conditions(
        "max scl when vcc is 1.8 v, and when vcc is 5 v", "i2c_clock_frequency"
    )
    assert stated_for_another(low, fixed) is None and stated_for_another(high, fixed) is None
    only = fixed_conditions("max scl when vcc is 3.3 v", "i2c_clock_frequency")
    assert stated_for_another(low, only) and stated_for_another(high, only) is None


def test_a_generated_sheet_answers_the_transmit_power_asked(tmp_path) -> None:
    """End to end on a PDF: parsed, extracted, and the row of the asked output power wins
    over the row whose words ("TX current") fit the question better."""
    pdf = datasheet_pdf(
        tmp_path / "wl300.pdf",
        "WL300",
        [
            ("TX current consumption, +17 dBm", "ITX", "", "95", "110", "mA"),
            ("+11 dBm", "", "", "52", "", "mA"),
            ("RX current consumption", "IRX", "", "14", "", "mA"),
        ],
    )
    with Library(settings=Settings(db=str(tmp_path / "lib.db"), embedder="none")) as lib:
        lib.ingest([pdf])
        ans = lib.ask("What is the WL300 transmit current at +11 dBm?")
    assert [i.typ for i in ans.items] == [52.0], ans.text


def test_an_input_and_an_output_voltage_asked_must_both_hold() -> None:
    """ "at 5 V out from a 3.3 V input": a row for 5 V out from 2.4 V is another operating
    point."""
    fixed = fixed_conditions("load current at 5 v out from a 3.3 v input?", "output_current")
    assert {(f.si, f.symbol) for f in fixed} == {(5.0, "vout"), (3.3, "vin")}
    other = fact("BST2", "output_current", "Output current 0.6 A", unit="A",
                 value=0.6, condition="at VIN = 2.4V, VOUT = 5V")  # fmt: skip
    own = fact("BST2", "output_current", "Output current VIN = 3.3 V, VOUT = 5 V 1.0 A", unit="A",
               max=1.0, condition="VIN = 3.3 V, VOUT = 5 V")  # fmt: skip
    assert stated_for_another(other, fixed) and stated_for_another(own, fixed) is None


def test_the_rows_own_span_beats_a_table_note_carried_into_its_condition() -> None:
    note = "TA = -40 to 85 °C (A grade) or -40 to 125 °C (B grade) unless otherwise noted"
    hot = fact(
        "QH21",
        "standby_current",
        "Standby, –40 to +125 °C2 0.06 3.8 μA",
        unit="uA",
        typ=0.06,
        max=3.8,
        condition=f"Standby; {note}",
    )
    mild = fact("QH21", "standby_current", "Standby, –40 to +85 °C2 0.06 0.62 μA",
                unit="uA", typ=0.06, max=0.62, condition=f"Standby; {note}")  # fmt: skip
    fixed = fixed_conditions("running up to 125°c", "standby_current")
    assert stated_for_another(mild, fixed) is not None
    assert stated_for_another(hot, fixed) is None


def test_a_set_resistor_fixes_a_condition_even_lower_cased() -> None:
    fixed = fixed_conditions("what charge current with rprog of 1.1 kω?", "output_current")
    assert [(f.dimension, f.si) for f in fixed] == [("resistance", pytest.approx(1100.0))]
    other = fact("CH40", "output_current", "RPROG=2.2K, Current Mode 425 500 575 mA",
                 unit="mA", min=425.0, typ=500.0, max=575.0)  # fmt: skip
    assert stated_for_another(other, fixed) is not None


def test_a_power_level_followed_by_in_names_no_pin() -> None:
    fixed = fixed_conditions(
        "supply current transmitting at +12 dbm in the 433 mhz band?", "supply_current"
    )
    assert [(f.dimension, f.symbol) for f in fixed] == [("power_level", ""), ("frequency", "")]


def test_a_radio_row_of_no_state_never_answers_for_a_transmit_power_the_sheet_lacks(
    tmp_path,
) -> None:
    """Transmit currents are stated at +10 and 0 dBm; asked at +12 dBm, a stray
    "Current consumption 0.3 mA" line (no state, no power) is no answer."""
    mA = {"unit": "mA"}
    rows = [
        fact(
            "RQ7", "supply_current", "27.4 mA Transmit mode, +10 dBm output power", value=27.4, **mA
        ),
        fact(
            "RQ7", "supply_current", "15.0 mA Transmit mode, 0 dBm output power", value=15.0, **mA
        ),
        fact("RQ7", "supply_current", "Current consumption 0.3 mA", value=0.3, **mA),
    ]
    store = make_store(tmp_path, {"RQ7": rows})
    try:
        ans = answer_question(
            "What is the RQ7's supply current when transmitting at +12 dBm?", store
        )
        assert ans.verdict == "insufficient_evidence", ans.text
        hit = answer_question("RQ7 supply current when transmitting at +10 dBm?", store)
        assert [i.value for i in hit.items] == [27.4], hit.text
    finally:
        store.close()


def test_a_row_of_no_stated_load_never_answers_when_the_sheet_gives_the_value_per_load(
    tmp_path,
) -> None:
    """Not a radio: a regulator's dropout is written per load current (50 and 300 mA); asked
    at 150 mA, a feature-list line "low dropout 90 mV" that states no load is no answer.
    A table note on a row ("VIN = 5 V unless otherwise noted") still counts as stated."""
    mV = {"unit": "mV"}
    rows = [
        fact("KL50", "dropout_voltage", "Dropout IOUT = 50 mA 40 mV", typ=40.0, **mV),
        fact("KL50", "dropout_voltage", "Dropout IOUT = 300 mA 250 mV", typ=250.0, **mV),
        fact("KL50", "dropout_voltage", "• Low dropout: 90 mV", value=90.0, **mV),
    ]
    store = make_store(tmp_path, {"KL50": rows})
    try:
        ans = answer_question("kl50 dropout at 150ma?", store)
        assert ans.verdict == "insufficient_evidence", ans.text
        assert any("no stated condition" in n.why for n in ans.closest), ans.closest
        hit = answer_question("What is the KL50 dropout at 300 mA?", store)
        assert [i.typ for i in hit.items] == [250.0], hit.text
    finally:
        store.close()


def test_a_row_stating_one_of_the_fixed_conditions_stays() -> None:
    """Asked "+8 dBm from 3 V": the row "+8 dBm" states the power, and its supply sits in
    the table's note; only a row stating neither is set aside."""
    from specproof.agent.row_conditions import unstated_beside

    fixed = fixed_conditions("tx current at +8 dbm from a 3 v supply", "supply_current")
    tx8 = fact("NR5", "supply_current", "Radio TX, +8 dBm 14.2 mA", unit="mA", typ=14.2)
    bare = fact("NR5", "supply_current", "Current consumption 3 mA", unit="mA", typ=3.0)
    hv = fact("NR5", "supply_current", "Radio TX, +8 dBm, VDDH = 5 V 9.0 mA", unit="mA", typ=9.0)
    assert unstated_beside([tx8, bare], [hv], fixed) == [bare]
    assert unstated_beside([tx8, bare], [], fixed) == []


def test_a_row_stated_over_a_narrower_temperature_range_answers_another_grade() -> None:
    """Asked "worst case across -40..125 °C", the row "-40 to +85 °C" is another grade's;
    a row over "-40 to +125 °C" covers it, and a row at one temperature is not judged."""
    fixed = fixed_conditions("standby current worst case across -40..125c", "standby_current")
    narrow = fact("HT7", "standby_current", "Standby, -40 to +85 °C 0.06 0.62 µA", unit="uA")
    wide = fact("HT7", "standby_current", "Standby, -40 to +125 °C 0.06 3.8 µA", unit="uA")
    room = fact("HT7", "standby_current", "Standby, TA = 25 °C 0.06 µA", unit="uA")
    assert stated_for_another(narrow, fixed)
    assert stated_for_another(wide, fixed) is None
    assert stated_for_another(room, fixed) is None


@pytest.mark.parametrize(
    ("quote", "condition", "expected"),
    [
        ("Max. output current at 5.1 V 1.0 A", "Input voltage 3.7 V", [(3.7, 3.7)]),
        ("Output current 3 A", "VIN = 4.5 to 28 V", [(4.5, 28.0)]),
        ("Output 2 A (5 V input)", "", [(5.0, 5.0)]),
        ("• Output current for VIN > 2.5 V, VOUT = 3.3 V: 2 A", "", [(2.5, float("inf"))]),
        ("IOUT VIN ≤ 5 V 1 A", "", [(float("-inf"), 5.0)]),
        # the output a current is rated at is no input
        ("Output current VOUT = 3.3V 600 mA", "", []),
    ],
)
def test_the_input_voltage_a_supply_rating_is_stated_at_is_read_with_its_bound(
    quote: str, condition: str, expected: list[tuple[float, float]]
) -> None:
    row = fact("SUP-1", "output_current", quote, unit="A", condition=condition)
    assert input_voltages(row) == expected


def _output_low(vdd: str, fraction: str):
    # a level stated relative to the supply ("0.1 × VDD"): no number for a later check
    # to hold against the question's supply, so the condition is judged on the row
    return fact("SND4", "output_low_voltage", f"VOL VDD = {vdd}, IOL = 1 mA {fraction} × VDD V",
                condition=f"VDD = {vdd}, IOL = 1 mA", expr_max=f"{fraction}×VDD")  # fmt: skip


@pytest.mark.parametrize(
    ("question", "stated_at"),
    [
        ("SND4 output low level at VDD = 3.0 V?", ["3.0 V"]),
        ("snd4 vol when vdd is 1.65 v", ["1.65 V"]),
        # no row at 2.5 V: the rows at 1.65 V and 3.0 V answer other questions
        ("What is the SND4 output low voltage at VDD = 2.5 V?", []),
    ],
)
def test_a_supply_voltage_fixes_the_condition_of_another_voltage_asked(
    tmp_path, question: str, stated_at: list[str]
) -> None:
    sheet = [_output_low("1.65 V", "0.1"), _output_low("3.0 V", "0.2")]
    store = make_store(tmp_path, {"SND4": sheet})
    ans = answer_question(question, store)
    assert [i.condition.split(",")[0] for i in ans.items] == [f"VDD = {v}" for v in stated_at], (
        ans.text
    )


def test_a_supply_fixed_for_another_voltage_never_judges_the_rows_own_value() -> None:
    # the row's "0.4 V" is its value, not the supply it is stated at
    row = fact("SND5", "output_low_voltage", "VOL IOL = 3 mA 0.4 V", max=0.4)
    fixed = fixed_conditions("vol at vdd = 2.5 v", "output_low_voltage")
    assert [f.symbol for f in fixed] == ["vdd"]
    assert stated_for_another(row, fixed) is None
    # asked of the supply itself, the voltage is the value asked, no condition
    assert fixed_conditions("is vdd = 2.5 v allowed?", "supply_voltage") == []


def _clock_row(band: str, khz: float):
    return fact("XP17", "i2c_clock_frequency", f"fSCL VDD = {band} 0 {khz:g} kHz", unit="kHz",
                min=0.0, max=khz, si_min=0.0, si_max=khz * 1000, condition=f"VDD = {band}")  # fmt: skip


@pytest.mark.parametrize(
    ("question", "khz"),
    [
        ("max i2c clock of the xp17 when it runs at 3.3v?", 400.0),
        ("XP17 SCL clock at VDD = 5 V, maximum?", 1700.0),
        ("xp17 max scl at 2.0 v?", 100.0),
    ],
)
def test_the_row_stated_for_the_narrowest_range_holding_the_value_asked_answers(
    tmp_path, question: str, khz: float
) -> None:
    # one row per supply band, each band inside the one before (a speed grade per supply)
    rows = [
        _clock_row("1.8 V to 5.5 V", 100.0),
        _clock_row("2.7 V to 5.5 V", 400.0),
        _clock_row("4.5 V to 5.5 V", 1700.0),
    ]
    store = make_store(tmp_path, {"XP17": rows})
    ans = answer_question(question, store)
    assert [i.max for i in ans.items] == [khz], ans.text


def test_a_supply_whose_subscript_the_page_lost_is_still_the_supply(tmp_path) -> None:
    """ "75 ksps max. sampling rate at V = 2.7V" (VDD with its subscript lost): no answer
    for a question asked at 3.3 V."""
    rows = [
        fact("AQ8", "data_rate", "75 ksps max. sampling rate at V = 2.7V", unit="ksps",
             max=75.0, si_max=75e3, condition="at V = 2.7V"),
        fact("AQ8", "data_rate", "Throughput rate 200 ksps VDD = 5V", unit="ksps", max=200.0,
             si_max=200e3, condition="VDD = 5V"),
    ]  # fmt: skip
    store = make_store(tmp_path, {"AQ8": rows})
    try:
        ans = answer_question("What is the maximum sample rate of the AQ8 at VDD = 3.3 V?", store)
        assert ans.verdict == "insufficient_evidence", ans.text
        at = answer_question("What is the maximum sample rate of the AQ8 at VDD = 2.7 V?", store)
        assert [i.max for i in at.items] == [75.0], at.text
    finally:
        store.close()
