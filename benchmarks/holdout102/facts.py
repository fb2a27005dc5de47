"""Reference facts of the hundred-and-second hold-out set, shared by factual and
compatibility questions. Every number was read off the generated PDFs
(``pdftotext -layout``) and each quote is on the cited page."""

from __future__ import annotations

from qkit import AT, AX, DK, EK, JM, LS, TR, ZM, Fact, Item, ev, it

DEG = "\u00b0C"
MU = "\u00b5"
PM = "\u00b1"
OHM = "\u03a9"
GE = "\u2265"
TIMES = "\u00d7"
OK = "\u02bb"


def f(device: str, page: int, quote: str, *items: Item) -> Fact:
    return list(items), [ev(device, page, quote)]


def note(device: str, page: int, quote: str) -> Fact:
    """A statement without numbers: evidence only."""
    return [], [ev(device, page, quote)]


# ---------------------------------------------------------------- ETK-HC712
EK_VCC = f(
    EK,
    1,
    "Supply voltage 4.5 5.0 5.5 V",
    it(EK, "supply_voltage", "V", lo=4.5, typ=5.0, hi=5.5, condition="board supply VCC"),
)
EK_ICC = f(
    EK,
    1,
    "Supply current 10 13 mA LED included",
    it(EK, "supply_current", "mA", typ=10, hi=13, condition="VCC = 5 V, LED included"),
)
EK_SWING = f(
    EK,
    1,
    "Output swing 0.5 4.5 V into 10 k" + OHM,
    it(EK, "analog_output_voltage", "V", lo=0.5, hi=4.5, condition="into 10 kOhm"),
)
EK_SENS20 = f(
    EK,
    1,
    "Output slope 180 mV/A 96 mV/A 64 mV/A",
    it(
        "ETK-HC712-20", "sensitivity", "mV/A", value=96, quantity="current", condition="-20 version"
    ),
)
EK_RANGE05 = f(
    EK,
    1,
    "Current range " + PM + "5 A " + PM + "20 A " + PM + "30 A",
    it(
        "ETK-HC712-05",
        "measurement_range",
        "A",
        lo=-5,
        hi=5,
        quantity="current",
        condition="-05 version",
    ),
)
EK_RANGE30 = f(
    EK,
    1,
    "Current range " + PM + "5 A " + PM + "20 A " + PM + "30 A",
    it(
        "ETK-HC712-30",
        "measurement_range",
        "A",
        lo=-30,
        hi=30,
        quantity="current",
        condition="-30 version",
    ),
)
EK_TOP = f(
    EK,
    2,
    "Use the board between -20 and +70 " + DEG + " ambient",
    it(EK, "operating_temperature", DEG, lo=-20, hi=70, condition="board ambient (FAQ)"),
)
EK_3V3 = note(EK, 2, "A: No. The sensor IC needs at least 4.5 V.")
EK_WET = note(EK, 2, "A: No. It is a bare board; keep it dry.")
EK_MAINS = note(
    EK,
    2,
    "so a 230 V AC load can be measured, but the screw terminal is exposed",
)

# ---------------------------------------------------------------- AMX3316
AX_VDD = f(
    AX,
    1,
    "Supply voltage VDD 1.71 2.5 3.6 V",
    it(AX, "supply_voltage", "V", lo=1.71, typ=2.5, hi=3.6, condition="VDD, recommended"),
)
AX_VDDIO = f(
    AX,
    1,
    "Interface supply voltage VDDIO 1.62 1.8 VDD + 0.1 V",
    it(AX, "io_supply_voltage", "V", lo=1.62, typ=1.8, condition="VDDIO; max VDD + 0.1 V"),
)
AX_ABS = f(
    AX,
    1,
    "Supply voltage VDD -0.3 to 4.2 V",
    it(AX, "abs_max_supply_voltage", "V", hi=4.2, condition="VDD, absolute maximum"),
)
AX_ADDR = f(
    AX,
    2,
    "giving 0x18 with SA0 connected to GND and 0x19 with SA0 connected to VDDIO",
    it(AX, "i2c_address", values=["0x18", "0x19"]),
)
AX_ADDR18 = f(
    AX,
    2,
    "giving 0x18 with SA0 connected to GND",
    it(AX, "i2c_address", values=["0x18"], condition="SA0 to GND"),
)
AX_WHO = note(AX, 2, "this is a device identifier, not the bus address")
AX_SPI = f(AX, 2, "SPI clock frequency fSPC 10 MHz", it(AX, "spi_clock_frequency", "MHz", hi=10))
AX_SCL = f(
    AX,
    2,
    "I2C clock frequency fSCL Fast mode 400 kHz",
    it(AX, "i2c_clock_frequency", "kHz", hi=400, condition="fast mode"),
)
AX_I_LP50 = f(
    AX,
    1,
    "Low-power 50 Hz 4.3 " + MU + "A 5.0 " + MU + "A 6.2 " + MU + "A",
    it(AX, "supply_current", "uA", typ=6.2, condition="low-power, ODR 50 Hz, VDD = 3.3 V"),
)
AX_SENS4 = f(
    AX,
    1,
    "FS = " + PM + "4 g 1966 2048 2130 LSB/g",
    it(
        AX,
        "sensitivity",
        "LSB/g",
        lo=1966,
        typ=2048,
        hi=2130,
        quantity="acceleration",
        condition="FS = +/-4 g",
    ),
)
AX_TOP = f(
    AX,
    1,
    "Operating temperature TOP -40 +85 " + DEG,
    it(AX, "operating_temperature", DEG, lo=-40, hi=85),
)

# ---------------------------------------------------------------- ATE-LC1A
AT_VIN = f(
    AT,
    1,
    "Кирүү чыңалуусу / 4.5 5.0 6.0 V USB-C Input voltage",
    it(AT, "supply_voltage", "V", lo=4.5, typ=5.0, hi=6.0, condition="USB-C input"),
)
AT_ICHG = f(
    AT,
    1,
    "Заряддоо тогу / 1000 mA R3 = 1.2 k" + OHM + " Charge current",
    it(AT, "output_current", "mA", typ=1000, condition="charge current, factory R3 = 1.2 kOhm"),
)
AT_R2K = f(
    AT,
    2,
    "10 130 2.0 580",
    it(AT, "output_current", "mA", value=580, condition="charge current with RPROG = 2.0 kOhm"),
)
AT_VFULL = f(
    AT,
    1,
    "Толук заряд чыңалуусу / 4.16 4.20 4.24 V CV phase Full-charge voltage",
    it(AT, "output_voltage", "V", lo=4.16, typ=4.20, hi=4.24, condition="full-charge (CV) voltage"),
)
AT_OUT = f(
    AT,
    1,
    "Load output (OUT+ / OUT-): up to 2.5 A continuous; the protection trips at 3 A",
    it(AT, "output_current", "A", hi=2.5, condition="load output OUT+ / OUT-, continuous"),
)
AT_DRAIN = f(
    AT,
    1,
    "Without input power the protection circuit draws about 3 " + MU + "A from the cell",
    it(AT, "standby_current", "uA", typ=3, condition="no input, drawn from the cell"),
)
AT_TCHG = f(
    AT,
    2,
    "Заряддоо учурундагы чөйрө / 0 +45 " + DEG + " Ambient while charging",
    it(AT, "operating_temperature", DEG, lo=0, hi=45, condition="ambient while charging"),
)
AT_2S = note(AT, 2, "No - one cell only (4.2 V).")
AT_PB = note(AT, 2, "Yes, any 5 V USB source that can supply the charge current plus about 100 mA.")

# ---------------------------------------------------------------- TRV6512
TR_VDD = f(
    TR,
    1,
    "VDD Supply voltage 2.7 5.5 V",
    it(TR, "supply_voltage", "V", lo=2.7, hi=5.5),
)
TR_ADDR_A = f(
    TR,
    2,
    "TRV6512AIDGKR 0x60 - 0x63 VSSOP-8",
    it("TRV6512A", "i2c_address", values=["0x60", "0x61", "0x62", "0x63"], condition="TRV6512A"),
)
TR_ADDR_B = f(
    TR,
    2,
    "the TRV6512B at 0x64 to 0x67, as set by the A1 and A0 pins",
    it("TRV6512B", "i2c_address", values=["0x64", "0x65", "0x66", "0x67"], condition="TRV6512B"),
)
TR_SCL = f(
    TR,
    2,
    "SCL clock frequency standard mode 100 kHz fast mode 400 kHz high-speed mode 3.4 MHz",
    it(TR, "i2c_clock_frequency", "MHz", hi=3.4, condition="high-speed mode"),
)
TR_SCL400 = f(
    TR,
    2,
    "fast mode 400 kHz",
    it(TR, "i2c_clock_frequency", "kHz", hi=400, condition="fast mode"),
)
TR_IDD27 = f(
    TR,
    1,
    "Supply current, normal VDD = 5.5 V 210 400 " + MU + "A mode VDD = 2.7 V 140 300 " + MU + "A",
    it(TR, "supply_current", "uA", typ=140, hi=300, condition="normal mode, VDD = 2.7 V"),
)
TR_TOP = f(
    TR,
    1,
    "TA Operating free-air temperature -40 125 " + DEG,
    it(TR, "operating_temperature", DEG, lo=-40, hi=125),
)

# ---------------------------------------------------------------- DKS-US40
DK_VCC = f(
    DK,
    1,
    "Working voltage 5 V DC (4.5 - 5.5 V) 3.0 - 5.5 V DC",
    it(DK, "supply_voltage", "V", lo=4.5, typ=5, hi=5.5, condition="DKS-US40"),
)
DK_VCC_L = f(
    DK,
    1,
    "Working voltage 5 V DC (4.5 - 5.5 V) 3.0 - 5.5 V DC",
    it("DKS-US40L", "supply_voltage", "V", lo=3.0, hi=5.5, condition="DKS-US40L"),
)
DK_RANGE_L33 = f(
    DK,
    1,
    "Note 1: DKS-US40L powered from 3.3 V ranges 2 cm - 300 cm; the 450 cm figure is at 5 V.",
    it(
        "DKS-US40L",
        "measurement_range",
        "cm",
        lo=2,
        hi=300,
        quantity="distance",
        condition="DKS-US40L at 3.3 V",
    ),
)
DK_RANGE = f(
    DK,
    1,
    "Ranging distance 2 cm - 400 cm 2 cm - 450 cm",
    it(DK, "measurement_range", "cm", lo=2, hi=400, quantity="distance", condition="DKS-US40"),
)
DK_ECHO = f(
    DK,
    2,
    "ECHO is driven to the module supply: on the DKS-US40 the high level is 5 V",
    it(DK, "output_high_voltage", "V", value=5, condition="ECHO, DKS-US40"),
)
DK_ECHO_DIV = note(
    DK, 2, "a 3.3 V microcontroller (ESP32, Raspberry Pi) needs a divider such as 1 k / 2 k on ECHO"
)
DK_ECHO_L = note(
    DK,
    2,
    "The DKS-US40L on 3.3 V gives a 3.3 V echo and can be wired straight to a 3.3 V board.",
)
DK_RATE = f(
    DK,
    2,
    "Keep at least 60 ms between triggers, so up to about 16 readings per second.",
    it(DK, "data_rate", "Hz", hi=16, condition="readings per second"),
)
DK_I_L = f(
    DK,
    1,
    "Working current 15 mA 8 mA while ranging",
    it("DKS-US40L", "supply_current", "mA", value=8, condition="DKS-US40L, ranging"),
)
DK_WET = note(DK, 2, "Not as it is. The transducers are open and the board is not coated")
DK_SOFT = note(DK, 2, "Soft or angled targets (cloth, foam) may not echo back")

# ---------------------------------------------------------------- MLS-LS4
LS_LV = f(
    LS,
    1,
    "Malosi itu maualalo / LV 1.8 3.3 3.6 V Low-side supply",
    it(LS, "io_supply_voltage", "V", lo=1.8, typ=3.3, hi=3.6, condition="LV side"),
)
LS_HV = f(
    LS,
    1,
    "Malosi itu maualuga / HV LV + 0.4 5.0 5.5 V High-side supply",
    it(LS, "io_supply_voltage", "V", typ=5.0, hi=5.5, condition="HV side; min LV + 0.4 V"),
)
LS_ABS_HV = f(
    LS,
    1,
    "HV i le GND / HV to GND 6.0 V",
    it(LS, "abs_max_supply_voltage", "V", hi=6.0, condition="HV to GND"),
)
LS_I2C18 = f(
    LS,
    1,
    "I2C (open-drain) 100 kHz 400 kHz 400 kHz",
    it(LS, "i2c_clock_frequency", "kHz", hi=100, condition="LV = 1.8 V"),
)
LS_PP = f(
    LS,
    1,
    "Push-pull (UART, SPI) 400 kHz 1 MHz 2 MHz",
    it(LS, "spi_clock_frequency", "MHz", hi=2, condition="push-pull, LV = 3.3 V"),
)
LS_12V = note(LS, 2, "No. HV must stay at or below 5.5 V.")

# ---------------------------------------------------------------- ZMK-MOS15
ZM_VLOAD = f(
    ZM,
    1,
    "Load voltage DC 5 - 30 V",
    it(ZM, "load_supply_voltage", "V", lo=5, hi=30, condition="board rating"),
)
ZM_IBARE = f(
    ZM,
    1,
    "8 A bare board, 25 " + DEG,
    it(ZM, "output_current", "A", hi=8, condition="continuous, bare board, no heatsink"),
)
ZM_IHS = f(
    ZM,
    1,
    "Load current, continuous 15 A with the clip-on heatsink",
    it(ZM, "output_current", "A", hi=15, condition="continuous, with heatsink"),
)
ZM_VTH = f(
    ZM,
    1,
    "Gate threshold voltage VGS(th) 1.0 1.6 2.5 V",
    it(ZM, "gate_threshold_voltage", "V", lo=1.0, typ=1.6, hi=2.5, condition="ID = 250 uA"),
)
ZM_RDS45 = f(
    ZM,
    1,
    "9 12 m" + OHM + " VGS = 4.5 V",
    it(ZM, "on_resistance", "m" + OHM, typ=9, hi=12, condition="VGS = 4.5 V"),
)
ZM_33 = note(ZM, 2, "Yes for loads up to about 5 A.")
ZM_TRIG = f(
    ZM,
    1,
    "Trigger signal 3.3 - 20 V logic high = ON",
    it(ZM, "input_high_voltage", "V", lo=3.3, hi=20, condition="SIG, logic high = ON"),
)
ZM_BOARD = note(ZM, 1, "Use the board ratings.")

# ---------------------------------------------------------------- JMD029
JM_VCC = f(
    JM,
    1,
    "Module supply voltage VCC 3.0 3.3 3.6 V",
    it(JM, "supply_voltage", "V", lo=3.0, typ=3.3, hi=3.6, condition="module VCC"),
)
JM_SPIW = f(
    JM,
    1,
    "SPI clock, write fSCL_W 20 MHz",
    it(JM, "spi_clock_frequency", "MHz", hi=20, condition="write"),
)
JM_BWR25 = f(
    JM,
    1,
    "JMD029-BWR full refresh 26 s 15 s 12 s",
    it("JMD029-BWR", "response_time", "s", typ=15, condition="full refresh, TA = 25 C"),
)
JM_BW0 = f(
    JM,
    1,
    "JMD029-BW full refresh 3.5 s 2.0 s 1.8 s",
    it("JMD029-BW", "response_time", "s", typ=3.5, condition="full refresh, TA = 0 C"),
)
JM_TOP = f(
    JM,
    1,
    "Operating temp. range TOPR 0 to +50 " + DEG,
    it(JM, "operating_temperature", DEG, lo=0, hi=50),
)
JM_5V = note(JM, 1, "Do not connect 5 V logic to SCK, SDI, CS, DC or RST")
JM_COLD = note(JM, 2, "below 0 " + DEG + " do not refresh")
