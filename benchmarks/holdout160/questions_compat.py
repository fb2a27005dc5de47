"""Compatibility questions of the hundred-and-sixtieth hold-out set (28: 10 compatible,
9 incompatible, 9 insufficient_evidence, each of those with one required check the sheets
do not support)."""

from __future__ import annotations

import facts as F
from qkit import BB, CK, DM, FK, GB, LY, QS, Fact, join, q

E, M, H = "easy", "medium", "hard"
OK, NO, IE = "compatible", "incompatible", "insufficient_evidence"
N = iter(range(1, 100))


def cq(diff: str, verdict: str, text: str, devs: list[str], *facts: Fact, note: str = "") -> None:
    items, evidence = join(*facts) if facts else ([], [])
    if verdict == IE:
        items = []
    q("c", next(N), diff, "compatibility", text, devs, items, evidence, verdict, note)


# ---------------------------------------------------------------- compatible (10)
cq(
    E,
    OK,
    "Can an LYR3215 and a CKL4410 with ADDR tied low share one ESP32 I²C bus, both powered "
    "from 3.3 V, with the clock at 400 kHz?",
    [LY, CK],
    F.LY_VCC,
    F.LY_ADDR,
    F.LY_FSCL,
    F.CK_VCC,
    F.CK_ADDR_ALL,
    F.CK_FSCL,
    note="0x68 vs 0x23; 3.3 V within 2.3-5.5 V and 2.4-3.6 V; 400 kHz within both limits",
)
cq(
    M,
    OK,
    "On a 5 V Arduino Uno I want a DMV2190 (A1 and A0 both tied to GND) and an LYR3215 on the "
    "same I²C bus at 100 kHz. Both chips get VCC / VS from the Uno's 5 V pin and the bus is "
    "pulled up to 5 V. Any conflict?",
    [DM, LY],
    F.DM_VS,
    F.DM_ADDR_ALL,
    F.DM_5VPU,
    F.LY_VCC,
    F.LY_ADDR,
    F.LY_PULLUP,
    note="0x40 vs 0x68; 5 V within 3.0-5.5 V and 2.3-5.5 V; both allow 5 V pull-ups",
)
cq(
    H,
    OK,
    "A GBL-FET12D sits in a control cabinet that heats up to 70 °C in summer. It switches a 24 V "
    "heater element that draws 3 A, with 20 kHz PWM coming straight from an ESP32 GPIO (3.3 V "
    "high). No heatsink. Is the module within its ratings?",
    ["GBL-FET12D"],
    F.GB_VLOAD_D,
    F.GB_I33_D,
    F.GB_DERATE,
    F.GB_VIH_D,
    F.GB_PWM,
    F.GB_TOP_D,
    note="24 V within 9-24 V; 15 A derated by 0.25 A/degC above 40 degC leaves 7.5 A at 70 degC, "
    "above 3 A; 3.3 V within IN high 2.0-5.5 V; 20 kHz is the PWM limit; 70 degC inside -25 ... "
    "+85 degC",
)
cq(
    M,
    OK,
    "ESP32 TWAI controller at 500 kbit/s with an NFK1040-33: VCC from the ESP32 board's 3.3 V pin "
    "and TXD / RXD wired straight to two GPIOs. Does that work?",
    ["NFK1040-33"],
    F.NF_VCC33,
    F.NF_VIH33,
    F.NF_RATE,
    F.NF_33DIRECT,
    note="3.3 V within 3.0-3.6 V; TXD high min 2.0 V; RXD swings to 3.3 V; 500 kbit/s under 1 "
    "Mbit/s",
)
cq(
    E,
    OK,
    "Can an NFK1040-33 node and an NFK1040-50 node talk to each other on the same CAN bus at "
    "1 Mbit/s?",
    ["NFK1040-33", "NFK1040-50"],
    F.NF_MIX,
    F.NF_RATE,
    note="'can be mixed on one bus'; both versions 1 Mbit/s max",
)
cq(
    E,
    OK,
    "fku-40l on an esp32, vcc from the 3v3 pin, trig and echo straight to gpios - ok?",
    ["FKU-40L"],
    F.FK_V40L,
    F.FK_TRIG40L,
    F.FK_ECHO40L_33,
    note="3.3 V within 3.0-5.5 V; Trig high min 2.0 V; Echo swings to VCC = 3.3 V (2.9 V min)",
)
cq(
    M,
    OK,
    "little robot running off a single 1s lipo through a bbp-1s3. the esp32 board pulls about "
    "500 ma peaks on wifi and the small gear motor pulls 1.5 a when it starts, so about 2 a worst "
    "case together. will the protection board carry that without cutting out?",
    [BB],
    F.BB_IDIS3,
    F.BB_OC3,
    note="2 A under the 3 A continuous rating and under the 4.0 A minimum overcurrent trip",
)
cq(
    H,
    OK,
    "I'm putting a QSD-T5W on a 3.3 V ESP32 with the BYP jumper closed, so VCC comes from the "
    "ESP32's 3.3 V rail. The SPI bus is shared with an ST7789 display running at 10 MHz; each has "
    "its own CS line. Will the card module behave?",
    ["QSD-T5W"],
    F.QS_VCC_W_BYP,
    F.QS_BYP,
    F.QS_MISO,
    F.QS_SPI_W,
    note="3.3 V within 3.0-3.6 V with BYP closed; MISO released while CS is high; 10 MHz under "
    "20 MHz",
)
cq(
    E,
    OK,
    "lyr3215 with a cr2032 on vbat as backup - fine?",
    [LY],
    F.LY_VBAT,
    F.LY_CR2032,
    note="3.0 V within VBAT 2.3-5.5 V; the sheet names the CR2032 (about 8 years)",
)
cq(
    M,
    OK,
    "Can a DMV2190, powered from 3.3 V, monitor a 24 V motor supply with a 0.1 Ω shunt and the "
    "PGA set to /8, if the motor never draws more than 2 A?",
    [DM],
    F.DM_VS,
    F.DM_BUS,
    F.DM_32A,
    note="3.3 V within 3.0-5.5 V; 24 V within the 0-26 V bus range; 2 A within +/-3.2 A",
)
# ---------------------------------------------------------------- incompatible (9)
cq(
    E,
    NO,
    "fku-40 (the 5v one) powered from the esp32 board's 5v pin, echo wired straight to a gpio. "
    "esp32 inputs are 3.3v and not 5v tolerant (3.6v max). ok?",
    [FK],
    F.FK_V40,
    F.FK_ECHO40,
    F.FK_PUSHPULL,
    F.FK_ESP,
    note="Echo high is at least 4.6 V (about 5 V) on the FKU-40, above the 3.6 V the question "
    "states",
)
cq(
    E,
    NO,
    "ckl4410 on my 5v arduino uno, vcc straight from the 5v pin?",
    [CK],
    F.CK_VCC,
    F.CK_ABS,
    F.CK_5V,
    note="5 V exceeds VCC 3.6 V and the 4.5 V absolute maximum; the sheet says not 5 V tolerant",
)
cq(
    M,
    NO,
    "An NFK1040-50 runs from 5 V. Can its TXD pin be driven directly by a 3.3 V STM32 GPIO "
    "(push-pull, 3.3 V high)?",
    ["NFK1040-50"],
    F.NF_VCC50,
    F.NF_VIH50,
    F.NF_VIH50_NOTE,
    note="TXD high needs at least 3.5 V (0.7 x VCC); 3.3 V is below it. The -33 column (2.0 V) is "
    "a look-alike",
)
cq(
    E,
    NO,
    "bbp-1s3 on a lifepo4 32700 cell - ok?",
    [BB],
    F.BB_OCP,
    F.BB_LFP,
    note="the sheet says LiFePO4 cells are not protected (4.30 V overcharge limit vs 3.65 V full)",
)
cq(
    E,
    NO,
    "gbl-fet12d switching a 5v led strip, v+ from the same 5v supply?",
    ["GBL-FET12D"],
    F.GB_VLOAD_D,
    F.GB_9V,
    note="the GBL-FET12D needs 9-24 V on V+; the GBL-FET12 column (5-24 V) is a look-alike",
)
cq(
    H,
    NO,
    "My weather logger is an Arduino Nano (5 V). It writes to a QSD-T5 card module and also "
    "listens to an nRF24L01 radio. Both hang on the Nano's hardware SPI pins (D11 / D12 / D13), "
    "each with its own chip-select pin, and the QSD-T5 gets 5 V from the Nano. Will the card "
    "and the radio both work on the shared bus?",
    [QS],
    F.QS_VCC_T5,
    F.QS_MISO,
    note="5 V within 4.5-5.5 V, but the QSD-T5 drives MISO all the time and cannot share its SPI "
    "bus; the QSD-T5W could",
)
cq(
    H,
    NO,
    "A data logger with an LYR3215M sits indoors at 20-30 °C. The customer wants timestamps that "
    "drift no more than 1 second per month without any resynchronisation. Does the LYR3215M meet "
    "that?",
    ["LYR3215M"],
    F.LY_STAB_M,
    note="+/-5.0 ppm (LYR3215M, also at 0 ... +40 degC) is about 13 s per 30-day month; 1 s per "
    "month needs about 0.4 ppm. The LYR3215 column (+/-2.0 ppm, about 5 s) would fail too",
)
cq(
    E,
    NO,
    "Can a DMV2190 sense current directly on the plus lead of a 36 V e-bike battery (42 V when "
    "full)?",
    [DM],
    F.DM_BUS,
    F.DM_BUS_NOTE,
    F.DM_ABS_CM,
    note="the bus input range and the common-mode absolute maximum end at 26 V",
)
cq(
    M,
    NO,
    "ok so i've got a plain gbl-fet12 (not the d) for the 12v water pump of my garden "
    "irrigation thing. the pump is rated 8 a and the module's in pin would be driven by a "
    "raspberry pi gpio (3.3v). will it cope?",
    [GB],
    F.GB_I33,
    F.GB_3V3_NOTE,
    note="4 A at IN = 3.3 V; 10 A (IN = 5 V) and 15 A (GBL-FET12D) are look-alikes",
)
# ---------------------------------------------------------------- insufficient evidence (9)
cq(
    M,
    IE,
    "We want an LYR3215 to stay within ±5 ppm at room temperature for ten years without any "
    "trimming. Can we count on that?",
    [LY],
    F.LY_AGING,
    note="+/-2.0 ppm vs temperature plus +/-1.0 ppm first-year aging fit, but no aging figure "
    "after the first year is given",
)
cq(
    E,
    IE,
    "gbl-fet12d in a boat, down in the bilge with salty damp air - will it hold up?",
    ["GBL-FET12D"],
    note="no humidity, coating or corrosion statement",
)
cq(
    M,
    IE,
    "Our automotive customer needs an AEC-Q100 qualified current monitor for a 12 V accessory "
    "circuit. Does the DMV2190 meet that?",
    [DM],
    note="no qualification is stated; the -40 ... +125 degC range is not a qualification",
)
cq(
    H,
    IE,
    "Two NFK1040-50 nodes sit on opposite ends of a truck, and their grounds can differ by up to "
    "25 V. Will the receivers still read the bus correctly?",
    ["NFK1040-50"],
    F.NF_BUS,
    note="only the survival limit of the bus pins (+/-40 V) is given; no receiver common-mode "
    "range",
)
cq(
    E,
    IE,
    "ckl4410 at the end of a 2 m cable from the esp32 - will i2c still work?",
    [CK],
    note="no cable length, bus capacitance or pull-up guidance is given",
)
cq(
    E,
    IE,
    "fku-40l inside a sealed box looking out through a thin acrylic window - will it still range?",
    ["FKU-40L"],
    note="nothing about windows or covers; the FAQ only says it is not waterproof",
)
cq(
    E,
    IE,
    "bbp-1s6 - does it survive (and still protect) if i solder the cell on backwards?",
    ["BBP-1S6"],
    note="no reverse-polarity statement",
)
cq(
    E,
    IE,
    "qsd-t5w with a 128gb microsdxc card reformatted to fat32 - will it work?",
    ["QSD-T5W"],
    F.QS_CARDS,
    note="tested up to 32 GB only; the exFAT note does not say whether a reformatted SDXC card "
    "works",
)
cq(
    H,
    IE,
    "Our CAN connector must pass IEC 61000-4-2 contact discharge at ±8 kV on CANH / CANL without "
    "extra TVS diodes. Will the NFK1040-50 survive that?",
    ["NFK1040-50"],
    F.NF_ESD,
    note="only HBM is given (+/-4 kV for the -50); no IEC 61000-4-2 rating",
)
