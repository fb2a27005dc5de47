"""Reference facts of the hundred-and-fifty-ninth hold-out set, shared by factual and
compatibility questions. Every number was read off the generated PDFs
(``pdftotext -layout``) and each quote is on the cited page."""

from __future__ import annotations

from qkit import AB, BB, DR, DV, LR, MG, QT, RH, Fact, Item, ev, it

DEG = "\u00b0C"
MU = "\u00b5"
PM = "\u00b1"
ELL = "\u2026"
GE = "\u2265"
NE = "\u2260"
SQ = "\u00b2"


def f(device: str, page: int, quote: str, *items: Item) -> Fact:
    return list(items), [ev(device, page, quote)]


def note(device: str, page: int, quote: str) -> Fact:
    """A statement without numbers needed as items: evidence only."""
    return [], [ev(device, page, quote)]


# ---------------------------------------------------------------- RHX3152 / RHX3152A
RH_VDD = f(
    RH,
    2,
    "Supply voltage VDD 2.15 3.3 5.5 V",
    it(RH, "supply_voltage", "V", lo=2.15, typ=3.3, hi=5.5, condition="VDD"),
)
RH_ABS = f(
    RH,
    1,
    "Supply voltage VDD -0.3 6.0 V",
    it(RH, "abs_max_supply_voltage", "V", lo=-0.3, hi=6.0, condition="VDD, absolute maximum"),
)
RH_TACC_MAX = f(
    RH,
    1,
    "T accuracy 0 "
    + ELL
    + " +65 "
    + DEG
    + " "
    + PM
    + "0.3 "
    + PM
    + "0.4 "
    + PM
    + "0.2 "
    + PM
    + "0.3",
    it(
        RH,
        "accuracy",
        DEG,
        lo=-0.4,
        hi=0.4,
        quantity="temperature",
        condition="max. tolerance, 0 ... +65 degC, RHX3152 column",
    ),
)
RH_IDLE125 = f(
    RH,
    2,
    "Idle current T = 25 "
    + DEG
    + " 0.2 2.0 IDD,idle "
    + MU
    + "A (single shot) T = 125 "
    + DEG
    + " 6.0",
    it(
        RH,
        "standby_current",
        MU + "A",
        hi=6.0,
        condition="idle current, single-shot mode, T = 125 degC",
    ),
)
RH_ADDR_HI = f(
    RH,
    2,
    "It answers at 0x46 when ADDR is tied to VSS and at 0x47 when ADDR is tied to VDD",
    it(RH, "i2c_address", values=["0x47"], condition="ADDR tied to VDD"),
)
RH_ADDR_ALL = f(
    RH,
    2,
    "It answers at 0x46 when ADDR is tied to VSS and at 0x47 when ADDR is tied to VDD",
    it(RH, "i2c_address", values=["0x46", "0x47"], condition="ADDR to VSS 0x46, ADDR to VDD 0x47"),
)
RH_TMEAS = f(
    RH,
    2,
    "high repeatability 10.2 12.8 Measurement medium repeatability 4.6 6.1 ms duration",
    it(
        RH,
        "response_time",
        "ms",
        typ=10.2,
        hi=12.8,
        condition="measurement duration, high repeatability",
    ),
)
RH_FSCL = f(
    RH,
    2,
    "SCL clock fSCL 0 1000 kHz frequency",
    it(RH, "i2c_clock_frequency", "kHz", lo=0, hi=1000, condition="fSCL"),
)
RH_5V = note(
    RH,
    2,
    "Because the chip runs from 5 V, a 5 V board can keep its whole bus at 5 V with the RHX3152 "
    "powered from 5 V; never pull the lines above VDD.",
)
RH_ALERT = note(RH, 2, "ALERT is a push-pull output referred to VDD.")

# ---------------------------------------------------------------- LRM-4C05 / LRM-4C12
LR_JD_Q = "Coil supply JD-VCC 4.75 5.0 5.25 11.4 12.0 12.6 V"
LR_JD05 = f(
    LR,
    1,
    LR_JD_Q,
    it(
        LR, "coil_voltage", "V", lo=4.75, typ=5.0, hi=5.25, condition="coil supply JD-VCC, LRM-4C05"
    ),
)
LR_JD12 = f(
    "LRM-4C12",
    1,
    LR_JD_Q,
    it(
        "LRM-4C12",
        "coil_voltage",
        "V",
        lo=11.4,
        typ=12.0,
        hi=12.6,
        condition="coil supply JD-VCC, LRM-4C12 column",
    ),
)
LR_VCC = f(
    LR,
    1,
    "Input supply VCC JD-VCC link 3.0 5.5 3.0 5.5 V Tension d'entr\u00e9e VCC removed",
    it(
        LR,
        "logic_supply_voltage",
        "V",
        lo=3.0,
        hi=5.5,
        condition="input supply VCC, JD-VCC link removed",
    ),
)
LR_IJD4 = f(
    LR,
    1,
    "1 relay on 76 34 JD-VCC current 2 relays on 150 66 mA Courant JD-VCC 4 relays on 300 132",
    it(LR, "supply_current", "mA", typ=300, condition="JD-VCC current, 4 relays on, LRM-4C05"),
)
LR_IIN = note(
    LR,
    1,
    "IN current per channel VCC = 3.3 V 1.1 1.5 1.1 1.5 mA Courant IN par voie VCC = 5.0 V 1.9 2.5 "
    "1.9 2.5",
)
LR_VIL = f(
    LR,
    1,
    "IN low level (relay on) VCC = 3.3 V 0.8 0.8 V Niveau bas IN (relais on) VCC = 5.0 V 1.5 1.5",
    it(LR, "input_low_voltage", "V", hi=0.8, condition="IN low level (relay on), VCC = 3.3 V"),
    it(LR, "input_low_voltage", "V", hi=1.5, condition="IN low level (relay on), VCC = 5.0 V"),
)
LR_VIL5 = f(
    LR,
    1,
    "IN low level (relay on) VCC = 3.3 V 0.8 0.8 V Niveau bas IN (relais on) VCC = 5.0 V 1.5 1.5",
    it(LR, "input_low_voltage", "V", hi=1.5, condition="IN low level (relay on), VCC = 5.0 V"),
)
LR_VIH_Q = (
    "IN high level (relay off) VCC = 3.3 V 2.3 2.3 V Niveau haut IN (relais off) VCC = 5.0 V "
    "4.0 4.0"
)
LR_VIH5 = f(
    LR,
    1,
    LR_VIH_Q,
    it(LR, "input_high_voltage", "V", lo=4.0, condition="IN high level (relay off), VCC = 5.0 V"),
)
LR_VIH = f(
    LR,
    1,
    LR_VIH_Q,
    it(LR, "input_high_voltage", "V", lo=2.3, condition="IN high level (relay off), VCC = 3.3 V"),
    it(LR, "input_high_voltage", "V", lo=4.0, condition="IN high level (relay off), VCC = 5.0 V"),
)
LR_7A = f(
    LR,
    1,
    "The screw terminals and the PCB tracks limit the continuous current to 7 A per channel, "
    "whatever the relay rating says.",
    it(
        LR,
        "contact_current",
        "A",
        hi=7,
        condition="continuous per channel, limited by terminals and tracks",
    ),
)
LR_CONTACT = note(LR, 1, "Rated current at 250 V AC 10 5 A")
LR_NOMOTOR = note(
    LR,
    2,
    "Ratings are for resistive loads. We give no rating for motors, transformers or lamps; add a "
    "snubber across inductive AC loads.",
)
LR_LINK33 = note(
    LR,
    2,
    "With the link fitted and VCC = 5 V a 3.3 V high level is below the 4.0 V off level and the "
    "relay stays on.",
)
LR_ESP = note(
    LR,
    2,
    "3.3 V boards (ESP32, Raspberry Pi): remove the link, feed VCC from the 3.3 V pin and JD-VCC "
    "from a separate 5 V supply.",
)
LR_ELIFE = note(LR, 1, "Electrical life at rated load 100 000 100 000 operations")

# ---------------------------------------------------------------- DVS-82 / DVS-82H
DV_VMOT_Q = "Motor supply 8 35 8.2 45 V voltage VMOT"
DV_VMOT = f(
    DV,
    1,
    DV_VMOT_Q,
    it(DV, "load_supply_voltage", "V", lo=8, hi=35, condition="VMOT, DVS-82"),
)
DV_VMOT_H = f(
    "DVS-82H",
    1,
    DV_VMOT_Q,
    it("DVS-82H", "load_supply_voltage", "V", lo=8.2, hi=45, condition="VMOT, DVS-82H column"),
)
DV_ABS_H = f(
    "DVS-82H",
    1,
    "Motor supply VMOT 35 47 V",
    it(
        "DVS-82H", "abs_max_supply_voltage", "V", hi=47, condition="VMOT, absolute maximum, DVS-82H"
    ),
)
DV_IPH_Q = (
    "no heatsink, still air 1.0 1.5 Current per phase, with heatsink 1.5 2.2 A continuous "
    "heatsink + fan 2.0 2.5"
)
DV_IPH_BARE = f(
    DV,
    1,
    DV_IPH_Q,
    it(
        DV,
        "output_current",
        "A",
        hi=1.0,
        condition="continuous per phase, no heatsink, still air, DVS-82",
    ),
)
DV_IPH_H = f(
    "DVS-82H",
    1,
    DV_IPH_Q,
    it(
        "DVS-82H",
        "output_current",
        "A",
        hi=2.2,
        condition="continuous per phase, with heatsink, DVS-82H column",
    ),
)
DV_SLEEP_H = f(
    "DVS-82H",
    1,
    "VMOT supply outputs enabled, no step 4 8 5 8 mA current sleep, nSLEEP low 2 10 5 20 "
    + MU
    + "A",
    it(
        "DVS-82H",
        "standby_current",
        MU + "A",
        typ=5,
        hi=20,
        condition="VMOT current, sleep, DVS-82H",
    ),
)
DV_VIH_H = f(
    "DVS-82H",
    1,
    "Logic input high STEP, DIR, MSx, EN, 0.7 x VDD 5.5 2.2 5.25 V voltage nRESET, nSLEEP",
    it(
        "DVS-82H",
        "input_high_voltage",
        "V",
        lo=2.2,
        hi=5.25,
        condition="logic inputs, DVS-82H column",
    ),
)
DV_BENCH = note(
    DV,
    1,
    "The continuous phase currents were measured on our bench in still air at room temperature "
    "(25 " + DEG + ") with the board lying flat.",
)
DV_5V = note(
    DV,
    2,
    "No. VMOT must be at least 8 V (8.2 V for the H); the under-voltage lockout keeps the bridges "
    "off below that.",
)
DV_NOVDD = note(
    DV,
    2,
    "DVS-82H: there is no VDD pin and no logic supply to connect; its inputs accept 3.3 V and 5 V "
    "logic.",
)

# ---------------------------------------------------------------- ABD4712 / ABD4712A
AB_VDD = f(
    AB,
    1,
    "Supply voltage VDD 2.7 5.5 V",
    it(AB, "supply_voltage", "V", lo=2.7, hi=5.5, condition="VDD"),
)
AB_IDD27 = f(
    AB,
    1,
    "Supply current, VDD = 5.5 V, no load 210 400 IDD "
    + MU
    + "A normal mode1) VDD = 2.7 V, no load "
    "190 360",
    it(
        AB,
        "supply_current",
        MU + "A",
        typ=190,
        hi=360,
        condition="normal mode, VDD = 2.7 V, no load",
    ),
)
AB_IDDP = f(
    AB,
    1,
    "Power-down IDDP PD1, PD0 " + NE + " 00, VDD = 5.5 V 0.06 2.0 " + MU + "A current",
    it(AB, "standby_current", MU + "A", typ=0.06, hi=2.0, condition="power-down, VDD = 5.5 V"),
)
AB_ADDR_A1 = f(
    "ABD4712-A1T",
    2,
    "ABD4712-A1T 01 0x62 0x63 0xC4",
    it(AB, "i2c_address", values=["0x62", "0x63"], condition="ordering code -A1T, A0 low / high"),
)
AB_ADDR_A0 = f(
    "ABD4712-A0T",
    2,
    "ABD4712-A0T 00 0x60 0x61 0xC0",
    it(AB, "i2c_address", values=["0x60", "0x61"], condition="ordering code -A0T, A0 low / high"),
)
AB_FSCL_Q = (
    "standard mode 0 100 SCL clock fSCL fast mode 0 400 kHz frequency high-speed mode 0 3400"
)
AB_FSCL_HS = f(
    AB,
    2,
    AB_FSCL_Q,
    it(AB, "i2c_clock_frequency", "kHz", lo=0, hi=3400, condition="high-speed mode"),
)
AB_FSCL = f(
    AB,
    2,
    AB_FSCL_Q,
    it(AB, "i2c_clock_frequency", "kHz", lo=0, hi=400, condition="fast mode"),
    it(AB, "i2c_clock_frequency", "kHz", lo=0, hi=3400, condition="high-speed mode"),
)
AB_TEMP_A = f(
    "ABD4712A",
    1,
    "ABD4712A "
    + PM
    + "0.5 LSB "
    + PM
    + "4 LSB -40 "
    + ELL
    + " +125 "
    + DEG
    + " AEC-Q100 Grade 1 SOT-23-6",
    it("ABD4712A", "operating_temperature", DEG, lo=-40, hi=125, condition="ABD4712A grade"),
)
AB_5V = note(
    AB,
    2,
    "SDA and SCL must stay below VDD + 0.3 V. With VDD = 3.3 V do not pull the bus up to 5 V.",
)
AB_EE = note(AB, 2, "EEPROM TA = 25 " + DEG + " 1 000 000 cycles endurance")
AB_RL = note(AB, 1, "Load resistance RL for the specified swing 2 k\u03a9")

# ---------------------------------------------------------------- DRF-24 / DRF-24P
DR_VCC_Q = "Supply voltage VCC 1.9 3.3 3.6 3.0 3.3 3.6 V"
DR_VCC = f(
    DR,
    1,
    DR_VCC_Q,
    it(DR, "supply_voltage", "V", lo=1.9, typ=3.3, hi=3.6, condition="VCC, DRF-24"),
)
DR_VCC_P = f(
    "DRF-24P",
    1,
    DR_VCC_Q,
    it("DRF-24P", "supply_voltage", "V", lo=3.0, typ=3.3, hi=3.6, condition="VCC, DRF-24P column"),
)
DR_ABS = f(
    DR,
    2,
    "Supply voltage VCC -0.3 3.6 V",
    it(
        DR,
        "abs_max_supply_voltage",
        "V",
        lo=-0.3,
        hi=3.6,
        condition="VCC, absolute maximum, both versions",
    ),
)
DR_5V = note(
    DR,
    2,
    "VCC is a 3.3 V supply; 5 V on VCC destroys the module. CE, CSN, SCK and MOSI tolerate 5 V logic, "
    "so a 5 V Arduino can drive them directly.",
)
DR_VIN = f(
    DR,
    2,
    "Voltage on CE, CSN, SCK, MOSI -0.3 5.25 V",
    it(DR, "abs_max_input_voltage", "V", lo=-0.3, hi=5.25, condition="CE, CSN, SCK, MOSI"),
)
DR_TX_Q = "PA level 3 11.3 13.0 115 135 Transmit mA PA level 0 7.0 8.5 45 55"
DR_TX_P = f(
    "DRF-24P",
    1,
    DR_TX_Q,
    it(
        "DRF-24P",
        "supply_current",
        "mA",
        typ=115,
        hi=135,
        condition="transmit, PA level 3, DRF-24P",
    ),
)
DR_TX = f(
    DR,
    1,
    DR_TX_Q,
    it(DR, "supply_current", "mA", typ=11.3, hi=13.0, condition="transmit, PA level 3, DRF-24"),
)
DR_RX = f(
    DR,
    1,
    "2 Mbps 13.5 15.0 24 28 Receive mA 250 kbps 12.6 14.0 23 27",
    it(DR, "supply_current", "mA", typ=13.5, hi=15.0, condition="receive, 2 Mbps, DRF-24"),
    it(DR, "supply_current", "mA", typ=12.6, hi=14.0, condition="receive, 250 kbps, DRF-24"),
)
DR_SENS_P = f(
    "DRF-24P",
    1,
    "250 kbps, 0.1 % BER -94 -101 RX sensitivity 1 Mbps, 0.1 % BER -85 -92 dBm 2 Mbps, 0.1 % BER "
    "-82 -89",
    it("DRF-24P", "rx_sensitivity", "dBm", typ=-92, condition="1 Mbps, 0.1 % BER, DRF-24P column"),
)
DR_SPI = f(
    DR,
    1,
    "SPI clock 0 10 0 8 MHz",
    it(DR, "spi_clock_frequency", "MHz", lo=0, hi=10, condition="DRF-24"),
)
DR_17 = f(
    "DRF-24P",
    1,
    "1) DRF-24P: +20 dBm needs VCC " + GE + " 3.3 V. At VCC = 3.0 V, PA level 3 gives +17 dBm.",
    it("DRF-24P", "tx_power", "dBm", value=17, condition="PA level 3 at VCC = 3.0 V"),
)
DR_PD = f(
    DR,
    1,
    "Power down PWR_UP = 0 0.9 1.5 4.0 6.0 " + MU + "A",
    it(DR, "standby_current", MU + "A", typ=0.9, hi=1.5, condition="power down, DRF-24"),
)
DR_WALLS = note(
    DR,
    2,
    "Range figures are for line of sight with both modules 1.5 m above open ground. We have no "
    "figures for links through walls or floors.",
)

# ---------------------------------------------------------------- BBW7110 / BBW7110E
BB_VDD = f(
    BB,
    1,
    "DVDD 2.6 5.5 Supply voltage V AVDD 2.6 5.5",
    it(BB, "supply_voltage", "V", lo=2.6, hi=5.5, condition="DVDD and AVDD"),
)
BB_FS33 = f(
    BB,
    1,
    "gain 128, AVDD = 3.3 V " + PM + "12.9 Full-scale gain 128, AVDD = 5.0 V " + PM + "19.5",
    it(
        BB,
        "analog_input_range",
        "mV",
        lo=-12.9,
        hi=12.9,
        condition="full-scale differential input, gain 128, AVDD = 3.3 V",
    ),
)
BB_RATE = f(
    BB,
    1,
    "internal oscillator, RATE = 0 10 Output data rate2) SPS internal oscillator, RATE = 1 80",
    it(BB, "data_rate", "SPS", typ=10, condition="internal oscillator, RATE = 0"),
    it(BB, "data_rate", "SPS", typ=80, condition="internal oscillator, RATE = 1"),
)
BB_PDE = f(
    "BBW7110E",
    1,
    "BBW7110E -40 " + ELL + " +105 " + DEG + " 6.0 " + MU + "A at +105 " + DEG + " SOP-16",
    it(
        "BBW7110E",
        "standby_current",
        MU + "A",
        hi=6.0,
        condition="power-down, max. at +105 degC, BBW7110E",
    ),
)
BB_NOTI2C = note(
    BB,
    2,
    "The interface is a plain clock / data link: it is not I" + SQ + "C and not SPI, and PD_SCK or "
    "DOUT must not share an I" + SQ + "C bus with other devices.",
)
BB_33 = note(
    BB,
    2,
    "For a 3.3 V system, tie VSUP, DVDD and AVDD to 3.3 V and leave BASE open; the gain-128 range "
    "then shrinks to " + PM + "12.9 mV.",
)
BB_DRIFT = note(BB, 1, "Gain drift gain 128 5 ppm/" + DEG)

# ---------------------------------------------------------------- MGB-51 / MGB-52
MG_VOUT_Q = "Output voltage IOUT = 10 mA to rated 4.90 5.05 5.20 4.85 5.05 5.25 V"
MG_VOUT = f(
    MG,
    1,
    MG_VOUT_Q,
    it(MG, "output_voltage", "V", lo=4.90, typ=5.05, hi=5.20, condition="MGB-51"),
)
MG_VOUT52 = f(
    "MGB-52",
    1,
    MG_VOUT_Q,
    it("MGB-52", "output_voltage", "V", lo=4.85, typ=5.05, hi=5.25, condition="MGB-52 column"),
)
MG_VIN = f(
    MG,
    1,
    "Input voltage 2.7 4.5 2.9 4.5 V",
    it(MG, "supply_voltage", "V", lo=2.7, hi=4.5, condition="input voltage, MGB-51"),
)
MG_IOUT_Q = (
    "VIN = 3.0 V 0.6 1.2 Output current, VIN = 3.7 V 1.0 2.0 A continuous1) VIN = 4.2 V 1.2 2.4"
)
MG_IOUT51 = f(
    MG,
    1,
    MG_IOUT_Q,
    it(MG, "output_current", "A", hi=0.6, condition="continuous, VIN = 3.0 V, MGB-51"),
    it(MG, "output_current", "A", hi=1.0, condition="continuous, VIN = 3.7 V, MGB-51"),
    it(MG, "output_current", "A", hi=1.2, condition="continuous, VIN = 4.2 V, MGB-51"),
)
MG_IOUT51_37 = f(
    MG,
    1,
    MG_IOUT_Q,
    it(MG, "output_current", "A", hi=1.0, condition="continuous, VIN = 3.7 V, MGB-51"),
)
MG_IOUT52_37 = f(
    "MGB-52",
    1,
    MG_IOUT_Q,
    it("MGB-52", "output_current", "A", hi=2.0, condition="continuous, VIN = 3.7 V, MGB-52 column"),
)
MG_IOUT52 = f(
    "MGB-52",
    1,
    MG_IOUT_Q,
    it("MGB-52", "output_current", "A", hi=1.2, condition="continuous, VIN = 3.0 V, MGB-52 column"),
    it("MGB-52", "output_current", "A", hi=2.0, condition="continuous, VIN = 3.7 V, MGB-52 column"),
    it("MGB-52", "output_current", "A", hi=2.4, condition="continuous, VIN = 4.2 V, MGB-52 column"),
)
MG_IQ = f(
    MG,
    1,
    "No-load input power LED fitted 2.3 2.6 mA current power LED removed 120 180 " + MU + "A",
    it(
        MG,
        "quiescent_current",
        MU + "A",
        typ=120,
        condition="no-load input current, power LED removed, MGB-51",
    ),
)
MG_SHDN = f(
    MG,
    1,
    "Shutdown current EN = 0 V 0.5 2 1 5 " + MU + "A",
    it(MG, "standby_current", MU + "A", typ=0.5, hi=2, condition="shutdown, EN = 0 V, MGB-51"),
)
MG_PI4 = note(
    MG,
    2,
    "Not reliably. A Pi 4 wants up to 3 A at 5.1 V; the MGB-52 gives 2 A at 3.7 V in and only 1.2 A "
    "from a nearly empty cell at 3.0 V.",
)
MG_EFF = note(MG, 1, "VIN = 3.7 V, 0.5 A 91 93 Efficiency % VIN = 3.7 V, rated current 88 91")

# ---------------------------------------------------------------- QTK-10 / QTK-10L
QT_VDD = f(
    QT,
    1,
    "Supply voltage VDD 2.0 5.5 V",
    it(QT, "supply_voltage", "V", lo=2.0, hi=5.5, condition="VDD, both versions"),
)
QT_I_L = f(
    "QTK-10L",
    1,
    "Supply current, 4.0 "
    + MU
    + "A 7.0 "
    + MU
    + "A 1.8 "
    + MU
    + "A 2.9 "
    + MU
    + "A typ. not touched",
    it(
        "QTK-10L",
        "supply_current",
        MU + "A",
        typ=1.8,
        condition="not touched, VDD = 3.3 V, QTK-10L",
    ),
)
QT_RESP_L = f(
    "QTK-10L",
    1,
    "Response time touch to output 60 ms 60 ms 220 ms 220 ms max.",
    it(
        "QTK-10L",
        "response_time",
        "ms",
        hi=220,
        condition="touch to output, QTK-10L (low-power mode)",
    ),
)
QT_VOH_Q = "Output high IOH = -4 mA 2.8 V 4.4 V 2.8 V 4.4 V min. voltage"
QT_VOH5 = f(
    QT,
    1,
    QT_VOH_Q,
    it(QT, "output_high_voltage", "V", lo=4.4, condition="IOH = -4 mA, VDD = 5.0 V"),
)
QT_VOH33 = f(
    QT,
    1,
    QT_VOH_Q,
    it(QT, "output_high_voltage", "V", lo=2.8, condition="IOH = -4 mA, VDD = 3.3 V"),
)
QT_VOL5 = f(
    QT,
    1,
    "Output low IOL = 8 mA 0.4 V 0.3 V 0.4 V 0.3 V max. voltage",
    it(QT, "output_low_voltage", "V", hi=0.3, condition="IOL = 8 mA, VDD = 5.0 V"),
)
QT_CAL = f(
    QT,
    1,
    "Calibration after do not touch the pad 0.5 s 0.5 s 0.5 s 0.5 s typ. power-up",
    it(
        QT,
        "warm_up_time",
        "s",
        typ=0.5,
        condition="calibration after power-up, do not touch the pad",
    ),
)
QT_IOL = f(
    QT,
    1,
    "Output sink current (IOL) 8 mA",
    it(QT, "output_current", "mA", hi=8, condition="output sink current IOL"),
)
QT_5V = note(
    QT,
    2,
    "SIG swings to VDD. At 5 V it gives about 5 V high, too much for 3.3 V-only inputs (ESP32, "
    "Raspberry Pi); supply the module from 3.3 V there.",
)
QT_WOOD = note(QT, 2, "We have only tested plastic and glass covers.")
QT_COVER = note(QT, 1, "Cover thickness, plastic or glass 3 mm")
QT_RELAY = note(
    QT,
    2,
    "Yes, if the relay module has its own transistor or optocoupler input that needs less than 4 mA.",
)
