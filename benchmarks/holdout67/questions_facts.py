"""Factual questions of the sixty-seventh hold-out set (42: 34 with items, 8 whose
answer is not in the sheets)."""

from __future__ import annotations

import facts as F
from qkit import BL, DM, EC, LM, NP, PD, SM, TS, Fact, join, q, unanswerable

E, M, H = "easy", "medium", "hard"
N = iter(range(1, 100))


def fq(diff: str, text: str, devs: list[str], *facts: Fact, note: str = "") -> None:
    items, evidence = join(*facts)
    q(f"f-{next(N):02d}", diff, "simple", text, devs, items, evidence, note=note)


def ie(diff: str, text: str, devs: list[str], note: str) -> None:
    unanswerable(f"f-{next(N):02d}", diff, "simple", text, devs, note)


# ---------------------------------------------------------------- easy
fq(E, "What is the VBAT supply voltage range (min / typ / max) of the HW-LM200?", [LM], F.LM_VBAT)
fq(E, "whats the abs max on vbat for the hw-lm200?", [LM], F.LM_ABS)
fq(E, "What default baud rate does the HW-LM200 main UART use?", [LM], F.LM_BAUD)
fq(E, "What pressure range does the NP-31 cover?", [NP], F.NP_RANGE)
fq(E, "np-31 i2c address?", [NP], F.NP_ADDR)
fq(E, "What is the maximum SPI clock frequency of the NP-31?", [NP], F.NP_SPI)
fq(E, "zs-bl12 what input voltage can i feed it?", [BL], F.BL_VIN)
fq(E, "What peak current can the ZS-BL12 deliver, and for how long?", [BL], F.BL_PEAK)
fq(E, "What supply voltage range does the SMC4120 need?", [SM], F.SM_VCC)
fq(E, "How much current does the PDT-20 board itself consume?", [PD], F.PD_OWN)
fq(E, "pdt-20 working temp range?", [PD], F.PD_TEMP)
fq(E, "ec12r-m supply voltage range?", [EC], F.EC_VCC)
fq(
    E,
    "What voltage and current is the push switch of the EC12R-M rated for?",
    [EC],
    F.EC_SW,
    note="not the encoder contacts (DC 5 V, 1 mA)",
)
fq(E, "What is the accuracy of the TSN-10K probe between 0 and 70 °C?", [TS], F.TS_ACC)
fq(E, "how fast does the tsn-10k respond? thermal time constant?", [TS], F.TS_TAU)
fq(E, "What is the recommended VCC range of the DM4-56 display module?", [DM], F.DM_VCC)
fq(E, "dm4-56 operating temp?", [DM], F.DM_TEMP)
fq(E, "standby current of the zs-bl12 board?", [BL], F.BL_STBY)
fq(E, "What is the standby current of the NP-31 (typ and max)?", [NP], F.NP_STBY)

# ---------------------------------------------------------------- medium
fq(
    M,
    "What current range and sensitivity does the SMC4120-20B have?",
    ["SMC4120-20B"],
    F.SM_RANGE_20,
    F.sm_sel("SMC4120-20B", 20, 100),
    note="selection guide row; not the -05B (264 mV/A) or -50B (40 mV/A)",
)
fq(
    M,
    "What is the operating temperature range of the HW-LM200G (the GNSS version)?",
    ["HW-LM200G"],
    F.LM_TEMP_G,
    note="-30 ~ +75 °C; the 'extended' -40 ~ +85 °C row does not guarantee GNSS",
)
fq(M, "psm current of the lm200g version (the one with gnss)?", ["HW-LM200G"], F.LM_PSM_G)
fq(
    M,
    "How much current does the HW-LM200G draw when transmitting LTE-M on band 4 at 23 dBm?",
    ["HW-LM200G"],
    F.LM_TX4_G,
    note="unnamed continuation row on page 2, HW-LM200G column",
)
fq(
    M,
    "What absolute pressure accuracy does the NP-31 give between 0 and +40 °C?",
    [NP],
    F.NP_ACC_NARROW,
    note="unnamed second row; the -20...+65 °C band is ±0.8 hPa",
)
fq(M, "What is the NP-31 supply current at 1 Hz in low-power mode?", [NP], F.NP_ILP)
fq(
    M,
    "zs-bl12 without heatsink how many amps continuous?",
    [BL],
    F.BL_I_NOHS,
)
fq(
    M,
    "What total output error does the SMC4120-05B have between -40 °C and 25 °C?",
    ["SMC4120-05B"],
    F.SM_ERR_05_COLD,
)
fq(
    M,
    "How much output current can the PDT-20X supply?",
    ["PDT-20X"],
    F.PD_I_X,
    F.PD_X_CABLE,
    note="5 A only with an e-marked 5 A cable and a 100 W charger, else 3 A",
)
fq(M, "tsn-10k-p1 (the pvc cable one) usable temp range?", ["TSN-10K-P1"], F.TS_RANGE_P1)
fq(
    M,
    "How much current does the green DM4-56G draw from 3.3 V at brightness level 4?",
    ["DM4-56G"],
    F.DM_G33_L4,
)
fq(M, "What is the SMC4120 supply current (typical and maximum)?", [SM], F.SM_ICC)

# ---------------------------------------------------------------- hard
fq(
    H,
    "What operating ambient temperature range does the SMC4120 datasheet give?",
    [SM],
    F.SM_TEMP,
    note="only in the dot-leader absolute maximum list (suffix B); the condition sentence "
    "names the same range",
)
fq(
    H,
    "What voltage do the HW-LM200's UART / GPIO pins run at, and what is the most they may see?",
    [LM],
    join(F.LM_IO, F.LM_IO_ABS),
)
fq(
    H,
    "red dm4-56 on 3v3 at max brightness, how much current?",
    ["DM4-56R"],
    F.DM_R33_MAX,
    note="row DM4-56R, 3.3 V, Level 8 (max); not the 5.0 V row (80 mA)",
)

# ---------------------------------------------------------------- not in the sheets (8)
ie(E, "What is the RMS pressure noise of the NP-31 in high-resolution mode?", [NP], "no noise")
ie(E, "whats the voltage drop across the pdt-20 at 3a?", [PD], "no drop / on-resistance")
ie(E, "What is the contact resistance of the EC12R-M encoder?", [EC], "not given")
ie(E, "what wavelength are the red dm4-56r segments?", ["DM4-56R"], "not given")
ie(M, "What is the receiver sensitivity of the HW-LM200 on LTE-M band 20?", [LM], "no RX data")
ie(
    M,
    "What is the maximum motor speed (electrical rpm) the ZS-BL12 supports?",
    [BL],
    "only a typical test-data row (10200 rpm at 100 % with one motor); no limit stated",
)
ie(
    M,
    "What continuous working isolation voltage (VIORM) does the SMC4120 have?",
    [SM],
    "only a 2.1 kVRMS isolation rating; no working voltage",
)
ie(
    H,
    "What is the B25/100 value of the TSN-10K?",
    [TS],
    "only B25/85 (3435 K) is given",
)
