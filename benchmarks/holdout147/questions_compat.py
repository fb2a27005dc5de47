"""Compatibility questions of the hundred-and-forty-seventh hold-out set (28: 10
compatible, 9 incompatible, 9 insufficient_evidence, each of those with one required
check the sheets do not support)."""

from __future__ import annotations

import facts as F
from qkit import CZ, GX, HP, HQ, MT, PX, WC, YS, Fact, join, q

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
    "Can an HQW-57-AD1B and a CLZ4208 with ADDR tied to GND share one ESP32 I²C bus at 3.3 V and "
    "400 kHz?",
    ["HQW-57-AD1B", CZ],
    F.HQ_VDD,
    F.HQ_ADDR_ALL,
    F.HQ_FSCL,
    F.CZ_VDD,
    F.CZ_ADDR,
    F.CZ_FSCL,
    note="0x44 vs 0x2C; 3.3 V within 1.08-3.6 V and 3.0-3.6 V; 400 kHz within both fSCL limits",
)
cq(
    H,
    OK,
    "I want to run an HPN-2310D from two AA alkaline cells through a PXB-331. It is switched on "
    "once with fresh cells and then runs until the cells have sagged to 1.8 V. Will the PXB-331 "
    "keep the receiver supplied the whole time, including acquisition?",
    [PX, "HPN-2310D"],
    F.PX_VIN,
    F.PX_VOUT,
    F.PX_IOUT_AA,
    F.HP_VCC,
    F.HP_ACQ_D,
    note="3.3 V within 3.0-3.6 V; 250 mA at VIN = 1.8 V (450 mA at 2.4 V) against 48 mA in "
    "acquisition",
)
cq(
    E,
    OK,
    "3v3 from a pxb-331 into the vcc of an mto-1364-4 - will the oled run?",
    [PX, "MTO-1364-4"],
    F.PX_VOUT,
    F.MT_VCC,
    note="3.3 V is the bottom of 3.3-5.0 V; the sheet says the panel is only very slightly dimmer "
    "there",
)
cq(
    M,
    OK,
    "An ESP32 talks to a WCF1462. VCC comes from the 5 V USB rail and VIO from the ESP32's 3.3 V "
    "pin, with TXD and RXD wired straight to the ESP32. Does that work?",
    [WC],
    F.WC_VCC,
    F.WC_VIO,
    note="5 V within 4.5-5.5 V; 3.3 V within VIO 1.71-5.5 V, so the logic levels follow 3.3 V",
)
cq(
    E,
    OK,
    "gxm-2036 dimming a 12v led strip that pulls 6 a, pwm at 1 khz from an esp32 gpio - ok?",
    [GX],
    F.GX_VLOAD,
    F.GX_I12,
    F.GX_VIH,
    F.GX_PWM,
    note="12 V within 5-36 V; 6 A under 8 A at V+ = 12 V; 3.3 V within IN high 3.0-5.5 V; 1 kHz "
    "under 20 kHz",
)
cq(
    M,
    OK,
    "Can a YSV-917 powered from a 4-cell NiMH pack (4.8 V) take its control pulses straight from "
    "an ESP32 GPIO at 3.3 V?",
    [YS],
    F.YS_V,
    F.YS_AMP,
    F.YS_NIMH,
    note="4.8 V is the bottom of 4.8-6.0 V and the sheet recommends a 4-cell NiMH pack; 3.3 V "
    "pulses within the 3.0-5.5 V amplitude",
)
cq(
    E,
    OK,
    "mto-1364-4 on a 5v arduino uno over i2c, vcc from the uno's 5v pin - safe without a level "
    "shifter?",
    ["MTO-1364-4"],
    F.MT_VCC,
    F.MT_5VI2C,
    note="the sheet's own wiring note; the on-board pull-ups go to 3.3 V",
)
cq(
    E,
    OK,
    "can i hook an hpn-2310 straight to a raspberry pi's uart and power it from the pi's 3v3 "
    "pin?",
    [HP],
    F.HP_VCC,
    F.HP_RXD,
    note="3.3 V within 3.0-3.6 V; the Pi drives RXD with 3.3 V, under the 3.6 V limit",
)
cq(
    E,
    OK,
    "hqw-57 running off a cr2032 coin cell, one measurement a minute, heater never used - ok?",
    [HQ],
    F.HQ_VDD,
    note="3.0 V within 1.08-3.6 V; the average current is in the uA range",
)
cq(
    M,
    OK,
    "Can a CLZ4208 sit on a 5 V Arduino Uno's I²C bus with VDD from the Uno's 3.3 V pin and the "
    "bus pull-ups to 5 V?",
    [CZ],
    F.CZ_VDD,
    F.CZ_VIH,
    F.CZ_SDAABS,
    F.CZ_5V,
    note="3.3 V within 3.0-3.6 V; SDA / SCL accept up to 5.5 V (abs max 6.0 V) and the sheet says so",
)
# ---------------------------------------------------------------- incompatible (9)
cq(
    M,
    NO,
    "mto-1364-4 at its default address plus a clz4208 with addr tied to scl on the same i2c bus - "
    "any conflict?",
    ["MTO-1364-4", CZ],
    F.MT_ADDR,
    F.CZ_ADDR,
    note="both answer at 0x3C; the CLZ4208 sheet itself warns about OLED addresses",
)
cq(
    E,
    NO,
    "can a pxb-331 feed the vcc pin of a wcf1462?",
    [PX, WC],
    F.PX_VOUT,
    F.WC_VCC,
    note="3.3 V is below the 4.5 V minimum",
)
cq(
    E,
    NO,
    "pxb-331 from a single aa cell to get 3v3?",
    [PX],
    F.PX_VIN,
    F.PX_1CELL,
    note="1.0-1.6 V is below the 1.8 V minimum; the FAQ says so",
)
cq(
    H,
    NO,
    "Can one GXM-2036 channel switch a 5 V LED strip that draws 5 A, with V+ taken from the same "
    "5 V supply?",
    [GX],
    F.GX_VLOAD,
    F.GX_I5,
    F.GX_5VNOTE,
    note="5 V is inside 5-36 V, but at V+ = 5 V a channel is rated 3 A only",
)
cq(
    M,
    NO,
    "gxm-2036s driven straight from an esp32 gpio (3.3v)?",
    ["GXM-2036S"],
    F.GX_VIH_S,
    F.GX_S_NOTE,
    note="the S input needs 9-28 V for ON",
)
cq(
    E,
    NO,
    "Can I wire an HPN-2310's RXD directly to the TX pin of a 5 V Arduino Uno?",
    [HP],
    F.HP_RXD,
    F.HP_5V,
    note="5 V exceeds the 3.6 V input limit; the sheet says it is not 5 V tolerant",
)
cq(
    E,
    NO,
    "ysv-917 powered straight from a 1s lipo (3.0-4.2v)?",
    [YS],
    F.YS_V,
    note="below the 4.8 V minimum over the whole discharge",
)
cq(
    E,
    NO,
    "hqw-57 powered from the 5v pin of an arduino uno?",
    [HQ],
    F.HQ_VDD,
    F.HQ_ABSVDD,
    F.HQ_5V,
    note="5 V exceeds VDD 3.6 V and the 4.0 V absolute maximum",
)
cq(
    M,
    NO,
    "Can a WCF1462T (not the /8 version) run a CAN FD network whose data phase is 8 Mbit/s?",
    ["WCF1462T"],
    F.WC_RATE5,
    note="timing is guaranteed to 5 Mbit/s; 8 Mbit/s is the WCF1462/8 column",
)
# ---------------------------------------------------------------- insufficient evidence (9)
cq(
    M,
    IE,
    "Will the PXB-331 survive if its 3.3 V output is shorted to ground for a few seconds while "
    "hot-plugging a sensor?",
    [PX],
    note="no short-circuit, current-limit or hiccup statement in the sheet",
)
cq(
    M,
    IE,
    "hqw-57 inside a cabinet where acetone and solvent vapours are stored - will the readings "
    "stay good?",
    [HQ],
    note="no chemical-resistance or contaminant statement; the drift and the high-humidity note do "
    "not cover solvents",
)
cq(
    H,
    IE,
    "Can each GXM-2036 channel carry 8 A at 12 V continuously inside an enclosure that reaches "
    "60 °C?",
    [GX],
    F.GX_I12,
    F.GX_25C,
    note="8 A is rated at Ta = 25 degC only and no derating is given, although 60 degC is inside the "
    "-20 ... +70 degC operating range",
)
cq(
    M,
    IE,
    "Will an HPN-2310 keep its fix in an RC jet flying at 700 km/h (about 194 m/s)?",
    [HP],
    note="no velocity or dynamics limit is given",
)
cq(
    M,
    IE,
    "My ECU design requires an AEC-Q100 Grade 1 qualified CAN transceiver. Does the WCF1462 meet "
    "that?",
    [WC],
    note="no qualification is stated; the junction range up to 150 degC and the 12 V automotive "
    "application text are not a qualification",
)
cq(
    E,
    IE,
    "ysv-917m in an automatic cat-flap that will move about 500 000 times over its life - will it "
    "last?",
    ["YSV-917M"],
    note="no lifetime or cycle rating is given",
)
cq(
    M,
    IE,
    "Can an MTO-1364 show a static dashboard 24 hours a day for five years without visible wear?",
    [MT],
    F.MT_LIFE,
    note="the FAQ says there is no lifetime figure",
)
cq(
    H,
    IE,
    "Can a CLZ4208 measure the level of diesel fuel in a 6 mm HDPE tank?",
    [CZ],
    F.CZ_WATER,
    note="the wall is within 10 mm and non-metallic, but the sheet is characterised for water and "
    "water-based liquids only and says nothing about low-permittivity liquids",
)
cq(
    E,
    IE,
    "clz4208 with the level electrode on the tank 1.5 m away, connected by shielded cable - will "
    "that work?",
    [CZ],
    F.CZ_SHORT,
    note="the sheet only says keep the traces short; no cable length or maximum input capacitance "
    "to ground is given",
)
