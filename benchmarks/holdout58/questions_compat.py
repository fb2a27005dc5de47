"""Compatibility questions of the fifty-eighth hold-out set (28: 10 compatible, 9
incompatible, 9 insufficient_evidence, each of those with one required check the
sheets do not support)."""

from __future__ import annotations

from facts import (
    DS_ICALL_A,
    DS_LOCK,
    DS_TOP_V,
    DS_VBUS,
    DX_RELAY,
    DX_STRIKE_DC,
    DX_STRIKE_POE,
    DX_TOP,
    DX_VDC,
    GD_ACC_12,
    GD_ACC_24,
    GD_IMOT_24,
    GD_PULLUP,
    GD_VABS_24,
    GD_VIL,
    GD_VMOT_24,
    KN_TOP,
    KN_VB,
    KS_FAQ_ACC,
    KS_ION_12,
    KS_RELAY,
    KS_VIN_5,
    KS_VIN_12,
    SM_IOUT,
    SM_PMOT,
    SM_RADIO,
    SM_VIN,
    TH_ALARM,
    TH_BAUD,
    TH_LIMIT,
    TH_NO240,
    TH_RELAY,
    TH_VIN,
    ZY_EN,
    ZY_EN_ABS,
    ZY_IWORK_H,
    ZY_VIN,
)
from qkit import DS, DX, GD, KN, KS, SM, TH, ZY, Fact, ev, join, q

E, M, H = "easy", "medium", "hard"
OK, NO, IE = "compatible", "incompatible", "insufficient_evidence"
N = iter(range(1, 100))


def cq(diff: str, verdict: str, text: str, devs: list[str], *facts: Fact, note: str = "") -> None:
    items, evidence = join(*facts) if facts else ([], [])
    if verdict == IE:
        items = []
    q(f"c-{next(N):02d}", diff, "compatibility", text, devs, items, evidence, verdict, note)


def only(fact: Fact, index: int) -> Fact:
    return [fact[0][index]], fact[1]


# ---------------------------------------------------------------- compatible (10)
cq(
    M,
    OK,
    "can i power the ksy-gd2-12 wifi module from the 24 v accessory output of my gdc-450-24?",
    [KS, GD],
    GD_ACC_24,
    KS_VIN_12,
    KS_ION_12,
    KS_FAQ_ACC,
    note="24 V is the top of 9 ... 24 V; 65 mA (relay on) within 100 mA.",
)
cq(
    M,
    OK,
    "If I wire the KSY-GD2 relay contact across the GDC-450 wall button input PB1 and COM, "
    "is the relay rating fine for that input?",
    [KS, GD],
    KS_RELAY,
    GD_VIL,
    GD_PULLUP,
    note="PB1 is pulled up to 5 V internally; a closed dry contact pulls it below 0.8 V.",
)
cq(
    E,
    OK,
    "will a 12v car battery sitting at 12.6 v run the kn-e300?",
    [KN],
    KN_VB,
)
cq(
    E,
    OK,
    "Can the DS-72 lock output drive a 12 V DC electric strike that draws 250 mA?",
    [DS],
    DS_LOCK,
)
cq(
    H,
    OK,
    "DSX-10 powered from a 12 V DC supply (not PoE): can its strike output run a 12 V DC "
    "strike drawing 450 mA?",
    [DX],
    DX_VDC,
    DX_STRIKE_DC,
    note="500 mA on 12 V DC; on PoE the limit would be 300 mA.",
)
cq(
    E,
    OK,
    "thc-120 with a 1000 w 120v stock tank de-icer, ok?",
    [TH],
    TH_VIN,
    TH_RELAY,
    TH_LIMIT,
    note="8.3 A, under the 15 A relay and the 1500 W cord limit.",
)
cq(
    M,
    OK,
    "Can the THC-120 alarm output sink a 12 V DC buzzer that draws 30 mA?",
    [TH],
    TH_ALARM,
)
cq(
    M,
    OK,
    "esp32 3v3 gpio straight into the zy-ef05 EN pin, will that switch it on and off ok?",
    [ZY],
    ZY_EN,
    ZY_EN_ABS,
)
cq(
    E,
    OK,
    "Can the SMC-230 run a 120 W, 230 V AC roller shutter motor?",
    [SM],
    SM_VIN,
    SM_IOUT,
    SM_PMOT,
    note="About 0.5 A, within 1.5 A and 300 W.",
)
cq(
    H,
    OK,
    "I want the DSX-10 door station's relay to open my garage: its NO/COM contact goes across "
    "the GDC-450 wall button input (PB1 to COM). Is the relay suitable for that input?",
    [DX, GD],
    DX_RELAY,
    GD_VIL,
    GD_PULLUP,
    note="PB1 is a 5 V pulled-up input; the 30 V DC / 2 A dry contact covers it.",
)

# ---------------------------------------------------------------- incompatible (9)
cq(
    E,
    NO,
    "can the ds-72 lock output run a 12 v strike that pulls 500 ma?",
    [DS],
    DS_LOCK,
    note="300 mA max; the sheet sends larger strikes to the auxiliary relay.",
)
cq(
    M,
    NO,
    "dsx-10 on poe, 12 v strike drawing 450 ma off the strike output - ok?",
    [DX],
    DX_STRIKE_POE,
    note="300 mA on PoE; 500 mA only on 12 V DC.",
)
cq(
    E,
    NO,
    "Can I use the THC-120 with a 1500 W, 240 V tank heater?",
    [TH],
    TH_VIN,
    TH_NO240,
)
cq(
    H,
    NO,
    "Can the THC-120 switch an 1800 W, 120 V AC trough heater continuously?",
    [TH],
    TH_RELAY,
    TH_LIMIT,
    note="15 A at 120 V is the relay rating, but the cord and plug limit the heater to 1500 W.",
)
cq(
    M,
    NO,
    "smc-230 with a 400 w 230v awning motor, will it cope?",
    [SM],
    SM_IOUT,
    SM_PMOT,
    note="1.7 A and 400 W exceed 1.5 A / 300 W.",
)
cq(
    M,
    NO,
    "Is the KN-E300 fine in an unheated barn that gets down to -15 °C?",
    [KN],
    KN_TOP,
    note="Recommended -10 ... +40 °C; the absolute maximum -20 ... +50 °C is no operating range.",
)
cq(
    M,
    NO,
    "can i run the gdc-450-24 from a 36v e-bike battery (42 v when full)?",
    [GD],
    GD_VMOT_24,
    GD_VABS_24,
)
cq(
    H,
    NO,
    "the usb version of the wifi garage module (ksy-gd2-5) - can i feed it from the 12 v "
    "accessory terminal of my gdc-450-12?",
    [KS, GD],
    KS_VIN_5,
    GD_ACC_12,
)
cq(
    H,
    NO,
    "Will the DS-72V video door station work on a north wall where winter nights reach -20 °C?",
    [DS],
    DS_TOP_V,
    note="The DS-72A (-25 °C) would; the DS-72V camera limit is -15 °C.",
)

# ---------------------------------------------------------------- insufficient evidence (9)
cq(
    M,
    IE,
    "KN-E300 on a 12 V battery: will it keep a 2 km single-wire fence with heavy weeds "
    "electrified?",
    [KN],
    KN_VB,
    ([], [ev(KN, 1, "Fence length（1 wire, no weeds） 3km 2km")]),
    note="Supply fine; fence length only without weeds (3 km), nothing for weeds.",
)
cq(
    M,
    IE,
    "DSX-10 on PoE with a 12 V 200 mA strike, mounted at a seafront gate with salt spray - "
    "good to go?",
    [DX],
    DX_STRIKE_POE,
    DX_TOP,
    note="Strike current fine; no salt-spray / corrosion rating.",
)
cq(
    E,
    IE,
    "can i put 4 ds-72v stations on one vocetta bus?",
    [DS],
    DS_VBUS,
    DS_ICALL_A,
    note="The power unit and the number of stations per bus are not in the sheet.",
)
cq(
    E,
    IE,
    "THC-120M talking Modbus at 9600 bps to the farm PLC over a 1200 m RS-485 cable: will "
    "the link work?",
    [TH],
    TH_BAUD,
    note="Baud rate stated; no cable length or RS-485 driver data.",
)
cq(
    E,
    IE,
    "will the smc-230z pair with my philips hue bridge?",
    [SM],
    SM_RADIO,
    note="Zigbee 3.0 stated; hub compatibility not stated.",
)
cq(
    M,
    IE,
    "ZY-EF05H on 12 V: is its pulse strong enough to keep horses in along a 2 km fence?",
    [ZY],
    ZY_VIN,
    ZY_IWORK_H,
    note="Supply fine; no fence length or animal suitability.",
)
cq(
    H,
    IE,
    "GDC-450-24 on a 24 V, 150 W operator whose sectional door weighs 90 kg - is the board up "
    "to it?",
    [GD],
    GD_VMOT_24,
    GD_IMOT_24,
    ([], [ev(GD, 2, "weight and spring balance are the responsibility of the installer.")]),
    note="6.3 A within 7.5 A; door weight not rated.",
)
cq(
    E,
    IE,
    "will the ksy-gd2 reach my router 25 m away through two walls?",
    [KS],
    ([], [ev(KS, 2, "A：Depends on the router, no value is given.")]),
)
cq(
    H,
    IE,
    "Can the THC-120 alarm output drive the KSY-GD2 door sensor input (S+ / S-) so I get a "
    "phone alert when the tank freezes?",
    [TH, KS],
    TH_ALARM,
    ([], [ev(KS, 1, "・Door sensor input：dry contact（reed switch, 2m cable）")]),
    note="The sensor input's voltage and current are not given, nor whether an "
    "open-collector output may replace the reed switch.",
)
