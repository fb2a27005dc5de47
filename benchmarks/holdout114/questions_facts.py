"""Factual questions of the hundred-and-fourteenth hold-out set (42: 34 with items, 8
whose answer is not in the sheets)."""

from __future__ import annotations

import facts as F
from qkit import BA, CP, HL, LR, OT, SB, TS, YR, Fact, join, q, unanswerable

E, M, H = "easy", "medium", "hard"
N = iter(range(1, 100))


def fq(diff: str, text: str, devs: list[str], *facts: Fact, note: str = "") -> None:
    items, evidence = join(*facts)
    q(f"f-{next(N):02d}", diff, "simple", text, devs, items, evidence, note=note)


def ie(diff: str, text: str, devs: list[str], note: str, *facts: Fact) -> None:
    evidence = join(*facts)[1] if facts else []
    unanswerable(f"f-{next(N):02d}", diff, "simple", text, devs, note, evidence)


# ---------------------------------------------------------------- CPM7236
fq(
    E,
    "What supply voltage range is recommended for the CPM7236?",
    [CP],
    F.CP_VS,
    note="the 6 V row of the same name is the absolute maximum",
)
fq(
    M,
    "what bus voltage range can the cpm7236 measure?",
    [CP],
    F.CP_BUS,
    F.CP_BUS_NOTE,
    note="40.96 V is the ADC full scale, not an allowed input",
)
fq(
    H,
    "Which I2C addresses can the CPM7236 be strapped to with A0 and A1?",
    [CP],
    F.CP_ADDR,
    note="sixteen addresses 0x40-0x4F; die ID 2360h and manufacturer ID 5457h are register values",
)
fq(E, "cpm7236 shutdown current?", [CP], F.CP_SD, note="the 330 / 420 uA row is active current")
# ---------------------------------------------------------------- OTR5302
fq(
    E,
    "What supply voltage does the OTR5302 need on AVDD?",
    [OT],
    F.OT_VDD,
    note="abs max 3.6 V; the 2V8 IO-mode row is an interface level",
)
fq(
    M,
    "what i2c address does the otr5302 come up on after power-up?",
    [OT],
    F.OT_ADDR,
    note="0xEE is the model-ID register value",
)
fq(
    M,
    "How far can the OTR5302 measure in default mode outdoors on an overcast day?",
    [OT],
    F.OT_DEF_OUT,
    note="1.2 m is the dark column",
)
fq(E, "max distance of the otr5302 in long range mode in the dark?", [OT], F.OT_LR_DARK)
fq(
    E,
    "What is the OTR5302's hardware standby current with XSHUT held low?",
    [OT],
    F.OT_HWSB,
    note="software standby 5 / 7 uA is the look-alike row",
)
# ---------------------------------------------------------------- SBD2710
fq(
    E,
    "What motor supply voltage range does the SBD2710 accept?",
    [SB],
    F.SB_VM,
    note="11.8 V is the absolute maximum",
)
fq(E, "sbd2710 sleep current?", [SB], F.SB_SLEEP)
fq(
    H,
    "How much RMS current can each SBD2710 bridge deliver at 70 °C ambient?",
    [SB],
    F.SB_70,
    note="1.5 A is the 25 °C figure; the table is typical values per ambient temperature",
)
fq(
    M,
    "What logic-high and logic-low levels does the SBD2710 need on its IN pins?",
    [SB],
    F.SB_VIH,
    F.SB_VIL,
    note="symbol-only rows; the nSLEEP VIH of 2.5 V is the look-alike",
)
# ---------------------------------------------------------------- HLR1171
fq(E, "What is the absolute maximum input voltage of the HLR1171?", [HL], F.HL_ABS)
fq(
    M,
    "what input voltage range does the hlr1171-50 need?",
    [HL],
    F.HL_VIN50,
    note="4.75-12 V is the -33 row",
)
fq(M, "What's the HLR1171's dropout voltage at a 500 mA load?", [HL], F.HL_DO500)
fq(E, "What output voltage does the HLR1171-33 give (min / typ / max)?", [HL], F.HL_VO33)
fq(
    H,
    "What ambient temperature range is the HLR1171 rated for?",
    [HL],
    F.HL_TOP,
    note="0-125 °C in the recommended table is the junction range; the ambient range is prose",
)
# ---------------------------------------------------------------- LRX-78
fq(
    E,
    "supply voltage range of the lrx-78 module?",
    [LR],
    F.LR_VCC,
    note="3.9 V row in the same table is an absolute limit",
)
fq(
    E,
    "How much current does the LRX-78 draw while transmitting at +20 dBm?",
    [LR],
    F.LR_TX20,
)
fq(M, "lrx-78 receive current at 125 khz bandwidth?", [LR], F.LR_RX125)
fq(
    E,
    "What frequency range does the LRX-78-470 cover?",
    [LR],
    F.LR_BAND470,
    note="410-441 MHz is the -433 column",
)
# ---------------------------------------------------------------- BAL-24
fq(E, "What supply voltage range does the BAL-24 board accept?", [BA], F.BA_VCC)
fq(
    M,
    "what output data rate does the bal-24r give?",
    [BA],
    F.BA_R80,
    note="10 SPS is the BAL-24 column",
)
fq(
    H,
    "What is the working temperature range of the BAL-24 board?",
    [BA],
    F.BA_TOP,
    F.BA_CHIP,
    note="-40 to +85 °C in the note is the ADC chip alone",
)
fq(E, "bal-24 power-down current?", [BA], F.BA_PD)
# ---------------------------------------------------------------- TSQ3817
fq(E, "What is the recommended supply voltage range of the TSQ3817?", [TS], F.TS_VDD)
fq(
    H,
    "how accurate is the tsq3817 at around 90 c?",
    [TS],
    F.TS_ACC100,
    note="90 °C is outside the -40..+70 °C band; the narrowest band holding it is -40..+100 °C",
)
fq(
    M,
    "Which I2C addresses does the TSQ3817 support?",
    [TS],
    F.TS_ADDR,
    note="0x90-0x96 are 8-bit write bytes; DEVICE_ID 3817h is a register value",
)
fq(
    M,
    "how long does one tsq3817 conversion take?",
    [TS],
    F.TS_CONV,
    note="the 125 ms ... 16 s table is the conversion cycle time",
)
# ---------------------------------------------------------------- YRD
fq(E, "What is the coil resistance of the YRD-12VDC-SL-C?", [YR], F.YR_R12L)
fq(
    E,
    "yrd relay contact rating on the no contact for ac loads?",
    [YR],
    F.YR_AC_NO,
    note="the UL rating 10 A 125 VAC on page 2 is an approval rating",
)
fq(M, "coil power of the yrd-05vdc-sd-c in watts?", [YR], F.YR_P05D)
fq(
    H,
    "What ambient temperature range does the YRD-12VDC-SD-C allow?",
    [YR],
    F.YR_TOP_D,
    note="-25..+70 °C in the table; note 2 rates the D type -25..+60 °C",
)

# ------------------------------------------------- answers not in the sheets (8)
ie(E, "What is the CPM7236's power-supply rejection ratio?", [CP], "no PSRR in the sheet")
ie(
    M,
    "How far can the OTR5302 range on a black (5 % reflectance) target?",
    [OT],
    "ranging performance is given for a white 88 % target only",
    F.OT_TABLE4,
)
ie(E, "sbd2710 output rise time?", [SB], "no output switching times in the sheet")
ie(
    M,
    "What is the HLR1171's ripple rejection at 1 kHz?",
    [HL],
    "ripple rejection is given at 120 Hz only",
    F.HL_RR,
)
ie(
    E,
    "what range in km does the lrx-78 get?",
    [LR],
    "the FAQ says no range figure is stated",
    F.LR_RANGE,
)
ie(
    E,
    "What is the maximum weight the BAL-24 can measure?",
    [BA],
    "the FAQ says the maximum weight is set by the load cell",
    F.BA_WEIGHT,
)
ie(M, "What is the TSQ3817's long-term drift per year?", [TS], "no long-term stability figure")
ie(E, "yrd relay contact bounce time?", [YR], "no bounce time in the catalogue page")
