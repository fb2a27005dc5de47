"""Reference facts of the hundred-and-forty-seventh hold-out set, shared by factual and
compatibility questions. Every number was read off the generated PDFs
(``pdftotext -layout``) and each quote is on the cited page."""

from __future__ import annotations

from qkit import CZ, GX, HP, HQ, MT, PX, WC, YS, Fact, Item, ev, it

DEG = "\u00b0C"
MU = "\u00b5"
PM = "\u00b1"
ELL = "\u2026"
LE = "\u2264"
SQ = "\u00b2"
MDASH = "\u2014"


def f(device: str, page: int, quote: str, *items: Item) -> Fact:
    return list(items), [ev(device, page, quote)]


def note(device: str, page: int, quote: str) -> Fact:
    """A statement without numbers needed as items: evidence only."""
    return [], [ev(device, page, quote)]


# ---------------------------------------------------------------- PXB-331 / PXB-331H
PX_VIN_Q = "Input voltage after start-up 1.8 5.5 2.3 5.5 V (operating)"
PX_VIN = f(
    PX,
    1,
    PX_VIN_Q,
    it(PX, "supply_voltage", "V", lo=1.8, hi=5.5, condition="input voltage after start-up, PXB-331 column"),
)
PX_VOUT = f(
    PX,
    1,
    "Output fixed 3.3 V",
    it(PX, "output_voltage", "V", value=3.3, condition="fixed output"),
)
PX_IOUT_Q = ("VIN = 1.8 V 250 400 Maximum output VIN = 2.4 V 450 800 mA current VIN = 3.6 V 800 1500 "
             "VIN = 5.0 V 1000 2000")
PX_IOUT_AA = f(
    PX,
    1,
    PX_IOUT_Q,
    it(PX, "output_current", "mA", hi=250, condition="maximum output current at VIN = 1.8 V, PXB-331"),
    it(PX, "output_current", "mA", hi=450, condition="maximum output current at VIN = 2.4 V, PXB-331"),
)
PX_IOUT_H24 = f(
    "PXB-331H",
    1,
    PX_IOUT_Q,
    it("PXB-331H", "output_current", "mA", hi=800,
       condition="maximum output current at VIN = 2.4 V, PXB-331H column"),
)
PX_IQ = f(
    PX,
    1,
    "EN high, no load, Quiescent current 50 80 120 160 " + MU + "A LED jumper cut",
    it(PX, "quiescent_current", MU + "A", typ=50, hi=80,
       condition="EN high, no load, LED jumper cut, PXB-331 column"),
)
PX_SHDN_H = f(
    "PXB-331H",
    1,
    "Shutdown current EN low 0.1 1.0 0.5 2.0 " + MU + "A",
    it("PXB-331H", "standby_current", MU + "A", typ=0.5, hi=2.0, condition="shutdown, EN low, PXB-331H column"),
)
PX_1CELL = note(
    PX,
    2,
    "No. A single cell (1.0 " + ELL + " 1.6 V) is below the 1.8 V minimum input; the module will not start.",
)

# ---------------------------------------------------------------- HQW-57 / HQW-57P
HQ_VDD = f(
    HQ,
    2,
    "Supply voltage VDD 1.08 3.3 3.6 V",
    it(HQ, "supply_voltage", "V", lo=1.08, typ=3.3, hi=3.6, condition="VDD"),
)
HQ_ABSVDD = f(
    HQ,
    1,
    "Supply voltage VDD -0.3 4.0 V",
    it(HQ, "abs_max_supply_voltage", "V", lo=-0.3, hi=4.0, condition="VDD, absolute maximum"),
)
HQ_5V = note(
    HQ,
    2,
    "The pins are not 5 V tolerant: the voltage on any pin must stay below VDD + 0.3 V.",
)
HQ_ACC_P = f(
    "HQW-57P",
    1,
    "Accuracy tolerance (typ.) 20 " + ELL + " 80 %RH " + PM + "2.0 " + PM + "1.5 %RH",
    it("HQW-57P", "accuracy", "%RH", lo=-1.5, hi=1.5, quantity="relative_humidity",
       condition="typical tolerance, 20 ... 80 %RH, HQW-57P column"),
)
HQ_AVG_LOW = f(
    HQ,
    2,
    "Average supply 1 meas./s, high rep. 2.2 IDD,avg " + MU + "A current 1 meas./s, low rep. 0.4",
    it(HQ, "supply_current", MU + "A", typ=0.4, condition="average, 1 measurement/s, low repeatability"),
)
HQ_ADDR_B = f(
    "HQW-57-BD1B",
    2,
    "HQW-57-BD1B HQW-57 0x45 none reel, 2500 pcs",
    it(HQ, "i2c_address", values=["0x45"], condition="ordering code HQW-57-BD1B"),
)
HQ_ADDR_ALL = f(
    HQ,
    2,
    "HQW-57-AD1B HQW-57 0x44 none reel, 2500 pcs HQW-57-BD1B HQW-57 0x45 none reel, 2500 pcs "
    "HQW-57-CD1B HQW-57 0x46 none reel, 2500 pcs",
    it(HQ, "i2c_address", values=["0x44", "0x45", "0x46"],
       condition="fixed per ordering code (-AD1B 0x44, -BD1B 0x45, -CD1B 0x46)"),
)
HQ_TMEAS = f(
    HQ,
    2,
    "high repeatability 6.9 8.3 Measurement duration medium repeatability 3.7 4.5 ms",
    it(HQ, "response_time", "ms", typ=6.9, hi=8.3, condition="measurement duration, high repeatability"),
)
HQ_FSCL = f(
    HQ,
    2,
    "SCL clock frequency fSCL 0 1000 kHz",
    it(HQ, "i2c_clock_frequency", "kHz", lo=0, hi=1000, condition="fSCL"),
)
HQ_ESD = note(HQ, 1, "ESD, human body model (HBM) " + PM + "2 kV")

# ---------------------------------------------------------------- GXM-2036 / GXM-2036S
GX_VLOAD = f(
    GX,
    1,
    "Tension de charge 5 36 5 36 V Load voltage (V+)",
    it(GX, "load_supply_voltage", "V", lo=5, hi=36, condition="load voltage V+, both versions"),
)
GX_I_Q = "V+ = 5 V 3 3 Courant continu par canal V+ = 12 V 8 10 A Continuous current per channel"
GX_I12 = f(
    GX,
    1,
    GX_I_Q,
    it(GX, "output_current", "A", hi=8, condition="continuous per channel, V+ = 12 V, GXM-2036 column"),
)
GX_I5 = f(
    GX,
    1,
    GX_I_Q,
    it(GX, "output_current", "A", hi=3, condition="continuous per channel, V+ = 5 V, GXM-2036 column"),
)
GX_VIH_Q = "Tension d'entr\u00e9e IN, niveau haut 3.0 5.5 9 28 V IN high-level voltage"
GX_VIH = f(
    GX,
    1,
    GX_VIH_Q,
    it(GX, "input_high_voltage", "V", lo=3.0, hi=5.5, condition="IN high level, GXM-2036 column"),
)
GX_VIH_S = f(
    "GXM-2036S",
    1,
    GX_VIH_Q,
    it("GXM-2036S", "input_high_voltage", "V", lo=9, hi=28, condition="IN high level, GXM-2036S column"),
)
GX_PEAK_S = f(
    "GXM-2036S",
    1,
    "Courant de cr\u00eate t " + LE + " 10 ms 30 40 A Peak current",
    it("GXM-2036S", "peak_output_current", "A", hi=40, condition="t <= 10 ms, GXM-2036S column"),
)
GX_PWM = note(GX, 1, "Fr\u00e9quence PWM max. 20 1 kHz Max. PWM frequency")
GX_5VNOTE = note(
    GX,
    2,
    "With V+ = 5 V the gate only sees 5 V: keep the current of each channel at or below 3 A.",
)
GX_S_NOTE = note(
    GX,
    2,
    "The GXM-2036S is for 12 V / 24 V PLC outputs and does not switch from 3.3 V or 5 V logic.",
)
GX_25C = note(
    GX,
    1,
    "Current ratings apply at Ta = 25 " + DEG + " without an extra heatsink.",
)

# ---------------------------------------------------------------- HPN-2310 / HPN-2310D
HP_VCC = f(
    HP,
    1,
    "Supply voltage VCC 3.0 3.3 3.6 V",
    it(HP, "supply_voltage", "V", lo=3.0, typ=3.3, hi=3.6, condition="VCC, operating conditions"),
)
HP_TRK = f(
    HP,
    2,
    "Tracking, 1 Hz 27 39 mA",
    it(HP, "supply_current", "mA", typ=27, condition="tracking, 1 Hz, HPN-2310 column"),
)
HP_ACQ_D = f(
    "HPN-2310D",
    2,
    "Acquisition 34 48 mA",
    it("HPN-2310D", "supply_current", "mA", typ=48, condition="acquisition, HPN-2310D column"),
)
HP_BCK = f(
    HP,
    2,
    "Backup (VCC off, V_BCKP = 3.0 V) 12 14 " + MU + "A",
    it(HP, "standby_current", MU + "A", typ=12, condition="backup, VCC off, V_BCKP = 3.0 V, HPN-2310 column"),
)
HP_BAUD = f(
    HP,
    2,
    "The default baud rate is 38400 bps",
    it(HP, "baud_rate", "bps", value=38400, condition="UART default"),
)
HP_RATE_D = f(
    "HPN-2310D",
    1,
    "Navigation update GPS + GLONASS + Galileo + BeiDou 5 10 Hz rate, max. GPS only 10 20",
    it("HPN-2310D", "data_rate", "Hz", hi=10,
       condition="navigation update rate, GPS + GLONASS + Galileo + BeiDou, HPN-2310D column"),
)
HP_RXD = f(
    HP,
    1,
    "Input voltage on RXD, RESET_N, EXTINT -0.3 3.6 V",
    it(HP, "abs_max_input_voltage", "V", lo=-0.3, hi=3.6, condition="RXD, RESET_N, EXTINT"),
)
HP_5V = note(HP, 2, "RXD accepts at most 3.6 V and is not 5 V tolerant")

# ---------------------------------------------------------------- WCF1462 / WCF1462/8
WC_VCC = f(
    WC,
    2,
    "VCC supply voltage 4.5 " + MDASH + " 5.5 V",
    it(WC, "supply_voltage", "V", lo=4.5, hi=5.5, condition="VCC"),
)
WC_VIO = f(
    WC,
    2,
    "VIO supply voltage on pin VIO 1.71 " + MDASH + " 5.5 V",
    it(WC, "io_supply_voltage", "V", lo=1.71, hi=5.5, condition="VIO"),
)
WC_STB = f(
    WC,
    2,
    "ICC supply current Normal mode; recessive; VTXD = VIO 2.5 5 10 mA Standby mode " + MDASH + " "
    + MDASH + " 10 " + MU + "A",
    it(WC, "standby_current", MU + "A", hi=10, condition="ICC, standby mode"),
)
WC_RATE_Q = "maximum data rate (data phase) 5 8 Mbit/s"
WC_RATE8 = f(
    "WCF1462/8",
    2,
    WC_RATE_Q,
    it("WCF1462/8", "baud_rate", "Mbit/s", hi=8, condition="CAN FD data phase, WCF1462/8 column"),
)
WC_RATE5 = f(
    WC,
    2,
    WC_RATE_Q,
    it(WC, "baud_rate", "Mbit/s", hi=5, condition="CAN FD data phase, WCF1462 column"),
)

# ---------------------------------------------------------------- YSV-917 / YSV-917M
YS_V = f(
    YS,
    1,
    "2-1 Operating voltage range 4.8 V ~ 6.0 V DC",
    it(YS, "supply_voltage", "V", lo=4.8, hi=6.0, condition="operating voltage range"),
)
YS_STALL_M6 = f(
    "YSV-917M",
    1,
    "4-5 Stall current at locked 650 800 900 1100 mA",
    it("YSV-917M", "supply_current", "mA", typ=1100, condition="stall current at 6.0 V, YSV-917M column"),
)
YS_TOP = f(
    YS,
    1,
    "1-2 Operating temperature range -10 " + DEG + " ~ +50 " + DEG,
    it(YS, "operating_temperature", DEG, lo=-10, hi=50, condition="operating temperature range"),
)
YS_PWM = f(
    YS,
    2,
    "5-1 Control system Pulse width control (PWM)",
    it(YS, "interface", values=["PWM"], condition="control signal"),
)
YS_AMP = f(
    YS,
    2,
    "5-2 Pulse amplitude 3.0 V ~ 5.5 V",
    it(YS, "input_high_voltage", "V", lo=3.0, hi=5.5, condition="control pulse amplitude"),
)
YS_NIMH = note(
    YS,
    1,
    "2-3 Recommended power source 4 cells NiMH (4.8 V) or a regulated 5 V / 6 V BEC",
)
YS_74 = note(
    YS,
    2,
    "Do not apply more than 6.0 V. A 2-cell LiPo pack (7.4 V) connected directly destroys the control board.",
)

# ---------------------------------------------------------------- MTO-1364
MT_VCC = f(
    MT,
    1,
    "Supply voltage VCC through on-board LDO 3.3 5.0 V",
    it(MT, "supply_voltage", "V", lo=3.3, hi=5.0, condition="VCC through on-board LDO"),
)
MT_ADDR = f(
    MT,
    2,
    "In Arduino and MicroPython use the 7-bit addresses 0x3C and 0x3D.",
    it(MT, "i2c_address", values=["0x3C", "0x3D"], condition="7-bit; 0x3D with the ADDR bridge closed"),
)
MT_IALL_B5 = f(
    "MTO-1364-4B",
    1,
    "All pixels on 30 31 24 25 mA",
    it(MT, "supply_current", "mA", typ=25, condition="all pixels on, blue, VCC 5.0 V"),
)
MT_SLEEP = f(
    MT,
    1,
    "Sleep current (module) display OFF, LDO on 60 100 " + MU + "A",
    it(MT, "standby_current", MU + "A", typ=60, hi=100, condition="sleep, display OFF, LDO on"),
)
MT_5VI2C = note(
    MT,
    2,
    "5 V boards (Arduino Uno, Nano, Mega) over I" + SQ + "C: connect straight away. The MTO-1364-4 pulls SDA "
    "and SCL up to 3.3 V with 4.7 k\u03a9 resistors and the Arduino only pulls the lines low, so the display "
    "never sees 5 V.",
)
MT_LIFE = note(MT, 2, "We do not have a lifetime figure from the panel maker.")

# ---------------------------------------------------------------- CLZ4208 / CLZ4208Q
CZ_VDD = f(
    CZ,
    1,
    "Supply voltage VDD 3.0 3.3 3.6 V",
    it(CZ, "supply_voltage", "V", lo=3.0, typ=3.3, hi=3.6, condition="VDD"),
)
CZ_ADDR = f(
    CZ,
    2,
    "GND 0x2C 0x58 0x59 VDD 0x2D 0x5A 0x5B SCL 0x3C 0x78 0x79 SDA 0x3D 0x7A 0x7B",
    it(CZ, "i2c_address", values=["0x2C", "0x2D", "0x3C", "0x3D"],
       condition="7-bit, ADDR to GND / VDD / SCL / SDA"),
)
CZ_Q_TEMP = f(
    "CLZ4208Q",
    1,
    "Operating ambient temperature -20 " + ELL + " +85 -40 " + ELL + " +125 " + DEG,
    it("CLZ4208Q", "operating_temperature", DEG, lo=-40, hi=125, condition="CLZ4208Q column"),
)
CZ_SHDN = f(
    CZ,
    1,
    "Supply current IDD " + MU + "A standby, no conversion 25 40 shutdown, SHDN = 1 0.5 2",
    it(CZ, "standby_current", MU + "A", typ=0.5, hi=2, condition="shutdown, SHDN = 1"),
)
CZ_FSCL = f(
    CZ,
    1,
    "I" + SQ + "C clock fSCL 0 400 kHz",
    it(CZ, "i2c_clock_frequency", "kHz", lo=0, hi=400, condition="fSCL"),
)
CZ_VIH = f(
    CZ,
    1,
    "Input high level VIH SDA, SCL 0.7 x VDD 5.5 V",
    it(CZ, "input_high_voltage", "V", hi=5.5, condition="SDA, SCL (min 0.7 x VDD)"),
)
CZ_SDAABS = f(
    CZ,
    1,
    "Voltage on SDA, SCL -0.3 6.0 V",
    it(CZ, "abs_max_input_voltage", "V", lo=-0.3, hi=6.0, condition="SDA, SCL"),
)
CZ_5V = note(
    CZ,
    2,
    "SDA and SCL can be pulled up to 5 V while VDD is 3.3 V, so the CLZ4208 can sit on the I" + SQ + "C bus "
    "of a 5 V microcontroller.",
)
CZ_WATER = note(CZ, 1, "for water and water-based liquids.")
CZ_SHORT = note(
    CZ,
    2,
    "Keep the traces from CIN1 " + ELL + " CIN4 to the electrodes short and run the shield (SHLD1, SHLD2) "
    "beside and behind them.",
)
