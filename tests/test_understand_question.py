"""Understanding a question: devices linked (aliases, variants, families, file stems, near
misses reported as unknown), its type, the fields and conditions it states, and topics no
field covers.
"""

import pytest

from specproof.agent.understand import DeviceIndex, find_conditions, find_fields, understand
from specproof.records import Document

DOCS = [
    Document("a" * 64, "bme280.pdf", "BME280", ["BME-280"]),
    Document("b" * 64, "acs712.pdf", "ACS712", ["ACS712ELCTR"]),
    Document("c" * 64, "ams1117.pdf", "AMS1117", ["AMS1117-3.3", "AMS1117-5.0"]),
    Document("d" * 64, "esp32.pdf", "ESP32-WROOM-32", ["ESP32"]),
    Document("e" * 64, "mcp3008.pdf", "MCP3008", []),
]
INDEX = DeviceIndex.build(DOCS)


def fields(q: str) -> list[tuple[str, str | None]]:
    return [(r.field, r.quantity) for r in find_fields(q)]


def test_links_exact_alias_and_variant() -> None:
    intent = understand(
        "Is the ACS712ELCTR-05B output ok for the BME-280 and the AMS1117-3.3?", INDEX
    )
    found = {(m.device, m.variant) for m in intent.devices}
    assert ("ACS712", "05B") in found
    assert ("BME280", None) in found
    assert ("AMS1117", "3.3") in found


def test_similar_part_number_is_not_linked_and_reported_missing() -> None:
    intent = understand("What is the supply voltage of the BMP280?", INDEX)
    assert intent.devices == ()
    assert intent.unknown_devices == ("BMP280",)


def test_question_types() -> None:
    assert (
        understand("What is the supply voltage range of the BME280?", INDEX).routed_as == "simple"
    )
    assert (
        understand(
            "Can I power an ESP32-WROOM-32 from an AMS1117-3.3 fed from 5 V?", INDEX
        ).routed_as
        == "compatibility"
    )
    assert (
        understand(
            "What are the supply voltage ranges of the BME280 and of the MCP3008?", INDEX
        ).routed_as
        == "comparison"
    )


def test_field_lexicon_synonyms() -> None:
    assert fields("What is the operating voltage of the X?") == [("supply_voltage", None)]
    assert fields("What is the sleep current of the X?") == [("standby_current", None)]
    assert fields("What is the logic high input voltage (VIH)?") == [("input_high_voltage", None)]
    assert fields("What is the absolute maximum supply voltage (VDD) rating?") == [
        ("abs_max_supply_voltage", None)
    ]
    assert fields("What is the relative humidity measurement range?") == [
        ("measurement_range", "relative_humidity")
    ]
    assert fields("Over what distance range does it measure?") == [
        ("measurement_range", "distance")
    ]


def test_condition_assignments_are_not_fields() -> None:
    # "VDD = 5 V" is a condition, not the supply voltage being asked
    assert fields("What is the maximum SPI clock frequency at VDD = 5 V?") == [
        ("spi_clock_frequency", None)
    ]


def test_alternatives_split_into_requests() -> None:
    reqs = find_fields(
        "What is the max SPI clock frequency (fCLK) at VDD = 5 V and at VDD = 2.7 V?"
    )
    assert len(reqs) == 1  # find_fields merges; understand splits
    intent = understand(
        "What is the MCP3008's max SPI clock frequency at VDD = 5 V and at VDD = 2.7 V?", INDEX
    )
    assert [r.field for r in intent.requests] == ["spi_clock_frequency", "spi_clock_frequency"]
    assert (
        "5 v" in intent.requests[0].condition_text and "2.7 v" in intent.requests[1].condition_text
    )


def test_standby_mode_switches_current_field() -> None:
    intent = understand(
        "Give the MCP3008 supply current (a) when converting, (b) in standby mode.", INDEX
    )
    assert [r.field for r in intent.requests] == ["supply_current", "standby_current"]


def test_conditions() -> None:
    conds = find_conditions("What is the current in sleep mode at 3.3 V and 25 °C?")
    assert "sleep" in conds.modes
    assert 3.3 in conds.voltages and 25 in conds.temperatures


def test_base_part_number_links_to_its_orderable_family() -> None:
    docs = [
        Document("f" * 64, "light.pdf", "BH1750FVI", ["BH-1750FVI"]),
        Document("g" * 64, "power-monitor.pdf", "INA219B", ["INA219A", "INA219AID"]),
        Document("h" * 64, "bme280.pdf", "BME280", []),
    ]
    index = DeviceIndex.build(docs)
    intent = understand("Can an INA219 and a BH1750 share one I2C bus?", index)
    assert [m.device for m in intent.devices] == ["INA219B", "BH1750FVI"]
    assert intent.unknown_devices == ()
    # a digit continuing the token is another part, never the same family
    assert understand("What is the supply voltage of the BME28?", index).devices == ()


def test_file_stem_that_looks_like_a_part_number_is_a_name() -> None:
    index = DeviceIndex.build([Document("i" * 64, "dht22.pdf", "AM2302", [])])
    intent = understand("What is the supply voltage of the DHT22?", index)
    assert [m.device for m in intent.devices] == ["AM2302"]


def test_specifications_outside_the_vocabulary_are_recognised() -> None:
    from specproof.agent.understand import unsupported_topic

    assert unsupported_topic("What continuous working voltage (basic isolation) is it rated for?")
    assert unsupported_topic("At what junction temperature does the thermal shutdown trip?")
    # the thermal trip and a heater's warming said in other words
    assert unsupported_topic("At what temperature does it restart after overheating protection?")
    assert unsupported_topic("When does the over-temperature protection of the VR9 kick in?")
    assert unsupported_topic("With its heater at full power, how much does it warm above ambient?")
    assert unsupported_topic("How much does the crystal drift from ageing in the first year?")
    assert unsupported_topic("What -3 dB bandwidth does the sheet give at 85 °C?")
    assert unsupported_topic("What input-high current does its EN input draw at 5 V?")
    assert unsupported_topic("At 1 MHz, which pull-up resistor value does the sheet suggest?")
    assert unsupported_topic("what pull-up supply voltage range does it need?") is None
    assert unsupported_topic("What is the maximum communication range (line-of-sight, in metres)?")
    assert unsupported_topic("What is the supply voltage range of the BME280?") is None
    assert unsupported_topic("What is the operating temperature range?") is None


def test_the_record_explains_itself() -> None:
    question = understand("What is the supply current of the BME-280 in sleep mode?", INDEX)
    assert [m.text for m in question.devices] == ["BME-280"]
    assert [r.field for r in question.requests] == ["standby_current"]
    record = question.to_dict()
    assert record["type"] == "simple" and record["requests"][0]["field"] == "standby_current"
    assert "sleep" in record["conditions"]["modes"]
    assert "scenario" not in record  # only a judgment describes a build
    text = question.explain()
    assert "device BME280" in text and "asks standby_current" in text


def test_a_judgment_carries_its_scenario() -> None:
    question = understand("Can I power an ESP32-WROOM-32 from an AMS1117-3.3 fed from 5 V?", INDEX)
    assert question.qtype == "compatibility" and question.scenario is not None
    assert question.scenario.regulator_input == {"AMS1117": 5.0}
    assert "AMS1117" in question.scenario.wiring.powered_from


@pytest.mark.parametrize(
    "question",
    [
        "Does the regulator's output meet the sensor's supply requirements?",
        "with both at 3 V, can it still push 2 A into the load?",
        "can it do 500 ksps on a 2.7 V supply?",
        "two sensors, one with SA0 to GND - any address clash?",
        "will the driver take 40v on the motor supply?",
        "will my 5v arduino uno power the dac and talk to it over i2c?",
        "Can the TB-20 give 24 V for my 24 V stepper driver?",
        "Is a QX-33 enough to power the sensor and the adc?",
        "rtc running off a qx-33. is the supply in range with the bus active?",
    ],
)
def test_yes_no_questions_about_a_build_ask_for_a_verdict(question: str) -> None:
    from specproof.agent.understand.kind import question_type

    assert question_type(question, n_devices=1, n_requests=1) == "compatibility"


def test_listed_kinds_of_trouble_on_one_bus_ask_a_verdict() -> None:
    from specproof.agent.understand import is_yes_no, question_type

    q = "rt5 + mn4 on the same i2c at 400k. any address or speed problem?"
    assert is_yes_no(q)
    assert question_type(q, 2, 0) == "compatibility"


def test_numbers_inside_bus_and_part_names_are_no_conditions() -> None:
    """ "I2C idle" states no 2 °C, "ESP32 wroom" no 2 W, "HT40 at" no 0 A; a value with its
    unit still counts, "12vdc" as a voltage."""
    cond = find_conditions("ESP32 wroom on 11n HT40 at MCS7 with the I2C bus idle")
    assert cond.temperatures == [] and cond.terms == ["idle"]
    cond = find_conditions("at 12vdc and -20 C with 40 mA")
    assert cond.voltages == [12.0] and cond.temperatures == [-20.0]


def test_a_temperature_conversion_is_a_task_not_a_temperature_asked() -> None:
    asked = fields("worst-case supply current while a temperature conversion runs?")
    assert [f for f, _ in asked] == ["supply_current"]
    assert [f for f, _ in fields("what temperature does it run at?")] == ["operating_temperature"]


def test_a_qualifier_the_question_rules_out_names_no_field() -> None:
    """ "operating (not storage) temperature": the excluded word asks nothing."""
    assert [f for f, _ in fields("What operating (not storage) temperature range applies?")] == [
        "operating_temperature"
    ]
    assert [f for f, _ in fields("the operating temperature, not the storage one?")] == [
        "operating_temperature"
    ]
    assert [f for f, _ in fields("the storage temperature (not operating)?")] == [
        "storage_temperature"
    ]


def test_a_quantity_no_field_holds_is_not_read_as_its_last_word() -> None:
    """A camera's "frame rate" is no baud rate, a transformer's "phase error" no ratio
    accuracy: such questions ask nothing the field vocabulary holds."""
    assert fields("what frame rate does the CAM9 give over serial?") == []
    assert fields("What is the phase error of the CT30?") == []
    assert [f for f, _ in fields("what is the ratio error of the CT30?")] == ["accuracy"]


def test_a_surge_asked_is_a_rating_asked() -> None:
    """ "What surge load current can it take?": a surge (ITSM) is only stated as a rating."""
    (req,) = find_fields("What surge load current can the DM2 take?")
    assert req.limit
    (plain,) = find_fields("What load current can the DM2 take?")
    assert not plain.limit


def test_a_rails_state_is_a_condition_not_the_figure_asked() -> None:
    from specproof.agent.understand.fields import find_fields

    assert "supply_voltage" not in [
        r.field for r in find_fields("qt-rtc battery current with vcc off?")
    ]
    assert [r.field for r in find_fields("qt-rtc supply voltage range?")] == ["supply_voltage"]


def test_a_quantity_stated_as_a_condition_is_not_asked() -> None:
    """ "What trim voltage does the QR5 give at IOUT = 20 mA and TJ = 25 °C?": the 20 mA is
    where the value holds; with no field named, no current is asked either."""
    from specproof.agent.understand.fields import find_fields

    asked = find_fields("What trim voltage does the QR5 give at IOUT = 20 mA and TJ = 25 °C?")
    assert not [r for r in asked if r.field.endswith("_current")], asked


def test_the_level_an_input_is_read_as_on_at_asks_its_input_high_voltage() -> None:
    """ "What input voltage does the QIN-8 need to see an input as ON?", "to read it as a
    high": the level the input reads as on, no supply of the part."""
    from specproof.agent.understand.fields import find_fields

    for question in (
        "What input voltage does the QIN-8 need to see an input as ON?",
        "how many volts before the qin-8 reads an input as high?",
    ):
        assert [r.field for r in find_fields(question)] == ["input_high_voltage"], question


def test_an_ordering_code_after_a_one_letter_family_member_is_the_parts_own_code() -> None:
    # the sheet names its letter-coded members (RTQ5510J, RTQ5510K): "RTQ5510JXB-TR" is the
    # "JXB-TR" code of the RTQ5510, not an "XB-TR" that every member's code ends in
    index = DeviceIndex.build(
        [Document("j" * 64, "rtq5510.pdf", "RTQ5510", ["RTQ5510J", "RTQ5510K"])]
    )
    intent = understand("what range does the RTQ5510JXB-TR cover?", index)
    assert [(m.device, m.variant) for m in intent.devices] == [("RTQ5510", "JXB-TR")]
