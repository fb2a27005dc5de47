"""Compatibility questions of the seventy-fourth hold-out set (28: 10 compatible, 9
incompatible, 9 insufficient_evidence, each of those with one required check the
sheets do not support)."""

from __future__ import annotations

import facts as F
from qkit import AL, BT, BY, FL, FP, KR, SK, SR, Fact, join, q

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
    "can i run the skb-t24 from an esp32 devkit - vcc from its 3v3 rail (500 ma spare) and the "
    "spi pins wired straight across?",
    [SK],
    F.SK_VCC,
    F.SK_I33,
    F.SK_SIG,
    F.SK_ESP,
)
cq(
    E,
    OK,
    "Can the FLX9140 be powered from the 5 V pin of an Arduino Nano?",
    [FL],
    F.FL_VDD,
)
cq(
    M,
    OK,
    "fpm-r07w on a 5v arduino uno: v+ from the 5v pin, vt from the 3v3 pin, uart straight to the uno pins?",
    [FP],
    F.FP_VW,
    F.FP_UARTW,
    F.FP_VTNOTE,
)
cq(
    E,
    OK,
    "Can the BYN-BST35 make 19 V from a car's 12 V system with the engine running (up to 14.4 V)?",
    [BY],
    F.BY_VIN,
    F.BY_VOUT,
    F.BY_CAR,
)
cq(
    M,
    OK,
    "krn-stp35h on a 36v supply with heatsink + fan, motor set to 2 a per phase - ok?",
    [KR],
    F.KR_VMOT_H,
    F.KR_I_HS_H,
)
cq(
    E,
    OK,
    "Can the ALH2310 run on a Raspberry Pi's 3.3 V rail with the I2C pull-ups to 3.3 V?",
    [AL],
    F.AL_VDD,
    F.AL_PULLUP,
)
cq(
    M,
    OK,
    "I want a 24 V motor rail for a KRN-STP35H from a 12 V battery using a BYN-BST35L; the "
    "driver takes about 1.5 A from that rail. Does the pair work?",
    [BY, KR],
    F.BY_L_12_24,
    F.KR_VMOT_H,
)
cq(
    E,
    OK,
    "bto-ts438 powered from the esp32 3v3 pin with out straight into a gpio?",
    [BT],
    F.BT_VS,
    F.BT_PULLUP,
)
cq(
    M,
    OK,
    "Can an SRX3232 powered from 3.3 V carry an ESP32 UART at 115200 baud to a PC COM port?",
    [SR],
    F.SR_VCC,
    F.SR_RATE,
)
cq(
    M,
    OK,
    "fpm-r07 (3.3 v model) on a raspberry pi: v+ and vt from the pi 3v3 pin, uart to the gpio uart?",
    [FP],
    F.FP_V07,
    F.FP_I07,
)
# ---------------------------------------------------------------- incompatible (9)
cq(
    E,
    NO,
    "Can I wire the SKB-T24's SPI pins straight to a 5 V Arduino Uno?",
    [SK],
    F.SK_SIG,
    F.SK_UNO,
)
cq(
    E,
    NO,
    "can the flx9140 run off the 3.3v rail of my esp32 board?",
    [FL],
    F.FL_VDD,
    F.FL_33,
)
cq(
    E,
    NO,
    "Can I power the FPM-R07 (3.3 V model) straight from a 5 V USB power bank on V+?",
    [FP],
    F.FP_V07,
)
cq(
    H,
    NO,
    "small bst35 board from a 5v usb power bank to run a 12v led strip that draws 1.5a?",
    [BY],
    F.BY_S_5_12,
    note="0.9 A at 12 V out from 5 V in; the L board gives 1.6 A",
)
cq(
    M,
    NO,
    "Can the BYN-BST35 give me 12 V from a 24 V truck battery?",
    [BY],
    F.BY_VIN,
    F.BY_BOOST,
    F.BY_STEPDOWN,
    note="24 V is inside the input range but a boost cannot step down",
)
cq(E, NO, "krn-stp35 (not the h) on a 36v power supply?", [KR], F.KR_VMOT)
cq(
    H,
    NO,
    "Can a KRN-STP35 without a heatsink drive a NEMA 17 at 1.5 A per phase?",
    [KR],
    F.KR_I_NOHS,
    note="1.8 A needs heatsink and airflow; 2.0 A is the short maximum",
)
cq(
    M,
    NO,
    "Can I power a BTO-TS438 directly from four fresh AA cells in series (6.4 V)?",
    [BT],
    F.BT_VS,
    F.BT_ABS,
)
cq(
    H,
    NO,
    "srx3232 on 5v, and its receiver outputs straight into esp32 gpios (3.3v only) - fine?",
    [SR],
    F.SR_VCC,
    F.SR_ROUT,
    note="the receiver outputs swing to VCC; the sheet says not to drive 3.3 V-only inputs at 5 V",
)
# ---------------------------------------------------------------- insufficient evidence (9)
cq(
    M,
    IE,
    "Will the SKB-T24 backlight last 5 years always-on in a kiosk?",
    [SK],
    note="no backlight lifetime stated",
)
cq(
    H,
    IE,
    "Will the FLX9140-20 stay accurate when mounted 5 mm from a neighbouring 100 A busbar?",
    [FL],
    note="no stray-field immunity or crosstalk figure stated; accuracy is given only for the primary conductor",
)
cq(
    E,
    IE,
    "will the fpm-r07 recognise wet fingers at an outdoor gate?",
    [FP],
    note="no statement on wet fingers",
)
cq(
    E,
    IE,
    "can i parallel two byn-bst35 boards to double the current?",
    [BY],
    note="paralleling not covered",
)
cq(
    M,
    IE,
    "krn-stp35 for sensorless homing (stall detection) on my 3d printer?",
    [KR],
    note="no stall detection feature or threshold stated",
)
cq(
    E,
    IE,
    "Can the ALH2310 sit at the end of a 5 m I2C cable?",
    [AL],
    note="no bus capacitance or cable length stated",
)
cq(
    E,
    IE,
    "will the bto-ts438 pick up my remote through a dark tinted acrylic window?",
    [BT],
    note="no transmission through filters stated",
)
cq(
    M,
    IE,
    "Will the SRX3232E pass IEC 61000-4-2 contact discharge at ±8 kV?",
    [SR],
    note="only ±15 kV HBM is stated",
)
cq(
    E,
    IE,
    "does the skb-t24t touch panel work with gloves on?",
    [SK],
    note="resistive panel stated; glove use not covered",
)
