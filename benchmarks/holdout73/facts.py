"""Reference facts of the seventy-third hold-out set, shared by factual and
compatibility questions. Every number was read off the generated PDFs
(``pdftotext -layout``) and each quote is on the cited page."""

from __future__ import annotations

from qkit import DM, KT, LS, MV, NE, SK, SV, YX, Fact, Item, ev, it

DEG = "\u00b0C"
MU = "\u00b5"
OHM = "\u03a9"
LE = "\u2264"
GE = "\u2265"


def f(device: str, page: int, quote: str, *items: Item) -> Fact:
    return list(items), [ev(device, page, quote)]


def note(device: str, page: int, quote: str) -> Fact:
    """A statement without numbers: evidence only."""
    return [], [ev(device, page, quote)]


# ---------------------------------------------------------------- LSR-CM20 (NDIR CO2)
LS_VDD = f(
    LS,
    1,
    "Working voltage 4.5 V ~ 5.5 V DC",
    it(LS, "supply_voltage", "V", lo=4.5, hi=5.5, condition="working voltage, DC"),
)
LS_AVG = f(
    LS,
    1,
    "Average current < 60 mA (@ 5 V supply)",
    it(LS, "supply_current", "mA", hi=60, condition="average, 5 V supply"),
)
LS_PEAK = f(
    LS,
    1,
    "the module draws pulses of up to 150 mA; choose a power supply that can deliver at "
    "least 150 mA",
    it(LS, "supply_current", "mA", hi=150, condition="peak pulses while the IR lamp flashes"),
)
LS_RANGE_5K = f(
    LS,
    1,
    "Detection range 0 ~ 2000 0 ~ 5000 0 ~ 10000 ppm",
    it(
        "LSR-CM20-5K",
        "measurement_range",
        "ppm",
        lo=0,
        hi=5000,
        quantity="gas_concentration",
        condition="CO2, LSR-CM20-5K column",
    ),
)
LS_IF = (
    [it(LS, "interface", values=["UART", "PWM"], condition="UART (TTL level) and PWM outputs")],
    [
        ev(LS, 1, "Output signal UART (TTL level), PWM"),
        ev(LS, 2, "A: No. The module has UART and PWM outputs only."),
    ],
)
LS_LEVEL = note(LS, 1, "Interface level 3.3 V (the RXD input tolerates 5 V)")
LS_BAUD = f(
    LS,
    2,
    "baud rate 9600, data bits 8, stop bit 1, parity none",
    it(LS, "baud_rate", "bps", value=9600),
)
LS_NO33 = note(
    LS,
    2,
    "Do not supply the module from 3.3 V: below 4.5 V the lamp driver does not start and the "
    "reading stays at 0.",
)
LS_PREHEAT = (
    [it(LS, "warm_up_time", "min", value=3, condition="preheat time")],
    [
        ev(LS, 1, "Preheat time 3 min"),
        ev(LS, 2, "Q: How long after power-on are readings valid? A: After the 3 min preheat."),
    ],
)

# ---------------------------------------------------------------- NEL1602-I2C (16x2 LCD)
NE_VDD = f(
    NE,
    1,
    "Maitinimo įtampa / VDD 4.5 5.0 5.5 V B, G Supply voltage",
    it(NE, "supply_voltage", "V", lo=4.5, typ=5.0, hi=5.5, condition="VDD, both versions"),
)
NE_ABS = f(
    NE,
    1,
    "Maitinimo įtampa / Supply voltage VDD -0.3 7.0 V",
    it(NE, "abs_max_supply_voltage", "V", hi=7.0),
)
NE_ADDR_G = f(
    NE,
    1,
    "I2C adresas (A0-A2 atviri) / 0x27 0x3F I2C address (A0-A2 open)",
    it("NEL1602-I2C-G", "i2c_address", values=["0x3F"], condition="A0-A2 open (default)"),
)
NE_ADDR_B = f(
    NE,
    1,
    "I2C adresas (A0-A2 atviri) / 0x27 0x3F I2C address (A0-A2 open)",
    it("NEL1602-I2C-B", "i2c_address", values=["0x27"], condition="A0-A2 open (default)"),
)
NE_I_G = f(
    NE,
    1,
    "Current, backlight on VDD = 5 V 45 60 mA G",
    it(
        "NEL1602-I2C-G",
        "supply_current",
        "mA",
        typ=45,
        hi=60,
        condition="backlight on, VDD = 5 V, version G (unnamed row)",
    ),
)
NE_SCL = f(
    NE,
    1,
    "I2C takto dažnis / fSCL 100 kHz B, G I2C clock frequency",
    it(NE, "i2c_clock_frequency", "kHz", hi=100),
)
NE_TOP_B = f(
    NE,
    1,
    "Darbinė temperatūra / 0 ... +50 " + DEG + " -20 ... +70 " + DEG + " Operating temperature",
    it("NEL1602-I2C-B", "operating_temperature", DEG, lo=0, hi=50, condition="version B"),
)
NE_NO33 = note(
    NE,
    2,
    "No. At 3.3 V the LCD drive voltage is too low and the characters cannot be seen even with "
    "the trimmer turned fully",
)
NE_PULLUP = note(
    NE,
    1,
    "SDA and SCL are pulled up to VDD by 4.7 k" + OHM + " resistors on the backpack, so with "
    "VDD = 5 V the bus idles at 5 V.",
)

# ---------------------------------------------------------------- SKM-MOS40 (MOSFET module)
SK_VLOAD = f(
    SK,
    1,
    "Load voltage (V+ to OUT-) DC 5 ... 36 V DC 5 ... 36 V",
    it(SK, "load_supply_voltage", "V", lo=5, hi=36, condition="load voltage V+ to OUT-, DC"),
)
SK_I33_50 = f(
    SK,
    1,
    "SIG = 3.3 V 7 A 5 A",
    it(
        SK,
        "output_current",
        "A",
        hi=5,
        condition="continuous per channel, SIG = 3.3 V, 50 °C ambient, no heatsink",
    ),
)
SK_I33_25 = f(
    SK,
    1,
    "SIG = 3.3 V 7 A 5 A",
    it(
        SK,
        "output_current",
        "A",
        hi=7,
        condition="continuous per channel, SIG = 3.3 V, 25 °C ambient, no heatsink",
    ),
)
SK_I5_25 = f(
    SK,
    1,
    "SIG = 5 V 12 A 9 A",
    it(
        SK,
        "output_current",
        "A",
        hi=12,
        condition="continuous per channel, SIG = 5 V, 25 °C ambient, no heatsink",
    ),
)
SK_NOHS = note(SK, 1, "Continuous load current per channel, no heatsink, board in free air")
SK_TRANS = note(SK, 2, "These are transistor values, not board ratings.")
SK_VTH = f(
    SK,
    2,
    "VGS(th) 1.0 1.6 2.5 V VDS = VGS, ID = 250 " + MU + "A",
    it(SK, "gate_threshold_voltage", "V", lo=1.0, typ=1.6, hi=2.5, condition="LRF3708 MOSFET"),
)
SK_RDS45 = f(
    SK,
    2,
    "11 14 m" + OHM + " VGS = 4.5 V, ID = 15 A",
    it(SK, "on_resistance", "mOhm", typ=11, hi=14, condition="VGS = 4.5 V, ID = 15 A"),
)
SK_DCONLY = note(SK, 2, "No. DC loads only, up to 36 V.")

# ---------------------------------------------------------------- SVM-D (divider)
SV_R25_5 = f(
    SV,
    1,
    "Merilno območje, ADC z referenco 5 V / 0 ... 25 0 ... 50 V Measuring range, ADC with 5 V "
    "reference",
    it(
        "SVM-D25",
        "measurement_range",
        "V",
        lo=0,
        hi=25,
        quantity="voltage",
        condition="ADC with 5 V reference",
    ),
)
_R33 = (
    "Merilno območje, ADC z referenco 3,3 V / 0 ... 16.5 0 ... 33 V Measuring range, ADC with "
    "3.3 V reference"
)
SV_R50_33 = f(
    SV,
    1,
    _R33,
    it(
        "SVM-D50",
        "measurement_range",
        "V",
        lo=0,
        hi=33,
        quantity="voltage",
        condition="ADC with 3.3 V reference",
    ),
)
SV_R25_33 = f(
    SV,
    1,
    _R33,
    it(
        "SVM-D25",
        "measurement_range",
        "V",
        lo=0,
        hi=16.5,
        quantity="voltage",
        condition="ADC with 3.3 V reference",
    ),
)
SV_MAX25 = f(
    SV,
    1,
    "Največja vhodna napetost / 30 60 V DC Maximum input voltage (never exceed)",
    it("SVM-D25", "abs_max_input_voltage", "V", hi=30, condition="never exceed, DC"),
)
SV_RES25 = f(
    SV,
    1,
    "Ločljivost, 10-bitni ADC, 5 V / 24.4 48.9 mV Resolution, 10-bit ADC, 5 V",
    it(
        "SVM-D25",
        "resolution",
        "mV",
        value=24.4,
        quantity="voltage",
        condition="10-bit ADC with 5 V reference",
    ),
)
SV_FAQ33 = note(
    SV,
    2,
    "With a 3.3 V reference the range shrinks to 16.5 V (SVM-D25) or 33 V (SVM-D50)",
)

# ---------------------------------------------------------------- YX6852 (RGB pixel)
YX_VDD = f(
    YX,
    1,
    "Supply voltage VDD - 3.7 5.0 5.3 V",
    it(YX, "supply_voltage", "V", lo=3.7, typ=5.0, hi=5.3),
)
YX_VIH5 = f(
    YX,
    1,
    "VIH VDD = 5.0 V 3.5 V",
    it(YX, "input_high_voltage", "V", lo=3.5, condition="DIN, VDD = 5.0 V"),
)
YX_IW = f(
    YX,
    2,
    "At full white one YX6852 pixel draws up to 36 mA from VDD (YX6852W: 54 mA)",
    it("YX6852W", "supply_current", "mA", hi=54, condition="one pixel, full white (RGBW)"),
)
YX_33 = note(
    YX,
    2,
    "A controller running from 3.3 V has an output high level below VIH at VDD = 5.0 V: use a "
    "level shifter",
)

# ---------------------------------------------------------------- MV24X128 (I2C EEPROM)
MV_L_VCC = f(
    MV,
    1,
    "MV24L128 1.7-5.5V 400 kHz(1) I",
    it("MV24L128", "supply_voltage", "V", lo=1.7, hi=5.5, condition="device selection table"),
)
MV_H_SEL = f(
    MV,
    1,
    "MV24H128 2.5-5.5V 1 MHz I, E",
    it("MV24H128", "supply_voltage", "V", lo=2.5, hi=5.5, condition="device selection table"),
    it("MV24H128", "i2c_clock_frequency", "MHz", hi=1, condition="2.5 V to 5.5 V"),
)
MV_CLK_L = f(
    MV,
    2,
    "- 400 kHz 2.5V " + LE + " VCC " + LE + " 5.5V (MV24L128)",
    it("MV24L128", "i2c_clock_frequency", "kHz", hi=400, condition="2.5 V <= VCC <= 5.5 V"),
)
MV_CLK_LOW = f(
    MV,
    2,
    "1 FCLK Clock frequency - 100 kHz 1.7V " + LE + " VCC < 2.5V",
    it("MV24L128", "i2c_clock_frequency", "kHz", hi=100, condition="1.7 V <= VCC < 2.5 V"),
)
MV_ADDR = f(
    MV,
    2,
    "In 7-bit notation the device therefore answers at 0x50 to 0x57 (0x50 with A2 = A1 = A0 =",
    it(MV, "i2c_address", values=[f"0x5{n}" for n in range(8)], condition="A2..A0 select"),
)
MV_PKG = f(
    MV,
    1,
    "8-lead PDIP, 8-lead SOIC, 8-lead TSSOP, 8-lead DFN and 5-lead SOT-23.",
    it(MV, "package", values=["PDIP", "SOIC", "TSSOP", "DFN", "SOT-23"]),
)
MV_READ = note(MV, 1, "D7 ICC Read Operating current - 400 " + MU + "A VCC = 5.5V, SCL = 400 kHz")

# ---------------------------------------------------------------- KTC1855 (TC converter)
KT_VCC = f(
    KT,
    2,
    "VCC Supply voltage 3.0 3.3 3.6 V",
    it(KT, "supply_voltage", "V", lo=3.0, typ=3.3, hi=3.6),
)
KT_ABS = f(
    KT,
    1,
    "VCC Supply voltage to GND -0.3 4.0 V",
    it(KT, "abs_max_supply_voltage", "V", hi=4.0),
)
KT_SCK = f(KT, 2, "fSCK Serial clock frequency 5 MHz", it(KT, "spi_clock_frequency", "MHz", hi=5))
_RANGE = (
    "Measuring range TTC -200 ... +1350 " + DEG + " -210 ... +1200 " + DEG + " -270 ... +400 " + DEG
)
KT_RJ = f(
    KT,
    2,
    _RANGE,
    it(
        "KTC1855J",
        "measurement_range",
        DEG,
        lo=-210,
        hi=1200,
        quantity="temperature",
        condition="thermocouple temperature, J type",
    ),
)
KT_RT = f(
    KT,
    2,
    _RANGE,
    it(
        "KTC1855T",
        "measurement_range",
        DEG,
        lo=-270,
        hi=400,
        quantity="temperature",
        condition="thermocouple temperature, T type",
    ),
)
KT_RES = f(
    KT,
    2,
    "Thermocouple resolution 0.25 " + DEG,
    it(KT, "resolution", DEG, value=0.25, quantity="temperature", condition="thermocouple"),
)
KT_ACC_HI = f(
    KT,
    2,
    "TTC = +700 " + DEG + " to +1350 " + DEG + " -4 +4 " + DEG,
    it(
        "KTC1855K",
        "accuracy",
        DEG,
        lo=-4,
        hi=4,
        quantity="temperature",
        condition="thermocouple temperature error, TTC +700 to +1350 °C",
    ),
)
KT_NO5V = note(
    KT,
    2,
    "The inputs are not 5 V tolerant; with a 5 V host use a level shifter on CS and SCK.",
)

# ---------------------------------------------------------------- DME-EN20 (encoder module)
DM_VDD = f(
    DM,
    1,
    "Напруга живлення (+) / 3.0 5.5 V Supply voltage (+)",
    it(DM, "supply_voltage", "V", lo=3.0, hi=5.5, condition="+ pin"),
)
DM_TOP = f(
    DM,
    1,
    "Робоча температура / Operating temperature -20 ... +60 " + DEG,
    it(DM, "operating_temperature", DEG, lo=-20, hi=60),
)
DM_I = f(
    DM,
    1,
    "Струм споживання / + = 5 V, CLK, DT, 1.5 mA Current consumption SW all low",
    it(DM, "supply_current", "mA", hi=1.5, condition="+ = 5 V, CLK, DT, SW all low"),
)
DM_SEAL = note(DM, 2, "The module is not sealed; keep dust and liquids away.")
