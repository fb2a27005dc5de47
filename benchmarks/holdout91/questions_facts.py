"""Factual questions of the ninety-first hold-out set (42: 34 with items, 8 whose
answer is not in the sheets)."""

from __future__ import annotations

import facts as F
from qkit import AD, AG, HC, KD, NX, RV, SV, XZ, Fact, join, q, unanswerable

E, M, H = "easy", "medium", "hard"
N = iter(range(1, 100))


def fq(diff: str, text: str, devs: list[str], *facts: Fact, note: str = "") -> None:
    items, evidence = join(*facts)
    q(f"f-{next(N):02d}", diff, "simple", text, devs, items, evidence, note=note)


def ie(diff: str, text: str, devs: list[str], note: str, *facts: Fact) -> None:
    evidence = join(*facts)[1] if facts else []
    unanswerable(f"f-{next(N):02d}", diff, "simple", text, devs, note, evidence)


# ---------------------------------------------------------------- AGS-RS2
fq(E, "What supply voltage does the AGS-RS2-W soil probe need?", [AG], F.AG_VW)
fq(
    M,
    "whats the supply range of the ags-rs2-l version?",
    [AG],
    F.AG_VL,
    note="the -W column (7 ~ 30 V) sits beside it in the same row",
)
fq(E, "default baud rate of the ags-rs2?", [AG], F.AG_BAUD)
fq(
    H,
    "Over what ambient temperature range may the AGS-RS2's electronics be operated?",
    [AG],
    F.AG_TOP,
    note="the -40 ~ +80 °C row is the soil temperature measuring range",
)
fq(E, "how accurate is the ags-rs2 soil temp reading?", [AG], F.AG_TACC)
ie(
    E,
    "What is the EC (conductivity) accuracy of the AGS-RS2?",
    [AG],
    "the sheet says the AGS-RS2 does not measure EC",
    F.AG_EC,
)
# ---------------------------------------------------------------- SVD-16E
fq(E, "What logic supply voltage does the SVD-16E accept on VCC?", [SV], F.SV_VCC)
fq(
    M,
    "max servo voltage on the svd-16e-hv?",
    [SV],
    F.SV_VP_HV,
    note="SVD-16E row 6.0 V and the 16 V absolute limit are the look-alikes",
)
fq(
    E,
    "default i2c address of the svd-16e?",
    [SV],
    F.SV_ADDR,
    note="0x70 (All-Call) and register addresses are not the board address",
)
fq(
    H,
    "What is the absolute maximum V+ servo-power voltage of the standard SVD-16E (not the HV)?",
    [SV],
    F.SV_ABS_VP,
    note="a leader line in the absolute maximum list; 6.0 V is the operating maximum",
)
ie(
    M,
    "How accurate is the SVD-16E's internal PWM oscillator?",
    [SV],
    "no oscillator tolerance is given",
)
# ---------------------------------------------------------------- KDB-2405
fq(E, "What input voltage range does the KDB-2405 accept?", [KD], F.KD_VIN)
fq(
    E,
    "kdb-2405h output voltage?",
    [KD],
    F.KD_VOUT_H,
    note="the KDB-2405 column (5.0 V) is the look-alike",
)
fq(
    M,
    "How much output current can the KDB-2405 deliver at 70 °C ambient?",
    [KD],
    F.KD_I70,
    note="derating table with temperature columns; 5.0 A is the rating up to 50 °C",
)
fq(E, "KDB-2405 input current when switched off with EN low?", [KD], F.KD_OFF)
fq(
    H,
    "what's the highest input voltage the kdb-2405 can survive, even briefly?",
    [KD],
    F.KD_SURGE,
)
ie(E, "What is the line regulation of the KDB-2405?", [KD], "no line regulation is given")
# ---------------------------------------------------------------- NX-M10G
fq(E, "What supply voltage does the NX-M10G GNSS module need?", [NX], F.NX_VCC)
fq(E, "nx-m10g default baud rate?", [NX], F.NX_BAUD)
fq(
    M,
    "What is the tracking sensitivity of the NX-M10G?",
    [NX],
    F.NX_SENS,
    note="cold start -148 dBm and reacquisition -160 dBm are unnamed rows below it",
)
fq(E, "max position update rate of the nx-m10g?", [NX], F.NX_RATE)
fq(E, "How much current does the NX-M10G draw while tracking?", [NX], F.NX_ITRK)
ie(
    H,
    "What is the NX-M10G's warm-start time to first fix?",
    [NX],
    "only cold start (26 s) and hot start (1 s) are given",
    F.NX_TTFF,
)
# ---------------------------------------------------------------- ADB-8S12
fq(
    M,
    "what supply range does the adb-8s12-r board need?",
    [AD],
    F.AD_VDD_R,
    note="the plain ADB-8S12 row (2.7 ... 5.5 V) is the look-alike",
)
fq(
    M,
    "What is the maximum SPI clock of the ADB-8S12 when run at 2.7 V?",
    [AD],
    F.AD_SPI27,
    note="unnamed second row under the 5.0 V row (2.0 MHz)",
)
fq(E, "adb-8s12 max sample rate at 5v?", [AD], F.AD_SPS5)
fq(
    H,
    "How much current does the ADB-8S12's converter chip draw while converting at VDD = 2.7 V?",
    [AD],
    F.AD_I27,
    note="column per supply voltage; 400 µA is at 5.0 V, the power LED row is separate",
)
ie(E, "What is the offset error of the ADB-8S12?", [AD], "no offset error is given")
# ---------------------------------------------------------------- RVF-30A
fq(E, "What continuous and burst current can the RVF-30A handle?", [RV], F.RV_CUR)
fq(
    M,
    "bec output of the rvf-30a-s, volts and amps?",
    [RV],
    F.RV_BEC_S,
    note="RVF-30A linear BEC 5 V / 2 A is the look-alike",
)
fq(E, "What input voltage range does the RVF-30A accept?", [RV], F.RV_VIN)
fq(
    M,
    "what level does the rvf-30a need on its throttle signal wire to see a logic high?",
    [RV],
    F.RV_VIH,
)
ie(
    E,
    "operating temperature range of the rvf-30a?",
    [RV],
    "no operating temperature is given (only the 110 °C over-heat threshold)",
)
# ---------------------------------------------------------------- XZ-OLED96
fq(
    E,
    "What supply voltage range does the XZ-OLED96 module accept?",
    [XZ],
    F.XZ_VCC,
    note="driver IC logic supply 1.65 ... 3.3 V and absolute maximum 6.0 V are the look-alikes",
)
fq(
    M,
    "which i2c addresses can the xz-oled96 use?",
    [XZ],
    F.XZ_ADDR,
    note="0x78 / 0x7A are 8-bit write bytes, not addresses",
)
fq(
    M,
    "How much current does the XZ-OLED96-YB draw with all pixels lit?",
    [XZ],
    F.XZ_I_YB,
    note="unnamed YB row under the W row (25 / 32 mA)",
)
fq(
    E,
    "What is the XZ-OLED96's operating temperature range?",
    [XZ],
    F.XZ_TOP,
    note="storage -40 ... +85 °C in the absolute maximum table",
)
ie(E, "What is the frame rate of the XZ-OLED96?", [XZ], "no frame rate is given")
# ---------------------------------------------------------------- HCS-20A
fq(
    E,
    "What is the sensitivity of the HCS-20A-5?",
    [HC],
    F.HC_SENS5,
    note="HCS-20A-3 column 66 mV/A is the look-alike",
)
fq(
    M,
    "what voltage range does the hcs-20a-3 output swing over at full scale?",
    [HC],
    F.HC_SWING3,
)
fq(E, "What current range can the HCS-20A measure?", [HC], F.HC_RANGE)
ie(M, "What is the linearity error of the HCS-20A?", [HC], "only total output error is given")
