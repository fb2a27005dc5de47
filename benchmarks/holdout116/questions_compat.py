"""Compatibility questions of the hundred-and-sixteenth hold-out set (28: 10 compatible,
9 incompatible, 9 insufficient_evidence, each of those with one required check the
sheets do not support)."""

from __future__ import annotations

import facts as F
from qkit import BM, CC, GD, GM, KS, PV, SP, TH, Fact, join, q

E, M, H = "easy", "medium", "hard"
OK, NO, IE = "compatible", "incompatible", "insufficient_evidence"
N = iter(range(1, 100))


def cq(diff: str, verdict: str, text: str, devs: list[str], *facts: Fact, note: str = "") -> None:
    items, evidence = join(*facts) if facts else ([], [])
    if verdict == IE:
        items = []
    q(f"c-{next(N):02d}", diff, "compatibility", text, devs, items, evidence, verdict, note)


# ---------------------------------------------------------------- compatible (10)
cq(E, OK, "can i run the thr-4108 straight off an esp32's 3v3 pin?", [TH], F.TH_VDD)
cq(
    E,
    OK,
    "can a 5v arduino uno power the bmm-us04 from its 5v pin?",
    [BM],
    F.BM_VCC,
    F.BM_VCC_RANGE,
)
cq(
    M,
    OK,
    "gdm6612 with a 2s lipo (8.4v full) on vm and the 3v3 of an esp32 on vcc - inside the "
    "recommended conditions?",
    [GD],
    F.GD_VM,
    F.GD_VCC,
)
cq(
    E,
    OK,
    "Can the KSZ-B328 take a 12 V car battery down to 5 V for a load drawing 1.5 A?",
    [KS],
    F.KS_VIN,
    F.KS_VOUT,
    F.KS_IOUT,
)
cq(
    E,
    OK,
    "Can I run the CCH-LC1A from a 5 V USB power bank to charge one 3.7 V Li-ion cell?",
    [CC],
    F.CC_VIN,
    F.CC_FLOAT,
)
cq(
    M,
    OK,
    "The SPX1685 runs from 3.3 V. Can its address and OE inputs be driven directly by a "
    "5 V Arduino?",
    [SP],
    F.SP_VDD,
    F.SP_VIO,
    F.SP_5V5,
)
cq(E, OK, "can the gmd4625 run off a raspberry pi's 3v3 pin?", [GM], F.GM_VDD)
cq(
    M,
    OK,
    "Can a THR-4108-A and a GMD4625-A0T share one I2C bus at 3.3 V without an address clash?",
    ["THR-4108-A", "GMD4625-A0T"],
    F.TH_VDD,
    F.GM_VDD,
    F.TH_ADDR,
    F.GM_A0,
)
cq(
    H,
    OK,
    "I want to read a K-type thermocouple at 1000 °C with a PVX2031K and stay within ±5 °C "
    "of converter error. Does the part cover that?",
    ["PVX2031K"],
    F.PV_K_FS,
    F.PV_K_HIGH,
)
cq(
    M,
    OK,
    "two little 6v gear motors, 0.8 a each, one per channel of a gdm6612, fed from 4 aa "
    "cells (6v) - ok?",
    [GD],
    F.GD_VM,
    F.GD_IREC,
)
# ---------------------------------------------------------------- incompatible (9)
cq(
    E,
    NO,
    "can i power the pvx2031 from the 5v pin of my arduino?",
    [PV],
    F.PV_VCC,
    F.PV_ABS,
)
cq(
    E,
    NO,
    "will the bmm-us04 work powered from the 3v3 pin of an esp32?",
    [BM],
    F.BM_VCC_RANGE,
    F.BM_3V3,
)
cq(
    M,
    NO,
    "Can the BMM-US04's Echo pin be wired straight to a Raspberry Pi GPIO (3.3 V max)?",
    [BM],
    F.BM_ECHO,
    F.BM_ECHO_FAQ,
)
cq(
    E,
    NO,
    "can a 1s li-ion cell charged by a cch-lc1a power the thr-4108 directly, no regulator?",
    [CC, TH],
    F.CC_FLOAT,
    F.TH_VDD,
    note="4.2 V full charge is above the 3.6 V maximum (and below the 4.75 V absolute maximum)",
)
cq(
    M,
    NO,
    "can the cch-lc1a charge a 2s li-ion pack (8.4v)?",
    [CC],
    F.CC_FLOAT,
    F.CC_ONE_CELL,
)
cq(
    E,
    NO,
    "Can the KSZ-B328 run from a 36 V e-bike battery?",
    [KS],
    F.KS_VIN,
    F.KS_ABS,
)
cq(
    M,
    NO,
    "Can one GDM6612 channel drive a 12 V motor that draws 1.5 A continuously?",
    [GD],
    F.GD_VM,
    F.GD_IAVG,
    F.GD_IREC,
    note="1.5 A is above both the 1.0 A recommended and the 1.2 A average absolute maximum; "
    "the 3.2 A peak is a single-pulse rating",
)
cq(
    M,
    NO,
    "Can the SPX1685 sink 30 mA per output to drive 16 LEDs directly?",
    [SP],
    F.SP_ILIM,
    F.SP_IOL5,
)
cq(
    H,
    NO,
    "Can a PVX2031T measure a T-type thermocouple in a pottery kiln at 600 °C?",
    ["PVX2031T"],
    F.PV_T_FS,
    note="T-type full scale ends at +400 °C",
)
# ---------------------------------------------------------------- insufficient evidence (9)
cq(
    E,
    IE,
    "is the bmm-us04 accurate to 1 mm for levelling a 3d printer bed?",
    [BM],
    F.BM_NO_ACC,
    note="range and resolution are given, accuracy is not",
)
cq(
    E,
    IE,
    "Can I draw 300 mA for my project from OUT+ of a CCH-LC1A-P while it is charging and "
    "still get a full charge?",
    ["CCH-LC1A-P"],
    F.CC_NO_LOADSHARE,
    note="load sharing is not tested; the charge may never finish",
)
cq(
    M,
    IE,
    "16 hobby servos on an spx1685 at 50 hz - will the pulse jitter stay under 1 us?",
    [SP],
    F.SP_NO_JITTER,
    note="supply and frequency fit; jitter is not characterised",
)
cq(
    M,
    IE,
    "Can the KSZ-B328 convert 24 V to 12 V at 2 A with at least 90 % efficiency?",
    [KS],
    F.KS_NO_EFF,
    note="input, output and current fit; efficiency at a 12 V output is not measured",
)
cq(
    E,
    IE,
    "For a long-term weather station I need less than 0.05 °C per year temperature drift. "
    "Does the THR-4108 meet that?",
    [TH],
    F.TH_NO_TDRIFT,
    note="only humidity drift is given",
)
cq(
    H,
    IE,
    "Can a PVX2031 on an ESP32's 3.3 V read an S-type thermocouple at 1400 °C?",
    [PV],
    F.PV_VCC,
    F.PV_TYPES,
    note="supply fits; there is no S-type version",
)
cq(
    M,
    IE,
    "Is the GMD4625 quiet enough for an audio path that needs an output noise density below "
    "100 nV/√Hz?",
    [GM],
    note="no noise figure is stated",
)
cq(
    H,
    IE,
    "Running the SPX1685 at VDD = 3.3 V, can each output sink 25 mA for an LED wired "
    "directly to it?",
    [SP],
    F.SP_IOL23,
    F.SP_IOL5,
    note="sink current is guaranteed at 2.3 V (12 mA) and 5.0 V (25 mA) only; 3.3 V is not stated",
)
cq(
    E,
    IE,
    "is the gdm6612 aec-q100 qualified for a car engine bay?",
    [GD],
    note="no automotive qualification is mentioned",
)
