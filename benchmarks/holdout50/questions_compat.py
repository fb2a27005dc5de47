"""Compatibility questions of the fiftieth hold-out set (28: 10 compatible, 9
incompatible, 9 insufficient_evidence, each of those with one required check the
sheets do not support)."""

from __future__ import annotations

from facts import (
    AS_BW,
    AS_VCC,
    AS_VIH,
    AS_VOH_D,
    BW_ESD,
    BW_VDD,
    GX_ABS,
    GX_ABSIN,
    GX_TEMP,
    GX_VCC,
    GX_VIH27,
    KM_ABS,
    KM_MSL,
    KM_TOPR,
    KM_VDD,
    MR_ABSIN,
    MR_TEMP_FK,
    MR_VCC,
    MR_VIH33,
    MR_VOH,
    RM_ESD,
    RM_TEMP,
    RM_VIN,
    RM_VS,
    VS_ESD,
    VS_VCC,
    VS_VIH60,
    VS_VOH,
    XH_VCC,
)
from qkit import AS, BW, GX, KM, MR, RM, VS, XH, Fact, join, q, unanswerable

E, M, H = "easy", "medium", "hard"
OK, NO = "compatible", "incompatible"


def cq(
    n: int, diff: str, verdict: str, text: str, devs: list[str], *facts: Fact, note: str = ""
) -> None:
    items, evidence = join(*facts)
    q(f"c-{n:02d}", diff, "compatibility", text, devs, items, evidence, verdict, note)


# ---------------------------------------------------------------- compatible
cq(1, E, OK, "can i run the xh8405 off a 5v usb power bank?", [XH], XH_VCC)
cq(2, E, OK, "will my 3v3 esp32 rail power the bwa4410 mic preamp?", [BW], BW_VDD)
cq(
    3,
    H,
    OK,
    "Can the Q11 output of a VS74HC4040 running at 5 V drive the clock input of an "
    "MR74LVC161 running at 3.3 V directly?",
    [VS, MR],
    VS_VCC,
    VS_VOH,
    MR_VCC,
    MR_VIH33,
    MR_ABSIN,
    note="LVC161 inputs 5.5 V tolerant (abs max 6.5 V); VIH 2.0 V at 2.7-3.6 V",
)
cq(
    4,
    H,
    OK,
    "Can an MR74LVC161 output (VCC = 3.0 V, loaded to 24 mA) drive the OE input of an "
    "ASW3245 running at 5 V?",
    [MR, AS],
    MR_VOH,
    AS_VCC,
    AS_VIH,
    note="VOH min 2.2 V >= TTL VIH 2 V",
)
cq(5, E, OK, "Can one 5 V rail power both the RM3916 and the ASW3245?", [RM, AS], RM_VS, AS_VCC)
cq(
    6,
    M,
    OK,
    "mr74lvc161 and gx3l384 both on 3v3 - can a counter output drive the gx3l384 1OE pin?",
    [MR, GX],
    MR_VCC,
    MR_VOH,
    GX_VCC,
    GX_VIH27,
)
cq(
    7,
    H,
    OK,
    "With VCC = 5 V, can the B port of an ASW3245D feed an input of an MR74LVC161 that "
    "runs at 3.3 V?",
    ["ASW3245D", MR],
    AS_VOH_D,
    MR_VCC,
    MR_VIH33,
    MR_ABSIN,
    note="B-port high 3.3-3.9 V: above VIH 2.0 V, below the 6.5 V input limit",
)
cq(
    8,
    M,
    OK,
    "powering a kmp2210-b from a 3v3 ldo inside a box that stays between 0 and 50 c, ok?",
    ["KMP2210-B"],
    KM_VDD,
    KM_TOPR,
)
cq(
    9,
    H,
    OK,
    "Both on 5 V: can the BWA4410 preamp output go straight into the signal input of "
    "the RM3916 without clamping?",
    [BW, RM],
    BW_VDD,
    RM_VS,
    RM_VIN,
    note="a 5 V output cannot exceed the +-35 V signal input limit",
)
cq(
    10,
    M,
    OK,
    "is the mr74lvc161fk ok in an engine bay at 110 c on 3.3v?",
    ["MR74LVC161FK"],
    MR_TEMP_FK,
    MR_VCC,
    note="FK grade -40..125, not FT -40..85",
)

# ---------------------------------------------------------------- incompatible
cq(11, E, NO, "will my 5v arduino fry the gx3l384 if i put its vcc on 5v?", [GX], GX_VCC, GX_ABS)
cq(
    12,
    E,
    NO,
    "Can the MR74LVC161 be powered from a 5 V supply?",
    [MR],
    MR_VCC,
    note="5 V is below the 6.5 V absolute maximum but outside 1.65-3.6 V operation",
)
cq(13, E, NO, "Can the ASW3245 run from a 3.3 V rail to switch a 3.3 V bus?", [AS], AS_VCC)
cq(
    14,
    M,
    NO,
    "rm3916 (plain, not the I version) in an outdoor box that gets to -20 c. ok?",
    [RM],
    RM_TEMP,
    note="RM3916 0..70; only RM3916I goes to -40",
)
cq(15, M, NO, "xh8405 on a car 12v line that sits at 14.4v when the engine runs?", [XH], XH_VCC)
cq(
    16,
    H,
    NO,
    "Can an MR74LVC161 running at 3.3 V clock a VS74HC4040 running at VCC = 6.0 V?",
    [MR, VS],
    MR_VCC,
    VS_VCC,
    VS_VIH60,
    note="LVC161 output cannot exceed its 1.65-3.6 V supply; VIH 4.2 V at VCC = 6.0 V",
)
cq(
    17,
    M,
    NO,
    "gx3l384 on 3v3, can i drive its 1OE/2OE straight from 5v arduino pins?",
    [GX],
    GX_VCC,
    GX_ABSIN,
)
cq(
    18,
    M,
    NO,
    "kmp2210-a on 4 fresh AA cells (6.0 v)?",
    ["KMP2210-A"],
    KM_VDD,
    KM_ABS,
    note="6.0 V exceeds the 5.5 V recommended maximum (below the 6.5 V abs max)",
)
cq(19, M, NO, "Is the GX3L384 (standard grade, not Q) suitable for 105 °C ambient?", [GX], GX_TEMP)

# ---------------------------------------------------------------- insufficient evidence
unanswerable(
    "c-20",
    M,
    "compatibility",
    "my handheld needs 8 kv contact esd on the mic input, is the bwa4410 good enough by itself?",
    [BW],
    "ESD not characterized",
    [BW_ESD],
)
unanswerable(
    "c-21",
    M,
    "compatibility",
    "Our line requires MSL 1 parts for reflow. Does the KMP2210 qualify?",
    [KM],
    "MSL not specified",
    [KM_MSL],
)
unanswerable(
    "c-22",
    M,
    "compatibility",
    "Is the RM3916 robust enough for a 2 kV HBM ESD requirement on its panel connector?",
    [RM],
    "ESD not specified",
    [RM_ESD],
)
unanswerable(
    "c-23",
    M,
    "compatibility",
    "vs74hc4040 on a board with exposed headers, we need 2kv hbm - ok?",
    [VS],
    "ESD not stated",
    [VS_ESD],
)
unanswerable(
    "c-24",
    H,
    "compatibility",
    "Can the ASW3245 route a 100 MHz clock between two boards without attenuation?",
    [AS],
    "bandwidth not specified",
    [AS_BW],
)
unanswerable(
    "c-25",
    M,
    "compatibility",
    "xh8405 fed from a long unshielded cable to the amp, "
    "does it have enough esd protection for 4 kv?",
    [XH],
    "no ESD figure",
)
unanswerable(
    "c-26",
    M,
    "compatibility",
    "Does the MR74LVC161 meet a 2 kV HBM ESD requirement?",
    [MR],
    "no ESD figure",
)
unanswerable(
    "c-27",
    H,
    "compatibility",
    "will a gx3l384q run cool enough at 125 c ambient with "
    "all 10 channels carrying 24 ma? need theta-ja",
    ["GX3L384Q"],
    "temperature grade fits, but no thermal resistance or power rating in the sheet",
)
unanswerable(
    "c-28",
    H,
    "compatibility",
    "Can the VS74HC4040 at VCC = 3.3 V count a 10 MHz clock?",
    [VS],
    "fmax only given at 2.0 / 4.5 / 6.0 V (6 / 30 / 35 MHz min); 3.3 V not specified",
)
