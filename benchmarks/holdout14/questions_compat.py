"""Hold-out 14 compatibility questions between the eight parts, phrased the way makers ask."""

from __future__ import annotations

from facts import (
    KCA05,
    KCA20,
    KCA_VCC,
    KCA_ZERO,
    KDH_CAP,
    KDH_ESR,
    KDH_HOLD,
    KDH_HOLD_NOTE,
    KDH_NOMOTOR,
    KDH_TOL,
    KMA_3V3,
    KMA_ABS3V3,
    KPS_EN,
    KPS_EN_ROC,
    KPS_FORMULA,
    KPS_ILIM_1A,
    KPS_OVP_A,
    KPS_OVP_B,
    KPS_PIR_EN,
    KPS_VIN,
    KS_STALL48,
    KS_STALL60,
    KS_V,
    PIR_IQ,
    PIR_NOT33,
    PIR_OUT,
    PIR_V,
    RIS05,
    RIS12,
    RIS_VIN,
    ZF12_I,
    ZF12_V,
    ZF24_V,
)
from qkit import KCA, KDH, KMA, KPS, KS, PIR, RIS, ZF, ev, it, join, q, unanswerable

C, E, M, H = "compatibility", "easy", "medium", "hard"
OK, NO = "compatible", "incompatible"
DEG = "\u00b0C"
KS_RUN: tuple = (
    [it(KS, "supply_current", "mA", typ=220, condition="running (at no load), 4.8 V")],
    [ev(KS, 1, "Running current (at no load) 220 mA 280 mA")],
)

# ------------------------------------------------------------- compatible
q(
    "c-01",
    H,
    C,
    "Can a KPS2592A on a 5 V rail protect the input of a RIS1-0505 at full load, with "
    "RILIM = 34 kOhm?",
    [KPS, RIS],
    *join(KPS_VIN, RIS_VIN, RIS05, ([], [KPS_OVP_A, KPS_ILIM_1A])),
    verdict=OK,
    note="5 V < OVP min 5.85 V; RIS input 4.5-5.5 V; full-load input current 250 mA < ILIM min 0.9 A.",
)
q(
    "c-02",
    E,
    C,
    "kps2592b on my 12v supply feeding a zf-2w025-12 valve, rilim 34k. ok?",
    [KPS, ZF],
    *join(KPS_VIN, ZF12_V, ZF12_I, ([], [KPS_OVP_B, KPS_ILIM_1A])),
    verdict=OK,
    note="12 V < OVP min 13.2 V; 0.42 A < ILIM min 0.9 A.",
)
q(
    "c-03",
    M,
    C,
    "Will a KPS2592A at 5 V with RILIM = 6.8 kOhm power a KS-90MG servo without tripping at stall?",
    [KPS, KS],
    *join(
        KPS_VIN,
        KS_V,
        KS_STALL60,
        ([], [KPS_OVP_A, ev(KPS, 2, "RILIM = 6.8 k\u03a9 4.5 5.0 5.5 A")]),
    ),
    verdict=OK,
    note="5 V within 4.8-6.0 V and below OVP 5.85 V min; stall <= 800 mA << 4.5 A limit.",
)
q(
    "c-04",
    M,
    C,
    "can the hx-pir505 OUT pin drive the EN pin of a kps2592 directly?",
    [PIR, KPS],
    *join(PIR_OUT, KPS_EN, ([], [KPS_EN_ROC, KPS_PIR_EN])),
    verdict=OK,
    note="3.3 V high > EN rising threshold 1.3 V max and < 6 V EN max; 0 V low < 0.95 V.",
)
q(
    "c-05",
    E,
    C,
    "kca1190-05b to watch the current of a zf-2w025-12 valve - is the range ok?",
    [KCA, ZF],
    *join(KCA05, ZF12_I),
    verdict=OK,
    note="0.42 A inside +/-5 A.",
)
q(
    "c-06",
    E,
    C,
    "Can a KCA1190-05B measure the stall current of a KS-90MG running at 6.0 V?",
    [KCA, KS],
    *join(KCA05, KS_STALL60),
    verdict=OK,
    note="800 mA inside +/-5 A.",
)
q(
    "c-07",
    E,
    C,
    "run the hx-pir505 off the same 12v supply as my zf-2w025-12 valve?",
    [PIR, ZF],
    *join(PIR_V, ZF12_V),
    verdict=OK,
    note="12 V inside 4.5-20 V.",
)
q(
    "c-08",
    H,
    C,
    "Will a fully charged (5.0 V) KDH5R5-1R0 keep an idle HX-PIR505 above its minimum supply "
    "for one hour?",
    [KDH, PIR],
    *join(PIR_V, PIR_IQ, ([], [KDH_CAP, KDH_TOL, KDH_HOLD, KDH_HOLD_NOTE])),
    verdict=OK,
    note="1.0 F (-20 % = 0.8 F) x 0.5 V / 60 uA >= 6600 s; self-discharge <= 0.8 V in 24 h "
    "(~0.03 V/h): still > 4.5 V after 1 h.",
)
q(
    "c-09",
    H,
    C,
    "PIR505 on 12 V, its OUT to EN of a KPS2592B, the KPS2592B switching 12 V to a ZF-2W025-12 "
    "(RILIM 34k). Does the chain work?",
    [PIR, KPS, ZF],
    *join(
        PIR_V, PIR_OUT, KPS_EN, KPS_VIN, ZF12_V, ZF12_I, ([], [KPS_OVP_B, KPS_ILIM_1A, KPS_PIR_EN])
    ),
    verdict=OK,
    note="PIR 12 V ok; 3.3 V > 1.3 V EN; 12 V < OVP 13.2 V min; 0.42 A < 0.9 A.",
)

# ------------------------------------------------------------- incompatible
q(
    "c-10",
    E,
    C,
    "can i power a ks-90mg servo from a ris1-0505?",
    [KS, RIS],
    *join(RIS05, KS_V, KS_RUN, KS_STALL48),
    verdict=NO,
    note="200 mA rated output < 220 mA running / 650 mA stall; 5 V inside 4.8-6.0 V.",
)
q(
    "c-11",
    E,
    C,
    "Can the RIS1-0512 drive the 12 V ZF-2W025 solenoid valve?",
    [RIS, ZF],
    *join(RIS12, ZF12_V, ZF12_I),
    verdict=NO,
    note="84 mA < 0.42 A.",
)
q(
    "c-12",
    M,
    C,
    "I only have a KPS2592A. Can I put it in front of a ZF-2W025-12 on a 12 V supply?",
    [KPS, ZF],
    *join(ZF12_V, ([], [KPS_OVP_A])),
    verdict=NO,
    note="12 V > OVP 6.35 V max of the A version: output cut off.",
)
q(
    "c-13",
    E,
    C,
    "will the zf-2w025-24 open on 12v?",
    [ZF],
    *ZF24_V,
    verdict=NO,
    note="24 V +/-10 % = 21.6 V min.",
)
q(
    "c-14",
    E,
    C,
    "can i power the hx-pir505 from the 3v3 pin of my esp32 board?",
    [PIR],
    *join(PIR_V, ([], [PIR_NOT33])),
    verdict=NO,
)
q(
    "c-15",
    E,
    C,
    "Can the KCA1190 run from a 3.3 V supply?",
    [KCA],
    *KCA_VCC,
    verdict=NO,
    note="4.5 V minimum.",
)
q(
    "c-16",
    H,
    C,
    "kca1190-20a on 5v, output straight into a 3.3v adc pin (max 3.3v). ok up to +20a?",
    [KCA],
    *join(KCA20, KCA_VCC, ([], [KCA_ZERO])),
    verdict=NO,
    note="2.5 V + 20 A x 0.1 V/A = 4.5 V > 3.3 V.",
)
q(
    "c-17",
    M,
    C,
    "Can a charged KDH5R5-1R0 supercap keep a KS-90MG servo moving during a power cut?",
    [KDH, KS],
    *join(KS_RUN, ([], [KDH_ESR, KDH_NOMOTOR])),
    verdict=NO,
    note="30 Ohm ESR x 220 mA = 6.6 V drop; the sheet says it cannot supply motor currents.",
)
q(
    "c-18",
    H,
    C,
    "two ks-90mg servos on a 5v rail behind a kps2592a with rilim 34k - will it current limit if "
    "both stall?",
    [KPS, KS],
    *join(KS_STALL48, ([], [KPS_ILIM_1A, KPS_FORMULA])),
    verdict=NO,
    note="At 5 V each stall is at least 650 mA (4.8 V column): 2 x 650 mA = 1.3 A > 1.1 A max "
    "limit, so the eFuse limits.",
)
q(
    "c-19",
    E,
    C,
    "I wired the VDD3V3 pin of the KMA5048 to 5 V. Is that OK?",
    [KMA],
    *join(KMA_3V3, KMA_ABS3V3),
    verdict=NO,
    note="5 V > 4 V absolute maximum on VDD3V3.",
)

# ------------------------------------------------------------- insufficient evidence
unanswerable(
    "c-20",
    E,
    C,
    "can i drive the ks-90mg signal straight from a 3.3v esp32 pin?",
    [KS],
    "The signal input level is not given.",
)
unanswerable(
    "c-21",
    E,
    C,
    "hx-pir505 OUT straight to a 10 mA LED, no transistor - fine?",
    [PIR],
    "Output current not specified.",
)
unanswerable(
    "c-22",
    M,
    C,
    "Is the KCA1190 good for reinforced isolation on 230 VAC mains?",
    [KCA],
    "Only a 2.1 kVRMS test voltage; no working voltage for reinforced isolation.",
)
unanswerable(
    "c-23",
    E,
    C,
    "zf-2w025-12 for hot water at 80c from a boiler?",
    [ZF],
    "Maximum medium temperature not given (ambient -5 to +50 °C is the air around it).",
)
unanswerable(
    "c-24",
    M,
    C,
    "Can a KMA5048 on the output shaft of a KS-90MG follow it at full speed (6.0 V)?",
    [KMA, KS],
    "Servo: 0.08 s/60° (125 rpm); the KMA5048 maximum tracking speed is not specified.",
)
unanswerable(
    "c-25",
    H,
    C,
    "KMA5048 in 3.3 V mode as the only load on a RIS1-0503. Will the supply stay inside its range?",
    [KMA, RIS],
    "10 mA < 10 % minimum load (30.3 mA); below it the output 'may rise above the "
    "specification' with no number given, so the 3.6 V / 4 V limits cannot be checked.",
)
unanswerable(
    "c-26",
    H,
    C,
    "hx-pir505 as the only load on a ris1-0512 - does the voltage stay under the pir's 20v max?",
    [PIR, RIS],
    "60 uA << 8.4 mA minimum load; the unloaded output voltage is not given.",
)
unanswerable(
    "c-27",
    M,
    C,
    "KDH5R5-0R22 backing up an RTC inside an enclosure at 70 °C for 5 years - will it last?",
    [KDH],
    "Lifetime at the upper category temperature is not specified.",
)
unanswerable(
    "c-28",
    M,
    C,
    "will the ripple of a ris1-0505 show up as noise on a kca1190 output?",
    [RIS, KCA],
    "Ripple 75 mVp-p typ is given, but the sensor's supply rejection is not.",
)
