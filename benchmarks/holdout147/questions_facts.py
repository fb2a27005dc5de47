"""Factual questions of the hundred-and-forty-seventh hold-out set (42: 34 with items, 8
whose answer is not in the sheets)."""

from __future__ import annotations

import facts as F
from qkit import CZ, GX, HP, HQ, IE, MT, PX, WC, YS, Fact, join, q

E, M, H = "easy", "medium", "hard"
N = iter(range(1, 100))


def fq(diff: str, text: str, devs: list[str], *facts: Fact, note: str = "") -> None:
    items, evidence = join(*facts)
    q("f", next(N), diff, "simple", text, devs, items, evidence, note=note)


def ie(diff: str, text: str, devs: list[str], note: str, *facts: Fact) -> None:
    evidence = join(*facts)[1] if facts else []
    q("f", next(N), diff, "simple", text, devs, [], evidence, IE, note)


# ---------------------------------------------------------------- PXB-331
fq(
    E,
    "What input voltage range does the PXB-331 buck-boost module accept?",
    [PX],
    F.PX_VIN,
    note="the PXB-331H column (2.3-5.5 V), the start-up voltage 2.0 V and the absolute maximum "
    "6.0 V are look-alikes",
)
fq(
    M,
    "pxb-331h max output current when running off 2 x aa at 2.4v?",
    ["PXB-331H"],
    F.PX_IOUT_H24,
    note="stacked per VIN (400 / 800 / 1500 / 2000 mA); the PXB-331 column (450 mA at 2.4 V) and "
    "the '2 A class' in the title are look-alikes",
)
fq(
    M,
    "how much current does the pxb-331 draw with no load? (led jumper cut)",
    [PX],
    F.PX_IQ,
    note="the shutdown current 0.1 / 1.0 uA, the power LED 1.2 mA and the PXB-331H column "
    "120 / 160 uA are look-alikes",
)
fq(
    H,
    "What is the shutdown current of the PXB-331H with EN pulled low?",
    ["PXB-331H"],
    F.PX_SHDN_H,
    note="the PXB-331 column (0.1 / 1.0 uA), the 'below 1 uA' feature line (PXB-331) and the "
    "quiescent current 120 / 160 uA are look-alikes",
)
ie(
    M,
    "At what temperature does the PXB-331's thermal shutdown trip?",
    [PX],
    "no thermal shutdown or over-temperature figure is given; the operating ambient -40 ... +85 "
    "degC and the storage temperature +125 degC are not trip points",
)
# ---------------------------------------------------------------- HQW-57
fq(
    E,
    "What is the supply voltage range of the HQW-57?",
    [HQ],
    F.HQ_VDD,
    note="the absolute maximum 4.0 V and the power-up level VPOR 0.6 / 0.8 / 1.0 V are look-alikes",
)
fq(
    M,
    "What is the typical relative-humidity accuracy of the HQW-57P between 20 and 80 %RH?",
    ["HQW-57P"],
    F.HQ_ACC_P,
    note="the HQW-57 column (+/-2.0 %RH), the maximum tolerance +/-2.0 %RH and the hysteresis "
    "+/-0.8 %RH are look-alikes",
)
fq(
    H,
    "hqw-57 average current at one measurement per second in low repeatability mode?",
    [HQ],
    F.HQ_AVG_LOW,
    note="under a two-line name, stacked per repeatability (2.2 / 0.4 uA); the idle current 0.08 / "
    "1.0 uA, the measuring current 320 / 500 uA and the heater currents are look-alikes",
)
fq(
    M,
    "what i2c address does the hqw-57-bd1b use?",
    ["HQW-57-BD1B"],
    F.HQ_ADDR_B,
    note="only in the ordering table; 0x44 and 0x46 belong to the other ordering codes, 0x94 / 0x89 "
    "etc. are commands",
)
fq(
    M,
    "How long does one HQW-57 measurement take in high-repeatability mode?",
    [HQ],
    F.HQ_TMEAS,
    note="stacked per repeatability (8.3 / 4.5 / 1.6 ms max); the response times 4 s (RH) and 2 s "
    "(T), the heater on-time 1 s and the power-up time 1 ms are look-alikes",
)
ie(
    E,
    "What is the CDM (charged-device model) ESD rating of the HQW-57?",
    [HQ],
    "only the human body model (+/-2 kV) is given",
    F.HQ_ESD,
)
# ---------------------------------------------------------------- GXM-2036
fq(
    E,
    "What load voltage range can the GXM-2036 switch?",
    [GX],
    F.GX_VLOAD,
    note="the absolute maximum 40 V (MOSFET VDS) and the input levels are look-alikes",
)
fq(
    M,
    "gxm-2036 how many amps per channel at 12v?",
    [GX],
    F.GX_I12,
    note="stacked per V+ (3 / 8 / 8 A); the GXM-2036S column (10 A), the total 12 A and the peak "
    "30 A are look-alikes",
)
fq(
    E,
    "What voltage does the GXM-2036S control input need to switch a channel on?",
    ["GXM-2036S"],
    F.GX_VIH_S,
    note="the GXM-2036 column (3.0-5.5 V) and the absolute maximum 30 V on IN are look-alikes",
)
fq(
    H,
    "What peak current can one channel of the GXM-2036S carry for up to 10 ms?",
    ["GXM-2036S"],
    F.GX_PEAK_S,
    note="the GXM-2036 column (30 A), the continuous 3 / 10 / 10 A and the total 16 A are look-alikes",
)
ie(
    M,
    "What is the off-state leakage current of a GXM-2036 output?",
    [GX],
    "no leakage or off-state current is given; the IN input currents are not output leakage",
)
# ---------------------------------------------------------------- HPN-2310
fq(
    E,
    "What supply voltage does the HPN-2310 need on VCC?",
    [HP],
    F.HP_VCC,
    note="the absolute maximum 4.3 V, V_BCKP 2.0-3.6 V and the input high level 3.6 V are look-alikes",
)
fq(
    E,
    "hpn-2310 current draw while tracking?",
    [HP],
    F.HP_TRK,
    note="the HPN-2310D column (39 mA), acquisition 34 mA, power save 6.5 mA and the standby / "
    "backup currents are look-alikes",
)
fq(
    H,
    "How much current does the HPN-2310 draw from V_BCKP in backup mode?",
    [HP],
    F.HP_BCK,
    note="the HPN-2310D column (14 uA), standby 0.48 mA and the power-save average 6.5 mA are "
    "look-alikes",
)
fq(
    E,
    "what baud rate does the hpn-2310 use out of the box?",
    [HP],
    F.HP_BAUD,
    note="only in prose; the configurable range 4800 ... 921600 bps and the $PHRB,251 command "
    "number are look-alikes",
)
fq(
    M,
    "What is the maximum navigation update rate of the HPN-2310D when it tracks all four "
    "constellations?",
    ["HPN-2310D"],
    F.HP_RATE_D,
    note="stacked per constellation set (10 / 20 Hz) in version columns; the HPN-2310 column "
    "(5 / 10 Hz) and the 20 Hz feature line are look-alikes",
)
ie(
    E,
    "What is the maximum operating altitude of the HPN-2310?",
    [HP],
    "no altitude or dynamics limit is given",
)
# ---------------------------------------------------------------- WCF1462
fq(
    E,
    "What is the VCC supply voltage range of the WCF1462?",
    [WC],
    F.WC_VCC,
    note="the VIO range 1.71-5.5 V, the limiting value 6.0 V and the undervoltage detection "
    "3.5-4.3 V are look-alikes",
)
fq(
    E,
    "wcf1462 vio range?",
    [WC],
    F.WC_VIO,
    note="the feature line '1.8 V to 5 V microcontrollers' and the VIO undervoltage detection "
    "1.0-1.5 V are look-alikes",
)
fq(
    H,
    "What is the maximum VCC supply current of the WCF1462 in standby mode?",
    [WC],
    F.WC_STB,
    note="stacked with the normal-mode rows under one name with a unit per line (70 / 10 mA); the VIO "
    "standby current 1 uA is a look-alike",
)
fq(
    M,
    "What maximum CAN FD data rate is the WCF1462/8 tested for?",
    ["WCF1462/8"],
    F.WC_RATE8,
    note="the WCF1462 column (5 Mbit/s) is a look-alike",
)
ie(
    M,
    "How long must bus activity last to wake the WCF1462 from standby (wake-up filter time)?",
    [WC],
    "no wake-up filter time is given; the standby-to-normal delay 47 us and the TXD time-out are "
    "look-alikes",
)
# ---------------------------------------------------------------- YSV-917
fq(
    E,
    "What is the operating voltage range of the YSV-917 servo?",
    [YS],
    F.YS_V,
    note="the pulse amplitude 3.0-5.5 V and the 7.4 V in the cautions are look-alikes",
)
fq(
    H,
    "What is the stall current of the YSV-917M at 6.0 V?",
    ["YSV-917M"],
    F.YS_STALL_M6,
    note="column groups per version and voltage (650 / 800 / 900 / 1100 mA); the revision record's "
    "old 1000 mA and the 4.4 A for four servos are look-alikes",
)
fq(
    E,
    "ysv-917 operating temperature range?",
    [YS],
    F.YS_TOP,
    note="the storage range -20 ... +60 degC is a look-alike",
)
fq(
    E,
    "what kind of control signal does the ysv-917 take?",
    [YS],
    F.YS_PWM,
)
ie(
    E,
    "ysv-917 stall torque on a 2s lipo (7.4v)?",
    [YS],
    "torque is given at 4.8 and 6.0 V only; the sheet forbids more than 6.0 V",
    F.YS_74,
)
# ---------------------------------------------------------------- MTO-1364
fq(
    E,
    "What supply voltage does the MTO-1364 OLED module accept?",
    [MT],
    F.MT_VCC,
    note="the absolute maximum 6.0 V, the logic input limit 3.6 V and the 3.3 V logic level are "
    "look-alikes",
)
fq(
    E,
    "mto-1364-4 i2c address?",
    ["MTO-1364-4"],
    F.MT_ADDR,
    note="0x78 / 0x7A are 8-bit write addresses from the silkscreen FAQ",
)
fq(
    M,
    "how much current does a blue mto-1364 pull at 5v with every pixel lit?",
    ["MTO-1364-4B"],
    F.MT_IALL_B5,
    note="colour column groups per VCC (30 / 31 white, 24 / 25 blue); half-on and text-screen rows "
    "are look-alikes",
)
fq(
    E,
    "What is the MTO-1364 module's current with the display switched off (sleep)?",
    [MT],
    F.MT_SLEEP,
)
ie(
    M,
    "What is the contrast ratio of the MTO-1364 display?",
    [MT],
    "no contrast ratio is given; the contrast register value 0x80 is not a ratio",
)
# ---------------------------------------------------------------- CLZ4208
fq(
    E,
    "clz4208 supply voltage?",
    [CZ],
    F.CZ_VDD,
    note="the absolute maximum 4.0 V and the 5.5 V SDA / SCL tolerance are look-alikes",
)
fq(
    E,
    "Which I²C addresses can the CLZ4208 use?",
    [CZ],
    F.CZ_ADDR,
    note="0x58 ... 0x7B are 8-bit bytes; 0x504D / 0x4208 are ID register contents",
)
fq(
    E,
    "clz4208q operating temp range?",
    ["CLZ4208Q"],
    F.CZ_Q_TEMP,
    note="the CLZ4208 column (-20 ... +85 degC), storage -55 ... +150 degC and junction +150 degC "
    "are look-alikes",
)
fq(
    M,
    "how low does the clz4208 supply current go in shutdown?",
    [CZ],
    F.CZ_SHDN,
    note="stacked per mode; standby 25 / 40 uA and active 620 / 410 uA are look-alikes",
)
ie(
    E,
    "How accurately does the CLZ4208 measure a liquid level, in millimetres?",
    [CZ],
    "no level accuracy is given; the capacitance resolution 0.5 fF and the '2 pF between empty and "
    "full' example are not a level accuracy",
)
