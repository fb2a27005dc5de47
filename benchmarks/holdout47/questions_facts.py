"""Factual questions of the forty-seventh hold-out set (42: 34 with items, 8 whose
answer is not in the sheets)."""

from __future__ import annotations

from facts import (
    A_OUT,
    A_SENS,
    A_V,
    A_VIH,
    AE_I,
    B_BAUD,
    B_V,
    BP_P,
    D_CVDC,
    D_FV,
    D_HV,
    D_NAMAX,
    D_NV,
    D_VOFF,
    E3_I,
    E_AMAX,
    E_ESD,
    E_T,
    E_V,
    E_VIL,
    M_T,
    MC_I,
    MC_V,
    P5_AMAX,
    P5_T,
    P24_IMAX,
    P24_V,
    P_HOST,
    P_MTBF,
    R_I,
    R_SALT,
    R_TOP,
    S_AC15,
    S_DC13,
    S_EX,
    S_LEDI,
    S_LEDV,
    S_T,
)
from qkit import Fact, q, unanswerable

S = "simple"
E, M, H = "easy", "medium", "hard"


def ask(qid: str, diff: str, question: str, devices: list[str], fact: Fact, note: str = "") -> None:
    items, evidence = fact
    q(qid, diff, S, question, devices, items, evidence, None, note)


# ---------------------------------------------------------------- PBX-DP12
ask(
    "f-01",
    E,
    "What supply voltage range does the PBX-DP12-24 accept?",
    ["PBX-DP12-24"],
    P24_V,
    "20.4-28.8 V; the PBX-DP12-5 column (4.75-5.25 V) and the 36 V limit value are look-alikes",
)
ask(
    "f-03",
    M,
    "What is the absolute maximum supply voltage of the PBX-DP12-5 board-mount module?",
    ["PBX-DP12-5"],
    P5_AMAX,
    "limit values row, -5 column (6.0 V), not the 36 V of the -24",
)
ask(
    "f-04",
    M,
    "max current the pbx-dp12-24 din rail version pulls from 24v?",
    ["PBX-DP12-24"],
    P24_IMAX,
    "wrapped row 'Current consumption (max.)': 120 mA; 85 mA is the typ. row",
)
ask(
    "f-06",
    E,
    "how fast can i clock the spi host interface of the pbx-dp12?",
    ["PBX-DP12"],
    P_HOST,
    "20 MHz only in the feature list",
)
ask(
    "f-07",
    M,
    "What is the operating temperature range of the PBX-DP12-5?",
    ["PBX-DP12-5"],
    P5_T,
    "Table 1 continued on page 2; -20...+70 °C for -5 vs 0...+60 °C for -24",
)
unanswerable(
    "f-08",
    E,
    S,
    "What MTBF does the PBX-DP12 module have?",
    ["PBX-DP12"],
    "the sheet says the MTBF is not given",
    P_MTBF,
)

# ---------------------------------------------------------------- ASM-44
ask("f-09", E, "What AS-i operating voltage does the ASM-44 need?", ["ASM-44"], A_V)
ask(
    "f-10",
    E,
    "how much current can the asm-44e draw from the as-i cable in total?",
    ["ASM-44E"],
    AE_I,
    "ASM-44E column 240 mA; ASM-44 is 200 mA",
)
ask("f-11", E, "asm-44 max current per output?", ["ASM-44"], A_OUT, "1.0 A per output, 2.0 A total")
ask(
    "f-13",
    E,
    "what voltage does an asm-44 input need to see to read it as a 1?",
    ["ASM-44"],
    A_VIH,
)
ask(
    "f-14",
    M,
    "How much current can all the sensors on an ASM-44 draw together from the sensor supply?",
    ["ASM-44"],
    A_SENS,
    "wrapped row name 'Sensor supply current, all inputs together'",
)
unanswerable(
    "f-17",
    E,
    S,
    "what max relative humidity is the asm-44 rated for?",
    ["ASM-44"],
    "no humidity figure on the sheet (only temperature, IP67, vibration)",
)

# ---------------------------------------------------------------- DNX-816
ask(
    "f-18",
    E,
    "What DeviceNet network supply voltage does the DNX-816 accept (min/typ/max)?",
    ["DNX-816"],
    D_NV,
    "11 / 24 / 25 V; 30 V is the absolute maximum",
)
ask(
    "f-19",
    M,
    "What is the absolute maximum network supply voltage (V+ to V-) of the DNX-816?",
    ["DNX-816"],
    D_NAMAX,
)
ask(
    "f-21",
    E,
    "What field supply voltage range does the DNX-816 accept?",
    ["DNX-816"],
    D_FV,
)
ask(
    "f-22",
    M,
    "below what voltage is a dnx-816 dc input guaranteed off?",
    ["DNX-816"],
    D_VOFF,
    "symbol-only row VIN(OFF) -3 / 5 V",
)
ask(
    "f-23",
    M,
    "What on-state input voltage range does the DNX-816-HV need on its AC inputs?",
    ["DNX-816-HV"],
    D_HV,
    "wrapped name 'On-state input voltage' under AC INPUTS (DNX-816-HV)",
)
ask(
    "f-24",
    H,
    "whats the max dc voltage the dnx-816 relay contacts can switch?",
    ["DNX-816"],
    D_CVDC,
    "unnamed second row of 'Contact voltage': DC 30 V (AC 250 V above it)",
)
unanswerable(
    "f-27",
    E,
    S,
    "What IP rating does the DNX-816 housing have?",
    ["DNX-816"],
    "no degree of protection is given on the sheet",
)

# ---------------------------------------------------------------- ECX9260
ask(
    "f-28",
    E,
    "What is the recommended VCC_IO supply voltage of the ECX9260?",
    ["ECX9260"],
    E_V,
)
ask(
    "f-29",
    M,
    "ecx9260 absolute max vcc_io?",
    ["ECX9260"],
    E_AMAX,
)
ask(
    "f-30",
    M,
    "What is the maximum supply current of the ECX9260-3 at 3.3 V with all ports linked?",
    ["ECX9260-3"],
    E3_I,
    "ECX9260-3 column of the max. row: 180 mA (typ. 125 mA; -2 140 mA)",
)
ask(
    "f-31",
    M,
    "What operating temperature range is recommended for the ECX9260?",
    ["ECX9260"],
    E_T,
    "recommended -40...+85 °C; the absolute maximum table has -40...+105 °C",
)
ask("f-33", E, "ECX9260 VIL max?", ["ECX9260"], E_VIL, "symbol-only row")
unanswerable(
    "f-34",
    E,
    S,
    "What ESD (HBM) rating does the ECX9260 have?",
    ["ECX9260"],
    "the sheet says ESD is under evaluation and not specified",
    E_ESD,
)

# ---------------------------------------------------------------- BMR-200
ask("f-35", E, "What DC supply voltage does the BMR-200 router need?", ["BMR-200"], B_V)
ask(
    "f-36",
    E,
    "what's the power consumption of the bmr-200p?",
    ["BMR-200P"],
    BP_P,
    "BMR-200P column 2.6 W; BMR-200 1.8 W",
)
ask("f-37", E, "Which MS/TP baud rates does the BMR-200 support?", ["BMR-200"], B_BAUD)
unanswerable(
    "f-40",
    E,
    S,
    "What is the storage temperature range of the BMR-200?",
    ["BMR-200"],
    "only the operating temperature is given",
)

# ---------------------------------------------------------------- MC-31
ask(
    "f-41",
    M,
    "What maximum switching voltage is the MC-31C changeover contact rated for?",
    ["MC-31C"],
    MC_V,
    "MC-31C column 30 V DC; MC-31 / MC-31T 100 V DC",
)
ask("f-42", E, "max switching current of the mc-31c?", ["MC-31C"], MC_I)
ask("f-43", E, "What temperature range does the MC-31 work in?", ["MC-31"], M_T, "prose only")
unanswerable(
    "f-45",
    M,
    S,
    "What is the contact bounce time of the MC-31?",
    ["MC-31"],
    "no bounce time on the MC-31 sheet (the RK-8 sheet has one)",
)

# ---------------------------------------------------------------- RK-8
ask(
    "f-46",
    M,
    "What is the maximum switching current of the RK-8?",
    ["RK-8"],
    R_I,
    "0.1 A switching; the 0.5 A row is the carry current",
)
ask("f-48", E, "how fast does the rk-8 close (operate time)?", ["RK-8"], R_TOP, "typ.-only table")
unanswerable(
    "f-49",
    E,
    S,
    "Is the RK-8 salt-spray resistant, and to what test?",
    ["RK-8"],
    "the sheet says salt-spray resistance is not tested",
    R_SALT,
)

# ---------------------------------------------------------------- ES22
ask(
    "f-50",
    H,
    "What current can an ES22 contact switch at 250 V AC with an inductive load (AC-15)?",
    ["ES22"],
    S_AC15,
    "250 V column of the AC-15 row (1.5 A); 3 A is the 125 V column",
)
ask(
    "f-51",
    H,
    "es22 nc contact rating for a 24v dc coil (dc-13)?",
    ["ES22"],
    S_DC13,
    "24 V falls in the 30 V column: 1 A",
)
ask("f-52", E, "What is the operating temperature range of the ES22?", ["ES22"], S_T)
ask(
    "f-54",
    E,
    "What LED voltage does the ES22-L02 need?",
    ["ES22-L02"],
    S_LEDV,
)
ask("f-55", M, "how much current does the es22-l02 led take?", ["ES22-L02"], S_LEDI)
unanswerable(
    "f-56",
    M,
    S,
    "Is the ES22 approved for explosive atmospheres (ATEX zone)?",
    ["ES22"],
    "the sheet says suitability for explosive atmospheres is not specified",
    S_EX,
)
