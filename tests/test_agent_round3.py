"""Round 3 of the agent: repeated fields, listed cases, row choice by wording, completing
rows, comparison sentences and readable rejections."""

from __future__ import annotations

import hashlib
from pathlib import Path

from specproof.agent.answer import comparison_text
from specproof.agent.score import heading_words, score_candidate
from specproof.agent.terms import identifier_terms, question_terms
from specproof.agent.understand import find_fields, split_alternatives, with_condition_text
from specproof.agent.understand.context import excluded_names, hyphen_initials, question_context
from specproof.agent.understand.kind import comparison_asked
from specproof.agent.understand.words import request_words
from specproof.agent.validate import Check, validate_fact
from specproof.agent.workflow import answer_question
from specproof.records import Chunk, Document, Item, Line, Page, SectionKind, Source
from specproof.store.sqlite import SQLiteStore
from test_agent_support import fact, make_store


def requests(q: str):
    return split_alternatives(with_condition_text(q, find_fields(q)))


def _score(f, question: str, own: str | None = None, store=None) -> float:
    own = question if own is None else own
    ctx = question_context(question)
    terms = question_terms(own, [])
    return score_candidate(
        f, terms, None, True, context=ctx, asked=request_words(own), store=store
    ).score


# ---------------------------------------------------------------- route


def test_same_field_asked_twice_with_own_qualifiers_is_two_requests() -> None:
    reqs = requests(
        "What are the X's typical supply current while measuring and its typical average "
        "supply current?"
    )
    assert [r.field for r in reqs] == ["supply_current", "supply_current"]
    assert "measuring" in reqs[0].condition_text and "average" not in reqs[0].condition_text
    assert "average" in reqs[1].condition_text and "measuring" not in reqs[1].condition_text
    enumerated = requests(
        "What are (a) the typical high-level source current and (b) the typical low-level "
        "sink current of the X?"
    )
    assert [r.field for r in enumerated] == ["output_current", "output_current"]
    assert "sink" in enumerated[1].condition_text and "sink" not in enumerated[0].condition_text


def test_restated_field_stays_one_request() -> None:
    assert len(requests("What is the supply current (supply current IDD) of the X?")) == 1
    assert len(requests("What is the supply voltage range of the X supply voltage VDD?")) == 1


def test_listed_cases_sharing_a_noun_split_an_operating_point_does_not() -> None:
    reqs = requests(
        "What burn-in time does the X need for storage of less than one month, 1 to 6 months, "
        "and more than six months?"
    )
    assert len(reqs) == 3
    assert all("need for" in r.condition_text for r in reqs)  # the shared words stay with each
    assert "1 to 6 months" in reqs[1].condition_text
    assert len(requests("What is the supply current of the X at 3.3 V, 25 °C and 1 MHz?")) == 1


# ---------------------------------------------------------------- gather


def test_question_vocabulary_helpers() -> None:
    assert excluded_names("the inputs AIN1 and BIN2 (not nSLEEP)") == {"nsleep"}
    assert excluded_names("not less than 48 hours, other than that") == set()
    assert hyphen_initials("in the l-resolution mode") == {"lr"}
    assert identifier_terms("power in Mode 3 at a gain of 128") == {"mode#3", "gain#128"}


def test_ac_and_dc_ratings_follow_the_unit() -> None:
    ac = fact("R", "contact_voltage", "Max. allowable voltage 250VAC/110VDC", unit="VAC", max=250)
    dc = fact("R", "contact_voltage", "Max. allowable voltage 250VAC/110VDC", unit="VDC", max=110)
    q = "What is the maximum contact voltage of the R?"
    assert _score(ac, q, own=q + " ac") > _score(dc, q, own=q + " ac")
    assert _score(dc, q, own=q + " dc") > _score(ac, q, own=q + " dc")


def test_excluded_pin_row_loses_to_all_other_pins() -> None:
    sleep = fact("D", "input_high_voltage", "nSLEEP 2.5", min=2.5, symbol="VIH")
    sleep.condition = "nSLEEP"
    others = fact("D", "input_high_voltage", "All other pins 2", min=2.0, symbol="VIH")
    others.condition = "All other pins"
    q = "What is the minimum VIH of the D's AIN1 and AIN2 inputs (not nSLEEP)?"
    assert _score(others, q) > _score(sleep, q)


def test_error_code_row_loses_to_the_specification() -> None:
    spec = fact("B", "measurement_range", "Operating range 300…1100 hPa", unit="hPa", min=300)
    code = fact("B", "measurement_range", "41 Implausible pressure (default limits: 900…1100 hPa)")
    code.unit, code.min, code.max = "hPa", 900, 1100
    spec.max = 1100
    spec.section = SectionKind.FEATURES
    q = "What is the B's operating pressure range?"
    assert _score(spec, q) > _score(code, q)
    asked = "Which default limits does the B's implausible-pressure check use?"
    assert _score(code, asked) >= _score(spec, asked)


def test_mode_wording_decides_between_rows() -> None:
    low = fact("L", "response_time", "tLR 16 24 ms", unit="ms", typ=16, max=24)
    low.condition = "tLR"
    high = fact("L", "response_time", "tHR 120 180 ms", unit="ms", typ=120, max=180)
    high.condition = "tHR"
    q = "How long does a measurement take in the L's L-resolution mode?"
    assert _score(low, q) > _score(high, q)
    down = fact("N", "standby_current", "Supply current in power down 900 nA", unit="nA", typ=900)
    standby = fact("N", "standby_current", "Supply current in standby-I mode 26 uA", unit="uA")
    standby.typ = 26
    q = "What is the N's supply current in power down mode?"
    assert _score(down, q) > _score(standby, q)
    mode3 = fact("C", "power_consumption", "Mode 3 at VDD= 1.8V 1.2 mW", unit="mW", value=1.2)
    mode1 = fact("C", "power_consumption", "Mode 1 & 4 at VDD= 1.8V 46 mW", unit="mW", value=46)
    q = "What is the C's power consumption in Mode 3 at VDD = 1.8 V?"
    assert _score(mode3, q) > _score(mode1, q)


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
    assert _score(acc, q, store=store) > _score(gyro, q, store=store)


# ---------------------------------------------------------------- whole answers


def test_twin_requests_each_get_their_own_row(tmp_path: Path) -> None:
    src = fact("E", "output_current", "High-level source current 40 mA", unit="mA", typ=40)
    src.condition = "High-level source current"
    sink = fact("E", "output_current", "Low-level sink current 28 mA", unit="mA", typ=28)
    sink.condition = "Low-level sink current"
    store = make_store(tmp_path, {"E1234": [src, sink]})
    ans = answer_question(
        "What are (a) the typical high-level source current and (b) the typical low-level "
        "sink current of the E1234?",
        store,
    )
    assert [i.typ for i in ans.items] == [40, 28]


def test_missing_bound_is_completed_from_a_row_of_the_same_condition(tmp_path: Path) -> None:
    rec = fact("D22", "supply_voltage", "recommended supply voltage is 5V", typ=5)
    span = fact("D22", "supply_voltage", "VDD Power (3.3V-5.5V)", min=3.3, max=5.5)
    store = make_store(tmp_path, {"DHT2200": [rec, span]}, {"DHT2200": ["D22"]})
    ans = answer_question("What is the DHT2200's supply voltage range (min/typ/max)?", store)
    bounds = {(k, getattr(i, k)) for i in ans.items for k in ("min", "typ", "max") if getattr(i, k)}
    assert bounds >= {("min", 3.3), ("typ", 5), ("max", 5.5)}
    assert any(s.step == "complete" for s in ans.trace.steps)


def test_no_completion_from_a_row_of_another_condition(tmp_path: Path) -> None:
    local = fact("S18", "input_high_voltage", "Input Logic-High VIH 5.5 V", max=5.5)
    local.condition = "Local power"
    parasite = fact("S18", "input_high_voltage", "Parasite power +3.0 V", min=3.0)
    parasite.condition = "Parasite power"
    store = make_store(tmp_path, {"DS18B99": [local, parasite]})
    ans = answer_question(
        "What are the minimum and maximum input logic-high voltage of the DS18B99 when "
        "locally powered?",
        store,
    )
    assert len(ans.items) == 1


def test_sensor_output_voltage_keeps_the_analog_field(tmp_path: Path) -> None:
    out = fact("A712", "analog_output_voltage", "VIOUT(Q) = 2.5 V", value=2.5)
    store = make_store(tmp_path, {"ACS7120": [out]})
    ans = answer_question("What is the ACS7120's quiescent output voltage?", store)
    assert [i.field for i in ans.items] == ["analog_output_voltage"]


def test_storage_section_answers_a_question_about_storage(tmp_path: Path) -> None:
    aging = fact("MQ", "warm_up_time", "1 ~ 6 months No less than 72 hours", unit="hours", min=72)
    aging.section = SectionKind.STORAGE
    store = make_store(tmp_path, {"MQ9000": [aging]})
    assert (
        validate_fact(aging, Check("warm_up_time", condition_text="after storage"), store) is None
    )
    rejected = validate_fact(aging, Check("warm_up_time", condition_text="preheat"), store)
    assert rejected is not None and rejected.policy == "section_kind"


def test_rejections_in_the_trace_say_what_was_rejected(tmp_path: Path) -> None:
    good = fact("Z", "supply_voltage", "VDD 1.8 3.6 V", min=1.8, max=3.6)
    absmax = fact("Z", "supply_voltage", "VDD to GND -0.3 4.25 V", min=-0.3, max=4.25)
    absmax.section = SectionKind.ABS_MAX
    store = make_store(tmp_path, {"ZX2000": [good, absmax]})
    ans = answer_question("What is the supply voltage range of the ZX2000?", store)
    steps = [s.detail for s in ans.trace.steps if s.step == "validate"]
    assert steps and "4.25" in steps[0]["rejected"] and "p.1" in steps[0]["rejected"]
    assert "_" not in steps[0]["reason"]


def test_comparison_text_names_the_winner() -> None:
    src = Source("a.pdf", 1, "q")
    a = Item("A", "data_rate", max=200, unit="ksps", source=src)
    b = Item("B", "data_rate", max=860, unit="SPS", source=src)
    text = comparison_text(
        comparison_asked("Which ADC offers the higher maximum sampling rate, A or B?"), [a, b]
    )
    assert text is not None and text.startswith("A has the higher")
    low = comparison_text(
        comparison_asked(
            "Which draws less typical current: A or B? Give the typical and maximum values."
        ),
        [
            Item("A", "standby_current", typ=0.1, max=0.3, unit="uA", source=src),
            Item("B", "standby_current", typ=0.01, max=1.0, unit="uA", source=src),
        ],
    )
    assert low is not None and low.startswith("B has the lower")
    assert comparison_asked("What are the supply voltages of A and B?") is None
    assert comparison_text(None, [a, b]) is None
