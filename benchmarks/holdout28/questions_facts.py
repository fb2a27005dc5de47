"""Factual questions of the twenty-eighth hold-out set (34 with items, 8 whose answer
is not in the sheets: insufficient_evidence)."""

from __future__ import annotations

from facts import (
    BAC_ADDR,
    BAC_BAUD,
    BAC_HUM,
    BAC_IDD,
    BAC_IDLE,
    BAC_SLEEP,
    BAC_V,
    EMA_ABS5,
    EMA_HUM,
    EMA_ID,
    EMA_RATE,
    EMA_V5,
    HB_ADDR,
    HB_I,
    HB_SLEEP,
    HB_VA,
    KRH_ICC,
    KRH_ICC5,
    KRH_MSL,
    KRH_TOP,
    KRH_VCC,
    MYO_OUT,
    MYO_TOP,
    MYO_VL,
    PLX_ABS,
    PLX_ACC,
    PLX_ADDR,
    PLX_IDD25,
    PLX_RATE,
    PLX_SHDN,
    PLX_VDD,
    PLX_VIH,
    TGA_PH,
    TGA_RANGE,
    TGA_RECOV,
    TGA_VH,
    TGA_WARM,
    ZK_ACC,
    ZK_BAUD,
    ZK_IU,
    ZK_RANGE,
)
from qkit import BAC, EMA, KRH, MYO, PLX, TGA, ZK, Fact, join, q, unanswerable

S = "simple"


def ask(qid: str, diff: str, question: str, devices: list[str], fact: Fact, qtype: str = S) -> None:
    items, evidence = fact
    q(qid, diff, qtype, question, devices, items, evidence)


def absent(
    qid: str, diff: str, question: str, devices: list[str], note: str, evidence=None
) -> None:
    unanswerable(qid, diff, S, question, devices, note, evidence)


E, M, H = "easy", "medium", "hard"

# ----------------------------------------------------------------- PLX2901
ask("f-1", E, "What is the supply voltage range (VDD) of the PLX2901?", [PLX], PLX_VDD)
ask("f-2", E, "whats the absolute max vdd on the plx2901?", [PLX], PLX_ABS)
ask(
    "f-3",
    M,
    "What supply current does the PLX2901 draw in HR mode at 25 sps with the LED off?",
    [PLX],
    PLX_IDD25,
)
ask("f-4", E, "plx2901 shutdown current?", [PLX], PLX_SHDN)
ask("f-5", E, "What is the 7-bit I2C address of the PLX2901?", [PLX], PLX_ADDR)
ask(
    "f-7",
    M,
    "What minimum input high voltage (VIH) do the PLX2901 SDA and SCL pins need?",
    [PLX],
    PLX_VIH,
)
ask("f-8", E, "Which sample rates can the PLX2901 be programmed to (range)?", [PLX], PLX_RATE)
absent(
    "f-10",
    M,
    "How accurate is the heart rate reported with the PLX2901, in bpm?",
    [PLX],
    "The sheet says heart-rate accuracy depends on the host algorithm and is not specified.",
    PLX_ACC,
)

# ----------------------------------------------------------------- HB-28
ask("f-11", E, "what voltage can i feed the hb-28a analog version?", ["HB-28A"], HB_VA)
ask(
    "f-12",
    M,
    "How much current do the HB-28A and the HB-28D draw (maximum working current)?",
    ["HB-28A", "HB-28D"],
    HB_I,
    "comparison",
)
ask("f-13", E, "i2c address of the hb-28d?", ["HB-28D"], HB_ADDR)
absent(
    "f-17",
    E,
    "What is the sleep current of the HB-28D?",
    ["HB-28D"],
    "The manual says the HB-28D sleep current is not given.",
    HB_SLEEP,
)

# ----------------------------------------------------------------- KRH-300
ask(
    "f-19",
    E,
    "What is the recommended supply voltage range of the KRH-300 (min / typ / max)?",
    [KRH],
    KRH_VCC,
)
ask(
    "f-21",
    M,
    "What is the recommended operating temperature range of the KRH-300 (not the absolute maximum)?",
    [KRH],
    KRH_TOP,
)
ask(
    "f-22",
    E,
    "krh-300 current consumption with the led off?",
    [KRH],
    KRH_ICC,
)
ask(
    "f-23",
    H,
    "What supply current does the KRH-300 draw at VCC = 5.0 V with the LED driven at 10 mA?",
    [KRH],
    KRH_ICC5,
)
absent(
    "f-25",
    M,
    "What moisture sensitivity level (MSL) is the KRH-300?",
    [KRH],
    "The notes say the MSL is not specified.",
    KRH_MSL,
)

# ----------------------------------------------------------------- MYO-2
ask("f-26", E, "supply range for the myo-2l low voltage version?", ["MYO-2L"], MYO_VL)
ask("f-28", E, "What kind of output signal does the MYO-2 provide?", [MYO], MYO_OUT)
absent(
    "f-29",
    E,
    "What is the operating temperature range of the MYO-2 board?",
    [MYO],
    "FAQ: an operating temperature range is not specified.",
    MYO_TOP,
)

# ----------------------------------------------------------------- EMA-10
ask("f-30", E, "What supply voltage does the EMA-10-5 need?", ["EMA-10-5"], EMA_V5)
ask(
    "f-31",
    M,
    "What is the typical and maximum supply current of the EMA-10-D (SPI version)?",
    ["EMA-10-D"],
    EMA_ID,
)
ask("f-32", E, "ema-10-d sample rate range?", ["EMA-10-D"], EMA_RATE)
ask(
    "f-35",
    H,
    "What is the absolute maximum supply voltage of the EMA-10-5 (5 V version)?",
    ["EMA-10-5"],
    EMA_ABS5,
)
ask("f-37", E, "What relative humidity range is the EMA-10 rated for?", [EMA], EMA_HUM)

# ----------------------------------------------------------------- TGA-3B
ask(
    "f-38",
    M,
    "What heater voltage does the TGA-3B alcohol sensor need (nominal and limits)?",
    [TGA],
    TGA_VH,
)
ask("f-39", E, "tga-3b heater power?", [TGA], TGA_PH)
ask("f-40", E, "What ethanol concentration range does the TGA-3B detect?", [TGA], TGA_RANGE)
ask(
    "f-43",
    H,
    "after a short power-off how long must the tga-3b warm up before i read it?",
    [TGA],
    TGA_WARM,
)
absent(
    "f-44",
    M,
    "What is the recovery time of the TGA-3B after an alcohol exposure?",
    [TGA],
    "The sheet says the recovery time is not specified.",
    TGA_RECOV,
)

# ----------------------------------------------------------------- ZK-A3
ask("f-45", E, "how much current does the zk-a3u uart version pull?", ["ZK-A3U"], ZK_IU)
ask("f-46", E, "What baud rate does the ZK-A3U use?", ["ZK-A3U"], ZK_BAUD)
ask("f-47", E, "What is the detection range of the ZK-A3 module?", [ZK], ZK_RANGE)
absent(
    "f-50",
    E,
    "What is the measurement accuracy of the ZK-A3U in ppm?",
    ["ZK-A3U"],
    "FAQ: accuracy is not specified.",
    ZK_ACC,
)

# ----------------------------------------------------------------- BAC-20
ask("f-51", E, "What is the supply voltage range of the BAC-20?", [BAC], BAC_V)
ask("f-53", E, "What is the sleep current of the BAC-20?", [BAC], BAC_SLEEP)
ask(
    "f-54",
    H,
    "What current does the BAC-20 draw when idle with the sensor biased (not measuring, not asleep)?",
    [BAC],
    BAC_IDLE,
)
ask("f-55", E, "What is the I2C address of the BAC-20-I?", ["BAC-20-I"], BAC_ADDR)
ask("f-56", E, "baud rate of the bac-20-u?", ["BAC-20-U"], BAC_BAUD)
ask(
    "f-60",
    H,
    "Give the BAC-20 supply voltage range, the supply current while measuring and the "
    "operating humidity range.",
    [BAC],
    join(BAC_V, BAC_IDD, BAC_HUM),
    "structured",
)
absent(
    "f-61",
    E,
    "What IP rating does the BAC-20 module have?",
    [BAC],
    "No ingress protection rating appears anywhere in the BAC-20 sheet.",
)
absent(
    "f-62",
    M,
    "What ESD (HBM) rating do the PLX2901 pins have?",
    [PLX],
    "No ESD rating appears anywhere in the PLX2901 sheet.",
)
