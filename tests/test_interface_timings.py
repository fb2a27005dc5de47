"""Interface timings (hold, setup, rise, low time, timeout, ...) by the kind a row and a
question name: extraction files such a row as a time, and only a question naming that
timing is answered by it, on invented parts and wording."""

from __future__ import annotations

from pathlib import Path

import pytest

from agent_support import fact, make_store, requests_of
from specproof.agent.validate import Check, validate_fact
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


def test_a_conversion_time_answers_only_a_question_about_a_reading(tmp_path: Path) -> None:
    """A clock chip's "Temperature conversion time tCONV" answers how long a temperature
    reading takes, not how long after a register write its square-wave output changes; nor
    is "the 12-hour mode" a time of 12 h."""
    conversion = fact("RK-31", "response_time", "Temperature Conversion Time tCONV 125 200 ms",
                      unit="ms", typ=125.0, max=200.0)  # fmt: skip
    mode = fact("RK-31", "response_time", "the 12-hour mode is selected. In the 12-hour mode",
                unit="h", value=12.0, raw="12-hour", section=SectionKind.OTHER)  # fmt: skip
    store = make_store(tmp_path, {"RK-31": [conversion, mode]})
    write = "after the seconds register is written, how long until the 1 hz output goes high?"
    unasked = validate_fact(conversion, Check("response_time", condition_text=write), store)
    assert unasked is not None and unasked.policy == "named_timing"
    reading = "how long does a temperature reading take?"
    assert validate_fact(conversion, Check("response_time", condition_text=reading), store) is None
    named = validate_fact(mode, Check("response_time", condition_text=write), store)
    assert named is not None and named.policy == "mode_name"


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


@pytest.mark.parametrize(
    "question",
    [
        "what minimum scl clock low period does the kx-40 need?",
        "KX-40: min SCLK high time on its serial port?",
        "What is the CS to output high-Z time of the KX-40?",
        "kx-40 trigger pulse width, minimum?",
        "bus free time between a stop and a start for the kx-40?",
        "how long must the kx-40 clock line stay low at least?",
        "after EN goes high, how long should i wait before driving DIN low on the kx-40?",
        "kx-40 in fast mode: max tHD:DAT?",
        "kx-40: max sck-to-data-valid delay?",
        "what is the maximum output valid from clock time of the kx-40?",
    ],
)
def test_a_bus_lines_timing_named_in_words_is_a_time_request(question: str) -> None:
    # the clock's name ("SCL clock", "SCLK") belongs to the timing, not to a clock-rate request
    assert [r.field for r in requests_of(question)] == ["response_time"]


@pytest.mark.parametrize(
    ("label", "kind"),
    [
        ("Output disable time, OE to A or B tdis", "disable"),
        ("Chip select to output high-Z tCSZ", "disable"),
        ("Output enable time tEN", "enable"),
        ("Trigger input pulse width tW", "pulse width"),
        ("Delay from EN rising edge to first write", "delay"),
    ],
)
def test_enable_disable_and_pulse_width_rows_name_their_kind(label: str, kind: str) -> None:
    assert kind in timing_kinds(label)


def test_a_disable_time_is_not_answered_by_the_rise_time_beside_it(tmp_path: Path) -> None:
    rows = [
        fact("LVX-8", "response_time", "Output rise time tR 1.0 ns", unit="ns", max=1.0),
        fact("LVX-8", "response_time", "Output disable time OE to A or B tdis 9.8 ns", unit="ns", max=9.8),
    ]  # fmt: skip
    store = make_store(tmp_path, {"LVX-8": rows})
    answer = answer_question("lvx-8: max disable time from OE to the outputs?", store)
    assert [i.max for i in answer.items] == [9.8], answer.text
    (tmp_path / "only_rise").mkdir()
    store = make_store(tmp_path / "only_rise", {"LVX-8": rows[:1]})
    answer = answer_question("lvx-8: max disable time from OE to the outputs?", store)
    assert not answer.items, answer.text


def test_a_timing_of_another_bus_table_answers_no_question_about_this_bus(tmp_path: Path) -> None:
    # a sheet with both interfaces times each in its own table
    row = fact("PHX-2", "response_time", "SDI data hold time tHD 20 ns", unit="ns", min=20.0)
    row.condition = "SPI interface timing"
    store = make_store(tmp_path, {"PHX-2": [row]})
    answer = answer_question("phx-2 on a 400 khz i2c bus: data hold time it needs?", store)
    assert not answer.items, answer.text
    answer = answer_question("phx-2 on its spi port: data hold time?", store)
    assert [i.min for i in answer.items] == [20.0], answer.text


def test_a_clock_tolerance_is_not_answered_by_another_quantitys_error(tmp_path: Path) -> None:
    # a motion sensor's gyroscope offset in °/s is no tolerance of its internal oscillator
    rows = [fact("MTX-9", "accuracy", "Initial zero-rate tolerance 25 °C ±20 °/s", unit="°/s", min=-20.0, max=20.0)]  # fmt: skip
    store = make_store(tmp_path, {"MTX-9": rows})
    answer = answer_question(
        "What initial frequency tolerance does the MTX-9 give for its internal oscillator?", store
    )
    assert not answer.items, answer.text
    rows.append(fact("MTX-9", "accuracy", "Internal oscillator frequency tolerance ±5 %", unit="%", min=-5.0, max=5.0))  # fmt: skip
    (tmp_path / "with_clock_row").mkdir()
    store = make_store(tmp_path / "with_clock_row", {"MTX-9": rows})
    answer = answer_question(
        "What initial frequency tolerance does the MTX-9 give for its internal oscillator?", store
    )
    assert [i.max for i in answer.items] == [5.0], answer.text


def test_a_frequency_shift_asked_is_a_clock_accuracy_request() -> None:
    requests = requests_of("rtc-7: how much does the oscillator frequency shift with supply?")
    assert [(r.field, r.quantity) for r in requests] == [("accuracy", "frequency")]


def test_a_pulse_interval_is_no_pulse_width(tmp_path: Path) -> None:
    rows = [fact("PRX-4", "response_time", "Output pulse interval 1.1 s", unit="s", typ=1.1)]
    store = make_store(tmp_path, {"PRX-4": rows})
    answer = answer_question("what is the output pulse width of the prx-4?", store)
    assert not answer.items, answer.text


def test_a_bus_lines_timing_is_not_answered_by_a_timing_of_no_line(tmp_path: Path) -> None:
    # a power monitor's ADC "convert input low time" is no low period of the bus clock
    rows = [fact("PWM-3", "response_time", "Minimum convert input low time 4 us", unit="us", min=4.0)]  # fmt: skip
    store = make_store(tmp_path, {"PWM-3": rows})
    answer = answer_question("What minimum SCL low period does the PWM-3 require?", store)
    assert not answer.items, answer.text
    rows.append(fact("PWM-3", "response_time", "Clock low period tLOW 1.3 us", unit="us", min=1.3))
    (tmp_path / "with_bus_row").mkdir()
    store = make_store(tmp_path / "with_bus_row", {"PWM-3": rows})
    answer = answer_question("What minimum SCL low period does the PWM-3 require?", store)
    assert [i.min for i in answer.items] == [1.3], answer.text


def test_a_quantity_the_asked_phrase_names_outranks_a_nearer_unit_word() -> None:
    # "ppm" after the phrase is the unit wanted, not a gas concentration
    requests = requests_of("rtc-5 frequency stability if the box hits +100c? ppm")
    assert [(r.field, r.quantity) for r in requests] == [("accuracy", "frequency")]


def test_a_stop_conditions_setup_time_is_not_the_data_setup_time(tmp_path: Path) -> None:
    rows = [fact("ADX-5", "response_time", "Data setup time tSU;DAT 100 ns", unit="ns", min=100.0)]
    store = make_store(tmp_path, {"ADX-5": rows})
    answer = answer_question("adx-5 i2c: min stop condition setup time?", store)
    assert not answer.items, answer.text
    rows.append(fact("ADX-5", "response_time", "Stop condition setup time tSU;STO 600 ns", unit="ns", min=600.0))  # fmt: skip
    (tmp_path / "with_stop_row").mkdir()
    store = make_store(tmp_path / "with_stop_row", {"ADX-5": rows})
    answer = answer_question("adx-5 i2c: min stop condition setup time?", store)
    assert [i.min for i in answer.items] == [600.0], answer.text


def test_an_i2c_clock_rate_names_the_bus_mode_a_timing_row_is_for(tmp_path: Path) -> None:
    row = fact("INX-3", "response_time", "SDA fall time tF 300 ns", unit="ns", max=300.0)
    row.condition = "FAST MODE; bus timing"
    store = make_store(tmp_path, {"INX-3": [row]})
    answer = answer_question("max sda fall time of the inx-3 when scl runs at 3.4 mhz?", store)
    assert not answer.items, answer.text
    answer = answer_question("max sda fall time of the inx-3 when scl runs at 400 khz?", store)
    assert [i.max for i in answer.items] == [300.0], answer.text


def test_a_row_stated_for_a_supply_band_answers_no_supply_outside_it(tmp_path: Path) -> None:
    row = fact("HMX-2", "response_time", "SDA setup time tSU 100 ns", unit="ns", min=100.0)
    row.condition = "1.9 ≤ VDD ≤ 3.6 V; TA = -40 to +85 °C"
    store = make_store(tmp_path, {"HMX-2": [row]})
    answer = answer_question("hmx-2 running at vdd = 1.8 v, what's the sda setup time then?", store)
    assert not answer.items, answer.text
    answer = answer_question("hmx-2 at VDD = 3.3 V: sda setup time?", store)
    assert [i.min for i in answer.items] == [100.0], answer.text


def test_a_pulse_width_the_host_must_give_is_answered_for_that_pulse_and_nothing_else(
    tmp_path: Path,
) -> None:
    """ "LATCH pulse width tLW 40 ns" is a pulse the host must hold: read as a timing of
    its kind, it answers a question about that pulse width and no response-time question."""
    from test_extract_vendor_layouts import facts_of, line, page

    p = page(
        3,
        line((50, "TIMING REQUIREMENTS"), size=11, bold=True),
        line((50, "Parameter"), (250, "Symbol"), (330, "Min"), (380, "Typ"), (430, "Max"), (480, "Unit")),
        line((50, "LATCH pulse width"), (250, "tLW"), (330, "40"), (480, "ns")),
        line((50, "Data setup time"), (250, "tDS"), (330, "15"), (480, "ns")),
    )  # fmt: skip
    widths = [f for f in facts_of(p, device="LQ-16") if f.field == "response_time"]
    assert {f.min for f in widths} == {40.0, 15.0}
    store = make_store(tmp_path, {"LQ-16": widths})
    answer = answer_question("lq-16: minimum latch pulse width?", store)
    assert [i.min for i in answer.items] == [40.0], answer.text
    answer = answer_question("what is the response time of the lq-16?", store)
    assert not answer.items, answer.text


def test_a_time_constant_is_not_answered_by_a_conversion_time(tmp_path: Path) -> None:
    rows = [fact("TQ-9", "response_time", "Temperature conversion time tCONV 750 ms", unit="ms", max=750.0)]  # fmt: skip
    store = make_store(tmp_path, {"TQ-9": rows})
    answer = answer_question("what is the tq-9's thermal time constant in still air?", store)
    assert not answer.items, answer.text
    answer = answer_question("tq-9 conversion time?", store)
    assert [i.max for i in answer.items] == [750.0], answer.text


def test_a_timing_table_for_a_slower_bus_does_not_answer_at_a_faster_clock(tmp_path: Path) -> None:
    """A table headed by its own "fSCL max 400 kHz" row times a fast-mode bus: its SCL low
    period is no answer for a 1 MHz or 3.4 MHz bus, and still the answer at 400 kHz."""
    clock = "fSCL SCL clock frequency 400 kHz"
    rows = [
        fact("GYX-9", "i2c_clock_frequency", clock, unit="kHz", max=400.0),
        fact("GYX-9", "response_time", "tLOW SCL low period 1.3 us", unit="us", min=1.3),
    ]
    store = make_store(tmp_path, {"GYX-9": rows})
    for asked in (
        "gyx-9 on a 1 MHz fast-mode-plus i2c bus: min SCL low time?",
        "What SCL low period does the GYX-9 need at a 3.4MHz I2C clock?",
    ):
        answer = answer_question(asked, store)
        assert not answer.items, answer.text
    answer = answer_question("gyx-9 at 400 kHz i2c: min SCL low time?", store)
    assert [i.min for i in answer.items] == [1.3], answer.text


def test_a_response_time_written_as_rise_plus_fall_answers_the_response_time(
    tmp_path: Path,
) -> None:
    # a display's "Response time (rise + fall)" is the whole response, both edges summed:
    # it answers "the response time", not "the rise time"
    row = fact("LQ-7", "response_time", "-20 °C 1500 2500", unit="ms", typ=1500.0, max=2500.0,
               condition="-20 °C; Response time (rise + fall)")  # fmt: skip
    store = make_store(tmp_path, {"LQ-7": [row]})
    whole = Check(
        "response_time", phrase="response time", condition_text="response time at -20 °C?"
    )
    assert validate_fact(row, whole, store) is None
    edge = Check("response_time", phrase="rise time", condition_text="rise time at -20 °C?")
    found = validate_fact(row, edge, store)
    assert found is not None and found.policy == "named_timing"
