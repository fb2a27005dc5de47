"""The whole online stage on a real SQLite store with hand-built facts."""

import time
from pathlib import Path

import pytest

from agent_support import fact, make_store
from specproof.agent.workflow import answer_question
from specproof.errors import LLMUnavailable
from specproof.records import SectionKind


@pytest.fixture()
def store(tmp_path: Path):
    sheets = {
        "BME280": [
            fact(
                "BME280",
                "supply_voltage",
                "VDD Supply Voltage 1.71 1.8 3.6 V",
                page=2,
                min=1.71,
                typ=1.8,
                max=3.6,
                section=SectionKind.RECOMMENDED,
            ),
            fact(
                "BME280",
                "abs_max_supply_voltage",
                "VDD -0.3 4.25 V",
                page=3,
                min=-0.3,
                max=4.25,
                section=SectionKind.ABS_MAX,
            ),
            fact(
                "BME280",
                "supply_voltage",
                "VDD -0.3 4.25 V",
                page=3,
                min=-0.3,
                max=4.25,
                section=SectionKind.ABS_MAX,
            ),
            fact(
                "BME280",
                "standby_current",
                "Sleep current IDDSL 0.1 0.3 µA",
                page=2,
                unit="µA",
                typ=0.1,
                max=0.3,
            ),
            fact(
                "BME280", "i2c_address", "0x76 or 0x77", page=4, unit=None, values=["0x76", "0x77"]
            ),
            fact("BME280", "interface", "I2C and SPI", page=1, unit=None, values=["I2C", "SPI"]),
            fact(
                "BME280",
                "operating_temperature",
                "Operating range -40 85 °C",
                page=2,
                unit="°C",
                min=-40,
                max=85,
            ),
        ],
        "MCP3008": [
            fact(
                "MCP3008",
                "spi_clock_frequency",
                "Clock Frequency fCLK 3.6 MHz VDD = 5V",
                page=3,
                unit="MHz",
                max=3.6,
                si_max=3.6e6,
                condition="VDD = 5V",
            ),
            fact(
                "MCP3008",
                "spi_clock_frequency",
                "fCLK 1.35 MHz VDD = 2.7V",
                page=3,
                unit="MHz",
                max=1.35,
                si_max=1.35e6,
                condition="VDD = 2.7V",
            ),
            fact("MCP3008", "interface", "SPI serial interface", page=1, unit=None, values=["SPI"]),
            fact(
                "MCP3008",
                "supply_voltage",
                "Operating Voltage VDD 2.7 5.5 V",
                page=3,
                min=2.7,
                max=5.5,
            ),
        ],
        "HC-SR04": [
            fact("HC-SR04", "supply_voltage", "Working Voltage DC 5 V", page=1, value=5.0),
            fact(
                "HC-SR04",
                "supply_current",
                "Working Current 15mA",
                page=1,
                unit="mA",
                value=15.0,
                si_value=0.015,
            ),
        ],
        "AMS1117": [
            fact(
                "AMS1117",
                "output_voltage",
                "AMS1117-3.3 3.267 3.300 3.333 V",
                page=2,
                min=3.267,
                typ=3.3,
                max=3.333,
                variant="AMS1117-3.3",
            ),
            fact(
                "AMS1117",
                "output_voltage",
                "AMS1117-5.0 4.950 5.000 5.050 V",
                page=2,
                min=4.95,
                typ=5.0,
                max=5.05,
                variant="AMS1117-5.0",
            ),
            fact(
                "AMS1117", "dropout_voltage", "Dropout Voltage 1.1 1.3 V", page=2, typ=1.1, max=1.3
            ),
            fact("AMS1117", "output_current", "Output Current of 1A", page=1, unit="A", value=1.0),
        ],
    }
    s = make_store(tmp_path, sheets, {"AMS1117": ["AMS1117-3.3", "AMS1117-5.0"]})
    yield s
    s.close()


def test_simple_answer_prefers_recommended_and_rejects_abs_max(store) -> None:
    ans = answer_question("What is the recommended supply voltage range of the BME280?", store)
    assert ans.verdict is None
    assert [(i.field, i.min, i.max) for i in ans.items] == [("supply_voltage", 1.71, 3.6)]
    assert ans.items[0].source.page == 2
    assert "1.71" in ans.text
    rejected = [s.detail for s in ans.trace.steps if s.step == "validate"]
    assert any(d["policy"] == "section_kind" for d in rejected)


def test_condition_picks_matching_row(store) -> None:
    ans = answer_question(
        "What is the MCP3008's maximum SPI clock frequency at VDD = 2.7 V?", store
    )
    assert [i.max for i in ans.items] == [1.35]
    ans = answer_question(
        "What is the maximum SPI clock frequency of the MCP3008 at VDD = 5 V and at VDD = 2.7 V?",
        store,
    )
    assert sorted(i.max for i in ans.items) == [1.35, 3.6]


def test_missing_field_abstains(store) -> None:
    ans = answer_question("What is the IP rating of the BME280?", store)
    assert ans.verdict == "insufficient_evidence"
    assert ans.items == []


def test_unknown_device_abstains_naming_it(store) -> None:
    ans = answer_question("What is the supply voltage of the LM7805?", store)
    assert ans.verdict == "insufficient_evidence"
    assert "LM7805" in (ans.reason or "")


def test_compatibility_supply_rail(store) -> None:
    ans = answer_question(
        "Can I power an HC-SR04 from the 3.3 V rail, i.e. with its VCC at 3.3 V?", store
    )
    assert ans.verdict == "incompatible"
    assert any(i.field == "supply_voltage" and i.value == 5.0 for i in ans.items)


def test_compatibility_regulator(store) -> None:
    ok = answer_question(
        "An AMS1117-5.0 fed from a 9 V DC adapter supplies the VCC pin of an HC-SR04. "
        "Is the regulator's output suitable for the HC-SR04's working voltage and current?",
        store,
    )
    assert ok.verdict == "compatible", ok.text
    low = answer_question(
        "An AMS1117-5.0 fed from a 5.5 V supply powers an HC-SR04. Will the output stay within the HC-SR04's supply range?",
        store,
    )
    assert low.verdict == "incompatible", low.text


def test_compatibility_bus(store) -> None:
    ans = answer_question(
        "My host has only an SPI bus. Can a BME280 and an MCP3008 both be attached to that SPI bus?",
        store,
    )
    assert ans.verdict == "compatible", ans.text
    ans = answer_question("Is an HC-SR04 compatible on the same I2C bus as a BME280?", store)
    assert ans.verdict != "compatible"


def test_compatibility_missing_fact_is_insufficient(store) -> None:
    ans = answer_question(
        "Are the MCP3008 and the BME280 rated to operate at an ambient temperature of -30 °C?",
        store,
    )
    assert ans.verdict == "insufficient_evidence"
    assert "MCP3008 operating_temperature" in (ans.reason or "")


def test_no_validation_mode_takes_top_fact(store) -> None:
    ans = answer_question(
        "What is the supply voltage range of the BME280?", store, mode="no-validation"
    )
    assert ans.mode == "no-validation" and len(ans.items) == 1


def test_topk_mode_needs_llm(store) -> None:
    with pytest.raises(LLMUnavailable):
        answer_question("What is the supply voltage of the BME280?", store, mode="topk")


def test_answer_is_fast(store) -> None:
    q = "What is the recommended supply voltage range of the BME280?"
    answer_question(q, store)
    times = []
    for _ in range(20):
        t = time.perf_counter()
        answer_question(q, store)
        times.append(time.perf_counter() - t)
    times.sort()
    assert times[len(times) // 2] < 0.02


def test_the_trace_starts_with_the_understood_question(store) -> None:
    ans = answer_question(
        "Can I power an HC-SR04 from the 3.3 V rail, i.e. with its VCC at 3.3 V?", store
    )
    first = ans.trace.steps[0]
    assert first.step == "route"
    record = first.detail["question"]
    assert record["type"] == "compatibility"
    assert [d["device"] for d in record["devices"]][:1] == ["HC-SR04"]
    assert record["scenario"]["stated"]["rails"] == {"HC-SR04": 3.3}
