"""Reference facts of the hundred-and-eighteenth hold-out set, shared by factual and
compatibility questions. Every number was read off the generated PDFs
(``pdftotext -layout``) and each quote is on the cited page."""

from __future__ import annotations

from qkit import AY, BH, ES, GL, HZ, LF, PS, QZ, Fact, Item, ev, it

DEG = "\u00b0C"
MU = "\u00b5"
GE = "\u2265"


def f(device: str, page: int, quote: str, *items: Item) -> Fact:
    return list(items), [ev(device, page, quote)]


def note(device: str, page: int, quote: str) -> Fact:
    """A statement without numbers needed as items: evidence only."""
    return [], [ev(device, page, quote)]


# ---------------------------------------------------------------- LFU-SM30
_LF_VCC_Q = "Supply voltage (VCC pin) 3.6 V to 5.5 V 3.0 V to 3.6 V"
LF_VCC = f(
    LF,
    1,
    _LF_VCC_Q,
    it(
        LF,
        "supply_voltage",
        "V",
        lo=3.6,
        hi=5.5,
        condition="LFU-SM30 (on-board 3.0 V LDO), VCC pin",
    ),
)
LF_VCC_L = f(
    "LFU-SM30L",
    1,
    _LF_VCC_Q,
    it("LFU-SM30L", "supply_voltage", "V", lo=3.0, hi=3.6, condition="LFU-SM30L (no regulator)"),
)
LF_WATER = f(
    LF,
    1,
    "Analog output, probe in water 1.20 V typ. 1.10 V typ. at VCC = 3.3 V",
    it(LF, "analog_output_voltage", "V", typ=1.20, condition="LFU-SM30, probe in water"),
)
LF_AIR = f(
    LF,
    1,
    "Analog output, probe in air 2.95 V typ. 2.70 V typ. at VCC = 3.3 V",
    it(LF, "analog_output_voltage", "V", typ=2.95, condition="LFU-SM30, probe in air (driest)"),
)
LF_SETTLE = f(
    LF,
    1,
    "Output settling after power-up 500 ms 500 ms",
    it(LF, "warm_up_time", "ms", value=500, condition="output settling after power-up"),
)
LF_33_FAQ = note(
    LF,
    2,
    "Q: Can I power the LFU-SM30 from a 3.3 V pin? A: No. Its regulator needs at least 3.6 V "
    "on VCC to hold the timer at 3.0 V",
)
LF_CALIB = note(LF, 2, "We do not calibrate the sensors.")
LF_SALT = note(
    LF,
    2,
    "The output depends on soil type, salt and temperature, so calibrate dry and wet points in "
    "your own soil.",
)

# ---------------------------------------------------------------- ESX3416
ES_VDD = f(
    ES,
    1,
    "VDD Supply voltage 2.7 5.5 V",
    it(ES, "supply_voltage", "V", lo=2.7, hi=5.5, condition="recommended operating conditions"),
)
ES_TEMP = f(
    ES,
    1,
    "TA Operating free-air temperature -40 125",
    it(ES, "operating_temperature", DEG, lo=-40, hi=125, condition="operating free-air"),
)
ES_FSR = f(
    ES,
    1,
    "Differential input, full scale (PGA = 1) -2.048 2.048 V",
    it(
        ES,
        "analog_input_range",
        "V",
        lo=-2.048,
        hi=2.048,
        condition="differential full scale, PGA = 1",
    ),
)
ES_ABSIN = note(ES, 1, "Absolute input voltage, any CH pin VSS VDD V")
ES_RATE16 = f(
    ES,
    1,
    "Data rate 14-bit mode 44 60 82 SPS 16-bit mode 11 15 20.5",
    it(ES, "data_rate", "SPS", lo=11, typ=15, hi=20.5, condition="16-bit mode"),
)
ES_LSB16 = f(
    ES,
    1,
    "LSB size 14-bit mode 250 " + MU + "V 16-bit mode 62.5 " + MU + "V",
    it(
        ES,
        "resolution",
        "uV",
        typ=62.5,
        quantity="voltage",
        condition="LSB size, 16-bit mode, PGA = 1",
    ),
)
ES_IDD3 = f(
    ES,
    2,
    "IDD, converting " + MU + "A VDD = 3.0 V 120 160",
    it(ES, "supply_current", "uA", typ=120, hi=160, condition="converting, VDD = 3.0 V"),
)
ES_ADDR15 = (
    [
        it(
            "ESX3415",
            "i2c_address",
            values=["0x68", "0x69", "0x6A"],
            condition="ESX3415, Adr0 low / high / float",
        )
    ],
    [
        ev(ES, 2, "The ESX3415 has only Adr0 and answers at 0x68 to 0x6A."),
        ev(ES, 2, "low float 010 0x6A ESX3415, ESX3416"),
    ],
)
ES_ADDR16 = (
    [
        it(
            ES,
            "i2c_address",
            values=["0x68", "0x69", "0x6A", "0x6B", "0x6C", "0x6D", "0x6E", "0x6F"],
            condition="ESX3416, Adr0 / Adr1 three-state",
        )
    ],
    [ev(ES, 2, "The ESX3416 covers 0x68 to 0x6F."), ev(ES, 2, "float high 111 0x6F ESX3416")],
)

# ---------------------------------------------------------------- PAN-SD3
_PS_VIN_Q = "Tinsioni d'ingressu 4.5 40 7.0 40 V Input voltage"
PS_VIN = f(
    PS,
    1,
    _PS_VIN_Q,
    it(PS, "supply_voltage", "V", lo=4.5, hi=40, condition="PAN-SD3 (adjustable) input"),
)
PS_VIN_5 = f(
    "PAN-SD3-5",
    1,
    _PS_VIN_Q,
    it("PAN-SD3-5", "supply_voltage", "V", lo=7.0, hi=40, condition="PAN-SD3-5 (fixed 5 V) input"),
)
_PS_VOUT_Q = "Tinsioni di nisciuta regulabbili / adjustable 1.25 35 4.90 5.00 5.10 V Output voltage"
PS_VOUT = f(
    PS,
    1,
    _PS_VOUT_Q,
    it(PS, "output_voltage", "V", lo=1.25, hi=35, condition="PAN-SD3, adjustable"),
)
PS_VOUT_5 = f(
    "PAN-SD3-5",
    1,
    _PS_VOUT_Q,
    it(
        "PAN-SD3-5",
        "output_voltage",
        "V",
        lo=4.90,
        typ=5.00,
        hi=5.10,
        condition="PAN-SD3-5, IOUT = 0.5 A",
    ),
)
PS_IOUT = f(
    PS,
    1,
    "Currenti di nisciuta senza dissipaturi / no heatsink 2.0 2.0",
    it(PS, "output_current", "A", hi=2.0, condition="continuous, no heatsink, TA = 25 " + DEG),
)
PS_IQ = f(
    PS,
    1,
    "Currenti a vacanti IOUT = 0 A 6 10 7 12 mA No-load input current",
    it(
        PS,
        "quiescent_current",
        "mA",
        typ=6,
        hi=10,
        condition="PAN-SD3, no-load input current, VIN = 12 V",
    ),
)
PS_ABS = f(
    PS,
    1,
    "Tinsioni d'ingressu / Input voltage 45 V",
    it(PS, "abs_max_supply_voltage", "V", hi=45, condition="absolute maximum input"),
)

# ---------------------------------------------------------------- BHR-FD2
BH_VP = f(
    BH,
    1,
    "Power input V+ (driver supply) 6 V to 28 V DC feeds the 12 V gate-drive LDO",
    it(BH, "supply_voltage", "V", lo=6, hi=28, condition="V+, driver supply"),
)
BH_LOAD = f(
    BH,
    1,
    "Load supply up to 28 V DC same rail as V+ or a separate rail",
    it(BH, "load_supply_voltage", "V", hi=28, condition="load supply"),
)
BH_VIH = f(
    BH,
    1,
    "Input high level " + GE + " 2.0 V",
    it(BH, "input_high_voltage", "V", lo=2.0, condition="IN1, IN2"),
)
_BH_IOUT_Q = (
    "8 A (BHR-FD2) TA = 25 " + DEG + ", V+ " + GE + " 10 V Continuous current per channel "
    "15 A (BHR-FD2-H) heatsinks fitted"
)
BH_IOUT = f(
    BH,
    1,
    _BH_IOUT_Q,
    it(BH, "output_current", "A", hi=8, condition="BHR-FD2 bare board, per channel, V+ >= 10 V"),
)
BH_IOUT_H = f(
    "BHR-FD2-H",
    1,
    _BH_IOUT_Q,
    it(
        "BHR-FD2-H",
        "output_current",
        "A",
        hi=15,
        condition="BHR-FD2-H, heatsinks fitted, per channel",
    ),
)
BH_LOWV = f(
    BH,
    2,
    "keep each channel under 5 A when V+ is between 6 V and 10 V",
    it(BH, "output_current", "A", hi=5, condition="per channel, V+ between 6 V and 10 V"),
)
BH_PEAK = f(
    BH,
    1,
    "Peak current per channel 60 A 10 " + MU + "s pulse, 1 % duty",
    it(BH, "peak_output_current", "A", hi=60, condition="10 us pulse, 1 % duty"),
)
BH_PI = note(
    BH, 2, "Can a Raspberry Pi drive it? - Yes, its 3.3 V GPIO is above the input high level."
)

# ---------------------------------------------------------------- GLN-LR30
GL_VCC = f(
    GL,
    1,
    "Supply voltage 3.3 5.0 5.5 V " + GE + " 5.0 V guarantees output power",
    it(GL, "supply_voltage", "V", lo=3.3, typ=5.0, hi=5.5, condition="VCC"),
)
GL_LEVEL = note(GL, 1, "Communication level 3.3 V 5 V TTL may damage the module")
GL_5V = note(
    GL,
    2,
    "RXD, TXD, M0, M1 and AUX are 3.3 V TTL. With a 5 V microcontroller add a level converter",
)
GL_BAND9 = f(
    "GLN-LR30-900T",
    1,
    "Operating frequency 850.125 868.125 930.125 MHz 1 MHz channel step (900T)",
    it(
        "GLN-LR30-900T",
        "frequency_band",
        "MHz",
        lo=850.125,
        typ=868.125,
        hi=930.125,
        condition="900T",
    ),
)
GL_TX4 = (
    [it("GLN-LR30-400T", "tx_power", "dBm", hi=20, condition="400T, maximum power level")],
    [
        ev(GL, 1, "Transmit power 20 dBm 4 levels, set by command (400T / 900T) 22"),
        ev(GL, 2, "GLN-LR30-400T 410-493 MHz 20 dBm 5 km"),
    ],
)
GL_SLEEP = f(
    GL,
    1,
    "Sleep current 2 5 " + MU + "A M0 = M1 = 1, deep sleep",
    it(GL, "standby_current", "uA", typ=2, hi=5, condition="deep sleep, M0 = M1 = 1"),
)
GL_SENS = f(
    GL,
    1,
    "Receiving sensitivity -139 dBm air data rate 2.4 kbps",
    it(GL, "rx_sensitivity", "dBm", typ=-139, condition="air data rate 2.4 kbps"),
)
GL_RANGE = note(
    GL,
    1,
    "The communication distance reaches 5 km (clear line of sight, antenna gain 5 dBi, height 2.5 m",
)
GL_DIST = note(GL, 2, "GLN-LR30-900T 850-930 MHz 22 dBm 6 km")

# ---------------------------------------------------------------- HZT4725
HZ_VCC = f(
    HZ,
    1,
    "Supply voltage VCC 4.5 5.0 5.5 V",
    it(HZ, "supply_voltage", "V", lo=4.5, typ=5.0, hi=5.5, condition="VCC"),
)
HZ_3V3 = note(
    HZ,
    2,
    "The HZT4725 is specified and trimmed for VCC = 4.5 V to 5.5 V only; it does not work from a "
    "3.3 V supply.",
)
HZ_OUT = note(HZ, 2, "The output swings from about 0.4 V up to 4.7 V.")
HZ_SENS20 = (
    [
        it(
            "HZT4725-20B",
            "sensitivity",
            "mV/A",
            lo=98,
            typ=100,
            hi=102,
            quantity="current",
            condition="-20B, TA = 25 " + DEG,
        )
    ],
    [
        ev(HZ, 2, "-20B 98 100 102 mV/A TA = 25 " + DEG),
        ev(HZ, 1, "HZT4725-20B -20 A to +20 A 100 mV/A"),
    ],
)
HZ_RANGE30 = f(
    "HZT4725-30U",
    1,
    "HZT4725-30U 0 A to 30 A 133 mV/A 0.1 x VCC unidirectional",
    it(
        "HZT4725-30U",
        "measurement_range",
        "A",
        lo=0,
        hi=30,
        quantity="current",
        condition="-30U, unidirectional",
    ),
)
HZ_TEMPL = f(
    HZ,
    1,
    "HZT4725LLC-xxx-T L -40 " + DEG + " to +150 " + DEG,
    it(HZ, "operating_temperature", DEG, lo=-40, hi=150, condition="L temperature code, ambient"),
)
HZ_ISO = note(HZ, 1, "2400 VRMS isolation, primary to signal pins")
HZ_CREEP = note(
    HZ,
    2,
    "The isolation rating applies to the package only. Creepage on the user's board (at least 8 mm "
    "recommended for mains) is the designer's responsibility.",
)

# ---------------------------------------------------------------- QZE-213
QZ_VCC = f(
    QZ,
    1,
    "Module supply VCC -M module, header pin 3.0 3.3 5.5 V",
    it(QZ, "supply_voltage", "V", lo=3.0, typ=3.3, hi=5.5, condition="-M module, VCC header pin"),
)
QZ_5V = note(
    QZ, 1, "The -M module's level translator accepts 3.3 V and 5 V logic on all header inputs."
)
QZ_SLP = f(
    QZ,
    1,
    "-P panel 0.8 2.0 Deep sleep current ISLP",
    it(QZ, "standby_current", "uA", typ=0.8, hi=2.0, condition="deep sleep, -P bare panel"),
)
QZ_TEMP = f(
    QZ,
    1,
    "Operating temperature 0 50 " + DEG,
    it(QZ, "operating_temperature", DEG, lo=0, hi=50, condition="operating"),
)
QZ_FR = f(
    "QZE-213BWR",
    1,
    "BW 2.0 Full refresh time tFR s BWR 15",
    it("QZE-213BWR", "response_time", "s", typ=15, condition="full refresh, BWR"),
)
QZ_SPIR = f(
    QZ,
    1,
    "Serial clock (read) fSCL 2.5 MHz",
    it(QZ, "spi_clock_frequency", "MHz", hi=2.5, condition="read"),
)
QZ_REFRESH = note(QZ, 2, "Refresh the display at least once every 24 hours")

# ---------------------------------------------------------------- AYM-MS50
_AY_VCC_Q = "Supply voltage 4.5 V to 20 V DC 2.7 V to 12 V DC"
AY_VCC = f(AY, 1, _AY_VCC_Q, it(AY, "supply_voltage", "V", lo=4.5, hi=20, condition="AYM-MS50"))
AY_VCC_M = f(
    "AYM-MS50M",
    1,
    _AY_VCC_Q,
    it("AYM-MS50M", "supply_voltage", "V", lo=2.7, hi=12, condition="AYM-MS50M"),
)
AY_IDLE_M = f(
    "AYM-MS50M",
    1,
    "Idle current (no motion) < 65 " + MU + "A < 20 " + MU + "A",
    it("AYM-MS50M", "standby_current", "uA", hi=20, condition="AYM-MS50M, idle, no motion"),
)
AY_DIST = f(
    AY,
    1,
    "Detection distance 3 m to 7 m (Sx pot) up to 3 m",
    it(
        AY,
        "measurement_range",
        "m",
        lo=3,
        hi=7,
        quantity="distance",
        condition="AYM-MS50, set by Sx pot",
    ),
)
AY_IP = note(AY, 2, "The boards are not waterproof and have no IP rating.")
