"""Factual questions of the twenty-third hold-out set (34 with items, 8 unanswerable)."""

from __future__ import annotations

from facts import (
    CN_DIST,
    CN_IF3,
    CN_PD,
    CN_SPI,
    CN_TOP,
    CN_VDD,
    EP_IO12,
    EP_SPL,
    EP_T24I,
    EP_V12,
    HB_IST,
    HB_TOP,
    HB_VDD,
    KB_ISD,
    KB_SC,
    KB_V2X,
    KB_VDD,
    KB_VIH,
    MF_ABS,
    MF_BAUD,
    MF_DIST,
    MF_I_T,
    MF_TOP,
    MF_VCC,
    MF_VOH_T,
    MF_WATER,
    PB_S_H,
    PB_SPL,
    PB_TOP,
    PB_VCC,
    TR_ADDR,
    TR_DIST,
    TR_PAD18,
    TR_PD,
    TR_TOP,
    TR_VBAT,
    VK_ADDR,
    VK_BAUD,
    VK_DIST_L,
    VK_ESD,
    VK_SLEEP_L,
    VK_VCC,
)
from qkit import CN, EP, HB, KB, MF, PB, TR, VK, Fact, join, q, unanswerable

S = "simple"


def fact(qid: str, diff: str, question: str, devices: list[str], f: Fact, note: str = "") -> None:
    q(qid, diff, S, question, devices, f[0], f[1], note=note)


# ------------------------------------------------------------------ VKN-532
fact("f-e-01", "easy", "what voltage does the vkn-532 (standard, not the L) need?", [VK], VK_VCC)
fact(
    "f-e-02",
    "easy",
    "What is the sleep current of the VKN-532L in power-down mode?",
    [VK],
    VK_SLEEP_L,
)
fact("f-e-03", "easy", "vkn-532 i2c address?", [VK], VK_ADDR)
fact("f-e-04", "easy", "default baud rate of the vkn-532 in HSU mode?", [VK], VK_BAUD)
fact(
    "f-m-05",
    "medium",
    "How far can the low-power VKN-532L read a MIFARE Classic card?",
    [VK],
    VK_DIST_L,
    note="The 3-5 cm line just above is the standard VKN-532.",
)
# ------------------------------------------------------------------ TRN7160
fact(
    "f-e-06",
    "easy",
    "What is the recommended VBAT supply range of the TRN7160?",
    [TR],
    TR_VBAT,
)
fact(
    "f-m-07",
    "medium",
    "which VDD(PAD) range does the trn7160 want when the host runs at 1.8v?",
    [TR],
    TR_PAD18,
)
fact(
    "f-h-08",
    "hard",
    "What is the recommended operating ambient temperature range of the TRN7160?",
    [TR],
    TR_TOP,
    note="Recommended operating conditions -30..+85 °C; the limiting-values row says -40..+85.",
)
fact(
    "f-e-09",
    "easy",
    "trn7160 hard power-down current?",
    [TR],
    TR_PD,
)
fact(
    "f-m-10",
    "medium",
    "Which 7-bit I2C addresses can the TRN7160 be set to?",
    [TR],
    TR_ADDR,
    note="Register addresses 0x01/0x12/0x33 on the same page are decoys.",
)
# ------------------------------------------------------------------ MFR-20
fact(
    "f-e-11",
    "easy",
    "What supply voltage is recommended for the MFR-20 reader?",
    [MF],
    MF_VCC,
)
fact(
    "f-m-12",
    "medium",
    "whats the absolute max supply voltage on the mfr-20 before it dies?",
    [MF],
    MF_ABS,
)
fact(
    "f-m-14",
    "medium",
    "What is the recommended operating temperature range of the MFR-20T?",
    [MF],
    MF_TOP,
    note="Recommended 0..+50 °C; the abs max table's -10..+60 is not the answer.",
)
fact("f-e-15", "easy", "what baud rate does the mfr-20 use out of the box?", [MF], MF_BAUD)
fact(
    "f-e-16",
    "easy",
    "What is the communication distance of the MFR-20?",
    [MF],
    MF_DIST,
)
# ------------------------------------------------------------------ CNF3911
fact("f-e-17", "easy", "cnf3911 supply voltage range (VDD)?", [CN], CN_VDD)
fact(
    "f-m-18",
    "medium",
    "How much supply current does the CNF3911 draw with the field on at VDD = 3.3 V (0.5 W)?",
    [CN],
    CN_IF3,
    note="The 350 mA row is VDD = 5.0 V, 1.4 W.",
)
fact("f-e-19", "easy", "max spi clock for the cnf3911?", [CN], CN_SPI)
fact(
    "f-h-20",
    "hard",
    "What is the operating ambient temperature range of the CNF3911-QFN32?",
    [CN],
    CN_TOP,
    note="-40..+105 °C (ordering table, EC sentence); -40..+125 °C in the abs max is junction.",
)
# ------------------------------------------------------------------ KBD4412
fact("f-e-21", "easy", "What supply voltage range does the KBD4412 accept?", [KB], KB_VDD)
fact("f-e-22", "easy", "kbd4412 shutdown current?", [KB], KB_ISD)
fact(
    "f-m-23",
    "medium",
    "What output swing does the KBD4412 give in 2x gain mode at VDD = 3 V?",
    [KB],
    KB_V2X,
)
fact(
    "f-e-24",
    "easy",
    "min input high voltage for the kbd4412 EN/IN pins?",
    [KB],
    KB_VIH,
)
# ------------------------------------------------------------------ PBD-12
fact("f-e-25", "easy", "what voltage does the pbd-12 buzzer board run on?", [PB], PB_VCC)
fact(
    "f-m-26",
    "medium",
    "How much current does the PBD-12H draw when it is silent?",
    [PB],
    PB_S_H,
    note="0.5 mA is the PBD-12L column.",
)
fact("f-e-27", "easy", "pbd-12 operating temp range?", [PB], PB_TOP)
# ------------------------------------------------------------------ EPZ-310
fact(
    "f-e-28",
    "easy",
    "What continuous supply voltage range does the EPZ-310-12 take?",
    [EP],
    EP_V12,
)
fact(
    "f-h-29",
    "hard",
    "What is the operating temperature range of the EPZ-310-24I?",
    [EP],
    EP_T24I,
    note="On page 2 in the continued table; -25..+70 °C is the other codes.",
)
fact("f-e-30", "easy", "max output current of the epz-310-12?", [EP], EP_IO12)
# ------------------------------------------------------------------ HBZ03
fact("f-e-31", "easy", "hbz03 supply range?", [HB], HB_VDD)
fact(
    "f-m-32",
    "medium",
    "What is the standby current of the HBZ03 with CTRL low?",
    [HB],
    HB_IST,
)
fact(
    "f-h-33",
    "hard",
    "what temp range can the hbz03a be used in?",
    [HB],
    HB_TOP,
    note="The sheet gives the operating temperature only in the absolute maximum table.",
)
# ------------------------------------------------------------------ structured / comparison
items, evidence = join(MF_I_T, MF_VOH_T)
q(
    "f-h-34",
    "hard",
    "structured",
    "For the MFR-20T (TTL version), give the typical supply current during card access and "
    "the typical TXD output high level.",
    [MF],
    items,
    evidence,
    note="The MFR-20R column (118 mA, +5.5 V) is the look-alike.",
)
items, evidence = join(TR_PD, CN_PD)
q(
    "f-m-35",
    "medium",
    "comparison",
    "Which needs less current when powered down: the TRN7160 (hard power-down) or the "
    "CNF3911 (EN = 0 V)?",
    [TR, CN],
    items,
    evidence,
    note="CNF3911: 1 typ / 5 max uA; TRN7160: 10 typ / 20 max uA.",
)

# ------------------------------------------------------------------ not in the sheets
unanswerable(
    "f-e-36",
    "easy",
    S,
    "What is the ESD rating of the VKN-532 module?",
    [VK],
    "not specified",
    VK_ESD,
)
unanswerable(
    "f-m-37",
    "medium",
    S,
    "what read range does the trn7160 get?",
    [TR],
    "depends on antenna; not specified",
    TR_DIST,
)
unanswerable(
    "f-e-38",
    "easy",
    S,
    "What IP rating does the MFR-20 have?",
    [MF],
    "waterproof / dustproof not specified",
    MF_WATER,
)
unanswerable("f-e-39", "easy", S, "cnf3911 max reading distance?", [CN], "not specified", CN_DIST)
unanswerable(
    "f-m-40",
    "medium",
    S,
    "What is the output short-circuit current of the KBD4412?",
    [KB],
    "not specified",
    KB_SC,
)
unanswerable(
    "f-e-41", "easy", S, "how loud is the pbd-12 in dB?", [PB], "SPL not specified", PB_SPL
)
unanswerable(
    "f-e-42",
    "easy",
    S,
    "What sound pressure level does the EPZ-310 produce?",
    [EP],
    "depends on the siren; not specified",
    EP_SPL,
)
unanswerable(
    "f-m-43",
    "medium",
    S,
    "What ESD (HBM) rating does the HBZ03 have?",
    [HB],
    "no ESD figure anywhere in the sheet (no evidence)",
)
