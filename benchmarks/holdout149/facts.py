"""Reference facts of the hundred-and-forty-ninth hold-out set, shared by factual and
compatibility questions. Every number was read off the generated PDFs
(``pdftotext -layout``) and each quote is on the cited page."""

from __future__ import annotations

from qkit import AN, GC, HM, JN, MH, TN, VK, ZP, Fact, Item, ev, it

DEG = "\u00b0C"
MU = "\u00b5"
PM = "\u00b1"
ELL = "\u2026"
NDASH = "\u2013"
MDASH = "\u2014"
SQ = "\u00b2"
OHM = "\u03a9"
ARROW = "\u2192"
VBAR = "\u2223"


def f(device: str, page: int, quote: str, *items: Item) -> Fact:
    return list(items), [ev(device, page, quote)]


def note(device: str, page: int, quote: str) -> Fact:
    """A statement without numbers needed as items: evidence only."""
    return [], [ev(device, page, quote)]


# ---------------------------------------------------------------- ZPT-1520 / ZPT-1520H
ZP_V12 = f(
    ZP,
    1,
    "switch at 12 V 11.40 12.0 12.60 11.40 12.0 12.60",
    it(ZP, "output_voltage", "V", lo=11.40, typ=12.0, hi=12.60, condition="switch at 12 V"),
)
ZP_V20_Q = "switch at 20 V 19.00 20.0 21.00 19.00 20.0 21.00"
ZP_V20 = f(
    ZP,
    1,
    ZP_V20_Q,
    it(
        ZP,
        "output_voltage",
        "V",
        lo=19.00,
        typ=20.0,
        hi=21.00,
        condition="switch at 20 V, ZPT-1520 column",
    ),
)
ZP_V20_H = f(
    "ZPT-1520H",
    1,
    ZP_V20_Q,
    it(
        "ZPT-1520H",
        "output_voltage",
        "V",
        lo=19.00,
        typ=20.0,
        hi=21.00,
        condition="switch at 20 V, ZPT-1520H column",
    ),
)
ZP_I_Q = "Output current, standard USB-C cable 3.0 3.0 A continuous 5 A e-marked cable 3.0 5.0"
ZP_I = f(
    ZP,
    1,
    ZP_I_Q,
    it(ZP, "output_current", "A", hi=3.0, condition="continuous, either cable, ZPT-1520 column"),
)
ZP_I_H_STD = f(
    "ZPT-1520H",
    1,
    ZP_I_Q,
    it(
        "ZPT-1520H",
        "output_current",
        "A",
        hi=3.0,
        condition="continuous, standard USB-C cable, ZPT-1520H column",
    ),
)
ZP_I_H_5A = f(
    "ZPT-1520H",
    1,
    ZP_I_Q,
    it(
        "ZPT-1520H",
        "output_current",
        "A",
        hi=5.0,
        condition="continuous, 5 A e-marked cable, ZPT-1520H column",
    ),
)
ZP_CABLE = note(
    "ZPT-1520H",
    1,
    "A 5 A cable is only recognised when it carries an e-marker chip; with any other cable the "
    "ZPT-1520H asks the charger for 3 A at most.",
)
ZP_IQ = f(
    ZP,
    1,
    "Board supply LED jumper open 1.1 1.8 mA current LED jumper closed 3.0 3.7",
    it(
        ZP,
        "quiescent_current",
        "mA",
        typ=1.1,
        condition="board supply current, LED jumper open (cut), ZPT-1520 column",
    ),
)
ZP_ABS = f(
    ZP,
    1,
    "VBUS to GND -0.3 28 V",
    it(
        ZP, "abs_max_supply_voltage", "V", lo=-0.3, hi=28, condition="VBUS to GND, absolute maximum"
    ),
)
ZP_ONLY = note(ZP, 2, "No. The switch only offers 12, 15 and 20 V.")
ZP_PHONE = note(
    ZP,
    2,
    "Only if it lists the voltage you set. Many 18 " + NDASH + " 20 W phone chargers offer 5 V and "
    "9 V and nothing higher",
)
ZP_FALLBACK = note(
    ZP,
    2,
    "If the charger does not offer the set voltage, the ZPT-1520 stays at 5 V with the LED off.",
)

# ---------------------------------------------------------------- JNS187A1 ... A4
JN_VS = f(
    JN,
    1,
    "Operating supply voltage, VS 2.7 5 5.5 V",
    it(JN, "supply_voltage", "V", lo=2.7, typ=5, hi=5.5, condition="VS, recommended (nom 5 V)"),
)
JN_VCM = f(
    JN,
    1,
    "Common-mode input voltage, VCM -0.1 12 30 V",
    it(
        JN,
        "analog_input_range",
        "V",
        lo=-0.1,
        typ=12,
        hi=30,
        condition="common-mode input voltage VCM, recommended",
    ),
)
JN_CMABS = f(
    JN,
    1,
    "Analog inputs IN+, IN" + NDASH + ", common mode -0.3 32 V",
    it(
        JN,
        "abs_max_input_voltage",
        "V",
        lo=-0.3,
        hi=32,
        condition="IN+, IN-, common mode, absolute maximum",
    ),
)
JN_GAIN_A2 = f(
    "JNS187A2",
    2,
    "Gain 20 50 100 200 V/V",
    it(
        "JNS187A2",
        "sensitivity",
        "V/V",
        value=50,
        quantity="voltage",
        condition="gain, JNS187A2 column",
    ),
)
JN_FS_Q = "Full-scale VS = 5.0 V 245 98 49 24.5 mV sense voltage VS = 3.3 V 162 65 32 16"
JN_FS_A3 = f(
    "JNS187A3",
    2,
    JN_FS_Q,
    it(
        "JNS187A3",
        "analog_input_range",
        "mV",
        hi=32,
        condition="full-scale sense voltage (differential), VS = 3.3 V, JNS187A3 column",
    ),
)
JN_FS_A1 = f(
    "JNS187A1",
    2,
    JN_FS_Q,
    it(
        "JNS187A1",
        "analog_input_range",
        "mV",
        hi=245,
        condition="full-scale sense voltage (differential), VS = 5.0 V, JNS187A1 column",
    ),
)
JN_IND = note(JN, 2, "A JNS187 on a 3.3 V supply reads a shunt in a 24 V line")
JN_UNI = note(
    JN,
    2,
    "Bidirectional currents (battery charge and discharge) are not measured: the output only rises "
    "for current from IN+ to IN" + NDASH + ".",
)
JN_CMRR = note(
    JN,
    1,
    "Common-mode VIN+ = 0 V to 30 V, TA = -40 "
    + DEG
    + " to 125 "
    + DEG
    + " 84 100 dB rejection ratio",
)

# ---------------------------------------------------------------- VKR4217 / VKR4217A
VK_VDD = f(
    VK,
    2,
    "Supply voltage, VDD 1.6 3.3 5.5 V I" + SQ + "C in use",
    it(VK, "supply_voltage", "V", lo=1.6, typ=3.3, hi=5.5, condition="VDD, I2C in use"),
)
VK_ADDR = f(
    VK,
    2,
    "7-bit address 0x32 fixed, no address pin",
    it(VK, "i2c_address", values=["0x32"], condition="7-bit, fixed"),
)
VK_FSCL = f(
    VK,
    2,
    "SCL clock frequency fSCL 0 400 kHz",
    it(VK, "i2c_clock_frequency", "kHz", lo=0, hi=400, condition="fSCL"),
)
VK_STAB_Q = (
    "0 "
    + ELL
    + " +40 "
    + DEG
    + " "
    + PM
    + "3.0 "
    + PM
    + "1.5 Frequency stability 0 "
    + ELL
    + " +70 "
    + DEG
    + " "
    + PM
    + "5.0 "
    + PM
    + "2.5 ppm vs. temperature -40 "
    + ELL
    + " +85 "
    + DEG
    + " "
    + MDASH
    + " "
    + PM
    + "3.0"
)
VK_ACC_A40 = f(
    "VKR4217A",
    1,
    VK_STAB_Q,
    it(
        "VKR4217A",
        "accuracy",
        "ppm",
        lo=-1.5,
        hi=1.5,
        condition="frequency stability, 0 ... +40 degC, VKR4217A",
    ),
)
VK_ACC_STD70 = f(
    VK,
    1,
    VK_STAB_Q,
    it(
        VK,
        "accuracy",
        "ppm",
        lo=-5.0,
        hi=5.0,
        condition="frequency stability, 0 ... +70 degC (whole range of the standard grade), VKR4217",
    ),
)
VK_TOP_STD = f(
    VK,
    1,
    "Operating temperature 0 " + ELL + " +70 -40 " + ELL + " +85 " + DEG,
    it(VK, "operating_temperature", DEG, lo=0, hi=70, condition="VKR4217 (standard grade)"),
)
VK_IBAK = f(
    VK,
    2,
    "Backup current IBAK VDD = 0 V, VBAK = 3.0 V 0.55 1.0 " + MU + "A",
    it(
        VK,
        "standby_current",
        MU + "A",
        typ=0.55,
        hi=1.0,
        condition="backup, VDD = 0 V, VBAK = 3.0 V",
    ),
)
VK_PINABS = f(
    VK,
    1,
    "SDA, SCL, INT (open drain) -0.3 6.5 V",
    it(
        VK,
        "abs_max_input_voltage",
        "V",
        lo=-0.3,
        hi=6.5,
        condition="SDA, SCL, INT, absolute maximum",
    ),
)
VK_5V = note(
    VK,
    1,
    "SDA, SCL and INT may be pulled up to 5.5 V even when VDD is 3.3 V or the clock runs from VBAK",
)
VK_AGING = note(
    VK, 1, "Aging, first year +25 " + DEG + ", VDD = 3.3 V " + PM + "1.0 " + PM + "1.0 ppm"
)

# ---------------------------------------------------------------- MHE-290 / MHE-290R
MH_VCC = f(
    MH,
    1,
    "Supply voltage VCC 3.0 3.3 5.5 V",
    it(MH, "supply_voltage", "V", lo=3.0, typ=3.3, hi=5.5, condition="VCC, module"),
)
MH_VIH_Q = "Input high voltage VCC = 3.3 V 2.3 3.6 V (DIN, CLK, CS, DC, RST) VCC = 5.0 V 3.5 5.5"
MH_VIH5 = f(
    MH,
    1,
    MH_VIH_Q,
    it(
        MH,
        "input_high_voltage",
        "V",
        lo=3.5,
        hi=5.5,
        condition="DIN, CLK, CS, DC, RST at VCC = 5.0 V",
    ),
)
MH_BUSY5 = f(
    MH,
    1,
    "BUSY output high V VCC = 5.0 V, -1 mA 4.5",
    it(MH, "output_high_voltage", "V", lo=4.5, condition="BUSY at VCC = 5.0 V, -1 mA"),
)
MH_REF_R = f(
    "MHE-290R",
    1,
    "25 " + DEG + " 2 15 Full refresh time s 0 " + DEG + " 4 30",
    it(
        "MHE-290R",
        "response_time",
        "s",
        typ=15,
        condition="full refresh at 25 degC, MHE-290R column",
    ),
)
MH_IREF5 = f(
    MH,
    1,
    "Refresh current VCC = 3.3 V 8.0 5.5 mA (average) VCC = 5.0 V 8.6 6.1",
    it(
        MH,
        "supply_current",
        "mA",
        typ=8.6,
        condition="refresh, average, VCC = 5.0 V, MHE-290 column",
    ),
)
MH_SLEEP33 = f(
    MH,
    1,
    "Module in deep sleep VCC = 3.3 V 12 12 " + MU + "A (regulator, shifter) VCC = 5.0 V 18 18",
    it(MH, "standby_current", MU + "A", typ=12, condition="module in deep sleep, VCC = 3.3 V"),
)
MH_TOP_R = f(
    "MHE-290R",
    1,
    "Operating temperature 0 " + ELL + " +50 0 " + ELL + " +40 " + DEG,
    it("MHE-290R", "operating_temperature", DEG, lo=0, hi=40, condition="MHE-290R column"),
)
MH_UNO = note(
    MH,
    2,
    "Yes. Power the module from the Uno's 5 V pin; with VCC = 5 V the level shifter takes 5 V logic.",
)
MH_ESP = note(
    MH,
    2,
    "With VCC at 5 V the inputs need at least 3.5 V for a high, and BUSY drives 5 V back into the ESP32.",
)
MH_180 = note(
    MH,
    2,
    "Wait at least 180 s between full refreshes, and refresh at least once every 24 h",
)

# ---------------------------------------------------------------- TNA1224 / TNA1224Q
TN_AVDD = f(
    TN,
    1,
    "Analog supply, unipolar (AVSS = 0 V) 2.3 5.5 V",
    it(TN, "supply_voltage", "V", lo=2.3, hi=5.5, condition="AVDD to AVSS, unipolar"),
)
TN_DVDD = f(
    TN,
    1,
    "Digital supply, 2.3 3.3 5.5 V DVDD to DGND",
    it(TN, "supply_voltage", "V", lo=2.3, typ=3.3, hi=5.5, condition="DVDD to DGND"),
)
TN_RES = f(
    TN,
    1,
    "Resolution no missing codes 24 bit",
    it(TN, "resolution", "bit", value=24, quantity="voltage", condition="no missing codes"),
)
TN_SPI = f(
    TN,
    2,
    "The SPI interface runs in mode 1 (CPOL = 0, CPHA = 1) only.",
    it(TN, "interface", values=["SPI"], condition="SPI mode 1"),
)
TN_DR_N = f(
    TN,
    1,
    "normal mode 10 1280 Data rate duty-cycle mode 2.5 320 SPS turbo mode 20 2560",
    it(TN, "data_rate", "SPS", lo=10, hi=1280, condition="normal mode"),
)
TN_SCLK_Q = "DVDD = 2.3 to 2.7 V 5 SCLK frequency MHz DVDD = 2.7 to 5.5 V 10"
TN_SCLK_LO = f(
    TN,
    2,
    TN_SCLK_Q,
    it(TN, "spi_clock_frequency", "MHz", hi=5, condition="DVDD = 2.3 to 2.7 V"),
)
TN_SCLK_HI = f(
    TN,
    2,
    TN_SCLK_Q,
    it(TN, "spi_clock_frequency", "MHz", hi=10, condition="DVDD = 2.7 to 5.5 V"),
)
TN_IAVDD = f(
    TN,
    2,
    "Analog supply normal, gain 1 to 4 340 "
    + MU
    + "A current (AVDD) normal, gain 8 to 128 425 turbo, "
    "gain 8 to 128 810",
    it(TN, "supply_current", MU + "A", typ=425, condition="AVDD, normal mode, gain 8 to 128"),
)
TN_TOP_Q = f(
    "TNA1224Q",
    1,
    "Operating ambient TNA1224 -40 +85 " + DEG + " temperature TNA1224Q -40 +125",
    it("TNA1224Q", "operating_temperature", DEG, lo=-40, hi=125, condition="TNA1224Q"),
)
TN_5V = note(
    TN,
    2,
    "No digital input may exceed DVDD + 0.3 V; with DVDD = 3.3 V the inputs are not 5 V tolerant.",
)

# ---------------------------------------------------------------- GCX-420 / GCX-420H
GC_VIN = f(
    GC,
    1,
    "Supply voltage VIN 4.5 5.0 5.5 V",
    it(GC, "supply_voltage", "V", lo=4.5, typ=5.0, hi=5.5, condition="VIN"),
)
GC_VABS = f(
    GC,
    1,
    "Supply voltage VIN, -0.3 6.0 V absolute maximum",
    it(GC, "abs_max_supply_voltage", "V", lo=-0.3, hi=6.0, condition="VIN, absolute maximum"),
)
GC_RANGE_H = f(
    "GCX-420H",
    1,
    "Measuring range 0 " + ELL + " 5,000 0 " + ELL + " 10,000 ppm",
    it(
        "GCX-420H",
        "measurement_range",
        "ppm",
        lo=0,
        hi=10000,
        quantity="gas_concentration",
        condition="CO2, GCX-420H column",
    ),
)
GC_WARM = f(
    GC,
    1,
    "to the first reading 60 60 s Warm-up time to full accuracy 3 5 min",
    it(GC, "warm_up_time", "min", value=3, condition="to full accuracy, GCX-420 column"),
)
GC_BAUD = f(
    GC,
    2,
    "The UART runs at 9600 bps, 8 data bits, no parity, 1 stop bit; the rate is fixed.",
    it(GC, "baud_rate", "bps", value=9600, condition="UART, fixed"),
)
GC_ADDR = f(
    GC,
    2,
    "In I"
    + SQ
    + "C mode the module answers at the 7-bit address 0x2F and supports standard mode only.",
    it(GC, "i2c_address", values=["0x2F"], condition="7-bit, SEL = GND"),
)
GC_I_H = f(
    "GCX-420H",
    1,
    "continuous mode, GCX-420 18 25 Average supply continuous mode, GCX-420H 23 30 mA current "
    "low-power mode, both 4.5 6",
    it(
        "GCX-420H",
        "supply_current",
        "mA",
        typ=23,
        hi=30,
        condition="average, continuous mode, GCX-420H",
    ),
)
GC_VIH = f(
    GC,
    1,
    "RX / SCL / SDA 2.0 5.5 V input high",
    it(GC, "input_high_voltage", "V", lo=2.0, hi=5.5, condition="RX, SCL, SDA"),
)
GC_VOH = f(
    GC,
    1,
    "TX / SDA output high IOH = -1 mA 2.9 3.3 V",
    it(GC, "output_high_voltage", "V", lo=2.9, typ=3.3, condition="TX, SDA, IOH = -1 mA"),
)
GC_TOL = note(GC, 2, "TX, RX, SDA and SCL are 3.3 V logic; RX, SDA and SCL tolerate 5 V.")
GC_3V3 = note(
    GC,
    2,
    "Do not run the module from the 3.3 V pin of a microcontroller board. It needs 4.5 "
    + ELL
    + " 5.5 V and draws 150 mA peaks when the lamp fires",
)
GC_PRESS = note(
    GC, 2, "Readings are not corrected for air pressure. They are specified at 1013 hPa."
)

# ---------------------------------------------------------------- ANU-47U / ANU-47T
AN_VCC_Q = "Supply voltage 3.3 5.0 3.0 5.5 V"
AN_VCC_U = f(
    "ANU-47U",
    1,
    AN_VCC_Q,
    it("ANU-47U", "supply_voltage", "V", lo=3.3, hi=5.0, condition="ANU-47U column"),
)
AN_VCC_T = f(
    "ANU-47T",
    1,
    AN_VCC_Q,
    it("ANU-47T", "supply_voltage", "V", lo=3.0, hi=5.5, condition="ANU-47T column"),
)
AN_RANGE_T = f(
    "ANU-47T",
    1,
    "Measuring range flat target 3 450 25 450 cm",
    it(
        "ANU-47T",
        "measurement_range",
        "cm",
        lo=25,
        hi=450,
        quantity="distance",
        condition="flat target, ANU-47T column",
    ),
)
AN_ACC_U = f(
    "ANU-47U",
    1,
    "up to 100 cm "
    + PM
    + "1 "
    + PM
    + "1 Accuracy cm 100 "
    + ELL
    + " 450 cm "
    + PM
    + "3 "
    + PM
    + "4",
    it(
        "ANU-47U",
        "accuracy",
        "cm",
        lo=-3,
        hi=3,
        quantity="distance",
        condition="100 ... 450 cm, ANU-47U column",
    ),
)
AN_BAUD = f(
    "ANU-47U",
    2,
    "The ANU-47U sends one frame per output period at 9600 bps, 8 data bits, no parity, one stop bit.",
    it("ANU-47U", "baud_rate", "bps", value=9600, condition="serial output"),
)
AN_IP = f(
    AN,
    1,
    "Probe and cable IP67 Control board none (keep dry)",
    it(
        AN,
        "ip_rating",
        values=["IP67"],
        condition="probe and cable; the control board has no protection",
    ),
)
AN_STBY_T = f(
    "ANU-47T",
    1,
    "Standby current between triggers " + MDASH + " 20 40 " + MU + "A",
    it(
        "ANU-47T",
        "standby_current",
        MU + "A",
        typ=20,
        hi=40,
        condition="between triggers, ANU-47T column",
    ),
)
AN_VOH_Q = "Output high VCC = 3.3 V, -2 mA 3.0 3.0 V (TX / ECHO) VCC = 5.0 V, -2 mA 4.7 4.7"
AN_VOH5 = f(
    "ANU-47U",
    1,
    AN_VOH_Q,
    it("ANU-47U", "output_high_voltage", "V", lo=4.7, condition="TX at VCC = 5.0 V"),
)
AN_VOH33 = f(
    "ANU-47U",
    1,
    AN_VOH_Q,
    it("ANU-47U", "output_high_voltage", "V", lo=3.0, condition="TX at VCC = 3.3 V"),
)
AN_5V = note(
    AN,
    2,
    "TX / ECHO swings to VCC. Powered from 5 V, the module drives 5 V into your board",
)
AN_SUB = note(
    AN, 2, "IP67 means 1 m of water for 30 minutes. The probe is not made to stay under water."
)
AN_FLAT = note(
    AN,
    1,
    "Card 1 " + VBAR + " Specifications by version (25 " + DEG + ", flat target 50 x 50 cm)",
)

# ---------------------------------------------------------------- HMA3216 / HMA3216L
HM_VDD = f(
    HM,
    1,
    "Supply voltage VDD 1.71 2.5 3.6 V",
    it(HM, "supply_voltage", "V", lo=1.71, typ=2.5, hi=3.6, condition="VDD"),
)
HM_VIO = f(
    HM,
    1,
    "I/O supply voltage VDD_IO not above VDD 1.71 1.8 3.6 V",
    it(HM, "io_supply_voltage", "V", lo=1.71, typ=1.8, hi=3.6, condition="VDD_IO, not above VDD"),
)
HM_ADDR = f(
    HM,
    2,
    "7-bit address, SA0 = 0 0x14 0x14 SA0 to GND 7-bit address, SA0 = 1 0x15 0x15 SA0 to VDD_IO",
    it(HM, "i2c_address", values=["0x14", "0x15"], condition="7-bit, SA0 = 0 / 1"),
)
HM_FSCL = f(
    HM,
    1,
    "I" + SQ + "C clock fSCL 0 400 kHz",
    it(HM, "i2c_clock_frequency", "kHz", lo=0, hi=400, condition="fSCL"),
)
HM_SPI = f(
    HM,
    1,
    "SPI clock fSPC 10 MHz",
    it(HM, "spi_clock_frequency", "MHz", hi=10, condition="fSPC"),
)
HM_SENS_L4 = f(
    "HMA3216L",
    1,
    "FS = " + PM + "4 g 512 2048",
    it(
        "HMA3216L",
        "sensitivity",
        "LSB/g",
        typ=2048,
        quantity="acceleration",
        condition="FS = +/-4 g, HMA3216L column",
    ),
)
HM_ILP10 = f(
    HM,
    2,
    "1 Hz 2 " + MDASH + " Low-power mode 10 Hz 4 " + MDASH + " " + MU + "A (8-bit) 100 Hz 11",
    it(
        HM,
        "supply_current",
        MU + "A",
        typ=4,
        condition="low-power mode, ODR = 10 Hz, HMA3216 column",
    ),
)
HM_RANGE_L = f(
    "HMA3216L",
    1,
    "FS = 00 "
    + PM
    + "2 "
    + PM
    + "2 Measurement FS = 01 "
    + PM
    + "4 "
    + PM
    + "4 g range FS = 10 "
    + PM
    + "8 "
    + PM
    + "8 FS = 11 "
    + PM
    + "16 "
    + MDASH,
    it(
        "HMA3216L",
        "measurement_range",
        "g",
        lo=-8,
        hi=8,
        quantity="acceleration",
        condition="largest full scale of the HMA3216L (no +/-16 g)",
    ),
)
HM_5V = note(
    HM,
    2,
    "No pin of the HMA3216 is 5 V tolerant. With a 5 V microcontroller use a level shifter; every "
    "data pin is limited to VDD_IO + 0.3 V.",
)
HM_SHOCK = note(HM, 2, "Acceleration, any axis, powered, 0.2 ms 3000 g")
