"""Compatibility questions of the twenty-ninth hold-out set (28: 9 compatible,
10 incompatible, 9 insufficient_evidence, where one required check has no
evidence in the sheets; most cite the sheet's own "not specified" line)."""

from __future__ import annotations

from facts import (
    DOX_DEPTH,
    DOX_OUT,
    DOX_TOP,
    DOX_VCC,
    ECS_IP,
    ECS_TOP,
    ECS_VCC,
    KDO_SEA,
    KDO_VA,
    KDO_VM,
    LKM_CABLE,
    LKM_VI,
    LKM_VU,
    SDL_I12,
    SDL_IP,
    SDL_V12,
    TDR_CTRL,
    TDR_I21,
    TDR_V230,
    TRM_INDUCTIVE,
    TRM_LIFE,
    TRM_TRIG,
    TRM_V24,
    VRM_IOUT,
    VRM_TEMP,
    VRM_V,
    VRM_VIH,
)
from qkit import DOX, ECS, SDL, TRM, VRM, Fact, join, q, unanswerable

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


# --------------------------------------------------------------------------- compatible
judge("c-1", E, "can i run the dox-410 board off my arduino uno's 5v pin?", [DOX], OK, DOX_VCC)
judge(
    "c-2",
    M,
    "Can a VRM-3 OUT pin drive the trigger input (IN+) of a TRM-1-5V timer relay module, both "
    "powered from the same 5 V rail?",
    [VRM, "TRM-1-5V"],
    OK,
    join(VRM_V, TRM_TRIG),
    note="OUT pins go high to VCC (4.5-5.5 V); the trigger accepts 3.0-24 V.",
)
judge(
    "c-3",
    E,
    "esp32 tx (3v3 logic) straight into the vrm-3 rx pin, no level shifter - ok?",
    [VRM],
    OK,
    VRM_VIH,
)
judge("c-4", E, "kdo-7m off a 12v wall wart, ok?", ["KDO-7M"], OK, KDO_VM)
judge(
    "c-5",
    M,
    "Can the KDO-7A (4-20 mA version) run from a 24 V DC PLC supply?",
    ["KDO-7A"],
    OK,
    KDO_VA,
    note="24 V is the upper end of the KDO-7A's 12-24 V range.",
)
judge(
    "c-6",
    M,
    "Can the LKM-5-I420 two-wire transmitter be powered from a 12 V DC loop supply?",
    ["LKM-5-I420"],
    OK,
    LKM_VI,
    note="The I420 column starts at 12 V; the U10 column (15-30 V) is the look-alike.",
)
judge("c-7", E, "ecs-22 ec board on a 5v arduino - will it be fine?", [ECS], OK, ECS_VCC)
judge(
    "c-8",
    M,
    "Will the DOX-410 AOUT signal stay inside the 0-3.3 V input range of an ESP32 ADC?",
    [DOX],
    OK,
    DOX_OUT,
)
judge("c-9", E, "trm-1-24v on a 24v dc rail ok?", ["TRM-1-24V"], OK, TRM_V24)

# --------------------------------------------------------------------------- incompatible
judge("c-10", E, "will my 5v arduino power the kdo-7m directly?", ["KDO-7M"], NO, KDO_VM)
judge("c-11", E, "can i power the vrm-3 from the 3v3 pin of my esp32?", [VRM], NO, VRM_V)
judge(
    "c-12",
    M,
    "Can a VRM-3 OUT pin switch the SDL-12-12 solenoid lock directly, without a relay?",
    [VRM, "SDL-12-12"],
    NO,
    join(VRM_IOUT, SDL_V12, SDL_I12),
    note="8 mA per OUT pin vs 0.8 A at 12 V for the lock.",
)
judge(
    "c-13",
    M,
    "lkm-5-u10 (0-10v out) on a 12v supply, will it work?",
    ["LKM-5-U10"],
    NO,
    LKM_VU,
)
judge(
    "c-14",
    H,
    "Can the ECS-22 be used continuously in a nutrient tank whose board enclosure sits at 55 °C?",
    [ECS],
    NO,
    ECS_TOP,
    note="Recommended 0…+50 °C; the abs max row of the same name goes to +60 °C.",
)
judge(
    "c-16",
    M,
    "Can the TDR-8.21.024 switch a 12 A, 230 V AC resistive heater?",
    ["TDR-8.21.024"],
    NO,
    TDR_I21,
    note="8 A per contact on the 2 CO version; the 1 CO versions (16 A) are the look-alike.",
)
judge(
    "c-17",
    M,
    "Can the KDO-7A be powered from a 28 V DC supply?",
    ["KDO-7A"],
    NO,
    KDO_VA,
    note="KDO-7A 12-24 V; the KDO-7M column (10-30 V) would accept it.",
)
judge(
    "c-18",
    M,
    "Can the DOX-410 stay in a 55 °C hot spring pool for logging?",
    [DOX],
    NO,
    DOX_TOP,
)
judge(
    "c-19",
    E,
    "sdl-12-12 lock on a 24v supply?",
    ["SDL-12-12"],
    NO,
    SDL_V12,
)
judge(
    "c-20",
    H,
    "Can the TDR-8.01.230 run from the 24 V AC secondary of a control transformer?",
    ["TDR-8.01.230"],
    NO,
    TDR_V230,
)

# --------------------------------------------------------------------------- insufficient
unknown(
    "c-21",
    H,
    "Can the TRM-1-12V relay contacts switch the SDL-12-12 lock coil (12 V DC, 0.8 A)?",
    ["TRM-1-12V", "SDL-12-12"],
    "0.8 A is far below 10 A at 30 VDC, but that rating is for resistive loads; the rating "
    "for inductive loads such as solenoids is not specified.",
    TRM_INDUCTIVE,
)
unknown(
    "c-22",
    E,
    "sdl-12 lock on an outdoor garden gate, rain ok?",
    [SDL],
    "Waterproof grade is not specified.",
    SDL_IP,
)
unknown(
    "c-23",
    E,
    "vrm-3 in my unheated garage at -15c in winter, will it work?",
    [VRM],
    "Operating temperature not specified.",
    VRM_TEMP,
)
unknown(
    "c-24",
    M,
    "Can the DOX-410 probe be hung at 30 m depth in a lake?",
    [DOX],
    "Maximum immersion depth not specified.",
    DOX_DEPTH,
)
unknown(
    "c-25",
    E,
    "ecs-22 board mounted outside next to the rain barrel, no box - ok?",
    [ECS],
    "IP rating of the board not specified.",
    ECS_IP,
)
unknown(
    "c-26",
    M,
    "Is the KDO-7M suitable for a seawater aquaculture tank?",
    ["KDO-7M"],
    "Seawater use is not specified for the standard cable version.",
    KDO_SEA,
)
unknown(
    "c-27",
    H,
    "Can the B1 start input of a TDR-8.01.024 be driven by a separate 12 V DC PLC output?",
    ["TDR-8.01.024"],
    "B1 is fed from A1; a control signal level from a separate source is not specified.",
    TDR_CTRL,
)
unknown(
    "c-28",
    M,
    "lkm-5-u10 voltage output over 50 m of cable to the plc, fine?",
    ["LKM-5-U10"],
    "Cable length on the voltage output not specified.",
    LKM_CABLE,
)
unknown(
    "c-29",
    H,
    "Will the TRM-1 relay survive 50,000 switching cycles at its full 10 A resistive load?",
    [TRM],
    "Mechanical life 100,000 (above 50,000); electrical life at full load not specified.",
    TRM_LIFE,
)
