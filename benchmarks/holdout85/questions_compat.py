"""Compatibility questions of the eighty-fifth hold-out set (28: 10 compatible, 9
incompatible, 9 insufficient_evidence, each of those with one required check the
sheets do not support)."""

from __future__ import annotations

import facts as F
from qkit import AK, CT, EM, FC, FL, HM, QL, QY, Fact, join, q

E, M, H = "easy", "medium", "hard"
OK, NO, IE = "compatible", "incompatible", "insufficient_evidence"
N = iter(range(1, 100))


def cq(diff: str, verdict: str, text: str, devs: list[str], *facts: Fact, note: str = "") -> None:
    items, evidence = join(*facts) if facts else ([], [])
    if verdict == IE:
        items = []
    q(f"c-{next(N):02d}", diff, "compatibility", text, devs, items, evidence, verdict, note)


# ---------------------------------------------------------------- compatible (10)
cq(
    E,
    OK,
    "can i power the flb-imu9x from a 5v arduino uno and talk i2c to it?",
    [FL],
    F.FL_VIN,
    F.FL_I2C5V,
)
cq(
    E,
    OK,
    "Can the AKW-DN28 step a 12 V adapter down to 5 V for a Raspberry Pi drawing 1.5 A?",
    [AK],
    F.AK_VIN,
    F.AK_VOUT,
    F.AK_IOUT_BARE,
)
cq(E, OK, "will the ct-rtc32 run off a raspberry pi 3v3 pin?", [CT], F.CT_VCC, F.CT_PI)
cq(E, OK, "Can I run the QY1602-IIC-5V from a USB power bank's 5 V output?", [QY], F.QY_VDD5)
cq(E, OK, "is the ql-wa12 ok outdoors at -30c in winter?", [QL], F.QL_TOP)
cq(
    M,
    OK,
    "Can a 3S LiPo (12.6 V fully charged) power the FCH-30A?",
    [FC],
    F.FC_VIN,
    F.FC_CELLS,
)
cq(
    M,
    OK,
    "fch-30a throttle driven straight from an esp32 gpio (3.3 v pwm) - will it read it?",
    [FC],
    F.FC_VIH,
)
cq(
    M,
    OK,
    "can one 18650 with the emx-p1s feed a 2 a load continuously?",
    [EM],
    F.EM_DIS,
)
cq(
    H,
    OK,
    "Can the CT-RTC32 and the QY1602-IIC-5V share the I2C bus of a 5 V Arduino Uno?",
    [CT, QY],
    F.CT_VCC,
    F.QY_VDD5,
    F.CT_ADDR,
    F.QY_ADDR,
    F.QY_I2C,
    note="0x68 / 0x57 vs 0x27; run the bus at the LCD adapter's 100 kHz",
)
cq(
    H,
    OK,
    "Can the AKW-DN28 run from a 24 V supply and deliver 2 A at 12 V with the heatsink fitted?",
    [AK],
    F.AK_VIN,
    F.AK_24_12,
    F.AK_DROP,
    note="24 V column of the heatsink table: 2.4 A at 12 V out",
)
# ---------------------------------------------------------------- incompatible (9)
cq(E, NO, "Can I feed the QL-WA12 straight from a 5 V Arduino's 5V pin?", [QL], F.QL_VDD, F.QL_ABS)
cq(E, NO, "will the hmb-gs135 work powered from the 3v3 pin of an esp32?", [HM], F.HM_VCC, F.HM_3V3)
cq(E, NO, "Can I run the QY1602-IIC-3V on a 5 V Arduino's 5V pin?", [QY], F.QY_VDD3)
cq(E, NO, "is one emx-p1s ok for a 2s pack (two 18650s in series)?", [EM], F.EM_ABS, F.EM_2S)
cq(
    M,
    NO,
    "Can the FCH-30A run off a 6S LiPo (22.2 V)?",
    [FC],
    F.FC_VIN,
    F.FC_CELLS,
    note="2-6S / 22.2 V is the FCH-40A column",
)
cq(
    M,
    NO,
    "can i hook the flb-imu9x up over spi straight to a 5v arduino uno?",
    [FL],
    F.FL_VIH,
    F.FL_SPI5V,
    F.FL_UNO,
)
cq(
    M,
    NO,
    "Will the AKW-DN28 take 5 V from a USB power bank and give a steady 5 V out?",
    [AK],
    F.AK_VIN,
    F.AK_DROP,
)
cq(M, NO, "can the ct-rtc32 take a cr2032 in its holder as shipped?", [CT], F.CT_CR2032)
cq(
    H,
    NO,
    "Can the FLB-IMU9X and the CT-RTC32 share one I2C bus without moving any jumper?",
    [FL, CT],
    F.FL_ADDR,
    F.CT_ADDR,
    note="both at 0x68 unless the FLB-IMU9X ADR jumper is bridged",
)
# ---------------------------------------------------------------- insufficient evidence (9)
cq(
    E,
    IE,
    "can the fch-30a drive a 2200kv motor on 3s?",
    [FC],
    F.FC_VIN,
    note="no motor kv / rpm limit in the sheet",
)
cq(
    E,
    IE,
    "can the flb-imu9x give me a compass heading accurate to 1 degree?",
    [FL],
    note="no heading accuracy",
)
cq(
    M,
    IE,
    "Is the HMB-GS135 accurate enough for a CO2 meter that must be within 50 ppm?",
    [HM],
    F.HM_ACC,
    note="the sheet gives no accuracy figure",
)
cq(
    M,
    IE,
    "Will the QL-WA12 reach my router 100 m away through two walls?",
    [QL],
    note="no range figure",
)
cq(
    M,
    IE,
    "Does the EMX-P1S stop charging if the cell heats up to 50 C?",
    [EM],
    note="no temperature protection stated",
)
cq(
    M,
    IE,
    "Does the AKW-DN28 meet CISPR 32 class B emissions, so I can build it into a product I sell?",
    [AK],
    note="no EMC statement",
)
cq(
    M,
    IE,
    "Will the QY1602-IIC's BL backlight last 50,000 hours in a kiosk?",
    [QY],
    note="no backlight life",
)
cq(
    H,
    IE,
    "Will the CT-RTC32 keep time for 5 years on one LIR2032 with main power off?",
    [CT],
    F.CT_IBAT,
    F.CT_LIFE,
    note="3.0 uA is given but not the cell capacity or a battery life",
)
cq(
    H,
    IE,
    "On a 3S pack at 28 A continuous with a 490 Hz PWM throttle, will the FCH-30A follow "
    "throttle changes within 2 ms?",
    [FC],
    F.FC_VIN,
    F.FC_CONT,
    note="3S, 28 A and 490 Hz are covered; no throttle response time is given",
)
