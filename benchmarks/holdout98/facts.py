"""Reference facts of the ninety-eighth hold-out set, shared by factual and
compatibility questions. Every number was read off the generated PDFs
(``pdftotext -layout``) and each quote is on the cited page."""

from __future__ import annotations

from qkit import AW, BL, HM, IS, MD, PT, SM, UP, Fact, Item, ev, it

DEG = "\u00b0C"
MU = "\u00b5"
PM = "\u00b1"
GE = "\u2265"
LE = "\u2264"


def f(device: str, page: int, quote: str, *items: Item) -> Fact:
    return list(items), [ev(device, page, quote)]


def note(device: str, page: int, quote: str) -> Fact:
    """A statement without numbers: evidence only."""
    return [], [ev(device, page, quote)]


# ---------------------------------------------------------------- PTX-25V
PT_VS_LINE = "Supply voltage VS 12 ... 30 4.75 ... 5.25 V DC"
PT_VS_A = f(
    PT,
    1,
    PT_VS_LINE,
    it("PTX-25V-A", "supply_voltage", "V", lo=12, hi=30, condition="PTX-25V-A (0-10 V)"),
)
PT_VS_R = f(
    PT,
    1,
    PT_VS_LINE,
    it("PTX-25V-R", "supply_voltage", "V", lo=4.75, hi=5.25, condition="PTX-25V-R (ratiometric)"),
)
PT_ABS_A = (
    [it("PTX-25V-A", "abs_max_supply_voltage", "V", hi=33, condition="limits")],
    [ev(PT, 1, "Supply voltage, PTX-25V-A"), ev(PT, 1, "33 V DC max.")],
)
PT_OUT_A = f(
    PT,
    1,
    "Output signal 0 ... 10 0.5 ... 4.5 V",
    it("PTX-25V-A", "analog_output_voltage", "V", lo=0, hi=10, condition="PTX-25V-A"),
)
PT_TOP = f(
    PT,
    2,
    "Ambient temperature (operating) -30 ... +85 " + DEG,
    it(PT, "operating_temperature", DEG, lo=-30, hi=85, condition="ambient"),
)
PT_IP = f(
    PT,
    2,
    "Ingress protection IP65 (DIN 43650-A), IP67 (M12 x 1, mated)",
    it(PT, "ip_rating", values=["IP65", "IP67"], condition="per connector"),
)
PT_WARM = f(
    PT,
    2,
    "Power-up: the output is valid 50 ms after the supply is applied.",
    it(PT, "warm_up_time", "ms", value=50),
)
PT_R016 = f(
    PT,
    1,
    "016 0 ... 16 40 80 bar",
    it(PT, "measurement_range", "bar", lo=0, hi=16, quantity="pressure", condition="range 016"),
)
PT_24V = note(PT, 2, "A 24 V DC PLC supply can be connected directly to the -A version.")
PT_DIV = note(PT, 2, "To read it with a 3.3 V or 5 V microcontroller ADC, use a resistive divider.")

# ---------------------------------------------------------------- ISO4-PLC
IS_VCC = f(
    IS,
    1,
    "Voedingsspanning logica / VCC 3.0 - 5.5 3.0 - 5.5 V Logic supply voltage",
    it(IS, "supply_voltage", "V", lo=3.0, hi=5.5, condition="logic side VCC"),
)
IS_ON = f(
    IS,
    1,
    "Ingang AAN vanaf / VON " + GE + " 15 " + GE + "7 V Input ON at",
    it("ISO4-PLC-24", "input_high_voltage", "V", lo=15, condition="input ON, -24 version"),
)
IS_ABS24 = f(
    IS,
    1,
    "Ingangsspanning, absoluut max. / 36 20 V Input voltage, absolute max.",
    it("ISO4-PLC-24", "abs_max_input_voltage", "V", hi=36, condition="-24 version"),
)
IS_TOP = f(
    IS,
    1,
    "Omgevingstemperatuur / Ambient temperature -25 ... +70 " + DEG,
    it(IS, "operating_temperature", DEG, lo=-25, hi=70),
)
IS_IOL = f(
    IS,
    1,
    "Uitgangsstroom per kanaal / IOL max. 20 max. 20 mA Output sink current per channel",
    it(IS, "output_current", "mA", hi=20, condition="sink, per channel"),
)
IS_VOL = f(
    IS,
    1,
    "VOL " + LE + " 0.4 " + LE + " 0.4 V",
    it(IS, "output_low_voltage", "V", hi=0.4, condition="IOL = 5 mA"),
)
IS_PULL = note(
    IS,
    1,
    "Each output has a 10 kΩ pull-up to VCC on the board, so the output high level equals the "
    "logic supply VCC.",
)
IS_PI = note(IS, 2, "Feed VCC from the 3.3 V pin; the outputs then swing between 0 V and 3.3 V.")
IS_12ON24 = note(IS, 2, "12 V is below the 15 V ON level of the -24 version.")

# ---------------------------------------------------------------- HMS31 / HMS35
HM_VDD = f(
    HM,
    2,
    "Supply voltage VDD 1.08 3.3 3.6 V",
    it(HM, "supply_voltage", "V", lo=1.08, typ=3.3, hi=3.6),
)
HM_ABS = f(
    HM, 2, "Supply voltage, VDD -0.3 to 3.9 V", it(HM, "abs_max_supply_voltage", "V", hi=3.9)
)
HM_RH35 = f(
    HM,
    1,
    "Accuracy tolerance1 typ. " + PM + "2.0 " + PM + "1.5 %RH",
    it(
        "HMS35",
        "accuracy",
        "%RH",
        lo=-1.5,
        hi=1.5,
        quantity="relative_humidity",
        condition="typical, HMS35",
    ),
)
HM_T31MAX = f(
    HM,
    1,
    "max. " + PM + "0.4 " + PM + "0.2 " + DEG,
    it(HM, "accuracy", DEG, lo=-0.4, hi=0.4, quantity="temperature", condition="max., HMS31"),
)
HM_ADDR = f(
    HM,
    2,
    "The address is set at the factory: 0x44 for the ordering suffix -A (HMS31-A, HMS35-A) and "
    "0x45 for the suffix -B.",
    it(HM, "i2c_address", values=["0x44", "0x45"]),
)
HM_IDD = f(
    HM,
    2,
    "measurement - 320 500 " + MU + "A",
    it(HM, "supply_current", "uA", typ=320, hi=500, condition="measurement"),
)
HM_5V = note(
    HM,
    2,
    "The pins are not 5 V tolerant: SDA and SCL must stay below VDD + 0.3 V, so a 5 V bus needs "
    "a level shifter.",
)
HM_DRIFT = note(HM, 1, "Long-term drift typ. < 0.2 < 0.2 %RH/y")
HM_RANGE = note(HM, 1, "1 Typical and maximum accuracy for 20 %RH to 80 %RH and 0 °C to 65 °C.")

# ---------------------------------------------------------------- YC-UPS18-2
UP_VOUT = f(
    UP,
    1,
    "Output voltage 5.0V ~ 5.2V (5.1V typ.)",
    it(UP, "output_voltage", "V", lo=5.0, typ=5.1, hi=5.2),
)
UP_CUR_HEAD = "(pass-through) cell " + GE + " 3.6V cell 3.0 ~ 3.6V"
UP_CUR_ROW = "Max. continuous output current 2.0A 2.4A 1.5A"
UP_I_LOW = (
    [it(UP, "output_current", "A", hi=1.5, condition="battery only, cell 3.0 ~ 3.6 V")],
    [ev(UP, 1, UP_CUR_HEAD), ev(UP, 1, UP_CUR_ROW)],
)
UP_I_BAT = (
    [it(UP, "output_current", "A", hi=2.4, condition="battery only, cell >= 3.6 V")],
    [ev(UP, 1, UP_CUR_HEAD), ev(UP, 1, UP_CUR_ROW)],
)
UP_I_PASS = (
    [it(UP, "output_current", "A", hi=2.0, condition="USB-C plugged in, pass-through")],
    [ev(UP, 1, UP_CUR_HEAD), ev(UP, 1, UP_CUR_ROW)],
)
UP_VIN = f(
    UP,
    1,
    "Charging input USB Type-C, 4.75V ~ 5.5V",
    it(UP, "supply_voltage", "V", lo=4.75, hi=5.5, condition="USB-C charging input"),
)
UP_ABS = f(
    UP,
    1,
    "Note: do not put more than 6V on the USB-C input.",
    it(UP, "abs_max_supply_voltage", "V", hi=6),
)
UP_PI4 = note(UP, 2, "a Pi 4 with USB disks or heavy CPU load may show under-voltage warnings.")
UP_CELLS = note(UP, 1, "YC-UPS18-2 holds two 18650 cells (not included)")

# ---------------------------------------------------------------- SM8T85
SM_VL = f(
    SM,
    2,
    "SM8T85L-10SU 8K / 512 10 MHz 1.8V - 5.5V SOIC-8",
    it("SM8T85L", "supply_voltage", "V", lo=1.8, hi=5.5, condition="SM8T85L, up to 10 MHz"),
)
SM_VSTD = f(
    SM,
    2,
    "SM8T85-20PU 8K / 512 20 MHz 2.7V - 5.5V PDIP-8",
    it(SM, "supply_voltage", "V", lo=2.7, hi=5.5, condition="SM8T85 standard version"),
)
SM_V20 = f(
    SM,
    2,
    "SM8T45 / SM8T85 2.7V - 5.5V 0 - 10 MHz 20 4.5V - 5.5V 0 - 20 MHz",
    it(SM, "supply_voltage", "V", lo=4.5, hi=5.5, condition="clock above 10 MHz, up to 20 MHz"),
)
SM_VOL = f(
    SM,
    1,
    "IOL = 10 mA, VCC = 5V 0.6 V",
    it(SM, "output_low_voltage", "V", hi=0.6, condition="IOL = 10 mA, VCC = 5 V"),
)
SM_VOH3 = f(
    SM,
    1,
    "IOH = -5 mA, VCC = 3V 2.5 V",
    it(SM, "output_high_voltage", "V", lo=2.5, condition="IOH = -5 mA, VCC = 3 V"),
)
SM_ABS = (
    [it(SM, "abs_max_supply_voltage", "V", hi=6.0)],
    [ev(SM, 1, "Maximum Operating Voltage"), ev(SM, 1, "6.0V")],
)
SM_TOP = f(
    SM,
    1,
    "TA = -40" + DEG + " to +85" + DEG + ", VCC = 1.8V to 5.5V (unless otherwise noted)",
    it(SM, "operating_temperature", DEG, lo=-40, hi=85),
)

# ---------------------------------------------------------------- MMC-DRV5
MD_VIN = (
    [it(MD, "load_supply_voltage", "V", lo=6, hi=30, condition="VIN, motor supply")],
    [ev(MD, 1, "Minimum operating voltage 6V Maximum operating voltage 30 V1")],
)
MD_ABS = f(MD, 1, "1 Absolute maximum 36 V.", it(MD, "abs_max_supply_voltage", "V", hi=36))
MD_I24 = (
    [it(MD, "output_current", "A", hi=4.0, condition="VIN = 24 V, no heat sink")],
    [
        ev(MD, 1, "Motor supply VIN = 12 V VIN = 24 V VIN = 30 V"),
        ev(MD, 1, "Continuous current 5.0 A 4.0 A 3.5 A"),
    ],
)
MD_VIH = f(
    MD,
    2,
    "Input high 1.6 5.5 V",
    it(MD, "input_high_voltage", "V", lo=1.6, hi=5.5, condition="PWM, DIR, SLP"),
)
MD_TOP = note(MD, 2, "The board is tested from -20 °C to +85 °C ambient.")

# ---------------------------------------------------------------- AWL-21
AW_VDD = f(
    AW,
    1,
    "Supply voltage VDD 1.8 3.3 3.6 V",
    it(AW, "supply_voltage", "V", lo=1.8, typ=3.3, hi=3.6),
)
AW_BAUD = f(
    AW,
    1,
    "UART AT commands (default 115200 bps, 8N1)",
    it(AW, "baud_rate", "bps", value=115200, condition="default"),
)
AW_TX_LINE = "Max. TX output power +13 +14 +20 dBm"
AW_TX_EU = f(AW, 1, AW_TX_LINE, it("AWL-21EU", "tx_power", "dBm", hi=14))
AW_TX_US_LOW = f(
    AW,
    1,
    "Between 1.8 V and 3.0 V its output power is limited to +17 dBm by firmware.",
    it("AWL-21US", "tx_power", "dBm", hi=17, condition="VDD below 3.0 V"),
)
AW_SLEEP = f(
    AW,
    2,
    "Sleep RTC on, RAM retained 1.1 " + MU + "A",
    it(AW, "standby_current", "uA", typ=1.1, condition="sleep, RTC on"),
)
AW_5V = note(AW, 1, "UART and GPIO levels follow VDD; the pins are not 5 V tolerant.")

# ---------------------------------------------------------------- BLC-24
BL_VCC = f(
    BL,
    1,
    "Tensão de alimentação / 2.7 5.0 5.5 V Supply voltage (VCC)",
    it(BL, "supply_voltage", "V", lo=2.7, typ=5.0, hi=5.5),
)
BL_RATE = f(
    BL,
    1,
    "Taxa de dados / Data rate RATE = 0 (padrão / default) 10 SPS",
    it(BL, "data_rate", "SPS", value=10, condition="RATE = 0, default"),
)
BL_TOP = f(
    BL,
    1,
    "módulo / module -20 +70 " + DEG,
    it(BL, "operating_temperature", DEG, lo=-20, hi=70, condition="module"),
)
BL_RANGE = f(
    BL,
    1,
    "on this board E+ = 4.3 V and the range shrinks in proportion (" + PM + "17.2 mV at gain 128)",
    it(BL, "analog_input_range", "mV", lo=-17.2, hi=17.2, condition="gain 128, E+ = 4.3 V"),
)
BL_GRAMS = note(
    BL,
    2,
    "depends on the load cell and on calibration; the module has no accuracy rating in grams.",
)
BL_ESP = note(BL, 2, "Power VCC from 3.3 V; DOUT then swings to 3.3 V.")
