"""Reference facts of the hundred-and-twenty-first hold-out set, shared by factual and
compatibility questions. Every number was read off the generated PDFs
(``pdftotext -layout``) and each quote is on the cited page."""

from __future__ import annotations

from qkit import GO, LQ, NC, NV, QW, SB, TC, TD, Fact, Item, ev, it

DEG = "\u00b0C"
MU = "\u00b5"
PM = "\u00b1"
OHM = "\u03a9"
LE = "\u2264"
ELL = "\u2026"
ARROW = "\u2192"
NDASH = "\u2013"
MDASH = "\u2014"
SQ = "\u00b2"


def f(device: str, page: int, quote: str, *items: Item) -> Fact:
    return list(items), [ev(device, page, quote)]


def note(device: str, page: int, quote: str) -> Fact:
    """A statement without numbers needed as items: evidence only."""
    return [], [ev(device, page, quote)]


# ---------------------------------------------------------------- NCM-4120
NC_VIN = f(
    NC,
    1,
    "Supply voltage VIN ripple " + LE + " 50 mVpp 4.5 5.0 5.5 V",
    it(NC, "supply_voltage", "V", lo=4.5, typ=5.0, hi=5.5, condition="VIN"),
)
NC_PEAK = f(
    NC,
    1,
    "Peak supply current IPK lamp pulse, 80 ms 120 150 mA",
    it(NC, "supply_current", "mA", typ=120, hi=150, condition="peak, lamp pulse 80 ms"),
)
NC_RANGE_Q = "Measuring range 0 " + ELL + " 2000 0 " + ELL + " 5000 0 " + ELL + " 10 000 ppm"
NC_RANGE5K = f(
    NC,
    1,
    NC_RANGE_Q,
    it(
        "NCM-4120-5K",
        "measurement_range",
        "ppm",
        lo=0,
        hi=5000,
        quantity="gas_concentration",
        condition="CO2, NCM-4120-5K column",
    ),
)
NC_ACC10K = f(
    NC,
    1,
    "Accuracy 400 " + ELL + " 2000 ppm " + PM + "50 " + PM + "50 " + PM + "75 ppm",
    it(
        "NCM-4120-10K",
        "accuracy",
        "ppm",
        lo=-75,
        hi=75,
        quantity="gas_concentration",
        condition="400 ... 2000 ppm, NCM-4120-10K column",
    ),
)
NC_WARM = f(
    NC,
    1,
    "Warm-up time to first valid reading 30 30 30 s to full specification 3 3 3 min",
    it(NC, "warm_up_time", "min", value=3, condition="to full specification"),
)
NC_RXD = f(
    NC,
    1,
    "RXD input high VIH 5 V tolerant 2.3 5.5 V",
    it(NC, "input_high_voltage", "V", lo=2.3, hi=5.5, condition="RXD, 5 V tolerant"),
)
NC_TOPR = f(
    NC,
    2,
    "Operating temperature within specification 0 +50 " + DEG + " operational, reduced accuracy "
    "-10 +60 " + DEG,
    it(
        NC,
        "operating_temperature",
        "\u00b0C",
        lo=0,
        hi=50,
        condition="within specification",
    ),
    it(
        NC,
        "operating_temperature",
        "\u00b0C",
        lo=-10,
        hi=60,
        condition="operational, reduced accuracy",
    ),
)
NC_ARDUINO = note(
    NC,
    2,
    "5 V Arduino boards: yes. Power VIN from 5 V; RXD accepts 5 V and the ATmega328P reads "
    "the 3.3 V TXD level as HIGH.",
)
NC_NOSLEEP = note(
    NC,
    2,
    "There is no sleep or standby mode: the lamp and the detector must stay powered.",
)
NC_ABC = note(
    NC,
    2,
    "ABC assumes the module sees fresh air (about 400 ppm) at least once in 24 h.",
)

# ---------------------------------------------------------------- LQE9408
LQ_VCC = f(
    LQ,
    1,
    "Supply voltage VCC 1.65 5.5 V",
    it(LQ, "supply_voltage", "V", lo=1.65, hi=5.5, condition="VCC, recommended"),
)
LQ_5V = f(
    LQ,
    1,
    "Note: the P-port inputs accept up to 5.5 V independent of VCC, so a 3.3 V system can "
    "read 5 V signals.",
    it(LQ, "input_high_voltage", "V", hi=5.5, condition="P-port, independent of VCC"),
)
LQ_ADDR_A = f(
    LQ,
    2,
    "LQE9408APW 0x38 to 0x3F TSSOP16",
    it(
        "LQE9408A",
        "i2c_address",
        values=["0x38", "0x39", "0x3A", "0x3B", "0x3C", "0x3D", "0x3E", "0x3F"],
        condition="LQE9408A, A2..A0",
    ),
)
LQ_ADDR_LLL = f(
    LQ,
    2,
    "L L L 0x20 0x38",
    it(LQ, "i2c_address", values=["0x20"], condition="LQE9408, A2 = A1 = A0 = L"),
)
LQ_ADDR_A_HHH = f(
    LQ,
    2,
    "H H H 0x27 0x3F",
    it("LQE9408A", "i2c_address", values=["0x3F"], condition="LQE9408A, A2 = A1 = A0 = H"),
)
LQ_ADDR_A_HLL = f(
    LQ,
    2,
    "H L L 0x24 0x3C",
    it("LQE9408A", "i2c_address", values=["0x3C"], condition="LQE9408A, A2 = H, A1 = A0 = L"),
)
LQ_STB36 = f(
    LQ,
    2,
    "Standby supply SCL = SDA = VCC, 3.6 V 0.8 1.8",
    it(LQ, "standby_current", "uA", typ=0.8, hi=1.8, condition="VCC = 3.6 V"),
)
LQ_IOL30 = f(
    LQ,
    2,
    "current (P-port) 3.0 V 14 20",
    it(
        LQ, "output_current", "mA", lo=14, typ=20, condition="P-port sink, VOL = 0.5 V, VCC = 3.0 V"
    ),
)

# ---------------------------------------------------------------- SBM-409
SB_VIN_Q = "Input voltage 3.0 " + NDASH + " 30 V 4.5 " + NDASH + " 30 V"
SB_VIN = f(
    SB,
    1,
    SB_VIN_Q,
    it(SB, "supply_voltage", "V", lo=3.0, hi=30, condition="input, SBM-409"),
)
SB_VIN_D = f(
    SB,
    1,
    SB_VIN_Q,
    it("SBM-409D", "supply_voltage", "V", lo=4.5, hi=30, condition="input, SBM-409D"),
)
SB_VOUT = f(
    SB,
    1,
    "Output voltage 5 " + NDASH + " 35 V 5 " + NDASH + " 35 V",
    it(SB, "output_voltage", "V", lo=5, hi=35, condition="adjustable"),
)
SB_NL_D = f(
    SB,
    1,
    "No-load input current 8 mA 25 mA 12 V in, 24 V out",
    it("SBM-409D", "quiescent_current", "mA", value=25, condition="no load, 12 V in, 24 V out"),
)
SB_I1224 = f(
    SB,
    1,
    "12 V " + ARROW + " 24 V 1.0 A 93 % 2.2 A",
    it(SB, "output_current", "A", hi=1.0, condition="12 V in, 24 V out"),
)
SB_I512 = f(
    SB,
    1,
    "5 V " + ARROW + " 12 V 1.0 A 89 % 2.7 A",
    it(SB, "output_current", "A", hi=1.0, condition="5 V in, 12 V out"),
)
SB_I375 = f(
    SB,
    1,
    "3.7 V " + ARROW + " 5 V 1.2 A 87 % 1.9 A",
    it(SB, "output_current", "A", hi=1.2, condition="3.7 V in, 5 V out"),
)
SB_BOOST = note(SB, 2, "1. A boost converter can only raise the voltage.")
SB_CAR = note(
    SB,
    2,
    "No. While the engine runs the battery is at 13.8 " + NDASH + " 14.4 V, above the 12 V you "
    "want, and a boost converter cannot bring it down",
)
SB_LIION = note(
    SB,
    2,
    "The SBM-409D's voltmeter needs at least 4.5 V, so the D version does not run from one cell.",
)

# ---------------------------------------------------------------- TDR-2J05 / TDR-2J12
TD_COILV_Q = "Alimentation bobines / 5 12 V DC Coil supply (JD-VCC)"
TD_COILV = f(
    TD,
    1,
    TD_COILV_Q,
    it(TD, "coil_voltage", "V", value=5, condition="JD-VCC, TDR-2J05"),
)
TD_COILV12 = f(
    TD,
    1,
    TD_COILV_Q,
    it("TDR-2J12", "coil_voltage", "V", value=12, condition="JD-VCC, TDR-2J12"),
)
TD_VCC = f(
    TD,
    1,
    "Alimentation logique / 3.3 " + ELL + " 5.0 3.3 " + ELL + " 5.0 V DC Logic supply (VCC)",
    it(TD, "logic_supply_voltage", "V", lo=3.3, hi=5.0, condition="VCC, logic side"),
)
TD_COILR12 = f(
    TD,
    1,
    "Résistance bobine / Coil resistance 70 400 " + OHM,
    it("TDR-2J12", "coil_resistance", "Ohm", value=400, condition="TDR-2J12 column"),
)
TD_I2ON = f(
    TD,
    1,
    "Courant JD-VCC, 2 relais actifs / 145 62 mA JD-VCC current, both relays on",
    it(TD, "supply_current", "mA", value=145, condition="JD-VCC, both relays on, TDR-2J05"),
)
TD_CONTACT = f(
    TD,
    1,
    "Charge nominale résistive / 10 A 250 VAC / 10 A 30 VDC Rated load, resistive",
    it(TD, "contact_current", "A", hi=10, condition="resistive, 250 VAC or 30 VDC"),
)
TD_PULLIN = note(TD, 1, "Tension d'enclenchement max. / 3.75 9.0 V Pull-in voltage, max.")
TD_33 = note(
    TD,
    2,
    "Do not feed VCC with 5 V when the IN pins come from a 3.3 V board: an IN held at 3.3 V "
    "still lets about 1 mA through the optocoupler LED and the relay may not release.",
)
TD_33FIX = note(
    TD,
    2,
    "Remove the JD-VCC jumper (TDR-2J05), feed VCC from the board's 3.3 V pin and JD-VCC from 5 V.",
)
TD_HEATER = note(
    TD,
    2,
    "Yes: 2000 W / 230 V = 8.7 A, under the 10 A resistive rating.",
)

# ---------------------------------------------------------------- NVG-72
NV_VCC = f(
    NV,
    1,
    "Supply voltage VCC 2.7 3.0 3.6 V",
    it(NV, "supply_voltage", "V", lo=2.7, typ=3.0, hi=3.6, condition="VCC, main supply"),
)
NV_BCKPV = f(
    NV,
    1,
    "Backup supply voltage V_BCKP 1.65 3.6 V",
    it(NV, "supply_voltage", "V", lo=1.65, hi=3.6, condition="V_BCKP, backup supply"),
)
NV_BCKPI = f(
    NV,
    1,
    "Backup current IBCKP VCC off, V_BCKP = 3.0 V 15 " + MU + "A",
    it(NV, "standby_current", "uA", typ=15, condition="backup, VCC off, V_BCKP = 3.0 V"),
)
NV_BCKNOTE = note(
    NV,
    2,
    "connect V_BCKP to a 1.65 " + ELL + " 3.6 V source that stays on when VCC is off, such as a "
    "lithium coin cell or a super-capacitor.",
)
NV_BAUD = f(
    NV,
    2,
    "The UART runs at 9600 bps by default",
    it(NV, "baud_rate", "bps", value=9600, condition="default"),
)
NV_RATE = f(
    NV,
    1,
    "Navigation update rate GPS + Galileo or GPS + GLONASS (concurrent) up to 5 Hz",
    it(NV, "data_rate", "Hz", hi=5, condition="navigation update rate, two GNSS concurrent"),
)
NV_ADDR = f(
    NV,
    2,
    "The DDC port is an I" + SQ + "C-compatible slave at the 7-bit address 0x42",
    it(NV, "i2c_address", values=["0x42"], condition="DDC port"),
)
NV_5V = note(
    NV,
    2,
    "All digital I/O pins (TXD, RXD, SDA, SCL, EXTINT, TIMEPULSE) are 3.3 V LVTTL and are not "
    "5 V tolerant.",
)

# ---------------------------------------------------------------- QWA7124
QW_VDD = f(
    QW,
    1,
    "Supply voltage 2.7 5.0 5.5 V",
    it(QW, "supply_voltage", "V", lo=2.7, typ=5.0, hi=5.5, condition="VSUP, DVDD"),
)
QW_ODR80 = f(
    QW,
    2,
    "Output data rate: low = 10 SPS, high = 80 SPS",
    it(QW, "data_rate", "SPS", value=80, condition="RATE high, internal oscillator"),
)
QW_FS64 = f(
    QW,
    1,
    "VIN(diff) AVDD = 5 V, gain 64 -40 +40 mV",
    it(
        QW, "analog_input_range", "mV", lo=-40, hi=40, condition="differential, gain 64, AVDD = 5 V"
    ),
)
QW_PD = f(
    QW,
    1,
    "Power-down current IPD PD_SCK high > 60 " + MU + "s 0.3 1 " + MU + "A",
    it(QW, "standby_current", "uA", typ=0.3, hi=1, condition="power down, PD_SCK high > 60 us"),
)
QW_NOTI2C = note(
    QW,
    2,
    "It is not I" + SQ + "C or SPI compatible: the QWA7124 has no address and no chip select, so "
    "it cannot share a bus with other devices",
)

# ---------------------------------------------------------------- GOM-96
GO_VCC = f(
    GO,
    1,
    "Supply voltage (VCC) 3.0 3.3 5.5 V",
    it(GO, "supply_voltage", "V", lo=3.0, typ=3.3, hi=5.5, condition="VCC"),
)
GO_ADDR = f(
    GO,
    2,
    "use the 7-bit address 0x3C (resistor on the 0x78 side, as shipped) or 0x3D (resistor "
    "moved to the 0x7A side)",
    it(GO, "i2c_address", values=["0x3C", "0x3D"], condition="7-bit, address resistor"),
)
GO_ADDR_DEF = f(
    GO,
    1,
    "Address: 0x3C as shipped, 0x3D with the address resistor moved",
    it(GO, "i2c_address", values=["0x3C"], condition="as shipped"),
)
GO_IB = f(
    GO,
    1,
    "Current, all pixels on 22 20 21 mA (contrast 0xCF)",
    it("GOM-96B", "supply_current", "mA", value=20, condition="all pixels on, contrast 0xCF"),
)
GO_SLEEP = f(
    GO,
    1,
    "Sleep current incl. regulator 20 50 " + MU + "A (display OFF, command 0xAE)",
    it(GO, "standby_current", "uA", typ=20, hi=50, condition="display OFF (0xAE), incl. regulator"),
)

# ---------------------------------------------------------------- TCQ3855
TC_VCC = f(
    TC,
    1,
    "Power-supply voltage VCC 3.0 3.3 3.6 V",
    it(TC, "supply_voltage", "V", lo=3.0, typ=3.3, hi=3.6, condition="VCC"),
)
TC_RANGE_Q = "Measurement range -200 to +1350 -210 to +1200 -250 to +400 " + DEG
TC_RANGEK = f(
    TC,
    1,
    TC_RANGE_Q,
    it(
        "TCQ3855K",
        "measurement_range",
        "\u00b0C",
        lo=-200,
        hi=1350,
        quantity="temperature",
        condition="type K thermocouple",
    ),
)
TC_RANGET = f(
    TC,
    1,
    TC_RANGE_Q,
    it(
        "TCQ3855T",
        "measurement_range",
        "\u00b0C",
        lo=-250,
        hi=400,
        quantity="temperature",
        condition="type T thermocouple",
    ),
)
TC_ERRK = f(
    TC,
    1,
    "TCQ3855K, +700 " + DEG + " to +1350 " + DEG + " -4 +4",
    it(
        "TCQ3855K",
        "accuracy",
        "\u00b0C",
        lo=-4,
        hi=4,
        quantity="temperature",
        condition="thermocouple temperature error, +700 ... +1350 C, TA = -20 ... +85 C",
    ),
)
TC_CONV = f(
    TC,
    1,
    "Conversion time tCONV thermocouple and cold junction 70 100 ms",
    it(TC, "response_time", "ms", typ=70, hi=100, condition="conversion time"),
)
TC_5V = note(
    TC,
    2,
    "SCK and CS are not 5 V tolerant: with a 5 V microcontroller use a level translator.",
)
