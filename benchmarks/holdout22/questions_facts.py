"""Factual questions of the twenty-second hold-out set (34 with items, 8 unanswerable)."""

from __future__ import annotations

from facts import (
    CM_BAUD_DEF,
    CM_FPS,
    CM_IDD,
    CM_IDD_IR,
    CM_IP,
    CM_VDD,
    CM_WARM,
    CT_16V_OUT,
    CT_PHASE,
    DM_IL,
    DM_SURGE,
    DM_VCC,
    DM_VLOAD,
    EC_ISD,
    EC_VS,
    FL_IDD_A,
    FL_IDD_B,
    FL_TOP,
    FL_VDD,
    FL_WARM,
    GM_DOSE,
    GM_VDD,
    LX_ABSMAX,
    LX_ADDR_A,
    LX_ADDR_B,
    LX_FSCL,
    LX_IDD_B,
    LX_OPTICAL,
    LX_TOP,
    LX_VDD_A,
    LX_VDD_B,
    TD_ADDR,
    TD_AOUT,
    TD_IDD_I,
    TD_SEAWATER,
    TD_TOP,
    TD_VDD_A,
    TD_VDD_I,
    ct_range,
)
from qkit import CM, CT, DM, EC, FL, GM, LX, TD, Fact, join, q, unanswerable

S = "simple"


def fact(qid: str, diff: str, question: str, devices: list[str], f: Fact, note: str = "") -> None:
    q(qid, diff, S, question, devices, f[0], f[1], note=note)


# ------------------------------------------------------------------ LX1602
fact("f-e-01", "easy", "What supply voltage does the LX1602A-5 LCD module need?", [LX], LX_VDD_A)
fact("f-e-02", "easy", "what voltage does the lx1602b-3 (the 3v3 one) run on?", [LX], LX_VDD_B)
fact("f-e-03", "easy", "i2c address of the lx1602b-3 lcd?", [LX], LX_ADDR_B)
fact(
    "f-m-04",
    "medium",
    "Which 7-bit I2C address does the LX1602A-5 respond to?",
    [LX],
    LX_ADDR_A,
    "Page 2 continuation of the per-version table; the 0x3F beside it is LX1602B-3.",
)
fact("f-e-05", "easy", "max i2c clock for the lx1602 lcd module?", [LX], LX_FSCL)
fact(
    "f-m-06",
    "medium",
    "What operating temperature range is given for the LX1602 module?",
    [LX],
    LX_TOP,
    "Only in the absolute maximum ratings table (Chinese LCM convention).",
)
fact(
    "f-e-07",
    "easy",
    "What is the absolute maximum supply voltage of the LX1602?",
    [LX],
    LX_ABSMAX,
)
fact(
    "f-m-08",
    "medium",
    "how much current does the lx1602b-3 pull with the backlight off?",
    [LX],
    LX_IDD_B,
    "Typical only; 1.5 mA is the A-5 column, 15 mA is the backlight.",
)
# ------------------------------------------------------------------ QTDS-01
fact(
    "f-e-09",
    "easy",
    "What input voltage does the QTDS-01A analog TDS board accept?",
    [TD],
    TD_VDD_A,
)
fact("f-e-10", "easy", "what voltage range comes out of the qtds-01a analog pin?", [TD], TD_AOUT)
fact(
    "f-m-12",
    "medium",
    "max current of the i2c version of the qtds-01 tds sensor?",
    [TD],
    TD_IDD_I,
)
fact("f-e-13", "easy", "What is the I2C address of the QTDS-01I?", [TD], TD_ADDR)
fact(
    "f-m-14",
    "medium",
    "What supply voltage range does the QTDS-01I (I2C board, not the analog one) accept?",
    [TD],
    TD_VDD_I,
)
fact(
    "f-m-15",
    "medium",
    "operating temp range of the qtds-01 module board itself (not the probe water temp)?",
    [TD],
    TD_TOP,
)
# ------------------------------------------------------------------ KEC8232
fact(
    "f-e-16",
    "easy",
    "What supply voltage range does the KEC8232 ECG front end operate from?",
    [EC],
    EC_VS,
)
fact("f-e-18", "easy", "What is the shutdown current of the KEC8232?", [EC], EC_ISD)
# ------------------------------------------------------------------ VCM-0706
fact("f-e-20", "easy", "what supply voltage does the vcm-0706 camera need?", [CM], CM_VDD)
fact("f-e-21", "easy", "default baud rate of the vcm-0706?", [CM], CM_BAUD_DEF)
fact(
    "f-m-22",
    "medium",
    "How much current does the VCM-0706IR draw with its IR LEDs on?",
    [CM],
    CM_IDD_IR,
    "The unnamed second row of 'Operating current'; 75 / 90 mA is IR off.",
)
fact(
    "f-e-23",
    "easy",
    "current draw of the plain vcm-0706 (no ir) while capturing?",
    [CM],
    CM_IDD,
)
fact(
    "f-m-24",
    "medium",
    "how long after power-up until the vcm-0706 can take its first picture?",
    [CM],
    CM_WARM,
)
# ------------------------------------------------------------------ KPF-350
fact(
    "f-e-25",
    "easy",
    "What is the recommended supply voltage range of the KPF-350 flame sensor?",
    [FL],
    FL_VDD,
)
fact(
    "f-m-27",
    "medium",
    "What operating temperature range do the KPF-350 recommended operating conditions give "
    "(not the absolute maximum)?",
    [FL],
    FL_TOP,
)
fact("f-e-28", "easy", "supply current of the kpf-350b (dual channel)?", [FL], FL_IDD_B)
fact(
    "f-m-29",
    "medium",
    "How long must the KPF-350 output settle after power-on?",
    [FL],
    FL_WARM,
    "Only in the precautions on page 2.",
)
# ------------------------------------------------------------------ UCT
fact(
    "f-e-30", "easy", "What is the measuring range of the UCT-16V?", [CT], ct_range("UCT-16V", 100)
)
fact(
    "f-m-31",
    "medium",
    "what output voltage does the uct-16v give at its rated primary current?",
    [CT],
    CT_16V_OUT,
)
# ------------------------------------------------------------------ GZM-1
fact(
    "f-e-32",
    "easy",
    "What supply voltage does the GZM-1 Geiger module need?",
    [GM],
    GM_VDD,
    "400 V is the internal tube voltage, not the supply.",
)
# ------------------------------------------------------------------ NVD-AC2
fact(
    "f-e-34",
    "easy",
    "What logic supply voltage does the NVD-AC2 dimmer module accept?",
    [DM],
    DM_VCC,
)
fact(
    "f-e-35",
    "easy",
    "max load current of the nvd-ac2 without a heat sink?",
    [DM],
    DM_IL,
)
fact("f-e-36", "easy", "what mains voltage range can the nvd-ac2 run on?", [DM], DM_VLOAD)
fact("f-m-37", "medium", "What surge load current can the NVD-AC2 take?", [DM], DM_SURGE)
# ------------------------------------------------------------------ hard: several rows
items, evidence = join(FL_IDD_A, FL_IDD_B)
q(
    "f-h-39",
    "hard",
    "comparison",
    "Compare the typical supply current of the KPF-350A and the KPF-350B.",
    [FL],
    items,
    evidence,
)
items, evidence = join(LX_VDD_A, LX_VDD_B)
q(
    "f-h-40",
    "hard",
    "structured",
    "List the supply voltage range of each LX1602 version (LX1602A-5 and LX1602B-3).",
    [LX],
    items,
    evidence,
)
# ------------------------------------------------------------------ not in the sheets
unanswerable(
    "f-e-41",
    "easy",
    S,
    "What is the viewing angle of the LX1602B-3?",
    [LX],
    "Optical characteristics are not specified.",
    LX_OPTICAL,
)
unanswerable(
    "f-e-42",
    "easy",
    S,
    "what frame rate does the vcm-0706 give over serial?",
    [CM],
    "Frame rate over the serial port is not specified.",
    CM_FPS,
)
unanswerable(
    "f-e-43",
    "easy",
    S,
    "ip rating of the vcm-0706 camera?",
    [CM],
    "The camera has no IP rating.",
    CM_IP,
)
unanswerable(
    "f-e-44",
    "easy",
    S,
    "what's the gzm-1 sensitivity in cpm per uSv/h?",
    [GM],
    "No conversion factor or sensitivity is given; only background and dead time.",
)
unanswerable(
    "f-m-45",
    "medium",
    S,
    "What is the phase error of the UCT-10?",
    [CT],
    "Phase error is not specified.",
    CT_PHASE,
)
unanswerable(
    "f-m-46",
    "medium",
    S,
    "How accurate is a dose-rate reading from the GZM-1?",
    [GM],
    "Dose-rate accuracy is not specified.",
    GM_DOSE,
)
unanswerable(
    "f-m-47",
    "medium",
    S,
    "What TDS accuracy does the QTDS-01 reach in seawater?",
    [TD],
    "Accuracy in seawater is not specified (the ±10 % F.S. is general, at 25 °C).",
    TD_SEAWATER,
)
unanswerable(
    "f-m-48",
    "medium",
    S,
    "What is the input impedance of the KEC8232 instrumentation amplifier?",
    [EC],
    "Not given; only gain, CMRR and input bias current.",
)
