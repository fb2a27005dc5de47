"""Compatibility questions of the ninety-second hold-out set (28: 10 compatible, 9
incompatible, 9 insufficient_evidence, each of those with one required check the
sheets do not support)."""

from __future__ import annotations

import facts as F
from qkit import BA, KC, KT, LR, MM, QD, SV, TK, Fact, join, q

E, M, H = "easy", "medium", "hard"
OK, NO, IE = "compatible", "incompatible", "insufficient_evidence"
N = iter(range(1, 100))


def cq(diff: str, verdict: str, text: str, devs: list[str], *facts: Fact, note: str = "") -> None:
    items, evidence = join(*facts) if facts else ([], [])
    if verdict == IE:
        items = []
    q(f"c-{next(N):02d}", diff, "compatibility", text, devs, items, evidence, verdict, note)


# ---------------------------------------------------------------- compatible (10)
cq(E, OK, "can i power the tke-k14 from my 5v arduino uno?", [TK], F.TK_VIN)
cq(
    E,
    OK,
    "Can the red QD-4D56-TM-R run from the 5 V pin of an Arduino Uno?",
    [QD],
    F.QD_VCC,
    F.QD_VIH5,
    note="5 V logic meets VIH 3.5 V at VCC = 5 V",
)
cq(
    M,
    OK,
    "qd-4d56-tm-r powered from the esp32's 3v3 with clk/dio on esp32 gpios - will it take the "
    "logic levels?",
    [QD],
    F.QD_VCC,
    F.QD_VIH33,
    note="3.3 V is inside 3.0-5.5 V and VIH is 2.3 V at VCC = 3.3 V; the red version is not "
    "the dim one",
)
cq(
    E,
    OK,
    "Can I charge a 3.2 V LiFePO4 18650 with the KCY-LFP1A from a 5 V USB power bank?",
    [KC],
    F.KC_VIN,
    F.KC_VOUT,
)
cq(
    M,
    OK,
    "lr-dmd2 on a 3s lipo (12.6v full) driving two motors that draw 1.5a each?",
    [LR],
    F.LR_VM,
    F.LR_IOUT,
    F.LR_3S,
)
cq(
    M,
    OK,
    "Can the LR-DMD2 take its logic supply and inputs straight from a Raspberry Pi's 3.3 V "
    "rail and GPIO?",
    [LR],
    F.LR_VCC,
    F.LR_VIH,
)
cq(
    H,
    OK,
    "Can one channel of the LR-DMD2, fed from a 12 V adapter, switch the KTV-12NC-G12 valve coil?",
    [LR, KT],
    F.LR_VM,
    F.LR_IOUT,
    F.KT_VCOIL,
    F.KT_I_G12,
    note="0.67 A coil current is below 2 A per channel; 12 V is inside 4.5-13.5 V",
)
cq(
    E,
    OK,
    "can the mms-mag3 go on a 5v arduino's i2c bus without a level shifter?",
    [MM],
    F.MM_VIN,
    F.MM_SDA,
)
cq(E, OK, "bae-ds12 on a 5v arduino uno, ok?", [BA], F.BA_VCC)
cq(
    M,
    OK,
    "Can the SVC-N21 run straight off a LiFePO4 cell charged by the KCY-LFP1A?",
    [SV, KC],
    F.SV_VBAT,
    F.KC_VOUT,
    note="3.6 V full charge is inside VBAT 3.1-4.2 V",
)
# ---------------------------------------------------------------- incompatible (9)
cq(
    E,
    NO,
    "can i charge a normal 3.7v li-ion 18650 with the kcy-lfp1a?",
    [KC],
    F.KC_VOUT,
    F.KC_LIION,
)
cq(
    E,
    NO,
    "Can I feed the KCY-LFP1A straight from a 12 V car adapter?",
    [KC],
    F.KC_VIN,
    F.KC_ABS,
)
cq(
    M,
    NO,
    "esp32 3v3 uart tx straight into the svc-n21 rxd pin, is that ok?",
    [SV],
    F.SV_VIH,
    F.SV_NOT33,
)
cq(
    M,
    NO,
    "Can the LR-DMD2 run its motors from a 4S LiPo pack (16.8 V when full)?",
    [LR],
    F.LR_VM,
    F.LR_VMABS,
    F.LR_3S,
)
cq(
    H,
    NO,
    "one lr-dmd2 channel for a motor that pulls 1.8a continuously, board sits in a 50c "
    "enclosure - ok?",
    [LR],
    F.LR_D50,
    F.LR_HEAD,
    note="2.0 A is the 25 °C rating; at 50 °C the derating row gives 1.6 A",
)
cq(
    E,
    NO,
    "can i run the bae-ds12 off the 3.3v pin of an esp32?",
    [BA],
    F.BA_VCC,
    F.BA_33,
)
cq(
    E,
    NO,
    "Can I power the TKE-K14-3V from the 5 V pin of an Arduino?",
    [TK],
    F.TK_VIN3,
    F.TK_ABS3,
)
cq(
    H,
    NO,
    "Can the KTV-12NC coil sit on a car's electrical system that runs at 14.4 V while "
    "the engine is charging?",
    [KT],
    F.KT_VCOIL,
    note="12 V ±10 % allows at most 13.2 V",
)
cq(
    M,
    NO,
    "Can an ESP32 (3.3 V GPIO) drive CLK and DIO of a QD-4D56-TM-R that is powered from 5 V?",
    [QD],
    F.QD_VIH5,
    note="VIH is 3.5 V min at VCC = 5 V; the 2.3 V row is for VCC = 3.3 V",
)
# ---------------------------------------------------------------- insufficient evidence (9)
cq(
    E,
    IE,
    "can i run 30 m of k-type extension wire from the furnace to the tke-k14?",
    [TK],
    note="no cable length or input filtering is specified",
)
cq(
    M,
    IE,
    "Will the BAE-DS12 work reliably in a bathroom at 90 % relative humidity?",
    [BA],
    F.BA_TOP,
    note="no operating humidity is stated",
)
cq(
    E,
    IE,
    "will the mms-mag3 give me 1 degree heading accuracy on my robot?",
    [MM],
    F.MM_HEAD,
    note="the sheet gives no heading accuracy",
)
cq(
    M,
    IE,
    "Will the KTV-12NC-G14 last one million switching cycles in a dosing machine?",
    [KT],
    F.KT_LIFE,
    note="no cycle life is given",
)
cq(
    M,
    IE,
    "svc-n21-e on a 2000mah lipo reporting every hour - will it last 5 years?",
    [SV],
    F.SV_PSM,
    note="battery life depends on network and traffic; no battery-life figure or energy per "
    "report is given",
)
cq(
    E,
    IE,
    "Is the QD-4D56-TM-R readable in direct sunlight on a bicycle?",
    [QD],
    note="only luminous intensity per segment is given; no sunlight readability",
)
cq(
    E,
    IE,
    "Is the LR-DMD2 fine on an outdoor robot that drives through rain?",
    [LR],
    note="no IP rating, coating or humidity figure is given",
)
cq(
    M,
    IE,
    "will the kcy-lfp1a charge from a usb-c pd charger through a c-to-c cable?",
    [KC],
    F.KC_VIN,
    note="the sheet does not say whether the USB-C socket has CC pull-down resistors",
)
cq(
    H,
    IE,
    "Is the SVC-N21-G certified for use on AT&T's network (PTCRB / carrier approval)?",
    [SV],
    note="only CE, FCC and IC are listed; no PTCRB or carrier approval is stated",
)
