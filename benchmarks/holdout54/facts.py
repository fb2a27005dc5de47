"""Reference facts of the fifty-fourth hold-out set, shared by factual and
compatibility questions. Every number was read off the generated PDFs
(``pdftotext -layout``) and each quote is on the cited page."""

from __future__ import annotations

from qkit import AL, HW, LB, ML, RT, TL, TM, VP, Fact, Item, ev, it

DEG = "\u00b0C"
MU = "\u00b5"
OHM = "\u03a9"
FW_C = "\u2103"
FWC = "\uff1a"
FWT = "\uff5e"
LE = "\u2264"
PM = "\u00b1"


def f(device: str, page: int, quote: str, *items: Item) -> Fact:
    return list(items), [ev(device, page, quote)]


# ---------------------------------------------------------------- ALX 740
AL_VDD = f(
    AL, 1, "Operating voltage range 1.7 V ... 3.6 V", it(AL, "supply_voltage", "V", lo=1.7, hi=3.6)
)
AL_IDD = f(
    AL,
    1,
    "typ. 110 " + MU + "A, max. 160 " + MU + "A",
    it(
        AL,
        "supply_current",
        "uA",
        typ=110,
        hi=160,
        condition="operating current consumption, measuring",
    ),
)
AL_ISD = f(
    AL,
    1,
    "Current in shutdown mode typ. 0.3 " + MU + "A, max. 1.0 " + MU + "A",
    it(AL, "standby_current", "uA", typ=0.3, hi=1.0, condition="shutdown mode"),
)
AL_ADDR1 = f(
    AL,
    1,
    "ALX 740-1 0x5C tape and reel, 5000 pcs",
    it("ALX 740-1", "i2c_address", values=["0x5C"], condition="7-bit slave address"),
)
AL_ADDR0 = f(
    AL,
    1,
    "ALX 740-0 0x23 tape and reel, 5000 pcs",
    it("ALX 740-0", "i2c_address", values=["0x23"], condition="7-bit slave address"),
)
AL_ABS = f(
    AL,
    1,
    "Supply voltage VDD -0.3 to 4.2 V",
    it(AL, "abs_max_supply_voltage", "V", lo=-0.3, hi=4.2),
)
AL_VIH = f(
    AL,
    1,
    "Logic input high level (SDA, SCL) min. 1.26 V",
    it(AL, "input_high_voltage", "V", lo=1.26, condition="SDA, SCL"),
)
AL_VIL = f(
    AL,
    1,
    "Logic input low level (SDA, SCL) max. 0.54 V",
    it(AL, "input_low_voltage", "V", hi=0.54, condition="SDA, SCL"),
)
AL_I2C = f(
    AL,
    1,
    "Bus interface I2C-bus, max. 400 kHz",
    it(AL, "i2c_clock_frequency", "kHz", hi=400),
)
AL_TEMP = f(
    AL,
    1,
    "Ambient temperature in operation -40 " + DEG + " ... +85 " + DEG,
    it(AL, "operating_temperature", DEG, lo=-40, hi=85),
)
AL_TINT = (
    [],
    [ev(AL, 2, "The light sensor is not specified behind tinted glass")],
)

# ---------------------------------------------------------------- TLR 3150
TL_VIN = f(
    TL,
    1,
    "Eingangsspannung / Input voltage VIN 2.5 16 V",
    it(TL, "supply_voltage", "V", lo=2.5, hi=16, condition="input voltage, functional range"),
)
TL_ABS = f(
    TL,
    1,
    "Eingangsspannung / Input voltage VIN -0.3 20 V",
    it(TL, "abs_max_supply_voltage", "V", lo=-0.3, hi=20),
)
TL_IOUT = f(
    TL,
    1,
    "Ausgangsstrom / Output current IOUT 0 150 mA",
    it(TL, "output_current", "mA", lo=0, hi=150),
)
TL_TA = f(
    TL,
    1,
    "Umgebungstemperatur / Ambient temp. TA -40 125 " + DEG,
    it(TL, "operating_temperature", DEG, lo=-40, hi=125),
)
TL_DROP33 = f(
    TL,
    1,
    "I_OUT = 150 mA, max. - 410 350",
    it("TLR 3150-33", "dropout_voltage", "mV", hi=410, condition="IOUT = 150 mA"),
)
TL_DROP50_50 = f(
    TL,
    1,
    "I_OUT = 50 mA, typ. - 95 80",
    it("TLR 3150-50", "dropout_voltage", "mV", typ=80, condition="IOUT = 50 mA"),
)
TL_VOUT33 = f(
    TL,
    1,
    "typ. 1800 3300 5000",
    it("TLR 3150-33", "output_voltage", "mV", typ=3300),
)
TL_VOUT50 = f(
    TL,
    1,
    "typ. 1800 3300 5000",
    it("TLR 3150-50", "output_voltage", "mV", typ=5000),
)
TL_IQ = f(
    TL,
    2,
    "I_OUT = 0 mA, EN = high 2.5 4.0 " + MU + "A",
    it(TL, "quiescent_current", "uA", typ=2.5, hi=4.0, condition="ground current, IOUT = 0 mA"),
)
TL_COUT = (
    [],
    [ev(TL, 2, "Ausgang / output, 1 " + MU + "F ... 22 " + MU + "F ceramic")],
)
TL_PSRR = ([], [ev(TL, 2, "Output noise and PSRR are not specified.")])
TL_RTH = ([], [ev(TL, 2, "R_thJA = 250 K/W")])
TL_TJ = f(TL, 1, "Sperrschichttemperatur / Junction temp. Tj -40 150 " + DEG)

# ---------------------------------------------------------------- MLD8841
ML_VM = f(
    ML,
    1,
    "VM Motor supply voltage 8 24 40 V",
    it(ML, "load_supply_voltage", "V", lo=8, typ=24, hi=40, condition="VM, recommended"),
)
ML_VM_ABS = f(
    ML,
    1,
    "-0.3 V to 45 V",
    it(ML, "abs_max_supply_voltage", "V", lo=-0.3, hi=45, condition="VM"),
)
ML_IRMS = f(
    ML,
    1,
    "IRMS RMS current per phase (1) 0 1.4 A",
    it(ML, "output_current", "A", lo=0, hi=1.4, condition="RMS per phase"),
)
ML_IFS = f(
    ML,
    1,
    "IFS Full-scale current per phase (1) 0 2.0 A",
    it(ML, "peak_output_current", "A", lo=0, hi=2.0, condition="full-scale per phase"),
)
ML_VIL = f(ML, 1, "VIL 0.7 V", it(ML, "input_low_voltage", "V", hi=0.7))
ML_VIH = f(ML, 1, "VIH 2.2 5.25 V", it(ML, "input_high_voltage", "V", lo=2.2, hi=5.25))
ML_IVM = f(
    ML,
    1,
    "ENn = 0, no motor load 5 8 mA",
    it(ML, "supply_current", "mA", typ=5, hi=8, condition="VM operating, no motor load"),
)
ML_SLEEP = f(
    ML,
    1,
    "nSLEEP = 0 20 " + MU + "A",
    it(ML, "standby_current", "uA", hi=20, condition="VM sleep mode"),
)
ML_TA = f(
    ML,
    1,
    "TA Operating ambient temperature -40 85 " + DEG,
    it(ML, "operating_temperature", DEG, lo=-40, hi=85),
)
ML_RTH = ([], [ev(ML, 1, "(1) Power dissipation and thermal limits must be observed.")])

# ---------------------------------------------------------------- LB-S62
LB_VCC = f(
    LB,
    1,
    "Power supply 2.5 3.3 5.5 V",
    it(LB, "supply_voltage", "V", lo=2.5, typ=3.3, hi=5.5),
)
LB_LEVEL = ([], [ev(LB, 1, "Communication level" + FWC + "3.3V, 5V MCU needs level conversion")])
LB_TX868 = f(
    LB,
    1,
    "Max transmit power 22dBm 14dBm *1 22dBm",
    it("LB-S62-868", "tx_power", "dBm", hi=14),
)
LB_SENS433 = f(
    LB,
    1,
    "Receiving sensitivity *2 -148dBm -146dBm -146dBm",
    it("LB-S62-433", "rx_sensitivity", "dBm", value=-148, condition="SF12, BW 125 kHz, 0.3 kbps"),
)
LB_ITX915 = f(
    LB,
    1,
    "Emission current 118mA 45mA 120mA",
    it("LB-S62-915", "supply_current", "mA", value=120, condition="transmitting, 22 dBm"),
)
LB_ITX433 = f(
    LB,
    1,
    "Emission current 118mA 45mA 120mA",
    it("LB-S62-433", "supply_current", "mA", value=118, condition="transmitting, 22 dBm"),
)
LB_SLEEP = f(
    LB,
    1,
    "Sleep current 2.0 " + MU + "A M0=M1=1",
    it(LB, "standby_current", "uA", typ=2.0, condition="sleep, M0=M1=1"),
)
LB_BAUD = f(
    LB,
    1,
    "Serial baud rate" + FWC + "1200" + FWT + "115200bps (default 9600bps, 8N1)",
    it(LB, "baud_rate", "bps", value=9600, condition="default"),
)
LB_FREQ915 = f(
    LB,
    1,
    "Frequency range 410" + FWT + "493MHz 863" + FWT + "870MHz 902" + FWT + "928MHz",
    it("LB-S62-915", "frequency_band", "MHz", lo=902, hi=928),
)
LB_TEMP = f(
    LB,
    1,
    "Working temperature" + FWC + "-40" + FW_C + FWT + "+85" + FW_C,
    it(LB, "operating_temperature", DEG, lo=-40, hi=85),
)
LB_PSU = ([], [ev(LB, 2, "Use a supply able to give more than 200mA, ripple below 100mV.")])
LB_WAN = ([], [ev(LB, 2, "it cannot join a LoRaWAN gateway.")])
LB_SAME = ([], [ev(LB, 2, "No, modules must be the same frequency version and air rate.")])
LB_WALLS = ([], [ev(LB, 2, "Communication distance through walls? A" + FWC + "Not tested")])

# ---------------------------------------------------------------- VPM 226
VP_VS = f(
    VP,
    1,
    "Operating supply range VS 2.7 to 5.5 2.7 to 5.5 V",
    it(VP, "supply_voltage", "V", lo=2.7, hi=5.5),
)
VP_BUS = f(
    VP,
    1,
    "VBUS 0 to 36 0 to 36 V",
    it(VP, "measurement_range", "V", lo=0, hi=36, quantity="voltage", condition="bus voltage"),
)
VP_BUS_ABS = f(
    VP,
    1,
    "Bus input VBUS -0.3 40 V",
    it(VP, "abs_max_input_voltage", "V", lo=-0.3, hi=40, condition="VBUS"),
)
VP_IQ_FULL = f(
    VP,
    1,
    "Quiescent current, max (1) IQ 420 480 " + MU + "A",
    it(VP, "supply_current", "uA", hi=480, condition="Tamb = -40 to +85 °C"),
)
VP_IQ_25 = (
    [it(VP, "supply_current", "uA", typ=330, hi=420, condition="Tamb = 25 °C")],
    [
        ev(VP, 1, "Quiescent current, max (1) IQ 420 480 " + MU + "A"),
        ev(VP, 1, "(1) Typical value 330 " + MU + "A at Tamb = 25 " + DEG),
    ],
)
VP_FSCL = f(
    VP,
    2,
    "I2C clock frequency, max fSCL 1000 1000 kHz",
    it(VP, "i2c_clock_frequency", "kHz", hi=1000),
)
VP_SHUNT = f(
    VP,
    1,
    "Shunt voltage full scale VSHUNT " + PM + "81.92 " + PM + "81.92 mV",
    it(VP, "measurement_range", "mV", lo=-81.92, hi=81.92, quantity="voltage", condition="shunt"),
)
VP_ADDR40 = f(
    VP,
    2,
    "GND GND 0x40 default",
    it(VP, "i2c_address", values=["0x40"], condition="A1 = A0 = GND"),
)
VP_NEG = ([], [ev(VP, 2, "Negative bus voltages are not measured.")])
VP_SHUNT_TOL = ([], [ev(VP, 2, "shunt tolerance is not part of this specification.")])

# ---------------------------------------------------------------- RTM-3205
RT_ADDR = f(
    RT,
    1,
    "slave address 0x32 (7 bit)",
    it(RT, "i2c_address", values=["0x32"]),
)
RT_TEMP = (
    [
        it("RTM-3205SA", "operating_temperature", DEG, lo=-20, hi=70),
        it("RTM-3205WA", "operating_temperature", DEG, lo=-40, hi=85),
    ],
    [ev(RT, 1, "Operating temperature -20" + FWT + "+70 " + FW_C + " -40" + FWT + "+85 " + FW_C)],
)
RT_TEMP_SA = ([RT_TEMP[0][0]], RT_TEMP[1])
RT_TEMP_WA = ([RT_TEMP[0][1]], RT_TEMP[1])
RT_VDD = f(
    RT,
    1,
    "Operating supply voltage VDD I2C access 2.5 3.0 5.5 V",
    it(RT, "supply_voltage", "V", lo=2.5, typ=3.0, hi=5.5, condition="I2C access"),
)
RT_VCLK = f(
    RT,
    1,
    "Clock supply voltage VCLK Time keeping 1.6 3.0 5.5 V",
    it(RT, "supply_voltage", "V", lo=1.6, typ=3.0, hi=5.5, condition="time keeping"),
)
RT_IDD5 = f(
    RT,
    2,
    "IDD1 0.50 1.30 " + MU + "A",
    it(RT, "supply_current", "uA", typ=0.50, hi=1.30, condition="time keeping, VDD = 5 V"),
)
RT_IDD3 = f(
    RT,
    2,
    "IDD2 0.45 1.10 " + MU + "A",
    it(RT, "supply_current", "uA", typ=0.45, hi=1.10, condition="time keeping, VDD = 3 V"),
)
RT_ABS = f(
    RT,
    1,
    "Supply voltage VDD Between VDD-GND -0.3" + FWT + "+6.5 V",
    it(RT, "abs_max_supply_voltage", "V", lo=-0.3, hi=6.5),
)
RT_TOL_WA = ([], [ev(RT, 1, PM + "2.0 ppm (Ta=0" + FWT + "+50" + FW_C + ")")])
RT_BATT = ([], [ev(RT, 2, "Battery life depends on the user's circuit and is not specified.")])

# ---------------------------------------------------------------- TMS-30
_TM_SUP = "Power supply DC 3.6" + FWT + "24V DC 12" + FWT + "24V DC 5" + FWT + "30V"
TM_SUP_R = f(TM, 1, _TM_SUP, it("TMS-30R", "supply_voltage", "V", lo=5, hi=30))
TM_SUP_A = f(TM, 1, _TM_SUP, it("TMS-30A", "supply_voltage", "V", lo=12, hi=24))
TM_SUP_V = f(TM, 1, _TM_SUP, it("TMS-30V", "supply_voltage", "V", lo=3.6, hi=24))
TM_RESP = f(TM, 1, "Response time" + FWC + LE + "1s", it(TM, "response_time", "s", hi=1))
TM_IP = f(
    TM,
    1,
    "Protection class" + FWC + "IP68 (probe), cable end not waterproof",
    it(TM, "ip_rating", values=["IP68"], condition="probe"),
)
TM_TEMP = f(
    TM,
    1,
    "Working environment" + FWC + "-30" + FW_C + FWT + "+70" + FW_C,
    it(TM, "operating_temperature", DEG, lo=-30, hi=70),
)
TM_BAUD = f(
    TM,
    2,
    "Baud rate" + FWC + "2400, 4800, 9600 bps (default 9600 bps)",
    it("TMS-30R", "baud_rate", "bps", value=9600, condition="default"),
)
_TM_CABLE = "Cable length max 10m 200m 1200m"
TM_LOAD_A = ([], [ev(TM, 1, "Load >=10k" + OHM + " " + LE + "500" + OHM + " (24V) -")])
TM_CAL = (
    [],
    [ev(TM, 2, "Calibrated in loam; other soils (sand, clay) may need user calibration.")],
)
TM_EC = ([], [ev(TM, 2, "Salinity (EC) and pH are not measured by this probe.")])
TM_OUT_V = f(
    TM,
    1,
    "Output 0" + FWT + "2.5V 4" + FWT + "20mA RS485 Modbus-RTU",
    it("TMS-30V", "analog_output_voltage", "V", lo=0, hi=2.5),
)

# ---------------------------------------------------------------- HW2806
HW_RON5 = f(
    HW,
    2,
    "VIN = 5V, IOUT = -200mA 22 27 m" + OHM,
    it(HW, "on_resistance", "mOhm", typ=22, hi=27, condition="VIN = 5 V"),
)
HW_RON18 = f(
    HW,
    2,
    "VIN = 1.8V, IOUT = -200mA 23 29 m" + OHM,
    it(HW, "on_resistance", "mOhm", typ=23, hi=29, condition="VIN = 1.8 V"),
)
HW_IMAX = f(
    HW,
    1,
    "Maximum continuous switch current IMAX 4 A",
    it(HW, "output_current", "A", hi=4),
)
HW_VIN_REC = f(
    HW,
    1,
    "Input voltage VIN 0.8 to VBIAS V",
    it(HW, "supply_voltage", "V", lo=0.8, condition="VIN, max = VBIAS"),
)
HW_VBIAS = f(
    HW,
    1,
    "Bias voltage VBIAS 2.5 to 5.5 V",
    it(HW, "supply_voltage", "V", lo=2.5, hi=5.5, condition="VBIAS"),
)
HW_VIN_ABS = f(
    HW,
    1,
    "Input voltage VIN -0.3 to 6 V",
    it(HW, "abs_max_supply_voltage", "V", lo=-0.3, hi=6, condition="VIN"),
)
HW_TA = f(
    HW,
    1,
    "Operating temperature TA -40 to 85 " + DEG,
    it(HW, "operating_temperature", DEG, lo=-40, hi=85, condition="recommended"),
)
HW_VIH = f(HW, 2, "VIH 1.0 V", it(HW, "input_high_voltage", "V", lo=1.0, condition="ON pin"))
HW_VIL = f(HW, 2, "VIL 0.4 V", it(HW, "input_low_voltage", "V", hi=0.4, condition="ON pin"))
HW_IQ = (
    [it(HW, "quiescent_current", "uA", typ=38, hi=55, condition="VBIAS, IOUT = 0 mA")],
    [
        ev(HW, 1, "IQ,VBIAS IOUT = 0mA, VON = 5V 38 55"),
        ev(HW, 1, "[all currents in " + MU + "A]"),
    ],
)
HW_ISD_VIN = (
    [it(HW, "standby_current", "uA", typ=0.1, hi=1.5, condition="VIN off-state, VIN = 5 V")],
    [
        ev(HW, 1, "ISD,VIN VON = 0V, VIN = 5V 0.1 1.5"),
        ev(HW, 1, "[all currents in " + MU + "A]"),
    ],
)
HW_NOLIM = ([], [ev(HW, 2, "It has no current limit and no thermal shutdown")])
HW_PULSE = f(
    HW,
    1,
    "Maximum pulsed switch current (300" + MU + "s, 2% duty) IPLS 6 A",
    it(HW, "peak_output_current", "A", hi=6, condition="300 us, 2 % duty"),
)
LB_FREQ_868_915 = f(
    LB,
    1,
    "Frequency range 410" + FWT + "493MHz 863" + FWT + "870MHz 902" + FWT + "928MHz",
    it("LB-S62-868", "frequency_band", "MHz", lo=863, hi=870),
    it("LB-S62-915", "frequency_band", "MHz", lo=902, hi=928),
)
TM_CABLE = ([], [ev(TM, 1, _TM_CABLE)])
