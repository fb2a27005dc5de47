"""Hold-out 21 factual questions (one sheet each; some name a version or condition)."""

from __future__ import annotations

import facts as F
from qkit import CS, GS, HM, HR, LS, SD, TB, TS, join, q, unanswerable

S, ST, CMP = "simple", "structured", "comparison"
E, M, H = "easy", "medium", "hard"


def qf(qid, diff, text, devices, fact, qtype=S, note=""):
    items, evidence = fact
    q(qid, diff, qtype, text, devices, items, evidence, None, note)


# GSX7620U
qf(
    "f-1",
    E,
    "What is the supply voltage range (VDD) of the GSX7620U gesture sensor?",
    [GS],
    F.GS_VDD,
)
qf("f-2", E, "whats the i2c address of the gsx7620u?", [GS], F.GS_ADDR)
qf(
    "f-3",
    M,
    "how much current does the gsx7620u pull in gaming mode (240 fps)?",
    [GS],
    F.GS_IGAM,
    note="Gaming-mode row IGAM, not the normal-mode IGES row above it.",
)
qf("f-4", M, "What is the absolute maximum VDD of the GSX7620U?", [GS], F.GS_ABS)
qf(
    "f-5",
    E,
    "how far away can the gsx7620u see my hand?",
    [GS],
    F.GS_RANGE,
    note="Feature list only: 5 cm to 15 cm.",
)
qf(
    "f-6",
    E,
    "What I/O supply voltage range (VBUS) does the GSX7620U accept for its I2C pins?",
    [GS],
    F.GS_VBUS,
)
qf("f-8", E, "What is the VDD supply voltage range of the HRO3010?", [HR], F.HR_VDD)
qf(
    "f-9",
    M,
    "what voltage range can i feed the led supply (vled+) of the hro3010?",
    [HR],
    F.HR_VLED,
)
qf("f-10", E, "What is the 7-bit I2C address of the HRO3010?", [HR], F.HR_ADDR)
qf("f-11", E, "hro3010 shutdown current? typ and max pls", [HR], F.HR_SHDN)
qf(
    "f-12",
    H,
    "What is the absolute maximum rating of the HRO3010's VDD pin (not VLED+)?",
    [HR],
    F.HR_ABS,
    note="Dot-leader line: VDD -0.3 V to +2.2 V; VLED+ and the I/O pins are 6.0 V.",
)
qf("f-13", E, "Operating temperature range of the HRO3010?", [HR], F.HR_TEMP)
qf(
    "f-14",
    M,
    "What minimum input high voltage does the HRO3010 need on SDA/SCL?",
    [HR],
    F.HR_VIH,
    note="EC table continued on page 2.",
)
# TSW-10
qf("f-15", E, "what voltage does the tsw-10 turbidity sensor need?", [TS], F.TS_V)
qf("f-16", E, "How much current does the TSW-10 turbidity module draw at most?", [TS], F.TS_I)
qf("f-17", E, "What is the response time of the TSW-10?", [TS], F.TS_RT)
qf("f-18", E, "what range does the analog out of the tsw-10 swing over?", [TS], F.TS_AO)
qf(
    "f-19",
    M,
    "What operating (not storage) temperature range is given for the TSW-10?",
    [TS],
    F.TS_TEMP,
    note="Storage is -10 to 90 C on the next line.",
)
# KSD-MC
qf(
    "f-20",
    E,
    "What supply voltage does the KSD-MC3 (3.3V version) microSD module take?",
    [SD],
    F.SD_V["KSD-MC3"],
)
qf(
    "f-21",
    M,
    "max current of the ksd-mc5 sd card module during card read/write?",
    [SD],
    F.SD_I["KSD-MC5"],
    note="KSD-MC5 column (200 mA), not KSD-MC3 (100 mA).",
)
qf(
    "f-22",
    M,
    "List the supply voltage range of each KSD-MC version (KSD-MC5 and KSD-MC3).",
    [SD],
    join(F.SD_V["KSD-MC5"], F.SD_V["KSD-MC3"]),
    ST,
)
# KLS3935
qf(
    "f-23",
    E,
    "What supply voltage range does the KLS3935 lightning sensor operate from?",
    [LS],
    F.LS_VDD,
)
qf("f-24", E, "how far away can the kls3935 detect a storm?", [LS], F.LS_RANGE)
qf("f-26", E, "Which I2C addresses can the KLS3935 be set to?", [LS], F.LS_ADDR)
qf(
    "f-27",
    H,
    "whats the abs max vdd for the kls3935? (not the 5.5v operating limit)",
    [LS],
    F.LS_ABS,
)
qf("f-29", E, "What is the contact rating of the KTB-1 tilt switch?", [TB], F.TB_RATING["KTB-1"])
qf(
    "f-30",
    H,
    "operating temp range of the ktb-3h tilt switch?",
    [TB],
    F.TB_TEMP["KTB-3H"],
    note="KTB-3 / KTB-3H rows are only in the table continued on page 2.",
)
qf(
    "f-31",
    M,
    "Compare the maximum contact resistance of the KTB-1 and the KTB-3.",
    [TB],
    join(F.TB_RES["KTB-1"], F.TB_RES["KTB-3"]),
    CMP,
)
# KHM
qf("f-32", E, "What is the rated power of the KHM 25 holding magnet?", [HM], F.HM_P["KHM 25"])
qf(
    "f-33",
    M,
    "coil resistance of the khm 30 in the 24v version?",
    [HM],
    F.HM_R24["KHM 30-24"],
    note="-24 row (72 Ohm), not the -12 row (18 Ohm).",
)
qf(
    "f-35",
    M,
    "What is the recommended supply voltage range of the KCS3472?",
    [CS],
    F.CS_VDD,
    note="Recommended operating conditions, not the 3.8 V absolute maximum.",
)
qf(
    "f-36",
    H,
    "In what ambient temperature range may the KCS3472 be operated per its recommended "
    "operating conditions?",
    [CS],
    F.CS_TEMP,
    note="-30 to +70 C; the abs max table lists -40 to +85 C under the same name.",
)
qf("f-37", E, "i2c address of the kcs3472-b?", [CS], F.CS_ADDR["KCS3472-B"])
qf("f-38", E, "How much current does the KCS3472 draw in sleep state?", [CS], F.CS_SLEEP)

# not in the sheets
unanswerable(
    "f-39",
    M,
    S,
    "What is the power-on startup time of the GSX7620U?",
    [GS],
    "No startup / wake-up time is given.",
)
unanswerable(
    "f-40",
    M,
    S,
    "What SpO2 accuracy does the HRO3010 achieve?",
    [HR],
    "Note 3: SpO2 accuracy depends on host algorithm, not specified.",
    F.HR_NOSPO2,
)
unanswerable(
    "f-41",
    E,
    S,
    "whats the ntu measuring range of the tsw-10?",
    [TS],
    "Only a relative output; NTU accuracy and range are not given.",
    F.TS_NONTU,
)
unanswerable(
    "f-42",
    E,
    S,
    "What is the maximum SPI clock of the KSD-MC5?",
    [SD],
    "Q & A: not specified (card supports 25 MHz only).",
    F.SD_NOSPI,
)
unanswerable(
    "f-43",
    M,
    S,
    "How accurate is the KLS3935 storm distance estimate in km?",
    [LS],
    "Application notes: accuracy not specified.",
    F.LS_NOACC,
)
unanswerable(
    "f-44",
    E,
    S,
    "contact bounce time of the ktb-2?",
    [TB],
    "Note: contact bounce is not specified.",
    F.TB_NOBOUNCE,
)
unanswerable(
    "f-45",
    M,
    S,
    "How long does a KHM 25 take to release the part after the coil is switched off?",
    [HM],
    "Residual magnetism / release time not specified.",
    F.HM_NORES,
)
unanswerable(
    "f-46",
    M,
    S,
    "What lux accuracy does the KCS3472 give?",
    [CS],
    "Lux / CCT computed by host; accuracy not specified.",
    F.CS_NOCCT,
)
