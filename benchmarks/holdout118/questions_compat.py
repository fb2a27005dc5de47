"""Compatibility questions of the hundred-and-eighteenth hold-out set (28: 10
compatible, 9 incompatible, 9 insufficient_evidence, each of those with one required
check the sheets do not support)."""

from __future__ import annotations

import facts as F
from qkit import AY, BH, ES, GL, HZ, LF, PS, QZ, Fact, join, q

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
    "lfu-sm30l on the 3v3 pin of an esp32 devkit - will it work?",
    ["LFU-SM30L"],
    F.LF_VCC_L,
)
cq(
    E,
    OK,
    "Is a 12 V plug-in adapter a suitable source for a PAN-SD3-5 that feeds a 5 V Arduino board?",
    ["PAN-SD3-5"],
    F.PS_VIN_5,
    F.PS_VOUT_5,
)
cq(
    M,
    OK,
    "raspberry pi gpio (3.3v) driving one channel of a bhr-fd2, switching a 12v led strip that "
    "pulls 5 a, v+ from the same 12v supply. ok?",
    [BH],
    F.BH_VIH,
    F.BH_VP,
    F.BH_IOUT,
    F.BH_PI,
    note="12 V >= 10 V, so the 8 A rating of the bare board applies",
)
cq(
    M,
    OK,
    "Can a PAN-SD3-5 running from a 12 V lead-acid battery supply a GLN-LR30-900T?",
    ["PAN-SD3-5", "GLN-LR30-900T"],
    F.PS_VIN_5,
    F.PS_VOUT_5,
    F.GL_VCC,
    note="4.90 - 5.10 V is inside 3.3 - 5.5 V; the 125 mA transmit burst is far below 2 A",
)
cq(
    E,
    OK,
    "aym-ms50 powered from a 12v adapter, fine?",
    [AY],
    F.AY_VCC,
)
cq(
    E,
    OK,
    "can the aym-ms50m run directly from a 1s li-ion cell (3.0-4.2 v)?",
    ["AYM-MS50M"],
    F.AY_VCC_M,
)
cq(
    E,
    OK,
    "Can the HZT4725 be powered from an Arduino Uno's 5 V pin with its output on A0?",
    [HZ],
    F.HZ_VCC,
    F.HZ_OUT,
)
cq(
    M,
    OK,
    "qze-213 module (-m) wired straight to a 5v arduino uno, no level shifter - will it work?",
    [QZ],
    F.QZ_VCC,
    F.QZ_5V,
)
cq(
    E,
    OK,
    "can i power a gln-lr30 from a usb power bank (5v)?",
    [GL],
    F.GL_VCC,
)
cq(
    M,
    OK,
    "Can eight ESX3416 ADCs share one I2C bus without an address conflict?",
    [ES],
    F.ES_ADDR16,
    note="two three-state pins give 0x68 - 0x6F",
)
# ---------------------------------------------------------------- incompatible (9)
cq(
    E,
    NO,
    "can i power the lfu-sm30 (the non-l one) from a 3v3 pin?",
    [LF],
    F.LF_VCC,
    F.LF_33_FAQ,
)
cq(
    E,
    NO,
    "hzt4725 running off an esp32's 3v3 rail?",
    [HZ],
    F.HZ_VCC,
    F.HZ_3V3,
)
cq(
    E,
    NO,
    "Can the PAN-SD3 be fed from a 48 V telecom supply?",
    [PS],
    F.PS_VIN,
    F.PS_ABS,
)
cq(
    M,
    NO,
    "Can a 5 V Arduino Uno's TX/RX pins be wired directly to a GLN-LR30 powered from the Uno's "
    "5 V pin?",
    [GL],
    F.GL_VCC,
    F.GL_LEVEL,
    F.GL_5V,
    note="the supply is fine; the UART pins are 3.3 V TTL",
)
cq(
    E,
    NO,
    "qze-213 e-paper outdoors at -20c in winter, will it update?",
    [QZ],
    F.QZ_TEMP,
    note="-25 °C is storage only",
)
cq(
    M,
    NO,
    "Can an AYM-MS50M run from 2 x AA cells until they are drained to 1.2 V each?",
    ["AYM-MS50M"],
    F.AY_VCC_M,
    note="2.4 V is below the 2.7 V minimum",
)
cq(
    M,
    NO,
    "Can the BHR-FD2 switch a 36 V solenoid if V+ comes from a separate 12 V supply?",
    [BH],
    F.BH_LOAD,
    F.BH_VP,
    note="load supply is rated up to 28 V; 40 V is only the MOSFET's absolute maximum",
)
cq(
    E,
    NO,
    "bhr-fd2 bare board (no heatsink) for a 12v 10a heater?",
    [BH],
    F.BH_IOUT,
)
cq(
    H,
    NO,
    "Both on one 5 V rail: can the ESX3416 (CHn- to GND, PGA = 1) measure the LFU-SM30 output "
    "over its whole swing from wet to dry?",
    [ES, LF],
    F.ES_VDD,
    F.LF_VCC,
    F.ES_FSR,
    F.LF_AIR,
    F.ES_ABSIN,
    note="supplies and pin limits are fine, but 2.95 V in air is above the 2.048 V full scale",
)
# ---------------------------------------------------------------- insufficient evidence (9)
cq(
    M,
    IE,
    "lfu-sm30l in salty coastal soil (ec around 4 ds/m) - will the readings still be valid?",
    ["LFU-SM30L"],
    F.LF_VCC_L,
    F.LF_SALT,
    note="salinity dependence is mentioned but never quantified",
)
cq(
    M,
    IE,
    "Is the ESX3416 qualified to AEC-Q100 for an under-hood automotive logger?",
    [ES],
    F.ES_TEMP,
    note="the temperature range fits grade 1, but no qualification is stated",
)
cq(
    E,
    IE,
    "pan-sd3 making 5v from a car battery for a dashcam - does it survive load-dump surges "
    "(iso 7637)?",
    [PS],
    F.PS_VIN,
    F.PS_ABS,
    note="14.4 V is in range; no surge / transient rating is given",
)
cq(
    H,
    IE,
    "Can a BHR-FD2-H drive a 12 V motor that runs at 6 A but draws a 40 A inrush for about "
    "100 ms at start-up?",
    ["BHR-FD2-H"],
    F.BH_IOUT_H,
    F.BH_PEAK,
    note="6 A is within 15 A; the 60 A peak is only for 10 us pulses, no 100 ms surge rating",
)
cq(
    E,
    IE,
    "two gln-lr30-900t modules 3 km apart across town with buildings in between - will they reach?",
    ["GLN-LR30-900T"],
    F.GL_RANGE,
    F.GL_DIST,
    note="distances are line-of-sight test figures only",
)
cq(
    H,
    IE,
    "Is the HZT4725-20B's isolation good enough (reinforced) to sense current in a 230 V mains "
    "circuit drawing 15 A?",
    ["HZT4725-20B"],
    F.HZ_ISO,
    F.HZ_CREEP,
    note="15 A is within range; only 2400 VRMS dielectric is given, no working voltage or "
    "reinforced rating",
)
cq(
    M,
    IE,
    "qze-213bw as a clock doing a partial refresh every minute for 3 years - is the display "
    "lifetime ok with that?",
    ["QZE-213BW"],
    F.QZ_REFRESH,
    note="no refresh-cycle lifetime is given",
)
cq(
    E,
    IE,
    "aym-ms50m on a single cr2032 - will it last a year?",
    ["AYM-MS50M"],
    F.AY_VCC_M,
    F.AY_IDLE_M,
    note="3 V is in range and the idle current is given, but no cell capacity is in any sheet",
)
cq(
    E,
    IE,
    "pan-sd3 powering a 12v led strip - does it pass cispr 32 class b emissions?",
    [PS],
    note="no EMC statement",
)
