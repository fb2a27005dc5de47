"""Reference facts of the hundred-and-fifty-eighth hold-out set, shared by factual and
compatibility questions. Every number was read off the generated PDFs
(``pdftotext -layout``) and each quote is on the cited page."""

from __future__ import annotations

from qkit import DH, EM, GT, KB, MZ, RC, UV, VK, Fact, Item, ev, it

DEG = "\u00b0C"
MU = "\u00b5"
PM = "\u00b1"
ELL = "\u2026"
SQ = "\u00b2"
OHM = "\u03a9"
MDASH = "\u2014"


def f(device: str, page: int, quote: str, *items: Item) -> Fact:
    return list(items), [ev(device, page, quote)]


def note(device: str, page: int, quote: str) -> Fact:
    """A statement without numbers needed as items: evidence only."""
    return [], [ev(device, page, quote)]


# ---------------------------------------------------------------- KBP-612 / KBP-612X
KB_VDD = f(
    KB,
    1,
    "Supply voltage VDD core 1.65 1.80 3.60 V",
    it(KB, "supply_voltage", "V", lo=1.65, typ=1.80, hi=3.60, condition="VDD, core supply"),
)
KB_ABS = f(
    KB,
    2,
    "Voltage on VDD and VDDIO -0.3 4.25 V",
    it(
        KB,
        "abs_max_supply_voltage",
        "V",
        lo=-0.3,
        hi=4.25,
        condition="VDD and VDDIO, absolute maximum",
    ),
)
KB_5V = note(
    KB,
    2,
    "With VDDIO = 3.3 V no pin may see more than 3.6 V, so a 5 V bus needs a level translator.",
)
KB_ADDR_GND = f(
    KB,
    2,
    "the 7-bit address is 0x76 with SDO connected to GND",
    it(KB, "i2c_address", values=["0x76"], condition="SDO connected to GND"),
)
KB_ADDR_ALL = f(
    KB,
    2,
    "In I" + SQ + "C mode the 7-bit address is 0x76 with SDO connected to GND and 0x77 with SDO "
    "connected to VDDIO.",
    it(KB, "i2c_address", values=["0x76", "0x77"], condition="SDO to GND 0x76, SDO to VDDIO 0x77"),
)
KB_ACC_X = f(
    "KBP-612X",
    1,
    "Absolute pressure 900 "
    + ELL
    + " 1100 hPa, 0 "
    + ELL
    + " 65 "
    + DEG
    + " "
    + PM
    + "0.60 "
    + PM
    + "0.40 hPa",
    it(
        "KBP-612X",
        "accuracy",
        "hPa",
        lo=-0.40,
        hi=0.40,
        quantity="pressure",
        condition="absolute, typical, 900 ... 1100 hPa, 0 ... 65 degC, KBP-612X column",
    ),
)
KB_SLEEP85 = f(
    KB,
    1,
    "TA = 25 " + DEG + " 0.9 2.0 Sleep current IDDSL " + MU + "A TA = 85 " + DEG + " 2.8 6.0",
    it(KB, "standby_current", MU + "A", typ=2.8, hi=6.0, condition="sleep current at TA = 85 degC"),
)
KB_DRONE = f(
    KB,
    1,
    "1 Hz, x16 14.6 " + MU + "A normal mode 50 Hz, x8 (drone preset) 570",
    it(KB, "supply_current", MU + "A", typ=570, condition="normal mode, 50 Hz, x8, drone preset"),
)
KB_SPI = f(
    KB,
    1,
    "SPI clock fSCK 3-wire and 4-wire 10 MHz",
    it(KB, "spi_clock_frequency", "MHz", hi=10, condition="3-wire and 4-wire SPI"),
)
KB_RANGE = f(
    KB,
    1,
    "Operating pressure 300 1250 300 1250 hPa range",
    it(
        KB,
        "measurement_range",
        "hPa",
        lo=300,
        hi=1250,
        quantity="pressure",
        condition="operating pressure range, both grades",
    ),
)
KB_ALT = note(
    KB,
    2,
    "The lower range limit of 300 hPa corresponds to about 9 000 m in the standard atmosphere. "
    "Higher flights leave the specified range.",
)
KB_STAB = note(KB, 1, "Long-term stability 12 months " + PM + "0.33 " + PM + "0.20 hPa")
KB_PRESETS = note(
    KB,
    2,
    "Weather monitoring x1 x1 1 Hz 3.1 "
    + MU
    + "A 2.6 Pa Handheld, floor change x4 x1 12.5 Hz 52 "
    + MU
    + "A 1.2 Pa Drone, indoor navigation x8 x1 50 Hz 570 "
    + MU
    + "A 0.9 Pa",
)

# ---------------------------------------------------------------- DHM-2980 / DHM-2980F
DH_VS = f(
    DH,
    1,
    "Motor supply 5V-EN jumper removed 5.0 35 6.5 27 V",
    it(
        DH,
        "load_supply_voltage",
        "V",
        lo=5.0,
        hi=35,
        condition="VS, 5V-EN jumper removed, DHM-2980",
    ),
)
DH_I50_F = f(
    "DHM-2980F",
    1,
    "Ta = 25 " + DEG + " 2.0 3.0 Continuous current Ta = 50 " + DEG + " 1.6 2.4 A per channel",
    it(
        "DHM-2980F",
        "output_current",
        "A",
        hi=2.4,
        condition="continuous per channel at Ta = 50 degC, DHM-2980F column",
    ),
)
DH_I25 = f(
    DH,
    1,
    "Ta = 25 " + DEG + " 2.0 3.0 Continuous current",
    it(
        DH,
        "output_current",
        "A",
        hi=2.0,
        condition="continuous per channel at Ta = 25 degC, DHM-2980",
    ),
)
DH_5VOUT = f(
    DH,
    1,
    "the +5V pin becomes an output and can supply up to 100 mA to external circuits, provided VS "
    "is at least 7 V",
    it(DH, "output_current", "mA", hi=100, condition="+5V pin as output, 5V-EN jumper fitted"),
)
DH_VIH = f(
    DH,
    1,
    "Input high voltage 2.3 5.5 2.0 5.5 V (IN1" + ELL + "IN4, ENA, ENB)",
    it(DH, "input_high_voltage", "V", lo=2.3, hi=5.5, condition="IN1...IN4, ENA, ENB, DHM-2980"),
)
DH_33 = note(
    DH, 2, "The inputs take 3.3 V logic directly (ESP32, Raspberry Pi, 3.3 V Arduino boards)."
)
DH_LOGIC_V = f(
    DH,
    1,
    "Logic supply jumper removed, 4.5 5.0 5.5 4.5 5.0 5.5 V voltage (+5V pin) external 5 V",
    it(
        DH,
        "logic_supply_voltage",
        "V",
        lo=4.5,
        typ=5.0,
        hi=5.5,
        condition="+5V pin, jumper removed, external 5 V",
    ),
)
DH_LOGIC_I = f(
    DH,
    1,
    "Logic supply ENA = ENB = low 13 24 4 8 mA current ENA = ENB = high, no load 36 70 9 15",
    it(
        DH,
        "supply_current",
        "mA",
        typ=36,
        hi=70,
        condition="logic supply current, ENA = ENB = high, no load, DHM-2980",
    ),
)

# ---------------------------------------------------------------- GTA1614
GT_VDD = f(
    GT,
    1,
    "Power-supply voltage VDD to GND 2.0 3.3 5.5 V",
    it(GT, "supply_voltage", "V", lo=2.0, typ=3.3, hi=5.5, condition="VDD"),
)
GT_ADDR = f(
    GT,
    2,
    "GND 1001000 0x48 VDD 1001001 0x49 SDA 1001010 0x4A SCL 1001011 0x4B",
    it(
        GT,
        "i2c_address",
        values=["0x48", "0x49", "0x4A", "0x4B"],
        condition="ADDR to GND / VDD / SDA / SCL",
    ),
)
GT_PD125 = f(
    "GTA1614E",
    1,
    "power-down, TA = 125 " + DEG + " (E grade) 5",
    it(
        "GTA1614E",
        "standby_current",
        MU + "A",
        hi=5,
        condition="power-down at TA = 125 degC, E grade",
    ),
)
GT_AIN33 = f(
    GT,
    2,
    "With VDD = 3.3 V every analog input must stay between -0.3 V and 3.6 V",
    it(GT, "analog_input_range", "V", lo=-0.3, hi=3.6, condition="any FSR, VDD = 3.3 V"),
)
GT_RES = f(
    GT,
    1,
    "Resolution no missing codes 16 Bits",
    it(GT, "resolution", "bit", value=16, quantity="voltage", condition="no missing codes"),
)

# ---------------------------------------------------------------- MZT485 / MZT3485
MZ_VCC3 = f(
    "MZT3485",
    1,
    "Supply voltage VCC 4.75 5.0 5.25 3.0 3.3 3.6 V",
    it("MZT3485", "supply_voltage", "V", lo=3.0, typ=3.3, hi=3.6, condition="VCC, MZT3485 column"),
)
MZ_VCC5 = f(
    MZ,
    1,
    "Supply voltage VCC 4.75 5.0 5.25 3.0 3.3 3.6 V",
    it(MZ, "supply_voltage", "V", lo=4.75, typ=5.0, hi=5.25, condition="VCC, MZT485 column"),
)
MZ_RATE5 = f(
    MZ,
    2,
    "Data rate, max. 2.5 12 Mbit/s",
    it(MZ, "baud_rate", "Mbit/s", hi=2.5, condition="maximum data rate, MZT485"),
)
MZ_VOH3 = f(
    "MZT3485",
    1,
    "Output high voltage VOH IOH = -4 mA 4.0 2.6 V",
    it("MZT3485", "output_high_voltage", "V", lo=2.6, condition="RO, IOH = -4 mA, MZT3485 column"),
)
MZ_TEMP_E = f(
    "MZT485ESA",
    2,
    "MZT485ESA 5V -40 " + DEG + " " + ELL + " +85 " + DEG + " SOIC-8",
    it(
        "MZT485ESA",
        "operating_temperature",
        DEG,
        lo=-40,
        hi=85,
        condition="ordering code MZT485ESA",
    ),
)
MZ_5VTOL = note(
    MZ,
    2,
    "The MZT3485 logic inputs DI, DE and RE tolerate up to 5.5 V, so a 5 V microcontroller can "
    "drive them",
)
MZ_VIH3 = (
    [
        it(
            "MZT3485",
            "input_high_voltage",
            "V",
            lo=2.0,
            hi=5.5,
            condition="DI, DE, RE; tolerate up to 5.5 V (application information)",
        ),
    ],
    [ev("MZT3485", 1, "Input high voltage VIH DI, DE, RE 2.0 2.0 V"), *MZ_5VTOL[1]],
)
MZ_BUS = note(MZ, 2, "Terminate both ends of the bus with 120 " + OHM + ".")

# ---------------------------------------------------------------- VKG-260P / VKG-260U
VK_BAUD = f(
    VK,
    2,
    "The module starts at 9600 bps, 8 data bits, no parity, 1 stop bit",
    it(VK, "baud_rate", "bps", value=9600, condition="default UART rate"),
)
VK_VCC_Q = "Supply voltage 2.7 5.5 3.3 5.5 V (VCC header pin)"
VK_VCC_U = f(
    "VKG-260U",
    1,
    VK_VCC_Q,
    it(
        "VKG-260U",
        "supply_voltage",
        "V",
        lo=3.3,
        hi=5.5,
        condition="VCC header pin, VKG-260U column",
    ),
)
VK_VCC_P = f(
    "VKG-260P",
    1,
    VK_VCC_Q,
    it(
        "VKG-260P",
        "supply_voltage",
        "V",
        lo=2.7,
        hi=5.5,
        condition="VCC header pin, VKG-260P column",
    ),
)
VK_TRACK_P = f(
    "VKG-260P",
    1,
    "acquisition 45 67 52 75 Supply current tracking 36 43 mA",
    it("VKG-260P", "supply_current", "mA", typ=36, condition="tracking, VKG-260P column"),
)
VK_ACQ_U = f(
    "VKG-260U",
    1,
    "acquisition 45 67 52 75 Supply current tracking 36 43 mA",
    it(
        "VKG-260U",
        "supply_current",
        "mA",
        typ=52,
        hi=75,
        condition="acquisition, VKG-260U column, antenna not included",
    ),
)
VK_TTFF_U = f(
    "VKG-260U",
    1,
    "cold start 32 29 Time to first fix warm start 28 26 s",
    it(
        "VKG-260U",
        "warm_up_time",
        "s",
        value=29,
        condition="time to first fix, cold start, VKG-260U",
    ),
)
VK_SENS_U = f(
    "VKG-260U",
    1,
    "tracking -159 -161 Sensitivity reacquisition -156 -158 dBm",
    it("VKG-260U", "rx_sensitivity", "dBm", value=-161, condition="tracking, VKG-260U column"),
)
VK_RXD_ABS = f(
    VK,
    1,
    "Voltage on RXD -0.3 3.6 V",
    it(VK, "abs_max_input_voltage", "V", lo=-0.3, hi=3.6, condition="RXD, absolute maximum"),
)
VK_RXD_VIH = f(
    VK,
    1,
    "RXD input high 2.0 3.6 2.0 3.6 V",
    it(VK, "input_high_voltage", "V", lo=2.0, hi=3.6, condition="RXD, both versions"),
)
VK_5V = note(
    VK,
    2,
    "RXD is not 5 V tolerant: from a 5 V board, put a 1 k" + OHM + " / 2 k" + OHM + " divider into "
    "the line that drives RXD.",
)
VK_ANT = f(
    "VKG-260U",
    2,
    "the u.FL centre pin carries 3.0 V for active antennas drawing up to 35 mA",
    it(
        "VKG-260U", "output_current", "mA", hi=35, condition="antenna supply at the u.FL centre pin"
    ),
)
VK_GAIN = note("VKG-260U", 2, "ANT-VKG28 active antenna for VKG-260U, 28 dB gain")
VK_METAL = note("VKG-260P", 2, "Do not mount it under metal or carbon fibre.")

# ---------------------------------------------------------------- EMR-270 / EMR-270L
EM_VCC_Q = "Supply voltage VCC pin 4.5 20 2.7 12 V"
EM_VCC = f(
    EM,
    1,
    EM_VCC_Q,
    it(EM, "supply_voltage", "V", lo=4.5, hi=20, condition="VCC pin, EMR-270 column"),
)
EM_VCC_L = f(
    "EMR-270L",
    1,
    EM_VCC_Q,
    it("EMR-270L", "supply_voltage", "V", lo=2.7, hi=12, condition="VCC pin, EMR-270L column"),
)
EM_IQ_L33 = f(
    "EMR-270L",
    1,
    "VCC = 3.3 V " + MDASH + " " + MDASH + " 12 20 Quiescent current",
    it(
        "EMR-270L",
        "quiescent_current",
        MU + "A",
        typ=12,
        hi=20,
        condition="no motion, VCC = 3.3 V, EMR-270L column",
    ),
)
EM_WARM = f(
    EM,
    1,
    "allow about 60 s (EMR-270) or 10 s (EMR-270L) before you trust the output",
    it(EM, "warm_up_time", "s", value=60, condition="settling after power-on, EMR-270"),
)
EM_VOH_Q = "Output high VCC = 5 V 3.1 3.3 3.4 4.7 V voltage VCC = 12 V 3.1 3.3 3.4 " + MDASH
EM_VOH_L5 = f(
    "EMR-270L",
    1,
    EM_VOH_Q,
    it(
        "EMR-270L",
        "output_high_voltage",
        "V",
        lo=4.7,
        condition="OUT at VCC = 5 V, EMR-270L column",
    ),
)
EM_VOH_12 = f(
    EM,
    1,
    EM_VOH_Q,
    it(
        EM,
        "output_high_voltage",
        "V",
        lo=3.1,
        typ=3.3,
        hi=3.4,
        condition="OUT at VCC = 12 V, EMR-270",
    ),
)
EM_REG = note(
    EM,
    2,
    "The EMR-270 output comes from its own 3.3 V regulator, also when VCC is 12 V, so it can go "
    "straight to a 3.3 V or a 5 V microcontroller input.",
)
EM_NO33 = note(
    EM, 2, "The EMR-270 does not run from 3.3 V: its regulator needs at least 4.5 V at VCC."
)
EM_9V = note(
    "EMR-270L",
    2,
    "Yes, for both versions. The EMR-270L then puts about 9 V on OUT, so do not connect it to a "
    "3.3 V input.",
)
EM_PEOPLE = note(EM, 1, "Detects people up to 7 m away (EMR-270)")

# ---------------------------------------------------------------- UVD-9612 / UVD-9612R
UV_VCC_Q = "Supply voltage VCC pin 3.0 3.3 3.6 3.3 5.0 5.5 V"
UV_VCC = f(
    UV,
    1,
    UV_VCC_Q,
    it(UV, "supply_voltage", "V", lo=3.0, typ=3.3, hi=3.6, condition="VCC pin, UVD-9612 column"),
)
UV_VCC_R = f(
    "UVD-9612R",
    1,
    UV_VCC_Q,
    it(
        "UVD-9612R",
        "supply_voltage",
        "V",
        lo=3.3,
        typ=5.0,
        hi=5.5,
        condition="VCC pin, UVD-9612R column",
    ),
)
UV_ABS = f(
    UV,
    1,
    "VCC 4.0 6.0 V",
    it(
        UV,
        "abs_max_supply_voltage",
        "V",
        hi=4.0,
        condition="VCC, UVD-9612 column of the absolute limits",
    ),
)
UV_5V = note(
    UV,
    2,
    "Wired straight to a 5 V Arduino it will be damaged; use the UVD-9612R or a level shifter.",
)
UV_ADDR_GND = f(
    UV,
    2,
    "the 7-bit address is 0x3C with DC tied to GND",
    it(UV, "i2c_address", values=["0x3C"], condition="DC tied to GND"),
)
UV_ADDR_ALL = f(
    UV,
    2,
    "In I"
    + SQ
    + "C mode the 7-bit address is 0x3C with DC tied to GND and 0x3D with DC tied to VCC",
    it(UV, "i2c_address", values=["0x3C", "0x3D"], condition="DC to GND 0x3C, DC to VCC 0x3D"),
)
UV_SLEEP = f(
    UV,
    1,
    "display off (0xAE) 8 15 95 150 " + MU + "A",
    it(
        UV,
        "standby_current",
        MU + "A",
        typ=8,
        hi=15,
        condition="display off (0xAE), UVD-9612 column",
    ),
    it(
        "UVD-9612R",
        "standby_current",
        MU + "A",
        typ=95,
        hi=150,
        condition="display off (0xAE), UVD-9612R column, VCC = 5.0 V, includes regulator",
    ),
)
UV_ALL_R = f(
    "UVD-9612R",
    1,
    "all pixels on 21 28 23 30 mA",
    it(
        "UVD-9612R",
        "supply_current",
        "mA",
        typ=23,
        hi=30,
        condition="all pixels on, VCC = 5.0 V, UVD-9612R column",
    ),
)
UV_VIH_R = f(
    "UVD-9612R",
    1,
    "Logic input high SCL/SCK, SDA/MOSI, 2.6 3.6 2.0 5.5 V",
    it(
        "UVD-9612R",
        "input_high_voltage",
        "V",
        lo=2.0,
        hi=5.5,
        condition="logic inputs, UVD-9612R column",
    ),
)
UV_PULLUP = note(
    "UVD-9612R",
    2,
    "On the UVD-9612R the host-side I" + SQ + "C pull-ups (4.7 k" + OHM + ") go to VCC. With VCC = "
    "5 V the bus is pulled up to 5 V, which a 3.3 V-only microcontroller does not accept.",
)
UV_FSCL = f(
    UV,
    1,
    "I" + SQ + "C clock 400 400 kHz",
    it(UV, "i2c_clock_frequency", "kHz", hi=400, condition="both versions"),
)
UV_LIFE = note(UV, 2, "No hour rating is published for this panel.")

# ---------------------------------------------------------------- RCB-2405 / RCB-2405U
RC_VIN = f(
    RC,
    1,
    "Input voltage 8.0 24 32 9.0 24 32 V (operating)",
    it(
        RC,
        "supply_voltage",
        "V",
        lo=8.0,
        typ=24,
        hi=32,
        condition="input voltage, operating, RCB-2405",
    ),
)
RC_VIN_U = f(
    "RCB-2405U",
    1,
    "Input voltage 8.0 24 32 9.0 24 32 V (operating)",
    it(
        "RCB-2405U",
        "supply_voltage",
        "V",
        lo=9.0,
        typ=24,
        hi=32,
        condition="input voltage, operating, RCB-2405U column",
    ),
)
RC_VOUT_Q = "Output voltage IOUT = 0 " + ELL + " 3 A 4.90 5.00 5.10 5.00 5.15 5.30 V"
RC_VOUT = f(
    RC,
    1,
    RC_VOUT_Q,
    it(
        RC,
        "output_voltage",
        "V",
        lo=4.90,
        typ=5.00,
        hi=5.10,
        condition="IOUT = 0 ... 3 A, RCB-2405",
    ),
)
RC_VOUT_U = f(
    "RCB-2405U",
    1,
    RC_VOUT_Q,
    it(
        "RCB-2405U",
        "output_voltage",
        "V",
        lo=5.00,
        typ=5.15,
        hi=5.30,
        condition="IOUT = 0 ... 3 A, RCB-2405U column",
    ),
)
RC_I70 = f(
    RC,
    1,
    "Output current TA = 50 " + DEG + " 2.5 2.0 A derating TA = 70 " + DEG + " 1.5 1.2",
    it(RC, "output_current", "A", hi=1.5, condition="derating at TA = 70 degC, RCB-2405"),
)
RC_IOUT24 = f(
    RC,
    1,
    "VIN = 12 V 3.0 3.0 Continuous output VIN = 24 V 3.0 3.0 A current",
    it(RC, "output_current", "A", hi=3.0, condition="continuous at VIN = 12 V and 24 V, 25 degC"),
)
RC_IOUT12_U = f(
    "RCB-2405U",
    1,
    "VIN = 12 V 3.0 3.0 Continuous output",
    it(
        "RCB-2405U",
        "output_current",
        "A",
        hi=3.0,
        condition="continuous at VIN = 12 V, 25 degC, RCB-2405U (both ports together)",
    ),
)
RC_DROP = f(
    RC,
    1,
    "as long as VIN is at least 2.5 V above the output at 3 A (1.5 V at 1 A)",
    it(RC, "dropout_voltage", "V", value=2.5, condition="at 3 A"),
)
RC_TRUCK = note(
    RC,
    2,
    "A 24 V system runs at up to about 28.8 V while charging, inside the 32 V maximum.",
)
RC_DERATE = note(
    RC,
    1,
    "Output current TA = 50 " + DEG + " 2.5 2.0 A derating TA = 70 " + DEG + " 1.5 1.2",
)
RC_USB = note("RCB-2405U", 2, "USB1, USB2 " + MDASH + " USB-A, 5 V, 2.4 A each, 3 A together")
