"""Reference facts of the thirty-third hold-out set, each read off a generated PDF.

A fact is (items, evidence); quotes are the pdftotext -layout text of the cited
page (score.py compares them without spaces and punctuation).
"""

from __future__ import annotations

from qkit import FM, HAM, KAF, KLD, KWV, LK, SFH, WR, Fact, Item, ev, it


def f(doc_device: str, page: int, quote: str, *items: Item) -> Fact:
    return list(items), [ev(doc_device, page, quote)]


def ns(doc_device: str, page: int, quote: str) -> list[dict]:
    """A sheet's own 'not specified' line (evidence for insufficient_evidence)."""
    return [ev(doc_device, page, quote)]


LKR = "LK-20R"
KV, KC, KR = "KWV-300V", "KWV-300C", "KWV-300R"
WU, WI, WH = "WR 20-U", "WR 20-I", "WR 20-H"
K200, K1, K5 = "KAF3100-200S", "KAF3100-1LP", "KAF3100-5LP"
HA, HB = "HAM-70A", "HAM-70B"
GAS, FLOW, TEMP = "gas_concentration", "flow_rate", "temperature"

# --------------------------------------------------------------------------- LK-20
_LKV = "Supply voltage DC3.3～5V DC12V±10%"
LK_V = f(LK, 1, _LKV, it(LK, "supply_voltage", "V", lo=3.3, hi=5, condition="LK-20 version"))
LKR_V = f(
    LK,
    1,
    _LKV,
    it(LKR, "supply_voltage", "V", typ=12, condition="LK-20R, DC12V ±10%"),
)
LK_I = f(
    LK,
    1,
    "≤20mA ≤70mA (relay on)",
    it(LK, "supply_current", "mA", hi=20, condition="LK-20, working current, water detected"),
)
LKR_I = f(
    LK,
    1,
    "≤20mA ≤70mA (relay on)",
    it(LKR, "supply_current", "mA", hi=70, condition="LK-20R, water detected, relay on"),
)
LK_SB = f(
    LK,
    1,
    "Standby current ≤5mA ≤8mA",
    it(LK, "standby_current", "mA", hi=5, condition="LK-20"),
)
LKR_SB = f(
    LK,
    1,
    "Standby current ≤5mA ≤8mA",
    it(LKR, "standby_current", "mA", hi=8, condition="LK-20R"),
)
LK_T = f(
    LK,
    1,
    "Working temperature：-10～60℃",
    it(LK, "operating_temperature", "°C", lo=-10, hi=60, condition="working temperature"),
)
LK_RESP = f(LK, 1, "Response time：≤0.5s", it(LK, "response_time", "s", hi=0.5))
LKR_CONTACT = f(
    LK,
    1,
    "Contact rating - 10A 250VAC / 10A 30VDC",
    it(LKR, "contact_current", "A", hi=10, condition="relay contact, 250 VAC / 30 VDC"),
    it(LKR, "contact_voltage", "V", hi=30, condition="relay contact, DC"),
)
LKR_VALVE = f(LK, 2, "A：Yes, within 10A 30VDC. Add a flyback diode across the valve coil.")
LKR_5V = f(LK, 2, "A：No. The relay coil is 12V; below 10.8V the relay may not pull in.")
LK_IP = ns(LK, 2, "The board protection rating is not specified.")
LK_CABLE = ns(LK, 2, "A：Not specified. Longer cables pick up noise.")

# --------------------------------------------------------------------------- KLD3102
KLD_V = f(
    KLD,
    1,
    "VDD Supply voltage 2.7 3.3 5.5 V",
    it(KLD, "supply_voltage", "V", lo=2.7, typ=3.3, hi=5.5, condition="recommended"),
)
KLD_ABS = f(
    KLD,
    1,
    "-0.3 V to 6.5 V",
    it(KLD, "abs_max_supply_voltage", "V", lo=-0.3, hi=6.5, condition="VDD"),
)
KLD_I33 = f(
    KLD,
    1,
    "VDD = 3.3 V 38 55 µA",
    it(KLD, "supply_current", "uA", typ=38, hi=55, condition="electrodes dry, VDD = 3.3 V"),
)
KLD_I5 = f(
    KLD,
    1,
    "VDD = 5.0 V 52 75 µA",
    it(KLD, "supply_current", "uA", typ=52, hi=75, condition="electrodes dry, VDD = 5.0 V"),
)
KLD_IALM = f(
    KLD,
    1,
    "ALARM low, no load 120 180 µA",
    it(KLD, "supply_current", "uA", typ=120, hi=180, condition="alarm active, no load"),
)
KLD_VOL4 = f(
    KLD,
    2,
    "ISINK = 4 mA 0.12 0.3 V",
    it(KLD, "output_low_voltage", "V", typ=0.12, hi=0.3, condition="ALARM, ISINK = 4 mA"),
)
KLD_VOL10 = f(
    KLD,
    2,
    "ISINK = 10 mA 0.4 0.6 V",
    it(KLD, "output_low_voltage", "V", typ=0.4, hi=0.6, condition="ALARM, ISINK = 10 mA"),
)
KLD_SINK = f(
    KLD,
    1,
    "ALARM sink current 20 mA",
    it(KLD, "output_current", "mA", hi=20, condition="ALARM sink current, absolute maximum"),
)
KLD_T = f(
    KLD,
    1,
    "TA Operating ambient temperature -40 85 °C",
    it(KLD, "operating_temperature", "°C", lo=-40, hi=85, condition="recommended ambient"),
)
KLD_DLY = f(
    KLD,
    2,
    "tDLY Alarm delay 1.6 2.0 2.4 s",
    it(KLD, "response_time", "s", lo=1.6, typ=2.0, hi=2.4, condition="alarm delay"),
)
KLD_PU = f(
    KLD,
    1,
    "VPU ALARM pull-up voltage 5.5 V",
    it(KLD, "output_high_voltage", "V", hi=5.5, condition="open-drain ALARM pull-up voltage"),
)
KLD_VIH = f(KLD, 2, "VIH 1.6 V", it(KLD, "input_high_voltage", "V", lo=1.6, condition="TEST"))
KLD_VIL = f(KLD, 2, "VIL 0.6 V", it(KLD, "input_low_voltage", "V", hi=0.6, condition="TEST"))
KLD_ESD = ns(KLD, 2, "its ESD rating is not specified in this revision")
KLD_CABLE = ns(KLD, 2, "The electrode cable length is not specified")

# --------------------------------------------------------------------------- FM-30
FM_V = f(FM, 1, "Working voltage：DC3.7～5.5V", it(FM, "supply_voltage", "V", lo=3.7, hi=5.5))
FM_I = f(FM, 1, "Working current：≤8mA", it(FM, "supply_current", "mA", hi=8))
FM_RANGE = f(
    FM,
    1,
    "Measuring range：0～5ppm",
    it(FM, "measurement_range", "ppm", lo=0, hi=5, quantity=GAS, condition="HCHO"),
)
FM_RES = f(FM, 1, "Resolution：0.001ppm", it(FM, "resolution", "ppm", value=0.001, quantity=GAS))
FM_WARM = f(FM, 1, "Preheat time：≤3min", it(FM, "warm_up_time", "min", hi=3))
FM_RESP = f(FM, 1, "Response time：T90≤60s", it(FM, "response_time", "s", hi=60, condition="T90"))
FM_T = f(FM, 1, "Working temperature：0～50℃", it(FM, "operating_temperature", "°C", lo=0, hi=50))
FM_RH = f(
    FM,
    1,
    "Working humidity：15～90%RH (no condensation)",
    it(FM, "operating_humidity", "%RH", lo=15, hi=90),
)
FM_STG = f(FM, 1, "Storage temperature：0～40℃", it(FM, "storage_temperature", "°C", lo=0, hi=40))
FM_BAUD = f(
    FM,
    2,
    "Baud rate 9600, data bits 8, stop bit 1, no parity.",
    it(FM, "baud_rate", "bps", value=9600),
)
FM_33 = f(FM, 2, "A：No. Below 3.7V the readings are invalid.")
FM_RX5 = f(FM, 2, "A：No, RXD is 3.3V level and not 5V tolerant; use a divider or level shifter.")
FM_XS = ns(FM, 2, "Cross-sensitivity data is not specified.")
FM_OUT = ns(FM, 2, "A：Not specified. Avoid rain and condensation.")

# --------------------------------------------------------------------------- SFH41
SF_V = f(
    SFH,
    1,
    "Supply voltage VDD 3.15 3.3 5.5 V",
    it(SFH, "supply_voltage", "V", lo=3.15, typ=3.3, hi=5.5),
)
SF_I33 = f(
    SFH,
    1,
    "measurement, VDD = 3.3 V 4.2 5.5 mA",
    it(SFH, "supply_current", "mA", typ=4.2, hi=5.5, condition="measurement, VDD = 3.3 V"),
)
SF_I5 = f(
    SFH,
    1,
    "measurement, VDD = 5.0 V 3.6 4.8 mA",
    it(SFH, "supply_current", "mA", typ=3.6, hi=4.8, condition="measurement, VDD = 5.0 V"),
)
SF_IDLE = f(
    SFH,
    1,
    "Idle current IIDLE idle mode 0.25 0.4 mA",
    it(SFH, "standby_current", "mA", typ=0.25, hi=0.4, condition="idle mode"),
)
SF_ADDR = f(SFH, 1, "I2C interface, fixed address 0x5D", it(SFH, "i2c_address", values=["0x5D"]))
SF_RANGE = f(
    SFH,
    1,
    "Measurement range - 0 - 1000 ppb",
    it(SFH, "measurement_range", "ppb", lo=0, hi=1000, quantity=GAS),
)
SF_ACC_LO = f(
    SFH,
    1,
    "0 - 200 ppb ±20 ppb",
    it(SFH, "accuracy", "ppb", lo=-20, hi=20, quantity=GAS, condition="0-200 ppb"),
)
SF_ACC_HI = f(
    SFH,
    1,
    "200 - 1000 ppb ±10 % m.v.",
    it(SFH, "accuracy", "%", lo=-10, hi=10, quantity=GAS, condition="200-1000 ppb, % m.v."),
)
SF_START = f(
    SFH,
    1,
    "Start-up time first valid reading 10 s",
    it(SFH, "warm_up_time", "s", typ=10, condition="first valid reading"),
)
SF_FSCL = f(
    SFH,
    2,
    "I2C clock fSCL standard mode 0 100 kHz",
    it(SFH, "i2c_clock_frequency", "kHz", lo=0, hi=100, condition="standard mode only"),
)
SF_400 = f(SFH, 2, "fast mode (400 kHz) is not supported")
SF_ABS = f(
    SFH,
    2,
    "Supply voltage VDD -0.3 to 6.0 V",
    it(SFH, "abs_max_supply_voltage", "V", lo=-0.3, hi=6.0),
)
SF_TREC = f(
    SFH,
    2,
    "Operating temperature +10 to +40 °C",
    it(SFH, "operating_temperature", "°C", lo=10, hi=40, condition="recommended"),
)
SF_RHREC = f(
    SFH,
    2,
    "Operating humidity 20 to 80 %RH",
    it(SFH, "operating_humidity", "%RH", lo=20, hi=80, condition="recommended"),
)
SF_VIH = f(
    SFH,
    1,
    "Input high voltage VIH 2.31 VDD+0.3 V",
    it(SFH, "input_high_voltage", "V", lo=2.31, condition="max VDD + 0.3 V"),
)
SF_ETH = ns(SFH, 2, "Cross-sensitivity to ethanol is not specified.")

# --------------------------------------------------------------------------- KWV-300
_KWVV = "Power supply 7 to 30 V DC 12 to 30 V DC *1 5 to 30 V DC"
KV_V = f(KWV, 1, _KWVV, it(KV, "supply_voltage", "V", lo=7, hi=30, condition="KWV-300V"))
KC_V = f(KWV, 1, _KWVV, it(KC, "supply_voltage", "V", lo=12, hi=30, condition="KWV-300C"))
KR_V = f(KWV, 1, _KWVV, it(KR, "supply_voltage", "V", lo=5, hi=30, condition="KWV-300R"))
KC_18 = f(
    KWV,
    1,
    "*1 With a 500 Ω load the supply must be 18 V DC min.",
    it(KC, "supply_voltage", "V", lo=18, condition="KWV-300C with a 500 Ohm load"),
)
KV_I = f(KWV, 1, "8 mA max. 10 mA max.", it(KV, "supply_current", "mA", hi=8))
KR_I = f(KWV, 1, "8 mA max. 10 mA max.", it(KR, "supply_current", "mA", hi=10))
KC_I = f(
    KWV, 1, "25 mA max.", it(KC, "supply_current", "mA", hi=25, condition="incl. loop current")
)
KV_OUT = f(
    KWV,
    1,
    "Output signal 0 to 5 V DC 4 to 20 mA RS-485 (Modbus RTU)",
    it(KV, "analog_output_voltage", "V", lo=0, hi=5, condition="0 to 360 deg"),
)
KR_BAUD = f(
    KWV,
    1,
    "(default 9600)",
    it(KR, "baud_rate", "bps", value=9600, condition="default; 4800 selectable"),
)
KWV_T = f(
    KWV,
    1,
    "Operating temperature -30 to +70 °C (no icing)",
    it(KWV, "operating_temperature", "°C", lo=-30, hi=70, condition="no icing"),
)
KWV_IP = f(KWV, 1, "Degree of protection IP65", it(KWV, "ip_rating", values=["IP65"]))
KWV_SURGE = ns(KWV, 2, "Lightning surge immunity is not specified.")

# --------------------------------------------------------------------------- WR 20
_WRV = "Supply voltage V DC 15…30 *1 10…30 10…30"
WU_V = f(WR, 1, _WRV, it(WU, "supply_voltage", "V", lo=15, hi=30, condition="WR 20-U"))
WI_V = f(WR, 1, _WRV, it(WI, "supply_voltage", "V", lo=10, hi=30, condition="WR 20-I"))
WH_V = f(WR, 1, _WRV, it(WH, "supply_voltage", "V", lo=10, hi=30, condition="WR 20-H signal"))
WU_FN = f(
    WR,
    1,
    "*1 WR 20-U: 15 V only for a load ≥ 10 kΩ; 18 V at 2 kΩ.",
    it(WU, "supply_voltage", "V", lo=18, condition="WR 20-U with a 2 kOhm load"),
)
_WRI = "mA ≤ 12 ≤ 22 ≤ 22"
WU_I = f(WR, 1, _WRI, it(WU, "supply_current", "mA", hi=12, condition="without heating"))
WI_I = f(WR, 1, _WRI, it(WI, "supply_current", "mA", hi=22, condition="without heating"))
WU_OUT = f(
    WR,
    1,
    "Output signal - 0…10 V 4…20 mA 4…20 mA",
    it(WU, "analog_output_voltage", "V", lo=0, hi=10),
)
WH_HEAT = f(
    WR,
    2,
    "Heating power W - - 20",
    it(WH, "power_consumption", "W", value=20, condition="heating"),
)
WH_HSUP = f(
    WR,
    2,
    "Heating supply V AC/DC - - 24",
    it(WH, "load_supply_voltage", "V", value=24, condition="heating supply, AC/DC"),
)
_WRT = "Operating temperature °C -30…+70 -30…+70 -50…+80"
WI_T = f(WR, 2, _WRT, it(WI, "operating_temperature", "°C", lo=-30, hi=70))
WH_T = f(WR, 2, _WRT, it(WH, "operating_temperature", "°C", lo=-50, hi=80))
WR_IP = f(WR, 2, "Protection - IP 55 IP 55 IP 55", it(WR, "ip_rating", values=["IP55"]))
WR_SURGE = ns(WR, 2, "Surge and lightning protection is not specified")
WR_SC = ns(WR, 2, "Output short-circuit protection: not specified.")

# --------------------------------------------------------------------------- KAF3100
KAF_V = f(
    KAF,
    1,
    "Supply voltage 8.0 10.0 15.0 Vdc",
    it(KAF, "supply_voltage", "V", lo=8.0, typ=10.0, hi=15.0),
)
KAF_ABS = f(KAF, 2, "Supply voltage 18 Vdc", it(KAF, "abs_max_supply_voltage", "V", hi=18))
KAF_P = f(KAF, 1, "Power consumption 50 mW", it(KAF, "power_consumption", "mW", hi=50))
_KAFR = "Flow range (full scale) - 0 to 200 SCCM 0 to 1 SLPM 0 to 5 SLPM"
K1_RANGE = f(KAF, 1, _KAFR, it(K1, "measurement_range", "l/min", lo=0, hi=1, quantity=FLOW))
K5_RANGE = f(KAF, 1, _KAFR, it(K5, "measurement_range", "l/min", lo=0, hi=5, quantity=FLOW))
K200_RANGE = f(KAF, 1, _KAFR, it(K200, "measurement_range", "ml/min", lo=0, hi=200, quantity=FLOW))
KAF_OUT = f(
    KAF, 1, "Amplified 1 V to 5 V output", it(KAF, "analog_output_voltage", "V", lo=1, hi=5)
)
K5_ACC = f(
    KAF,
    1,
    "Accuracy (1) % reading ±3 ±3 ±5",
    it(K5, "accuracy", "%", lo=-5, hi=5, quantity=FLOW, condition="% reading"),
)
K1_ACC = f(
    KAF,
    1,
    "Accuracy (1) % reading ±3 ±3 ±5",
    it(K1, "accuracy", "%", lo=-3, hi=3, quantity=FLOW, condition="% reading"),
)
KAF_RESP = f(KAF, 1, "Response time 3 ms", it(KAF, "response_time", "ms", typ=3))
KAF_T = f(
    KAF,
    2,
    "Operating temperature -25 °C to 85 °C",
    it(KAF, "operating_temperature", "°C", lo=-25, hi=85, condition="environmental"),
)
KAF_MEDIA = ns(
    KAF, 2, "Exposure to media other than dry air or nitrogen: compatibility not specified."
)

# --------------------------------------------------------------------------- HAM-70
HAM_V = f(
    HAM,
    1,
    "Power supply voltage VB 8～16 V",
    it(HAM, "supply_voltage", "V", lo=8, hi=16, condition="recommended"),
)
HAM_ABS = f(
    HAM,
    1,
    "Power supply voltage VB 24 (60 s) V",
    it(HAM, "abs_max_supply_voltage", "V", hi=24, condition="60 s"),
)
_HAMI = "Current consumption typ. 35mA typ. 30mA"
HA_I = f(HAM, 1, _HAMI, it(HA, "supply_current", "mA", typ=35, condition="Ta=25 C, VB=14V"))
HB_I = f(HAM, 1, _HAMI, it(HB, "supply_current", "mA", typ=30, condition="Ta=25 C, VB=14V"))
HAM_RANGE = f(
    HAM,
    1,
    "Air mass range 8～480 kg/h 8～480 kg/h",
    it(HAM, "measurement_range", "kg/h", lo=8, hi=480, quantity=FLOW),
)
HB_OUT = f(
    HAM,
    1,
    "Output signal 8～480 kg/h 1.5～12kHz 0.5～4.5V",
    it(HB, "analog_output_voltage", "V", lo=0.5, hi=4.5),
)
HAM_RESP = f(
    HAM,
    1,
    "Response time 63%, step change typ. 15ms typ. 15ms",
    it(HAM, "response_time", "ms", typ=15, condition="63 %, step change"),
)
HAM_T = f(
    HAM,
    1,
    "Operating temperature Topr -40～+120 ℃",
    it(HAM, "operating_temperature", "°C", lo=-40, hi=120, condition="recommended"),
)
HAM_IAT = f(
    HAM,
    2,
    "Measuring range -40～+120℃",
    it(HAM, "measurement_range", "°C", lo=-40, hi=120, quantity=TEMP, condition="intake air"),
)
HAM_5V = f(HAM, 2, "Operation from a 5V supply is not possible: VB must be 8V or more.")
HAM_CAN = f(HAM, 2, "Compatibility with CAN or LIN bus: not provided (analog / frequency only).")
HAM_OIL = ns(HAM, 2, "Resistance to oil mist and dust contamination: not specified.")
