"""Compatibility questions of the hundred-and-thirty-eighth hold-out set (28: 10
compatible, 9 incompatible, 9 insufficient_evidence, each of those with one required
check the sheets do not support)."""

from __future__ import annotations

import facts as F
from qkit import DX, MZ, NO, PB, RC, VG, WL, ZT, Fact, join, q

E, M, H = "easy", "medium", "hard"
OK, NOPE, IE = "compatible", "incompatible", "insufficient_evidence"
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
    "Can I connect the WLX2604 to an ESP32's I²C bus and power it from the ESP32's 3.3 V pin?",
    [WL],
    F.WL_VDD,
    note="3.3 V is the typical VDD; the bus is pulled up to the same 3.3 V",
)
cq(
    M,
    OK,
    "can a wlx2604 run from a cr2032 coin cell (3.0 v) using the 10 hz low-power scan?",
    [WL],
    F.WL_VDD,
    F.WL_LP,
    F.WL_COIN,
    note="3.0 V within 1.8-3.6 V; the sheet's own coin-cell note",
)
cq(
    E,
    OK,
    "pbl3112 powered from a 5v usb power bank, driving 3 white leds in series at 200 ma - enough "
    "headroom?",
    [PB],
    F.PB_VIN,
    F.PB_I50_3LED,
    note="250 mA maximum at VIN = 5.0 V for three white LEDs",
)
cq(
    H,
    OK,
    "An ESP32 drives the EN pin of a PBL3112 with a 1 kHz, 3.3 V PWM to dim a string of three "
    "white LEDs set to 150 mA; the PBL3112 runs from a separate 3.3 V, 1 A supply rail. Will "
    "that work?",
    [PB],
    F.PB_VIN,
    F.PB_ENVIH,
    F.PB_I33_3LED,
    F.PB_PWM,
    note="3.3 V in range, EN high threshold 1.2 V, 1 kHz inside 200 Hz ... 20 kHz, 150 mA is "
    "the characterised maximum at VIN = 3.3 V",
)
cq(
    E,
    OK,
    "ztc-675k-p kit with its own probe in my pizza oven at about 450c - ok?",
    ["ZTC-675K-P"],
    F.ZT_RANGEK,
    F.ZT_PROBE,
    F.ZT_KILN,
    note="450 C is below the probe's 480 C rating and inside the converter range",
)
cq(
    E,
    OK,
    "esp32 3v3 gpio driving the inputs of a nok-4c-05 - will the channels switch?",
    ["NOK-4C-05"],
    F.NO_ON05,
    F.NO_ESP,
)
cq(
    E,
    OK,
    "Can the DIX-824L read a 12 V DC three-wire PNP proximity sensor?",
    ["DIX-824L"],
    F.DX_ON824L,
    F.DX_12V,
    note="12 V inside 8 ... 30 V; PNP sensors go on a sinking group (COM to 0V)",
)
cq(
    M,
    OK,
    "Can an ESP32 (3.3 V CAN controller) use an RCF1462V with VIO from the ESP32's 3.3 V and VCC "
    "from a 5 V rail?",
    ["RCF1462V"],
    F.RC_VCC,
    F.RC_VIO,
    F.RC_33,
)
cq(
    E,
    OK,
    "mzg-1s on a 5v arduino uno i2c bus (pulled up to 5v) - safe?",
    [MZ],
    F.MZ_IOABS,
    F.MZ_VIH,
    F.MZ_5V,
)
cq(
    H,
    OK,
    "Can a WLX2604 (ADDR tied to GND, powered from 3.3 V) and an MZG-1S with JP2 opened share "
    "an ESP32's 3.3 V I²C bus at 400 kHz?",
    [WL, MZ],
    F.WL_VDD,
    F.WL_ADDR_GND,
    F.MZ_ADDR,
    F.MZ_I2C,
    F.MZ_ESP,
    note="0x2C vs 0x36; 400 kHz within both; JP2 open removes the pull-ups to BAT+",
)
# ---------------------------------------------------------------- incompatible (9)
cq(
    E,
    NOPE,
    "wlx2604 straight onto a 5v arduino uno (vdd from the 5v pin, sda/scl direct)?",
    [WL],
    F.WL_VDD,
    F.WL_ABSVDD,
    F.WL_NOT5V,
)
cq(
    E,
    NOPE,
    "Can the PBL3112 be powered directly from a 12 V car battery?",
    [PB],
    F.PB_VIN,
    F.PB_ABSVIN,
    F.PB_CAR,
)
cq(
    M,
    NOPE,
    "pbl3112 driving a string of 4 white leds (about 13v total)?",
    [PB],
    F.PB_VOUT,
    F.PB_4LED,
)
cq(
    M,
    NOPE,
    "Can I log a pottery kiln at 1200 °C with the ZTC-675K-P kit as delivered, using its own "
    "probe?",
    ["ZTC-675K-P"],
    F.ZT_RANGEK,
    F.ZT_PROBE,
    F.ZT_KILN,
    note="the converter reaches 1250 C but the kit's probe is rated to 480 C",
)
cq(
    E,
    NOPE,
    "Can a 24 V PNP proximity sensor drive an input of the NOK-4C-05 directly?",
    ["NOK-4C-05"],
    F.NO_ON05,
    F.NO_ABS05,
    F.NO_24V,
)
cq(
    E,
    NOPE,
    "Will the DIX-824 reliably read a 12 V DC proximity sensor as ON?",
    [DX],
    F.DX_ON824,
    F.DX_12V,
)
cq(
    E,
    NOPE,
    "rcf1462t (the one without vio) with its rxd wired straight to an esp32 gpio - ok?",
    ["RCF1462T"],
    F.RC_VCC,
    F.RC_33,
    F.RC_PINNING,
    note="RXD swings to VCC (5 V) on the version without VIO",
)
cq(
    E,
    NOPE,
    "Can the VGD-1264S be powered from two AA cells (about 3.2 V fresh down to 2.0 V)?",
    [VG],
    F.VG_VDD,
    note="most of the discharge lies below the 3.0 V minimum",
)
cq(
    H,
    NOPE,
    "I plugged a 4.2 V LiPo into an MZG-1S as delivered (JP2 closed) and wired SDA and SCL "
    "straight to an ESP32. Is that within spec?",
    [MZ],
    F.MZ_VBAT,
    F.MZ_JP2,
    F.MZ_ESP,
    note="the board's pull-ups hold the bus at the cell voltage, above the ESP32's 3.6 V limit "
    "the sheet quotes",
)
# ---------------------------------------------------------------- insufficient evidence (9)
cq(
    M,
    IE,
    "Can the WLX2604 with the WLX-ES150 strip measure the level of diesel fuel in a tank?",
    [WL],
    F.WL_LEVEL,
    F.WL_TAPWATER,
    note="level data are specified for tap water only; nothing on other liquids",
)
cq(
    E,
    IE,
    "can i parallel the outputs of two pbl3112 to drive one led string at 300 ma?",
    [PB],
    note="the sheet says nothing about paralleling converters",
)
cq(
    E,
    IE,
    "ztc-675k with a 10 m k-type extension cable to the probe - will the readings stay accurate?",
    ["ZTC-675K"],
    note="no statement on lead length, extension wire or input filtering",
)
cq(
    M,
    IE,
    "Can the NOK-4C isolate signals referenced to 230 V AC mains from a Raspberry Pi?",
    [NO],
    F.NO_ISO,
    note="only the optocoupler test voltage is given; no board-level working voltage, creepage "
    "or safety rating",
)
cq(
    E,
    IE,
    "is the dix-824 approved for class i division 2 hazardous locations?",
    [DX],
    F.DX_IP20,
    note="no certifications or hazardous-location statement on the sheet",
)
cq(
    M,
    IE,
    "rcf1462v on a 40 m can bus at 2 mbit/s data phase - ok?",
    ["RCF1462V"],
    F.RC_FD,
    note="2 Mbit/s is within 5 Mbit/s but no bus length or topology limit is given",
)
cq(
    E,
    IE,
    "vgd-1264s in a bathroom mirror at 95% humidity - ok?",
    [VG],
    F.VG_COND,
    note="no operating humidity is given, only 'avoid condensation'",
)
cq(
    M,
    IE,
    "mzg-1s gauging a lifepo4 cell (3.2 v nominal)?",
    [MZ],
    F.MZ_VBAT,
    F.MZ_CELL,
    note="3.2 V is inside the cell-voltage range, but the SOC model is only stated for LiPo / "
    "Li-ion",
)
cq(
    H,
    IE,
    "Is the WLX2604Q qualified (AEC-Q100) for a windscreen rain sensor in a car?",
    ["WLX2604Q"],
    F.WL_QGRADE,
    note="the sheet gives the -40 ... +105 C grade only; no automotive qualification is stated",
)
