"""Factual questions of the thirty-first hold-out set (42: 34 with items, 8
insufficient_evidence)."""

from __future__ import annotations

from facts import (
    C10,
    C25,
    ISV_ABS,
    ISV_F1,
    ISV_IA,
    ISV_V,
    ISV_VIB,
    KLX_ABS,
    KLX_ADDR,
    KLX_IREG,
    KLX_ISD,
    KLX_RDS125,
    KLX_V,
    KLX_VIH,
    KLX_VREG,
    KPX_IP,
    KPX_IRP,
    KPX_RT,
    KPX_TA,
    KPX_TS,
    MOS_I5,
    MOS_IP,
    MOS_V,
    MOS_VIL,
    P025,
    PSX_ACC,
    PSX_TA,
    PSX_V,
    PSX_WARM,
    SLG_IRX30,
    SLG_OSSD,
    SLG_RT30,
    SLG_V,
    TBK_C10_40,
    TBK_HUM,
    TBK_TA,
    UMD_EN,
    UMD_IB,
    UMD_LIFE,
    UMD_TA,
    UMD_V,
    psx_range,
    tbk_dc,
)
from qkit import ISV, KLX, KPX, MOS, PSX, SLG, TBK, UMD, Fact, join, q, unanswerable

S = "simple"
E, M, H = "easy", "medium", "hard"


def ask(qid: str, diff: str, question: str, devices: list[str], fact: Fact, note: str = "") -> None:
    items, evidence = fact
    q(qid, diff, S, question, devices, items, evidence, None, note)


# ----------------------------------------------------------------- easy
ask(
    "f-01", E, "What supply voltage range does the SLG 4 safety light curtain accept?", [SLG], SLG_V
)
ask(
    "f-03",
    E,
    "What ambient temperature range is the TBK-63 miniature circuit breaker rated for in operation?",
    [TBK],
    TBK_TA,
    "ratings table continued on page 2; the storage row (-40 to +70) is a look-alike",
)
ask(
    "f-05",
    E,
    "What is the supply voltage range (min/typ/max) of the ISV 18 speed sensor?",
    [ISV],
    ISV_V,
)
ask("f-06", E, "how many ma can the isv 18 output switch?", [ISV], ISV_IA)
ask("f-07", E, "What is the absolute maximum supply voltage of the ISV 18?", [ISV], ISV_ABS)
ask("f-08", E, "what voltage does the umd-24 mist maker board need?", [UMD], UMD_V)
ask("f-10", E, "what logic level does the EN pin on the umd-24 want?", [UMD], UMD_EN)
ask("f-11", E, "What is the response time of the KPX-T15 through-beam sensor?", [KPX], KPX_RT)
ask("f-13", E, "What is the operating ambient temperature range of the KPX-T15?", [KPX], KPX_TA)
ask("f-14", E, "kpx-t15 ip rating? gonna mount it near a wash-down area", [KPX], KPX_IP)
ask(
    "f-15",
    E,
    "What is the recommended supply voltage range (VIN) of the KLX3203?",
    [KLX],
    KLX_V,
    "recommended 6-36 V, not the 42 V absolute maximum",
)
ask("f-16", E, "What is the absolute maximum VIN rating of the KLX3203?", [KLX], KLX_ABS)
ask("f-17", E, "which i2c addresses can the klx3203 be set to?", [KLX], KLX_ADDR)
ask("f-20", E, "klx3203 shutdown current in ua?", [KLX], KLX_ISD)
ask("f-22", E, "what input voltage range can the mos-4ch led strip board take?", [MOS], MOS_V)
ask("f-24", E, "What PWM signal low level does the MOS-4CH require?", [MOS], MOS_VIL)
ask(
    "f-26",
    E,
    "what supply voltage should i run the psx pressure switch on (recommended, not abs max)?",
    [PSX],
    PSX_V,
)
ask("f-27", E, "What is the switch-point accuracy of the PSX pressure switch?", [PSX], PSX_ACC)
ask("f-29", E, "how long after power-up are the psx outputs valid?", [PSX], PSX_WARM)
ask("f-33", E, "how much current can each ossd output of the slg 4 give?", [SLG], SLG_OSSD)
# ----------------------------------------------------------------- medium
ask(
    "f-02",
    M,
    "slg 4-30 response time? need it for the safety distance calc",
    [SLG],
    SLG_RT30,
    "SLG 4-30 column (8 ms), not SLG 4-14 (12 ms)",
)
ask(
    "f-04",
    M,
    "what's the dc voltage rating of a tbk-63c25, per pole?",
    [TBK],
    tbk_dc(C25, 48),
    "TBK-63C25 column (48 V); the other ratings are 60 V",
)
ask(
    "f-09",
    M,
    "What is the maximum working current of the UMD-24B (three-disc version)?",
    [UMD],
    UMD_IB,
)
ask(
    "f-12",
    M,
    "What is the maximum current consumption of the receiver of the PNP version KPX-T15P?",
    [KPX],
    KPX_IRP,
    "receiver of the PNP model: 22 mA (NPN receiver 20 mA, emitter 25 mA)",
)
ask(
    "f-18",
    M,
    "What is the output switch on-resistance of the KLX3203 at TJ = 125 °C?",
    [KLX],
    KLX_RDS125,
    "unnamed second row of the RDS(on) parameter",
)
ask("f-19", M, "What VIH limits apply to the SDA/SCL/EN inputs of the KLX3203?", [KLX], KLX_VIH)
ask(
    "f-21",
    M,
    "At what voltage and up to what current can the KLX3203 VREG LDO supply an external MCU?",
    [KLX],
    join(KLX_VREG, KLX_IREG),
)
ask("f-25", M, "What is the measuring range of the PSX-025?", [PSX], psx_range(P025, 25))
ask(
    "f-28",
    M,
    "What ambient (not media) temperature range is the PSX pressure switch rated for?",
    [PSX],
    PSX_TA,
    "ambient -25 to 80 °C; the media temperature row says -25 to 85 °C",
)
ask(
    "f-31",
    M,
    "How much current does the SLG 4-30 receiver draw without load?",
    [SLG],
    SLG_IRX30,
    "SLG 4-30 column of the wrapped 'Current consumption receiver (no load)' row",
)
ask(
    "f-34",
    M,
    "What storage temperature range does the KPX-T15 tolerate?",
    [KPX],
    KPX_TS,
    "only in footnote *3 of the ambient temperature row",
)
# ----------------------------------------------------------------- hard
ask(
    "f-23",
    H,
    "with a 5v supply, how many amps per channel can the mos-4ch handle with all 4 channels on?",
    [MOS],
    MOS_I5,
    "typical table row DC5V (3 A), not the general ≤4A",
)
ask(
    "f-30",
    H,
    "What current can a TBK-63C10 carry at 40 °C ambient according to the derating table?",
    [TBK],
    TBK_C10_40,
)
ask(
    "f-32",
    H,
    "What switching frequency does the ISV 18 reach on a module 1 gear wheel?",
    [ISV],
    ISV_F1,
    "8 kHz for module 1; 12 kHz (feature list) is for module 2",
)
# ----------------------------------------------------------------- not in the sheet
unanswerable(
    "f-35",
    E,
    S,
    "What PFHd value does the SLG 4 light curtain have?",
    [SLG],
    "no PFHd value in the sheet",
)
unanswerable(
    "f-36",
    E,
    S,
    "What operating humidity range is the TBK-63 breaker rated for?",
    [TBK],
    "the sheet says operating humidity is not specified",
    TBK_HUM,
)
unanswerable(
    "f-37",
    E,
    S,
    "what vibration rating does the isv 18 have?",
    [ISV],
    "vibration and shock resistance not specified",
    ISV_VIB,
)
unanswerable(
    "f-38",
    E,
    S,
    "how many hours does the umd-24 atomizer disc last?",
    [UMD],
    "disc life not specified",
    UMD_LIFE,
)
unanswerable(
    "f-39",
    E,
    S,
    "What is the beam spot diameter of the KPX-T15 emitter at 15 m?",
    [KPX],
    "no spot size in the sheet",
)
unanswerable(
    "f-40",
    E,
    S,
    "What is the junction-to-ambient thermal resistance of the KLX3203?",
    [KLX],
    "no thermal resistance in the sheet",
)
unanswerable("f-41", M, S, "mos-4ch ip rating?", [MOS], "IP rating not specified (FAQ)", MOS_IP)
unanswerable(
    "f-42",
    M,
    S,
    "What switching hysteresis range can be set on the PSX-010?",
    [PSX],
    "only the set point adjustment range is given, no hysteresis",
)
_ = (C10, UMD_TA)
