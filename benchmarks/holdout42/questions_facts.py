"""Factual questions of the forty-second hold-out set (34 with items, 8 whose answer
is not in the sheets)."""

from __future__ import annotations

from facts import (
    BF_ADDR,
    BF_I,
    BF_V,
    DW_BAUD,
    DW_IP,
    DW_V,
    DWK_I,
    DWK_SLEEP,
    E16_1,
    E16_BP,
    ED_1,
    ED_ABSIN,
    ED_T,
    ED_UL,
    IO_ABS,
    IO_ION,
    IO_V,
    IO_VIH,
    KP_0500,
    KP_ATEX,
    KP_IP,
    KP_RT,
    KPR_OUT,
    KPR_V,
    KPV_I,
    KPV_V,
    KS_T,
    KS_V,
    KSR_BAUD,
    KSR_SLEEP,
    KSU_I100,
    KSU_VIH,
    P016_RANGE,
    PT_OUT,
    PT_V,
    ZK24_ON,
    ZK24_V,
    ZK_CNT,
)
from qkit import BF, DW, ED, IO, KP, KS, PT, ZK, Fact, q, unanswerable

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
ask("f-01", E, "What supply voltage range does the DWH-43 serial HMI accept?", [DW], DW_V)
ask(
    "f-02",
    E,
    "how much current does the dwh-43k pull with the backlight at 100%?",
    ["DWH-43K"],
    DWK_I,
    "DWH-43T column beside it: 250 mA",
)
ask(
    "f-04",
    E,
    "what baud rates does the dwh-43 uart support?",
    [DW],
    DW_BAUD,
    "factory default 9600 and the baud=115200 example are decoys",
)
ask(
    "f-06",
    E,
    "What is the recommended supply voltage (min/typ/max) of the KS-70V display?",
    [KS],
    KS_V,
    "abs max row with the same name: -0.3～6.0",
)
ask(
    "f-08",
    E,
    "What is the recommended operating temperature range of the KS-70V?",
    [KS],
    KS_T,
    "abs max table has -20～+70 under the same row name",
)
ask("f-09", E, "what voltage does the bf-hmi35 run on?", [BF], BF_V, "values only in prose")
ask(
    "f-10",
    E,
    "roughly how many ma does the bf-hmi35 draw with the backlight at full?",
    [BF],
    BF_I,
)
ask("f-11", E, "What is the I2C address of the BF-HMI35 touch controller?", [BF], BF_ADDR)
ask("f-13", E, "What supply voltage does the PTX 10-V pressure transmitter need?", [PT], PT_V)
ask("f-14", E, "output signal range of the ptx 10-v?", [PT], PT_OUT)
ask(
    "f-15",
    E,
    "What is the measuring range of the PTX-016 version?",
    ["PTX-016"],
    P016_RANGE,
    "one column per range version; overpressure 40 bar and burst 60 bar are decoys",
)
ask(
    "f-16",
    E,
    "For the EDI 1608, what input voltage is recognised as signal '1'?",
    [ED],
    ED_1,
    "EDI 1616 column beside it: 11 … 30 V",
)
ask("f-19", E, "What is the recommended supply voltage range of the IOX-8DI?", [IO], IO_V)
ask("f-20", E, "abs max supply for the iox-8di?", [IO], IO_ABS)
ask(
    "f-22",
    E,
    "What supply voltage does the ZK-DI8-24 take?",
    ["ZK-DI8-24"],
    ZK24_V,
    "ZK-DI8-12 column: DC 12V±10%",
)
ask(
    "f-23",
    E,
    "what supply range for the kpt-200v (the 0-10v one)?",
    ["KPT-200V"],
    KPV_V,
    "KPT-200R row directly under it: 4.75 / 5.0 / 5.25 V",
)
ask("f-25", E, "response time of the kpt-200?", [KP], KP_RT)

# ---------------------------------------------------------------- medium
ask(
    "f-26",
    M,
    "What is the typical supply current of the KS-70VU with the backlight at 100 %?",
    ["KS-70VU"],
    KSU_I100,
    "typ.-only table, one column per version (KS-70VR 545 mA)",
)
ask(
    "f-27",
    M,
    "ks-70vr sleep current (backlight off)?",
    ["KS-70VR"],
    KSR_SLEEP,
    "KS-70VU 12 mA in the next column",
)
ask(
    "f-28",
    M,
    "Maximum baud rate of the RS-232C version KS-70VR?",
    ["KS-70VR"],
    KSR_BAUD,
    "the KS-70VU column goes to 921600",
)
ask(
    "f-29",
    M,
    "What RXD input-high voltage range does the KS-70VU accept?",
    ["KS-70VU"],
    KSU_VIH,
    "two-line row name",
)
ask("f-30", M, "how much does the dwh-43k draw in sleep?", ["DWH-43K"], DWK_SLEEP)
ask(
    "f-31",
    M,
    "What is the EDI 1616's signal '1' input voltage range?",
    ["EDI 1616"],
    E16_1,
    "the EDI 1608 column says 15 … 30",
)
ask(
    "f-32",
    M,
    "How much 5 V backplane current does the EDI 1616 draw?",
    ["EDI 1616"],
    E16_BP,
    "two-line bilingual row name; EDI 1608 35 mA",
)
ask(
    "f-33",
    M,
    "edi 1608 operating temp range? (the table runs onto page 2)",
    [ED],
    ED_T,
    "table continued on page 2; storage -25 … +70 below",
)
ask(
    "f-34",
    M,
    "What is the IOX-8DI supply current at 24 V with all inputs on?",
    [IO],
    IO_ION,
    "unnamed second row under 'Supply current'",
)
ask("f-35", M, "What ON-state input voltage (VIH) does the IOX-8DI need?", [IO], IO_VIH)
ask(
    "f-36",
    M,
    "whats the input ON threshold on the zk-di8-24?",
    ["ZK-DI8-24"],
    ZK24_ON,
    "ZK-DI8-12 column: ≥7V",
)
ask(
    "f-37",
    M,
    "What output voltage range does the ratiometric KPT-200R give at 5 V supply?",
    ["KPT-200R"],
    KPR_OUT,
    "unnamed second row under 'Output voltage'",
)
ask(
    "f-38",
    M,
    "What is the supply voltage range (min/typ/max) of the KPT-200R?",
    ["KPT-200R"],
    KPR_V,
    "unnamed second row; abs max 16 V elsewhere",
)

# ---------------------------------------------------------------- hard
ask(
    "f-39",
    H,
    "What is the maximum continuous voltage allowed on an EDI 1608 input (limit value)?",
    [ED],
    ED_ABSIN,
    "35 V for < 500 ms is the look-alike row",
)
ask(
    "f-40",
    H,
    "typ / max supply current of the kpt-200v at 24 v?",
    ["KPT-200V"],
    KPV_I,
)
ask(
    "f-41",
    H,
    "Which IP rating does the KPT-200 have in the Packard connector version?",
    [KP],
    KP_IP,
    "cable version IP67 in the same cell",
)
ask(
    "f-42",
    H,
    "What is the measuring range of the KPT-200 with range code -0500?",
    [KP],
    KP_0500,
    "proof 1000 psi and burst 2500 psi are decoys",
)

# ---------------------------------------------------------------- not in the sheets
unknown(
    "f-43",
    E,
    "What IP rating does the DWH-43 module have?",
    [DW],
    "sheet: waterproof (IP) rating not specified",
    DW_IP,
)
unknown(
    "f-44",
    M,
    "what's the backlight lifetime (hours) of the ks-70v?",
    [KS],
    "no backlight lifetime anywhere in the sheet",
)
unknown(
    "f-45",
    E,
    "What is the storage temperature range of the BF-HMI35?",
    [BF],
    "only operating temp 0 to 50 °C is given",
)
unknown(
    "f-46",
    M,
    "What long-term stability (% FS per year) does the PTX 10-V specify?",
    [PT],
    "not in the sheet; accuracy ±0.5 / ±1.0 % FS is a different spec",
)
unknown(
    "f-47",
    E,
    "Is the EDI 1608 UL listed? what's the UL file?",
    [ED],
    "sheet: UL approval not specified",
    ED_UL,
)
unknown(
    "f-48",
    M,
    "What operating humidity range is given for the IOX-8DI?",
    [IO],
    "no humidity spec in the sheet",
)
unknown(
    "f-49",
    H,
    "max counting / pulse input frequency on the zk-di8?",
    [ZK],
    "sheet: counting / high-speed pulse input not specified (the IOX-8DI has 5 kHz)",
    ZK_CNT,
)
unknown(
    "f-50",
    M,
    "Does the KPT-200 have ATEX approval, and for which zone?",
    [KP],
    "sheet: hazardous-location approval not specified",
    KP_ATEX,
)
