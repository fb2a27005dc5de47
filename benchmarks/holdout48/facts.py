"""Reference facts of the forty-eighth hold-out set, each read off a generated PDF.

A fact is (items, evidence); quotes are the pdftotext -layout text of the cited
page (score.py compares them without spaces and punctuation).
"""

from __future__ import annotations

from qkit import AH, HC, HR, LV, NQ, RS, TM, ZD, Fact, Item, ev, it

DEG = "\u00b0C"


def f(doc_device: str, page: int, quote: str, *items: Item) -> Fact:
    return list(items), [ev(doc_device, page, quote)]


def ns(doc_device: str, page: int, quote: str) -> list[dict]:
    """A sheet's own 'not specified' line (evidence for insufficient_evidence)."""
    return [ev(doc_device, page, quote)]


TML, TMH = "TMX2450-L", "TMX2450-H"
HCT = "HX74HCT00"
HRA = "HRD6100A"
LV5 = "LVT9031-5"
AHC = "AHR-9C"

# --------------------------------------------------------------------------- RSA6031
RS_V = f(
    RS,
    1,
    "Supply voltage, VDD 2.7 5.5 V",
    it(RS, "supply_voltage", "V", lo=2.7, hi=5.5, condition="VDD, recommended"),
)
RS_VABS = f(
    RS,
    2,
    "-0.3 V to +5.5 V",
    it(RS, "abs_max_supply_voltage", "V", lo=-0.3, hi=5.5, condition="VDD, absolute maximum"),
)
RS_DIG = f(
    RS,
    2,
    "-0.3 V to +3.6 V",
    it(
        RS,
        "abs_max_input_voltage",
        "V",
        lo=-0.3,
        hi=3.6,
        condition="digital inputs, absolute maximum",
    ),
)
RS_5V = ns(RS, 2, "The digital inputs are not 5 V tolerant")
RS_I33 = f(
    RS,
    1,
    "SUPPLY CURRENT VDD = 3.3 V 110 170 µA",
    it(RS, "supply_current", "uA", typ=110, hi=170, condition="VDD = 3.3 V"),
)
RS_I5 = f(
    RS,
    1,
    "VDD = 5.0 V 190 260 µA",
    it(RS, "supply_current", "uA", typ=190, hi=260, condition="VDD = 5.0 V"),
)
RS_VIH = f(
    RS,
    1,
    "Input High Voltage, VINH 1.17 3.6 V",
    it(RS, "input_high_voltage", "V", lo=1.17, hi=3.6, condition="V1 to V32, LE, CLK, DATA, PUP"),
)
RS_VIL = f(
    RS,
    1,
    "Input Low Voltage, VINL -0.3 0.6 V",
    it(RS, "input_low_voltage", "V", lo=-0.3, hi=0.6, condition="control inputs"),
)
RS_T = f(
    RS,
    1,
    "Operating temperature, TA -40 +105 °C",
    it(RS, "operating_temperature", DEG, lo=-40, hi=105, condition="TA, recommended"),
)
RS_TSTG = f(RS, 2, "-65°C to +150°C", it(RS, "storage_temperature", DEG, lo=-65, hi=150))
RS_F = f(
    RS,
    1,
    "FREQUENCY RANGE 0.009 6000 MHz",
    it(RS, "frequency_band", "MHz", lo=0.009, hi=6000, condition="9 kHz to 6 GHz"),
)
RS_SPI = f(
    RS,
    2,
    "Serial clock frequency fCLK 25 (max) MHz",
    it(RS, "spi_clock_frequency", "MHz", hi=25, condition="serial interface"),
)
RS_RTH = ns(
    RS, 2, "Thermal resistance of the LFCSP package depends on the board and is not specified"
)

# --------------------------------------------------------------------------- TMX2450
TM_V = f(
    TM,
    1,
    "Supply voltage VCC 2.7～3.3 V",
    it(TM, "supply_voltage", "V", lo=2.7, hi=3.3, condition="VCC, recommended operating"),
)
TM_VABS = f(
    TM,
    1,
    "Supply voltage VCC 4.0 V",
    it(TM, "abs_max_supply_voltage", "V", hi=4.0, condition="absolute maximum"),
)
TM_IL = f(
    TM,
    1,
    "Circuit current ICC - / 6.5 / 8.5 mA - / 14 / 18 mA",
    it(TML, "supply_current", "mA", typ=6.5, hi=8.5, condition="TMX2450-L, VCC = 3.0 V"),
)
TM_IH = f(
    TM,
    1,
    "Circuit current ICC - / 6.5 / 8.5 mA - / 14 / 18 mA",
    it(TMH, "supply_current", "mA", typ=14, hi=18, condition="TMX2450-H, VCC = 3.0 V"),
)
TM_IL27 = f(
    TM,
    2,
    "Circuit current VCC = 2.7 V, TMX2450-L 5.8 mA",
    it(TML, "supply_current", "mA", typ=5.8, condition="TMX2450-L, VCC = 2.7 V, reference"),
)
TM_T = f(
    TM,
    1,
    "Operating temperature Topr -30～+85 ℃",
    it(TM, "operating_temperature", DEG, lo=-30, hi=85, condition="recommended operating"),
)
TM_STB = f(
    TM,
    1,
    "Standby current ISTB - / - / 1 µA - / - / 1 µA",
    it(TM, "standby_current", "uA", hi=1, condition="both versions"),
)
TM_F = f(
    TM,
    2,
    "RF frequency range 2300～2600 MHz",
    it(TM, "frequency_band", "MHz", lo=2300, hi=2600, condition="RF, reference (typ.)"),
)
TM_EN = f(
    TM,
    2,
    "EN high level input voltage 1.6 VCC V",
    it(TM, "input_high_voltage", "V", lo=1.6, condition="EN pin, max VCC"),
)
TM_MSL = ns(
    TM,
    2,
    "ESD withstand voltage and moisture sensitivity level are not specified in this document.",
)

# --------------------------------------------------------------------------- NQ74LV00
NQ_V = f(
    NQ,
    1,
    "VCC supply voltage 1.65 5.5 V",
    it(NQ, "supply_voltage", "V", lo=1.65, hi=5.5, condition="recommended operating"),
)
NQ_VABS = f(
    NQ,
    1,
    "VCC supply voltage -0.5 +6.5 V",
    it(NQ, "abs_max_supply_voltage", "V", lo=-0.5, hi=6.5, condition="limiting values"),
)
NQ_VI = (
    [
        it(
            NQ,
            "abs_max_input_voltage",
            "V",
            lo=-0.5,
            hi=6.5,
            condition="VI limiting value; inputs overvoltage tolerant to 5.5 V at any VCC",
        )
    ],
    [ev(NQ, 1, "VI input voltage -0.5 +6.5 V"), ev(NQ, 1, "Overvoltage tolerant inputs to 5.5 V")],
)
NQ_VIH33 = f(
    NQ,
    2,
    "VCC = 3.0 V to 3.6 V 2.0 V",
    it(NQ, "input_high_voltage", "V", lo=2.0, condition="VCC = 3.0 V to 3.6 V"),
)
NQ_VIL33 = f(
    NQ,
    2,
    "VIL VCC = 3.0 V to 3.6 V 0.8 V",
    it(NQ, "input_low_voltage", "V", hi=0.8, condition="VCC = 3.0 V to 3.6 V"),
)
NQ_VOH33 = f(
    NQ,
    2,
    "VOH IO = -24 mA; VCC = 3.0 V 2.2 V",
    it(NQ, "output_high_voltage", "V", lo=2.2, condition="IO = -24 mA, VCC = 3.0 V"),
)
NQ_VOH45 = f(
    NQ,
    2,
    "IO = -32 mA; VCC = 4.5 V 3.8 V",
    it(NQ, "output_high_voltage", "V", lo=3.8, condition="IO = -32 mA, VCC = 4.5 V"),
)
NQ_ICC = f(
    NQ,
    2,
    "ICC supply current 0.1 10 µA",
    it(NQ, "quiescent_current", "uA", typ=0.1, hi=10, condition="VCC = 5.5 V, static"),
)
NQ_T = f(
    NQ,
    1,
    "Tamb ambient temperature -40 +125 °C",
    it(NQ, "operating_temperature", DEG, lo=-40, hi=125),
)
NQ_IO = f(
    NQ,
    1,
    "±24 mA output drive (VCC = 3.0 V)",
    it(NQ, "output_current", "mA", lo=-24, hi=24, condition="VCC = 3.0 V"),
)

# --------------------------------------------------------------------------- HX74HC00 / HCT00
HC_V = f(
    HC,
    1,
    "Supply voltage VCC 2.0～6.0 4.5～5.5 V",
    it(HC, "supply_voltage", "V", lo=2.0, hi=6.0, condition="HX74HC00, recommended"),
)
HCT_V = f(
    HC,
    1,
    "Supply voltage VCC 2.0～6.0 4.5～5.5 V",
    it(HCT, "supply_voltage", "V", lo=4.5, hi=5.5, condition="HX74HCT00, recommended"),
)
HC_VABS = f(
    HC, 1, "Supply voltage VCC -0.5～+7.0 V", it(HC, "abs_max_supply_voltage", "V", lo=-0.5, hi=7.0)
)
HC_VIH45 = f(
    HC,
    1,
    "VCC=4.5V 3.15 V",
    it(HC, "input_high_voltage", "V", lo=3.15, condition="HX74HC00, VCC = 4.5 V"),
)
HC_VIH6 = f(
    HC,
    1,
    "VCC=6.0V 4.2 V",
    it(HC, "input_high_voltage", "V", lo=4.2, condition="HX74HC00, VCC = 6.0 V"),
)
HCT_VIH = f(
    HC,
    2,
    "High level input voltage VIH VCC=4.5V～5.5V 2.0 V",
    it(HCT, "input_high_voltage", "V", lo=2.0, condition="HX74HCT00, VCC = 4.5 V to 5.5 V"),
)
HC_VOH = f(
    HC,
    2,
    "VOH VCC=4.5V, IOH=-4mA 3.98 4.3 V",
    it(HC, "output_high_voltage", "V", lo=3.98, typ=4.3, condition="VCC = 4.5 V, IOH = -4 mA"),
)
HC_ICC = f(
    HC,
    2,
    "Quiescent supply current ICC VCC=6.0V, VI=VCC or GND 2 µA",
    it(HC, "quiescent_current", "uA", hi=2, condition="VCC = 6.0 V"),
)
HC_T = f(
    HC,
    1,
    "Operating temperature TA -40～+85 -40～+85 ℃",
    it(HC, "operating_temperature", DEG, lo=-40, hi=85),
)
HC_NOTE = ns(HC, 2, "HX74HC00 is not recommended for 3.3V logic driving at VCC=5V; use HX74HCT00.")

# --------------------------------------------------------------------------- ZD4013B
ZD_V = f(
    ZD,
    2,
    "Supply voltage, VDD 3 18 V",
    it(ZD, "supply_voltage", "V", lo=3, hi=18, condition="recommended operating"),
)
ZD_VABS = f(
    ZD,
    1,
    "DC supply voltage VDD -0.5 to +20 V",
    it(ZD, "abs_max_supply_voltage", "V", lo=-0.5, hi=20),
)
ZD_VIH5 = f(
    ZD,
    1,
    "Input high voltage VIH 5 3.5 V",
    it(ZD, "input_high_voltage", "V", lo=3.5, condition="VDD = 5 V"),
)
ZD_VIH15 = f(ZD, 1, "15 11 V", it(ZD, "input_high_voltage", "V", lo=11, condition="VDD = 15 V"))
ZD_IDD5 = f(
    ZD,
    1,
    "IDD 5 0.04 1 µA",
    it(ZD, "quiescent_current", "uA", typ=0.04, hi=1, condition="VDD = 5 V"),
)
ZD_IDD15 = f(
    ZD, 1, "15 0.04 4 µA", it(ZD, "quiescent_current", "uA", typ=0.04, hi=4, condition="VDD = 15 V")
)
ZD_T = f(
    ZD,
    2,
    "Operating temperature, TA -40 +85 °C",
    it(ZD, "operating_temperature", DEG, lo=-40, hi=85, condition="recommended operating"),
)
ZD_ESD = ns(ZD, 2, "ESD ratings are not given for this device")

# --------------------------------------------------------------------------- HRD6100
HR_V = f(
    HR,
    1,
    "VCC Supply voltage 3.0 3.3 3.6 V",
    it(HR, "supply_voltage", "V", lo=3.0, typ=3.3, hi=3.6, condition="recommended"),
)
HR_VABS = f(
    HR, 1, "Supply voltage, VCC -0.3 4 V", it(HR, "abs_max_supply_voltage", "V", lo=-0.3, hi=4)
)
HR_T = f(
    HR,
    1,
    "TA Ambient temperature HRD6100 0 70 °C",
    it(HR, "operating_temperature", DEG, lo=0, hi=70, condition="HRD6100"),
)
HRA_T = f(
    HR,
    1,
    "HRD6100A -40 85 °C",
    it(HRA, "operating_temperature", DEG, lo=-40, hi=85, condition="HRD6100A"),
)
HR_I6 = f(
    HR,
    1,
    "ICC Supply current 6 Gbps, EQ = high, all lanes 210 280 mA",
    it(HR, "supply_current", "mA", typ=210, hi=280, condition="6 Gbps, EQ = high"),
)
HR_I34 = f(
    HR,
    1,
    "3.4 Gbps, EQ = medium 165 220 mA",
    it(HR, "supply_current", "mA", typ=165, hi=220, condition="3.4 Gbps, EQ = medium"),
)
HR_ISD = f(
    HR,
    1,
    "ISD Shutdown current EN = L 0.5 2 mA",
    it(HR, "standby_current", "mA", typ=0.5, hi=2, condition="EN = L"),
)
HR_DR = f(
    HR,
    1,
    "Data rate per TMDS lane 0.25 6 Gbps",
    it(HR, "data_rate", "Mbps", lo=250, hi=6000, condition="per TMDS lane"),
)
HR_VIH = f(
    HR,
    1,
    "VIH EN, EQ0, EQ1 1.4 V",
    it(HR, "input_high_voltage", "V", lo=1.4, condition="EN, EQ0, EQ1"),
)
HR_DDC = f(
    HR,
    2,
    "DDC clock frequency SCL_SNK 100 kHz",
    it(HR, "i2c_clock_frequency", "kHz", hi=100, condition="DDC, SCL_SNK"),
)
HR_NS = ns(
    HR,
    2,
    "HDMI compliance test results, jitter tolerance masks and ESD ratings for the HRD6100A are not included in this data sheet.",
)

# --------------------------------------------------------------------------- LVT9031
LV_V = f(
    LV,
    1,
    "Supply voltage VCC 3.0 … 3.6 4.5 … 5.5 V",
    it(LV, "supply_voltage", "V", lo=3.0, hi=3.6, condition="LVT9031"),
)
LV5_V = f(
    LV,
    1,
    "Supply voltage VCC 3.0 … 3.6 4.5 … 5.5 V",
    it(LV5, "supply_voltage", "V", lo=4.5, hi=5.5, condition="LVT9031-5"),
)
LV_I = f(
    LV,
    1,
    "ICC 9 (max. 13) 11 (max. 16) mA",
    it(
        LV,
        "supply_current",
        "mA",
        typ=9,
        hi=13,
        condition="LVT9031, driver and receiver enabled, RL = 100 Ohm",
    ),
)
LV5_I = f(
    LV,
    1,
    "ICC 9 (max. 13) 11 (max. 16) mA",
    it(
        LV5,
        "supply_current",
        "mA",
        typ=11,
        hi=16,
        condition="LVT9031-5, driver and receiver enabled",
    ),
)
LV_DR = f(
    LV, 1, "Data rate 400 200 Mbps max.", it(LV, "data_rate", "Mbps", hi=400, condition="LVT9031")
)
LV5_DR = f(
    LV,
    1,
    "Data rate 400 200 Mbps max.",
    it(LV5, "data_rate", "Mbps", hi=200, condition="LVT9031-5"),
)
LV_T = f(
    LV,
    2,
    "Operating temperature Tamb -40 … +85 -40 … +105 °C",
    it(LV, "operating_temperature", DEG, lo=-40, hi=85, condition="LVT9031"),
)
LV5_T = f(
    LV,
    2,
    "Operating temperature Tamb -40 … +85 -40 … +105 °C",
    it(LV5, "operating_temperature", DEG, lo=-40, hi=105, condition="LVT9031-5"),
)
LV_VOH = f(
    LV,
    1,
    "VOH 2.4 2.4 V min., -4 mA",
    it(LV, "output_high_voltage", "V", lo=2.4, condition="RO, -4 mA"),
)
LV_VIH = f(
    LV, 1, "VIH 2.0 2.0 V min.", it(LV, "input_high_voltage", "V", lo=2.0, condition="DI / DE")
)
LV_LOGIC = f(
    LV,
    2,
    "Logic inputs DI, DE, /RE -0.3 … 5.5 -0.3 … VCC + 0.3 V",
    it(LV, "abs_max_input_voltage", "V", lo=-0.3, hi=5.5, condition="LVT9031 DI, DE, /RE limit"),
)
LV5_VABS = f(
    LV,
    2,
    "Supply voltage VCC -0.3 … 4.0 -0.3 … 6.0 V",
    it(LV5, "abs_max_supply_voltage", "V", lo=-0.3, hi=6.0, condition="LVT9031-5 limit value"),
)
LV_CABLE = ns(LV, 2, "Cable length and bit error rate depend on the cable and are not specified.")

# --------------------------------------------------------------------------- AHR-9
AH_V = f(
    AH,
    1,
    "Supply voltage 3.3～5V 5～36V",
    it(AH, "supply_voltage", "V", lo=3.3, hi=5, condition="AHR-9"),
)
AHC_V = f(
    AH,
    1,
    "Supply voltage 3.3～5V 5～36V",
    it(AHC, "supply_voltage", "V", lo=5, hi=36, condition="AHR-9C"),
)
AH_I = f(
    AH,
    1,
    "Working current <25mA <40mA at 5V",
    it(AH, "supply_current", "mA", hi=25, condition="AHR-9 at 5 V"),
)
AHC_I = f(
    AH,
    1,
    "Working current <25mA <40mA at 5V",
    it(AHC, "supply_current", "mA", hi=40, condition="AHR-9C at 5 V"),
)
AH_BAUD = f(
    AH,
    1,
    "UART baud rate：4800～921600bps (default 115200bps)",
    it(AH, "baud_rate", "bps", lo=4800, typ=115200, hi=921600, condition="default 115200"),
)
AH_ADDR = f(
    AH,
    1,
    "I2C address：0x50 (default, can be changed)",
    it(AH, "i2c_address", values=["0x50"], condition="default"),
)
AH_T = f(
    AH, 1, "Working temperature：-40～85℃", it(AH, "operating_temperature", DEG, lo=-40, hi=85)
)
AHC_IP = f(
    AH,
    1,
    "Protection - IP67 AHR-9C housing",
    it(AHC, "ip_rating", values=["IP67"], condition="AHR-9C housing"),
)
AH_RX = f(
    AH,
    2,
    "RX UART RX, 3.3V level, not 5V tolerant",
    it(AH, "interface", values=["UART"], condition="RX pin 3.3 V level, not 5 V tolerant"),
)
AH_TX = f(
    AH,
    2,
    "TX UART TX, 3.3V level",
    it(AH, "interface", values=["UART"], condition="TX pin, 3.3 V level"),
)
AH_IF = f(
    AH,
    1,
    "Communication UART (TTL 3.3V) / I2C RS-485 / UART (TTL)",
    it(AH, "interface", values=["UART", "I2C"], condition="AHR-9"),
)
AH_MAG = ns(AH, 2, "Not specified. Keep the module away from motors and iron parts.")
