"""Reference facts of the seventieth hold-out set, shared by factual and
compatibility questions. Every number was read off the generated PDFs
(``pdftotext -layout``) and each quote is on the cited page."""

from __future__ import annotations

from qkit import (
    CS,
    CSN,
    HS,
    HS2,
    HS4,
    KB,
    KBP,
    KM,
    PT,
    PTW,
    S36,
    S56,
    SB,
    SBV,
    SM,
    TS,
    TSH,
    TSHC,
    TSL,
    Fact,
    Item,
    ev,
    it,
)

DEG = "\u00b0C"
MU = "\u00b5"
PM = "\u00b1"
OHM = "\u03a9"
LE = "\u2264"
GE = "\u2265"


def f(device: str, page: int, quote: str, *items: Item) -> Fact:
    return list(items), [ev(device, page, quote)]


def note(device: str, page: int, quote: str) -> Fact:
    """A statement without numbers: evidence only."""
    return [], [ev(device, page, quote)]


# ---------------------------------------------------------------- MSH-CS12 soil sensor
CS_VCC_LINE = "Điện áp hoạt động / 3.3 ~ 5.5 VDC 3.0 ~ 3.6 VDC Operating voltage"
CS_VCC = f(CS, 1, CS_VCC_LINE, it(CS, "supply_voltage", "V", lo=3.3, hi=5.5, condition="MSH-CS12"))
CSN_VCC = f(
    CS, 1, CS_VCC_LINE, it(CSN, "supply_voltage", "V", lo=3.0, hi=3.6, condition="MSH-CS12-N")
)
CSN_LIM = note(CS, 2, "The MSH-CS12-N has no regulator: 3.6 V is its limit.")
CS_I = f(
    CS,
    1,
    "Dòng tiêu thụ / 5 mA 3 mA Working current",
    it(CS, "supply_current", "mA", value=5, condition="working current, MSH-CS12"),
)
CS_WATER33 = f(
    CS,
    1,
    "3.3 V 2.52 V 2.10 V 1.45 V 1.18 V",
    it(CS, "analog_output_voltage", "V", typ=1.18, condition="in water, VCC = 3.3 V, typical"),
)
CS_OUTMAX = f(
    CS,
    2,
    "On the MSH-CS12 the output never goes above 3.0 V even with a 5 V supply, so any 3.3 V "
    "ADC can read it.",
    it(CS, "analog_output_voltage", "V", hi=3.0, condition="AOUT, any supply"),
)
CS_WARM = f(
    CS,
    1,
    "The output settles about 500 ms after power-up",
    it(CS, "warm_up_time", "ms", value=500, condition="after power-up"),
)
CS_TOP = f(
    CS,
    1,
    "Nhiệt độ làm việc / Working temperature: 0 ~ 60 " + DEG,
    it(CS, "operating_temperature", DEG, lo=0, hi=60),
)
CS_ABS = f(
    CS,
    2,
    "Never put more than 6 V on VCC of the MSH-CS12 - the LDO will fail.",
    it(CS, "abs_max_supply_voltage", "V", hi=6, condition="VCC, MSH-CS12 (FAQ)"),
)
CS_NOIP = note(CS, 2, "We give no IP rating for this product.")
CS_NOTWP = note(CS, 1, "the electronics above it are not waterproof")
CS_NOACC = note(CS, 2, "We do not state an accuracy in % volumetric water content.")

# ---------------------------------------------------------------- KMS2191 power monitor
KM_VS = f(
    KM,
    1,
    "VS Supply voltage 2.7 3.3 5.5 V",
    it(KM, "supply_voltage", "V", lo=2.7, typ=3.3, hi=5.5, condition="VS, recommended"),
)
KM_ABS = f(
    KM, 1, "Supply voltage, VS 6 V", it(KM, "abs_max_supply_voltage", "V", hi=6, condition="VS")
)
KM_BUS = f(
    KM,
    1,
    "Bus voltage input range 0 36 0 36 V",
    it(KM, "measurement_range", "V", lo=0, hi=36, quantity="voltage", condition="bus voltage"),
)
KM_CMABS = f(
    KM,
    1,
    "Common-mode voltage, VIN+ and VIN- -0.3 40 V",
    it(KM, "abs_max_input_voltage", "V", lo=-0.3, hi=40, condition="VIN+ and VIN-"),
)
KM_SURV = note(KM, 2, "The device survives the bus at up to 40 V but measures only up to 36 V.")
KM_PD = f(
    KM,
    1,
    "Power-down mode 0.5 2 0.5 2 " + MU + "A",
    it(KM, "standby_current", "uA", typ=0.5, hi=2, condition="power-down mode"),
)
KM_IQ = f(
    KM,
    1,
    "Quiescent current, IQ Active mode 330 420 330 420 " + MU + "A",
    it(KM, "supply_current", "uA", typ=330, hi=420, condition="active mode"),
)
KM_LSB = f(
    KM,
    1,
    "The bus voltage LSB is 1.25 mV",
    it(KM, "resolution", "mV", value=1.25, quantity="voltage", condition="bus voltage LSB"),
)
KM_ADDR = f(
    KM, 2, "GND GND 0x40 1000000", it(KM, "i2c_address", values=["0x40"], condition="A1 = A0 = GND")
)
KM_PKG = f(KM, 1, "VSSOP-10 package", it(KM, "package", values=["VSSOP-10"]))
KM_TA = f(
    KM,
    1,
    "TA Specified free-air temperature -40 125 " + DEG,
    it(KM, "operating_temperature", DEG, lo=-40, hi=125, condition="specified free-air"),
)
KM_VOL = f(
    KM,
    2,
    "VOL IOL = 3 mA 0.4 V",
    it(KM, "output_low_voltage", "V", hi=0.4, condition="IOL = 3 mA"),
)
KM_FAST = f(
    KM,
    2,
    "Bus clock frequency Fast mode 0.001 0.4 MHz",
    it(KM, "i2c_clock_frequency", "MHz", lo=0.001, hi=0.4, condition="fast mode"),
)
KM_SDA = f(
    KM,
    1,
    "SDA, SCL, ALERT -0.3 6 V",
    it(KM, "abs_max_input_voltage", "V", lo=-0.3, hi=6, condition="SDA, SCL, ALERT"),
)
KM_5VBUS = note(
    KM, 2, "the I2C pins are not referenced to VS, so a 5 V bus may be used with VS = 3.3 V"
)

# ---------------------------------------------------------------- SMB-ADJ3 buck module
SB_VIN = f(
    SB,
    1,
    "Tensiune de intrare / 4.5 28 V Input voltage",
    it(SB, "supply_voltage", "V", lo=4.5, hi=28, condition="input"),
)
SB_VOUT = f(
    SB,
    1,
    "Tensiune de ieșire reglabilă / 0.8 25 V VOUT " + LE + " VIN - 1.5 V",
    it(SB, "output_voltage", "V", lo=0.8, hi=25, condition="adjustable, VOUT <= VIN - 1.5 V"),
)
SB_DROP = f(
    SB,
    1,
    "The input must always be at least 1.5 V above the output you set (dropout).",
    it(SB, "dropout_voltage", "V", value=1.5),
)
SB_IOUT = f(
    SB,
    1,
    "Curent de ieșire / 3 A cu radiator / with heatsink",
    it(SB, "output_current", "A", hi=3, condition="with heatsink"),
)
SB_NL_V = f(
    SB,
    1,
    "No-load input current 20 mA SMB-ADJ3-V",
    it(SBV, "quiescent_current", "mA", typ=20, condition="no-load input current, SMB-ADJ3-V"),
)
SB_BARE_24_5 = f(
    SB,
    1,
    "5.0 V - 2.5 A 2.0 A 1.8 A",
    it(SB, "output_current", "A", hi=2.0, condition="bare board, VIN = 24 V, VOUT = 5 V, 25 °C"),
)
SB_BARE_12_5 = f(
    SB,
    1,
    "5.0 V - 2.5 A 2.0 A 1.8 A",
    it(SB, "output_current", "A", hi=2.5, condition="bare board, VIN = 12 V, VOUT = 5 V, 25 °C"),
)
SB_BARE_12_33 = f(
    SB,
    1,
    "3.3 V 2.2 A 2.0 A 1.6 A 1.4 A",
    it(SB, "output_current", "A", hi=2.0, condition="bare board, VIN = 12 V, VOUT = 3.3 V, 25 °C"),
)
SB_BARE_NOTE = note(SB, 1, "Highest continuous output current at 25 °C, bare board, still air.")
SB_ABS = f(
    SB,
    2,
    "the absolute maximum input is 32 V",
    it(SB, "abs_max_supply_voltage", "V", hi=32, condition="input (FAQ)"),
)
SB_CAR = note(SB, 2, "Yes, 12-14.4 V is inside the input range.")
SB_TOP = f(
    SB,
    1,
    "Temperatură de lucru / -40 +85 " + DEG + " Operating temperature",
    it(SB, "operating_temperature", DEG, lo=-40, hi=85),
)

# ---------------------------------------------------------------- TSZ485E RS-485
TS_VCC_LINE = "Tápfeszültség / VCC 3.0 3.3 3.6 4.5 5.0 5.5 V Supply voltage"
TS_VCC_L = f(
    TS, 1, TS_VCC_LINE, it(TSL, "supply_voltage", "V", lo=3.0, typ=3.3, hi=3.6, condition="-L")
)
TS_VCC_H = f(
    TS, 1, TS_VCC_LINE, it(TSH, "supply_voltage", "V", lo=4.5, typ=5.0, hi=5.5, condition="-H")
)
TS_RATE_H = f(
    TS,
    1,
    "Adatátviteli sebesség / 12 2.5 Mbps Data rate",
    it(TSH, "baud_rate", "Mbps", hi=2.5, condition="data rate, -H"),
)
TS_RATE_L = f(
    TS,
    1,
    "Adatátviteli sebesség / 12 2.5 Mbps Data rate",
    it(TSL, "baud_rate", "Mbps", hi=12, condition="data rate, -L"),
)
TS_VIH = f(
    TS,
    1,
    "Logikai bemenet, magas / VIH 2.0 2.0 V Logic input high",
    it(TS, "input_high_voltage", "V", lo=2.0, condition="DI, DE, RE"),
)
TS_VIL = f(
    TS,
    1,
    "Logikai bemenet, alacsony / VIL 0.8 0.8 V Logic input low",
    it(TS, "input_low_voltage", "V", hi=0.8, condition="DI, DE, RE"),
)
TS_ABSLOG_L = f(
    TS,
    1,
    "Logikai bemenetek / Logic inputs DI, DE, RE -0.3 ... 6.0 -0.3 ... VCC + 0.3 V",
    it(TSL, "abs_max_input_voltage", "V", lo=-0.3, hi=6.0, condition="DI, DE, RE, -L"),
)
TS_5VTOL = note(TS, 2, "The logic inputs of the TSZ485E-L are 5 V tolerant")
TS_SD = f(
    TS,
    1,
    "Leállított áram / DE = 0, RE = VCC 0.1 1 " + MU + "A -L, -H Shutdown current",
    it(TS, "standby_current", "uA", typ=0.1, hi=1, condition="shutdown, DE = 0, RE = VCC"),
)
TS_TEMP_HC = f(
    TS,
    2,
    "TSZ485E-HC 5V 0 ... +70 " + DEG + " SOIC-8",
    it(TSHC, "operating_temperature", DEG, lo=0, hi=70, condition="C grade"),
)
TS_ABS_H = f(
    TS,
    1,
    "Tápfeszültség / Supply voltage VCC -0.3 ... 4.0 -0.3 ... 7.0 V",
    it(TSH, "abs_max_supply_voltage", "V", hi=7.0, condition="-H"),
)

# ---------------------------------------------------------------- PTS-18B 1-Wire sensor
PT_VDD = f(
    PT,
    1,
    "Toitepinge / Supply voltage VDD, välistoide / local 3.0 5.5 V",
    it(PT, "supply_voltage", "V", lo=3.0, hi=5.5, condition="VDD, local power"),
)
PT_RANGE = f(
    PT,
    1,
    "Mõõtepiirkond / -55 +125 " + DEG + " Measuring range",
    it(PT, "measurement_range", DEG, lo=-55, hi=125, quantity="temperature"),
)
PT_ACC = f(
    PT,
    1,
    "Täpsus / Accuracy -10 ... +85 " + DEG + " -0.5 +0.5 " + DEG,
    it(PT, "accuracy", DEG, lo=-0.5, hi=0.5, quantity="temperature", condition="-10 ... +85 °C"),
)
PT_T12 = f(
    PT,
    1,
    "tCONV 93.75 ms 187.5 ms 375 ms 750 ms",
    it(PT, "response_time", "ms", hi=750, condition="conversion time, 12 bit"),
)
PT_W = f(
    PT,
    2,
    "the PVC cable and the potting limit its use to -55 ... +105 " + DEG,
    it(PTW, "operating_temperature", DEG, lo=-55, hi=105, condition="probe version"),
)
PT_ISB = f(
    PT,
    1,
    "Ooterežiimi vool / VDD = 5.0 V 0.75 1.0 " + MU + "A Standby current",
    it(PT, "standby_current", "uA", typ=0.75, hi=1.0, condition="VDD = 5.0 V"),
)
PT_NOI2C = note(PT, 2, "1-Wire is not I2C: the device has no I2C address.")
PT_CABLE = note(PT, 2, "Tõmbetakisti / pull-up: 4.7 k" + OHM + " to VDD for cables up to 20 m.")

# ---------------------------------------------------------------- KBW-24 2.4 GHz module
KB_V_LINE = "Operating voltage min. ~ max. 1.9 ~ 3.6 2.7 ~ 3.6 V"
KB_V = f(KB, 1, KB_V_LINE, it(KB, "supply_voltage", "V", lo=1.9, hi=3.6, condition="KBW-24"))
KB_V_PA = f(KB, 1, KB_V_LINE, it(KBP, "supply_voltage", "V", lo=2.7, hi=3.6, condition="KBW-24PA"))
KB_NOT5 = note(KB, 2, "VCC must not exceed 3.6 V. Do not connect VCC to 5 V.")
KB_ABS = f(
    KB,
    1,
    "Supply voltage VCC -0.3 ~ +3.9 V",
    it(KB, "abs_max_supply_voltage", "V", lo=-0.3, hi=3.9, condition="VCC"),
)
KB_ITX_LINE = "Current, TX at max. output power 11.3 115 mA"
KB_ITX = f(
    KB, 1, KB_ITX_LINE, it(KB, "supply_current", "mA", typ=11.3, condition="TX, 0 dBm, KBW-24")
)
KB_ITX_PA = f(
    KB, 1, KB_ITX_LINE, it(KBP, "supply_current", "mA", typ=115, condition="TX, +20 dBm, KBW-24PA")
)
KB_50MA = note(
    KB,
    2,
    "The 3.3 V pin of many Arduino-type boards supplies only 50 mA; use a separate 3.3 V regulator",
)
KB_SENS_PA = f(
    KB,
    1,
    "RX sensitivity 250 kbps -94 -104 dBm",
    it(KBP, "rx_sensitivity", "dBm", typ=-104, condition="250 kbps, KBW-24PA"),
)
KB_SPI = f(
    KB,
    1,
    "SPI clock 0 ~ 10 0 ~ 10 MHz",
    it(KB, "spi_clock_frequency", "MHz", lo=0, hi=10),
)
KB_TOP_PA = f(
    KB,
    1,
    "Operating temperature -40 ~ +85 -20 ~ +70 " + DEG,
    it(KBP, "operating_temperature", DEG, lo=-20, hi=70, condition="KBW-24PA"),
)
KB_IN5 = f(
    KB,
    1,
    "Input voltage on CE, CSN, SCK, MOSI -0.3 ~ +5.25 V",
    it(KB, "abs_max_input_voltage", "V", lo=-0.3, hi=5.25, condition="CE, CSN, SCK, MOSI"),
)
KB_5VTOL = note(
    KB, 2, "The SPI and CE inputs are 5 V tolerant, so a 5 V MCU may drive them directly."
)
KB_RANGE = note(KB, 2, "Range figures are reference values in open air; they are not guaranteed.")

# ---------------------------------------------------------------- HSR-25DA solid-state relay
HS_LV_LINE = "Load voltage range 24 - 280 VAC 48 - 480 VAC"
HS_LV240 = f(
    HS, 1, HS_LV_LINE, it(HS2, "contact_voltage", "V", lo=24, hi=280, condition="AC load, -240")
)
HS_LV480 = f(
    HS, 1, HS_LV_LINE, it(HS4, "contact_voltage", "V", lo=48, hi=480, condition="AC load, -480")
)
HS_CTRL = f(
    HS,
    1,
    "Control voltage range 3 - 32 VDC reverse-polarity protected",
    it(HS, "input_high_voltage", "V", lo=3, hi=32, condition="control voltage"),
)
HS_MR = f(
    HS,
    1,
    "Must-release voltage " + GE + " 1.0 VDC relay OFF at or below",
    it(HS, "input_low_voltage", "V", hi=1.0, condition="must-release"),
)
HS_NOHS = f(
    HS,
    1,
    "No heat sink, relay base in free air 5 A",
    it(HS, "contact_current", "A", hi=5, condition="no heat sink, Ta = 40 °C"),
)
HS_HS60 = f(
    HS,
    1,
    "On heat sink HS-60 (1.5 " + DEG + "/W) 15 A",
    it(HS, "contact_current", "A", hi=15, condition="heat sink HS-60, Ta = 40 °C"),
)
HS_TOP = f(
    HS,
    2,
    "Ambient operating temperature -30 ... +80 " + DEG,
    it(HS, "operating_temperature", DEG, lo=-30, hi=80),
)
HS_AC = note(HS, 2, "it switches AC loads only. It will not switch DC loads")
HS_3V3 = note(
    HS,
    2,
    "it can be driven straight from a PLC output, a 5 V Arduino pin or a 3.3 V microcontroller pin",
)

# ---------------------------------------------------------------- SMH-4D7 display module
SM_VCC = f(
    SM,
    1,
    "Power it from 3.3 - 5.5 V 3.3 - 5.5 V",
    it(SM, "supply_voltage", "V", lo=3.3, hi=5.5),
)
SM_I_LINE = "5.0 V 62 mA 95 mA"
SM_I56_5 = f(
    SM, 1, SM_I_LINE, it(S56, "supply_current", "mA", typ=95, condition="all lit, 5.0 V, -56")
)
SM_I36_5 = f(
    SM, 1, SM_I_LINE, it(S36, "supply_current", "mA", typ=62, condition="all lit, 5.0 V, -36")
)
SM_MAX = f(
    SM,
    2,
    "Keep VCC at or below 5.5 V.",
    it(SM, "supply_voltage", "V", hi=5.5, condition="module VCC limit (FAQ)"),
)
SM_CHIP7 = note(SM, 2, "The driver chip itself is rated to 7.0 V absolute maximum")
SM_TOP = f(
    SM,
    1,
    "Works in -10 to 60 " + DEG + " -10 to 60 " + DEG,
    it(SM, "operating_temperature", DEG, lo=-10, hi=60),
)
SM_VIH = f(
    SM,
    1,
    "At VCC = 5 V that means a high must be at least 3.5 V",
    it(SM, "input_high_voltage", "V", lo=3.5, condition="CLK, DIO at VCC = 5 V"),
)
SM_33 = note(SM, 1, "power the module from the same 3.3 V rail instead")
SM_NOADDR = note(SM, 2, "there is no device address")
SM_NOLUM = note(SM, 2, "we have not measured the luminous intensity, so we do not give a figure")
