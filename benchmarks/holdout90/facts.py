"""Reference facts of the ninetieth hold-out set, shared by factual and compatibility
questions. Every number was read off the generated PDFs (``pdftotext -layout``) and
each quote is on the cited page."""

from __future__ import annotations

from qkit import AM, HB, LP, PL, SW, TH, VB, XW, Fact, Item, ev, it

DEG = "\u00b0C"
MU = "\u00b5"
PM = "\u00b1"
LE = "\u2264"
GE = "\u2265"
OHM = "\u03a9"
FW_C = "\u2103"
FWC = "\uff1a"
FWT = "\uff5e"
FWL = "\uff08"
FWR = "\uff09"


def f(device: str, page: int, quote: str, *items: Item) -> Fact:
    return list(items), [ev(device, page, quote)]


def note(device: str, page: int, quote: str) -> Fact:
    """A statement without numbers: evidence only."""
    return [], [ev(device, page, quote)]


# ---------------------------------------------------------------- LPS-25T
LP5 = "LPS-25T-5"
LP_VCC = f(
    LP,
    1,
    "8 DC power supply Min. 4.5 Typ. 5.0 Max. 5.5 V fan needs 5 V",
    it(LP, "supply_voltage", "V", lo=4.5, typ=5.0, hi=5.5, condition="VCC, both models"),
)
LP_IACT = f(
    LP,
    1,
    "9 Active current " + LE + " 100 mA fan and laser running",
    it(LP, "supply_current", "mA", hi=100, condition="active, fan and laser running"),
)
LP_ISTBY = f(
    LP,
    1,
    "10 Standby current " + LE + " 200 " + MU + "A SET = low or sleep command",
    it(LP, "standby_current", "uA", hi=200, condition="SET low or sleep command"),
)
LP_TOP = f(
    LP,
    1,
    "11 Working temperature range -10 ~ +60 " + DEG,
    it(LP, "operating_temperature", DEG, lo=-10, hi=60),
)
LP_HUM = f(
    LP,
    1,
    "12 Working humidity range 0 ~ 99 % non-condensing",
    it(LP, "operating_humidity", "%RH", lo=0, hi=99, condition="non-condensing"),
)
LP_RESP = f(
    LP,
    1,
    "7 Total response time " + LE + " 10 s",
    it(LP, "response_time", "s", hi=10, condition="total response time"),
)
LP_BAUD = f(
    LP,
    2,
    "Serial port setting: 9600 bps, 8 data bits, no parity, 1 stop bit",
    it(LP, "baud_rate", "bps", value=9600),
)
LP_WARM = f(
    LP,
    2,
    "The data are only correct after the fan has run for at least 30 s after power on or "
    "after waking up",
    it(LP, "warm_up_time", "s", lo=30, condition="fan running after power on or wake-up"),
)
LP_VIH_LINE = "VIH RXD, SET, RESET, min. 2.7 4.0 V"
LP_VIH = f(
    LP, 1, LP_VIH_LINE, it(LP, "input_high_voltage", "V", lo=2.7, condition="LPS-25T, RXD/SET")
)
LP5_VIH = f(
    LP, 1, LP_VIH_LINE, it(LP5, "input_high_voltage", "V", lo=4.0, condition="LPS-25T-5, RXD/SET")
)
LP_VOH = f(
    LP,
    1,
    "VOH TXD, IOH = -1 mA, min. 2.8 4.5 V",
    it(LP, "output_high_voltage", "V", lo=2.8, condition="LPS-25T TXD"),
)
LP_VMAX_LINE = "VIN,max RXD, SET, RESET, absolute 3.6 5.5 V"
LP_VMAX = f(
    LP,
    1,
    LP_VMAX_LINE,
    it(LP, "abs_max_input_voltage", "V", hi=3.6, condition="LPS-25T RXD, SET, RESET"),
)
LP5_VMAX = f(
    LP,
    1,
    LP_VMAX_LINE,
    it(LP5, "abs_max_input_voltage", "V", hi=5.5, condition="LPS-25T-5 RXD, SET, RESET"),
)
LP_5V_NOTE = note(
    LP,
    1,
    "connecting RXD, SET or RESET of the LPS-25T directly to 5 V logic can damage it",
)

# ---------------------------------------------------------------- VB-10DOF
VBL = "VB-10DOF-L"
VB_VIN_LINE = "Supply on VIN 3.3 - 5.5 V 3.0 - 3.6 V"
VB_VIN = f(VB, 1, VB_VIN_LINE, it(VB, "supply_voltage", "V", lo=3.3, hi=5.5, condition="VB-10DOF"))
VBL_VIN = f(
    VB, 1, VB_VIN_LINE, it(VBL, "supply_voltage", "V", lo=3.0, hi=3.6, condition="VB-10DOF-L")
)
VB_ABS_LINE = "VIN, never exceed 6.0 V 3.9 V"
VB_ABS = f(VB, 1, VB_ABS_LINE, it(VB, "abs_max_supply_voltage", "V", hi=6.0, condition="VB-10DOF"))
VBL_ABS = f(
    VB, 1, VB_ABS_LINE, it(VBL, "abs_max_supply_voltage", "V", hi=3.9, condition="VB-10DOF-L")
)
VB_IRUN = f(
    VB,
    1,
    "Current, all sensors running (typ.) 4.6 mA 3.9 mA",
    it(VB, "supply_current", "mA", typ=4.6, condition="VB-10DOF, all sensors running"),
)
VBL_ISLP = f(
    VB,
    1,
    "Current, all sensors asleep (typ.) 45 " + MU + "A 9 " + MU + "A",
    it(VBL, "standby_current", "uA", typ=9, condition="VB-10DOF-L, all sensors asleep"),
)
VB_BARO_LINE = "Barometer 300 ... 1100 hPa " + PM + "1.0 hPa absolute up to 157 Hz"
VB_PRANGE = f(
    VB,
    1,
    VB_BARO_LINE,
    it(VB, "measurement_range", "hPa", lo=300, hi=1100, quantity="pressure"),
)
VB_PACC = f(
    VB,
    1,
    VB_BARO_LINE,
    it(VB, "accuracy", "hPa", lo=-1.0, hi=1.0, quantity="pressure", condition="absolute"),
)
VB_GYRO = f(
    VB,
    1,
    "Gyroscope " + PM + "125 ... " + PM + "2000 \u00b0/s 16 bit up to 1.6 kHz",
    it(VB, "measurement_range", "dps", lo=-2000, hi=2000, quantity="angular_rate"),
)
VB_TOP = f(
    VB,
    2,
    "but the board is only specified -20 to +70 " + DEG,
    it(VB, "operating_temperature", DEG, lo=-20, hi=70, condition="board"),
)
VB_SCL = f(
    VB, 1, "The bus runs at up to 400 kHz (fast mode)", it(VB, "i2c_clock_frequency", "kHz", hi=400)
)
VB_ADDR_BARO = f(
    VB,
    1,
    "The barometer sits at 0x77, or 0x76 with jumper B closed",
    it(VB, "i2c_address", values=["0x77", "0x76"], condition="barometer"),
)
VB_ADDR_IMU = f(
    VB,
    1,
    "Out of the box the VBI-6 IMU answers at 0x6A; close solder jumper A and it moves to 0x6B",
    it(VB, "i2c_address", values=["0x6A", "0x6B"], condition="IMU"),
)
VB_ADDR_MAG = f(
    VB,
    1,
    "The VBM-3 magnetometer is fixed at 0x1E",
    it(VB, "i2c_address", values=["0x1E"], condition="magnetometer"),
)
VB_5V_NOTE = note(
    VB,
    2,
    "The VB-10DOF does. The VB-10DOF-L does not: it is 3.3 V only and its SDA / SCL are not 5 V "
    "tolerant.",
)

# ---------------------------------------------------------------- PLD-33E
PL_VIN = f(
    PL,
    1,
    "Tulojännite / VIN 4.3 5.0 12 V Input voltage",
    it(PL, "supply_voltage", "V", lo=4.3, typ=5.0, hi=12, condition="VIN, recommended"),
)
PL_IOUT = f(
    PL,
    1,
    "Lähtövirta / IOUT 0 800 mA Output current",
    it(PL, "output_current", "mA", hi=800, condition="recommended"),
)
PL_TA = f(
    PL,
    1,
    "Ympäristön lämpötila / TA -40 +85 " + DEG + " Ambient temperature",
    it(PL, "operating_temperature", DEG, lo=-40, hi=85),
)
PL_ABS = f(
    PL,
    1,
    "Tulojännite / Input voltage VIN -0.3 ... 16 V",
    it(PL, "abs_max_supply_voltage", "V", hi=16, condition="VIN"),
)
PL_VOUT = f(
    PL,
    1,
    "VOUT TA = 25 " + DEG + " 3.234 3.300 3.366 V",
    it(PL, "output_voltage", "V", lo=3.234, typ=3.3, hi=3.366, condition="TA = 25 °C"),
)
PL_VOUT_FULL = f(
    PL,
    1,
    "TA = -40 ... +85 " + DEG + " 3.201 3.399 V",
    it(PL, "output_voltage", "V", lo=3.201, hi=3.399, condition="TA = -40 ... +85 °C"),
)
PL_IQ = f(
    PL,
    1,
    "IQ IOUT = 0 mA 55 90 " + MU + "A",
    it(PL, "quiescent_current", "uA", typ=55, hi=90, condition="IOUT = 0"),
)
PL_ISD = f(
    PL,
    1,
    "ISD VEN = 0 V 0.1 1.0 " + MU + "A",
    it(PL, "standby_current", "uA", typ=0.1, hi=1.0, condition="EN = 0 V"),
)
PL_EN_H = f(
    PL,
    1,
    "EN, päälle / VEN(H) 1.2 V EN turn-on level",
    it(PL, "input_high_voltage", "V", lo=1.2, condition="EN turn-on"),
)
PL_EN_L = f(
    PL,
    1,
    "EN, pois / VEN(L) 0.4 V EN turn-off level",
    it(PL, "input_low_voltage", "V", hi=0.4, condition="EN turn-off"),
)
PL_DROP = f(
    PL,
    2,
    "IOUT = 800 mA Tyyp. / Typ. (mV) 60 180 300 480 Maks. / Max. (mV) 100 280 450 700",
    it(PL, "dropout_voltage", "mV", typ=480, hi=700, condition="IOUT = 800 mA"),
)
PL_HEAT = note(
    PL,
    2,
    "The module can dissipate at most 1.2 W without extra cooling: keep (VIN - 3.3 V) x IOUT at "
    "or below 1.2 W.",
)
PL_HEAT_5V = f(
    PL,
    2,
    "from 5 V keep the load at or below 700 mA",
    it(PL, "output_current", "mA", hi=700, condition="VIN = 5 V, no extra cooling"),
)
PL_HEAT_12V = f(
    PL,
    2,
    "from 12 V keep it below 130 mA",
    it(PL, "output_current", "mA", hi=130, condition="VIN = 12 V, no extra cooling"),
)
PL_EN_3V3 = note(PL, 2, "Yes: any level above 1.2 V switches the output on.")

# ---------------------------------------------------------------- XW-B50
XWP, XWU = "XW-B50P", "XW-B50U"
XW_VCC = f(
    XW,
    1,
    "Supply voltage VCC 1.8 3.3 3.6 V",
    it(XW, "supply_voltage", "V", lo=1.8, typ=3.3, hi=3.6),
)
XW_ABS = f(XW, 1, "Supply voltage VCC -0.3 ~ 3.9 V", it(XW, "abs_max_supply_voltage", "V", hi=3.9))
XW_IOABS = f(
    XW,
    1,
    "Voltage on any I/O pin VIO -0.3 ~ VCC + 0.3 (3.9 max.) V",
    it(XW, "abs_max_input_voltage", "V", hi=3.9, condition="VCC + 0.3 V, 3.9 V max."),
)
XW_TOP = f(
    XW,
    1,
    "Operating temperature TA -40 +85 " + DEG,
    it(XW, "operating_temperature", DEG, lo=-40, hi=85),
)
XW_5V = note(XW, 1, "the UART and GPIO pins are 3.3 V CMOS and are not 5 V tolerant")
XW_BAUD = f(
    XW,
    2,
    "Default 9600 bps, 8 data bits, no parity, 1 stop bit.",
    it(XW, "baud_rate", "bps", value=9600, condition="default"),
)
XW_BAUDS = f(
    XW,
    2,
    "AT+BAUD selects 1200, 2400, 4800, 9600, 19200, 38400, 57600, 115200, 230400, 460800 or "
    "921600 bps",
    it(XW, "baud_rate", "bps", lo=1200, hi=921600, condition="selectable with AT+BAUD"),
)
XW_TXP_LINE = "TX power, highest setting +4 +8 dBm"
XWP_TXP = f(XW, 2, XW_TXP_LINE, it(XWP, "tx_power", "dBm", hi=4, condition="XW-B50P"))
XWU_TXP = f(XW, 2, XW_TXP_LINE, it(XWU, "tx_power", "dBm", hi=8, condition="XW-B50U"))
XWP_RXS = f(
    XW,
    2,
    "RX sensitivity (1 Mbps) -96 -97 dBm",
    it(XWP, "rx_sensitivity", "dBm", value=-96, condition="XW-B50P, 1 Mbps"),
)
XW_ITX_LINE = "TX current, highest setting 7.8 16.5 mA"
XWP_ITX = f(
    XW, 2, XW_ITX_LINE, it(XWP, "supply_current", "mA", value=7.8, condition="XW-B50P TX +4 dBm")
)
XWU_ITX = f(
    XW, 2, XW_ITX_LINE, it(XWU, "supply_current", "mA", value=16.5, condition="XW-B50U TX +8 dBm")
)
XW_SLEEP = f(
    XW,
    2,
    "Deep sleep current 1.6 1.6 " + MU + "A",
    it(XW, "standby_current", "uA", value=1.6, condition="deep sleep"),
)
XW_FREQ = f(
    XW,
    2,
    "Frequency range 2402 ~ 2480 2402 ~ 2480 MHz",
    it(XW, "frequency_band", "MHz", lo=2402, hi=2480),
)

# ---------------------------------------------------------------- AMS-R4-05
AM_COILV = f(AM, 1, "Relay coil voltage 5 V DC", it(AM, "coil_voltage", "V", value=5))
AM_COILI = f(
    AM,
    1,
    "Coil current (each relay ON) 72 mA",
    it(AM, "supply_current", "mA", value=72, condition="per energised relay"),
)
AM_COILR = f(AM, 1, "Coil resistance 70 " + OHM, it(AM, "coil_resistance", "Ohm", value=70))
AM_VCC = f(
    AM,
    1,
    "Board supply (VCC, JD-VCC) 4.75 - 5.25 V DC",
    it(AM, "supply_voltage", "V", lo=4.75, hi=5.25),
)
AM_IALL = f(
    AM,
    1,
    "Board current, all 4 relays ON about 300 mA",
    it(AM, "supply_current", "mA", value=300, condition="all 4 relays on"),
)
AM_CONT = f(
    AM,
    1,
    "Contact rating (NO, resistive) 10 A 250 V AC / 10 A 30 V DC",
    it(AM, "contact_current", "A", hi=10, condition="NO, resistive, 250 V AC / 30 V DC"),
    it(AM, "contact_voltage", "V", hi=250, condition="AC"),
)
AM_CONT_DC = f(
    AM,
    1,
    "Contact rating (NO, resistive) 10 A 250 V AC / 10 A 30 V DC",
    it(AM, "contact_voltage", "V", hi=30, condition="DC"),
)
AM_NC = f(
    AM,
    1,
    "Rated load, 250 V AC resistive 10 A 5A",
    it(AM, "contact_current", "A", hi=5, condition="NC contact, 250 V AC resistive"),
)
AM_TOP = f(
    AM,
    1,
    "Operating temperature -25 ... +70 " + DEG,
    it(AM, "operating_temperature", DEG, lo=-25, hi=70),
)
AM_IN_ON = f(
    AM,
    2,
    "0 ... 1.5 V ON lit",
    it(AM, "input_low_voltage", "V", hi=1.5, condition="relay ON (active low)"),
)
AM_IN_OFF = f(
    AM,
    2,
    "2.5 V ... VCC OFF dark",
    it(AM, "input_high_voltage", "V", lo=2.5, condition="relay OFF"),
)
AM_3V3 = note(
    AM, 2, "The inputs switch ON below 1.5 V and OFF above 2.5 V, so 3.3 V GPIO pins work."
)
AM_12V = note(AM, 2, "No. The coils are 5 V; 12 V on VCC or JD-VCC burns them.")
AM_IND = f(
    AM,
    2,
    "For inductive loads (motors, pumps, transformers) keep the current at or below 3 A at 250 V "
    "AC per relay.",
    it(AM, "contact_current", "A", hi=3, condition="inductive, 250 V AC"),
)

# ---------------------------------------------------------------- THW-IC
TH5 = "THW-IC5"
TH_LOAD5 = f(
    TH,
    1,
    "Rated load 1 5 10 kg",
    it(TH5, "measurement_range", "kg", hi=5, quantity="weight", condition="rated load"),
)
TH_OVL = note(TH, 1, "Safe overload 150 150 120 %F.S. Ultimate overload 200 200 150 %F.S.")
TH_RES5 = f(
    TH,
    1,
    "Output resolution 0.1 0.5 1 g",
    it(TH5, "resolution", "g", value=0.5, quantity="weight"),
)
TH_VDD = f(
    TH,
    1,
    "Supply voltage VDD 2.7 3.3 5.5 V",
    it(TH, "supply_voltage", "V", lo=2.7, typ=3.3, hi=5.5),
)
TH_IDD = f(
    TH,
    1,
    "Working current IDD 1.6 2.5 mA converting",
    it(TH, "supply_current", "mA", typ=1.6, hi=2.5, condition="converting"),
)
TH_ISLP = f(
    TH,
    1,
    "Sleep current ISLP 1.0 3.0 " + MU + "A after command 0xA0",
    it(TH, "standby_current", "uA", typ=1.0, hi=3.0, condition="sleep"),
)
TH_SCL = f(TH, 1, "I2C clock fSCL 400 kHz", it(TH, "i2c_clock_frequency", "kHz", hi=400))
TH_ODR = f(
    TH,
    1,
    "Output data rate ODR 10 / 80 Hz selectable",
    it(TH, "data_rate", "Hz", value=10, condition="selectable"),
    it(TH, "data_rate", "Hz", value=80, condition="selectable"),
)
TH_TOP = f(
    TH,
    1,
    "Operating temperature" + FWC + "-10" + FWT + "+40" + FW_C,
    it(TH, "operating_temperature", DEG, lo=-10, hi=40),
)
TH_IP = f(TH, 1, "Protection class" + FWC + "IP65", it(TH, "ip_rating", values=["IP65"]))
TH_WARM = f(
    TH,
    1,
    "Warm-up time" + FWC + "5 min" + FWL + "recommended before calibration" + FWR,
    it(TH, "warm_up_time", "min", value=5, condition="before calibration"),
)
TH_ADDR = f(
    TH,
    2,
    "The default 7-bit I2C address is 0x2A. Connect the address pad A0 to GND and the address "
    "becomes 0x2B",
    it(TH, "i2c_address", values=["0x2A", "0x2B"]),
)
TH_PULLUP = note(
    TH,
    2,
    "The module has no pull-up resistors inside" + FWC + "please add 4.7 k" + OHM + " from SDA "
    "and SCL to VDD.",
)

# ---------------------------------------------------------------- SW-2209
SWP = "SW-2209-P"
SW_VM = f(
    SW,
    1,
    "Motor supply VM 5.5 - 28 V 5.5 - 28 V",
    it(SW, "load_supply_voltage", "V", lo=5.5, hi=28, condition="VM, both versions"),
)
SW_VIO = f(
    SW,
    1,
    "Logic supply VIO 3.3 - 5 V 3.3 - 5 V",
    it(SW, "logic_supply_voltage", "V", lo=3.3, hi=5, condition="VIO"),
)
SW_IRMS_LINE = "Phase current, continuous (RMS) 1.7 A 2.0 A"
SW_IRMS = f(
    SW, 1, SW_IRMS_LINE, it(SW, "output_current", "A", hi=1.7, condition="SW-2209 RMS, 40 mm fan")
)
SWP_IRMS = f(
    SW,
    1,
    SW_IRMS_LINE,
    it(SWP, "output_current", "A", hi=2.0, condition="SW-2209-P RMS, 40 mm fan"),
)
SW_IPK_LINE = "Phase current, peak 2.4 A 2.8 A"
SW_IPK = f(SW, 1, SW_IPK_LINE, it(SW, "peak_output_current", "A", hi=2.4, condition="SW-2209"))
SWP_IPK = f(SW, 1, SW_IPK_LINE, it(SWP, "peak_output_current", "A", hi=2.8, condition="SW-2209-P"))
SW_FAN = note(SW, 1, "Continuous current values need a 40 mm fan blowing over the heat sink")
SW_ABS_VM = f(
    SW,
    1,
    "VM, including back-EMF spikes" + "." * 150 + "29 V",
    it(SW, "abs_max_supply_voltage", "V", hi=29, condition="VM incl. spikes"),
)
SW_ION = f(
    SW,
    2,
    "MOSFET on-resistance (high side + low side) 0.3 " + OHM,
    it(SW, "on_resistance", "Ohm", typ=0.3, condition="high side + low side"),
)
SW_IQ = f(
    SW,
    2,
    "VM supply current, motor disabled (EN high) 8 mA",
    it(SW, "quiescent_current", "mA", typ=8, condition="VM, motor disabled"),
)
SW_UART = f(
    SW,
    2,
    "The driver detects the baud rate by itself between 9600 and 500 000 bps",
    it(SW, "baud_rate", "bps", lo=9600, hi=500000, condition="auto-detected"),
)
SW_COOL = f(
    SW,
    2,
    "SW-2209 1.2 A 1.7 A",
    it(SW, "output_current", "A", hi=1.2, condition="SW-2209, no airflow"),
)
SWP_COOL = f(
    SW,
    2,
    "SW-2209-P 1.4 A 2.0 A",
    it(SWP, "output_current", "A", hi=1.4, condition="SW-2209-P, no airflow"),
)
SW_TOP = f(
    SW,
    2,
    "The module is made for -20 to +60 " + DEG + " inside a printer enclosure.",
    it(SW, "operating_temperature", DEG, lo=-20, hi=60),
)

# ---------------------------------------------------------------- HB-US25W
HBA, HBS = "HB-US25W-A", "HB-US25W-S"
HB_VCC_LINE = "Forsyningsspenning / 3.0 - 5.5 3.3 - 5.0 V Supply voltage"
HBA_VCC = f(HB, 1, HB_VCC_LINE, it(HBA, "supply_voltage", "V", lo=3.0, hi=5.5, condition="-A"))
HBS_VCC = f(HB, 1, HB_VCC_LINE, it(HBS, "supply_voltage", "V", lo=3.3, hi=5.0, condition="-S"))
HB_I_LINE = "Strøm under måling / 8 10 mA Current while measuring"
HBA_I = f(HB, 1, HB_I_LINE, it(HBA, "supply_current", "mA", value=8, condition="-A, measuring"))
HB_IDLE_LINE = "Hvilestrøm / 5 2000 " + MU + "A Idle current"
HBA_IDLE = f(HB, 1, HB_IDLE_LINE, it(HBA, "standby_current", "uA", value=5, condition="-A, idle"))
HBS_IDLE = f(
    HB, 1, HB_IDLE_LINE, it(HBS, "standby_current", "uA", value=2000, condition="-S, idle")
)
HB_RANGE_LINE = "Måleområde / 25 - 450 20 - 600 cm Measuring range"
HBA_RANGE = f(
    HB,
    1,
    HB_RANGE_LINE,
    it(HBA, "measurement_range", "cm", lo=25, hi=450, quantity="distance", condition="-A"),
)
HBS_RANGE = f(
    HB,
    1,
    HB_RANGE_LINE,
    it(HBS, "measurement_range", "cm", lo=20, hi=600, quantity="distance", condition="-S"),
)
HB_ACC = f(
    HB,
    1,
    "Nøyaktighet / " + PM + "1 " + PM + "1 cm Accuracy",
    it(HB, "accuracy", "cm", lo=-1, hi=1, quantity="distance", condition="flat target, 25 °C"),
)
HB_BAUD = f(
    HB,
    2,
    "HB-US25W-S: 9600 bps, 8N1.",
    it(HBS, "baud_rate", "bps", value=9600),
)
HB_TOP_LINE = (
    "Driftstemperatur / -30 ... +80 " + DEG + " -10 ... +60 " + DEG + " Operating temperature"
)
HB_TOP_BOARD = f(
    HB,
    1,
    HB_TOP_LINE,
    it(HB, "operating_temperature", DEG, lo=-10, hi=60, condition="board"),
)
HB_TOP_PROBE = f(
    HB,
    1,
    HB_TOP_LINE,
    it(HB, "operating_temperature", DEG, lo=-30, hi=80, condition="probe (transducer)"),
)
HB_IP = f(
    HB,
    1,
    "Kapslingsgrad / IP67 ikke tett / not sealed Ingress protection",
    it(HB, "ip_rating", values=["IP67"], condition="transducer only; board not sealed"),
)
HB_BOARD_WET = note(
    HB,
    1,
    "Only the transducer head is waterproof; the board must be mounted in a dry place or in an "
    "enclosure.",
)
HB_ECHO_LVL = note(HB, 2, "3 ECHO TX output, level = VCC")
HB_FOAM = note(HB, 2, "foam, fog and strong wind weaken the echo.")
