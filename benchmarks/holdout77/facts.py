"""Reference facts of the seventy-seventh hold-out set, shared by factual and
compatibility questions. Every number was read off the generated PDFs
(``pdftotext -layout``) and each quote is on the cited page."""

from __future__ import annotations

from qkit import AX, HK, LA, LX, PD, QG, YM, ZN, Fact, Item, ev, it

DEG = "\u00b0C"
MU = "\u00b5"
PM = "\u00b1"


def f(device: str, page: int, quote: str, *items: Item) -> Fact:
    return list(items), [ev(device, page, quote)]


def note(device: str, page: int, quote: str) -> Fact:
    """A statement without numbers: evidence only."""
    return [], [ev(device, page, quote)]


# ---------------------------------------------------------------- AXM-BA5 / AXM-BA5L
AX_VIN5 = f(
    AX,
    1,
    "Supply voltage VIN AXM-BA5 3.0 3.3 5.5 V",
    it(AX, "supply_voltage", "V", lo=3.0, typ=3.3, hi=5.5, condition="AXM-BA5, operating"),
)
AX_VINL = f(
    AX,
    1,
    "AXM-BA5L 1.8 3.3 3.6 V",
    it("AXM-BA5L", "supply_voltage", "V", lo=1.8, typ=3.3, hi=3.6, condition="AXM-BA5L, operating"),
)
AX_ABSL = f(
    AX,
    1,
    "AXM-BA5L -0.3 4.25 V",
    it("AXM-BA5L", "abs_max_supply_voltage", "V", hi=4.25, condition="AXM-BA5L VIN"),
)
AX_LOGIC5 = note(AX, 1, "AXM-BA5 3.0 to 5.5 V = VIN (translated) I2C 3.3 V LDO, translator")
AX_ADDR = f(
    AX,
    1,
    "Out of the box the module answers at the 7-bit address 0x77; bridging solder jumper JP1 "
    "moves it to 0x76",
    it(AX, "i2c_address", values=["0x77", "0x76"], condition="0x77 default, 0x76 with JP1"),
)
AX_SCLL = f(
    AX,
    1,
    "AXM-BA5L 3400 kHz",
    it("AXM-BA5L", "i2c_clock_frequency", "kHz", hi=3400, condition="AXM-BA5L"),
)
AX_SPI = f(
    AX,
    1,
    "SPI clock frequency fSCK AXM-BA5L only 10 MHz",
    it("AXM-BA5L", "spi_clock_frequency", "MHz", hi=10),
)
AX_PRANGE = f(
    AX,
    2,
    "Pressure range 300 1250 hPa",
    it(AX, "measurement_range", "hPa", lo=300, hi=1250, quantity="pressure"),
)
AX_ACC_COLD = f(
    AX,
    2,
    "300 to 1100 hPa, -20 to 0 " + DEG + " -1.7 +1.7 hPa",
    it(
        AX,
        "accuracy",
        "hPa",
        lo=-1.7,
        hi=1.7,
        quantity="pressure",
        condition="absolute, -20 to 0 °C",
    ),
)
AX_SLEEP_L = f(
    AX,
    2,
    "Sleep - - 0.2 " + MU + "A 48 " + MU + "A",
    it("AXM-BA5L", "standby_current", "uA", typ=0.2, condition="AXM-BA5L sleep"),
)
AX_ODR = f(
    AX,
    1,
    "In continuous mode the output data rate can be set up to 128 Hz",
    it(AX, "data_rate", "Hz", hi=128),
)

# ---------------------------------------------------------------- QGS9930
QG_VDD = f(
    QG,
    1,
    "Supply voltage VDD 2.4 3.0 3.6 V",
    it(QG, "supply_voltage", "V", lo=2.4, typ=3.0, hi=3.6, condition="VDD, recommended"),
)
QG_ABS = f(QG, 1, "Supply voltage VDD 3.8 V", it(QG, "abs_max_supply_voltage", "V", hi=3.8))
QG_TOP = f(
    QG,
    1,
    "Operating free-air temperature TA -30 85 " + DEG,
    it(QG, "operating_temperature", DEG, lo=-30, hi=85),
)
QG_ADDR = f(
    QG,
    1,
    "address, 0x39. The 0xAB value read from the ID register (0x92)",
    it(QG, "i2c_address", values=["0x39"], condition="fixed"),
)
QG_I_GEST_36 = f(
    QG,
    1,
    "Supply current, gesture active IDD LED pulses excluded 790 1000 850 1100 " + MU + "A",
    it(QG, "supply_current", "uA", typ=850, hi=1100, condition="gesture active, VDD = 3.6 V"),
)
QG_SCL = f(
    QG,
    2,
    "I2C clock frequency fSCL 0 400 kHz",
    it(QG, "i2c_clock_frequency", "kHz", lo=0, hi=400),
)
QG_VIL = f(QG, 2, "VIL SCL, SDA 0.54 V", it(QG, "input_low_voltage", "V", hi=0.54))
QG_VIH = f(QG, 2, "VIH SCL, SDA 1.26 V", it(QG, "input_high_voltage", "V", lo=1.26))

# ---------------------------------------------------------------- HKF6015
HK_V_L = f(
    HK,
    1,
    "HKF6015B12L B 12 6.0 - 13.2 0.06 0.72 3000",
    it("HKF6015B12L", "supply_voltage", "V", lo=6.0, hi=13.2, condition="operating voltage"),
)
HK_V_M = f(
    HK,
    1,
    "HKF6015B12M B 12 6.0 - 13.2 0.10 1.20 4000",
    it("HKF6015B12M", "supply_voltage", "V", lo=6.0, hi=13.2, condition="operating voltage"),
)
HK_V_H = f(
    HK,
    1,
    "HKF6015B12H B 12 9.0 - 13.2 0.18 2.16 5200",
    it("HKF6015B12H", "supply_voltage", "V", lo=9.0, hi=13.2, condition="operating voltage"),
)
HK_I_H = f(
    HK,
    1,
    "HKF6015B12H B 12 9.0 - 13.2 0.18 2.16 5200",
    it("HKF6015B12H", "supply_current", "A", value=0.18, condition="rated current, 12 V"),
)
HK_P_L = f(
    HK,
    1,
    "HKF6015B12L B 12 6.0 - 13.2 0.06 0.72 3000",
    it("HKF6015B12L", "power_consumption", "W", value=0.72, condition="rated power, 12 V"),
)
HK_TOP_B = f(
    HK,
    1,
    "Operating temperature: -10 to +70 " + DEG + " (B), -10 to +60 " + DEG + " (S)",
    it(HK, "operating_temperature", DEG, lo=-10, hi=70, condition="ball-bearing models (B)"),
)
HK_LOCK_H = f(
    HK,
    1,
    "Locked-rotor current: 0.25 A max. (H), 0.15 A max. (L, M)",
    it("HKF6015B12H", "supply_current", "A", hi=0.25, condition="locked rotor"),
)
HK_TACH = note(
    HK,
    2,
    "the tach lead to the logic supply of the controller (for example 10 kOhm to 3.3 V or 5 V)",
)
HK_TACH_VP = note(HK, 2, "Pull-up voltage Vp 13.8 V max.")
HK_LIFE = note(HK, 1, "Life expectancy (L10, 40 " + DEG + "): 70 000 h (B), 30 000 h (S)")
HK_NOPWM = note(HK, 1, "Speed control: by supply voltage only (no PWM input)")

# ---------------------------------------------------------------- HL-LA12
LA_V = f(
    LA,
    1,
    "Rated voltage 12 V DC (" + PM + "10 %)",
    it(LA, "supply_voltage", "V", value=12, condition="rated, ±10 %"),
)
LA_I90 = f(
    LA,
    1,
    "Full-load current 2.0 2.4 2.6 2.8 A",
    it("HL-LA12-90", "supply_current", "A", value=2.6, condition="full load, load code 90"),
)
LA_I150 = f(
    LA,
    1,
    "Full-load current 2.0 2.4 2.6 2.8 A",
    it("HL-LA12-150", "supply_current", "A", value=2.8, condition="full load, load code 150"),
)
LA_STALL = f(
    LA,
    1,
    "Start-up (stall) current may reach 5 A for up to 0.5 s",
    it(LA, "supply_current", "A", hi=5, condition="start-up / stall, up to 0.5 s"),
)
LA_TOP = f(
    LA,
    1,
    "Operating temperature -25 " + DEG + " ~ +65 " + DEG,
    it(LA, "operating_temperature", DEG, lo=-25, hi=65),
)
LA_IP = f(LA, 1, "Protection grade IP54", it(LA, "ip_rating", values=["IP54"]))
LA_HALL = note(
    LA, 2, "supply 3.3 - 5 V, open-collector A / B outputs, 17 pulses per mm (load code 45)"
)

# ---------------------------------------------------------------- ZN-P532M
ZN_VCC = f(
    ZN,
    1,
    "Napon napajanja / VCC 3.3 5.0 5.5 V Supply voltage",
    it(ZN, "supply_voltage", "V", lo=3.3, typ=5.0, hi=5.5),
)
ZN_ADDR = f(
    ZN,
    1,
    "7-bit adresa / address 0x24, do / up to 400 kHz",
    it(ZN, "i2c_address", values=["0x24"]),
)
ZN_ADDR_NOTE = note(
    ZN, 1, "Some libraries print 0x48; that is the 8-bit write form of the same address"
)
ZN_BAUD = f(
    ZN,
    1,
    "HSU (UART) 0 0 115200 bps, 8N1 (zadano / default)",
    it(ZN, "baud_rate", "bps", value=115200, condition="HSU default"),
)
ZN_I_READ = f(
    ZN,
    1,
    "Struja pri čitanju / ICC 110 150 mA RF on Current while reading",
    it(ZN, "supply_current", "mA", typ=110, hi=150, condition="reading, RF on"),
)
ZN_DIST = f(
    ZN,
    1,
    "Udaljenost čitanja / d 5 7 cm ISO card Reading distance",
    it(ZN, "measurement_range", "cm", typ=5, hi=7, quantity="distance", condition="ISO card"),
)
ZN_PIN_ABS = f(
    ZN,
    1,
    "Napon na signalnim pinovima / Signal pin voltage -0.3 ... 3.6 V",
    it(ZN, "abs_max_input_voltage", "V", hi=3.6, condition="signal pins, limiting value"),
)
ZN_VIH = f(
    ZN,
    2,
    "Ulaz visoka razina / VIH 2.0 3.6 V Input high level",
    it(ZN, "input_high_voltage", "V", lo=2.0, hi=3.6),
)
ZN_NOT5V = note(ZN, 2, "All signal pins are 3.3 V and are NOT 5 V tolerant (limiting value 3.6 V)")

# ---------------------------------------------------------------- YM-MP3S / YM-MP3S-D
YM_VCC = f(
    YM,
    1,
    "Supply voltage (VCC) 3.2 ~ 5.0 3.2 ~ 5.0 V",
    it(YM, "supply_voltage", "V", lo=3.2, hi=5.0),
)
YM_ABS = f(
    YM,
    1,
    "the supply voltage must never exceed 5.5 V",
    it(YM, "abs_max_supply_voltage", "V", hi=5.5),
)
YM_BAUD = f(
    YM,
    1,
    "The serial port works at 9600 bps, 8 data bits, no parity, 1 stop bit, and the rate "
    "cannot be changed",
    it(YM, "baud_rate", "bps", value=9600),
)
YM_I_D = f(
    YM,
    1,
    "Working current (playing, no speaker) 24 14 mA",
    it("YM-MP3S-D", "supply_current", "mA", typ=14, condition="YM-MP3S-D playing"),
)
YM_SLEEP = f(
    YM,
    1,
    "Sleep current 18 12 " + MU + "A",
    it(YM, "standby_current", "uA", typ=18, condition="YM-MP3S sleep"),
)
YM_TOP = f(
    YM,
    1,
    "Operating temperature -20 ~ +70 -20 ~ +70 " + DEG,
    it(YM, "operating_temperature", DEG, lo=-20, hi=70),
)

# ---------------------------------------------------------------- LX2033 / LX2033A
LX_VOUT = f(
    LX,
    1,
    "LX2033 3.234 3.300 3.366 V",
    it(LX, "output_voltage", "V", lo=3.234, typ=3.3, hi=3.366, condition="LX2033 (±2 % grade)"),
)
LX_VIN = f(
    LX,
    1,
    "2.5 V to 6.0 V",
    it(LX, "supply_voltage", "V", lo=2.5, hi=6.0, condition="recommended input voltage"),
)
LX_ABS = f(
    LX,
    1,
    "-0.3 V to 6.5 V",
    it(LX, "abs_max_supply_voltage", "V", hi=6.5, condition="VIN"),
)
LX_DROP300 = f(
    LX,
    1,
    "IOUT = 300 mA 270 400 mV",
    it(LX, "dropout_voltage", "mV", typ=270, hi=400, condition="IOUT = 300 mA, 25 °C"),
)
LX_DROP300_85 = f(
    LX,
    2,
    "IOUT = 300 mA 210 mV 270 mV 340 mV",
    it(LX, "dropout_voltage", "mV", typ=340, condition="IOUT = 300 mA, TA = 85 °C, typical"),
)
LX_IQ = f(
    LX,
    1,
    "Quiescent current IQ IOUT = 0 mA 55 80 " + MU + "A",
    it(LX, "quiescent_current", "uA", typ=55, hi=80),
)
LX_IOUT_M5 = f(
    LX,
    1,
    "Output current IOUT SOT-23-5 300 mA",
    it("LX2033-33M5", "output_current", "mA", lo=300, condition="SOT-23-5"),
)
LX_IOUT_G3 = f(
    LX,
    1,
    "SOT-89-3, SOT-223 500 mA",
    it("LX2033-33G3", "output_current", "mA", lo=500, condition="SOT-89-3, SOT-223"),
)
LX_PKG = f(
    LX,
    1,
    "SOT-23-5, SOT-89-3, SOT-223",
    it(LX, "package", values=["SOT-23-5", "SOT-89-3", "SOT-223"]),
)
LX_PD_G3 = note(LX, 2, "SOT-223 90 " + DEG + "/W 1.11 W")

# ---------------------------------------------------------------- PD-10A
PD_VCC = f(
    PD,
    1,
    "Barošanas spriegums / S, H 4.5 5.0 5.5 V Supply voltage",
    it(PD, "supply_voltage", "V", lo=4.5, typ=5.0, hi=5.5),
)
PD_ABS = f(
    PD,
    1,
    "Barošanas spriegums / Supply voltage VCC -0.3 ... +7 V",
    it(PD, "abs_max_supply_voltage", "V", hi=7),
)
PD_ICC = f(
    PD,
    1,
    "Strāvas patēriņš / S, H putekļu nav / no dust 11 20 mA Supply current",
    it(PD, "supply_current", "mA", typ=11, hi=20),
)
PD_ZERO_H = f(
    PD,
    1,
    "H 0.4 0.6 1.0 V",
    it("PD-10A-H", "analog_output_voltage", "V", lo=0.4, typ=0.6, hi=1.0, condition="no dust"),
)
PD_TOP = f(
    PD,
    1,
    "Darba temperatūra / Operating temperature Topr -10 ... +65 " + DEG,
    it(PD, "operating_temperature", DEG, lo=-10, hi=65),
)
PD_WARM = f(
    PD,
    2,
    "After power-on, discard the readings of the first 10 s; the output settles within that time.",
    it(PD, "warm_up_time", "s", hi=10),
)
PD_NOPM = note(
    PD, 2, "The sensor does not tell particle sizes apart and gives no PM2.5 or PM10 value."
)
