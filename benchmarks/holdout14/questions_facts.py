"""Hold-out 14 factual questions (one sheet each, or a comparison of two)."""

from __future__ import annotations

from facts import (
    KCA05,
    KCA30,
    KCA_ABS,
    KCA_ICC,
    KCA_VCC,
    KDH_VMAX,
    KMA_3V3,
    KMA_5V,
    KMA_ADDR,
    KPS_ABS,
    KPS_EN,
    KPS_IQ,
    KPS_RON,
    KPS_SHDN,
    KPS_VIN,
    KS_STALL60,
    KS_V,
    PIR_IQ,
    PIR_OUT,
    PIR_V,
    RIS03,
    RIS12,
    RIS_TEMP,
    RIS_VIN,
    ZF12_I,
    ZF24_I,
)
from qkit import KCA, KDH, KMA, KPS, KS, PIR, RIS, ZF, ev, it, join, q, unanswerable

S, ST, CMP = "simple", "structured", "comparison"
E, M, H = "easy", "medium", "hard"
DEG = "\u00b0C"

# ------------------------------------------------------------- KPS2592 eFuse
q(
    "f-01",
    E,
    S,
    "What is the absolute maximum voltage on the IN pin of the KPS2592?",
    [KPS],
    *KPS_ABS,
)
q("f-02", E, S, "kps2592 efuse - what input voltage range can i run it at?", [KPS], *KPS_VIN)
q(
    "f-03",
    M,
    S,
    "What is the on-resistance of the KPS2592 power switch at a junction temperature of 25 °C?",
    [KPS],
    *KPS_RON,
    note="The TJ = 125 °C row (55 mΩ max) is the look-alike.",
)
q(
    "f-04",
    M,
    S,
    "kps2592 with EN pulled low, how much does it draw? answer in nA pls",
    [KPS],
    *KPS_SHDN,
)
q("f-05", E, S, "Quiescent current of the KPS2592 when enabled with no load?", [KPS], *KPS_IQ)
q("f-06", M, S, "At what EN voltage does the KPS2592 turn on (rising threshold)?", [KPS], *KPS_EN)

# ------------------------------------------------------------- RIS1-05 DC/DC
q(
    "f-07",
    E,
    S,
    "how many ma can the ris1-0512 give out?",
    [RIS],
    [i for i in RIS12[0] if i["field"] == "output_current"],
    RIS12[1],
)
q("f-08", E, S, "What input voltage range does the RIS1-05 series accept?", [RIS], *RIS_VIN)
q(
    "f-09",
    M,
    S,
    "Maximum output current of the 3.3 V version of the RIS1-05 series?",
    [RIS],
    [i for i in RIS03[0] if i["field"] == "output_current"],
    RIS03[1],
    note="Row RIS1-0503; the other rows are the look-alikes.",
)
q(
    "f-10",
    M,
    S,
    "Operating temperature range of the RIS1-0505 converter?",
    [RIS],
    *RIS_TEMP,
    note="Full power only up to +71 °C; the range -40 to +85 °C is with derating.",
)

# ------------------------------------------------------------- ZF-2W025 valve
q("f-11", E, S, "how much current does the 12v zf-2w025 valve pull when open?", [ZF], *ZF12_I)
q(
    "f-12",
    M,
    S,
    "Rated current of the ZF-2W025 solenoid valve with the DC 24 V coil?",
    [ZF],
    *ZF24_I,
)
q(
    "f-13",
    E,
    S,
    "What IP rating does the ZF-2W025 have?",
    [ZF],
    [it(ZF, "ip_rating", values=["IP65"], condition="with connector fitted")],
    [ev(ZF, 1, "Protection class: IP65 (with connector fitted)")],
)
q(
    "f-14",
    E,
    S,
    "ZF-2W025 response time when opening?",
    [ZF],
    [it(ZF, "response_time", "ms", hi=50, condition="open")],
    [ev(ZF, 1, "Response time (open): \u2264 50ms")],
)
q(
    "f-15",
    M,
    S,
    "coil power of the zf-2w025-12 in watts?",
    [ZF],
    [it("ZF-2W025-12", "power_consumption", "W", value=5, condition="coil power, DC12V coil")],
    [ev(ZF, 1, "Coil power 5W 5W 8VA")],
)

# ------------------------------------------------------------- KDH supercap
q("f-16", E, S, "What is the highest voltage I can charge a KDH5R5-1R0 to?", [KDH], *KDH_VMAX)

# ------------------------------------------------------------- KCA1190 current sensor
q(
    "f-18",
    E,
    S,
    "What's the sensitivity of the KCA1190-20A in mV/A?",
    [KCA],
    [
        it(
            "KCA1190-20A",
            "sensitivity",
            "mV/A",
            typ=100,
            quantity="current",
            condition="TA = 25 " + DEG + ", VCC = 5 V",
        )
    ],
    [ev(KCA, 2, "Sensitivity (2) Sens 185 100 66 mV/A")],
)
q(
    "f-19",
    M,
    S,
    "what current range can the 30a version of the kca1190 measure?",
    [KCA],
    [
        it(
            "KCA1190-30A",
            "measurement_range",
            "A",
            lo=-30,
            hi=30,
            quantity="current",
            condition="optimized accuracy range",
        )
    ],
    [ev(KCA, 2, "IP -5 to 5 -20 to 20 -30 to 30 A")],
)
q("f-20", E, S, "KCA1190 supply current at 5 V?", [KCA], *KCA_ICC)
q("f-21", E, S, "what vcc does the kca1190 need?", [KCA], *KCA_VCC)
q("f-22", M, S, "whats the absolute max vcc on the kca1190 before it dies", [KCA], *KCA_ABS)
q(
    "f-23",
    M,
    S,
    "Rise time of the KCA1190 output for a current step?",
    [KCA],
    [it(KCA, "response_time", "us", typ=3.5, condition="IP step, TA = 25 " + DEG)],
    [ev(KCA, 2, "Rise Time tr IP step, TA = 25 " + DEG + " 3.5 \u00b5s")],
)
q(
    "f-24",
    H,
    CMP,
    "Which KCA1190 version gives more output volts per amp, the -05B or the -30A, and by how "
    "much each?",
    [KCA],
    [i for i in KCA05[0] + KCA30[0] if i["field"] == "sensitivity"],
    [ev(KCA, 2, "Sensitivity (2) Sens 185 100 66 mV/A")],
    note="-05B: 185 mV/A; -30A: 66 mV/A.",
)

# ------------------------------------------------------------- HX-PIR505
q("f-25", E, S, "What supply voltage does the HX-PIR505 PIR module need?", [PIR], *PIR_V)
q("f-26", E, S, "how much does the hx-pir505 draw idle, in ma?", [PIR], *PIR_IQ)
q("f-27", E, S, "hx-pir505 OUT pin high level - 5v or 3v3?", [PIR], *PIR_OUT)
q(
    "f-28",
    M,
    S,
    "Maximum detection distance of the HX-PIR505?",
    [PIR],
    [it(PIR, "measurement_range", "m", hi=7, quantity="distance", condition="sensing range")],
    [ev(PIR, 1, "Sensing range <7 meters, 110 degree cone angle")],
)

# ------------------------------------------------------------- KMA5048
q(
    "f-29",
    E,
    S,
    "default i2c address of the kma5048?",
    [KMA],
    *KMA_ADDR,
    note="Register addresses 0x00-0x1A are decoys.",
)
q(
    "f-30",
    M,
    S,
    "What supply voltage range does the KMA5048 accept in 3.3 V operation mode?",
    [KMA],
    *KMA_3V3,
    note="The 5V operation mode row (4.5-5.5 V) is the look-alike.",
)
q(
    "f-31",
    E,
    S,
    "Resolution of the KMA5048 angle sensor in bits?",
    [KMA],
    [it(KMA, "resolution", "bit", typ=14, condition="core resolution")],
    [ev(KMA, 2, "RES Core resolution 14 bit")],
)
q(
    "f-33",
    H,
    ST,
    "List the KMA5048 supply voltage ranges for both operation modes (min / typ / max).",
    [KMA],
    *join(KMA_5V, KMA_3V3),
)

# ------------------------------------------------------------- KS-90MG
q(
    "f-34",
    M,
    S,
    "ks-90mg stall current at 6v?",
    [KS],
    *KS_STALL60,
    note="The 4.8 V column (650 mA) is the look-alike.",
)
q("f-35", E, S, "What operating voltage range is the KS-90MG servo rated for?", [KS], *KS_V)
q(
    "f-36",
    H,
    CMP,
    "which pulls less when doing nothing: the hx-pir505 or a ks-90mg sitting still at 4.8v?",
    [PIR, KS],
    *join(
        PIR_IQ,
        (
            [it(KS, "standby_current", "mA", typ=6, condition="idle (at stopped), 4.8 V")],
            [ev(KS, 1, "Idle current (at stopped) 6 mA 8 mA")],
        ),
    ),
    note="PIR < 60 uA vs servo 6 mA typ at 4.8 V: the PIR module.",
)

# ------------------------------------------------------------- not in the sheets
unanswerable(
    "f-37",
    E,
    S,
    "Can the HX-PIR505 detect motion through a glass window?",
    [PIR],
    "FAQ: 'Not tested'.",
)
unanswerable(
    "f-38",
    E,
    S,
    "how many ma can the hx-pir505 OUT pin source?",
    [PIR],
    "FAQ: the output current is not specified.",
)
unanswerable(
    "f-39",
    E,
    S,
    "What is the maximum medium (water) temperature of the ZF-2W025?",
    [ZF],
    "Notes: the maximum medium temperature is not given.",
)
unanswerable(
    "f-40",
    M,
    S,
    "KDH5R5-0R22 expected lifetime at 70 °C?",
    [KDH],
    "Precautions: lifetime at the upper category temperature is not specified.",
)
unanswerable(
    "f-41",
    M,
    S,
    "What is the maximum rotation speed the KMA5048 can track?",
    [KMA],
    "Page 2: not specified in this preliminary data sheet.",
)
unanswerable(
    "f-42",
    E,
    S,
    "ks-90mg signal wire - what voltage does the pwm need to be?",
    [KS],
    "Notes: the signal input voltage level is not given.",
)
unanswerable(
    "f-43",
    M,
    S,
    "What is the output voltage of the RIS1-0512 with no load connected?",
    [RIS],
    "Only 'may rise above the specification' below the 10 % minimum load; no number.",
)
unanswerable(
    "f-44",
    M,
    S,
    "Thermal resistance junction-to-ambient of the KPS2592?",
    [KPS],
    "No thermal information table in the sheet.",
)
