"""Reference facts of the hundred-and-twenty-seventh hold-out set, shared by factual and
compatibility questions. Every number was read off the generated PDFs
(``pdftotext -layout``) and each quote is on the cited page."""

from __future__ import annotations

from qkit import DF, GR, KH, MX, SR, VR, WQ, ZQ, Fact, Item, ev, it

DEG = "\u00b0C"
MU = "\u00b5"
PM = "\u00b1"
OHM = "\u03a9"
ELL = "\u2026"
ARROW = "\u2192"
NH3 = "NH\u2083"
DELTA = "\u0394"
SQ = "\u00b2"
LAMBDA = "\u03bb"


def f(device: str, page: int, quote: str, *items: Item) -> Fact:
    return list(items), [ev(device, page, quote)]


def note(device: str, page: int, quote: str) -> Fact:
    """A statement without numbers needed as items: evidence only."""
    return [], [ev(device, page, quote)]


# ---------------------------------------------------------------- ZMQ-41
ZQ_VCC = f(
    ZQ,
    1,
    "Supply voltage VCC heater and board 4.75 5.0 5.25 V",
    it(ZQ, "supply_voltage", "V", lo=4.75, typ=5.0, hi=5.25, condition="VCC, heater and board"),
)
ZQ_RANGE_Q = f(
    ZQ,
    1,
    "Detection range C: propane, Q: " + NH3 + " 300 " + ELL + " 10 000 10 " + ELL + " 1000 ppm",
    it(
        "ZMQ-41Q",
        "measurement_range",
        "ppm",
        lo=10,
        hi=1000,
        quantity="gas_concentration",
        condition="NH3, ZMQ-41Q column",
    ),
)
_ZQ_ICC_Q = (
    "Supply current VCC = 5.0 V, ZMQ-41C 160 180 ICC mA (module total) VCC = 5.0 V, ZMQ-41Q 170 190"
)
ZQ_ICC_Q = f(
    ZQ,
    1,
    _ZQ_ICC_Q,
    it("ZMQ-41Q", "supply_current", "mA", typ=170, hi=190, condition="module total, ZMQ-41Q row"),
)
ZQ_ICC_C = f(
    ZQ,
    1,
    _ZQ_ICC_Q,
    it("ZMQ-41C", "supply_current", "mA", typ=160, hi=180, condition="module total, ZMQ-41C row"),
)
ZQ_WARM_C = f(
    ZQ,
    1,
    "Warm-up after AO within 10 % of 60 120 s power-on its settled value",
    it(
        "ZMQ-41C",
        "warm_up_time",
        "s",
        value=60,
        condition="after power-on, AO within 10 % of its settled value, ZMQ-41C column",
    ),
)
ZQ_TOPR = f(
    ZQ,
    2,
    "Operating temperature -10 +50 " + DEG,
    it(ZQ, "operating_temperature", DEG, lo=-10, hi=50),
)
ZQ_AO = f(
    ZQ,
    1,
    "Analog output VAO clean air " + ARROW + " saturation 0.2 4.5 V",
    it(ZQ, "analog_output_voltage", "V", lo=0.2, hi=4.5, condition="AO"),
)
ZQ_ARDUINO = note(
    ZQ,
    2,
    "5 V Arduino (Uno, Nano)? Yes: VCC to 5V, GND to GND, AO to A0 and DO to any digital pin. "
    "The module draws up to 190 mA, which the 5V pin supplies on USB power.",
)
ZQ_LIION = note(
    ZQ,
    2,
    "Can I run it from a 3.7 V Li-ion cell or a 3.3 V pin? No. The heater is specified at 5 V; "
    "from one Li-ion cell (3.0 " + ELL + " 4.2 V) it runs too cool",
)
ZQ_ESP = note(
    ZQ,
    2,
    "AO reaches 4.5 V and DO is pulled up to VCC (5 V), so both need a divider (e.g. 10 k" + OHM
    + " over 20 k" + OHM + ") before they go to a 3.3 V input.",
)
ZQ_DOH = note(ZQ, 1, "DO output high VOH 10 k" + OHM + " pull-up to VCC = VCC")
ZQ_NOPPM = note(ZQ, 2, "The module is not calibrated and there is no ppm accuracy figure.")

# ---------------------------------------------------------------- WQT4085 / WQT4085H
WQ_VCC = f(
    WQ,
    1,
    "Supply voltage, WQT4085 VCC 3.0 3.3 3.6 V",
    it(WQ, "supply_voltage", "V", lo=3.0, typ=3.3, hi=3.6, condition="VCC, WQT4085 (3.3-V version)"),
)
WQ_VCC_H = f(
    WQ,
    1,
    "Supply voltage, WQT4085H VCC 4.5 5.0 5.5 V",
    it(
        "WQT4085H",
        "supply_voltage",
        "V",
        lo=4.5,
        typ=5.0,
        hi=5.5,
        condition="VCC, WQT4085H (5-V version)",
    ),
)
WQ_SHDN = f(
    WQ,
    1,
    "Shutdown current DE = 0, RE = VCC 0.05 1 0.1 1 " + MU + "A",
    it(
        WQ,
        "standby_current",
        MU + "A",
        typ=0.05,
        hi=1,
        condition="shutdown, DE = 0, RE = VCC, WQT4085 at VCC = 3.3 V",
    ),
)
WQ_ABS = f(
    WQ,
    1,
    "Supply voltage, VCC -0.3 7.0 V",
    it(WQ, "abs_max_supply_voltage", "V", lo=-0.3, hi=7.0, condition="VCC"),
)
WQ_TOPR_E = (
    [it("WQT4085EDR", "operating_temperature", DEG, lo=-40, hi=125, condition="E grade")],
    [
        ev(WQ, 1, "I grade: -40 85 Operating free-air temperature TA " + DEG + " E grade: -40 125"),
        ev(WQ, 2, "WQT4085EDR 3.3 V SOIC-8 E, -40 to 125 " + DEG),
    ],
)
WQ_ICC = f(
    WQ,
    1,
    "DE = VCC, RE = 0, no load 0.7 1.2 0.9 1.5 Supply current DE = 0, RE = 0 (receiver only) "
    "0.5 0.9 0.6 1.0 mA",
    it(
        WQ,
        "supply_current",
        "mA",
        typ=0.7,
        hi=1.2,
        condition="DE = VCC, RE = 0, no load, WQT4085 at VCC = 3.3 V",
    ),
)
WQ_VIH = f(
    WQ,
    1,
    "High-level input voltage (DI, DE, RE) VIH 2.0 5.5 V",
    it(WQ, "input_high_voltage", "V", lo=2.0, hi=5.5, condition="DI, DE, RE"),
)
WQ_LOGABS = f(
    WQ,
    1,
    "Voltage on logic inputs DI, DE, RE -0.3 6.0 V",
    it(WQ, "abs_max_input_voltage", "V", lo=-0.3, hi=6.0, condition="logic inputs DI, DE, RE"),
)
WQ_5VLOGIC = note(
    WQ,
    2,
    "The logic inputs DI, DE and RE accept 5-V levels even when VCC = 3.3 V, so a 3.3-V WQT4085 "
    "can be driven from a 5-V microcontroller; RO swings only to VCC.",
)
WQ_H33 = note(WQ, 2, "The WQT4085H needs at least 4.5 V and does not work from a 3.3-V rail.")
WQ_BUSABS = f(
    WQ,
    1,
    "Voltage on bus pins A, B -8 +13 V",
    it(WQ, "abs_max_input_voltage", "V", lo=-8, hi=13, condition="bus pins A, B"),
)
WQ_VCM = note(WQ, 1, "Bus common-mode voltage VCM -7 +12 V")
WQ_ISO = note(
    WQ,
    2,
    "The transceivers are not isolated. Nodes on separate supplies or in separate buildings must "
    "keep the ground difference plus the signal within the -7 V to +12 V common-mode range; "
    "beyond it, use an isolated transceiver.",
)
WQ_ESD = note(WQ, 1, "Bus pins protected to " + PM + "15 kV (human-body model)")

# ---------------------------------------------------------------- SRM-LD33 / SRM-LD33Q
_SR_VIN_Q = "Input voltage recommended 4.5 " + ELL + " 12 3.6 " + ELL + " 6.0 V"
SR_VIN = f(
    SR,
    1,
    _SR_VIN_Q,
    it(SR, "supply_voltage", "V", lo=4.5, hi=12, condition="VIN, SRM-LD33 column"),
)
SR_VIN_Q = f(
    SR,
    1,
    _SR_VIN_Q,
    it("SRM-LD33Q", "supply_voltage", "V", lo=3.6, hi=6.0, condition="VIN, SRM-LD33Q column"),
)
SR_VOUT = f(
    SR,
    1,
    "Output voltage IOUT = 10 mA, 25 " + DEG + " 3.3 " + PM + " 1 % 3.3 " + PM + " 2 % V",
    it(SR, "output_voltage", "V", value=3.3, condition="3V3 pad, " + PM + "1 % (SRM-LD33)"),
)
SR_IOUT = f(
    SR,
    1,
    "Output current continuous, see note 1 800 300 mA",
    it(SR, "output_current", "mA", hi=800, condition="continuous, SRM-LD33 column"),
)
SR_DROP800 = f(
    SR,
    1,
    "IOUT = 100 mA 1.0 0.05 Dropout voltage, max. IOUT = 300 mA 1.1 0.25 V IOUT = 800 mA 1.2",
    it(SR, "dropout_voltage", "V", hi=1.2, condition="max., IOUT = 800 mA, SRM-LD33 column"),
)
SR_IQ_Q = f(
    SR,
    1,
    "Quiescent current no load, typ. / max. 5 / 10 mA 1.5 / 3.0 " + MU + "A (regulator only)",
    it(
        "SRM-LD33Q",
        "quiescent_current",
        MU + "A",
        typ=1.5,
        hi=3.0,
        condition="regulator only, no load, SRM-LD33Q column",
    ),
)
SR_ABS_Q = f(
    SR,
    1,
    "Input voltage, absolute max. do not exceed 15 6.5 V",
    it("SRM-LD33Q", "abs_max_supply_voltage", "V", hi=6.5, condition="VIN, SRM-LD33Q column"),
)
SR_BANK = note(SR, 2, "A USB power bank or a 5 V phone charger is the ideal source for both boards.")
SR_ESP = note(
    SR,
    2,
    "ESP32 boards peak at about 500 mA while Wi-Fi transmits. Use the SRM-LD33 with a 5 V input; "
    "the SRM-LD33Q (300 mA) browns out.",
)
SR_12V = note(
    SR,
    2,
    "12 V adapter: SRM-LD33 only, for loads up to about 130 mA (heat, see note 1). The SRM-LD33Q "
    "is destroyed above 6.5 V.",
)
SR_COUT = note(SR, 1, "Output capacitor on board, ceramic 22 10 " + MU + "F")
SR_NOTE1 = note(SR, 1, "roughly 700 mA from a 5 V input")

# ---------------------------------------------------------------- KHB-7A / KHB-15A
KH_VM = f(
    KH,
    1,
    "Motor supply VM recommended 6 " + ELL + " 27 7 " + ELL + " 30 V",
    it(KH, "load_supply_voltage", "V", lo=6, hi=27, condition="VM, KHB-7A column"),
)
_KH_I_Q = (
    "Continuous output no heatsink, 25 " + DEG + " 7 10 A current with HS-40 heatsink, 25 " + DEG
    + " 10 15"
)
KH_I15HS = f(
    KH,
    1,
    _KH_I_Q,
    it(
        "KHB-15A",
        "output_current",
        "A",
        hi=15,
        condition="continuous, with HS-40 heatsink, 25 " + DEG + ", KHB-15A column",
    ),
)
KH_I7 = f(
    KH,
    1,
    _KH_I_Q,
    it(KH, "output_current", "A", hi=7, condition="continuous, no heatsink, KHB-7A column"),
    it(KH, "output_current", "A", hi=10, condition="continuous, HS-40 heatsink, KHB-7A column"),
)
KH_I7_BARE = f(
    KH,
    1,
    _KH_I_Q,
    it(KH, "output_current", "A", hi=7, condition="continuous, no heatsink, KHB-7A column"),
)
KH_CS = f(
    KH,
    1,
    "Current-sense output CS per A of motor current 100 50 mV/A",
    it(KH, "sensitivity", "mV/A", value=100, quantity="current", condition="CS pin, KHB-7A column"),
)
KH_VIH = f(
    KH,
    1,
    "Input high (PWM, IN1, IN2) VIH 2.0 5.5 V",
    it(KH, "input_high_voltage", "V", lo=2.0, hi=5.5, condition="PWM, IN1, IN2"),
)
KH_VCC = f(
    KH,
    1,
    "Logic supply VCC 3.0 5.5 V",
    it(KH, "logic_supply_voltage", "V", lo=3.0, hi=5.5, condition="VCC"),
)
KH_TOPR = f(
    KH,
    1,
    "Operating temperature TA -20 +70 " + DEG,
    it(KH, "operating_temperature", DEG, lo=-20, hi=70),
)
KH_PI = note(
    KH,
    2,
    "Raspberry Pi or ESP32? Yes. VIH is 2.0 V, so 3.3 V GPIOs drive PWM, IN1 and IN2 directly; "
    "power VCC from the 3.3 V pin.",
)
KH_CAR = note(
    KH,
    2,
    "Car battery? Yes. A 12 V lead-acid battery (up to 14.4 V while charging) suits both versions",
)

# ---------------------------------------------------------------- DFK-S50 / DFK-S50H
DF_TXP_H = f(
    DF,
    1,
    "Output power programmable, 1 dB steps -18 " + ELL + " +13 -2 " + ELL + " +20 dBm",
    it("DFK-S50H", "tx_power", "dBm", hi=20, condition="DFK-S50H column"),
)
DF_SENS48 = f(
    DF,
    1,
    "FSK 1.2 kbps, " + DELTA + "f = 5 kHz -120 -120 Receiver FSK 4.8 kbps, " + DELTA
    + "f = 5 kHz -116 -116 dBm sensitivity",
    it(DF, "rx_sensitivity", "dBm", value=-116, condition="FSK 4.8 kbps, deviation 5 kHz"),
)
DF_SLEEP = f(
    DF,
    1,
    "Sleep current ISLEEP all blocks off 0.1 1 " + MU + "A",
    it(DF, "standby_current", MU + "A", typ=0.1, hi=1, condition="sleep, all blocks off"),
)
_DF_TX_Q = (
    "+13 dBm (DFK-S50) 45 55 Supply current, IDD,TX +17 dBm (DFK-S50H) 95 110 mA transmit "
    "+20 dBm (DFK-S50H) 130 150"
)
DF_TX20 = f(
    DF,
    1,
    _DF_TX_Q,
    it("DFK-S50H", "supply_current", "mA", typ=130, hi=150, condition="transmit, +20 dBm"),
)
DF_TX13 = f(
    DF,
    1,
    _DF_TX_Q,
    it("DFK-S50", "supply_current", "mA", typ=45, hi=55, condition="transmit, +13 dBm (DFK-S50)"),
)
DF_SPI = f(
    DF,
    1,
    "SPI clock fSCK 10 MHz",
    it(DF, "spi_clock_frequency", "MHz", hi=10, condition="fSCK"),
)
DF_VDD = f(
    DF,
    1,
    "Supply voltage VDD 1.8 3.3 3.6 V",
    it(DF, "supply_voltage", "V", lo=1.8, typ=3.3, hi=3.6, condition="VDD"),
)
DF_VDD20 = f(
    DF,
    1,
    "Supply voltage, VDD DFK-S50H, high-power PA 2.7 3.3 3.6 V +20 dBm operation",
    it(
        "DFK-S50H",
        "supply_voltage",
        "V",
        lo=2.7,
        typ=3.3,
        hi=3.6,
        condition="VDD for +20 dBm operation, DFK-S50H",
    ),
)
DF_20NOTE = note(
    DF,
    2,
    "+20 dBm (DFK-S50H) needs VDD of at least 2.7 V. Below 2.7 V, limit the output power to "
    "+17 dBm.",
)
DF_RANGE = note(
    DF,
    2,
    "Line-of-sight range at 4.8 kbps with a " + LAMBDA + "/4 whip antenna: about 600 m (DFK-S50, "
    "+13 dBm) or 1.5 km (DFK-S50H, +20 dBm).",
)
DF_DUTY = note(
    DF,
    2,
    "In the 868 MHz band, observe the duty-cycle limit of the sub-band you transmit in (often "
    "1 %).",
)
DF_ACR = note(DF, 1, "Adjacent channel rejection 25 kHz offset 42 42 dB")
DF_TXP = note(DF, 1, "Output power programmable, 1 dB steps -18 " + ELL + " +13 -2 " + ELL
              + " +20 dBm")

# ---------------------------------------------------------------- MXU6071
MX_VDD = f(
    MX,
    1,
    "Supply voltage VDD 1.7 1.8 3.6 V",
    it(MX, "supply_voltage", "V", lo=1.7, typ=1.8, hi=3.6, condition="VDD"),
)
_MX_ADDR_Q = "0x52 for the MXU6071-0 and 0x53 for the MXU6071-1"
MX_ADDR1 = f(MX, 2, _MX_ADDR_Q, it("MXU6071-1", "i2c_address", values=["0x53"], condition="-1"))
MX_ADDR0 = f(MX, 2, _MX_ADDR_Q, it("MXU6071-0", "i2c_address", values=["0x52"], condition="-0"))
MX_CONV18 = f(
    MX,
    1,
    "Resolution 20 bit 19 bit 18 bit 17 bit 16 bit 13 bit Conversion time 400 ms 200 ms 100 ms "
    "50 ms 25 ms 12.5 ms",
    it(MX, "response_time", "ms", value=100, condition="conversion time at 18-bit resolution"),
)
MX_LUX = f(
    MX,
    1,
    "Illuminance range ALS, gain 18 " + ELL + " gain 1 0.02 78 000 lx",
    it(
        MX,
        "measurement_range",
        "lx",
        lo=0.02,
        hi=78000,
        quantity="illuminance",
        condition="ALS channel, gain 18 ... gain 1",
    ),
)
MX_FSCL = f(
    MX,
    1,
    "I" + SQ + "C clock frequency fSCL 400 kHz",
    it(MX, "i2c_clock_frequency", "kHz", hi=400, condition="fSCL"),
)
MX_ABS = f(
    MX,
    2,
    "Supply voltage VDD -0.3 4.0 V",
    it(MX, "abs_max_supply_voltage", "V", lo=-0.3, hi=4.0, condition="VDD"),
)
MX_NOT5V = note(
    MX,
    2,
    "SDA and SCL are not 5 V tolerant. Pull them up to VDD (1.7 to 3.6 V) only; with a 5 V host, "
    "use a level shifter.",
)
MX_ICC = f(
    MX,
    1,
    "Supply current, IDD 20-bit, gain 18, active 110 140 " + MU + "A UV mode",
    it(MX, "supply_current", MU + "A", typ=110, hi=140, condition="UV mode, active"),
)
MX_SENS = note(MX, 1, "UV sensitivity 20-bit, gain 18 2300 counts/UVI")
MX_WINDOW = note(
    MX,
    2,
    "Window: ordinary glass and most plastics absorb UVB. Use quartz, UV-grade PMMA or a thin "
    "PTFE diffuser over the sensor.",
)

# ---------------------------------------------------------------- GRL-3M / GRL-3MH
GR_VLED = f(
    GR,
    1,
    "LED supply V+ recommended 5 " + ELL + " 24 5 " + ELL + " 24 V",
    it(GR, "load_supply_voltage", "V", lo=5, hi=24, condition="V+ (strip supply)"),
)
GR_IALL = f(
    GR,
    1,
    "Output current one channel on 4 8 A per channel all three channels on 3 6",
    it(GR, "output_current", "A", hi=3, condition="per channel, all three channels on, GRL-3M"),
)
GR_RDS_H = f(
    GR,
    1,
    "MOSFET on-resistance VGS = 4.5 V, typ. 28 9 m" + OHM,
    it("GRL-3MH", "on_resistance", "m" + OHM, typ=9, condition="VGS = 4.5 V, GRL-3MH column"),
)
GR_VIH = f(
    GR,
    1,
    "Input high voltage strip fully on 2.2 5.5 V",
    it(GR, "input_high_voltage", "V", lo=2.2, hi=5.5, condition="R, G, B inputs"),
)
GR_ESP = note(
    GR,
    2,
    "ESP32, Raspberry Pi or other 3.3 V boards? Yes. The inputs switch fully on from 2.2 V, so "
    "connect the GPIOs straight to J2.",
)
GR_WS = note(
    GR,
    2,
    "Addressable strips (WS2812B, SK6812, WS2811)? No. They need a data signal, not three "
    "switched channels",
)
GR_VDS = note(GR, 1, "MOSFET drain-source VDS 40 40 V voltage rating")

# ---------------------------------------------------------------- VRT3208 / VRT3208T
VR_ADDR = f(
    VR,
    2,
    "The VRT3208 answers at the 7-bit address 0x52; the first byte of a transfer is A4h to write "
    "and A5h to read.",
    it(VR, "i2c_address", values=["0x52"], condition="7-bit, fixed"),
)
_VR_BKP_Q = "Backup current VBAT = 3.0 V, VDD = 0, CLKOUT off 0.35 0.8 1.5 2.8 " + MU + "A"
VR_BKP_T = f(
    VR,
    1,
    _VR_BKP_Q,
    it(
        "VRT3208T",
        "standby_current",
        MU + "A",
        typ=1.5,
        hi=2.8,
        condition="backup from VBAT = 3.0 V, VDD = 0, CLKOUT off, VRT3208T column",
    ),
)
VR_BKP = f(
    VR,
    1,
    _VR_BKP_Q,
    it(
        VR,
        "standby_current",
        MU + "A",
        typ=0.35,
        hi=0.8,
        condition="backup from VBAT = 3.0 V, VDD = 0, CLKOUT off, VRT3208 column",
    ),
)
VR_VBAT = f(
    VR,
    1,
    "Backup supply voltage VBAT 1.3 3.0 5.5 V",
    it(VR, "supply_voltage", "V", lo=1.3, typ=3.0, hi=5.5, condition="VBAT, backup supply"),
)
VR_VDD = f(
    VR,
    1,
    "Supply voltage, interface active VDD 1.8 3.3 5.5 V",
    it(VR, "supply_voltage", "V", lo=1.8, typ=3.3, hi=5.5, condition="VDD, interface active"),
)
VR_CR2032 = note(
    VR,
    2,
    "A CR2032 lithium coin cell (3.0 V, about 220 mAh) on VBAT keeps a VRT3208 running for about "
    "10 years",
)
VR_5V = note(
    VR,
    2,
    "SDA, SCL and INT tolerate 5.5 V whatever the VDD, so the VRT3208 can sit on a 5 V bus as well "
    "as a 3.3 V bus.",
)
VR_ACC = note(VR, 1, "With the recommended 12.5 pF crystal, a VRT3208 typically keeps " + PM
              + "20 ppm at 25 " + DEG + ".")
VR_LEAP = note(VR, 1, "Seconds to years with leap-year correction up to 2099")
