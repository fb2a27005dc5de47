"""Reference facts of the ninety-third hold-out set, shared by factual and
compatibility questions. Every number was read off the generated PDFs
(``pdftotext -layout``) and each quote is on the cited page."""

from __future__ import annotations

from qkit import AC, ER, HF, HZ, KV, MM, SW, TK, Fact, Item, ev, it

DEG = "\u00b0C"
MU = "\u00b5"
PM = "\u00b1"
OHM = "\u03a9"
FW_C = "\u2103"
FWC = "\uff1a"
FWT = "\uff5e"
LE = "\u2264"


def f(device: str, page: int, quote: str, *items: Item) -> Fact:
    return list(items), [ev(device, page, quote)]


def note(device: str, page: int, quote: str) -> Fact:
    """A statement without numbers: evidence only."""
    return [], [ev(device, page, quote)]


# ---------------------------------------------------------------- KVR-UV1
KV_VIN = f(
    KV,
    1,
    "VIN 2.7 3.3 5.5 V VIN pin Board supply voltage",
    it(KV, "supply_voltage", "V", lo=2.7, typ=3.3, hi=5.5, condition="board VIN"),
)
KV_ADDR = f(
    KV,
    1,
    "The I2C address is fixed at 0x53 by the sensor and cannot be changed",
    it(KV, "i2c_address", values=["0x53"]),
)
KV_T16 = f(
    KV,
    2,
    "16 bit 100 25 ms 288",
    it(KV, "response_time", "ms", value=25, condition="UV conversion time, 16-bit resolution"),
)
KV_I_CUT = f(
    KV,
    1,
    "Supply current UVS active, LED jumper cut 110 150 " + MU + "A",
    it(KV, "supply_current", "uA", typ=110, hi=150, condition="UVS active, LED jumper cut"),
)
KV_ALS = f(
    KV,
    1,
    "Ambient light range 0.01 lx to 100 000 lx (ALS mode)",
    it(KV, "measurement_range", "lx", lo=0.01, hi=100000, quantity="illuminance"),
)
KV_TOP = f(
    KV,
    1,
    "TA -30 +85 " + DEG + " Operating temperature",
    it(KV, "operating_temperature", DEG, lo=-30, hi=85),
)
KV_ACC = note(
    KV,
    2,
    "a UV index accuracy figure is not given because it depends on the window material in "
    "your enclosure",
)
KV_5V = note(
    KV,
    1,
    "Works from 3.3 V or 5 V boards: the sensor runs from the on-board regulator, SDA and SCL "
    "are level shifted to VIN",
)

# ---------------------------------------------------------------- AC-232
AC_VCC_LINE = "Supply voltage VCC 3.0 - 5.5 4.5 - 5.5 V"
AC_S_VCC = f(AC, 1, AC_VCC_LINE, it("AC-232S", "supply_voltage", "V", lo=3.0, hi=5.5))
AC_L_VCC = f(AC, 1, AC_VCC_LINE, it("AC-232L", "supply_voltage", "V", lo=4.5, hi=5.5))
AC_L_BAUD = f(
    AC,
    1,
    "Data rate, max. 250 120 kbps",
    it("AC-232L", "baud_rate", "kbps", hi=120, condition="max. data rate"),
)
AC_S_I = (
    [
        it("AC-232S", "supply_current", "mA", typ=0.3, condition="no load"),
        it("AC-232S", "supply_current", "mA", hi=1, condition="no load, max."),
    ],
    [
        ev(AC, 1, "Current draw, no load 0.3 8 mA"),
        ev(AC, 1, "Current draw, max. (no load) 1 10 mA"),
    ],
)
AC_L_TOP = f(
    AC,
    1,
    "Operating temperature -40 to +85 0 to +70 " + DEG,
    it("AC-232L", "operating_temperature", DEG, lo=0, hi=70),
)
AC_33 = note(
    AC,
    2,
    "take the AC-232S and run it from 3.3 V. The AC-232L does not start below 4.5 V",
)
AC_CABLE = note(AC, 2, "Maximum cable length is not specified by us")

# ---------------------------------------------------------------- HZD1-05D12
HZ_ROW = "HZD1-05D12 5 (4.5-5.5) " + PM + "12 " + PM + "42 / " + PM + "4 78 100"
HZ_VIN = f(
    HZ,
    1,
    HZ_ROW,
    it(HZ, "supply_voltage", "V", lo=4.5, typ=5, hi=5.5, condition="input, nominal (range)"),
)
HZ_VOUT = f(
    HZ,
    1,
    HZ_ROW,
    it(HZ, "output_voltage", "V", value=12, condition="+Vo"),
    it(HZ, "output_voltage", "V", value=-12, condition="-Vo"),
)
HZ_IOUT = f(
    HZ,
    1,
    HZ_ROW,
    it(HZ, "output_current", "mA", lo=4, hi=42, condition="per output, max. / min. load"),
)
HZ_MINLOAD = note(
    HZ,
    2,
    "The load must not be lower than 10 % of the rated output current",
)
HZ_FULL = f(
    HZ,
    2,
    "3. Derating: full output power up to +85 "
    + DEG
    + ", then linear derating to 0 at +105 "
    + DEG,
    it(HZ, "operating_temperature", DEG, hi=85, condition="full output power"),
)
HZ_SURGE = f(
    HZ,
    1,
    "5 VDC input models -0.7 9 VDC",
    it(HZ, "abs_max_supply_voltage", "V", hi=9, condition="input surge, 1 s max."),
)

# ---------------------------------------------------------------- SVN-W24S
SW_VBAT = f(
    SW,
    1,
    "Main supply VBAT 3.0 3.3 3.6 V",
    it(SW, "supply_voltage", "V", lo=3.0, typ=3.3, hi=3.6, condition="VBAT"),
)
SW_VDDIO = f(
    SW,
    1,
    "I/O supply VDDIO 1.62 3.6 V",
    it(SW, "io_supply_voltage", "V", lo=1.62, hi=3.6),
)
SW_SPI18 = f(
    SW,
    2,
    "SCK frequency fSCK VDDIO = 1.8 V 26 MHz",
    it(SW, "spi_clock_frequency", "MHz", hi=26, condition="VDDIO = 1.8 V"),
)
SW_SLEEP = f(
    SW,
    1,
    "Deep sleep RTC on, wake by HOST_IRQ 8 " + MU + "A",
    it(SW, "standby_current", "uA", typ=8, condition="deep sleep, RTC on"),
)
SW_TXN = f(
    SW,
    2,
    "802.11n, MCS7 HT20 +13 dBm",
    it(SW, "tx_power", "dBm", typ=13, condition="802.11n MCS7 HT20"),
)
SW_ITX = f(
    SW,
    1,
    "Transmit, 802.11b 1 Mbps +18 dBm 290 mA",
    it(SW, "supply_current", "mA", typ=290, condition="TX 802.11b, +18 dBm"),
)
SW_5V = note(SW, 1, "The digital pins are not 5 V tolerant.")

# ---------------------------------------------------------------- BR-TK12
TK_VCC = f(
    TK,
    1,
    "Board supply (VCC pin) 2.5 - 3.6 V no regulator on board",
    it(TK, "supply_voltage", "V", lo=2.5, hi=3.6),
)
TK_ABS = f(
    TK,
    1,
    "Supply, never above 4.0 V 5 V destroys the controller",
    it(TK, "abs_max_supply_voltage", "V", hi=4.0),
)
TK_ADDR = f(
    TK,
    1,
    "gives 0x5A. Cut the trace and bridge ADDR to VCC for 0x5B, to SDA for 0x5C or to SCL for 0x5D",
    it(TK, "i2c_address", values=["0x5A", "0x5B", "0x5C", "0x5D"]),
)
TK_STOP = f(
    TK,
    1,
    "Stop mode current 3 " + MU + "A typ. ECR = 0x00",
    it(TK, "standby_current", "uA", typ=3, condition="stop mode"),
)
TK_TOP = f(
    TK,
    1,
    "Operating temperature -20 to +70 " + DEG + " board and overlay adhesive",
    it(TK, "operating_temperature", DEG, lo=-20, hi=70),
)
TK_UNO = note(
    TK,
    2,
    "power the keypad from the Uno's 3.3 V pin, never from 5 V",
)
TK_WET = note(TK, 2, "We do not give a rating. Water drops on the overlay cause false touches.")

# ---------------------------------------------------------------- MM-MOS30
MM_VLOAD = f(
    MM,
    1,
    "Load voltage (V+ to V-) 3 - 30 3 - 30 V DC",
    it(MM, "load_supply_voltage", "V", lo=3, hi=30),
)
MM_I_LINE = "Continuous load current, 25 " + DEG + " air 6 12 A"
MM_I = f(MM, 1, MM_I_LINE, it(MM, "output_current", "A", hi=6, condition="bare board, 25 °C air"))
MM_I_HS = f(
    MM,
    1,
    MM_I_LINE,
    it("MM-MOS30-HS", "output_current", "A", hi=12, condition="with heatsink, 25 °C air"),
)
MM_SIG = f(
    MM,
    1,
    "Signal input, load fully on 3.3 - 5 3.3 - 5 V",
    it(MM, "input_high_voltage", "V", lo=3.3, condition="signal input, load fully on"),
)
MM_VDS = f(MM, 1, "Drain-source voltage VDS 40 V", it(MM, "drain_source_voltage", "V", lo=40))
MM_VTH = f(
    MM,
    1,
    "Gate threshold voltage VGS(th) ID = 250 " + MU + "A 1.0 1.6 2.5 V",
    it(MM, "gate_threshold_voltage", "V", lo=1.0, typ=1.6, hi=2.5),
)
MM_RDS33 = f(
    MM,
    1,
    "VGS = 3.3 V 11 16 m" + OHM,
    it(MM, "on_resistance", "mOhm", typ=11, hi=16, condition="VGS = 3.3 V"),
)
MM_DC = note(MM, 2, "DC only. The module cannot switch AC mains loads.")
MM_36 = note(
    MM, 2, "Can I dim a 36 V e-bike light with it? No. 30 V is the limit for the load supply."
)
MM_DIODE = note(MM, 2, "There is no flyback diode on the board.")

# ---------------------------------------------------------------- HFL-G
HF_VCC_LINE = "Working voltage DC 5" + FWT + "18V DC 5" + FWT + "18V"
HF_VCC12 = f(HF, 1, HF_VCC_LINE, it("HFL-G12", "supply_voltage", "V", lo=5, hi=18))
HF_FLOW34 = f(
    HF,
    1,
    "Flow range 1" + FWT + "30L/min 2" + FWT + "60L/min",
    it("HFL-G34", "measurement_range", "L/min", lo=2, hi=60, quantity="flow_rate"),
)
HF_VOH = f(
    HF,
    1,
    "Output high level >4.5V >4.5V DC 5V input",
    it("HFL-G12", "output_high_voltage", "V", lo=4.5, condition="VCC = 5 V"),
)
HF_VOL = f(
    HF,
    1,
    "Output low level <0.5V <0.5V",
    it("HFL-G12", "output_low_voltage", "V", hi=0.5),
)
HF_TOP = f(
    HF,
    1,
    "Ambient temperature 0" + FWT + "+65" + FW_C + " 0" + FWT + "+65" + FW_C + " no freezing",
    it("HFL-G12", "operating_temperature", DEG, lo=0, hi=65, condition="ambient"),
)
HF_33 = note(HF, 2, "No. Below 4.5V the Hall IC can not switch stable.")
HF_LIFE = note(HF, 2, "Depend on water quality, we do not give cycle number.")
HF_PULL = note(
    HF,
    1,
    "NPN with internal 10k" + OHM + " pull-up resistor to VCC. Therefore the high level of the "
    "pulse is about the supply voltage",
)

# ---------------------------------------------------------------- ERL-RTC3
ER_VCC = f(
    ER,
    1,
    "VCC 2.3 3.3 5.5 V Supply voltage",
    it(ER, "supply_voltage", "V", lo=2.3, typ=3.3, hi=5.5),
)
ER_ADDR = f(
    ER,
    2,
    "The RTC answers at 0x68; this address is fixed.",
    it(ER, "i2c_address", values=["0x68"]),
)
ER_EEPROM = note(ER, 2, "The EEPROM answers at 0x57 with the A0, A1 and A2 pads open")
ER_TK = f(
    ER,
    2,
    "Timekeeping on battery VBAT = 3.0 V, SQW off 0.84 3.0 " + MU + "A",
    it(
        ER,
        "standby_current",
        "uA",
        typ=0.84,
        hi=3.0,
        condition="timekeeping on battery, VBAT = 3.0 V",
    ),
)
ER_L_TOP = f(
    ER,
    1,
    "-20 ... +70 " + DEG + " -20 ... +60 " + DEG + " Operating temperature",
    it("ERL-RTC3-L", "operating_temperature", DEG, lo=-20, hi=60),
)
ER_CR = note(ER, 1, "never put a CR2032 into an ERL-RTC3-L")
ER_PI = note(ER, 2, "power it from the Pi's 3.3 V pin so that the pull-ups go to 3.3 V")
ER_CELL = note(ER, 2, "we do not publish a figure")
