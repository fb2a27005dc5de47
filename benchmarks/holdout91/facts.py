"""Reference facts of the ninety-first hold-out set, shared by factual and
compatibility questions. Every number was read off the generated PDFs
(``pdftotext -layout``) and each quote is on the cited page."""

from __future__ import annotations

from qkit import AD, AG, HC, KD, NX, RV, SV, XZ, Fact, Item, ev, it

DEG = "\u00b0C"
MU = "\u00b5"
PM = "\u00b1"
LE = "\u2264"
GE = "\u2265"


def f(device: str, page: int, quote: str, *items: Item) -> Fact:
    return list(items), [ev(device, page, quote)]


def note(device: str, page: int, quote: str) -> Fact:
    """A statement without numbers: evidence only."""
    return [], [ev(device, page, quote)]


# ---------------------------------------------------------------- AGS-RS2 soil probe
AG_W, AG_L = "AGS-RS2-W", "AGS-RS2-L"
AG_VW = f(
    AG_W,
    1,
    "Power supply DC 7 ~ 30 V DC 3.6 ~ 5.5 V see Note 1",
    it(AG_W, "supply_voltage", "V", lo=7, hi=30, condition="AGS-RS2-W power supply"),
)
AG_VL = f(
    AG_L,
    1,
    "Power supply DC 7 ~ 30 V DC 3.6 ~ 5.5 V see Note 1",
    it(AG_L, "supply_voltage", "V", lo=3.6, hi=5.5, condition="AGS-RS2-L power supply"),
)
AG_3V3 = note(AG, 2, "A: No. Even the AGS-RS2-L needs at least 3.6 V.")
AG_BAUD = f(
    AG,
    1,
    "Factory defaults: device address 1, 4800 bit/s, 8 data bits, no parity, 1 stop bit",
    it(AG, "baud_rate", "bps", value=4800, condition="factory default, 8N1"),
)
AG_TOP = f(
    AG,
    1,
    "Transmitter working temperature -30 ~ +70 " + DEG + " -30 ~ +70 " + DEG + " electronics",
    it(AG, "operating_temperature", DEG, lo=-30, hi=70, condition="transmitter electronics"),
)
AG_TACC = f(
    AG,
    1,
    "Temperature accuracy " + PM + "0.5 " + DEG + " (25 " + DEG + ")",
    it(
        AG,
        "accuracy",
        DEG,
        lo=-0.5,
        hi=0.5,
        quantity="temperature",
        condition="soil temperature, at 25 " + DEG,
    ),
)
AG_EC = note(AG, 1, "The AGS-RS2 does not measure electrical conductivity (EC) or pH")

# ---------------------------------------------------------------- SVD-16E PWM board
SV_HV = "SVD-16E-HV"
SV_VCC = f(
    SV,
    1,
    "VCC 2.3 3.3 5.5 V Logic supply voltage",
    it(SV, "logic_supply_voltage", "V", lo=2.3, typ=3.3, hi=5.5, condition="VCC, logic"),
)
SV_VP = f(
    SV,
    1,
    "V+ 4.8 5.0 6.0 V Servo power, SVD-16E",
    it(
        SV, "load_supply_voltage", "V", lo=4.8, typ=5.0, hi=6.0, condition="V+ servo power, SVD-16E"
    ),
)
SV_VP_HV = f(
    SV_HV,
    1,
    "V+ 4.8 12 V Servo power, SVD-16E-HV",
    it(SV_HV, "load_supply_voltage", "V", lo=4.8, hi=12, condition="V+ servo power, SVD-16E-HV"),
)
SV_ADDR = f(
    SV,
    2,
    "With all six address jumpers A0 ... A5 open the board answers at 0x40",
    it(SV, "i2c_address", values=["0x40"], condition="default, jumpers open"),
)
SV_ABS_VP = f(
    SV,
    1,
    "V+, SVD-16E (capacitor 10 V, protection MOSFET) " + "." * 104 + " 7.0 V",
    it(SV, "abs_max_supply_voltage", "V", hi=7.0, condition="V+, SVD-16E, absolute maximum"),
)
SV_3V3 = note(
    SV,
    2,
    "with VCC = 3.3 V the signal high is about 3.3 V, which standard hobby servos accept",
)

# ---------------------------------------------------------------- KDB-2405 buck module
KD_H = "KDB-2405H"
KD_VIN = f(
    KD,
    1,
    "Input voltage range 9 ~ 36 9 ~ 36 V DC",
    it(KD, "supply_voltage", "V", lo=9, hi=36, condition="input voltage range"),
)
KD_VOUT = f(
    KD,
    1,
    "Output voltage Io = 0 ~ 5 A 5.0 5.3 V",
    it(KD, "output_voltage", "V", value=5.0, condition="KDB-2405"),
)
KD_VOUT_H = f(
    KD_H,
    1,
    "Output voltage Io = 0 ~ 5 A 5.0 5.3 V",
    it(KD_H, "output_voltage", "V", value=5.3, condition="KDB-2405H"),
)
KD_IOUT = f(
    KD,
    1,
    "Rated output current Ta " + LE + " 50 " + DEG + " (Note 1) 5.0 5.0 A",
    it(KD, "output_current", "A", hi=5.0, condition="rated, Ta <= 50 C"),
)
KD_I60 = f(
    KD,
    1,
    "Ambient temperature 50 "
    + DEG
    + " 60 "
    + DEG
    + " 70 "
    + DEG
    + " 85 "
    + DEG
    + " Unit Max. output current 5.0 4.2 3.5 2.0 A",
    it(KD, "output_current", "A", hi=4.2, condition="derated, 60 C ambient"),
)
KD_I70 = f(
    KD,
    1,
    "Ambient temperature 50 "
    + DEG
    + " 60 "
    + DEG
    + " 70 "
    + DEG
    + " 85 "
    + DEG
    + " Unit Max. output current 5.0 4.2 3.5 2.0 A",
    it(KD, "output_current", "A", hi=3.5, condition="derated, 70 C ambient"),
)
KD_OFF = f(
    KD,
    1,
    "Input current, remote OFF EN = L, Vin = 24 V 150 150 " + MU + "A",
    it(KD, "standby_current", "uA", value=150, condition="EN = L, Vin = 24 V"),
)
KD_SURGE = f(
    KD,
    1,
    "Input voltage, surge 100 ms max. (Note 2) 40 40 V DC",
    it(KD, "abs_max_supply_voltage", "V", hi=40, condition="surge, 100 ms max."),
)
KD_CAR = note(
    KD,
    1,
    "The load-dump pulses of a 12 V or 24 V vehicle system exceed 40 V, so a suitable TVS "
    "diode must be added for vehicle use.",
)

# ---------------------------------------------------------------- NX-M10G GNSS
NX_VCC = f(
    NX,
    2,
    "Main supply voltage VCC 2.7 3.3 3.6 V",
    it(NX, "supply_voltage", "V", lo=2.7, typ=3.3, hi=3.6, condition="VCC"),
)
NX_ABS = f(
    NX,
    1,
    "Main supply VCC -0.5 4.0 V",
    it(NX, "abs_max_supply_voltage", "V", hi=4.0, condition="VCC, absolute maximum"),
)
NX_RXD = f(
    NX,
    1,
    "The input pins are not 5 V tolerant: with VCC = 3.3 V the highest allowed level on RXD "
    "is 3.6 V.",
    it(NX, "abs_max_input_voltage", "V", hi=3.6, condition="RXD at VCC = 3.3 V"),
)
NX_BAUD = f(
    NX,
    2,
    "The UART starts at 9600 baud, 8 data bits, no parity, 1 stop bit.",
    it(NX, "baud_rate", "bps", value=9600, condition="default"),
)
NX_SENS = f(
    NX,
    1,
    "Sensitivity tracking and navigation -165 dBm",
    it(NX, "rx_sensitivity", "dBm", value=-165, condition="tracking and navigation"),
)
NX_RATE = f(
    NX,
    1,
    "Navigation update rate default 1 Hz maximum 10 Hz",
    it(NX, "data_rate", "Hz", hi=10, condition="navigation update rate, maximum"),
)
NX_ITRK = f(
    NX,
    2,
    "Tracking, continuous 24 mA 1 Hz update",
    it(NX, "supply_current", "mA", typ=24, condition="tracking, continuous, VCC = 3.3 V"),
)
NX_TTFF = note(NX, 1, "Time to first fix cold start 26 s hot start 1 s")

# ---------------------------------------------------------------- ADB-8S12 ADC breakout
AD_R = "ADB-8S12-R"
AD_VDD = f(
    AD,
    1,
    "Supply voltage VDD, ADB-8S12 2.7 5.5 V",
    it(AD, "supply_voltage", "V", lo=2.7, hi=5.5, condition="ADB-8S12"),
)
AD_VDD_R = f(
    AD_R,
    1,
    "Supply voltage VDD, ADB-8S12-R reference needs headroom 4.5 5.5 V",
    it(AD_R, "supply_voltage", "V", lo=4.5, hi=5.5, condition="ADB-8S12-R"),
)
AD_SPI27 = f(
    AD,
    1,
    "SPI clock frequency VDD = 5.0 V 0.01 2.0 MHz VDD = 2.7 V 0.01 1.0 MHz",
    it(AD, "spi_clock_frequency", "MHz", hi=1.0, condition="VDD = 2.7 V"),
)
AD_SPS5 = f(
    AD,
    1,
    "Sample rate VDD = 5.0 V 100 ksps",
    it(AD, "data_rate", "ksps", hi=100, condition="VDD = 5.0 V"),
)
AD_I27 = f(
    AD,
    1,
    "Chip current while converting 400 250 " + MU + "A",
    it(AD, "supply_current", "uA", typ=250, condition="converting, VDD = 2.7 V, chip only"),
)
AD_PI = note(
    AD,
    2,
    "Yes, the ADB-8S12 works at 3.3 V: take VDD from the Pi's 3.3 V pin and the logic levels "
    "match. Keep the SPI clock at 1 MHz or below.",
)
AD_PI_R = note(
    AD, 2, "The ADB-8S12-R does not work from 3.3 V because its reference needs at least 4.5 V."
)

# ---------------------------------------------------------------- RVF-30A ESC
RV_S = "RVF-30A-S"
RV_CUR = f(
    RV,
    1,
    "RVF-30A 30 A 40 A 2 ~ 3S",
    it(RV, "output_current", "A", hi=30, condition="continuous"),
    it(RV, "peak_output_current", "A", hi=40, condition="burst, 10 s"),
)
RV_VIN = f(
    RV,
    1,
    "Input voltage: the RVF-30A works from 6.0 ~ 12.6 V (2 ~ 3S LiPo)",
    it(RV, "supply_voltage", "V", lo=6.0, hi=12.6, condition="RVF-30A, 2 ~ 3S LiPo"),
)
RV_BEC_S = f(
    RV_S,
    1,
    "RVF-30A-S 30 A 40 A 2 ~ 4S 5 ~ 12 cells 5.5 V / 3 A (switch)",
    it(RV_S, "output_voltage", "V", value=5.5, condition="switching BEC, RVF-30A-S"),
    it(RV_S, "output_current", "A", hi=3, condition="switching BEC, RVF-30A-S"),
)
RV_VIH = f(
    RV,
    1,
    "The signal input accepts 3.3 V and 5 V pulses (logic high " + GE + " 2.5 V)",
    it(RV, "input_high_voltage", "V", lo=2.5, condition="throttle signal input"),
)
RV_4S = note(RV, 1, "Never connect a 4S pack to the RVF-30A")

# ---------------------------------------------------------------- XZ-OLED96 display
XZ_YB = "XZ-OLED96-YB"
XZ_VCC = f(
    XZ,
    1,
    "VCC 3.0 3.3 5.5 V module pin",
    it(XZ, "supply_voltage", "V", lo=3.0, typ=3.3, hi=5.5, condition="VCC, module pin"),
)
XZ_ADDR = f(
    XZ,
    2,
    "not 7-bit addresses: enter 0x3C or 0x3D in your library",
    it(XZ, "i2c_address", values=["0x3C", "0x3D"]),
)
XZ_I_YB = f(
    XZ_YB,
    1,
    "All pixels on YB 20 27 mA",
    it(XZ_YB, "supply_current", "mA", typ=20, hi=27, condition="all pixels on, YB, VCC = 5 V"),
)
XZ_TOP = f(
    XZ,
    1,
    "TOP -30 +70 " + DEG + " Operating temperature",
    it(XZ, "operating_temperature", DEG, lo=-30, hi=70),
)
XZ_PULL = note(
    XZ,
    2,
    "for an ESP32, a Raspberry Pi or any 3.3 V host power the module from 3.3 V so the bus "
    "idles at 3.3 V.",
)

# ---------------------------------------------------------------- HCS-20A current sensor
HC_5, HC_3 = "HCS-20A-5", "HCS-20A-3"
HC_SENS5 = f(
    HC_5,
    1,
    "Sensitivity 100 66 mV/A at 25 " + DEG + ", ratiometric",
    it(HC_5, "sensitivity", "mV/A", value=100, quantity="current", condition="HCS-20A-5"),
)
HC_SWING3 = f(
    HC_3,
    1,
    "Output voltage swing 0.5 ~ 4.5 0.33 ~ 2.97 V at " + PM + "20 A",
    it(HC_3, "analog_output_voltage", "V", lo=0.33, hi=2.97, condition="HCS-20A-3 at +/-20 A"),
)
HC_SWING5 = f(
    HC_5,
    1,
    "Output voltage swing 0.5 ~ 4.5 0.33 ~ 2.97 V at " + PM + "20 A",
    it(HC_5, "analog_output_voltage", "V", lo=0.5, hi=4.5, condition="HCS-20A-5 at +/-20 A"),
)
HC_RANGE = f(
    HC,
    1,
    "Measuring range " + PM + "20 " + PM + "20 A DC or AC peak",
    it(HC, "measurement_range", "A", lo=-20, hi=20, quantity="current"),
)
HC_V3 = f(
    HC_3,
    1,
    "Supply voltage 4.5 ~ 5.5 3.0 ~ 3.6 V",
    it(HC_3, "supply_voltage", "V", lo=3.0, hi=3.6, condition="HCS-20A-3"),
)
HC_ESP = note(
    HC,
    2,
    "Not directly. Its output swings up to 4.5 V, more than an ESP32 ADC pin may see.",
)
