"""Factual questions of the fiftieth hold-out set (42: 34 with items, 8 unanswerable)."""

from __future__ import annotations

from facts import (
    AS_BW,
    AS_RON0,
    AS_TEMP,
    AS_VOH_D,
    BW_ABS,
    BW_BIAS,
    BW_ESD,
    BW_IDD5,
    BW_SHDN,
    BW_VDD,
    BW_VIH,
    GX_RON23,
    GX_TEMP_Q,
    KM_ICC_A5,
    KM_ICC_B,
    KM_MSL,
    KM_PKG,
    KM_TOPR,
    KM_VDD,
    MR_ABSIN,
    MR_TEMP_FK,
    MR_VCC,
    MR_VOH,
    RM_ESD,
    RM_ILED,
    RM_IS20,
    RM_TEMP_I,
    RM_VIN,
    RM_VS,
    VS_ABS,
    VS_ESD,
    VS_ICC125,
    VS_VCC,
    VS_VIH45,
    XH_ABS,
    XH_IO,
    XH_IQ5,
    XH_TEMP,
    XH_VCC,
)
from qkit import AS, BW, GX, KM, MR, RM, VS, XH, Fact, q, unanswerable


def fq(n: int, diff: str, text: str, dev: str, fact: Fact, note: str = "") -> None:
    q(f"f-{n:02d}", diff, "simple", text, [dev], fact[0], fact[1], note=note)


E, M, H = "easy", "medium", "hard"
# ---------------------------------------------------------------- BWA4410
fq(1, E, "What supply voltage range does the BWA4410 accept?", BW, BW_VDD)
fq(
    2,
    M,
    "whats the current draw of the bwa4410 on a 5v rail?",
    BW,
    BW_IDD5,
    "VDD = 5.0 V row without a parameter name, not the 3.3 V row",
)
fq(3, E, "How much current does the BWA4410 draw in shutdown?", BW, BW_SHDN)
fq(4, E, "what voltage does the bwa4410 put on the mic bias pin?", BW, BW_BIAS)
fq(5, E, "What is the absolute maximum supply voltage (VDD to GND) of the BWA4410?", BW, BW_ABS)
fq(
    6,
    M,
    "min high level on the bwa4410 shdn pin to keep it awake?",
    BW,
    BW_VIH,
    "wrapped name 'SHDN Input High / Voltage'",
)
# ---------------------------------------------------------------- KMP2210
fq(
    7,
    E,
    "What is the recommended supply voltage range of the KMP2210?",
    KM,
    KM_VDD,
    "recommended 2.0-5.5 V, not the 6.5 V absolute maximum",
)
fq(
    8,
    M,
    "What operating current does the KMP2210-B draw at V+ = 3.0 V?",
    KM,
    KM_ICC_B,
    "KMP2210-B column, not -A",
)
fq(
    9,
    H,
    "kmp2210-a current at 5v? (typ is fine)",
    KM,
    KM_ICC_A5,
    "only in the typ.-only reference table on page 2",
)
fq(
    10,
    M,
    "What operating temperature range is recommended for the KMP2210?",
    KM,
    KM_TOPR,
    "recommended -30..+75, not the absolute-maximum Topr -40..+85",
)
fq(11, E, "what package is the kmp2210 in?", KM, KM_PKG)
# ---------------------------------------------------------------- RM3916
fq(12, E, "What supply voltage range does the RM3916 VU meter driver work from?", RM, RM_VS)
fq(
    13,
    M,
    "Over which ambient temperature range is the RM3916I specified?",
    "RM3916I",
    RM_TEMP_I,
    "RM3916I column, not RM3916 0..70",
)
fq(
    14,
    H,
    "What supply current (LEDs off) does the RM3916 draw at VS = 20 V?",
    RM,
    RM_IS20,
    "continued table on page 2; page 1 row is VS = 12 V",
)
fq(15, E, "what led current range can i set on the rm3916?", RM, RM_ILED)
fq(16, E, "What signal input voltage can the RM3916 withstand?", RM, RM_VIN)
# ---------------------------------------------------------------- XH8405
fq(17, E, "xh8405 input voltage range?", XH, XH_VCC)
fq(
    18,
    M,
    "What quiescent current does the XH8405 draw at VCC = 5 V?",
    XH,
    XH_IQ5,
    "unnamed VCC=5V row, not 9 V",
)
fq(19, E, "how many ma does each led get from the xh8405?", XH, XH_IO)
fq(20, E, "What is the working temperature range of the XH8405?", XH, XH_TEMP)
fq(21, E, "What is the absolute maximum supply voltage of the XH8405?", XH, XH_ABS)
# ---------------------------------------------------------------- VS74HC4040
fq(22, E, "What is the recommended supply voltage range of the VS74HC4040?", VS, VS_VCC)
fq(
    23,
    M,
    "What minimum HIGH-level input voltage does the VS74HC4040 need at VCC = 4.5 V?",
    VS,
    VS_VIH45,
    "row per VCC without a parameter name",
)
fq(
    24,
    M,
    "max supply current of the vs74hc4040 at 6v if it has to work up to 125 c?",
    VS,
    VS_ICC125,
    "-40..+125 column (160 uA), not 80 uA",
)
fq(25, E, "What is the limiting (absolute maximum) supply voltage of the VS74HC4040?", VS, VS_ABS)
# ---------------------------------------------------------------- MR74LVC161
fq(26, E, "What supply voltage range does the MR74LVC161 operate from?", MR, MR_VCC)
fq(27, E, "what temp range is the mr74lvc161fk rated for?", "MR74LVC161FK", MR_TEMP_FK)
fq(
    28,
    M,
    "What is the minimum high-level output voltage of the MR74LVC161 at VCC = 3.0 V and "
    "IOH = -24 mA?",
    MR,
    MR_VOH,
)
fq(29, E, "What is the absolute maximum DC input voltage of the MR74LVC161?", MR, MR_ABSIN)
# ---------------------------------------------------------------- ASW3245
fq(30, E, "What is the on-state resistance of the ASW3245 at VCC = 4.5 V, VI = 0 V?", AS, AS_RON0)
fq(31, E, "asw3245 operating temp range?", AS, AS_TEMP)
fq(
    32,
    M,
    "With VCC = 5 V, what high level does the ASW3245D put out on its B port?",
    "ASW3245D",
    AS_VOH_D,
)
# ---------------------------------------------------------------- GX3L384
fq(
    33,
    M,
    "What is the on resistance of the GX3L384 at VCC = 2.3 V?",
    GX,
    GX_RON23,
    "continued table on page 2; 3.0 V row is 4/6 ohm",
)
fq(34, E, "GX3L384Q operating temperature range?", "GX3L384Q", GX_TEMP_Q)

# ---------------------------------------------------------------- not in the sheets
unanswerable(
    "f-35",
    E,
    "simple",
    "What is the ESD rating (HBM) of the BWA4410?",
    [BW],
    "sheet says the ESD rating has not been characterized",
    [BW_ESD],
)
unanswerable(
    "f-36",
    E,
    "simple",
    "what msl is the kmp2210?",
    [KM],
    "MSL 'not specified in this document'",
    [KM_MSL],
)
unanswerable(
    "f-37",
    E,
    "simple",
    "What ESD voltage does the RM3916 withstand?",
    [RM],
    "'ESD data: not specified.'",
    [RM_ESD],
)
unanswerable(
    "f-38",
    E,
    "simple",
    "What is the ESD protection level of the VS74HC4040?",
    [VS],
    "'ESD protection is not stated'",
    [VS_ESD],
)
unanswerable(
    "f-39",
    E,
    "simple",
    "whats the -3db bandwidth of the asw3245?",
    [AS],
    "'Bandwidth (-3 dB) of the switch is not specified'",
    [AS_BW],
)
unanswerable(
    "f-40",
    E,
    "simple",
    "Does the XH8405 have ESD protection on its audio inputs, and to what level?",
    [XH],
    "no ESD figure in the manual",
)
unanswerable(
    "f-41",
    E,
    "simple",
    "What is the ESD rating of the MR74LVC161?",
    [MR],
    "no ESD figure in the sheet",
)
unanswerable(
    "f-42",
    E,
    "simple",
    "thermal resistance junction to ambient of the gx3l384?",
    [GX],
    "no thermal data in the sheet",
)
