"""Factual questions of the twenty-fourth hold-out set (41: 33 with items, 8
insufficient_evidence). Versions and conditions are named so that the right row
must be picked among look-alike rows (abs max vs recommended, shutdown vs
standby, one column per version, accuracy grades, full-accuracy vs functional
temperature)."""

from __future__ import annotations

from facts import (
    CSC_EFF,
    CSC_ICHG54,
    CSC_TOP,
    CSC_VIN,
    CSC_VMIN50,
    CSC_VT54,
    HVM_IP,
    HVM_STBY,
    HVM_VCC_P,
    KTA_ACC_A,
    KTA_ACCR_B,
    KTA_IQ36,
    KTA_TOP,
    KTA_VS,
    KVD_ABS,
    KVD_ADDR,
    KVD_SHDN,
    KVD_STBY,
    KVD_TA,
    KVD_VDD,
    LUV_ADDR_B,
    LUV_FSCL,
    LUV_GLASS,
    LUV_IDD1,
    LUV_TOP_FULL,
    QTC_ADDR,
    QTC_FSCL,
    QTC_IDD,
    QTC_ISTOP,
    QTC_VDD,
    TK_ICC,
    TK_RANGE_P,
    TK_RES,
    TK_SPI,
    TK_WATER,
    UVS_AOUT_W,
    UVS_ICC,
    UVS_IP,
    UVS_TC,
)
from qkit import CSC, HVM, KTA, KVD, LUV, QTC, TK, UVS, Fact, join, q, unanswerable

S = "simple"


def ask(
    qid: str,
    diff: str,
    question: str,
    devices: list[str],
    fact: Fact,
    qtype: str = S,
    note: str = "",
) -> None:
    items, evidence = fact
    q(qid, diff, qtype, question, devices, items, evidence, None, note)


# ------------------------------------------------------------------ easy
ask("f-30", "easy", "What is the operating supply voltage range of the KVD2603?", [KVD], KVD_VDD)
ask("f-31", "easy", "kvd2603 absolute max vdd?", [KVD], KVD_ABS)
ask("f-32", "easy", "what i2c address does the kvd2603 use?", [KVD], KVD_ADDR)
ask("f-33", "easy", "What working voltage does the HVM-02P (PWM version) need?", [HVM], HVM_VCC_P)
ask(
    "f-34", "easy", "standby current of the hvm-02 digital board with the led off?", [HVM], HVM_STBY
)
ask(
    "f-35",
    "easy",
    "What is the recommended input voltage range of the CSC5100 series (not the absolute maximum)?",
    [CSC],
    CSC_VIN,
)
ask("f-36", "easy", "csc5100-54 termination voltage?", [CSC], CSC_VT54)
ask("f-37", "easy", "What output voltage range does the UVS-3W give?", [UVS], UVS_AOUT_W)
ask("f-38", "easy", "how much current does the uvs-3 uv module draw?", [UVS], UVS_ICC)
ask("f-39", "easy", "What is the I2C address of the LUV6075-B?", [LUV], LUV_ADDR_B)
ask("f-40", "easy", "max i2c clock for the luv6075?", [LUV], LUV_FSCL)
ask("f-41", "easy", "What supply voltage range does the KTA495 accept?", [KTA], KTA_VS)
ask("f-42", "easy", "tk-6675 temp resolution?", [TK], TK_RES)
ask("f-43", "easy", "What is the maximum SPI clock of the TK-6675 module?", [TK], TK_SPI)
ask("f-44", "easy", "What is the recommended supply voltage range of the QTC12?", [QTC], QTC_VDD)
ask("f-45", "easy", "which i2c addresses can the qtc12 be set to?", [QTC], QTC_ADDR)
ask("f-46", "easy", "ip rating of the uvs-3?", [UVS], UVS_IP)
ask("f-47", "easy", "What is the operating temperature range of the KVD2603?", [KVD], KVD_TA)
ask("f-48", "easy", "how much current does the tk-6675 board pull?", [TK], TK_ICC)
ask("f-49", "easy", "What is the maximum I2C clock frequency of the QTC12?", [QTC], QTC_FSCL)

# ------------------------------------------------------------------ medium
ask(
    "f-50",
    "medium",
    "What is the KVD2603 shutdown current with EN = 0 V (typ and max)?",
    [KVD],
    KVD_SHDN,
)
ask(
    "f-51",
    "medium",
    "kvd2603 current in standby with the STANDBY bit set and i2c still alive?",
    [KVD],
    KVD_STBY,
)
ask(
    "f-52",
    "medium",
    "What is the recommended operating temperature range of the CSC5100?",
    [CSC],
    CSC_TOP,
    note="abs max table has -40 to +105 °C for the same row name",
)
ask("f-53", "medium", "min input voltage for the csc5100-50?", [CSC], CSC_VMIN50)
ask("f-54", "medium", "LUV6075 supply current in one-shot mode at 1 Hz?", [LUV], LUV_IDD1)
ask(
    "f-55",
    "medium",
    "over what temperature range does the luv6075 keep its full accuracy?",
    [LUV],
    LUV_TOP_FULL,
)
ask("f-56", "medium", "KTA495 quiescent current at VS = 36 V?", [KTA], KTA_IQ36)
ask(
    "f-57",
    "medium",
    "what temp range can the tk-6675-p measure with the probe it ships with?",
    [TK],
    TK_RANGE_P,
)
ask(
    "f-58",
    "medium",
    "QTC12 run current with all 12 electrodes at a 16 ms sample period?",
    [QTC],
    QTC_IDD,
)

# ------------------------------------------------------------------ hard
ask(
    "f-59",
    "hard",
    "What is the maximum charge current of the CSC5100-54 with RSET = 2.4 kOhm?",
    [CSC],
    CSC_ICHG54,
    note="one column per ordering code, table continued on page 2",
)
ask(
    "f-60",
    "hard",
    "accuracy of the kta495b over its specified ambient range (0 to 50 C)?",
    [KTA],
    KTA_ACCR_B,
)
ask(
    "f-61",
    "hard",
    "For the KTA495A give the supply voltage range, the initial accuracy at 25 °C and the "
    "operating temperature range.",
    [KTA],
    join(KTA_VS, KTA_ACC_A, KTA_TOP),
    qtype="structured",
)
ask(
    "f-62",
    "hard",
    "Which has the lower typical low-power current: the QTC12 in stop mode or the KVD2603 in "
    "shutdown (EN = 0 V)?",
    [QTC, KVD],
    join(QTC_ISTOP, KVD_SHDN),
    qtype="comparison",
    note="KVD2603 0.5 uA typ < QTC12 0.8 uA typ",
)

# ------------------------------------------------------------------ insufficient evidence (8)
unanswerable(
    "f-63",
    "medium",
    S,
    "What LRA resonance frequency range can the KVD2603 track?",
    [KVD],
    "resonance tracking is mentioned, no frequency range is given",
)
unanswerable("f-64", "easy", S, "uvs-3 temperature coefficient?", [UVS], "not specified", UVS_TC)
unanswerable(
    "f-65",
    "easy",
    S,
    "What IP rating does the HVM-02 board have?",
    [HVM],
    "IP rating not specified",
    HVM_IP,
)
unanswerable("f-66", "easy", S, "csc5100 charging efficiency?", [CSC], "not specified", CSC_EFF)
unanswerable(
    "f-67",
    "medium",
    S,
    "What is the ESD rating (HBM) of the KTA495?",
    [KTA],
    "no ESD rating in the sheet",
)
unanswerable(
    "f-68",
    "easy",
    S,
    "is the tk-6675-p probe waterproof, what rating?",
    [TK],
    "not specified",
    TK_WATER,
)
unanswerable("f-69", "easy", S, "qtc12 esd rating?", [QTC], "no ESD rating in the sheet")
unanswerable(
    "f-70",
    "easy",
    S,
    "How accurate is the LUV6075 behind a cover glass?",
    [LUV],
    "not specified",
    LUV_GLASS,
)
