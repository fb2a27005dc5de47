"""Reference facts of the thirty-fourth hold-out set, each read off a generated PDF.

A fact is (items, evidence); quotes are the pdftotext -layout text of the cited
page (score.py compares them without spaces and punctuation).
"""

from __future__ import annotations

from qkit import CKS, IRB, KBC, KNH, NDZ, OFP, RFN, SPX, Fact, Item, ev, it


def f(doc_device: str, page: int, quote: str, *items: Item) -> Fact:
    return list(items), [ev(doc_device, page, quote)]


def ns(doc_device: str, page: int, quote: str) -> list[dict]:
    """A sheet's own 'not specified' line (evidence for insufficient_evidence)."""
    return [ev(doc_device, page, quote)]


GAS = "gas_concentration"
KA, KU = "KNH-3A", "KNH-3U"
HP = "IRB-38HP"
K3, K5, K20 = "KBC 256-3", "KBC 256-5", "KBC 256-20"
R06, R10, R20 = "RFN-2006", "RFN-2010", "RFN-2020"
O5, O12, O24 = "OFP-25-5", "OFP-25-12", "OFP-25-24"

# --------------------------------------------------------------------------- KNH-3
_KV = "Supply voltage DC5V±0.1V DC4.5～5.5V"
KNHA_V = f(KNH, 1, _KV, it(KA, "supply_voltage", "V", typ=5, condition="KNH-3A, DC 5 V ±0.1 V"))
KNHU_V = f(KNH, 1, _KV, it(KU, "supply_voltage", "V", lo=4.5, hi=5.5, condition="KNH-3U"))
KNHA_I = f(
    KNH, 1, "≤150mA ≤85mA", it(KA, "supply_current", "mA", hi=150, condition="KNH-3A, heater on")
)
KNHU_I = f(
    KNH, 1, "≤150mA ≤85mA", it(KU, "supply_current", "mA", hi=85, condition="KNH-3U, heater on")
)
_KR = "Detection range 10～300ppm 0～100ppm"
KNHA_R = f(
    KNH,
    1,
    _KR,
    it(KA, "measurement_range", "ppm", lo=10, hi=300, quantity=GAS, condition="KNH-3A, NH3"),
)
KNHU_R = f(
    KNH,
    1,
    _KR,
    it(KU, "measurement_range", "ppm", lo=0, hi=100, quantity=GAS, condition="KNH-3U, NH3"),
)
KNH_T = f(
    KNH,
    1,
    "Working temperature：-10～50℃",
    it(KNH, "operating_temperature", "°C", lo=-10, hi=50, condition="both versions"),
)
KNH_WARM = f(
    KNH,
    1,
    "Preheat time：≥24h (first use), ≥3min (daily)",
    it(KNH, "warm_up_time", "h", lo=24, condition="preheat, first use"),
    it(KNH, "warm_up_time", "min", lo=3, condition="preheat, daily use"),
)
KNHU_BAUD = f(
    KNH,
    1,
    "UART 9600bps, 3.3V level",
    it(KU, "baud_rate", "bps", value=9600, condition="KNH-3U UART output"),
)
KNH_33 = ns(KNH, 2, "A：No. The heater needs 5V; at 3.3V the reading is invalid.")
KNHA_ACC = ns(KNH, 2, "KNH-3A is for alarm use; accuracy is not specified.")
KNH_IP = ns(KNH, 2, "IP rating is not specified; keep away from water.")

# --------------------------------------------------------------------------- NDZ-2310
NDZ_V = f(
    NDZ,
    1,
    "Supply voltage VDD 1.7 ～ 3.6 V",
    it(NDZ, "supply_voltage", "V", lo=1.7, hi=3.6, condition="recommended operating conditions"),
)
NDZ_ABS = f(
    NDZ,
    1,
    "Supply voltage VDD -0.3 ～ 4.0 V",
    it(NDZ, "abs_max_supply_voltage", "V", hi=4.0, condition="absolute maximum rating"),
)
NDZ_T = f(
    NDZ,
    1,
    "Operating temperature Topr -10 ～ +50 ℃",
    it(NDZ, "operating_temperature", "°C", lo=-10, hi=50, condition="recommended operating"),
)
NDZ_ADDR = f(
    NDZ,
    1,
    "I2C at the fixed 7-bit address 0x5C",
    it(NDZ, "i2c_address", values=["0x5C"], condition="fixed 7-bit address"),
)
NDZ_CLK = f(
    NDZ,
    1,
    "I2C clock fSCL 400 kHz",
    it(NDZ, "i2c_clock_frequency", "kHz", hi=400),
)
NDZ_I_LP = f(
    NDZ,
    1,
    "IDD Low-power mode, 1 sample/60 s 0.35 mA",
    it(NDZ, "supply_current", "mA", typ=0.35, condition="low-power mode, 1 sample/60 s, VDD 1.8 V"),
)
NDZ_I_CONT = f(
    NDZ,
    1,
    "IDD Continuous mode 4.2 6.0 mA",
    it(NDZ, "supply_current", "mA", typ=4.2, hi=6.0, condition="continuous mode, VDD 1.8 V"),
)
NDZ_SLP = f(
    NDZ,
    1,
    "Sleep current ISLP Heater off 0.5 2.0 µA",
    it(NDZ, "standby_current", "µA", typ=0.5, hi=2.0, condition="sleep, heater off"),
)
NDZ_WARM_LP = f(
    NDZ,
    2,
    "10 min 30 min",
    it(NDZ, "warm_up_time", "min", typ=30, condition="low-power mode, after power-on"),
)
NDZ_5V = ns(NDZ, 2, "The sensor is not 5 V tolerant; SDA and SCL must not exceed VDD + 0.3 V.")
NDZ_ACC = ns(NDZ, 2, "Accuracy in ppm is not specified; calibrate in the final product.")
NDZ_DRIFT = ns(NDZ, 2, "Long-term drift is not specified.")

# --------------------------------------------------------------------------- SPX7341
SPX_V = f(
    SPX,
    1,
    "VDD Supply voltage 1.7 1.8 2.0 V",
    it(SPX, "supply_voltage", "V", lo=1.7, typ=1.8, hi=2.0),
)
SPX_ABS = f(
    SPX,
    1,
    "VDD Supply voltage to ground -0.3 2.2 V",
    it(SPX, "abs_max_supply_voltage", "V", hi=2.2),
)
SPX_VIO = f(
    SPX,
    1,
    "VIO Digital I/O terminal voltage -0.3 3.6 V",
    it(SPX, "abs_max_input_voltage", "V", hi=3.6, condition="digital I/O terminals"),
)
SPX_PULL = ns(
    SPX, 2, "the I/O pins (SCL, SDA, INT, GPIO) may be pulled up to any voltage up to 3.3 V"
)
SPX_ADDR = f(
    SPX,
    1,
    "I2C interface (7-bit address 0x39)",
    it(SPX, "i2c_address", values=["0x39"]),
)
SPX_I = f(
    SPX,
    1,
    "IDD All ADCs enabled 210 280 µA",
    it(SPX, "supply_current", "µA", typ=210, hi=280, condition="active, all ADCs enabled"),
)
SPX_VIH = f(
    SPX,
    1,
    "VIH SCL, SDA 1.26 V",
    it(SPX, "input_high_voltage", "V", lo=1.26, condition="SCL, SDA"),
)
SPX_CLK = f(
    SPX,
    2,
    "fSCL I2C clock frequency 1000 kHz",
    it(SPX, "i2c_clock_frequency", "kHz", hi=1000),
)
SPX_T = f(
    SPX,
    1,
    "Operating temperature -30 °C to 70 °C",
    it(SPX, "operating_temperature", "°C", lo=-30, hi=70),
)
SPX_HUM = ns(SPX, 2, "Operating humidity is not specified.")

# --------------------------------------------------------------------------- IRB-38
IRB_V = f(
    IRB,
    1,
    "Power: 3.0 - 5.5 V on VIN",
    it(IRB, "supply_voltage", "V", lo=3.0, hi=5.5, condition="VIN, IRB-38 and IRB-38HP"),
)
IRB_VIH = f(
    IRB,
    1,
    "Both work with 3.3 V and 5 V boards: the SIG input turns on at 1.5 V.",
    it(IRB, "input_high_voltage", "V", lo=1.5, condition="SIG input"),
)
IRB_AVG = f(
    IRB,
    1,
    "50 200 mA",
    it(IRB, "supply_current", "mA", typ=50, condition="IRB-38, average at 38 kHz, 50 % duty"),
)
HP_AVG = f(
    IRB,
    1,
    "50 200 mA",
    it(HP, "supply_current", "mA", typ=200, condition="IRB-38HP, average at 38 kHz, 50 % duty"),
)
HP_33 = f(
    IRB,
    1,
    "IRB-38HP: at VIN = 3.3 V the LED current drops to about 180 mA.",
    it(HP, "supply_current", "mA", typ=180, condition="IRB-38HP, LED current pulsed, VIN 3.3 V"),
)
IRB_T = f(
    IRB,
    2,
    "Operating temperature? 0 to 50 °C, like the rest of our breakouts.",
    it(IRB, "operating_temperature", "°C", lo=0, hi=50),
)
HP_3V3 = ns(IRB, 2, "supply at least 200 mA average; most on-board 3.3 V regulators cannot.")
IRB_IP = ns(IRB, 2, "No. There is no conformal coating and no IP rating.")

# --------------------------------------------------------------------------- KBC 256
KBC_BUS = f(
    KBC,
    1,
    "Busspannung / Bus voltage 21 ... 32 21 ... 32 21 ... 32 V DC",
    it(KBC, "supply_voltage", "V", lo=21, hi=32, condition="KNX bus voltage, all versions"),
)
_AUX = "3.3 5.0 20 *1 V"
KBC3_VAUX = f(KBC, 1, _AUX, it(K3, "output_voltage", "V", typ=3.3, condition="KBC 256-3 VAUX"))
KBC5_VAUX = f(KBC, 1, _AUX, it(K5, "output_voltage", "V", typ=5.0, condition="KBC 256-5 VAUX"))
_IAUX = "≤ 60 ≤ 40 ≤ 10 mA"
KBC3_IAUX = f(KBC, 1, _IAUX, it(K3, "output_current", "mA", hi=60, condition="KBC 256-3 VAUX"))
KBC5_IAUX = f(KBC, 1, _IAUX, it(K5, "output_current", "mA", hi=40, condition="KBC 256-5 VAUX"))
KBC20_IAUX = f(KBC, 1, _IAUX, it(K20, "output_current", "mA", hi=10, condition="KBC 256-20 VAUX"))
KBC20_HOT = f(
    KBC,
    2,
    "*2 above +40 °C: output current ≤ 5 mA.",
    it(K20, "output_current", "mA", hi=5, condition="KBC 256-20 VAUX above +40 °C"),
)
KBC_BAUD = f(
    KBC,
    1,
    "UART host interface 19200 Bd, 8E1",
    it(KBC, "baud_rate", "bps", value=19200, condition="host UART (bus runs at 9600 bit/s)"),
)
KBC_T = f(
    KBC,
    2,
    "-5 ... +45 -5 ... +45 -5 ... +45 *2 °C",
    it(KBC, "operating_temperature", "°C", lo=-5, hi=45, condition="all versions"),
)
KBC_IP = f(KBC, 2, "Schutzart / Protection IP20 IP20 IP20", it(KBC, "ip_rating", values=["IP20"]))
KBC_SURGE = ns(KBC, 2, "Surge immunity of the host side is not specified.")

# --------------------------------------------------------------------------- RFN-2000
RFN_V = f(
    RFN,
    1,
    "Rated voltage 250 250 250 VAC",
    it(RFN, "supply_voltage", "V", hi=250, condition="rated voltage, AC, all models"),
)
_RI = "Rated current *1 6 10 20 A"
R06_I = f(RFN, 1, _RI, it(R06, "output_current", "A", hi=6, condition="RFN-2006 rated, 40 °C"))
R10_I = f(RFN, 1, _RI, it(R10, "output_current", "A", hi=10, condition="RFN-2010 rated, 40 °C"))
RFN_T = f(
    RFN,
    1,
    "Operating temperature -25 ～ +85 ℃ *2",
    it(RFN, "operating_temperature", "°C", lo=-25, hi=85, condition="including self-heating"),
)
RFN_3PH = ns(RFN, 2, "Use in 3-phase circuits is not allowed.")
RFN_VIB = ns(RFN, 2, "Vibration and shock resistance are not specified in this catalogue.")

# --------------------------------------------------------------------------- CKS5351
CKS_V = f(
    CKS,
    1,
    "VDD Core supply voltage 2.97 3.3 3.63 V",
    it(CKS, "supply_voltage", "V", lo=2.97, typ=3.3, hi=3.63, condition="VDD core"),
)
CKS_VDDO = f(
    CKS,
    1,
    "VDDO Output supply voltage 1.71 3.63 V",
    it(CKS, "io_supply_voltage", "V", lo=1.71, hi=3.63, condition="VDDO output supply"),
)
CKS_ADDR = f(
    CKS,
    1,
    "I2C interface, address 0x60 (0x61 with A0 high)",
    it(CKS, "i2c_address", values=["0x60", "0x61"], condition="0x61 with A0 high"),
)
CKS_CLK = f(
    CKS, 2, "SCL clock frequency fSCL 400 kHz", it(CKS, "i2c_clock_frequency", "kHz", hi=400)
)
CKS_IDDO = f(
    CKS,
    1,
    "IDDO CL = 5 pF, 200 MHz 4.4 mA",
    it(CKS, "supply_current", "mA", typ=4.4, condition="IDDO per output, 200 MHz, CL 5 pF"),
)
CKS_T = f(
    CKS,
    1,
    "TA Ambient temperature -40 85 °C",
    it(CKS, "operating_temperature", "°C", lo=-40, hi=85),
)
CKS_5V = ns(CKS, 2, "SCL and SDA are not 5-V tolerant.")
CKS_LOCK = ns(CKS, 2, "Output phase noise and the lock time of the PLLs are not specified.")

# --------------------------------------------------------------------------- OFP-25
_OV = "DC VOLTAGE 5V 12V 24V"
O5_V = f(OFP, 1, _OV, it(O5, "output_voltage", "V", typ=5, condition="OFP-25-5"))
O12_V = f(OFP, 1, _OV, it(O12, "output_voltage", "V", typ=12, condition="OFP-25-12"))
_OI = "RATED CURRENT 5A 2.1A 1.1A"
O5_I = f(OFP, 1, _OI, it(O5, "output_current", "A", hi=5, condition="OFP-25-5 rated"))
O12_I = f(OFP, 1, _OI, it(O12, "output_current", "A", hi=2.1, condition="OFP-25-12 rated"))
O24_ADJ = f(
    OFP,
    1,
    "4.75 ~ 5.5V 10.8 ~ 13.2V 21.6 ~ 26.4V",
    it(O24, "output_voltage", "V", lo=21.6, hi=26.4, condition="OFP-25-24 adjustment range"),
)
OFP_VIN = f(
    OFP,
    1,
    "VOLTAGE RANGE 85 ~ 264VAC 120 ~ 370VDC",
    it(OFP, "supply_voltage", "V", lo=85, hi=264, condition="AC input"),
)
OFP_IIN = f(
    OFP,
    1,
    "AC CURRENT (Typ.) 0.7A/115VAC 0.4A/230VAC",
    it(OFP, "supply_current", "A", typ=0.4, condition="AC input current at 230 VAC"),
)
OFP_T = f(
    OFP,
    2,
    "WORKING TEMP. -20 ~ +70°C (Refer to derating curve)",
    it(OFP, "operating_temperature", "°C", lo=-20, hi=70, condition="with derating"),
)
OFP_DER = ns(OFP, 2, "4. Derating: 100% load up to 50°C, linearly to 60% load at 70°C.")
OFP_HUM = f(
    OFP,
    2,
    "WORKING HUMIDITY 20 ~ 90% RH non-condensing",
    it(OFP, "operating_humidity", "%RH", lo=20, hi=90),
)
OFP_HOLD = ns(OFP, 2, "Hold-up time and EMC class are not specified for the open-frame version")
