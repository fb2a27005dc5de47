"""Compatibility questions of the ninety-eighth hold-out set (28: 10 compatible, 9
incompatible, 9 insufficient_evidence, each of those with one required check the
sheets do not support)."""

from __future__ import annotations

import facts as F
from qkit import AW, BL, HM, IS, MD, PT, SM, UP, Fact, join, q

E, M, H = "easy", "medium", "hard"
OK, NO, IE = "compatible", "incompatible", "insufficient_evidence"
N = iter(range(1, 100))


def cq(diff: str, verdict: str, text: str, devs: list[str], *facts: Fact, note: str = "") -> None:
    items, evidence = join(*facts) if facts else ([], [])
    if verdict == IE:
        items = []
    q(f"c-{next(N):02d}", diff, "compatibility", text, devs, items, evidence, verdict, note)


# ---------------------------------------------------------------- compatible (10)
cq(E, OK, "can i power the ptx-25v-a from a 24v plc supply?", [PT], F.PT_VS_A, F.PT_24V)
cq(
    E,
    OK,
    "will the iso4-plc logic side run from an esp32's 3v3 pin?",
    [IS],
    F.IS_VCC,
    F.IS_PI,
)
cq(
    M,
    OK,
    "ISO4-PLC-24 inputs driven by 24 V PLC outputs, logic side on a 5 V Arduino Uno: will the "
    "inputs register, with outputs safe for the Uno?",
    [IS],
    F.IS_ON,
    F.IS_ABS24,
    F.IS_VCC,
    F.IS_PULL,
)
cq(E, OK, "hms31 on a raspberry pi's 3.3v i2c bus - ok?", [HM], F.HM_VDD)
cq(
    M,
    OK,
    "Can the YC-UPS18-2 run a Raspberry Pi Zero 2 W drawing 600 mA from the cells alone, even "
    "when they are nearly flat?",
    [UP],
    F.UP_VOUT,
    F.UP_I_LOW,
)
cq(E, OK, "Can the SM8T85L run straight off a 3 V CR2032 coin cell?", [SM], F.SM_VL)
cq(
    M,
    OK,
    "mmc-drv5 on a 24v battery driving a 3a motor, pwm from a 3v3 esp32 - fine?",
    [MD],
    F.MD_VIN,
    F.MD_I24,
    F.MD_VIH,
)
cq(M, OK, "Can an AWL-21 and an HMS31 share one 3.3 V rail?", [AW, HM], F.AW_VDD, F.HM_VDD)
cq(E, OK, "can the blc-24 run off an arduino uno's 5v pin?", [BL], F.BL_VCC)
cq(
    H,
    OK,
    "Can an SM8T85 running at 5 V read the ISO4-PLC's outputs directly if the board's VCC is "
    "also 5 V?",
    [SM, IS],
    F.SM_VSTD,
    F.IS_VCC,
    F.IS_VOL,
    F.IS_PULL,
    note="outputs swing 0.4 V max to VCC; SM8T85 VIL 0.3VCC, VIH 0.6VCC at 2.4-5.5 V",
)

# ---------------------------------------------------------------- incompatible (9)
cq(E, NO, "can i run the ptx-25v-a from my 5v arduino's supply?", [PT], F.PT_VS_A)
cq(
    M,
    NO,
    "ptx-25v-a output straight into an esp32 adc pin (3.3v max)?",
    [PT],
    F.PT_OUT_A,
    F.PT_DIV,
)
cq(
    M,
    NO,
    "Can I wire the HMS31 directly to a 5 V Arduino Uno's I2C pins with pull-ups to 5 V?",
    [HM],
    F.HM_VDD,
    F.HM_ABS,
    F.HM_5V,
)
cq(
    E,
    NO,
    "Can I feed the YC-UPS18-2 input straight from a 12 V car socket?",
    [UP],
    F.UP_VIN,
    F.UP_ABS,
)
cq(
    M,
    NO,
    "will the yc-ups18-2 run a raspberry pi 4 at full load (3a)?",
    [UP],
    F.UP_I_BAT,
    F.UP_I_PASS,
    F.UP_PI4,
)
cq(
    M,
    NO,
    "sm8t85 at 16 mhz from a 3.3v supply?",
    [SM],
    F.SM_V20,
    note="above 10 MHz the standard version needs 4.5-5.5 V",
)
cq(
    E,
    NO,
    "Can the MMC-DRV5 run a motor from a 36 V e-bike battery (42 V when full)?",
    [MD],
    F.MD_VIN,
    F.MD_ABS,
)
cq(
    M,
    NO,
    "Can the AWL-21's UART be wired directly to a 5 V Arduino Uno's TX/RX?",
    [AW],
    F.AW_VDD,
    F.AW_5V,
)
cq(
    H,
    NO,
    "iso4-plc-24 with its inputs driven by 12v sensor outputs - will it see them?",
    [IS],
    F.IS_ON,
    F.IS_12ON24,
)

# ---------------------------------------------------------------- insufficient evidence (9)
cq(
    E,
    IE,
    "can the ptx-25v survive 10 million pressure cycles on a hydraulic press?",
    [PT],
    note="no cycle life or fatigue rating",
)
cq(
    E,
    IE,
    "Will the ISO4-PLC pass the 4 kV surge test (IEC 61000-4-5) my control panel needs?",
    [IS],
    note="only 2500 V rms isolation; no surge rating",
)
cq(
    H,
    IE,
    "Is the HMS31 good for ±3 %RH at 95 %RH in a greenhouse?",
    [HM],
    F.HM_RANGE,
    note="accuracy is stated for 20-80 %RH only",
)
cq(
    M,
    IE,
    "does the yc-ups18-2 protect the cells if they get hot while charging (ntc)?",
    [UP],
    note="charging temperature 0-45 °C is stated, but no cell temperature sensing",
)
cq(
    E,
    IE,
    "Can the SM8T85's internal oscillator keep clock-accurate time (±20 ppm) without a crystal?",
    [SM],
    note="no internal oscillator accuracy is given",
)
cq(
    H,
    IE,
    "Can the MMC-DRV5 drive a 5 A motor continuously at 12 V inside a 50 °C enclosure?",
    [MD],
    F.MD_TOP,
    note="5 A at 12 V is stated for 25 °C still air only; no derating",
)
cq(
    M,
    IE,
    "awl-21eu on two aa cells sending one uplink an hour - will it last 5 years?",
    [AW],
    note="battery life depends on airtime; not stated",
)
cq(
    E,
    IE,
    "Can the BLC-24 weigh a 200 kg load to within 10 g?",
    [BL],
    F.BL_GRAMS,
    note="no accuracy in grams",
)
cq(E, IE, "will the awl-21us reach 10 km in the city?", [AW], note="no range is stated")
