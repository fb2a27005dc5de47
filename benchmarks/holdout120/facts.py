"""Reference facts of the hundred-and-twentieth hold-out set, shared by factual and
compatibility questions. Every number was read off the generated PDFs
(``pdftotext -layout``) and each quote is on the cited page."""

from __future__ import annotations

from qkit import BL, DA, DD, FL, LD, NT, SD, US, Fact, Item, ev, it

DEG = "\u00b0C"
MU = "\u00b5"
PM = "\u00b1"
OHM = "\u03a9"
GE = "\u2265"
ELL = "\u2026"


def f(device: str, page: int, quote: str, *items: Item) -> Fact:
    return list(items), [ev(device, page, quote)]


def note(device: str, page: int, quote: str) -> Fact:
    """A statement without numbers needed as items: evidence only."""
    return [], [ev(device, page, quote)]


# ---------------------------------------------------------------- OKV-US72
US_VCC = f(
    US,
    1,
    "Working voltage 3.0 V to 5.5 V DC",
    it(US, "supply_voltage", "V", lo=3.0, hi=5.5, condition="working voltage, both versions"),
)
US_RANGE = f(
    US,
    1,
    "Measuring range (flat wall) 2 cm to 450 cm 3 cm to 600 cm",
    it(
        US,
        "measurement_range",
        "cm",
        lo=2,
        hi=450,
        quantity="distance",
        condition="OKV-US72 (trigger / echo), flat wall",
    ),
)
US_SLEEP = f(
    US,
    1,
    "Sleep current (OKV-US72S, SLEEP command) 18 " + MU + "A",
    it("OKV-US72S", "standby_current", "uA", value=18, condition="after the SLEEP command"),
)
US_RANGE33 = f(
    US,
    2,
    "the range drops to about 350 cm",
    it(
        US,
        "measurement_range",
        "cm",
        hi=350,
        quantity="distance",
        condition="OKV-US72 powered from 3.3 V, about",
    ),
)
US_ECHO5 = f(
    US,
    1,
    GE + " 4.8 V at VCC = 5.0 V",
    it(US, "output_high_voltage", "V", lo=4.8, condition="ECHO high level at VCC = 5.0 V"),
)
US_DIVIDER = note(US, 2, "If you power it from 5 V, ECHO is a 5 V signal")
US_HUMID = note(US, 2, "We do not give a humidity rating for this module.")
US_CYCLE = note(US, 2, "Wait at least 60 ms before the next trigger")

# ---------------------------------------------------------------- SMR7612
DA_VDD = f(
    DA,
    1,
    "Input voltage VDD 2.7 5.5 V",
    it(DA, "supply_voltage", "V", lo=2.7, hi=5.5, condition="VDD"),
)
DA_SHDN = f(
    DA,
    1,
    "Software shutdown current ISHDN 3.3 6 " + MU + "A all channels shut down (SHDN bit)",
    it(DA, "standby_current", "uA", typ=3.3, hi=6, condition="software shutdown, all channels"),
)
DA_IDD2 = f(
    DA,
    1,
    "Input current, SMR7612 IDD 350 700 " + MU + "A both channels active",
    it(DA, "supply_current", "uA", typ=350, hi=700, condition="SMR7612, both channels active"),
)
DA_SCK33 = f(
    DA,
    2,
    "10 MHz VDD = 2.7 V to 4.5 V",
    it(DA, "spi_clock_frequency", "MHz", hi=10, condition="VDD = 2.7 V to 4.5 V"),
)
DA_SETTLE = f(
    DA,
    2,
    "Settling time tSETTLING 4.5 " + MU + "s 1/4 to 3/4 scale, " + PM + "0.5 LSb",
    it(DA, "response_time", "us", typ=4.5, condition="settling, 1/4 to 3/4 scale, +/-0.5 LSb"),
)
DA_NOREF = note(DA, 1, "no internal reference: VREFA and VREFB accept any voltage from 0.04")
DA_INL = note(DA, 1, "Integral nonlinearity INL " + PM + "3.5 " + PM + "12 LSb")

# ---------------------------------------------------------------- EYR6150
LD_VIN = f(
    LD,
    1,
    "Input voltage VIN 2.5 6.0 2.5 6.0 V",
    it(LD, "supply_voltage", "V", lo=2.5, hi=6.0, condition="VIN, recommended, both packages"),
)
LD_IQ = f(
    LD,
    2,
    "Quiescent current IQ IOUT = 0 mA, EN = VIN 55 80 " + MU + "A",
    it(LD, "quiescent_current", "uA", typ=55, hi=80, condition="IOUT = 0 mA, EN = VIN"),
)
LD_DO500 = f(
    LD,
    2,
    "(VOUT " + GE + " 2.8 V) IOUT = 500 mA 300 450",
    it(LD, "dropout_voltage", "mV", typ=300, hi=450, condition="IOUT = 500 mA, VOUT >= 2.8 V"),
)
LD_DO300 = f(
    LD,
    2,
    "Dropout voltage VDO IOUT = 300 mA 180 270 mV",
    it(LD, "dropout_voltage", "mV", typ=180, hi=270, condition="IOUT = 300 mA, VOUT >= 2.8 V"),
)
LD_IOUT23 = f(
    LD,
    1,
    "Output current IOUT 0 300 0 500 mA",
    it(LD, "output_current", "mA", hi=300, condition="SOT-23-5, recommended"),
)
LD_IOUT89 = f(
    LD,
    1,
    "Output current IOUT 0 300 0 500 mA",
    it(LD, "output_current", "mA", hi=500, condition="SOT-89-5, recommended"),
)
LD_V33 = f(
    LD,
    1,
    "EYR6150-33M5 3.3 V SOT-23-5 L33A",
    it("EYR6150-33", "output_voltage", "V", value=3.3, condition="fixed 3.3 V version"),
)
LD_V33P = f(
    LD,
    1,
    "EYR6150-33P5 3.3 V SOT-89-5 6150-33",
    it("EYR6150-33", "output_voltage", "V", value=3.3, condition="fixed 3.3 V version"),
)
LD_PSRR = note(LD, 2, "Power supply rejection PSRR f = 1 kHz, IOUT = 50 mA 70 dB")
LD_THERMAL = note(LD, 2, "Above about 150 mA at a 5 V input use the SOT-89-5 package.")

# ---------------------------------------------------------------- QRS-SD47
SD_VMOT = f(
    SD,
    1,
    "Motor supply VMOT 8 V to 35 V 8 V to 35 V",
    it(SD, "load_supply_voltage", "V", lo=8, hi=35, condition="VMOT, both versions"),
)
SD_VMOTABS = f(
    SD,
    1,
    "VMOT absolute maximum 40 V 40 V",
    it(SD, "abs_max_supply_voltage", "V", hi=40, condition="VMOT absolute maximum"),
)
SD_VDD = f(
    SD,
    1,
    "Logic supply VDD 3.0 V to 5.5 V 3.0 V to 5.5 V",
    it(SD, "logic_supply_voltage", "V", lo=3.0, hi=5.5, condition="VDD, both versions"),
)
SD_INOHS = f(
    SD,
    1,
    "Current per phase, no heat 1.2 A 1.6 A still air, 25 " + DEG,
    it(SD, "output_current", "A", hi=1.2, condition="QRS-SD47, per phase RMS, no heat sink"),
)
SD_IHSH = f(
    SD,
    1,
    "Current per phase, heat sink 1.6 A 2.2 A fan blowing on the board",
    it(
        "QRS-SD47H",
        "output_current",
        "A",
        hi=2.2,
        condition="QRS-SD47H, per phase RMS, heat sink + fan",
    ),
)
SD_RDS = f(
    SD,
    1,
    "MOSFET on-resistance 0.32 " + OHM + " 0.24 " + OHM + " typ. at 25 " + DEG,
    it(SD, "on_resistance", "Ohm", typ=0.32, condition="QRS-SD47, high + low side, 25 C"),
)
SD_VIH = f(
    SD,
    1,
    "Logic input high (STEP, DIR, " + GE + " 2.2 V " + GE + " 2.2 V 3.3 V and 5 V logic",
    it(SD, "input_high_voltage", "V", lo=2.2, condition="STEP, DIR, EN, MSx, SLP, RST"),
)
SD_TSD = note(SD, 1, "and if the chip reaches 165 " + DEG + " (thermal shutdown)")
SD_VREF = note(SD, 2, "a motor rated 1.0 A per phase (RMS) needs a peak of 1.4 A")

# ---------------------------------------------------------------- MRM-B54
BL_VDD = f(
    BL,
    1,
    "Supply voltage VDD 1.8 3.0 3.6 V",
    it(BL, "supply_voltage", "V", lo=1.8, typ=3.0, hi=3.6, condition="VDD, recommended"),
)
BL_ABS = f(
    BL,
    1,
    "Supply voltage VDD -0.3 +3.9 V",
    it(BL, "abs_max_supply_voltage", "V", hi=3.9, condition="VDD absolute maximum"),
)
BL_TXP = f(
    BL,
    1,
    "TX output power programmable, 4 dB steps -20 +8 dBm",
    it(BL, "tx_power", "dBm", hi=8, condition="maximum of the programmable -20 ... +8 dBm"),
)
BL_RX1M = f(
    BL,
    1,
    "RX sensitivity 1 Mbps, BER 0.1 % -97 dBm",
    it(BL, "rx_sensitivity", "dBm", typ=-97, condition="1 Mbps, BER 0.1 %"),
)
BL_BAUD = f(
    BL,
    2,
    "Factory default: 115200 baud, 8 data bits, no parity, 1 stop bit",
    it(BL, "baud_rate", "baud", value=115200, condition="factory default, 8N1"),
)
BL_ITX8 = f(
    BL,
    2,
    "TX, +8 dBm 14.2 mA radio on, CPU waiting",
    it(BL, "supply_current", "mA", typ=14.2, condition="TX at +8 dBm, VDD = 3.0 V"),
)
BL_NO5V = note(BL, 2, "The I/O pins are not 5 V tolerant.")
BL_LEONLY = note(BL, 1, "The module supports Bluetooth LE only; Bluetooth Classic (BR/EDR)")

# ---------------------------------------------------------------- LPE-NT10
NT_RANGE = f(
    NT,
    1,
    "Measuring range -20 "
    + ELL
    + " +100 "
    + DEG
    + " -20 "
    + ELL
    + " +100 "
    + DEG
    + " AO clamps outside",
    it(
        NT,
        "measurement_range",
        DEG,
        lo=-20,
        hi=100,
        quantity="temperature",
        condition="both versions",
    ),
)
NT_VCC5 = f(
    NT,
    1,
    "Supply voltage (VCC) 4.75 - 5.25 V 3.0 - 3.6 V regulated supply",
    it("LPE-NT10-5", "supply_voltage", "V", lo=4.75, hi=5.25, condition="LPE-NT10-5"),
)
NT_AO5 = f(
    NT,
    1,
    "Analog output AO 0.30 - 4.50 V 0.30 - 2.70 V over the range",
    it("LPE-NT10-5", "analog_output_voltage", "V", lo=0.30, hi=4.50, condition="LPE-NT10-5"),
)
NT_AO3 = f(
    NT,
    1,
    "Analog output AO 0.30 - 4.50 V 0.30 - 2.70 V over the range",
    it("LPE-NT10-3", "analog_output_voltage", "V", lo=0.30, hi=2.70, condition="LPE-NT10-3"),
)
NT_ACC = f(
    NT,
    1,
    "Accuracy (board + probe) "
    + PM
    + "1.0 "
    + DEG
    + " "
    + PM
    + "1.0 "
    + DEG
    + " 0 "
    + ELL
    + " +70 "
    + DEG,
    it(
        NT,
        "accuracy",
        DEG,
        lo=-1.0,
        hi=1.0,
        quantity="temperature",
        condition="board + probe, 0 ... +70 C, both versions",
    ),
)
NT_SLOPE3 = f(
    NT,
    1,
    "Output slope 35 mV/" + DEG + " 20 mV/" + DEG + " see formula below",
    it(
        "LPE-NT10-3",
        "sensitivity",
        "mV/" + DEG,
        value=20,
        quantity="temperature",
        condition="LPE-NT10-3 output slope",
    ),
)
NT_TAU = note(NT, 1, "Time constant (63 %) 10 s in stirred water")

# ---------------------------------------------------------------- HDS6733
DD_ADDR = f(
    DD,
    2,
    "0x58 with A2 = A1 = A0 = 0, up to 0x5F with all three pins high",
    it(
        DD,
        "i2c_address",
        values=["0x58", "0x59", "0x5A", "0x5B", "0x5C", "0x5D", "0x5E", "0x5F"],
        condition="1011 A2 A1 A0",
    ),
)
DD_FSCL = f(
    DD,
    2,
    "SCL clock frequency fSCL 400 kHz",
    it(DD, "i2c_clock_frequency", "kHz", hi=400, condition="fSCL"),
)
DD_STB = f(
    DD,
    2,
    "Standby current ISTB oscillator off, VDD = 5 V 5 10 " + MU + "A",
    it(DD, "standby_current", "uA", typ=5, hi=10, condition="oscillator off, VDD = 5 V"),
)
DD_VDD = f(
    DD,
    1,
    "Supply voltage VDD 4.5 5.0 5.5 2.7 3.3 5.5 V",
    it(DD, "supply_voltage", "V", lo=4.5, typ=5.0, hi=5.5, condition="HDS6733"),
)
DD_VDDL = f(
    DD,
    1,
    "Supply voltage VDD 4.5 5.0 5.5 2.7 3.3 5.5 V",
    it("HDS6733L", "supply_voltage", "V", lo=2.7, typ=3.3, hi=5.5, condition="HDS6733L"),
)
DD_VIH5 = f(
    DD,
    2,
    "Input high voltage VDD = 5.0 V 3.5",
    it(DD, "input_high_voltage", "V", lo=3.5, condition="SCL, SDA, A0-A2 at VDD = 5.0 V"),
)
DD_VIH33 = f(
    DD,
    2,
    "VDD = 3.3 V (HDS6733L) 2.31",
    it("HDS6733L", "input_high_voltage", "V", lo=2.31, condition="HDS6733L at VDD = 3.3 V"),
)
DD_ISEG33 = f(
    DD,
    2,
    "VDD = 3.3 V, VSEG = 1.8 V 9 12 15",
    it(
        "HDS6733L",
        "output_current",
        "mA",
        lo=9,
        typ=12,
        hi=15,
        condition="segment source current, VDD = 3.3 V, VSEG = 1.8 V",
    ),
)
DD_PD = note(DD, 1, "Power dissipation (SOP-28) PD 1200 mW")
DD_OSC = note(DD, 2, "Oscillator frequency fOSC 400 kHz")

# ---------------------------------------------------------------- CXF-201
FL_RANGEA = f(
    FL,
    1,
    'CXF-201A G1/2" 1 - 30 L/min F = 7.5 x Q 450 1.75 MPa',
    it(
        "CXF-201A",
        "measurement_range",
        "L/min",
        lo=1,
        hi=30,
        quantity="flow_rate",
        condition="CXF-201A",
    ),
)
FL_RANGEB = f(
    FL,
    1,
    'CXF-201B G3/4" 2 - 60 L/min F = 4.8 x Q 288 1.2 MPa',
    it(
        "CXF-201B",
        "measurement_range",
        "L/min",
        lo=2,
        hi=60,
        quantity="flow_rate",
        condition="CXF-201B",
    ),
)
FL_VCC = f(
    FL,
    1,
    "3.2 Working voltage range DC 4.5 V - 18 V",
    it(FL, "supply_voltage", "V", lo=4.5, hi=18, condition="working voltage range"),
)
FL_ICC = f(
    FL,
    1,
    "3.3 Working current max. 15 mA at DC 5 V",
    it(FL, "supply_current", "mA", hi=15, condition="at DC 5 V"),
)
FL_RH = f(
    FL,
    1,
    "4.2 Operating humidity 25 % - 95 % RH (no condensation)",
    it(FL, "operating_humidity", "%RH", lo=25, hi=95, condition="no condensation"),
)
FL_VOH5 = f(
    FL,
    1,
    "min. 4.5 V (VCC = 5 V)",
    it(FL, "output_high_voltage", "V", lo=4.5, condition="at VCC = 5 V"),
)
FL_VOH12 = f(
    FL,
    1,
    "min. 11.5 V (VCC = 12 V)",
    it(FL, "output_high_voltage", "V", lo=11.5, condition="at VCC = 12 V"),
)
FL_LIQ = note(FL, 1, "4.1 Liquid temperature max. 80 \u00b0C")
FL_MAT = note(FL, 2, "Housing PA66 + 30 % glass fibre, black")
