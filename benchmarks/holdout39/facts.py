"""Reference facts of the thirty-ninth hold-out set, each read off a generated PDF.

A fact is (items, evidence); quotes are the pdftotext -layout text of the cited
page (score.py compares them without spaces and punctuation).
"""

from __future__ import annotations

from qkit import CFS, KLR, PHI, QJT, RIF, SDX, SLM, ULT, Fact, Item, ev, it

DEG = "\u00b0C"


def f(doc_device: str, page: int, quote: str, *items: Item) -> Fact:
    return list(items), [ev(doc_device, page, quote)]


def ns(doc_device: str, page: int, quote: str) -> list[dict]:
    """A sheet's own 'not specified' line (evidence for insufficient_evidence)."""
    return [ev(doc_device, page, quote)]


SDXH = "SDX-50H"
RIFH = "RIF-200H"
PHA, PHI2C = "PHI-1011A", "PHI-1011-I"
CFA, CFR = "CFS-10A", "CFS-10R"
Q30, Q90 = "QJ-T30", "QJ-T90"
KS, KL = "KLR-80S", "KLR-80L"
U06, U12 = "ULT-06", "ULT-12"
SLMA = "SLM-30A"

# --------------------------------------------------------------------------- SDX-50
SDX_V = f(SDX, 1, "Supply voltage 10 ... 30 V DC", it(SDX, "supply_voltage", "V", lo=10, hi=30))
SDX_I = f(
    SDX,
    1,
    "45 (at 12 V) mA",
    it(SDX, "supply_current", "mA", typ=45, condition="current consumption, measuring, at 12 V"),
)
SDX_IDLE = f(
    SDX,
    1,
    "Current consumption, idle 0.6 mA",
    it(SDX, "standby_current", "mA", typ=0.6, condition="idle"),
)
SDX_RANGE = f(
    SDX,
    1,
    "Measuring range (distance to target) 0.4 ... 10 m",
    it(SDX, "measurement_range", "m", lo=0.4, hi=10, quantity="distance"),
)
SDX_DERATE = f(
    SDX,
    1,
    "below -35 °C the usable measuring range of the standard SDX-50 is reduced to 6 m",
    it(
        SDX,
        "measurement_range",
        "m",
        hi=6,
        quantity="distance",
        condition="standard SDX-50 below -35 °C",
    ),
)
SDX_T = f(
    SDX,
    1,
    "Operating temperature -45 ... +50 (2) " + DEG,
    it(SDX, "operating_temperature", DEG, lo=-45, hi=50),
)
SDX_TSTG = f(
    SDX,
    1,
    "Storage temperature -50 ... +70 " + DEG,
    it(SDX, "storage_temperature", DEG, lo=-50, hi=70),
)
SDX_IP = f(SDX, 1, "Protection class IP67", it(SDX, "ip_rating", values=["IP67"]))
SDX_BAUD = f(
    SDX,
    1,
    "RS-485, Modbus RTU, 9600 baud default (selectable 1200 ... 38400 baud)",
    it(SDX, "baud_rate", "baud", value=9600, condition="RS-485 default"),
)
SDX_SDI = f(
    SDX,
    1,
    "SDI-12 (version 1.4), 1200 baud",
    it(SDX, "baud_rate", "baud", value=1200, condition="SDI-12"),
)
SDX_IF = (
    [it(SDX, "interface", values=["SDI-12", "RS-485"])],
    [ev(SDX, 1, "SDI-12 (version 1.4), 1200 baud"), ev(SDX, 1, "RS-485, Modbus RTU, 9600 baud")],
)
SDX_HEAT = f(
    SDX,
    1,
    "Heater power (SDX-50H only) 2.5 W",
    it(SDXH, "power_consumption", "W", value=2.5, condition="transducer heater"),
)
SDX_RES = f(SDX, 1, "Resolution 1 mm", it(SDX, "resolution", "mm", value=1, quantity="distance"))
SDX_5V = ns(
    SDX, 2, "A: No. The electronics need at least 10 V; below that the sensor does not start."
)
SDX_SNOW = ns(SDX, 2, "The accuracy during snowfall is not specified")
SDX_SDI5 = ns(SDX, 2, "The SDI-12 line uses 5 V logic levels. A 3.3 V input needs a level shifter.")

# --------------------------------------------------------------------------- RIF-200
RIF_V = f(
    RIF, 1, "12 V DC ± 10 %", it(RIF, "supply_voltage", "V", typ=12, condition="RIF-200, ±10 %")
)
RIFH_V = f(RIF, 1, "24 V DC (18 ... 30 V)", it(RIFH, "supply_voltage", "V", lo=18, typ=24, hi=30))
RIF_I = f(RIF, 1, "35 mA 40 mA / 1.1 A 1)", it(RIF, "supply_current", "mA", typ=35))
RIFH_IHEAT = f(
    RIF,
    1,
    "35 mA 40 mA / 1.1 A 1)",
    it(RIFH, "supply_current", "A", value=1.1, condition="heater active (footnote 1)"),
)
RIF_RANGE = f(
    RIF,
    1,
    "-40 ... +60 °C -40 ... +80 °C",
    it(
        RIF,
        "measurement_range",
        DEG,
        lo=-40,
        hi=60,
        quantity="temperature",
        condition="RIF-200 road temperature",
    ),
)
RIFH_RANGE = f(
    RIF,
    1,
    "-40 ... +60 °C -40 ... +80 °C",
    it(
        RIFH,
        "measurement_range",
        DEG,
        lo=-40,
        hi=80,
        quantity="temperature",
        condition="RIF-200H road temperature",
    ),
)
RIF_T = f(
    RIF,
    1,
    "electronics operating temperature -40 ... +70 " + DEG,
    it(RIF, "operating_temperature", DEG, lo=-40, hi=70, condition="electronics"),
)
RIF_TSTG = f(
    RIF,
    1,
    "Lagertemperatur / storage temperature -40 ... +85 " + DEG,
    it(RIF, "storage_temperature", DEG, lo=-40, hi=85),
)
RIF_IP = f(
    RIF,
    1,
    "Schutzart Sensorkopf / sensor head protection IP68",
    it(RIF, "ip_rating", values=["IP68"], condition="sensor head"),
)
RIF_BAUD = f(
    RIF,
    1,
    "RS-485 interface, Modbus RTU, 19200 Bd",
    it(RIF, "baud_rate", "baud", value=19200),
)
RIF_RELAY = f(
    RIF,
    1,
    "Relaiskontakt / relay contact 30 V DC, 1 A",
    it(RIF, "contact_voltage", "V", hi=30, condition="DC"),
    it(RIF, "contact_current", "A", hi=1),
)
RIF_24 = ns(RIF, 2, "Do not connect the RIF-200 to 24 V; use the RIF-200H for 24 V systems.")
RIF_MAINS = ns(RIF, 2, "The relay is not rated for mains voltage.")
RIF_SALT = ns(RIF, 2, "Detection of de-icing salt concentration: not specified.")

# --------------------------------------------------------------------------- PHI-1011
PHI_V = f(
    PHI,
    1,
    "Supply voltage, VDD 2.7 3.3 5.5 V",
    it(PHI, "supply_voltage", "V", lo=2.7, typ=3.3, hi=5.5),
)
PHI_ABS = f(
    PHI, 1, "-0.3 V to 6.0 V", it(PHI, "abs_max_supply_voltage", "V", hi=6.0, condition="VDD")
)
PHA_I = f(
    PHI,
    1,
    "IDD Supply current PHI-1011A 210 350 µA",
    it(PHA, "supply_current", "uA", typ=210, hi=350, condition="VDD = 3.3 V, TA = 25 °C"),
)
PHI2C_I = f(
    PHI,
    1,
    "PHI-1011-I, converting 480 700 µA",
    it(PHI2C, "supply_current", "uA", typ=480, hi=700, condition="converting, VDD = 3.3 V"),
)
PHI_ADDR = f(
    PHI,
    2,
    "The 7-bit I2C address is 0x48 with ADDR tied to GND and 0x49 with ADDR tied to VDD",
    it(PHI2C, "i2c_address", values=["0x48", "0x49"]),
)
PHI_ADDR_GND = f(
    PHI,
    2,
    "The 7-bit I2C address is 0x48 with ADDR tied to GND",
    it(PHI2C, "i2c_address", values=["0x48"], condition="ADDR tied to GND"),
)
PHI_ADDR_VDD = f(
    PHI,
    2,
    "0x49 with ADDR tied to VDD",
    it(PHI2C, "i2c_address", values=["0x49"], condition="ADDR tied to VDD"),
)
PHI_SCL = f(
    PHI,
    1,
    "fSCL I2C clock frequency 400 kHz",
    it(PHI2C, "i2c_clock_frequency", "kHz", hi=400),
)
PHI_VOUT7 = f(
    PHI,
    1,
    "VOUT Output voltage at pH 7 PHI-1011A 1.62 1.65 1.68 V",
    it(
        PHA, "analog_output_voltage", "V", lo=1.62, typ=1.65, hi=1.68, condition="pH 7, VDD = 3.3 V"
    ),
)
PHI_VOUT7_5V = f(
    PHI,
    2,
    "at VDD = 5 V, pH 7 reads 2.5 V",
    it(PHA, "analog_output_voltage", "V", value=2.5, condition="pH 7, VDD = 5 V"),
)
PHI_SWING = f(
    PHI,
    1,
    "VSW Output swing PHI-1011A, RL = 10 kOhm 0.05 3.25 V",
    it(PHA, "analog_output_voltage", "V", lo=0.05, hi=3.25, condition="output swing, VDD = 3.3 V"),
)
PHI_T = f(
    PHI,
    1,
    "Operating temperature, TA -40 85 " + DEG,
    it(PHI, "operating_temperature", DEG, lo=-40, hi=85),
)
PHI_TSTG = f(
    PHI,
    1,
    "-55 " + DEG + " to 125 " + DEG,
    it(PHI, "storage_temperature", DEG, lo=-55, hi=125),
)
PHI_CONV = f(
    PHI,
    1,
    "tCONV Conversion time PHI-1011-I 120 150 ms",
    it(PHI2C, "response_time", "ms", typ=120, hi=150, condition="conversion time"),
)
PHI_PULL = ns(
    PHI,
    2,
    "The module has 10 kOhm pull-up resistors to VDD on SDA and SCL; with VDD = 5 V the bus "
    "therefore idles at 5 V.",
)
PHI_ORP = ns(PHI, 2, "Operation with ORP (redox) electrodes is not specified.")

# --------------------------------------------------------------------------- CFS-10
CFS_ABS = f(CFS, 1, "Supply voltage VCC 16 V", it(CFS, "abs_max_supply_voltage", "V", hi=16))
CFS_V = f(CFS, 1, "Supply voltage VCC 6 15 V", it(CFS, "supply_voltage", "V", lo=6, hi=15))
CFS_T = f(
    CFS,
    1,
    "Operating temperature Topr 0 +35 ℃",
    it(CFS, "operating_temperature", DEG, lo=0, hi=35, condition="recommended"),
)
CFS_TABS = f(
    CFS,
    1,
    "Operating temperature Topr -5～+45 ℃",
    it(CFS, "operating_temperature", DEG, lo=-5, hi=45, condition="absolute maximum"),
)
CFS_TSTG = f(
    CFS,
    1,
    "Storage temperature Tstg -20～+60 ℃",
    it(CFS, "storage_temperature", DEG, lo=-20, hi=60),
)
CFS_I = f(
    CFS,
    1,
    "40 55 mA",
    it(CFA, "supply_current", "mA", value=40, condition="measuring, Ta=25 °C, VCC=12 V"),
    it(CFR, "supply_current", "mA", value=55, condition="measuring, Ta=25 °C, VCC=12 V"),
)
CFR_I = f(
    CFS,
    1,
    "40 55 mA",
    it(CFR, "supply_current", "mA", value=55, condition="measuring, Ta=25 °C, VCC=12 V"),
)
CFR_SLEEP = f(CFS, 1, "- 0.3 mA", it(CFR, "standby_current", "mA", value=0.3, condition="sleep"))
CFR_BAUD = f(CFS, 1, "Baud rate - 9600 bps", it(CFR, "baud_rate", "bps", value=9600))
CFS_RESP = f(
    CFS,
    1,
    "Response time (T90) 0.5 1 s",
    it(CFA, "response_time", "s", value=0.5, condition="T90"),
    it(CFR, "response_time", "s", value=1, condition="T90"),
)
CFS_WARM = f(CFS, 2, "Warm-up time 30 s", it(CFS, "warm_up_time", "s", typ=30))
CFA_P = f(
    CFS,
    2,
    "Power consumption (CFS-10A, 12 V) 0.48 W",
    it(CFA, "power_consumption", "W", typ=0.48, condition="12 V"),
)
CFA_OUT = f(
    CFS,
    1,
    "Output 0～5 V RS-232C",
    it(CFA, "analog_output_voltage", "V", lo=0, hi=5),
)
CFR_232 = ns(
    CFS,
    2,
    "The RS-232C output of the CFS-10R uses ±5.5 V levels. Do not connect it directly to a 3.3 V "
    "or 5 V UART",
)
CFA_DIV = ns(
    CFS, 2, "The analog output of the CFS-10A reaches 5 V; a 3.3 V ADC input needs a divider."
)
CFS_PHYCO = ns(CFS, 2, "Phycocyanin (blue-green algae) response is not specified.")

# --------------------------------------------------------------------------- QJ-T
QJT_V = f(QJT, 1, "Supply voltage：DC 9～36V", it(QJT, "supply_voltage", "V", lo=9, hi=36))
QJT_BAUD = f(
    QJT,
    1,
    "Baud rate：9600 bps (default), 2400～115200 bps",
    it(QJT, "baud_rate", "bps", lo=2400, typ=9600, hi=115200, condition="9600 default"),
)
QJT_T = f(
    QJT, 1, "Operating temperature：-40～+85℃", it(QJT, "operating_temperature", DEG, lo=-40, hi=85)
)
QJT_IP = f(QJT, 1, "Protection：IP67", it(QJT, "ip_rating", values=["IP67"]))
QJT_I = f(
    QJT,
    1,
    "≤25 mA ≤30 mA",
    it(Q30, "supply_current", "mA", hi=25, condition="working current, 12 V"),
    it(Q90, "supply_current", "mA", hi=30, condition="working current, 12 V"),
)
Q90_I = f(
    QJT,
    1,
    "≤25 mA ≤30 mA",
    it(Q90, "supply_current", "mA", hi=30, condition="working current, 12 V"),
)
QJT_IF = f(QJT, 1, "Output：RS485 (Modbus-RTU)", it(QJT, "interface", values=["RS-485"]))
QJT_5V = ns(QJT, 2, "A：No. The minimum supply voltage is 9V; at 5V the module does not start.")
QJT_TTL = ns(QJT, 2, "A：No. RS485 is a differential bus. Use an RS485-to-TTL converter")
QJT_VIB = ns(QJT, 2, "The vibration resistance is not specified.")

# --------------------------------------------------------------------------- KLR-80
KLR_V = f(
    KLR,
    1,
    "Loop supply voltage 12 24 30 V DC",
    it(KLR, "supply_voltage", "V", lo=12, typ=24, hi=30),
)
KLR_ABS = f(KLR, 1, "Loop supply voltage 35 V DC", it(KLR, "abs_max_supply_voltage", "V", hi=35))
KS_RANGE = f(
    KLR,
    1,
    "Measuring range KLR-80S 0.08 15 m",
    it(KS, "measurement_range", "m", lo=0.08, hi=15, quantity="distance"),
)
KL_RANGE = f(
    KLR,
    1,
    "KLR-80L 0.15 30 m",
    it(KL, "measurement_range", "m", lo=0.15, hi=30, quantity="distance"),
)
KLR_ACC = f(
    KLR,
    1,
    "Accuracy ±1 ±2 mm",
    it(KLR, "accuracy", "mm", lo=-2, hi=2, quantity="distance", condition="max; typ ±1 mm"),
)
KLR_FREQ = f(
    KLR, 1, "Frequency FMCW sweep 76 81 GHz", it(KLR, "frequency_band", "GHz", lo=76, hi=81)
)
KLR_T = f(
    KLR,
    1,
    "Ambient temperature -40 80 " + DEG,
    it(KLR, "operating_temperature", DEG, lo=-40, hi=80, condition="ambient"),
)
KLR_HUM = f(
    KLR,
    2,
    "Ambient humidity 0 ~ 100 % RH, condensing",
    it(KLR, "operating_humidity", "%", lo=0, hi=100),
)
KLR_IP = f(KLR, 2, "Housing Aluminium die cast, IP67", it(KLR, "ip_rating", values=["IP67"]))
KLR_OUT = f(
    KLR,
    1,
    "80 GHz FMCW Radar Level Sensor, 2-wire 4-20 mA / HART",
    it(KLR, "output_signal_type", values=["4-20mA"]),
)
KLR_UPD = f(KLR, 1, "Update time 0.5 s", it(KLR, "response_time", "s", typ=0.5))
KLR_ADC = ns(
    KLR,
    2,
    "To read it with a 3.3 V ADC, use a 150 Ohm shunt (0.6 ~ 3.0 V); the sensor needs at least "
    "12 V across its terminals.",
)
KLR_FOAM = ns(KLR, 2, "Measurement through heavy foam is not specified.")
KLR_NO485 = ns(KLR, 2, "No digital interface other than HART is available (no RS-485, no Modbus).")

# --------------------------------------------------------------------------- ULT
U06_RANGE = f(
    ULT,
    1,
    "Measuring range 0.25~6 0.4~12 m",
    it(U06, "measurement_range", "m", lo=0.25, hi=6, quantity="distance"),
)
U12_RANGE = f(
    ULT,
    1,
    "Measuring range 0.25~6 0.4~12 m",
    it(U12, "measurement_range", "m", lo=0.4, hi=12, quantity="distance"),
)
ULT_V = f(
    ULT,
    1,
    "Supply voltage 24 (18~30) 24 (18~30) V DC",
    it(ULT, "supply_voltage", "V", lo=18, typ=24, hi=30),
)
U12_P = f(
    ULT,
    1,
    "Power consumption ≤1.5 ≤2.0 W",
    it(U12, "power_consumption", "W", hi=2.0),
)
U06_P = f(
    ULT,
    1,
    "Power consumption ≤1.5 ≤2.0 W",
    it(U06, "power_consumption", "W", hi=1.5),
)
ULT_T = f(
    ULT,
    2,
    "13 Operating temperature -20~+60 -20~+60 " + DEG,
    it(ULT, "operating_temperature", DEG, lo=-20, hi=60),
)
ULT_TSTG = f(
    ULT,
    2,
    "14 Storage temperature -40~+80 -40~+80 " + DEG,
    it(ULT, "storage_temperature", DEG, lo=-40, hi=80),
)
ULT_IP = f(
    ULT,
    2,
    "Protection IP67 (probe) / IP65 (housing)",
    it(ULT, "ip_rating", values=["IP67"], condition="probe"),
    it(ULT, "ip_rating", values=["IP65"], condition="housing"),
)
ULT_RELAY = f(
    ULT,
    1,
    "*2 Contact rating 5 A at 250 VAC / 5 A at 30 VDC (resistive).",
    it(ULT, "contact_current", "A", hi=5),
    it(ULT, "contact_voltage", "V", hi=250, condition="AC"),
)
U12_RESP = f(ULT, 1, "Response time 1 2 s", it(U12, "response_time", "s", value=2))
ULT_BAUD = f(
    ULT, 2, "Default Modbus address 1, 9600 bps, 8N1.", it(ULT, "baud_rate", "bps", value=9600)
)
ULT_ACTIVE = ns(ULT, 1, "*1 Active output; do not feed the loop from an external supply.")
ULT_FOAM = ns(
    ULT,
    2,
    "Liquids with heavy vapour or foam attenuate the echo; performance under these conditions is "
    "not specified.",
)

# --------------------------------------------------------------------------- SLM-30
SLM_V = f(SLM, 1, "Supply voltage VCC 3.0 5.5 V", it(SLM, "supply_voltage", "V", lo=3.0, hi=5.5))
SLM_I = f(SLM, 1, "Supply current 9 12 mA", it(SLM, "supply_current", "mA", typ=9, hi=12))
SLM_ADDR = f(
    SLM,
    1,
    "The SLM-30 answers at the fixed 7-bit address 0x48.",
    it(SLM, "i2c_address", values=["0x48"]),
)
SLM_SCL = f(SLM, 1, "I2C clock (SLM-30) 100 kHz", it(SLM, "i2c_clock_frequency", "kHz", hi=100))
SLMA_OUT = f(SLM, 1, "0.35 1.2 V", it(SLMA, "analog_output_voltage", "V", lo=0.35, hi=1.2))
SLM_T = f(
    SLM,
    1,
    "Operating temperature -10 +60 " + DEG,
    it(SLM, "operating_temperature", DEG, lo=-10, hi=60),
)
SLM_WARM = f(
    SLM,
    2,
    "After about 2 s, when the first slow-weighted value is available.",
    it(SLM, "warm_up_time", "s", value=2),
)
SLM_IP = ns(SLM, 2, "An IP rating is not specified")
SLM_UNO = ns(SLM, 2, "Yes. VCC 5 V is within range and the I2C pins follow VCC.")
SLM_PULL = ns(SLM, 1, "The board has no pull-up resistors; add 4.7 kOhm to VCC.")
