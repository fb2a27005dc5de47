"""Compatibility questions of the forty-fourth hold-out set (28: 10 compatible,
9 incompatible, 9 insufficient_evidence, each of the latter citing the sheet's
own "not specified" line or lacking the one spec the judgment needs)."""

from __future__ import annotations

from facts import (
    GB_I,
    GB_LAM,
    GB_RELAY,
    GB_UL,
    GB_V,
    JH_BC,
    JH_I,
    JH_V,
    MB_IDD,
    MB_ISO,
    MB_VBUS,
    MBB_VDD,
    NV_24,
    NV_CABLE,
    NV_DI,
    NV_RO,
    NX_40,
    NX_AEC,
    NX_VDDIO,
    NX_VI,
    RR_CABLE,
    RR_CL01,
    RR_IL,
    RR_V5,
    RR_VIO,
    RR_VL,
    U05_I,
    U05_V,
    U12_I,
    U12_V,
    UP_24,
    UP_IN,
    X12_I,
    X12_V,
    X24_I,
    X24_V,
    XB_INRUSH,
    XB_IP,
)
from qkit import GB, JH, NV, NX, RR, Fact, join, q, unanswerable

C = "compatibility"
E, M, H = "easy", "medium", "hard"
OK, NO = "compatible", "incompatible"


def judge(
    qid: str, diff: str, question: str, devices: list[str], verdict: str, fact: Fact, note: str = ""
) -> None:
    items, evidence = fact
    q(qid, diff, C, question, devices, items, evidence, verdict, note)


def unknown(qid: str, diff: str, question: str, devices: list[str], note: str, evidence) -> None:
    unanswerable(qid, diff, C, question, devices, note, evidence)


def plus(fact: Fact, extra: list[dict]) -> Fact:
    return fact[0], fact[1] + [e for e in extra if e not in fact[1]]


# ---------------------------------------------------------------- compatible (10)
judge(
    "c-01",
    E,
    "can the hx-ups12 keep my gbd-360 glass break sensor running during a power cut?",
    ["HX-UPS12", GB],
    OK,
    join(U12_V, U12_I, GB_V, GB_I),
    "12 V ±5 % inside 9-16 VDC; 1.5 A far above 28 mA in alarm",
)
judge(
    "c-02",
    M,
    "Can an HX-UPS12 supply an XB10-012D beacon (voltage and nominal current)?",
    ["HX-UPS12", "XB10-012D"],
    OK,
    join(U12_V, U12_I, X12_V, X12_I),
    "12 V ±5 % inside 10-14 V DC; 1.5 A above 480 mA (inrush not asked)",
)
judge(
    "c-03",
    E,
    "can i run the jh4052 hub chip off the hx-ups05 5v output?",
    [JH, "HX-UPS05"],
    OK,
    join(U05_V, U05_I, JH_V, JH_I),
    "5 V ±5 % inside 4.5-5.5 V; 3 A above 92 mA typ (hub chip only)",
)
judge(
    "c-04",
    M,
    "Can the RO1 relay of an NVD-S04 switch a 24 V DC XB10-024D beacon?",
    ["NVD-S04", "XB10-024D"],
    OK,
    join(NV_RO, X24_V, X24_I),
    "30 V DC / 2 A contact vs 20-28 V DC and 240 mA",
)
judge(
    "c-05",
    E,
    "can the nvd-s +24v aux terminal power an rrs6830 io-link board (L+)?",
    [NV, RR],
    OK,
    join(NV_24, RR_VL, RR_IL),
    "24 V inside 9-36 V; 100 mA above 2 mA quiescent (+ 20 mA LDO load at most)",
)
judge(
    "c-06",
    H,
    "I want the GBD-360 alarm relay to stop an NVD-S drive: relay contact wired from the "
    "drive's +24V terminal to DI1. Are the relay rating and the DI input level compatible?",
    [GB, NV],
    OK,
    join(GB_RELAY, NV_24, NV_DI),
    "24 V below the 25 VDC relay rating; DI draws 6 mA at 24 V (< 100 mA); 24 V is a valid "
    "High (15-30 V); the +24V terminal gives 24 V",
)
judge(
    "c-07",
    M,
    "rrs6830 with current limit set to CL=01 - can C/Q drive a 24v relay coil that takes 150ma?",
    [RR],
    OK,
    RR_CL01,
    "limit 200 min / 235 typ / 270 max mA above 150 mA; CL=00 (100-145 mA) would not be",
)
judge(
    "c-08",
    E,
    "5v arduino on the rrs6830 spi pins - ok if i tie VIO to 5v?",
    [RR],
    OK,
    RR_VIO,
    "VIO 1.62-5.5 V; the application text says 5 V MCUs connect directly when VIO = 5 V",
)
judge(
    "c-09",
    M,
    "Can the VDD output of an MBT-21B supply a 5 V meter microcontroller that draws 0.5 mA?",
    ["MBT-21B"],
    OK,
    join(MBB_VDD, MB_IDD),
    "4.85-5.15 V at IDD = 0.5 mA; max 1.0 mA",
)
judge(
    "c-10",
    E,
    "xb10-024d on the 24v plc supply, mounted outside under a roof edge where ip65 is required - ok?",
    ["XB10-024D"],
    OK,
    join(X24_V, XB_IP),
    "24 V inside 20-28 V DC; IP66 covers IP65",
)

# ---------------------------------------------------------------- incompatible (9)
judge(
    "c-11",
    E,
    "can i feed the hx-ups12 from a 24v adapter?",
    ["HX-UPS12"],
    NO,
    plus(UP_IN, UP_24),
    "input 11～13 V; FAQ: above 13 V may damage it",
)
judge(
    "c-12",
    E,
    "will the gbd-360 alarm relay switch my xb10-012d strobe directly?",
    [GB, "XB10-012D"],
    NO,
    join(GB_RELAY, X12_I),
    "relay 100 mA max vs 480 mA nominal",
)
judge(
    "c-13",
    M,
    "Can the +24V auxiliary output of the NVD-S drive power an XB10-024D beacon?",
    [NV, "XB10-024D"],
    NO,
    join(NV_24, X24_I),
    "aux output max 100 mA vs 240 mA",
)
judge(
    "c-14",
    E,
    "can i run a gbd-360 off the 24v aux terminal of the nvd-s?",
    [GB, NV],
    NO,
    join(NV_24, GB_V),
    "24 V above 16 VDC max",
)
judge(
    "c-15",
    M,
    "will my 5v arduino uno fry the nxc8035 if i wire its pins straight to I/OUC, CLKIN and RSTIN?",
    [NX],
    NO,
    plus(NX_VDDIO, NX_VI),
    "host pins limited to VDDIO + 0.3 V and VDDIO is 3.6 V max, so 5 V logic exceeds the limit",
)
judge(
    "c-16",
    H,
    "The NXC8035 runs from VDDP = 3.3 V. Can it power a 5 V (class A) card that needs 50 mA?",
    [NX],
    NO,
    NX_40,
    "note: below VDDP 4.5 V a 5 V card gets only 40 mA; the 65 mA row is at VDDP = 5.0 V",
)
judge(
    "c-17",
    M,
    "Can the 5 V LDO of the RRS6830 supply the VDD5 pin of a JH4052 hub controller?",
    [RR, JH],
    NO,
    join(RR_V5, JH_V, JH_I),
    "voltage fits (4.75-5.25 within 4.5-5.5 V) but 20 mA LDO vs 92 mA typ hub current",
)
judge(
    "c-18",
    M,
    "hx-ups05 to power a xb10-012d strobe?",
    ["HX-UPS05", "XB10-012D"],
    NO,
    join(U05_V, X12_V),
    "5 V below 10-14 V DC",
)
judge(
    "c-19",
    M,
    "Is the MBT-21A suitable for an M-Bus whose master drives the bus at 48 V?",
    ["MBT-21A"],
    NO,
    MB_VBUS,
    "recommended max 42 V (abs max 50 V is not an operating value); note: do not exceed 42 V",
)

# ---------------------------------------------------------------- insufficient evidence (9)
unknown(
    "c-20",
    M,
    "Powering an XB10-012D from an HX-UPS12: will the UPS cope with the beacon's inrush "
    "current when it switches on?",
    ["HX-UPS12", "XB10-012D"],
    "beacon inrush current not stated; steady 480 mA vs 1.5 A would fit",
    XB_INRUSH,
)
unknown(
    "c-21",
    E,
    "gbd-360 on my 12v alarm panel, protecting a laminated glass shop door - will it work?",
    [GB],
    "12 V fits 9-16 VDC, but laminated glass detection is not specified",
    GB_LAM,
)
unknown(
    "c-22",
    M,
    "Can an NVD-S04 drive a 0.37 kW, 230 V pump motor at the end of a 40 m motor cable?",
    ["NVD-S04"],
    "0.37 kW within 0.4 kW, but motor cable length is not specified",
    NV_CABLE,
)
unknown(
    "c-23",
    M,
    "heat meter needs 4 kV isolation between m-bus and the electronics - ok with the mbt-21a?",
    ["MBT-21A"],
    "isolation voltage not specified",
    MB_ISO,
)
unknown(
    "c-24",
    M,
    "rrs6830 sensor on a 20 m io-link cable at com3, 24v from the master - will it work?",
    [RR],
    "24 V fits 9-36 V; cable length not specified by the RRS6830",
    RR_CABLE,
)
unknown(
    "c-25",
    E,
    "can a jh4052 hub fast charge my phone at 1.5a over bc1.2?",
    [JH],
    "BC1.2 charging downstream port mode not specified",
    JH_BC,
)
unknown(
    "c-26",
    H,
    "We need an AEC-Q100 qualified smart card interface for a car dashboard reader running "
    "from a 5 V rail. Does the NXC8035 qualify?",
    [NX],
    "5 V fits VDDP 3.0-5.5 V, but AEC-Q100 operation is not specified",
    NX_AEC,
)
unknown(
    "c-27",
    M,
    "insurance wants a ul listed glass break detector on a 12v panel. gbd-360 ok?",
    [GB],
    "12 V fits, but UL listing is not specified",
    GB_UL,
)
unknown(
    "c-28",
    H,
    "rrs6830 with CL=10 driving a 24v solenoid valve (250ma) - can i leave out the external "
    "flyback diode, will the C/Q driver absorb the inductive kick?",
    [RR],
    "current limit 300 mA min covers 250 mA, but no inductive clamp energy / demagnetisation "
    "rating is given",
    [],
)
