"""Reference facts of the hundred-and-seventh hold-out set, shared by factual and
compatibility questions. Every number was read off the generated PDFs
(``pdftotext -layout``) and each quote is on the cited page."""

from __future__ import annotations

from qkit import BK, BZ, HS, KQ, OL, PI, QL, VM, Fact, Item, ev, it

DEG = "\u00b0C"
MU = "\u00b5"
PM = "\u00b1"
LE = "\u2264"


def f(device: str, page: int, quote: str, *items: Item) -> Fact:
    return list(items), [ev(device, page, quote)]


def note(device: str, page: int, quote: str) -> Fact:
    """A statement without numbers: evidence only."""
    return [], [ev(device, page, quote)]


# ---------------------------------------------------------------- QLA7702
QL_VDD = f(
    QL,
    1,
    "Supply voltage VDD 2.5 3.3 3.6 V",
    it(QL, "supply_voltage", "V", lo=2.5, typ=3.3, hi=3.6, condition="basic characteristics"),
)
QL_ABS = f(
    QL,
    1,
    "Supply voltage VDD 0 4.0 V",
    it(QL, "abs_max_supply_voltage", "V", hi=4.0, condition="absolute maximum"),
)
QL_NO5V = note(QL, 1, "pull them up to a rail between 1.8 V and")
QL_ADDR = f(
    QL,
    1,
    "address is fixed at 0x10; it cannot be changed",
    it(
        QL,
        "i2c_address",
        values=["0x10"],
        condition="fixed; 0x20 / 0x21 are the write / read bytes",
    ),
)
QL_IDD = f(
    QL,
    1,
    "Supply current VDD = 3.3 V, ALS_SD = 0 IDD 45 " + MU + "A",
    it(QL, "supply_current", "uA", typ=45, condition="VDD = 3.3 V, active"),
)
QL_SD = f(
    QL,
    1,
    "Shut down current VDD = 3.3 V, ALS_SD = 1 IDD 0.5 " + MU + "A",
    it(QL, "standby_current", "uA", typ=0.5, condition="shut down, ALS_SD = 1"),
)
QL_PSM4 = f(
    QL,
    1,
    "PSM 4 11 4100 6",
    it(QL, "supply_current", "uA", typ=6, condition="PSM 4, IT = 100 ms, refresh 4100 ms"),
)
QL_SCL = f(
    QL,
    1,
    "I2C clock rate range fSCL 10 400 kHz",
    it(QL, "i2c_clock_frequency", "kHz", lo=10, hi=400),
)
QL_TOP = f(
    QL,
    1,
    "Operation temperature range Tamb -25 +85 " + DEG,
    it(QL, "operating_temperature", DEG, lo=-25, hi=85),
)
QL_IN = f(
    QL,
    1,
    "VDD = 3.3 V VIH 1.3 V VDD = 3.3 V VIL 0.4 V",
    it(QL, "input_high_voltage", "V", lo=1.3, condition="VDD = 3.3 V"),
    it(QL, "input_low_voltage", "V", hi=0.4, condition="VDD = 3.3 V"),
)
_GAINS = "ALS_IT GAIN x 2 GAIN x 1 GAIN x 1/4 GAIN x 1/8"
QL_RES = (
    [
        it(
            QL,
            "resolution",
            "lx",
            value=0.0672,
            quantity="illuminance",
            condition="gain x 1, IT = 100 ms (lx per count)",
        )
    ],
    [
        ev(QL, 2, "Table 1 - Resolution (lx/count) " + _GAINS),
        ev(QL, 2, "100 ms 0.0336 0.0672 0.2688 0.5376"),
    ],
)
QL_MAXLX = (
    [
        it(
            QL,
            "measurement_range",
            "lx",
            hi=4404,
            quantity="illuminance",
            condition="gain x 1, IT = 100 ms, before saturation",
        )
    ],
    [
        ev(QL, 2, "Table 2 - Maximum possible illuminance (lx) " + _GAINS),
        ev(QL, 2, "100 ms 2202 4404 17 616 35 232"),
    ],
)

# ---------------------------------------------------------------- KQ341
KQ_V5 = f(
    KQ,
    2,
    "V3 not tied to VCC 4.0 5.0 5.3 V",
    it(
        KQ,
        "supply_voltage",
        "V",
        lo=4.0,
        typ=5.0,
        hi=5.3,
        condition="5 V operation, V3 not tied to VCC",
    ),
)
KQ_V33 = f(
    KQ,
    2,
    "V3 tied to VCC 3.0 3.3 3.6 V",
    it(
        KQ,
        "supply_voltage",
        "V",
        lo=3.0,
        typ=3.3,
        hi=3.6,
        condition="3.3 V operation, V3 tied to VCC",
    ),
)
KQ_V3PIN = note(KQ, 1, "With a 3.3 V supply, connect V3 to VCC, both powered from 3.3 V.")
KQ_ABS = f(
    KQ,
    2,
    "Supply voltage (VCC to power, GND to ground) -0.5 6.0 V",
    it(KQ, "abs_max_supply_voltage", "V", hi=6.0),
)
KQ_BAUD = f(
    KQ,
    1,
    "baud rate from 50 bps to 2 Mbps",
    it(KQ, "baud_rate", "bps", lo=50, hi=2000000),
)
KQ_ICC5 = f(
    KQ,
    2,
    "VCC = 5 V 12 30 mA",
    it(KQ, "supply_current", "mA", typ=12, hi=30, condition="VCC = 5 V, working"),
)
KQ_SLP5 = f(
    KQ,
    2,
    "USB suspend supply VCC = 5 V 0.1 0.15 mA",
    it(KQ, "standby_current", "mA", typ=0.1, hi=0.15, condition="USB suspend, VCC = 5 V"),
)
KQ_TA5 = f(
    KQ,
    2,
    "Ambient temperature when operating VCC = 5 V -40 85 " + DEG,
    it(KQ, "operating_temperature", DEG, lo=-40, hi=85, condition="VCC = 5 V"),
)
KQ_TA33 = f(
    KQ,
    2,
    "Ambient temperature when operating VCC = 3.3 V -20 70 " + DEG,
    it(KQ, "operating_temperature", DEG, lo=-20, hi=70, condition="VCC = 3.3 V"),
)
KQ_VIH = f(
    KQ,
    2,
    "VIL Low level input voltage -0.5 0.7 V VIH High level input voltage 2.0 VCC + 0.5 V",
    it(KQ, "input_low_voltage", "V", hi=0.7),
    it(KQ, "input_high_voltage", "V", lo=2.0),
)
KQ_TXD5 = note(KQ, 1, "at VCC = 5 V the TXD high level is close to 5 V")
KQ_NOLS = note(KQ, 2, "The chip does not contain a level shifter.")
KQ_PARTS = f(
    KQ,
    1,
    "USB to Serial Port Chip (KQ341T / KQ341K / KQ341E)",
    it(KQ, "part_numbers", values=["KQ341T", "KQ341K", "KQ341E"]),
)
KQ_XTAL = note(KQ, 1, "KQ341T needs an external 12 MHz")
KQ_BUF = note(KQ, 1, "Hardware full duplex serial port with built-in transmit and receive buffers.")
KQ_OS = note(KQ, 1, "Drivers for Windows, Linux, macOS and Android.")

# ---------------------------------------------------------------- CJR-BK3
BK_VIN = f(
    BK,
    1,
    "Tension di jentrade / BK3 4.5 12 28 V",
    it(BK, "supply_voltage", "V", lo=4.5, typ=12, hi=28, condition="CJR-BK3 (adjustable)"),
)
BK_VIN5 = f(
    BK,
    1,
    "Input voltage BK3-5 6.5 12 28 V",
    it(
        "CJR-BK3-5", "supply_voltage", "V", lo=6.5, typ=12, hi=28, condition="CJR-BK3-5 (fixed 5 V)"
    ),
)
BK_VOUT = f(
    BK,
    1,
    "BK3 0.8 20 V Output voltage",
    it(BK, "output_voltage", "V", lo=0.8, hi=20, condition="CJR-BK3 adjustable"),
)
BK_VOUT5 = f(
    BK,
    1,
    "BK3-5 4.90 5.00 5.10 V",
    it("CJR-BK3-5", "output_voltage", "V", lo=4.90, typ=5.00, hi=5.10, condition="CJR-BK3-5"),
)
BK_IOUT = f(
    BK,
    1,
    "Corint di jessude continue / 2 A Continuous output current",
    it(BK, "output_current", "A", hi=2, condition="continuous"),
)
BK_IPK = f(
    BK,
    1,
    "Corint di jessude di ponte / 3 A Peak output current (< 10 s)",
    it(BK, "peak_output_current", "A", hi=3, condition="peak, < 10 s"),
)
BK_IQ = f(
    BK,
    1,
    "Corint cence cjarie / VIN = 12 V 0.3 mA No-load input current",
    it(BK, "quiescent_current", "mA", typ=0.3, condition="no load, VIN = 12 V"),
)
BK_TOP = f(
    BK,
    1,
    "Temperadure di funzionament / -40 +85 " + DEG + " Operating temperature",
    it(BK, "operating_temperature", DEG, lo=-40, hi=85),
)
BK_ABS = f(
    BK,
    1,
    "Tension di jentrade massime / 30 V Maximum input voltage, absolute",
    it(BK, "abs_max_supply_voltage", "V", hi=30),
)
BK_I24 = (
    [it(BK, "output_current", "A", hi=1.4, condition="VIN = 24 V, VOUT = 5 V, no heat sink")],
    [
        ev(BK, 1, "VIN = 7 V VIN = 12 V VIN = 19 V VIN = 24 V"),
        ev(BK, 1, "Corint continue / 2.0 A 2.0 A 1.7 A 1.4 A Continuous current"),
    ],
)
BK_HEAD = f(
    BK,
    1,
    "The input must stay at least 1 V above the output.",
    it(BK, "dropout_voltage", "V", value=1, condition="input at least 1 V above output"),
)
BK_CAR = note(
    BK,
    2,
    "12 V lead-acid batteries and the 14.4 V of a running engine are inside the input range",
)
BK_RIPPLE = note(BK, 1, "Ondulazion in jessude / IOUT = 1 A 30 mVpp Output ripple")

# ---------------------------------------------------------------- WDK-PIR05
_PI_VIN_Q = "Supply voltage (VIN) 4.5 - 20 V DC 3.0 - 3.6 V DC"
PI_VIN = f(
    PI, 1, _PI_VIN_Q, it(PI, "supply_voltage", "V", lo=4.5, hi=20, condition="WDK-PIR05 (standard)")
)
PI_VINL = f(
    PI,
    1,
    _PI_VIN_Q,
    it("WDK-PIR05L", "supply_voltage", "V", lo=3.0, hi=3.6, condition="WDK-PIR05L (3.3 V version)"),
)
PI_IDLE = f(
    PI,
    1,
    "Idle current (no motion) < 65 " + MU + "A < 50 " + MU + "A",
    it(PI, "supply_current", "uA", hi=65, condition="WDK-PIR05, idle (no motion)"),
)
PI_OUT = f(
    PI,
    1,
    "Output level high / low 3.3 V / 0 V 3.3 V / 0 V",
    it(PI, "output_high_voltage", "V", value=3.3),
)
PI_TOP = f(
    PI,
    1,
    "Working temperature -15 " + DEG + " to +70 " + DEG,
    it(PI, "operating_temperature", DEG, lo=-15, hi=70),
)
PI_WARM = f(
    PI,
    1,
    "After power-up the sensor needs about 60 s to settle",
    it(PI, "warm_up_time", "s", value=60),
)
PI_RANGE = f(
    PI,
    1,
    "Detection distance (pot S) 3 m ... 7 m 3 m ... 7 m",
    it(PI, "measurement_range", "m", lo=3, hi=7, quantity="distance", condition="set by pot S"),
)
PI_LIION = note(PI, 2, "Below 4.5 V the regulator drops out and the sensor gives false")
PI_L5V = note(PI, 2, "The L version has no regulator; anything above 3.6 V goes straight to the")
PI_RELAY = note(PI, 2, "Use a transistor or a relay module with its own driver in between.")
PI_WATER = note(PI, 2, "No. For outdoor use put it in a housing with an IR-transparent window.")

# ---------------------------------------------------------------- CHP-OLED96
OL_VCC = f(
    OL,
    1,
    "Module supply voltage VCC 3.3 - 5.0 V 3.3 - 5.0 V",
    it(OL, "supply_voltage", "V", lo=3.3, hi=5.0, condition="module VCC, both versions"),
)
OL_ADDR = f(
    OL,
    1,
    "The I2C version ships at 7-bit address 0x3C; move the 0 \u03a9 resistor on the back from "
    "the '0x78' pads to the '0x7A' pads to get 0x3D",
    it("CHP-OLED96-I", "i2c_address", values=["0x3C", "0x3D"]),
)
OL_I_ALL = f(
    OL,
    1,
    "Current, all pixels on 22 mA typ. / 28 mA max.",
    it(OL, "supply_current", "mA", typ=22, hi=28, condition="all pixels on"),
)
OL_I_TYP = f(
    OL,
    1,
    "Current, typical picture (30 % lit) 9 mA",
    it(OL, "supply_current", "mA", typ=9, condition="typical picture, 30 % lit"),
)
OL_SLEEP = f(
    OL,
    1,
    "Current, display off (sleep) 80 " + MU + "A",
    it(OL, "standby_current", "uA", value=80, condition="display off (sleep), module"),
)
OL_CLK = f(
    OL,
    1,
    "Max. bus clock 400 kHz 10 MHz",
    it("CHP-OLED96-I", "i2c_clock_frequency", "kHz", hi=400),
)
OL_SPI = f(
    OL,
    1,
    "Max. bus clock 400 kHz 10 MHz",
    it("CHP-OLED96-S", "spi_clock_frequency", "MHz", hi=10),
)
OL_TOP = f(
    OL,
    2,
    "Operating temperature -30 ... +70 " + DEG,
    it(OL, "operating_temperature", DEG, lo=-30, hi=70),
)
OL_PULL = note(OL, 1, "The SDA / SCL pull-ups (4.7 k\u03a9) go to VCC.")
OL_LIION = note(OL, 2, "A full cell is 4.2 V, inside the 3.3 - 5.0 V range")
OL_SUN = note(OL, 2, "We have no sunlight readability data; it is an indoor display.")

# ---------------------------------------------------------------- VIM3219
VM_VS = f(
    VM,
    1,
    "Operating supply range 3 5.5 3 5.5 V",
    it(VM, "supply_voltage", "V", lo=3, hi=5.5, condition="VS, both grades"),
)
VM_ABS = f(VM, 1, "Supply voltage, VS 6 V", it(VM, "abs_max_supply_voltage", "V", hi=6))
VM_BUS = f(
    VM,
    1,
    "Senses bus voltages from 0 V to 26 V",
    it(
        VM,
        "measurement_range",
        "V",
        lo=0,
        hi=26,
        quantity="voltage",
        condition="bus input; BRNG 16 / 32 V is the register full scale",
    ),
)
VM_BUS26 = note(VM, 1, "the bus input itself must never exceed 26 V")
VM_BRNG = note(VM, 1, "voltage) range BRNG = 1 0 32 0 32 V")
VM_SHUNT = f(
    VM,
    1,
    "(input) voltage range PGA = /8 0 " + PM + "320 0 " + PM + "320 mV",
    it(VM, "analog_input_range", "mV", lo=-320, hi=320, condition="shunt full scale, PGA = /8"),
)
VM_IQ = f(
    VM,
    1,
    "Quiescent current 0.7 1 0.7 1 mA",
    it(VM, "supply_current", "mA", typ=0.7, hi=1, condition="quiescent current, active"),
)
VM_PD = f(
    VM,
    1,
    "power-down mode 6 15 6 15 " + MU + "A",
    it(VM, "standby_current", "uA", typ=6, hi=15, condition="power-down mode"),
)
VM_HS = f(
    VM,
    1,
    "high-speed mode 2.56 2.56 MHz",
    it(
        VM, "i2c_clock_frequency", "MHz", hi=2.56, condition="high-speed mode; 400 kHz in fast mode"
    ),
)
VM_ERR_B = f(
    VM,
    1,
    "Current measurement error over temperature " + PM + "1 " + PM + "0.5 %",
    it("VIM3219B", "accuracy", "%", lo=-0.5, hi=0.5, quantity="current", condition="VIM3219B"),
)
VM_TSPEC = f(
    VM,
    1,
    "Specified temperature -25 85 -25 85 " + DEG,
    it(VM, "operating_temperature", DEG, lo=-25, hi=85, condition="specified range"),
)
VM_ADDR00 = f(
    VM,
    2,
    "GND GND 1000000 (0x40)",
    it(VM, "i2c_address", values=["0x40"], condition="A1 = GND, A0 = GND"),
)
VM_BUSLSB = f(
    VM,
    1,
    "Bus voltage LSB 4 4 mV",
    it(VM, "resolution", "mV", value=4, quantity="voltage", condition="bus voltage LSB"),
)
VM_IO = note(VM, 2, "SDA and SCL are open-drain and may be pulled up to 5.5 V whatever VS is.")
VM_IND = note(VM, 2, "a 3.3 V VS can")

# ---------------------------------------------------------------- TQB-1295A
_BZ_RATED = "2-1 Rated voltage 3 5 12 V DC"
_BZ_OPV = "2-2 Operating voltage 2~4 4~8 8 ~ 16 V DC"
BZ_V05 = (
    [it("TQB-1295A-05", "supply_voltage", "V", lo=4, typ=5, hi=8, condition="-05, rated 5 V")],
    [ev(BZ, 1, _BZ_RATED + " " + _BZ_OPV)],
)
BZ_V03 = (
    [it("TQB-1295A-03", "supply_voltage", "V", lo=2, typ=3, hi=4, condition="-03, rated 3 V")],
    [ev(BZ, 1, _BZ_RATED + " " + _BZ_OPV)],
)
BZ_I05 = f(
    BZ,
    1,
    "2-3 " + LE + "8 " + LE + " 12 " + LE + " 15 mA",
    it("TQB-1295A-05", "supply_current", "mA", hi=12, condition="-05 at rated voltage"),
)
BZ_TOP = f(
    BZ,
    1,
    "3-1 Operating temperature -20 ~ +70 " + DEG,
    it(BZ, "operating_temperature", DEG, lo=-20, hi=70),
)
BZ_TST = f(
    BZ,
    1,
    "3-2 Storage temperature -30 ~ +80 " + DEG,
    it(BZ, "storage_temperature", DEG, lo=-30, hi=80),
)
BZ_WASH = note(BZ, 2, "Do not wash the buzzer; the sound hole is not sealed.")
BZ_SPL = note(BZ, 1, "(at 10 cm, rated voltage)")
BZ_NPN = note(BZ, 2, "A microcontroller pin can switch the buzzer through an NPN transistor")

# ---------------------------------------------------------------- RHS-712
HS_VCC = f(
    HS,
    1,
    "VCC 4.5 5.0 5.5 V Supply voltage",
    it(HS, "supply_voltage", "V", lo=4.5, typ=5.0, hi=5.5),
)
HS_5V = note(HS, 1, "The sensor is designed for a 5 V supply only; for a 3.3 V ADC keep VCC at 5 V")
HS_ABS = f(
    HS,
    1,
    "Tensiun d'alimentaziun / Supply voltage VCC 8 V",
    it(HS, "abs_max_supply_voltage", "V", hi=8),
)
HS_ICC = f(HS, 1, "ICC 10 13 mA Supply current", it(HS, "supply_current", "mA", typ=10, hi=13))
_HS_HEAD = "RHS-712-05B RHS-712-20A RHS-712-30A Unitad"
HS_SENS20 = (
    [
        it(
            "RHS-712-20A",
            "sensitivity",
            "mV/A",
            lo=96,
            typ=100,
            hi=104,
            quantity="current",
            condition="RHS-712-20A, VCC = 5 V",
        )
    ],
    [
        ev(HS, 2, _HS_HEAD),
        ev(
            HS,
            2,
            "Sensibladad / Sensitivity 185 100 66 mV/A Tolleranza da sensibladad / "
            "180 ... 190 96 ... 104 64 ... 68 mV/A",
        ),
    ],
)
HS_RANGE30 = (
    [
        it(
            "RHS-712-30A",
            "measurement_range",
            "A",
            lo=-30,
            hi=30,
            quantity="current",
            condition="RHS-712-30A",
        )
    ],
    [
        ev(HS, 2, _HS_HEAD),
        ev(HS, 2, "Interval da mesiraziun / " + PM + "5 " + PM + "20 " + PM + "30 A"),
    ],
)
HS_RANGE05 = (
    [
        it(
            "RHS-712-05B",
            "measurement_range",
            "A",
            lo=-5,
            hi=5,
            quantity="current",
            condition="RHS-712-05B",
        )
    ],
    [
        ev(HS, 2, _HS_HEAD),
        ev(HS, 2, "Interval da mesiraziun / " + PM + "5 " + PM + "20 " + PM + "30 A"),
    ],
)
HS_TOP = f(
    HS,
    1,
    "TA -40 85 " + DEG + " Operating temperature",
    it(HS, "operating_temperature", DEG, lo=-40, hi=85),
)
HS_TR = f(
    HS, 1, "tr 5 " + MU + "s Rise time", it(HS, "response_time", "us", typ=5, condition="rise time")
)
HS_ZERO = f(
    HS,
    1,
    "With no current the output sits at VCC / 2 (2.5 V at VCC = 5 V)",
    it(HS, "analog_output_voltage", "V", value=2.5, condition="zero current, VCC = 5 V"),
)
HS_ERR = note(HS, 2, "Errur total / Total output error " + PM + "1.5 " + PM + "1.5 " + PM + "1.5 %")
