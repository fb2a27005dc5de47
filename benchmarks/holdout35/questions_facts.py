"""Factual questions of the thirty-fifth hold-out set (41: 32 with items, 9
insufficient_evidence)."""

from __future__ import annotations

from facts import (
    DA,
    DM,
    DPT_ACC_LO,
    DPT_HUM,
    DPT_RANGE,
    DPT_T63,
    DPTA_I,
    DPTM_BAUD,
    DPTM_V,
    KCL_NOV,
    KCL_R,
    KCL_RESP,
    KCL_TS,
    KCL_WARM,
    KCO_ACC,
    KCO_ADDR,
    KCO_I5,
    KCO_LIFE,
    KCO_RESP,
    KCO_V,
    KDR3_BAUD,
    KDR3_I,
    KDR_DIST,
    KDR_HUM,
    KDR_OUT_I,
    KDR_V,
    KSM1_I,
    KSM2_P,
    KSM4_V22,
    KSM_HUM,
    KTV_SBS_RANGE,
    KTV_UL,
    KTV_V,
    KTVI_I,
    M3,
    R1,
    R2,
    R4,
    RNM_ABS,
    RNM_ADDR,
    RNM_IPK,
    RNM_V,
    RNM_WARM,
    TI,
    U20,
    U20_Q,
    UFM_ISO,
    UFM_T,
    UFM_V,
)
from qkit import DPT, KCL, KCO, KDR, KTV, RNM, UFM, q, unanswerable

S = "simple"

# ----------------------------------------------------------------- KDR-24M
q(
    "f-01",
    "easy",
    S,
    "What supply voltage range does the KDR-24M (the version with the on-board LDO) accept?",
    [KDR],
    *KDR_V,
)
q("f-02", "medium", S, "how much current does the kdr-24m3 pull on average?", [M3], *KDR3_I)
q("f-04", "easy", S, "kdr-24m3 uart baud rate?", [M3], *KDR3_BAUD)
q("f-05", "medium", S, "how many ma can the OUT pin of the kdr-24m source?", [KDR], *KDR_OUT_I)
q("f-07", "easy", S, "what's the detection range of the kdr-24m in meters?", [KDR], *KDR_DIST)
unanswerable(
    "f-08",
    "easy",
    S,
    "What working humidity range is the KDR-24M rated for?",
    [KDR],
    "The FAQ says working humidity is not specified.",
    KDR_HUM,
)

# ----------------------------------------------------------------- RNM-200
q(
    "f-09",
    "easy",
    S,
    "What is the recommended supply voltage (min/typ/max) of the RNM-200 radon module?",
    [RNM],
    *RNM_V,
)
q("f-10", "easy", S, "What is the absolute maximum supply voltage of the RNM-200?", [RNM], *RNM_ABS)
q(
    "f-11",
    "hard",
    S,
    "What peak supply current must a power supply deliver to the RNM-200 during "
    "the high-voltage start-up?",
    [RNM],
    *RNM_IPK,
    note="unnamed second row of the IDD entry; the 28 / 45 mA measuring row is the decoy",
)
q("f-12", "easy", S, "rnm-200 i2c address?", [RNM], *RNM_ADDR)
q(
    "f-13",
    "medium",
    S,
    "how long after power up does the rnm-200 give its first radon reading?",
    [RNM],
    *RNM_WARM,
)
unanswerable(
    "f-15",
    "easy",
    S,
    "what ip rating does the rnm-200 module have?",
    [RNM],
    "No IP rating or ingress protection anywhere in the sheet.",
)

# ------------------------------------------------------------------- DPT60
q("f-16", "easy", S, "What dew-point measurement range does the DPT60 cover?", [DPT], *DPT_RANGE)
q(
    "f-17",
    "hard",
    S,
    "How accurate is the DPT60 when the dew point is about -50 °C Td?",
    [DPT],
    *DPT_ACC_LO,
    note="±2 °C Td row is for -40 ... +20 °C Td",
)
q(
    "f-18",
    "easy",
    S,
    "What supply voltage does the Modbus version DPT60M need?",
    [DM],
    *DPTM_V,
    note="DPT60A column (10 ... 28 VDC loop) is the look-alike",
)
q("f-19", "medium", S, "max current the dpt60a draws from the 4-20ma loop?", [DA], *DPTA_I)
q("f-20", "medium", S, "What is the T63 response time of the DPT60?", [DPT], *DPT_T63)
q("f-22", "easy", S, "default modbus baud rate of the dpt60m?", [DM], *DPTM_BAUD)
unanswerable(
    "f-23",
    "medium",
    S,
    "What ambient humidity range are the DPT60 electronics rated for?",
    [DPT],
    "Notes: ambient humidity around the electronics is not specified.",
    DPT_HUM,
)

# ------------------------------------------------------------------ KSM-S2
q(
    "f-24",
    "easy",
    S,
    "What is the maximum TX output power of the KSM-S2R2 (RC2)?",
    [R2],
    *KSM2_P,
    note="KSM-S2R1 column gives 14 dBm",
)
q("f-25", "medium", S, "how much current does the ksm-s2r1 draw while transmitting?", [R1], *KSM1_I)
q(
    "f-27",
    "hard",
    S,
    "What supply voltage range is recommended for the KSM-S2R4 when it transmits at +22 dBm?",
    [R4],
    *KSM4_V22,
    note="the general 1.8 ... 3.6 V row is the look-alike",
)
unanswerable(
    "f-29",
    "easy",
    S,
    "What operating humidity is the KSM-S2R1 module rated for?",
    [R1],
    "Notes: operating humidity is not specified for the bare module.",
    KSM_HUM,
)

# ------------------------------------------------------------------ KTV 12
q(
    "f-30",
    "easy",
    S,
    "What supply voltage range does the KTV 12 signal conditioner accept?",
    [KTV],
    *KTV_V,
)
q(
    "f-31",
    "medium",
    S,
    "How much supply current does the KTV 12-UI/I draw at 24 V?",
    [TI],
    *KTVI_I,
    note="the KTV 12-UI/U column (≤ 22 mA) is the look-alike",
)
q(
    "f-32",
    "hard",
    S,
    "What ambient operating temperature range applies to the KTV 12 when several "
    "units are mounted side by side without spacing?",
    [KTV],
    *KTV_SBS_RANGE,
    note="lower bound -25 °C from the table; footnote *2 limits the top to +50 °C",
)
unanswerable(
    "f-33",
    "easy",
    S,
    "is the ktv 12 ul listed?",
    [KTV],
    "Notes: UL approval not specified.",
    KTV_UL,
)

# ----------------------------------------------------------------- UFM-200
q(
    "f-34",
    "medium",
    S,
    "What flow range (Qmin to Qmax) does the UFM-220 measure?",
    [U20],
    *U20_Q,
    note="0.05 ... 5.0 m³/h, written in l/h because score.py has no m³/h",
)
q("f-35", "easy", S, "What supply voltage does the UFM-200 flow meter need?", [UFM], *UFM_V)
q(
    "f-36",
    "medium",
    S,
    "What ambient temperature range is the UFM-200 electronics rated for?",
    [UFM],
    *UFM_T,
    note="fluid temperature 0 ... 90 °C is the decoy",
)
unanswerable(
    "f-37",
    "medium",
    S,
    "What isolation voltage does the 4-20 mA output of the UFM-220 have?",
    [U20],
    "FAQ: output isolation is not specified.",
    UFM_ISO,
)

# ----------------------------------------------------------------- KCL2-10
q("f-38", "easy", S, "What is the measurement range of the KCL2-10 chlorine sensor?", [KCL], *KCL_R)
q("f-39", "easy", S, "kcl2-10 response time t90?", [KCL], *KCL_RESP)
q("f-40", "easy", S, "What storage temperature does the KCL2-10 require?", [KCL], *KCL_TS)
q(
    "f-41",
    "easy",
    S,
    "how long do i wait after hooking up the kcl2-10 before using it?",
    [KCL],
    *KCL_WARM,
)
unanswerable(
    "f-42",
    "easy",
    S,
    "what vcc range does the kcl2-10 run on?",
    [KCL],
    "An electrochemical cell: the sheet says it has no supply voltage.",
    KCL_NOV,
)

# ----------------------------------------------------------------- KCO5120
q("f-45", "easy", S, "What supply voltage range is recommended for the KCO5120?", [KCO], *KCO_V)
q(
    "f-46",
    "medium",
    S,
    "What supply current does the KCO5120 draw when it runs from 5 V?",
    [KCO],
    *KCO_I5,
    note="the VDD = 3.3 V row (1.2 / 2.0 mA) is the look-alike",
)
q("f-47", "easy", S, "kco5120 i2c address?", [KCO], *KCO_ADDR)
q("f-49", "medium", S, "how accurate is the kco5120 at around 50 ppm co?", [KCO], *KCO_ACC)
q("f-50", "easy", S, "What is the t90 response time of the KCO5120?", [KCO], *KCO_RESP)
unanswerable(
    "f-51",
    "easy",
    S,
    "How many years does the KCO5120 sensor last in air?",
    [KCO],
    "Application information: lifetime in air is not specified.",
    KCO_LIFE,
)
