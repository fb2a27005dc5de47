"""Compatibility questions of the forty-second hold-out set (28: 10 compatible,
9 incompatible, 9 insufficient_evidence, each of the latter citing the sheet's
own "not specified" line or lacking the one spec the judgment needs)."""

from __future__ import annotations

from facts import (
    BF_5V,
    BF_33,
    BF_IP,
    BF_V,
    DW_IP,
    DW_V,
    DWK_I,
    E16_1,
    ED_1,
    ED_UL,
    IO_LEAK,
    IO_V,
    KP_ATEX,
    KP_H2,
    KPR_OUT,
    KPR_V,
    KPV_ADC,
    KPV_OUT,
    KPV_V,
    KS_GLOVE,
    KS_PSU,
    KS_V,
    KSR_BAUD,
    KSU_I100,
    PT_LOW,
    PT_O2,
    PT_V,
    ZK24_ON,
    ZK24_V,
    ZK_CNT,
    ZK_OUT,
)
from qkit import BF, DW, ED, IO, KS, PT, ZK, Fact, ev, join, q, unanswerable

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


def plus(fact: Fact, extra: list[dict]) -> Fact:
    return fact[0], fact[1] + [e for e in extra if e not in fact[1]]


# ---------------------------------------------------------------- compatible (10)
judge(
    "c-01",
    E,
    "can i power the dwh-43k from a 5v 1a usb wall charger?",
    ["DWH-43K"],
    OK,
    join(DW_V, DWK_I),
    "5 V within 4.75～7 V; 1 A above ≤310 mA (and the ≥5V 500mA note)",
)
judge(
    "c-02",
    E,
    "will my 5v arduino uno tx pin fry the bf-hmi35 rx?",
    [BF],
    OK,
    BF_5V,
    "RX 5 V tolerant, stated in prose",
)
judge(
    "c-03",
    M,
    "I have a 5.0 V / 2 A supply for a KS-70VU. Is it suitable for the display's supply "
    "voltage and current?",
    ["KS-70VU"],
    OK,
    plus(join(KS_V, KSU_I100), KS_PSU),
    "5.0 V within 4.5-5.5 V; 2 A above the 1.0 A the cautions ask for (530 mA typ)",
)
judge(
    "c-04",
    E,
    "can the iox-8di run off the 24v psu in my control cabinet?",
    [IO],
    OK,
    IO_V,
)
judge("c-05", E, "Can the PTX 10-V be supplied from a 24 V DC PLC power supply?", [PT], OK, PT_V)
judge(
    "c-06",
    M,
    "kpt-200r powered from the arduino's 5v pin, output into A0 (5v adc ref) - ok?",
    ["KPT-200R"],
    OK,
    join(KPR_V, KPR_OUT),
    "5 V within 4.75-5.25 V; 0.5-4.5 V output inside a 0-5 V ADC",
)
judge(
    "c-07",
    E,
    "Can a 3-wire PNP sensor switching 24 V drive an EDI 1608 input?",
    [ED],
    OK,
    ED_1,
    "24 V inside signal '1' 15 … 30 V",
)
judge(
    "c-08",
    M,
    "zk-di8 outputs into an esp32 (3v3) with pull-ups to 3.3v, does that work?",
    [ZK],
    OK,
    ZK_OUT,
    "open collector, pull-up 3.3～5V",
)
judge(
    "c-09",
    M,
    "Can a KPT-200V transmitter and an IOX-8DI module share one 24 V DC supply rail?",
    ["KPT-200V", IO],
    OK,
    join(KPV_V, IO_V),
)
judge(
    "c-10",
    H,
    "My old 12 V proximity sensors switch 12 V. Will an EDI 1616 see them as signal '1'?",
    ["EDI 1616"],
    OK,
    E16_1,
    "EDI 1616 signal '1' 11 … 30 V; the EDI 1608 column (15 … 30 V) would reject them",
)

# ---------------------------------------------------------------- incompatible (9)
judge(
    "c-11",
    E,
    "can i run the dwh-43 straight off 12v?",
    [DW],
    NO,
    plus(DW_V, [ev(DW, 2, "Input higher than 7V will damage the on-board regulator.")]),
)
judge(
    "c-12",
    E,
    "bf-hmi35 from the 3v3 rail of my esp32 devkit?",
    [BF],
    NO,
    plus(BF_V, BF_33),
)
judge(
    "c-13",
    E,
    "can i wire the kpt-200v 0-10v output straight into an arduino uno analog pin?",
    ["KPT-200V"],
    NO,
    plus(KPV_OUT, KPV_ADC),
)
judge(
    "c-14",
    E,
    "Can the PTX 10-V be powered from a 12 V DC supply?",
    [PT],
    NO,
    plus(PT_V, PT_LOW),
    "12 V below 15 V minimum",
)
judge(
    "c-15",
    M,
    "Can the KPT-200R ratiometric version be run from a 12 V supply?",
    ["KPT-200R"],
    NO,
    KPR_V,
    "12 V above the 5.25 V recommended maximum (below the 16 V abs max, but not an operating "
    "condition)",
)
judge(
    "c-16",
    M,
    "my sensors output 12v signals, can a zk-di8-24 read them?",
    ["ZK-DI8-24"],
    NO,
    plus(ZK24_ON, [ev(ZK, 2, "12V signals are below the ZK-DI8-24 ON threshold")]),
)
judge(
    "c-17",
    M,
    "I want to run the KS-70VR (RS-232 version) at 230400 bps. Is that supported?",
    ["KS-70VR"],
    NO,
    KSR_BAUD,
    "KS-70VR 9600～115200; the KS-70VU column goes to 921600",
)
judge(
    "c-18",
    E,
    "Will an EDI 1608 detect 12 V sensor signals as signal '1'?",
    [ED],
    NO,
    ED_1,
    "EDI 1608 needs 15 … 30 V; the EDI 1616 column (11 … 30 V) would accept them",
)
judge(
    "c-19",
    H,
    "Can a KPT-200V transmitter and a ZK-DI8-24 input module both run from one 12 V DC supply?",
    ["KPT-200V", "ZK-DI8-24"],
    NO,
    join(KPV_V, ZK24_V),
    "KPT-200V is fine at 12 V (12-30 V) but the ZK-DI8-24 needs 18～30V",
)

# ---------------------------------------------------------------- insufficient evidence (9)
unknown(
    "c-20",
    E,
    "can i mount the dwh-43 outdoors where it gets rained on?",
    [DW],
    "IP rating not specified for the bare module",
    DW_IP,
)
unknown(
    "c-21",
    M,
    "Will the KS-70V touch panel work with operators wearing work gloves?",
    [KS],
    "glove operation not specified",
    KS_GLOVE,
)
unknown(
    "c-22",
    E,
    "bf-hmi35 on a boat dashboard with spray - ok?",
    [BF],
    "no IP rating specified",
    BF_IP,
)
unknown(
    "c-23",
    H,
    "Is the PTX 10-V suitable for an oxygen line at 10 bar (PTX-016 version)?",
    ["PTX-016"],
    "the range fits, but oxygen service is not specified",
    PT_O2,
)
unknown(
    "c-24",
    E,
    "Our panel builder requires UL-listed I/O. Can we use the EDI 1608?",
    [ED],
    "UL approval not specified",
    ED_UL,
)
unknown(
    "c-25",
    H,
    "can i hook 2-wire prox sensors with 1.5 ma leakage to the iox-8di without false ons?",
    [IO],
    "IOX-8DI: two-wire leakage not specified (the EDI 1616 allows 1.5 mA, a different part)",
    IO_LEAK,
)
unknown(
    "c-26",
    M,
    "I need to count 2 kHz encoder pulses on a ZK-DI8-24 input. Will it keep up?",
    ["ZK-DI8-24"],
    "counting / high-speed pulse input not specified (≤1ms response is not a counting spec)",
    ZK_CNT,
)
unknown(
    "c-27",
    E,
    "Can the KPT-200V be installed in a Class I Div 2 hazardous area?",
    ["KPT-200V"],
    "hazardous-location approval not specified",
    KP_ATEX,
)
unknown(
    "c-28",
    H,
    "kpt-200v on a hydrogen fuel-cell test rig at 24v, is it good for h2?",
    ["KPT-200V"],
    "24 V is in range, but hydrogen service is not specified",
    KP_H2,
)
