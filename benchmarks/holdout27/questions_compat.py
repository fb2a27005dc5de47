"""Compatibility questions of the twenty-seventh hold-out set (28: 10 compatible,
10 incompatible, 8 insufficient_evidence, each of the latter citing the sheet's
own "not specified" line)."""

from __future__ import annotations

import facts as F
from qkit import LDR, MXD, OZS, RBT, SGA, SMK, TPA, TPX, Fact, join, q, unanswerable

C = "compatibility"
OK, NO = "compatible", "incompatible"


def judge(
    qid: str, diff: str, question: str, devices: list[str], verdict: str, fact: Fact, note: str = ""
) -> None:
    items, evidence = fact
    q(qid, diff, C, question, devices, items, evidence, verdict, note)


def ie(qid: str, diff: str, question: str, devices: list[str], evidence: list, note: str) -> None:
    unanswerable(qid, diff, C, question, devices, note, evidence)


def prose(evidence: list) -> Fact:
    """A judgment resting on a sentence with no field of the vocabulary (no items)."""
    return [], evidence


# ------------------------------------------------------------------ compatible (10)
judge(
    "c-01",
    "easy",
    "can i run the sga2310 load cell amp straight off 3v3?",
    [SGA],
    OK,
    F.SGA_VS,
    "3.3 V is inside 2.7-5.5 V.",
)
judge(
    "c-02",
    "easy",
    "Can the RB-TOF4 breakout be powered from the 5 V pin of an Arduino Uno?",
    [RBT],
    OK,
    F.RBT_VIN,
    "5 V is inside 3.3-5.5 V on VIN.",
)
judge(
    "c-03",
    "medium",
    "mxd7219L (3.3v type) running at 3v3, driven straight from esp32 gpio (3.3 V high) - ok?",
    [MXD],
    OK,
    join(F.MXD_VDD_L, F.MXD_VIH_L),
    "MXD7219L VDD 2.7-3.6 V, VIH min 2.0 V < 3.3 V.",
)
judge(
    "c-04",
    "medium",
    "Can a TPA-0808 and an RB-TOF4 share one I2C bus without an address clash?",
    [TPA, RBT],
    OK,
    join(F.TPA_ADDR, F.RBT_ADDR),
    "0x68 / 0x69 vs 0x29.",
)
judge(
    "c-05",
    "medium",
    "Can a TPX3224 and a TPA-0808-33 sit on the same 3.3 V I2C bus clocked at 400 kHz?",
    [TPX, TPA],
    OK,
    join(F.TPX_VDD, F.TPA_V33, F.TPX_ADDR, F.TPA_ADDR, F.TPX_CLK, F.TPA_I2C),
    "Both 3.3 V parts; addresses 0x33 vs 0x68/0x69; 400 kHz within both limits.",
)
judge(
    "c-06",
    "easy",
    "Is the SMK600-24A suitable to protect a 24 V DC PLC input line?",
    [SMK],
    OK,
    prose(F.SMK_24 + F.SMK_RULE),
    "VRWM 24 V >= 24 V line (no vocabulary field for the stand-off voltage).",
)
judge(
    "c-07",
    "medium",
    "ozs-3 on the 5v pin of my arduino uno - is the supply ok?",
    [OZS],
    OK,
    F.OZS_V,
    "5.0 V nominal matches 5.0 V +/- 0.1 V (tolerance in the condition, as written).",
)
judge(
    "c-08",
    "hard",
    "Can the ADC of an ESP32 (0 to 3.3 V input range) read the OZS-3 DAC output directly?",
    [OZS],
    OK,
    F.OZS_DAC,
    "DAC output 0.4-2.0 V is inside 0-3.3 V.",
)
judge(
    "c-09",
    "medium",
    "ldr-40 in i2c mode plus an rb-tof4 (vin at 3v3) on the same 3.3v bus, any address conflict?",
    [LDR, RBT],
    OK,
    join(F.LDR_ADDR, F.RBT_ADDR),
    "0x10 vs 0x29.",
)
judge(
    "c-10",
    "hard",
    "I want to run an SGA2310B from 3.3 V in a freezer at -30 °C. Is that within spec?",
    [SGA],
    OK,
    join(F.SGA_VS, F.SGA_TA_B),
    "3.3 V in 2.7-5.5 V; B grade -40 to +125 °C (the A grade is only 0 to 70 °C).",
)

# ------------------------------------------------------------------ incompatible (10)
judge(
    "c-11",
    "easy",
    "will my 5v arduino uart fry the ldr-40 if i wire tx/rx directly?",
    [LDR],
    NO,
    prose(F.LDR_IO),
    "TX / RX are 3.3 V level; the sheet forbids a direct 5 V UART.",
)
judge(
    "c-12",
    "easy",
    "can i power the tpx3224 from the arduino 5v pin",
    [TPX],
    NO,
    F.TPX_VDD,
    "VDD 3.0-3.6 V.",
)
judge(
    "c-13",
    "easy",
    "Can the 5 V type MXD7219 be powered from a 3.3 V rail?",
    [MXD],
    NO,
    F.MXD_VDD,
    "MXD7219 VDD 4.0-5.5 V (the L type is the 3.3 V version).",
)
judge(
    "c-14",
    "medium",
    "mxd7219 (5v type, at 5v) driven from esp32 3.3v gpios, will it read the highs?",
    [MXD],
    NO,
    join(F.MXD_VDD, F.MXD_VIH),
    "VIH min 3.5 V > 3.3 V.",
)
judge(
    "c-15",
    "medium",
    "Can I use the SMK600-12A to protect a 15 V supply line?",
    [SMK],
    NO,
    prose(F.SMK_12 + F.SMK_RULE),
    "VRWM 12 V < 15 V; the diode would conduct (no vocabulary field for VRWM).",
)
judge(
    "c-16",
    "medium",
    "tpa-0808-33 on my 5v i2c bus (uno) ok?",
    [TPA],
    NO,
    (F.TPA_V33[0], F.TPA_V33[1] + F.TPA_5V),
    "3.3 V type; the sheet forbids a 5 V bus.",
)
judge(
    "c-17",
    "hard",
    "Can I clock the MXD7219 serial interface at 20 MHz from an ESP32 SPI peripheral?",
    [MXD],
    NO,
    F.MXD_CLK,
    "fCLK max 10 MHz.",
)
judge(
    "c-18",
    "medium",
    "ozs-3 in an outdoor box where winter gets to -30c, will it work?",
    [OZS],
    NO,
    F.OZS_TOP,
    "Working temperature -20 to 50 °C.",
)
judge(
    "c-19",
    "hard",
    "Can an MXD7219 display run in a cold store at -20 °C?",
    [MXD],
    NO,
    F.MXD_TOP,
    "Recommended 0 to 70 °C; the abs max -40 to 85 °C row is not an operating range "
    "(the note says display characteristics are guaranteed from 0 to 70 °C only).",
)
judge(
    "c-20",
    "hard",
    "is the sga2310a (commercial grade) ok for a scale in an unheated shed at -25c?",
    [SGA],
    NO,
    F.SGA_TA_A,
    "A grade 0 to +70 °C; only the B grade covers -25 °C.",
)

# ------------------------------------------------------------------ insufficient evidence (8)
ie(
    "c-21",
    "medium",
    "Is the SMK600-5V0A fine on a 5 V data line that must stay below 50 pF of capacitance?",
    [SMK],
    F.SMK_5 + F.SMK_CAP,
    "VRWM 5.0 V fits, but capacitance is not specified.",
)
ie(
    "c-22",
    "medium",
    "can i mount the rb-tof4 outside where it gets rained on?",
    [RBT],
    F.RBT_WATER,
    "Waterproofing not specified.",
)
ie(
    "c-23",
    "medium",
    "ldr-40 on a combat robot that takes 50 g hits - will it survive?",
    [LDR],
    F.LDR_SHOCK,
    "Shock resistance not specified.",
)
ie(
    "c-24",
    "medium",
    "Can the TPX3224 be used in a greenhouse at 95 %RH?",
    [TPX],
    F.TPX_HUM,
    "Operating humidity not specified.",
)
ie(
    "c-25",
    "medium",
    "sga2310 into a 24 bit adc, i need output noise under 50 nV/rtHz - does it make it?",
    [SGA],
    F.SGA_NS,
    "Output noise density not specified.",
)
ie(
    "c-26",
    "hard",
    "Will the OZS-3 read ozone correctly next to a chlorinated pool (Cl2 in the air)?",
    [OZS],
    F.OZS_XS,
    "Cross-sensitivity to Cl2 not specified.",
)
ie(
    "c-27",
    "medium",
    "Does the MXD7219 survive an 8 kV contact ESD test on its pins?",
    [MXD],
    F.MXD_ESD,
    "ESD withstand voltage not specified.",
)
ie(
    "c-28",
    "hard",
    "tpa-0808-50 on a 5v arduino, mounted outdoors on a porch with no housing - ok?",
    [TPA],
    F.TPA_V50[1] + F.TPA_IP,
    "5 V supply fits (5.0 V +/- 0.5 V), but outdoor use / IP is not specified.",
)
