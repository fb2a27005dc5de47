"""Reference facts of the fifty-first hold-out set, shared by factual and compatibility
questions. Every number was read off the generated PDFs (``pdftotext -layout``)
and each quote is on the cited page."""

from __future__ import annotations

from qkit import AN, GT, KA, KT, MC, TV, VD, ZM, Fact, Item, ev, it

DEG = "\u00b0C"
MU = "\u00b5"


def f(device: str, page: int, quote: str, *items: Item) -> Fact:
    return list(items), [ev(device, page, quote)]


# ---------------------------------------------------------------- MCB2640
MC_VCORE = f(
    MC,
    1,
    "VDDCORE Core supply voltage 1.14 1.2 1.26 V",
    it(MC, "supply_voltage", "V", lo=1.14, typ=1.2, hi=1.26, condition="VDDCORE, recommended"),
)
MC_VIO33 = f(
    MC,
    1,
    "VDDIO I/O supply voltage, 3.3-V mode 3.0 3.3 3.6 V",
    it(MC, "io_supply_voltage", "V", lo=3.0, typ=3.3, hi=3.6, condition="VDDIO, 3.3-V mode"),
)
MC_VIO18 = f(
    MC,
    1,
    "VDDIO I/O supply voltage, 1.8-V mode 1.7 1.8 1.9 V",
    it(MC, "io_supply_voltage", "V", lo=1.7, typ=1.8, hi=1.9, condition="VDDIO, 1.8-V mode"),
)
MC_ABSIO = f(
    MC,
    1,
    "VDDIO supply voltage -0.3 4.0 V",
    it(MC, "abs_max_supply_voltage", "V", lo=-0.3, hi=4.0, condition="VDDIO"),
)
MC_INPUT = ev(MC, 1, "Input voltage, DVP and I2C pins -0.3 VDDIO + 0.3 V")
MC_IDD1 = f(
    MC,
    1,
    "1 lane, 800 Mbps 32 48 mA",
    it(MC, "supply_current", "mA", typ=32, hi=48, condition="IDDCORE, 1 lane, 800 Mbps"),
)
MC_STBY = f(
    MC,
    1,
    "ISTBY Standby current PWDN = high 0.3 0.8 mA",
    it(MC, "standby_current", "mA", typ=0.3, hi=0.8, condition="PWDN = high"),
)
MC_VOH33 = f(
    MC,
    1,
    "IOH = -4 mA, VDDIO = 3.3 V 2.9 V",
    it(MC, "output_high_voltage", "V", lo=2.9, condition="IOH = -4 mA, VDDIO = 3.3 V"),
)
MC_VOH18 = f(
    MC,
    1,
    "IOH = -2 mA, VDDIO = 1.8 V 1.45 V",
    it(MC, "output_high_voltage", "V", lo=1.45, condition="IOH = -2 mA, VDDIO = 1.8 V"),
)
MC_I2C = f(
    MC,
    1,
    "I2C configuration port, 400 kHz fast mode",
    it(MC, "i2c_clock_frequency", "kHz", hi=400, condition="fast mode"),
)
MC_ADDR = f(
    MC,
    1,
    "0x0E (ADDR low) or 0x0F (ADDR high)",
    it(MC, "i2c_address", values=["0x0E", "0x0F"], condition="ADDR low / high"),
)
MC_ESD = ev(MC, 2, "ESD performance is not specified in this")

# ---------------------------------------------------------------- KTB7021
KT_VIO_Q = "I/O supply voltage VDDIO 1.65 / 1.80 / 1.95 3.00 / 3.30 / 3.60 V"
KT_VIO33 = f(
    KT,
    1,
    KT_VIO_Q,
    it("KTB7021-33", "io_supply_voltage", "V", lo=3.0, typ=3.3, hi=3.6, condition="VDDIO"),
)
KT_TOPR = f(
    KT,
    1,
    "Operating temperature Topr -30～+85 -30～+85",
    it(KT, "operating_temperature", DEG, lo=-30, hi=85, condition="recommended"),
)
KT_VIH_Q = "Input high voltage VIH 1.20 / - / - 2.00 / - / - V"
KT_VIH18 = f(KT, 1, KT_VIH_Q, it("KTB7021-18", "input_high_voltage", "V", lo=1.2))
KT_I2C = f(
    KT,
    1,
    "Register access is by I2C (max. 400 kHz)",
    it(KT, "i2c_clock_frequency", "kHz", hi=400),
)
KT_IDDIO33 = f(
    KT,
    2,
    "VDDIO current 6.5 11 mA",
    it("KTB7021-33", "supply_current", "mA", typ=11, condition="VDDIO, 2 lanes x 672 Mbps"),
)
KT_PD18 = f(
    KT,
    2,
    "Power-down current (total) 45 52 " + MU + "A",
    it("KTB7021-18", "standby_current", "uA", typ=45, condition="power-down, total"),
)
KT_ABSIO = f(
    KT,
    1,
    "I/O supply voltage VDDIO -0.3～4.2 V",
    it(KT, "abs_max_supply_voltage", "V", lo=-0.3, hi=4.2, condition="VDDIO"),
)
KT_5V = ev(KT, 2, "The input pins are not 5 V tolerant.")
KT_TABS = ev(KT, 1, "Operating temperature Topr -40～+105")
KT_MSL = ev(KT, 2, "Moisture sensitivity level: not specified.")

# ---------------------------------------------------------------- VDX5150
VD_AVDD = f(
    VD,
    1,
    "Analog supply voltage AVDD 1.71 1.8 1.89 V",
    it(VD, "supply_voltage", "V", lo=1.71, typ=1.8, hi=1.89, condition="AVDD"),
)
VD_DVDDIO = f(
    VD,
    1,
    "DVDDIO 1.62 3.3 3.63 V",
    it(VD, "io_supply_voltage", "V", lo=1.62, typ=3.3, hi=3.63, condition="DVDDIO"),
)
VD_ID18 = f(
    VD,
    1,
    "DVDDIO = 1.8 V 5 8 mA",
    it(VD, "supply_current", "mA", typ=5, hi=8, condition="IDVDDIO, DVDDIO = 1.8 V"),
)
VD_VIH18 = f(
    VD,
    2,
    "DVDDIO = 1.8 V 1.2 V",
    it(VD, "input_high_voltage", "V", lo=1.2, condition="DVDDIO = 1.8 V"),
)
VD_TEMP_C = f(
    VD,
    2,
    "Ambient temperature Tamb VDX5150-C 0 70",
    it("VDX5150-C", "operating_temperature", DEG, lo=0, hi=70),
)
VD_TEMP_I = f(
    VD,
    2,
    "VDX5150-I -40 85",
    it("VDX5150-I", "operating_temperature", DEG, lo=-40, hi=85),
)
VD_ADDR = f(
    VD,
    1,
    "the slave address is 0x5C or 0x5D depending on the ALSB pin",
    it(VD, "i2c_address", values=["0x5C", "0x5D"], condition="ALSB"),
)
VD_I2C = f(VD, 2, "I2C clock frequency fSCL 400 kHz", it(VD, "i2c_clock_frequency", "kHz", hi=400))
VD_ABSIN = f(
    VD,
    1,
    "Digital input voltage VIN -0.3 3.9 V",
    it(VD, "abs_max_input_voltage", "V", lo=-0.3, hi=3.9),
)
VD_TJ = ev(VD, 1, "Junction temperature Tj 125")

# ---------------------------------------------------------------- TVD2863
TV_VCC = f(
    TV,
    1,
    "Supply voltage VCC 3.135～3.465 3.135～3.465 V",
    it(TV, "supply_voltage", "V", lo=3.135, hi=3.465, condition="VCC, TVD2863 and TVD2863A"),
)
TV_ICC_CVBS = f(
    TV,
    1,
    "CVBS 78 100 mA",
    it(TV, "supply_current", "mA", typ=78, hi=100, condition="CVBS input, VCC = 3.3 V"),
)
TV_TEMP_A = f(
    TV,
    1,
    "Operating temperature TA -20～+70 -40～+85",
    it("TVD2863A", "operating_temperature", DEG, lo=-40, hi=85),
)
TV_THERMAL = ev(TV, 2, "Thermal data is not provided in this version of the manual.")

# ---------------------------------------------------------------- ZMI-400 / ZMI-800
ZM_MPPT = f(
    ZM,
    1,
    "MPPT voltage range 22 - 48 22 - 48 V",
    it(ZM, "supply_voltage", "V", lo=22, hi=48, condition="DC input, MPPT range"),
)
ZM_VMAX = f(
    ZM,
    1,
    "Maximum input voltage 60 60 V",
    it(ZM, "abs_max_input_voltage", "V", hi=60, condition="maximum DC input voltage"),
)
ZM_GRID = f(
    ZM,
    1,
    "Nominal grid voltage / range 230 / 184 - 264.5",
    it(ZM, "output_voltage", "V", lo=184, typ=230, hi=264.5, condition="AC grid"),
)
ZM_120 = ev(ZM, 2, "Operation on 120 V / 60 Hz grids is not supported.")
ZM_IOUT800 = f(
    ZM,
    1,
    "Rated output current 1.65 3.30 A",
    it("ZMI-800", "output_current", "A", value=3.30, condition="rated AC output current"),
)
ZM_NIGHT800 = f(
    ZM,
    2,
    "Night-time power consumption < 50 < 80 mW",
    it("ZMI-800", "power_consumption", "mW", hi=80, condition="night-time"),
)
ZM_TEMP = f(
    ZM,
    2,
    "Ambient temperature range -40 to +65 -40 to +65",
    it(ZM, "operating_temperature", DEG, lo=-40, hi=65, condition="ambient"),
)
ZM_SURGE = ev(ZM, 2, "The surge immunity of the DC input is not stated in this data sheet.")

# ---------------------------------------------------------------- GTI-300
GT_VIN_Q = "DC input voltage range 10.5～28 22～60 V"
GT_VIN_L = f(
    GT,
    1,
    GT_VIN_Q,
    it("GTI-300-L", "supply_voltage", "V", lo=10.5, hi=28, condition="DC input voltage range"),
)
GT_VIN_H = f(
    GT,
    1,
    GT_VIN_Q,
    it("GTI-300-H", "supply_voltage", "V", lo=22, hi=60, condition="DC input voltage range"),
)
GT_MPPT_L = f(
    GT,
    1,
    "MPPT voltage range 14～24 28～50 V",
    it("GTI-300-L", "supply_voltage", "V", lo=14, hi=24, condition="MPPT voltage range"),
)
GT_BATT = ev(GT, 2, "the GTI-300-L accepts a 12V lead-acid or LiFePO4 battery")
GT_IP = f(
    GT,
    1,
    "Protection class：IP20 (indoor use only)",
    it(GT, "ip_rating", values=["IP20"], condition="indoor use only"),
)
GT_CERT = ev(GT, 2, "certificates are not listed here.")

# ---------------------------------------------------------------- ANP-8
AN_VS_Q = "Supply voltage, operating 18 - 32 36 - 60 V DC range"
AN_VS48 = f(AN, 1, AN_VS_Q, it("ANP-8-48", "supply_voltage", "V", lo=36, hi=60, condition="DC"))
AN_I24 = f(
    AN,
    1,
    "Supply current, all windows 280 150 mA alarm",
    it("ANP-8-24", "supply_current", "mA", value=280, condition="all windows in alarm"),
)
AN_ON_Q = "Input ON threshold > 15 > 30 V DC"
AN_ON24 = f(AN, 1, AN_ON_Q, it("ANP-8-24", "input_high_voltage", "V", lo=15, condition="ON"))
AN_ON48 = f(AN, 1, AN_ON_Q, it("ANP-8-48", "input_high_voltage", "V", lo=30, condition="ON"))
AN_HORN = f(
    AN,
    1,
    "2 A at 30 V DC / 250 V AC",
    it(AN, "contact_current", "A", hi=2, condition="horn relay, NO"),
    it(AN, "contact_voltage", "V", hi=30, condition="horn relay, DC"),
    it(AN, "contact_voltage", "V", hi=250, condition="horn relay, AC"),
)
AN_IP = f(
    AN,
    2,
    "IP65 (with gasket)",
    it(AN, "ip_rating", values=["IP65"], condition="front panel, with gasket"),
)
AN_EMC = ev(AN, 2, "The EMC immunity level of the RS-485 port is not specified.")

# ---------------------------------------------------------------- KA-16
KA_VS12 = f(
    KA,
    1,
    "Supply voltage (KA-16-12) VS 10.8~13.2 V",
    it("KA-16-12", "supply_voltage", "V", lo=10.8, hi=13.2, condition="recommended"),
)
KA_ABS12 = f(
    KA,
    1,
    "Supply voltage (KA-16-12) VS 16 V",
    it("KA-16-12", "abs_max_supply_voltage", "V", hi=16),
)
KA_VS24 = f(
    KA,
    1,
    "Supply voltage (KA-16-24) VS 21.6~26.4 V",
    it("KA-16-24", "supply_voltage", "V", lo=21.6, hi=26.4, condition="recommended"),
)
KA_ABSIN = f(
    KA,
    1,
    "Input voltage VIN -0.5~30 V",
    it(KA, "abs_max_input_voltage", "V", lo=-0.5, hi=30),
)
KA_ON = f(KA, 1, "Input ON voltage 2.4 V", it(KA, "input_high_voltage", "V", lo=2.4))
KA_OFF = f(KA, 1, "Input OFF voltage 0.8 V", it(KA, "input_low_voltage", "V", hi=0.8))
KA_I12 = f(
    KA,
    2,
    "Current, all points lit 320 170 mA",
    it("KA-16-12", "supply_current", "mA", typ=320, condition="all points lit"),
)
