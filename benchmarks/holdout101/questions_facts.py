"""Factual questions of the hundred-and-first hold-out set (42: 34 answered from the
sheets, 8 whose answer the sheets do not give)."""

from __future__ import annotations

import facts as F
from qkit import AS, BA, DG, DP, EP, KT, PT, ZY, Fact, q, unanswerable

E, M, H = "easy", "medium", "hard"
N = iter(range(1, 100))


def fq(
    diff: str, text: str, devs: list[str], fact: Fact, note: str = "", qtype: str = "simple"
) -> None:
    items, evidence = fact
    q(f"f-{next(N):02d}", diff, qtype, text, devs, items, evidence, None, note)


def ie(diff: str, text: str, devs: list[str], note: str, fact: Fact | None = None) -> None:
    unanswerable(f"f-{next(N):02d}", diff, "simple", text, devs, note, fact[1] if fact else None)


# ---------------------------------------------------------------- easy, answered (20)
fq(
    E,
    "What supply voltage range does the ASD6831K need?",
    [AS],
    F.AS_VCC,
    "recommended 3.0 / 3.3 / 3.6 V; the absolute maximum list says 4.0 V",
)
fq(
    E,
    "asd6831k max spi clock?",
    [AS],
    F.AS_SPI,
    "serial-clock frequency, continued table on page 2",
)
fq(
    E,
    "What is the thermocouple resolution of the ASD6831K?",
    [AS],
    F.AS_RES,
    "cold-junction resolution 0.0625 °C is the look-alike row",
)
fq(
    E,
    "dps1084-33 output voltage min typ max at 25c?",
    [DP],
    F.DP_VOUT33,
    "version columns with a Limit column; full-range row is 3.235 / 3.365 V",
)
fq(E, "dps1084 quiescent current?", [DP], F.DP_IQ, "all-versions table, page 2")
fq(
    E,
    "What is the absolute maximum input voltage of the DPS1084 regulators?",
    [DP],
    F.DP_ABS,
    "15 V is the recommended maximum",
)
fq(E, "zy24-pa20 supply voltage range?", [ZY], F.ZY_VCC, "abs max 3.9 V on page 2")
fq(E, "Which frequency band does the ZY24-PA20 module cover?", [ZY], F.ZY_BAND)
fq(
    E,
    "how much current does the zy24-pa20 pull when transmitting at +20 dbm?",
    [ZY],
    F.ZY_ITX,
    "unnamed +14 dBm row gives 70 mA",
)
fq(
    E,
    "What is the recommended AVDD supply range of the PTF2030?",
    [PT],
    F.PT_VDD,
    "abs max 3.6 V in the table above",
)
fq(E, "ptf2030 i2c address?", [PT], F.PT_ADDR, "0x52 is the 8-bit write address; 0xEE a model ID")
fq(
    E,
    "What is the operating temperature range of the PTF2030?",
    [PT],
    F.PT_TOP,
    "storage -40 to +85 °C in the absolute maximum table",
)
fq(
    E,
    "What is the stall current of the 12 V version of the KT-25GA370 gear motor?",
    [KT],
    F.KT_STALL12,
    "6 V type is ≤ 2.6 A in the neighbouring column",
)
fq(
    E,
    "kt-25ga370 6v no-load current?",
    [KT],
    F.KT_NL6,
    "12 V column gives ≤ 60 mA; typical test data 0.085 A is a sample",
)
fq(
    E,
    "What input (VBUS) voltage range does the EPD-T20 trigger board accept?",
    [EP],
    F.EP_VIN,
    "bilingual two-line name; absolute maximum VBUS 25 V in the next row",
)
fq(E, "epd-t20 operating temp?", [EP], F.EP_TOP, "storage -20 to +70 °C")
fq(E, "What is the absolute maximum supply voltage of the DG-7S4 display board?", [DG], F.DG_ABS)
fq(E, "dg-7s4 operating temperature range?", [DG], F.DG_TOP, "storage -40 to +80 °C")
fq(E, "What pressure range does the IMH-BAR390 measure?", [BA], F.BA_RANGE)
fq(E, "imh-bar390 i2c addresses?", [BA], F.BA_ADDR, "chip ID 0x60 is a decoy")

# ---------------------------------------------------------------- easy, not in the sheet (4)
ie(
    E,
    "What is the shutdown current of the ASD6831K?",
    [AS],
    "the sheet says there is no shutdown mode",
    F.AS_NOSHDN,
)
ie(
    E,
    "What IP rating does the KT-25GA370 gear motor have?",
    [KT],
    "only 'not waterproof and not dust-proof'; no IP code",
    F.KT_WATER,
)
ie(
    E,
    "zy24-pa20 range indoors?",
    [ZY],
    "indoor range is explicitly not specified; 1100 / 400 m are open-air values",
    F.ZY_INDOOR,
)
ie(
    E,
    "What is the viewing angle of the DG-7S4 display?",
    [DG],
    "the maker says the viewing angle is not measured",
    F.DG_VIEW,
)

# ---------------------------------------------------------------- medium, answered (11)
fq(
    M,
    "asd6831k thermocouple accuracy between 700 and 1350c?",
    [AS],
    F.AS_TC2,
    "second of three unnamed rows under one parameter; ±2 °C is -200 to +700 °C",
)
fq(M, "What is the typical and maximum power-supply current of the ASD6831K?", [AS], F.AS_ICC)
fq(
    M,
    "What dropout voltage does the DPS1084 have at 500 mA load?",
    [DP],
    F.DP_DO500,
    "one dropout row per load current: 1.00 / 1.20 V typ at 100 mA / 1 A",
)
fq(
    M,
    "minimum input voltage for the dps1084-50 at 1a?",
    [DP],
    F.DP_VIN50,
    "version column; max 15 V; note 1 says VOUT + 1.5 V",
)
fq(
    M,
    "What receiver sensitivity does the ZY24-PA20 reach at 250 kbps?",
    [ZY],
    F.ZY_SENS250,
    "unnamed rows per data rate; -92 dBm at 2 Mbps",
)
fq(
    M,
    "ptf2030 max distance in default mode vs long range mode (white target)?",
    [PT],
    F.PT_RANGE,
    "mode columns; grey target 0.7 / 0.8 m",
    "comparison",
)
fq(
    M,
    "How much current does the PTF2030 draw in hardware standby (XSHUT low)?",
    [PT],
    F.PT_HWSTBY,
    "software standby 5 / 9 µA is the look-alike row",
)
fq(
    M,
    "operating voltage range of the kt-25ga370-12-100?",
    [KT],
    F.KT_OPR12,
    "rated 12 V; the 6 V type column is 3.0 ~ 7.5 V",
)
fq(
    M,
    "What is the maximum output current of the EPD-T20S at 20 V with a 5 A e-marked cable?",
    [EP],
    F.EP_IS20,
    "3 A at 5 ... 15 V and on the EPD-T20J",
)
fq(
    M,
    "dg-7s4-r current with all segments lit at 3.3v?",
    [DG],
    F.DG_I_R33,
    "unnamed second row; 82 / 95 mA at 5 V",
)
fq(
    M,
    "What is the absolute pressure accuracy of the IMH-BAR390 between -20 °C and 0 °C?",
    [BA],
    F.BA_ACC_COLD,
    "±0.50 hPa from 0 to 65 °C; relative ±0.03 hPa",
)

# ---------------------------------------------------------------- medium, not in the sheet (2)
ie(
    M,
    "how many encoder counts per revolution does the kt-25ga370 give?",
    [KT],
    "no encoder is fitted; the encoder version has its own specification",
    F.KT_ENC,
)
ie(
    M,
    "What output ripple does the EPD-T20 have at 20 V?",
    [EP],
    "the FAQ says no ripple figure is given",
    F.EP_RIPPLE,
)

# ---------------------------------------------------------------- hard, answered (3)
fq(
    H,
    "min input high voltage on the ptf2030 pins after boot, and in 2.8 v i/o mode?",
    [PT],
    F.PT_VIH,
    "symbol-only rows per I/O mode on page 2",
    "comparison",
)
fq(
    H,
    "What is the maximum I2C clock frequency of the IMH-BAR390R (the regulated version)?",
    [BA],
    F.BA_I2C_R,
    "3.4 MHz in the sensor table applies to the bare board only (note on page 2)",
)
fq(
    H,
    "Over the full load and temperature range, what output voltage window does the DPS1084-33 hold?",
    [DP],
    F.DP_VOUT33_FULL,
    "second output-voltage row pair; 3.267 / 3.333 V at 25 °C only",
)

# ---------------------------------------------------------------- hard, not in the sheet (2)
ie(
    H,
    "What is the long-term pressure drift of the IMH-BAR390 per year?",
    [BA],
    "the FAQ says no lifetime or drift figure is available",
    F.BA_LIFE,
)
ie(
    H,
    "What ripple rejection does the DPS1084 give at 1 kHz?",
    [DP],
    "PSRR is given at 120 Hz only (60 / 72 dB)",
)
