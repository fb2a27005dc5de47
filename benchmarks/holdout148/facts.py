"""Reference facts of the hundred-and-forty-eighth hold-out set, shared by factual and
compatibility questions. Every number was read off the generated PDFs
(``pdftotext -layout``) and each quote is on the cited page."""

from __future__ import annotations

from qkit import AB, BY, JB, KS, LC, SN, TA, WV, Fact, Item, ev, it

DEG = "\u00b0C"
MU = "\u00b5"
PM = "\u00b1"
ELL = "\u2026"
LE = "\u2264"
GE = "\u2265"
SQ = "\u00b2"
MDASH = "\u2014"
OHM = "\u03a9"


def f(device: str, page: int, quote: str, *items: Item) -> Fact:
    return list(items), [ev(device, page, quote)]


def note(device: str, page: int, quote: str) -> Fact:
    """A statement without numbers needed as items: evidence only."""
    return [], [ev(device, page, quote)]


def leader(label: str, dots: int, value: str) -> str:
    """A dot-leader line of the 'At a glance' / range lists as pdftotext prints it."""
    return f"{label} {'.' * dots} {value}"


# ---------------------------------------------------------------- BYS3170 / BYS3171
BY_VDD = f(
    BY,
    1,
    "Supply voltage VDD 2.5 4.5 2.5 4.5 V",
    it(BY, "supply_voltage", "V", lo=2.5, hi=4.5, condition="VDD, both versions"),
)
BY_CELL_D = f(
    "BYS3171",
    1,
    "Cell input range VCELL measured, see note 1 2.5 4.5 5.0 9.0 V",
    it(
        "BYS3171",
        "measurement_range",
        "V",
        lo=5.0,
        hi=9.0,
        quantity="voltage",
        condition="CELL input range (two-cell stack), BYS3171 column",
    ),
)
BY_IDD_T = f(
    BY,
    1,
    "Supply current, TA = 25 "
    + DEG
    + " 21 30 26 38 IDD0 "
    + MU
    + "A track mode TA = -20 "
    + ELL
    + " +70 "
    + DEG
    + " 35 45",
    it(
        BY,
        "supply_current",
        MU + "A",
        typ=21,
        hi=35,
        condition="track mode, TA = -20 ... +70 degC (max), typ at 25 degC, BYS3170 column",
    ),
)
BY_ADDR = f(
    BY,
    2,
    "Both parts answer at the 7-bit address 0x32 only; the address cannot be changed.",
    it(BY, "i2c_address", values=["0x32"], condition="fixed 7-bit address"),
)
BY_VERR_D = f(
    "BYS3171",
    1,
    "Cell voltage TA = 0 " + ELL + " +50 " + DEG + " -10 +10 -20 +20 VERR mV",
    it(
        "BYS3171",
        "accuracy",
        "mV",
        lo=-20,
        hi=20,
        quantity="voltage",
        condition="cell voltage error, TA = 0 ... +50 degC, BYS3171 column",
    ),
)
BY_FSCL = f(
    BY,
    1,
    "SCL clock frequency fSCL 0 400 0 400 kHz",
    it(BY, "i2c_clock_frequency", "kHz", lo=0, hi=400, condition="fSCL"),
)
BY_5V = note(
    BY,
    2,
    "SDA and SCL are open drain and may be pulled up to any voltage up to 5.5 V, independent of "
    "VDD, so the gauge can sit on a 5 V bus while VDD comes from the cell.",
)
BY_LFP = note(
    BY,
    2,
    "LiFePO4 cells are not supported: their flat discharge curve cannot be gauged from the "
    "voltage.",
)
BY_SOCRES = note(BY, 1, "SOC resolution register 0x04 1/256 1/256 %")
BY_ABS = note(BY, 1, "VDD to GND -0.3 " + ELL + " +6.0 -0.3 " + ELL + " +6.0 V")

# ---------------------------------------------------------------- SNG-16 / SNG-32
SN_VMOT_Q = "Motor supply operating 8 35 8.2 45 V voltage (VMOT)"
SN_VMOT_16 = f(
    SN,
    1,
    SN_VMOT_Q,
    it(SN, "load_supply_voltage", "V", lo=8, hi=35, condition="VMOT, operating, SNG-16 column"),
)
SN_VMOT_32 = f(
    "SNG-32",
    1,
    SN_VMOT_Q,
    it(
        "SNG-32",
        "load_supply_voltage",
        "V",
        lo=8.2,
        hi=45,
        condition="VMOT, operating, SNG-32 column",
    ),
)
SN_VDD = f(
    SN,
    1,
    "Logic supply SNG-16 only 3.0 5.5 internal V voltage (VDD)",
    it(SN, "logic_supply_voltage", "V", lo=3.0, hi=5.5, condition="VDD, SNG-16 only"),
)
SN_I_Q = (
    "no heat sink, still air 1.0 1.5 Current per phase, heat sink, still air 1.4 1.8 A continuous "
    "heat sink + fan 2.0 2.2"
)
SN_I16_BARE = f(
    SN,
    1,
    SN_I_Q,
    it(
        SN,
        "output_current",
        "A",
        hi=1.0,
        condition="continuous per phase, no heat sink, still air, SNG-16 column",
    ),
)
SN_I32_FAN = f(
    "SNG-32",
    1,
    SN_I_Q,
    it(
        "SNG-32",
        "output_current",
        "A",
        hi=2.2,
        condition="continuous per phase, heat sink + fan, SNG-32 column",
    ),
)
SN_PEAK_32 = f(
    "SNG-32",
    1,
    "Peak current t<1s 2.0 2.5 A per phase",
    it("SNG-32", "peak_output_current", "A", hi=2.5, condition="per phase, t < 1 s, SNG-32 column"),
)
SN_ABS_Q = "VMOT to GND 38 47 V"
SN_ABS_32 = f(
    "SNG-32",
    1,
    SN_ABS_Q,
    it("SNG-32", "abs_max_supply_voltage", "V", hi=47, condition="VMOT to GND, SNG-32 column"),
)
SN_VIH_Q = "Logic input high VDD = 3.3 V 2.25 2.0 V (VIH) VDD = 5.0 V 3.40"
SN_VIH5 = f(
    SN,
    1,
    SN_VIH_Q,
    it(SN, "input_high_voltage", "V", lo=3.40, condition="VIH min at VDD = 5.0 V, SNG-16 column"),
)
SN_VIH33 = f(
    SN,
    1,
    SN_VIH_Q,
    it(SN, "input_high_voltage", "V", lo=2.25, condition="VIH min at VDD = 3.3 V, SNG-16 column"),
)
SN_FAQ33 = note(
    SN,
    2,
    "With VDD at 5 V the inputs need at least 3.40 V, which a 3.3 V pin does not reach.",
)
SN_FAQ36 = note(SN, 2, "Only the SNG-32. The SNG-16 is rated to 35 V on VMOT.")
SN_25C = note(SN, 1, "Current ratings are per phase (per coil) at TA = 25 " + DEG + ".")

# ---------------------------------------------------------------- JBT2481 / JBT2481F
JB_VCC = f(
    JB,
    1,
    "Supply voltage VCC 3.0 3.3 3.6 V",
    it(JB, "supply_voltage", "V", lo=3.0, typ=3.3, hi=3.6, condition="VCC, recommended operating"),
)
JB_RATE = f(
    JB,
    2,
    "JBT2481 " + MDASH + " slew-rate limited Data rate 250 kbps",
    it(JB, "baud_rate", "kbps", hi=250, condition="data rate, JBT2481 (slew-rate limited)"),
)
JB_RATE_F = f(
    "JBT2481F",
    2,
    "JBT2481F " + MDASH + " high speed Data rate 12 Mbps",
    it("JBT2481F", "baud_rate", "Mbps", hi=12, condition="data rate, JBT2481F"),
)
JB_SHDN_F = f(
    "JBT2481F",
    2,
    "JBT2481F " + MDASH + " high speed Data rate 12 Mbps DE = VCC, /RE = 0, no load 1.1 2.0 mA "
    "Supply current DE = 0, /RE = 0 0.7 1.2 mA DE = 0, /RE = VCC (shutdown) 0.05 1 " + MU + "A",
    it(
        "JBT2481F",
        "standby_current",
        MU + "A",
        typ=0.05,
        hi=1,
        condition="shutdown, DE = 0, /RE = VCC, JBT2481F section",
    ),
)
JB_TEMP_E = f(
    "JBT2481ESA",
    2,
    "JBT2481ESA 250 kbps -40 " + DEG + " to +85 " + DEG + " SO-8 2481E",
    it(JB, "operating_temperature", DEG, lo=-40, hi=85, condition="ordering code JBT2481ESA"),
)
JB_VIH = f(
    JB,
    1,
    "Input high voltage, DE, DI, /RE VIH 2.0 5.5 V",
    it(
        JB,
        "input_high_voltage",
        "V",
        lo=2.0,
        hi=5.5,
        condition="DE, DI, /RE, recommended operating",
    ),
)
JB_5V = note(
    JB,
    2,
    "DI, DE and /RE accept up to 5.5 V at any VCC in the operating range, so a 5 V "
    "microcontroller can drive them directly.",
)
JB_VOH = f(
    JB,
    1,
    "RO output high VOH IO = -2 mA, VCC = 3.0 V 2.6 V",
    it(JB, "output_high_voltage", "V", lo=2.6, condition="RO, IO = -2 mA, VCC = 3.0 V"),
)
JB_NODES = note(
    JB,
    2,
    "up to 256 JBT2481 or JBT2481F transceivers can share one bus.",
)
JB_MODBUS = note(
    JB,
    2,
    "Both versions work for Modbus RTU at 9600 to 115200 bit/s; the JBT2481 radiates less.",
)

# ---------------------------------------------------------------- KSB-270 / KSB-270P
KS_RANGE = f(
    KS,
    1,
    leader("Operating pressure range", 152, "300 " + ELL + " 1250 hPa"),
    it(
        KS,
        "measurement_range",
        "hPa",
        lo=300,
        hi=1250,
        quantity="pressure",
        condition="operating pressure range",
    ),
)
KS_ACC_P = f(
    "KSB-270P",
    1,
    "0 " + ELL + " +65 " + DEG + " " + PM + "0.30 " + PM + "0.60 " + PM + "0.20 " + PM + "0.40 "
    "Absolute pressure",
    it(
        "KSB-270P",
        "accuracy",
        "hPa",
        lo=-0.40,
        hi=0.40,
        quantity="pressure",
        condition="absolute accuracy, max, 0 ... +65 degC, KSB-270P column",
    ),
)
KS_IDD32 = f(
    KS,
    1,
    "low power (x1) 3.1 Supply current IDD standard (x8) 11.5 " + MU + "A at 1 Hz ODR high "
    "resolution (x32) 38",
    it(KS, "supply_current", MU + "A", typ=38, condition="1 Hz ODR, high resolution (x32)"),
)
KS_ADDR = f(
    KS,
    2,
    "The 7-bit I" + SQ + "C address is 0x76 with SDO at GND and 0x77 with SDO at VDDIO.",
    it(KS, "i2c_address", values=["0x76", "0x77"], condition="SDO at GND / SDO at VDDIO"),
)
KS_VDD = f(
    KS,
    1,
    "Supply voltage VDD 1.65 1.8 3.6 V",
    it(KS, "supply_voltage", "V", lo=1.65, typ=1.8, hi=3.6, condition="VDD"),
)
KS_VDDIO = f(
    KS,
    1,
    "Interface supply VDDIO 1.2 1.8 3.6 V",
    it(KS, "io_supply_voltage", "V", lo=1.2, typ=1.8, hi=3.6, condition="VDDIO"),
)
KS_FSCL = f(
    KS,
    1,
    "I" + SQ + "C clock fSCL high-speed mode 3400 kHz",
    it(KS, "i2c_clock_frequency", "kHz", hi=3400, condition="fSCL, high-speed mode"),
)
KS_TITLE = note(KS, 1, "Digital Barometric Pressure and Temperature Sensor")

# ---------------------------------------------------------------- WVR-926L / WVR-926H
WV_BAND_Q = "WVR-926L: 410 " + ELL + " 510 MHz \u00b7 WVR-926H: 850 " + ELL + " 930 MHz"
WV_BAND_L = f(
    "WVR-926L",
    1,
    WV_BAND_Q,
    it("WVR-926L", "frequency_band", "MHz", lo=410, hi=510, condition="WVR-926L"),
)
WV_BAND_H = f(
    "WVR-926H",
    1,
    WV_BAND_Q,
    it("WVR-926H", "frequency_band", "MHz", lo=850, hi=930, condition="WVR-926H"),
)
WV_PWR_H18 = f(
    "WVR-926H",
    1,
    "Maximum output VCC = 3.3 V +22 +21 dBm power VCC = 1.8 V +15 +14",
    it(
        "WVR-926H",
        "tx_power",
        "dBm",
        typ=14,
        condition="maximum output power at VCC = 1.8 V, WVR-926H column",
    ),
)
WV_SENS_H9 = f(
    "WVR-926H",
    1,
    "Receiver sensitivity, SF9 -133 -131 dBm LoRa, BW 125 kHz",
    it(
        "WVR-926H",
        "rx_sensitivity",
        "dBm",
        typ=-131,
        condition="LoRa SF9, BW 125 kHz, WVR-926H column",
    ),
)
WV_SLEEP = f(
    WV,
    1,
    "warm start (config kept) 0.65 1.2 0.65 1.2 Sleep current " + MU + "A",
    it(
        WV,
        "standby_current",
        MU + "A",
        typ=0.65,
        hi=1.2,
        condition="sleep, warm start (configuration kept), both versions",
    ),
)
WV_TEMP = f(
    WV,
    2,
    "Operating temperature -40 " + ELL + " +85 " + DEG + ", with the TCXO specified over the same "
    "range.",
    it(WV, "operating_temperature", DEG, lo=-40, hi=85, condition="design notes"),
)
WV_VCC = f(
    WV,
    1,
    "Supply voltage VCC 1.8 3.3 3.7 1.8 3.3 3.7 V",
    it(WV, "supply_voltage", "V", lo=1.8, typ=3.3, hi=3.7, condition="VCC, both versions"),
)
WV_5V = note(
    WV,
    2,
    "They are not 5 V tolerant: connect 5 V microcontrollers through a level shifter.",
)
WV_IOABS = note(WV, 1, "Any digital pin -0.5 VCC + 0.3 V")
WV_LNOT = note(
    WV,
    2,
    "an L module does not work in the 868 / 915 MHz bands, nor an H module at 433 MHz.",
)
WV_TX = note(WV, 1, "maximum power 122 112 TX current +17 dBm 86 79 mA +14 dBm 48 45")

# ---------------------------------------------------------------- TAM1612 / TAM1612D
TA_VDD = f(
    TA,
    1,
    "Supply voltage VDD 2.3 5.5 2.3 5.5 V",
    it(TA, "supply_voltage", "V", lo=2.3, hi=5.5, condition="VDD, both versions"),
)
TA_IOL_D3 = f(
    "TAM1612D",
    1,
    "VOL = 0.5 V, VDD = 2.3 V 12 20 LOW-level output IOL VOL = 0.5 V, VDD = 3.0 V 18 30 mA",
    it(
        "TAM1612D",
        "output_current",
        "mA",
        lo=30,
        condition="LOW-level (sink) output current, "
        "VOL = 0.5 V, VDD = 3.0 V, TAM1612D column (min)",
    ),
)
TA_ADDR_D = f(
    "TAM1612D",
    2,
    "The TAM1612D has four, A3 to A0, giving the 16 addresses 0x40 to 0x4F.",
    it(
        "TAM1612D",
        "i2c_address",
        values=[f"0x{a:02X}" for a in range(0x40, 0x50)],
        condition="A3 ... A0, TAM1612D",
    ),
)
TA_ADDR_ALL = f(
    TA,
    2,
    "The TAM1612 has six address pins, A5 to A0, giving 64 addresses from 0x40 to 0x7F.",
    it(
        TA,
        "i2c_address",
        values=[f"0x{a:02X}" for a in range(0x40, 0x80)],
        condition="A5 ... A0, TAM1612",
    ),
)
TA_ADDR_76 = note(TA, 2, "1 1 0 1 1 0 0x76 0xEC")
TA_STB = f(
    TA,
    1,
    "Standby current Istb SLEEP = 1, VDD = 5.0 V 2.2 15 1.8 12 " + MU + "A",
    it(
        TA,
        "standby_current",
        MU + "A",
        typ=2.2,
        hi=15,
        condition="SLEEP = 1, VDD = 5.0 V, TAM1612 column",
    ),
)
TA_TEMP_D = f(
    "TAM1612D",
    1,
    "Operating Tamb -40 +85 -40 +105 " + DEG + " temperature",
    it("TAM1612D", "operating_temperature", DEG, lo=-40, hi=105, condition="TAM1612D column"),
)
TA_PWM = note(TA, 1, "PWM frequency fPWM internal oscillator 25 1600 25 1600 Hz")
TA_50HZ = note(TA, 2, "0x7E gives 50 Hz for servos.")
TA_SERVO = note(
    TA,
    2,
    "Power the servos from their own 5 " + ELL + " 6 V supply; the TAM1612 does not supply servo "
    "current.",
)

# ---------------------------------------------------------------- LCS-08 / LCS-08R
LC_VCC = f(
    LC,
    1,
    leader("Supply voltage, LCS-08", 136, "3.3 " + ELL + " 5.5 V"),
    it(LC, "supply_voltage", "V", lo=3.3, hi=5.5, condition="LCS-08"),
)
LC_VCC_R = f(
    "LCS-08R",
    1,
    leader("Supply voltage, LCS-08R", 134, "3.0 " + ELL + " 5.5 V"),
    it("LCS-08R", "supply_voltage", "V", lo=3.0, hi=5.5, condition="LCS-08R"),
)
LC_RANGE = f(
    LC,
    1,
    leader("Output range, LCS-08", 120, "1.1 " + ELL + " 2.7 V at any VCC"),
    it(LC, "analog_output_voltage", "V", lo=1.1, hi=2.7, condition="LCS-08, any VCC"),
)
LC_AIR_Q = "Output voltage, dry, 30 cm from objects 2.62 2.63 2.25 3.45 V probe in air"
LC_AIR33 = f(
    LC,
    1,
    LC_AIR_Q,
    it(LC, "analog_output_voltage", "V", typ=2.62, condition="probe in air, LCS-08 at VCC = 3.3 V"),
)
LC_AIR5 = f(
    LC,
    1,
    LC_AIR_Q,
    it(LC, "analog_output_voltage", "V", typ=2.63, condition="probe in air, LCS-08 at VCC = 5.0 V"),
)
LC_AIR_R5 = f(
    "LCS-08R",
    1,
    LC_AIR_Q,
    it(
        "LCS-08R",
        "analog_output_voltage",
        "V",
        typ=3.45,
        condition="probe in air, LCS-08R at VCC = 5.0 V",
    ),
)
LC_WATER33 = f(
    LC,
    1,
    "Output voltage, up to the white line 1.18 1.19 0.95 1.44 V probe in water",
    it(
        LC,
        "analog_output_voltage",
        "V",
        typ=1.18,
        condition="probe in water, LCS-08 at VCC = 3.3 V",
    ),
)
LC_SETTLE = f(
    LC,
    1,
    "Settling time after power-on 250 250 120 120 ms",
    it(LC, "warm_up_time", "ms", typ=250, condition="settling time after power-on, LCS-08"),
)
LC_WARN = note(
    LC,
    2,
    "LCS-08R at VCC = 5.0 V gives up to 3.45 V in air. That is too much for the ADC pin of a "
    "3.3 V microcontroller",
)
LC_RAIN = note(
    LC,
    2,
    "The electronics at the top are not protected against water; keep them dry and out of the "
    "rain.",
)
LC_LIFE = note(LC, 2, "We do not give a lifetime figure.")

# ---------------------------------------------------------------- ABY-S201L / ABY-S201H
AB_VCC = f(
    AB,
    1,
    "Module supply 4.5 5.0 5.5 4.5 5.0 5.5 V voltage (DC+)",
    it(AB, "supply_voltage", "V", lo=4.5, typ=5.0, hi=5.5, condition="DC+, both versions"),
)
AB_ION_L = f(
    "ABY-S201L",
    1,
    "relay off 0.9 1.5 1.1 1.6 Supply current mA relay on 11 14 12 15",
    it("ABY-S201L", "supply_current", "mA", typ=11, hi=14, condition="relay on, ABY-S201L column"),
)
AB_VON_H = f(
    "ABY-S201H",
    1,
    "CH voltage to 0 1.5 2.5 5.5 V switch ON",
    it(
        "ABY-S201H",
        "input_high_voltage",
        "V",
        lo=2.5,
        hi=5.5,
        condition="CH voltage to switch ON, ABY-S201H column",
    ),
)
AB_I_Q = (
    "TA = 25 "
    + DEG
    + " 2.0 Load current, TA = 40 "
    + DEG
    + " 1.6 A rms continuous TA = 55 "
    + DEG
    + " 1.0"
)
AB_I25 = f(
    AB,
    1,
    AB_I_Q,
    it(AB, "contact_current", "A", hi=2.0, condition="continuous load current, TA = 25 degC"),
)
AB_I55 = f(
    AB,
    1,
    AB_I_Q,
    it(AB, "contact_current", "A", hi=1.0, condition="continuous load current, TA = 55 degC"),
)
AB_VLOAD = f(
    AB,
    1,
    "Rated load voltage AC, 50 / 60 Hz 100 240 VAC Load voltage range AC, 50 / 60 Hz 75 264 VAC",
    it(AB, "contact_voltage", "VAC", lo=100, hi=240, condition="rated load voltage, AC"),
    it(AB, "contact_voltage", "VAC", lo=75, hi=264, condition="load voltage range, AC"),
)
AB_L33 = note(
    AB,
    2,
    "With DC+ = 5 V a 3.3 V GPIO cannot switch it off, because OFF needs CH above DC+ - 0.5 V "
    "(4.5 V).",
)
AB_H33 = note(AB, 2, "It works with 3.3 V and 5 V logic.")
AB_DC = note(
    AB,
    2,
    "AC loads only. The triac output cannot switch DC loads: once on, it does not turn off on DC.",
)
AB_IND = note(
    AB,
    2,
    "Motors, transformers and solenoids are not rated; this specification gives no inductive-load "
    "rating.",
)
