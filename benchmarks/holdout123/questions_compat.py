"""Compatibility questions of the hundred-and-twenty-third hold-out set (28: 10
compatible, 9 incompatible, 9 insufficient_evidence, each of those with one required
check the sheets do not support)."""

from __future__ import annotations

import facts as F
from qkit import BF, CV, HT, NP, PK, ZM, Fact, join, q

E, M, H = "easy", "medium", "hard"
OK, NO, IE = "compatible", "incompatible", "insufficient_evidence"
N = iter(range(1, 100))


def cq(diff: str, verdict: str, text: str, devs: list[str], *facts: Fact, note: str = "") -> None:
    items, evidence = join(*facts) if facts else ([], [])
    if verdict == IE:
        items = []
    q("c", next(N), diff, "compatibility", text, devs, items, evidence, verdict, note)


# ---------------------------------------------------------------- compatible (10)
cq(
    E,
    OK,
    "llu-21r powered from the 3v3 pin of an esp32, ao wired to an adc pin - ok?",
    ["LLU-21R"],
    F.LL_VCC,
    F.LL_AO33,
    F.LL_ESP32,
    note="3.3 V is inside 3.0-5.5 V and AO stays at or below 3.2 V",
)
cq(
    E,
    OK,
    "Can I power the LLU-21H board from a digital pin of a 5 V Arduino Uno, switching it on only "
    "for each reading, and read AO on A0?",
    ["LLU-21H"],
    F.LL_VCC,
    F.LL_ICC_WET,
    F.LL_ICC_DRY,
    F.LL_AO50,
    F.LL_ARDUINO,
    F.LL_WARM,
    note="at most 8.0 mA; the sheet itself recommends switching the board from a GPIO",
)
cq(
    E,
    OK,
    "npa1228 on a raspberry pi spi bus, powered from the pi's 3v3 pin?",
    [NP],
    F.NP_VDD,
    F.NP_SPI,
    F.NP_33,
    note="3.3 V is inside 2.7-5.5 V and the digital levels then follow the 3.3 V supply",
)
cq(
    E,
    OK,
    "cvr-1205 in my car (about 14.4v with the engine running) to run a raspberry pi 4 that wants "
    "5v 3a - will it cope?",
    [CV],
    F.CV_VIN,
    F.CV_VOUT,
    F.CV_IOUT,
    F.CV_PI4,
    note="14.4 V inside 8-32 V; 3.0 A continuous at 12-24 V input",
)
cq(
    M,
    OK,
    "A BFC-3610 runs a 12 V PC-style fan from a 12 V adapter, and an ESP32 GPIO (3.3 V logic) "
    "drives its PWM input. Is that a valid combination?",
    [BF],
    F.BF_VIN10,
    F.BF_VIH,
    F.BF_R1,
    note="12 V inside 7-18 V; VIH 2.0 V min., 3.3 V logic accepted",
)
cq(
    E,
    OK,
    "zmb-26 straight off 2 x aa alkaline cells (about 3.2v fresh, 2.0v when flat) - ok?",
    [ZM],
    F.ZM_VCC,
    note="the whole discharge stays inside 2.0-3.6 V (ZMB-26, not ZMB-26P)",
)
cq(
    M,
    OK,
    "Can a PKV-250 be powered from the 5 V pin of an Arduino Uno with its output wired straight "
    "to A0?",
    [PK],
    F.PK_VS,
    F.PK_VOUT,
    note="5 V inside 4.75-5.25 V; 0.5-4.5 V fits the Uno's 5 V ADC, and the ratiometric output "
    "suits an ADC referenced to the same supply",
)
cq(
    E,
    OK,
    "hqd-4r on a raspberry pi, powered from the pi's 3v3 pin - will it work?",
    ["HQD-4R"],
    F.HQ_VCC_R,
    F.HQ_VCC_Y,
    F.HQ_PI,
)
cq(
    H,
    OK,
    "An NPA1228 runs from VDD = VREF = 5 V and reads the output of a PKV-250 powered from the same "
    "5 V supply. Can the ADC input take the transducer's full output range?",
    [NP, PK],
    F.NP_VDD,
    F.PK_VS,
    F.PK_VOUT,
    F.NP_FS,
    note="full scale = VREF = 5 V covers 0.5-4.5 V; both run from 5 V",
)
cq(
    M,
    OK,
    "Can the 5 V auxiliary output of a BFC-3610 power an HTW-31 sensor?",
    [BF, HT],
    F.BF_AUX,
    F.HT_VDD,
    F.HT_IDD,
    note="4.75-5.25 V inside 2.15-5.5 V; 1.5 mA max. measuring current well under 50 mA",
)

# ---------------------------------------------------------------- incompatible (9)
cq(
    M,
    NO,
    "leaving the whole llu-21r kit, plate and comparator board, up on the roof where winter nights "
    "hit -25c - ok?",
    ["LLU-21R"],
    F.LL_PLATE,
    F.LL_BOARD_T,
    F.LL_OUTDOOR,
    note="the plate is rated to -30 °C, but the LLU-21C board only to -20 °C and must be kept out "
    "of the rain",
)
cq(
    E,
    NO,
    "Can an ESP32 drive the NPA1228's SPI inputs directly while the NPA1228 is powered from 5 V?",
    [NP],
    F.NP_VDD,
    F.NP_VIH,
    note="VIH = 0.7 x VDD = 3.5 V at 5 V; DOUT also swings to 5 V",
)
cq(
    H,
    NO,
    "npa1228 running at 3v3 (vref tied to 3v3) reading a pkv-250's output directly, no divider - "
    "will it cover the full pressure range?",
    [NP, PK],
    F.NP_VDD,
    F.PK_VOUT,
    F.PK_VS,
    F.NP_FS,
    F.PK_33,
    note="full scale is VREF = 3.3 V but the transducer goes to 4.5 V",
)
cq(
    E,
    NO,
    "can one usb port of the cvr-1205u run a raspberry pi 4 that needs 5v 3a?",
    ["CVR-1205U"],
    F.CV_U_PORT,
    F.CV_U_TOTAL,
    F.CV_PI4,
    note="2.4 A per port; 3.0 A is the total of both ports",
)
cq(
    M,
    NO,
    "Can the 5 V auxiliary output of a BFC-3610 power an HQD-4R showing 88:88 at full brightness?",
    [BF, "HQD-4R"],
    F.BF_AUX,
    F.BF_R4,
    F.HQ_ALLON_R,
    note="78 mA with all segments at brightness 7 is more than the 50 mA the output allows",
)
cq(
    E,
    NO,
    "zmb-26p running off a cr2032 coin cell?",
    ["ZMB-26P"],
    F.ZM_VCCP,
    F.ZM_VCC,
    F.ZM_ITXP,
    F.ZM_COIN,
    note="needs 3.0 V minimum and 160 mA peaks; the sheet says so",
)
cq(
    E,
    NO,
    "pkv-250 powered from an esp32's 3v3 pin?",
    [PK],
    F.PK_VS,
    note="4.75 V minimum to specification, 4.5 V to operate at all",
)
cq(
    M,
    NO,
    "Will an HQD-4B work on an ESP32 if I power it from the ESP32's 3.3 V pin?",
    ["HQD-4B"],
    F.HQ_VCC_B,
    F.HQ_VCC_R,
    F.HQ_4B,
    note="the blue version needs 4.5-5.5 V",
)
cq(
    H,
    NO,
    "Can an HQD-4R share the same two I²C pins of an ESP32 with an HTW-31?",
    ["HQD-4R", HT],
    F.HQ_NOTI2C,
    F.HT_ADDR,
    note="the HQ37 protocol has no address and must not share its wires with I²C devices, "
    "although the HTW-31 itself is an I²C part at 0x46 / 0x47",
)

# ---------------------------------------------------------------- insufficient evidence (9)
cq(
    M,
    IE,
    "Will the LLU-21H leaf plate hold up to regular copper-fungicide sprays in an orchard?",
    ["LLU-21H"],
    F.LL_PLATE_DESC,
    note="plate material (ENIG) is given, chemical resistance is not",
)
cq(
    H,
    IE,
    "Will the NPA1228 keep its 12-bit accuracy at 100 ksps when a sensor with 10 kΩ output "
    "impedance drives the input without a buffer?",
    [NP],
    F.NP_SRC,
    note="the allowed source impedance is only in an application note that is not part of the "
    "sheet",
)
cq(
    E,
    IE,
    "Is the CVR-1205 quiet enough for CISPR 25 class 5, so it will not disturb the AM radio in "
    "the car?",
    [CV],
    note="no EMC statement at all",
)
cq(
    E,
    IE,
    "bfc-3610 on a 12v adapter with a 25 w blower that has to spin at 9000 rpm - can the board "
    "drive it that fast?",
    [BF],
    F.BF_VIN10,
    F.BF_RPM,
    note="supply and fan power fit (7-18 V, 2-30 W); the maximum speed / commutation frequency is "
    "not given",
)
cq(
    M,
    IE,
    "Can a ZMB-26 set up as the coordinator run a network of 150 Zigbee end devices?",
    [ZM],
    F.ZM_ROLE,
    note="the coordinator role is there; no network size, child-table or routing-table limit is "
    "given",
)
cq(
    M,
    IE,
    "A PKV-250-016 is screwed into the oil gallery of a diesel generator: oil at about 100 °C, "
    "ambient 50 °C, and continuous vibration of about 20 g. Will it survive?",
    ["PKV-250-016"],
    F.PK_MEDIA_T,
    F.PK_TOPR,
    F.PK_SHOCK,
    note="media and ambient temperatures fit; only shock (100 g, 11 ms) is given, no vibration "
    "rating",
)
cq(
    E,
    IE,
    "hqd-4r running 24/7 as a wall clock for 5 years - will the leds last that long?",
    ["HQD-4R"],
    note="no LED lifetime or brightness half-life is given",
)
cq(
    M,
    IE,
    "Will an HTW-31 work at the end of a 5 m cable on an ESP32's I²C bus at 100 kHz?",
    [HT],
    F.HT_VDD,
    F.HT_ADDR,
    note="no maximum bus capacitance or cable length is given",
)
cq(
    E,
    IE,
    "htw-31 in a chicken coop with ammonia fumes - ok long term?",
    [HT],
    note="no chemical-exposure statement; only the high-humidity offset is described",
)
