"""Question lexicon: the ways makers and engineers ask for each field.

Each test gives several phrasings of one field (plain words, symbols, question forms)
and a look-alike that must not be read as it.
"""

from __future__ import annotations

import pytest

from specproof.agent.understand import DeviceIndex, find_fields, understand, unsupported_topic

NO_DEVICES = DeviceIndex([], {})


def routed(question: str) -> list[str]:
    return [r.field for r in understand(question, NO_DEVICES).requests]


@pytest.mark.parametrize(
    ("question", "field"),
    [
        # MOSFET ratings
        ("What drain-source voltage is the part rated for?", "drain_source_voltage"),
        ("What is the VDSS of this MOSFET?", "drain_source_voltage"),
        ("What's the drain to source breakdown voltage?", "drain_source_voltage"),
        ("What is RDS(on) at 10 V?", "on_resistance"),
        ("What is the on-resistance in milliohms with 4.5 V on the gate?", "on_resistance"),
        ("How much resistance does it have when fully on?", "on_resistance"),
        ("What is the gate threshold voltage?", "gate_threshold_voltage"),
        ("What is VGS(th)?", "gate_threshold_voltage"),
        ("At what gate voltage does the FET start to turn on?", "gate_threshold_voltage"),
        # supply
        ("What's the operating range for its main supply pin?", "supply_voltage"),
        ("What input voltage window does it accept?", "supply_voltage"),
        ("What voltage does the module run on?", "supply_voltage"),
        # accuracy, resolution, timing
        ("How accurate is it between -25 °C and +85 °C?", "accuracy"),
        ("How precise is the humidity reading?", "accuracy"),
        ("What is one LSB of the temperature reading worth?", "resolution"),
        ("What is the smallest temperature change it can resolve?", "resolution"),
        ("How many bits does the ADC have?", "resolution"),
        ("How long does one temperature conversion take?", "response_time"),
        ("How long does it take to convert a sample?", "response_time"),
        ("How quickly does it respond to a step in humidity?", "response_time"),
        ("How long does the module take to initialize after power-on?", "warm_up_time"),
        ("How often can it update the reading?", "data_rate"),
        ("How many samples per second can it deliver?", "data_rate"),
        # buses
        ("What's the fastest SCL it accepts in fast mode?", "i2c_clock_frequency"),
        ("What is the maximum I2C bus speed?", "i2c_clock_frequency"),
        ("How fast can the SPI bus be clocked?", "spi_clock_frequency"),
        # radio
        ("How sensitive is the receiver at 1 Mbps?", "rx_sensitivity"),
        ("What is the weakest signal the radio can receive?", "rx_sensitivity"),
        ("What is the maximum output power in dBm?", "tx_power"),
        # detection and measuring range
        ("How far away can it detect a person?", "measurement_range"),
        ("What is the maximum sensing distance?", "measurement_range"),
        # logic levels and ratings
        ("What voltage does the OUT pin go to when it detects someone?", "output_high_voltage"),
        ("What's the worst-case low output level on SDA when sinking 3 mA?", "output_low_voltage"),
        ("What is the highest voltage the SDA and SCL pins can survive?", "abs_max_input_voltage"),
        ("What is the absolute maximum input voltage of the regulator?", "abs_max_supply_voltage"),
        ("What is the supply voltage (absolute maximum)?", "abs_max_supply_voltage"),
        ("What is the highest supply voltage it can withstand?", "abs_max_supply_voltage"),
        # currents
        ("How much current does it pull when it's powered down?", "standby_current"),
        (
            "How much current does it draw from the backup battery while keeping time?",
            "standby_current",
        ),
        ("How much current can one GPIO sink in high-drive mode?", "output_current"),
        ("How much current can the regulator deliver?", "output_current"),
        ("What is the static current?", "supply_current"),
        ("How much power does the coil use?", "coil_power"),
        ("How much power does the module draw?", "power_consumption"),
        # temperatures
        ("What working temperature is it rated for?", "operating_temperature"),
        ("How cold can it get and still work?", "operating_temperature"),
        ("At what temperature can it be stored?", "storage_temperature"),
    ],
)
def test_question_forms_route_to_their_field(question: str, field: str) -> None:
    assert routed(question) == [field]


def test_relay_contact_load_asks_current_and_voltage() -> None:
    assert routed("What load can the normally-open contact switch?") == [
        "contact_current",
        "contact_voltage",
    ]
    assert routed("How much current can the normally-closed contact carry?") == ["contact_current"]


def test_sleep_comparisons_ask_standby_current() -> None:
    assert routed("Which sleeps lower, the A in power-down or the B in shutdown?") == [
        "standby_current"
    ]
    assert routed("Which idles at lower current: the regulator or the module?") == [
        "standby_current"
    ]


def test_negated_abs_max_keeps_the_operating_field() -> None:
    assert routed("What's the operating range for the main supply pin (not the abs max)?") == [
        "supply_voltage"
    ]
    assert routed("What is the supply voltage range (not the absolute maximum)?") == [
        "supply_voltage"
    ]


def test_conditions_and_descriptions_are_not_fields() -> None:
    # "sinking 3 mA" qualifies VOL, it does not ask for the sink current too
    reqs = find_fields("What is VOL when sinking 3 mA at VCC = 4.5 V?")
    assert [r.field for r in reqs] == ["output_low_voltage"]
    # a bare "threshold" on a logic pin is VIH/VIL, never the MOSFET gate threshold
    assert "gate_threshold_voltage" not in routed("What is the logic threshold of the enable pin?")


@pytest.mark.parametrize(
    "question",
    [
        "What is the noise density in µg/√Hz?",
        "How much does the reading drift per year?",
        "What is the coil inductance?",
        "What is the single-pulse avalanche energy rating?",
        "What ESD withstand voltage (human body model) do the pins have?",
        "What is the undervoltage lockout threshold?",
        "How far can the radio transmit?",
    ],
)
def test_specifications_without_a_field_are_recognised(question: str) -> None:
    assert unsupported_topic(question) is not None


def test_unknown_phrasing_abstains_instead_of_guessing() -> None:
    assert routed("What colour is the PCB?") == []
    assert routed("How big is the lens?") == []
    assert unsupported_topic("How far away can it detect a person?") is None
    assert unsupported_topic("What is the zero-drift amplifier's supply voltage?") is None


def test_stated_operating_points_are_conditions_not_requests() -> None:
    # a rate, a resolution, a supply value or a temperature span qualifies the value asked
    assert routed("What is the supply current in low power mode with a 5 Hz update rate?") == [
        "supply_current"
    ]
    assert routed("What is the conversion time with 12-bit resolution?") == ["response_time"]
    assert routed("Across the full junction temperature range, what output voltage is it?") == [
        "output_voltage"
    ]
    assert routed("What is the fastest SCL clock when VCC is 2.0 V?") == ["i2c_clock_frequency"]
    assert routed("What is the maximum I2C SCL clock frequency?") == ["i2c_clock_frequency"]


def test_mode_pairs_split_into_one_request_each() -> None:
    intent = understand(
        "How much supply current does it draw in normal mode and in low-power mode?", NO_DEVICES
    )
    assert [r.field for r in intent.requests] == ["supply_current", "supply_current"]
    assert "low-power" in intent.requests[1].condition_text
    intent = understand(
        "What maximum SCL clock is allowed when VCC is 2.0 V, and when VCC is 5 V?", NO_DEVICES
    )
    assert [r.field for r in intent.requests] == ["i2c_clock_frequency"] * 2


@pytest.mark.parametrize(
    ("question", "field"),
    [
        ("What voltage does the relay coil need?", "coil_voltage"),
        ("What is the resistance of the coil?", "coil_resistance"),
        ("What motor voltage can the driver take?", "load_supply_voltage"),
        ("How much headroom does the regulator need above its output?", "dropout_voltage"),
        ("What voltage is recognised as a logic high on DIN?", "input_high_voltage"),
        ("What is the maximum voltage for a logic low?", "input_low_voltage"),
        ("What serial speed does the UART use by default?", "baud_rate"),
        ("Is the sensor waterproof?", "ip_rating"),
        ("Which frequency band does the radio use?", "frequency_band"),
        ("Does it have an analog or digital output?", "output_signal_type"),
        ("Which bus does it use to talk to the MCU?", "interface"),
        ("Which company makes it?", "manufacturer"),
        ("Which versions are available?", "part_numbers"),
        ("Which Bluetooth version does the module support?", "wireless_protocol"),
        ("How humid can the room be for it to work?", "operating_humidity"),
        ("What is the ADC input range?", "analog_input_range"),
        ("What voltage does the regulator output?", "output_voltage"),
    ],
)
def test_more_question_forms(question: str, field: str) -> None:
    assert routed(question) == [field]


def test_words_inside_other_words_and_source_references_are_not_fields() -> None:
    # "adjustaBLE VERSION" is no Bluetooth version; "per the ordering information" cites a table
    assert routed("Can the adjustable version power it?") == []
    assert routed("What operating temperature range is given (per the ordering information)?") == [
        "operating_temperature"
    ]


def test_output_level_follows_the_state_asked() -> None:
    assert routed("What voltage does the OUT pin go to when idle?") == ["output_low_voltage"]
    assert routed("What voltage does the OUT pin go to when it detects motion?") == [
        "output_high_voltage"
    ]
    assert routed("What is the max current the pin can sink?") == ["output_current"]


def test_a_voltage_next_to_the_part_names_its_fixed_output_variant() -> None:
    from specproof.records import Document

    index = DeviceIndex.build(
        [
            Document("a" * 64, "ldo.pdf", "QX2210", ["QX2210-3.3", "QX2210-5.0", "QX2210-ADJ"]),
            Document("b" * 64, "buck.pdf", "BK2596", ["BK2596-12", "BK2596-ADJ"]),
        ]
    )

    def variants(question: str) -> list[tuple[str, str | None]]:
        return [(m.device, m.variant) for m in understand(question, index).devices]

    assert variants("What is the output of the 3.3 V QX2210 at 25 °C?") == [("QX2210", "3.3")]
    assert variants("What is the dropout of the QX2210 (5 V version)?") == [("QX2210", "5.0")]
    assert variants("What does the 12 V BK2596 output?") == [("BK2596", "12")]
    # an operating point after the part is no variant; nor is a voltage no variant has
    assert variants("What is the dropout of the QX2210 at 5 V?") == [("QX2210", None)]
    assert variants("What does the 12 V QX2210 do?") == [("QX2210", None)]
