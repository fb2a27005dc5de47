"""Factual questions of the eighty-seventh hold-out set (42: 34 with items, 8 whose
answer is not in the sheets)."""

from __future__ import annotations

import facts as F
from qkit import HQ, KW, LM, MG, PR, PS, SW, TR, Fact, join, q, unanswerable

E, M, H = "easy", "medium", "hard"
N = iter(range(1, 100))


def fq(diff: str, text: str, devs: list[str], *facts: Fact, note: str = "") -> None:
    items, evidence = join(*facts)
    q(f"f-{next(N):02d}", diff, "simple", text, devs, items, evidence, note=note)


def ie(diff: str, text: str, devs: list[str], note: str, *facts: Fact) -> None:
    evidence = join(*facts)[1] if facts else []
    unanswerable(f"f-{next(N):02d}", diff, "simple", text, devs, note, evidence)


# ---------------------------------------------------------------- SWT-485
fq(E, "What supply voltage range does the SWT-485-S soil probe accept?", [SW], F.SW_VIN_S)
fq(
    M,
    "swt-485-l working current at 12v?",
    [SW],
    F.SW_I_L,
    note="the SWT-485-S column (9 mA) is the look-alike",
)
fq(E, "What is the default baud rate of the SWT-485 when it leaves the factory?", [SW], F.SW_BAUD)
fq(
    H,
    "What operating temperature range is the SWT-485 rated for?",
    [SW],
    F.SW_TOP,
    note="-40 ~ +80 °C is the temperature measuring range of the soil, not the operating range",
)
fq(
    M,
    "whats the absolute max supply voltage on the swt-485 before it gets damaged?",
    [SW],
    F.SW_ABS,
    note="only in the FAQ; 30 V is the operating limit",
)
ie(
    E,
    "What soil EC (salinity) measuring range does the SWT-485 have?",
    [SW],
    "the probe measures moisture and temperature only; the FAQ says so",
    F.SW_NO_EC,
)
# ---------------------------------------------------------------- TRX3312
fq(E, "What is the operating supply voltage range (VS) of the TRX3312?", [TR], F.TR_VS)
fq(
    M,
    "trx3312 i2c addresses?",
    [TR],
    F.TR_ADDR,
    note="DEVID 0x5A and register addresses are not bus addresses",
)
fq(
    H,
    "What is the maximum SPI clock of the TRX3312 when VDDIO is 1.8 V?",
    [TR],
    F.TR_SPI_LO,
    note="the 8 MHz row is for VDDIO >= 2.4 V; the second row has no parameter name",
)
fq(
    H,
    "Over what ambient temperature range are the TRX3312's specifications guaranteed?",
    [TR],
    F.TR_TOP,
    note="-40 to +105 °C is the powered range in the absolute maximum ratings",
)
fq(
    M,
    "trx3312 sensitivity in the +-8 g range (min / typ / max, lsb/g)?",
    [TR],
    F.TR_SENS8,
    note="range rows after the first have no parameter name",
)
ie(
    M,
    "What is the noise density of the TRX3312 accelerometer?",
    [TR],
    "no noise figure in the sheet",
)
# ---------------------------------------------------------------- KW-BU1224
fq(E, "What input voltage range does the KW-BU1224 accept?", [KW], F.KW_VIN)
fq(E, "kw-bu1224 output voltage?", [KW], F.KW_VOUT)
fq(
    M,
    "How much output current can the KW-BU1224 deliver continuously when its input is 10 V?",
    [KW],
    F.KW_IOUT10,
    note="4.5 A is the rating at 12 V input",
)
fq(
    M,
    "what does the kw-bu1224 draw from the battery with nothing connected to the output?",
    [KW],
    F.KW_NL,
    note="only in the customer Q&A",
)
fq(E, "max input current of the kw-bu1224?", [KW], F.KW_IIN)
ie(
    E,
    "kw-bu1224 switching frequency?",
    [KW],
    "the listing gives no switching frequency",
)
# ---------------------------------------------------------------- PRM-433
fq(E, "What supply voltage range does the PRM-433S receiver need?", [PR], F.PR_VCC_S)
fq(
    M,
    "prm-433r sensitivity?",
    [PR],
    F.PR_SENS_R,
    note="-108 dBm is the PRM-433S column",
)
fq(
    H,
    "What sensitivity does the PRM-433S reach when it is powered from 3.3 V?",
    [PR],
    F.PR_SENS33,
    note="only in Note 1; the table value -108 dBm is at 5.0 V",
)
fq(E, "What is the absolute maximum supply voltage of the PRM-433?", [PR], F.PR_ABS)
ie(
    M,
    "What communication range does the PRM-433S achieve?",
    [PR],
    "the sheet says the maker does not specify a range",
    F.PR_RANGE,
)
# ---------------------------------------------------------------- PSW-2M
fq(E, "What load voltage range can the PSW-2M switch?", [PS], F.PS_VLOAD)
fq(
    M,
    "What continuous current per channel can the PSW-2M (without heat sink) carry at 24 V?",
    [PS],
    F.PS_I24,
    note="15 A is the PSW-2M-HS column; 30 A is the 10 ms pulse",
)
fq(E, "psw-2m input on level - what voltage turns a channel on?", [PS], F.PS_ON)
fq(M, "What is the on-resistance of the MOSFETs on the PSW-2M?", [PS], F.PS_RDS)
fq(
    H,
    "psw-2m-hs current per channel if my load supply is only 9 v?",
    [PS],
    F.PS_ILOW_HS,
    note="the row '6 ... 9 V DC (gate not fully on)'; 15 A is for 12 / 24 V",
)
ie(E, "What is the turn-on (switching) time of the PSW-2M?", [PS], "no switching time given")
# ---------------------------------------------------------------- HQ-OLED091
fq(
    M,
    "What is the 7-bit I2C address of the HQ-OLED091?",
    [HQ],
    F.HQ_ADDR,
    note="0x78 is the 8-bit write address",
)
fq(E, "hq-oled091 working voltage?", [HQ], F.HQ_VCC)
fq(
    M,
    "How much current does the blue HQ-OLED091-BL draw with all pixels on at 5 V?",
    [HQ],
    F.HQ_IBL5,
    note="white 23 mA and the 3.3 V column are the look-alikes",
)
fq(E, "What is the working temperature range of the HQ-OLED091?", [HQ], F.HQ_TOP)
ie(E, "hq-oled091 brightness in cd/m2?", [HQ], "no luminance given")
# ---------------------------------------------------------------- LMK-T17
fq(E, "what voltage does the lmk-t17 ntc module run on?", [LM], F.LM_VCC)
fq(E, "does the lmk-t17 give analog or digital output?", [LM], F.LM_OUT)
fq(
    H,
    "What temperature range is the LMK-T17 module recommended to measure?",
    [LM],
    F.LM_RANGE,
    note="-40 ~ +125 °C is the thermistor element; -20 ~ +70 °C is the board rating",
)
ie(
    E,
    "What is the IP rating of the LMK-T17 module?",
    [LM],
    "no IP rating; the FAQ says the board is not waterproof",
    F.LM_WATER,
)
# ---------------------------------------------------------------- MGE-12D
fq(E, "What is the rated voltage and operating voltage range of the MGE-12D motor?", [MG], F.MG_V)
fq(
    M,
    "mge-12d-298 rated current?",
    [MG],
    F.MG_RATED_298,
    note="ratio columns 1:50 / 1:100 give 180 / 200 mA; stall is 750 mA",
)
fq(E, "What supply voltage does the MGE-12D's hall encoder need?", [MG], F.MG_ENC_V)
ie(M, "What is the rated service life (hours) of the MGE-12D motor?", [MG], "no life figure")
