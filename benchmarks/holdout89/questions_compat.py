"""Compatibility questions of the eighty-ninth hold-out set (28: 10 compatible, 9
incompatible, 9 where one required check has no support in the sheets)."""

from __future__ import annotations

from facts import (
    AD_NOTE,
    AD_VCC,
    AD_VIH,
    AD_VINMAX,
    GL_24V,
    GL_BATT,
    GL_VCC,
    KP_IOUT,
    KP_LEADACID,
    KP_PI5,
    KP_VIN,
    KP_VOUT,
    MR_60MA,
    MR_TXI,
    MR_VCC,
    MX_33FAQ,
    MX_NO12,
    MXA_VCC,
    MXA_VIH33,
    MXB_VCC,
    RN_AO33,
    RN_VCC,
    SR_33NOTE,
    SR_ACONLY,
    SR_LOADI,
    SR_LOADV,
    SR_OFF05,
    SR_OFF12,
    SR_ON05,
    SR_VCC05,
    SR_VCC12,
    WS_VDD,
    WSL_VDD,
)
from qkit import AD, GL, IE, KP, MR, MX, RN, SR, WS, Fact, ev, join, q, unanswerable

C = "compatibility"
_COUNT = [0]


def _next() -> str:
    _COUNT[0] += 1
    return f"c-{_COUNT[0]:02d}"


def ok(diff: str, text: str, devices: list[str], fact: Fact, note: str = "") -> None:
    q(_next(), diff, C, text, devices, fact[0], fact[1], "compatible", note)


def bad(diff: str, text: str, devices: list[str], fact: Fact, note: str = "") -> None:
    q(_next(), diff, C, text, devices, fact[0], fact[1], "incompatible", note)


def na(diff: str, text: str, devices: list[str], note: str, evidence=None) -> None:
    unanswerable(_next(), diff, C, text, devices, note, evidence)


assert IE == "insufficient_evidence"

# ------------------------------------------------------------------ compatible (10)
ok("easy", "can i run the wsc-41 off a 5v arduino uno's 5v pin?", [WS], WS_VDD)
ok(
    "easy",
    "Can the KPT-UC153 power a Raspberry Pi 4 (5.1 V, 3 A) from a 12 V lead-acid battery?",
    [KP],
    join(KP_VIN, KP_VOUT, KP_IOUT, KP_LEADACID),
)
ok(
    "medium",
    "cb-mux16 rev a powered from an esp32's 3v3, select pins driven by esp32 gpios - will that work?",
    ["CB-MUX16-A"],
    join(MXA_VCC, MXA_VIH33, MX_33FAQ),
)
ok(
    "medium",
    "Can one TS-SSR2 channel switch a 230 V AC, 300 W resistive heater?",
    [SR],
    join(SR_LOADV, SR_LOADI),
    "300 W / 230 V = 1.3 A",
)
ok(
    "medium",
    "ts-ssr2-05 on 5v, inputs driven by a 3.3v esp32 - will the channels switch on and off?",
    ["TS-SSR2-05"],
    join(SR_VCC05, SR_ON05, SR_OFF05, SR_33NOTE),
)
ok(
    "easy",
    "Can I run the ADS-154T from an ESP32's 3.3 V pin and drive it from the ESP32's 3.3 V SPI?",
    [AD],
    join(AD_VCC, AD_VIH),
)
ok("easy", "sk-rain2 on an esp32's 3.3v pin, ao into an adc pin - ok?", [RN], RN_VCC)
ok(
    "medium",
    "Can I power a GLA-12-50 from a 12 V car battery with the engine off?",
    ["GLA-12-50"],
    join(GL_VCC, GL_BATT),
)
ok(
    "hard",
    "Can the KPT-UC153's 5 V output power the TS-SSR2-05 relay board?",
    [KP, "TS-SSR2-05"],
    join(KP_VOUT, SR_VCC05),
    "5.1 V inside 4.5 - 5.5 V",
)
ok(
    "hard",
    "Can a CB-MUX16 Rev B running on 3.3 V pass the SK-RAIN2's AO signal, with the rain sensor "
    "also on 3.3 V?",
    ["CB-MUX16-B", RN],
    join(MXB_VCC, RN_VCC, RN_AO33),
    "AO 0.25 - 2.6 V stays between GND and VCC",
)

# ------------------------------------------------------------------ incompatible (9)
bad("medium", "wsc-41l straight off a 5v arduino's 5v pin?", ["WSC-41L"], WSL_VDD)
bad(
    "easy",
    "Can the KPT-UC153 power a Raspberry Pi 5 that asks for 5 A?",
    [KP],
    join(KP_IOUT, KP_PI5),
)
bad(
    "medium",
    "cb-mux16 on 5v from an arduino - can it route a 12v signal?",
    [MX],
    join(MXA_VCC, MXB_VCC, MX_NO12),
)
bad("easy", "Can the TS-SSR2 switch a 12 V DC water pump?", [SR], join(SR_LOADV, SR_ACONLY))
bad(
    "medium",
    "ts-ssr2-12 board on 12v with 3.3v esp32 gpios on ch1/ch2 - ok?",
    ["TS-SSR2-12"],
    join(SR_VCC12, SR_OFF12, SR_33NOTE),
)
bad(
    "easy",
    "Can I wire the ADS-154T's SPI pins straight to a 5 V Arduino Uno?",
    [AD],
    join(AD_VINMAX, AD_NOTE),
)
bad("easy", "can i run the gla-12 on 24v to make it faster?", [GL], join(GL_VCC, GL_24V))
bad(
    "hard",
    "Can I power the MRS-LW1 from an Arduino Nano's 3.3 V pin, which supplies 50 mA at most?",
    [MR],
    join(MR_VCC, MR_TXI, MR_60MA),
    "voltage fine; TX current 44 typ / 52 max mA and the 60 mA design note",
)
bad(
    "hard",
    "will the kpt-uc153 keep my pi 3b+ running off a 2s lipo all the way down to 6.0v?",
    [KP],
    KP_VIN,
    "input range starts at 7 V",
)

# ------------------------------------------------------------------ insufficient evidence (9)
na(
    "medium",
    "Will the WSC-41 keep its specified CO2 accuracy at 3,000 m altitude?",
    [WS],
    "no accuracy versus ambient pressure; only a pressure-compensation command",
)
na(
    "medium",
    "cb-mux16 for scanning 16 ph probes - is the off leakage low enough (under 1 na)?",
    [MX],
    "no leakage current stated",
)
na(
    "medium",
    "Will the KPT-UC153 keep a Raspberry Pi running through a 20 ms input dropout?",
    [KP],
    "no hold-up time stated",
)
na("easy", "will the mrs-lw1 reach a gateway 10 km away?", [MR], "no range stated")
na(
    "hard",
    "Can a TS-SSR2 channel run a 230 V, 0.8 A fan motor?",
    [SR],
    "voltage and current fit, but no rating for inductive loads",
    [ev(SR, 2, "Inductive loads: no rating is given for motors or transformers")],
)
na("easy", "is the ads-154t readable in direct sunlight?", [AD], "no sunlight readability")
na(
    "medium",
    "Will the SK-RAIN2's coated plate survive five years of UV on a roof?",
    [RN],
    "no UV or outdoor lifetime stated",
)
na(
    "medium",
    "will a gla-12-50 survive 20000 open/close cycles on my chicken coop door?",
    ["GLA-12-50"],
    "no lifetime stated",
)
na(
    "medium",
    "Is the WSC-41 immune to hydrogen sulfide in a pig barn?",
    [WS],
    "no cross-sensitivity data",
)
