"""Reference facts of the fifty-second hold-out set, shared by factual and
compatibility questions. Every number was read off the generated PDFs
(``pdftotext -layout``) and each quote is on the cited page."""

from __future__ import annotations

from qkit import AC, GK, GR, HD, IV, PS, RX, SV, Fact, Item, ev, it

DEG = "\u00b0C"
MU = "\u00b5"
FW_C = "\u2103"
FWC = "\uff1a"
FWT = "\uff5e"


def f(device: str, page: int, quote: str, *items: Item) -> Fact:
    return list(items), [ev(device, page, quote)]


# ---------------------------------------------------------------- HDC-21A / HDC-21D
HD_SUP = f(
    HD,
    1,
    "Power supply AC 8" + FWT + "16 V, 50/60 Hz DC 9" + FWT + "15 V",
    it("HDC-21A", "supply_voltage", "V", lo=8, hi=16, condition="AC, 50/60 Hz"),
    it("HDC-21D", "supply_voltage", "V", lo=9, hi=15, condition="DC"),
)
HD_SUP_D = f(
    HD,
    1,
    "Power supply AC 8" + FWT + "16 V, 50/60 Hz DC 9" + FWT + "15 V",
    it("HDC-21D", "supply_voltage", "V", lo=9, hi=15, condition="DC"),
)
HD_SUP_A = f(
    HD,
    1,
    "Power supply AC 8" + FWT + "16 V, 50/60 Hz DC 9" + FWT + "15 V",
    it("HDC-21A", "supply_voltage", "V", lo=8, hi=16, condition="AC, 50/60 Hz"),
)
HD_ABS_D = f(
    HD,
    1,
    "Supply voltage（HDC-21D） Vcc 17 V",
    it("HDC-21D", "abs_max_supply_voltage", "V", hi=17, condition="absolute maximum"),
)
HD_ABS_A = f(
    HD,
    1,
    "Supply voltage（HDC-21A） Vac 18 V",
    it("HDC-21A", "abs_max_supply_voltage", "V", hi=18, condition="absolute maximum, AC"),
)
HD_TRG_ABS = f(
    HD,
    1,
    "Trigger terminal voltage *2 Vtrg -0.3" + FWT + "5.5 V",
    it(HD, "abs_max_input_voltage", "V", lo=-0.3, hi=5.5, condition="TRG1, TRG2 to COM"),
)
HD_VIH = f(
    HD,
    2,
    "VIH TRG1, TRG2 2.0 V",
    it("HDC-21D", "input_high_voltage", "V", lo=2.0, condition="TRG1, TRG2, Vcc = 12 V"),
)
HD_VIL = f(
    HD,
    2,
    "VIL TRG1, TRG2 0.8 V",
    it("HDC-21D", "input_low_voltage", "V", hi=0.8, condition="TRG1, TRG2, Vcc = 12 V"),
)
HD_TOPR = f(
    HD,
    2,
    "Operating temperature Topr -10" + FWT + "+40 " + FW_C,
    it(HD, "operating_temperature", "°C", lo=-10, hi=40, condition="recommended"),
)
HD_ISTBY = f(
    HD,
    1,
    "Current consumption（standby） 4 mA 2 mA",
    it("HDC-21A", "standby_current", "mA", value=4),
    it("HDC-21D", "standby_current", "mA", value=2),
)
HD_ISTBY15 = f(
    HD,
    2,
    "Standby current Vcc=DC15V 2.4 mA",
    it("HDC-21D", "standby_current", "mA", typ=2.4, condition="Vcc = 15 V"),
)
HD_ICHIME_A = f(
    HD,
    1,
    "Current consumption（chiming） 180 mA 150 mA",
    it("HDC-21A", "supply_current", "mA", value=180, condition="chiming"),
)
HD_ICHIME_D = f(
    HD,
    1,
    "Current consumption（chiming） 180 mA 150 mA",
    it("HDC-21D", "supply_current", "mA", value=150, condition="chiming"),
)
HD_ICHIME15 = f(
    HD,
    2,
    "Chiming current Vcc=DC15V 190 mA",
    it("HDC-21D", "supply_current", "mA", typ=190, condition="chiming, Vcc = 15 V"),
)
HD_IP = f(HD, 2, "Protection class (IP) is not specified.")

# ---------------------------------------------------------------- ACM300 / ACM300I
AC_VDD = f(
    AC,
    1,
    "Supply Voltage Range VDD 2.4 5.5 V",
    it(AC, "supply_voltage", "V", lo=2.4, hi=5.5, condition="VDD range"),
)
AC_ABS = f(
    AC,
    2,
    "-0.3 V to +6.0 V",
    it(AC, "abs_max_supply_voltage", "V", lo=-0.3, hi=6.0, condition="VDD to GND"),
)
AC_TRIG_ABS = f(
    AC,
    2,
    "-0.3 V to (VDD + 0.3 V)",
)
AC_VIH = f(
    AC, 1, "VIH TRIG, SEL 1.6 V", it(AC, "input_high_voltage", "V", lo=1.6, condition="TRIG, SEL")
)
AC_VIL = f(
    AC, 1, "VIL TRIG, SEL 0.5 V", it(AC, "input_low_voltage", "V", hi=0.5, condition="TRIG, SEL")
)
AC_STBY33 = f(
    AC,
    1,
    "ISTBY TRIG = GND, VDD = 3.3 V 1.2 3 " + MU + "A",
    it(AC, "standby_current", "uA", typ=1.2, hi=3, condition="VDD = 3.3 V"),
)
AC_STBY5 = f(
    AC,
    1,
    "TRIG = GND, VDD = 5.0 V 2.0 5 " + MU + "A",
    it(AC, "standby_current", "uA", typ=2.0, hi=5, condition="VDD = 5.0 V"),
)
AC_PLAY5 = f(
    AC,
    1,
    "VDD = 5.0 V 210 mA",
    it(AC, "supply_current", "mA", typ=210, condition="playing, VDD = 5.0 V"),
)
AC_PLAY33 = f(
    AC,
    1,
    "IPLAY VDD = 3.3 V 120 mA",
    it(AC, "supply_current", "mA", typ=120, condition="playing, VDD = 3.3 V"),
)
AC_PO33 = f(
    AC,
    1,
    "VDD = 3.3 V, THD+N = 10% 0.35 W",
    it(AC, "power_consumption", "W", typ=0.35, condition="output power, VDD = 3.3 V"),
)
AC_VOL = f(
    AC,
    1,
    "VOL ISINK = 4 mA 0.4 V",
    it(AC, "output_low_voltage", "V", hi=0.4, condition="BUSY, ISINK = 4 mA"),
)
AC_TEMP = f(
    AC,
    1,
    "ACM300 0" + DEG + " to +70" + DEG + " 8 (SEL pin)",
    it(AC, "operating_temperature", "°C", lo=0, hi=70, condition="ACM300 (commercial)"),
)
AC_TEMP_I = f(
    AC,
    1,
    "ACM300I -40" + DEG + " to +85" + DEG + " 8 (SEL pin)",
    it("ACM300I", "operating_temperature", "°C", lo=-40, hi=85, condition="ACM300I"),
)
AC_TOL = f(AC, 1, "The TRIG input is not 5 V tolerant")
AC_RADIO = f(AC, 2, "The radio link of a wireless doorbell is not part of this module")

# ---------------------------------------------------------------- IVC-4 / IVC-8
IV_SUP = f(
    IV,
    1,
    "V AC 22 ... 28 22 ... 28",
    it(IV, "supply_voltage", "V", lo=22, hi=28, condition="transformer secondary, AC"),
)
IV_VOUT = f(
    IV,
    1,
    "Station output voltage V AC 24 24",
    it(IV, "output_voltage", "V", value=24, condition="station output, AC"),
)
IV_IOUT = f(
    IV,
    1,
    "Output current per station (1) A 0.35 0.35",
    it(IV, "output_current", "A", hi=0.35, condition="per station, continuous"),
)
IV_ITOT_8 = f(
    IV,
    1,
    "Total output current (2) A 0.65 0.90",
    it("IVC-8", "output_current", "A", hi=0.90, condition="total, all stations and MV"),
)
IV_ITOT_4 = f(
    IV,
    1,
    "Total output current (2) A 0.65 0.90",
    it("IVC-4", "output_current", "A", hi=0.65, condition="total, all stations and MV"),
)
IV_INRUSH = f(
    IV,
    1,
    "an inrush of 0.8 A for 100 ms is allowed",
    it(IV, "peak_output_current", "A", hi=0.8, condition="inrush, 100 ms"),
)
IV_TWO = f(IV, 1, "the IVC-8 up to two stations at a time")
IV_ONE = f(IV, 1, "The IVC-4 runs one station at a time")
IV_STBY_8 = f(
    IV,
    1,
    "Standby power W 1.5 1.8",
    it("IVC-8", "power_consumption", "W", value=1.8, condition="standby"),
)
IV_TOPR_4 = f(
    IV,
    2,
    "Operating temperature " + DEG + " -10 ... +50 0 ... +40",
    it("IVC-4", "operating_temperature", "°C", lo=-10, hi=50),
)
IV_TOPR_8 = f(
    IV,
    2,
    "Operating temperature " + DEG + " -10 ... +50 0 ... +40",
    it("IVC-8", "operating_temperature", "°C", lo=0, hi=40),
)
IV_IP = f(
    IV,
    2,
    "Degree of protection - IP44 IP20 (3)",
    it("IVC-4", "ip_rating", values=["IP44"]),
    it("IVC-8", "ip_rating", values=["IP20"]),
)
IV_IP_8 = f(
    IV, 2, "Degree of protection - IP44 IP20 (3)", it("IVC-8", "ip_rating", values=["IP20"])
)
IV_IP_4 = f(
    IV, 2, "Degree of protection - IP44 IP20 (3)", it("IVC-4", "ip_rating", values=["IP44"])
)
IV_TX = f(
    IV,
    2,
    "Transmit power (max.) dBm 17 17",
    it(IV, "tx_power", "dBm", hi=17),
)
IV_RADIO = f(
    IV,
    1,
    "Wi-Fi IEEE 802.11 b/g/n, 2.4 GHz",
    it(IV, "wireless_protocol", values=["Wi-Fi"]),
)
IV_S1 = f(IV, 2, "Do not apply any voltage to S1-S2")
IV_LATCH = f(IV, 2, "DC latching solenoids (9 V battery valves) are not supported.")
IV_NOBUS = f(IV, 2, "The controller has no Modbus or wired bus interface.")

# ---------------------------------------------------------------- GKR 310
GK_SUP_AC = f(
    GK,
    1,
    "Supply voltage, AC 20.4 24 26.4 V AC",
    it(GK, "supply_voltage", "V", lo=20.4, typ=24, hi=26.4, condition="AC"),
)
GK_SUP_DC = f(
    GK,
    1,
    "Supply voltage, DC 19.2 24 30 V DC",
    it(GK, "supply_voltage", "V", lo=19.2, typ=24, hi=30, condition="DC"),
)
GK_RELAY_V = f(
    GK,
    1,
    "250 V AC",
    it(GK, "contact_voltage", "V", hi=250, condition="relay K1 ... K6, AC"),
)
GK_RELAY_I = f(
    GK,
    1,
    "5 A",
    it(GK, "contact_current", "A", hi=5, condition="relay K1 ... K6, resistive"),
)
GK_RELAY_IND = f(
    GK,
    1,
    "Inductive load (cos φ = 0.6): 2 A max.",
    it(GK, "contact_current", "A", hi=2, condition="inductive load, cos phi = 0.6"),
)
GK_AOUT = f(
    GK,
    1,
    "Analogue outputs Y1, Y2 0 10 V DC",
    it(GK, "analog_output_voltage", "V", lo=0, hi=10, condition="Y1, Y2"),
)
GK_AOUT_LOAD = f(
    GK,
    1,
    "Analogue output load 2 mA",
    it(GK, "output_current", "mA", hi=2, condition="analogue output load"),
)
GK_AUX = f(
    GK,
    1,
    "Auxiliary output 24 V DC 150 mA",
    it(GK, "output_current", "mA", hi=150, condition="auxiliary output 24 V DC"),
)
GK_TOPR = f(
    GK,
    2,
    "Operating temperature 0 ... +50 " + DEG,
    it(GK, "operating_temperature", "°C", lo=0, hi=50),
)
GK_BAUD = f(
    GK,
    2,
    "Baud rate 9600 / 19200 bit/s",
    it(GK, "baud_rate", "bps", value=9600, condition="selectable"),
    it(GK, "baud_rate", "bps", value=19200, condition="selectable"),
)
GK_IF = f(
    GK,
    2,
    "Interface RS-485, Modbus RTU",
    it(GK, "interface", values=["RS-485", "Modbus RTU"]),
)
GK_IP_FRONT = f(
    GK,
    2,
    "Degree of protection, front IP54",
    it(GK, "ip_rating", values=["IP54"], condition="front"),
)
GK_B1 = f(
    GK,
    1,
    "B1 inside temperature NTC 10 k\u03a9 -30 ... +70 " + DEG + " \u00b10.5 K",
    it(GK, "measurement_range", "°C", lo=-30, hi=70, quantity="temperature", condition="B1"),
)
GK_SAFETY = f(GK, 2, "The relay outputs are not approved for safety functions")
GK_NOWIRELESS = f(GK, 2, "The controller has no wireless interface")

# ---------------------------------------------------------------- GR-433L / -433R / -868L
GR_SUP = f(
    GR,
    1,
    "Working voltage" + FWC + "DC 9V" + FWT + "24V",
    it(GR, "supply_voltage", "V", lo=9, hi=24, condition="DC"),
)
GR_STATIC = f(
    GR,
    1,
    "Static current" + FWC + "\u22646mA",
    it(GR, "standby_current", "mA", hi=6, condition="static"),
)
GR_RELAY = f(
    GR,
    1,
    "Relay contact" + FWC + "10A/250VAC, 10A/30VDC",
    it(GR, "contact_current", "A", hi=10, condition="250 V AC / 30 V DC"),
    it(GR, "contact_voltage", "V", hi=250, condition="AC"),
)
GR_TEMP = f(
    GR,
    1,
    "Working temperature" + FWC + "-20" + FW_C + FWT + "+70" + FW_C,
    it(GR, "operating_temperature", "°C", lo=-20, hi=70),
)
GR_FREQ868 = f(
    GR,
    1,
    "Frequency 433.92MHz 433.92MHz 868.35MHz",
    it("GR-868L", "frequency_band", "MHz", value=868.35),
)
GR_SENS_R = f(
    GR,
    1,
    "Sensitivity -105dBm -103dBm -102dBm",
    it("GR-433R", "rx_sensitivity", "dBm", value=-103),
)
GR_I_868 = f(
    GR,
    1,
    "Current, 2 relays on 65mA 65mA 72mA",
    it("GR-868L", "supply_current", "mA", value=72, condition="2 relays on"),
)
GR_I_433 = f(
    GR,
    1,
    "Current, 2 relays on 65mA 65mA 72mA",
    it("GR-433L", "supply_current", "mA", value=65, condition="2 relays on"),
)
GR_5V = f(GR, 2, "No. The relays need at least 9V.")
GR_IP = f(GR, 2, "IP rating is not specified")
GR_BRANDS = f(GR, 2, "other brands are not tested.")
GR_RANGE = f(
    GR,
    2,
    "About 100m in open field with the supplied remote",
    it(
        GR,
        "measurement_range",
        "m",
        value=100,
        quantity="distance",
        condition="radio range, open field",
    ),
)

# ---------------------------------------------------------------- RXP-2
RX_SUP = f(
    RX,
    1,
    "Supply voltage (AC or DC) 10 28 V",
    it(RX, "supply_voltage", "V", lo=10, hi=28, condition="operating, AC or DC"),
)
RX_ABS = f(
    RX,
    1,
    "Supply voltage (AC or DC) 30 V",
    it(RX, "abs_max_supply_voltage", "V", hi=30),
)
RX_I_ON = f(
    RX,
    1,
    "60 mA",
    it(RX, "supply_current", "mA", typ=60, condition="both relays on, 24 V DC"),
)
RX_I_OFF = f(
    RX,
    1,
    "Supply current, relays off 25 mA",
    it(RX, "standby_current", "mA", typ=25, condition="relays off"),
)
RX_CONTACT = f(
    RX,
    1,
    "Relay contact voltage (2) 24 V",
    it(RX, "contact_voltage", "V", hi=24, condition="operating, resistive"),
)
RX_CONTACT_I = f(
    RX,
    1,
    "Relay contact current (2) 0.5 A",
    it(RX, "contact_current", "A", hi=0.5, condition="operating, resistive"),
)
RX_NOMOTOR = f(RX, 1, "not for motors or lamps")
RX_TEMP = f(
    RX,
    1,
    "Ambient temperature -20 +55 " + DEG,
    it(RX, "operating_temperature", "°C", lo=-20, hi=55, condition="operating"),
)
RX_FREQ = f(RX, 2, "Frequency 433.92 MHz", it(RX, "frequency_band", "MHz", value=433.92))
RX_SENS = f(RX, 2, "Sensitivity (3) -110 dBm", it(RX, "rx_sensitivity", "dBm", value=-110))
RX_EV1527 = f(RX, 2, "The RXP-2 does not accept EV1527 fixed-code remotes.")
RX_RANGE = f(RX, 2, "it is not specified in this sheet.")
RX_IP = f(RX, 2, "Degree of protection: given by the housing used (RXP-BOX: IP54).")

# ---------------------------------------------------------------- PS-4 / PS-8
PS_SUP = f(
    PS,
    1,
    "Operating voltage DC 9V~16V DC 9V~16V",
    it(PS, "supply_voltage", "V", lo=9, hi=16, condition="DC"),
)
PS_I4 = f(
    PS,
    1,
    "Operating current <=90mA <=120mA",
    it("PS-4", "supply_current", "mA", hi=90),
)
PS_I8 = f(
    PS,
    1,
    "Operating current <=90mA <=120mA",
    it("PS-8", "supply_current", "mA", hi=120),
)
PS_I8_TYP = f(
    PS,
    1,
    "Current consumption PS-8, 12V, no obstacle 80mA",
    it("PS-8", "supply_current", "mA", typ=80, condition="12 V, no obstacle"),
)
PS_RANGE_FRONT = f(
    PS,
    1,
    "0.3m~1.2m (front)",
    it("PS-8", "measurement_range", "m", lo=0.3, hi=1.2, quantity="distance", condition="front"),
)
PS_RANGE_REAR = f(
    PS,
    1,
    "Detection range 0.3m~2.5m",
    it(PS, "measurement_range", "m", lo=0.3, hi=2.5, quantity="distance", condition="rear"),
)
PS_TEMP = f(
    PS,
    1,
    "Operating temperature -30~+70" + DEG + " -30~+70" + DEG,
    it(PS, "operating_temperature", "°C", lo=-30, hi=70),
)
PS_TSTG = f(
    PS,
    2,
    "Storage temperature -40~+85" + DEG + " -40~+85" + DEG,
    it(PS, "storage_temperature", "°C", lo=-40, hi=85),
)
PS_IP_SENSOR = f(
    PS, 2, "Sensor waterproof IP67 IP67", it(PS, "ip_rating", values=["IP67"], condition="sensors")
)
PS_CU = f(PS, 2, "Control unit waterproof not waterproof not waterproof")
PS_ACC = f(
    PS,
    1,
    "Accuracy 0.3m~1.0m \u00b13cm",
    it(PS, "accuracy", "cm", lo=-3, hi=3, quantity="distance", condition="0.3 ... 1.0 m, typ."),
)
PS_FREQ = f(PS, 1, "Ultrasonic frequency 40kHz 40kHz")
PS_24V = f(PS, 2, "For 12V vehicles only. For 24V trucks use a 24V-to-12V converter.")
PS_NOCAN = f(PS, 2, "The kit has no CAN bus or data output")

# ---------------------------------------------------------------- SVC24-4 / -8 / -16
SV_VOUT = f(
    SV,
    1,
    "The output voltage at the motor line is 19 ... 28 V DC",
    it(SV, "output_voltage", "V", lo=19, hi=28, condition="motor line, mains and battery"),
)
SV_ITOT = f(
    SV,
    1,
    "Total motor current A 4 8 16",
    it("SVC24-4", "output_current", "A", hi=4, condition="total motor current"),
    it("SVC24-8", "output_current", "A", hi=8, condition="total motor current"),
    it("SVC24-16", "output_current", "A", hi=16, condition="total motor current"),
)
SV_ITOT_8 = f(
    SV,
    1,
    "Total motor current A 4 8 16",
    it("SVC24-8", "output_current", "A", hi=8, condition="total motor current"),
)
SV_ITOT_4 = f(
    SV,
    1,
    "Total motor current A 4 8 16",
    it("SVC24-4", "output_current", "A", hi=4, condition="total motor current"),
)
SV_LINE = f(
    SV,
    1,
    "Max. current per motor line A 4 4 4",
    it(SV, "output_current", "A", hi=4, condition="per motor line"),
)
SV_AUX = f(
    SV,
    1,
    "Auxiliary output 24 V DC A 0.2 0.5 0.5",
    it("SVC24-4", "output_current", "A", hi=0.2, condition="auxiliary output 24 V DC"),
)
SV_AUX_8 = f(
    SV,
    1,
    "Auxiliary output 24 V DC A 0.2 0.5 0.5",
    it("SVC24-8", "output_current", "A", hi=0.5, condition="auxiliary output 24 V DC"),
)
SV_BAT_16 = f(SV, 1, "Batteries (2 x 12 V) Ah 2.3 7.2 12")
SV_STBY = f(SV, 1, "Standby time h 72 72 72")
SV_VENT = f(SV, 1, "Ventilation buttons Potential-free contacts OPEN / CLOSE")
SV_WIND = f(SV, 1, "Wind / rain sensor Potential-free contact (closes vents)")
SV_FAP = f(SV, 1, "Fire alarm panel Potential-free contact or 24 V DC signal")
SV_FAULT = f(
    SV,
    2,
    "Fault relay contact - 30 V DC, 1 A 30 V DC, 1 A 30 V DC, 1 A",
    it(SV, "contact_voltage", "V", hi=30, condition="fault relay, DC"),
    it(SV, "contact_current", "A", hi=1, condition="fault relay"),
)
SV_TEMP = f(
    SV,
    2,
    "Operating temperature " + DEG + " -5 to +40 -5 to +40 -5 to +40",
    it(SV, "operating_temperature", "°C", lo=-5, hi=40),
)
SV_IP = f(SV, 2, "Degree of protection - IP30 IP30 IP30", it(SV, "ip_rating", values=["IP30"]))
SV_AC = f(SV, 2, "230 V AC actuators cannot be connected.")
SV_CERT = f(SV, 2, "Third-party certification of the SVC24-16 is pending.")
SV_CABLE = f(SV, 2, "Cable sizing for motor lines is not covered here")
IV_INDOOR = f(IV, 2, "(3) IVC-8: indoor mounting only, e.g. in a garage or a technical room.")
IV_CABLE = f(IV, 2, "Maximum cable length from controller to valve depends on wire gauge")
IV_NC = f(IV, 2, "S1, S2 Sensor input, dry contact, normally closed")
GK_D1 = f(GK, 1, "D1 wind / rain dry contact")
GK_HUM = f(GK, 1, "(2) Accuracy of the recommended sensor FH-10, not of the input itself.")
GR_NC = f(GR, 1, "NO1 COM1 NC1 Relay CH1 contacts")
HD_DRY = f(HD, 2, "Close TRG1 or TRG2 to COM to start the chime")
PS_POLES = f(PS, 2, "thin poles may not be detected.")
HD_OC = f(HD, 2, "A microcontroller port may drive TRG through an open-collector transistor.")
HD_VIL_F = f(
    HD,
    2,
    "VIL TRG1, TRG2 0.8 V",
    it("HDC-21D", "input_low_voltage", "V", hi=0.8, condition="TRG1, TRG2, Vcc = 12 V"),
)
HD_SPK = f(HD, 2, "5, 6 SP+, SP- Speaker 8 \u03a9")
SV_DESIGN = f(SV, 2, "Designed to EN 12101-10 (power supply equipment)")
