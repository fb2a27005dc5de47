"""Reference facts of the hundred-and-fifth hold-out set, shared by factual and
compatibility questions. Every number was read off the generated PDFs
(``pdftotext -layout``) and each quote is on the cited page."""

from __future__ import annotations

from qkit import AQ, HL, KS, NX, QP, SD, TK, ZB, Fact, Item, ev, it

DEG = "\u00b0C"
MU = "\u00b5"
PM = "\u00b1"
ND = "\u2013"
TAU = "\u03c4"

NXL, SDM = "NEX-10DOF-L", "SDX-LS5M"
Q12, Q20 = "QPD3620-12", "QPD3620-20"
TKP_, TKS = "TKP-103F-P", "TKP-103F-S"
A40, A60 = "AQ-DC1240", "AQ-DC1260"
ZPA = "ZBM-3021PA"
HLB = "HLX2475B"


def f(device: str, page: int, quote: str, *items: Item) -> Fact:
    return list(items), [ev(device, page, quote)]


def note(device: str, page: int, quote: str) -> Fact:
    """A statement without numbers: evidence only."""
    return [], [ev(device, page, quote)]


# ---------------------------------------------------------------- NEX-10DOF
NX_VIN = f(
    NX,
    1,
    "VIN supply range 3.6 to 5.5 3.0 to 3.6 V",
    it(NX, "supply_voltage", "V", lo=3.6, hi=5.5, condition="VIN, NEX-10DOF build, recommended"),
)
NX_VIN_L = f(
    NXL,
    1,
    "VIN supply range 3.6 to 5.5 3.0 to 3.6 V",
    it(NXL, "supply_voltage", "V", lo=3.0, hi=3.6, condition="VIN, NEX-10DOF-L build (no LDO)"),
)
NX_ABS_L = f(
    NXL,
    1,
    "VIN, never exceed 6.0 3.9 V",
    it(NXL, "abs_max_supply_voltage", "V", hi=3.9, condition="VIN never exceed, NEX-10DOF-L"),
)
NX_5V = note(
    NX,
    2,
    "The NEX-10DOF, yes: power VIN from 5 V and wire SDA / SCL straight across, the shifter "
    "handles the levels.",
)
NX_L5V = note(
    NXL,
    2,
    "The NEX-10DOF-L, no: it has no regulator, and 5 V on its VIN is above the 3.9 V it can "
    "survive.",
)
NX_ADDR_BARO = f(
    NX,
    2,
    "0x76 (SDO low) U3 barometer 0xD0 0x58 0x77 (SDO high)",
    it(NX, "i2c_address", values=["0x76", "0x77"], condition="U3 barometer, SDO low / high"),
)
NX_SLEEP_L = f(
    NXL,
    1,
    "on the NEX-10DOF-L there is no LDO to feed, so with JP1 cut and all sensors asleep the "
    "whole board sits at about 9 " + MU + "A",
    it(NXL, "standby_current", "uA", typ=9, condition="all sensors asleep, LED jumper JP1 cut"),
)
NX_PRESS = f(
    NX,
    2,
    "Full-scale range "
    + PM
    + "2/"
    + PM
    + "4/"
    + PM
    + "8/"
    + PM
    + "16 g "
    + PM
    + "250 ... "
    + PM
    + "2000 dps "
    + PM
    + "4900 "
    + MU
    + "T 300 to 1100 hPa",
    it(NX, "measurement_range", "hPa", lo=300, hi=1100, quantity="pressure"),
)

# ---------------------------------------------------------------- SDX-LS5
SD_V5 = f(
    SD,
    1,
    "Supply voltage, 5V pin V5V LDO in circuit 4.5 5.0 5.5 V",
    it(SD, "supply_voltage", "V", lo=4.5, typ=5.0, hi=5.5, condition="5V pin, LDO in circuit"),
)
SD_V33 = f(
    SD,
    1,
    "Supply voltage, 3V3 pin V3V3 nothing on 5V pin 3.0 3.3 3.6 V",
    it(SD, "supply_voltage", "V", lo=3.0, typ=3.3, hi=3.6, condition="3V3 pin, LDO bypassed"),
)
SDM_V33 = f(
    SDM,
    1,
    "Supply voltage, 3V3 pin V3V3 nothing on 5V pin 3.0 3.3 3.6 V",
    it(SDM, "supply_voltage", "V", lo=3.0, typ=3.3, hi=3.6, condition="3V3 pin, LDO bypassed"),
)
SD_IWR = f(
    SD,
    1,
    "Current, card writing IWR 8 GB SDHC class 10 65 100 mA",
    it(SD, "supply_current", "mA", typ=65, hi=100, condition="card writing, 8 GB SDHC"),
)
SD_VIH = f(
    SD,
    1,
    "VIH CS, SCK, MOSI 2.0 5.5 V",
    it(SD, "input_high_voltage", "V", lo=2.0, hi=5.5, condition="CS, SCK, MOSI"),
)
SDM_VIH = f(
    SDM,
    1,
    "VIH CS, SCK, MOSI 2.0 5.5 V",
    it(SDM, "input_high_voltage", "V", lo=2.0, hi=5.5, condition="CS, SCK, MOSI"),
)
SD_VIL = f(
    SD,
    1,
    "VIL CS, SCK, MOSI 0.8 V",
    it(SD, "input_low_voltage", "V", hi=0.8, condition="CS, SCK, MOSI"),
)
SDM_SPI = f(
    SDM,
    1,
    "SPI clock fSCK through the buffer 25 MHz",
    it(SDM, "spi_clock_frequency", "MHz", hi=25, condition="through the 74LVC125A buffer"),
)
SD_UNO = note(SD, 2, "The MISO line comes back at 3.3 V, which the Uno reads as a HIGH.")
SD_32GB = note(
    SD,
    2,
    "We test these boards with SD and SDHC cards up to 32 GB; bigger cards reformatted to FAT32 "
    "often work, but we can't promise it.",
)

# ---------------------------------------------------------------- KIS-RN393
KS_VCC = f(
    KS,
    1,
    "Napon napajanja / VCC 3.3 5.0 V Supply voltage",
    it(KS, "supply_voltage", "V", lo=3.3, hi=5.0, condition="VCC"),
)
KS_I33 = f(
    KS,
    1,
    "Supply current, dry plate VCC = 3.3 V 2.1 mA",
    it(KS, "supply_current", "mA", typ=2.1, condition="dry plate, VCC = 3.3 V"),
)
KS_ABS = f(
    KS,
    1,
    "Maksimalni napon ploče / Board maximum VCC 5.5 V",
    it(KS, "abs_max_supply_voltage", "V", hi=5.5, condition="board maximum VCC"),
)
KS_LM = note(
    KS,
    1,
    "the LM393 chip itself is rated to 36 V; the LEDs, trimmer and resistors on the board are "
    "not, so the board is limited to 5.5 V",
)
KS_OUT = f(
    KS,
    1,
    "The board gives an analog voltage on AO and a digital output on DO",
    it(KS, "output_signal_type", values=["analog", "digital"], condition="AO and DO"),
)
KS_AO33 = f(
    KS,
    2,
    "Power the board from 3.3 V and both AO and DO stay within 0 " + ND + " 3.3 V.",
    it(KS, "analog_output_voltage", "V", lo=0, hi=3.3, condition="VCC = 3.3 V"),
)
KS_MMH = note(
    KS, 2, "That depends on the trimmer setting and the tilt of the plate; we do not give a figure."
)

# ---------------------------------------------------------------- QPD3620
QP_VIN = f(
    QP,
    1,
    "Input voltage VIN 4.5 24 V",
    it(QP, "supply_voltage", "V", lo=4.5, hi=24, condition="VIN, recommended operating"),
)
Q20_VIN = f(
    Q20,
    1,
    "Input voltage VIN 4.5 24 V",
    it(Q20, "supply_voltage", "V", lo=4.5, hi=24, condition="VIN, recommended operating"),
)
QP_ABS = f(
    QP,
    1,
    "VBUS, VIN to GND -0.3 to 28 V",
    it(QP, "abs_max_supply_voltage", "V", lo=-0.3, hi=28, condition="VBUS, VIN to GND"),
)
QP_VOUT = f(
    Q20,
    1,
    "Output voltage VOUT 3 22 V",
    it(Q20, "output_voltage", "V", lo=3, hi=22, condition="VOUT, set by divider"),
)
QP_ISD = f(
    QP,
    2,
    "Shutdown current ISD EN = 0 V 15 25 " + MU + "A",
    it(QP, "standby_current", "uA", typ=15, hi=25, condition="EN = 0 V"),
)
QP_ADDR = f(
    QP,
    2,
    "The QPD3620 is an I2C target at 7-bit address 0x60.",
    it(QP, "i2c_address", values=["0x60"]),
)
QP_ID = note(QP, 2, "Register 0x00 (DEVICE_ID) reads 0x36")
QP_TA = f(
    QP,
    1,
    "Ambient temperature TA -40 85 " + DEG + " Note 2",
    it(QP, "operating_temperature", DEG, lo=-40, hi=85, condition="ambient TA"),
)
QP_VCC = f(
    QP,
    2,
    "VCC LDO voltage VCC ICC = 10 mA 4.85 5.0 5.15 V",
    it(QP, "output_voltage", "V", lo=4.85, typ=5.0, hi=5.15, condition="VCC LDO pin, ICC = 10 mA"),
)
QP_ICC = f(
    QP,
    1,
    "VCC external load ICC 20 mA",
    it(QP, "output_current", "mA", hi=20, condition="VCC pin, external load"),
)
Q20_PDO = note(Q20, 1, "QPD3620-20 20 V 5V QFN-32 4x4 3620D")
QP_ILIM = note(QP, 1, "The output current limit is set by")
QP_RSENSE = note(QP, 1, "the external sense resistor (50 mV / RSENSE)")

# ---------------------------------------------------------------- TKP-103F
TK_TOP_S = f(
    TKS,
    1,
    "Operating temperature range -30 to +90 -40 to +125 " + DEG,
    it(TKS, "operating_temperature", DEG, lo=-40, hi=125, condition="TKP-103F-S, silicone lead"),
)
TK_TOP_P = f(
    TKP_,
    1,
    "Operating temperature range -30 to +90 -40 to +125 " + DEG,
    it(TKP_, "operating_temperature", DEG, lo=-30, hi=90, condition="TKP-103F-P, PVC lead"),
)
TK_TAU = f(
    TK,
    1,
    "Thermal time constant " + TAU + " (still air) approx. 15 approx. 15 s",
    it(TK, "response_time", "s", typ=15, condition="thermal time constant, still air"),
)
TK_ACC25 = f(
    TK,
    2,
    "25 9.900 10.00 10.10 " + PM + "0.2",
    it(TK, "accuracy", DEG, lo=-0.2, hi=0.2, quantity="temperature", condition="at 25 °C"),
)
TK_IMM = note(TK, 2, "no immersion rating is given for the TKP-103F")

# ---------------------------------------------------------------- AQ-DC12
AQ_I40 = f(
    A40,
    1,
    "Rated current (at rated head) 0.85 1.6 A",
    it(A40, "supply_current", "A", typ=0.85, condition="rated current at rated head, 12 V"),
)
AQ_PK40 = f(
    A40,
    2,
    "the current peaks at 2.5 A (AQ-DC1240) or 3.2 A (AQ-DC1260) for about 50 ms",
    it(A40, "supply_current", "A", hi=2.5, condition="start-up peak, about 50 ms"),
)
AQ_SIZE = note(A40, 2, "use a 12 V supply rated at least 1.5 A for the AQ-DC1240")
AQ_V60 = f(
    A60,
    1,
    "Operating voltage window 9 - 13.8 10 - 13.8 V DC",
    it(A60, "supply_voltage", "V", lo=10, hi=13.8, condition="operating window (rated 12 V)"),
)
AQ_IP = f(AQ, 1, "Enclosure IP68, 1.5 m IP68, 1.5 m", it(AQ, "ip_rating", values=["IP68"]))
AQ_TAMB = f(
    A60,
    1,
    "Ambient temperature (pump body) 0 to 40 0 to 40 deg C",
    it(A60, "operating_temperature", DEG, lo=0, hi=40, condition="ambient, pump body"),
)
AQ_LIQ = note(AQ, 1, "Liquid temperature max. 60 max. 60 deg C")
AQ_PWM = f(
    A60,
    1,
    "Speed control input none PWM, yellow lead",
    it(A60, "interface", values=["PWM"], condition="speed control input, yellow lead"),
)
AQ_PWM_LVL = f(
    A60,
    2,
    "(input high above 2.2 V, low below 0.6 V)",
    it(A60, "input_high_voltage", "V", lo=2.2, condition="yellow PWM lead"),
)
AQ_PWM_F = note(A60, 2, "The yellow lead accepts a PWM signal of 1 kHz to 25 kHz with 3.3 V or 5 V")

# ---------------------------------------------------------------- ZBM-3021
ZB_VDD = f(
    ZB,
    1,
    "Supply voltage VDD 2.0 3.0 3.6 V ZBM-3021",
    it(ZB, "supply_voltage", "V", lo=2.0, typ=3.0, hi=3.6, condition="ZBM-3021"),
)
ZB_VDD_PA = f(
    ZPA,
    1,
    "VDD 2.7 3.3 3.6 V ZBM-3021PA",
    it(ZPA, "supply_voltage", "V", lo=2.7, typ=3.3, hi=3.6, condition="ZBM-3021PA, unnamed row"),
)
ZB_SLEEP = f(
    ZB,
    1,
    "Deep sleep, RAM retained, RTC running 1.6 " + MU + "A 2.4 " + MU + "A",
    it(ZB, "standby_current", "uA", typ=1.6, condition="deep sleep, RAM retained, RTC running"),
)
ZB_TXP_PA = f(
    ZPA,
    1,
    "Boost - +20 dBm 1)",
    it(ZPA, "tx_power", "dBm", hi=20, condition="boost setting, VDD >= 3.0 V"),
)
ZB_TX20 = f(
    ZPA,
    1,
    "TX at +20 dBm - 135 mA (P)",
    it(ZPA, "supply_current", "mA", typ=135, condition="TX at +20 dBm, preliminary"),
)
ZB_BAUD = f(
    ZB,
    1,
    "UART, 115200 bps default, 8N1",
    it(ZB, "baud_rate", "bps", value=115200, condition="default"),
)
ZB_5V = note(ZB, 2, "The I/O pads are not 5 V tolerant.")
ZB_RANGE = note(ZB, 2, "no range figure is specified.")
ZB_FCC = note(ZB, 1, "CE RED (EN 300 328); FCC and IC in progress (P)")

# ---------------------------------------------------------------- HLX2475
HL_VDD = f(
    HL,
    1,
    "Supply voltage VDD 2.5 24 V",
    it(HL, "supply_voltage", "V", lo=2.5, hi=24, condition="recommended operating"),
)
HL_IDD = f(
    HL,
    2,
    "Supply current IDD output off 2.0 3.0 4.5 mA",
    it(HL, "supply_current", "mA", lo=2.0, typ=3.0, hi=4.5, condition="output off"),
)
HL_OUT = f(
    HL,
    1,
    "Output open drain, 25 mA",
    it(HL, "output_signal_type", values=["open-drain"]),
)
HL_VOL = f(
    HL,
    2,
    "VOL IOUT = 20 mA 0.2 0.4 V",
    it(HL, "output_low_voltage", "V", typ=0.2, hi=0.4, condition="IOUT = 20 mA"),
)
HL_IOUT = f(
    HL,
    1,
    "Output sink current IOUT 0 25 mA",
    it(HL, "output_current", "mA", hi=25, condition="output sink current, recommended"),
)
HL_TON = f(
    HL,
    2,
    "Power-on time tON VDD " + "\u2265" + " 2.5 V 25 40 " + MU + "s",
    it(HL, "warm_up_time", "us", typ=25, hi=40, condition="power-on time tON"),
)
HL_PULLUP = note(HL, 2, "the pull-up may go to any voltage up to 24 V independent of VDD")
