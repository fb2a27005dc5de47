"""Compatibility questions of the hundred-and-third hold-out set: 10 compatible, 9
incompatible, 9 insufficient_evidence (one required check has no support in the
sheets). Items list the specifications the verdict rests on.
"""

from __future__ import annotations

import facts as F
from qkit import BG, DB, KB, LK, SY, TP, YB, ZR, Fact, join, q, unanswerable

OK, NO = "compatible", "incompatible"


def compat(
    qid: str,
    difficulty: str,
    question: str,
    devices: list[str],
    f: Fact,
    verdict: str,
    extra: list | None = None,
) -> None:
    q(qid, difficulty, "compatibility", question, devices, f[0], f[1] + (extra or []), verdict)


def ie(
    qid: str,
    difficulty: str,
    question: str,
    devices: list[str],
    note: str,
    evidence: list | None = None,
) -> None:
    unanswerable(qid, difficulty, "compatibility", question, devices, note, evidence)


# ----------------------------------------------------------- compatible (10)
compat(
    "c-01",
    "medium",
    "sy-f21 on a 12v adapter, pulse wire pulled up to 3v3 and read by an esp32 gpio - ok?",
    [SY],
    F.SY_VCC,
    OK,
    [F.SY_PULLUP],
)
compat(
    "c-02",
    "medium",
    "Can the KRS-BK340 step a 24 V supply down to 5 V for a 1.5 A load without a heat sink?",
    [KB],
    join(F.KB_VIN, F.KB_VOUT, F.KB_I24),
    OK,
)
compat(
    "c-03",
    "easy",
    "bms-g2 on a 5v arduino uno, ao into a0 - will that work?",
    [BG],
    F.BG_VCC,
    OK,
    [F.BG_UNO],
)
compat(
    "c-04",
    "easy",
    "Can the TPR-W3B run from a 3.3 V regulator rated for 800 mA?",
    [TP],
    join(F.TP_VDD, F.TP_TX),
    OK,
    [F.TP_IVDD],
)
compat(
    "c-05",
    "easy",
    "can i hang the zlr-44e off a raspberry pi's 3v3 pin and i2c bus?",
    [ZR],
    F.ZR_VCC,
    OK,
    [F.ZR_FAQ_PI],
)
compat(
    "c-06",
    "medium",
    "Will the LKT3051V work with an ESP32 host if VCC is 5 V and VIO is tied to the ESP32's 3.3 V?",
    [LK],
    join(F.LK_VCC, F.LK_VIO),
    OK,
    [F.LK_HINT_RXD],
)
compat(
    "c-07",
    "easy",
    "dbs-09m on a 4 x aa nimh pack (4.8v)?",
    [DB],
    F.DB_VCC,
    OK,
)
compat(
    "c-08",
    "easy",
    "can a 3v3 pico pwm pin drive the dbs-09m signal wire directly?",
    [DB],
    F.DB_VIH,
    OK,
)
compat(
    "c-09",
    "hard",
    "Does a 1 mV/V load cell excited at 4.3 V stay inside the YB-2412's channel A full scale at gain 128?",
    [YB],
    F.YB_FS128,
    OK,
)
compat(
    "c-10",
    "medium",
    "will a zlr-44e (industrial grade) keep running in an unheated shed at -30c?",
    [ZR],
    F.ZR_TEMP_I,
    OK,
)

# ---------------------------------------------------------- incompatible (9)
compat(
    "c-11",
    "easy",
    "Can I power the DBS-09M straight from a 2S LiPo pack?",
    [DB],
    F.DB_VCC,
    NO,
    [F.DB_2S],
)
compat(
    "c-12",
    "medium",
    "tpr-w3b rx pin straight to a 5v arduino uno tx pin, no level shifter?",
    [TP],
    F.TP_GPIO_ABS,
    NO,
    [F.TP_NOT5V],
)
compat(
    "c-13",
    "easy",
    "Can the LKT3051 run with its VCC taken from an ESP32 board's 3.3 V rail?",
    [LK],
    F.LK_VCC,
    NO,
    [F.LK_HINT_3V3],
)
compat(
    "c-14",
    "medium",
    "bms-g2 on 5v with ao wired straight into an esp32 adc pin?",
    [BG],
    F.BG_AO,
    NO,
    [F.BG_ESP],
)
compat(
    "c-15",
    "medium",
    "Can the KRS-BK340 give a regulated 12 V output from a 12 V lead-acid battery?",
    [KB],
    F.KB_DROP,
    NO,
    [F.KB_FAQ12],
)
compat(
    "c-16",
    "easy",
    "krs-bk340 fed from a 48v e-bike battery?",
    [KB],
    join(F.KB_VIN, F.KB_ABS),
    NO,
)
compat(
    "c-17",
    "hard",
    "Can I put the YB-2412 on the same I2C bus as an SSD1306 OLED on my Arduino?",
    [YB],
    ([], [F.YB_NOT_I2C]),
    NO,
)
compat(
    "c-18",
    "medium",
    "Can the TPR-W3B's VDD be connected straight to a single Li-ion cell (4.2 V when full)?",
    [TP],
    join(F.TP_VDD, F.TP_VDD_ABS),
    NO,
    [F.TP_LIION],
)
compat(
    "c-19",
    "hard",
    "two dbs-09m servos powered from the 5v pin of a usb-powered arduino, both can stall at 4.8v - ok?",
    [DB],
    F.DB_STALL48,
    NO,
    [F.DB_USB],
)

# ------------------------------------------------- insufficient evidence (9)
ie(
    "c-20",
    "medium",
    "Can I connect 64 LKT3051 nodes on one CAN bus?",
    [LK],
    "bus loading / number of nodes is not specified (no input resistance or node count)",
    None,
)
ie(
    "c-21",
    "medium",
    "logging to the zlr-44e eeprom every minute for 5 years, that's ~2.6 million writes - will it survive?",
    [ZR],
    "EEPROM write endurance is not given",
)
ie(
    "c-22",
    "hard",
    "Is the YB-2412 good enough for a scale that needs 0.01 % nonlinearity?",
    [YB],
    "no nonlinearity or accuracy figure for the converter is given",
)
ie(
    "c-23",
    "easy",
    "dbs-09m running 24/7 for a year in a camera slider - will it last?",
    [DB],
    "no life / endurance figure is given",
)
ie(
    "c-24",
    "easy",
    "Can the TPR-W3B-P reach a router 200 m away in open field?",
    [TP],
    "no range figure is given; TX power and sensitivity alone do not settle it",
)
ie(
    "c-25",
    "hard",
    "krs-bk340 making 5 V 3 A for a raspberry pi 4 from 12 V, in a sealed box at 60c with a heat sink?",
    [KB],
    "output current is given only at Ta = 25 °C; no derating over temperature",
)
ie(
    "c-26",
    "medium",
    "Will the SY-F21-15 cause less than 0.02 MPa pressure drop at 20 L/min in my 1.5 MPa water line?",
    [SY],
    "pressure loss is not specified; only the 1.75 MPa maximum pressure",
)
ie(
    "c-27",
    "easy",
    "can the bms-g2 detect a hydrogen leak from my battery bank?",
    [BG],
    "hydrogen is not among the listed gases and no hydrogen sensitivity is given",
)
ie(
    "c-28",
    "medium",
    "Can the TPR-W3B keep 10 BLE phone connections open at once?",
    [TP],
    "number of simultaneous BLE connections is not given",
)
