"""Reference facts of the hundred-and-forty-fourth hold-out set, shared by factual and
compatibility questions. Every number was read off the generated PDFs
(``pdftotext -layout``) and each quote is on the cited page."""

from __future__ import annotations

from qkit import DC, KG, KI, KU, LG, TR, TW, VP, Fact, Item, ev, it

DEG = "\u00b0C"
MU = "\u00b5"
PM = "\u00b1"
OHM = "\u03a9"
MINUS = "\u2212"
NDASH = "\u2013"
TIMES = "\u00d7"
SQ = "\u00b2"
FWT = "\uff5e"


def f(device: str, page: int, quote: str, *items: Item) -> Fact:
    return list(items), [ev(device, page, quote)]


def note(device: str, page: int, quote: str) -> Fact:
    """A statement without numbers needed as items: evidence only."""
    return [], [ev(device, page, quote)]


# ---------------------------------------------------------------- TWD4612 (DAC)
TW_VDD = f(
    TW,
    1,
    "Supply voltage VDD 2.7 5.5 V",
    it(TW, "supply_voltage", "V", lo=2.7, hi=5.5, condition="VDD"),
)
TW_RES = f(
    TW,
    1,
    "Resolution N 12 bits",
    it(TW, "resolution", "bit", value=12, quantity="voltage", condition="DAC resolution"),
)
TW_SETTLE = f(
    TW,
    1,
    "Output settling time tS 1/4 to 3/4 scale, " + PM + "1 LSB 6 10 " + MU + "s",
    it(
        TW,
        "response_time",
        "us",
        typ=6,
        hi=10,
        condition="output settling, 1/4 to 3/4 scale, +/-1 LSB",
    ),
)
TW_ADDR1 = f(
    "TWD4612-1",
    2,
    "TWD4612-1SOT -1 0x4E, 0x4F SOT-23-6 D1",
    it("TWD4612-1", "i2c_address", values=["0x4E", "0x4F"], condition="TWD4612-1, A0 = GND / VDD"),
)
TW_ADDR0_LOW = f(
    "TWD4612-0",
    1,
    "The TWD4612-0 answers at the 7-bit addresses 0x4C (A0 =",
    it("TWD4612-0", "i2c_address", values=["0x4C"], condition="TWD4612-0, A0 = GND"),
)
TW_ADDR_BITS = f(
    TW,
    2,
    "The 7-bit slave address is 10011 followed by the factory bit A1 (0 on the TWD4612-0, 1 on "
    "the TWD4612-1) and the A0 pin.",
)
TW_ADDR1_HIGH = f(
    "TWD4612-1",
    2,
    "TWD4612-1SOT -1 0x4E, 0x4F SOT-23-6 D1",
    it("TWD4612-1", "i2c_address", values=["0x4F"], condition="TWD4612-1, A0 = VDD"),
)
TW_PD55 = f(
    TW,
    1,
    "Power-down current IPD " + MU + "A VDD = 5.5 V 0.1 2.0",
    it(TW, "standby_current", "uA", typ=0.1, hi=2.0, condition="power-down, VDD = 5.5 V"),
)
TW_GAIN2 = f(
    TW,
    1,
    "Output voltage VOUT internal reference, gain " + TIMES + "2 0 4.096(1) V",
    it(
        TW,
        "analog_output_voltage",
        "V",
        lo=0,
        hi=4.096,
        condition="internal reference, gain x2; needs VDD >= 4.2 V (note 1)",
    ),
)
TW_CLIP = note(
    TW,
    1,
    "(1) The output cannot exceed VDD: it is limited to about VDD " + MINUS + " 0.05 V. With "
    "gain " + TIMES + "2 VDD must be 4.2 V or higher for the full 4.096 V span.",
)
TW_33HOST = note(
    TW,
    2,
    "3.3 V hosts: run VDD from the host's 3.3 V rail and pull SDA and SCL up to the same rail",
)

# ---------------------------------------------------------------- KUS-47 (ultrasonic)
KU_VCC_Q = "Supply voltage DC, at the VCC pin 4.5 V " + NDASH + " 5.5 V 3.0 V " + NDASH + " 5.5 V"
KU_VCC = f(
    KU, 1, KU_VCC_Q, it(KU, "supply_voltage", "V", lo=4.5, hi=5.5, condition="KUS-47 column")
)
KU_RANGE = f(
    KU,
    1,
    "Ranging distance flat target 0.5 m"
    + SQ
    + " 2 cm "
    + NDASH
    + " 450 cm 20 cm "
    + NDASH
    + " 600 cm",
    it(KU, "measurement_range", "cm", lo=2, hi=450, quantity="distance", condition="KUS-47 column"),
)
KU_IQ_W = f(
    "KUS-47W",
    1,
    "Quiescent current idle, TRIG LOW 2 mA 5 " + MU + "A",
    it(
        "KUS-47W",
        "standby_current",
        "uA",
        value=5,
        condition="quiescent, idle, TRIG LOW, KUS-47W column",
    ),
)
KU_TOPR_Q = "Operating temperature -10 " + NDASH + " +60 " + DEG + " -20 " + NDASH + " +70 " + DEG
KU_TOPR_W = f(
    "KUS-47W",
    1,
    KU_TOPR_Q,
    it("KUS-47W", "operating_temperature", "\u00b0C", lo=-20, hi=70, condition="KUS-47W column"),
)
KU_TOPR = f(
    KU,
    1,
    KU_TOPR_Q,
    it(KU, "operating_temperature", "\u00b0C", lo=-10, hi=60, condition="KUS-47 column"),
)
KU_NO33 = note(
    KU,
    2,
    "ESP32, Raspberry Pi Pico, Raspberry Pi (3.3 V logic): the KUS-47 will not run from 3.3 V.",
)

# ---------------------------------------------------------------- TRL-63 (LoRaWAN)
TR_VDD = f(
    TR,
    1,
    "Supply voltage VDD 2.5 3.3 3.6 V",
    it(TR, "supply_voltage", "V", lo=2.5, typ=3.3, hi=3.6, condition="VDD, operating"),
)
TR_BAUD = f(
    TR,
    2,
    "UART1 on pads 4 (TXD) and 5 (RXD) runs at 9600 bps, 8 data bits, no parity, one stop bit "
    "after a factory reset.",
    it(TR, "baud_rate", "bps", value=9600, condition="default, after a factory reset"),
)
TR_SLEEP = f(
    TR,
    1,
    "Sleep current AT+LPM=1, RTC running 2.1 3.5 " + MU + "A",
    it(TR, "standby_current", "uA", typ=2.1, hi=3.5, condition="sleep, AT+LPM=1, RTC running"),
)
TR_TX20 = f(
    "TRL-63U",
    1,
    "TX current +20 dBm (TRL-63U) 108 120 mA",
    it(
        "TRL-63U", "supply_current", "mA", typ=108, hi=120, condition="transmit at +20 dBm, TRL-63U"
    ),
)
TR_BAND_E = f(
    "TRL-63E",
    1,
    "Frequency band 863 - 870 902 - 928 MHz",
    it("TRL-63E", "frequency_band", "MHz", lo=863, hi=870, condition="TRL-63E column"),
)
TR_33 = note(TR, 2, "The pads are 3.3 V CMOS and are not 5 V tolerant.")

# ---------------------------------------------------------------- KGD6360 (gate driver)
KG_PVDD = f(
    KG,
    1,
    "Supply voltage PVDD 6 60 6 60 V",
    it(KG, "supply_voltage", "V", lo=6, hi=60, condition="PVDD, recommended, both grades"),
)
KG_ABS = f(
    KG,
    1,
    "Supply voltage PVDD -0.3 to 65 V",
    it(KG, "abs_max_supply_voltage", "V", hi=65, condition="PVDD"),
)
KG_SLEEP24 = f(
    KG,
    2,
    "PVDD sleep nSLEEP = L, PVDD = 24 V 20 35",
    it(KG, "standby_current", "uA", typ=20, hi=35, condition="sleep, nSLEEP = L, PVDD = 24 V"),
)
KG_PEAK = f(
    KG,
    2,
    "Peak source ISRC gate at 0 V 1.0 A current Peak sink ISNK gate at 10 V 1.5 A",
    it(KG, "peak_output_current", "A", typ=1.0, condition="gate drive, peak source"),
    it(KG, "peak_output_current", "A", typ=1.5, condition="gate drive, peak sink"),
)
KG_LDO = f(
    KG,
    2,
    "LDO output voltage VLDO ILDO = 0 to 30 mA 3.2 3.3 3.4 V",
    it(KG, "output_voltage", "V", lo=3.2, typ=3.3, hi=3.4, condition="LDO, 0 to 30 mA"),
)
KG_VIH = f(
    KG,
    2,
    "Input high voltage VIH INHx, INLx, nSLEEP 2.0 V",
    it(KG, "input_high_voltage", "V", lo=2.0, condition="INHx, INLx, nSLEEP"),
)
KG_33 = note(
    KG,
    2,
    "With a 3.3 V controller (ESP32, STM32, RP2040) connect INHx, INLx and nSLEEP directly: VIH "
    "is 2.0 V and the inputs accept up to 5.5 V",
)
KG_MOTOR = note(
    KG,
    2,
    "Motor current and power are set by the external MOSFETs, the current-sense resistor and "
    "the cooling of the board, not by the KGD6360.",
)

# ---------------------------------------------------------------- VPM-612 (PIR)
VP_VCC = f(
    VP,
    1,
    "Supply voltage VCC DC 4.5 12 20 V",
    it(VP, "supply_voltage", "V", lo=4.5, typ=12, hi=20, condition="VCC, both versions"),
)
VP_RANGE_M = f(
    "VPM-612M",
    1,
    "Detection range up to 7 m up to 3 m",
    it(
        "VPM-612M",
        "measurement_range",
        "m",
        hi=3,
        quantity="distance",
        condition="VPM-612M column, Sx at maximum",
    ),
)
VP_INIT = f(
    VP,
    1,
    "Initialisation time tINIT after power-on 30 60 s",
    it(VP, "warm_up_time", "s", typ=30, hi=60, condition="after power-on"),
)
VP_VOL20 = f(
    VP,
    1,
    "OUT low voltage VOL V IOUT = 20 mA 0.3 0.5",
    it(VP, "output_low_voltage", "V", typ=0.3, hi=0.5, condition="OUT, IOUT = 20 mA"),
)
VP_PULLUP = note(
    VP,
    1,
    "Connect one from OUT to the logic supply of your controller (3.3 V or 5 V) or to any voltage "
    "up to 20 V; the input then reads LOW while motion is detected.",
)
VP_ESP = note(
    VP,
    2,
    "ESP32, Raspberry Pi and other 3.3 V boards: power VCC from 5 V or 12 V, put a 10 k"
    + OHM
    + " resistor from OUT to the board's 3.3 V pin and connect OUT to a GPIO.",
)

# ---------------------------------------------------------------- KIM3236 (current monitor)
KI_VS = f(
    KI,
    1,
    "Supply voltage VS 2.7 5.5 V",
    it(KI, "supply_voltage", "V", lo=2.7, hi=5.5, condition="VS"),
)
KI_BUS = f(
    KI,
    1,
    "Bus voltage input range VBUS 0 36 V",
    it(
        KI, "measurement_range", "V", lo=0, hi=36, quantity="voltage", condition="bus voltage input"
    ),
)
KI_SD = f(
    KI,
    1,
    "Shutdown current ISD MODE = 000 0.5 2 " + MU + "A",
    it(KI, "standby_current", "uA", typ=0.5, hi=2, condition="shutdown, MODE = 000"),
)
KI_LSB = f(
    KI,
    1,
    "Bus voltage LSB 1.25 mV",
    it(KI, "resolution", "mV", typ=1.25, quantity="voltage", condition="bus voltage LSB"),
)
KI_ADDR_GG = f(
    KI,
    2,
    "GND GND 0x40 SDA GND 0x48",
    it(KI, "i2c_address", values=["0x40"], condition="A1 = GND, A0 = GND"),
)
KI_ADDR_SS = f(
    KI,
    2,
    "VS SCL 0x47 SCL SCL 0x4F",
    it(KI, "i2c_address", values=["0x4F"], condition="A1 = SCL, A0 = SCL"),
)
KI_33MON = note(
    KI,
    2,
    "The bus voltage input measures 0 V to 36 V whatever the supply voltage; a KIM3236 on a 3.3 V "
    "rail can monitor a 12 V, 24 V or 36 V rail.",
)
KI_48 = note(
    KI,
    2,
    "Above 36 V the bus reading saturates. The inputs survive up to 40 V but must not be operated "
    "there: 48 V telecom, server and e-bike rails need a different part.",
)

# ---------------------------------------------------------------- DCW-24 (2.4 GHz module)
DC_VCC_L = f(
    "DCW-24L",
    1,
    "DCW-24L 1.9 3.3 3.6 Supply voltage V",
    it("DCW-24L", "supply_voltage", "V", lo=1.9, typ=3.3, hi=3.6, condition="DCW-24L"),
)
DC_SPI = f(
    DC,
    1,
    "SPI clock SCK 0 10 MHz",
    it(DC, "spi_clock_frequency", "MHz", lo=0, hi=10, condition="SCK"),
)
DC_TX_PA = f(
    "DCW-24PA",
    1,
    "DCW-24PA, +20dBm 115 130",
    it("DCW-24PA", "supply_current", "mA", typ=115, hi=130, condition="transmit at +20 dBm"),
)
DC_RX250_PA = f(
    "DCW-24PA",
    1,
    "250kbps -94 -104",
    it(
        "DCW-24PA",
        "rx_sensitivity",
        "dBm",
        typ=-104,
        condition="250 kbps, 0.1 % BER, DCW-24PA column",
    ),
)
DC_VIH = f(
    DC,
    1,
    "Input high voltage CE, CSN, SCK, MOSI 0.7VCC 5.25 V",
    it(DC, "input_high_voltage", "V", hi=5.25, condition="CE, CSN, SCK, MOSI"),
)
DC_5VLOGIC = note(
    DC,
    2,
    "CE, CSN, SCK and MOSI accept 5V logic, so 5V Arduino boards can drive them directly. MISO "
    "and IRQ output 3.3V levels, which 5V AVR boards read as high.",
)
DC_UNO33 = note(
    DC,
    2,
    "The 3.3V pin of an Arduino Uno or Nano supplies only about 50mA. That is enough for a "
    "DCW-24L, but not for the DCW-24PA (up to 130mA on transmit): use a separate 3.3V regulator "
    "rated 250mA or more.",
)

# ---------------------------------------------------------------- LGX4701 (fuel gauge)
LG_VDD = f(
    LG,
    1,
    "Supply voltage VDD VDD = CELL 2.5 4.5 V",
    it(LG, "supply_voltage", "V", lo=2.5, hi=4.5, condition="VDD = CELL"),
)
LG_ADDR = f(
    LG,
    2,
    "The 7-bit slave address is 0x36 (0110110b); it cannot be changed.",
    it(LG, "i2c_address", values=["0x36"], condition="fixed"),
)
LG_SD = f(
    LG,
    1,
    "shutdown, VDD = 3.6 V 0.5 1",
    it(LG, "standby_current", "uA", typ=0.5, hi=1, condition="shutdown, VDD = 3.6 V"),
)
LG_ERR = f(
    LG,
    1,
    "Voltage measurement VCELL = 3.6 V, TA = +25 "
    + DEG
    + " -7.5 +7.5 VERR mV error TA = -20 "
    + DEG
    + " to +70 "
    + DEG
    + " -20 +20",
    it(
        LG,
        "accuracy",
        "mV",
        lo=-20,
        hi=20,
        quantity="voltage",
        condition="cell voltage measurement error, TA = -20 ... +70 C",
    ),
)
LG_SOC = note(LG, 2, "SOC accuracy depends on how closely the cell matches the built-in model.")
