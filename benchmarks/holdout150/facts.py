"""Reference facts of the hundred-and-fiftieth hold-out set, shared by factual and
compatibility questions. Every number was read off the generated PDFs
(``pdftotext -layout``) and each quote is on the cited page."""

from __future__ import annotations

from qkit import CY, JC, LP, QB, RG, RK, UZ, ZM, Fact, Item, ev, it

DEG = "\u00b0C"
MU = "\u00b5"
PM = "\u00b1"
ELL = "\u2026"
LE = "\u2264"
GE = "\u2265"
SQ = "\u00b2"
OHM = "\u03a9"
MDASH = "\u2014"
MINUS = "\u2212"


def f(device: str, page: int, quote: str, *items: Item) -> Fact:
    return list(items), [ev(device, page, quote)]


def note(device: str, page: int, quote: str) -> Fact:
    """A statement without numbers needed as items: evidence only."""
    return [], [ev(device, page, quote)]


# ---------------------------------------------------------------- QBM-2S8 / QBM-2S20
QB_I_Q = "Continuous discharge Ta = 25 " + DEG + " 8 20 A current Ta = 50 " + DEG + " 6 15"
QB_I20_25 = f(
    "QBM-2S20",
    1,
    QB_I_Q,
    it(
        "QBM-2S20",
        "output_current",
        "A",
        hi=20,
        condition="continuous discharge, Ta = 25 degC, QBM-2S20 column",
    ),
)
QB_I20_50 = f(
    "QBM-2S20",
    1,
    QB_I_Q,
    it(
        "QBM-2S20",
        "output_current",
        "A",
        hi=15,
        condition="continuous discharge, Ta = 50 degC, QBM-2S20 column",
    ),
)
QB_I8 = f(
    "QBM-2S8",
    1,
    QB_I_Q,
    it(
        "QBM-2S8",
        "output_current",
        "A",
        hi=8,
        condition="continuous discharge, Ta = 25 degC, QBM-2S8 column",
    ),
)
QB_IQ8 = f(
    "QBM-2S8",
    1,
    "normal, protection active 8 12 10 15 Self-consumption " + MU + "A",
    it(
        "QBM-2S8",
        "quiescent_current",
        MU + "A",
        typ=8,
        hi=12,
        condition="self-consumption, normal, protection active, QBM-2S8 column",
    ),
)
QB_RON8 = f(
    "QBM-2S8",
    1,
    "Path resistance pack at 7.4 V 14 18 4.5 6.0 m" + OHM + " (charge + discharge FETs)",
    it(
        "QBM-2S8",
        "on_resistance",
        "m" + OHM,
        typ=14,
        hi=18,
        condition="charge + discharge FET path, pack at 7.4 V, QBM-2S8 column",
    ),
)
QB_TOP = f(
    QB,
    1,
    "Operating temperature -20 +60 -20 +60 " + DEG,
    it(QB, "operating_temperature", DEG, lo=-20, hi=60, condition="both versions"),
)
QB_OCV = note(QB, 1, "Overcharge detection 4.23 4.25 4.27 4.26 4.28 4.30 V voltage, per cell")
QB_ODV = note(QB, 1, "Over-discharge detection 2.70 2.80 2.90 2.40 2.50 2.60 V voltage, per cell")
QB_FULL = note(QB, 1, "2 Li-ion / Li-po cells in series: 7.4 V nominal, 8.4 V full")
QB_LFP = note(
    QB,
    2,
    "LiFePO4 cells (3.65 V full) never reach the 4.18 V balance start and the 2.8 V / 2.5 V "
    "cut-off is wrong for them: do not use a QBM-2S board with LiFePO4.",
)
QB_NTC = note(
    QB,
    2,
    "There is no NTC or temperature input. The board does not stop a charge when a cell is hot "
    "or cold.",
)

# ---------------------------------------------------------------- UZT3120 / UZT3120N
UZ_VCC_Q = (
    "5 V operation 4.5 5.0 5.5 Supply voltage VCC V 3.3 V operation, V3 tied to VCC 3.0 3.3 3.6"
)
UZ_VCC = f(
    UZ,
    1,
    UZ_VCC_Q,
    it(UZ, "supply_voltage", "V", lo=4.5, typ=5.0, hi=5.5, condition="VCC, 5 V operation"),
    it(
        UZ,
        "supply_voltage",
        "V",
        lo=3.0,
        typ=3.3,
        hi=3.6,
        condition="VCC, 3.3 V operation, V3 tied to VCC",
    ),
)
UZ_VCC33 = f(
    UZ,
    1,
    UZ_VCC_Q,
    it(
        UZ,
        "supply_voltage",
        "V",
        lo=3.0,
        typ=3.3,
        hi=3.6,
        condition="VCC, 3.3 V operation, V3 tied to VCC",
    ),
)
UZ_ICC5 = f(
    UZ,
    1,
    "Operating supply VCC = 5 V, 115200 bps 12 20 ICC mA current VCC = 3.3 V, 115200 bps 8 14",
    it(UZ, "supply_current", "mA", typ=12, hi=20, condition="operating, VCC = 5 V, 115200 bps"),
)
UZ_SUSP33 = f(
    UZ,
    1,
    "VCC = 5 V 150 250 USB suspend current ISUSP " + MU + "A VCC = 3.3 V 90 170",
    it(UZ, "standby_current", MU + "A", typ=90, hi=170, condition="USB suspend, VCC = 3.3 V"),
)
UZ_BAUD_Q = "Baud rate 50 " + ELL + " 2 000 000 50 " + ELL + " 3 000 000 bps"
UZ_BAUD_N = f(
    "UZT3120N",
    1,
    UZ_BAUD_Q,
    it("UZT3120N", "baud_rate", "bps", hi=3000000, condition="UART, UZT3120N column"),
)
UZ_VIH = f(
    UZ,
    1,
    "Input high voltage VIH UART and modem inputs 2.0 VCC + 0.5 V",
    it(UZ, "input_high_voltage", "V", lo=2.0, condition="UART and modem inputs (max VCC + 0.5 V)"),
)
UZ_5VTOL = note(
    UZ,
    2,
    "In this mode the inputs are not 5 V tolerant: a 5 V signal on RXD drives current into the "
    "protection diode to VCC.",
)
UZ_33OK = note(UZ, 2, "ESP32, STM32 and other 3.3 V targets connect directly.")
UZ_ESD = note(UZ, 1, "ESD, human body model, all pins " + PM + "4 kV")

# ---------------------------------------------------------------- JCX6205 (-05B / -10B / -20B)
JC_VCC = f(
    JC,
    1,
    "Supply voltage VCC 4.5 5.0 5.5 V",
    it(JC, "supply_voltage", "V", lo=4.5, typ=5.0, hi=5.5, condition="VCC"),
)
JC_ICC = f(
    JC,
    1,
    "Supply current ICC VCC = 5 V, output open 9 14 mA",
    it(JC, "supply_current", "mA", typ=9, hi=14, condition="VCC = 5 V, output open"),
)
JC_SENS10 = f(
    "JCX6205-10B",
    1,
    "Sensitivity TA = 25 " + DEG + " 392 400 408 196 200 204 98 100 102 mV/A",
    it(
        "JCX6205-10B",
        "sensitivity",
        "mV/A",
        lo=196,
        typ=200,
        hi=204,
        quantity="current",
        condition="TA = 25 degC, JCX6205-10B column",
    ),
)
JC_RANGE_Q = "Optimised current IP -5 5 -10 10 -20 20 A range"
JC_RANGE20 = f(
    "JCX6205-20B",
    1,
    JC_RANGE_Q,
    it(
        "JCX6205-20B",
        "measurement_range",
        "A",
        lo=-20,
        hi=20,
        quantity="current",
        condition="optimised current range, JCX6205-20B column",
    ),
)
JC_RANGE10 = f(
    "JCX6205-10B",
    1,
    JC_RANGE_Q,
    it(
        "JCX6205-10B",
        "measurement_range",
        "A",
        lo=-10,
        hi=10,
        quantity="current",
        condition="optimised current range, JCX6205-10B column",
    ),
)
JC_ERR05T = f(
    "JCX6205-05B",
    1,
    "TA = 25 "
    + DEG
    + " -1.5 1.5 -1.2 1.2 -1.0 1.0 Total output error % TA = -40 "
    + ELL
    + " +125 "
    + DEG
    + " -3.0 3.0 -2.5 2.5 -2.0 2.0",
    it(
        "JCX6205-05B",
        "accuracy",
        "%",
        lo=-3.0,
        hi=3.0,
        quantity="current",
        condition="total output error, TA = -40 ... +125 degC, JCX6205-05B column",
    ),
)
JC_VOUT = f(
    JC,
    1,
    "Linear output range VIOUT RL " + GE + " 4.7 k" + OHM + " 0.5 4.5 V",
    it(
        JC,
        "analog_output_voltage",
        "V",
        lo=0.5,
        hi=4.5,
        condition="linear output range, RL >= 4.7 kOhm",
    ),
)
JC_33 = note(
    JC,
    2,
    "Do not power the JCX6205 from 3.3 V; below 4.5 V the sensitivity and the zero point are not "
    "specified.",
)
JC_DIV = note(
    JC,
    2,
    "bring the output into a 3.3 V ADC through a divider (for example 10 k"
    + OHM
    + " over 20 k"
    + OHM
    + "), because the output reaches 4.5 V at full scale.",
)
JC_20BFS = note(JC, 2, "the JCX6205-20B gives 2.5 V + 20 A \u00d7 0.100 V/A = 4.5 V at +20 A")
JC_OVC = note(JC, 2, "Overcurrent, single pulse 100 ms, TA = 25 " + DEG + " 100 A")
JC_OFFSET = note(JC, 1, "Zero-current offset IP = 0 A, 25 " + DEG + " -12 12 -10 10 -10 10 mV")

# ---------------------------------------------------------------- LPV4046 / LPV4046B
LP_VDD = f(
    LP,
    1,
    "Supply voltage VDD 2.5 3.3 3.6 V",
    it(LP, "supply_voltage", "V", lo=2.5, typ=3.3, hi=3.6, condition="VDD"),
)
LP_ADDR_B = f(
    "LPV4046B",
    2,
    "LPV4046B 0x51 0xA2 0xA3 4B",
    it("LPV4046B", "i2c_address", values=["0x51"], condition="7-bit, fixed, LPV4046B"),
)
LP_ADDR = f(
    LP,
    2,
    "LPV4046 0x60 0xC0 0xC1 46",
    it(LP, "i2c_address", values=["0x60"], condition="7-bit, fixed, LPV4046"),
)
LP_FIXED = note(LP, 2, "The address is set at the factory; there is no address pin.")
LP_ALS_Q = (
    "ALS_IT Integration time (ms) Resolution (lx/step) Full scale (lx) 00 80 0.1 6553 01 "
    "160 0.05 3276 10 320 0.025 1638 11 640 0.0125 819"
)
LP_RES640 = f(
    LP,
    1,
    LP_ALS_Q,
    it(
        LP,
        "resolution",
        "lx",
        value=0.0125,
        quantity="illuminance",
        condition="ALS, integration time 640 ms (ALS_IT = 11), lx/step",
    ),
)
LP_FS80 = f(
    LP,
    1,
    LP_ALS_Q,
    it(
        LP,
        "measurement_range",
        "lx",
        hi=6553,
        quantity="illuminance",
        condition="ALS full scale, integration time 80 ms (ALS_IT = 00)",
    ),
)
LP_SHDN = f(
    LP,
    1,
    "shutdown, ALS_SD = PS_SD = 1 0.2 1.0 " + MU + "A",
    it(
        LP,
        "standby_current",
        MU + "A",
        typ=0.2,
        hi=1.0,
        condition="IDD, shutdown, ALS_SD = PS_SD = 1",
    ),
)
LP_PROX = f(
    LP,
    2,
    "the LPV4046 detects an 18 % grey card up to 200 mm away",
    it(
        LP,
        "measurement_range",
        "mm",
        hi=200,
        quantity="distance",
        condition="proximity, 18 % grey card, 200 mA, PS_IT = 8T, PS_HD = 1",
    ),
)
LP_DARK = note(
    LP,
    2,
    "A white card is seen further, a dark or glossy target less far; the count for a given "
    "distance depends on the target and on the cover glass.",
)
LP_FSCL = f(
    LP,
    1,
    "SCL clock frequency fSCL 10 400 kHz",
    it(LP, "i2c_clock_frequency", "kHz", lo=10, hi=400, condition="fSCL"),
)

# ---------------------------------------------------------------- RKT-154 / RKT-154V
RK_VCC_Q = "Supply voltage VCC 3.0 3.3 3.6 3.3 5.0 5.5 V"
RK_VCC_V = f(
    "RKT-154V",
    1,
    RK_VCC_Q,
    it(
        "RKT-154V", "supply_voltage", "V", lo=3.3, typ=5.0, hi=5.5, condition="VCC, RKT-154V column"
    ),
)
RK_VCC = f(
    RK,
    1,
    RK_VCC_Q,
    it(RK, "supply_voltage", "V", lo=3.0, typ=3.3, hi=3.6, condition="VCC, RKT-154 column"),
)
RK_I33 = f(
    RK,
    1,
    "VCC = 3.3 V, backlight 100 % 38 40 VCC = 3.3 V, backlight off 6 7 Supply current mA",
    it(
        RK, "supply_current", "mA", typ=38, condition="VCC = 3.3 V, backlight 100 %, RKT-154 column"
    ),
)
RK_SPI_Q = "SPI clock, write 62.5 40 MHz"
RK_SPI_V = f(
    "RKT-154V",
    1,
    RK_SPI_Q,
    it("RKT-154V", "spi_clock_frequency", "MHz", hi=40, condition="write, RKT-154V column"),
)
RK_SPI = f(
    RK,
    1,
    RK_SPI_Q,
    it(RK, "spi_clock_frequency", "MHz", hi=62.5, condition="write, RKT-154 column"),
)
RK_VIH_Q = "Logic input high SCL, SDA, RES, DC, CS 2.3 3.6 2.3 5.5 V level"
RK_VIH = f(
    RK,
    1,
    RK_VIH_Q,
    it(
        RK, "input_high_voltage", "V", lo=2.3, hi=3.6, condition="SCL, SDA, RES, DC, RKT-154 column"
    ),
)
RK_VIH_V = f(
    "RKT-154V",
    1,
    RK_VIH_Q,
    it(
        "RKT-154V",
        "input_high_voltage",
        "V",
        lo=2.3,
        hi=5.5,
        condition="SCL, SDA, RES, DC, CS, RKT-154V column",
    ),
)
RK_5V = note(
    RK,
    2,
    "RKT-154: 3.3 V only. Its inputs go straight to the controller and do not tolerate 5 V logic.",
)
RK_ESP = note(RK, 2, "40 MHz works on both versions with wires under 10 cm.")

# ---------------------------------------------------------------- RGK-433T / RGK-433R
RG_RX_V = f(
    "RGK-433R",
    1,
    "Supply voltage 4.5 5.0 5.5 V",
    it("RGK-433R", "supply_voltage", "V", lo=4.5, typ=5.0, hi=5.5, condition="receiver"),
)
RG_RX_I = f(
    "RGK-433R",
    1,
    "Supply current 4.5 6.0 mA",
    it("RGK-433R", "supply_current", "mA", typ=4.5, hi=6.0, condition="receiver, VCC = 5.0 V"),
)
RG_TX_V = f(
    "RGK-433T",
    1,
    "Supply voltage 3.0 12.0 V",
    it("RGK-433T", "supply_voltage", "V", lo=3.0, hi=12.0, condition="transmitter"),
)
RG_TXP5 = f(
    "RGK-433T",
    1,
    "VCC = 3.0 V, 50 "
    + OHM
    + " +2 Output power VCC = 5.0 V, 50 "
    + OHM
    + " +8 dBm VCC = 12 V, 50 "
    + OHM
    + " +14",
    it("RGK-433T", "tx_power", "dBm", typ=8, condition="VCC = 5.0 V, 50 Ohm"),
)
RG_TXI12 = f(
    "RGK-433T",
    1,
    "DATA high, VCC = 12 V 28 mA",
    it(
        "RGK-433T", "supply_current", "mA", typ=28, condition="DATA high (transmitting), VCC = 12 V"
    ),
)
RG_SENS48 = f(
    "RGK-433R",
    1,
    "1 kbps, BER 10-3 -108 Sensitivity dBm 4.8 kbps, BER 10-3 -103",
    it("RGK-433R", "rx_sensitivity", "dBm", typ=-103, condition="4.8 kbps, BER 1e-3"),
)
RG_VOH = f(
    "RGK-433R",
    1,
    "DATA output high IOH = -0.5 mA 4.3 V",
    it(
        "RGK-433R", "output_high_voltage", "V", lo=4.3, condition="DATA, IOH = -0.5 mA, VCC = 5.0 V"
    ),
)
RG_TXIN = f(
    "RGK-433T",
    1,
    "DATA input high 2.0 VCC V",
    it("RGK-433T", "input_high_voltage", "V", lo=2.0, condition="DATA (max VCC)"),
)
RG_TXIN_NOTE = note(
    RG, 2, "The transmitter DATA input accepts 3.3 V and 5 V logic at any supply from 3 V to 12 V."
)
RG_RX33 = note(
    RG,
    2,
    "The receiver needs 5 V. Below 4.5 V its sensitivity drops quickly and DATA fills with noise; "
    "it does not work from 3.3 V.",
)
RG_DIV = note(
    RG,
    2,
    "Receiver DATA swings up to about 4.3 V when the receiver runs from 5 V. A 3.3 V "
    "microcontroller input (ESP32, Raspberry Pi, RP2040) needs a divider such as 10 k"
    + OHM
    + " / 20 k"
    + OHM
    + ".",
)
RG_BAND = note(
    RG,
    2,
    "433.05 \u2013 434.79 MHz is a licence-free band in many countries, with rules on duty cycle and "
    "power. Check the rules where you use it.",
)

# ---------------------------------------------------------------- ZMV2427 / ZMV2427H
ZM_VDD = f(
    ZM,
    1,
    "Supply voltage VDD 4.5 18 4.5 18 V",
    it(ZM, "supply_voltage", "V", lo=4.5, hi=18, condition="VDD, both versions"),
)
ZM_ABS = f(
    ZM,
    2,
    "Supply voltage VDD 22 V",
    it(ZM, "abs_max_supply_voltage", "V", hi=22, condition="VDD, absolute maximum"),
)
ZM_PK_H = f(
    "ZMV2427H",
    1,
    "Peak output current IPK VDD = 18 V 1.5 3.0 A",
    it("ZMV2427H", "peak_output_current", "A", typ=3.0, condition="VDD = 18 V, ZMV2427H column"),
)
ZM_ROH = f(
    ZM,
    1,
    "ROH IOUT = 10 mA, VDD = 18 V 7 10 2.8 4.0 " + OHM,
    it(
        ZM,
        "on_resistance",
        OHM,
        typ=7,
        hi=10,
        condition="output resistance, high state, IOUT = 10 mA, VDD = 18 V, ZMV2427 column",
    ),
)
ZM_IQ = f(
    ZM,
    1,
    "VIN = 3 V, both inputs 1.0 2.0 1.2 2.5 Supply current IS mA VIN = 0 V, both inputs 0.10 0.25 "
    "0.15 0.30",
    it(
        ZM,
        "quiescent_current",
        "mA",
        typ=0.10,
        hi=0.25,
        condition="supply current, VIN = 0 V on both inputs, ZMV2427 column",
    ),
)
ZM_VIH = f(
    ZM,
    1,
    "Logic 1, high input VIH 2.4 2.4 V voltage",
    it(ZM, "input_high_voltage", "V", lo=2.4, condition="VIH, both versions"),
)
ZM_TV = f(
    "ZMV2427V",
    2,
    "V -40 " + DEG + " " + ELL + " +125 " + DEG + " SOIC-8, MSOP-8 SOIC-8",
    it("ZMV2427V", "operating_temperature", DEG, lo=-40, hi=125, condition="grade V"),
)
ZM_TE = f(
    "ZMV2427E",
    2,
    "E -40 " + DEG + " " + ELL + " +85 " + DEG + " DIP-8, SOIC-8, MSOP-8 SOIC-8",
    it("ZMV2427E", "operating_temperature", DEG, lo=-40, hi=85, condition="grade E"),
)
ZM_33 = note(
    ZM,
    2,
    "A 3.3 V microcontroller output drives IN A and IN B directly at any VDD from 4.5 V to 18 V.",
)
ZM_RISE = note(ZM, 1, "CL = 1000 pF 19 30 12 20 Rise time tR ns CL = 4700 pF 60 90 32 50")

# ---------------------------------------------------------------- CYM-10D / CYM-10D5
CY_ADDR = f(
    CY,
    2,
    "IMU accel + gyro 0x68 0x69 close solder jumper AD0 MAG magnetometer 0x0D " + MDASH + " fixed "
    "BARO pressure + temperature 0x76 0x77 close solder jumper SDO",
    it(
        CY,
        "i2c_address",
        values=["0x68", "0x69", "0x0D", "0x76", "0x77"],
        condition="7-bit; IMU 0x68 (0x69 with AD0), magnetometer 0x0D, barometer 0x76 (0x77 with SDO)",
    ),
)
CY_JUMP = note(CY, 2, "Both jumpers open = 0x68 and 0x76.")
CY_ACC4 = f(
    CY,
    1,
    PM + "4 g 8192 LSB/g",
    it(
        CY, "sensitivity", "LSB/g", typ=8192, quantity="acceleration", condition="+/-4 g full scale"
    ),
)
CY_RANGE_Q = "Measuring range " + PM + "800 " + MU + "T 300 " + ELL + " 1100 hPa"
CY_BARO = f(
    CY,
    1,
    CY_RANGE_Q,
    it(CY, "measurement_range", "hPa", lo=300, hi=1100, quantity="pressure", condition="barometer"),
)
CY_SLEEP5 = f(
    "CYM-10D5",
    1,
    "all sensors asleep 18 95 " + MU + "A",
    it(
        "CYM-10D5",
        "standby_current",
        MU + "A",
        typ=95,
        condition="all sensors asleep, CYM-10D5 column",
    ),
)
CY_VIN_Q = "Supply voltage pin VIN 3.0 3.3 3.6 3.6 5.0 6.0 V"
CY_VIN = f(
    CY,
    1,
    CY_VIN_Q,
    it(CY, "supply_voltage", "V", lo=3.0, typ=3.3, hi=3.6, condition="VIN, CYM-10D column"),
)
CY_VIN5 = f(
    "CYM-10D5",
    1,
    CY_VIN_Q,
    it(
        "CYM-10D5", "supply_voltage", "V", lo=3.6, typ=5.0, hi=6.0, condition="VIN, CYM-10D5 column"
    ),
)
CY_BUS5 = f(
    "CYM-10D5",
    1,
    "I" + SQ + "C bus level SDA, SCL high level 3.3 3.6 3.0 5.5 V",
    it(
        "CYM-10D5",
        "input_high_voltage",
        "V",
        lo=3.0,
        hi=5.5,
        condition="SDA, SCL high level, CYM-10D5 column",
    ),
)
CY_FSCL = f(
    CY,
    1,
    "I" + SQ + "C clock 400 400 kHz",
    it(CY, "i2c_clock_frequency", "kHz", hi=400, condition="both versions"),
)
CY_5V = note(
    CY,
    2,
    "CYM-10D: put 3.3 V on VIN. There is no regulator and no level shifter; 5 V on VIN, SDA or SCL "
    "damages the sensors.",
)
