"""Reference facts of the fifty-fifth hold-out set, shared by factual and
compatibility questions. Every number was read off the generated PDFs
(``pdftotext -layout``) and each quote is on the cited page."""

from __future__ import annotations

from qkit import AQ, AT, DC, JY, PI, VX, W1, WO, Fact, Item, ev, it

DEG = "\u00b0C"
MU = "\u00b5"
FW_C = "\u2103"
FWC = "\uff1a"
FWT = "\uff5e"
PM = "\u00b1"
LE = "\u2264"
T, RH = "temperature", "relative_humidity"


def f(device: str, page: int, quote: str, *items: Item) -> Fact:
    return list(items), [ev(device, page, quote)]


# ---------------------------------------------------------------- WS-OT3 / WS-OT3R
WO_VOP = f(
    WO,
    1,
    "Operating voltage VBAT 2.2 3.0 3.6 V",
    it(WO, "supply_voltage", "V", lo=2.2, typ=3.0, hi=3.6, condition="VBAT, electrical char."),
)
WO_VREC = f(
    WO,
    2,
    "Battery voltage 2.4" + FWT + "3.3 V",
    it(WO, "supply_voltage", "V", lo=2.4, hi=3.3, condition="recommended operating conditions"),
)
WO_ABS = f(
    WO,
    2,
    "Battery voltage 3.9 V",
    it(WO, "abs_max_supply_voltage", "V", hi=3.9, condition="absolute maximum"),
)
WO_ITX = f(
    WO,
    1,
    "Supply current ITX 18 25 mA (transmitting)",
    it(WO, "supply_current", "mA", typ=18, hi=25, condition="transmitting"),
)
WO_ISLP = f(
    WO,
    1,
    "ISLP 4.5 8 " + MU + "A",
    it(WO, "standby_current", "uA", typ=4.5, hi=8, condition="sleep"),
)
WO_PRF = f(WO, 1, "RF output power PRF +10 dBm", it(WO, "tx_power", "dBm", typ=10))
WO_TACC = f(
    WO,
    1,
    "Temperature accuracy -1.0 +1.0 " + FW_C + " 0" + FWT + "+50" + FW_C,
    it(WO, "accuracy", DEG, lo=-1.0, hi=1.0, quantity=T, condition="0 ~ +50 C"),
)
WO_HACC = f(
    WO,
    1,
    "Humidity accuracy *2 -5 +5 %RH 25" + FWT + "75%RH",
    it(WO, "accuracy", "%RH", lo=-5, hi=5, quantity=RH, condition="25 ~ 75 %RH"),
)
WO_TOP_ABS = f(
    WO,
    2,
    "Operating temperature -40" + FWT + "+60 " + FW_C,
    it(WO, "operating_temperature", DEG, lo=-40, hi=60, condition="absolute maximum table"),
)
WO_TOP_REC = f(
    WO,
    2,
    "Operating temperature *3 -20" + FWT + "+55 " + FW_C,
    it(WO, "operating_temperature", DEG, lo=-20, hi=55, condition="recommended, alkaline cells"),
)
WO_FREQ = f(
    WO,
    1,
    "Radio frequency 433.92 MHz 433.92 MHz",
    it("WS-OT3R", "frequency_band", "MHz", value=433.92),
)
WO_IP = f(WO, 2, "Splash-proof construction (IPX3)", it(WO, "ip_rating", values=["IPX3"]))
WO_OTHER = f(
    WO,
    2,
    "Operation with display units of other manufacturers is not guaranteed.",
)
WO_PROTO = f(WO, 2, "The radio protocol is not disclosed.")

# ---------------------------------------------------------------- WS-100 / WS-100-915
W1_VBAT = f(
    W1,
    1,
    "Supply Voltage VBAT 2.4 3.0 3.6 V",
    it(W1, "supply_voltage", "V", lo=2.4, typ=3.0, hi=3.6),
)
W1_EXT = f(
    W1,
    2,
    "may also be powered from an external 3.0 V to 3.3 V regulated supply",
    it(W1, "supply_voltage", "V", lo=3.0, hi=3.3, condition="external regulated supply"),
)
W1_IQ = f(
    W1,
    1,
    "IQ sensor idle 2.8 6 " + MU + "A",
    it(W1, "standby_current", "uA", typ=2.8, hi=6, condition="sensor idle"),
)
W1_ITX915 = f(
    W1,
    1,
    "transmitting, 915 MHz 22 mA",
    it("WS-100-915", "supply_current", "mA", typ=22, condition="transmitting, 915 MHz"),
)
W1_POUT915 = f(
    W1, 1, "915 MHz +5 dBm", it("WS-100-915", "tx_power", "dBm", typ=5, condition="915 MHz")
)
W1_TACC = f(
    W1,
    1,
    "Temperature Accuracy 0" + DEG + " to +40" + DEG + " -0.5 +0.5 " + DEG,
    it(W1, "accuracy", DEG, lo=-0.5, hi=0.5, quantity=T, condition="0 to +40 C"),
)
W1_TACC_WIDE = f(
    W1,
    1,
    "-40" + DEG + " to +60" + DEG + " -1.0 +1.0 " + DEG,
    it(W1, "accuracy", DEG, lo=-1.0, hi=1.0, quantity=T, condition="-40 to +60 C"),
)
W1_HACC = f(
    W1,
    1,
    "Humidity Accuracy 20 to 80 %RH -3 +3 %RH",
    it(W1, "accuracy", "%RH", lo=-3, hi=3, quantity=RH, condition="20 to 80 %RH"),
)
W1_ABS = f(
    W1,
    2,
    "Battery Voltage" + "." * 176 + "4.0V",
    it(W1, "abs_max_supply_voltage", "V", hi=4.0),
)
W1_TOP = f(
    W1,
    2,
    "Operating Temperature Range" + "." * 135 + "-40" + DEG + " to +60" + DEG,
    it(W1, "operating_temperature", DEG, lo=-40, hi=60),
)
W1_FREQ915 = f(
    W1,
    2,
    "WS-100-915 915 MHz USA, Canada (FCC Part 15)",
    it("WS-100-915", "frequency_band", "MHz", value=915),
)
W1_IP = f(W1, 2, "an IP rating is not specified")

# ---------------------------------------------------------------- VELOX MC-15 / MC-20
VX_VOP = f(
    VX,
    1,
    "Operating voltage range V DC 30 ... 42 30 ... 55",
    it("VELOX MC-15", "supply_voltage", "V", lo=30, hi=42),
    it("VELOX MC-20", "supply_voltage", "V", lo=30, hi=55),
)
VX_VOP15 = f(
    VX,
    1,
    "Operating voltage range V DC 30 ... 42 30 ... 55",
    it("VELOX MC-15", "supply_voltage", "V", lo=30, hi=42),
)
VX_VOP20 = f(
    VX,
    1,
    "Operating voltage range V DC 30 ... 42 30 ... 55",
    it("VELOX MC-20", "supply_voltage", "V", lo=30, hi=55),
)
VX_ILIM20 = f(
    VX,
    1,
    "Battery current limit A 15 20",
    it("VELOX MC-20", "supply_current", "A", hi=20, condition="battery current limit"),
)
VX_STBY = f(
    VX,
    1,
    "Standby current, mA " + LE + " 10 " + LE + " 10 display off",
    it(VX, "standby_current", "mA", hi=10, condition="display off, MC-15 and MC-20"),
)
VX_THR = f(
    VX,
    1,
    "Throttle input, start 0.8 V Throttle input, full 4.2 V",
    it(VX, "analog_input_range", "V", lo=0.8, hi=4.2, condition="throttle, start to full"),
)
VX_5V = f(
    VX,
    1,
    "4.75 5.0 5.25 V max. 100 mA",
    it(VX, "output_voltage", "V", lo=4.75, typ=5.0, hi=5.25, condition="throttle / Hall supply"),
    it(VX, "output_current", "mA", hi=100, condition="throttle / Hall supply"),
)
VX_UART = f(VX, 1, "UART display port 9600 bit/s", it(VX, "baud_rate", "bps", value=9600))
VX_TOP = f(
    VX,
    2,
    "Operating temperature " + DEG + " -20 ... +50 -20 ... +50",
    it(VX, "operating_temperature", DEG, lo=-20, hi=50),
)
VX_IP = f(VX, 2, "Protection class IP65 IP65", it(VX, "ip_rating", values=["IP65"]))
VX_LIGHT = f(
    VX,
    2,
    "Light output (MC-20 only): 6 V DC, max. 0.5 A",
    it("VELOX MC-20", "output_voltage", "V", value=6, condition="light output"),
    it("VELOX MC-20", "output_current", "A", hi=0.5, condition="light output"),
)
VX_TORQUE = f(VX, 2, "Torque sensors are not supported")
VX_CABLE = f(VX, 2, "The maximum cable length to the display is not specified.")

# ---------------------------------------------------------------- JY-S12-36 / -48
JY_THR = f(
    JY,
    1,
    "Throttle voltage" + FWC + "1.1V" + FWT + "4.3V",
    it(JY, "analog_input_range", "V", lo=1.1, hi=4.3, condition="throttle"),
)
JY_TOP = f(
    JY,
    1,
    "Working temperature" + FWC + "-20" + FW_C + FWT + "+60" + FW_C,
    it(JY, "operating_temperature", DEG, lo=-20, hi=60),
)
JY_IP = f(JY, 1, "Waterproof" + FWC + "IPX4", it(JY, "ip_rating", values=["IPX4"]))
JY_BAUD = f(
    JY, 1, "Display protocol UART 1200bps UART 1200bps", it(JY, "baud_rate", "bps", value=1200)
)
JY_48_60 = f(
    JY,
    2,
    "A" + FWC + "Yes. Full-charge voltage 58.8V is OK; never exceed 60V.",
    it("JY-S12-48", "abs_max_supply_voltage", "V", hi=60, condition="FAQ: never exceed"),
)
JY_36_42 = f(
    JY,
    2,
    "A" + FWC + "No. The 36V version is rated for max. 42V (10S full charge).",
    it("JY-S12-36", "supply_voltage", "V", hi=42, condition="FAQ: 10S full charge"),
)
JY_RATED = f(
    JY,
    1,
    "Rated voltage 36V 48V",
    it("JY-S12-36", "supply_voltage", "V", typ=36, condition="rated"),
    it("JY-S12-48", "supply_voltage", "V", typ=48, condition="rated"),
)
JY_HALL = f(
    JY,
    1,
    "Hall / throttle supply" + FWC + "+5V",
    it(JY, "output_voltage", "V", value=5, condition="Hall / throttle supply"),
)
JY_TORQUE = f(JY, 2, "A" + FWC + "No, only PAS cadence sensors.")
JY_DISP = f(JY, 2, "Our JY-LCD5 and JY-LED display. Other displays are not tested.")
JY_STBY = f(JY, 2, "A" + FWC + "Not measured for this model.")

# ---------------------------------------------------------------- AQT 200
AQ_MAINS = f(
    AQ,
    1,
    "Netzspannung / Mains voltage 207 230 253 V AC, 50 Hz",
    it(AQ, "supply_voltage", "V", lo=207, typ=230, hi=253, condition="AC, 50 Hz"),
)
AQ_OWN = f(
    AQ,
    1,
    "Eigenverbrauch / 0.9 1.5 W Own consumption",
    it(AQ, "power_consumption", "W", typ=0.9, hi=1.5, condition="own consumption"),
)
AQ_ACC = f(
    AQ,
    1,
    "Regelgenauigkeit / -0.5 +0.5 " + DEG + " Control accuracy (2)",
    it(AQ, "accuracy", DEG, lo=-0.5, hi=0.5, quantity=T, condition="22 ... 30 C"),
)
AQ_TAMB = f(
    AQ,
    1,
    "Umgebungstemperatur / 0 40 " + DEG + " Ambient temperature",
    it(AQ, "operating_temperature", DEG, lo=0, hi=40, condition="ambient"),
)
AQ_IP_CTRL = f(
    AQ,
    2,
    "Schutzart Regler / Controller protection IP20, nur im Innenraum / indoor only",
    it(AQ, "ip_rating", values=["IP20"], condition="controller"),
)
AQ_IP_PROBE = f(
    AQ,
    1,
    "Schutzart Fühler / Probe protection IP68 (submersible)",
    it(AQ, "ip_rating", values=["IP68"], condition="probe"),
)
AQ_CABLE = f(AQ, 1, "Kabellänge / Cable length 2.5 m")
AQ_CHILL = f(AQ, 2, "Nicht für Kühlgeräte geeignet / not suitable for controlling chillers.")

# ---------------------------------------------------------------- ATC-2 / ATC-2E
AT_LINE2 = f(
    AT, 1, "Line voltage 120 V AC, 60 Hz", it(AT, "supply_voltage", "V", value=120, condition="AC")
)
AT_LINE2E = f(
    AT,
    1,
    "Line voltage 120 V AC, 60 Hz 230 V AC, 50 Hz",
    it("ATC-2E", "supply_voltage", "V", value=230, condition="AC, 50 Hz"),
)
AT_IOUT2 = f(
    AT,
    1,
    "Current per outlet 8 A 5 A",
    it(AT, "output_current", "A", hi=8, condition="per outlet"),
)
AT_IOUT2E = f(
    AT,
    1,
    "Current per outlet 8 A 5 A",
    it("ATC-2E", "output_current", "A", hi=5, condition="per outlet"),
)
AT_ITOT2 = f(
    AT,
    1,
    "Total current, both outlets 12 A 8 A",
    it(AT, "output_current", "A", hi=12, condition="total, both outlets"),
)
AT_ITOT2E = f(
    AT,
    1,
    "Total current, both outlets 12 A 8 A",
    it("ATC-2E", "output_current", "A", hi=8, condition="total, both outlets"),
)
AT_ACC = f(
    AT,
    1,
    "Control accuracy 24 to 28 C -0.2 +0.2 C",
    it(AT, "accuracy", DEG, lo=-0.2, hi=0.2, quantity=T, condition="24 to 28 C"),
)
AT_VOL = f(
    AT,
    1,
    "VOL ALARM, 10 mA sink 0.4 V",
    it(AT, "output_low_voltage", "V", hi=0.4, condition="ALARM, 10 mA sink"),
)
AT_VOH = f(
    AT,
    1,
    "VOH ALARM pull-up voltage 24 V",
    it(AT, "output_high_voltage", "V", hi=24, condition="ALARM pull-up voltage"),
)
AT_IOL = f(
    AT,
    1,
    "IOL ALARM sink current 50 mA",
    it(AT, "output_current", "mA", hi=50, condition="ALARM sink current"),
)
AT_TOP_REC = f(
    AT,
    2,
    "Ambient temperature, operating 5 C to 40 C",
    it(AT, "operating_temperature", DEG, lo=5, hi=40, condition="recommended"),
)
AT_TOP_ABS = f(
    AT,
    2,
    "Ambient temperature, operating 0 C to 50 C",
    it(AT, "operating_temperature", DEG, lo=0, hi=50, condition="absolute maximum"),
)
AT_HUM = f(
    AT,
    2,
    "Relative humidity (non-condensing) 10 % to 85 %",
    it(AT, "operating_humidity", "%RH", lo=10, hi=85, condition="non-condensing"),
)
AT_PROBE = f(AT, 2, "PROBE 3.5 mm, 3-pole Reefline digital probe TP-3 only")
AT_NOTISO = f(
    AT, 2, "The ALARM output needs an external pull-up resistor; it is not an isolated contact."
)
AT_IP = f(AT, 2, "an IP rating is not specified")

# ---------------------------------------------------------------- DCB-20
DC_SUP = f(
    DC,
    1,
    "Power supply V AC 220 ... 240, 50/60 Hz",
    it(DC, "supply_voltage", "V", lo=220, hi=240, condition="AC, 50/60 Hz"),
)
DC_PWR = f(
    DC, 1, "Power consumption of the board W 2.5", it(DC, "power_consumption", "W", value=2.5)
)
DC_K1_MOTOR = f(
    DC,
    1,
    "Compressor relay K1 (1) A 16 (resistive) / 10 (motor)",
    it(DC, "contact_current", "A", hi=10, condition="K1 compressor relay, motor load"),
)
DC_FAN = f(
    DC,
    1,
    "Fan relays K2, K3 A 5",
    it(DC, "contact_current", "A", hi=5, condition="fan relays K2, K3"),
)
DC_PUMP = f(
    DC, 1, "Pump output K4 A 2", it(DC, "output_current", "A", hi=2, condition="pump output K4")
)
DC_HRANGE = f(
    DC,
    1,
    "Humidity measuring range %RH 20 ... 95",
    it(DC, "measurement_range", "%RH", lo=20, hi=95, quantity=RH),
)
DC_HACC = f(
    DC,
    1,
    "Humidity accuracy (2) %RH " + PM + "5",
    it(DC, "accuracy", "%RH", lo=-5, hi=5, quantity=RH, condition="with sensor module HM-3"),
)
DC_12V = f(
    DC,
    1,
    "A 12 V DC output supplies the display board, max. 150 mA.",
    it(DC, "output_voltage", "V", value=12, condition="display supply"),
    it(DC, "output_current", "mA", hi=150, condition="display supply"),
)
DC_TOP = f(
    DC,
    2,
    "Operating temperature " + DEG + " +5 ... +35",
    it(DC, "operating_temperature", DEG, lo=5, hi=35),
)
DC_IP = f(DC, 2, "Protection IP00 (built-in board)", it(DC, "ip_rating", values=["IP00"]))
DC_R290 = f(DC, 2, "Use with R290 appliances is not stated.")
DC_TANK = f(DC, 1, "J3 TANK float switch, potential-free 5 V, 1 mA from the board")

# ---------------------------------------------------------------- PIC-2
PI_SUP = f(
    PI,
    1,
    "Alimentation / Supply 230 V AC " + PM + " 10 %, 50 Hz",
    it(PI, "supply_voltage", "V", typ=230, condition="AC +-10 %, 50 Hz"),
)
PI_AUGER = f(
    PI,
    1,
    "Sortie vis sans fin / Auger output 230 V AC, max. 1 A",
    it(PI, "output_current", "A", hi=1, condition="auger output, 230 V AC"),
)
PI_FAN = f(
    PI,
    1,
    "230 V AC, max. 0.8 A Combustion fan (triac)",
    it(PI, "output_current", "A", hi=0.8, condition="combustion fan triac, 230 V AC"),
)
PI_TC = f(
    PI,
    1,
    "Entrée thermocouple / Thermocouple input type K, 0 ... 400 " + DEG,
    it(PI, "measurement_range", DEG, lo=0, hi=400, quantity=T, condition="type K input"),
)
PI_OWN = f(
    PI,
    1,
    "Consommation propre / Own consumption 3 W",
    it(PI, "power_consumption", "W", typ=3, condition="own consumption"),
)
PI_TOP = f(
    PI,
    2,
    "Température de fonctionnement / 0 ... +60 " + DEG + " Operating temperature",
    it(PI, "operating_temperature", DEG, lo=0, hi=60),
)
PI_IP = f(PI, 2, "Indice de protection / Protection IP40", it(PI, "ip_rating", values=["IP40"]))
PI_COMM = f(
    PI,
    2,
    "Communication RS-485, 19200 bit/s",
    it(PI, "interface", values=["RS-485"]),
    it(PI, "baud_rate", "bps", value=19200),
)
PI_TH = f(PI, 1, "Entrée thermostat / Thermostat input contact sec / potential-free")
PI_NOV = f(PI, 2, "Never apply a voltage to the thermostat input.")
PI_CERT = f(PI, 2, "The PIC-2 is not certified as a safety device")
PI_WOOD = f(PI, 2, "Wood logs and other fuels than pellets are not covered.")
