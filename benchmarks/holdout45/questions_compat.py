"""Compatibility questions of the forty-fifth hold-out set (28: 10 compatible,
9 incompatible, 9 insufficient_evidence, each of the latter citing the sheet's
own "not specified" line or lacking the one spec the judgment needs)."""

from __future__ import annotations

from facts import (
    A009_I,
    A018_I,
    A032_I,
    AS_DERATE,
    AS_RELAY,
    AS_SCCR,
    AS_START,
    AS_START_I,
    AS_T,
    AS_UE,
    AS_US24,
    AS_US230,
    BV_IF,
    BV_IP,
    BV_MDB,
    BV_PULSE,
    BVA_RUN,
    BVA_V,
    CDI_I,
    CDIO_I,
    CDIO_OUT,
    CI_IH,
    CI_IIN,
    CI_LEN,
    CI_V,
    E12_I,
    E12_V,
    E24_I,
    E24_V,
    HM_33,
    HM_DIN,
    HM_IS,
    HM_VCC,
    K16_I,
    KS_120,
    KS_ALARM,
    KS_MOT,
    KS_V,
    KS_VFD,
    P05_V,
    P12_I,
    P12_V,
    PD_HOLD,
    PE_SURGE,
    WM_COOL,
    WM_MED,
)
from qkit import AS, BV, CI, HM, KS, PD, PE, WM, Fact, join, q, unanswerable

C = "compatibility"
E, M, H = "easy", "medium", "hard"
OK, NO = "compatible", "incompatible"


def judge(
    qid: str, diff: str, question: str, devices: list[str], verdict: str, fact: Fact, note: str = ""
) -> None:
    items, evidence = fact
    q(qid, diff, C, question, devices, items, evidence, verdict, note)


def unknown(
    qid: str, diff: str, question: str, devices: list[str], note: str, evidence=None
) -> None:
    unanswerable(qid, diff, C, question, devices, note, evidence)


# ------------------------------------------------------------------------ compatible
judge(
    "c-01",
    E,
    "can a pe-25-24 poe module power a cio-16di (inputs only)?",
    [PE, CI],
    OK,
    join(E24_V, E24_I, CI_V, CDI_I),
    "24 V ±3 % inside 18 … 30 V; 60 mA far below 1.0 A",
)
judge(
    "c-02",
    E,
    "Can the 5 V output of a PDM13-05 supply the HM2110 HART modem directly?",
    [PD, HM],
    OK,
    join(P05_V, HM_VCC),
    "5.0 V inside 2.7 … 5.5 V",
)
judge(
    "c-03",
    M,
    "will a pe-25-12 run a bv-700a bill acceptor incl. the motor?",
    [PE, BV],
    OK,
    join(E12_V, E12_I, BVA_V, BVA_RUN),
    "11.64 … 12.36 V inside 12 V ±10 %; ≤1.2 A working current below the 2.0 A rating",
)
judge(
    "c-04",
    E,
    "Can the AS2 TOR signal relay switch a 24 V DC input of a CIO-16DI?",
    [AS, CI],
    OK,
    join(AS_RELAY, CI_IIN, CI_IH),
    "1 A at 24 V DC contact vs 3 mA input at 24 V",
)
judge(
    "c-05",
    E,
    "hm2110 at vcc 3v3 talking uart to a 3.3v mcu, ok without level shifter?",
    [HM],
    OK,
    join(HM_VCC, ([], HM_33)),
)
judge(
    "c-06",
    M,
    "Is an AS2-018 suitable for a 400 V, 7.5 kW motor with 15 A rated current at 35 °C ambient?",
    [AS],
    OK,
    join(A018_I, AS_UE, AS_T),
    "15 A ≤ Ie 18 A; 35 °C ≤ 40 °C",
)
judge(
    "c-07",
    M,
    "can i use a kss-1-16 on a 230v single phase compressor, 2.2 kw, 14 a fla?",
    [KS],
    OK,
    join(KS_V, K16_I, KS_MOT),
    "230 V inside 220 … 240 V; 14 A ≤ 16 A; 2.2 kW",
)
judge(
    "c-08",
    M,
    "Can the BV-700 PULSE output drive a 24 V electromechanical counter drawing 30 mA?",
    [BV],
    OK,
    BV_PULSE,
    "FAQ: up to 50 mA and 30 V",
)
judge(
    "c-09",
    H,
    "CIO-16DIO output channel driving the start input of an AS2-018-24 "
    "(24 V DC control supply) - does that work?",
    [CI, AS],
    OK,
    join(CDIO_OUT, CI_V, AS_US24, AS_START, AS_START_I),
    "start input = Us = 24 V; 8 mA ≤ 0.5 A per channel",
)
judge(
    "c-10",
    H,
    "as2-032 in a 50 °C cabinet with a 22 a motor, enough after derating?",
    [AS],
    OK,
    join(A032_I, AS_DERATE),
    "32 A × (1 − 10 × 2 %) = 25.6 A ≥ 22 A",
)

# ---------------------------------------------------------------------- incompatible
judge(
    "c-11",
    E,
    "can the pdm13-12 power a cio-16di?",
    [PD, CI],
    NO,
    join(P12_V, CI_V),
    "12 V below the 18 V minimum",
)
judge(
    "c-12",
    E,
    "Can a 5 V Arduino drive the HM2110 digital inputs directly when the modem runs "
    "at VCC = 3.3 V?",
    [HM],
    NO,
    join(HM_VCC, ([], HM_DIN)),
    "abs max VCC + 0.3 V = 3.6 V < 5 V",
)
judge("c-13", E, "kss-1 on a 120v ac supply ok?", [KS], NO, join(KS_V, ([], KS_120)))
judge(
    "c-14",
    M,
    "Will a PDM13-12 run a BV-700A including the note transport motor?",
    [PD, BV],
    NO,
    join(P12_V, P12_I, BVA_V, BVA_RUN),
    "1.2 A working current > 1.1 A max output",
)
judge(
    "c-15",
    M,
    "as2-009 for a 5.5 kw motor at 400v, 11 a nameplate?",
    [AS],
    NO,
    A009_I,
    "11 A > Ie 9 A",
)
judge(
    "c-16",
    M,
    "Can the BV-700 be connected to an MDB vending machine controller?",
    [BV],
    NO,
    join(BV_IF, ([], BV_MDB)),
)
judge(
    "c-17",
    H,
    "can a cio-16dio output (24v) trigger the start input of an as2-018-230?",
    [CI, AS],
    NO,
    join(CDIO_OUT, CI_V, AS_US230, AS_START),
    "start input voltage = Us = 110 … 240 V AC on the -230 version",
)
judge(
    "c-18",
    H,
    "AS2-018 with a 15 A motor in a 50 °C cabinet: enough current after derating?",
    [AS],
    NO,
    join(A018_I, AS_DERATE),
    "18 A × (1 − 10 × 2 %) = 14.4 A < 15 A",
)
judge(
    "c-19",
    H,
    "pe-25-24 supplying a cio-16dio plus 3 solenoid valves at 0.4 a each, ok?",
    [PE, CI],
    NO,
    join(E24_V, E24_I, CI_V, CDIO_I, CDIO_OUT),
    "80 mA + 3 × 0.4 A = 1.28 A > 1.0 A rated",
)

# ------------------------------------------------------------- insufficient evidence
unknown(
    "c-20",
    E,
    "can the kss-1 alarm contact feed a 24v dc input of a cio-16di?",
    [KS, CI],
    "the alarm contact is rated only at 250 V AC (1 A); no DC rating",
    KS_ALARM[1],
)
unknown(
    "c-21",
    M,
    "Is the HM2110 suitable for an intrinsically safe zone 0 transmitter?",
    [HM],
    "no IS certification; IS rating not specified",
    HM_IS,
)
unknown("c-22", M, "kss-1 behind a vfd, will it work?", [KS], "not specified", KS_VFD)
unknown(
    "c-23",
    M,
    "Does the AS2 meet a 65 kA SCCR requirement for a UL panel?",
    [AS],
    "SCCR not stated",
    AS_SCCR,
)
unknown(
    "c-24",
    E,
    "can i use the wm-55 as a cooling meter on a chilled water loop (6 °C)?",
    [WM],
    "6 °C is inside the medium range but cooling use is not specified",
    WM_COOL + WM_MED[1],
)
unknown(
    "c-25",
    M,
    "Is the PE-25 good for an outdoor camera that needs 4 kV surge immunity per IEC 61000-4-5?",
    [PE],
    "surge immunity not specified",
    PE_SURGE,
)
unknown(
    "c-26",
    M,
    "my device needs 20 ms hold-up when poe drops, is the pdm13 ok?",
    [PD],
    "hold-up time not specified",
    PD_HOLD,
)
unknown(
    "c-27",
    M,
    "bv-700 in an outdoor kiosk that needs ip54 - ok?",
    [BV],
    "IP rating not specified",
    BV_IP,
)
unknown(
    "c-28",
    H,
    "Can I run a 200 m CANopen line at 1 Mbit/s with CIO-16 modules?",
    [CI],
    "bus length not given; sheet refers to CiA 303-1",
    CI_LEN,
)
