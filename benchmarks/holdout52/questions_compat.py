"""Compatibility questions of the fifty-second hold-out set (28: 10 compatible, 9
incompatible, 9 insufficient_evidence, each of those with one required check the
sheets do not support)."""

from __future__ import annotations

from facts import (
    AC_ABS,
    AC_TOL,
    AC_TRIG_ABS,
    AC_VDD,
    AC_VIH,
    GK_AUX,
    GK_D1,
    GK_RELAY_I,
    GK_RELAY_V,
    GR_5V,
    GR_BRANDS,
    GR_RANGE,
    GR_RELAY,
    GR_SUP,
    HD_ABS_A,
    HD_DRY,
    HD_OC,
    HD_SPK,
    HD_SUP_A,
    HD_SUP_D,
    HD_VIL_F,
    IV_CABLE,
    IV_INDOOR,
    IV_INRUSH,
    IV_IOUT,
    IV_IP_8,
    IV_ITOT_8,
    IV_TWO,
    IV_VOUT,
    PS_24V,
    PS_POLES,
    PS_RANGE_REAR,
    PS_SUP,
    RX_CONTACT,
    RX_I_ON,
    RX_NOMOTOR,
    RX_RANGE,
    RX_SUP,
    SV_CABLE,
    SV_DESIGN,
    SV_ITOT_4,
    SV_ITOT_8,
    SV_LINE,
    SV_VENT,
)
from qkit import AC, GK, GR, HD, IV, PS, RX, SV, Fact, join, q

E, M, H = "easy", "medium", "hard"
OK, NO, IE = "compatible", "incompatible", "insufficient_evidence"


def cq(
    n: int, diff: str, verdict: str, text: str, devs: list[str], *facts: Fact, note: str = ""
) -> None:
    items, evidence = join(*facts)
    if verdict == IE:
        items = []  # the evidence shows what the sheets do say; the verdict has no items
    q(f"c-{n:02d}", diff, "compatibility", text, devs, items, evidence, verdict, note)


# ---------------------------------------------------------------- compatible
cq(1, E, OK, "can i run the hdc-21d off a 12v dc wall wart?", [HD], HD_SUP_D)
cq(
    2,
    E,
    OK,
    "will my 3v3 esp32 gpio trigger the acm300 if the module also runs on 3.3v?",
    [AC],
    AC_VDD,
    AC_VIH,
    AC_TRIG_ABS,
    note="3.3 V high >= VIH 1.6 V and <= VDD + 0.3 V.",
)
cq(
    3,
    M,
    OK,
    "Can a relay contact of the GR-433L receiver drive the ventilation OPEN input of an "
    "SVC24-4 smoke vent controller?",
    [GR, SV],
    GR_RELAY,
    SV_VENT,
    note="The SVC24 ventilation input takes potential-free contacts; the GR relay is one.",
)
cq(
    4,
    M,
    OK,
    "Can the GKR 310 auxiliary 24 V DC output power an RXP-2 receiver with both relays on?",
    [GK, RX],
    GK_AUX,
    RX_SUP,
    RX_I_ON,
    note="24 V within 10-28 V; 60 mA typ <= 150 mA.",
)
cq(
    5,
    M,
    OK,
    "svc24-8 with four 24v dc window actuators at 1.5 a each, two on each motor line - ok?",
    [SV],
    SV_ITOT_8,
    SV_LINE,
    note="6 A total <= 8 A; 3 A per line <= 4 A.",
)
cq(
    6,
    M,
    OK,
    "Can one IVC-8 station output drive a 24 V AC solenoid valve that holds at 0.30 A with "
    "a 0.7 A inrush for 50 ms?",
    [IV],
    IV_VOUT,
    IV_IOUT,
    IV_INRUSH,
)
cq(
    7,
    H,
    OK,
    "I want to run a GR-433L and an HDC-21D from the same 12 V DC supply and let the "
    "GR-433L's CH1 relay close TRG1 to COM of the chime. Does that work?",
    [GR, HD],
    GR_SUP,
    HD_SUP_D,
    HD_DRY,
    GR_RELAY,
)
cq(
    8,
    E,
    OK,
    "can the gkr 310 relays switch a 230v 3a resistive heater?",
    [GK],
    GK_RELAY_V,
    GK_RELAY_I,
)
cq(9, E, OK, "will the acm300 run straight off 2 aa cells (3v)?", [AC], AC_VDD)
cq(
    10,
    E,
    OK,
    "can my esp32 trigger the hdc-21d through an npn transistor (open collector) on trg1?",
    [HD],
    HD_OC,
    HD_VIL_F,
    HD_DRY,
    note="The precautions allow an open-collector drive; a saturated transistor is below 0.8 V.",
)

# ---------------------------------------------------------------- incompatible
cq(
    11,
    E,
    NO,
    "will my 5v arduino fry the acm300 trig pin if the module runs on 3v3?",
    [AC],
    AC_TOL,
    AC_TRIG_ABS,
    note="TRIG is limited to VDD + 0.3 V = 3.6 V and is not 5 V tolerant.",
)
cq(12, E, NO, "can i power the gr-433 from a usb 5v supply?", [GR], GR_SUP, GR_5V)
cq(13, E, NO, "ps-8 straight on my 24v truck system?", [PS], PS_SUP, PS_24V)
cq(
    14,
    H,
    NO,
    "Can an HDC-21A be powered from one of the 24 V AC station outputs of an IVC-4?",
    [HD, IV],
    HD_SUP_A,
    HD_ABS_A,
    IV_VOUT,
    note="24 V AC exceeds both 8-16 V AC and the 18 V absolute maximum.",
)
cq(
    15,
    E,
    NO,
    "can the rxp-2 relay switch my 230v gate warning lamp directly?",
    [RX],
    RX_CONTACT,
    RX_NOMOTOR,
)
cq(
    16,
    M,
    NO,
    "Can an SVC24-4 drive six 24 V DC actuators of 1 A each?",
    [SV],
    SV_ITOT_4,
    note="6 A > 4 A total motor current of the SVC24-4.",
)
cq(
    17,
    H,
    NO,
    "Can the IVC-8 water three zones at the same time if each valve only draws 0.25 A?",
    [IV],
    IV_TWO,
    IV_ITOT_8,
    IV_IOUT,
    note="0.75 A would fit the 0.90 A total, but the IVC-8 runs at most two stations at a time.",
)
cq(
    18,
    M,
    NO,
    "Can I mount the IVC-8 outdoors on the garden wall next to the valve box?",
    [IV],
    IV_IP_8,
    IV_INDOOR,
)
cq(19, E, NO, "can the acm300 run off a 2s lipo (7.4v)?", [AC], AC_VDD, AC_ABS)

# ---------------------------------------------------------------- insufficient evidence
cq(
    20,
    E,
    IE,
    "will the gr-433l pick up my remote from ~60 m away, through two brick walls of the house?",
    [GR],
    GR_RANGE,
    note="About 100 m in open field; 'less through walls' is not quantified.",
)
cq(
    21,
    M,
    IE,
    "Will my other-brand 433.92 MHz rolling-code remotes work with the GR-433R?",
    [GR],
    GR_BRANDS,
    note="Only the maker's HCS301 remotes are named; other brands are not tested.",
)
cq(
    22,
    M,
    IE,
    "Can the HDC-21D drive a 4 Ω speaker instead of the supplied 8 Ω one?",
    [HD],
    HD_SPK,
    note="Only 8 Ω is specified; nothing says whether 4 Ω is allowed (the ACM300 sheet, "
    "by contrast, forbids it).",
)
cq(
    23,
    E,
    IE,
    "will the rxp-2 pick up my remote from the house, gate is ~150 m away?",
    [RX],
    RX_RANGE,
)
cq(
    24,
    H,
    IE,
    "Can an SVC24-8 drive 6 A of 24 V DC actuators, 3 A per motor line, at 80 m cable "
    "length with 1.5 mm² wire?",
    [SV],
    SV_ITOT_8,
    SV_LINE,
    SV_CABLE,
    note="Currents fit, but cable sizing / voltage drop is not covered by the sheet.",
)
cq(
    25,
    H,
    IE,
    "Can the IVC-4 drive a 0.3 A valve at the far end of the garden, about 200 m of cable away?",
    [IV],
    IV_IOUT,
    IV_CABLE,
    note="The current fits, but maximum cable length depends on wire gauge and is not given.",
)
cq(
    26,
    E,
    IE,
    "Is the SVC24-8 third-party certified to EN 12101-10, as our building inspector requires?",
    [SV],
    SV_DESIGN,
    note="'Designed to' EN 12101-10; third-party certification is stated for no version "
    "(the SVC24-16 one is pending).",
)
cq(
    27,
    M,
    IE,
    "can a 3v3 esp32 gpio drive the gkr 310 d1 wind/rain input directly instead of a contact?",
    [GK],
    GK_D1,
    note="D1 is a dry-contact input; its voltage / current levels for logic drive are not given.",
)
cq(
    28,
    E,
    IE,
    "will the ps-4 see a thin steel bollard pole 1 m behind the car?",
    [PS],
    PS_RANGE_REAR,
    PS_POLES,
    note="1 m is inside 0.3-2.5 m, but thin poles 'may not be detected'.",
)
