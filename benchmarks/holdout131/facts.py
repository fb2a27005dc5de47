"""Reference facts of the hundred-and-thirty-first hold-out set, shared by factual and
compatibility questions. Every number was read off the generated PDFs
(``pdftotext -layout``) and each quote is on the cited page."""

from __future__ import annotations

from qkit import AZ, CL, DV, HF, OK, PZ, RH, TH, Fact, Item, ev, it

DEG = "\u00b0C"
MU = "\u00b5"
PM = "\u00b1"
OHM = "\u03a9"
ELL = "\u2026"
MDASH = "\u2014"
SQ = "\u00b2"


def f(device: str, page: int, quote: str, *items: Item) -> Fact:
    return list(items), [ev(device, page, quote)]


def note(device: str, page: int, quote: str) -> Fact:
    """A statement without numbers needed as items: evidence only."""
    return [], [ev(device, page, quote)]


# ---------------------------------------------------------------- AZM3108
AZ_VDD = f(
    AZ,
    1,
    "Supply voltage VDD 1.71 1.8 3.6 V",
    it(AZ, "supply_voltage", "V", lo=1.71, typ=1.8, hi=3.6, condition="VDD, operating range"),
)
AZ_VDDIO = f(
    AZ,
    1,
    "I/O supply voltage VDDIO 1.62 1.8 3.6 V",
    it(AZ, "io_supply_voltage", "V", lo=1.62, typ=1.8, hi=3.6, condition="VDDIO, operating range"),
)
AZ_ABSVDD = f(
    AZ,
    1,
    "Supply voltage VDD -0.3 4.0 V",
    it(AZ, "abs_max_supply_voltage", "V", lo=-0.3, hi=4.0, condition="VDD, absolute maximum"),
)
AZ_STANDBY = f(
    AZ,
    2,
    "Standby current IDD,SB registers kept, no conversion 2.5 5 " + MU + "A",
    it(AZ, "standby_current", MU + "A", typ=2.5, hi=5, condition="standby, registers kept"),
)
AZ_ADDR = f(
    AZ,
    2,
    "ADR = GND gives 0x10, ADR = VDDIO gives 0x11",
    it(AZ, "i2c_address", values=["0x10", "0x11"], condition="7-bit, set by ADR"),
)
AZ_FSCL = f(
    AZ,
    2,
    "VDDIO = 1.62 " + ELL + " 1.95 V 400 I" + SQ + "C clock frequency fSCL kHz VDDIO = 2.3 "
    + ELL + " 3.6 V 1000",
    it(AZ, "i2c_clock_frequency", "kHz", hi=1000, condition="VDDIO = 2.3 ... 3.6 V"),
)
AZ_SENS8 = f(
    AZ,
    1,
    "Sensitivity SO FS = " + PM + "8 gauss 3000 LSB/gauss",
    it(
        AZ,
        "sensitivity",
        "LSB/gauss",
        typ=3000,
        quantity="magnetic_field",
        condition="FS = +/-8 gauss",
    ),
)
AZ_HEADING = note(
    AZ,
    1,
    "Heading accuracy in the end product depends on the hard- and soft-iron",
)
AZ_NOT5V = note(
    AZ,
    2,
    "The interface pins are not 5 V tolerant: on a 5 V bus use a bidirectional level translator.",
)
AZ_ARDUINO = note(
    AZ,
    2,
    "5 V Arduino boards: supply VDD and VDDIO from 3.3 V and put a level translator on SDA and SCL.",
)

# ---------------------------------------------------------------- DVC7212
DV_VDD = f(
    DV,
    1,
    "VDD supply voltage 2.7 5.5 V",
    it(DV, "supply_voltage", "V", lo=2.7, hi=5.5, condition="VDD, recommended operating"),
)
DV_IDD_B5 = f(
    DV,
    2,
    "normal mode VDD = 3.6 V to 5.5 V 260 380 160 240",
    it(
        "DVC7212B",
        "supply_current",
        MU + "A",
        typ=160,
        hi=240,
        condition="normal mode, VDD = 3.6 V to 5.5 V, DVC7212B column",
    ),
)
DV_SCLK33 = f(
    DV,
    2,
    "VDD = 2.7 V to 3.6 V 30 fSCLK serial clock frequency MHz",
    it(DV, "spi_clock_frequency", "MHz", hi=30, condition="VDD = 2.7 V to 3.6 V"),
)
DV_PKG_B = f(
    DV,
    1,
    "DVC7212BDP MSOP8 plastic thin shrink small outline package; 8 leads",
    it("DVC7212B", "package", values=["MSOP8"], condition="DVC7212BDP"),
)
DV_TOPR = f(
    DV,
    1,
    "Tamb ambient temperature -40 +125 " + DEG,
    it(DV, "operating_temperature", DEG, lo=-40, hi=125, condition="recommended operating"),
)
DV_VI = f(
    DV,
    1,
    "VI input voltage SYNC, SCLK, DIN -0.3 +6.5 V",
    it(DV, "abs_max_input_voltage", "V", lo=-0.3, hi=6.5, condition="SYNC, SCLK, DIN, limiting value"),
)
DV_5VTOL = note(
    DV,
    2,
    "The digital inputs SYNC, SCLK and DIN are 5.5 V tolerant whatever VDD is, so a 5 V "
    "microcontroller can drive a DVC7212 supplied from 3.3 V.",
)
DV_GAIN2 = f(
    DV,
    2,
    "With the DVC7212A at gain = 2 the output spans 0 V to 4.096 V; VDD must then be at least 4.5 V.",
    it(
        "DVC7212A",
        "analog_output_voltage",
        "V",
        lo=0,
        hi=4.096,
        condition="gain = 2, needs VDD >= 4.5 V",
    ),
)

# ---------------------------------------------------------------- RHV1660
RH_VIN = f(
    RH,
    2,
    "Supply Voltage Range V+ RL = 10k" + OHM + " 1.5 10.0 V",
    it(RH, "supply_voltage", "V", lo=1.5, hi=10.0, condition="V+"),
)
RH_ABS = f(
    RH,
    1,
    "Supply Voltage (V+ to GND)" + "." * 47 + "+10.5V",
    it(RH, "abs_max_supply_voltage", "V", hi=10.5, condition="V+ to GND, absolute maximum"),
)
RH_IQ5 = f(
    RH,
    2,
    "FC = open, V+ = 5V 80 160 Supply Current",
    it(RH, "quiescent_current", MU + "A", typ=80, hi=160, condition="no load, FC open, V+ = 5 V"),
)
RH_ESA = f(
    RH,
    1,
    "RHV1660ESA -40" + DEG + " to +85" + DEG + " 8 SO",
    it("RHV1660ESA", "operating_temperature", DEG, lo=-40, hi=85, condition="E grade, ordering table"),
)
RH_IL = f(
    RH,
    2,
    "Load Current Range IL 0 20 mA",
    it(RH, "output_current", "mA", hi=20, condition="load current range 0 ... 20 mA"),
)
RH_VOUT = f(
    RH,
    2,
    "Output Voltage VOUT IL = 10mA -4.45 V",
    it(RH, "output_voltage", "V", value=-4.45, condition="V+ = 5 V, IL = 10 mA"),
)
RH_NOSHDN = note(RH, 2, "There is no shutdown input: to turn the RHV1660 off, remove V+.")
RH_RIPPLE = note(
    RH,
    2,
    "Output ripple: grows with load current and falls with larger C2 and higher frequency; see "
    "the Typical Operating Characteristics in the full data book.",
)
RH_12V = note(RH, 2, "Supplies above +10V (for example a 12V adapter) need a pre-regulator.")

# ---------------------------------------------------------------- HFQ-12
HF_RANGE12 = f(
    HF,
    1,
    "Rango de caudal 0.3 " + ELL + " 6 L/min 1 " + ELL + " 30 L/min 2 " + ELL + " 60 L/min Flow range",
    it(
        HF,
        "measurement_range",
        "L/min",
        lo=1,
        hi=30,
        quantity="flow_rate",
        condition="HFQ-12 (G1/2\") column",
    ),
)
HF_VCC34 = f(
    HF,
    1,
    "Tensi\u00f3n de trabajo 4.5 " + ELL + " 12 V DC 4.5 " + ELL + " 18 V DC 4.5 " + ELL
    + " 18 V DC Working voltage",
    it("HFQ-34", "supply_voltage", "V", lo=4.5, hi=18, condition="working voltage, HFQ-34 column"),
)
HF_VCC12 = f(
    HF,
    1,
    "Tensi\u00f3n de trabajo 4.5 " + ELL + " 12 V DC 4.5 " + ELL + " 18 V DC 4.5 " + ELL
    + " 18 V DC Working voltage",
    it(HF, "supply_voltage", "V", lo=4.5, hi=18, condition="working voltage, HFQ-12 column"),
)
HF_I12 = f(
    HF,
    1,
    "Corriente m\u00e1x. (5 V) 10 mA 15 mA 15 mA Max. current (5 V)",
    it(HF, "supply_current", "mA", hi=15, condition="at 5 V, HFQ-12 column"),
)
HF_RH = f(
    HF,
    1,
    "Humedad de operaci\u00f3n sin condensaci\u00f3n / non-condensing 35 90 %RH Operating humidity",
    it(HF, "operating_humidity", "%RH", lo=35, hi=90, condition="non-condensing"),
)
HF_TOPR = f(
    HF,
    1,
    "Temperatura de operaci\u00f3n ambiente / ambient -10 +60 " + DEG + " Operating temperature",
    it(HF, "operating_temperature", DEG, lo=-10, hi=60, condition="ambient"),
)
HF_FREEZE = note(
    HF,
    2,
    "Not for water above 80 " + DEG + ". Drain it if it can freeze: ice breaks the rotor.",
)
HF_PULLUP = note(
    HF,
    2,
    "The output is pulled up to VCC, so the pulse swings up to the supply voltage. With a 12 V "
    "supply the signal is 12 V: use a divider before a 5 V or 3.3 V input.",
)
HF_ARDUINO = note(
    HF,
    2,
    "Yes, powered from the Arduino's 5 V pin with the signal on pin 2 or 3 (interrupt).",
)
HF_BODY = note(HF, 1, "Body: nylon PA66 with 30 % glass fibre.")

# ---------------------------------------------------------------- CLR-610
CL_VCC = f(
    CL,
    1,
    "VCC Main supply voltage 2.8 3.3 4.3 V",
    it(CL, "supply_voltage", "V", lo=2.8, typ=3.3, hi=4.3, condition="VCC, main supply"),
)
CL_BACKUP = f(
    CL,
    1,
    "Backup mode V_BCKP only, VCC off 12 " + MU + "A",
    it(CL, "standby_current", MU + "A", typ=12, condition="backup mode, V_BCKP only"),
)
CL_BAUD = f(
    CL,
    2,
    "The UART runs at 9600 bps, 8N1, by default.",
    it(CL, "baud_rate", "bps", value=9600, condition="default"),
)
CL_GPSONLY = f(
    CL,
    1,
    "Tracking GPS + BeiDou 21 mA GPS only 16",
    it(CL, "supply_current", "mA", typ=16, condition="tracking, GPS only, VCC = 3.3 V"),
)
CL_ADDR = f(
    CL,
    2,
    "The I" + SQ + "C port works as a slave at the fixed 7-bit address 0x10",
    it(CL, "i2c_address", values=["0x10"], condition="fixed"),
)
CL_VIH = f(
    CL,
    2,
    "VIH Input high voltage 2.0 3.6 V",
    it(CL, "input_high_voltage", "V", lo=2.0, hi=3.6, condition="RXD and other inputs"),
)
CL_ABSIN = f(
    CL,
    1,
    "Input voltage on RXD, SDA, SCL, RESET_N, FORCE_ON -0.3 3.6 V",
    it(CL, "abs_max_input_voltage", "V", lo=-0.3, hi=3.6, condition="absolute maximum"),
)
CL_NOT5V = note(
    CL,
    2,
    "The I/O pins are not 5 V tolerant: a 5 V host needs a level shifter or at least a resistor "
    "divider on the module's RXD.",
)
CL_PERIODIC = note(CL, 1, "Periodic mode one fix every 10 s, average 5.2 mA")
CL_1PPS = note(CL, 2, "One pulse per second, 100 ms wide, synchronised to GNSS time")

# ---------------------------------------------------------------- THP-103
TH_RANGE_S = f(
    TH,
    1,
    "Measuring range -20 " + ELL + " +105 " + DEG + " -40 " + ELL + " +200 " + DEG + " 0 " + ELL
    + " +280 " + DEG,
    it(
        "THP-103S",
        "measurement_range",
        DEG,
        lo=-40,
        hi=200,
        quantity="temperature",
        condition="THP-103S probe column",
    ),
)
TH_RANGE = f(
    TH,
    1,
    "Measuring range -20 " + ELL + " +105 " + DEG + " -40 " + ELL + " +200 " + DEG + " 0 " + ELL
    + " +280 " + DEG,
    it(
        TH,
        "measurement_range",
        DEG,
        lo=-20,
        hi=105,
        quantity="temperature",
        condition="THP-103 probe column (PVC cable)",
    ),
)
TH_VCC = f(
    TH,
    1,
    "Supply voltage VCC 3.3 5.0 V",
    it(TH, "supply_voltage", "V", lo=3.3, hi=5.0, condition="board VCC"),
)
TH_TAU = f(
    TH,
    1,
    "Thermal time constant 10 s 15 s 2s (stirred water)",
    it(TH, "response_time", "s", value=10, condition="thermal time constant, stirred water, THP-103"),
)
TH_BOARD_T = f(
    TH,
    1,
    "Board operating board and trimmer -20 +70 " + DEG + " temperature",
    it(TH, "operating_temperature", DEG, lo=-20, hi=70, condition="board and trimmer"),
)
TH_ESP32 = note(
    TH,
    2,
    "For an ESP32 or any other 3.3 V ADC power the board from 3.3 V, not from 5 V.",
)
TH_PVC = note(
    TH,
    2,
    "The PVC cable of the THP-103 softens above 105 " + DEG + ": for ovens, smokers and fryers "
    "take the THP-103S.",
)

# ---------------------------------------------------------------- PZA-2312
PZ_VCC = f(
    PZ,
    1,
    "2 Operating voltage 3 " + ELL + " 24 V DC 3.3 " + ELL + " 24 V DC VCC to GND",
    it(PZ, "supply_voltage", "V", lo=3, hi=24, condition="operating voltage, PZA-2312 column"),
)
PZ_I24 = f(
    PZ,
    1,
    "max. 25 mA max. 25.5 mA at 24 V DC",
    it(PZ, "supply_current", "mA", hi=25, condition="at 24 V DC, PZA-2312 column"),
)
PZ_TOPR_T = f(
    PZ,
    1,
    "7 Operating temperature -30 " + ELL + " +85 " + DEG + " -30 " + ELL + " +70 " + DEG,
    it("PZA-2312T", "operating_temperature", DEG, lo=-30, hi=70, condition="PZA-2312T column"),
)
PZ_VIH = f(
    PZ,
    1,
    "SIG high level (sound on) VIH 2.0 V",
    it("PZA-2312T", "input_high_voltage", "V", lo=2.0, condition="SIG input"),
)

# ---------------------------------------------------------------- OKX-2204
OK_TOPR = f(
    OK,
    1,
    "Operating temperature TOPR -55 ~ +110 " + DEG,
    it(OK, "operating_temperature", DEG, lo=-55, hi=110, condition="absolute maximum ratings table"),
)
OK_IC = f(
    OK,
    1,
    "Collector current IC 50 mA",
    it(OK, "output_current", "mA", hi=50, condition="collector current, absolute maximum"),
)
OK_VCEO = note(OK, 1, "Collector-emitter voltage VCEO 80 V")
OK_TR = f(
    OK,
    2,
    "Rise time tr " + MDASH + " 3 18 " + MU + "s",
    it(OK, "response_time", MU + "s", typ=3, hi=18, condition="rise time, VCE = 2 V, IC = 2 mA, RL = 100 ohm"),
)
OK_FC = note(OK, 2, "Cut-off frequency fc " + MDASH + " 80 " + MDASH + " kHz")
OK_VISO = note(OK, 1, "Isolation voltage (2) VISO 5000 V rms")
