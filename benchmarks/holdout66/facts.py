"""Reference facts of the sixty-sixth hold-out set, shared by factual and
compatibility questions. Every number was read off the generated PDFs
(``pdftotext -layout``) and each quote is on the cited page."""

from __future__ import annotations

from qkit import AQ, JS, LC, MA, RT, SC, SV, TX, Fact, Item, ev, it

DEG = "\u00b0C"
MU = "\u00b5"
FW_C = "\u2103"
FWC = "\uff1a"
FWT = "\uff5e"
FWCOMMA = "\uff0c"


def f(device: str, page: int, quote: str, *items: Item) -> Fact:
    return list(items), [ev(device, page, quote)]


def note(device: str, page: int, quote: str) -> Fact:
    """A statement without numbers: evidence only."""
    return [], [ev(device, page, quote)]


# ---------------------------------------------------------------- QY-SC3 (MPPT)
S1, S2, SL = "QY-SC3-1S", "QY-SC3-2S", "QY-SC3-LF"
SC_VIN_LINE = "Panel input voltage 6" + FWT + "24 11" + FWT + "28 6" + FWT + "24 V"
SC_VIN_1S = f(
    SC, 1, SC_VIN_LINE, it(S1, "supply_voltage", "V", lo=6, hi=24, condition="panel input")
)
SC_VIN_2S = f(
    SC, 1, SC_VIN_LINE, it(S2, "supply_voltage", "V", lo=11, hi=28, condition="panel input")
)
SC_VIN_LF = f(
    SC, 1, SC_VIN_LINE, it(SL, "supply_voltage", "V", lo=6, hi=24, condition="panel input")
)
SC_VF_LINE = "Full charge voltage 4.20 8.40 3.65 V"
SC_VF_2S = f(SC, 1, SC_VF_LINE, it(S2, "output_voltage", "V", value=8.4, condition="full charge"))
SC_VF_LF = f(SC, 1, SC_VF_LINE, it(SL, "output_voltage", "V", value=3.65, condition="full charge"))
SC_I_LINE = "Charge current (max) 3 2 3 A"
SC_I_1S = f(SC, 1, SC_I_LINE, it(S1, "output_current", "A", hi=3, condition="charge current"))
SC_I_2S = f(SC, 1, SC_I_LINE, it(S2, "output_current", "A", hi=2, condition="charge current"))
SC_I_LF = f(SC, 1, SC_I_LINE, it(SL, "output_current", "A", hi=3, condition="charge current"))
SC_DRAIN_2S = f(
    SC,
    1,
    "Battery drain at night 25 40 25 " + MU + "A",
    it(S2, "standby_current", "uA", typ=40, condition="battery drain at night"),
)
SC_TOP = f(
    SC,
    1,
    "Working temperature" + FWC + "-20" + FW_C + FWT + "+65" + FW_C,
    it(SC, "operating_temperature", DEG, lo=-20, hi=65),
)
SC_ABS = f(
    SC,
    1,
    "Panel input more than 30V will burn the module",
    it(SC, "abs_max_supply_voltage", "V", hi=30, condition="panel input"),
)
SC_NOLEAD = note(
    SC, 1, "Can not charge lead-acid battery" + FWCOMMA + "can not charge 3 cells or more."
)
SC_12V = note(
    SC,
    2,
    'Common "12V" panel have Vmp about 18V and Voc about 21V'
    + FWCOMMA
    + "it is OK for all versions.",
)
SC_POWER = note(SC, 1, "3A is possible only when panel is bigger than 20W.")
SC_NOLOAD = note(SC, 1, "it have no load output and no light control function.")

# ---------------------------------------------------------------- TFD-RT47 (RTC)
RT_VCLK = f(
    RT,
    1,
    "Timekeeping voltage VCLK - 1.6 3.0 5.5 V",
    it(RT, "supply_voltage", "V", lo=1.6, typ=3.0, hi=5.5, condition="timekeeping"),
)
RT_VACC = f(
    RT,
    1,
    "VACC - 2.5 3.0 5.5 V",
    it(RT, "supply_voltage", "V", lo=2.5, typ=3.0, hi=5.5, condition="interface (I2C access)"),
)
RT_I2C_NOTE = note(
    RT, 2, "Below 2.5 V the clock keeps counting but the I2C-Bus must not be accessed."
)
RT_TOP = f(
    RT,
    1,
    "Operating temperature TOPR No condensation -40 +25 +85 " + FW_C,
    it(RT, "operating_temperature", DEG, lo=-40, hi=85),
)
RT_ABS = f(
    RT,
    1,
    "Supply voltage VDD Between VDD and GND -0.3 to +6.5 V",
    it(RT, "abs_max_supply_voltage", "V", lo=-0.3, hi=6.5),
)
RT_ADDR = f(
    RT,
    1,
    "the slave address is fixed at 0x32 (7-bit), read as 0x65 and written as 0x64",
    it(RT, "i2c_address", values=["0x32"]),
)
RT_IDD1_3V = f(
    RT,
    1,
    "Timekeeping current IDD1 0.45 0.65 1.05 " + MU + "A",
    it(RT, "supply_current", "uA", typ=0.65, condition="timekeeping, VDD = 3.0 V"),
)
RT_IDD1_16 = f(
    RT,
    1,
    "Timekeeping current IDD1 0.45 0.65 1.05 " + MU + "A",
    it(RT, "supply_current", "uA", typ=0.45, condition="timekeeping, VDD = 1.6 V"),
)
RT_IDD3_5V = f(
    RT,
    1,
    "IDD3 - 45 95 " + MU + "A",
    it(RT, "supply_current", "uA", typ=95, condition="I2C access 400 kHz, VDD = 5.0 V"),
)
RT_SCL = f(
    RT,
    2,
    "SCL clock frequency fSCL 400 kHz",
    it(RT, "i2c_clock_frequency", "kHz", hi=400),
)
RT_STOR = f(
    RT,
    1,
    "Storage temperature TSTG Stored as bare product -55 to +125",
    it(RT, "storage_temperature", DEG, lo=-55, hi=125),
)
RT_PULLUP = note(
    RT, 2, "Pull-up resistors on SDA and /INT are required; they may go to any voltage up to 5.5 V."
)

# ---------------------------------------------------------------- VGS-AQ3 (air quality)
AQ_VIN = f(AQ, 1, "Board supply VIN 3.0 ... 5.5 V", it(AQ, "supply_voltage", "V", lo=3.0, hi=5.5))
AQ_ABS = f(AQ, 1, "Never exceed on VIN 6.0 V", it(AQ, "abs_max_supply_voltage", "V", hi=6.0))
AQ_ICONT = f(
    AQ,
    1,
    "31 mA heating mode",
    it(AQ, "supply_current", "mA", typ=31, condition="continuous heating mode"),
)
AQ_ILP = f(
    AQ,
    1,
    "2.9 mA 90 s mode (60 s cycle)",
    it(AQ, "supply_current", "mA", typ=2.9, condition="low-power mode, 60 s cycle"),
)
AQ_ISLP = f(
    AQ,
    1,
    "45 " + MU + "A 48 h (heater off)",
    it(AQ, "standby_current", "uA", typ=45, condition="sleep, heater off"),
)
AQ_WARM = f(
    AQ,
    1,
    "Warm-up until first 2.9 mA 90 s mode (60 s cycle) valid reading",
    it(AQ, "warm_up_time", "s", value=90, condition="after every power-on"),
)
AQ_COND = f(
    AQ,
    2,
    "else the 48 h conditioning starts again",
    it(AQ, "warm_up_time", "h", value=48, condition="conditioning of a new board"),
)
AQ_TVOC = f(
    AQ,
    1,
    "TVOC output range 0 ... 30000 ppb",
    it(
        AQ,
        "measurement_range",
        "ppb",
        lo=0,
        hi=30000,
        quantity="gas_concentration",
        condition="TVOC",
    ),
)
AQ_CO2 = f(
    AQ,
    1,
    "CO2-equivalent 400 ... 16000 ppm",
    it(
        AQ,
        "measurement_range",
        "ppm",
        lo=400,
        hi=16000,
        quantity="gas_concentration",
        condition="CO2eq",
    ),
)
AQ_TOP = f(
    AQ,
    1,
    "Operating temperature -10 ... +50 " + DEG,
    it(AQ, "operating_temperature", DEG, lo=-10, hi=50),
)
AQ_HUM = f(
    AQ,
    1,
    "Operating humidity 10 ... 90 %RH non-condensing",
    it(AQ, "operating_humidity", "%RH", lo=10, hi=90),
)
AQ_ADDR = f(
    AQ,
    2,
    "Address select: open = 0x5A, to GND = 0x5B",
    it(AQ, "i2c_address", values=["0x5A", "0x5B"]),
)
AQ_SCL = f(AQ, 1, "I2C clock max. 400 kHz", it(AQ, "i2c_clock_frequency", "kHz", hi=400))
AQ_LEVEL = note(AQ, 1, "SDA and SCL are level shifted to the VIN level")
AQ_CO2ACC = note(AQ, 1, "No accuracy figure is given for the CO2-equivalent value")
AQ_OUTDOOR = note(AQ, 1, "The element is not specified for outdoor use")
AQ_HOSTS = note(AQ, 1, "run from a 3.3 V or 5 V host supply")

# ---------------------------------------------------------------- DJ-LC24 (load cell)
LC_VCC = f(
    LC,
    1,
    "Input power voltage VCC to GND 2.7 5.0 5.5 V",
    it(LC, "supply_voltage", "V", lo=2.7, typ=5.0, hi=5.5),
)
LC_EXC = f(
    LC,
    1,
    "Excitation voltage to load cell E+ to E-, VCC \u2265 4.7V 4.3\u203b1 V",
    it(LC, "output_voltage", "V", typ=4.3, condition="excitation, VCC >= 4.7 V"),
)
LC_IN128 = f(
    LC,
    1,
    "Differential input range Gain 128, channel A -20 +20 mV",
    it(LC, "analog_input_range", "mV", lo=-20, hi=20, condition="gain 128, channel A"),
)
LC_IN32 = f(
    LC,
    1,
    "Gain 32, channel B -80 +80 mV",
    it(LC, "analog_input_range", "mV", lo=-80, hi=80, condition="gain 32, channel B"),
)
LC_PD = f(
    LC,
    1,
    "Power down current PD_SCK high > 60" + MU + "s 0.3 1 " + MU + "A",
    it(LC, "standby_current", "uA", typ=0.3, hi=1),
)
LC_TOP = f(
    LC,
    1,
    "Working temperature -20 +70 " + FW_C,
    it(LC, "operating_temperature", DEG, lo=-20, hi=70),
)
LC_RATE80 = f(
    LC,
    1,
    "Output data rate 10 80 SPS",
    it(LC, "data_rate", "SPS", value=80, condition="RATE short"),
)
LC_I80 = f(
    LC,
    1,
    "Board current (with load cell) 14.3 14.5 mA",
    it(LC, "supply_current", "mA", typ=14.5, condition="80 SPS, 350 Ohm load cell"),
)
LC_I10_NOLC = f(
    LC,
    1,
    "Board current (no load cell) 1.5 1.7 mA",
    it(LC, "supply_current", "mA", typ=1.5, condition="10 SPS, no load cell"),
)
LC_ABS = f(
    LC, 1, "VCC to GND -0.3 ~ +6.0 V", it(LC, "abs_max_supply_voltage", "V", lo=-0.3, hi=6.0)
)
LC_SCK = f(LC, 1, "PD_SCK clock frequency 1\u203b2 MHz", it(LC, "spi_clock_frequency", "MHz", hi=1))
LC_3V3 = note(
    LC,
    2,
    "If MCU is 3.3V type, please supply VCC from 3.3V. 5V VCC with 3.3V MCU can damage MCU input.",
)
LC_LEVEL = note(LC, 1, "DOUT and PD_SCK level is same as VCC.")
LC_NOTI2C = note(LC, 1, "it is not I2C, please use bit-bang")
LC_EXCLOW = note(LC, 1, "When VCC is lower than 4.7V, excitation voltage is VCC - 0.4V")

# ---------------------------------------------------------------- WRM-TX4 (433 MHz)
TL, TH = "WRM-TX4-L", "WRM-TX4-H"
TX_VS_LINE = "Supply voltage range 2.2 to 5.5 4.5 to 12.0 V"
TX_VS_L = f(TX, 1, TX_VS_LINE, it(TL, "supply_voltage", "V", lo=2.2, hi=5.5))
TX_VS_H = f(TX, 1, TX_VS_LINE, it(TH, "supply_voltage", "V", lo=4.5, hi=12.0))
TX_ABS_LINE = "Supply voltage, absolute limit 6.0 14.0 V"
TX_ABS_L = f(TX, 1, TX_ABS_LINE, it(TL, "abs_max_supply_voltage", "V", hi=6.0))
TX_ABS_H = f(TX, 1, TX_ABS_LINE, it(TH, "abs_max_supply_voltage", "V", hi=14.0))
TX_ION_LINE = "Current, carrier on (DATA high) 14 38 mA"
TX_AT = note(TX, 1, "Measured at VS = 5.0 V VS = 12.0 V")
TX_ION_L = (
    [it(TL, "supply_current", "mA", typ=14, condition="carrier on, VS = 5 V")],
    [ev(TX, 1, TX_ION_LINE), ev(TX, 1, "Measured at VS = 5.0 V VS = 12.0 V")],
)
TX_ION_H = (
    [it(TH, "supply_current", "mA", typ=38, condition="carrier on, VS = 12 V")],
    [ev(TX, 1, TX_ION_LINE), ev(TX, 1, "Measured at VS = 5.0 V VS = 12.0 V")],
)
TX_IOFF_H = f(
    TX,
    1,
    "Current, carrier off (DATA low) 0.4 1.0 " + MU + "A",
    it(TH, "standby_current", "uA", typ=1.0, condition="carrier off, DATA low"),
)
TX_PWR_LINE = "Output power into 50 \u03a9 +10 +16 dBm"
TX_PWR_L = f(TX, 1, TX_PWR_LINE, it(TL, "tx_power", "dBm", value=10))
TX_PWR_H = f(TX, 1, TX_PWR_LINE, it(TH, "tx_power", "dBm", value=16))
TX_FREQ = f(
    TX, 1, "Centre frequency 433.92 433.92 MHz", it(TX, "frequency_band", "MHz", value=433.92)
)
TX_RATE_LINE = "Maximum data rate 10 4.8 kbps"
TX_RATE_L = f(TX, 1, TX_RATE_LINE, it(TL, "baud_rate", "kbps", hi=10, condition="data rate"))
TX_RATE_H = f(TX, 1, TX_RATE_LINE, it(TH, "baud_rate", "kbps", hi=4.8, condition="data rate"))
TX_TOP_LINE = "Operating temperature -20 to +70 -20 to +60 " + DEG
TX_TOP_L = f(TX, 1, TX_TOP_LINE, it(TL, "operating_temperature", DEG, lo=-20, hi=70))
TX_TOP_H = f(TX, 1, TX_TOP_LINE, it(TH, "operating_temperature", DEG, lo=-20, hi=60))
TX_VIH = f(
    TX,
    1,
    "DATA input high threshold 2.0 2.0 V min",
    it(TX, "input_high_voltage", "V", lo=2.0, condition="DATA"),
)
TX_LOGIC = note(
    TX, 1, "The DATA input works from 3 V or 5 V logic whatever the supply of the module."
)
TX_NOAPPROVAL = note(TX, 2, "they carry no approval of their own")
TX_10MW = note(TX, 2, "The WRM-TX4-H exceeds 10 mW")

# ---------------------------------------------------------------- TH-S17 (servo)
SM = "TH-S17M"
SV_V = f(
    SV,
    1,
    "Operating voltage (V) 4.0 - 6.0 4.0 - 6.0",
    it(SV, "supply_voltage", "V", lo=4.0, hi=6.0),
)
SV_STALL_LINE = "Stall current (A)2 1.1 1.4"
SV_STALL_NOTE = "2) at 6.0 V; at 4.8 V the stall current is 0.85 A (TH-S17) and 1.1 A (TH-S17M)."
SV_STALL6_M = (
    [it(SM, "supply_current", "A", typ=1.4, condition="stall at 6.0 V")],
    [ev(SV, 1, SV_STALL_LINE), ev(SV, 1, SV_STALL_NOTE)],
)
SV_STALL6 = (
    [it(SV, "supply_current", "A", typ=1.1, condition="stall at 6.0 V")],
    [ev(SV, 1, SV_STALL_LINE), ev(SV, 1, SV_STALL_NOTE)],
)
SV_STALL48_M = f(
    SV, 1, SV_STALL_NOTE, it(SM, "supply_current", "A", typ=1.1, condition="stall at 4.8 V")
)
SV_STALL48 = f(
    SV, 1, SV_STALL_NOTE, it(SV, "supply_current", "A", typ=0.85, condition="stall at 4.8 V")
)
SV_IDLE = f(
    SV, 1, "Idle current (mA) 6 6", it(SV, "standby_current", "mA", typ=6, condition="idle")
)
SV_TOP_LINE = "Operating temperature (" + DEG + ") -10 to +55 -20 to +60"
SV_TOP = f(SV, 1, SV_TOP_LINE, it(SV, "operating_temperature", DEG, lo=-10, hi=55))
SV_TOP_M = f(SV, 1, SV_TOP_LINE, it(SM, "operating_temperature", DEG, lo=-20, hi=60))
SV_SIG = f(
    SV,
    1,
    "Positive pulse, 3.0 V to 5.5 V high level: a 3.3 V microcontroller drives it directly.",
    it(SV, "input_high_voltage", "V", lo=3.0, hi=5.5, condition="signal pulse high level"),
)
SV_2S = note(
    SV,
    1,
    "a 2S LiPo (7.4 V nominal, 8.4 V charged) will damage the amplifier unless a regulator is used",
)
SV_USB = note(SV, 2, "a USB port (0.5 A) is not enough for even one stalled servo.")

# ---------------------------------------------------------------- NHR-JS2 (joystick)
JS_V = f(JS, 1, "Operating voltage 3.3 V to 5 V", it(JS, "supply_voltage", "V", lo=3.3, hi=5))
JS_FULL_LINE = "VRx / VRy, full travel 0 - 3.3 V 0 - 5.0 V"
JS_OUT5 = f(
    JS, 1, JS_FULL_LINE, it(JS, "analog_output_voltage", "V", lo=0, hi=5.0, condition="VCC = 5.0 V")
)
JS_OUT33 = f(
    JS, 1, JS_FULL_LINE, it(JS, "analog_output_voltage", "V", lo=0, hi=3.3, condition="VCC = 3.3 V")
)
JS_CTR33 = f(
    JS,
    1,
    "VRx / VRy, stick released 1.5 - 1.8 V 2.3 - 2.7 V",
    it(JS, "analog_output_voltage", "V", lo=1.5, hi=1.8, condition="stick released, VCC = 3.3 V"),
)
JS_I5 = f(
    JS,
    1,
    "Current from VCC (both pots) 0.66 mA 1.0 mA",
    it(JS, "supply_current", "mA", typ=1.0, condition="VCC = 5.0 V"),
)
JS_TOP = f(
    JS,
    1,
    "Operating temperature 0 " + DEG + " to 70 " + DEG,
    it(JS, "operating_temperature", DEG, lo=0, hi=70),
)
JS_5V = note(
    JS,
    2,
    "If you power the module from 5 V, VRx and VRy reach 5 V: do not wire them to a 3.3 V-only ADC "
    "such as the ESP32's.",
)
JS_PULLUP = note(JS, 1, "no pull-up on the board")
JS_NOREG = note(JS, 2, "the module has no regulator and passes VCC to the potentiometers.")

# ---------------------------------------------------------------- AGM1-EVB (mic AGC)
MA_VDD = f(
    MA,
    1,
    "Supply Voltage Range VDD Guaranteed by PSRR test 2.7 5.5 V",
    it(MA, "supply_voltage", "V", lo=2.7, hi=5.5),
)
MA_IDD = f(
    MA,
    1,
    "Supply Current IDD No load 3.1 4.5 mA",
    it(MA, "supply_current", "mA", typ=3.1, hi=4.5, condition="VDD = 3.3 V"),
)
MA_IDD55 = f(
    MA,
    1,
    "VDD = 5.5V 3.6 5.2 mA",
    it(MA, "supply_current", "mA", typ=3.6, hi=5.2, condition="VDD = 5.5 V"),
)
MA_SHDN = f(
    MA,
    1,
    "Shutdown Supply Current ISHDN SHDN = GND 0.2 0.5 " + MU + "A",
    it(MA, "standby_current", "uA", typ=0.2, hi=0.5),
)
MA_BIAS = f(
    MA,
    1,
    "Output DC Level VBIAS 1.18 1.23 1.28 V",
    it(MA, "analog_output_voltage", "V", lo=1.18, typ=1.23, hi=1.28, condition="DC level VBIAS"),
)
MA_SWING = f(
    MA,
    2,
    "at the AGC-regulated 2 Vp-p it stays inside 0.23 V to 2.23 V and therefore fits a 3.3 V ADC input",
    it(MA, "analog_output_voltage", "V", lo=0.23, hi=2.23, condition="AGC-regulated 2 Vp-p"),
)
MA_TOP = (
    [it(MA, "operating_temperature", DEG, lo=-40, hi=85)],
    [ev(MA, 2, "Operating Temperature Range"), ev(MA, 2, "-40" + DEG + " to +85" + DEG)],
)
MA_ABS = (
    [it(MA, "abs_max_supply_voltage", "V", lo=-0.3, hi=6)],
    [ev(MA, 2, "VDD to GND"), ev(MA, 2, "-0.3V to +6V")],
)
MA_VIH = f(
    MA, 2, "SHDN Input VIH 1.4 V", it(MA, "input_high_voltage", "V", lo=1.4, condition="SHDN")
)
MA_SHDN_NOTE = note(
    MA,
    2,
    "The SHDN pin is pulled to VDD on the board and is not brought to a header pin on the standard "
    "version.",
)
MA_NOSPK = note(MA, 2, "do not connect a speaker or headphones directly.")
