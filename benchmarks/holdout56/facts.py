"""Reference facts of the fifty-sixth hold-out set, shared by factual and
compatibility questions. Every number was read off the generated PDFs
(``pdftotext -layout``) and each quote is on the cited page."""

from __future__ import annotations

from qkit import AP, BS, CX, EP, KG, NG, SS, SV, Fact, Item, ev, it

DEG = "\u00b0C"
MU = "\u00b5"
FW_C = "\u2103"
FWC = "\uff1a"
FWT = "\uff5e"


def f(device: str, page: int, quote: str, *items: Item) -> Fact:
    return list(items), [ev(device, page, quote)]


def note(device: str, page: int, quote: str) -> Fact:
    """A statement without numbers: evidence only."""
    return [], [ev(device, page, quote)]


# ---------------------------------------------------------------- ALTA-P7
AP_VS = f(
    AP,
    1,
    "Module supply voltage VS 2.8 5.5 V pin VS",
    it(AP, "supply_voltage", "V", lo=2.8, hi=5.5, condition="module supply VS"),
)
AP_TOP = f(
    AP,
    1,
    "Operating temperature Tamb -40 +85 " + DEG,
    it(AP, "operating_temperature", DEG, lo=-40, hi=85),
)
AP_SPAN = f(
    AP,
    1,
    "Pressure span 300 1100 hPa",
    it(AP, "measurement_range", "hPa", lo=300, hi=1100, quantity="pressure"),
)
AP_ACC = f(
    AP,
    1,
    "Absolute pressure error 700 ... 1100 hPa, 0 ... +65 " + DEG + " -1.0 +1.0 hPa",
    it(
        AP, "accuracy", "hPa", lo=-1.0, hi=1.0, quantity="pressure", condition="absolute, 0...65 °C"
    ),
)
AP_REL = f(
    AP,
    1,
    "Relative pressure error 950 ... 1050 hPa, +25 " + DEG + " -0.12 +0.12 hPa",
    it(AP, "accuracy", "hPa", lo=-0.12, hi=0.12, quantity="pressure", condition="relative"),
)
AP_CUR_LINE = "Current from VS 4.1 " + MU + "A 9.5 " + MU + "A 17 " + MU + "A 41 " + MU + "A"
AP_ECO = f(AP, 1, AP_CUR_LINE, it(AP, "supply_current", "uA", typ=9.5, condition="Eco, 1 Hz"))
AP_PREC = f(AP, 1, AP_CUR_LINE, it(AP, "supply_current", "uA", typ=41, condition="Precision, 1 Hz"))
AP_BAL = f(AP, 1, AP_CUR_LINE, it(AP, "supply_current", "uA", typ=17, condition="Balanced, 1 Hz"))
AP_SLEEP = f(AP, 1, AP_CUR_LINE, it(AP, "standby_current", "uA", typ=4.1, condition="Sleep"))
AP_I2C = f(
    AP,
    1,
    "Bus clock frequency fSCL 1000 kHz",
    it(AP, "i2c_clock_frequency", "kHz", hi=1000),
)
AP_ABS = f(
    AP,
    1,
    "Module supply VS to GND -0.3 ... +6.0 V",
    it(AP, "abs_max_supply_voltage", "V", lo=-0.3, hi=6.0),
)
AP_ADDR = f(
    AP,
    2,
    "open or GND (default) 0x5C VS 0x5D",
    it(AP, "i2c_address", values=["0x5C", "0x5D"]),
)
AP_HOSTS = note(AP, 1, "The module may therefore be powered from and talk to 3.3 V or 5 V hosts")
AP_CAL = note(
    AP,
    1,
    "Outside the calibrated range the module keeps working but the pressure error in section 2 "
    "is not guaranteed",
)

# ---------------------------------------------------------------- CX7512
CX_VDD = f(CX, 1, "VDD (Note 6) 2.7 5.5 V", it(CX, "supply_voltage", "V", lo=2.7, hi=5.5))
CX_IDD5 = f(
    CX,
    1,
    "IDD Both channels on, VDD = 5 V 440 650 " + MU + "A",
    it(CX, "supply_current", "uA", typ=440, hi=650, condition="both channels on, VDD = 5 V"),
)
CX_IDD3 = f(
    CX,
    1,
    "Both channels on, VDD = 3 V 380 560 " + MU + "A",
    it(CX, "supply_current", "uA", typ=380, hi=560, condition="both channels on, VDD = 3 V"),
)
CX_SHDN = f(
    CX,
    1,
    "Both channels off (Note 2) 0.4 2.5 " + MU + "A",
    it(CX, "standby_current", "uA", typ=0.4, hi=2.5, condition="shutdown, both channels off"),
)
CX_SCK = f(CX, 2, "fSCK 20 MHz", it(CX, "spi_clock_frequency", "MHz", hi=20))
CX_ABS = f(
    CX,
    2,
    "VDD to GND ........................................................ -0.3 V to 6 V",
    it(CX, "abs_max_supply_voltage", "V", lo=-0.3, hi=6),
)
CX_TOP = f(
    CX,
    2,
    "Operating Temperature Range ....................................... -40"
    + DEG
    + " to 125"
    + DEG,
    it(CX, "operating_temperature", DEG, lo=-40, hi=125),
)
CX_SWING = f(
    CX,
    1,
    "Output Voltage Swing G = 2, VDD = 5 V 0 4.096 V",
    it(CX, "analog_output_voltage", "V", lo=0, hi=4.096, condition="G = 2, VDD = 5 V"),
)
CX_G2 = note(
    CX, 1, "Note 6: With G = 2 the output span is limited by VDD; use G = 1 below VDD = 4.2 V."
)

# ---------------------------------------------------------------- JH-BST60
BS_VIN = f(
    BS,
    1,
    "Input voltage range" + FWC + "10V" + FWT + "60V",
    it(BS, "supply_voltage", "V", lo=10, hi=60, condition="input"),
)
BS_VOUT = f(
    BS,
    1,
    "Output voltage range" + FWC + "12V" + FWT + "80V (continuously adjustable)",
    it(BS, "output_voltage", "V", lo=12, hi=80, condition="adjustable"),
)
BS_IOUT = f(
    BS,
    1,
    "Output current" + FWC + "8A (MAX)",
    it(BS, "output_current", "A", hi=8),
)
BS_NOLOAD = f(
    BS,
    1,
    "No-load current" + FWC + "15mA (12V boost to 20V)",
    it(BS, "quiescent_current", "mA", value=15, condition="no load, 12 V to 20 V"),
)
BS_TEMP = f(
    BS,
    1,
    "Working temperature" + FWC + "-40" + FW_C + FWT + "+85" + FW_C,
    it(BS, "operating_temperature", DEG, lo=-40, hi=85),
)
BS_HEAD = note(BS, 2, "output voltage must be at least 2V higher than the input voltage")
BS_UVLO = note(BS, 2, "the under voltage lock out will stop the module below 10V")
BS_REV = note(BS, 1, "input is not have anti-reverse protection")
BS_RIPPLE = note(BS, 1, "Output ripple" + FWC + "50mV (12V rise 20V 5A load)")

# ---------------------------------------------------------------- SVD-16
SV_RAILS = "Voltage you can use 2.3 V to 5.5 V 4.8 V to 6.0 V"
SV_VCC = f(SV, 1, SV_RAILS, it(SV, "logic_supply_voltage", "V", lo=2.3, hi=5.5, condition="VCC"))
SV_VPLUS = f(
    SV, 1, SV_RAILS, it(SV, "load_supply_voltage", "V", lo=4.8, hi=6.0, condition="servo V+")
)
SV_ABS_VPLUS = f(
    SV,
    1,
    "Never go above 6.0 V 7.0 V (1)",
    it(SV, "abs_max_supply_voltage", "V", hi=7.0, condition="servo V+"),
)
SV_ABS_VCC = f(
    SV,
    1,
    "Never go above 6.0 V 7.0 V (1)",
    it(SV, "abs_max_supply_voltage", "V", hi=6.0, condition="logic VCC"),
)
SV_ICC = f(
    SV,
    1,
    "Typical current 8 mA (all outputs running)",
    it(SV, "supply_current", "mA", typ=8, condition="logic VCC, all outputs running"),
)
SV_BOARD_LINE = "Current the board can carry - SVD-16: 3 A / SVD-16T: 8 A"
SV_CARRY = f(SV, 1, SV_BOARD_LINE, it(SV, "output_current", "A", hi=3, condition="SVD-16, V+ rail"))
SV_CARRY_T = f(
    SV, 1, SV_BOARD_LINE, it("SVD-16T", "output_current", "A", hi=8, condition="V+ rail")
)
SV_I2C = f(
    SV, 1, "I2C clock up to 1 MHz Fast-mode Plus", it(SV, "i2c_clock_frequency", "MHz", hi=1)
)
SV_ADDR = f(SV, 2, "0 0 0 0 0 0 0x40 (default)", it(SV, "i2c_address", values=["0x40"]))
SV_TEMP = f(
    SV,
    1,
    "Operating temperature -20 " + DEG + " to +70 " + DEG + " board",
    it(SV, "operating_temperature", DEG, lo=-20, hi=70),
)
SV_TOL = f(
    SV,
    1,
    "The inputs are 5.5 V tolerant even when VCC is 3.3 V.",
    it(SV, "abs_max_input_voltage", "V", hi=5.5, condition="SDA, SCL, OE"),
)
SV_STALL = note(SV, 1, "up to 700 mA stalled")

# ---------------------------------------------------------------- NGM-6Q
NG_VCC = f(
    NG, 1, "Main supply VCC 2.8 3.3 4.3 V", it(NG, "supply_voltage", "V", lo=2.8, typ=3.3, hi=4.3)
)
NG_C_LINE = "NGM-6Q-C 27 mA 22 mA 0.45 mA 12 " + MU + "A"
NG_P_LINE = "NGM-6Q-P 33 mA 28 mA 0.45 mA 12 " + MU + "A"
NG_TRK_C = f(NG, 1, NG_C_LINE, it("NGM-6Q-C", "supply_current", "mA", typ=22, condition="tracking"))
NG_TRK_P = f(NG, 1, NG_P_LINE, it("NGM-6Q-P", "supply_current", "mA", typ=28, condition="tracking"))
NG_ACQ_P = f(
    NG, 1, NG_P_LINE, it("NGM-6Q-P", "supply_current", "mA", typ=33, condition="acquisition")
)
NG_BCK_C = f(NG, 1, NG_C_LINE, it("NGM-6Q-C", "standby_current", "uA", typ=12, condition="backup"))
NG_SENS = f(
    NG,
    1,
    "Sensitivity Tracking -165 dBm",
    it(NG, "rx_sensitivity", "dBm", value=-165, condition="tracking"),
)
NG_SENS_COLD = f(
    NG,
    1,
    "Cold start acquisition -148 dBm",
    it(NG, "rx_sensitivity", "dBm", value=-148, condition="cold start acquisition"),
)
NG_BAUD = f(
    NG,
    1,
    "on UART at 9600 bps by default",
    it(NG, "baud_rate", "bps", value=9600, condition="default"),
)
NG_TOP_LINE = "Operating temperature -40 ~ +85 " + DEG + " -30 ~ +80 " + DEG
NG_TOP_C = f(NG, 2, NG_TOP_LINE, it("NGM-6Q-C", "operating_temperature", DEG, lo=-40, hi=85))
NG_TOP_P = f(NG, 2, NG_TOP_LINE, it("NGM-6Q-P", "operating_temperature", DEG, lo=-30, hi=80))
NG_ABS = f(NG, 2, "VCC -0.3 4.5 V", it(NG, "abs_max_supply_voltage", "V", lo=-0.3, hi=4.5))
NG_RXD_ABS = f(NG, 2, "RXD input -0.3 3.6 V", it(NG, "abs_max_input_voltage", "V", lo=-0.3, hi=3.6))
NG_5V = note(NG, 2, "Do not connect RXD directly to a 5 V TX line")
NG_VIH = f(
    NG,
    1,
    "VIH 2.0 3.6 V RXD, RESET_N",
    it(NG, "input_high_voltage", "V", lo=2.0, hi=3.6, condition="RXD, RESET_N"),
)

# ---------------------------------------------------------------- SSR-2
SS_RANGE_LINE = "Module supply range 4.5 - 6 10 - 14 4.5 - 6 V"
SS_SUP_A5 = f(SS, 1, SS_RANGE_LINE, it("SSR-2A-5", "supply_voltage", "V", lo=4.5, hi=6))
SS_SUP_A12 = f(SS, 1, SS_RANGE_LINE, it("SSR-2A-12", "supply_voltage", "V", lo=10, hi=14))
SS_SUP_D5 = f(SS, 1, SS_RANGE_LINE, it("SSR-2D-5", "supply_voltage", "V", lo=4.5, hi=6))
SS_ON_LINE = "Control input, switch-on level 2.5 - 6 2.5 - 14 2.5 - 6 V"
SS_ON_A5 = f(SS, 1, SS_ON_LINE, it("SSR-2A-5", "input_high_voltage", "V", lo=2.5, hi=6))
SS_ON_D5 = f(SS, 1, SS_ON_LINE, it("SSR-2D-5", "input_high_voltage", "V", lo=2.5, hi=6))
SS_ON_A12 = f(SS, 1, SS_ON_LINE, it("SSR-2A-12", "input_high_voltage", "V", lo=2.5, hi=14))
SS_LV_LINE = "Load voltage 75 - 264 AC 75 - 264 AC 5 - 60 DC V"
SS_LV_A = f(
    SS, 1, SS_LV_LINE, it("SSR-2A-5", "contact_voltage", "V", lo=75, hi=264, condition="AC load")
)
SS_LV_A12 = f(
    SS, 1, SS_LV_LINE, it("SSR-2A-12", "contact_voltage", "V", lo=75, hi=264, condition="AC load")
)
SS_LV_D = f(
    SS, 1, SS_LV_LINE, it("SSR-2D-5", "contact_voltage", "V", lo=5, hi=60, condition="DC load")
)
SS_LI_LINE = "Load current per channel 2 2 3 A"
SS_LI_A5 = f(SS, 1, SS_LI_LINE, it("SSR-2A-5", "contact_current", "A", hi=2, condition="40 °C"))
SS_LI_A12 = f(SS, 1, SS_LI_LINE, it("SSR-2A-12", "contact_current", "A", hi=2, condition="40 °C"))
SS_LI_D = f(SS, 1, SS_LI_LINE, it("SSR-2D-5", "contact_current", "A", hi=3, condition="40 °C"))
SS_DER60 = f(
    SS,
    2,
    "60 " + DEG + " 1.2 A 2A",
    it("SSR-2D-5", "contact_current", "A", hi=2, condition="60 °C ambient"),
)
SS_DER60_A = f(
    SS,
    2,
    "60 " + DEG + " 1.2 A 2A",
    it("SSR-2A-5", "contact_current", "A", hi=1.2, condition="60 °C ambient"),
)
SS_TOP = f(
    SS,
    1,
    "Operating temperature -30 ... +80 " + DEG,
    it(SS, "operating_temperature", DEG, lo=-30, hi=80),
)
SS_MINLOAD = note(
    SS, 1, "The AC versions need a load current of at least 0.1 A to turn off reliably"
)
SS_NODC = note(SS, 2, "The AC versions cannot switch DC loads")
SS_KICK = note(SS, 2, "The SSR-2D-5 is not protected against inductive kick-back")

# ---------------------------------------------------------------- KGY-3300
KG_VDD = f(
    KG,
    1,
    "Supply voltage VDD 1.71 1.8 3.6 V",
    it(KG, "supply_voltage", "V", lo=1.71, typ=1.8, hi=3.6),
)
KG_VDDIO = f(
    KG,
    1,
    "Interface supply voltage VDDIO 1.2 1.8 3.6 V",
    it(KG, "io_supply_voltage", "V", lo=1.2, typ=1.8, hi=3.6),
)
KG_TOP = f(KG, 1, "Topr -40 +85 " + DEG, it(KG, "operating_temperature", DEG, lo=-40, hi=85))
KG_FS = f(
    KG,
    1,
    "Full scale FS selectable \u00b1125 \u00b12000 dps",
    it(KG, "measurement_range", "dps", lo=-2000, hi=2000, quantity="angular_rate"),
)
KG_S500 = f(
    KG,
    1,
    "FS = \u00b1500 dps 65.6 LSB/dps",
    it(KG, "sensitivity", "LSB/dps", typ=65.6, quantity="angular_rate", condition="FS ±500 dps"),
)
KG_S2000 = f(
    KG,
    1,
    "FS = \u00b12000 dps 16.4 LSB/dps",
    it(KG, "sensitivity", "LSB/dps", typ=16.4, quantity="angular_rate", condition="FS ±2000 dps"),
)
KG_IDD_LINE = "IDD 0.85 mA 0.42 mA 0.11 mA 2.5 " + MU + "A"
KG_IDD_HP = f(
    KG,
    1,
    KG_IDD_LINE,
    it(KG, "supply_current", "mA", typ=0.85, condition="high performance, 1600 Hz"),
)
KG_IDD_N = f(
    KG, 1, KG_IDD_LINE, it(KG, "supply_current", "mA", typ=0.42, condition="normal, 200 Hz")
)
KG_PD = f(KG, 1, KG_IDD_LINE, it(KG, "standby_current", "uA", typ=2.5, condition="power-down"))
KG_I2C = f(KG, 1, "I2C clock fSCL 1000 kHz", it(KG, "i2c_clock_frequency", "kHz", hi=1000))
KG_SPI = f(KG, 1, "SPI clock fSCLK 10 MHz", it(KG, "spi_clock_frequency", "MHz", hi=10))
KG_ADDR = f(
    KG,
    2,
    "I2C slave address is 1101010b (0x6A) with SA0 = GND and 1101011b (0x6B) with SA0 = VDDIO",
    it(KG, "i2c_address", values=["0x6A", "0x6B"]),
)
KG_ABS = f(
    KG,
    2,
    "Supply voltage VDD -0.3 \uff5e 4.2 V",
    it(KG, "abs_max_supply_voltage", "V", lo=-0.3, hi=4.2, condition="VDD"),
)
KG_ODR = f(KG, 1, "Output data rate ODR 25 6400 Hz", it(KG, "data_rate", "Hz", lo=25, hi=6400))

# ---------------------------------------------------------------- MB-EPD29
EP_VCC = f(
    EP,
    1,
    "Module power supply VCC - 3.0 3.3 5.5 V",
    it(EP, "supply_voltage", "V", lo=3.0, typ=3.3, hi=5.5),
)
EP_ABS = f(
    EP,
    2,
    "Module power supply VCC -0.3" + FWT + "6.0 V",
    it(EP, "abs_max_supply_voltage", "V", lo=-0.3, hi=6.0),
)
EP_REF_LINE = "Refresh current IUPDATE BW / BWR - 8/9 - mA"
EP_REF_BW = f(
    EP, 1, EP_REF_LINE, it("MB-EPD29-BW", "supply_current", "mA", typ=8, condition="refresh")
)
EP_REF_BWR = f(
    EP, 1, EP_REF_LINE, it("MB-EPD29-BWR", "supply_current", "mA", typ=9, condition="refresh")
)
EP_SLEEP = f(
    EP,
    1,
    "Deep sleep current ISLEEP - - 1 5 " + MU + "A",
    it(EP, "standby_current", "uA", typ=1, hi=5, condition="deep sleep"),
)
EP_SPI = f(
    EP, 1, "SPI clock (write) fSCL - - - 20 MHz", it(EP, "spi_clock_frequency", "MHz", hi=20)
)
EP_TOP_LINE = "Operating temperature 0" + FWT + "50" + FW_C + " 0" + FWT + "40" + FW_C + " *1"
EP_TOP_BW = f(EP, 1, EP_TOP_LINE, it("MB-EPD29-BW", "operating_temperature", DEG, lo=0, hi=50))
EP_TOP_BWR = f(EP, 1, EP_TOP_LINE, it("MB-EPD29-BWR", "operating_temperature", DEG, lo=0, hi=40))
EP_HUM = f(
    EP,
    2,
    "Humidity in operation" + FWC + "35%" + FWT + "65%RH.",
    it(EP, "operating_humidity", "%RH", lo=35, hi=65),
)
EP_VIH = f(
    EP,
    1,
    "High level input VIH VCC=3.3V 2.3 - - V",
    it(EP, "input_high_voltage", "V", lo=2.3, condition="VCC = 3.3 V"),
)
EP_WATER = note(EP, 2, "The module is not water-proof")
BS_STEPDOWN = note(BS, 2, "The module can not use for step-down.")
SS_NOAPPROVAL = note(SS, 2, "Not approved for safety isolation in medical equipment.")
KG_SHOCK = note(KG, 2, "Mechanical shock 5000 (0.3 ms) g")
NG_DYN = note(NG, 1, "Dynamic limits Altitude / velocity 18000 / 515 m / m/s")
CX_RL = note(CX, 1, "VDD = 5 V, VREF = internal, G = 2, RL = 5 kOhm, CL = 100 pF")
