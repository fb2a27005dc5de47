"""Compatibility questions of the eightieth hold-out set (28: 10 compatible, 9
incompatible, 9 insufficient_evidence, each of those with one required check the
sheets do not support)."""

from __future__ import annotations

import facts as F
from qkit import AC, CP, EP, LX, SH, TK, TR, XN, Fact, join, q

E, M, H = "easy", "medium", "hard"
OK, NO, IE = "compatible", "incompatible", "insufficient_evidence"
N = iter(range(1, 100))


def cq(diff: str, verdict: str, text: str, devs: list[str], *facts: Fact, note: str = "") -> None:
    items, evidence = join(*facts) if facts else ([], [])
    if verdict == IE:
        items = []
    q(f"c-{next(N):02d}", diff, "compatibility", text, devs, items, evidence, verdict, note)


# ---------------------------------------------------------------- compatible (10)
cq(
    E,
    OK,
    "will the acm-20 run off a 5v arduino uno's 5v pin and read a 15 a load?",
    [AC],
    F.AC_VCC,
    F.AC_RANGE,
    F.AC_5V,
)
cq(
    E,
    OK,
    "Can I power the TKB-31 from an ESP32's 3.3 V pin and read it over SPI?",
    [TK],
    F.TK_VIN,
    F.TK_IF,
    F.TK_HOSTS,
)
cq(
    E,
    OK,
    "can i charge a single 3.2v lifepo4 18650 with the xn-lfp1 from a usb power bank?",
    [XN],
    F.XN_VIN,
    F.XN_VOUT,
    F.XN_USB,
)
cq(
    M,
    OK,
    "shd2204-h on a 2s lipo (8.4v full) with two 0.9a gear motors, one per bridge - ok?",
    [SH],
    F.SH_VM,
    F.SH_IOUT_H,
)
cq(
    H,
    OK,
    "Can the SHD2204-H drive one 12 V motor that draws 2 A continuous from a 12 V adapter "
    "if I parallel both bridges?",
    [SH],
    F.SH_VM,
    F.SH_PAR,
    note="2 A is above the 1.2 A per bridge but below the 2.4 A of the paralleled -H",
)
cq(E, OK, "trm-24 on an esp32 3v3 rail?", [TR], F.TR_VDD)
cq(
    M,
    OK,
    "Can I drive the TRM-24's CE, CSN, SCK and MOSI straight from a 5 V Arduino if the module "
    "itself runs on 3.3 V?",
    [TR],
    F.TR_VDD,
    F.TR_LOGIC,
    F.TR_5VTOL,
)
cq(
    E,
    OK,
    "Can the EPX2060 and the LXS3021 share one 3.3 V I2C bus at 400 kHz?",
    [EP, LX],
    F.EP_VDD,
    F.LX_VCC,
    F.EP_SCL,
    F.LX_SCL,
    F.EP_ADDR,
    F.LX_ADDR,
    note="0x29 vs 0x23 / 0x5C: no address clash",
)
cq(
    E,
    OK,
    "cpb-1205 switched by a transistor from a 5v arduino, buzzer on the 5v rail - will it beep?",
    [CP],
    F.CP_VOP,
    F.CP_GPIO,
)
cq(
    M,
    OK,
    "Will the ACM-20L work from a Raspberry Pi Pico's 3.3 V supply with its output going into "
    "the Pico's 3.3 V ADC?",
    [AC],
    F.AC_VCC_L,
    F.AC_OUT_L,
)
# ---------------------------------------------------------------- incompatible (9)
cq(E, NO, "can the acm-20 measure a 25a heater current?", [AC], F.AC_RANGE)
cq(
    M,
    NO,
    "Can I feed the output of the ACM-20 (5 V board, powered from 5 V) straight into an ESP32 "
    "ADC pin?",
    [AC],
    F.AC_OUT,
    F.AC_HOOK,
)
cq(
    E,
    NO,
    "will the xn-lfp1 charge my 3.7v li-ion 18650?",
    [XN],
    F.XN_VOUT,
    F.XN_LIION,
)
cq(
    E,
    NO,
    "Can the XN-LFP1 charge a 2S LiFePO4 pack (two cells in series)?",
    [XN],
    F.XN_VOUT,
    F.XN_1S,
)
cq(
    E,
    NO,
    "Can I power the TRM-24 from the 5 V pin of an Arduino Uno?",
    [TR],
    F.TR_VDD,
    F.TR_ABS,
    F.TR_5VCC,
)
cq(
    M,
    NO,
    "trm-24pa off the 3.3v pin of an arduino nano?",
    [TR],
    F.TR_ITX_PA,
    F.TR_NANO,
)
cq(
    E,
    NO,
    "epx2060 wired straight to a 5v arduino uno i2c bus with 5v pull-ups?",
    [EP],
    F.EP_PINABS,
    F.EP_5V,
)
cq(
    H,
    NO,
    "Can the SHD2204-S drive a single 1.5 A motor continuously with its two bridges in parallel?",
    [SH],
    F.SH_IOUT_S,
    F.SH_SOPPAR,
    note="paralleling (2.4 A) is stated for the -H only; the SOP-16 -S should not be paralleled",
)
cq(
    E,
    NO,
    "Can the SHD2204 run 24 V motors straight from a 24 V battery?",
    [SH],
    F.SH_VM,
    F.SH_VMABS,
)
# ---------------------------------------------------------------- insufficient evidence (9)
cq(
    M,
    IE,
    "acm-20 measuring a 10 a pump in a greenhouse at 95% humidity - ok?",
    [AC],
    F.AC_RANGE,
    note="10 A is in range; no operating humidity is given",
)
cq(
    M,
    IE,
    "tkb-31k reading a kiln at 1200c through a 10 m thermocouple extension lead?",
    [TK],
    F.TK_RANGE_K,
    note="1200 °C is in range; nothing is said about lead length",
)
cq(
    E,
    IE,
    "will the xn-lfp1 start charging from a usb-c only charger through a c-to-c cable?",
    [XN],
    F.XN_VIN,
    note="5 V is fine; the sheet does not say whether the Type-C port has CC pull-downs",
)
cq(
    M,
    IE,
    "Will a CPB-1205 beeping nonstop on 5 V inside a machine last for 5 years?",
    [CP],
    F.CP_VOP,
    note="5 V is the rated voltage; no life or MTBF figure is given",
)
cq(
    H,
    IE,
    "Can the EPX2060 in long-range mode measure 1.5 m to a white wall outdoors in daylight?",
    [EP],
    F.EP_RANGE_LR,
    note="2.0 m dark and 0.8 m at 200 lx indoor; no outdoor figure",
)
cq(
    M,
    IE,
    "two trm-24pa modules 800 m apart across open fields - will the link work?",
    [TR],
    F.TR_RANGE,
    note="the sheet states no range",
)
cq(
    M,
    IE,
    "lxs3021 in an outdoor sensor box at -30c and 95% humidity?",
    [LX],
    F.LX_TOP,
    note="-30 °C is inside -40 ~ 85 °C; humidity is not rated",
)
cq(
    H,
    IE,
    "Will the TRM-24 and the EPX2060 both run from a 2 x AA pack (3.0 V) for a whole year on "
    "one set of batteries?",
    [TR, EP],
    F.TR_VDD,
    F.EP_VDD,
    note="3.0 V is inside both supply ranges; battery life depends on duty cycle, not stated",
)
cq(
    H,
    IE,
    "Can the SHD2204-H deliver 1.2 A per bridge continuously at 85 °C ambient on a board with "
    "no copper area under the thermal pad?",
    [SH],
    F.SH_IOUT_H,
    note="thermal resistance is given for the -H only with 4 cm² copper; no derating curve",
)
