"""Factual questions of the twenty-seventh hold-out set (34 with items, 8 whose answer
is not in the sheets: insufficient_evidence)."""

from __future__ import annotations

import facts as F
from qkit import LDR, MXD, OZS, RBT, SGA, SMK, TPA, TPX, Fact, join, q, unanswerable

S = "simple"
IE_NOTE = "The sheet says this is not specified (or gives no such value)."


def ask(qid: str, diff: str, question: str, devices: list[str], fact: Fact, qtype: str = S) -> None:
    items, evidence = fact
    q(qid, diff, qtype, question, devices, items, evidence)


# ------------------------------------------------------------------ easy (26)
ask("f-01", "easy", "What is the operating supply voltage range of the SGA2310?", [SGA], F.SGA_VS)
ask("f-02", "easy", "whats the abs max supply on the sga2310?", [SGA], F.SGA_ABS)
ask("f-03", "easy", "Which package is the SGA2310 offered in?", [SGA], F.SGA_PKG)
ask("f-04", "easy", "what voltage do i feed the ldr-40 lidar?", [LDR], F.LDR_VCC)
ask(
    "f-05",
    "easy",
    "how many ma does the ldr-40 pull at peak? sizing my regulator",
    [LDR],
    F.LDR_IPK,
)
ask("f-06", "easy", "What operating temperature range is given for the LDR-40?", [LDR], F.LDR_TOP)
ask("f-07", "easy", "default uart baud of the ldr-40?", [LDR], F.LDR_BAUD)
ask(
    "f-08",
    "easy",
    "What is the absolute maximum supply voltage of the MXD7219?",
    [MXD],
    F.MXD_ABS,
)
ask(
    "f-09",
    "easy",
    "What is the recommended supply voltage (min / typ / max) of the 3.3 V type MXD7219L?",
    [MXD],
    F.MXD_VDD_L,
)
ask("f-10", "easy", "What is the shutdown current of the MXD7219?", [MXD], F.MXD_SHDN)
ask(
    "f-11",
    "easy",
    "What is the detection range of the OZS-3 (standard version)?",
    [OZS],
    F.OZS_RANGE,
)
ask(
    "f-12",
    "easy",
    "how long does the ozs-3 need to preheat before readings are valid",
    [OZS],
    F.OZS_WARM,
)
ask("f-13", "easy", "ozs-3 uart baud rate?", [OZS], F.OZS_BAUD)
ask("f-14", "easy", "What average current does the OZS-3 draw?", [OZS], F.OZS_I)
ask(
    "f-15",
    "easy",
    "What is the storage temperature range of the SMK600 TVS diodes?",
    [SMK],
    F.SMK_TSTG,
)
ask("f-16", "easy", "what package are the smk600 tvs diodes in", [SMK], F.SMK_PKG)
ask("f-17", "easy", "What I2C addresses can the TPA-0808 use?", [TPA], F.TPA_ADDR)
ask("f-18", "easy", "tpa-0808 temp resolution?", [TPA], F.TPA_RES)
ask(
    "f-19", "easy", "What operating humidity range is specified for the TPA-0808?", [TPA], F.TPA_HUM
)
ask("f-20", "easy", "What is the TPX3224 supply voltage (min / typ / max)?", [TPX], F.TPX_VDD)
ask("f-21", "easy", "whats the default i2c address of the tpx3224", [TPX], F.TPX_ADDR)
ask("f-22", "easy", "How much supply current does the TPX3224 draw typically?", [TPX], F.TPX_IDD)
ask(
    "f-23",
    "easy",
    "What input voltage range does the RB-TOF4 breakout accept on VIN?",
    [RBT],
    F.RBT_VIN,
)
ask("f-24", "easy", "rb-tof4 i2c address?", [RBT], F.RBT_ADDR)
ask(
    "f-25",
    "easy",
    "how low does the rb-tof4 go when i hold xshut low? battery project",
    [RBT],
    F.RBT_SD,
)
ask("f-26", "easy", "What voltage range does the OZS-3 DAC output span?", [OZS], F.OZS_DAC)

# ------------------------------------------------------------------ medium (5)
ask(
    "f-27",
    "medium",
    "What is the quiescent supply current of the SGA2310 at VS = 3.3 V (no bridge)?",
    [SGA],
    F.SGA_IQ33,
)
ask(
    "f-28",
    "medium",
    "how far does the ldr-40l reach on dark (10% reflectivity) targets?",
    [LDR],
    F.LDR_R10L,
)
ask(
    "f-29",
    "medium",
    "Which reacts faster, the OZS-3 or the OZS-3H? Give the T90 response times.",
    [OZS],
    F.OZS_T90,
    "comparison",
)
ask(
    "f-30",
    "medium",
    "What is the absolute maximum supply voltage of the 5 V type TPA-0808-50?",
    [TPA],
    F.TPA_ABS50,
)
ask(
    "f-31",
    "medium",
    "What minimum input high voltage does the 5 V type MXD7219 need at VDD = 5.0 V?",
    [MXD],
    F.MXD_VIH,
)

# ------------------------------------------------------------------ hard (3)
ask(
    "f-32",
    "hard",
    "What peak pulse current (IPP, 10/1000 us) can the SMK600-24A take?",
    [SMK],
    F.SMK_IPP24,
)
ask(
    "f-33",
    "hard",
    "What is the accuracy of the wide-angle TPX3224-BAA for objects between 100 and 300 °C?",
    [TPX],
    F.TPX_ACC_HI,
)
ask(
    "f-34",
    "hard",
    "For the TPX3224, list the supply voltage range, the typical supply current and "
    "the maximum I2C clock.",
    [TPX],
    join(F.TPX_VDD, F.TPX_IDD, F.TPX_CLK),
    "structured",
)

# ------------------------------------------------------------------ not in the sheets (8)
unanswerable("f-35", "easy", S, "what's the cmrr of the sga2310?", [SGA], IE_NOTE, F.SGA_NS)
unanswerable(
    "f-36",
    "easy",
    S,
    "What is the junction capacitance of the SMK600-24A?",
    [SMK],
    IE_NOTE,
    F.SMK_CAP,
)
unanswerable(
    "f-37",
    "easy",
    S,
    "What I2C address does the SGA2310 use?",
    [SGA],
    "The SGA2310 has no digital interface; there is no address.",
    F.SGA_NODIG,
)
unanswerable(
    "f-38",
    "medium",
    S,
    "What operating humidity range is specified for the TPX3224?",
    [TPX],
    IE_NOTE,
    F.TPX_HUM,
)
unanswerable(
    "f-39",
    "medium",
    S,
    "what shock / vibration rating does the ldr-40 have",
    [LDR],
    IE_NOTE,
    F.LDR_SHOCK,
)
unanswerable(
    "f-40", "medium", S, "What is the ESD rating of the MXD7219?", [MXD], IE_NOTE, F.MXD_ESD
)
unanswerable(
    "f-41",
    "medium",
    S,
    "how accurate is the rb-tof4 at 3 m?",
    [RBT],
    "Accuracy is only described up to 1.2 m; not characterized beyond.",
    F.RBT_ACC,
)
unanswerable(
    "f-42",
    "medium",
    S,
    "What is the sleep-mode current of the OZS-3H?",
    [OZS],
    "The OZS sheet gives an average current only; no sleep mode or sleep current "
    "(no evidence at all).",
)
