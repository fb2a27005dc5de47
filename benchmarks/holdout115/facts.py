"""Reference facts of the 115th hold-out set, shared by factual and compatibility
questions. Every number was read off the generated PDFs (``pdftotext -layout``) and each
quote is on the cited page."""

from __future__ import annotations

from qkit import AP, CC, CW, EM, JM, KT, VD, VM, Fact, Item, ev, it

DEG = "\u00b0C"
MU = "\u00b5"
PM = "\u00b1"
ELL = "\u2026"


def f(device: str, page: int, quote: str, *items: Item) -> Fact:
    return list(items), [ev(device, page, quote)]


def note(device: str, page: int, quote: str) -> Fact:
    """A statement without numbers: evidence only."""
    return [], [ev(device, page, quote)]


# ---------------------------------------------------------------- VDC1041 (ADC)
VD_VDD = f(
    VD,
    1,
    "Power supply, VDD to GND 2.0 3.3 5.5 V",
    it(VD, "supply_voltage", "V", lo=2.0, typ=3.3, hi=5.5, condition="recommended"),
)
VD_RATE = f(
    VD,
    2,
    "Data rate, DR 128 3300 SPS",
    it(VD, "data_rate", "SPS", lo=128, hi=3300, condition="programmable, 7 steps"),
)
VD_FSR_1 = f(
    VD,
    2,
    "001 1 " + PM + "4.096 V 2 mV",
    it(VD, "analog_input_range", "V", lo=-4.096, hi=4.096, condition="PGA gain 1"),
)
VD_FSR_23 = f(
    VD,
    2,
    "000 2/3 " + PM + "6.144 V 3 mV",
    it(VD, "analog_input_range", "V", lo=-6.144, hi=6.144, condition="PGA gain 2/3 (scale)"),
)
VD_AIN_LIMIT = note(
    VD,
    2,
    "no analog input may be driven more than 0.3 V above VDD or below GND; with VDD = 3.3 V "
    "the " + PM + "6.144 V and " + PM + "4.096 V ranges therefore cannot be used to their "
    "full scale",
)
VD_ADDR = (
    [it(VD, "i2c_address", values=["0x48", "0x49", "0x4A", "0x4B"], condition="ADDR pin")],
    [
        ev(VD, 2, "GND 1001000 (0x48)"),
        ev(VD, 2, "VDD 1001001 (0x49)"),
        ev(VD, 2, "SDA 1001010 (0x4A)"),
        ev(VD, 2, "SCL 1001011 (0x4B)"),
    ],
)

# ---------------------------------------------------------------- JMU-6520 (IMU)
JM_VDD = f(
    JM, 2, "VDD 2.375 3.46 V", it(JM, "supply_voltage", "V", lo=2.375, hi=3.46, condition="VDD")
)
JM_VLOGIC = f(
    JM,
    2,
    "VLOGIC JMU-6520 only 1.71 VDD V",
    it(JM, "io_supply_voltage", "V", lo=1.71, condition="VLOGIC, up to VDD"),
)
JM_LP20 = f(
    JM,
    2,
    "mode current 20 Hz wake-up 70",
    it(JM, "supply_current", "uA", typ=70, condition="accelerometer low-power, 20 Hz wake-up"),
)
JM_ADDR = f(
    JM,
    2,
    "i.e. 0x68 with AD0 low and 0x69 with AD0 high",
    it(JM, "i2c_address", values=["0x68", "0x69"]),
)
JM_SPI20 = f(
    JM,
    1,
    "20 MHz (sensor / interrupt read)",
    it("JMU-6500", "spi_clock_frequency", "MHz", hi=20, condition="sensor / interrupt reads"),
)

# ---------------------------------------------------------------- APS2980 (dual bridge)
AP_VS = f(
    AP,
    2,
    "VS Supply Voltage (pin 4) Operative Condition VIH + 2.5 46 V",
    it(AP, "load_supply_voltage", "V", hi=46, condition="VS, operative"),
)
AP_VSS = f(
    AP,
    2,
    "VSS Logic Supply Voltage (pin 9) 4.5 5 7 V",
    it(AP, "logic_supply_voltage", "V", lo=4.5, typ=5, hi=7, condition="VSS"),
)
AP_IO_DC = f(
    AP,
    1,
    "- DC Operation 2 A",
    it(AP, "output_current", "A", hi=2, condition="each channel, DC operation"),
)
AP_IO_REP = f(
    AP,
    1,
    "- Repetitive (80% on - 20% off; ton = 10 ms) 2.5 A",
    it(AP, "peak_output_current", "A", hi=2.5, condition="repetitive, 80 % on, ton = 10 ms"),
)
AP_VIH = f(AP, 2, "ViH 2.3 VSS V", it(AP, "input_high_voltage", "V", lo=2.3, condition="up to VSS"))
AP_3V3 = note(AP, 2, "The inputs accept standard TTL and 3.3 V CMOS logic levels (see ViH)")
AP_ISS = f(
    AP,
    2,
    "Ven = H; IL = 0 Vi = L 24 36",
    it(AP, "quiescent_current", "mA", typ=24, hi=36, condition="ISS from VSS, Ven = H, Vi = L"),
)
AP_OT = note(AP, 1, "OVERTEMPERATURE PROTECTION")

# ---------------------------------------------------------------- VM-BK3 (buck module)
VM_ADJ_OUT = f(
    VM,
    1,
    "VM-BK3-ADJ 1.25 V to 35 V (trimmer) 4.5 V to 40 V",
    it("VM-BK3-ADJ", "output_voltage", "V", lo=1.25, hi=35, condition="trimmer"),
)
VM_5V = f(
    VM,
    1,
    "VM-BK3-5V 5.0 V " + PM + " 4 % 7 V to 40 V",
    it("VM-BK3-5V", "supply_voltage", "V", lo=7, hi=40),
)
VM_12V = f(
    VM,
    1,
    "VM-BK3-12V 12 V " + PM + " 4 % 15 V to 40 V",
    it("VM-BK3-12V", "supply_voltage", "V", lo=15, hi=40),
)
VM_IOUT_NOHS = f(
    VM,
    1,
    "without heatsink 2 A",
    it(VM, "output_current", "A", hi=2, condition="continuous, without heatsink"),
)
VM_ABS = f(
    VM,
    1,
    "Input: 45 V absolute (not an operating value; keep the input at or below 40 V)",
    it(VM, "abs_max_supply_voltage", "V", hi=45, condition="input, absolute"),
)
VM_CAR = note(
    VM, 2, "The 12V version needs at least 15 V in and will not regulate from a car battery"
)
VM_CAR_OK = note(VM, 2, "The 3V3, 5V and ADJ versions run from 12-14.4 V without problems")

# ---------------------------------------------------------------- KTD-18B20 (1-Wire)
KT_VDD = f(
    KT,
    1,
    "VDD local power +3.0 +5.5 V Supply voltage",
    it(KT, "supply_voltage", "V", lo=3.0, hi=5.5, condition="local power"),
)
KT_ACC = f(
    KT,
    1,
    "-10 " + DEG + " " + ELL + " +85 " + DEG + " " + PM + "0.5",
    it(KT, "accuracy", DEG, lo=-0.5, hi=0.5, quantity="temperature", condition="-10 to +85 °C"),
)
KT_W = f(
    KT,
    1,
    "KTD-18B20-W -40 " + ELL + " +105 " + DEG,
    it("KTD-18B20-W", "operating_temperature", DEG, lo=-40, hi=105, condition="probe, cable"),
)
KT_CONV12 = f(
    KT,
    2,
    "12 bit 11 0.0625 " + DEG + " 750 ms",
    it(KT, "response_time", "ms", hi=750, condition="conversion time, 12 bit"),
)
KT_10BIT = f(
    KT,
    2,
    "10 bit 01 0.25 " + DEG + " 187.5 ms",
    it(KT, "resolution", DEG, value=0.25, quantity="temperature", condition="10 bit"),
    it(KT, "response_time", "ms", hi=187.5, condition="conversion time, 10 bit"),
)

# ---------------------------------------------------------------- CWR2401P (2.4 GHz)
CW_VDD = f(
    CW,
    1,
    "VDD Supply voltage 1.9 3.0 3.6 V",
    it(CW, "supply_voltage", "V", lo=1.9, typ=3.0, hi=3.6),
)
CW_VDD5 = f(
    CW,
    1,
    "VDD Supply voltage if input signals > 3.6 V 2.7 3.0 3.3 V",
    it(CW, "supply_voltage", "V", lo=2.7, typ=3.0, hi=3.3, condition="input signals > 3.6 V"),
)
CW_VI_ABS = f(
    CW,
    1,
    "VI -0.3 5.25 V",
    it(CW, "abs_max_input_voltage", "V", lo=-0.3, hi=5.25, condition="digital inputs"),
)
CW_NO5V = note(CW, 1, "VDD itself must never exceed 3.6 V; do not connect VDD to")
CW_TX6 = f(
    CW,
    2,
    "RF_PWR = 10: -6 dBm 9.0",
    it(CW, "supply_current", "mA", typ=9.0, condition="TX at -6 dBm"),
)
CW_SENS250 = f(
    CW,
    2,
    "RXSENS Sensitivity (0.1 % BER) @ 250 kbps -94 dBm",
    it(CW, "rx_sensitivity", "dBm", typ=-94, condition="250 kbps"),
)
CW_PD = f(
    CW,
    2,
    "Power down PWR_UP = 0 900 nA",
    it(CW, "standby_current", "nA", typ=900, condition="power down"),
)

# ---------------------------------------------------------------- EMS7120 (Hall)
EM_VCC = f(
    EM,
    2,
    "Supply voltage VCC 4.5 5.0 5.5 V",
    it(EM, "supply_voltage", "V", lo=4.5, typ=5.0, hi=5.5),
)
EM_NO3V3 = note(
    EM,
    2,
    "The EMS7120 is specified for VCC = 4.5 V to 5.5 V only; it is not intended for 3.3 V supplies",
)
EM_SENS20 = f(
    EM,
    2,
    "Sensitivity, TA = 25 " + DEG + " Sens 180 185 190 96 100 104 63 66 69 mV/A",
    it("EMS7120-20", "sensitivity", "mV/A", lo=96, typ=100, hi=104, quantity="current"),
)
EM_RANGE20 = f(
    EM,
    1,
    "EMS7120-20 " + PM + "20 A 100 mV/A",
    it("EMS7120-20", "measurement_range", "A", lo=-20, hi=20, quantity="current"),
)
EM_RANGE30 = f(
    EM,
    1,
    "EMS7120-30 " + PM + "30 A 66 mV/A",
    it("EMS7120-30", "measurement_range", "A", lo=-30, hi=30, quantity="current"),
)
EM_ICC = f(
    EM,
    2,
    "Supply current ICC VCC = 5.0 V, output open 10 13 mA",
    it(EM, "supply_current", "mA", typ=10, hi=13),
)

# ---------------------------------------------------------------- CCL-OD96 (OLED)
CC_VIN = f(
    CC,
    1,
    "Module supply, VIN 3.3 V to 5 V (on-board 3.3 V regulator)",
    it(CC, "supply_voltage", "V", lo=3.3, hi=5, condition="module VIN"),
)
CC_ADDR = f(
    CC,
    1,
    "CCL-OD96-I2C GND, VCC, SCL, SDA I2C 400 kHz 0x3C (0x3D with R3 moved)",
    it("CCL-OD96-I2C", "i2c_address", values=["0x3C", "0x3D"]),
)
CC_PANEL = f(
    CC,
    2,
    "Panel driving supply voltage VCC 7.0 15.0 V charge pump",
    it(CC, "load_supply_voltage", "V", lo=7.0, hi=15.0, condition="driver IC panel supply VCC"),
)
CC_TOP = f(
    CC,
    2,
    "is rated -30 "
    + DEG
    + " to +70 "
    + DEG
    + " operating and -40 "
    + DEG
    + " to +80 "
    + DEG
    + " storage",
    it(CC, "operating_temperature", DEG, lo=-30, hi=70, condition="panel = module"),
)
CC_IALL5 = f(
    CC,
    1,
    "All pixels on 21 mA 23 mA",
    it(CC, "supply_current", "mA", typ=23, condition="all pixels on, VIN = 5 V"),
)
CC_I2C5V = note(CC, 1, "so the bus idles at 3.3 V and a 5 V Arduino or a 3.3 V")
CC_SPI36 = f(
    CC,
    1,
    "go straight to the driver IC and must not see more than 3.6 V",
    it("CCL-OD96-SPI", "abs_max_input_voltage", "V", hi=3.6, condition="SPI signal pins"),
)
CC_LIFE = note(CC, 2, "We give no lifetime figure for this panel")
