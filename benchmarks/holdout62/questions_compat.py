"""Compatibility questions of the sixty-second hold-out set (28: 9 compatible, 10
incompatible, 9 insufficient_evidence, each of those with one required check the
sheets do not support)."""

from __future__ import annotations

import facts as F
from qkit import GS, LR, SR, TC, TQ, XT, Fact, join, q

E, M, H = "easy", "medium", "hard"
OK, NO, IE = "compatible", "incompatible", "insufficient_evidence"
N = iter(range(1, 100))


def cq(diff: str, verdict: str, text: str, devs: list[str], *facts: Fact, note: str = "") -> None:
    items, evidence = join(*facts) if facts else ([], [])
    if verdict == IE:
        items = []
    q(f"c-{next(N):02d}", diff, "compatibility", text, devs, items, evidence, verdict, note)


# ---------------------------------------------------------------- compatible (9)
cq(
    E,
    OK,
    "will my 5v arduino power the tca-31 and talk to it over spi?",
    [TC],
    F.TC_VIN,
    F.TC_5V,
)
cq(E, OK, "can i run the xt8t off the 3v3 pin of an esp32?", [XT], F.XT_VDD)
cq(
    M,
    OK,
    "Can an LQ25Q64-V3 on a 3.3 V microcontroller be read with fast read (0Bh) at a 50 MHz "
    "SPI clock?",
    ["LQ25Q64-V3"],
    F.LQ_V3,
    F.LQ_FC3,
)
cq(
    M,
    OK,
    "tf8025-12l straight on a 12v lead acid that sits at 13.6v on the charger, ok?",
    ["TF8025-12L"],
    F.TF_VOP_L,
)
cq(
    M,
    OK,
    "sr-40u powered from a 3.3v pico, echo wired straight to a gpio - fine?",
    [SR],
    F.SR_V,
    F.SR_ECHO33,
)
cq(
    E,
    OK,
    "Can the TQ4604 run from a single Li-ion cell (3.0 V to 4.2 V)?",
    [TQ],
    F.TQ_VDD,
)
cq(
    H,
    OK,
    "Can an LR3170T make 9 V at 200 mA from a 12 V supply?",
    ["LR3170T"],
    F.LR_VOUT,
    F.LR_IOUT_T,
    F.LR_HEAD,
    note="headroom exactly 3 V, the stated minimum; 0.6 W dissipation",
)
cq(
    M,
    OK,
    "xt8t touch panel on an outdoor gate, winters down to -20c - ok?",
    [XT],
    F.XT_TOP,
)
cq(
    M,
    OK,
    "Can the TF8025-12HP's PWM input be driven at 25 kHz directly by a 3.3 V ESP32 GPIO?",
    ["TF8025-12HP"],
    F.TF_PWM_VIH,
    F.TF_PWM_F,
)

# ---------------------------------------------------------------- incompatible (10)
cq(E, NO, "can i power the gsm-7 from 3.3v?", [GS], F.GS_VCC, F.GS_NO33)
cq(
    E,
    NO,
    "Can the LQ25Q64-V18 be powered from the 3.3 V rail of my board?",
    ["LQ25Q64-V18"],
    F.LQ_V18,
    F.LQ_ABS18,
)
cq(
    M,
    NO,
    "will the probe that comes with the tca-31p survive in my pizza oven at 500c?",
    ["TCA-31P"],
    F.TC_PROBE,
    note="the probe's 0 ... +480 °C, not the chip's -200 ... +1350 °C",
)
cq(
    M,
    NO,
    "xt8t on 3v3 but sda/scl pulled up to 5v on an uno, will that work?",
    [XT],
    F.XT_VDD,
    F.XT_NOTOL,
)
cq(
    H,
    NO,
    "Can the LR3170 regulate 10 V out from a 12 V input?",
    [LR],
    F.LR_VOUT,
    F.LR_HEAD,
    F.LR_DROP,
    note="2 V headroom; the application text asks for at least 3 V",
)
cq(
    M,
    NO,
    "can i run a tf8025-12m slow and quiet off 6v?",
    ["TF8025-12M"],
    F.TF_VOP_M,
    note="M column starts at 7.0 V (the L version would run at 6.0 V)",
)
cq(
    E,
    NO,
    "sr-40uw to measure 10 cm to the water surface?",
    ["SR-40UW"],
    F.SR_RW,
)
cq(
    H,
    NO,
    "Can an LR3170S supply 1.2 A to a 5 V load?",
    ["LR3170S"],
    F.LR_IOUT_S,
)
cq(
    M,
    NO,
    "tq4604 straight off a 2s lipo (8.4v full)?",
    [TQ],
    F.TQ_VDD,
    F.TQ_ABS,
)
cq(
    M,
    NO,
    "Can the LQ25Q64-V3 log data in an engine bay that reaches 105 °C?",
    ["LQ25Q64-V3"],
    F.LQ_T3,
    note="V3 column ends at +85 °C; the V18 goes to +105 °C",
)

# ---------------------------------------------------------------- insufficient evidence (9)
cq(
    E,
    IE,
    "can the gsm-7m warn me about carbon monoxide in the garage?",
    ["GSM-7M"],
    F.GS_GAS,
    note="CO response is not stated for any version",
)
cq(
    M,
    IE,
    "tf8025-12h as an outdoor fan that gets rained on?",
    ["TF8025-12H"],
    F.TF_VOP_H,
    note="no IP / water rating in the sheet",
)
cq(
    H,
    IE,
    "Can the TCA-31 follow a 3D-printer hot end at 260 °C and settle within 0.5 s after a step?",
    [TC],
    F.TC_RANGE,
    note="range is fine; the thermal response of the probe / board is not stated",
)
cq(
    M,
    IE,
    "will the sr-40uw hold up in a septic tank with sewer gas?",
    ["SR-40UW"],
    F.SR_IP,
    note="IP67 for splashes and rain; chemical resistance is not stated",
)
cq(
    M,
    IE,
    "Is the LQ25Q64-V3 qualified for automotive use (AEC-Q100)?",
    ["LQ25Q64-V3"],
    F.LQ_T3,
    note="no qualification statement",
)
cq(
    M,
    IE,
    "xt8t panel in a shower - will it ignore water drops on the glass?",
    [XT],
    F.XT_VDD,
    note="no water rejection statement",
)
cq(
    H,
    IE,
    "Can the TQ4604 at V+ = 5 V drive a 1 kOhm load to within 50 mV of the positive rail?",
    [TQ],
    F.TQ_RL10K,
    note="output swing only given for RL = 10 kOhm",
)
cq(
    M,
    IE,
    "lr3170t making 3v3 from a 9v adapter for an esp32 - will wifi current spikes keep it within 50 mv?",
    ["LR3170T"],
    F.LR_VOUT,
    F.LR_IOUT_T,
    note="load transient response is not specified",
)
cq(
    H,
    IE,
    "Will a TF8025-12H last 5 years of continuous running inside a 60 °C enclosure?",
    ["TF8025-12H"],
    F.TF_TOP,
    F.TF_LIFE,
    note="life stated only at 40 °C",
)
