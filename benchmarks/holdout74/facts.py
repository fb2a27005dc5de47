"""Reference facts of the seventy-fourth hold-out set, shared by factual and
compatibility questions. Every number was read off the generated PDFs
(``pdftotext -layout``) and each quote is on the cited page."""

from __future__ import annotations

from qkit import AL, BT, BY, FL, FP, KR, SK, SR, Fact, Item, ev, it

DEG = "\u00b0C"
MU = "\u00b5"
PM = "\u00b1"
OHM = "\u03a9"


def f(device: str, page: int, quote: str, *items: Item) -> Fact:
    return list(items), [ev(device, page, quote)]


def note(device: str, page: int, quote: str) -> Fact:
    """A statement without numbers: evidence only."""
    return [], [ev(device, page, quote)]


# ---------------------------------------------------------------- SKB-T24 (TFT)
SK_VCC = f(
    SK,
    1,
    "Power supply (VCC pin) 3.3 ~ 5.0 3.3 ~ 5.0 V",
    it(SK, "supply_voltage", "V", lo=3.3, hi=5.0, condition="VCC pin, both versions"),
)
SK_I5_T = f(
    SK,
    1,
    "Current, backlight on, VCC = 5.0 V 78 92 mA",
    it("SKB-T24T", "supply_current", "mA", value=92, condition="backlight on, VCC = 5.0 V"),
)
SK_I33 = f(
    SK,
    1,
    "Current, backlight on, VCC = 3.3 V 70 84 mA",
    it(SK, "supply_current", "mA", value=70, condition="SKB-T24, backlight on, VCC = 3.3 V"),
)
SK_WCLK = f(
    SK,
    1,
    "SCK frequency, write (pixel data, commands) fSCLW 40 MHz",
    it(SK, "spi_clock_frequency", "MHz", hi=40, condition="write"),
)
SK_RCLK = f(
    SK,
    1,
    "SCK frequency, read (ID, GRAM read-back) fSCLR 6.6 MHz",
    it(SK, "spi_clock_frequency", "MHz", hi=6.6, condition="read"),
)
SK_TOP_T = f(
    SK,
    1,
    "Operating temperature -20 ~ +70 -20 ~ +60 " + DEG,
    it("SKB-T24T", "operating_temperature", DEG, lo=-20, hi=60),
)
SK_SIG = f(
    SK,
    1,
    "are NOT 5 V tolerant. Never apply more than 3.6 V to any signal pin.",
    it(SK, "abs_max_input_voltage", "V", hi=3.6, condition="any signal pin"),
)
SK_UNO = note(
    SK,
    2,
    "Signals no: the Uno drives 5 V into pins that accept at most 3.6 V.",
)
SK_ESP = note(
    SK, 2, "Q: ESP32, Raspberry Pi, STM32? A: All of them use 3.3 V logic, so wire them directly."
)

# ---------------------------------------------------------------- FLX9140 (Hall current)
FL_VDD = f(
    FL,
    2,
    "Supply voltage VDD 4.5 5.0 5.5 V",
    it(FL, "supply_voltage", "V", lo=4.5, typ=5.0, hi=5.5),
)
FL_33 = note(FL, 2, "The FLX9140 is specified from 4.5 V; it is not specified for 3.3 V supplies.")
FL_IDD = f(
    FL,
    2,
    "Supply current IDD no load on VOUT 10 14 mA",
    it(FL, "supply_current", "mA", typ=10, hi=14, condition="no load on VOUT"),
)
FL_ABS = f(
    FL,
    1,
    "Supply voltage VDD 8 V continuous",
    it(FL, "abs_max_supply_voltage", "V", hi=8, condition="VDD, absolute maximum"),
)
FL_SENS20 = f(
    FL,
    2,
    "Sensitivity, typ. SENS 200 100 40 mV/A",
    it("FLX9140-20", "sensitivity", "mV/A", typ=100, quantity="current"),
)
FL_RANGE20 = f(
    FL,
    2,
    "Primary current range IPR " + PM + "10 " + PM + "20 " + PM + "50 A",
    it("FLX9140-20", "measurement_range", "A", lo=-20, hi=20, quantity="current"),
)
FL_TOP50 = (
    [it("FLX9140-50", "operating_temperature", DEG, lo=-40, hi=85, condition="temperature code E")],
    [
        ev(FL, 1, "FLX9140-50 E SOIC-8 " + PM + "50 A"),
        ev(FL, 1, "Temperature code: E = -40 " + DEG + " to 85 " + DEG + " ambient;"),
    ],
)
FL_ISO = f(
    FL,
    1,
    "Working voltage, basic isolation VWVBI maximum approved 420 VPK",
)

# ---------------------------------------------------------------- FPM-R07 (fingerprint)
FP_V07 = f(
    FP,
    1,
    "Supply voltage (V+) DC 3.0 - 3.6 V DC 3.3 - 6.0 V",
    it(FP, "supply_voltage", "V", lo=3.0, hi=3.6, condition="FPM-R07, V+"),
)
FP_VW = f(
    FP,
    1,
    "Supply voltage (V+) DC 3.0 - 3.6 V DC 3.3 - 6.0 V",
    it("FPM-R07W", "supply_voltage", "V", lo=3.3, hi=6.0, condition="FPM-R07W, V+"),
)
FP_I07 = f(
    FP,
    1,
    "Working current (V+) typ. 40 mA, max. 50 mA typ. 45 mA, max. 55 mA",
    it(FP, "supply_current", "mA", typ=40, hi=50, condition="FPM-R07, working"),
)
FP_VT = f(
    FP,
    1,
    "Touch standby current (VT) typ. 2 " + MU + "A typ. 2 " + MU + "A",
    it(FP, "standby_current", "uA", typ=2, condition="VT, touch standby"),
)
FP_BAUD = f(
    FP,
    1,
    "The factory default is N = 6, i.e. 57600 bps.",
    it(FP, "baud_rate", "bps", value=57600, condition="factory default"),
)
FP_WARM = f(
    FP,
    1,
    "After V+ is applied the module needs about 200 ms to initialise",
    it(FP, "warm_up_time", "ms", value=200),
)
FP_UARTW = note(FP, 1, "UART logic level 3.3 V 3.3 V, RX 5 V tolerant")
FP_VTNOTE = note(FP, 2, "VT must always be 3.3 V, also on the FPM-R07W")
FP_RX07 = note(
    FP, 2, "FPM-R07 (3.3 V model): TX and RX are 3.3 V levels and RX is not 5 V tolerant"
)
FP_WET = note(FP, 2, "The sensor surface is not waterproof.")

# ---------------------------------------------------------------- BYN-BST35 (boost)
BY_VIN = f(
    BY,
    1,
    "Input voltage: 3 V - 32 V (both versions)",
    it(BY, "supply_voltage", "V", lo=3, hi=32, condition="input, both versions"),
)
BY_VOUT = f(
    BY,
    1,
    "Output voltage: 5 V - 35 V, set with the blue trimmer",
    it(BY, "output_voltage", "V", lo=5, hi=35, condition="adjustable"),
)
BY_IQ = f(
    BY,
    1,
    "No-load input current: about 12 mA at 12 V in",
    it(BY, "quiescent_current", "mA", typ=12, condition="no load, 12 V in"),
)
BY_TOP = f(
    BY,
    1,
    "Operating temperature: -40 " + DEG + " to +85 " + DEG,
    it(BY, "operating_temperature", DEG, lo=-40, hi=85),
)
BY_S_5_12 = (
    [
        it(
            BY,
            "output_current",
            "A",
            value=0.9,
            condition="BYN-BST35 small board, Vin 5 V, Vout 12 V",
        )
    ],
    [ev(BY, 1, "BYN-BST35 (small board)"), ev(BY, 1, "Vin = 5 V 0.9 A 0.5 A 0.4 A 0.25 A")],
)
BY_L_12_24 = (
    [it("BYN-BST35L", "output_current", "A", value=1.9, condition="Vin 12 V, Vout 24 V")],
    [ev(BY, 1, "BYN-BST35L (heatsink board)"), ev(BY, 1, "Vin = 12 V - 2.5 A 1.9 A 1.3 A")],
)
BY_L_12_19 = (
    [it("BYN-BST35L", "output_current", "A", value=2.5, condition="Vin 12 V, Vout 19 V")],
    [ev(BY, 1, "BYN-BST35L (heatsink board)"), ev(BY, 1, "Vin = 12 V - 2.5 A 1.9 A 1.3 A")],
)
BY_BOOST = note(BY, 2, "It is a boost converter: the output cannot go below the input.")
BY_STEPDOWN = note(BY, 2, "Can it step down 24 V to 12 V? No.")
BY_CAR = note(
    BY,
    2,
    "The car system runs up to 14.4 V while the engine runs, which is fine for the input.",
)

# ---------------------------------------------------------------- KRN-STP35 (stepper)
KR_VMOT = f(
    KR,
    1,
    "Napajalna napetost motorja / VMOT 8 - 35 8 - 45 V Motor supply voltage",
    it(KR, "load_supply_voltage", "V", lo=8, hi=35, condition="KRN-STP35, VMOT"),
)
KR_VMOT_H = f(
    KR,
    1,
    "Napajalna napetost motorja / VMOT 8 - 35 8 - 45 V Motor supply voltage",
    it("KRN-STP35H", "load_supply_voltage", "V", lo=8, hi=45, condition="KRN-STP35H, VMOT"),
)
KR_VDD = f(
    KR,
    1,
    "Napajalna napetost logike / VDD 3.0 - 5.5 3.0 - 5.5 V Logic supply voltage",
    it(KR, "logic_supply_voltage", "V", lo=3.0, hi=5.5, condition="VDD, both versions"),
)
KR_ABS_H = f(
    KR,
    1,
    "Napetost motorja, mejna / VMOT 40 50 V Motor supply, limiting",
    it("KRN-STP35H", "abs_max_supply_voltage", "V", hi=50, condition="VMOT, limiting"),
)
KR_I_NOHS = f(
    KR,
    1,
    "Tok na fazo, brez hladilnika / IOUT 1.0 1.4 A Current per phase, no heatsink",
    it(KR, "output_current", "A", hi=1.0, condition="KRN-STP35, per phase, no heatsink"),
)
KR_I_HS_H = f(
    KR,
    1,
    "Tok na fazo, hladilnik + pretok zraka / IOUT 1.8 2.5 A Current per phase, heatsink + airflow",
    it("KRN-STP35H", "output_current", "A", hi=2.5, condition="per phase, heatsink + airflow"),
)
KR_TOP = f(
    KR,
    2,
    "Delovna temperatura okolice / Operating ambient temperature: -20 ... +85 " + DEG,
    it(KR, "operating_temperature", DEG, lo=-20, hi=85),
)

# ---------------------------------------------------------------- ALH2310 (RH / T)
AL_VDD = f(
    AL,
    1,
    "VDD Supply voltage 1.62 3.3 3.6 V",
    it(AL, "supply_voltage", "V", lo=1.62, typ=3.3, hi=3.6),
)
AL_ADDR = f(
    AL,
    2,
    "GND 0x44 0x88 / 0x89 VDD 0x45 0x8A / 0x8B",
    it(AL, "i2c_address", values=["0x44", "0x45"]),
)
AL_PULLUP = note(AL, 2, "Pull-up resistors on SCL and SDA go to VDD of the sensor")
AL_RH_P = f(
    AL,
    1,
    "Accuracy tolerance 25 "
    + DEG
    + ", 10 ... 90 %RH "
    + PM
    + "2 "
    + PM
    + "3 "
    + PM
    + "1.5 "
    + PM
    + "2 %RH",
    it(
        "ALH2310-P",
        "accuracy",
        "%RH",
        lo=-2,
        hi=2,
        quantity="relative_humidity",
        condition="max tolerance, 25 °C, 10-90 %RH (typ ±1.5)",
    ),
)
AL_T_STD_FULL = f(
    AL,
    1,
    "-40 ... 125 " + DEG + " " + PM + "0.4 " + PM + "0.6 " + PM + "0.3 " + PM + "0.4 " + DEG,
    it(
        AL,
        "accuracy",
        DEG,
        lo=-0.6,
        hi=0.6,
        quantity="temperature",
        condition="ALH2310 standard, max, -40 ... 125 °C (typ ±0.4)",
    ),
)
AL_MEAS_HI = f(
    AL,
    2,
    "0x2400 Single shot, high repeatability 11 12.5 ms",
    it(
        AL,
        "response_time",
        "ms",
        typ=11,
        hi=12.5,
        condition="measurement duration, high repeatability",
    ),
)
AL_SCL = f(
    AL,
    1,
    "fSCL I2C clock frequency 0 1000 kHz",
    it(AL, "i2c_clock_frequency", "kHz", hi=1000),
)

# ---------------------------------------------------------------- BTO-TS4 (IR receiver)
BT_VS = f(
    BT,
    1,
    "Maitinimo įtampa / VS 2.5 5.5 V Supply voltage",
    it(BT, "supply_voltage", "V", lo=2.5, hi=5.5),
)
BT_ABS = f(
    BT,
    1,
    "Maitinimo įtampa / Supply voltage pin 3 VS -0.3 ... 6.0 V",
    it(BT, "abs_max_supply_voltage", "V", hi=6.0),
)
BT_I5 = f(
    BT,
    1,
    "VS = 5 V, Ev = 0 ISD 0.45 0.55 0.90 mA",
    it(BT, "supply_current", "mA", lo=0.45, typ=0.55, hi=0.90, condition="VS = 5 V"),
)
BT_TOP = f(
    BT,
    1,
    "Darbinė temperatūra / Operating temperature Tamb -25 ... +85 " + DEG,
    it(BT, "operating_temperature", DEG, lo=-25, hi=85),
)
BT_PULLUP = note(
    BT,
    2,
    "The output has an internal pull-up to VS, so supply the receiver from the same voltage as the "
    "microcontroller (3.3 V or 5 V) and connect OUT directly to an input pin.",
)
BT_SUN = note(BT, 2, "the reduction depends on the disturbance and is not specified")

# ---------------------------------------------------------------- SRX3232 (RS-232)
SR_VCC = f(
    SR,
    1,
    "3.0V to 5.5V Single Supply",
    it(SR, "supply_voltage", "V", lo=3.0, hi=5.5),
)
SR_ICC = f(
    SR,
    2,
    "Supply Current ICC No load, VCC = 3.3V or 5V 0.3 1 mA",
    it(SR, "supply_current", "mA", typ=0.3, hi=1, condition="no load"),
)
SR_RATE = f(
    SR,
    2,
    "Maximum Data Rate 250 kbps",
    it(SR, "baud_rate", "kbps", lo=250, condition="guaranteed, RL = 3 kOhm, CL = 1000 pF"),
)
SR_TOP_E = f(
    SR,
    1,
    "SRX3232E SOIC-16 -40" + DEG + " to +85" + DEG + " SRX3232EIS16G/TR",
    it("SRX3232E", "operating_temperature", DEG, lo=-40, hi=85, condition="specified range"),
)
SR_VIH5 = (
    [it(SR, "input_high_voltage", "V", lo=2.4, condition="T_IN, VCC = 5.0 V")],
    [
        ev(SR, 2, "Input Logic Threshold High VIH T_IN, VCC = 3.3V 2.0 V"),
        ev(SR, 2, "T_IN, VCC = 5.0V 2.4 V"),
    ],
)
SR_ROUT = note(
    SR,
    2,
    "The receiver outputs swing to VCC; when VCC = 5V they must not drive a 3.3V-only input directly.",
)
SR_33IN = note(SR, 2, "so a 3.3V microcontroller can drive the SRX3232 powered at 5V")
SR_NOSD = note(SR, 2, "The device has no shutdown pin")
SR_ESD = note(SR, 2, "R_IN, T_OUT HBM, SRX3232E " + PM + "15 kV")
