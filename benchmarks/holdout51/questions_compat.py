"""Compatibility questions of the fifty-first hold-out set (28: 10 compatible, 9
incompatible, 9 insufficient_evidence, each of those with one required check the
sheets do not support)."""

from __future__ import annotations

from facts import (
    AN_EMC,
    AN_HORN,
    AN_ON24,
    AN_ON48,
    GT_BATT,
    GT_CERT,
    GT_VIN_H,
    GT_VIN_L,
    KA_ABS12,
    KA_ABSIN,
    KA_ON,
    KA_VS12,
    KA_VS24,
    KT_5V,
    KT_MSL,
    KT_TABS,
    KT_TOPR,
    KT_VIO33,
    MC_ADDR,
    MC_ESD,
    MC_I2C,
    MC_VIO33,
    MC_VOH33,
    TV_TEMP_A,
    TV_THERMAL,
    TV_VCC,
    VD_ADDR,
    VD_DVDDIO,
    VD_I2C,
    VD_TEMP_C,
    VD_TJ,
    ZM_120,
    ZM_GRID,
    ZM_MPPT,
    ZM_SURGE,
    ZM_TEMP,
    ZM_VMAX,
)
from qkit import GT, KA, KT, MC, TV, VD, ZM, Fact, join, q, unanswerable

E, M, H = "easy", "medium", "hard"
OK, NO = "compatible", "incompatible"


def cq(
    n: int, diff: str, verdict: str, text: str, devs: list[str], *facts: Fact, note: str = ""
) -> None:
    items, evidence = join(*facts)
    q(f"c-{n:02d}", diff, "compatibility", text, devs, items, evidence, verdict, note)


def extra(fact: Fact, *quotes: dict) -> Fact:
    """A fact with further evidence quotes (prose lines that carry no item)."""
    return fact[0], fact[1] + list(quotes)


# ---------------------------------------------------------------- compatible
cq(1, E, OK, "can i power the ka-16-24 from a 24v plc power supply?", ["KA-16-24"], KA_VS24)
cq(
    2,
    E,
    OK,
    "will a 5v arduino output pin switch a ka-16 alarm input on without damage?",
    [KA],
    KA_ON,
    KA_ABSIN,
    note="5 V >= ON 2.4 V and below the 30 V input rating",
)
cq(
    3,
    M,
    "compatible",
    "esp32 gpio at 3v3 straight into a ka-16-12 input - will it read as ON?",
    ["KA-16-12"],
    KA_ON,
    KA_ABSIN,
    note="3.3 V >= 2.4 V",
)
cq(
    4,
    M,
    OK,
    "Can a 60-cell PV module with Vmp = 31 V and Voc = 38 V be connected to a ZMI-400?",
    [ZM],
    ZM_MPPT,
    ZM_VMAX,
)
cq(5, E, OK, "Will a ZMI-800 on the roof survive a -25 °C winter night?", ["ZMI-800"], ZM_TEMP)
cq(
    6,
    H,
    OK,
    "Can the VSYNC output of an MCB2640 running with VDDIO = 3.3 V drive a KA-16 alarm "
    "input directly?",
    [MC, KA],
    MC_VIO33,
    MC_VOH33,
    KA_ON,
    KA_ABSIN,
    note="VOH min 2.9 V >= ON 2.4 V",
)
cq(
    7,
    M,
    OK,
    "Can one 3.3 V rail supply both the DVDDIO of a VDX5150 and the VCC of a TVD2863?",
    [VD, TV],
    VD_DVDDIO,
    TV_VCC,
)
cq(
    8,
    H,
    OK,
    "can a vdx5150 and an mcb2640 share one i2c bus at 400khz without an address clash?",
    [VD, MC],
    VD_ADDR,
    VD_I2C,
    MC_ADDR,
    MC_I2C,
    note="0x5C / 0x5D vs 0x0E / 0x0F; both 400 kHz",
)
cq(
    9,
    M,
    OK,
    "Can the ANP-8-24 horn relay switch a 24 V DC beacon drawing 1.5 A?",
    ["ANP-8-24"],
    AN_HORN,
)
cq(
    10,
    E,
    OK,
    "can i run a gti-300-l from a 12v lifepo4 battery?",
    ["GTI-300-L"],
    extra(GT_VIN_L, GT_BATT),
)

# ---------------------------------------------------------------- incompatible
cq(
    11,
    E,
    NO,
    "can i drive the ktb7021-33 xshdn pin from my 5v arduino?",
    ["KTB7021-33"],
    extra(KT_VIO33, KT_5V),
    note="inputs not 5 V tolerant, VIN max VDDIO + 0.3 V",
)
cq(12, E, NO, "ka-16-12 on a 24v supply ok?", ["KA-16-12"], KA_VS12, KA_ABS12)
cq(
    13,
    M,
    NO,
    "Can I connect a ZMI-400 to a 120 V / 60 Hz grid?",
    [ZM],
    extra(ZM_GRID, ZM_120),
)
cq(14, M, NO, "gti-300-h running off a 12v car battery?", ["GTI-300-H"], GT_VIN_H)
cq(
    15,
    M,
    NO,
    "Can 24 V PLC outputs trigger the window inputs of an ANP-8-48?",
    ["ANP-8-48"],
    AN_ON48,
    note="ON threshold > 30 V on the 48 V version",
)
cq(
    16,
    M,
    NO,
    "two panels in series (voc 38v each) into one zmi-400 input, fine?",
    [ZM],
    ZM_VMAX,
    ZM_MPPT,
    note="76 V > 60 V maximum input voltage",
)
cq(
    17,
    H,
    NO,
    "Can an ESP32 GPIO (3.3 V) drive an ANP-8-24 window input directly?",
    ["ANP-8-24"],
    AN_ON24,
    note="ON threshold > 15 V",
)
cq(
    18,
    M,
    NO,
    "Is the VDX5150-C suitable for a car dashcam that must work at -30 °C?",
    ["VDX5150-C"],
    VD_TEMP_C,
)
cq(
    19,
    H,
    NO,
    "can the ktb7021 run continuously at 105 c ambient? the abs max table lists 105",
    [KT],
    extra(KT_TOPR, KT_TABS),
    note="-40～+105 is an absolute maximum row; recommended is -30～+85",
)

# ---------------------------------------------------------------- insufficient evidence
unanswerable(
    "c-20",
    E,
    "compatibility",
    "Will the MCB2640 survive 4 kV ESD on the camera connector without extra protection?",
    [MC],
    "ESD not specified",
    [MC_ESD],
)
unanswerable(
    "c-21",
    M,
    "compatibility",
    "can i reflow the ktb7021-18 after the reel sat open for a week?",
    ["KTB7021-18"],
    "MSL not specified",
    [KT_MSL],
)
unanswerable(
    "c-22",
    H,
    "compatibility",
    "Can a TVD2863A decoding AHD run without a heatsink in a sealed box at 85 °C ambient?",
    ["TVD2863A"],
    "85 °C is within -40～+85 but no thermal data to check the junction",
    TV_TEMP_A[1] + [TV_THERMAL],
)
unanswerable(
    "c-23",
    M,
    "compatibility",
    "Is the ZMI-400 fine on a site where the DC cabling sees 4 kV surges?",
    [ZM],
    "DC surge immunity not stated",
    [ZM_SURGE],
)
unanswerable(
    "c-24",
    E,
    "compatibility",
    "can i legally hook the gti-300 to the grid in germany (vde-ar-n 4105)?",
    [GT],
    "certificates not listed",
    [GT_CERT],
)
unanswerable(
    "c-25",
    M,
    "compatibility",
    "Will the ANP-8-24 RS-485 port survive 2 kV surges from a long outdoor cable run?",
    ["ANP-8-24"],
    "EMC immunity of the RS-485 port not specified",
    [AN_EMC],
)
unanswerable(
    "c-26",
    E,
    "compatibility",
    "ka-16 on a factory floor with 8kv esd zaps to the front - ok?",
    [KA],
    "no ESD figure in the sheet",
)
unanswerable(
    "c-27",
    H,
    "compatibility",
    "Does a VDX5150-I stay below its junction limit at 85 °C ambient with AVDD current at "
    "its 80 mA maximum?",
    ["VDX5150-I"],
    "Tj max 125 °C given but no thermal resistance",
    [VD_TJ],
)
unanswerable(
    "c-28",
    H,
    "compatibility",
    "Can a ZMI-800 with two 60-cell modules (Vmp 31 V) be installed at 3000 m altitude?",
    ["ZMI-800"],
    "DC side within the 22 - 48 V MPPT range, but no altitude limit is stated",
    ZM_MPPT[1],
)
