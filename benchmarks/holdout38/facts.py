"""Reference facts of the thirty-eighth hold-out set, each read off a generated PDF.

A fact is (items, evidence); quotes are the pdftotext -layout text of the cited
page (score.py compares them without spaces and punctuation).
"""

from __future__ import annotations

from qkit import DP, HZ, KRF, NRX, QCB, QS, TKC, ZXD, Fact, Item, ev, it

DEG = "\u00b0C"


def f(doc_device: str, page: int, quote: str, *items: Item) -> Fact:
    return list(items), [ev(doc_device, page, quote)]


def ns(doc_device: str, page: int, quote: str) -> list[dict]:
    """A sheet's own 'not specified' line (evidence for insufficient_evidence)."""
    return [ev(doc_device, page, quote)]


TA, TB = "TKC9304A", "TKC9304B"
NPA = "NRX-24LPA"
HL, HH = "HZ-0102L", "HZ-0102H"
QSH = "QS-1250H"
D400, D800, D1500 = "DP12-400", "DP12-800", "DP12-1500"

# --------------------------------------------------------------------------- QCB4108
QCB_V33 = f(
    QCB,
    1,
    "3.3-V operation 3.0 3.3 3.6 V",
    it(QCB, "supply_voltage", "V", lo=3.0, typ=3.3, hi=3.6, condition="VDD, 3.3-V operation"),
)
QCB_V25 = f(
    QCB,
    1,
    "2.5-V operation 2.375 2.5 2.625 V",
    it(QCB, "supply_voltage", "V", lo=2.375, typ=2.5, hi=2.625, condition="VDD, 2.5-V operation"),
)
QCB_V18 = f(
    QCB,
    1,
    "Supply voltage, VDD 1.8-V operation 1.71 1.8 1.89 V",
    it(QCB, "supply_voltage", "V", lo=1.71, typ=1.8, hi=1.89, condition="VDD, 1.8-V operation"),
)
QCB_ABS = f(
    QCB,
    1,
    "-0.5 V to 4.6 V",
    it(QCB, "abs_max_supply_voltage", "V", hi=4.6, condition="VDD, absolute maximum"),
)
QCB_T = f(
    QCB,
    1,
    "Operating free-air temperature, TA -40 85 " + DEG,
    it(QCB, "operating_temperature", DEG, lo=-40, hi=85, condition="recommended operating"),
)
QCB_TSTG = f(
    QCB,
    1,
    "Storage temperature, Tstg",
    it(QCB, "storage_temperature", DEG, lo=-65, hi=150, condition="absolute maximum"),
)
QCB_TSTG = (QCB_TSTG[0], [*QCB_TSTG[1], ev(QCB, 1, "-65 " + DEG + " to 150 " + DEG)])
QCB_IDD = f(
    QCB,
    1,
    "IDD Static supply current CLKIN = 0 V, no load 1.5 4 mA",
    it(QCB, "quiescent_current", "mA", typ=1.5, hi=4, condition="static, CLKIN = 0 V, no load"),
)
QCB_IDYN = f(
    QCB,
    1,
    "f = 100 MHz, CL = 5 pF 38 52 mA",
    it(
        QCB,
        "supply_current",
        "mA",
        typ=38,
        hi=52,
        condition="dynamic, all outputs switching, 100 MHz, CL = 5 pF",
    ),
)
QCB_VOH = f(
    QCB,
    1,
    "VOH High-level output voltage IOH = -8 mA 2.6 V",
    it(QCB, "output_high_voltage", "V", lo=2.6, condition="IOH = -8 mA, VDD = 3.3 V +-10 %"),
)
QCB_VOL = f(
    QCB,
    1,
    "VOL Low-level output voltage IOL = 8 mA 0.4 V",
    it(QCB, "output_low_voltage", "V", hi=0.4, condition="IOL = 8 mA"),
)
QCB_PN = f(
    QCB,
    2,
    "QCB4108PWR TSSOP (PW) 16 2000 -40 to 85",
    it(QCB, "part_numbers", values=["QCB4108PWR", "QCB4108RGTR"], condition="orderable devices"),
)
QCB_PN = (QCB_PN[0], [*QCB_PN[1], ev(QCB, 2, "QCB4108RGTR VQFN (RGT) 16 3000 -40 to 85")])
QCB_SSC = ns(QCB, 2, "Behaviour with a spread-spectrum clock at CLKIN is not specified.")
QCB_18IN = f(
    QCB,
    2,
    "a 3.3 V clock into a QCB4108 running at 1.8 V exceeds VDD + 0.5 V and is not allowed",
)

# --------------------------------------------------------------------------- TKC9304
TKA_V = f(
    TKC,
    1,
    "Supply voltage TKC9304A 3.0 3.3 3.6 V",
    it(TA, "supply_voltage", "V", lo=3.0, typ=3.3, hi=3.6, condition="recommended operating"),
)
TKB_V = f(
    TKC,
    1,
    "TKC9304B 2.3 2.5 2.7 V",
    it(TB, "supply_voltage", "V", lo=2.3, typ=2.5, hi=2.7, condition="recommended operating"),
)
TKC_ABS = f(
    TKC,
    1,
    "Supply voltage VDD -0.3～4.0 V",
    it(TKC, "abs_max_supply_voltage", "V", hi=4.0, condition="VDD, absolute maximum"),
)
TKC_T = f(
    TKC,
    1,
    "Operating temperature A/B -40 +85",
    it(TKC, "operating_temperature", DEG, lo=-40, hi=85, condition="recommended operating"),
)
TKC_T105 = f(
    TKC,
    1,
    "Operation between +85℃ and +105℃ is allowed with the output frequency derated to 66 MHz",
)
TKC_TSTG = f(
    TKC,
    1,
    "Storage temperature Tstg -55～+125",
    it(TKC, "storage_temperature", DEG, lo=-55, hi=125, condition="absolute maximum"),
)
TKA_IDD = f(
    TKC,
    1,
    "IDD f=50MHz 12 9 mA",
    it(TA, "supply_current", "mA", hi=12, condition="f = 50 MHz, CL = 15 pF, VDD = 3.3 V"),
)
TKB_IDD = f(
    TKC,
    1,
    "IDD f=50MHz 12 9 mA",
    it(TB, "supply_current", "mA", hi=9, condition="f = 50 MHz, CL = 15 pF, VDD = 2.5 V"),
)
TKA_VIH = f(
    TKC,
    1,
    "VIH 2.0 1.7 V",
    it(TA, "input_high_voltage", "V", lo=2.0, condition="VDD = 3.3 V"),
)
TKB_VIH = f(
    TKC,
    1,
    "VIH 2.0 1.7 V",
    it(TB, "input_high_voltage", "V", lo=1.7, condition="VDD = 2.5 V"),
)
TKB_VOH = f(
    TKC,
    1,
    "VOH IOH=-4mA 2.4 1.8 V",
    it(TB, "output_high_voltage", "V", lo=1.8, condition="IOH = -4 mA, VDD = 2.5 V"),
)
TKA_VOH = f(
    TKC,
    1,
    "VOH IOH=-4mA 2.4 1.8 V",
    it(TA, "output_high_voltage", "V", lo=2.4, condition="IOH = -4 mA, VDD = 3.3 V"),
)
TKA_STB = f(
    TKC,
    2,
    "Standby current (CLKIN=L) ISTB 3 2 µA",
    it(TA, "standby_current", "µA", typ=3, condition="CLKIN = L, typical only (not guaranteed)"),
)
TKB_STB = f(
    TKC,
    2,
    "Standby current (CLKIN=L) ISTB 3 2 µA",
    it(TB, "standby_current", "µA", typ=2, condition="CLKIN = L, typical only (not guaranteed)"),
)
TKC_PKG = f(
    TKC,
    1,
    "Package: SOT-23-8 for both versions.",
    it(TKC, "package", values=["SOT-23-8"], condition="both versions"),
)
TKC_5V = f(TKC, 2, "The inputs are not 5 V tolerant (VIN max. VDD+0.3 V).")
TKB_33 = f(TKC, 2, "TKC9304B must not be supplied with 3.3 V; use TKC9304A in 3.3 V systems.")
TKC_ESD = ns(TKC, 2, "ESD withstand voltage is not specified in this document.")

# --------------------------------------------------------------------------- NRX-24L
NRX_VROW = "Supply voltage 1.9～3.6V 2.0～3.6V"
NRX_V = f(NRX, 1, NRX_VROW, it(NRX, "supply_voltage", "V", lo=1.9, hi=3.6, condition="NRX-24L"))
NPA_V = f(NRX, 1, NRX_VROW, it(NPA, "supply_voltage", "V", lo=2.0, hi=3.6, condition="NRX-24LPA"))
NRX_TXP = f(
    NRX, 1, "TX power ≤0dBm ≤20dBm", it(NRX, "tx_power", "dBm", hi=0, condition="max. setting")
)
NPA_TXP = f(
    NRX, 1, "TX power ≤0dBm ≤20dBm", it(NPA, "tx_power", "dBm", hi=20, condition="max. setting")
)
NRX_ITX = f(
    NRX,
    1,
    "11.3mA 115mA @max. power",
    it(NRX, "supply_current", "mA", value=11.3, condition="TX current at max. power"),
)
NPA_ITX = f(
    NRX,
    1,
    "11.3mA 115mA @max. power",
    it(NPA, "supply_current", "mA", value=115, condition="TX current at max. power"),
)
NPA_IRX = f(
    NRX,
    1,
    "13.5mA 45mA 2Mbps",
    it(NPA, "supply_current", "mA", value=45, condition="RX current, 2 Mbps"),
)
NRX_IRX = f(
    NRX,
    1,
    "13.5mA 45mA 2Mbps",
    it(NRX, "supply_current", "mA", value=13.5, condition="RX current, 2 Mbps"),
)
NPA_PD = f(
    NRX,
    1,
    "Power down 0.9µA 4µA",
    it(NPA, "standby_current", "µA", value=4, condition="power down"),
)
NRX_PD = f(
    NRX,
    1,
    "Power down 0.9µA 4µA",
    it(NRX, "standby_current", "µA", value=0.9, condition="power down"),
)
NRX_STBY = f(
    NRX,
    1,
    "Standby 26µA 32µA Standby-I",
    it(NRX, "standby_current", "µA", value=26, condition="Standby-I"),
)
NPA_SENS = f(
    NRX,
    1,
    "RX sens. -85dBm -95dBm @2Mbps",
    it(NPA, "rx_sensitivity", "dBm", value=-95, condition="2 Mbps"),
)
NRX_SENS = f(
    NRX,
    1,
    "RX sens. -85dBm -95dBm @2Mbps",
    it(NRX, "rx_sensitivity", "dBm", value=-85, condition="2 Mbps"),
)
NRX_SPI = f(
    NRX,
    1,
    "Interface：SPI, clock ≤10MHz",
    it(NRX, "spi_clock_frequency", "MHz", hi=10, condition="SPI clock"),
)
NRX_IF = f(
    NRX,
    1,
    "Interface：SPI, clock ≤10MHz",
    it(NRX, "interface", values=["SPI"], condition="host interface"),
)
NRX_T = f(
    NRX,
    1,
    "Operating temp.：-40～85℃",
    it(NRX, "operating_temperature", DEG, lo=-40, hi=85, condition="both versions"),
)
NRX_BAND = f(
    NRX,
    1,
    "Frequency：2.400～2.525GHz",
    it(NRX, "frequency_band", "GHz", lo=2.4, hi=2.525, condition="frequency range"),
)
NRX_5VPIN = f(NRX, 2, "No. VCC above 3.6V damages the module. Use a 3.3V regulator.")
NRX_5VIO = f(NRX, 2, "Yes, CE/CSN/SCK/MOSI inputs are 5V tolerant; MISO outputs 3.3V.")
NRX_HUM = ns(NRX, 2, "Humidity rating is not specified. Use an enclosure.")

# --------------------------------------------------------------------------- KRF-2400
KRF_V = f(
    KRF,
    1,
    "Supply voltage VDD 2.2 3.0 3.6 V",
    it(KRF, "supply_voltage", "V", lo=2.2, typ=3.0, hi=3.6, condition="recommended operating"),
)
KRF_ABS = f(
    KRF,
    1,
    "Supply voltage VDD -0.3 3.9 V",
    it(KRF, "abs_max_supply_voltage", "V", hi=3.9, condition="absolute maximum"),
)
KRF_T = f(
    KRF,
    1,
    "Operating temperature TOP -30 25 85",
    it(KRF, "operating_temperature", DEG, lo=-30, hi=85, condition="recommended operating"),
)
KRF_TSTG = f(
    KRF,
    1,
    "Storage temperature TSTG -40 125",
    it(KRF, "storage_temperature", DEG, lo=-40, hi=125, condition="absolute maximum"),
)
KRF_ITX0 = f(
    KRF,
    1,
    "IDD Supply current TX, 0 dBm 12.0 14.5 mA",
    it(KRF, "supply_current", "mA", typ=12.0, hi=14.5, condition="TX, 0 dBm"),
)
KRF_ITX6 = f(
    KRF,
    1,
    "TX, -6 dBm 9.0 mA",
    it(KRF, "supply_current", "mA", typ=9.0, condition="TX, -6 dBm"),
)
KRF_IRX2 = f(
    KRF,
    1,
    "RX, 2 Mbps 12.5 15.0 mA",
    it(KRF, "supply_current", "mA", typ=12.5, hi=15.0, condition="RX, 2 Mbps"),
)
KRF_IRX250 = f(
    KRF,
    1,
    "RX, 250 kbps 11.8 mA",
    it(KRF, "supply_current", "mA", typ=11.8, condition="RX, 250 kbps"),
)
KRF_PD = f(
    KRF,
    1,
    "Power down 0.4 1.0",
    it(KRF, "standby_current", "µA", typ=0.4, hi=1.0, condition="power down"),
)
KRF_STBY = f(
    KRF,
    1,
    "Standby 22",
    it(KRF, "standby_current", "µA", typ=22, condition="standby"),
)
KRF_TXP = f(
    KRF,
    2,
    "Output power max. setting 0 4 dBm",
    it(KRF, "tx_power", "dBm", typ=0, hi=4, condition="max. setting"),
)
KRF_S2M = f(
    KRF,
    2,
    "Receiver sensitivity 2 Mbps, 0.1% BER -82 dBm",
    it(KRF, "rx_sensitivity", "dBm", typ=-82, condition="2 Mbps, 0.1 % BER"),
)
KRF_S1M = f(
    KRF,
    2,
    "1 Mbps, 0.1% BER -85 dBm",
    it(KRF, "rx_sensitivity", "dBm", typ=-85, condition="1 Mbps, 0.1 % BER"),
)
KRF_S250 = f(
    KRF,
    2,
    "250 kbps, 0.1% BER -94 dBm",
    it(KRF, "rx_sensitivity", "dBm", typ=-94, condition="250 kbps, 0.1 % BER"),
)
KRF_SPI = f(
    KRF,
    1,
    "The host connects through a 4-wire SPI at up to 8 MHz",
    it(KRF, "spi_clock_frequency", "MHz", hi=8, condition="host SPI"),
)
KRF_BAND = f(
    KRF,
    2,
    "Frequency range 2400 2525 MHz",
    it(KRF, "frequency_band", "MHz", lo=2400, hi=2525, condition="RF characteristics"),
)
KRF_HUM = f(
    KRF,
    2,
    "Operating humidity: 10 % to 90 % RH, non-condensing.",
    it(KRF, "operating_humidity", "%RH", lo=10, hi=90, condition="non-condensing"),
)
KRF_5V = f(
    KRF,
    2,
    "Digital inputs are referenced to VDD; a 5 V logic level exceeds the absolute maximum rating.",
)
KRF_RANGE = ns(KRF, 2, "Communication range depends on environment and is not specified.")

# --------------------------------------------------------------------------- ZXD-2
ZXD_VCC = f(
    ZXD,
    1,
    "Logic supply voltage VCC 3.0 5.5 V",
    it(ZXD, "supply_voltage", "V", lo=3.0, hi=5.5, condition="logic supply VCC"),
)
ZXD_VCC = (ZXD_VCC[0], [*ZXD_VCC[1], ev(ZXD, 1, "Logic supply 3.0 V to 5.5 V")])
ZXD_ABS = f(
    ZXD,
    1,
    "Logic supply voltage VCC 7 V",
    it(ZXD, "abs_max_supply_voltage", "V", hi=7, condition="VCC, absolute maximum"),
)
ZXD_AC = f(
    ZXD,
    1,
    "Universal input 85 - 264 VAC",
    it(ZXD, "analog_input_range", "V", lo=85, hi=264, condition="AC mains input, Vrms"),
)
ZXD_ICC = f(
    ZXD,
    1,
    "Logic supply current ICC output low 0.6 1.0 mA",
    it(ZXD, "supply_current", "mA", typ=0.6, hi=1.0, condition="VCC = 5 V, output low"),
)
ZXD_VOL = f(
    ZXD,
    1,
    "Output low voltage VOL IO = 2 mA 0.4 V",
    it(ZXD, "output_low_voltage", "V", hi=0.4, condition="IO = 2 mA"),
)
ZXD_T = f(
    ZXD,
    1,
    "Tamb -20 70 " + DEG,
    it(ZXD, "operating_temperature", DEG, lo=-20, hi=70, condition="operating ambient"),
)
ZXD_TSTG = f(
    ZXD,
    1,
    "Storage temperature Tstg -40 to +100",
    it(ZXD, "storage_temperature", DEG, lo=-40, hi=100, condition="absolute maximum"),
)
ZXD_D33 = f(
    ZXD,
    2,
    "Delay, zero crossing to pulse centre (us) 40 35",
    it(ZXD, "response_time", "us", typ=40, condition="zero crossing to pulse centre, VCC = 3.3 V"),
)
ZXD_D5 = f(
    ZXD,
    2,
    "Delay, zero crossing to pulse centre (us) 40 35",
    it(ZXD, "response_time", "us", typ=35, condition="zero crossing to pulse centre, VCC = 5 V"),
)
ZXD_OH = f(
    ZXD,
    1,
    "the open-collector output is pulled up to VCC by a 10 kOhm resistor on the board",
)
ZXD_ESP = f(
    ZXD,
    2,
    "With VCC = 3.3 V the module can be wired directly to a 3.3 V microcontroller such as an ESP32",
)
ZXD_400 = ns(ZXD, 2, "operation on 400 Hz supplies is not specified")
ZXD_UL = ns(ZXD, 2, "Safety agency approval (UL / VDE) is not specified for this module.")

# --------------------------------------------------------------------------- HZ-0102
HL_AC = f(
    HZ,
    1,
    "2-1 AC input voltage HZ-0102L 90 110 132 VAC",
    it(HL, "analog_input_range", "V", lo=90, typ=110, hi=132, condition="AC input, Vrms"),
)
HH_AC = f(
    HZ,
    1,
    "HZ-0102H 180 220 264 VAC",
    it(HH, "analog_input_range", "V", lo=180, typ=220, hi=264, condition="AC input, Vrms"),
)
HZ_VCC = f(
    HZ,
    1,
    "2-3 DC supply voltage VCC pin 4.75 5.0 5.25 V",
    it(HZ, "supply_voltage", "V", lo=4.75, typ=5.0, hi=5.25, condition="VCC pin"),
)
HZ_ICC = f(
    HZ,
    1,
    "2-4 DC supply current VCC = 5 V 3.5 5 *1 mA",
    it(HZ, "supply_current", "mA", typ=3.5, hi=5, condition="VCC = 5 V, incl. power LED"),
)
HZ_VOH = f(
    HZ,
    1,
    "IOH = -1 mA 4.2 V",
    it(HZ, "output_high_voltage", "V", lo=4.2, condition="IOH = -1 mA"),
)
HZ_DELAY = f(
    HZ,
    2,
    "2-7 Output delay after zero crossing 100 200 µs",
    it(HZ, "response_time", "us", typ=100, hi=200, condition="output delay after zero crossing"),
)
HZ_T = f(
    HZ,
    2,
    "2-9 -10 60 *2 " + DEG,
    it(HZ, "operating_temperature", DEG, lo=-10, hi=60, condition="*2 derate (HZ-0102H, 264 VAC)"),
)
HZ_T264 = f(
    HZ,
    2,
    "*2 At 264 VAC input derate to 50 " + DEG + " (HZ-0102H).",
    it(HH, "operating_temperature", DEG, hi=50, condition="at 264 VAC input"),
)
HZ_TSTG = f(
    HZ,
    2,
    "2-10 Storage temperature -20 80 " + DEG,
    it(HZ, "storage_temperature", DEG, lo=-20, hi=80, condition=""),
)
HZ_33 = f(
    HZ,
    2,
    "a direct connection to a non-5V-tolerant input is not allowed",
)
HZ_L220 = f(HZ, 2, "Do not connect HZ-0102L to 220 V mains.")
HZ_COAT = ns(HZ, 2, "Conformal coating: not specified.")

# --------------------------------------------------------------------------- QS-1250
QS_RANGE = "DC6～13V DC9～13V"
QS_V = f(
    QS,
    1,
    QS_RANGE,
    it(QS, "supply_voltage", "V", lo=6, hi=13, condition="working voltage range, QS-1250"),
)
QSH_V = f(
    QS,
    1,
    QS_RANGE,
    it(QSH, "supply_voltage", "V", lo=9, hi=13, condition="working voltage range, QS-1250H"),
)
QS_I = f(
    QS,
    1,
    "Rated current 0.35A 0.8A @12V",
    it(QS, "supply_current", "A", typ=0.35, condition="rated current at 12 V"),
)
QSH_I = f(
    QS,
    1,
    "Rated current 0.35A 0.8A @12V",
    it(QSH, "supply_current", "A", typ=0.8, condition="rated current at 12 V"),
)
QS_P = f(
    QS,
    1,
    "Rated power 4.2W 9.6W @12V",
    it(QS, "power_consumption", "W", typ=4.2, condition="rated power at 12 V"),
)
QSH_P = f(
    QS,
    1,
    "Rated power 4.2W 9.6W @12V",
    it(QSH, "power_consumption", "W", typ=9.6, condition="rated power at 12 V"),
)
QS_IP = f(QS, 1, "Waterproof grade：IP68", it(QS, "ip_rating", values=["IP68"]))
QS_TLIQ = f(
    QS,
    1,
    "Liquid temperature：0～50℃",
    it(QS, "operating_temperature", DEG, lo=0, hi=50, condition="liquid temperature"),
)
QS_START = f(QS, 2, "About 2 x rated current for less than 0.5 s.")
QS_DRY = f(QS, 2, "Dry running is allowed for max. 10 minutes")
QS_SEA = ns(QS, 2, "Only clean fresh water. Sea water use is not specified.")
QS_5V = f(QS, 2, "No, minimum working voltage is 6V. Below 6V it may not start.")
QS_ARD = f(QS, 2, "No. A pin gives only a few mA. Use a MOSFET or relay module.")
QSH_PWM = f(QS, 1, "PWM input - 1～25kHz, 5V yellow wire")

# --------------------------------------------------------------------------- DP12
R400 = "DP12-400 12 0.5 1.2 6 400 2.0 160 G1/2"
R800 = "DP12-800 12 1.1 2.6 13 800 3.5 240 G1/2"
R1500 = "DP12-1500 12 2.1 4.8 25 1500 5.0 390 G3/4"
D400_I = f(DP, 1, R400, it(D400, "supply_current", "A", value=0.5, condition="rated current IN"))
D800_I = f(DP, 1, R800, it(D800, "supply_current", "A", value=1.1, condition="rated current IN"))
D1500_I = f(DP, 1, R1500, it(D1500, "supply_current", "A", value=2.1, condition="rated current IN"))
D1500_IA = f(
    DP,
    1,
    R1500,
    it(D1500, "supply_current", "A", hi=4.8, condition="start-up current IA (max., < 200 ms)"),
)
D800_IA = f(
    DP,
    1,
    R800,
    it(D800, "supply_current", "A", hi=2.6, condition="start-up current IA (max., < 200 ms)"),
)
D400_IA = f(
    DP,
    1,
    R400,
    it(D400, "supply_current", "A", hi=1.2, condition="start-up current IA (max., < 200 ms)"),
)
D800_P = f(DP, 1, R800, it(D800, "power_consumption", "W", value=13, condition="rated power PN"))
D1500_P = f(DP, 1, R1500, it(D1500, "power_consumption", "W", value=25, condition="rated power PN"))
DP_VN = f(DP, 1, R800, it(D800, "supply_voltage", "V", value=12, condition="rated voltage UN"))
DP_TLIQ = f(
    DP,
    1,
    "Medientemperatur / liquid temperature +4 " + DEG + " ... +35 " + DEG,
    it(DP, "operating_temperature", DEG, lo=4, hi=35, condition="liquid temperature"),
)
DP_TAMB = f(
    DP,
    1,
    "Umgebungstemperatur / ambient temperature 0 " + DEG + " ... +40 " + DEG,
    it(DP, "operating_temperature", DEG, lo=0, hi=40, condition="ambient temperature"),
)
DP_TSTG = f(
    DP,
    1,
    "Lagertemperatur / storage temperature -20 " + DEG + " ... +60 " + DEG,
    it(DP, "storage_temperature", DEG, lo=-20, hi=60, condition=""),
)
DP_IP = f(
    DP,
    1,
    "Schutzart IP68, Tauchtiefe max. 1 m / protection IP68, immersion max. 1 m",
    it(DP, "ip_rating", values=["IP68"]),
)
DP_DRY = f(DP, 2, "Trockenlauf ist nicht zulässig. / Dry running is not permitted.")
DP_SALT = f(DP, 2, "Fresh water only; salt water not permitted.")
DP_PWM = ns(DP, 2, "Speed control by PWM: not specified.")
DP_PSU = f(DP, 2, "Size the power supply for the start-up current IA.")
