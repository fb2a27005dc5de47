"""Reference facts of the ninety-ninth hold-out set, shared by factual and
compatibility questions. Every number was read off the generated PDFs
(``pdftotext -layout``) and each quote is on the cited page."""

from __future__ import annotations

from qkit import AQ, BD, MR, NS, QM, RM, TS, WA, Fact, Item, ev, it

DEG = "\u00b0C"
MU = "\u00b5"
PM = "\u00b1"
LE = "\u2264"
GE = "\u2265"
OHM = "\u03a9"


def f(device: str, page: int, quote: str, *items: Item) -> Fact:
    return list(items), [ev(device, page, quote)]


def note(device: str, page: int, quote: str) -> Fact:
    """A statement without numbers: evidence only."""
    return [], [ev(device, page, quote)]


# ---------------------------------------------------------------- MRO-2R24
MR_RANGE = f(
    MR,
    1,
    "Control voltage range 0.8...1.25 \u00d7 US (19.2...30V DC)",
    it(MR, "supply_voltage", "V", lo=19.2, hi=30, condition="control input, 24 V DC rated"),
)
MR_ON = f(
    MR,
    1,
    "Switching threshold, signal 1 (ON) " + GE + " 16.8V DC",
    it(MR, "input_high_voltage", "V", lo=16.8, condition="signal 1 (ON) threshold"),
)
MR_12V = note(
    MR,
    2,
    "Do not drive the inputs from 12V DC control circuits: 12V does not reach the signal 1 "
    "threshold of 16.8V and the relay will not pick up reliably.",
)
MR_PNP = note(MR, 2, "PLC sourcing (PNP) 24V DC outputs connect directly to A1 / A2 with A3 on 0V.")
MR_CONT = f(
    MR,
    1,
    "Limiting continuous current (per contact) 6 A 6 A",
    it(MR, "contact_current", "A", hi=6, condition="limiting continuous current per contact"),
)
MR_CV = f(
    MR,
    1,
    "Maximum switching voltage 250V AC / 250V DC",
    it(MR, "contact_voltage", "V", hi=250, condition="AC"),
)
MR_DC48 = f(
    MR,
    2,
    "Maximum current 6 A 6 A 1.2 A 0.35 A 0.25 A",
    it(MR, "contact_current", "A", hi=1.2, condition="48 V DC, resistive"),
)
MR_DER60 = f(
    MR,
    2,
    "Both channels energized 6 A 5 A 3.5 A",
    it(MR, "contact_current", "A", hi=3.5, condition="60 °C, both channels energized"),
)
MR_GOLD = f(
    MR,
    1,
    "Recommended maximum load for the gold layer - 30V / 50 mA",
    it("MRO-2R24-G", "contact_current", "mA", hi=50, condition="gold layer, recommended max"),
)
MR_MINLOAD = f(
    MR,
    1,
    "Minimum switching load 12V / 10 mA 5V / 1 mA",
    it("MRO-2R24-G", "contact_current", "mA", lo=1, condition="minimum switching load at 5 V"),
)
MR_LIFE = note(MR, 1, "Electrical life, 6 A 250V AC resistive approx. 60 000 cycles")
MR_MECH = note(MR, 1, "Mechanical life 10 x 10^6 cycles")
MR_TOP = f(
    MR,
    1,
    "Ambient temperature, operating -25...+60 " + DEG + " (see Derating)",
    it(MR, "operating_temperature", DEG, lo=-25, hi=60),
)

# ---------------------------------------------------------------- BDR3306
BD_VIN = f(
    BD,
    1,
    "VIN input voltage 2.7 - 5.5 V",
    it(BD, "supply_voltage", "V", lo=2.7, hi=5.5, condition="recommended"),
)
BD_VOUT = f(
    BD,
    2,
    "VOUT output voltage V_IN = 3.8 V to 5.5 V; I_OUT = 0 mA to 600 mA 3.234 3.300 3.366 V",
    it(BD, "output_voltage", "V", lo=3.234, typ=3.3, hi=3.366, condition="VIN 3.8-5.5 V"),
)
BD_IOUT = f(
    BD,
    1,
    "IOUT output current 0 - 600 mA",
    it(BD, "output_current", "mA", hi=600),
)
BD_IQB = f(
    BD,
    2,
    "BDR3306B; switching, I_OUT = 0 mA - 4.2 6.0 mA",
    it("BDR3306B", "quiescent_current", "mA", typ=4.2, hi=6.0, condition="forced PWM, no load"),
)
BD_ISD = f(
    BD,
    2,
    "ISD shutdown current EN = 0 V - 0.1 1.0 " + MU + "A",
    it(BD, "standby_current", "uA", typ=0.1, hi=1.0, condition="EN = 0 V"),
)
BD_RDS36 = f(
    BD,
    2,
    "V_IN = 3.6 V; I_SW = 200 mA - 0.35 0.50 " + OHM,
    it(BD, "on_resistance", "Ohm", typ=0.35, hi=0.50, condition="high-side, VIN = 3.6 V"),
)
BD_LIION = note(
    BD,
    2,
    "Input from one Li-ion cell: between 4.2 V and about 3.6 V the output stays in regulation. "
    "Below that the BDR3306 enters 100 % duty cycle",
)
BD_DO = f(
    BD,
    2,
    "Vdo dropout voltage I_OUT = 600 mA; 100 % duty - 210 330 mV",
    it(BD, "dropout_voltage", "mV", typ=210, hi=330, condition="600 mA"),
)

# ---------------------------------------------------------------- QM6416
QM_VCC = f(
    QM,
    1,
    "Supply voltage VCC 1.65 5.5 V",
    it(QM, "supply_voltage", "V", lo=1.65, hi=5.5),
)
QM_ABS = f(
    QM,
    1,
    "Supply voltage VCC -0.5 ~ 6.0 V",
    it(QM, "abs_max_supply_voltage", "V", hi=6.0),
)
QM_ADDR = f(
    QM,
    1,
    "from 0x20 with A2, A1 and A0 tied to GND up to 0x27 with all three tied to VCC",
    it(QM, "i2c_address", values=[f"0x{a:02X}" for a in range(0x20, 0x28)]),
)
QM_IOL = f(
    QM,
    1,
    "Low-level output current, per pin IOL 25 mA",
    it(QM, "output_current", "mA", hi=25, condition="sink per pin, recommended"),
)
QM_PORT = f(
    QM,
    1,
    "Low-level output current, per port IOL(port) 100 mA P0 or P1",
    it(QM, "output_current", "mA", hi=100, condition="sink per 8-bit port"),
)
QM_F400 = (
    [it(QM, "i2c_clock_frequency", "kHz", hi=400, condition="VCC below 2.3 V: fast mode")],
    [
        ev(QM, 2, "SCL clock frequency, max. fSCL 100 kHz 400 kHz 1000 kHz"),
        ev(QM, 2, "Supply voltage for this mode VCC 1.65 ~ 5.5 V 1.65 ~ 5.5 V 2.3 ~ 5.5 V"),
    ],
)
QM_VOL3 = f(
    QM,
    2,
    "IOL = 25 mA 3.0 V 0.3 0.6 V",
    it(QM, "output_low_voltage", "V", typ=0.3, hi=0.6, condition="VCC 3.0 V, IOL 25 mA"),
)
QM_VIH5 = f(
    QM,
    1,
    "High-level input voltage, P-port VIH 0.7 x VCC 5.5 V",
    it(QM, "input_high_voltage", "V", hi=5.5, condition="P-port, any VCC"),
)
QM_TOL = note(QM, 1, "5.5 V tolerant I/O ports and SCL/SDA")
QM_ESD = note(QM, 1, "ESD: HBM 2000 V")
QM_TOP = f(
    QM,
    1,
    "Operating ambient temperature TA -40 85 " + DEG,
    it(QM, "operating_temperature", DEG, lo=-40, hi=85),
)

# ---------------------------------------------------------------- RMW-CSM2
RM_VCC = f(
    RM,
    1,
    "Ngaohiko whāngai / 3.3 ~ 5.5 V DC Supply voltage (VCC)",
    it(RM, "supply_voltage", "V", lo=3.3, hi=5.5),
)
RM_AOUT = f(
    RM,
    1,
    "Awhe putanga / 0 ~ 3.0 V DC Output voltage range",
    it(RM, "analog_output_voltage", "V", lo=0, hi=3.0),
)
RM_I5 = f(
    RM,
    1,
    "Iahiko whāngai / 4.8 6.2 mA Supply current",
    it(RM, "supply_current", "mA", typ=6.2, condition="VCC = 5.0 V"),
)
RM_DRY5 = f(
    RM,
    1,
    "Putanga i te hau maroke / 2.2 2.9 V Output in dry air",
    it(RM, "analog_output_voltage", "V", typ=2.9, condition="dry air, VCC = 5.0 V"),
)
RM_3V3 = note(RM, 2, "Yes. AOUT never exceeds 3.0 V, so it is safe for 3.3 V ADC inputs.")
RM_LIFE = note(RM, 2, "We have no lifetime figure")

# ---------------------------------------------------------------- AQM-OL091
AQ_VCC = f(
    AQ,
    1,
    "Module supply voltage VCC 3.3 - 5.0 V VCC pin",
    it(AQ, "supply_voltage", "V", lo=3.3, hi=5.0),
)
AQ_ADDR = f(
    AQ,
    2,
    "Default 7-bit address 0x3C. Move the 0 ohm resistor from R3 to R4 on the back to change "
    "it to 0x3D",
    it(AQ, "i2c_address", values=["0x3C", "0x3D"]),
)
AQ_IB = f(
    AQ,
    1,
    "All pixels on, max. 24 19 mA",
    it("AQM-OL091-B", "supply_current", "mA", hi=19, condition="all pixels on, VCC 5 V"),
)
AQ_PU = note(
    AQ,
    2,
    "SCL and SDA carry 4.7 kOhm pull-ups to the on-board 3.3 V regulator output, not to VCC.",
)
AQ_TOP = f(
    AQ,
    1,
    "Operating temperature -30 ~ +70 " + DEG,
    it(AQ, "operating_temperature", DEG, lo=-30, hi=70),
)

# ---------------------------------------------------------------- WA12-25P
WA_VOP = f(
    WA,
    1,
    "Operating voltage 7.0 ~ 13.2 7.0 ~ 13.2 V DC",
    it(WA, "supply_voltage", "V", lo=7.0, hi=13.2),
)
WA_IH = f(
    WA,
    1,
    "Rated current (100 % PWM) 0.10 0.21 A",
    it("WA12-25P-H", "supply_current", "A", typ=0.21, condition="100 % PWM, 12 V"),
)
WA_VIL = f(
    WA,
    1,
    "Input low level - - 0.8 V",
    it(WA, "input_low_voltage", "V", hi=0.8, condition="PWM input"),
)
WA_VIH = f(
    WA,
    1,
    "Input high level 2.0 - 5.25 V",
    it(WA, "input_high_voltage", "V", lo=2.0, hi=5.25, condition="PWM input"),
)
WA_3V3 = note(
    WA,
    1,
    "Drive pin 4 from an open-drain or open-collector output, or from a push-pull output of "
    "3.3 V or 5 V logic.",
)
WA_ABS = f(
    WA,
    2,
    "Do not apply more than 13.8 V to pin 2 even briefly",
    it(WA, "abs_max_supply_voltage", "V", hi=13.8),
)
WA_NOISE = note(WA, 1, "Noise level (1 m) 18.0 31.5 dB(A)")
WA_FLOW = note(WA, 1, "Max. air flow 48.6 78.2 CFM")

# ---------------------------------------------------------------- NS-PIR20
NS_VCC = f(
    NS,
    1,
    "4.5 ~ 20 4.5 ~ 20 V DC Supply voltage",
    it(NS, "supply_voltage", "V", lo=4.5, hi=20),
)
NS_IQ = f(
    NS,
    1,
    "45 (typ), 60 (max) 45 (typ), 60 (max) " + MU + "A Quiescent current",
    it(NS, "supply_current", "uA", typ=45, hi=60, condition="quiescent"),
)
NS_IOUT = f(
    NS,
    1,
    "50 mA Max. output sink current",
    it(NS, "output_current", "mA", hi=50, condition="open-collector sink"),
)
NS_RANGE_M = f(
    NS,
    1,
    "3 ~ 7 (adj.) max 3 m Detection range",
    it("NS-PIR20M", "measurement_range", "m", hi=3, quantity="distance", condition="mini lens"),
)
NS_MCU = note(
    NS,
    2,
    "With a microcontroller: connect a 10 kOhm pull-up from OUT to the logic supply of the "
    "microcontroller (3.3 V or 5 V)",
)

# ---------------------------------------------------------------- TSA2190
TS_VS = f(
    TS,
    1,
    "VS Supply voltage 2.7 to 5.5 V",
    it(TS, "supply_voltage", "V", lo=2.7, hi=5.5),
)
TS_VCM = f(
    TS,
    1,
    "VCM Common-mode input voltage -0.2 to 26 V",
    it(TS, "analog_input_range", "V", lo=-0.2, hi=26, condition="common-mode, operating"),
)
TS_VCMABS = f(
    TS,
    1,
    "VCM Common-mode voltage, IN+ and IN- to GND -0.3 to 28 V",
    it(TS, "abs_max_input_voltage", "V", hi=28, condition="IN+, IN- to GND"),
)
TS_HINT = note(
    TS,
    2,
    "so a 3.3 V microcontroller can measure a 24 V rail directly",
)
TS_PKG_A4 = f(
    TS,
    1,
    "TSA2190A4ICT 200 V/V SC70-6 K24 105 kHz",
    it("TSA2190A4", "package", values=["SC70-6"]),
)
TS_IQT = f(
    TS,
    2,
    "Tamb = -40 to 125 " + DEG + " 300 " + MU + "A",
    it(TS, "quiescent_current", "uA", hi=300, condition="-40 to 125 °C"),
)
