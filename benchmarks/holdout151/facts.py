"""Reference facts of the hundred-and-fifty-first hold-out set, shared by factual and
compatibility questions. Every number was read off the generated PDFs
(``pdftotext -layout``) and each quote is on the cited page."""

from __future__ import annotations

from qkit import KV, LD, LN, NQ, OW, QD, RV, ZC, Fact, Item, ev, it

DEG = "\u00b0C"
MU = "\u00b5"
PM = "\u00b1"
ELL = "\u2026"
GE = "\u2265"
MDASH = "\u2014"
OHM = "\u03a9"


def f(device: str, page: int, quote: str, *items: Item) -> Fact:
    return list(items), [ev(device, page, quote)]


def note(device: str, page: int, quote: str) -> Fact:
    """A statement without numbers needed as items: evidence only."""
    return [], [ev(device, page, quote)]


# ---------------------------------------------------------------- RVM-2J / RVM-2J16
RV16 = "RVM-2J16"
RV_VCC_Q = "Supply voltage feeds logic and coils 4.75 5.0 5.25 4.80 5.0 5.25 V (VCC, jumper fitted)"
RV_VCC = f(
    RV,
    1,
    RV_VCC_Q,
    it(
        RV,
        "supply_voltage",
        "V",
        lo=4.75,
        typ=5.0,
        hi=5.25,
        condition="VCC with the JD-VCC jumper fitted (logic and coils), RVM-2J column",
    ),
)
RV_LOGIC = f(
    RV,
    1,
    "Logic supply VCC optocoupler side only 3.0 5.5 3.0 5.5 V (jumper removed)",
    it(
        RV,
        "supply_voltage",
        "V",
        lo=3.0,
        hi=5.5,
        condition="logic supply VCC with the jumper removed (optocoupler side only)",
    ),
)
RV_JD = f(
    RV,
    1,
    "Relay supply JD-VCC coil side 4.75 5.0 5.25 4.80 5.0 5.25 V (jumper removed)",
    it(
        RV,
        "supply_voltage",
        "V",
        lo=4.75,
        typ=5.0,
        hi=5.25,
        condition="relay supply JD-VCC with the jumper removed, RVM-2J column",
    ),
)
RV_I_Q = "Supply current one relay on 74 85 93 105 mA both relays on 145 165 183 205"
RV_I2 = f(
    RV,
    1,
    RV_I_Q,
    it(RV, "supply_current", "mA", typ=145, hi=165, condition="both relays on, RVM-2J column"),
)
RV16_I2 = f(
    RV16,
    1,
    RV_I_Q,
    it(RV16, "supply_current", "mA", typ=183, hi=205, condition="both relays on, RVM-2J16 column"),
)
RV_IN_Q = (
    "IN low level VCC = 5.0 V 1.5 1.5 V (relay on) VCC = 3.3 V 1.0 1.0 IN high level "
    "VCC = 5.0 V 4.6 4.6 V (relay off) VCC = 3.3 V 3.0 3.0"
)
RV_IN33 = f(
    RV,
    1,
    RV_IN_Q,
    it(RV, "input_low_voltage", "V", hi=1.0, condition="IN low level (relay on) at VCC = 3.3 V"),
    it(RV, "input_high_voltage", "V", lo=3.0, condition="IN high level (relay off) at VCC = 3.3 V"),
)
RV_IN5_HIGH = f(
    RV,
    1,
    RV_IN_Q,
    it(RV, "input_high_voltage", "V", lo=4.6, condition="IN high level (relay off) at VCC = 5.0 V"),
)
RV16_COIL_R = f(
    RV16,
    1,
    "Coil resistance " + PM + "10 % 70 55 " + OHM,
    it(RV16, "coil_resistance", "Ohm", value=55, condition="LPR-05S-16 relay, +/-10 %, RVM-2J16"),
)
RV_CONTACT_Q = "Contact current, 250 VAC 10 16 * A resistive load 30 VDC 10 12"
RV_DC = f(
    RV,
    1,
    RV_CONTACT_Q,
    it(RV, "contact_current", "A", hi=10, condition="resistive load at 30 VDC, RVM-2J"),
    it(RV, "contact_voltage", "V", hi=30, condition="DC, RVM-2J"),
)
RV_AC = f(
    RV,
    1,
    RV_CONTACT_Q,
    it(RV, "contact_current", "A", hi=10, condition="resistive load at 250 VAC, RVM-2J"),
    it(RV, "contact_voltage", "V", hi=250, condition="AC, RVM-2J"),
)
RV16_AC = (
    [
        it(
            RV16,
            "contact_current",
            "A",
            hi=16,
            condition="relay rating, resistive load at 250 VAC, RVM-2J16",
        ),
        it(
            RV16,
            "contact_current",
            "A",
            hi=15,
            condition="continuous per channel, limited by the screw terminals (footnote *)",
        ),
        it(RV16, "contact_voltage", "V", hi=250, condition="AC, RVM-2J16"),
    ],
    [
        ev(RV16, 1, RV_CONTACT_Q),
        ev(
            RV16,
            1,
            "* Relay rating. The screw terminals of the RVM-2J16 are rated 15 A, so keep "
            "the continuous current per channel at 15 A or less.",
        ),
    ],
)
RV_33_NOTE = note(
    RV,
    2,
    "3.3 V controllers (ESP32, Raspberry Pi): with VCC = 5 V a 3.3 V high level does not reliably "
    "switch the relay off, because the input needs at least 4.6 V for off.",
)
RV_SPLIT_NOTE = note(
    RV,
    2,
    "Remove the JD-VCC jumper, feed VCC from the controller's 3.3 V pin and JD-VCC from a separate "
    "5 V supply.",
)
RV_MOTOR_NOTE = note(
    RV,
    2,
    "Contact ratings are for resistive loads only. We give no rating for motor, lamp or capacitive "
    "loads.",
)

# ---------------------------------------------------------------- KVE5170 / KVE5171
KV71 = "KVE5171"
KV_VIN_Q = "Input voltage, VIN_DC 0.12 5.0 0.12 5.0 V after cold start"
KV71_VIN = f(
    KV71,
    1,
    KV_VIN_Q,
    it(KV71, "supply_voltage", "V", lo=0.12, hi=5.0, condition="VIN_DC after cold start, KVE5171"),
)
KV71_COLD = f(
    KV71,
    1,
    "Cold-start input VSTOR < 1.8 V (empty) 0.58 0.65 0.45 0.52 V voltage",
    it(
        KV71,
        "supply_voltage",
        "V",
        typ=0.45,
        hi=0.52,
        condition="cold-start input voltage, storage empty (VSTOR < 1.8 V), KVE5171 column",
    ),
)
KV_COLD_NOTE = note(
    KV,
    2,
    "With VSTOR below 1.8 V the cold-start circuit charges VSTOR from an input of at least 0.58 V "
    "(KVE5170) or 0.45 V (KVE5171) and about 15 " + MU + "W / 12 " + MU + "W.",
)
KV_IQ_BUCK = f(
    KV,
    1,
    "Quiescent current, VOUT_EN high, EN low, 490 720 " + MDASH + " nA buck on",
    it(
        KV,
        "quiescent_current",
        "nA",
        typ=490,
        hi=720,
        condition="buck on (VOUT_EN high, EN low), no load, VIN = 0 V, KVE5170",
    ),
)
KV71_SHIP = f(
    KV71,
    1,
    "Ship-mode current EN high 5 25 5 25 nA",
    it(KV71, "standby_current", "nA", typ=5, hi=25, condition="ship mode, EN high, KVE5171"),
)
KV_IOUT_Q = (
    "VSTOR "
    + GE
    + " 2.5 V 110 Output current "
    + MDASH
    + " "
    + MDASH
    + " "
    + MDASH
    + " mA VSTOR = 2.2 "
    + ELL
    + " 2.5 V 60"
)
KV_IOUT_LOW = f(
    KV,
    1,
    KV_IOUT_Q,
    it(KV, "output_current", "mA", hi=60, condition="buck output, VSTOR = 2.2 ... 2.5 V"),
)
KV_IOUT_HIGH = f(
    KV,
    1,
    KV_IOUT_Q,
    it(KV, "output_current", "mA", hi=110, condition="buck output, VSTOR >= 2.5 V"),
)
KV_VOUT = f(
    KV,
    1,
    "Output voltage set by ROUT1, ROUT2 1.3 3.6 " + MDASH + " " + MDASH + " " + MDASH + " V range",
    it(KV, "output_voltage", "V", lo=1.3, hi=3.6, condition="buck output, set by ROUT1 / ROUT2"),
)
KV71_TEMP = f(
    KV71,
    1,
    "Operating free-air -40 +85 -40 +105 " + DEG + " temperature",
    it(KV71, "operating_temperature", DEG, lo=-40, hi=105, condition="free-air, KVE5171 column"),
)
KV_LIPO = note(KV, 2, "Li-ion / LiPo cell 4.20 V 5.62 M" + OHM + " 4.42 M" + OHM + " 3.00 V 3.30 V")
KV_ESD = note(
    KV, 2, "ESD, human body model " + PM + "2000 V ESD, charged device model " + PM + "500 V"
)

# ---------------------------------------------------------------- NQK3855 / NQK3855E
NQE = "NQK3855E"
NQ_VCC = f(
    NQ,
    1,
    "Supply voltage VCC 3.0 3.3 3.6 3.0 3.3 3.6 V",
    it(NQ, "supply_voltage", "V", lo=3.0, typ=3.3, hi=3.6, condition="VCC"),
)
NQ_ABS = f(
    NQ,
    1,
    "Supply voltage VCC to GND -0.3 4.0 V",
    it(
        NQ, "abs_max_supply_voltage", "V", lo=-0.3, hi=4.0, condition="VCC to GND, absolute maximum"
    ),
)
NQ_5V_NOTE = note(
    NQ,
    2,
    "VCC is 3.0 "
    + ELL
    + " 3.6 V. On 5 V boards power the NQK3855 from a 3.3 V regulator and shift "
    "SCK and CS down to 3.3 V; the pins are not 5 V tolerant.",
)
NQ_SCK = f(
    NQ,
    1,
    "SPI clock up to 5 MHz, read-only",
    it(NQ, "spi_clock_frequency", "MHz", hi=5, condition="SCK, read-only SPI"),
)
NQ_CURRENT = f(
    NQ,
    1,
    "Supply current conversion running 0.95 1.5 0.95 1.7 mA",
    it(
        NQ, "supply_current", "mA", typ=0.95, hi=1.5, condition="conversion running, NQK3855 column"
    ),
)
NQ_RANGE = f(
    NQ,
    1,
    "Thermocouple range K type -200 +1350 -200 +1350 " + DEG,
    it(
        NQ,
        "measurement_range",
        DEG,
        lo=-200,
        hi=1350,
        quantity="temperature",
        condition="K-type thermocouple",
    ),
)
NQE_ACC_HI = f(
    NQE,
    1,
    "Thermocouple +700 "
    + ELL
    + " +1350 "
    + DEG
    + ", TCJ = -20 "
    + ELL
    + " +85 "
    + DEG
    + " -4.0 +4.0 -4.0 +4.0 "
    + DEG
    + " accuracy",
    it(
        NQE,
        "accuracy",
        DEG,
        lo=-4.0,
        hi=4.0,
        quantity="temperature",
        condition="thermocouple +700 ... +1350 degC, cold junction -20 ... +85 degC, NQK3855E",
    ),
)
NQ_RES = f(
    NQ,
    1,
    "Resolution 0.25 " + DEG + " (14 bits)",
    it(NQ, "resolution", DEG, value=0.25, quantity="temperature", condition="thermocouple reading"),
    it(NQ, "resolution", "bit", value=14, quantity="temperature", condition="thermocouple reading"),
)
NQE_TEMP = f(
    NQE,
    1,
    "NQK3855E -40 " + ELL + " +125 " + DEG + " SO-8 Q3855E",
    it(NQE, "operating_temperature", DEG, lo=-40, hi=125, condition="extended grade NQK3855E"),
)

# ---------------------------------------------------------------- LDM4721 / LDM4721H
LDH = "LDM4721H"
LD_VDD = f(
    LD,
    1,
    "Supply voltage VDD 1.6 1.8 3.6 1.6 1.8 3.6 V",
    it(LD, "supply_voltage", "V", lo=1.6, typ=1.8, hi=3.6, condition="VDD"),
)
LDH_NORMAL33 = f(
    LDH,
    1,
    "Supply current, fCLK = 2.4 MHz, VDD = 1.8 V 600 700 750 850 " + MU + "A normal mode fCLK = "
    "2.4 MHz, VDD = 3.3 V 720 850 880 1000",
    it(
        LDH,
        "supply_current",
        MU + "A",
        typ=880,
        hi=1000,
        condition="normal mode, fCLK = 2.4 MHz, VDD = 3.3 V, LDM4721H column",
    ),
)
LD_LP18 = f(
    LD,
    1,
    "Supply current, fCLK = 768 kHz, VDD = 1.8 V 230 280 260 310 " + MU + "A low-power mode fCLK = "
    "768 kHz, VDD = 3.3 V 270 330 300 360",
    it(
        LD,
        "supply_current",
        MU + "A",
        typ=230,
        hi=280,
        condition="low-power mode, fCLK = 768 kHz, VDD = 1.8 V, LDM4721 column",
    ),
)
LD_SLEEP = f(
    LD,
    1,
    "Sleep current fCLK < 250 kHz 12 20 12 20 " + MU + "A",
    it(LD, "standby_current", MU + "A", typ=12, hi=20, condition="sleep, fCLK < 250 kHz"),
)
LDH_START = f(
    LDH,
    1,
    "Start-up time to valid data, normal mode 20 25 ms",
    it(LDH, "warm_up_time", "ms", hi=25, condition="start-up to valid data, normal mode, LDM4721H"),
)
LD_STEREO = note(
    LD,
    2,
    "Stereo: connect DATA and CLK of two microphones together, tie SELECT of one to GND and of the "
    "other to VDD. Both must run from the same VDD.",
)
LD_CLOCK = note(LD, 2, "Normal 1.0 4.8 MHz full performance")
LD_SHOCK = note(LD, 2, "Mechanical shock 10 000 g")

# ---------------------------------------------------------------- ZCN4215 / ZCN4215E
ZCE = "ZCN4215E"
ZC_VDD = f(
    ZC,
    1,
    "Supply voltage VDD 2.7 5.5 2.7 5.5 V",
    it(ZC, "supply_voltage", "V", lo=2.7, hi=5.5, condition="VDD"),
)
ZC_SPI_Q = (
    "VDD = 4.5 " + ELL + " 5.5 V 10 8 SPI clock frequency MHz VDD = 2.7 " + ELL + " 4.5 V 5 5"
)
ZC_SPI33 = f(
    ZC,
    1,
    ZC_SPI_Q,
    it(ZC, "spi_clock_frequency", "MHz", hi=5, condition="VDD = 2.7 ... 4.5 V (both grades)"),
)
ZCE_SLEEP = f(
    ZCE,
    1,
    "Sleep current sleep mode, VDD = 5.5 V 1 5 1 8 " + MU + "A",
    it(
        ZCE, "standby_current", MU + "A", typ=1, hi=8, condition="sleep mode, VDD = 5.5 V, ZCN4215E"
    ),
)
ZC_IFACE = f(
    ZC,
    1,
    "Stand-Alone CAN 2.0B Controller with SPI Interface",
    it(ZC, "interface", values=["SPI", "CAN"], condition="SPI to the host, CAN 2.0B protocol"),
)
ZC_PKG = f(
    ZC,
    2,
    "ZCN4215-I/SO ZCN4215 SOIC-18 tube, 42 ZCN4215-I/ST ZCN4215 TSSOP-20 reel, 2500 ZCN4215E-E/ML "
    "ZCN4215E QFN-20 reel, 3300",
    it(ZC, "package", values=["SOIC-18", "TSSOP-20", "QFN-20"], condition="ordering codes"),
)
ZC_RATE = f(
    ZC,
    1,
    "CAN bit rate 1 1 Mbit/s",
    it(ZC, "baud_rate", "Mbit/s", hi=1, condition="CAN bit rate, classic CAN 2.0B"),
)
ZC_FD = note(ZC, 1, "Classic CAN only. CAN FD frames on the bus are answered with error")
ZC_8MHZ = f(
    ZC,
    2,
    "With an 8 MHz crystal the bit time cannot be made short enough for 1 Mbit/s, so the highest "
    "bit rate is 500 kbit/s.",
    it(ZC, "baud_rate", "kbit/s", hi=500, condition="with an 8 MHz crystal"),
)
ZC_NODES = note(
    ZC,
    2,
    "The transceiver, not the ZCN4215, sets the bus levels, the bus-fault protection and the "
    "number of nodes.",
)
ZC_16MHZ = note(ZC, 2, "16 MHz 1 Mbit/s 1 Mbit/s 0x00 0xD0 0x82")

# ---------------------------------------------------------------- QDP-412 / QDP-412H
QDH = "QDP-412H"
QD_V = f(
    QD,
    1,
    "3.1) Operating voltage speed follows voltage 6.0 12.0 13.2 6.0 12.0 13.2 V DC",
    it(QD, "supply_voltage", "V", lo=6.0, typ=12.0, hi=13.2, condition="operating voltage, DC"),
)
QD_I_Q = (
    "no load (tube removed) 90 120 140 180 3.2) Current rated flow 180 220 320 380 mA locked "
    "rotor (stall) 650 800 1100 1300"
)
QDH_RATED = f(
    QDH,
    1,
    QD_I_Q,
    it(QDH, "supply_current", "mA", typ=320, hi=380, condition="rated flow, 12 V, QDP-412H column"),
)
QD_RATED = f(
    QD,
    1,
    QD_I_Q,
    it(QD, "supply_current", "mA", typ=180, hi=220, condition="rated flow, 12 V, QDP-412 column"),
)
QD_STALL = f(
    QD,
    1,
    QD_I_Q,
    it(
        QD,
        "supply_current",
        "mA",
        typ=650,
        hi=800,
        condition="locked rotor (stall), 12 V, QDP-412 column",
    ),
)
QDH_STALL = f(
    QDH,
    1,
    QD_I_Q,
    it(
        QDH,
        "supply_current",
        "mA",
        typ=1100,
        hi=1300,
        condition="locked rotor (stall), 12 V, QDP-412H column",
    ),
)
QD_STALL_NOTE = note(QD, 2, "5.3) Choose a supply rated for the stall current.")
QD_IP = f(
    QD,
    1,
    "2.5) Protection class IP20 (pump head and motor)",
    it(QD, "ip_rating", values=["IP20"], condition="pump head and motor"),
)
QDH_POWER = f(
    QDH,
    1,
    "3.3) Power consumption rated flow 2.2 3.8 W",
    it(QDH, "power_consumption", "W", typ=3.8, condition="rated flow, 12 V, QDP-412H column"),
)
QD_FOOD = note(QD, 1, "4.1) Tube material food-grade silicone (standard)")

# ---------------------------------------------------------------- LNZ-4C36 / LNZ-4C56
L36, L56 = "LNZ-4C36", "LNZ-4C56"
LN_V_Q = "Supply voltage VCC 3.3 5.0 5.5 4.5 5.0 5.5 V"
LN36_V = f(
    L36,
    1,
    LN_V_Q,
    it(L36, "supply_voltage", "V", lo=3.3, typ=5.0, hi=5.5, condition="VCC, LNZ-4C36 column"),
)
LN56_V = f(
    L56,
    1,
    LN_V_Q,
    it(L56, "supply_voltage", "V", lo=4.5, typ=5.0, hi=5.5, condition="VCC, LNZ-4C56 column"),
)
LN_I_Q = (
    "VCC = 3.3 V, all on, brightness 7 38 45 " + MDASH + " " + MDASH + " VCC = 5.0 V, all on, "
    "brightness 7 62 75 95 115 Supply current mA"
)
LN36_I5 = f(
    L36,
    1,
    LN_I_Q,
    it(
        L36,
        "supply_current",
        "mA",
        typ=62,
        hi=75,
        condition="VCC = 5.0 V, all segments on, brightness 7, LNZ-4C36 column",
    ),
)
LN56_I5 = f(
    L56,
    1,
    LN_I_Q,
    it(
        L56,
        "supply_current",
        "mA",
        typ=95,
        hi=115,
        condition="VCC = 5.0 V, all segments on, brightness 7, LNZ-4C56 column",
    ),
)
LN56_OFF = f(
    L56,
    1,
    "VCC = 5.0 V, display off 1.2 2.0 1.2 2.0",
    it(
        L56,
        "standby_current",
        "mA",
        typ=1.2,
        hi=2.0,
        condition="VCC = 5.0 V, display off, LNZ-4C56 column",
    ),
)
LN36_VIH = f(
    L36,
    1,
    "Input high, VCC = 3.3 V 2.3 " + MDASH + " V CLK and DIO VCC = 5.0 V 3.5 3.5",
    it(L36, "input_high_voltage", "V", lo=2.3, condition="CLK and DIO at VCC = 3.3 V, LNZ-4C36"),
)
LN_ESP_NOTE = note(
    LN,
    2,
    "The LNZ-4C36, yes: power it from the 3.3 V pin. The LNZ-4C56 needs 4.5 V or more, and on 5 V "
    "its pull-ups put 5 V on the ESP32 pins.",
)

# ---------------------------------------------------------------- OWF25T32A / OWF25T32U
OWA, OWU = "OWF25T32A", "OWF25T32U"
OW_V_Q = "Supply voltage VCC 2.7 3.0 3.6 1.65 1.8 1.95 V"
OWU_V = f(
    OWU,
    1,
    OW_V_Q,
    it(OWU, "supply_voltage", "V", lo=1.65, typ=1.8, hi=1.95, condition="VCC, OWF25T32U column"),
)
OW_FC_Q = (
    "Clock frequency, VCC " + GE + " 3.0 V 133 " + MDASH + " fC MHz all other instructions "
    "full VCC range 104 104"
)
OWA_FC = f(
    OWA,
    1,
    OW_FC_Q,
    it(
        OWA,
        "spi_clock_frequency",
        "MHz",
        hi=133,
        condition="fC, all instructions except 03h, VCC >= 3.0 V, OWF25T32A",
    ),
)
OWU_FC = f(
    OWU,
    1,
    OW_FC_Q,
    it(
        OWU,
        "spi_clock_frequency",
        "MHz",
        hi=104,
        condition="fC, all instructions except 03h, OWF25T32U",
    ),
)
OWA_STBY = f(
    OWA,
    1,
    "Standby current ICC1 CS = VCC, idle 1 10 0.5 8 " + MU + "A Power-down current ICC2 after B9h "
    "0.1 1 0.1 1 " + MU + "A",
    it(OWA, "standby_current", MU + "A", typ=1, hi=10, condition="standby, CS = VCC, OWF25T32A"),
    it(
        OWA, "standby_current", MU + "A", typ=0.1, hi=1, condition="power-down after B9h, OWF25T32A"
    ),
)
OW_ABS_Q = "Supply voltage VCC -0.6 to +4.0 -0.5 to +2.5 V"
OWU_ABS = f(
    OWU,
    1,
    OW_ABS_Q,
    it(OWU, "abs_max_supply_voltage", "V", lo=-0.5, hi=2.5, condition="VCC, OWF25T32U"),
)
OWJ_TEMP = f(
    "OWF25T32AJSIG",
    2,
    "OWF25T32AJSIG A (3 V) SOIC-8 208 mil -40 " + ELL + " +105 " + DEG + " tube",
    it(
        "OWF25T32AJSIG",
        "operating_temperature",
        DEG,
        lo=-40,
        hi=105,
        condition="temperature code J, order code OWF25T32AJSIG",
    ),
)
OWU_NOTE = note(
    OW,
    2,
    "The OWF25T32U is a 1.8 V part. Its pins must not see more than VCC + 0.4 V; do not connect it "
    "to 3.3 V logic without level shifting.",
)
