"""Reference facts of the seventy-ninth hold-out set, shared by factual and
compatibility questions. Every number was read off the generated PDFs
(``pdftotext -layout``) and each quote is on the cited page."""

from __future__ import annotations

from qkit import BS, FB, GR, MK, ND, SR, TK, TO, Fact, Item, ev, it

DEG = "\u00b0C"
MU = "\u00b5"
PM = "\u00b1"
OHM = "\u03a9"
LE = "\u2264"
GE = "\u2265"


def f(device: str, page: int, quote: str, *items: Item) -> Fact:
    return list(items), [ev(device, page, quote)]


def note(device: str, page: int, quote: str) -> Fact:
    """A statement without numbers for an item: evidence only."""
    return [], [ev(device, page, quote)]


# ---------------------------------------------------------------- NDC-320 CO2 module
ND_VCC = f(ND, 1, "Working voltage 4.5 V ~ 5.5 V DC", it(ND, "supply_voltage", "V", lo=4.5, hi=5.5))
ND_IAVG = f(
    ND,
    1,
    "Average current < 60 mA (@5 V supply)",
    it(ND, "supply_current", "mA", hi=60, condition="average, 5 V supply"),
)
ND_IPK = f(
    ND,
    1,
    "Peak current 150 mA (@5 V supply, lamp on)",
    it(ND, "supply_current", "mA", hi=150, condition="peak, lamp on"),
)
ND_BAUD = f(
    ND,
    2,
    "Baud rate 9600 bps, data bits 8, stop bit 1, no parity",
    it(ND, "baud_rate", "bps", value=9600),
)
ND_TOP = f(
    ND, 1, "Working temperature 0 ~ 50 " + DEG, it(ND, "operating_temperature", DEG, lo=0, hi=50)
)
ND_RANGE_B = f(
    ND,
    1,
    "NDC-320B 400 ~ 5000 ppm",
    it(
        "NDC-320B",
        "measurement_range",
        "ppm",
        lo=400,
        hi=5000,
        quantity="gas_concentration",
        condition="CO2, NDC-320B",
    ),
)
ND_ACC_B = f(
    ND,
    1,
    "NDC-320B 400 ~ 5000 ppm " + PM + "(50 ppm + 5 % reading)",
    it(
        "NDC-320B",
        "accuracy",
        "ppm",
        lo=-50,
        hi=50,
        quantity="gas_concentration",
        condition="plus 5 % of reading",
    ),
)
ND_RXD = note(
    ND,
    2,
    "TXD and PWM are 3.3 V outputs. RXD is 5 V tolerant, so the module can be connected "
    "directly to a 5 V microcontroller.",
)
ND_LIFE = note(ND, 1, "the gold-plated gas chamber and infrared lamp last more than 5 years")

# ---------------------------------------------------------------- MKB-ADC16 ADC board
MK_VDD = f(
    MK, 1, "Supply voltage (VDD) 2.0 to 5.5 V", it(MK, "supply_voltage", "V", lo=2.0, hi=5.5)
)
MK_RATE = f(
    MK,
    1,
    "Data rate 8 / 16 / 32 / 64 / 128 / 250 / 475 / 860 SPS",
    it(MK, "data_rate", "SPS", lo=8, hi=860),
)
MK_ADDR = f(
    MK,
    1,
    "I2C address 0x48 / 0x49 / 0x4A / 0x4B",
    it(MK, "i2c_address", values=["0x48", "0x49", "0x4A", "0x4B"]),
)
MK_IDD = f(
    MK,
    1,
    "Supply current continuous conversion 150 200 " + MU + "A",
    it(MK, "supply_current", "uA", typ=150, hi=200, condition="continuous conversion"),
)
MK_TOP = f(
    MK,
    1,
    "Operating temperature (board) -20 to +70 " + DEG,
    it(MK, "operating_temperature", DEG, lo=-20, hi=70, condition="board"),
)
MK_FSCL = f(
    MK,
    1,
    "SCL clock frequency Standard / Fast mode 0.01 0.4 MHz",
    it(MK, "i2c_clock_frequency", "MHz", lo=0.01, hi=0.4, condition="standard / fast mode"),
)
MK_PULL = note(
    MK,
    1,
    "The 10 k" + OHM + " pull-up resistors on SCL and SDA go to VDD, so the I2C bus runs at "
    "whatever voltage you power the board with.",
)
MK_AIN = note(MK, 1, "Analog input to GND GND - 0.3 to VDD + 0.3 V for every PGA setting")
MK_NO5V = note(
    MK,
    2,
    "Powered from 3.3 V the board cannot read a 5 V signal on the " + PM + "6.144 V range",
)
MK_FOUR = note(MK, 2, "Four boards (four addresses) can share one bus")
MK_CAL = note(MK, 2, "The board is not calibrated by us; accuracy is that of the chip.")

# ---------------------------------------------------------------- FB-1205 buck module
FB_VIN = f(
    FB,
    1,
    "Ulazni napon, radni / 8 ... 24 V DC 8 ... 24 V DC Input voltage, operating",
    it(FB, "supply_voltage", "V", lo=8, hi=24, condition="input, operating"),
)
FB_IOUT_T = f(
    FB,
    1,
    "Izlazna struja, trajna / 3A 2.4 A Output current, continuous",
    it("FB-1205T", "output_current", "A", hi=3, condition="continuous, FB-1205T"),
)
FB_IOUT_U = f(
    FB,
    1,
    "Izlazna struja, trajna / 3A 2.4 A Output current, continuous",
    it("FB-1205U", "output_current", "A", hi=2.4, condition="continuous, FB-1205U"),
)
FB_NL_U = f(
    FB,
    1,
    "Struja praznog hoda / 6 mA 9 mA No-load input current",
    it("FB-1205U", "quiescent_current", "mA", typ=9, condition="no-load input current, 12 V"),
)
FB_ABS = f(
    FB,
    1,
    "Ulazni napon, granični / 28 V Input voltage, limiting",
    it(FB, "abs_max_supply_voltage", "V", hi=28, condition="input, limiting value"),
)
FB_CAR = note(
    FB,
    2,
    "In a car (12 V system, up to 14.4 V while charging) the module can be connected directly.",
)
FB_TRUCK = note(
    FB,
    2,
    "In 24 V trucks and buses the charging voltage reaches 28 V and load-dump pulses go higher; "
    "there the FB-1205 is outside its operating range.",
)

# ---------------------------------------------------------------- GRW-CS12 soil sensor
GR_VCC = f(
    GR, 1, "Operating voltage 3.3 V to 5.5 V DC", it(GR, "supply_voltage", "V", lo=3.3, hi=5.5)
)
GR_I = f(GR, 1, "Current draw about 5 mA", it(GR, "supply_current", "mA", typ=5))
GR_OUT = f(
    GR,
    1,
    "Output analog voltage on AOUT, 1.2 V (in water) to 3.0 V (in dry air)",
    it(GR, "analog_output_voltage", "V", lo=1.2, hi=3.0, condition="in water ... in dry air"),
)
GR_OUTMAX = note(GR, 1, "On-board regulator 3.3 V LDO - AOUT never goes above 3.0 V")
GR_ABS = f(
    GR,
    2,
    "The on-board regulator is rated for 6 V at most: do not connect VCC to the 9 V battery "
    "clip or a 12 V pump supply.",
    it(GR, "abs_max_supply_voltage", "V", hi=6, condition="on-board regulator rating"),
)
GR_CAL = note(GR, 2, "The GRW-CS12 is not calibrated to volumetric water content")
GR_CABLE = note(GR, 2, "We tested up to 1 m; longer cables pick up noise.")

# ---------------------------------------------------------------- SRL-76 LoRa module
SR_VCC = f(
    SR,
    1,
    "Supply voltage VCC 1.8 3.3 3.7 V",
    it(SR, "supply_voltage", "V", lo=1.8, typ=3.3, hi=3.7),
)
SR_ABS = f(
    SR,
    1,
    "Supply voltage VCC -0.5 3.9 V",
    it(SR, "abs_max_supply_voltage", "V", hi=3.9, condition="VCC, absolute maximum"),
)
SR_PIN = f(
    SR,
    1,
    "Voltage on any digital pin VIO -0.5 VCC + 0.3 (3.9 max) V",
    it(SR, "abs_max_input_voltage", "V", hi=3.9, condition="VCC + 0.3 V, 3.9 V max"),
)
SR_IRX = f(
    SR,
    1,
    "Supply current IRX receive, LoRa 125 kHz 10.8 12 mA",
    it(SR, "supply_current", "mA", typ=10.8, hi=12, condition="receive"),
)
SR_SPI = f(SR, 1, "SPI clock fSCK 10 MHz", it(SR, "spi_clock_frequency", "MHz", hi=10))
SR_F868 = f(
    SR,
    2,
    "Frequency range 410 ... 525 863 ... 870 902 ... 928 MHz",
    it("SRL-76-868", "frequency_band", "MHz", lo=863, hi=870),
)
SR_SENS915 = f(
    SR,
    2,
    "RX sensitivity, SF12 / 125 kHz -148 -146 -145 dBm",
    it("SRL-76-915", "rx_sensitivity", "dBm", value=-145, condition="SF12, 125 kHz"),
)
SR_RANGE = note(SR, 2, "Range depends on antenna, height and environment and is not specified.")

# ---------------------------------------------------------------- BSR-1 solid-state relays
BS_CTRL = f(
    BS,
    1,
    "Control voltage range 4 ... 32 VDC",
    it(BS, "input_high_voltage", "V", lo=4, hi=32, condition="control voltage range"),
)
BS_OP = f(
    BS,
    1,
    "Must-operate voltage " + LE + " 3.8 VDC",
    it(BS, "input_high_voltage", "V", hi=3.8, condition="must-operate voltage"),
)
BS_VL_A25 = f(
    BS,
    1,
    "Load voltage range 24 ... 240 VAC 24 ... 440 VAC 5 ... 60 VDC",
    it("BSR-1A25", "contact_voltage", "V", lo=24, hi=440, condition="AC"),
)
BS_VL_A10 = f(
    BS,
    1,
    "Load voltage range 24 ... 240 VAC 24 ... 440 VAC 5 ... 60 VDC",
    it("BSR-1A10", "contact_voltage", "V", lo=24, hi=240, condition="AC"),
)
BS_VL_D20 = f(
    BS,
    1,
    "Load voltage range 24 ... 240 VAC 24 ... 440 VAC 5 ... 60 VDC",
    it("BSR-1D20", "contact_voltage", "V", lo=5, hi=60, condition="DC"),
)
BS_I_A25 = f(
    BS,
    1,
    "Rated load current, with heat sink 10 A 25 A 20 A (2)",
    it("BSR-1A25", "contact_current", "A", hi=25, condition="with heat sink"),
)
BS_I_D20 = f(
    BS,
    1,
    "Rated load current, with heat sink 10 A 25 A 20 A (2)",
    it("BSR-1D20", "contact_current", "A", hi=20, condition="with heat sink"),
)
BS_INHS_A10 = f(
    BS,
    1,
    "without heat sink 3A 4A 4A (3)",
    it("BSR-1A10", "contact_current", "A", hi=3, condition="without heat sink"),
)
BS_SURGE_A25 = f(
    BS,
    1,
    "Surge current (10 ms) 120 A 250 A",
    it("BSR-1A25", "peak_output_current", "A", hi=250, condition="surge, 10 ms"),
)
BS_AC = note(BS, 2, "AC types will not switch off a DC load.")

# ---------------------------------------------------------------- TKD-45 stepper carrier
TK_VMOT = f(
    TK,
    1,
    "Napájacie napätie motora / 8 ... 35 V 8 ... 35 V Motor supply voltage (VMOT)",
    it(TK, "load_supply_voltage", "V", lo=8, hi=35, condition="VMOT"),
)
TK_VDD = f(
    TK,
    1,
    "Napájacie napätie logiky / 3.0 ... 5.5 V 3.0 ... 5.5 V Logic supply voltage (VDD)",
    it(TK, "logic_supply_voltage", "V", lo=3.0, hi=5.5, condition="VDD"),
)
TK_INHS_45 = f(
    TK,
    1,
    "Prúd na fázu, bez chladiča / 1.0 A 1.5 A Current per phase, no heat sink",
    it(TK, "output_current", "A", hi=1.0, condition="per phase, no heat sink, TKD-45"),
)
TK_INHS_HC = f(
    TK,
    1,
    "Prúd na fázu, bez chladiča / 1.0 A 1.5 A Current per phase, no heat sink",
    it("TKD-45HC", "output_current", "A", hi=1.5, condition="per phase, no heat sink"),
)
TK_IHS_45 = f(
    TK,
    1,
    "Prúd na fázu, chladič a prúdenie vzduchu / 2.0 A 2.5 A Current per phase, heat sink and "
    "air flow",
    it(TK, "output_current", "A", hi=2.0, condition="per phase, heat sink + air flow, TKD-45"),
)
TK_ABS = f(
    TK,
    1,
    "Napätie motora vrátane špičiek / 40 V Motor voltage including spikes",
    it(TK, "abs_max_supply_voltage", "V", hi=40, condition="VMOT including spikes"),
)
TK_VIH = f(TK, 2, "VIH STEP, DIR, EN, MS1-3 2.3 V", it(TK, "input_high_voltage", "V", lo=2.3))
TK_VIH_FIXED = note(
    TK,
    2,
    "VIH is a fixed level, so 3.3 V controllers can drive the inputs even when VDD = 5 V.",
)

# ---------------------------------------------------------------- TOH-OLED13 OLED
TO_VCC = f(TO, 1, "VCC 3.3 - 5 V 3.3 - 5 V", it(TO, "supply_voltage", "V", lo=3.3, hi=5))
TO_ADDR = f(
    TO,
    1,
    "I2C address 0x3C (0x3D with JP1 closed)",
    it(TO, "i2c_address", values=["0x3C", "0x3D"]),
)
TO_IALL = f(
    TO,
    1,
    "Current, all pixels on 27 mA 27 mA",
    it(TO, "supply_current", "mA", value=27, condition="all pixels on"),
)
TO_I2C = f(
    TO,
    1,
    "Interface I2C, up to 400 kHz 4-wire SPI, up to 10 MHz",
    it("TOH-OLED13-I2C", "i2c_clock_frequency", "kHz", hi=400),
)
TO_ABS = f(
    TO,
    2,
    "What is the absolute limit on VCC? 6 V, the rating of the LDO.",
    it(TO, "abs_max_supply_voltage", "V", hi=6),
)
TO_5V = note(
    TO,
    2,
    "the I2C pull-ups go to the regulated 3.3 V rail, so a 3.3 V host sees a 3.3 V bus even "
    "when VCC is 5 V",
)
TO_1MHZ = note(
    TO,
    2,
    "some people run it at 1 MHz and it mostly works, but we do not support that.",
)
