"""Reference facts of the hundred-and-fourteenth hold-out set, shared by factual and
compatibility questions. Every number was read off the generated PDFs
(``pdftotext -layout``) and each quote is on the cited page."""

from __future__ import annotations

from qkit import BA, CP, HL, LR, OT, SB, TS, YR, Fact, Item, ev, it

DEG = "\u00b0C"
MU = "\u00b5"
PM = "\u00b1"
GE = "\u2265"


def f(device: str, page: int, quote: str, *items: Item) -> Fact:
    return list(items), [ev(device, page, quote)]


def fq(device: str, page: int, quotes: list[str], *items: Item) -> Fact:
    """Several quotes from one page (a table read across rows)."""
    return list(items), [ev(device, page, quote) for quote in quotes]


def note(device: str, page: int, quote: str) -> Fact:
    """A statement without numbers (or beside the question's numbers): evidence only."""
    return [], [ev(device, page, quote)]


# ---------------------------------------------------------------- CPM7236
CP_VS = f(
    CP,
    1,
    "Voedingsspanning / VS 2.7 3.3 5.5 V Supply voltage",
    it(CP, "supply_voltage", "V", lo=2.7, typ=3.3, hi=5.5, condition="VS, recommended"),
)
CP_ABS = f(
    CP,
    1,
    "Voedingsspanning / Supply voltage VS 6 V",
    it(CP, "abs_max_supply_voltage", "V", hi=6, condition="VS, absolute maximum"),
)
CP_BUS = f(
    CP,
    2,
    "Bereik busspanning / VBUS 0 36 V Bus voltage input range (1)",
    it(CP, "measurement_range", "V", lo=0, hi=36, quantity="voltage", condition="bus voltage"),
)
CP_BUS_NOTE = note(
    CP, 2, "The bus ADC full scale is 40.96 V, but no more than 36 V may be applied to VBUS."
)
CP_ADDR = fq(
    CP,
    1,
    [
        "GND GND 0x40 VS GND 0x44 SDA / GND 0x48",
        "GND VS 0x41 VS VS 0x45 SDA / VS 0x49",
        "GND SDA 0x42 VS SDA 0x46 SDA / SDA 0x4A",
        "GND SCL 0x43 VS SCL 0x47 SDA / SCL 0x4B",
        "SCL GND 0x4C SCL VS 0x4D SCL / SDA 0x4E",
        "SCL / SCL 0x4F",
    ],
    it(
        CP,
        "i2c_address",
        values=[f"0x{a:02X}" for a in range(0x40, 0x50)],
        condition="A1 / A0 to GND, VS, SDA or SCL",
    ),
)
CP_SD = f(
    CP,
    2,
    "uitgeschakeld / 0.5 2 " + MU + "A shutdown",
    it(CP, "standby_current", "uA", typ=0.5, hi=2, condition="shutdown"),
)
CP_GAIN = f(
    CP,
    2,
    "Versterkingsfout / Gain error " + PM + "0.02 " + PM + "0.1 %",
    it(CP, "accuracy", "%", lo=-0.1, hi=0.1, quantity="current", condition="gain error, 25 °C"),
)
CP_EC_COND = note(CP, 2, "TA = 25 " + DEG + ", VS = 3,3 V, VSENSE = 2,5 mV, VBUS = 12 V")

# ---------------------------------------------------------------- OTR5302
OT_VDD = f(
    OT,
    1,
    "Supply voltage AVDD 2.6 2.8 3.5 V",
    it(OT, "supply_voltage", "V", lo=2.6, typ=2.8, hi=3.5, condition="AVDD"),
)
OT_ABS = f(
    OT, 1, "AVDD -0.5 3.6 V", it(OT, "abs_max_supply_voltage", "V", hi=3.6, condition="AVDD")
)
OT_ADDR = f(
    OT,
    1,
    "0x29; the host may program a new address",
    it(OT, "i2c_address", values=["0x29"], condition="default after power-up"),
)
OT_TABLE4 = note(OT, 2, "White target (88 % reflectance), full field of view covered")
OT_DEF_OUT = fq(
    OT,
    2,
    ["Default 30 ms 1.2 m 0.6 m", "Outdoor: overcast daylight."],
    it(
        OT,
        "measurement_range",
        "m",
        hi=0.6,
        quantity="distance",
        condition="default mode, outdoor (overcast), white target",
    ),
)
OT_LR_DARK = f(
    OT,
    2,
    "Long range 33 ms 2 m",
    it(OT, "measurement_range", "m", hi=2, quantity="distance", condition="long range, dark"),
)
OT_OUTDOOR = note(OT, 2, "Long-range mode is not specified under outdoor light")
OT_HWSB = f(
    OT,
    1,
    "Hardware standby (XSHUT low) 3 5 " + MU + "A",
    it(OT, "standby_current", "uA", typ=3, hi=5, condition="hardware standby, XSHUT low"),
)

# ---------------------------------------------------------------- SBD2710
SB_VM = f(
    SB,
    1,
    "Motor supply voltage VM 2.7 10.8 V",
    it(SB, "load_supply_voltage", "V", lo=2.7, hi=10.8, condition="VM, recommended"),
)
SB_ABS = f(
    SB,
    1,
    "Motor supply voltage VM -0.3 to 11.8 V",
    it(SB, "abs_max_supply_voltage", "V", hi=11.8, condition="VM, absolute maximum"),
)
SB_SLEEP = f(
    SB,
    1,
    "VM sleep current IVMQ nSLEEP = L 1.6 2.5 " + MU + "A",
    it(SB, "standby_current", "uA", typ=1.6, hi=2.5, condition="sleep, nSLEEP low"),
)
SB_IOUT = f(
    SB,
    1,
    "RMS output current per IOUT 0 1.5 A see [7] H-bridge",
    it(SB, "output_current", "A", hi=1.5, condition="RMS per H-bridge"),
)
SB_70 = fq(
    SB,
    2,
    [
        "Ambient temperature 25 " + DEG + " 50 " + DEG + " 70 " + DEG + " 85 " + DEG,
        "Max. RMS current per bridge 1.5 A 1.3 A 1.1 A 0.9 A",
    ],
    it(SB, "output_current", "A", hi=1.1, condition="RMS per bridge at 70 °C ambient (typ.)"),
)
SB_VIH = f(SB, 1, "VIH 2 V", it(SB, "input_high_voltage", "V", lo=2, condition="xINx"))
SB_VIL = f(SB, 1, "VIL 0.7 V", it(SB, "input_low_voltage", "V", hi=0.7))
SB_LOGIC = note(SB, 2, "The logic inputs accept 3.3 V and 5 V levels regardless of VM.")
SB_FPWM = note(SB, 1, "PWM frequency fPWM 0 250 kHz")

# ---------------------------------------------------------------- HLR1171
HL_ABS = f(
    HL,
    1,
    "Input voltage VIN 15 V",
    it(HL, "abs_max_supply_voltage", "V", hi=15, condition="VIN, absolute maximum"),
)
HL_VIN33 = f(
    HL,
    1,
    "Input voltage HLR1171-33 4.75 12 V",
    it("HLR1171-33", "supply_voltage", "V", lo=4.75, hi=12, condition="VIN, recommended"),
)
HL_VIN50 = f(
    HL,
    1,
    "HLR1171-50 6.5 12 V",
    it("HLR1171-50", "supply_voltage", "V", lo=6.5, hi=12, condition="VIN, recommended"),
)
_HL_VO = "Output voltage IOUT = 10 mA, VIN = 5 V (7 V) 3.234 3.300 3.366 4.900 5.000 5.100"
HL_VO33 = f(
    HL,
    1,
    _HL_VO,
    it("HLR1171-33", "output_voltage", "V", lo=3.234, typ=3.3, hi=3.366),
)
HL_VO50 = f(
    HL,
    1,
    _HL_VO,
    it("HLR1171-50", "output_voltage", "V", lo=4.9, typ=5.0, hi=5.1),
)
HL_DO500 = fq(
    HL,
    2,
    [
        "Output current 100 mA 500 mA 800 mA 1 A",
        "Dropout voltage, typ. 1.00 V 1.05 V 1.10 V 1.20 V",
        "Dropout voltage, max. 1.15 V 1.20 V 1.30 V 1.40 V",
    ],
    it(HL, "dropout_voltage", "V", typ=1.05, hi=1.2, condition="IOUT = 500 mA"),
)
HL_TOP = f(
    HL,
    2,
    "ambient temperatures of -40 " + DEG + " to +85 " + DEG + " as long as the junction "
    "stays within the recommended range",
    it(HL, "operating_temperature", DEG, lo=-40, hi=85, condition="ambient"),
)
HL_RR = note(HL, 1, "Ripple rejection f = 120 Hz 60 75 60 72")

# ---------------------------------------------------------------- LRX-78
LR_VCC = f(
    LR,
    1,
    "Supply voltage, operating 1.8 3.3 3.7 V note 1",
    it(LR, "supply_voltage", "V", lo=1.8, typ=3.3, hi=3.7),
)
LR_ABS = f(
    LR,
    1,
    "Supply voltage * -0.5 3.9 V",
    it(LR, "abs_max_supply_voltage", "V", hi=3.9),
)
LR_TXMAX = f(LR, 1, "Max. output power +20 dBm +20 dBm", it(LR, "tx_power", "dBm", hi=20))
LR_17 = f(
    LR,
    1,
    "Note 1: +20 dBm output needs VCC " + GE + " 3.3 V; between 1.8 V and 3.3 V the output "
    "is limited to +17 dBm.",
    it(LR, "tx_power", "dBm", hi=17, condition="VCC between 1.8 V and 3.3 V"),
)
LR_NOTE1 = note(LR, 1, "Note 1: +20 dBm output needs VCC " + GE + " 3.3 V")
LR_TX20 = fq(
    LR,
    1,
    ["4.1 Transmit (PA_BOOST)", "+20 dBm 120 mA"],
    it(LR, "supply_current", "mA", typ=120, condition="TX at +20 dBm, VCC = 3.3 V"),
)
LR_RX125 = fq(
    LR,
    1,
    ["4.2 Receive (LnaBoost on) and idle", "RX, BW 125 kHz 10.8 mA"],
    it(LR, "supply_current", "mA", typ=10.8, condition="RX, BW 125 kHz"),
)
LR_BAND470 = f(
    LR,
    1,
    "Frequency range 410 ~ 441 MHz 470 ~ 510 MHz",
    it("LRX-78-470", "frequency_band", "MHz", lo=470, hi=510),
)
LR_5V = note(LR, 2, "The SPI and DIO pins are not 5 V tolerant (see chapter 3)")
LR_RANGE = note(LR, 2, "It depends on antenna, height and terrain; we do not state a range figure.")

# ---------------------------------------------------------------- BAL-24
BA_VCC = f(
    BA,
    1,
    "Tensión de alimentación / 2.6 5.5 V Supply voltage (VCC)",
    it(BA, "supply_voltage", "V", lo=2.6, hi=5.5, condition="VCC"),
)
_BA_RATE = [
    "Pin RATE en placa / RATE strap GND VCC",
    "Velocidad de salida / 10 SPS 80 SPS Output data rate",
]
BA_R80 = fq(BA, 1, _BA_RATE, it("BAL-24R", "data_rate", "SPS", value=80, condition="RATE = VCC"))
BA_R10 = fq(BA, 1, _BA_RATE, it(BA, "data_rate", "SPS", value=10, condition="RATE = GND"))
BA_TOP = f(
    BA,
    1,
    "Temperatura de trabajo (placa) / -10 +60 " + DEG + " Working temperature (board)",
    it(BA, "operating_temperature", DEG, lo=-10, hi=60, condition="board"),
)
BA_CHIP = note(
    BA, 1, "ADC chip alone is rated -40 " + DEG + " to +85 " + DEG + "; the board is limited"
)
BA_PD = f(
    BA,
    1,
    "Corriente en reposo (PD_SCK alto) / 0.3 1 " + MU + "A Power-down current",
    it(BA, "standby_current", "uA", typ=0.3, hi=1, condition="power-down, SCK high"),
)
BA_LEVELS = note(BA, 2, "Yes: with VCC = 3.3 V the DT and SCK levels follow VCC")
BA_WEIGHT = note(BA, 2, "The board does not state a maximum weight: that is set by the load cell.")
BA_IN128 = f(
    BA,
    1,
    "Entrada diferencial, ganancia 128 / " + PM + "20 mV Differential input, gain 128",
    it(BA, "analog_input_range", "mV", lo=-20, hi=20, condition="channel A, gain 128, VCC 5 V"),
)

# ---------------------------------------------------------------- TSQ3817
TS_VDD = f(
    TS,
    1,
    "V+ supply voltage 1.8 3.3 5.5 V",
    it(TS, "supply_voltage", "V", lo=1.8, typ=3.3, hi=5.5),
)
TS_ACC20 = f(
    TS,
    1,
    "-20 " + DEG + " to +50 " + DEG + " -0.1 " + PM + "0.02 0.1 " + DEG,
    it(TS, "accuracy", DEG, lo=-0.1, hi=0.1, quantity="temperature", condition="-20 to +50 °C"),
)
TS_ACC100 = f(
    TS,
    1,
    "-40 " + DEG + " to +100 " + DEG + " -0.2 0.2 " + DEG,
    it(TS, "accuracy", DEG, lo=-0.2, hi=0.2, quantity="temperature", condition="-40 to +100 °C"),
)
TS_ADDR = fq(
    TS,
    2,
    ["GND 0x48 0x90", "V+ 0x49 0x92", "SDA 0x4A 0x94", "SCL 0x4B 0x96"],
    it(TS, "i2c_address", values=["0x48", "0x49", "0x4A", "0x4B"], condition="ADD0 pin"),
)
TS_CONV = f(
    TS,
    2,
    "tconv conversion time one conversion 15.5 17.5 ms",
    it(TS, "response_time", "ms", typ=15.5, hi=17.5, condition="one conversion"),
)
TS_SD = f(
    TS,
    2,
    "ISD shutdown current 0.15 1 " + MU + "A",
    it(TS, "standby_current", "uA", typ=0.15, hi=1, condition="shutdown"),
)
TS_TOP = f(
    TS,
    1,
    "Tamb operating ambient temperature -55 150 " + DEG,
    it(TS, "operating_temperature", DEG, lo=-55, hi=150),
)

# ---------------------------------------------------------------- YRD
_YR_COIL = "Coil code 05 L 05 D 12 L 12 D"
YR_R12L = fq(
    YR,
    1,
    [_YR_COIL, "Coil resistance (Ohm) +/-10 % 70 55 400 320"],
    it("YRD-12VDC-SL-C", "coil_resistance", "Ohm", value=400),
)
YR_P05D = fq(
    YR,
    1,
    [_YR_COIL, "Coil power (W) 0.36 0.45 0.36 0.45"],
    it("YRD-05VDC-SD-C", "coil_power", "W", value=0.45),
)
YR_I05L = fq(
    YR,
    1,
    [_YR_COIL, "Coil current (mA) 71.4 89.3 30.0 37.5"],
    it("YRD-05VDC-SL-C", "supply_current", "mA", value=71.4, condition="coil current at 5 V"),
)
YR_V05 = fq(
    YR,
    1,
    [_YR_COIL, "Rated voltage (VDC) 5 5 12 12"],
    it("YRD-05VDC-SL-C", "coil_voltage", "V", value=5),
)
_YR_CONTACT = "Item NO contact NC contact"
YR_AC_NO = fq(
    YR,
    1,
    [_YR_CONTACT, "Rated load (resistive), AC 10 A 250 VAC 7 A 250 VAC"],
    it(YR, "contact_current", "A", hi=10, condition="NO contact, resistive, 250 VAC"),
    it(YR, "contact_voltage", "V", hi=250, condition="AC, NO contact"),
)
YR_AC_NC = fq(
    YR,
    1,
    [_YR_CONTACT, "Rated load (resistive), AC 10 A 250 VAC 7 A 250 VAC"],
    it(YR, "contact_current", "A", hi=7, condition="NC contact, resistive, 250 VAC"),
    it(YR, "contact_voltage", "V", hi=250, condition="AC, NC contact"),
)
YR_TOP_D: Fact = (
    [it("YRD-12VDC-SD-C", "operating_temperature", DEG, lo=-25, hi=60, condition="D type")],
    [
        ev(YR, 1, "Ambient temperature -25 " + DEG + " ~ +70 " + DEG + " (note 2)"),
        ev(YR, 2, "the D type is rated -25 " + DEG + " ~ +60 " + DEG + " only."),
    ],
)
YR_MCU = note(YR, 2, "a microcontroller pin cannot drive the coil directly")
