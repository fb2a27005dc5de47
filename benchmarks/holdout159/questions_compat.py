"""Compatibility questions of the hundred-and-fifty-ninth hold-out set (28: 10 compatible,
9 incompatible, 9 insufficient_evidence, each of those with one required check the sheets do
not support)."""

from __future__ import annotations

import facts as F
from qkit import AB, BB, DR, DV, LR, MG, QT, RH, Fact, join, q

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
    "Can an RHX3152 with ADDR tied to GND and an ABD4712-A0T with A0 tied to GND share one ESP32 "
    "I²C bus at 3.3 V and 400 kHz?",
    [RH, "ABD4712-A0T"],
    F.RH_VDD,
    F.RH_ADDR_ALL,
    F.RH_FSCL,
    F.AB_VDD,
    F.AB_ADDR_A0,
    F.AB_FSCL,
    note="0x46 vs 0x60; 3.3 V within 2.15-5.5 V and 2.7-5.5 V; 400 kHz within 1000 kHz and the "
    "fast-mode limit",
)
cq(
    E,
    OK,
    "rhx3152 on a 5v arduino uno, vdd from the uno's 5v pin and the i2c pull-ups to 5v too. ok, "
    "or do i need a level shifter?",
    [RH],
    F.RH_VDD,
    F.RH_5V,
    note="5 V within 2.15-5.5 V; the interface prose says the whole bus can stay at 5 V when the "
    "chip runs from 5 V",
)
cq(
    M,
    OK,
    "I want to drive an LRM-4C05 from an ESP32. I remove the JD-VCC link, feed VCC from the "
    "ESP32's 3.3 V pin and JD-VCC from a 5.0 V USB supply, and wire IN1 to IN4 straight to GPIOs "
    "(3.3 V high, 0 V low, each can sink 20 mA). Will the relays switch on and off properly?",
    [LR],
    F.LR_VCC,
    F.LR_JD05,
    F.LR_VIH,
    F.LR_VIL,
    F.LR_IIN,
    F.LR_ESP,
    note="VCC 3.3 V within 3.0-5.5 V; JD-VCC 5.0 V within 4.75-5.25 V; at VCC = 3.3 V the off "
    "level is 2.3 V min and the on level 0.8 V max; IN current 1.5 mA max against 20 mA",
)
cq(
    H,
    OK,
    "My project runs from one 1S LiPo that I use from 4.2 V down to 3.0 V. An MGB-51 boosts it to "
    "5 V, and that 5 V feeds both VCC and JD-VCC of an LRM-4C05 (link fitted). Sometimes all four "
    "relays are on at once. Will the MGB-51 hold the relays up until the cell is down at 3.0 V?",
    [MG, LR],
    F.MG_VIN,
    F.MG_VOUT,
    F.MG_IOUT51,
    F.LR_JD05,
    F.LR_IJD4,
    note="3.0-4.2 V within 2.7-4.5 V; 4.90-5.20 V within the 4.75-5.25 V coil supply; 300 mA "
    "against 0.6 A at VIN = 3.0 V",
)
cq(
    E,
    OK,
    "drf-24 powered off the esp32 board's 3v3 pin (good for ~500 ma), spi at 8 mhz - fine?",
    [DR],
    F.DR_VCC,
    F.DR_SPI,
    note="3.3 V within 1.9-3.6 V; 8 MHz under the DRF-24's 10 MHz (the DRF-24P would be at its "
    "8 MHz limit)",
)
cq(
    M,
    OK,
    "I'm hooking a DRF-24 (PCB antenna version) to a 5 V Arduino Nano. VCC comes from the Nano's "
    "3.3 V pin, which can give 50 mA, and CE, CSN, SCK and MOSI go straight to 5 V pins without "
    "a level shifter. Is the supply big enough, and are those four inputs safe at 5 V?",
    [DR],
    F.DR_VCC,
    F.DR_TX,
    F.DR_RX,
    F.DR_VIN,
    F.DR_5V,
    note="3.3 V within 1.9-3.6 V; TX 13.0 mA and RX 15.0 mA max against 50 mA; CE, CSN, SCK, MOSI "
    "take up to 5.25 V; MISO levels are not asked",
)
cq(
    M,
    OK,
    "Can a BBW7110 run entirely from an ESP32 board's 3.3 V (DVDD = AVDD = 3.3 V) with a 2 mV/V "
    "load cell excited from that 3.3 V? Full load gives 6.6 mV, read on channel A at gain 128.",
    [BB],
    F.BB_VDD,
    F.BB_FS33,
    F.BB_33,
    note="3.3 V within 2.6-5.5 V; 6.6 mV inside +/-12.9 mV at gain 128 and AVDD = 3.3 V",
)
cq(
    H,
    OK,
    "A QTK-10 runs from the same 5 V as an LRM-4C05 (VCC = 5 V, link fitted). I close jumper A so "
    "SIG goes low while the pad is touched, and wire SIG straight to IN1. Will touching the pad "
    "switch relay 1 on, and letting go switch it off again?",
    [QT, LR],
    F.QT_VOH5,
    F.QT_VOL5,
    F.QT_IOL,
    F.QT_RELAY,
    F.LR_VIH5,
    F.LR_VIL5,
    F.LR_IIN,
    note="SIG low 0.3 V max against the 1.5 V on level; SIG high 4.4 V min against the 4.0 V off "
    "level; IN current 2.5 mA max against 8 mA sink and the FAQ's 4 mA",
)
cq(
    E,
    OK,
    "qtk-10l running off a cr2032 coin cell (3 v) - will it work?",
    ["QTK-10L"],
    F.QT_VDD,
    F.QT_I_L,
    note="3 V within 2.0-5.5 V; 1.8 uA at 3.3 V untouched; the cell's capacity is not asked",
)
cq(
    M,
    OK,
    "Can a DVS-82H with heatsink, VMOT = 24 V and STEP / DIR straight from an ESP32 (3.3 V "
    "logic) drive a NEMA 17 at 1.5 A per phase on an open bench at room temperature?",
    ["DVS-82H"],
    F.DV_VMOT_H,
    F.DV_VIH_H,
    F.DV_IPH_H,
    F.DV_NOVDD,
    note="24 V within 8.2-45 V; 3.3 V above the 2.2 V high level; 1.5 A under 2.2 A with heatsink",
)
# ---------------------------------------------------------------- incompatible (9)
cq(
    E,
    NO,
    "lrm-4c05 straight on esp32 gpios (3.3 v logic), jd-vcc link left on and vcc = 5v from usb. "
    "will the esp32 be able to switch the relays off?",
    [LR],
    F.LR_VIH,
    F.LR_LINK33,
    note="at VCC = 5 V the off level is 4.0 V min; a 3.3 V high is below it and the sheet says the "
    "relay stays on",
)
cq(
    E,
    NO,
    "can i run a drf-24p off the 5v out of an mgb-52?",
    ["DRF-24P", "MGB-52"],
    F.MG_VOUT52,
    F.DR_VCC_P,
    F.DR_ABS,
    F.DR_5V,
    note="4.85-5.25 V against VCC 3.0-3.6 V and the 3.6 V absolute maximum",
)
cq(
    E,
    NO,
    "can the 5v from an mgb-51 run the motor side (vmot) of a dvs-82?",
    [MG, DV],
    F.MG_VOUT,
    F.DV_VMOT,
    F.DV_5V,
    note="4.90-5.20 V against VMOT 8-35 V; the FAQ says the bridges stay off below 8 V",
)
cq(
    M,
    NO,
    "To save pins, can I hang a BBW7110's PD_SCK and DOUT on the same SCL / SDA lines as the "
    "RHX3152 on my ESP32's I²C bus?",
    [BB, RH],
    F.BB_NOTI2C,
    note="the BBW7110 interface is not I2C and its pins must not share an I2C bus",
)
cq(
    M,
    NO,
    "An ABD4712 is powered from 3.3 V and sits on an Arduino Uno's I²C bus, whose pull-ups go "
    "to 5 V. Is that OK?",
    [AB],
    F.AB_VDD,
    F.AB_5V,
    note="3.3 V is in range, but SDA / SCL must stay below VDD + 0.3 V and the notes say not to "
    "pull the bus to 5 V at VDD = 3.3 V",
)
cq(
    E,
    NO,
    "qtk-10 powered from 5v, SIG going into an esp32 gpio (3.3 V max, not 5 V tolerant). ok?",
    [QT],
    F.QT_VOH5,
    F.QT_5V,
    note="SIG high is 4.4 V min at 5 V, above the 3.3 V the GPIO may see; the tips say to run the "
    "module from 3.3 V there",
)
cq(
    M,
    NO,
    "I'd like to run a DRF-24P straight from two AA alkaline cells, which start at about 3.2 V and "
    "end at about 2.0 V. Will it work over the life of the cells?",
    ["DRF-24P"],
    F.DR_VCC_P,
    note="the DRF-24P needs 3.0 V min; most of the cells' life is below that (the DRF-24 with "
    "1.9 V min would cope)",
)
cq(
    M,
    NO,
    "mgb-52 on a 1s lipo to run a pi 4 (needs up to 3 a at 5.1 v) - doable?",
    ["MGB-52"],
    F.MG_IOUT52,
    F.MG_PI4,
    note="2.0 A at 3.7 V (1.2 A at 3.0 V) against 3 A; the FAQ answers 'Not reliably'",
)
cq(
    H,
    NO,
    "my plan: an abd4712 sets a heater set-point and i store every new value in its eeprom so it "
    "survives power cuts. the controller writes a new value every 10 s, day and night, for the "
    "5 years the box is meant to last, in a lab at about 25 °C. will the eeprom last?",
    [AB],
    F.AB_EE,
    note="one write per 10 s for 5 years is about 15.8 million writes against 1 000 000 cycles at "
    "25 degC",
)
# ---------------------------------------------------------------- insufficient evidence (9)
cq(
    M,
    IE,
    "Can one channel of an LRM-4C05 switch a 230 V AC pond pump motor that draws 3.5 A?",
    [LR],
    F.LR_CONTACT,
    F.LR_NOMOTOR,
    note="3.5 A and 230 V are inside the resistive ratings, but the sheet gives no rating for "
    "motors or other inductive loads",
)
cq(
    M,
    IE,
    "two drf-24p modules, 300 m apart but the signal has to go through two concrete floors of an "
    "apartment block. will they link at 250 kbps?",
    ["DRF-24P"],
    F.DR_WALLS,
    note="1100 m is for line of sight only; the sheet has no figures through walls or floors",
)
cq(
    H,
    IE,
    "Can a DVS-82H with its heatsink drive a motor at 2.2 A per phase inside a closed enclosure "
    "that reaches 50 °C?",
    ["DVS-82H"],
    F.DV_IPH_H,
    F.DV_BENCH,
    note="2.2 A with heatsink was measured at 25 degC room temperature; no derating to 50 degC is "
    "given",
)
cq(
    M,
    IE,
    "rhx3152 in an indoor pool hall with all the chlorine in the air - will it last for years?",
    [RH],
    note="the sheet says nothing about chemical exposure or chlorine",
)
cq(
    H,
    IE,
    "For a legal-for-trade truck scale I need the BBW7110E's gain to drift less than 0.01 % of "
    "full scale over 5 years. Does it meet that?",
    ["BBW7110E"],
    F.BB_DRIFT,
    note="only gain drift over temperature (5 ppm/degC) is given; no drift over time",
)
cq(
    E,
    IE,
    "qtk-10 mounted under a 2 mm oak veneer - will it still sense my finger?",
    [QT],
    F.QT_COVER,
    F.QT_WOOD,
    note="2 mm is within the 3 mm for plastic or glass, but wood was never tested",
)
cq(
    M,
    IE,
    "Will an MGB-52 let my product pass EN 55032 Class B conducted emissions?",
    ["MGB-52"],
    note="no EMC figures or test results are given",
)
cq(
    H,
    IE,
    "Can the ABD4712 drive a 20 m cable (about 2 nF) straight from VOUT and stay stable, with a "
    "10 kΩ load at the far end?",
    [AB],
    F.AB_RL,
    note="10 kOhm meets the 2 kOhm minimum load, but no capacitive-load limit is given",
)
cq(
    M,
    IE,
    "Can I light an indicator LED at 10 mA directly from the RHX3152's ALERT pin?",
    [RH],
    F.RH_ALERT,
    note="ALERT is push-pull referred to VDD, but no output drive current is given",
)
