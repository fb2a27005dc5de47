"""Reference facts of the hundred-and-twelfth hold-out set, shared by factual and
compatibility questions. Every number was read off the generated PDFs
(``pdftotext -layout``) and each quote is on the cited page."""

from __future__ import annotations

from qkit import EC, HK, KR, MD, NX, PX, RH, SL, Fact, Item, ev, it

DEG = "\u00b0C"
MU = "\u00b5"
PM = "\u00b1"
DC = "\u2103"
OHM = "\u03a9"


def f(device: str, page: int, quote: str, *items: Item) -> Fact:
    return list(items), [ev(device, page, quote)]


def note(device: str, page: int, quote: str) -> Fact:
    """A statement without numbers: evidence only."""
    return [], [ev(device, page, quote)]


# ---------------------------------------------------------------- PXE2317
PX_VDD = f(
    PX,
    1,
    "Supply voltage VDD 1.8 5.5 V",
    it(PX, "supply_voltage", "V", lo=1.8, hi=5.5, condition="VDD, recommended operating"),
)
PX_ADDR: Fact = (
    [
        it(
            PX,
            "i2c_address",
            values=["0x20", "0x21", "0x22", "0x23", "0x24", "0x25", "0x26", "0x27"],
            condition="0100 A2 A1 A0",
        )
    ],
    [
        ev(PX, 1, "The 7-bit slave address is 0100 A2 A1 A0 (binary): 0x20 with A2, A1"),
        ev(PX, 1, "and A0 all tied to VSS, up to 0x27 with all three tied to VDD"),
    ],
)
PX_SCL_27 = f(
    PX,
    1,
    "VDD = 2.7 V to 5.5 V 0 400 kHz",
    it(PX, "i2c_clock_frequency", "kHz", hi=400, condition="VDD = 2.7 V to 5.5 V"),
)
PX_TOT = f(
    PX,
    1,
    "Maximum current into VDD pin 125 mA",
    it(
        PX,
        "output_current",
        "mA",
        hi=125,
        condition="package total sourced: maximum current into VDD pin (absolute maximum)",
    ),
)
PX_PIN = f(
    PX,
    1,
    "High-current I/O: 25 mA sink or source per pin",
    it(PX, "output_current", "mA", hi=25, condition="per I/O pin, sink or source"),
)
PX_IDDS_E = f(
    PX,
    2,
    "TA = +125 " + DEG + " (E only) 3 " + MU + "A",
    it(PX, "standby_current", "uA", hi=3, condition="PXE2317-E at TA = +125 °C"),
)

# ---------------------------------------------------------------- KR2112
KR_VIN = f(
    KR,
    1,
    "Input voltage VIN 2.5 ~ 6.0 V",
    it(KR, "supply_voltage", "V", lo=2.5, hi=6.0, condition="VIN, recommended operating"),
)
KR_ABS = f(
    KR,
    1,
    "Input voltage VIN 6.5 V",
    it(KR, "abs_max_supply_voltage", "V", hi=6.5, condition="VIN, absolute maximum"),
)
KR_IOUT = f(
    KR,
    1,
    "Output current IOUT 0 ~ 600 mA",
    it(KR, "output_current", "mA", hi=600, condition="recommended operating"),
)
KR_PD = note(KR, 1, "Power dissipation SOT-23-5 PD 400 mW")
KR_IQ = f(
    KR,
    2,
    "Quiescent current IQ IOUT = 0mA, VEN = VIN 55 80 " + MU + "A",
    it(KR, "quiescent_current", "uA", typ=55, hi=80, condition="IOUT = 0 mA"),
)
KR_DO_33 = f(
    KR,
    2,
    "IOUT = 600mA \u2014 (1) 330 290 250 mV Dropout voltage (max.) IOUT = 600mA \u2014 (1) "
    "500 440 400 mV",
    it(KR, "dropout_voltage", "mV", typ=250, hi=400, condition="KR2112-33, IOUT = 600 mA"),
)
KR_DO_18 = f(
    KR,
    2,
    "Dropout voltage (typ.) IOUT = 300mA \u2014 (1) 160 140 125 mV",
    it(KR, "dropout_voltage", "mV", typ=160, condition="KR2112-18, IOUT = 300 mA"),
)
KR_DO_12 = note(KR, 2, "(1) KR2112-12: dropout is not specified")

# ---------------------------------------------------------------- RHS-31
RH_VDD = f(
    RH,
    1,
    "Voltedh provians / VDD 2.15 3.3 5.5 V Supply voltage",
    it(RH, "supply_voltage", "V", lo=2.15, typ=3.3, hi=5.5, condition="VDD"),
)
RH_ADDR = f(
    RH,
    1,
    "With the ADDR pin tied to VSS the sensor answers at 0x44; with ADDR tied to VDD it "
    "answers at 0x45",
    it(RH, "i2c_address", values=["0x44", "0x45"], condition="ADDR to VSS / VDD"),
)
RH_SCL = f(
    RH,
    1,
    "Frekwens klock I2C / fSCL 0 1000 kHz I2C clock frequency",
    it(RH, "i2c_clock_frequency", "kHz", hi=1000),
)
RH_TOP = f(
    RH,
    1,
    "Tempredh oberi / T -40 125 " + DEG + " Operating temperature",
    it(RH, "operating_temperature", DEG, lo=-40, hi=125),
)
RH_T_ACC = f(
    RH,
    1,
    "Kewerder / Accuracy 0 ... 65 " + DEG + " " + PM + "0.2 " + DEG,
    it(RH, "accuracy", DEG, lo=-0.2, hi=0.2, quantity="temperature", condition="0 ... 65 °C, typ."),
)
RH_T_HIGH = f(
    RH,
    2,
    "Ughel / High 12.5 15 1.7 ms / " + MU + "A",
    it(
        RH, "response_time", "ms", typ=12.5, hi=15, condition="measurement time, high repeatability"
    ),
)
RH_AVG_LOW = f(
    RH,
    2,
    "Isel / Low 2.5 4 0.5 ms / " + MU + "A",
    it(
        RH,
        "supply_current",
        "uA",
        typ=0.5,
        condition="average, one measurement per second, low repeatability",
    ),
)

# ---------------------------------------------------------------- MDX8833
MD_VM = f(
    MD,
    2,
    "Motor power supply voltage VM 2.7 10.8 V",
    it(MD, "load_supply_voltage", "V", lo=2.7, hi=10.8, condition="VM, operating range"),
)
MD_ABS = f(
    MD,
    1,
    "Motor power supply voltage VM -0.3 to 11.8 V",
    it(MD, "abs_max_supply_voltage", "V", hi=11.8, condition="VM, absolute maximum"),
)
MD_I_PWR = f(
    MD,
    2,
    "Output current (RMS) IOUT MDX8833PWR, Ta = 25 " + DC + " 1.5 A per H-bridge",
    it("MDX8833PWR", "output_current", "A", hi=1.5, condition="RMS per H-bridge, Ta = 25 °C"),
)
MD_I_FTG = f(
    MD,
    2,
    "MDX8833FTG, Ta = 25 " + DC + " 1.2 A",
    it("MDX8833FTG", "output_current", "A", hi=1.2, condition="RMS per H-bridge, Ta = 25 °C"),
)
MD_SLEEP = f(
    MD,
    2,
    "Sleep current IVMQ nSLEEP = 0 V 1.6 2.5 " + MU + "A",
    it(MD, "standby_current", "uA", typ=1.6, hi=2.5, condition="nSLEEP = 0 V, VM = 5 V"),
)
MD_PAR = f(
    MD,
    2,
    "drive one motor with up to 3 A RMS (MDX8833PWR)",
    it("MDX8833PWR", "output_current", "A", hi=3, condition="both bridges in parallel, RMS"),
)
MD_3V3 = note(MD, 2, "The logic inputs accept 3.3 V and 5 V logic whatever the VM level")

# ---------------------------------------------------------------- SLD7219
SL_VCC = f(
    SL,
    1,
    "operating supply voltage VCC 4.0 5.0 5.5 V",
    it(SL, "supply_voltage", "V", lo=4.0, typ=5.0, hi=5.5),
)
SL_CLK = f(SL, 1, "Serial clock up to 10 MHz", it(SL, "spi_clock_frequency", "MHz", hi=10))
SL_ICC = f(
    SL,
    1,
    "operating supply current ICC 330 mA",
    it(SL, "supply_current", "mA", hi=330, condition="all segments and DP on, ISEG = -40 mA"),
)
SL_TOP_CW = f(
    SL,
    1,
    "operating temperature, SLD7219CN / CW Tamb 0 ... +70 " + DEG,
    it("SLD7219CW", "operating_temperature", DEG, lo=0, hi=70),
)
SL_TOP_EW = f(
    SL,
    1,
    "operating temperature, SLD7219EW Tamb -40 ... +85 " + DEG,
    it("SLD7219EW", "operating_temperature", DEG, lo=-40, hi=85),
)
SL_VIH = f(
    SL,
    1,
    "VIH DIN, CLK, LOAD/CS 3.5 V",
    it(SL, "input_high_voltage", "V", lo=3.5, condition="DIN, CLK, LOAD/CS"),
)

# ---------------------------------------------------------------- NXA1115
NX_VDD = f(
    NX,
    1,
    "Power-supply voltage, VDD 2.0 5.5 V",
    it(NX, "supply_voltage", "V", lo=2.0, hi=5.5),
)
NX_ADDR = f(
    NX,
    2,
    "GND 1001000 0x48 VDD 1001001 0x49 SDA 1001010 0x4A SCL 1001011 0x4B",
    it(NX, "i2c_address", values=["0x48", "0x49", "0x4A", "0x4B"], condition="ADDR pin"),
)
NX_ADDR_GND = f(
    NX,
    2,
    "GND 1001000 0x48",
    it(NX, "i2c_address", values=["0x48"], condition="ADDR to GND"),
)
NX_LSB_4096 = f(
    NX,
    2,
    "001 " + PM + "4.096 V 125 " + MU + "V",
    it(NX, "resolution", "uV", value=125, quantity="voltage", condition="LSB size, FSR ±4.096 V"),
)
NX_I2C = f(
    NX,
    1,
    "The I2C port supports standard (100 kHz), fast (400 kHz) and high-speed (up to 3.4 MHz) modes",
    it(NX, "i2c_clock_frequency", "MHz", hi=3.4, condition="high-speed mode"),
)
NX_SDA_ABS = f(
    NX,
    1,
    "Digital input voltage, SDA, SCL GND - 0.5 5.5 V",
    it(NX, "abs_max_input_voltage", "V", hi=5.5, condition="SDA, SCL, absolute maximum"),
)
NX_AIN = note(NX, 1, "Analog input voltage, AIN0 ... AIN3 GND - 0.3 VDD + 0.3 V")
NX_NOTE1 = note(NX, 1, "Analog inputs must never exceed VDD + 0.3 V or go below GND - 0.3 V")

# ---------------------------------------------------------------- HKR-S1
HK_NO = f(
    HK,
    1,
    "NO: 10A 250VAC / 10A 30VDC",
    it(HK, "contact_current", "A", hi=10, condition="NO contact, resistive load"),
    it(HK, "contact_voltage", "VAC", hi=250, condition="AC, NO contact, resistive"),
    it(HK, "contact_voltage", "VDC", hi=30, condition="DC, NO contact, resistive"),
)
HK_NO_I = f(
    HK,
    1,
    "NO: 10A 250VAC / 10A 30VDC",
    it(HK, "contact_current", "A", hi=10, condition="NO contact, 250 VAC resistive"),
)
HK_IND = f(
    HK,
    2,
    "Inductive load (cos\u03c6 = 0.4, L/R = 7ms): 3A 250VAC / 3A 30VDC (NO).",
    it(HK, "contact_current", "A", hi=3, condition="inductive load, NO contact, 250 VAC"),
)
HK_COIL5 = f(
    HK,
    2,
    "05 3.75 0.5 6.5 55 90 70 71.4",
    it(HK, "coil_voltage", "V", value=5, condition="nominal coil voltage 05"),
    it("HKR-S1-S", "coil_resistance", "Ohm", value=55, condition="standard (S) 0.45 W"),
)
HK_COIL5_L = f(
    HK,
    2,
    "05 3.75 0.5 6.5 55 90 70 71.4",
    it("HKR-S1-L", "coil_resistance", "Ohm", value=70, condition="sensitive (L) 0.36 W, 5 VDC"),
)
HK_TOP = f(
    HK,
    1,
    "Ambient temperature -25" + DEG + " to +70" + DEG,
    it(HK, "operating_temperature", DEG, lo=-25, hi=70),
)

# ---------------------------------------------------------------- ECH-R40
EC_VCC = f(
    EC,
    1,
    "Tensione d'alimentazione / 4.5 5.0 5.5 V DC Supply voltage",
    it(EC, "supply_voltage", "V", lo=4.5, typ=5.0, hi=5.5),
)
EC_I = f(
    EC,
    1,
    "Currente di travagliu / 15 mA Working current",
    it(EC, "supply_current", "mA", typ=15, condition="working current"),
)
EC_RANGE = f(
    EC,
    1,
    "Distanza di misura / 2 400 cm Ranging distance",
    it(EC, "measurement_range", "cm", lo=2, hi=400, quantity="distance"),
)
EC_TOP = f(
    EC,
    2,
    "It is used from -15 " + DEG + " to +70 " + DEG,
    it(EC, "operating_temperature", DEG, lo=-15, hi=70, condition="FAQ"),
)
EC_3V3 = note(
    EC,
    2,
    "Does it work from 3.3 V? R: Inn\u00f2. / A: No. Below 4.5 V the transmitter burst is too weak",
)
EC_TRIG = note(EC, 2, "the Trig input is happy with a 3.3 V high level")
EC_RES = note(EC, 1, "Risoluzione / Resolution 0.3 cm")
