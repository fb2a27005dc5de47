"""Factual questions of the thirty-ninth hold-out set (34 with items, 8 whose
answer is not in the sheets)."""

from __future__ import annotations

from facts import (
    CFR_BAUD,
    CFS_RESP,
    CFS_T,
    CFS_V,
    KL_RANGE,
    KLR_ACC,
    KLR_FREQ,
    KLR_HUM,
    KLR_T,
    KLR_V,
    PHI2C_I,
    PHI_ADDR,
    PHI_SCL,
    PHI_V,
    PHI_VOUT7_5V,
    QJT_BAUD,
    QJT_IP,
    QJT_T,
    QJT_V,
    RIF_BAUD,
    RIF_T,
    RIFH_IHEAT,
    RIFH_RANGE,
    RIFH_V,
    SDX_DERATE,
    SDX_I,
    SDX_IDLE,
    SDX_IF,
    SDX_RANGE,
    SDX_SNOW,
    SDX_V,
    SLM_ADDR,
    SLM_IP,
    SLM_V,
    SLM_WARM,
    U06_RANGE,
    ULT_IP,
    ULT_RELAY,
    ULT_T,
)
from qkit import CFS, KLR, PHI, QJT, RIF, SDX, SLM, ULT, Fact, join, q, unanswerable

S = "simple"
E, M, H = "easy", "medium", "hard"


def fq(qid: str, diff: str, question: str, devices: list[str], fact: Fact, note: str = "") -> None:
    q(qid, diff, S, question, devices, fact[0], fact[1], note=note)


# ------------------------------------------------------------------ SDX-50
fq("f-01", E, "What supply voltage range does the SDX-50 snow depth sensor accept?", [SDX], SDX_V)
fq("f-02", E, "what's the measuring range of the sdx-50 (distance to the snow)?", [SDX], SDX_RANGE)
fq(
    "f-03",
    M,
    "How much current does the SDX-50 draw while it is measuring, and how much when idle?",
    [SDX],
    join(SDX_I, SDX_IDLE),
)
fq(
    "f-05",
    H,
    "Our standard SDX-50 (no heater) sits on a mast in a valley that gets down to -40 °C. "
    "What measuring range can I still count on at that temperature?",
    [SDX],
    SDX_DERATE,
    "the derating footnote (2) limits the standard SDX-50 to 6 m below -35 °C",
)
fq("f-07", E, "which digital interfaces does the sdx-50 have?", [SDX], SDX_IF)
# ------------------------------------------------------------------ RIF-200
fq("f-08", E, "What supply voltage does the RIF-200H need?", [RIF], RIFH_V)
fq(
    "f-09",
    M,
    "What is the road surface temperature measuring range of the RIF-200H (heated version)?",
    [RIF],
    RIFH_RANGE,
)
fq(
    "f-10",
    M,
    "What operating temperature range is the RIF-200 electronics rated for?",
    [RIF],
    RIF_T,
    "look-alike rows: the road temperature measuring range (-40...+60 °C) and storage (+85 °C)",
)
fq("f-11", E, "rif-200 modbus baud rate?", [RIF], RIF_BAUD)
fq(
    "f-12",
    M,
    "How much current does the RIF-200H pull when its heater is on? need to size the psu",
    [RIF],
    RIFH_IHEAT,
)
# ------------------------------------------------------------------ PHI-1011
fq("f-14", E, "What is the recommended VDD range of the PHI-1011 pH interface?", [PHI], PHI_V)
fq(
    "f-15",
    M,
    "supply current of the PHI-1011-I (i2c version) while converting, typ and max?",
    [PHI],
    PHI2C_I,
    "the row above is the PHI-1011A (210 / 350 µA)",
)
fq("f-16", E, "Which I2C addresses can the PHI-1011-I use?", [PHI], PHI_ADDR)
fq("f-17", E, "max i2c clock for the phi-1011-i?", [PHI], PHI_SCL)
fq(
    "f-18",
    H,
    "I run the PHI-1011A analog version from 5 V. What voltage should I expect on AOUT "
    "with the probe in pH 7 buffer?",
    [PHI],
    PHI_VOUT7_5V,
    "the EC table (1.62 / 1.65 / 1.68 V) is for VDD = 3.3 V; the application note gives 2.5 V at 5 V",
)
# ------------------------------------------------------------------ CFS-10
fq(
    "f-22",
    E,
    "What is the recommended supply voltage of the CFS-10 chlorophyll sensor?",
    [CFS],
    CFS_V,
)
fq(
    "f-23",
    M,
    "What operating temperature range is recommended for the CFS-10 (not the absolute maximum)?",
    [CFS],
    CFS_T,
)
fq("f-24", E, "cfs-10r rs232 baud rate?", [CFS], CFR_BAUD)
fq("f-26", E, "What is the T90 response time of the CFS-10A and CFS-10R?", [CFS], CFS_RESP)
# ------------------------------------------------------------------ QJ-T
fq("f-29", E, "supply voltage range of the QJ-T30 inclinometer?", [QJT], QJT_V)
fq(
    "f-30",
    E,
    "What baud rates does the QJ-T inclinometer support, and what is the default?",
    [QJT],
    QJT_BAUD,
)
fq("f-32", E, "Operating temperature and IP rating of the QJ-T series?", [QJT], join(QJT_T, QJT_IP))
# ------------------------------------------------------------------ KLR-80
fq("f-33", E, "What loop supply voltage does the KLR-80 radar need (min/typ/max)?", [KLR], KLR_V)
fq(
    "f-35",
    M,
    "What is the measuring range of the KLR-80L?",
    [KLR],
    KL_RANGE,
    "the KLR-80S row reads 0.08-15 m",
)
fq("f-36", E, "What frequency band does the KLR-80 radar use?", [KLR], KLR_FREQ)
fq("f-37", M, "What accuracy does the KLR-80 specify (maximum)?", [KLR], KLR_ACC)
fq(
    "f-38",
    H,
    "What ambient temperature and humidity may the KLR-80 electronics operate in? "
    "(not the process side)",
    [KLR],
    join(KLR_T, KLR_HUM),
    "process temperature rows (-40...+120 / +150 °C) are look-alikes",
)
# ------------------------------------------------------------------ ULT
fq("f-39", E, "What is the measuring range of the ULT-06?", [ULT], U06_RANGE)
fq(
    "f-42",
    M,
    "What operating temperature range does the ULT series specification give?",
    [ULT],
    ULT_T,
    "row 13 of Table 1 continued on page 2",
)
fq("f-43", E, "What are the IP ratings of the ULT-12 probe and housing?", [ULT], ULT_IP)
fq(
    "f-44",
    H,
    "can the ult-12 relays switch a 230 vac pump directly? what's the contact rating?",
    [ULT],
    ULT_RELAY,
    "rating only in footnote *2 of the relay row",
)
# ------------------------------------------------------------------ SLM-30
fq("f-45", E, "What supply voltage range does the SLM-30 decibel module accept?", [SLM], SLM_V)
fq("f-47", E, "What is the I2C address of the SLM-30?", [SLM], SLM_ADDR)
fq("f-49", M, "how long after power up until the slm-30 gives valid readings?", [SLM], SLM_WARM)


# ------------------------------------------------------------------ answer not in the sheets
def ie(qid: str, diff: str, question: str, devices: list[str], note: str, evidence=None) -> None:
    unanswerable(qid, diff, S, question, devices, note, evidence)


ie(
    "f-50",
    E,
    "What IP rating does the SLM-30 have?",
    [SLM],
    "the FAQ: an IP rating is not specified",
    SLM_IP,
)
ie(
    "f-51",
    M,
    "What operating humidity range is the QJ-T90 rated for?",
    [QJT],
    "no humidity figure on the sheet (the KLR-80 humidity row is on another sheet)",
)
ie(
    "f-52",
    M,
    "What is the ultrasonic transducer frequency of the ULT-12?",
    [ULT],
    "not stated; the 50 kHz figure belongs to the SDX-50 sheet",
)
ie(
    "f-53",
    M,
    "What storage temperature range is specified for the KLR-80?",
    [KLR],
    "only ambient and process temperatures are given",
)
ie(
    "f-54",
    H,
    "How accurate is the pH reading of the PHI-1011-I, in pH units?",
    [PHI],
    "only the 0.01 pH resolution is given, no accuracy",
)
ie("f-55", E, "ip rating of the cfs-10?", [CFS], "only a 100 m depth rating, no IP code")
ie(
    "f-56",
    M,
    "What is the SDX-50 accuracy while snow is falling?",
    [SDX],
    "the FAQ says the accuracy during snowfall is not specified",
    SDX_SNOW,
)
ie(
    "f-57",
    E,
    "how long does the rif-200 need after power-on before the first valid reading?",
    [RIF],
    "no warm-up or start-up time; the 60 s measuring cycle is a look-alike",
)
