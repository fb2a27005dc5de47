"""Reference facts of the seventy-eighth hold-out set, shared by factual and
compatibility questions. Every number was read off the generated PDFs
(``pdftotext -layout``) and each quote is on the cited page."""

from __future__ import annotations

from qkit import AX, HP, KP, LN, RB, RX, UV, ZQ, Fact, Item, ev, it

DEG = "\u00b0C"
MU = "\u00b5"
PM = "\u00b1"
LE = "\u2264"
GE = "\u2265"


def f(device: str, page: int, quote: str, *items: Item) -> Fact:
    return list(items), [ev(device, page, quote)]


def note(device: str, page: int, quote: str) -> Fact:
    """A statement without numbers: evidence only."""
    return [], [ev(device, page, quote)]


# ---------------------------------------------------------------- AXM-9D
AX_VIN = f(
    AX,
    1,
    "Supply on the VIN pin, operating 3.0 - 5.5 1.71 - 3.6 V",
    it(AX, "supply_voltage", "V", lo=3.0, hi=5.5, condition="AXM-9D, VIN pin"),
)
AX_VIN_LV = f(
    "AXM-9D-LV",
    1,
    "Supply on the VIN pin, operating 3.0 - 5.5 1.71 - 3.6 V",
    it("AXM-9D-LV", "supply_voltage", "V", lo=1.71, hi=3.6, condition="AXM-9D-LV, VIN pin"),
)
AX_ABS_LV = f(
    "AXM-9D-LV",
    1,
    "Never exceed on VIN 6.0 4.0 V",
    it("AXM-9D-LV", "abs_max_supply_voltage", "V", hi=4.0, condition="AXM-9D-LV, never exceed"),
)
AX_ABS = f(
    AX,
    1,
    "Never exceed on VIN 6.0 4.0 V",
    it(AX, "abs_max_supply_voltage", "V", hi=6.0, condition="AXM-9D, never exceed"),
)
AX_5V = note(
    AX,
    2,
    "Will it run on a 5 V Arduino? The AXM-9D, yes: power it from 5 V and connect SDA / SCL "
    "directly. The AXM-9D-LV, no: its pins are not 5 V tolerant and VIN must stay at or below "
    "3.6 V.",
)
AX_ADDR = (
    [it(AX, "i2c_address", values=["0x68", "0x69", "0x0C"], condition="0x0C in bypass mode")],
    [
        ev(AX, 1, "The accel / gyro die answers at 0x68 (AD0 low, default) or 0x69 (AD0 high)."),
        ev(
            AX,
            1,
            "The magnetometer sits behind it at 0x0C and only shows up on the bus once bypass "
            "mode is enabled",
        ),
    ],
)
AX_SCL = f(
    AX,
    2,
    "I2C clock, fast mode 400 kHz both",
    it(AX, "i2c_clock_frequency", "kHz", hi=400),
)
AX_I9 = f(
    AX,
    1,
    "All nine axes running, 100 Hz output data rate 4.1 mA 3.6 mA",
    it(AX, "supply_current", "mA", typ=4.1, condition="all nine axes, VIN = 5.0 V"),
)
AX_SLEEP_LV = f(
    "AXM-9D-LV",
    1,
    "Full sleep, all dies 95 " + MU + "A 8 " + MU + "A",
    it("AXM-9D-LV", "standby_current", "uA", typ=8, condition="full sleep, VIN = 3.3 V"),
)
AX_SPI_CFG = f(
    "AXM-9D-LV",
    2,
    "SPI clock, all register access 1 MHz AXM-9D-LV",
    it("AXM-9D-LV", "spi_clock_frequency", "MHz", hi=1, condition="all register access"),
)
AX_GYRO = f(
    AX,
    2,
    "Gyroscope full-scale selectable " + PM + "250 ... " + PM + "2000 °/s range",
    it(AX, "measurement_range", "dps", lo=-2000, hi=2000, quantity="angular_rate"),
)
AX_TOP = f(
    AX,
    1,
    "Operating temperature (board) -40 +85 " + DEG,
    it(AX, "operating_temperature", DEG, lo=-40, hi=85),
)
AX_MAG_ODR = f(
    AX,
    2,
    "Magnetometer output continuous mode 1 / 2 8 / 100 Hz data rate",
    it(AX, "data_rate", "Hz", hi=100, condition="magnetometer, continuous mode 2"),
)
AX_BIAS = note(AX, 2, "we do not publish bias instability or angle random walk figures")

# ---------------------------------------------------------------- LNS-P
LN_ICHG20 = f(
    "LNS-P20",
    1,
    "Rated charge current 10A 20A 30A",
    it("LNS-P20", "output_current", "A", hi=20, condition="rated charge current"),
)
LN_VOC20 = f(
    "LNS-P20",
    1,
    "Max. solar input voltage (Voc) <40V <40V <50V",
    it("LNS-P20", "abs_max_input_voltage", "V", hi=40, condition="solar input, Voc"),
)
LN_VOC10 = f(
    "LNS-P10",
    1,
    "Max. solar input voltage (Voc) <40V <40V <50V",
    it("LNS-P10", "abs_max_input_voltage", "V", hi=40, condition="solar input, Voc"),
)
LN_ISC = note(
    LN,
    1,
    "Choose a model whose rating is at least 1.25 times the panel short-circuit current (Isc).",
)
LN_GEL = f(
    LN,
    2,
    "Boost charge voltage 14.4 14.2 14.6 14.4 V",
    it(LN, "output_voltage", "V", value=14.2, condition="boost charge, GEL, 12 V system"),
)
LN_12 = note(LN, 2, "Values for 12V systems at 25°C. For 24V systems multiply by 2.")
LN_TOP = f(
    LN,
    1,
    "Working temperature -20 ~ +55" + DEG + " -20 ~ +55" + DEG + " -20 ~ +55" + DEG,
    it(LN, "operating_temperature", DEG, lo=-20, hi=55),
)
LN_SELF30 = f(
    "LNS-P30",
    1,
    "Self consumption " + LE + "10mA " + LE + "10mA " + LE + "13mA",
    it("LNS-P30", "quiescent_current", "mA", hi=13, condition="self consumption"),
)
LN_USB = f(
    LN,
    1,
    "USB output 5V / 2A 5V / 2A 5V / 2A",
    it(LN, "output_voltage", "V", value=5, condition="USB output"),
    it(LN, "output_current", "A", hi=2, condition="USB output"),
)
LN_48 = note(
    LN, 2, "Does the controller support 36V or 48V battery banks? A: No. Only 12V and 24V systems"
)
LN_INDOOR = note(LN, 1, "The controller is for indoor use only")

# ---------------------------------------------------------------- HPX-310
HP_VS = f(
    HP,
    1,
    "Supply voltage (Vs) 4.75 5.00 5.25 Vdc (1)",
    it(HP, "supply_voltage", "V", lo=4.75, typ=5.0, hi=5.25),
)
HP_OUT = f(
    HP,
    1,
    "Amplified Pressure Transducer, 0.5 - 4.5 V Ratiometric Output",
    it(HP, "analog_output_voltage", "V", lo=0.5, hi=4.5, condition="Vs = 5.0 V, ratiometric"),
)
HP_3V3 = note(
    HP,
    2,
    "running it from a 3.3 V rail is outside the supply range and is not supported",
)
HP_ACC25 = f(
    HP,
    1,
    "Accuracy (BFSL) " + PM + "0.25 " + PM + "0.5 % FS (2)",
    it(HP, "accuracy", "%", lo=-0.5, hi=0.5, quantity="pressure", condition="% FS, BFSL, 25 °C"),
)
HP_TEB = f(
    HP,
    1,
    "Total error band " + PM + "1.0 " + PM + "2.0 % FS (3)",
    it(
        HP,
        "accuracy",
        "%",
        lo=-2.0,
        hi=2.0,
        quantity="pressure",
        condition="% FS, total error band, -20 ... +85 °C",
    ),
)
HP_COMP = note(HP, 1, "Compensated temperature -20 +85 " + DEG + " (3)")
HP_TOP = f(
    HP,
    1,
    "Operating temperature -40 +105 " + DEG,
    it(HP, "operating_temperature", DEG, lo=-40, hi=105),
)
HP_RANGE300 = f(
    "HPX-310-300P",
    2,
    "300P 0 - 300 psi 600 psi 1500 psi HPX-310-300P-G-C",
    it("HPX-310-300P", "measurement_range", "psi", lo=0, hi=300, quantity="pressure"),
)
HP_200 = note(HP, 2, "200P 0 - 200 psi 400 psi 1000 psi HPX-310-200P-N-P")
HP_ICC = f(
    HP,
    1,
    "Supply current 3.5 5.0 mA",
    it(HP, "supply_current", "mA", typ=3.5, hi=5.0),
)
HP_RESP = f(
    HP,
    1,
    "Response time (10 % to 90 %) 2 ms",
    it(HP, "response_time", "ms", hi=2),
)

# ---------------------------------------------------------------- KPX-16
KP_VCC = f(
    KP,
    1,
    "Power (VCC) 2.5 V to 6 V - we test every board at 3.3 V and 5 V",
    it(KP, "supply_voltage", "V", lo=2.5, hi=6),
)
KP_ADDR = f(
    KP,
    1,
    "I2C address, KPX-16 0x20 to 0x27 (all jumpers open = 0x27)",
    it(KP, "i2c_address", values=[f"0x{a:02X}" for a in range(0x20, 0x28)], condition="KPX-16"),
)
KP_ADDR_A = f(
    "KPX-16A",
    1,
    "I2C address, KPX-16A 0x38 to 0x3F (all jumpers open = 0x3F)",
    it(
        "KPX-16A",
        "i2c_address",
        values=[f"0x{a:02X}" for a in range(0x38, 0x40)],
        condition="KPX-16A",
    ),
)
KP_A38 = note("KPX-16A", 1, "bridged bridged bridged 0x20 0x38")
KP_CLK = f(
    KP,
    2,
    "The expander on this backpack is a standard-mode part and is only specified up to 100 kHz.",
    it(KP, "i2c_clock_frequency", "kHz", hi=100),
)
KP_TOP = f(
    KP,
    1,
    "Working temperature 0 " + DEG + " to +50 " + DEG,
    it(KP, "operating_temperature", DEG, lo=0, hi=50),
)
KP_PULL = note(
    KP,
    2,
    "Power the backpack from the same voltage as your board's I/O, because the pull-ups go to VCC.",
)
KP_IDLE = f(
    KP,
    1,
    "Current, no key pressed about 0.4 mA with J5 cut, 1.6 mA with the LED on",
    it(KP, "supply_current", "mA", typ=1.6, condition="no key pressed, power LED on"),
)
KP_NOIP = note(KP, 2, "The membrane face is splash resistant but we give no IP rating")

# ---------------------------------------------------------------- RXS-433
RX_VCC_L = f(
    "RXS-433L",
    1,
    "Napon napajanja / VCC 4.5 5.0 5.5 2.2 3.0 3.6 V Supply voltage",
    it("RXS-433L", "supply_voltage", "V", lo=2.2, typ=3.0, hi=3.6, condition="RXS-433L"),
)
RX_VCC = f(
    RX,
    1,
    "Napon napajanja / VCC 4.5 5.0 5.5 2.2 3.0 3.6 V Supply voltage",
    it(RX, "supply_voltage", "V", lo=4.5, typ=5.0, hi=5.5, condition="RXS-433"),
)
RX_SENS = f(
    RX,
    1,
    "Osjetljivost (1 kb/s) / Ps -108 -105 -106 -103 dBm Sensitivity (1 kbps)",
    it(RX, "rx_sensitivity", "dBm", typ=-108, hi=-105, condition="RXS-433, 1 kbps"),
)
RX_FREQ = f(
    RX,
    1,
    "433.92 MHz superheterodyne receiver",
    it(RX, "frequency_band", "MHz", value=433.92),
)
RX_ENC = note(RX, 1, "an encoder such as EV1527, PT2262 or HT12E at the transmitter")
RX_ICC = f(
    RX,
    1,
    "Struja napajanja / ICC 3.5 4.5 2.8 3.6 mA Supply current",
    it(RX, "supply_current", "mA", typ=3.5, hi=4.5, condition="RXS-433"),
)
RX_ABS = f(
    RX,
    1,
    "Napon napajanja / Supply voltage 7.0 4.0 V",
    it(RX, "abs_max_supply_voltage", "V", hi=7.0, condition="RXS-433"),
)
RX_TOP = f(
    RX,
    1,
    "Radna temperatura / Ta -20 +70 -20 +70 " + DEG + " Operating temperature",
    it(RX, "operating_temperature", DEG, lo=-20, hi=70),
)
RX_NO868 = note(RX, 2, "not usable on 315 MHz or 868 MHz; those bands need other versions")
RX_VOH = f(
    RX,
    1,
    "Izlaz, visoka razina / VOH VCC-0.5 VCC-0.4 V Output high level",
)
RX_5VHIGH = note(RX, 2, "the DATA output swings to VCC: an RXS-433 on 5 V gives a 5 V high level")
RX_RANGE = note(
    RX,
    2,
    "Range depends on the transmitter, the antenna and the surroundings; no guaranteed range is "
    "given.",
)

# ---------------------------------------------------------------- ZQ1
ZQ_VIN = f(
    ZQ,
    1,
    "ZQ1-0505S 5 (4.5-5.5) 5 200 / 20 80 220",
    it(ZQ, "supply_voltage", "V", lo=4.5, typ=5, hi=5.5, condition="ZQ1-0505S input"),
)
ZQ_VOUT = f(
    ZQ,
    1,
    "ZQ1-0505S 5 (4.5-5.5) 5 200 / 20 80 220",
    it(ZQ, "output_voltage", "V", value=5, condition="ZQ1-0505S"),
)
ZQ_IOUT = f(
    ZQ,
    1,
    "ZQ1-0505S 5 (4.5-5.5) 5 200 / 20 80 220",
    it(ZQ, "output_current", "mA", lo=20, hi=200, condition="ZQ1-0505S, max. / min. load"),
)
ZQ_MINLOAD = note(ZQ, 2, "The load must not be lower than 10% of the rated load.")
ZQ_VOUT33 = f(
    "ZQ1-0503S",
    1,
    "ZQ1-0503S 5 (4.5-5.5) 3.3 303 / 30 74 220",
    it("ZQ1-0503S", "output_voltage", "V", value=3.3),
)
ZQ_TOP = f(
    ZQ,
    2,
    "Operating Temperature derating when above 85" + DEG + " -40 -- 105 " + DEG,
    it(ZQ, "operating_temperature", DEG, lo=-40, hi=105),
)
ZQ_SURGE = f(
    ZQ,
    1,
    "Surge Voltage (1sec. max.) 5VDC input -0.7 -- 9 VDC",
    it(ZQ, "abs_max_supply_voltage", "V", lo=-0.7, hi=9, condition="input surge, 1 s max."),
)
ZQ_ISO_NOTE = note(
    ZQ, 2, "The isolation test voltage is a production test, not a continuous working voltage."
)
ZQ_EFF = note(ZQ, 1, "ZQ1-0505S 5 (4.5-5.5) 5 200 / 20 80 220")

# ---------------------------------------------------------------- RB8-OC
RB_COIL05 = f(
    "RB8-OC-05",
    1,
    "Ток на бобината, на реле / 72 30 mA Coil current, per relay",
    it("RB8-OC-05", "supply_current", "mA", typ=72, condition="per energised relay"),
)
RB_RCOIL12 = f(
    "RB8-OC-12",
    1,
    "Съпротивление на бобината / 70 400 Ω Coil resistance",
    it("RB8-OC-12", "coil_resistance", "Ohm", value=400),
)
RB_IND = f(
    RB,
    1,
    "Ток при 250 V AC / Current at 250 V AC 10 5 A",
    it(RB, "contact_current", "A", hi=5, condition="250 V AC, inductive cos phi = 0.4"),
)
RB_RES = f(
    RB,
    1,
    "Ток при 250 V AC / Current at 250 V AC 10 5 A",
    it(RB, "contact_current", "A", hi=10, condition="250 V AC, resistive"),
)
RB_JD12 = f(
    "RB8-OC-12",
    1,
    "Захранване на релетата / 4.75 ... 5.25 11.4 ... 12.6 V Relay supply (JD-VCC)",
    it("RB8-OC-12", "supply_voltage", "V", lo=11.4, hi=12.6, condition="relay supply JD-VCC"),
)
RB_JD05 = f(
    "RB8-OC-05",
    1,
    "Захранване на релетата / 4.75 ... 5.25 11.4 ... 12.6 V Relay supply (JD-VCC)",
    it("RB8-OC-05", "supply_voltage", "V", lo=4.75, hi=5.25, condition="relay supply JD-VCC"),
)
RB_VCC = f(
    RB,
    1,
    "Захранване на входната страна / 3.0 ... 5.5 3.0 ... 5.5 V Input-side supply (VCC)",
    it(RB, "logic_supply_voltage", "V", lo=3.0, hi=5.5, condition="input-side VCC"),
)
RB_ALL05 = f(
    "RB8-OC-05",
    1,
    "Ток, всички 8 релета включени / typ. 0.6 0.25 A Current, all 8 relays ON",
    it("RB8-OC-05", "supply_current", "A", typ=0.6, condition="all 8 relays on"),
)
RB_TOP = f(
    RB,
    1,
    "Работна температура / Operating temperature -20 ... +60 " + DEG,
    it(RB, "operating_temperature", DEG, lo=-20, hi=60),
)
RB_OFF = note(
    RB, 1, "Реле изключено при / " + GE + " VCC - 0.5 " + GE + " VCC - 0.5 V Relay OFF at input"
)
RB_3V3 = note(
    RB,
    2,
    "Yes, but not with VCC on 5 V: a 3.3 V HIGH is below VCC - 0.5 V and the relay stays ON. "
    "Remove the JD-VCC jumper, feed VCC from the controller's 3.3 V and JD-VCC from 5 V "
    "(RB8-OC-05) or 12 V (RB8-OC-12).",
)
RB_USB = note(RB, 2, "A USB port alone is not enough for the RB8-OC-05 with all relays on.")

# ---------------------------------------------------------------- UVQ-11
UV_VCC_D = f(
    "UVQ-11D",
    1,
    "Supply voltage (VCC) 3.0 - 5.5 V 2.7 - 5.5 V",
    it("UVQ-11D", "supply_voltage", "V", lo=2.7, hi=5.5, condition="UVQ-11D"),
)
UV_VCC_A = f(
    "UVQ-11A",
    1,
    "Supply voltage (VCC) 3.0 - 5.5 V 2.7 - 5.5 V",
    it("UVQ-11A", "supply_voltage", "V", lo=3.0, hi=5.5, condition="UVQ-11A"),
)
UV_ADDR = f(
    "UVQ-11D",
    1,
    "That chip uses two addresses: 0x38 for the command and the low byte, and 0x39 for the high "
    "byte of the reading.",
    it("UVQ-11D", "i2c_address", values=["0x38", "0x39"]),
)
UV_OUT = f(
    "UVQ-11A",
    1,
    "Output range 0 - 1.1 V for UV index 0 - 11 0 - 65535 counts",
    it("UVQ-11A", "analog_output_voltage", "V", lo=0, hi=1.1, condition="UV index 0 - 11"),
)
UV_SAT = note(
    "UVQ-11A",
    2,
    "Will the UVQ-11A work with the ESP32 ADC? Yes: the output stays below about 1.3 V, inside the "
    "ESP32's ADC range at 11 dB attenuation.",
)
UV_TOP = f(
    UV,
    2,
    "Operating temperature -20 " + DEG + " to +70 " + DEG,
    it(UV, "operating_temperature", DEG, lo=-20, hi=70),
)
UV_ABS = f(
    UV,
    2,
    "Never put more than 6 V on VCC (both boards).",
    it(UV, "abs_max_supply_voltage", "V", hi=6),
)
UV_SD = f(
    "UVQ-11D",
    1,
    "Supply current 0.3 mA typ. 0.1 mA active, 1 " + MU + "A shutdown",
    it("UVQ-11D", "standby_current", "uA", typ=1, condition="shutdown"),
)
UV_CLK = f(
    "UVQ-11D",
    1,
    "I2C clock - up to 400 kHz",
    it("UVQ-11D", "i2c_clock_frequency", "kHz", hi=400),
)
UV_ACC = note(UV, 2, "we do not state an accuracy")
