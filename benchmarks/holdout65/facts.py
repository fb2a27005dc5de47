"""Reference facts of the sixty-fifth hold-out set, shared by factual and
compatibility questions. Every number was read off the generated PDFs
(``pdftotext -layout``) and each quote is on the cited page."""

from __future__ import annotations

from qkit import HM, NB, PM, PT, RL, ST, TF, WB, Fact, Item, ev, it

DEG = "\u00b0C"
MU = "\u00b5"
FW_C = "\u2103"
FWC = "\uff1a"
FWT = "\uff5e"
FWEQ = "\uff1d"
EL = "\u2026"
PLM = "\u00b1"


def f(device: str, page: int, quote: str, *items: Item) -> Fact:
    return list(items), [ev(device, page, quote)]


def note(device: str, page: int, quote: str) -> Fact:
    """A statement without numbers: evidence only."""
    return [], [ev(device, page, quote)]


# ---------------------------------------------------------------- FR-WB5
WB_VBAT = f(
    WB,
    1,
    "VBAT 3.0 3.3 3.6 V",
    it(WB, "supply_voltage", "V", lo=3.0, typ=3.3, hi=3.6, condition="VBAT"),
)
WB_ABS = f(
    WB,
    2,
    "Supply voltage VBAT -0.3 3.9 V",
    it(WB, "abs_max_supply_voltage", "V", hi=3.9, condition="VBAT"),
)
WB_NOT5V = note(WB, 1, "The GPIOs are not 5 V tolerant.")
WB_GPIO_ABS = note(WB, 2, "Voltage on any GPIO -0.3 VBAT + 0.3 V")
WB_PEAK = note(WB, 1, "The supply must be able to deliver 500 mA peaks")
WB_TEMP_LINE = (
    "Ambient temperature, -40 "
    + EL
    + " +85 "
    + DEG
    + " -40 "
    + EL
    + " +85 "
    + DEG
    + " -40 "
    + EL
    + " +105 "
    + DEG
    + " operating"
)
WB_TEMP_P = f(WB, 1, WB_TEMP_LINE, it("FR-WB5-P", "operating_temperature", DEG, lo=-40, hi=85))
WB_TEMP_U = f(WB, 1, WB_TEMP_LINE, it("FR-WB5-U", "operating_temperature", DEG, lo=-40, hi=85))
WB_TEMP_PH = f(WB, 1, WB_TEMP_LINE, it("FR-WB5-PH", "operating_temperature", DEG, lo=-40, hi=105))
WB_TX_B = f(
    WB,
    2,
    "Output power 802.11b, 1 Mbps 20 dBm",
    it(WB, "tx_power", "dBm", typ=20, condition="802.11b 1 Mbps"),
)
WB_TX_BLE = f(WB, 2, "BLE, 1 Mbps 9 dBm", it(WB, "tx_power", "dBm", typ=9, condition="BLE 1 Mbps"))
WB_RX_MCS7 = f(
    WB,
    2,
    "802.11n HT20, MCS7 -73 dBm",
    it(WB, "rx_sensitivity", "dBm", typ=-73, condition="802.11n HT20 MCS7"),
)
WB_RX_CODED = f(
    WB,
    2,
    "BLE, 125 kbps (coded) -104 dBm",
    it(WB, "rx_sensitivity", "dBm", typ=-104, condition="BLE 125 kbps coded"),
)
WB_RX_BLE1M = f(
    WB, 2, "BLE, 1 Mbps -96 dBm", it(WB, "rx_sensitivity", "dBm", typ=-96, condition="BLE 1 Mbps")
)
WB_I_TXB = f(
    WB,
    1,
    "Wi-Fi TX 802.11b 1 Mbps, +20 dBm 320 mA",
    it(WB, "supply_current", "mA", typ=320, condition="Wi-Fi TX 802.11b +20 dBm"),
)
WB_I_RX = f(
    WB, 1, "Wi-Fi RX, listening 78 mA", it(WB, "supply_current", "mA", typ=78, condition="Wi-Fi RX")
)
WB_DEEP = f(
    WB,
    1,
    "Deep sleep (RTC on) 7 " + MU + "A",
    it(WB, "standby_current", "uA", typ=7, condition="deep sleep, RTC on"),
)
WB_LIGHT = f(
    WB, 1, "Light sleep 0.85 mA", it(WB, "standby_current", "mA", typ=0.85, condition="light sleep")
)
WB_BAUD = f(
    WB,
    1,
    "command set on UART0 at 115200 baud, 8N1.",
    it(WB, "baud_rate", "bps", value=115200, condition="AT firmware default"),
)
WB_IGPIO = f(
    WB, 1, "IGPIO 40 mA per pin", it(WB, "output_current", "mA", hi=40, condition="per GPIO")
)

# ---------------------------------------------------------------- PTS-117
PT_VDD = f(PT, 1, "Supply voltage VDD 1.62 3.6 V", it(PT, "supply_voltage", "V", lo=1.62, hi=3.6))
PT_ABS = f(PT, 2, "Supply voltage VDD -0.3 4.0 V", it(PT, "abs_max_supply_voltage", "V", hi=4.0))
PT_PIN_ABS = f(
    PT,
    2,
    "SDA, SCL, ALERT -0.3 4.0 V",
    it(PT, "abs_max_input_voltage", "V", hi=4.0, condition="SDA, SCL, ALERT"),
)
PT_PULLUP = note(PT, 2, "Pull-up voltage on SDA, SCL 3.6 V")
ACC20 = (
    "+20 " + DEG + " " + EL + " +42 " + DEG + " " + PLM + "0.1 " + DEG + " " + PLM + "0.2 " + DEG
)
ACC85 = (
    "-20 " + DEG + " " + EL + " +85 " + DEG + " " + PLM + "0.2 " + DEG + " " + PLM + "0.35 " + DEG
)
ACC125 = (
    "-40 " + DEG + " " + EL + " +125 " + DEG + " " + PLM + "0.3 " + DEG + " " + PLM + "0.5 " + DEG
)
PT_ACC_A20 = f(
    PT,
    1,
    ACC20,
    it(
        "PTS-117A",
        "accuracy",
        DEG,
        lo=-0.1,
        hi=0.1,
        quantity="temperature",
        condition="+20...+42 °C",
    ),
)
PT_ACC_B20 = f(
    PT,
    1,
    ACC20,
    it(
        "PTS-117B",
        "accuracy",
        DEG,
        lo=-0.2,
        hi=0.2,
        quantity="temperature",
        condition="+20...+42 °C",
    ),
)
PT_ACC_A85 = f(
    PT,
    1,
    ACC85,
    it(
        "PTS-117A",
        "accuracy",
        DEG,
        lo=-0.2,
        hi=0.2,
        quantity="temperature",
        condition="-20...+85 °C",
    ),
)
PT_ACC_B85 = f(
    PT,
    1,
    ACC85,
    it(
        "PTS-117B",
        "accuracy",
        DEG,
        lo=-0.35,
        hi=0.35,
        quantity="temperature",
        condition="-20...+85 °C",
    ),
)
PT_ACC_A125 = f(
    PT,
    1,
    ACC125,
    it(
        "PTS-117A",
        "accuracy",
        DEG,
        lo=-0.3,
        hi=0.3,
        quantity="temperature",
        condition="-40...+125 °C",
    ),
)
PT_ACC_B125 = f(
    PT,
    1,
    ACC125,
    it(
        "PTS-117B",
        "accuracy",
        DEG,
        lo=-0.5,
        hi=0.5,
        quantity="temperature",
        condition="-40...+125 °C",
    ),
)
PT_IDD = f(
    PT,
    1,
    "Average current, IDD 3.5 5.0 " + MU + "A 1 conversion per second",
    it(PT, "supply_current", "uA", typ=3.5, hi=5.0, condition="average, 1 conversion/s"),
)
PT_ICONV = f(
    PT,
    1,
    "Current during IDD(CONV) 135 190 " + MU + "A conversion",
    it(PT, "supply_current", "uA", typ=135, hi=190, condition="during conversion"),
)
PT_ISD = f(
    PT,
    1,
    "Shutdown current ISD 0.15 0.5 " + MU + "A",
    it(PT, "standby_current", "uA", typ=0.15, hi=0.5, condition="shutdown"),
)
PT_TCONV = f(
    PT,
    1,
    "Conversion time tCONV 15.5 18 ms",
    it(PT, "response_time", "ms", typ=15.5, hi=18, condition="conversion time"),
)
PT_FSCL = f(
    PT, 1, "SCL clock frequency fSCL 1000 kHz", it(PT, "i2c_clock_frequency", "kHz", hi=1000)
)
PT_TOP = f(
    PT,
    2,
    "Operating temperature -40 +125 " + DEG,
    it(PT, "operating_temperature", DEG, lo=-40, hi=125),
)
PT_ADDR = f(
    PT,
    2,
    "GND 0x44 default VDD 0x45 SDA 0x46 SCL 0x47",
    it(PT, "i2c_address", values=["0x44", "0x45", "0x46", "0x47"]),
)
PT_RES = f(
    PT,
    1,
    "16-bit result, 0.0078125 " + DEG + " per LSB",
    it(PT, "resolution", DEG, value=0.0078125, quantity="temperature"),
)
PT_VOL = f(
    PT,
    1,
    "VOL SDA, ALERT, IOL = 3 mA 0.4 V",
    it(PT, "output_low_voltage", "V", hi=0.4, condition="IOL = 3 mA"),
)

# ---------------------------------------------------------------- MP-STP36
ST_VMOT = f(
    ST,
    1,
    "8 36 V Motor supply voltage (VMOT)",
    it(ST, "load_supply_voltage", "V", lo=8, hi=36, condition="VMOT"),
)
ST_VDD = f(
    ST,
    1,
    "3.0 5.5 V Logic supply voltage (VDD)",
    it(ST, "logic_supply_voltage", "V", lo=3.0, hi=5.5, condition="VDD"),
)
ST_VMAX = f(
    ST,
    2,
    "VMOT, never above (incl. ringing) 40 V",
    it(ST, "abs_max_supply_voltage", "V", hi=40, condition="VMOT"),
)
ST_NOHS = "Bez radiatora / without heat sink 1.5 A 1.3 A 1.1 A"
ST_I12 = f(
    ST,
    1,
    ST_NOHS,
    it(ST, "output_current", "A", hi=1.5, condition="per coil, no heat sink, VMOT 12 V"),
)
ST_I24 = f(
    ST,
    1,
    ST_NOHS,
    it(ST, "output_current", "A", hi=1.3, condition="per coil, no heat sink, VMOT 24 V"),
)
ST_I36 = f(
    ST,
    1,
    ST_NOHS,
    it(ST, "output_current", "A", hi=1.1, condition="per coil, no heat sink, VMOT 36 V"),
)
ST_HS = "Z radiatorem / with heat sink 2.0 A 1.8 A 1.6 A"
ST_HS24 = f(
    ST, 1, ST_HS, it(ST, "output_current", "A", hi=1.8, condition="per coil, heat sink, VMOT 24 V")
)
ST_HS12 = f(
    ST, 1, ST_HS, it(ST, "output_current", "A", hi=2.0, condition="per coil, heat sink, VMOT 12 V")
)
ST_FAN = "Z radiatorem i wentylatorem / 2.2 A 2.2 A 2.0 A with heat sink and fan"
ST_FAN36 = f(
    ST,
    1,
    ST_FAN,
    it(ST, "output_current", "A", hi=2.0, condition="per coil, heat sink + fan, VMOT 36 V"),
)
ST_FAN24 = f(
    ST,
    1,
    ST_FAN,
    it(ST, "output_current", "A", hi=2.2, condition="per coil, heat sink + fan, VMOT 24 V"),
)
ST_PEAK = f(
    ST,
    2,
    "Peak coil current (< 1 s) 2.5 A",
    it(ST, "peak_output_current", "A", hi=2.5, condition="< 1 s"),
)
ST_VIH = f(ST, 1, "Input high level 2.1 V", it(ST, "input_high_voltage", "V", lo=2.1))
ST_VIL = f(ST, 1, "Input low level 0.8 V", it(ST, "input_low_voltage", "V", hi=0.8))
ST_INMAX = f(
    ST, 1, "Input voltage, never above 5.5 V", it(ST, "abs_max_input_voltage", "V", hi=5.5)
)
ST_TOP = f(
    ST,
    2,
    "Ambient temperature, operating -20 ... +70 " + DEG,
    it(ST, "operating_temperature", DEG, lo=-20, hi=70),
)
ST_ILOG = f(
    ST,
    1,
    "Logic supply current 5 mA",
    it(ST, "supply_current", "mA", hi=5, condition="logic supply"),
)
ST_NORP = note(ST, 1, "The board has no reverse-polarity protection on VMOT.")
ST_LOGIC = note(ST, 1, "STEP, DIR and EN accept 3.3 V or 5 V logic.")

# ---------------------------------------------------------------- VE-PM226
PM_VCC = f(
    PM,
    1,
    "5 Board supply (VCC) 3 - 5.5 V 3 - 5.5 V",
    it(PM, "supply_voltage", "V", lo=3, hi=5.5, condition="VCC"),
)
PM_RANGE_LINE = "2 Current measuring range " + PLM + "3.2 A " + PLM + "8 A"
PM_RANGE = f(
    PM,
    1,
    PM_RANGE_LINE,
    it(
        PM, "measurement_range", "A", lo=-3.2, hi=3.2, quantity="current", condition="0.1 Ohm shunt"
    ),
)
PM_RANGE_HC = f(
    PM,
    1,
    PM_RANGE_LINE,
    it(
        "VE-PM226-HC",
        "measurement_range",
        "A",
        lo=-8,
        hi=8,
        quantity="current",
        condition="0.01 Ohm shunt",
    ),
)
PM_RES_LINE = "3 Current resolution 0.8 mA 8 mA"
PM_RES = f(PM, 1, PM_RES_LINE, it(PM, "resolution", "mA", value=0.8, quantity="current"))
PM_RES_HC = f(
    PM, 1, PM_RES_LINE, it("VE-PM226-HC", "resolution", "mA", value=8, quantity="current")
)
PM_BUS = f(
    PM,
    1,
    "4 Bus voltage measuring range 0 - 26 V 0 - 26 V",
    it(PM, "measurement_range", "V", lo=0, hi=26, quantity="voltage", condition="bus voltage"),
)
PM_ICC = f(PM, 1, "6 Supply current 1 mA 1 mA", it(PM, "supply_current", "mA", value=1))
PM_TOP = f(
    PM,
    1,
    "8 Working temperature -40 to +85 " + DEG + " -40 to +85 " + DEG,
    it(PM, "operating_temperature", DEG, lo=-40, hi=85),
)
PM_ABSIN = f(
    PM,
    1,
    "must never be taken beyond 28 V",
    it(PM, "abs_max_input_voltage", "V", hi=28, condition="IN+, IN-"),
)
PM_CM = note(PM, 1, "IN+ and IN- can sit anywhere from 0 V to 26 V with respect to GND")
PM_I2C = f(
    PM, 1, "The I2C interface runs at up to 400 kHz.", it(PM, "i2c_clock_frequency", "kHz", hi=400)
)
PM_PULLUP = note(PM, 1, "The board carries 10 kOhm pull-up resistors from SDA and SCL to VCC")
PM_ADDR = f(
    PM,
    2,
    "open open 0x40 as shipped open closed 0x41 closed open 0x44 closed closed 0x45",
    it(PM, "i2c_address", values=["0x40", "0x41", "0x44", "0x45"]),
)
PM_TERM = note(
    PM, 2, "The screw terminal of VE-PM226-HC is rated 10 A; the measuring range is " + PLM + "8 A."
)
PM_HIGH = note(PM, 2, "Only high-side use is supported: put the shunt in the positive lead.")
PM_CONV = f(
    PM,
    1,
    "One conversion takes 532 " + MU + "s at 12-bit resolution",
    it(PM, "response_time", "us", value=532, condition="12-bit conversion"),
)

# ---------------------------------------------------------------- HM9616
HM_VDD = f(HM, 2, "VDD 2.3 5.5 V", it(HM, "supply_voltage", "V", lo=2.3, hi=5.5))
HM_ABS = f(
    HM, 1, "Supply voltage VDD -0.5" + FWT + "6.0 V", it(HM, "abs_max_supply_voltage", "V", hi=6.0)
)
HM_INABS = f(
    HM,
    1,
    "SDA, SCL, A0" + FWT + "A5, OE -0.5" + FWT + "5.5 V",
    it(HM, "abs_max_input_voltage", "V", hi=5.5, condition="SDA, SCL, A0-A5, OE"),
)
HM_LEDABS = note(HM, 1, "LEDn output voltage -0.5" + FWT + "5.5 V")
HM_LEDNOTE = note(
    HM,
    2,
    "For LEDs on a supply above 5.5V use external N-MOSFETs; LEDn must never see more than 5.5V.",
)
HM_5VTOL = note(HM, 1, "SDA, SCL, A0" + FWT + "A5, OE inputs are 5V tolerant")
HM_IDD_TYP = "IDD Typ. 2.5 6 mA"
HM_IDD33 = f(
    HM, 1, HM_IDD_TYP, it(HM, "supply_current", "mA", typ=2.5, condition="VDD = 3.3 V, no load")
)
HM_IDD5 = f(
    HM, 1, HM_IDD_TYP, it(HM, "supply_current", "mA", typ=6, condition="VDD = 5.0 V, no load")
)
HM_IDDMAX = "(no load, oscillator on) Max. 6 10 mA"
HM_IDD5MAX = f(
    HM, 1, HM_IDDMAX, it(HM, "supply_current", "mA", hi=10, condition="VDD = 5.0 V, no load")
)
HM_IDD33MAX = f(
    HM, 1, HM_IDDMAX, it(HM, "supply_current", "mA", hi=6, condition="VDD = 3.3 V, no load")
)
HM_STB = "Standby current (SLEEP" + FWEQ + "1) ISTB Typ. 2.2 2.7 " + MU + "A"
HM_STB33 = f(
    HM, 1, HM_STB, it(HM, "standby_current", "uA", typ=2.2, condition="VDD = 3.3 V, SLEEP = 1")
)
HM_STBMAX = f(
    HM,
    1,
    "Max. 12 15 " + MU + "A",
    it(HM, "standby_current", "uA", hi=12, condition="VDD = 3.3 V, SLEEP = 1"),
)
HM_IOL_LINE = "LOW-level output current IOL Min. 12 25 mA (LEDn, VOL" + FWEQ + "0.5V)"
HM_IOL33 = f(
    HM,
    1,
    HM_IOL_LINE,
    it(HM, "output_current", "mA", lo=12, condition="sink, VDD = 3.3 V, VOL = 0.5 V"),
)
HM_IOL5 = f(
    HM,
    1,
    HM_IOL_LINE,
    it(HM, "output_current", "mA", lo=25, condition="sink, VDD = 5.0 V, VOL = 0.5 V"),
)
HM_VIH_LINE = "Input HIGH voltage VIH Min. 2.3 3.5 V"
HM_VIH5 = f(HM, 1, HM_VIH_LINE, it(HM, "input_high_voltage", "V", lo=3.5, condition="VDD = 5.0 V"))
HM_VIH33 = f(HM, 1, HM_VIH_LINE, it(HM, "input_high_voltage", "V", lo=2.3, condition="VDD = 3.3 V"))
HM_FSCL = f(HM, 2, "SCL clock frequency 0 1000 kHz", it(HM, "i2c_clock_frequency", "kHz", hi=1000))
HM_TOP = f(
    HM,
    1,
    "Operating temperature -40" + FWT + "+85 " + FW_C,
    it(HM, "operating_temperature", DEG, lo=-40, hi=85),
)
HM_ADDR0 = f(
    HM, 2, "All address pins to GND" + FWC + "0x40.", it(HM, "i2c_address", values=["0x40"])
)
HM_ALLCALL = note(HM, 2, "0x70 is the LED All Call address after power-on")
HM_SINK = note(HM, 2, "LEDn sink current, per output 25 mA")
HM_TOTAL = note(HM, 1, "Total ground current 400 mA")

# ---------------------------------------------------------------- TOF-K40
TF_VIN = f(
    TF,
    2,
    "Operation voltage VIN 2.6 3.3 5.5 V",
    it(TF, "supply_voltage", "V", lo=2.6, typ=3.3, hi=5.5, condition="VIN"),
)
TF_ABS = f(TF, 2, "VIN -0.3 ~ 6.0 V", it(TF, "abs_max_supply_voltage", "V", hi=6.0))
TF_DARK = "Maximum distance Dark 1.3 m 2.9 m 4.0 m"
TF_LONG_DARK = f(
    TF,
    1,
    TF_DARK,
    it(TF, "measurement_range", "m", hi=4.0, quantity="distance", condition="Long mode, dark"),
)
TF_MED_DARK = f(
    TF,
    1,
    TF_DARK,
    it(TF, "measurement_range", "m", hi=2.9, quantity="distance", condition="Medium mode, dark"),
)
TF_AMB = "Indoor ambient 1.3 m 1.8 m 1.2 m (200 kcps/SPAD)"
TF_LONG_AMB = f(
    TF,
    1,
    TF_AMB,
    it(
        TF,
        "measurement_range",
        "m",
        hi=1.2,
        quantity="distance",
        condition="Long mode, indoor ambient",
    ),
)
TF_MED_AMB = f(
    TF,
    1,
    TF_AMB,
    it(
        TF,
        "measurement_range",
        "m",
        hi=1.8,
        quantity="distance",
        condition="Medium mode, indoor ambient",
    ),
)
TF_MIN = f(
    TF,
    1,
    "Minimum distance 40 mm 40 mm 40 mm",
    it(TF, "measurement_range", "mm", lo=40, quantity="distance", condition="all modes"),
)
TF_ACC_LINE = "Ranging accuracy Dark, < 1 m " + PLM + "15 mm " + PLM + "15 mm " + PLM + "20 mm"
TF_ACC_LONG = f(
    TF,
    1,
    TF_ACC_LINE,
    it(
        TF, "accuracy", "mm", lo=-20, hi=20, quantity="distance", condition="Long mode, dark, < 1 m"
    ),
)
TF_TB = "Timing budget Min. 20 ms 33 ms 33 ms"
TF_TB_SHORT = f(
    TF, 1, TF_TB, it(TF, "response_time", "ms", lo=20, condition="timing budget, Short mode")
)
TF_I = f(
    TF,
    2,
    "Operation current IIN 19 mA (ranging, average)",
    it(TF, "supply_current", "mA", typ=19, condition="ranging, average"),
)
TF_IPK = f(
    TF,
    2,
    "Peak current IPK 40 mA (laser pulse)",
    it(TF, "supply_current", "mA", hi=40, condition="peak, laser pulse"),
)
TF_ISB = f(
    TF,
    2,
    "Standby current ISB 5 " + MU + "A (XSHUT = Low)",
    it(TF, "standby_current", "uA", typ=5, condition="XSHUT low"),
)
TF_FSCL = f(TF, 2, "I2C clock fSCL 400 kHz", it(TF, "i2c_clock_frequency", "kHz", hi=400))
TF_ADDR = f(TF, 1, "0x29 (7-bit), can change by software", it(TF, "i2c_address", values=["0x29"]))
TF_TOP = f(
    TF,
    1,
    "Operating temperature -20 ~ +70 " + DEG,
    it(TF, "operating_temperature", DEG, lo=-20, hi=70),
)
TF_SUN = note(TF, 1, "Ranging under direct sunlight is not guaranteed.")
TF_LVL = note(TF, 1, "SDA, SCL, GPIO1 and XSHUT are level-shifted to VIN. Pull-up 10 k")
TF_XSHUT = note(
    TF, 2, "Two modules on one bus: hold one in XSHUT and change the address of the other."
)

# ---------------------------------------------------------------- NB-485M
NB_VCC_LINE = "3.0 - 3.6 V 4.5 - 5.5 V Supply voltage (VCC)"
NB_VCC3 = f(NB, 1, NB_VCC_LINE, it("NB-485M-3", "supply_voltage", "V", lo=3.0, hi=3.6))
NB_VCC5 = f(NB, 1, NB_VCC_LINE, it("NB-485M-5", "supply_voltage", "V", lo=4.5, hi=5.5))
NB_RATE_LINE = "250 kbit/s 2.5 Mbit/s Maximum data rate"
NB_RATE3 = f(
    NB,
    1,
    NB_RATE_LINE,
    it("NB-485M-3", "baud_rate", "kbit/s", hi=250, condition="maximum data rate"),
)
NB_RATE5 = f(
    NB,
    1,
    NB_RATE_LINE,
    it("NB-485M-5", "baud_rate", "Mbit/s", hi=2.5, condition="maximum data rate"),
)
NB_ICC_LINE = "0.6 mA 0.9 mA Supply current, no load"
NB_ICC3 = f(
    NB, 1, NB_ICC_LINE, it("NB-485M-3", "supply_current", "mA", typ=0.6, condition="no load, 25 °C")
)
NB_ICC5 = f(
    NB, 1, NB_ICC_LINE, it("NB-485M-5", "supply_current", "mA", typ=0.9, condition="no load, 25 °C")
)
NB_NODES = note(NB, 1, "256 128 Nodes on one bus")
NB_ABS3 = f(
    NB, 1, "VCC (NB-485M-3) -0.3 4.0 V", it("NB-485M-3", "abs_max_supply_voltage", "V", hi=4.0)
)
NB_ABS5 = f(
    NB, 1, "VCC (NB-485M-5) -0.3 7.0 V", it("NB-485M-5", "abs_max_supply_voltage", "V", hi=7.0)
)
NB_DIABS = f(
    NB,
    1,
    "DI, DE, /RE -0.3 6.0 V",
    it(NB, "abs_max_input_voltage", "V", hi=6.0, condition="DI, DE, /RE"),
)
NB_TOP_LINE = "-40 ... +85 " + DEG + " -20 ... +70 " + DEG + " Operating temperature"
NB_TOP3 = f(NB, 1, NB_TOP_LINE, it("NB-485M-3", "operating_temperature", DEG, lo=-40, hi=85))
NB_TOP5 = f(NB, 1, NB_TOP_LINE, it("NB-485M-5", "operating_temperature", DEG, lo=-20, hi=70))
NB_TOL = note(NB, 1, "toleram 5 V / 5 V tolerant")
NB_AUTO = f(
    NB,
    2,
    "Auto direction (J2) works up to 115200 bit/s.",
    it(NB, "baud_rate", "bps", hi=115200, condition="auto direction J2"),
)
NB_CABLE = note(NB, 2, "Twisted pair up to 1200 m at 100 kbit/s.")
NB_ISO = note(NB, 2, "No galvanic isolation.")
NB_ESD = note(
    NB, 1, "ESD nos pinos A, B / ESD on A, B " + PLM + "15 kV (HBM) " + PLM + "15 kV (HBM)"
)

# ---------------------------------------------------------------- RLY-2C
RL_VCC = f(
    RL,
    1,
    "Besleme / Module supply (VCC, JD-VCC) 5 V " + PLM + "5 %",
    it(RL, "supply_voltage", "V", value=5, condition="VCC and JD-VCC, ±5 %"),
)
RL_ON_LINE = "Relay pulls in at IN \u2264 1.5 V IN \u2265 2.5 V"
RL_OFF_LINE = "Relay releases at IN \u2265 4.2 V or open IN \u2264 0.8 V or open"
RL_L_ON = f(
    RL, 1, RL_ON_LINE, it("RLY-2C-L", "input_low_voltage", "V", hi=1.5, condition="relay pulls in")
)
RL_L_OFF = f(
    RL,
    1,
    RL_OFF_LINE,
    it("RLY-2C-L", "input_high_voltage", "V", lo=4.2, condition="relay releases"),
)
RL_H_ON = f(
    RL, 1, RL_ON_LINE, it("RLY-2C-H", "input_high_voltage", "V", lo=2.5, condition="relay pulls in")
)
RL_H_OFF = f(
    RL, 1, RL_OFF_LINE, it("RLY-2C-H", "input_low_voltage", "V", hi=0.8, condition="relay releases")
)
RL_33 = note(
    RL, 1, "so a 3.3 V output cannot switch it off; use the -H version with 3.3 V controllers"
)
RL_COIL = f(
    RL,
    1,
    "Coil current per relay 72 mA 72 mA",
    it(RL, "supply_current", "mA", value=72, condition="per energised relay"),
)
RL_AC = f(
    RL,
    1,
    "Rezistif / Resistive AC 250 V AC 10 A",
    it(RL, "contact_voltage", "V", hi=250, condition="AC, resistive"),
    it(RL, "contact_current", "A", hi=10, condition="resistive AC, 250 V"),
)
RL_DC = f(
    RL,
    1,
    "Rezistif / Resistive DC 30 V DC 10 A",
    it(RL, "contact_voltage", "V", hi=30, condition="DC, resistive"),
    it(RL, "contact_current", "A", hi=10, condition="resistive DC, 30 V"),
)
RL_IND = f(
    RL,
    1,
    "Inductive AC (cos \u03c6 = 0.4) 250 V AC 3A",
    it(RL, "contact_current", "A", hi=3, condition="inductive AC, cos phi 0.4"),
)
RL_TERM = f(
    RL, 1, "Board terminal 7A", it(RL, "contact_current", "A", hi=7, condition="board terminal")
)
RL_TOP = f(
    RL,
    2,
    "Operating temperature 0 ... +60 " + DEG,
    it(RL, "operating_temperature", DEG, lo=0, hi=60),
)
RL_TIME = f(
    RL,
    2,
    "Operate / release time 10 ms / 5 ms max",
    it(RL, "response_time", "ms", hi=10, condition="operate time"),
)
RL_ISO = note(RL, 2, "Optocoupler isolation 5000 Vrms")
RL_SNUB = note(RL, 2, "Use a snubber or varistor when switching motors or contactors.")
RL_FUSE = note(RL, 2, "The PCB has no fuse.")
