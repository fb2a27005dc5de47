"""Reference facts of the hundred-and-nineteenth hold-out set, shared by factual and
compatibility questions. Every number was read off the generated PDFs
(``pdftotext -layout``) and each quote is on the cited page."""

from __future__ import annotations

from qkit import LC, MK, NB, RD, SD, SR, TP, TU, Fact, Item, ev, it

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


# ---------------------------------------------------------------- NBP3810
NB_VDD = f(
    NB,
    1,
    "Supply voltage VDD ripple max. 50 mVpp 1.71 1.8 3.6 V",
    it(NB, "supply_voltage", "V", lo=1.71, typ=1.8, hi=3.6, condition="VDD, internal domains"),
)
NB_VDDIO = f(
    NB,
    1,
    "Supply voltage VDDIO 1.2 1.8 3.6 V",
    it(NB, "io_supply_voltage", "V", lo=1.2, typ=1.8, hi=3.6, condition="VDDIO, I/O domain"),
)
NB_ABS = f(
    NB,
    1,
    "Voltage at any supply pin VDD, VDDIO -0.3 4.25 V",
    it(NB, "abs_max_supply_voltage", "V", hi=4.25, condition="VDD, VDDIO, absolute maximum"),
)
NB_SLEEP = f(
    NB,
    1,
    "Sleep current IDDSL sleep mode, no conversion 0.1 0.3 " + MU + "A",
    it(NB, "standby_current", "uA", typ=0.1, hi=0.3, condition="sleep mode, no conversion"),
)
NB_ADDR = f(
    NB,
    2,
    "SDO tied to GND gives 0x76, SDO tied to VDDIO gives 0x77",
    it(NB, "i2c_address", values=["0x76", "0x77"], condition="SDO to GND / to VDDIO"),
)
NB_ACC = f(
    NB,
    2,
    "Absolute accuracy AP 950 "
    + ELL
    + " 1050 hPa, 0 "
    + ELL
    + " +65 "
    + DEG
    + " -1.0 "
    + PM
    + "0.5 +1.0 hPa",
    it(
        NB,
        "accuracy",
        "hPa",
        lo=-1.0,
        hi=1.0,
        quantity="pressure",
        condition="absolute, 950 ... 1050 hPa, 0 ... +65 C",
    ),
)

# ---------------------------------------------------------------- TPW4104
TP_VDD = f(
    TP,
    1,
    "VDD supply voltage 2.3 - 5.5 V",
    it(TP, "supply_voltage", "V", lo=2.3, hi=5.5, condition="static characteristics"),
)
TP_STB33 = f(
    TP,
    1,
    "Istb standby current VDD = 3.3 V - 2.2 12.0 " + MU + "A",
    it(TP, "standby_current", "uA", typ=2.2, hi=12.0, condition="SLEEP = 1, VDD = 3.3 V"),
)
TP_ADDR = f(
    TP,
    2,
    "the three hardware pins A2, A1 and A0 select 0x38 (all LOW) up to 0x3F (all HIGH), so up to 8 "
    "devices share one bus",
    it(
        TP,
        "i2c_address",
        values=["0x38", "0x39", "0x3A", "0x3B", "0x3C", "0x3D", "0x3E", "0x3F"],
        condition="A2..A0",
    ),
)
TP_ADDR_LOW = f(
    TP,
    2,
    "the three hardware pins A2, A1 and A0 select 0x38 (all LOW) up to 0x3F (all HIGH)",
    it(TP, "i2c_address", values=["0x38"], condition="A2 = A1 = A0 = LOW"),
)
TP_IOL30 = f(
    TP,
    1,
    "VOL = 0.5 V; VDD = 3.0 V 18 - - mA",
    it(TP, "output_current", "mA", lo=18, condition="LED output sink, VOL = 0.5 V, VDD = 3.0 V"),
)
TP_FSCL = f(
    TP,
    2,
    "fSCL SCL clock frequency 0 - 1000 kHz",
    it(TP, "i2c_clock_frequency", "kHz", lo=0, hi=1000),
)

# ---------------------------------------------------------------- MKC-1S10
MK_VIN = f(
    MK,
    1,
    "Input (USB-C or IN+ / IN- pads) : 4.5 V to 5.5 V DC, 5.0 V nominal",
    it(MK, "supply_voltage", "V", lo=4.5, typ=5.0, hi=5.5, condition="USB-C or IN+ / IN-"),
)
MK_ABS = f(
    MK,
    1,
    "Input, absolute maximum : 8 V (do not run it there)",
    it(MK, "abs_max_supply_voltage", "V", hi=8, condition="input, absolute maximum"),
)
MK_OVLO = note(MK, 1, "Input over-voltage lockout : charging stops above 6.3 V")
MK_VCHG = f(
    MK,
    1,
    "Charge voltage (full) : 4.20 V " + PM + "1 %",
    it(MK, "output_voltage", "V", value=4.2, condition="charge (float) voltage, +/-1 %"),
)
MK_IOUT = f(
    MK,
    1,
    "Load current on OUT+ / OUT- (-P only) : 2.5 A continuous max",
    it("MKC-1S10P", "output_current", "A", hi=2.5, condition="OUT+ / OUT-, continuous"),
)
MK_DRAIN = f(
    MK,
    1,
    "Battery drain, USB unplugged : MKC-1S10 < 1 "
    + MU
    + "A; MKC-1S10P 4 "
    + MU
    + "A typ (protection IC)",
    it("MKC-1S10P", "standby_current", "uA", typ=4, condition="battery drain, USB unplugged"),
)
MK_ODC = note(MK, 1, "Over-discharge cut-off (-P only) : 2.50 V, releases at 3.00 V")
MK_LFP = note(
    MK,
    2,
    "A: No. The board always charges to 4.2 V, which overcharges a LiFePO4 cell.",
)
MK_OUTV = note(MK, 2, "No. OUT is the battery voltage (about 3.0 V to 4.2 V in use).")

# ---------------------------------------------------------------- RDH8830
RD_VM = f(
    RD,
    1,
    "Power supply voltage range VM 6.5 40 6.5 40 V",
    it(RD, "load_supply_voltage", "V", lo=6.5, hi=40, condition="VM, recommended"),
)
RD_ABS = f(
    RD,
    1,
    "Power supply voltage VM -0.3 45 V",
    it(RD, "abs_max_supply_voltage", "V", hi=45, condition="VM, absolute maximum"),
)
RD_SLEEP = f(
    RD,
    2,
    "VM sleep current IVMSLEEP IN1 = IN2 = 0, t > tSLEEP 10 " + MU + "A",
    it(RD, "standby_current", "uA", hi=10, condition="VM sleep current, IN1 = IN2 = 0"),
)
RD_VIH = f(
    RD,
    2,
    "Input logic high voltage VIH 1.5 5.5 V",
    it(RD, "input_high_voltage", "V", lo=1.5, hi=5.5, condition="IN1, IN2"),
)
RD_3V3 = note(RD, 2, "The IN pins accept 1.8-V, 3.3-V and 5-V logic.")
RD_RDS85 = f(
    RD,
    2,
    "RDS(on) IO = 0.5 A, TJ = 85 " + DEG + " 720 m" + OHM,
    it(RD, "on_resistance", "mOhm", typ=720, condition="HS + LS, IO = 0.5 A, TJ = 85 C"),
)
RD_IRMS = f(
    RD,
    1,
    "RMS output current (2) IRMS 0 2.0 0 1.6 A",
    it(RD, "output_current", "A", hi=2.0, condition="RMS, RDH8830 column"),
)
RD_IRMSQ = f(
    RD,
    1,
    "RMS output current (2) IRMS 0 2.0 0 1.6 A",
    it("RDH8830Q", "output_current", "A", hi=1.6, condition="RMS, RDH8830Q column"),
)
RD_AEC = note(RD, 1, "RDH8830Q automotive, AEC-Q100 grade 1 -40 " + DEG + " to 125 " + DEG)

# ---------------------------------------------------------------- LCM5983
LC_VDD = f(
    LC,
    1,
    "Supply Voltage VDD, for internal circuits 2.16 2.5 3.6 V",
    it(LC, "supply_voltage", "V", lo=2.16, typ=2.5, hi=3.6, condition="VDD"),
)
LC_ABS = f(
    LC,
    2,
    "Supply Voltage Vdd -0.3 4.0 V",
    it(LC, "abs_max_supply_voltage", "V", hi=4.0, condition="VDD, absolute maximum"),
)
LC_ADDR = f(
    LC,
    2,
    "Its 7-bit slave address is 0x0D (000 1101); it is fixed and cannot be changed",
    it(LC, "i2c_address", values=["0x0D"], condition="fixed"),
)
LC_5V = note(
    LC,
    2,
    "the voltage on them must never exceed VDDIO + 0.3 V, so a 5 V host needs a level translator",
)
LC_SENS8 = f(
    LC,
    1,
    "field range " + PM + "8 G 3000",
    it(
        LC,
        "sensitivity",
        "LSB/Gauss",
        typ=3000,
        quantity="magnetic_field",
        condition="field range +/-8 G (RNG = 01)",
    ),
)
LC_STBY = f(
    LC,
    1,
    "Standby Current VDD = 2.5 V, MODE = 00 3 " + MU + "A",
    it(LC, "standby_current", "uA", typ=3, condition="MODE = 00, VDD = 2.5 V"),
)

# ---------------------------------------------------------------- ALT-SDA1
SD_VCC = f(
    SD,
    1,
    "Module supply (VCC pin) 4.5 V to 5.5 V feeds the on-board 3.3 V regulator",
    it(SD, "supply_voltage", "V", lo=4.5, hi=5.5, condition="VCC pin"),
)
SD_3V3 = f(
    SD,
    1,
    "3V3 pin 3.3 V regulator output or 3.2 V to 3.45 V input, see FAQ",
    it(SD, "supply_voltage", "V", lo=3.2, hi=3.45, condition="3V3 pin used as input, VCC open"),
)
SD_FAQ33 = note(
    SD,
    2,
    "leave VCC open and feed 3.3 V from the board into the 3V3 pin (ALT-SDA1 only). Do not "
    "connect 3.3 V to VCC: the regulator needs about 4.5 V to make 3.3 V",
)
SD_PIN7 = note(SD, 1, "7 3V3 regulator output / 3.3 V input (ALT-SDA1 only)")
SD_SPI = f(
    SD,
    1,
    "SPI clock up to 25 MHz SD cards in SPI mode, 400 kHz at init",
    it(SD, "spi_clock_frequency", "MHz", hi=25),
)
SD_IWR = f(
    SD,
    1,
    "Current draw, writing up to 100 mA short peaks; budget 100 mA",
    it(SD, "supply_current", "mA", hi=100, condition="writing to the card, peaks"),
)
SD_IN5V = f(
    SD,
    1,
    "Logic inputs CS, SCK, MOSI HIGH " + GE + " 2.0 V, max 5.5 V 5 V tolerant, shifted to 3.3 V",
    it(SD, "input_high_voltage", "V", lo=2.0, hi=5.5, condition="CS, SCK, MOSI"),
)
SD_MISO5 = note(SD, 2, "Yes, 3.3 V is read as HIGH by the ATmega328P at 5 V.")
SD_TEMP = note(
    SD,
    2,
    "We have not tested the module below 0 " + DEG + " or above 50 " + DEG + ".",
)

# ---------------------------------------------------------------- TUV2631
TU_VDD = f(
    TU,
    1,
    "Supply voltage VDD 1.7 3.0 3.6 V",
    it(TU, "supply_voltage", "V", lo=1.7, typ=3.0, hi=3.6, condition="recommended"),
)
TU_PINS = f(
    TU,
    1,
    "Voltage on SDA, SCL, INT -0.3 4.0 V",
    it(TU, "abs_max_input_voltage", "V", hi=4.0, condition="SDA, SCL, INT, absolute maximum"),
)
TU_5V = note(
    TU,
    2,
    "SDA and SCL are not 5 V tolerant; pull-ups must go to a rail between 1.7 V and 3.6 V.",
)
TU_ADDR_A = f(
    TU,
    2,
    "TUV2631A answers at 0x38 and TUV2631B at 0x39",
    it("TUV2631A", "i2c_address", values=["0x38"], condition="TUV2631A, fixed"),
)
TU_ADDR_B = f(
    TU,
    2,
    "TUV2631A answers at 0x38 and TUV2631B at 0x39",
    it("TUV2631B", "i2c_address", values=["0x39"], condition="TUV2631B, fixed"),
)
TU_SD = f(
    TU,
    1,
    "Shutdown current ISD UV_EN = 0 0.5 1.5 " + MU + "A",
    it(TU, "standby_current", "uA", typ=0.5, hi=1.5, condition="shutdown, UV_EN = 0"),
)
TU_RES = f(
    TU,
    2,
    "010 (default) 100 ms 18 bit 262 143",
    it(TU, "resolution", "bit", value=18, condition="ADC, 100 ms integration (default)"),
)

# ---------------------------------------------------------------- SRS series
SR_CTRL_Q = "Control voltage range 3 ~ 32 VDC 3 ~ 32 VDC 3 ~ 32 VDC 90 ~ 280 VAC"
SR_CTRL = f(
    SR,
    1,
    SR_CTRL_Q,
    it(SR, "coil_voltage", "V", lo=3, hi=32, condition="control (input) voltage, DC"),
)
SR_CTRL_AA = f(
    SR,
    1,
    SR_CTRL_Q,
    it("SRS-25AA", "coil_voltage", "V", lo=90, hi=280, condition="control (input) voltage, AC"),
)
SR_MUSTOP = note(SR, 1, "Must-operate voltage max 3.0 VDC 3.0 VDC 3.0 VDC 80 VAC")
SR_LOADV = f(
    SR,
    1,
    "Rated load voltage 24 ~ 380 VAC 24 ~ 380 VAC 24 ~ 380 VAC 24 ~ 380 VAC",
    it(SR, "contact_voltage", "V", lo=24, hi=380, condition="load voltage, AC"),
)
SR_I25 = f(
    SR,
    1,
    "Rated load current 10 A 25 A 40 A 25 A (on heat sink, note 2)",
    it(SR, "contact_current", "A", hi=25, condition="on heat sink"),
)
SR_NOHS = f(
    SR,
    1,
    "Load current without max 3A 4A 4A 4A heat sink",
    it(SR, "contact_current", "A", hi=4, condition="without heat sink"),
)
SR_SURGE40 = f(
    SR,
    1,
    "Surge current (10 ms, 120 A 250 A 410 A 250 A one cycle)",
    it("SRS-40DA", "peak_output_current", "A", value=410, condition="surge, 10 ms, one cycle"),
)
SR_DC = note(
    SR, 2, "1. AC loads only. On a DC supply the output triac cannot turn off once it has fired."
)
SR_HS = note(
    SR,
    2,
    "2. The rated load current needs a heat sink of 1.0 " + DEG + "/W or better (SRS-25DA and "
    "SRS-25AA)",
)
SR_HS80 = note(SR, 2, "HS-80 heat sink 80 x 50 x 80 mm, 0.9 " + DEG + "/W")
SR_LEAK = note(
    SR,
    2,
    "5. The off-state leakage (up to 2 mA) can make LED lamps glow or small contactors hum "
    "when the relay is off.",
)
