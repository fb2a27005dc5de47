"""The build a judgment describes, read from its wording: who drives and who receives, the
stated logic level, copies of a part, a part replaced, the loads, backup cell and common
supply, and whether a question asks for a verdict or makes the supply a subject.
"""

from __future__ import annotations

import pytest

from agent_support import judgment_of, judgment_with_variants
from specproof.agent.understand import (
    DeviceMention,
    asks_supply,
    build_question,
    drive_level,
    judgment_asked,
    roles,
)
from specproof.agent.understand.wiring import signal_pins


@pytest.mark.parametrize(
    ("question", "devices", "sink"),
    [
        ("A 5 V board's TX pin drives the MOD's RXD pin directly.", ["MOD"], "MOD"),
        (
            "The PIR runs from 5 V and its OUT pin goes straight to a MOD GPIO.",
            ["PIR", "MOD"],
            "MOD",
        ),
        ("Connect the SEN output to the ADC input of the MCU.", ["SEN", "MCU"], "MCU"),
        ("The MCU (3.3 V) reads a SEN over I2C.", ["MCU", "SEN"], "MCU"),
        ("Is the SEN's output into the MCU safe?", ["SEN", "MCU"], "MCU"),
        ("Can the SEN drive the MCU directly?", ["SEN", "MCU"], "MCU"),
        # the level the driver is stated at stands between "by" and its name
        (
            "GS9 fed 1.8 V, its nRST pin driven directly by a 3.3 V KX4 GPIO. ok?",
            ["GS9", "KX4"],
            "GS9",
        ),
        ("the LD2 enable pin comes from a 5v TQ8 pin", ["LD2", "TQ8"], "LD2"),
    ],
)
def test_roles_from_wording(question: str, devices: list[str], sink: str) -> None:
    _, sinks = roles(judgment_of(question, devices).wording)
    assert sinks == [sink]


@pytest.mark.parametrize(
    ("text", "level"),
    [
        ("A 5 V Arduino Uno's TX pin drives it", 5.0),
        ("gate driven by a 3.3 V microcontroller pin", 3.3),
        ("Can a 1.8 V logic output drive it", 1.8),
        ("pull-ups go to 5 V", 5.0),
        ("both from 3.3 V with 3.3 V pull-ups", 3.3),
        ("The PIR runs from 5 V and its OUT pin goes to the GPIO", None),
        ("can i wire its tx/rx right into a 5v arduino nano?", 5.0),
        ("the SDA line goes to a 3.3 V Pi", 3.3),
        # a relative clause gives the part its rail: no level is driven at 1.8 V
        ("wired to the spi pins of a radio that's on 1.8v", None),
        # a bus wired as it is to a host: the host's logic level drives the bus lines
        ("can i hook it up over spi straight to a 5v arduino mega?", 5.0),
        # "straight" between the verb and its driver, a driving pin's level in brackets
        ("running on 3.3 V, spi driven straight from a 5 V arduino uno", 5.0),
        ("the board driven straight from an esp32 gpio (3.3 V) - on fully?", 3.3),
    ],
)
def test_drive_level_wordings(text: str, level: float | None) -> None:
    assert drive_level(text) == level


def test_judgment_questions() -> None:
    assert judgment_asked(
        "An LDO runs from a 5.2 V input with a 300 mA load. Will its output stay regulated?"
    )
    assert judgment_asked("On a 2.0 V supply, is a 400 kHz clock allowed for both parts?")
    assert judgment_asked("Can the relay's contact switch a 230 VAC, 13 A kettle?")
    assert not judgment_asked("What is the maximum I2C clock of the RTC?")


@pytest.mark.parametrize(
    "question",
    [
        "PMX-20 straight from a 2S LiPo (7.4 V)?",
        "sw4410 for a 2a load continuous?",
        "the logger's VCC from a 1.8v regulator? (the rest of my board is 1v8)",
    ],
)
def test_a_verbless_build_fragment_asks_a_verdict(question: str) -> None:
    assert judgment_asked(question)


def test_a_build_fragment_after_a_value_asked_is_its_condition() -> None:
    question = "worst case rds(on) of the sw4410 if i run it from a 1.5v rail, in ohms?"
    assert not judgment_asked(question, asks_values=True)
    assert not judgment_asked("what current from a 12v supply?")


def test_scenario_switched_load_backup_cell_and_common_supply() -> None:
    sc = judgment_of(
        "Can the K's normally-open contact switch a 230 VAC, 13 A kettle?", ["K"]
    ).scenario
    assert (sc.load_voltage, sc.load_ac, sc.contact_form, sc.load_currents) == (
        230.0,
        True,
        "NO",
        [13.0],
    )
    sc = judgment_of(
        "Can an R keep time from a 3 V CR2032 coin cell on its backup pin?", ["R"]
    ).scenario
    assert sc.pins == {"R": {"VBAT": 3.0}} and "R" not in sc.rails
    sc = judgment_of(
        "On a 2.0 V supply, I run an R and a T on a 400 kHz I2C bus.", ["R", "T"]
    ).scenario
    assert sc.rails == {"R": 2.0, "T": 2.0} and sc.clock_hz == 400e3


@pytest.mark.parametrize(
    ("question", "volts"),
    [
        ("can the K relays switch a 230v 3a resistive heater?", 230.0),
        ("will the K take my 120 v 16 a space heater", 120.0),
        ("K with a 1500 W, 240 V tank heater - ok?", 240.0),
        ("K on 5 V switching a 2 A heater, ok?", None),  # the relay's supply, not the load's
        ("can a K on 5v drive a fan?", None),
        ("K switching a 12v led strip that pulls 5 a - ok?", 12.0),  # a strip is a load
    ],
)
def test_a_voltage_inside_a_loads_description_is_what_the_contact_switches(
    question: str, volts: float | None
) -> None:
    assert judgment_of(question, ["K"]).scenario.load_voltage == volts


def test_copies_counted_from_the_question() -> None:
    q = "To get 8 channels, can I put two ADQ-0 chips on the same I2C bus?"
    assert judgment_with_variants(q, ["ADQ"], {"ADQ": "0"}).scenario.copies == {"ADQ": 2}
    assert judgment_with_variants("Can 2 x BEH share a bus?", ["BEH"]).scenario.copies == {"BEH": 2}
    assert judgment_with_variants(
        "An ADQ-0 and an ADQ-1 on one bus?", ["ADQ"], {"ADQ": "x"}
    ).scenario.copies == {"ADQ": 2}
    assert (
        judgment_with_variants("Can a BEH and a TMP share one bus?", ["BEH", "TMP"]).scenario.copies
        == {}
    )


def test_supply_as_condition_is_not_asked() -> None:
    assert asks_supply("Any supply, speed or address conflicts?")
    assert asks_supply("Does that fit the MQ's supply and SPI clock limits?")
    assert not asks_supply("Is that clock allowed for both parts at this supply voltage?")
    assert not asks_supply("Considering only speed limits, is the 8 MHz clock within both?")


def test_a_gpio_named_before_the_verb_drives() -> None:
    q = "Can a WR GPIO (IOVDD = 3.3 V) drive the HS's IN pin directly?"
    assert roles(judgment_with_variants(q, ["WR", "HS"]).wording) == (["WR"], ["HS"])


def test_replaced_device_and_signal_pins() -> None:
    q = "If I replace the L298N with a DRV8833, is it rated?"
    mentions = [
        DeviceMention("L298", "d1", "l298.pdf", "L298N", 13, 18),
        DeviceMention("DRV8833", "d2", "drv.pdf", "DRV8833", 26, 33),
    ]
    asked = build_question(q, mentions, qtype="compatibility")
    assert asked.scenario is not None and asked.scenario.wiring.left_out == {"L298"}
    pins = signal_pins("its SDA/SCL lines and the ON/OFF pin, VDD = 3.3 V")
    assert {"SDA", "SCL", "ON", "OFF"} <= pins and "VDD" not in pins


@pytest.mark.parametrize(
    "question",
    [
        "Is it safe to feed the TX9 sensor output into the KM40's ADC?",
        "can i wire the tx9 output to an adc pin of the km40?",
        "The TX9 output goes to ADC channel 3 of the KM40. OK?",
    ],
)
def test_a_signal_read_by_a_converter_is_an_analog_path(question: str) -> None:
    from specproof.agent.understand.asks import read_asks

    asks = read_asks(question.lower())
    assert asks.analog and asks.analog_signal


def test_a_converter_named_as_a_part_is_no_analog_path() -> None:
    from specproof.agent.understand.asks import read_asks

    asks = read_asks("can the ads1115 adc share the i2c bus with the bme280?")
    assert not asks.analog_signal


def test_a_parts_own_clock_source_is_no_bus_clock_and_speed_grades_name_i2c() -> None:
    sc = judgment_of(
        "MCU at 3 V with the 8 MHz HIRC as system clock: can it talk to a SEN in 400 kHz "
        "fast mode?",
        ["MCU", "SEN"],
    ).scenario
    assert (sc.bus, sc.clock_hz) == ("I2C", 400e3)
    sc = judgment_of(
        "With a 16 MHz crystal, can the MCU clock the SEN's SPI at 8 MHz?", ["MCU", "SEN"]
    ).scenario
    assert sc.clock_hz == 8e6


def test_a_regulator_run_off_an_adapter_takes_it_as_input() -> None:
    sc = judgment_of(
        "Can I use the REG off a 12 V wall adapter to power the SEN?", ["REG", "SEN"]
    ).scenario
    assert sc.regulator_input == {"REG": 12.0}


def test_talking_to_another_part_asks_for_a_verdict() -> None:
    text = "can the MCU talk to the SEN at 100 kHz?"
    mentions = judgment_of(text, ["MCU", "SEN"]).devices
    assert build_question(text, mentions).qtype == "compatibility"


def test_a_supply_that_closes_the_clause_is_the_parts_rail() -> None:
    assert judgment_of("oc26 on a 3.3v supply ok?", ["oc26"]).scenario.rails == {"oc26": 3.3}
    # a supply named for another part keeps its own reading
    sc = judgment_of("REG with a 5 V supply feeding the SEN, fine?", ["REG", "SEN"]).scenario
    assert "REG" not in sc.rails


def test_the_supply_pins_own_rail_outranks_the_hosts_voltage() -> None:
    question = "rf24x with a 5v uno and vcc at 3.3v from a regulator board - fine?"
    assert judgment_of(question, ["rf24x"]).scenario.rails == {"rf24x": 3.3}


def test_a_parts_interface_state_names_no_bus_the_parts_share() -> None:
    question = "Can a QT12 (with its SPI interface active) and an RX7 share one 3.3 V rail?"
    assert judgment_of(question, ["QT12", "RX7"]).scenario.bus is None
    question = "Can a QT12 and an RX7 share one SPI bus and one 3.3 V rail?"
    assert judgment_of(question, ["QT12", "RX7"]).scenario.bus == "SPI"


def test_reading_reliably_asks_for_a_verdict() -> None:
    text = "MOD txd into a MCU pin - will it read the highs reliably?"
    mentions = judgment_of(text, ["MOD", "MCU"]).devices
    assert build_question(text, mentions).qtype == "compatibility"


def test_the_builds_own_input_stated_apart_feeds_the_regulator_not_every_part() -> None:
    sc = judgment_of(
        "can a REG (the 3.3v one) run a RAD at full power? input is a 5v usb rail", ["REG", "RAD"]
    ).scenario
    assert sc.build_input == 5.0
    assert sc.rails == {} and sc.regulator_input == {}


def test_a_sources_current_rating_is_the_budget() -> None:
    assert (
        judgment_of(
            "One 12 V 2 A adapter feeds the DRV. Is that ok?", ["DRV"]
        ).scenario.budget_current
        == 2.0
    )
    assert (
        judgment_of("The DRV takes 1.2 A. Is 1.5 A enough?", ["DRV"]).scenario.budget_current == 1.5
    )
    charger = "can i power the drv from a 5v 1a usb wall charger?"
    assert judgment_of(charger, ["DRV"]).scenario.budget_current == 1.0


def test_a_radios_carrier_is_no_bus_clock() -> None:
    assert (
        judgment_of(
            "Can the REG power a RAD transmitting at +12 dBm on 868 MHz?", ["REG", "RAD"]
        ).scenario.clock_hz
        is None
    )
    assert (
        judgment_of("SPI at 8 MHz to a RAD on the 433 MHz band, ok?", ["RAD"]).scenario.clock_hz
        == 8e6
    )


def test_a_carrier_in_brackets_after_a_radios_power_is_no_bus_clock(tmp_path) -> None:
    from agent_support import fact, make_store
    from specproof.agent.workflow import answer_question

    clock = fact("RAD9", "spi_clock_frequency", "SPI clock 10 MHz", unit="MHz", max=10.0)
    store = make_store(tmp_path, {"RAD9": [clock]})
    try:
        answer = answer_question(
            "shunt in the 3.3v line of a rad9 transmitting at +12dbm (868mhz), in range?", store
        )
        assert not any("clock" in r.rule for r in answer.rules), answer.text
    finally:
        store.close()


def test_parts_on_a_stated_voltage_bus_run_from_it() -> None:
    sc = judgment_of(
        "ds32 + si70 on one 3.3v i2c bus at 400khz, address clash or anything?", ["ds32", "si70"]
    ).scenario
    assert sc.rails == {"ds32": 3.3, "si70": 3.3}


def test_a_current_written_after_a_parts_name_is_its_draw() -> None:
    sc = judgment_of(
        "is the MON fast enough to catch the TOF's 40 mA current peaks?", ["MON", "TOF"]
    ).scenario
    assert sc.load_owners == ("TOF",)


def test_the_output_of_a_named_part_is_that_parts_output() -> None:
    sc = judgment_of("Can I power the SEN from the 5 V output of a REG?", ["SEN", "REG"]).scenario
    assert sc.regulator_output == {"REG": 5.0}


@pytest.mark.parametrize(
    "text",
    [
        "a REG buck making 5 v for the SEN - ok?",
        "Can a REG that gives 5 V supply a SEN?",
        "the REG puts out 5 V for my SEN, fine?",
    ],
)
def test_the_voltage_a_regulator_is_said_to_make_is_its_output(text: str) -> None:
    assert judgment_of(text, ["SEN", "REG"]).scenario.regulator_output == {"REG": 5.0}


def test_a_cell_named_before_the_converter_it_goes_through_feeds_it() -> None:
    text = (
        "A tag runs from a single-cell LiPo (4.2 V full, cut-off at 3.0 V) through a REG "
        "with its fixed 3.3 V output. The 3.3 V rail supplies a SEN. Is that fine?"
    )
    sc = judgment_of(text, ["SEN", "REG"]).scenario
    assert sc.regulator_input == {"REG": 4.2}
    assert sc.battery is not None and (sc.battery.empty, sc.battery.full) == (3.0, 4.2)


def test_a_rail_named_after_a_load_is_not_the_monitor_s_supply() -> None:
    sc = judgment_of(
        "Can a MON with a 0.05 ohm shunt on the 12 V pump supply read a PUMPX at full load?",
        ["MON", "PUMPX"],
    ).scenario
    assert "MON" not in sc.rails
    assert sc.shunt_ohm == 0.05 and sc.pullup_ohms == ()
    # the part's own rail is still read
    sc = judgment_of("A MON runs at 3.3 V with a 4.7k pull-up, ok?", ["MON"]).scenario
    assert sc.rails == {"MON": 3.3} and sc.pullup_ohms == (4700.0,)


@pytest.mark.parametrize(
    "question",
    [
        "can the 5v pin of a BRD feed a SENX (peaks ~60ma)?",
        "Will the BRD's 3V3 output run a SENX (about 120 mA)?",
    ],
)
def test_a_current_in_brackets_after_a_part_is_that_part_s_draw(question: str) -> None:
    assert judgment_of(question, ["BRD", "SENX"]).scenario.load_owners == ("SENX",)


@pytest.mark.parametrize(
    "question",
    [
        "can i drive the SRV9 signal straight from a 3.3v mcu pin?",
        "Is it ok to feed the SRV9 input from a 1.8 V gpio?",
    ],
)
def test_a_voltage_before_a_pin_is_that_pin_s_level_not_the_part_s_rail(question: str) -> None:
    sc = judgment_of(question, ["SRV9"]).scenario
    assert "SRV9" not in sc.rails and "SRV9" not in sc.regulator_input


def test_both_on_a_voltage_is_every_part_s_rail() -> None:
    sc = judgment_of("CANX and a FLX on one spi bus at 8mhz, both on 3.3v. ok?", ["CANX", "FLX"])
    assert sc.scenario.rails == {"CANX": 3.3, "FLX": 3.3}


def test_a_load_given_in_ohms_is_no_pull_up() -> None:
    sc = judgment_of("Can the AMP3 headphone output drive an 8 ohm speaker directly?", ["AMP3"])
    assert sc.scenario.pullup_ohms == ()
    sc = judgment_of("AMP3 output with a 10k pull-up to 3.3 V, ok?", ["AMP3"])
    assert sc.scenario.pullup_ohms == (1e4,)


def test_a_rail_label_for_every_part_is_each_part_s_rail() -> None:
    sc = judgment_of("RT5 + MN4 on the same i2c at 400k, all 3v3. any address or speed problem?",
                     ["RT5", "MN4"])  # fmt: skip
    assert sc.qtype == "compatibility"
    assert sc.scenario.rails == {"RT5": 3.3, "MN4": 3.3}


@pytest.mark.parametrize(
    "question",
    [
        "DRV9 on 12v switching a 12v pump, EN pin from a 3v3 mcu - ok?",
        "SOL4 on 24 V with its IN input driven by a 5v arduino, fine?",
    ],
)
def test_a_part_on_a_voltage_runs_on_it_and_its_pin_from_a_controller_receives(
    question: str,
) -> None:
    part = "DRV9" if question.startswith("DRV9") else "SOL4"
    judged = judgment_of(question, [part])
    assert judged.scenario.rails == {part: 12.0 if part == "DRV9" else 24.0}
    assert part not in judged.scenario.regulator_input  # the controller's rail feeds a pin
    assert roles(judged.wording)[1] == [part]


def test_loads_named_in_brackets_after_a_part_are_that_parts_to_drive() -> None:
    question = "the cell runs a MD8 (two n20 motors, ~0.3a each) and a VX5 sensor. ok?"
    sc = judgment_of(question, ["MD8", "VX5"]).scenario
    assert sc.wiring.delivering == frozenset({"MD8"})


def test_an_idle_budget_is_no_load_current() -> None:
    question = "The LB5 sleeps between readings. Does its idle current stay below 1 mA?"
    sc = judgment_of(question, ["LB5"]).scenario
    assert sc.idle_budget == 0.001 and sc.load_currents == []


def test_the_current_a_supply_can_give_is_no_load() -> None:
    question = "The LB5 drives 150 mA of LEDs and runs from a separate 3.3 V, 1 A supply rail. ok?"
    assert judgment_of(question, ["LB5"]).scenario.load_currents == [0.15]
    # a load's draw on each rail is a load
    per_rail = "LB5 feeding a ±12 V sensor that draws only 2 mA per rail: is that fine?"
    assert judgment_of(per_rail, ["LB5"]).scenario.load_currents == [0.002]
    # a casual lower-case "a" after a verb of drawing, a bracket after it
    bracket = "lb5 switching a 24 vdc door solenoid that pulls 5 a (inductive). ok?"
    assert judgment_of(bracket, ["lb5"]).scenario.load_currents == [5.0]


def test_a_load_stepping_from_one_current_to_another_is_one_load_at_the_higher() -> None:
    question = "A radio on the LB5's output steps from 15 mA to 180 mA when it sends. Enough?"
    assert judgment_of(question, ["LB5"]).scenario.load_currents == [0.18]
    casual = "lb5 output -> a gsm board, jumps from 40ma -> 300ma on bursts. ok?"
    assert judgment_of(casual, ["LB5"]).scenario.load_currents == [0.3]


@pytest.mark.parametrize(
    "question", ["Can the QXT4115A run from a 24 V loop?", "QSK-20A on a 3S pack (11.1 V), ok?"]
)
def test_a_number_inside_a_part_number_is_no_load_current(question: str) -> None:
    part = "QXT4115" if "QXT" in question else "QSK"
    assert not judgment_of(question, [part]).scenario.load_currents


@pytest.mark.parametrize(
    "question",
    [
        "SW42 powered from the 3v3 pin of an esp32, will it work?",
        "will 3v3 fry the SW42 if i power it from the esp32 3v3 pin?",
        "will the SW42 board run off my esp32's 3v3 pin?",
    ],
)
def test_a_part_powered_from_a_boards_supply_pin_runs_on_that_pin(question: str) -> None:
    sc = judgment_of(question, ["SW42"])
    assert sc.scenario.rails == {"SW42": 3.3}


def test_a_part_the_asking_sentence_calls_it_is_asked_about() -> None:
    question = "I only have a FX25. Can I put it in front of a VLV12 on a 12 V supply?"
    wiring = judgment_of(question, ["FX25", "VLV12"]).scenario.wiring
    assert wiring.asked_parts == {"FX25", "VLV12"}


def test_running_a_part_off_a_regulator_asks_whether_it_feeds_it() -> None:
    judged = judgment_of("can i run an LX17 off an XR62 1.8v regulator?", ["LX17", "XR62"])
    assert judged.scenario.asks.feeds
    assert "XR62" in judged.scenario.wiring.powered_from


@pytest.mark.parametrize(
    ("question", "span"),
    [
        ("Is the TLT-3 tilt switch OK inside a dishwasher at 90 °C?", (90.0, 90.0)),
        ("Is the standard TLT-3 suitable at 85 °C?", (85.0, 85.0)),
        ("TLT-3 in the greenhouse, 5 °C to 45 °C, fine?", (5.0, 45.0)),
    ],
)
def test_a_part_judged_at_a_temperature_is_an_environment_question(
    question: str, span: tuple[float, float]
) -> None:
    assert judgment_of(question, ["TLT-3"]).scenario.ambient_c == span


def test_a_switch_asked_to_switch_a_voltage_and_current_has_a_contact_load() -> None:
    q = judgment_of("can a TLT-1 switch 24v dc at 20ma?", ["TLT-1"])
    assert q.scenario.asks.contact_load
    assert q.scenario.load_voltage == 24.0 and q.scenario.load_currents == [0.02]


def test_asking_whether_a_supply_fries_a_part_asks_a_verdict() -> None:
    from specproof.agent.understand import read_question

    for casual in (
        "will 5v fry the SW42 if i power it off the uno 5v pin?",
        "will the SW42 run off my esp32's 3v3 pin?",
    ):
        assert judgment_asked(read_question(casual).text), casual


def test_a_pull_up_voltage_written_before_the_pull_ups_is_the_bus_level_not_a_rail() -> None:
    sc = judgment_of("Can the FCA sit on an I2C bus with 1.8 V pull-ups?", ["FCA"]).scenario
    assert sc.rails == {} and sc.drive_level == 1.8


def test_serial_pins_written_in_lower_case_are_signal_pins() -> None:
    assert {"TX", "RX"} <= signal_pins("can i hook its tx/rx straight up to a 5v arduino uno?")
    assert "SDA" in signal_pins("sda into a 3v3 board?")


def test_a_part_that_clocks_another_drives_its_input() -> None:
    sc = judgment_of("Can an AAX running at 3.3 V clock a BBX at VCC = 6 V?", ["AAX", "BBX"])
    assert "BBX" in sc.scenario.wiring.sinks and sc.scenario.asks.signal


def test_a_bus_wired_straight_to_a_host_asks_its_signal_levels() -> None:
    from specproof.agent.understand.asks import read_asks

    assert read_asks("hook the gyro over SPI directly to a 5 V Arduino Mega, ok?").signal
    assert not read_asks("does the gyro speak SPI?").signal
    # no level stated for the host: its supply and bus are the question, not a level
    assert not read_asks("talk i2c to it directly from a 5 V arduino's 5v pin?").signal


@pytest.mark.parametrize(
    ("question", "devices", "rails"),
    [
        ("will my 5v arduino uno power the QX1 and talk to it over i2c?", ["QX1"], {"QX1": 5.0}),
        ("Can a single 12 V supply power the VN2 vane and the AF8 sensor?", ["VN2", "AF8"],
         {"VN2": 12.0, "AF8": 12.0}),
        # the second part is driven, not fed, by the source
        ("Can a 12 V adapter run the VN2 and drive the AF8's input?", ["VN2", "AF8"],
         {"VN2": 12.0}),
    ],
)  # fmt: skip
def test_a_source_named_by_its_voltage_feeds_the_parts_listed_after_it(
    question: str, devices: list[str], rails: dict[str, float]
) -> None:
    scenario = judgment_of(question, devices).scenario
    assert scenario is not None and scenario.rails == rails


def test_a_bus_named_after_its_part_makes_that_part_the_host() -> None:
    q = judgment_of("bmx9 breakout on an mcu7 i2c bus, both on 3.3v. supply ok?", ["bmx9", "mcu7"])
    assert q.scenario is not None and q.scenario.wiring.hosts == {"mcu7"}
    # a part on the bus is no host of it
    q = judgment_of("bmx9 and adx4 on the same i2c bus at 3.3v?", ["bmx9", "adx4"])
    assert q.scenario is not None and not q.scenario.wiring.hosts


def test_a_part_powered_from_another_parts_output_takes_that_rail_not_the_measured_line() -> None:
    q = judgment_of(
        "ina9 powered from the mcu7's 3.3v, measuring current on a 12v line. valid setup?",
        ["ina9", "mcu7"],
    )
    assert q.scenario is not None and q.scenario.rails == {"ina9": 3.3}


def test_a_supply_both_parts_run_from_is_their_rail_not_the_nearer_ones_input() -> None:
    sc = judgment_of(
        "Can a KX1 thermocouple converter and a KY2 DAC both run from one 3.3 V supply?",
        ["KX1", "KY2"],
    ).scenario
    assert sc.rails == {"KX1": 3.3, "KY2": 3.3} and not sc.regulator_input


def test_a_single_wire_bus_shares_no_supply() -> None:
    """ "the single-bus handshake" names a one-wire protocol, not a single supply."""
    sc = judgment_of(
        "KX1 data line through a KY2 (3.3v mcu on A, KX1 at 5v on B) - will the single-bus "
        "handshake work?",
        ["KX1", "KY2"],
    ).scenario
    assert "KY2" not in sc.rails


@pytest.mark.parametrize(
    ("question", "asked"),
    [
        ("my rover runs a ZX-4 off a cell, a QV-9 looks for walls. can the zx-4 take 2 A?",
         "can the zx-4 take 2 A?"),
        ("two boards on one rail. is the QV-9 ok at 12 V?", "is the QV-9 ok at 12 V?"),
        # a stop inside a number or before a word that opens no question splits nothing
        ("at 3.3 V the zx-4 runs. then it sleeps?", "at 3.3 V the zx-4 runs. then it sleeps?"),
        # what follows the question mark tells the build, it asks nothing
        ("Does the ZX-4 keep time on VBAT? The same 3 V feeds a QV-9.",
         "Does the ZX-4 keep time on VBAT?"),
        ("zx-4 ok at 12 v? the qv-9 shares the rail", "zx-4 ok at 12 v?"),
    ],
)  # fmt: skip
def test_a_casual_lower_case_question_sentence_is_the_asking_part(question, asked) -> None:
    from specproof.agent.understand.asks import asking_part

    assert asking_part(question) == asked


def test_a_closing_any_problem_after_a_colon_is_the_asking_part() -> None:
    from specproof.agent.understand.asks import asking_part

    q = "ZX-4 and QV-9 on one 3.3 V bus at 400 kHz: any address or clock clash?"
    assert asking_part(q) == "any address or clock clash?"


@pytest.mark.parametrize(
    "question",
    [
        "bz24 wired straight to a car battery (up to 14.4v while charging) - ok?",
        "bz24 powered from a car battery that reaches 14.4 V while charging - ok?",
    ],
)
def test_a_sources_voltage_said_after_it_is_the_rail(tmp_path, question: str) -> None:
    from agent_support import fact, make_store
    from specproof.agent.workflow import answer_question

    rows = [fact("BZ24", "supply_voltage", "Operating voltage 3 ... 24 V DC", min=3.0, max=24.0)]
    store = make_store(tmp_path, {"BZ24": rows})
    try:
        ans = answer_question(question, store)
        assert ans.verdict == "compatible" and "14.4 V within" in ans.text, ans.text
    finally:
        store.close()
