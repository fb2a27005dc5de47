"""Factual questions of the thirtieth hold-out set (34 with items, 8 whose answer
is not in the sheets: insufficient_evidence)."""

from __future__ import annotations

from facts import (
    DL2_BAUD,
    DL2_CABLE,
    DL2_TX,
    DL2_V3,
    DL2_VIH5,
    DMX_BAUD,
    DMX_HUM,
    DMX_V,
    EHG_ACC,
    EHG_IND,
    EHG_IP,
    EHG_P,
    EHG_RESP,
    EHG_V230,
    G24,
    GM_ENCV,
    GM_FREQ,
    GM_IP,
    GM_NL12,
    GM_RANGE06,
    GM_STALL,
    GM_STALL_EV,
    KBD_ABS,
    KBD_LDOI,
    KBD_PEAK,
    KBD_RDS,
    KBD_SLEEP,
    KBD_SPEED,
    KBD_TA,
    KBD_VM,
    KCC_ADDR,
    KCC_SENSE,
    KCC_SLP,
    KCC_SOC,
    KCC_VA,
    MDX_HALL,
    MDX_I12,
    MDX_SP,
    MDX_TOP,
    MDX_VCC,
    XD_ICC_RX,
    XD_RATE,
    XD_VCC,
)
from qkit import DL2, DMX, EHG, GM, KBD, KCC, MDX, XD, Fact, q, unanswerable

S = "simple"


def ask(qid: str, diff: str, question: str, devices: list[str], fact: Fact, qtype: str = S) -> None:
    items, evidence = fact
    q(qid, diff, qtype, question, devices, items, evidence)


def absent(
    qid: str, diff: str, question: str, devices: list[str], note: str, evidence=None
) -> None:
    unanswerable(qid, diff, S, question, devices, note, evidence)


E, M, H = "easy", "medium", "hard"

# ----------------------------------------------------------------- KBD8312
ask("f-1", E, "What is the recommended VM supply voltage range of the KBD8312?", [KBD], KBD_VM)
ask("f-2", E, "whats the abs max motor supply (vm) on the kbd8312?", [KBD], KBD_ABS)
ask("f-3", E, "kbd8312 sleep current with nsleep low?", [KBD], KBD_SLEEP)
ask(
    "f-4",
    M,
    "how many ma can i pull from the kbd8312 v3p3 pin to run other stuff?",
    [KBD],
    KBD_LDOI,
)
ask(
    "f-6",
    H,
    "What is the combined high-side plus low-side RDS(on) of the KBD8312 at TJ = 25 °C "
    "(typ and max)?",
    [KBD],
    KBD_RDS,
)
ask("f-7", M, "What peak phase current can the KBD8312 deliver?", [KBD], KBD_PEAK)
ask("f-8", E, "Operating ambient temperature range of the KBD8312?", [KBD], KBD_TA)
absent(
    "f-9",
    M,
    "How accurately does the KBD8312 hold the motor speed (in %)?",
    [KBD],
    "The sheet says motor-speed accuracy depends on Hall placement and is not specified.",
    KBD_SPEED,
)

# ----------------------------------------------------------------- MDX-4A
ask(
    "f-10",
    E,
    "What supply voltage range is recommended for the MDX-4A driver?",
    [MDX],
    MDX_VCC,
)
ask(
    "f-11",
    M,
    "What is the recommended operating temperature range of the MDX-4A (not the absolute maximum)?",
    [MDX],
    MDX_TOP,
)
ask(
    "f-12",
    M,
    "mdx-4a idle current at 12v with no motor connected?",
    [MDX],
    MDX_I12,
)
ask("f-13", E, "What speed command voltage range does the MDX-4A accept on SV?", [MDX], MDX_SP)
ask(
    "f-14",
    M,
    "What voltage does the MDX-4A put out on its Hall sensor supply pin?",
    [MDX],
    MDX_HALL,
)

# ----------------------------------------------------------------- GM25-370E
ask("f-15", E, "what voltage does the gm25-370e encoder need?", [GM], GM_ENCV)
ask(
    "f-16",
    M,
    "What is the no-load current of the GM25-370E-12 (12 V version)?",
    ["GM25-370E-12"],
    GM_NL12,
)
ask(
    "f-17",
    M,
    "stall current of the 24v gm25-370e?",
    [G24],
    ([GM_STALL[G24]], [GM_STALL_EV]),
)
ask(
    "f-18",
    H,
    "What motor voltage range is allowed for the 6 V version GM25-370E-06?",
    ["GM25-370E-06"],
    GM_RANGE06,
)
absent(
    "f-20",
    E,
    "What IP rating does the GM25-370E gear motor have?",
    [GM],
    "The FAQ says the motor is not sealed and no IP rating is specified.",
    GM_IP,
)
absent(
    "f-21",
    M,
    "What is the maximum output frequency of the GM25-370E encoder?",
    [GM],
    "The FAQ says the maximum encoder frequency is not specified (1.1 kHz at 175 rpm is "
    "an example, not a limit).",
    GM_FREQ,
)

# ----------------------------------------------------------------- EHG 40
ask(
    "f-22",
    E,
    "What operating voltage range does the EHG 40-230 accept?",
    ["EHG 40-230"],
    EHG_V230,
)
ask(
    "f-23",
    M,
    "Compare the maximum power consumption of the EHG 40-024 and the EHG 40-230.",
    ["EHG 40-024", "EHG 40-230"],
    EHG_P,
    "comparison",
)
ask("f-24", E, "ehg 40 humidity accuracy?", [EHG], EHG_ACC)
ask("f-25", E, "What IP protection class is the EHG 40?", [EHG], EHG_IP)
ask(
    "f-26",
    H,
    "What current may the EHG 40 contact switch on an inductive AC load (cos phi 0.6)?",
    [EHG],
    EHG_IND,
)
absent(
    "f-27",
    E,
    "What is the response time of the EHG 40 humidity sensor?",
    [EHG],
    "The notes say the response time is not specified.",
    EHG_RESP,
)

# ----------------------------------------------------------------- KCC1740
ask("f-28", E, "i2c address of the kcc1740?", [KCC], KCC_ADDR)
ask(
    "f-29",
    M,
    "What is the operating voltage range of the KCC1740A (the 1-2 cell version)?",
    ["KCC1740A"],
    KCC_VA,
)
ask("f-30", E, "kcc1740 sleep current?", [KCC], KCC_SLP)
ask(
    "f-31",
    E,
    "What differential current-sense input range does the KCC1740 accept?",
    [KCC],
    KCC_SENSE,
)
absent(
    "f-32",
    M,
    "How accurate is the state of charge reported with the KCC1740?",
    [KCC],
    "The sheet says the gas-gauge accuracy depends on the host algorithm and is not specified.",
    KCC_SOC,
)

# ----------------------------------------------------------------- DL2-M
ask(
    "f-33",
    E,
    "what baud rate do i set on my mcu uart to talk to the dl2-m?",
    [DL2],
    DL2_BAUD,
)
ask(
    "f-34",
    M,
    "What minimum HIGH-level input voltage does RXD_IN of the DL2-M5 need?",
    ["DL2-M5"],
    DL2_VIH5,
)
ask(
    "f-36",
    M,
    "How much host supply current does the DL2-M draw while transmitting?",
    [DL2],
    DL2_TX,
)
ask("f-37", E, "dl2-m3 supply voltage range?", ["DL2-M3"], DL2_V3)
absent(
    "f-38",
    E,
    "What is the maximum DALI cable length for the DL2-M?",
    [DL2],
    "The remarks say the maximum DALI cable length is not specified for this module.",
    DL2_CABLE,
)

# ----------------------------------------------------------------- XD485E
ask("f-39", E, "What supply voltage does the XD485E need (min/typ/max)?", [XD], XD_VCC)
ask(
    "f-40",
    H,
    "What supply current does the XD485E draw with the driver disabled and the receiver "
    "enabled (DE = 0 V, RE = 0 V)?",
    [XD],
    XD_ICC_RX,
)
ask("f-41", E, "max data rate of the xd485e?", [XD], XD_RATE)
absent(
    "f-42",
    M,
    "What is the junction-to-ambient thermal resistance of the XD485E in the SOIC package?",
    [XD],
    "No thermal resistance is given anywhere in the sheet.",
)

# ----------------------------------------------------------------- DMX-TTL01
ask("f-43", E, "what voltage can the dmx-ttl01 run on?", [DMX], DMX_V)
ask("f-44", E, "What communication rate does the DMX-TTL01 use on the DMX side?", [DMX], DMX_BAUD)
absent(
    "f-45",
    E,
    "dmx-ttl01 operating humidity range?",
    [DMX],
    "The FAQ says operating humidity is not specified.",
    DMX_HUM,
)
