"""Reference facts of the fifty-third hold-out set, shared by factual and
compatibility questions. Every number was read off the generated PDFs
(``pdftotext -layout``) and each quote is on the cited page."""

from __future__ import annotations

from qkit import DC, MD, OB, QA, RB, SA, TH, WC, Fact, Item, ev, it

DEG = "\u00b0C"
MU = "\u00b5"
FW_C = "\u2103"
FWC = "\uff1a"
FWT = "\uff5e"
LP = "\uff08"
RP = "\uff09"


def f(device: str, page: int, quote: str, *items: Item) -> Fact:
    return list(items), [ev(device, page, quote)]


def note(device: str, page: int, quote: str) -> Fact:
    """A statement without numbers: evidence only."""
    return [], [ev(device, page, quote)]


# ---------------------------------------------------------------- THM-31
TH_SUP = f(
    TH,
    1,
    "Matningsspänning 2.7 3.3 5.5 V Supply voltage VIN",
    it(TH, "supply_voltage", "V", lo=2.7, typ=3.3, hi=5.5, condition="VIN"),
)
TH_ICC = f(
    TH,
    1,
    "Strömförbrukning vid mätning 0.9 1.5 mA under mätning Operating current consumption",
    it(TH, "supply_current", "mA", typ=0.9, hi=1.5, condition="while measuring"),
)
TH_IDLE = f(
    TH,
    1,
    "Viloläge 0.6 1.5 " + MU + "A Idle current between measurements",
    it(TH, "standby_current", "uA", typ=0.6, hi=1.5, condition="idle between measurements"),
)
TH_TRANGE = f(
    TH,
    1,
    "Mätområde, temperatur -40 +105 " + DEG + " (1) Measuring range, temperature",
    it(TH, "measurement_range", "°C", lo=-40, hi=105, quantity="temperature"),
)
TH_TACC = f(
    TH,
    1,
    "Noggrannhet, temperatur ±0.3 " + DEG + " 0 ... +60 " + DEG + " Temperature accuracy",
    it(TH, "accuracy", "°C", lo=-0.3, hi=0.3, quantity="temperature", condition="0 ... +60 °C"),
)
TH_HACC = f(
    TH,
    1,
    "Noggrannhet, fukt ±2 %RH 10 ... 90 %RH Humidity accuracy",
    it(TH, "accuracy", "%RH", lo=-2, hi=2, quantity="relative_humidity", condition="10-90 %RH"),
)
TH_RESP = f(
    TH,
    1,
    "Svarstid fukt 8 s 1 m/s luft Response time RH",
    it(TH, "response_time", "s", typ=8, condition="RH, tau63, 1 m/s air"),
)
TH_TOP = f(
    TH,
    1,
    "Drifttemperatur, modul -20 +70 " + DEG + " (2) Operating temperature, module",
    it(TH, "operating_temperature", "°C", lo=-20, hi=70, condition="module"),
)
TH_ABS = f(
    TH,
    1,
    "VIN mot GND / VIN to GND -0.3 ... 6.0 V",
    it(TH, "abs_max_supply_voltage", "V", lo=-0.3, hi=6.0),
)
TH_ADDR = (
    [it(TH, "i2c_address", values=["0x44", "0x45"], condition="ADDR to GND / VIN")],
    [
        ev(TH, 2, "GND (JP1 öppen / open, default) 0x44"),
        ev(TH, 2, "VIN (JP1 sluten / closed) 0x45"),
    ],
)
TH_I2CF = f(
    TH,
    1,
    "The I2C interface runs in standard and fast mode (up to 400 kHz).",
    it(TH, "i2c_clock_frequency", "kHz", hi=400),
)
TH_PULLUP = note(TH, 2, "The pull-ups go to VIN: at VIN = 5 V the bus idles at 5 V.")
TH_CABLE = note(TH, 2, "I2C cable length: 0.5 m max recommended.")
TH_COND = note(TH, 2, "Avoid condensation; the module has no conformal coating")

# ---------------------------------------------------------------- QAD1615
QA_SUP = f(QA, 1, "Supply voltage VDD 2.0 5.5 V", it(QA, "supply_voltage", "V", lo=2.0, hi=5.5))
QA_RES = f(
    QA,
    1,
    "Resolution No missing codes 16 Bits",
    it(QA, "resolution", "bit", value=16, quantity="voltage"),
)
QA_DR = f(QA, 1, "Data rate 8 860 SPS", it(QA, "data_rate", "SPS", lo=8, hi=860))
QA_ICC = f(
    QA,
    1,
    "Operating current Continuous conversion 150 " + MU + "A consumption",
    it(QA, "supply_current", "uA", typ=150, condition="continuous conversion, 25 °C"),
)
QA_ICC_A = f(
    QA,
    1,
    "Operating current consumption 200 220 260 (max), " + MU + "A",
    it("QAD1615A", "supply_current", "uA", hi=260, condition="max over -40 to +125 °C"),
)
QA_PD_I = f(
    QA,
    1,
    "Power-down current (max), " + MU + "A 2 3 8",
    it("QAD1615I", "standby_current", "uA", hi=3, condition="power-down, max over -40 to +85 °C"),
)
QA_TEMP_I = f(
    QA,
    1,
    "QAD1615C QAD1615I QAD1615A PARAMETER 0 to +70 " + DEG + " -40 to +85 " + DEG,
    it("QAD1615I", "operating_temperature", "°C", lo=-40, hi=85),
)
QA_TEMP_C = f(
    QA,
    1,
    "QAD1615C QAD1615I QAD1615A PARAMETER 0 to +70 " + DEG,
    it("QAD1615C", "operating_temperature", "°C", lo=0, hi=70),
)
QA_ADDR = f(
    QA,
    2,
    "GND 1001000 (0x48) VDD 1001001 (0x49) SDA 1001010 (0x4A) SCL 1001011 (0x4B)",
    it(QA, "i2c_address", values=["0x48", "0x49", "0x4A", "0x4B"]),
)
QA_I2CF = f(
    QA,
    2,
    "I2C clock frequency Standard / fast mode 400 kHz High-speed mode 3.4 MHz",
    it(QA, "i2c_clock_frequency", "MHz", hi=3.4, condition="high-speed mode (400 kHz fast mode)"),
)
QA_ABS = f(
    QA,
    2,
    "VDD to GND -0.3 7 V",
    it(QA, "abs_max_supply_voltage", "V", lo=-0.3, hi=7),
)
QA_DIG_ABS = f(
    QA,
    2,
    "SDA, SCL, ADDR, ALERT to GND -0.5 5.5 V",
    it(QA, "abs_max_input_voltage", "V", lo=-0.5, hi=5.5, condition="SDA, SCL, ADDR, ALERT"),
)
QA_PULL = note(QA, 1, "pins are open-drain and may be pulled up to 5.5 V independent of VDD")
QA_AIN = note(QA, 2, "an FSR of ±6.144 V does not allow 6 V at the input with VDD = 3.3 V")
QA_AIN_ABS = note(QA, 2, "Analog input voltage GND - 0.3 VDD + 0.3 V")

# ---------------------------------------------------------------- DCB-3A
DC_VIN_ALL = f(
    DC,
    1,
    "Input voltage 4.5V" + FWT + "28V 6.5V" + FWT + "28V 4.5V" + FWT + "28V",
    it("DCB-3A-33", "supply_voltage", "V", lo=4.5, hi=28),
    it("DCB-3A-50", "supply_voltage", "V", lo=6.5, hi=28),
    it("DCB-3A-ADJ", "supply_voltage", "V", lo=4.5, hi=28),
)
DC_VIN_50 = f(
    DC,
    1,
    "Input voltage 4.5V" + FWT + "28V 6.5V" + FWT + "28V",
    it("DCB-3A-50", "supply_voltage", "V", lo=6.5, hi=28),
)
DC_VIN_33 = f(
    DC,
    1,
    "Input voltage 4.5V" + FWT + "28V 6.5V" + FWT + "28V",
    it("DCB-3A-33", "supply_voltage", "V", lo=4.5, hi=28),
)
DC_VOUT_ADJ = f(
    DC,
    1,
    "Output voltage 3.3V 5.0V 0.9V" + FWT + "24V",
    it("DCB-3A-ADJ", "output_voltage", "V", lo=0.9, hi=24),
)
DC_VOUT_50 = f(DC, 1, "Output voltage 3.3V 5.0V", it("DCB-3A-50", "output_voltage", "V", value=5.0))
DC_VOUT_33 = f(DC, 1, "Output voltage 3.3V 5.0V", it("DCB-3A-33", "output_voltage", "V", value=3.3))
DC_IOUT = f(
    DC,
    1,
    "Output current" + FWC + "3A continuous, 4A peak (<10s, with good airflow)",
    it(DC, "output_current", "A", hi=3, condition="continuous"),
)
DC_IPEAK = f(
    DC,
    1,
    "Output current" + FWC + "3A continuous, 4A peak (<10s, with good airflow)",
    it(DC, "peak_output_current", "A", hi=4, condition="<10 s, good airflow"),
)
DC_IQ = f(
    DC,
    1,
    "Operating current consumption (no load)" + FWC + "≤6mA",
    it(DC, "quiescent_current", "mA", hi=6, condition="no load"),
)
DC_TOP = f(
    DC,
    1,
    "Operating temperature" + FWC + "-40" + FW_C + FWT + "+85" + FW_C,
    it(DC, "operating_temperature", "°C", lo=-40, hi=85),
)
DC_ABS = f(
    DC,
    1,
    "Max. input voltage" + FWC + "30V (transient, must not be exceeded)",
    it(DC, "abs_max_supply_voltage", "V", hi=30),
)
DC_EN_H = f(DC, 2, "EN high level" + FWC + "≥1.4V", it(DC, "input_high_voltage", "V", lo=1.4))
DC_EN_L = f(DC, 2, "EN low level" + FWC + "≤0.4V", it(DC, "input_low_voltage", "V", hi=0.4))
DC_EN_ABS = f(
    DC,
    1,
    "EN pin voltage" + FWC + "-0.3V" + FWT + "6V",
    it(DC, "abs_max_input_voltage", "V", lo=-0.3, hi=6, condition="EN pin"),
)
DC_SHDN = f(
    DC,
    2,
    "Shutdown current (EN low)" + FWC + "typ. 15" + MU + "A",
    it(DC, "standby_current", "uA", typ=15, condition="EN low"),
)
DC_HEAD = note(DC, 1, "the input voltage must be at least 1.5V higher than the output voltage")
DC_CHG = note(DC, 2, "No. The module has no constant-current charging function")
DC_PAR = note(DC, 2, "Parallel operation is not supported.")
DC_3S = note(DC, 2, "Does it work from a 3S lithium pack (12.6V)? A" + FWC + "Yes, all versions.")
DC_EFF = note(DC, 1, "Efficiency (12V in, 2A) 89% 93%")

# ---------------------------------------------------------------- MDB-2
MD_VM_ABS = f(
    MD,
    1,
    "Motor supply voltage VM 15 V",
    it(MD, "abs_max_supply_voltage", "V", hi=15, condition="VM, absolute maximum"),
)
MD_VM = f(
    MD,
    1,
    "Motor supply voltage VM 2.5" + FWT + "13.5 V 2.5" + FWT + "13.5 V",
    it(MD, "load_supply_voltage", "V", lo=2.5, hi=13.5, condition="VM, recommended"),
)
MD_VCC = f(
    MD,
    1,
    "Logic supply voltage VCC 2.7" + FWT + "5.5 V 2.7" + FWT + "5.5 V",
    it(MD, "logic_supply_voltage", "V", lo=2.7, hi=5.5, condition="VCC, recommended"),
)
MD_IOUT_S = f(
    MD,
    1,
    "Output current" + LP + "continuous, per ch." + RP + " IOUT 1.2 A 2.0 A",
    it("MDB-2S", "output_current", "A", hi=1.2, condition="continuous, per channel"),
)
MD_IOUT_H = f(
    MD,
    1,
    "Output current" + LP + "continuous, per ch." + RP + " IOUT 1.2 A 2.0 A",
    it("MDB-2H", "output_current", "A", hi=2.0, condition="continuous, per channel"),
)
MD_IPAR_S = f(
    MD,
    1,
    "Output current" + LP + "parallel mode" + RP + " IOUT 2.4 A 4.0 A",
    it("MDB-2S", "output_current", "A", hi=2.4, condition="parallel mode"),
)
MD_IPAR_H = f(
    MD,
    1,
    "Output current" + LP + "parallel mode" + RP + " IOUT 2.4 A 4.0 A",
    it("MDB-2H", "output_current", "A", hi=4.0, condition="parallel mode"),
)
MD_PEAK = f(
    MD,
    1,
    "Output current" + LP + "peak, per ch." + RP + " *1 IOP 3.2 A",
    it(MD, "peak_output_current", "A", hi=3.2, condition="tw ≤ 10 ms, duty ≤ 20 %"),
)
MD_TOP_S = f(
    MD,
    1,
    "Operating temperature Topr -20" + FWT + "+60 " + FW_C + " -20" + FWT + "+70 " + FW_C,
    it("MDB-2S", "operating_temperature", "°C", lo=-20, hi=60, condition="recommended"),
)
MD_TOP_H = f(
    MD,
    1,
    "Operating temperature Topr -20" + FWT + "+60 " + FW_C + " -20" + FWT + "+70 " + FW_C,
    it("MDB-2H", "operating_temperature", "°C", lo=-20, hi=70, condition="recommended"),
)
MD_VIH = f(
    MD,
    2,
    "VIH IN1, IN2, PWM, STBY 2.0 V",
    it(MD, "input_high_voltage", "V", lo=2.0, condition="VCC = 5 V"),
)
MD_VIL = f(
    MD,
    2,
    "VIL IN1, IN2, PWM, STBY 0.8 V",
    it(MD, "input_low_voltage", "V", hi=0.8, condition="VCC = 5 V"),
)
MD_ICC = f(
    MD,
    2,
    "Logic supply current ICC STBY=H, no PWM 1.1 1.8 mA",
    it(MD, "supply_current", "mA", typ=1.1, hi=1.8, condition="logic, VCC = 5 V, STBY=H"),
)
MD_ICC33 = f(
    MD,
    2,
    "Logic supply current VCC=3.3V 0.8 mA",
    it(MD, "supply_current", "mA", typ=0.8, condition="logic, VCC = 3.3 V"),
)
MD_STBY = f(
    MD,
    2,
    "Motor standby current IM(STB) STBY=L 1 " + MU + "A",
    it(MD, "standby_current", "uA", hi=1, condition="motor supply, STBY=L"),
)
MD_RON = f(
    MD,
    2,
    "Output ON resistance Ron upper+lower, 1 A 0.5 0.7",
    it(MD, "on_resistance", "Ohm", typ=0.5, hi=0.7, condition="upper + lower, 1 A"),
)
MD_3V3 = note(MD, 2, "The logic inputs can be driven directly by 3.3 V or 5 V microcontrollers.")
MD_ENC = note(MD, 2, "Encoder inputs are not provided on this board.")

# ---------------------------------------------------------------- SAB-52
SA_VDD = f(
    SA,
    1,
    "Supply voltage VDD 1.8 3.0 3.6 V",
    it(SA, "supply_voltage", "V", lo=1.8, typ=3.0, hi=3.6),
)
SA_ABS = f(
    SA,
    2,
    "Supply voltage Absolute maximum -0.3 3.9 V",
    it(SA, "abs_max_supply_voltage", "V", lo=-0.3, hi=3.9),
)
SA_TX = f(
    SA,
    1,
    "Output power programmable, 4 dB steps -20 +8 dBm",
    it(SA, "tx_power", "dBm", lo=-20, hi=8),
)
SA_TXMAX = f(
    SA,
    1,
    "Output power programmable, 4 dB steps -20 +8 dBm",
    it(SA, "tx_power", "dBm", hi=8, condition="maximum setting"),
)
SA_SENS_1M = f(
    SA,
    1,
    "Receiver sensitivity 1 Mbps, BER 0.1 % -97 dBm",
    it(SA, "rx_sensitivity", "dBm", typ=-97, condition="1 Mbps"),
)
SA_SENS_CODED = f(
    SA,
    1,
    "Receiver sensitivity Coded PHY 125 kbps -104 dBm",
    it(SA, "rx_sensitivity", "dBm", typ=-104, condition="coded PHY 125 kbps"),
)
SA_FREQ = f(
    SA, 1, "Frequency range 2402 2480 MHz", it(SA, "frequency_band", "MHz", lo=2402, hi=2480)
)
SA_TXI8 = f(
    SA,
    1,
    "TX current +8 dBm 14.2 mA",
    it(SA, "supply_current", "mA", typ=14.2, condition="TX +8 dBm"),
)
SA_TXI0 = f(
    SA, 1, "TX current 0 dBm 5.3 mA", it(SA, "supply_current", "mA", typ=5.3, condition="TX 0 dBm")
)
SA_RXI = f(
    SA, 2, "RX current 1 Mbps 6.1 mA", it(SA, "supply_current", "mA", typ=6.1, condition="RX")
)
SA_SLEEP = f(
    SA,
    2,
    "Sleep current System ON, RTC running 1.9 " + MU + "A",
    it(SA, "standby_current", "uA", typ=1.9, condition="System ON sleep, RTC running"),
)
SA_OFF = f(
    SA,
    2,
    "Deep sleep current System OFF, wake on GPIO 0.4 " + MU + "A",
    it(SA, "standby_current", "uA", typ=0.4, condition="System OFF"),
)
SA_TOP_U = f(
    SA,
    1,
    "Operating temperature -40 ~ +85 " + DEG + " -40 ~ +105 " + DEG,
    it("SAB-52U", "operating_temperature", "°C", lo=-40, hi=105),
)
SA_TOP_P = f(
    SA,
    1,
    "Operating temperature -40 ~ +85 " + DEG,
    it("SAB-52P", "operating_temperature", "°C", lo=-40, hi=85),
)
SA_BAUD = f(
    SA,
    1,
    "The UART defaults to 115200 bps, 8N1.",
    it(SA, "baud_rate", "bps", value=115200, condition="default"),
)
SA_5V = note(SA, 1, "The I/O pins are not 5 V tolerant.")
SA_RANGE_U = note(SA, 1, "Line-of-sight range (1 Mbps) 80 m depends on antenna")
SA_CERT = note(
    SA, 2, "SAB-52U: KC only; CE and FCC certification with the customer's antenna is the"
)

# ---------------------------------------------------------------- RB-5V
RB_CONTACT = f(
    RB,
    1,
    "Contact current on this board 7A per channel",
    it(RB, "contact_current", "A", hi=7, condition="board rating, per channel"),
)
RB_CONTACT_V = f(
    RB,
    1,
    "5 V relays, 10 A 250 VAC / 10 A 30 VDC contacts",
    it(RB, "contact_voltage", "V", hi=250, condition="AC (30 V DC)"),
)
RB_ION_4 = f(
    RB,
    1,
    "Supply current, all relays on (5 V) 75 mA 150 mA 300 mA",
    it("RB-5V-4", "supply_current", "mA", value=300, condition="all relays on, 5 V"),
)
RB_ION_8 = f(
    RB,
    1,
    "Supply current, all relays on (5 V) 75 mA 150 mA 300 mA 600 mA",
    it("RB-5V-8", "supply_current", "mA", value=600, condition="all relays on, 5 V"),
)
RB_ION_2 = f(
    RB,
    1,
    "Supply current, all relays on (5 V) 75 mA 150 mA",
    it("RB-5V-2", "supply_current", "mA", value=150, condition="all relays on, 5 V"),
)
RB_IOFF_8 = f(
    RB,
    1,
    "Supply current, all relays off 3 mA 5 mA 9 mA 17 mA",
    it("RB-5V-8", "standby_current", "mA", value=17, condition="all relays off"),
)
RB_JD = f(
    RB,
    1,
    "Relay supply voltage (JD-VCC) 4.75 - 5.25 V DC",
    it(RB, "supply_voltage", "V", lo=4.75, hi=5.25, condition="JD-VCC relay supply"),
)
RB_VCC = f(
    RB,
    1,
    "Logic supply voltage (VCC) 3.3 - 5.25 V opto side",
    it(RB, "logic_supply_voltage", "V", lo=3.3, hi=5.25, condition="VCC, opto side"),
)
RB_COIL = f(
    RB,
    1,
    "The relay coils need 5 V (coil 70 Ω, about 72",
    it(RB, "coil_voltage", "V", value=5),
    it(RB, "coil_resistance", "Ohm", value=70),
)
RB_TOP = f(
    RB,
    1,
    "Operating temperature -10 to +60 " + DEG,
    it(RB, "operating_temperature", "°C", lo=-10, hi=60),
)
RB_33 = note(RB, 2, "remove the jumper, feed JD-VCC with 5 V and VCC with 3.3 V")
RB_12V = note(RB, 2, "Can I use it with a 12 V supply? No, the coils are 5 V.")
RB_UL = note(RB, 2, "Is the board UL listed? No.")
RB_ACTIVE_LOW = note(RB, 1, "Active-LOW inputs (IN = LOW turns the relay ON)")

# ---------------------------------------------------------------- WCL4057
WC_VIN = f(
    WC,
    1,
    "VIN input voltage 4.25 6.5 V",
    it(WC, "supply_voltage", "V", lo=4.25, hi=6.5, condition="recommended"),
)
WC_VIN_ABS = f(
    WC,
    1,
    "VIN input voltage -0.3 8 V",
    it(WC, "abs_max_supply_voltage", "V", lo=-0.3, hi=8, condition="limiting value"),
)
WC_ICHG = f(
    WC,
    1,
    "ICHG charge current 50 1000 mA",
    it(WC, "output_current", "mA", lo=50, hi=1000, condition="charge current, recommended"),
)
WC_VF42 = f(
    WC,
    1,
    "VFLOAT float voltage WCL4057-42 4.158 4.20 4.242 V",
    it("WCL4057-42", "output_voltage", "V", lo=4.158, typ=4.2, hi=4.242, condition="float"),
)
WC_VF435 = f(
    WC,
    1,
    "WCL4057-435 4.306 4.35 4.394 V",
    it("WCL4057-435", "output_voltage", "V", lo=4.306, typ=4.35, hi=4.394, condition="float"),
)
WC_IQ = f(
    WC,
    1,
    "IQ quiescent current charge done 150 300 " + MU + "A",
    it(WC, "quiescent_current", "uA", typ=150, hi=300, condition="charge done"),
)
WC_IBAT = f(
    WC,
    1,
    "IBAT(SB) battery drain current VIN not connected 1 2 " + MU + "A",
    it(WC, "standby_current", "uA", typ=1, hi=2, condition="battery drain, VIN not connected"),
)
WC_TAMB = f(
    WC,
    1,
    "Tamb ambient temperature -20 +70 " + DEG,
    it(WC, "operating_temperature", "°C", lo=-20, hi=70, condition="recommended"),
)
WC_PKG = f(WC, 1, "WCL4057-42 4.20 V SOT23-5", it(WC, "package", values=["SOT23-5"]))
WC_USB = note(WC, 2, "A USB port that is limited to 500 mA must be used with RPROG ≥ 2 kΩ.")
WC_NTC = note(WC, 2, "The WCL4057 has no battery temperature (NTC) input")
WC_REV = note(WC, 2, "The device does not protect against a reversed cell.")

# ---------------------------------------------------------------- OBA3-12
OB_VDD = f(
    OB,
    1,
    "Versorgungsspannung / supply voltage VDD 1.71 2.5 3.6 V",
    it(OB, "supply_voltage", "V", lo=1.71, typ=2.5, hi=3.6),
)
OB_VDDIO = f(
    OB,
    1,
    "I/O-Spannung / I/O supply voltage VDDIO 1.62 VDD V",
    it(OB, "io_supply_voltage", "V", lo=1.62, condition="max = VDD"),
)
OB_TOP = f(
    OB,
    1,
    "Betriebstemperatur / operating temperature Top -40 +85 " + DEG,
    it(OB, "operating_temperature", "°C", lo=-40, hi=85),
)
OB_SENS8 = f(
    OB,
    1,
    "Empfindlichkeit (typ.) 1024 512 256 128 LSB/g Sensitivity",
    it(OB, "sensitivity", "LSB/g", typ=256, quantity="acceleration", condition="±8 g, 12 bit"),
)
OB_SENS2 = f(
    OB,
    1,
    "Empfindlichkeit (typ.) 1024 512 256 128 LSB/g Sensitivity",
    it(OB, "sensitivity", "LSB/g", typ=1024, quantity="acceleration", condition="±2 g, 12 bit"),
)
OB_FS = f(
    OB,
    1,
    "selectable full scale of ±2 g, ±4 g, ±8 g and ±16 g",
    it(OB, "measurement_range", "g", lo=-16, hi=16, quantity="acceleration", condition="max FS"),
)
OB_I100 = f(
    OB,
    1,
    "Normal mode (12 bit) 100 Hz 11 " + MU + "A",
    it(OB, "supply_current", "uA", typ=11, condition="normal mode, 100 Hz, VDD = 2.5 V"),
)
OB_I1600 = f(
    OB,
    1,
    "Normal mode (12 bit) 1600 Hz 160 " + MU + "A",
    it(OB, "supply_current", "uA", typ=160, condition="normal mode, 1600 Hz, VDD = 2.5 V"),
)
OB_PD = f(
    OB,
    1,
    "Power-down - 0.5 " + MU + "A",
    it(OB, "standby_current", "uA", typ=0.5, condition="power-down"),
)
OB_ABS = f(
    OB,
    2,
    "Versorgungsspannung / supply voltage VDD -0.3 ... 4.0 V",
    it(OB, "abs_max_supply_voltage", "V", lo=-0.3, hi=4.0),
)
OB_I2CF = f(OB, 2, "I2C-Takt / I2C clock fSCL 1 MHz", it(OB, "i2c_clock_frequency", "MHz", hi=1))
OB_SPIF = f(OB, 2, "SPI-Takt / SPI clock fSCK 10 MHz", it(OB, "spi_clock_frequency", "MHz", hi=10))
OB_ADDR = f(
    OB,
    2,
    "I2C-Adresse / I2C address: 0x18 (SA0 = GND) oder / or 0x19 (SA0 = VDDIO).",
    it(OB, "i2c_address", values=["0x18", "0x19"]),
)
OB_ODR = f(
    OB,
    1,
    "output data rates from 1.6 Hz to 1600 Hz",
    it(OB, "data_rate", "Hz", lo=1.6, hi=1600),
)
OB_IF = f(
    OB,
    1,
    "Digital interface: I2C (up to 1 MHz) and SPI (up to 10 MHz).",
    it(OB, "interface", values=["I2C", "SPI"]),
)
OB_5V = note(OB, 2, "Inputs are not 5 V tolerant.")
OB_NOTEMP = note(OB, 2, "No temperature sensor output.")
OB_VIN_ABS = note(OB, 2, "Eingangsspannung / input voltage, any pin Vin -0.3 ... VDDIO + 0.3 V")
