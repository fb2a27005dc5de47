"""Factual questions of the hundred-and-third hold-out set (type ``simple``).

34 with items, 8 whose answer the sheets do not give (insufficient_evidence).
"""

from __future__ import annotations

import facts as F
from qkit import BG, DB, KB, LK, SY, TP, YB, ZR, ev, q, unanswerable


def fact(
    qid: str, difficulty: str, question: str, devices: list[str], f: F.Fact, note: str = ""
) -> None:
    q(qid, difficulty, "simple", question, devices, f[0], f[1], note=note)


def ie(
    qid: str,
    difficulty: str,
    question: str,
    devices: list[str],
    note: str,
    evidence: list | None = None,
) -> None:
    unanswerable(qid, difficulty, "simple", question, devices, note, evidence)


# ------------------------------------------------------------------- LKT3051
fact(
    "f-01",
    "easy",
    "What is the recommended VCC supply voltage range of the LKT3051?",
    [LK],
    F.LK_VCC,
)
fact(
    "f-02",
    "medium",
    "whats the abs max on vcc for the lkt3051? not the operating range",
    [LK],
    F.LK_VCC_ABS,
)
fact(
    "f-03",
    "medium",
    "standby current of the plain lkt3051 (the one without the vio pin)?",
    [LK],
    F.LK_STBY,
    "the LKT3051V row below gives 1 / 3 uA",
)
fact(
    "f-04",
    "hard",
    "How much supply current does the LKT3051 draw in Normal mode while driving the bus dominant (min/typ/max)?",
    [LK],
    F.LK_ICC_DOM,
    "the recessive row (2 / 5 / 10 mA) is unnamed and sits just below",
)
fact(
    "f-05",
    "easy",
    "What is the minimum HIGH-level input voltage on TXD for the LKT3051 (5 V I/O version)?",
    [LK],
    F.LK_VIH,
)
fact(
    "f-06",
    "easy",
    "operating ambient temp range of the lkt3051?",
    [LK],
    F.LK_TEMP,
    "only in the ordering table; Tvj -40 ... +150 is a limiting value",
)

# ------------------------------------------------------------------- ZLR-44E
fact(
    "f-07", "easy", "What I2C address does the RTC on the ZLR-44E module use?", [ZR], F.ZR_ADDR_RTC
)
fact(
    "f-08",
    "medium",
    "zlr-44e eeprom i2c address with the a0-a2 jumpers left open?",
    [ZR],
    F.ZR_ADDR_EE,
)
fact(
    "f-09", "easy", "What is the module supply voltage range (VCC) of the ZLR-44E?", [ZR], F.ZR_VCC
)
fact(
    "f-10",
    "medium",
    "What operating temperature range is given for the ZLR-44EC commercial grade?",
    [ZR],
    F.ZR_TEMP_C,
    "unnamed second row under the ZLR-44E -40 ... +85 row",
)
fact(
    "f-11",
    "hard",
    "how much does the zlr-44e pull from the backup coin cell when vcc is off?",
    [ZR],
    F.ZR_IBAT,
)
fact("f-12", "easy", "What is the maximum I2C clock frequency of the ZLR-44E?", [ZR], F.ZR_FSCL)

# ------------------------------------------------------------------- YB-2412
fact(
    "f-13",
    "easy",
    "What supply voltage range does the YB-2412 module work from?",
    [YB],
    F.YB_VCC,
    "board VCC, not the chip DVDD / AVDD 2.6 ... 5.5 V",
)
fact("f-14", "easy", "what output data rates can the yb-2412 run at?", [YB], F.YB_RATE)
fact(
    "f-15",
    "hard",
    "What is the full-scale differential input range of channel A at gain 64 on the YB-2412 (on-board AVDD)?",
    [YB],
    F.YB_FS64,
)
fact("f-16", "medium", "yb-2412 current in power down mode?", [YB], F.YB_PD)
fact("f-17", "easy", "What is the operating temperature range of the YB-2412?", [YB], F.YB_TEMP)

# ------------------------------------------------------------------- DBS-09M
fact("f-18", "easy", "What is the operating voltage range of the DBS-09M servo?", [DB], F.DB_VCC)
fact(
    "f-19",
    "medium",
    "stall current of the dbs-09m at 6v?",
    [DB],
    F.DB_STALL6,
    "4.8 V column gives 700 mA",
)
fact("f-20", "easy", "dbs-09m idle current at 4.8v", [DB], F.DB_IDLE48)
fact(
    "f-21",
    "easy",
    "What operating temperature range does the DBS-09P servo have?",
    [DB],
    F.DB_TEMP,
    "storage -20 ... +60 is the row above",
)

# ------------------------------------------------------------------- TPR-W3B
fact("f-22", "easy", "What is the recommended VDD range of the TPR-W3B module?", [TP], F.TP_VDD)
fact(
    "f-23",
    "medium",
    "tx current of the tpr-w3b on 802.11b at full power, typical and peak?",
    [TP],
    F.TP_TX,
)
fact("f-24", "easy", "tpr-w3b deep sleep current?", [TP], F.TP_DEEP)
fact(
    "f-25",
    "hard",
    "What operating ambient temperature range does the TPR-W3B-PH variant support?",
    [TP],
    F.TP_TEMP_PH,
    "unnamed row under the -P / -U row",
)

# ----------------------------------------------------------------- KRS-BK340
fact("f-26", "easy", "input voltage range of the krs-bk340 buck module?", [KB], F.KB_VIN)
fact("f-27", "easy", "What output voltage range can the KRS-BK340 be adjusted to?", [KB], F.KB_VOUT)
fact(
    "f-28",
    "hard",
    "How much continuous output current can the KRS-BK340 deliver without a heat sink at 24 V in and 5 V out?",
    [KB],
    F.KB_I24,
)
fact("f-29", "easy", "no-load current of the krs-bk340?", [KB], F.KB_IQ)

# -------------------------------------------------------------------- SY-F21
fact(
    "f-30",
    "easy",
    "What supply voltage range does the SY-F21 flow sensor work from?",
    [SY],
    F.SY_VCC,
    "limit voltage 24 V is a separate row",
)
fact("f-31", "easy", "sy-f21 working current?", [SY], F.SY_ICC)
fact("f-32", "medium", "flow range of the sy-f21-20 (the 3/4 inch one)?", [SY], F.SY_RANGE20)

# -------------------------------------------------------------------- BMS-G2
fact("f-33", "easy", "What is the heater power of the BMS-G2 gas sensor?", [BG], F.BG_PH)
fact("f-34", "medium", "How long does the BMS-G2 need to preheat?", [BG], F.BG_WARM)

# ------------------------------------------------- not in the sheets (8)
ie(
    "f-35",
    "easy",
    "What is the thermal shutdown temperature of the LKT3051?",
    [LK],
    "no thermal shutdown is specified; only Tvj +150 °C as a limiting value",
)
ie(
    "f-36",
    "medium",
    "how many write cycles is the eeprom on the zlr-44e good for?",
    [ZR],
    "EEPROM endurance is not given; only the 10 ms write cycle time",
)
ie(
    "f-37",
    "easy",
    "What is the storage temperature range of the YB-2412?",
    [YB],
    "only the operating range -40 ... +85 °C is given",
)
ie(
    "f-38",
    "easy",
    "What IP rating does the DBS-09M have?",
    [DB],
    "the sheet only says not waterproof, not dustproof",
    [ev(DB, 2, "Not waterproof, not dustproof.")],
)
ie(
    "f-39",
    "medium",
    "What is the gain of the TPR-W3B-P's PCB antenna?",
    [TP],
    "no antenna gain is given",
)
ie(
    "f-40",
    "medium",
    "what's the load regulation of the krs-bk340?",
    [KB],
    "no load or line regulation is given",
)
ie(
    "f-41",
    "easy",
    "What is the IP rating of the SY-F21 flow sensor?",
    [SY],
    "no protection class is given",
)
ie(
    "f-42",
    "medium",
    "What is the response time (t90) of the BMS-G2 gas sensor?",
    [BG],
    "no response or recovery time is given; the preheat times are not response times",
)
