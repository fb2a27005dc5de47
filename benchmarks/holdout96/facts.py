"""Reference facts of the ninety-sixth hold-out set, shared by factual and
compatibility questions. Every number was read off the generated PDFs
(``pdftotext -layout``) and each quote is on the cited page."""

from __future__ import annotations

from qkit import AD, AL, LR, OL, PB, PH, SR, ST, Fact, Item, ev, it

DEG = "\u00b0C"
MU = "\u00b5"
PM = "\u00b1"
FW_C = "\u2103"
FWC = "\uff1a"
FWT = "\uff5e"
GE = "\u2265"
LE = "\u2264"
OHM = "\u03a9"


def f(device: str, page: int, quote: str, *items: Item) -> Fact:
    return list(items), [ev(device, page, quote)]


def note(device: str, page: int, quote: str) -> Fact:
    """A statement without numbers: evidence only."""
    return [], [ev(device, page, quote)]


# ---------------------------------------------------------------- AQ-PH42
PH_VCC = f(
    PH,
    1,
    "Module power supply DC 5V" + PM + "0.2V",
    it(PH, "supply_voltage", "V", typ=5, condition="DC 5 V +/- 0.2 V"),
)
PH_ICC = f(PH, 1, "Working current " + LE + "10mA", it(PH, "supply_current", "mA", hi=10))
PH_OUT = f(
    PH,
    1,
    "Output signal analog voltage 0" + FWT + "3.0V",
    it(PH, "analog_output_voltage", "V", lo=0, hi=3.0, condition="Po"),
)
PH_TOP = f(
    PH,
    1,
    "Working temperature -10" + FWT + "50" + FW_C + "(module)",
    it(PH, "operating_temperature", DEG, lo=-10, hi=50, condition="signal board"),
)
PH_WARM = f(
    PH,
    1,
    "Warm-up time 3min after power on",
    it(PH, "warm_up_time", "min", value=3),
)
PH_RESP = f(PH, 1, "Response time " + LE + "1min", it(PH, "response_time", "min", hi=1))
PH_3V3 = note(
    PH,
    2,
    "A" + FWC + "No. The op-amp needs 5V, at 3.3V the output is clipped near 2.0V and pH above 9 "
    "can not be read.",
)
PH_ADC = note(PH, 2, "Po never goes above 3.0V, so the 3.3V ADC of ESP32 can read Po directly.")
PH_WET = note(PH, 2, "The board and the BNC connector are not waterproof.")
PH_SOL = note(PH, 2, "Solution temperature must be 0" + FWT + "60" + FW_C + ".")

# ---------------------------------------------------------------- CCW-QADC16
AD_VDD = f(AD, 1, "Supply voltage, VDD 2.0 5.5 V", it(AD, "supply_voltage", "V", lo=2.0, hi=5.5))
AD_PD_HOT = f(
    AD,
    1,
    "TA = -40 to +125 " + DEG + " 5 " + MU + "A",
    it(AD, "standby_current", "uA", hi=5, condition="power-down, TA = -40 to +125 °C"),
)
AD_PD_25 = f(
    AD,
    1,
    "Power-down current TA = 25 " + DEG + " 0.5 2 " + MU + "A",
    it(AD, "standby_current", "uA", typ=0.5, hi=2, condition="power-down, TA = 25 °C"),
)
AD_LSB = f(
    AD,
    1,
    "010 " + PM + "2.048 V 62.5 " + MU + "V power-on default",
    it(AD, "resolution", "uV", value=62.5, quantity="voltage", condition="FSR ±2.048 V (default)"),
)
AD_ADDR = f(
    AD,
    2,
    "GND 0x48 default, jumper JP1 closed VDD 0x49 cut JP1, bridge pad V SDA 0x4A cut JP1, "
    "bridge pad D SCL 0x4B",
    it(AD, "i2c_address", values=["0x48", "0x49", "0x4A", "0x4B"]),
)
AD_HS = f(
    AD,
    1,
    "high-speed mode 3.4 MHz",
    it(AD, "i2c_clock_frequency", "MHz", hi=3.4, condition="high-speed mode"),
)
AD_DR = f(AD, 1, "Data rate programmable 8 860 SPS", it(AD, "data_rate", "SPS", lo=8, hi=860))
AD_PULL = note(AD, 2, "On an ESP32 or a Raspberry Pi, power the QADC16 from 3.3 V, not 5 V.")
AD_NOTE1 = note(AD, 1, "no input may go below GND or above VDD")
AD_12V = note(AD, 2, "No. Use a divider so the input stays below VDD")
AD_FOUR = note(AD, 2, "Up to four boards share one bus, one per address.")

# ---------------------------------------------------------------- MSR-2G5
SR_VCC = f(
    SR,
    1,
    "Bordversuergung / Board supply (DC+) 4.75 ... 5.25 4.75 ... 5.25 V",
    it(SR, "supply_voltage", "V", lo=4.75, hi=5.25),
)
SR_IDLE_H = f(
    SR,
    1,
    "Ruhestroum / Idle current, both channels off 3.5 1.2 mA",
    it("MSR-2G5-H", "standby_current", "mA", typ=1.2, condition="both channels off"),
)
SR_ON_LINE = "Kanal UN bei / Channel ON at 0 ... 1.5 2.5 ... 5.25 V"
SR_OFF_LINE = "Kanal AUS bei / Channel OFF at 3.5 ... 5.25 0 ... 1.0 V"
SR_L_ON = f(
    SR,
    1,
    SR_ON_LINE,
    it("MSR-2G5-L", "input_low_voltage", "V", lo=0, hi=1.5, condition="channel ON"),
)
SR_H_ON = f(
    SR,
    1,
    SR_ON_LINE,
    it("MSR-2G5-H", "input_high_voltage", "V", lo=2.5, hi=5.25, condition="channel ON"),
)
SR_L_OFF = f(
    SR,
    1,
    SR_OFF_LINE,
    it("MSR-2G5-L", "input_high_voltage", "V", lo=3.5, hi=5.25, condition="channel OFF"),
)
SR_H_OFF = f(
    SR,
    1,
    SR_OFF_LINE,
    it("MSR-2G5-H", "input_low_voltage", "V", lo=0, hi=1.0, condition="channel OFF"),
)
SR_LOAD = f(
    SR,
    1,
    "Lastspannung / Load voltage, 50/60 Hz 75 230 264 V AC",
    it(SR, "contact_voltage", "V", lo=75, typ=230, hi=264, condition="AC, 50/60 Hz"),
)
SR_ROW = "Max. Stroum pro Kanal / Max. current per channel 2.0 A 1.5 A 1.0 A"
SR_HEAD = "Ambient 25 " + DEG + " 40 " + DEG + " 55 " + DEG
SR_I25 = (
    [it(SR, "contact_current", "A", hi=2.0, condition="25 °C ambient, resistive")],
    [ev(SR, 1, SR_HEAD), ev(SR, 1, SR_ROW)],
)
SR_I40 = (
    [it(SR, "contact_current", "A", hi=1.5, condition="40 °C ambient, resistive")],
    [ev(SR, 1, SR_HEAD), ev(SR, 1, SR_ROW)],
)
SR_TOP = f(
    SR,
    1,
    "Betribstemperatur / Operating temperature -30 ... +80 " + DEG,
    it(SR, "operating_temperature", DEG, lo=-30, hi=80),
)
SR_DC = note(
    SR,
    2,
    "Nee / No. A triac only turns off when the current crosses zero, so a DC load stays on.",
)
SR_3V3 = note(
    SR,
    2,
    "Take the MSR-2G5-H: 3.3 V is above its 2.5 V ON level. The -L version needs at least "
    "3.5 V on the input to turn OFF, so a 3.3 V output can never release it.",
)
SR_5V = note(SR, 2, "The board itself always needs 5 V on DC+.")

# ---------------------------------------------------------------- SXR-LR1
LR_BAND915 = f(
    LR,
    1,
    "SXR-LR1-915 902 - 928 MHz",
    it("SXR-LR1-915", "frequency_band", "MHz", lo=902, hi=928),
)
LR_VDD = f(
    LR,
    1,
    "Supply voltage VDD 1.8 3.3 3.7 V",
    it(LR, "supply_voltage", "V", lo=1.8, typ=3.3, hi=3.7),
)
LR_ABS = f(LR, 1, "Supply voltage VDD -0.5 to 3.9 V", it(LR, "abs_max_supply_voltage", "V", hi=3.9))
LR_5V = note(LR, 1, "The I/O pins follow VDD and are not 5 V tolerant.")
LR_TXI868 = f(
    LR,
    2,
    "TX current +20 dBm, PA_BOOST 120 125 mA",
    it("SXR-LR1-868", "supply_current", "mA", typ=120, condition="TX +20 dBm, PA_BOOST"),
)
LR_RFO915 = f(
    LR,
    2,
    "RFO +14 +13 dBm",
    it("SXR-LR1-915", "tx_power", "dBm", hi=13, condition="RFO"),
)
LR_SENS868 = f(
    LR,
    2,
    "SF12, BW 125 kHz -137 -136 dBm",
    it("SXR-LR1-868", "rx_sensitivity", "dBm", typ=-137, condition="SF12, BW 125 kHz"),
)
LR_SLEEP = f(
    LR,
    2,
    "Sleep current register retention 0.2 0.2 " + MU + "A",
    it(LR, "standby_current", "uA", typ=0.2, condition="sleep"),
)
LR_RANGE = note(LR, 2, "Range is not specified.")
LR_FCC = note(LR, 1, "FCC modular approval pending")

# ---------------------------------------------------------------- SWE-PB5
PB_VIN = f(
    PB,
    1,
    "USB-C charging input 4.5 - 5.5 V 4.5 - 5.5 V",
    it(PB, "supply_voltage", "V", lo=4.5, hi=5.5, condition="USB-C charging input"),
)
PB_VOUT = f(PB, 1, "USB-A output voltage 5.1 V 5.1 V", it(PB, "output_voltage", "V", value=5.1))
PB_IOUT_LINE = "USB-A output current (max.) 1.0 A 2.1 A"
PB_IOUT_2A = f(
    PB, 1, PB_IOUT_LINE, it("SWE-PB5-2A", "output_current", "A", hi=2.1, condition="USB-A")
)
PB_IOUT_1A = f(
    PB, 1, PB_IOUT_LINE, it("SWE-PB5-1A", "output_current", "A", hi=1.0, condition="USB-A")
)
PB_2A_33 = (
    [it("SWE-PB5-2A", "output_current", "A", hi=1.4, condition="cell at 3.3 V")],
    [
        ev(PB, 1, "Cell voltage 3.3 V 3.7 V 4.1 V"),
        ev(PB, 1, "SWE-PB5-2A 1.4 A 2.0 A 2.1 A"),
    ],
)
PB_TCHG = f(
    PB,
    1,
    "Charge only between 0 " + DEG + " and 45 " + DEG,
    it(PB, "operating_temperature", DEG, lo=0, hi=45, condition="charging"),
)
PB_ABS = f(
    PB,
    1,
    "Never put more than 6 V on the VIN pads.",
    it(PB, "abs_max_supply_voltage", "V", hi=6),
)
PB_AUTO = note(PB, 1, "the output switches off about 30 s after the load falls below 60 mA.")
PB_2S = note(
    PB,
    2,
    "Never in series: the board is for 1S only, a 2S pack (8.4 V) will destroy it.",
)
PB_PI4 = note(PB, 2, "The Pi 4 wants 5.1 V at up to 3 A. Neither version can deliver that.")
PB_NOTEMP = note(PB, 2, "No. There is no temperature sensor on the board.")

# ---------------------------------------------------------------- HPL-2130
AL_VDD = f(
    AL,
    1,
    "Supply voltage VDD 1.7 3.0 3.6 V",
    it(AL, "supply_voltage", "V", lo=1.7, typ=3.0, hi=3.6),
)
AL_ADDR_A = f(AL, 2, "HPL-2130A 0x29 A1", it("HPL-2130A", "i2c_address", values=["0x29"]))
AL_ADDR_B = f(AL, 2, "HPL-2130B 0x39 B1", it("HPL-2130B", "i2c_address", values=["0x39"]))
AL_FIXED = note(AL, 2, "The address is fixed in each version; there is no address pin.")
AL_RANGE = f(
    AL,
    1,
    "Dynamic range 0.002 lx to 88,000 lx",
    it(AL, "measurement_range", "lx", lo=0.002, hi=88000, quantity="illuminance"),
)
AL_VIH = f(AL, 1, "VIH SCL, SDA 1.26 V", it(AL, "input_high_voltage", "V", lo=1.26))
AL_STB = f(
    AL,
    1,
    "Standby current ISTB ALS disabled 0.5 1.0 " + MU + "A",
    it(AL, "standby_current", "uA", typ=0.5, hi=1.0),
)
AL_5V = note(AL, 2, "SCL and SDA are not 5 V tolerant.")

# ---------------------------------------------------------------- BRS-DRV35
ST_VMOT = f(
    ST,
    1,
    "Boltahe ng motor / 8 35 V Motor supply voltage (VMOT)",
    it(ST, "load_supply_voltage", "V", lo=8, hi=35),
)
ST_VDD = f(
    ST,
    1,
    "Boltahe ng lohika / 3.0 5.5 V Logic supply voltage (VDD)",
    it(ST, "logic_supply_voltage", "V", lo=3.0, hi=5.5),
)
ST_LEVELS = (
    [
        it(ST, "input_high_voltage", "V", lo=2.2, condition="STEP, DIR, EN, MS1-MS3"),
        it(ST, "input_low_voltage", "V", hi=0.8, condition="STEP, DIR, EN, MS1-MS3"),
    ],
    [
        ev(ST, 1, "Logic supply current 2.2 V 0.8 V"),
        ev(ST, 1, "Rows four and five are VIH and VIL of STEP, DIR, EN and MS1-MS3"),
    ],
)
ST_I_S = f(
    ST,
    1,
    "Tuloy-tuloy, walang hangin / 1.2 2.0 A Continuous, still air, 25 " + DEG,
    it("BRS-DRV35-S", "output_current", "A", hi=1.2, condition="per phase, still air"),
)
ST_ABS = (
    [it(ST, "abs_max_supply_voltage", "V", hi=40, condition="VMOT")],
    [
        ev(ST, 1, "-0.3 V ... 40 V"),
        ev(ST, 1, "40 V is a limit, not an operating voltage"),
    ],
)
ST_LOGIC = note(ST, 1, "3.3 V and 5 V logic both work.")
ST_5V = note(ST, 2, "Hindi / No. Below 8 V the driver does not run reliably")
ST_UVLO = note(ST, 2, "Under-voltage lockout: the outputs stay off while VMOT is below 6.5 V.")
ST_12 = note(ST, 2, "Oo / Yes, both are inside 8-35 V.")

# ---------------------------------------------------------------- DHY-13P
OL_VCC = f(
    OL,
    1,
    "Module supply voltage VCC 3.0 3.3 5.0 V",
    it(OL, "supply_voltage", "V", lo=3.0, typ=3.3, hi=5.0),
)
OL_ICC5_100 = f(
    OL,
    1,
    "VCC = 5.0 V, 100 % on 32 42",
    it(OL, "supply_current", "mA", typ=32, hi=42, condition="VCC = 5.0 V, all pixels on"),
)
OL_ADDR = f(
    OL,
    2,
    "I2C slave address: 0x3C (7-bit) as shipped. Move resistor R3 to position R1 for 0x3D.",
    it(OL, "i2c_address", values=["0x3C", "0x3D"]),
)
OL_SPI = f(
    OL,
    1,
    "SPI clock fSCLK -S version 4 MHz",
    it("DHY-13P-S", "spi_clock_frequency", "MHz", hi=4),
)
OL_SCL = f(
    OL,
    1,
    "I2C clock fSCL -I version 400 kHz",
    it("DHY-13P-I", "i2c_clock_frequency", "kHz", hi=400),
)
OL_PULL = note(
    OL,
    2,
    "The -I version has 4.7 k" + OHM + " pull-ups on SCL and SDA to VCC. With VCC = 5 V the bus "
    "idles at 5 V.",
)
