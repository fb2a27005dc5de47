"""Factual questions of the sixty-second hold-out set (42: 34 with items, 8 whose
answer the sheets do not give)."""

from __future__ import annotations

import facts as F
from qkit import GS, LQ, LR, SR, TC, TF, TQ, XT, Fact, join, q, unanswerable

E, M, H = "easy", "medium", "hard"
N = iter(range(1, 100))


def fq(diff: str, text: str, devs: list[str], *facts: Fact, note: str = "") -> None:
    items, evidence = join(*facts)
    q(f"f-{next(N):02d}", diff, "simple", text, devs, items, evidence, None, note)


def ie(diff: str, text: str, devs: list[str], note: str, *facts: Fact) -> None:
    evidence = join(*facts)[1] if facts else None
    unanswerable(f"f-{next(N):02d}", diff, "simple", text, devs, note, evidence)


# ---------------------------------------------------------------- GSM-7
fq(E, "What supply voltage does the GSM-7 gas sensor module need?", [GS], F.GS_VCC)
fq(E, "how much current does the gsm-7 pull with the heater on?", [GS], F.GS_ICC)
fq(
    M,
    "What methane concentration range does the GSM-7M detect?",
    ["GSM-7M"],
    F.GS_RANGE_M,
    note="GSM-7M column, not the GSM-7L (200 ~ 5000 ppm) or GSM-7A column",
)
fq(
    M,
    "gsm-7 warm up time before i can trust aout in normal use?",
    [GS],
    F.GS_WARM,
    note="3 minutes in normal use; the 48 h burn-in is for first use after storage",
)
fq(E, "What ambient temperature range is the GSM-7 module specified to work in?", [GS], F.GS_TOP)
fq(E, "What's the absolute max VCC of the GSM-7?", [GS], F.GS_ABS)
ie(
    E,
    "What is the expected sensor lifetime (years) of the GSM-7?",
    [GS],
    "no lifetime or drift figure in the sheet",
)

# ---------------------------------------------------------------- LR3170
fq(E, "What output voltage range can the LR3170 be adjusted to?", [LR], F.LR_VOUT)
fq(
    M,
    "max output current of the lr3170s (sot-223 one)?",
    ["LR3170S"],
    F.LR_IOUT_S,
    note="SOT-223 row, 1.0 A, not the 1.5 A of the TO-220 LR3170T",
)
fq(E, "What is the LR3170T's maximum output current?", ["LR3170T"], F.LR_IOUT_T)
fq(E, "lr3170 operating junction temp range?", [LR], F.LR_TJ)
ie(
    M,
    "What is the output noise voltage of the LR3170 (10 Hz to 10 kHz)?",
    [LR],
    "no noise figure in the sheet (only 120 Hz ripple rejection)",
)

# ---------------------------------------------------------------- TQ4604
fq(E, "What is the recommended supply voltage range of the TQ4604?", [TQ], F.TQ_VDD)
fq(E, "tq4604 absolute max supply voltage?", [TQ], F.TQ_ABS)
fq(
    M,
    "How much supply current does the TQ4604 draw (all four amplifiers) at V+ = 1.8 V?",
    [TQ],
    F.TQ_ICC18,
    note="1.8 V table on page 2, not the 5 V table (340 / 520 uA)",
)
fq(
    H,
    "With V+ = 5 V and a 10 kOhm load, how close does the TQ4604 output swing to the top rail?",
    [TQ],
    F.TQ_VOH5,
    note="symbol-only row VOH without a parameter name",
)
fq(E, "What packages is the TQ4604 offered in?", [TQ], F.TQ_PKG)
ie(
    E,
    "What is the TQ4604's input voltage noise density at 1 kHz?",
    [TQ],
    "no noise specification in the sheet",
)

# ---------------------------------------------------------------- XT8T
fq(E, "xt8t i2c address?", [XT], F.XT_ADDR)
fq(E, "What supply voltage range does the XT8T touch IC accept?", [XT], F.XT_VDD)
fq(
    M,
    "What is the XT8T sleep current when powered at 5 V?",
    [XT],
    F.XT_SLP5,
    note="VDD=5V continuation row, not the 3 V row (6 / 10 uA)",
)
fq(
    H,
    "How long does the XT8T take to respond to a touch in low power mode?",
    [XT],
    F.XT_RESP_LP,
    note="unnamed continuation row under 'Response time'",
)
fq(E, "Max I2C clock for the XT8T?", [XT], F.XT_I2C)
ie(
    M,
    "what's the xt8t's esd rating per iec 61000-4-2 (contact discharge)?",
    [XT],
    "only HBM 4000 V is given; no IEC 61000-4-2 figure",
)

# ---------------------------------------------------------------- LQ25Q64
fq(
    E,
    "What supply voltage range does the LQ25Q64-V18 need?",
    ["LQ25Q64-V18"],
    F.LQ_V18,
)
fq(
    M,
    "max spi clock of the lq25q64-v3 when i use the plain read data (03h) command?",
    ["LQ25Q64-V3"],
    F.LQ_FR3,
    note="fR row 50 MHz, not fC 104 MHz",
)
fq(
    E,
    "What's the standby current of the LQ25Q64-V3?",
    ["LQ25Q64-V3"],
    F.LQ_ISB3,
)
fq(
    H,
    "What operating temperature range does the 1.8 V version of the LQ25Q64 cover?",
    ["LQ25Q64-V18"],
    F.LQ_T18,
    note="V18 column: -40 ... +105 °C; the V3 column stops at +85 °C",
)
ie(
    E,
    "What is the input leakage current of the LQ25Q64's pins?",
    [LQ],
    "no input leakage row in the DC characteristics",
)

# ---------------------------------------------------------------- TCA-31
fq(E, "tca-31 supply voltage range?", [TC], F.TC_VIN)
fq(E, "What temperature range can the TCA-31 measure with a K thermocouple?", [TC], F.TC_RANGE)
fq(
    M,
    "What accuracy does the TCA-31 give between +700 °C and +1350 °C?",
    [TC],
    F.TC_ACC_HI,
    note="unnamed second accuracy row",
)
fq(E, "tca-31 resolution?", [TC], F.TC_RES)
ie(
    E,
    "What is the cold-junction compensation accuracy of the TCA-31?",
    [TC],
    "the sheet gives the cold-junction range, not its accuracy",
)

# ---------------------------------------------------------------- TF8025-12
fq(
    E,
    "What is the rated current of the TF8025-12H fan?",
    ["TF8025-12H"],
    F.TF_I_H,
)
fq(
    M,
    "tf8025-12l operating voltage range?",
    ["TF8025-12L"],
    F.TF_VOP_L,
    note="L column 6.0 ~ 13.8 V; the other speeds start at 7.0 V",
)
fq(E, "What operating temperature range is the TF8025-12 series rated for?", [TF], F.TF_TOP)
ie(
    E,
    "What is the IP rating of the TF8025-12 fans?",
    [TF],
    "no IP rating in the sheet",
)

# ---------------------------------------------------------------- SR-40U
fq(E, "What distance range does the SR-40UW measure?", ["SR-40UW"], F.SR_RW)
fq(E, "sr-40u current draw while ranging?", [SR], F.SR_I)
fq(E, "What baud rate does the SR-40U use in serial mode?", [SR], F.SR_BAUD)
ie(
    H,
    "How much current can the SR-40U's ECHO pin source?",
    [SR],
    "the FAQ gives the ECHO level (= VCC), not a drive current",
    F.SR_ECHO33,
)
