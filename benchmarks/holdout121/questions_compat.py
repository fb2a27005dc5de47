"""Compatibility questions of the hundred-and-twenty-first hold-out set (28: 10
compatible, 9 incompatible, 9 insufficient_evidence, each of those with one required
check the sheets do not support)."""

from __future__ import annotations

import facts as F
from qkit import GO, LQ, NC, NV, QW, SB, TD, Fact, join, q

E, M, H = "easy", "medium", "hard"
OK, NO, IE = "compatible", "incompatible", "insufficient_evidence"
N = iter(range(1, 100))


def cq(diff: str, verdict: str, text: str, devs: list[str], *facts: Fact, note: str = "") -> None:
    items, evidence = join(*facts) if facts else ([], [])
    if verdict == IE:
        items = []
    q("c", next(N), diff, "compatibility", text, devs, items, evidence, verdict, note)


# ---------------------------------------------------------------- compatible (10)
cq(
    E,
    OK,
    "lqe9408 with a2..a0 tied low and a gom-96 on one esp32 i2c bus at 3v3 - will they get along?",
    [LQ, GO],
    F.LQ_VCC,
    F.LQ_ADDR_LLL,
    F.GO_VCC,
    F.GO_ADDR_DEF,
    note="0x20 vs 0x3C; both run at 3.3 V",
)
cq(
    M,
    OK,
    "Can an NVG-72 (DDC port) and an LQE9408A with A2, A1 and A0 all tied high share a "
    "Raspberry Pi's 3.3 V I²C bus?",
    [NV, "LQE9408A"],
    F.NV_VCC,
    F.NV_ADDR,
    F.LQ_VCC,
    F.LQ_ADDR_A_HHH,
    note="0x42 vs 0x3F; 3.3 V within 2.7-3.6 V and 1.65-5.5 V",
)
cq(
    E,
    OK,
    "lqe9408 powered at 3v3 reading 5v signals on its p-port inputs - ok?",
    [LQ],
    F.LQ_VCC,
    F.LQ_5V,
)
cq(
    E,
    OK,
    "Can I connect the NCM-4120 to a 5 V Arduino Uno, powered from the Uno's 5 V pin, with TX "
    "and RX wired directly?",
    [NC],
    F.NC_VIN,
    F.NC_RXD,
    F.NC_ARDUINO,
)
cq(
    H,
    OK,
    "An ESP32 drives a TDR-2J05 with the JD-VCC jumper removed, VCC from the ESP32's 3.3 V pin "
    "and JD-VCC from 5 V. Will the relays switch on and off properly?",
    [TD],
    F.TD_VCC,
    F.TD_COILV,
    F.TD_33FIX,
    note="the sheet's own fix for 3.3 V boards; with VCC on 5 V the answer would be no",
)
cq(
    E,
    OK,
    "tdr-2j12 on a 12v adapter switching a 2 kw 230v heater - ok?",
    ["TDR-2J12"],
    F.TD_COILV12,
    F.TD_CONTACT,
    F.TD_HEATER,
    note="8.7 A under the 10 A resistive rating",
)
cq(
    E,
    OK,
    "sbm-409 from a 1s lipo (3.0-4.2v) to make 5v for an arduino nano drawing 200 ma?",
    [SB],
    F.SB_VIN,
    F.SB_VOUT,
    F.SB_I375,
    note="input 3.0-30 V covers the cell; 5 V is the bottom of the output range; 1.2 A at "
    "3.7 V -> 5 V",
)
cq(
    H,
    OK,
    "Can the SBM-409 make 12 V at 0.5 A for a router from a 5 V USB power bank rated 2.1 A?",
    [SB],
    F.SB_VIN,
    F.SB_VOUT,
    F.SB_I512,
    note="1.0 A available at 5 V -> 12 V; with 89 % efficiency 6 W out needs about 1.35 A from "
    "the bank, under 2.1 A",
)
cq(
    E,
    OK,
    "cr2032 coin cell on the nvg-72's v_bckp pin so it keeps hot starts?",
    [NV],
    F.NV_VCC,
    F.NV_BCKPV,
    F.NV_BCKPI,
    F.NV_BCKNOTE,
    note="3.0 V within 1.65-3.6 V; the sheet names a lithium coin cell; 15 uA backup current",
)
cq(
    M,
    OK,
    "Can a TCQ3855K powered from an ESP32's 3.3 V rail measure a pottery kiln firing to 900 °C?",
    ["TCQ3855K"],
    F.TC_VCC,
    F.TC_RANGEK,
)
# ---------------------------------------------------------------- incompatible (9)
cq(
    E,
    NO,
    "ncm-4120 outdoors in a weather station at -20c in winter?",
    [NC],
    F.NC_TOPR,
    note="0 ... +50 C within specification, -10 ... +60 C operational; -20 C is outside both",
)
cq(
    H,
    NO,
    "An LQE9408A with A2 tied high and A1, A0 tied low sits on the same I²C bus as a GOM-96 "
    "at its shipped address. Is there a conflict?",
    ["LQE9408A", GO],
    F.LQ_ADDR_A_HLL,
    F.GO_ADDR_DEF,
    note="both answer at 0x3C; moving the GOM-96 resistor to 0x3D or changing A2..A0 fixes it",
)
cq(
    E,
    NO,
    "esp32 gpio (3.3v) driving tdr-2j05 in1/in2 with vcc and jd-vcc both on 5v?",
    [TD],
    F.TD_VCC,
    F.TD_33,
    note="the relay may not release; the fix is VCC from 3.3 V and JD-VCC from 5 V",
)
cq(
    M,
    NO,
    "gom-96 on 2 x aa cells (3 v fresh, about 2 v when flat)?",
    [GO],
    F.GO_VCC,
    note="3.0 V minimum: the pack is at or below it from the start and far below it for most of "
    "its discharge",
)
cq(
    E,
    NO,
    "sbm-409 to get a steady 12v from a car battery (14.4v with the engine running)?",
    [SB],
    F.SB_VIN,
    F.SB_VOUT,
    F.SB_CAR,
)
cq(
    E,
    NO,
    "Will the SBM-409D run from a single Li-ion cell (3.0–4.2 V)?",
    ["SBM-409D"],
    F.SB_VIN_D,
    F.SB_LIION,
)
cq(
    E,
    NO,
    "nvg-72 uart wired straight to a 5v arduino uno, no level shifter?",
    [NV],
    F.NV_VCC,
    F.NV_5V,
)
cq(
    M,
    NO,
    "Can a TCQ3855T measure the temperature of a pizza oven at 450 °C?",
    ["TCQ3855T"],
    F.TC_RANGET,
    note="type T version ends at +400 C; the TCQ3855K would cover it",
)
cq(
    M,
    NO,
    "qwa7124 on the same i2c bus as an lqe9408, both on an esp32 at 3v3?",
    [QW, LQ],
    F.QW_VDD,
    F.LQ_VCC,
    F.QW_NOTI2C,
    note="supplies fit, but the QWA7124 has a 2-wire interface that is not I2C and cannot "
    "share a bus",
)
# ---------------------------------------------------------------- insufficient evidence (9)
cq(
    H,
    IE,
    "Can the NVG-72 keep a position fix on a high-altitude balloon at 35 km?",
    [NV],
    note="no altitude, velocity or dynamics limits are given",
)
cq(
    E,
    IE,
    "tdr-2j12 in a car with jd-vcc straight from the 12v battery (14.4v while driving)?",
    ["TDR-2J12"],
    F.TD_COILV12,
    F.TD_PULLIN,
    note="only the nominal 12 V and the pull-in voltage are given; no maximum coil voltage",
)
cq(
    M,
    IE,
    "Can a TDR-2J05 relay switch a 230 V LED driver whose inrush current peaks at 60 A?",
    [TD],
    F.TD_CONTACT,
    note="the steady current would fit the 10 A rating; no inrush or surge rating is given",
)
cq(
    E,
    IE,
    "tcq3855k with a 20 m thermocouple extension cable - any problem?",
    ["TCQ3855K"],
    note="no lead length, lead resistance or input-impedance limit is given",
)
cq(
    M,
    IE,
    "Will a QWA7124 hold 0.01 % of full scale over 0 to 50 °C ambient in a kitchen scale?",
    [QW],
    note="no offset or gain drift is given",
)
cq(
    E,
    IE,
    "two sbm-409 boards in parallel to get 2 a at 24 v?",
    [SB],
    note="parallel operation or current sharing is not covered",
)
cq(
    M,
    IE,
    "Will an NCM-4120-5K still be within ±50 ppm after five years in a bedroom with ABC on?",
    ["NCM-4120-5K"],
    F.NC_ABC,
    note="no long-term drift figure; 'expected life > 15 years' is not an accuracy statement",
)
cq(
    M,
    IE,
    "A Raspberry Pi keeps its I²C bus running while an LQE9408 on that bus is unpowered. Is "
    "that safe for the LQE9408 and does the bus keep working?",
    [LQ],
    note="powered-off behaviour (Ioff, back-powering through SDA / SCL) is not given",
)
cq(
    E,
    IE,
    "gom-96w readable in direct sunlight on a bike computer?",
    ["GOM-96W"],
    note="no luminance or contrast figure; the half-life in hours is a look-alike",
)
