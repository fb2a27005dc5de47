"""Compatibility questions of the eighty-second hold-out set (28: 10 compatible, 9
incompatible, 9 insufficient_evidence, each of those with one required check the
sheets do not support)."""

from __future__ import annotations

import facts as F
from qkit import FG, FY, MO, PR, SQ, TB, VS, Fact, join, q

E, M, H = "easy", "medium", "hard"
OK, NO, IE = "compatible", "incompatible", "insufficient_evidence"
N = iter(range(1, 100))


def cq(diff: str, verdict: str, text: str, devs: list[str], *facts: Fact, note: str = "") -> None:
    items, evidence = join(*facts) if facts else ([], [])
    if verdict == IE:
        items = []
    q(f"c-{next(N):02d}", diff, "compatibility", text, devs, items, evidence, verdict, note)


# ---------------------------------------------------------------- compatible (10)
cq(E, OK, "can an esp32 3v3 gpio switch the lmd-mos15 on?", [MO], F.M_VIH, F.M_3V3)
cq(
    H,
    OK,
    "Can an LMD-MOS15D on the bare board dim a 12 V LED strip drawing 10 A with 10 kHz PWM?",
    ["LMD-MOS15D"],
    F.M_VLOAD,
    F.M_PWM10_D,
    F.M_PWMHEAD,
    note="11 A at 10 kHz for the D version (the single LMD-MOS15 would give 7 A)",
)
cq(
    M,
    OK,
    "will the tet-bph2r work on a 5v arduino uno over i2c?",
    ["TET-BPH2R"],
    F.T_VIN_R,
    F.T_LOGIC_R,
    F.T_LOGIC_R2,
)
cq(
    M,
    OK,
    "Can the SQ-G10 be powered straight from a single Li-ion cell (3.0 to 4.2 V)?",
    [SQ],
    F.Q_VCC,
)
cq(
    M,
    OK,
    "FGX1702 and TET-BPH2 on the same I2C bus of an ESP32 at 400 kHz - any address clash?",
    [FG, TB],
    F.G_ADDR,
    F.T_ADDR,
    F.G_SCL,
    F.T_SCL,
    note="0x36 vs 0x77 / 0x76; 400 kHz within both",
)
cq(E, OK, "can i run the fy-s09 from a 4-cell nimh pack (4.8v)?", [FY], F.S_VOP)
cq(
    M,
    OK,
    "Can an ESP32 drive the FY-S09's signal wire with 3.3 V PWM while the servo runs from a "
    "separate 5 V supply?",
    [FY],
    F.S_SIG,
    F.S_VOP,
)
cq(
    M,
    OK,
    "Can the BVE-VS25 on a 5 V Arduino analog pin monitor a 12 V car battery that reaches "
    "14.4 V while charging?",
    [VS],
    F.V_R5,
)
cq(
    M,
    OK,
    "sr-pir36 powered from a 12v adapter, out wired to an esp32 gpio - ok?",
    [PR],
    F.P_VIN,
    F.P_OUT,
)
cq(E, OK, "can the kl-4d36tm-r run off a 5v usb power bank?", ["KL-4D36TM-R"], F.K_VDD_R)
# ---------------------------------------------------------------- incompatible (9)
cq(E, NO, "can i switch a 230v ac lamp with the lmd-mos15?", [MO], F.M_VLOAD, F.M_DC)
cq(
    E,
    NO,
    "Can the nylon-gear FY-S09 run straight from a 2S LiPo (7.4 V)?",
    [FY],
    F.S_VOP,
    F.S_6V,
)
cq(
    H,
    NO,
    "kl-4d36tm-r powered at 5v with clk and dio driven straight from esp32 3v3 pins, no level "
    "shifter - ok?",
    ["KL-4D36TM-R"],
    F.K_VDD_R,
    F.K_VIH,
    F.K_VIH5,
    note="VIH 0.7 VDD = 3.5 V at 5 V, above a 3.3 V high level",
)
cq(
    M,
    NO,
    "Can the blue KL-4D36TM-B run from an ESP32 board's 3.3 V pin?",
    ["KL-4D36TM-B"],
    F.K_VDD_B,
    F.K_B33,
)
cq(
    M,
    NO,
    "Can the SQ-G10 be powered from the 5 V pin of an Arduino Uno?",
    [SQ],
    F.Q_VCC,
    F.Q_ABS,
    note="5 V is above the 4.3 V recommended maximum (and at the 5.0 V absolute maximum)",
)
cq(
    H,
    NO,
    "sq-g10 rxd wired straight to the tx pin of a 5v arduino nano?",
    [SQ],
    F.Q_IOABS,
    F.Q_VIH,
    F.Q_5V,
)
cq(
    H,
    NO,
    "can the sr-pir36l run straight off a single li-ion cell (3.0-4.2v)?",
    ["SR-PIR36L"],
    F.P_VIN_L,
    F.P_ABS_L,
    note="4.2 V full charge exceeds 3.6 V and the 4.0 V limit; the SR-PIR36 needs 4.5 V",
)
cq(
    M,
    NO,
    "Can the BVE-VS25 read a 24 V battery bank with an ESP32 whose ADC reference is 3.3 V?",
    [VS],
    F.V_R33,
)
cq(E, NO, "can the tet-bph2 (no regulator version) be powered from 5v?", [TB], F.T_VIN, F.T_ABS)
# ---------------------------------------------------------------- insufficient evidence (9)
cq(
    M,
    IE,
    "Can the LMD-MOS15 start a 24 V pump drawing 4 A running but 40 A inrush for 50 ms?",
    [MO],
    F.M_VLOAD,
    F.M_IBARE,
    note="no peak / pulsed current rating",
)
cq(
    E,
    IE,
    "will the kl-4d36tm-r on 5v last 50,000 hours in a clock that is always on?",
    ["KL-4D36TM-R"],
    F.K_VDD_R,
    note="no LED lifetime; the reliability table has a 240 h test only",
)
cq(
    M,
    IE,
    "tet-bph2r on a 5v arduino as an altimeter - will it resolve 10 cm of height change?",
    ["TET-BPH2R"],
    F.T_VIN_R,
    note="no pressure noise or resolution figure",
)
cq(
    H,
    IE,
    "Can an FGX1702H gauge a 4.40 V LiHV cell and report its state of charge within ±1 %?",
    ["FGX1702H"],
    F.G_VDD,
    F.G_H,
    note="supply and cell type fit; no state-of-charge accuracy",
)
cq(
    E,
    IE,
    "fy-s09 on 5v on a boat deck - will it survive spray and rain?",
    [FY],
    F.S_VOP,
    note="no IP rating or water protection stated",
)
cq(
    M,
    IE,
    "SR-PIR36 on a 12 V adapter: will it detect a cat walking past at 5 m?",
    [PR],
    F.P_VIN,
    F.P_RANGE,
    note="range given for the trimmer setting, nothing about small animals",
)
cq(
    M,
    IE,
    "Can the BVE-VS25 feed an ADC sampling a 20 V signal at 10 kHz without losing accuracy?",
    [VS],
    F.V_R5,
    note="no bandwidth or source-impedance guidance for sampling",
)
cq(
    E,
    IE,
    "sq-g10 on an esp32 3v3 rail - will it get a fix indoors in an office?",
    [SQ],
    F.Q_VCC,
    note="no indoor performance; sensitivity and TTFF only for open sky",
)
cq(
    H,
    IE,
    "FY-S09MG at 6.6 V in a robot arm: will its metal gears last 500,000 sweeps?",
    ["FY-S09MG"],
    F.S_VOP_MG,
    F.S_LIFE,
    note="the life test lists a condition but no result",
)
