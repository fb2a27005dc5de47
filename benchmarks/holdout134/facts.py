"""Reference facts of the hundred-and-thirty-fourth hold-out set, shared by factual and
compatibility questions. Every number was read off the generated PDFs
(``pdftotext -layout``) and each quote is on the cited page."""

from __future__ import annotations

from qkit import DX, EH, FT, PK, PL, SH, VQ, XB, Fact, Item, ev, it

DEG = "\u00b0C"
MU = "\u00b5"
PM = "\u00b1"
OHM = "\u03a9"
LE = "\u2264"
GE = "\u2265"
ELL = "\u2026"
MINUS = "\u2212"
PHI = "\u03c6"


def f(device: str, page: int, quote: str, *items: Item) -> Fact:
    return list(items), [ev(device, page, quote)]


def note(device: str, page: int, quote: str) -> Fact:
    """A statement without numbers needed as items: evidence only."""
    return [], [ev(device, page, quote)]


# ---------------------------------------------------------------- DXU-34
DX_BAUD = f(
    DX,
    1,
    "Baud rate 8N1, 8E1, 8O1, 7N2 " + ELL + " 300 2 000 000 bit/s",
    it(DX, "baud_rate", "bps", lo=300, hi=2000000, condition="UART, module (chip to 3 Mbps not guaranteed)"),
)
DX_3V3I = f(
    DX,
    1,
    "3V3 pin output current either J1 setting 100 mA",
    it(DX, "output_current", "mA", hi=100, condition="3V3 pin, on-board LDO"),
)
DX_VOH5 = f(
    DX,
    1,
    "J1 = 5V, IOH = " + MINUS + "2 mA 4.4 4.8",
    it(DX, "output_high_voltage", "V", lo=4.4, typ=4.8, condition="TXD, RTS, DTR, J1 = 5V, IOH = -2 mA"),
)
DX_VOH3 = f(
    DX,
    1,
    "Output high voltage J1 = 3V3, IOH = " + MINUS + "2 mA 2.9 3.2",
    it(DX, "output_high_voltage", "V", lo=2.9, typ=3.2, condition="TXD, RTS, DTR, J1 = 3V3, IOH = -2 mA"),
)
DX_VIH3 = f(
    DX,
    1,
    "Input high voltage J1 = 3V3 2.0 3.6",
    it(DX, "input_high_voltage", "V", lo=2.0, hi=3.6, condition="RXD, CTS, J1 = 3V3"),
)
DX_SUSP = f(
    DX,
    1,
    "USB suspend current host asleep, LEDs off 0.38 0.50 mA",
    it(DX, "standby_current", "mA", typ=0.38, hi=0.50, condition="USB suspend, host asleep, LEDs off"),
)
DX_J1NOTE = note(
    DX,
    2,
    "With J1 at 3V3 the RXD and CTS inputs must not see more than 3.6 V; with J1 at 5V they "
    "accept up to 5.5 V.",
)
DX_ESPFLASH = note(
    DX,
    2,
    "Yes. Leave J1 at 3V3 and wire TXD → RX0, RXD → TX0, GND → GND.",
)
DX_ESPPOWER = note(
    DX,
    2,
    "The 3V3 pin gives up to 100 mA: enough for a sensor board or an ATmega328 at 8 MHz, but "
    "not for an ESP8266 or ESP32 with Wi-Fi on, which pull peaks of 300 " + ELL + " 500 mA.",
)

# ---------------------------------------------------------------- EHL7021
EH_VDD = f(
    EH,
    1,
    "Supply voltage VDD 3.5 24 2.2 5.5 V",
    it(EH, "supply_voltage", "V", lo=3.5, hi=24, condition="EHL7021 (K), recommended"),
)
EH_VDD_L = f(
    EH,
    1,
    "Supply voltage VDD 3.5 24 2.2 5.5 V",
    it("EHL7021L", "supply_voltage", "V", lo=2.2, hi=5.5, condition="EHL7021L (E), recommended"),
)
EH_IDD_L = f(
    EH,
    1,
    "EHL7021L, output off 1.6 2.5",
    it("EHL7021L", "supply_current", "mA", typ=1.6, hi=2.5, condition="EHL7021L, VDD = 3.0 V, output off"),
)
EH_OUT = f(
    EH,
    1,
    "Open-drain output, sinks up to 25 mA (EHL7021)",
    it(EH, "output_signal_type", values=["open-drain"], condition="N-channel open drain"),
)
EH_ABS_L = f(
    EH,
    1,
    "Supply voltage VDD 28 6.0 V",
    it("EHL7021L", "abs_max_supply_voltage", "V", hi=6.0, condition="EHL7021L column"),
)
EH_TPO = f(
    EH,
    1,
    "Power-on time tPO VDD " + GE + " VDD(min), dV/dt > 2 V/" + MU + "s 25 50 " + MU + "s",
    it(EH, "warm_up_time", "us", typ=25, hi=50, condition="power-on time tPO"),
)
EH_SINK = f(
    EH,
    1,
    "Output sink current IOUT 25 10 mA",
    it(EH, "output_current", "mA", hi=25, condition="EHL7021 output sink current, recommended"),
)
EH_PULLUP = note(
    EH,
    2,
    "The pull-up may go to any voltage up to 24 V (EHL7021) or 5.5 V (EHL7021L), independent of "
    "VDD, so an EHL7021 powered from 12 V can drive a 3.3 V microcontroller input directly with a "
    "10 kΩ pull-up to 3.3 V.",
)
EH_BOP = note(EH, 2, "Operate point BOP 0.5 3.0 6.0 1.0 3.5 7.0 mT")

# ---------------------------------------------------------------- SHB-2R5
SH_RCOIL_L = f(
    SH,
    1,
    "Coil resistance 20 " + DEG + ", " + PM + "10 % 55 125 " + OHM,
    it("SHB-2R5L", "coil_resistance", "Ohm", value=125, condition="SHB-2R5L, 20 C"),
)
SH_PCOIL_L = f(
    SH,
    1,
    "Coil power at nominal voltage 0.45 0.20 W",
    it("SHB-2R5L", "coil_power", "W", value=0.20, condition="SHB-2R5L, nominal voltage"),
)
SH_CONTACT = f(
    SH,
    1,
    "250 VAC 10 7 Contact rating, 125 VAC 15 10 A",
    it(SH, "contact_current", "A", hi=10, condition="SHB-2R5, resistive load, 250 VAC"),
)
SH_CONTACT_L = f(
    SH,
    1,
    "250 VAC 10 7 Contact rating, 125 VAC 15 10 A",
    it("SHB-2R5L", "contact_current", "A", hi=7, condition="SHB-2R5L, resistive load, 250 VAC"),
)
SH_BOTH = f(
    SH,
    1,
    "JD-VCC current, JD-VCC = 5 V, LEDs included 186 86 mA both relays on",
    it(SH, "supply_current", "mA", value=186, condition="SHB-2R5, JD-VCC current, both relays on"),
)
SH_COILV = f(
    SH,
    1,
    "Coil supply (JD-VCC) nominal 5.0 5.0 V Coil supply range allowed at JD-VCC 4.5 " + ELL + " 5.5",
    it(SH, "coil_voltage", "V", value=5.0, condition="JD-VCC, nominal"),
    it(SH, "coil_voltage", "V", lo=4.5, hi=5.5, condition="JD-VCC, allowed range, SHB-2R5"),
)
SH_12V = note(
    SH,
    2,
    "No. These are 5 V relays; above 5.5 V (SHB-2R5) or 6.0 V (SHB-2R5L) the coils overheat.",
)
SH_CHARGER = note(
    SH,
    2,
    "Yes, any 5 V USB charger of 0.5 A or more handles both relays of either version.",
)

# ---------------------------------------------------------------- XBK6330
XB_VIN = f(
    XB,
    1,
    "Input voltage, VIN 1.8 5.5 V",
    it(XB, "supply_voltage", "V", lo=1.8, hi=5.5, condition="VIN, recommended"),
)
XB_ABS = f(
    XB,
    1,
    "Voltage on VIN, VINA, L1, L2, EN, PS/SYNC, FB, VOUT " + MINUS + "0.3 7.0 V",
    it(XB, "abs_max_supply_voltage", "V", lo=-0.3, hi=7.0, condition="VIN and other pins"),
)
XB_ISD = f(
    XB,
    1,
    "Shutdown current EN = 0 V, VIN = 3.6 V 0.1 1.0 " + MU + "A",
    it(XB, "standby_current", "uA", typ=0.1, hi=1.0, condition="shutdown, EN = 0 V"),
)
XB_VOUT = f(
    XB,
    1,
    "Output voltage XBK6330-33, VIN = 1.8 " + ELL + " 5.5 V 3.234 3.300 3.366 V",
    it("XBK6330-33", "output_voltage", "V", lo=3.234, typ=3.3, hi=3.366, condition="XBK6330-33"),
)
XB_I18 = f(
    XB,
    2,
    "VIN = 1.8 V boost 500 300 mA",
    it("XBK6330-33", "output_current", "mA", hi=500, condition="XBK6330-33, VIN = 1.8 V"),
)
XB_I24 = f(
    XB,
    2,
    "VIN = 2.4 V boost 800 500 mA",
    it("XBK6330-33", "output_current", "mA", hi=800, condition="XBK6330-33, VIN = 2.4 V"),
)
XB_I30 = f(
    XB,
    2,
    "VIN = 3.0 V boost 1000 650 mA",
    it("XBK6330-33", "output_current", "mA", hi=1000, condition="XBK6330-33, VIN = 3.0 V"),
)
XB_I36 = f(
    XB,
    2,
    "VIN = 3.6 V buck-boost 1200 800 mA",
    it("XBK6330-33", "output_current", "mA", hi=1200, condition="XBK6330-33, VIN = 3.6 V and above"),
)
XB_LIION = note(
    XB,
    2,
    "From one Li-ion or Li-polymer cell the XBK6330-33 holds 3.3 V while the cell discharges from "
    "4.2 V to 3.0 V and below",
)
XB_RADIO = note(
    XB,
    2,
    "Radios with high transmit peaks need the output capacitance given above.",
)

# ---------------------------------------------------------------- PKT6112
PK_ADDR = (
    [it(PK, "i2c_address", values=["0x5A", "0x5B", "0x5C", "0x5D"], condition="ADDR to GND / VDD / SDA / SCL")],
    [ev(PK, 2, "GND 0x5A"), ev(PK, 2, "VDD 0x5B"), ev(PK, 2, "SDA 0x5C"), ev(PK, 2, "SCL 0x5D")],
)
PK_FSCL = f(
    PK,
    2,
    "SCL clock frequency 0 400 kHz",
    it(PK, "i2c_clock_frequency", "kHz", lo=0, hi=400, condition="fast mode"),
)
PK_VDD_REG = f(
    PK,
    1,
    "internal regulator on 2.0 3.3 3.6",
    it(PK, "supply_voltage", "V", lo=2.0, typ=3.3, hi=3.6, condition="internal regulator on (VREG to 100 nF)"),
)
PK_VDD_BYP = f(
    PK,
    1,
    "regulator bypassed 1.71 1.8 2.75",
    it(PK, "supply_voltage", "V", lo=1.71, typ=1.8, hi=2.75, condition="regulator bypassed (VREG tied to VDD)"),
)
PK_IDD1 = f(
    PK,
    1,
    "12 electrodes, sample period 1 ms 393 500",
    it(PK, "supply_current", "uA", typ=393, hi=500, condition="run mode, 12 electrodes, sample period 1 ms, VDD = 3.3 V"),
)
PK_ABS = f(
    PK,
    1,
    "Supply voltage VDD " + MINUS + "0.3 4.0 V",
    it(PK, "abs_max_supply_voltage", "V", lo=-0.3, hi=4.0, condition="VDD"),
)
PK_VOL = f(
    PK,
    1,
    "Output low voltage VOL SDA, IRQ, IOL = 3 mA 0.4 V",
    it(PK, "output_low_voltage", "V", hi=0.4, condition="SDA, IRQ, IOL = 3 mA"),
)
PK_5V = note(
    PK,
    2,
    "The pins are not 5 V tolerant: on a bus pulled up to 5 V, or with a 5 V host, use a level "
    "translator.",
)
PK_IDD16 = f(
    PK,
    1,
    "12 electrodes, sample period 16 ms 29 40",
    it(PK, "supply_current", "uA", typ=29, hi=40, condition="run mode, 12 electrodes, sample period 16 ms, VDD = 3.3 V"),
)

# ---------------------------------------------------------------- FTS-M41
FT_VCC = f(
    FT,
    1,
    "Supply voltage VCC 3.3 5.5 V",
    it(FT, "supply_voltage", "V", lo=3.3, hi=5.5, condition="VCC"),
)
FT_I5 = f(
    FT,
    1,
    "VCC = 5.0 V, probe in wet soil 7 11",
    it(FT, "supply_current", "mA", typ=7, hi=11, condition="VCC = 5.0 V, probe in wet soil"),
)
FT_AOWATER33 = f(
    FT,
    1,
    "VCC = 3.3 V 0.9 AO, probe in tap water V VCC = 5.0 V 1.4",
    it(FT, "analog_output_voltage", "V", typ=0.9, condition="AO, probe in tap water, VCC = 3.3 V"),
)
FT_AOAIR5 = f(
    FT,
    1,
    "AO, probe in air V VCC = 5.0 V 4.9",
    it(FT, "analog_output_voltage", "V", typ=4.9, condition="AO, probe in air, VCC = 5.0 V"),
)
FT_AOAIR33 = f(
    FT,
    1,
    "VCC = 3.3 V 3.2 AO, probe in air V VCC = 5.0 V 4.9",
    it(FT, "analog_output_voltage", "V", typ=3.2, condition="AO, probe in air, VCC = 3.3 V"),
)
FT_DOSINK = f(
    FT,
    1,
    "DO sink current 15 mA",
    it(FT, "output_current", "mA", hi=15, condition="DO output, sink"),
)
FT_TOPR = f(
    FT,
    1,
    "Operating temperature board and probe " + MINUS + "10 +60 " + DEG,
    it(FT, "operating_temperature", "°C", lo=-10, hi=60, condition="board and probe"),
)
FT_NOVWC = note(FT, 2, "The FTS-M41 does not measure volumetric water content in %")
FT_AO33 = note(
    FT,
    2,
    "AO follows VCC. Powered from 5 V, AO goes up to 4.9 V in dry soil: do not feed it to the "
    "analog pin of a 3.3 V board (ESP32, Raspberry Pi Pico, STM32). Run the module from 3.3 V "
    "instead.",
)
FT_PLATING = note(FT, 1, "Probe plating nickel over copper ENIG gold over nickel")

# ---------------------------------------------------------------- VQA4955
VQ_SENS = f(
    VQ,
    1,
    "Output sensitivity VOUT = TMJ × 5 mV/" + DEG + " + VREF 5 mV/" + DEG,
    it(VQ, "sensitivity", "mV/°C", value=5, quantity="temperature", condition="output transfer"),
)
VQ_VS = f(
    VQ,
    1,
    "single supply 2.7 36",
    it(VQ, "supply_voltage", "V", lo=2.7, hi=36, condition="single supply"),
)
VQ_ACC_J = f(
    VQ,
    1,
    "TMJ = 0 " + ELL + " +400 " + DEG + ", TA = 25 " + DEG + " " + MINUS + "1.5 +1.5",
    it("VQA4955J", "accuracy", "°C", lo=-1.5, hi=1.5, quantity="temperature", condition="VQA4955J, TMJ = 0 ... +400 C, TA = 25 C"),
)
VQ_TOPR = f(
    VQ,
    1,
    "Operating temperature ambient, device " + MINUS + "40 +125 " + DEG,
    it(VQ, "operating_temperature", "°C", lo=-40, hi=125, condition="ambient, device"),
)
VQ_RANGE_K5 = f(
    VQ,
    2,
    "5 V single 0V +10 " + ELL + " +960 " + DEG + " +10 " + ELL + " +750 " + DEG,
    it("VQA4955K", "measurement_range", "°C", lo=10, hi=960, quantity="temperature", condition="VQA4955K, 5 V single supply, REF = 0 V"),
)
VQ_RANGE_K33 = f(
    VQ,
    2,
    "3.3 V single 0V +10 " + ELL + " +620 " + DEG + " +10 " + ELL + " +620 " + DEG,
    it("VQA4955K", "measurement_range", "°C", lo=10, hi=620, quantity="temperature", condition="VQA4955K, 3.3 V single supply, REF = 0 V"),
)
VQ_ADC = note(
    VQ,
    2,
    "Powered from 5 V, the output reaches 4.8 V and can overdrive a 3.3 V ADC input; powered from "
    "3.3 V it cannot.",
)
VQ_RL = note(VQ, 1, "Output voltage, high RL = 100 kΩ VS " + MINUS + " 0.20 V")

# ---------------------------------------------------------------- PLB-25U
PL_BAUD = f(
    PL,
    2,
    "9600 bps as shipped",
    it(PL, "baud_rate", "bps", value=9600, condition="UART default, 8N1"),
)
PL_VCC_M = f(
    PL,
    1,
    "PLB-25U-M, VCC pad 1.8 3.3 3.6",
    it("PLB-25U-M", "supply_voltage", "V", lo=1.8, typ=3.3, hi=3.6, condition="PLB-25U-M, VCC pad"),
)
PL_VIN_B = f(
    PL,
    1,
    "PLB-25U-B, VIN pin 3.6 5.0 6.0",
    it("PLB-25U-B", "supply_voltage", "V", lo=3.6, typ=5.0, hi=6.0, condition="PLB-25U-B, VIN pin"),
)
PL_DEEP = f(
    PL,
    1,
    "Deep-sleep current AT+SLEEP2, wakes on WAKE pin 0.6 1.0 " + MU + "A",
    it(PL, "standby_current", "uA", typ=0.6, hi=1.0, condition="deep sleep (AT+SLEEP2)"),
)
PL_ADV500 = f(
    PL,
    1,
    "Average current, interval 500 ms 95 " + MU + "A advertising",
    it(PL, "supply_current", "uA", typ=95, condition="average, advertising interval 500 ms"),
)
PL_ADV1000 = f(
    PL,
    1,
    "Average current, interval 500 ms 95 " + MU + "A advertising interval 1000 ms 52",
    it(PL, "supply_current", "uA", typ=52, condition="average, advertising interval 1000 ms"),
)
PL_TX4 = f(
    PL,
    1,
    "+4 dBm, radio on 8.2",
    it(PL, "supply_current", "mA", typ=8.2, condition="TX current at +4 dBm"),
)
PL_IOABS_B = f(
    PL,
    1,
    "Voltage on I/O pins, abs. max. " + MINUS + "0.3 " + ELL + " VCC + 0.3 " + MINUS + "0.3 " + ELL + " 3.6 V",
    it("PLB-25U-B", "abs_max_input_voltage", "V", lo=-0.3, hi=3.6, condition="PLB-25U-B, I/O pins"),
)
PL_5V = note(
    PL,
    2,
    "The UART pins are 3.3 V logic on both versions and are not 5 V tolerant, the PLB-25U-B "
    "included: its LDO only powers the module, it does not shift levels.",
)
PL_CR2032 = note(
    PL,
    2,
    "The PLB-25U-M runs from a CR2032 when it advertises at 500 ms or longer and sleeps between "
    "events.",
)
PL_RANGE = note(PL, 2, "Range indoors is typically 10 " + ELL + " 20 m.")
