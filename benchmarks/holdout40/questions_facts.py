"""Factual questions of the fortieth hold-out set (34 with items, 8 whose answer is
not in the sheets)."""

from __future__ import annotations

from facts import (
    BL_ESD,
    BL_IQ,
    BL_RON18,
    BL_VH,
    ERG_ABS,
    ERG_BAUD_MAX,
    ERG_CABLE,
    ERG_I1102,
    ERG_T,
    ERG_V,
    JR_SLEEP,
    JR_T,
    JR_WATER,
    JRG_P,
    JRJ_IREAD,
    KZ_BAUD,
    KZ_FREQ,
    KZ_ITX20,
    KZ_V,
    LL_ESD,
    LL_LV,
    LL_VTH,
    NB_BAUD,
    NB_POE,
    NBS_V,
    NBW_I,
    NBW_V,
    UR_I26,
    UR_METAL,
    UR_P,
    UR_T,
    UR_V,
    URE_F,
    ZM_ABS,
    ZM_EM4,
    ZM_FEU,
    ZM_ITX0,
    ZM_PANZ,
    ZM_RANGE,
    ZM_SUS,
    ZM_V,
)
from qkit import BL, ERG, JR, KZ, LL, NB, UR, ZM, Fact, q, unanswerable

S = "simple"
E, M, H = "easy", "medium", "hard"


def ask(qid: str, diff: str, question: str, devices: list[str], fact: Fact, note: str = "") -> None:
    items, evidence = fact
    q(qid, diff, S, question, devices, items, evidence, None, note)


def unknown(
    qid: str, diff: str, question: str, devices: list[str], note: str, evidence=None
) -> None:
    unanswerable(qid, diff, S, question, devices, note, evidence)


# ---------------------------------------------------------------- easy
ask(
    "f-01",
    E,
    "What supply voltage range does the NETB-485W (wide-input version) accept?",
    ["NETB-485W"],
    NBW_V,
    "the NETB-485S column beside it says 5V±5%",
)
ask("f-02", E, "what voltage does the netb-485s need exactly?", ["NETB-485S"], NBS_V)
ask(
    "f-03",
    E,
    "Which serial baud rates does the NETB-485 RS-485 port support?",
    [NB],
    NB_BAUD,
    "the factory default 9600bps is a decoy",
)
ask(
    "f-05",
    E,
    "What is the supply voltage range of the ERG 1100 gateway (min / typ / max)?",
    [ERG],
    ERG_V,
)
ask("f-06", E, "abs max supply on the erg 1100?", [ERG], ERG_ABS)
ask("f-07", E, "whats the highest rs485 baud the erg 1100 can do?", [ERG], ERG_BAUD_MAX)
ask(
    "f-08",
    E,
    "What is the recommended VDD range of the ZM-7012 Z-Wave module?",
    [ZM],
    ZM_V,
    "the abs max row has the same name (3.8 V)",
)
ask("f-09", E, "abs max vdd of the zm-7012?", [ZM], ZM_ABS)
ask(
    "f-10",
    E,
    "Which channel frequency does the ZM-7012-EU use?",
    ["ZM-7012-EU"],
    ZM_FEU,
    "one column per ordering code",
)
ask(
    "f-11",
    M,
    "How much current does the ZM-7012 draw when transmitting at 0 dBm?",
    [ZM],
    ZM_ITX0,
    "unnamed second row under 'Active current, transmit'",
)
ask("f-12", E, "kzw-300 supply voltage range?", [KZ], KZ_V)
ask("f-13", E, "What frequency range does the KZW-300 cover?", [KZ], KZ_FREQ)
ask("f-14", E, "what uart baud rates does the kzw-300 support?", [KZ], KZ_BAUD)
ask("f-16", E, "What is the frequency range of the UR-900E?", ["UR-900E"], URE_F)
ask("f-17", E, "What DC supply voltage does the UR-900 RFID module need?", [UR], UR_V)
ask("f-18", E, "ur-900 operating temp range?", [UR], UR_T)
ask("f-19", E, "What is the maximum RF output power of the JRU-26G?", ["JRU-26G"], JRG_P)
ask("f-20", E, "What is the sleep current of the JRU-26 with EN held low?", [JR], JR_SLEEP)
ask(
    "f-21",
    E,
    "What low-side (LV) voltage range does the LLS-4 level shifter accept?",
    [LL],
    LL_LV,
    "value in the pinout table and in prose",
)
ask("f-22", E, "gate threshold of the mosfets on the lls-4?", [LL], LL_VTH)
ask("f-23", E, "What high-side supply (VH) range does the BLS-04 accept?", [BL], BL_VH)

# ---------------------------------------------------------------- medium
ask(
    "f-24",
    M,
    "What is the average working current of the NETB-485W at 12 V?",
    ["NETB-485W"],
    NBW_I,
    "parameter name wrapped over two lines; NETB-485S column is 130 mA",
)
ask(
    "f-25",
    M,
    "How much current does the two-port ERG 1102 draw at 24 V?",
    ["ERG 1102"],
    ERG_I1102,
    "look-alike ERG 1100 row (60 / 90 mA)",
)
ask(
    "f-26",
    M,
    "What is the maximum conducted output power of the ZM-7012-ANZ?",
    ["ZM-7012-ANZ"],
    ZM_PANZ,
)
ask(
    "f-27",
    M,
    "zm-7012 sleep current in em4 (wake on pin only)?",
    [ZM],
    ZM_EM4,
    "unnamed second row under 'Sleep current'; EM2 is 3.4 uA",
)
ask(
    "f-28",
    M,
    "What transmit current does the KZW-300 draw at +20 dBm in Long Range mode?",
    [KZ],
    KZ_ITX20,
    "typ.-only table; the 110 mA peak in the notes is not this row",
)
ask(
    "f-29",
    M,
    "What is the recommended operating temperature range of the JRU-26?",
    [JR],
    JR_T,
    "abs max table and feature line say -20～+70 (with derating)",
)
ask(
    "f-30",
    M,
    "typical reading current of the jru-26j at 24 dbm?",
    ["JRU-26J"],
    JRJ_IREAD,
    "typ.-only table; the 600 mA in the version table is the maximum",
)
ask(
    "f-31",
    M,
    "What is the typical channel on-resistance of the BLS-04 when VL = 1.8 V?",
    [BL],
    BL_RON18,
    "unnamed second row; 4 Ohm at VL = 3.3 V",
)

# ---------------------------------------------------------------- hard
ask(
    "f-32",
    H,
    "Over what ambient temperature range is the ERG 1100 specified for normal operation "
    "(Table 2 values)?",
    [ERG],
    ERG_T,
    "Table 2 continued on page 2; abs max -30 … +75 °C is short-term only",
)
ask(
    "f-33",
    H,
    "What is the adjustable RF output power range of the UR-900?",
    [UR],
    UR_P,
    "footnote mark *1 glued to the 26 dBm max",
)
ask(
    "f-34",
    H,
    "ur-900 supply current while reading at full 26 dbm, typ and max?",
    [UR],
    UR_I26,
    "footnote mark *2 on the max; 20 dBm row below (320 mA)",
)
ask(
    "f-35",
    M,
    "What is the sensitivity of the ZM-7012-US at 9.6 kbit/s (R1)?",
    ["ZM-7012-US"],
    ZM_SUS,
    "one column per ordering code, wrapped row names",
)
ask(
    "f-36",
    M,
    "What supply current does the BLS-04 board itself draw with all lines high?",
    [BL],
    BL_IQ,
    "quiescent current (IQ), wrapped name",
)

# ---------------------------------------------------------------- not in the sheets
unknown(
    "f-37",
    E,
    "Which PoE class does the NETB-485W support?",
    ["NETB-485W"],
    "PoE is not specified for either version",
    NB_POE,
)
unknown(
    "f-38",
    M,
    "What is the maximum RS-485 cable length for the ERG 1100 at 115200 bit/s?",
    [ERG],
    "the sheet says cable length is not specified",
    ERG_CABLE,
)
unknown(
    "f-39",
    E,
    "whats the indoor range of the zm-7012 in meters?",
    [ZM],
    "range not specified in the data sheet",
    ZM_RANGE,
)
unknown(
    "f-40",
    M,
    "What is the KZW-300's receiver sensitivity at 9.6 kbps?",
    [KZ],
    "only 100 kbps (-98 dBm) and Long Range (-107 dBm) are given",
)
unknown(
    "f-41",
    E,
    "read distance of the ur-900 on metal-mount tags?",
    [UR],
    "metal-mount tags are not specified; the 3 m is for an ISO card tag",
    UR_METAL,
)
unknown(
    "f-42",
    M,
    "What IP rating does the JRU-26 module have?",
    [JR],
    "waterproof and dustproof performance is not specified",
    JR_WATER,
)
unknown(
    "f-43",
    E,
    "what esd rating do the lls-4 pins have?",
    [LL],
    "ESD protection is not specified",
    LL_ESD,
)
unknown(
    "f-44",
    H,
    "What ESD rating do the VH-side channels of the standard BLS-04 (not the BLS-04E) have?",
    [BL],
    "standard BLS-04 column says 'not specified'; ±8 kV is the BLS-04E",
    BL_ESD,
)
