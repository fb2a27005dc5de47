"""Hold-out 20 compatibility questions (between these parts, or a part and a stated setup).

A reference lists the facts a correct answer may cite. Rules the field
vocabulary has no field for (switching power, probe cable range, 5 V tolerance)
are given as evidence; the insufficient_evidence references cite the sheet's
own "not specified" line for reviewers.
"""

from __future__ import annotations

import facts as F
from qkit import BS, FX, HB, KJ, NL, RD, SK, TP, ev, join, q, unanswerable

C, E, M, H = "compatibility", "easy", "medium", "hard"
OK, NO = "compatible", "incompatible"


def qc(qid, diff, text, devices, fact, verdict, note="", extra=()):
    items, evidence = fact
    q(qid, diff, C, text, devices, items, evidence + list(extra), verdict, note)


# ---------------------------------------------------------------- compatible
qc(
    "c-1",
    E,
    "can i run the rdm-03 rain sensor off the 3v3 pin of an esp32?",
    [RD],
    F.RD_VCC,
    OK,
    "3.3 V is the bottom of 3.3-5 V.",
)
qc(
    "c-2",
    M,
    "Can a BSM-2D-U be powered from a PC USB 2.0 port (5 V, 500 mA)?",
    [BS],
    join(F.BS_VU, F.BS_IWORK["BSM-2D-U"]),
    OK,
    "5 V +/-5 %, 130 mA < 500 mA.",
)
qc(
    "c-3",
    E,
    "I need to log an oven at 110 \u00b0C: is the TPW18-S-3 suitable?",
    [TP],
    F.TP_T_S,
    OK,
    "Silicone cable: -55...+125 C.",
)
qc(
    "c-4",
    H,
    "HBD2910 with VM from a 2S li-ion pack (7.4 V nominal, 8.4 V full), VCC = 3.3 V from an "
    "ESP32 that also drives IN1-IN4, two small motors at 0.4 A each continuous: ok?",
    [HB],
    join(F.HB_VM, F.HB_VCC, F.HB_VIN, F.HB_IOUT),
    OK,
    "VM 8.4 V <= 12 V, VCC 3.3 V in 2.7-5.5 V, 3.3 V logic high >= 2.0 V, 0.4 A <= 0.8 A.",
)
qc(
    "c-5",
    M,
    "Can an NLF 20-SS switch a 24 V DC, 0.8 A resistive heater directly?",
    [NL],
    F.NL_SS,
    OK,
    "24 V <= 230 V, 0.8 A <= 1 A, 19.2 W <= 50 W.",
)
qc(
    "c-6",
    E,
    "skm-10 as a limit switch cutting a 12v dc 4a resistive load, fine?",
    [SK],
    F.SK_10_DC,
    OK,
    "30 VDC resistive rating 6 A.",
)
qc(
    "c-7",
    M,
    "KJM-2S joystick on a control box outdoors in winter at -10 \u00b0C (dry): within its "
    "rated temperature?",
    [KJ],
    F.KJ_T2S,
    OK,
    "KJM-2S -20...+70 C (the KJM-2 is 0...+70 C).",
)
qc(
    "c-8",
    E,
    "will a tpw18 work on the 3.3v of a raspberry pi?",
    [TP],
    F.TP_VDD,
    OK,
    "3.3 V inside 3.0-5.5 V.",
)
qc(
    "c-9",
    M,
    "FXS-45 in series with 22 kOhm across 5 V: is the sensor inside its power rating?",
    [FX],
    F.FX_P45,
    OK,
    "Worst case flat 10 kOhm: I = 5 V / 32 kOhm = 0.16 mA, P about 0.24 mW << 0.5 W.",
)
qc(
    "c-10",
    E,
    "rdm-03 on a 5v arduino uno, DO into pin 2 - ok?",
    [RD],
    F.RD_VCC,
    OK,
    "5 V supply in range; DO has its own 10k pull-up to VCC.",
    [ev(RD, 1, "DO output" + "\uff1a" + "open collector with 10K pull-up")],
)

# ---------------------------------------------------------------- incompatible
qc(
    "c-11",
    E,
    "can i hook the rdm-03 straight to my 12v garden irrigation supply?",
    [RD],
    join(F.RD_VCC, F.RD_ABS),
    NO,
    "12 V > 5.5 V max (FAQ).",
)
qc(
    "c-12",
    M,
    "Can the RDM-03 DO output drive a 5 V relay coil that takes 70 mA directly?",
    [RD],
    F.RD_DO,
    NO,
    "Sink <= 15 mA.",
)
qc(
    "c-13",
    E,
    "can i power the bsm-2d-t from the 5v pin of my arduino?",
    [BS],
    F.BS_VT,
    NO,
    "TTL version needs 3.3 V +/-5 % (max about 3.47 V).",
)
qc(
    "c-14",
    H,
    "TPW18-P-3 to monitor water in a hot-water tank at 95 \u00b0C: suitable?",
    [TP],
    F.TP_T_P,
    NO,
    "PVC probe range -30...+80 C; the sensor IC's 125 C does not apply to the probe.",
    [ev(TP, 1, "The probe range of the cable (Ordering Information) limits the usable")],
)
qc(
    "c-15",
    M,
    "HBD2910 driving one gear motor that needs 1 A continuous per channel?",
    [HB],
    join(F.HB_IOUT, F.HB_IPK),
    NO,
    "0.8 A continuous max; 1.5 A only as 10 ms pulses.",
)
qc(
    "c-16",
    E,
    "Can an NLF 20-PP float switch switch a 230 V AC pump?",
    [NL],
    F.NL_PP,
    NO,
    "PP version: 100 V DC max (only the SS has 230 V AC/DC).",
)
qc(
    "c-17",
    H,
    "nlf 20-pv switching a 48v dc 0.5a lamp string, thats under 100v and 0.5a so fine right?",
    [NL],
    F.NL_PV,
    NO,
    "48 V x 0.5 A = 24 W > 10 W switching power max.",
)
qc(
    "c-18",
    E,
    "Can the SKM-05 switch a 4 A resistive load at 30 VDC?",
    [SK],
    F.SK_05_DC,
    NO,
    "SKM-05: 3 A at 30 VDC.",
)
qc(
    "c-19",
    M,
    "kjm-2 (not the S) in an unheated shed at -10c, is it rated for that?",
    [KJ],
    F.KJ_T2,
    NO,
    "KJM-2: 0...+70 C.",
)
qc(
    "c-20",
    M,
    "Flex sensor FXS-22 (standard laminate) inside a car engine bay at 100 \u00b0C: OK?",
    [FX],
    F.FX_T_STD,
    NO,
    "Standard versions -35...+80 C; only the -HT goes to 125 C.",
)

# ---------------------------------------------------------------- insufficient evidence
unanswerable(
    "c-21",
    M,
    C,
    "Can an SKM-10 switch a 48 V DC, 1 A resistive load?",
    [SK],
    "1 A is small, but the DC rating stops at 30 VDC: above 30 VDC no rating is given.",
    [ev(SK, 1, "(1) DC resistive rating at 30 VDC; above 30 VDC no rating is given.")],
)
unanswerable(
    "c-22",
    E,
    C,
    "will the rdm-03 sensing plate survive 5 years outside if i leave it powered all the time?",
    [RD],
    "Continuous power speeds up corrosion; plate life is not specified.",
    [ev(RD, 2, "The plate life is not specified.")],
)
unanswerable(
    "c-23",
    E,
    C,
    "Is the NLF 20-SS approved for a drinking water tank?",
    [NL],
    "Approval not specified for any version.",
    [ev(NL, 2, "Food contact / drinking water approval: not specified for any version.")],
)
unanswerable(
    "c-24",
    H,
    C,
    "Can I drive the HBD2910 inputs with 200 kHz PWM from my MCU?",
    [HB],
    "PWM input frequency range not specified (20-100 kHz only confirmed).",
    [ev(HB, 2, "The PWM input frequency range is not")],
)
unanswerable(
    "c-25",
    H,
    C,
    "kjm-2 on an arduino: can i treat anything within 2% of 512 as centre without calibrating?",
    [KJ],
    "Centre position tolerance and dead zone are not specified.",
    [ev(KJ, 2, "Centre position tolerance and dead zone are not specified")],
)
unanswerable(
    "c-26",
    M,
    C,
    "TPW18 in a water bath: will it settle within 2 s after a step change?",
    [TP],
    "Thermal response time not specified.",
    [ev(TP, 2, "The thermal response time of the sealed probe in water is not specified.")],
)
unanswerable(
    "c-27",
    E,
    C,
    "can the bsm-2d scan tickets at an outdoor gate in direct sunlight?",
    [BS],
    "Reading under outdoor sun is not specified (notes).",
    [ev(BS, 2, "reading under outdoor sun is not specified.")],
)
unanswerable(
    "c-28",
    M,
    C,
    "FXS-22 on a glove finger: good enough to measure the joint angle to within 2 degrees?",
    [FX],
    "Bend-angle accuracy not specified.",
    [ev(FX, 2, "Accuracy of a bend angle derived from resistance is not specified")],
)
