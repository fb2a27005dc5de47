"""Session 11: how questions are asked.

Paraphrases written from the capability, not from any benchmark sentence: response time
asked as a step followed; a sample rate asked by superlative or comparison; an average and
a peak draw budgeted; one value per stated supply; a protocol the radio does not have.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from specproof.agent.score import protocol_fit, score_candidate
from specproof.agent.terms import question_terms
from specproof.agent.understand import (
    DeviceIndex,
    find_fields,
    protocols_named,
    split_alternatives,
    understand,
    with_condition_text,
)
from specproof.agent.understand.context import question_context
from specproof.agent.understand.words import request_words
from specproof.agent.validate import (
    Check,
    load_current_clash,
    validate_fact,
    value_is_operating_point,
)
from specproof.agent.workflow import answer_question
from test_agent_support import fact, make_store

NO_DEVICES = DeviceIndex([], {})


def fields(question: str) -> list[str]:
    return [r.field for r in find_fields(question)]


def requests(question: str):
    return split_alternatives(with_condition_text(question, find_fields(question)))


# ---------------------------------------------------------------- 1. response time

RESPONSE_TIME = [
    "How quickly does the on-board humidity element follow a sudden change?",
    "How fast does its relative humidity sensor track a step in RH?",
    "How quickly will the gas sensing element react when the concentration jumps?",
    "How fast do the two temperature probes respond to a change in air temperature?",
    "What is the settling of the output after a humidity step?",
    "What's the sensor's step response?",
    "How long does the reading take to settle after the air changes?",
]


@pytest.mark.parametrize("question", RESPONSE_TIME)
def test_response_time_phrasings(question: str) -> None:
    assert fields(question) == ["response_time"]


def test_response_after_power_on_is_still_a_warm_up() -> None:
    assert fields("How long does the reading take to settle after power-on?") == ["warm_up_time"]


# ---------------------------------------------------------------- 2. sample rate

DATA_RATE = [
    "What's the fastest the converter can sample from a 3 V rail?",
    "Which of the two ADCs samples faster?",
    "What is the maximum number of conversions per second?",
    "Which throughput does the converter reach?",
    "What's the highest rate at which it can convert?",
    "What top conversion speed is specified?",
    "Is it specified in ksps, and how many?",
]


@pytest.mark.parametrize("question", DATA_RATE)
def test_data_rate_phrasings(question: str) -> None:
    assert fields(question) == ["data_rate"]


@pytest.mark.parametrize(
    "question",
    ["What's the maximum conversion time?", "What is the fastest sample time at 5 V?"],
)
def test_a_conversion_time_stays_a_time(question: str) -> None:
    assert fields(question) == ["response_time"]


def test_sampling_capacitor_is_no_rate() -> None:
    assert "data_rate" not in fields("What is the maximum sampling capacitor?")


# ---------------------------------------------------------------- 3. budgets

BUDGET_TWO = [
    "What average and what peak current should I budget for the module on 5 V?",
    "What mean and peak current does the sensor draw?",
    "How much average or peak current should I plan for from the 5 V rail?",
    "What is the average current consumption and the peak current of the gas sensor?",
    "Which average and peak current must my supply provide for the module?",
]


@pytest.mark.parametrize("question", BUDGET_TWO)
def test_average_and_peak_budget_is_two_draws(question: str) -> None:
    reqs = requests(question)
    assert [r.field for r in reqs] == ["supply_current", "supply_current"]
    assert "peak" in reqs[1].condition_text or "maximum" in reqs[1].condition_text


BUDGET_PEAK = [
    "What peak current does the module draw from 5 V?",
    "How much peak current does the gas sensor pull during a measurement?",
    "What peak current should I allow for on the battery?",
    "What's the peak current the sensor consumes?",
    "What peak current does it need from the supply?",
]


@pytest.mark.parametrize("question", BUDGET_PEAK)
def test_peak_drawn_is_a_supply_current(question: str) -> None:
    assert fields(question) == ["supply_current"]


@pytest.mark.parametrize(
    "question",
    [
        "What peak current can the LDO deliver?",
        "What is the driver's peak output current?",
        "What peak current can each output sink?",
    ],
)
def test_peak_delivered_stays_an_output_rating(question: str) -> None:
    assert fields(question) == ["peak_output_current"]


# ---------------------------------------------------------------- 4. one value per supply

PER_SUPPLY = [
    "I need the serial clock as fast as it goes. What's the limit on a 5 V supply, and on a 2.7 V supply?",
    "How fast can the SPI clock go on 3 V versus on 5 V?",
    "What's the standby current on a 1.8 V rail and on a 3.3 V rail?",
    "What's the max SCLK frequency with VDD at 5 V, and with VDD at 2.7 V?",
    "What supply current does it draw at 3.3 V and at 5 V?",
]


@pytest.mark.parametrize("question", PER_SUPPLY)
def test_one_request_per_stated_supply(question: str) -> None:
    reqs = understand(question, NO_DEVICES).requests
    assert len(reqs) == 2 and reqs[0].field == reqs[1].field
    volts = [t for t in ("5 v", "2.7 v", "3 v", "1.8 v", "3.3 v")]
    first = {v for v in volts if v in reqs[0].condition_text}
    second = {v for v in volts if v in reqs[1].condition_text}
    assert first and second and not first & second


def test_sclk_is_no_i2c_scl() -> None:
    assert fields("What is the max SCLK frequency?") == ["spi_clock_frequency"]


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


# ---------------------------------------------------------------- 5. protocols

PROTOCOLS = [
    ("What's the Wi-Fi transmit power?", {"Wi-Fi"}),
    ("What LoRa sensitivity does it reach at SF12?", {"LoRa"}),
    ("What is the BLE receive sensitivity?", {"Bluetooth"}),
    ("How much current does it draw in an 802.11n transmit burst?", {"Wi-Fi"}),
    ("What's the Zigbee output power?", {"IEEE 802.15.4"}),
    ("What's the NB-IoT peak current?", {"cellular"}),
]


@pytest.mark.parametrize(("question", "named"), PROTOCOLS)
def test_protocols_named(question: str, named: set[str]) -> None:
    assert protocols_named(question) == named


def _radio(tmp_path: Path):
    tx = fact("RFM3300", "tx_power", "Maximum TX power POUTMAX 10 dBm", unit="dBm", page=1)
    tx.typ = 10.0
    ble = fact("RFM3300", "rx_sensitivity", "Sensitivity 1 Mbps GFSK -98 dBm", unit="dBm", page=2)
    ble.typ, ble.condition = -98.0, "1 Mbps GFSK; Receiver, Bluetooth LE and 802.15.4"
    zb = fact("RFM3300", "rx_sensitivity", "802.15.4, 250 kbps O-QPSK -103 dBm", unit="dBm", page=2)
    zb.typ, zb.condition = -103.0, "802.15.4, 250 kbps; Receiver, Bluetooth LE and 802.15.4"
    title = fact(
        "RFM3300", "frequency_band", "Bluetooth LE and 802.15.4 radio, 2.4 GHz", unit="MHz"
    )
    title.min, title.max = 2400.0, 2483.5
    return make_store(tmp_path, {"RFM3300": [tx, ble, zb, title]})


@pytest.mark.parametrize(
    "question",
    [
        "What's the RFM3300's Wi-Fi transmit power?",
        "What LoRa sensitivity does the RFM3300 reach?",
        "How much RF power does the RFM3300 put out on 802.11b?",
        "What is the RFM3300's LTE receive sensitivity?",
        "What's the RFM3300 WLAN output power at most?",
    ],
)
def test_protocol_the_radio_lacks_is_refused(tmp_path: Path, question: str) -> None:
    answer = answer_question(question, _radio(tmp_path))
    assert answer.verdict == "insufficient_evidence"
    assert "specifies no" in answer.text and "Bluetooth" in answer.text


def test_protocol_the_radio_has_is_answered(tmp_path: Path) -> None:
    store = _radio(tmp_path)
    answer = answer_question("What's the RFM3300's Bluetooth LE transmit power?", store)
    assert answer.verdict is None and answer.items[0].typ == 10.0
    # which protocols it has is a question to answer, not to refuse
    listed = answer_question("Does the RFM3300 do Wi-Fi or Bluetooth?", store)
    assert "specifies no" not in listed.text


def test_row_naming_the_protocol_asked_wins(tmp_path: Path) -> None:
    store = _radio(tmp_path)
    answer = answer_question("What is the RFM3300's Zigbee receive sensitivity?", store)
    assert answer.items and answer.items[0].typ == -103.0


def test_protocol_fit_reads_the_row_before_its_heading() -> None:
    row = fact("R", "rx_sensitivity", "802.15.4, 250 kbps O-QPSK -103 dBm", unit="dBm")
    row.condition = "Bluetooth LE and 802.15.4"
    shared = fact("R", "rx_sensitivity", "1 Mbps GFSK -98 dBm", unit="dBm")
    shared.condition = "Bluetooth LE and 802.15.4"
    assert protocol_fit(row, {"IEEE 802.15.4"}) > 0 > protocol_fit(row, {"Bluetooth"})
    assert protocol_fit(shared, {"Bluetooth"}) == 0.0


# ---------------------------------------------------------------- 6. core and I/O supplies

CORE_AND_IO = [
    "What voltages may I put on the chip's VDD and VDDIO pins?",
    "What's the allowed range for VDD and for VDDIO?",
    "What are the VDD and VIO operating ranges?",
    "What operating voltage do VCC and VCCIO need?",
    "What supply range do the VDD and IOVDD rails accept?",
]


@pytest.mark.parametrize("question", CORE_AND_IO)
def test_core_and_io_supply_both_asked(question: str) -> None:
    assert fields(question) == ["supply_voltage", "io_supply_voltage"]


# ---------------------------------------------------------------- the fastest of equal rows


def _rate(value: float, quote: str, condition: str):
    row = fact("ADC9", "data_rate", quote, unit="kSPS")
    row.max, row.si_max, row.condition = value, value * 1e3, condition
    return row


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


# ---------------------------------------------------------------- output level at a load


def _voh(load: str, value: float):
    row = fact("BUF1", "output_high_voltage", f"IO = {load}; VCC = 4.5 V {value} V")
    row.min, row.condition = value, f"IO = {load}; VCC = 4.5 V"
    return row


@pytest.mark.parametrize(
    "question",
    [
        "What high level does BUF1 hold at VCC = 4.5 V while sourcing 50 mA?",
        "What's the output high voltage with a 40 mA load at VCC = 4.5 V?",
        "What VOH does it give at IOH = -60 mA?",
        "How high does the output stay when driving 100 mA?",
        "What's the output high voltage at an output current of 0.05 A?",
    ],
)
def test_a_lighter_load_row_does_not_answer_a_heavier_load(question: str) -> None:
    check = Check("output_high_voltage", None, None, question.lower())
    rejected = validate_fact(_voh("-32 mA", 3.8), check, None)
    assert rejected is not None and rejected.policy == "load_current"


def test_the_row_at_the_load_asked_passes() -> None:
    check = Check("output_high_voltage", None, None, "at vcc = 4.5 v while sourcing 32 ma")
    assert load_current_clash(_voh("−32 mA", 3.8), check, None) is None
    lighter = Check("output_high_voltage", None, None, "at vcc = 4.5 v while sourcing 8 ma")
    assert load_current_clash(_voh("-32 mA", 3.8), lighter, None) is None


# ---------------------------------------------------------------- a number that is a condition


@pytest.mark.parametrize(
    ("fld", "unit", "quote", "value"),
    [
        ("i2c_clock_frequency", "kHz", "Low power: 0.24 mA typical at 3 V and 400 kHz SCL", 400.0),
        ("data_rate", "Hz", "Current consumption 2.8 µA @ 1 Hz humidity and pressure", 1.0),
        ("tx_power", "dBm", "TX current 19.1 mA at +10 dBm output", 10.0),
        ("supply_voltage", "V", "Active current 350 µA typical at 3.3 V", 3.3),
        ("data_rate", "Mbps", "Sensitivity -94 dBm with 1 Mbps GFSK", 1.0),
    ],
)
def test_a_value_after_at_is_another_specs_operating_point(
    fld: str, unit: str, quote: str, value: float
) -> None:
    row = fact("P1", fld, quote, unit=unit, typ=value)
    assert value_is_operating_point(row, Check(fld, None, None, ""), None) is not None


@pytest.mark.parametrize(
    ("fld", "unit", "quote", "value"),
    [
        ("i2c_clock_frequency", "kHz", "I2C interface up to 400 kHz", 400.0),
        ("supply_current", "mA", "Supply current 0.24 mA typical at 3 V", 0.24),
        ("data_rate", "kSPS", "Throughput 22 kSPS fSCL = 400 kHz", 22.0),
        ("tx_power", "dBm", "Output power +10 dBm at 3.3 V", 10.0),
    ],
)
def test_a_spec_stated_first_is_kept(fld: str, unit: str, quote: str, value: float) -> None:
    row = fact("P1", fld, quote, unit=unit, typ=value)
    assert value_is_operating_point(row, Check(fld, None, None, ""), None) is None


def test_highest_asked_with_no_operating_point_takes_the_top_row(tmp_path: Path) -> None:
    slow = _rate(5.5, "Throughput Rate 5.5 kSPS fSCL = 100 kHz standard mode", "standard mode")
    fast = _rate(140.0, "140 kSPS fSCL = 3.4 MHz high speed mode", "high speed mode")
    store = make_store(tmp_path, {"ADC9": [slow, fast]})
    answer = answer_question("What's the highest throughput rate the ADC9 reaches?", store)
    assert answer.items and answer.items[0].max == 140.0
