"""Reference facts of the hundred-and-third hold-out set, read off the generated PDFs
with ``pdftotext -layout`` (page numbers are 1-based). Quotes follow the order in
which pdftotext prints a row: a wrapped parameter name puts the values between its
two lines.
"""

from __future__ import annotations

from qkit import BG, DB, KB, LK, SY, TP, YB, ZR, Fact, ev, it

# ---------------------------------------------------------------- LKT3051 (CAN)
LK_VCC: Fact = (
    [it(LK, "supply_voltage", "V", lo=4.5, hi=5.5, condition="VCC, static characteristics")],
    [ev(LK, 2, "VCC supply voltage 4.5 - 5.5 V")],
)
LK_VCC_ABS: Fact = (
    [it(LK, "abs_max_supply_voltage", "V", lo=-0.3, hi=6.0, condition="VCC, limiting values")],
    [ev(LK, 1, "VCC supply voltage -0.3 +6.0 V")],
)
LK_VIO: Fact = (
    [it("LKT3051V", "io_supply_voltage", "V", lo=2.8, hi=5.5, condition="pin VIO, LKT3051V only")],
    [ev(LK, 2, "VIO supply voltage on pin VIO 2.8 - 5.5 V")],
)
LK_STBY: Fact = (
    [it(LK, "standby_current", "uA", typ=8, hi=15, condition="ICC, Standby mode, LKT3051")],
    [ev(LK, 2, "Standby mode; LKT3051 - 8 15 µA")],
)
LK_ICC_DOM: Fact = (
    [it(LK, "supply_current", "mA", lo=25, typ=45, hi=70, condition="ICC, Normal mode, dominant")],
    [ev(LK, 2, "ICC supply current Normal mode; dominant; VTXD = 0 V 25 45 70 mA")],
)
LK_VIH: Fact = (
    [it(LK, "input_high_voltage", "V", lo=2.0, condition="TXD / STB, LKT3051")],
    [ev(LK, 2, "VIH LKT3051 2.0 - VCC + 0.3 V")],
)
LK_TEMP: Fact = (
    [it(LK, "operating_temperature", "°C", lo=-40, hi=125, condition="Tamb, ordering information")],
    [ev(LK, 1, "LKT3051T SO8 n.c. -40 to +125 °C")],
)
LK_HINT_3V3 = ev(LK, 2, "neither version operates from a 3.3 V VCC")
LK_HINT_RXD = ev(
    LK,
    2,
    "A 3.3 V microcontroller whose inputs are not 5 V tolerant therefore needs the LKT3051V "
    "with VIO tied to the host's 3.3 V rail",
)

# ------------------------------------------------------------- ZLR-44E (RTC)
ZR_VCC: Fact = (
    [it(ZR, "supply_voltage", "V", lo=3.3, typ=5.0, hi=5.5, condition="module VCC")],
    [ev(ZR, 1, "Uvolthi wokuphakela imojuli / VCC 3.3 5.0 5.5 V Module supply voltage")],
)
ZR_ADDR_RTC: Fact = (
    [it(ZR, "i2c_address", values=["0x68"], condition="RTC, fixed")],
    [ev(ZR, 1, "the RTC answers at the fixed 7-bit address 0x68")],
)
ZR_ADDR_EE: Fact = (
    [it(ZR, "i2c_address", values=["0x57"], condition="EEPROM, A0-A2 jumpers open")],
    [ev(ZR, 1, "The EEPROM answers at 0x57 with the A0, A1 and A2 solder jumpers open")],
)
ZR_TEMP_C: Fact = (
    [it("ZLR-44EC", "operating_temperature", "°C", lo=0, hi=70, condition="commercial grade")],
    [ev(ZR, 1, "0 +70 °C ZLR-44EC")],
)
ZR_TEMP_I: Fact = (
    [it(ZR, "operating_temperature", "°C", lo=-40, hi=85, condition="ZLR-44E industrial grade")],
    [ev(ZR, 1, "TA -40 +85 °C ZLR-44E")],
)
ZR_IBAT: Fact = (
    [
        it(
            ZR,
            "standby_current",
            "uA",
            typ=0.84,
            hi=3.0,
            condition="timekeeping battery current, VCC = 0 V",
        )
    ],
    [ev(ZR, 1, "VCC = 0 V, SQW off 0.84 3.0 µA Timekeeping battery current")],
)
ZR_FSCL: Fact = (
    [it(ZR, "i2c_clock_frequency", "kHz", lo=0, hi=400, condition="fSCL")],
    [ev(ZR, 1, "fSCL 0 400 kHz I2C clock frequency")],
)
ZR_TACC: Fact = (
    [it(ZR, "accuracy", "°C", lo=-3, hi=3, quantity="temperature", condition="temperature sensor")],
    [ev(ZR, 1, "Ukunemba kwenzwa yokushisa / -3 +3 °C Temperature sensor accuracy")],
)
ZR_FAQ_PI = ev(
    ZR,
    2,
    "Power VCC from the 3.3 V pin. The pull-ups go to VCC, so SDA and SCL then stay at 3.3 V.",
)

# ------------------------------------------------------- YB-2412 (load cell)
YB_VCC: Fact = (
    [it(YB, "supply_voltage", "V", lo=2.7, hi=5.5, condition="board VCC")],
    [ev(YB, 1, "Working voltage (VCC) DC 2.7V - 5.5V")],
)
YB_RATE: Fact = (
    [
        it(YB, "data_rate", "SPS", value=10, condition="RATE = 0"),
        it(YB, "data_rate", "SPS", value=80, condition="RATE = 1"),
    ],
    [ev(YB, 1, "Output data rate 10 SPS (RATE = 0, default) or 80 SPS (RATE = 1)")],
)
YB_FS64: Fact = (
    [
        it(
            YB,
            "analog_input_range",
            "mV",
            lo=-33.6,
            hi=33.6,
            condition="channel A, gain 64, AVDD = 4.3 V",
        )
    ],
    [ev(YB, 2, "A 64 ±33.6 mV 2-3 mV/V load cells")],
)
YB_FS128: Fact = (
    [
        it(
            YB,
            "analog_input_range",
            "mV",
            lo=-16.8,
            hi=16.8,
            condition="channel A, gain 128, AVDD = 4.3 V",
        )
    ],
    [ev(YB, 2, "A 128 ±16.8 mV 1 mV/V load cells")],
)
YB_PD: Fact = (
    [it(YB, "standby_current", "uA", typ=0.3, hi=1, condition="power down")],
    [ev(YB, 1, "power down 0.3 1 µA")],
)
YB_TEMP: Fact = (
    [it(YB, "operating_temperature", "°C", lo=-40, hi=85)],
    [ev(YB, 1, "Operating temperature -40 +85 °C")],
)
YB_NOT_I2C = ev(YB, 1, "This interface is not I2C and cannot share an I2C bus with other devices.")

# ------------------------------------------------------------ DBS-09M (servo)
DB_VCC: Fact = (
    [it(DB, "supply_voltage", "V", lo=4.8, hi=6.0, condition="operating voltage range")],
    [ev(DB, 1, "Operating voltage range 4.8 V ~ 6.0 V DC")],
)
DB_STALL6: Fact = (
    [it(DB, "supply_current", "mA", hi=850, condition="stall current at 6.0 V")],
    [ev(DB, 1, "Stall current (at locked) 700 mA 850 mA max.")],
)
DB_STALL48: Fact = (
    [it(DB, "supply_current", "mA", hi=700, condition="stall current at 4.8 V")],
    [ev(DB, 1, "Stall current (at locked) 700 mA 850 mA max.")],
)
DB_IDLE48: Fact = (
    [it(DB, "supply_current", "mA", value=6, condition="idle current at 4.8 V")],
    [ev(DB, 1, "Idle current (at stopped) 6 mA 7 mA")],
)
DB_TEMP: Fact = (
    [it(DB, "operating_temperature", "°C", lo=-10, hi=50)],
    [ev(DB, 1, "Operating temperature range -10 °C ~ +50 °C")],
)
DB_VIH: Fact = (
    [it(DB, "input_high_voltage", "V", lo=2.8, hi=6.0, condition="signal input high level")],
    [ev(DB, 1, "Signal input high level 2.8 V min. ~ 6.0 V max.")],
)
DB_2S = ev(DB, 2, "A 2S LiPo pack (7.4 V nominal, 8.4 V charged) will damage the control board")
DB_USB = ev(
    DB,
    2,
    "The 5 V pin of a USB-powered controller board is normally limited to about 500 mA and is "
    "not enough for a stalled servo.",
)

# ---------------------------------------------------------- TPR-W3B (Wi-Fi)
TP_VDD: Fact = (
    [it(TP, "supply_voltage", "V", lo=3.0, typ=3.3, hi=3.6, condition="VDD, recommended")],
    [ev(TP, 1, "VDD Power supply voltage 3.0 3.3 3.6 V")],
)
TP_VDD_ABS: Fact = (
    [it(TP, "abs_max_supply_voltage", "V", lo=-0.3, hi=3.9, condition="VDD, absolute maximum")],
    [ev(TP, 1, "VDD Power supply voltage -0.3 3.9 V")],
)
TP_GPIO_ABS: Fact = (
    [it(TP, "abs_max_input_voltage", "V", lo=-0.3, hi=3.9, condition="any GPIO")],
    [ev(TP, 1, "VIO Voltage on any GPIO -0.3 3.9 V")],
)
TP_TX: Fact = (
    [
        it(
            TP,
            "supply_current",
            "mA",
            typ=285,
            hi=350,
            condition="TX 802.11b 1 Mbps @ 20.5 dBm, typ / peak",
        )
    ],
    [ev(TP, 2, "TX 802.11b, 1 Mbps, @ 20.5 dBm 285 350 mA")],
)
TP_DEEP: Fact = (
    [it(TP, "standby_current", "uA", typ=5, condition="deep-sleep")],
    [ev(TP, 2, "Deep-sleep RTC timer + RTC memory 5 - µA")],
)
TP_TEMP_PH: Fact = (
    [it("TPR-W3B-PH", "operating_temperature", "°C", lo=-40, hi=105, condition="-PH variant")],
    [ev(TP, 1, "-PH -40 - 105 °C")],
)
TP_TXN: Fact = (
    [it(TP, "tx_power", "dBm", typ=15.5, condition="802.11n MCS7")],
    [ev(TP, 2, "802.11n, MCS7 - 15.5 - dBm")],
)
TP_NOT5V = ev(TP, 2, "GPIOs are not 5 V tolerant. Never connect a 5 V signal directly")
TP_LIION = ev(TP, 2, "Do not connect a Li-ion cell (up to 4.2 V) directly to VDD")
TP_IVDD = ev(TP, 1, "IVDD Current delivered by external power supply 0.5 - - A")

# -------------------------------------------------------- KRS-BK340 (buck)
KB_VIN: Fact = (
    [it(KB, "supply_voltage", "V", lo=4.5, hi=40, condition="VIN")],
    [ev(KB, 1, "Tenshon di entrada / VIN 4.5 40 V Input voltage")],
)
KB_VOUT: Fact = (
    [it(KB, "output_voltage", "V", lo=1.25, hi=37, condition="adjustable")],
    [ev(KB, 1, "Tenshon di salida / adjustable, trimmer 1.25 37 V Output voltage")],
)
KB_I24: Fact = (
    [it(KB, "output_current", "A", hi=2.0, condition="no heat sink, VIN = 24 V, VOUT = 5 V")],
    [
        ev(KB, 1, "VIN = 12 V VIN = 24 V VIN = 36 V"),
        ev(KB, 1, "Sin disipá / No heat sink 2.5 A 2.0 A 1.6 A"),
    ],
)
KB_ABS: Fact = (
    [it(KB, "abs_max_supply_voltage", "V", hi=45, condition="input voltage")],
    [ev(KB, 1, "Tenshon di entrada / Input voltage 45 V")],
)
KB_IQ: Fact = (
    [
        it(
            KB,
            "quiescent_current",
            "mA",
            typ=8,
            condition="no-load input current, VIN = 12 V, VOUT = 5 V",
        )
    ],
    [ev(KB, 1, "Korriente sin karga / VIN = 12 V, VOUT = 5 V 8 mA No-load input current")],
)
KB_DROP: Fact = (
    [it(KB, "dropout_voltage", "V", lo=1.5, condition="VIN - VOUT")],
    [ev(KB, 1, "Diferensia entrada-salida / VIN - VOUT 1.5 V Input-output difference")],
)
KB_FAQ12 = ev(
    KB, 2, "VOUT must stay at least 1.5 V below VIN, so a 12 V battery gives 10.5 V at best."
)

# --------------------------------------------------------- SY-F21 (flow)
SY_VCC: Fact = (
    [it(SY, "supply_voltage", "V", lo=5, hi=18, condition="working voltage")],
    [ev(SY, 1, "Working voltage DC 5 18 V")],
)
SY_ICC: Fact = (
    [it(SY, "supply_current", "mA", hi=15, condition="VCC = 5 V")],
    [ev(SY, 1, "Working current VCC = 5 V 15 mA")],
)
SY_RANGE20: Fact = (
    [
        it(
            "SY-F21-20",
            "measurement_range",
            "L/min",
            lo=2,
            hi=45,
            quantity="flow_rate",
            condition="G3/4",
        )
    ],
    [ev(SY, 1, "Flow range 1 ~ 30 L/min 2 ~ 45 L/min")],
)
SY_ACC15: Fact = (
    [it("SY-F21-15", "accuracy", "%", lo=-3, hi=3, quantity="flow_rate", condition="3 ~ 30 L/min")],
    [ev(SY, 1, "Accuracy (3 ~ 30 L/min) ±3 %")],
)
SY_LIMIT: Fact = (
    [it(SY, "abs_max_supply_voltage", "V", hi=24, condition="limit voltage, no damage")],
    [ev(SY, 1, "Limit voltage no damage 24 V")],
)
SY_PULLUP = ev(
    SY,
    2,
    "with VCC = 12 V and the pull-up to 3.3 V, the output can go straight to a 3.3 V "
    "microcontroller input.",
)

# ------------------------------------------------------------ BMS-G2 (gas)
BG_VCC: Fact = (
    [
        it(
            BG,
            "supply_voltage",
            "V",
            lo=4.9,
            typ=5.0,
            hi=5.1,
            condition="board VCC = heater voltage",
        )
    ],
    [
        ev(BG, 1, "Board supply (VCC) 5 V DC +/- 0.1 V (the heater runs from VCC)"),
        ev(BG, 1, "Heater voltage VH AC or DC 4.9 5.0 5.1 V"),
    ],
)
BG_PH: Fact = (
    [it(BG, "power_consumption", "mW", typ=750, hi=800, condition="heater power, VH = 5.0 V")],
    [ev(BG, 1, "Heater power PH VH = 5.0 V 750 800 mW")],
)
BG_TEMP: Fact = (
    [it(BG, "operating_temperature", "°C", lo=-10, hi=50)],
    [ev(BG, 1, "Operating temperature -10 to +50 °C")],
)
BG_RANGE: Fact = (
    [
        it(
            BG,
            "measurement_range",
            "ppm",
            lo=300,
            hi=10000,
            quantity="gas_concentration",
            condition="LPG, propane",
        )
    ],
    [ev(BG, 1, "Detection range LPG, propane 300 10000 ppm")],
)
BG_WARM: Fact = (
    [
        it(BG, "warm_up_time", "h", value=48, condition="burn-in before first use"),
        it(BG, "warm_up_time", "min", value=2, condition="after each power-on"),
    ],
    [ev(BG, 1, "Preheat 48 h burn-in before first use; 2 min after each power-on")],
)
BG_AO: Fact = (
    [it(BG, "analog_output_voltage", "V", hi=4.6, condition="AO in strong gas, VCC = 5 V")],
    [
        ev(
            BG,
            2,
            "AO follows the sensor up to the board VCC and can reach about 4.6 V in strong gas.",
        )
    ],
)
BG_UNO = ev(
    BG, 2, "The board draws about 160 mA, which the 5 V pin of a USB-powered Uno can supply."
)
BG_AA = ev(BG, 2, "2 x AA cells last only a few hours and give only 3 V.")
BG_ESP = ev(BG, 2, "An ESP32, a Raspberry Pi Pico or any other 3.3 V ADC needs a divider")
