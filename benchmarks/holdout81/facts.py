"""Reference facts of the eighty-first hold-out set, shared by factual and
compatibility questions. Every number was read off the generated PDFs
(``pdftotext -layout``) and each quote is on the cited page; each item's numbers
all stand in one of its fact's quotes."""

from __future__ import annotations

from qkit import BL, BS, ID, LC, LL, RK, TH, WP, Fact, Item, ev, it

DEG = "\u00b0C"


def f(device: str, page: int, quote: str, *items: Item) -> Fact:
    return list(items), [ev(device, page, quote)]


def note(device: str, page: int, quote: str) -> Fact:
    """A statement without (asked) numbers: evidence only."""
    return [], [ev(device, page, quote)]


# ---------------------------------------------------------------- WPS-A20
WP_VCC = f(
    WP,
    1,
    "Operating voltage VCC 3.3 5.0 5.5 V",
    it(WP, "supply_voltage", "V", lo=3.3, typ=5.0, hi=5.5),
)
WP_I33 = f(
    WP,
    1,
    "Operating current VCC = 3.3 V 8 12 mA",
    it(WP, "supply_current", "mA", typ=8, hi=12, condition="VCC = 3.3 V"),
)
WP_I5 = f(
    WP,
    1,
    "VCC = 5.0 V 15 20 mA",
    it(WP, "supply_current", "mA", typ=15, hi=20, condition="VCC = 5.0 V"),
)
WP_RANGE_P = f(
    WP,
    1,
    "Ranging range 25 - 450 cm 25 - 400 cm",
    it("WPS-A20P", "measurement_range", "cm", lo=25, hi=400, quantity="distance"),
)
WP_BAUD = f(
    WP,
    1,
    "Serial format 9600 bps, 8N1",
    it("WPS-A20U", "baud_rate", "bps", value=9600),
)
WP_RATE = f(
    WP,
    2,
    "Frames follow each other every 100 ms, about 10 frames per second",
    it("WPS-A20U", "data_rate", "Hz", value=10, condition="about 10 frames per second"),
)
WP_IP = f(
    WP,
    1,
    "Protection class IP67 (transducer head and cable); control board: none",
    it(WP, "ip_rating", values=["IP67"], condition="transducer head and cable only"),
)
WP_TX = note(
    WP,
    2,
    "its high level follows VCC. When the sensor runs from 5 V and the host is a 3.3 V "
    "controller, put a resistor divider in the TX / ECHO line.",
)
WP_RXLOW = note(WP, 2, "Pull RX low to stop the output and reduce the current.")
WP_SLEEP_P = note(WP, 1, "Sleep current -P only, no trigger 2.5 5")
WP_BEAM = note(WP, 1, "Beam angle (-3 dB) about 40° cone")

# ---------------------------------------------------------------- LLS-8B
LL_VA = f(
    LL,
    1,
    "Napájanie strany A / VA 1.2 3.6 V Side A supply voltage",
    it(LL, "io_supply_voltage", "V", lo=1.2, hi=3.6, condition="side A, VA"),
)
LL_VA_HI = f(
    LL,
    1,
    "Napájanie strany A / VA 1.2 3.6 V Side A supply voltage",
    it(LL, "io_supply_voltage", "V", hi=3.6, condition="side A, VA, operating maximum"),
)
LL_VB = f(
    LL,
    1,
    "Napájanie strany B / VB 1.65 5.5 V Side B supply voltage",
    it(LL, "io_supply_voltage", "V", lo=1.65, hi=5.5, condition="side B, VB"),
)
LL_VAVB = note(LL, 1, "Podmienka / Condition VA ≤ VB")
LL_ABS_B = f(
    LL,
    1,
    "Napájanie strany B / Side B supply VB -0.5 ... 6.5 V",
    it(LL, "abs_max_supply_voltage", "V", hi=6.5, condition="VB, limiting value"),
)
LL_I2C = f(
    LL,
    2,
    "Yes, for standard and fast mode I2C up to 400 kHz, with at most 100 pF per side.",
    it(LL, "i2c_clock_frequency", "kHz", hi=400),
)
LL_LOAD = note(
    LL, 2, "No. The outputs are meant for CMOS inputs only; we do not rate them for a load."
)

# ---------------------------------------------------------------- BST5-2A
BS_VIN = f(BS, 1, "Input voltage 3.0 V to 5.0 V DC", it(BS, "supply_voltage", "V", lo=3.0, hi=5.0))
BS_VOUT = f(
    BS,
    1,
    "Output voltage 5.1 V ± 2 % (fixed)",
    it(BS, "output_voltage", "V", value=5.1, condition="fixed, ±2 %"),
)
BS_IOUT_HEAD = (
    "Input voltage 3.0 V 3.7 V 4.2 V 5.0 V Max. output current at 5.1 V 1.0 A 1.5 A 2.0 A 2.0 A"
)
BS_IOUT37 = f(
    BS,
    1,
    BS_IOUT_HEAD,
    it(BS, "output_current", "A", hi=1.5, condition="VIN = 3.7 V"),
)
BS_IOUT_MAX = f(
    BS,
    1,
    BS_IOUT_HEAD,
    it(BS, "output_current", "A", hi=2.0, condition="VIN = 4.2 V or 5.0 V"),
)
BS_DERATE = f(
    BS,
    1,
    "Above 50 °C ambient take no more than 1.5 A whatever the input.",
    it(BS, "output_current", "A", hi=1.5, condition="above 50 °C ambient"),
)
BS_ABS = f(
    BS,
    2,
    "Never connect more than 5.5 V to the input: that is the absolute limit of the converter IC. "
    "A 2S pack (7.4 V) or a 9 V battery destroys the board.",
    it(BS, "abs_max_supply_voltage", "V", hi=5.5, condition="input, absolute limit"),
)
BS_PI4 = note(
    BS,
    2,
    "The Pi 4 wants 5.1 V at 3 A. This board gives 2 A at best, so the Pi will show "
    "under-voltage warnings under load.",
)
BS_THERMAL = note(BS, 2, "The IC has one, the maker does not say at what temperature.")

# ---------------------------------------------------------------- THS-22
TH_VDD = f(
    TH,
    1,
    "Supply voltage VDD 3.3 5.0 5.5 V",
    it(TH, "supply_voltage", "V", lo=3.3, typ=5.0, hi=5.5),
)
TH_IMEAS = f(
    TH,
    1,
    "Supply current measuring 1.5 2.5 mA",
    it(TH, "supply_current", "mA", typ=1.5, hi=2.5, condition="measuring"),
)
TH_RH_ACC = f(
    TH,
    1,
    "Humidity accuracy 25 °C, 10 - 90 %RH ±2 ±3 %RH",
    it(
        TH,
        "accuracy",
        "%RH",
        lo=-3,
        hi=3,
        quantity="relative_humidity",
        condition="25 °C, 10-90 %RH (typ. ±2)",
    ),
)
TH_T_ACC = note(TH, 1, "Temperature accuracy -20 ... +60 °C ±0.3 ±0.5 °C")
TH_T_RANGE = f(
    TH,
    1,
    "Temperature range -40 +80 °C",
    it(TH, "measurement_range", DEG, lo=-40, hi=80, quantity="temperature"),
)
TH_IF = f(
    TH,
    1,
    "Data is sent over a single-bus (one data line) interface; it is not compatible with the "
    "Dallas 1-Wire protocol.",
    it(TH, "interface", values=["single-bus"]),
)
TH_NORMAL = f(
    TH,
    2,
    "Normal operating range: 0 - 50 °C and 20 - 80 %RH.",
    it(TH, "operating_temperature", DEG, lo=0, hi=50, condition="normal operating range"),
    it(TH, "operating_humidity", "%RH", lo=20, hi=80, condition="normal operating range"),
)
TH_CABLE = note(
    TH,
    2,
    "Cable length: up to 20 m at VDD = 5 V with a 5.1 kΩ pull-up. At VDD = 3.3 V keep the "
    "cable shorter than 1 m, otherwise readings fail.",
)
TH_WATER = note(TH, 2, "It is not waterproof.")

# ---------------------------------------------------------------- BLM-24T
BL_VCC = f(
    BL,
    1,
    "Supply voltage VCC 1.8 3.3 3.6 V",
    it(BL, "supply_voltage", "V", lo=1.8, typ=3.3, hi=3.6, condition="BLM-24T module VCC"),
)
BL_VIN_B = f(
    BL,
    1,
    "Supply voltage range 1.8 - 3.6 V 3.6 - 6.0 V",
    it("BLM-24T-B", "supply_voltage", "V", lo=3.6, hi=6.0, condition="breakout VIN"),
)
BL_BAUD = f(
    BL,
    1,
    "UART default 9600 bps, 8N1",
    it(BL, "baud_rate", "bps", value=9600, condition="default"),
)
BL_I_ADV = f(
    BL,
    1,
    "Advertising, average interval 100 ms 0.9 mA",
    it(BL, "supply_current", "mA", typ=0.9, condition="advertising, 100 ms interval, average"),
)
BL_5V = note(BL, 1, "RXD input from 5 V logic not allowed allowed (1 k / 2 k divider)")
BL_LDO = note(
    BL, 2, "The VIN pin of the BLM-24T-B must not be fed from 3.3 V: the LDO needs at least 3.6 V."
)
BL_QDID = note(BL, 2, "Bluetooth SIG qualification: listed as end product QDID pending.")

# ---------------------------------------------------------------- LCA-24
LC_VCC = f(LC, 1, "Board supply VCC 2.7 - 5.5 V", it(LC, "supply_voltage", "V", lo=2.7, hi=5.5))
LC_RATE = f(
    LC,
    1,
    "Output data rate 10 SPS (RATE jumper open) / 80 SPS (RATE jumper closed)",
    it(LC, "data_rate", "SPS", value=10, condition="RATE jumper open"),
    it(LC, "data_rate", "SPS", value=80, condition="RATE jumper closed"),
)
LC_FS64 = f(
    LC,
    1,
    "gain 64 ±40 mV",
    it(LC, "analog_input_range", "mV", lo=-40, hi=40, condition="channel A, gain 64"),
)
LC_VIH5 = f(
    LC,
    1,
    "VIH VCC = 5.0 V 3.5 V",
    it(LC, "input_high_voltage", "V", lo=3.5, condition="VCC = 5.0 V"),
)
LC_VIH33 = f(
    LC,
    1,
    "VIH VCC = 3.3 V 2.3 V",
    it(LC, "input_high_voltage", "V", lo=2.3, condition="VCC = 3.3 V"),
)
LC_WAKE = f(
    LC,
    1,
    "the first reading after wake-up is ready after 400 ms at 10 SPS or 50 ms at 80 SPS.",
    it(LC, "warm_up_time", "ms", value=400, condition="after power-down, 10 SPS"),
)
LC_33NOTE = note(
    LC,
    2,
    "With a 3.3 V board (ESP32, Pico) power the LCA-24 from the 3.3 V pin, not from 5 V: at "
    "VCC = 5 V the PD_SCK input needs 3.5 V for a high level.",
)
LC_NOADDR = note(
    LC,
    1,
    "This is a simple clocked serial interface, not I2C and not SPI, and there is no address.",
)
LC_ACC = note(LC, 2, "We do not specify a weighing accuracy: it depends on the load cell.")

# ---------------------------------------------------------------- IDV-215
ID_COILV = f(
    ID,
    1,
    "Tensione nominale / 12 V DC 24 V DC 230 V AC 50/60 Hz Rated voltage",
    it("IDV-215-12DC", "coil_voltage", "V", value=12, condition="12 V DC coil"),
)
ID_POWER = f(
    ID,
    1,
    "Potenza / Power 5.0 W 5.0 W 6 VA",
    it("IDV-215-12DC", "coil_power", "W", value=5.0),
)
ID_CURR = f(
    ID,
    1,
    "Corrente / Current 0.42 A 0.21 A 26 mA",
    it("IDV-215-12DC", "supply_current", "A", value=0.42, condition="12 V DC coil"),
)
ID_RES24 = f(
    ID,
    1,
    "Resistenza bobina (20 °C) / 28.8 Ω 115 Ω",
    it("IDV-215-24DC", "coil_resistance", "Ohm", value=115, condition="24 V DC coil, 20 °C"),
)
ID_TAMB = f(
    ID,
    1,
    "Temperatura ambiente / -10 ... +50 °C Ambient temperature",
    it(ID, "operating_temperature", DEG, lo=-10, hi=50, condition="ambient"),
)
ID_TFLUID = note(ID, 1, "Temperatura del fluido / +1 ... +80 °C Fluid temperature")
ID_CLOSE = f(
    ID,
    1,
    "Tempo di chiusura / Closing time 120 ms",
    it(ID, "response_time", "ms", value=120, condition="closing"),
)
ID_DUTY = note(ID, 1, "Servizio / Duty cycle 100 % ED 100 % ED 100 % ED")

# ---------------------------------------------------------------- RKE-11S
RK_RES = f(
    RK,
    1,
    "Resolution (pulses / 360°) 15 20",
    it("RKE-11S-2020", "resolution", "pulses", value=20, condition="pulses per 360°"),
)
RK_SW = f(
    RK,
    1,
    "Rating (push switch) 12 V DC, 50 mA",
    it(RK, "contact_voltage", "V", hi=12, condition="push switch, DC"),
    it(RK, "contact_current", "mA", hi=50, condition="push switch"),
)
RK_TOP = f(
    RK,
    1,
    "Operating temperature -30 to +85 °C",
    it(RK, "operating_temperature", DEG, lo=-30, hi=85),
)
RK_MOD_V = f(
    RK,
    1,
    "Supply (+ pin) 3.3 - 5 V",
    it("RKE-11S-M", "supply_voltage", "V", lo=3.3, hi=5),
)
