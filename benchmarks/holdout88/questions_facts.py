"""Factual questions of the eighty-eighth hold-out set (42: 34 with items, 8 whose
answer is not in the sheets)."""

from __future__ import annotations

import facts as F
from qkit import DZ, KS, LM, ML, QJ, TB, TG, XA, Fact, join, q, unanswerable

E, M, H = "easy", "medium", "hard"
N = iter(range(1, 100))


def fq(diff: str, text: str, devs: list[str], *facts: Fact, note: str = "") -> None:
    items, evidence = join(*facts)
    q(f"f-{next(N):02d}", diff, "simple", text, devs, items, evidence, note=note)


def ie(diff: str, text: str, devs: list[str], note: str, *facts: Fact) -> None:
    evidence = join(*facts)[1] if facts else []
    unanswerable(f"f-{next(N):02d}", diff, "simple", text, devs, note, evidence)


# ---------------------------------------------------------------- DZ-HCHO2
fq(
    E,
    "What is the measuring range of the DZ-HCHO2-A formaldehyde module?",
    [DZ],
    F.DZ_RANGE_A,
    note="the -B column 0 ~ 5 ppm and the over-range row 10 / 20 ppm are the look-alikes",
)
fq(E, "dz-hcho2 supply voltage range?", [DZ], F.DZ_VCC)
fq(
    M,
    "Over what temperature range can the DZ-HCHO2 be operated?",
    [DZ],
    F.DZ_TOP,
    note="storage -20 ~ +50 °C is the look-alike row",
)
fq(M, "how long does the dz-hcho2 need to warm up after power on?", [DZ], F.DZ_WARM)
fq(
    H,
    "What is the absolute maximum supply voltage of the DZ-HCHO2?",
    [DZ],
    F.DZ_ABS,
    note="stated only in note 3; 5.5 V is the recommended maximum",
)
fq(E, "what baud rate does the dz-hcho2 uart use?", [DZ], F.DZ_BAUD)
ie(
    E,
    "what's the zero drift per year of the dz-hcho2?",
    [DZ],
    "no zero drift or long-term stability figure; only the 2-year expected life",
)
# ---------------------------------------------------------------- KSA1247
fq(E, "What is the recommended analog supply (AVDD) range of the KSA1247?", [KS], F.KS_AVDD)
fq(
    E,
    "ksa1247 abs max avdd?",
    [KS],
    F.KS_ABS,
    note="5.3 V is the recommended maximum",
)
fq(
    H,
    "What is the maximum SPI clock of the KSA1247 when DVDD is 2.8 V?",
    [KS],
    F.KS_SCLK2,
    note="the 2 MHz limit is an unnamed continuation row under the 5 MHz row",
)
fq(
    M,
    "What differential input range does the KSA1247 have at a PGA gain of 128?",
    [KS],
    F.KS_RANGE128,
)
fq(
    M,
    "ksa1247 analog current at gain 128 with avdd 5v?",
    [KS],
    F.KS_I5_128,
    note="typ.-only table with one column per AVDD; 1.6 mA is the 3.0 V column",
)
fq(
    H,
    "Over what ambient temperature range may the KSA1247C be used?",
    [KS],
    F.KS_TOP_C,
    note="the I grade -40 to +105 °C is the look-alike row",
)
fq(
    E,
    "ksa1247 power-down current at 5v avdd?",
    [KS],
    F.KS_PD5,
    note="0.2 µA is the AVDD = 3.0 V column",
)
ie(
    M,
    "What is the integral nonlinearity (INL) of the KSA1247?",
    [KS],
    "no INL / linearity figure in the sheet",
)
# ---------------------------------------------------------------- TBZ-2S
fq(
    E,
    "What is the continuous discharge current of the TBZ-2S20?",
    [TB],
    F.TB_I20,
    note="35 ± 5 A is the over-current trip point",
)
fq(E, "tbz-2s10 quiescent current?", [TB], F.TB_Q10)
fq(E, "What charging voltage does the TBZ-2S board expect at P+ / P-?", [TB], F.TB_VCHG)
fq(E, "operating temp range of the tbz-2s bms?", [TB], F.TB_TOP)
ie(
    E,
    "tbz-2s short circuit protection delay time?",
    [TB],
    "short-circuit protection is only stated as 'yes'; no delay time",
)
# ---------------------------------------------------------------- QJ-R315
fq(E, "What supply voltage range does the QJ-R315-12 accept?", [QJ], F.QJ_V12)
fq(E, "standby current of the qj-r315-05?", [QJ], F.QJ_ISTAT05)
fq(E, "How much current does the QJ-R315-24 draw with its relay on?", [QJ], F.QJ_ION24)
fq(
    M,
    "what current can the qj-r315 relay switch if the load is a motor?",
    [QJ],
    F.QJ_IND,
    note="10 A is for resistive loads; the inductive limit is in the note below the table",
)
ie(
    M,
    "What is the electrical life (number of operations) of the QJ-R315's relay?",
    [QJ],
    "no relay life given",
)
# ---------------------------------------------------------------- LMK-T232
fq(E, "What supply voltage range does the LMK-T232 module accept?", [LM], F.LM_VCC)
fq(E, "max baud rate of the lmk-t232?", [LM], F.LM_RATE)
fq(
    H,
    "What minimum TTL high level does the LMK-T232's TXD input need when the module runs on 5 V?",
    [LM],
    F.LM_VIH5,
    note="unnamed row under the VCC = 3.3 V row (2.0 V)",
)
fq(
    M,
    "What ambient temperature range is the LMK-T232 module specified for?",
    [LM],
    F.LM_TOP,
)
ie(
    E,
    "What ESD protection level (kV) do the LMK-T232's RS-232 pins have?",
    [LM],
    "no ESD rating in the sheet",
)
# ---------------------------------------------------------------- XA-3W
fq(E, "What supply voltage range does the XA-3W2 amplifier module take?", [XA], F.XA_VDD)
fq(
    M,
    "idle current of the xa-3w1 mono board?",
    [XA],
    F.XA_IQ1,
    note="unnamed row under the XA-3W2 10 mA row",
)
fq(E, "What is the absolute maximum supply voltage of the XA-3W amplifier?", [XA], F.XA_ABS)
ie(M, "xa-3w psrr?", [XA], "no PSRR figure; only SNR and efficiency")
# ---------------------------------------------------------------- TGS-12
fq(E, "What supply voltage range does the TGS-12 speed sensor accept?", [TG], F.TG_VCC)
fq(E, "how much current can the tgs-12a output sink?", [TG], F.TG_SINK)
fq(E, "What IP rating does the TGS-12 housing have?", [TG], F.TG_IP)
ie(
    H,
    "What magnetic operate point (in gauss) does the TGS-12 switch at?",
    [TG],
    "gear-tooth sensor; no magnetic switching points given",
)
# ---------------------------------------------------------------- MLK
fq(E, "What is the operating voltage of the MLK-600 maglock?", [ML], F.ML_V)
fq(
    E,
    "mlk-600 current draw when locked?",
    [ML],
    F.ML_I600,
    note="MLK-280 300 mA and MLK-600S 530 mA are the neighbouring columns",
)
fq(
    E,
    "What is the operating temperature range of the MLK locks?",
    [ML],
    F.ML_TOP,
    note="stated in °F first, °C in brackets",
)
ie(
    M,
    "What IP rating does the MLK-600 have?",
    [ML],
    "no IP rating; the sheet only says indoor only",
    F.ML_INDOOR,
)
