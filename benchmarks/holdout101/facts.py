"""Reference facts of the hundred-and-first hold-out set, shared by factual and
compatibility questions. Every number was read off the generated PDFs
(``pdftotext -layout``) and each quote is on the cited page."""

from __future__ import annotations

from qkit import AS, BA, DG, DP, EP, KT, PT, ZY, Fact, Item, ev, it

DEG = "\u00b0C"
MU = "\u00b5"
PM = "\u00b1"
LE = "\u2264"
TIMES = "\u00d7"

DP18, DP33, DP50 = "DPS1084-18", "DPS1084-33", "DPS1084-50"
ZYS, ZYC = "ZY24-PA20S", "ZY24-PA20C"
KT6, KT12 = "KT-25GA370-06-100", "KT-25GA370-12-100"
EPS, EPJ = "EPD-T20S", "EPD-T20J"
DGR, DGW = "DG-7S4-R", "DG-7S4-W"
BAR = "IMH-BAR390R"


def f(device: str, page: int, quote: str, *items: Item) -> Fact:
    return list(items), [ev(device, page, quote)]


def note(device: str, page: int, quote: str) -> Fact:
    """A statement without numbers: evidence only."""
    return [], [ev(device, page, quote)]


# ---------------------------------------------------------------- ASD6831K
AS_VCC = f(
    AS,
    1,
    "Power-Supply Voltage VCC 3.0 3.3 3.6 V",
    it(AS, "supply_voltage", "V", lo=3.0, typ=3.3, hi=3.6, condition="recommended operating"),
)
AS_ABS = f(
    AS,
    1,
    "-0.3 V to +4.0 V",
    it(AS, "abs_max_supply_voltage", "V", hi=4.0, condition="VCC to GND, absolute maximum"),
)
AS_NOTE4 = note(AS, 2, "Note 4: The ASD6831K is not specified for VCC = 5 V.")
AS_SPI = f(
    AS,
    2,
    "Serial-Clock Frequency fSCL 5 MHz",
    it(AS, "spi_clock_frequency", "MHz", hi=5),
)
AS_RES = f(
    AS,
    1,
    "Thermocouple Resolution 0.25 " + DEG,
    it(AS, "resolution", DEG, value=0.25, quantity="temperature", condition="thermocouple"),
)
AS_TC1 = f(
    AS,
    1,
    "TTC = -200 " + DEG + " to +700 " + DEG + ", -2 +2 " + DEG,
    it(
        AS,
        "accuracy",
        DEG,
        lo=-2,
        hi=2,
        quantity="temperature",
        condition="thermocouple -200 to +700 °C, TA -20 to +85 °C",
    ),
)
AS_TC2 = f(
    AS,
    1,
    "TTC = +700 " + DEG + " to +1350 " + DEG + ", -4 +4 " + DEG,
    it(
        AS,
        "accuracy",
        DEG,
        lo=-4,
        hi=4,
        quantity="temperature",
        condition="thermocouple +700 to +1350 °C, TA -20 to +85 °C",
    ),
)
AS_RANGE = (
    [
        it(
            AS,
            "measurement_range",
            DEG,
            lo=-270,
            hi=1372,
            quantity="temperature",
            condition="thermocouple readings",
        ),
    ],
    # the description column wraps, so the two halves of the sentence are separate lines
    [
        ev(AS, 1, "TTC = -270 " + DEG + " to +1372 " + DEG + ","),
        ev(AS, 1, "allows readings as high as +1372"),
        ev(AS, 1, DEG + " and as low as -270 " + DEG),
    ],
)
AS_ICC = f(
    AS,
    1,
    "Power-Supply Current ICC 900 1500 " + MU + "A",
    it(AS, "supply_current", "uA", typ=900, hi=1500),
)
AS_NOSHDN = note(AS, 2, "the ASD6831K has no shutdown mode")
AS_LEADS = note(
    AS, 2, "A 10 nF capacitor across T+ and T- reduces noise pick-up on long thermocouple leads."
)

# ---------------------------------------------------------------- DPS1084
DP_VOUT33 = (
    [
        it(
            DP33,
            "output_voltage",
            "V",
            lo=3.267,
            typ=3.3,
            hi=3.333,
            condition="DPS1084-33, TJ = 25 °C, IOUT = 10 mA",
        ),
    ],
    [
        ev(
            DP,
            1,
            "Output voltage TJ = 25 " + DEG + " min 1.782 2.475 3.267 4.950 V "
            "typ 1.800 2.500 3.300 5.000 V max 1.818 2.525 3.333 5.050 V",
        ),
    ],
)
DP_VOUT33_FULL = (
    [
        it(
            DP33,
            "output_voltage",
            "V",
            lo=3.235,
            hi=3.365,
            condition="DPS1084-33, 0 to 1 A, TJ -40 to +125 °C",
        ),
    ],
    [
        ev(
            DP,
            1,
            "min 1.764 2.450 3.235 4.900 V full range TJ = -40 to +125 "
            + DEG
            + " max 1.836 2.550 3.365 5.100 V",
        ),
    ],
)
DP_VIN = [ev(DP, 1, "IOUT = 1 A min 3.3 4.0 4.8 6.5 V (Note 1) max 15 15 15 15 V")]
DP_VIN33 = (
    [it(DP33, "supply_voltage", "V", lo=4.8, hi=15, condition="DPS1084-33 input, IOUT = 1 A")],
    DP_VIN,
)
DP_VIN50 = (
    [it(DP50, "supply_voltage", "V", lo=6.5, hi=15, condition="DPS1084-50 input, IOUT = 1 A")],
    DP_VIN,
)
DP_ABS = f(
    DP,
    1,
    "Input voltage VIN 18 V",
    it(DP, "abs_max_supply_voltage", "V", hi=18, condition="VIN, absolute maximum"),
)
DP_IOUT = f(
    DP,
    1,
    "Output current IOUT 0 1.0 A",
    it(DP, "output_current", "A", hi=1.0, condition="recommended operating"),
)
DP_IQ = f(
    DP,
    2,
    "Quiescent current IQ IOUT = 0 mA 5 10 mA",
    it(DP, "quiescent_current", "mA", typ=5, hi=10, condition="IOUT = 0"),
)
DP_DO500 = f(
    DP,
    2,
    "IOUT = 500 mA, " + "\u0394" + "VOUT = -1 % 1.10 1.25 V",
    it(DP, "dropout_voltage", "V", typ=1.10, hi=1.25, condition="IOUT = 500 mA"),
)
DP_PSRR = note(DP, 2, "Ripple rejection PSRR f = 120 Hz, COUT = 22 " + MU + "F 60 72 dB")

# ---------------------------------------------------------------- ZY24-PA20
ZY_VCC = f(
    ZY,
    1,
    "Supply voltage VCC 3.0 3.3 3.6 V",
    it(ZY, "supply_voltage", "V", lo=3.0, typ=3.3, hi=3.6),
)
ZY_ABS = f(
    ZY,
    2,
    "Supply voltage VCC -0.3 ~ 3.9 V",
    it(ZY, "abs_max_supply_voltage", "V", hi=3.9, condition="VCC, absolute maximum"),
)
ZY_VI = f(
    ZY,
    2,
    "Input voltage on I/O pins VI -0.3 ~ 5.25 V",
    it(ZY, "abs_max_input_voltage", "V", hi=5.25, condition="I/O pins, absolute maximum"),
)
ZY_NO5V = note(
    ZY,
    2,
    "Never connect VCC to 5 V: the transceiver and the PA are destroyed above 3.6 V.",
)
ZY_5VT = note(ZY, 2, "The signal inputs CE, CSN, SCK and MOSI are 5 V tolerant")
ZY_BAND = f(
    ZY,
    1,
    "Operating frequency 2400~2525 MHz",
    it(ZY, "frequency_band", "MHz", lo=2400, hi=2525),
)
ZY_ITX = f(
    ZY,
    1,
    "Transmit current ITX output +20 dBm 115 130 mA",
    it(ZY, "supply_current", "mA", typ=115, hi=130, condition="transmit at +20 dBm"),
)
ZY_SENS250 = f(
    ZY,
    1,
    "250 kbps, 0.1 % BER -104 dBm",
    it(ZY, "rx_sensitivity", "dBm", typ=-104, condition="250 kbps, 0.1 % BER"),
)
ZY_PEAK = note(ZY, 2, "Use a 3.3 V regulator that can deliver at least 250 mA")
ZY_INDOOR = note(
    ZY,
    2,
    "Indoor range depends on walls, antenna position and 2.4 GHz interference and is not "
    "specified.",
)

# ---------------------------------------------------------------- PTF2030
PT_VDD = f(
    PT,
    1,
    "Supply voltage AVDD 2.6 2.8 3.5 V",
    it(PT, "supply_voltage", "V", lo=2.6, typ=2.8, hi=3.5, condition="AVDD, recommended"),
)
PT_ABS = f(
    PT,
    1,
    "Supply voltage AVDD -0.5 3.6 V",
    it(PT, "abs_max_supply_voltage", "V", hi=3.6, condition="AVDD, absolute maximum"),
)
PT_TOP = f(
    PT,
    1,
    "Operating temperature TA -20 +70 " + DEG,
    it(PT, "operating_temperature", DEG, lo=-20, hi=70),
)
PT_ADDR = f(
    PT,
    2,
    "The PTF2030 answers at the 7-bit address 0x29 after power-up",
    it(PT, "i2c_address", values=["0x29"], condition="7-bit, after reset"),
)
PT_ADDR52 = note(
    PT, 2, "Some host libraries print the 8-bit write address 0x52; it is the same device."
)
PT_RANGE = f(
    PT,
    1,
    "Max. distance, white target (88 %) 1.2 m 1.2 m 2.0 m 1.2 m",
    it(
        PT,
        "measurement_range",
        "m",
        hi=1.2,
        quantity="distance",
        condition="default mode, white target, indoor",
    ),
    it(
        PT,
        "measurement_range",
        "m",
        hi=2.0,
        quantity="distance",
        condition="long-range mode, white target, indoor",
    ),
)
PT_RANGE_MAX = f(
    PT,
    1,
    "Ranging distance 30 mm to 2.0 m (long-range mode, see Table 1)",
    it(
        PT,
        "measurement_range",
        "m",
        lo=0.03,
        hi=2.0,
        quantity="distance",
        condition="long-range mode",
    ),
)
PT_HWSTBY = f(
    PT,
    1,
    "Hardware standby (XSHUT low) IHWSTBY 3 7 " + MU + "A",
    it(PT, "standby_current", "uA", typ=3, hi=7, condition="hardware standby, XSHUT low"),
)
PT_VIH = (
    [
        it(PT, "input_high_voltage", "V", lo=1.12, condition="1.8 V I/O mode (default)"),
        it(PT, "input_high_voltage", "V", lo=1.6, condition="2.8 V I/O mode"),
    ],
    [
        ev(PT, 2, "VIH 1.8 V (default) 1.12 V"),
        ev(PT, 2, "VIH 2.8 V 1.6 V bit 0 of 0x89 = 1"),
    ],
)
PT_COVER = note(
    PT,
    2,
    "its effect depends on the material and air gap and is not covered by this specification.",
)

# ---------------------------------------------------------------- KT-25GA370
KT_OPR = "3-2 Operating voltage range V DC 3.0 ~ 7.5 6.0 ~ 13.5"
KT_OPR6 = f(
    KT,
    1,
    KT_OPR,
    it(KT6, "supply_voltage", "V", lo=3.0, hi=7.5, condition="6 V type, operating range"),
)
KT_OPR12 = (
    [
        it(
            KT12,
            "supply_voltage",
            "V",
            lo=6.0,
            typ=12,
            hi=13.5,
            condition="12 V type, operating range, rated 12 V",
        )
    ],
    [ev(KT, 1, "3-1 Rated voltage V DC 6 12 " + KT_OPR)],
)
KT_NL6 = f(
    KT,
    1,
    "3-4 No-load current mA " + LE + " 120 " + LE + " 60",
    it(KT6, "supply_current", "mA", hi=120, condition="6 V type, no load, rated voltage"),
)
KT_RATED12 = f(
    KT,
    1,
    "3-7 Rated current mA " + LE + " 450 " + LE + " 220",
    it(KT12, "supply_current", "mA", hi=220, condition="12 V type, rated torque"),
)
KT_STALL = "3-9 Stall current A " + LE + " 2.6 " + LE + " 1.3"
KT_STALL12 = f(
    KT,
    1,
    KT_STALL,
    it(KT12, "supply_current", "A", hi=1.3, condition="12 V type, stall, rated voltage"),
)
KT_DRIVER = note(
    KT,
    2,
    "Choose a driver whose continuous rating is at least the rated current and whose peak rating "
    "is at least the stall current of the motor type used.",
)
KT_WATER = note(KT, 2, "The motor is not waterproof and not dust-proof.")
KT_ENC = note(KT, 2, "No encoder is fitted.")
KT_LIFE = note(KT, 2, "7-1 Life test rated voltage, rated torque, continuous, 25 " + DEG + " 500 h")

# ---------------------------------------------------------------- EPD-T20
EP_VIN = f(
    EP,
    1,
    "Ynfierspanning (VBUS) USB PD 2.0 / 3.0 boarne / source 4.75 21 V",
    it(EP, "supply_voltage", "V", lo=4.75, hi=21, condition="VBUS from USB PD source"),
)
EP_TOP = f(
    EP,
    1,
    "Wurktemperatuer 0 +50 " + DEG,
    it(EP, "operating_temperature", DEG, lo=0, hi=50),
)
EP_VOUT = f(
    EP,
    1,
    "\u00datfierspanning, kiesber 5 / 9 / 12 / 15 / 20 V",
    *[
        it(EP, "output_voltage", "V", value=v, condition="selectable output")
        for v in (5, 9, 12, 15, 20)
    ],
)
EP_VOUT20 = f(
    EP,
    1,
    "\u00datfierspanning, kiesber 5 / 9 / 12 / 15 / 20 V",
    it(EP, "output_voltage", "V", value=20, condition="selectable output, position 5"),
)
EP_IS_LOW = f(
    EP,
    1,
    "\u00datfierstroom EPD-T20S 5 V ... 15 V 3 A",
    it(EPS, "output_current", "A", hi=3, condition="EPD-T20S, 5 V to 15 V"),
)
EP_IS20 = f(
    EP,
    1,
    "20 V, 5 A e-marked kabel / cable 5 A",
    it(EPS, "output_current", "A", hi=5, condition="EPD-T20S, 20 V, 5 A e-marked cable"),
)
EP_NOOFFER = note(
    EP,
    2,
    "If the charger does not offer the selected voltage, the output stays off and the LED blinks "
    "red. There is no fallback to 5 V.",
)
EP_5A20 = note(
    EP, 2, "5 A is requested at 20 V only; at 5 V the board never asks for more than 3 A."
)
EP_RIPPLE = note(EP, 2, "the board adds no filtering and no ripple figure is given.")

# ---------------------------------------------------------------- DG-7S4
DG_VR = f(
    DG,
    1,
    "Bholtachd obrachaidh 3.3 5.0 5.5 V Operating voltage, -R",
    it(DGR, "supply_voltage", "V", lo=3.3, typ=5.0, hi=5.5, condition="-R (red)"),
)
DG_ABS = f(
    DG,
    1,
    "Supply voltage VCC -0.5 ~ 7.0 V",
    it(DG, "abs_max_supply_voltage", "V", hi=7.0, condition="VCC, absolute maximum"),
)
DG_TOP = f(
    DG,
    1,
    "Te\u00f2thachd obrachaidh -20 +70 " + DEG,
    it(DG, "operating_temperature", DEG, lo=-20, hi=70),
)
DG_I_R33 = f(
    DG,
    1,
    "-R, VCC = 3.3 V, brightness 8/8 45 55 mA",
    it(DGR, "supply_current", "mA", typ=45, hi=55, condition="-R, 3.3 V, all segments, 8/8"),
)
DG_VIH5 = f(
    DG,
    2,
    "the input-high threshold is 0.7 " + TIMES + " VCC = 3.5 V, so 3.3 V logic signals are out "
    "of specification",
    it(DG, "input_high_voltage", "V", lo=3.5, condition="CLK, DIO with the board on 5 V"),
)
DG_PULLUP = note(DG, 2, "the on-board pull-ups pull CLK and DIO up to 5 V")
DG_NOI2C = note(
    DG,
    1,
    "there is no device address, and the board cannot share an I\u00b2C bus with other devices.",
)
DG_VIEW = note(
    DG, 2, "the viewing angle and the luminous intensity of the segments are not measured by us"
)

# ---------------------------------------------------------------- IMH-BAR390
BA_VIN_R = f(
    BA,
    1,
    "VIN supply range 1.71 V ~ 3.6 V 3.5 V ~ 5.5 V",
    it(BAR, "supply_voltage", "V", lo=3.5, hi=5.5, condition="IMH-BAR390R, VIN"),
)
BA_VIN_BARE = f(
    BA,
    1,
    "VIN supply range 1.71 V ~ 3.6 V 3.5 V ~ 5.5 V",
    it(BA, "supply_voltage", "V", lo=1.71, hi=3.6, condition="bare IMH-BAR390, VIN"),
)
BA_R_I2C5V = note(BA, 2, "I2C clock (5 V tolerant)")
BA_RANGE = f(
    BA,
    1,
    "Pressure range 300 1250 hPa",
    it(BA, "measurement_range", "hPa", lo=300, hi=1250, quantity="pressure"),
)
BA_ACC_COLD = f(
    BA,
    1,
    "-20 ~ 0 " + DEG + ", 300 ~ 1100 hPa -1.0 +1.0 hPa",
    it(
        BA,
        "accuracy",
        "hPa",
        lo=-1.0,
        hi=1.0,
        quantity="pressure",
        condition="absolute, -20 to 0 °C, 300 to 1100 hPa",
    ),
)
BA_ADDR = f(
    BA,
    2,
    "I2C address: 0x77 as shipped (SDO pulled up on the board). Solder the SDO jumper to GND for "
    "0x76, so two boards can share one bus.",
    it(BA, "i2c_address", values=["0x77", "0x76"], condition="SDO high (default) / SDO to GND"),
)
BA_I2C_R = f(
    BA,
    2,
    "On the R board the level shifter limits the I2C clock to 400 kHz",
    it(BAR, "i2c_clock_frequency", "kHz", hi=400, condition="IMH-BAR390R, level shifter"),
)
BA_LIFE = note(BA, 2, "We do not have a lifetime or drift figure from the sensor maker.")
BA_ACC_ABS = note(
    BA, 1, "Absolute pressure accuracy 0 ~ 65 " + DEG + ", 300 ~ 1100 hPa -0.50 +0.50 hPa"
)
