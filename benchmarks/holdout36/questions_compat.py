"""Compatibility questions of the thirty-sixth hold-out set (28: 10 compatible,
9 incompatible, 9 insufficient_evidence, each of the latter citing the sheet's
own "not specified" line, so one required check has no evidence)."""

from __future__ import annotations

from facts import (
    C33_V,
    C55_USB,
    C55_V,
    CMV_ENERGY,
    JBP_I,
    JBP_OCP,
    K230_VAC,
    K275_VAC,
    KUR_HUM,
    KUR_PEAK,
    KUR_T,
    KUR_TX,
    KUR_V,
    M33_IOUT,
    M33_VIH,
    M33_VOUT,
    M50_VIH,
    MLN_ESD,
    MLN_ILIM,
    RLT_24V,
    RLT_BAUD,
    RLT_BUS,
    RLT_V,
    TSB_5V,
    TSB_BAUD,
    TSB_DEFAULT,
    TSB_LT,
    TSB_VLFP,
    UWM_5V,
    UWM_IP,
    UWM_NLOS,
    UWM_T,
    UWM_V,
    VRS_REP,
)
from qkit import CMV, JBP, KUR, MLN, RLT, TSB, UWM, VRS, Fact, join, q, unanswerable

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


# ---------------------------------------------------------------- compatible (10)
judge(
    "c-01",
    E,
    "can i run the rlt1021 straight off a 12v car battery (about 12-14.4 v)?",
    [RLT],
    OK,
    RLT_V,
)
judge(
    "c-02",
    E,
    "uw-m30 on the 3v3 rail of an esp32 devkit - is 3.3 v inside its supply range?",
    [UWM],
    OK,
    UWM_V,
)
judge(
    "c-03",
    M,
    "Can a 3.3 V microcontroller output (VOH about 3.2 V) drive the TXD pin of an MLN6020-33 reliably?",
    [MLN],
    OK,
    M33_VIH,
    "VIH min 2.3 V for the -33",
)
judge(
    "c-04",
    M,
    "Is the TSB-4S60 in its default firmware OK for a 4S LiFePO4 pack charged to 14.4 V?",
    [TSB],
    OK,
    join(TSB_VLFP, TSB_DEFAULT),
    "default is LiFePO4; 14.4 V is inside 8.0-14.6 V",
)
judge(
    "c-05",
    E,
    "jbp-3s20-l on a 3s li-ion pack running a 15a continuous load, ok?",
    [JBP],
    OK,
    JBP_I,
)
judge(
    "c-06",
    E,
    "Can I put a CMV0603-5V5 across a USB VBUS line (5 V nominal, up to 5.25 V)?",
    [CMV],
    OK,
    join(C55_V, C55_USB),
)
judge(
    "c-07",
    E,
    "is the vr s14k275 ok across 230 vac mains (up to +10 %)?",
    [VRS],
    OK,
    K275_VAC,
    "253 V RMS is below the 275 V continuous rating",
)
judge(
    "c-08",
    E,
    "Can the KUR-210 run in a freezer warehouse at -30 °C?",
    [KUR],
    OK,
    KUR_T,
)
judge("c-09", E, "will the rlt1021 handle a 19.2 kbit/s lin bus?", [RLT], OK, RLT_BAUD)
judge(
    "c-10",
    M,
    "can i hook the tsb-4s60 uart straight to a 5v arduino uno at 9600 baud?",
    [TSB],
    OK,
    join(TSB_BAUD, TSB_5V),
    "isolated UART, 3.3 V logic, 5 V tolerant, 9600 bps",
)

# ---------------------------------------------------------------- incompatible (9)
judge(
    "c-11",
    H,
    "Can a 3.3 V MCU (VOH about 3.2 V) drive the TXD input of the MLN6020-50 directly?",
    [MLN],
    NO,
    M50_VIH,
    "the 5 V version needs VIH min 3.5 V; the -33 column (2.3 V) is the look-alike",
)
judge(
    "c-12",
    H,
    "tsb-4s60 fresh out of the box on a 4s li-ion pack with a 16.8v charger - fine?",
    [TSB],
    NO,
    join(TSB_DEFAULT, TSB_VLFP),
    "default firmware is LiFePO4 (max 14.6 V); Li-ion needs the firmware option",
)
judge(
    "c-13",
    M,
    "Can the JBP-3S20-L start a brushed motor that draws 60 A inrush?",
    [JBP],
    NO,
    JBP_OCP,
)
judge("c-14", E, "cmv0603-3v3 across a 5v rail for esd, ok?", [CMV], NO, C33_V)
judge(
    "c-15",
    M,
    "Is the VR S14K230 suitable for continuous use across 240 VAC mains?",
    [VRS],
    NO,
    K230_VAC,
    "230 V RMS max < 240 V",
)
judge("c-16", E, "uw-m30 tag on a bike in winter at -30c, will it work?", [UWM], NO, UWM_T)
judge(
    "c-17",
    M,
    "Can I use the RLT1021 on a 24 V truck LIN network?",
    [RLT],
    NO,
    join(RLT_V, RLT_24V),
)
judge(
    "c-18",
    E,
    "can i wire the uw-m30 rxd straight to a 5v arduino uno tx pin?",
    [UWM],
    NO,
    join(UWM_5V, UWM_V),
)
judge(
    "c-19",
    H,
    "Can the 3.3 V regulator of an MLN6020-33 power a KUR-210 UWB module that is transmitting?",
    [MLN, KUR],
    NO,
    join(M33_VOUT, M33_IOUT, KUR_V, KUR_TX, KUR_PEAK),
    "voltage fits (3.23-3.37 V in 2.5-3.6 V) but 50 mA max < 78 mA typ TX (120 mA peak)",
)

# ---------------------------------------------------------------- insufficient evidence (9)
unknown(
    "c-20",
    M,
    "Will the UW-M30 keep its ±10 cm accuracy when the tag is behind a drywall (NLOS)?",
    [UWM],
    "LOS accuracy only; NLOS accuracy is not specified",
    UWM_NLOS,
)
unknown(
    "c-21",
    E,
    "uw-m30p anchor mounted outside in the rain, ok?",
    [UWM],
    "no waterproof version; IP rating is not specified",
    UWM_IP,
)
unknown(
    "c-22",
    E,
    "kur-210 in a greenhouse at 95 %rh, will it be ok?",
    [KUR],
    "temperature would fit but operating humidity is not specified",
    KUR_T[1] + KUR_HUM,
)
unknown(
    "c-23",
    M,
    "Will the MLN6020-50 regulator survive if its VCC output is shorted to ground?",
    [MLN],
    "the regulator current limit is not specified",
    MLN_ILIM,
)
unknown(
    "c-24",
    H,
    "The RLT1021 takes ±8 kV HBM on LIN; can I swap in an MLN6020 on the same ±8 kV ESD requirement?",
    [RLT, MLN],
    "RLT1021 gives ±8 kV HBM; the MLN6020 LIN-pin ESD rating is not specified",
    MLN_ESD,
)
unknown(
    "c-25",
    E,
    "is the rlt1021 fine on a 40 m lin bus?",
    [RLT],
    "the maximum bus length is not specified by the data sheet",
    RLT_BUS,
)
unknown(
    "c-26",
    M,
    "Will the TSB-4S60 protect my LiFePO4 pack from being charged at -10 °C in an unheated garage?",
    [TSB],
    "low-temperature charge protection is not specified",
    TSB_LT,
)
unknown(
    "c-27",
    M,
    "vr s14k275 on a rooftop pv combiner that sees dozens of 6 ka strikes a year - will it last?",
    [VRS],
    "6000 A is a single-pulse rating; repetitive pulses above 2 are not specified",
    VRS_REP,
)
unknown(
    "c-28",
    H,
    "Can a CMV0603-12 absorb a 0.5 J transient on a 12 V automotive line?",
    [CMV],
    "working voltage fits, but energy absorption (joules) is not specified for the series",
    CMV_ENERGY,
)
