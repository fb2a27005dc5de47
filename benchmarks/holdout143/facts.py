"""Reference facts of the hundred-and-forty-third hold-out set, shared by factual and
compatibility questions. Every number was read off the generated PDFs
(``pdftotext -layout``) and each quote is on the cited page (whitespace collapsed)."""

from __future__ import annotations

from qkit import AV, KP, LV, NK, OT, RT, RZ, TA, Fact, Item, ev, it

DEG = "\u00b0C"


def f(device: str, page: int, quote: str, *items: Item) -> Fact:
    return list(items), [ev(device, page, quote)]


def note(device: str, page: int, quote: str) -> Fact:
    """A statement without numbers needed as items: evidence only."""
    return [], [ev(device, page, quote)]


# ---------------------------------------------------------------- OTB-1602 (LCD + I2C backpack)
OT_VDD = f(
    OT,
    1,
    "Supply voltage for logic VDD–VSS — 4.5 5.0 5.5 V",
    it(OT, "supply_voltage", "V", lo=4.5, typ=5.0, hi=5.5, condition="VDD-VSS, logic"),
)
OT_ADDR_A = f(
    OT,
    2,
    "As shipped all three pads are open (A2 = A1 = A0 = H): the module answers at 0x27 (-I2C) "
    "or 0x3F (-I2CA).",
    it("OTB-1602-YG-I2CA", "i2c_address", values=["0x3F"], condition="-I2CA, pads as shipped"),
)
OT_ADDR = f(
    OT,
    2,
    "As shipped all three pads are open (A2 = A1 = A0 = H): the module answers at 0x27 (-I2C) "
    "or 0x3F (-I2CA).",
    it("OTB-1602-BW-I2C", "i2c_address", values=["0x27"], condition="-I2C, pads as shipped"),
)
OT_TOTAL_YG = f(
    OT,
    1,
    "Total current from the 5 V pin with the backlight on is typically 22 mA (BW) or 87 mA (YG).",
    it(
        "OTB-1602-YG",
        "supply_current",
        "mA",
        typ=87,
        condition="total from the 5 V pin, backlight on (note below the backlight table)",
    ),
)
OT_FSCL = f(
    OT,
    1,
    "SCL clock frequency fSCL Standard mode 0 — 100 kHz",
    it(OT, "i2c_clock_frequency", "kHz", lo=0, hi=100, condition="Standard mode"),
)
OT_TOPR = f(
    OT,
    1,
    "Operating temperature, standard Topr 0 +50 °C Operating temperature, wide (suffix -W) Topr "
    "-20 +70 °C",
    it(OT, "operating_temperature", DEG, lo=0, hi=50, condition="standard version"),
    it(OT, "operating_temperature", DEG, lo=-20, hi=70, condition="wide version, suffix -W"),
)
OT_TOPR_STD = f(
    OT,
    1,
    "Operating temperature, standard Topr 0 +50 °C",
    it(OT, "operating_temperature", DEG, lo=0, hi=50, condition="standard version"),
)
OT_TOPR_W = f(
    OT,
    1,
    "Operating temperature, wide (suffix -W) Topr -20 +70 °C",
    it(OT, "operating_temperature", DEG, lo=-20, hi=70, condition="wide version, suffix -W"),
)
OT_33 = note(
    OT,
    2,
    "Operation from 3.3 V is not possible: below VDD = 4.5 V the LCD drive voltage is not reached "
    "and the display stays blank.",
)
OT_COLD = note(
    OT,
    2,
    "Standard-temperature modules must not be operated below 0 °C: the liquid crystal becomes "
    "slow and the display darkens.",
)

# ---------------------------------------------------------------- LVR4125 (2.5 V reference)
LV_IQ = f(
    LV,
    1,
    "TA = 25 °C 95 130 95 130 Quiescent current IQ µA",
    it(LV, "quiescent_current", "uA", typ=95, hi=130, condition="TA = 25 °C, both grades"),
)
LV_VOUT_B = f(
    LV,
    1,
    "Output voltage VOUT 2.49875 2.5000 2.50125 2.4975 2.5000 2.5025 V",
    it("LVR4125B", "output_voltage", "V", lo=2.4975, typ=2.5, hi=2.5025, condition="B grade"),
)
LV_VOUT = f(
    LV,
    1,
    "Output voltage VOUT 2.49875 2.5000 2.50125 2.4975 2.5000 2.5025 V",
    it(LV, "output_voltage", "V", typ=2.5, condition="reference output, typical"),
)
LV_DO10 = f(
    LV,
    1,
    "Dropout voltage IL = 0 mA 50 100 50 100 VDO mV (VIN − VOUT) IL = 10 mA, sourcing 150 200 "
    "150 200",
    it(LV, "dropout_voltage", "mV", typ=150, hi=200, condition="IL = 10 mA, sourcing"),
)
LV_SINK = (
    [it(LV, "output_current", "mA", hi=5, condition="sinking")],
    [
        ev(LV, 1, "sourcing 10 10 Output current IL mA sinking 5 5"),
        ev(LV, 1, "Sources 10 mA, sinks 5 mA"),
    ],
)
LV_TON = f(
    LV,
    1,
    "Turn-on settling time tON to 0.01 %, CL = 1 µF 150 150 µs",
    it(LV, "warm_up_time", "us", typ=150, condition="turn-on settling to 0.01 %, CL = 1 uF"),
)
LV_VIN = f(
    LV,
    2,
    "Input voltage VIN 2.7 15 V",
    it(LV, "supply_voltage", "V", lo=2.7, hi=15, condition="VIN, recommended operating"),
)
LV_LIION = note(
    LV,
    2,
    "The LVR4125 regulates with VIN as low as VOUT + 0.2 V, so it runs from a 3.3 V or 5 V rail, "
    "from one Li-ion cell or from a 12 V supply without a pre-regulator.",
)
LV_NOSHDN = note(
    LV,
    2,
    "There is no enable or shutdown pin: the reference is on whenever VIN is present.",
)
LV_REFLOW = note(
    LV,
    2,
    "The output voltage is measured and trimmed before packaging; data for the shift caused by "
    "board assembly is not given here.",
)

# ---------------------------------------------------------------- KPM7034 (battery monitor)
KP_ADDR = f(
    KP,
    1,
    "The KPM7034 is an SMBus slave at the 7-bit address 0x0B (write byte 0x16, read byte 0x17), "
    "the standard Smart Battery address",
    it(KP, "i2c_address", values=["0x0B"], condition="SMBus, fixed"),
)
KP_SLEEP = f(
    KP,
    2,
    "Supply current, coulomb counter sampled ISLP 35 50 µA SLEEP mode every 1 s",
    it(KP, "standby_current", "uA", typ=35, hi=50, condition="SLEEP mode"),
)
KP_ACC = f(
    KP,
    2,
    "Cell voltage measurement 2.8 V ≤ VCELL ≤ 4.4 V, TA = 25 °C -5 5 mV accuracy 2.8 V ≤ VCELL "
    "≤ 4.4 V, TA = -20 to 60 °C -12 12",
    it(
        KP,
        "accuracy",
        "mV",
        lo=-12,
        hi=12,
        quantity="voltage",
        condition="cell voltage, 2.8-4.4 V, TA = -20 to 60 °C",
    ),
)
KP_FSMB = (
    [it(KP, "i2c_clock_frequency", "kHz", lo=10, hi=100, condition="SMBus clock")],
    [
        ev(KP, 2, "SMBus clock frequency fSMB 10 100 kHz"),
        ev(
            KP,
            1,
            "The clock must stay between 10 kHz and 100 kHz: 400 kHz Fast mode is not supported",
        ),
    ],
)
KP_BAT = f(
    KP,
    1,
    "Supply voltage, BAT VBAT 4.0 18.0 V",
    it(KP, "supply_voltage", "V", lo=4.0, hi=18.0, condition="BAT, recommended operating"),
)
KP_1S = note(
    KP,
    1,
    "A single cell (1S) cannot be monitored: BAT needs at least 4.0 V and the cell inputs expect "
    "two cells or more.",
)
KP_VIH = f(
    KP,
    2,
    "SMBus input high voltage VIH SMBC, SMBD 2.1 5.5 V",
    it(KP, "input_high_voltage", "V", lo=2.1, hi=5.5, condition="SMBC, SMBD"),
)
KP_5V = note(
    KP,
    1,
    "SMBC and SMBD are open drain and tolerate 5.5 V, so 3.3 V and 5 V hosts both work with their "
    "own pull-up resistors.",
)

# ---------------------------------------------------------------- RZV-2410 (24 GHz radar)
RZ_BAND = f(
    RZ,
    1,
    "Operating frequency ISM band 24.00 24.25 GHz",
    it(RZ, "frequency_band", "GHz", lo=24.0, hi=24.25, condition="ISM band"),
)
RZ_BAUD = f(
    RZ,
    2,
    "The factory default is 256000 bps",
    it(RZ, "baud_rate", "bps", value=256000, condition="factory default"),
)
RZ_STATIC_W = f(
    RZ,
    1,
    "Detection range, seated or standing still 0.75 … 5 0.75 … 4 m static person (breathing)",
    it(
        "RZV-2410W",
        "measurement_range",
        "m",
        hi=4,
        quantity="distance",
        condition="static person, RZV-2410W column (from 0.75 m)",
    ),
)
RZ_ICC = f(
    RZ,
    1,
    "Average supply continuous mode 72 90 ICC mA current low-power mode (1 s frame) 12 18",
    it(RZ, "supply_current", "mA", typ=72, hi=90, condition="average, continuous mode"),
)
RZ_RES_HI = f(
    RZ,
    1,
    "standard mode 0.75 0.75 Distance gate m high-resolution mode 0.20 0.20",
    it(
        RZ,
        "resolution",
        "m",
        value=0.2,
        quantity="distance",
        condition="distance gate, high-resolution mode",
    ),
)
RZ_VCC = f(
    RZ,
    1,
    "Supply voltage VCC 4.5 5.0 5.5 V",
    it(RZ, "supply_voltage", "V", lo=4.5, typ=5.0, hi=5.5, condition="VCC"),
)
RZ_VOH = f(
    RZ,
    1,
    "Output high voltage VOH TX, OUT; IOH = −4 mA 2.9 3.3 V",
    it(RZ, "output_high_voltage", "V", lo=2.9, typ=3.3, condition="TX, OUT"),
)
RZ_VIH = f(
    RZ,
    1,
    "Input high voltage VIH RX 2.3 3.6 V",
    it(RZ, "input_high_voltage", "V", lo=2.3, hi=3.6, condition="RX"),
)
RZ_RXABS = f(
    RZ,
    2,
    "Voltage on RX, TX and OUT −0.3 3.6 V",
    it(RZ, "abs_max_input_voltage", "V", lo=-0.3, hi=3.6, condition="RX, TX, OUT"),
)
RZ_5V = note(
    RZ,
    2,
    "The levels are 3.3 V: TX and OUT drive 3.3 V, and RX must never see more than 3.6 V. With a "
    "5 V microcontroller put a divider (1 kΩ / 2 kΩ) in the line to RX.",
)
RZ_MOUNT = note(RZ, 2, "Mount 1.5 m to 2.0 m high, antenna side towards the area.")

# ---------------------------------------------------------------- RTB-485I (isolated RS-485)
RT_ROW_VCC = "Supply voltage VCC 3.0 3.3 3.6 4.5 5.0 5.5 V"
RT_VCC3 = f(
    RT,
    1,
    RT_ROW_VCC,
    it("RTB-485I-3", "supply_voltage", "V", lo=3.0, typ=3.3, hi=3.6, condition="VCC, RTB-485I-3"),
)
RT_VCC5 = f(
    RT,
    1,
    RT_ROW_VCC,
    it("RTB-485I-5", "supply_voltage", "V", lo=4.5, typ=5.0, hi=5.5, condition="VCC, RTB-485I-5"),
)
RT_RATE = (
    [it(RT, "baud_rate", "kbit/s", hi=500, condition="RS-485 data rate, both versions")],
    [ev(RT, 1, "Data rate 500 500 kbit/s"), ev(RT, 1, "Up to 500 kbit/s, half duplex")],
)
RT_IFULL5 = f(
    RT,
    1,
    "Supply current, 500 kbit/s, 54 Ω 95 120 70 90 mA full load load",
    it(
        "RTB-485I-5",
        "supply_current",
        "mA",
        typ=70,
        hi=90,
        condition="full load, 500 kbit/s into 54 Ω, RTB-485I-5 column",
    ),
)
RT_ABSAB = f(
    RT,
    2,
    "Voltage on A, B to GND_ISO −15 … +15 −15 … +15 V",
    it(RT, "abs_max_input_voltage", "V", lo=-15, hi=15, condition="A, B to GND_ISO"),
)
RT_PICK = note(
    RT,
    2,
    "Pick the version by the logic voltage of your board: RTB-485I-3 for 3.3 V boards (ESP32, "
    "Raspberry Pi, STM32), RTB-485I-5 for 5 V boards (Arduino Uno, Mega).",
)
RT_MODBUS = note(
    RT,
    2,
    "How fast can I go? Up to 500 kbit/s. Modbus RTU at 9600 to 115200 bit/s is no problem.",
)
RT_ISO = note(RT, 1, "Isolation voltage 1 min, 50 Hz 2500 2500 Vrms")

# ---------------------------------------------------------------- NKH8L16 (8-bit MCU)
NK_RES = f(
    NK,
    2,
    "AD01 NR Resolution — — 10 bit",
    it(NK, "resolution", "bit", value=10, condition="ADC"),
)
NK_VOH33 = f(
    NK,
    1,
    "D090 VOH Output high voltage 4.3 — — V IOH = −3.5 mA, VDD = 5.0 V 2.6 — — V IOH = −3 mA, "
    "VDD = 3.3 V",
    it(NK, "output_high_voltage", "V", lo=2.6, condition="IOH = -3 mA, VDD = 3.3 V"),
)
NK_VOH18 = f(
    NK,
    1,
    "2.6 — — V IOH = −3 mA, VDD = 3.3 V 1.2 — — V IOH = −1 mA, VDD = 1.8 V",
    it(NK, "output_high_voltage", "V", lo=1.2, condition="IOH = -1 mA, VDD = 1.8 V"),
)
NK_IOPIN = f(
    NK,
    1,
    "Maximum output current sunk or sourced by any I/O pin 25 mA",
    it(NK, "output_current", "mA", hi=25, condition="any I/O pin, absolute maximum rating"),
)
NK_SLEEP = f(
    NK,
    1,
    "D020 IPD Sleep current, WDT off — 0.05 0.6 µA VDD = 3.0 V, TA = 25 °C",
    it(
        NK,
        "standby_current",
        "uA",
        typ=0.05,
        hi=0.6,
        condition="Sleep, WDT off, VDD = 3.0 V, 25 °C",
    ),
)
NK_VDD = f(
    NK,
    1,
    "D001 VDD Supply voltage 1.8 — 5.5 V FOSC ≤ 8 MHz D001A 2.7 — 5.5 V FOSC ≤ 16 MHz",
    it(NK, "supply_voltage", "V", lo=1.8, hi=5.5, condition="FOSC <= 8 MHz"),
    it(NK, "supply_voltage", "V", lo=2.7, hi=5.5, condition="FOSC <= 16 MHz"),
)
NK_VREF = note(
    NK,
    2,
    "An external reference on the VREF+ pin (RA1/AN1) must lie between 1.8 V and VDD; with VREF+ "
    "above VDD the conversion result is not defined.",
)

# ---------------------------------------------------------------- AVL3362 (buck LED driver)
AV_VIN = f(
    AV,
    1,
    "Input voltage VIN 6 40 V",
    it(AV, "supply_voltage", "V", lo=6, hi=40, condition="VIN, recommended operating"),
)
AV_IOUT_S = f(
    AV,
    1,
    "Output current, AVL3362S (SOT-89-5) IOUT 1.0 A",
    it("AVL3362S", "output_current", "A", hi=1.0, condition="AVL3362S, SOT-89-5"),
)
AV_IOUT_E = f(
    AV,
    1,
    "Output current, AVL3362E (ESOP-8) IOUT 1.5 A",
    it("AVL3362E", "output_current", "A", hi=1.5, condition="AVL3362E, ESOP-8"),
)
AV_SD = f(
    AV,
    2,
    "ISD Shutdown current DIM low for > 20 ms 25 40 µA",
    it(AV, "standby_current", "uA", typ=25, hi=40, condition="shutdown, DIM low > 20 ms"),
)
AV_RDS12 = f(
    AV,
    2,
    "VIN = 12 V 0.52 0.70 RDS(on) Switch on-resistance Ω",
    it(AV, "on_resistance", "Ohm", typ=0.52, hi=0.70, condition="switch, VIN = 12 V"),
)
AV_VIH = f(
    AV,
    2,
    "VDIM,H DIM input high voltage 2.0 V",
    it(AV, "input_high_voltage", "V", lo=2.0, condition="DIM pin"),
)
AV_FDIM = note(AV, 1, "PWM dimming frequency on DIM fDIM 0.1 20 kHz")
AV_LEDS = note(AV, 2, "VIN 12 V 24 V 36 V 40 V White LEDs in series (VF = 3.2 V) 3 6 10 11")
AV_HEAD = note(AV, 2, "The LED string voltage must stay at least 2.0 V below VIN.")
AV_DIMNOTE = note(
    AV,
    2,
    "Drive DIM with a 3.3 V or 5 V logic signal at 100 Hz to 20 kHz; the LED current follows the "
    "duty cycle.",
)

# ---------------------------------------------------------------- TAK-SM3 (soil moisture)
TA_VCC = f(
    TA,
    1,
    "Supply voltage VCC 3.3 5.0 5.5 V",
    it(TA, "supply_voltage", "V", lo=3.3, typ=5.0, hi=5.5, condition="VCC"),
)
TA_OUT_Q = (
    "Output voltage, VCC = 3.3 V 2.30 V probe in dry air VCC = 5.0 V 2.95 Output voltage, "
    "VCC = 3.3 V 1.05 V probe in water VCC = 5.0 V 1.45"
)
TA_OUT5 = f(
    TA,
    1,
    TA_OUT_Q,
    it(
        TA,
        "analog_output_voltage",
        "V",
        lo=1.45,
        hi=2.95,
        condition="VCC = 5.0 V, probe in water (1.45 V typ) to dry air (2.95 V typ)",
    ),
)
TA_OUT33 = f(
    TA,
    1,
    TA_OUT_Q,
    it(
        TA,
        "analog_output_voltage",
        "V",
        lo=1.05,
        hi=2.30,
        condition="VCC = 3.3 V, probe in water (1.05 V typ) to dry air (2.30 V typ)",
    ),
)
TA_IP = f(
    TA,
    1,
    "Ingress protection none (keep the electronics dry) IP65 (electronics)",
    it("TAK-SM3C", "ip_rating", values=["IP65"], condition="TAK-SM3C, electronics"),
)
TA_SETTLE = (
    [it(TA, "warm_up_time", "s", hi=1.2, condition="settling time after power-on")],
    [
        ev(TA, 1, "Settling time after power-on 1.2 s"),
        ev(TA, 2, "Wait 1.2 s after switching it on before you read the output."),
    ],
)
TA_ESP32 = note(
    TA,
    2,
    "Does it work with ESP32, Pico and other 3.3 V boards? Yes. Power it from 3.3 V; the output "
    "then stays below 2.4 V, inside the ADC range of those boards.",
)
TA_AA = note(
    TA,
    2,
    "Will it run from two AA cells? No. It needs at least 3.3 V; two fresh AA cells give 3.0 V and "
    "less as they run down.",
)
TA_NOTCAL = note(
    TA,
    1,
    "The sensor gives a relative value only; it is not calibrated in % volumetric water content",
)
