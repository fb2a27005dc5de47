"""Compatibility questions of the sixty-first hold-out set (28: 10 compatible, 9
incompatible, 9 insufficient_evidence, each of those with one required check the
sheets do not support)."""

from __future__ import annotations

import facts as F
from qkit import HW, KC, KS, PM, RL, TX, WR, Fact, join, q

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
    "will the 5v pin of my arduino uno power the lh-pm25u?",
    [PM],
    F.PM_VCC,
    F.PM_ACTIVE,
    note="Power only: 5 V within 4.5-5.5 V; the RXD level issue is a separate question.",
)
cq(
    M,
    OK,
    "Can I run a VIS1-1205 from a 12 V lead-acid battery resting at 12.8 V?",
    ["VIS1-1205"],
    F.VI1205_VIN,
)
cq(
    M,
    OK,
    "need an isolated 5v rail for about 150ma from a 24v plc supply, is the vis1-2405 ok?",
    ["VIS1-2405"],
    F.VI2405_VIN,
    F.VI2405_VOUT,
    F.VI2405_IOUT,
    note="150 mA is below 200 mA and above the 10 % minimum load.",
)
cq(
    M,
    OK,
    "RL3390 powered from 12 V, with its output pulled up to 3.3 V into an ESP32 input: OK?",
    [RL],
    F.RL_VCC,
    F.RL_OC,
    F.RL_PULLUP,
)
cq(
    E,
    OK,
    "can i put a ks3408 and a ks3408a on the same i2c bus, both with a2..a0 tied low?",
    [KS, "KS3408A"],
    F.KS_ADDR,
    F.KSA_ADDR,
    note="0x20 vs 0x38: no address clash.",
)
cq(
    E,
    OK,
    "Can the WR-1506HV run directly from a 2S LiPo pack?",
    [WR],
    F.WR_V,
    F.WR_ABS,
    note="The sheet names '2S LiPo direct' and allows a fully charged 8.4 V pack.",
)
cq(
    M,
    OK,
    "kc-mos1 (no heatsink) switching a 12v 5a led strip from an esp32 3v3 pin, will that work?",
    [KC],
    F.KC_VLOAD,
    F.KC_VIH,
    F.KC_CONT33,
    note="3.3 V drive column: 6 A without heatsink covers 5 A.",
)
cq(
    M,
    OK,
    "TXL-420-5 in a 24 V loop with a 250 ohm receiver resistor: does it have enough voltage?",
    ["TXL-420-5"],
    F.TX_LOOP,
    F.TX_10V,
    F.TX_RL,
    note="583 ohm maximum at 24 V.",
)
cq(
    H,
    OK,
    "Can the LH-PM25U TXD feed the HWM-C6 RXD0 directly (logic levels, baud rate) with the module at 3.3 V?",
    [HW, PM],
    F.PM_LEVEL,
    F.PM_BAUD,
    F.HW_VIH,
    F.HW_VDD,
    note="PM TX high > 2.7 V vs HWM-C6 VIH 0.75 x 3.3 = 2.475 V; 9600 bps.",
)
cq(
    M,
    OK,
    "ks3408 powered at 3.3v but the i2c pull-ups go to 5v, is that allowed?",
    [KS],
    F.KS_VDD,
    F.KS_TOL,
    F.KS_ABS,
)
# ---------------------------------------------------------------- incompatible (9)
cq(
    E,
    NO,
    "can i power the lh-pm25u from the 3v3 pin of my esp32?",
    [PM],
    F.PM_VCC,
    F.PM_NO33,
)
cq(
    M,
    NO,
    "I need 12 V at 150 mA, isolated, from 5 V USB. Will a VIS1-0512 do it?",
    ["VIS1-0512"],
    F.VI0512_VIN,
    F.VI0512_VOUT,
    F.VI0512_IOUT,
)
cq(
    E,
    NO,
    "hwm-c6 straight off a 5v usb supply, no regulator?",
    [HW],
    F.HW_VDD,
    F.HW_ABS,
)
cq(
    M,
    NO,
    "can my 5v arduino uno tx pin go straight into rxd0 of the hwm-c6?",
    [HW],
    F.HW_GPIOABS,
    F.HW_NOT5V,
)
cq(
    H,
    NO,
    "Can I power the HWM-C6 from a 3.3 V LDO rated for 300 mA?",
    [HW],
    F.HW_SRC,
    F.HW_LDO,
    F.HW_TXB,
)
cq(
    E,
    NO,
    "kc-mos1 to switch my 230v mains heater?",
    [KC],
    F.KC_VLOAD,
    F.KC_AC,
)
cq(
    H,
    NO,
    "TXL-420-10 in a 12 V loop with a 250 ohm receiver resistor, will it reach 20 mA?",
    ["TXL-420-10"],
    F.TX_LOOP,
    F.TX_10V,
    F.TX_RL,
    note="Only 83 ohm allowed at 12 V.",
)
cq(
    H,
    NO,
    "I want an isolated 5 V for a single KS3408 (about 0.2 mA) from a VIS1-0505. Fine?",
    ["VIS1-0505", KS],
    F.VI0505_VOUT,
    F.VI_MINLOAD,
    F.KS_VDD,
    F.KS_IDD,
    note="Below the 10 % minimum load the output can rise 15 % (5.75 V) above the KS3408's 5.5 V.",
)
cq(
    M,
    NO,
    "vis1-2405 on 24v to power a wr-1506hv servo at 5v?",
    ["VIS1-2405", WR],
    F.VI2405_VOUT,
    F.VI2405_IOUT,
    F.WR_V,
    F.WR_STALL48,
    F.WR_ALL,
    note="200 mA vs 1.9 A stall at 4.8 V.",
)
# ---------------------------------------------------------------- insufficient evidence (9)
cq(
    M,
    IE,
    "Will the LH-PM25U work correctly at 3000 m altitude?",
    [PM],
    F.PM_VCC,
    note="No altitude or air-pressure limit is given.",
)
cq(
    H,
    IE,
    "lh-pm25u in a hot attic at 50c, will it still read within +/-10 ug/m3?",
    [PM],
    F.PM_TOP,
    note="50 °C is within the working range, but consistency is only stated at 25 °C.",
)
cq(
    M,
    IE,
    "Can a VIS1-1205 start up into a 470 uF load capacitor?",
    ["VIS1-1205"],
    F.VI1205_IOUT,
    note="No maximum capacitive load is given.",
)
cq(
    E,
    IE,
    "is the rl3390 ok for a car project that needs aec-q100 parts?",
    [RL],
    note="No automotive qualification is stated.",
)
cq(
    M,
    IE,
    "Can I fit a 5 dBi external antenna to the HWM-C6U and stay within its certification?",
    ["HWM-C6U"],
    F.HW_PROTO,
    note="Note 3 refers to the gain used in certification without a value.",
)
cq(
    H,
    IE,
    "KS3408 at 400 kHz over 1 m of ribbon cable (about 400 pF bus capacitance): will it work?",
    [KS],
    F.KS_FSCL,
    note="No bus-capacitance limit is given.",
)
cq(
    M,
    IE,
    "Does the TXL-420 survive IEC 61000-4-5 surges on a 100 m outdoor loop cable?",
    [TX],
    note="No surge / EMC data.",
)
cq(
    E,
    IE,
    "will the wr-1506hv survive a 50g crash shock in my rc plane?",
    [WR],
    note="No shock rating.",
)
cq(
    E,
    IE,
    "can i mount the kc-mos1 outdoors where it gets rained on?",
    [KC],
    F.KC_TOP,
    note="No IP rating or moisture statement.",
)
