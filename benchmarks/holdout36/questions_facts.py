"""Factual questions of the thirty-sixth hold-out set (34 with items, 8 whose
answer is not in the sheets)."""

from __future__ import annotations

from facts import (
    C12_PEAK,
    C55_V,
    CMV_REP,
    CMV_T,
    JBP_I,
    JBP_REL,
    JBP_SELF,
    K275_SURGE,
    K275_VAC,
    KUR_HUM,
    KUR_RX,
    KUR_SPI,
    KUR_T,
    KUR_TX,
    KUR_V,
    M33_SLEEP,
    M33_VOUT,
    M50_IOUT,
    M50_IQ,
    M50_VIH,
    MLN_ESD,
    MLN_T,
    MLN_V,
    RLT_ABS,
    RLT_BAUD,
    RLT_IDOM,
    RLT_SLEEP,
    RLT_V,
    RLT_VIH,
    RLT_VIL,
    TSB_BAUD,
    TSB_LT,
    TSB_NOHS,
    TSB_SLEEP,
    TSB_VLI,
    UWM_BAUD,
    UWM_IP,
    UWM_NLOS,
    UWM_SLEEP,
    UWM_T,
    UWP_TX,
    UWP_V,
)
from qkit import CMV, JBP, KUR, MLN, RLT, TSB, UWM, VRS, Fact, join, q, unanswerable

S = "simple"
E, M, H = "easy", "medium", "hard"


def ask(qid: str, diff: str, question: str, devices: list[str], fact: Fact, note: str = "") -> None:
    items, evidence = fact
    q(qid, diff, S, question, devices, items, evidence, None, note)


def unknown(qid: str, diff: str, question: str, devices: list[str], note: str, evidence) -> None:
    unanswerable(qid, diff, S, question, devices, note, evidence)


# ---------------------------------------------------------------- easy (20 + 2)
ask(
    "f-01",
    E,
    "What is the operating battery supply voltage range (VBAT) of the RLT1021 LIN transceiver?",
    [RLT],
    RLT_V,
)
ask("f-02", E, "rlt1021 abs max on the vbat pin?", [RLT], RLT_ABS)
ask("f-03", E, "What is the RLT1021 supply current in Sleep mode?", [RLT], RLT_SLEEP)
ask("f-04", E, "what baud rates does the rlt1021 lin chip support?", [RLT], RLT_BAUD)
ask("f-05", E, "What output voltage does the regulator of the MLN6020-33 deliver?", [MLN], M33_VOUT)
ask("f-06", E, "how many ma can the ldo in the mln6020-50 supply?", [MLN], M50_IOUT)
ask(
    "f-07",
    E,
    "What is the recommended operating supply voltage range of the MLN6020?",
    [MLN],
    MLN_V,
)
ask("f-08", E, "What supply voltage range does the UW-M30P (PA version) accept?", [UWM], UWP_V)
ask("f-09", E, "uw-m30 default uart baud?", [UWM], UWM_BAUD)
ask("f-10", E, "What is the working temperature range of the UW-M30 UWB module?", [UWM], UWM_T)
ask("f-11", E, "What is the recommended VDD range of the KUR-210 module?", [KUR], KUR_V)
ask("f-12", E, "kur-210 max spi clock?", [KUR], KUR_SPI)
ask("f-13", E, "What RX sensitivity does the KUR-210 reach?", [KUR], KUR_RX)
ask("f-14", E, "max continuous discharge current of the jbp-3s20 bms?", [JBP], JBP_I)
ask("f-15", E, "jbp-3s20 self consumption in ua?", [JBP], JBP_SELF)
ask("f-16", E, "What is the maximum sleep current of the TSB-4S60 BMS?", [TSB], TSB_SLEEP)
ask("f-17", E, "tsb-4s60 uart baud rate?", [TSB], TSB_BAUD)
ask(
    "f-18",
    E,
    "What is the maximum continuous AC (RMS) voltage of the VR S14K275 varistor?",
    [VRS],
    K275_VAC,
)
ask("f-19", E, "max dc working voltage of the cmv0603-5v5?", [CMV], C55_V)
ask(
    "f-20",
    E,
    "What is the operating temperature range of the CMV0603 multilayer varistors?",
    [CMV],
    CMV_T,
)
unknown(
    "f-35",
    E,
    "what ip rating does the uw-m30 have?",
    [UWM],
    "the FAQ says no waterproof version and the IP rating is not specified",
    UWM_IP,
)
unknown(
    "f-36",
    E,
    "What operating humidity range is the KUR-210 specified for?",
    [KUR],
    "operating humidity is not specified (indoors only)",
    KUR_HUM,
)

# ---------------------------------------------------------------- medium (11 + 4)
ask(
    "f-21",
    M,
    "What supply current does the RLT1021 draw in Normal mode with the bus dominant (TXD low)?",
    [RLT],
    RLT_IDOM,
    "the row below the recessive-bus row (0.6 / 1.2 mA)",
)
ask("f-22", M, "rlt1021 txd input thresholds vih / vil?", [RLT], join(RLT_VIH, RLT_VIL))
ask(
    "f-23",
    M,
    "What minimum TXD input-high voltage does the MLN6020-50 (5 V version) need?",
    [MLN],
    M50_VIH,
    "the MLN6020-33 column says 2.3 V",
)
ask(
    "f-24",
    M,
    "What is the recommended operating temperature range of the MLN6020?",
    [MLN],
    MLN_T,
    "the absolute maximum table has -40 ~ 125 ℃ under the same row name",
)
ask("f-25", M, "sleep current of the mln6020-33, max?", [MLN], M33_SLEEP)
ask("f-26", M, "how much peak current does the uw-m30p pull when transmitting?", [UWM], UWP_TX)
ask(
    "f-27",
    M,
    "What is the maximum sleep current of the standard UW-M30 (not the P version)?",
    [UWM],
    UWM_SLEEP,
)
ask("f-28", M, "KUR-210 current consumption while transmitting at VDD = 3.3 V?", [KUR], KUR_TX)
ask(
    "f-29",
    M,
    "kur-210 operating temp range?",
    [KUR],
    KUR_T,
    "storage is -40 to 105 °C in the absolute maximum table",
)
ask(
    "f-30",
    M,
    "What pack voltage range does the TSB-4S60 support with the Li-ion firmware option?",
    [TSB],
    TSB_VLI,
)
ask(
    "f-31",
    M,
    "What is the maximum 8/20 µs surge current of the VR S14K275?",
    [VRS],
    K275_SURGE,
)
unknown(
    "f-37",
    M,
    "At what cell voltage does the JBP-3S20-L release its over-discharge protection?",
    [JBP],
    "only detection voltages are given; the FAQ says the release voltage is not specified",
    JBP_REL,
)
unknown(
    "f-38",
    M,
    "esd rating of the mln6020 lin pin?",
    [MLN],
    "the cautions say it is not specified in this edition",
    MLN_ESD,
)
unknown(
    "f-39",
    M,
    "What ranging accuracy does the UW-M30 give in non-line-of-sight (NLOS) conditions?",
    [UWM],
    "only ±10 cm LOS is given; NLOS accuracy is not specified",
    UWM_NLOS,
)
unknown(
    "f-40",
    M,
    "below what temperature does the tsb-4s60 stop charging?",
    [TSB],
    "only charge over-temperature (50 °C) is given; low-temperature charge protection is "
    "not specified",
    TSB_LT,
)

# ---------------------------------------------------------------- hard (3 + 2)
ask(
    "f-32",
    H,
    "How much continuous discharge current can the TSB-4S60 carry if I mount it without the heat sink?",
    [TSB],
    TSB_NOHS,
    "row 3 says 60 A with heat sink; footnote *1 gives 35 A without",
)
ask(
    "f-33",
    H,
    "What is the no-load quiescent current of the MLN6020-50 in Normal mode?",
    [MLN],
    M50_IQ,
    "typ.-only table on page 2 (not guaranteed); the 25 µA is the sleep-mode maximum",
)
ask(
    "f-34",
    H,
    "What peak current (8/20 µs) can the CMV0603-12 take, and is that single-pulse?",
    [CMV],
    C12_PEAK,
    "30 A with note (1): single pulse, repetitive ratings not specified",
)
unknown(
    "f-41",
    H,
    "What is the TXD-to-LIN transmitter propagation delay of the RLT1021?",
    [RLT],
    "only the receiver propagation delay (6 µs) and duty cycles are given; no transmitter "
    "delay is stated anywhere, so there is no evidence",
    [],
)
unknown(
    "f-42",
    H,
    "how many repeated 8/20us pulses at 30 A is the cmv0603-18 rated for?",
    [CMV],
    "note (1): single pulse; repetitive ratings are not specified",
    CMV_REP,
)
