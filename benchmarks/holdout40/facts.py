"""Reference facts of the fortieth hold-out set, each read off a generated PDF.

A fact is (items, evidence); quotes are the pdftotext -layout text of the cited
page (score.py compares them without spaces and punctuation).
"""

from __future__ import annotations

from qkit import BL, ERG, JR, KZ, LL, NB, UR, ZM, Fact, Item, ev, it

DEG = "\u00b0C"


def f(doc_device: str, page: int, quote: str, *items: Item) -> Fact:
    return list(items), [ev(doc_device, page, quote)]


def ns(doc_device: str, page: int, quote: str) -> list[dict]:
    """A sheet's own 'not specified' line (evidence for insufficient_evidence)."""
    return [ev(doc_device, page, quote)]


NBS, NBW = "NETB-485S", "NETB-485W"
E1102 = "ERG 1102"
ZEU, ZUS, ZANZ = "ZM-7012-EU", "ZM-7012-US", "ZM-7012-ANZ"
URF, URE = "UR-900F", "UR-900E"
JRJ, JRG = "JRU-26J", "JRU-26G"
BLE = "BLS-04E"

# --------------------------------------------------------------------------- NETB-485
NBS_V = (
    [it(NBS, "supply_voltage", "V", lo=4.75, typ=5, hi=5.25, condition="NETB-485S, 5V ±5%")],
    [
        ev(NB, 1, "Supply voltage 5V±5% 9～36V DC"),
        ev(NB, 2, "The NETB-485S accepts 5V only (4.75V to 5.25V)"),
    ],
)
NBW_V = f(
    NB,
    1,
    "Supply voltage 5V±5% 9～36V DC",
    it(NBW, "supply_voltage", "V", lo=9, hi=36, condition="NETB-485W column, wide input"),
)
NBW_I = f(
    NB,
    1,
    "Working current ≤130mA ≤55mA (12V)",
    it(NBW, "supply_current", "mA", hi=55, condition="NETB-485W working current (average) at 12 V"),
)
NBS_I = f(
    NB,
    1,
    "Working current ≤130mA ≤55mA (12V)",
    it(NBS, "supply_current", "mA", hi=130, condition="NETB-485S working current (average)"),
)
NB_BAUD = f(
    NB,
    1,
    "Baud rate：1200～230400bps",
    it(NB, "baud_rate", "bps", lo=1200, hi=230400, condition="RS-485 serial port"),
)
NB_HUM = f(
    NB,
    1,
    "Operating humidity：5～95%RH (non-condensing)",
    it(NB, "operating_humidity", "%RH", lo=5, hi=95, condition="non-condensing"),
)
NB_T = f(
    NB,
    1,
    "Operating temperature：-40～85℃",
    it(NB, "operating_temperature", DEG, lo=-40, hi=85, condition="basic parameters"),
)
NB_POE = ns(NB, 2, "PoE (Power over Ethernet) is not specified for either version.")

# --------------------------------------------------------------------------- ERG 1100
ERG_V = f(
    ERG,
    1,
    "Versorgungsspannung UB 10 24 30 V DC",
    it(ERG, "supply_voltage", "V", lo=10, typ=24, hi=30, condition="UB, Table 2"),
)
ERG_ABS = f(
    ERG,
    1,
    "Versorgungsspannung / Supply voltage UB 36 V DC",
    it(ERG, "abs_max_supply_voltage", "V", hi=36, condition="UB, absolute maximum rating"),
)
ERG_I1102 = f(
    ERG,
    1,
    "Stromaufnahme ERG 1102 IB 85 120 mA",
    it(E1102, "supply_current", "mA", typ=85, hi=120, condition="ERG 1102 at UB = 24 V"),
)
ERG_I1100 = f(
    ERG,
    1,
    "Stromaufnahme ERG 1100 IB 60 90 mA",
    it(ERG, "supply_current", "mA", typ=60, hi=90, condition="ERG 1100 at UB = 24 V"),
)
ERG_BAUD_MAX = f(
    ERG,
    1,
    "Baudrate RS-485 300 921600 bit/s",
    it(ERG, "baud_rate", "bps", hi=921600, condition="RS-485, Table 2"),
)
ERG_T = f(
    ERG,
    2,
    "Betriebstemperatur Tu -25 +70 °C",
    it(ERG, "operating_temperature", DEG, lo=-25, hi=70, condition="Table 2 (continued)"),
)
ERG_HUM = f(
    ERG,
    2,
    "Relative Feuchte 10 90 % (keine Betauung)",
    it(ERG, "operating_humidity", "%RH", lo=10, hi=90, condition="no condensation"),
)
ERG_POE = f(ERG, 1, "Power over Ethernet wird nicht unterstützt / PoE is not supported")
ERG_UL = ns(ERG, 2, "Approvals (UL, ATEX) are not specified for this device.")
ERG_CABLE = ns(ERG, 2, "The maximum RS-485 cable length is not specified")

# --------------------------------------------------------------------------- ZM-7012
ZM_V = f(
    ZM,
    1,
    "Supply voltage VDD 1.8 3.3 3.6 V",
    it(ZM, "supply_voltage", "V", lo=1.8, typ=3.3, hi=3.6, condition="recommended operating"),
)
ZM_ABS = f(
    ZM,
    1,
    "Supply voltage VDD -0.3 3.8 V",
    it(ZM, "abs_max_supply_voltage", "V", hi=3.8, condition="absolute maximum"),
)
ZM_ITX14 = f(
    ZM,
    1,
    "ITX POUT = +14 dBm 41 mA",
    it(ZM, "supply_current", "mA", typ=41, condition="transmit, POUT = +14 dBm"),
)
ZM_ITX0 = f(
    ZM,
    1,
    "POUT = 0 dBm 13 mA",
    it(ZM, "supply_current", "mA", typ=13, condition="transmit, POUT = 0 dBm"),
)
ZM_EM4 = f(
    ZM,
    1,
    "IEM4 wake on pin only 0.4 µA",
    it(ZM, "standby_current", "uA", typ=0.4, condition="EM4, wake on pin only"),
)
ZM_FEU = f(
    ZM,
    2,
    "Channel frequency (R2) 868.42 908.42 921.42 MHz",
    it(ZEU, "frequency_band", "MHz", value=868.42, condition="ZM-7012-EU channel frequency"),
)
ZM_PANZ = f(
    ZM,
    2,
    "Maximum output +14 +14 +10 dBm",
    it(ZANZ, "tx_power", "dBm", hi=10, condition="ZM-7012-ANZ, conducted"),
)
ZM_SUS = f(
    ZM,
    2,
    "Sensitivity, R1 -106 -106.5 -105 dBm",
    it(ZUS, "rx_sensitivity", "dBm", value=-106.5, condition="ZM-7012-US, R1 9.6 kbit/s"),
)
ZM_5V = f(
    ZM,
    2,
    "The digital pins are not 5 V tolerant; a 5 V host such as an Arduino Uno needs a level "
    "shifter on UART_RX.",
)
ZM_60 = f(ZM, 2, "regulator capable of at least 60 mA")
ZM_RANGE = ns(ZM, 2, "Indoor range depends on antenna and building and is not specified")

# --------------------------------------------------------------------------- KZW-300
KZ_V = f(
    KZ,
    1,
    "Supply voltage (VCC) 2.2 3.3 3.8 V",
    it(KZ, "supply_voltage", "V", lo=2.2, typ=3.3, hi=3.8, condition="recommended operating"),
)
KZ_ABS = f(
    KZ,
    1,
    "Supply voltage VCC -0.3 ~ 4.0 V",
    it(KZ, "abs_max_supply_voltage", "V", hi=4.0, condition="absolute maximum"),
)
KZ_ITX20 = f(
    KZ,
    1,
    "TX, +20 dBm (Long Range) 92 mA",
    it(KZ, "supply_current", "mA", typ=92, condition="TX +20 dBm Long Range, typical only"),
)
KZ_SLEEP = f(
    KZ,
    1,
    "Sleep (EM4) 1.6 µA",
    it(KZ, "standby_current", "uA", typ=1.6, condition="EM4, typical only"),
)
KZ_FREQ = f(
    KZ,
    1,
    "Frequency range 865.2 926.3 MHz",
    it(KZ, "frequency_band", "MHz", lo=865.2, hi=926.3, condition="region selected by firmware"),
)
KZ_BAUD = f(
    KZ,
    2,
    "UART baud rate 9600 115200 230400 bps",
    it(KZ, "baud_rate", "bps", lo=9600, typ=115200, hi=230400, condition="host UART"),
)
KZ_5V = f(
    KZ,
    2,
    "A 5 V host needs a level shifter; applying 5 V to RXD exceeds the absolute maximum rating.",
)
KZ_COIN = ns(KZ, 2, "Coin-cell (CR2032) operation is not specified.")

# --------------------------------------------------------------------------- UR-900
URE_F = f(
    UR,
    1,
    "UR-900E 865.6 867.6 MHz",
    it(URE, "frequency_band", "MHz", lo=865.6, hi=867.6, condition="UR-900E (ETSI)"),
)
UR_P = f(
    UR,
    1,
    "2-2 RF output power adjustable, 1 dB step 5 26 *1 dBm",
    it(UR, "tx_power", "dBm", lo=5, hi=26, condition="adjustable in 1 dB steps"),
)
UR_I26 = f(
    UR,
    1,
    "reading, 26 dBm 650 750 *2 mA",
    it(UR, "supply_current", "mA", typ=650, hi=750, condition="reading at 26 dBm (max = peak)"),
)
UR_V = f(
    UR,
    1,
    "2-3 DC supply voltage VCC pin 3.6 5.0 5.5 V",
    it(UR, "supply_voltage", "V", lo=3.6, typ=5.0, hi=5.5, condition="VCC pin"),
)
UR_T = f(
    UR,
    1,
    "Operating 2-9 -20 +70 °C",
    it(UR, "operating_temperature", DEG, lo=-20, hi=70, condition="Table 1, 2-9"),
)
UR_VIH = (
    [it(UR, "input_high_voltage", "V", lo=2.0, hi=5.5, condition="RXD input high voltage")],
    [
        ev(UR, 1, "RXD input high 2-8 2.0 5.5 V"),
        ev(UR, 1, "UART TTL interface, 3.3 V logic, RXD input 5 V tolerant"),
    ],
)
UR_USB = f(
    UR,
    2,
    "The supply must deliver at least 1 A; a USB port of a PC (500 mA) is not sufficient for "
    "full power reading.",
)
UR_METAL = ns(UR, 2, "Reading of metal-mount tags is not specified.")

# --------------------------------------------------------------------------- JRU-26
JR_V = f(
    JR,
    1,
    "Supply voltage VCC 3.3 5.0 5.25 V",
    it(JR, "supply_voltage", "V", lo=3.3, typ=5.0, hi=5.25, condition="recommended operating"),
)
JR_T = f(
    JR,
    1,
    "Operating temperature Topr 0 +50 ℃",
    it(JR, "operating_temperature", DEG, lo=0, hi=50, condition="recommended operating"),
)
JRG_P = f(
    JR,
    1,
    "RF output power 24 27 dBm",
    it(JRG, "tx_power", "dBm", hi=27, condition="JRU-26G, RF output power (max.)"),
)
JRJ_IMAX = f(
    JR,
    1,
    "Supply current (max.) 600 850 mA",
    it(JRJ, "supply_current", "mA", hi=600, condition="JRU-26J column, VCC = 5.0 V"),
)
JRG_IMAX = f(
    JR,
    1,
    "Supply current (max.) 600 850 mA",
    it(JRG, "supply_current", "mA", hi=850, condition="JRU-26G column, VCC = 5.0 V"),
)
JRJ_IREAD = f(
    JR,
    2,
    "Reading current, JRU-26J at 24 dBm 430 mA",
    it(JRJ, "supply_current", "mA", typ=430, condition="reading at 24 dBm, typical only"),
)
JR_VIABS = f(
    JR,
    1,
    "Input voltage (UART) VI -0.3～3.6 V",
    it(JR, "abs_max_input_voltage", "V", hi=3.6, condition="UART inputs, absolute maximum"),
)
JR_5V = f(JR, 2, "The UART inputs are not 5V tolerant. Use a level shifter with 5V hosts.")
JR_SLEEP = f(
    JR,
    2,
    "Sleep current (EN = L) 15 µA",
    it(JR, "standby_current", "uA", typ=15, condition="EN = L, typical only"),
)
JR_WATER = ns(JR, 2, "Waterproof and dustproof performance is not specified.")

# --------------------------------------------------------------------------- LLS-4
LL_LV = f(
    LL,
    1,
    "LV low Low-side reference voltage, 1.8V to 3.6V",
    it(LL, "io_supply_voltage", "V", lo=1.8, hi=3.6, condition="LV, low side"),
)
LL_HV = f(
    LL,
    1,
    "HV high High-side reference voltage, 3.3V to 5.5V",
    it(LL, "io_supply_voltage", "V", lo=3.3, hi=5.5, condition="HV, high side"),
)
LL_VTH = f(
    LL,
    1,
    "Gate threshold VGS(th) 0.8 - 1.5 V",
    it(LL, "gate_threshold_voltage", "V", lo=0.8, hi=1.5, condition="MOSFET, ID = 250 uA"),
)
LL_I2C = f(
    LL,
    1,
    "we have used it for I2C at 400kHz and UART at 115200 baud with no problems",
    it(LL, "i2c_clock_frequency", "kHz", hi=400, condition="used at 400 kHz (prose)"),
)
LL_UART = f(
    LL,
    1,
    "we have used it for I2C at 400kHz and UART at 115200 baud with no problems",
    it(LL, "baud_rate", "bps", hi=115200, condition="used at 115200 baud (prose)"),
)
LL_12V = f(LL, 2, "No. HV is limited to 5.5V.")
LL_WS = ns(LL, 1, "It is not a fit for WS2812 / NeoPixel data")
LL_ESD = ns(LL, 2, "ESD protection is not specified for this board")

# --------------------------------------------------------------------------- BLS-04
BL_VL = f(
    BL,
    1,
    "Low-side supply VL 1.65 3.6 V",
    it(BL, "io_supply_voltage", "V", lo=1.65, hi=3.6, condition="VL, low side"),
)
BL_VH = f(
    BL,
    1,
    "High-side supply VH VH > VL + 0.5 V 2.7 5.5 V",
    it(BL, "io_supply_voltage", "V", lo=2.7, hi=5.5, condition="VH, high side, VH > VL + 0.5 V"),
)
BL_RON18 = f(
    BL,
    1,
    "VL = 1.8 V 9 Ohm",
    it(BL, "on_resistance", "Ohm", typ=9, condition="channel on-resistance at VL = 1.8 V"),
)
BL_IQ = f(
    BL,
    1,
    "Supply current IQ 0.1 1 µA",
    it(BL, "quiescent_current", "uA", typ=0.1, hi=1, condition="all lines high"),
)
BL_RULE = f(BL, 2, "VH must be at least 0.5 V above VL.")
BL_ESD = ns(BL, 2, "ESD, VH-side channels (contact) not specified ±8 kV")
BL_FMP = ns(BL, 2, "Fast-mode Plus (1 MHz) is not specified.")
BL_I2C = f(BL, 2, "The I2C rating covers Standard-mode and Fast-mode")
