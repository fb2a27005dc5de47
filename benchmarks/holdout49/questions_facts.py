"""Factual questions of the forty-ninth hold-out set (42: 34 with items, 8 whose
answer is not in the sheet)."""

from __future__ import annotations

from facts import (
    DL_IP,
    DL_SLEEP,
    DL_V,
    DLA_R,
    EL_BAUD,
    EL_P,
    EL_V,
    EL_VIN,
    FX_IP,
    FX_LUX,
    FX_OUT,
    FX_RT,
    FX_T7,
    FX_V,
    FXP_I,
    LF_T,
    LF_UL,
    LF_V,
    LFB_RT,
    LX_AUXI,
    LX_AUXV,
    LX_BAUD,
    LX_P50,
    LX_SLEW,
    LXH_VIN,
    RD_ESD,
    RD_PD,
    RD_SPI3,
    RD_V,
    RD_VD,
    TL_ESD,
    TL_SCL,
    TL_V,
    TLX_ACC,
    TLX_ADDR,
    TR_I105,
    TR_RES,
    TR_T,
    TR_V,
    TR_VIH,
)
from qkit import DL, EL, FX, LF, LX, RD, TL, TR, Fact, q, unanswerable

S = "simple"
E, M, H = "easy", "medium", "hard"


def ask(qid: str, diff: str, question: str, devices: list[str], fact: Fact, note: str = "") -> None:
    items, evidence = fact
    q(qid, diff, S, question, devices, items, evidence, None, note)


# ------------------------------------------------------------------ LX 300
ask(
    "f-01",
    E,
    "What auxiliary supply voltage range does the LX 300 load module need?",
    [LX],
    LX_AUXV,
)
ask(
    "f-02",
    M,
    "max operating input voltage of the lx 300-h (the HV one)?",
    [LX],
    LXH_VIN,
    "LX 300-H column (200 V), not LX 300 80 V or the 220 V limit value",
)
ask(
    "f-03",
    M,
    "What continuous input power can the LX 300 absorb at an ambient temperature of 50 °C?",
    [LX],
    LX_P50,
    "200 W row at Tamb = 50 °C, not the 300 W row",
)
ask("f-04", E, "what baud rate does the lx300 usb/rs232 port use?", [LX], LX_BAUD)
ask(
    "f-05",
    M,
    "How much current does the LX 300 draw from its 12 V auxiliary supply with the fan running?",
    [LX],
    LX_AUXI,
    "fan-running row, not the 45 mA standby row",
)
# ------------------------------------------------------------------ EL-150
ask(
    "f-06",
    E,
    "how many watts continuous can the el-150f take?",
    [EL],
    EL_P,
    "EL-150F column, not 75 W EL-150 or 180 W peak",
)
ask("f-07", E, "What module power supply voltage range does the EL-150 accept?", [EL], EL_V)
ask("f-08", E, "default baud rate of the el-150 ttl serial?", [EL], EL_BAUD)
ask(
    "f-09",
    M,
    "max input voltage on the load terminals of the plain EL-150 (not the F)?",
    [EL],
    EL_VIN,
)
# ------------------------------------------------------------------ RDC2614
ask(
    "f-10",
    E,
    "What is the AVDD/DVDD supply voltage range (min/typ/max) of the RDC2614?",
    [RD],
    RD_V,
)
ask(
    "f-11",
    M,
    "rdc2614 with vdrive = 3v3, whats the max spi clock?",
    [RD],
    RD_SPI3,
    "16 MHz row for VDRIVE 2.3-3.6 V, not the 25 MHz row",
)
ask("f-12", E, "What VDRIVE (logic supply) range does the RDC2614 support?", [RD], RD_VD)
ask("f-13", M, "What is the maximum power-down supply current of the RDC2614?", [RD], RD_PD)
# ------------------------------------------------------------------ TR7020
ask("f-14", E, "What is the recommended supply voltage range of the TR7020?", [TR], TR_V)
ask(
    "f-15",
    M,
    "operating temp range of the standard tr7020 (not the -E)?",
    [TR],
    TR_T,
    "recommended TR7020 column -20..+85, not the -40..+105 absolute-max / -E values",
)
ask(
    "f-16",
    H,
    "What typical supply current does the TR7020 draw at Ta = 105 °C and VCC = 5.5 V?",
    [TR],
    TR_I105,
    "typ.-only reference table on page 2, not the 18/28 mA row at 25 °C",
)
ask("f-17", E, "What is the minimum high-level input voltage VIH of the TR7020?", [TR], TR_VIH)
ask("f-18", E, "what resolution (bits) does the tr7020 give?", [TR], TR_RES)
# ------------------------------------------------------------------ FX-41
ask("f-19", E, "What supply voltage does the FX-41 fiber amplifier need?", [FX], FX_V)
ask(
    "f-20",
    M,
    "What is the maximum current consumption of the FX-41P in normal mode?",
    [FX],
    FXP_I,
    "FX-41P column normal mode 38 mA, not 35 mA (NPN) or eco mode",
)
ask("f-21", E, "how much current can the fx-41 output switch?", [FX], FX_OUT)
ask("f-22", M, "What is the response time of the FX-41 in FINE mode?", [FX], FX_RT)
ask(
    "f-23",
    H,
    "i'm mounting 5 fx-41 units side by side on a din rail, what ambient temp range is allowed?",
    [FX],
    FX_T7,
    "footnote *3: -10..+50 °C for 4 to 7 units",
)
ask("f-24", E, "What enclosure rating does the FX-41 have?", [FX], FX_IP)
# ------------------------------------------------------------------ LFV 20
ask("f-25", E, "What operating voltage range does the LFV 20 fibre amplifier accept?", [LF], LF_V)
ask(
    "f-26",
    M,
    "response time of the lfv 20-b (blue one)?",
    [LF],
    LFB_RT,
    "LFV 20-B column 200 µs, not 100 µs",
)
ask("f-27", E, "What is the operating temperature range of the LFV 20?", [LF], LF_T)
# ------------------------------------------------------------------ DLM-8
ask("f-28", E, "what supply voltage does the dlm-8 logger take?", [DL], DL_V)
ask(
    "f-29",
    M,
    "What is the measuring range of the DLM-8A ordering code?",
    [DL],
    DLA_R,
    "DLM-8A column 4-20 mA",
)
ask("f-30", E, "What is the sleep current of the DLM-8?", [DL], DL_SLEEP)
# ------------------------------------------------------------------ TLM-3
ask(
    "f-31",
    E,
    "What is the recommended VBAT supply voltage range (min/nom/max) of the TLM-3?",
    [TL],
    TL_V,
)
ask("f-32", M, "i2c address of the tlm-3x?", [TL], TLX_ADDR, "TLM-3X 0x4B, not 0x4A")
ask(
    "f-33",
    H,
    "What temperature accuracy does the TLM-3X reach over -40 °C to 85 °C?",
    [TL],
    TLX_ACC,
    "unnamed row under the 0-60 °C row (±0.3)",
)
ask("f-34", E, "max i2c clock for the tlm-3?", [TL], TL_SCL)

# ------------------------------------------------------------------ not in the sheet (8)
unanswerable(
    "f-35",
    E,
    S,
    "What current slew rate does the LX 300 reach in CR mode?",
    [LX],
    "sheet says slew rate in CR / CP mode is not specified",
    LX_SLEW,
)
unanswerable(
    "f-36",
    M,
    S,
    "what cr-mode resistance range does the el-150 support?",
    [EL],
    "constant resistance mode is named but no range is given (no evidence)",
)
unanswerable(
    "f-37",
    M,
    S,
    "What is the HBM ESD rating of the RDC2614?",
    [RD],
    "ESD caution: HBM level not specified in this revision",
    RD_ESD,
)
unanswerable(
    "f-38",
    M,
    S,
    "What is the junction-to-ambient thermal resistance of the TR7020 QFP-44 package?",
    [TR],
    "no thermal resistance anywhere in the sheet",
)
unanswerable(
    "f-39",
    H,
    S,
    "how far can the fx-41 detect in direct sunlight, like 20000 lux?",
    [FX],
    "precautions: sensing distance above 10000 lx not specified",
    FX_LUX,
)
unanswerable(
    "f-40",
    E,
    S,
    "does the lfv 20 have ul approval?",
    [LF],
    "notes: UL approval not specified",
    LF_UL,
)
unanswerable(
    "f-41",
    E,
    S,
    "What IP rating does the DLM-8 module have?",
    [DL],
    "FAQ: bare PCB, IP rating not specified",
    DL_IP,
)
unanswerable(
    "f-42",
    E,
    S,
    "esd rating of the tlm-3 module?",
    [TL],
    "application info: ESD rating not specified",
    TL_ESD,
)
