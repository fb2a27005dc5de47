"""Factual questions of the fifty-fourth hold-out set (42: 34 with items, 8 unanswerable)."""

from __future__ import annotations

import facts as F
from qkit import AL, HW, LB, ML, RT, TL, TM, VP, join, q, unanswerable

S = "simple"

# ---------------------------------------------------------------- easy, with items
q(
    "f-1",
    "easy",
    S,
    "what supply voltage range does the ALX 740 light sensor run on?",
    [AL],
    *F.AL_VDD,
)
q(
    "f-2",
    "easy",
    S,
    "how much current does the alx 740 pull while it's measuring? typ and max pls",
    [AL],
    *F.AL_IDD,
)
q("f-3", "easy", S, "i2c address of the alx 740-1 (the second ordering code)?", [AL], *F.AL_ADDR1)
q(
    "f-5",
    "easy",
    S,
    "Which input voltage range is the TLR 3150 specified for in its functional range?",
    [TL],
    *F.TL_VIN,
)
q("f-6", "easy", S, "quiescent / ground current of the tlr3150 with no load on it?", [TL], *F.TL_IQ)
q(
    "f-7",
    "easy",
    S,
    "What motor supply voltage (VM) range is recommended for the MLD8841 stepper driver?",
    [ML],
    *F.ML_VM,
)
q("f-9", "easy", S, "what voltage can i feed the lb-s62 lora module with?", [LB], *F.LB_VCC)
q(
    "f-10",
    "easy",
    S,
    "What is the maximum transmit power of the LB-S62-868 version?",
    ["LB-S62-868"],
    *F.LB_TX868,
)
q("f-11", "easy", S, "sleep current of the lb-s62 in mode 3 (m0=m1=1)?", [LB], *F.LB_SLEEP)
q(
    "f-12",
    "easy",
    S,
    "What supply voltage range (VS) does the VPM 226 power monitor operate from?",
    [VP],
    *F.VP_VS,
)
q("f-13", "easy", S, "what's the i2c address of the rtm-3205 rtc?", [RT], *F.RT_ADDR)
q(
    "f-14",
    "easy",
    S,
    "What is the operating temperature range of the RTM-3205WA?",
    ["RTM-3205WA"],
    *F.RT_TEMP_WA,
)
q(
    "f-15",
    "easy",
    S,
    "What power supply range does the RS485 version TMS-30R of the soil moisture sensor need?",
    ["TMS-30R"],
    *F.TM_SUP_R,
)
q("f-16", "easy", S, "how fast does the tms-30 soil probe respond?", [TM], *F.TM_RESP)
q(
    "f-17",
    "easy",
    S,
    "What is the on-resistance of the HW2806 load switch at VIN = 5 V?",
    [HW],
    *F.HW_RON5,
)
q("f-18", "easy", S, "how many amps can the hw2806 switch continuously?", [HW], *F.HW_IMAX)
q("f-19", "easy", S, "What IP rating does the TMS-30 probe have?", [TM], *F.TM_IP)
q("f-20", "easy", S, "default baud rate of the lb-s62 uart?", [LB], *F.LB_BAUD)

# ---------------------------------------------------------------- medium, with items
q(
    "f-21",
    "medium",
    S,
    "What logic input high and low levels does the ALX 740 specify for SDA and SCL?",
    [AL],
    *join(F.AL_VIH, F.AL_VIL),
)
q(
    "f-22",
    "medium",
    S,
    "typical dropout of the tlr 3150-50 at 50 ma load?",
    ["TLR 3150-50"],
    *F.TL_DROP50_50,
)
q(
    "f-23",
    "medium",
    S,
    "What ambient temperature range may the TLR 3150 be operated in?",
    [TL],
    *F.TL_TA,
    note="functional range TA -40...125 °C, not the junction limit -40...150 °C",
)
q(
    "f-24",
    "medium",
    S,
    "What are the VIH and VIL logic-input thresholds of the MLD8841?",
    [ML],
    *join(F.ML_VIH, F.ML_VIL),
    note="symbol-only rows",
)
q("f-25", "medium", S, "max rms current per phase on the mld8841?", [ML], *F.ML_IRMS)
q(
    "f-26",
    "medium",
    S,
    "How much does the MLD8841 draw from VM in sleep mode?",
    [ML],
    *F.ML_SLEEP,
)
q(
    "f-27",
    "medium",
    S,
    "what rx sensitivity does the 433 mhz lb-s62 get?",
    ["LB-S62-433"],
    *F.LB_SENS433,
)
q(
    "f-28",
    "medium",
    S,
    "What transmit (emission) current does the LB-S62-915 draw?",
    ["LB-S62-915"],
    *F.LB_ITX915,
)
q(
    "f-29",
    "medium",
    S,
    "What is the maximum quiescent current of the VPM 226 over the full -40 to +85 °C range?",
    [VP],
    *F.VP_IQ_FULL,
)
q("f-30", "medium", S, "fastest i2c clock the vpm226 supports?", [VP], *F.VP_FSCL)
q(
    "f-31",
    "medium",
    S,
    "What VDD range does the RTM-3205 need while the I2C bus is being accessed?",
    [RT],
    *F.RT_VDD,
    note="I2C-access row 2.5-5.5 V, not the 1.6 V time-keeping row",
)
q(
    "f-32",
    "medium",
    S,
    "hw2806 on resistance when the input is 1.8v?",
    [HW],
    *F.HW_RON18,
)

# ---------------------------------------------------------------- hard, with items
q(
    "f-33",
    "hard",
    S,
    "What is the maximum dropout voltage of the TLR 3150-33 at 150 mA?",
    ["TLR 3150-33"],
    *F.TL_DROP33,
    note="values in mV per the header sentence; -50 column (350) is a look-alike",
)
q(
    "f-34",
    "hard",
    S,
    "rtm-3205 running off 5v with the bus idle: how much current does it take for timekeeping?",
    [RT],
    *F.RT_IDD5,
)
q(
    "f-35",
    "hard",
    S,
    "What is the VBIAS quiescent current of the HW2806 with the switch on and no load?",
    [HW],
    *F.HW_IQ,
    note="unit only in the condition sentence '[all currents in µA]'",
)
q(
    "f-36",
    "hard",
    S,
    "hw2806 turned off with 5v on vin: how much leaks from vin?",
    [HW],
    *F.HW_ISD_VIN,
)

# ---------------------------------------------------------------- not in the sheets
unanswerable(
    "f-37",
    "easy",
    S,
    "What is the PSRR of the TLR 3150?",
    [TL],
    "the sheet says output noise and PSRR are not specified",
    F.TL_PSRR[1],
)
unanswerable(
    "f-38",
    "easy",
    S,
    "how many years will the rtm-3205 run on a cr2032?",
    [RT],
    "battery life is not specified",
    F.RT_BATT[1],
)
unanswerable(
    "f-39",
    "easy",
    S,
    "What soil salinity (EC) range can the TMS-30 measure?",
    [TM],
    "salinity and pH are not measured",
    F.TM_EC[1],
)
unanswerable(
    "f-40",
    "easy",
    S,
    "what range does the lb-s62 get through walls indoors?",
    [LB],
    "FAQ: not tested",
    F.LB_WALLS[1],
)
unanswerable(
    "f-41",
    "easy",
    S,
    "What is the ALX 740 lux accuracy behind a tinted cover glass?",
    [AL],
    "not specified behind tinted glass",
    F.AL_TINT[1],
)
unanswerable(
    "f-42",
    "easy",
    S,
    "at what current does the hw2806 current limit kick in?",
    [HW],
    "the HW2806 has no current limit",
    F.HW_NOLIM[1],
)
unanswerable(
    "f-43",
    "medium",
    S,
    "What total current-measurement accuracy does the VPM 226 reach including the shunt?",
    [VP],
    "shunt tolerance is not part of the specification; only gain error and offset are given",
    F.VP_SHUNT_TOL[1],
)
unanswerable(
    "f-44",
    "hard",
    S,
    "What is the junction-to-ambient thermal resistance of the MLD8841 HTSSOP-28 package?",
    [ML],
    "no thermal resistance is given; the sheet only asks to observe thermal limits",
)
