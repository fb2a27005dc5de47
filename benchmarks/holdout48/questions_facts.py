"""Factual questions of the forty-eighth hold-out set (42: 34 with items, 8 whose
answer is not in the sheet)."""

from __future__ import annotations

from facts import (
    AH_ADDR,
    AH_I,
    AH_MAG,
    AH_T,
    AHC_IP,
    AHC_V,
    HC_VIH45,
    HC_VOH,
    HCT_V,
    HCT_VIH,
    HR_DDC,
    HR_I6,
    HR_I34,
    HR_ISD,
    HR_NS,
    HR_T,
    HR_VIH,
    HRA_T,
    LV5_DR,
    LV5_I,
    LV5_T,
    LV_CABLE,
    LV_LOGIC,
    LV_V,
    NQ_T,
    NQ_V,
    NQ_VIH33,
    NQ_VOH45,
    RS_I5,
    RS_RTH,
    RS_T,
    RS_V,
    RS_VIH,
    TM_IH,
    TM_IL27,
    TM_MSL,
    TM_T,
    TM_V,
    ZD_ESD,
    ZD_IDD15,
    ZD_V,
    ZD_VIH5,
)
from qkit import AH, HC, HR, LV, NQ, RS, TM, ZD, Fact, join, q, unanswerable

S = "simple"
E, M, H = "easy", "medium", "hard"


def ask(qid: str, diff: str, question: str, devices: list[str], fact: Fact, note: str = "") -> None:
    items, evidence = fact
    q(qid, diff, S, question, devices, items, evidence, None, note)


# --------------------------------------------------------------- RSA6031
ask(
    "f-01",
    E,
    "What is the recommended supply voltage range of the RSA6031 step attenuator?",
    [RS],
    RS_V,
)
ask(
    "f-02",
    M,
    "rsa6031 current draw at 5v? typ and max pls",
    [RS],
    RS_I5,
    "5.0 V row, not the 3.3 V row of the same parameter",
)
ask("f-03", E, "What operating temperature range is the RSA6031 specified for?", [RS], RS_T)
ask(
    "f-04",
    M,
    "whats the min high level on the rsa6031 control pins (V1..V32, LE) and how high can it go?",
    [RS],
    RS_VIH,
)
unanswerable(
    "f-06",
    E,
    S,
    "What is the junction-to-case thermal resistance of the RSA6031 LFCSP package?",
    [RS],
    "the sheet says thermal resistance is not specified",
    RS_RTH,
)

# --------------------------------------------------------------- TMX2450
ask(
    "f-07",
    E,
    "What supply voltage range is recommended for the TMX2450 mixer?",
    [TM],
    TM_V,
    "recommended 2.7-3.3 V, not the 4.0 V absolute maximum",
)
ask(
    "f-08",
    M,
    "how much current does the TMX2450-H pull at VCC = 3.0 V?",
    [TM],
    TM_IH,
    "TMX2450-H column, not -L",
)
ask(
    "f-09",
    H,
    "tmx2450-l supply current if i run it at 2.7v instead of 3v?",
    [TM],
    TM_IL27,
    "only the typ.-only reference table on page 2 has the 2.7 V value",
)
ask(
    "f-10",
    M,
    "What is the recommended operating temperature range of the TMX2450?",
    [TM],
    TM_T,
    "recommended -30..+85, not the absolute maximum -40..+85",
)
unanswerable(
    "f-11",
    E,
    S,
    "what msl rating is the tmx2450? need it for reflow",
    [TM],
    "moisture sensitivity level not specified",
    TM_MSL,
)

# --------------------------------------------------------------- NQ74LV00
ask("f-12", E, "What supply voltage range does the NQ74LV00 accept in operation?", [NQ], NQ_V)
ask(
    "f-14",
    M,
    "NQ74LV00 at VCC = 3.3 V: what is the minimum HIGH-level input voltage?",
    [NQ],
    NQ_VIH33,
)
ask("f-15", M, "min output high voltage of the nq74lv00 at 4.5v vcc sourcing 32ma?", [NQ], NQ_VOH45)
ask("f-17", E, "temp range of the nq74lv00?", [NQ], NQ_T)
unanswerable(
    "f-18",
    E,
    S,
    "What is the maximum total power dissipation per package of the NQ74LV00 in TSSOP14?",
    [NQ],
    "no power dissipation figure in the sheet",
)

# --------------------------------------------------------------- HX74HC00 / HX74HCT00
ask(
    "f-19",
    E,
    "What is the supply voltage range of the HX74HCT00?",
    [HC],
    HCT_V,
    "HX74HCT00 column (4.5-5.5 V), not HX74HC00 (2.0-6.0 V)",
)
ask(
    "f-21",
    M,
    "What minimum input high voltage does the HX74HC00 need at VCC = 4.5 V?",
    [HC],
    HC_VIH45,
    "HX74HC00 block on page 1, not the HX74HCT00 2.0 V",
)
ask("f-22", M, "vih of the hct version (hx74hct00) at 5v?", [HC], HCT_VIH)
ask(
    "f-23",
    E,
    "What is the output high voltage of the HX74HC00 at VCC = 4.5 V with 4 mA load?",
    [HC],
    HC_VOH,
)
unanswerable(
    "f-25",
    E,
    S,
    "What ESD rating (HBM) does the HX74HC00 have?",
    [HC],
    "no ESD figure anywhere in the sheet",
)

# --------------------------------------------------------------- ZD4013B
ask("f-26", E, "What supply voltage range is the ZD4013B flip-flop recommended for?", [ZD], ZD_V)
ask(
    "f-28",
    M,
    "ZD4013B at VDD = 5 V: minimum input HIGH voltage?",
    [ZD],
    ZD_VIH5,
    "5 V row, not 10 V (7 V) or 15 V (11 V)",
)
ask(
    "f-29",
    H,
    "zd4013b idle current at 15v vdd, max?",
    [ZD],
    ZD_IDD15,
    "unnamed 15 V row of the quiescent device current",
)
unanswerable(
    "f-30", E, S, "zd4013b esd rating?", [ZD], "the sheet says ESD ratings are not given", ZD_ESD
)

# --------------------------------------------------------------- HRD6100
ask(
    "f-31",
    E,
    "What ambient temperature range is the HRD6100 (commercial grade) rated for?",
    [HR],
    HR_T,
)
ask("f-32", M, "operating temp of the hrd6100a industrial version?", [HR], HRA_T)
ask(
    "f-33",
    M,
    "how much current does the hrd6100 draw running full 6 gbps with eq high?",
    [HR],
    HR_I6,
    "6 Gbps row, not the 3.4 Gbps row",
)
ask(
    "f-34",
    H,
    "HRD6100 supply current at 3.4 Gbps with medium equalization, and in shutdown?",
    [HR],
    join(HR_I34, HR_ISD),
)
ask("f-35", E, "What minimum input high voltage does the HRD6100 EN pin need?", [HR], HR_VIH)
ask("f-36", E, "max ddc clock on the hrd6100?", [HR], HR_DDC)
unanswerable(
    "f-37",
    E,
    S,
    "What is the ESD rating (HBM) of the HRD6100A?",
    [HR],
    "ESD ratings for the HRD6100A are not included",
    HR_NS,
)

# --------------------------------------------------------------- LVT9031
ask("f-38", E, "What is the supply voltage range of the LVT9031 (3.3 V version)?", [LV], LV_V)
ask(
    "f-39",
    M,
    "lvt9031-5 supply current typ/max with driver + receiver on?",
    [LV],
    LV5_I,
    "LVT9031-5 column (11 / 16 mA), not LVT9031",
)
ask(
    "f-40",
    H,
    "What is the maximum data rate and the operating temperature range of the LVT9031-5?",
    [LV],
    join(LV5_DR, LV5_T),
    "-5 column; temperature is on page 2 (table continued)",
)
ask(
    "f-41",
    H,
    "can the lvt9031 (3v3 one) logic inputs DI/DE take 5v? whats the limit value?",
    [LV],
    LV_LOGIC,
)
unanswerable(
    "f-42",
    E,
    S,
    "what is the max cable length for the lvt9031 at 400 mbps?",
    [LV],
    "cable length not specified",
    LV_CABLE,
)

# --------------------------------------------------------------- AHR-9
ask(
    "f-43",
    E,
    "What supply voltage does the AHR-9C accept?",
    [AH],
    AHC_V,
    "AHR-9C column, not AHR-9",
)
ask("f-44", E, "ahr-9 current draw at 5v?", [AH], AH_I, "AHR-9 < 25 mA, not AHR-9C")
ask("f-45", E, "What is the default I2C address of the AHR-9?", [AH], AH_ADDR)
ask("f-47", E, "What is the working temperature range of the AHR-9?", [AH], AH_T)
ask("f-48", E, "which ip rating has the ahr-9c housing?", [AH], AHC_IP)
unanswerable(
    "f-49",
    E,
    S,
    "how much heading drift does the ahr-9 get near brushless motors?",
    [AH],
    "the FAQ answers 'Not specified'",
    AH_MAG,
)
