"""Compatibility questions of the ninety-fourth hold-out set (28: 10 compatible, 9
incompatible, 9 insufficient_evidence, each of those with one required check the
sheets do not support; their evidence lists the checks that are supported)."""

from __future__ import annotations

import facts as F
from qkit import CO, GC, KZ, OD, PA, PS, SD, VA, Fact, join, q

E, M, H = "easy", "medium", "hard"
OK, NO, IE = "compatible", "incompatible", "insufficient_evidence"
N = iter(range(1, 100))


def cq(diff: str, verdict: str, text: str, devs: list[str], *facts: Fact, note: str = "") -> None:
    items, evidence = join(*facts) if facts else ([], [])
    if verdict == IE:
        items = []
    q(f"c-{next(N):02d}", diff, "compatibility", text, devs, items, evidence, verdict, note)


# ---------------------------------------------------------------- compatible (10)
cq(E, OK, "can i power the tgc-co5u from my 5v arduino's 5v pin?", [CO], F.CO_VIN)
cq(
    M,
    OK,
    "If the TGC-CO5U is powered from 5 V, can an ESP32 (3.3 V GPIO) talk to its UART "
    "directly, both directions?",
    [CO],
    F.CO_VIN,
    F.CO_VOH,
    F.CO_VIH,
    note="TXD high is 2.8-3.3 V, RXD accepts 2.3-3.3 V as high",
)
cq(
    M,
    OK,
    "Can a GC9225-24L fan and an ODB-36 motor driver share one 24 V DC power supply?",
    [GC, OD],
    F.GC_VL,
    F.OD_VM,
)
cq(
    M,
    OK,
    "Can an ESP32 GPIO (3.3 V) drive the ODB-36's SV input with PWM directly, no level shifter?",
    [OD],
    F.OD_VIH,
    F.OD_3V3,
)
cq(
    E,
    OK,
    "will the psr-2spd work off my 45w usb-c pd charger (5/9/12/15/20v)?",
    [PS],
    F.PS_VIN,
    F.PS_I12,
    note="the board requests 12 V, which the charger offers",
)
cq(E, OK, "kzb-3m on an esp32's 3v3 pin and uart, ok?", [KZ], F.KZ_VDD)
cq(
    M,
    OK,
    "Can a VA-OP8-24 read a 24 V PNP proximity sensor into a Raspberry Pi GPIO if I feed the "
    "logic side from the Pi's 3.3 V?",
    [VA],
    F.VA_ON24,
    F.VA_MAX24,
    F.VA_VCC,
    F.VA_PU,
)
cq(E, OK, "sde-290b-5v on a 5v arduino nano, fine?", [SD], F.SD_VCC5, F.SD_5V)
cq(E, OK, "Can a 24 V DC DIN-rail supply power the PAS-100T-A transmitter?", [PA], F.PA_VS)
cq(
    M,
    OK,
    "gc9225 fg wire into an esp32 gpio with a 10k pull-up to 3.3v, will that work?",
    [GC],
    F.GC_FGVOL,
    F.GC_FGI,
    F.GC_PU,
)
# ---------------------------------------------------------------- incompatible (9)
cq(
    M,
    NO,
    "Can one 3.3 V regulator power both a KZB-3M and a TGC-CO5U?",
    [KZ, CO],
    F.KZ_VDD,
    F.CO_VIN,
    note="the KZB-3M is fine; the TGC-CO5U needs 3.7 V at least",
)
cq(
    M,
    NO,
    "Can I wire the TGC-CO5U's RXD straight to a 5 V Arduino Uno's TX pin?",
    [CO],
    F.CO_ABSIN,
    F.CO_5V,
)
cq(E, NO, "odb-36 on a 10s lipo (42v full)?", [OD], F.OD_VM, F.OD_ABS, F.OD_10S)
cq(
    E,
    NO,
    "Will the ODB-36-6 handle a motor that needs 10 A continuous?",
    [OD],
    F.OD_I6,
    note="the ODB-36-12 would",
)
cq(E, NO, "can the psr-2spd charge a 2s lifepo4 pack?", [PS], F.PS_VCHG, F.PS_LFP)
cq(
    E,
    NO,
    "Can the KZB-3M be powered straight from a 5 V Arduino's 5 V pin?",
    [KZ],
    F.KZ_VDD,
    F.KZ_ABS,
)
cq(
    M,
    NO,
    "va-op8-24 reading 12v sensor signals on a 12v machine, will it work?",
    [VA],
    F.VA_ON24,
    F.VA_12V,
)
cq(E, NO, "bare sde-290b wired straight to a 5v arduino uno?", [SD], F.SD_VCC, F.SD_5V)
cq(
    H,
    NO,
    "Can I run the PAS-100T-V transmitter in a truck from the 12 V vehicle battery?",
    [PA],
    F.PA_VS,
    F.PA_12V,
)
# ---------------------------------------------------------------- insufficient evidence (9)
cq(
    E,
    IE,
    "does the tgc-co5u read right at 2500 m altitude without correction?",
    [CO],
    F.CO_RANGE,
    note="no pressure / altitude dependence given",
)
cq(
    M,
    IE,
    "i want to count rpm from the odb-36 speed output on an arduino up to 10000 rpm, is that "
    "output fast enough?",
    [OD],
    F.OD_SPEED,
    note="pulses per pole pair and 24 V / 10 mA given; no maximum output frequency",
)
cq(
    M,
    IE,
    "does the psr-2spd stop charging if one cell goes over 4.25v? my 2s pack has no bms",
    [PS],
    F.PS_VCHG,
    note="balancing from 4.15 V is given; no per-cell over-voltage cut-off is stated",
)
cq(
    H,
    IE,
    "Will two KZB-3MP modules link across 800 m of open field?",
    [KZ],
    F.KZ_TXP,
    note="TX power and sensitivity given, no range or antenna gain",
)
cq(
    H,
    IE,
    "Will the VA-OP8-24 inputs survive a 1 kV surge test (IEC 61000-4-5) on the 24 V lines "
    "in a factory cabinet?",
    [VA],
    F.VA_MAX24,
    note="2500 Vrms isolation field-to-logic is not a surge rating of the inputs",
)
cq(
    H,
    IE,
    "Can a Raspberry Pi Pico at 3.3 V drive the bare SDE-290B at 8 MHz SPI, and will the "
    "picture still be there after 5 years without power?",
    [SD],
    F.SD_VCC,
    F.SD_SPI,
    note="supply and clock are fine; image retention time is not stated",
)
cq(E, IE, "is the pas-100t oiml c3 approved so i can use it in a shop scale?", [PA])
cq(E, IE, "gc9225 in a dusty outdoor cabinet, is it ip54?", [GC], note="no IP rating given")
cq(
    M,
    IE,
    "Can a KZB-3M running router firmware join a Philips Hue bridge's network?",
    [KZ],
    note="Zigbee 3.0 router firmware is named; interoperability with a given hub is not",
)
