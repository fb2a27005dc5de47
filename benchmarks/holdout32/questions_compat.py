"""Compatibility questions of the thirty-second hold-out set (28: 10 compatible,
9 incompatible, 9 insufficient_evidence, each of the latter citing the sheet's
own "not specified" line, so one required check has no evidence)."""

from __future__ import annotations

from facts import (
    BTR_33,
    BTR_IP,
    BTR_V,
    CX_CLEAN,
    CX_T,
    CXA_RESP,
    CXD_ABS,
    CXD_V,
    HCJ_5V,
    HCJ_IO,
    HCJ_IP,
    HCJ_V,
    K08N,
    K08P,
    K12P,
    KBA_5V,
    KBA_ABS,
    KBA_HUM,
    KBA_V,
    KCP_HOT,
    KCP_IO08,
    KCP_IO12,
    KCP_MINLOAD,
    KCP_T,
    KCP_V,
    P66_T,
    P66_TORQUE,
    PA_V,
    RK_IP,
    RK_V,
    VA_T,
    VA_THETA,
    VA_V,
    VA_VIO,
)
from qkit import BTR, CX2, HCJ, KBA, KCP, P66, RK, VA, Fact, join, q, unanswerable

C = "compatibility"
OK, NO = "compatible", "incompatible"
E, M, H = "easy", "medium", "hard"


def judge(
    qid: str, diff: str, question: str, devices: list[str], verdict: str, fact: Fact, note: str = ""
) -> None:
    items, evidence = fact
    q(qid, diff, C, question, devices, items, evidence, verdict, note)


def unknown(qid: str, diff: str, question: str, devices: list[str], note: str, evidence) -> None:
    unanswerable(qid, diff, C, question, devices, note, evidence)


# ---------------------------------------------------------------- compatible (10)
judge("c-01", E, "will a 12v psu run the kcp 18-08-no?", [KCP], OK, KCP_V[K08N])
judge("c-02", E, "btr-52a-pa on a 12v wall wart, ok?", [BTR], OK, PA_V)
judge(
    "c-03",
    M,
    "Can the HCJ18-10N, powered from 24 V, switch a 24 V relay coil that draws 100 mA?",
    [HCJ],
    OK,
    join(HCJ_V, HCJ_IO),
)
judge("c-04", E, "kba-a20 straight off a 3v3 ldo, fine?", [KBA], OK, KBA_V)
judge("c-05", E, "cx2-m30d off the 24vdc plc supply, ok?", [CX2], OK, CXD_V)
judge(
    "c-06",
    M,
    "Can a KCP 18-08-PO on 24 V DC switch a 150 mA solenoid valve at 40 °C ambient?",
    [KCP],
    OK,
    join(KCP_V[K08P], KCP_IO08, KCP_T),
)
judge(
    "c-07",
    E,
    "using an rk16b103 as a voltage divider between 5v and gnd on my arduino, ok?",
    [RK],
    OK,
    RK_V,
)
judge("c-08", E, "Can the 6639S be used at an ambient temperature of 100 °C?", [P66], OK, P66_T)
judge(
    "c-09",
    H,
    "Can the VA2410 (VBAT and VIO) and a KBA-A20 (VDD) all run from one 3.3 V rail?",
    [VA, KBA],
    OK,
    join(VA_V, VA_VIO, KBA_V),
)
judge(
    "c-10",
    M,
    "one 24v supply for a kcp 18-12-po and a cx2-m30d on the same machine - works?",
    [KCP, CX2],
    OK,
    join(KCP_V[K12P], CXD_V),
)

# ---------------------------------------------------------------- incompatible (9)
judge(
    "c-11",
    E,
    "can i run the btr-52a (no amp) off a 3v3 rail?",
    [BTR],
    NO,
    join(BTR_V, ([], BTR_33)),
)
judge(
    "c-12",
    E,
    "will my 5v arduino power the hcj18-10n from its 5v pin?",
    [HCJ],
    NO,
    join(HCJ_V, ([], HCJ_5V)),
)
judge(
    "c-13",
    M,
    "Can the KBA-A20 be powered directly from a 5 V USB rail?",
    [KBA],
    NO,
    join(KBA_V, KBA_ABS, KBA_5V),
)
judge(
    "c-14",
    M,
    "va2410 uart to a 5v arduino uno - can i just set VIO to 5v?",
    [VA],
    NO,
    VA_VIO,
)
judge(
    "c-15",
    M,
    "Can the KCP 18-12-PO drive a 200 mA load directly?",
    [KCP],
    NO,
    KCP_IO12,
    "200 mA is the flush KCP 18-08 versions' value.",
)
judge(
    "c-16",
    E,
    "Can the CX2-M30D run from a 36 V DC supply?",
    [CX2],
    NO,
    join(CXD_V, CXD_ABS),
)
judge("c-17", E, "putting 24v dc across an rk16 pot - ok?", [RK], NO, RK_V)
judge(
    "c-18",
    H,
    "Can a KCP 18-08-PO switch a 200 mA load in a cabinet that reaches 60 °C?",
    [KCP],
    NO,
    join(KCP_IO08, KCP_HOT),
    "200 mA only up to +50 °C (footnote *1).",
)
judge(
    "c-19",
    M,
    "I want one 24 V supply for a BTR-52A-PA and an HCJ18-10N. Does that work?",
    [BTR, HCJ],
    NO,
    join(PA_V, HCJ_V),
)

# ---------------------------------------------------------------- insufficient evidence (9)
unknown(
    "c-20",
    E,
    "hcj18-10n outdoors on a farm gate in the rain, ok?",
    [HCJ],
    "IP not specified.",
    HCJ_IP,
)
unknown(
    "c-21",
    E,
    "btr-52a in the shower splash zone, will it survive?",
    [BTR],
    "No protection rating.",
    BTR_IP,
)
unknown(
    "c-22",
    E,
    "Can the KBA-A20 operate in a greenhouse at 90 %RH?",
    [KBA],
    "Operating humidity not specified.",
    KBA_HUM,
)
unknown(
    "c-23",
    M,
    "rk16 on a washdown machine panel that gets hosed daily - ok?",
    [RK],
    "IP not specified.",
    RK_IP,
)
unknown(
    "c-24",
    M,
    "Can the KCP 18-08-PO reliably switch a PLC input that draws only 2 mA?",
    [KCP],
    "Minimum load current not specified.",
    KCP_MINLOAD,
)
unknown(
    "c-25",
    M,
    "Is the CX2-M30D suitable for a food line cleaned daily with alkaline foam at 40 °C?",
    [CX2],
    "Temperature is fine (-25 to +70 °C) but cleaning-agent resistance is not specified.",
    CX_CLEAN + CX_T[1],
)
unknown(
    "c-26",
    H,
    "Can the VA2410 deliver its 3 W output continuously inside a sealed box at 60 °C ambient?",
    [VA],
    "60 °C is inside -20 to 70 °C, but the thermal resistance needed to judge 3 W "
    "continuous dissipation is not specified.",
    VA_THETA + VA_T[1],
)
unknown(
    "c-27",
    H,
    "Will a 6639S turn with a panel knob limited to 2 mN·m of torque?",
    [P66],
    "Torque not specified.",
    P66_TORQUE,
)
unknown(
    "c-28",
    H,
    "Can the CX2-M30A be used as a trigger that must be ready within 50 ms of power-on?",
    [CX2],
    "Power-on response time not specified.",
    CXA_RESP,
)
