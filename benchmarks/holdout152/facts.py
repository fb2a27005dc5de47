"""Reference facts of the hundred-and-fifty-second hold-out set, shared by factual and
compatibility questions. Every number was read off the generated PDFs
(``pdftotext -layout``) and each quote is on the cited page."""

from __future__ import annotations

from qkit import GQ, KB, MV, MZ, NP, QN, TK, ZP, Fact, Item, ev, it

DEG = "\u00b0C"
MU = "\u00b5"
PM = "\u00b1"
ELL = "\u2026"
GE = "\u2265"
SQ = "\u00b2"
OHM = "\u03a9"
ARROW = "\u2192"
NDASH = "\u2013"
MDASH = "\u2014"


def f(device: str, page: int, quote: str, *items: Item) -> Fact:
    return list(items), [ev(device, page, quote)]


def note(device: str, page: int, quote: str) -> Fact:
    """A statement without numbers needed as items: evidence only."""
    return [], [ev(device, page, quote)]


# ---------------------------------------------------------------- KBX-23 / KBX-23H
KB_VIN_Q = "Input voltage 4.5 24 6.0 36 V (operating)"
KB_VIN = f(
    KB,
    1,
    KB_VIN_Q,
    it(
        KB,
        "supply_voltage",
        "V",
        lo=4.5,
        hi=24,
        condition="input voltage (operating), KBX-23 column",
    ),
)
KB_VIN_H = f(
    "KBX-23H",
    1,
    KB_VIN_Q,
    it(
        "KBX-23H",
        "supply_voltage",
        "V",
        lo=6.0,
        hi=36,
        condition="input voltage (operating), KBX-23H column",
    ),
)
KB_VOUT = f(
    KB,
    1,
    "Output voltage, factory setting, no load 4.90 5.00 5.10 4.90 5.00 5.10 V as delivered",
    it(
        KB,
        "output_voltage",
        "V",
        lo=4.90,
        typ=5.00,
        hi=5.10,
        condition="as delivered, factory setting of the trimmer, no load",
    ),
)
KB_IOUT_Q = (
    "VIN 12 V "
    + ARROW
    + " VOUT 5 V 2.5 3.0 Continuous output VIN 24 V "
    + ARROW
    + " VOUT 5 V 1.8 2.2 A current \u00b9"
)
KB_I_H24 = f(
    "KBX-23H",
    1,
    KB_IOUT_Q,
    it(
        "KBX-23H",
        "output_current",
        "A",
        hi=2.2,
        condition="continuous, VIN 24 V -> VOUT 5 V, no heatsink, Ta = 25 degC, KBX-23H column",
    ),
)
KB_I_H12 = f(
    "KBX-23H",
    1,
    KB_IOUT_Q,
    it(
        "KBX-23H",
        "output_current",
        "A",
        hi=3.0,
        condition="continuous, VIN 12 V -> VOUT 5 V, no heatsink, Ta = 25 degC, KBX-23H column",
    ),
)
KB_IQ = f(
    KB,
    1,
    "No-load input VIN = 12 V, EN open, 0.35 0.6 0.45 0.8 mA current power LED removed",
    it(
        KB,
        "quiescent_current",
        "mA",
        typ=0.35,
        hi=0.6,
        condition="no-load input current, VIN = 12 V, EN open, power LED removed, KBX-23 column",
    ),
)
KB_SHDN_H = f(
    "KBX-23H",
    1,
    "Shutdown current EN = 0 V, VIN = 12 V 8 20 12 30 " + MU + "A",
    it(
        "KBX-23H",
        "standby_current",
        MU + "A",
        typ=12,
        hi=30,
        condition="shutdown, EN = 0 V, VIN = 12 V, KBX-23H column",
    ),
)
KB_ABS_Q = "VIN to GND -0.3 " + ELL + " 28 -0.3 " + ELL + " 40 V"
KB_ABS_H = f(
    "KBX-23H",
    1,
    KB_ABS_Q,
    it(
        "KBX-23H",
        "abs_max_supply_voltage",
        "V",
        lo=-0.3,
        hi=40,
        condition="VIN to GND, absolute maximum, KBX-23H column",
    ),
)
KB_ABS = f(
    KB,
    1,
    KB_ABS_Q,
    it(
        KB,
        "abs_max_supply_voltage",
        "V",
        lo=-0.3,
        hi=28,
        condition="VIN to GND, absolute maximum, KBX-23 column",
    ),
)
KB_DROP = f(
    KB,
    1,
    "Dropout IOUT = 2 A 1.0 1.5 1.4 2.0 V (VIN " + NDASH + " VOUT)",
    it(
        KB,
        "dropout_voltage",
        "V",
        typ=1.0,
        hi=1.5,
        condition="VIN - VOUT at IOUT = 2 A, KBX-23 column",
    ),
)
KB_6S = note(
    KB, 2, "Only the KBX-23H. A full 6S pack is at 25.2 V, above the 24 V maximum of the KBX-23."
)
KB_PI = note(
    KB,
    2,
    "Use the KBX-23H. The Pi 4 wants 5.1 V at up to 3 A. From 12 V to 5 V the KBX-23 is good for "
    "2.5 A continuous, the KBX-23H for 3.0 A. A running car can reach 14.4 V; both boards are fine "
    "with that.",
)
KB_TJ = note(KB, 1, "Converter junction temperature 150 150 " + DEG)

# ---------------------------------------------------------------- ZPS-04 / ZPS-04L
ZP_VCC_Q = "Supply voltage VCC 4.5 5.0 5.5 3.0 3.3 5.5 V"
ZP_VCC = f(
    ZP,
    1,
    ZP_VCC_Q,
    it(ZP, "supply_voltage", "V", lo=4.5, typ=5.0, hi=5.5, condition="VCC, ZPS-04 (5 V) column"),
)
ZP_VCC_L = f(
    "ZPS-04L",
    1,
    ZP_VCC_Q,
    it(
        "ZPS-04L",
        "supply_voltage",
        "V",
        lo=3.0,
        typ=3.3,
        hi=5.5,
        condition="VCC, ZPS-04L (3V3) column",
    ),
)
ZP_RANGE = f(
    ZP,
    1,
    "flat wall " + GE + " 0.5 m" + SQ + " 2 400 2 450 Ranging distance cm",
    it(
        ZP,
        "measurement_range",
        "cm",
        hi=400,
        quantity="distance",
        condition="maximum ranging distance, flat wall >= 0.5 m2, ZPS-04 column",
    ),
)
ZP_I_L33 = f(
    "ZPS-04L",
    1,
    "Operating current VCC = 5.0 V 15 20 8 12 mA (while ranging) VCC = 3.3 V "
    + MDASH
    + " "
    + MDASH
    + " 5 8",
    it(
        "ZPS-04L",
        "supply_current",
        "mA",
        typ=5,
        hi=8,
        condition="operating current while ranging, VCC = 3.3 V, ZPS-04L column",
    ),
)
ZP_VIH_Q = "Trig input high VCC = 5.0 V 2.4 3.5 V level VCC = 3.3 V " + MDASH + " 2.3"
ZP_VIH_L5 = f(
    "ZPS-04L",
    1,
    ZP_VIH_Q,
    it("ZPS-04L", "input_high_voltage", "V", lo=3.5, condition="Trig, VCC = 5.0 V, ZPS-04L column"),
)
ZP_VIH_L33 = f(
    "ZPS-04L",
    1,
    ZP_VIH_Q,
    it("ZPS-04L", "input_high_voltage", "V", lo=2.3, condition="Trig, VCC = 3.3 V, ZPS-04L column"),
)
ZP_VOH_Q = "Echo output high VCC = 5.0 V 4.5 4.6 V level VCC = 3.3 V " + MDASH + " 2.9"
ZP_VOH = f(
    ZP,
    1,
    ZP_VOH_Q,
    it(ZP, "output_high_voltage", "V", lo=4.5, condition="Echo, VCC = 5.0 V, ZPS-04 column"),
)
ZP_VOH_L33 = f(
    "ZPS-04L",
    1,
    ZP_VOH_Q,
    it(
        "ZPS-04L", "output_high_voltage", "V", lo=2.9, condition="Echo, VCC = 3.3 V, ZPS-04L column"
    ),
)
ZP_DIV = note(
    ZP,
    2,
    "ZPS-04: the Echo pin rises to 5 V. On a 3.3 V board (ESP32, Pico, Raspberry Pi) put a 1 k"
    + OHM
    + " / 2 k"
    + OHM
    + " divider in the Echo line.",
)
ZP_L33 = note(
    ZP, 2, "ZPS-04L on 3.3 V: wire VCC to 3V3 and both signal lines directly to the GPIOs."
)
ZP_SOFT = note(
    ZP,
    2,
    "Fabric, foam and fur soak up the sound and the range gets shorter. We have no figures for them.",
)

# ---------------------------------------------------------------- TKM-12S / TKM-12L
TK_VCC = f(
    TK,
    1,
    "Supply voltage VCC 3.3 5.5 V",
    it(TK, "supply_voltage", "V", lo=3.3, hi=5.5, condition="VCC, both probes"),
)
TK_AOUT = f(
    TK,
    1,
    "Output swing AOUT, in water " + ARROW + " in air 1.0 2.9 V",
    it(TK, "analog_output_voltage", "V", lo=1.0, hi=2.9, condition="AOUT, in water to in air"),
)
TK_AOUT_NOTE = note(
    TK,
    2,
    "AOUT stays at or below 2.9 V whatever the supply, so it can go straight to a 3.3 V ADC "
    "(ESP32, RP2040, STM32).",
)
TK_WATER_L = f(
    "TKM-12L",
    1,
    "VCC = 3.3 V 1.18 1.02 Output in water V VCC = 5.0 V 1.20 1.05",
    it(
        "TKM-12L",
        "analog_output_voltage",
        "V",
        typ=1.02,
        condition="output in water, VCC = 3.3 V, TKM-12L column",
    ),
)
TK_SETTLE = f(
    TK,
    1,
    "Settling time after power-on 300 ms",
    it(TK, "warm_up_time", "ms", hi=300, condition="settling time after power-on"),
)
TK_IP = f(
    "TKM-12L",
    1,
    "Head protection electronics above the line none IP67",
    it("TKM-12L", "ip_rating", values=["IP67"], condition="potted head, TKM-12L column"),
)
TK_IDD5 = f(
    TK,
    1,
    "VCC = 3.3 V 4.5 6.0 Supply current mA VCC = 5.0 V 5.2 7.5",
    it(TK, "supply_current", "mA", typ=5.2, hi=7.5, condition="VCC = 5.0 V"),
)
TK_VWC = note(
    TK,
    2,
    "We publish no accuracy in % volumetric water content, because no single figure is true in "
    "every soil.",
)
TK_BURY = note(TK, 2, "The TKM-12L head is potted and can be buried or left in the rain.")

# ---------------------------------------------------------------- GQD6312 / GQD6312A
GQ_VDD = f(
    GQ,
    1,
    "Supply voltage VDD 2.7 5.5 2.7 5.5 V",
    it(GQ, "supply_voltage", "V", lo=2.7, hi=5.5, condition="VDD, both grades"),
)
GQ_PD = f(
    GQ,
    1,
    "Power-down IDDP VDD = 3.3 V 0.06 2.0 0.06 2.0 " + MU + "A current",
    it(
        GQ,
        "standby_current",
        MU + "A",
        typ=0.06,
        hi=2.0,
        condition="power-down current, VDD = 3.3 V",
    ),
)
GQ_ADDR_10 = f(
    "GQD6312-10T",
    2,
    "GQD6312-10T GQD6312 10 0x64 0x65 3000",
    it(
        "GQD6312-10T",
        "i2c_address",
        values=["0x64", "0x65"],
        condition="ordering code -10T: 0x64 with A0 = VSS, 0x65 with A0 = VDD",
    ),
)
GQ_ADDR_0001 = f(
    GQ,
    2,
    "GQD6312-00T GQD6312 00 0x60 0x61 3000 GQD6312-01T GQD6312 01 0x62 0x63 3000",
    it(
        GQ,
        "i2c_address",
        values=["0x60", "0x61", "0x62", "0x63"],
        condition="-00T: 0x60 / 0x61, -01T: 0x62 / 0x63 (A0 = VSS / VDD)",
    ),
)
GQ_TEMP_A = f(
    "GQD6312A",
    1,
    "Operating TA -40 +125 -40 +85 " + DEG + " temperature",
    it("GQD6312A", "operating_temperature", DEG, lo=-40, hi=85, condition="GQD6312A column"),
)
GQ_IDD33 = f(
    GQ,
    1,
    "VDD = 5.5 V, no load 210 400 210 400 Supply current IDD " + MU + "A VDD = 3.3 V, no load 170 "
    "300 170 300",
    it(GQ, "supply_current", MU + "A", typ=170, hi=300, condition="VDD = 3.3 V, no load"),
)
GQ_FSCL = f(
    GQ,
    2,
    "standard mode 0 100 SCL clock frequency fSCL fast mode 0 400 kHz high-speed mode 0 3400",
    it(GQ, "i2c_clock_frequency", "kHz", lo=0, hi=400, condition="fast mode"),
)
GQ_5V = note(
    GQ, 2, "SDA and SCL are clamped to VDD: with VDD = 3.3 V they must not be pulled up to 5 V."
)
GQ_PINABS = note(GQ, 1, "Voltage on SDA, SCL, A0, VOUT -0.3 to VDD + 0.3 V")
GQ_LOAD = note(
    GQ,
    1,
    "DC characteristics (VDD = 2.7 to 5.5 V, RL = 5 k" + OHM + ", CL = 100 pF, over the grade's "
    "temperature range unless noted)",
)

# ---------------------------------------------------------------- MVQ-501 / MVQ-501M
MV_VCC_Q = "Tensi\u00f3n de alimentaci\u00f3n VCC 4.5 20 2.7 12 V Supply voltage"
MV_VCC = f(
    MV, 1, MV_VCC_Q, it(MV, "supply_voltage", "V", lo=4.5, hi=20, condition="MVQ-501 column")
)
MV_VCC_M = f(
    "MVQ-501M",
    1,
    MV_VCC_Q,
    it("MVQ-501M", "supply_voltage", "V", lo=2.7, hi=12, condition="MVQ-501M column"),
)
MV_IQ = f(
    MV,
    1,
    "Corriente en reposo sin movimiento 50 65 12 20 " + MU + "A Quiescent current no motion",
    it(MV, "quiescent_current", MU + "A", typ=50, hi=65, condition="no motion, MVQ-501 column"),
)
MV_WARM = f(
    MV,
    1,
    "Tiempo de inicializaci\u00f3n tras conectar 60 30 s Initialisation time after power-on",
    it(MV, "warm_up_time", "s", typ=60, condition="initialisation after power-on, MVQ-501 column"),
)
MV_VOH_Q = (
    "Tensi\u00f3n de salida, nivel alto VCC " + GE + " 4.5 V 3.1 3.3 3.4 3.0 3.3 3.4 V "
    "Output high voltage VCC = 2.7 V " + MDASH + " " + MDASH + " " + MDASH + " 2.4 2.6 " + MDASH
)
MV_VOH = f(
    MV,
    1,
    MV_VOH_Q,
    it(
        MV,
        "output_high_voltage",
        "V",
        lo=3.1,
        typ=3.3,
        hi=3.4,
        condition="OUT, VCC >= 4.5 V, MVQ-501 column",
    ),
)
MV_VOH_M27 = f(
    "MVQ-501M",
    1,
    MV_VOH_Q,
    it(
        "MVQ-501M",
        "output_high_voltage",
        "V",
        lo=2.4,
        typ=2.6,
        condition="OUT, VCC = 2.7 V, MVQ-501M column",
    ),
)
MV_RANGE = f(
    MV,
    1,
    "Alcance de detecci\u00f3n pot. Sx, persona / person 3 7 4 5 m Detection range",
    it(
        MV,
        "measurement_range",
        "m",
        hi=7,
        quantity="distance",
        condition="maximum detection range, person, pot Sx at maximum, MVQ-501 column",
    ),
)
MV_3V3 = note(MV, 2, "The MVQ-501 will not start on 3.3 V: it needs 4.5 V or more.")
MV_12V = note(
    MV,
    2,
    "The output high level is 3.3 V even when the module runs from 12 V. It can drive a 3.3 V or "
    "5 V microcontroller input directly.",
)

# ---------------------------------------------------------------- MZR-2A-05 / MZR-2A-12
MZ_LOADV = f(
    MZ,
    1,
    "Rated load voltage 100 240 V AC",
    it(MZ, "contact_voltage", "V", lo=100, hi=240, condition="rated load voltage, AC"),
)
MZ_I_Q = (
    "Ta = 25 "
    + DEG
    + " 0.1 2.0 Load current * Ta = 40 "
    + DEG
    + " 0.1 1.5 A Ta = 60 "
    + DEG
    + " 0.1 0.8"
)
MZ_I40 = f(
    MZ,
    1,
    MZ_I_Q,
    it(
        MZ,
        "contact_current",
        "A",
        hi=1.5,
        condition="load current, Ta = 40 degC, resistive load, no heatsink",
    ),
)
MZ_I25 = f(
    MZ,
    1,
    MZ_I_Q,
    it(
        MZ,
        "contact_current",
        "A",
        lo=0.1,
        hi=2.0,
        condition="load current, Ta = 25 degC, resistive load, no heatsink",
    ),
)
MZ_VIN12 = f(
    "MZR-2A-12",
    1,
    "Rated input voltage 5 12 V DC",
    it("MZR-2A-12", "coil_voltage", "V", value=12, condition="rated input voltage, DC, MZR-2A-12"),
)
MZ_VIN05 = f(
    "MZR-2A-05",
    1,
    "Rated input voltage 5 12 V DC",
    it("MZR-2A-05", "coil_voltage", "V", value=5, condition="rated input voltage, DC, MZR-2A-05"),
)
MZ_INRUSH = f(
    MZ,
    1,
    "Inrush current 60 Hz, one cycle, non-repetitive 30 A",
    it(MZ, "peak_output_current", "A", hi=30, condition="inrush, 60 Hz, one cycle, non-repetitive"),
)
MZ_OPER05 = f(
    "MZR-2A-05",
    1,
    "Turn-on voltage output guaranteed on 4.0 9.6 V DC",
    it(
        "MZR-2A-05",
        "input_high_voltage",
        "V",
        hi=4.0,
        condition="turn-on voltage (output guaranteed on), MZR-2A-05 column",
    ),
)
MZ_IIN05 = f(
    "MZR-2A-05",
    1,
    "Input current at rated voltage 7.0 10 8.5 12 mA",
    it(
        "MZR-2A-05",
        "supply_current",
        "mA",
        typ=7.0,
        hi=10,
        condition="input (control) current at rated voltage, MZR-2A-05 column",
    ),
)
MZ_3V3 = note(
    MZ,
    2,
    "6.5 The MZR-2A-05 input needs 4.0 V to turn on. A 3.3 V logic pin is not enough: drive it "
    "through a transistor from 5 V.",
)
MZ_AC = note(
    MZ,
    2,
    "6.1 Switches alternating current only. With a DC load the output triac stays on once it has been triggered.",
)
MZ_RESIST = note(
    MZ,
    2,
    "6.3 Ratings are for resistive loads. For lamps, motors, solenoids and transformers ask us "
    "before use.",
)
MZ_HZ = note(MZ, 1, "Load voltage range 50 / 60 Hz 75 264 V AC")

# ---------------------------------------------------------------- QNM-60 / QNM-60T / QNM-60-BB
QN_BAUD = f(
    QN,
    2,
    "The UART comes up at 9600 baud, 8 data bits, no parity, 1 stop bit, and outputs NMEA at 1 Hz.",
    it(QN, "baud_rate", "bps", value=9600, condition="default UART rate at start-up"),
)
QN_RATE_T = f(
    "QNM-60T",
    1,
    "Navigation update rate max. 5 10 Hz",
    it("QNM-60T", "data_rate", "Hz", hi=10, condition="navigation update rate, QNM-60T column"),
)
QN_CUR = f(
    QN,
    1,
    "Acquisition 47 52 mA Tracking (continuous mode) 37 41 mA",
    it(QN, "supply_current", "mA", typ=47, condition="acquisition, VCC = 3.0 V, QNM-60 column"),
    it(QN, "supply_current", "mA", typ=37, condition="tracking, VCC = 3.0 V, QNM-60 column"),
)
QN_BB_VIN = f(
    "QNM-60-BB",
    2,
    "Board input voltage VIN pin 3.6 5.0 5.5 V",
    it(
        "QNM-60-BB",
        "supply_voltage",
        "V",
        lo=3.6,
        typ=5.0,
        hi=5.5,
        condition="breakout board QNM-60-BB, VIN pin",
    ),
)
QN_RXD = f(
    QN,
    1,
    "Input high level VIH RXD 2.0 3.6 V",
    it(QN, "input_high_voltage", "V", lo=2.0, hi=3.6, condition="RXD"),
)
QN_RXDABS = f(
    QN,
    1,
    "Voltage on RXD -0.5 3.6 V",
    it(QN, "abs_max_input_voltage", "V", lo=-0.5, hi=3.6, condition="RXD, absolute maximum"),
)
QN_5V = note(
    QN,
    2,
    "RXD must never see 5 V: on a 5 V host put a 1 k" + OHM + " / 2 k" + OHM + " divider in the "
    "host TX line.",
)
QN_BB_RX = note(QN, 2, "The UART pins have no level shifter: RX goes straight to the module's RXD.")

# ---------------------------------------------------------------- NPX7110 / NPX7110E
NP_PD_E = f(
    "NPX7110E",
    1,
    "NPX7110E -40 " + ELL + " +125 " + DEG + " 5 " + MU + "A at +125 " + DEG + " SOP-16 7110E",
    it("NPX7110E", "standby_current", MU + "A", hi=5, condition="power-down, max. at +125 degC"),
)
NP_RANGE128 = f(
    NP,
    1,
    "channel A, gain 128 "
    + PM
    + "20 Full-scale differential VIN channel A, gain 64 "
    + PM
    + "40 mV "
    "input range channel B, gain 32 " + PM + "80",
    it(
        NP,
        "analog_input_range",
        "mV",
        lo=-20,
        hi=20,
        condition="full-scale differential input, channel A, gain 128, AVDD = 5.0 V",
    ),
)
NP_DVDD = f(
    NP,
    1,
    "Digital supply DVDD 2.6 5.5 V",
    it(NP, "io_supply_voltage", "V", lo=2.6, hi=5.5, condition="DVDD"),
)
NP_VSUP = f(
    NP,
    1,
    "Regulator input VSUP 2.7 5.5 V",
    it(NP, "supply_voltage", "V", lo=2.7, hi=5.5, condition="VSUP, regulator input"),
)
NP_RATE = f(
    NP,
    1,
    "internal oscillator, RATE = 0 10 Output data rate fDATA SPS internal oscillator, RATE = 1 80",
    it(NP, "data_rate", "SPS", typ=10, condition="internal oscillator, RATE = 0"),
    it(NP, "data_rate", "SPS", typ=80, condition="internal oscillator, RATE = 1"),
)
NP_HEAD = note(NP, 2, "VSUP must be at least 100 mV above the AVDD you set.")
NP_AVDD = note(
    NP,
    2,
    "AVDD = VBG x (R1 + R2) / R2; with R1 = 20 k" + OHM + " and R2 = 8.2 k" + OHM + " this gives "
    "4.30 V.",
)
NP_EXC = f(
    NP,
    2,
    "With a PNP of current gain 100 or more the excitation current can be up to 40 mA: one 350 "
    + OHM
    + " load cell draws 12 mA at 4.3 V, two in parallel 25 mA.",
    it(
        NP,
        "output_current",
        "mA",
        hi=40,
        condition="load-cell excitation current through the external PNP (gain >= 100)",
    ),
)
NP_3V3 = note(
    NP,
    2,
    "A 3.3 V microcontroller connects directly when DVDD is taken from its 3.3 V rail, while VSUP "
    "and AVDD can stay at 5 V.",
)
