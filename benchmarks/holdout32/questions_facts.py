"""Factual questions of the thirty-second hold-out set (34 with items, 8 whose
answer is not in the sheets)."""

from __future__ import annotations

from facts import (
    BTR_BAUD,
    BTR_IP,
    BTR_SB,
    BTR_T,
    BTR_V,
    CX_HUM,
    CXA_IO,
    CXA_RESP,
    CXD_V,
    CXD_VOL,
    HCJ_RANGE,
    HCJ_V,
    K08N,
    KBA_ABS,
    KBA_BAUD,
    KBA_HUM,
    KBA_I30,
    KBA_T,
    KBA_V,
    KBA_VIO,
    KCP_HOT,
    KCP_I0,
    KCP_IO12,
    KCP_IP,
    KCP_MINLOAD,
    KCP_RANGE08,
    KCP_V,
    P66_T,
    P66_TORQUE,
    P66_V,
    PA_I,
    PA_V,
    RK_IP,
    RK_T,
    VA_ABS,
    VA_I,
    VA_I1W,
    VA_RX,
    VA_THETA,
    VA_TX,
    VA_V,
    VA_VOL,
)
from qkit import BTR, CX2, HCJ, KBA, KCP, P66, RK, VA, Fact, q, unanswerable

S = "simple"
E, M, H = "easy", "medium", "hard"


def ask(qid: str, diff: str, question: str, devices: list[str], fact: Fact, note: str = "") -> None:
    items, evidence = fact
    q(qid, diff, S, question, devices, items, evidence, None, note)


# ---------------------------------------------------------------- BTR-52A
ask(
    "f-01",
    E,
    "What supply voltage range does the BTR-52A (line-out version, not the -PA) accept?",
    [BTR],
    BTR_V,
)
ask("f-02", E, "what psu voltage does the btr-52a-pa amp board need?", [BTR], PA_V)
ask(
    "f-03",
    M,
    "how many amps does the btr-52a-pa pull at full power? sizing a 12v adapter",
    [BTR],
    PA_I,
    "The 35 mA of the plain BTR-52A in the same row is the decoy.",
)
ask("f-04", E, "What is the standby current of the BTR-52A (line-out version)?", [BTR], BTR_SB)
ask(
    "f-05",
    M,
    "What baud rate does the BTR-52A UART use by default?",
    [BTR],
    BTR_BAUD,
    "115200 bps in the AT command table is only reachable with AT+BAUD=4.",
)
ask("f-06", E, "btr-52a working temp range?", [BTR], BTR_T)

# ---------------------------------------------------------------- KBA-A20
ask(
    "f-07",
    E,
    "recommended vdd range for the kba-a20 module?",
    [KBA],
    KBA_V,
)
ask("f-08", E, "What is the absolute maximum rating of VDD for the KBA-A20?", [KBA], KBA_ABS)
ask(
    "f-09",
    M,
    "What is the recommended operating temperature range of the KBA-A20 (not the absolute maximum)?",
    [KBA],
    KBA_T,
    "The absolute maximum table lists -40 to +85 °C under the same name.",
)
ask(
    "f-10",
    H,
    "Typical current of the KBA-A20 while streaming A2DP (SBC) when VDD is 3.0 V?",
    [KBA],
    KBA_I30,
    "typ.-only table with one column per VDD; 14.5 mA is the 3.3 V column.",
)
ask("f-11", E, "kba-a20 uart baud rate?", [KBA], KBA_BAUD)
ask("f-12", E, "What VDDIO range does the KBA-A20D accept?", [KBA], KBA_VIO)

# ---------------------------------------------------------------- VA2410
ask("f-14", E, "What is the recommended VBAT supply voltage range of the VA2410?", [VA], VA_V)
ask(
    "f-15",
    M,
    "abs max on the va2410 battery pin (VBAT)?",
    [VA],
    VA_ABS,
    "7 V is the VCHG charger input, 3.9 V the VIO.",
)
ask(
    "f-16",
    H,
    "What supply current does the VA2410 draw while streaming A2DP with the amplifier muted?",
    [VA],
    VA_I,
    "Wrapped parameter name; the unnamed second row (330 mA at 1 W) is another condition.",
)
ask(
    "f-17",
    H,
    "How much battery current does the VA2410 take while playing 1 W into a 4 ohm speaker?",
    [VA],
    VA_I1W,
    "Unnamed second row of 'Supply current, streaming'.",
)
ask("f-19", M, "What is the VA2410 logic output low voltage (VOL) at IOL = 2 mA?", [VA], VA_VOL)
ask("f-20", E, "how many dbm does the va2410 radio put out?", [VA], VA_TX)
ask("f-21", E, "What is the receiver sensitivity of the VA2410 (BDR)?", [VA], VA_RX)

# ---------------------------------------------------------------- KCP 18
ask(
    "f-22",
    M,
    "What is the maximum output current of the KCP 18-12-PO (non-flush version)?",
    [KCP],
    KCP_IO12,
)
ask(
    "f-23",
    H,
    "What output current may the KCP 18-08-PO switch at an ambient temperature of +60 °C?",
    [KCP],
    KCP_HOT,
    "Footnote *1 on the 200 mA value.",
)
ask("f-24", E, "what supply voltage does the kcp 18-08-no need?", [KCP], KCP_V[K08N])
ask("f-25", M, "What is the no-load supply current of the KCP 18-12-PO?", [KCP], KCP_I0)
ask(
    "f-26",
    M,
    "Over what range can the sensing distance of the KCP 18-08-NO be adjusted?",
    [KCP],
    KCP_RANGE08,
)
ask("f-27", E, "What IP rating do the KCP 18 capacitive sensors have?", [KCP], KCP_IP)

# ---------------------------------------------------------------- CX2-M30
ask(
    "f-28",
    M,
    "What is the operating voltage range (including ripple) of the DC model CX2-M30D?",
    [CX2],
    CXD_V,
    "Rated 12 to 24 VDC; the range in brackets is 10 to 30 VDC.",
)
ask("f-29", E, "What is the residual voltage of the CX2-M30D NPN output?", [CX2], CXD_VOL)
ask("f-30", M, "What load current range does the AC 2-wire CX2-M30A need?", [CX2], CXA_IO)
ask("f-31", E, "What ambient humidity range is the CX2-M30 rated for?", [CX2], CX_HUM)

# ---------------------------------------------------------------- HCJ18-10N, RK16, 6639S
ask("f-33", E, "hcj18-10n supply volts?", [HCJ], HCJ_V)
ask("f-34", E, "how far can the hcj18-10n detect stuff (min/max distance)?", [HCJ], HCJ_RANGE)
ask("f-35", E, "rk16 pot operating temp range?", [RK], RK_T)
ask("f-36", E, "What is the operating temperature range of the 6639S potentiometer?", [P66], P66_T)
ask(
    "f-37",
    M,
    "What is the maximum voltage that may be applied across the element of a 6639S?",
    [P66],
    P66_V,
)

# ---------------------------------------------------------------- not in the sheets
unanswerable(
    "f-38",
    E,
    S,
    "What IP rating does the BTR-52A board have?",
    [BTR],
    "FAQ: no protection rating.",
    BTR_IP,
)
unanswerable(
    "f-39",
    M,
    S,
    "What is the thermal resistance (junction to ambient) of the VA2410 module?",
    [VA],
    "Stated as not specified.",
    VA_THETA,
)
unanswerable(
    "f-40", E, S, "kba-a20 operating humidity range?", [KBA], "Cautions: not specified.", KBA_HUM
)
unanswerable(
    "f-41",
    M,
    S,
    "How long does the CX2-M30A take to become ready after power-on?",
    [CX2],
    "Precautions: not specified.",
    CXA_RESP,
)
unanswerable(
    "f-42", E, S, "whats the ip rating of the rk16 pot?", [RK], "Notes: not specified.", RK_IP
)
unanswerable(
    "f-43",
    M,
    S,
    "What rotational torque does the 6639S shaft need?",
    [P66],
    "Available on request, not specified.",
    P66_TORQUE,
)
unanswerable(
    "f-44",
    M,
    S,
    "What is the minimum load current of the KCP 18-08-PO?",
    [KCP],
    "Notes: not specified.",
    KCP_MINLOAD,
)
unanswerable(
    "f-45",
    H,
    S,
    "What ESD rating (HBM) does the KBA-A20 module have?",
    [KBA],
    "No ESD value anywhere in the sheet; no evidence at all.",
)
