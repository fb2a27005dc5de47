"""Factual questions of the fifty-first hold-out set (40: 32 with items, 8 unanswerable)."""

from __future__ import annotations

from facts import (
    AN_EMC,
    AN_HORN,
    AN_I24,
    AN_IP,
    AN_VS48,
    GT_CERT,
    GT_MPPT_L,
    GT_VIN_H,
    KA_I12,
    KA_OFF,
    KA_ON,
    KA_VS24,
    KT_ABSIO,
    KT_I2C,
    KT_IDDIO33,
    KT_MSL,
    KT_PD18,
    KT_TOPR,
    KT_VIH18,
    KT_VIO33,
    MC_ABSIO,
    MC_ADDR,
    MC_ESD,
    MC_IDD1,
    MC_STBY,
    MC_VCORE,
    MC_VIO18,
    MC_VOH18,
    TV_ICC_CVBS,
    TV_TEMP_A,
    TV_THERMAL,
    TV_VCC,
    VD_ABSIN,
    VD_AVDD,
    VD_ID18,
    VD_TEMP_I,
    VD_VIH18,
    ZM_IOUT800,
    ZM_MPPT,
    ZM_NIGHT800,
    ZM_SURGE,
)
from qkit import AN, GT, KA, KT, MC, TV, VD, ZM, Fact, join, q, unanswerable


def fq(n: int, diff: str, text: str, dev: str, fact: Fact, note: str = "") -> None:
    q(f"f-{n:02d}", diff, "simple", text, [dev], fact[0], fact[1], note=note)


E, M, H = "easy", "medium", "hard"
# ---------------------------------------------------------------- MCB2640
fq(1, E, "What core supply voltage (VDDCORE) does the MCB2640 need?", MC, MC_VCORE)
fq(
    2,
    M,
    "mcb2640 vddio range if i run the parallel port in 1.8v mode?",
    MC,
    MC_VIO18,
    note="1.8-V mode row, not the 3.3-V mode row below it",
)
fq(3, E, "What is the absolute maximum VDDIO of the MCB2640?", MC, MC_ABSIO)
fq(
    4,
    M,
    "how much core current does the mcb2640 pull with only 1 csi lane at 800 mbps?",
    MC,
    MC_IDD1,
    note="second, unnamed IDDCORE row (not the 4-lane 85 / 120 mA row)",
)
fq(5, E, "What is the MCB2640 standby current with PWDN high?", MC, MC_STBY)
fq(
    6,
    H,
    "What minimum output high level does the MCB2640 guarantee when VDDIO is 1.8 V?",
    MC,
    MC_VOH18,
    note="unnamed VOH row under the VDDIO = 3.3 V row (2.9 V)",
)
fq(7, E, "which i2c addresses can the mcb2640 use?", MC, MC_ADDR, note="only in the description")
# ---------------------------------------------------------------- KTB7021
fq(8, E, "What I/O supply voltage range does the KTB7021-33 accept?", "KTB7021-33", KT_VIO33)
fq(
    9,
    M,
    "What is the recommended operating temperature range of the KTB7021?",
    KT,
    KT_TOPR,
    note="recommended -30～+85, not the abs max row -40～+105",
)
fq(
    10,
    M,
    "min input high voltage for the ktb7021-18 (1.8v io version)?",
    "KTB7021-18",
    KT_VIH18,
)
fq(11, E, "max i2c clock for the ktb7021 registers?", KT, KT_I2C, note="only in the outline")
fq(
    12,
    M,
    "Typical VDDIO current of the KTB7021-33 streaming 2 lanes at 672 Mbps?",
    "KTB7021-33",
    KT_IDDIO33,
    note="typ.-only reference data on page 2",
)
fq(
    13,
    H,
    "what does the 1.8v version of the ktb7021 draw in power-down?",
    "KTB7021-18",
    KT_PD18,
    note="45 µA (KTB7021-18), not 52 µA (-33)",
)
fq(14, E, "What is the absolute maximum I/O supply voltage of the KTB7021?", KT, KT_ABSIO)
# ---------------------------------------------------------------- VDX5150
fq(
    15,
    E,
    "What analog supply voltage (AVDD) range does the VDX5150 need?",
    VD,
    VD_AVDD,
    note="operating 1.71 / 1.8 / 1.89, not the 2.2 V limit value",
)
fq(
    16,
    M,
    "vdx5150 digital supply current if DVDDIO is 1.8 v?",
    VD,
    VD_ID18,
    note="unnamed row under the DVDDIO = 3.3 V row",
)
fq(
    17,
    H,
    "With DVDDIO = 1.8 V, what is the minimum input high voltage of the VDX5150?",
    VD,
    VD_VIH18,
    note="Table 1 continued on page 2, unnamed second VIH row",
)
fq(18, E, "Temperature range of the VDX5150-I?", "VDX5150-I", VD_TEMP_I)
fq(19, E, "What is the maximum digital input voltage rating of the VDX5150?", VD, VD_ABSIN)
# ---------------------------------------------------------------- TVD2863
fq(20, E, "tvd2863 supply voltage range?", TV, TV_VCC)
fq(
    21,
    M,
    "How much current does the TVD2863 draw when decoding a CVBS signal?",
    TV,
    TV_ICC_CVBS,
    note="second, unnamed ICC row (not AHD 720p30)",
)
fq(22, E, "What is the operating temperature range of the TVD2863A?", "TVD2863A", TV_TEMP_A)
# ---------------------------------------------------------------- ZMI
fq(23, E, "What is the MPPT voltage range of the ZMI-400?", ZM, ZM_MPPT)
fq(24, M, "rated ac output current of the zmi-800?", "ZMI-800", ZM_IOUT800)
fq(25, E, "How much does a ZMI-800 consume at night?", "ZMI-800", ZM_NIGHT800)
# ---------------------------------------------------------------- GTI-300
fq(26, E, "What DC input voltage range does the GTI-300-H accept?", "GTI-300-H", GT_VIN_H)
fq(
    27,
    M,
    "gti-300-l mppt range?",
    "GTI-300-L",
    GT_MPPT_L,
    note="14～24 V, not the 10.5～28 V DC input range",
)
# ---------------------------------------------------------------- ANP-8
fq(28, E, "What supply voltage range does the ANP-8-48 work over?", "ANP-8-48", AN_VS48)
fq(
    29,
    E,
    "how much current does the anp-8-24 draw with all windows in alarm?",
    "ANP-8-24",
    AN_I24,
)
fq(30, E, "What is the contact rating of the ANP-8 horn relay?", AN, AN_HORN)
fq(
    31,
    M,
    "What IP rating does the ANP-8 front panel have?",
    AN,
    AN_IP,
    note="IP65 front with gasket, IP20 rear",
)
# ---------------------------------------------------------------- KA-16
fq(32, E, "What is the recommended supply voltage of the KA-16-24?", "KA-16-24", KA_VS24)
fq(33, M, "ka-16 input on / off voltage levels?", KA, join(KA_ON, KA_OFF))
fq(
    34,
    M,
    "KA-16-12 current with all 16 points lit?",
    "KA-16-12",
    KA_I12,
    note="typ.-only table, 320 mA (KA-16-12) not 170 mA",
)

# ---------------------------------------------------------------- not in the sheets
unanswerable(
    "f-35",
    E,
    "simple",
    "What is the ESD rating of the MCB2640?",
    [MC],
    "sheet says ESD performance is not specified",
    [MC_ESD],
)
unanswerable(
    "f-36",
    E,
    "simple",
    "whats the msl of the ktb7021?",
    [KT],
    "moisture sensitivity level: not specified",
    [KT_MSL],
)
unanswerable(
    "f-37",
    E,
    "simple",
    "What is the junction-to-ambient thermal resistance of the TVD2863?",
    [TV],
    "FAQ: thermal data not provided",
    [TV_THERMAL],
)
unanswerable(
    "f-38",
    E,
    "simple",
    "What DC surge immunity level does the ZMI-400 have?",
    [ZM],
    "surge immunity not stated",
    [ZM_SURGE],
)
unanswerable(
    "f-39",
    M,
    "simple",
    "is the gti-300 certified to vde-ar-n 4105?",
    [GT],
    "FAQ: certificates are not listed",
    [GT_CERT],
)
unanswerable(
    "f-40",
    E,
    "simple",
    "What EMC immunity level does the ANP-8 RS-485 port meet?",
    [AN],
    "EMC immunity of RS-485 not specified",
    [AN_EMC],
)
unanswerable(
    "f-41",
    E,
    "simple",
    "What ESD rating does the KA-16 have?",
    [KA],
    "no ESD figure in the sheet",
)
unanswerable(
    "f-42",
    E,
    "simple",
    "what's the thermal resistance (theta ja) of the vdx5150?",
    [VD],
    "only Tj 125 °C limit; no thermal resistance",
)
