"""Factual questions of the eighty-fifth hold-out set (42: 34 with items, 8 whose
answer is not in the sheets)."""

from __future__ import annotations

import facts as F
from qkit import AK, CT, EM, FC, FL, HM, QL, QY, Fact, join, q, unanswerable

E, M, H = "easy", "medium", "hard"
N = iter(range(1, 100))


def fq(diff: str, text: str, devs: list[str], *facts: Fact, note: str = "") -> None:
    items, evidence = join(*facts)
    q(f"f-{next(N):02d}", diff, "simple", text, devs, items, evidence, note=note)


def ie(diff: str, text: str, devs: list[str], note: str, *facts: Fact) -> None:
    evidence = join(*facts)[1] if facts else []
    unanswerable(f"f-{next(N):02d}", diff, "simple", text, devs, note, evidence)


# ---------------------------------------------------------------- AKW-DN28
fq(
    E,
    "What input voltage range does the AKW-DN28 buck module accept?",
    [AK],
    F.AK_VIN,
    note="AKW-DN28-F5 column 6.5 - 28 V is the look-alike",
)
fq(E, "max input voltage on the akw-dn28 before it dies?", [AK], F.AK_ABS)
fq(
    M,
    "How much continuous output current can the AKW-DN28 deliver on a bare board, without "
    "the heatsink?",
    [AK],
    F.AK_IOUT_BARE,
    note="3.0 A with the heatsink is the look-alike row",
)
fq(
    H,
    "with the heatsink on, how many amps can i pull from the akw-dn28 at 5v out when feeding "
    "it 24v?",
    [AK],
    F.AK_24_5,
    note="table whose columns are input voltages; 3.0 / 2.7 A are the 7 V / 12 V columns",
)
fq(
    M,
    "akw-dn28 current draw with the en pad pulled low?",
    [AK],
    F.AK_EN,
    note="value only in the pad table; 3.2 mA no-load current is the look-alike",
)
# ---------------------------------------------------------------- FLB-IMU9X
fq(
    E,
    "What supply voltage range does the FLB-IMU9X breakout accept on VIN?",
    [FL],
    F.FL_VIN,
    note="die supply 1.71 - 3.6 V is a decoy",
)
fq(
    M,
    "what i2c address does the flb-imu9x accel/gyro answer on?",
    [FL],
    F.FL_ADDR,
    note="WHO_AM_I 0xEA is an ID; the magnetometer is at 0x0C",
)
fq(E, "max spi clock for the flb-imu9x?", [FL], F.FL_SPI)
fq(
    H,
    "Over what temperature range may the FLB-IMU9X board be operated?",
    [FL],
    F.FL_TOP,
    note="the die table's -40 to +85 C is the look-alike",
)
fq(E, "How much current does the FLB-IMU9X draw with all nine axes running?", [FL], F.FL_I9)
fq(
    M,
    "flb-imu9x sleep current?",
    [FL],
    F.FL_SLEEP,
    note="typ.-only mode table; the 1.1 mA LED is extra",
)
# ---------------------------------------------------------------- QY1602-IIC
fq(
    E,
    "What is the logic supply voltage range of the QY1602-IIC-5V?",
    [QY],
    F.QY_VDD5,
    note="abs max 7.0 V is the look-alike",
)
fq(
    M,
    "qy1602-iic-3v supply voltage?",
    [QY],
    F.QY_VDD3,
    note="unnamed second row of the supply line",
)
fq(E, "What I2C address does the QY1602-IIC have as shipped?", [QY], F.QY_ADDR)
fq(
    H,
    "default i2c address of the qy1602-iic-a (the pcf8574at version)?",
    [QY],
    F.QY_ADDR_A,
    note="only in NOTE 1; 0x27 is the standard adapter",
)
fq(
    M,
    "how much current does the blue (bl) backlight of the qy1602 pull at 5v?",
    [QY],
    F.QY_BL,
    note="YG column 85 mA is the look-alike; the -3V note gives 18 mA at 3.3 V",
)
fq(E, "max i2c clock for the qy1602-iic adapter?", [QY], F.QY_I2C)
# ---------------------------------------------------------------- QL-WA12
fq(
    E,
    "What is the recommended supply voltage of the QL-WA12?",
    [QL],
    F.QL_VDD,
    note="abs max 3.9 V is the look-alike",
)
fq(E, "default baud rate of the ql-wa12 at firmware?", [QL], F.QL_BAUD)
fq(
    M,
    "How much current does the QL-WA12 draw when transmitting 802.11b at +20 dBm?",
    [QL],
    F.QL_TXB,
)
fq(
    H,
    "What is the QL-WA12's receive sensitivity in 802.11n MCS7?",
    [QL],
    F.QL_RXN,
    note="-98 dBm is 802.11b 1 Mbps",
)
fq(E, "What frequency range does the QL-WA12 cover?", [QL], F.QL_BAND)
# ---------------------------------------------------------------- HMB-GS135
fq(
    E,
    "What supply voltage does the HMB-GS135 gas sensor module need?",
    [HM],
    F.HM_VCC,
    note="element circuit voltage <= 24 V is a decoy",
)
fq(E, "how much current does the hmb-gs135 draw?", [HM], F.HM_I)
fq(
    M,
    "How long must the HMB-GS135 be preheated before its first use?",
    [HM],
    F.HM_PREHEAT,
    note="3 min warm-up after each power-on is the look-alike",
)
fq(E, "detection range of the hmb-gs135 in ppm?", [HM], F.HM_RANGE)
# ---------------------------------------------------------------- FCH-30A
fq(E, "What is the continuous current rating of the FCH-30A ESC?", [FC], F.FC_CONT)
fq(M, "fch-30a input voltage range?", [FC], F.FC_VIN, note="FCH-40A column 7.4 - 22.2 V")
fq(
    M,
    "bec output of the fch-30a, volts and amps?",
    [FC],
    F.FC_BEC,
    note="FCH-20A 5 V / 2 A and FCH-40A 5.5 V / 4 A are the look-alikes",
)
# ---------------------------------------------------------------- EMX-P1S
fq(
    E,
    "What is the continuous discharge current rating of the EMX-P1S?",
    [EM],
    F.EM_DIS,
    note="3.0 A over-current detection is the look-alike",
)
fq(E, "emx-p1s quiescent current?", [EM], F.EM_IQ)
# ---------------------------------------------------------------- CT-RTC32
fq(
    E,
    "What supply voltage range does the CT-RTC32 accept on VCC?",
    [CT],
    F.CT_VCC,
    note="VBAT 2.3 - 3.8 V is the look-alike",
)
fq(
    M,
    "What is the timekeeping accuracy of the CT-RTC32-I?",
    [CT],
    F.CT_ACC_I,
    note="CT-RTC32 +-2 ppm is the other version",
)
fq(
    H,
    "how much current does the ct-rtc32 pull from the coin cell when main power is off?",
    [CT],
    F.CT_IBAT,
    note="standby 110 / 170 uA is from VCC",
)
# ---------------------------------------------------------------- not in the sheets (8)
ie(
    E,
    "What ppm accuracy does the HMB-GS135 achieve?",
    [HM],
    "the sheet says no accuracy figure is given",
    F.HM_ACC,
)
ie(
    E,
    "how long does a coin cell last in the ct-rtc32?",
    [CT],
    "battery life explicitly not stated",
    F.CT_LIFE,
)
ie(E, "What IP rating does the FCH-30A ESC have?", [FC], "no ingress rating given")
ie(E, "ql-wa12 wifi range in meters outdoors?", [QL], "no range figure given")
ie(E, "What is the gyroscope noise density of the FLB-IMU9X?", [FL], "no noise figure given")
ie(
    E,
    "At what cell temperature does the EMX-P1S cut off?",
    [EM],
    "no temperature protection in the sheet",
)
ie(
    M,
    "What is the response time (rise / fall) of the QY1602-IIC's LCD?",
    [QY],
    "no optical response time; instruction execution times 37 us / 1.52 ms are decoys",
)
ie(
    M,
    "What service life does the HMB-GS135 sensor element have?",
    [HM],
    "the sheet says the element maker does not state a life",
    F.HM_LIFE,
)
