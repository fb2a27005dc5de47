"""Questions as people type them in English: forum shorthand, misspelt field words,
verbless yes/no fragments, two operating points joined by "and"/"or".
"""

from __future__ import annotations

import pytest

from specproof.agent.understand import DeviceIndex, read_question, understand
from specproof.agent.understand.spelling import correct_spelling
from specproof.records import Document

DOCS = [
    Document("a" * 64, "bme280.pdf", "BME280", ["BME-280"]),
    Document("b" * 64, "mcp3008.pdf", "MCP3008", []),
    Document("c" * 64, "hc-sr04.pdf", "HC-SR04", []),
    Document("d" * 64, "ds18b20.pdf", "DS18B20", []),
    Document("e" * 64, "txs0108e.pdf", "TXS0108E", []),
    Document("f" * 64, "ccs811.pdf", "CCS811", []),
    Document("0" * 64, "74hc595.pdf", "74HC595", ["74HCT595"]),
    Document("1" * 64, "srd-05vdc-sl-c.pdf", "SRD-05VDC-SL-C", []),
    Document("2" * 64, "ams1117.pdf", "AMS1117", []),
]
INDEX = DeviceIndex.build(DOCS)


@pytest.mark.parametrize(
    ("question", "field"),
    [
        ("bme280 i2c addr?", "i2c_address"),
        ("op temp of the mcp3008?", "operating_temperature"),
        ("supply v range of the bme280, min/max?", "supply_voltage"),
        ("mcp3008 max clk freq @ 2.7v?", "spi_clock_frequency"),
        ("what kind of comms does the ds18b20 use?", "interface"),
        ("quiesent current of the ams1117?", "quiescent_current"),
        ("storage temprature of the ccs811?", "storage_temperature"),
        ("bme280 humidty acuracy?", "accuracy"),
        ("how little does the bme280 draw when asleep?", "standby_current"),
        ("which one sips less, the bme280 or the ccs811?", "supply_current"),
    ],
)
def test_shorthand_and_misspelt_field_words_ask_their_fields(question: str, field: str) -> None:
    assert field in [r.field for r in understand(question, INDEX).requests]


@pytest.mark.parametrize(
    "text",
    [
        "the nsleep pin",  # a pin name, not "sleep"
        "a delay between readings",  # a real word one slip from "relay"
        "the lower threshold",
        "several ranges",  # a field word inflected
        "the VOLTGE symbol",  # capitals: a symbol as written
    ],
)
def test_spelling_leaves_words_of_their_own_alone(text: str) -> None:
    assert correct_spelling(text) == text


def test_shorthand_is_only_read_where_it_names_the_field() -> None:
    assert "address" not in read_question("tie the addr pin to gnd").text
    assert read_question("the ina219 @ 5v").text == "the ina219 at 5v"


@pytest.mark.parametrize(
    "question",
    [
        "bme280 on a 5v rail - ok?",
        "bme280 and ccs811 on one i2c bus, any address clash?",
        "bme280 and mcp3008 levels ok together?",
        "can i hook the hc-sr04 echo pin to the bme280 sdo line?",
        "is 3.3 v in the recommended range of both the bme280 and the ccs811?",
    ],
)
def test_casual_yes_no_questions_about_a_build_are_judged(question: str) -> None:
    assert understand(question, INDEX).qtype == "compatibility"


@pytest.mark.parametrize(
    "question",
    [
        "can i run a bme280 and an mcp3008 off one supply? what voltage does each one need",
        "Can you give me the supply voltage of the BME280 at 25 °C?",
        "bme280 i2c addr?",
        "If its inputs see 5 V logic, within what range must the MCP3008 supply be kept?",
    ],
)
def test_questions_that_ask_values_are_not_judged(question: str) -> None:
    assert understand(question, INDEX).qtype != "compatibility"


@pytest.mark.parametrize(
    ("question", "count"),
    [
        ("mcp3008 max spi clock at 5 v or 2.7 v?", 2),
        ("bme280 supply current in normal mode and sleep mode?", 2),
        ("supply current at 5 V and 25 °C?", 1),  # one operating point, two conditions
        ("on-resistance with 5 v in and 5 v bias?", 1),  # two pins at one point
        ("bme280 accuracy when it is between -20 °c and 0 °c?", 1),  # one span
        ("Which sleeps lower, the A in power-down or the B in shutdown?", 1),
    ],
)
def test_two_operating_points_of_one_kind_ask_two_values(question: str, count: int) -> None:
    assert len(understand(question, INDEX).requests) == count


def test_a_symbol_written_before_its_value_is_a_condition_not_a_request() -> None:
    asked = understand("ams1117 output voltage, vin 4.75-12v, tj 25c?", INDEX)
    assert [r.field for r in asked.requests] == ["output_voltage"]
