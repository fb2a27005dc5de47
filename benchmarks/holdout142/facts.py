"""Reference facts of the hundred-and-forty-second hold-out set, shared by factual and
compatibility questions. Every number was read off the generated PDFs
(``pdftotext -layout``) and each quote is on the cited page."""

from __future__ import annotations

from qkit import GK, HJ, KS, KV, MT, PX, SL, VL, Fact, Item, ev, it

DEG = "\u00b0C"
MU = "\u00b5"
PM = "\u00b1"
OHM = "\u03a9"
LE = "\u2264"
GE = "\u2265"
ELL = "\u2026"
NDASH = "\u2013"
TIMES = "\u00d7"


def f(device: str, page: int, quote: str, *items: Item) -> Fact:
    return list(items), [ev(device, page, quote)]


def note(device: str, page: int, quote: str) -> Fact:
    """A statement without numbers needed as items: evidence only."""
    return [], [ev(device, page, quote)]


# ---------------------------------------------------------------- PXU4710
PX_VDD = f(
    PX,
    1,
    "Core supply voltage VDD 2.4 3.0 3.6 V",
    it(PX, "supply_voltage", "V", lo=2.4, typ=3.0, hi=3.6, condition="VDD core supply, recommended"),
)
PX_VDDIO = f(
    PX,
    1,
    "Interface supply voltage VDDIO 1.65 1.80 1.95 V",
    it(PX, "io_supply_voltage", "V", lo=1.65, typ=1.80, hi=1.95, condition="VDDIO, recommended"),
)
PX_ABS_IO = f(
    PX,
    1,
    "Voltage on SDA, SCL, INT VIO -0.3 2.2 V never above VDDIO + 0.3 V",
    it(PX, "abs_max_input_voltage", "V", lo=-0.3, hi=2.2, condition="SDA, SCL, INT, absolute maximum"),
)
PX_STBY = f(
    PX,
    1,
    "Standby current ISTBY ENABLE = 0, I\u00b2C idle 0.6 1.5 \u00b5A",
    it(PX, "standby_current", "\u00b5A", typ=0.6, hi=1.5, condition="ENABLE = 0, I2C idle"),
)
PX_CONV18 = f(
    PX,
    2,
    "Conversion time tCONV RES = 01, 18 bit 200 240 ms",
    it(PX, "response_time", "ms", typ=200, hi=240, condition="conversion time, RES = 01, 18 bit"),
)
PX_ADDR_A = f(
    PX,
    2,
    "PXU4710A 0x29 52h 53h UA",
    it("PXU4710A", "i2c_address", values=["0x29"], condition="7-bit, fixed by version"),
)
PX_ADDR_B = f(
    PX,
    2,
    "PXU4710B 0x2A 54h 55h UB",
    it("PXU4710B", "i2c_address", values=["0x2A"], condition="7-bit, fixed by version"),
)
PX_33 = note(
    PX,
    2,
    "SDA, SCL and INT are referenced to VDDIO and are not 3.3 V tolerant. A host with 3.3 V I/O "
    "(most microcontroller boards) needs a bidirectional level translator between its bus and "
    "the PXU4710",
)

# ---------------------------------------------------------------- KVA-0510 / KVA-0310
KV_VS = f(
    KV,
    1,
    "Supply voltage VS 12 V or 24 V nominal 10.8 24 26.4 V DC",
    it(KV, "supply_voltage", "V", lo=10.8, typ=24, hi=26.4, condition="VS, 12 V or 24 V nominal"),
)
KV_IN0510 = f(
    KV,
    1,
    "Input signal range 0\u20135 0 \u2013 3.3 V",
    it(KV, "analog_input_range", "V", lo=0, hi=5, condition="KVA-0510 column"),
)
KV_IN0310 = f(
    KV,
    1,
    "Input signal range 0\u20135 0 \u2013 3.3 V",
    it("KVA-0310", "analog_input_range", "V", lo=0, hi=3.3, condition="KVA-0310 column"),
)
KV_OUTRANGE = f(
    KV,
    1,
    "Output signal range RL \u2265 1 k\u03a9 0 \u2013 10 0 \u2013 10 V",
    it(KV, "analog_output_voltage", "V", lo=0, hi=10, condition="RL >= 1 kOhm"),
)
KV_IS12 = f(
    KV,
    1,
    "Supply current, VS = 12 V 14 20",
    it(KV, "supply_current", "mA", typ=14, hi=20, condition="no load, VS = 12 V"),
)
KV_IOUT = f(
    KV,
    1,
    "Output current IOUT source, VOUT = 10 V 10 mA",
    it(KV, "output_current", "mA", hi=10, condition="source, VOUT = 10 V"),
)
KV_TOPR = f(
    KV,
    1,
    "Operating temperature -20 \u2013 +60 \u00b0C",
    it(KV, "operating_temperature", "\u00b0C", lo=-20, hi=60),
)
KV_ISO = note(
    KV,
    2,
    "The KVA-0510 is not isolated: terminals 2, 4 and 6 are connected together on the board.",
)
KV_ARDUINO = note(
    KV,
    2,
    "A PWM pin filtered with 10 k\u03a9 and 10 \u00b5F gives 0 \u2013 5 V at IN+; the KVA-0510 "
    "turns this into 0 \u2013 10 V.",
)
KV_33SRC = note(
    KV,
    2,
    "Order the KVA-0310. A KVA-0510 driven from a 3.3 V source stops at about 6.6 V output.",
)
KV_SUPPLY = note(
    KV,
    2,
    "The module does not start from 5 V (USB) supplies; a 12 V vehicle battery (up to 14.4 V "
    "while charging) is within the supply range.",
)
KV_GAINERR = f(
    KV,
    1,
    "Gain error after factory trim \u00b10.25 \u00b10.30 % FS",
)

# ---------------------------------------------------------------- SLH2272 (A / B / C)
SL_VIN = f(
    SL,
    1,
    "Input voltage VIN 2.5 5.5 V",
    it(SL, "supply_voltage", "V", lo=2.5, hi=5.5, condition="VIN, recommended"),
)
SL_ABS = f(
    SL,
    1,
    "IN, OUT1, OUT2 to GND VIN, VOUT -0.3 6.0 V",
    it(SL, "abs_max_supply_voltage", "V", lo=-0.3, hi=6.0, condition="IN, OUT1, OUT2 to GND"),
)
SL_RON33 = f(
    SL,
    1,
    "RDS(on) VIN = 3.3 V, IOUT = 200 mA 56 75 m\u03a9",
    it(SL, "on_resistance", "m\u03a9", typ=56, hi=75, condition="each channel, VIN = 3.3 V"),
)
SL_SD = f(
    SL,
    1,
    "Shutdown current ISD EN1 = EN2 = low 0.1 1.0 \u00b5A",
    it(SL, "standby_current", "\u00b5A", typ=0.1, hi=1.0, condition="shutdown, EN1 = EN2 = low"),
)
SL_IQ1 = f(
    SL,
    1,
    "IQ1 EN1 = high, EN2 = low, IOUT = 0 36 55 \u00b5A",
    it(SL, "quiescent_current", "\u00b5A", typ=36, hi=55, condition="one channel on, IOUT = 0"),
)
SL_VIH = f(
    SL,
    1,
    "EN input high voltage VIH VIN = 2.5 V to 5.5 V 1.2 V",
    it(SL, "input_high_voltage", "V", lo=1.2, condition="EN1, EN2"),
)
SL_IOUT_Q = (
    "Continuous output TA \u2264 85 \u00b0C 0.5 1.0 2.0 A current, each channel"
)
SL_IOUT_B = f(
    SL,
    2,
    SL_IOUT_Q,
    it("SLH2272B", "output_current", "A", hi=1.0, condition="continuous, each channel"),
)
SL_IOUT_C = f(
    SL,
    2,
    SL_IOUT_Q,
    it("SLH2272C", "output_current", "A", hi=2.0, condition="continuous, each channel"),
)
SL_LOGIC = note(
    SL,
    2,
    "EN1 and EN2 recognise 1.2 V as high over the whole input range, so a 1.8 V, 3.3 V or 5 V "
    "GPIO can drive them directly.",
)
SL_RANGE = note(
    SL,
    2,
    "The SLH2272 is a low-voltage switch. For 12 V or 24 V rails use a high-side switch rated "
    "for the rail; voltages above 6 V on IN destroy the device.",
)

# ---------------------------------------------------------------- KSR-35 (E / U)
KS_BAND_E = f(
    KS,
    1,
    "Frequency band 863 \u2026 870 902 \u2026 928 MHz",
    it("KSR-35E", "frequency_band", "MHz", lo=863, hi=870, condition="KSR-35E column"),
)
KS_BAND_U = f(
    KS,
    1,
    "Frequency band 863 \u2026 870 902 \u2026 928 MHz",
    it("KSR-35U", "frequency_band", "MHz", lo=902, hi=928, condition="KSR-35U column"),
)
KS_TXMAX_E = f(
    KS,
    1,
    "Maximum output power PA_LEVEL = 31 +14 +20 dBm",
    it("KSR-35E", "tx_power", "dBm", hi=14, condition="PA_LEVEL = 31, KSR-35E column"),
)
KS_VCC = f(
    KS,
    1,
    "Supply voltage VCC 1.8 3.3 3.6 V",
    it(KS, "supply_voltage", "V", lo=1.8, typ=3.3, hi=3.6, condition="VCC"),
)
KS_ITX14 = f(
    KS,
    1,
    "+14 dBm 44 52",
    it(KS, "supply_current", "mA", typ=44, hi=52, condition="transmit at +14 dBm"),
)
KS_WUT = f(
    KS,
    1,
    "Sleep current, ISLEEP,WUT 32 kHz RC running 1.2 2.0 \u00b5A wake-up timer on",
    it(KS, "standby_current", "\u00b5A", typ=1.2, hi=2.0, condition="sleep, wake-up timer on"),
)
KS_RX384 = f(
    KS,
    1,
    "38.4 kbps, \u00b120 kHz -108",
    it(KS, "rx_sensitivity", "dBm", typ=-108, condition="38.4 kbps, +/-20 kHz, BER 0.1 %"),
)
KS_SPI = f(
    KS,
    1,
    "SPI clock frequency fSCK mode 0 10 MHz",
    it(KS, "spi_clock_frequency", "MHz", hi=10, condition="mode 0"),
)
KS_HOST = note(
    KS,
    2,
    "All host-side pins are 3.3 V logic and are not 5 V tolerant: connect 5 V microcontrollers "
    "through a level translator.",
)
KS_LOWV = note(
    KS,
    2,
    "Below VCC = 2.4 V the maximum output power drops by about 2 dB.",
)
KS_BANDNOTE = note(
    KS,
    2,
    "The KSR-35E must not be operated in the 902 \u2026 928 MHz band and the KSR-35U not in the "
    "863 \u2026 870 MHz band; the filters are band-specific.",
)

# ---------------------------------------------------------------- HJ7S04
HJ_VDD = f(
    HJ,
    1,
    "Supply voltage VDD 3.0 5.0 5.5 V",
    it(HJ, "supply_voltage", "V", lo=3.0, typ=5.0, hi=5.5, condition="VDD, recommended"),
)
HJ_ISEG011 = f(
    HJ,
    1,
    "ISEG current setting 011 9.0 10.0 11.0 mA",
    it(HJ, "output_current", "mA", lo=9.0, typ=10.0, hi=11.0, condition="segment current, setting 011"),
)
HJ_ISEG111 = f(
    HJ,
    1,
    "current setting 111 18.0 20.0 22.0",
    it(HJ, "output_current", "mA", lo=18.0, typ=20.0, hi=22.0, condition="segment current, setting 111"),
)
HJ_VIH5 = f(
    HJ,
    1,
    "Input high voltage VIH V SDA, SCL, A0 ~ A2, VDD = 5.0 V 3.5",
    it(HJ, "input_high_voltage", "V", lo=3.5, condition="SDA, SCL, A0-A2, VDD = 5.0 V"),
)
HJ_VIH33 = f(
    HJ,
    1,
    "SDA, SCL, A0 ~ A2, VDD = 3.3 V 2.3 Input high voltage",
    it(HJ, "input_high_voltage", "V", lo=2.3, condition="SDA, SCL, A0-A2, VDD = 3.3 V"),
)
HJ_ADDR_000 = f(
    HJ,
    2,
    "0 0 0 0x70 E0h E1h",
    it(HJ, "i2c_address", values=["0x70"], condition="A2 A1 A0 = 000"),
)
HJ_ADDR_111 = f(
    HJ,
    2,
    "1 1 1 0x77 EEh EFh",
    it(HJ, "i2c_address", values=["0x77"], condition="A2 A1 A0 = 111"),
)
HJ_VDDNOTE = note(
    HJ,
    2,
    "The segment sources need VDD - VF \u2265 0.8 V to hold their current. Red, orange and "
    "yellow-green displays (VF about 1.8 ~ 2.2 V) run from 3.3 V or 5 V. Blue, white and "
    "pure-green displays (VF about 2.9 ~ 3.3 V) need VDD = 5 V.",
)
HJ_HEADROOM = f(
    HJ,
    1,
    "LED forward voltage VF VDD - 0.8 V",
)

# ---------------------------------------------------------------- VLC-51
VL_VIN = f(
    VL,
    1,
    "Charging input voltage 4.5 \u2013 5.5 V 5 V nominal (USB-C or IN+ / IN-)",
    it(VL, "supply_voltage", "V", lo=4.5, hi=5.5, condition="charging input, USB-C or IN+ / IN-"),
)
VL_VOUT = f(
    VL,
    1,
    "Boost output voltage 5.0 V (4.95 \u2013 5.15 V)",
    it(VL, "output_voltage", "V", lo=4.95, typ=5.0, hi=5.15, condition="boost output"),
)
VL_IOUT33 = f(
    VL,
    1,
    "Boost output current, 0.8 A battery 3.3 V",
    it(VL, "output_current", "A", hi=0.8, condition="continuous, battery at 3.3 V"),
)
VL_IOUT_ALL = f(
    VL,
    1,
    "1.0 A battery \u2265 3.6 V Boost output current, 0.8 A battery 3.3 V continuous 0.6 A "
    "battery 3.0 V",
    it(VL, "output_current", "A", hi=1.0, condition="continuous, battery >= 3.6 V"),
    it(VL, "output_current", "A", hi=0.8, condition="continuous, battery at 3.3 V"),
    it(VL, "output_current", "A", hi=0.6, condition="continuous, battery at 3.0 V"),
)
VL_OFF = f(
    VL,
    1,
    "Battery drain, output 22 \u00b5A after auto-off or KEY double press off",
    it(VL, "standby_current", "\u00b5A", typ=22, condition="battery drain, output off"),
)
VL_TCHG = f(
    VL,
    1,
    "0 \u2013 +45 \u00b0C charging Operating temperature -10 \u2013 +60 \u00b0C discharging",
    it(VL, "operating_temperature", "\u00b0C", lo=0, hi=45, condition="charging"),
)
VL_AUTOOFF = f(
    VL,
    1,
    "Auto-off load < 40 mA for 30 s cannot be disabled",
)
VL_SLEEPY = note(
    VL,
    2,
    "Only if the project draws at least 40 mA all the time. Below 40 mA for 30 s the boost "
    "switches off like a power bank and stays off until KEY is pressed. Projects that sleep "
    "most of the time will be switched off.",
)
VL_PI = note(
    VL,
    2,
    "A Pi Zero 2 W (about 0.35 A, short peaks to 0.6 A) is fine while the cell is above 3.3 V.",
)
VL_EFF = f(
    VL,
    1,
    "Efficiency 92 % / 88 % battery 3.7 V, 0.5 A / 1.0 A out",
)

# ---------------------------------------------------------------- MTF-12 (-14 / -34)
MT_RANGE12 = f(
    MT,
    1,
    "Flow range 0.3 \u2013 6 1 \u2013 30 2 \u2013 60 L/min",
    it(MT, "measurement_range", "L/min", lo=1, hi=30, quantity="flow_rate", condition="MTF-12 column"),
)
MT_VCC = f(
    MT,
    1,
    "Supply voltage 5 18 V DC 5 V or 12 V usual",
    it(MT, "supply_voltage", "V", lo=5, hi=18),
)
MT_I12 = f(
    MT,
    1,
    "Operating current 8 13 mA at 12 V",
    it(MT, "supply_current", "mA", typ=8, hi=13, condition="at 12 V supply"),
)
MT_IP = f(
    MT,
    1,
    "Degree of protection IP65 (sensor head; the connector is not sealed)",
    it(MT, "ip_rating", values=["IP65"], condition="sensor head; connector not sealed"),
)
MT_ARDUINO = note(
    MT,
    2,
    "Arduino Uno / Nano and other 5 V boards: power the sensor from the 5 V pin and connect the "
    "yellow wire directly to an interrupt pin (D2 or D3).",
)

# ---------------------------------------------------------------- GKB-388
GK_VIN = f(
    GK,
    1,
    "Input voltage (VIN) 3.3 5.0 5.5 V",
    it(GK, "supply_voltage", "V", lo=3.3, typ=5.0, hi=5.5, condition="VIN, module"),
)
GK_RANGE = f(
    GK,
    1,
    "Pressure range 300 1100 hPa",
    it(GK, "measurement_range", "hPa", lo=300, hi=1100, quantity="pressure"),
)
GK_ADDR = f(
    GK,
    2,
    "The module answers at 0x77 with the ADR pad open (as shipped).",
    it(GK, "i2c_address", values=["0x77"], condition="ADR pad open, as shipped"),
)
GK_SLEEP = f(
    GK,
    1,
    "Module current, sensor in sleep, J1 cut 46 70 \u00b5A LED removed",
    it(GK, "standby_current", "\u00b5A", typ=46, hi=70, condition="module, sensor in sleep, LED removed"),
)
GK_3V3OUT = f(
    GK,
    1,
    "Current available at for other circuits 100 mA 3V3 pin",
    it(GK, "output_current", "mA", hi=100, condition="3V3 pin, for other circuits"),
)
GK_5V = note(
    GK,
    2,
    "5 V boards (Arduino Uno, Mega): use I\u00b2C. SDA and SCL are level-shifted to VIN, so 5 V "
    "logic is fine. Do not use SPI with 5 V boards: SCK, SDI, SDO and CSB go straight to the "
    "3.3 V sensor.",
)
GK_SPI = f(
    GK,
    1,
    "SPI clock 3.3 V logic only 10 MHz",
    it(GK, "spi_clock_frequency", "MHz", hi=10, condition="3.3 V logic only"),
)
