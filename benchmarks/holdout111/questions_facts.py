"""Factual questions of the hundred-and-eleventh hold-out set (42: 34 with items, 8
whose answer is not in the sheets)."""

from __future__ import annotations

import facts as F
from qkit import AE, AH, BW, LR, RE, SQ, SR, TM, Fact, join, q, unanswerable

E, M, H = "easy", "medium", "hard"
N = iter(range(1, 100))


def fq(diff: str, text: str, devs: list[str], *facts: Fact, note: str = "") -> None:
    items, evidence = join(*facts)
    q(f"f-{next(N):02d}", diff, "simple", text, devs, items, evidence, note=note)


def ie(diff: str, text: str, devs: list[str], note: str, *facts: Fact) -> None:
    evidence = join(*facts)[1] if facts else []
    unanswerable(f"f-{next(N):02d}", diff, "simple", text, devs, note, evidence)


# ---------------------------------------------------------------- BWX712
fq(E, "What is the recommended supply voltage range of the BWX712 current sensor?", [BW], F.BW_VCC)
fq(
    M,
    "sensitivity of the bwx712 20a version in mv/a?",
    [BW],
    F.BW_S20,
    note="the x05B (185 mV/A) and x30A (66 mV/A) sections hold the same row names",
)
fq(E, "What current range is the BWX712ELC-30A optimized for?", [BW], F.BW_R30)
fq(
    M,
    "What is the absolute maximum supply voltage of the BWX712?",
    [BW],
    F.BW_ABS,
    note="4.5-5.5 V is the operating range; 8 V is also the output-voltage rating",
)
# ---------------------------------------------------------------- LRS-298D
fq(E, "What motor supply voltage range does the LRS-298D board accept?", [LR], F.LR_VM)
fq(
    H,
    "whats the highest motor voltage i can run the lrs-298d board at?",
    [LR],
    F.LR_VMAX,
    note="the 50 V in 'Chip limits' is the L298N's own limit, not a board rating",
)
fq(E, "How much continuous current can each channel of the LRS-298D deliver?", [LR], F.LR_IOUT)
fq(
    M,
    "how many ma can i pull from the +5v terminal of the lrs-298d with the jumper on?",
    [LR],
    F.LR_5VOUT,
    note="2 A per channel and 0-36 mA logic current are look-alikes",
)
# ---------------------------------------------------------------- SQD1625
fq(E, "What supply voltage range does the SQD1625 DAC operate from?", [SQ], F.SQ_VDD)
fq(
    M,
    "What I2C addresses can an SQD1625-A2 respond to?",
    [SQ],
    F.SQ_A2,
    note="-A0 (0x60 / 0x61) is the default option",
)
fq(
    M,
    "max output current of the sqd1625 dac?",
    [SQ],
    F.SQ_IOUT,
    note="the 15 / 24 mA short-circuit current is not a load rating",
)
fq(E, "What is the fastest I2C clock the SQD1625 supports?", [SQ], F.SQ_HS)
# ---------------------------------------------------------------- SRF-LM78
fq(E, "What is the operating supply voltage range of the SRF-LM78 LoRa module?", [SR], F.SR_VDD)
fq(
    M,
    "how much current does the srf-lm78 pull when transmitting at +17 dbm?",
    [SR],
    F.SR_TX17,
)
fq(E, "srf-lm78 max spi clock?", [SR], F.SR_SPI)
fq(
    M,
    "What is the sleep current of the SRF-LM78?",
    [SR],
    F.SR_SLEEP,
    note="standby (crystal on) 1.6 / 1.8 mA is the look-alike row",
)
fq(
    H,
    "What frequency range does the SRF-LM78-470 cover, and what is its receive sensitivity?",
    [SR],
    F.SR_BAND470,
    F.SR_SENS470,
    note="the -433 column (410-450 MHz, -139 dBm) sits beside it",
)
# ---------------------------------------------------------------- AEL-CH1
fq(E, "what voltage does the ael-ch1 charge the battery up to?", [AE], F.AE_FLOAT)
fq(
    M,
    "What charge current does the AEL-CH1 give with a 2 k\u03a9 RPROG resistor?",
    [AE],
    F.AE_2K,
)
fq(E, "What is the absolute maximum input voltage of the AEL-CH1?", [AE], F.AE_ABS)
fq(
    H,
    "how much does the ael-ch1p drain from the cell when no usb is plugged in?",
    [AE],
    F.AE_DRAIN_P,
    note="the AEL-CH1 column (< 2 uA) is the look-alike",
)
# ---------------------------------------------------------------- AHL4508
fq(
    M,
    "Which 7-bit I2C addresses can the AHL4508A be strapped to?",
    [AH],
    F.AH_ADDR_A,
    note="0x20-0x27 belong to the AHL4508; 70h-7Eh are write bytes",
)
fq(E, "max i2c clock of the ahl4508?", [AH], F.AH_SCL)
fq(
    H,
    "How much current can an AHL4508 port pin source when it is driven HIGH?",
    [AH],
    F.AH_IOH,
    note="the 10 / 25 mA IOL row is sink current; +-25 mA is the limiting value",
)
fq(
    M,
    "ahl4508 standby current?",
    [AH],
    F.AH_STB,
    note="IDD 40 / 100 uA is the operating current",
)
# ---------------------------------------------------------------- REK-OL96
fq(
    E,
    "What I2C addresses can the REK-OL96 OLED module use?",
    [RE],
    F.RE_ADDR,
    note="0x78 / 0x7A on the back are 8-bit write addresses",
)
fq(
    M,
    "how much current does the rek-ol96w draw at 5v with every pixel lit?",
    [RE],
    F.RE_IALL5,
    note="21 mA is the 3.3 V column",
)
fq(E, "rek-ol96 operating temp range?", [RE], F.RE_TOP)
fq(
    M,
    "What supply voltage range does the REK-OL96 module accept on VCC?",
    [RE],
    F.RE_VCC,
    note="1.65-3.3 V is the internal driver VDD; 5.8 V the absolute maximum",
)
# ---------------------------------------------------------------- TMQ1830
fq(
    E,
    "What is the supply voltage range of the TMQ1830 in local-power mode?",
    [TM],
    F.TM_VDD,
)
fq(
    M,
    "how long does the tmq1830 take to convert at 10-bit resolution?",
    [TM],
    F.TM_T10,
    note="750 ms is the 12-bit figure",
)
fq(E, "What is the accuracy of the TMQ1830 between -10 \u00b0C and +85 \u00b0C?", [TM], F.TM_ACC)
fq(
    H,
    "What temperature range does the TMQ1830 measure, and how accurate is it over that whole range?",
    [TM],
    F.TM_RANGE,
    F.TM_ACC2,
    note="+-0.5 C holds only from -10 to +85 C",
)
fq(E, "tmq1830 standby current?", [TM], F.TM_IDDS)

# ------------------------------------------------- not in the sheets (8)
ie(
    M,
    "At what temperature does the LRS-298D's thermal shutdown trip?",
    [LR],
    "the FAQ says no trip temperature is given",
    F.LR_THERMAL,
)
ie(M, "What is the output noise density of the SQD1625 in nV/\u221aHz?", [SQ], "no noise figure")
ie(
    E,
    "how many km range does the srf-lm78 get?",
    [SR],
    "the design notes say no range figure is published",
    F.SR_RANGE,
)
ie(
    E,
    "How long does the AEL-CH1 take to fully charge an 18650 cell?",
    [AE],
    "the Q&A says no time is given",
    F.AE_TIME,
)
ie(M, "What ESD (HBM) rating do the AHL4508's pins have?", [AH], "no ESD rating in the sheet")
ie(
    E,
    "how many hours before the rek-ol96 panel fades to half brightness?",
    [RE],
    "the Q&A says there is no lifetime figure",
    F.RE_LIFE,
)
ie(
    M,
    "What is the TMQ1830's thermal time constant in stirred water?",
    [TM],
    "no response-time figure for the package",
)
ie(
    E,
    "What is the BWX712's zero-current output drift in mV per \u00b0C?",
    [BW],
    "only the 25 C zero-current output VCC x 0.5 is given",
)
