"""Compatibility questions of the forty-ninth hold-out set (28: 10 compatible,
9 incompatible, 9 insufficient_evidence, each of the latter lacking the one
spec the judgment needs; most cite the sheet's own "not specified" line)."""

from __future__ import annotations

from facts import (
    DL_IP,
    DL_T,
    DL_USB,
    DL_V,
    EL_RX,
    EL_V,
    FX_LUX,
    FX_T7,
    FX_V,
    LF_PP,
    LF_T,
    LF_UL,
    LF_V,
    LX_AUXABS,
    LX_AUXV,
    LX_SLEW,
    LX_TRIG,
    RD_ESD,
    RD_T,
    RD_V,
    RD_VD,
    RD_VOH,
    TL_5V,
    TL_ESD,
    TL_PINABS,
    TL_V,
    TL_VABS,
    TLX_T,
    TR_MSL,
    TR_T,
    TR_V,
    TR_VIH,
    TR_VOH,
    TRE_T,
)
from qkit import DL, EL, FX, LF, LX, RD, TL, TR, Fact, join, q, unanswerable

C = "compatibility"
E, M, H = "easy", "medium", "hard"
OK, NO = "compatible", "incompatible"


def judge(
    qid: str, diff: str, question: str, devices: list[str], verdict: str, fact: Fact, note: str = ""
) -> None:
    items, evidence = fact
    q(qid, diff, C, question, devices, items, evidence, verdict, note)


# ------------------------------------------------------------------ compatible (10)
judge(
    "c-01",
    E,
    "Can the TR7020 and the RDC2614 share one 5.0 V supply rail?",
    [TR, RD],
    OK,
    join(TR_V, RD_V),
    "4.5-5.5 V and 4.75-5.25 V both contain 5.0 V",
)
judge(
    "c-02",
    E,
    "can the tlm-3 and the rdc2614 vdrive pin both run off my 3v3 rail?",
    [TL, RD],
    OK,
    join(TL_V, RD_VD),
    "TLM-3 2.2-3.8 V, VDRIVE 2.3-5.25 V",
)
judge(
    "c-03",
    E,
    "Can the LX 300 auxiliary input and an FX-41N share a 12 V supply?",
    [LX, FX],
    OK,
    join(LX_AUXV, FX_V),
    "12 V inside 10.8-13.2 V and 12-24 V",
)
judge(
    "c-04",
    E,
    "dlm-8 and lfv 20 both on the same 24v dc rail, ok?",
    [DL, LF],
    OK,
    join(DL_V, LF_V),
    "9-36 V and 10-30 V",
)
judge(
    "c-05",
    M,
    "LFV 20-R push-pull output (Ub = 24 V, PNP mode) wired straight into the LX 300 TRIG input - safe?",
    [LF, LX],
    OK,
    join(LF_PP, LF_V, LX_TRIG),
    "output swings to Ub = 24 V; TRIG is 24 V tolerant",
)
judge(
    "c-06",
    H,
    "rdc2614 with vdrive at 3v3 driving the tr7020 digital inputs (tr7020 at 5v) - is the high level enough?",
    [RD, TR],
    OK,
    join(RD_VD, RD_VOH, TR_VIH),
    "VOH >= VDRIVE - 0.3 = 3.0 V > VIH 2.0 V; 3.3 V below VCC + 0.3",
)
judge(
    "c-07",
    E,
    "Can the EL-150 and the DLM-8 be powered from the same 12 V adapter?",
    [EL, DL],
    OK,
    join(EL_V, DL_V),
    "6-24 V and 9-36 V",
)
judge(
    "c-08",
    E,
    "fx-41n and lfv 20-r on one 24v psu?",
    [FX, LF],
    OK,
    join(FX_V, LF_V),
    "12-24 V and 10-30 V",
)
judge(
    "c-09",
    M,
    "Can a TLM-3X logger and an LFV 20-B amplifier both operate in a cold store at -20 °C?",
    [TL, LF],
    OK,
    join(TLX_T, LF_T),
    "TLM-3X -40..85 °C; LFV 20 -25..55 °C",
)
judge(
    "c-10",
    M,
    "TR7020-E and RDC2614 both in an inverter housing at 100 °C ambient - within their operating range?",
    [TR, RD],
    OK,
    join(TRE_T, RD_T),
    "TR7020-E -40..105 °C; RDC2614 -40..125 °C",
)

# ------------------------------------------------------------------ incompatible (9)
judge(
    "n-01",
    E,
    "can i run the tlm-3 off the same 5v rail as the tr7020?",
    [TL, TR],
    NO,
    join(TL_V, TL_VABS, TR_V),
    "TLM-3 max 3.8 V, abs max 4.0 V",
)
judge(
    "n-02",
    E,
    "Can the DLM-8 run from the 5 V USB-C supply that powers the EL-150?",
    [DL, EL],
    NO,
    join(DL_V, DL_USB, EL_V),
    "DLM-8 needs at least 9 V",
)
judge(
    "n-03",
    M,
    "tr7020 output pin (5v cmos) straight into the el-150 rx pin?",
    [TR, EL],
    NO,
    join(TR_VOH, EL_RX),
    "VOH up to ~5 V; EL-150 RX is 3.3 V level, not 5 V tolerant",
)
judge(
    "n-04",
    M,
    "Can the TLM-3 share an I2C bus with SDA/SCL pull-ups to 5 V, next to an RDC2614 running VDRIVE = 5 V?",
    [TL, RD],
    NO,
    join(TL_PINABS, TL_5V, RD_VD),
    "TLM-3 pins 4.0 V abs max, not 5 V tolerant",
)
judge(
    "n-05",
    E,
    "can i feed the lx 300 aux input from the 24v rail of my fx-41n sensors?",
    [LX, FX],
    NO,
    join(LX_AUXV, LX_AUXABS, FX_V),
    "aux 10.8-13.2 V, limit 16 V",
)
judge(
    "n-06",
    M,
    "A TLM-3X and a DLM-8 logging together in a freezer at -30 °C: are both within their operating range?",
    [TL, DL],
    NO,
    join(TLX_T, DL_T),
    "DLM-8 only down to -20 °C",
)
judge(
    "n-07",
    H,
    "four fx-41 units side by side plus an lfv 20-b in a cabinet at 52 °C, ok?",
    [FX, LF],
    NO,
    join(FX_T7, LF_T),
    "FX-41 footnote: 4-7 units max +50 °C (LFV 20 fine to 55 °C)",
)
judge(
    "n-08",
    M,
    "Can the RDC2614 and the TR7020 share a 4.5 V supply rail?",
    [RD, TR],
    NO,
    join(RD_V, TR_V),
    "RDC2614 AVDD min 4.75 V",
)
judge(
    "n-09",
    M,
    "standard tr7020 (not -e) next to an rdc2614 at 100 °C, fine?",
    [TR, RD],
    NO,
    join(TR_T, RD_T),
    "TR7020 recommended only to +85 °C",
)

# ------------------------------------------------------------------ insufficient evidence (9)
unanswerable(
    "i-01",
    H,
    C,
    "tlm-3 + dlm-8 as an outdoor weather logger, both out in the rain (need ip65 on both) - ok?",
    [TL, DL],
    "IP rating not specified on either sheet",
    DL_IP + TL_ESD,
)
unanswerable(
    "i-02",
    E,
    C,
    "Is the DLM-8 suitable as an IP54 outdoor unit next to an LFV 20?",
    [DL, LF],
    "DLM-8 IP rating not specified",
    DL_IP,
)
unanswerable(
    "i-03",
    M,
    C,
    "Our motor drive needs every IC to pass 2 kV HBM ESD: do both the RDC2614 and the TR7020 qualify?",
    [RD, TR],
    "RDC2614 HBM level not specified; TR7020 gives none either",
    RD_ESD,
)
unanswerable(
    "i-04",
    M,
    C,
    "Can the TR7020 go through our MSL 3 reflow line together with the RDC2614?",
    [TR, RD],
    "TR7020 moisture sensitivity level not specified",
    TR_MSL,
)
unanswerable(
    "i-05",
    E,
    C,
    "tlm-3 on a 2 m cable to the dlm-8, will it survive 8 kv esd zaps?",
    [TL, DL],
    "TLM-3 ESD rating not specified",
    TL_ESD,
)
unanswerable(
    "i-06",
    H,
    C,
    "Can the LX 300 step its load current at 1 A/µs to test the EL-150 supply transient response?",
    [LX, EL],
    "LX 300 slew rate in CR/CP mode not specified (CC slew not given either)",
    LX_SLEW,
)
unanswerable(
    "i-07",
    H,
    C,
    "fx-41n with fu-10 fibers outdoors in ~20000 lux sunlight, same job the lfv 20-r does - will it still detect at 800 mm?",
    [FX, LF],
    "FX-41 distance above 10000 lx not specified",
    FX_LUX,
)
unanswerable(
    "i-08",
    E,
    C,
    "Does the LFV 20 meet the UL requirement for a US machine that also uses the FX-41?",
    [LF, FX],
    "LFV 20 UL approval not specified",
    LF_UL,
)
unanswerable(
    "i-09",
    H,
    C,
    "Our rack must meet EN 61326-1 industrial immunity: can the LX 300 and an LFV 20 both go in it?",
    [LX, LF],
    "no EMC / immunity standard on either sheet (no evidence)",
)
