"""Reference facts of the hundred-and-sixth hold-out set, shared by factual and
compatibility questions. Every number was read off the generated PDFs
(``pdftotext -layout``) and each quote is on the cited page (quotes follow the text
layer's order, so a name wrapped over two lines has its values in the middle)."""

from __future__ import annotations

from qkit import BN, DT, LM, MK, NR, PL, TW, XD, Fact, Item, ev, it

DEG = "\u00b0C"
MU = "\u00b5"
PM = "\u00b1"
OHM = "\u03a9"
LE = "\u2264"
GE = "\u2265"
FW_C = "\u2103"
OK = "\u02bb"


def f(device: str, page: int, quote: str, *items: Item) -> Fact:
    return list(items), [ev(device, page, quote)]


def note(device: str, page: int, quote: str) -> Fact:
    """A statement without numbers to score: evidence only."""
    return [], [ev(device, page, quote)]


def dots(label: str, n: int, value: str) -> str:
    """A dot-leader line as pdftotext writes it (the dots are part of the text)."""
    return label + "." * n + value


# ---------------------------------------------------------------- BNX-PO2 (Halifax)
BN_ADDR = f(
    BN,
    1,
    "The 7-bit I2C address is fixed at 0x57 (0xAE to",
    it(BN, "i2c_address", values=["0x57"]),
)
BN_PARTID = note(BN, 2, "0xFF PART_ID 0x15 reads 0x15 - an ID, not the bus address")
BN_VDD = f(
    BN,
    1,
    "Core supply VDD 1.7 / 1.8 / 2.0 V on board (LDO)",
    it(BN, "supply_voltage", "V", lo=1.7, typ=1.8, hi=2.0, condition="VDD core, bare build"),
)
BN_VLED = f(
    BN,
    1,
    "LED supply VLED 3.1 / 3.3 / 5.0 V on board (from VIN)",
    it(BN, "supply_voltage", "V", lo=3.1, typ=3.3, hi=5.0, condition="VLED, bare build"),
)
BN_VIN = f(
    BN,
    1,
    "Board input VIN n/a 3.3 / 5.0 / 5.5 V",
    it("BNX-PO2R", "supply_voltage", "V", lo=3.3, typ=5.0, hi=5.5, condition="VIN, BNX-PO2R"),
)
BN_SD_R = f(
    BN,
    1,
    "Shutdown current 0.7 / 10 " + MU + "A (VDD) 38 / 60 " + MU + "A (VIN)",
    it("BNX-PO2R", "standby_current", "uA", typ=38, hi=60, condition="shutdown, from VIN"),
)
BN_ABS_VDD = f(
    BN,
    1,
    "VDD to GND -0.3 to 2.2 V bare build",
    it(BN, "abs_max_supply_voltage", "V", hi=2.2, condition="VDD"),
)
BN_FAQ_3V3 = note(
    BN,
    2,
    "Q: Can the bare BNX-PO2 run straight from a 3.3 V rail? A: Only VLED can. VDD must stay "
    "at 1.7 to 2.0 V; 3.3 V on VDD exceeds its 2.2 V limit.",
)
BN_FAQ_5V = note(
    BN,
    2,
    "Q: Does the BNX-PO2R work with 5 V boards? A: Yes, VIN accepts up to 5.5 V and the bus "
    "pull-ups follow VIN.",
)
BN_FAQ_ACC = note(
    BN,
    2,
    "SpO2 accuracy depends on your algorithm and calibration and is not specified by Bluenose.",
)
BN_TOP = f(
    BN,
    2,
    "The assembled module (adhesive cover window and header) is specified for an ambient of "
    "-20 to +60 " + DEG + ", non-condensing.",
    it(BN, "operating_temperature", DEG, lo=-20, hi=60, condition="assembled module, ambient"),
)
BN_DIE = note(BN, 2, "The sensing IC on the board is rated for -40 to +85 " + DEG + ".")
BN_SCL = f(
    BN,
    2,
    "I2C clock frequency fSCL 0 400 kHz",
    it(BN, "i2c_clock_frequency", "kHz", lo=0, hi=400),
)
BN_VIH = f(
    BN, 2, "VIH 1.4 V SDA, SCL", it(BN, "input_high_voltage", "V", lo=1.4, condition="SDA, SCL")
)

# ---------------------------------------------------------------- PLR-4R05 (Chur)
PL_VCC = f(
    PL,
    1,
    "Tensiun d'alimentaziun / VCC 4.8 5.0 5.2 V Supply voltage",
    it(PL, "supply_voltage", "V", lo=4.8, typ=5.0, hi=5.2, condition="VCC"),
)
PL_JD = f(
    PL,
    1,
    "Tensiun da las bobinas / JD-VCC 4.8 5.0 5.2 V jumper off Coil supply voltage",
    it(PL, "coil_voltage", "V", lo=4.8, typ=5.0, hi=5.2, condition="JD-VCC, jumper off"),
)
PL_FAQ_12V = note(
    PL,
    2,
    "Can I run the coils from 12 V? - Na / No, the coils are 5 V types; 12 V on JD-VCC "
    "destroys them.",
)
PL_COIL_I = f(
    PL,
    1,
    "Current d'ina bobina / 71 mA @5V Current per energised coil",
    it(PL, "supply_current", "mA", typ=71, condition="per energised coil, 5 V"),
)
PL_I4 = f(
    PL,
    1,
    "Current da la platta, 4 relais / 300 330 mA Board current, 4 relays on",
    it(PL, "supply_current", "mA", typ=300, hi=330, condition="board, 4 relays on"),
)
PL_ON_LINE = "Relais tira / Relay pulls in at " + LE + " 1.5 V " + GE + " 2.5 V"
PL_OFF_LINE = "Relais returna / Relay drops out at " + GE + " 3.8 V " + LE + " 1.0 V"
PL_H_ON = f(
    PL,
    1,
    PL_ON_LINE,
    it(PL, "input_high_voltage", "V", lo=2.5, condition="TRIG = H, relay pulls in"),
)
PL_H_OFF = f(
    PL,
    1,
    PL_OFF_LINE,
    it(PL, "input_low_voltage", "V", hi=1.0, condition="TRIG = H, relay drops out"),
)
PL_L_OFF = f(
    PL,
    1,
    PL_OFF_LINE,
    it(PL, "input_high_voltage", "V", lo=3.8, condition="TRIG = L, relay drops out"),
)
PL_NOTE_3V3 = note(
    PL,
    1,
    "A 3.3 V logic high (e.g. ESP32, Raspberry Pi) stays below the 3.8 V drop-out level, so "
    "the relay never releases. Use TRIG = H with 3.3 V controllers.",
)
PL_AC_LINE = "Chargia nominala AC / 10 A 250 V AC 5 A 250 V AC Rated load, resistive, AC"
PL_NO_AC = f(
    PL,
    2,
    PL_AC_LINE,
    it(PL, "contact_current", "A", hi=10, condition="NO contact, 250 V AC resistive"),
    it(PL, "contact_voltage", "V", hi=250, condition="AC"),
)
PL_NC_AC = f(
    PL,
    2,
    PL_AC_LINE,
    it(PL, "contact_current", "A", hi=5, condition="NC contact, 250 V AC resistive"),
    it(PL, "contact_voltage", "V", hi=250, condition="AC"),
)
PL_TOP = f(
    PL,
    2,
    "Temperatura da funcziun / -25 ... +70 " + DEG + " Operating temperature",
    it(PL, "operating_temperature", DEG, lo=-25, hi=70),
)
PL_LIFE = note(PL, 2, "The electrical life under load is not specified for this board.")
PL_MECH = note(PL, 2, "Durada mecanica / 10 000 000 ops 10 000 000 ops Mechanical life")

# ---------------------------------------------------------------- DT8216 (Taichung)
DT_VDD = f(
    DT,
    1,
    "Operating voltage VDD 2.4 5.5 V",
    it(DT, "supply_voltage", "V", lo=2.4, hi=5.5),
)
DT_ABS = f(
    DT,
    1,
    "Supply voltage VDD - VSS -0.3 ~ 6.0 V",
    it(DT, "abs_max_supply_voltage", "V", hi=6.0),
)
DT_TOP = f(
    DT,
    1,
    "Operating temperature TOPR -40 ~ +85 " + DEG,
    it(DT, "operating_temperature", DEG, lo=-40, hi=85),
)
DT_ILP3 = f(
    DT,
    1,
    "Operating current, IOP VDD = 3 V 9 16 " + MU + "A low-power mode",
    it(DT, "supply_current", "uA", typ=9, hi=16, condition="low-power mode, VDD = 3 V"),
)
DT_TR = f(
    DT,
    2,
    "Response time TR fast mode, VDD = 3 V 32 ms low-power mode, VDD = 3 V 160 ms",
    it(DT, "response_time", "ms", typ=32, condition="fast mode, VDD = 3 V"),
    it(DT, "response_time", "ms", typ=160, condition="low-power mode, VDD = 3 V"),
)
DT_NOT_I2C = note(DT, 1, "it is not I2C compatible and has no slave address")
DT_ESD = note(
    DT, 2, "The DT8216 has no ESD figure on this sheet; add TVS diodes on long pad traces."
)

# ---------------------------------------------------------------- LMS5005 (Cork)
LM_VIN_ROWS = "Input voltage range (V) min 2.5 3.0 3.6 5.4 max 6.5 6.5 6.5 6.5"


def lm_vin(version: str, lo: float) -> Fact:
    return (
        [it(version, "supply_voltage", "V", lo=lo, hi=6.5, condition="input voltage range")],
        [ev(LM, 1, LM_VIN_ROWS)],
    )


LM_VIN_25 = lm_vin("LMS5005-25", 3.0)
LM_VIN_33 = lm_vin("LMS5005-33", 3.6)
LM_VIN_50 = lm_vin("LMS5005-50", 5.4)
LM_DO_33 = (
    [it("LMS5005-33", "dropout_voltage", "mV", typ=250, hi=400, condition="IOUT = 500 mA")],
    [ev(LM, 1, "Dropout voltage (mV) typ - 300 250 200 IOUT = 500 mA max - 450 400 350")],
)
LM_IQ_33 = (
    [
        it(
            "LMS5005-33",
            "quiescent_current",
            "uA",
            typ=60,
            hi=95,
            condition="ground current, IOUT = 0",
        )
    ],
    [ev(LM, 1, "Ground current (uA) typ 55 55 60 65 IOUT = 0 mA max 90 90 95 100")],
)
LM_ABS = f(
    LM,
    1,
    dots("IN to GND", 181, "-0.3 V to 7.0 V"),
    it(LM, "abs_max_supply_voltage", "V", hi=7.0, condition="IN to GND"),
)
LM_TA = f(
    LM,
    1,
    dots("Ambient temperature", 164, "-40 C to +85 C"),
    it(LM, "operating_temperature", DEG, lo=-40, hi=85, condition="ambient"),
)
LM_IOUT = f(
    LM,
    1,
    dots("Output current", 172, "0 mA to 500 mA"),
    it(LM, "output_current", "mA", lo=0, hi=500),
)
LM_LIION = note(
    LM,
    2,
    "A 1S Li-ion cell is a valid input for the -18 and -25 versions over its whole discharge "
    "range; the -33 version drops out below roughly 3.6 V at full load.",
)
LM_PSRR = note(LM, 2, "PSRR f = 1 kHz, IOUT = 100 mA 65 dB")

# ---------------------------------------------------------------- MKA-SM2 (Honoka'a)
MK_VCC = f(
    MK,
    1,
    "Volekia hānai / 3.3 5.5 V Supply voltage (VCC)",
    it(MK, "supply_voltage", "V", lo=3.3, hi=5.5),
)
MK_I = f(
    MK,
    1,
    "Ke au hana / 5 8 mA Operating current",
    it(MK, "supply_current", "mA", typ=5, hi=8),
)
MK_SPAN = f(
    MK,
    1,
    "Analog output, 0 ~ 3.0 V DC span",
    it(MK, "analog_output_voltage", "V", lo=0, hi=3.0, condition="AOUT span"),
)
MK_WATER_5V = (
    [it(MK, "analog_output_voltage", "V", typ=1.20, condition="probe in water, VCC = 5.0 V")],
    [
        ev(MK, 1, "Probe in VCC = 3.3 V VCC = 5.0 V"),
        ev(MK, 1, "Wai / Water (wet reference) 1.10 V 1.20 V"),
    ],
)
MK_3V3ADC = note(
    MK,
    2,
    "AOUT never rises above the 3.0 V of the on-board regulator, even with VCC = 5 V.",
)
MK_TOP = f(
    MK,
    2,
    "Mahana hana / 0 ... +60 " + DEG + " Operating temperature",
    it(MK, "operating_temperature", DEG, lo=0, hi=60),
)
MK_NOIP = note(
    MK,
    2,
    "The electronics above the line are not sealed and carry no IP rating",
)
MK_LIFE = note(MK, 2, "How long does the probe last in the ground? - We have no lifetime figure")
MK_ACC = note(
    MK, 1, "The sensor is not calibrated to volumetric water content and has no accuracy figure."
)

# ---------------------------------------------------------------- XD6612F (Zhuzhou)
XD_VCC = f(
    XD,
    1,
    "Supply voltage VCC 2.7 3 5.5 V",
    it(XD, "logic_supply_voltage", "V", lo=2.7, typ=3, hi=5.5, condition="VCC"),
)
XD_VM = f(
    XD,
    1,
    "VM 2.5 5 13.5 V",
    it(XD, "load_supply_voltage", "V", lo=2.5, typ=5, hi=13.5, condition="VM"),
)
XD_ABS_VM = f(
    XD,
    1,
    "Supply voltage VM 15 V",
    it(XD, "abs_max_supply_voltage", "V", hi=15, condition="VM"),
)
XD_PEAK = f(
    XD,
    1,
    "IOUT(peak) 2.0 (tw＝20 ms, cont. pulse) A 3.2 (tw＝10 ms, single pulse) A",
    it(XD, "peak_output_current", "A", hi=2.0, condition="tw = 20 ms, continuous pulse"),
    it(XD, "peak_output_current", "A", hi=3.2, condition="tw = 10 ms, single pulse"),
)
XD_TAB_HEAD = "VM 3.0 V 5.0 V 9.0 V 12 V"
XD_TAB_BOTH = "IOUT (A) 0.35 0.8 1.0 1.0"
XD_I_5V = (
    [it(XD, "output_current", "A", hi=0.8, condition="per channel, both driven, VM = 5 V")],
    [ev(XD, 2, XD_TAB_HEAD), ev(XD, 2, XD_TAB_BOTH)],
)
XD_I_9V = (
    [it(XD, "output_current", "A", hi=1.0, condition="per channel, both driven, VM = 9 V")],
    [ev(XD, 2, XD_TAB_HEAD), ev(XD, 2, XD_TAB_BOTH)],
)
XD_5VTOL = note(XD, 2, "Note 4：Inputs are not 5V tolerant when VCC＝3V; keep VIN ≤ VCC+0.2 V.")
XD_FEAT_PROT = note(XD, 1, "Built-in thermal shutdown and low-voltage detection")

# ---------------------------------------------------------------- NRW-L62 (Nairobi)
NR_BAND_U = f(
    NR,
    1,
    "Frequency band 863 - 870 MHz 902 - 928 MHz",
    it("NRW-L62U", "frequency_band", "MHz", lo=902, hi=928),
)
NR_TXMAX_E = f(
    NR,
    1,
    "Max. conducted TX power +22 dBm +22 dBm",
    it("NRW-L62E", "tx_power", "dBm", hi=22, condition="max. conducted"),
)
NR_VDD = f(
    NR,
    1,
    "Supply voltage VDD 1.8 3.3 3.7 V",
    it(NR, "supply_voltage", "V", lo=1.8, typ=3.3, hi=3.7),
)
NR_ABS = f(
    NR,
    1,
    "Supply voltage, abs. max. VDD -0.3 3.9 V stress only",
    it(NR, "abs_max_supply_voltage", "V", hi=3.9),
)
NR_TXV = note(
    NR,
    1,
    "the +22 dBm setting needs VDD " + GE + " 3.1 V. Below 3.1 V the module clamps its output "
    "to +20 dBm; below 2.4 V to +14 dBm.",
)
NR_SENS_SF10 = (
    [it(NR, "rx_sensitivity", "dBm", typ=-130, condition="SF10, BW 250 kHz")],
    [
        ev(NR, 2, "Spreading factor BW 125 kHz BW 250 kHz BW 500 kHz"),
        ev(NR, 2, "SF10 -133 dBm -130 dBm -126 dBm"),
    ],
)
NR_BAUD = f(
    NR,
    1,
    "the port comes up at 115200 bit/s, 8N1",
    it(NR, "baud_rate", "bps", value=115200, condition="default"),
)
NR_VIH = note(NR, 1, "VIH 0.7 VDD VDD + 0.3 V UART, GPIO")
NR_5V = note(
    NR,
    2,
    "The I/O pins are referenced to VDD and are not 5 V tolerant; use a level shifter or a "
    "resistor divider on RXD with 5 V hosts.",
)
NR_RANGE = note(
    NR, 2, "Range depends on antenna, terrain and spreading factor; no range figure is guaranteed."
)
NR_CERT = note(NR, 2, "Certification status is handled per order; this document makes no claim.")
NR_SLEEP = f(
    NR,
    1,
    "Sleep current ISLP 1.8 " + MU + "A RTC running",
    it(NR, "standby_current", "uA", typ=1.8, condition="sleep, RTC running"),
)

# ---------------------------------------------------------------- TWX-24A (Kendal)
TW_VSUP = f(
    TW,
    1,
    "Regulator supply VSUP 2.7 5.5 V",
    it(TW, "supply_voltage", "V", lo=2.7, hi=5.5, condition="VSUP"),
)
TW_DVDD = f(
    TW,
    1,
    "Digital supply DVDD 2.7 5.5 V",
    it(TW, "supply_voltage", "V", lo=2.7, hi=5.5, condition="DVDD"),
)
TW_ODR = (
    [
        it(TW, "data_rate", "SPS", value=10, condition="RATE = 0"),
        it(TW, "data_rate", "SPS", value=80, condition="RATE = DVDD"),
    ],
    [ev(TW, 1, "Output data rate RATE = 0 10 SPS RATE = DVDD 80 SPS")],
)
TW_ODR80 = f(
    TW,
    1,
    "Output data rate RATE = 0 10 SPS RATE = DVDD 80 SPS",
    it(TW, "data_rate", "SPS", value=80, condition="RATE = DVDD"),
)
TW_FS_HEAD = "Channel / gain AVDD = 3.3 V AVDD = 4.3 V AVDD = 5.0 V"
TW_FS_A128 = "A / 128 " + PM + "12.9 mV " + PM + "16.8 mV " + PM + "19.5 mV"
TW_FS_33 = (
    [it(TW, "analog_input_range", "mV", lo=-12.9, hi=12.9, condition="ch A, gain 128, AVDD 3.3 V")],
    [ev(TW, 2, TW_FS_HEAD), ev(TW, 2, TW_FS_A128)],
)
TW_FS_43 = (
    [it(TW, "analog_input_range", "mV", lo=-16.8, hi=16.8, condition="ch A, gain 128, AVDD 4.3 V")],
    [ev(TW, 2, TW_FS_HEAD), ev(TW, 2, TW_FS_A128)],
)
TW_I = f(
    TW,
    2,
    "Supply current normal, AVDD + DVDD 1.5 mA power-down 0.3 1 " + MU + "A",
    it(TW, "supply_current", "mA", typ=1.5, condition="normal"),
    it(TW, "standby_current", "uA", typ=0.3, hi=1, condition="power-down"),
)
TW_AVDD = note(TW, 1, "Analog supply (regulator out) AVDD 2.6 VSUP - 0.1 V")
