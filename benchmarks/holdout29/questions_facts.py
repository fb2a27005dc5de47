"""Factual questions of the twenty-ninth hold-out set (34 with items, 8 whose
answer is not in the sheets)."""

from __future__ import annotations

from facts import (
    DOX_I5,
    DOX_I33,
    DOX_SETTLE,
    DOX_T90,
    DOX_TOP,
    DOX_VCC,
    ECS_I5,
    ECS_IP,
    ECS_SLP,
    ECS_TOP,
    ECS_TOPABS,
    ECS_TR,
    ECS_VCC,
    KDO_BAUD,
    KDO_P,
    KDO_V,
    KDO_VA,
    KDO_WARM,
    LKM_BAUD,
    LKM_CABLE,
    LKM_IP,
    LKM_TOPM,
    LKM_VM,
    SDL_FB,
    SDL_I24,
    SDL_IP,
    SDL_R12,
    TDR_DC110,
    TDR_I21,
    TDR_T230,
    TDR_V024,
    TRM_CONTACT,
    TRM_ION5,
    TRM_LIFE,
    TRM_TRIG,
    VRM_IIDLE,
    VRM_IOUT,
    VRM_TEMP,
    VRM_V,
)
from facts import (
    DOX_T90 as _DOX_T90,
)
from qkit import DOX, ECS, KDO, SDL, TDR, TRM, VRM, Fact, join, q, unanswerable

E, M, H = "easy", "medium", "hard"
S = "simple"


def ask(
    qid: str,
    diff: str,
    question: str,
    devices: list[str],
    fact: Fact,
    qtype: str = S,
    note: str = "",
) -> None:
    items, evidence = fact
    q(qid, diff, qtype, question, devices, items, evidence, None, note)


def none(qid: str, diff: str, question: str, devices: list[str], note: str, evidence=None) -> None:
    unanswerable(qid, diff, S, question, devices, note, evidence)


# --------------------------------------------------------------------------- DOX-410
ask("f-1", E, "What is the supply voltage range of the DOX-410 interface board?", [DOX], DOX_VCC)
ask(
    "f-3",
    M,
    "How much supply current does the DOX-410 draw at VCC = 3.3 V with no load?",
    [DOX],
    DOX_I33,
    note="Unnamed second ICC row; the 5.0 V row (3.2 / 5.0 mA) is the look-alike.",
)
ask("f-4", E, "how many ma does the dox-410 pull from a 5v rail?", [DOX], DOX_I5)
ask(
    "f-5",
    M,
    "Over what ambient temperature range may the DOX-410 be operated?",
    [DOX],
    DOX_TOP,
    note="Only in the abs max leader lines; the 0-40 °C temperature-compensation range is a decoy.",
)
ask("f-6", E, "What is the t90 response time of the DOX-410 probe?", [DOX], DOX_T90)
ask(
    "f-7",
    M,
    "after powering up the dox-410, how long till the output is settled?",
    [DOX],
    DOX_SETTLE,
)

# --------------------------------------------------------------------------- KDO-7
ask("f-9", E, "What supply voltage does the KDO-7A (4-20 mA version) need?", ["KDO-7A"], KDO_VA)
ask(
    "f-10",
    E,
    "What is the maximum power consumption of the KDO-7M RS485 version?",
    ["KDO-7M"],
    KDO_P,
)
ask("f-11", E, "default baud rate of the kdo-7m modbus?", ["KDO-7M"], KDO_BAUD)
ask(
    "f-12",
    M,
    "How long after power-on does the KDO-7 give a valid dissolved oxygen reading?",
    [KDO],
    KDO_WARM,
)
ask(
    "f-13",
    E,
    "What are the supply voltage ranges of the two KDO-7 versions?",
    [KDO],
    KDO_V,
    qtype="structured",
)

# --------------------------------------------------------------------------- ECS-22
ask(
    "f-14",
    E,
    "What is the recommended supply voltage (min/typ/max) of the ECS-22 EC sensor board?",
    [ECS],
    ECS_VCC,
)
ask(
    "f-15",
    M,
    "What is the recommended operating temperature range of the ECS-22?",
    [ECS],
    ECS_TOP,
    note="Recommended 0…+50 °C, not the abs max row of the same name (-10…+60 °C).",
)
ask(
    "f-16",
    H,
    "What operating temperature range does the ECS-22 list under absolute maximum ratings?",
    [ECS],
    ECS_TOPABS,
)
ask(
    "f-17",
    H,
    "ecs-22 current draw when measuring if i run it at 5v instead of 3v3?",
    [ECS],
    ECS_I5,
    note="Only in the typ. only table on page 2; the EC table row (4.5 / 6.0 mA) is at 3.3 V.",
)
ask("f-18", E, "What is the ECS-22 sleep current at VCC = 3.3 V?", [ECS], ECS_SLP)

# --------------------------------------------------------------------------- LKM-5
ask("f-20", M, "What supply voltage range does the LKM-5-M (Modbus) accept?", ["LKM-5-M"], LKM_VM)
ask(
    "f-22",
    H,
    "What is the operating temperature range of the LKM-5-M?",
    ["LKM-5-M"],
    LKM_TOPM,
    note="Table continued on page 2; the U10 / I420 columns read -10…+60 °C.",
)
ask("f-23", M, "which baud rates does the lkm-5-m support?", ["LKM-5-M"], LKM_BAUD)
ask("f-24", E, "What IP rating does the LKM-5-M have?", ["LKM-5-M"], LKM_IP)

# --------------------------------------------------------------------------- SDL-12
ask("f-26", E, "how much current does the 24v sdl-12 lock draw?", ["SDL-12-24"], SDL_I24)
ask("f-27", E, "What is the coil resistance of the SDL-12-12?", ["SDL-12-12"], SDL_R12)
ask(
    "f-29",
    M,
    "What voltage and current is the SDL-12 feedback switch rated for?",
    [SDL],
    SDL_FB,
)

# --------------------------------------------------------------------------- VRM-3
ask("f-30", E, "what voltage does the vrm-3 voice module run on?", [VRM], VRM_V)
ask("f-32", E, "vrm-3 idle current draw in ma?", [VRM], VRM_IIDLE)
ask("f-33", E, "how much current can one vrm-3 OUT pin source?", [VRM], VRM_IOUT)

# --------------------------------------------------------------------------- TRM-1
ask(
    "f-35",
    M,
    "trm-1-5v current draw with the relay pulled in?",
    ["TRM-1-5V"],
    TRM_ION5,
    note="Working current (relay on) row, wrapped name; 15 mA static current is the look-alike.",
)
ask("f-36", E, "What is the contact rating of the TRM-1 relay?", [TRM], TRM_CONTACT)
ask("f-37", E, "What trigger voltage does the TRM-1 input accept?", [TRM], TRM_TRIG)

# --------------------------------------------------------------------------- TDR-8
ask("f-38", E, "What is the rated contact current of the TDR-8.21.024?", ["TDR-8.21.024"], TDR_I21)
ask(
    "f-39",
    H,
    "What ambient temperature range applies to the TDR-8.01.230 when several are mounted side "
    "by side without a gap?",
    ["TDR-8.01.230"],
    TDR_T230,
)
ask(
    "f-40",
    M,
    "What supply voltage operating range does the TDR-8.01.024 accept?",
    ["TDR-8.01.024"],
    TDR_V024,
)
ask(
    "f-41",
    H,
    "What DC1 breaking capacity does the TDR-8.21.024 have at 110 V DC?",
    ["TDR-8.21.024"],
    TDR_DC110,
)

# --------------------------------------------------------------------------- comparison
ask(
    "f-42",
    M,
    "Which responds faster, the DOX-410 or the ECS-22 (t90 / 90 % response time)?",
    [DOX, ECS],
    join(_DOX_T90, ECS_TR),
    qtype="comparison",
)

# --------------------------------------------------------------------------- not in the sheets
none(
    "f-44",
    E,
    "What is the measurement accuracy of the DOX-410 in mg/L?",
    [DOX],
    "No accuracy is stated anywhere on the sheet.",
)
none(
    "f-45",
    M,
    "What is the maximum water pressure (depth) the KDO-7 probe is rated for?",
    [KDO],
    "IP68 and a 5 m cable are given, but no pressure or depth rating.",
)
none(
    "f-46",
    E,
    "What IP rating does the ECS-22 board have?",
    [ECS],
    "Sheet says not specified.",
    ECS_IP,
)
none(
    "f-47",
    E,
    "vrm-3 operating temp range?",
    [VRM],
    "The FAQ says the operating temperature range is not specified.",
    VRM_TEMP,
)
none(
    "f-48",
    M,
    "What is the electrical life of the TRM-1 relay at full load?",
    [TRM],
    "Only the mechanical life (100,000) is given; electrical life at full load is not specified.",
    TRM_LIFE,
)
none(
    "f-49",
    E,
    "What is the maximum cable length on the LKM-5-U10 voltage output?",
    ["LKM-5-U10"],
    "Sheet says not specified.",
    LKM_CABLE,
)
none("f-50", E, "is the sdl-12 lock waterproof, what ip rating?", [SDL], "Not specified.", SDL_IP)
none(
    "f-51",
    E,
    "What is the storage temperature range of the TDR-8?",
    [TDR],
    "Only the ambient (operating) temperature range is given.",
)
