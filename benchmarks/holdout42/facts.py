"""Reference facts of the forty-second hold-out set, each read off a generated PDF.

A fact is (items, evidence); quotes are the pdftotext -layout text of the cited
page (score.py compares them without spaces and punctuation).
"""

from __future__ import annotations

from qkit import BF, DW, ED, IO, KP, KS, PT, ZK, Fact, Item, ev, it

DEG = "\u00b0C"


def f(doc_device: str, page: int, quote: str, *items: Item) -> Fact:
    return list(items), [ev(doc_device, page, quote)]


def ns(doc_device: str, page: int, quote: str) -> list[dict]:
    """A sheet's own 'not specified' line (evidence for insufficient_evidence)."""
    return [ev(doc_device, page, quote)]


DWT, DWK = "DWH-43T", "DWH-43K"
KSU, KSR = "KS-70VU", "KS-70VR"
P016 = "PTX-016"
E1616 = "EDI 1616"
ZK12, ZK24 = "ZK-DI8-12", "ZK-DI8-24"
KPV, KPR = "KPT-200V", "KPT-200R"

# --------------------------------------------------------------------------- DWH-43
DW_V = f(
    DW,
    1,
    "Supply voltage 4.75～7V DC 4.75～7V DC",
    it(DW, "supply_voltage", "V", lo=4.75, hi=7, condition="both versions, electrical parameters"),
)
DWT_I = f(
    DW,
    1,
    "Working current ≤250mA ≤310mA (backlight 100%)",
    it(DWT, "supply_current", "mA", hi=250, condition="DWH-43T working current, backlight 100%"),
)
DWK_I = f(
    DW,
    1,
    "Working current ≤250mA ≤310mA (backlight 100%)",
    it(DWK, "supply_current", "mA", hi=310, condition="DWH-43K working current, backlight 100%"),
)
DWK_SLEEP = f(
    DW,
    1,
    "Sleep current 15mA 8mA",
    it(DWK, "standby_current", "mA", value=8, condition="DWH-43K sleep current"),
)
DW_BAUD = f(
    DW,
    1,
    "Baud rate：2400～921600bps",
    it(DW, "baud_rate", "bps", lo=2400, hi=921600, condition="TTL UART; factory default 9600"),
)
DW_T = f(
    DW,
    1,
    "Operating temperature：-20～70℃",
    it(DW, "operating_temperature", DEG, lo=-20, hi=70),
)
DW_STG = f(
    DW, 1, "Storage temperature：-30～85℃", it(DW, "storage_temperature", DEG, lo=-30, hi=85)
)
DW_HUM = f(
    DW,
    1,
    "Operating humidity：10～90%RH (non-condensing)",
    it(DW, "operating_humidity", "%RH", lo=10, hi=90, condition="non-condensing"),
)
DW_5VTOL = f(
    DW,
    1,
    "Serial port：TTL UART (3.3V level, 5V tolerant RX)",
    it(DW, "interface", values=["UART"], condition="TTL UART, 3.3 V level, 5 V tolerant RX"),
)
DW_IP = ns(DW, 2, "Waterproof (IP) rating is not specified for the bare module.")

# --------------------------------------------------------------------------- KS-70V
KS_V = f(
    KS,
    1,
    "Supply voltage VCC 4.5 5.0 5.5 V",
    it(KS, "supply_voltage", "V", lo=4.5, typ=5.0, hi=5.5, condition="recommended operating"),
)
KS_ABS = f(
    KS,
    1,
    "Supply voltage VCC -0.3～6.0 V",
    it(KS, "abs_max_supply_voltage", "V", lo=-0.3, hi=6.0, condition="absolute maximum rating"),
)
KS_T = f(
    KS,
    1,
    "Operating temperature Topr -10 +60 ℃",
    it(KS, "operating_temperature", DEG, lo=-10, hi=60, condition="recommended operating"),
)
KS_STG = f(
    KS,
    1,
    "Storage temperature Tstg -30～+80 ℃",
    it(KS, "storage_temperature", DEG, lo=-30, hi=80, condition="absolute maximum ratings"),
)
KSU_I100 = f(
    KS,
    1,
    "Backlight 100 % 530 mA 545 mA",
    it(KSU, "supply_current", "mA", typ=530, condition="KS-70VU, backlight 100 %, VCC 5.0 V typ."),
)
KSR_I50 = f(
    KS,
    1,
    "Backlight 50 % 340 mA 355 mA",
    it(KSR, "supply_current", "mA", typ=355, condition="KS-70VR, backlight 50 %, typ."),
)
KSR_SLEEP = f(
    KS,
    1,
    "Sleep (backlight off) 12 mA 18 mA",
    it(KSR, "standby_current", "mA", typ=18, condition="KS-70VR sleep, backlight off, typ."),
)
KSU_BAUD = f(
    KS,
    2,
    "Baud rate 9600～921600 bps 9600～115200 bps",
    it(KSU, "baud_rate", "bps", lo=9600, hi=921600, condition="KS-70VU column"),
)
KSR_BAUD = f(
    KS,
    2,
    "Baud rate 9600～921600 bps 9600～115200 bps",
    it(KSR, "baud_rate", "bps", lo=9600, hi=115200, condition="KS-70VR (RS-232C) column"),
)
KSU_VIH = f(
    KS,
    2,
    "Input high voltage 2.0～5.5 V",
    it(KSU, "input_high_voltage", "V", lo=2.0, hi=5.5, condition="RXD, KS-70VU"),
)
KSU_VIABS = f(
    KS,
    1,
    "Input voltage (RXD, KS-70VU) VI -0.3～5.5 V",
    it(KSU, "abs_max_input_voltage", "V", lo=-0.3, hi=5.5, condition="RXD, absolute maximum"),
)
KSU_VOH = f(
    KS,
    2,
    "Output high voltage 2.9 V min.",
    it(KSU, "output_high_voltage", "V", lo=2.9, condition="TXD, KS-70VU"),
)
KS_PSU = ns(
    KS, 2, "Use a power supply of 1.0 A or more. Inrush current at power-on is about 1.5 A."
)
KS_GLOVE = ns(KS, 2, "Touch operation with gloves is not specified.")
KS_IP = ns(KS, 2, "Front panel protection class (IP) is not specified")

# --------------------------------------------------------------------------- BF-HMI35
BF_V = f(
    BF,
    1,
    "The board runs from 5 V (4.5 to 5.5 V)",
    it(BF, "supply_voltage", "V", lo=4.5, typ=5, hi=5.5, condition="prose, 'Powering it'"),
)
BF_I = f(
    BF,
    1,
    "With the backlight at full it draws about 180 mA",
    it(BF, "supply_current", "mA", typ=180, condition="backlight full, 'about'"),
)
BF_IDLE = f(
    BF,
    1,
    "with the backlight off it idles at around 35 mA",
    it(BF, "standby_current", "mA", typ=35, condition="backlight off, 'around'"),
)
BF_5V = f(
    BF,
    1,
    "the RX pin is 5 V tolerant, so a 5 V Arduino Uno can drive it directly",
    it(BF, "interface", values=["UART"], condition="3.3 V logic serial, RX 5 V tolerant"),
)
BF_BAUD = f(
    BF,
    1,
    "Baud rate is 9600 by default and can be set anywhere up to 115200",
    it(BF, "baud_rate", "bps", hi=115200, condition="default 9600"),
)
BF_ADDR = f(
    BF,
    1,
    "for the touch controller only (address 0x38) and run at up to 400 kHz",
    it(BF, "i2c_address", values=["0x38"], condition="touch controller on the Qwiic-style port"),
)
BF_I2CF = f(
    BF,
    1,
    "for the touch controller only (address 0x38) and run at up to 400 kHz",
    it(BF, "i2c_clock_frequency", "kHz", hi=400, condition="touch controller I2C"),
)
BF_T = f(BF, 1, "Operating temp 0 to 50 °C", it(BF, "operating_temperature", DEG, lo=0, hi=50))
BF_33 = ns(BF, 1, "A 3.3 V supply is not enough: the backlight boost converter needs 5 V.")
BF_IP = ns(BF, 2, "The board has no enclosure and no IP rating is specified.")

# --------------------------------------------------------------------------- PTX 10-V
PT_V = f(
    PT,
    1,
    "Alimentazione / Supply voltage V DC 15…30",
    it(PT, "supply_voltage", "V", lo=15, hi=30, condition="electrical data"),
)
PT_OUT = f(
    PT,
    1,
    "Segnale di uscita / Output signal V 0…10",
    it(PT, "analog_output_voltage", "V", lo=0, hi=10, condition="3-wire"),
)
PT_I = f(
    PT,
    1,
    "Assorbimento / Current consumption mA <8",
    it(PT, "supply_current", "mA", hi=8, condition="< 8 mA"),
)
PT_RT = f(
    PT,
    1,
    "Tempo di risposta / Response time ms <4",
    it(PT, "response_time", "ms", hi=4, condition="< 4 ms"),
)
P016_RANGE = f(
    PT,
    1,
    "Campo di misura / bar 0…6 0…16 0…60",
    it(P016, "measurement_range", "bar", lo=0, hi=16, quantity="pressure", condition="PTX-016"),
)
PT_T = f(
    PT,
    2,
    "Temperatura ambiente / °C -25…+85",
    it(PT, "operating_temperature", DEG, lo=-25, hi=85, condition="ambient temperature"),
)
PT_STG = f(
    PT,
    2,
    "Temperatura di stoccaggio / °C -40…+100",
    it(PT, "storage_temperature", DEG, lo=-40, hi=100),
)
PT_IP67 = f(
    PT,
    2,
    "IP65 (EN 175301-803 A), IP67 (M12)",
    it(PT, "ip_rating", values=["IP67"], condition="M12 connector version"),
)
PT_LOW = ns(PT, 2, "Below 15 V supply the output does not reach 10 V.")
PT_O2 = ns(PT, 2, "Oxygen and hydrogen service: not specified.")

# --------------------------------------------------------------------------- EDI 1608 / 1616
ED_1 = f(
    ED,
    1,
    "Signal „1“ / Signal “1” 15 … 30 11 … 30 V DC",
    it(ED, "input_high_voltage", "V", lo=15, hi=30, condition="EDI 1608, signal '1'"),
)
E16_1 = f(
    ED,
    1,
    "Signal „1“ / Signal “1” 15 … 30 11 … 30 V DC",
    it(E1616, "input_high_voltage", "V", lo=11, hi=30, condition="EDI 1616, signal '1'"),
)
ED_0 = f(
    ED,
    1,
    "Signal „0“ / Signal “0” -3 … +5 -3 … +5 V DC",
    it(ED, "input_low_voltage", "V", lo=-3, hi=5, condition="signal '0', both versions"),
)
E16_BP = f(
    ED,
    1,
    "Stromaufnahme Rückwandbus / 35 55 mA Backplane current (5 V)",
    it(E1616, "supply_current", "mA", value=55, condition="EDI 1616 backplane current (5 V)"),
)
ED_ABSIN = f(
    ED,
    1,
    "Eingangsspannung / Input voltage (dauernd / continuous) max. 30 V DC",
    it(ED, "abs_max_input_voltage", "V", hi=30, condition="continuous; 35 V for < 500 ms"),
)
ED_DELAY = f(
    ED,
    1,
    "Eingangsverzögerung / 3 3 ms Input delay",
    it(ED, "response_time", "ms", value=3, condition="input delay, both versions"),
)
ED_T = f(
    ED,
    2,
    "Betriebstemperatur / 0 … +55 0 … +55 °C Operating temperature",
    it(ED, "operating_temperature", DEG, lo=0, hi=55, condition="Table 1 (continued)"),
)
ED_STG = f(
    ED,
    2,
    "Lagertemperatur / -25 … +70 -25 … +70 °C Storage temperature",
    it(ED, "storage_temperature", DEG, lo=-25, hi=70, condition="Table 1 (continued)"),
)
ED_HUM = f(
    ED,
    2,
    "Relative Feuchte / 5 … 95 5 … 95 % Relative humidity",
    it(ED, "operating_humidity", "%RH", lo=5, hi=95, condition="Table 1 (continued)"),
)
ED_IP = f(ED, 2, "Schutzart / Protection IP20 IP20", it(ED, "ip_rating", values=["IP20"]))
E16_LEAK = ns(ED, 2, "leakage current up to 1.5 mA are permitted on the EDI 1616")
ED_UL = ns(ED, 2, "UL approval: not specified.")

# --------------------------------------------------------------------------- IOX-8DI
IO_V = f(
    IO,
    1,
    "Supply voltage VS 10 30 V",
    it(IO, "supply_voltage", "V", lo=10, hi=30, condition="recommended operating"),
)
IO_ABS = f(
    IO,
    1,
    "Supply voltage VS 36 V",
    it(IO, "abs_max_supply_voltage", "V", hi=36, condition="absolute maximum"),
)
IO_VIH = f(IO, 1, "VIH 11 30 V", it(IO, "input_high_voltage", "V", lo=11, hi=30))
IO_VIL = f(IO, 1, "VIL -3 5 V", it(IO, "input_low_voltage", "V", lo=-3, hi=5))
IO_ABSIN = f(
    IO,
    1,
    "Input voltage, any input to COM VIN -36 to 36 V",
    it(IO, "abs_max_input_voltage", "V", lo=-36, hi=36, condition="any input to COM"),
)
IO_ION = f(
    IO,
    1,
    "all inputs on 30 45 mA",
    it(IO, "supply_current", "mA", typ=30, hi=45, condition="all inputs on, VS = 24 V"),
)
IO_IOFF = f(
    IO,
    1,
    "Supply current all inputs off 22 35 mA",
    it(IO, "supply_current", "mA", typ=22, hi=35, condition="all inputs off, VS = 24 V"),
)
IO_BAUD = f(
    IO,
    1,
    "Modbus RTU over RS-485, 1200 to 115200 baud",
    it(IO, "baud_rate", "bps", lo=1200, hi=115200),
)
IO_T = f(
    IO,
    1,
    "Operating temperature TA -25 70 °C",
    it(IO, "operating_temperature", DEG, lo=-25, hi=70, condition="recommended operating"),
)
IO_DELAY = f(
    IO,
    1,
    "Input filter delay 4 (1) ms",
    it(IO, "response_time", "ms", typ=4, condition="input filter delay, default"),
)
IO_LEAK = ns(IO, 2, "Two-wire sensor leakage current is not specified")

# --------------------------------------------------------------------------- ZK-DI8
ZK24_V = f(
    ZK,
    1,
    "Power supply DC 12V±10% DC 24V (18～30V)",
    it(ZK24, "supply_voltage", "V", lo=18, typ=24, hi=30, condition="ZK-DI8-24 column"),
)
ZK24_ON = f(
    ZK,
    1,
    "Input ON threshold ≥7V ≥14V",
    it(ZK24, "input_high_voltage", "V", lo=14, condition="ZK-DI8-24 input ON threshold"),
)
ZK12_ON = f(
    ZK,
    1,
    "Input ON threshold ≥7V ≥14V",
    it(ZK12, "input_high_voltage", "V", lo=7, condition="ZK-DI8-12 input ON threshold"),
)
ZK24_I = f(
    ZK,
    1,
    "Static current ≤30mA ≤20mA",
    it(ZK24, "supply_current", "mA", hi=20, condition="ZK-DI8-24 static current"),
)
ZK_BAUD = f(
    ZK,
    1,
    "RS-485 baud rate：2400 / 4800 / 9600 / 19200 / 38400bps",
    it(ZK, "baud_rate", "bps", lo=2400, hi=38400, condition="selectable steps"),
)
ZK_T = f(
    ZK, 1, "Working temperature：-25～70℃", it(ZK, "operating_temperature", DEG, lo=-25, hi=70)
)
ZK_OUT = f(
    ZK,
    1,
    "Signal output to MCU：open collector, pull-up 3.3～5V, ≤50mA",
    it(ZK, "output_current", "mA", hi=50, condition="open collector output, pull-up 3.3-5 V"),
)
ZK_RT = f(ZK, 1, "Response time ≤1ms ≤1ms", it(ZK, "response_time", "ms", hi=1))
ZK_CNT = ns(ZK, 2, "Counting / high-speed pulse input is not specified.")
ZK_IP = ns(ZK, 2, "Protection class: not specified")

# --------------------------------------------------------------------------- KPT-200
KPV_V = f(
    KP,
    1,
    "Supply voltage KPT-200V 12 24 30 V",
    it(KPV, "supply_voltage", "V", lo=12, typ=24, hi=30, condition="KPT-200V row"),
)
KPR_V = f(
    KP,
    1,
    "KPT-200R 4.75 5.0 5.25 V",
    it(KPR, "supply_voltage", "V", lo=4.75, typ=5.0, hi=5.25, condition="KPT-200R row"),
)
KPR_ABS = f(
    KP,
    1,
    "Supply voltage, KPT-200R 16 V",
    it(KPR, "abs_max_supply_voltage", "V", hi=16, condition="absolute maximum"),
)
KPV_ABS = f(
    KP,
    1,
    "Supply voltage, KPT-200V 36 V",
    it(KPV, "abs_max_supply_voltage", "V", hi=36, condition="absolute maximum"),
)
KPV_I = f(
    KP,
    1,
    "Supply current KPT-200V 4 6 mA",
    it(KPV, "supply_current", "mA", typ=4, hi=6, condition="VS = 24 V"),
)
KPR_I = f(
    KP,
    1,
    "KPT-200R 2.5 3.5 mA",
    it(KPR, "supply_current", "mA", typ=2.5, hi=3.5, condition="VS = 5.0 V"),
)
KPV_OUT = f(
    KP,
    1,
    "Output voltage KPT-200V 0 10 V",
    it(KPV, "analog_output_voltage", "V", lo=0, hi=10),
)
KPR_OUT = f(
    KP,
    1,
    "KPT-200R 0.5 4.5 V",
    it(KPR, "analog_output_voltage", "V", lo=0.5, hi=4.5, condition="ratiometric at 5.0 V"),
)
KP_RT = f(
    KP,
    1,
    "Response time both 1 2 ms",
    it(KP, "response_time", "ms", typ=1, hi=2, condition="10 % to 90 %, both versions"),
)
KP_T = f(
    KP,
    2,
    "Operating temperature -40 °C to +85 °C",
    it(KP, "operating_temperature", DEG, lo=-40, hi=85, condition="environmental table"),
)
KP_STG = f(
    KP,
    2,
    "Storage temperature -40 °C to +105 °C",
    it(KP, "storage_temperature", DEG, lo=-40, hi=105),
)
KP_IP = f(
    KP,
    2,
    "Ingress protection IP67 (cable version), IP65 (Packard connector)",
    it(KP, "ip_rating", values=["IP65"], condition="Packard connector version"),
)
KP_0500 = (
    [
        it(
            KP,
            "measurement_range",
            "psi",
            lo=0,
            hi=500,
            quantity="pressure",
            condition="range code -0500",
        )
    ],
    [
        ev(KP, 2, "-0500 0 to 500 psi 1000 psi 2500 psi"),
    ],
)
KP_ATEX = ns(KP, 2, "Hazardous-location (ATEX / Class I Div 2) approval is not specified.")
KP_H2 = ns(KP, 2, "Hydrogen service is not specified.")
KPV_ADC = ns(
    KP, 2, "KPT-200V exceeds the input range of 3.3 V and 5 V microcontroller ADCs; use a divider."
)
