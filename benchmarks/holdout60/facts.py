"""Reference facts of the sixtieth hold-out set, shared by factual and compatibility
questions. Every number was read off the generated PDFs (``pdftotext -layout``) and
each quote is on the cited page (a wrapped parameter name is quoted in the order
pdftotext gives: first line, value line, second line)."""

from __future__ import annotations

from qkit import HP, KP, PS, PT, SO, VP, XR, ZK, Fact, Item, ev, it

DEG = "\u00b0C"
FW_C = "\u2103"
FWC = "\uff1a"
FWT = "\uff5e"
LE = "\u2264"


def f(device: str, page: int, quote: str, *items: Item) -> Fact:
    return list(items), [ev(device, page, quote)]


def note(device: str, page: int, quote: str) -> Fact:
    """A statement without numbers: evidence only."""
    return [], [ev(device, page, quote)]


# ---------------------------------------------------------------- HPC 310 (German board)
HP_MAINS = f(
    HP,
    1,
    "Netzspannung / Mains voltage 230 ± 10 % 230 ± 10 % V AC, 50/60 Hz",
    it(HP, "supply_voltage", "V", typ=230, condition="mains, ±10 %, both versions"),
)
HP_AMAX = f(
    HP,
    1,
    "Netzspannung / Mains voltage 265 V AC",
    it(HP, "abs_max_supply_voltage", "V", hi=265, condition="mains, absolute maximum"),
)
HP_POFF_W = f(
    HP,
    1,
    "Leistungsaufnahme, Relais aus / 1.8 2.6 W Power consumption, relays off",
    it("HPC 310-W", "power_consumption", "W", value=2.6, condition="relays off"),
)
HP_PMAX_S = f(
    HP,
    1,
    "Leistungsaufnahme, max. / 4.5 5.8 W Power consumption, max.",
    it("HPC 310-S", "power_consumption", "W", hi=4.5, condition="max."),
)
HP_PMAX_W = f(
    HP,
    1,
    "Leistungsaufnahme, max. / 4.5 5.8 W Power consumption, max.",
    it("HPC 310-W", "power_consumption", "W", hi=5.8, condition="max."),
)
HP_K1 = f(
    HP,
    1,
    "Verdichter-Relais K1 / Compressor 16 16 A at 250 V AC relay K1 (resistive)",
    it(HP, "contact_current", "A", hi=16, condition="compressor relay K1, resistive, 250 V AC"),
)
HP_K2 = f(
    HP,
    1,
    "Fan relay K2 5 5 A at 250 V AC",
    it(HP, "contact_current", "A", hi=5, condition="fan relay K2, 250 V AC"),
)
HP_K4 = f(
    HP,
    1,
    "Filterpumpe K4 / Filter pump K4 8 (1) 8 (1) A at 250 V AC",
    it(HP, "contact_current", "A", hi=8, condition="filter pump relay K4, 250 V AC"),
)
HP_K4_NOTE = note(HP, 1, "(1) Pumps with a start-up current above 25 A need an external contactor.")
HP_RANGE = f(
    HP,
    1,
    "Messbereich / Measuring range -30 ... +90 -30 ... +90 " + DEG,
    it(HP, "measurement_range", DEG, lo=-30, hi=90, quantity="temperature", condition="NTC inputs"),
)
HP_ACC = f(
    HP,
    1,
    "Messgenauigkeit / Accuracy ±0.5 ±0.5 K (-10 ... +50 " + DEG + ")",
    it(
        HP,
        "accuracy",
        DEG,
        lo=-0.5,
        hi=0.5,
        quantity="temperature",
        condition="-10 ... +50 °C (±0.5 K)",
    ),
)
HP_TOP_S = f(
    HP,
    2,
    "Betriebstemperatur / Operating -20 ... +60 -20 ... +55 " + DEG + " temperature",
    it("HPC 310-S", "operating_temperature", DEG, lo=-20, hi=60),
)
HP_TOP_W = f(
    HP,
    2,
    "Betriebstemperatur / Operating -20 ... +60 -20 ... +55 " + DEG + " temperature",
    it("HPC 310-W", "operating_temperature", DEG, lo=-20, hi=55),
)
HP_BAUD = f(
    HP,
    2,
    "RS-485, Baudrate / baud rate 9600 9600 bit/s",
    it(HP, "baud_rate", "bps", value=9600, condition="RS-485 Modbus RTU"),
)
HP_WIFI = f(
    HP,
    2,
    "WLAN / Wi-Fi - IEEE 802.11 b/g/n",
    it("HPC 310-W", "wireless_protocol", values=["Wi-Fi 802.11b/g/n"]),
)
HP_TX = f(HP, 2, "Sendeleistung / Tx power - 18 dBm", it("HPC 310-W", "tx_power", "dBm", value=18))
HP_PANEL = f(
    HP,
    2,
    "RS-485 panel (12 V, max. 150 mA for the panel)",
    it(HP, "output_current", "mA", hi=150, condition="12 V panel supply on terminal 12V"),
)
HP_IP = f(
    HP, 2, "Schutzart / Protection IP20 IP20 (in housing)", it(HP, "ip_rating", values=["IP20"])
)
HP_3PH = note(HP, 2, "The HPC 310 is not intended for three-phase compressors.")

# ---------------------------------------------------------------- KPH-20 (Japanese)
KP_VIN = f(
    KP,
    1,
    "Input voltage VIN 198 230 264 V AC",
    it(KP, "supply_voltage", "V", lo=198, typ=230, hi=264, condition="AC input"),
)
KP_AMAX = f(
    KP,
    1,
    "Input voltage VIN 280 V AC",
    it(KP, "abs_max_supply_voltage", "V", hi=280, condition="AC input"),
)
KP_IIN = f(
    KP,
    1,
    "Input current IIN 10.5 A rms",
    it(KP, "supply_current", "A", hi=10.5, condition="input current, 230 V AC"),
)
KP_STBY = f(
    KP,
    1,
    "Standby power PSTBY 3.2 5 W (compressor stopped)",
    it(KP, "power_consumption", "W", typ=3.2, hi=5, condition="standby, compressor stopped"),
)
KP_IOUT = f(
    KP,
    1,
    "Compressor output current IOUT 9.0 A rms",
    it(KP, "output_current", "A", hi=9.0, condition="compressor output"),
)
KP_TOP = f(
    KP,
    1,
    "Operating temperature Topr -15" + FWT + "+50 " + FW_C,
    it(KP, "operating_temperature", DEG, lo=-15, hi=50, condition="recommended"),
)
KP_TOP_AMAX = f(
    KP,
    1,
    "Operating temperature Topr -25" + FWT + "+60 " + FW_C,
    it(KP, "operating_temperature", DEG, lo=-25, hi=60, condition="absolute maximum"),
)
KP_TSTG = f(
    KP,
    1,
    "Storage temperature Tstg -30" + FWT + "+85 " + FW_C,
    it(KP, "storage_temperature", DEG, lo=-30, hi=85),
)
KP_HUM = f(
    KP,
    1,
    "Humidity 10" + FWT + "90 (no dew) %RH",
    it(KP, "operating_humidity", "%RH", lo=10, hi=90, condition="no dew"),
)
KP_SMART = f(
    KP,
    2,
    "Input power 0.45 1.05 2.15 kW",
    it(KP, "power_consumption", "kW", typ=1.05, condition="Smart mode, typ."),
)
KP_BOOST = f(
    KP,
    2,
    "Input power 0.45 1.05 2.15 kW",
    it(KP, "power_consumption", "kW", typ=2.15, condition="Boost mode, typ."),
)
KP_BAUD = f(
    KP,
    2,
    "CN-COM: RS-485, Modbus RTU, 4800 bps fixed (address 1)",
    it(KP, "baud_rate", "bps", value=4800, condition="CN-COM, fixed"),
)
KP_PANEL = f(
    KP,
    2,
    "The wired panel is powered from CN-COM with 12 V DC, 100 mA max.",
    it(KP, "output_current", "mA", hi=100, condition="panel supply on CN-COM, 12 V DC"),
)
KP_NOWIFI = note(KP, 2, "No wireless function is provided.")
KP_3PH = note(KP, 2, "Do not use with three-phase 400 V supply.")
KP_TH1 = f(
    KP,
    2,
    "TH1 water inlet NTC 5 k" + "\u03a9" + " 0" + FWT + "+60 " + FW_C + " ±1 K",
    it(
        KP,
        "measurement_range",
        DEG,
        lo=0,
        hi=60,
        quantity="temperature",
        condition="TH1 water inlet",
    ),
)
KP_FANSIG = f(
    KP,
    1,
    "Fan speed signal 0 10 V 5 mA",
    it(KP, "output_current", "mA", hi=5, condition="fan speed signal output"),
)

# ---------------------------------------------------------------- XR-PHC8 (Chinese panel)
XR_VCC = f(
    XR,
    1,
    "Working voltage" + FWC + "DC 12V±10%",
    it(XR, "supply_voltage", "V", typ=12, condition="DC, ±10 %"),
)
XR_9V = note(XR, 2, "Below 9V the panel will restart again and again, please use 12V.")
XR_USB = note(XR, 2, "Can the panel be powered by 5V USB? A" + FWC + "No.")
XR_BURN = note(XR, 2, "Do not connect 24V or 220V to the panel, it will burn.")
XR_ICC_ON = f(
    XR,
    1,
    "Working current" + FWC + LE + "60mA (backlight on), " + LE + "25mA (backlight off)",
    it(XR, "supply_current", "mA", hi=60, condition="backlight on"),
)
XR_ICC_OFF = f(
    XR,
    1,
    "Working current" + FWC + LE + "60mA (backlight on), " + LE + "25mA (backlight off)",
    it(XR, "supply_current", "mA", hi=25, condition="backlight off"),
)
XR_ICC_WF = f(
    XR,
    1,
    "WiFi version working current" + FWC + LE + "180mA (peak 350mA when connecting)",
    it(
        "XR-PHC8-WF",
        "supply_current",
        "mA",
        hi=180,
        condition="WiFi version (peak 350 mA when connecting)",
    ),
)
XR_BAUD = f(
    XR,
    1,
    "Communication" + FWC + "RS-485, Modbus RTU, 9600bps (default) / 19200bps",
    it(XR, "baud_rate", "bps", value=9600, condition="default (19200 selectable)"),
)
XR_SET = f(
    XR,
    1,
    "Temperature setting range" + FWC + "Heating 15" + FWT + "40" + FW_C,
    it(
        XR, "measurement_range", DEG, lo=15, hi=40, quantity="temperature", condition="set, heating"
    ),
)
XR_RES = f(
    XR,
    1,
    "Display resolution" + FWC + "0.5" + FW_C,
    it(XR, "resolution", DEG, value=0.5, quantity="temperature"),
)
XR_TOP = f(
    XR,
    1,
    "Working temperature" + FWC + "-10" + FWT + "+50" + FW_C,
    it(XR, "operating_temperature", DEG, lo=-10, hi=50),
)
XR_TSTG = f(
    XR,
    1,
    "Storage temperature" + FWC + "-20" + FWT + "+70" + FW_C,
    it(XR, "storage_temperature", DEG, lo=-20, hi=70),
)
XR_HUM = f(
    XR,
    1,
    "Working humidity" + FWC + LE + "90%RH (no condensation)",
    it(XR, "operating_humidity", "%RH", hi=90),
)
XR_IP = f(
    XR,
    1,
    "Protection grade" + FWC + "IP54 (front side only, after installation)",
    it(XR, "ip_rating", values=["IP54"], condition="front side only"),
)
XR_WIFI = f(
    XR,
    1,
    "WiFi" + FWC + "2.4GHz 802.11b/g/n",
    it("XR-PHC8-WF", "wireless_protocol", values=["Wi-Fi 802.11b/g/n"]),
)
XR_5G = note(XR, 2, "Only 2.4GHz is supported.")
XR_CABLE = note(
    XR, 2, "Communication cable longest 30m, use twisted pair. Over 30m please add repeater."
)
XR_BRAND = note(
    XR,
    2,
    "Panel can work with main boards which follow Xinrui protocol only, other brand board is not guaranteed.",
)

# ---------------------------------------------------------------- PHT-24 (US 24 VAC board)
PT_VS = f(
    PT,
    1,
    "Supply Voltage R to C 20 24",
    it(PT, "supply_voltage", "V", lo=20, typ=24, hi=30, condition="R to C, VAC"),
)
PT_VS_NOTE = note(PT, 1, "Note 1: 30 VAC is the highest continuous supply")
PT_VS_FULL = (PT_VS[0], PT_VS[1] + PT_VS_NOTE[1])
PT_AMAX = (
    [it(PT, "abs_max_supply_voltage", "V", hi=36, condition="R to C")],
    [ev(PT, 1, "ABSOLUTE MAXIMUM RATINGS Supply Voltage (R to C)"), ev(PT, 1, "36 VAC")],
)
PT_ICC_OFF = f(
    PT,
    1,
    "Supply Current all outputs off 65 90 mA",
    it(PT, "supply_current", "mA", typ=65, hi=90, condition="all outputs off"),
)
PT_Y = f(
    PT,
    1,
    "Contactor Output (Y) 24 VAC coil 1.0 A",
    it(PT, "output_current", "A", hi=1.0, condition="Y, 24 VAC contactor coil"),
)
PT_FAN = f(
    PT,
    2,
    "01/2024 C Fan relay 3 A (Note 3)",
    it(PT, "contact_current", "A", hi=3, condition="fan relay, 240 VAC FLA (date code 2219 on)"),
)
PT_FAN_ROW = note(PT, 1, "Fan Relay Contacts 240 VAC, FLA")
PT_FAN_OLD = note(PT, 1, "Note 3: 1.5 A for PHT-24 boards with date code before 2219.")
PT_TOP = f(
    PT,
    2,
    "(-20 " + DEG + " to 60 " + DEG + ") (0 " + DEG + " to 50 " + DEG + ")",
    it(PT, "operating_temperature", DEG, lo=-20, hi=60, condition="PHT-24 ambient"),
)
PT_TOP_D = f(
    PT,
    2,
    "(-20 " + DEG + " to 60 " + DEG + ") (0 " + DEG + " to 50 " + DEG + ")",
    it("PHT-24D", "operating_temperature", DEG, lo=0, hi=50, condition="PHT-24D ambient"),
)
PT_NOCOM = note(PT, 2, "The board does not provide a communication port")
PT_TRAFO = note(PT, 2, "The PHT-24 must be supplied from a Class 2 transformer of at least 40 VA.")
PT_NOCOMP = note(PT, 2, "it must never switch the compressor directly")

# ---------------------------------------------------------------- PSC-1100 (UK)
PS_VS = f(
    PS,
    1,
    "Supply voltage 220 - 240 V AC, 50 Hz",
    it(PS, "supply_voltage", "V", lo=220, hi=240, condition="AC, 50 Hz"),
)
PS_PWR = note(PS, 1, "Pump power (total connected) 20 - 1100 W (1)")
PS_I = f(PS, 1, "Pump current 5 A max.", it(PS, "output_current", "A", hi=5, condition="pump"))
PS_INRUSH = note(
    PS, 1, "(1) For pumps with a start-up (inrush) current above 20 A, limit the pump to 700 W."
)
PS_STBY = f(
    PS,
    1,
    "Own consumption (standby) 0.9 W",
    it(PS, "power_consumption", "W", value=0.9, condition="standby"),
)
PS_TOP = f(
    PS,
    1,
    "Working temperature -10 " + DEG + " to +45 " + DEG + " (2)",
    it(PS, "operating_temperature", DEG, lo=-10, hi=45),
)
PS_IP = f(PS, 1, "Protection rating IP44 splash-proof", it(PS, "ip_rating", values=["IP44"]))
PS_ECO = note(PS, 1, "It is not suitable for pumps with an electronic (ECO / inverter) drive")
PS_12V = note(PS, 2, "The PSC-1100 only controls 230 V pumps directly")
PS_TWO = note(PS, 2, "Yes, with a splitter, if together they stay within 1100 W and 5 A.")
PS_NOWIFI = note(PS, 2, "Does it have Wi-Fi or an app? No.")
PS_AIR = note(PS, 2, "use the dial at position 7 only")

# ---------------------------------------------------------------- SOL-P24 (French solar)
SO_PV = f(
    SO,
    1,
    "Tension d'entrée PV / 15 50 V DC PV input voltage",
    it(SO, "supply_voltage", "V", lo=15, hi=50, condition="PV input"),
)
SO_VOC = note(SO, 1, "Tension de circuit ouvert PV / 55 V DC PV open-circuit voltage")
SO_AMAX = f(
    SO,
    1,
    "Tension d'entrée PV / PV input voltage 60 V DC",
    it(SO, "abs_max_supply_voltage", "V", hi=60, condition="PV input, absolute maximum"),
)
SO_PPV = note(SO, 1, "Puissance PV / PV power 240 W")
SO_IOUT = f(
    SO,
    1,
    "Courant de sortie pompe / 8 A Pump output current",
    it(SO, "output_current", "A", hi=8, condition="pump output"),
)
SO_VOUT = f(
    SO,
    1,
    "Tension de sortie pompe / 12 / 24 V DC (sélection / jumper) Pump output voltage",
    it(SO, "output_voltage", "V", value=12, condition="J1 = 12 V"),
)
SO_VOUT24 = f(
    SO,
    1,
    "Tension de sortie pompe / 12 / 24 V DC (sélection / jumper) Pump output voltage",
    it(SO, "output_voltage", "V", value=24, condition="J1 = 24 V"),
)
SO_CHG = f(
    SO,
    1,
    "Courant de charge batterie / 5 A Battery charge current",
    it(SO, "output_current", "A", hi=5, condition="battery charge current"),
)
SO_BAT = f(
    SO,
    1,
    "Tension batterie / Battery voltage 32 V DC",
    it(SO, "abs_max_input_voltage", "V", hi=32, condition="battery, absolute maximum"),
)
SO_IQ = f(
    SO,
    1,
    "Consommation propre / 12 20 mA Self consumption",
    it(SO, "quiescent_current", "mA", typ=12, hi=20, condition="self consumption"),
)
SO_TOP = f(
    SO,
    1,
    "Température de fonctionnement / -20 ... +55 " + DEG + " Operating temperature",
    it(SO, "operating_temperature", DEG, lo=-20, hi=55),
)
SO_DERATE = note(SO, 1, "Réduction au-delà de / Derating above 45 " + DEG)
SO_TSTG = f(
    SO,
    1,
    "Température de stockage / Storage temperature -40 ... +85 " + DEG,
    it(SO, "storage_temperature", DEG, lo=-40, hi=85),
)
SO_IP = f(SO, 1, "Indice de protection / Protection IP65", it(SO, "ip_rating", values=["IP65"]))
SO_NOAC = note(SO, 2, "AC pumps cannot be connected, not even through an inverter on P+ / P-.")
SO_REV = note(SO, 2, "no PV reverse-polarity protection: a reversed panel destroys the input.")
SO_15V = note(SO, 2, "without battery the pump stops below 15 V PV input.")
SO_BATT = note(SO, 1, "can charge a 12 V or 24 V lead-acid or LiFePO4 buffer battery")

# ---------------------------------------------------------------- ZK-PW10 (Chinese DC PWM)
ZK_VIN = f(
    ZK,
    1,
    "Input voltage" + FWC + "DC 9V" + FWT + "28V",
    it(ZK, "supply_voltage", "V", lo=9, hi=28, condition="DC input"),
)
ZK_30V = f(
    ZK,
    2,
    "Input voltage more than 30V will burn the board immediately.",
    it(ZK, "abs_max_supply_voltage", "V", hi=30, condition="burns above"),
)
ZK_IOUT = f(
    ZK,
    1,
    "Output current" + FWC + "10A (continuous)",
    it(ZK, "output_current", "A", hi=10, condition="continuous"),
)
ZK_IPEAK = f(
    ZK,
    1,
    "Output current" + FWC + "10A (continuous)" + "\uff0c" + "15A (peak 10s)",
    it(ZK, "peak_output_current", "A", hi=15, condition="peak 10 s"),
)
ZK_8A = note(ZK, 2, "Over 8A please add heat sink or fan, otherwise the MOS will be hot.")
ZK_STBY = f(
    ZK,
    1,
    "Standby current" + FWC + LE + "15mA",
    it(ZK, "standby_current", "mA", hi=15),
)
ZK_TOP = f(
    ZK,
    1,
    "Working temperature" + FWC + "-20" + FWT + "+60" + FW_C,
    it(ZK, "operating_temperature", DEG, lo=-20, hi=60),
)
ZK_DC = note(ZK, 2, "This controller is for DC pump only, can not connect 220V AC pump, danger!")
ZK_DRY = note(ZK, 2, "The board is not waterproof, please put it in a box, keep dry.")
ZK_SOLAR = note(ZK, 2, "Panel open voltage must not more than 28V.")
ZK_TWO = note(ZK, 2, "Yes, same speed, total current " + LE + "10A.")
ZK_REV = note(ZK, 1, "Reverse connection protection on power input")
ZK_BRUSH = note(ZK, 2, "For pump with brush motor, please add a diode on output (not included).")

# ---------------------------------------------------------------- VPR (Dutch family)
VP_VS = f(
    VP,
    1,
    "Supply voltage 230 ± 10 % 230 ± 10 % 230 ± 10 % V AC",
    it(VP, "supply_voltage", "V", typ=230, condition="±10 %, all versions"),
)
_VP_SW = "Switching current per 6 6 4 A pump output (AC-3)"
VP_SW1 = f(
    VP, 1, _VP_SW, it("VPR-1", "contact_current", "A", hi=6, condition="per pump output, AC-3")
)
VP_SW2 = f(
    VP, 1, _VP_SW, it("VPR-2", "contact_current", "A", hi=6, condition="per pump output, AC-3")
)
VP_SW2F = f(
    VP, 1, _VP_SW, it("VPR-2F", "contact_current", "A", hi=4, condition="per pump output, AC-3")
)
_VP_TOT = "Total current, all outputs 6 10 10 A"
VP_TOT2 = note(VP, 1, _VP_TOT)
VP_HEAT = note(VP, 1, "Heater output - - 1500 W")
_VP_OWN = "Own consumption 1.2 1.5 2.4 W"
VP_OWN2F = f(VP, 1, _VP_OWN, it("VPR-2F", "power_consumption", "W", value=2.4))
VP_OWN1 = f(VP, 1, _VP_OWN, it("VPR-1", "power_consumption", "W", value=1.2))
VP_FROST = f(
    VP,
    1,
    "Frost sensor range - - -25 ... +40 " + DEG,
    it(
        "VPR-2F",
        "measurement_range",
        DEG,
        lo=-25,
        hi=40,
        quantity="temperature",
        condition="frost sensor",
    ),
)
_VP_TOP = "Operating temperature -10 ... +50 -10 ... +50 -25 ... +50 " + DEG
VP_TOP1 = f(VP, 2, _VP_TOP, it("VPR-1", "operating_temperature", DEG, lo=-10, hi=50))
VP_TOP2 = f(VP, 2, _VP_TOP, it("VPR-2", "operating_temperature", DEG, lo=-10, hi=50))
VP_TOP2F = f(VP, 2, _VP_TOP, it("VPR-2F", "operating_temperature", DEG, lo=-25, hi=50))
_VP_IP = "Protection IP55 IP55 IP65"
VP_IP2 = f(VP, 2, _VP_IP, it("VPR-2", "ip_rating", values=["IP55"]))
VP_IP2F = f(VP, 2, _VP_IP, it("VPR-2F", "ip_rating", values=["IP65"]))
VP_NOSPEED = note(
    VP, 2, "The VPR controllers have no speed control; pumps run at full speed or stop."
)
VP_CONT = note(VP, 2, "Pumps above 6 A (VPR-2F: 4 A) per output need a contactor")
VP_PROBE = note(VP, 2, "Level probes must be of stainless steel; probe cable max. 25 m.")
VP_RCD = note(VP, 2, "The controllers have no RCD of their own; a 30 mA RCD upstream is mandatory.")
VP_LEVEL = note(VP, 1, "all pumps stop after a delay of 10 s")
