"""Reference facts of the hundred-and-twenty-fourth hold-out set, shared by factual and
compatibility questions. Every number was read off the generated PDFs
(``pdftotext -layout``) and each quote is on the cited page (whitespace collapsed)."""

from __future__ import annotations

from qkit import MN, NK, NP, OC, PH, PN, QD, TL, Fact, Item, ev, it

DEG = "\u00b0C"
MU = "\u00b5"
PM = "\u00b1"
OHM = "\u03a9"
ELL = "\u2026"
SQ = "\u00b2"


def f(device: str, page: int, quote: str, *items: Item) -> Fact:
    return list(items), [ev(device, page, quote)]


def note(device: str, page: int, quote: str) -> Fact:
    """A statement without numbers needed as items: evidence only."""
    return [], [ev(device, page, quote)]


# ---------------------------------------------------------------- NKM-WB24 (load-cell board)
NK_VCC = f(
    NK,
    1,
    "Supply voltage VCC analog and bridge supply 2.7 " + ELL + " 5.5 2.7 " + ELL + " 5.5 V",
    it(NK, "supply_voltage", "V", lo=2.7, hi=5.5, condition="VCC, both versions"),
)
NKS_VCC = f(
    NK,
    1,
    "Supply voltage VCC analog and bridge supply 2.7 " + ELL + " 5.5 2.7 " + ELL + " 5.5 V",
    it("NKM-WB24-S", "supply_voltage", "V", lo=2.7, hi=5.5, condition="VCC, analog and bridge"),
)
NKS_VDD = f(
    NK,
    1,
    "Logic supply VDD sets the DT / SCK level = VCC (on board) 2.6 " + ELL + " 5.5 V",
    it("NKM-WB24-S", "io_supply_voltage", "V", lo=2.6, hi=5.5, condition="VDD, DT / SCK level"),
)
NKS_3V3_NOTE = note(
    NK,
    2,
    "3.3 V hosts with the NKM-WB24-S: VCC from 5 V, VDD from the host's 3.3 V. DT then swings to "
    "3.3 V only.",
)
NKS_RATE = f(
    NK,
    1,
    "Output data rate RATE jumper open (as shipped) 10 80 SPS",
    it("NKM-WB24-S", "data_rate", "SPS", value=80, condition="RATE jumper open, as shipped"),
)
NK_FS64 = (
    [
        it(
            NK,
            "analog_input_range",
            "mV",
            lo=-33.6,
            hi=33.6,
            condition="full-scale differential, channel A, gain 64, E+ = 4.3 V",
        )
    ],
    [
        ev(NK, 1, "VIN E+ = 4.3 V, channel A, gain 64 " + PM + "33.6 mV"),
        ev(NK, 2, "27 A 64 " + PM + "33.6 mV"),
    ],
)
NK_PD = f(
    NK,
    1,
    "VCC = 5.0 V, LED removed 0.5 1.0",
    it(NK, "standby_current", "\u00b5A", typ=0.5, hi=1.0,
       condition="power-down, VCC = 5.0 V, LED removed"),
)
NKS_TOPR = f(
    NK,
    1,
    "Operating temperature board (screw terminal rated) -20 " + ELL + " +70 -40 " + ELL + " +85 "
    + DEG,
    it("NKM-WB24-S", "operating_temperature", "\u00b0C", lo=-40, hi=85, condition="board"),
)
NK_TOPR = f(
    NK,
    1,
    "Operating temperature board (screw terminal rated) -20 " + ELL + " +70 -40 " + ELL + " +85 "
    + DEG,
    it(NK, "operating_temperature", "\u00b0C", lo=-20, hi=70, condition="NKM-WB24 (red) board"),
)
NK_NOT_I2C = note(
    NK,
    2,
    "It is not I" + SQ + "C and has no address: give each board its own two host pins and do not "
    "put it on an I" + SQ + "C bus.",
)
NK_GLANCE_I2C = note(NK, 1, "Host interface DT + SCK (not I" + SQ + "C)")
NK_WIRES = note(
    NK, 2, "Keep the load-cell wires short and twisted; the board has no cable-break detection."
)

# ---------------------------------------------------------------- OCS4181 (current-sense amplifier)
OC_VCM = f(
    OC,
    1,
    "Common-mode input voltage VCM -0.2 12 26 V",
    it(OC, "analog_input_range", "V", lo=-0.2, hi=26, condition="common-mode input voltage VCM, "
       "recommended"),
)
OC_VS = f(
    OC,
    1,
    "Operating supply voltage VS 2.7 5 5.5 V",
    it(OC, "supply_voltage", "V", lo=2.7, typ=5, hi=5.5, condition="VS, recommended (nom 5 V)"),
)
OC_IQ_T = f(
    OC,
    2,
    "VSENSE = 0 V, TA = -40 to 125 " + DEG + " 400",
    it(OC, "quiescent_current", "\u00b5A", hi=400, condition="VSENSE = 0 V, TA = -40 to 125 C"),
)
OC_PKG = f(
    OC,
    1,
    "SOT-23-5 and SC-70-5",
    it(OC, "package", values=["SOT-23-5", "SC-70-5"], condition="DV and DK packages"),
)
OC_ABS_IN = f(
    OC,
    1,
    "Common-mode input voltage, VIN+ and VIN- to GND -0.3 28 V",
    it(OC, "abs_max_input_voltage", "V", lo=-0.3, hi=28,
       condition="common-mode, IN+ and IN- to GND, absolute maximum"),
)
OC_NO_SD = note(OC, 2, "The device has no shutdown pin: to save power, switch VS off.")
OC_UNIDIR = note(
    OC,
    2,
    "The OCS4181 is unidirectional; a current flowing from IN- to IN+ drives the output to its "
    "low swing limit and is not measured.",
)
OC_FILTER = note(
    OC,
    2,
    "For signals with fast common-mode steps, an RC filter at the inputs (10 " + OHM + ", 0.1 "
    + MU + "F) reduces output glitches",
)

# ---------------------------------------------------------------- MNR-33A / -33L (LDO modules)
_MN_VIN_Q = "Input voltage recommended 4.5 " + ELL + " 12 3.5 " + ELL + " 6.0 V"
MNA_VIN = f(
    MN,
    1,
    _MN_VIN_Q,
    it(MN, "supply_voltage", "V", lo=4.5, hi=12, condition="MNR-33A input, recommended"),
)
MNL_VIN = f(
    MN,
    1,
    _MN_VIN_Q,
    it("MNR-33L", "supply_voltage", "V", lo=3.5, hi=6.0, condition="MNR-33L input, recommended"),
)
MNA_ABS = f(
    MN,
    1,
    "Input voltage, absolute max. 15 6.5 V",
    it(MN, "abs_max_supply_voltage", "V", hi=15, condition="MNR-33A input"),
)
_MN_VOUT_Q = "Output voltage IOUT = 10 mA 3.3 (" + PM + "1 %) 3.3 (" + PM + "2 %) V"
MNA_VOUT = f(MN, 1, _MN_VOUT_Q, it(MN, "output_voltage", "V", value=3.3, condition="MNR-33A"))
MNL_VOUT = f(MN, 1, _MN_VOUT_Q, it("MNR-33L", "output_voltage", "V", value=3.3,
                                    condition="MNR-33L"))
_MN_IOUT_Q = "Output current, continuous see derating for MNR-33A 800 500 mA"
MNA_IOUT = f(MN, 1, _MN_IOUT_Q, it(MN, "output_current", "mA", hi=800,
                                    condition="MNR-33A, continuous (before derating)"))
MNL_IOUT = f(MN, 1, _MN_IOUT_Q, it("MNR-33L", "output_current", "mA", hi=500,
                                    condition="MNR-33L, continuous"))
MNA_IOUT_5V = (
    [it(MN, "output_current", "mA", hi=580, condition="MNR-33A, VIN 5.0 V, no heat sink, 25 C")],
    [
        ev(MN, 1, "5.0 V (USB) 580 mA 1.0 W"),
        ev(
            MN,
            2,
            "USB power bank or 5 V USB charger: the MNR-33A delivers up to 580 mA without a heat "
            "sink; the MNR-33L up to 500 mA.",
        ),
    ],
)
MNA_IOUT_9V = f(
    MN,
    1,
    "9.0 V (9 V battery / adapter) 175 mA 1.0 W",
    it(MN, "output_current", "mA", hi=175, condition="MNR-33A, VIN 9.0 V, no heat sink, 25 C"),
)
MNL_IQ = f(
    MN,
    1,
    "Quiescent current 5 mA (10 mA max) 40 " + MU + "A (70 " + MU + "A max)",
    it("MNR-33L", "quiescent_current", "\u00b5A", typ=40, hi=70,
       condition="regulator ground current, no load"),
)
MNL_DROP = f(
    MN,
    1,
    "IOUT = 300 mA 1.0 0.25",
    it("MNR-33L", "dropout_voltage", "V", typ=0.25, condition="IOUT = 300 mA"),
)
MNA_LIION = note(
    MN,
    2,
    "One Li-ion / LiPo cell (3.0 " + ELL + " 4.2 V): not enough for the MNR-33A, which needs at "
    "least 4.5 V in.",
)

# ---------------------------------------------------------------- PNX-SD28 / -SD28H (stepper carriers)
_PN_VMOT_Q = "Motor supply voltage VMOT recommended 8 " + ELL + " 35 8.2 " + ELL + " 45 V"
PN_VMOT = f(PN, 1, _PN_VMOT_Q, it(PN, "load_supply_voltage", "V", lo=8, hi=35,
                                   condition="PNX-SD28 VMOT, recommended"))
PNH_VMOT = f(PN, 1, _PN_VMOT_Q, it("PNX-SD28H", "load_supply_voltage", "V", lo=8.2, hi=45,
                                    condition="PNX-SD28H VMOT, recommended"))
PN_VMOT_ABS = f(
    PN,
    1,
    "Motor supply, absolute max. 40 47 V",
    it(PN, "abs_max_supply_voltage", "V", hi=40, condition="PNX-SD28 VMOT"),
)
PN_VDD = f(
    PN,
    1,
    "Logic supply voltage VDD 3.0 " + ELL + " 5.5 on board V",
    it(PN, "logic_supply_voltage", "V", lo=3.0, hi=5.5, condition="PNX-SD28 VDD"),
)
PN_IOUT = (
    [
        it(PN, "output_current", "A", hi=1.0, condition="PNX-SD28 per phase, no heat sink, 25 C"),
        it(PN, "output_current", "A", hi=1.5, condition="PNX-SD28 per phase, heat sink and fan"),
    ],
    [
        ev(PN, 1, "Current per phase, no heat sink, 25 " + DEG + " 1.0 1.5 A"),
        ev(PN, 1, "continuous heat sink and fan 1.5 2.2"),
    ],
)
PNH_IOUT_HS = f(
    PN,
    1,
    "continuous heat sink and fan 1.5 2.2",
    it("PNX-SD28H", "output_current", "A", hi=2.2, condition="per phase, heat sink and fan"),
)
PNH_SLEEP = f(
    PN,
    1,
    "SLEEP low 10 20 " + MU + "A max",
    it("PNX-SD28H", "standby_current", "\u00b5A", hi=20, condition="sleep, from VMOT"),
)
PN_OFFTIME = note(PN, 1, "Mixed decay with fixed off-time of 20 " + MU + "s")
PN_BENCH = note(
    PN, 2, "The continuous current ratings are measured at 25 " + DEG + " in open air on our test "
    "bench."
)
PN_3V3 = note(
    PN,
    2,
    "Does it work with 3.3 V boards (ESP32, Raspberry Pi Pico)? Yes. Power the PNX-SD28's VDD "
    "from 3.3 V;",
)

# ---------------------------------------------------------------- TLM-S62E / -S62U (LoRa modules)
TL_VCC = f(
    TL,
    1,
    "Supply voltage VCC 1.8 3.3 3.7 V",
    it(TL, "supply_voltage", "V", lo=1.8, typ=3.3, hi=3.7, condition="VCC"),
)
TL_ITX = (
    [it(TL, "supply_current", "mA", typ=118, condition="transmit at +22 dBm")],
    [
        ev(TL, 1, "+22 dBm 118"),
        ev(TL, 2, "At +22 dBm the module draws about 118 mA in bursts"),
    ],
)
TLU_BAND = f(
    TL,
    1,
    "Frequency range 863 " + ELL + " 870 902 " + ELL + " 928 MHz",
    it("TLM-S62U", "frequency_band", "MHz", lo=902, hi=928, condition="TLM-S62U"),
)
TL_SLEEP = f(
    TL,
    1,
    "configuration retained (warm start) 1.2",
    it(TL, "standby_current", "\u00b5A", typ=1.2, condition="sleep, configuration retained"),
)
TLE_SENS = f(
    TL,
    1,
    "Sensitivity LoRa SF12, BW 125 kHz -137 -136 dBm",
    it("TLM-S62E", "rx_sensitivity", "dBm", value=-137, condition="LoRa SF12, BW 125 kHz"),
)
TL_NOT5V = note(
    TL,
    2,
    "The I/O pins are not 5 V tolerant. With a 5 V host, use a level translator on SCK, MOSI, "
    "NSS and NRESET.",
)
TL_150MA = note(
    TL,
    2,
    "the supply must deliver at least 150 mA and the module needs a 10 " + MU + "F capacitor at "
    "VCC.",
)
TL_SPI = note(TL, 1, "The host controls the radio over a 4-wire SPI bus plus BUSY, DIO1 and NRESET.")

# ---------------------------------------------------------------- PHA-US05 / -US05W (ultrasonic)
_PH_VCC_Q = "Supply voltage 4.5 " + ELL + " 5.5 3.0 " + ELL + " 5.5 V"
PH_VCC = f(PH, 1, _PH_VCC_Q, it(PH, "supply_voltage", "V", lo=4.5, hi=5.5, condition="PHA-US05"))
PHW_VCC = f(PH, 1, _PH_VCC_Q, it("PHA-US05W", "supply_voltage", "V", lo=3.0, hi=5.5,
                                  condition="PHA-US05W"))
PHW_RANGE33 = f(
    PH,
    1,
    "VCC = 3.3 V " + "\u2014" + " 3 " + ELL + " 250",
    it("PHA-US05W", "measurement_range", "cm", lo=3, hi=250, quantity="distance",
       condition="VCC = 3.3 V"),
)
PHW_RANGES = (
    [
        it("PHA-US05W", "measurement_range", "cm", lo=3, hi=400, quantity="distance",
           condition="VCC = 5 V"),
        it("PHA-US05W", "measurement_range", "cm", lo=3, hi=250, quantity="distance",
           condition="VCC = 3.3 V"),
    ],
    [
        ev(PH, 1, "VCC = 5 V 2 " + ELL + " 400 3 " + ELL + " 400"),
        ev(PH, 1, "VCC = 3.3 V " + "\u2014" + " 3 " + ELL + " 250"),
        ev(PH, 2, "Does the PHA-US05W reach 4 m on 3.3 V? No, 2.5 m. For 4 m power it from 5 V."),
    ],
)
PH_IWORK = f(
    PH,
    1,
    "Working current while ranging 15 3 mA",
    it(PH, "supply_current", "mA", value=15, condition="PHA-US05, while ranging"),
)
PHW_TOPR = f(
    PH,
    1,
    "Operating temperature -10 " + ELL + " +60 -20 " + ELL + " +70 " + DEG,
    it("PHA-US05W", "operating_temperature", "\u00b0C", lo=-20, hi=70, condition="PHA-US05W"),
)
PH_WATER = note(
    PH,
    2,
    "Is it waterproof? No. The transducers are open; water and dew change the readings and "
    "corrode the mesh.",
)
PH_3V3_NOTE = note(
    PH,
    2,
    "Use a 1 k" + OHM + " / 2 k" + OHM + " divider on ECHO, or use the PHA-US05W powered from "
    "3.3 V.",
)

# ---------------------------------------------------------------- NPD-266B / -266R (e-paper)
NP_VCC = f(
    NP,
    1,
    "Module supply voltage VCC 3.0 3.3 5.5 V",
    it(NP, "supply_voltage", "V", lo=3.0, typ=3.3, hi=5.5, condition="module VCC"),
)
NP_5V_HOSTS = note(
    NP,
    1,
    "a 3.3 V regulator and a level translator on an adapter board, so it can be used with 3.3 V "
    "or 5 V hosts.",
)
NPR_REFRESH = f(
    NP,
    1,
    "Full refresh time 3 15 s",
    it("NPD-266R", "response_time", "s", value=15, condition="full refresh"),
)
NPB_SLEEP = f(
    NP,
    1,
    "Module sleep current ISLP 15 30 " + MU + "A",
    it("NPD-266B", "standby_current", "\u00b5A", typ=15, hi=30,
       condition="module sleep, panel in deep sleep, regulator and translator on"),
)
NPR_TOPR = f(
    NP,
    1,
    "Operating temperature 0 " + ELL + " 50 0 " + ELL + " 40 " + DEG,
    it("NPD-266R", "operating_temperature", "\u00b0C", lo=0, hi=40, condition="NPD-266R"),
)
NP_SPI_W = f(
    NP,
    1,
    "write 20 SPI clock frequency fSCL MHz",
    it(NP, "spi_clock_frequency", "MHz", hi=20, condition="write"),
)
NP_NOT_BELOW = note(
    NP,
    2,
    "Do not refresh the display outside its operating temperature range; the image may fade or "
    "leave ghosts.",
)

# ---------------------------------------------------------------- QDX-C8 / -C8L (CO2 modules)
_QD_VCC_Q = "Supply voltage recommended 4.5 " + ELL + " 5.5 3.0 " + ELL + " 3.6 V"
QD_VCC = f(QD, 1, _QD_VCC_Q, it(QD, "supply_voltage", "V", lo=4.5, hi=5.5, condition="QDX-C8"))
QDL_VCC = f(QD, 1, _QD_VCC_Q, it("QDX-C8L", "supply_voltage", "V", lo=3.0, hi=3.6,
                                  condition="QDX-C8L"))
QDL_PEAK = f(
    QD,
    1,
    "Peak current lamp pulse 120 160 mA",
    it("QDX-C8L", "supply_current", "mA", value=160, condition="peak, lamp pulse"),
)
QD_PREHEAT = f(
    QD,
    1,
    "to specified accuracy 180",
    it(QD, "warm_up_time", "s", value=180, condition="preheat to specified accuracy"),
)
QD_BAUD = f(
    QD,
    2,
    "UART at 9600 bps, 8 data bits, no parity, 1 stop bit.",
    it(QD, "baud_rate", "bps", value=9600, condition="UART 8N1"),
)
QD_RX = f(
    QD,
    1,
    "UART logic level TX high / RX max. 3.3 / 3.6 3.3 / 3.6 V",
    it(QD, "input_high_voltage", "V", hi=3.6, condition="RX input, maximum"),
)
QD_RX_NOTE = note(
    QD,
    1,
    "The RX input of both versions accepts at most 3.6 V. It is not 5 V tolerant",
)
QD_OUTPUTS = note(QD, 1, "NDIR CO2 Sensor Modules with UART and PWM Output")
