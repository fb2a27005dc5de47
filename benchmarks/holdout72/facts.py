"""Reference facts of the seventy-second hold-out set, shared by factual and
compatibility questions. Every number was read off the generated PDFs
(``pdftotext -layout``) and each quote is on the cited page."""

from __future__ import annotations

from qkit import AQ, EP, GN, LX, OP, QD, TR, VN, Fact, Item, ev, it

DEG = "\u00b0C"
MU = "\u00b5"
PM = "\u00b1"
GE = "\u2265"
LE = "\u2264"
OHM = "\u03a9"


def f(device: str, page: int, quote: str, *items: Item) -> Fact:
    return list(items), [ev(device, page, quote)]


def note(device: str, page: int, quote: str) -> Fact:
    """A statement without numbers: evidence only."""
    return [], [ev(device, page, quote)]


# ---------------------------------------------------------------- LXH2217
LX_VDD = f(
    LX,
    1,
    "Tápfeszültség / VDD 1.7 3.0 3.6 V Supply voltage",
    it(LX, "supply_voltage", "V", lo=1.7, typ=3.0, hi=3.6, condition="VDD, recommended"),
)
LX_ABS = f(
    LX,
    1,
    "Tápfeszültség / Supply voltage VDD -0.3 ... 4.0 V",
    it(LX, "abs_max_supply_voltage", "V", hi=4.0, condition="VDD, absolute maximum"),
)
LX_VIO = f(
    LX,
    1,
    "SDA, SCL, INT feszültség / SDA, SCL, INT voltage VIO -0.3 ... 4.0 V",
    it(LX, "abs_max_input_voltage", "V", hi=4.0, condition="SDA, SCL, INT, absolute maximum"),
)
LX_NO5V = note(
    LX,
    2,
    "Pull SDA and SCL up to no more than 3.6 V; the pins have no 5 V tolerance.",
)
LX_TOP = f(
    LX,
    1,
    "Üzemi hőmérséklet / TA -40 85 " + DEG + " Operating free-air temperature",
    it(LX, "operating_temperature", DEG, lo=-40, hi=85),
)
LX_IACT = f(
    LX,
    1,
    "Áramfelvétel, mérés közben / ALS + IR enabled 95 140 " + MU + "A Supply current, active",
    it(LX, "supply_current", "uA", typ=95, hi=140, condition="active, ALS + IR enabled"),
)
LX_SCL = f(LX, 1, "fSCL 400 kHz", it(LX, "i2c_clock_frequency", "kHz", hi=400))
LX_ADDR_A = f(
    LX,
    1,
    "0x29 for the LXH2217 and 0x39 for the LXH2217B",
    it(LX, "i2c_address", values=["0x29"], condition="LXH2217"),
)
LX_ADDR_B = f(
    LX,
    1,
    "0x29 for the LXH2217 and 0x39 for the LXH2217B",
    it("LXH2217B", "i2c_address", values=["0x39"], condition="LXH2217B"),
)
LX_RANGE = f(
    LX,
    2,
    "Mérési tartomány / Measuring range: 0.0023 lx (gain 96x, 400 ms) up to about 118 000 lx",
    it(
        LX,
        "measurement_range",
        "lx",
        lo=0.0023,
        hi=118000,
        quantity="illuminance",
        condition="gain 96x / 400 ms to gain 1x / 50 ms",
    ),
)

# ---------------------------------------------------------------- TRS-1143
TR_VDD = f(
    TR,
    1,
    "Tensiune de alimentare / VDD 3.8 24 V Supply voltage",
    it(TR, "supply_voltage", "V", lo=3.8, hi=24),
)
TR_IOUT = f(
    TR,
    1,
    "Curent de ieșire / IOUT 20 mA B > BOP Output sink current",
    it(TR, "output_current", "mA", hi=20, condition="output sink current, operating"),
)
TR_IDD12 = f(
    TR,
    1,
    "VDD = 12 V VDD = 24 V Tip. / Typ. (mA) 2.9 3.1 3.6 4.4 Max. (mA) 5.0 5.0 6.0 7.5",
    it(TR, "supply_current", "mA", typ=3.6, hi=6.0, condition="VDD = 12 V, output on"),
)
TR_VOL = f(
    TR,
    1,
    "Tensiune de ieșire în starea ON / IOUT = 20 mA, B > BOP 0.18 0.4 V",
    it(TR, "output_low_voltage", "V", typ=0.18, hi=0.4, condition="IOUT = 20 mA"),
)

# ---------------------------------------------------------------- VN-MD2A
VN_VM = f(
    VN,
    1,
    "Điện áp động cơ (VM) / Motor voltage: 6.5V - 27V DC",
    it(VN, "load_supply_voltage", "V", lo=6.5, hi=27, condition="VM"),
)
VN_ABS = f(
    VN,
    2,
    "never above 30 V on VM, spikes included",
    it(VN, "abs_max_supply_voltage", "V", hi=30, condition="VM, never exceed"),
)
VN_2S = note(VN, 2, "2S LiPo (7.4 - 8.4 V) nằm trong dải VM / yes, 2S is inside the VM range.")
VN_VCC = f(
    VN,
    1,
    "Điện áp logic (VCC) / Logic voltage: 3.0V - 5.5V",
    it(VN, "logic_supply_voltage", "V", lo=3.0, hi=5.5),
)
VN_VIH = f(
    VN,
    1,
    "Mức logic vào / Input logic: mức cao / high " + GE + " 2.0V, mức thấp / low " + LE + " 0.8V",
    it(VN, "input_high_voltage", "V", lo=2.0),
)
VN_I_STD = f(
    VN,
    1,
    "Dòng liên tục mỗi kênh / 2.0 A 3.5 A Continuous current per channel",
    it(VN, "output_current", "A", hi=2.0, condition="VN-MD2A, per channel, no heatsink"),
)
VN_I_HC = f(
    VN,
    1,
    "Dòng liên tục mỗi kênh / 2.0 A 3.5 A Continuous current per channel",
    it("VN-MD2A-HC", "output_current", "A", hi=3.5, condition="per channel, no heatsink"),
)
VN_PEAK_STD = f(
    VN,
    1,
    "Dòng đỉnh mỗi kênh (" + LE + " 1 s) / 5A 8A Peak current per channel",
    it(VN, "peak_output_current", "A", hi=5, condition="VN-MD2A, per channel, up to 1 s"),
)
VN_TOP = f(
    VN,
    2,
    "the board is tested from -10 " + DEG + " to +60 " + DEG + " ambient",
    it(VN, "operating_temperature", DEG, lo=-10, hi=60),
)

# ---------------------------------------------------------------- GNM-10Q
GN_VCC = f(
    GN,
    1,
    "Main supply voltage VCC 2.7 3.3 3.6 V",
    it(GN, "supply_voltage", "V", lo=2.7, typ=3.3, hi=3.6, condition="VCC"),
)
GN_ABS = f(
    GN,
    1,
    "Main supply voltage VCC -0.3 4.0 V",
    it(GN, "abs_max_supply_voltage", "V", hi=4.0, condition="VCC, absolute maximum"),
)
GN_VIO = f(
    GN,
    1,
    "Input voltage on any I/O pin VIN_IO -0.3 VCC + 0.3 V max. 3.9 V",
    it(GN, "abs_max_input_voltage", "V", hi=3.9, condition="I/O pins, VCC + 0.3 V"),
)
GN_BAUD = f(
    GN,
    1,
    "At power-up the port runs at 9600 bps",
    it(GN, "baud_rate", "bps", value=9600, condition="default"),
)
GN_TRK4 = f(
    GN,
    1,
    "Tracking (1 Hz) 19 mA 22 mA 26 mA",
    it(GN, "supply_current", "mA", typ=26, condition="tracking, GPS + GLO + GAL + BDS"),
)
GN_SENS = f(
    GN,
    2,
    "Sensitivity Tracking -165 dBm",
    it(GN, "rx_sensitivity", "dBm", value=-165, condition="tracking"),
)
GN_RATE = f(
    GN,
    2,
    "The update rate reaches 10 Hz with GPS only.",
    it(GN, "data_rate", "Hz", hi=10, condition="navigation update rate, GPS only"),
)
GN_RF = f(
    GN,
    1,
    "Antenna supply output VCC_RF VCC - 0.1 V max. 50 mA (GNM-10QA only)",
    it("GNM-10QA", "output_current", "mA", hi=50, condition="VCC_RF antenna supply"),
)

# ---------------------------------------------------------------- EPM-290
EP_VCC = f(
    EP,
    1,
    "Tegangan kerja / Operating voltage 3.3V ~ 5V",
    it(EP, "supply_voltage", "V", lo=3.3, hi=5),
)
EP_5V = note(
    EP,
    2,
    "yes, the board has its own regulator and level shifters.",
)
EP_SPI = f(
    EP,
    1,
    "Kecepatan SPI / SPI clock maks. / max. 20 MHz",
    it(EP, "spi_clock_frequency", "MHz", hi=20),
)
EP_TOP_R = f(
    EP,
    1,
    "Suhu operasi / 0 ~ 50 " + DEG + " 0 ~ 40 " + DEG + " Operating temperature",
    it("EPM-290R", "operating_temperature", DEG, lo=0, hi=40),
)
EP_HUM = f(
    EP,
    1,
    "Kelembapan operasi / Operating humidity 35 ~ 65 %RH 35 ~ 65 %RH",
    it(EP, "operating_humidity", "%RH", lo=35, hi=65),
)
EP_STBY = f(
    EP,
    1,
    "Arus modul saat standby / Module standby current 12 " + MU + "A (regulator)",
    it(EP, "standby_current", "uA", value=12, condition="module, regulator"),
)
EP_REFRESH_R = f(
    EP,
    1,
    "Waktu refresh penuh / 2s 15 s Full refresh time",
    it("EPM-290R", "response_time", "s", value=15, condition="full refresh"),
)
EP_NOPARTIAL = note(EP, 1, "Refresh parsial / Partial refresh 0.3 s tidak / not supported")

# ---------------------------------------------------------------- QDA4712
QD_VDD = f(
    QD,
    1,
    "VDD Supply voltage 2.7 5.5 V",
    it(QD, "supply_voltage", "V", lo=2.7, hi=5.5),
)
QD_RES = f(
    QD,
    1,
    "Resolution 12 Bits",
    it(QD, "resolution", "bit", value=12, quantity="voltage"),
)
QD_IDD36 = f(
    QD,
    1,
    "normal mode VDD = 3.6 V 170 330 " + MU + "A",
    it(QD, "supply_current", "uA", typ=170, hi=330, condition="normal mode, VDD = 3.6 V"),
)
QD_PD = f(
    QD,
    1,
    "IDD Supply current, power-down VDD = 5.5 V 0.06 2 " + MU + "A",
    it(QD, "standby_current", "uA", typ=0.06, hi=2, condition="power-down"),
)
QD_SCL_FAST = f(
    QD,
    2,
    "Fast 0 400 kHz",
    it(QD, "i2c_clock_frequency", "kHz", lo=0, hi=400, condition="fast mode"),
)
QD_ADDR = f(
    QD,
    1,
    "that is 0x60, 0x61, 0x62 or 0x63",
    it(QD, "i2c_address", values=["0x60", "0x61", "0x62", "0x63"]),
)
QD_ADDR_SOT = f(
    QD,
    2,
    "In the SOT-23-6 package A1 is bonded to GND, so only 0x60 and 0x61 are available",
    it(QD, "i2c_address", values=["0x60", "0x61"], condition="SOT-23-6"),
)

# ---------------------------------------------------------------- AQF-20
AQ_VCC = f(
    AQ,
    1,
    "Supply voltage (red wire) 5 ... 18 5 ... 18 V DC",
    it(AQ, "supply_voltage", "V", lo=5, hi=18),
)
AQ_RANGE_L = f(
    AQ,
    1,
    "Flow range 1 ... 30 2 ... 45 L/min",
    it("AQF-20L", "measurement_range", "L/min", lo=2, hi=45, quantity="flow_rate"),
)
AQ_TOP = f(
    AQ,
    1,
    "Ambient around the sensor: -25 ... +80 " + DEG,
    it(AQ, "operating_temperature", DEG, lo=-25, hi=80, condition="ambient"),
)
AQ_IP = f(AQ, 1, "The electronics are potted (IP65)", it(AQ, "ip_rating", values=["IP65"]))
AQ_12VPULSE = f(
    AQ,
    2,
    "At 12 V supply the yellow wire carries 12 V pulses",
    it(AQ, "output_high_voltage", "V", value=12, condition="pulse high level at 12 V supply"),
)

# ---------------------------------------------------------------- OPI-4
OP_ON12 = f(
    OP,
    1,
    "Κατάσταση ON / ON when input " + GE + " 2.4 V 7.5 V 15 V",
    it("OPI-4-12", "input_high_voltage", "V", lo=7.5, condition="channel ON"),
)
OP_ON05 = f(
    OP,
    1,
    "Κατάσταση ON / ON when input " + GE + " 2.4 V 7.5 V 15 V",
    it("OPI-4-05", "input_high_voltage", "V", lo=2.4, condition="channel ON"),
)
OP_ON24 = f(
    OP,
    1,
    "Κατάσταση ON / ON when input " + GE + " 2.4 V 7.5 V 15 V",
    it("OPI-4-24", "input_high_voltage", "V", lo=15, condition="channel ON"),
)
OP_VCC2 = f(
    OP,
    1,
    "Τάση VCC2 / Output supply VCC2 3.3 24 V",
    it(OP, "io_supply_voltage", "V", lo=3.3, hi=24, condition="output side VCC2"),
)
OP_ESP32 = note(
    OP,
    2,
    "yes, use the OPI-4-24 and feed VCC2 from the ESP32 3.3 V pin.",
)
OP_IOUT = f(
    OP,
    1,
    "Ρεύμα εξόδου / Output sink current 50 mA",
    it(OP, "output_current", "mA", hi=50, condition="output sink current per channel"),
)
