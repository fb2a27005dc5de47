"""Questions as people type them in English: forum shorthand, misspelt field words,
verbless yes/no fragments, two operating points joined by "and"/"or".
"""

from __future__ import annotations

import pytest

from specproof.agent.understand import DeviceIndex, is_yes_no, read_question, understand
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
    assert read_question("the ina219 @ 5v").text == "the ina219 at 5V"


@pytest.mark.parametrize(
    ("typed", "read"),
    [
        ("a 3.3v mcu with an 8mhz clock", "a 3.3V microcontroller with an 8MHz clock"),
        ("each motor pulls 1.0a, 300ma idle", "each motor pulls 1.0A, 300mA idle"),
        ("a 0.36w coil at 85c", "a 0.36W coil at 85°C"),
        ("twice a day, 2 a day", "twice a day, 2 a day"),  # "a" only glued to a number
        ("the srd-05vdc and its 3v3 pin", "the srd-05vdc and its 3v3 pin"),  # names kept
        (
            "What is the supply voltage at 5 V and 25 °C?",
            "What is the supply voltage at 5 V and 25 °C?",
        ),
    ],
)
def test_units_typed_in_lower_case_are_read_as_units(typed: str, read: str) -> None:
    assert read_question(typed).text == read


def test_symbols_typed_in_lower_case_read_as_symbols() -> None:
    assert read_question("abs max supply voltage vs?").text == "abs max supply voltage VS?"
    assert read_question("bme280 vs ccs811 current").text == "bme280 vs ccs811 current"
    asked = understand("mcp3008 vil and vih (not nsleep)?", INDEX)
    assert {"vil", "vih"} <= asked.context.symbols and "nsleep" in asked.context.excluded


@pytest.mark.parametrize(
    "question",
    [
        "bme280 on a 5v rail - ok?",
        "bme280 and ccs811 on one i2c bus, addresses ok together?",
        "bme280 and mcp3008 levels ok together?",
        "can i hook the hc-sr04 echo pin to the bme280 sdo line?",
        "is 3.3 v in the recommended range of both the bme280 and the ccs811?",
        "bme280 (sdo to vdd) and ccs811 on one i2c bus at 400 khz, 3.3v?",
        "mcp3008 powered off the bme280's rail - fine?",
        "can the mcp3008 (vdd = vref = 5 v) read a bme280 output over its range?",
        "mcp3008 powered directly from a ccs811 pin?",
        "could i use the mcp3008 rail as the supply for a bme280?",
        "bme280 powered from 5 v on a bus with 3.3 v pull-ups — will it read the highs?",
        "ams1117 set to 3.3v powering a bme280 and a ccs811, enough current?",
        # the part asked to do its job in the build, and a part proposed for a load
        "bme280 on the balcony at -25c all winter, will it update?",
        "ccs811 in the car in july, will the readings survive?",
        "mcp3008 bare board (no heatsink) for a 24v 2a pump?",
        # a part put on a supply or a bus, nothing more said
        "ccs811 on a 5v arduino uno with the pull-ups to 5v?",
        "mcp3008 on an esp32 3v3 spi bus at 1 mhz?",
        # the place's temperature judged after a story ("when i use it" tells, not asks)
        "bme280 and mcp3008 in a shed. in winter it is -15c in the morning when i use it. "
        "temps ok?",
        "weather box sees -35C in january. bme280 and ccs811 inside. rated for -35?",
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
        "whats the abs max vdd on the mcp3008? will 7v kill it?",
        "how often will the bme280 update at 3.3 v?",
        "what is the ccs811 for?",
        "bme280 on 3.3 v, what current does it draw?",
        "mcp3008 on a 5v supply, min input high voltage?",
    ],
)
def test_questions_that_ask_values_are_not_judged(question: str) -> None:
    assert understand(question, INDEX).qtype != "compatibility"


def test_any_clash_is_a_yes_no_question() -> None:
    assert is_yes_no("bme280 and ccs811 on one i2c bus, any address clash?")
    assert is_yes_no("hx711 on the 5v rail, fine, yeah?")
    assert not is_yes_no("bme280 i2c addr?")


@pytest.mark.parametrize(
    ("question", "count"),
    [
        ("mcp3008 max spi clock at 5 v or 2.7 v?", 2),
        ("bme280 supply current in normal mode and sleep mode?", 2),
        ("supply current at 5 V and 25 °C?", 1),  # one operating point, two conditions
        ("on-resistance with 5 v in and 5 v bias?", 1),  # two pins at one point
        ("bme280 accuracy when it is between -20 °c and 0 °c?", 1),  # one span
        ("bme280 supply current while measuring and on average (vdd = 3.3 v)?", 2),
        ("Which sleeps lower, the A in power-down or the B in shutdown?", 1),
    ],
)
def test_two_operating_points_of_one_kind_ask_two_values(question: str, count: int) -> None:
    assert len(understand(question, INDEX).requests) == count


def test_a_symbol_written_before_its_value_is_a_condition_not_a_request() -> None:
    asked = understand("ams1117 output voltage, vin 4.75-12v, tj 25c?", INDEX)
    assert [r.field for r in asked.requests] == ["output_voltage"]
    # a pin level given its value is the state the value is asked at
    asked = understand("mcp3008 input low level (VIN = 0V) when supply current is what?", INDEX)
    assert [r.field for r in asked.requests] == ["supply_current"]


def test_a_regulator_typed_tersely_states_its_input_and_output() -> None:
    asked = understand(
        "adjustable ams1117 running off 9v in, set to 3.3v out - can it power a bme280, ok?", INDEX
    )
    assert asked.qtype == "compatibility"
    assert asked.scenario.regulator_input == {"AMS1117": 9.0}
    assert asked.scenario.regulator_output == {"AMS1117": 3.3}


def test_a_part_powered_from_its_own_regulator_has_that_rail() -> None:
    asked = understand(
        "bme280 powered from its own 1.8v regulator and a ccs811 on 3.3v - supply ok?", INDEX
    )
    assert asked.scenario.rails["BME280"] == 1.8


@pytest.mark.parametrize(
    ("question", "field"),
    [
        ("recommended input voltage range of the ams1117?", "supply_voltage"),
        ("relay contacts: max current into a resistive load at 250 vac?", "contact_current"),
        # a ranger's reach, asked in metres or as how far it measures
        ("what is the maximum range of the hc-sr04 in metres?", "measurement_range"),
        ("how far can the hc-sr04 measure?", "measurement_range"),
        ("hc-sr04 detection range?", "measurement_range"),
        ("what vbat range does the bme280 need?", "supply_voltage"),
        # the level an input must reach to read as a logic state, asked as an input voltage
        (
            "What input voltage does the MCP3008 need to see a logic high on CS?",
            "input_high_voltage",
        ),
        ("below what input voltage does the mcp3008 register a logic low?", "input_low_voltage"),
        ("how long does a full refresh take on the bme280?", "response_time"),
        (
            "Wie lange braucht das BME280 nach dem Einschalten, bis es Daten liefert?",
            "warm_up_time",
        ),
    ],
)
def test_casual_field_wordings(question: str, field: str) -> None:
    assert [r.field for r in understand(question, INDEX).requests] == [field]


def test_package_codes_typed_in_lower_case_are_read() -> None:
    assert {"PWP", "RTY"} <= understand(
        "drv peak current, pwp or rty package?", INDEX
    ).context.packages


def test_a_battery_a_part_runs_on_is_its_input() -> None:
    asked = understand(
        "can the ams1117 run straight on a single li-ion cell (3.7v) for a bme280?", INDEX
    )
    assert asked.scenario.regulator_input == {"AMS1117": 3.7}


def test_a_bus_named_by_how_a_part_is_read_is_the_bus() -> None:
    asked = understand("can i connect an mcp3008 next to the bme280 and read it over i2c?", INDEX)
    assert asked.scenario.bus == "I2C"


def test_shorthand_in_capitals_is_a_name_as_written() -> None:
    assert read_question("wire SCK to the CLK pin").text == "wire SCK to the CLK pin"
    assert read_question("Temp range?").text == "temperature range?"


def test_a_bus_clock_typed_as_a_bare_k_is_kilohertz_and_the_bus_named_once_is_the_bus() -> None:
    asked = understand("bme280 + ccs811 sharing i2c at 400k, addresses ok?", INDEX)
    assert (asked.scenario.bus, asked.scenario.clock_hz) == ("I2C", 400e3)
    assert asked.scenario.pullup_ohms == ()  # no 400 kΩ pull-up
    pulled = understand("bme280 and ccs811 on one i2c bus with 4.7k pull-ups, ok?", INDEX)
    assert pulled.scenario.pullup_ohms == (4700.0,)


@pytest.mark.parametrize(
    ("typed", "read"),
    [
        ("bme280 on 3v3, ok?", "bme280 on 3.3V, ok?"),
        ("the 1V8 rail", "the 1.8V rail"),
        ("ams1117-3v3 output?", "ams1117-3v3 output?"),  # a part number stays whole
        ("standby current in 2V8 mode", "standby current in 2V8 mode"),  # a mode's name
    ],
)
def test_a_rail_labelled_as_on_a_schematic_is_its_voltage(typed: str, read: str) -> None:
    assert read_question(typed).text == read


@pytest.mark.parametrize(
    "pin", ["VCCIO", "vio", "VDD_IO", "IOVDD", "VCC(A)", "vdrive", "VL", "VDDIO2"]
)
def test_a_rail_given_to_an_io_supply_pin_is_that_parts_io_supply(pin: str) -> None:
    """ "a CCS811 with VCCIO = 3.3 V", "with vdrive at 3v3": the rail is its I/O supply,
    never its main supply, by any of the names sheets give that pin."""
    for stated in ("= 3.3 v", "at 3v3"):
        asked = understand(f"can a bme280 talk to a ccs811 with {pin} {stated} at 100 khz?", INDEX)
        assert asked.scenario.wiring.supply_fields["CCS811"][0] == "io_supply_voltage"
        assert asked.scenario.wiring.supply_fields["BME280"][0] == "supply_voltage"


def test_a_line_transceivers_data_rate_is_its_baud_rate_and_it_is_no_radio() -> None:
    index = DeviceIndex.build(
        [Document("a" * 64, "qx485.pdf", "QX485", [], title="QX485 RS-485 Transceiver"),
         Document("b" * 64, "rq24.pdf", "RQ24", [], title="RQ24 2.4 GHz Transceiver")]
    )  # fmt: skip
    assert [r.field for r in understand("max data rate of the qx485?", index).requests] == [
        "baud_rate"
    ]
    assert [r.field for r in understand("max data rate of the rq24?", index).requests] == [
        "data_rate"
    ]
    assert index.radios == {"b" * 64}


@pytest.mark.parametrize(
    "question",
    [
        "bme280 supply current with the interface inactive?",
        "¿Cuál es la corriente de alimentación del BME280 con la interfaz inactiva?",
    ],
)
def test_an_interface_named_as_a_state_asks_no_interface(question: str) -> None:
    fields = [r.field for r in understand(question, INDEX).requests]
    assert "interface" not in fields and fields, fields


def test_a_sink_current_asked_in_chinese_is_an_output_current() -> None:
    asked = understand("TM1637 每个 SEG 引脚能吸收多大电流？", DeviceIndex.build(
        [Document("a" * 64, "tm1637.pdf", "TM1637", [])]))  # fmt: skip
    assert [r.field for r in asked.requests] == ["output_current"]


@pytest.mark.parametrize("label", ["3v3out", "VDD_EXT", "5VOUT"])
def test_a_supply_output_named_by_its_pin_label_alone_is_that_pin(label: str) -> None:
    asked = understand(f"can the bme280 run straight off the ccs811's {label}?", INDEX)
    assert asked.scenario.supply_pins == {"CCS811": label}


def test_powered_from_after_when_is_the_condition_of_a_value_asked() -> None:
    """ "ds18b20 standby draw when powered from 3v?" asks a value at a condition; "ds18b20
    powered straight from a coin cell?" puts a build as a question."""
    assert not is_yes_no("ds18b20 standby draw when powered from 3v?")
    assert not is_yes_no("bme280 peak current while powered by a usb port?")
    assert is_yes_no("ds18b20 powered straight from a coin cell?")


def test_a_wiring_without_a_shifter_put_as_a_fragment_is_a_verdict() -> None:
    assert is_yes_no("bme280 on my 5v nano's i2c, pull-ups to 5v, no level shifter?")
    assert is_yes_no("ccs811 straight on a 5 v bus without a translator?")


def test_a_conflict_asked_as_a_fragment_is_a_verdict() -> None:
    assert is_yes_no("bme280 and ccs811 on the same i2c bus at 400 khz: address or clock conflict?")


def test_cell_balancing_is_a_topic_no_field_covers() -> None:
    from specproof.agent.understand.kind import unsupported_topic

    assert unsupported_topic("what cell-balancing current does the bq29 provide?")
    assert unsupported_topic("what is the supply current of the bq29?") is None


@pytest.mark.parametrize(
    "question",
    [
        "bme280 vs ccs811 for a garden logger, which one is rated for colder temps?",
        "which one handles hotter temps, the ds18b20 or the mcp3008?",
    ],
)
def test_informal_temps_ask_the_operating_temperature(question: str) -> None:
    asked = [r.field for r in understand(question, INDEX).requests]
    assert asked == ["operating_temperature"]  # ("vs" between two parts is "versus")


@pytest.mark.parametrize(
    "question",
    [
        "ds18b20 + mcp3008 on a board in a 60c attic. both rated?",
        "ams1117 fed from a 2s lipo pack that sits at 8.4 v when full. in range?",
        # parts put straight on a source and judged over it
        "ds18b20 and mcp3008 hooked straight off my 3xaa holder. fine?",
        "hiking tracker on a lipo: ds18b20 + mcp3008, all good over the full charge range?",
        "can the mcp3008 and the ds18b20 sit on a 9v block? can they take it?",
        "one 5v brick for a ds18b20 and an mcp3008, any power issues?",
        "lab bench at 3.3v only. will the mcp3008 run on that?",
        "kiln monitor at 70c: ds18b20 + mcp3008 near the element. all rated for that heat?",
        # a source proposed for a part's supply, verbless
        "12v wall brick for the mcp3008 supply?",
        "a 1s lipo as the ds18b20's vdd?",
    ],
)
def test_a_build_closed_by_a_verdict_fragment_asks_for_a_verdict(question: str) -> None:
    assert understand(question, INDEX).qtype == "compatibility"


@pytest.mark.parametrize(
    ("question", "field"),
    [
        ("What mains voltage range does the mcp3008 board accept?", "supply_voltage"),
        ("how many amps can the txs0108e switch continuously?", "output_current"),
        ("how many amps can the srd-05vdc-sl-c relay switch?", "contact_current"),
    ],
)
def test_mains_and_switched_amps_ask_their_fields(question: str, field: str) -> None:
    assert [r.field for r in understand(question, INDEX).requests] == [field]


def test_a_modal_verb_after_range_names_no_setting() -> None:
    question = understand("What ambient temperature range may the bme280 be operated in?", INDEX)
    assert question.settings == ()


@pytest.mark.parametrize(
    "question",
    [
        "rgx-4 in a 24v van where the alternator reaches 29v - fine?",
        "the sensor is a '3.3v part' right, so is 4.2 too much for the thp-2?",
        "kd-7 on a bench supply that sometimes sits at 5.6v. too high?",
    ],
)
def test_a_verdict_asked_after_a_relative_clause_or_a_so_is_a_yes_no(question: str) -> None:
    # a relative "where" after a noun asks nothing; "so is ... too much?" asks a verdict
    assert is_yes_no(question)


def test_a_signal_pin_pulled_up_names_no_supply_pin() -> None:
    asked = understand("ccs811 int pin pulled up to 5v on a mega - allowed?", INDEX)
    assert asked.scenario.supply_pins == {}
    fed = understand("can the bme280 run straight off the ccs811's 3v3out pin?", INDEX)
    assert fed.scenario.supply_pins == {"CCS811": "3v3out"}


def test_a_pin_driven_from_a_gpio_is_a_signal_and_the_parts_own_rail_stands() -> None:
    """ "the X's TRIG pin driven by a Pico GPIO (3.3 V logic) with the module powered at
    5 V": 3.3 V is the level on TRIG, 5 V the module's rail; TRIG supplies nothing."""
    asked = understand(
        "is it ok to have the mcp3008's CS pin driven directly from a pico gpio (3.3 v logic) "
        "while the chip itself runs on 5 v?",
        INDEX,
    )
    assert asked.scenario.supply_pins == {}
    assert asked.scenario.regulator_input == {}
    assert asked.scenario.rails == {"MCP3008": 5.0}
    assert asked.scenario.drive_level == 3.3


def test_a_signal_output_sinking_a_loads_own_current_is_the_driver_not_a_supply() -> None:
    """ "the INT output of X sinks the coil current of Y": INT is a signal pin (no supply
    pin of X), and Y, whose coil draws the current, is the load X's pin must carry."""
    asked = understand(
        "the INT output of a ccs811 sinks the coil current of an srd-05vdc-sl-c relay "
        "(about 70 ma). is INT rated for that?",
        INDEX,
    )
    assert asked.scenario.supply_pins == {}
    assert asked.scenario.load_owners == ("SRD-05VDC-SL-C",)


@pytest.mark.parametrize(
    ("question", "rail"),
    [
        ("mcp3008 vdd straight on the mega's 5v pin?", 5.0),
        ("bme280 with vcc to the nano 3.3v pin - fine?", 3.3),
    ],
)
def test_a_supply_pin_put_on_a_boards_supply_pin_runs_at_that_pins_voltage(
    question: str, rail: float
) -> None:
    asked = understand(question, INDEX)
    assert list(asked.scenario.rails.values()) == [rail]


@pytest.mark.parametrize(
    "question",
    [
        "desk clock: ds18b20 and bme280 on the 5v from a phone charger. fine?",
        "school project powered from a usb power bank 5v: ds18b20 probe + bme280. supply ok?",
        # the build's supply in a sentence of its own, before the parts
        "plant waterer, 5v off a wall wart; ds18b20 in the soil and a bme280 by the window. ok?",
    ],
)
def test_a_rail_stated_after_or_before_a_list_of_parts_is_each_parts_rail(question: str) -> None:
    asked = understand(question, INDEX)
    assert asked.scenario.rails == {"DS18B20": 5.0, "BME280": 5.0}


def test_a_level_driven_from_a_host_pin_and_the_hosts_logic_figures_supply_nothing() -> None:
    """ "CS driven straight from a 3.3 V pico gpio. (pico: output high at least 2.6 V)": the
    3.3 V is a level on CS, no input the sensor converts, and "output high" is a level of
    the host, no supply it gives; the part sits on the boost's 5 V."""
    asked = understand(
        "weather node: the mcp3008 on a 5 V boost with DOUT through a 1k/2k divider, CS "
        "driven straight from a 3.3 V pico gpio, a ccs811 beside it. (ccs811: output high at "
        "least 2.6 V) will the mcp3008 see CS as high?",
        INDEX,
    )
    assert asked.scenario.regulator_input == {}
    assert asked.scenario.wiring.supplying == frozenset()


@pytest.mark.parametrize(
    ("question", "verdict"),
    [
        ("relay coil from pin D7 (host: 40 mA max per pin) can the pin drive it?", True),
        ("hc-sr04 on 5 V (5 V only) is that fine?", True),
        ("Over what range (minimum to maximum) does the HC-SR04 measure?", False),
        ("In which package(s) is the AMS1117 offered?", False),
    ],
)
def test_a_question_opened_after_a_closing_bracket(question: str, verdict: bool) -> None:
    assert is_yes_no(question) is verdict


@pytest.mark.parametrize(
    ("question", "verdict"),
    [
        ("ds18b20 outdoors in a bird box at -15c in winter?", True),
        ("hc-sr04 in a garage at -5 c overnight?", True),
        ("what current does the hc-sr04 draw outdoors at -15c?", False),
    ],
)
def test_a_part_put_somewhere_cold_asks_whether_it_copes(question: str, verdict: bool) -> None:
    assert (understand(question, INDEX).qtype == "compatibility") is verdict


def test_asking_whether_the_sheet_states_a_figure_asks_for_the_figure() -> None:
    """ "Does the data sheet guarantee a maximum power-down current at 3.6 V?": the figure
    (or its absence) answers, not a verdict on a build."""
    index = DeviceIndex.build([Document("a" * 64, "lx9.pdf", "LX9", [])])
    asked = understand(
        "Does the LX9 data sheet guarantee a maximum power-down current at 3.6 V?", index
    )
    assert asked.qtype != "compatibility"
    build = understand("Does the LX9 run from 3.6 V?", index)
    assert build.qtype == "compatibility"


def test_a_mode_the_part_enters_on_its_own_is_a_concern_no_range_settles() -> None:
    from specproof.agent.understand.concerns import raises

    asked = "node sleeps at 40 uA - will the converter drop into its power save mode at that load?"
    assert raises(asked, "a light-load mode")
    assert not raises("will the converter run from 2 AA cells?", "a light-load mode")


def test_a_radio_links_reach_is_a_concern_no_range_settles() -> None:
    from specproof.agent.understand.concerns import raises

    assert raises("at 250 kbps, will i get 1 km line of sight between two of these?", "radio range")
    assert raises("how far can two of these talk through walls?", "radio range")
    assert not raises("is 250 kbps within its data rate range?", "radio range")
