"""Reference facts of the hundred-and-seventeenth hold-out set, shared by factual and
compatibility questions. Every number was read off the generated PDFs
(``pdftotext -layout``) and each quote is on the cited page."""

from __future__ import annotations

from qkit import AP, HG, MA, OP, RB, RS, SC, VK, Fact, Item, ev, it

DEG = "\u00b0C"
MU = "\u00b5"
PM = "\u00b1"
OHM = "\u03a9"
ARROW = "\u2192"
LE = "\u2264"


def f(device: str, page: int, quote: str, *items: Item) -> Fact:
    return list(items), [ev(device, page, quote)]


def note(device: str, page: int, quote: str) -> Fact:
    """A statement without numbers needed as items: evidence only."""
    return [], [ev(device, page, quote)]


# ---------------------------------------------------------------- OPL1752
OP_VCC = f(
    OP,
    1,
    "VCC Voltage Vcc 2.4 3.0 3.6 V",
    it(OP, "supply_voltage", "V", lo=2.4, typ=3.0, hi=3.6, condition="VCC, operating conditions"),
)
OP_DVI = f(
    OP,
    1,
    "I2C Reference Voltage VDVI 1.65 - VCC V",
    it(OP, "io_supply_voltage", "V", lo=1.65, condition="DVI (I2C reference), max = VCC"),
)
OP_ABS = f(
    OP,
    1,
    "Supply Voltage Vmax 4.5 V",
    it(OP, "abs_max_supply_voltage", "V", hi=4.5, condition="absolute maximum"),
)
OP_PD = f(
    OP,
    1,
    "Powerdown Current Icc2 - 0.01 1.0 " + MU + "A No input light",
    it(OP, "standby_current", "uA", typ=0.01, hi=1.0, condition="power-down, no input light"),
)
OP_RES_H2 = f(
    OP,
    1,
    "H-Resolution Mode2 rHR2 - 0.5 - lx",
    it(OP, "resolution", "lx", typ=0.5, quantity="illuminance", condition="H-Resolution Mode2"),
)
OP_RANGE = f(
    OP,
    1,
    "Wide range and high resolution: 1 - 65535 lx",
    it(
        OP,
        "measurement_range",
        "lx",
        lo=1,
        hi=65535,
        quantity="illuminance",
        condition="default MTreg",
    ),
)
OP_EXT = note(
    OP,
    2,
    "The measurement range can be extended to 0.11 lx ~ 100000 lx by changing MTreg; the "
    "figures above are for the default MTreg = 69.",
)
OP_ADDR = f(
    OP,
    2,
    "ADDR = 'H' (ADDR \u2265 0.7 VCC) gives '1011100' (0x5C); ADDR = 'L' (ADDR "
    + LE
    + " 0.3 VCC) gives '0100011' (0x23).",
    it(OP, "i2c_address", values=["0x23", "0x5C"], condition="ADDR low / high"),
)
OP_WR = note(OP, 2, "Hosts that work with 8-bit bytes send 0x46 to write and 0x47 to read")
OP_SCL = f(
    OP,
    2,
    "SCL Clock Frequency fSCL - - 400 kHz",
    it(OP, "i2c_clock_frequency", "kHz", hi=400),
)

# ---------------------------------------------------------------- MAS3570
MA_ABS = f(
    MA,
    1,
    "VDD to PGND" + "." * 168 + "-0.3 V to +6.0 V",
    it(MA, "abs_max_supply_voltage", "V", hi=6.0, condition="VDD to PGND, absolute maximum"),
)
MA_TOP = f(
    MA,
    1,
    "Operating Temperature Range" + "." * 142 + "-40" + DEG + " to +85" + DEG,
    it(MA, "operating_temperature", DEG, lo=-40, hi=85),
)
MA_VDD = f(
    MA,
    2,
    "Supply Voltage Range VDD Guaranteed by PSRR test 2.5 5.5 V",
    it(MA, "supply_voltage", "V", lo=2.5, hi=5.5),
)
MA_IQ37 = f(
    MA,
    2,
    "Quiescent Current IDD mA VDD = 3.7 V 2.1 2.9",
    it(MA, "quiescent_current", "mA", typ=2.1, hi=2.9, condition="VDD = 3.7 V"),
)
MA_SD = f(
    MA,
    2,
    "Shutdown Current ISHDN SD_MODE = 0 V, TA = +25" + DEG + " 0.6 2 " + MU + "A",
    it(MA, "standby_current", "uA", typ=0.6, hi=2, condition="shutdown, SD_MODE = 0 V"),
)
MA_VIH = f(
    MA,
    2,
    "VIH BCLK, LRCLK, DIN 1.3 V",
    it(MA, "input_high_voltage", "V", lo=1.3, condition="BCLK, LRCLK, DIN"),
)
MA_VIL = f(
    MA,
    2,
    "VIL BCLK, LRCLK, DIN 0.6 V",
    it(MA, "input_low_voltage", "V", hi=0.6, condition="BCLK, LRCLK, DIN"),
)
MA_FS = f(
    MA,
    2,
    "Sample Rate fS LRCLK frequency 8 96 kHz",
    it(MA, "data_rate", "kHz", lo=8, hi=96, condition="sample rate (LRCLK)"),
)
MA_HOSTS = note(
    MA,
    2,
    "The digital inputs are referenced to internal 1.8 V logic and accept signals up to VDD, "
    "so 1.8 V, 3.3 V and 5 V hosts can drive them directly.",
)
MA_P_37 = note(
    MA,
    2,
    "THD+N = 10 %, f = 1 kHz: RL = 4 "
    + OHM
    + ", VDD = 5.0 V 3.0 Output Power POUT RL = 4 "
    + OHM
    + ", VDD = 3.7 V 1.6 W",
)
MA_P_1PCT = note(
    MA,
    2,
    "THD+N = 1 %, f = 1 kHz: RL = 4 "
    + OHM
    + ", VDD = 5.0 V 2.4 W RL = 8 "
    + OHM
    + ", VDD = 5.0 V 1.4",
)

# ---------------------------------------------------------------- SCB-4988
SC_VMOT = f(
    SC,
    1,
    "Motor supply VMOT " + ARROW + " 8 V to 35 V",
    it(SC, "load_supply_voltage", "V", lo=8, hi=35, condition="VMOT"),
)
SC_VDD = f(
    SC,
    1,
    "Logic supply VDD " + ARROW + " 3 V to 5.5 V",
    it(SC, "logic_supply_voltage", "V", lo=3, hi=5.5, condition="VDD"),
)
SC_I1 = f(
    SC,
    1,
    "Current per coil, no heatsink or fan " + ARROW + " about 1 A continuous",
    it(SC, "output_current", "A", value=1, condition="per coil, no heatsink or fan"),
)
SC_2S = note(
    SC,
    2,
    "7.4 V nominal is below the 8 V minimum for VMOT and the driver's under-voltage lockout "
    "will cut in.",
)
SC_3V3 = note(SC, 2, "VDD can be anything from 3 V to 5.5 V; feed VDD from the board's 3.3 V pin")
SC_TEMP = note(
    SC, 2, "What is the operating temperature range? A: We do not publish one for the board."
)

# ---------------------------------------------------------------- RS7800
RS_ABS = f(
    RS,
    1,
    "Input voltage (RS7805, RS7809, RS7812) VI 35 V",
    it("RS7812", "abs_max_supply_voltage", "V", hi=35, condition="input voltage, absolute maximum"),
)
RS_TJ_A = f(
    RS,
    1,
    "Operating junction temperature, A grade TJ -40 to +125 " + DEG,
    it("RS7805A", "operating_temperature", DEG, lo=-40, hi=125, condition="junction, A grade"),
)
RS_VO5C = f(
    RS,
    2,
    "Output voltage, VO TJ = 25" + DEG + " 4.8 5.0 5.2 8.64 9.0 9.36 11.52 12 12.48 V C grade",
    it("RS7805C", "output_voltage", "V", lo=4.8, typ=5.0, hi=5.2, condition="C grade, TJ = 25 °C"),
)
RS_VI5 = f(
    RS,
    2,
    "Input voltage for VI IO = 5 mA to 1 A 7.0 20 11.5 24 14.5 27 V regulation",
    it("RS7805", "supply_voltage", "V", lo=7.0, hi=20, condition="input voltage for regulation"),
)
RS_VI9 = f(
    RS,
    2,
    "Input voltage for VI IO = 5 mA to 1 A 7.0 20 11.5 24 14.5 27 V regulation",
    it("RS7809", "supply_voltage", "V", lo=11.5, hi=24, condition="input voltage for regulation"),
)
RS_VI12 = f(
    RS,
    2,
    "Input voltage for VI IO = 5 mA to 1 A 7.0 20 11.5 24 14.5 27 V regulation",
    it("RS7812", "supply_voltage", "V", lo=14.5, hi=27, condition="input voltage for regulation"),
)
RS_IQ12 = f(
    RS,
    2,
    "Quiescent current IQ TJ = 25" + DEG + " 5.0 8.0 5.0 8.0 5.1 8.0 mA",
    it("RS7812", "quiescent_current", "mA", typ=5.1, hi=8.0, condition="TJ = 25 °C"),
)
RS_DROP = f(
    RS,
    2,
    "Dropout voltage VD IO = 1 A 2.0 2.0 2.0 V",
    it(RS, "dropout_voltage", "V", typ=2.0, condition="IO = 1 A"),
)
RS_24 = note(
    RS,
    2,
    "A 24 V input is allowed for the RS7809 and RS7812 only; the RS7805 must stay at or below "
    "20 V for regulation.",
)

# ---------------------------------------------------------------- AP74HC595
AP_VCC = f(
    AP,
    1,
    "Supply voltage VCC 2.0 5.0 6.0 V",
    it(AP, "supply_voltage", "V", lo=2.0, typ=5.0, hi=6.0),
)
AP_ABS = f(
    AP,
    1,
    "Supply voltage VCC -0.5 to +7.0 V",
    it(AP, "abs_max_supply_voltage", "V", hi=7.0),
)
AP_VIH45 = f(
    AP,
    1,
    "VIH 4.5 3.15 3.15 3.15 V",
    it(AP, "input_high_voltage", "V", lo=3.15, condition="VCC = 4.5 V"),
)
AP_VIH6 = f(
    AP,
    1,
    "VIH 4.5 3.15 3.15 3.15 V voltage 6.0 4.2 4.2 4.2",
    it(AP, "input_high_voltage", "V", lo=4.2, condition="VCC = 6.0 V"),
)
AP_FMAX6 = f(
    AP,
    2,
    "fmax SRCLK 4.5 30 80 25 20 MHz frequency 6.0 35 95 29 24",
    it(
        AP,
        "spi_clock_frequency",
        "MHz",
        hi=35,
        condition="fmax SRCLK, VCC = 6.0 V, TA = 25 °C (guaranteed min)",
    ),
)
AP_95 = note(
    AP,
    2,
    "the 95 MHz in the feature list is a typical bench figure with a 15 pF load and is not "
    "guaranteed.",
)

# ---------------------------------------------------------------- RBC5220
RB_VDD = f(
    RB,
    1,
    "VDDA analog supply voltage VDD(PVDD) " + LE + " VDDA = VDDD = VDD(TVDD); 2.5 3.3 3.6 V",
    it(RB, "supply_voltage", "V", lo=2.5, typ=3.3, hi=3.6, condition="VDDA = VDDD = VDD(TVDD)"),
)
RB_PVDD = f(
    RB,
    1,
    "VDD(PVDD) PVDD supply voltage pad supply of the host interface 1.6 1.8 3.6 V",
    it(RB, "io_supply_voltage", "V", lo=1.6, typ=1.8, hi=3.6, condition="PVDD"),
)
RB_SPI = f(
    RB,
    1,
    "The host talks to it through SPI up to 10 Mbit/s",
    it(RB, "spi_clock_frequency", "MHz", hi=10, condition="10 Mbit/s"),
)
RB_PD = f(
    RB,
    1,
    "Ipd power-down current 5 " + MU + "A hard power-down; pin NRSTPD set LOW",
    it(RB, "standby_current", "uA", hi=5, condition="hard power-down"),
)
RB_UART0 = f(
    RB,
    2,
    "UART 1228.8 kBd; 9.6 kBd after reset",
    it(RB, "baud_rate", "kbaud", value=9.6, condition="after reset"),
)
RB_ABS = f(
    RB,
    2,
    "VDD(PVDD) PVDD supply voltage -0.5 +4.0 V",
    it(RB, "abs_max_supply_voltage", "V", hi=4.0, condition="PVDD"),
)
RB_5V = note(
    RB,
    2,
    "Remark: the host interface pins are supplied from PVDD and are not 5 V tolerant.",
)
RB_RANGE = note(
    RB,
    1,
    "Typical operating distance in read/write mode up to 50 mm, depending on the antenna size "
    "and tuning",
)

# ---------------------------------------------------------------- HG-Z16
HG_VIN = f(
    HG,
    1,
    "Working voltage 4.5 V ~ 5.5 V DC",
    it(HG, "supply_voltage", "V", lo=4.5, hi=5.5),
)
HG_IAVG = f(
    HG,
    1,
    "Average current < 60 mA (@5 V power supply)",
    it(HG, "supply_current", "mA", hi=60, condition="average, 5 V"),
)
HG_IPK = f(
    HG,
    1,
    "Peak current 150 mA (@5 V power supply)",
    it(HG, "supply_current", "mA", hi=150, condition="peak, 5 V"),
)
HG_WARM = f(HG, 1, "Preheat time 3 min", it(HG, "warm_up_time", "min", value=3))
HG_RANGE_C = f(
    HG,
    1,
    "HG-Z16C 0 ~ 10000 ppm " + PM + "(100 ppm + 5 % reading) not available",
    it(
        "HG-Z16C",
        "measurement_range",
        "ppm",
        lo=0,
        hi=10000,
        quantity="gas_concentration",
        condition="HG-Z16C",
    ),
)
HG_BAUD = f(
    HG,
    2,
    "General settings: baud rate 9600, data bits 8, stop bit 1, no parity.",
    it(HG, "baud_rate", "bps", value=9600),
)
HG_LEVEL = note(HG, 1, "Interface level 3.3 V")
HG_RX5V = note(
    HG,
    2,
    "TXD can be read directly by 5 V and 3.3 V MCUs. Do not apply 5 V signals to RXD",
)
HG_WATER = note(HG, 2, "The module is not waterproof.")

# ---------------------------------------------------------------- VK3231
VK_ADDR = f(
    VK,
    1,
    "The 7-bit I2C slave address is 1101000b (0x68)",
    it(VK, "i2c_address", values=["0x68"]),
)
VK_VCC = f(
    VK,
    1,
    "Tensio de nutrado / VCC 2.3 3.3 5.5 V Supply voltage",
    it(VK, "supply_voltage", "V", lo=2.3, typ=3.3, hi=5.5, condition="VCC"),
)
VK_VBAT = f(
    VK,
    1,
    "Tensio de la rezerva baterio / VBAT 2.3 3.0 5.5 V Backup battery voltage",
    it(VK, "supply_voltage", "V", lo=2.3, typ=3.0, hi=5.5, condition="VBAT, backup battery"),
)
VK_TOP_C = f(
    VK,
    1,
    "VK3231C 0" + DEG + " ... +70" + DEG + " SO-16, 300 mil",
    it("VK3231C", "operating_temperature", DEG, lo=0, hi=70),
)
VK_TOP_N = f(
    VK,
    1,
    "VK3231N -40" + DEG + " ... +85" + DEG + " SO-16, 300 mil",
    it("VK3231N", "operating_temperature", DEG, lo=-40, hi=85),
)
VK_ACC40 = f(
    VK,
    1,
    "Frekvenca stabileco / 0" + DEG + " ... +40" + DEG + " " + PM + "2 " + PM + "2 ppm",
    it(VK, "accuracy", "ppm", lo=-2, hi=2, condition="frequency stability, 0 to +40 °C"),
)
VK_IBAT = f(
    VK,
    2,
    "Baterio-kurento, tempokonservado / IBATT VBAT = 3.63 V 0.84 3.0 " + MU + "A",
    it(VK, "standby_current", "uA", typ=0.84, hi=3.0, condition="timekeeping from VBAT = 3.63 V"),
)
VK_PU = note(
    VK,
    2,
    "SCL and SDA are open drain; pull-ups may go to any voltage up to 5.5 V, also when VCC is 3.3 V.",
)
VK_COIN = note(
    VK,
    2,
    "any primary lithium coin cell between 2.3 V and 5.5 V, e.g. a 3 V CR2032, may be "
    "connected to VBAT.",
)
