"""Reference facts of the hundred-and-thirty-sixth hold-out set, shared by factual and
compatibility questions. Every number was read off the generated PDFs
(``pdftotext -layout``) and each quote is on the cited page."""

from __future__ import annotations

from qkit import CR, CW, KS, RQ, TG, TM, VL, XS, Fact, Item, ev, it

DEG = "\u00b0C"
MU = "\u00b5"
PM = "\u00b1"
OHM = "\u03a9"
LE = "\u2264"
GE = "\u2265"
ELL = "\u2026"
NDASH = "\u2013"
MDASH = "\u2014"
SQ = "\u00b2"
FWC = "\uff1a"
FWL, FWR = "\uff08", "\uff09"


def f(device: str, page: int, quote: str, *items: Item) -> Fact:
    return list(items), [ev(device, page, quote)]


def note(device: str, page: int, quote: str) -> Fact:
    """A statement without numbers needed as items: evidence only."""
    return [], [ev(device, page, quote)]


# ---------------------------------------------------------------- TMK8573 (RTC)
TM_ADDR = f(
    TM,
    1,
    "The TMK8573 is a slave on the I" + SQ + "C bus at the fixed 7-bit address 0x32 (write byte "
    "64h, read byte 65h); only one TMK8573 can be connected to one bus.",
    it(TM, "i2c_address", values=["0x32"], condition="fixed 7-bit address"),
)
TM_VDD = f(
    TM,
    1,
    "Supply voltage VDD 2.3 3.3 5.5 V",
    it(TM, "supply_voltage", "V", lo=2.3, typ=3.3, hi=5.5, condition="VDD, recommended"),
)
TM_VBAT = f(
    TM,
    1,
    "Backup supply voltage VBAT 1.6 3.0 5.5 V",
    it(
        TM,
        "supply_voltage",
        "V",
        lo=1.6,
        typ=3.0,
        hi=5.5,
        condition="VBAT, backup supply, recommended",
    ),
)
TM_IBAT_B = f(
    TM,
    1,
    "Timekeeping current VDD = 0 V, VBAT = 3.0 V, 1.2 3.0 0.45 1.0 " + MU + "A from VBAT",
    it(
        "TMK8573B",
        "standby_current",
        "uA",
        typ=0.45,
        hi=1.0,
        condition="timekeeping from VBAT = 3.0 V, VDD = 0 V, TMK8573B column",
    ),
)
TM_ACC_A = (
    [
        it(
            "TMK8573A",
            "accuracy",
            "ppm",
            lo=-3.5,
            hi=3.5,
            condition="frequency accuracy, full operating range -40 ... +85 C, TMK8573A column",
        )
    ],
    [
        ev(
            TM,
            1,
            "TMK8573A TMK8573B Parameter Conditions Min Typ Max Min Typ Max Unit Frequency "
            "accuracy",
        ),
        ev(TM, 1, "full operating range -3.5 +3.5 -90 +20 ppm"),
    ],
)
TM_TEMP_B = f(
    TM,
    1,
    "Operating temperature -40 +85 -20 +70 " + DEG,
    it("TMK8573B", "operating_temperature", DEG, lo=-20, hi=70, condition="TMK8573B column"),
)
TM_TEMP_A = f(
    TM,
    1,
    "Operating temperature -40 +85 -20 +70 " + DEG,
    it("TMK8573A", "operating_temperature", DEG, lo=-40, hi=85, condition="TMK8573A column"),
)
TM_AGING = note(
    TM, 1, "Aging first year, after reflow -1.0 +1.0 " + MDASH + " " + MDASH + " " + MDASH + " ppm"
)
TM_CR2032 = note(
    TM,
    2,
    "A CR2032 lithium coin cell (3 V, 220 mAh) keeps a grade-B device running for more than 20 "
    "years at +25 " + DEG + " and a grade-A device for about 8 years in the worst case.",
)
TM_5V = note(
    TM,
    1,
    "SDA and SCL are open drain and are not clamped to VDD: they tolerate 5.5 V at any VDD",
)

# ---------------------------------------------------------------- CRP4110 (digital pot)
CR_VDD = f(
    CR,
    1,
    "Supply voltage VDD 2.7 5.0 5.5 V",
    it(CR, "supply_voltage", "V", lo=2.7, typ=5.0, hi=5.5, condition="VDD"),
)
CR_SCK = f(
    CR,
    2,
    "4.5 V "
    + LE
    + " VDD "
    + LE
    + " 5.5 V 10 SCK frequency fSCK MHz 2.7 V "
    + LE
    + " VDD < 4.5 V 5",
    it(CR, "spi_clock_frequency", "MHz", hi=5, condition="2.7 V <= VDD < 4.5 V"),
)
CR_RES = f(
    CR,
    1,
    "Resolution N 8 bits",
    it(CR, "resolution", "bit", value=8, condition="256 wiper positions"),
)
CR_SHDN = f(
    CR,
    1,
    "Shutdown current ISHDN after shutdown command 0.05 0.5 " + MU + "A",
    it(CR, "standby_current", "uA", typ=0.05, hi=0.5, condition="after shutdown command"),
)
CR_VOLATILE = note(
    CR,
    2,
    "The wiper register is volatile " + MDASH + " the CRP4110 has no non-volatile memory, so the "
    "setting is lost when VDD is removed.",
)
CR_LEVEL = f(
    CR,
    2,
    "With VDD = 5 V the inputs need 0.7 VDD = 3.5 V, so 3.3 V logic is not read reliably",
    it(CR, "input_high_voltage", "V", lo=3.5, condition="VIH = 0.7 VDD at VDD = 5 V"),
)
CR_TERM = (
    [
        it(
            CR,
            "analog_input_range",
            "V",
            lo=0,
            condition="terminal voltage range A, B, W: 0 ... VDD",
        )
    ],
    [
        ev(CR, 1, "Terminal voltage range VA, VB, VW 0 VDD V"),
        ev(
            CR,
            2,
            "Terminal voltages must stay between VSS and VDD. For signals that swing below "
            "ground, bias the network at VDD/2 or use a dual-supply part.",
        ),
    ],
)

# ---------------------------------------------------------------- KSD-12F (solenoid driver)
KS_VPLUS = f(
    KS,
    1,
    "Load supply (V+ terminal) 5 " + ELL + " 24 5 " + ELL + " 24 V DC 12 V nominal",
    it(KS, "load_supply_voltage", "V", lo=5, typ=12, hi=24, condition="V+ terminal, DC"),
)
KS_IOUT = f(
    KS,
    1,
    "Continuous load current 3.0 A TA = 25 " + DEG + ", no heat sink",
    it(KS, "output_current", "A", hi=3.0, condition="KSD-12F, continuous, 25 C, no heat sink"),
)
KS_VTH = f(
    KS,
    1,
    "Gate threshold voltage VGS(th) ID = 250 " + MU + "A 0.7 1.0 1.4 V",
    it(KS, "gate_threshold_voltage", "V", lo=0.7, typ=1.0, hi=1.4, condition="MOSFET Q1"),
)
KS_DERATE60 = (
    [
        it(
            "KSD-12F2",
            "output_current",
            "A",
            hi=1.2,
            condition="each channel, both channels on, 60 C ambient",
        )
    ],
    [
        ev(KS, 1, "KSD-12F2, each channel Ambient temperature KSD-12F Unit (both channels on)"),
        ev(KS, 1, "60 " + DEG + " 1.8 1.2 A"),
    ],
)
KS_VIH = f(
    KS,
    1,
    "Input high voltage " + GE + " 2.4 " + GE + " 2.4 V output fully on",
    it(KS, "input_high_voltage", "V", lo=2.4, condition="IN, output fully on"),
)
KS_ESP32 = note(
    KS,
    2,
    "Will it work with an ESP32 or a Raspberry Pi (3.3 V)? " + MDASH + " Yes. The input needs only "
    "2.4 V, and the MOSFET is specified at 2.5 V gate drive (RDS(on) 52 m" + OHM + " max.).",
)
KS_CAR = note(
    KS, 2, "Cars and trucks: the board runs from a 12 V car battery (14.4 V while charging)."
)
KS_DC = note(KS, 2, "DC loads only. The board cannot switch AC solenoids or mains voltage.")

# ---------------------------------------------------------------- RQL6233 (LDO)
RQ_IQ = f(
    RQ,
    1,
    "IOUT = 0 mA 0.5 1.0 Quiescent current IQ " + MU + "A",
    it(RQ, "quiescent_current", "uA", typ=0.5, hi=1.0, condition="IOUT = 0 mA, 25 C"),
)
RQ_DO200 = f(
    RQ,
    1,
    "RQL6233, IOUT = 200 mA 320 450",
    it(RQ, "dropout_voltage", "mV", typ=320, hi=450, condition="RQL6233, IOUT = 200 mA"),
)
RQ_DO100 = f(
    RQ,
    1,
    "RQL6233, IOUT = 100 mA 150 250",
    it(RQ, "dropout_voltage", "mV", typ=150, hi=250, condition="RQL6233, IOUT = 100 mA"),
)
RQ_VIN = f(
    RQ,
    1,
    "Input voltage VIN 2.0 6.0 V",
    it(RQ, "supply_voltage", "V", lo=2.0, hi=6.0, condition="VIN, recommended"),
)
RQ_TA = f(
    RQ,
    1,
    "Operating ambient temperature TA -40 +85 " + DEG,
    it(RQ, "operating_temperature", DEG, lo=-40, hi=85, condition="ambient TA"),
)
RQ_VOUT = f(
    RQ,
    1,
    "RQL6233 3.267 3.3 3.333",
    it(RQ, "output_voltage", "V", value=3.3, condition="RQL6233 fixed output"),
)
RQ_IOUT = f(
    RQ,
    1,
    "Output current IOUT 0 200 mA",
    it(RQ, "output_current", "mA", hi=200, condition="recommended"),
)
RQ_LIION = note(
    RQ,
    2,
    "An RQL6233 fed from one Li-ion cell (3.0 " + ELL + " 4.2 V) regulates until the cell falls to "
    "about 3.45 V at 100 mA; below that the output follows the input (dropout).",
)
RQ_TSD = note(
    RQ,
    2,
    "Thermal shutdown switches the output off when the die overheats and restarts it when it has "
    "cooled",
)

# ---------------------------------------------------------------- CWQ-10 (TDS module)
CW_VCC = f(
    CW,
    1,
    "Tensión de alimentación 3.3 " + ELL + " 5.5 3.3 " + ELL + " 5.5 V Supply voltage",
    it(CW, "supply_voltage", "V", lo=3.3, hi=5.5, condition="VCC, both versions"),
)
CW_AOUT = f(
    CW,
    1,
    "Salida analógica 0 " + ELL + " 2.3 0 " + ELL + " 2.3 V Analog output",
    it(CW, "analog_output_voltage", "V", lo=0, hi=2.3, condition="analog output A"),
)
CW_RANGE_H = f(
    CW,
    1,
    "Rango de medición 0 " + ELL + " 1000 0 " + ELL + " 2000 ppm Measuring range",
    it(
        "CWQ-10H",
        "measurement_range",
        "ppm",
        lo=0,
        hi=2000,
        condition="TDS, CWQ-10H column (quantity: total dissolved solids)",
    ),
)
CW_IP = f(
    CW,
    1,
    "Protección Sonda / probe: IP68 \u00b7 placa / board: sin protección / none Protection",
    it(CW, "ip_rating", values=["IP68"], condition="probe; the board is not protected"),
)
CW_3V3 = note(
    CW,
    2,
    "The output stays within 0 " + ELL + " 2.3 V at VCC = 3.3 V or 5 V, so it is safe for 3.3 V "
    "ADCs.",
)
CW_CABLE = note(CW, 1, "Longitud del cable 100 cm Cable length")

# ---------------------------------------------------------------- VLR-4510 (LoRaWAN module)
VL_BAUD = f(
    VL,
    2,
    "UART1 (TX, RX) carries the AT commands: 115200 bps, 8N1 by default",
    it(VL, "baud_rate", "bps", value=115200, condition="UART1 default"),
)
VL_VCC = f(
    VL,
    1,
    "Supply voltage VCC 1.8 3.3 3.6 V",
    it(VL, "supply_voltage", "V", lo=1.8, typ=3.3, hi=3.6, condition="VCC, recommended"),
)
VL_ABS = f(
    VL,
    1,
    "Supply voltage VCC -0.3 4.0 V",
    it(VL, "abs_max_supply_voltage", "V", hi=4.0, condition="VCC, absolute maximum"),
)
VL_TX22 = f(
    VL,
    1,
    "Transmit +22 dBm " + MDASH + " 118 mA",
    it(
        "VLR-4510-U",
        "supply_current",
        "mA",
        typ=118,
        condition="transmit at +22 dBm, VCC = 3.3 V, VLR-4510-U column",
    ),
)
VL_TX14E = f(
    VL,
    1,
    "+14 dBm 44 52 mA",
    it(
        "VLR-4510-E",
        "supply_current",
        "mA",
        typ=44,
        condition="transmit at +14 dBm, VLR-4510-E column",
    ),
)
VL_SLEEP = f(
    VL,
    1,
    "Sleep AT+LPM=1, RTC running 1.7 1.7 " + MU + "A",
    it(VL, "standby_current", "uA", typ=1.7, condition="sleep, AT+LPM=1, RTC running"),
)
VL_SENS7 = f(
    VL,
    1,
    "Receiver sensitivity SF7, 125 kHz -124 -124 dBm",
    it(VL, "rx_sensitivity", "dBm", value=-124, condition="SF7, 125 kHz"),
)
VL_BAND_E = f(
    VL,
    1,
    "Frequency range 863 " + ELL + " 870 902 " + ELL + " 928 MHz",
    it("VLR-4510-E", "frequency_band", "MHz", lo=863, hi=870, condition="VLR-4510-E column"),
)
VL_5V = note(
    VL,
    2,
    "the pins are not 5 V tolerant " + NDASH + " use a level shifter with 5 V hosts",
)
VL_2AA = note(
    VL,
    2,
    "Two alkaline AA or AAA cells or one LiFePO4 cell can feed VCC directly; a Li-ion cell (up to "
    "4.2 V) needs a regulator.",
)

# ---------------------------------------------------------------- XSM-620 (scan engine)
XS_BAUD = f(
    XS,
    2,
    "Serial port default" + FWC + "9600 bps, 8 data bits, no parity, 1 stop bit.",
    it(XS, "baud_rate", "bps", value=9600, condition="serial port default"),
)
XS_IF = f(
    XS,
    1,
    "Interfaces UART-TTL, USB " + FWL + "HID keyboard / virtual COM" + FWR,
    it(XS, "interface", values=["UART", "USB"], condition="UART-TTL, USB HID / virtual COM"),
)
XS_QR = f(
    XS,
    1,
    "QR Code 15 mil 50 200 mm",
    it(
        XS,
        "measurement_range",
        "mm",
        lo=50,
        hi=200,
        quantity="distance",
        condition="reading distance, QR Code 15 mil, typical",
    ),
)
XS_ICC = f(
    XS,
    1,
    "Operating current scanning, LEDs on 120 160 95 130 mA",
    it(XS, "supply_current", "mA", typ=120, hi=160, condition="scanning, LEDs on, XSM-620 column"),
)
XS_VCC = f(
    XS,
    1,
    "Supply voltage VCC 4.5 5.0 5.5 3.0 3.3 3.6 V",
    it(XS, "supply_voltage", "V", lo=4.5, typ=5.0, hi=5.5, condition="XSM-620 column"),
)
XS_VOH = f(
    XS,
    1,
    "TXD output high IOH = -2 mA 2.9 3.3 2.9 3.3 V",
    it(XS, "output_high_voltage", "V", lo=2.9, typ=3.3, condition="TXD, XSM-620 column"),
)
XS_TXD = note(
    XS,
    2,
    "TXD drives 3.3 V TTL on both versions; the RXD of the XSM-620 accepts 5 V, the RXD of the "
    "XSM-620L does not " + FWL + "3.6 V max." + FWR + ".",
)
XS_SYMB = note(XS, 1, "Symbologies 2D QR Code, Data Matrix, PDF417, Aztec")

# ---------------------------------------------------------------- TGP7960 (gesture sensor)
TG_ADDR = f(
    TG,
    2,
    "TGP7960 0x39 72h 73h",
    it(TG, "i2c_address", values=["0x39"], condition="TGP7960, fixed"),
)
TG_ADDR_S = f(
    TG,
    2,
    "TGP7960S 0x32 64h 65h",
    it("TGP7960S", "i2c_address", values=["0x32"], condition="TGP7960S, fixed"),
)
TG_VDD = f(
    TG,
    1,
    "Supply voltage VDD 2.4 3.0 3.6 V",
    it(TG, "supply_voltage", "V", lo=2.4, typ=3.0, hi=3.6, condition="VDD, recommended"),
)
TG_SLEEP = f(
    TG,
    1,
    "wait state 38 sleep 1.0 10",
    it(TG, "standby_current", "uA", typ=1.0, hi=10, condition="sleep, VDD = 3.0 V"),
)
TG_VIH = f(
    TG,
    1,
    "SCL, SDA input high voltage VIH 1.26 V",
    it(TG, "input_high_voltage", "V", lo=1.26, condition="SCL, SDA"),
)
TG_GEST = f(
    TG,
    2,
    "Gesture detection range hand, LED 100 mA, gain 4x 20 150 mm",
    it(
        TG,
        "measurement_range",
        "mm",
        lo=20,
        hi=150,
        quantity="distance",
        condition="gesture detection, hand, LED 100 mA, gain 4x",
    ),
)
TG_FSCL = f(
    TG,
    2,
    "SCL clock frequency fSCL 0 400 kHz",
    it(TG, "i2c_clock_frequency", "kHz", lo=0, hi=400, condition="SCL"),
)
TG_ABS_IO = f(
    TG,
    1,
    "Voltage on SCL, SDA, INT VIO -0.5 3.8 V",
    it(TG, "abs_max_input_voltage", "V", lo=-0.5, hi=3.8, condition="SCL, SDA, INT"),
)
TG_5V = note(
    TG,
    2,
    "must never see more than 3.8 V: with a 5 V host use a bidirectional level shifter and "
    "pull-ups to VDD.",
)
