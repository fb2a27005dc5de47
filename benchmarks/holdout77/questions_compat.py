"""Compatibility questions of the seventy-seventh hold-out set (28: 10 compatible, 9
incompatible, 9 insufficient_evidence, each of those with one required check the
sheets do not support)."""

from __future__ import annotations

import facts as F
from qkit import AX, HK, LA, LX, PD, QG, YM, ZN, Fact, join, q

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
    "will my 5v arduino uno power the axm-ba5 and talk i2c to it directly?",
    [AX],
    F.AX_VIN5,
    F.AX_LOGIC5,
    note="3.0 - 5.5 V and the bus is translated to VIN",
)
cq(E, OK, "Can the QGS9930 run from the 3.3 V pin of an ESP32 dev board?", [QG], F.QG_VDD)
cq(E, OK, "can i power the zn-p532m from a 5v usb power bank?", [ZN], F.ZN_VCC)
cq(E, OK, "Will the HKF6015B12M run from a 12 V wall adapter?", [HK], F.HK_V_M)
cq(
    H,
    OK,
    "Can an LX2033-33G3 (SOT-223) make 3.3 V from a 5 V USB rail for an ESP32 board that peaks "
    "at 450 mA?",
    [LX],
    F.LX_VIN,
    F.LX_IOUT_G3,
    F.LX_PD_G3,
    note="500 mA for SOT-89-3 / SOT-223; (5 - 3.3) V x 0.45 A = 0.77 W < 1.11 W",
)
cq(M, OK, "3 aa alkaline cells (4.5v) to run the ym-mp3s - fine?", [YM], F.YM_VCC)
cq(
    M,
    OK,
    "Can an ESP32 read the HKF6015 tach wire if I pull it up to 3.3 V?",
    [HK],
    F.HK_TACH,
    F.HK_TACH_VP,
    note="open collector, no internal pull-up; the sheet suggests 10 kOhm to 3.3 V or 5 V",
)
cq(E, OK, "pd-10a on the 5v pin of an arduino uno - supply ok?", [PD], F.PD_VCC)
cq(
    H,
    OK,
    "Can the QGS9930 and an AXM-BA5L share one 3.3 V I2C bus running at 400 kHz?",
    [QG, AX],
    F.QG_VDD,
    F.AX_VINL,
    F.QG_SCL,
    F.AX_SCLL,
    F.QG_ADDR,
    F.AX_ADDR,
    note="0x39 vs 0x77 / 0x76: no address clash",
)
cq(
    M,
    OK,
    "hl-la12 off a 12v car battery with the engine off - ok?",
    [LA],
    F.LA_V,
    note="12 V ±10 %; a resting battery is about 12.6 V",
)
# ---------------------------------------------------------------- incompatible (9)
cq(
    E,
    NO,
    "can i run the axm-ba5l straight off the 5v pin of an arduino?",
    [AX],
    F.AX_VINL,
    F.AX_ABSL,
    note="AXM-BA5L max 3.6 V, absolute 4.25 V; the AXM-BA5 would be the right variant",
)
cq(E, NO, "Can I feed the QGS9930's VDD from 5 V?", [QG], F.QG_VDD, F.QG_ABS)
cq(
    M,
    NO,
    "zn-p532m in spi mode wired straight to a 5v arduino uno, no level shifter - ok?",
    [ZN],
    F.ZN_PIN_ABS,
    F.ZN_VIH,
    F.ZN_NOT5V,
)
cq(
    M,
    NO,
    "Will the HKF6015B12H run from a 2S LiPo (7.4 V)?",
    [HK],
    F.HK_V_H,
    note="the H model needs 9.0 V (starting 8.0 V); L / M would run",
)
cq(E, NO, "ym-mp3s straight off a 2s lipo?", [YM], F.YM_VCC, F.YM_ABS)
cq(
    H,
    NO,
    "Can I put the AXM-BA5 and the ZN-P532M (in I2C mode) on the same 5 V Arduino Uno I2C bus?",
    [AX, ZN],
    F.AX_VIN5,
    F.AX_LOGIC5,
    F.ZN_PIN_ABS,
    F.ZN_NOT5V,
    note="the AXM-BA5 is fine, but the ZN-P532M pins are limited to 3.6 V",
)
cq(
    M,
    NO,
    "can the lx2033 regulate a 2s lipo (8.4v full) down to 3v3?",
    [LX],
    F.LX_VIN,
    F.LX_ABS,
)
cq(
    M,
    NO,
    "Can a 12 V 2 A adapter run an HL-LA12 with load code 150 at full load?",
    [LA],
    F.LA_I150,
    F.LA_STALL,
)
cq(E, NO, "Can I power the PD-10A from the 3.3 V pin of an ESP32?", [PD], F.PD_VCC)
# ---------------------------------------------------------------- insufficient evidence (9)
cq(
    M,
    IE,
    "will the axm-ba5 cope with the vibration on a quadcopter frame (about 10 g)?",
    [AX],
    note="no vibration or shock rating (only overpressure and ESD)",
)
cq(
    M,
    IE,
    "Will the QGS9930 still detect gestures behind a dark tinted acrylic cover?",
    [QG],
    note="no cover-window transmission requirement given",
)
cq(
    M,
    IE,
    "Will the HKF6015B12H last 5 years running 24/7 in a 60 °C enclosure?",
    [HK],
    F.HK_LIFE,
    note="life is given at 40 °C only; 60 °C is inside the operating range",
)
cq(E, IE, "can the hl-la12 take a 1200 n side load on the rod?", [LA], note="no side-load rating")
cq(
    E,
    IE,
    "Is the ZN-P532M CE / FCC certified, so I can ship it inside a product?",
    [ZN],
    note="no certification statement",
)
cq(
    E,
    IE,
    "can the ym-mp3s loop a track without a gap for a halloween prop?",
    [YM],
    note="gapless playback not mentioned",
)
cq(
    M,
    IE,
    "Is the LX2033 AEC-Q100 qualified for a car project?",
    [LX],
    note="no qualification stated",
)
cq(
    E,
    IE,
    "will the pd-10a work outdoors at 95% humidity?",
    [PD],
    note="no operating humidity range",
)
cq(
    H,
    IE,
    "Can an ESP32 at 3.3 V read the hall outputs of an HL-LA12-100-45-H and position the rod "
    "to within ±0.1 mm?",
    [LA],
    F.LA_HALL,
    note="hall supply 3.3 - 5 V and 17 pulses / mm are given, but no positioning accuracy",
)
