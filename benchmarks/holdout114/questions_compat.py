"""Compatibility questions of the hundred-and-fourteenth hold-out set (28: 10
compatible, 9 incompatible, 9 insufficient_evidence, each of those with one required
check the sheets do not support)."""

from __future__ import annotations

import facts as F
from qkit import BA, CP, HL, LR, OT, SB, TS, YR, Fact, join, q

E, M, H = "easy", "medium", "hard"
OK, NO, IE = "compatible", "incompatible", "insufficient_evidence"
N = iter(range(1, 100))


def cq(diff: str, verdict: str, text: str, devs: list[str], *facts: Fact, note: str = "") -> None:
    items, evidence = join(*facts) if facts else ([], [])
    if verdict == IE:
        items = []
    q(f"c-{next(N):02d}", diff, "compatibility", text, devs, items, evidence, verdict, note)


# ---------------------------------------------------------------- compatible (10)
cq(E, OK, "can i power the tsq3817 from an esp32's 3v3 pin?", [TS], F.TS_VDD)
cq(
    E,
    OK,
    "Will the HLR1171-33 make 3.3 V from a 5 V USB supply?",
    [HL],
    F.HL_VIN33,
    F.HL_VO33,
    note="5 V is inside the -33 input range 4.75-12 V",
)
cq(
    E,
    OK,
    "sbd2710 motor supply from a 2s lipo (8.4 v when full) - ok?",
    [SB],
    F.SB_VM,
)
cq(
    E,
    OK,
    "Can the CPM7236 monitor a 24 V bus while the chip itself runs from 3.3 V?",
    [CP],
    F.CP_VS,
    F.CP_BUS,
)
cq(
    E,
    OK,
    "5v arduino uno powering the bal-24 from its 5v pin and reading dt / sck - fine?",
    [BA],
    F.BA_VCC,
)
cq(
    M,
    OK,
    "Can the NO contact of a YRD-05VDC-SL-C switch a 230 V AC, 8 A resistive heater?",
    [YR],
    F.YR_AC_NO,
)
cq(
    H,
    OK,
    "tsq3817 and cpm7236 on one i2c bus - can i strap them so the addresses don't clash?",
    [TS, CP],
    F.TS_ADDR,
    F.CP_ADDR,
    note="ranges overlap at 0x48-0x4B; strapping the CPM7236 to 0x40-0x47 or 0x4C-0x4F avoids it",
)
cq(
    M,
    OK,
    "Can an HLR1171-33 supply the AVDD of an OTR5302?",
    [HL, OT],
    F.HL_VO33,
    F.OT_VDD,
    note="3.234-3.366 V sits inside 2.6-3.5 V",
)
cq(
    M,
    OK,
    "lrx-78 on an esp32 board's 3.3 v rail, sending at +20 dbm - will that work?",
    [LR],
    F.LR_VCC,
    F.LR_TXMAX,
    F.LR_NOTE1,
)
cq(
    M,
    OK,
    "Can an ESP32's 3.3 V GPIOs drive the SBD2710's IN pins while the motors run from 9 V?",
    [SB],
    F.SB_VIH,
    F.SB_VM,
    F.SB_LOGIC,
)
# ---------------------------------------------------------------- incompatible (9)
cq(
    E,
    NO,
    "can i feed the hlr1171-50 from a 5 v power bank and still get 5 v out?",
    [HL],
    F.HL_VIN50,
    F.HL_VO50,
)
cq(
    M,
    NO,
    "Can I run the OTR5302 straight off a single Li-ion cell (4.2 V when full)?",
    [OT],
    F.OT_VDD,
    F.OT_ABS,
)
cq(
    E,
    NO,
    "Can the CPM7236 measure the bus voltage of a 48 V e-bike battery?",
    [CP],
    F.CP_BUS,
)
cq(
    E,
    NO,
    "will the sbd2710 run a 12 v motor from a 12 v wall adapter?",
    [SB],
    F.SB_VM,
    F.SB_ABS,
)
cq(
    E,
    NO,
    "Can I power the LRX-78 from the 5 V pin of an Arduino Uno?",
    [LR],
    F.LR_VCC,
    F.LR_ABS,
    F.LR_5V,
)
cq(
    H,
    NO,
    "lrx-78 running off 2 x aa (3.0 v) - can it still transmit at +20 dbm?",
    [LR],
    F.LR_VCC,
    F.LR_17,
    note="1.8-3.7 V is fine, but below 3.3 V the output is limited to +17 dBm (note 1)",
)
cq(
    M,
    NO,
    "Can one SBD2710 bridge (not paralleled) drive a motor that draws 2 A continuously at room "
    "temperature?",
    [SB],
    F.SB_IOUT,
    note="2 A is the peak figure in the feature list; continuous is 1.5 A RMS",
)
cq(
    M,
    NO,
    "yrd nc contact switching a 10 a, 230 vac resistive load - ok?",
    [YR],
    F.YR_AC_NC,
    note="NC is rated 7 A; 10 A is the NO column",
)
cq(
    H,
    NO,
    "Can a YRD-12VDC-SD-C work in an enclosure that reaches 65 °C?",
    [YR],
    F.YR_TOP_D,
    note="+70 °C in the table, but note 2 rates the D type -25..+60 °C",
)
# ------------------------------------------- insufficient evidence (9)
cq(
    M,
    IE,
    "Can the OTR5302 detect a matte black target at 1.5 m in long-range mode?",
    [OT],
    F.OT_LR_DARK,
    F.OT_TABLE4,
    note="2 m is for a white 88 % target; black-target range is not stated",
)
cq(
    M,
    IE,
    "bal-24 with a 200 kg load cell for a bathroom scale - will it resolve 10 g steps?",
    [BA],
    F.BA_WEIGHT,
    note="no noise-free resolution or noise figure in the sheet",
)
cq(
    E,
    IE,
    "Can the LRX-78-433 reach 5 km line of sight?",
    [LR],
    F.LR_RANGE,
    note="the FAQ declines to state a range",
)
cq(
    E,
    IE,
    "is the hlr1171 aec-q100 qualified for a car dashboard?",
    [HL],
    note="no automotive qualification stated",
)
cq(
    H,
    IE,
    "Can I PWM the SBD2710 at 200 kHz with under 100 ns of dead time?",
    [SB],
    F.SB_FPWM,
    note="200 kHz is within fPWM 250 kHz; dead time is not stated",
)
cq(
    M,
    IE,
    "TSQ3817 in a clinical thermometer that needs ±0.1 °C from 35 to 42 °C and "
    "IEC 80601-2-56 compliance - suitable?",
    [TS],
    F.TS_ACC20,
    note="accuracy fits; the standard is not mentioned",
)
cq(
    M,
    IE,
    "Will the CPM7236 keep its 0.1 % gain error from -40 to 125 °C in my battery monitor?",
    [CP],
    F.CP_GAIN,
    F.CP_EC_COND,
    note="gain error is given at 25 °C only; no drift figure",
)
cq(
    E,
    IE,
    "yrd-05vdc-sl-c switching a 230 v led lamp driver with 60 a inrush - ok?",
    [YR],
    note="no inrush or lamp-load rating in the catalogue page",
)
cq(
    E,
    IE,
    "otr5302 outdoors in full direct sunlight at 0.5 m - will it range?",
    [OT],
    F.OT_DEF_OUT,
    note="outdoor figures are for overcast daylight only",
)
