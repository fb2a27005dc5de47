"""Compatibility questions of the fifty-fifth hold-out set (28: 10 compatible, 9
incompatible, 9 insufficient_evidence, each of those with one required check the
sheets do not support)."""

from __future__ import annotations

from facts import (
    AQ_CABLE,
    AQ_MAINS,
    AT_IOL,
    AT_IOUT2,
    AT_IOUT2E,
    AT_ITOT2,
    AT_ITOT2E,
    AT_LINE2,
    AT_LINE2E,
    AT_NOTISO,
    AT_VOH,
    AT_VOL,
    DC_12V,
    DC_K1_MOTOR,
    DC_PUMP,
    DC_R290,
    DC_SUP,
    DC_TOP,
    JY_36_42,
    JY_48_60,
    JY_DISP,
    JY_STBY,
    PI_AUGER,
    PI_NOV,
    PI_SUP,
    PI_TH,
    PI_WOOD,
    VX_5V,
    VX_CABLE,
    VX_LIGHT,
    VX_VOP15,
    VX_VOP20,
    W1_EXT,
    W1_IP,
    W1_TOP,
    W1_VBAT,
    WO_ABS,
    WO_OTHER,
    WO_PROTO,
    WO_TOP_REC,
    WO_VREC,
)
from qkit import AQ, AT, DC, JY, PI, VX, W1, WO, Fact, join, q

E, M, H = "easy", "medium", "hard"
OK, NO, IE = "compatible", "incompatible", "insufficient_evidence"


def cq(
    n: int, diff: str, verdict: str, text: str, devs: list[str], *facts: Fact, note: str = ""
) -> None:
    items, evidence = join(*facts)
    if verdict == IE:
        items = []  # the evidence shows what the sheets do say; the verdict has no items
    q(f"c-{n:02d}", diff, "compatibility", text, devs, items, evidence, verdict, note)


# ---------------------------------------------------------------- compatible
cq(
    1,
    E,
    OK,
    "can i power the ws-100 from my esp32's 3v3 pin instead of batteries?",
    [W1],
    W1_EXT,
    W1_VBAT,
    note="3.3 V is inside the stated external 3.0-3.3 V supply and 2.4-3.6 V VBAT.",
)
cq(
    2,
    M,
    OK,
    "Will a 13S 48 V e-bike battery (54.6 V fully charged) work with the VELOX MC-20?",
    [VX],
    VX_VOP20,
    note="54.6 V <= 55 V operating maximum of the MC-20.",
)
cq(
    3,
    E,
    OK,
    "jy-s12-48 with a 52v 14s pack (58.8v when full), ok?",
    [JY],
    JY_48_60,
    note="FAQ: 58.8 V is OK, never exceed 60 V.",
)
cq(
    4,
    M,
    OK,
    "my reef computer input pulls up to 12 v and the atc-2 alarm would sink about 10 ma. will "
    "that work?",
    [AT],
    AT_VOH,
    AT_IOL,
    AT_VOL,
    note="12 V <= 24 V pull-up, 10 mA <= 50 mA sink, VOL 0.4 V at 10 mA.",
)
cq(
    5,
    M,
    OK,
    "Can the DCB-20 pump output K4 run a 230 V AC condensate pump that draws 0.6 A?",
    [DC],
    DC_PUMP,
    DC_SUP,
    note="0.6 A <= 2 A; the board runs on 220-240 V AC.",
)
cq(
    6,
    H,
    OK,
    "ATC-2E on 230 V mains with one 300 W heater on each outlet - is that within its ratings?",
    [AT],
    AT_LINE2E,
    AT_IOUT2E,
    AT_ITOT2E,
    note="300 W / 230 V = 1.3 A per outlet <= 5 A; 2.6 A total <= 8 A.",
)
cq(
    7,
    E,
    OK,
    "pic-2 auger output driving a 230v auger motor rated 0.7 a?",
    [PI],
    PI_AUGER,
    PI_SUP,
    note="0.7 A <= 1 A at 230 V AC.",
)
cq(
    8,
    E,
    OK,
    "can the velox mc-20 5v throttle supply feed a throttle plus 3 hall sensors, 40 ma total?",
    [VX],
    VX_5V,
    note="40 mA <= 100 mA.",
)
cq(
    9,
    M,
    OK,
    "Can I run the WS-OT3 on alkaline AA cells outdoors where winter lows reach -15 °C?",
    [WO],
    WO_TOP_REC,
    note="-15 C is inside the recommended -20 ~ +55 C for alkaline cells.",
)
cq(
    10,
    E,
    OK,
    "Is the AQT 200 fine on a 220 V mains supply?",
    [AQ],
    AQ_MAINS,
    note="220 V within 207-253 V.",
)
# ---------------------------------------------------------------- incompatible
cq(
    11,
    E,
    NO,
    "can the jy-s12-36 run on my 48v battery?",
    [JY],
    JY_36_42,
    note="FAQ: the 36 V version is rated for max. 42 V.",
)
cq(
    12,
    E,
    NO,
    "velox mc-15 on a 48v pack (54.6v full)?",
    [VX],
    VX_VOP15,
    note="54.6 V > 42 V maximum of the MC-15.",
)
cq(
    13,
    M,
    NO,
    "can i power the ws-ot3 straight from one 18650 li-ion cell (4.2v when full)?",
    [WO],
    WO_VREC,
    WO_ABS,
    note="4.2 V > 3.3 V recommended and > 3.9 V absolute maximum.",
)
cq(
    14,
    H,
    NO,
    "Can an ATC-2 (120 V version) run two 1000 W heaters, one on each outlet?",
    [AT],
    AT_LINE2,
    AT_IOUT2,
    AT_ITOT2,
    note="1000 W / 120 V = 8.3 A > 8 A per outlet; 16.7 A > 12 A total.",
)
cq(
    15,
    M,
    NO,
    "Can the DCB-20 compressor relay switch a compressor that draws 12 A while running?",
    [DC],
    DC_K1_MOTOR,
    note="12 A > 10 A motor rating (the 16 A figure is for resistive loads).",
)
cq(
    16,
    E,
    NO,
    "will the ws-100 keep working at -45 c?",
    [W1],
    W1_TOP,
    note="-45 C is below the -40 C limit.",
)
cq(
    17,
    E,
    NO,
    "Can the DCB-20 board work in an unheated garage at 0 °C?",
    [DC],
    DC_TOP,
    note="0 C < +5 C minimum operating temperature.",
)
cq(
    18,
    H,
    NO,
    "velox mc-20 light output: 6v 3w headlight plus 6v 2w tail light, ok?",
    [VX],
    VX_LIGHT,
    note="5 W / 6 V = 0.83 A > 0.5 A.",
)
cq(
    19,
    H,
    NO,
    "Can the ATC-2 ALARM output be wired directly to the PIC-2 room thermostat input to start "
    "the stove?",
    [AT, PI],
    AT_NOTISO,
    PI_TH,
    PI_NOV,
    note="The PIC-2 needs a potential-free contact; the ATC-2 ALARM is an open drain, not an "
    "isolated contact.",
)
# ---------------------------------------------------------------- insufficient evidence
cq(
    20,
    E,
    IE,
    "will the ws-ot3 show up on my rtl_433 dongle?",
    [WO],
    WO_OTHER,
    WO_PROTO,
    note="The protocol is not disclosed; other receivers are not guaranteed.",
)
cq(
    21,
    M,
    IE,
    "Can I put a 3 m extension between the VELOX MC-20 and its display?",
    [VX],
    VX_CABLE,
    note="The maximum display cable length is not specified.",
)
cq(
    22,
    E,
    IE,
    "will a generic aliexpress lcd display work with the jy-s12-48?",
    [JY],
    JY_DISP,
    note="Only JY-LCD5 / JY-LED are supported; others are not tested.",
)
cq(
    23,
    M,
    IE,
    "can i leave the jy-s12-48 hooked to a 48v 10ah pack for a month without draining more than "
    "10%?",
    [JY],
    JY_STBY,
    note="Standby current is not measured for this model.",
)
cq(
    24,
    M,
    IE,
    "Can the DCB-20 be used in a dehumidifier that runs on R290 refrigerant?",
    [DC],
    DC_R290,
    note="R290 use is not stated.",
)
cq(
    25,
    H,
    IE,
    "The DCB-20's 12 V output already feeds the display board - can I add a 100 mA LED strip "
    "to it?",
    [DC],
    DC_12V,
    note="150 mA max, but the display board's own draw is not given.",
)
cq(
    26,
    M,
    IE,
    "Can the PIC-2 run a stove that burns wood chips?",
    [PI],
    PI_WOOD,
    note="Other fuels than pellets are not covered.",
)
cq(
    27,
    E,
    IE,
    "can the ws-100 survive being flooded now and then at the bottom of my garden?",
    [W1],
    W1_IP,
    note="Only rain-resistant when vertical; no IP rating.",
)
cq(
    28,
    M,
    IE,
    "can i add a 3 m extension to the aqt 200 temperature probe cable?",
    [AQ],
    AQ_CABLE,
    note="The probe cable is 2.5 m; extending it is not covered.",
)
