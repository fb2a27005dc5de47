"""Reference facts of the hundred-and-fifty-sixth hold-out set, shared by factual and
compatibility questions. Every number was read off the generated PDFs
(``pdftotext -layout``) and each quote is on the cited page."""

from __future__ import annotations

from qkit import AQ, AV, EF, HM, MF, OQ, PL, TR, Fact, Item, ev, it

DEG = "\u00b0C"
MU = "\u00b5"
ELL = "\u2026"
SQ = "\u00b2"
MDASH = "\u2014"
OHM = "\u03a9"


def f(device: str, page: int, quote: str, *items: Item) -> Fact:
    return list(items), [ev(device, page, quote)]


def note(device: str, page: int, quote: str) -> Fact:
    """A statement without numbers needed as items: evidence only."""
    return [], [ev(device, page, quote)]


# ---------------------------------------------------------------- EFP3016 / EFP3016G
EF_VDD = f(
    EF,
    1,
    "Core supply VDD 1.7 1.8 2.0 1.7 1.8 2.0 V voltage",
    it(
        EF,
        "supply_voltage",
        "V",
        lo=1.7,
        typ=1.8,
        hi=2.0,
        condition="core supply VDD, both versions",
    ),
)
EF_VLED_Q = (
    "LED supply red and IR LEDs only 3.1 3.3 5.0 3.1 3.3 5.0 V voltage green LED in use "
    + MDASH
    + " "
    + MDASH
    + " "
    + MDASH
    + " 4.0 4.5 5.0"
)
EF_VLED = f(
    EF,
    1,
    EF_VLED_Q,
    it(
        EF,
        "supply_voltage",
        "V",
        lo=3.1,
        typ=3.3,
        hi=5.0,
        condition="LED supply VLED, red and IR LEDs only",
    ),
)
EF_VLED_G = f(
    "EFP3016G",
    1,
    EF_VLED_Q,
    it(
        "EFP3016G",
        "supply_voltage",
        "V",
        lo=4.0,
        typ=4.5,
        hi=5.0,
        condition="LED supply VLED with the green LED in use, EFP3016G column",
    ),
)
EF_ABS = f(
    EF,
    1,
    "VDD to GND -0.3 2.2 V",
    it(EF, "abs_max_supply_voltage", "V", lo=-0.3, hi=2.2, condition="VDD, absolute maximum"),
)
EF_PULLUP = note(
    EF,
    1,
    "The pull-up resistors of SDA, SCL and INT may go to any voltage up to 5.5 V, independent of VDD.",
)
EF_NO33 = note(
    EF,
    2,
    "but VDD itself must stay within 1.7 " + ELL + " 2.0 V: never connect VDD to a 3.3 V rail.",
)
EF_SHDN_G = f(
    "EFP3016G",
    2,
    "Core shutdown IDD,SHDN SHDN bit = 1 0.7 10 0.9 12 " + MU + "A current",
    it(
        "EFP3016G",
        "standby_current",
        MU + "A",
        typ=0.9,
        hi=12,
        condition="core shutdown, SHDN bit = 1, EFP3016G column",
    ),
)
EF_IDD_MULTI_G = f(
    "EFP3016G",
    2,
    "multi-LED mode, 100 sps " + MDASH + " " + MDASH + " 720 1400",
    it(
        "EFP3016G",
        "supply_current",
        MU + "A",
        typ=720,
        hi=1400,
        condition="core supply current, multi-LED mode, 100 sps, EFP3016G column",
    ),
)
EF_ADDR_Q = "The EFP3016 is an I" + SQ + "C slave with the fixed 7-bit address 0x57"
EF_ADDR = f(
    EF,
    2,
    EF_ADDR_Q,
    it(EF, "i2c_address", values=["0x57"], condition="fixed 7-bit address"),
)
EF_FSCL = f(
    EF,
    2,
    "I" + SQ + "C clock fSCL 0 400 0 400 kHz frequency",
    it(EF, "i2c_clock_frequency", "kHz", lo=0, hi=400, condition="fSCL"),
)
EF_VIH = f(
    EF,
    2,
    "Input high VIH SDA, SCL 1.4 1.4 V voltage",
    it(EF, "input_high_voltage", "V", lo=1.4, condition="SDA, SCL"),
)
EF_SPS411 = f(
    EF,
    1,
    "11 411 18 400 1000",
    it(
        EF,
        "data_rate",
        "sps",
        hi=400,
        condition="max. sample rate in SpO2 mode at LED_PW = 11 (411 us)",
    ),
)
EF_SPS_HEAD = note(
    EF,
    1,
    "LED_PW Pulse width (" + MU + "s) ADC resolution (bits) SpO2 mode (sps) HR mode (sps)",
)
EF_SPO2 = note(
    EF,
    2,
    "It is not a medical device; SpO2 accuracy depends on the host algorithm and calibration and "
    "is not specified by Ecker\u00f6 Fotonik.",
)

# ---------------------------------------------------------------- MAF-24 / MAF-24PL
MF_VCC_Q = "Supply voltage VCC 1.9 3.3 3.6 2.7 3.3 3.6 V"
MF_VCC = f(
    MF,
    1,
    MF_VCC_Q,
    it(MF, "supply_voltage", "V", lo=1.9, typ=3.3, hi=3.6, condition="VCC, MAF-24 column"),
)
MF_5V = note(
    MF,
    2,
    "VCC must never exceed 3.6 V; do not connect VCC to a 5 V rail. The CE, CSN, SCK and MOSI "
    "inputs tolerate 5 V logic, so a 5 V microcontroller can drive them directly while the module "
    "itself runs from 3.3 V.",
)
MF_VIH = f(
    MF,
    1,
    "Input high voltage CE, CSN, SCK, MOSI 2.3 5.25 2.3 5.25 V",
    it(MF, "input_high_voltage", "V", lo=2.3, hi=5.25, condition="CE, CSN, SCK, MOSI"),
)
MF_ITX_Q = "RF_PWR = 11 11.3 14 115 130 Supply current, RF_PWR = 10 9.0 78 mA transmit"
MF_ITX = f(
    MF,
    2,
    MF_ITX_Q,
    it(
        MF,
        "supply_current",
        "mA",
        typ=11.3,
        hi=14,
        condition="transmit, RF_PWR = 11 (0 dBm), MAF-24",
    ),
)
MF_ITX_PL = f(
    "MAF-24PL",
    2,
    MF_ITX_Q,
    it(
        "MAF-24PL",
        "supply_current",
        "mA",
        typ=115,
        hi=130,
        condition="transmit, RF_PWR = 11 (+20 dBm), MAF-24PL column",
    ),
)
MF_IRX = f(
    MF,
    2,
    "2 Mbit/s 13.5 16 26 31 Supply current, 1 Mbit/s 13.1 25 mA receive",
    it(MF, "supply_current", "mA", typ=13.5, hi=16, condition="receive, 2 Mbit/s, MAF-24"),
)
MF_PTX_Q = "RF_PWR = 11 0 +20 RF_PWR = 10 -6 +14 Output power dBm"
MF_PTX = f(
    MF,
    2,
    MF_PTX_Q,
    it(MF, "tx_power", "dBm", typ=0, condition="RF_PWR = 11, MAF-24"),
    it(
        "MAF-24PL",
        "tx_power",
        "dBm",
        typ=20,
        condition="RF_PWR = 11, MAF-24PL at the SMA connector",
    ),
)
MF_SENS_PL = f(
    "MAF-24PL",
    2,
    "Sensitivity, 1 Mbit/s -85 -95 dBm 0.1 % BER 250 kbit/s -94 -104",
    it(
        "MAF-24PL",
        "rx_sensitivity",
        "dBm",
        typ=-104,
        condition="250 kbit/s, 0.1 % BER, MAF-24PL column",
    ),
)
MF_BAND = f(
    MF,
    1,
    "2400 " + ELL + " 2525 MHz, 126 channels, 1 MHz steps",
    it(MF, "frequency_band", "MHz", lo=2400, hi=2525, condition="126 channels, 1 MHz steps"),
)
MF_DEVBOARD = note(
    MF,
    2,
    "The MAF-24PL draws up to 130 mA in transmit bursts. Use a 3.3 V regulator rated for at least "
    "250 mA",
)
MF_WALLS = note(
    MF,
    2,
    "Range figures are typical for line of sight with both antennas 1.5 m above ground. Walls, "
    "foliage and Wi-Fi traffic shorten them.",
)
MF_PCB_ANT = note(MF, 1, "MAF-24 none PCB meander antenna 29 x 15.2 mm about 100 m")

# ---------------------------------------------------------------- AVM2213 / AVM2213T
AV_VM = f(
    AV,
    1,
    "Motor supply voltage VM 4.75 28 V",
    it(AV, "load_supply_voltage", "V", lo=4.75, hi=28, condition="VM, operating range"),
)
AV_VIO = f(
    AV,
    1,
    "Logic I/O supply voltage VIO 3.0 5.25 V",
    it(AV, "logic_supply_voltage", "V", lo=3.0, hi=5.25, condition="VIO, operating range"),
)
AV_IRMS_Q = "Motor coil current, RMS (continuous) 2.0 1.4 A Motor coil current, peak 2.8 2.0 A"
AV_IRMS = f(
    AV,
    1,
    AV_IRMS_Q,
    it(AV, "output_current", "A", hi=2.0, condition="motor coil current RMS, continuous, AVM2213"),
)
AV_T = f(
    "AVM2213T",
    1,
    AV_IRMS_Q,
    it(
        "AVM2213T",
        "output_current",
        "A",
        hi=1.4,
        condition="motor coil current RMS, continuous, AVM2213T",
    ),
    it(
        "AVM2213T",
        "peak_output_current",
        "A",
        hi=2.0,
        condition="motor coil current peak, AVM2213T",
    ),
)
AV_RDS_T = f(
    "AVM2213T",
    2,
    "On-resistance, TJ = 25 " + DEG + " 0.17 0.20 0.25 0.30 " + OHM + " low side",
    it(
        "AVM2213T",
        "on_resistance",
        OHM,
        typ=0.25,
        hi=0.30,
        condition="low side, TJ = 25 degC, AVM2213T column",
    ),
)
AV_BAUD = f(
    AV,
    2,
    "any rate from 9600 bit/s to 500 000 bit/s works",
    it(
        AV,
        "baud_rate",
        "bps",
        lo=9600,
        hi=500000,
        condition="PDN_UART, automatic baud-rate detection",
    ),
)
AV_FOUR = note(
    AV,
    2,
    "Up to four drivers share one UART line. Each answers to the node address set by MS1 and MS2 "
    "at power-up (Tbl. 5); a fifth driver needs a second line.",
)
AV_2LAYER = f(
    AV,
    2,
    "On a two-layer board count on 1.2 A RMS (AVM2213) or 0.9 A RMS (AVM2213T).",
    it(AV, "output_current", "A", hi=1.2, condition="RMS, two-layer board, AVM2213"),
)
AV_4LAYER = note(
    AV,
    2,
    "The continuous ratings of Tbl. 1 assume a four-layer board with at least 6 cm"
    + SQ
    + " of copper per layer around the driver and vias under the exposed pad.",
)

# ---------------------------------------------------------------- OQC-1201
OQ_IC = f(
    OQ,
    1,
    "Collector current IC 50 mA",
    it(OQ, "output_current", "mA", hi=50, condition="collector current IC, absolute maximum"),
)
OQ_TOPR = f(
    OQ,
    1,
    "Operating temperature Topr -30 ~ +100 " + DEG,
    it(OQ, "operating_temperature", DEG, lo=-30, hi=100, condition="Topr"),
)
OQ_TRTF = f(
    OQ,
    1,
    "Rise time tr VCE = 2 V, IC = 2 mA, 4 18 " + MU + "s Fall time tf RL = 100 " + OHM + " 3 18",
    it(
        OQ,
        "response_time",
        MU + "s",
        typ=4,
        hi=18,
        condition="rise time tr, VCE = 2 V, IC = 2 mA, RL = 100 Ohm",
    ),
    it(
        OQ,
        "response_time",
        MU + "s",
        typ=3,
        hi=18,
        condition="fall time tf, VCE = 2 V, IC = 2 mA, RL = 100 Ohm",
    ),
)
OQ_SC = f(
    OQ,
    2,
    "C 200 400 OQC-1201C OQC-1201SC",
    it(OQ, "part_numbers", values=["OQC-1201SC"], condition="SMD-4 order code, rank C"),
)
OQ_VF = note(OQ, 1, "Input Forward voltage VF IF = 20 mA 1.2 1.4 V")
OQ_IF = note(OQ, 1, "Input Forward current IF 50 mA")
OQ_RANKA = note(OQ, 2, "A 80 160 OQC-1201A OQC-1201SA")
OQ_4MA = note(OQ, 2, "With rank A at IF = 5 mA the output sinks at least 4 mA.")
OQ_SPEED = note(
    OQ,
    2,
    "The OQC-1201 is intended for signals up to 19.2 kbit/s; use a high-speed logic-output "
    "coupler for faster serial data.",
)
OQ_ISO = note(
    OQ,
    2,
    "This data sheet does not state a reinforced-insulation approval for any equipment standard.",
)
OQ_CTR1MA = note(OQ, 2, "Forward current IF 1 mA 5 mA 10 mA 20 mA CTR, typ. (%) 110 190 180 150")
OQ_CTRTEMP = note(
    OQ,
    2,
    "The CTR falls at low forward current and at high temperature and it ages with the LED.",
)

# ---------------------------------------------------------------- TOR5530L / TOR5530LS
TR_VDS = f(
    TR,
    1,
    "Drain-source voltage VDS 55 55 V",
    it(TR, "drain_source_voltage", "V", hi=55, condition="VDS, absolute maximum, both packages"),
)
TR_RDS_Q = (
    "VGS = 10 V, ID = 28 A 17 22 Static drain-source RDS(on) VGS = 5.0 V, ID = 24 A 20 25 m"
    + OHM
    + " on-resistance VGS = 4.0 V, ID = 20 A 27 35"
)
TR_RDS4 = f(
    TR,
    1,
    TR_RDS_Q,
    it(
        TR,
        "on_resistance",
        "m" + OHM,
        typ=27,
        hi=35,
        condition="VGS = 4.0 V, ID = 20 A, TJ = 25 degC",
    ),
)
TR_RDS5 = f(
    TR,
    1,
    TR_RDS_Q,
    it(
        TR,
        "on_resistance",
        "m" + OHM,
        typ=20,
        hi=25,
        condition="VGS = 5.0 V, ID = 24 A, TJ = 25 degC",
    ),
)
TR_VTH = f(
    TR,
    1,
    "Gate threshold voltage VGS(th) VDS = VGS, ID = 250 " + MU + "A 1.0 1.6 2.0 V",
    it(
        TR,
        "gate_threshold_voltage",
        "V",
        lo=1.0,
        typ=1.6,
        hi=2.0,
        condition="VDS = VGS, ID = 250 uA",
    ),
)
TR_ID_Q = (
    "Continuous drain current, TC = 25 " + DEG + " 47 47 ID A VGS = 10 V TC = 100 " + DEG + " 33 33"
)
TR_ID100 = f(
    TR,
    1,
    TR_ID_Q,
    it(
        TR,
        "output_current",
        "A",
        hi=33,
        condition="continuous drain current, VGS = 10 V, TC = 100 degC",
    ),
)
TR_ID25 = f(
    TR,
    1,
    TR_ID_Q,
    it(
        TR,
        "output_current",
        "A",
        hi=47,
        condition="continuous drain current, VGS = 10 V, TC = 25 degC",
    ),
)
TR_33V = note(
    TR,
    2,
    "At VGS = 3.3 V the channel is not fully enhanced and no RDS(on) is specified. Do not drive "
    "the gate directly from 3.3 V logic for load currents above 5 A; use a gate driver or 5 V logic.",
)
TR_DIODE = note(
    TR,
    2,
    "Inductive loads (solenoids, relays, motors) need a freewheeling diode across the load",
)

# ---------------------------------------------------------------- AQT5310 / AQT5310L
AQ_VDD = f(
    AQ,
    1,
    "Supply voltage AVDD 2.6 2.8 3.5 2.6 2.8 3.5 V",
    it(AQ, "supply_voltage", "V", lo=2.6, typ=2.8, hi=3.5, condition="AVDD, both versions"),
)
AQ_PINMAX = note(AQ, 1, "Voltage on SCL, -0.3 3.5 -0.3 3.5 V SDA, XSHUT")
AQ_NO5V = note(
    AQ,
    2,
    "No pin is 5 V tolerant: the voltage on SCL, SDA, XSHUT and GPIO1 must not exceed 3.5 V in operation.",
)
AQ_ADDR_Q = (
    "After power-up or after XSHUT is released, the sensor answers at the 7-bit address 0x29"
)
AQ_ADDR = f(
    AQ,
    2,
    AQ_ADDR_Q,
    it(
        AQ,
        "i2c_address",
        values=["0x29"],
        condition="default 7-bit address after power-up or XSHUT release",
    ),
)
AQ_RANGE_Q = (
    "white target (88 %), indoor, default mode 120 220 Maximum ranging white target (88 %), "
    "indoor, long-range mode 200 400 cm"
)
AQ_RANGE_LR = f(
    AQ,
    1,
    AQ_RANGE_Q,
    it(
        AQ,
        "measurement_range",
        "cm",
        hi=200,
        quantity="distance",
        condition="maximum ranging distance, white target, indoor, long-range mode, AQT5310",
    ),
)
AQ_OVERCAST = note(AQ, 1, "white target (88 %), outdoor, overcast 60 110")
AQ_HWSB_L = f(
    "AQT5310L",
    2,
    "HW standby, XSHUT low 3 7 4 8 " + MU + "A",
    it(
        "AQT5310L",
        "standby_current",
        MU + "A",
        typ=4,
        hi=8,
        condition="HW standby, XSHUT low, AQT5310L column",
    ),
)
AQ_TEMP_L = f(
    "AQT5310L",
    1,
    "Ambient temperature -20 +70 -40 +85 " + DEG,
    it(
        "AQT5310L",
        "operating_temperature",
        DEG,
        lo=-40,
        hi=85,
        condition="ambient, AQT5310L column",
    ),
)
AQ_FSCL = f(
    AQ,
    2,
    "I" + SQ + "C clock frequency 0 400 0 400 kHz",
    it(AQ, "i2c_clock_frequency", "kHz", lo=0, hi=400, condition="fSCL, both versions"),
)
AQ_COVER = note(
    AQ,
    2,
    "Performance behind a cover window depends on the window material, its thickness and the air "
    "gap; ask Approuague Sensing for the cover-glass application note.",
)

# ---------------------------------------------------------------- HM2004-I5 / HM2004-I3
HM_VCC_Q = "Supply voltage VCC 4.5 5.0 5.5 3.0 3.3 3.6 V"
HM_VCC5 = f(
    "HM2004-I5",
    1,
    HM_VCC_Q,
    it(
        "HM2004-I5",
        "supply_voltage",
        "V",
        lo=4.5,
        typ=5.0,
        hi=5.5,
        condition="VCC, HM2004-I5 column",
    ),
)
HM_I5 = f(
    "HM2004-I5",
    1,
    "backlight on 28 40 22 30 Supply current mA",
    it(
        "HM2004-I5",
        "supply_current",
        "mA",
        typ=28,
        hi=40,
        condition="backlight on, HM2004-I5 column",
    ),
)
HM_FSCL = f(
    HM,
    1,
    "I" + SQ + "C clock SCL 0 100 0 100 kHz",
    it(HM, "i2c_clock_frequency", "kHz", lo=0, hi=100, condition="SCL, both versions"),
)
HM_ADDR3 = f(
    "HM2004-I3",
    1,
    "Default I" + SQ + "C address 0x27 0x3F",
    it("HM2004-I3", "i2c_address", values=["0x3F"], condition="default, A0-A2 open, HM2004-I3"),
)
HM_ADDR5 = f(
    "HM2004-I5",
    1,
    "Default I" + SQ + "C address 0x27 0x3F",
    it("HM2004-I5", "i2c_address", values=["0x27"], condition="default, A0-A2 open, HM2004-I5"),
)
HM_ADDR5_ALL = f(
    "HM2004-I5",
    2,
    "open open open 0x27 (0x4E) 0x3F (0x7E) open open bridged 0x26 (0x4C) 0x3E (0x7C) open bridged "
    "open 0x25 (0x4A) 0x3D (0x7A) open bridged bridged 0x24 (0x48) 0x3C (0x78) bridged open open "
    "0x23 (0x46) 0x3B (0x76) bridged open bridged 0x22 (0x44) 0x3A (0x74) bridged bridged open 0x21 "
    "(0x42) 0x39 (0x72) bridged bridged bridged 0x20 (0x40) 0x38 (0x70)",
    it(
        "HM2004-I5",
        "i2c_address",
        values=["0x20", "0x21", "0x22", "0x23", "0x24", "0x25", "0x26", "0x27"],
        condition="7-bit addresses by A0-A2 solder pads, HM2004-I5",
    ),
)
HM_VIH5 = f(
    "HM2004-I5",
    1,
    "Input high voltage SDA, SCL 3.5 2.3 V",
    it("HM2004-I5", "input_high_voltage", "V", lo=3.5, condition="SDA, SCL, HM2004-I5 column"),
)
HM_33NOTE = note(
    HM,
    2,
    "On the I5 that puts 5 V on the bus, and its inputs need at least 3.5 V for a high level. A "
    "3.3 V board (ESP32, Raspberry Pi, Pico) needs a level shifter with the I5, or take the I3.",
)
HM_LIFE = note(
    HM,
    2,
    "We do not have a lifetime figure from the panel maker, so we cannot promise one.",
)

# ---------------------------------------------------------------- PLA-1210 / PLA-1210V
PL_NOLOAD_V = f(
    "PLA-1210V",
    1,
    "Puissance \u00e0 vide 115 VAC 0.20 W 65 mW No-load power 230 VAC 0.25 W 75 mW",
    it(
        "PLA-1210V",
        "power_consumption",
        "mW",
        hi=75,
        condition="no-load power at 230 VAC, PLA-1210V column",
    ),
)
PL_VOUT = f(
    PL,
    1,
    "Tension de sortie 0 " + ELL + " 1.0 A 11.4 12.0 12.6 11.64 12.0 12.36 V Output voltage",
    it(
        PL,
        "output_voltage",
        "V",
        lo=11.4,
        typ=12.0,
        hi=12.6,
        condition="0 ... 1.0 A, PLA-1210 column",
    ),
)
PL_IOUT = f(
    PL,
    1,
    "Courant de sortie continu / continuous 0 1.0 0 1.0 A Output current",
    it(PL, "output_current", "A", lo=0, hi=1.0, condition="continuous, both versions"),
)
PL_TOP = f(
    PL,
    2,
    "Temp\u00e9rature de fonctionnement pleine charge / full load 0 "
    + ELL
    + " +40 0 "
    + ELL
    + " +40 "
    + DEG
    + " Operating temperature",
    it(PL, "operating_temperature", DEG, lo=0, hi=40, condition="full load, both versions"),
)
PL_HUM = f(
    PL,
    2,
    "Humidit\u00e9 de fonctionnement sans condensation / non-condensing 20 "
    + ELL
    + " 90 20 "
    + ELL
    + " 90 %RH Operating humidity",
    it(PL, "operating_humidity", "%RH", lo=20, hi=90, condition="non-condensing, both versions"),
)
PL_IP = f(
    PL,
    2,
    "IP20, usage int\u00e9rieur uniquement / indoor use only",
    it(PL, "ip_rating", values=["IP20"], condition="indoor use only"),
)
PL_MTBF = note(PL, 2, "MTBF 25 " + DEG + ", MIL-HDBK-217F 50 000 80 000 h")
