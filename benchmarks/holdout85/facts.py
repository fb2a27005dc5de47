"""Reference facts of the eighty-fifth hold-out set, shared by factual and
compatibility questions. Every number was read off the generated PDFs
(``pdftotext -layout``) and each quote is on the cited page."""

from __future__ import annotations

from qkit import AK, CT, EM, FC, FL, HM, QL, QY, Fact, Item, ev, it

DEG = "\u00b0C"
MU = "\u00b5"
PM = "\u00b1"
LE = "\u2264"


def f(device: str, page: int, quote: str, *items: Item) -> Fact:
    return list(items), [ev(device, page, quote)]


def note(device: str, page: int, quote: str) -> Fact:
    """A statement without numbers: evidence only."""
    return [], [ev(device, page, quote)]


# ---------------------------------------------------------------- AKW-DN28
AK_VIN = f(
    AK,
    1,
    "Input voltage, working 4.5 - 28 6.5 - 28 V",
    it(AK, "supply_voltage", "V", lo=4.5, hi=28, condition="AKW-DN28 (adjustable), working input"),
)
AK_ABS = f(
    AK,
    1,
    "Input voltage, never exceed 30 30 V",
    it(AK, "abs_max_supply_voltage", "V", hi=30, condition="input, never exceed"),
)
AK_VOUT = f(
    AK,
    1,
    "Output voltage 0.8 - 24 (trimmer)",
    it(AK, "output_voltage", "V", lo=0.8, hi=24, condition="adjustable version, set by trimmer"),
)
AK_DROP = f(
    AK,
    1,
    "Keep the output at least 1.5 V below the input, or it stops regulating.",
    it(AK, "dropout_voltage", "V", value=1.5, condition="input-output headroom needed"),
)
AK_IOUT_BARE = f(
    AK,
    1,
    "Output current, continuous, bare board 2.0 2.0 A",
    it(AK, "output_current", "A", hi=2.0, condition="continuous, bare board (no heatsink)"),
)
AK_24_5 = f(
    AK,
    1,
    "5V 3.0 A 2.7 A 2.2 A",
    it(AK, "output_current", "A", hi=2.2, condition="5 V out, VIN = 24 V, heatsink fitted"),
)
AK_24_12 = f(
    AK,
    1,
    "12 V - - 2.4 A",
    it(AK, "output_current", "A", hi=2.4, condition="12 V out, VIN = 24 V, heatsink fitted"),
)
AK_EN = f(
    AK,
    2,
    "Pull below 0.4 V = OFF; the module then draws 20 " + MU + "A from IN+",
    it(AK, "standby_current", "uA", value=20, condition="EN pulled low"),
)
AK_EMC = note(AK, 1, "Switching at 340 kHz; synchronous, so it stays cool at light load.")

# ---------------------------------------------------------------- FLB-IMU9X
FL_VIN = f(
    FL,
    1,
    "Supply on VIN VIN 3.3 5.0 5.5 V",
    it(FL, "supply_voltage", "V", lo=3.3, typ=5.0, hi=5.5, condition="VIN"),
)
FL_I2C5V = note(FL, 1, "SDA / SCL are shifted: 5 V I2C hosts are fine.")
FL_SPI5V = note(FL, 1, "SPI pins (SCK, SDI, SDO, CS) go straight to the die: 3.3 V")
FL_UNO = note(
    FL,
    2,
    "Arduino Uno / Nano (5 V): VIN to 5V, SDA to A4, SCL to A5. I2C just works. For SPI put "
    "a level shifter between the",
)
FL_ADDR = f(
    FL,
    1,
    "I2C address 0x68, or 0x69 with the ADR jumper bridged.",
    it(FL, "i2c_address", values=["0x68", "0x69"], condition="accel / gyro (ADR jumper)"),
)
FL_SPI = f(FL, 1, "SPI clock SCK 7 MHz", it(FL, "spi_clock_frequency", "MHz", hi=7))
FL_VIH = f(
    FL,
    1,
    "VIH 2.3 3.6 V",
    it(FL, "input_high_voltage", "V", lo=2.3, hi=3.6, condition="unshifted SPI pins"),
)
FL_TOP = f(
    FL,
    1,
    "Operating temperature, board -20 +70 " + DEG,
    it(FL, "operating_temperature", DEG, lo=-20, hi=70, condition="board"),
)
FL_I9 = f(
    FL,
    2,
    "All nine axes on, 100 Hz 3.4 mA",
    it(FL, "supply_current", "mA", typ=3.4, condition="all nine axes, VIN = 5 V, LED cut"),
)
FL_SLEEP = f(
    FL,
    2,
    "Die asleep (LDO still on) 55 " + MU + "A",
    it(FL, "standby_current", "uA", typ=55, condition="die asleep, LDO on, LED cut"),
)

# ---------------------------------------------------------------- QY1602-IIC
QY_VDD5 = f(
    QY,
    1,
    "Supply voltage for logic VDD-VSS -5V version 4.5 5.0 5.5 V",
    it("QY1602-IIC-5V", "supply_voltage", "V", lo=4.5, typ=5.0, hi=5.5, condition="-5V version"),
)
QY_VDD3 = f(
    QY,
    1,
    "-3V version 3.0 3.3 3.6 V",
    it("QY1602-IIC-3V", "supply_voltage", "V", lo=3.0, typ=3.3, hi=3.6, condition="-3V version"),
)
QY_ADDR = f(
    QY,
    2,
    "open / open / open 0x27 as shipped",
    it(QY, "i2c_address", values=["0x27"], condition="PCF8574T adapter as shipped"),
)
QY_ADDR_A = f(
    QY,
    2,
    "the address range is 0x38 to 0x3F, 0x3F as shipped",
    it("QY1602-IIC-A", "i2c_address", values=["0x3F"], condition="PCF8574AT (-A) as shipped"),
)
QY_I2C = f(
    QY,
    2,
    "Bus clock: the expander is specified for 100 kHz maximum.",
    it(QY, "i2c_clock_frequency", "kHz", hi=100),
)
QY_BL = f(
    QY,
    1,
    "Backlight current IF 85 25 mA",
    it(QY, "supply_current", "mA", value=25, condition="BL backlight, VDD = 5.0 V"),
)

# ---------------------------------------------------------------- QL-WA12
QL_VDD = f(
    QL,
    1,
    "Supply voltage VDD3V3 3.0 3.3 3.6 V",
    it(QL, "supply_voltage", "V", lo=3.0, typ=3.3, hi=3.6, condition="VDD3V3 recommended"),
)
QL_ABS = f(
    QL,
    1,
    "Supply voltage VDD3V3 -0.3 3.9 V",
    it(QL, "abs_max_supply_voltage", "V", hi=3.9),
)
QL_TOP = f(
    QL,
    1,
    "Operating ambient temperature TA -40 - 85 " + DEG,
    it(QL, "operating_temperature", DEG, lo=-40, hi=85),
)
QL_BAUD = f(
    QL,
    2,
    "Factory default: 115200 baud, 8N1, no flow control.",
    it(QL, "baud_rate", "bps", value=115200, condition="factory default"),
)
QL_TXB = f(
    QL,
    2,
    "TX 802.11b 1 Mbps, POUT = +20 dBm 320 mA",
    it(QL, "supply_current", "mA", typ=320, condition="TX 802.11b, +20 dBm"),
)
QL_RXN = f(
    QL,
    2,
    "802.11n HT20 MCS7 +14 -72",
    it(QL, "rx_sensitivity", "dBm", value=-72, condition="802.11n HT20 MCS7"),
)
QL_BAND = f(
    QL,
    1,
    "Frequency range 2412 ~ 2484 MHz",
    it(QL, "frequency_band", "MHz", lo=2412, hi=2484),
)
QL_5V = note(QL, 2, "The UART is 3.3 V logic; 5 V on RXD0 will damage the module")

# ---------------------------------------------------------------- HMB-GS135
HM_VCC = f(
    HM,
    1,
    "Supply voltage VCC 4.9 5.0 5.1 V heater runs from VCC",
    it(HM, "supply_voltage", "V", lo=4.9, typ=5.0, hi=5.1),
)
HM_I = f(
    HM,
    1,
    "Supply current 160 180 mA heater hot",
    it(HM, "supply_current", "mA", typ=160, hi=180, condition="heater hot"),
)
HM_PREHEAT = f(
    HM,
    1,
    "Preheat, first use or 24 h burn-in after storage",
    it(HM, "warm_up_time", "h", lo=24, condition="first use or after storage"),
)
HM_RANGE = f(
    HM,
    1,
    "10 - 1000 ppm",
    it(HM, "measurement_range", "ppm", lo=10, hi=1000, quantity="gas_concentration"),
)
HM_3V3 = note(HM, 2, "The heater needs 5 V; at 3.3 V it never reaches its working temperature")
HM_ACC = note(HM, 2, "the module is not selective and we do not give an accuracy figure")
HM_LIFE = note(HM, 2, "The element maker does not state a life.")

# ---------------------------------------------------------------- FCH-30A
FC_CONT = f(
    FC,
    1,
    "Continuous current 20 A 30 A 40 A",
    it(FC, "output_current", "A", hi=30, condition="FCH-30A continuous"),
)
FC_VIN = f(
    FC,
    1,
    "Input voltage 7.4 ~ 11.1 V 7.4 ~ 14.8 V 7.4 ~ 22.2 V",
    it(FC, "supply_voltage", "V", lo=7.4, hi=14.8, condition="FCH-30A, 2-4S LiPo"),
)
FC_CELLS = note(FC, 1, "LiPo cells 2-3S 2-4S 2-6S")
FC_BEC = f(
    FC,
    1,
    "BEC output 5V/2A 5V/3A 5.5 V / 4 A",
    it(FC, "output_voltage", "V", value=5, condition="FCH-30A BEC"),
    it(FC, "output_current", "A", hi=3, condition="FCH-30A BEC"),
)
FC_VIH = f(
    FC,
    1,
    "reads a high level from 2.5 V, so 3.3 V and 5 V flight controllers and receivers both work",
    it(FC, "input_high_voltage", "V", lo=2.5, condition="throttle signal input"),
)
FC_TOP = f(
    FC,
    1,
    "working environment -10 ~ +50 " + DEG,
    it(FC, "operating_temperature", DEG, lo=-10, hi=50),
)


# ---------------------------------------------------------------- EMX-P1S
EM_DIS = f(
    EM,
    1,
    "Kurrent kontinwu ta' skarg / 2.5 2.5 A Continuous discharge current",
    it(EM, "output_current", "A", hi=2.5, condition="continuous discharge"),
)
EM_IQ = f(
    EM,
    1,
    "Kurrent kwieski / VCELL = 3.6 V 3.0 6.0 " + MU + "A Quiescent current",
    it(EM, "quiescent_current", "uA", typ=3.0, hi=6.0, condition="VCELL = 3.6 V"),
)
EM_ABS = f(
    EM,
    2,
    "Vultaġġ bejn B+ u B- / Voltage B+ to B- -0.3 ... 6.0 V",
    it(EM, "abs_max_supply_voltage", "V", hi=6.0, condition="B+ to B-"),
)
EM_2S = note(
    EM,
    2,
    "Can I put two cells in series on one board? - Le / No. One board per cell; for 2S use a "
    "2S board.",
)

# ---------------------------------------------------------------- CT-RTC32
CT_VCC = f(
    CT,
    1,
    "Foltedd cyflenwi / 2.3 3.3 5.5 V Supply voltage VCC",
    it(CT, "supply_voltage", "V", lo=2.3, typ=3.3, hi=5.5, condition="VCC"),
)
CT_ACC_I = f(
    CT,
    1,
    "CT-RTC32-I -3.5 +3.5 ppm",
    it("CT-RTC32-I", "accuracy", "ppm", lo=-3.5, hi=3.5, condition="timekeeping, -40 to +85 C"),
)
CT_IBAT = f(
    CT,
    1,
    "Cerrynt o'r batri / VCC = 0 V, VBAT = 3.0 V 3.0 3.5 " + MU + "A Timekeeping current from VBAT",
    it(CT, "standby_current", "uA", typ=3.0, hi=3.5, condition="from VBAT, VCC = 0 V"),
)
CT_ADDR = f(
    CT,
    1,
    "temperature-compensated RTC (7-bit I2C address 0x68)",
    it(CT, "i2c_address", values=["0x68"], condition="RTC"),
)
CT_PI = note(CT, 2, "power VCC from the Pi's 3.3 V pin so the pull-ups go to 3.3 V")
CT_CR2032 = note(
    CT,
    2,
    "As shipped, fit a rechargeable LIR2032 only. A CR2032 primary lithium cell must not be "
    "charged: remove D1 (or cut the 'CHG' jumper) before you fit one.",
)
CT_LIFE = note(CT, 2, "We do not state a battery life; it depends on the cell and on temperature.")
