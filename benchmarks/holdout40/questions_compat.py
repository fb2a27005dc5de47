"""Compatibility questions of the fortieth hold-out set (28: 10 compatible,
9 incompatible, 9 insufficient_evidence, each of the latter citing the sheet's
own "not specified" line, so one required check has no evidence)."""

from __future__ import annotations

from facts import (
    BL_FMP,
    BL_I2C,
    BL_RULE,
    BL_VH,
    BL_VL,
    ERG_CABLE,
    ERG_I1102,
    ERG_POE,
    ERG_UL,
    ERG_V,
    JR_5V,
    JR_T,
    JR_V,
    JR_VIABS,
    JR_WATER,
    JRG_IMAX,
    JRJ_IMAX,
    KZ_ABS,
    KZ_BAUD,
    KZ_COIN,
    KZ_V,
    LL_HV,
    LL_I2C,
    LL_LV,
    LL_UART,
    LL_WS,
    NB_BAUD,
    NB_POE,
    NBS_V,
    NBW_V,
    UR_I26,
    UR_METAL,
    UR_USB,
    UR_VIH,
    ZM_5V,
    ZM_60,
    ZM_ABS,
    ZM_ITX14,
    ZM_RANGE,
    ZM_V,
)
from qkit import BL, ERG, JR, KZ, LL, NB, UR, ZM, Fact, join, q, unanswerable

C = "compatibility"
E, M, H = "easy", "medium", "hard"
OK, NO = "compatible", "incompatible"


def judge(
    qid: str, diff: str, question: str, devices: list[str], verdict: str, fact: Fact, note: str = ""
) -> None:
    items, evidence = fact
    q(qid, diff, C, question, devices, items, evidence, verdict, note)


def unknown(qid: str, diff: str, question: str, devices: list[str], note: str, evidence) -> None:
    unanswerable(qid, diff, C, question, devices, note, evidence)


# ---------------------------------------------------------------- compatible (10)
judge(
    "c-01",
    E,
    "can i run the netb-485w off the 24v psu in my control cabinet?",
    ["NETB-485W"],
    OK,
    NBW_V,
    "9～36V DC",
)
judge(
    "c-02",
    E,
    "Can the ERG 1100 be supplied from a 24 V DC PLC power supply?",
    [ERG],
    OK,
    ERG_V,
)
judge(
    "c-03",
    E,
    "my modbus rtu energy meter talks at 9600 8n1, can the netb-485 bridge it to ethernet?",
    [NB],
    OK,
    NB_BAUD,
)
judge(
    "c-04",
    M,
    "I power a ZM-7012 from a 3.3 V LDO that can deliver 100 mA. Is that rail suitable for "
    "the module's supply voltage and current?",
    [ZM],
    OK,
    join(ZM_V, ZM_ITX14, ZM_60),
    "3.3 V within 1.8-3.6 V; 100 mA above the 60 mA the sheet asks for (TX +14 dBm 41 mA typ)",
)
judge(
    "c-05",
    E,
    "can i wire the ur-900 rxd straight to a 5v arduino uno tx pin without frying it?",
    [UR],
    OK,
    UR_VIH,
    "RXD input 5 V tolerant, VIH max 5.5 V",
)
judge(
    "c-06",
    M,
    "esp32 (3v3) to a 5v i2c sensor at 400khz through the lls-4, LV on 3v3 and HV on 5v - "
    "will that work?",
    [LL],
    OK,
    join(LL_LV, LL_HV, LL_I2C),
)
judge(
    "c-07",
    M,
    "A Raspberry Pi (3.3 V) talks to a 5 V I2C peripheral in Fast-mode through a BLS-04 "
    "with VL = 3.3 V and VH = 5 V. Are the supply and bus settings within the BLS-04 ratings?",
    [BL],
    OK,
    join(BL_VL, BL_VH, BL_RULE, BL_I2C),
    "VH 5 V is more than 0.5 V above VL 3.3 V",
)
judge(
    "c-08",
    M,
    "JRU-26J powered from a 5 V / 1 A USB power bank - enough voltage and current?",
    ["JRU-26J"],
    OK,
    join(JR_V, JRJ_IMAX),
    "5.0 V within 3.3-5.25 V; max 600 mA < 1 A",
)
judge(
    "c-09",
    H,
    "I want to run a JRU-26G from 5.0 V in an enclosure that stays at 45 °C. Is that inside "
    "the recommended operating conditions (so no automatic RF power reduction)?",
    ["JRU-26G"],
    OK,
    join(JR_V, JR_T),
    "recommended 0…+50 ℃; the derating applies only above +50 ℃",
)
judge(
    "c-10",
    H,
    "kzw-300 on 3v3 talking to a 5v arduino nano over uart at 115200 through an lls-4 "
    "(LV = 3v3, HV = 5v). ok?",
    [KZ, LL],
    OK,
    join(KZ_V, KZ_BAUD, LL_LV, LL_HV, LL_UART),
)

# ---------------------------------------------------------------- incompatible (9)
judge(
    "c-11",
    E,
    "can i power the netb-485s from the 12v rail?",
    ["NETB-485S"],
    NO,
    NBS_V,
    "FAQ: 5V only, 4.75-5.25 V",
)
judge(
    "c-12",
    E,
    "will my 5v arduino fry the zm-7012 if i connect its tx to the module's uart_rx?",
    [ZM],
    NO,
    join(ZM_ABS, ZM_V, ZM_5V),
    "digital pins not 5 V tolerant (abs max VDD + 0.3, VDD ≤ 3.8 V)",
)
judge(
    "c-13",
    E,
    "Can the JRU-26's UART RXD be driven directly by a 5 V Arduino Mega?",
    [JR],
    NO,
    join(JR_VIABS, JR_5V),
)
judge(
    "c-14",
    M,
    "i only have poe on that wall, can the erg 1100 run off the ethernet cable alone?",
    [ERG],
    NO,
    join(ERG_V, ERG_POE),
    "PoE is stated as not supported (not merely unspecified)",
)
judge(
    "c-15",
    M,
    "An ERG 1102 (two ports) is to be added to a 24 V DC supply that has 100 mA of headroom "
    "left. Is that enough for its maximum current consumption?",
    ["ERG 1102"],
    NO,
    ERG_I1102,
    "max 120 mA > 100 mA (typ 85 mA would fit; the ERG 1100 row, 90 mA max, would fit too)",
)
judge(
    "c-17",
    M,
    "kzw-300 straight off a fully charged 1s lipo (4.2v), no regulator?",
    [KZ],
    NO,
    join(KZ_V, KZ_ABS),
    "4.2 V above recommended 3.8 V and abs max 4.0 V",
)
judge(
    "c-18",
    H,
    "Can a UR-900 read at its full 26 dBm while powered from a PC USB 2.0 port limited to 500 mA?",
    [UR],
    NO,
    join(UR_I26, UR_USB),
    "typ 650 mA, max 750 mA; note 5-1 says at least 1 A",
)
judge(
    "c-19",
    H,
    "Is a 5 V regulator rated 600 mA enough for a JRU-26G at its maximum supply current?",
    ["JRU-26G"],
    NO,
    JRG_IMAX,
    "JRU-26G max 850 mA; the look-alike JRU-26J column (600 mA) would just fit",
)
judge(
    "c-20",
    H,
    "bls-04 with both VL and VH tied to the same 3.3 V rail (just want the pull-ups) - "
    "within spec?",
    [BL],
    NO,
    join(BL_VH, BL_RULE),
    "VH must be at least 0.5 V above VL",
)

# ---------------------------------------------------------------- insufficient evidence (9)
unknown(
    "c-21",
    E,
    "can i power the netb-485w from my poe switch?",
    ["NETB-485W"],
    "PoE is not specified for either version",
    NB_POE,
)
unknown(
    "c-22",
    M,
    "Our panel builder needs UL-approved components. Does the ERG 1100 qualify?",
    [ERG],
    "approvals (UL, ATEX) are not specified",
    ERG_UL,
)
unknown(
    "c-23",
    M,
    "erg 1100 with a 1500 m rs485 run at 115200 baud, will it work?",
    [ERG],
    "cable length not specified (baud rate 115200 is within 300-921600)",
    ERG_CABLE,
)
unknown(
    "c-24",
    M,
    "Will a ZM-7012-EU in my house reach a sensor in the garage 40 m away?",
    ["ZM-7012-EU"],
    "range is not specified in the data sheet",
    ZM_RANGE,
)
unknown(
    "c-25",
    E,
    "can i run the kzw-300 off a cr2032 coin cell?",
    [KZ],
    "coin-cell operation is not specified",
    KZ_COIN,
)
unknown(
    "c-26",
    E,
    "will the ur-900 read metal mount tags on steel shelves?",
    [UR],
    "reading of metal-mount tags is not specified",
    UR_METAL,
)
unknown(
    "c-27",
    M,
    "jru-26 mounted outside under the eaves, no enclosure, gets rain sometimes - ok?",
    [JR],
    "waterproof and dustproof performance is not specified",
    JR_WATER,
)
unknown(
    "c-28",
    E,
    "can i use the lls-4 to level shift ws2812 data from an esp32?",
    [LL],
    "the guide says the WS2812 use is not specified",
    LL_WS,
)
unknown(
    "c-29",
    H,
    "A 1 MHz Fast-mode Plus I2C bus runs between a 3.3 V MCU and a 5 V device through a "
    "BLS-04 (VL = 3.3 V, VH = 5 V). Is the BLS-04 rated for it?",
    [BL],
    "supplies are fine, but Fast-mode Plus is not specified",
    BL_FMP,
)
