"""Where a question puts each part of a build: on a bus, on a bare host pin, or driven
straight from a host pin whose current the question states. Parts and wording are made up."""

from __future__ import annotations

import pytest

from agent_support import fact, make_store
from specproof.agent.understand import Wording
from specproof.agent.understand.bus_clock import part_buses
from specproof.agent.understand.host_pins import stated_pin_limit
from specproof.agent.understand.kind import is_yes_no
from specproof.agent.understand.record import DeviceMention
from specproof.agent.workflow import answer_question


def _placed(text: str, *parts: str) -> dict[str, str]:
    mentions = []
    for part in parts:
        at = text.lower().index(part.lower())
        mentions.append(DeviceMention(part.upper(), "d", "d.pdf", part, at, at + len(part)))
    mentions.sort(key=lambda m: m.start)
    return part_buses(Wording(text, tuple(mentions)))


@pytest.mark.parametrize(
    ("text", "parts", "placed"),
    [
        # a bracket is one step between the part and its bus
        ("an ad8 powered at 3.3 V (VDD = VREF = 3.3 V) on SPI1 at 1 MHz", ("ad8",), {"AD8": "SPI"}),
        # a bare pin of the host is no bus
        ("plus a tq20 on GPIO17 with a 4.7k pull-up", ("tq20",), {"TQ20": "PIN"}),
        ("the kx2 wired to pin D3", ("kx2",), {"KX2": "PIN"}),
        # the bus word right after the part's name
        ("rt7 i2c with pull-ups to 5v", ("rt7",), {"RT7": "I2C"}),
        # a part whose own clause wires it to host pins
        (
            "dm9 DATA/CLK/CS straight from host pins, rt7 on i2c",
            ("dm9", "rt7"),
            {"DM9": "PIN", "RT7": "I2C"},
        ),
        ("an ow5 on one-wire", ("ow5",), {"OW5": "1WIRE"}),
        # the bus in brackets right after the part
        ("a dm9 (spi at 8 mhz) and an rt7", ("dm9", "rt7"), {"DM9": "SPI"}),
        # the parts a sentence says share a bus are on it; one named only elsewhere is not
        (
            "the rt7 alarm pin sinks an led; a dm9 and an fl4 share the spi bus.",
            ("rt7", "dm9", "fl4"),
            {"DM9": "SPI", "FL4": "SPI", "RT7": "OFF"},
        ),
    ],
)
def test_the_question_puts_each_part_on_a_bus_or_a_pin(text, parts, placed) -> None:
    assert _placed(text, *parts) == placed


def test_a_part_named_alone_is_put_nowhere() -> None:
    assert _placed("is the rt7 fine at 5 v?", "rt7") == {}


@pytest.fixture
def bus_and_pins(tmp_path):
    sheets = {
        "RT7": [
            fact("RT7", "supply_voltage", "Supply voltage VCC 2.3 5.5 V", min=2.3, max=5.5),
            fact("RT7", "interface", "I2C serial interface", unit=None, values=["I2C"]),
        ],
        "DM9": [
            fact("DM9", "supply_voltage", "Operating supply V+ 4.0 5.5 V", min=4.0, max=5.5),
            fact("DM9", "interface", "SPI-compatible serial interface", unit=None,
                 values=["SPI"]),
        ],
        "TQ20": [
            fact("TQ20", "supply_voltage", "Supply voltage VDD 3.0 5.5 V", min=3.0, max=5.5),
            fact("TQ20", "interface", "1-Wire interface", unit=None, values=["1-Wire"]),
        ],
        "AD8": [
            fact("AD8", "supply_voltage", "Supply voltage VDD 2.7 5.5 V", min=2.7, max=5.5),
            fact("AD8", "interface", "SPI serial interface", unit=None, values=["SPI"]),
        ],
        "MD4": [
            fact("MD4", "load_supply_voltage", "Motor supply VM 2.7 10.8 V", min=2.7, max=10.8),
            fact("MD4", "interface", "PWM control interface", unit=None, values=["PWM"]),
        ],
        "LR33": [
            fact("LR33", "output_voltage", "Output voltage 3.3 V", value=3.3),
            fact("LR33", "dropout_voltage", "Dropout voltage 0.3 V", max=0.3),
        ],
    }  # fmt: skip
    store = make_store(tmp_path, sheets)
    yield store
    store.close()


def _checks(answer) -> str:
    return "\n".join(f"{r.rule} {r.passed} {r.reason}" for r in answer.rules)


def test_a_part_wired_to_host_pins_is_not_judged_on_the_bus_of_another(bus_and_pins) -> None:
    """ "dm9 DATA/CLK/CS straight from host pins, rt7 i2c": the SPI-only part is on pins of
    its own, not failed for not speaking I2C."""
    ans = answer_question(
        "clock build: rt7 and dm9 both on the 5v rail, dm9 DATA/CLK/CS straight from host "
        "pins, rt7 i2c with pull-ups to 5v. any supply problem?",
        bus_and_pins,
    )
    assert "DM9 interfaces" not in _checks(ans), ans.text
    assert "RT7 interfaces ['I2C'] include I2C" in _checks(ans), ans.text
    assert ans.verdict != "incompatible", ans.text


def test_the_bus_parts_are_put_on_is_the_bus_judged(bus_and_pins) -> None:
    """The host's own SDA/SCL named in brackets do not make the build an I2C one when the
    question puts its parts on SPI and on a bare pin."""
    ans = answer_question(
        "ad8 powered at 3.3 V (VDD = 3.3 V) on SPI0, plus a tq20 on GPIO4 at 3.3 V. "
        "(host: 3.3 V logic; SDA/SCL have 1.8k pull-ups on the board) ok?",
        bus_and_pins,
    )
    assert "do not include" not in _checks(ans), ans.text
    assert ans.verdict != "incompatible", ans.text


def test_a_regulator_without_an_interface_is_not_a_bus_part(bus_and_pins) -> None:
    """ "an LR33 makes the rail, the rt7 on i2c": the regulator powers the bus's parts and
    speaks no bus; it is not asked for an interface or an address."""
    ans = answer_question(
        "an lr33 makes the 3.3 v rail and the rt7 sits on the i2c bus. any problem?",
        bus_and_pins,
    )
    assert "LR33 interface" not in _checks(ans), ans.text
    assert "RT7 interfaces ['I2C'] include I2C" in _checks(ans), ans.text


@pytest.mark.parametrize(
    ("text", "amps", "absolute"),
    [
        ("(host at 5 V: 40 mA absolute max per pin)", 0.040, True),
        ("coil straight from a gpio (20 ma max per gpio)", 0.020, False),
        ("its pins can source up to 12 mA", 0.012, False),
    ],
)
def test_a_per_pin_current_is_the_hosts_limit(text, amps, absolute) -> None:
    limit = stated_pin_limit(text)
    assert limit is not None and (limit.amps, limit.absolute) == (pytest.approx(amps), absolute)


def test_a_question_after_a_closing_bracket_asks_for_a_verdict() -> None:
    assert is_yes_no("relay coil from pin D7 (host: 40 mA max per pin) can the pin drive it?")


@pytest.fixture
def coil(tmp_path):
    sheets = {
        "KR5": [
            fact("KR5", "coil_voltage", "Nominal coil voltage 5 VDC", value=5.0),
            fact("KR5", "supply_current", "Coil current 5 VDC 80 mA", unit="mA", value=80.0,
                 si_value=0.080),
        ],
        "GS3": [
            fact("GS3", "supply_voltage", "Heater voltage VH 5.0 V", min=4.9, max=5.1),
        ],
    }  # fmt: skip
    store = make_store(tmp_path, sheets)
    yield store
    store.close()


def test_a_coil_above_the_stated_pin_current_is_refused(coil) -> None:
    ans = answer_question(
        "alarm: host board with a gs3 on its 5v, and the kr5 relay coil wired straight "
        "between pin D4 and GND. (host at 5 V: 40 mA absolute max per pin) can the pin "
        "drive the coil?",
        coil,
    )
    assert ans.verdict == "incompatible", ans.text
    assert "0.08 A > the question's stated 40 mA per-pin absolute maximum" in _checks(ans)


def test_a_coil_within_a_stated_absolute_maximum_is_not_proven(coil) -> None:
    ans = answer_question(
        "the kr5 relay coil wired straight from pin D4 to GND. (host: 100 mA absolute max "
        "per pin) can the pin drive the coil?",
        coil,
    )
    assert ans.verdict != "compatible", ans.text


def test_the_chip_of_a_named_board_is_that_board_not_an_unknown_part(bus_and_pins) -> None:
    """ "(Uno = QX3281P at 5 V: ...)": the board's chip, whose figures the question gives,
    is the host; the same part number driving the bus alone is a part with no sheet."""
    from specproof.agent.understand import device_index, understand

    index = device_index(bus_and_pins)
    for board in ("(Uno = QX3281P at 5 V)", "a 5 V arduino nano (QX3281P)", "the Pi's QX3281P"):
        said = f"rt7 on i2c with pull-ups to 5v, host {board}. any supply problem?"
        assert understand(said, index).unknown_devices == (), said
    bare = "rt7 on i2c with pull-ups to 5v, driven by a QX3281P. ok?"
    assert understand(bare, index).unknown_devices == ("QX3281P",)


def test_a_part_without_a_bus_named_apart_from_it_is_not_judged_on_it(bus_and_pins) -> None:
    """ "md4 for the motors, rt7 for light. ... the i2c bus": the PWM-only driver is named
    apart from the bus; only a question that puts it on the bus fails it for not speaking
    I2C."""
    apart = answer_question(
        "robot: md4 for the motors, rt7 for light. the rt7 gets 5 v and the i2c pull-ups go to"
        " that same 5 v. is the rt7 fine that way?",
        bus_and_pins,
    )
    assert "MD4 interfaces" not in _checks(apart), apart.text
    together = answer_question("can the md4 and the rt7 share one i2c bus?", bus_and_pins)
    assert "MD4 interfaces ['PWM'] do not include I2C" in _checks(together), together.text


def test_a_stated_clock_is_not_judged_for_a_part_that_speaks_only_another_bus(
    bus_and_pins,
) -> None:
    """ "an ad8 (SPI at 2 MHz) and an rt7 on the 5 V rail": the SPI clock is the ADC's; the
    I2C-only RTC has no SPI clock limit to miss."""
    ans = answer_question(
        "an ad8 (spi at 2 mhz) and an rt7, both on the 5 v rail. ok?", bus_and_pins
    )
    clocks = [r for r in ans.rules if r.rule == "interface.spi_clock_frequency_within_limit"]
    assert clocks and all("RT7" not in r.reason for r in clocks), ans.text
