"""Factual questions of the eighty-first hold-out set (42: 34 with items, 8 whose
answer is not in the sheets)."""

from __future__ import annotations

import facts as F
from qkit import BL, BS, ID, LC, LL, RK, TH, WP, Fact, join, q, unanswerable

E, M, H = "easy", "medium", "hard"
N = iter(range(1, 100))


def fq(diff: str, text: str, devs: list[str], *facts: Fact, note: str = "") -> None:
    items, evidence = join(*facts)
    q(f"f-{next(N):02d}", diff, "simple", text, devs, items, evidence, note=note)


def ie(diff: str, text: str, devs: list[str], note: str, *facts: Fact) -> None:
    evidence = join(*facts)[1] if facts else []
    unanswerable(f"f-{next(N):02d}", diff, "simple", text, devs, note, evidence)


# ---------------------------------------------------------------- WPS-A20
fq(E, "What supply voltage range does the WPS-A20 ultrasonic sensor accept?", [WP], F.WP_VCC)
fq(
    M,
    "how many ma does the wps-a20 pull when i run it off 3.3v?",
    [WP],
    F.WP_I33,
    note="the VCC = 5.0 V row (15 / 20 mA) is the look-alike; the rows share one parameter name",
)
fq(
    E,
    "What distance range can the PWM version, WPS-A20P, measure?",
    [WP],
    F.WP_RANGE_P,
    note="the WPS-A20U column says 25 - 450 cm",
)
fq(
    H,
    "What baud rate does the WPS-A20U send at, and how many distance readings per second "
    "does it output?",
    [WP],
    F.WP_BAUD,
    F.WP_RATE,
    note="the rate is only in the prose under the UART frame table (about 10 per second)",
)
ie(
    M,
    "How much current does the WPS-A20U draw while its RX line is held low?",
    [WP],
    "the sheet only says pulling RX low reduces the current; the 2.5 / 5 µA sleep row is for "
    "the -P version only",
    F.WP_RXLOW,
    F.WP_SLEEP_P,
)
# ---------------------------------------------------------------- LLS-8B
fq(E, "What voltage range can side B (VB) of the LLS-8B be supplied with?", [LL], F.LL_VB)
fq(
    M,
    "whats the highest voltage i can run the low side (va) of the lls-8b at?",
    [LL],
    F.LL_VA_HI,
    note="operating 3.6 V; the limiting value 4.6 V is the look-alike",
)
fq(
    M,
    "What is the absolute maximum (limiting) voltage for VB on the LLS-8B?",
    [LL],
    F.LL_ABS_B,
    note="bilingual limiting-values table; 5.5 V is the operating maximum",
)
fq(E, "Up to which I2C clock frequency can the LLS-8B be used?", [LL], F.LL_I2C)
ie(
    E,
    "What is the propagation delay of one LLS-8B channel?",
    [LL],
    "only the OE enable time (200 ns) and data rates are given; no propagation delay",
)
# ---------------------------------------------------------------- BST5-2A
fq(E, "What input voltage range does the BST5-2A boost module accept?", [BS], F.BS_VIN)
fq(E, "what voltage comes out of the bst5-2a?", [BS], F.BS_VOUT)
fq(
    M,
    "How much output current can the BST5-2A deliver when it runs from a Li-ion cell at 3.7 V?",
    [BS],
    F.BS_IOUT37,
    note="the '2 A' of the name needs 4.2 V or more at the input",
)
fq(
    H,
    "max current i can pull from the bst5-2a at 60c ambient with a 4.2v input?",
    [BS],
    F.BS_DERATE,
    note="the table says 2.0 A at 4.2 V, but the derating sentence below it limits to 1.5 A "
    "above 50 °C",
)
fq(
    M,
    "What is the absolute maximum input voltage of the BST5-2A?",
    [BS],
    F.BS_ABS,
    note="only in the Warnings on page 2; 5.0 V is the top of the input range",
)
ie(
    E,
    "At what temperature does the BST5-2A's thermal shutdown trip?",
    [BS],
    "the sheet says the IC has one but gives no temperature",
    F.BS_THERMAL,
)
# ---------------------------------------------------------------- THS-22
fq(E, "What supply voltage does the THS-22 need?", [TH], F.TH_VDD)
fq(
    E,
    "ths-22 humidity accuracy?",
    [TH],
    F.TH_RH_ACC,
    note="±5 %RH below 10 or above 90 %RH is the second, unnamed row",
)
fq(
    M,
    "What temperature range can the THS-22 measure?",
    [TH],
    F.TH_T_RANGE,
    note="0 - 50 °C in the application notes is the normal operating range, not the "
    "measuring range",
)
fq(
    M,
    "what interface does the ths-22 use - is it 1-wire?",
    [TH],
    F.TH_IF,
    note="single-bus, explicitly not Dallas 1-Wire",
)
fq(
    H,
    "Which temperature and humidity range does the THS-22 sheet give as the normal operating "
    "range for long-term use?",
    [TH],
    F.TH_NORMAL,
    note="only in the application notes; -40 ... +80 °C and 0 ... 99.9 %RH are measuring ranges",
)
ie(
    E,
    "What IP rating does the THS-22 have?",
    [TH],
    "no IP rating; the notes say it is not waterproof",
    F.TH_WATER,
)
# ---------------------------------------------------------------- BLM-24T
fq(E, "What supply voltage does the BLM-24T module need?", [BL], F.BL_VCC)
fq(
    M,
    "What voltage can I feed to VIN of the BLM-24T-B breakout?",
    [BL],
    F.BL_VIN_B,
    note="version column of the module / breakout table; 1.8 - 3.6 V is the bare module",
)
fq(E, "blm-24t default baud rate?", [BL], F.BL_BAUD)
fq(
    M,
    "how much current does the blm-24t draw on average while advertising?",
    [BL],
    F.BL_I_ADV,
    note="typ.-only table; TX peak 8.5 mA and RX peak 6.0 mA are the neighbours",
)
ie(
    M,
    "What is the maximum over-the-air data throughput of the BLM-24T in transparent mode?",
    [BL],
    "only the UART baud rates and the 1 Mbps PHY of the RX sensitivity condition are given; no "
    "throughput",
)
# ---------------------------------------------------------------- LCA-24
fq(E, "What supply voltage range does the LCA-24 board take?", [LC], F.LC_VCC)
fq(E, "lca-24 sample rates?", [LC], F.LC_RATE)
fq(
    M,
    "What is the full-scale differential input range of the LCA-24 at gain 64?",
    [LC],
    F.LC_FS64,
    note="unnamed rows under 'Full-scale input'; gain 128 is ±20 mV",
)
fq(
    H,
    "After waking the LCA-24 from power-down at the default data rate, how long until the "
    "first reading is ready?",
    [LC],
    F.LC_WAKE,
    note="default = RATE jumper open = 10 SPS; only in the prose under the chip table",
)
ie(
    E,
    "what i2c address does the lca-24 use?",
    [LC],
    "not an I2C device; the sheet says there is no address",
    F.LC_NOADDR,
)
# ---------------------------------------------------------------- IDV-215
fq(
    E,
    "how long does the idv-215 take to close?",
    [ID],
    F.ID_CLOSE,
    note="opening time 30 ms is the row above",
)
fq(
    E,
    "how much current does the 12v idv-215 coil draw?",
    [ID],
    F.ID_CURR,
    note="one column per coil; 0.21 A is the 24 V DC coil",
)
fq(
    M,
    "What ambient temperature range is the IDV-215 rated for?",
    [ID],
    F.ID_TAMB,
    note="the fluid temperature row +1 ... +80 °C is the look-alike",
)
fq(
    E,
    "coil resistance of the 24 v dc version of the idv-215?",
    [ID],
    F.ID_RES24,
)
ie(
    E,
    "What is the rated switching life of the IDV-215 valve in cycles?",
    [ID],
    "no life or cycle rating is given",
)
# ---------------------------------------------------------------- RKE-11S
fq(E, "How many pulses per revolution does the RKE-11S-2020 give?", [RK], F.RK_RES)
fq(
    M,
    "What voltage and current is the push switch of the RKE-11S rated for?",
    [RK],
    F.RK_SW,
    note="the encoder rating 5 V DC, 0.5 mA is the row above",
)
fq(E, "rke-11s operating temp range?", [RK], F.RK_TOP)
fq(E, "rke-11s-m module supply voltage?", [RK], F.RK_MOD_V)
ie(
    H,
    "What is the contact resistance of the RKE-11S encoder contacts?",
    [RK],
    "only insulation resistance (100 MΩ) and ratings are given; no contact resistance",
)
