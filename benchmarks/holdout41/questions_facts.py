"""Factual questions of the forty-first hold-out set (34 with items, 8
insufficient_evidence: five cite the sheet's own "not specified" / "no serial
interface" line, three have no evidence at all)."""

from __future__ import annotations

from facts import (
    AX_ACC_R,
    AX_ACC_W,
    AX_ADDR41,
    AX_CPU,
    AX_SHDN,
    AX_V,
    AX_VOL15,
    FC_ACC50,
    FC_ACC_OUT,
    FC_SINK,
    FC_V,
    FCA_ABS,
    FCA_ADDR_B,
    FCA_STB,
    FCA_T,
    FCA_V,
    FCA_VOL,
    GY_ADDR,
    GY_AO,
    GY_DR,
    GY_I,
    GY_OUT,
    KP_I02,
    KP_T,
    KP_V,
    LT_ABS,
    LT_IQ,
    LT_RISE_H,
    LT_T,
    LT_V,
    NJ_ABS,
    NJ_AEC,
    NJ_I33,
    NJ_NOIF,
    NJ_STB,
    NJ_T,
    NJ_V,
    PD_HUM,
    PD_OUT50,
    PD_TX,
)
from qkit import AX, FC, FCA, GY, KP, LT, NJ, PD, Fact, q, unanswerable

S = "simple"
E, M, H = "easy", "medium", "hard"


def ask(qid: str, diff: str, question: str, devices: list[str], fact: Fact, note: str = "") -> None:
    items, evidence = fact
    q(qid, diff, S, question, devices, items, evidence, None, note)


def unknown(
    qid: str, diff: str, question: str, devices: list[str], note: str, fact: Fact | None = None
) -> None:
    unanswerable(qid, diff, S, question, devices, note, fact[1] if fact else [])


# ---------------------------------------------------------------- fan controllers
ask(
    "f-01",
    E,
    "What is the supply voltage range of the FCA2104?",
    [FCA],
    FCA_V,
    "static characteristics; the limiting values row VDD -0.3 / +6.0 V is the look-alike",
)
ask("f-02", E, "whats the abs max vdd on the fca2104?", [FCA], FCA_ABS)
ask(
    "f-03",
    E,
    "What is the 7-bit I2C-bus slave address of the FCA2104B?",
    ["FCA2104B"],
    FCA_ADDR_B,
    "version column; 0x2C is the FCA2104A",
)
ask("f-04", M, "fca2104 standby current with STBY high - typ and max?", [FCA], FCA_STB)
ask(
    "f-05",
    M,
    "What is the maximum LOW-level output voltage of the FCA2104 PWM outputs at IOL = 8 mA?",
    [FCA],
    FCA_VOL,
    "unnamed second row (SDA, 6 mA, 0.6 V) is the look-alike",
)
ask("f-06", E, "fca2104 operating temp range?", [FCA], FCA_T)
ask("f-07", E, "What supply voltage range does the AX6640 accept?", [AX], AX_V)
ask(
    "f-08",
    M,
    "What is the AX6641 remote temperature accuracy over the full range, TA = -40 °C to +125 °C?",
    ["AX6641"],
    AX_ACC_W,
    "unnamed second accuracy row; ±1 °C holds only for TA 25-85 °C, TRJ 60-100 °C",
)
ask("f-09", M, "how much current does the ax6640 pull in shutdown?", [AX], AX_SHDN)
ask(
    "f-10",
    E,
    "what smbus address does the ax6641 answer on?",
    ["AX6641"],
    AX_ADDR41,
    "ordering table; 0x4C is the AX6640",
)
ask(
    "f-11",
    H,
    "What is the AX6640 PWM output low voltage when it sinks 15 mA?",
    [AX],
    AX_VOL15,
    "unnamed second VOL row; 0.4 V at 6 mA is the look-alike",
)
ask(
    "f-37",
    H,
    "What remote-diode temperature accuracy does the AX6640 guarantee with TA = +25 to +85 °C "
    "and the remote junction at +60 to +100 °C?",
    [AX],
    AX_ACC_R,
)
ask(
    "f-13",
    E,
    "What is the recommended supply voltage range of the NJF3340?",
    [NJ],
    NJ_V,
    "recommended table; abs max 7.0 V has the same row name",
)
ask(
    "f-14",
    M,
    "what ambient temp range can i actually run the njf3340 in (recommended conditions, not abs max)?",
    [NJ],
    NJ_T,
    "abs max table Topr -40～+105 ℃ is the look-alike",
)
ask(
    "f-15",
    H,
    "What is the NJF3340 operating current at VDD = 3.3 V?",
    [NJ],
    NJ_I33,
    "typ.-only reference table on page 2; the EC table 1.2 / 2.0 mA is at VDD = 5.0 V",
)
ask("f-16", M, "njf3340 standby current when EN is pulled low?", [NJ], NJ_STB, "typ. only")
ask("f-17", E, "What is the absolute maximum supply voltage of the NJF3340?", [NJ], NJ_ABS)
ask("f-18", E, "fc8204 vdd range?", [FC], FC_V)
ask(
    "f-19",
    M,
    "What is the temperature accuracy of the FC8204-50?",
    ["FC8204-50"],
    FC_ACC50,
    "version column with footnote mark *1 (0～85 ℃); ±2 ℃ is the FC8204-40",
)
ask("f-20", E, "max pwm sink current of the fc8204?", [FC], FC_SINK)
# ---------------------------------------------------------------- photodiode amplifiers
ask("f-22", E, "What is the operating supply voltage range of the LTP2101?", [LT], LT_V)
ask(
    "f-23",
    M,
    "quiescent current of the ltp2101 in the dark (vout = 0 v)?",
    [LT],
    LT_IQ,
    "unnamed second row 220 µA at VOUT = 10 V is the look-alike",
)
ask(
    "f-24",
    H,
    "What is the 10 % to 90 % rise time of the LTP2101H?",
    ["LTP2101H"],
    LT_RISE_H,
    "one column per version with a footnote mark (2); 28 µs is the LTP2101",
)
ask(
    "f-25",
    M,
    "What is the operating temperature range of the LTP2101 (not the specified range)?",
    [LT],
    LT_T,
    "specified range 0-70 °C is the look-alike",
)
ask("f-26", E, "abs max supply on the ltp2101?", [LT], LT_ABS)
ask(
    "f-27",
    E,
    "What output voltage range does the PDA 20-V deliver into a 50 Ω load?",
    [PD],
    PD_OUT50,
    "0 … 10 V is the Hi-Z row",
)
ask(
    "f-28",
    M,
    "operating temp of the pda 20-vx?",
    ["PDA 20-VX"],
    PD_TX,
    "table continued on page 2; +10 … +40 °C is the PDA 20-V",
)
ask(
    "f-30",
    E,
    "What is the recommended supply voltage of the KP-1227?",
    [KP],
    KP_V,
    "abs max -0.5～+12 V has the same row name",
)
ask("f-31", M, "kp-1227 operating temperature range - the recommended one?", [KP], KP_T)
ask(
    "f-32",
    H,
    "What are the typical and maximum current consumption of the KP-1227-02 at Vcc = 5 V?",
    ["KP-1227-02"],
    KP_I02,
    "one column per type, 'Min. / Typ. / Max.' in one cell; -01 is 2.0 / 3.0 mA",
)
ask(
    "f-33",
    E,
    "which i2c addresses can the gy-pd16 be set to?",
    [GY],
    GY_ADDR,
    "8-bit write/read bytes 0x90-0x95 and the register list are decoys",
)
ask("f-34", E, "What data rate range does the GY-PD16 ADC support?", [GY], GY_DR)
ask("f-35", E, "gy-pd16 current draw?", [GY], GY_I)
ask("f-39", E, "What voltage range comes out of the GY-PD16 AO pin?", [GY], GY_AO)
# ---------------------------------------------------------------- insufficient evidence
unknown(
    "u-01",
    M,
    "Is the FCA2104 AEC-Q100 qualified?",
    [FCA],
    "the sheet says nothing about automotive qualification",
)
unknown(
    "u-02",
    E,
    "is the njf3340 aec-q100 qualified?",
    [NJ],
    "notes: 'AEC-Q100 automotive qualification: not specified.'",
    NJ_AEC,
)
unknown(
    "u-03",
    M,
    "What is the output noise of the GY-PD16 in the dark?",
    [GY],
    "no noise figure in the manual",
)
unknown(
    "u-04",
    M,
    "what's the temperature accuracy of the fc8204-40 at -20 c?",
    ["FC8204-40"],
    "±2 ℃ only for 0～85 ℃; 'Outside this range the accuracy is not specified.'",
    FC_ACC_OUT,
)
unknown(
    "u-05",
    M,
    "What relative humidity range is the PDA 20-V rated for?",
    [PD],
    "no humidity range; only condensing humidity 'not specified'",
    PD_HUM,
)
unknown(
    "u-06",
    E,
    "What I2C address does the NJF3340 use?",
    [NJ],
    "'NJF3340 has no serial interface.'",
    NJ_NOIF,
)
unknown(
    "u-07",
    M,
    "How accurate is the AX6640 when it reads an FPGA's on-die thermal diode?",
    [AX],
    "'Accuracy with a CPU or FPGA thermal diode depends on its ideality factor and is not specified.'",
    AX_CPU,
)
unknown(
    "u-08",
    E,
    "whats the ip rating of the gy-pd16 board?",
    [GY],
    "no IP rating; 'Outdoor use and waterproofing are not specified.'",
    GY_OUT,
)
