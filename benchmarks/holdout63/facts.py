"""Reference facts of the sixty-third hold-out set, shared by factual and
compatibility questions. Every number was read off the generated PDFs
(``pdftotext -layout``) and each quote is on the cited page. Dot-leader lines are
quoted with the dots pdftotext prints (the evidence check keeps dots)."""

from __future__ import annotations

from qkit import BZ, FG, FL, IM, LS, RL, TF, ZB, Fact, Item, ev, it

DEG = "\u00b0C"
MU = "\u00b5"
PM = "\u00b1"


def f(device: str, page: int, quote: str, *items: Item) -> Fact:
    return list(items), [ev(device, page, quote)]


def note(device: str, page: int, quote: str) -> Fact:
    """A statement without numbers: evidence only."""
    return [], [ev(device, page, quote)]


def lead(label: str, dots: int, value: str) -> str:
    """A dot-leader line as pdftotext prints it."""
    return label + "." * dots + value


# ---------------------------------------------------------------- SMZ-2410 / -2410P
ZB_VCC_S = f(
    ZB,
    1,
    "Supply voltage SMZ-2410 2.0 3.3 3.6 V",
    it("SMZ-2410", "supply_voltage", "V", lo=2.0, typ=3.3, hi=3.6, condition="SMZ-2410"),
)
ZB_VCC_P = f(
    ZB,
    1,
    "SMZ-2410P 2.7 3.3 3.6 V",
    it("SMZ-2410P", "supply_voltage", "V", lo=2.7, typ=3.3, hi=3.6, condition="SMZ-2410P"),
)
ZB_ABS = f(
    ZB,
    1,
    "Supply voltage VCC -0.3 ~ 3.9 V",
    it(ZB, "abs_max_supply_voltage", "V", hi=3.9, condition="VCC, absolute maximum"),
)
ZB_TOP_S = f(
    ZB,
    1,
    "Operating temperature SMZ-2410 -40 +105",
    it("SMZ-2410", "operating_temperature", DEG, lo=-40, hi=105, condition="SMZ-2410"),
)
ZB_TOP_P = f(
    ZB,
    1,
    "SMZ-2410P -40 +85",
    it("SMZ-2410P", "operating_temperature", DEG, lo=-40, hi=85, condition="SMZ-2410P"),
)
ZB_TX_S = f(
    ZB,
    1,
    "Maximum output power +8 +20 dBm",
    it("SMZ-2410", "tx_power", "dBm", value=8, condition="SMZ-2410, conducted"),
)
ZB_TX_P = f(
    ZB,
    1,
    "Maximum output power +8 +20 dBm",
    it("SMZ-2410P", "tx_power", "dBm", value=20, condition="SMZ-2410P, conducted"),
)
ZB_RX_P = f(
    ZB,
    1,
    "Receive sensitivity -100 -104 dBm",
    it("SMZ-2410P", "rx_sensitivity", "dBm", value=-104, condition="SMZ-2410P, PER 1 %"),
)
ZB_TXI_P = f(
    ZB,
    1,
    "TX current at max power 34 128 mA",
    it("SMZ-2410P", "supply_current", "mA", typ=128, condition="SMZ-2410P, TX at max power"),
)
ZB_TXI_S = f(
    ZB,
    1,
    "TX current at max power 34 128 mA",
    it("SMZ-2410", "supply_current", "mA", typ=34, condition="SMZ-2410, TX at max power"),
)
ZB_SLEEP_S = f(
    ZB,
    1,
    "Deep sleep current 1.2 2.0 " + MU + "A RAM retained",
    it("SMZ-2410", "standby_current", "uA", typ=1.2, condition="SMZ-2410 deep sleep"),
)
ZB_BAND = f(
    ZB,
    1,
    "Frequency band 2405 MHz ~ 2480 MHz",
    it(ZB, "frequency_band", "MHz", lo=2405, hi=2480),
)
ZB_BAUD = f(
    ZB,
    1,
    "default baud rate 115200 bps",
    it(ZB, "baud_rate", "bps", value=115200, condition="default, 8N1"),
)
ZB_VOL = f(ZB, 2, "VOL 0.4 V", it(ZB, "output_low_voltage", "V", hi=0.4))
ZB_HUM = f(ZB, 2, "Operating humidity 10 90 %RH", it(ZB, "operating_humidity", "%RH", lo=10, hi=90))
ZB_5V = note(ZB, 2, "Module I/O is not 5 V tolerant.")

# ---------------------------------------------------------------- WM-IMU9 / -Q
IM_VIN = f(
    IM,
    1,
    "Feed the WM-IMU9 with anything from 3.0 V to 5.5 V on VIN",
    it("WM-IMU9", "supply_voltage", "V", lo=3.0, hi=5.5, condition="WM-IMU9, VIN"),
)
IM_Q = f(
    IM,
    1,
    "the WM-IMU9-Q wants 3.3 V, and at least 3.0 V and no more than 3.6 V",
    it("WM-IMU9-Q", "supply_voltage", "V", lo=3.0, typ=3.3, hi=3.6, condition="WM-IMU9-Q"),
)
IM_CUR = f(
    IM,
    1,
    "With all nine axes running at 100 Hz the board draws about 4.1 mA",
    it(IM, "supply_current", "mA", typ=4.1, condition="nine axes at 100 Hz"),
)
IM_SLEEP = f(
    IM,
    1,
    "in full sleep to 9 " + MU + "A",
    it(IM, "standby_current", "uA", typ=9, condition="full sleep, regulator included"),
)
IM_I2C = f(
    IM,
    1,
    "The bus runs at up to 400 kHz",
    it(IM, "i2c_clock_frequency", "kHz", hi=400),
)
IM_TOP = f(
    IM,
    1,
    "Keep the board between -20 " + DEG + " and +70 " + DEG + " while it works",
    it(IM, "operating_temperature", DEG, lo=-20, hi=70),
)
IM_ADDR = f(
    IM,
    2,
    "Inertial unit (accel + gyro) 0x6A 0x6B",
    it(IM, "i2c_address", values=["0x6A", "0x6B"], condition="inertial unit, AD0 open / bridged"),
)
IM_MADDR = f(
    IM,
    2,
    "Magnetometer 0x1E 0x1E",
    it(IM, "i2c_address", values=["0x1E"], condition="magnetometer"),
)
IM_ACC = f(
    IM,
    1,
    PM + "2 / 4 / 8 / 16 g",
    it(
        IM,
        "measurement_range",
        "g",
        lo=-16,
        hi=16,
        quantity="acceleration",
        condition="largest selectable full scale",
    ),
)
IM_GYR = f(
    IM,
    1,
    PM + "250 ... " + PM + "2000 dps",
    it(
        IM,
        "measurement_range",
        "dps",
        lo=-2000,
        hi=2000,
        quantity="angular_rate",
        condition="largest selectable full scale",
    ),
)
IM_MAG = f(
    IM,
    1,
    "Measurement range " + PM + "4900 " + MU + "T",
    it(IM, "measurement_range", "uT", lo=-4900, hi=4900, quantity="magnetic_field"),
)
IM_GSENS = f(
    IM,
    1,
    "131 LSB/dps",
    it(IM, "sensitivity", "LSB/dps", typ=131, quantity="angular_rate", condition="at 250 dps"),
)
IM_ABS = f(
    IM,
    2,
    lead("VIN (WM-IMU9)", 174, "6.0 V"),
    it("WM-IMU9", "abs_max_supply_voltage", "V", hi=6.0, condition="VIN"),
)
IM_QABS = f(
    IM,
    2,
    lead("3V3 pad fed from outside (WM-IMU9-Q)", 136, "4.0 V"),
    it("WM-IMU9-Q", "abs_max_supply_voltage", "V", hi=4.0, condition="3V3 pad fed from outside"),
)
IM_SHIFT = note(IM, 1, "SDA / SCL level-shifted 3.3 V only")
IM_NOHEAD = note(IM, 2, "we do not state a heading accuracy")

# ---------------------------------------------------------------- TLS-4 / -4H
LS_LV = f(
    LS,
    1,
    "LV reference rail 1.8 3.3 3.6 V",
    it(LS, "io_supply_voltage", "V", lo=1.8, typ=3.3, hi=3.6, condition="LV reference rail"),
)
LS_HV = f(
    LS,
    1,
    "HV reference rail 2.7 5.0 5.5 V",
    it(LS, "io_supply_voltage", "V", lo=2.7, typ=5.0, hi=5.5, condition="HV reference rail"),
)
LS_I2C_18_5 = f(
    LS,
    1,
    "I2C SCL / SDA (open-drain) 100 100 400 kHz",
    it("TLS-4", "i2c_clock_frequency", "kHz", hi=100, condition="TLS-4, 1.8 V <-> 5 V"),
)
LS_I2C_33_5 = f(
    LS,
    1,
    "I2C SCL / SDA (open-drain) 100 100 400 kHz",
    it("TLS-4", "i2c_clock_frequency", "kHz", hi=400, condition="TLS-4, 3.3 V <-> 5 V"),
)
LS_H_18_5 = f(
    LS,
    1,
    "TLS-4H, I2C 400 400 1000 kHz",
    it("TLS-4H", "i2c_clock_frequency", "kHz", hi=400, condition="TLS-4H, 1.8 V <-> 5 V"),
)
LS_H_33_5 = f(
    LS,
    1,
    "TLS-4H, I2C 400 400 1000 kHz",
    it("TLS-4H", "i2c_clock_frequency", "kHz", hi=1000, condition="TLS-4H, 3.3 V <-> 5 V"),
)
LS_PP_33_5 = f(
    LS,
    1,
    "Push-pull (UART, SPI) 0.8 0.5 2 MHz",
    it(LS, "spi_clock_frequency", "MHz", hi=2, condition="push-pull, 3.3 V <-> 5 V"),
)
LS_HVABS = f(
    LS,
    1,
    lead("HV rail to GND", 176, "6.0 V"),
    it(LS, "abs_max_supply_voltage", "V", hi=6.0, condition="HV rail"),
)
LS_CH = f(
    LS,
    1,
    lead("Continuous current through one channel", 133, "50 mA"),
    it(LS, "output_current", "mA", hi=50, condition="per channel, absolute maximum"),
)
LS_TOP = f(
    LS,
    1,
    lead("Operating temperature", 145, "-40 " + DEG + " to +85 " + DEG),
    it(LS, "operating_temperature", DEG, lo=-40, hi=85),
)
LS_GAP = note(LS, 1, "LV must always be at least 0.4 V below HV")
LS_NOPOWER = note(
    LS, 2, "the board has no regulator and passes no power from one side to the other"
)
LS_WS = note(LS, 2, "Will it work with a WS2812 LED strip? - Not reliably.")
LS_CABLE = note(LS, 2, "We have not characterized long cables; the table assumes 100 pF.")

# ---------------------------------------------------------------- HBZ-M3 / -M5 / -M12
BZ_OPV = "Operating voltage 2.5~4.5 3.5~7 8~16 V DC"
BZ_V3 = f(
    BZ,
    1,
    BZ_OPV,
    it("HBZ-M3", "supply_voltage", "V", lo=2.5, hi=4.5, condition="HBZ-M3 operating voltage"),
)
BZ_V5 = f(
    BZ,
    1,
    BZ_OPV,
    it("HBZ-M5", "supply_voltage", "V", lo=3.5, hi=7, condition="HBZ-M5 operating voltage"),
)
BZ_V12 = f(
    BZ,
    1,
    BZ_OPV,
    it("HBZ-M12", "supply_voltage", "V", lo=8, hi=16, condition="HBZ-M12 operating voltage"),
)
BZ_I5 = f(
    BZ,
    1,
    "Rated current 22 25 18 mA max.",
    it("HBZ-M5", "supply_current", "mA", hi=25, condition="HBZ-M5 at rated 5 V"),
)
BZ_I12 = f(
    BZ,
    1,
    "Rated current 22 25 18 mA max.",
    it("HBZ-M12", "supply_current", "mA", hi=18, condition="HBZ-M12 at rated 12 V"),
)
BZ_TYP5 = f(
    BZ,
    2,
    "5V 21 mA 85 dB",
    it("HBZ-M5", "supply_current", "mA", typ=21, condition="HBZ-M5 at 5 V, typical"),
)
BZ_TOP = f(
    BZ,
    1,
    "Operating temperature -20~+70",
    it(BZ, "operating_temperature", DEG, lo=-20, hi=70),
)
BZ_ABS3 = f(
    BZ,
    1,
    "VCC 5.5 9 20 V",
    it("HBZ-M3", "abs_max_supply_voltage", "V", hi=5.5, condition="HBZ-M3"),
)
BZ_ABS5 = f(
    BZ,
    1,
    "VCC 5.5 9 20 V",
    it("HBZ-M5", "abs_max_supply_voltage", "V", hi=9, condition="HBZ-M5"),
)
BZ_VIL5 = f(
    BZ,
    1,
    "0.6 0.8 0.8 V max.",
    it("HBZ-M5", "input_low_voltage", "V", hi=0.8, condition="I/O low level (sound ON), HBZ-M5"),
)
BZ_PULLUP = note(
    BZ,
    2,
    "do not connect it directly to a 3.3 V or 5 V microcontroller pin",
)
BZ_NOPWM = note(BZ, 2, "Do not drive with PWM or audio signal")

# ---------------------------------------------------------------- ORP16
RL_COIL12 = f(
    RL,
    1,
    "12 12 8.4 1.2 15.6 270 530",
    it("ORP16-1A-12", "coil_voltage", "V", value=12, condition="coil code 12"),
)
RL_R12 = f(
    RL,
    1,
    "12 12 8.4 1.2 15.6 270 530",
    it("ORP16-1A-12", "coil_resistance", "Ohm", value=270, condition="coil code 12, ±10 %"),
)
RL_P = f(
    RL,
    1,
    "12 12 8.4 1.2 15.6 270 530",
    it("ORP16-1A-12", "coil_power", "mW", value=530, condition="rated coil power"),
)
RL_R24 = f(
    RL,
    1,
    "24 24 16.8 2.4 31.2 1090 530",
    it("ORP16", "coil_resistance", "Ohm", value=1090, condition="coil code 24"),
)
RL_I_A = f(
    RL,
    1,
    "Rated current 16 10 (NO) / 6 (NC) A",
    it("ORP16-1A-12", "contact_current", "A", hi=16, condition="1 form A, rated"),
)
RL_I_C = f(
    RL,
    1,
    "Rated current 16 10 (NO) / 6 (NC) A",
    it("ORP16-1C-12", "contact_current", "A", hi=10, condition="1 form C, NO contact"),
)
RL_VAC = f(
    RL,
    1,
    "Rated voltage / max. switching voltage 250 / 400 250 / 400 V AC",
    it(RL, "contact_voltage", "V", typ=250, hi=400, condition="AC, rated / max. switching"),
)
RL_DC24_A = f(
    RL,
    1,
    "DC load, resistive, 24 V DC 16 8 A",
    it("ORP16-1A-12", "contact_current", "A", hi=16, condition="1 form A, 24 V DC resistive"),
)
RL_DC250 = f(
    RL,
    1,
    "DC load, resistive, 250 V DC 0.35 0.35 A",
    it(RL, "contact_current", "A", hi=0.35, condition="250 V DC resistive"),
)
RL_TOP = f(RL, 1, "Tamb -40 ... +85", it(RL, "operating_temperature", DEG, lo=-40, hi=85))
RL_DIODE = note(RL, 2, "The coil has no built-in suppression diode")
RL_MOTOR = note(RL, 2, "Motor and lamp loads: please consult us; no ratings are given here.")
RL_UL = note(RL, 2, "Approvals: VDE and UL recognition for ORP16-1A only.")

# ---------------------------------------------------------------- QH1720A / B
FG_V = f(
    FG,
    1,
    "Supply Voltage VCELL (Note 2) 2.5 4.5 V",
    it(FG, "supply_voltage", "V", lo=2.5, hi=4.5, condition="VCELL"),
)
FG_IDD1 = f(
    FG,
    1,
    "IDD1 23 40 " + MU + "A",
    it(FG, "supply_current", "uA", typ=23, hi=40, condition="active mode, not converting"),
)
FG_IDD0 = f(
    FG,
    1,
    "Supply Current IDD0 Hibernate mode 4 7 " + MU + "A",
    it(FG, "standby_current", "uA", typ=4, hi=7, condition="hibernate"),
)
FG_ABS = f(
    FG,
    1,
    lead("CELL to GND", 179, "-0.3V to +6V"),
    it(FG, "abs_max_supply_voltage", "V", hi=6, condition="CELL to GND"),
)
FG_TOP = f(
    FG,
    1,
    lead("Operating Temperature Range", 148, "-40" + DEG + " to +85" + DEG),
    it(FG, "operating_temperature", DEG, lo=-40, hi=85),
)
FG_ERR25 = f(
    FG,
    1,
    "VERR -7.5 +7.5 mV",
    it(FG, "accuracy", "mV", lo=-7.5, hi=7.5, quantity="voltage", condition="VCELL = 3.6 V, 25 °C"),
)
FG_ERRT = f(
    FG,
    1,
    "TA = -20" + DEG + " to +70" + DEG + " -20 +20 mV",
    it(FG, "accuracy", "mV", lo=-20, hi=20, quantity="voltage", condition="-20 to +70 °C"),
)
FG_I2C = f(
    FG,
    2,
    "SCL Clock Frequency fSCL (Note 3) 400 kHz",
    it(FG, "i2c_clock_frequency", "kHz", hi=400),
)
FG_FMP = note(FG, 2, "Note 3: Fast mode. Fast-mode Plus (1 MHz) is not supported.")
FG_ADDR = f(FG, 1, "I2C interface, fixed address 0x36", it(FG, "i2c_address", values=["0x36"]))
FG_VIH = f(FG, 2, "VIH SDA, SCL 1.4 V", it(FG, "input_high_voltage", "V", lo=1.4))
FG_VIL = f(FG, 2, "VIL SDA, SCL 0.5 V", it(FG, "input_low_voltage", "V", hi=0.5))
FG_B = note(FG, 1, "QH1720B 4.35 V / 4.4 V")

# ---------------------------------------------------------------- LY-T20S-N / -T
TF_VCC = f(
    TF,
    1,
    "Module power voltage VCC 3.0 3.3 5.5 V",
    it(TF, "supply_voltage", "V", lo=3.0, typ=3.3, hi=5.5, condition="VCC"),
)
TF_LOGIC = note(TF, 1, "Logic level: 3.3V (5V logic need level shifter)")
TF_ICC = f(
    TF,
    1,
    "ICC 48 65 mA VCC=3.3V, full white",
    it(TF, "supply_current", "mA", typ=48, hi=65, condition="backlight on, VCC = 3.3 V"),
)
TF_SLEEP = f(
    TF,
    1,
    "Sleep current 80 " + MU + "A",
    it(TF, "standby_current", "uA", hi=80, condition="BLK low, sleep in"),
)
TF_SPIW = f(
    TF,
    1,
    "tSCYCW 16 ns 62.5MHz",
    it(TF, "spi_clock_frequency", "MHz", hi=62.5, condition="write"),
)
TF_SPIR = f(
    TF,
    1,
    "tSCYCR 150 ns 6.6MHz",
    it(TF, "spi_clock_frequency", "MHz", hi=6.6, condition="read"),
)
TF_TOP_N = f(
    TF,
    2,
    "Operating temperature -20~70 -10~60",
    it("LY-T20S-N", "operating_temperature", DEG, lo=-20, hi=70, condition="LY-T20S-N"),
)
TF_TOP_T = f(
    TF,
    2,
    "Operating temperature -20~70 -10~60",
    it("LY-T20S-T", "operating_temperature", DEG, lo=-10, hi=60, condition="LY-T20S-T"),
)
TF_BL5 = note(TF, 2, "at VCC=5V current is higher.")

# ---------------------------------------------------------------- QL-F12 / -F34
FL_R12 = f(
    FL,
    1,
    "Flow range 1~30 L/min 2~60 L/min",
    it(
        "QL-F12",
        "measurement_range",
        "L/min",
        lo=1,
        hi=30,
        quantity="flow_rate",
        condition="QL-F12",
    ),
)
FL_R34 = f(
    FL,
    1,
    "Flow range 1~30 L/min 2~60 L/min",
    it(
        "QL-F34",
        "measurement_range",
        "L/min",
        lo=2,
        hi=60,
        quantity="flow_rate",
        condition="QL-F34",
    ),
)
FL_V = f(
    FL,
    1,
    "Working voltage: DC 5V~18V",
    it(FL, "supply_voltage", "V", lo=5, hi=18),
)
FL_I = f(
    FL,
    1,
    "Max working current: 15mA (DC 5V)",
    it(FL, "supply_current", "mA", hi=15, condition="DC 5 V"),
)
FL_VOH = f(
    FL,
    1,
    "Output high level: \u22654.5V (DC 5V input)",
    it(FL, "output_high_voltage", "V", lo=4.5, condition="5 V supply"),
)
FL_VOL = f(FL, 1, "Output low level: \u22640.5V", it(FL, "output_low_voltage", "V", hi=0.5))
FL_TOP = f(
    FL,
    1,
    "Working environment temperature: 0~+80",
    it(FL, "operating_temperature", DEG, lo=0, hi=80),
)
FL_HUM = f(
    FL,
    1,
    "Working humidity: 35%~90%RH",
    it(FL, "operating_humidity", "%RH", lo=35, hi=90),
)
FL_K = note(FL, 1, "Pulse characteristic F=7.5xQ F=5.5xQ")
FL_WT = note(FL, 1, "Water temperature \u226480\u2103")
FL_PULL = note(FL, 2, "If you power by 12V, the signal high is also about 12V")
FL_FOOD = note(FL, 2, "Not for drinking water certification; the body is not food grade.")
FL_ACCN = note(FL, 1, "accuracy is for horizontal install")
