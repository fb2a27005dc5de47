"""Reference facts of the hundred-and-twenty-sixth hold-out set, shared by factual and
compatibility questions. Every number was read off the generated PDFs
(``pdftotext -layout``) and each quote is on the cited page."""

from __future__ import annotations

from qkit import BZ, DJ, GH, KL, KP, TK, TX, UB, Fact, Item, ev, it

DEG = "\u00b0C"
MU = "\u00b5"
PM = "\u00b1"
OHM = "\u03a9"
GE = "\u2265"
ELL = "\u2026"
ARROW = "\u2192"
NDASH = "\u2013"


def f(device: str, page: int, quote: str, *items: Item) -> Fact:
    return list(items), [ev(device, page, quote)]


def note(device: str, page: int, quote: str) -> Fact:
    """A statement without numbers needed as items: evidence only."""
    return [], [ev(device, page, quote)]


# ---------------------------------------------------------------- KPL-612 / KPL-612L
KP_VIN_Q = "Supply voltage (VIN) 4.5 5.0 20 2.7 3.3 3.6 V"
KP_VIN = f(
    KP,
    1,
    KP_VIN_Q,
    it(KP, "supply_voltage", "V", lo=4.5, typ=5.0, hi=20, condition="VIN, KPL-612 columns"),
)
KPL_VIN = f(
    KP,
    1,
    KP_VIN_Q,
    it(
        "KPL-612L",
        "supply_voltage",
        "V",
        lo=2.7,
        typ=3.3,
        hi=3.6,
        condition="VIN, KPL-612L columns (no regulator)",
    ),
)
KPL_IDLE = f(
    KP,
    1,
    "VIN = 5 V / 3.3 V 55 65 18 25 " + MU + "A",
    it(
        "KPL-612L",
        "supply_current",
        "uA",
        typ=18,
        hi=25,
        condition="idle current, no motion, OUT low, KPL-612L columns",
    ),
)
KP_IDLE = f(
    KP,
    1,
    "VIN = 5 V / 3.3 V 55 65 18 25 " + MU + "A",
    it(
        KP,
        "supply_current",
        "uA",
        typ=55,
        hi=65,
        condition="idle current, no motion, OUT low, KPL-612 columns",
    ),
)
KP_RANGE = f(
    KP,
    1,
    "Sx fully clockwise (as shipped) 7 m",
    it(
        KP,
        "measurement_range",
        "m",
        hi=7,
        quantity="distance",
        condition="detection range, Sx fully clockwise (as shipped), 25 " + DEG,
    ),
)
KP_INIT = f(
    KP,
    1,
    "OUT may toggle 40 60 20 30 s",
    it(
        KP,
        "warm_up_time",
        "s",
        typ=40,
        hi=60,
        condition="initialisation time after power-on, KPL-612 columns",
    ),
)
KPL_TEMP = f(
    KP,
    1,
    "Operating temperature -20 +70 -15 +60 " + DEG,
    it("KPL-612L", "operating_temperature", DEG, lo=-15, hi=60, condition="KPL-612L columns"),
)
KP_VOH = f(
    KP,
    1,
    "Output high voltage IOH = -1 mA 3.1 3.3 VIN-0.2 V",
    it(KP, "output_high_voltage", "V", lo=3.1, typ=3.3, condition="OUT, IOH = -1 mA, KPL-612"),
)
KP_OUT_SRC = f(
    KP,
    1,
    "OUT source current 2 1 mA",
    it(KP, "output_current", "mA", hi=2, condition="OUT source current, KPL-612"),
)
KP_OUT_NOTE = note(
    KP,
    2,
    "OUT is 3.3 V logic on the KPL-612. 5 V Arduino boards read it as HIGH, and it can go "
    "straight to an ESP32 or Raspberry Pi GPIO.",
)
KP_RELAY_NOTE = note(
    KP,
    2,
    "Relay modules: OUT can drive the input of a transistor or optocoupler relay module "
    "(high-level trigger) directly.",
)
KPL_LIION_NOTE = note(KP, 2, "A single Li-ion cell (4.2 V when full) is too high for it.")
KP_NOISE_NOTE = note(
    KP,
    2,
    "Switch-mode supplies and Wi-Fi antennas closer than 5 cm cause false triggers.",
)
KP_GLASS = note(
    KP, 2, "Does it work behind a window? No. Glass blocks the far-infrared the sensor needs."
)

# ---------------------------------------------------------------- BZA1615
BZ_VDD = f(
    BZ,
    1,
    "Power-supply voltage, VDD 2.0 3.3 5.5 V",
    it(BZ, "supply_voltage", "V", lo=2.0, typ=3.3, hi=5.5, condition="VDD, recommended"),
)
BZ_ADDR = f(
    BZ,
    2,
    "GND 0x48 100 1000 VDD 0x49 100 1001 SDA 0x4A 100 1010 SCL 0x4B 100 1011",
    it(
        BZ,
        "i2c_address",
        values=["0x48", "0x49", "0x4A", "0x4B"],
        condition="7-bit, ADDR to GND / VDD / SDA / SCL",
    ),
)
BZ_FSR011 = f(
    BZ,
    2,
    "011 " + PM + "1.024 V 31.25 " + MU + "V",
    it(
        BZ,
        "analog_input_range",
        "V",
        lo=-1.024,
        hi=1.024,
        condition="full-scale range, PGA[2:0] = 011",
    ),
)
BZ_FSR000_NOTE = note(BZ, 2, "000 " + PM + "6.144 V 187.5 " + MU + "V see note")
BZ_DR_MAX = f(
    BZ,
    1,
    "Data rate (DR) set by DR[2:0] 8 860 SPS",
    it(BZ, "data_rate", "SPS", hi=860, condition="highest data rate, DR[2:0]"),
)
BZ_LSB = f(
    BZ,
    2,
    "010 " + PM + "2.048 V 62.5 " + MU + "V default",
    it(
        BZ,
        "resolution",
        "uV",
        value=62.5,
        quantity="voltage",
        condition="LSB size, FSR = +/-2.048 V",
    ),
)
BZ_AIN_NOTE = note(
    BZ,
    2,
    "no analog input may be taken below GND - 0.3 V or above VDD + 0.3 V, so with VDD = 3.3 V "
    "a single-ended input can read at most about 3.3 V even on the " + PM + "6.144 V range.",
)
BZ_AIN_ROC = note(BZ, 1, "Absolute input voltage, AINx GND VDD V")
BZ_5V = f(
    BZ,
    2,
    "Digital input voltage, SDA, SCL, ADDR GND - 0.3 5.5 V",
    it(BZ, "abs_max_input_voltage", "V", hi=5.5, condition="SDA, SCL, ADDR, absolute maximum"),
)
BZ_5V_NOTE = note(
    BZ,
    2,
    "SDA, SCL and ADDR tolerate 5.5 V at any VDD, so a BZA1615 powered from 3.3 V can sit on a "
    "bus pulled up to 5 V.",
)
BZ_ZIN = note(BZ, 1, "Differential input FSR = " + PM + "6.144 V 22")
BZ_REF_NOTE = note(BZ, 1, "Internal low-drift reference and oscillator")

# ---------------------------------------------------------------- UBB-36A / UBB-36F5
UB_VIN_Q = "Input voltage 3.0 " + NDASH + " 35 V 2.8 " + NDASH + " 24 V continuous operation"
UA_VIN = f(
    UB,
    1,
    UB_VIN_Q,
    it("UBB-36A", "supply_voltage", "V", lo=3.0, hi=35, condition="input voltage, UBB-36A"),
)
UF_VIN = f(
    UB,
    1,
    UB_VIN_Q,
    it("UBB-36F5", "supply_voltage", "V", lo=2.8, hi=24, condition="input voltage, UBB-36F5"),
)
UF_VOUT = f(
    UB,
    1,
    "Output voltage 1.25 " + NDASH + " 30 V 4.90 / 5.05 / 5.20 V A: trimmer; F5: min / typ / max",
    it(
        "UBB-36F5",
        "output_voltage",
        "V",
        lo=4.90,
        typ=5.05,
        hi=5.20,
        condition="UBB-36F5, fixed 5 V",
    ),
)
UF_IOUT = f(
    UB,
    1,
    "Output current see table below 2.0 A max F5: Vin 5 " + NDASH + " 24 V",
    it("UBB-36F5", "output_current", "A", hi=2.0, condition="UBB-36F5, Vin 5 ... 24 V"),
)
UF_LIION = f(
    UB,
    2,
    "The F5 gives 1.2 A from a 3.7 V cell and keeps running down to 2.8 V",
    it(
        "UBB-36F5",
        "output_current",
        "A",
        value=1.2,
        condition="UBB-36F5 from a 3.7 V Li-ion cell (FAQ)",
    ),
)
UA_37_5 = f(
    UB,
    1,
    "3.7 V " + ARROW + " 5 V 1.0 A 85 % 1.6 A",
    it("UBB-36A", "output_current", "A", value=1.0, condition="UBB-36A, 3.7 V in, 5 V out"),
)
UA_5_38 = f(
    UB,
    1,
    "5 V " + ARROW + " 3.8 V 2.0 A 88 % 1.7 A",
    it("UBB-36A", "output_current", "A", value=2.0, condition="UBB-36A, 5 V in, 3.8 V out"),
)
UA_MODEM = note(
    UB,
    2,
    "Can I run a cellular modem from USB? Yes: set the UBB-36A to 3.8 V. From a 5 V supply it "
    "delivers 2.0 A continuous, which also covers the short transmit bursts of a modem.",
)
UA_NOLOAD = f(
    UB,
    1,
    "No-load input current 12 mA 6 mA 12 V in",
    it(
        "UBB-36A",
        "quiescent_current",
        "mA",
        value=12,
        condition="no-load input current, 12 V in, UBB-36A",
    ),
)
UA_VOUT = f(
    UB,
    1,
    "Output voltage 1.25 " + NDASH + " 30 V 4.90 / 5.05 / 5.20 V",
    it("UBB-36A", "output_voltage", "V", lo=1.25, hi=30, condition="UBB-36A, trimmer range"),
)
UA_RIPPLE = note(
    UB, 1, "Output ripple " + "\u2264" + " 60 mVpp " + "\u2264" + " 40 mVpp full load, 20 MHz BW"
)

# ---------------------------------------------------------------- DJR-1H5
DJ_VCC = f(
    DJ,
    1,
    "Supply voltage VCC 4.5 5.0 5.5 V",
    it(DJ, "supply_voltage", "V", lo=4.5, typ=5.0, hi=5.5, condition="VCC"),
)
DJ_ION = f(
    DJ,
    1,
    "ICC VCC = 5 V, both LEDs on 78 90 mA",
    it(DJ, "supply_current", "mA", typ=78, hi=90, condition="module supply current, relay on"),
)
DJ_RCOIL = f(
    DJ,
    1,
    "Coil resistance (" + PM + "10 %) 70 " + OHM,
    it(DJ, "coil_resistance", "Ohm", value=70, condition="5 VDC coil, +/-10 %"),
)
DJ_PULLIN = note(DJ, 1, "Pull-in voltage (must operate), max. 3.75 VDC")
DJ_COILV = f(
    DJ,
    1,
    "Rated coil voltage 5 VDC",
    it(DJ, "coil_voltage", "VDC", value=5, condition="rated coil voltage"),
)
DJ_VIH_H = f(
    DJ,
    1,
    "VIH relay on 2.5 VCC V",
    it(DJ, "input_high_voltage", "V", lo=2.5, condition="IN high level, jumper H (relay on)"),
)
DJ_VIH_L = f(
    DJ,
    1,
    "VIH relay off 4.2 VCC V",
    it(DJ, "input_high_voltage", "V", lo=4.2, condition="IN high level, jumper L (relay off)"),
)
DJ_IIN = note(DJ, 1, "jumper H, IN = 3.3 V 0.7")
DJ_NO250 = f(
    DJ,
    2,
    "Rated load, resistive 250 VAC 10 A 5A",
    it(DJ, "contact_current", "A", value=10, condition="NO contact, 250 VAC resistive"),
)
DJ_POWER = note(DJ, 2, "Max. switching power resistive 2500 VA / 300 W 1250 VA / 150 W")
DJ_3V3_NOTE = note(
    DJ,
    2,
    "3.3 V boards (ESP32, Raspberry Pi, Pico): power VCC from 5 V, leave the jumper at H and "
    "drive IN directly; a 3.3 V HIGH is above the 2.5 V switching level.",
)
DJ_NO3V3 = note(DJ, 2, "VCC cannot be 3.3 V: the coil needs at least 3.75 V to pull in.")
DJ_L_NOTE = note(
    DJ,
    2,
    "Do not use the L setting with 3.3 V logic: IN must rise above 4.2 V to release the relay, "
    "so a 3.3 V HIGH leaves it switched on.",
)
DJ_INRUSH = note(
    DJ,
    2,
    "For motors, compressors, lamps and LED drivers the contacts must be derated; this sheet "
    "gives no inrush rating.",
)
DJ_LIFE = note(DJ, 2, "Electrical life at rated resistive load 100 000 ops 100 000 ops")
DJ_OPERATE = note(DJ, 1, "Operate time IN edge to contact closed 10 ms")

# ---------------------------------------------------------------- TXN-260
TX_VBAT = f(
    TX,
    1,
    "Supply voltage VBAT at the VBAT pads 3.3 3.8 4.3 V",
    it(TX, "supply_voltage", "V", lo=3.3, typ=3.8, hi=4.3, condition="VBAT"),
)
TX_PEAK = f(
    TX,
    1,
    "Peak supply current IVBAT,pk LTE-M burst, 23 dBm 480 600 mA",
    it(TX, "supply_current", "mA", typ=480, hi=600, condition="peak, LTE-M burst at 23 dBm"),
)
TX_PSM = f(
    TX,
    1,
    "PSM power saving mode, RTC running 3.2 " + MU + "A",
    it(TX, "standby_current", "uA", typ=3.2, condition="PSM, RTC running, VBAT = 3.8 V"),
)
TX_BAUD = f(
    TX,
    2,
    "Main UART AT commands and data; 115200 bps default",
    it(TX, "baud_rate", "bps", value=115200, condition="main UART default"),
)
TX_SENS = f(
    TX,
    2,
    "RX sensitivity NB-IoT, B20, no repetition -114 dBm",
    it(TX, "rx_sensitivity", "dBm", typ=-114, condition="NB-IoT, band 20, no repetition"),
)
TX_TEMP = f(
    TX,
    2,
    "Operating temperature, normal (3GPP compliant) -35 +75 " + DEG,
    it(
        TX,
        "operating_temperature",
        DEG,
        lo=-35,
        hi=75,
        condition="normal operation, 3GPP compliant",
    ),
)
TX_LIION = note(
    TX,
    1,
    "A single Li-ion / Li-Po cell (3.0 " + NDASH + " 4.2 V) discharges below the 3.3 V minimum",
)
TX_COIN = note(TX, 1, "A coin cell such as a CR2032 cannot supply the burst current.")
TX_VIH = f(
    TX,
    2,
    "Input high voltage VIH 1.2 2.0 V",
    it(TX, "input_high_voltage", "V", lo=1.2, hi=2.0, condition="1.8 V digital I/O"),
)
TX_IOABS = f(
    TX,
    2,
    "Digital I/O, absolute maximum -0.3 2.1 V",
    it(TX, "abs_max_input_voltage", "V", lo=-0.3, hi=2.1, condition="digital I/O"),
)
TX_NOT33 = note(
    TX,
    2,
    "The I/O pins are not 3.3 V tolerant. A 3.3 V microcontroller must connect through a level "
    "translator whose module side is powered from VDD_EXT.",
)
TX_GNSS = note(TX, 2, "GNSS (TXN-260G) GPS, GLONASS, BeiDou, Galileo; NMEA on USB or UART")

# ---------------------------------------------------------------- GHC4720
GH_VCC = f(
    GH,
    1,
    "Supply voltage VCC 4.5 5.0 5.5 V",
    it(GH, "supply_voltage", "V", lo=4.5, typ=5.0, hi=5.5, condition="VCC"),
)
GH_SENS20 = f(
    GH,
    2,
    "Sensitivity -20B 96 100 104 mV/A",
    it(
        "GHC4720-20B",
        "sensitivity",
        "mV/A",
        lo=96,
        typ=100,
        hi=104,
        quantity="current",
        condition="GHC4720-20B, TA = 25 " + DEG + ", VCC = 5 V",
    ),
)
GH_RANGE_Q = "IP -5 to 5 -20 to 20 -30 to 30 A"
GH_RANGE30 = f(
    GH,
    2,
    GH_RANGE_Q,
    it(
        "GHC4720-30B",
        "measurement_range",
        "A",
        lo=-30,
        hi=30,
        quantity="current",
        condition="optimized accuracy range, GHC4720-30B",
    ),
)
GH_RANGE20 = f(
    GH,
    2,
    GH_RANGE_Q,
    it(
        "GHC4720-20B",
        "measurement_range",
        "A",
        lo=-20,
        hi=20,
        quantity="current",
        condition="optimized accuracy range, GHC4720-20B",
    ),
)
GH_RANGE05 = f(
    GH,
    2,
    GH_RANGE_Q,
    it(
        "GHC4720-05B",
        "measurement_range",
        "A",
        lo=-5,
        hi=5,
        quantity="current",
        condition="optimized accuracy range, GHC4720-05B",
    ),
)
GH_VOUT = f(
    GH,
    1,
    "Output voltage range VIOUT VCC = 5.0 V, RLOAD " + GE + " 4.7 k" + OHM + " 0.5 4.5 V",
    it(
        GH, "analog_output_voltage", "V", lo=0.5, hi=4.5, condition="VCC = 5.0 V, RLOAD >= 4.7 kOhm"
    ),
)
GH_RLOAD = note(GH, 1, "Output resistive load RLOAD VIOUT to GND 4.7 k" + OHM)
GH_TEMP = f(
    GH,
    1,
    "Operating ambient temperature TA range E -40 to 85 " + DEG,
    it(GH, "operating_temperature", DEG, lo=-40, hi=85, condition="range E"),
)
GH_33_NOTE = note(
    GH,
    2,
    "at the ends of the optimized range VIOUT spans 0.5 V to 4.5 V, more than a 3.3 V ADC input "
    "accepts. Use a resistive divider or an ADC powered from 5 V.",
)
GH_CONT_NOTE = note(
    GH,
    2,
    "continuous current must stay within the optimized range of the version.",
)
GH_ISO = note(GH, 1, "Isolation voltage VISO 60 s, primary to pins 5-8 2100 VRMS")

# ---------------------------------------------------------------- KLC-12864
KL_VDD_Q = "Supply voltage VDD 3.0 3.3 3.6 4.5 5.0 5.5 V"
KL33_VDD = f(
    KL,
    1,
    KL_VDD_Q,
    it(
        "KLC-12864-33",
        "supply_voltage",
        "V",
        lo=3.0,
        typ=3.3,
        hi=3.6,
        condition="VDD, KLC-12864-33",
    ),
)
KL5_VDD = f(
    KL,
    1,
    KL_VDD_Q,
    it(
        "KLC-12864-5V",
        "supply_voltage",
        "V",
        lo=4.5,
        typ=5.0,
        hi=5.5,
        condition="VDD, KLC-12864-5V",
    ),
)
KL5_SLEEP = f(
    KL,
    1,
    "Sleep current ISLP sleep command, BL off 2 10 110 150 " + MU + "A",
    it(
        "KLC-12864-5V",
        "standby_current",
        "uA",
        typ=110,
        hi=150,
        condition="sleep command, backlight off, KLC-12864-5V columns",
    ),
)
KL5_NOTE_SLEEP = note(
    KL, 2, "The -5V version draws about 110 " + MU + "A in sleep because its regulator stays on"
)
KL_SCK = f(
    KL,
    1,
    "fSCK write 10 8 MHz",
    it("KLC-12864-33", "spi_clock_frequency", "MHz", hi=10, condition="write, KLC-12864-33 column"),
)
KL5_SCK = f(
    KL,
    1,
    "fSCK write 10 8 MHz",
    it("KLC-12864-5V", "spi_clock_frequency", "MHz", hi=8, condition="write, KLC-12864-5V column"),
)
KL_RESP20 = f(
    KL,
    1,
    "-20 " + DEG + " 1500 2500",
    it(KL, "response_time", "ms", typ=1500, hi=2500, condition="rise + fall, -20 " + DEG),
)
KL_TEMP = f(
    KL,
    1,
    "TOP -20 +70 -20 +70 " + DEG,
    it(KL, "operating_temperature", DEG, lo=-20, hi=70, condition="both versions"),
)
KL5_VIH = f(
    KL,
    1,
    "Input high voltage VIH CS, DC, SCK, SDA, RST 0.8 VDD VDD 2.0 5.5 V",
    it("KLC-12864-5V", "input_high_voltage", "V", lo=2.0, hi=5.5, condition="KLC-12864-5V"),
)
KL5_IDD = f(
    KL,
    1,
    "IDD checker pattern, BL off 0.35 0.6 1.8 2.5 mA",
    it(
        "KLC-12864-5V",
        "supply_current",
        "mA",
        typ=1.8,
        hi=2.5,
        condition="logic, display on, BL off",
    ),
)
KL5_BL = f(
    KL,
    1,
    "Backlight current IBL BL pin to VDD 18 25 20 30 mA",
    it("KLC-12864-5V", "supply_current", "mA", typ=20, hi=30, condition="backlight, BL pin to VDD"),
)
KL33_5V_NOTE = note(
    KL,
    2,
    "The -33 version has no regulator and no level shifter: 5 V on VDD or on any logic pin "
    "destroys the controller.",
)
KL33_ABS = f(
    KL,
    2,
    "Supply voltage VDD -0.3 to 4.0 -0.3 to 6.0 V",
    it("KLC-12864-33", "abs_max_supply_voltage", "V", hi=4.0, condition="VDD, KLC-12864-33"),
)
KL_STORAGE = note(KL, 2, "Storage temperature -30 to +80 -30 to +80 " + DEG)

# ---------------------------------------------------------------- TKX3306
TK_VDD = f(
    TK,
    1,
    "Supply voltage VDD 1.71 2.5 3.6 V",
    it(TK, "supply_voltage", "V", lo=1.71, typ=2.5, hi=3.6, condition="VDD"),
)
TK_ADDR = f(
    TK,
    2,
    "the 7-bit slave address is 0011000b (0x18) when SA0 is tied to GND and 0011001b (0x19) "
    "when SA0 is tied to VDDIO",
    it(TK, "i2c_address", values=["0x18", "0x19"], condition="7-bit, SA0 = GND / VDDIO"),
)
TK_SENS4 = f(
    TK,
    1,
    "FS = " + PM + "4 g 512 Sensitivity LSB/g",
    it(
        TK,
        "sensitivity",
        "LSB/g",
        typ=512,
        quantity="acceleration",
        condition="FS = +/-4 g, normal mode",
    ),
)
TK_LP10 = f(
    TK,
    1,
    "Current consumption ODR = 10 Hz 3.6 " + MU + "A in low-power mode",
    it(TK, "supply_current", "uA", typ=3.6, condition="low-power mode, ODR = 10 Hz, VDD = 2.5 V"),
)
TK_LP10_HINT = note(TK, 2, "in low-power mode at 10 Hz it draws 3.6 " + MU + "A.")
TK_RANGE = f(
    TK,
    1,
    "User-selectable full scale " + PM + "2 / " + PM + "4 / " + PM + "8 / " + PM + "16 g",
    it(
        TK,
        "measurement_range",
        "g",
        lo=-16,
        hi=16,
        quantity="acceleration",
        condition="FS = 11 (largest)",
    ),
)
TK_SHOCK = note(TK, 2, "APOW Acceleration (any axis, powered, 0.5 ms) 3000 g")
TK_NOT5V = note(
    TK,
    2,
    "SDA and SCL are not 5 V tolerant: connect the pull-up resistors to VDDIO. On a 5 V bus use "
    "a level translator.",
)
TK_VINABS = note(
    TK, 2, "Input voltage on any control pin (CS, SCL/SPC, SDA/SDI/SDO, SA0) -0.3 to VDDIO + 0.3 V"
)
TK_COIN = note(
    TK,
    2,
    "Coin-cell operation: with VDD and VDDIO taken straight from a CR2032 the TKX3306 keeps "
    "working down to 1.71 V",
)
TK_TEMP = f(
    TK,
    1,
    "Operating temperature -40 +85 " + DEG,
    it(TK, "operating_temperature", DEG, lo=-40, hi=85, condition=""),
)
TK_SPI = f(
    TK,
    2,
    "SPI: modes 0 and 3, 3-wire or 4-wire, serial clock up to 10 MHz.",
    it(TK, "spi_clock_frequency", "MHz", hi=10, condition="SPI serial clock"),
)
