"""Reference facts of the hundred-and-tenth hold-out set, shared by factual and
compatibility questions. Every number was read off the generated PDFs
(``pdftotext -layout``) and each quote is on the cited page."""

from __future__ import annotations

from qkit import FB, JX, KJ, KS, NH, RM, SL, SM, Fact, Item, ev, it

DEG = "\u00b0C"
MU = "\u00b5"
PM = "\u00b1"
FW_C = "\u2103"
FWT = "\uff5e"
LE = "\u2264"
TIMES = "\u00d7"


def f(device: str, page: int, quote: str, *items: Item) -> Fact:
    return list(items), [ev(device, page, quote)]


def note(device: str, page: int, quote: str) -> Fact:
    """A statement without numbers: evidence only."""
    return [], [ev(device, page, quote)]


# ---------------------------------------------------------------- RMX226
RM_VS = f(
    RM,
    1,
    "VS Operating supply voltage 2.7 3.3 5.5 V",
    it(RM, "supply_voltage", "V", lo=2.7, typ=3.3, hi=5.5),
)
RM_BUS = f(
    RM,
    2,
    "Bus voltage input range (2) 0 36 V",
    it(RM, "measurement_range", "V", lo=0, hi=36, quantity="voltage", condition="bus voltage"),
)
RM_BUSNOTE = note(
    RM, 2, "The bus pin withstands 40 V, but bus voltages are measured only from 0 V to 36 V."
)
RM_VBUSABS = f(
    RM,
    1,
    "VBUS pin -0.3 40 V",
    it(RM, "abs_max_input_voltage", "V", lo=-0.3, hi=40, condition="VBUS pin, absolute maximum"),
)
RM_TAQ = f(
    RM,
    1,
    "RMX226Q1 -40 125 " + DEG,
    it("RMX226Q1", "operating_temperature", DEG, lo=-40, hi=125, condition="free-air, Q1 grade"),
)
RM_AUTO = note(
    RM, 1, "The automotive grade RMX226Q1 is characterized for ambient temperatures up to 125"
)
RM_ADDR40 = f(
    RM,
    2,
    "select one of 16 addresses from 0x40 (A1 = A0 = GND) to 0x4F (A1 = A0 = SCL)",
    it(RM, "i2c_address", values=["0x40"], condition="A1 = A0 = GND"),
)
RM_IDS = note(
    RM,
    2,
    "The manufacturer ID register (FEh) reads 5249h and the die ID register (FFh) reads 2260h; "
    "these are not bus addresses.",
)
RM_CT = f(
    RM,
    2,
    "000 1 000 140 " + MU + "s AVG = 000 001 4 001 204 " + MU + "s 010 16 010 332 " + MU + "s "
    "011 64 011 588 " + MU + "s 100 128 100 1.1 ms VBUSCT = VSHCT = 100 101 256 101 2.116 ms "
    "110 512 110 4.156 ms 111 1024 111 8.244 ms",
    it(RM, "response_time", "ms", lo=0.14, hi=8.244, condition="ADC conversion time settings"),
)
RM_I2C_FAST = f(
    RM,
    2,
    "F(SCL) SCL operating frequency Fast mode 0.001 0.4 MHz",
    it(RM, "i2c_clock_frequency", "MHz", hi=0.4, condition="fast mode"),
)

# ---------------------------------------------------------------- KSP388
KS_VDD = f(
    KS,
    1,
    "Supply voltage VDD ripple max. 50 mVpp 1.65 1.8 3.6 V internal domains",
    it(KS, "supply_voltage", "V", lo=1.65, typ=1.8, hi=3.6, condition="VDD"),
)
KS_VDDIO = f(
    KS,
    1,
    "Supply voltage VDDIO 1.2 1.8 3.6 V I/O domain",
    it(KS, "io_supply_voltage", "V", lo=1.2, typ=1.8, hi=3.6, condition="VDDIO"),
)
KS_ABS = f(
    KS,
    2,
    "Voltage at any supply pin VDD and VDDIO pin -0.3 4.25 V",
    it(KS, "abs_max_supply_voltage", "V", lo=-0.3, hi=4.25),
)
KS_ADDR = f(
    KS,
    2,
    "with SDO connected to GND the address is 0x76, with SDO connected to VDDIO it is 0x77",
    it(KS, "i2c_address", values=["0x76", "0x77"]),
)
KS_CHIPID = note(KS, 2, "The CHIP_ID register (0x00) returns 0x52; it is not an address.")
KS_UHR = f(
    KS,
    1,
    "Ultra high resolution "
    + TIMES
    + "16 "
    + TIMES
    + "2 23.8 "
    + MU
    + "A 1.7 Pa indoor navigation",
    it(KS, "supply_current", "uA", typ=23.8, condition="ultra high resolution, forced mode, 1 Hz"),
)
KS_ABSACC = f(
    KS,
    1,
    "Absolute accuracy Pabs 300 ... 1100 hPa, 0 ... 65 " + DEG + " " + PM + "0.50 hPa pressure",
    it(
        KS,
        "accuracy",
        "hPa",
        lo=-0.5,
        hi=0.5,
        quantity="pressure",
        condition="absolute, 300 ... 1100 hPa, 0 ... 65 °C (typ.)",
    ),
)
KS_VENT = note(KS, 2, "Do not expose the vent hole to liquids or cleaning agents.")

# ---------------------------------------------------------------- KJ1117
KJ_VIN_ABS = f(
    KJ,
    1,
    "Input Voltage VIN 15 V",
    it(KJ, "abs_max_supply_voltage", "V", hi=15, condition="VIN, absolute maximum"),
)
KJ_VIN_REC = f(
    KJ,
    1,
    "Input Voltage VIN Note 1 12 V",
    it(KJ, "supply_voltage", "V", hi=12, condition="VIN, recommended maximum"),
)
KJ_VO_LINES = (
    "Output Voltage (typ.) 1.800V 2.500V 3.300V 5.000V "
    "Output Voltage (min.) 0 " + LE + " IOUT " + LE + " 1A 1.782V 2.475V 3.267V 4.950V "
    "Output Voltage (max.) 0 " + LE + " IOUT " + LE + " 1A 1.818V 2.525V 3.333V 5.050V"
)
KJ_VO33 = f(
    KJ,
    2,
    KJ_VO_LINES,
    it("KJ1117-33", "output_voltage", "V", lo=3.267, typ=3.3, hi=3.333, condition="0 to 1 A"),
)
KJ_VO50 = f(
    KJ,
    2,
    KJ_VO_LINES,
    it("KJ1117-50", "output_voltage", "V", lo=4.95, typ=5.0, hi=5.05, condition="0 to 1 A"),
)
KJ_DO_100 = f(
    KJ,
    2,
    "Dropout Voltage IOUT = 100mA 1.00 1.10 V",
    it(KJ, "dropout_voltage", "V", typ=1.0, hi=1.1, condition="IOUT = 100 mA"),
)
KJ_DO_500 = f(
    KJ,
    2,
    "IOUT = 500mA 1.05 1.20 V",
    it(KJ, "dropout_voltage", "V", typ=1.05, hi=1.2, condition="IOUT = 500 mA"),
)
KJ_IOUT = f(
    KJ,
    1,
    "Output current up to 1A; current limit and thermal shutdown",
    it(KJ, "output_current", "A", hi=1),
)
KJ_IQ = f(
    KJ,
    2,
    "Quiescent Current (typ.) VIN " + LE + " 12V 5mA 5mA 5mA 5mA "
    "Quiescent Current (max.) VIN " + LE + " 12V 10mA 10mA 10mA 10mA",
    it(KJ, "quiescent_current", "mA", typ=5, hi=10),
)
KJ_TJ = note(KJ, 1, "Operating Junction Temperature TJ 0 125")

# ---------------------------------------------------------------- SME2003
SM_IC = f(
    SM,
    1,
    "IC Continuous collector current (each output) 500 mA",
    it(SM, "output_current", "mA", hi=500, condition="continuous, each output"),
)
SM_PEAK = f(
    SM,
    1,
    "the peak current of one output is 600 mA",
    it(SM, "peak_output_current", "mA", hi=600),
)
SM_VCE = (
    [it(SM, "load_supply_voltage", "V", hi=50, condition="output voltage VCE / load supply")],
    [
        ev(SM, 1, "VCE Output voltage 50 V"),
        ev(SM, 2, "the load supply must not exceed 50 V"),
    ],
)
SM_VION_200 = f(
    SM,
    2,
    "SME2003, VCE = 2 V, IC = 200 mA 2.4 V",
    it(SM, "input_high_voltage", "V", hi=2.4, condition="input on voltage VI(on), IC = 200 mA"),
)
SM_VION_300 = f(
    SM,
    2,
    "SME2003, VCE = 2 V, IC = 300 mA 3.0 V",
    it(SM, "input_high_voltage", "V", hi=3.0, condition="input on voltage VI(on), IC = 300 mA"),
)
SM4_VION_350 = f(
    SM,
    2,
    "SME2004, VCE = 2 V, IC = 350 mA 8.0 V",
    it(
        "SME2004",
        "input_high_voltage",
        "V",
        hi=8.0,
        condition="input on voltage VI(on), IC = 350 mA",
    ),
)
SM_TAMB = f(
    SM,
    1,
    "Tamb Operating ambient temperature range -20 to 85 " + DEG,
    it(SM, "operating_temperature", DEG, lo=-20, hi=85),
)
SM_SEVEN = f(
    SM,
    2,
    "7 500 230 140 mA",
    it(
        SM,
        "output_current",
        "mA",
        hi=140,
        condition="7 outputs conducting, 100 % duty cycle, DIP-16, Tamb = 50 °C",
    ),
)
SM_FOUR = note(SM, 2, "4 500 330 200 mA")
SM_T5 = note(
    SM,
    2,
    "Table 5. Maximum collector current per output vs duty cycle (DIP-16, Tamb = 50 " + DEG + ")",
)

# ---------------------------------------------------------------- JX-2812B
JX_VDD = f(
    JX,
    1,
    "Power supply voltage VDD 3.5 5.0 5.3 V",
    it(JX, "supply_voltage", "V", lo=3.5, typ=5.0, hi=5.3),
)
JX_VIH = note(JX, 1, "Input high level voltage VIH 0.7VDD V VDD=5.0V")
JX_SAME = note(
    JX, 2, "The controller should use the same supply voltage as the LEDs; see VIH in section 6."
)
JX_RATE = f(
    JX,
    1,
    "Data transfer rate 800 Kbps, NZR single-wire protocol",
    it(JX, "baud_rate", "kbps", value=800),
)
JX_COLOURS = (
    [
        it(JX, "output_current", "mA", typ=12, condition="red"),
        it(JX, "output_current", "mA", typ=12, condition="green"),
        it(JX, "output_current", "mA", typ=12, condition="blue"),
    ],
    [
        ev(JX, 2, "Red 620 ~ 630 550 ~ 700 12 1.8 ~ 2.2"),
        ev(JX, 2, "Green 515 ~ 530 1100 ~ 1400 12 2.8 ~ 3.2"),
        ev(JX, 2, "Blue 465 ~ 475 200 ~ 400 12 2.9 ~ 3.3"),
    ],
)
JX_TOP = f(
    JX,
    1,
    "Operating temperature Topt -25 ~ +80 " + DEG,
    it(JX, "operating_temperature", DEG, lo=-25, hi=80),
)
JX_PIXEL = f(
    JX,
    2,
    "with all three colours at full brightness one pixel draws about 36 mA plus the static current",
    it(JX, "supply_current", "mA", typ=36, condition="one pixel, all colours full"),
)

# ---------------------------------------------------------------- FBC2515
FB_VDD_LINE = "Versorgensspannen / VDD 2.7 ... 5.5 4.5 ... 5.5 V Supply voltage"
FB_VDD_I = f(FB, 1, FB_VDD_LINE, it("FBC2515-I", "supply_voltage", "V", lo=2.7, hi=5.5))
FB_VDD_E = f(FB, 1, FB_VDD_LINE, it("FBC2515-E", "supply_voltage", "V", lo=4.5, hi=5.5))
FB_SLEEP_I = f(
    FB,
    2,
    "Slaapstroom / IDDS 5 " + MU + "A -I grade, all inputs at rail Sleep current",
    it("FBC2515-I", "standby_current", "uA", hi=5),
)
FB_IFACE = (
    [it(FB, "interface", values=["SPI", "CAN"])],
    [
        ev(FB, 1, "The FBC2515 implements CAN specification 2.0B at bit rates up to 1 Mb/s."),
        ev(FB, 1, "talks to the host through a standard SPI at up to 10 MHz"),
    ],
)
FB_SPI = f(
    FB,
    1,
    "SPI-Takt / FCLK max. 10 max. 10 MHz SPI clock frequency",
    it(FB, "spi_clock_frequency", "MHz", hi=10),
)
FB_VIH = note(
    FB,
    2,
    "Hoch-Ingangsspannen / VIH 0.8 VDD VDD + 0.3 V SCK, CS, SI, RESET High-level input voltage",
)
FB_LVL = note(
    FB,
    2,
    "A host that runs from a lower voltage than the FBC2515 needs level translation.",
)
FB_XCVR = note(
    FB, 1, "A CAN transceiver is needed between TXCAN / RXCAN and the bus; it is not part of this"
)
FB_CAN = note(FB, 1, "CAN-Bitrate / max. 1 max. 1 Mb/s CAN bit rate")

# ---------------------------------------------------------------- SLS7710
SL_VDD = f(
    SL,
    1,
    "Napjeće zastaranja / VDD 2.5 3.3 3.6 V Supply voltage",
    it(SL, "supply_voltage", "V", lo=2.5, typ=3.3, hi=3.6),
)
SL_ABS = f(
    SL,
    1,
    "Napjeće zastaranja / Supply voltage VDD -0.5 4.0 V",
    it(SL, "abs_max_supply_voltage", "V", lo=-0.5, hi=4.0),
)
SL_VPU = note(SL, 1, "Napjeće pull-up (SCL, SDA) / VPU 1.7 3.6 V Pull-up voltage")
SL_NO5V = note(SL, 2, "Do not pull the bus lines up to 5 V (see pull-up voltage in section 3).")
SL_I2C = f(
    SL,
    1,
    "Taktowa frekwenca I\u00b2C / fSCL 10 400 kHz I\u00b2C clock frequency",
    it(SL, "i2c_clock_frequency", "kHz", lo=10, hi=400),
)
SL_ADDR = f(
    SL,
    1,
    "It talks over an I\u00b2C bus at the fixed 7-bit address 0x10; no address pin is provided.",
    it(SL, "i2c_address", values=["0x10"]),
)
SL_RANGE = f(
    SL,
    1,
    "Měrjenski wobłuk / gain " + TIMES + "1/8, IT = 25 ms 0 120 000 lx Measuring range",
    it(SL, "measurement_range", "lx", lo=0, hi=120000, quantity="illuminance"),
)
SL_RES_G1_100 = f(
    SL,
    2,
    "100 ms 0.0288 0.0576 0.2304 0.4608",
    it(
        SL,
        "resolution",
        "lx/count",
        value=0.0576,
        quantity="illuminance",
        condition="gain x1, IT = 100 ms",
    ),
)
SL_HEAD = note(SL, 2, "Gain " + TIMES + "2 Gain " + TIMES + "1 Gain " + TIMES + "1/4 Gain ")

# ---------------------------------------------------------------- NH1637
NH_VDD = f(
    NH,
    1,
    "Logic power supply voltage VDD 4.5 5 5.5 V",
    it(NH, "supply_voltage", "V", lo=4.5, typ=5, hi=5.5),
)
NH_VIH = note(NH, 1, "High level input voltage VIH 0.7 VDD VDD V")
NH_PULL = note(NH, 2, "Pull-up resistors of 10 K\u03a9 to VDD on CLK and DIO are required.")
NH_SEG = f(
    NH,
    2,
    "High level output current Ioh1 -20 -25 -40 mA SEG1" + FWT + "SEG8, Vo = VDD-2V",
    it(
        NH,
        "output_current",
        "mA",
        lo=-20,
        typ=-25,
        hi=-40,
        condition="segment source current, Vo = VDD - 2 V (signs as in the sheet)",
    ),
)
NH_TOP = f(
    NH,
    1,
    "Operating temperature Topt -40 " + FWT + " +80 " + FW_C,
    it(NH, "operating_temperature", DEG, lo=-40, hi=80),
)
NH_NOTI2C = note(NH, 1, "the two-wire interface is not I2C. The NH1637 has no device address")
