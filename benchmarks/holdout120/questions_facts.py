"""Factual questions of the hundred-and-twentieth hold-out set (42: 34 with items, 8
whose answer is not in the sheets)."""

from __future__ import annotations

import facts as F
from qkit import BL, DA, DD, FL, IE, LD, NT, SD, US, Fact, join, q

E, M, H = "easy", "medium", "hard"
N = iter(range(1, 100))


def fq(diff: str, text: str, devs: list[str], *facts: Fact, note: str = "") -> None:
    items, evidence = join(*facts)
    q("f", next(N), diff, "simple", text, devs, items, evidence, note=note)


def ie(diff: str, text: str, devs: list[str], note: str, *facts: Fact) -> None:
    evidence = join(*facts)[1] if facts else []
    q("f", next(N), diff, "simple", text, devs, [], evidence, IE, note)


# ---------------------------------------------------------------- OKV-US72
fq(
    E,
    "What supply voltage does the OKV-US72 ultrasonic module work from?",
    [US],
    F.US_VCC,
    note="the 6.0 V absolute maximum is the look-alike",
)
fq(
    E,
    "okv-us72 measuring range?",
    [US],
    F.US_RANGE,
    note="the OKV-US72S column (3 to 600 cm) and the 350 cm at 3.3 V in the FAQ are look-alikes",
)
fq(
    M,
    "how much current does the okv-us72s pull once i send it the sleep command?",
    [US],
    F.US_SLEEP,
    note="idle 1.9 mA (waiting for trigger) and 5.8 / 15 mA while ranging are look-alikes",
)
fq(
    H,
    "How far can the trigger / echo OKV-US72 measure when it is powered from 3.3 V instead of 5 V?",
    [US],
    F.US_RANGE33,
    note="only in the FAQ; the table's 450 cm is for the module in general",
)
ie(
    E,
    "What operating humidity range is the OKV-US72 rated for?",
    [US],
    "the FAQ says outright that no humidity rating is given; the -10 ... +60 C operating "
    "range is temperature only",
    F.US_HUMID,
)

# ---------------------------------------------------------------- SMR7612
fq(
    E,
    "What is the supply voltage range of the SMR7612 DAC?",
    [DA],
    F.DA_VDD,
    note="the 6.5 V absolute maximum is the look-alike",
)
fq(
    E,
    "smr7612 current in software shutdown?",
    [DA],
    F.DA_SHDN,
    note="the operating input current 350 / 700 uA (SMR7612) and 175 / 350 uA (SMR7611) are "
    "look-alikes",
)
fq(
    M,
    "What is the maximum SPI clock of the SMR7612 when it runs from 3.3 V?",
    [DA],
    F.DA_SCK33,
    note="20 MHz applies only at VDD = 4.5 to 5.5 V (also in the feature list)",
)
fq(
    M,
    "How much supply current does the dual-channel SMR7612 draw with both outputs active?",
    [DA],
    F.DA_IDD2,
    note="the SMR7611 row (175 / 350 uA) and the '175 uA per channel' feature are look-alikes",
)
fq(
    H,
    "smr7612 output settling time?",
    [DA],
    F.DA_SETTLE,
    note="the slew rate 0.55 V/us and the SPI timing rows are not the settling time",
)
ie(
    E,
    "What is the voltage of the SMR7612's internal reference?",
    [DA],
    "the description says the devices have no internal reference (external VREFA / VREFB); "
    "VREF = 2.048 V is only a test condition",
    F.DA_NOREF,
)

# ---------------------------------------------------------------- EYR6150
fq(
    E,
    "What input voltage range is the EYR6150 regulator rated to operate from?",
    [LD],
    F.LD_VIN,
    note="the 6.5 V absolute maximum is the look-alike",
)
fq(
    E,
    "eyr6150 quiescent current",
    [LD],
    F.LD_IQ,
    note="ground current at 500 mA (250 / 400 uA) and shutdown current (0.05 / 1 uA) are "
    "look-alikes",
)
fq(
    M,
    "What is the dropout voltage of the EYR6150-33 at a 500 mA load?",
    [LD],
    F.LD_DO500,
    note="rows for 100 mA and 300 mA are stacked in the same cell; the name wraps over two lines",
)
fq(
    H,
    "How much continuous output current can the EYR6150 deliver in the SOT-23-5 package?",
    [LD],
    F.LD_IOUT23,
    note="recommended conditions in column groups per package; 500 mA is SOT-89-5 only "
    "(and is the headline figure)",
)
ie(
    M,
    "What is the EYR6150's power-supply rejection at 100 kHz?",
    [LD],
    "PSRR is given only at 1 kHz (70 dB)",
    F.LD_PSRR,
)

# ---------------------------------------------------------------- QRS-SD47
fq(
    E,
    "qrs-sd47 motor supply voltage range?",
    [SD],
    F.SD_VMOT,
    note="40 V absolute maximum and the 3.0-5.5 V logic supply are look-alikes",
)
fq(
    E,
    "What logic supply voltage does the QRS-SD47 stepper driver need?",
    [SD],
    F.SD_VDD,
)
fq(
    H,
    "How much continuous current per phase can the QRS-SD47H supply when it has its heat sink "
    "and a fan blowing on it?",
    [SD],
    F.SD_IHSH,
    note="column per version and row names wrapped over two lines; 1.6 A is the QRS-SD47 with "
    "heat sink and the QRS-SD47H without, 2.8 A is the peak",
)
fq(
    M,
    "What is the MOSFET on-resistance of the QRS-SD47 (high side plus low side)?",
    [SD],
    F.SD_RDS,
    note="0.24 Ohm is the QRS-SD47H; 0.100 Ohm in the current formula is the sense resistor",
)
ie(
    M,
    "What ambient operating temperature range is the QRS-SD47 rated for?",
    [SD],
    "only the 165 C thermal shutdown of the chip and the 25 C still-air condition of the "
    "current rating are given",
    F.SD_TSD,
)

# ---------------------------------------------------------------- MRM-B54
fq(
    E,
    "mrm-b54 max tx power?",
    [BL],
    F.BL_TXP,
    note="the minimum -20 dBm is in the same row; +10 dBm is the RF input absolute maximum",
)
fq(
    E,
    "What supply voltage range does the MRM-B54 module accept?",
    [BL],
    F.BL_VDD,
    note="the 3.9 V absolute maximum is the look-alike",
)
fq(
    M,
    "What is the MRM-B54's receiver sensitivity at 1 Mbps?",
    [BL],
    F.BL_RX1M,
    note="-94 (2M), -99 and -103 dBm (Coded PHY) are stacked below it",
)
fq(
    M,
    "what baud rate does the mrm-b54 use out of the box?",
    [BL],
    F.BL_BAUD,
    note="1200 ... 1000000 baud is the settable range, 57600 is an AT+BAUD example",
)
fq(
    H,
    "How much current does the MRM-B54 draw while transmitting at its highest output power?",
    [BL],
    F.BL_ITX8,
    note="TX at 0 dBm 6.1 mA, RX 5.4 mA, idle 1.9 mA and the advertising average 18 uA are "
    "look-alikes",
)
ie(
    E,
    "What is the line-of-sight range of the MRM-B54P in metres?",
    [BL],
    "no range figure anywhere; only antenna gain, TX power and sensitivity",
)

# ---------------------------------------------------------------- LPE-NT10
fq(
    E,
    "What temperature range can the LPE-NT10 measure?",
    [NT],
    F.NT_RANGE,
    note="the probe limits (-40 ... +105 C) and the board's operating range (0 ... +60 C) are "
    "look-alikes",
)
fq(
    M,
    "lpe-nt10-3 analog output voltage range?",
    [NT],
    F.NT_AO3,
    note="0.30 - 4.50 V is the LPE-NT10-5 column",
)
fq(
    M,
    "How accurate is the LPE-NT10 (board plus probe) between 0 and 70 °C?",
    [NT],
    F.NT_ACC,
    note="the row name wraps over two lines; +/-2.0 / 2.5 C outside that band and the probe's "
    "+/-1 % are look-alikes",
)
fq(
    H,
    "how many mv per degree does the 3.3v version of the lpe-nt10 put out?",
    [NT],
    F.NT_SLOPE3,
    note="35 mV/C is the LPE-NT10-5",
)
ie(
    M,
    "What is the time constant of the LPE-NT10 probe in still air?",
    [NT],
    "the time constant is given only in stirred water (10 s)",
    F.NT_TAU,
)

# ---------------------------------------------------------------- HDS6733
fq(
    E,
    "Which I²C addresses can the HDS6733 be set to?",
    [DD],
    F.DD_ADDR,
    note="in prose only; B0h / B1h are 8-bit bus bytes and the command summary's hex codes "
    "(20 / 21, 80 ... 87, E0 ... EF) are commands",
)
fq(
    E,
    "hds6733 max i2c clock speed",
    [DD],
    F.DD_FSCL,
    note="the 400 kHz oscillator frequency is a different row with the same number",
)
fq(
    E,
    "What is the HDS6733's standby current with the oscillator off?",
    [DD],
    F.DD_STB,
    note="the operating current 4.5 / 7 mA is the look-alike",
)
fq(
    H,
    "What segment current does the HDS6733L source when it runs from 3.3 V?",
    [DD],
    F.DD_ISEG33,
    note="stacked per VDD under one name; 16 / 20 / 24 mA is at 5 V (and 20 mA is the feature "
    "list's figure)",
)
ie(
    E,
    "What is the junction-to-ambient thermal resistance of the HDS6733 in SOP-28?",
    [DD],
    "only a 1200 mW power dissipation rating is given",
    F.DD_PD,
)

# ---------------------------------------------------------------- CXF-201
fq(
    E,
    "cxf-201a flow range?",
    [FL],
    F.FL_RANGEA,
)
fq(
    E,
    "What supply voltage range does the CXF-201 flow sensor work with?",
    [FL],
    F.FL_VCC,
    note="DC 5 V is the rated voltage",
)
fq(
    E,
    "What is the operating humidity range of the CXF-201?",
    [FL],
    F.FL_RH,
    note="max. 90 %RH is storage humidity",
)
fq(
    M,
    'What flow range does the larger CXF-201B (G3/4") measure?',
    [FL],
    F.FL_RANGEB,
    note="one row per model; 5 - 60 L/min is the accuracy band",
)
ie(
    E,
    "cxf-201 ambient operating temperature range?",
    [FL],
    "only the liquid temperature (max. 80 C), storage (-25 ... +80 C) and a thermal-cycling "
    "test are given",
    F.FL_LIQ,
)
