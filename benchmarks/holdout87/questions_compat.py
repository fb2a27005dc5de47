"""Compatibility questions of the eighty-seventh hold-out set (28: 10 compatible, 9
incompatible, 9 insufficient_evidence, each of those with one required check the
sheets do not support)."""

from __future__ import annotations

import facts as F
from qkit import HQ, KW, LM, MG, PR, PS, SW, TR, Fact, join, q

E, M, H = "easy", "medium", "hard"
OK, NO, IE = "compatible", "incompatible", "insufficient_evidence"
N = iter(range(1, 100))


def cq(diff: str, verdict: str, text: str, devs: list[str], *facts: Fact, note: str = "") -> None:
    items, evidence = join(*facts) if facts else ([], [])
    if verdict == IE:
        items = []
    q(f"c-{next(N):02d}", diff, "compatibility", text, devs, items, evidence, verdict, note)


# ---------------------------------------------------------------- compatible (10)
cq(E, OK, "will my 5v arduino uno power the hq-oled091 from its 5v pin?", [HQ], F.HQ_VCC)
cq(
    E,
    OK,
    "Can I run the TRX3312 with VS on an ESP32's 3.3 V rail and read it over I2C at 400 kHz?",
    [TR],
    F.TR_VS,
    F.TR_I2C,
)
cq(
    E,
    OK,
    "can the kw-bu1224 run off my truck's 12v battery with the engine running (about 14.4v)?",
    [KW],
    F.KW_VIN,
)
cq(
    M,
    OK,
    "Can the KW-BU1224 power a 24 V LED sign that draws 4 A, fed from a 12 V battery?",
    [KW],
    F.KW_VIN,
    F.KW_VOUT,
    F.KW_IOUT,
)
cq(
    E,
    OK,
    "can the swt-485-l run straight off a single li-ion cell (3.7v) in my solar logger?",
    [SW],
    F.SW_VIN_L,
    F.SW_LIION,
)
cq(E, OK, "can i power the prm-433s from the 5v pin of an uno?", [PR], F.PR_VCC_S)
cq(
    M,
    OK,
    "psw-2m without heatsink, two 12v led strips at 4a each, inputs from a 5v arduino - ok?",
    [PS],
    F.PS_VLOAD,
    F.PS_I12,
    F.PS_ON,
    F.PS_TOTAL,
    note="2 x 4 A is exactly the 8 A total limit for both channels",
)
cq(
    H,
    OK,
    "Can the TRX3312 and the HQ-OLED091 share one 3.3 V I2C bus on an ESP32 at 400 kHz?",
    [TR, HQ],
    F.TR_VS,
    F.TR_ADDR,
    F.TR_I2C,
    F.HQ_VCC,
    F.HQ_ADDR,
    F.HQ_CLK,
    note="addresses 0x18 / 0x19 vs 0x3C do not clash",
)
cq(
    M,
    OK,
    "can i power the mge-12d encoder from an esp32's 3v3 and wire a / b straight to its gpios?",
    [MG],
    F.MG_ENC_V,
    F.MG_PULL,
)
cq(
    M,
    OK,
    "Can the SWT-485-S run from the 24 V output of a KW-BU1224 in a 12 V greenhouse system?",
    [SW, KW],
    F.KW_VOUT,
    F.SW_VIN_S,
)
# ---------------------------------------------------------------- incompatible (9)
cq(
    E,
    NO,
    "can i run the swt-485-s from the 3.3v pin of an esp32?",
    [SW],
    F.SW_VIN_S,
    F.SW_3V3,
)
cq(
    E,
    NO,
    "Can the KW-BU1224 be fed from a 24 V truck battery?",
    [KW],
    F.KW_VIN,
    F.KW_24IN,
)
cq(
    E,
    NO,
    "Will a PRM-433R work on the 3.3 V supply of an ESP32 board?",
    [PR],
    F.PR_VCC_R,
    F.PR_R33,
    note="the PRM-433S would (3.3 ... 5.5 V)",
)
cq(
    M,
    NO,
    "psw-2m as a pwm dimmer for an led strip at 20 khz?",
    [PS],
    F.PS_PWM,
)
cq(
    E,
    NO,
    "Can one PSW-2M-HS channel switch a 230 V AC fan heater?",
    [PS],
    F.PS_VDS,
    F.PS_AC,
)
cq(
    E,
    NO,
    "can i hook the hq-oled091 straight to a 2s lipo (8.4v charged)?",
    [HQ],
    F.HQ_VCC,
    F.HQ_ABS,
)
cq(
    M,
    NO,
    "Can I put two HQ-OLED091 displays on the same I2C bus without a multiplexer?",
    [HQ],
    F.HQ_ADDR,
    F.HQ_FIXED,
)
cq(
    H,
    NO,
    "trx3312 on 3v3, but the i2c lines are pulled up to 5v by my uno - is that safe?",
    [TR],
    F.TR_PINS,
    note="digital pins are limited to VDDIO + 0.3 V or 3.9 V",
)
cq(
    H,
    NO,
    "Can one PSW-2M channel switch the MGE-12D-50 motor from a 5 V supply?",
    [PS, MG],
    F.PS_VLOAD,
    F.MG_V,
    note="the PSW-2M needs a load supply of at least 6 V; the motor is rated 5 V, max 6 V",
)
# ---------------------------------------------------------------- insufficient evidence (9)
cq(
    E,
    IE,
    "Will the SWT-485-S last ten years buried in a field?",
    [SW],
    note="no service life stated",
)
cq(
    M,
    IE,
    "Is the TRX3312 quiet enough for a seismometer that needs 20 ug/sqrt(Hz) noise?",
    [TR],
    note="no noise density",
)
cq(
    M,
    IE,
    "Will the KW-BU1224 stay clear of the AM broadcast band, i.e. switch above 1.7 MHz?",
    [KW],
    note="no switching frequency",
)
cq(
    E,
    IE,
    "will a prm-433s reach my gate 300 m away?",
    [PR],
    F.PR_RANGE,
    note="range not specified",
)
cq(
    M,
    IE,
    "Is the PSW-2M's optocoupler isolation rated for 1500 V between the Arduino side and the load?",
    [PS],
    note="no isolation voltage",
)
cq(
    E,
    IE,
    "is the hq-oled091 readable in direct sunlight on a bike computer?",
    [HQ],
    note="no luminance or sunlight readability",
)
cq(
    H,
    IE,
    "Will the LMK-T17's DO output switch with less than 0.5 °C hysteresis for my aquarium thermostat?",
    [LM],
    note="no comparator hysteresis stated",
)
cq(
    M,
    IE,
    "mge-12d in a pool-cleaning robot - is it sealed enough to run under water?",
    [MG],
    note="no IP rating",
)
cq(
    E,
    IE,
    "is the trx3312 aec-q100 qualified for an automotive tracker?",
    [TR],
    note="no qualification",
)
