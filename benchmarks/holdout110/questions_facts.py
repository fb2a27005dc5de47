"""Factual questions of the hundred-and-tenth hold-out set (42: 34 with items, 8 whose
answer is not in the sheets)."""

from __future__ import annotations

import facts as F
from qkit import FB, JX, KJ, KS, NH, RM, SL, SM, Fact, join, q, unanswerable

E, M, H = "easy", "medium", "hard"
N = iter(range(1, 100))


def fq(diff: str, text: str, devs: list[str], *facts: Fact, note: str = "") -> None:
    items, evidence = join(*facts)
    q(f"f-{next(N):02d}", diff, "simple", text, devs, items, evidence, note=note)


def ie(diff: str, text: str, devs: list[str], note: str, *facts: Fact) -> None:
    evidence = join(*facts)[1] if facts else []
    unanswerable(f"f-{next(N):02d}", diff, "simple", text, devs, note, evidence)


# ---------------------------------------------------------------- RMX226
fq(E, "What supply voltage range does the RMX226 run from?", [RM], F.RM_VS)
fq(
    M,
    "what's the highest bus voltage the rmx226 can actually measure?",
    [RM],
    F.RM_BUS,
    F.RM_BUSNOTE,
    note="40 V (VBUS abs max, common-mode abs max) is the look-alike",
)
fq(
    H,
    "Over what ambient temperature range is the RMX226Q1 specified?",
    ["RMX226Q1"],
    F.RM_TAQ,
    note="the RMX226 row above (-40 to 85 °C) and the 150 °C junction limit are look-alikes",
)
fq(
    M,
    "What I2C address does the RMX226 answer at with A0 and A1 both tied to GND?",
    [RM],
    F.RM_ADDR40,
    note="FEh / FFh ID register values 5249h / 2260h are not addresses",
)
fq(
    H,
    "what conversion times can i pick for the rmx226 adc?",
    [RM],
    F.RM_CT,
    note="eight settings from 140 µs to 8.244 ms in the configuration-register table; "
    "1.1 ms is the default",
)
# ---------------------------------------------------------------- KSP388
fq(E, "What is the VDD supply voltage range of the KSP388?", [KS], F.KS_VDD)
fq(
    M,
    "which i2c addresses can the ksp388 use?",
    [KS],
    F.KS_ADDR,
    note="CHIP_ID 0x52 is a register value, not an address",
)
fq(
    M,
    "how much current does the ksp388 draw at 1 hz in ultra high resolution mode?",
    [KS],
    F.KS_UHR,
)
fq(
    M,
    "What is the absolute pressure accuracy of the KSP388?",
    [KS],
    F.KS_ABSACC,
    note="±0.08 hPa is the relative accuracy (key parameters and the next row)",
)
fq(E, "ksp388 absolute max supply voltage?", [KS], F.KS_ABS)
# ---------------------------------------------------------------- KJ1117
fq(E, "What is the absolute maximum input voltage of the KJ1117?", [KJ], F.KJ_VIN_ABS)
fq(
    M,
    "What is the highest input voltage recommended for operating the KJ1117?",
    [KJ],
    F.KJ_VIN_REC,
    note="15 V is the absolute maximum rating",
)
fq(E, "dropout of the kj1117 at 500 ma?", [KJ], F.KJ_DO_500)
fq(
    E,
    "What are the minimum and maximum output voltages of the KJ1117-33?",
    ["KJ1117-33"],
    F.KJ_VO33,
)
fq(E, "kj1117 quiescent current?", [KJ], F.KJ_IQ)
# ---------------------------------------------------------------- SME2003
fq(E, "How much current can each SME2003 output sink continuously?", [SM], F.SM_IC)
fq(
    M,
    "What input voltage does the SME2003 need to switch 300 mA on an output?",
    [SM],
    F.SM_VION_300,
    note="rows for 200 / 250 mA and the SME2004 rows are look-alikes",
)
fq(
    H,
    "with all 7 channels of the sme2003 on continuously, how much current is each one allowed?",
    [SM],
    F.SM_SEVEN,
    F.SM_T5,
    note="Table 5, 7 outputs at 100 % duty (DIP-16, 50 °C); 500 mA is the single-output rating",
)
fq(E, "What is the operating ambient temperature range of the SME2003?", [SM], F.SM_TAMB)
fq(M, "sme2004 input on-voltage at 350 ma?", ["SME2004"], F.SM4_VION_350)
# ---------------------------------------------------------------- JX-2812B
fq(E, "What supply voltage range does the JX-2812B accept?", [JX], F.JX_VDD)
fq(E, "jx-2812b data rate?", [JX], F.JX_RATE)
fq(E, "How much current does each colour of the JX-2812B draw?", [JX], F.JX_COLOURS)
fq(
    M,
    "what temperature range can the jx-2812b operate in?",
    [JX],
    F.JX_TOP,
    note="Topt sits in the absolute maximum table; -20 ... +70 °C is only the test condition "
    "of the electrical table",
)
# ---------------------------------------------------------------- FBC2515
fq(
    M,
    "What is the supply voltage range of the FBC2515-E?",
    ["FBC2515-E"],
    F.FB_VDD_E,
    note="the FBC2515-I column (2.7 ... 5.5 V) is the look-alike",
)
fq(E, "fbc2515-i sleep current?", ["FBC2515-I"], F.FB_SLEEP_I)
fq(E, "Which interfaces does the FBC2515 have?", [FB], F.FB_IFACE)
# ---------------------------------------------------------------- SLS7710
fq(E, "What I2C address does the SLS7710 use?", [SL], F.SL_ADDR)
fq(E, "sls7710 supply voltage range?", [SL], F.SL_VDD)
fq(
    H,
    "What is the SLS7710's resolution at gain x1 and 100 ms integration time?",
    [SL],
    F.SL_RES_G1_100,
    F.SL_HEAD,
    note="rows are integration times, columns gains; 0.0576 also appears in other cells",
)
fq(E, "max lux the sls7710 can measure?", [SL], F.SL_RANGE)
# ---------------------------------------------------------------- NH1637
fq(E, "What supply voltage does the NH1637 need?", [NH], F.NH_VDD)
fq(
    M,
    "how much current can an nh1637 segment output source?",
    [NH],
    F.NH_SEG,
    note="signs and bound order as in the sheet (source current negative); the grid sink "
    "current 80 / 140 mA and the DIO 4 mA rows are look-alikes",
)
fq(
    H,
    "What is the operating temperature range of the NH1637?",
    [NH],
    F.NH_TOP,
    note="Topt in the limit table; -20 ... +70 °C is the condition of the recommended and "
    "electrical tables",
)

# ---------------------------------------------------------------- not in the sheets (8)
ie(M, "What is the RMX226's shunt offset drift in µV/°C?", [RM], "no drift figure is given")
ie(
    E,
    "what ip rating does the ksp388 have?",
    [KS],
    "no IP rating; the sheet only warns to keep liquids away from the vent hole",
    F.KS_VENT,
)
ie(
    H,
    "What ambient temperature range is the KJ1117 rated for?",
    [KJ],
    "only the junction range 0 ... 125 °C is given, no ambient range",
    F.KJ_TJ,
)
ie(E, "sme2003 esd rating?", [SM], "no ESD rating in the sheet")
ie(E, "What is the viewing angle of the JX-2812B?", [JX], "no viewing angle is given")
ie(
    M,
    "How many nodes can I connect to one CAN bus with the FBC2515?",
    [FB],
    "node count depends on the external transceiver, which is not part of the device",
    F.FB_XCVR,
)
ie(
    M,
    "What's the field of view (half-sensitivity angle) of the SLS7710?",
    [SL],
    "no angular response is given",
)
ie(
    M,
    "What I2C address does the NH1637 use?",
    [NH],
    "the two-wire interface is not I2C and has no address",
    F.NH_NOTI2C,
)
