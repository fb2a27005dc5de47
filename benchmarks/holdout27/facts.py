"""Reference facts of the twenty-seventh hold-out set, each read off a generated PDF.

A fact is (items, evidence); quotes are the pdftotext -layout text of the cited
page (score.py compares them without spaces and punctuation).
"""

from __future__ import annotations

from qkit import LDR, MXD, OZS, RBT, SGA, SMK, TPA, TPX, Fact, Item, ev, it


def f(doc_device: str, page: int, quote: str, *items: Item) -> Fact:
    return list(items), [ev(doc_device, page, quote)]


def ns(doc_device: str, page: int, quote: str) -> list[dict]:
    """A sheet's own 'not specified' line (evidence for insufficient_evidence)."""
    return [ev(doc_device, page, quote)]


DEG = "\u00b0C"
# --------------------------------------------------------------------------- SGA2310
SGA_VS = f(SGA, 1, "VS 2.7 5.5 V", it(SGA, "supply_voltage", "V", lo=2.7, hi=5.5))
SGA_ABS = f(SGA, 1, "6.0 V", it(SGA, "abs_max_supply_voltage", "V", hi=6.0, condition="VS to GND"))
SGA_IQ5 = f(
    SGA,
    1,
    "IQ no bridge connected 0.85 1.2 mA",
    it(SGA, "supply_current", "mA", typ=0.85, hi=1.2, condition="VS = 5 V, no bridge"),
)
SGA_IQ33 = f(
    SGA,
    1,
    "VS = 3.3 V, no bridge 0.70 1.0 mA",
    it(SGA, "supply_current", "mA", typ=0.70, hi=1.0, condition="VS = 3.3 V, no bridge"),
)
SGA_TA_A = f(
    SGA,
    2,
    "Specified temperature range 0 to +70 -40 to +125",
    it("SGA2310A", "operating_temperature", DEG, lo=0, hi=70, condition="A grade"),
)
SGA_TA_B = f(
    SGA,
    2,
    "Specified temperature range 0 to +70 -40 to +125",
    it("SGA2310B", "operating_temperature", DEG, lo=-40, hi=125, condition="B grade"),
)
SGA_PKG = f(SGA, 1, "MSOP-10 package", it(SGA, "package", values=["MSOP-10"]))
SGA_NS = ns(
    SGA,
    2,
    "The output noise density and the common-mode rejection ratio are not specified in "
    "this data sheet.",
)
SGA_NODIG = ns(SGA, 1, "The SGA2310 has no digital")

# --------------------------------------------------------------------------- LDR-40
LDR_VCC = f(
    LDR,
    1,
    "Supply voltage\uff1a4.5V\uff5e6V (5V typ.)",
    it(LDR, "supply_voltage", "V", lo=4.5, typ=5, hi=6),
)
LDR_IPK = f(
    LDR, 1, "Peak current\uff1a140mA", it(LDR, "supply_current", "mA", hi=140, condition="peak")
)
LDR_TOP = f(
    LDR,
    1,
    "Operating temperature\uff1a-10\uff5e60" + DEG,
    it(LDR, "operating_temperature", DEG, lo=-10, hi=60),
)
LDR_BAUD = f(
    LDR,
    2,
    "Default setting 115200 bps, 8N1",
    it(LDR, "baud_rate", "bps", value=115200, condition="UART default"),
)
LDR_ADDR = f(
    LDR,
    2,
    "slave address 0x10",
    it(LDR, "i2c_address", values=["0x10"], condition="default, I2C mode"),
)
LDR_R10L = f(
    LDR,
    1,
    "reflectivity targets and 15 m on 10 % reflectivity targets",
    it(
        "LDR-40L",
        "measurement_range",
        "m",
        hi=15,
        quantity="distance",
        condition="10 % reflectivity",
    ),
)
LDR_IO = ns(LDR, 2, "The TX / RX pins are 3.3V level. Do not connect them directly to a 5V UART.")
LDR_SHOCK = ns(LDR, 2, "the shock resistance is not specified.")

# --------------------------------------------------------------------------- MXD7219
MXD_ABS = f(
    MXD, 1, "Supply voltage VDD -0.3 to 7.0 V", it(MXD, "abs_max_supply_voltage", "V", hi=7.0)
)
MXD_VDD = f(
    MXD,
    1,
    "Supply voltage VDD MXD7219 4.0 5.0 5.5 V",
    it(MXD, "supply_voltage", "V", lo=4.0, typ=5.0, hi=5.5, condition="MXD7219 (5 V type)"),
)
MXD_VDD_L = f(
    MXD,
    1,
    "MXD7219L 2.7 3.3 3.6 V",
    it("MXD7219L", "supply_voltage", "V", lo=2.7, typ=3.3, hi=3.6, condition="3.3 V type"),
)
MXD_TOP = f(
    MXD,
    1,
    "Operating temperature Topr 0 70",
    it(MXD, "operating_temperature", DEG, lo=0, hi=70, condition="recommended"),
)
MXD_SHDN = f(
    MXD,
    2,
    "Shutdown current ISHDN all inputs at GND 10 150",
    it(MXD, "standby_current", "uA", typ=10, hi=150, condition="shutdown"),
)
MXD_VIH = f(
    MXD,
    2,
    "Input high voltage VIH MXD7219 3.5 V",
    it(MXD, "input_high_voltage", "V", lo=3.5, condition="MXD7219, VDD = 5.0 V"),
)
MXD_VIH_L = f(
    MXD,
    2,
    "MXD7219L 2.0 V",
    it("MXD7219L", "input_high_voltage", "V", lo=2.0, condition="VDD = 3.3 V"),
)
MXD_CLK = f(
    MXD,
    2,
    "fCLK 10 MHz",
    it(MXD, "spi_clock_frequency", "MHz", hi=10, condition="serial clock fCLK"),
)
MXD_ESD = ns(MXD, 2, "ESD withstand voltage is not specified in this document.")

# --------------------------------------------------------------------------- OZS-3
OZS_RANGE = f(
    OZS,
    1,
    "Detection range 0\uff5e10ppm 0\uff5e100ppm",
    it(OZS, "measurement_range", "ppm", lo=0, hi=10, quantity="gas_concentration"),
)
OZS_V = f(
    OZS,
    1,
    "Working voltage 5.0V\u00b10.1V",
    it(OZS, "supply_voltage", "V", typ=5.0, condition="5.0 V +/- 0.1 V"),
)
OZS_I = f(OZS, 1, "Average current <5mA", it(OZS, "supply_current", "mA", hi=5))
OZS_DAC = f(
    OZS,
    1,
    "DAC voltage output 0.4\uff5e2.0V",
    it(OZS, "analog_output_voltage", "V", lo=0.4, hi=2.0),
)
OZS_T90 = f(
    OZS,
    2,
    "Response time (T90) <90s <120s",
    it(OZS, "response_time", "s", hi=90, condition="OZS-3, T90"),
    it("OZS-3H", "response_time", "s", hi=120, condition="T90"),
)
OZS_T90H = f(
    OZS,
    2,
    "Response time (T90) <90s <120s",
    it("OZS-3H", "response_time", "s", hi=120, condition="T90"),
)
OZS_TOP = f(
    OZS,
    2,
    "Working temperature -20\uff5e50" + DEG,
    it(OZS, "operating_temperature", DEG, lo=-20, hi=50),
)
OZS_BAUD = f(
    OZS,
    2,
    "Baud rate\uff1a9600, data bits 8, stop bit 1, no parity",
    it(OZS, "baud_rate", "bps", value=9600),
)
OZS_WARM = f(OZS, 2, "preheating time of 3 minutes", it(OZS, "warm_up_time", "min", value=3))
OZS_XS = ns(OZS, 2, "Cross-sensitivity to NO2 and Cl2 is not specified in this manual.")

# --------------------------------------------------------------------------- SMK600
SMK_5 = ns(SMK, 1, "SMK600-5V0A KE 5.0 6.40 7.00 10 800 2) 9.2 65.2")
SMK_12 = ns(SMK, 1, "SMK600-12A KX 12 13.3 14.7 1 1 19.9 30.2")
SMK_24 = ns(SMK, 2, "SMK600-24A LX 24 26.7 29.5 1 1 38.9 15.4")
SMK_RULE = ns(
    SMK,
    2,
    "Choose a type whose VRWM is equal to or higher than the maximum operating voltage "
    "of the line.",
)
SMK_IPP24 = f(
    SMK,
    2,
    "SMK600-24A LX 24 26.7 29.5 1 1 38.9 15.4",
    it("SMK600-24A", "peak_output_current", "A", hi=15.4, condition="IPP, 10/1000 us"),
)
SMK_TSTG = f(
    SMK,
    1,
    "Storage temperature Tstg -55 ... +150",
    it(SMK, "storage_temperature", DEG, lo=-55, hi=150),
)
SMK_PKG = f(SMK, 1, "SMB (DO-214AA)", it(SMK, "package", values=["SMB (DO-214AA)"]))
SMK_CAP = ns(SMK, 2, "Capacitance values are not specified for this series")

# --------------------------------------------------------------------------- TPA-0808
TPA_V33 = f(
    TPA,
    1,
    "Supply voltage 3.3 \u00b1 0.3 5.0 \u00b1 0.5 V",
    it("TPA-0808-33", "supply_voltage", "V", typ=3.3, condition="3.3 V +/- 0.3 V"),
)
TPA_V50 = f(
    TPA,
    1,
    "Supply voltage 3.3 \u00b1 0.3 5.0 \u00b1 0.5 V",
    it("TPA-0808-50", "supply_voltage", "V", typ=5.0, condition="5.0 V +/- 0.5 V"),
)
TPA_ABS50 = f(
    TPA,
    1,
    "Absolute max. supply voltage -0.3 to 4.5 -0.3 to 6.5 V",
    it("TPA-0808-50", "abs_max_supply_voltage", "V", hi=6.5),
)
TPA_RES = f(
    TPA,
    1,
    "Temperature output resolution 0.25 " + DEG,
    it(TPA, "resolution", DEG, value=0.25, quantity="temperature"),
)
TPA_ADDR = f(
    TPA,
    2,
    "0x68 (AD_SELECT = GND), 0x69 (AD_SELECT = VDD)",
    it(TPA, "i2c_address", values=["0x68", "0x69"]),
)
TPA_I2C = f(
    TPA,
    2,
    "I2C (fast mode, up to 400 kHz)",
    it(TPA, "i2c_clock_frequency", "kHz", hi=400),
)
TPA_HUM = f(
    TPA,
    2,
    "Operating humidity 15 to 85 %RH",
    it(TPA, "operating_humidity", "%RH", lo=15, hi=85),
)
TPA_5V = ns(TPA, 2, "Do not connect the SDA / SCL lines of the TPA-0808-33 to a 5 V bus.")
TPA_IP = ns(TPA, 2, "The sensor has no IP rating and is not specified for outdoor use.")

# --------------------------------------------------------------------------- TPX3224
TPX_VDD = f(
    TPX,
    1,
    "Supply Voltage VDD 3.0 3.3 3.6 V",
    it(TPX, "supply_voltage", "V", lo=3.0, typ=3.3, hi=3.6),
)
TPX_IDD = f(TPX, 1, "Supply Current IDD 23 mA", it(TPX, "supply_current", "mA", typ=23))
TPX_CLK = f(TPX, 1, "I2C clock frequency fSCL 1 MHz", it(TPX, "i2c_clock_frequency", "MHz", hi=1))
TPX_ADDR = f(
    TPX,
    1,
    "I2C address SA factory default 0x33",
    it(TPX, "i2c_address", values=["0x33"], condition="factory default"),
)
TPX_ACC_HI = f(
    TPX,
    2,
    "100 " + DEG + " to 300 " + DEG + " \u00b13 \u00b12",
    it(
        "TPX3224-BAA",
        "accuracy",
        DEG,
        lo=-3,
        hi=3,
        quantity="temperature",
        condition="object 100 to 300 C, central pixels",
    ),
)
TPX_5V = ns(
    TPX, 3, "The I2C pins are not 5 V tolerant; a level shifter is required on 5 V host buses."
)
TPX_HUM = ns(TPX, 3, "the operating humidity range is not specified.")

# --------------------------------------------------------------------------- RB-TOF4
RBT_VIN = f(
    RBT,
    1,
    "Input voltage (VIN pin) 3.3 V to 5.5 V",
    it(RBT, "supply_voltage", "V", lo=3.3, hi=5.5, condition="VIN pin"),
)
RBT_SD = f(
    RBT,
    1,
    "less than 10 \u00b5A when XSHUT is held low",
    it(RBT, "standby_current", "uA", hi=10, condition="XSHUT low"),
)
RBT_ADDR = f(
    RBT,
    1,
    "I2C address 0x29 (7-bit, software changeable)",
    it(RBT, "i2c_address", values=["0x29"]),
)
RBT_LS = ns(RBT, 1, "shifters on SDA and SCL make the board safe to use with 3.3 V and 5 V")
RBT_WATER = ns(RBT, 2, "Cover glass and waterproofing are not included or specified.")
RBT_ACC = ns(RBT, 2, "We have not characterized accuracy beyond that")
