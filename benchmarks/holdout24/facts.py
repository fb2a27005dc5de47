"""Reference facts of the twenty-fourth hold-out set, each read off a generated PDF.

A fact is (items, evidence); quotes are the pdftotext -layout text of the cited
page (score.py compares them without spaces and punctuation).
"""

from __future__ import annotations

from qkit import CSC, HVM, KTA, KVD, LUV, QTC, TK, UVS, Fact, Item, ev, it


def f(doc_device: str, page: int, quote: str, *items: Item) -> Fact:
    return list(items), [ev(doc_device, page, quote)]


def ns(doc_device: str, page: int, quote: str) -> list[dict]:
    """A sheet's own 'not specified' line (evidence for insufficient_evidence)."""
    return [ev(doc_device, page, quote)]


# --------------------------------------------------------------------------- KVD2603
KVD_VDD = f(
    KVD, 1, "VDD Operating supply range 2.5 5.5 V", it(KVD, "supply_voltage", "V", lo=2.5, hi=5.5)
)
KVD_ABS = f(KVD, 1, "-0.3 V to 6.0 V", it(KVD, "abs_max_supply_voltage", "V", hi=6.0))
KVD_TA = f(
    KVD,
    1,
    "-40°C to 85°C",
    it(KVD, "operating_temperature", "°C", lo=-40, hi=85, condition="TA, abs max table"),
)
KVD_TSTG = f(KVD, 1, "-65°C to 150°C", it(KVD, "storage_temperature", "°C", lo=-65, hi=150))
KVD_SHDN = f(
    KVD,
    1,
    "ISHDN EN = 0 V 0.5 1.5 (2) µA",
    it(KVD, "standby_current", "uA", typ=0.5, hi=1.5, condition="shutdown, EN = 0 V"),
)
KVD_STBY = f(
    KVD,
    1,
    "EN = VDD, STANDBY bit = 1 3 6 µA",
    it(KVD, "standby_current", "uA", typ=3, hi=6, condition="STANDBY bit, I2C active"),
)
KVD_IQ = f(
    KVD,
    1,
    "IQ EN = VDD, no playback, no load 0.6 1.0 mA",
    it(KVD, "quiescent_current", "mA", typ=0.6, hi=1.0),
)
KVD_IOUT = f(KVD, 1, "Continuous, RMS 250 mA", it(KVD, "output_current", "mA", hi=250))
KVD_VIH = f(KVD, 2, "VIH 1.3 V", it(KVD, "input_high_voltage", "V", lo=1.3))
KVD_VIL = f(KVD, 2, "VIL 0.5 V", it(KVD, "input_low_voltage", "V", hi=0.5))
KVD_FSCL = f(KVD, 2, "fSCL 400 kHz", it(KVD, "i2c_clock_frequency", "kHz", hi=400))
KVD_ADDR = f(
    KVD, 1, "Fast-mode I2C interface, 7-bit address 0x5A", it(KVD, "i2c_address", values=["0x5A"])
)
KVD_ADDR_L = f(
    KVD, 2, "KVD2603LYZFR LRA only 0x5A WCSP-9", it("KVD2603L", "i2c_address", values=["0x5A"])
)
KVD_5V = ns(KVD, 2, "The logic inputs are not 5-V tolerant when VDD is below 4.7 V")

# --------------------------------------------------------------------------- HVM-02
HVM_VCC = f(
    HVM,
    1,
    "Working voltage：DC 3.3V～5V",
    it(HVM, "supply_voltage", "V", lo=3.3, hi=5, condition="HVM-02 (digital)"),
)
HVM_VCC_P = f(
    HVM,
    1,
    "Working voltage：DC 3.7V～5.3V",
    it("HVM-02P", "supply_voltage", "V", lo=3.7, hi=5.3, condition="HVM-02P (PWM)"),
)
HVM_VIH = f(
    HVM,
    1,
    "high level ≥2.0V motor ON, low level ≤0.8V OFF",
    it(HVM, "input_high_voltage", "V", lo=2.0, condition="HVM-02"),
)
HVM_VIL = f(
    HVM,
    1,
    "high level ≥2.0V motor ON, low level ≤0.8V OFF",
    it(HVM, "input_low_voltage", "V", hi=0.8, condition="HVM-02"),
)
HVM_VIH_P = f(
    HVM,
    1,
    "Control signal：high level ≥2.4V",
    it("HVM-02P", "input_high_voltage", "V", lo=2.4, condition="HVM-02P"),
)
HVM_STBY = f(
    HVM,
    1,
    "Standby current：about 0.2mA (LED off)",
    it(HVM, "standby_current", "mA", typ=0.2, condition="HVM-02, LED off"),
)
HVM_STBY_P = f(
    HVM,
    1,
    "Standby current：about 1.5mA (power LED on)",
    it("HVM-02P", "standby_current", "mA", typ=1.5, condition="HVM-02P, LED on"),
)
HVM_TOP = f(
    HVM, 1, "Working temperature：-10℃～+60℃", it(HVM, "operating_temperature", "°C", lo=-10, hi=60)
)
HVM_DRAIN = f(
    HVM,
    2,
    "max. 150mA continuous drain",
    it(HVM, "output_current", "mA", hi=150, condition="MOSFET continuous drain"),
)
HVM_IP = ns(HVM, 2, "4. IP rating: not specified.")
HVM_LIFE = ns(HVM, 2, "Motor service life is not specified.")
HVM_P3V3 = ns(HVM, 2, "HVM-02P powered from 3.3V: vibration is weak and not guaranteed.")

# --------------------------------------------------------------------------- CSC5100
CSC_ABS = f(
    CSC, 1, "Input voltage VIN -0.3 to 7.0 V", it(CSC, "abs_max_supply_voltage", "V", hi=7.0)
)
CSC_VIN = f(
    CSC,
    1,
    "Input voltage VIN 2.7 to 6.5 V",
    it(CSC, "supply_voltage", "V", lo=2.7, hi=6.5, condition="recommended"),
)
CSC_TOP = f(
    CSC,
    1,
    "Operating temperature Topr -40 to +85 °C",
    it(CSC, "operating_temperature", "°C", lo=-40, hi=85, condition="recommended"),
)
CSC_TSTG = f(
    CSC,
    1,
    "Storage temperature Tstg -55 to +125 °C",
    it(CSC, "storage_temperature", "°C", lo=-55, hi=125),
)
Q_TERM = "VTERM IOUT = 1 mA 2.70 5.00 5.40 V"
CSC_VT27 = f(CSC, 1, Q_TERM, it("CSC5100-27", "output_voltage", "V", value=2.70))
CSC_VT50 = f(CSC, 1, Q_TERM, it("CSC5100-50", "output_voltage", "V", value=5.00))
CSC_VT54 = f(CSC, 1, Q_TERM, it("CSC5100-54", "output_voltage", "V", value=5.40))
Q_VMIN = "VIN(min) - 3.0 5.2 5.6 V"
CSC_VMIN27 = f(
    CSC, 1, Q_VMIN, it("CSC5100-27", "supply_voltage", "V", lo=3.0, condition="min input")
)
CSC_VMIN50 = f(
    CSC, 1, Q_VMIN, it("CSC5100-50", "supply_voltage", "V", lo=5.2, condition="min input")
)
CSC_VMIN54 = f(
    CSC, 1, Q_VMIN, it("CSC5100-54", "supply_voltage", "V", lo=5.6, condition="min input")
)
Q_ISS = "ISS Charge done 35 35 40 µA"
CSC_ISS54 = f(
    CSC, 1, Q_ISS, it("CSC5100-54", "supply_current", "uA", typ=40, condition="charge done")
)
CSC_ISS27 = f(
    CSC, 1, Q_ISS, it("CSC5100-27", "supply_current", "uA", typ=35, condition="charge done")
)
Q_ICHG = "RSET = 2.4 kΩ 500 500 300 mA"
CSC_ICHG54 = f(CSC, 2, Q_ICHG, it("CSC5100-54", "output_current", "mA", hi=300))
CSC_ICHG50 = f(CSC, 2, Q_ICHG, it("CSC5100-50", "output_current", "mA", hi=500))
CSC_ISD = f(
    CSC,
    2,
    "ISD EN = L 0.1 0.1 0.1 µA",
    it(CSC, "standby_current", "uA", typ=0.1, condition="EN = L"),
)
CSC_ENH = f(CSC, 2, "VENH - 1.2 1.2 1.2 V", it(CSC, "input_high_voltage", "V", lo=1.2))
CSC_ENL = f(CSC, 2, "VENL - 0.4 0.4 0.4 V", it(CSC, "input_low_voltage", "V", hi=0.4))
CSC_BAL = ns(CSC, 2, "Balancing of series-connected capacitors is not supported.")
CSC_EFF = ns(
    CSC, 2, "Charging efficiency and thermal resistance are not specified in this document."
)

# --------------------------------------------------------------------------- UVS-3
UVS_VCC = f(
    UVS, 1, "Supply voltage 2.7 ... 5.5 V DC", it(UVS, "supply_voltage", "V", lo=2.7, hi=5.5)
)
UVS_ICC = f(UVS, 1, "Supply current typ. 110 µA", it(UVS, "supply_current", "uA", typ=110))
UVS_AOUT = f(
    UVS, 1, "UVS-3: 0 ... 1.1 V (UVI 0 ... 11)", it(UVS, "analog_output_voltage", "V", lo=0, hi=1.1)
)
UVS_AOUT_W = f(
    UVS,
    1,
    "UVS-3W: 0 ... 1.5 V (UVI 0 ... 15)",
    it("UVS-3W", "analog_output_voltage", "V", lo=0, hi=1.5),
)
UVS_RESP = f(UVS, 1, "Response time < 0.5 s (10 ... 90 %)", it(UVS, "response_time", "s", hi=0.5))
UVS_TOP = f(
    UVS, 1, "Operating temp. -20 ... +70 °C", it(UVS, "operating_temperature", "°C", lo=-20, hi=70)
)
UVS_TSTG = f(
    UVS, 1, "Storage temp. -30 ... +85 °C", it(UVS, "storage_temperature", "°C", lo=-30, hi=85)
)
UVS_IP = f(
    UVS,
    1,
    "IP65 (Sensorkopf / sensor head only)",
    it(UVS, "ip_rating", values=["IP65"], condition="sensor head only"),
)
UVS_WARM = f(UVS, 2, "Warm-up time after power-on: 50 ms", it(UVS, "warm_up_time", "ms", value=50))
UVS_TC = ns(UVS, 2, "the temperature coefficient is not specified")

# --------------------------------------------------------------------------- LUV6075
LUV_VDD = f(
    LUV, 1, "Supply voltage VDD 1.7 - 3.6 V", it(LUV, "supply_voltage", "V", lo=1.7, hi=3.6)
)
LUV_IDD = f(
    LUV,
    1,
    "IDD Continuous measurement 160 µA",
    it(LUV, "supply_current", "uA", typ=160, condition="continuous measurement"),
)
LUV_IDD1 = f(
    LUV,
    1,
    "One-shot, 1 Hz 12 µA",
    it(LUV, "supply_current", "uA", typ=12, condition="one-shot, 1 Hz"),
)
LUV_IDLE = f(
    LUV,
    1,
    "IIDLE Between measurements 0.6 µA",
    it(LUV, "standby_current", "uA", typ=0.6, condition="idle"),
)
Q_LUVADDR = "Two factory-set addresses: LUV6075-A 0x38, LUV6075-B 0x39"
LUV_ADDR_A = f(LUV, 1, Q_LUVADDR, it("LUV6075-A", "i2c_address", values=["0x38"]))
LUV_ADDR_B = f(LUV, 1, Q_LUVADDR, it("LUV6075-B", "i2c_address", values=["0x39"]))
LUV_FSCL = f(
    LUV,
    2,
    "Fast-mode up to 400 kHz; Fast-mode Plus is not supported",
    it(LUV, "i2c_clock_frequency", "kHz", hi=400),
)
LUV_ABS = f(LUV, 2, "VDD to GND -0.3 4.0 V", it(LUV, "abs_max_supply_voltage", "V", hi=4.0))
LUV_TOP_FULL = f(
    LUV,
    1,
    "Operating temperature Full accuracy -20 - +70 °C",
    it(LUV, "operating_temperature", "°C", lo=-20, hi=70, condition="full accuracy"),
)
LUV_TOP_FUNC = f(
    LUV,
    1,
    "Functional -40 - +85 °C",
    it(LUV, "operating_temperature", "°C", lo=-40, hi=85, condition="functional"),
)
LUV_TSTG = f(
    LUV, 2, "Storage temperature -40 125 °C", it(LUV, "storage_temperature", "°C", lo=-40, hi=125)
)
LUV_CONV = f(LUV, 1, "tCONV High resolution 100 ms", it(LUV, "response_time", "ms", typ=100))
LUV_5V = ns(LUV, 2, "SDA and SCL are not 5 V tolerant")
LUV_GLASS = ns(LUV, 2, "Accuracy behind a cover glass depends on the glass and is not specified.")

# --------------------------------------------------------------------------- KTA495
KTA_VS = f(KTA, 1, "2.7 36 2.7 36 V", it(KTA, "supply_voltage", "V", lo=2.7, hi=36))
KTA_IQ5 = f(
    KTA,
    1,
    "VS = 5 V 80 120 80 120 µA",
    it(KTA, "quiescent_current", "uA", typ=80, hi=120, condition="VS = 5 V"),
)
KTA_IQ36 = f(
    KTA,
    1,
    "VS = 36 V 95 180 95 180 µA",
    it(KTA, "quiescent_current", "uA", typ=95, hi=180, condition="VS = 36 V"),
)
Q_ACC25 = "TA = 25 °C ±1 ±2 °C"
KTA_ACC_A = f(
    KTA,
    1,
    Q_ACC25,
    it(
        "KTA495A",
        "accuracy",
        "°C",
        lo=-1,
        hi=1,
        quantity="temperature",
        condition="initial, TA = 25 °C",
    ),
)
KTA_ACC_B = f(
    KTA,
    1,
    Q_ACC25,
    it(
        "KTA495B",
        "accuracy",
        "°C",
        lo=-2,
        hi=2,
        quantity="temperature",
        condition="initial, TA = 25 °C",
    ),
)
Q_ACCR = "TA = 0 °C to 50 °C ±2 ±3 °C"
KTA_ACCR_A = f(
    KTA,
    1,
    Q_ACCR,
    it(
        "KTA495A",
        "accuracy",
        "°C",
        lo=-2,
        hi=2,
        quantity="temperature",
        condition="TA = 0 to 50 °C",
    ),
)
KTA_ACCR_B = f(
    KTA,
    1,
    Q_ACCR,
    it(
        "KTA495B",
        "accuracy",
        "°C",
        lo=-3,
        hi=3,
        quantity="temperature",
        condition="TA = 0 to 50 °C",
    ),
)
KTA_ABS = f(KTA, 2, "Supply voltage +40 V", it(KTA, "abs_max_supply_voltage", "V", hi=40))
KTA_TOP = f(
    KTA,
    2,
    "Operating temperature range (ambient) -40 to +125 -40 to +125 °C",
    it(KTA, "operating_temperature", "°C", lo=-40, hi=125),
)
KTA_TSTG = f(
    KTA,
    2,
    "Storage temperature range -65 °C to +150 °C",
    it(KTA, "storage_temperature", "°C", lo=-65, hi=150),
)
KTA_RESP = f(
    KTA, 2, "Response time (output, 10 % to 90 %) 30 30 µs", it(KTA, "response_time", "us", typ=30)
)
KTA_3V3 = f(
    KTA,
    2,
    "On a 3.3 V ADC the output reaches full scale at 660 °C",
    it(
        KTA,
        "measurement_range",
        "°C",
        hi=660,
        quantity="temperature",
        condition="output into a 3.3 V ADC",
    ),
)
KTA_JT = ns(KTA, 2, "use with J or T types is not specified")

# --------------------------------------------------------------------------- TK-6675
TK_VCC = f(TK, 1, "Operating voltage 3.0V～5.5V DC", it(TK, "supply_voltage", "V", lo=3.0, hi=5.5))
TK_ICC = f(
    TK, 1, "Operating current 1.5mA (max. 2.5mA)", it(TK, "supply_current", "mA", typ=1.5, hi=2.5)
)
TK_RANGE = f(
    TK,
    1,
    "0℃～1024℃ (module)",
    it(TK, "measurement_range", "°C", lo=0, hi=1024, quantity="temperature", condition="module"),
)
TK_RANGE_P = f(
    TK,
    1,
    "0℃～400℃ (TK-6675-P probe)",
    it(
        "TK-6675-P",
        "measurement_range",
        "°C",
        lo=0,
        hi=400,
        quantity="temperature",
        condition="with supplied probe",
    ),
)
TK_RES = f(
    TK,
    1,
    "Resolution 0.25℃ (12 bit)",
    it(TK, "resolution", "°C", value=0.25, quantity="temperature"),
)
TK_ACC = f(
    TK,
    1,
    "Accuracy ±2℃ (0～700℃)",
    it(TK, "accuracy", "°C", lo=-2, hi=2, quantity="temperature", condition="0-700 °C"),
)
TK_CONV = f(
    TK,
    1,
    "Conversion time 0.17s typ., 0.22s max.",
    it(TK, "response_time", "s", typ=0.17, hi=0.22, condition="conversion time"),
)
TK_SPI = f(TK, 1, "SPI clock max. 4.3MHz", it(TK, "spi_clock_frequency", "MHz", hi=4.3))
TK_TOP = f(
    TK,
    1,
    "Module working temperature -20℃～+85℃",
    it(TK, "operating_temperature", "°C", lo=-20, hi=85),
)
TK_SO = ns(TK, 2, "SO high level equals VCC: at 5V supply use a level shifter for 3.3V MCUs.")
TK_WATER = ns(TK, 2, "Waterproof rating of the probe: not specified.")

# --------------------------------------------------------------------------- QTC12
QTC_ABS = f(QTC, 1, "VDD Supply voltage -0.3 3.9 V", it(QTC, "abs_max_supply_voltage", "V", hi=3.9))
QTC_VDD = f(
    QTC, 1, "VDD Supply voltage 1.71 3.6 V", it(QTC, "supply_voltage", "V", lo=1.71, hi=3.6)
)
QTC_TA = f(
    QTC,
    1,
    "TA Ambient temperature -40 85 °C",
    it(QTC, "operating_temperature", "°C", lo=-40, hi=85),
)
QTC_TSTG = f(
    QTC,
    1,
    "TSTG Storage temperature -55 150 °C",
    it(QTC, "storage_temperature", "°C", lo=-55, hi=150),
)
QTC_IDD = f(
    QTC,
    1,
    "IDD Run current 29 45 µA",
    it(QTC, "supply_current", "uA", typ=29, hi=45, condition="12 electrodes, 16 ms"),
)
QTC_ISTOP = f(
    QTC, 1, "ISTOP Stop mode current 0.8 3 µA", it(QTC, "standby_current", "uA", typ=0.8, hi=3)
)
QTC_VOL = f(
    QTC,
    1,
    "VOL IRQ, SDA output low IOL = 3 mA 0.4 V",
    it(QTC, "output_low_voltage", "V", hi=0.4, condition="IOL = 3 mA"),
)
QTC_FSCL = f(QTC, 2, "fSCL I2C clock 400 kHz", it(QTC, "i2c_clock_frequency", "kHz", hi=400))
Q_QADDR = "The address is set by the ADDR pin: GND 0x5A, VDD 0x5B, SDA 0x5C"
QTC_ADDR = f(
    QTC, 1, Q_QADDR + ", SCL 0x5D", it(QTC, "i2c_address", values=["0x5A", "0x5B", "0x5C", "0x5D"])
)
QTC_ADDR_GND = f(QTC, 1, Q_QADDR, it(QTC, "i2c_address", values=["0x5A"], condition="ADDR = GND"))
QTC_ADDR_VDD = f(QTC, 1, Q_QADDR, it(QTC, "i2c_address", values=["0x5B"], condition="ADDR = VDD"))
QTC_RESP = f(
    QTC, 2, "tRESP 48 ms", it(QTC, "response_time", "ms", typ=48, condition="debounce 2, 16 ms")
)
QTC_POR = f(
    QTC, 2, "tPOR 10 ms", it(QTC, "warm_up_time", "ms", hi=10, condition="POR to I2C ready")
)
QTC_5V = ns(QTC, 3, "the pins are not 5 V tolerant")
QTC_WET = ns(QTC, 3, "Operation with water films on the panel (wet conditions) is not specified.")
QTC_GLOVE = ns(QTC, 3, "Glove operation is not specified.")
