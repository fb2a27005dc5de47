"""A signal a build makes or passes on: the rate of an audio or PWM signal is no bus clock,
its fidelity is a concern no rule settles, and a host pin driving a part's inputs needs a
level check. Parts and wording are made up."""

from __future__ import annotations

import pytest

from agent_support import fact, make_store
from specproof.agent.understand.bus_clock import bus_clock
from specproof.agent.understand.stated_level import drive_level
from specproof.agent.workflow import answer_question


@pytest.fixture
def store(tmp_path):
    sheets = {
        "DV12": [
            fact("DV12", "supply_voltage", "Supply voltage VDD 2.7 5.5 V", min=2.7, max=5.5),
            fact("DV12", "spi_clock_frequency", "SCLK frequency 20 MHz", unit="MHz",
                 max=20.0, si_max=20e6),
            fact("DV12", "interface", "SPI-compatible interface", unit=None, values=["SPI"]),
        ],
        "RM2": [
            fact("RM2", "supply_voltage", "Logic supply VCC 3.3 5.0 V", min=3.3, max=5.0),
            fact("RM2", "coil_voltage", "Coil supply JD-VCC 5 V", value=5.0),
        ],
    }  # fmt: skip
    s = make_store(tmp_path, sheets)
    yield s
    s.close()


@pytest.mark.parametrize(
    "question",
    [
        "is the dv12 good enough for a 44.1 khz audio output?",
        "can the dv12 make a 20 kHz sine from a 3.3 V rail?",
        "dv12 generating a 25 kHz pwm waveform, fine?",
    ],
)
def test_the_rate_of_a_signal_is_no_bus_clock(question: str) -> None:
    assert bus_clock(question, "SPI") is None
    assert bus_clock("dv12 on spi at 8 MHz making 44.1 khz audio", "SPI") == 8e6
    # a rate said beside the bus that carries it is that bus's clock
    assert bus_clock("deliver 48 kHz audio over I2S from 3.3 V", None) == 48e3


def test_a_radio_band_is_no_bus_clock() -> None:
    # a band said with no radio word beside it is still a carrier, never an SPI clock
    assert bus_clock("rf7 on eu868 (863-870 MHz), powered from an esp32 at 3.3v?", "SPI") is None
    assert bus_clock("the rf7 module (902-928 MHz), wired to my uno", "SPI") is None
    # a fast clock said beside the bus is the bus's
    assert bus_clock("w25 flash on qspi sck at 104 MHz", "SPI") == 104e6


@pytest.mark.parametrize(
    "wording",
    [
        "is the dv12 good enough for a 44.1 khz audio output with under 0.01 % thd?",
        "dv12 on 3.3 V: low enough distortion for a test tone?",
        "will the dv12 on 5 V give 90 dB signal-to-noise?",
    ],
)
def test_the_fidelity_of_a_signal_is_a_concern_no_rule_settles(store, wording) -> None:
    from specproof.agent.understand import raised_concerns

    assert "signal fidelity" in [c.name for c in raised_concerns(wording)]
    ans = answer_question(wording, store)
    assert ans.verdict != "compatible", ans.text


def test_a_host_pins_level_in_brackets_is_the_level_it_drives() -> None:
    assert drive_level("pico gpio (3.3v) driving the rm2 in1/in2") == 3.3
    assert drive_level("host output (1.8 V logic) into the rm2 IN pin") == 1.8


def test_a_host_pin_driving_a_parts_inputs_is_never_compatible_without_a_level_check(
    store,
) -> None:
    """The module's logic supply fits, but nothing on the sheet says whether the 3.3 V the
    pin gives is a high at IN1 / IN2 with VCC on 5 V."""
    ans = answer_question("pico gpio (3.3v) driving rm2 in1/in2 with vcc and jd-vcc on 5v?", store)
    assert ans.verdict != "compatible", ans.text


@pytest.mark.parametrize(
    "question",
    [
        "Can a Pico drive the DV12's SPI inputs directly with the DV12 on 5 V?",
        "my stm32 driving the rm2 inputs, rm2 powered from 5v - ok?",
    ],
)
def test_a_host_named_as_driving_a_parts_inputs_needs_a_level_check(store, question) -> None:
    """The host is named, not its pin ("can an X drive the Y's inputs"): the rail fitting
    the part says nothing about the host's high at those inputs."""
    ans = answer_question(question, store)
    assert ans.verdict != "compatible", ans.text
