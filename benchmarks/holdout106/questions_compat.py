"""Compatibility questions of the hundred-and-sixth hold-out set (28: 10 compatible, 9
incompatible, 9 insufficient_evidence, each of those with one required check the
sheets do not support)."""

from __future__ import annotations

import facts as F
from qkit import BN, DT, LM, MK, NR, PL, TW, XD, Fact, join, q

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
    "will the bnx-po2r run off my 5v arduino uno's 5v pin?",
    [BN],
    F.BN_VIN,
    F.BN_FAQ_5V,
)
cq(
    E,
    OK,
    "Can I power the MKA-SM2 from an ESP32's 3.3 V pin and read AOUT on its ADC?",
    [MK],
    F.MK_VCC,
    F.MK_SPAN,
    F.MK_3V3ADC,
)
cq(
    M,
    OK,
    "plr-4r05 on 5v with the trig jumper on h, inputs driven by 3v3 esp32 gpios - will the "
    "relays switch on and off?",
    [PL],
    F.PL_VCC,
    F.PL_H_ON,
    F.PL_H_OFF,
    F.PL_NOTE_3V3,
)
cq(
    E,
    OK,
    "Can one PLR-4R05 relay switch a 230 V AC, 8 A resistive heater on its NO contact?",
    [PL],
    F.PL_NO_AC,
)
cq(
    E,
    OK,
    "is the lms5005-33 fine for making 3.3v at 150 ma from a 5v usb supply?",
    [LM],
    F.LM_VIN_33,
    F.LM_IOUT,
)
cq(
    M,
    OK,
    "Can the XD6612F run two 6 V gear motors of 0.5 A each from a 2S LiPo (6.0-8.4 V), with a "
    "5 V Arduino Uno driving the inputs and VCC?",
    [XD],
    F.XD_VM,
    F.XD_VCC,
    F.XD_I_5V,
    F.XD_I_9V,
)
cq(
    E,
    OK,
    "nrw-l62e powered from the 3v3 rail of an esp32 devkit and talking to its uart - ok?",
    [NR],
    F.NR_VDD,
    F.NR_VIH,
)
cq(
    M,
    OK,
    "Can the TWX-24A, with AVDD set to 4.3 V from a 5 V Arduino, read a load cell whose full "
    "output is ±10 mV on channel A at gain 128, at 80 samples per second?",
    [TW],
    F.TW_VSUP,
    F.TW_FS_43,
    F.TW_ODR80,
)
cq(
    H,
    OK,
    "can the dt8216 and the mka-sm2 share one 3.3v rail in a greenhouse that reaches 50c?",
    [DT, MK],
    F.DT_VDD,
    F.DT_TOP,
    F.MK_VCC,
    F.MK_TOP,
)
cq(
    M,
    OK,
    "Can the LMS5005-25 run from a single Li-ion cell (3.0-4.2 V)?",
    [LM],
    F.LM_VIN_25,
    F.LM_LIION,
)
# ---------------------------------------------------------------- incompatible (9)
cq(
    E,
    NO,
    "can i feed the bare bnx-po2's vdd pin straight from 3.3v?",
    [BN],
    F.BN_VDD,
    F.BN_ABS_VDD,
    F.BN_FAQ_3V3,
)
cq(
    E,
    NO,
    "Can I run the PLR-4R05's relay coils from a 12 V adapter on JD-VCC (jumper removed)?",
    [PL],
    F.PL_JD,
    F.PL_FAQ_12V,
)
cq(
    M,
    NO,
    "plr-4r05 set to low trigger (trig = l), inputs straight from raspberry pi 3v3 gpios - "
    "will the relays turn off again?",
    [PL],
    F.PL_L_OFF,
    F.PL_NOTE_3V3,
)
cq(
    E,
    NO,
    "Can the LMS5005-50 make a regulated 5.0 V from a 5 V USB power bank?",
    [LM],
    F.LM_VIN_50,
)
cq(
    E,
    NO,
    "Can the NRW-L62 be powered directly from a 5 V USB supply?",
    [NR],
    F.NR_VDD,
    F.NR_ABS,
)
cq(
    M,
    NO,
    "xd6612f running a 12v wiper motor straight off a car battery (up to 14.4v while the "
    "engine runs) - ok?",
    [XD],
    F.XD_VM,
    note="14.4 V is above the 13.5 V operating maximum though below the 15 V absolute maximum",
)
cq(
    H,
    NO,
    "Can the XD6612F drive two motors that each draw 1 A continuously from VM = 5 V, both "
    "running at the same time?",
    [XD],
    F.XD_I_5V,
    note="0.8 A per channel with both driven at 5 V; the 1.0 A recommended row is the trap",
)
cq(
    M,
    NO,
    "can i put the dt8216 keypad chip on the same i2c bus as the bnx-po2?",
    [DT, BN],
    F.BN_ADDR,
    F.DT_NOT_I2C,
)
cq(
    H,
    NO,
    "Will the NRW-L62E transmit at +22 dBm when powered from a 3.0 V supply (two AA cells)?",
    [NR],
    F.NR_VDD,
    F.NR_TXV,
    note="the supply range is fine but +22 dBm needs VDD ≥ 3.1 V",
)
# ---------------------------------------------------------------- insufficient evidence (9)
cq(
    E,
    IE,
    "is the bnx-po2 accurate enough (±2 % spo2) for a medical pulse oximeter?",
    [BN],
    F.BN_FAQ_ACC,
    note="accuracy not specified",
)
cq(
    E,
    IE,
    "will the mka-sm2 probe last 5 years buried in my vegetable bed?",
    [MK],
    F.MK_LIFE,
    note="no lifetime figure",
)
cq(
    M,
    IE,
    "Is a PLR-4R05 relay rated for 500,000 switching cycles of a 230 V AC, 2 A resistive load?",
    [PL],
    F.PL_NO_AC,
    F.PL_MECH,
    F.PL_LIFE,
    note="current and voltage fine; electrical life not specified (10 million is mechanical)",
)
cq(
    E,
    IE,
    "will an nrw-l62e reach my gateway 8 km away across the valley?",
    [NR],
    F.NR_RANGE,
    note="no range figure",
)
cq(
    M,
    IE,
    "Can I sell a product with the NRW-L62E in the EU relying on the module's CE / RED "
    "certification?",
    [NR],
    F.NR_CERT,
    note="the sheet makes no certification claim",
)
cq(
    E,
    IE,
    "Will the DT8216 survive 8 kV contact ESD on its touch pads without extra protection?",
    [DT],
    F.DT_ESD,
    note="no ESD figure",
)
cq(
    M,
    IE,
    "lms5005-33 after a 5v buck that switches at 100 khz - will it reject the ripple by at "
    "least 40 db?",
    [LM],
    F.LM_VIN_33,
    F.LM_PSRR,
    note="PSRR only given at 1 kHz",
)
cq(
    H,
    IE,
    "Will the XD6612F shut its outputs off within 10 ms if my 6 V motor stalls at 3 A?",
    [XD],
    F.XD_PEAK,
    F.XD_FEAT_PROT,
    note="no over-current protection level or reaction time; only thermal shutdown",
)
cq(
    M,
    IE,
    "is the twx-24a linear enough (0.01 % of full scale) for a legal-for-trade kitchen scale?",
    [TW],
    F.TW_ODR,
    note="no nonlinearity figure",
)
