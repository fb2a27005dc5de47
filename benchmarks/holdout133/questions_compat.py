"""Compatibility questions of the hundred-and-thirty-third hold-out set (28: 10
compatible, 9 incompatible, 9 insufficient_evidence, each of those with one required
check the sheets do not support)."""

from __future__ import annotations

import facts as F
from qkit import BT, BV, LB, ML, MP, VK, XD, Fact, join, q

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
    "qrm-24s powered from an esp32's 3v3 pin, spi wired straight to the esp32 gpios - ok?",
    ["QRM-24S"],
    F.QR_VCC_S,
    note="3.3 V within 1.9-3.6 V; 3.3 V logic on both sides",
)
cq(
    M,
    OK,
    "Can a QRM-24S run directly from two AA alkaline cells in series (about 3.2 V when new, "
    "down to 2.0 V when flat)?",
    ["QRM-24S"],
    F.QR_VCC_S,
    note="2.0-3.2 V lies inside 1.9-3.6 V; the QRM-24PA (3.0 V minimum) would not be",
)
cq(
    E,
    OK,
    "mla6304 powered straight from a 1s lipo (3.0-4.2v) - within spec?",
    [ML],
    F.ML_VDD,
)
cq(
    M,
    OK,
    "Can a BVU-502 on a single 18650 cell (3.0-4.2 V) run a 5 V LED strip that draws 0.8 A over "
    "the whole discharge of the cell?",
    [BV],
    F.BV_VBAT,
    F.BV_ITABLE,
    note="worst case is the 3.0 V row: 1.0 A >= 0.8 A",
)
cq(
    E,
    OK,
    "two bta1750 on one esp32 i2c bus at 3v3, one with add0 to gnd and one with add0 to vdd - "
    "any address clash?",
    [BT],
    F.BT_VDD,
    F.BT_ADDR,
    note="0x48 and 0x49",
)
cq(
    E,
    OK,
    "Can a QRM-24S and a BTA1750 both be powered from an ESP32's 3.3 V rail?",
    ["QRM-24S", BT],
    F.QR_VCC_S,
    F.BT_VDD,
    note="3.3 V within 1.9-3.6 V and 1.4-3.6 V",
)
cq(
    E,
    OK,
    "xdh8874 on a 12v 2a adapter driving a 12v motor that draws 1.5a continuously - ok?",
    [XD],
    F.XD_VM,
    F.XD_IRMS,
    note="12 V within 4.5-37 V; 1.5 A below 2.1 A RMS at 25 C",
)
cq(
    M,
    OK,
    "vkr-15 on an esp32 (+ pin on 3v3) in an outdoor control box that gets down to -20 c in "
    "winter - ok?",
    ["VKR-15"],
    F.VK_VCC,
    F.VK_TOPR15,
    F.VK_3V3NOTE,
    note="the VKR-15 column reaches -20 C; the VKR-20 (-10 C) would not",
)
cq(
    M,
    OK,
    "Can the 5.1 V USB output of a BVU-502 power an LBF-330W fingerprint module?",
    [BV, "LBF-330W"],
    F.BV_VOUT,
    F.LB_VCC_W,
    F.LB_ICC_W,
    F.LB_PEAK_W,
    note="5.00-5.20 V within 4.2-6.0 V; 90 mA peak far below 1.0-2.0 A",
)
cq(
    H,
    OK,
    "A 5.000 V MPR4050 on a car battery (12.0 V resting, up to 14.4 V while charging) through a "
    "2.2 kohm resistor, with no load: does its cathode current stay inside the operating range?",
    [MP],
    F.MP_IRMIN50,
    F.MP_IRMAX,
    note="(12.0 - 5) / 2.2 kOhm = 3.2 mA and (14.4 - 5) / 2.2 kOhm = 4.3 mA, between IRMIN 80 uA "
    "max and IRMAX 15 mA (computed, not printed)",
)
# ---------------------------------------------------------------- incompatible (9)
cq(
    E,
    NO,
    "Can I connect the QRM-24S's VCC pin to the 5 V pin of an Arduino Uno?",
    ["QRM-24S"],
    F.QR_VCC_S,
    F.QR_ABS,
    F.QR_NEVER5,
    note="5 V is above the 3.6 V maximum and the 3.9 V absolute maximum; the 5 V tolerant SPI inputs "
    "are a trap",
)
cq(
    M,
    NO,
    "qrm-24pa powered from the 3.3v pin of an arduino nano - is that enough?",
    ["QRM-24PA"],
    F.QR_TX_PA,
    F.QR_NANO,
)
cq(
    M,
    NO,
    "mla6304 running on 3v3, buffering a 0-5v sensor output directly - ok?",
    [ML],
    F.ML_CM_ALL,
    F.ML_5VNOTE,
    note="common-mode range at VDD = 3.3 V ends at 3.6 V",
)
cq(
    E,
    NO,
    "can a bvu-502 power a raspberry pi 4 that needs 5.1v at 3a?",
    [BV],
    F.BV_ITABLE,
)
cq(
    H,
    NO,
    "I want a BVU-502C to keep an ESP32 powered around the clock; the ESP32 sleeps most of the "
    "time and averages 10 mA. Will the output stay on?",
    ["BVU-502C"],
    F.BV_AUTOOFF,
    note="a load below 45 mA for 32 s switches the BVU-502C off; only the BVU-502 stays on",
)
cq(
    E,
    NO,
    "bta1750 on a 5v arduino uno with the i2c pull-ups to 5v?",
    [BT],
    F.BT_VDD,
    F.BT_ABS_IO,
    F.BT_NOT5V,
)
cq(
    M,
    NO,
    "Can I feed the XDH8874's VM from the 5.1 V USB output of a BVU-502 to run a 5 V motor that "
    "draws 2.5 A?",
    [XD, BV],
    F.XD_VM,
    F.XD_IRMS,
    F.BV_VOUT,
    F.BV_ITABLE,
    note="5.1 V is a valid VM, but 2.5 A exceeds the BVU-502's 2.0 A and the XDH8874's 2.1 A",
)
cq(
    E,
    NO,
    "lbf-330 tx/rx wired straight to a 5v arduino uno?",
    [LB],
    F.LB_RX,
    F.LB_NOT5V,
)
cq(
    M,
    NO,
    "A 2.500 V MPR4050 fed from a 3.3 V rail through 4.7 kohm has to supply a 0.5 mA load. Will it "
    "stay in regulation?",
    [MP],
    F.MP_VR25,
    F.MP_IRMIN25,
    F.MP_RS,
    note="(3.3 - 2.5) / 4.7 kOhm = 0.17 mA < 0.5 mA + 60 uA (computed, not printed)",
)
# ---------------------------------------------------------------- insufficient evidence (9)
cq(
    M,
    IE,
    "qrm-24s on a cr2032 coin cell, sending one packet a minute - will the cell cope with it?",
    ["QRM-24S"],
    F.QR_VCC_S,
    note="3.0 V is in range, but no sheet gives the coin cell's pulse-current capability for the "
    "14-16 mA bursts",
)
cq(
    M,
    IE,
    "Will the MLA6304 stay stable as a unity-gain buffer driving 1 nF of cable capacitance?",
    [ML],
    note="no capacitive-load limit or stability statement; 'unity-gain stable' and the 62 degree "
    "phase margin are for the stated test load",
)
cq(
    E,
    IE,
    "Can the BVU-502C work as a UPS for a Pi Zero, charging from USB-C while it powers the Pi?",
    ["BVU-502C"],
    F.BV_USBC,
    note="charger and output are specified, but nothing says whether the output stays on while "
    "charging (pass-through)",
)
cq(
    E,
    IE,
    "bta1750 at the end of a 10 m cable on the i2c bus - will it still work?",
    [BT],
    note="no bus-capacitance or cable-length figure",
)
cq(
    M,
    IE,
    "Can I parallel two XDH8874 H-bridges to drive a motor that needs 4 A?",
    [XD],
    F.XD_IRMS,
    note="2.1 A each is given; nothing says whether two devices may be paralleled",
)
cq(
    E,
    IE,
    "is the vkr-20 light enough to spin as a jog wheel? i need a turning torque under 5 mn·m",
    [VK],
    F.VK_VCC,
    note="supply and life are given, but no rotational or detent torque",
)
cq(
    E,
    IE,
    "lbf-330 mounted outdoors at a gate in direct sunlight - will it still read fingers?",
    [LB],
    F.LB_TOPR,
    note="temperature range given, but nothing about ambient light or sunlight",
)
cq(
    M,
    IE,
    "Is a 2.500 V MPR4050 stable with a 10 uF ceramic capacitor connected directly across it?",
    [MP],
    note="no capacitive-load or stability statement",
)
cq(
    H,
    IE,
    "bvu-502 (boost-only version) left in a car in summer, up to 55 c inside - ok to run it there?",
    [BV],
    F.BV_CHGTEMP,
    note="only the BVU-502C's charging range (0-45 C) is printed; no operating temperature for the "
    "boost output",
)
