"""Compatibility questions of the eighty-third hold-out set (28: 10 compatible, 9
incompatible, 9 insufficient_evidence, each of those with one required check the
sheets do not support)."""

from __future__ import annotations

import facts as F
from qkit import AR, ED, LS, RS, SC, SN, TZ, XC, Fact, join, q

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
    "can a 3.3v esp32 pwm pin drive the lsl-md5 directly for a 12v strip drawing 4a?",
    [LS],
    F.L_VIN,
    F.L_I5,
    F.L_VIH,
    F.L_3V3,
)
cq(
    M,
    OK,
    "Can the LSL-MD5H run a 12 V strip drawing 7 A at room temperature?",
    ["LSL-MD5H"],
    F.L_VIN,
    F.L_I8,
    note="the bare LSL-MD5 (5 A) could not",
)
cq(
    M,
    OK,
    "2s lipo (8.4v full) straight into v+ of the arb-pwm16-hv?",
    ["ARB-PWM16-HV"],
    F.A_VPHV,
    F.A_2S,
)
cq(E, OK, "Can the SNT-MI2S be powered from an ESP32's 3.3 V pin?", [SN], F.S_VDD, F.S_ESP)
cq(
    M,
    OK,
    "Can I connect the RSM-3485's TXD/RXD to a 5 V Arduino Uno while powering the module "
    "from the Uno's 3.3 V pin?",
    [RS],
    F.R_VCC,
    F.R_VIH,
    F.R_ABSIN,
    F.R_5VT,
)
cq(
    E,
    OK,
    "tzf-b10 on a 5v arduino uno, signal into an interrupt pin - ok?",
    [TZ],
    F.T_VCC,
    F.T_VOH5,
    F.T_VCC_ROW,
)
cq(
    E,
    OK,
    "Can one EDR-2C5 relay switch a 230 V AC, 1800 W kettle (about 7.8 A, resistive)?",
    [ED],
    F.E_RES_AC,
)
cq(
    H,
    OK,
    "Can I power the SCA4025 from the LSL-MD5's 5V OUT pin when the strip supply is 12 V?",
    [SC, LS],
    F.L_5V,
    F.V_VIN,
    F.V_IQ,
    note="5V OUT gives 50 mA when V+ >= 7 V; the reference needs 2.7-18 V and 60 uA max",
)
cq(E, OK, "can the xc8223 run straight off a cr2032 coin cell (3v)?", [XC], F.X_VDD)
cq(
    M,
    OK,
    "Can the XC8223's Q output (VDD = 3 V, direct mode, active high) drive an EDR-2C5-K "
    "input directly, with the relay board on 5 V?",
    [XC, "EDR-2C5-K"],
    F.X_IOH,
    F.E_ON_K,
    F.E_VCC,
    F.E_IIN,
    note="VOH >= 2.4 V at 4 mA against the 2.2 V ON level and 1.2 mA input current",
)
# ---------------------------------------------------------------- incompatible (9)
cq(
    E,
    NO,
    "can i put a 36v e-bike battery on the lsl-md5?",
    [LS],
    F.L_VIN,
    F.L_ABS,
)
cq(
    E,
    NO,
    "Can the bare LSL-MD5 (no heat sink) drive a 12 V strip drawing 7 A?",
    [LS],
    F.L_I5,
)
cq(
    M,
    NO,
    "can i power the servo rail of the standard arb-pwm16 from a 2s lipo?",
    [AR],
    F.A_VP,
    F.A_ABSV,
    note="8.4 V full charge; only the -HV board takes 2S",
)
cq(E, NO, "snt-mi2s on a 5v arduino uno?", [SN], F.S_VDD, F.S_UNO)
cq(
    M,
    NO,
    "modbus at 230400 baud with the rsm-3485a?",
    ["RSM-3485A"],
    F.R_BAUD_A,
    note="the RSM-3485 with DE / /RE pins would go to 10 Mbps",
)
cq(
    H,
    NO,
    "tzf-b10 powered from a 12v adapter with the pulse wire straight into a 5v arduino pin?",
    [TZ],
    F.T_VCC,
    F.T_VOH12,
    F.T_VCC_ROW,
    note="the supply is fine, but the pulse high level follows VCC (11.6 V at 12 V)",
)
cq(E, NO, "Can the EDR-2C5 be powered from a 12 V adapter?", [ED], F.E_VCC)
cq(E, NO, "Can the SCA4025 supply a 20 mA load directly?", [SC], F.V_IOUT)
cq(E, NO, "can the xc8223 q pin light a 20 ma led directly?", [XC], F.X_IOL, F.X_LED)
# ---------------------------------------------------------------- insufficient evidence (9)
cq(
    E,
    IE,
    "will the lsl-md5 pass ul/etl for a kitchen cabinet install?",
    [LS],
    note="no safety listing is mentioned",
)
cq(
    M,
    IE,
    "Can the ARB-PWM16 keep all 16 servo pulses within 1 µs jitter for ESC calibration?",
    [AR],
    note="pulse jitter / oscillator accuracy is not stated",
)
cq(
    E,
    IE,
    "is the snt-mi2s ok outdoors in the rain for a weather station mic?",
    [SN],
    note="no ingress protection or humidity rating",
)
cq(
    M,
    IE,
    "Will the RSM-3485 survive a 4 kV surge (IEC 61000-4-5) on the A/B lines of an outdoor cable?",
    [RS],
    note="only ±15 kV ESD (HBM) is given; surge immunity is not stated",
)
cq(
    E,
    IE,
    "is the tzf-b10 approved for drinking water?",
    [TZ],
    note="materials / approvals not stated",
)
cq(
    M,
    IE,
    "Can the EDR-2C5 switch a 24 V DC solenoid valve drawing 2 A?",
    [ED],
    note="inductive rating is given only at 250 V AC; no inductive DC rating",
)
cq(
    E,
    IE,
    "is the sca4025 aec-q100 qualified for a car ecu?",
    [SC],
    note="no automotive qualification mentioned",
)
cq(
    E,
    IE,
    "Will the XC8223 keep working with water droplets on the touch panel?",
    [XC],
    note="water / moisture behaviour is not stated",
)
cq(
    M,
    IE,
    "Can the TZF-B10 measure sea water on my boat?",
    [TZ],
    note="medium compatibility (salt water, materials) not stated",
)
