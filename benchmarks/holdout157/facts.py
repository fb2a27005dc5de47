"""Reference facts of the hundred-and-fifty-seventh hold-out set, shared by factual and
compatibility questions. Every number was read off the generated PDFs
(``pdftotext -layout``) and each quote is on the cited page."""

from __future__ import annotations

from qkit import BQ, FX, GW, NK, QI, UP, VM, ZR, Fact, Item, ev, it

DEG = "\u00b0C"
MU = "\u00b5"
PM = "\u00b1"
ELL = "\u2026"
SQ = "\u00b2"


def f(device: str, page: int, quote: str, *items: Item) -> Fact:
    return list(items), [ev(device, page, quote)]


def note(device: str, page: int, quote: str) -> Fact:
    """A statement without numbers needed as items: evidence only."""
    return [], [ev(device, page, quote)]


# ---------------------------------------------------------------- NKU-CSM4-33 / -50
NK33, NK50 = "NKU-CSM4-33", "NKU-CSM4-50"
NK_VCC_Q = "Supply voltage 3.0 3.3 3.6 4.0 5.0 5.5 V (VCC pin)"
NK_VCC33 = f(
    NK33,
    1,
    NK_VCC_Q,
    it(NK33, "supply_voltage", "V", lo=3.0, typ=3.3, hi=3.6, condition="VCC pin, -33 column"),
)
NK_VCC50 = f(
    NK50,
    1,
    NK_VCC_Q,
    it(NK50, "supply_voltage", "V", lo=4.0, typ=5.0, hi=5.5, condition="VCC pin, -50 column"),
)
NK_I_Q = "Supply current AOUT open 4.8 6.5 5.6 7.5 mA"
NK_I33 = f(
    NK33,
    1,
    NK_I_Q,
    it(NK33, "supply_current", "mA", typ=4.8, hi=6.5, condition="AOUT open, -33 column"),
)
NK_I50 = f(
    NK50,
    1,
    NK_I_Q,
    it(NK50, "supply_current", "mA", typ=5.6, hi=7.5, condition="AOUT open, -50 column"),
)
NK_AOUT_WATER33 = f(
    NK33,
    1,
    "Output voltage in dry potting soil 2.20 2.55 V (AOUT) in wet soil, field capacity 1.45 1.65 "
    "in water, immersed to the mark 1.05 1.20",
    it(
        NK33,
        "analog_output_voltage",
        "V",
        typ=1.05,
        condition="AOUT, probe in water to the mark, -33 at VCC 3.3 V",
    ),
)
NK_AOUTMAX50 = f(
    NK50,
    1,
    "Highest output any probe condition 0.8 x VCC 3.0 V voltage",
    it(NK50, "analog_output_voltage", "V", hi=3.0, condition="highest AOUT, -50 column"),
)
NK_ESP = note(
    NK50,
    2,
    "The -50 has a 3.0 V regulator on board, so AOUT never goes above 3.0 V. It can go straight to "
    "the 3.3 V ADC of an ESP32 or a Raspberry Pi Pico even when VCC is 5 V.",
)
NK_SETTLE50 = f(
    NK50,
    1,
    "Settling time after to within 1 % of final 150 300 200 400 ms power-on",
    it(NK50, "warm_up_time", "ms", typ=200, hi=400, condition="settling after power-on, -50"),
)
NK_TOP_Q = "Operating electronics and probe -10 +60 0 +60 " + DEG + " temperature"
NK_TOP33 = f(
    NK33,
    1,
    NK_TOP_Q,
    it(NK33, "operating_temperature", DEG, lo=-10, hi=60, condition="-33 column"),
)
NK_ABS33 = f(
    NK33,
    1,
    "VCC to GND, NKU-CSM4-33 -0.3 4.0 V",
    it(NK33, "abs_max_supply_voltage", "V", lo=-0.3, hi=4.0, condition="VCC to GND, -33"),
)
NK_5V = note(
    NK33,
    2,
    "The -33 has no regulator: the timer runs straight from VCC. Never connect it to a 5 V pin. "
    "Above 4.0 V the timer IC is damaged.",
)
NK_GPIO = note(
    NK33,
    2,
    "The -33 draws at most 6.5 mA, so a GPIO pin can power it just for a reading.",
)
NK_EXT = note(
    NK,
    2,
    "We have tested an extension of up to 3 m (3 x 24 AWG) without a change in the reading.",
)
NK_SALT = note(
    NK,
    2,
    "Salty soil and temperature shift the reading a little, but we do not specify by how much.",
)

# ---------------------------------------------------------------- ZRQ5712 (-05B / -20A / -30A)
Z05, Z20, Z30 = "ZRQ5712-05B", "ZRQ5712-20A", "ZRQ5712-30A"
ZR_VCC = f(
    ZR,
    2,
    "Supply voltage VCC 4.5 5.0 5.5 V",
    it(ZR, "supply_voltage", "V", lo=4.5, typ=5.0, hi=5.5, condition="VCC, all grades"),
)
ZR_ICC = f(
    ZR,
    2,
    "Supply current ICC VCC = 5.0 V, output open 10 13 mA",
    it(ZR, "supply_current", "mA", typ=10, hi=13, condition="ICC, VCC = 5.0 V, output open"),
)
ZR_SENS30 = f(
    Z30,
    2,
    "Sensitivity 175 180 185 93 96 99 62 64 66 mV/A",
    it(
        Z30,
        "sensitivity",
        "mV/A",
        lo=62,
        typ=64,
        hi=66,
        quantity="current",
        condition="-30A column, TA = 25 degC",
    ),
)
ZR_RANGE_Q = "Optimised accuracy -5 5 -20 20 -30 30 A range"
ZR_RANGE05 = f(
    Z05,
    2,
    ZR_RANGE_Q,
    it(Z05, "measurement_range", "A", lo=-5, hi=5, quantity="current", condition="-05B column"),
)
ZR_VQ = f(
    ZR,
    2,
    "Zero-current output VIOUT(Q) bidirectional, IP = 0 A 2.50 V voltage",
    it(ZR, "analog_output_voltage", "V", typ=2.50, condition="VIOUT(Q), IP = 0 A, VCC = 5 V"),
)
ZR_SWING05 = f(
    Z05,
    2,
    "Output voltage at IP = - full scale 1.60 0.58 0.58 V full scale IP = + full scale 3.40 4.42 4.42",
    it(
        Z05,
        "analog_output_voltage",
        "V",
        lo=1.60,
        hi=3.40,
        condition="output at -5 A / +5 A full scale, -05B column (typ. values)",
    ),
)
ZR_ERR05 = f(
    Z05,
    2,
    "TA = 25 " + DEG + " " + PM + "1.5 " + PM + "1.5 " + PM + "1.5 Total output error % over TA "
    "range " + PM + "4.0 " + PM + "3.0 " + PM + "2.5",
    it(
        Z05,
        "accuracy",
        "%",
        lo=-4.0,
        hi=4.0,
        quantity="current",
        condition="total output error over the TA range, -05B column",
    ),
)
ZR_TA05 = f(
    Z05,
    1,
    "The letter at the end of the grade gives the ambient range: B = -40 " + DEG + " to 85 " + DEG,
    it(Z05, "operating_temperature", DEG, lo=-40, hi=85, condition="grade letter B"),
)
ZR_ABOVE = note(
    ZR,
    2,
    "Currents above the optimised range are not specified; the output saturates and the accuracy "
    "figures no longer hold.",
)
ZR_ISO = note(
    ZR,
    1,
    "The isolation figure is a type test of the package; the ZRQ5712 is not certified to a safety "
    "standard.",
)

# ---------------------------------------------------------------- FXD4816 / FXD4816Q
FXQ = "FXD4816Q"
FX_VDD = f(
    FX,
    1,
    "Supply VDD supply voltage 2.3 5.5 V",
    it(FX, "supply_voltage", "V", lo=2.3, hi=5.5, condition="VDD, static characteristics"),
)
FX_STB33 = f(
    FX,
    1,
    "SLEEP = 1; no load; fSCL = 0 Hz Istb standby current VDD = 3.3 V 1.5 10 " + MU + "A VDD = "
    "5.5 V 2.2 15",
    it(FX, "standby_current", MU + "A", typ=1.5, hi=10, condition="Istb, SLEEP = 1, VDD = 3.3 V"),
)
FX_IOL_Q = (
    "VOL = 0.5 V LOW-level output VDD = 2.3 V 12 IOL mA current VDD = 3.0 V 18 VDD = 4.5 V 25"
)
FX_IOL30 = f(
    FX,
    1,
    FX_IOL_Q,
    it(FX, "output_current", "mA", lo=18, condition="IOL per LED output, VOL = 0.5 V, VDD = 3.0 V"),
)
FX_IOLTOT = f(
    FX,
    1,
    "total LOW-level output IOL(tot) all outputs together 400 mA current",
    it(FX, "output_current", "mA", hi=400, condition="IOL(tot), all outputs together"),
)
FX_FSCL = f(
    FX,
    2,
    "fSCL SCL clock frequency 0 1000 kHz",
    it(FX, "i2c_clock_frequency", "kHz", lo=0, hi=1000, condition="fSCL"),
)
FX_ADDR40 = f(
    FX,
    2,
    "With all six address pins tied to VSS the FXD4816 answers at 0x40",
    it(FX, "i2c_address", values=["0x40"], condition="A0-A5 tied to VSS"),
)
FX_ADDR41 = f(
    FX,
    2,
    "000001 0x41 0x82 0x83",
    it(FX, "i2c_address", values=["0x41"], condition="A0 HIGH, A1-A5 LOW"),
)
FX_ALLCALL = f(
    FX,
    2,
    "the LED All Call address 0x70 is enabled after power-up (ALLCALL = 1 in MODE1) until the "
    "host clears it",
    it(FX, "i2c_address", values=["0x70"], condition="LED All Call address, enabled at power-up"),
)
FX_ALLCALL_WARN = note(
    FX, 2, "Do not give a second device the address 0x70 unless ALLCALL is cleared."
)
FX_Q_TEMP = f(
    FXQ,
    1,
    "FXD4816QBS HVQFN28 plastic thermal enhanced very thin quad flat; 5 x 5 mm -40 "
    + DEG
    + " to +105 "
    + DEG,
    it(FXQ, "operating_temperature", DEG, lo=-40, hi=105, condition="FXD4816QBS, Tamb"),
)
FX_PWM = note(FX, 2, "fPWM PWM output frequency 24 1526 Hz")
FX_SERVO = note(FX, 2, "A PRE_SCALE value of 0x79 gives 50 Hz from the internal oscillator")
FX_SERVO_SUPPLY = note(FX, 2, "Supply the servos from their own source")

# ---------------------------------------------------------------- BQK-LT2-868 / -915
B868, B915 = "BQK-LT2-868", "BQK-LT2-915"
BQ_VDD = f(
    BQ,
    1,
    "Supply voltage VDD 1.8 3.3 3.7 V",
    it(BQ, "supply_voltage", "V", lo=1.8, typ=3.3, hi=3.7, condition="VDD, recommended"),
)
BQ_VDD20 = f(
    BQ,
    1,
    "Supply voltage VDD for PA_BOOST, high-power 2.4 3.7 V +20 dBm output setting",
    it(BQ, "supply_voltage", "V", lo=2.4, hi=3.7, condition="VDD for +20 dBm output (PA_BOOST)"),
)
BQ_ABSPIN = f(
    BQ,
    1,
    "Voltage on NSS, SCK, MOSI, MISO, RESET, DIO0-DIO5 -0.5 3.9 V",
    it(BQ, "abs_max_input_voltage", "V", lo=-0.5, hi=3.9, condition="SPI, RESET and DIO pins"),
)
BQ_5V = note(
    BQ,
    2,
    "NSS, SCK, MOSI, RESET and DIO pads accept at most 3.9 V: never connect them straight to the "
    "pins of a 5 V Arduino.",
)
BQ_TX_Q = "+20 dBm, PA_BOOST 120 125 +17 dBm, PA_BOOST 87 90 Transmit current mA"
BQ_TX17_915 = f(
    B915,
    2,
    BQ_TX_Q,
    it(B915, "supply_current", "mA", typ=90, condition="transmit, +17 dBm, PA_BOOST, -915 column"),
)
BQ_SENS868 = f(
    B868,
    2,
    "SF10 -133 -132 dBm LoRa 125 kHz SF12 -137 -136",
    it(B868, "rx_sensitivity", "dBm", typ=-137, condition="LoRa SF12, 125 kHz, -868 column"),
)
BQ_BAND915 = f(
    B915,
    1,
    "BQK-LT2-915 915 MHz 902 " + ELL + " 928 MHz US915, AU915, AS923",
    it(B915, "frequency_band", "MHz", lo=902, hi=928, condition="-915 version"),
)
BQ_RANGE = note(BQ, 2, "we do not state a range figure.")
BQ_TCXO = note(BQ, 1, "32 MHz TCXO")

# ---------------------------------------------------------------- GWP1748 / GWP1748H
GWH = "GWP1748H"
GW_VDD_Q = "Tension d'alimentation VDD = VCELL 2.5 4.5 2.5 4.6 V Supply voltage"
GW_VDD = f(
    GW,
    1,
    GW_VDD_Q,
    it(GW, "supply_voltage", "V", lo=2.5, hi=4.5, condition="VDD = VCELL, GWP1748 column"),
)
GW_VDD_H = f(
    GWH,
    1,
    GW_VDD_Q,
    it(GWH, "supply_voltage", "V", lo=2.5, hi=4.6, condition="VDD = VCELL, GWP1748H column"),
)
GW_ABS = f(
    GW,
    1,
    "VDD, CELL vers / to GND -0.3 6.0 V",
    it(GW, "abs_max_supply_voltage", "V", lo=-0.3, hi=6.0, condition="VDD, CELL to GND"),
)
GW_SHDN = f(
    GW,
    1,
    "hibernation / hibernate (45 s) 4 6 4 6 " + MU + "A Supply current arrêt / shutdown 500 2000 "
    "500 2000 nA",
    it(GW, "standby_current", "nA", typ=500, hi=2000, condition="shutdown"),
)
GW_ERR25 = f(
    GW,
    1,
    "Erreur de mesure VCELL TA = 25 " + DEG + " -7.5 +7.5 -7.5 +7.5 mV",
    it(
        GW,
        "accuracy",
        "mV",
        lo=-7.5,
        hi=7.5,
        quantity="voltage",
        condition="VCELL measurement error, TA = 25 degC",
    ),
)
GW_RES = f(
    GW,
    1,
    "Résolution VCELL 1 LSB 78.125 78.125 " + MU + "V VCELL resolution",
    it(GW, "resolution", MU + "V", value=78.125, quantity="voltage", condition="VCELL, 1 LSB"),
)
GW_ADDR = f(
    GW,
    2,
    "Fixed 7-bit address 0x36 (write byte 0x6C, read byte 0x6D).",
    it(GW, "i2c_address", values=["0x36"], condition="fixed 7-bit address"),
)
GW_FSCL = f(
    GW,
    1,
    "Fréquence SCL 0 400 0 400 kHz SCL clock frequency",
    it(GW, "i2c_clock_frequency", "kHz", lo=0, hi=400, condition="SCL, both versions"),
)
GW_2S = note(
    GW,
    2,
    "One cell only: a 2-cell pack (up to 8.4 V) exceeds the VDD rating and destroys the IC.",
)
GW_HV = note(
    GW,
    2,
    "For cells charged to 4.35 V or 4.40 V use the GWP1748H; with the wrong version the SOC reads "
    "wrong above about 80 %.",
)
GW_HV_TABLE = note(GWH, 1, "GWP1748H LiPo haute tension / high voltage 4.35 V or / ou 4.40 V")

# ---------------------------------------------------------------- QIR9614-A5 / -B3
QA5, QB3 = "QIR9614-A5", "QIR9614-B3"
QI_VDD_Q = "Supply voltage VDD 4.5 5 5.5 2.6 3 3.6 V"
QI_VDD_A5 = f(
    QA5,
    1,
    QI_VDD_Q,
    it(QA5, "supply_voltage", "V", lo=4.5, typ=5, hi=5.5, condition="VDD, -A5 column"),
)
QI_VDD_B3 = f(
    QB3,
    1,
    QI_VDD_Q,
    it(QB3, "supply_voltage", "V", lo=2.6, typ=3, hi=3.6, condition="VDD, -B3 column"),
)
QI_SLEEP_B3 = f(
    QB3,
    1,
    "Supply current, no load n/a 2.5 5 " + MU + "A sleep mode",
    it(QB3, "standby_current", MU + "A", typ=2.5, hi=5, condition="sleep mode, -B3 column"),
)
QI_FSMB = f(
    QI,
    1,
    "SMBus clock fSMB 10 100 10 100 kHz",
    it(QI, "i2c_clock_frequency", "kHz", lo=10, hi=100, condition="SMBus clock, both versions"),
)
QI_400 = note(
    QI,
    2,
    "The interface follows SMBus timing: the clock must stay between 10 kHz and 100 kHz. Fast-mode "
    "I" + SQ + "C at 400 kHz is not supported.",
)
QI_ADDR = f(
    QI,
    2,
    "The default slave address of every QIR9614 is 0x5A.",
    it(QI, "i2c_address", values=["0x5A"], condition="default, reprogrammable 0x01-0x7F"),
)
QI_RANGE = f(
    QI,
    2,
    "Object temperature range factory calibration -70 ... +380 " + DEG,
    it(QI, "measurement_range", DEG, lo=-70, hi=380, quantity="temperature", condition="object"),
)
QI_ACC = f(
    QI,
    2,
    "Ta = 0 ... 50 " + DEG + ", To = 0 ... 60 " + DEG + " " + PM + "0.5",
    it(
        QI,
        "accuracy",
        DEG,
        lo=-0.5,
        hi=0.5,
        quantity="temperature",
        condition="object, Ta = 0 ... 50 degC, To = 0 ... 60 degC",
    ),
)
QI_RES = f(
    QI,
    2,
    "SMBus readout 0.02 Resolution " + DEG + " PWM output 0.14",
    it(QI, "resolution", DEG, value=0.02, quantity="temperature", condition="SMBus readout"),
)

# ---------------------------------------------------------------- VMX-302 / VMX-303
V303 = "VMX-303"
VM_SUP_Q = "Supply voltage red wire 4.5 30.0 4.0 30.0 V"
VM_SUP302 = f(
    VM,
    1,
    VM_SUP_Q,
    it(VM, "supply_voltage", "V", lo=4.5, hi=30.0, condition="red wire, VMX-302 column"),
)
VM_SUP303 = f(
    V303,
    1,
    VM_SUP_Q,
    it(V303, "supply_voltage", "V", lo=4.0, hi=30.0, condition="red wire, VMX-303 column"),
)
VM_RANGE_Q = "Measuring range red (302) / yellow (303) 4.5 30.0 0 100 V"
VM_RANGE302 = f(
    VM,
    1,
    VM_RANGE_Q,
    it(VM, "measurement_range", "V", lo=4.5, hi=30.0, quantity="voltage", condition="VMX-302"),
)
VM_RANGE303 = f(
    V303,
    1,
    VM_RANGE_Q,
    it(V303, "measurement_range", "V", lo=0, hi=100, quantity="voltage", condition="VMX-303"),
)
VM_ACC303 = f(
    V303,
    1,
    "Accuracy of reading, + 1 digit -1 +1 -0.5 +0.5 %",
    it(
        V303,
        "accuracy",
        "%",
        lo=-0.5,
        hi=0.5,
        quantity="voltage",
        condition="of reading, + 1 digit, VMX-303 column",
    ),
)
VM_RES = f(
    V303,
    1,
    "below 10 V 0.01 0.01 Resolution V 10 V and above 0.1 0.1",
    it(V303, "resolution", "V", value=0.1, quantity="voltage", condition="10 V and above"),
)
VM_I_Q = "red digits 10 8 Supply current blue digits 14 12 mA green digits 12 10"
VM_I302R = f(
    VM,
    1,
    VM_I_Q,
    it(VM, "supply_current", "mA", typ=10, condition="red digits, VMX-302 column (at 12 V)"),
)
VM_LIION = note(
    VM,
    2,
    "The VMX-302 measures its own supply. Below 4.5 V its display switches off, so it cannot show a single "
    "Li-ion cell (3.0 V to 4.2 V).",
)
VM_GND = note(
    V303,
    2,
    "The meter can only show a voltage that has the same ground (negative) as its supply.",
)
VM_USB = note(
    V303,
    2,
    "The VMX-303 can run from a USB port: 5 V on red and black, the voltage to show on yellow.",
)
VM_RIN = note(V303, 1, "Input resistance yellow wire to black n/a 100 k\u03a9")

# ---------------------------------------------------------------- UPB-52C / UPB-52CD
UCD = "UPB-52CD"
UP_VOUT_Q = "Output voltage IOUT = 0 ... rated 4.95 5.10 5.25 5.00 5.15 5.30 V (USB-A)"
UP_VOUT_C = f(
    UP,
    1,
    UP_VOUT_Q,
    it(UP, "output_voltage", "V", lo=4.95, typ=5.10, hi=5.25, condition="USB-A, UPB-52C column"),
)
UP_VOUT_CD = f(
    UCD,
    1,
    UP_VOUT_Q,
    it(UCD, "output_voltage", "V", lo=5.00, typ=5.15, hi=5.30, condition="USB-A, UPB-52CD column"),
)
UP_IOUT_Q = "VBAT = 3.0 V 1.2 1.5 Output current VBAT = 3.7 V 2.0 2.4 A VBAT = 4.2 V 2.0 2.4"
UP_IOUT30 = f(
    UP,
    1,
    UP_IOUT_Q,
    it(UP, "output_current", "A", hi=1.2, condition="VBAT = 3.0 V, UPB-52C column"),
)
UP_IOUT37 = f(
    UP,
    1,
    UP_IOUT_Q,
    it(UP, "output_current", "A", hi=2.0, condition="VBAT = 3.7 V, UPB-52C column"),
)
UP_STBY_CD = f(
    UCD,
    1,
    "Standby current output off, no charger 25 50 80 150 " + MU + "A from the cell",
    it(UCD, "standby_current", MU + "A", typ=80, hi=150, condition="output off, UPB-52CD column"),
)
UP_TCHG = f(
    UP,
    1,
    "Operating charging 0 +45 0 +45 " + DEG + " temperature discharging -10 +60 -10 +60",
    it(UP, "operating_temperature", DEG, lo=0, hi=45, condition="while charging"),
)
UP_LL_T = note(UP, 1, "Light-load output current below, 45 30 mA switch-off for 32 s")
UP_LL = note(
    UP,
    2,
    "Light loads: when less than 45 mA (UPB-52C) or 30 mA (UPB-52CD) flows for 32 s the module "
    "decides the phone is full and switches the output off. Press KEY to restart. There is no "
    "always-on setting.",
)
UP_CHG = note(UP, 1, "Charge current into the cell, VIN = 5 V 1.0 2.0 A")
