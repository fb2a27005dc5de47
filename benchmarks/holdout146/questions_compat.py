"""Compatibility questions of the hundred-and-forty-sixth hold-out set (28: 10 compatible,
9 incompatible, 9 insufficient_evidence, each of those with one required check the sheets
do not support)."""

from __future__ import annotations

import facts as F
from qkit import AN, CM, HW, LZ, NS, QM, UT, WR, Fact, join, q

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
    M,
    OK,
    "lzg4204 and utp6614-3 on the same esp32 i2c bus at 3v3, clocked at 100 khz - any conflicts?",
    [LZ, "UTP6614-3"],
    F.LZ_VDD,
    F.LZ_ADDR,
    F.LZ_FSCL,
    F.UT_VDD3,
    F.UT_ADDR,
    F.UT_CLK,
    note="0x41 vs 0x5A; 3.3 V within 1.65-5.5 V and 2.6-3.6 V; 100 kHz within both clock ranges",
)
cq(
    H,
    OK,
    "A 12 V \u00b15 % adapter feeds an HWD2-1203S. Its isolated 3.3 V output powers an LZG4204 "
    "and is supervised by an NSV6128-29; together the two draw well under 1 mA. Will this work?",
    [HW, LZ, "NSV6128-29"],
    F.HW_VIN,
    F.HW_VNOM,
    F.HW_V10,
    F.HW_VNL,
    F.LZ_VDD,
    F.NS_VDD,
    F.NS_TH29,
    note="11.4-12.6 V within 10.8-13.2 V; at this light load the output rises towards 3.9 V, "
    "which both parts accept (max 5.5 V); the -29 threshold (max 2.97 V) stays below the "
    "output. Answering 'incompatible because the output exceeds 3.6 V' confuses these parts "
    "with the WRB-52",
)
cq(
    M,
    OK,
    "Can an NSV6128 running from 3.3 V drive the reset pin of a 5 V Arduino Uno if I pull its "
    "RESET output up to 5 V with a 10 k\u03a9 resistor?",
    [NS],
    F.NS_VDD,
    F.NS_OD,
    F.NS_PU,
    note="open-drain RESET, pull-up voltage up to 5.5 V independent of VDD, 10 kOhm within "
    "10-100 kOhm",
)
cq(
    E,
    OK,
    "can i run a qmx-25e off a 1s li-ion cell (3.0-4.2v) through a motor driver with negligible "
    "drop?",
    [QM],
    F.QM_VOP,
    note="3.0-4.2 V within the 3.0-7.5 V operating range (slower than at the rated 6 V)",
)
cq(
    M,
    OK,
    "Can I power the QMX-25E encoder from an ESP32's 3.3 V pin and wire A and B straight to "
    "ESP32 GPIOs?",
    [QM],
    F.QM_ENC,
    F.QM_ENC_NOTE,
    note="3.3 V within 3.0-5.5 V; the outputs then swing to 3.3 V",
)
cq(
    E,
    OK,
    "cmx-88 on a 5v arduino uno, vcc from the 5v pin and din/clk/cs straight to d11/d13/d10 - ok?",
    [CM],
    F.CM_VCC,
    F.CM_VIH,
    note="one module; 5 V logic HIGH is above 3.5 V",
)
cq(
    M,
    OK,
    "Can a USB power bank rated 5 V / 2.1 A run a chain of four CMX-88R modules with all LEDs "
    "on at brightness 15?",
    ["CMX-88R"],
    F.CM_VCC,
    F.CM_IR,
    note="4 x 320 mA = 1.28 A < 2.1 A",
)
cq(
    E,
    OK,
    "wrb-52 powered straight from 2 x aa (3.2v fresh, down to about 2.0v when flat) - fine?",
    [WR],
    F.WR_VCC,
    note="2.0-3.2 V within 1.8-3.6 V",
)
cq(
    E,
    OK,
    "can an ank1238 on the esp32's 3.3v rail run a hive scale outdoors down to -20c, with dout "
    "and sclk wired straight to gpios?",
    [AN],
    F.AN_VDD,
    F.AN_TOP,
    F.AN_DOUT,
    note="3.3 V within 2.6-5.5 V; -20 C within -40 ... +85 C; DOUT swings to VDD = 3.3 V",
)
cq(
    M,
    OK,
    "Can a UTP6614-5 powered from a Raspberry Pi's 5 V pin sit on the Pi's I\u00b2C bus with "
    "the Pi's 3.3 V pull-ups, clocked at 100 kHz?",
    ["UTP6614-5"],
    F.UT_VDD5,
    F.UT_CLK,
    F.UT_PU,
    note="5 V within 4.5-5.5 V; the -5 accepts 3.3 V pull-ups (SMBus thresholds); 100 kHz is the "
    "maximum",
)

# ---------------------------------------------------------------- incompatible (9)
cq(
    E,
    NO,
    "two utp6614-3 straight out of the bag on one i2c bus, no reprogramming - will they answer "
    "separately?",
    ["UTP6614-3"],
    F.UT_ADDR,
    F.UT_MULTI,
    note="both answer at the default 0x5A until one is reprogrammed",
)
cq(
    M,
    NO,
    "My ESP32 I\u00b2C bus runs at 400 kHz. Can I add a UTP6614-5 and an LZG4204 to it without "
    "slowing the bus down?",
    ["UTP6614-5", LZ],
    F.UT_CLK,
    F.UT_CLK_NOTE,
    F.LZ_FSCL,
    note="the LZG4204 would be fine (up to 1 MHz); the UTP6614 is limited to 100 kHz",
)
cq(
    H,
    NO,
    "I want to run a WRB-52 from the 3.3 V output of an HWD2-1203S fed from 12 V. The module "
    "sleeps almost all the time and draws only a few \u00b5A. Is this supply suitable?",
    [WR, HW],
    F.HW_VNOM,
    F.HW_V10,
    F.HW_VNL,
    F.WR_VCC,
    F.WR_AMAX,
    note="at a load far below 10 % (61 mA) the unregulated output rises towards 3.9 V, above the "
    "3.6 V maximum and up to the 3.9 V absolute maximum",
)
cq(
    E,
    NO,
    "hwd2-1203s straight on a car battery (14.4v with the engine running)?",
    [HW],
    F.HW_VIN,
    F.HW_INPUT_NOTE,
    note="14.4 V is above 13.2 V",
)
cq(
    M,
    NO,
    "Will an NSV6128-46 work as the reset supervisor on a 3.3 V microcontroller rail?",
    ["NSV6128-46"],
    F.NS_VDD,
    F.NS_TH46,
    note="3.3 V is below the 4.56-4.70 V threshold, so RESET stays asserted; the supply range "
    "itself would be fine",
)
cq(
    E,
    NO,
    "can i power the qmx-25e motor straight from a 12v adapter?",
    [QM],
    F.QM_VOP,
    note="12 V is above the 7.5 V maximum",
)
cq(
    E,
    NO,
    "cmx-88 din/clk/cs straight from esp32 3v3 gpios with the module itself on 5v?",
    [CM],
    F.CM_VCC,
    F.CM_VIH,
    F.CM_33,
    note="3.3 V is below the 3.5 V minimum HIGH level",
)
cq(
    E,
    NO,
    "wrb-52 directly on a 1s lipo (4.2v when full) without a regulator?",
    [WR],
    F.WR_VCC,
    F.WR_AMAX,
    note="4.2 V is above 3.6 V and above the 3.9 V absolute maximum",
)
cq(
    M,
    NO,
    "Can an ANK1238 be powered directly from two AA cells (3.2 V fresh, about 2.0 V when flat) "
    "over the whole battery life?",
    [AN],
    F.AN_VDD,
    note="the pack falls below the 2.6 V minimum during discharge",
)

# ---------------------------------------------------------------- insufficient evidence (9)
cq(
    M,
    IE,
    "qmx-25e-100 with a 5 kg radial load hanging on the output shaft - will the gearbox bearing "
    "take it?",
    ["QMX-25E-100"],
    F.QM_AXIAL,
    note="only the static axial load (20 N) is given; there is no radial (overhung) load rating",
)
cq(
    H,
    IE,
    "Is the 3000 VDC isolation of the HWD2-1203SH good enough as reinforced insulation for a "
    "circuit connected to 230 VAC mains?",
    ["HWD2-1203SH"],
    F.HW_ISO,
    note="only a 1-minute test voltage is given; no insulation class, working voltage, creepage or "
    "safety approval",
)
cq(
    M,
    IE,
    "will a wrb-52p reach my phone 200 m away, line of sight?",
    ["WRB-52P"],
    F.WR_TX,
    note="TX power and sensitivity are given but no range figure",
)
cq(
    M,
    IE,
    "Will the UTP6614 still read a target accurately through a 2 mm glass window placed in front "
    "of the sensor?",
    [UT],
    note="nothing about external windows or their transmission; accuracy applies to the bare "
    "sensor",
)
cq(
    H,
    IE,
    "The LZG4204 P-ports go straight to a front-panel connector. Will they survive 8 kV contact "
    "discharges per IEC 61000-4-2 without extra protection?",
    [LZ],
    F.LZ_ESD,
    note="only the HBM rating (2000 V) is given; no IEC 61000-4-2 system-level rating",
)
cq(
    H,
    IE,
    "On a 3.3 V rail an NSV6128-29 sees 10 \u00b5s dips down to 2.6 V whenever a motor starts. "
    "Will these short dips trigger a reset?",
    ["NSV6128-29"],
    F.NS_TH29,
    note="2.6 V is below the threshold, but the sheet gives no glitch immunity or VDD-to-RESET "
    "delay, so it cannot tell whether a 10 us dip is detected",
)
cq(
    E,
    IE,
    "cmx-88 in a bathroom mirror clock with condensing steam (95% rh) - will it cope?",
    [CM],
    note="only the operating temperature is given; no humidity rating",
)
cq(
    M,
    IE,
    "Is the ANK1238 approved for legal-for-trade scales (OIML R76, class III)?",
    [AN],
    note="no approval or OIML statement",
)
cq(
    E,
    IE,
    "is the wrb-52 fcc/ce certified so i can sell my gadget without my own radio testing?",
    [WR],
    note="no certification is mentioned",
)
