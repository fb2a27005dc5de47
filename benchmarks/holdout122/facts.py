"""Reference facts of the hundred-and-twenty-second hold-out set, shared by factual and
compatibility questions. Every number was read off the generated PDFs
(``pdftotext -layout``) and each quote is on the cited page (check_quotes.py)."""

from __future__ import annotations

from qkit import HR, HT, KW, MX, NK, QL, QT, RN, Fact, Item, ev, it

DEG = "\u00b0C"
MU = "\u00b5"
PM = "\u00b1"
OHM = "\u03a9"
GE = "\u2265"
ELL = "\u2026"
ARROW = "\u2192"
NDASH = "\u2013"
MDASH = "\u2014"
SQ = "\u00b2"
TIMES = "\u00d7"


def f(device: str, page: int, quote: str, *items: Item) -> Fact:
    return list(items), [ev(device, page, quote)]


def note(device: str, page: int, quote: str) -> Fact:
    """A statement without numbers needed as items: evidence only."""
    return [], [ev(device, page, quote)]


# ---------------------------------------------------------------- HTP-20 (soil probe)
HT_VDD = f(
    HT,
    1,
    "Supply voltage VDD external supply (3 wires) 3.0 5.5 V",
    it(HT, "supply_voltage", "V", lo=3.0, hi=5.5, condition="VDD, external supply"),
)
HT_VIH = f(
    HT,
    1,
    "DQ input high VIH VDD " + GE + " 3.0 V 2.2 5.5 V",
    it(HT, "input_high_voltage", "V", lo=2.2, hi=5.5, condition="DQ, VDD >= 3.0 V"),
)
HT_3V3 = note(
    HT, 2, "ESP32, ESP8266, Raspberry Pi (3.3 V): VDD to 3V3, pull-up to 3V3."
)
HT_RANGE_Q = "Measuring range (probe and cable) -30 " + ELL + " +80 -40 " + ELL + " +105 " + DEG
HT_RANGE_S = f(
    HT,
    1,
    HT_RANGE_Q,
    it(
        "HTP-20S",
        "measurement_range",
        DEG,
        lo=-40,
        hi=105,
        quantity="temperature",
        condition="probe and cable, HTP-20S (silicone) column",
    ),
)
HT_RANGE_P = f(
    HT,
    1,
    HT_RANGE_Q,
    it(
        "HTP-20P",
        "measurement_range",
        DEG,
        lo=-30,
        hi=80,
        quantity="temperature",
        condition="probe and cable, HTP-20P (PVC) column",
    ),
)
HT_CONV = (
    [it(HT, "response_time", "ms", hi=750, condition="conversion time, 12 bit (default)")],
    [
        ev(HT, 1, "Conversion time ms 11 bit 375 12 bit (default) 750"),
        ev(HT, 2, "A 12-bit reading takes up to 750 ms"),
    ],
)
HT_ACC = f(
    HT,
    1,
    "Accuracy -10 " + ELL + " +85 " + DEG + " -0.5 +0.5 " + DEG,
    it(HT, "accuracy", DEG, lo=-0.5, hi=0.5, quantity="temperature", condition="-10 ... +85 C"),
)
HT_TAU = note(HT, 1, "Thermal time constant stirred water 8 s (\u03c463, tip) still air 95")
HT_NET = note(
    HT,
    2,
    "We have run 8 probes with 25 m of cable in total on one bus; larger networks may work but "
    "we have not tested them.",
)
HT_TIP = note(HT, 1, "Tip AISI 316, \u00d8 6 " + TIMES + " 50 mm")

# ---------------------------------------------------------------- MXD5310 (10-bit I2C DAC)
MX_VDD = f(
    MX,
    1,
    "Supply Voltage VDD 2.7 " + MDASH + " 5.5 V",
    it(MX, "supply_voltage", "V", lo=2.7, hi=5.5, condition="VDD"),
)
MX_IDD = f(
    MX,
    1,
    "210 400 VDD = 5.5 V, normal mode, no load Supply Current IDD " + MU + "A",
    it(MX, "supply_current", MU + "A", typ=210, hi=400, condition="VDD = 5.5 V, normal mode, no load"),
)
MX_IDDP = f(
    MX,
    1,
    "Power-Down Current IDDP " + MDASH + " 0.09 2 " + MU + "A power-down mode, VDD = 5.5 V",
    it(MX, "standby_current", MU + "A", typ=0.09, hi=2, condition="power-down mode"),
)
MX_ADDR_A5 = f(
    MX,
    2,
    "MXD5310A5 101 0x65 0xCA 0xCB",
    it("MXD5310A5", "i2c_address", values=["0x65"], condition="ordering code A5, 7-bit"),
)
MX_ADDR_A0 = f(
    MX,
    2,
    "MXD5310A0 000 0x60 0xC0 0xC1",
    it("MXD5310A0", "i2c_address", values=["0x60"], condition="ordering code A0, 7-bit"),
)
MX_TEMP = f(
    MX,
    1,
    "Extended temperature range: " + NDASH + "40 " + DEG + " to +125 " + DEG,
    it(MX, "operating_temperature", DEG, lo=-40, hi=125, condition="extended (E) range"),
)
MX_FSCL = (
    [it(MX, "i2c_clock_frequency", "kHz", lo=0, hi=3400, condition="High-Speed mode")],
    [
        ev(MX, 2, "Clock frequency fSCL 0 100 0 400 0 3400 kHz"),
        ev(MX, 1, "High-Speed (3.4 MHz)"),
    ],
)
MX_5V = note(
    MX,
    2,
    "SDA and SCL have ESD diodes to VDD and are not 5 V tolerant: with VDD = 3.3 V the pull-up "
    "resistors must go to VDD, not to 5 V.",
)
MX_ISC = note(MX, 1, "Short-Circuit Current ISC " + MDASH + " 15 24 mA VOUT shorted to VSS or VDD")
MX_LOAD = note(
    MX,
    2,
    "The amplifier is specified for resistive loads of 5 k" + OHM + " or more and capacitive "
    "loads up to 1 nF.",
)
MX_EEPROM = note(MX, 1, "EEPROM restores the output code at power-up")

# ---------------------------------------------------------------- RNB6230 (buck converter)
RN_VIN = (
    [it(RN, "supply_voltage", "V", lo=4.2, hi=18, condition="VIN, recommended operating")],
    [
        ev(RN, 1, "Input voltage VIN 4.2 18 V"),
        ev(RN, 1, "Wide 4.2 V to 18 V operating input range"),
    ],
)
RN_ABS = f(
    RN,
    1,
    "VIN to GND " + NDASH + "0.3 to 20 V",
    it(RN, "abs_max_supply_voltage", "V", hi=20, condition="VIN to GND, absolute maximum"),
)
RN_IQ = f(
    RN,
    1,
    "Quiescent current IQ 180 250 " + MU + "A",
    it(RN, "quiescent_current", MU + "A", typ=180, hi=250, condition="EN = 2 V, not switching"),
)
RN_IOUT = (
    [it(RN, "output_current", "A", hi=3, condition="continuous")],
    [
        ev(RN, 1, "3 A continuous output current"),
        ev(RN, 1, "Output current IOUT 0 3 A"),
    ],
)
RN_VOUT = f(
    RN,
    1,
    "Output voltage VOUT 0.6 14 V",
    it(RN, "output_voltage", "V", lo=0.6, hi=14, condition="adjustable, recommended operating"),
)
RN_RDSL = (
    [it(RN, "on_resistance", "m" + OHM, typ=45, condition="low-side switch")],
    [
        ev(RN, 1, "Low-side switch RDS(on)L 45 m" + OHM + " on-resistance"),
        ev(RN, 1, "Integrated 90 m" + OHM + " high-side and 45 m" + OHM + " low-side MOSFETs"),
    ],
)
RN_UVLO = note(RN, 1, "UVLO threshold, rising VUVLO 3.7 3.9 4.1 V")
RN_5VOUT = note(
    RN,
    2,
    "a 5 V output needs VIN of at least 6 V (RNB6230A) or 6.5 V (RNB6230B).",
)
RN_COMP = note(RN, 1, "Internal soft-start and compensation")

# ---------------------------------------------------------------- HRL-3T05 / -3T12 (relay board)
HR_VCC_Q = "Board supply VCC (= coil voltage) 4.5 " + NDASH + " 5.5 10.8 " + NDASH + " 13.2 V"
HR_VCC05 = f(
    HR,
    1,
    HR_VCC_Q,
    it(HR, "supply_voltage", "V", lo=4.5, hi=5.5, condition="board supply VCC = coil voltage, HRL-3T05"),
)
HR_VCC12 = f(
    HR,
    1,
    HR_VCC_Q,
    it("HRL-3T12", "supply_voltage", "V", lo=10.8, hi=13.2,
       condition="board supply VCC = coil voltage, HRL-3T12"),
)
HR_COILR12 = f(
    HR,
    1,
    "Coil resistance 70 400 " + OHM + " " + PM + "10 %",
    it("HRL-3T12", "coil_resistance", OHM, value=400, condition="HRL-3T12 column, +/-10 %"),
)
HR_ALLON = (
    [it(HR, "supply_current", "mA", value=225, condition="board current, all 3 relays on, HRL-3T05")],
    [
        ev(HR, 1, "Board current, 225 105 mA incl. LEDs all 3 relays on"),
        ev(HR, 2, "three relays need 225 mA"),
    ],
)
HR_INH_Q = "Input HIGH (relay on) 2.0 " + NDASH + " 5.5 2.0 " + NDASH + " 13.2 V IN1 " + ELL + " IN3"
HR_INH05 = f(
    HR,
    1,
    HR_INH_Q,
    it(HR, "input_high_voltage", "V", lo=2.0, hi=5.5, condition="IN1 ... IN3, HRL-3T05"),
)
HR_INH12 = f(
    HR,
    1,
    HR_INH_Q,
    it("HRL-3T12", "input_high_voltage", "V", lo=2.0, hi=13.2, condition="IN1 ... IN3, HRL-3T12"),
)
HR_CONTACT = (
    [
        it(HR, "contact_current", "A", hi=10, condition="resistive, 250 VAC"),
        it(HR, "contact_voltage", "VAC", hi=250, condition="resistive, 10 A"),
    ],
    [
        ev(HR, 1, "10 A 250 VAC 10 A 250 VAC Contact rating, resistive"),
        ev(HR, 2, "Yes, up to 10 A resistive per relay (lamps, heaters up to 2300 W)."),
    ],
)
HR_3V3 = note(
    HR,
    2,
    "never from the 3.3 V pin: the 5 V relays need at least 3.75 V to pull in.",
)
HR_ESP = note(
    HR,
    2,
    "The inputs switch at about 1.5 V, so ESP32, ESP8266 and Raspberry Pi GPIOs drive the "
    "HRL-3T05 directly (2.6 mA per input).",
)
HR_TIMES = note(HR, 1, "Operate / release time 10 / 5 10 / 5 ms max.")
HR_PULLIN = note(HR, 1, "Must-operate 3.75 9.0 V max. (pull-in) voltage")
HR_INDUCT = note(HR, 2, "For motors, pumps and fluorescent ballasts stay below 3 A.")

# ---------------------------------------------------------------- KWF-630 (Wi-Fi module)
KW_VDD = f(
    KW,
    1,
    "Supply voltage VDD 3.0 3.3 3.6 V",
    it(KW, "supply_voltage", "V", lo=3.0, typ=3.3, hi=3.6, condition="VDD, recommended operating"),
)
KW_BAUD = f(
    KW,
    2,
    "Factory setting: 115200 bps, 8 data bits, no parity, 1 stop bit, no flow control.",
    it(KW, "baud_rate", "bps", value=115200, condition="UART0 factory default"),
)
KW_DEEP = (
    [it(KW, "standby_current", MU + "A", typ=20, condition="deep-sleep, RTC timer running")],
    [
        ev(KW, 1, "Deep-sleep RTC timer running, GPIO16 wired to EN 20 " + MDASH + " " + MU + "A"),
        ev(KW, 1, "Deep-sleep current 20 " + MU + "A"),
    ],
)
KW_TX = (
    [it(KW, "supply_current", "mA", typ=330, hi=370, condition="transmit, 802.11b 1 Mbps, +20 dBm")],
    [
        ev(KW, 1, "802.11b, 1 Mbps, POUT = +20 dBm 330 370"),
        ev(KW, 2, "transmit bursts draw up to 370 mA."),
    ],
)
KW_RXG = f(
    KW,
    2,
    "sensitivity 802.11g, 54 Mbps " + NDASH + "75",
    it(KW, "rx_sensitivity", "dBm", typ=-75, condition="802.11g, 54 Mbps"),
)
KW_FREQ = f(
    KW,
    2,
    "Frequency range channels 1 " + ELL + " 14 2412 2484 MHz",
    it(KW, "frequency_band", "MHz", lo=2412, hi=2484, condition="channels 1 ... 14"),
)
KW_5V = note(KW, 2, "Logic levels: all pads are 3.3 V and not 5 V tolerant.")
KW_SRC = note(KW, 2, "Use a 3.3 V regulator rated for at least 500 mA")

# ---------------------------------------------------------------- QLS7760 (ambient light sensor)
QL_VDD = f(
    QL,
    1,
    "Supply voltage VDD 2.4 3.3 3.6 V",
    it(QL, "supply_voltage", "V", lo=2.4, typ=3.3, hi=3.6, condition="VDD, recommended operating"),
)
QL_ADDR_Q = (
    "The QLS7760 is a slave at the 7-bit address 0x29 (ADDR to GND) or 0x49 (ADDR to VDD)."
)
QL_ADDR_GND = f(
    QL, 2, QL_ADDR_Q, it(QL, "i2c_address", values=["0x29"], condition="ADDR to GND, 7-bit")
)
QL_ADDR_VDD = f(
    QL, 2, QL_ADDR_Q, it(QL, "i2c_address", values=["0x49"], condition="ADDR to VDD, 7-bit")
)
QL_SD = f(
    QL,
    1,
    "Shutdown current ISD SD bit = 1 0.5 1 " + MU + "A",
    it(QL, "standby_current", MU + "A", typ=0.5, hi=1, condition="shutdown, SD bit = 1"),
)
QL_RES = (
    [
        it(
            QL,
            "resolution",
            "lx",
            value=0.2688,
            quantity="illuminance",
            condition="gain x1/4, integration time 100 ms",
        )
    ],
    [
        ev(QL, 2, "Integration time Gain " + TIMES + "2 Gain " + TIMES + "1 Gain " + TIMES + "1/4 Gain "
           + TIMES + "1/8"),
        ev(QL, 2, "100 ms 0.0336 0.0672 0.2688 0.5376"),
    ],
)
QL_RANGE = f(
    QL,
    1,
    "Detection range 0.004 lx to 140,000 lx",
    it(QL, "measurement_range", "lx", lo=0.004, hi=140000, quantity="illuminance",
       condition="detection range, all settings"),
)
QL_SUN = note(
    QL,
    2,
    "Use gain " + TIMES + "1/8 or " + TIMES + "1/4 with 25 ms in direct sunlight (up to about "
    "100,000 lx)",
)
QL_IO = f(
    QL,
    1,
    "Voltage on SDA, SCL, INT and ADDR VI/O " + NDASH + "0.3 4.0 V",
    it(QL, "abs_max_input_voltage", "V", hi=4.0, condition="SDA, SCL, INT, ADDR"),
)
QL_5V = note(QL, 2, "The QLS7760 is not 5 V tolerant.")
QL_ACC = note(
    QL, 1, "white LED, 1000 lx, Illuminance accuracy " + NDASH + "10 +10 % gain " + TIMES + "1, IT = 100 ms"
)
QL_PULLUP = note(
    QL, 2, "SDA, SCL and INT are open drain; fit pull-ups of 2.2 k" + OHM + " to 10 k" + OHM + "."
)

# ---------------------------------------------------------------- QTM-180 (SPI TFT module)
QT_VCC_B = f(
    QT,
    1,
    "4.5 - 5.5 B: J1 open Supply voltage VCC 3.0 - 3.6 V 3.0 - 3.6 B: J1 bridged",
    it("QTM-180B", "supply_voltage", "V", lo=4.5, hi=5.5, condition="QTM-180B, J1 open"),
)
QT_VCC_A = f(
    QT,
    1,
    "4.5 - 5.5 B: J1 open Supply voltage VCC 3.0 - 3.6 V 3.0 - 3.6 B: J1 bridged",
    it("QTM-180A", "supply_voltage", "V", lo=3.0, hi=3.6, condition="QTM-180A column"),
)
QT_VIH_Q = "Logic input HIGH (VIH) 2.3 - 3.6 2.3 - 3.6 V 3.3 V logic only"
QT_VIH_A = f(
    QT, 1, QT_VIH_Q, it("QTM-180A", "input_high_voltage", "V", lo=2.3, hi=3.6, condition="SPI inputs")
)
QT_VIH_B = f(
    QT, 1, QT_VIH_Q, it("QTM-180B", "input_high_voltage", "V", lo=2.3, hi=3.6, condition="SPI inputs")
)
QT_NOSHIFT = note(
    QT,
    1,
    "It does not shift logic levels: SCK, SDA, CS, A0 and RESET stay 3.3 V inputs on both versions.",
)
QT_UNO = note(
    QT,
    2,
    "level shifter (e.g. 74LVC245) or Arduino Uno / Mega B: VCC to 5V 1 kOhm / 2 kOhm dividers on "
    "every input",
)
QT_ESP = note(QT, 2, "ESP32 DevKit A: VCC to 3V3; B: VCC to 5V (VIN) direct")
QT_SPIW = f(
    QT,
    1,
    "SPI clock, write 15 15 MHz max.",
    it(QT, "spi_clock_frequency", "MHz", hi=15, condition="write"),
)
QT_TEMP = f(
    QT,
    1,
    "Operating temperature -20 ... +70 -20 ... +70 " + DEG,
    it(QT, "operating_temperature", DEG, lo=-20, hi=70, condition="both versions"),
)
QT_SLEEP_B = f(
    QT,
    1,
    "Sleep current B: regulator and 40 2100 " + MU + "A (SLPIN, backlight off) power LED",
    it("QTM-180B", "standby_current", MU + "A", value=2100,
       condition="SLPIN, backlight off, QTM-180B column"),
)
QT_VIEW = note(QT, 1, "Viewing direction 6 o'clock")

# ---------------------------------------------------------------- NKV-40 (VOC module)
NK_VCC = f(
    NK,
    1,
    "Supply voltage VCC 4.75 5.00 5.25 V",
    it(NK, "supply_voltage", "V", lo=4.75, typ=5.0, hi=5.25, condition="VCC"),
)
NK_WARM = f(
    NK,
    1,
    "Warm-up time after power-on 180 s",
    it(NK, "warm_up_time", "s", hi=180, condition="after power-on"),
)
NK_RANGE = f(
    NK,
    1,
    "Detection range ethanol equivalent 0 5.00 ppm (TVOC)",
    it(NK, "measurement_range", "ppm", lo=0, hi=5.0, quantity="gas_concentration",
       condition="TVOC, ethanol equivalent"),
)
NK_ADDR = f(
    NK,
    2,
    "I" + SQ + "C: fixed 7-bit slave address 0x49, clock up to 400 kHz.",
    it(NK, "i2c_address", values=["0x49"], condition="fixed, 7-bit"),
)
NK_ICC = f(
    NK,
    1,
    "normal mode (heater on) 38 45 Supply current ICC",
    it(NK, "supply_current", "mA", typ=38, hi=45, condition="normal mode, heater on"),
)
NK_UART5V = note(NK, 2, "TXD drives 3.3 V; RXD is 5 V tolerant.")
NK_REP = note(NK, 1, "Repeatability 1 ppm ethanol " + PM + "15 % of reading")
NK_GASES = note(NK, 1, "Responds to VOCs from cooking, solvents, paints,")
