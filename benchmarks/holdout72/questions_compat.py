"""Compatibility questions of the seventy-second hold-out set (28: 10 compatible, 9
incompatible, 9 insufficient_evidence, each of those with one required check the
sheets do not support)."""

from __future__ import annotations

import facts as F
from qkit import AQ, EP, GN, LX, OP, QD, TR, VN, Fact, join, q

E, M, H = "easy", "medium", "hard"
OK, NO, IE = "compatible", "incompatible", "insufficient_evidence"
N = iter(range(1, 100))


def cq(diff: str, verdict: str, text: str, devs: list[str], *facts: Fact, note: str = "") -> None:
    items, evidence = join(*facts) if facts else ([], [])
    if verdict == IE:
        items = []
    q(f"c-{next(N):02d}", diff, "compatibility", text, devs, items, evidence, verdict, note)


# ---------------------------------------------------------------- compatible (10)
cq(E, OK, "will the lxh2217 run off an esp32's 3v3 pin?", [LX], F.LX_VDD)
cq(E, OK, "Can I power the TRS-1143 Hall switch from a 12 V adapter?", [TR], F.TR_VDD)
cq(E, OK, "can i run the vn-md2a motors from a 2s lipo?", [VN], F.VN_VM, F.VN_2S)
cq(
    M,
    OK,
    "Can the VN-MD2A-HC drive a motor that pulls 3 A continuously, without a heatsink?",
    ["VN-MD2A-HC"],
    F.VN_I_HC,
    note="the standard VN-MD2A (2.0 A) would not",
)
cq(
    M,
    OK,
    "vn-md2a logic on 5v, but the in1..in4 pins driven from a 3v3 esp32 - will it switch?",
    [VN],
    F.VN_VCC,
    F.VN_VIH,
)
cq(E, OK, "does the epm-290 work with a 5v arduino uno?", [EP], F.EP_VCC, F.EP_5V)
cq(
    M,
    OK,
    "Can the QDA4712 run from a 5 V Arduino supply and sit on its I2C bus at 400 kHz?",
    [QD],
    F.QD_VDD,
    F.QD_SCL_FAST,
)
cq(
    M,
    OK,
    "Can I power the GNM-10Q from a Raspberry Pi's 3.3 V pin and wire its UART to the Pi's GPIO?",
    [GN],
    F.GN_VCC,
    F.GN_VIO,
)
cq(
    H,
    OK,
    "Can an LXH2217 and a QDA4712 share one 3.3 V I2C bus without an address clash?",
    [LX, QD],
    F.LX_VDD,
    F.QD_VDD,
    F.LX_ADDR_A,
    F.QD_ADDR,
)
cq(
    H,
    OK,
    "opi-4-24 between a 24v proximity sensor and an esp32, vcc2 from the esp32 3v3 pin - ok?",
    ["OPI-4-24"],
    F.OP_ON24,
    F.OP_VCC2,
    F.OP_ESP32,
)
# ---------------------------------------------------------------- incompatible (9)
cq(
    E,
    NO,
    "can i wire the lxh2217 sda/scl straight to a 5v arduino uno with the pull-ups to 5v?",
    [LX],
    F.LX_VIO,
    F.LX_NO5V,
)
cq(
    E,
    NO,
    "Can I run the VN-MD2A straight from a 36 V e-bike battery?",
    [VN],
    F.VN_VM,
    F.VN_ABS,
)
cq(
    M,
    NO,
    "Can the standard VN-MD2A (not the HC) run a motor drawing 3 A continuously?",
    [VN],
    F.VN_I_STD,
)
cq(E, NO, "gnm-10q straight off an arduino uno's 5v pin?", [GN], F.GN_VCC, F.GN_ABS)
cq(
    M,
    NO,
    "Can the AQF-20's pulse wire go straight into an ESP32 GPIO when the sensor runs from 12 V?",
    [AQ],
    F.AQ_VCC,
    F.AQ_12VPULSE,
)
cq(
    M,
    NO,
    "epm-290 as a greenhouse display at about 85% humidity - ok?",
    [EP],
    F.EP_HUM,
)
cq(
    H,
    NO,
    "Can the EPM-290R show a clock that updates once a second?",
    ["EPM-290R"],
    F.EP_REFRESH_R,
    F.EP_NOPARTIAL,
    note="15 s full refresh, no partial refresh, minimum refresh interval 180 s",
)
cq(
    M,
    NO,
    "can an opi-4 output switch a 24v relay coil that draws 80 ma directly?",
    [OP],
    F.OP_IOUT,
)
cq(E, NO, "4 x aa alkaline pack (about 6 v) straight into the qda4712 vdd?", [QD], F.QD_VDD)
# ---------------------------------------------------------------- insufficient evidence (9)
cq(
    E,
    IE,
    "lxh2217 in an outdoor box at 90% humidity on a 3v3 rail, ok?",
    [LX],
    F.LX_VDD,
    note="supply fits; no humidity rating in the sheet",
)
cq(
    M,
    IE,
    "Will a TRS-1143B detect a fridge-door magnet 15 mm away?",
    ["TRS-1143B"],
    note="BOP 9.0-17.5 mT is stated; the magnet's field at 15 mm is not",
)
cq(
    E,
    IE,
    "Is the VN-MD2A waterproof enough for a robot boat running off a 12 V battery?",
    [VN],
    F.VN_VM,
    note="12 V fits VM; no IP rating or moisture statement",
)
cq(
    M,
    IE,
    "gnm-10q on a 3v3 rail in a model rocket pulling 15 g - will it keep its fix?",
    [GN],
    F.GN_VCC,
    note="supply fits; no dynamics or acceleration limit stated",
)
cq(
    M,
    IE,
    "Will the EPM-290 survive one full refresh every minute for five years?",
    [EP],
    note="no refresh endurance stated",
)
cq(
    E,
    IE,
    "Is the QDA4712 quiet enough for an audio path that needs under 100 nV/sqrt(Hz) output noise?",
    [QD],
    note="no noise figure stated",
)
cq(
    H,
    IE,
    "aqf-20s on a 5v arduino, garden hose at 20 l/min - will it last 5 years outdoors?",
    ["AQF-20S"],
    F.AQ_VCC,
    F.note(AQ, 2, "No life figure is published; grit wears the rotor shaft, so fit a strainer."),
    note="supply and flow fit; the FAQ says no life figure is published",
)
cq(
    M,
    IE,
    "Can an ESP32 GPIO drive an OPI-4-05 input over a 10 m cable, with the board meeting 1 kV "
    "surge immunity (IEC 61000-4-5)?",
    ["OPI-4-05"],
    F.OP_ON05,
    note="3.3 V clears the 2.4 V ON level; no surge immunity is stated",
)
cq(
    H,
    IE,
    "Can the GNM-10QA power a 3.3 V active antenna drawing 20 mA that has 28 dB of LNA gain?",
    ["GNM-10QA"],
    F.GN_RF,
    note="the 50 mA antenna supply fits; no allowed antenna gain range is stated",
)
