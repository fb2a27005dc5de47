"""Compatibility questions of the forty-seventh hold-out set (28: 10 compatible,
9 incompatible, 9 insufficient_evidence, each of the latter lacking the one
spec the judgment needs or citing the sheet's own "not specified" line)."""

from __future__ import annotations

from facts import (
    A_AUX,
    A_OUT,
    A_T,
    B_5V,
    B_I,
    B_T,
    B_V,
    D_CC,
    D_CVDC,
    D_FV,
    D_HV,
    D_MIN,
    D_NAMAX,
    D_NV,
    D_VON,
    E_AMAX,
    E_ESD,
    E_V,
    E_VOH,
    M_I,
    M_V,
    MC_V,
    P5_VIH,
    P24_IMAX,
    P24_T,
    P24_V,
    P_MTBF,
    R_I,
    R_SALT,
    R_T,
    R_V,
    S_AC15,
    S_DC13,
    S_EX,
    S_LEDV,
    S_T,
)
from qkit import Fact, join, q, unanswerable

C = "compatibility"
E, M, H = "easy", "medium", "hard"
OK, NO = "compatible", "incompatible"


def judge(
    qid: str, diff: str, question: str, devices: list[str], verdict: str, fact: Fact, note: str = ""
) -> None:
    items, evidence = fact
    q(qid, diff, C, question, devices, items, evidence, verdict, note)


def with_ev(fact: Fact, extra: list[dict]) -> Fact:
    return fact[0], fact[1] + [e for e in extra if e not in fact[1]]


# ------------------------------------------------------------------ compatible (10)
judge(
    "c-01",
    E,
    "can the pbx-dp12-24 and the dnx-816 field supply both hang off my 24v dc psu?",
    ["PBX-DP12-24", "DNX-816"],
    OK,
    join(P24_V, D_FV),
    "24 V inside 20.4-28.8 V and the field supply 19.2-28.8 V",
)
judge(
    "c-02",
    E,
    "Can a BMR-200 router and a PBX-DP12-24 share one 24 V DC supply?",
    ["BMR-200", "PBX-DP12-24"],
    OK,
    join(B_V, P24_V),
    "24 V inside 12-24 V and 20.4-28.8 V",
)
judge(
    "c-03",
    M,
    "i want to read an mc-31 door contact on a dnx-816 dc input with the 24v field supply "
    "through the contact. ok?",
    ["MC-31", "DNX-816"],
    OK,
    join(M_V, M_I, D_VON),
    "24 V within the MC-31's 100 V DC / 0.5 A; closed contact gives 24 V, inside VIN(ON) 15-30 V",
)
judge(
    "c-04",
    E,
    "rk-8 on an esp32 gpio with the 3v3 pull-up, is the contact fine with that?",
    ["RK-8"],
    OK,
    join(R_V, R_I),
    "3.3 V and a pull-up current far below 48 V DC / 0.1 A",
)
judge(
    "c-05",
    E,
    "can i light the es22-l02 led from my 24v plc supply?",
    ["ES22-L02"],
    OK,
    S_LEDV,
    "24 V inside 21.6-26.4 V DC",
)
judge(
    "c-06",
    M,
    "Can an ES22 NC contact switch the 24 V DC coil of a safety relay that draws 0.5 A (DC-13)?",
    ["ES22"],
    OK,
    S_DC13,
    "DC-13, 30 V column: 1 A >= 0.5 A",
)
judge(
    "c-07",
    H,
    "Can the ECX9260's SPI output (high level) drive a host input of the PBX-DP12-5 directly?",
    ["ECX9260", "PBX-DP12-5"],
    OK,
    join(E_VOH, P5_VIH),
    "VOH min 2.4 V (IOH -8 mA) above the PBX-DP12-5 input high 2.0 V; max 3.6 V below 5.5 V",
)
judge(
    "c-08",
    H,
    "24v 250ma supply for a bmr-200 plus a pbx-dp12-24, enough current?",
    ["BMR-200", "PBX-DP12-24"],
    OK,
    join(B_I, P24_IMAX),
    "60 mA typ + 120 mA max = 180 mA < 250 mA",
)
judge(
    "c-09",
    E,
    "Can each ASM-44 output drive a 24 V valve coil drawing 0.8 A from the AUX supply?",
    ["ASM-44"],
    OK,
    join(A_OUT, A_AUX),
    "0.8 A below 1.0 A per output; 24 V inside AUX 20-30 V",
)
judge(
    "c-10",
    M,
    "will the dnx-816-hv see 110 vac on its inputs as on?",
    ["DNX-816-HV"],
    OK,
    D_HV,
    "110 V inside the on-state 79-132 V AC",
)

# ------------------------------------------------------------------ incompatible (9)
judge(
    "c-11",
    E,
    "will a 5v usb adapter run the bmr-200?",
    ["BMR-200"],
    NO,
    with_ev(B_V, B_5V),
    "12-24 V DC; the FAQ says no",
)
judge(
    "c-12",
    E,
    "Can the ECX9260 run directly from a 5 V rail?",
    ["ECX9260"],
    NO,
    join(E_V, E_AMAX),
    "recommended 3.0-3.6 V; absolute maximum 4.0 V",
)
judge(
    "c-13",
    M,
    "can the rk-8 switch a 12v led strip pulling 300ma directly?",
    ["RK-8"],
    NO,
    R_I,
    "switching current 0.1 A; 0.5 A is the carry current",
)
judge(
    "c-14",
    M,
    "Can the MC-31C changeover contact be used in a 48 V DC signalling loop?",
    ["MC-31C"],
    NO,
    MC_V,
    "MC-31C 30 V DC (MC-31 / MC-31T 100 V DC)",
)
judge(
    "c-15",
    H,
    "can an es22 nc contact switch a 230vac contactor coil that pulls 2a (ac-15)?",
    ["ES22"],
    NO,
    S_AC15,
    "AC-15 at 250 V: 1.5 A",
)
judge(
    "c-16",
    M,
    "Will a PBX-DP12-24 work in an outdoor cabinet that gets down to -10 °C?",
    ["PBX-DP12-24"],
    NO,
    P24_T,
    "0...+60 °C for -24 (the -5 goes to -20 °C), Table 1 continued on page 2",
)
judge(
    "c-17",
    M,
    "our devicenet trunk sits at 26v, is that ok for the dnx-816 network side?",
    ["DNX-816"],
    NO,
    join(D_NV, D_NAMAX),
    "26 V above the 25 V max (below the 30 V absolute maximum)",
)
judge(
    "c-18",
    H,
    "Can the DNX-816 relay outputs switch a 48 V DC, 1 A load?",
    ["DNX-816"],
    NO,
    join(D_CVDC, D_CC),
    "1 A within 2 A, but DC contact voltage 30 V (250 V is AC)",
)
judge(
    "c-19",
    H,
    "can a dnx-816 relay reliably switch a 5v input that only draws 1ma?",
    ["DNX-816"],
    NO,
    D_MIN,
    "minimum load 10 mA",
)

# ------------------------------------------------------------------ insufficient (9)
unanswerable(
    "c-20",
    E,
    C,
    "Is the DNX-816 fine mounted without an enclosure where IP65 is required?",
    ["DNX-816"],
    "no degree of protection on the DNX-816 sheet",
)
unanswerable(
    "c-21",
    M,
    C,
    "can i keep spare bmr-200 routers in an unheated store that hits -30 c?",
    ["BMR-200"],
    "only operating temperature (-10~55 °C); no storage temperature",
    B_T[1],
)
unanswerable(
    "c-22",
    E,
    C,
    "Our spec needs an MTBF above 100,000 h - does the PBX-DP12-24 qualify?",
    ["PBX-DP12-24"],
    "the sheet says no MTBF is given",
    P_MTBF,
)
unanswerable(
    "c-23",
    M,
    C,
    "board has to pass 2kv hbm esd on the ecx9260 pins, will it?",
    ["ECX9260"],
    "ESD not specified in this revision",
    E_ESD,
)
unanswerable(
    "c-24",
    E,
    C,
    "Is the RK-8 suitable for a boat door exposed to salt spray?",
    ["RK-8"],
    "salt-spray resistance not tested",
    R_SALT,
)
unanswerable(
    "c-25",
    H,
    C,
    "can i fit the es22 on a panel in an atex zone 2 area (temp is fine, -10 c)?",
    ["ES22"],
    "-10 °C inside -25~+55 °C, but explosive-atmosphere suitability not specified",
    S_EX + S_T[1],
)
unanswerable(
    "c-26",
    M,
    C,
    "My alarm panel needs door contacts with less than 1 ms bounce - does the MC-31 do that?",
    ["MC-31"],
    "no bounce time on the MC-31 sheet",
)
unanswerable(
    "c-27",
    E,
    C,
    "asm-44 in a cabinet at 95% rh, ok?",
    ["ASM-44"],
    "no humidity figure; temperature -25...+70 °C only",
    A_T[1],
)
unanswerable(
    "c-28",
    H,
    C,
    "rk-8 spares stored in an unheated shed at -30 c over winter, ok?",
    ["RK-8"],
    "operating -20...+60 °C only; no storage temperature given",
    R_T[1],
)
