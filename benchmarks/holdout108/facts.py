"""Reference facts of the hundred-and-eighth hold-out set, shared by factual and
compatibility questions. Every number was read off the generated PDFs
(``pdftotext -layout``) and each quote is on the cited page."""

from __future__ import annotations

from qkit import GJ, HR, KR, NL, PD, TF, TM, WT, Fact, Item, ev, it

DEG = "\u00b0C"
MU = "\u00b5"
PM = "\u00b1"
GE = "\u2265"


def f(device: str, page: int, quote: str, *items: Item) -> Fact:
    return list(items), [ev(device, page, quote)]


def note(device: str, page: int, quote: str) -> Fact:
    """A statement without numbers of its own in the answer: evidence only."""
    return [], [ev(device, page, quote)]


# ---------------------------------------------------------------- WTR-2401
WT_VCC = f(
    WT,
    1,
    "Operating voltage 1.9~3.6 2.0~3.6 V",
    it(WT, "supply_voltage", "V", lo=1.9, hi=3.6, condition="WTR-2401 (PCB antenna)"),
)
WT_PA_VCC = f(
    WT,
    1,
    "Operating voltage 1.9~3.6 2.0~3.6 V",
    it("WTR-2401PA", "supply_voltage", "V", lo=2.0, hi=3.6, condition="WTR-2401PA column"),
)
WT_ABS = f(
    WT,
    2,
    "Supply voltage VCC -0.3~3.9 V",
    it(WT, "abs_max_supply_voltage", "V", hi=3.9, condition="VCC, absolute maximum"),
)
WT_VI = f(
    WT,
    2,
    "Input voltage on signal pins VI -0.3~5.25 V",
    it(WT, "abs_max_input_voltage", "V", hi=5.25, condition="signal pins, absolute maximum"),
)
WT_VCC_NOT5 = note(WT, 1, "the VCC pin is NOT 5V tolerant")
WT_SIG5 = note(WT, 1, "are 5V tolerant and can be wired straight to 5V MCU I/O")
WT_TX12 = f(
    WT,
    1,
    "01 -12 dBm 7.5 mA",
    it(WT, "supply_current", "mA", typ=7.5, condition="TX at -12 dBm (RF_PWR = 01)"),
)
WT_PA_TX = f(
    WT,
    1,
    "TX current at max. output power 11.3 115 mA",
    it("WTR-2401PA", "supply_current", "mA", typ=115, condition="TX at max. output power"),
)
WT_PA_SENS = f(
    WT,
    1,
    "250kbps -94 -104 dBm",
    it("WTR-2401PA", "rx_sensitivity", "dBm", typ=-104, condition="250 kbps"),
)

# ---------------------------------------------------------------- HRT3240
HR_VCC = f(
    HR,
    1,
    "Supply voltage VCC 2.3 3.3 5.5 V",
    it(HR, "supply_voltage", "V", lo=2.3, typ=3.3, hi=5.5, condition="VCC"),
)
HR_VBAT = note(HR, 1, "Backup supply voltage VBAT 2.3 3.0 5.5 V")
HR_ADDR = f(
    HR,
    1,
    "The device answers at the fixed 7-bit address 1101000b (0x68)",
    it(HR, "i2c_address", None, values=["0x68"], condition="fixed"),
)
HR_IBAT = f(
    HR,
    2,
    "Timekeeping battery IBATT EN32kHz = 0, VBAT = 3.0 V 0.84 3.0 " + MU + "A current (Note 3)",
    it(HR, "standby_current", "uA", typ=0.84, hi=3.0, condition="from VBAT = 3.0 V, EN32kHz = 0"),
)
HR_ACC_I = f(
    HR,
    2,
    "-40 "
    + DEG
    + " to 0 "
    + DEG
    + " and +40 "
    + DEG
    + " to +85 "
    + DEG
    + ", HRT3240I -3.5 +3.5 ppm",
    it(
        "HRT3240I",
        "accuracy",
        "ppm",
        lo=-3.5,
        hi=3.5,
        condition="frequency stability, -40 to 0 and +40 to +85 °C",
    ),
)
HR_ACC_C = f(
    HR,
    2,
    "+40 " + DEG + " to +70 " + DEG + ", HRT3240C -3.0 +3.0 ppm",
    it(
        "HRT3240C",
        "accuracy",
        "ppm",
        lo=-3.0,
        hi=3.0,
        condition="frequency stability, +40 to +70 °C",
    ),
)
HR_ICCA = f(
    HR,
    2,
    "Active supply current ICCA VCC = 3.63 V 200 " + MU + "A",
    it(HR, "supply_current", "uA", hi=200, condition="active, VCC = 3.63 V"),
)

# ---------------------------------------------------------------- KR-2R5
KR_VCC = f(
    KR,
    1,
    "Voltadur boueta 4.75 ~ 5.25 4.75 ~ 5.25 V Supply voltage VCC",
    it(KR, "supply_voltage", "V", lo=4.75, hi=5.25, condition="VCC"),
)
KR_COIL = f(
    KR,
    1,
    "Red ar bobinenn, dre relez 71 30 mA Coil current, per relay",
    it(KR, "supply_current", "mA", typ=71, condition="coil current per relay, KR-2R5"),
)
KR_BOTH = f(
    KR,
    1,
    "the controller's 5 V pin must supply both coils (up to 142 mA for KR-2R5)",
    it(KR, "supply_current", "mA", hi=142, condition="both coils on, jumper fitted"),
)
KR_AC = f(
    KR,
    1,
    "Red treuzkas / AC 10 A 250 V AC 3 A 250 V AC",
    it(KR, "contact_current", "A", hi=10, condition="resistive, 250 V AC"),
    it(KR, "contact_voltage", "V", hi=250, condition="AC"),
)
KR_M_AC = f(
    KR,
    1,
    "Red treuzkas / AC 10 A 250 V AC 3 A 250 V AC",
    it("KR-2R5-M", "contact_current", "A", hi=3, condition="resistive, 250 V AC"),
    it("KR-2R5-M", "contact_voltage", "V", hi=250, condition="AC"),
)
KR_M_DC = f(
    KR,
    1,
    "Red eeun / DC 10 A 30 V DC 3 A 30 V DC",
    it("KR-2R5-M", "contact_current", "A", hi=3, condition="resistive, 30 V DC"),
    it("KR-2R5-M", "contact_voltage", "V", hi=30, condition="DC"),
)
KR_IND = f(
    KR,
    1,
    "For motors, pumps and solenoid valves (inductive loads) use at most 3 A (KR-2R5)",
    it(KR, "contact_current", "A", hi=3, condition="inductive loads"),
)
KR_REL = f(
    KR,
    1,
    "Live laza\u00f1 (IN) " + GE + " 3.5 / open " + GE + " 3.5 / open V Release level (IN)",
    it(KR, "input_high_voltage", "V", lo=3.5, condition="release level, VCC = 5 V"),
)
KR_33 = note(
    KR,
    2,
    "With the jumper fitted and VCC at 5 V, a 3.3 V high level does not switch the "
    "optocoupler off reliably and the relay may stay on",
)

# ---------------------------------------------------------------- GJ7112
GJ_VDD = f(
    GJ,
    2,
    "Power supply voltage DVDD 2.6 5.5 V AVDD, VSUP 2.6 5.5 V",
    it(GJ, "supply_voltage", "V", lo=2.6, hi=5.5, condition="DVDD, AVDD, VSUP"),
)
GJ_RATE = f(
    GJ,
    2,
    "Output data rate Internal oscillator, RATE = 0 10 Hz Internal oscillator, RATE = DVDD 80 Hz",
    it(GJ, "data_rate", "Hz", typ=10, condition="RATE = 0"),
    it(GJ, "data_rate", "Hz", typ=80, condition="RATE = DVDD"),
)
GJ_FS = f(
    GJ,
    1,
    "25 A 128 " + PM + "20mV",
    it(
        GJ,
        "analog_input_range",
        "mV",
        lo=-20,
        hi=20,
        condition="differential, gain 128, AVDD = 5 V",
    ),
)
GJ_RES = f(GJ, 1, "24-bit A/D Converter for Weigh Scales", it(GJ, "resolution", "bit", value=24))

# ---------------------------------------------------------------- PDA3570
PD_VDD = f(
    PD,
    2,
    "Supply Voltage Range VDD Guaranteed by PSRR test 2.5 5.5 V",
    it(PD, "supply_voltage", "V", lo=2.5, hi=5.5, condition="VDD"),
)
PD_ABS = f(
    PD,
    1,
    "VDD to GND" + "." * 175 + "-0.3 V to +6.0 V",
    it(PD, "abs_max_supply_voltage", "V", hi=6.0, condition="VDD to GND"),
)
PD_IQ = f(
    PD,
    2,
    "Quiescent Current IDD No load, no signal 2.4 3.5 mA",
    it(PD, "quiescent_current", "mA", typ=2.4, hi=3.5, condition="VDD = 5 V, no load"),
)
PD_VIH = f(
    PD,
    2,
    "VIH BCLK, LRCLK, DIN 1.3 V",
    it(PD, "input_high_voltage", "V", lo=1.3, condition="BCLK, LRCLK, DIN"),
)
PD_VIL = f(
    PD,
    2,
    "VIL BCLK, LRCLK, DIN 0.6 V",
    it(PD, "input_low_voltage", "V", hi=0.6, condition="BCLK, LRCLK, DIN"),
)

# ---------------------------------------------------------------- TMD6621FNG
TM_VM = f(
    TM,
    2,
    "VM 2.5 5 13.5 V",
    it(TM, "load_supply_voltage", "V", lo=2.5, typ=5, hi=13.5, condition="VM, operating range"),
)
TM_VM_ABS = f(
    TM,
    2,
    "Supply voltage VM 15 V",
    it(TM, "abs_max_supply_voltage", "V", hi=15, condition="VM, absolute maximum"),
)
TM_VCC = f(
    TM,
    2,
    "Supply voltage VCC 2.7 3 5.5 V",
    it(TM, "logic_supply_voltage", "V", lo=2.7, typ=3, hi=5.5, condition="VCC"),
)
TM_IOUT = f(
    TM,
    2,
    "Output current IOUT 1.2 A Per 1 ch",
    it(TM, "output_current", "A", hi=1.2, condition="average, per channel, absolute maximum"),
)
TM_PEAK = f(
    TM,
    2,
    "3.2 A tw = 10 ms single pulse",
    it(TM, "peak_output_current", "A", hi=3.2, condition="tw = 10 ms single pulse"),
)
TM_NOTE = note(TM, 2, "The 3.2 A single-pulse value is not a continuous rating")

# ---------------------------------------------------------------- NLN-HS2
NL_VCC = f(
    NL,
    1,
    "Tensi\u00f3n d'alimentaci\u00f3n / Supply voltage 3.3 ~ 5.5 V DC",
    it(NL, "supply_voltage", "V", lo=3.3, hi=5.5),
)
_NL_AOUT = "AOUT n'aire secu / 2.20 2.95 V AOUT in dry air AOUT n'agua / 0.95 1.35 V AOUT in water"
NL_AOUT5 = f(
    NL,
    1,
    _NL_AOUT,
    it(
        NL,
        "analog_output_voltage",
        "V",
        lo=1.35,
        hi=2.95,
        condition="VCC = 5.0 V, water to dry air",
    ),
)
NL_AOUT33 = f(
    NL,
    1,
    _NL_AOUT,
    it(
        NL,
        "analog_output_voltage",
        "V",
        lo=0.95,
        hi=2.20,
        condition="VCC = 3.3 V, water to dry air",
    ),
)
NL_I33 = f(
    NL,
    1,
    "Corriente / Supply current 4.5 5.2 mA",
    it(NL, "supply_current", "mA", typ=4.5, condition="VCC = 3.3 V"),
)
NL_ESP = note(
    NL,
    2,
    "power it from the 3.3 V pin; AOUT then stays below 2.2 V, inside the range of the ESP32 "
    "ADC with 11 dB attenuation",
)
NL_IP = note(NL, 2, "No ingress protection rating is given.")

# ---------------------------------------------------------------- TF-9G
TF_VCC = f(
    TF,
    1,
    "1-3 Operating voltage range 4.8 V ~ 6.0 V DC",
    it(TF, "supply_voltage", "V", lo=4.8, hi=6.0),
)
TF_ABS = f(
    TF,
    2,
    "Absolute voltage range 4.2 V ~ 6.6 V",
    it(TF, "abs_max_supply_voltage", "V", hi=6.6, condition="absolute voltage range"),
)
TF_2S = note(TF, 2, "A 2S Li-Po pack must not be connected directly; use a 5 V or 6 V BEC.")
TF_STALL = "4-4 Stall current (at locked) 650 800 700 900 mA"
TF_MG_STALL6 = f(
    TF, 1, TF_STALL, it("TF-9MG", "supply_current", "mA", typ=900, condition="stall at 6.0 V")
)
TF_STALL48 = f(
    TF, 1, TF_STALL, it(TF, "supply_current", "mA", typ=650, condition="stall at 4.8 V, TF-9G")
)
TF_TOP = f(
    TF,
    1,
    "1-2 Operating temperature range -10 " + DEG + " ~ 50 " + DEG,
    it(TF, "operating_temperature", DEG, lo=-10, hi=50),
)
TF_VIH = f(
    TF,
    2,
    "5-8 Control signal high level 2.8 V min. (3.3 V / 5 V logic)",
    it(TF, "input_high_voltage", "V", lo=2.8, condition="control signal"),
)
