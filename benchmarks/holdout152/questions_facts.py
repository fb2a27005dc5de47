"""Factual questions of the hundred-and-fifty-second hold-out set (42: 34 with items, 8
whose answer is not in the sheets)."""

from __future__ import annotations

import facts as F
from qkit import GQ, IE, KB, MV, MZ, NP, QN, TK, ZP, Fact, join, q

E, M, H = "easy", "medium", "hard"
N = iter(range(1, 100))


def fq(diff: str, text: str, devs: list[str], *facts: Fact, note: str = "") -> None:
    items, evidence = join(*facts)
    q("f", next(N), diff, "simple", text, devs, items, evidence, note=note)


def ie(diff: str, text: str, devs: list[str], note: str, *facts: Fact) -> None:
    evidence = join(*facts)[1] if facts else []
    q("f", next(N), diff, "simple", text, devs, [], evidence, IE, note)


# ---------------------------------------------------------------- KBX-23
fq(
    E,
    "What input voltage range does the KBX-23 buck module accept?",
    [KB],
    F.KB_VIN,
    note="the KBX-23H column (6.0-36 V) and the absolute maximum 28 V are look-alikes",
)
fq(
    M,
    "kbx-23h how many amps can i pull continuously going from 24v down to 5v? no heatsink",
    ["KBX-23H"],
    F.KB_I_H24,
    note="stacked per conversion (3.0 / 2.2 / 2.6 A); the KBX-23 column 1.8 A, the peak 3.5 A, the "
    "'3 A' in the title and the 4.8 A current limit are look-alikes",
)
fq(
    M,
    "How much current does the KBX-23 draw from a 12 V input with no load, EN left open and the "
    "power LED removed?",
    [KB],
    F.KB_IQ,
    note="under a two-line name; the shutdown current 8 / 20 uA, the power LED 1.8 mA and the "
    "KBX-23H column 0.45 / 0.8 mA are look-alikes",
)
fq(
    H,
    "What is the shutdown current of the KBX-23H when EN is pulled to 0 V?",
    ["KBX-23H"],
    F.KB_SHDN_H,
    note="the KBX-23 column (8 / 20 uA) and the no-load current 0.45 / 0.8 mA are look-alikes",
)
fq(
    E,
    "whats the abs max on the input of the kbx23h? want to know how much headroom i have",
    ["KBX-23H"],
    F.KB_ABS_H,
    note="the KBX-23 column (28 V), the operating maximum 36 V and VOUT 32 V are look-alikes",
)
ie(
    M,
    "At what junction temperature does the KBX-23's thermal shutdown kick in?",
    [KB],
    "no thermal-shutdown threshold is given; 150 degC is the absolute maximum junction "
    "temperature, not a trip point",
    F.KB_TJ,
)
# ---------------------------------------------------------------- ZPS-04
fq(
    E,
    "What supply voltage range does the ZPS-04L work from?",
    ["ZPS-04L"],
    F.ZP_VCC_L,
    note="the ZPS-04 column (4.5 / 5.0 / 5.5 V) and the 6.0 V absolute maximum are look-alikes",
)
fq(
    E,
    "zps-04 max range against a wall?",
    [ZP],
    F.ZP_RANGE,
    note="stacked per target (wall 400 cm, 50 mm pole 150 cm); the ZPS-04L column 450 cm and the "
    "'4.5 m' in the title are look-alikes",
)
fq(
    M,
    "Two things about the ZPS-04L: what is its supply range, and how much current does it draw "
    "while ranging when it runs from 3.3 V?",
    ["ZPS-04L"],
    F.ZP_VCC_L,
    F.ZP_I_L33,
    note="multi-part; the current is stacked per VCC (8 / 12 mA at 5 V, 5 / 8 mA at 3.3 V) and the "
    "idle current 1.0 / 2.0 mA is a look-alike",
)
fq(
    H,
    "i'm running a zps-04l off 5v instead of 3v3 - what's the minimum voltage the trig pin needs "
    "to see as high then?",
    ["ZPS-04L"],
    F.ZP_VIH_L5,
    note="stacked per VCC (3.5 V at 5 V, 2.3 V at 3.3 V); the ZPS-04 column 2.4 V and the Echo "
    "levels are look-alikes",
)
ie(
    E,
    "how long can the wires between a zps-04 and my arduino be?",
    [ZP],
    "no cable length or wiring limit is given",
)
# ---------------------------------------------------------------- TKM-12
fq(
    M,
    "tkm-12l reading when it's sitting in water and powered from 3.3v?",
    ["TKM-12L"],
    F.TK_WATER_L,
    note="stacked per VCC; the TKM-12S column 1.18 V, the in-air values and the 1.0 V bottom of the "
    "output swing are look-alikes",
)
fq(
    M,
    "After switching power on to a TKM-12, how long should I wait before reading AOUT?",
    [TK],
    F.TK_SETTLE,
    note="the settling time is in the table; the running-on-batteries text refers to it without a "
    "number",
)
fq(
    E,
    "tkm-12l ip rating on the head?",
    ["TKM-12L"],
    F.TK_IP,
    note="the TKM-12S head has none",
)
fq(
    E,
    "how much current does a tkm-12 pull at 5v, worst case?",
    [TK],
    F.TK_IDD5,
    note="stacked per VCC (4.5 / 6.0 mA at 3.3 V, 5.2 / 7.5 mA at 5.0 V)",
)
ie(
    M,
    "What is the accuracy of the TKM-12 in % volumetric water content?",
    [TK],
    "the sheet says it gives no accuracy in % volumetric water content",
    F.TK_VWC,
)
# ---------------------------------------------------------------- GQD6312
fq(
    M,
    "gqd6312 current draw when it's powered down?",
    [GQ],
    F.GQ_PD,
    note="the supply current 170-210 / 300-400 uA and the EEPROM write current 1.5 / 2.2 mA are "
    "look-alikes; the power-down resistors 1 k / 100 k / 500 kOhm are not currents",
)
fq(
    M,
    "Which I²C addresses can a GQD6312-10T answer on?",
    ["GQD6312-10T"],
    F.GQ_ADDR_10,
    note="only in the ordering table (A0 = VSS / VDD); the command bytes 0x40 / 0x60 and the other "
    "ordering codes' addresses are look-alikes",
)
fq(
    E,
    "What is the operating temperature range of the GQD6312A?",
    ["GQD6312A"],
    F.GQ_TEMP_A,
    note="the GQD6312 column (-40 ... +125 degC) and the storage range -65 ... +150 degC are "
    "look-alikes",
)
fq(
    H,
    "What supply current does the GQD6312 draw at VDD = 3.3 V with no load?",
    [GQ],
    F.GQ_IDD33,
    note="stacked per VDD (210 / 400 uA at 5.5 V); the '210 uA typ.' feature line, the power-down "
    "current and the EEPROM write current are look-alikes",
)
fq(
    E,
    "max i2c clock for the gqd6312 in fast mode?",
    [GQ],
    F.GQ_FSCL,
    note="stacked per bus mode (100 / 400 / 3400 kHz)",
)
ie(
    E,
    "What is the output noise spectral density of the GQD6312 in nV/√Hz?",
    [GQ],
    "no noise figure is given",
)
# ---------------------------------------------------------------- MVQ-501
fq(
    E,
    "what voltage can i feed the mini one, mvq501m?",
    ["MVQ-501M"],
    F.MV_VCC_M,
    note="the MVQ-501 column (4.5-20 V) and the 14 V absolute maximum are look-alikes",
)
fq(
    M,
    "mvq-501 idle current when nothing's moving?",
    [MV],
    F.MV_IQ,
    note="the MVQ-501M column 12 / 20 uA and the output current 1.0 mA are look-alikes",
)
fq(
    E,
    "How long does the MVQ-501 need after power-on before its output can be trusted?",
    [MV],
    F.MV_WARM,
    note="the MVQ-501M column (30 s), the blocking time 2.5 s and the delay time 5-300 s are "
    "look-alikes",
)
fq(
    H,
    "I run an MVQ-501M straight from a nearly flat battery at 2.7 V. What output high voltage does "
    "it give then?",
    ["MVQ-501M"],
    F.MV_VOH_M27,
    note="stacked per VCC; the 3.3 V in the features and notes and the 3.0 / 3.3 / 3.4 V row for "
    "VCC >= 4.5 V are look-alikes",
)
fq(
    E,
    "how far away will an mvq-501 pick up a person with the range pot turned all the way up?",
    [MV],
    F.MV_RANGE,
    note="the MVQ-501M column (4 / 5 m) and the 110 degree angle are look-alikes",
)
ie(
    E,
    "Up to what pet weight is the MVQ-501 pet-immune?",
    [MV],
    "no pet-immunity statement or figure",
)
# ---------------------------------------------------------------- MZR-2A
fq(
    M,
    "mzr-2a how much load current is it good for at 40 °C ambient?",
    [MZ],
    F.MZ_I40,
    note="stacked per ambient (2.0 / 1.5 / 0.8 A); the 2 A in the title, the 30 A inrush and the "
    "0.1 A minimum are look-alikes",
)
fq(
    E,
    "What is the rated load voltage of the MZR-2A solid state relay?",
    [MZ],
    F.MZ_LOADV,
    note="the load voltage range 75-264 V AC, the 600 V peak off-state voltage and the 2500 V AC "
    "dielectric strength are look-alikes",
)
fq(
    E,
    "What is the rated input voltage of the MZR-2A-12?",
    ["MZR-2A-12"],
    F.MZ_VIN12,
    note="the MZR-2A-05 column (5 V), the operating range 9.6-14.4 V and the 16 V absolute maximum "
    "are look-alikes",
)
fq(
    M,
    "How much inrush current can the MZR-2A take?",
    [MZ],
    F.MZ_INRUSH,
    note="the continuous load current 2.0 / 1.5 / 0.8 A and the leakage 1.5 mA are look-alikes",
)
ie(
    H,
    "What is the critical rate of rise of off-state voltage (dv/dt) of the MZR-2A?",
    [MZ],
    "no dv/dt figure; the snubber is mentioned without values",
)
# ---------------------------------------------------------------- QNM-60
fq(
    E,
    "qnm-60 default baud rate?",
    [QN],
    F.QN_BAUD,
    note="only in prose; the 4800-230400 baud range and the 12 Mbit/s USB are look-alikes",
)
fq(
    E,
    "qnm60t max nav update rate in hz?",
    ["QNM-60T"],
    F.QN_RATE_T,
    note="the QNM-60 column (5 Hz) and the 1 Hz NMEA default are look-alikes",
)
fq(
    M,
    "How much current does the QNM-60 (not the T) draw in acquisition, and how much once it is "
    "tracking?",
    [QN],
    F.QN_CUR,
    note="multi-part; the QNM-60T column (52 / 41 mA), power save 11 mA and the breakout-board "
    "currents 55 / 45 mA are look-alikes",
)
fq(
    H,
    "What input voltage does the QNM-60-BB breakout board accept on its VIN pin?",
    ["QNM-60-BB"],
    F.QN_BB_VIN,
    note="the module VCC 2.7 / 3.0 / 3.6 V, the 3.3 V LDO output and the 4.0 V absolute maximum are "
    "look-alikes",
)
ie(
    M,
    "How long does the QNM-60-BB's backup cell keep the receiver's data after the board is "
    "unplugged?",
    ["QNM-60-BB"],
    "no capacity or retention time for the backup cell; only the backup current of the module is "
    "given",
)
# ---------------------------------------------------------------- NPX7110
fq(
    H,
    "What is the maximum power-down current of the NPX7110E at +125 °C?",
    ["NPX7110E"],
    F.NP_PD_E,
    note="only in the grade table; the 0.3 / 1 uA power-down row at 25 degC and the NPX7110's 1 uA at "
    "+85 degC are look-alikes",
)
fq(
    M,
    "npx7110 full scale input on channel a at gain 128 (avdd 5v)?",
    [NP],
    F.NP_RANGE128,
    note="stacked per gain (20 / 40 / 80 mV)",
)
fq(
    M,
    "For the NPX7110: what voltage range may DVDD have, and which output data rates does it offer "
    "with its internal oscillator?",
    [NP],
    F.NP_DVDD,
    F.NP_RATE,
    note="multi-part; VSUP 2.7-5.5 V, AVDD 2.6-5.5 V and the 2.6-5.5 V feature line are look-alikes "
    "for DVDD; the crystal rates 11 / 88 SPS are in the parts table only",
)
ie(
    E,
    "What is the integral nonlinearity of the NPX7110 in ppm of full scale?",
    [NP],
    "no INL or linearity figure is given",
)
