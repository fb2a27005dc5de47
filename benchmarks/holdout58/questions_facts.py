"""Factual questions of the fifty-eighth hold-out set (42: 34 with items, 8 whose
answer is not in the sheet)."""

from __future__ import annotations

from facts import (
    DS_ICALL_V,
    DS_ISB,
    DS_LOCK,
    DS_TOP_V,
    DS_VBUS,
    DX_P_IDLE,
    DX_RELAY,
    DX_STRIKE_POE,
    DX_TOP,
    DX_VDC,
    GD_ACC_24,
    GD_IQ_12,
    GD_IQ_24,
    GD_K2,
    GD_TOP,
    GD_VABS_12,
    GD_VIH,
    GD_VIL,
    GD_VMOT_24,
    KN_I_ECO,
    KN_VB,
    KN_VLOAD,
    KN_VOUT_S,
    KS_ION_12,
    KS_ISB_5,
    KS_RELAY,
    KS_VIN_12,
    SM_STBY_Z,
    SM_TX,
    TH_ACC,
    TH_BAUD,
    TH_RELAY,
    TH_VIN,
    ZY_EN,
    ZY_IWORK_H,
)
from qkit import DS, DX, GD, KN, KS, SM, TH, ZY, Fact, ev, join, q, unanswerable

E, M, H = "easy", "medium", "hard"
N = iter(range(1, 100))


def fq(diff: str, text: str, devs: list[str], *facts: Fact, note: str = "") -> None:
    items, evidence = join(*facts)
    q(f"f-{next(N):02d}", diff, "simple", text, devs, items, evidence, None, note)


def only(fact: Fact, index: int) -> Fact:
    """One item of a fact that lists several versions, with the fact's evidence."""
    return [fact[0][index]], fact[1]


# ---------------------------------------------------------------- GDC-450
fq(E, "What motor supply voltage range does the GDC-450-24 accept?", [GD], GD_VMOT_24)
fq(
    E,
    "whats the standby current of the gdc-450-12 with the door closed?",
    [GD],
    GD_IQ_12,
    note="First of two standby rows; the -24 row (22 / 35 mA) is the look-alike.",
)
fq(E, "What is the absolute maximum VMOT rating of the GDC-450-12?", [GD], GD_VABS_12)
fq(
    M,
    "What ambient temperature range is the GDC-450 recommended for? I mean the operating "
    "conditions, not the absolute maximum rating.",
    [GD],
    GD_TOP,
    note="Abs max -30 to +70 °C is the look-alike.",
)
fq(
    E,
    "how much current can the gdc-450-24 accessory output supply for photo eyes and a keypad?",
    [GD],
    GD_ACC_24,
)
fq(
    M,
    "On the GDC-450, what is the maximum contact current and voltage of the courtesy light "
    "relay K2?",
    [GD],
    GD_K2,
)
fq(
    M,
    "gdc-450 wall button input PB1 - what voltage counts as a low and what as a high?",
    [GD],
    GD_VIH,
    GD_VIL,
    note="Symbol-only VIH / VIL rows under the PB1 section row.",
)
fq(
    H,
    "What is the maximum standby supply current of the GDC-450-24 version with the door "
    "closed and the receiver on?",
    [GD],
    GD_IQ_24,
    note="Unnamed second row of the standby current; the -12 row (28 / 40 mA) is the look-alike.",
)
# ---------------------------------------------------------------- KSY-GD2
fq(E, "what supply does the ksy-gd2-12 need?", [KS], KS_VIN_12)
fq(E, "Standby current of the KSY-GD2-5 (the micro USB version)?", [KS], KS_ISB_5)
fq(E, "What is the relay contact rating of the KSY-GD2 wifi garage module?", [KS], KS_RELAY)
fq(
    M,
    "How much current does the KSY-GD2-12 draw while the relay is on?",
    [KS],
    KS_ION_12,
    note="One column per version; the -5 column says 120 mA.",
)
# ---------------------------------------------------------------- DS-72
fq(
    E,
    "What bus supply voltage does the DS-72V door station need?",
    [DS],
    only(DS_VBUS, 1),
)
fq(E, "standby current of the ds-72a audio door station?", [DS], only(DS_ISB, 0))
fq(
    M,
    "What's the DS-72V's current consumption during a call?",
    [DS],
    DS_ICALL_V,
    note="Footnote (1): with the illumination LEDs on.",
)
fq(
    M,
    "operating temperature range of the ds-72v video version?",
    [DS],
    DS_TOP_V,
    note="Footnote (2) camera limit; the DS-72A range -25 ... +55 °C is the look-alike.",
)
fq(E, "ds-72 lock output: what voltage and how many ma can it give?", [DS], DS_LOCK)
# ---------------------------------------------------------------- DSX-10
fq(
    E,
    "What supply voltage range does the DSX-10 accept when it is not powered by PoE?",
    [DX],
    DX_VDC,
    note="Only in the opening prose.",
)
fq(
    M,
    "DSX-10 operating temperature range?",
    [DX],
    DX_TOP,
    note="The absolute maximum table also has an 'Operating temperature' row (-40 / +70 °C).",
)
fq(E, "dsx-10 relay contact rating?", [DX], DX_RELAY)
fq(
    M,
    "How much current can the DSX-10 strike output deliver when the station runs on PoE?",
    [DX],
    DX_STRIKE_POE,
    note="500 mA applies on 12 V DC.",
)
fq(E, "What is the typical idle power of the DSX-10 on PoE?", [DX], DX_P_IDLE)
# ---------------------------------------------------------------- KN-E300
fq(E, "What is the recommended supply voltage range of the KN-E300?", [KN], KN_VB)
fq(E, "max no-load output voltage of the kn-e300s (solar one)?", [KN], KN_VOUT_S)
fq(
    M,
    "How much current does the KN-E300 draw in eco mode at 12 V?",
    [KN],
    KN_I_ECO,
    note="Typ.-only table per pulse mode.",
)
fq(
    H,
    "What output voltage does the plain KN-E300 (not the S) keep into a 500 ohm load?",
    [KN],
    KN_VLOAD,
    note="The no-load 9,500 V row and the KN-E300S column (3,200 V) are look-alikes.",
)
# ---------------------------------------------------------------- ZY-EF05
fq(E, "zy-ef05h working current with EN high?", [ZY], ZY_IWORK_H)
fq(E, "What logic levels does the ZY-EF05 EN input need?", [ZY], ZY_EN)
# ---------------------------------------------------------------- THC-120
fq(E, "What is the supply voltage range of the THC-120?", [TH], TH_VIN)
fq(E, "thc-120 heater relay rating?", [TH], TH_RELAY)
fq(M, "probe accuracy of the thc-120 between 0 and 10 c?", [TH], TH_ACC)
fq(
    E,
    "What baud rate does the THC-120M Modbus port use?",
    [TH],
    TH_BAUD,
    note="Only in the overview prose.",
)
# ---------------------------------------------------------------- SMC-230
fq(E, "transmit power of the smc-230z zigbee radio?", [SM], SM_TX)
fq(
    M,
    "What is the standby power of the SMC-230Z (the Zigbee version)?",
    [SM],
    SM_STBY_Z,
    note="The wired SMC-230 column says 0.3 W.",
)

# ---------------------------------------------------------------- not in the sheets (8)
U = iter(range(50, 100))


def uq(diff: str, text: str, devs: list[str], note: str, *facts: Fact) -> None:
    evidence = join(*facts)[1] if facts else None
    unanswerable(f"f-{next(U):02d}", diff, "simple", text, devs, note, evidence)


uq(
    E,
    "what's the max door weight the gdc-450 can handle?",
    [GD],
    "No door weight is given; the notes leave it to the installer.",
    ([], [ev(GD, 2, "weight and spring balance are the responsibility of the installer.")]),
)
uq(
    E,
    "what's the wifi range of the ksy-gd2 in meters?",
    [KS],
    "The FAQ says no value is given.",
    ([], [ev(KS, 2, "A：Depends on the router, no value is given.")]),
)
uq(E, "What IK impact rating does the DS-72 door station have?", [DS], "Only IP54 is given.")
uq(
    M,
    "What sound pressure level does the DSX-10 speaker reach?",
    [DX],
    "Only 2 W, 8 Ω is given.",
)
uq(E, "What is the output pulse width of the KN-E300?", [KN], "Only the pulse interval is given.")
uq(
    M,
    "what voltage does the zy-ef05 put out into a 500 ohm load?",
    [ZY],
    "Only the no-load pulse voltage is given.",
)
uq(
    M,
    "What IP rating does the THC-120 controller enclosure have?",
    [TH],
    "Only NEMA 4X is given, no IP code.",
)
uq(
    H,
    "how many switching cycles is the smc-230 output relay rated for?",
    [SM],
    "No relay life is given.",
)
