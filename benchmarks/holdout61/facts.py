"""Reference facts of the sixty-first hold-out set, shared by factual and
compatibility questions. Every number was read off the generated PDFs
(``pdftotext -layout``) and each quote is on the cited page."""

from __future__ import annotations

from qkit import HW, KC, KS, PM, RL, TX, VI, WR, Fact, Item, ev, it

DEG = "\u00b0C"
MU = "\u00b5"
FW_C = "\u2103"
FWC = "\uff1a"
FWT = "\uff5e"
OHM = "\u03a9"


def f(device: str, page: int, quote: str, *items: Item) -> Fact:
    return list(items), [ev(device, page, quote)]


def note(device: str, page: int, quote: str) -> Fact:
    """A statement without numbers: evidence only."""
    return [], [ev(device, page, quote)]


# ---------------------------------------------------------------- LH-PM25U
PM_VCC = f(
    PM,
    1,
    "Supply voltage" + FWC + "DC4.5V" + FWT + "5.5V (typical 5.0V)",
    it(PM, "supply_voltage", "V", lo=4.5, typ=5.0, hi=5.5),
)
PM_TOP = f(
    PM,
    1,
    "Working temperature" + FWC + "-10" + FW_C + FWT + "+60" + FW_C,
    it(PM, "operating_temperature", DEG, lo=-10, hi=60),
)
PM_HUM = f(
    PM,
    1,
    "Working humidity" + FWC + "0" + FWT + "99%RH (no condensation)",
    it(PM, "operating_humidity", "%RH", lo=0, hi=99, condition="no condensation"),
)
PM_ACT = f(
    PM,
    1,
    "Typical 85 85 0.2 mA Maximum 110 110 0.5 mA",
    it(PM, "supply_current", "mA", typ=85, hi=110, condition="active or passive, fan on, 5.0 V"),
)
PM_ACTIVE = PM_ACT
PM_SLEEP = (
    [it(PM, "standby_current", "mA", typ=0.2, hi=0.5, condition="sleep, fan off")],
    PM_ACTIVE[1],
)
PM_BAUD = f(
    PM,
    1,
    "Baud rate" + FWC + "9600bps",
    it(PM, "baud_rate", "bps", value=9600, condition="8 data bits, 1 stop bit, no parity"),
)
PM_IF = f(
    PM,
    1,
    "Digital universal particle concentration sensor (laser scattering, UART)",
    it(PM, "interface", values=["UART"]),
)
PM_RESP = f(
    PM,
    1,
    "Response time" + FWC + "\u226410s (single response)",
    it(PM, "response_time", "s", hi=10),
)
PM_WARM = f(
    PM,
    2,
    "the fan need at least 30 seconds to make the data stable",
    it(PM, "warm_up_time", "s", lo=30, condition="after wake-up from sleep"),
)
PM_LEVEL = f(PM, 1, "Data interface level" + FWC + "L<0.8V，H>2.7V (3.3V)")
PM_RXD = note(PM, 2, "a level converter or resistor divider must be added on RXD")
PM_NO33 = note(PM, 2, "the sensor can not work normally at 3.3V supply")
PM_WATER = note(PM, 2, "It is not waterproof, do not use in rain")

# ---------------------------------------------------------------- VIS1
VI_VIN_Q = "Input voltage range V 4.5 ... 5.5 4.5 ... 5.5 10.8 ... 13.2 21.6 ... 26.4"
VI_VOUT_Q = "Output voltage V 5.0 12.0 5.0 5.0"
VI_IOUT_Q = "Output current, mA 200 84 200 200 maximum (note 1)"


def _vi(code: str, vin: tuple[float, float], vout: float, iout: float) -> tuple[Fact, Fact, Fact]:
    return (
        f(VI, 1, VI_VIN_Q, it(code, "supply_voltage", "V", lo=vin[0], hi=vin[1])),
        f(VI, 1, VI_VOUT_Q, it(code, "output_voltage", "V", value=vout)),
        f(VI, 1, VI_IOUT_Q, it(code, "output_current", "mA", hi=iout)),
    )


VI0505_VIN, VI0505_VOUT, VI0505_IOUT = _vi("VIS1-0505", (4.5, 5.5), 5.0, 200)
VI0512_VIN, VI0512_VOUT, VI0512_IOUT = _vi("VIS1-0512", (4.5, 5.5), 12.0, 84)
VI1205_VIN, VI1205_VOUT, VI1205_IOUT = _vi("VIS1-1205", (10.8, 13.2), 5.0, 200)
VI2405_VIN, VI2405_VOUT, VI2405_IOUT = _vi("VIS1-2405", (21.6, 26.4), 5.0, 200)
VI_TOP = f(
    VI,
    2,
    "Operating ambient temperature -40 +85 °C derating, see below",
    it(VI, "operating_temperature", DEG, lo=-40, hi=85, condition="derating above +70 °C"),
)
VI_FULLP = f(
    VI,
    2,
    "Full-power ambient temperature -40 +70 °C",
    it(VI, "operating_temperature", DEG, lo=-40, hi=70, condition="full power"),
)
VI_HUM = f(
    VI,
    2,
    "Relative humidity, non-condensing 95 %",
    it(VI, "operating_humidity", "%RH", hi=95),
)
VI_MINLOAD = note(VI, 1, "a minimum load of 10 % of the maximum output current is required")
VI_UNREG = note(VI, 2, "The converters are not regulated: the output follows the")
VI_SAFETY = note(VI, 2, "The VIS1 is not approved for reinforced or basic insulation to mains")
VI2405_SURGE = f(
    VI,
    2,
    "VIS1-2405 -0.7 ... 30 V",
    it("VIS1-2405", "abs_max_supply_voltage", "V", lo=-0.7, hi=30, condition="input surge, 1 s"),
)

# ---------------------------------------------------------------- RL3390
RL_VCC = f(
    RL,
    2,
    "Supply Voltage, VCC (single supply) 2 36 V",
    it(RL, "supply_voltage", "V", lo=2, hi=36, condition="single supply"),
)
RL_ABS = f(
    RL,
    2,
    "36 V or +/-18 V",
    it(RL, "abs_max_supply_voltage", "V", hi=36, condition="VCC, single supply"),
)
RL_ICC5 = f(
    RL,
    1,
    "Supply Current ICC RL = inf, all comparators 0.8 2.0 0.8 2.0 mA",
    it(RL, "supply_current", "mA", typ=0.8, hi=2.0, condition="VCC = 5 V, all comparators"),
)
RL_ICC30 = f(
    RL,
    1,
    "VCC = 30 V 1.0 2.5 1.0 2.5 mA",
    it(RL, "supply_current", "mA", typ=1.0, hi=2.5, condition="VCC = 30 V, all comparators"),
)
RL_SINK = f(
    RL,
    1,
    "Output Sink Current Isink VIN- = 1 V, VO = 1.5 V 6 16 6 16 mA",
    it(RL, "output_current", "mA", lo=6, typ=16, condition="output sink current"),
)
RL_VOL = f(
    RL,
    1,
    "VOL Isink = 4 mA 250 400 250 400 mV",
    it(RL, "output_low_voltage", "mV", typ=250, hi=400, condition="Isink = 4 mA"),
)
RL_VICR = f(
    RL,
    1,
    "Input Common-Mode VICR 0 VCC-1.5 0 VCC-1.5 V Voltage Range",
    it(RL, "analog_input_range", "V", lo=0, condition="common-mode range 0 to VCC-1.5 V"),
)
RL_TOP = f(
    RL,
    2,
    "Operating Free-Air Temperature, TA -40 85 C",
    it(RL, "operating_temperature", DEG, lo=-40, hi=85),
)
RL_TR = f(
    RL,
    1,
    "Response Time tR 5 mV overdrive (1) 1.3 1.3 us",
    it(RL, "response_time", "us", typ=1.3, condition="5 mV overdrive"),
)
RL_INABS = f(
    RL,
    2,
    "-0.3 V to 36 V",
    it(RL, "abs_max_input_voltage", "V", lo=-0.3, hi=36, condition="any input"),
)
RL_OC = note(RL, 2, "The outputs are open-collector NPN transistors")
RL_PULLUP = note(RL, 2, "the pull-up may go to a supply other than VCC (for example 3.3 V logic")
RL_HYST = note(RL, 2, "The RL3390 has no internal hysteresis.")
RL_VOS_A = f(RL, 1, "VOS VO = 1.4 V, RS = 0 2 7 1 3 mV")

# ---------------------------------------------------------------- HWM-C6
HW_VDD = f(
    HW,
    1,
    "Supply voltage VDD 3.0 3.3 3.6 V",
    it(HW, "supply_voltage", "V", lo=3.0, typ=3.3, hi=3.6),
)
HW_ABS = f(
    HW,
    1,
    "Supply voltage VDD -0.3 3.9 V",
    it(HW, "abs_max_supply_voltage", "V", lo=-0.3, hi=3.9),
)
HW_GPIOABS = f(
    HW,
    1,
    "Voltage on any GPIO VIO -0.3 3.9 V",
    it(HW, "abs_max_input_voltage", "V", lo=-0.3, hi=3.9),
)
HW_SRC = f(
    HW,
    1,
    "Supply current capability of the IVDD 500 mA external power source",
    it(HW, "supply_current", "mA", lo=500, condition="capability the external source must have"),
)
HW_TXB = f(
    HW,
    2,
    "TX 802.11b 1 Mbps, @ 20.0 dBm 335 mA",
    it(HW, "supply_current", "mA", typ=335, condition="TX 802.11b 1 Mbps at 20 dBm"),
)
HW_TXN = f(
    HW,
    2,
    "TX 802.11n HT20 MCS7, @ 14.5 dBm 260 mA",
    it(HW, "supply_current", "mA", typ=260, condition="TX 802.11n MCS7 at 14.5 dBm"),
)
HW_RX = f(
    HW,
    2,
    "RX 802.11b/g/n listening, HT20 82 mA",
    it(HW, "supply_current", "mA", typ=82, condition="RX listening"),
)
HW_DEEP = f(
    HW,
    2,
    "Deep-sleep RTC timer only 8 " + MU + "A",
    it(HW, "standby_current", "uA", typ=8, condition="deep-sleep, RTC timer only"),
)
HW_LIGHT = f(
    HW,
    2,
    "Light-sleep 0.9 mA",
    it(HW, "standby_current", "mA", typ=0.9, condition="light-sleep"),
)
HW_PTXB = f(
    HW,
    2,
    "TX output power 802.11b 1 Mbps 20.0 21.0 dBm",
    it(HW, "tx_power", "dBm", typ=20.0, hi=21.0, condition="802.11b 1 Mbps"),
)
HW_PTXN = f(
    HW,
    2,
    "802.11n MCS7 14.5 15.5 dBm",
    it(HW, "tx_power", "dBm", typ=14.5, hi=15.5, condition="802.11n MCS7"),
)
HW_SENSB = f(
    HW,
    2,
    "802.11b 1 Mbps -98 dBm",
    it(HW, "rx_sensitivity", "dBm", typ=-98, condition="802.11b 1 Mbps"),
)
HW_SENSBLE = f(
    HW,
    2,
    "BLE 1 Mbps -97 dBm",
    it(HW, "rx_sensitivity", "dBm", typ=-97, condition="BLE 1 Mbps"),
)
HW_TOP = f(
    HW,
    1,
    "Operating temperature TOPR -40 +85 °C",
    it(HW, "operating_temperature", DEG, lo=-40, hi=85),
)
HW_PROTO = f(
    HW,
    1,
    "Wireless standard IEEE 802.11 b/g/n, Bluetooth LE 5.0",
    it(HW, "wireless_protocol", values=["Wi-Fi 802.11b/g/n", "BLE"]),
)
HW_NOT5V = note(HW, 2, "GPIO pins are not 5 V tolerant.")
HW_LDO = note(HW, 2, "a 3.3 V LDO of 300 mA class may reset the module during TX bursts")
HW_VIH = note(HW, 1, "High-level input voltage VIH 0.75 x VDD VDD + 0.3 V")

# ---------------------------------------------------------------- KS3408
KS_VDD = f(
    KS,
    1,
    "Supply voltage VDD 1.65 5.5 V",
    it(KS, "supply_voltage", "V", lo=1.65, hi=5.5),
)
KS_ABS = f(
    KS,
    1,
    "Supply voltage VDD -0.5 \uff5e +6.0 V",
    it(KS, "abs_max_supply_voltage", "V", lo=-0.5, hi=6.0),
)
KS_ADDR = f(
    KS,
    1,
    "Slave address (7-bit) 0x20 \uff5e 0x27 0x38 \uff5e 0x3F",
    it(KS, "i2c_address", values=[f"0x{a:02X}" for a in range(0x20, 0x28)]),
)
KSA_ADDR = f(
    KS,
    1,
    "Slave address (7-bit) 0x20 \uff5e 0x27 0x38 \uff5e 0x3F",
    it("KS3408A", "i2c_address", values=[f"0x{a:02X}" for a in range(0x38, 0x40)]),
)
KS_FSCL = f(
    KS,
    1,
    "Maximum SCL frequency 400 kHz 1 MHz",
    it(KS, "i2c_clock_frequency", "kHz", hi=400, condition="KS3408"),
)
KSA_FSCL = f(
    KS,
    1,
    "Maximum SCL frequency 400 kHz 1 MHz",
    it("KS3408A", "i2c_clock_frequency", "MHz", hi=1, condition="KS3408A"),
)
KS_IDD = f(
    KS,
    1,
    "IDD VDD = 5.5 V, fSCL = 400 kHz 100 200 " + MU + "A",
    it(KS, "supply_current", "uA", typ=100, hi=200, condition="VDD 5.5 V, 400 kHz"),
)
KS_ISTB = f(
    KS,
    1,
    "Standby current ISTB VDD = 5.5 V, no bus activity 1.5 5 " + MU + "A",
    it(KS, "standby_current", "uA", typ=1.5, hi=5),
)
_KS_IOL = "Port sink current, IOL VOL = 0.5 V 8 12 18 25"
_KS_UNIT = "Unit mA mA mA mA"
KS_IOL33 = (
    [it(KS, "output_current", "mA", typ=18, condition="port sink, VDD = 3.3 V, VOL = 0.5 V")],
    [ev(KS, 2, _KS_IOL), ev(KS, 2, _KS_UNIT)],
)
KS_IOL18 = (
    [it(KS, "output_current", "mA", typ=8, condition="port sink, VDD = 1.8 V, VOL = 0.5 V")],
    [ev(KS, 2, _KS_IOL), ev(KS, 2, _KS_UNIT)],
)
KS_IOL50 = (
    [it(KS, "output_current", "mA", typ=25, condition="port sink, VDD = 5.0 V, VOL = 0.5 V")],
    [ev(KS, 2, _KS_IOL), ev(KS, 2, _KS_UNIT)],
)
KS_TOTAL = note(KS, 2, "the total current into GND of all ports together must not exceed 160 mA")
KS_TOP = f(
    KS,
    1,
    "Operating temperature Ta -40 +85 \u2103",
    it(KS, "operating_temperature", DEG, lo=-40, hi=85),
)
KS_TOL = note(KS, 1, "The SCL / SDA inputs are 5.5 V tolerant at any VDD, the P-ports are not")
KS_PABS = note(KS, 1, "Port voltage, P0 \uff5e P7 VP -0.5 \uff5e VDD + 0.5 V")
KS_INTVOL = f(
    KS,
    1,
    "/INT output low VOL IOL = 3 mA 0.4 V",
    it(KS, "output_low_voltage", "V", hi=0.4, condition="/INT, IOL = 3 mA"),
)

# ---------------------------------------------------------------- TXL-420
TX_LOOP = f(
    TX,
    1,
    "Tensión de lazo 12 ... 36 12 ... 36 V (2) Loop supply voltage",
    it(TX, "supply_voltage", "V", lo=12, hi=36, condition="loop supply voltage"),
)
TX5_IN = f(
    TX,
    1,
    "Tensión de entrada 0 ... 5 0 ... 10 V Input voltage span",
    it("TXL-420-5", "analog_input_range", "V", lo=0, hi=5),
)
TX10_IN = f(
    TX,
    1,
    "Tensión de entrada 0 ... 5 0 ... 10 V Input voltage span",
    it("TXL-420-10", "analog_input_range", "V", lo=0, hi=10),
)
TX_LIM = f(
    TX,
    1,
    "Límite de corriente 24 24 mA sobre rango (1) Output current limit",
    it(TX, "output_current", "mA", hi=24, condition="output current limit, over range"),
)
TX_RESP = f(
    TX,
    1,
    "Tiempo de respuesta 5 5 ms Response time, 10-90 %",
    it(TX, "response_time", "ms", value=5, condition="10-90 %"),
)
TX_AUX = f(
    TX,
    1,
    "Salida auxiliar 5 V 2 2 mA máx. / max. Auxiliary 5 V output",
    it(TX, "output_current", "mA", hi=2, condition="auxiliary 5 V output"),
)
TX_TOP = f(
    TX,
    2,
    "Temperatura de trabajo -25 +70 °C Operating temperature",
    it(TX, "operating_temperature", DEG, lo=-25, hi=70),
)
TX_HUM = f(
    TX,
    2,
    "Humedad relativa 5 90 % sin condensación Relative humidity",
    it(TX, "operating_humidity", "%RH", lo=5, hi=90),
)
TX_ABS = f(
    TX,
    2,
    "Tensión de lazo 40 40 V Loop voltage",
    it(TX, "abs_max_supply_voltage", "V", hi=40, condition="loop voltage"),
)
TX5_INABS = f(
    TX,
    2,
    "Tensión en la entrada -0.5 ... 7 -0.5 ... 15 V Voltage on the input",
    it("TXL-420-5", "abs_max_input_voltage", "V", lo=-0.5, hi=7),
)
TX10_INABS = f(
    TX,
    2,
    "Tensión en la entrada -0.5 ... 7 -0.5 ... 15 V Voltage on the input",
    it("TXL-420-10", "abs_max_input_voltage", "V", lo=-0.5, hi=15),
)
TX_10V = note(TX, 1, "The board itself needs 10 V across its terminals.")
TX_RL = note(TX, 1, "e.g. 583 " + OHM + " at VL = 24 V or 83 " + OHM + " at VL = 12 V")
TX_NOISO = note(TX, 2, "Input and loop are NOT isolated: the input GND is tied to LOOP-.")
TX_HART = note(TX, 2, "The board has no HART communication.")
TX_REV = note(TX, 2, "Polaridad inversa del lazo protegido protegido diodo")

# ---------------------------------------------------------------- WR-1506HV
WR_V = f(
    WR,
    1,
    "Operating Voltage Range 4.8 ~ 7.4 V DC (2S LiPo direct)",
    it(WR, "supply_voltage", "V", lo=4.8, hi=7.4),
)
WR_ABS = f(
    WR,
    2,
    "Do not exceed 8.4 V at any time",
    it(WR, "abs_max_supply_voltage", "V", hi=8.4),
)
WR_STALL = "Stall current (locked) 1.9 A 2.4 A 3.0 A"
WR_STALL48 = f(
    WR, 1, WR_STALL, it(WR, "supply_current", "A", typ=1.9, condition="stall (locked) at 4.8 V")
)
WR_STALL60 = f(
    WR, 1, WR_STALL, it(WR, "supply_current", "A", typ=2.4, condition="stall (locked) at 6.0 V")
)
WR_STALL74 = f(
    WR, 1, WR_STALL, it(WR, "supply_current", "A", typ=3.0, condition="stall (locked) at 7.4 V")
)
WR_RUN74 = f(
    WR,
    1,
    "Running current (no load) 180 mA 220 mA 270 mA",
    it(WR, "supply_current", "mA", typ=270, condition="running, no load, 7.4 V"),
)
WR_SIG = f(
    WR,
    1,
    "Signal level 3.0 ~ 5.0 V (high)",
    it(WR, "input_high_voltage", "V", lo=3.0, hi=5.0, condition="control signal high level"),
)
WR_TOP = f(
    WR,
    1,
    "Operating Temperature Range -10 ~ +55 °C",
    it(WR, "operating_temperature", DEG, lo=-10, hi=55),
)
WR_STOR = f(
    WR,
    1,
    "Storage Temperature Range -20 ~ +70 °C",
    it(WR, "storage_temperature", DEG, lo=-20, hi=70),
)
WR_PWM = f(
    WR,
    1,
    "Control system Pulse width control, 1500 " + MU + "s neutral",
    it(WR, "interface", values=["PWM"]),
)
WR_WATER = note(WR, 2, "The servo is not waterproof.")
WR_USB = note(WR, 2, "A USB port or the 5 V pin of a microcontroller board can not supply it.")
WR_ALL = note(
    WR, 2, "The power source must supply the stall current of every servo at the same time."
)

# ---------------------------------------------------------------- KC-MOS1
KC_VLOAD = f(
    KC,
    1,
    "Your load can run from 3 V up to 30 V DC",
    it(KC, "load_supply_voltage", "V", lo=3, hi=30),
)
KC_VDS = f(
    KC,
    2,
    "Drain-source voltage (MOSFET) 40 V",
    it(KC, "drain_source_voltage", "V", hi=40),
)
KC_VTH = f(
    KC,
    1,
    "The gate starts to turn on somewhere between 1.0 V and 2.0 V.",
    it(KC, "gate_threshold_voltage", "V", lo=1.0, hi=2.0),
)
KC_VIH = f(
    KC,
    1,
    "The signal input switches the board fully on from 2.8 V",
    it(KC, "input_high_voltage", "V", lo=2.8),
)
KC_SIGABS = f(
    KC,
    2,
    "Signal input voltage -0.3 V to 12 V",
    it(KC, "abs_max_input_voltage", "V", lo=-0.3, hi=12),
)
KC_I = "Without a heatsink (KC-MOS1) keep the load at or below 8 A continuous"
KC_IH = "with the heatsink (KC-MOS1H) you can run 15 A continuous"
KC_CONT = f(KC, 1, KC_I, it(KC, "output_current", "A", hi=8, condition="no heatsink"))
KCH_CONT = f(
    KC, 1, KC_IH, it("KC-MOS1H", "output_current", "A", hi=15, condition="heatsink fitted")
)
KC_TAB1 = "Max. load current, KC-MOS1 6A 8A 8A"
KC_TABH = "Max. load current, KC-MOS1H 10 A 15 A 15 A"
KC_CONT33 = f(
    KC, 1, KC_TAB1, it(KC, "output_current", "A", hi=6, condition="3.3 V drive, no heatsink")
)
KCH_CONT33 = f(
    KC,
    1,
    KC_TABH,
    it("KC-MOS1H", "output_current", "A", hi=10, condition="3.3 V drive, heatsink"),
)
KC_RDS33 = f(
    KC,
    1,
    "RDS(on), typ. 14 m" + OHM + " 9 m" + OHM + " 6.5 m" + OHM,
    it(KC, "on_resistance", "mOhm", typ=14, condition="3.3 V drive, board total"),
)
KC_RDS5 = f(
    KC,
    1,
    "RDS(on), typ. 14 m" + OHM + " 9 m" + OHM + " 6.5 m" + OHM,
    it(KC, "on_resistance", "mOhm", typ=9, condition="5 V drive, board total"),
)
KC_PULSE = f(
    KC,
    1,
    "Short bursts of 30 A (under 1 second) are fine on both.",
    it(KC, "peak_output_current", "A", hi=30, condition="under 1 s"),
)
KC_TOP = f(
    KC,
    1,
    "Boards are happy between -20 °C and +70 °C.",
    it(KC, "operating_temperature", DEG, lo=-20, hi=70),
)
KC_AC = note(KC, 2, "Can it switch AC or mains? No. DC loads only, and never mains.")
KC_DIODE = note(
    KC, 2, "on the KC-MOS1 you must solder a diode into D1 first; the KC-MOS1H has one fitted."
)
KC_LOWSIDE = note(KC, 2, "it is a low-side switch")
KC_PWM = note(KC, 1, "PWM works up to 20 kHz.")
KC_REV = note(KC, 2, "There is no protection: a reversed supply drives current")
