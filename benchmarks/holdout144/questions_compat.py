"""Compatibility questions of the hundred-and-forty-fourth hold-out set (28: 10
compatible, 9 incompatible, 9 insufficient_evidence, each of those with one required
check the sheets do not support)."""

from __future__ import annotations

import facts as F
from qkit import KG, KI, KU, LG, TR, TW, VP, Fact, join, q

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
    "twd4612 dac on an esp32 i2c bus, powered from the esp32's 3v3 - ok?",
    [TW],
    F.TW_VDD,
    F.TW_33HOST,
    note="3.3 V inside 2.7-5.5 V; the sheet's own 3.3 V host recipe",
)
cq(
    E,
    OK,
    "Can the KUS-47 be powered from a 5 V USB power bank?",
    [KU],
    F.KU_VCC,
    note="USB 5 V is inside 4.5-5.5 V; the module draws 15 mA while measuring",
)
cq(
    E,
    OK,
    "vpm-612 powered from a 12v adapter with out pulled up to 3v3 on an esp32 gpio - will that "
    "work?",
    [VP],
    F.VP_VCC,
    F.VP_PULLUP,
    F.VP_ESP,
    note="12 V is the typical supply; the open collector may be pulled up to 3.3 V",
)
cq(
    M,
    OK,
    "Can a Raspberry Pi talk to a TRL-63 directly over its 3.3 V UART, with the module on a "
    "3.3 V supply?",
    [TR],
    F.TR_VDD,
    F.TR_33,
    note="3.3 V is the typical VDD and the pads are 3.3 V CMOS",
)
cq(
    E,
    OK,
    "lgx4701 straight on a 1s lipo (3.0-4.2v)?",
    [LG],
    F.LG_VDD,
    note="3.0-4.2 V inside 2.5-4.5 V; the LGX4701 version is the one for 4.2 V cells",
)
cq(
    H,
    OK,
    "Can a KGD6360 run a motor from a 10S e-bike battery (42 V fully charged) with its six PWM "
    "inputs driven directly by an ESP32's 3.3 V GPIOs?",
    [KG],
    F.KG_PVDD,
    F.KG_VIH,
    F.KG_33,
    note="42 V inside 6-60 V; VIH 2.0 V; the ESP32 needs its own regulator (the 30 mA LDO is too "
    "small), which the question does not ask",
)
cq(
    M,
    OK,
    "dcw-24l powered straight from 2 x aa cells (3.0v fresh, about 2.0v when flat)?",
    ["DCW-24L"],
    F.DC_VCC_L,
    note="1.9-3.6 V covers 3.0 V down to 2.0 V; the DCW-24PA (3.0 V minimum) would not run",
)
cq(
    M,
    OK,
    "Can a KIM3236 powered from 3.3 V monitor a car battery that reaches 14.4 V while charging?",
    [KI],
    F.KI_VS,
    F.KI_BUS,
    F.KI_33MON,
    note="bus input 0-36 V independent of VS; load-dump transients are not asked",
)
cq(
    M,
    OK,
    "Can a TWD4612-0 with A0 tied to GND share an ESP32's I²C bus with a KIM3236 whose A1 and A0 "
    "are both tied to GND?",
    ["TWD4612-0", KI],
    F.TW_VDD,
    F.TW_ADDR0_LOW,
    F.KI_VS,
    F.KI_ADDR_GG,
    note="0x4C vs 0x40; both run at 3.3 V",
)
cq(
    H,
    OK,
    "5v arduino nano driving the dcw-24l's ce/csn/sck/mosi pins directly, with vcc from a "
    "separate 3.3v ldo - will that work?",
    ["DCW-24L"],
    F.DC_VCC_L,
    F.DC_VIH,
    F.DC_5VLOGIC,
    note="inputs take up to 5.25 V; MISO's 3.3 V level is read as high by a 5 V AVR (sheet note)",
)
# ---------------------------------------------------------------- incompatible (9)
cq(
    E,
    NO,
    "can i run the kus-47 off the esp32's 3v3 pin?",
    [KU],
    F.KU_VCC,
    F.KU_NO33,
    note="4.5 V minimum; the KUS-47W (3.0-5.5 V) would run",
)
cq(
    E,
    NO,
    "Can I wire the TRL-63's TXD and RXD straight to a 5 V Arduino Uno's serial pins without "
    "level shifting?",
    [TR],
    F.TR_VDD,
    F.TR_33,
    note="the Uno drives 5 V into RXD; the sheet says the pads are not 5 V tolerant",
)
cq(
    E,
    NO,
    "vpm-612 straight off a 1s lipo (3.0-4.2v), no boost?",
    [VP],
    F.VP_VCC,
    note="4.5 V minimum",
)
cq(
    H,
    NO,
    "A TWD4612-1 with A0 tied to VDD and a KIM3236 with A1 and A0 both tied to SCL sit on the "
    "same I²C bus. Will they work together?",
    ["TWD4612-1", KI],
    F.TW_ADDR_BITS,
    F.TW_ADDR1_HIGH,
    F.KI_ADDR_SS,
    note="both answer at 0x4F; strapping A0 of the DAC to GND (0x4E) or moving the KIM3236 fixes it",
)
cq(
    M,
    NO,
    "dcw-24pa powered from the 3.3v pin of an arduino uno - enough?",
    ["DCW-24PA"],
    F.DC_TX_PA,
    F.DC_UNO33,
    note="about 50 mA available vs 115 / 130 mA on transmit; the sheet says so",
)
cq(
    M,
    NO,
    "kgd6360 on a 20s li-ion pack (84v when full)?",
    [KG],
    F.KG_PVDD,
    F.KG_ABS,
    note="84 V is above both the 60 V operating maximum and the 65 V absolute maximum",
)
cq(
    H,
    NO,
    "A TWD4612 runs from 3.3 V with its internal reference and gain ×2. Can it produce a full "
    "0-4 V control signal?",
    [TW],
    F.TW_VDD,
    F.TW_GAIN2,
    F.TW_CLIP,
    note="the 4.096 V span needs VDD >= 4.2 V; at 3.3 V the output clips at about 3.25 V",
)
cq(
    M,
    NO,
    "Can the KIM3236 monitor the voltage of a 48 V telecom rail?",
    [KI],
    F.KI_BUS,
    F.KI_48,
    note="0-36 V bus range; 40 V is only a survival rating",
)
cq(
    E,
    NO,
    "kus-47 mounted outdoors where it gets to -20c in winter?",
    [KU],
    F.KU_TOPR,
    note="-10 ... +60 C; the KUS-47W (-20 ... +70 C) would be at its limit",
)
# ---------------------------------------------------------------- insufficient evidence (9)
cq(
    M,
    IE,
    "will two dcw-24l modules reach each other at 60 m through two brick walls in a house?",
    ["DCW-24L"],
    note="only an open-air, line-of-sight reference distance (100 m) is given; wall loss is in "
    "no sheet",
)
cq(
    E,
    IE,
    "Can a TRL-63 be powered from a single CR2032 coin cell?",
    [TR],
    note="3.0 V is inside 2.5-3.6 V, but whether a CR2032 can deliver the 44-140 mA transmit "
    "current without dropping below 2.5 V is in no sheet",
)
cq(
    M,
    IE,
    "Can a KGD6360 drive a 2 kW hub motor from a 48 V battery?",
    [KG],
    F.KG_MOTOR,
    note="48 V is inside 6-60 V, but motor current and power depend on the external MOSFETs, "
    "which no sheet specifies",
)
cq(
    E,
    IE,
    "vpm-612 behind a glass window - will it still see people outside?",
    [VP],
    note="the sheet says nothing about sensing through glass; the window note is about sunlight "
    "and false alarms",
)
cq(
    M,
    IE,
    "two kus-47 modules side by side pointing the same way, triggered at the same time - will "
    "they interfere with each other?",
    [KU],
    note="no statement on cross-talk between modules",
)
cq(
    M,
    IE,
    "Will a KIM3236B keep its ±0.1 % gain error over -20 °C to +60 °C?",
    ["KIM3236B"],
    note="the gain error is only given at TA = 25 C; no temperature drift is stated",
)
cq(
    M,
    IE,
    "can one lgx4701 gauge a 1s pack of four 18650 cells in parallel (about 12 ah)?",
    [LG],
    note="the voltage range fits, but no capacity limit or statement on parallel cells is given",
)
cq(
    M,
    IE,
    "Can the TWD4612's output drive a 10 µF capacitor directly without oscillating?",
    [TW],
    note="the test load is 100 pF; no capacitive-load stability limit is given",
)
cq(
    M,
    IE,
    "Can an ESP32 DevKit's 3.3 V pin power both a DCW-24PA and a TRL-63U at the same time?",
    ["DCW-24PA", "TRL-63U"],
    note="the two modules can draw 130 + 140 mA, but the DevKit regulator's capacity is in no "
    "sheet",
)
