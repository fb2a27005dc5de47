"""Reference facts of the hundred-and-thirty-ninth hold-out set, shared by factual and
compatibility questions. Every number was read off the generated PDFs
(``pdftotext -layout``) and each quote is on the cited page (whitespace collapsed)."""

from __future__ import annotations

from qkit import FR, HK, HM, KR, MB, PD, PX, QE, Fact, Item, ev, it

DEG = "\u00b0C"
MU = "\u00b5"
PM = "\u00b1"
OHM = "\u03a9"
LE = "\u2264"
GE = "\u2265"
ELL = "\u2026"
ARROW = "\u2192"
NDASH = "\u2013"
TIMES = "\u00d7"


def f(device: str, page: int, quote: str, *items: Item) -> Fact:
    return list(items), [ev(device, page, quote)]


def note(device: str, page: int, quote: str) -> Fact:
    """A statement without numbers needed as items: evidence only."""
    return [], [ev(device, page, quote)]


# ---------------------------------------------------------------- PAX-CT31
PX_VCC = f(
    PX,
    1,
    "AO versions 3.0 5.5 Supply voltage VCC V -R versions 4.5 5.5",
    it(PX, "supply_voltage", "V", lo=3.0, hi=5.5, condition="VCC, AO (standard) versions"),
)
PX_SENS20 = f(
    PX,
    1,
    "Sensitivity (AO) rms output / rms input 200 50 20 mV/A",
    it(
        "PAX-CT31-20",
        "sensitivity",
        "mV/A",
        value=50,
        quantity="current",
        condition="AO, rms output / rms input, PAX-CT31-20 column",
    ),
)
PX_RANGE_Q = (
    "VCC = 5.0 V 0 " + ELL + " 7.5 0 " + ELL + " 30 0 " + ELL + " 60 Measuring range A rms "
    "VCC = 3.3 V 0" + ELL + "5 0 " + ELL + " 20 0 " + ELL + " 50"
)
PX_RANGE05_33 = f(
    PX,
    1,
    PX_RANGE_Q,
    it(
        "PAX-CT31-05",
        "measurement_range",
        "A",
        lo=0,
        hi=5,
        quantity="current",
        condition="AC rms, VCC = 3.3 V, PAX-CT31-05 column",
    ),
)
PX_RANGE20_5V = f(
    PX,
    1,
    PX_RANGE_Q,
    it(
        "PAX-CT31-20",
        "measurement_range",
        "A",
        lo=0,
        hi=30,
        quantity="current",
        condition="AC rms, VCC = 5.0 V, PAX-CT31-20 column",
    ),
)
PX_RANGE20_33 = f(
    PX,
    1,
    PX_RANGE_Q,
    it(
        "PAX-CT31-20",
        "measurement_range",
        "A",
        lo=0,
        hi=20,
        quantity="current",
        condition="AC rms, VCC = 3.3 V, PAX-CT31-20 column",
    ),
)
PX_PRIMARY = note(PX, 2, "Primary current, continuous 1.5 " + TIMES + " IPN A rms")
PX_DO_T = f(
    PX,
    1,
    "DO settling (-R) tr to 90 % of final value 300 ms",
    it(PX, "response_time", "ms", hi=300, condition="DO output of -R codes, to 90 % of final value"),
)
PX_SWING = note(PX, 1, "AO output swing VAO RL " + GE + " 10 k" + OHM + " 0.1 VCC - 0.1 V")
PX_DIFF = note(
    PX,
    2,
    "For a differential ADC, connect AO to the positive and VREF to the negative input; the "
    "signal is then " + PM + " (VCC / 2 - 0.1 V) at most.",
)
PX_INSULATED = note(
    PX, 2, "Use insulated conductors only. The core is not rated for bare busbars."
)
PX_ONE = note(PX, 2, "Clip the core around one conductor only (L or N).")

# ---------------------------------------------------------------- HKD3162
HK_ADDR = f(
    HK,
    2,
    "GND 0x2C 0x58 0x59 VDD 0x2D 0x5A 0x5B SDA 0x2E 0x5C 0x5D SCL 0x2F 0x5E 0x5F",
    it(
        HK,
        "i2c_address",
        values=["0x2C", "0x2D", "0x2E", "0x2F"],
        condition="7-bit, ADDR pin to GND / VDD / SDA / SCL",
    ),
)
HK_VDD = f(
    HK,
    1,
    "Supply voltage VDD 2.2 3.3 5.5 V",
    it(HK, "supply_voltage", "V", lo=2.2, typ=3.3, hi=5.5, condition="VDD"),
)
HK_FS4 = f(
    HK,
    1,
    "range (differential) PGA = 4 " + PM + "0.512",
    it(HK, "analog_input_range", "V", lo=-0.512, hi=0.512, condition="full-scale, PGA = 4"),
)
HK_FS1 = f(
    HK,
    1,
    "PGA = 1 " + PM + "2.048 Full-scale input PGA = 2 " + PM + "1.024",
    it(HK, "analog_input_range", "V", lo=-2.048, hi=2.048, condition="full-scale, PGA = 1"),
)
HK_AIN = note(
    HK,
    2,
    "Analog inputs must stay between GND - 0.1 V and VDD + 0.1 V: a full-scale range larger "
    "than VDD does not extend the input range.",
)
HK_SHDN = f(
    HK,
    1,
    "Supply current IDD " + MU + "A shutdown (after one-shot) 0.3 1.0",
    it(HK, "standby_current", "uA", typ=0.3, hi=1.0, condition="shutdown after a one-shot"),
)
HK_DR14 = f(
    HK,
    1,
    "Resolution N 60 SPS mode 14 bit",
    it(HK, "data_rate", "SPS", typ=60, condition="14-bit (60 SPS) mode, S1:S0 = 01"),
)
HK_DR14_ROW = note(HK, 1, "Data rate DR S1:S0 = 01 54 60 66 SPS")
HK_CODES = note(HK, 2, "+FSR or above 0x7FFF (+32767) 62.5 " + MU + "V")

# ---------------------------------------------------------------- KRM-1R12 / KRM-4R12
KR_SUP = f(
    KR,
    1,
    "Relay supply range 11.0 " + NDASH + " 13.2 V 11.0 " + NDASH + " 13.2 V keep within this "
    "range",
    it(KR, "supply_voltage", "V", lo=11.0, hi=13.2, condition="DC+ (relay coils)"),
)
KR_COILV = f(
    KR,
    1,
    "Coil voltage 12 VDC rated",
    it(KR, "coil_voltage", "V", value=12, condition="rated"),
)
KR_CONTACT = f(
    KR,
    1,
    "10 A 250 VAC Contact rating resistive load 10 A 30 VDC",
    it("KRM-4R12", "contact_current", "A", hi=10, condition="250 VAC, resistive load"),
)
KR_I4ON = f(
    KR,
    1,
    "Current from DC+, all on 42 mA 153 mA coils + LEDs",
    it("KRM-4R12", "supply_current", "mA", value=153, condition="from DC+, all four relays on"),
)
KR_VCC = f(
    KR,
    1,
    "Logic supply VCC (opto side) 3.3 " + NDASH + " 5.0 V 3.3 " + NDASH + " 5.0 V",
    it(KR, "logic_supply_voltage", "V", lo=3.3, hi=5.0, condition="VCC, optocoupler side"),
)
KR_INH_Q = "IN high (relay OFF) " + GE + " 2.8 V " + GE + " 4.5 V VCC - 0.5 V or higher"
KR_INH5 = f(
    KR,
    1,
    KR_INH_Q,
    it(KR, "input_high_voltage", "V", lo=4.5, condition="IN, relay OFF, VCC = 5.0 V"),
)
KR_INH33 = f(
    KR,
    1,
    KR_INH_Q,
    it(KR, "input_high_voltage", "V", lo=2.8, condition="IN, relay OFF, VCC = 3.3 V"),
)
KR_33NOTE = note(
    KR,
    2,
    "A 3.3 V board (ESP32, Raspberry Pi, Pico) must power VCC from its own 3.3 V pin. With VCC "
    "at 5 V, a 3.3 V HIGH on IN still lets current through the optocoupler and the relay may "
    "never switch off.",
)
KR_PI = note(
    KR,
    2,
    "A: Yes. VCC to the Pi's 3.3 V pin (pin 1), GND to GND, IN to any GPIO. Feed DC+ / DC- from "
    "a separate 12 V adapter of at least 0.5 A.",
)
KR_5VDC = note(
    KR,
    2,
    "VCC only feeds the optocoupler LEDs. The coils always run from DC+, so a 5 V supply on DC+ "
    "will not pull the relays in.",
)
KR_PULLIN = note(KR, 1, "Pull-in voltage " + LE + " 9.0 VDC relay must switch on")
KR_RESISTIVE = note(
    KR, 2, "Contact ratings are for resistive loads. There is no snubber on the board."
)

# ---------------------------------------------------------------- MBX-530 / MBX-530H
MB_VIN_Q = "Tensão de entrada / 4.5 " + NDASH + " 24 V 6.5 " + NDASH + " 36 V VIN Input voltage"
MB_VIN = f(
    MB,
    1,
    MB_VIN_Q,
    it(MB, "supply_voltage", "V", lo=4.5, hi=24, condition="VIN, MBX-530"),
)
MB_VINH = f(
    MB,
    1,
    MB_VIN_Q,
    it("MBX-530H", "supply_voltage", "V", lo=6.5, hi=36, condition="VIN, MBX-530H"),
)
MB_VOUT_Q = (
    "Tensão de saída / ajustável / adjustable; 0.8 " + NDASH + " 18 V 1.0 " + NDASH + " 30 V "
    "Output voltage fábrica / preset 5.0 V"
)
MB_VOUT = f(
    MB,
    1,
    MB_VOUT_Q,
    it(MB, "output_voltage", "V", lo=0.8, hi=18, condition="adjustable, MBX-530"),
)
MB_VOUTH = f(
    MB,
    1,
    MB_VOUT_Q,
    it("MBX-530H", "output_voltage", "V", lo=1.0, hi=30, condition="adjustable, MBX-530H"),
)
MB_PRESET = f(
    MB,
    1,
    MB_VOUT_Q,
    it(MB, "output_voltage", "V", value=5.0, condition="factory preset"),
)
MB_DIFF_Q = (
    "Diferença mínima entrada-saída / 1.0 V 1.5 V VIN " + GE + " VOUT + diferença Minimum "
    "input-output difference"
)
MB_DIFF = f(
    MB,
    1,
    MB_DIFF_Q,
    it(MB, "dropout_voltage", "V", value=1.0, condition="minimum VIN - VOUT, MBX-530"),
)
MB_DIFFH = f(
    MB,
    1,
    MB_DIFF_Q,
    it("MBX-530H", "dropout_voltage", "V", value=1.5, condition="minimum VIN - VOUT, MBX-530H"),
)
MB_IOUT_Q = (
    "Corrente de saída contínua / Ta " + LE + " 40 " + DEG + ", sem dissipador / 3A 3A "
    "Continuous output current no heat sink"
)
MB_IOUT = f(
    MB,
    1,
    MB_IOUT_Q,
    it(MB, "output_current", "A", hi=3, condition="continuous, Ta <= 40 C, no heat sink"),
)
MB_IOUTH = f(
    MB,
    1,
    MB_IOUT_Q,
    it("MBX-530H", "output_current", "A", hi=3, condition="continuous, Ta <= 40 C, no heat sink"),
)
MB_SHDN_H = f(
    MB,
    1,
    "Corrente com EN desligado / 8 " + MU + "A 12 " + MU + "A EN < 0.4 V Shutdown current (EN low)",
    it("MBX-530H", "standby_current", "uA", value=12, condition="EN low (< 0.4 V), MBX-530H"),
)
MB_RIPPLE = note(MB, 1, "Ondulação de saída / 30 mVpp 40 mVpp 12 V " + ARROW + " 5 V, 2 A Output ripple")
MB_THERMAL = note(MB, 2, "Desligamento térmico / thermal shutdown")
MB_FAQ_LI = note(
    MB,
    2,
    "EN: Not for 5 V: the output is always lower than the input, and 4.2 V is below the 4.5 V "
    "minimum. For 5 V from one cell use a boost module.",
)
MB_FAQ_PAR = note(MB, 2, "EN: We have not tested this. Use one module per load.")

# ---------------------------------------------------------------- FRM-B52 / FRM-B52L
FR_VDD = f(
    FR,
    1,
    "Supply voltage VDD both 1.8 3.0 3.6 V",
    it(FR, "supply_voltage", "V", lo=1.8, typ=3.0, hi=3.6, condition="VDD, both versions"),
)
FR_VDDIO_L = f(
    FR,
    1,
    "I/O supply voltage VDDIO FRM-B52L 1.62 1.8 1.98 V",
    it("FRM-B52L", "io_supply_voltage", "V", lo=1.62, typ=1.8, hi=1.98, condition="VDDIO, FRM-B52L"),
)
FR_TXMAX = f(
    FR,
    1,
    "TX output power programmable, 4 dB steps -20 +8 dBm",
    it(FR, "tx_power", "dBm", hi=8, condition="programmable, maximum"),
)
FR_RXCODED = f(
    FR,
    1,
    "RX sensitivity dBm 125 kbps coded -104",
    it(FR, "rx_sensitivity", "dBm", value=-104, condition="125 kbps coded PHY"),
)
FR_BAUD = f(
    FR,
    2,
    "UART: 115200 bps, 8 data bits, no parity, 1 stop bit after reset.",
    it(FR, "baud_rate", "bps", value=115200, condition="default after reset, 8N1"),
)
FR_DEEP = f(
    FR,
    1,
    "Deep sleep system off, wake on WAKE pin 0.5 " + MU + "A",
    it(FR, "standby_current", "uA", typ=0.5, condition="deep sleep (system off, wake on WAKE)"),
)
FR_FOLLOW = note(FR, 2, "The I/O pins are not 5 V tolerant. On the FRM-B52 the I/O level follows VDD;")
FR_LSHIFT = note(
    FR,
    2,
    "on the FRM-B52L all I/O pins run from VDDIO = 1.8 V while the radio runs from VDD. Connect a "
    "3.3 V or 5 V host to an FRM-B52L only through a level shifter.",
)
FR_CR2032 = note(
    FR,
    2,
    "Coin cell (CR2032): supported for advertising-only beacons at TX power " + LE + " 0 dBm; add "
    "a 47 " + MU + "F low-leakage capacitor close to VDD.",
)
FR_TX8I = f(
    FR,
    1,
    "+8 dBm 15.8 Radio transmit 0 dBm 6.4 mA",
    it(FR, "supply_current", "mA", typ=15.8, condition="radio transmit at +8 dBm, VDD = 3.0 V"),
)
FR_ANT = note(FR, 1, "Antenna gain (-P) PCB antenna, on reference board 1.5 dBi")

# ---------------------------------------------------------------- PDU-48
PD_RANGE_Q = (
    "Measuring range (relative) 0 " + ELL + " 1.6 0 " + ELL + " 10 0 " + ELL + " 25 bar"
)
PD_RANGE100 = f(
    PD,
    1,
    PD_RANGE_Q,
    it(
        "PDU-48-100",
        "measurement_range",
        "bar",
        lo=0,
        hi=10,
        quantity="pressure",
        condition="relative, PDU-48-100 column",
    ),
)
PD_VS = f(
    PD,
    1,
    "Supply voltage VS ratiometric operation 4.75 5.00 5.25 V",
    it(PD, "supply_voltage", "V", lo=4.75, typ=5.0, hi=5.25, condition="VS, ratiometric operation"),
)
PD_OUT = f(
    PD,
    1,
    "Output signal VOUT 0 " + ELL + " full scale, VS = 5.00 V 0.5 4.5 V",
    it(PD, "analog_output_voltage", "V", lo=0.5, hi=4.5, condition="0 ... full scale, VS = 5.00 V"),
)
PD_RESP = f(
    PD,
    1,
    "Response time tr 10 " + ELL + " 90 % FS step 2 ms",
    it(PD, "response_time", "ms", hi=2, condition="10 ... 90 % FS step"),
)
PD_TAMB = f(
    PD,
    2,
    "Ambient temperature operating -40 +105 " + DEG,
    it(PD, "operating_temperature", "\u00b0C", lo=-40, hi=105, condition="ambient, operating"),
)
PD_IP_K = f(
    PD,
    2,
    "Protection class IP65 (mated) IP67",
    it("PDU-48-100-K", "ip_rating", values=["IP67"], condition="cable version -K"),
)
PD_ARD = note(
    PD,
    2,
    "5 V Arduino and similar boards: power the transducer from the board's 5 V pin and read OUT "
    "on an analog input; the ratiometric output then needs no calibration of the supply.",
)
PD_33 = note(
    PD,
    2,
    "3.3 V microcontrollers (ESP32, STM32, RP2040): OUT reaches 4.5 V and must not go directly "
    "to a 3.3 V pin.",
)
PD_WETTED = note(
    PD, 2, "Wetted parts: stainless steel 1.4404 (316L) and alumina ceramic; seal FKM."
)

# ---------------------------------------------------------------- QEB-100 / -360 / -600
QE_VCC = f(
    QE,
    1,
    "Alimentación del encoder (Encoder supply VCC) 5 24 V DC",
    it(QE, "supply_voltage", "V", lo=5, hi=24, condition="encoder supply VCC"),
)
QE_ICC = f(
    QE,
    1,
    "Consumo sin carga (No-load current) 25 40 mA VCC = 12 V",
    it(QE, "supply_current", "mA", typ=25, hi=40, condition="no load, VCC = 12 V"),
)
QE_SINK = f(
    QE,
    1,
    "Corriente de salida (Output sink current) 30 mA por canal",
    it(QE, "output_current", "mA", hi=30, condition="sink, per channel (A, B, Z)"),
)
QE_TOPR = f(
    QE,
    1,
    "Temperatura de operación (Operating temperature) -10 " + NDASH + " +70 " + DEG,
    it(QE, "operating_temperature", "\u00b0C", lo=-10, hi=70),
)
QE_VL = f(
    QE,
    1,
    "Alimentación lógica (Logic supply VL) 3.0 5.5 V solo pull-ups",
    it(QE, "io_supply_voltage", "V", lo=3.0, hi=5.5, condition="VL, pull-up supply"),
)
QE_ESP = note(
    QE,
    2,
    "(Yes, with J1 on 2-3 and VL at 3.3 V; VCC still needs 5 V or more.)",
)
QE_SPEED = note(
    QE,
    1,
    "Velocidad máx. eléctrica (Max. electrical speed) 18 000 rpm 5000 rpm 3000 rpm = 30 kHz / PPR",
)
QE_FREQ = note(
    QE, 1, "Frecuencia máx. de salida (Max. output frequency) 30 kHz 30 kHz 30 kHz A, B"
)

# ---------------------------------------------------------------- HMW-2811
HM_VDD = f(
    HM,
    1,
    "Supply voltage VDD 2.7 3.3 5.5 V",
    it(HM, "supply_voltage", "V", lo=2.7, typ=3.3, hi=5.5, condition="VDD"),
)
HM_RHACC = f(
    HM,
    1,
    "RH accuracy " + PM + "2.0 %RH typical from 20 %RH to 80 %RH",
    it(
        HM,
        "accuracy",
        "%RH",
        lo=-2.0,
        hi=2.0,
        quantity="relative_humidity",
        condition="typical, 20 ... 80 %RH, 25 C",
    ),
)
HM_CONV = f(
    HM,
    1,
    "high resolution 12.5 15.5 Conversion time tCONV medium resolution 5.0 6.5 ms",
    it(HM, "response_time", "ms", typ=12.5, hi=15.5, condition="conversion time, high resolution"),
)
HM_TACC = f(
    HM,
    1,
    "Accuracy " + DEG + " -40 " + ELL + " 125 " + DEG + " " + PM + "0.5 " + PM + "0.8",
    it(
        HM,
        "accuracy",
        "\u00b0C",
        lo=-0.8,
        hi=0.8,
        quantity="temperature",
        condition="maximum, -40 ... 125 C",
    ),
)
HM_TOPR = f(
    HM,
    1,
    "Operating temperature TA -40 125 " + DEG,
    it(HM, "operating_temperature", "\u00b0C", lo=-40, hi=125),
)
HM_VIH = f(
    HM,
    1,
    "DQ input high VIH VDD " + GE + " 2.7 V 2.2 5.5 V",
    it(HM, "input_high_voltage", "V", lo=2.2, hi=5.5, condition="DQ"),
)
HM_PU = note(HM, 1, "Pull-up resistor RPU to VDD or the host supply 1 4.7 10 k" + OHM)
HM_PARA = note(
    HM,
    2,
    "Power: VDD must be connected. The HMW-2811 cannot be powered parasitically from DQ, because a "
    "humidity conversion draws more than a pull-up resistor can deliver.",
)
HM_MULTI = note(HM, 2, "Several HMW-2811 can share one DQ line; the host selects a device with Match ROM.")
