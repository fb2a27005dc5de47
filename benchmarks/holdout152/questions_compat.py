"""Compatibility questions of the hundred-and-fifty-second hold-out set (28: 10 compatible, 9
incompatible, 9 insufficient_evidence, each of those with one required check the sheets do
not support)."""

from __future__ import annotations

import facts as F
from qkit import GQ, KB, MV, MZ, NP, QN, ZP, Fact, join, q

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
    "Can a KBX-23, left at its factory output setting and fed from a 12 V adapter, power an "
    "MVQ-501 PIR module?",
    [KB, MV],
    F.KB_VIN,
    F.KB_VOUT,
    F.MV_VCC,
    note="12 V within 4.5-24 V; the factory 4.90-5.10 V is within the MVQ-501's 4.5-20 V",
)
cq(
    M,
    OK,
    "mvq-501 powered from the 5v usb rail, OUT going straight to an esp32 gpio (the esp32 pins "
    "take 3.6 V max). fine?",
    [MV],
    F.MV_VCC,
    F.MV_VOH,
    F.MV_12V,
    note="5 V within 4.5-20 V; OUT high is 3.1-3.4 V regardless of VCC, below the 3.6 V the question "
    "states",
)
cq(
    E,
    OK,
    "TKM-12S powered from an ESP32's 3.3 V pin with AOUT wired straight to an ESP32 ADC pin "
    "(3.3 V logic). Does that work?",
    ["TKM-12S"],
    F.TK_VCC,
    F.TK_AOUT,
    F.TK_AOUT_NOTE,
    note="3.3 V is the bottom of 3.3-5.5 V; AOUT stays at 2.9 V or below and the sheet names the "
    "ESP32",
)
cq(
    M,
    OK,
    "I need two DACs on one 400 kHz I²C bus at 3.3 V: a GQD6312-00T and a GQD6312-01T, both with "
    "A0 tied to GND. Any address clash?",
    ["GQD6312-00T", "GQD6312-01T"],
    F.GQ_VDD,
    F.GQ_ADDR_0001,
    F.GQ_FSCL,
    note="0x60 vs 0x62; 3.3 V within 2.7-5.5 V; 400 kHz is the fast-mode limit",
)
cq(
    H,
    OK,
    "Camper van project: I want to run a Raspberry Pi 4 off the 12 V leisure battery, which sits "
    "at about 12.8 V and goes up to 14.4 V when the engine charges it. The Pi wants 5.1 V and up "
    "to 3 A. I have a KBX-23H and would set its trimmer to 5.1 V. Will that hold up, no "
    "heatsink, cabin at about 25 °C?",
    ["KBX-23H"],
    F.KB_VIN_H,
    F.KB_I_H12,
    F.KB_PI,
    note="12.8-14.4 V within 6-36 V; 3.0 A continuous at 12 V -> 5 V (Ta = 25 degC) meets 3 A, and "
    "the FAQ recommends exactly this; 5.1 V is inside the adjust range",
)
cq(
    E,
    OK,
    "qnm-60-bb on an arduino uno: VIN to the uno's 5v, board RX fed from the uno's TX through a "
    "1k/2k divider (so about 3.3 v). ok?",
    ["QNM-60-BB"],
    F.QN_BB_VIN,
    F.QN_RXD,
    F.QN_BB_RX,
    F.QN_5V,
    note="5 V within 3.6-5.5 V; 3.3 V on RXD within VIH 2.0-3.6 V; the sheet prescribes this "
    "divider",
)
cq(
    M,
    OK,
    "NPX7110 scale: VSUP from a 5 V USB supply, AVDD set to 4.30 V with R1 = 20 kΩ / R2 = 8.2 kΩ, "
    "one 350 Ω load cell, DVDD from an ESP32's 3.3 V rail with PD_SCK and DOUT on ESP32 GPIOs. "
    "Will that work?",
    [NP],
    F.NP_VSUP,
    F.NP_DVDD,
    F.NP_HEAD,
    F.NP_EXC,
    F.NP_3V3,
    note="5 V within 2.7-5.5 V and 0.7 V above AVDD (>= 100 mV); 3.3 V within DVDD 2.6-5.5 V; one "
    "cell draws 12 mA of the 40 mA",
)
cq(
    M,
    OK,
    "Can an MZR-2A-05, driven from a 5 V Arduino Uno pin (good for 20 mA), switch a 230 V 300 W "
    "resistive heater (about 1.3 A) in a room at 25 °C?",
    ["MZR-2A-05"],
    F.MZ_VIN05,
    F.MZ_OPER05,
    F.MZ_IIN05,
    F.MZ_LOADV,
    F.MZ_I25,
    note="5 V is the rated input and above the 4.0 V turn-on voltage; 10 mA max input current "
    "under 20 mA; 230 V within 100-240 V AC; 1.3 A under 2.0 A at 25 degC; resistive load",
)
cq(
    M,
    OK,
    "zps-04l on a raspberry pi pico: vcc from the pico's 3v3, trig and echo straight to gpios "
    "(pico reads high above 2.0 v, max 3.6 v). will it work?",
    ["ZPS-04L"],
    F.ZP_VCC_L,
    F.ZP_VIH_L33,
    F.ZP_VOH_L33,
    F.ZP_L33,
    note="3.3 V within 3.0-5.5 V; Trig needs 2.3 V at 3.3 V; Echo high >= 2.9 V and swings to VCC "
    "(3.3 V)",
)
cq(
    E,
    OK,
    "Can I bury the head of a TKM-12L under bark mulch in a bed that gets rained on?",
    ["TKM-12L"],
    F.TK_IP,
    F.TK_BURY,
    note="IP67 potted head; the sheet says it can be buried or left in the rain",
)
# ---------------------------------------------------------------- incompatible (9)
cq(
    E,
    NO,
    "can i run an mvq-501 off the 3v3 pin of my esp32?",
    [MV],
    F.MV_VCC,
    F.MV_3V3,
    note="3.3 V is below the 4.5 V minimum; the sheet says so and points to the MVQ-501M",
)
cq(
    E,
    NO,
    "Can the Echo pin of a ZPS-04 running on 5 V go straight to an ESP32 GPIO, which must not see "
    "more than 3.6 V?",
    [ZP],
    F.ZP_VCC,
    F.ZP_VOH,
    F.ZP_DIV,
    note="Echo high is at least 4.5 V at VCC = 5 V; the sheet asks for a 1 k / 2 k divider",
)
cq(
    M,
    NO,
    "esp32 gpio (3.3v high) straight into the input of an mzr-2a-05, will it switch?",
    ["MZR-2A-05"],
    F.MZ_OPER05,
    F.MZ_3V3,
    note="the turn-on voltage is 4.0 V; note 6.5 says a 3.3 V pin is not enough",
)
cq(
    E,
    NO,
    "kbx-23 (not the H) running off a 6s lipo, 25.2v fully charged?",
    [KB],
    F.KB_VIN,
    F.KB_ABS,
    F.KB_6S,
    note="25.2 V is above the 24 V maximum (abs max 28 V is not an operating limit); the FAQ says "
    "only the KBX-23H",
)
cq(
    M,
    NO,
    "can the mzr2a switch my 12v dc led strip on/off?",
    [MZ],
    F.MZ_LOADV,
    F.MZ_AC,
    note="the output is for 100-240 V AC; on DC the triac cannot turn off (note 6.1)",
)
cq(
    H,
    NO,
    "Building a platform scale with four 350 Ω load cells wired in parallel to one NPX7110. The "
    "board runs from 5 V USB, AVDD is set to 4.30 V with R1 = 20 kΩ and R2 = 8.2 kΩ, and the PNP "
    "is an S8550 with a current gain well over 100. Can the NPX7110's regulator supply the "
    "excitation for all four cells?",
    [NP],
    F.NP_AVDD,
    F.NP_EXC,
    note="four 350 Ohm cells in parallel are 87.5 Ohm, about 49 mA at 4.3 V, above the 40 mA the "
    "sheet allows (one cell 12 mA, two 25 mA)",
)
cq(
    M,
    NO,
    "A GQD6312 runs at VDD = 3.3 V on a 5 V Arduino's I²C bus where the pull-ups go to 5 V. Is "
    "that OK?",
    [GQ],
    F.GQ_VDD,
    F.GQ_PINABS,
    F.GQ_5V,
    note="SDA / SCL are limited to VDD + 0.3 V and the sheet says they must not be pulled up to 5 V "
    "at VDD = 3.3 V",
)
cq(
    E,
    NO,
    "hooking the rxd of a qnm-60 straight to the tx pin of a 5v uno - fine?",
    [QN],
    F.QN_RXD,
    F.QN_RXDABS,
    F.QN_5V,
    note="RXD accepts at most 3.6 V (abs max 3.6 V) and must never see 5 V",
)
cq(
    H,
    NO,
    "my usb power bank puts out 5.5 v with no load but i want exactly 5 v at 2 a for a servo "
    "controller. thought i'd put a kbx-23 in between (set to 5 v) so it's regulated. will that "
    "actually give me a clean 5 v at 2 a?",
    [KB],
    F.KB_VIN,
    F.KB_DROP,
    note="5.5 V is within 4.5-24 V, but at 2 A the dropout is 1.0 typ / 1.5 V max, so the output "
    "needs at least 6.0-6.5 V in; 5.5 V leaves only 0.5 V",
)
# ---------------------------------------------------------------- insufficient evidence (9)
cq(
    M,
    IE,
    "Can I connect the outputs of two KBX-23 boards in parallel to get 5 A at 5 V?",
    [KB],
    note="nothing about paralleling or current sharing in the sheet",
)
cq(
    E,
    IE,
    "will a zps-04 reliably see my cat on the sofa about 2 m away?",
    [ZP],
    F.ZP_SOFT,
    note="2 m is within range for a wall, but the sheet has no figures for soft targets such as "
    "fur",
)
cq(
    M,
    IE,
    "Can a TKM-12L stay in a salt marsh for a year of continuous logging without degrading?",
    ["TKM-12L"],
    note="no lifetime, salt-water or long-term drift statement; the IP67 head and the fertiliser "
    "FAQ do not cover it",
)
cq(
    H,
    IE,
    "Can the GQD6312 output drive a 1 µF capacitor directly (a slow reference filter) without "
    "oscillating?",
    [GQ],
    F.GQ_LOAD,
    note="only CL = 100 pF as a test condition; no maximum capacitive load or stability statement",
)
cq(
    E,
    IE,
    "mvq-501 mounted outside over the front door, no cover - ok in the rain?",
    [MV],
    note="no waterproofing or IP statement",
)
cq(
    M,
    IE,
    "Can an MZR-2A switch a 230 V pond pump motor that draws 1.2 A?",
    [MZ],
    F.MZ_RESIST,
    note="1.2 A at 230 V is within the resistive ratings, but note 6.3 says to ask the maker for "
    "motors; no inductive-load rating is given",
)
cq(
    M,
    IE,
    "Will a QNM-60-BB still do a hot start after being unplugged for two weeks?",
    ["QNM-60-BB"],
    note="the board has a rechargeable backup cell, but no capacity or retention time is given",
)
cq(
    E,
    IE,
    "Can the NPX7110 read a load cell that sits at the end of a 10 m cable?",
    [NP],
    note="no cable-length, input-filter or noise-with-cable guidance",
)
cq(
    H,
    IE,
    "Can the MZR-2A switch a 115 V, 400 Hz aircraft-style AC supply to a 1 A resistive heater?",
    [MZ],
    F.MZ_HZ,
    note="115 V and 1 A are within the ratings, but the load voltage range is given for 50 / 60 Hz "
    "only",
)
