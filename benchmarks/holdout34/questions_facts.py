"""Factual questions of the thirty-fourth hold-out set (34 with items, 8 whose
answer is not in the sheets)."""

from __future__ import annotations

from facts import (
    CKS_ADDR,
    CKS_IDDO,
    CKS_LOCK,
    CKS_V,
    CKS_VDDO,
    HP_33,
    IRB_IP,
    IRB_V,
    KBC20_IAUX,
    KBC_BAUD,
    KBC_BUS,
    KBC_IP,
    KBC_SURGE,
    KBC_T,
    KNH_T,
    KNH_WARM,
    KNHA_ACC,
    KNHA_I,
    KNHA_R,
    KNHU_BAUD,
    KNHU_V,
    NDZ_ADDR,
    NDZ_DRIFT,
    NDZ_I_LP,
    NDZ_SLP,
    NDZ_T,
    NDZ_V,
    NDZ_WARM_LP,
    O12_I,
    O24_ADJ,
    OFP_HUM,
    OFP_VIN,
    R10_I,
    RFN_T,
    RFN_VIB,
    SPX_ABS,
    SPX_ADDR,
    SPX_CLK,
    SPX_HUM,
    SPX_I,
    SPX_V,
    SPX_VIH,
)
from qkit import CKS, IRB, KBC, KNH, NDZ, OFP, RFN, SPX, Fact, q, unanswerable

S = "simple"
E, M, H = "easy", "medium", "hard"


def ask(qid: str, diff: str, question: str, devices: list[str], fact: Fact, note: str = "") -> None:
    items, evidence = fact
    q(qid, diff, S, question, devices, items, evidence, None, note)


def unknown(qid: str, diff: str, question: str, devices: list[str], note: str, evidence) -> None:
    unanswerable(qid, diff, S, question, devices, note, evidence)


# ---------------------------------------------------------------- easy (20)
ask("f-01", E, "What supply voltage range does the KNH-3U (UART version) accept?", [KNH], KNHU_V)
ask("f-02", E, "what ppm range does the knh-3a cover?", [KNH], KNHA_R)
ask("f-03", E, "What is the working temperature range of the KNH-3 ammonia module?", [KNH], KNH_T)
ask("f-04", E, "knh-3u uart baud rate?", [KNH], KNHU_BAUD)
ask("f-05", E, "What I2C address does the NDZ-2310 NO2 sensor use?", [NDZ], NDZ_ADDR)
ask(
    "f-06",
    E,
    "What is the recommended operating supply voltage range of the NDZ-2310?",
    [NDZ],
    NDZ_V,
    "the 4.0 V absolute maximum on the same page is not an operating condition",
)
ask("f-07", E, "what vdd does the spx7341 want?", [SPX], SPX_V)
ask("f-08", E, "What is the 7-bit I2C address of the SPX7341?", [SPX], SPX_ADDR)
ask("f-09", E, "what voltage can i feed the irb-38 ir blaster on vin?", [IRB], IRB_V)
ask("f-10", E, "What KNX bus voltage range does the KBC 256 bus coupler accept?", [KBC], KBC_BUS)
ask(
    "f-11",
    E,
    "what baud rate does the kbc 256 host uart run at?",
    [KBC],
    KBC_BAUD,
    "9600 bit/s is the KNX bus rate, not the host UART",
)
ask("f-12", E, "What is the rated current of the RFN-2010 mains filter?", [RFN], R10_I)
ask("f-13", E, "i2c address of the cks5351 clock chip?", [CKS], CKS_ADDR)
ask("f-14", E, "What is the recommended core supply voltage (VDD) of the CKS5351?", [CKS], CKS_V)
ask("f-15", E, "how many amps can the ofp-25-12 deliver?", [OFP], O12_I)
ask("f-16", E, "What AC input voltage range does the OFP-25 series accept?", [OFP], OFP_VIN)
ask("f-17", E, "What working humidity is the OFP-25 power supply rated for?", [OFP], OFP_HUM)
ask("f-18", E, "What is the operating temperature range of the RFN-2000 EMI filters?", [RFN], RFN_T)
ask("f-19", E, "ip rating of the kbc 256?", [KBC], KBC_IP)
ask("f-20", E, "What is the sleep current of the NDZ-2310 with the heater off?", [NDZ], NDZ_SLP)

# ---------------------------------------------------------------- medium (10)
ask("f-21", M, "how much current does the knh-3a pull with the heater on?", [KNH], KNHA_I)
ask(
    "f-22",
    M,
    "What average supply current does the NDZ-2310 draw in low-power mode (1 sample per 60 s)?",
    [NDZ],
    NDZ_I_LP,
)
ask(
    "f-23",
    M,
    "how long does the ndz-2310 need to warm up after power-on in low-power mode?",
    [NDZ],
    NDZ_WARM_LP,
)
ask(
    "f-24",
    M,
    "What operating temperature range is recommended for the NDZ-2310 (not the absolute maximum)?",
    [NDZ],
    NDZ_T,
)
ask(
    "f-25",
    M,
    "What supply current does the SPX7341 draw when active with all ADCs enabled?",
    [SPX],
    SPX_I,
)
ask("f-26", M, "min VIH on the spx7341 scl/sda pins?", [SPX], SPX_VIH)
ask(
    "f-27",
    M,
    "How much current can the auxiliary output of the KBC 256-20 supply?",
    [KBC],
    KBC20_IAUX,
)
ask(
    "f-28",
    M,
    "What operating temperature range does the KBC 256 bus coupler have?",
    [KBC],
    KBC_T,
)
ask(
    "f-29",
    M,
    "what output voltage adjustment range does the ofp-25-24 have?",
    [OFP],
    O24_ADJ,
)
ask("f-30", M, "What is the absolute maximum supply voltage of the SPX7341?", [SPX], SPX_ABS)

# ---------------------------------------------------------------- hard (4)
ask(
    "f-31",
    H,
    "What LED current does the IRB-38HP draw when SIG is high and VIN is 3.3 V?",
    [IRB],
    HP_33,
    "the 400 mA in the table is at VIN = 5 V; the footnote gives about 180 mA at 3.3 V",
)
ask(
    "f-32",
    H,
    "How much VDDO current does one CKS5351 output draw at 200 MHz (CL = 5 pF)?",
    [CKS],
    CKS_IDDO,
    "second, unnamed IDDO row; the named row is at 100 MHz",
)
ask(
    "f-33",
    H,
    "How long must the KNH-3 be preheated before first use, and before daily use?",
    [KNH],
    KNH_WARM,
)
ask(
    "f-34",
    H,
    "What is the maximum I2C clock of the SPX7341 and what output supply (VDDO) range does "
    "the CKS5351 accept?",
    [SPX, CKS],
    ([*SPX_CLK[0], *CKS_VDDO[0]], [*SPX_CLK[1], *CKS_VDDO[1]]),
)

# ---------------------------------------------------------------- not in the sheets (8)
unknown(
    "f-35",
    E,
    "what's the accuracy of the knh-3a in ppm?",
    [KNH],
    "the FAQ says KNH-3A accuracy is not specified (only KNH-3U has one)",
    KNHA_ACC,
)
unknown(
    "f-36",
    M,
    "What long-term drift does the NDZ-2310 have per year?",
    [NDZ],
    "drift is not specified",
    NDZ_DRIFT,
)
unknown(
    "f-37",
    E,
    "What operating humidity range is the SPX7341 rated for?",
    [SPX],
    "humidity is not specified",
    SPX_HUM,
)
unknown(
    "f-38",
    E,
    "what ip rating does the irb-38hp have?",
    [IRB],
    "the FAQ says there is no IP rating",
    IRB_IP,
)
unknown(
    "f-39",
    M,
    "What surge immunity does the KBC 256 host side have?",
    [KBC],
    "surge immunity of the host side is not specified",
    KBC_SURGE,
)
unknown(
    "f-40",
    E,
    "What vibration rating do the RFN-2000 filters have?",
    [RFN],
    "vibration and shock resistance are not specified",
    RFN_VIB,
)
unknown(
    "f-41",
    M,
    "how fast does the cks5351 pll lock after reprogramming?",
    [CKS],
    "PLL lock time is not specified",
    CKS_LOCK,
)
unknown(
    "f-42",
    H,
    "What ESD (HBM) rating does the NDZ-2310 have?",
    [NDZ],
    "no ESD rating anywhere in the sheet (the SPX7341 has one; do not borrow it)",
    [],
)
