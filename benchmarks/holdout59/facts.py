"""Reference facts of the fifty-ninth hold-out set, shared by factual and
compatibility questions. Every number was read off the generated PDFs
(``pdftotext -layout``) and each quote is on the cited page."""

from __future__ import annotations

from qkit import AX, ES, FT, JG, KO, KT, SR, UV, Fact, Item, ev, it

DEG = "\u00b0C"
MU = "\u00b5"
FW_C = "\u2103"
FWC = "\uff1a"
FWT = "\uff5e"
PM = "\u00b1"


def f(device: str, page: int, quote: str, *items: Item) -> Fact:
    return list(items), [ev(device, page, quote)]


def note(device: str, page: int, quote: str) -> Fact:
    """A statement without numbers: evidence only."""
    return [], [ev(device, page, quote)]


# ---------------------------------------------------------------- AXL2410
AX_AVDD = f(
    AX,
    2,
    "AVDD operating range 2.6 5.5 2.6 5.5 V",
    it(AX, "supply_voltage", "V", lo=2.6, hi=5.5, condition="AVDD operating range"),
)
AX_ABS = f(
    AX,
    1,
    "AVDD, DVDD to AGND",
    it(AX, "abs_max_supply_voltage", "V", lo=-0.3, hi=6.0, condition="AVDD, DVDD to AGND"),
)
AX_ABS[1].append(ev(AX, 1, "-0.3 V to +6.0 V"))
AX_TOP = f(
    AX,
    1,
    "Operating Temperature Range",
    it(AX, "operating_temperature", DEG, lo=-40, hi=85, condition="absolute maximum list"),
)
AX_TOP[1].append(ev(AX, 1, "-40" + DEG + " to +85" + DEG))
AX_ISUP_LINE = "AVDD + DVDD 1.1 1.5 1.4 1.9 mA"
AX_I5 = f(
    AX,
    2,
    AX_ISUP_LINE,
    it(AX, "supply_current", "mA", typ=1.4, hi=1.9, condition="normal operation, AVDD = 5 V"),
)
AX_I33 = f(
    AX,
    2,
    AX_ISUP_LINE,
    it(AX, "supply_current", "mA", typ=1.1, hi=1.5, condition="normal operation, AVDD = 3.3 V"),
)
AX_PD5 = f(
    AX,
    2,
    "Power-down current 0.2 1 0.3 1 " + MU + "A",
    it(AX, "standby_current", "uA", typ=0.3, hi=1, condition="power-down, AVDD = 5 V"),
)
AX_RATE = f(
    AX,
    2,
    "Output data rate RATE = 0 10 10 SPS RATE = 1 80 80 SPS",
    it(AX, "data_rate", "SPS", typ=10, condition="RATE = 0"),
    it(AX, "data_rate", "SPS", typ=80, condition="RATE = 1"),
)
AX_FS_LINE = "gain = 128 " + PM + "10 " + PM + "20 mV"
AX_FS5 = f(
    AX,
    1,
    AX_FS_LINE,
    it(
        AX,
        "analog_input_range",
        "mV",
        lo=-20,
        hi=20,
        condition="full-scale differential, gain 128, AVDD = 5 V",
    ),
)
AX_FS33 = f(
    AX,
    1,
    AX_FS_LINE,
    it(
        AX,
        "analog_input_range",
        "mV",
        lo=-10,
        hi=10,
        condition="full-scale differential, gain 128, AVDD = 3.3 V",
    ),
)
AX_VBG = f(
    AX,
    1,
    "Output voltage 4.1 4.3 4.5 V",
    it(
        AX,
        "output_voltage",
        "V",
        lo=4.1,
        typ=4.3,
        hi=4.5,
        condition="on-chip regulator VBG, AVDD = 5 V",
    ),
)
AX_VBG_I = f(
    AX,
    1,
    "Output current 25 mA",
    it(AX, "output_current", "mA", hi=25, condition="on-chip regulator VBG, AVDD = 5 V"),
)
AX_VBG_NOTE = note(AX, 1, "The VBG regulator needs AVDD of at least 4.8 V")
AX_RES = f(
    AX,
    1,
    "The AXL2410 is a precision 24-bit delta-sigma ADC",
    it(AX, "resolution", "bit", value=24),
)

# ---------------------------------------------------------------- ESR 2435
ES_VIN = f(
    ES,
    2,
    "VIN 4.5 36 V",
    it(ES, "supply_voltage", "V", lo=4.5, hi=36, condition="VIN, recommended operating range"),
)
ES_ABS = f(
    ES,
    1,
    "VIN, EN gegen / to GND -0.3 40 V",
    it(ES, "abs_max_supply_voltage", "V", lo=-0.3, hi=40, condition="VIN, EN to GND"),
)
ES_IOUT = f(
    ES,
    1,
    "Eingangsspannung Dauerstrom 4.5 36 V 2.5 A",
    it(ES, "output_current", "A", hi=2.5, condition="continuous IOUT"),
)
ES_IQ = f(
    ES,
    1,
    "Ruhestrom, schaltet nicht Schaltfrequenz 85 130 " + MU + "A",
    it(ES, "quiescent_current", "uA", typ=85, hi=130, condition="IQ, not switching"),
)
ES_SD = f(
    ES,
    1,
    "2 6 " + MU + "A Shutdown, EN = 0 V",
    it(ES, "standby_current", "uA", typ=2, hi=6, condition="shutdown, EN = 0 V"),
)
ES_VOUT_ROWS = (
    "VOUT min 3.234 V 4.900 V 0.788 V (VFB) VOUT typ 3.300 V 5.000 V 0.800 V (VFB) "
    "VOUT max 3.366 V 5.100 V"
)
ES_V50 = f(
    ES,
    1,
    ES_VOUT_ROWS,
    it("ESR 2435-50", "output_voltage", "V", lo=4.9, typ=5.0, hi=5.1, condition="ESR 2435-50"),
)
ES_V33 = f(
    ES,
    1,
    ES_VOUT_ROWS,
    it("ESR 2435-33", "output_voltage", "V", lo=3.234, typ=3.3, hi=3.366, condition="ESR 2435-33"),
)
ES_ADJ = f(
    ES,
    1,
    "Einstellbereich / adjustable range - - 0.8 V ... 24 V",
    it(
        "ESR 2435-ADJ",
        "output_voltage",
        "V",
        lo=0.8,
        hi=24,
        condition="ESR 2435-ADJ adjustable range",
    ),
)
ES_TA = f(
    ES,
    2,
    "Umgebungstemperatur / Ambient temperature -40 105 " + DEG,
    it(ES, "operating_temperature", DEG, lo=-40, hi=105, condition="ambient"),
)
ES_HEAD = f(
    ES,
    1,
    "The input voltage must be at least 1.2 V above the output voltage",
    it(ES, "dropout_voltage", "V", value=1.2, condition="VIN - VOUT needed for regulation"),
)
ES_PKG = f(ES, 2, "ESR 2435-50 E50 SOT-23-6 3000", it(ES, "package", values=["SOT-23-6"]))

# ---------------------------------------------------------------- KT1W-20
KT_VDD = f(
    KT,
    1,
    "Supply voltage VDD 3.0 5.5 V",
    it(KT, "supply_voltage", "V", lo=3.0, hi=5.5, condition="VDD, recommended"),
)
KT_ABS = f(
    KT,
    1,
    "Supply voltage VDD -0.5 " + FWT + " +6.0 V",
    it(KT, "abs_max_supply_voltage", "V", lo=-0.5, hi=6.0),
)
KT_RANGE_LINE = (
    "Measurable temperature -55 "
    + FWT
    + " +125 "
    + FW_C
    + " -55 "
    + FWT
    + " +125 "
    + FW_C
    + " -30 "
    + FWT
    + " +100 "
    + FW_C
    + " *1"
)
KT_RANGE_W = f(
    KT,
    1,
    KT_RANGE_LINE,
    it(
        "KT1W-20W",
        "measurement_range",
        DEG,
        lo=-30,
        hi=100,
        quantity="temperature",
        condition="KT1W-20W probe",
    ),
)
KT_RANGE_T = f(
    KT,
    1,
    KT_RANGE_LINE,
    it(
        "KT1W-20T",
        "measurement_range",
        DEG,
        lo=-55,
        hi=125,
        quantity="temperature",
        condition="KT1W-20T TO-92",
    ),
)
KT_ACC = f(
    KT,
    1,
    "Thermometer error tERR -10 " + FWT + " +85 " + FW_C + " -0.5 +0.5",
    it(KT, "accuracy", DEG, lo=-0.5, hi=0.5, quantity="temperature", condition="-10 to +85 °C"),
)
KT_ACC_WIDE = f(
    KT,
    1,
    "-55 " + FWT + " +125 " + FW_C + " -2.0 +2.0",
    it(KT, "accuracy", DEG, lo=-2.0, hi=2.0, quantity="temperature", condition="-55 to +125 °C"),
)
KT_IDD = f(
    KT,
    1,
    "Active current IDD converting 1.0 1.5 mA",
    it(KT, "supply_current", "mA", typ=1.0, hi=1.5, condition="converting"),
)
KT_STBY = f(
    KT,
    1,
    "Standby current IDDS 0.75 1.0 " + MU + "A",
    it(KT, "standby_current", "uA", typ=0.75, hi=1.0),
)
KT_CONV = f(
    KT,
    2,
    "The guaranteed maximum conversion time at 12 bit is 750 ms",
    it(KT, "response_time", "ms", hi=750, condition="conversion time, 12 bit, guaranteed"),
)
KT_RES = f(
    KT,
    2,
    "LSB 0.5 " + FW_C + " 0.25 " + FW_C + " 0.125 " + FW_C + " 0.0625 " + FW_C,
    it(KT, "resolution", DEG, value=0.0625, quantity="temperature", condition="12 bit"),
)
KT_IF = f(
    KT,
    1,
    "communicates over a single data line (1-Wire)",
    it(KT, "interface", values=["1-Wire"]),
)
KT_VIH = f(KT, 1, "Input logic high VIH 2.2 V", it(KT, "input_high_voltage", "V", lo=2.2))
KT_PARA = note(KT, 2, "Parasite power mode is not recommended above +100 " + FW_C)

# ---------------------------------------------------------------- FTX-2
FT_VIN = f(
    FT,
    1,
    "Powered from USB bus, 4.75 V to 5.25 V",
    it(FT, "supply_voltage", "V", lo=4.75, hi=5.25, condition="USB bus"),
)
FT_I = f(
    FT,
    1,
    "Current the board takes 14 mA typical, 22 mA when sending",
    it(FT, "supply_current", "mA", typ=14, condition="idle"),
    it(FT, "supply_current", "mA", typ=22, condition="when sending"),
)
FT_SUS = f(FT, 1, "Suspend current under 0.5 mA", it(FT, "standby_current", "mA", hi=0.5))
FT_TOP = f(
    FT,
    1,
    "Happy between -20 " + DEG + " and +70 " + DEG,
    it(FT, "operating_temperature", DEG, lo=-20, hi=70),
)
FT_VOH_LINE = "Signal level on TXD, DTR (high) 3.3 5.0 V"
FT_VOH3 = f(
    FT, 1, FT_VOH_LINE, it(FT, "output_high_voltage", "V", value=3.3, condition="jumper on 3V3")
)
FT_VOH5 = f(
    FT, 1, FT_VOH_LINE, it(FT, "output_high_voltage", "V", value=5.0, condition="jumper on 5V")
)
FT_VIH = f(
    FT,
    1,
    "RXD, CTS: reads as high above 2.0 2.0 V",
    it(FT, "input_high_voltage", "V", lo=2.0, condition="both jumper positions"),
)
FT_MAX_LINE = "RXD, CTS: never put more than 3.6 5.5 V"
FT_MAX3 = f(
    FT, 1, FT_MAX_LINE, it(FT, "abs_max_input_voltage", "V", hi=3.6, condition="jumper on 3V3")
)
FT_MAX5 = f(
    FT, 1, FT_MAX_LINE, it(FT, "abs_max_input_voltage", "V", hi=5.5, condition="jumper on 5V")
)
FT_IVCC_LINE = "Current you can take 150 (1) 450 (2) mA"
FT_IVCC3 = f(
    FT, 1, FT_IVCC_LINE, it(FT, "output_current", "mA", hi=150, condition="VCC pin, jumper on 3V3")
)
FT_IVCC5 = f(
    FT, 1, FT_IVCC_LINE, it(FT, "output_current", "mA", hi=450, condition="VCC pin, jumper on 5V")
)
FT_BAUD = f(
    FT,
    1,
    "Baud rates from 300 baud up to 3 Mbaud are supported",
    it(FT, "baud_rate", "bps", lo=300, hi=3000000),
)
FT_FAQ = note(FT, 2, "in 3V3 mode RXD is not 5 V tolerant")
FT_ISO = note(FT, 2, "No. GND on the header is the USB ground of your computer.")
FT_RS232 = note(
    FT,
    2,
    "No, only TTL levels. Connecting it to a PC serial port with +/-12 V levels will damage it.",
)

# ---------------------------------------------------------------- JGB-E12
JG_EVCC = f(
    JG,
    1,
    "Encoder power supply" + FWC + "3.3V" + FWT + "5V DC",
    it(JG, "supply_voltage", "V", lo=3.3, hi=5, condition="encoder board"),
)
JG_EI = f(
    JG,
    1,
    "Encoder working current" + FWC + "\u226410mA (5V)",
    it(JG, "supply_current", "mA", hi=10, condition="encoder board, 5 V"),
)
JG_MOTV = f(
    JG,
    1,
    "Motor rated voltage" + FWC + "12V DC" + "\uff0c" + "can work 6V" + FWT + "12V",
    it(JG, "load_supply_voltage", "V", lo=6, typ=12, hi=12, condition="motor, rated 12 V"),
)
JG_STALL = f(
    JG,
    1,
    "Stall current 1.6 1.6 1.6 A",
    it(JG, "supply_current", "A", value=1.6, condition="motor stall, 12 V"),
)
JG_RATED_LINE = "Rated current 450 480 500 mA"
JG_RATED90 = f(
    JG,
    1,
    JG_RATED_LINE,
    it("JGB-E12-90", "supply_current", "mA", value=480, condition="motor rated, JGB-E12-90"),
)
JG_TOP = f(
    JG,
    1,
    "Working temperature" + FWC + "-10" + FW_C + FWT + "+60" + FW_C,
    it(JG, "operating_temperature", DEG, lo=-10, hi=60),
)
JG_VOH = note(JG, 2, "The A/B output high level follow the encoder VCC")
JG_NOTE1 = note(JG, 2, "Encoder VCC never connect to 12V motor power")
JG_NOEMC = note(JG, 2, "No EMC test report for this product.")

# ---------------------------------------------------------------- KOD-096
KO_VCC = f(
    KO,
    1,
    "Module power voltage VCC 3.0 ~ 5.0 3.0 ~ 5.0 V *1",
    it(KO, "supply_voltage", "V", lo=3.0, hi=5.0, condition="VCC, both versions"),
)
KO_ABS = f(
    KO,
    1,
    "Module power voltage VCC -0.3 5.5 V",
    it(KO, "abs_max_supply_voltage", "V", lo=-0.3, hi=5.5),
)
KO_ION_LINE = "ICC 21 typ. / 28 max. 23 typ. / 30 max. mA"
KO_ION_I = f(
    KO,
    1,
    KO_ION_LINE,
    it("KOD-096I", "supply_current", "mA", typ=21, hi=28, condition="all pixels on, KOD-096I"),
)
KO_ION_S = f(
    KO,
    1,
    KO_ION_LINE,
    it("KOD-096S", "supply_current", "mA", typ=23, hi=30, condition="all pixels on, KOD-096S"),
)
KO_SLP = f(KO, 1, "Sleep current ISLP 10 max. 10 max.", it(KO, "standby_current", "uA", hi=10))
KO_CLK_LINE = "Interface clock fCLK 400 max. 10 max. kHz / MHz *4"
KO_I2CCLK = f(KO, 1, KO_CLK_LINE, it("KOD-096I", "i2c_clock_frequency", "kHz", hi=400))
KO_SPICLK = f(KO, 1, KO_CLK_LINE, it("KOD-096S", "spi_clock_frequency", "MHz", hi=10))
KO_ADDR = (
    [it("KOD-096I", "i2c_address", values=["0x3C", "0x3D"])],
    [
        ev(KO, 2, "The 7-bit slave address is 0x3C"),
        ev(KO, 2, "Moving R3 to position R4 sets the address to 0x3D"),
    ],
)
KO_TOP = f(
    KO,
    1,
    "Operating temperature TOP -30 +70 " + DEG,
    it(
        KO,
        "operating_temperature",
        DEG,
        lo=-30,
        hi=70,
        condition="listed under absolute maximum ratings",
    ),
)
KO_LDO = note(KO, 1, "Please don't use the module over 5.5 V")

# ---------------------------------------------------------------- SR-TM3
SR_PWR_LINE = "Power supply DC 5" + FWT + "30V DC 12" + FWT + "30V"
SR_V485 = f(
    SR, 1, SR_PWR_LINE, it("SR-TM3-485", "supply_voltage", "V", lo=5, hi=30, condition="SR-TM3-485")
)
SR_VI = f(
    SR, 1, SR_PWR_LINE, it("SR-TM3-I", "supply_voltage", "V", lo=12, hi=30, condition="SR-TM3-I")
)
SR_P_LINE = "Max. power consumption 0.3W (24V DC) 0.7W (24V DC)"
SR_P485 = f(
    SR, 1, SR_P_LINE, it("SR-TM3-485", "power_consumption", "W", hi=0.3, condition="24 V DC")
)
SR_PI = f(SR, 1, SR_P_LINE, it("SR-TM3-I", "power_consumption", "W", hi=0.7, condition="24 V DC"))
SR_TRANGE = f(
    SR,
    1,
    "Temperature range -40" + FWT + "+80 " + FW_C,
    it(SR, "measurement_range", DEG, lo=-40, hi=80, quantity="temperature"),
)
SR_TACC = f(
    SR,
    1,
    "Temperature accuracy " + PM + "0.5 " + FW_C + " (25 " + FW_C + ")",
    it(SR, "accuracy", DEG, lo=-0.5, hi=0.5, quantity="temperature", condition="at 25 °C"),
)
SR_TWORK = f(
    SR,
    1,
    "Transmitter working temperature" + FWC + "-20" + FWT + "+60 " + FW_C,
    it(
        SR, "operating_temperature", DEG, lo=-20, hi=60, condition="transmitter working temperature"
    ),
)
SR_BAUD = f(
    SR,
    2,
    "factory default 4800 bps",
    it("SR-TM3-485", "baud_rate", "bps", value=4800, condition="factory default"),
)
SR_RESP = f(SR, 1, "Response time \u22641s \u22641s", it(SR, "response_time", "s", hi=1))
SR_IP = f(SR, 1, "Protection class IP68", it(SR, "ip_rating", values=["IP68"]))
SR_ISO = note(SR, 1, "The RS-485 lines are not isolated from the")

# ---------------------------------------------------------------- UVI-3
UV_VCC = f(
    UV,
    1,
    "Both boards run from any supply between 2.7 V and 5.5 V",
    it(UV, "supply_voltage", "V", lo=2.7, hi=5.5, condition="both boards"),
)
UV_IA = f(
    UV,
    1,
    "The UVI-3A draws about 90 " + MU + "A and never more than 150",
    it("UVI-3A", "supply_current", "uA", typ=90, hi=150, condition="UVI-3A"),
)
UV_ID = f(
    UV,
    1,
    "draws 160 " + MU + "A while converting, dropping to 1 " + MU + "A in shutdown",
    it("UVI-3D", "supply_current", "uA", typ=160, condition="UVI-3D converting"),
)
UV_IDSD = f(
    UV,
    1,
    "draws 160 " + MU + "A while converting, dropping to 1 " + MU + "A in shutdown",
    it("UVI-3D", "standby_current", "uA", value=1, condition="UVI-3D shutdown"),
)
UV_AOUT = f(
    UV,
    1,
    "from 0 V in darkness to 1.1 V at UV index 11",
    it("UVI-3A", "analog_output_voltage", "V", lo=0, hi=1.1, condition="UV index 0 to 11"),
)
UV_AMAX = f(
    UV,
    1,
    "the output cannot go higher than 1.2 V even in full sun",
    it("UVI-3A", "analog_output_voltage", "V", hi=1.2, condition="absolute ceiling, full sun"),
)
UV_ADDR = f(UV, 1, "I2C address - 0x38", it("UVI-3D", "i2c_address", values=["0x38"]))
UV_CLK = f(
    UV,
    1,
    "handle clock rates up to 400 kHz",
    it("UVI-3D", "i2c_clock_frequency", "kHz", hi=400),
)
UV_TOP = f(
    UV,
    1,
    "Both boards are specified from -20 " + DEG + " to +70 " + DEG + " ambient.",
    it(UV, "operating_temperature", DEG, lo=-20, hi=70),
)
UV_ABS = f(UV, 1, "Supply voltage 6.0 V", it(UV, "abs_max_supply_voltage", "V", hi=6.0))
UV_RESP = f(UV, 1, "Response time 0.5 s 0.125 s", it("UVI-3A", "response_time", "s", value=0.5))
UV_WEATHER = note(UV, 2, "The board is not weatherproof.")
UV_ADC = note(UV, 2, "Any ADC that reads 0 V to 1.2 V will do for the UVI-3A")

# ---------------------------------------------------------------- added for compatibility
FT_VCC3 = f(
    FT,
    1,
    "VCC header pin voltage 3.3 USB 5 V V",
    it(FT, "output_voltage", "V", value=3.3, condition="VCC header pin, jumper on 3V3"),
)
FT_IF = f(FT, 1, "USB to TTL serial adaptor", it(FT, "interface", values=["USB", "UART"]))
SR_IF = f(SR, 1, "Output RS-485, Modbus-RTU", it("SR-TM3-485", "interface", values=["RS-485"]))
