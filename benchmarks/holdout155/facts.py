"""Reference facts of the hundred-and-fifty-fifth hold-out set, shared by factual and
compatibility questions. Every number was read off the generated PDFs
(``pdftotext -layout``) and each quote is on the cited page."""

from __future__ import annotations

from qkit import AF, DL, GB, GT, LW, RT, TT, VQ, Fact, Item, ev, it

DEG = "\u00b0C"
MU = "\u00b5"
PM = "\u00b1"
ELL = "\u2026"
GE = "\u2265"
SQ = "\u00b2"
MDASH = "\u2014"
OHM = "\u03a9"


def f(device: str, page: int, quote: str, *items: Item) -> Fact:
    return list(items), [ev(device, page, quote)]


def note(device: str, page: int, quote: str) -> Fact:
    """A statement without numbers needed as items: evidence only."""
    return [], [ev(device, page, quote)]


# ---------------------------------------------------------------- LWG2411 / LWG2411E
LW_VDD = f(
    LW,
    1,
    "Supply voltage DVDD, VSUP 2.6 5.5 2.6 5.5 V",
    it(LW, "supply_voltage", "V", lo=2.6, hi=5.5, condition="DVDD and VSUP, both versions"),
)
LW_PD_E = f(
    "LWG2411E",
    1,
    "Analog supply current normal operation 1.4 1.8 1.5 2.0 mA (incl. regulator) power-down 0.3 1.0 "
    "0.5 3.0 " + MU + "A",
    it(
        "LWG2411E",
        "standby_current",
        MU + "A",
        typ=0.5,
        hi=3.0,
        condition="analog supply current incl. regulator, power-down, LWG2411E column",
    ),
)
LW_SETTLE80 = f(
    LW,
    1,
    "RATE = 0 400 400 Settling time ms RATE = 1 50 50",
    it(LW, "response_time", "ms", typ=50, condition="settling time, RATE = 1 (80 SPS)"),
)
LW_RANGE_B = f(
    LW,
    1,
    "input range channel B, gain 32 " + PM + "80 " + PM + "80",
    it(
        LW,
        "analog_input_range",
        "mV",
        lo=-80,
        hi=80,
        condition="full-scale differential input, channel B, gain 32, AVDD = 5 V",
    ),
)
LW_EXC = f(
    LW,
    1,
    "Excitation (AVDD) regulator, VSUP " + GE + " AVDD + 0.1 V 25 20 mA output current",
    it(
        LW,
        "output_current",
        "mA",
        hi=25,
        condition="AVDD excitation regulator output, LWG2411 column",
    ),
)
LW_EXC_NOTE = note(
    LW,
    2,
    "Bridge excitation: set AVDD with R1 / R2 so that VSUP stays at least 100 mV above AVDD. With VSUP = 3.3 V, "
    "an AVDD of 3.0 V is a safe choice; with VSUP = 5 V, 4.3 V.",
)
LW_TEMP = f(
    LW,
    1,
    "Operating ambient -40 +85 -40 +105 " + DEG,
    it(LW, "operating_temperature", DEG, lo=-40, hi=85, condition="LWG2411 column"),
    it("LWG2411E", "operating_temperature", DEG, lo=-40, hi=105, condition="LWG2411E column"),
)
LW_DVDD = note(
    LW,
    2,
    "DVDD sets the interface levels: DVDD = 3.3 V for a 3.3 V host, 5 V for a 5 V host. VSUP and DVDD may "
    "differ.",
)

# ---------------------------------------------------------------- VQT36 / VQT37
VQ_SCALE37 = f(
    "VQT37",
    1,
    "Scale factor 10 20 mV/" + DEG,
    it(
        "VQT37",
        "sensitivity",
        "mV/" + DEG,
        typ=20,
        quantity="temperature",
        condition="VQT37 column",
    ),
)
VQ_VOUT25 = f(
    VQ,
    1,
    "Output voltage TA = 25 " + DEG + " 750 500 mV",
    it(VQ, "analog_output_voltage", "mV", typ=750, condition="TA = 25 degC, VQT36 column"),
)
VQ_RANGE37 = f(
    "VQT37",
    1,
    "Rated temperature VS = 2.7 V -40 +100 +5 +85 "
    + DEG
    + " range VS "
    + GE
    + " 3.0 V -40 +125 +5 +100",
    it(
        "VQT37",
        "measurement_range",
        DEG,
        lo=5,
        hi=85,
        quantity="temperature",
        condition="rated temperature range, VS = 2.7 V, VQT37 column",
    ),
)
VQ_RANGE37_3V = f(
    "VQT37",
    1,
    "Rated temperature VS = 2.7 V -40 +100 +5 +85 "
    + DEG
    + " range VS "
    + GE
    + " 3.0 V -40 +125 +5 +100",
    it(
        "VQT37",
        "measurement_range",
        DEG,
        lo=5,
        hi=100,
        quantity="temperature",
        condition="rated temperature range, VS >= 3.0 V, VQT37 column",
    ),
)
VQ_RANGE36_3V = f(
    VQ,
    1,
    "Rated temperature VS = 2.7 V -40 +100 +5 +85 "
    + DEG
    + " range VS "
    + GE
    + " 3.0 V -40 +125 +5 +100",
    it(
        VQ,
        "measurement_range",
        DEG,
        lo=-40,
        hi=125,
        quantity="temperature",
        condition="rated temperature range, VS >= 3.0 V, VQT36 column",
    ),
)
VQ_IQ5 = f(
    VQ,
    1,
    "VS = 2.7 V 38 50 38 50 Quiescent current " + MU + "A VS = 5.0 V 45 60 45 60",
    it(VQ, "supply_current", MU + "A", typ=45, hi=60, condition="quiescent current, VS = 5.0 V"),
)
VQ_VS = f(
    VQ,
    1,
    "Supply voltage 2.7 5.5 2.7 5.5 V",
    it(VQ, "supply_voltage", "V", lo=2.7, hi=5.5, condition="both versions"),
)

# ---------------------------------------------------------------- GTP-1820 / GTP-1820S
GT_ACC = f(
    GT,
    1,
    "-10 ~ +85 " + DEG + " -0.5 +0.5 Accuracy",
    it(GT, "accuracy", DEG, lo=-0.5, hi=0.5, quantity="temperature", condition="-10 ... +85 degC"),
)
GT_CONV12 = f(
    GT,
    1,
    "Conversion time ms 11-bit 375 12-bit 750",
    it(GT, "response_time", "ms", hi=750, condition="conversion time, 12-bit"),
)
GT_VIH_PAR = f(
    GT,
    1,
    "external power 2.2 5.5 Input logic high VIH V parasite power 3.0 5.5",
    it(GT, "input_high_voltage", "V", lo=3.0, hi=5.5, condition="VIH, parasite power"),
)
GT_VIH_EXT = f(
    GT,
    1,
    "external power 2.2 5.5 Input logic high VIH V parasite power 3.0 5.5",
    it(GT, "input_high_voltage", "V", lo=2.2, hi=5.5, condition="VIH, external power"),
)
GT_VDD = f(
    GT,
    1,
    "Supply voltage VDD external power 3.0 5.5 V",
    it(GT, "supply_voltage", "V", lo=3.0, hi=5.5, condition="VDD, external power"),
)
GT_IP_S = f(
    "GTP-1820S",
    1,
    "Protection IP67 IP68 (1 m, 72 h)",
    it("GTP-1820S", "ip_rating", values=["IP68"], condition="GTP-1820S column (1 m, 72 h)"),
)
GT_TEMP_PVC = f(
    GT,
    1,
    "Probe assembly -20 ~ +80 " + DEG + " -55 ~ +125 " + DEG + " rated temperature",
    it(
        GT,
        "operating_temperature",
        DEG,
        lo=-20,
        hi=80,
        condition="probe assembly, GTP-1820 (PVC) column",
    ),
)
GT_TEMP_SIL = f(
    "GTP-1820S",
    1,
    "Probe assembly -20 ~ +80 " + DEG + " -55 ~ +125 " + DEG + " rated temperature",
    it(
        "GTP-1820S",
        "operating_temperature",
        DEG,
        lo=-55,
        hi=125,
        condition="probe assembly, GTP-1820S (silicone) column",
    ),
)
GT_PVC_NOTE = note(
    GT,
    1,
    "The probe assembly rating is lower for the GTP-1820 because the PVC cable and its seal soften above 80 "
    + DEG
    + ".",
)
GT_33 = note(
    GT,
    2,
    "A 3.3 V microcontroller can read the probe in external-power mode with the pull-up to 3.3 V.",
)
GT_TAU = note(GT, 1, "Thermal time constant in stirred water, 63 % 2.5 s")
GT_SALT = note(GT, 2, "Salt spray 5 % NaCl, 35 " + DEG + ", 48 h no corrosion")

# ---------------------------------------------------------------- AFX-6061 / AFX-6061S
AF_VDD = f(
    AF,
    2,
    "VDD supply 2.375 3.46 2.375 3.46 V",
    it(AF, "supply_voltage", "V", lo=2.375, hi=3.46, condition="VDD, both versions"),
)
AF_VLOGIC = f(
    AF,
    2,
    "VLOGIC supply I/O reference 1.71 VDD",
    it(AF, "io_supply_voltage", "V", lo=1.71, condition="VLOGIC, AFX-6061 only; max = VDD"),
)
AF_GSENS500 = f(
    AF,
    1,
    "FS_SEL = 0 131 Sensitivity scale FS_SEL = 1 65.5",
    it(
        AF,
        "sensitivity",
        "LSB/\u00b0/s",
        typ=65.5,
        quantity="angular_rate",
        condition="FS_SEL = 1 (+/-500 dps)",
    ),
)
AF_SLEEP_S = f(
    "AFX-6061S",
    2,
    "Supply current accel only 500 500 " + MU + "A sleep 5 6 " + MU + "A",
    it("AFX-6061S", "standby_current", MU + "A", typ=6, condition="sleep, AFX-6061S column"),
)
AF_ADDR = f(
    AF,
    2,
    "AD0 low gives 0x68, AD0 high gives 0x69.",
    it(AF, "i2c_address", values=["0x68", "0x69"], condition="AD0 low / high"),
)
AF_I2C = f(
    AF,
    2,
    "I" + SQ + "C clock fast mode 0 400 0 400 kHz",
    it(AF, "i2c_clock_frequency", "kHz", lo=0, hi=400, condition="fast mode"),
)
AF_SPI_S = f(
    "AFX-6061S",
    2,
    "all registers "
    + MDASH
    + " "
    + MDASH
    + " 1 SPI clock MHz sensor registers, read "
    + MDASH
    + " "
    + MDASH
    + " 20",
    it(
        "AFX-6061S",
        "spi_clock_frequency",
        "MHz",
        hi=20,
        condition="sensor registers, read, AFX-6061S",
    ),
)
AF_ZRO = note(AF, 1, "Zero-rate output 25 " + DEG + " " + PM + "20 \u00b0/s")

# ---------------------------------------------------------------- RTA1012 / RTA1016
RT_ADDR = f(
    RT,
    2,
    "GND 0x48 1001000 0x90 0x91 VDD 0x49 1001001 0x92 0x93 SDA 0x4A 1001010 0x94 0x95 SCL 0x4B 1001011 0x96 0x97",
    it(
        RT,
        "i2c_address",
        values=["0x48", "0x49", "0x4A", "0x4B"],
        condition="ADDR to GND / VDD / SDA / SCL",
    ),
)
RT_RATES16 = f(
    "RTA1016",
    1,
    "Data rates (SPS) 128, 250, 490, 920, 1600, 2400, 3300 8, 16, 32, 64, 128, 250, 475, 860",
    it("RTA1016", "data_rate", "SPS", lo=8, hi=860, condition="RTA1016 column"),
)
RT_IDD_HOT = f(
    RT,
    1,
    "converting, TA = 25 " + DEG + " 150 200 converting, -40 to +125 " + DEG + " 300",
    it(RT, "supply_current", MU + "A", hi=300, condition="converting, -40 to +125 degC"),
)
RT_IPD = f(
    RT,
    1,
    "power-down, TA = 25 " + DEG + " 0.5 2 power-down, -40 to +125 " + DEG + " 5",
    it(RT, "standby_current", MU + "A", typ=0.5, hi=2, condition="power-down, TA = 25 degC"),
)
RT_VDD = f(
    RT,
    1,
    "Supply voltage VDD 2.0 5.5 V",
    it(RT, "supply_voltage", "V", lo=2.0, hi=5.5, condition="VDD"),
)
RT_MAXIN33 = f(
    RT,
    2,
    "With VDD = 3.3 V the largest input that can be measured is 3.3 V; a 5 V signal must be divided down first.",
    it(
        RT,
        "analog_input_range",
        "V",
        hi=3.3,
        condition="largest measurable input at VDD = 3.3 V, any FSR",
    ),
)
RT_VIH = f(
    RT,
    1,
    "Input high voltage SDA, SCL, ADDR 0.7 VDD 5.5 V",
    it(RT, "input_high_voltage", "V", hi=5.5, condition="SDA, SCL, ADDR; min 0.7 VDD"),
)
RT_5VBUS = note(
    RT,
    2,
    "SDA, SCL and ALERT/RDY are open-drain and tolerate 5.5 V independent of VDD. The device can therefore be "
    "powered from 3.3 V while its bus is pulled up to 5 V by a 5 V host.",
)
RT_I2C = f(
    RT,
    1,
    "I" + SQ + "C clock standard / fast / high-speed 0.01 3400 kHz",
    it(
        RT, "i2c_clock_frequency", "kHz", lo=0.01, hi=3400, condition="standard / fast / high-speed"
    ),
)
RT_FSR = note(
    RT,
    2,
    "The full-scale ranges of "
    + PM
    + "6.144 V and "
    + PM
    + "4.096 V describe the scaling of the ADC only. No "
    "analog input may go more than 0.3 V above VDD or 0.3 V below GND, whatever range is set.",
)
RT_TEMP = f(
    RT,
    1,
    "Operating temperature -40 +125 " + DEG,
    it(RT, "operating_temperature", DEG, lo=-40, hi=125, condition="both versions"),
)

# ---------------------------------------------------------------- GBY-SD35 / GBY-SD35L
GB_VCC = f(
    GB,
    1,
    "Supply voltage VCC pin 4.5 5.0 5.5 3.0 3.3 3.6 V",
    it(GB, "supply_voltage", "V", lo=4.5, typ=5.0, hi=5.5, condition="VCC pin, GBY-SD35 column"),
)
GB_SPI = f(
    GB,
    1,
    "SPI clock SCK 12 25 MHz",
    it(GB, "spi_clock_frequency", "MHz", hi=12, condition="SCK, GBY-SD35 column"),
)
GB_3V3 = f(
    GB,
    1,
    "3V3 pin output for other parts 150 " + MDASH + " " + MDASH + " " + MDASH + " mA current",
    it(GB, "output_current", "mA", hi=150, condition="3V3 pin, for other parts, GBY-SD35"),
)
GB_WRITE = f(
    GB,
    1,
    "idle, card in, CS high 6.5 0.4 Supply current reading 30 25 mA writing 55 100 50 100",
    it(GB, "supply_current", "mA", typ=55, hi=100, condition="writing, GBY-SD35 column"),
)
GB_VIH = f(
    GB,
    1,
    "Logic input high 2.0 5.5 2.3 3.6 V (CS, SCK, MOSI)",
    it(GB, "input_high_voltage", "V", lo=2.0, hi=5.5, condition="CS, SCK, MOSI, GBY-SD35 column"),
)
GB_VIH_L = f(
    "GBY-SD35L",
    1,
    "Logic input high 2.0 5.5 2.3 3.6 V (CS, SCK, MOSI)",
    it(
        "GBY-SD35L",
        "input_high_voltage",
        "V",
        lo=2.3,
        hi=3.6,
        condition="CS, SCK, MOSI, GBY-SD35L column",
    ),
)
GB_ABS_L = f(
    "GBY-SD35L",
    1,
    "CS, SCK, MOSI to GND -0.3 " + ELL + " 6.0 V -0.3 " + ELL + " 3.9 V",
    it(
        "GBY-SD35L",
        "abs_max_input_voltage",
        "V",
        lo=-0.3,
        hi=3.9,
        condition="CS, SCK, MOSI, GBY-SD35L column",
    ),
)
GB_UNO_NOTE = note(
    GB,
    2,
    "5 V Arduino boards (Uno, Nano, Mega): use the GBY-SD35 with VCC on 5V. Do not use the GBY-SD35L there: its "
    "inputs take at most 3.6 V.",
)
GB_33_NOTE = note(
    GB,
    2,
    "Do not feed 3.3 V into VCC of the GBY-SD35. The regulator then drops out, the card gets about 2.2 V and most "
    "cards will not start.",
)
GB_MISO = note(GB, 2, "MISO of the GBY-SD35 swings 0 to 3.3 V. 5 V AVR boards read this correctly.")
GB_SDXC = note(
    GB,
    2,
    "microSDXC cards (64 GB and larger) come formatted exFAT, which most microcontroller SD libraries cannot "
    "read. Reformat them to FAT32 at your own risk or use a 32 GB card. We test up to 32 GB.",
)

# ---------------------------------------------------------------- DLW-01 / DLW-01U
DL_BAUD = f(
    DL,
    2,
    "The AT firmware uses 115200 bps, 8 data bits, no parity, 1 stop bit and no flow control by default.",
    it(DL, "baud_rate", "bps", value=115200, condition="AT firmware default, 8N1"),
)
DL_TXN = f(
    DL,
    1,
    "TX power dBm 802.11g, 54 Mbps 15.5 802.11n, MCS7 13.5",
    it(DL, "tx_power", "dBm", typ=13.5, condition="802.11n, MCS7"),
)
DL_DEEP = f(
    DL,
    1,
    "light-sleep 0.9 mA deep-sleep 20 " + MU + "A",
    it(DL, "standby_current", MU + "A", typ=20, condition="deep-sleep"),
)
DL_TEMP_U = f(
    "DLW-01U",
    1,
    "Operating temperature -20 ~ +70 " + DEG + " -40 ~ +85 " + DEG,
    it("DLW-01U", "operating_temperature", DEG, lo=-40, hi=85, condition="DLW-01U column"),
)
DL_TEMP = f(
    DL,
    1,
    "Operating temperature -20 ~ +70 " + DEG + " -40 ~ +85 " + DEG,
    it(DL, "operating_temperature", DEG, lo=-20, hi=70, condition="DLW-01 column"),
)
DL_VCC = f(
    DL,
    1,
    "Supply voltage VCC 3.0 3.3 3.6 V",
    it(DL, "supply_voltage", "V", lo=3.0, typ=3.3, hi=3.6, condition="VCC"),
)
DL_PEAK = f(
    DL,
    1,
    "During RF calibration right after power-up and in TX bursts the module draws peaks of up to 320 mA for a "
    "few milliseconds. The 3.3 V supply must deliver at least 400 mA without dropping below 3.0 V;",
    it(DL, "supply_current", "mA", hi=320, condition="peaks during RF calibration and TX bursts"),
)
DL_IOABS = f(
    DL,
    1,
    "Voltage on any I/O pin -0.3 ~ 3.6 V",
    it(DL, "abs_max_input_voltage", "V", lo=-0.3, hi=3.6, condition="any I/O pin"),
)
DL_VIH = f(
    DL,
    1,
    "Input high voltage VIH 0.75 VCC 3.6 V",
    it(DL, "input_high_voltage", "V", hi=3.6, condition="VIH; min 0.75 VCC"),
)
DL_NOT5V = note(
    DL,
    2,
    "The I/O pins run at 3.3 V and are not 5 V tolerant. From a 5 V host TX use a divider (e.g. 1 k"
    + OHM
    + " / 2 k"
    + OHM
    + ") into RXD.",
)

# ---------------------------------------------------------------- TTB-28 / TTB-28F
TT_VIN = f(
    TT,
    1,
    "Input voltage below the output voltage 2.0 24 2.5 5.0 V",
    it(TT, "supply_voltage", "V", lo=2.0, hi=24, condition="input voltage, TTB-28 column"),
)
TT_VIN_F = f(
    "TTB-28F",
    1,
    "Input voltage below the output voltage 2.0 24 2.5 5.0 V",
    it("TTB-28F", "supply_voltage", "V", lo=2.5, hi=5.0, condition="input voltage, TTB-28F column"),
)
TT_VOUT_AS = f(
    TT,
    1,
    "Output voltage no load 11.7 12.0 12.3 4.90 5.05 5.20 V as delivered",
    it(
        TT,
        "output_voltage",
        "V",
        lo=11.7,
        typ=12.0,
        hi=12.3,
        condition="as delivered, no load, TTB-28 column",
    ),
)
TT_VOUT_F = f(
    "TTB-28F",
    1,
    "Output voltage no load 11.7 12.0 12.3 4.90 5.05 5.20 V as delivered",
    it(
        "TTB-28F",
        "output_voltage",
        "V",
        lo=4.90,
        typ=5.05,
        hi=5.20,
        condition="fixed, no load, TTB-28F column",
    ),
)
TT_IOUT_Q = (
    "VOUT = 5 V, VIN = 3.0 V 0.6 0.8 VOUT = 5 V, VIN = 3.7 V 0.9 1.0 Maximum output VOUT = 5 V, VIN = 4.2 V 1.1 "
    "1.2 A current VOUT = 12 V, VIN = 3.7 V 0.3 "
    + MDASH
    + " VOUT = 12 V, VIN = 5.0 V 0.45 "
    + MDASH
)
TT_IOUT_F30 = f(
    "TTB-28F",
    1,
    TT_IOUT_Q,
    it(
        "TTB-28F",
        "output_current",
        "A",
        hi=0.8,
        condition="VOUT = 5 V, VIN = 3.0 V, TTB-28F column",
    ),
)
TT_IOUT_F_ALL = f(
    "TTB-28F",
    1,
    TT_IOUT_Q,
    it(
        "TTB-28F",
        "output_current",
        "A",
        hi=0.8,
        condition="VOUT = 5 V, VIN = 3.0 V, TTB-28F column",
    ),
    it(
        "TTB-28F",
        "output_current",
        "A",
        hi=1.0,
        condition="VOUT = 5 V, VIN = 3.7 V, TTB-28F column",
    ),
    it(
        "TTB-28F",
        "output_current",
        "A",
        hi=1.2,
        condition="VOUT = 5 V, VIN = 4.2 V, TTB-28F column",
    ),
)
TT_IOUT_12 = f(
    TT,
    1,
    TT_IOUT_Q,
    it(TT, "output_current", "A", hi=0.3, condition="VOUT = 12 V, VIN = 3.7 V, TTB-28 column"),
)
TT_IQ_F = f(
    "TTB-28F",
    1,
    "No-load input VIN = 3.7 V 2.0 3.0 4.5 6.0 mA current",
    it(
        "TTB-28F",
        "quiescent_current",
        "mA",
        typ=4.5,
        hi=6.0,
        condition="no-load input current, VIN = 3.7 V, TTB-28F",
    ),
)
TT_12V_NOTE = note(
    TT,
    2,
    "The TTB-28 leaves the factory set to about 12 V. Turn the trimmer anticlockwise (up to 20 turns) and measure "
    "before you connect anything that wants 5 V.",
)
TT_25C_NOTE = note(
    TT,
    1,
    "Output currents are for free air at 25 " + DEG + " with the input wires shorter than 10 cm.",
)
TT_OVP = note(TT, 1, "Output voltage (trimmer end stop) 30 V")
TT_PI_NOTE = note(
    TT,
    2,
    "A board that needs 3 A: no, not with these modules (see the maximum output current).",
)
