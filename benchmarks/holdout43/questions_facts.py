"""Factual questions of the forty-third hold-out set (33 with items, 8 whose answer
is not in the sheets)."""

from __future__ import annotations

from facts import (
    CP_IP,
    CP_SF12,
    CP_SLEEP,
    CP_T,
    CP_TX,
    EV_IOFF,
    EV_ION,
    EV_IP,
    EV_NOTRIP,
    EV_T,
    EV_V,
    JB_T,
    JBA_I,
    JBB_SB,
    KL_ABS,
    KL_IQ,
    KL_NO420,
    KL_T,
    KL_VOUT1,
    M400_R,
    M480_C,
    MT_RESP,
    MT_T,
    MT_TQ,
    N24_P,
    NS_AC15,
    NS_IP,
    NS_LIFE,
    NS_T,
    RT_IF,
    RT_OUT,
    RT_RESP,
    RT_T,
    RT_V,
    ZJ_BAUD,
    ZJ_STG,
    ZJ_V,
    ZJ_VIH,
)
from qkit import Fact, join, q, unanswerable

S = "simple"
E, M, H = "easy", "medium", "hard"


def ask(qid: str, diff: str, question: str, devices: list[str], fact: Fact, note: str = "") -> None:
    items, evidence = fact
    q(qid, diff, S, question, devices, items, evidence, None, note)


def unknown(
    qid: str, diff: str, question: str, devices: list[str], note: str, evidence=None
) -> None:
    unanswerable(qid, diff, S, question, devices, note, evidence)


def plus(fact: Fact, extra: list[dict]) -> Fact:
    return fact[0], fact[1] + [e for e in extra if e not in fact[1]]


# ---------------------------------------------------------------- JB-620
ask(
    "f-01",
    E,
    "How much current does the JB-620A draw while a coin is passing?",
    ["JB-620A"],
    JBA_I,
    "working current column JB-620A (≤300mA), not the JB-620B ≤180mA",
)
ask(
    "f-02",
    E,
    "jb-620b standby current?",
    ["JB-620B"],
    JBB_SB,
    "≤35mA (JB-620B column; ≤50mA is the A)",
)
ask(
    "f-03",
    E,
    "What is the operating temperature range of the JB-620 coin acceptor?",
    ["JB-620"],
    JB_T,
)

# ---------------------------------------------------------------- EVC-32
ask(
    "f-06",
    E,
    "What supply voltage range does the EVC-32 EVSE controller need?",
    ["EVC-32"],
    EV_V,
    "Table 1 (11.4 / 12.0 / 12.6 V); 16 V is the absolute maximum",
)
ask(
    "f-08",
    M,
    "How much current does the EVC-32 take with the contactor driver switched on?",
    ["EVC-32"],
    EV_ION,
    "unnamed second row under Supply current: max 560 mA",
)
ask(
    "f-09",
    E,
    "evc-32 idle current (contactor off)?",
    ["EVC-32"],
    EV_IOFF,
)
ask(
    "f-11",
    M,
    "What is the operating temperature range of the EVC-32-3P?",
    ["EVC-32-3P"],
    EV_T,
    "Table 1 continued on page 2; -40 to +85 °C on page 1 is storage",
)
ask("f-12", E, "ip rating of the evc-32 module?", ["EVC-32"], EV_IP)
unknown(
    "f-13",
    M,
    "How fast does the EVC-32 trip when its RDC-DD input sees 6 mA DC residual current?",
    ["EVC-32"],
    "tripping time of the RDC-DD input is not specified (only the 6 mA trip level)",
    EV_NOTRIP,
)

# ---------------------------------------------------------------- CPL-2
ask(
    "f-14",
    E,
    "What's the sleep current of the CPL-2 pulse counter?",
    ["CPL-2"],
    CP_SLEEP,
    "6 µA, prose only",
)
ask("f-15", E, "cpl-2 tx power in dbm?", ["CPL-2"], CP_TX)
ask("f-18", E, "Operating temperature range of the CPL-2?", ["CPL-2"], CP_T, "feature list only")
ask("f-19", E, "is the cpl-2 waterproof? what ip?", ["CPL-2"], CP_IP)
unknown(
    "f-21",
    M,
    "How many years does the CPL-2 battery last at SF12 with one uplink per hour?",
    ["CPL-2"],
    "battery life at SF12 is not specified (10 years is at SF7)",
    CP_SF12,
)

# ---------------------------------------------------------------- ZJ-PC4
ask("f-22", E, "What supply voltage does the ZJ-PC4 accept?", ["ZJ-PC4"], ZJ_V)
ask(
    "f-24",
    M,
    "In PNP mode, what voltage counts as a high level on a ZJ-PC4 input?",
    ["ZJ-PC4"],
    ZJ_VIH,
    "wrapped name 'Input high level (PNP mode)'",
)
ask("f-25", E, "zj-pc4 baud rate range", ["ZJ-PC4"], ZJ_BAUD, "default 9600 only in a note")
ask("f-26", E, "What is the storage temperature of the ZJ-PC4?", ["ZJ-PC4"], ZJ_STG)
unknown(
    "f-27",
    E,
    "What humidity range is the ZJ-PC4 rated for?",
    ["ZJ-PC4"],
    "no humidity rating anywhere in the manual",
)

# ---------------------------------------------------------------- KLV5210
ask(
    "f-28",
    E,
    "What is the quiescent current of the KLV5210?",
    ["KLV5210"],
    KL_IQ,
    "typ 12 mA, max 16 mA at VS = ±15 V",
)
ask(
    "f-30",
    H,
    "On a single 12 V supply, what output voltage swing does the KLV5210 give?",
    ["KLV5210"],
    KL_VOUT1,
    "unnamed second row of 'Output voltage range': 0 to 10 V; -10..+10 V is at ±15 V",
)
ask(
    "f-31",
    M,
    "klv5210 max operating temp?",
    ["KLV5210"],
    KL_T,
    "recommended -40 to +85 °C; +105 °C is the absolute-maximum row with the same name",
)
ask(
    "f-33",
    H,
    "What is the absolute maximum single supply voltage of the KLV5210?",
    ["KLV5210"],
    KL_ABS,
)
unknown(
    "f-34",
    M,
    "What is the output current range of the KLV5210's 4-20 mA output?",
    ["KLV5210"],
    "the sheet says a 4-20 mA output is not provided and is not specified",
    KL_NO420,
)

# ---------------------------------------------------------------- RTQ-300
ask("f-35", E, "What supply voltage does the RTQ-310 torque sensor need?", ["RTQ-310"], RT_V)
ask(
    "f-36",
    E,
    "rtq-350 F type current draw?",
    ["RTQ-350"],
    RT_IF,
    "typ.-only table: F type 70 mA (V type 90 mA)",
)
ask("f-37", E, "What is the analog output of the RTQ-302V at rated torque?", ["RTQ-302"], RT_OUT)
ask(
    "f-38",
    M,
    "What ambient temperature can the RTQ-310 be operated in?",
    ["RTQ-310"],
    RT_T,
    "0 to +60 ℃; +10..+50 ℃ is the compensated range, -20..+70 storage",
)
ask("f-40", E, "Response time of the RTQ-310V output?", ["RTQ-310"], RT_RESP)
unknown(
    "f-41",
    M,
    "What is the zero-point temperature drift of the RTQ-310?",
    ["RTQ-310"],
    "no temperature coefficient of zero or span is given; only a compensated range",
)

# ---------------------------------------------------------------- NSR 3.2
ask(
    "f-42",
    E,
    "How much power does the NSR 3.2-24 safety relay consume?",
    ["NSR 3.2-24"],
    N24_P,
    "2.2 W with footnote (1): at 24 V DC, all relays energised; 4.5 VA is the -230",
)
ask(
    "f-43",
    H,
    "what current can the nsr 3.2 safety contacts switch on an AC-15 (contactor coil) load at 230 V?",
    ["NSR 3.2"],
    NS_AC15,
    "footnote (2): AC-15 3 A / 230 V, not the 6 A resistive row",
)
ask(
    "f-44",
    E,
    "What is the operating temperature range of the NSR 3.2?",
    ["NSR 3.2"],
    NS_T,
)
ask("f-46", E, "What IP rating does the NSR 3.2 have?", ["NSR 3.2"], NS_IP)
unknown(
    "f-47",
    M,
    "What is the electrical life of the NSR 3.2 safety contacts at 6 A?",
    ["NSR 3.2"],
    "only mechanical life (10 million) is given; electrical life not specified",
    NS_LIFE,
)

# ---------------------------------------------------------------- MTR-3F
ask(
    "f-48",
    E,
    "What voltage range does the MTR-3F-400 measure?",
    ["MTR-3F-400"],
    M400_R,
    "one column per mains version: 300 … 500 V",
)
ask(
    "f-49",
    M,
    "contact rating of the mtr-3f-480 output relay?",
    ["MTR-3F-480"],
    M480_C,
    "5 A / 250 V AC in the -480 column (8 A for the others)",
)
ask(
    "f-50",
    E,
    "How fast does the MTR-3F react to a phase loss?",
    ["MTR-3F"],
    MT_RESP,
)
ask(
    "f-51",
    E,
    "mtr-3f operating temperature?",
    ["MTR-3F"],
    join(MT_T, ([], [MT_TQ])),
)
unknown(
    "f-53",
    M,
    "What is the rated impulse withstand voltage of the MTR-3F?",
    ["MTR-3F"],
    "no insulation / impulse voltage data in the leaflet",
)
unknown(
    "f-54",
    E,
    "how many coins is the jb-620 rated for before it wears out?",
    ["JB-620"],
    "service life (number of coins) is not specified (FAQ Q2)",
    [
        {
            "doc": "jb-620.pdf",
            "page": 2,
            "quote": "Service life (number of coins) is not specified.",
        }
    ],
)
