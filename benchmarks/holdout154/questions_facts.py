"""Factual questions of the hundred-and-fifty-fourth hold-out set (42: 34 with items, 8
whose answer is not in the sheets)."""

from __future__ import annotations

import facts as F
from qkit import AB, BQ, CH, GB, HW, IE, LH, QC, ZM, Fact, join, q

E, M, H = "easy", "medium", "hard"
N = iter(range(1, 100))


def fq(diff: str, text: str, devs: list[str], *facts: Fact, note: str = "") -> None:
    items, evidence = join(*facts)
    q("f", next(N), diff, "simple", text, devs, items, evidence, note=note)


def ie(diff: str, text: str, devs: list[str], note: str, *facts: Fact) -> None:
    evidence = join(*facts)[1] if facts else []
    q("f", next(N), diff, "simple", text, devs, [], evidence, IE, note)


# ---------------------------------------------------------------- LHO-0961
fq(
    M,
    "What supply voltage does the LHO-0961-5 (the 5 V board) need on VCC, and what logic-high "
    "level range do its SDA and SCL header pins accept?",
    [F.LH5],
    F.LH_VCC5,
    F.LH_VIH5,
    note="two-part; the LHO-0961-3 columns (3.0-3.6 V, VIH 2.4-3.6 V), the absolute maximum 6.0 V "
    "and the 3.3 V LDO output are look-alikes",
)
fq(
    E,
    "lho-0961-3 current draw with every pixel lit?",
    [F.LH3],
    F.LH_ICC3_ALL,
    note="stacked per screen content (21 / 12 / 6 typ); the LHO-0961-5 column (24 / 31 mA) and the "
    "sleep current are look-alikes",
)
fq(
    H,
    "How much current does the LHO-0961-5 draw with the display switched off (sleep, command "
    "0xAE) while VCC stays on?",
    [F.LH5],
    F.LH_SLEEP5,
    note="the unit is in each cell: 8 / 15 uA belong to the LHO-0961-3, 1.9 / 3.0 mA to the "
    "LHO-0961-5 (regulator and power LED); the supply currents per screen content are look-alikes",
)
fq(
    M,
    "How long do I have to wait after powering up an LHO-0961 before sending it the init commands?",
    [LH],
    F.LH_WAIT,
    note="only in the hook-up notes ('at least 100 ms'); the 25 ms frame time and the 0xD5, 0x80 "
    "clock command are look-alikes",
)
ie(
    E,
    "What is the viewing angle of the LHO-0961 OLED panel?",
    [LH],
    "no viewing angle is given; the sheet only says text stays readable from the side",
)
# ---------------------------------------------------------------- QCD-19
fq(
    E,
    "What is the CO2 measuring range of the QCD-19K5?",
    [F.QK5],
    F.QC_RANGE5,
    note="the QCD-19K2 column (0-2000 ppm) and the range bytes 0x07D0 / 0x1388 are look-alikes",
)
fq(
    E,
    "qcd-19 uart baud rate? can i change it?",
    [QC],
    F.QC_BAUD,
    note="only in prose (9600 bps, fixed); the PWM cycle 1004 ms and the command bytes are "
    "look-alikes",
)
fq(
    M,
    "How long is the preheat time of the QCD-19 after power-on before its readings are valid?",
    [QC],
    F.QC_PREHEAT,
    note="the response time T90 120 / 150 s, the 20 min before a manual zero calibration, the 7 s "
    "HD pulse and the 24 h ABC period are look-alikes",
)
fq(
    H,
    "qcd-19k5 peak current when the ir lamp fires, running at 5v?",
    [F.QK5],
    F.QC_PEAK5,
    note="under a two-line name; the QCD-19K2 column (125 mA) and the average current 22 / 50 mA "
    "are look-alikes; giving the average numbers as supply_current contradicts",
)
fq(
    M,
    "What voltage range does the QCD-19's analog output Vo cover?",
    [QC],
    F.QC_VO,
    note="0.4 V at 0 ppm to 2.0 V at full range; the TXD / PWM high level 2.8 / 3.3 V and the "
    "supply 4.5-5.5 V are look-alikes",
)
ie(
    E,
    "How much does the QCD-19's zero point drift per year?",
    [QC],
    "no long-term drift or stability figure is given; only ABC every 24 h and manual "
    "calibration are described",
)
# ---------------------------------------------------------------- ZMP9616
fq(
    E,
    "What supply voltage range does the extended-grade ZMP9616A support?",
    [F.ZMA],
    F.ZM_VDD_A,
    note="the ZMP9616 grade (2.3-5.5 V), the limiting value 6.0 V and the power-on reset level "
    "1.7 / 2.0 V are look-alikes",
)
fq(
    E,
    "zmp9616 standby current with the sleep bit set?",
    [ZM],
    F.ZM_STBY,
    note="under a two-line name; the ZMP9616A column (3.0 / 45 uA) and the operating supply "
    "current are look-alikes",
)
fq(
    H,
    "How much current can one LED output of the ZMP9616 sink at VDD = 3.0 V with VOL = 0.5 V?",
    [ZM],
    F.ZM_SINK30,
    note="stacked per VDD (12 / 18 / 25 mA); the ZMP9616A column (15 mA), the source current "
    "5 mA, the limiting value 25 mA and the feature line '25 mA at 5 V' are look-alikes",
)
fq(
    M,
    "zmp9616 with a0 and a2 tied high and a1, a3, a4, a5 tied to gnd - what 7-bit i2c address "
    "does it answer on?",
    [ZM],
    F.ZM_ADDR45,
    note="row of the address table; 0x70 (All Call), 0x71 / 0x72 / 0x74 and the register "
    "addresses are look-alikes",
)
fq(
    M,
    "What are the typical and maximum operating supply currents of the ZMP9616A at VDD = 5.0 V?",
    [F.ZMA],
    F.ZM_IDD_A5,
    note="stacked per VDD in grade columns; the ZMP9616 column (6.0 / 10.0 mA) and the 3.3 V row "
    "(4.5 / 9.0 mA) are look-alikes",
)
ie(
    E,
    "What is the junction-to-ambient thermal resistance of the ZMP9616 in TSSOP28?",
    [ZM],
    "no thermal resistance is given; only the total power dissipation 400 mW",
)
# ---------------------------------------------------------------- CHX3140
fq(
    M,
    "What supply voltage range does the CHX3140 Hall switch operate from, and what is its "
    "absolute maximum supply voltage?",
    [CH],
    F.CH_VCC,
    F.CH_ABS,
    note="two-part; 4.5-24 V operating, 28 V absolute maximum with -30 V reverse battery; the "
    "output off voltage 28 V is a look-alike",
)
fq(
    E,
    "chx3140 output low voltage when it's sinking 20ma?",
    [CH],
    F.CH_VSAT,
    note="in mV (175 typ, 400 max); the leakage current and the rise / fall times are look-alikes",
)
fq(
    M,
    "How much supply current does the CHX3140 draw while its output is on (south pole present)?",
    [CH],
    F.CH_ICC_ON,
    note="stacked per output state (4.4 / 8.0 mA off, 5.3 / 9.0 mA on)",
)
fq(
    M,
    "how long after power-up is the chx3140 output valid?",
    [CH],
    F.CH_TPO,
    note="power-on time 35 us max; the rise / fall times 2.0 us are look-alikes",
)
fq(
    E,
    "Which packages is the CHX3140 available in?",
    [CH],
    F.CH_PKG,
)
ie(
    E,
    "What ESD rating (human body model) does the CHX3140 have?",
    [CH],
    "no ESD figure is given in the absolute maximum ratings or anywhere else",
)
# ---------------------------------------------------------------- GBR3232
fq(
    E,
    "gbr3232 supply current with no load at 5v?",
    [GB],
    F.GB_ICC5,
    note="stacked per VCC in version columns; the 3.3 V row (0.3 / 1.0 mA), the GBR3232F column "
    "(0.7 / 2.0 mA) and the '300 uA' feature are look-alikes",
)
fq(
    H,
    "What data rate does the GBR3232F guarantee with RL = 3 kOhm and CL = 1000 pF?",
    [F.GBF],
    F.GB_RATE_F,
    note="stacked per load capacitance (500 / 1000 kbit/s for the F); the GBR3232 column (250), "
    "the '1 Mbit/s' title and the slew rate are look-alikes",
)
fq(
    M,
    "What is the receiver input threshold (high) of the GBR3232 at VCC = 3.3 V?",
    [GB],
    F.GB_VTH_H33,
    note="RS-232-side receiver threshold; the driver input VIH 2.0 V (TTL side, T1IN / T2IN) and "
    "the 5.0 V row (1.8 / 2.4 V) are look-alikes",
)
fq(
    E,
    "What operating temperature range does the GBR3232ESE cover?",
    ["GBR3232ESE"],
    F.GB_TEMP_E,
    note="only in the ordering table; the CSE codes (0 ... +70 degC) and the storage temperature "
    "are look-alikes",
)
ie(
    M,
    "What is the GBR3232's supply current in shutdown mode?",
    [GB],
    "the part has no shutdown or enable pin, so no shutdown current exists; the no-load supply "
    "current is a look-alike",
    F.GB_NOSHDN,
)
# ---------------------------------------------------------------- HWF-201
fq(
    E,
    "What flow range does the HWF-201L measure?",
    [F.HWL],
    F.HW_RANGE_L,
    note="the HWF-201 column (1-30 L/min) and the 60 L/min row of the frequency table are "
    "look-alikes",
)
fq(
    E,
    "hwf-201 what voltage range does it run on?",
    [HW],
    F.HW_VCC,
    note="the HWF-201L column (5-24 V) and the 5 V test condition are look-alikes",
)
fq(
    E,
    "What is the maximum working current of the HWF-201 at 5 V DC?",
    [HW],
    F.HW_ICC,
    note="the output load capacity 10 mA is a look-alike",
)
fq(
    M,
    "What pulse high level does the HWF-201 output give on a 5 V supply?",
    [HW],
    F.HW_VOH,
    note="> 4.7 V; the low level < 0.5 V and the duty cycle are look-alikes",
)
ie(
    E,
    "What is the pressure drop across the HWF-201 at 30 L/min?",
    [HW],
    "no pressure drop is given; only the maximum water pressure and the 2.0 MPa leak test",
)
# ---------------------------------------------------------------- BQL2291
fq(
    E,
    "What input voltage range does the BQL2291 load switch support, and how much continuous "
    "current can it carry?",
    [BQ],
    F.BQ_VIN,
    F.BQ_IMAX,
    note="two-part; the absolute maximum 6 V and the pulsed current 2.5 A are look-alikes",
)
fq(
    E,
    "What is the on-resistance of the BQL2291 at VIN = 3.3 V and 25 °C?",
    [BQ],
    F.BQ_RON33_25,
    note="stacked per VIN and TA; the 52 mOhm headline (VIN = 5 V), the full-range maximum 95 "
    "mOhm and the pull-down resistance 150 Ohm are look-alikes",
)
fq(
    M,
    "bql2291 worst-case on-resistance at 1.8v over the full temp range?",
    [BQ],
    F.BQ_RON18_FULL,
    note="the second line of the 1.8 V row (120 mOhm); the 25 degC maximum 86 mOhm is a look-alike",
)
fq(
    E,
    "What quiescent current does the BQL2291 draw at VIN = 3.3 V with no load?",
    [BQ],
    F.BQ_IQ33,
    note="stacked per VIN (8.0 / 6.5 / 5.0 typ); the shutdown current and the 8 uA feature line "
    "are look-alikes",
)
ie(
    H,
    "At what junction temperature does the BQL2291's thermal shutdown trip?",
    [BQ],
    "the device has no thermal shutdown; the junction temperature limit 150 degC and the operating "
    "range up to 105 degC are not trip points",
    F.BQ_NOTSD,
)
# ---------------------------------------------------------------- ABL-4CH
fq(
    E,
    "What supply range does the ABL-4CH level shifter accept on its high-voltage (HV) side?",
    [AB],
    F.AB_HV,
    note="the LV side (1.8-3.6 V), the absolute maximum 6.0 V and the BSS138 VDS 50 V are "
    "look-alikes",
)
fq(
    M,
    "abl-4ch-f max i2c speed if my bus is around 200pf?",
    [F.ABF],
    F.AB_I2C_F200,
    note="stacked per bus capacitance in version columns; the 50 pF row (1000 kHz) and the "
    "ABL-4CH column (100 kHz) are look-alikes",
)
fq(
    H,
    "What is the absolute maximum voltage allowed on the HV pins of the ABL-4CH board?",
    [AB],
    F.AB_ABS_HV,
    note="6.0 V from the board's capacitors; the BSS138 VDS 50 V and the operating maximum 5.5 V "
    "are look-alikes",
)
ie(
    E,
    "What is the propagation delay of an ABL-4CH channel in nanoseconds?",
    [AB],
    "no delay is given; only maximum rates per direction and bus capacitance",
)
