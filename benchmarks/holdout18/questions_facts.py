"""Hold-out 18 factual questions (one device each, or a comparison / structured answer)."""

from __future__ import annotations

import facts as F
from qkit import ID, KP, NT, PM, QI, SW, TM, XT, join, q, unanswerable

S, E, M, H = "simple", "easy", "medium", "hard"


def qf(qid, diff, text, devices, fact, qtype=S, note=""):
    items, evidence = fact
    q(qid, diff, qtype, text, devices, items, evidence, None, note)


# ---------------------------------------------------------------- KXT4115
qf("f-1", E, "What loop supply voltage range is specified for the KXT4115B?", [XT], F.XT_VB)
qf(
    "f-2",
    E,
    "whats the abs max loop voltage on the kxt4115 before it dies?",
    [XT],
    F.XT_ABS,
)
qf(
    "f-3",
    M,
    "What are the minimum, typical and maximum regulator output voltages (VREG) of the KXT4115A?",
    [XT],
    F.XT_REGA,
    note="KXT4115A row, not the KXT4115B 3.0 V row below it.",
)
qf(
    "f-4",
    E,
    "how many ma can i pull out of the vreg pin on a kxt4115b?",
    [XT],
    F.XT_REGI,
    note="Regulator load current, max 2 mA (version table, same for both versions).",
)
qf("f-5", E, "What is the quiescent current of the KXT4115?", [XT], F.XT_IQ)
qf(
    "f-6",
    H,
    "Over what ambient temperature range is the KXT4115 specified?",
    [XT],
    F.XT_TEMP,
    note="Specified -40 to +85 C; the -55 to +125 C row is an absolute maximum rating.",
)
qf(
    "f-7",
    M,
    "Over what output current range is the KXT4115 linear?",
    [XT],
    F.XT_LIN,
)
# ---------------------------------------------------------------- KID6610
qf("f-8", E, "What input voltage range does the KID6610 ideal diode accept?", [ID], F.ID_VIN)
qf(
    "f-9",
    M,
    "kid6610 on resistance when running from 3v3 at 200ma?",
    [ID],
    F.ID_RON33,
    note="VIN = 3.3 V row (91 / 120 mOhm), not the 5 V or 1.8 V rows.",
)
qf(
    "f-10",
    E,
    "What is the maximum continuous output current of the KID6610?",
    [ID],
    F.ID_IOUT,
    note="Operating rating 1.5 A; 2.0 A is the absolute maximum.",
)
qf(
    "f-11",
    M,
    "How much current does the KID6610 draw when it is shut down with CE high?",
    [ID],
    F.ID_ISD,
    note="Shutdown current (150 nA typ, 600 nA max), not the 0.9 uA quiescent current.",
)
qf(
    "f-12",
    M,
    "what voltage counts as a high on the kid6610 CE pin?",
    [ID],
    F.ID_VIH,
)
# ---------------------------------------------------------------- KTM1650
qf("f-13", E, "What is the supply voltage range of the KTM1650?", [TM], F.TM_VDD)
qf(
    "f-14",
    E,
    "how much current can each ktm1650 segment output drive?",
    [TM],
    F.TM_ISEG,
)
qf(
    "f-15",
    M,
    "What is the absolute maximum VDD of the KTM1650?",
    [TM],
    F.TM_ABS,
)
qf(
    "f-16",
    M,
    "What supply current does the KTM1650 draw with no load and the display off?",
    [TM],
    F.TM_IDD,
)
# ---------------------------------------------------------------- KSW-420
qf("f-17", E, "ksw-420 vibration module - what voltage does it run on?", [SW], F.SW_VCC)
qf(
    "f-18",
    E,
    "What operating temperature range does the KSW-420 module work in?",
    [SW],
    F.SW_TEMP,
)
qf(
    "f-19",
    M,
    "how much current can the DO pin of the ksw420 source?",
    [SW],
    F.SW_IOUT,
)
# ---------------------------------------------------------------- KNT18
qf(
    "f-20",
    E,
    "What is the operating temperature range of the KNT18 series thermistors?",
    [NT],
    F.NT_TEMP,
)
qf(
    "f-21",
    M,
    "What is the thermal time constant of the KNT18 chip thermistors?",
    [NT],
    F.NT_TAU,
)
qf(
    "f-22",
    H,
    "knt18 thermistor reels - what temp range can i store them at?",
    [NT],
    F.NT_STORE,
    note="Storage -10 to +40 C (notice 4), not the -40 to +125 C operating range.",
)
qf("f-23", E, "What is the maximum power rating of the KNT18XH103?", [NT], F.NT_P)
# ---------------------------------------------------------------- KMP05
qf(
    "f-24",
    E,
    "What operating voltage range is allowed for the KMP05.6 pump?",
    [PM],
    F.PM6_V,
)
qf("f-25", E, "max current draw of the kmp05.12 pump?", [PM], F.PM12_I)
qf("f-26", E, "What ambient temperature range is the KMP05 pump rated for?", [PM], F.PM_TEMP)
qf("f-27", E, "What IP protection class does the KMP05 pump motor have?", [PM], F.PM_IP)
qf(
    "f-28",
    H,
    "List the maximum current of each KMP05 version (KMP05.3, KMP05.6 and KMP05.12).",
    [PM],
    join(F.PM3_I, F.PM6_I, F.PM12_I),
    qtype="structured",
    note="Max. current row, not the starting current row.",
)
# ---------------------------------------------------------------- KPD
qf(
    "f-29",
    E,
    "What are the electrical contact ratings (voltage and current) of the KPD keypads?",
    [KP],
    F.KP_RATING,
)
qf("f-30", E, "kpd-16 keypad operating temp?", [KP], F.KP_TEMP)
qf("f-31", E, "What contact resistance does a KPD keypad key have?", [KP], F.KP_R)
# ---------------------------------------------------------------- KQI-R
qf("f-32", E, "how much current can the kqi-r12 give?", [QI], F.QI12_I)
qf("f-33", E, "What output voltage does the KQI-R05 receiver give?", [QI], F.QI05_V)
# ---------------------------------------------------------------- comparison
qf(
    "f-34",
    H,
    "How does the on-resistance of the KID6610 at VIN = 5 V compare with VIN = 1.8 V?",
    [ID],
    join(F.ID_RON5, F.ID_RON18),
    qtype="comparison",
)

# ---------------------------------------------------------------- not in the sheets
unanswerable(
    "f-35",
    E,
    S,
    "What ESD rating does the KXT4115 have?",
    [XT],
    "The KXT4115 sheet gives no ESD rating.",
)
unanswerable(
    "f-36",
    M,
    S,
    "What is the junction-to-ambient thermal resistance of the KID6610?",
    [ID],
    "Not specified in this revision.",
    [F.ID_NO_THETA],
)
unanswerable(
    "f-37",
    M,
    S,
    "ktm1650 segment current at 3.3v supply?",
    [TM],
    "The sheet says the drive current at 3.3 V is not given.",
    [F.TM_NO_33],
)
unanswerable(
    "f-38",
    M,
    S,
    "At how many g does the KSW-420 trigger?",
    [SW],
    "Trigger threshold in g is not specified.",
    [F.SW_NO_G],
)
unanswerable(
    "f-39",
    M,
    S,
    "What temperature measurement accuracy in degrees C does a KNT18XH103 give?",
    [NT],
    "Measurement accuracy depends on circuit and ADC, not specified.",
    [F.NT_NO_ACC],
)
unanswerable(
    "f-40",
    E,
    S,
    "how loud is the kmp05 pump (dB)?",
    [PM],
    "Noise level on request, not specified.",
    [F.PM_NO_NOISE],
)
unanswerable(
    "f-41",
    E,
    S,
    "What output ripple does the KQI-R05 have?",
    [QI],
    "Ripple is not specified (FAQ).",
    [F.QI_NO_RIPPLE],
)
unanswerable(
    "f-42",
    E,
    S,
    "Is the KPD keypad overlay UV stable for outdoor use?",
    [KP],
    "UV stability outdoors is not specified.",
    [F.KP_NO_UV],
)
