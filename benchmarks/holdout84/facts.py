"""Reference facts of the eighty-fourth hold-out set, shared by factual and
compatibility questions. Every number was read off the generated PDFs
(``pdftotext -layout``) and each quote is on the cited page."""

from __future__ import annotations

from qkit import MD, NV, QC, TP, TW, UV, VA, VM, Fact, Item, ev, it

DEG = "\u00b0C"
MU = "\u00b5"
PM = "\u00b1"
OHM = "\u03a9"
LE = "\u2264"
SECT = "\u00a7"


def f(device: str, page: int, quote: str, *items: Item) -> Fact:
    return list(items), [ev(device, page, quote)]


def note(device: str, page: int, quote: str) -> Fact:
    """A statement without numbers: evidence only."""
    return [], [ev(device, page, quote)]


# ---------------------------------------------------------------- VAM4231
VA_VS = f(
    VA,
    1,
    "VS Device supply voltage 2.7 3.3 5.5 V",
    it(VA, "supply_voltage", "V", lo=2.7, typ=3.3, hi=5.5, condition="VS, recommended"),
)
VA_ABS = f(
    VA,
    1,
    "Supply voltage, VS -0.3 6 V",
    it(VA, "abs_max_supply_voltage", "V", hi=6, condition="VS, absolute maximum"),
)
VA_BUS = f(
    VA,
    1,
    "Bus voltage input range 0 26 V",
    it(VA, "measurement_range", "V", lo=0, hi=26, quantity="voltage", condition="bus voltage"),
)
VA_BUS_ABS = f(
    VA,
    1,
    "Analog inputs IN+, IN-, common mode -0.3 28 V",
    it(VA, "abs_max_input_voltage", "V", lo=-0.3, hi=28, condition="IN+, IN- common mode"),
)
VA_TOP = f(
    VA,
    1,
    "TA Operating free-air temperature -40 125 " + DEG,
    it(VA, "operating_temperature", DEG, lo=-40, hi=125),
)
VA_SPEC = note(
    VA, 1, "Limits are guaranteed from -40 " + DEG + " to +85 " + DEG + " (specified range)"
)
VA_IQ = f(
    VA,
    1,
    "Quiescent current, IQ Continuous conversion 330 420 " + MU + "A",
    it(VA, "supply_current", "uA", typ=330, hi=420, condition="continuous conversion"),
)
VA_PD = f(
    VA,
    1,
    "Power-down current Mode = 000 0.5 2 " + MU + "A",
    it(VA, "standby_current", "uA", typ=0.5, hi=2, condition="power-down"),
)
VA_SCL_FAST = f(
    VA,
    2,
    "SCL clock frequency Fast mode 0.001 0.4 MHz",
    it(VA, "i2c_clock_frequency", "MHz", hi=0.4, condition="fast mode"),
)
VA_SCL_HS = f(
    VA,
    2,
    "High-speed mode 0.001 2.94 MHz",
    it(VA, "i2c_clock_frequency", "MHz", hi=2.94, condition="high-speed mode"),
)
VA_VIH5 = f(
    VA,
    2,
    "VS = 5.0 V 3.5 6 V",
    it(VA, "input_high_voltage", "V", lo=3.5, condition="VS = 5.0 V"),
)
VA_VIH33 = f(
    VA,
    2,
    "VIH VS = 3.3 V 2.3 6 V",
    it(VA, "input_high_voltage", "V", lo=2.3, condition="VS = 3.3 V"),
)
VA_ADDR_GG = f(
    VA,
    2,
    "GND GND 0x40 SDA GND 0x48",
    it(VA, "i2c_address", values=["0x40"], condition="A1 = A0 = GND"),
)
VA_RES = f(VA, 1, "Native resolution 16 bits", it(VA, "resolution", "bit", value=16))
VA_GAIN_A = f(
    VA,
    1,
    "VAM4231A " + PM + "0.02 " + PM + "0.15 %",
    it(
        "VAM4231A",
        "accuracy",
        "%",
        lo=-0.15,
        hi=0.15,
        quantity="current",
        condition="gain error, A grade",
    ),
)
VA_FS01 = f(
    VA,
    2,
    "With the 0.1 " + OHM + " shunt of the evaluation board the full scale is " + PM + "819.2 mA",
    it(VA, "measurement_range", "mA", lo=-819.2, hi=819.2, quantity="current", condition="0.1 Ohm"),
)
VA_SHUNT = f(
    VA,
    1,
    "Shunt voltage input range -81.92 81.92 mV",
    it(VA, "analog_input_range", "mV", lo=-81.92, hi=81.92, condition="shunt voltage"),
)
VA_IF = f(
    VA,
    1,
    "Power Monitor with I2C Interface",
    it(VA, "interface", values=["I2C"]),
)
VA_INDEP = note(
    VA, 1, "supply VS is independent of the monitored bus: a part powered from 3.3 V can"
)
VA_PULLUP = note(VA, 2, "but the input-high threshold scales with VS (see VIH above)")

# ---------------------------------------------------------------- MDP-29
MD_VCC = f(
    MD,
    1,
    "Vultaġġ tal-provvista tal-modulu / VCC 3.0 3.3 5.5 V Module supply voltage",
    it(MD, "supply_voltage", "V", lo=3.0, typ=3.3, hi=5.5, condition="module VCC"),
)
MD_IREF_K = f(
    MD,
    1,
    "Kurrent waqt l-aġġornament / IREF K 8 12 mA Current during refresh",
    it("MDP-29K", "supply_current", "mA", typ=8, hi=12, condition="during refresh"),
)
MD_IREF_R = f(
    MD,
    1,
    "Current during refresh R 10 15 mA",
    it("MDP-29R", "supply_current", "mA", typ=10, hi=15, condition="during refresh"),
)
MD_SLP = f(
    MD,
    1,
    "Kurrent fi rqad profond / ISLP 9 15 " + MU + "A Deep-sleep current (module)",
    it(MD, "standby_current", "uA", typ=9, hi=15, condition="deep sleep, module"),
)
MD_SPIW = f(
    MD,
    1,
    "Frekwenza tal-arloġġ SPI, kitba / fSCL 20 MHz SPI clock, write",
    it(MD, "spi_clock_frequency", "MHz", hi=20, condition="write"),
)
MD_SPIR = f(
    MD,
    1,
    "Frekwenza tal-arloġġ SPI, qari / fSCL 2.5 MHz SPI clock, read",
    it(MD, "spi_clock_frequency", "MHz", hi=2.5, condition="read"),
)
MD_TOP = f(
    MD,
    1,
    "Temperatura tat-tħaddim / 0 ... 50 " + DEG + " 0 ... 40 " + DEG + " Operating temperature",
    it("MDP-29K", "operating_temperature", DEG, lo=0, hi=50),
)
MD_TOP_R = f(
    MD,
    1,
    "Temperatura tat-tħaddim / 0 ... 50 " + DEG + " 0 ... 40 " + DEG + " Operating temperature",
    it("MDP-29R", "operating_temperature", DEG, lo=0, hi=40),
)
MD_TSTG = f(
    MD,
    1,
    "Temperatura tal-ħażna / Storage temperature -25 ... +70 " + DEG,
    it(MD, "storage_temperature", DEG, lo=-25, hi=70),
)
MD_HUM = f(
    MD,
    1,
    "Umdità tat-tħaddim / Operating humidity 35 ... 65 %RH",
    it(MD, "operating_humidity", "%RH", lo=35, hi=65),
)
MD_IF = f(MD, 1, "Interface SPI b'4 wajers / 4-wire SPI", it(MD, "interface", values=["SPI"]))
MD_5V = note(
    MD, 2, "T: Iva. VCC to 5 V, signals straight to the pins; the level shifter handles it."
)
MD_LVL = note(MD, 1, "The module carries a 3.3 V regulator and a level shifter")
MD_COLD = note(MD, 2, "Refresh below 0 " + DEG + " is not supported")
MD_BATT = note(MD, 2, "It depends on how often you refresh; we do not give a figure.")

# ---------------------------------------------------------------- NVR2533
NV_VIN = f(
    NV,
    1,
    "Input voltage, VIN 2.5 6.0 V",
    it(NV, "supply_voltage", "V", lo=2.5, hi=6.0, condition="VIN, recommended"),
)
NV_ABS = f(
    NV,
    1,
    "-0.3 V to 7.0 V",
    it(NV, "abs_max_supply_voltage", "V", hi=7.0, condition="VIN to GND"),
)
NV_IOUT = f(
    NV,
    1,
    "Output current, IOUT 0 500 mA",
    it(NV, "output_current", "mA", hi=500),
)
NV_VOUT33 = f(
    NV,
    1,
    "NVR2533-33S5 3.3 V SOT-23-5",
    it("NVR2533-33", "output_voltage", "V", value=3.3),
)
NV_DO33 = f(
    NV,
    2,
    "IOUT = 500 mA, NVR2533-33 250 380 mV",
    it("NVR2533-33", "dropout_voltage", "mV", typ=250, hi=380, condition="500 mA"),
)
NV_DO25 = f(
    NV,
    2,
    "IOUT = 500 mA, NVR2533-25 350 500 mV",
    it("NVR2533-25", "dropout_voltage", "mV", typ=350, hi=500, condition="500 mA"),
)
NV_DO33_100 = f(
    NV,
    2,
    "IOUT = 100 mA, NVR2533-33 50 80 mV",
    it("NVR2533-33", "dropout_voltage", "mV", typ=50, hi=80, condition="100 mA"),
)
NV_IQ = f(
    NV,
    2,
    "Ground current IOUT = 0 mA 55 90 " + MU + "A",
    it(NV, "quiescent_current", "uA", typ=55, hi=90, condition="no load"),
)
NV_SD = f(
    NV,
    2,
    "Shutdown current VEN = 0 V 0.1 1 " + MU + "A",
    it(NV, "standby_current", "uA", typ=0.1, hi=1, condition="EN = 0 V"),
)
NV_ACC25 = f(
    NV,
    2,
    "Output voltage accuracy IOUT = 1 mA -1 +1 %",
    it(NV, "accuracy", "%", lo=-1, hi=1, quantity="voltage", condition="output, 25 degC"),
)
NV_ACCT = f(
    NV,
    2,
    "* 1 mA " + LE + " IOUT " + LE + " 500 mA -2 +2 %",
    it(NV, "accuracy", "%", lo=-2, hi=2, quantity="voltage", condition="full temperature, load"),
)
NV_ENH = f(
    NV, 2, "EN high threshold 1.2 V", it(NV, "input_high_voltage", "V", lo=1.2, condition="EN")
)
NV_ENL = f(
    NV, 2, "EN low threshold 0.4 V", it(NV, "input_low_voltage", "V", hi=0.4, condition="EN")
)
NV_PKG = f(
    NV,
    1,
    "Packages SOT-23-5, SOT-89-5, DFN-6 2 x 2",
    it(NV, "package", values=["SOT-23-5", "SOT-89-5", "DFN-6"]),
)
NV_HEAT = note(
    NV,
    2,
    "500 mA dissipates 0.85 W, more than the 0.45 W a SOT-23-5 can handle at 25 " + DEG,
)
NV_TJ = note(NV, 1, "Junction temperature, TJ -40 125 " + DEG)

# ---------------------------------------------------------------- TPR-18W
TP_VDD = f(
    TP,
    1,
    "Supply voltage (VDD) 3.0 ~ 5.5 3.0 ~ 5.5 V",
    it(TP, "supply_voltage", "V", lo=3.0, hi=5.5),
)
TP_IC = f(
    TP,
    1,
    "Sensor IC measuring range -55 ~ +125 -55 ~ +125 " + DEG,
    it(TP, "measurement_range", DEG, lo=-55, hi=125, quantity="temperature", condition="IC"),
)
TP_PROBE_P = f(
    TP,
    1,
    "Probe rated range (cable limit) -20 ~ +80 -55 ~ +125 " + DEG,
    it("TPR-18W-P", "operating_temperature", DEG, lo=-20, hi=80, condition="PVC cable"),
)
TP_PROBE_S = f(
    TP,
    1,
    "Probe rated range (cable limit) -20 ~ +80 -55 ~ +125 " + DEG,
    it("TPR-18W-S", "operating_temperature", DEG, lo=-55, hi=125, condition="silicone cable"),
)
TP_ACC = f(
    TP,
    1,
    "Accuracy, -10 ~ +85 " + DEG + " " + PM + "0.5 " + PM + "0.5 " + DEG,
    it(TP, "accuracy", DEG, lo=-0.5, hi=0.5, quantity="temperature", condition="-10 to +85 degC"),
)
TP_ACC2 = f(
    TP,
    1,
    "Accuracy, rest of the range " + PM + "2 " + PM + "2 " + DEG,
    it(TP, "accuracy", DEG, lo=-2, hi=2, quantity="temperature", condition="rest of the range"),
)
TP_RES = f(TP, 1, "Resolution 9 ~ 12 9 ~ 12 bit", it(TP, "resolution", "bit", lo=9, hi=12))
TP_STEP = f(
    TP,
    2,
    "12 bit (default) 0.0625 " + DEG + " 750 ms 7Fh",
    it(TP, "resolution", DEG, value=0.0625, quantity="temperature", condition="12 bit"),
)
TP_CONV = f(
    TP,
    1,
    "Conversion time, 12 bit " + LE + " 750 " + LE + " 750 ms",
    it(TP, "response_time", "ms", hi=750, condition="conversion, 12 bit"),
)
TP_ICONV = f(
    TP,
    1,
    "Current during conversion 1 1.5 mA",
    it(TP, "supply_current", "mA", typ=1, hi=1.5, condition="during conversion"),
)
TP_ISTBY = f(
    TP,
    1,
    "Standby current (idle bus) 0.75 1 " + MU + "A",
    it(TP, "standby_current", "uA", typ=0.75, hi=1),
)
TP_VIH = f(
    TP,
    1,
    "DATA input high level 2.2 5.5 V",
    it(TP, "input_high_voltage", "V", lo=2.2, hi=5.5, condition="DATA"),
)
TP_IP = f(
    TP,
    1,
    "The probe is rated IP68 (1 m of water for 72 h)",
    it(TP, "ip_rating", values=["IP68"]),
)
TP_IF = f(
    TP,
    1,
    "Waterproof digital temperature probe, 1-Wire bus",
    it(TP, "interface", values=["1-Wire"]),
)
TP_ESP = note(
    TP,
    2,
    "Q: Will it work with a 3.3 V ESP32? A: Yes, power it from 3.3 V and pull DATA up to 3.3 V.",
)
TP_DEPTH = note(TP, 2, "1 m is what we test (IP68 above). Deeper is not rated.")
TP_FOOD = note(TP, 2, "We have no food-contact certificate.")

# ---------------------------------------------------------------- TWR-4R12
TW_JD = f(
    TW,
    1,
    "Foltedd cyflenwad y coiliau / 11.4 12.0 13.2 V Coil supply voltage (JD-VCC)",
    it(TW, "supply_voltage", "V", lo=11.4, typ=12.0, hi=13.2, condition="JD-VCC"),
)
TW_COIL = f(
    TW,
    1,
    "Foltedd graddedig y coil / Rated coil voltage 12 V DC",
    it(TW, "coil_voltage", "V", value=12),
)
TW_VCC = f(
    TW,
    1,
    "Foltedd rhesymeg / 3.3 5.5 V Logic supply voltage (VCC)",
    it(TW, "logic_supply_voltage", "V", lo=3.3, hi=5.5, condition="VCC"),
)
TW_IREL = f(
    TW,
    1,
    "Cerrynt fesul ras gyfnewid / 30 33 mA Current per energised relay (JD-VCC)",
    it(TW, "supply_current", "mA", typ=30, hi=33, condition="per energised relay, JD-VCC"),
)
TW_IALL = f(
    TW,
    1,
    "Cerrynt, y pedair ymlaen / 125 mA Current, all four relays on",
    it(TW, "supply_current", "mA", typ=125, condition="all four relays on"),
)
TW_ON = f(
    TW,
    1,
    "Mewnbwn: ras ymlaen / 2.4 V Input level, relay ON",
    it(TW, "input_high_voltage", "V", lo=2.4, condition="relay ON"),
)
TW_OFF = f(
    TW,
    1,
    "Mewnbwn: ras i ffwrdd / 0.8 V Input level, relay OFF",
    it(TW, "input_low_voltage", "V", hi=0.8, condition="relay OFF"),
)
TW_ABS = f(
    TW,
    1,
    "JD-VCC, uchafswm absoliwt / absolute maximum 15 V",
    it(TW, "abs_max_supply_voltage", "V", hi=15, condition="JD-VCC"),
)
TW_COILR = f(
    TW,
    1,
    "Gwrthiant y coil / Coil resistance 400 " + PM + " 10 % " + OHM,
    it(TW, "coil_resistance", "Ohm", typ=400),
)
TW_COILP = f(TW, 1, "Pŵer y coil / Coil power 0.36 W", it(TW, "coil_power", "W", value=0.36))
TW_TOP = f(
    TW,
    1,
    "Tymheredd gweithredu'r bwrdd / Board operating temperature -25 ... +55 " + DEG,
    it(TW, "operating_temperature", DEG, lo=-25, hi=55, condition="board"),
)
TW_C250 = f(
    TW,
    2,
    "250 V AC, gwrthiannol / resistive 10 A 10 A",
    it(TW, "contact_current", "A", hi=10, condition="250 V AC resistive"),
)
TW_C30 = f(
    TW,
    2,
    "30 V DC, gwrthiannol / resistive - 5A",
    it(TW, "contact_current", "A", hi=5, condition="30 V DC resistive, TUV"),
)
TW_C28 = f(
    TW,
    2,
    "28 V DC, gwrthiannol / resistive 10 A",
    it(TW, "contact_current", "A", hi=10, condition="28 V DC resistive, UL / CSA"),
)
TW_IND = f(
    TW,
    2,
    "derate to 3 A at 250 V AC",
    it(TW, "contact_current", "A", hi=3, condition="inductive, 250 V AC"),
)
TW_CAR = note(TW, 2, "A running vehicle puts up to 14.8 V on its 12 V system, above the 13.2 V")
TW_PI = note(
    TW, 2, "C: Raspberry Pi? A: Ie / Yes. VCC to the Pi's 3.3 V pin, IN1 ... IN4 to GPIOs."
)
TW_APPROVAL = note(TW, 2, "board itself has no approval")

# ---------------------------------------------------------------- QCAN-M
QC_VCC = f(
    QC,
    1,
    "Supply voltage VCC 4.75 - 5.25 4.75 - 5.25 V",
    it(QC, "supply_voltage", "V", lo=4.75, hi=5.25),
)
QC_3V3 = note(QC, 1, "The transceiver needs 5 V; the board cannot run from 3.3 V")
QC_BR8 = f(
    QC,
    1,
    "CAN bit rate, maximum 500 1000 kbps",
    it("QCAN-M8", "baud_rate", "kbps", hi=500, condition="CAN bit rate, 8 MHz crystal"),
)
QC_BR16 = f(
    QC,
    1,
    "CAN bit rate, maximum 500 1000 kbps",
    it("QCAN-M16", "baud_rate", "kbps", hi=1000, condition="CAN bit rate, 16 MHz crystal"),
)
QC_SPI = f(
    QC,
    1,
    "SPI clock, maximum fSCK 10 10 MHz",
    it(QC, "spi_clock_frequency", "MHz", hi=10),
)
QC_IDOM = f(
    QC,
    1,
    "Supply current, bus dominant ICC 70 71 mA typ.",
    it("QCAN-M8", "supply_current", "mA", typ=70, condition="bus dominant"),
)
QC_IDOM16 = f(
    QC,
    1,
    "Supply current, bus dominant ICC 70 71 mA typ.",
    it("QCAN-M16", "supply_current", "mA", typ=71, condition="bus dominant"),
)
QC_TOP = f(
    QC,
    1,
    "Operating temperature TA -40 to +85 -40 to +85 " + DEG,
    it(QC, "operating_temperature", DEG, lo=-40, hi=85),
)
QC_ABS = f(
    QC, 1, "VCC -0.3 to 7.0 V", it(QC, "abs_max_supply_voltage", "V", hi=7.0, condition="VCC")
)
QC_CANABS = f(
    QC,
    1,
    "CANH, CANL -27 to +40 V",
    it(QC, "abs_max_input_voltage", "V", lo=-27, hi=40, condition="CANH, CANL"),
)
QC_VIH = f(
    QC,
    1,
    "VIH CS, SCK, SI, RESET 3.5 VCC + 0.3 V",
    it(QC, "input_high_voltage", "V", lo=3.5, condition="VCC = 5 V"),
)
QC_VIL = f(
    QC,
    1,
    "VIL CS, SCK, SI, RESET -0.3 1.5 V",
    it(QC, "input_low_voltage", "V", hi=1.5, condition="VCC = 5 V"),
)
QC_VOH = f(
    QC,
    1,
    "VOH SO 4.3 V IOH = -1 mA",
    it(QC, "output_high_voltage", "V", lo=4.3, condition="SO, -1 mA"),
)
QC_IF = f(
    QC,
    1,
    "CAN 2.0B Controller + High-Speed Transceiver Module, SPI Host Interface",
    it(QC, "interface", values=["CAN", "SPI"]),
)
QC_LVL = note(QC, 2, "Put a level translator between a 3.3 V host and J2.")
QC_OBD = note(
    QC, 2, "The board is not isolated and has no 12 V input; do not power it from OBD pin 16"
)
QC_OBD500 = note(QC, 2, "most passenger-car OBD-II buses run at 500 kbps")
QC_1M = note(QC, 2, "1000 kbps not possible 00h / D0h / 82h")

# ---------------------------------------------------------------- HB-VM1
VM_VCC = f(
    VM,
    1,
    "Runs from 2.5 V to 5.5 V: a Li-ion cell, a 3.3 V board or a 5 V board.",
    it(VM, "supply_voltage", "V", lo=2.5, hi=5.5),
)
VM_I50 = f(
    VM,
    1,
    "Running current 60 mA 75 mA 95 mA",
    it(VM, "supply_current", "mA", typ=95, condition="running, VCC = 5.0 V"),
)
VM_I30 = f(
    VM,
    1,
    "Running current 60 mA 75 mA 95 mA",
    it(VM, "supply_current", "mA", typ=60, condition="running, VCC = 3.0 V"),
)
VM_I37 = f(
    VM,
    1,
    "Running current 60 mA 75 mA 95 mA",
    it(VM, "supply_current", "mA", typ=75, condition="running, VCC = 3.7 V"),
)
VM_START = note(VM, 1, "Start-up current (first 20 ms) 85 mA 105 mA 130 mA")
VM_VIH = f(
    VM, 1, "High (motor on) 1.5 V VCC", it(VM, "input_high_voltage", "V", lo=1.5, condition="IN")
)
VM_VIL = f(
    VM,
    1,
    "Low (motor off) 0.5 V 10 k" + OHM + " pull-down",
    it(VM, "input_low_voltage", "V", hi=0.5, condition="IN"),
)
VM_IDLE = f(
    VM,
    1,
    "Idle current, IN low 1 " + MU + "A board total",
    it(VM, "standby_current", "uA", hi=1, condition="IN low"),
)
VM_TOP = f(
    VM,
    2,
    "Operating: -20 " + DEG + " to +60 " + DEG + ", no condensation",
    it(VM, "operating_temperature", DEG, lo=-20, hi=60),
)
VM_GPIO = note(
    VM, 1, "so a GPIO only supplies about 0.33 mA into the 10 k" + OHM + " pull-down at 3.3"
)
VM_5V = note(VM, 1, "Yes, the motor is a 3 V part and the board accepts 5 V")
VM_CR2032 = note(
    VM, 2, "Can I run it from a CR2032 coin cell? Not recommended: the 85 mA start-up current is"
)
VM_LIFE = note(VM, 2, "We have not run a life test; we give no hours figure.")
VM_WATER = note(VM, 2, "Is it waterproof? No.")

# ---------------------------------------------------------------- MW-UV12
UV_VCC = f(
    UV,
    1,
    "Volteji ya usambazaji / UV12 2.7 3.3 5.5 V Supply voltage (VCC)",
    it(UV, "supply_voltage", "V", lo=2.7, typ=3.3, hi=5.5, condition="MW-UV12"),
)
UV_VCC_G = f(
    UV,
    1,
    "Supply voltage (VCC) UV12G 3.3 5.0 5.5 V",
    it("MW-UV12G", "supply_voltage", "V", lo=3.3, typ=5.0, hi=5.5, condition="MW-UV12G"),
)
UV_I = f(
    UV,
    1,
    "Mkondo wa kufanya kazi / 60 100 " + MU + "A Operating current",
    it(UV, "supply_current", "uA", typ=60, hi=100),
)
UV_OUT = f(
    UV,
    1,
    "Volteji ya pato / Output voltage UV12 0 1.2 V",
    it(UV, "analog_output_voltage", "V", lo=0, hi=1.2, condition="MW-UV12"),
)
UV_OUT_G = f(
    UV,
    1,
    "Volteji ya pato / Output voltage UV12 0 1.2 V UV12G 0 3.0 V",
    it("MW-UV12G", "analog_output_voltage", "V", lo=0, hi=3.0, condition="MW-UV12G"),
)
UV_TOP = f(
    UV,
    1,
    "Joto la kufanya kazi / -20 ... +70 " + DEG + " -30 ... +85 " + DEG + " Operating temperature",
    it(UV, "operating_temperature", DEG, lo=-20, hi=70, condition="module"),
)
UV_TSTG = f(
    UV,
    1,
    "Joto la kuhifadhi / -30 ... +85 " + DEG + " -40 ... +90 " + DEG + " Storage temperature",
    it(UV, "storage_temperature", DEG, lo=-30, hi=85, condition="module"),
)
UV_RESP = f(
    UV,
    1,
    "Muda wa kujibu / 0.5 s Response time",
    it(UV, "response_time", "s", hi=0.5),
)
UV_SIG = f(
    UV,
    1,
    "UV index sensor module (analog output)",
    it(UV, "output_signal_type", values=["analog voltage"]),
)
UV_GLASS = note(UV, 2, "Ordinary glass blocks most UV-B; use a quartz or PTFE window.")
UV_ARD = note(UV, 2, "For MW-UV12 use the 1.1 V internal reference")
UV_IP = note(UV, 2, "Hapana / No IP rating")
UV_ACC = note(UV, 2, "we do not state an accuracy figure.")
