"""Compatibility questions of the forty-sixth hold-out set (28: 10 compatible,
9 incompatible, 9 insufficient_evidence, each of the latter citing the sheet's
own "not specified" line or lacking the one spec the judgment needs)."""

from __future__ import annotations

from facts import (
    FM_5V,
    FM_ANT,
    FM_V,
    H868_I,
    H868_T,
    H915_PIN,
    H915_T,
    HC_ESD,
    HCA_V,
    HCL_V,
    HF_NF,
    HF_V,
    HF_V433,
    KT_I,
    KT_MSL,
    KT_T,
    KT_V,
    NU_EYE,
    NU_V,
    NU_VBUS,
    RP_I5,
    RP_P5,
    RP_RTH,
    RP_V,
    WS_V,
    WS_VIH,
    WS_VIN,
    WSH_V,
    ZT_V,
    ZT_VOH,
)
from qkit import Fact, join, q, unanswerable

C = "compatibility"
E, M, H = "easy", "medium", "hard"
OK, NO = "compatible", "incompatible"


def judge(
    qid: str, diff: str, question: str, devices: list[str], verdict: str, fact: Fact, note: str = ""
) -> None:
    items, evidence = fact
    q(qid, diff, C, question, devices, items, evidence, verdict, note)


# ------------------------------------------------------------------ compatible (10)
judge(
    "c-01",
    E,
    "can the fmr-7802 and the nux3157 share one 3v3 rail?",
    ["FMR-7802", "NUX3157"],
    OK,
    join(FM_V, NU_V),
    "3.3 V inside 2.7-3.6 V and 1.65-4.3 V",
)
judge(
    "c-02",
    E,
    "Can a KTF-2100 tuner and a ZT555 timer both run from the same regulated 5 V supply?",
    ["KTF-2100", "ZT555"],
    OK,
    join(KT_V, ZT_V),
    "5 V inside 4.5-5.5 V and 4.5-16 V",
)
judge(
    "c-03",
    M,
    "i want a zt555 beeper timer on the same 12v line that feeds my hfv-1w-868 amp, ok?",
    ["ZT555", "HFV-1W-868"],
    OK,
    join(ZT_V, HF_V),
    "12 V inside 4.5-16 V and 9-15 V",
)
judge(
    "c-04",
    E,
    "can i power the ws2227h straight from a 5v usb rail?",
    ["WS2227H"],
    OK,
    WSH_V,
    "WS2227H 2.7-5.0 V (the plain WS2227 stops at 4.3 V)",
)
judge(
    "c-05",
    M,
    "Will an HC7555L run from a 1.8 V rail?",
    ["HC7555L"],
    OK,
    HCL_V,
    "HC7555L 1.5-15 V; HC7555A needs 2.0 V",
)
judge(
    "c-06",
    M,
    "Can a ZT555 running at 5 V drive the SEL input of a WS2227 directly (logic high level and "
    "input voltage rating)?",
    ["ZT555", "WS2227"],
    OK,
    join(ZT_VOH, WS_VIH, WS_VIN),
    "VOH min 2.75 V (even at 100 mA) above VIH 1.4 V; at most 5 V below the 6.0 V SEL rating",
)
judge(
    "c-07",
    H,
    "one 5v 1a supply for an rpa0915 doing +30dbm plus a ktf-2100 receiving - enough current?",
    ["RPA0915", "KTF-2100"],
    OK,
    join(RP_V, RP_I5, KT_V, KT_I),
    "5 V inside 3.0-5.25 and 4.5-5.5 V; 850 mA max + 45 mA max = 895 mA < 1 A",
)
judge(
    "c-08",
    M,
    "Can the HFV-1W-868 sit in a cabinet that reaches 58 °C if it only sends short packets?",
    ["HFV-1W-868"],
    OK,
    H868_T,
    "-20 … +60 °C for the -868 (the -915 stops at +55); low duty cycle as the note asks above 40 °C",
)
judge(
    "c-09",
    E,
    "hc7555a and hfv-1w-433 on a 12v battery, both ok?",
    ["HC7555A", "HFV-1W-433"],
    OK,
    join(HCA_V, HF_V433),
    "12 V inside 2.0-15 V and 9-15 V",
)
judge(
    "c-10",
    E,
    "Can the RPA0915 and the FMR-7802 be supplied from the same 3.3 V regulator (voltage only)?",
    ["RPA0915", "FMR-7802"],
    OK,
    join(RP_V, FM_V),
    "3.3 V inside 3.0-5.25 V and 2.7-3.6 V",
)

# ---------------------------------------------------------------- incompatible (9)
fm5 = join(FM_V, ([], FM_5V))
judge(
    "c-11",
    E,
    "will my 5v arduino uno fry the fmr-7802 if i wire it up directly?",
    ["FMR-7802"],
    NO,
    fm5,
    "VCC max 3.6 V and SDA/SCL not 5 V tolerant (FAQ)",
)
judge(
    "c-12",
    E,
    "Can the WS2227 (not the H version) be powered from 5 V?",
    ["WS2227"],
    NO,
    WS_V,
    "WS2227 2.7-4.3 V; only WS2227H goes to 5.0 V",
)
judge(
    "c-13",
    E,
    "zt555 on a 3v3 rail, will it work?",
    ["ZT555"],
    NO,
    ZT_V,
    "minimum 4.5 V; page 2 also says not specified below 4.5 V",
)
judge(
    "c-14",
    M,
    "Can I run the KTF-2100 from the same 3.3 V rail as my FMR-7802?",
    ["KTF-2100", "FMR-7802"],
    NO,
    join(KT_V, FM_V),
    "KTF-2100 needs 4.5-5.5 V",
)
judge(
    "c-15",
    H,
    "Can I chain an RPA0915 (VCC = 5 V, at P1dB) into the input of an HFV-1W-915 for more power?",
    ["RPA0915", "HFV-1W-915"],
    NO,
    join(RP_P5, H915_PIN),
    "+30.5 dBm into a module whose maximum input power is +13 dBm",
)
judge(
    "c-16",
    M,
    "is a 12v 500ma wall wart enough for the hfv-1w-868 at full tx power?",
    ["HFV-1W-868"],
    NO,
    join(HF_V, H868_I),
    "620 mA at rated output > 500 mA",
)
judge(
    "c-17",
    M,
    "Can I connect the NUX3157 VCC pin to USB VBUS (5 V)?",
    ["NUX3157"],
    NO,
    join(NU_V, ([], NU_VBUS)),
    "recommended max 4.3 V; the application note forbids VBUS on VCC",
)
judge(
    "c-18",
    M,
    "hfv-1w-915 in an attic box that hits 60c, ok?",
    ["HFV-1W-915"],
    NO,
    H915_T,
    "-915 is rated to +55 °C only",
)
judge(
    "c-20",
    E,
    "ktf-2100 in a car dash that gets to 70c in summer - reception still guaranteed?",
    ["KTF-2100"],
    NO,
    KT_T,
    "guaranteed only within recommended -10 to +60 °C",
)

# --------------------------------------------------------- insufficient evidence (9)
unanswerable(
    "c-21",
    E,
    C,
    "fmr-7802 on 3v3 with a 10 m antenna cable to the roof - will that work?",
    ["FMR-7802"],
    "supply fits but the maximum antenna cable length is not specified",
    FM_ANT,
)
unanswerable(
    "c-22",
    M,
    C,
    "Can the KTF-2100 go through our MSL-3 reflow process together with the other parts?",
    ["KTF-2100"],
    "moisture sensitivity level not specified",
    KT_MSL,
)
unanswerable(
    "c-23",
    H,
    C,
    "Can the RPA0915 run continuously at +30 dBm (VCC = 5 V) on a 2-layer board at 85 °C case "
    "temperature without exceeding its junction limit?",
    ["RPA0915"],
    "case temperature is within -40..+85 °C, but the thermal resistance is not specified, "
    "so junction temperature cannot be checked",
    RP_RTH,
)
unanswerable(
    "c-24",
    M,
    C,
    "I need a receive preamp with under 2 dB noise figure for 868 MHz - can the HFV-1W-868's RX "
    "path do that?",
    ["HFV-1W-868"],
    "RX path noise figure not specified (insertion loss only)",
    HF_NF,
)
unanswerable(
    "c-25",
    E,
    C,
    "hc7555a trigger pin wired straight to a front panel button, needs 8kv esd - ok?",
    ["HC7555A"],
    "ESD rating not specified",
    HC_ESD,
)
unanswerable(
    "c-26",
    E,
    C,
    "Is the ZT555 robust enough for an 8 kV HBM ESD requirement on its trigger pin?",
    ["ZT555"],
    "no ESD figure in the ZT555 sheet",
)
unanswerable(
    "c-27",
    M,
    C,
    "will usb 2.0 high speed pass the eye diagram test through the nux3157 on my 3v3 board?",
    ["NUX3157"],
    "3.3 V supply is fine and 1.2 GHz bandwidth is given, but eye-diagram compliance is "
    "stated as not specified",
    NU_EYE,
)
unanswerable(
    "c-28",
    E,
    C,
    "Can a WS2227 be stored in a 125 °C burn-in oven while unpowered?",
    ["WS2227"],
    "no storage temperature in the sheet (only TJ 150 °C and operating -40..85 °C)",
)
unanswerable(
    "c-29",
    M,
    C,
    "need a 10 s delay within 1% from an hc7555l on 5v - can it do that without trimming?",
    ["HC7555L"],
    "5 V is inside 1.5-15 V, but no initial timing accuracy is given for the HC7555 series",
)

_ = (WS_VIH,)
