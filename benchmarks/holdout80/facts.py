"""Reference facts of the eightieth hold-out set, shared by factual and
compatibility questions. Every number was read off the generated PDFs
(``pdftotext -layout``) and each quote is on the cited page."""

from __future__ import annotations

from qkit import AC, CP, EP, LX, SH, TK, TR, XN, Fact, Item, ev, it

DEG = "\u00b0C"
MU = "\u00b5"
PM = "\u00b1"
FW_C = "\u2103"
FWC = "\uff1a"
FWT = "\uff5e"
OHM = "\u03a9"


def f(device: str, page: int, quote: str, *items: Item) -> Fact:
    return list(items), [ev(device, page, quote)]


def note(device: str, page: int, quote: str) -> Fact:
    """A statement without numbers: evidence only."""
    return [], [ev(device, page, quote)]


# ---------------------------------------------------------------- ACM-20 / ACM-20L
_AC_VCC = "Board supply VCC 4.5 - 5.5 3.0 - 3.6 V"
AC_VCC = f(AC, 1, _AC_VCC, it(AC, "supply_voltage", "V", lo=4.5, hi=5.5, condition="ACM-20"))
AC_VCC_L = f(
    AC, 1, _AC_VCC, it("ACM-20L", "supply_voltage", "V", lo=3.0, hi=3.6, condition="ACM-20L")
)
_AC_SENS = "Sensitivity (typ.) 100 66 mV/A"
AC_SENS_L = f(
    AC,
    1,
    _AC_SENS,
    it("ACM-20L", "sensitivity", "mV/A", typ=66, quantity="current", condition="ACM-20L"),
)
AC_RANGE = f(
    AC,
    1,
    "Measured current range IP -20 +20 A",
    it(AC, "measurement_range", "A", lo=-20, hi=20, quantity="current"),
)
AC_ERRT = f(
    AC,
    1,
    "ETOT TA = -40 to +85 " + DEG + " -4.0 4.0 %",
    it(
        AC,
        "accuracy",
        "%",
        lo=-4.0,
        hi=4.0,
        quantity="current",
        condition="total error, -40..+85 C",
    ),
)
AC_ABS = f(
    AC,
    2,
    "VCC: 8 V on either board",
    it(AC, "abs_max_supply_voltage", "V", hi=8, condition="VCC, do not exceed"),
)
_AC_OUT = "Output swing, -20 A ... +20 A 0.5 ... 4.5 0.33 ... 2.97 V"
AC_OUT = f(AC, 1, _AC_OUT, it(AC, "analog_output_voltage", "V", lo=0.5, hi=4.5, condition="ACM-20"))
AC_OUT_L = f(
    AC,
    1,
    _AC_OUT,
    it("ACM-20L", "analog_output_voltage", "V", lo=0.33, hi=2.97, condition="ACM-20L"),
)
AC_HOOK = note(
    AC,
    2,
    "Do not feed the ACM-20 output into a 3.3 V-only ADC input (ESP32, Raspberry Pi Pico) "
    "without a divider: near +20 A it reaches 4.5 V",
)
AC_5V = note(
    AC,
    2,
    "With the ACM-20 on a 5 V Arduino the output spans 0.5 to 4.5 V over "
    + PM
    + "20 A, inside the 5 V ADC range",
)
AC_DRY = note(AC, 2, "A: No. Keep it dry and away from condensation.")

# ---------------------------------------------------------------- TKB-31K / J
TK_VIN = f(
    TK,
    1,
    "Fæðispenna / VIN 3.0 5.5 V Supply voltage",
    it(TK, "supply_voltage", "V", lo=3.0, hi=5.5),
)
TK_HOSTS = note(
    TK,
    1,
    "An on-board 3.3 V regulator and level shifter let the board run from 3.3 V or 5 V hosts",
)
TK_SCK = f(
    TK,
    1,
    "Klukkutíðni SPI / fSCK 5 MHz SPI clock frequency",
    it(TK, "spi_clock_frequency", "MHz", hi=5),
)
TK_TA = f(
    TK,
    1,
    "Umhverfishiti borðs / TA -20 +70 " + DEG + " Board ambient temperature",
    it(TK, "operating_temperature", DEG, lo=-20, hi=70, condition="board ambient"),
)
_TK_RANGE = "Mælisvið / -200 ... +1350 -210 ... +1200 " + DEG + " Measuring range"
TK_RANGE_K = f(
    TK,
    1,
    _TK_RANGE,
    it("TKB-31K", "measurement_range", DEG, lo=-200, hi=1350, quantity="temperature"),
)
TK_RANGE_J = f(
    TK,
    1,
    _TK_RANGE,
    it("TKB-31J", "measurement_range", DEG, lo=-210, hi=1200, quantity="temperature"),
)
TK_IF = f(
    TK,
    1,
    "Thermocouple amplifier breakout, SPI",
    it(TK, "interface", values=["SPI"]),
)

# ---------------------------------------------------------------- XN-LFP1 / P
XN_VIN = f(
    XN,
    1,
    "Input voltage" + FWC + "DC 4.5V" + FWT + "5.5V",
    it(XN, "supply_voltage", "V", lo=4.5, hi=5.5),
)
XN_VLIM = f(
    XN,
    1,
    "Input voltage limit" + FWC + "8V (input above 6.5V: chip stops charging)",
    it(XN, "abs_max_supply_voltage", "V", hi=8, condition="input voltage limit"),
)
XN_VOUT = f(
    XN,
    1,
    "Charge cut-off voltage" + FWC + "3.6V " + PM + "1%",
    it(XN, "output_voltage", "V", value=3.6, condition="charge cut-off, ±1 %"),
)
XN_ICHG = f(
    XN,
    1,
    "Charging current" + FWC + "1A (factory setting",
    it(XN, "output_current", "A", value=1, condition="charging current, factory RPROG"),
)
XN_LOAD = f(
    XN,
    2,
    "Load output current (OUT+ / OUT-) 2A continuous",
    it("XN-LFP1P", "output_current", "A", hi=2, condition="load output, continuous"),
)
XN_LIION = note(
    XN,
    2,
    "Do NOT use with ordinary 3.7V lithium-ion or lithium polymer batteries, they need 4.2V "
    "and will never be full.",
)
XN_1S = note(XN, 2, "Single cell (1S) only. Two cells in series can not be charged.")
XN_USB = note(XN, 2, "Any 5V USB charger or power bank that gives at least 1.2A.")

# ---------------------------------------------------------------- CPB-1205
CP_VOP = (
    [it(CP, "supply_voltage", "V", lo=3, typ=5, hi=7, condition="operating, rated 5 Vdc")],
    [ev(CP, 1, "rated voltage 5 Vdc operating voltage 3 7 Vdc")],
)
CP_I5 = f(
    CP,
    1,
    "5 Vdc 18 mA 88 dBA",
    it(CP, "supply_current", "mA", typ=18, condition="5 Vdc, typical"),
)
CP_TOP = f(
    CP,
    1,
    "operating temperature -30 70 " + DEG,
    it(CP, "operating_temperature", DEG, lo=-30, hi=70),
)
CP_ABS = f(
    CP,
    2,
    "Absolute maximum input: 10 Vdc on the CPB-1205",
    it(CP, "abs_max_supply_voltage", "V", hi=10),
)
CP_GPIO = note(
    CP,
    2,
    "A microcontroller pin may drive the CPB-1205 directly only when it can source 30 mA; "
    "otherwise use an NPN transistor or a MOSFET.",
)
CP_I3 = f(CP, 1, "3 Vdc 9 mA 78 dBA", it(CP, "supply_current", "mA", typ=9, condition="3 Vdc"))

# ---------------------------------------------------------------- EPX2060
EP_VDD = f(
    EP,
    1,
    "Supply voltage AVDD 2.6 2.8 3.5 V",
    it(EP, "supply_voltage", "V", lo=2.6, typ=2.8, hi=3.5),
)
EP_PINABS = f(
    EP,
    1,
    "SCL, SDA, XSHUT, GPIO1 -0.5 3.6 V",
    it(EP, "abs_max_input_voltage", "V", hi=3.6, condition="SCL, SDA, XSHUT, GPIO1"),
)
EP_ADDR = f(
    EP,
    1,
    "address 0x29; the address can be changed by software and returns to 0x29 at every "
    "power-up or XSHUT cycle",
    it(EP, "i2c_address", values=["0x29"]),
)
EP_SCL = f(
    EP,
    1,
    "I2C clock frequency fSCL 0 400 kHz",
    it(EP, "i2c_clock_frequency", "kHz", lo=0, hi=400),
)
EP_IRNG = f(
    EP,
    1,
    "Ranging, average current IRNG 19 mA",
    it(EP, "supply_current", "mA", typ=19, condition="ranging, average"),
)
EP_RANGE_LR = f(
    EP,
    2,
    "Long range White, 88 % 2.0 0.8 m",
    it(
        EP,
        "measurement_range",
        "m",
        hi=2.0,
        quantity="distance",
        condition="long range, white, dark",
    ),
)
EP_VIH28 = f(
    EP,
    1,
    "VIH min 1.26 1.96 V",
    it(EP, "input_high_voltage", "V", lo=1.96, condition="2.8 V I/O mode"),
)
EP_5V = note(EP, 2, "The pins are not 5 V tolerant. With a 5 V host use a level translator.")

# ---------------------------------------------------------------- TRM-24 / TRM-24PA
_TR_VDD = "Napájacie napätie / VDD 1.9 ... 3.6 3.0 ... 3.6 V Supply voltage"
TR_VDD = f(TR, 1, _TR_VDD, it(TR, "supply_voltage", "V", lo=1.9, hi=3.6, condition="TRM-24"))
TR_VDD_PA = f(
    TR, 1, _TR_VDD, it("TRM-24PA", "supply_voltage", "V", lo=3.0, hi=3.6, condition="TRM-24PA")
)
TR_TX_PA = f(
    TR,
    1,
    "Max. výstupný výkon / PRF 0 +20 dBm Max. output power",
    it("TRM-24PA", "tx_power", "dBm", hi=20, condition="TRM-24PA, max."),
)
TR_S2M = f(
    TR,
    1,
    "Citlivosť pri 2 Mbps / -82 -92 dBm Sensitivity at 2 Mbps",
    it(TR, "rx_sensitivity", "dBm", value=-82, condition="TRM-24, 2 Mbps"),
)
TR_ITX_PA = f(
    TR,
    1,
    "Prúd pri vysielaní, max. výkon / ITX 11.3 115 mA TX current, max. power",
    it("TRM-24PA", "supply_current", "mA", value=115, condition="TX at max. power"),
)
TR_ABS = f(
    TR,
    1,
    "Napájacie napätie / Supply voltage VDD -0.3 ... 3.6 V",
    it(TR, "abs_max_supply_voltage", "V", hi=3.6),
)
TR_LOGIC = f(
    TR,
    1,
    "Napätie na logických vstupoch / Logic input voltage -0.3 ... 5.25 V",
    it(TR, "abs_max_input_voltage", "V", hi=5.25, condition="logic inputs"),
)
TR_5VTOL = note(
    TR,
    2,
    "The logic inputs (CE, CSN, SCK, MOSI) are 5 V tolerant, so they may be driven straight "
    "from a 5 V Arduino.",
)
TR_5VCC = note(TR, 2, "Supply the module from 3.3 V; 5 V on VCC destroys it.")
TR_NANO = note(
    TR,
    2,
    "The 3.3 V pin of an Arduino Nano cannot deliver the 115 mA TX peaks of the TRM-24PA",
)
TR_RANGE = note(
    TR, 2, "Range depends on antenna and surroundings; we do not state a guaranteed range."
)

# ---------------------------------------------------------------- SHD2204 -H / -S
SH_VM = f(
    SH,
    1,
    "Motor supply voltage VM 2.7 15 V",
    it(SH, "load_supply_voltage", "V", lo=2.7, hi=15, condition="VM, recommended"),
)
SH_VMABS = f(
    SH,
    1,
    "Motor supply voltage VM -0.3 18 V",
    it(SH, "abs_max_supply_voltage", "V", hi=18, condition="VM, absolute maximum"),
)
SH_IOUT_H = f(
    SH,
    1,
    "Continuous output current IOUT SHD2204-H 1.2 A",
    it("SHD2204-H", "output_current", "A", hi=1.2, condition="per bridge, continuous"),
)
SH_IOUT_S = f(
    SH,
    1,
    "per bridge IOUT SHD2204-S 0.8 A",
    it("SHD2204-S", "output_current", "A", hi=0.8, condition="per bridge, continuous"),
)
SH_PAR = f(
    SH,
    2,
    "the paralleled SHD2204-H delivers 2.4 A continuous",
    it("SHD2204-H", "output_current", "A", hi=2.4, condition="both bridges paralleled"),
)
SH_SOPPAR = note(SH, 2, "The SOP-16 version should not be paralleled.")
SH_RDS12 = (
    [it(SH, "on_resistance", "Ohm", typ=0.50, hi=0.70, condition="H + L, VM = 12 V")],
    [
        ev(SH, 2, "VM = 5 V VM = 12 V"),
        ev(SH, 2, "Output on-resistance, H + L RDS(on) 0.65 0.85 0.50 0.70 " + OHM),
    ],
)
SH_VIH = f(SH, 2, "VIH 2.0 V", it(SH, "input_high_voltage", "V", lo=2.0))
SH_VIL = f(SH, 2, "VIL 0.8 V", it(SH, "input_low_voltage", "V", hi=0.8))
SH_TTL = note(
    SH,
    2,
    "Logic inputs are TTL compatible, so 3.3 V and 5 V microcontrollers drive them directly.",
)
SH_OCP = note(SH, 1, "UVLO, over-current and thermal shutdown")

# ---------------------------------------------------------------- LXS3021
LX_VCC = f(
    LX,
    1,
    "VCC voltage VCC 2.4 3.0 3.6 V",
    it(LX, "supply_voltage", "V", lo=2.4, typ=3.0, hi=3.6),
)
LX_ABS = f(LX, 1, "Supply voltage Vmax 4.5 V", it(LX, "abs_max_supply_voltage", "V", hi=4.5))
LX_ADDR = f(
    LX,
    2,
    "ADDR = 'L' (ADDR \u2264 0.3VCC): 0100011 (0x23). ADDR = 'H' (ADDR \u2265 0.7VCC): "
    "1011100 (0x5C)",
    it(LX, "i2c_address", values=["0x23", "0x5C"]),
)
LX_SCL = f(
    LX,
    1,
    "SCL clock frequency fSCL 400 kHz",
    it(LX, "i2c_clock_frequency", "kHz", hi=400),
)
LX_RANGE_MAX = f(
    LX,
    2,
    "With MTreg set to its minimum (31) the upper limit extends to 100000 lx",
    it(LX, "measurement_range", "lx", hi=100000, quantity="illuminance", condition="MTreg 31"),
)
LX_TH = f(
    LX,
    1,
    "H-resolution measurement time tHR 120 180 ms",
    it(LX, "response_time", "ms", typ=120, hi=180, condition="H-resolution mode"),
)
LX_5V = note(LX, 2, "The inputs are not 5 V tolerant. DVI must not exceed VCC.")
LX_TOP = f(
    LX,
    1,
    "Operating temperature Topr -40 ~ 85 " + DEG,
    it(LX, "operating_temperature", DEG, lo=-40, hi=85),
)
