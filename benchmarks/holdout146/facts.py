"""Reference facts of the hundred-and-forty-sixth hold-out set, shared by factual and
compatibility questions. Every number was read off the generated PDFs
(``pdftotext -layout``) and each quote is on the cited page."""

from __future__ import annotations

from qkit import AN, CM, HW, LZ, NS, QM, UT, WR, Fact, Item, ev, it

DEG = "\u00b0C"
MU = "\u00b5"
PM = "\u00b1"
GE = "\u2265"
ELL = "\u2026"


def f(device: str, page: int, quote: str, *items: Item) -> Fact:
    return list(items), [ev(device, page, quote)]


def f2(device: str, quotes: list[tuple[int, str]], *items: Item) -> Fact:
    """One fact backed by several quotes."""
    return list(items), [ev(device, page, quote) for page, quote in quotes]


def note(device: str, page: int, quote: str) -> Fact:
    """A statement without numbers needed as items: evidence only."""
    return [], [ev(device, page, quote)]


# ---------------------------------------------------------------- NSV6128
NS_VDD = f2(
    NS,
    [
        (1, "Supply voltage VDD 1.6 5.5 V RESET pull-up voltage (independent of VDD)"),
        (1, "Operating voltage range: 1.6 V to 5.5 V"),
    ],
    it(NS, "supply_voltage", "V", lo=1.6, hi=5.5, condition="VDD, recommended operating conditions"),
)
NS_IDD33 = f(
    NS,
    1,
    "Supply current IDD VDD = 3.3 V, WDI toggling 7 14 " + MU + "A (watchdog running)",
    it(NS, "supply_current", MU + "A", typ=7, hi=14, condition="VDD = 3.3 V, watchdog running (WDI toggling)"),
)
NS_OD = f2(
    NS,
    [
        (1, "Open-drain active-low RESET output"),
        (2, "RESET is an open-drain NMOS output."),
    ],
    it(NS, "output_signal_type", values=["open-drain"], condition="RESET output, active low"),
)
NS_VOL = f(
    NS,
    1,
    "VDD " + GE + " 2.7 V, ISINK = 1.2 mA 0.3 V",
    it(NS, "output_low_voltage", "V", hi=0.3, condition="RESET, VDD >= 2.7 V, ISINK = 1.2 mA"),
)
NS_MR = note(NS, 2, "MR has an internal pull-up to VDD; a push button to GND is all that is needed.")
NS_PU = note(
    NS,
    2,
    "The pull-up resistor may be connected to any voltage up to 5.5 V, independent of VDD, so an "
    "NSV6128 running from 3.3 V can drive the reset pin of a 5 V microcontroller.",
)
NS_TH29 = note(NS, 2, "NSV6128-29 2.89 2.93 2.97 V 3.3 V " + PM + "10 %")
NS_TH46 = note(NS, 2, "NSV6128-46 4.56 4.63 4.70 V 5.0 V " + PM + "5 %")

# ---------------------------------------------------------------- LZG4204
LZ_VDD = f2(
    LZ,
    [(1, "VDD supply voltage 1.65 5.5 V"), (1, "Supply VDD = 1.65 V to 5.5 V")],
    it(LZ, "supply_voltage", "V", lo=1.65, hi=5.5, condition="VDD, operating conditions"),
)
LZ_ADDR = f(
    LZ,
    2,
    "LZG4204 none (fixed) 0x41 82h / 83h",
    it(LZ, "i2c_address", values=["0x41"], condition="LZG4204, fixed 7-bit address"),
)
LZ_ADDR_A = f(
    LZ,
    2,
    "LZG4204A GND 0x44 88h / 89h LZG4204A VDD 0x45 8Ah / 8Bh",
    it("LZG4204A", "i2c_address", values=["0x44", "0x45"], condition="LZG4204A, ADDR = GND / VDD"),
)
LZ_FSCL = f(
    LZ,
    2,
    "fSCL SCL clock frequency 0 100 0 400 0 1000 kHz",
    it(LZ, "i2c_clock_frequency", "kHz", lo=0, hi=1000, condition="Fast-mode Plus"),
)
LZ_STB33 = f2(
    LZ,
    [
        (1, "IDD(stb) standby current " + MU + "A VDD = 3.3 V 0.4 1.5"),
        (1, "Standby current 0.4 " + MU + "A typ. at 3.3 V"),
    ],
    it(LZ, "standby_current", MU + "A", typ=0.4, hi=1.5, condition="VDD = 3.3 V, bus idle"),
)
LZ_ESD = note(LZ, 1, "VESD electrostatic discharge voltage HBM, JESD22-A114 2000 V")

# ---------------------------------------------------------------- QMX-25E
QM_VOP = f(
    QM,
    1,
    "Rated voltage 6 6 6 V DC Operating voltage range 3.0 " + ELL + " 7.5 3.0 " + ELL + " 7.5 3.0 "
    + ELL + " 7.5 V DC",
    it(QM, "supply_voltage", "V", lo=3.0, typ=6, hi=7.5, condition="motor operating range, rated 6 V"),
)
QM_NL50 = f(
    QM,
    1,
    "No-load current 6V 110 95 90 mA",
    it("QMX-25E-50", "supply_current", "mA", typ=95, condition="no load, 6 V, QMX-25E-50 column"),
)
QM_STALL = f(
    QM,
    1,
    "Stall current 6 V, max. 3 s 2.1 2.1 2.1 A (locked rotor)",
    it(QM, "supply_current", "A", typ=2.1, condition="stall (locked rotor), 6 V"),
)
QM_X4 = f(
    QM,
    2,
    "x4 (both edges of A and B) 960 2400 4800 counts/rev",
    it("QMX-25E-100", "resolution", "counts", value=4800, condition="x4 decoding, per output-shaft revolution"),
)
QM_ENC = f(
    QM,
    1,
    "Encoder supply voltage VCC blue wire 3.0 5.5 V",
    it(QM, "logic_supply_voltage", "V", lo=3.0, hi=5.5, condition="encoder supply VCC"),
)
QM_ENC_NOTE = note(
    QM,
    2,
    "Its outputs swing between GND and the encoder supply VCC (on-board pull-ups). With a 3.3 V "
    "controller, power the encoder from 3.3 V;",
)
QM_AXIAL = note(QM, 2, "Max. axial load on output shaft (static) 20 N")

# ---------------------------------------------------------------- HWD2-1203S
HW_VIN = f(
    HW,
    1,
    "Input voltage range HWD2-1203S(H) 10.8 12 13.2 VDC",
    it(HW, "supply_voltage", "V", lo=10.8, typ=12, hi=13.2, condition="input voltage range"),
)
HW_IOUT = f(
    HW,
    1,
    "HWD2-1203S 12 (10.8-13.2) 3.3 606 / 61 222 / 35 75 2400",
    it(HW, "output_current", "mA", hi=606, condition="3.3 V output, selection guide"),
)
HW_VNOM = f(
    HW,
    1,
    "nominal input, 100 % load 3.20 3.30 3.40",
    it(HW, "output_voltage", "V", lo=3.20, typ=3.30, hi=3.40, condition="nominal input, 100 % load"),
)
HW_V10 = f(
    HW,
    1,
    "nominal input, 10 % load 3.55 3.70",
    it(HW, "output_voltage", "V", typ=3.55, hi=3.70, condition="nominal input, 10 % load"),
)
HW_VNL = f2(
    HW,
    [
        (1, "nominal input, no load 3.70 3.90"),
        (2, "Below 10 % load the output voltage rises (Table 3) and reaches 3.9 V max. at no load."),
    ],
    it(HW, "output_voltage", "V", typ=3.70, hi=3.90, condition="nominal input, no load"),
)
HW_TOP = f(
    HW,
    2,
    "Operating temperature see derating -40 to +105 -40 to +105 " + DEG,
    it("HWD2-1203SH", "operating_temperature", DEG, lo=-40, hi=105, condition="HWD2-1203SH column"),
)
HW_INPUT_NOTE = note(
    HW,
    2,
    "The input voltage must stay within 10.8 to 13.2 V. Do not connect the input directly to a "
    "supply whose voltage can rise above this range.",
)
HW_ISO = note(HW, 2, "Isolation voltage 1500 3000 VDC leakage current < 1 mA")

# ---------------------------------------------------------------- UTP6614
UT_RANGE = f(
    UT,
    2,
    "Object temperature range -70 +380 " + DEG,
    it(UT, "measurement_range", DEG, lo=-70, hi=380, quantity="temperature", condition="object temperature"),
)
UT_VDD3 = f(
    UT,
    1,
    "UTP6614-5 4.5 5.0 5.5 Supply voltage VDD V UTP6614-3 2.6 3.0 3.6",
    it("UTP6614-3", "supply_voltage", "V", lo=2.6, typ=3.0, hi=3.6, condition="UTP6614-3 row"),
)
UT_VDD5 = f(
    UT,
    1,
    "UTP6614-5 4.5 5.0 5.5 Supply voltage VDD V UTP6614-3 2.6 3.0 3.6",
    it("UTP6614-5", "supply_voltage", "V", lo=4.5, typ=5.0, hi=5.5, condition="UTP6614-5 row"),
)
UT_ACC = f(
    UT,
    2,
    "Ta 0 " + ELL + " +50 " + DEG + ", To 0 " + ELL + " +60 " + DEG + " " + PM + "0.5",
    it(
        UT,
        "accuracy",
        DEG,
        lo=-0.5,
        hi=0.5,
        quantity="temperature",
        condition="object temperature, Ta 0 ... +50 C, To 0 ... +60 C",
    ),
)
UT_ADDR = f(
    UT,
    2,
    "The UTP6614 is an SMBus slave with the default 7-bit address 0x5A.",
    it(UT, "i2c_address", values=["0x5A"], condition="default SMBus address"),
)
UT_CLK = f(
    UT,
    1,
    "SMBus clock frequency fSMB 10 100 kHz",
    it(UT, "i2c_clock_frequency", "kHz", lo=10, hi=100, condition="SMBus clock"),
)
UT_CLK_NOTE = note(
    UT,
    2,
    "The maximum SMBus clock is 100 kHz; the UTP6614 is not specified for 400 kHz Fast-mode buses.",
)
UT_PU = note(
    UT,
    2,
    "SDA and SCL of the UTP6614-5 accept pull-ups to 3.3 V or 5 V, because the input thresholds "
    "are SMBus levels.",
)
UT_MULTI = note(
    UT,
    2,
    "Several devices on one bus need different addresses: connect them one at a time and program "
    "each one before adding the next.",
)
UT_SLEEP5 = note(
    UT, 1, "The UTP6614-5 has no sleep mode: its internal regulator stays on while VDD is applied."
)

# ---------------------------------------------------------------- CMX-88
CM_VCC = f(
    CM,
    1,
    "Tensi\u00f3n de alimentaci\u00f3n VCC 4.0 5.0 5.5 V Supply voltage",
    it(CM, "supply_voltage", "V", lo=4.0, typ=5.0, hi=5.5, condition="VCC"),
)
CM_IALL_Q = "Consumo, todo encendido, brillo 15 320 260 240 mA Current, all LEDs on, brightness 15"
CM_IG = f(
    CM,
    1,
    CM_IALL_Q,
    it("CMX-88G", "supply_current", "mA", typ=260, condition="all LEDs on, brightness 15, CMX-88G column"),
)
CM_IR = f(
    CM,
    1,
    CM_IALL_Q,
    it("CMX-88R", "supply_current", "mA", typ=320, condition="all LEDs on, brightness 15, CMX-88R column"),
)
CM_SPI = f(
    CM,
    1,
    "Frecuencia de reloj CLK 10 MHz SPI clock frequency",
    it(CM, "spi_clock_frequency", "MHz", hi=10, condition="CLK"),
)
CM_VIH = f2(
    CM,
    [
        (1, "Entrada nivel alto DIN, CLK, CS; VCC = 5 V 3.5 V Input high voltage"),
        (2, "The driver runs from 5 V and needs at least 3.5 V for a logic HIGH on DIN, CLK and CS."),
    ],
    it(CM, "input_high_voltage", "V", lo=3.5, condition="DIN, CLK, CS at VCC = 5 V"),
)
CM_33 = note(CM, 2, "A 3.3 V output is not a guaranteed HIGH")

# ---------------------------------------------------------------- WRB-52
WR_VCC = f2(
    WR,
    [(1, "Supply voltage VCC 1.8 3.3 3.6 V"), (1, "1.8 V to 3.6 V")],
    it(WR, "supply_voltage", "V", lo=1.8, typ=3.3, hi=3.6, condition="VCC, recommended operating conditions"),
)
WR_AMAX = f(
    WR,
    1,
    "Supply voltage VCC -0.3 3.9 V",
    it(WR, "abs_max_supply_voltage", "V", hi=3.9, condition="VCC, absolute maximum"),
)
WR_TX = f(
    WR,
    1,
    "Output power -20 0 +4 dBm",
    it(WR, "tx_power", "dBm", hi=4, condition="programmable with AT+TXPWR"),
)
WR_BAUD = f(
    WR,
    2,
    "Default setting: 9600 bps, 8 data bits, no parity, 1 stop bit, no flow control.",
    it(WR, "baud_rate", "bps", value=9600, condition="UART default"),
)
WR_SENS = f(
    WR,
    1,
    "1 Mbps PHY, BER 0.1 % -96 Receiver sensitivity",
    it(WR, "rx_sensitivity", "dBm", typ=-96, condition="1 Mbps PHY, BER 0.1 %"),
)
WR_SLEEP = f(
    WR,
    1,
    "System sleep 2.6 4.0 " + MU + "A or by a falling edge on RXD",
    it(WR, "standby_current", MU + "A", typ=2.6, hi=4.0, condition="system sleep, wake-up by WAKE pin or RXD edge"),
)
WR_5V = note(
    WR,
    2,
    "The pads are not 5 V tolerant: a 5 V host must drive RXD through a level shifter or a resistor divider.",
)

# ---------------------------------------------------------------- ANK1238
AN_VDD = f2(
    AN,
    [(1, "Supply voltage VDD 2.6 5.5 V"), (1, "2.6 V to 5.5 V single supply")],
    it(AN, "supply_voltage", "V", lo=2.6, hi=5.5, condition="VDD"),
)
AN_FS128 = f(
    AN,
    1,
    "Full-scale differential PGA = 2 " + PM + "1.25 V input range PGA = 64 " + PM + "39 mV PGA = 128 "
    + PM + "19.5 mV",
    it(AN, "analog_input_range", "mV", lo=-19.5, hi=19.5, condition="full-scale differential, PGA = 128, VREF = 5 V"),
)
AN_PD33 = f(
    AN,
    1,
    "Supply current, VDD = 3.3 V 0.1 1 " + MU + "A power-down",
    it(AN, "standby_current", MU + "A", typ=0.1, hi=1, condition="power-down, VDD = 3.3 V"),
)
AN_RES = f(
    AN,
    1,
    "Resolution no missing codes 24 bit",
    it(AN, "resolution", "bit", value=24, condition="no missing codes"),
)
AN_TOP = f(
    AN,
    1,
    "Operating temperature -40 +85 " + DEG,
    it(AN, "operating_temperature", DEG, lo=-40, hi=85, condition="operating"),
)
AN_DOUT = note(
    AN,
    2,
    "DOUT is a push-pull output that swings between GND and VDD. When the host runs from 3.3 V, "
    "power the ANK1238 from the same 3.3 V",
)
AN_OFFS = note(AN, 1, "Offset drift PGA = 128 2 nV/" + DEG)
