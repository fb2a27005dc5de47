"""Reference facts of the hundred-and-fifty-fourth hold-out set, shared by factual and
compatibility questions. Every number was read off the generated PDFs
(``pdftotext -layout``) and each quote is on the cited page."""

from __future__ import annotations

from qkit import AB, BQ, CH, GB, HW, LH, QC, ZM, Fact, Item, ev, it

DEG = "\u00b0C"
MU = "\u00b5"
PM = "\u00b1"
OHM = "\u03a9"
LE = "\u2264"
GE = "\u2265"
SQ = "\u00b2"


def f(device: str, page: int, quote: str, *items: Item) -> Fact:
    return list(items), [ev(device, page, quote)]


def note(device: str, page: int, quote: str) -> Fact:
    """A statement without numbers needed as items: evidence only."""
    return [], [ev(device, page, quote)]


# ---------------------------------------------------------------- LHO-0961 (-3 / -5)
LH3, LH5 = "LHO-0961-3", "LHO-0961-5"
LH_VCC_Q = "Supply voltage VCC 3.0 3.3 3.6 4.5 5.0 5.5 V"
LH_VCC3 = f(
    LH3,
    1,
    LH_VCC_Q,
    it(LH3, "supply_voltage", "V", lo=3.0, typ=3.3, hi=3.6, condition="VCC, LHO-0961-3 column"),
)
LH_VCC5 = f(
    LH5,
    1,
    LH_VCC_Q,
    it(LH5, "supply_voltage", "V", lo=4.5, typ=5.0, hi=5.5, condition="VCC, LHO-0961-5 column"),
)
LH_VIH_Q = "Logic input high header pins 2.4 3.6 2.0 5.5 V (SDA, SCL)"
LH_VIH3 = f(
    LH3,
    1,
    LH_VIH_Q,
    it(
        LH3, "input_high_voltage", "V", lo=2.4, hi=3.6, condition="SDA, SCL header pins, LHO-0961-3"
    ),
)
LH_VIH5 = f(
    LH5,
    1,
    LH_VIH_Q,
    it(
        LH5, "input_high_voltage", "V", lo=2.0, hi=5.5, condition="SDA, SCL header pins, LHO-0961-5"
    ),
)
LH_FSCL = f(
    LH,
    1,
    "I" + SQ + "C clock (SCL) 400 400 kHz",
    it(LH, "i2c_clock_frequency", "kHz", hi=400, condition="SCL, both boards"),
)
LH_ICC3_ALL = f(
    LH3,
    1,
    "all pixels on 21 27 24 31 Supply current half of the pixels on 12 16 14 19 mA",
    it(LH3, "supply_current", "mA", typ=21, hi=27, condition="all pixels on, LHO-0961-3 column"),
)
LH_SLEEP5 = f(
    LH5,
    1,
    "Sleep current command 0xAE, VCC on 8 " + MU + "A 15 " + MU + "A 1.9 mA 3.0 mA see cell "
    "(display OFF)",
    it(LH5, "standby_current", "mA", typ=1.9, hi=3.0, condition="display OFF (0xAE), LHO-0961-5"),
)
LH_ADDR = f(
    LH,
    2,
    "The 7-bit I" + SQ + "C address is 0x3C as shipped. Move the 0 " + OHM + " resistor on the "
    "back from the ADDR-L pads to the ADDR-H pads for 0x3D.",
    it(
        LH,
        "i2c_address",
        values=["0x3C", "0x3D"],
        condition="0x3C as shipped, 0x3D with the resistor moved",
    ),
)
LH_WAIT = f(
    LH,
    2,
    "After power-up wait at least 100 ms before sending the init sequence.",
    it(LH, "warm_up_time", "ms", lo=100, condition="after power-up, before the init sequence"),
)
LH_3NOTE = note(
    LH3,
    2,
    "LHO-0961-3: every header pin goes straight to the driver chip. Keep VCC, SDA and SCL at 3.6 V "
    "or below.",
)
LH_5NOTE = note(
    LH5,
    2,
    "LHO-0961-5: the regulator needs 4.5 V or more on VCC to hold 3.3 V for the panel.",
)
LH_ABS3 = f(
    LH3,
    1,
    "VCC to GND -0.3 " + "\u2026" + " 4.0 -0.3 " + "\u2026" + " 6.0 V",
    it(
        LH3,
        "abs_max_supply_voltage",
        "V",
        lo=-0.3,
        hi=4.0,
        condition="VCC, LHO-0961-3, absolute maximum",
    ),
)

# ---------------------------------------------------------------- QCD-19 (K2 / K5)
QK2, QK5 = "QCD-19K2", "QCD-19K5"
QC_RANGE_Q = "Measuring range 0 ~ 2000 0 ~ 5000 ppm"
QC_RANGE5 = f(
    QK5,
    1,
    QC_RANGE_Q,
    it(
        QK5,
        "measurement_range",
        "ppm",
        lo=0,
        hi=5000,
        quantity="gas_concentration",
        condition="CO2, QCD-19K5",
    ),
)
QC_VIN = f(
    QC,
    1,
    "Working voltage pin Vin 4.5 5.0 5.5 4.5 5.0 5.5 V",
    it(QC, "supply_voltage", "V", lo=4.5, typ=5.0, hi=5.5, condition="Vin, both versions"),
)
QC_BAUD = f(
    QC,
    1,
    "UART: the module answers on TXD at 9600 bps, 8 data bits, 1 stop bit, no parity. The rate "
    "is fixed and cannot be changed by command.",
    it(QC, "baud_rate", "bps", value=9600, condition="UART, fixed"),
)
QC_PREHEAT = f(
    QC,
    1,
    "Preheat time after power-on 3 3 min",
    it(QC, "warm_up_time", "min", hi=3, condition="preheat after power-on"),
)
QC_PEAK_Q = "Peak supply lamp pulse, Vin = 5.0 V 125 150 mA current"
QC_PEAK5 = f(
    QK5,
    1,
    QC_PEAK_Q,
    it(QK5, "supply_current", "mA", hi=150, condition="peak, lamp pulse, Vin = 5.0 V, QCD-19K5"),
)
QC_PEAK2 = f(
    QK2,
    1,
    QC_PEAK_Q,
    it(QK2, "supply_current", "mA", hi=125, condition="peak, lamp pulse, Vin = 5.0 V, QCD-19K2"),
)
QC_VO = f(
    QC,
    1,
    "Analog output Vo 0 ppm to full range 0.4 2.0 0.4 2.0 V",
    it(QC, "analog_output_voltage", "V", lo=0.4, hi=2.0, condition="0 ppm to full range"),
)
QC_RXD = f(
    QC,
    1,
    "RXD input high 2.3 5.5 2.3 5.5 V",
    it(QC, "input_high_voltage", "V", lo=2.3, hi=5.5, condition="RXD"),
)
QC_TXD = f(
    QC,
    1,
    "TXD / PWM output IOH = -1 mA 2.8 3.3 2.8 3.3 V high level",
    it(QC, "output_high_voltage", "V", lo=2.8, typ=3.3, condition="TXD / PWM, IOH = -1 mA"),
)
QC_33 = note(
    QC,
    2,
    "Do not run the module from 3.3 V. The lamp driver needs the full working voltage; below 4.5 V "
    "the readings drift and then freeze.",
)
QC_ABC = note(
    QC,
    2,
    "Switch ABC off (command 0x79) in places that never see fresh air, such as a greenhouse with "
    "CO2 enrichment or a sealed box, and calibrate by hand instead.",
)

# ---------------------------------------------------------------- ZMP9616 / ZMP9616A
ZMA = "ZMP9616A"
ZM_VDD_Q = "Supply voltage VDD 2.3 5.5 3.0 5.5 V"
ZM_VDD = f(
    ZM,
    1,
    ZM_VDD_Q,
    it(ZM, "supply_voltage", "V", lo=2.3, hi=5.5, condition="VDD, ZMP9616 grade"),
)
ZM_VDD_A = f(
    ZMA,
    1,
    ZM_VDD_Q,
    it(ZMA, "supply_voltage", "V", lo=3.0, hi=5.5, condition="VDD, ZMP9616A grade"),
)
ZM_STBY = f(
    ZM,
    1,
    "Standby current no clock, VDD = 5.5 V 2.2 15.5 3.0 45 " + MU + "A (SLEEP = 1)",
    it(
        ZM,
        "standby_current",
        MU + "A",
        typ=2.2,
        hi=15.5,
        condition="SLEEP = 1, no clock, VDD = 5.5 V, ZMP9616 grade",
    ),
)
ZM_SINK30 = f(
    ZM,
    1,
    "VDD = 2.3 V 12 Sink current VDD = 3.0 V 18 15 mA (VOL = 0.5 V) VDD = 4.5 V 25 22",
    it(
        ZM,
        "output_current",
        "mA",
        lo=18,
        condition="LED output sink, VOL = 0.5 V, VDD = 3.0 V, ZMP9616 grade",
    ),
)
ZM_IDD_A5 = f(
    ZMA,
    1,
    "Supply current VDD = 3.3 V, fSCL = 1 MHz 4.0 7.0 4.5 9.0 mA (operating) VDD = 5.0 V, fSCL = "
    "1 MHz 6.0 10.0 6.5 13.0",
    it(
        ZMA,
        "supply_current",
        "mA",
        typ=6.5,
        hi=13.0,
        condition="operating, VDD = 5.0 V, fSCL = 1 MHz, ZMP9616A grade",
    ),
)
ZM_ADDR45 = f(
    ZM,
    2,
    "000101 0x45 A0 and A2 to VDD",
    it(ZM, "i2c_address", values=["0x45"], condition="A0 and A2 to VDD, A1, A3-A5 to VSS"),
)
ZM_ADDR40 = f(
    ZM,
    2,
    "000000 0x40 all address pins to VSS",
    it(ZM, "i2c_address", values=["0x40"], condition="all address pins to VSS"),
)
ZM_ALLCALL = note(ZM, 2, "0x70 LED All Call, active after reset; avoid as a slave address")
ZM_FSCL = f(
    ZM,
    2,
    "SCL clock frequency Fast-mode Plus 0 1000 kHz",
    it(ZM, "i2c_clock_frequency", "kHz", lo=0, hi=1000, condition="fSCL, both grades"),
)
ZM_IOUT = f(
    ZM,
    1,
    "Output current per LEDn sink 25 mA",
    it(ZM, "output_current", "mA", hi=25, condition="per LED output, sink, limiting value"),
)
ZM_LED12 = note(
    ZM,
    2,
    "in open-drain mode (OUTDRV = 0) an output may be pulled up to no more than 5.5 V. For 12 V "
    "LED strings add an external MOSFET per channel.",
)

# ---------------------------------------------------------------- CHX3140 (E / L)
CHE, CHL = "CHX3140E", "CHX3140L"
CH_VCC = f(
    CH,
    1,
    "Supply voltage VCC operating 4.5 24 V",
    it(CH, "supply_voltage", "V", lo=4.5, hi=24, condition="VCC, operating"),
)
CH_ABS = f(
    CH,
    1,
    "Supply voltage VCC 28 V Reverse-battery voltage VRCC -30 V",
    it(
        CH,
        "abs_max_supply_voltage",
        "V",
        lo=-30,
        hi=28,
        condition="VCC 28 V, reverse battery -30 V, absolute maximum",
    ),
)
CH_VSAT = f(
    CH,
    1,
    "Output saturation VOUT(SAT) IOUT = 20 mA, B > BOP 175 400 mV voltage",
    it(CH, "output_low_voltage", "mV", typ=175, hi=400, condition="VOUT(SAT), IOUT = 20 mA"),
)
CH_TOP_L = f(
    CHL,
    1,
    "CHX3140L: -40 \u2026 +150 " + DEG,
    it(CHL, "operating_temperature", DEG, lo=-40, hi=150, condition="L grade"),
)
CH_ICC_ON = f(
    CH,
    1,
    "output OFF, B < BRP 4.4 8.0 Supply current ICC mA output ON, B > BOP 5.3 9.0",
    it(CH, "supply_current", "mA", typ=5.3, hi=9.0, condition="output ON, B > BOP"),
)
CH_TPO = f(
    CH,
    1,
    "Power-on time tPO VCC " + GE + " 4.5 V to valid output 35 " + MU + "s",
    it(CH, "warm_up_time", MU + "s", hi=35, condition="power-on time to valid output"),
)
CH_PKG = f(
    CH,
    1,
    "TO-92S (suffix UA) and SOT-23W (suffix LH)",
    it(CH, "package", values=["TO-92S", "SOT-23W"], condition="suffix UA / LH"),
)
CH_IOUT = f(
    CH,
    1,
    "Continuous output current IOUT sink 25 mA",
    it(CH, "output_current", "mA", hi=25, condition="continuous, sink"),
)
CH_PULLUP = note(
    CH,
    2,
    "The pull-up may go to any voltage up to 24 V, independent of VCC; for 3.3 V logic use 10 k"
    + OHM
    + " to 3.3 V.",
)
CH_DIST = note(
    CH,
    2,
    "With a 10 x 3 mm N35 disc magnet the output typically switches at about 8 mm (not tested in "
    "production).",
)

# ---------------------------------------------------------------- GBR3232 / GBR3232F
GBF = "GBR3232F"
GB_VCC = f(
    GB,
    1,
    "Parameter Conditions Min Typ Max Unit Supply voltage VCC 3.0 5.5 V",
    it(GB, "supply_voltage", "V", lo=3.0, hi=5.5, condition="VCC, recommended operating"),
)
GB_ICC5 = f(
    GB,
    2,
    "Supply current, VCC = 3.3 V 0.3 1.0 0.5 1.5 mA no load VCC = 5.0 V 0.4 1.2 0.7 2.0",
    it(GB, "supply_current", "mA", typ=0.4, hi=1.2, condition="no load, VCC = 5.0 V, GBR3232"),
)
GB_RATE_F = f(
    GBF,
    2,
    "RL = 3 k" + OHM + ", CL = 1000 pF 250 500 Maximum data rate kbit/s RL = 3 k" + OHM + ", CL = "
    "250 pF 250 1000",
    it(GBF, "baud_rate", "kbit/s", lo=500, condition="RL = 3 kOhm, CL = 1000 pF, GBR3232F"),
)
GB_VTH_H33 = f(
    GB,
    2,
    "Input threshold VCC = 3.3 V 1.5 2.4 1.5 2.4 V high VCC = 5.0 V 1.8 2.4 1.8 2.4",
    it(
        GB,
        "input_high_voltage",
        "V",
        typ=1.5,
        hi=2.4,
        condition="receiver input threshold high, VCC = 3.3 V",
    ),
)
GB_TEMP_E = f(
    "GBR3232ESE",
    2,
    "GBR3232ESE GBR3232 SO-16 -40 " + DEG + " to +85 " + DEG + " tube, 50",
    it(
        "GBR3232ESE",
        "operating_temperature",
        DEG,
        lo=-40,
        hi=85,
        condition="ordering code GBR3232ESE (E grade)",
    ),
)
GB_ROUT = note(
    GB,
    2,
    "Receiver outputs swing from GND to VCC. With VCC = 5.0 V they drive 5 V into the logic side; "
    "a controller that only takes 3.3 V must run the transceiver from its own 3.3 V rail.",
)
GB_NOSHDN = note(
    GB,
    2,
    "The GBR3232 and GBR3232F have no shutdown or enable pin. The charge pump runs whenever VCC "
    "is present.",
)
GB_ESD = note(
    GB,
    2,
    "human body model "
    + PM
    + "15 "
    + PM
    + "15 RS-232 pins kV IEC 61000-4-2, contact "
    + PM
    + "8 "
    + PM
    + "8",
)

# ---------------------------------------------------------------- HWF-201 / HWF-201L
HWL = "HWF-201L"
HW_RANGE_L = f(
    HWL,
    1,
    "Flow range horizontal mounting 1 ~ 30 2 ~ 60 L/min",
    it(HWL, "measurement_range", "L/min", lo=2, hi=60, quantity="flow_rate", condition="HWF-201L"),
)
HW_VCC = f(
    HW,
    1,
    "Working voltage range DC 5 ~ 18 5 ~ 24 V",
    it(HW, "supply_voltage", "V", lo=5, hi=18, condition="DC, HWF-201 column"),
)
HW_ICC = f(
    HW,
    1,
    "Max. working current DC 5 V " + LE + " 15 " + LE + " 15 mA",
    it(HW, "supply_current", "mA", hi=15, condition="max. working current at DC 5 V"),
)
HW_VOH = f(
    HW,
    1,
    "Output pulse high level DC 5 V supply > 4.7 > 4.7 V",
    it(HW, "output_high_voltage", "V", lo=4.7, condition="DC 5 V supply"),
)
HW_PULLUP = note(
    HW,
    2,
    "The yellow wire is the Hall sensor output with a 10 k" + OHM + " pull-up to VCC inside the "
    "sensor. The pulse high level therefore follows the supply voltage.",
)

# ---------------------------------------------------------------- BQL2291 / BQL2291N
BQN = "BQL2291N"
BQ_VIN = f(
    BQ,
    1,
    "Input voltage VIN 1.0 5.5 V ON pin voltage VON 0 5.5 V",
    it(BQ, "supply_voltage", "V", lo=1.0, hi=5.5, condition="VIN, recommended operating"),
)
BQ_IMAX = f(
    BQ,
    1,
    "Maximum continuous switch current IMAX 2 A",
    it(BQ, "output_current", "A", hi=2, condition="IMAX, continuous"),
)
BQ_VIH = f(
    BQ,
    1,
    "ON high-level input voltage VIH 1.0 5.5 V",
    it(BQ, "input_high_voltage", "V", lo=1.0, hi=5.5, condition="ON pin"),
)
BQ_RON33_Q = (
    "On-resistance RON, 25 " + DEG + " 57 68 IOUT = -200 mA m" + OHM + " VIN = 3.3 V "
    "-40 " + DEG + " to 105 " + DEG + " 95"
)
BQ_RON33_25 = f(
    BQ,
    2,
    BQ_RON33_Q,
    it(
        BQ,
        "on_resistance",
        "m" + OHM,
        typ=57,
        hi=68,
        condition="VIN = 3.3 V, IOUT = -200 mA, TA = 25 degC",
    ),
)
BQ_RON33_FULL = f(
    BQ,
    2,
    BQ_RON33_Q,
    it(BQ, "on_resistance", "m" + OHM, hi=95, condition="VIN = 3.3 V, TA = -40 ... 105 degC"),
)
BQ_RON18_FULL = f(
    BQ,
    2,
    "On-resistance RON, 25 "
    + DEG
    + " 72 86 IOUT = -200 mA m"
    + OHM
    + " VIN = 1.8 V -40 "
    + DEG
    + " to 105 "
    + DEG
    + " 120",
    it(BQ, "on_resistance", "m" + OHM, hi=120, condition="VIN = 1.8 V, TA = -40 ... 105 degC"),
)
BQ_RON5_FULL = f(
    BQ,
    2,
    "On-resistance RON, 25 "
    + DEG
    + " 52 61 IOUT = -200 mA m"
    + OHM
    + " VIN = 5.0 V -40 "
    + DEG
    + " to 105 "
    + DEG
    + " 85",
    it(BQ, "on_resistance", "m" + OHM, hi=85, condition="VIN = 5.0 V, TA = -40 ... 105 degC"),
)
BQ_IQ33 = f(
    BQ,
    2,
    "Quiescent current IOUT = 0 A; VIN = 3.3 V -40 "
    + DEG
    + " to 105 "
    + DEG
    + " 6.5 11 "
    + MU
    + "A",
    it(BQ, "quiescent_current", MU + "A", typ=6.5, hi=11, condition="VIN = 3.3 V, IOUT = 0 A"),
)
BQ_TA = f(
    BQ,
    1,
    "Operating free-air temperature TA -40 105 " + DEG,
    it(BQ, "operating_temperature", DEG, lo=-40, hi=105, condition="free-air"),
)
BQ_NOQOD = note(
    BQN,
    2,
    "The BQL2291N has no quick-output-discharge path: when ON goes low, VOUT floats and falls at a "
    "rate set by the load and the output capacitance.",
)
BQ_NOTSD = note(BQ, 2, "The device has no thermal shutdown and no current limit.")

# ---------------------------------------------------------------- ABL-4CH / ABL-4CH-F
ABF = "ABL-4CH-F"
AB_HV = f(
    AB,
    1,
    "High-voltage side HV " + GE + " LV 3.0 5.0 5.5 3.0 5.0 5.5 V supply HV",
    it(AB, "io_supply_voltage", "V", lo=3.0, typ=5.0, hi=5.5, condition="HV side, HV >= LV"),
)
AB_LV = f(
    AB,
    1,
    "Low-voltage side 1.8 3.3 3.6 1.8 3.3 3.6 V supply LV",
    it(AB, "io_supply_voltage", "V", lo=1.8, typ=3.3, hi=3.6, condition="LV side"),
)
AB_I2C_Q = (
    "Max. I" + SQ + "C clock, bus capacitance 50 pF 400 1000 kHz open-drain bus "
    "capacitance 200 pF 100 400"
)
AB_I2C_F200 = f(
    ABF,
    1,
    AB_I2C_Q,
    it(ABF, "i2c_clock_frequency", "kHz", hi=400, condition="bus capacitance 200 pF, ABL-4CH-F"),
)
AB_I2C_200 = f(
    AB,
    1,
    AB_I2C_Q,
    it(AB, "i2c_clock_frequency", "kHz", hi=100, condition="bus capacitance 200 pF, ABL-4CH"),
)
AB_VTH = f(
    AB,
    1,
    "Gate threshold VGS(th) VDS = VGS, ID = 1 mA 0.8 1.3 1.5 V",
    it(
        AB,
        "gate_threshold_voltage",
        "V",
        lo=0.8,
        typ=1.3,
        hi=1.5,
        condition="BSS138, VDS = VGS, ID = 1 mA",
    ),
)
AB_ABS_HV = f(
    AB,
    1,
    "HV and HV1-HV4 to GND -0.3 6.0 V",
    it(
        AB,
        "abs_max_supply_voltage",
        "V",
        lo=-0.3,
        hi=6.0,
        condition="HV and HV1-HV4, absolute maximum",
    ),
)
AB_12V = note(
    AB,
    2,
    "No. HV is limited to 5.5 V by the parts on the board, even though the MOSFET itself is rated "
    "50 V.",
)
AB_1W = note(AB, 2, "Yes, at standard speed. 1-Wire is open-drain like I" + SQ + "C.")
