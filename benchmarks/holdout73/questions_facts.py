"""Factual questions of the seventy-third hold-out set (42: 34 with items, 8 whose
answer is not in the sheets)."""

from __future__ import annotations

import facts as F
from qkit import DM, KT, LS, MV, NE, SK, SV, YX, Fact, join, q, unanswerable

E, M, H = "easy", "medium", "hard"
N = iter(range(1, 100))


def fq(diff: str, text: str, devs: list[str], *facts: Fact, note: str = "") -> None:
    items, evidence = join(*facts)
    q(f"f-{next(N):02d}", diff, "simple", text, devs, items, evidence, note=note)


def ie(diff: str, text: str, devs: list[str], note: str, *facts: Fact) -> None:
    evidence = join(*facts)[1] if facts else []
    unanswerable(f"f-{next(N):02d}", diff, "simple", text, devs, note, evidence)


# ---------------------------------------------------------------- LSR-CM20
fq(E, "What supply voltage does the LSR-CM20 CO2 module need?", [LS], F.LS_VDD)
fq(
    E,
    "how much current does the lsr-cm20 pull on average?",
    [LS],
    F.LS_AVG,
    note="the 150 mA lamp pulses are the look-alike",
)
fq(
    M,
    "What peak current must a power supply for the LSR-CM20 be able to deliver?",
    [LS],
    F.LS_PEAK,
    note="only in the note under Table 2; the < 60 mA average in Table 1 is the look-alike",
)
fq(
    M,
    "whats the co2 range of the lsr-cm20-5k version?",
    [LS],
    F.LS_RANGE_5K,
    note="model columns 2K / 5K / 10K",
)
fq(
    E,
    "Which outputs / interfaces does the LSR-CM20 offer?",
    [LS],
    F.LS_IF,
    note="no I2C (FAQ)",
)
ie(
    E,
    "What is the long-term drift of the LSR-CM20 per year?",
    [LS],
    "no drift figure; only the lifespan (> 5 years) and the ABC note",
)
# ---------------------------------------------------------------- NEL1602-I2C
fq(
    E,
    "What is the recommended supply voltage range of the NEL1602-I2C LCD module?",
    [NE],
    F.NE_VDD,
    note="abs max 7.0 V is the look-alike; wrapped bilingual name",
)
fq(
    M,
    "what i2c address does the nel1602-i2c-g answer on out of the box?",
    [NE],
    F.NE_ADDR_G,
    note="version column: -B 0x27, -G 0x3F; the jumper table lists the other addresses",
)
fq(
    H,
    "How much current does the yellow-green NEL1602-I2C-G take with the backlight on?",
    [NE],
    F.NE_I_G,
    note="unnamed second row of the current table; the named row (24 / 32 mA) is version B",
)
fq(E, "max i2c clock speed for the nel1602 backpack?", [NE], F.NE_SCL)
fq(
    M,
    "Over what temperature range may the blue NEL1602-I2C-B be operated?",
    [NE],
    F.NE_TOP_B,
    note="-G column is -20 ... +70 °C; storage -30 ... +80 °C",
)
ie(
    E,
    "What is the viewing angle of the NEL1602-I2C display?",
    [NE],
    "no viewing angle in the sheet (only viewing area in mm)",
)
# ---------------------------------------------------------------- SKM-MOS40
fq(E, "what load voltage can the skm-mos40 switch?", [SK], F.SK_VLOAD)
fq(
    H,
    "How much continuous current can one SKM-MOS40 channel carry when its SIG input is driven "
    "from a 3.3 V GPIO and the ambient is 50 °C (no heatsink)?",
    [SK],
    F.SK_I33_50,
    note="row = signal level, column = ambient; ID 50 A is the transistor's rating",
)
fq(
    E,
    "What is the gate threshold voltage VGS(th) of the MOSFET on the SKM-MOS40?",
    [SK],
    F.SK_VTH,
)
fq(
    M,
    "What on-resistance does the SKM-MOS40's MOSFET have at 4.5 V gate drive?",
    [SK],
    F.SK_RDS45,
    note="unnamed second RDS(on) row; 7.5 / 9.5 mOhm is at VGS = 10 V",
)
ie(
    H,
    "How much current can the SKM-MOS40 carry with a heatsink fitted?",
    [SK],
    "the current table is for no heatsink only; ID 50 A is a transistor value on an infinite "
    "heatsink, which the sheet says is not a board rating",
    F.SK_NOHS,
    F.SK_TRANS,
)
# ---------------------------------------------------------------- SVM-D
fq(
    E,
    "What voltage range can the SVM-D25 measure with a 5 V ADC reference?",
    [SV],
    F.SV_R25_5,
)
fq(
    M,
    "svm-d50 max measurable voltage if my esp32 adc runs on 3.3v?",
    [SV],
    F.SV_R50_33,
    note="3.3 V reference row, SVM-D50 column; 0 ... 50 V is for a 5 V reference",
)
fq(
    M,
    "What is the highest voltage I may ever apply to the input of the SVM-D25?",
    [SV],
    F.SV_MAX25,
    note="30 V never-exceed vs the 25 V measuring range",
)
fq(
    E,
    "resolution of the svm-d25 on a 10 bit 5v adc?",
    [SV],
    F.SV_RES25,
)
ie(
    M,
    "What is the bandwidth (frequency response) of the SVM-D voltage sensor?",
    [SV],
    "no bandwidth or frequency response stated; DC only",
)
# ---------------------------------------------------------------- YX6852
fq(
    E,
    "What supply voltage range does the YX6852 LED pixel accept?",
    [YX],
    F.YX_VDD,
    note="abs max -0.5 ~ +6.0 V is the look-alike",
)
fq(
    M,
    "what din high level does the yx6852 need when powered from 5v?",
    [YX],
    F.YX_VIH5,
    note="symbol-only row; the 2.6 V row is at VDD = 3.7 V",
)
fq(
    H,
    "How much current does one YX6852W pixel draw at full white?",
    [YX],
    F.YX_IW,
    note="only in the application prose; 36 mA is the RGB YX6852, 12 / 18 mA are per chip",
)
ie(
    E,
    "What is the rated lifetime of the YX6852 LEDs in hours?",
    [YX],
    "no lifetime stated",
)
# ---------------------------------------------------------------- MV24X128
fq(E, "What VCC range does the MV24L128 EEPROM support?", [MV], F.MV_L_VCC)
fq(
    M,
    "max i2c clock of the mv24l128 at 3.3v?",
    [MV],
    F.MV_CLK_L,
    note="unnamed AC row for 2.5-5.5 V; 1000 kHz is the MV24H128 row",
)
fq(
    H,
    "What is the maximum clock frequency of the MV24L128 when run from 1.8 V?",
    [MV],
    F.MV_CLK_LOW,
    note="1.7 V <= VCC < 2.5 V row (also Note 1 of the selection table)",
)
fq(
    M,
    "Which 7-bit I2C addresses can the MV24X128 use?",
    [MV],
    F.MV_ADDR,
    note="only in the addressing prose; control code 1010",
)
fq(E, "what packages does the mv24x128 come in?", [MV], F.MV_PKG)
ie(
    M,
    "What read current does the MV24X128 draw when clocked at 1 MHz?",
    [MV],
    "the read current (400 uA max) is only given at SCL = 400 kHz",
    F.MV_READ,
)
# ---------------------------------------------------------------- KTC1855
fq(E, "ktc1855 supply voltage range?", [KT], F.KT_VCC, note="abs max 4.0 V is the look-alike")
fq(E, "What is the maximum SPI clock (SCK) frequency of the KTC1855?", [KT], F.KT_SCK)
fq(
    M,
    "What thermocouple temperature range does the KTC1855J cover?",
    [KT],
    F.KT_RJ,
    note="type columns K / J / T",
)
fq(
    E,
    "what resolution does the ktc1855 give for the thermocouple reading?",
    [KT],
    F.KT_RES,
    note="0.0625 °C is the cold-junction resolution",
)
fq(
    H,
    "How accurate is the KTC1855K when the thermocouple is at 1000 °C?",
    [KT],
    F.KT_ACC_HI,
    note="unnamed second error row; +-2 °C applies up to +700 °C",
)
ie(
    E,
    "What is the KTC1855's shutdown or standby current?",
    [KT],
    "no shutdown / standby current stated; only ICC 0.9 / 1.5 mA",
)
# ---------------------------------------------------------------- DME-EN20
fq(E, "What supply voltage can the DME-EN20 encoder module run on?", [DM], F.DM_VDD)
fq(E, "dme-en20 operating temp range?", [DM], F.DM_TOP, note="storage -40 ... +85 °C")
fq(
    M,
    "How much current does the DME-EN20 module draw at most?",
    [DM],
    F.DM_I,
    note="wrapped bilingual name with the condition in the note column",
)
ie(
    E,
    "ip rating of the dme-en20?",
    [DM],
    "no IP rating; the sheet only says the module is not sealed",
    F.DM_SEAL,
)
