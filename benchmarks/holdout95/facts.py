"""Reference facts of the ninety-fifth hold-out set, shared by factual and
compatibility questions. Every number was read off the generated PDFs
(``pdftotext -layout``) and each quote is on the cited page."""

from __future__ import annotations

from qkit import AV, DA, LR, PH, PU, RB, TR, VX, Fact, Item, ev, it

DEG = "\u00b0C"
DEGF = "\u00b0F"
MU = "\u00b5"
OHM = "\u03a9"
LE = "\u2264"
GE = "\u2265"
FW_C = "\u2103"
FWC = "\uff1a"
FWT = "\uff5e"
FWL = "\uff08"
FWR = "\uff09"
ARROW = "\u2192"


def f(device: str, page: int, quote: str, *items: Item) -> Fact:
    return list(items), [ev(device, page, quote)]


def note(device: str, page: int, quote: str) -> Fact:
    """A statement without numbers: evidence only."""
    return [], [ev(device, page, quote)]


# ---------------------------------------------------------------- VTX-420
VX_RANGE_A20 = f(
    VX,
    1,
    "Measurement range, VTX-420-A20 0 to 20 g pk",
    it(
        "VTX-420-A20",
        "measurement_range",
        "g",
        lo=0,
        hi=20,
        quantity="acceleration",
        condition="peak, VTX-420-A20",
    ),
)
VX_RANGE_A05 = f(
    VX,
    1,
    "Measurement range, VTX-420-A05 0 to 5 g pk",
    it(
        "VTX-420-A05",
        "measurement_range",
        "g",
        lo=0,
        hi=5,
        quantity="acceleration",
        condition="peak, VTX-420-A05",
    ),
)
VX_LOOP = f(
    VX,
    1,
    "Loop supply voltage (Note 1) 12 to 30 VDC",
    it(VX, "supply_voltage", "V", lo=12, hi=30, condition="loop supply"),
)
VX_ABS = f(
    VX,
    1,
    "The loop input survives 40 VDC and reversed polarity; do not operate above 30 VDC.",
    it(VX, "abs_max_supply_voltage", "V", hi=40, condition="loop input survives; Note 1"),
)
VX_OUT = f(
    VX,
    1,
    "Output signal 4-20 mA, two-wire",
    it(VX, "output_signal_type", values=["4-20mA"], condition="two-wire loop"),
)
VX_SENS_A05 = f(
    VX,
    1,
    "Dynamic output sensitivity, -A05 100 mV/g",
    it(
        "VTX-420-A05",
        "sensitivity",
        "mV/g",
        value=100,
        quantity="acceleration",
        condition="dynamic (raw) output, pin 3",
    ),
)
VX_TOP = f(
    VX,
    1,
    "Operating temperature range -40 to +185 " + DEGF + " -40 to +85 " + DEG,
    it(VX, "operating_temperature", DEG, lo=-40, hi=85),
)
VX_IP = f(VX, 1, "Sealing IP67 (connector mated)", it(VX, "ip_rating", values=["IP67"]))
VX_PLC = note(
    VX,
    2,
    "A PLC analog card that sources 24 V loop power can be wired directly.",
)

# ---------------------------------------------------------------- GCW-DAC4
DA_ADDR0 = f(
    DA,
    1,
    "It ships at 7-bit address 0x60.",
    it(DA, "i2c_address", values=["0x60"], condition="as shipped"),
)
DA_ADDRS = f(
    DA,
    1,
    "can be rewritten to any of 0x60 to 0x67",
    it(
        DA,
        "i2c_address",
        values=["0x60", "0x61", "0x62", "0x63", "0x64", "0x65", "0x66", "0x67"],
        condition="address bits in EEPROM",
    ),
)
DA_VCC = f(
    DA,
    1,
    "Supply voltage, VCC 2.7 5.5 V operating",
    it(DA, "supply_voltage", "V", lo=2.7, hi=5.5),
)
DA_ICC5 = f(
    DA,
    1,
    "Supply current 600 800 " + MU + "A",
    it(DA, "supply_current", "uA", typ=800, condition="VCC = 5.0 V, no load, all channels on"),
)
DA_ICC33 = f(
    DA,
    1,
    "Supply current 600 800 " + MU + "A",
    it(DA, "supply_current", "uA", typ=600, condition="VCC = 3.3 V, no load, all channels on"),
)
DA_I2C = f(
    DA,
    1,
    "high-speed mode up to 3.4 MHz",
    it(DA, "i2c_clock_frequency", "MHz", hi=3.4, condition="chip, high-speed mode"),
)
DA_I2C_BOARD = f(
    DA,
    1,
    "our cables and the 10 k pull-ups are only good for 400",
    it(DA, "i2c_clock_frequency", "kHz", hi=400, condition="with the board's pull-ups and cables"),
)
DA_ZERO = f(
    DA,
    2,
    "the outputs are single-supply, 0 V up to the selected full scale",
    it(DA, "analog_output_voltage", "V", lo=0, condition="single-supply outputs"),
)
DA_FS5 = f(
    DA,
    1,
    "Output full scale, VCC as reference 3.3 5.0 V",
    it(DA, "analog_output_voltage", "V", hi=5.0, condition="VCC = 5.0 V as reference"),
)
DA_SETTLE = f(
    DA,
    1,
    "Settling time (1/4 to 3/4 scale) 6 6 " + MU + "s",
    it(DA, "response_time", "us", typ=6, condition="settling, 1/4 to 3/4 scale"),
)
DA_RES = f(
    DA,
    1,
    "Resolution 12 bit",
    it(DA, "resolution", "bit", typ=12, quantity="voltage"),
)

# ---------------------------------------------------------------- RML-BST28
RB_VIN = f(
    RB,
    1,
    "input 2-24 V, output up to 28 V",
    it(RB, "supply_voltage", "V", lo=2, hi=24, condition="input voltage"),
)
RB_VOUT = f(
    RB,
    1,
    "input 2-24 V, output up to 28 V",
    it(RB, "output_voltage", "V", hi=28, condition="adjustable, above VIN"),
)
RB_START = f(
    RB,
    1,
    "Start-up needs VIN " + GE + " 2.5 V, then it keeps running down to 2 V.",
    it(RB, "supply_voltage", "V", lo=2.5, condition="to start up"),
)
RB_ABS = f(
    RB,
    2,
    "Tensión de entrada máxima / Maximum input voltage 26 V",
    it(RB, "abs_max_supply_voltage", "V", hi=26, condition="limiting value"),
)
RB_IQ = f(
    RB,
    1,
    "Corrente sen carga / 0.6 1.5 mA VIN = 5 V No-load input current",
    it(RB, "quiescent_current", "mA", typ=0.6, hi=1.5, condition="no load, VIN = 5 V"),
)
RB_IOUT = "IOUT máx. / max. 1.0 A 0.65 A 0.45 A 0.6 A 0.45 A"
RB_I_37_5 = f(
    RB,
    1,
    RB_IOUT,
    it(RB, "output_current", "A", hi=1.0, condition="3.7 V " + ARROW + " 5 V"),
)
RB_I_5_9 = f(
    RB,
    1,
    RB_IOUT,
    it(RB, "output_current", "A", hi=0.65, condition="5 V " + ARROW + " 9 V"),
)
RB_I_5_12 = f(
    RB,
    1,
    RB_IOUT,
    it(RB, "output_current", "A", hi=0.45, condition="5 V " + ARROW + " 12 V"),
)
RB_I_12_24 = f(
    RB,
    1,
    RB_IOUT,
    it(RB, "output_current", "A", hi=0.6, condition="12 V " + ARROW + " 24 V"),
)
RB_SWNOTE = note(
    RB,
    1,
    "The limit applies to the peak current of the internal switch, not to the output current",
)
RB_STEPDOWN = note(RB, 2, "Can it step down? No")
RB_TOP = f(
    RB,
    1,
    "Temperatura de traballo / -40 +85 " + DEG + " Operating temperature",
    it(RB, "operating_temperature", DEG, lo=-40, hi=85),
)

# ---------------------------------------------------------------- HLR-433
LR_BAND = f(
    LR,
    1,
    "Frequency range 410 ~ 525 MHz 433 MHz centre",
    it(LR, "frequency_band", "MHz", lo=410, hi=525),
)
LR_TX = f(
    LR,
    1,
    "Max. output power +20 dBm PA_BOOST pin",
    it(LR, "tx_power", "dBm", hi=20, condition="PA_BOOST"),
)
LR_RFO = f(
    LR,
    2,
    "+14 dBm and no signal at the antenna pad",
    it(LR, "tx_power", "dBm", hi=14, condition="RFO output selected"),
)
LR_SF7 = f(
    LR,
    2,
    "SF7 5469 bps -124 dBm",
    it(LR, "rx_sensitivity", "dBm", value=-124, condition="SF7, BW 125 kHz"),
)
LR_VCC = f(
    LR,
    1,
    "Operating voltage 1.8 3.3 3.7 V",
    it(LR, "supply_voltage", "V", lo=1.8, typ=3.3, hi=3.7),
)
LR_ABS = f(
    LR,
    1,
    "Limit voltage damage above 3.9 V",
    it(LR, "abs_max_supply_voltage", "V", hi=3.9),
)
LR_TX17 = f(
    LR,
    1,
    "+17 dBm 90 mA",
    it(LR, "supply_current", "mA", typ=90, condition="TX at +17 dBm"),
)
LR_TX20 = f(
    LR,
    1,
    "TX current +20 dBm 118 mA",
    it(LR, "supply_current", "mA", typ=118, condition="TX at +20 dBm"),
)
LR_SPI = f(
    LR,
    1,
    "Interface SPI max. 10 MHz SCK",
    it(LR, "interface", values=["SPI"]),
    it(LR, "spi_clock_frequency", "MHz", hi=10),
)
LR_5V = note(LR, 2, "Module IO is 3.3 V logic. It is not 5 V tolerant")
LR_RANGE = note(
    LR,
    2,
    "Communication distance depends on antenna, height and environment; no distance is guaranteed.",
)

# ---------------------------------------------------------------- TRB-4R05
TR_VCC = f(
    TR,
    1,
    "4.75 ... 5.25 V rele va optojuftlik / relays and opto Supply voltage VCC, jumper fitted",
    it(TR, "supply_voltage", "V", lo=4.75, hi=5.25, condition="VCC, JD-VCC jumper fitted"),
)
TR_VCC_OPEN = f(
    TR,
    1,
    "3.0 ... 5.25 V faqat optojuftlik / opto side only Supply voltage VCC, jumper removed",
    it(TR, "supply_voltage", "V", lo=3.0, hi=5.25, condition="VCC, JD-VCC jumper removed"),
)
TR_JD = f(
    TR,
    1,
    "4.75 ... 5.25 V perichka olingan / jumper removed Relay supply JD-VCC",
    it(TR, "load_supply_voltage", "V", lo=4.75, hi=5.25, condition="JD-VCC, jumper removed"),
)
TR_COIL_I = f(
    TR,
    1,
    "72 mA JD-VCC = 5 V Current per energised relay",
    it(TR, "supply_current", "mA", value=72, condition="per energised relay"),
)
TR_ALL = f(
    TR,
    1,
    "300 mA JD-VCC + VCC All four relays on",
    it(TR, "supply_current", "mA", value=300, condition="all four relays on"),
)
TR_COIL = f(
    TR,
    1,
    "Rele g'altagi / Coil 5 V DC, 70 " + OHM + ", 0.36 W",
    it(TR, "coil_voltage", "V", value=5),
)
TR_ON = f(
    TR,
    1,
    "Rele yoqiladi / Relay ON at IN " + LE + " 1.0 1.0 V",
    it(TR, "input_low_voltage", "V", hi=1.0, condition="relay ON"),
)
TR_OFF5 = f(
    TR,
    1,
    "Rele o'chadi / Relay OFF at IN " + GE + " 2.8 4.5 V",
    it(TR, "input_high_voltage", "V", lo=4.5, condition="relay OFF, VCC = 5.0 V"),
)
TR_OFF33 = f(
    TR,
    1,
    "Rele o'chadi / Relay OFF at IN " + GE + " 2.8 4.5 V",
    it(TR, "input_high_voltage", "V", lo=2.8, condition="relay OFF, VCC = 3.3 V"),
)
TR_BOARD = f(
    TR,
    1,
    "Plata bo'yicha / Through the board (1) 7A 7A 7A",
    it(TR, "contact_current", "A", hi=7, condition="continuous, limited by PCB and terminals"),
)
TR_CV = f(
    TR,
    1,
    "Yuklama / Load 250 V AC 125 V AC 30 V DC",
    it(TR, "contact_voltage", "V", hi=250, condition="AC"),
    it(TR, "contact_voltage", "V", hi=30, condition="DC"),
)
TR_12V = note(TR, 2, "12 V on VCC or JD-VCC burns the coils")

# ---------------------------------------------------------------- AVE-TFT35U
AV_VCC = f(
    AV,
    1,
    "Supply voltage (5V pin) VCC 4.5 - 5.5 4.5 - 5.5 V",
    it(AV, "supply_voltage", "V", lo=4.5, hi=5.5, condition="Arduino 5V pin"),
)
AV_ICC_B = f(
    AV,
    1,
    "Supply current, backlight 100 % ICC 110 150 mA white screen",
    it("AVE-TFT35U-B", "supply_current", "mA", typ=150, condition="backlight 100 %"),
)
AV_VIH = f(
    AV,
    1,
    "VIH 2.0 2.0 V 74LVC245",
    it(AV, "input_high_voltage", "V", lo=2.0),
)
AV_VIL = f(
    AV,
    1,
    "VIL 0.8 0.8 V 74LVC245",
    it(AV, "input_low_voltage", "V", hi=0.8),
)
AV_33 = note(AV, 1, "so the shield accepts 5 V or 3.3 V logic")
AV_DUE = note(AV, 2, "Arduino Due and other 3.3 V Arduino-shaped boards: work")
AV_TOP = f(
    AV,
    1,
    "Operating temperature -20 to +70 " + DEG,
    it(AV, "operating_temperature", DEG, lo=-20, hi=70),
)

# ---------------------------------------------------------------- FSL-PH2
PH_VCC = f(
    PH,
    1,
    "Supply voltage, V+ 3.3 5.5 V",
    it(PH, "supply_voltage", "V", lo=3.3, hi=5.5),
)
PH_ICC = f(
    PH,
    1,
    "Supply current 5 10 mA V+ = 5.0 V",
    it(PH, "supply_current", "mA", typ=5, hi=10, condition="V+ = 5.0 V"),
)
PH_AOUT = f(
    PH,
    1,
    "Output voltage range 0 3.0 V pH 14 ... pH 0",
    it(PH, "analog_output_voltage", "V", lo=0, hi=3.0),
)
PH_WARM = f(
    PH,
    1,
    "Warm-up after power-on 60 s",
    it(PH, "warm_up_time", "s", hi=60),
)
PH_TOP = f(
    PH,
    1,
    "Board operating temperature -10 +60 " + DEG,
    it(PH, "operating_temperature", DEG, lo=-10, hi=60, condition="board"),
)
PH_ABS = f(
    PH,
    2,
    "V+ must never exceed 6.0 V; reverse polarity on J1 destroys the board.",
    it(PH, "abs_max_supply_voltage", "V", hi=6.0),
)
PH_3V3 = note(PH, 2, "it can go straight into a 3.3 V ADC (ESP32, Raspberry Pi Pico, STM32)")

# ---------------------------------------------------------------- BLF-P5U
PU_RATED = f(
    PU,
    1,
    "Rated voltage DC 5V USB",
    it(PU, "supply_voltage", "V", typ=5, condition="rated"),
)
PU_RANGE = f(
    PU,
    1,
    "Working voltage DC 3.5V" + FWT + "6V",
    it(PU, "supply_voltage", "V", lo=3.5, hi=6, condition="working range"),
)
PU_IRATED = f(
    PU,
    1,
    "Rated current 220mA with tube, 5V, water",
    it(PU, "supply_current", "mA", typ=220, condition="rated, with tube, 5 V"),
)
PU_IMAX = f(
    PU,
    1,
    "Max. current 300mA tube new, cold",
    it(PU, "supply_current", "mA", hi=300, condition="tube new, cold"),
)
PU_POWER = f(PU, 1, "Rated power 1.1W", it(PU, "power_consumption", "W", typ=1.1))
PU_TST = f(
    PU,
    2,
    "Storage temperature" + FWC + "-20" + FWT + "60" + FW_C,
    it(PU, "storage_temperature", DEG, lo=-20, hi=60),
)
PU_USB = note(
    PU, 2, "Any USB port or USB power bank that gives 5V / 500mA or more can run one pump."
)
PU_GPIO = note(PU, 2, "Do not power the pump from a microcontroller IO pin.")
PU_WET = note(PU, 2, "The motor is not waterproof.")
