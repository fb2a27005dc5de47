"""Compatibility questions of the hundred-and-twenty-seventh hold-out set (28: 10
compatible, 9 incompatible, 9 insufficient_evidence, each of those with one required
check the sheets do not support)."""

from __future__ import annotations

import facts as F
from qkit import GR, KH, MX, SR, VR, WQ, ZQ, Fact, join, q

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
    "zmq-41c on a 5v arduino uno, powered from the uno's 5v pin, ao to a0 - will it work?",
    ["ZMQ-41C"],
    F.ZQ_VCC,
    F.ZQ_AO,
    F.ZQ_ICC_C,
    F.ZQ_ARDUINO,
    note="5 V within 4.75-5.25 V; AO 0.2-4.5 V; the sheet's own Arduino answer",
)
cq(
    E,
    OK,
    "cr2032 on the vrt3208's vbat pin as backup - ok?",
    [VR],
    F.VR_VDD,
    F.VR_VBAT,
    F.VR_BKP,
    F.VR_CR2032,
    note="3.0 V within VBAT 1.3-5.5 V; 0.35 / 0.8 uA backup current; the sheet names the CR2032. "
    "VDD is listed so that quoting it is not a contradiction",
)
cq(
    E,
    OK,
    "wqt4085 (3.3v version) powered from an esp32's 3v3 pin?",
    [WQ],
    F.WQ_VCC,
    note="3.3 V is the nominal of 3.0-3.6 V",
)
cq(
    M,
    OK,
    "Can a 5 V Arduino drive the DI, DE and RE pins of a WQT4085 that runs from 3.3 V?",
    [WQ],
    F.WQ_VCC,
    F.WQ_VIH,
    F.WQ_LOGABS,
    F.WQ_5VLOGIC,
    note="VIH up to 5.5 V and 6.0 V absolute maximum on the logic inputs at VCC = 3.3 V; the "
    "sheet says so in prose",
)
cq(
    E,
    OK,
    "srm-ld33 on a usb power bank to run an esp32 devkit (wifi peaks around 500 ma)?",
    [SR],
    F.SR_VIN,
    F.SR_VOUT,
    F.SR_IOUT,
    F.SR_BANK,
    F.SR_ESP,
    note="5 V within 4.5-12 V; 800 mA continuous (about 700 mA from 5 V by the heat note) covers "
    "500 mA peaks; the sheet recommends exactly this",
)
cq(
    E,
    OK,
    "Can a Raspberry Pi's 3.3 V GPIOs drive a KHB-7A whose motor runs from a 12 V adapter and "
    "draws 4 A?",
    [KH],
    F.KH_VCC,
    F.KH_VIH,
    F.KH_VM,
    F.KH_I7,
    F.KH_PI,
    note="VIH 2.0 V; VCC 3.0-5.5 V; 12 V within 6-27 V; 4 A under 7 A without heatsink (10 A "
    "with the HS-40; both rows listed because the question names no cooling)",
)
cq(
    H,
    OK,
    "A DFK-S50-868 (transmitting at +13 dBm) and an MXU6071 both run from one SRM-LD33 fed with "
    "5 V from USB. Is the 3.3 V rail adequate for both?",
    ["DFK-S50-868", MX, SR],
    F.SR_VIN,
    F.SR_VOUT,
    F.SR_IOUT,
    F.DF_VDD,
    F.DF_TX13,
    F.MX_VDD,
    F.MX_ICC,
    note="3.3 V within 1.8-3.6 V and 1.7-3.6 V; 55 mA + 0.14 mA worst case against 800 mA "
    "(about 700 mA from 5 V by the heat note)",
)
cq(
    E,
    OK,
    "mxu6071 on an esp32 i2c bus at 3v3, 400 khz?",
    [MX],
    F.MX_VDD,
    F.MX_FSCL,
)
cq(
    M,
    OK,
    "Can an MXU6071-1 and a VRT3208 share one 3.3 V I²C bus without an address clash?",
    ["MXU6071-1", VR],
    F.MX_VDD,
    F.MX_ADDR1,
    F.VR_VDD,
    F.VR_ADDR,
    note="0x53 vs 0x52; both run at 3.3 V",
)
cq(
    E,
    OK,
    "grl-3m driven by esp32 gpios (3.3v), 12v rgb strip pulling 2 a per colour at full white?",
    [GR],
    F.GR_VIH,
    F.GR_VLED,
    F.GR_IALL,
    F.GR_ESP,
    note="VIH 2.2 V; 12 V within 5-24 V; 2 A under the 3 A per channel with all three on",
)
# ---------------------------------------------------------------- incompatible (9)
cq(
    E,
    NO,
    "zmq-41 straight off a 1s li-ion cell (3.0-4.2v)?",
    [ZQ],
    F.ZQ_VCC,
    F.ZQ_LIION,
    note="4.75 V minimum; the sheet says no",
)
cq(
    M,
    NO,
    "The ZMQ-41C runs from 5 V. Can its DO pin go straight to an ESP32 GPIO without a divider?",
    ["ZMQ-41C"],
    F.ZQ_VCC,
    F.ZQ_DOH,
    F.ZQ_ESP,
    note="DO is pulled up to VCC (5 V); the sheet asks for a divider before a 3.3 V input",
)
cq(
    E,
    NO,
    "wqt4085h on an esp32's 3v3 rail?",
    ["WQT4085H"],
    F.WQ_VCC_H,
    F.WQ_H33,
    note="4.5 V minimum; the 3.3-V WQT4085 would fit",
)
cq(
    H,
    NO,
    "Two WQT4085 nodes sit in separate buildings whose grounds can differ by up to 15 V. Will a "
    "plain WQT4085 bus cope without isolation?",
    [WQ],
    F.WQ_BUSABS,
    F.WQ_VCM,
    F.WQ_ISO,
    note="15 V is outside the -7 ... +12 V common-mode range and above the +13 V bus-pin "
    "absolute maximum; the sheet says to use an isolated transceiver",
)
cq(
    E,
    NO,
    "srm-ld33q on a 12v wall adapter?",
    ["SRM-LD33Q"],
    F.SR_VIN_Q,
    F.SR_ABS_Q,
    F.SR_12V,
    note="3.6-6.0 V input, 6.5 V absolute maximum; the sheet says it is destroyed",
)
cq(
    M,
    NO,
    "Can a KHB-7A without a heatsink run a 12 A continuous motor from a car battery (14.4 V while "
    "charging)?",
    [KH],
    F.KH_VM,
    F.KH_I7_BARE,
    F.KH_CAR,
    note="the supply fits (6-27 V, FAQ yes) but 12 A is far above 7 A continuous; the 20 A peak "
    "is for 1 s only",
)
cq(
    M,
    NO,
    "Can a DFK-S50H transmit at +20 dBm straight from 2 × AA cells (3.2 V fresh, 2.0 V flat) over "
    "the whole battery life?",
    ["DFK-S50H"],
    F.DF_VDD,
    F.DF_VDD20,
    F.DF_20NOTE,
    note="+20 dBm needs VDD >= 2.7 V; the pack spends the second half of its life below it. "
    "The general 1.8-3.6 V supply row is listed so quoting it is not a contradiction",
)
cq(
    M,
    NO,
    "mxu6071-0 and vrt3208 on the same i2c bus - any conflict?",
    ["MXU6071-0", VR],
    F.MX_ADDR0,
    F.VR_ADDR,
    note="both answer at 0x52 and neither address can be changed; the MXU6071-1 (0x53) would "
    "fit",
)
cq(
    E,
    NO,
    "Can the GRL-3M drive a WS2812B addressable strip from an ESP32?",
    [GR],
    F.GR_WS,
    note="the sheet says no: addressable strips need a data signal",
)
# ---------------------------------------------------------------- insufficient evidence (9)
cq(
    M,
    IE,
    "Will a ZMQ-41Q's clean-air AO reading stay within 10 % over two years in a living room?",
    ["ZMQ-41Q"],
    note="no long-term drift or lifetime figure is given",
)
cq(
    M,
    IE,
    "Will the WQT4085's bus pins survive a 1 kV IEC 61000-4-5 surge on an outdoor cable without "
    "extra protection?",
    [WQ],
    F.WQ_ESD,
    note="only +/-15 kV human-body-model ESD is given; no surge (IEC 61000-4-5) rating",
)
cq(
    E,
    IE,
    "srm-ld33q with an extra 100 uf ceramic cap on the 3v3 output - still stable?",
    ["SRM-LD33Q"],
    F.SR_COUT,
    note="only the on-board 10 uF is given; no maximum output capacitance or ESR range",
)
cq(
    M,
    IE,
    "Can a KHB-7A without a heatsink deliver 7 A continuously at 60 °C ambient inside a closed "
    "box?",
    [KH],
    F.KH_I7_BARE,
    F.KH_TOPR,
    note="7 A is rated at 25 C only and 60 C is within the -20 ... +70 C operating range, but no "
    "derating or current at 60 C is given",
)
cq(
    E,
    IE,
    "dfk-s50h-868 two metres from a 4g router - will it still receive weak packets reliably?",
    ["DFK-S50H-868"],
    F.DF_ACR,
    note="only the 25 kHz adjacent-channel rejection is given; no blocking or out-of-band "
    "selectivity figure",
)
cq(
    E,
    IE,
    "mxu6071 outdoors behind a quartz window for 10 years - will its uv response degrade?",
    [MX],
    F.MX_WINDOW,
    note="no lifetime, UV-degradation or drift figure; the window note only covers transmission",
)
cq(
    E,
    IE,
    "Can the GRL-3M switch a 12 V solenoid valve without a flyback diode?",
    [GR],
    F.GR_VDS,
    note="no inductive-load, avalanche or flyback statement; the 40 V MOSFET rating alone does not "
    "settle it",
)
cq(
    E,
    IE,
    "Does the VRT3208 switch daylight saving time automatically?",
    [VR],
    F.VR_LEAP,
    note="only leap-year correction is mentioned; nothing about daylight saving time",
)
cq(
    E,
    IE,
    "Is the DFK-S50-868 CE / RED certified so I can sell it in the EU as-is?",
    ["DFK-S50-868"],
    F.DF_DUTY,
    note="no certification statement; the duty-cycle note is a look-alike",
)
