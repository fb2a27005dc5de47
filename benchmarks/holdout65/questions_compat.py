"""Compatibility questions of the sixty-fifth hold-out set: 10 compatible, 9 incompatible
and 9 insufficient_evidence (each of those has one required check the sheets do not
support)."""

from __future__ import annotations

from facts import (
    HM_5VTOL,
    HM_FSCL,
    HM_INABS,
    HM_LEDABS,
    HM_LEDNOTE,
    HM_VDD,
    NB_ESD,
    NB_RATE3,
    NB_VCC3,
    PM_BUS,
    PM_PULLUP,
    PM_RANGE,
    PM_TOP,
    PM_VCC,
    PT_ABS,
    PT_ACC_B125,
    PT_ADDR,
    PT_FSCL,
    PT_PIN_ABS,
    PT_PULLUP,
    PT_TOP,
    PT_VDD,
    RL_33,
    RL_AC,
    RL_DC,
    RL_H_OFF,
    RL_H_ON,
    RL_IND,
    RL_L_OFF,
    RL_TERM,
    RL_VCC,
    ST_I12,
    ST_I24,
    ST_TOP,
    ST_VDD,
    ST_VIH,
    ST_VMOT,
    TF_ADDR,
    TF_FSCL,
    TF_LONG_AMB,
    TF_LONG_DARK,
    TF_LVL,
    TF_MED_DARK,
    TF_SUN,
    TF_VIN,
    WB_ABS,
    WB_GPIO_ABS,
    WB_NOT5V,
    WB_PEAK,
    WB_VBAT,
    note,
)
from qkit import HM, IE, PM, PT, RL, ST, TF, WB, Fact, join, q

C, X = "compatible", "incompatible"
TF_GLASS = note(TF, 1, "When a cover glass is used, cross-talk calibration is required.")


def cq(
    qid: str,
    difficulty: str,
    question: str,
    devices: list[str],
    verdict: str,
    fact: Fact,
    note_: str = "",
) -> None:
    items = [] if verdict == IE else fact[0]
    q(qid, difficulty, "compatibility", question, devices, items, fact[1], verdict, note_)


# ------------------------------------------------------------------ easy (13)
cq(
    "c-01",
    "easy",
    "will my 5v arduino power the tof-k40 straight from its 5v pin?",
    [TF],
    C,
    join(TF_VIN, TF_LVL),
)
cq(
    "c-02",
    "easy",
    "fr-wb5 on a 3v3 ldo that can give 600 ma, is that enough?",
    [WB],
    C,
    join(WB_VBAT, WB_PEAK),
    "3.3 V is inside 3.0-3.6 V and 600 mA covers the 500 mA peaks.",
)
cq(
    "c-03",
    "easy",
    "Can the VE-PM226 read the bus voltage of a 12 V LED strip supply?",
    [PM],
    C,
    PM_BUS,
)
cq(
    "c-04",
    "easy",
    "Can an ESP32 at 3.3 V talk to an NB-485M-3 at 115200 baud?",
    ["NB-485M-3"],
    C,
    join(NB_VCC3, NB_RATE3),
)
cq(
    "c-05",
    "easy",
    "will my 5v arduino fry the pts-117 if i power it from the 5v pin?",
    [PT],
    X,
    join(PT_VDD, PT_ABS),
)
cq("c-06", "easy", "fr-wb5 straight on a 1s lipo (4.2v when full)?", [WB], X, join(WB_VBAT, WB_ABS))
cq(
    "c-07",
    "easy",
    "can i hook a 12v led strip straight to the hm9616 led outputs?",
    [HM],
    X,
    join(HM_LEDABS, HM_LEDNOTE),
)
cq(
    "c-08",
    "easy",
    "rly-2c-l driven from an esp32 3.3v gpio, will the relay turn off again?",
    ["RLY-2C-L"],
    X,
    join(RL_L_OFF, RL_33),
)
cq(
    "c-09",
    "easy",
    "Can the standard VE-PM226 (0.1 Ohm shunt) monitor a motor that draws 5 A?",
    [PM],
    X,
    PM_RANGE,
)
cq(
    "c-10",
    "easy",
    "rly-2c-h from an esp32 3v3 pin with the board on 5v, ok?",
    ["RLY-2C-H"],
    C,
    join(RL_VCC, RL_H_ON, RL_H_OFF, RL_33),
)
cq(
    "c-11",
    "easy",
    "can the rly-2c switch my 24v dc solenoid valve (2 a)?",
    [RL],
    IE,
    join(RL_DC, RL_IND),
    "24 V DC and 2 A are inside the resistive DC rating, but a solenoid is inductive and only an AC "
    "inductive rating is given.",
)
cq(
    "c-12",
    "easy",
    "is the pts-117a certified for medical thermometers (iso 80601)?",
    ["PTS-117A"],
    IE,
    ([], []),
    "No certification statement in the sheet.",
)
cq(
    "c-13",
    "easy",
    "ve-pm226 in an outdoor box at -30c and 95% humidity, will it work?",
    [PM],
    IE,
    PM_TOP,
    "-30 °C is inside -40...+85 °C, but no humidity limit is given.",
)

# ---------------------------------------------------------------- medium (11)
cq(
    "c-14",
    "medium",
    "Can the MP-STP36 drive a 1.0 A per coil stepper from 24 V without a heat sink, with "
    "STEP / DIR from a 3.3 V ESP32 and VDD = 3.3 V?",
    [ST],
    C,
    join(ST_VMOT, ST_I24, ST_VIH, ST_VDD),
)
cq(
    "c-15",
    "medium",
    "pts-117 and tof-k40 on the same 3v3 i2c bus at 400khz, any address clash?",
    [PT, TF],
    C,
    join(PT_ADDR, TF_ADDR, PT_FSCL, TF_FSCL, PT_VDD, TF_VIN),
)
cq(
    "c-16",
    "medium",
    "hm9616 powered at 3.3 v but its i2c driven by a 5v arduino uno, ok?",
    [HM],
    C,
    join(HM_VDD, HM_INABS, HM_5VTOL, HM_FSCL),
)
cq(
    "c-17",
    "medium",
    "Can I run the MP-STP36 from 12 V with a 2 A per coil motor and no heat sink?",
    [ST],
    X,
    ST_I12,
)
cq("c-18", "medium", "Can the NB-485M-3 run a Modbus line at 1 Mbit/s?", ["NB-485M-3"], X, NB_RATE3)
cq(
    "c-19",
    "medium",
    "Can a 230 V AC 1500 W kettle heater be switched by one channel of the RLY-2C?",
    [RL],
    C,
    join(RL_AC, RL_TERM),
    "1500 W / 230 V = 6.5 A, below 10 A (relay) and 7 A (board terminal).",
)
cq(
    "c-20",
    "medium",
    "tof-k40 in long mode measuring water level 1 m away outdoors in direct sun, will it work?",
    [TF],
    IE,
    join(TF_LONG_DARK, TF_LONG_AMB, TF_SUN),
    "1 m is within 4.0 m (dark) and 1.2 m (indoor ambient), but ranging in direct sunlight is not guaranteed.",
)
cq(
    "c-21",
    "medium",
    "fr-wb5-u with a 5 dbi antenna, still within its certification?",
    ["FR-WB5-U"],
    IE,
    ([], []),
    "No antenna gain limit for the u.FL version is stated.",
)
cq(
    "c-22",
    "medium",
    "Can the MP-STP36 drive 1.2 A per coil at 24 V without a heat sink inside a 60 °C enclosure?",
    [ST],
    IE,
    join(ST_I24, ST_TOP),
    "1.3 A is rated at 25 °C ambient only; no derating to 60 °C is given.",
)
cq(
    "c-23",
    "medium",
    "hm9616 at the end of a 10 m i2c cable, will it work?",
    [HM],
    IE,
    ([], []),
    "No bus capacitance or cable length limit is given.",
)
cq(
    "c-24",
    "medium",
    "nb-485m-5 on a 300 m outdoor line between two buildings, will it survive a 1 kv surge "
    "(iec 61000-4-5)?",
    ["NB-485M-5"],
    IE,
    NB_ESD,
    "Only ESD (15 kV HBM) on A, B is given; no surge rating.",
)

# ------------------------------------------------------------------ hard (4)
cq(
    "c-25",
    "hard",
    "PTS-117B in a freezer logger that must read within ±0.5 °C at -30 °C: good enough?",
    ["PTS-117B"],
    C,
    join(PT_ACC_B125, PT_TOP),
)
cq(
    "c-26",
    "hard",
    "pts-117 on 3v3 but the i2c bus is pulled up to 5v by an arduino uno, safe?",
    [PT],
    X,
    join(PT_PIN_ABS, PT_PULLUP),
)
cq(
    "c-27",
    "hard",
    "ve-pm226 powered from 5v, with sda/scl going to an fr-wb5 running on 3.3v, ok?",
    [PM, WB],
    X,
    join(PM_VCC, PM_PULLUP, WB_VBAT, WB_NOT5V, WB_GPIO_ABS),
    "The board pulls SDA/SCL up to VCC = 5 V; the FR-WB5 GPIOs are not 5 V tolerant.",
)
cq(
    "c-28",
    "hard",
    "tof-k40 behind a glass window, measuring 2 m in medium mode in a dark room, ok?",
    [TF],
    IE,
    join(TF_MED_DARK, TF_GLASS),
    "2.9 m in the dark, but a cover glass needs cross-talk calibration and its effect "
    "on range is not given.",
)
