"""Reference facts of the hundred-and-twenty-eighth hold-out set, shared by factual and
compatibility questions. Every number was read off the generated PDFs
(``pdftotext -layout``) and each quote is on the cited page."""

from __future__ import annotations

from qkit import CS, DM, HB, LF, LN, MT, NM, RR, Fact, Item, ev, it

DEG = "\u00b0C"
MU = "\u00b5"
PM = "\u00b1"
OHM = "\u03a9"
GE = "\u2265"
ELL = "\u2026"
ARROW = "\u2192"
SQ = "\u00b2"


def f(device: str, page: int, quote: str, *items: Item) -> Fact:
    return list(items), [ev(device, page, quote)]


def note(device: str, page: int, quote: str) -> Fact:
    """A statement without numbers needed as items: evidence only."""
    return [], [ev(device, page, quote)]


# ---------------------------------------------------------------- LFA4937 (I2S microphone)
LF_VDD = f(
    LF,
    1,
    "Supply voltage VDD 1.62 1.8 3.63 V",
    it(LF, "supply_voltage", "V", lo=1.62, typ=1.8, hi=3.63, condition="VDD"),
)
LF_ABSMAX = f(
    LF,
    1,
    "Supply voltage VDD -0.3 to +4.0 V",
    it(LF, "abs_max_supply_voltage", "V", lo=-0.3, hi=4.0, condition="VDD, absolute maximum"),
)
LF_IDD33 = f(
    LF,
    1,
    "normal mode VDD = 3.3 V 720 920",
    it(LF, "supply_current", MU + "A", typ=720, hi=920, condition="normal mode, VDD = 3.3 V"),
)
LF_IDDLP33 = f(
    LF,
    1,
    "low-power mode VDD = 3.3 V 260 340",
    it(
        LF,
        "supply_current",
        MU + "A",
        typ=260,
        hi=340,
        condition="low-power mode, fSCK = 512 ... 768 kHz, VDD = 3.3 V (second stacked line)",
    ),
)
LF_FS = f(
    LF,
    1,
    "Sample rate, normal fS 16 48 kHz",
    it(LF, "data_rate", "kHz", lo=16, hi=48, condition="sample rate, normal mode"),
)
LF_TOP = f(
    LF,
    2,
    "The LFA4937 operates over an ambient temperature range of -40 " + DEG + " to +85 " + DEG,
    it(LF, "operating_temperature", DEG, lo=-40, hi=85, condition="ambient"),
)
LF_I2S = f(
    LF,
    1,
    "Omnidirectional Bottom-Port MEMS Microphone with I" + SQ + "S Digital Output",
    it(LF, "interface", values=["I2S"], condition="digital output"),
)
LF_STEREO = note(
    LF,
    1,
    "Two LFA4937 share one SD line for stereo: the L/R pin chooses the half of",
)
LF_LR = note(
    LF,
    2,
    "GND: data while WS low (left); VDD: data while WS high (right)",
)
LF_NOT5V = note(
    LF,
    2,
    "VDD must not exceed 3.63 V in operation. A 5 V rail needs a regulator; the digital pins "
    "are not 5 V tolerant.",
)
LF_SHOCK = note(LF, 1, "Mechanical shock 10 000 g")
LF_LIQUID = note(
    LF, 2, "the package itself is not sealed against liquids"
)

# ---------------------------------------------------------------- DMR-420 (4-20 mA receiver)
_DM_VIN_Q = "Supply voltage VIN operating 10 " + ELL + " 30 10 " + ELL + " 30 15 " + ELL + " 30 V"
DM_VIN10 = f(
    DM,
    1,
    _DM_VIN_Q,
    it("DMR-420-10V", "supply_voltage", "V", lo=15, hi=30, condition="VIN, DMR-420-10V column"),
)
DM_VIN33 = f(
    DM,
    1,
    _DM_VIN_Q,
    it("DMR-420-3V3", "supply_voltage", "V", lo=10, hi=30, condition="VIN, DMR-420-3V3 column"),
)
DM_VIN5 = f(
    DM,
    1,
    _DM_VIN_Q,
    it("DMR-420-5V", "supply_voltage", "V", lo=10, hi=30, condition="VIN, DMR-420-5V column"),
)
_DM_OUT_Q = (
    "Output voltage range 4 " + ARROW + " 20 mA 0.00 " + ELL + " 3.30 0.00 " + ELL + " 5.00 0.0 "
    + ELL + " 10.0 V"
)
DM_OUT33 = f(
    DM,
    1,
    _DM_OUT_Q,
    it(
        "DMR-420-3V3",
        "analog_output_voltage",
        "V",
        lo=0.0,
        hi=3.3,
        condition="4 -> 20 mA, DMR-420-3V3 column",
    ),
)
DM_OUT5 = f(
    DM,
    1,
    _DM_OUT_Q,
    it(
        "DMR-420-5V",
        "analog_output_voltage",
        "V",
        lo=0.0,
        hi=5.0,
        condition="4 -> 20 mA, DMR-420-5V column",
    ),
)
DM_IDD20_5V = f(
    DM,
    1,
    "Supply current, VIN = 24 V 32 32 35 mA loop at 20 mA",
    it(
        "DMR-420-5V",
        "supply_current",
        "mA",
        value=32,
        condition="VIN = 24 V, loop at 20 mA, DMR-420-5V column",
    ),
)
DM_IOUT = f(
    DM,
    2,
    "Output current: the buffer drives up to 5 mA, short-circuit proof to GND.",
    it(DM, "output_current", "mA", hi=5, condition="voltage output buffer"),
)
DM_LOOPV = note(
    DM,
    2,
    "Your transmitter must still get its minimum supply voltage at 20 mA: VIN - 2.6 V - cable "
    "drop. Example: a transmitter that needs 12 V minimum works from VIN = 24 V but not from "
    "12 V.",
)
DM_BURDEN = note(DM, 1, "Burden at 20 mA 2.6 V (shunt + protection diode)")
DM_ESP = note(
    DM,
    2,
    "DMR-420-3V3 is the version for 3.3 V ADCs (ESP32, Raspberry Pi Pico, STM32).",
)
DM_10V_NOTE = note(
    DM, 2, "DMR-420-10V needs VIN of at least 15 V; below that its output clips near 8 V."
)
DM_SHUNT = note(DM, 1, "Shunt resistance 100 " + OHM + " 0.1 %, 25 ppm/K")

# ---------------------------------------------------------------- NMP-T (USB-C PD trigger)
_NM_VOUT_Q = "Output voltage (requested PDO) 9 12 20 V"
NM_VOUT12 = f(
    NM,
    1,
    _NM_VOUT_Q,
    it("NMP-T12", "output_voltage", "V", value=12, condition="requested PDO, NMP-T12 column"),
)
NM_VOUT20 = f(
    NM,
    1,
    _NM_VOUT_Q,
    it("NMP-T20", "output_voltage", "V", value=20, condition="requested PDO, NMP-T20 column"),
)
NM_IOUT20_5A = f(
    NM,
    1,
    "Max. output current, 3 3 5 A 5 A e-marked cable",
    it("NMP-T20", "output_current", "A", hi=5, condition="5 A e-marked cable, NMP-T20 column"),
)
NM_IOUT12 = f(
    NM,
    1,
    "Max. output current, 3 3 3 A standard C-to-C cable",
    it("NMP-T12", "output_current", "A", hi=3, condition="standard C-to-C cable, NMP-T12 column"),
)
NM_RON = f(
    NM,
    1,
    "Output switch resistance 12 18 m" + OHM + " MOSFET + traces",
    it(NM, "on_resistance", "m" + OHM, typ=12, hi=18, condition="output MOSFET switch + traces"),
)
NM_NEG = f(
    NM,
    1,
    "Negotiation time 250 500 ms (plug-in " + ARROW + " output on)",
    it(NM, "warm_up_time", "ms", typ=250, hi=500, condition="plug-in -> output on"),
)
NM_TOP = f(
    NM,
    1,
    "Operating temperature -10 +60 " + DEG + " still air",
    it(NM, "operating_temperature", DEG, lo=-10, hi=60, condition="still air"),
)
NM_NOFALLBACK = note(
    NM,
    1,
    "There is no 5 V fallback: if the charger cannot give the requested voltage, the output "
    "stays off and the red LED blinks.",
)
NM_BANK20 = note(
    NM,
    2,
    "Most 20 W banks offer 5 V, 9 V and 12 V only. Use the NMP-T09 or NMP-T12; the NMP-T20 "
    "will stay off on them.",
)
NM_PASS = note(
    NM,
    2,
    "The board passes the charger's VBUS straight through. It does not regulate and it has no "
    "current limit of its own",
)

# ---------------------------------------------------------------- RRS-1590 (hobby servo)
_RR_VOP_Q = "Operating voltage range 4.8 " + ELL + " 6.0 6.0 " + ELL + " 8.4 V"
RR_VOP_HV = f(
    RR,
    1,
    _RR_VOP_Q,
    it("RRS-1590HV", "supply_voltage", "V", lo=6.0, hi=8.4, condition="RRS-1590HV column"),
)
RR_VOP_MG = f(
    RR,
    1,
    _RR_VOP_Q,
    it("RRS-1590MG", "supply_voltage", "V", lo=4.8, hi=6.0, condition="RRS-1590MG column"),
)
_RR_VMAX_Q = "Maximum supply voltage (no damage) 6.6 9.0 V"
RR_VMAX_HV = f(
    RR,
    1,
    _RR_VMAX_Q,
    it("RRS-1590HV", "abs_max_supply_voltage", "V", hi=9.0, condition="RRS-1590HV column"),
)
RR_STALL_HV74 = f(
    RR,
    1,
    "Stall current 1.9 2.4 2.3 2.8 3.1 A",
    it("RRS-1590HV", "supply_current", "A", value=2.8, condition="stall, 7.4 V (RRS-1590HV)"),
)
RR_RUN_MG6 = f(
    RR,
    1,
    "Running current 180 220 230 280 320 mA (no load)",
    it(
        "RRS-1590MG",
        "supply_current",
        "mA",
        value=220,
        condition="running, no load, 6.0 V (RRS-1590MG)",
    ),
)
RR_VIH = f(
    RR,
    1,
    "Signal input high level 2.5 5.5 V 3.3 V and 5 V logic",
    it(RR, "input_high_voltage", "V", lo=2.5, hi=5.5, condition="PWM signal input, both models"),
)
RR_33V = note(
    RR,
    2,
    "The signal input works with 3.3 V logic (ESP32, Raspberry Pi) without a level shifter.",
)
RR_TORQUE = note(RR, 1, "Stall torque 13.5 15.5 17.0 20.0 22.5 kg\u00b7cm")

# ---------------------------------------------------------------- LNR-4413 (NFC reader)
_LN_VCC_Q = "Supply voltage (VCC pin) operating 3.0 " + ELL + " 3.6 4.5 " + ELL + " 5.5 V"
LN_VCC3 = f(
    LN,
    1,
    _LN_VCC_Q,
    it("LNR-4413-3", "supply_voltage", "V", lo=3.0, hi=3.6, condition="VCC, LNR-4413-3 column"),
)
LN_ABS3 = f(
    LN,
    1,
    "Absolute maximum VCC 4.0 6.0 V",
    it("LNR-4413-3", "abs_max_supply_voltage", "V", hi=4.0, condition="VCC, LNR-4413-3 column"),
)
LN_NOT5V = note(
    LN,
    2,
    "The inputs of the LNR-4413-3 are not 5 V tolerant and are damaged above 4.0 V.",
)
LN_PD5 = f(
    LN,
    1,
    "Power-down current RSTPD low, typ. 2 250 " + MU + "A",
    it(
        "LNR-4413-5",
        "standby_current",
        MU + "A",
        typ=250,
        condition="power-down, RSTPD low, LNR-4413-5 column",
    ),
)
LN_ADDR = f(
    LN,
    1,
    "I" + SQ + "C 7-bit address (fixed) 0x28",
    it(LN, "i2c_address", values=["0x28"], condition="fixed 7-bit address"),
)
LN_SPI = f(
    LN,
    1,
    "SPI SCK frequency (mode 0, MSB first) 8 MHz",
    it(LN, "spi_clock_frequency", "MHz", hi=8, condition="SPI mode 0"),
)
LN_DIST = f(
    LN,
    1,
    "Reading distance, ISO 14443A card (ID-1) up to 50 mm",
    it(
        LN,
        "measurement_range",
        "mm",
        hi=50,
        quantity="distance",
        condition="reading distance, ISO 14443A ID-1 card, free air",
    ),
)
LN_METAL = note(
    LN,
    2,
    "Keep metal at least 10 mm away from the antenna.",
)

# ---------------------------------------------------------------- HBT7031 (SPI temperature IC)
HB_VDD = f(
    HB,
    1,
    "Supply voltage VDD 2.7 3.3 5.5 V",
    it(HB, "supply_voltage", "V", lo=2.7, typ=3.3, hi=5.5, condition="VDD"),
)
HB_ACC125 = f(
    HB,
    1,
    "TA = -40 " + DEG + " to +125 " + DEG + " -1.0 +1.0 " + DEG,
    it(
        HB,
        "accuracy",
        DEG,
        lo=-1.0,
        hi=1.0,
        quantity="temperature",
        condition="TA = -40 to +125 degC",
    ),
)
HB_SCK_LOW = f(
    HB,
    1,
    "VDD = 2.7 V to 3.0 V 2.5",
    it(HB, "spi_clock_frequency", "MHz", hi=2.5, condition="VDD = 2.7 V to 3.0 V"),
)
HB_SCK_HIGH = f(
    HB,
    1,
    "VDD = 3.0 V to 5.5 V 5",
    it(HB, "spi_clock_frequency", "MHz", hi=5, condition="VDD = 3.0 V to 5.5 V"),
)
HB_SD = f(
    HB,
    1,
    "Shutdown current ISD TA = 25 " + DEG + " 0.5 2 " + MU + "A",
    it(HB, "standby_current", MU + "A", typ=0.5, hi=2, condition="shutdown, TA = 25 degC"),
)
HB_TAU = note(
    HB,
    2,
    "Self-heating and the thermal time constant depend on the board and are not specified.",
)
HB_BUS = note(
    HB,
    2,
    "SDO is high impedance while CS is high, so the HBT7031 can share the bus with other SPI "
    "devices.",
)

# ---------------------------------------------------------------- CSC3108 (supercap charger)
CS_VIN = f(
    CS,
    1,
    "Input voltage range 4.5 16 V both",
    it(CS, "supply_voltage", "V", lo=4.5, hi=16, condition="VIN, both versions"),
)
CS_VTERM27 = f(
    CS,
    1,
    "VTERM, 0 " + DEG + " to 85 " + DEG + " 2.673 2.70 2.727 V -27",
    it(
        "CSC3108-27",
        "output_voltage",
        "V",
        lo=2.673,
        typ=2.70,
        hi=2.727,
        condition="termination voltage VTERM, 0 to 85 degC, CSC3108-27",
    ),
)
CS_VTERM50 = f(
    CS,
    1,
    "VTERM, 0 " + DEG + " to 85 " + DEG + " 4.95 5.00 5.05 V -50",
    it(
        "CSC3108-50",
        "output_voltage",
        "V",
        lo=4.95,
        typ=5.00,
        hi=5.05,
        condition="termination voltage VTERM, 0 to 85 degC, CSC3108-50",
    ),
)
CS_MINVIN = f(
    CS,
    2,
    "Minimum VIN to reach VTERM 4.5 5.5 V",
    it(
        "CSC3108-50",
        "supply_voltage",
        "V",
        lo=5.5,
        condition="minimum VIN to reach VTERM, CSC3108-50 column",
    ),
)
CS_HEADROOM = note(
    CS,
    1,
    "The CSC3108-50 needs VIN " + GE + " 5.5 V; from a 5 V USB port it stops near 4.5 V and "
    "PGOOD stays low.",
)
CS_ICHG = f(
    CS,
    1,
    "Charge current ICHG = 12 000 V / RPROG 0.2 3.0 A both",
    it(CS, "output_current", "A", lo=0.2, hi=3.0, condition="charge current set by RPROG"),
)
CS_IQ = f(
    CS,
    1,
    "EN high, charge done 450 700 " + MU + "A both",
    it(
        CS,
        "quiescent_current",
        MU + "A",
        typ=450,
        hi=700,
        condition="input quiescent current, EN high, charge done (VCAP = VTERM)",
    ),
)
CS_TA = f(
    CS,
    2,
    "Ambient temperature -40 +85 " + DEG,
    it(CS, "operating_temperature", DEG, lo=-40, hi=85, condition="ambient, recommended"),
)

# ---------------------------------------------------------------- MTQ2206 (touch IC)
MT_VDD = f(
    MT,
    1,
    "Supply voltage VDD 1.8 3.3 5.5 V",
    it(MT, "supply_voltage", "V", lo=1.8, typ=3.3, hi=5.5, condition="VDD"),
)
_MT_ADDR_Q = "VSS (default) 0x28 0x50 0x51 VDD 0x29 0x52 0x53 SDA 0x2A 0x54 0x55 SCL 0x2B"
MT_ADDRS = f(
    MT,
    2,
    _MT_ADDR_Q,
    it(MT, "i2c_address", values=["0x28", "0x29", "0x2A", "0x2B"], condition="ADDR pin strap"),
)
MT_ADDR_VSS = f(
    MT,
    2,
    "VSS (default) 0x28 0x50 0x51",
    it(MT, "i2c_address", values=["0x28"], condition="ADDR to VSS (default)"),
)
MT_ADDR_VDD = f(
    MT,
    2,
    "VDD 0x29 0x52 0x53",
    it(MT, "i2c_address", values=["0x29"], condition="ADDR to VDD"),
)
MT_IACT5 = f(
    MT,
    1,
    "VDD = 5.0 V 150 210",
    it(MT, "supply_current", MU + "A", typ=150, hi=210, condition="active mode, 16 ms scan, VDD = 5.0 V"),
)
MT_ILP33 = f(
    MT,
    1,
    "low-power mode VDD = 3.3 V 18",
    it(MT, "supply_current", MU + "A", typ=18, condition="low-power mode, 128 ms scan, VDD = 3.3 V"),
)
MT_SLEEP = f(
    MT,
    1,
    "Sleep current 1.5 4 " + MU + "A (1)",
    it(MT, "standby_current", MU + "A", typ=1.5, hi=4, condition="sleep, no scanning, I2C alive, VDD = 3.3 V"),
)
MT_BOOT = f(
    MT,
    1,
    "Power-on to first VDD " + GE + " 1.8 V 15 ms I" + SQ + "C access",
    it(MT, "warm_up_time", "ms", hi=15, condition="power-on to first I2C access"),
)
MT_OVERLAY = note(
    MT,
    2,
    "Key pads 8 to 15 mm across under up to 5 mm of acrylic or polycarbonate. Other overlay "
    "materials must be tested in the final product.",
)
MT_CR2032 = note(
    MT,
    2,
    "Running from a CR2032: use low-power mode and sleep; the average current at 3 V is about "
    "18 " + MU + "A in low-power mode.",
)
