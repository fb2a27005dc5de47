"""Factual questions of the hold-out 113 set (42: 34 with items, 8 whose answer is not
in the sheets)."""

from __future__ import annotations

import facts as F
from qkit import AC, CS, PW, QS, RB, RH, TR, UP, Fact, join, q, unanswerable

E, M, H = "easy", "medium", "hard"
N = iter(range(1, 100))


def fq(diff: str, text: str, devs: list[str], *facts: Fact, note: str = "") -> None:
    items, evidence = join(*facts)
    q(f"f-{next(N):02d}", diff, "simple", text, devs, items, evidence, note=note)


def ie(diff: str, text: str, devs: list[str], note: str, *facts: Fact) -> None:
    evidence = join(*facts)[1] if facts else []
    unanswerable(f"f-{next(N):02d}", diff, "simple", text, devs, note, evidence)


# ---------------------------------------------------------------- TRC1865
fq(E, "What supply voltage range does the TRC1865 RTD converter need?", [TR], F.TR_VDD)
fq(
    M,
    "How long does one single-shot conversion of the TRC1865 take with the 50 Hz notch "
    "filter selected?",
    [TR],
    F.TR_CONV_1S50,
    note="continuous-mode 20.0 / 21.0 ms and the 60 Hz rows are the look-alikes",
)
fq(
    H,
    "what's the operating temp range of the trc1865e? need it for an outdoor box",
    ["TRC1865E"],
    F.TR_TOP_E,
    note="stated only in the dot-leader absolute maximum list (and ordering table); "
    "the A grade is -40 to +125 °C",
)
fq(
    M,
    "What is the maximum temperature conversion error of the TRC1865A?",
    ["TRC1865A"],
    F.TR_ACC_A,
    note="the TRC1865E row (±1.0 °C) is the look-alike; the row name is wrapped around the values",
)
fq(E, "how much current does the trc1865 pull while converting?", [TR], F.TR_IDD)
ie(E, "What is the HBM ESD rating of the TRC1865?", [TR], "no ESD rating in the sheet")

# ---------------------------------------------------------------- RHT-2107
fq(E, "i2c address of the rht-2107?", [RH], F.RH_ADDR, note="stated only in section 5 prose")
fq(
    M,
    "What is the maximum standby current of the RHT-2107 over -40 to +85 °C?",
    [RH],
    F.RH_STBY85,
    note="3.8 µA is the -40 to +125 °C row",
)
fq(
    M,
    "rht-2107p humidity accuracy between 0 and 80 %rh?",
    ["RHT-2107P"],
    F.RH_ACC_P,
    note="±3 %RH is the standard RHT-2107 column",
)
fq(
    H,
    "How long does a humidity conversion take on the RHT-2107 at 8-bit RH resolution?",
    [RH],
    F.RH_CONV8,
    note="RES1:RES0 = 01 row; rows are not in resolution order, temperature columns 2.4 / 3.8 ms are look-alikes",
)
fq(
    E,
    "What is the operating temperature range of the RHT-2107?",
    [RH],
    F.RH_TOP,
    note="the -40 to +85 °C in the table caption is the test condition",
)
ie(
    E,
    "What IP rating does the RHT-2107 have?",
    [RH],
    "no ingress protection rating; only a PTFE filter membrane option",
)

# ---------------------------------------------------------------- CST-8835
fq(E, "cst-8835 motor voltage range?", [CS], F.CS_VMOT)
fq(E, "What logic supply voltage does the CST-8835 accept?", [CS], F.CS_VDD)
fq(
    M,
    "How much current per phase can the CST-8835 deliver without a heat sink?",
    [CS],
    F.CS_I_NOHS,
    note="2.0 A needs heat sink and airflow",
)
fq(
    H,
    "abs max voltage on the cst-8835 logic inputs (step, dir)?",
    [CS],
    F.CS_ABS_IN,
    note="the logic supply VDD is rated -0.3 ... 7 V; the inputs only 5.5 V",
)
ie(
    M,
    "What is the on-resistance of the CST-8835's output transistors?",
    [CS],
    "no RDS(on) in the sheet; only the current-sense resistor (0.068 Ω) is named",
)

# ---------------------------------------------------------------- UPV-28
fq(E, "upv-28 input voltage range?", [UP], F.UP_VIN)
fq(E, "What is the highest output voltage the UPV-28 can be set to?", [UP], F.UP_VOUT)
fq(
    M,
    "How much continuous output current can the UPV-28 supply when boosting 5 V to 12 V?",
    [UP],
    F.UP_IOUT_5_12,
    note="column per input / output pair; short-term 0.55 A and the 2 A switch limit are look-alikes",
)
fq(
    H,
    "whats the absolute max input on the upv-28? the table says 24v",
    [UP],
    F.UP_ABS,
    note="26 V only in the Warnings list; 24 V is the operating maximum",
)
ie(E, "output ripple of the upv-28 at full load?", [UP], "no ripple figure in the sheet")

# ---------------------------------------------------------------- PWL9816
fq(E, "What is the supply voltage range of the PWL9816?", [PW], F.PW_VDD)
fq(
    M,
    "pwl9816 i2c address with all six address pins grounded?",
    [PW],
    F.PW_ADDR0,
    note="0x70 is the LED All Call address, 0x00 the general call",
)
fq(
    H,
    "What LOW-level output current is each PWL9816 LED output guaranteed to sink at VDD = 3.0 V?",
    [PW],
    F.PW_IOL_30,
    note="25 mA is the 4.5 V row; 20 / 30 mA are the SDA rows",
)
fq(
    E,
    "max i2c clock for the pwl9816?",
    [PW],
    F.PW_SCL,
    note="25 MHz oscillator and 50 MHz EXTCLK are look-alikes",
)
ie(
    M,
    "What channel-to-channel output current matching does the PWL9816 guarantee?",
    [PW],
    "no matching figure; outputs are PWM switches",
)

# ---------------------------------------------------------------- ACM-4410
fq(E, "acm-4410 supply range?", [AC], F.AC_VDD)
fq(
    M,
    "How much current does the ACM-4410 draw in normal mode at VDD = 1.8 V?",
    [AC],
    F.AC_I_N18,
    note="1.4 mA is the 3.3 V column",
)
fq(
    M,
    "power-down current of the acm-4410 at 3.3v?",
    [AC],
    F.AC_PD33,
    note="the standby row (0.8 mA) is the look-alike",
)
fq(E, "how long after power up before the acm-4410 gives valid data?", [AC], F.AC_START)
ie(
    E,
    "What is the maximum cable length between the ACM-4410 and its I2S host?",
    [AC],
    "no cable length in the sheet",
)

# ---------------------------------------------------------------- QSA9357
fq(E, "What supply voltage range does the QSA9357A accept?", ["QSA9357A"], F.QS_VDD)
fq(E, "qsa9357 shutdown current?", [QS], F.QS_SD)
fq(
    M,
    "qsa9357 logic input high/low thresholds on bclk, lrclk and din?",
    [QS],
    F.QS_VIHL,
    note="symbol-only rows; the SD_MODE thresholds are look-alikes",
)
fq(E, "What sample rates does the QSA9357A support?", ["QSA9357A"], F.QS_FS)
ie(
    E,
    "What is the QSA9357A's signal-to-noise ratio?",
    ["QSA9357A"],
    "no SNR figure in the sheet",
)

# ---------------------------------------------------------------- RBL-C10
fq(E, "default baud rate of the rbl-c10?", [RB], F.RB_BAUD)
fq(
    M,
    "What supply voltage does the RBL-C10B breakout take on VCC?",
    ["RBL-C10B"],
    F.RB_VDD_B,
    note="3.0 - 3.6 V is the bare RBL-C10 column",
)
fq(
    E,
    "rbl-c10 current at +6 dbm transmit (bare module)?",
    [RB],
    F.RB_I_TX6,
    note="18.0 mA is the RBL-C10B column",
)
fq(
    H,
    "What is the sleep current of the RBL-C10B breakout board?",
    ["RBL-C10B"],
    F.RB_SLEEP_B,
    note="50 µA is the bare module",
)
ie(
    E,
    "rbl-c10 range in meters?",
    [RB],
    "the Q&A declines to give a range figure",
    F.RB_RANGE,
)
