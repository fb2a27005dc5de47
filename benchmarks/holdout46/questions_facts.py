"""Factual questions of the forty-sixth hold-out set (42: 34 with items, 8 whose
answer is not in the sheets)."""

from __future__ import annotations

from facts import (
    FM_ADDR,
    FM_ANT,
    FM_BAND,
    FM_PD,
    FM_V,
    FMA_I,
    H868_I,
    H915_P,
    H915_T,
    HC_ESD,
    HCA_I3,
    HCL_I5,
    HCL_V,
    HF_IP,
    HF_NF,
    HF_V,
    KT_AMAX,
    KT_BAUD,
    KT_I,
    KT_MSL,
    KT_T,
    KT_V,
    KTJ_BAND,
    NU_RON,
    NU_RON18,
    NU_V,
    RP_BAND,
    RP_I5,
    RP_P5,
    RP_RTH,
    RP_T,
    RP_V,
    WS_COM,
    WSH_RON,
    WSH_V,
    ZT_I15,
    ZT_T,
    ZT_V,
    ZT_VOH,
)
from qkit import FM, HC, HF, KT, NU, RP, WS, ZT, Fact, q, unanswerable

S = "simple"
E, M, H = "easy", "medium", "hard"


def ask(qid: str, diff: str, question: str, devices: list[str], fact: Fact, note: str = "") -> None:
    items, evidence = fact
    q(qid, diff, S, question, devices, items, evidence, None, note)


# easy (17 + 5 insufficient)
ask("f-01", E, "what supply voltage does the fmr-7802 fm module need?", ["FMR-7802"], FM_V)
ask("f-02", E, "What FM frequency range can the FMR-7802 receive?", ["FMR-7802"], FM_BAND)
ask("f-03", E, "fmr-7802 power down current in ua?", ["FMR-7802"], FM_PD)
ask("f-04", E, "What is the I2C address of the FMR-7802?", ["FMR-7802"], FM_ADDR)
ask(
    "f-05",
    E,
    "What is the recommended supply voltage of the KTF-2100 FM tuner module (min / typ / max)?",
    ["KTF-2100"],
    KT_V,
)
ask("f-06", E, "which band does the ktf-2100j tune, in mhz?", ["KTF-2100J"], KTJ_BAND)
ask(
    "f-07",
    E,
    "How much current does the KTF-2100 draw while receiving?",
    ["KTF-2100"],
    KT_I,
    "typ 32 / max 45 mA; the 0.8 / 1.5 mA standby row is the look-alike",
)
ask("f-08", E, "ktf-2100 uart baud rate?", ["KTF-2100"], KT_BAUD)
ask("f-09", E, "What is the recommended VCC range of the RPA0915?", ["RPA0915"], RP_V)
ask("f-10", E, "what frequencies does the rpa0915 pa cover", ["RPA0915"], RP_BAND)
ask(
    "f-11",
    E,
    "What supply voltage does the HFV-1W-868 amplifier module accept?",
    ["HFV-1W-868"],
    HF_V,
)
ask("f-12", E, "is the hfv-1w housing waterproof? what ip rating", ["HFV-1W"], HF_IP)
ask("f-13", E, "What is the operating supply voltage range of the ZT555?", ["ZT555"], ZT_V)
ask(
    "f-14",
    E,
    "zt555 operating temp range?",
    ["ZT555"],
    ZT_T,
    "0 to 70 °C (absolute maximum table; also the ordering range)",
)
ask("f-15", E, "min and max supply voltage of the HC7555L?", ["HC7555L"], HCL_V)
ask(
    "f-16",
    E,
    "What VCC range is recommended for the NUX3157 USB switch?",
    ["NUX3157"],
    NU_V,
    "recommended 1.65-4.3 V; limiting value +5.5 V is the look-alike",
)
ask("f-17", E, "ws2227h supply range?", ["WS2227H"], WSH_V)
unanswerable(
    "f-18",
    E,
    S,
    "how long can the antenna cable on the fmr-7802 be?",
    ["FMR-7802"],
    "the FAQ says the maximum antenna cable length is not specified",
    FM_ANT,
)
unanswerable(
    "f-19",
    E,
    S,
    "What moisture sensitivity level (MSL) is the KTF-2100 rated for?",
    ["KTF-2100"],
    "the notes say MSL is not specified",
    KT_MSL,
)
unanswerable(
    "f-20",
    E,
    S,
    "what's the junction-to-case thermal resistance of the rpa0915?",
    ["RPA0915"],
    "application information: not specified",
    RP_RTH,
)
unanswerable(
    "f-21",
    E,
    S,
    "What is the noise figure of the HFV-1W-868 receive path?",
    ["HFV-1W-868"],
    "notes: noise figure of the RX path not specified (only insertion loss 0.8 dB is given)",
    HF_NF,
)
unanswerable(
    "f-22",
    E,
    S,
    "esd rating of the hc7555a pins (hbm)?",
    ["HC7555A"],
    "application note: ESD rating not specified in this document",
    HC_ESD,
)

# medium (10 + 3 insufficient)
ask(
    "f-23",
    M,
    "What is the receive current of the FMR-7802A (the version with the amplifier) at VCC = 3.3 V, "
    "amplifier off?",
    ["FMR-7802A"],
    FMA_I,
    "FMR-7802A column: ≤23 mA; the FMR-7802 column says ≤21 mA; amplifier current 1.2 A is another row",
)
ask(
    "f-24",
    M,
    "over what ambient temperature range is ktf-2100 reception guaranteed?",
    ["KTF-2100"],
    KT_T,
    "recommended -10 to +60 °C; the absolute maximum -30 to +85 °C is not a guarantee",
)
ask(
    "f-25",
    M,
    "What P1dB output power does the RPA0915 reach at VCC = 5.0 V?",
    ["RPA0915"],
    RP_P5,
    "30.5 dBm at 5.0 V; 27.5 dBm at 3.6 V is the look-alike row",
)
ask(
    "f-26",
    M,
    "rpa0915 recommended operating temperature (case)?",
    ["RPA0915"],
    RP_T,
    "recommended -40 to +85 °C; absolute maximum goes to +105 °C",
)
ask(
    "f-27",
    M,
    "How much output power does the HFV-1W-915 deliver (P1dB)?",
    ["HFV-1W-915"],
    H915_P,
    "+29 dBm for the -915 column; the 433 and 868 versions give +30 dBm",
)
ask(
    "f-28",
    M,
    "what current does the hfv-1w-868 pull from 12v when transmitting at full power?",
    ["HFV-1W-868"],
    H868_I,
    "620 mA in the -868 column (550 / 650 for -433 / -915); RX current 12 mA",
)
ask(
    "f-29",
    M,
    "What is the ZT555 supply current at VCC = 15 V with no load?",
    ["ZT555"],
    ZT_I15,
    "typ 10, max 15 mA at 15 V; 3 / 6 mA at 5 V",
)
ask(
    "f-30",
    M,
    "hc7555l supply current at 5v?",
    ["HC7555L"],
    HCL_I5,
    "HC7555L column: typ 8, max 20 µA; HC7555A is 60 / 120 µA",
)
ask(
    "f-31",
    M,
    "What is the ON resistance of the NUX3157 at VCC = 3.3 V?",
    ["NUX3157"],
    NU_RON,
    "condition sentence VCC = 3.0-3.6 V: typ 5, max 7.5 Ω; the 1.8 V row (9 / 14 Ω) is the look-alike",
)
ask(
    "f-32",
    M,
    "ws2227h on-resistance typ and max?",
    ["WS2227H"],
    WSH_RON,
    "WS2227H column: 6 typ, 10 max Ω (WS2227: 9 max)",
)
unanswerable(
    "f-33",
    M,
    S,
    "What is the off-isolation of the NUX3157 at 240 MHz?",
    ["NUX3157"],
    "only crosstalk (-32 dB at 240 MHz) is given; off-isolation is not in the sheet",
)
unanswerable(
    "f-34",
    M,
    S,
    "storage temperature range of the ws2227?",
    ["WS2227"],
    "the sheet gives operating temperature and junction temperature, no storage temperature",
)
unanswerable(
    "f-35",
    M,
    S,
    "What ESD rating (HBM) do the ZT555 pins have?",
    ["ZT555"],
    "no ESD figure anywhere in the ZT555 sheet",
)

# hard (7)
ask(
    "f-36",
    H,
    "What is the absolute maximum supply voltage of the KTF-2100 module?",
    ["KTF-2100"],
    KT_AMAX,
    "-0.3 to +6.0 V; recommended maximum 5.5 V is the look-alike",
)
ask(
    "f-37",
    H,
    "How much supply current must I budget for the RPA0915 at VCC = 5.0 V putting out +30 dBm?",
    ["RPA0915"],
    RP_I5,
    "typ 720 mA (footnote 1: size for MAX) and max 850 mA; 480 mA is the 3.6 V / +27 dBm row",
)
ask(
    "f-38",
    H,
    "max ambient temp for the hfv-1w-915 version?",
    ["HFV-1W-915"],
    H915_T,
    "Table 1 continued on page 2: -20 … +55 °C for -915 (433/868: +60); limit values -30 … +70 °C",
)
ask(
    "f-39",
    H,
    "What high-level output voltage does the ZT555 give at VCC = 5 V while sourcing 100 mA?",
    ["ZT555"],
    ZT_VOH,
    "min 2.75, typ 3.3 V; the 15 V / 200 mA row gives 12.5 V typ",
)
ask(
    "f-40",
    H,
    "Typical supply current of the HC7555A at VDD = 3 V?",
    ["HC7555A"],
    HCA_I3,
    "typ.-only table on page 2: 40 µA (HC7555L 5 µA); no min/max",
)
ask(
    "f-41",
    H,
    "nux3157 on a 1v8 rail - what ron should i expect (typ/max)?",
    ["NUX3157"],
    NU_RON18,
    "VCC = 1.8 V row: 9 typ, 14 max Ω (footnote [1] guaranteed by design)",
)
ask(
    "f-42",
    H,
    "What voltage can the WS2227 D+ / D- common pins withstand (absolute maximum)?",
    ["WS2227"],
    WS_COM,
    "VCOM -0.3 to 20 V; switch ports D1± / D2± only VCC + 0.3 V",
)

_ = (FM, HC, HF, KT, NU, RP, WS, ZT)
