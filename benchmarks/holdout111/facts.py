"""Reference facts of the hundred-and-eleventh hold-out set, shared by factual and
compatibility questions. Every number was read off the generated PDFs
(``pdftotext -layout``) and each quote is on the cited page."""

from __future__ import annotations

from qkit import AE, AH, BW, LR, RE, SQ, SR, TM, Fact, Item, ev, it

DEG = "\u00b0C"
MU = "\u00b5"
PM = "\u00b1"
OHM = "\u03a9"
LE = "\u2264"


def f(device: str, page: int, quote: str, *items: Item) -> Fact:
    return list(items), [ev(device, page, quote)]


def note(device: str, page: int, quote: str) -> Fact:
    """A statement whose numbers are not asked for: evidence only."""
    return [], [ev(device, page, quote)]


# ---------------------------------------------------------------- BWX712
BW_VCC = f(
    BW,
    2,
    "Supply Voltage VCC 4.5 5.0 5.5 V",
    it(BW, "supply_voltage", "V", lo=4.5, typ=5.0, hi=5.5, condition="VCC, operating"),
)
BW_ABS = f(
    BW,
    1,
    "Supply Voltage VCC 8 V",
    it(BW, "abs_max_supply_voltage", "V", hi=8, condition="VCC, absolute maximum"),
)
BW_S20 = f(
    BW,
    2,
    "Sensitivity Sens Over full range of IP, TA = 25 " + DEG + " 96 100 104 mV/A",
    it(
        "BWX712-20A",
        "sensitivity",
        "mV/A",
        lo=96,
        typ=100,
        hi=104,
        quantity="current",
        condition="x20A version, TA = 25 C",
    ),
)
BW_R30 = f(
    BW,
    2,
    "Optimized Accuracy Range IP -30 - 30 A",
    it(
        "BWX712-30A",
        "measurement_range",
        "A",
        lo=-30,
        hi=30,
        quantity="current",
        condition="x30A version, optimized accuracy range",
    ),
)
BW_R05 = f(
    BW,
    2,
    "Optimized Accuracy Range IP -5 - 5 A",
    it(
        "BWX712-05B",
        "measurement_range",
        "A",
        lo=-5,
        hi=5,
        quantity="current",
        condition="x05B version, optimized accuracy range",
    ),
)
BW_S05 = f(
    BW,
    2,
    "Sensitivity Sens Over full range of IP, TA = 25 " + DEG + " 180 185 190 mV/A",
    it(
        "BWX712-05B",
        "sensitivity",
        "mV/A",
        lo=180,
        typ=185,
        hi=190,
        quantity="current",
        condition="x05B version, TA = 25 C",
    ),
)
BW_TA = f(
    BW,
    1,
    "Nominal Operating Ambient TA Range E -40 to 85 " + DEG + " Temperature",
    it(BW, "operating_temperature", DEG, lo=-40, hi=85, condition="range E"),
)
BW_33 = note(
    BW,
    2,
    "The device is specified and tested for 4.5 V to 5.5 V only; operation from a 3.3 V rail "
    "is outside its operating range.",
)
BW_OUT = f(
    BW,
    2,
    "7 VIOUT Analog output signal",
    it(BW, "output_signal_type", values=["analog"], condition="VIOUT"),
)

# ---------------------------------------------------------------- LRS-298D
LR_VM = f(
    LR,
    1,
    "Motor supply voltage 5 12 35 V +12V terminal",
    it(LR, "load_supply_voltage", "V", lo=5, typ=12, hi=35, condition="+12V terminal"),
)
LR_VMAX = f(
    LR,
    1,
    "Motor supply voltage 5 12 35 V +12V terminal",
    it(LR, "load_supply_voltage", "V", hi=35, condition="+12V terminal, maximum"),
)
LR_VSS = f(
    LR,
    1,
    "Logic supply voltage (5V jumper removed) 4.5 5 7 V +5V terminal",
    it(LR, "logic_supply_voltage", "V", lo=4.5, typ=5, hi=7, condition="jumper removed"),
)
LR_IOUT = f(
    LR,
    1,
    "Output current per channel, continuous 2 A heat sink fitted",
    it(LR, "output_current", "A", hi=2, condition="per channel, continuous"),
)
LR_IPK = f(
    LR,
    1,
    "Output current per channel, peak 3 A 100 " + MU + "s, non-repetitive",
    it(LR, "peak_output_current", "A", hi=3, condition="per channel, 100 us non-repetitive"),
)
LR_VIH = f(
    LR,
    1,
    "Input high level (IN1-IN4, ENA, ENB) 2.3 5 V",
    it(LR, "input_high_voltage", "V", lo=2.3, hi=5, condition="IN1-IN4, ENA, ENB"),
)
LR_5VOUT = f(
    LR,
    2,
    "The +5V terminal is then an OUTPUT. You may take up to 100 mA from it, enough for an "
    "Arduino Uno.",
    it(LR, "output_current", "mA", hi=100, condition="+5V terminal, jumper ON (78M05)"),
)
LR_JUMPER = note(LR, 2, "Keep the jumper ON only while the motor supply is 12 V or less.")
LR_3V3 = note(LR, 2, "The inputs read high from 2.3 V, so 3.3 V logic works.")
LR_THERMAL = note(
    LR,
    2,
    "The chip has a thermal shutdown, but its maker gives no trip temperature for it and "
    "neither do we.",
)
LR_TA = f(
    LR,
    1,
    "Ambient temperature -20 +70 " + DEG + " board in free air",
    it(LR, "operating_temperature", DEG, lo=-20, hi=70),
)

# ---------------------------------------------------------------- SQD1625
SQ_VDD = f(
    SQ,
    1,
    "VDD Supply voltage 2.7 5.5 V",
    it(SQ, "supply_voltage", "V", lo=2.7, hi=5.5, condition="recommended operating"),
)
SQ_IOUT = f(
    SQ,
    1,
    "IOUT Output load current, source or sink 5 mA",
    it(SQ, "output_current", "mA", hi=5, condition="output load current, source or sink"),
)
SQ_LED = note(SQ, 2, "Drive LEDs, relays or motors through a transistor.")
SQ_A2 = f(
    SQ,
    2,
    "SQD1625-A2 10 0x64 0x65",
    it("SQD1625-A2", "i2c_address", values=["0x64", "0x65"], condition="A0 pin GND / VDD"),
)
SQ_HS = f(
    SQ,
    2,
    "High-speed mode 0 3.4 MHz",
    it(SQ, "i2c_clock_frequency", "MHz", hi=3.4, condition="high-speed mode"),
)
SQ_FAST = f(
    SQ,
    2,
    "Fast mode 0 400 kHz",
    it(SQ, "i2c_clock_frequency", "kHz", hi=400, condition="fast mode"),
)
SQ_ADDR_A0 = f(
    SQ,
    2,
    "SQD1625-A0 00 0x60 0x61 default",
    it("SQD1625-A0", "i2c_address", values=["0x60", "0x61"], condition="A0 pin GND / VDD"),
)

# ---------------------------------------------------------------- SRF-LM78
SR_VDD = f(
    SR,
    1,
    "Supply voltage (VDD) operating 1.8 3.3 3.7 V",
    it(SR, "supply_voltage", "V", lo=1.8, typ=3.3, hi=3.7, condition="VDD, operating"),
)
SR_ABS = f(
    SR,
    1,
    "Supply voltage (VDD) absolute maximum -0.5 3.9 V",
    it(SR, "abs_max_supply_voltage", "V", hi=3.9, condition="VDD, absolute maximum"),
)
SR_5V = note(SR, 2, "Its I/O pins are NOT 5 V tolerant")
SR_SPI = f(SR, 1, "SPI clock (SCK) 10 MHz", it(SR, "spi_clock_frequency", "MHz", hi=10))
SR_TX17 = f(
    SR,
    1,
    "+17 dBm PA_BOOST 87 mA",
    it(SR, "supply_current", "mA", typ=87, condition="TX +17 dBm, PA_BOOST, VDD = 3.3 V"),
)
SR_SLEEP = f(
    SR,
    1,
    "Sleep current registers kept 0.2 1 " + MU + "A",
    it(SR, "standby_current", "uA", typ=0.2, hi=1, condition="sleep, registers kept"),
)
SR_BAND470 = f(
    SR,
    1,
    "Frequency range 410 ~ 450 MHz 450 ~ 510 MHz",
    it("SRF-LM78-470", "frequency_band", "MHz", lo=450, hi=510),
)
SR_SENS470 = f(
    SR,
    1,
    "Receiving sensitivity -139 dBm -137 dBm SF12, BW 125 kHz",
    it("SRF-LM78-470", "rx_sensitivity", "dBm", typ=-137, condition="SF12, BW 125 kHz"),
)
SR_RANGE = note(SR, 2, "Range depends on antenna, height and terrain; we publish no range figure.")

# ---------------------------------------------------------------- AEL-CH1
AE_VIN = f(
    AE,
    1,
    "Vòltaj antre / 4.5 5.0 5.5 V USB-C, IN+ Input supply voltage",
    it(AE, "supply_voltage", "V", lo=4.5, typ=5.0, hi=5.5, condition="USB-C, IN+"),
)
AE_ABS = f(
    AE,
    1,
    "Vòltaj antre maksimòm absoli / 8 V Absolute maximum input voltage",
    it(AE, "abs_max_supply_voltage", "V", hi=8, condition="input, absolute maximum"),
)
AE_FLOAT = f(
    AE,
    1,
    "Vòltaj chaj final / 4.158 4.2 4.242 V " + PM + "1 % Regulated float voltage",
    it(AE, "output_voltage", "V", lo=4.158, typ=4.2, hi=4.242, condition="regulated float voltage"),
)
AE_2K = f(
    AE,
    2,
    "2 580 580 mAh",
    it(AE, "output_current", "mA", typ=580, condition="charge current, RPROG = 2 kOhm"),
)
AE_DRAIN_P = f(
    AE,
    1,
    "Kouran batri san antre / <2 -/6/9 " + MU + "A Battery drain, no input",
    it("AEL-CH1P", "standby_current", "uA", typ=6, hi=9, condition="battery drain, no input"),
)
AE_LFP = note(AE, 2, "No. It stops at 4.2 V and is for one Li-ion or Li-polymer cell only.")
AE_12V = note(AE, 2, "No. Above 8 V the chip is destroyed. Use 5 V (USB).")
AE_TIME = note(AE, 2, "It depends on the cell and the temperature; we give no time.")

# ---------------------------------------------------------------- AHL4508
AH_VDD = f(
    AH,
    2,
    "VDD supply voltage 2.5 - 6.0 V",
    it(AH, "supply_voltage", "V", lo=2.5, hi=6.0),
)
AH_SCL = f(
    AH,
    2,
    "fSCL SCL clock frequency - 100 kHz",
    it(AH, "i2c_clock_frequency", "kHz", hi=100),
)
AH_400 = note(
    AH,
    2,
    "a bus clocked at 400 kHz must be slowed to 100 kHz when an AHL4508 or AHL4508A is on it.",
)
AH_ADDR_BASE = (
    [
        it(
            AH,
            "i2c_address",
            values=[f"0x{n:02X}" for n in range(0x20, 0x28)],
            condition="AHL4508, A2 A1 A0 = 000 ... 111",
        )
    ],
    [ev(AH, 2, "000 20h 40h 38h 70h"), ev(AH, 2, "111 27h 4Eh 3Fh 7Eh")],
)
AH_ADDR_A = (
    [
        it(
            "AHL4508A",
            "i2c_address",
            values=[f"0x{n:02X}" for n in range(0x38, 0x40)],
            condition="AHL4508A, A2 A1 A0 = 000 ... 111",
        )
    ],
    [ev(AH, 2, "AHL4508A slave address: 0 1 1 1 A2 A1 A0"), ev(AH, 2, "111 27h 4Eh 3Fh 7Eh")],
)
AH_ROW100 = note(AH, 2, "100 24h 48h 3Ch 78h")
AH_IOH = f(
    AH,
    2,
    "IOH HIGH-level output current VOH = VSS -30 - -300 " + MU + "A",
    it(AH, "output_current", "uA", lo=30, hi=300, condition="P0-P7 sourcing (HIGH), VOH = VSS"),
)
AH_LED = note(AH, 2, "so a pin cannot light an LED connected to VSS.")
AH_STB = f(
    AH,
    2,
    "Istb standby current no load; VI = VDD or VSS - 2.5 10 " + MU + "A",
    it(AH, "standby_current", "uA", typ=2.5, hi=10),
)

# ---------------------------------------------------------------- REK-OL96
RE_VCC = f(
    RE,
    1,
    "Volt bilong pawa long VCC / 3.0 3.3 / 5.0 5.5 V Module supply voltage (VCC)",
    it(RE, "supply_voltage", "V", lo=3.0, hi=5.5, condition="module VCC"),
)
RE_ADDR = f(
    RE,
    1,
    'The 7-bit I2C address is 0x3C. Move resistor R3 to the place marked "0x7A" and it becomes '
    "0x3D.",
    it(RE, "i2c_address", values=["0x3C", "0x3D"], condition="R3 position"),
)
RE_IALL5 = f(
    RE,
    1,
    "Olgeta piksel i lait / 21 23 mA All pixels on",
    it("REK-OL96W", "supply_current", "mA", typ=23, condition="all pixels on, VCC = 5.0 V"),
)
RE_TOP = f(
    RE,
    2,
    "Taim em i wok / Operating temperature -20 +70 " + DEG,
    it(RE, "operating_temperature", DEG, lo=-20, hi=70),
)
RE_UNO = note(
    RE,
    2,
    "Yes: VCC to 5V, SDA to A4, SCL to A5; the board's 3.3 V bus levels read as HIGH on a 5 V Uno.",
)
RE_LIFE = note(RE, 2, "We have no lifetime figure for it.")

# ---------------------------------------------------------------- TMQ1830
TM_VDD = f(
    TM,
    1,
    "Supply Voltage VDD Local power +3.0 +5.5 V 1",
    it(TM, "supply_voltage", "V", lo=3.0, hi=5.5, condition="local power"),
)
TM_T10 = f(
    TM,
    2,
    "10-bit resolution 187.5 ms",
    it(TM, "response_time", "ms", hi=187.5, condition="conversion time, 10-bit"),
)
TM_ACC = f(
    TM,
    1,
    "Thermometer Error tERR -10°C to +85°C " + PM + "0.5 °C 3",
    it(TM, "accuracy", DEG, lo=-0.5, hi=0.5, quantity="temperature", condition="-10 to +85 C"),
)
TM_ACC2 = f(
    TM,
    1,
    "-55°C to +125°C " + PM + "2 °C 3",
    it(TM, "accuracy", DEG, lo=-2, hi=2, quantity="temperature", condition="-55 to +125 C"),
)
TM_RANGE = f(
    TM,
    1,
    "Measures -55 " + DEG + " to +125 " + DEG,
    it(TM, "measurement_range", DEG, lo=-55, hi=125, quantity="temperature"),
)
TM_IDDS = f(
    TM,
    1,
    "Standby Current IDDS 750 1000 nA 6",
    it(TM, "standby_current", "nA", typ=750, hi=1000),
)
TM_PAR100 = note(
    TM,
    2,
    "Parasite power is not recommended for temperatures above +100°C, since the device's "
    "leakage currents there may prevent communication.",
)
