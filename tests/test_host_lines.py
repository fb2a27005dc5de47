"""One part's signal on a maker board's GPIO, the board outside the library: the board's
side is the level the question states or its makers document (said as an assumption), the
part's highs must stay within it, and the board's highs must clear the part's named
inputs. Parts and wording are made up."""

from __future__ import annotations

import pytest

from agent_support import fact, make_store
from specproof.agent.rules.host_lines import supply_high_statements
from specproof.agent.understand.host_levels import host_level
from specproof.agent.workflow import answer_question
from specproof.records import SectionKind


def _sheets() -> dict[str, list]:
    return {
        # a comparator module: no output level stated
        "PK7": [fact("PK7", "supply_voltage", "Operating voltage 3.0 ... 5.5 V", min=3.0, max=5.5)],
        # a pulse sensor whose output high follows its supply, one row per supply
        "FQ9": [
            fact("FQ9", "supply_voltage", "Working voltage DC 4.5 ~ 18 V", min=4.5, max=18.0),
            fact("FQ9", "output_high_voltage", "Output high VCC = 5 V 4.6 V", value=4.6),
            fact("FQ9", "output_high_voltage", "Output high VCC = 12 V 11.5 V", value=11.5),
        ],
        # a pulse sensor whose output high is its supply, said in words only
        "KQ3": [
            fact("KQ3", "supply_voltage", "Supply range 4.5 to 24 V DC", min=4.5, max=24.0),
            fact("KQ3", "output_low_voltage", "Pulse low level 0.5 V max", max=0.5),
            fact("KQ3", "output_current", "The pulse line is pulled up to VCC inside the housing.",
                 unit="mA", max=None),
        ],
        # a radio that runs from 3.3 V only
        "RF3": [fact("RF3", "supply_voltage", "Supply voltage VCC 1.9 3.6 V", min=1.9, max=3.6)],
        # a display driver with input thresholds per supply
        "ZD8": [
            fact("ZD8", "supply_voltage", "VDD supply voltage 3.0 5.5 V", min=3.0, max=5.5),
            fact("ZD8", "input_high_voltage", "VIH CLK, DIN at VDD = 5 V 3.5 V", min=3.5,
                 condition="CLK, DIN; VDD = 5 V"),
        ],
    }  # fmt: skip


@pytest.fixture
def store(tmp_path):
    s = make_store(tmp_path, _sheets())
    yield s
    s.close()


@pytest.mark.parametrize(
    ("question", "verdict"),
    [
        # on the board's own 3.3 V rail its outputs cannot rise above the board's level
        ("pk7 powered from the pico's 3v3 pin, do wired into a gpio - ok?", "compatible"),
        ("esp32 project: pk7 powered from the 3v3 pin, do on a gpio - ok?", "compatible"),
        # on a supply of its own, not the board's pin: no row says what level its output
        # reaches, so the wiring is unproven
        ("pk7 powered from 3.3v with do going straight into an esp32 gpio, safe?",
         "insufficient_evidence"),
        # at 5 V its output level is not stated: no proof either way
        ("pk7 powered from 5v with its output into a raspberry pi gpio - safe?",
         "insufficient_evidence"),
        # the row at its 5 V supply: 4.6 V into a 3.3 V board
        ("FQ9 powered from 5 V with its pulse output straight into an ESP32 GPIO - safe?",
         "incompatible"),
        ("fq9 on a 5v arduino nano, signal wire into an interrupt pin - fine?", "compatible"),
        ("kq3 powered from 12v, pulse wire straight into an esp32 gpio - safe?", "incompatible"),
        ("KQ3 on a 5 V Arduino Uno, pulse output into an interrupt pin: OK?", "compatible"),
        # a board's 5 V supply pin powers the part; it is no logic level of the line
        ("kq3 powered from the raspberry pi's 5v pin, pulse wire into a gpio - fine?",
         "incompatible"),
        # the board drives the part's named inputs
        ("Can the ZD8 run from a 5 V Arduino Uno with CLK and DIN on two digital pins?",
         "compatible"),
        ("zd8 on 5v with clk and din driven from esp32 gpios - will it work?", "incompatible"),
    ],
)  # fmt: skip
def test_a_part_on_a_board_gpio_is_judged_against_the_board_level(
    store, question: str, verdict: str
) -> None:
    ans = answer_question(question, store)
    assert ans.verdict == verdict, ans.text


def test_a_documented_board_level_is_said_as_an_assumption(store) -> None:
    ans = answer_question("pk7 powered from the pico's 3v3 pin, do wired into a gpio - ok?", store)
    assert ans.verdict == "compatible"
    assert "assumed: pico GPIOs work at 3.3 V" in ans.text


def test_the_board_level_the_question_writes_wins() -> None:
    stated = host_level("its DO straight into an ESP32 GPIO (3.3 V max)?", ())
    assert stated is not None and stated.stated and stated.volts == 3.3
    documented = host_level("its DO straight into an arduino uno gpio?", ())
    assert documented is not None and not documented.stated and documented.volts == 5.0
    # a board family with both levels states none
    assert host_level("its DO straight into an arduino due gpio?", ()) is None
    # no line on the board's pins: no board level
    assert host_level("can an esp32 power it?", ()) is None


@pytest.mark.parametrize(
    ("text", "limit"),
    [
        ("its DO straight into an esp32 gpio (esp32 gpio max is 3.6v)?", 3.6),
        ("DO to an ESP32 GPIO, which must never see more than 3.6 V?", 3.6),
        ("OUT into a pico gpio (the pico pins take 3.6 V max). ok?", 3.6),
        ("wire OUT straight to a Pico GPIO that tolerates at most 3.6 V. safe?", 3.6),
        ("its DO straight into an ESP32 GPIO?", None),
    ],
)
def test_the_most_a_boards_pins_may_see_is_read_apart_from_its_level(text, limit) -> None:
    host = host_level(text, ())
    assert host is not None and host.limit == limit and host.volts == 3.3


@pytest.mark.parametrize(
    ("question", "verdict"),
    [
        # the part's own stated level against what the board's pins may see
        ("Can the DO pin of a PK7 running on 5 V go straight to an ESP32 GPIO, which must "
         "not see more than 3.6 V?", "incompatible"),
        ("fq9 on 5v, pulse output straight into an esp32 gpio (esp32 gpio max is 3.6v) - ok?",
         "incompatible"),
    ],
)  # fmt: skip
def test_a_part_high_above_the_most_a_board_pin_may_see_fails(store, question, verdict) -> None:
    ans = answer_question(question, store)
    assert ans.verdict == verdict, ans.text
    assert "the question allows" in ans.text, ans.text


@pytest.mark.parametrize(
    ("sentence", "ties"),
    [
        ("Output high level            follows VCC", True),
        ("In the dark the output turns off and a 10 kΩ resistor pulls DO HIGH to VCC.", True),
        ("Signal high level = supply", True),
        ("Q: what level on a 5V board? A: OUT swings to the module VCC.", True),
        # a VOH figure, an open-collector output, a bus pull-up: no level tied to the supply
        ("VOH IOH = -4 mA VCC - 0.4 V", False),
        ("Output: NPN open collector, pull-up to V+ needed", False),
        ("A pull-up resistor to VDD is required on SDA and SCL.", False),
    ],
)  # fmt: skip
def test_an_output_high_tied_to_the_supply_in_words(sentence: str, ties: bool) -> None:
    assert bool(supply_high_statements(sentence)) is ties


@pytest.mark.parametrize(
    "question",
    [
        "Can I connect the RF3's VCC pin to the 5 V pin of an Arduino Uno?",
        "can i wire the rf3 vcc pin to my uno's 5v pin?",
    ],
)
def test_a_supply_pin_wired_to_a_boards_supply_pin_is_the_parts_rail(store, question: str) -> None:
    ans = answer_question(question, store)
    assert ans.verdict == "incompatible", ans.text
    assert "supply" in ans.text


def _transceiver(name: str, vih_max: float) -> list:
    return [
        fact(name, "supply_voltage", "Supply voltage VCC 3.0 3.6 V", min=3.0, max=3.6),
        fact(name, "input_high_voltage", f"High-level input voltage (DI, DE, RE) VIH 2.0 {vih_max} V",
             min=2.0, max=vih_max, condition="DI, DE, RE"),
    ]  # fmt: skip


@pytest.mark.parametrize(
    ("name", "verdict"), [("RQ55", "insufficient_evidence"), ("RQ36", "incompatible")]
)
def test_a_board_driving_the_named_inputs_of_a_part_on_its_own_supply(
    tmp_path, name: str, verdict: str
) -> None:
    """A level from outside the library onto the inputs the question names, of a part whose
    own supply the question states: a level above its input limits fails it; clearing a VIH
    row tied to no supply proves nothing at the stated supply (the thresholds may move)."""
    store = make_store(
        tmp_path, {"RQ55": _transceiver("RQ55", 5.5), "RQ36": _transceiver("RQ36", 3.6)}
    )
    ans = answer_question(
        f"Can a 5 V Arduino drive the DI, DE and RE pins of an {name} that runs from 3.3 V?", store
    )
    assert ans.verdict == verdict, ans.text


def test_a_board_driving_only_inputs_is_not_judged_by_the_parts_outputs(tmp_path) -> None:
    """ "in1/in2 from esp32 gpios": the driver's motor outputs never reach the board, so its
    output level is no check; the board's high against the inputs' VIH is."""
    driver = [
        fact("MD88", "logic_supply_voltage", "Logic supply voltage VSS 4.5 7 V", min=4.5,
             max=7.0),
        fact("MD88", "input_high_voltage", "Input high voltage IN1, IN2 2.3 7 V", min=2.3,
             max=7.0, condition="IN1, IN2"),
        fact("MD88", "output_voltage", "Output swing 0 46 V", min=0.0, max=46.0),
    ]  # fmt: skip
    store = make_store(tmp_path, {"MD88": driver})
    ans = answer_question("md88 logic on 5v, in1/in2 straight from esp32 gpios - ok?", store)
    assert ans.verdict == "compatible", ans.text


def test_a_boards_tx_wired_to_a_modules_rxd_is_a_line_to_judge(tmp_path) -> None:
    """ "uno tx wired straight to the module's rxd": the board's 5 V high on the input of a
    module whose pins run at 3.3 V behind its regulator is never passed by the supply check
    alone."""
    module = [
        fact("BT9", "supply_voltage", "VIN pin 3.6 5.0 6.0 V", min=3.6, typ=5.0, max=6.0),
        fact("BT9", "abs_max_input_voltage", "Voltage on RXD, EN -0.3 3.6 V", min=-0.3, max=3.6,
             section=SectionKind.ABS_MAX),
        fact("BT9", "other", "The UART pins are 3.3 V logic and are not 5 V tolerant.",
             unit=None),
    ]  # fmt: skip
    store = make_store(tmp_path, {"BT9": module})
    question = (
        "bt9 powered from an arduino uno's 5v pin, uno tx wired straight to the module's rxd - ok?"
    )
    ans = answer_question(question, store)
    assert ans.verdict != "compatible", ans.text


def test_a_lower_supply_row_does_not_lower_the_threshold_a_board_must_clear(tmp_path) -> None:
    """An LED driver on 5 V whose sheet also lists a 3.3 V row: the board's 3.3 V high is
    judged against the VIH at the 5 V it runs from, never passed at the lower row."""
    rows = [
        fact("LX12", "supply_voltage", "VDD supply voltage 3.5 5.3 V", min=3.5, max=5.3),
        fact("LX12", "supply_voltage", "Logic supply (3.3 V version) 3.0 3.3 V", min=3.0,
             max=3.3),
        fact("LX12", "input_high_voltage", "VIH DIN VDD = 5.0 V 3.5 V", min=3.5,
             condition="DIN; VDD = 5.0 V"),
    ]  # fmt: skip
    store = make_store(tmp_path, {"LX12": rows})
    question = "lx12 on 5v with the data line driven straight from an esp32 gpio - ok?"
    ans = answer_question(question, store)
    assert ans.verdict != "compatible", ans.text


def _gpio_powered(name: str, draw_ma: float | None) -> list:
    rows = [fact(name, "supply_voltage", "Supply voltage VCC 3.0 5.5 V", min=3.0, max=5.5)]
    if draw_ma is not None:
        rows.append(fact(name, "supply_current", f"Supply current ICC {draw_ma} mA",
                         unit="mA", max=draw_ma))  # fmt: skip
    return rows


@pytest.mark.parametrize(
    ("question", "verdict", "said"),
    [
        # a few milliamperes from one I/O pin, within what the board makers document
        ("Can I power the WS4 from a digital pin of a 5 V Arduino Uno and switch it on only "
         "while reading?", "compatible", "assumed: the Arduino Uno 5 V GPIO gives at most 20 mA"),
        # a draw over that figure
        ("power the hd6 from one gpio of an arduino uno so it sleeps between readings - ok?",
         "incompatible", "GPIO gives at most 20 mA"),
        # no row states the draw: one pin's few milliamperes may not cover it
        ("Can I power the NQ2 from a digital pin of a 5 V Arduino Uno?", "insufficient_evidence",
         "NQ2 supply current"),
        # a board whose pin current no maker figure here covers
        ("Can I power the WS4 from a GPIO of an ESP32?", "insufficient_evidence",
         "the current one ESP32 GPIO gives"),
    ],
)  # fmt: skip
def test_a_part_powered_from_a_board_io_pin_is_judged_against_what_one_pin_gives(
    tmp_path, question: str, verdict: str, said: str
) -> None:
    """ "power the sensor from a digital pin" (a maker habit against electrolysis): the pin
    is the part's supply, at the board's logic level, and the part's draw must stay within
    what one I/O pin gives; the pin is no logic line into the part's inputs."""
    store = make_store(
        tmp_path,
        {
            "WS4": _gpio_powered("WS4", 6.0),
            "HD6": _gpio_powered("HD6", 35.0),
            "NQ2": _gpio_powered("NQ2", None),
        },
    )
    ans = answer_question(question, store)
    assert ans.verdict == verdict, ans.text
    assert said in ans.text


def test_a_pin_that_powers_the_part_is_not_a_line_driving_it() -> None:
    powered = host_level("Can I power the WS4 from a digital pin of a 5 V Arduino Uno?", ())
    assert powered is not None and powered.from_gpio and powered.powers and not powered.drives
    driven = host_level("ws4 on 5v with clk and din driven from arduino uno gpios?", ())
    assert driven is not None and driven.drives and not driven.from_gpio


def test_a_wiring_onto_a_named_board_put_as_a_question_is_judged(tmp_path) -> None:
    """ "vt1 pwm output straight into an esp32 gpio?": no number written, but the board
    names its level; the part's 5 V high fails it."""
    rows = [fact("VT1", "output_high_voltage", "PWM output high, no load 4.75 5.25 V", min=4.75,
                 max=5.25)]  # fmt: skip
    store = make_store(tmp_path, {"VT1": rows})
    ans = answer_question("vt1 pwm output straight into an esp32 gpio?", store)
    assert ans.verdict == "incompatible", ans.text


@pytest.mark.parametrize(
    ("part", "pin", "verdict"), [("SD5", "5v", "compatible"), ("SD3", "3.3v", "incompatible")]
)
def test_bus_pins_wired_straight_to_a_board_are_judged_at_its_level(
    tmp_path, part: str, pin: str, verdict: str
) -> None:
    """ "sd5 on a 5v arduino uno, vcc to the 5v pin and the spi pins wired straight?": the
    board's 5 V highs on the part's SPI inputs, against their limits."""
    sheets = {
        "SD5": [
            fact("SD5", "supply_voltage", "Supply (VCC pin) 4.5 ... 5.5 V", min=4.5, max=5.5),
            fact("SD5", "input_high_voltage", "VIH CS, SCK, MOSI 2.0 5.5 V", min=2.0, max=5.5,
                 condition="CS, SCK, MOSI"),
        ],
        "SD3": [
            fact("SD3", "supply_voltage", "Supply (VCC pin) 3.0 ... 3.6 V", min=3.0, max=3.6),
            fact("SD3", "input_high_voltage", "VIH CS, SCK, MOSI 2.0 3.6 V", min=2.0, max=3.6,
                 condition="CS, SCK, MOSI"),
        ],
    }  # fmt: skip
    store = make_store(tmp_path, sheets)
    question = (
        f"{part.lower()} on a 5v arduino uno, vcc to the {pin} pin and the spi pins wired straight?"
    )
    ans = answer_question(question, store)
    assert ans.verdict == verdict, ans.text
