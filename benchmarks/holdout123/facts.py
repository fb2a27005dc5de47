"""Reference facts of the hundred-and-twenty-third hold-out set, shared by factual and
compatibility questions. Every number was read off the generated PDFs
(``pdftotext -layout``) and each quote is on the cited page (whitespace collapsed)."""

from __future__ import annotations

from qkit import BF, CV, HQ, HT, LL, NP, PK, ZM, Fact, Item, ev, it

DEG = "\u00b0C"
MU = "\u00b5"
PM = "\u00b1"
OHM = "\u03a9"
ELL = "\u2026"
NDASH = "\u2013"
MDASH = "\u2014"
TIMES = "\u00d7"


def f(device: str, page: int, quote: str, *items: Item) -> Fact:
    return list(items), [ev(device, page, quote)]


def note(device: str, page: int, quote: str) -> Fact:
    """A statement without numbers needed as items: evidence only."""
    return [], [ev(device, page, quote)]


# ---------------------------------------------------------------- LLU-21 (rain / leaf wetness)
LL_VCC = f(
    LL,
    1,
    "Tensión de alimentación / VCC 3.0 5.0 5.5 V Supply voltage",
    it(LL, "supply_voltage", "V", lo=3.0, typ=5.0, hi=5.5, condition="VCC, LLU-21C board"),
)
LL_AO33 = f(
    LL,
    1,
    "Rango de la salida AO / VCC = 3.3 V 0.2 3.2 VAO V AO output range",
    it(LL, "analog_output_voltage", "V", lo=0.2, hi=3.2, condition="AO range, VCC = 3.3 V"),
)
LL_AO50 = f(
    LL,
    1,
    "AO output range VCC = 5.0 V 0.3 4.9",
    it(LL, "analog_output_voltage", "V", lo=0.3, hi=4.9, condition="AO range, VCC = 5.0 V"),
)
LL_ICC_WET = f(
    LL,
    1,
    "Corriente con LED DO encendido / ICC VCC = 5.0 V, placa mojada / wet plate 6.2 8.0 mA "
    "Current with DO LED on",
    it(LL, "supply_current", "mA", typ=6.2, hi=8.0, condition="VCC = 5.0 V, wet plate, DO LED on"),
)
LL_ICC_DRY = f(
    LL,
    1,
    "Corriente de alimentación / VCC = 3.3 V, DO alto / DO high 2.1 3.0 ICC mA Supply current "
    "VCC = 5.0 V, DO alto / DO high 3.4 4.5",
    it(LL, "supply_current", "mA", typ=2.1, hi=3.0, condition="VCC = 3.3 V, DO high (dry)"),
    it(LL, "supply_current", "mA", typ=3.4, hi=4.5, condition="VCC = 5.0 V, DO high (dry)"),
)
LL_WARM = f(
    LL,
    2,
    "Power the board from a GPIO pin only while reading; AO and DO are valid 10 ms after VCC is "
    "applied.",
    it(LL, "warm_up_time", "ms", value=10, condition="AO and DO valid after VCC is applied"),
)
LL_PLATE = f(
    LL,
    1,
    "Temperatura de operación, placa / sólo la placa / -30 "
    + ELL
    + " +85 "
    + DEG
    + " -40 "
    + ELL
    + " +85 "
    + DEG
    + " Operating temperature, plate plate only",
    it("LLU-21R", "operating_temperature", DEG, lo=-30, hi=85, condition="LLU-21R plate only"),
    it("LLU-21H", "operating_temperature", DEG, lo=-40, hi=85, condition="LLU-21H leaf plate only"),
)
LL_PLATE_H = (LL_PLATE[0][1:], LL_PLATE[1])
LL_BOARD_T = f(
    LL,
    2,
    "Board operating conditions (LLU-21C) Parámetro / Parameter Mín. Máx. Unidad Temperatura de "
    "operación / Operating temperature -20 +60 " + DEG,
    it(LL, "operating_temperature", DEG, lo=-20, hi=60, condition="LLU-21C comparator board"),
)
LL_ESP32 = note(LL, 2, "Yes, with VCC from the 3V3 pin: AO then stays below 3.2 V.")
LL_ARDUINO = note(
    LL,
    2,
    "Yes: the LLU-21C draws at most 8.0 mA, well under the 20 mA we recommend per Arduino Uno pin.",
)
LL_OUTDOOR = note(
    LL,
    2,
    "Only the sensing plate is made for rain: keep the LLU-21C board in a box, out of the rain, "
    "within -20 " + ELL + " +60 " + DEG + ".",
)
LL_PLATE_DESC = note(
    LL,
    1,
    "Placa sensora / 54 x 40 mm, FR-4, 80 x 30 mm, hoja / leaf, Sensing plate níquel / nickel oro / "
    "ENIG",
)

# ---------------------------------------------------------------- NPA1228 (12-bit SPI ADC)
NP_VDD = f(
    NP,
    1,
    "Supply voltage VDD 2.7 5.5 V",
    it(NP, "supply_voltage", "V", lo=2.7, hi=5.5, condition="VDD"),
)
NP_RATE5 = f(
    NP,
    1,
    "VDD = 5.0 V 100 Sample rate fSAMPLE ksps",
    it(NP, "data_rate", "ksps", hi=100, condition="sample rate, VDD = 5.0 V"),
)
NP_RES = f(
    NP,
    1,
    "Resolution 12 12 bits",
    it(NP, "resolution", "bit", value=12, quantity="voltage", condition="both grades"),
)
NP_CLK27 = f(
    NP,
    1,
    "Clock frequency (1) fCLK MHz VDD = 2.7 V 1.0",
    it(NP, "spi_clock_frequency", "MHz", hi=1.0, condition="fCLK, VDD = 2.7 V"),
)
NP_STBY = f(
    NP,
    1,
    "Standby current IDDS CS = VDD = 5.0 V 0.5 2 " + MU + "A",
    it(NP, "standby_current", MU + "A", typ=0.5, hi=2, condition="CS = VDD = 5.0 V"),
)
NP_IDD27 = f(
    NP,
    1,
    "Operating current IDD " + MU + "A VDD = 2.7 V, 50 ksps 250 350",
    it(NP, "supply_current", MU + "A", typ=250, hi=350, condition="VDD = 2.7 V, 50 ksps"),
)
NP_SPI = f(
    NP,
    1,
    "SPI-compatible serial interface, modes 0,0 and 1,1",
    it(NP, "interface", values=["SPI"], condition="3-wire SPI port"),
)
NP_VIH = f(
    NP,
    2,
    "At VDD = 5 V the digital inputs need at least 3.5 V (0.7 "
    + TIMES
    + " VDD), more than a 3.3 V "
    "SPI master drives, and DOUT swings to 5 V.",
    it(NP, "input_high_voltage", "V", lo=3.5, condition="VDD = 5 V (0.7 x VDD)"),
)
NP_33 = note(NP, 2, "3.3 V hosts: run VDD from 3.3 V.")
NP_FS = note(
    NP,
    2,
    "Full scale is VREF, and VREF can be no higher than VDD: the largest input the NPA1228 converts "
    "is 5.5 V.",
)
NP_INRANGE = f(
    NP,
    2,
    "Full scale is VREF, and VREF can be no higher than VDD: the largest input the NPA1228 converts "
    "is 5.5 V.",
    it(NP, "analog_input_range", "V", hi=5.5, condition="full scale = VREF <= VDD"),
)
NP_SRC = note(
    NP,
    2,
    "Source impedance: the allowed source impedance depends on the clock rate; see application "
    "note AN-1228-03.",
)
NP_NOREF = note(
    NP,
    1,
    "It has no internal reference: the full scale is set by the voltage on the VREF pin.",
)

# ---------------------------------------------------------------- CVR-1205 (car adapter)
CV_VIN = f(
    CV,
    1,
    "Input voltage 8 " + NDASH + " 32 8 " + NDASH + " 32 9 " + NDASH + " 24 V DC",
    it(CV, "supply_voltage", "V", lo=8, hi=32, condition="input, CVR-1205 and CVR-1205U"),
)
CV_VOUT = f(
    CV,
    1,
    "Output voltage 5.1 5.1 5.1 V",
    it(CV, "output_voltage", "V", value=5.1, condition="all versions"),
)
CV_IOUT = f(
    CV,
    1,
    "Continuous output current 3.0 5.0 (1) A",
    it(CV, "output_current", "A", hi=3.0, condition="CVR-1205, continuous"),
)
CV_U_PORT = f(
    CV,
    1,
    "2.4 per port Continuous output current 3.0 5.0 (1) A 3.0 total",
    it("CVR-1205U", "output_current", "A", hi=2.4, condition="CVR-1205U, per USB port"),
)
CV_U_TOTAL = (
    [it("CVR-1205U", "output_current", "A", hi=3.0, condition="CVR-1205U, both ports total")],
    CV_U_PORT[1],
)
CV_NOHS = f(
    CV,
    1,
    "without the heat sink the CVR-1205H delivers 3.5 A continuous.",
    it("CVR-1205H", "output_current", "A", hi=3.5, condition="CVR-1205H without heat sink"),
)
CV_STBY = f(
    CV,
    1,
    "Standby current, EN = low 45 no EN pin 60 " + MU + "A",
    it(CV, "standby_current", MU + "A", value=45, condition="CVR-1205, EN low"),
)
CV_PI4 = note(
    CV,
    2,
    "CVR-1205: yes, 3.0 A continuous from 12 V input up. CVR-1205U: not from one port (2.4 A per "
    "port).",
)
CV_OVP = note(CV, 2, "There is no output over-voltage protection.")

# ---------------------------------------------------------------- BFC-3610 / BFC-3624 (fan controller)
BF_VIN_Q = "Supply voltage VIN 7 ~ 18 18 ~ 30 V"
BF_VIN10 = f(BF, 1, BF_VIN_Q, it(BF, "supply_voltage", "V", lo=7, hi=18, condition="VIN, BFC-3610"))
BF_VIN24 = f(
    BF, 1, BF_VIN_Q, it("BFC-3624", "supply_voltage", "V", lo=18, hi=30, condition="VIN, BFC-3624")
)
BF_TOPR24 = f(
    BF,
    1,
    "Operating temperature Topr -20 ~ +85 -20 ~ +70 " + DEG,
    it("BFC-3624", "operating_temperature", DEG, lo=-20, hi=70, condition="BFC-3624"),
)
BF_RON = f(
    BF,
    1,
    "Output on-resistance RON IO = 1 A 0.25 0.40 " + OHM + " (high side + low side)",
    it(BF, "on_resistance", OHM, typ=0.25, hi=0.40, condition="high side + low side, IO = 1 A"),
)
BF_IQ12 = f(
    BF,
    1,
    "Quiescent supply current, PWM duty 0 %, VIN = 12 V 6.5 10 IQ mA motor stopped",
    it(
        BF,
        "quiescent_current",
        "mA",
        typ=6.5,
        hi=10,
        condition="motor stopped, PWM 0 %, VIN = 12 V",
    ),
)
BF_AUX = f(
    BF,
    1,
    "5 V auxiliary output V5V IO = 0 ~ 50 mA 4.75 5.0 5.25 V 5 V auxiliary output current I5V 50 mA",
    it(BF, "output_voltage", "V", lo=4.75, typ=5.0, hi=5.25, condition="5 V auxiliary output"),
    it(BF, "output_current", "mA", hi=50, condition="5 V auxiliary output"),
)
BF_VIH = f(
    BF,
    1,
    "PWM input high level VIH 2.0 5.5 V",
    it(BF, "input_high_voltage", "V", lo=2.0, hi=5.5, condition="PWM input"),
)
BF_R1 = note(
    BF,
    2,
    "(Remark 1) The PWM input is 5 V tolerant and accepts 3.3 V logic (VIH 2.0 V min.).",
)
BF_R4 = note(
    BF,
    2,
    "(Remark 4) The 5 V auxiliary output is for a small sensor or microcontroller only; do not "
    "load it with more than 50 mA.",
)
BF_RPM = note(BF, 2, "[Table 7-1] PWM duty to speed (typical, 12 V fan, 3000 rpm rated)")

# ---------------------------------------------------------------- ZMB-26 (Zigbee module)
ZM_VCC = f(
    ZM,
    1,
    "ZMB-26, ZMB-26U 2.0 3.3 3.6 Supply voltage VCC V",
    it(ZM, "supply_voltage", "V", lo=2.0, typ=3.3, hi=3.6, condition="ZMB-26, ZMB-26U"),
)
ZM_VCCP = f(
    ZM,
    1,
    "Supply voltage VCC V ZMB-26P 3.0 3.3 3.6",
    it("ZMB-26P", "supply_voltage", "V", lo=3.0, typ=3.3, hi=3.6, condition="ZMB-26P"),
)
ZM_TXP = f(
    ZM,
    1,
    "Output power maximum setting 6 8 18 20 dBm",
    it("ZMB-26P", "tx_power", "dBm", typ=20, condition="ZMB-26P, maximum setting"),
)
ZM_SLEEP = f(
    ZM,
    1,
    "Sleep current ISLEEP EM2, RTC on, RAM retained 1.4 2.5 " + MU + "A",
    it(ZM, "standby_current", MU + "A", typ=1.4, hi=2.5, condition="EM2, RTC on, RAM retained"),
)
ZM_BAUD = f(
    ZM,
    2,
    "The module starts at 115200 bps",
    it(ZM, "baud_rate", "bps", value=115200, condition="default"),
)
ZM_ITXP = f(
    ZM,
    1,
    "TX at +20 dBm (ZMB-26P) 135 160",
    it("ZMB-26P", "supply_current", "mA", typ=135, hi=160, condition="ZMB-26P, TX at +20 dBm"),
)
ZM_COIN = note(
    ZM,
    2,
    "The ZMB-26P does not run from a coin cell: it needs 3.0 V minimum and 160 mA peaks.",
)
ZM_ROLE = note(ZM, 2, "AT+ROLE=<n> 0/1/2 coordinator / router / sleepy end device")
ZM_APPNOTE = note(ZM, 1, "the TX current at lower power settings is in application note AN-ZMB-02.")

# ---------------------------------------------------------------- PKV-250 (pressure transducer)
PK_VOUT = f(
    PK,
    1,
    "Ratiometric Pressure Transducer, 0.5 " + NDASH + " 4.5 V Output",
    it(PK, "analog_output_voltage", "V", lo=0.5, hi=4.5, condition="ratiometric, Vs = 5 V"),
)
PK_VS = f(
    PK,
    1,
    "ratiometric, to specification 4.75 5.00 5.25 Supply voltage VS V operable, reduced accuracy "
    "4.5 5.5",
    it(PK, "supply_voltage", "V", lo=4.75, typ=5.0, hi=5.25, condition="to specification"),
    it(PK, "supply_voltage", "V", lo=4.5, hi=5.5, condition="operable, reduced accuracy"),
)
PK_R016 = f(
    PK,
    1,
    "Pressure range 0"
    + NDASH
    + "6 0 "
    + NDASH
    + " 10 0 "
    + NDASH
    + " 16 0 "
    + NDASH
    + " 40 bar (g)",
    it(
        "PKV-250-016",
        "measurement_range",
        "bar",
        lo=0,
        hi=16,
        quantity="pressure",
        condition="gauge, range code -016",
    ),
)
PK_SENS010 = f(
    PK,
    1,
    "Sensitivity at Vs = 5.00 V 666.7 400 250 100 mV/bar",
    it(
        "PKV-250-010",
        "sensitivity",
        "mV/bar",
        value=400,
        quantity="pressure",
        condition="range code -010, Vs = 5.00 V",
    ),
)
PK_TOPR = f(
    PK,
    2,
    "Operating temperature (ambient, electronics) -20 " + ELL + " +85 " + DEG,
    it(PK, "operating_temperature", DEG, lo=-20, hi=85, condition="ambient, electronics"),
)
PK_33 = note(PK, 2, "3.3 V microcontrollers: the output reaches 4.5 V at full scale.")
PK_SHOCK = note(PK, 2, "Shock 100 g, 11 ms, half sine")
PK_MEDIA_T = f(
    PK,
    2,
    "Media temperature -40 " + ELL + " +125 " + DEG,
    it(PK, "operating_temperature", DEG, lo=-40, hi=125, condition="media temperature"),
)

# ---------------------------------------------------------------- HQD-4 (LED display board)
HQ_VCC_Q = (
    "Điện áp nguồn / 3.0 " + ELL + " 5.5 4.5 " + ELL + " 5.5 3.0 " + ELL + " 5.5 V Supply voltage"
)
HQ_VCC_R = f(
    HQ, 1, HQ_VCC_Q, it("HQD-4R", "supply_voltage", "V", lo=3.0, hi=5.5, condition="HQD-4R")
)
HQ_VCC_B = f(
    HQ, 1, HQ_VCC_Q, it("HQD-4B", "supply_voltage", "V", lo=4.5, hi=5.5, condition="HQD-4B")
)
HQ_VCC_BMIN = f(HQ, 1, HQ_VCC_Q, it("HQD-4B", "supply_voltage", "V", lo=4.5, condition="HQD-4B"))
HQ_VCC_Y = f(
    HQ, 1, HQ_VCC_Q, it("HQD-4Y", "supply_voltage", "V", lo=3.0, hi=5.5, condition="HQD-4Y")
)
HQ_ALLON_R = f(
    HQ,
    1,
    "Dòng, tất cả đoạn sáng, độ sáng 7 / 78 64 52 mA Current, all segments on, brightness 7",
    it(
        "HQD-4R",
        "supply_current",
        "mA",
        value=78,
        condition="HQD-4R, all segments, brightness 7, VCC = 5 V",
    ),
)
HQ_1234_Y = f(
    HQ,
    1,
    "Dòng, hiển thị 12:34, độ sáng 2 / 18 15 12 mA Current, showing 12:34, brightness 2",
    it(
        "HQD-4Y",
        "supply_current",
        "mA",
        value=12,
        condition="HQD-4Y, 12:34, brightness 2 (default)",
    ),
)
HQ_DEFAULT = note(HQ, 1, "brightness 2 is the power-on default.")
HQ_OFF = f(
    HQ,
    1,
    "Dòng khi tắt hiển thị (lệnh 0x80) / 2.0 2.0 2.0 mA Current, display off (command 0x80)",
    it(HQ, "standby_current", "mA", value=2.0, condition="display off, command 0x80, all versions"),
)
HQ_NOSLEEP = note(
    HQ,
    2,
    "No sleep mode: command 0x80 switches the display off; the driver still draws about 2 mA.",
)
HQ_PI = note(
    HQ, 2, "HQD-4R and HQD-4Y: yes, power VCC from 3.3 V so that the pull-ups go to 3.3 V."
)
HQ_4B = note(HQ, 2, "the blue LEDs need 5 V: below 4.5 V some segments stay dark.")
HQ_NOTI2C = note(
    HQ,
    2,
    "the HQ37 uses a 2-wire protocol that looks like I²C but has no address. It cannot share its "
    "two wires with I²C devices; give it its own two GPIOs.",
)

# ---------------------------------------------------------------- HTW-31 / HTW-35 (humidity IC)
HT_VDD = f(
    HT,
    1,
    "Supply voltage VDD 2.15 3.3 5.5 V",
    it(HT, "supply_voltage", "V", lo=2.15, typ=3.3, hi=5.5, condition="VDD"),
)
HT_ADDR = f(
    HT,
    2,
    "The 7-bit address is 0x46 with ADDR connected to VSS and 0x47 with ADDR connected to VDD",
    it(HT, "i2c_address", values=["0x46", "0x47"], condition="ADDR to VSS / VDD"),
)
HT_RH35 = f(
    HT,
    1,
    "Accuracy tolerance 20 "
    + ELL
    + " 80 %RH "
    + PM
    + "2 "
    + PM
    + "3 "
    + PM
    + "1.5 "
    + PM
    + "2 %RH",
    it(
        "HTW-35",
        "accuracy",
        "%RH",
        lo=-1.5,
        hi=1.5,
        quantity="relative_humidity",
        condition="HTW-35, 20 ... 80 %RH, typ. column",
    ),
)
HT_IDLE = f(
    HT,
    1,
    "single-shot mode, not measuring, 25 "
    + DEG
    + " 0.2 2.0 Supply current, idle IIDLE "
    + MU
    + "A",
    it(HT, "standby_current", MU + "A", typ=0.2, hi=2.0, condition="idle, single-shot mode, 25 °C"),
)
HT_MEAS = f(
    HT,
    2,
    "Measurement duration, high repeatability tMEAS,H 12.5 15 ms",
    it(
        HT,
        "response_time",
        "ms",
        typ=12.5,
        hi=15,
        condition="measurement duration, high repeatability",
    ),
)
HT_IDD = f(
    HT,
    1,
    "Supply current, measuring IDD 600 1500 " + MU + "A",
    it(HT, "supply_current", MU + "A", typ=600, hi=1500, condition="measuring"),
)
HT_DRIFT = note(HT, 1, "Long-term drift < 0.25 < 0.25 %RH/yr")
HT_5VBUS = note(HT, 2, "With VDD = 5 V the bus therefore runs at 5 V.")
