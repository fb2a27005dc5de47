"""Factual questions of the seventy-ninth hold-out set (42: 34 with items, 8 whose
answer is not in the sheets)."""

from __future__ import annotations

import facts as F
from qkit import BS, FB, GR, MK, ND, SR, TK, TO, Fact, join, q, unanswerable

E, M, H = "easy", "medium", "hard"
N = iter(range(1, 100))


def fq(diff: str, text: str, devs: list[str], *facts: Fact, note: str = "") -> None:
    items, evidence = join(*facts)
    q(f"f-{next(N):02d}", diff, "simple", text, devs, items, evidence, note=note)


def ie(diff: str, text: str, devs: list[str], note: str, *facts: Fact) -> None:
    evidence = join(*facts)[1] if facts else []
    unanswerable(f"f-{next(N):02d}", diff, "simple", text, devs, note, evidence)


# ---------------------------------------------------------------- NDC-320
fq(E, "What supply voltage does the NDC-320 CO2 sensor module need?", [ND], F.ND_VCC)
fq(
    E,
    "ndc-320 average current draw at 5v?",
    [ND],
    F.ND_IAVG,
    note="the 150 mA peak current (lamp on) is the look-alike row",
)
fq(E, "what baud rate does the ndc-320 uart use?", [ND], F.ND_BAUD)
fq(
    M,
    "What is the detection range of the NDC-320B?",
    [ND],
    F.ND_RANGE_B,
    note="NDC-320A (2000 ppm) and NDC-320C (10000 ppm) are the neighbouring rows",
)
fq(
    H,
    "How accurate is the NDC-320B's CO2 reading?",
    [ND],
    F.ND_ACC_B,
    note="±(50 ppm + 5 % of reading); the NDC-320C row says ±(100 ppm + 5 %)",
)
ie(E, "What IP rating does the NDC-320 have?", [ND], "no ingress protection is stated")

# ---------------------------------------------------------------- MKB-ADC16
fq(E, "mkb-adc16 supply voltage range?", [MK], F.MK_VDD)
fq(E, "mkb-adc16 i2c addresses?", [MK], F.MK_ADDR)
fq(
    E,
    "how much current does the mkb-adc16 pull while converting continuously?",
    [MK],
    F.MK_IDD,
)
fq(M, "Which sample rates can the MKB-ADC16 be set to?", [MK], F.MK_RATE)
fq(
    H,
    "Over what temperature range may the MKB-ADC16 board be operated?",
    [MK],
    F.MK_TOP,
    note="the -40 to +125 °C row is the on-board chip's range, not the board's",
)
ie(
    M,
    "What is the offset drift of the MKB-ADC16 in µV/°C?",
    [MK],
    "no offset drift is given (only INL 1 LSB)",
)

# ---------------------------------------------------------------- FB-1205
fq(E, "What input voltage range does the FB-1205 buck module accept?", [FB], F.FB_VIN)
fq(
    M,
    "how much current can the fb-1205u deliver continuously?",
    [FB],
    F.FB_IOUT_U,
    note="3 A is the FB-1205T column; 3 A is also the -U peak (10 s)",
)
fq(
    M,
    "What is the limiting input voltage of the FB-1205, the one that must never be exceeded?",
    [FB],
    F.FB_ABS,
    note="24 V is the operating maximum; 30 V is the TVS clamp",
)
fq(
    H,
    "What no-load input current does the FB-1205U draw?",
    [FB],
    F.FB_NL_U,
    note="6 mA is the FB-1205T; bilingual name wrapped over two lines",
)
ie(E, "What is the line regulation of the FB-1205?", [FB], "not specified")

# ---------------------------------------------------------------- GRW-CS12
fq(E, "what voltage does the grw-cs12 run on?", [GR], F.GR_VCC)
fq(E, "How much current does the GRW-CS12 soil sensor draw?", [GR], F.GR_I)
fq(
    M,
    "What voltage range comes out of the GRW-CS12's AOUT pin?",
    [GR],
    F.GR_OUT,
    note="the typical-readings table per supply voltage (1.20 ... 2.95 V) is the look-alike",
)
fq(
    M,
    "max voltage i can put on the grw-cs12 vcc pin without killing it?",
    [GR],
    F.GR_ABS,
    note="only in the teacher notes",
)
ie(
    E,
    "How accurate is the GRW-CS12 in percent volumetric water content?",
    [GR],
    "the card says the readings are relative and not calibrated",
    F.GR_CAL,
)

# ---------------------------------------------------------------- SRL-76
fq(E, "What supply voltage range does the SRL-76 LoRa module accept?", [SR], F.SR_VCC)
fq(E, "srl-76 rx current?", [SR], F.SR_IRX)
fq(E, "What is the maximum SPI clock of the SRL-76?", [SR], F.SR_SPI)
fq(
    E,
    "srl-76-868 frequency range?",
    [SR],
    F.SR_F868,
    note="one column per band variant",
)
fq(
    H,
    "What receiver sensitivity does the SRL-76-915 reach at SF12 and 125 kHz bandwidth?",
    [SR],
    F.SR_SENS915,
    note="-148 / -146 dBm are the other variants; the unnamed SF7 row follows",
)
ie(
    M,
    "What is the frequency tolerance of the SRL-76's TCXO in ppm?",
    [SR],
    "the 32 MHz TCXO is named but no tolerance is given",
)

# ---------------------------------------------------------------- BSR-1
fq(
    E,
    "What control voltage range do the BSR-1 solid state relays accept?",
    [BS],
    F.BS_CTRL,
)
fq(E, "max load current of the bsr-1a25 with a heatsink?", [BS], F.BS_I_A25)
fq(
    M,
    "What load voltage can the BSR-1D20 switch?",
    [BS],
    F.BS_VL_D20,
    note="the AC types' 24 ... 240 / 440 VAC are in the same row",
)
fq(
    M,
    "How much current may a BSR-1A10 carry without a heat sink?",
    [BS],
    F.BS_INHS_A10,
    note="unnamed row under 'Rated load current, with heat sink'",
)
ie(
    E,
    "Which safety approvals (UL, VDE, CE) does the BSR-1 series carry?",
    [BS],
    "no approvals are listed",
)

# ---------------------------------------------------------------- TKD-45
fq(E, "What motor supply voltage range does the TKD-45 accept?", [TK], F.TK_VMOT)
fq(E, "tkd-45 logic supply voltage?", [TK], F.TK_VDD)
fq(
    M,
    "How much current per phase can the TKD-45HC deliver without a heat sink?",
    [TK],
    F.TK_INHS_HC,
    note="1.0 A is the plain TKD-45",
)
fq(
    M,
    "max current per coil on the plain tkd-45 with a heatsink and a fan?",
    [TK],
    F.TK_IHS_45,
    note="2.5 A is the TKD-45HC",
)
ie(
    E,
    "At what temperature does the TKD-45's thermal shutdown trip?",
    [TK],
    "thermal protection is mentioned without a threshold; 150 °C is the junction limiting value",
)

# ---------------------------------------------------------------- TOH-OLED13
fq(
    E,
    "What supply voltage does the TOH-OLED13 accept?",
    [TO],
    F.TO_VCC,
    note="the KX1107 logic VDD 1.65 - 3.5 V is the controller's own rail",
)
fq(E, "toh-oled13 i2c address?", [TO], F.TO_ADDR)
fq(E, "How much current does the TOH-OLED13 draw with every pixel lit?", [TO], F.TO_IALL)
ie(E, "what's the rated lifetime of the toh-oled13 panel in hours?", [TO], "not stated")
