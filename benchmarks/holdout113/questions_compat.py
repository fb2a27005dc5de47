"""Compatibility questions of the hold-out 113 set (28: 10 compatible, 9
incompatible, 9 insufficient_evidence, each of those with one required check the
sheets do not support)."""

from __future__ import annotations

import facts as F
from qkit import AC, CS, PW, RB, RH, TR, UP, Fact, join, q

E, M, H = "easy", "medium", "hard"
OK, NO, IE = "compatible", "incompatible", "insufficient_evidence"
N = iter(range(1, 100))


def cq(diff: str, verdict: str, text: str, devs: list[str], *facts: Fact, note: str = "") -> None:
    items, evidence = join(*facts) if facts else ([], [])
    if verdict == IE:
        items = []
    q(f"c-{next(N):02d}", diff, "compatibility", text, devs, items, evidence, verdict, note)


# ---------------------------------------------------------------- compatible (10)
cq(E, OK, "can i run the trc1865 off an esp32's 3v3 pin?", [TR], F.TR_VDD)
cq(E, OK, "Can the RHT-2107 be powered from a Raspberry Pi's 3.3 V rail?", [RH], F.RH_VDD)
cq(
    E,
    OK,
    "cst-8835 with a 12v wall adapter for the motor and a 5v arduino for the logic - ok?",
    [CS],
    F.CS_VMOT,
    F.CS_VDD,
)
cq(
    M,
    OK,
    "Can the UPV-28 make 12 V at 300 mA from a 5 V USB power bank?",
    [UP],
    F.UP_VIN,
    F.UP_VOUT,
    F.UP_IOUT_5_12,
)
cq(E, OK, "pwl9816 on a 5v arduino uno, powered from the 5v pin?", [PW], F.PW_VDD)
cq(
    M,
    OK,
    "Can I connect the ACM-4410 to an ESP32's I2S port and power it from the ESP32's 3.3 V?",
    [AC],
    F.AC_VDD,
    F.AC_INTF,
)
cq(
    M,
    OK,
    "qsa9357a straight off a single li-ion cell (3.0-4.2v)?",
    ["QSA9357A"],
    F.QS_VDD,
)
cq(
    E,
    OK,
    "Can the RBL-C10B breakout be powered from a 5 V Arduino's 5 V pin?",
    ["RBL-C10B"],
    F.RB_VDD_B,
    F.RB_5V,
    note="VCC yes; RXD needs a divider (Q&A)",
)
cq(
    M,
    OK,
    "Can an ACM-4410 microphone and a QSA9357A amplifier share one 3.3 V rail on the same board?",
    [AC, "QSA9357A"],
    F.AC_VDD,
    F.QS_VDD,
)
cq(
    H,
    OK,
    "Is the TRC1865E rated for an enclosure that reaches 80 °C ambient?",
    ["TRC1865E"],
    F.TR_TOP_E,
    note="the E-grade range is only in the absolute maximum list",
)
# ---------------------------------------------------------------- incompatible (9)
cq(
    E,
    NO,
    "can i power the acm-4410 from the 5v pin of an arduino?",
    [AC],
    F.AC_VDD,
    F.AC_ABS,
    F.AC_5V,
)
cq(E, NO, "Can the TRC1865 run directly from a 5 V supply?", [TR], F.TR_VDD, F.TR_ABS)
cq(
    M,
    NO,
    "can the upv-28 turn a 2s lipo (7.4v) into 5v for a raspberry pi?",
    [UP],
    F.UP_NOTE1,
    F.UP_BUCK,
    note="a boost converter cannot go below its input",
)
cq(
    M,
    NO,
    "Can the CST-8835 drive a 1.5 A per phase stepper without a heat sink?",
    [CS],
    F.CS_I_NOHS,
)
cq(
    H,
    NO,
    "Can an RHT-2107 and a PWL9816 with all six address pins grounded share one I2C bus?",
    [RH, PW],
    F.RH_ADDR,
    F.PW_ADDR0,
    note="both answer at 0x40 and the RHT-2107 address is fixed",
)
cq(E, NO, "rbl-c10 bare module straight on 5v?", [RB], F.RB_VDD)
cq(
    M,
    NO,
    "Can the QSA9357A be powered directly from a 12 V car battery?",
    ["QSA9357A"],
    F.QS_VDD,
    F.QS_ABS,
)
cq(
    M,
    NO,
    "can the upv-28 take its input from a 24v truck battery while it's charging (about 28.8v)?",
    [UP],
    F.UP_VIN,
    F.UP_ABS,
)
cq(
    H,
    NO,
    "Can an RHT-2107 deliver 500 humidity readings per second at 8-bit resolution?",
    [RH],
    F.RH_CONV8,
    note="2.6 ms typ / 3.1 ms max per conversion allows at most about 385 per second",
)
# ---------------------------------------------------------------- insufficient evidence (9)
cq(
    M,
    IE,
    "Can the TRC1865 on 3.3 V read a PT100 at the end of a 30 m cable with the 50 Hz filter?",
    [TR],
    F.TR_VDD,
    note="no lead length / lead resistance limit in the sheet",
)
cq(
    E,
    IE,
    "is the rht-2107 ok outside in direct rain? need an ip rating",
    [RH],
    note="no IP rating",
)
cq(
    M,
    IE,
    "Can the CST-8835 on a 24 V supply keep each 1/16 microstep within 5 % of its ideal position?",
    [CS],
    F.CS_VMOT,
    note="24 V is fine but no microstep position accuracy is given",
)
cq(
    E,
    IE,
    "upv-28 for a 12v led strip from usb 5v, need under 50 mv ripple - ok?",
    [UP],
    F.UP_VIN,
    F.UP_VOUT,
    note="no ripple figure",
)
cq(
    M,
    IE,
    "Can the PWL9816 on a 5 V supply dim 16 LEDs with channel-to-channel current matching within 1 %?",
    [PW],
    F.PW_VDD,
    note="no matching figure",
)
cq(
    M,
    IE,
    "acm-4410 on a 3v3 esp32 for a drum recorder, need thd under 1 % at 110 db spl - will it do?",
    [AC],
    F.AC_VDD,
    note="only the 10 % THD overload point (120 dB SPL) is given",
)
cq(
    E,
    IE,
    "Will a QSA9357A board with 20 cm speaker leads and no ferrites pass EN 55032 class B emissions?",
    ["QSA9357A"],
    note="no EMI data in the sheet",
)
cq(
    E,
    IE,
    "rbl-c10b on an arduino nano in a garden shed 50 m from the house - will my phone connect?",
    ["RBL-C10B"],
    F.RB_RANGE,
    note="range is explicitly not given",
)
cq(
    H,
    IE,
    "Can the CST-8835K (heat sink and fan) hold 2 A per phase at 24 V inside a 60 °C enclosure?",
    ["CST-8835K"],
    F.CS_VMOT,
    F.CS_I_HS,
    note="2 A is given with heat sink and airflow but with no ambient temperature or derating",
)
