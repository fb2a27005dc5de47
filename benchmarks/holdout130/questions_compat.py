"""Compatibility questions of the hundred-and-thirtieth hold-out set (28: 10 compatible,
9 incompatible, 9 insufficient_evidence, each of those with one required check the sheets
do not support)."""

from __future__ import annotations

import facts as F
from qkit import BH, BZ, FB, LR, LU, MZ, OP, TK, Fact, join, q

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
    "fbq-30n switching a 12v led strip that pulls 5 a, sig from an esp32 3v3 gpio - ok?",
    [FB],
    F.FB_VLOAD,
    F.FB_SIGHI,
    F.FB_IOUT,
    F.FB_FAQ_ESP,
    F.FB_FAQ_STRIP,
    note="12 V within 5-30 V, 3.3 V above the 3.0 V input-high minimum, 5 A under 8 A without "
    "heatsink",
)
cq(
    M,
    OK,
    "Can a 5 V Arduino Uno drive an FBQ-30N-HV that switches a 48 V, 3 A solenoid, without a "
    "heatsink?",
    ["FBQ-30N-HV"],
    F.FB_VLOAD_HV,
    F.FB_SIGHI_HV,
    F.FB_IOUT_HV,
    note="48 V within 5-60 V, 5 V above the 4.5 V input-high minimum, 3 A under 6 A; the "
    "flyback diode is on the board",
)
cq(
    H,
    OK,
    "Can a BZK2451-AD set to 3.3 V supply a LUW-31 directly, including the module's transmit "
    "current peaks?",
    ["BZK2451-AD", LU],
    F.BZ_VOUTADJ,
    F.BZ_IOUT,
    F.LU_VCC,
    F.LU_TX,
    F.LU_SRC,
    note="3.3 V is inside the -AD's 0.8-12 V range and the LUW-31's 3.0-3.6 V; 320 mA transmit "
    "and the 500 mA source requirement are under 2 A",
)
cq(
    E,
    OK,
    "bzk2451-50 on a car battery (14.4v while charging) to power a pi zero 2 w that draws 1a?",
    ["BZK2451-50"],
    F.BZ_VIN,
    F.BZ_VOUT50,
    F.BZ_IOUT,
    F.BZ_CAR,
)
cq(
    M,
    OK,
    "Can a BHX-22M share the LUW-31's 3.3 V supply, with its data line on the LUW-31's GPIO2 "
    "over 20 cm of wire?",
    [BH, LU],
    F.BH_VDD,
    F.LU_VCC,
    F.BH_FAQ33,
    F.BH_CABLE33,
    note="3.3 V is the BHX-22M's minimum; 20 cm is under the 1 m limit at 3.3 V; the module's "
    "pull-up keeps GPIO2 high at boot as the LUW-31 pin table requires",
)
cq(
    E,
    OK,
    "bhx-22m outdoors at -20c in a radiation shield, read by a 5v arduino uno?",
    [BH],
    F.BH_VDD,
    F.BH_TOPR,
    F.BH_OUTDOOR,
)
cq(
    E,
    OK,
    "lrv-05 powered from the esp32's 3v3 pin with do on a gpio - fine?",
    [LR],
    F.LR_VCC,
    F.LR_DO,
)
cq(
    E,
    OK,
    "Can the TKA4614 be run from a 5 V Arduino Uno, with CLK and DIO on two digital pins?",
    [TK],
    F.TK_VDD,
    F.TK_VIH50,
    F.TK_VIH33,
    F.TK_GPIO,
)
cq(
    E,
    OK,
    "Can the MZC4072 charge an 18650 Li-ion cell at 500 mA from a USB power bank?",
    [MZ],
    F.MZ_VIN,
    F.MZ_I500,
    F.MZ_ICHG,
    F.MZ_USB,
    note="5 V within 4.35-6.5 V; 500 mA with RPROG = 2.4 kOhm",
)
cq(
    M,
    OK,
    "Will an OPV6628 with SA0 tied high work on a Raspberry Pi's 3.3 V I²C bus at 400 kHz?",
    [OP],
    F.OP_VDD,
    F.OP_VDDIO,
    F.OP_ADDR,
    F.OP_I2CCLK,
    note="3.3 V within VDD 1.71-3.6 V and VDDIO 1.62-3.6 V; address 0x6B; 400 kHz under 1 MHz",
)
# ---------------------------------------------------------------- incompatible (9)
cq(
    E,
    NO,
    "fbq-30n-hv driven straight from an esp32 gpio (3v3) - will it switch fully on?",
    ["FBQ-30N-HV"],
    F.FB_SIGHI_HV,
    F.FB_VTH_HV,
    F.FB_HV33,
)
cq(
    M,
    NO,
    "Can the 5 V output of a BZK2451-50 power a LUW-31 module directly?",
    ["BZK2451-50", LU],
    F.BZ_VOUT50,
    F.LU_VCC,
    F.LU_ABS,
    note="5 V is above the LUW-31's 3.6 V maximum and its 3.9 V absolute maximum",
)
cq(
    E,
    NO,
    "luw-31 rx/tx wired straight to a 5v arduino uno, module powered from its own 3.3v "
    "regulator - ok?",
    [LU],
    F.LU_VIH,
    F.LU_IOABS,
    F.LU_NOT5V,
    note="the Uno's 5 V TX on RXD exceeds 3.6 V; the sheet asks for a divider",
)
cq(
    H,
    NO,
    "tka4614 powered from 5v but clk/dio driven by an esp32 3v3 gpio - reliable?",
    [TK],
    F.TK_VDD,
    F.TK_VIH50,
    F.TK_VIH33,
    F.TK_33HOST,
    note="VIH is 3.5 V at VDD = 5.0 V; 2.3 V applies only at VDD = 3.3 V",
)
cq(
    H,
    NO,
    "Can the TKA4614's CLK and DIO share an ESP32's I²C bus (SCL / SDA) with an OPV6628?",
    [TK, OP],
    F.TK_NOTI2C,
    F.TK_NOADDR,
    F.OP_ADDR,
)
cq(
    E,
    NO,
    "Can the MZC4072 be powered directly from a 12 V wall adapter?",
    [MZ],
    F.MZ_VIN,
    F.MZ_ABSVIN,
    F.MZ_OV,
)
cq(
    M,
    NO,
    "opv6628 on a model rocket that pulls about 30 g at boost - can it measure that without "
    "clipping?",
    [OP],
    F.OP_ARANGE,
)
cq(
    M,
    NO,
    "Will a BHX-22M powered from 3.3 V work reliably at the end of a 10 m cable?",
    [BH],
    F.BH_VDD,
    F.BH_CABLE33,
    F.BH_FAQ33,
    note="1 m at 3.3 V; 20 m needs 5 V and a 4.7 kOhm pull-up",
)
cq(
    E,
    NO,
    "lrv-05 powered from 5v with do straight into an esp32 gpio - ok?",
    [LR],
    F.LR_VCC,
    F.LR_DO,
    note="DO swings to VCC; the sheet says to power it from 3.3 V for 3.3 V boards",
)
# ---------------------------------------------------------------- insufficient evidence (9)
cq(
    M,
    IE,
    "Can the FBQ-30N switch a 12 V motor whose start-up inrush is 20 A for 50 ms?",
    [FB],
    F.FB_VLOAD,
    F.FB_IOUT,
    F.FB_PULSE,
    note="the only surge rating is 60 A for 10 us pulses; nothing covers 20 A for 50 ms",
)
cq(
    M,
    IE,
    "two bzk2451-50 outputs in parallel to get 4 a - supported?",
    ["BZK2451-50"],
    F.BZ_IOUT,
    note="parallel operation or current sharing is not addressed",
)
cq(
    M,
    IE,
    "Can the LUW-31's AT firmware publish MQTT messages over TLS to a cloud broker?",
    [LU],
    F.LU_AT,
    note="the AT table lists basic Wi-Fi and TCP commands; MQTT and TLS are not addressed",
)
cq(
    E,
    IE,
    "tka4614 for a car dashboard clock - is it aec-q100 qualified?",
    [TK],
    F.TK_TOPR,
    note="-40 ... +85 C is given, but no automotive qualification is mentioned either way",
)
cq(
    H,
    IE,
    "Can the MZC4072 keep charging at the full 1 A from a 5 V input inside a sealed box at "
    "60 " + F.DEG + " ambient, without thermal regulation reducing the current?",
    [MZ],
    F.MZ_TOPR,
    F.MZ_TLIM,
    F.MZ_POWER,
    note="60 C is inside -40 ... +85 C, but no thermal resistance is given to tell when the "
    "120 C regulation starts",
)
cq(
    E,
    IE,
    "will the lrv-05's switching point stay within 10 % between 5c and 35c?",
    [LR],
    F.LR_DRIFT,
    note="temperature drift is mentioned but not quantified",
)
cq(
    E,
    IE,
    "bhx-22m in an indoor pool hall with chlorine in the air - will it last?",
    [BH],
    F.BH_TOPR,
    note="no statement on chemical exposure",
)
cq(
    M,
    IE,
    "Is the OPV6628's gyroscope stable enough for dead reckoning that needs a bias instability "
    "below 5 °/h?",
    [OP],
    F.OP_ZRO,
    note="only a zero-rate offset and a noise density are given; no bias instability",
)
cq(
    E,
    IE,
    "luw-31 talking to a router 200 m away outdoors - will it connect?",
    [LU],
    F.LU_TXP,
    F.LU_RX54,
    note="no range is given",
)
