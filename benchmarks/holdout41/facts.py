"""Reference facts of the forty-first hold-out set, each read off a generated PDF.

A fact is (items, evidence); quotes are the pdftotext -layout text of the cited
page (score.py compares them without spaces and punctuation other than '.').
"""

from __future__ import annotations

from qkit import AX, FC, FCA, GY, KP, LT, NJ, PD, Fact, Item, ev, it

DEG = "\u00b0C"


def f(doc_device: str, page: int, quote: str, *items: Item) -> Fact:
    return list(items), [ev(doc_device, page, quote)]


def ns(doc_device: str, page: int, quote: str) -> Fact:
    """A sheet's own 'not specified' / 'not supported' line: evidence without items."""
    return [], [ev(doc_device, page, quote)]


FCAA, FCAB = "FCA2104A", "FCA2104B"
AX41 = "AX6641"
FC40, FC50 = "FC8204-40", "FC8204-50"
LTH = "LTP2101H"
PDX = "PDA 20-VX"
KP01, KP02 = "KP-1227-01", "KP-1227-02"

# --------------------------------------------------------------------------- FCA2104
FCA_V = f(
    FCA,
    2,
    "VDD supply voltage 3.0 - 5.5 V",
    it(FCA, "supply_voltage", "V", lo=3.0, hi=5.5, condition="static characteristics"),
)
FCA_ABS = f(
    FCA,
    1,
    "VDD supply voltage -0.3 +6.0 V",
    it(FCA, "abs_max_supply_voltage", "V", lo=-0.3, hi=6.0, condition="limiting values"),
)
FCA_VI5 = f(
    FCA,
    1,
    "VI input voltage TACH1, TACH2, SDA, SCL -0.3 +6.0 V",
    it(FCA, "abs_max_input_voltage", "V", lo=-0.3, hi=6.0, condition="TACH1, TACH2, SDA, SCL"),
)
FCA_VIH = f(
    FCA,
    2,
    "SDA, SCL, TACHn 0.7VDD - 5.5 V",
    it(FCA, "input_high_voltage", "V", hi=5.5, condition="SDA, SCL, TACHn; min 0.7VDD"),
)
FCA_I = f(
    FCA,
    2,
    "IDD supply current - 0.45 0.80 mA",
    it(FCA, "supply_current", "mA", typ=0.45, hi=0.80, condition="both fans running, I2C-bus idle"),
)
FCA_STB = f(
    FCA,
    2,
    "IDD(stb) STBY = HIGH - 2.5 8 µA",
    it(FCA, "standby_current", "uA", typ=2.5, hi=8, condition="STBY = HIGH"),
)
FCA_VOL = f(
    FCA,
    2,
    "PWMn; IOL = 8 mA - - 0.4 V",
    it(FCA, "output_low_voltage", "V", hi=0.4, condition="PWMn, IOL = 8 mA"),
)
FCA_T = f(
    FCA,
    2,
    "Tamb ambient temperature -40 - +125 °C",
    it(FCA, "operating_temperature", DEG, lo=-40, hi=125),
)
FCA_I2C = f(
    FCA,
    2,
    "fSCL SCL clock frequency 0 - 400 kHz",
    it(FCA, "i2c_clock_frequency", "kHz", lo=0, hi=400),
)
FCA_ADDR_A = f(FCA, 1, "0x2C 0x2E", it(FCAA, "i2c_address", values=["0x2C"], condition="FCA2104A"))
FCA_ADDR_B = f(FCA, 1, "0x2C 0x2E", it(FCAB, "i2c_address", values=["0x2E"], condition="FCA2104B"))
FCA_3W = ns(FCA, 1, "(linear DC voltage control) are not supported.")
FCA_18 = ns(FCA, 2, "Operation on an I2C-bus with 1.8 V levels is not specified.")

# --------------------------------------------------------------------------- AX6640 / AX6641
AX_V = f(AX, 1, "Supply Voltage VCC 3.0 5.5 V", it(AX, "supply_voltage", "V", lo=3.0, hi=5.5))
AX_I = f(
    AX,
    1,
    "Operating Supply Current ICC SMBus static, conversion active 320 600 µA",
    it(AX, "supply_current", "uA", typ=320, hi=600, condition="conversion active"),
)
AX_SHDN = f(
    AX,
    1,
    "Shutdown Supply Current ISHDN SMBus static 3 10 µA",
    it(AX, "standby_current", "uA", typ=3, hi=10, condition="shutdown"),
)
AX_PWMABS = (
    [
        it(
            AX,
            "abs_max_input_voltage",
            "V",
            lo=-0.3,
            hi=6,
            condition="SMBCLK, SMBDATA, ALERT, TACH, PWM to GND",
        )
    ],
    [ev(AX, 1, "SMBCLK, SMBDATA, ALERT, TACH, PWM to GND"), ev(AX, 1, "-0.3V to +6V")],
)
AX_12V = ns(
    AX,
    1,
    "The PWM output is open-drain and may be pulled up to 5V; it must not be pulled up to the 12V fan supply.",
)
AX_ACC_R = (
    [
        it(
            AX,
            "accuracy",
            DEG,
            lo=-1,
            hi=1,
            quantity="temperature",
            condition="remote, TA = +25 to +85 °C, TRJ = +60 to +100 °C",
        )
    ],
    [ev(AX, 1, "TA = +25°C to +85°C,"), ev(AX, 1, "TRJ = +60°C to +100°C"), ev(AX, 1, "-1 +1 °C")],
)
AX_ACC_W = (
    [
        it(
            AX41,
            "accuracy",
            DEG,
            lo=-3,
            hi=3,
            quantity="temperature",
            condition="remote, TA = -40 to +125 °C, TRJ = -40 to +125 °C",
        )
    ],
    [ev(AX, 1, "TA = -40°C to +125°C,"), ev(AX, 1, "TRJ = -40°C to +125°C"), ev(AX, 1, "-3 +3 °C")],
)
AX_T = (
    [it(AX, "operating_temperature", DEG, lo=-40, hi=125)],
    [ev(AX, 1, "Operating Temperature Range"), ev(AX, 1, "-40°C to +125°C")],
)
AX_VOL15 = f(
    AX,
    2,
    "ISINK = 15mA 1.0 V",
    it(AX, "output_low_voltage", "V", hi=1.0, condition="PWM, ISINK = 15 mA"),
)
AX_SMB = f(
    AX,
    2,
    "SMBus Clock Frequency fSMBCLK (Note 2) 10 400 kHz",
    it(AX, "i2c_clock_frequency", "kHz", lo=10, hi=400, condition="SMBus"),
)
AX_ADDR40 = f(
    AX, 2, "AX6640AUB+ 1001 100 (0x4C)", it(AX, "i2c_address", values=["0x4C"], condition="AX6640")
)
AX_ADDR41 = f(
    AX,
    2,
    "AX6641AUB+ 1001 101 (0x4D)",
    it(AX41, "i2c_address", values=["0x4D"], condition="AX6641"),
)
AX_CPU = ns(AX, 2, "depends on its ideality factor and is not specified.")

# --------------------------------------------------------------------------- NJF3340
NJ_V = f(
    NJ,
    1,
    "Supply voltage VDD 2.7～5.5 V",
    it(NJ, "supply_voltage", "V", lo=2.7, hi=5.5, condition="recommended operating conditions"),
)
NJ_ABS = f(NJ, 1, "Supply voltage VDD 7.0 V", it(NJ, "abs_max_supply_voltage", "V", hi=7.0))
NJ_T = f(
    NJ,
    1,
    "Operating temperature Topr -30～+85 ℃",
    it(
        NJ, "operating_temperature", DEG, lo=-30, hi=85, condition="recommended (abs max -40～+105)"
    ),
)
NJ_I = f(
    NJ,
    1,
    "Operating current IDD No load - 1.2 2.0 mA",
    it(NJ, "supply_current", "mA", typ=1.2, hi=2.0, condition="VDD = 5.0 V, no load"),
)
NJ_I33 = f(
    NJ,
    2,
    "Operating current VDD=3.3V, no load 0.9 mA",
    it(NJ, "supply_current", "mA", typ=0.9, condition="VDD = 3.3 V, typ. only (not guaranteed)"),
)
NJ_STB = f(
    NJ,
    2,
    "Standby current EN=L, VDD=5.0V 0.5 µA",
    it(NJ, "standby_current", "uA", typ=0.5, condition="EN = L, typ. only"),
)
NJ_FGABS = f(
    NJ,
    1,
    "FG input voltage VFG 7.0 V",
    it(NJ, "abs_max_input_voltage", "V", hi=7.0, condition="FG pin"),
)
NJ_FG12 = ns(
    NJ,
    2,
    "The FG pin must be pulled up to VDD or to a rail of 5.5V or less, never to the 12V fan supply.",
)
NJ_VIH = f(
    NJ,
    1,
    "VIH 3.5 - - V",
    it(NJ, "input_high_voltage", "V", lo=3.5, condition="FG input, VDD = 5.0 V"),
)
NJ_NOIF = ns(NJ, 1, "NJF3340 has no serial interface.")
NJ_AEC = ns(NJ, 2, "AEC-Q100 automotive qualification: not specified.")

# --------------------------------------------------------------------------- FC8204
FC_V = f(FC, 1, "Operating voltage：3.0V～5.5V", it(FC, "supply_voltage", "V", lo=3.0, hi=5.5))
FC_ABS = f(
    FC, 1, "VDD supply voltage -0.3～6.5 V", it(FC, "abs_max_supply_voltage", "V", lo=-0.3, hi=6.5)
)
FC_12 = ns(FC, 2, "A: No. Use a regulator to 3.3V or 5V; VDD above 6.5V destroys the IC.")
FC_I = f(
    FC,
    2,
    "Operating current IDD no load 0.8 1.5 mA",
    it(FC, "supply_current", "mA", typ=0.8, hi=1.5, condition="VDD = 5 V, no load"),
)
FC_SD = f(
    FC,
    2,
    "ISD EN=0V 1 5 *2 µA",
    it(FC, "standby_current", "uA", typ=1, hi=5, condition="EN = 0 V; max guaranteed by design"),
)
FC_SINK = f(
    FC,
    1,
    "PWM sink current：10mA (max)",
    it(FC, "output_current", "mA", hi=10, condition="PWM sink"),
)
FC_VOL = f(
    FC,
    2,
    "VOL ISINK=10mA 0.45 V",
    it(FC, "output_low_voltage", "V", hi=0.45, condition="ISINK = 10 mA"),
)
FC_T = f(
    FC, 1, "Operating temperature：-40～+85℃", it(FC, "operating_temperature", DEG, lo=-40, hi=85)
)
FC_ACC40 = (
    [
        it(
            FC40,
            "accuracy",
            DEG,
            lo=-2,
            hi=2,
            quantity="temperature",
            condition="FC8204-40, 0～85 ℃ ambient",
        )
    ],
    [ev(FC, 1, "Temperature accuracy ±2℃ *1 ±3℃ *1"), ev(FC, 1, "*1: 0～85℃ ambient.")],
)
FC_ACC50 = (
    [
        it(
            FC50,
            "accuracy",
            DEG,
            lo=-3,
            hi=3,
            quantity="temperature",
            condition="FC8204-50, 0～85 ℃ ambient",
        )
    ],
    [ev(FC, 1, "Temperature accuracy ±2℃ *1 ±3℃ *1"), ev(FC, 1, "*1: 0～85℃ ambient.")],
)
FC_ACC_OUT = ns(FC, 1, "Outside this range the accuracy is not specified.")
FC_3W = ns(FC, 2, "A: 3-wire fan operation is not specified.")

# --------------------------------------------------------------------------- LTP2101
LT_V = (
    [it(LT, "supply_voltage", "V", lo=2.7, typ=15, hi=36, condition="specified operating voltage")],
    [ev(LT, 2, "2.7 15 36 V"), ev(LT, 1, "Single supply: +2.7 V to +36 V")],
)
LT_ABS = f(
    LT,
    1,
    "Supply voltage, VS (V+ to GND) 0 40 V",
    it(LT, "abs_max_supply_voltage", "V", lo=0, hi=40),
)
LT_IQ = f(
    LT,
    2,
    "Quiescent current Dark, VOUT = 0 V 120 240 µA",
    it(LT, "quiescent_current", "uA", typ=120, hi=240, condition="dark, VOUT = 0 V"),
)
LT_T = f(
    LT,
    2,
    "Operating range -40 85 °C",
    it(
        LT,
        "operating_temperature",
        DEG,
        lo=-40,
        hi=85,
        condition="operating range (specified 0 to 70)",
    ),
)
LT_RISE_H = f(
    LT,
    1,
    "Rise time, 10% to 90% VOUT = 10-V step 28 (2) 250 (2) µs",
    it(LTH, "response_time", "us", typ=250, condition="LTP2101H, 10 % to 90 %, VS = +15 V"),
)
LT_RISE = f(
    LT,
    1,
    "Rise time, 10% to 90% VOUT = 10-V step 28 (2) 250 (2) µs",
    it(LT, "response_time", "us", typ=28, condition="LTP2101, 10 % to 90 %, VS = +15 V"),
)
LT_OUT5 = f(
    LT,
    2,
    "With a single +5 V supply the output swings from about 0 V to 3.7 V",
    it(LT, "analog_output_voltage", "V", lo=0, hi=3.7, condition="single +5 V supply (about)"),
)
LT_NIR = ns(LT, 2, "the response beyond 1100 nm is not specified.")

# --------------------------------------------------------------------------- PDA 20-V
PD_V = (
    [it(PD, "supply_voltage", "V", lo=12, hi=15, condition="dual supply ±12 V to ±15 V")],
    [
        ev(PD, 1, "the module itself may be fed from any ±12 V to ±15 V laboratory supply"),
        ev(PD, 2, "+12 V +12 V … +15 V"),
    ],
)
PD_SINGLE = ns(
    PD,
    2,
    "The module is not designed for single-supply operation: a +5 V USB supply or a single +12 V rail will not operate it.",
)
PD_ABS = f(
    PD, 2, "Do not exceed ±18 V at the supply pins.", it(PD, "abs_max_supply_voltage", "V", hi=18)
)
PD_OUT50 = f(
    PD, 1, "0…5 0…5 V", it(PD, "analog_output_voltage", "V", lo=0, hi=5, condition="50 Ohm load")
)
PD_OUTHZ = f(
    PD,
    1,
    "0 … 10 0 … 10 V",
    it(PD, "analog_output_voltage", "V", lo=0, hi=10, condition="Hi-Z load"),
)
PD_IO = f(PD, 1, "Max. output current 100 100 mA", it(PD, "output_current", "mA", hi=100))
PD_TX = f(
    PD,
    2,
    "Operating temperature +10 … +40 +10 … +50 °C",
    it(PDX, "operating_temperature", DEG, lo=10, hi=50, condition="PDA 20-VX column"),
)
PD_TV = f(
    PD,
    2,
    "Operating temperature +10 … +40 +10 … +50 °C",
    it(PD, "operating_temperature", DEG, lo=10, hi=40, condition="PDA 20-V column"),
)
PD_HUM = ns(PD, 2, "in condensing humidity or vacuum is not specified.")

# --------------------------------------------------------------------------- KP-1227
KP_V = f(
    KP,
    1,
    "Supply voltage Vcc 4.5～5.5 V",
    it(KP, "supply_voltage", "V", lo=4.5, hi=5.5, condition="recommended operating conditions"),
)
KP_ABS = f(
    KP, 1, "Supply voltage Vcc -0.5～+12 V", it(KP, "abs_max_supply_voltage", "V", lo=-0.5, hi=12)
)
KP_T = f(
    KP,
    1,
    "Operating temperature Topr -20～+60 ℃",
    it(KP, "operating_temperature", DEG, lo=-20, hi=60, condition="recommended (abs max -25～+85)"),
)
KP_I02 = f(
    KP,
    1,
    "Current consumption Icc - / 2.0 / 3.0 - / 2.5 / 3.5 mA",
    it(KP02, "supply_current", "mA", typ=2.5, hi=3.5, condition="KP-1227-02, Vcc = 5 V"),
)
KP_I01 = f(
    KP,
    1,
    "Current consumption Icc - / 2.0 / 3.0 - / 2.5 / 3.5 mA",
    it(KP01, "supply_current", "mA", typ=2.0, hi=3.0, condition="KP-1227-01, Vcc = 5 V"),
)
KP_RISE01 = f(
    KP,
    1,
    "Rise time tr - / 3.5 / - - / 45 / - μs",
    it(KP01, "response_time", "us", typ=3.5, condition="KP-1227-01"),
)
KP_33 = ns(KP, 2, "operation at 3.3V is not guaranteed.")
KP_UV = ns(KP, 2, "Long-term stability under UV exposure is not specified.")

# --------------------------------------------------------------------------- GY-PD16
GY_V = f(GY, 1, "Supply voltage：3.3V～5V DC", it(GY, "supply_voltage", "V", lo=3.3, hi=5))
GY_ABS = f(
    GY,
    2,
    "Absolute maximum VCC is 6V; never connect 12V.",
    it(GY, "abs_max_supply_voltage", "V", hi=6),
)
GY_I = f(
    GY,
    1,
    "Working current：≤1mA (continuous conversion)",
    it(GY, "supply_current", "mA", hi=1, condition="continuous conversion"),
)
GY_I2C = f(GY, 1, "Interface：I2C, up to 400kHz", it(GY, "i2c_clock_frequency", "kHz", hi=400))
GY_DR = f(GY, 1, "Data rate：8～860SPS (programmable)", it(GY, "data_rate", "SPS", lo=8, hi=860))
GY_AO = f(
    GY, 1, "Analog output (pin AO)：0～3.3V", it(GY, "analog_output_voltage", "V", lo=0, hi=3.3)
)
GY_T = f(
    GY, 1, "Operating temperature：-40～85℃", it(GY, "operating_temperature", DEG, lo=-40, hi=85)
)
GY_ADDR = (
    [
        it(
            GY,
            "i2c_address",
            values=["0x48", "0x49", "0x4A"],
            condition="ADDR to GND (default) / VCC / SDA",
        )
    ],
    [
        ev(GY, 1, "GND (default) 0x48 0x90 / 0x91"),
        ev(GY, 1, "VCC 0x49 0x92 / 0x93"),
        ev(GY, 1, "SDA 0x4A 0x94 / 0x95"),
    ],
)
GY_ADDR_GND = f(
    GY,
    1,
    "GND (default) 0x48 0x90 / 0x91",
    it(GY, "i2c_address", values=["0x48"], condition="ADDR to GND (default)"),
)
GY_5V = ns(
    GY,
    2,
    "The module can be used directly with 5V Arduino boards and 3.3V boards (ESP32, Raspberry Pi).",
)
GY_OUT = ns(GY, 2, "Outdoor use and waterproofing are not specified.")
