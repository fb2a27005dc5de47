"""Factual questions of the hundred-and-ninth hold-out set (42: 34 with items, 8 whose
answer is not in the sheets)."""

from __future__ import annotations

import facts as F
from qkit import HT, KL, LS, NA, OP, PX, QR, TR, Fact, join, q, unanswerable

E, M, H = "easy", "medium", "hard"
N = iter(range(1, 100))


def fq(diff: str, text: str, devs: list[str], *facts: Fact, note: str = "") -> None:
    items, evidence = join(*facts)
    q(f"f-{next(N):02d}", diff, "simple", text, devs, items, evidence, note=note)


def ie(diff: str, text: str, devs: list[str], note: str, *facts: Fact) -> None:
    evidence = join(*facts)[1] if facts else []
    unanswerable(f"f-{next(N):02d}", diff, "simple", text, devs, note, evidence)


# ---------------------------------------------------------------- PRX865
fq(E, "What supply voltage range does the PRX865 RTD converter need?", [PX], F.PX_VDD)
fq(E, "prx865 max spi clock?", [PX], F.PX_SCLK)
fq(
    E,
    "How much supply current does the PRX865 draw while it is converting?",
    [PX],
    F.PX_IDD,
    note="IDDQ row below (0.9 / 1.5 mA) is bias off, no conversion",
)
fq(
    M,
    "whats the conversion time of the prx865 in continuous mode with the 50 hz filter?",
    [PX],
    F.PX_CONV50,
    note="unnamed rows: 60 Hz continuous 16.7 / 17.6 ms, one-shot 52 / 55 and 62.5 / 66 ms",
)
fq(
    H,
    "What is the absolute maximum voltage the PRX865's RTD input pins (FORCE+, RTDIN+ ...) can take?",
    [PX],
    F.PX_RTDABS,
    note="VDD to GND is -0.3 ... +4.0 V; all other pins VDD + 0.3 V",
)
# ---------------------------------------------------------------- NAIR-35
fq(
    E,
    "nair-35 supply voltage?",
    [NA],
    F.NA_VCC,
    note="LM393 2 ... 36 V in the same list is the comparator's own range, not the module's",
)
fq(
    E,
    "How much power does the heater of the NAIR-35's sensing element consume?",
    [NA],
    F.NA_PH,
    F.NA_PH_TYP,
)
fq(
    M,
    "how many minutes should i wait after switching the nair-35 on before trusting its readings?",
    [NA],
    F.NA_WARM,
    note="the 24 h preheat is for first use / after storage",
)
fq(
    H,
    "What preheat time does the NAIR-35's sensing element need the first time it is used?",
    [NA],
    F.NA_PREHEAT,
    note="2-3 min settling after every power-up is the look-alike",
)
# ---------------------------------------------------------------- KL74HC4051
fq(
    E,
    "What is the recommended VCC range of the KL74HC4051?",
    [KL],
    F.KL_VCC,
    note="HCT column: 4.5 / 5 / 5.5 V",
)
fq(
    M,
    "What are the typical and maximum on-resistance of the KL74HC4051 at VCC = 4.5 V, VEE = 0 V, 25 °C?",
    [KL],
    F.KL_RON45,
    note="unnamed rows per VCC; VEE = -4.5 V row 50 / 120",
)
fq(
    H,
    "kl74hc4051 max on resistance at 6v over -40 to 85c?",
    [KL],
    F.KL_RON6_85,
    note="temperature column groups: 140 at 25 °C, 210 at 125 °C",
)
fq(
    M,
    "What input high level does the KL74HCT4051 need on its select inputs?",
    [KL],
    F.KL_VIH_HCT,
    note="KL74HC4051 rows: 1.5 / 3.15 / 4.2 V per VCC",
)
# ---------------------------------------------------------------- TRB-8245
fq(E, "What motor supply voltage range does the TRB-8245 accept?", [TR], F.TR_VMOT)
fq(
    M,
    "how many amps per phase can the trb-8245 do without a heatsink?",
    [TR],
    F.TR_I_NOHS,
    note="1.9 A with heatsink, 2.2 A with fan, 2.5 A maximum setting",
)
fq(
    E,
    "What continuous current per phase can the TRB-8245H carry with its heatsink plus a fan?",
    [TR],
    F.TR_I_FAN,
)
fq(E, "trb-8245 sleep current?", [TR], F.TR_SLEEP)
# ---------------------------------------------------------------- HTS3x
fq(
    M,
    "What I2C addresses can the HTS31 use?",
    [HT],
    F.HT_ADDR,
    note="only in the pin table; hex command codes 0x2C06 / 0x2400 ... are not addresses",
)
fq(
    M,
    "What is the typical relative humidity accuracy of the HTS35?",
    [HT],
    F.HT_RH_TYP35,
    note="max. row ±2 %RH; HTS30 / HTS31 columns ±3 / ±2",
)
fq(
    H,
    "what's the worst-case rh accuracy of the hts30 over 0-100 %rh?",
    [HT],
    F.HT_RH_MAX30,
    note="typ. row ±3 %RH at 10-90 %RH",
)
fq(
    M,
    "What is the HTS31's typical temperature accuracy over the full -40 to 125 °C range?",
    [HT],
    F.HT_T_WIDE31,
    note="unnamed second temperature-accuracy row; ±0.2 °C is for 0 ... 65 °C",
)
fq(E, "max i2c clock of the hts3x?", [HT], F.HT_SCL)
# ---------------------------------------------------------------- LSX0108
fq(E, "lsx0108 vccb range?", [LS], F.LS_VCCB)
fq(
    M,
    "What is the maximum open-drain data rate of the LSX0108 with VCCA = 1.8 V?",
    [LS],
    F.LS_OD,
    note="0.8 Mbps only at VCCA = 1.2 V; 110 Mbps is push-pull",
)
fq(
    H,
    "typical push-pull data rate of the lsx0108 translating 1.8 v (a side) to 3.3 v (b side)?",
    [LS],
    F.LS_R18,
    note="110 Mbps headline needs VCCA = 3.3 V",
)
fq(E, "What is the absolute maximum VCCB of the LSX0108?", [LS], F.LS_ABS_B)
# ---------------------------------------------------------------- OPB-1S
fq(
    E,
    "opb-1s3 continuous discharge current?",
    [OP],
    F.OP_CONT3,
    note="3 A is the overcurrent trip current; 4.5 A is the OPB-1S6",
)
fq(
    M,
    "What standby current does the OPB-1S draw from the cell in the normal state?",
    [OP],
    F.OP_STBY,
    note="≤ 0.1 µA after over-discharge cut-off is the look-alike",
)
fq(E, "What is the operating temperature range of the OPB-1S6?", [OP], F.OP_TOP)
fq(E, "opb-1s6 mosfet on resistance?", [OP], F.OP_RDS6, note="OPB-1S3: 50 mΩ")
# ---------------------------------------------------------------- QRU-12
fq(E, "qru-12 frequency range", [QR], F.QR_BAND)
fq(
    E,
    "How much current does the QRU-12 draw when transmitting at +14 dBm?",
    [QR],
    F.QR_P6,
    note="power-level table; 100 mA is at +20 dBm",
)
fq(
    M,
    "What is the QRU-12's receive sensitivity in FU4 mode?",
    [QR],
    F.QR_FU4,
    note="FU3 -116 dBm at 5000 bps, -100 dBm in FU1 / FU2",
)
fq(E, "idle current of the qru-12 in fu2 mode?", [QR], F.QR_FU2)

# ---------------------------------------------------------------- not in the sheets (8)
ie(
    E,
    "What is the PRX865's junction-to-ambient thermal resistance?",
    [PX],
    "no thermal resistance given",
)
ie(
    M,
    "What lifetime (years) does the NAIR-35's sensing element have?",
    [NA],
    "the FAQ says no lifetime figure is available",
    F.NA_LIFE,
)
ie(E, "kl74hc4051 -3db bandwidth?", [KL], "no frequency response given")
ie(
    M,
    "At what temperature does the TRB-8245's thermal shutdown trip?",
    [TR],
    "thermal protection is mentioned without a temperature",
    F.TR_THERM,
)
ie(
    E,
    "how many mw does the hts3x heater draw?",
    [HT],
    "the heater is mentioned without power or current",
    F.HT_HEATER,
)
ie(E, "What is the A-to-B propagation delay of the LSX0108?", [LS], "no timing table")
ie(
    E,
    "What is the short-circuit detection delay of the OPB-1S?",
    [OP],
    "short-circuit detection voltage 1.35 V only; delays given for overcharge, over-discharge and overcurrent",
)
ie(E, "What antenna gain does the QRU-12's spring antenna have?", [QR], "no antenna gain given")
