"""What a factual answer holds: one row per request, a missing bound completed only from a
row of the same condition, the field asked, storage rows for storage questions, the
rejections in the trace, the interfaces a quote names, and the winner of a comparison.
"""

from __future__ import annotations

from pathlib import Path

from agent_support import fact, make_store
from specproof.agent.answer import comparison_text, stated_values
from specproof.agent.understand.kind import comparison_asked
from specproof.agent.validate import Check, validate_fact
from specproof.agent.workflow import answer_question
from specproof.records import Item, SectionKind, Source


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


def test_a_value_said_in_part_is_answered_by_the_row_stating_it_in_full(tmp_path: Path) -> None:
    """The feature list's "highest input 28 V" and the table's "VIN 3.8 ... 28 V" state one
    specification; asked the highest input, the answer gives the table row whole (both
    bounds), and an unrelated row with a different maximum never replaces it."""
    V = {"unit": "V", "dimension": "voltage"}
    feature = fact(
        "BK28", "supply_voltage", "• Highest input voltage 28 V", max=28.0, si_max=28.0, **V
    )
    row = fact("BK28", "supply_voltage", "VIN 3.8 28 V", min=3.8, max=28.0,
               si_min=3.8, si_max=28.0, **V)  # fmt: skip
    other = fact("BK28", "supply_voltage", "VIN abs 0 30 V", min=0.0, max=30.0, si_min=0.0,
                 si_max=30.0, **V)  # fmt: skip
    store = make_store(tmp_path, {"BK2800": [feature, other, row]}, {"BK2800": ["BK28"]})
    ans = answer_question("whats the highest input voltage the bk2800 takes?", store)
    assert [(i.min, i.max) for i in ans.items] == [(3.8, 28.0)], ans.text


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


def test_interface_values_only_those_the_quote_names() -> None:
    f = fact("A", "interface", "via an I2C-compatible serial interface", unit=None)
    f.values = ["I2C", "UART", "single-bus"]
    assert stated_values(f) == ["I2C"]
    g = fact("M", "interface", "PRIMARY I C AND SPI SERIAL INTERFACES", unit=None)
    g.values = ["I2C", "SPI"]
    assert stated_values(g) == ["I2C", "SPI"]
