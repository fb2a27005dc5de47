"""Reference facts of the hundred-and-twenty-fifth hold-out set, shared by factual and
compatibility questions. Every number was read off the generated PDFs
(``pdftotext -layout``) and each quote is on the cited page."""

from __future__ import annotations

from qkit import AL, CN, DL, DZ, MR, PG, TN, VL, Fact, Item, ev, it

DEG = "\u00b0C"
MU = "\u00b5"
PM = "\u00b1"
OHM = "\u03a9"
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


# ---------------------------------------------------------------- DLT3166
DL_VDD = f(
    DL,
    1,
    "Supply voltage VDD 2.7 3.3 5.5 V",
    it(DL, "supply_voltage", "V", lo=2.7, typ=3.3, hi=5.5, condition="VDD"),
)
DL_RANGE_Q = "Measurement range -200 to +1372 -210 to +1200 -200 to +1300 " + DEG
DL_RANGE_N = f(
    DL,
    2,
    DL_RANGE_Q,
    it(
        "DLT3166N",
        "measurement_range",
        DEG,
        lo=-200,
        hi=1300,
        quantity="temperature",
        condition="type N thermocouple, DLT3166N column",
    ),
)
DL_RANGE_K = f(
    DL,
    2,
    DL_RANGE_Q,
    it(
        "DLT3166K",
        "measurement_range",
        DEG,
        lo=-200,
        hi=1372,
        quantity="temperature",
        condition="type K thermocouple, DLT3166K column",
    ),
)
DL_ERR_K_MID = f(
    DL,
    1,
    "DLT3166K, 0 " + DEG + " to +1000 " + DEG + " -1.5 +1.5",
    it(
        "DLT3166K",
        "accuracy",
        DEG,
        lo=-1.5,
        hi=1.5,
        quantity="temperature",
        condition="thermocouple temperature error, 0 to +1000 degC, TA = -20 to +85 degC",
    ),
)
DL_ERR_K_HI = note(DL, 1, "DLT3166K, +1000 " + DEG + " to +1372 " + DEG + " -2.5 +2.5")
DL_ERR_TA = note(
    DL,
    1,
    "The thermocouple temperature error includes the cold-junction error and applies for TA = "
    "-20 " + DEG + " to +85 " + DEG + " only.",
)
DL_SCK = f(
    DL,
    1,
    "SCK frequency fSCK 4 MHz",
    it(DL, "spi_clock_frequency", "MHz", hi=4, condition="fSCK"),
)
DL_TOPR = note(DL, 2, "Operating temperature range -40 +125 " + DEG)
DL_5V = note(
    DL,
    2,
    "With VDD = 5 V the DLT3166 connects directly to 5 V microcontrollers such as the ATmega328P.",
)
DL_SDO5V = note(
    DL,
    2,
    "With VDD = 5 V the SDO high level is also about 5 V: do not connect SDO to a 3.3 V-only "
    "input (for example an ESP32 or a Raspberry Pi GPIO).",
)

# ---------------------------------------------------------------- ALQ4312
AL_ADDRS = ["0x58", "0x59", "0x5A", "0x5B", "0x5C", "0x5D", "0x5E", "0x5F"]
AL_ADDR = f(
    AL,
    2,
    "The 7-bit slave address is 1011 A2 A1 A0: 0x58 to 0x5F, set by the A0 to A2 pins",
    it(AL, "i2c_address", values=AL_ADDRS, condition="A2 A1 A0 = 000 ... 111"),
)
AL_ADDR_TABLE = note(AL, 2, "0 0 1 0x59 1 0 1 0x5D")
AL_VDD = f(
    AL,
    1,
    "VDD supply voltage 2.3 5.5 2.3 5.5 V",
    it(AL, "supply_voltage", "V", lo=2.3, hi=5.5, condition="VDD, both versions"),
)
AL_FSCL = f(
    AL,
    2,
    "fSCL SCL clock frequency Fast-mode 0 400 kHz Fast-mode Plus 0 1000",
    it(AL, "i2c_clock_frequency", "kHz", lo=0, hi=1000, condition="Fast-mode Plus"),
)
AL_IOL30 = f(
    AL,
    1,
    "LOW-level output VDD = 2.3 V 12 IOL mA current per LEDn VDD = 3.0 V 20",
    it(AL, "output_current", "mA", lo=20, condition="LOW-level output current per LEDn, VOL = 0.5 V, VDD = 3.0 V"),
)
AL_VOFF_Q = "VO(off) LED output voltage, off state " + MDASH + " 5.5 " + MDASH + " 20 V"
AL_VOFF_H = f(
    AL,
    1,
    AL_VOFF_Q,
    it("ALQ4312H", "load_supply_voltage", "V", hi=20, condition="LED output voltage, off state, ALQ4312H"),
)
AL_VOFF_STD = f(
    AL,
    1,
    AL_VOFF_Q,
    it(AL, "load_supply_voltage", "V", hi=5.5, condition="LED output voltage, off state, ALQ4312"),
)
AL_12V = note(
    AL,
    2,
    "Driving 12 V LED strips: use the ALQ4312H. ALQ4312 outputs must never be pulled above 5.5 V, "
    "even when off.",
)
AL_IOL_REC = note(AL, 1, "IOL LOW-level output current per LEDn " + MDASH + " 30 " + MDASH + " 25 mA")

# ---------------------------------------------------------------- VLB-36
VL_VIN_Q = "Input voltage 2.0 " + NDASH + " 24 3.5 " + NDASH + " 32 V"
VL_VIN = f(
    VL,
    1,
    VL_VIN_Q,
    it(VL, "supply_voltage", "V", lo=2.0, hi=24, condition="input voltage, VLB-36"),
)
VL_VIN_H = f(
    VL,
    1,
    VL_VIN_Q,
    it("VLB-36H", "supply_voltage", "V", lo=3.5, hi=32, condition="input voltage, VLB-36H"),
)
VL_VOUT_Q = "Output voltage (adjustable) 5 " + NDASH + " 28 6 " + NDASH + " 48 V"
VL_VOUT_H = f(
    VL,
    1,
    VL_VOUT_Q,
    it("VLB-36H", "output_voltage", "V", lo=6, hi=48, condition="adjustable, VLB-36H"),
)
VL_VOUT = f(
    VL,
    1,
    VL_VOUT_Q,
    it(VL, "output_voltage", "V", lo=5, hi=28, condition="adjustable, VLB-36"),
)
VL_I512 = f(
    VL,
    1,
    "VLB-36 5 V " + ARROW + " 12 V 0.4 A 90 %",
    it(VL, "output_current", "A", hi=0.4, condition="VLB-36, 5 V -> 12 V, 25 degC free air"),
)
VL_I37 = f(
    VL,
    1,
    "3.7 V " + ARROW + " 5 V 0.8 A 91 %",
    it(VL, "output_current", "A", hi=0.8, condition="VLB-36, 3.7 V -> 5 V"),
)
VL_I1224H = f(
    VL,
    1,
    "12 V " + ARROW + " 24 V 2.0 A 94 %",
    it("VLB-36H", "output_current", "A", hi=2.0, condition="VLB-36H, 12 V -> 24 V"),
)
VL_NOLOAD_H = f(
    VL,
    1,
    "No-load input current, 2.5 12 mA typ. (12 V out)",
    it("VLB-36H", "quiescent_current", "mA", typ=12, condition="no-load input current, 12 V out, VLB-36H"),
)
VL_LIION = note(
    VL,
    2,
    "A: Yes, that is what the VLB-36 is for. From 3.0 V to 4.2 V it gives 5 V at up to 0.8 A.",
)
VL_BOOST = note(VL, 2, "Boost only: the output is never lower than the input.")
VL_FAQ12 = note(
    VL,
    2,
    "A: No. This board only steps up. For 12 V in, 5 V out you need a buck (step-down) module",
)

# ---------------------------------------------------------------- TNT-SSR
TN_I25 = f(
    TN,
    1,
    "Tamb = 25 " + DEG + " 2.0",
    it(TN, "contact_current", "A", hi=2.0, condition="load current per channel, resistive, Tamb = 25 degC"),
)
TN_ILOAD_Q = (
    "Tamb = 25 " + DEG + " 2.0 Load current Tamb = 40 " + DEG + " 1.5 A (resistive) Tamb = 55 "
    + DEG + " 1.0"
)
TN_ILOAD = f(
    TN,
    1,
    TN_ILOAD_Q,
    it(TN, "contact_current", "A", hi=2.0, condition="resistive, Tamb = 25 degC"),
    it(TN, "contact_current", "A", hi=1.5, condition="resistive, Tamb = 40 degC"),
    it(TN, "contact_current", "A", hi=1.0, condition="resistive, Tamb = 55 degC"),
)
TN_I55 = f(
    TN,
    1,
    "(resistive) Tamb = 55 " + DEG + " 1.0",
    it(TN, "contact_current", "A", hi=1.0, condition="load current per channel, resistive, Tamb = 55 degC"),
)
TN_VLOAD = f(
    TN,
    1,
    "Load voltage AC, 50 / 60 Hz 75 264 VAC",
    it(TN, "contact_voltage", "VAC", lo=75, hi=264, condition="AC load, 50 / 60 Hz"),
)
TN_DC_Q = "Module supply DC+ 4.5 " + NDASH + " 5.5 4.5 " + NDASH + " 5.5 10.8 " + NDASH + " 13.2 V"
TN_DC12 = f(
    TN,
    1,
    TN_DC_Q,
    it("TNT-SSR2-12", "supply_voltage", "V", lo=10.8, hi=13.2, condition="module supply DC+, TNT-SSR2-12"),
)
TN_DC05 = f(
    TN,
    1,
    TN_DC_Q,
    it("TNT-SSR2-05", "supply_voltage", "V", lo=4.5, hi=5.5, condition="module supply DC+, -05 versions"),
)
TN_CHON05 = f(
    TN,
    1,
    "CH input, ON level 2.5 " + NDASH + " 5.5 2.5 " + NDASH + " 5.5 2.5 " + NDASH + " 12 V",
    it("TNT-SSR2-05", "input_high_voltage", "V", lo=2.5, hi=5.5, condition="CH input, ON level, -05 versions"),
)
TN_33V = note(
    TN,
    2,
    "The inputs switch at 2.5 V, so 3.3 V GPIOs (ESP32, Raspberry Pi, Pico) drive CH1 and CH2 directly.",
)
TN_KETTLE = note(
    TN,
    2,
    "A 2 kW kettle or heater draws about 8.7 A at 230 V and is far too much.",
)
TN_TOPR = note(TN, 1, "Operating temperature -30 +80 " + DEG)

# ---------------------------------------------------------------- CNR-52U
CN_VCC = f(
    CN,
    1,
    "Supply voltage VCC 1.8 3.3 3.6 V",
    it(CN, "supply_voltage", "V", lo=1.8, typ=3.3, hi=3.6, condition="VCC, recommended operating"),
)
CN_ABS = f(
    CN,
    1,
    "Supply voltage VCC -0.3 +3.9 V",
    it(CN, "abs_max_supply_voltage", "V", lo=-0.3, hi=3.9, condition="VCC, absolute maximum"),
)
CN_BAUD = f(
    CN,
    2,
    "After power-up the UART runs at 9600 bps, 8 data bits, no parity, 1 stop bit (8N1)",
    it(CN, "baud_rate", "bps", value=9600, condition="default after power-up, 8N1"),
)
CN_BAUDRANGE = f(
    CN,
    2,
    "Rates from 1200 bps to 921600 bps are supported; above 115200 bps enable RTS/CTS with AT+FLOW1.",
    it(CN, "baud_rate", "bps", lo=1200, hi=921600, condition="configurable with AT+BAUD"),
)
CN_OFF = f(
    CN,
    1,
    "System OFF wake on RXD or KEY 2.1 3.5 " + MU + "A",
    it(CN, "standby_current", MU + "A", typ=2.1, hi=3.5, condition="system OFF, VCC = 3.3 V"),
)
CN_RXS = f(
    CN,
    1,
    "1M PHY, 0.1 % BER -96",
    it(CN, "rx_sensitivity", "dBm", typ=-96, condition="1M PHY, 0.1 % BER"),
)
CN_TXP = f(
    CN,
    1,
    "TX output power programmable, 4 dB steps -20 0 +8 dBm",
    it(CN, "tx_power", "dBm", hi=8, condition="programmable maximum"),
)
CN_TXPEAK = note(CN, 1, "+8 dBm, 1M PHY 14.5 TX peak current mA")
CN_LIPO = note(
    CN,
    2,
    "Power the module from 1.8 V to 3.6 V only. From 5 V, or from a Li-ion cell (up to 4.2 V), use "
    "a 3.3 V LDO.",
)

# ---------------------------------------------------------------- DZS-7C
DZ_VCC = f(
    DZ,
    1,
    "Supply voltage VCC 3.3 5.5 V",
    it(DZ, "supply_voltage", "V", lo=3.3, hi=5.5, condition="VCC"),
)
DZ_AOUT5 = f(
    DZ,
    1,
    "Output voltage range, VCC = 3.3 V 1.0 2.5 V any soil VCC = 5.0 V 1.2 3.1",
    it(DZ, "analog_output_voltage", "V", lo=1.2, hi=3.1, condition="AOUT, any soil, VCC = 5.0 V"),
)
DZ_SETTLE = f(
    DZ,
    1,
    "Settling time after to within 1 % of final 300 ms power-up",
    it(DZ, "warm_up_time", "ms", hi=300, condition="settling time after power-up, to within 1 %"),
)
DZ_IP = f(
    DZ,
    1,
    "Ingress protection " + MDASH + " IP67",
    it("DZS-7C-W", "ip_rating", values=["IP67"], condition="DZS-7C-W column"),
)
DZ_TOPR_Q = "Operating temperature 0 " + NDASH + " +50 -20 " + NDASH + " +60 " + DEG
DZ_TOPR_W = f(
    DZ,
    1,
    DZ_TOPR_Q,
    it("DZS-7C-W", "operating_temperature", DEG, lo=-20, hi=60, condition="DZS-7C-W column"),
)
DZ_ARDUINO = note(
    DZ,
    2,
    "Yes. VCC to 5 V, GND to GND, AOUT to A0. At 5 V the output stays between 1.2 V and 3.1 V",
)
DZ_2AA = note(DZ, 2, "No. Two AA cells give 3.0 V when new, below the 3.3 V minimum.")
DZ_WINTER = note(DZ, 2, "DZS-7C-W: yes, from -20 " + DEG + " to +60 " + DEG + ".")
DZ_CAL = note(
    DZ,
    2,
    "Readings change with soil temperature and salt content; repeat the calibration at the start "
    "of each season.",
)

# ---------------------------------------------------------------- PGO-130
PG_ADDR = (
    [it(PG, "i2c_address", values=["0x3C", "0x3D"], condition="0x3C factory, 0x3D with the resistor moved")],
    [
        ev(PG, 1, "Adresa / Address: 0x3C (0x3D with the resistor moved)"),
    ],
)
PG_ADDR_P2 = note(
    PG,
    2,
    "Factory setting 0x3C. Move the 0 " + OHM + " resistor on the back from the pads marked \"3C\" to "
    "the pads marked \"3D\" to use 0x3D",
)
PG_VCC = f(
    PG,
    1,
    "Napon napajanja VCC 3.0 3.3 5.0 V Supply voltage",
    it(PG, "supply_voltage", "V", lo=3.0, typ=3.3, hi=5.0, condition="VCC"),
)
PG_IB = f(
    PG,
    1,
    "Svi pikseli uklju\u010deni 31 26 mA All pixels on",
    it("PGO-130B", "supply_current", "mA", value=26, condition="all pixels on, VCC = 3.3 V, PGO-130B column"),
)
PG_FSCL = f(
    PG,
    1,
    "Takt I" + SQ + "C magistrale fSCL 400 kHz I" + SQ + "C clock",
    it(PG, "i2c_clock_frequency", "kHz", hi=400, condition="fSCL"),
)
PG_PULLUP = note(
    PG,
    2,
    "The on-board 10 k" + OHM + " pull-ups go to VCC. With VCC = 5 V the bus idles at 5 V: do not "
    "connect it to 3.3 V-only boards (ESP32, Raspberry Pi) unless you power the display from 3.3 V.",
)
PG_TWO = note(PG, 2, "Yes, set one of them to 0x3D (section V). Both must run at the same bus voltage.")
PG_SHORT = note(PG, 2, "The module's pull-ups are enough for short wires.")

# ---------------------------------------------------------------- MRB2585
MR_RANGE = f(
    MR,
    1,
    "Prange Operating pressure range 300 1200 hPa",
    it(MR, "measurement_range", "hPa", lo=300, hi=1200, quantity="pressure", condition="operating pressure range"),
)
MR_ADDR = f(
    MR,
    2,
    "SDO/SA0 to GND gives 0x5C, SDO/SA0 to VDDIO gives 0x5D.",
    it(MR, "i2c_address", values=["0x5C", "0x5D"], condition="SDO/SA0 to GND / to VDDIO"),
)
MR_ACC = f(
    MR,
    1,
    "Absolute pressure 950 " + ELL + " 1050 hPa, 0 " + ELL + " +65 " + DEG + " -0.5 +0.5",
    it(
        MR,
        "accuracy",
        "hPa",
        lo=-0.5,
        hi=0.5,
        quantity="pressure",
        condition="absolute, 950 ... 1050 hPa, 0 ... +65 degC",
    ),
)
MR_SLEEP = f(
    MR,
    1,
    "Isleep Sleep current no conversion 0.3 1.0 " + MU + "A",
    it(MR, "standby_current", MU + "A", typ=0.3, hi=1.0, condition="sleep, no conversion"),
)
MR_VDDIO = f(
    MR,
    1,
    "VDDIO Interface supply voltage 1.2 3.6 V",
    it(MR, "io_supply_voltage", "V", lo=1.2, hi=3.6, condition="VDDIO"),
)
MR_VDD = f(
    MR,
    1,
    "VDD Supply voltage 1.71 1.8 3.6 V",
    it(MR, "supply_voltage", "V", lo=1.71, typ=1.8, hi=3.6, condition="VDD"),
)
MR_ABS = f(
    MR,
    1,
    "Supply voltage VDD, VDDIO -0.3 +4.0 V",
    it(MR, "abs_max_supply_voltage", "V", lo=-0.3, hi=4.0, condition="VDD, VDDIO, absolute maximum"),
)
MR_5V = note(
    MR,
    2,
    "The interface pins are referenced to VDDIO and are not 5 V tolerant: with 5 V microcontrollers "
    "use a level translator.",
)
MR_ABSTABLE = note(MR, 1, "Overpressure 2000 kPa ESD, human-body model " + PM + "2 kV")
