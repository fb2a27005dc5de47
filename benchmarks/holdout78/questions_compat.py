"""Compatibility questions of the seventy-eighth hold-out set (28: 10 compatible, 9
incompatible, 9 insufficient_evidence, each of those with one required check the
sheets do not support)."""

from __future__ import annotations

import facts as F
from qkit import AX, HP, KP, LN, RB, RX, UV, ZQ, Fact, join, q

E, M, H = "easy", "medium", "hard"
OK, NO, IE = "compatible", "incompatible", "insufficient_evidence"
N = iter(range(1, 100))


def cq(diff: str, verdict: str, text: str, devs: list[str], *facts: Fact, note: str = "") -> None:
    items, evidence = join(*facts) if facts else ([], [])
    if verdict == IE:
        items = []
    q(f"c-{next(N):02d}", diff, "compatibility", text, devs, items, evidence, verdict, note)


# ---------------------------------------------------------------- compatible (10)
cq(
    E,
    OK,
    "will the axm-9d work on a 5v arduino uno, powered from its 5v pin?",
    [AX],
    F.AX_VIN,
    F.AX_5V,
)
cq(E, OK, "can i power the kpx-16 keypad from an esp32's 3v3 pin?", [KP], F.KP_VCC)
cq(
    M,
    OK,
    "AXM-9D (AD0 low, bypass on) and a KPX-16 on one 3.3 V I2C bus at 100 kHz: any address "
    "or speed problem?",
    [AX, KP],
    F.AX_ADDR,
    F.KP_ADDR,
    F.KP_CLK,
    F.AX_SCL,
    F.AX_VIN,
    F.KP_VCC,
    note="0x68 / 0x0C vs 0x20 ... 0x27; 100 kHz is within both limits",
)
cq(
    M,
    OK,
    "uvq-11d and a kpx-16 (the non-A one) sharing the same i2c bus - address clash?",
    [UV, KP],
    F.UV_ADDR,
    F.KP_ADDR,
    note="0x38 / 0x39 vs 0x20 ... 0x27; only the KPX-16A range overlaps",
)
cq(
    M,
    OK,
    "Is the LNS-P20 suitable for a 12 V battery with a 200 W panel (Voc 22 V, Isc 11.5 A)?",
    [LN],
    F.LN_ICHG20,
    F.LN_VOC20,
    F.LN_ISC,
    note="1.25 x 11.5 A = 14.4 A < 20 A; 22 V < 40 V",
)
cq(
    E,
    OK,
    "Can I power an HPX-310 from a 5 V Arduino and read it on an analog pin?",
    [HP],
    F.HP_VS,
    F.HP_OUT,
)
cq(
    M,
    OK,
    "can a zq1-0505s run off a usb port and give an isolated 5v to an rs-485 chip drawing 60 ma?",
    [ZQ],
    F.ZQ_VIN,
    F.ZQ_VOUT,
    F.ZQ_IOUT,
    note="60 mA is between the 20 mA minimum and the 200 mA maximum load",
)
cq(
    E,
    OK,
    "Will the RXS-433 pick up a standard 433.92 MHz EV1527 key-fob remote?",
    [RX],
    F.RX_FREQ,
    F.RX_ENC,
)
cq(
    M,
    OK,
    "Can one RB8-OC-05 channel switch a 230 V AC immersion heater drawing about 8.7 A?",
    [RB],
    F.RB_RES,
    note="resistive rating 10 A at 250 V AC",
)
cq(
    H,
    OK,
    "esp32 driving an rb8-oc-05: jd-vcc jumper off, vcc from the esp32 3v3, jd-vcc from a "
    "5v 1a supply - will all 8 relays work together?",
    [RB],
    F.RB_VCC,
    F.RB_JD05,
    F.RB_ALL05,
    F.RB_3V3,
    note="0.6 A for all eight relays is below 1 A; the FAQ describes exactly this wiring",
)

# ---------------------------------------------------------------- incompatible (9)
cq(
    E,
    NO,
    "can i run the axm-9d-lv straight off a 5v arduino?",
    [AX],
    F.AX_VIN_LV,
    F.AX_ABS_LV,
    F.AX_5V,
)
cq(
    E,
    NO,
    "Can the HPX-310 be powered from the 3.3 V pin of an ESP32?",
    [HP],
    F.HP_VS,
    F.HP_3V3,
)
cq(
    M,
    NO,
    "two 36-cell panels in series (voc 44 v) into an lns-p20 - ok?",
    [LN],
    F.LN_VOC20,
    note="<40 V for the LNS-P20; only the LNS-P30 takes up to 50 V",
)
cq(E, NO, "will an lns-p10 charge a 48 v battery bank?", [LN], F.LN_48)
cq(
    H,
    NO,
    "KPX-16A with all three address jumpers bridged and a UVQ-11D on the same I2C bus: will "
    "both work?",
    [KP, UV],
    F.KP_ADDR_A,
    F.KP_A38,
    F.UV_ADDR,
    note="all bridged = 0x38, which the UVQ-11D uses",
)
cq(E, NO, "can i run the kpx-16 on a 400 khz i2c bus?", [KP], F.KP_CLK)
cq(
    M,
    NO,
    "Can a ZQ1-0505S be run from a 12 V car battery?",
    [ZQ],
    F.ZQ_VIN,
    F.ZQ_SURGE,
    note="input 4.5-5.5 V, surge at most 9 V for 1 s; the ZQ1-1205S is the 12 V part",
)
cq(
    M,
    NO,
    "zq1-0505s to isolate a tiny sensor that only draws 5 ma - fine?",
    [ZQ],
    F.ZQ_IOUT,
    F.ZQ_MINLOAD,
    note="minimum load 20 mA (10 % of rated)",
)
cq(
    E,
    NO,
    "Can I use an RXS-433 to receive my 868 MHz weather sensor?",
    [RX],
    F.RX_FREQ,
    F.RX_NO868,
)

# ---------------------------------------------------------------- insufficient evidence (9)
cq(
    H,
    IE,
    "Is the AXM-9D gyro stable enough for dead reckoning (bias instability under 10 °/h)?",
    [AX],
    F.AX_BIAS,
    note="bias instability is not published",
)
cq(
    M,
    IE,
    "will the lns-p20 drop less than 0.2 v between panel and battery at 20 a?",
    [LN],
    F.LN_ICHG20,
    note="no voltage drop / on-resistance is given",
)
cq(
    M,
    IE,
    "Is the HPX-310's output noise low enough (below 1 mV) for a 16-bit ADC?",
    [HP],
    F.HP_OUT,
    note="no noise figure",
)
cq(
    E,
    IE,
    "does the kpx-16 int pin go low within 1 ms of a key press so my esp32 can wake up fast?",
    [KP],
    note="no INT response time is given",
)
cq(
    E,
    IE,
    "can an rxs-433 hear my remote from 200 m away?",
    [RX],
    F.RX_RANGE,
    note="no guaranteed range",
)
cq(
    H,
    IE,
    "Will an HPX-310-200P survive 10 million pressure cycles between 0 and 200 psi in my "
    "compressor?",
    [HP],
    F.HP_200,
    note="range and proof / burst are given, but no pressure-cycle (fatigue) life",
)
cq(
    M,
    IE,
    "Can the RB8-OC relays be switched 20 times a second (need operate time under 10 ms)?",
    [RB],
    note="no operate / release time",
)
cq(
    E,
    IE,
    "is the uvq-11d accurate to half a uv index point for my weather station?",
    [UV],
    F.UV_ACC,
    note="no accuracy is stated",
)
cq(
    E,
    IE,
    "will a zq1-0505s still be over 70% efficient at a 50 ma load?",
    [ZQ],
    F.ZQ_EFF,
    note="efficiency is stated at full load only (80 %)",
)
