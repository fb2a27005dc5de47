"""Compatibility questions of the hundred-and-fourth hold-out set (28: 10 compatible,
9 incompatible, 9 insufficient_evidence, each of those with one required check the
sheets do not support)."""

from __future__ import annotations

import facts as F
from qkit import FG, KT, MV, OX, PW, SR, ST, TX, Fact, join, q

E, M, H = "easy", "medium", "hard"
OK, NO, IE = "compatible", "incompatible", "insufficient_evidence"
N = iter(range(1, 100))


def cq(diff: str, verdict: str, text: str, devs: list[str], *facts: Fact, note: str = "") -> None:
    items, evidence = join(*facts) if facts else ([], [])
    if verdict == IE:
        items = []
    q(f"c-{next(N):02d}", diff, "compatibility", text, devs, items, evidence, verdict, note)


# ---------------------------------------------------------------- compatible (10)
cq(E, OK, "will the mvr-3232 run off an esp32's 3v3 pin?", [MV], F.MV_VCC)
cq(
    E,
    OK,
    "Can I feed the RMT-PWM16's servo rail V+ from 4 x AA alkaline cells (6 V when fresh)?",
    [PW],
    F.PW_VPLUS,
    F.PW_AA,
)
cq(
    M,
    OK,
    "rmt-pwm16c with a 2s lipo (8.4v charged) on vin running 5v servos - ok?",
    [PW],
    F.PW_VIN_C,
    F.PW_RAILV_C,
    F.PW_2S,
)
cq(
    E,
    OK,
    "Can a Raspberry Pi drive the RMT-PWM16 over I2C without a level shifter if VCC comes from "
    "the Pi's 3.3 V pin?",
    [PW],
    F.PW_VCC,
    F.PW_PI,
)
cq(E, OK, "can the oxp-30r be powered straight from a 5v arduino's 5v pin?", [OX], F.OX_VIN)
cq(
    M,
    OK,
    "Can one SRB-4L05 channel switch a 230 V AC, 1.5 A heater in a room at 25 °C?",
    [SR],
    F.SR_LOADV,
    F.SR_I25,
)
cq(
    M,
    OK,
    "fg3701 alrt pin pulled up to 5v for an interrupt on a 5v arduino - allowed?",
    [FG],
    F.FG_ALRT,
    F.FG_ABS,
)
cq(
    M,
    OK,
    "tmc2209 set to 1.2 a rms per phase on the wst42-48-17a - fine?",
    [ST],
    F.ST_I17,
)
cq(
    E,
    OK,
    "Can a 3.3 V ESP32 GPIO key the TXA-433's DATA pin while the module runs from 12 V?",
    [TX],
    F.TX_VCC,
    F.TX_VIH,
    F.TX_3V3,
)
cq(
    H,
    OK,
    "Can an ESP32 read an OXP-30R and an FG3701 on the same I2C bus at 400 kHz?",
    [OX, FG],
    F.OX_ADDR,
    F.FG_ADDR,
    F.OX_FSCL,
    F.FG_FSCL,
    note="0x57 and 0x36 differ; both allow 400 kHz",
)
# ---------------------------------------------------------------- incompatible (9)
cq(
    E,
    NO,
    "can i run the ktm-130s off a 5v arduino uno (5v supply and 5v pins)?",
    [KT],
    F.KT_VCC,
    F.KT_ABS,
    F.KT_5V,
)
cq(
    E,
    NO,
    "Can I plug a 2S LiPo (8.4 V charged) into V+ of the plain RMT-PWM16?",
    [PW],
    F.PW_VPLUS,
    F.PW_ABS_VPLUS,
    F.PW_2S,
)
cq(M, NO, "Can the SRB-4L05 switch a 12 V DC LED strip?", [SR], F.SR_LOADV, F.SR_DC)
cq(
    H,
    NO,
    "srb-4l05 inputs wired straight to esp32 gpios (3v3 high) - will the relays turn off again?",
    [SR],
    F.SR_OFF,
    note="OFF needs ≥ 3.5 V; a 3.3 V high stays in the undefined band",
)
cq(
    M,
    NO,
    "fg3701 across a 2s li-ion pack (8.4v) to gauge it?",
    [FG],
    F.FG_VDD,
    F.FG_ABS,
    F.FG_2S,
)
cq(
    M,
    NO,
    "DRV8825 set to 1.0 A per phase driving a WST42-48-04A - is that within the motor's rating?",
    [ST],
    F.ST_I04,
    F.ST_OVER,
)
cq(
    E,
    NO,
    "Can the TXA-433 run directly from a car battery that sits at 14.4 V while charging?",
    [TX],
    F.TX_VCC,
    F.TX_ABS,
)
cq(
    M,
    NO,
    "Can an SRB-4L05 channel switch a 230 V AC pump drawing 1.5 A inside a cabinet at 55 °C?",
    [SR],
    F.SR_I55,
)
cq(
    M,
    NO,
    "txa-433 and mvr-3232 both fed from the same 12v wall adapter?",
    [TX, MV],
    F.TX_VCC,
    F.MV_VCC,
    F.MV_ABS,
)
# ---------------------------------------------------------------- insufficient evidence (9)
cq(
    M,
    IE,
    "mvr-3232f in an outdoor box at -30c with condensing humidity - ok?",
    [MV],
    F.MV_TOP_F,
    note="-40 to +85 °C covers -30 °C; no humidity rating",
)
cq(
    M,
    IE,
    "is the rmt-pwm16's pulse jitter under 1 us for multirotor escs?",
    [PW],
    note="no jitter or pulse accuracy in the sheet",
)
cq(
    M,
    IE,
    "Will the OXP-30R read SpO2 within ±2 % for my fitness tracker?",
    [OX],
    F.OX_MED,
    note="accuracy not specified",
)
cq(
    E,
    IE,
    "srb-4l05 switching a 230v ac heater on and off 10 times a second for pwm - ok?",
    [SR],
    F.SR_LOADV,
    F.SR_I25,
    note="load fits; no switching frequency or operate / release time",
)
cq(
    M,
    IE,
    "Will the FG3701 report state of charge within 1 % on my 18650 cell?",
    [FG],
    F.FG_VDD,
    F.FG_SOC,
    note="SOC accuracy not specified",
)
cq(
    E,
    IE,
    "wst42-48-17a on an outdoor telescope mount that needs ip65 - ok?",
    [ST],
    F.ST_TA,
    note="no IP rating",
)
cq(
    E,
    IE,
    "Can the TXA-433 work in a greenhouse at 40 °C and 95 % RH?",
    [TX],
    F.TX_TOP,
    note="temperature fits; no humidity rating",
)
cq(
    M,
    IE,
    "Will the KTM-130S backlight last 50,000 hours running continuously from a 3.3 V rail?",
    [KT],
    F.KT_VCC,
    note="supply fits; no backlight lifetime",
)
cq(
    H,
    IE,
    "can the rmt-pwm16c's 5v servo rail also power an oxp-30r, and is its ripple low enough "
    "(under 10 mv) for the optical sensor?",
    [PW, OX],
    F.PW_RAILV_C,
    F.OX_VIN,
    note="5.0 V ± 3 % fits VIN 3.3 ... 5.5 V; no ripple figure",
)
