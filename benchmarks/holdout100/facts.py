"""Reference facts of the hundredth hold-out set, shared by factual and
compatibility questions. Every number was read off the generated PDFs
(``pdftotext -layout``) and each quote is on the cited page."""

from __future__ import annotations

from qkit import HV, KC, LP, MR, OM, SQ, SW, XB, Fact, Item, ev, it

DEG = "\u00b0C"
MU = "\u00b5"
PM = "\u00b1"
FW_C = "\u2103"
FWC = "\uff1a"
FWT = "\uff5e"
FWL = "\uff08"
FWR = "\uff09"
OHM = "\u03a9"
TIMES = "\u00d7"


def f(device: str, page: int, quote: str, *items: Item) -> Fact:
    return list(items), [ev(device, page, quote)]


def note(device: str, page: int, quote: str) -> Fact:
    """A statement without numbers: evidence only."""
    return [], [ev(device, page, quote)]


# ---------------------------------------------------------------- SQA4116
SQ_VDD = f(
    SQ,
    1,
    "Power supply: VDD to GND VDD 2.0 3.3 5.5 V",
    it(SQ, "supply_voltage", "V", lo=2.0, typ=3.3, hi=5.5, condition="VDD, recommended"),
)
SQ_ABS = f(
    SQ,
    1,
    "Power-supply voltage VDD to GND -0.3 7 V",
    it(SQ, "abs_max_supply_voltage", "V", hi=7, condition="VDD to GND, absolute maximum"),
)
SQ_DR = f(
    SQ,
    2,
    "Data rate 15, 30, 60, 120, 240, 480, 960, 1920 SPS",
    it(SQ, "data_rate", "SPS", lo=15, hi=1920, condition="programmable"),
)
SQ_ADDR = f(
    SQ,
    2,
    "GND GND 0110100 (0x34) GND VDD 0110101 (0x35) VDD GND 0110110 (0x36) VDD VDD 0110111 (0x37)",
    it(SQ, "i2c_address", values=["0x34", "0x35", "0x36", "0x37"], condition="ADDR1 / ADDR0 strap"),
)
SQ_SCL_FMP = f(
    SQ,
    2,
    "fSCL SCL clock frequency 0.01 0.4 0.01 1 MHz",
    it(SQ, "i2c_clock_frequency", "MHz", hi=1, condition="Fast-mode Plus"),
)
SQ_PD = f(
    SQ,
    2,
    "Supply current Continuous conversion 180 280 " + MU + "A Power-down 0.4 2 " + MU + "A",
    it(SQ, "standby_current", "uA", typ=0.4, hi=2, condition="power-down"),
)
SQ_FSR_DEF = f(
    SQ,
    2,
    "010 (default) " + PM + "2.048 V 62.5 " + MU + "V",
    it(SQ, "analog_input_range", "V", lo=-2.048, hi=2.048, condition="FSR, default PGA 010"),
    it(SQ, "resolution", "uV", value=62.5, quantity="voltage", condition="LSB size, default PGA"),
)
SQ_FSR4 = f(
    SQ,
    2,
    "001 " + PM + "4.096 V 125 " + MU + "V",
    it(SQ, "analog_input_range", "V", lo=-4.096, hi=4.096, condition="FSR, PGA 001"),
)
SQ_AIN = note(SQ, 1, "Absolute input voltage, AINx VIN GND VDD V")
SQ_AIN_NOTE = note(
    SQ,
    1,
    "Do not apply more than VDD + 0.3 V to the analog inputs of the device: an FSR of "
    + PM
    + "4.096 V does not allow signals above VDD to be measured.",
)

# ---------------------------------------------------------------- XHB-35A
XB_VIN = f(
    XB,
    1,
    "Input voltage range 4.5 32 V",
    it(XB, "supply_voltage", "V", lo=4.5, hi=32, condition="input"),
)
XB_VIN_ABS = f(
    XB,
    1,
    "Input voltage, never exceed including transient 35 V",
    it(XB, "abs_max_supply_voltage", "V", hi=35, condition="input, including transient"),
)
XB_VOUT = f(
    XB,
    1,
    "Output voltage range set by potentiometer 1.25 30 V",
    it(XB, "output_voltage", "V", lo=1.25, hi=30, condition="adjustable"),
)
XB_TOP = f(
    XB,
    1,
    "Operating temperature" + FWC + "-40" + FW_C + FWT + "+85" + FW_C + " (industrial grade)",
    it(XB, "operating_temperature", DEG, lo=-40, hi=85),
)
XB_HEAD = note(XB, 2, "Vin \\ Vout 3.3V 5V 12V 19V 24V")
XB_5_12 = f(
    XB,
    2,
    "5V 2.5A 2.0A 0.8A 0.5A 0.4A",
    it(XB, "output_current", "A", hi=0.8, condition="Vin 5 V, Vout 12 V, natural cooling"),
)
XB_12_19 = f(
    XB,
    2,
    "12V 3.0A 3.0A 2.0A 1.2A 0.9A",
    it(XB, "output_current", "A", hi=1.2, condition="Vin 12 V, Vout 19 V, natural cooling"),
)
XB_1S = note(
    XB,
    2,
    "Minimum input is 4.5V. One cell " + FWL + "3.0V" + FWT + "4.2V" + FWR + " is below this, "
    "the module will not start.",
)
XB_25C = note(XB, 2, "Long-term output current, natural cooling, Ta=25" + FW_C + ".")
XB_OTP = note(
    XB,
    1,
    "Protection" + FWC + "output short circuit " + FWL + "hiccup" + FWR + ", over temperature",
)

# ---------------------------------------------------------------- OMW-SD35
OM_VM = f(
    OM,
    1,
    "Minimum operating voltage 8V 8V Maximum operating voltage 35 V 35 V",
    it(OM, "load_supply_voltage", "V", lo=8, hi=35, condition="VMOT"),
)
OM_VDD = f(
    OM,
    1,
    "Minimum logic voltage 3.0 V 3.0 V Maximum logic voltage 5.5 V 5.5 V",
    it(OM, "logic_supply_voltage", "V", lo=3.0, hi=5.5, condition="VDD"),
)
OM_HC_CONT = f(
    OM,
    1,
    "Continuous current per phase 1.0 A 1.5 A (no heat sink, still air)",
    it(
        "OMW-SD35-HC", "output_current", "A", hi=1.5, condition="per phase, no heat sink, still air"
    ),
)
OM_ABS = f(
    OM,
    1,
    "Warning: the driver IC is destroyed above 40 V.",
    it(OM, "abs_max_supply_voltage", "V", hi=40, condition="VMOT, driver IC"),
)
OM_VIH = note(
    OM, 1, "an input reads high at 0.7 " + TIMES + " VDD and low at 0.3 " + TIMES + " VDD"
)
OM_3V3 = note(OM, 2, "With VDD at 5 V a 3.3 V high level is below 0.7 " + TIMES + " VDD.")
OM_36 = note(OM, 2, "A 36 V supply is too much")
OM_SLEEP = f(
    OM,
    2,
    "VMOT supply current sleep mode 10 " + MU + "A",
    it(OM, "standby_current", "uA", hi=10, condition="VMOT, sleep mode"),
)

# ---------------------------------------------------------------- HAV-LR2
HV_VCC = f(
    HV,
    1,
    "Veitingarspenningur / VCC 1.8 3.3 3.7 V Supply voltage",
    it(HV, "supply_voltage", "V", lo=1.8, typ=3.3, hi=3.7),
)
HV_ABS = f(
    HV,
    2,
    "Veitingarspenningur / Supply voltage VCC -0.5 ... 4.0 V",
    it(HV, "abs_max_supply_voltage", "V", hi=4.0),
)
HV_5V = note(HV, 2, "VCC above 4.0 V destroys the module, and the I/O pins are not 5 V tolerant.")
HV_SCK = f(HV, 1, "SPI klokka / fSCK 10 MHz SPI clock", it(HV, "spi_clock_frequency", "MHz", hi=10))
HV_ITX20 = f(
    HV,
    1,
    "Sending / TX, +20 dBm 120 mA",
    it(HV, "supply_current", "mA", typ=120, condition="TX +20 dBm, VCC 3.3 V, 868 MHz"),
)
HV_SLEEP = f(
    HV,
    1,
    "Sova / Sleep 0.2 " + MU + "A",
    it(HV, "standby_current", "uA", typ=0.2, condition="sleep"),
)
HV_BAND = f(
    HV,
    1,
    "Frekvensøki / 410 - 525 863 - 870 902 - 928 MHz Frequency band",
    it("HAV-LR2-915", "frequency_band", "MHz", lo=902, hi=928),
)
HV_SENS = f(
    HV,
    1,
    "Móttøkuviðkvæmi, SF12, 125 kHz / -141 -139 -139 dBm RX sensitivity, SF12, 125 kHz",
    it("HAV-LR2-868", "rx_sensitivity", "dBm", value=-139, condition="SF12, 125 kHz"),
)
HV_RANGE = note(
    HV,
    2,
    "We do not specify a range: it depends on antenna, height, spreading factor and surroundings.",
)

# ---------------------------------------------------------------- KCL-485H
KC_VCC = f(
    KC,
    1,
    "Supply voltage range 3.0 - 3.6 4.5 - 5.5 V",
    it(KC, "supply_voltage", "V", lo=3.0, hi=3.6, condition="3.3 V supply"),
    it(KC, "supply_voltage", "V", lo=4.5, hi=5.5, condition="5 V supply"),
)
KC_VCC33 = f(
    KC,
    1,
    "Supply voltage range 3.0 - 3.6 4.5 - 5.5 V",
    it(KC, "supply_voltage", "V", lo=3.0, hi=3.6, condition="3.3 V supply"),
)
KC_IDLE5 = f(
    KC,
    1,
    "Current, idle (no termination) 3 5 mA",
    it(KC, "supply_current", "mA", typ=5, condition="idle, VCC = 5.0 V"),
)
KC_RXD33 = f(
    KC,
    1,
    "RXD high level 3.3 5.0 V",
    it(KC, "output_high_voltage", "V", value=3.3, condition="RXD, VCC = 3.3 V"),
)
KC_RXD5 = f(
    KC,
    1,
    "RXD high level 3.3 5.0 V",
    it(KC, "output_high_voltage", "V", value=5.0, condition="RXD, VCC = 5.0 V"),
)
KC_ESP = note(KC, 2, "Not directly: RXD then outputs 5 V, which the ESP32 pins do not accept.")
KC_TOP = f(
    KC,
    1,
    "Operating temperature -40 to +85 " + DEG,
    it(KC, "operating_temperature", DEG, lo=-40, hi=85),
)
KC_ESD = note(KC, 1, "ESD protection on A and B: " + PM + "15 kV (human body model)")

# ---------------------------------------------------------------- LPX3320
LP_VDD = f(
    LP,
    1,
    "VDD Supply voltage 1.7 3.0 3.6 V",
    it(LP, "supply_voltage", "V", lo=1.7, typ=3.0, hi=3.6),
)
LP_PINABS = f(
    LP,
    1,
    "Voltage on SCL, SDA, INT -0.3 4.0 V",
    it(LP, "abs_max_input_voltage", "V", hi=4.0, condition="SCL, SDA, INT"),
)
LP_5V = note(LP, 2, "Because the pins are rated to 4.0 V, do not pull them up to 5 V")
LP_IDD = f(
    LP,
    1,
    "IDD Supply current, active ALS enabled 120 200 " + MU + "A",
    it(LP, "supply_current", "uA", typ=120, hi=200, condition="active"),
)
LP_TOP = f(
    LP,
    1,
    "TA Operating temperature -30 85 " + DEG,
    it(LP, "operating_temperature", DEG, lo=-30, hi=85),
)
LP_SCL = f(LP, 1, "fSCL I2C clock frequency 400 kHz", it(LP, "i2c_clock_frequency", "kHz", hi=400))
LP_ADDR_A = f(
    LP,
    2,
    "LPX3320-A0 0x29 ODFN-6",
    it("LPX3320-A0", "i2c_address", values=["0x29"], condition="fixed"),
)
LP_ADDR_B = f(
    LP,
    2,
    "LPX3320-B0 0x39 ODFN-6",
    it("LPX3320-B0", "i2c_address", values=["0x39"], condition="fixed"),
)
LP_R48 = f(
    LP,
    2,
    "11 " + TIMES + "48 0 - 1,730 lx 0.026 lx/count",
    it(
        LP,
        "measurement_range",
        "lx",
        lo=0,
        hi=1730,
        quantity="illuminance",
        condition="gain x48, 100 ms",
    ),
)
LP_R48_HEAD = note(LP, 2, "Integration time 100 ms.")

# ---------------------------------------------------------------- MRD-05
MR_A1 = f(
    MR,
    1,
    "MRD-05A1 1 Form A 5 10 500 3.75 0.75 50 7.5",
    it("MRD-05A1", "coil_voltage", "V", value=5, condition="nominal"),
    it("MRD-05A1", "coil_resistance", "Ohm", value=500, condition="at 20 C, +-10 %"),
)
MR_A1_R = f(
    MR,
    1,
    "MRD-05A1 1 Form A 5 10 500 3.75 0.75 50 7.5",
    it("MRD-05A1", "coil_resistance", "Ohm", value=500, condition="at 20 C, +-10 %"),
)
MR_SWI_A = f(
    MR,
    1,
    "Max. switching current 0.5 A 0.25 A",
    it("MRD-05A1", "contact_current", "A", hi=0.5, condition="switching, 1 Form A"),
)
MR_SWI_C = f(
    MR,
    1,
    "Max. switching current 0.5 A 0.25 A",
    it("MRD-05C1", "contact_current", "A", hi=0.25, condition="switching, 1 Form C"),
)
MR_SWV_A = f(
    MR,
    1,
    "Max. switching voltage 200 V DC 100 V DC",
    it("MRD-05A1", "contact_voltage", "V", hi=200, condition="DC, 1 Form A"),
)
MR_MAINS = note(MR, 2, "The relays are not rated for mains (AC line) switching.")
MR_TOP = f(
    MR,
    2,
    "Operating temperature -20 to +70 " + DEG + " (no icing, no condensation)",
    it(MR, "operating_temperature", DEG, lo=-20, hi=70),
)
MR_LIFE = note(MR, 1, "Electrical life (5 V DC, 10 mA resistive) 100 million ops.")

# ---------------------------------------------------------------- SDW-HC
SW_VCC = f(
    SW,
    1,
    "Fiedingsspanning / 4.5 5.0 5.5 V Supply voltage VCC",
    it(SW, "supply_voltage", "V", lo=4.5, typ=5.0, hi=5.5),
)
SW_SENS20 = f(
    SW,
    1,
    "Gefoelichheid / 200 50 20 mV/A Sensitivity (VCC = 5.0 V)",
    it("SDW-HC20", "sensitivity", "mV/A", value=50, quantity="current", condition="VCC 5.0 V"),
)
SW_RANGE20 = f(
    SW,
    1,
    "Mjitberik / " + PM + "5 " + PM + "20 " + PM + "50 A Measuring range",
    it("SDW-HC20", "measurement_range", "A", lo=-20, hi=20, quantity="current"),
)
SW_ERR50 = f(
    SW,
    1,
    "Totale flater by 25 "
    + DEG
    + " / "
    + PM
    + "1.5 "
    + PM
    + "1.5 "
    + PM
    + "2.0 % Total output error at 25 "
    + DEG,
    it(
        "SDW-HC50",
        "accuracy",
        "%",
        lo=-2.0,
        hi=2.0,
        quantity="current",
        condition="total output error, 25 C",
    ),
)
SW_OUT = f(
    SW,
    1,
    "At VCC = 5.0 V the output is 2.5 V at 0 A and swings "
    + PM
    + "1.0 V at full range (1.5 V to 3.5 V) on every version.",
    it(SW, "analog_output_voltage", "V", lo=1.5, hi=3.5, condition="VCC 5.0 V, full range"),
)
SW_BW = note(SW, 1, "Bânbreedte / 80 kHz Bandwidth (-3 dB)")
