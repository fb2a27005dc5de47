"""Reference facts of the seventy-sixth hold-out set, shared by factual and
compatibility questions. Every number was read off the generated PDFs
(``pdftotext -layout``) and each quote is on the cited page."""

from __future__ import annotations

from qkit import BE, JB, LT, MR, NM, RV, TG, ZG, Fact, Item, ev, it

DEG = "\u00b0C"
MU = "\u00b5"
PM = "\u00b1"
LE = "\u2264"
OHM = "\u03a9"


def f(device: str, page: int, quote: str, *items: Item) -> Fact:
    return list(items), [ev(device, page, quote)]


def note(device: str, page: int, quote: str) -> Fact:
    """A statement without numbers (or whose numbers are not asked): evidence only."""
    return [], [ev(device, page, quote)]


# ---------------------------------------------------------------- TGM-900 (GSM)
TG_VBAT = f(
    TG,
    1,
    "VBAT Supply voltage 3.4 4.0 4.4 V",
    it(TG, "supply_voltage", "V", lo=3.4, typ=4.0, hi=4.4, condition="VBAT, recommended"),
)
TG_ABS = f(
    TG,
    1,
    "Voltage on VBAT -0.3 4.7 V",
    it(TG, "abs_max_supply_voltage", "V", hi=4.7, condition="VBAT, absolute maximum"),
)
TG_PEAK = f(
    TG,
    1,
    "IVBAT(peak) Peak supply current (transmit burst) 2.0 A",
    it(TG, "supply_current", "A", hi=2.0, condition="peak, during transmit burst"),
)
TG_PEAK_PROSE = note(
    TG, 1, "the supply must deliver 2 A and the voltage drop must stay below 350 mV"
)
TG_LIION = note(TG, 1, "A single Li-ion cell (3.7 V nominal) may feed VBAT directly")
TG_NO5V = note(TG, 1, "A 5 V rail must not be connected to VBAT")
TG_DIG_ABS = f(
    TG,
    1,
    "Voltage at digital pins (UART, NETLIGHT, STATUS) -0.3 3.1 V",
    it(TG, "abs_max_input_voltage", "V", hi=3.1, condition="UART and other digital pins"),
)
TG_NOT5V = note(TG, 2, "The UART works in a 2.8 V domain and is not 5 V tolerant")
TG_TOP_N = f(
    TG,
    1,
    "Normal operation: -35 " + DEG + " ~ +75 " + DEG,
    it(TG, "operating_temperature", DEG, lo=-35, hi=75, condition="normal operation"),
)
TG_TOP_X = note(TG, 1, "Extended operation: -40 " + DEG + " ~ +85 " + DEG + " (Note 1)")
TG_SLEEP = f(
    TG,
    2,
    "Sleep mode AT+CSCLK=1, DRX = 5 1.2 mA",
    it(TG, "standby_current", "mA", typ=1.2, condition="sleep mode, DRX = 5"),
)
TG_BANDS = note(TG, 1, "TGM-900B: GSM850, EGSM900, DCS1800, PCS1900")

# ---------------------------------------------------------------- ZG-NTC10 (NTC probe)
ZG_RANGE_34 = f(
    ZG,
    1,
    "Mjerno područje vrha sonde / -40 ... +105 -40 ... +125 "
    + DEG
    + " Measuring range of the probe tip",
    it(
        "ZG-NTC10-34",
        "measurement_range",
        DEG,
        lo=-40,
        hi=125,
        quantity="temperature",
        condition="probe tip, ZG-NTC10-34",
    ),
)
ZG_CABLE = note(ZG, 1, "Temperatura kabela (PVC) / -20 ... +80 -20 ... +80 " + DEG)
ZG_ACC_39 = f(
    ZG,
    1,
    "Točnost, 0 ... +70 " + DEG + " / " + PM + "0.5 " + PM + "0.3 " + DEG,
    it(
        "ZG-NTC10-39",
        "accuracy",
        DEG,
        lo=-0.5,
        hi=0.5,
        quantity="temperature",
        condition="0 ... +70 °C, ZG-NTC10-39",
    ),
)
ZG_TAU = f(
    ZG,
    1,
    "Vremenska konstanta (voda, 63 %) / 10 10 s Thermal time constant (water, 63 %)",
    it(ZG, "response_time", "s", value=10, condition="thermal time constant in water, 63 %"),
)
ZG_IP = f(ZG, 1, "Zaštita / Protection IP68 (1 m, 1000 h)", it(ZG, "ip_rating", values=["IP68"]))

# ---------------------------------------------------------------- RVX-PWM15 (PWM motor board)
RV_VIN = f(
    RV,
    1,
    "Input voltage DC 6V - 30V DC 7V - 30V",
    it(RV, "supply_voltage", "V", lo=6, hi=30, condition="RVX-PWM15"),
)
RV_VIN_D = f(
    RV,
    1,
    "Input voltage DC 6V - 30V DC 7V - 30V",
    it("RVX-PWM15D", "supply_voltage", "V", lo=7, hi=30, condition="RVX-PWM15D"),
)
RV_NOLOAD = f(
    RV,
    1,
    "No-load current (knob at 0) 10 mA 25 mA (display on)",
    it(RV, "quiescent_current", "mA", typ=10, condition="no load, knob at 0, RVX-PWM15"),
)
RV_TOP = f(
    RV,
    1,
    "Working temperature -20 to +60 " + DEG + " -10 to +60 " + DEG,
    it(RV, "operating_temperature", DEG, lo=-20, hi=60, condition="RVX-PWM15"),
)
RV_CONT_STOCK = f(
    RV,
    1,
    "Continuous 6A 10 A 15 A",
    it(RV, "output_current", "A", hi=10, condition="continuous, stock heatsink"),
)
RV_36V = note(
    RV, 2, "A: No. 30 V is the maximum; 36 V packs reach 42 V when full and will kill the board."
)
RV_CAR = note(RV, 2, "A: Yes, 12 V is inside the range.")
RV_SCOOTER = note(RV, 2, "250 W at 24 V is about 10.5 A, so fit the fan (third column above).")

# ---------------------------------------------------------------- NMS-MX88 (8x8 LED matrix)
NM_VCC = f(
    NM,
    1,
    "Supply voltage (VCC) 4.5 - 5.5 V 4.5 - 5.5 V 4.5 - 5.5 V",
    it(NM, "supply_voltage", "V", lo=4.5, hi=5.5, condition="VCC, all versions"),
)
NM_I_R = f(
    NM,
    1,
    "Current, all dots on, intensity 15 320 mA 240 mA 1.28 A",
    it("NMS-MX88R", "supply_current", "mA", typ=320, condition="all dots on, intensity 15"),
)
NM_I_4 = f(
    NM,
    1,
    "Current, all dots on, intensity 15 320 mA 240 mA 1.28 A",
    it("NMS-MX88-4", "supply_current", "A", typ=1.28, condition="all dots on, intensity 15"),
)
NM_SPI = f(
    NM,
    1,
    "Serial clock frequency fCLK 10 MHz",
    it(NM, "spi_clock_frequency", "MHz", hi=10, condition="TLD7219 fCLK"),
)
NM_VIH = f(
    NM,
    1,
    "Logic input high voltage VIH 3.5 V",
    it(NM, "input_high_voltage", "V", lo=3.5, condition="DIN, CS, CLK"),
)
NM_33 = note(NM, 2, "The driver wants at least 3.5 V for a logic high, so 3.3 V")
NM_SHIFT = note(NM, 2, "level shifter (74HCT125 or similar)")
NM_UNO = note(NM, 1, "VCC 5V for more than two modules use an external 5 V supply")
NM_USB = note(NM, 2, "All dots on at full brightness needs 1.28 A, more than USB")

# ---------------------------------------------------------------- JBP-3S25 (3S BMS)
JB_CONT_S = f(
    JB,
    1,
    "Continuous discharge current 25 A 20 A",
    it("JBP-3S25-S", "output_current", "A", hi=25, condition="continuous discharge, -S"),
)
JB_CONT_B = f(
    JB,
    1,
    "Continuous discharge current 25 A 20 A",
    it("JBP-3S25-B", "output_current", "A", hi=20, condition="continuous discharge, -B"),
)
JB_PEAK_S = f(
    JB,
    1,
    "Max. instantaneous current (" + LE + " 1 s) 60 A 50 A",
    it("JBP-3S25-S", "peak_output_current", "A", hi=60, condition="instantaneous, <= 1 s, -S"),
)
JB_SELF_S = f(
    JB,
    1,
    "Self-consumption " + LE + " 15 " + MU + "A " + LE + " 25 " + MU + "A",
    it("JBP-3S25-S", "standby_current", "uA", hi=15, condition="self-consumption, -S"),
)
JB_RON = f(
    JB,
    1,
    "14 Main loop Resistance " + LE + " 12 m" + OHM + " B- to P-",
    it(JB, "on_resistance", "mOhm", hi=12, condition="main loop, B- to P-"),
)
JB_NOLFP = note(JB, 1, "The boards are not suitable for LiFePO4 or LTO cells.")
JB_DERATE = note(JB, 2, "In a closed pack derate by 20 %.")
JB_SERIES = note(
    JB, 2, "Series or parallel use of several boards is not covered by this specification."
)

# ---------------------------------------------------------------- MRS-320 (microwave radar)
_MR_ROW = "MRS-320 4.0 ~ 28 2.8 1 ~ 8 3.3 2 (adj.) -20 ~ +80"
_MR_L_ROW = "MRS-320L 2.7 ~ 3.6 0.08 1 ~ 5 VDD 2 (adj.) -20 ~ +70"
MR_VIN = f(MR, 1, _MR_ROW, it(MR, "supply_voltage", "V", lo=4.0, hi=28, condition="MRS-320"))
MR_VOH = f(MR, 1, _MR_ROW, it(MR, "output_high_voltage", "V", value=3.3, condition="OUT, MRS-320"))
MR_L_VDD = f(
    MR, 1, _MR_L_ROW, it("MRS-320L", "supply_voltage", "V", lo=2.7, hi=3.6, condition="MRS-320L")
)
MR_L_I = f(
    MR,
    1,
    _MR_L_ROW,
    it("MRS-320L", "supply_current", "mA", typ=0.08, condition="average, MRS-320L"),
)
MR_L_DIST = f(
    MR,
    1,
    _MR_L_ROW,
    it(
        "MRS-320L",
        "measurement_range",
        "m",
        lo=1,
        hi=5,
        quantity="distance",
        condition="detection distance, MRS-320L",
    ),
)
MR_L_ABS = f(
    MR,
    1,
    "VDD, MRS-320L: -0.3 V to 3.9 V (no reverse polarity protection)",
    it("MRS-320L", "abs_max_supply_voltage", "V", hi=3.9, condition="VDD, MRS-320L"),
)
MR_FREQ = f(
    MR,
    1,
    "Operating frequency 5.725 5.8 5.875 GHz ISM band",
    it(MR, "frequency_band", "GHz", lo=5.725, typ=5.8, hi=5.875),
)
MR_IOUT = f(
    MR,
    1,
    "Output current, OUT pin 10 mA source or sink",
    it(MR, "output_current", "mA", hi=10, condition="OUT pin, source or sink"),
)
MR_METAL = note(
    MR, 1, "Active detection through plastic, glass and thin wood. Not for use behind metal."
)

# ---------------------------------------------------------------- LT-RTC32E (RTC + EEPROM)
LT_VCC = f(
    LT,
    1,
    "Tensão de alimentação / VCC 2.3 3.3 5.5 V Supply voltage",
    it(LT, "supply_voltage", "V", lo=2.3, typ=3.3, hi=5.5, condition="VCC"),
)
LT_ADDR = f(
    LT,
    1,
    "The RTC answers at address 0x68. The EEPROM address is set with the solder pads A0, A1 "
    "and A2: all open gives 0x57 (factory state)",
    it(LT, "i2c_address", values=["0x68", "0x57"], condition="RTC fixed, EEPROM factory state"),
)
LT_IBAT = f(
    LT,
    1,
    "Corrente da bateria, VCC desligado / VBAT = 3.0 V 0.84 3.0 "
    + MU
    + "A Battery current, VCC off",
    it(LT, "standby_current", "uA", typ=0.84, hi=3.0, condition="from the backup cell, VCC off"),
)
LT_TACC = f(
    LT,
    1,
    "Sensor de temperatura, exatidão / " + PM + "3 " + DEG + " Temperature sensor accuracy",
    it(LT, "accuracy", DEG, lo=-3, hi=3, quantity="temperature", condition="temperature sensor"),
)
LT_TOP_CELL = f(
    LT,
    2,
    "With the coin cell fitted the range is limited by the cell to -20 ... +60 " + DEG + ".",
    it(LT, "operating_temperature", DEG, lo=-20, hi=60, condition="with the coin cell fitted"),
)
LT_PI = note(
    LT,
    2,
    "Power the module from the Pi's 3.3 V pin (pin 1). Because the pull-ups go to VCC, "
    "powering the module from 5 V would pull SDA and SCL of the Pi to 5 V.",
)
LT_N_CELL = note(
    LT,
    2,
    "Pilha de reserva / LIR2032 (recarregável / CR2032 (lítio / Backup cell rechargeable) "
    "lithium, primary)",
)
LT_NO_CR = note(LT, 2, "Never fit a primary CR2032 in the -C version")

# ---------------------------------------------------------------- BE-UT2 (USB-UART)
BE_BAUD = f(
    BE,
    1,
    "Baud rate 300 bit/s ... 3 Mbit/s 300 bit/s ... 1 Mbit/s",
    it(BE, "baud_rate", "bps", lo=300, hi=3000000, condition="BE-UT2"),
)
BE_3V3_ISO = f(
    BE,
    1,
    "3.3 V output pin, max. load 250 mA 60 mA",
    it("BE-UT2-ISO", "output_current", "mA", hi=60, condition="3.3 V pin, BE-UT2-ISO"),
)
BE_VOH_5 = f(
    BE,
    1,
    "Output high (IOH = -2 mA), min. 2.9 V 4.5 V",
    it(BE, "output_high_voltage", "V", lo=4.5, condition="jumper at 5V, IOH = -2 mA"),
)
BE_TOL = f(
    BE,
    1,
    "in the 3V3 setting the RXD and CTS inputs of the BE-UT2 tolerate up to 5.5 V",
    it(BE, "abs_max_input_voltage", "V", hi=5.5, condition="RXD, CTS in the 3V3 setting"),
)
BE_ESP = note(
    BE,
    2,
    "ESP32 and ESP8266 modules draw current peaks of several hundred mA during Wi-Fi transmission",
)
BE_OS = note(
    BE,
    1,
    "Drivers are built into Windows 10 / 11, macOS 10.14 or later and Linux kernels from 4.x.",
)
