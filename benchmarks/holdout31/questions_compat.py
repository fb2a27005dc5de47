"""Compatibility questions of the thirty-first hold-out set (28: 10 compatible,
9 incompatible, 9 insufficient_evidence, each of the latter citing the sheet's
own "not specified" line, so one required check has no evidence)."""

from __future__ import annotations

from facts import (
    C06,
    C16,
    C25,
    ISV_V,
    ISV_VIB,
    KLX_ABS,
    KLX_INABS,
    KLX_V,
    KLX_VIH,
    KPX_CLEAR,
    KPX_IO,
    KPX_V,
    MOS_36,
    MOS_I5,
    MOS_I12,
    MOS_REV,
    MOS_V,
    MOS_VIH,
    P010,
    P025,
    PSX_IO,
    PSX_O2,
    PSX_V,
    SLG_12V,
    SLG_CABLE,
    SLG_V,
    TBK_HUM,
    UMD_12V,
    UMD_IB,
    UMD_LIFE,
    UMD_V,
    UMD_WATER,
    psx_range,
    tbk_dc,
    tbk_in,
)
from qkit import ISV, KLX, KPX, MOS, PSX, SLG, TBK, UMD, Fact, join, q, unanswerable

C = "compatibility"
OK, NO = "compatible", "incompatible"
E, M, H = "easy", "medium", "hard"


def judge(
    qid: str, diff: str, question: str, devices: list[str], verdict: str, fact: Fact, note: str = ""
) -> None:
    items, evidence = fact
    q(qid, diff, C, question, devices, items, evidence, verdict, note)


def unknown(qid: str, diff: str, question: str, devices: list[str], note: str, evidence) -> None:
    unanswerable(qid, diff, C, question, devices, note, evidence)


# ----------------------------------------------------------------- easy
judge(
    "c-43",
    E,
    "can i run the umd-24a mist board off a 12v wall wart?",
    [UMD],
    NO,
    join(UMD_V, UMD_12V),
)
judge(
    "c-44",
    E,
    "can the slg 4 light curtain run from the 12 V supply of my machine?",
    [SLG],
    NO,
    join(SLG_V, SLG_12V),
)
judge("c-45", E, "Can the MOS-4CH be powered from a 12 V LED strip supply?", [MOS], OK, MOS_V)
judge(
    "c-46",
    E,
    "will the mos-4ch handle a 36v led strip?",
    [MOS],
    NO,
    join(MOS_V, MOS_36),
)
judge(
    "c-48", E, "Can the KLX3203 be supplied from a 24 V LED strip power supply?", [KLX], OK, KLX_V
)
judge(
    "c-49",
    E,
    "Can the PSX pressure switch run on a 24 V DC supply and drive a 200 mA solenoid valve from one output?",
    [PSX],
    OK,
    join(PSX_V, PSX_IO),
)
judge(
    "c-69",
    E,
    "kpx-t15n on a 12v supply switching a 50ma relay, ok?",
    [KPX],
    OK,
    join(KPX_V, KPX_IO),
)
unknown(
    "c-50",
    E,
    "can i put 60°c warm water in the tank with the umd-24?",
    [UMD],
    "water temperature range not specified",
    UMD_WATER,
)
unknown(
    "c-51",
    E,
    "will the kpx-t15 reliably detect clear PET bottles on my conveyor?",
    [KPX],
    "performance with transparent objects not specified",
    KPX_CLEAR,
)
# ----------------------------------------------------------------- medium
judge(
    "c-52",
    M,
    "can my 3v3 esp32 talk i2c to the klx3203 directly (no level shifter)?",
    [KLX],
    OK,
    KLX_VIH,
    "VIH min 1.3 V, max 5.5 V",
)
judge(
    "c-53",
    M,
    "esp32 3.3v pwm into the mos-4ch inputs, will that work?",
    [MOS],
    OK,
    MOS_VIH,
)
judge(
    "c-54",
    M,
    "Can an ISV 18-PS speed sensor and a KPX-T15P through-beam sensor share one 24 V DC supply?",
    [ISV, KPX],
    OK,
    join(ISV_V, KPX_V),
)
judge(
    "c-55",
    M,
    "Can the SLG 4 light curtain and a PSX pressure switch be fed from the same 24 V DC PSU?",
    [SLG, PSX],
    OK,
    join(SLG_V, PSX_V),
)
judge(
    "c-56",
    M,
    "Is the TBK-63C25 rated for a 60 V DC battery circuit (one pole)?",
    [TBK],
    NO,
    tbk_dc(C25, 48),
    "C25 column is 48 V DC; the C06/C10/C16 columns are 60 V",
)
judge(
    "c-57",
    M,
    "can i set a psx-010 to switch my compressor off at 16 bar?",
    [PSX],
    NO,
    psx_range(P010, 10),
    "measuring range 0-10 bar (overpressure 20 bar is not a measuring range)",
)
judge(
    "c-58",
    M,
    "Can the KLX3203 be supplied directly from a 48 V rail?",
    [KLX],
    NO,
    join(KLX_V, KLX_ABS),
)
unknown(
    "c-59",
    M,
    "Can I run the SLG 4 OSSD lines 50 m to the safety relay in the control cabinet?",
    [SLG],
    "cable length not specified in the data sheet",
    SLG_CABLE,
)
unknown(
    "c-60",
    M,
    "Is the TBK-63 suitable for a panel at 95 % relative humidity?",
    [TBK],
    "operating humidity not specified",
    TBK_HUM,
)
unknown(
    "c-61",
    M,
    "isv 18 bolted on a diesel engine block with heavy vibration, will it survive?",
    [ISV],
    "vibration and shock resistance not specified",
    ISV_VIB,
)
unknown(
    "c-62",
    M,
    "if i wire the mos-4ch power backwards by mistake will it survive?",
    [MOS],
    "reverse polarity protection not specified",
    MOS_REV,
)
unknown(
    "c-71",
    M,
    "Will the UMD-24A disc last a year of continuous use with hard tap water?",
    [UMD],
    "disc life not specified",
    UMD_LIFE,
)
# ----------------------------------------------------------------- hard
judge(
    "c-64",
    H,
    "Can a TBK-63C06 protect the 24 V DC feed of a UMD-24B mist driver?",
    [TBK, UMD],
    OK,
    join(tbk_dc(C06, 60), tbk_in(C06, 6), UMD_IB, UMD_V),
    "60 V DC per pole ≥ 24 V; 1800 mA below In = 6 A",
)
judge(
    "c-65",
    H,
    "mos-4ch on a 12v strip, 3.5a per channel with all four channels on, ok?",
    [MOS],
    OK,
    join(MOS_V, MOS_I12),
    "DC12V row allows 4 A per channel (3 A only at DC5V)",
)
judge(
    "c-66",
    H,
    "Can the KPX-T15N output drive a 24 V relay coil that draws 150 mA?",
    [KPX],
    NO,
    join(KPX_V, KPX_IO),
    "load current 100 mA max; the 150 mA absolute maximum is not an operating rating",
)
judge(
    "c-67",
    H,
    "Can the PNP output of an ISV 18-PS on a 24 V supply go straight into the EN pin of a KLX3203?",
    [ISV, KLX],
    NO,
    join(ISV_V, KLX_VIH, KLX_INABS),
    "the output swings to near the 24 V supply; EN VIH max 5.5 V, absolute maximum 6 V",
)
judge(
    "c-68",
    H,
    "running the mos-4ch from 5v usb power, can each channel do 3.5a with all 4 on?",
    [MOS],
    NO,
    MOS_I5,
    "DC5V row: 3 A per channel",
)
unknown(
    "c-70",
    H,
    "Can a TBK-63C16 protect a 24 V DC circuit in a greenhouse at 90 % RH?",
    [TBK],
    "the DC rating (60 V) suffices, but operating humidity is not specified",
    TBK_HUM,
)
unknown(
    "c-72",
    H,
    "Can a PSX-025 monitor a 15 bar oxygen line?",
    [PSX],
    "range 0-25 bar covers 15 bar, but oxygen service is not specified",
    PSX_O2,
)
_ = (C16, C25, P025)
