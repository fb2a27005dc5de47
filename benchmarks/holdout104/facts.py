"""Reference facts of the hundred-and-fourth hold-out set, shared by factual and
compatibility questions. Every number was read off the generated PDFs
(``pdftotext -layout``) and each quote is on the cited page."""

from __future__ import annotations

from qkit import FG, KT, MV, OX, PW, SR, ST, TX, Fact, Item, ev, it

DEG = "\u00b0C"
MU = "\u00b5"


def f(device: str, page: int, quote: str, *items: Item) -> Fact:
    return list(items), [ev(device, page, quote)]


def note(device: str, page: int, quote: str) -> Fact:
    """A statement without numbers: evidence only."""
    return [], [ev(device, page, quote)]


# ---------------------------------------------------------------- MVR-3232
MV_VCC = f(
    MV,
    1,
    "Supply voltage VCC 3.0 3.3 5.5 V",
    it(MV, "supply_voltage", "V", lo=3.0, typ=3.3, hi=5.5, condition="VCC"),
)
MV_ABS = f(MV, 2, "VCC to GND -0.3 V to +6.0 V", it(MV, "abs_max_supply_voltage", "V", hi=6.0))
MV_I5 = f(
    MV,
    1,
    "Supply current, no load (VCC = 5 V) 3.2 mA 0.5 mA",
    it(MV, "supply_current", "mA", value=3.2, condition="MVR-3232, VCC = 5 V, no load, incl. LED"),
)
MV_TOP_F = f(
    MV,
    1,
    "Operating temperature 0 to +70 " + DEG + " -40 to +85 " + DEG,
    it("MVR-3232F", "operating_temperature", DEG, lo=-40, hi=85),
)
MV_RATE_LONG = f(
    MV,
    2,
    "With cables longer than 5 m we only promise 115200 baud.",
    it(MV, "baud_rate", "bps", hi=115200, condition="cables longer than 5 m"),
)
MV_TTL_IN = note(MV, 2, "The TXD and RTS inputs accept up to 5.5 V at any VCC")
MV_ISO = note(MV, 2, "A: No. GND on J1 and pin 5 of the DB9 are the same copper.")

# ---------------------------------------------------------------- RMT-PWM16
PW_VCC = f(
    PW,
    1,
    "Logic supply VCC 2.3 3.3 5.5 V",
    it(PW, "logic_supply_voltage", "V", lo=2.3, typ=3.3, hi=5.5, condition="VCC, logic"),
)
PW_ADDR = f(
    PW,
    1,
    "With all jumpers open the board answers at 0x40",
    it(PW, "i2c_address", values=["0x40"], condition="default, A0-A5 open"),
)
PW_FSCL = f(
    PW,
    1,
    "I2C clock fSCL 0 1000 kHz Fm+",
    it(PW, "i2c_clock_frequency", "kHz", lo=0, hi=1000),
)
PW_VPLUS = f(
    PW,
    1,
    "Servo power input range 4.8 V to 6.0 V 7 V to 24 V",
    it(PW, "load_supply_voltage", "V", lo=4.8, hi=6.0, condition="V+, RMT-PWM16"),
)
PW_VIN_C = f(
    PW,
    1,
    "Servo power input range 4.8 V to 6.0 V 7 V to 24 V",
    it("RMT-PWM16C", "load_supply_voltage", "V", lo=7, hi=24, condition="VIN, RMT-PWM16C"),
)
PW_RAIL_C = f(
    PW,
    1,
    "Servo rail current 10 A max (terminal block) 3 A continuous, 4 A for 1 s",
    it("RMT-PWM16C", "output_current", "A", value=3, condition="5 V servo rail, continuous"),
)
PW_RAILV_C = f(
    PW,
    1,
    "Servo rail V+ whatever you feed it 5.0 V " + "\u00b1" + "3 %",
    it("RMT-PWM16C", "output_voltage", "V", value=5.0, condition="on-board buck"),
)
PW_ABS_VPLUS = f(
    PW,
    2,
    "V+ (RMT-PWM16) 7.0 V (1000 " + MU + "F rail capacitor is a 6.3 V part)",
    it(PW, "abs_max_supply_voltage", "V", hi=7.0, condition="V+"),
)
PW_2S = note(
    PW,
    2,
    "A 2S LiPo (8.4 V charged) must go to the RMT-PWM16C's VIN, never to V+ of the plain board.",
)
PW_AA = note(PW, 2, "4 x AA (6 V with fresh alkalines) on V+ is fine.")
PW_PI = note(
    PW,
    2,
    "Power VCC from the Pi's 3.3 V pin and the I2C lines stay at 3.3 V; no level shifter needed.",
)

# ---------------------------------------------------------------- OXP-30
OX_VDD = f(
    OX,
    1,
    "VDD 1.7 1.8 2.0 V OXP-30 Core supply voltage",
    it(OX, "supply_voltage", "V", lo=1.7, typ=1.8, hi=2.0, condition="VDD core, OXP-30"),
)
OX_VIN = f(
    OX,
    1,
    "VIN 3.3 5.0 5.5 V OXP-30R Module input voltage",
    it("OXP-30R", "supply_voltage", "V", lo=3.3, typ=5.0, hi=5.5, condition="VIN, OXP-30R"),
)
OX_TA = f(
    OX,
    1,
    "TA -20 +60 " + DEG + " both Module operating temperature",
    it(OX, "operating_temperature", DEG, lo=-20, hi=60, condition="module"),
)
OX_IDD = f(
    OX,
    1,
    "m\u00f2de SpO2 / SpO2 mode 600 1200 " + MU + "A",
    it(OX, "supply_current", MU + "A", typ=600, hi=1200, condition="VDD, SpO2 mode"),
)
OX_ADDR = f(
    OX,
    2,
    "Adre\u00e7a (7 bits) / 7-bit address: 0x57.",
    it(OX, "i2c_address", values=["0x57"]),
)
OX_FSCL = f(
    OX, 1, "0 400 kHz SCL clock frequency", it(OX, "i2c_clock_frequency", "kHz", lo=0, hi=400)
)
OX_ABS_IO = f(OX, 2, "SDA, SCL, INT -0.3 ... 6.0 V", it(OX, "abs_max_input_voltage", "V", hi=6.0))
OX_VIH = f(OX, 1, "SDA, SCL 1.4 V Input high voltage", it(OX, "input_high_voltage", "V", lo=1.4))
OX_MED = note(
    OX,
    2,
    "SpO2 accuracy depends on the host algorithm and is not specified.",
)

# ---------------------------------------------------------------- SRB-4L05
SR_VCC = f(
    SR,
    1,
    "4.75 5.0 5.25 V Supply voltage (DC+)",
    it(SR, "supply_voltage", "V", lo=4.75, typ=5.0, hi=5.25, condition="DC+"),
)
SR_OFF = f(
    SR,
    1,
    "3.5 5.25 V Input, relay OFF",
    it(SR, "input_high_voltage", "V", lo=3.5, hi=5.25, condition="input level for relay OFF"),
)
SR_LOADV = f(
    SR,
    1,
    "75 ... 264 V AC 75 ... 264 V AC Load voltage",
    it(SR, "contact_voltage", "V", lo=75, hi=264, condition="AC load"),
)
SR_I25 = f(
    SR,
    1,
    "2A 2A Load current, 25 " + DEG + " ambient",
    it(SR, "contact_current", "A", value=2, condition="per channel, 25 °C ambient"),
)
SR_I55 = f(
    SR,
    1,
    "1A 1A Load current, 55 " + DEG + " ambient",
    it(SR, "contact_current", "A", value=1, condition="per channel, 55 °C ambient"),
)
SR_MIN = f(
    SR,
    2,
    "the minimum load current is 0.1 A",
    it(SR, "contact_current", "A", lo=0.1, condition="minimum load"),
)
SR_DC = note(
    SR,
    2,
    "These relays do not switch DC loads: the internal triac never turns off on direct current.",
)

# ---------------------------------------------------------------- FG3701
FG_VDD = f(FG, 1, "Supply Voltage VDD 2.5 4.5 V", it(FG, "supply_voltage", "V", lo=2.5, hi=4.5))
FG_ABS = f(FG, 1, "VDD to GND -0.3 V to +6.0 V", it(FG, "abs_max_supply_voltage", "V", hi=6.0))
FG_ADDR = f(
    FG,
    2,
    "The FG3701 responds to the 7-bit slave address 0x36",
    it(FG, "i2c_address", values=["0x36"]),
)
FG_FSCL = f(FG, 2, "SCL Clock Frequency fSCL 400 kHz", it(FG, "i2c_clock_frequency", "kHz", hi=400))
FG_VERRT = f(
    FG,
    1,
    "TA = -20 " + DEG + " to +70 " + DEG + " -20 +20 mV",
    it(FG, "accuracy", "mV", lo=-20, hi=20, quantity="voltage", condition="TA -20 to +70 °C"),
)
FG_TOP = f(
    FG,
    1,
    "Operating temperature range -40 " + DEG + " to +85 " + DEG,
    it(FG, "operating_temperature", DEG, lo=-40, hi=85),
)
FG_ALRT = note(
    FG,
    2,
    "the pull-up may go to any voltage up to the 6.0 V absolute maximum rating.",
)
FG_2S = note(
    FG,
    2,
    "two or more cells in series exceed the CELL input range and are not supported.",
)
FG_SOC = note(
    FG,
    2,
    "Note 2: SOC accuracy depends on how well the cell matches the built-in model and is not specified.",
)

# ---------------------------------------------------------------- WST42-48
ST_I17 = f(
    ST,
    1,
    "Rated current / phase A 1.7 0.4",
    it("WST42-48-17A", "supply_current", "A", value=1.7, condition="rated current per phase"),
)
ST_I04 = f(
    ST,
    1,
    "Rated current / phase A 1.7 0.4",
    it("WST42-48-04A", "supply_current", "A", value=0.4, condition="rated current per phase"),
)
ST_R04 = f(
    ST,
    1,
    "Phase resistance \u03a9 1.5 \u00b1 10 % 30 \u00b1 10 %",
    it("WST42-48-04A", "coil_resistance", "Ohm", value=30, condition="per phase, 20 °C, ±10 %"),
)
ST_TA = f(
    ST,
    1,
    "Ambient temperature -20 " + DEG + " ~ +50 " + DEG,
    it(ST, "operating_temperature", DEG, lo=-20, hi=50, condition="ambient"),
)
ST_HUM = f(
    ST,
    1,
    "Ambient humidity 85 % RH max. (no condensation)",
    it(ST, "operating_humidity", "%RH", hi=85),
)
ST_OVER = note(
    ST,
    2,
    "Driver current setting above the rated current per phase shortens the winding life",
)

# ---------------------------------------------------------------- TXA-433
TX_VCC = f(
    TX, 1, "Supply voltage 3.0 5.0 12.0 V", it(TX, "supply_voltage", "V", lo=3.0, typ=5.0, hi=12.0)
)
TX_ABS = f(TX, 2, "Supply voltage 14 V", it(TX, "abs_max_supply_voltage", "V", hi=14))
TX_P5 = f(
    TX,
    1,
    "RF output power (dBm) +1 +6 +10 +13",
    it(TX, "tx_power", "dBm", value=6, condition="VCC = 5 V, TXA-433"),
)
TX_I12 = f(
    TX,
    1,
    "Supply current (mA) 4 9 17 26",
    it(TX, "supply_current", "mA", value=26, condition="VCC = 12 V, DATA high"),
)
TX_315_12 = f(
    TX,
    1,
    "at VCC = 12 V its output power is +12 dBm.",
    it("TXA-315", "tx_power", "dBm", value=12, condition="VCC = 12 V"),
)
TX_VIH = f(
    TX,
    1,
    "DATA input high VCC = 3 V to 12 V 2.5 VCC V",
    it(TX, "input_high_voltage", "V", lo=2.5, condition="DATA"),
)
TX_3V3 = note(TX, 2, "Yes. DATA switches at 2.5 V whatever the supply, and draws under 10 uA.")
TX_TOP = f(
    TX,
    1,
    "Operating temperature -20 +70 " + DEG,
    it(TX, "operating_temperature", DEG, lo=-20, hi=70),
)

# ---------------------------------------------------------------- KTM-130S
KT_VCC = f(
    KT,
    1,
    "Supply voltage VCC 2.8 3.3 3.5 V",
    it(KT, "supply_voltage", "V", lo=2.8, typ=3.3, hi=3.5),
)
KT_ABS = f(KT, 1, "Supply voltage VCC -0.3 4.6 V", it(KT, "abs_max_supply_voltage", "V", hi=4.6))
KT_BLB = f(
    KT,
    1,
    "KTM-130S-B 30 35 mA",
    it("KTM-130S-B", "supply_current", "mA", typ=30, hi=35, condition="backlight current IBL"),
)
KT_SPI = f(
    KT,
    2,
    "fSCL(max) \uff1d 62.5 MHz for write and 6.6 MHz for read.",
    it(KT, "spi_clock_frequency", "MHz", hi=62.5, condition="write"),
)
KT_TOP = f(
    KT,
    1,
    "Operating temperature TOP -20 70 \u2103",
    it(KT, "operating_temperature", DEG, lo=-20, hi=70),
)
KT_SLEEP = f(
    KT,
    1,
    "sleep in 10 50 " + MU + "A",
    it(KT, "standby_current", MU + "A", typ=10, hi=50, condition="sleep in"),
)
KT_5V = note(
    KT,
    2,
    "VCC is 3.3V only. The module has no regulator and no level shifter: 5V on VCC or on any "
    "signal pin damages the driver IC.",
)
