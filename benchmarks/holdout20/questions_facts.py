"""Hold-out 20 factual questions (one sheet each; some name a version or condition)."""

from __future__ import annotations

import facts as F
from qkit import BS, FX, HB, KJ, NL, RD, SK, TP, ev, join, q, unanswerable

S, ST, CMP = "simple", "structured", "comparison"
E, M, H = "easy", "medium", "hard"


def qf(qid, diff, text, devices, fact, qtype=S, note=""):
    items, evidence = fact
    q(qid, diff, qtype, text, devices, items, evidence, None, note)


# ---------------------------------------------------------------- RDM-03
qf("f-1", E, "what voltage does the rdm-03 rain sensor run on?", [RD], F.RD_VCC)
qf("f-2", E, "how much current can the DO pin of the RDM-03 sink?", [RD], F.RD_DO)
qf(
    "f-3",
    E,
    "What is the working temperature range of the RDM-03 raindrop sensor module?",
    [RD],
    F.RD_TEMP,
)
qf(
    "f-4",
    M,
    "whats the max supply voltage before the rdm-03 board gets damaged?",
    [RD],
    F.RD_ABS,
    note="Only in the FAQ (page 2): 5.5 V; the specification list says 3.3-5 V.",
)
# ---------------------------------------------------------------- BSM-2D
qf(
    "f-6",
    E,
    "how many ma does the usb version of the bsm-2d scanner draw while scanning?",
    [BS],
    F.BS_IWORK["BSM-2D-U"],
)
qf(
    "f-7",
    M,
    "What is the standby current of the BSM-2D-R (RS232 version)?",
    [BS],
    F.BS_ISTBY["BSM-2D-R"],
    note="Column per version: 25 / 35 / 40 mA; the -R is 40 mA.",
)
qf("f-8", E, "Operating temperature range of the BSM-2D barcode module?", [BS], F.BS_TEMP)
qf(
    "f-9",
    E,
    "which baud rates does the bsm-2d-t ttl version support, and what is the default?",
    [BS],
    F.BS_BAUD,
)
qf("f-10", E, "What supply voltage does the BSM-2D-T need?", [BS], F.BS_VT)
qf("f-12", E, "What IP rating does the BSM-2D scanner module have?", [BS], F.BS_IP)
qf(
    "f-37",
    M,
    "List the working current of each BSM-2D version (TTL, USB, RS232).",
    [BS],
    join(F.BS_IWORK["BSM-2D-T"], F.BS_IWORK["BSM-2D-U"], F.BS_IWORK["BSM-2D-R"]),
    ST,
)
# ---------------------------------------------------------------- FXS
qf(
    "f-13",
    M,
    "What is the continuous power rating of the FXS-95 flex sensor?",
    [FX],
    F.FX_P95,
    note="The FXS-95 row is in the table continued on page 2.",
)
qf("f-14", E, "max continuous power for the fxs-45 flex sensor?", [FX], F.FX_P45)
qf(
    "f-15",
    M,
    "What operating temperature range does the FXS-45-HT flex sensor have?",
    [FX],
    F.FX_T_HT,
    note="-HT column of the environmental table, not the standard column.",
)
qf("f-16", E, "what temp range is the standard FXS-22 good for?", [FX], F.FX_T_STD)
# ---------------------------------------------------------------- KJM-2
qf("f-17", E, "What is the operating voltage of the KJM-2 joystick module?", [KJ], F.KJ_VCC)
qf(
    "f-18",
    E,
    "how much voltage and current can the push button of the kjm-2 switch?",
    [KJ],
    F.KJ_SW,
)
qf(
    "f-19",
    E,
    "What is the operating temperature range of the KJM-2S?",
    [KJ],
    F.KJ_T2S,
    note="Version table: KJM-2 0-70 C, KJM-2S -20-70 C.",
)
qf("f-20", E, "How much current does the KJM-2 joystick draw at 5 V?", [KJ], F.KJ_ICC)
# ---------------------------------------------------------------- TPW18
qf("f-21", E, "What supply voltage range does the TPW18 probe accept?", [TP], F.TP_VDD)
qf(
    "f-22",
    M,
    "how accurate is the tpw18 probe at -40c?",
    [TP],
    F.TP_ACC_WIDE,
    note="-40 C is outside -10...+85 C, so the -55...+125 C row (+/-2.0 C) applies.",
)
qf("f-23", E, "What is the accuracy of the TPW18 between 0 and 50 \u00b0C?", [TP], F.TP_ACC)
qf(
    "f-25",
    H,
    "What is the highest temperature the TPW18-P-3 probe may be used at?",
    [TP],
    F.TP_T_P,
    note="PVC cable version: probe range -30...+80 C; the -55...+125 C of the sensor IC "
    "(abs max) and of the EC header do not apply to the whole probe.",
)
qf(
    "f-26",
    H,
    "how long does a tpw18 conversion take at 9 bit resolution?",
    [TP],
    F.TP_CONV9,
    note="Unnamed second row of tCONV: 93.75 ms max at 9 bits (750 ms at 12 bits).",
)
# ---------------------------------------------------------------- NLF 20
qf(
    "f-28",
    E,
    "What switching voltage and current does the NLF 20-SS float switch allow?",
    [NL],
    F.NL_SS,
)
qf(
    "f-29",
    M,
    "What medium temperature range is the NLF 20-PV rated for?",
    [NL],
    F.NL_T_PV,
    note="Middle column of the technical data (PVDF version).",
)
qf("f-38", E, "ip rating of the nlf 20 float switch?", [NL], F.NL_IP)
# ---------------------------------------------------------------- HBD2910
qf("f-30", E, "What motor supply voltage range is recommended for the HBD2910?", [HB], F.HB_VM)
qf(
    "f-32",
    H,
    "What output ON resistance (high + low side) does the HBD2910 have when VM = 2.5 V?",
    [HB],
    F.HB_RON_LOW,
    note="Unnamed second RON row in the EC table continued on page 2.",
)
qf("f-33", E, "What control (logic) supply voltage range does the HBD2910 accept?", [HB], F.HB_VCC)
# ---------------------------------------------------------------- SKM
qf(
    "f-34",
    M,
    "What resistive DC current can the SKM-10 switch at 30 VDC?",
    [SK],
    F.SK_10_DC,
    note="6 A at 30 VDC (10.1 A is the AC rating).",
)
qf("f-35", E, "operating temp range of the skm microswitches?", [SK], F.SK_TEMP)
qf(
    "f-36",
    M,
    "Compare the initial contact resistance of the SKM-05 and the SKM-10.",
    [SK],
    F.SK_RON,
    CMP,
)
qf(
    "f-39",
    H,
    "skm-05 switching an inductive load on 125vac, how many amps max?",
    [SK],
    F.SK_05_IND125,
    note="Inductive column: 3 A (resistive 5 A, lamp 1.5 A).",
)

# ---------------------------------------------------------------- not in the sheets
unanswerable(
    "u-1",
    E,
    S,
    "how many years does the rdm-03 sensing plate last outside?",
    [RD],
    "Plate life is not specified (FAQ).",
    [ev(RD, 2, "The plate life is not specified.")],
)
unanswerable(
    "u-2",
    M,
    S,
    "Are the TX/RX pins of the BSM-2D-T 5 V tolerant?",
    [BS],
    "3.3 V level; 5 V tolerance is not specified (notes).",
    [ev(BS, 2, "5V tolerance of the TTL pins is not specified.")],
)
unanswerable(
    "u-3",
    M,
    S,
    "What bend-angle accuracy can I get from an FXS-45 flex sensor?",
    [FX],
    "Not specified (application note).",
    [ev(FX, 2, "Accuracy of a bend angle derived from resistance is not specified")],
)
unanswerable(
    "u-4",
    E,
    S,
    "how big is the dead zone around centre on the kjm-2 joystick?",
    [KJ],
    "Centre tolerance and dead zone are not specified.",
    [ev(KJ, 2, "Centre position tolerance and dead zone are not specified")],
)
unanswerable(
    "u-5",
    M,
    S,
    "What is the thermal response time (time constant) of the TPW18 probe in water?",
    [TP],
    "Not specified (applications information); 750 ms is the conversion time, not the "
    "thermal response.",
    [ev(TP, 2, "The thermal response time of the sealed probe in water is not specified.")],
)
unanswerable(
    "u-6",
    M,
    S,
    "What inductive load rating does the NLF 20-SS have?",
    [NL],
    "Ratings are for resistive loads; inductive ratings are not specified.",
    [ev(NL, 2, "Inductive ratings are not specified.")],
)
unanswerable(
    "u-7",
    H,
    S,
    "What is the maximum PWM input frequency of the HBD2910?",
    [HB],
    "Not specified; 20-100 kHz only 'confirmed on the evaluation board'.",
    [ev(HB, 2, "The PWM input frequency range is not specified")],
)
unanswerable(
    "u-8",
    M,
    S,
    "What is the minimum applicable load of the SKM-10?",
    [SK],
    "Not specified (precautions).",
    [ev(SK, 2, "their minimum applicable load is not specified.")],
)
