"""Which field each way of asking names, and what words each request keeps: the lexicon,
word-family frames, operating states that turn a field into its sibling, one request
per alternative or stated supply.
"""

from __future__ import annotations

import pytest

from agent_support import NO_DEVICES, requests_of
from specproof.agent.understand import (
    DeviceIndex,
    find_fields,
    understand,
    unsupported_topic,
)
from specproof.agent.understand.asked_unit import asked_noun_dimension
from specproof.records import Document


def routed(question: str) -> list[str]:
    return [r.field for r in understand(question, NO_DEVICES).requests]


def fields(question: str) -> list[str]:
    return [r.field for r in find_fields(question)]


RESPONSE_TIME = [
    "How quickly does the on-board humidity element follow a sudden change?",
    "How fast does its relative humidity sensor track a step in RH?",
    "How quickly will the gas sensing element react when the concentration jumps?",
    "How fast do the two temperature probes respond to a change in air temperature?",
    "What is the settling of the output after a humidity step?",
    "What's the sensor's step response?",
    "How long does the reading take to settle after the air changes?",
]

DATA_RATE = [
    "What's the fastest the converter can sample from a 3 V rail?",
    "Which of the two ADCs samples faster?",
    "What is the maximum number of conversions per second?",
    "Which throughput does the converter reach?",
    "What's the highest rate at which it can convert?",
    "What top conversion speed is specified?",
    "Is it specified in ksps, and how many?",
]

BUDGET_TWO = [
    "What average and what peak current should I budget for the module on 5 V?",
    "What mean and peak current does the sensor draw?",
    "How much average or peak current should I plan for from the 5 V rail?",
    "What is the average current consumption and the peak current of the gas sensor?",
    "Which average and peak current must my supply provide for the module?",
]

BUDGET_PEAK = [
    "What peak current does the module draw from 5 V?",
    "How much peak current does the gas sensor pull during a measurement?",
    "What peak current should I allow for on the battery?",
    "What's the peak current the sensor consumes?",
    "What peak current does it need from the supply?",
]

PER_SUPPLY = [
    "I need the serial clock as fast as it goes. What's the limit on a 5 V supply, and on a 2.7 V supply?",
    "How fast can the SPI clock go on 3 V versus on 5 V?",
    "What's the standby current on a 1.8 V rail and on a 3.3 V rail?",
    "What's the max SCLK frequency with VDD at 5 V, and with VDD at 2.7 V?",
    "What supply current does it draw at 3.3 V and at 5 V?",
]

CORE_AND_IO = [
    "What voltages may I put on the chip's VDD and VDDIO pins?",
    "What's the allowed range for VDD and for VDDIO?",
    "What are the VDD and VIO operating ranges?",
    "What operating voltage do VCC and VCCIO need?",
    "What supply range do the VDD and IOVDD rails accept?",
]


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
        # back from a low-power state, or after the supply comes up
        ("the adc coming out of sleep mode: how long until it's fully recovered?", "warm_up_time"),
        ("how long after vdd reaches its minimum before the first command?", "warm_up_time"),
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
        ("What is the maximum ranging rate of the distance module?", "data_rate"),
        # logic levels and ratings
        ("What voltage does the OUT pin go to when it detects someone?", "output_high_voltage"),
        ("What's the worst-case low output level on SDA when sinking 3 mA?", "output_low_voltage"),
        ("What is the highest voltage the SDA and SCL pins can survive?", "abs_max_input_voltage"),
        ("What is the absolute maximum input voltage of the regulator?", "abs_max_supply_voltage"),
        ("What is the supply voltage (absolute maximum)?", "abs_max_supply_voltage"),
        ("What is the highest supply voltage it can withstand?", "abs_max_supply_voltage"),
        ("Which of the two survives the higher supply voltage?", "abs_max_supply_voltage"),
        ("Which one withstands more voltage on its supply pin?", "abs_max_supply_voltage"),
        # currents
        ("How much current does it pull when it's powered down?", "standby_current"),
        ("current draw when the usb host is suspended?", "standby_current"),
        (
            "How much current does it draw from the backup battery while keeping time?",
            "standby_current",
        ),
        ("How much current can one GPIO sink in high-drive mode?", "output_current"),
        ("How much current can the regulator deliver?", "output_current"),
        ("How many milliamps can I pull from the LX7120 regulator?", "output_current"),
        ("how much current can i draw from the 3.3v ldo?", "output_current"),
        ("how much current can i pull from the adapter's 3v3 pin?", "output_current"),
        ("how much current does the module draw from a 5v supply?", "supply_current"),
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


@pytest.mark.parametrize(
    "question",
    [
        "How much current does the X draw while it is measuring, and how much when idle?",
        "what's the current while transmitting, and what in deep sleep?",
    ],
)
def test_a_second_clause_naming_only_a_sleep_state_asks_the_standby_current(
    question: str,
) -> None:
    assert routed(question) == ["supply_current", "standby_current"]


def test_two_quantities_asked_of_one_output_are_two_requests() -> None:
    question = "what are the voltage and max current of the 3v3 ldo output, for a small led?"
    assert routed(question) == ["output_voltage", "output_current"]


@pytest.mark.parametrize(
    ("question", "fields"),
    [
        # a bus-powered slave draws its bus current from the bus that powers it
        ("qbt-9 bus current when STC is tied to VDD (2 unit loads)?", ["supply_current"]),
        ("What is the recommended M-Bus bus voltage for the QBT-9?", ["supply_voltage"]),
        # a supply the part gives another is its output
        ("What card supply voltage does the QCI-4 give a 1.8 V card?", ["output_voltage"]),
        ("with ADDR tied to GND, what is the i2c address?", ["i2c_address"]),
        # a field bus's bit rates; both input levels asked with the verb written once
        ("Which CAN bit rates does the QIO-8 support?", ["data_rate"]),
        ("which input voltages count as logic 1 and which as logic 0?",
         ["input_high_voltage", "input_low_voltage"]),
        ("what voltage does a qsm-4 input need to see to read it as a 1?",
         ["input_high_voltage"]),
        ("below what voltage is a qdx-8 dc input guaranteed off?", ["input_low_voltage"]),
        ("What field supply voltage range does the QDX-8 accept?", ["load_supply_voltage"]),
        ("max ddc clock on the qrd-61?", ["i2c_clock_frequency"]),
        # the pins named in brackets after an absolute rating are the rating's, no request
        ("What is the absolute maximum input voltage of the QPD3 (VIN+ to VIN-)?",
         ["abs_max_supply_voltage"]),
    ],
)  # fmt: skip
def test_bus_powered_parts_and_supplies_given_to_others(question: str, fields: list[str]) -> None:
    assert routed(question) == fields


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
    # an "interface watchdog" or "interface time-out" is a timer of the bus, no bus asked
    assert "interface" not in routed("when does the interface watchdog of the qt5 trip?")
    assert "interface" not in routed("how long is the kp2 interface time-out?")


@pytest.mark.parametrize(
    "question",
    [
        "What is the noise density in µg/√Hz?",
        "How much does the reading drift per year?",
        "What is the coil inductance?",
        "What is the single-pulse avalanche energy rating?",
        "What ESD withstand voltage (human body model) do the pins have?",
        "How far can the radio transmit?",
        "how big is the switching ripple on the 5 V output at full load?",
        "How many milliwatts of optical power does the IR emitter put out?",
    ],
)
def test_specifications_without_a_field_are_recognised(question: str) -> None:
    assert unsupported_topic(question) is not None


@pytest.mark.parametrize(
    "question",
    [
        "What charging current does the BQ-style charger set with a 2 kΩ program resistor?",
        "what's the pre-charge current for a deeply discharged cell?",
        "how much current will it fast-charge my 18650 with?",
    ],
)
def test_a_chargers_charge_current_is_the_current_it_delivers(question: str) -> None:
    assert routed(question) == ["output_current"]


def test_current_drawn_while_charging_is_still_the_supply_current() -> None:
    assert routed("How much current does the charger draw from USB while charging?") == [
        "supply_current"
    ]


@pytest.mark.parametrize(
    "question",
    [
        "What is the maximum clock frequency when VCC is 2.7-3.0 V?",
        "What clock frequency does it allow with the supply at 5 V?",
    ],
)
def test_a_supply_stated_in_words_is_a_condition_not_a_request(question: str) -> None:
    assert "supply_voltage" not in routed(question)


@pytest.mark.parametrize(
    ("question", "asked"),
    [
        (
            "What is the QX-40's shutdown current at an ambient temperature of 70 C?",
            "standby_current",
        ),
        ("On-resistance of the ZR9 with the die temperature at 110 °C?", "on_resistance"),
        ("What sink current can its output take at a supply voltage of 2.5 V?", "output_current"),
    ],
)
def test_a_temperature_or_supply_given_its_value_is_the_operating_point_of_another_field(
    question: str, asked: str
) -> None:
    assert routed(question) == [asked]


@pytest.mark.parametrize(
    ("question", "asked"),
    [
        ("Is the QX-40 fine at an ambient temperature of 95 C?", "operating_temperature"),
        ("Will the ZR9 work at a supply voltage of 5.5 V?", "supply_voltage"),
    ],
)
def test_a_stated_temperature_or_supply_alone_is_what_is_asked(question: str, asked: str) -> None:
    assert routed(question) == [asked]


@pytest.mark.parametrize(
    "question",
    [
        "In the design example (motor supply VM = 10 V), which stall current is it sized for?",
        "How long is the wake-up time of the QF7 (supply voltage VDD = 2.5 V)?",
    ],
)
def test_a_bracket_giving_a_supply_its_value_asks_no_supply(question: str) -> None:
    asked = routed(question)
    assert "supply_voltage" not in asked and "load_supply_voltage" not in asked


def test_a_bus_clock_stated_as_a_condition_is_no_clock_asked() -> None:
    asked = routed("What is the supply current with the interface idle (fSCL = 0 Hz)?")
    assert asked == ["standby_current"]  # an idle interface is a standby condition


def test_the_part_at_work_while_its_bus_idles_asks_the_working_draw() -> None:
    question = "max supply current while a temperature conversion is running (I2C bus inactive)?"
    assert routed(question) == ["supply_current"]
    assert routed("supply current during a measurement, interface inactive?") == ["supply_current"]


def test_a_standby_state_stated_before_the_current_asks_the_standby_draw() -> None:
    assert routed("With the bus inactive and the clock output disabled, what supply current?") == [
        "standby_current"
    ]
    assert routed("current draw in system off with no ram retention?") == ["standby_current"]
    assert routed("what does it draw in stop mode?") == ["standby_current"]
    assert routed("how much current may each port pin sink?") == ["output_current"]
    assert routed("It sleeps between readings. What is its supply current when measuring?") == [
        "supply_current"
    ]


@pytest.mark.parametrize(
    ("question", "field"),
    [
        ("how much continuous drain current can the fet take?", "output_current"),
        ("what pulsed drain current may it see?", "peak_output_current"),
        ("what collector current is the coupler's transistor rated for?", "output_current"),
        ("what is the highest gate-to-source voltage I may apply?", "abs_max_input_voltage"),
        ("what are its rise and fall times?", "response_time"),
        ("what is the gate-source threshold?", "gate_threshold_voltage"),
        ("how long is the turn-off time?", "response_time"),
    ],
)
def test_switch_and_coupler_phrasings(question: str, field: str) -> None:
    assert routed(question) == [field]


def test_the_draw_between_a_rangers_shots_is_its_standby_draw() -> None:
    assert routed("how much current does the ranger draw between two triggers?") == [
        "standby_current"
    ]
    assert routed("what does it pull between pings?") == ["standby_current"]


def test_the_least_high_an_input_takes_asks_its_vih() -> None:
    assert routed("whats the minimum logic high on the en pin?") == ["input_high_voltage"]
    assert routed("what voltage on IN switches it on?") == ["input_high_voltage"]


def test_a_common_mode_voltage_asks_the_analog_input_span() -> None:
    # a differential input's common-mode voltage is where its inputs may sit, not a supply
    assert routed("what common-mode voltage may the shunt monitor's inputs see?") == [
        "analog_input_range"
    ]
    assert routed("Which common mode input voltage does the amplifier accept?") == [
        "analog_input_range"
    ]


def test_a_quantity_asked_by_its_name_rules_out_a_field_of_another_kind() -> None:
    # a supply pin named beside the question is no supply asked: a resistance is
    question = "the rst pin has a pull-up to vcc. what's its guaranteed min and max resistance?"
    assert "supply_voltage" not in routed(question)
    # the noun of a ratio asks no plain quantity
    assert asked_noun_dimension("what is the voltage accuracy of the reference?") is None
    assert asked_noun_dimension("what's the maximum supply current?") == "current"
    assert asked_noun_dimension("what output voltage and current can it give?") is None
    # a current asked as a condition, or "current" as "present", is no quantity asked
    assert asked_noun_dimension("max VOL? and at what current do they spec it") is None
    assert asked_noun_dimension("what supply range does the current revision give?") is None
    # a question asking two things keeps both
    two = "what frequency range does it cover, and what is its receive sensitivity?"
    assert routed(two) == ["frequency_band", "rx_sensitivity"]


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
        ("min voltage the EN pins see as high?", "input_high_voltage"),
        ("what level does the chip treat as low on its inputs?", "input_low_voltage"),
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


def test_same_field_asked_twice_with_own_qualifiers_is_two_requests() -> None:
    reqs = requests_of(
        "What are the X's typical supply current while measuring and its typical average "
        "supply current?"
    )
    assert [r.field for r in reqs] == ["supply_current", "supply_current"]
    assert "measuring" in reqs[0].condition_text and "average" not in reqs[0].condition_text
    assert "average" in reqs[1].condition_text and "measuring" not in reqs[1].condition_text
    enumerated = requests_of(
        "What are (a) the typical high-level source current and (b) the typical low-level "
        "sink current of the X?"
    )
    assert [r.field for r in enumerated] == ["output_current", "output_current"]
    assert "sink" in enumerated[1].condition_text and "sink" not in enumerated[0].condition_text


def test_restated_field_stays_one_request() -> None:
    assert len(requests_of("What is the supply current (supply current IDD) of the X?")) == 1
    assert len(requests_of("What is the supply voltage range of the X supply voltage VDD?")) == 1


def test_listed_cases_sharing_a_noun_split_an_operating_point_does_not() -> None:
    reqs = requests_of(
        "What burn-in time does the X need for storage of less than one month, 1 to 6 months, "
        "and more than six months?"
    )
    assert len(reqs) == 3
    assert all("need for" in r.condition_text for r in reqs)  # the shared words stay with each
    assert "1 to 6 months" in reqs[1].condition_text
    assert len(requests_of("What is the supply current of the X at 3.3 V, 25 °C and 1 MHz?")) == 1


@pytest.mark.parametrize("question", RESPONSE_TIME)
def test_response_time_phrasings(question: str) -> None:
    assert fields(question) == ["response_time"]


def test_response_after_power_on_is_still_a_warm_up() -> None:
    assert fields("How long does the reading take to settle after power-on?") == ["warm_up_time"]
    # waking from sleep is a power-on of its own: a wait before the readings are good again
    assert fields("how long to wait after waking it before the values are stable?") == [
        "warm_up_time"
    ]
    assert fields("once it wakes up, how long until readings settle?") == ["warm_up_time"]


def test_the_absolute_maximum_of_a_pin_named_by_its_signal_is_an_input_rating() -> None:
    assert fields("qx12 sense pin abs max voltage? in mv") == ["abs_max_input_voltage"]
    assert fields("clk/fs/sel pins: whats the absolute max voltage on them?") == [
        "abs_max_input_voltage"
    ]
    # a supply pin named so is the supply's rating
    assert fields("absolute max voltage on the vcc pin?") == ["abs_max_supply_voltage"]
    assert fields("absolute max voltage on the dcvdd pin?") == ["abs_max_supply_voltage"]
    assert fields("absolute max voltage on the in pin of the switch?") == ["abs_max_supply_voltage"]


def test_a_motors_running_current_with_no_load_is_still_its_draw() -> None:
    assert fields("What running current (no load) does the servo draw at 6 V?") == [
        "supply_current"
    ]
    assert fields("What current does the regulator draw with no load?") == ["quiescent_current"]


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


@pytest.mark.parametrize("question", BUDGET_TWO)
def test_average_and_peak_budget_is_two_draws(question: str) -> None:
    reqs = requests_of(question)
    assert [r.field for r in reqs] == ["supply_current", "supply_current"]
    assert "peak" in reqs[1].condition_text or "maximum" in reqs[1].condition_text


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


@pytest.mark.parametrize("question", CORE_AND_IO)
def test_core_and_io_supply_both_asked(question: str) -> None:
    assert fields(question) == ["supply_voltage", "io_supply_voltage"]


def test_from_x_and_from_y_splits_into_two_requests() -> None:
    from specproof.agent.understand import split_alternatives, with_condition_text

    q = "what maximum quiescent currents does it draw from the power supply VS (pin 4) and from the logic supply VSS (pin 9)?"
    reqs = split_alternatives(with_condition_text(q, find_fields(q)))
    assert [r.field for r in reqs] == ["quiescent_current", "quiescent_current"]


def test_on_one_supply_pin_and_on_another_asks_each_pins_range() -> None:
    from specproof.agent.understand import split_alternatives, with_condition_text

    q = "What supply voltage ranges does the RT7 accept on VDD and on the VBAT backup pin?"
    reqs = split_alternatives(with_condition_text(q, find_fields(q)))
    assert [r.field for r in reqs] == ["supply_voltage", "supply_voltage"]
    assert "vdd" in reqs[0].condition_text and "vbat" in reqs[1].condition_text


@pytest.mark.parametrize(
    "question",
    [
        "What charge current (typ) does the CHG9 regulate to with RISET = 3 kΩ?",
        "What output current can the buck deliver at 12 V in?",
    ],
)
def test_a_fields_verb_after_the_asked_noun_is_no_second_request(question: str) -> None:
    """ "What charge current does it regulate to": the verb's object is the current asked,
    not a regulated output voltage."""
    assert routed(question) == ["output_current"]


def test_a_distance_a_part_detects_over_is_its_measurement_range() -> None:
    assert routed("Over what distance does the PRX-8 radar detect a moving person?") == [
        "measurement_range"
    ]


@pytest.mark.parametrize("wording", ["when it's shut down", "in shut down mode", "in shutdown"])
def test_shut_down_written_as_two_words_asks_the_standby_current(wording: str) -> None:
    assert routed(f"how much current does the lx9 draw {wording}?") == ["standby_current"]


def test_a_continuous_current_and_what_peak_are_two_requests() -> None:
    asked = routed("How much current can one DRV9 channel sink continuously, and what peak?")
    assert asked == ["output_current", "peak_output_current"]


@pytest.mark.parametrize(
    "question",
    [
        "how much does the chg7 leak back out of my battery when usb is unplugged?",
        "How much does the CHG7 drain from the cell with no input power?",
    ],
)
def test_what_a_charger_drains_from_its_battery_is_its_standby_current(question: str) -> None:
    assert routed(question) == ["standby_current"]


def test_a_full_scale_range_named_with_its_quantity_is_the_measurement_range() -> None:
    assert routed("What is the full-scale magnetic field range of the QMC9?") == [
        "measurement_range"
    ]


@pytest.mark.parametrize("word", ["magnetometer", "compass", "magnetic field"])
def test_a_magnetometer_asks_for_the_magnetic_quantity(word: str) -> None:
    [request] = understand(f"What is the {word} resolution of the part?", NO_DEVICES).requests
    assert request.quantity == "magnetic_field"


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        ("What is the largest current the monitor can measure?", ["measurement_range"]),
        ("What's the highest field strength the magnetometer can sense?", ["measurement_range"]),
        ("stepper driver max phase current?", ["output_current"]),
        ("What is the driver's motor current, rms and peak?",
         ["output_current", "peak_output_current"]),
    ],
)  # fmt: skip
def test_a_measurand_in_a_relative_clause_and_a_drivers_motor_current(question, expected) -> None:
    assert routed(question) == expected


@pytest.mark.parametrize(
    "question",
    [
        "What is the regulated battery voltage of the charger?",
        "what float voltage does the charger charge to?",
        "What's the charge voltage of the -2 option?",
    ],
)
def test_a_chargers_charge_voltage_is_its_output(question) -> None:
    assert routed(question)[0] == "output_voltage"


def test_an_operating_value_and_the_rating_asked_in_a_second_clause_are_both_asked() -> None:
    assert routed(
        "What is the highest input voltage it is rated to operate from, and what will kill it?"
    ) == ["supply_voltage", "abs_max_supply_voltage"]
    assert routed("what supply voltage will kill it?") == ["abs_max_supply_voltage"]


@pytest.mark.parametrize(
    "question",
    [
        "dac powerdown current in nA?",
        "how much current does the sensor pull when i hold xshut low?",
        "supply current with SHDN low?",
    ],
)
def test_a_power_down_state_named_any_way_asks_the_standby_draw(question) -> None:
    assert routed(question) == ["standby_current"]


def test_a_radios_communication_distance_is_a_topic_no_field_covers() -> None:
    from specproof.agent.understand import unsupported_topic

    assert unsupported_topic("what is the communication distance of the module?")


def test_a_supply_threshold_asked_is_asked_of_the_supply() -> None:
    # (gathering then reads the supply's threshold rows, never its operating range)
    assert routed("What is the undervoltage lockout threshold?") == ["supply_voltage"]
    assert routed("at what vdd does the brown-out trip?") == ["supply_voltage"]


def test_a_mode_named_by_its_repeatability_is_a_mode_not_the_repeatability_spec() -> None:
    from specproof.agent.understand import unsupported_topic

    assert unsupported_topic("what is the repeatability of the rh reading?")
    assert not unsupported_topic("average current at 1 Hz in low repeatability mode?")
    assert not unsupported_topic("how long does one reading take in high-repeatability mode?")


@pytest.mark.parametrize(
    "question",
    ["txs A side supply range? want to run it off 1.8v", "What is the B-port supply range?"],
)
def test_a_translators_side_supply_is_its_io_supply(question) -> None:
    assert routed(question) == ["io_supply_voltage"]


def test_a_field_of_view_and_a_wiper_current_are_read_as_such() -> None:
    from specproof.agent.understand import unsupported_topic

    assert unsupported_topic("What is the field of view (half-angle) of the light sensor?")
    assert routed("What continuous wiper current can the pot carry?") == ["output_current"]
    assert routed("what IR LED pulse current can it be set to?") == ["peak_output_current"]


@pytest.mark.parametrize(
    "question",
    [
        "What is the maximum current the XR9's SIM card interface can supply?",
        "how much current can the USB interface of the XR9 source?",
    ],
)
def test_a_number_asked_beside_a_categorical_field_is_not_that_field(question: str) -> None:
    assert "interface" not in fields(question)


@pytest.mark.parametrize(
    "question",
    [
        "What is the rise time of the LT8 at VCC(A) = 1.8 V and VCC(B) = 3.3 V?",
        "lt8 slew rate with vdd(io)=1.2v?",
    ],
)
def test_a_subscripted_supply_given_a_value_is_a_condition(question: str) -> None:
    assert "supply_voltage" not in fields(question)
    assert "io_supply_voltage" not in fields(question)


def test_a_categorical_word_after_a_value_names_a_version_not_the_field() -> None:
    asked = fields("For the 3.0 V output type of the XR9, what maximum output current?")
    assert asked == ["output_current"]
    assert fields("What is its I2C address and maximum SCL frequency?") == [
        "i2c_address",
        "i2c_clock_frequency",
    ]


@pytest.mark.parametrize(
    "question",
    [
        "running the BB9 off 2 AA cells, how many amps can i pull from it?",
        "What TEC current may the PD4 be operated at?",
    ],
)
def test_current_taken_from_a_part_or_driven_through_a_tec_is_its_output(question: str) -> None:
    assert fields(question) == ["output_current"]
    assert fields("how much current does it draw from the battery?") == ["supply_current"]


@pytest.mark.parametrize(
    ("question", "field"),
    [
        ("adc7 Dout high level at 4.5v supply, 1ma load?", "output_high_voltage"),
        ("what is the SDO pin's low level at 3 mA?", "output_low_voltage"),
    ],
)
def test_an_output_pin_named_before_its_level_asks_that_output_level(
    question: str, field: str
) -> None:
    assert fields(question)[0] == field


def test_an_input_pin_level_asked_under_load_is_its_output_level() -> None:
    assert fields("tcx9 max scl/sda low level, in mV?") == ["input_low_voltage"]
    assert fields("tcx9 sda low level when it sinks 1.2ma?") == ["output_low_voltage"]


def test_a_quantity_noun_of_another_dimension_is_not_the_temperature_asked() -> None:
    assert "operating_temperature" not in fields(
        "Up to what ambient illuminance is the IRX7 specified to keep working?"
    )
    assert fields("what is the IRX7 operating temperature range?") == ["operating_temperature"]


def test_the_voltage_a_signal_needs_is_its_input_level() -> None:
    assert fields("srv3 signal wire - what voltage does the pwm need to be?") == [
        "input_high_voltage"
    ]
    assert fields("what supply voltage does the srv3 need for its pwm signal?") == [
        "supply_voltage"
    ]


def test_the_current_a_part_can_measure_is_its_measurement_range() -> None:
    asked = find_fields("whats the max current an mon3 can measure? need like 5A")
    assert [(r.field, r.quantity) for r in asked] == [("measurement_range", "current")]


def test_push_pull_names_an_output_stage_not_a_draw() -> None:
    assert fields("What is the maximum push-pull data rate of the TX8 at 3.3 V?") == ["data_rate"]
    assert fields("how much current does the TX8 pull?") == ["supply_current"]


def test_the_high_level_of_a_pin_that_drives_a_line_is_its_output_level() -> None:
    asked = fields("guaranteed minimum high level of the SD4 IO pin when it drives the line?")
    assert asked == ["output_high_voltage"]


def test_a_supply_named_before_current_asks_the_current_drawn_from_it() -> None:
    assert fields("drv5 logic supply (vss) current with no load?") == ["quiescent_current"]
    assert fields("drv5 logic supply current?") != ["logic_supply_voltage"]
    assert fields("logic supply voltage of the drv5?") == ["logic_supply_voltage"]


def test_one_block_left_at_work_is_no_standby_question() -> None:
    # the same asked in French: "seulement l'accéléromètre actif (gyroscope désactivé)"
    for question in (
        "typical supply current with only the accelerometer active (gyro and DMP disabled)?",
        "courant d'alimentation typique avec seulement l'accéléromètre actif (gyroscope et DMP désactivés) ?",
    ):
        assert routed(question) == ["supply_current"], question


@pytest.mark.parametrize(
    ("question", "field"),
    [
        ("At what current does the MDX-9's over-current protection trip?", "peak_output_current"),
        ("mdx-9 overcurrent shutdown level?", "peak_output_current"),
        ("What is the OCX-2's collector-emitter saturation voltage?", "output_low_voltage"),
        ("ocx-2 vce(sat) at 10 ma?", "output_low_voltage"),
    ],
)
def test_a_protection_trip_and_a_saturation_voltage_name_their_fields(
    question: str, field: str
) -> None:
    assert fields(question)[:1] == [field]


@pytest.mark.parametrize(
    "question",
    [
        "what voltage may the pad supply of the radio module be?",
        "range for the interface pads' supply on this codec?",
    ],
)
def test_the_supply_of_a_parts_io_pads_is_its_io_supply(question) -> None:
    assert routed(question) == ["io_supply_voltage"]


@pytest.mark.parametrize(
    "question",
    [
        "what voltage does the qc-1 charge a cell to?",
        "which voltage does the qc-1 charge the battery up to?",
    ],
)
def test_the_voltage_a_charger_charges_to_is_its_output_voltage(question: str) -> None:
    from specproof.agent.understand.fields import find_fields

    assert [f.field for f in find_fields(question)] == ["output_voltage"]


@pytest.mark.parametrize(
    "question",
    ["qt-40 max range?", "qt-40 maximum range when it runs from 3.3v?", "max range, qt-40?"],
)
def test_a_bare_max_range_asks_the_measuring_range(question: str) -> None:
    assert "measurement_range" in [r.field for r in requests_of(question)]


@pytest.mark.parametrize(
    ("question", "field"),
    [
        ("What voltage range can the A and B pins of the QX-5 withstand?", "abs_max_input_voltage"),
        ("which outputs has the kp-7 board got - digital, analog?", "output_signal_type"),
        ("is the kp-7 ALRT pin an open-collector output or push-pull?", "output_signal_type"),
        ("when idle, does the DO pin of the kp-7 float (tri-state)?", "output_signal_type"),
    ],
)  # fmt: skip
def test_pin_ratings_and_output_kinds_asked_casually_are_recognised(question, field) -> None:
    assert field in fields(question)


def test_an_output_stage_named_as_the_thing_measured_asks_no_output_kind() -> None:
    assert fields("What is the on-resistance of the kp-7 output stage?") == ["on_resistance"]


def test_i2c_written_with_a_superscript_is_i2c() -> None:
    assert routed("What is the highest I²C clock frequency the QX91 supports?") == [
        "i2c_clock_frequency"
    ]


def test_a_converters_input_voltage_is_its_supply() -> None:
    """A charger's or regulator's "input voltage" is the supply it converts; an ADC's is
    its analog input range."""
    from specproof.agent.understand import DeviceIndex, understand
    from specproof.records import Document

    charger = Document("c" * 64, "mq-136.pdf", "MQ-136", [], title="1S LiFePO4 charger module")
    adc = Document("d" * 64, "zq-16.pdf", "ZQ-16", [], title="16-bit delta-sigma ADC")
    index = DeviceIndex.build([charger, adc])
    asked = understand("mq-136 input voltage range?", index).requests
    assert [r.field for r in asked] == ["supply_voltage"]
    asked = understand("zq-16 input voltage range?", index).requests
    assert [r.field for r in asked] == ["analog_input_range"]
    # an ADC is a converter of data: its input range is the signal's
    sigma = Document("e" * 64, "zq-24.pdf", "ZQ-24", [], title="24-bit sigma-delta converter ADC")
    index = DeviceIndex.build([charger, sigma])
    asked = understand("zq-24 input voltage range at gain 64?", index).requests
    assert [r.field for r in asked] == ["analog_input_range"]
