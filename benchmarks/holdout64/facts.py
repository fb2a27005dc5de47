"""Reference facts of the sixty-fourth hold-out set, shared by factual and
compatibility questions. Every number was read off the generated PDFs
(``pdftotext -layout``) and each quote is on the cited page (one layout line)."""

from __future__ import annotations

from qkit import FD, HS, KV, MZ, PX, RG, TP, VR, Fact, Item, ev, it

DEG = "\u00b0C"
MU = "\u00b5"
FW_C = "\u2103"
FWC = "\uff1a"
FWT = "\uff5e"
LP = "\uff08"
RP = "\uff09"
FCM = "\uff0c"


def f(device: str, page: int, quote: str, *items: Item) -> Fact:
    return list(items), [ev(device, page, quote)]


def note(device: str, page: int, quote: str) -> Fact:
    """A statement without numbers: evidence only."""
    return [], [ev(device, page, quote)]


# ---------------------------------------------------------------- KV2562
KV_VCC = f(
    KV,
    1,
    "VCC Supply voltage 4.5 5 5.5 V",
    it(KV, "supply_voltage", "V", lo=4.5, typ=5, hi=5.5, condition="VCC, recommended"),
)
KV_VIO = f(
    "KV2562V-5",
    1,
    "VIO I/O supply voltage (KV2562V-5) 1.7 5.5 V",
    it("KV2562V-5", "io_supply_voltage", "V", lo=1.7, hi=5.5, condition="VIO, recommended"),
)
KV_BUS = f(
    KV,
    1,
    "CAN bus I/O, CANH and CANL -58 58 V",
    it(KV, "abs_max_input_voltage", "V", lo=-58, hi=58, condition="CANH, CANL abs max"),
)
KV_TA = f(
    KV,
    1,
    "TA Operating ambient temperature -40 125 " + DEG,
    it(KV, "operating_temperature", DEG, lo=-40, hi=125),
)
KV_DOM = f(
    KV,
    1,
    "Dominant, TXD = 0 V, normal mode 45 70 mA",
    it(KV, "supply_current", "mA", typ=45, hi=70, condition="dominant, normal mode"),
)
KV_STBY = f(
    "KV2562-5",
    1,
    "Standby mode, STB = VCC (2) 9 15 " + MU + "A",
    it("KV2562-5", "standby_current", "uA", typ=9, hi=15, condition="standby, STB = VCC"),
)
KV_RATE = "Maximum data rate 1 Mbps 5 Mbps 5 Mbps"
KV_RATE1 = f(
    "KV2562-1", 1, KV_RATE, it("KV2562-1", "data_rate", "Mbps", hi=1, condition="KV2562-1")
)
KV_RATE5 = f(
    "KV2562-5", 1, KV_RATE, it("KV2562-5", "data_rate", "Mbps", hi=5, condition="KV2562-5")
)
KV_VIH = f(
    "KV2562-5",
    2,
    "VIH KV2562-1, KV2562-5 2 V",
    it("KV2562-5", "input_high_voltage", "V", lo=2, condition="TXD, STB"),
)
KV_RXD = note(KV, 2, "Note: The RXD output of the KV2562-1 and KV2562-5 swings to VCC.")

# ---------------------------------------------------------------- MZ1873
MZ_VDD = f(MZ, 1, "Supply voltage VDD 2.7 24 V", it(MZ, "supply_voltage", "V", lo=2.7, hi=24))
MZ_ABS = f(
    MZ,
    1,
    "Power supply voltage VDD -0.3 " + FWT + " 28 V",
    it(MZ, "abs_max_supply_voltage", "V", lo=-0.3, hi=28),
)
MZ_SINK = f(
    MZ,
    1,
    "Output sink current IOUT 20 mA",
    it(MZ, "output_current", "mA", hi=20, condition="sink, recommended operating"),
)
MZ_PU = note(MZ, 1, "Output pull-up voltage VPU 24 V")
MZ_PU_NOTE = note(MZ, 2, "the output can be pulled up to 3.3 V or")
MZ_VOL = f(
    MZ,
    1,
    "Output saturation voltage VOL IOUT = 20 mA, B > BOP 0.2 0.4 V",
    it(MZ, "output_low_voltage", "V", typ=0.2, hi=0.4, condition="IOUT = 20 mA"),
)
MZ_TOP = f(MZ, 1, "Topr -40 125 " + DEG, it(MZ, "operating_temperature", DEG, lo=-40, hi=125))
MZ_IDD_HEAD = "Symbol VDD = 3.0 V VDD = 5.0 V VDD = 12 V VDD = 24 V"
MZ_IDD_T = "IDD Typ. 1.6 mA 1.8 mA 2.2 mA 2.6 mA"
MZ_IDD_M = "IDD Max. 2.5 mA 2.8 mA 3.5 mA 4.5 mA"
MZ_IDD5 = (
    [it(MZ, "supply_current", "mA", typ=1.8, hi=2.8, condition="VDD = 5.0 V, output off")],
    [ev(MZ, 1, MZ_IDD_HEAD), ev(MZ, 1, MZ_IDD_T + " " + MZ_IDD_M)],
)
MZ_IDD24 = (
    [it(MZ, "supply_current", "mA", typ=2.6, hi=4.5, condition="VDD = 24 V, output off")],
    [ev(MZ, 1, MZ_IDD_HEAD), ev(MZ, 1, MZ_IDD_T + " " + MZ_IDD_M)],
)
MZ_BOP_NOTE = note(MZ, 2, "characteristics are guaranteed at Ta = 25 " + DEG + " only")
MZ_BOP_L = note(MZ, 2, "Operate point BOP L 0.5 1.5 3.0 mT")

# ---------------------------------------------------------------- VR33-M2
VR_VIN = f(VR, 2, "VIN Input, 4.6 - 28 V", it(VR, "supply_voltage", "V", lo=4.6, hi=28))
VR_VOUT = f(VR, 2, "VOUT 3.3 V output", it(VR, "output_voltage", "V", value=3.3))
VR_VOUT_TOL = note(VR, 1, "3.3 " + "\u00b1" + " 2 % V")
VR_IOUT = f(
    VR,
    1,
    "Full 2.0 A output is available up to Tamb = +65 " + DEG + " in still air.",
    it(VR, "output_current", "A", hi=2.0, condition="continuous, up to +65 °C"),
)
VR_IOUT24 = f(
    VR,
    1,
    "24 V the continuous output current is limited to 1.5 A",
    it(VR, "output_current", "A", hi=1.5, condition="input above 24 V"),
)
VR_IOUT85 = f(
    VR,
    1,
    "Above +65 " + DEG + " derate linearly to 1.0 A at +85 " + DEG,
    it(VR, "output_current", "A", hi=1.0, condition="at +85 °C ambient"),
)
VR_NL = f(
    VR,
    1,
    "0.9 mA 25 mVpp",
    it(VR, "quiescent_current", "mA", value=0.9, condition="no-load input current, Vin 12 V"),
)
VR_TOP = f(
    "VR33-M2-SMD",
    1,
    "Operating temperature -40 ... +85 " + DEG + " -40 ... +85 " + DEG,
    it("VR33-M2-SMD", "operating_temperature", DEG, lo=-40, hi=85),
)

# ---------------------------------------------------------------- PIXA
PX_RANGE = "Zulässiger Bereich / Allowed range 4.5-5.5 V 4.5-5.5 V 10.8-13.2 V 10.8-13.2 V"
PX_V5 = f(
    "PIXA-5-60",
    1,
    PX_RANGE,
    it("PIXA-5-60", "supply_voltage", "V", lo=4.5, hi=5.5, condition="allowed range"),
)
PX_V12 = f(
    "PIXA-12-60",
    1,
    PX_RANGE,
    it("PIXA-12-60", "supply_voltage", "V", lo=10.8, hi=13.2, condition="allowed range"),
)
PX_CUR = "Strom pro Meter / Current per metre 3.6 A 8.6 A 1.2 A 1.2 A"
PX_I144 = f(
    "PIXA-5-144",
    1,
    PX_CUR,
    it("PIXA-5-144", "supply_current", "A", value=8.6, condition="per metre, full white"),
)
PX_I12 = f(
    "PIXA-12-60",
    1,
    PX_CUR,
    it("PIXA-12-60", "supply_current", "A", value=1.2, condition="per metre, full white"),
)
PX_P60 = f(
    "PIXA-5-60",
    1,
    "18 W 43 W 14.4 W 14.4 W",
    it("PIXA-5-60", "power_consumption", "W", value=18, condition="per metre, full white"),
)
PX_RATE = f(
    PX,
    1,
    "Datenrate / Data rate 800 kbit/s",
    it(PX, "data_rate", "kbps", typ=800, condition="single-wire data"),
)
PX_IP = f(
    "PIXA-12-60W",
    1,
    "Schutzart / Protection IP20 IP20 IP20 IP67",
    it("PIXA-12-60W", "ip_rating", values=["IP67"]),
)
PX_TEMP = (
    "-20 ... +50 " + DEG + " -20 ... +45 " + DEG + " -20 ... +50 " + DEG + " -25 ... +50 " + DEG
)
PX_T144 = f("PIXA-5-144", 1, PX_TEMP, it("PIXA-5-144", "operating_temperature", DEG, lo=-20, hi=45))
PX_T12W = f(
    "PIXA-12-60W", 1, PX_TEMP, it("PIXA-12-60W", "operating_temperature", DEG, lo=-25, hi=50)
)
PX_VIH12 = f(
    "PIXA-12-60",
    1,
    "5 V logic directly (VIH min. 2.6 V).",
    it("PIXA-12-60", "input_high_voltage", "V", lo=2.6, condition="DIN, 12 V versions"),
)
PX_VIH5 = note(PX, 1, "Eingang High-Pegel / Input high level VIH 0.7 VDD VDD + 0.5 V")
PX_VDD5 = note(PX, 1, "VDD is the strip supply of the 5 V versions.")
PX_FEED = note(PX, 1, "Max. Einspeiselänge")
PX_FEED_V = note(PX, 1, "2m 1m 5m 5m")
PX_IMM = note(
    PX, 2, "PIXA-12-60W: silicone tube, suitable for outdoor use; not for permanent immersion."
)

# ---------------------------------------------------------------- TP-12
TP_V = f(
    TP,
    1,
    "Run it from 12 V DC; the motor is happy anywhere from 6 V to 13.5 V",
    it(TP, "supply_voltage", "V", lo=6, typ=12, hi=13.5),
)
TP_I = f(
    TP,
    1,
    "Expect around 220 mA while pumping",
    it(TP, "supply_current", "mA", typ=220, condition="pumping at 12 V"),
)
TP_PEAK = f(
    TP,
    1,
    "650 mA for a moment at start-up or if the head jams.",
    it(TP, "supply_current", "mA", hi=650, condition="start-up or jammed head"),
)
TP_T = f(
    TP,
    1,
    "Keep the ambient between 0 " + DEG + " and 40 " + DEG,
    it(TP, "operating_temperature", DEG, lo=0, hi=40),
)
TP_24 = note(TP, 2, "Can I run it at 24 V? No, 13.5 V is the top end")
TP_DRV = note(TP, 2, "or a motor driver rated for at least 1 A")
TP_PIN = note(TP, 2, "An Arduino or ESP32 pin cannot drive the motor directly.")
TP_OIL = note(
    TP, 2, "Can it pump oil? Light oils yes, with the Norprene tube; not solvents or acetone."
)

# ---------------------------------------------------------------- HS-CSM2
HS_V = f(
    HS,
    1,
    "Operating voltage 3.3 ~ 5.5 3.3 ~ 5.5 V",
    it(HS, "supply_voltage", "V", lo=3.3, hi=5.5),
)
HS_I5 = f(
    HS,
    1,
    "Working current 4.8 5.6 mA",
    it(HS, "supply_current", "mA", value=5.6, condition="VCC = 5.0 V"),
)
HS_WETDRY = "2.45 2.50 V (in air) Output voltage, wet 1.05 1.10 V"
HS_HEAD = note(HS, 1, "Item VCC = 3.3 V VCC = 5.0 V Unit")
HS_OUT33 = (
    [it(HS, "analog_output_voltage", "V", lo=1.05, hi=2.45, condition="VCC 3.3 V, wet to dry")],
    [ev(HS, 1, HS_WETDRY), ev(HS, 1, "Output voltage, dry")],
)
HS_OUT5 = (
    [it(HS, "analog_output_voltage", "V", lo=1.10, hi=2.50, condition="VCC 5 V, wet to dry")],
    [ev(HS, 1, HS_WETDRY)],
)
HS_TEMP = "Operating temperature 0 ~ +60 " + DEG + " -20 ~ +60 " + DEG
HS_T = f(HS, 2, HS_TEMP, it(HS, "operating_temperature", DEG, lo=0, hi=60))
HS_TC = f("HS-CSM2C", 2, HS_TEMP, it("HS-CSM2C", "operating_temperature", DEG, lo=-20, hi=60))
HS_RESP = f(
    HS,
    1,
    "Response time < 1 s after settling",
    it(HS, "response_time", "s", hi=1, condition="after settling"),
)
HS_CAL = note(HS, 2, "Output is not linear to volumetric water content.")
HS_SALT = note(HS, 2, "Salinity effect not compensated")

# ---------------------------------------------------------------- RG-IR04
RG_V = f(
    RG,
    1,
    "Working voltage" + FWC + "DC 3.3V" + FWT + "5V",
    it(RG, "supply_voltage", "V", lo=3.3, hi=5),
)
RG_IDLE = f(
    RG,
    1,
    "6 10 mA no obstacle",
    it(RG, "supply_current", "mA", typ=6, hi=10, condition="no obstacle, VCC 5 V"),
)
RG_D = f(
    "RG-IR04A",
    1,
    "Detect distance" + FWC + "2" + FWT + "30cm" + LP + "RG-IR04A" + FCM + "white paper" + RP,
    it("RG-IR04A", "measurement_range", "cm", lo=2, hi=30, quantity="distance"),
)
RG_T = f(
    RG,
    1,
    "Working temperature" + FWC + "-10" + FW_C + FWT + "+50" + FW_C,
    it(RG, "operating_temperature", DEG, lo=-10, hi=50),
)
RG_VOL = f(
    RG,
    1,
    "Output low voltage VOL 0.4 V IOL=10mA",
    it(RG, "output_low_voltage", "V", hi=0.4, condition="IOL = 10 mA"),
)
RG_OUT = note(RG, 2, "Output level follows VCC, when VCC=5V" + FCM + "output high is 5V")
RG_SUN = note(RG, 2, "Sunlight and strong light will affect detect, please use indoor.")

# ---------------------------------------------------------------- FDT-C1602-IIC
B5, Y5, B3, Y5W = (f"{FD}-{x}" for x in ("B5", "Y5", "B3", "Y5W"))
FD_V5 = f(
    B5,
    1,
    "Supply voltage VDD -B5/-Y5/-Y5W 4.5 5.0 5.5 V",
    it(B5, "supply_voltage", "V", lo=4.5, typ=5.0, hi=5.5),
)
FD_V3 = f(B3, 1, "-B3 3.0 3.3 3.6 V", it(B3, "supply_voltage", "V", lo=3.0, typ=3.3, hi=3.6))
FD_LED_Y = f(
    Y5,
    1,
    "-Y5/-Y5W 60 80 mA jumper on",
    it(Y5, "supply_current", "mA", typ=60, hi=80, condition="backlight current ILED"),
)
FD_LED_B = f(
    B3,
    1,
    "Backlight current ILED -B5/-B3 20 30 mA jumper on",
    it(B3, "supply_current", "mA", typ=20, hi=30, condition="backlight current ILED"),
)
FD_IDD3 = f(
    B3,
    1,
    "-B3 1.2 2.0 mA backlight off",
    it(B3, "supply_current", "mA", typ=1.2, hi=2.0, condition="backlight off"),
)
FD_SCL = f(FD, 1, "fSCL all 100 kHz", it(FD, "i2c_clock_frequency", "kHz", hi=100))
FD_ADDR = f(
    FD,
    2,
    "The factory setting is all open, 7-bit address 0x27.",
    it(FD, "i2c_address", values=["0x27"], condition="factory default"),
)
FD_TW = f(
    Y5W,
    1,
    "-Y5W -20 ~ +70 " + DEG + " -30 ~ +80 " + DEG,
    it(Y5W, "operating_temperature", DEG, lo=-20, hi=70),
)
FD_TB5 = f(
    B5,
    1,
    "-B5 / -Y5 / -B3 0 ~ +50 " + DEG + " -20 ~ +60 " + DEG,
    it(B5, "operating_temperature", DEG, lo=0, hi=50),
)
FD_PULL = note(
    FD,
    2,
    "The on-board pull-ups go to VCC. With a 5 V version on a 3.3 V MCU the bus is pulled to 5 V",
)
