"""Compatibility questions of the ninetieth hold-out set (28: 10 compatible, 9
incompatible, 9 insufficient_evidence, each of those with one required check the
sheets do not support)."""

from __future__ import annotations

import facts as F
from qkit import AM, HB, LP, PL, SW, TH, VB, XW, Fact, join, q

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
    "will my 5v arduino uno talk to an lps-25t-5 directly, sensor powered from the uno's 5v pin?",
    [LP],
    F.LP_VCC,
    F.LP5_VIH,
    F.LP5_VMAX,
)
cq(
    E,
    OK,
    "Can I power the VB-10DOF from a 5 V Arduino Uno and wire SDA / SCL straight to it?",
    [VB],
    F.VB_VIN,
    F.VB_5V_NOTE,
)
cq(
    M,
    OK,
    "pld-33e fed from a 5v usb power bank, 300 ma load on the 3.3v side - fine without a heatsink?",
    [PL],
    F.PL_VIN,
    F.PL_IOUT,
    F.PL_HEAT_5V,
    F.PL_HEAT,
    note="(5 - 3.3) V x 0.3 A = 0.51 W, below 1.2 W",
)
cq(
    E,
    OK,
    "Can an ESP32 talk to the XW-B50 over its 3.3 V UART, with the module powered from the "
    "ESP32's 3.3 V pin?",
    [XW],
    F.XW_VCC,
    F.XW_IOABS,
)
cq(
    M,
    OK,
    "can an esp32's 3v3 gpios switch the ams-r4-05 relays if the board itself runs on 5v?",
    [AM],
    F.AM_VCC,
    F.AM_IN_ON,
    F.AM_IN_OFF,
    F.AM_3V3,
)
cq(
    M,
    OK,
    "Can one AMS-R4-05 relay (NO contact) switch a 230 V AC, 8 A resistive heater?",
    [AM],
    F.AM_CONT,
)
cq(
    M,
    OK,
    "THW-IC5 and a VB-10DOF on the same I2C bus, both on 3.3 V: any address clash?",
    [TH, VB],
    F.TH_ADDR,
    F.VB_ADDR_IMU,
    F.VB_ADDR_MAG,
    F.VB_ADDR_BARO,
    F.TH_VDD,
    F.VB_VIN,
    note="0x2A / 0x2B vs 0x6A, 0x1E, 0x77",
)
cq(
    E,
    OK,
    "sw-2209 on a 24v printer psu with 3.3v logic from the mainboard - ok?",
    [SW],
    F.SW_VM,
    F.SW_VIO,
)
cq(
    M,
    OK,
    "Can a PLD-33E running from USB 5 V supply both an XW-B50U and a VB-10DOF-L from its 3.3 V "
    "output?",
    [PL, XW, VB],
    F.PL_VIN,
    F.PL_VOUT,
    F.XW_VCC,
    F.VBL_VIN,
    F.XWU_ITX,
    F.PL_HEAT_5V,
)
cq(
    E,
    OK,
    "hb-us25w-a powered from an esp32's 3v3 pin, echo straight into a gpio - ok?",
    [HB],
    F.HBA_VCC,
    F.HB_ECHO_LVL,
    note="ECHO swings to VCC = 3.3 V",
)

# ---------------------------------------------------------------- incompatible (9)
cq(
    E,
    NO,
    "can i wire an lps-25t (not the -5) straight to a 5v arduino's tx and rx?",
    [LP],
    F.LP_VMAX,
    F.LP_5V_NOTE,
)
cq(E, NO, "Can I run the LPS-25T from an ESP32 board's 3.3 V pin?", [LP], F.LP_VCC)
cq(
    E,
    NO,
    "vb-10dof-l on a 5v arduino uno, powered and wired straight from it?",
    [VB],
    F.VBL_VIN,
    F.VBL_ABS,
    F.VB_5V_NOTE,
)
cq(
    M,
    NO,
    "Can the PLD-33E make 3.3 V from a single Li-ion cell (3.0-4.2 V)?",
    [PL],
    F.PL_VIN,
    note="VIN minimum is 4.3 V",
)
cq(
    H,
    NO,
    "pld-33e on a 12v wall adapter feeding an esp32 that pulls 500 ma - ok without a heatsink?",
    [PL],
    F.PL_VIN,
    F.PL_IOUT,
    F.PL_HEAT,
    F.PL_HEAT_12V,
    note="input and current are in range, but (12 - 3.3) V x 0.5 A = 4.35 W is far above 1.2 W",
)
cq(
    M,
    NO,
    "Can the NC contact of an AMS-R4-05 relay switch an 8 A, 230 V AC heater?",
    [AM],
    F.AM_NC,
)
cq(
    M,
    NO,
    "ams-r4-05 running a 230v pond pump that draws 5 a - ok?",
    [AM],
    F.AM_IND,
    note="10 A is the resistive rating; inductive loads 3 A",
)
cq(
    H,
    NO,
    "Can a plain SW-2209 without a fan drive a NEMA 17 at 1.5 A RMS?",
    [SW],
    F.SW_COOL,
    F.SW_FAN,
    F.SW_IRMS,
    note="1.7 A needs a 40 mm fan; 1.2 A without airflow",
)
cq(
    M,
    NO,
    "hb-us25w-a as a level sensor for a 5 m deep well?",
    [HB],
    F.HBA_RANGE,
    note="450 cm maximum",
)

# ---------------------------------------------------------------- insufficient evidence (9)
cq(
    E,
    IE,
    "is the lps-25t quiet enough for a bedroom air monitor (under 25 db)?",
    [LP],
    note="no fan noise figure",
)
cq(
    H,
    IE,
    "Will an XW-B50P reach a phone 50 m away across my garden?",
    [XW],
    F.note(XW, 1, "Range up to 80 m (XW-B50U, 2 dBi antenna, open space)"),
    note="range stated only for the XW-B50U",
)
cq(
    E,
    IE,
    "Is the VB-10DOF's magnetometer good enough for a compass with 1° heading accuracy?",
    [VB],
    note="no heading accuracy",
)
cq(
    M,
    IE,
    "is the pld-33e's 3.3v clean enough (under 50 uv noise) for my audio adc?",
    [PL],
    note="no output noise figure",
)
cq(
    E,
    IE,
    "can the ams-r4-05 switch 230v led lamps with a 60 a inrush peak?",
    [AM],
    note="no inrush or lamp rating",
)
cq(
    E,
    IE,
    "Can I use the THW-IC5 in a legal-for-trade shop scale (OIML C3 class)?",
    [TH],
    note="no accuracy class or approval stated",
)
cq(
    M,
    IE,
    "Does the SW-2209 support sensorless homing (stall detection) on my printer?",
    [SW],
    note="no stall detection mentioned",
)
cq(
    E,
    IE,
    "hb-us25w-a inside a diesel tank - is it rated for fuel vapour (atex)?",
    [HB],
    note="no ATEX / explosion-proof rating",
)
cq(
    H,
    IE,
    "Will the HB-US25W-S reliably read a water surface covered with foam in my tank?",
    [HB],
    F.HB_FOAM,
    note="foam weakens the echo; by how much is not stated",
)
