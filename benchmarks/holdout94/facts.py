"""Reference facts of the ninety-fourth hold-out set, shared by factual and
compatibility questions. Every number was read off the generated PDFs
(``pdftotext -layout``) and each quote is on the cited page."""

from __future__ import annotations

from qkit import CO, GC, KZ, OD, PA, PS, SD, VA, Fact, Item, ev, it

DEG = "\u00b0C"
MU = "\u00b5"
PM = "\u00b1"
LE = "\u2264"
GE = "\u2265"


def f(device: str, page: int, quote: str, *items: Item) -> Fact:
    return list(items), [ev(device, page, quote)]


def note(device: str, page: int, quote: str) -> Fact:
    """A statement the judgment rests on, without items: evidence only."""
    return [], [ev(device, page, quote)]


def lead(label: str, dots: int, value: str) -> str:
    """A dot-leader line as pdftotext prints it (the dots count, as on the page)."""
    return f"{label} {'.' * dots} {value}"


# ---------------------------------------------------------------- TGC-CO5U
CO_RANGE = f(
    CO,
    1,
    "3 Measuring range 0 ~ 1000 ppm",
    it(CO, "measurement_range", "ppm", lo=0, hi=1000, quantity="gas_concentration"),
)
CO_VIN = f(
    CO,
    1,
    "6 Working voltage DC 3.7 ~ 5.5 V ripple < 50 mV",
    it(CO, "supply_voltage", "V", lo=3.7, hi=5.5, condition="working voltage"),
)
CO_AOUT = f(
    CO,
    1,
    "8 Analog output 0.4 ~ 2.0 V = 0 ~ 1000 ppm, linear",
    it(CO, "analog_output_voltage", "V", lo=0.4, hi=2.0, condition="Vo, 0-1000 ppm"),
)
CO_BAUD = f(
    CO,
    2,
    "Baud rate Data bits Stop bit Parity Flow control 9600 8 1 None None",
    it(CO, "baud_rate", "bps", value=9600),
)
CO_ACC_LOW = f(
    CO,
    1,
    "0 ~ 100 ppm " + PM + "5 ppm 20 " + DEG + ", after zero calibration",
    it(
        CO,
        "accuracy",
        "ppm",
        lo=-5,
        hi=5,
        quantity="gas_concentration",
        condition="0-100 ppm band, 20 °C",
    ),
)
CO_WARM = f(
    CO,
    1,
    "11 Preheat time " + LE + " 3 min Note 2",
    it(CO, "warm_up_time", "min", hi=3, condition="daily use"),
)
CO_WARM_NOTE = note(
    CO, 1, "Note 2: the preheat time applies to daily use. After storage longer than one month"
)
CO_VOH = f(
    CO,
    2,
    "TXD output high voltage VOH IOH = -1 mA 2.8 3.3 V",
    it(CO, "output_high_voltage", "V", lo=2.8, hi=3.3, condition="TXD"),
)
CO_VIH = f(
    CO,
    2,
    "RXD input high voltage VIH 2.3 3.3 V",
    it(CO, "input_high_voltage", "V", lo=2.3, hi=3.3, condition="RXD"),
)
CO_ABSIN = f(
    CO,
    2,
    "Never exceed: VIN 6.0 V; RXD and HD -0.3 ~ 3.6 V.",
    it(CO, "abs_max_input_voltage", "V", lo=-0.3, hi=3.6, condition="RXD and HD"),
)
CO_5V = note(
    CO,
    2,
    "RXD and HD are not 5 V tolerant: from a 5 V host use a resistor divider or a level shifter.",
)

# ---------------------------------------------------------------- ODB-36
OD_VM = f(
    OD,
    1,
    "Supply voltage, operating VM 12 ... 36 12 ... 36 V DC",
    it(OD, "supply_voltage", "V", lo=12, hi=36, condition="VM, both versions"),
)
OD_I6 = f(
    OD,
    1,
    "Continuous phase current Icont 6 12 A",
    it("ODB-36-6", "output_current", "A", hi=6, condition="continuous phase current"),
)
OD_I12 = f(
    OD,
    1,
    "Continuous phase current Icont 6 12 A",
    it("ODB-36-12", "output_current", "A", hi=12, condition="continuous phase current"),
)
OD_PK12 = f(
    OD,
    1,
    "Peak phase current (" + LE + " 2 s) Ipk 15 25 A",
    it("ODB-36-12", "peak_output_current", "A", hi=25, condition="2 s max"),
)
OD_ABS = f(
    OD,
    1,
    lead("Supply voltage VM, absolute, including regenerative rise", 104, "40 V"),
    it(OD, "abs_max_supply_voltage", "V", hi=40, condition="VM incl. regenerative rise"),
)
OD_10S = note(OD, 2, "A 10S pack (42 V full) is not: it is above the 40 V limit.")
OD_VIH = f(
    OD,
    2,
    "Logic high (SV as PWM, EN, DIR, BRK) VIH 2.5 5.5 V",
    it(OD, "input_high_voltage", "V", lo=2.5, hi=5.5, condition="SV as PWM, EN, DIR, BRK"),
)
OD_VIL = f(
    OD,
    2,
    "Logic low (SV as PWM, EN, DIR, BRK) VIL 0.8 V",
    it(OD, "input_low_voltage", "V", hi=0.8, condition="SV as PWM, EN, DIR, BRK"),
)
OD_3V3 = note(OD, 2, "Yes, the logic high threshold is 2.5 V, so 3.3 V PWM is recognised directly.")
OD_TOP = f(
    OD,
    1,
    "Operating ambient temperature 0 to +45 " + DEG + " with natural convection.",
    it(OD, "operating_temperature", DEG, lo=0, hi=45),
)
OD_SPEED = note(OD, 2, "SPEED Speed pulses, 3 per motor pole pair open collector, max 24 V / 10 mA")

# ---------------------------------------------------------------- PSR-2SPD
PS_VIN = f(
    PS,
    1,
    "Input voltage range 5 V to 12 V DC on VBUS",
    it(PS, "supply_voltage", "V", lo=5, hi=12, condition="VBUS"),
)
PS_VCHG = f(
    PS,
    1,
    "Charge voltage (full) 8.4 V " + PM + " 0.5 % (4.2 V per cell)",
    it(PS, "output_voltage", "V", value=8.4, condition="charge end voltage, 2S"),
)
PS_I9 = f(
    PS,
    1,
    "Max. charge current, ISET open 0.5 A 1.5 A 2.0 A",
    it(PS, "output_current", "A", hi=1.5, condition="charge current, 9 V PD, ISET open"),
)
PS_I12 = f(
    PS,
    1,
    "Max. charge current, ISET open 0.5 A 1.5 A 2.0 A",
    it(PS, "output_current", "A", hi=2.0, condition="charge current, 12 V PD, ISET open"),
)
PS_DRAIN = f(
    PS,
    1,
    "Battery drain, no input < 12 " + MU + "A",
    it(PS, "standby_current", "uA", hi=12, condition="from the pack, no input"),
)
PS_ABS = f(
    PS,
    2,
    lead("VBUS, absolute", 173, "15 V"),
    it(PS, "abs_max_supply_voltage", "V", hi=15, condition="VBUS"),
)
PS_LFP = note(
    PS,
    2,
    "Will it charge LiFePO4? No. The 8.4 V end voltage is fixed; a 2S LiFePO4 pack needs 7.2 V.",
)

# ---------------------------------------------------------------- KZB-3M
KZ_VDD = f(
    KZ,
    1,
    "Supply voltage VDD 2.0 3.3 3.6 V",
    it(KZ, "supply_voltage", "V", lo=2.0, typ=3.3, hi=3.6, condition="VDD"),
)
KZ_VDDP = f(
    KZ,
    1,
    "Supply voltage, KZB-3MP at +20 dBm * VDD 2.7 3.3 3.6 V",
    it("KZB-3MP", "supply_voltage", "V", lo=2.7, typ=3.3, hi=3.6, condition="at +20 dBm"),
)
KZ_P17 = note(KZ, 1, "* Below 2.7 V the KZB-3MP output power drops to about +17 dBm.")
KZ_ABS = f(
    KZ,
    1,
    "Supply voltage VDD -0.3 3.9 V",
    it(KZ, "abs_max_supply_voltage", "V", hi=3.9, condition="VDD"),
)
KZ_BAUD = f(
    KZ,
    2,
    "Baud rate (default) 115200 bps",
    it(KZ, "baud_rate", "bps", value=115200, condition="default"),
)
KZ_TXP = f(
    KZ,
    1,
    "Maximum output power +8 +20 dBm",
    it("KZB-3MP", "tx_power", "dBm", hi=20, condition="KZB-3MP"),
)
KZ_ITX = f(
    KZ,
    1,
    "TX current at maximum power 24 135 mA",
    it("KZB-3MP", "supply_current", "mA", typ=135, condition="TX at maximum power"),
)
KZ_SLEEP = f(
    KZ,
    2,
    "Sleep (RAM retained, sleep timer on) timer, WAKE pin, UART 1.4 " + MU + "A",
    it(KZ, "standby_current", "uA", typ=1.4, condition="sleep, RAM retained"),
)
KZ_5V = note(KZ, 2, "The digital pins are not 5 V tolerant.")

# ---------------------------------------------------------------- VA-OP8
VA_ON24 = f(
    VA,
    1,
    "Праг за вклучување / " + GE + " 15 " + GE + "8 V ON threshold (input seen as 1)",
    it("VA-OP8-24", "input_high_voltage", "V", lo=15, condition="ON threshold"),
)
VA_MAX24 = f(
    VA,
    1,
    "Макс. влезен напон / 30 15 V DC Maximum input voltage",
    it("VA-OP8-24", "abs_max_input_voltage", "V", hi=30, condition="field input"),
)
VA_MAX12 = f(
    VA,
    1,
    "Макс. влезен напон / 30 15 V DC Maximum input voltage",
    it("VA-OP8-12", "abs_max_input_voltage", "V", hi=15, condition="field input"),
)
VA_VCC = f(
    VA,
    1,
    "Напојување / 3.0 5.5 V Logic supply VCC",
    it(VA, "supply_voltage", "V", lo=3.0, hi=5.5, condition="logic side VCC"),
)
VA_TON = f(
    VA,
    1,
    "Време на вклучување / 24 V, VCC 5 V 10 20 " + MU + "s Turn-on delay",
    it(VA, "response_time", "us", typ=10, hi=20, condition="turn-on delay"),
)
VA_TOFF = f(
    VA,
    1,
    "Време на исклучување / 24 V, VCC 5 V 40 80 " + MU + "s Turn-off delay",
    it(VA, "response_time", "us", typ=40, hi=80, condition="turn-off delay"),
)
VA_TOP = f(
    VA,
    2,
    "Работна температура / Operating temperature -25 ... +70 " + DEG,
    it(VA, "operating_temperature", DEG, lo=-25, hi=70),
)
VA_PU = note(
    VA,
    2,
    "Supply the logic side from 3.3 V for an ESP32 or a Raspberry Pi, from 5 V for a 5 V Arduino.",
)
VA_12V = note(
    VA,
    2,
    "The VA-OP8-24 does not switch reliably on 12 V signals; order the VA-OP8-12 for 12 V systems.",
)

# ---------------------------------------------------------------- SDE-290B
SD_VCC = f(
    SD,
    1,
    "Supply on the VCC pin 2.3 - 3.6 V 3.3 - 5.5 V",
    it(SD, "supply_voltage", "V", lo=2.3, hi=3.6, condition="bare SDE-290B"),
)
SD_VCC5 = f(
    SD,
    1,
    "Supply on the VCC pin 2.3 - 3.6 V 3.3 - 5.5 V",
    it("SDE-290B-5V", "supply_voltage", "V", lo=3.3, hi=5.5, condition="SDE-290B-5V"),
)
SD_SLEEP5 = f(
    SD,
    1,
    "Deep-sleep current, typ. 1 " + MU + "A 45 " + MU + "A",
    it("SDE-290B-5V", "standby_current", "uA", typ=45, condition="deep sleep, SDE-290B-5V"),
)
SD_SPI = f(
    SD,
    1,
    "SCLK frequency, write fSCL 20 MHz",
    it(SD, "spi_clock_frequency", "MHz", hi=20, condition="write"),
)
SD_TOP = f(
    SD,
    2,
    "Operating 0 to 50 " + DEG + " and 35 to 65 %RH.",
    it(SD, "operating_temperature", DEG, lo=0, hi=50),
)
SD_5V = note(
    SD,
    2,
    "The bare SDE-290B is not 5 V tolerant: wiring it to a 5 V Arduino's pins damages the "
    "controller. Use the SDE-290B-5V there.",
)

# ---------------------------------------------------------------- PAS-100T
PA_SENS = f(
    PA,
    1,
    "Sensibilidade / 2.0 " + PM + " 0.1 mV/V Rated output",
    it(PA, "sensitivity", "mV/V", typ=2.0, quantity="weight", condition="load cell rated output"),
)
PA_CAP = f(
    PA,
    1,
    "Capacidade nominal / 100 kg Rated capacity",
    it(PA, "measurement_range", "kg", hi=100, quantity="weight", condition="rated capacity"),
)
PA_VS = f(
    PA,
    2,
    "Alimentación / 18 ... 30 (24) 18 ... 30 (24) V DC Supply voltage",
    it(PA, "supply_voltage", "V", lo=18, typ=24, hi=30, condition="transmitter, both versions"),
)
PA_TOP_TX = f(
    PA,
    2,
    "Temperatura de funcionamento / -20 ... +60 -20 ... +60 " + DEG + " Operating temperature",
    it("PAS-100T-A", "operating_temperature", DEG, lo=-20, hi=60, condition="transmitter"),
)
PA_VOUT = f(
    PA,
    2,
    "Sinal de saída / 0 ... 10 V 4 ... 20 mA - Output signal",
    it("PAS-100T-V", "analog_output_voltage", "V", lo=0, hi=10, condition="PAS-100T-V"),
)
PA_12V = note(PA, 2, "Neither version works from a 12 V supply: both need at least 18 V.")

# ---------------------------------------------------------------- GC9225
GC_VL = f(
    GC,
    1,
    "Operating voltage range (V DC) 14.0 ~ 27.6 14.0 ~ 27.6 16.0 ~ 27.6",
    it("GC9225-24L", "supply_voltage", "V", lo=14.0, hi=27.6, condition="operating range"),
)
GC_VH = f(
    GC,
    1,
    "Operating voltage range (V DC) 14.0 ~ 27.6 14.0 ~ 27.6 16.0 ~ 27.6",
    it("GC9225-24H", "supply_voltage", "V", lo=16.0, hi=27.6, condition="operating range"),
)
GC_IM = f(
    GC,
    1,
    "Rated current (A) 0.05 0.08 0.15",
    it("GC9225-24M", "supply_current", "A", typ=0.08, condition="rated, 24 V"),
)
GC_TOP = f(
    GC,
    1,
    lead("Operating temperature", 149, "-10 ~ +70 " + DEG),
    it(GC, "operating_temperature", DEG, lo=-10, hi=70),
)
GC_FGI = f(
    GC,
    2,
    "Max. sink current 10 mA",
    it(GC, "output_current", "mA", hi=10, condition="FG open-collector sink"),
)
GC_FGVOL = f(
    GC,
    2,
    "Output low voltage Isink = 10 mA 0.5 max. V",
    it(GC, "output_low_voltage", "V", hi=0.5, condition="FG at 10 mA"),
)
GC_PU = note(GC, 2, "Add an external pull-up resistor to any supply from 3.3 V to 24 V")
GC_NOPWM = note(GC, 2, "These fans have no PWM speed-control wire.")
