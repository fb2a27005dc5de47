"""Factual questions of the fifty-third hold-out set (42: 34 with items, 8 unanswerable)."""

from __future__ import annotations

from facts import (
    DC_EFF,
    DC_EN_H,
    DC_EN_L,
    DC_IOUT,
    DC_IQ,
    DC_VIN_50,
    DC_VOUT_ADJ,
    MD_ICC33,
    MD_IOUT_H,
    MD_IOUT_S,
    MD_IPAR_S,
    MD_VM,
    MD_VM_ABS,
    OB_ADDR,
    OB_I1600,
    OB_SENS8,
    QA_ADDR,
    QA_DR,
    QA_ICC_A,
    QA_PD_I,
    QA_SUP,
    QA_TEMP_I,
    RB_CONTACT,
    RB_ION_4,
    SA_RANGE_U,
    SA_SENS_1M,
    SA_TOP_U,
    SA_TXI8,
    SA_TXMAX,
    TH_ADDR,
    TH_HACC,
    TH_ICC,
    TH_SUP,
    TH_TACC,
    TH_TOP,
    WC_IBAT,
    WC_VF435,
    WC_VIN,
)
from qkit import DC, MD, OB, QA, RB, SA, TH, WC, Fact, join, q, unanswerable

E, M, H = "easy", "medium", "hard"


def fq(n: int, diff: str, text: str, devs: list[str], fact: Fact, qtype: str = "simple") -> None:
    items, evidence = fact
    q(f"f-{n:02d}", diff, qtype, text, devs, items, evidence)


# ---------------------------------------------------------------- THM-31
fq(1, E, "what voltage can i feed the thm-31 module on vin?", [TH], TH_SUP)
fq(2, E, "How much current does the THM-31 draw while it is measuring?", [TH], TH_ICC)
fq(
    3,
    M,
    "What ambient temperature range may the THM-31 module itself be operated in (the board, "
    "not the sensor element's measuring range)?",
    [TH],
    TH_TOP,
)
fq(4, E, "thm-31 humidity accuracy?", [TH], TH_HACC)
fq(5, E, "Which I2C addresses can the THM-31 be set to?", [TH], TH_ADDR)
fq(6, M, "What is the THM-31's temperature accuracy between 0 and +60 °C?", [TH], TH_TACC)
unanswerable(
    "f-07",
    E,
    "simple",
    "what's the long-term drift of the thm-31 humidity reading per year?",
    [TH],
    "The THM-31 sheet gives accuracy and response time but no long-term drift.",
)

# ---------------------------------------------------------------- QAD1615
fq(8, E, "What supply voltage range does the QAD1615 ADC accept?", [QA], QA_SUP)
fq(9, E, "qad1615 min and max sample rate?", [QA], QA_DR)
fq(
    10,
    M,
    "What is the maximum operating current consumption of the automotive-grade QAD1615A over "
    "its temperature range?",
    [QA],
    QA_ICC_A,
)
fq(11, M, "what temp range is the qad1615i rated for?", [QA], QA_TEMP_I)
fq(12, E, "Which I2C slave addresses can the QAD1615 be strapped to?", [QA], QA_ADDR)
fq(
    13,
    H,
    "What is the maximum power-down current of the industrial QAD1615I over its temperature "
    "range (not the 25 °C typical)?",
    [QA],
    QA_PD_I,
)
unanswerable(
    "f-15",
    M,
    "simple",
    "What is the input-referred noise of the QAD1615 at 860 SPS with FSR = ±0.256 V?",
    [QA],
    "No noise table in the QAD1615 sheet (only INL, offset and gain error).",
)

# ---------------------------------------------------------------- DCB-3A
fq(16, E, "what input voltage does the dcb-3a-50 (5v version) need?", [DC], DC_VIN_50)
fq(17, E, "How much continuous output current can the DCB-3A deliver?", [DC], DC_IOUT)
fq(18, M, "What is the no-load operating current consumption of the DCB-3A module?", [DC], DC_IQ)
fq(19, M, "What output voltage range can the DCB-3A-ADJ be set to?", [DC], DC_VOUT_ADJ)
fq(
    21,
    H,
    "Which voltages on the EN pin of the DCB-3A count as high and as low?",
    [DC],
    join(DC_EN_H, DC_EN_L),
)
unanswerable(
    "f-22",
    M,
    "simple",
    "what's the efficiency of the dcb-3a-33 at 24v in and 1a out?",
    [DC],
    "Efficiency is given only at 12 V in, 2 A (89 % / 93 %) and as 'up to 95%'; no 24 V / 1 A "
    "figure.",
    DC_EFF[1],
)

# ---------------------------------------------------------------- MDB-2
fq(23, E, "What motor supply voltage is recommended for the MDB-2 board?", [MD], MD_VM)
fq(24, E, "how many amps per channel continuous can the mdb-2h handle?", [MD], MD_IOUT_H)
fq(
    25,
    M,
    "What continuous output current does the MDB-2S allow per channel, and with both channels "
    "in parallel?",
    [MD],
    join(MD_IOUT_S, MD_IPAR_S),
)
fq(26, M, "What is the absolute maximum motor supply voltage VM of the MDB-2?", [MD], MD_VM_ABS)
fq(
    27,
    H,
    "What is the typical logic supply current of the MDB-2 when VCC is 3.3 V?",
    [MD],
    MD_ICC33,
)
unanswerable(
    "f-29",
    E,
    "simple",
    "Does the MDB-2H have a thermal shutdown, and at what temperature does it trip?",
    [MD],
    "The MDB-2 sheet names no thermal shutdown or over-current protection.",
)

# ---------------------------------------------------------------- SAB-52
fq(30, E, "What is the maximum TX output power of the SAB-52 module?", [SA], SA_TXMAX)
fq(31, E, "sab-52 rx sensitivity at 1mbps?", [SA], SA_SENS_1M)
fq(32, M, "What current does the SAB-52 draw while transmitting at +8 dBm?", [SA], SA_TXI8)
fq(
    33,
    M,
    "What is the operating temperature range of the SAB-52U (u.FL version)?",
    [SA],
    SA_TOP_U,
)
unanswerable(
    "f-35",
    M,
    "simple",
    "what range will i get with the sab-52u and its external antenna?",
    [SA],
    "The sheet gives 80 m line of sight for the SAB-52P only; for the SAB-52U it says 'depends "
    "on antenna'.",
    SA_RANGE_U[1],
)

# ---------------------------------------------------------------- RB-5V
fq(
    36,
    E,
    "How much current does the 4-channel RB-5V-4 board draw with all relays on?",
    [RB],
    RB_ION_4,
)
fq(
    37,
    M,
    "what's the max current per channel i can switch through the rb-5v board?",
    [RB],
    RB_CONTACT,
)
unanswerable(
    "f-38",
    E,
    "simple",
    "how many switching cycles are the rb-5v relays rated for?",
    [RB],
    "No electrical or mechanical life is given on the RB-5V page.",
)

# ---------------------------------------------------------------- WCL4057
fq(39, E, "What is the recommended input voltage range of the WCL4057 charger?", [WC], WC_VIN)
fq(
    40,
    H,
    "What is the float (regulation) voltage of the WCL4057-435, with its min and max limits?",
    [WC],
    WC_VF435,
)
fq(41, M, "battery drain of the wcl4057 when the usb is unplugged?", [WC], WC_IBAT)
unanswerable(
    "f-42",
    H,
    "simple",
    "What is the duration of the WCL4057's charge safety timer?",
    [WC],
    "The WCL4057 sheet mentions no safety timer.",
)

# ---------------------------------------------------------------- OBA3-12
fq(43, E, "What is the OBA3-12 sensitivity in the ±8 g range?", [OB], OB_SENS8)
fq(44, E, "oba3-12 i2c address?", [OB], OB_ADDR)
fq(
    45,
    H,
    "How much current does the OBA3-12 draw in normal mode at 1600 Hz output data rate?",
    [OB],
    OB_I1600,
)
unanswerable(
    "f-46",
    E,
    "simple",
    "what's the oba3-12 nonlinearity in % of full scale?",
    [OB],
    "No nonlinearity figure in the OBA3-12 sheet.",
)
