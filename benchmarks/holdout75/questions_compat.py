"""Compatibility questions of the seventy-fifth hold-out set (28: 10 compatible, 9
incompatible, 9 insufficient_evidence, each of those with one required check the
sheets do not support)."""

from __future__ import annotations

import facts as F
from qkit import AW, ES, HD, KC, KL, LC, NE, SM, Fact, join, q

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
    "will my 5v arduino uno power the lc-tk01 touch module from its 5v pin?",
    [LC],
    F.LC_VDD,
)
cq(
    E,
    OK,
    "Can I run the ESU-50W-T from a 5 V Arduino Uno and read ECHO on a digital pin?",
    [ES],
    F.ES_VCC,
    F.ES_ECHO,
)
cq(
    M,
    OK,
    "smt-tx20 on a 24v plc loop with a 250 ohm input - will it still reach 20ma?",
    [SM],
    F.SM_LOOP,
    F.SM_RL,
    note="RL max 622 Ohm at 24 V (formula in prose, Slovenian and English columns)",
)
cq(E, OK, "Can the HD-50S run from a 12 V car battery?", [HD], F.HD_VIN, F.HD_CAR)
cq(
    M,
    OK,
    "kc-srv16 on a raspberry pi: vcc from the pi's 3v3 and four sg90s on a separate 5v 4a "
    "supply on v+ - ok?",
    [KC],
    F.KC_VCC,
    F.KC_VPLUS,
    F.KC_PI,
)
cq(
    M,
    OK,
    "Can an ESP32 power the NE-WL40 from its 3.3 V pin and read S on an ADC pin?",
    [NE],
    F.NE_VCC,
    F.NE_3V3,
)
cq(E, OK, "klr-62-915 powered from an esp32 3.3v rail - supply ok?", [KL], F.KL_VCC)
cq(
    H,
    OK,
    "Can the AWM-310P work in an unheated shed where winter nights reach -30 °C?",
    [AW],
    F.AW_TOP_SEE,
    F.AW_TOP_P,
    note="temperature only in the ordering table; the -310U would not (-20 °C)",
)
cq(
    M,
    OK,
    "can i drive the hd-50 sdz pin straight from an esp32 gpio (3.3v)?",
    [HD],
    F.HD_SDZ,
)
cq(
    M,
    OK,
    "Can the KLR-62 and the AWM-310 share one regulated 3.3 V rail (supply voltage only)?",
    [KL, AW],
    F.KL_VCC,
    F.AW_VDD,
)
# ---------------------------------------------------------------- incompatible (9)
cq(
    E,
    NO,
    "Can I power the KLR-62 from the 5 V pin of an Arduino Uno?",
    [KL],
    F.KL_VCC,
    F.KL_ABS,
    F.KL_5V,
)
cq(
    M,
    NO,
    "awm-310 straight off the arduino uno's 3.3v pin, ok?",
    [AW],
    F.AW_TX_B,
    F.AW_UNO,
    note="voltage fits; current does not (280 mA TX vs about 150 mA)",
)
cq(E, NO, "Can I put a 2S LiPo straight on the KC-SRV16's V+ terminal?", [KC], F.KC_VPLUS, F.KC_2S)
cq(E, NO, "can the hd-50 run off a 5v usb power bank?", [HD], F.HD_VIN, F.HD_USB)
cq(
    M,
    NO,
    "Will the HD-50S survive a 7S Li-ion pack (29.4 V fully charged)?",
    [HD],
    F.HD_VIN,
    F.HD_ABS,
    F.HD_7S,
)
cq(M, NO, "esu-50w-t in a chest freezer at -20c, will it work?", [ES], F.ES_TOP)
cq(
    H,
    NO,
    "Can the SMT-TX20 run on a 12 V loop supply with the PLC's 250 Ω input shunt?",
    [SM],
    F.SM_LOOP,
    F.SM_RL,
    F.SM_RL_EN,
    note="supply in range, but RL max at 12 V is only 88 Ohm",
)
cq(E, NO, "ne-wl40 in my garden pond over winter, ok at 0c?", [NE], F.NE_TOP)
cq(
    M,
    NO,
    "Can the LC-TK01 output drive a 5 V relay coil (about 70 mA) directly?",
    [LC],
    F.LC_IOL,
    F.LC_RELAY,
)
# ---------------------------------------------------------------- insufficient (9)
cq(
    M,
    IE,
    "Will the KLR-62-868 reach 10 km line of sight with a 3 dBi antenna?",
    [KL],
    F.KL_RANGE,
    note="range not specified",
)
cq(
    E,
    IE,
    "is the awm-310p aec-q100 qualified for a car dashboard logger?",
    [AW],
    note="no automotive qualification stated",
)
cq(
    H,
    IE,
    "smt-tx20-pt with a pt1000 probe instead of pt100 - will that work?",
    [SM],
    F.SM_PT100,
    note="only Pt100 is named; Pt1000 not stated either way",
)
cq(
    H,
    IE,
    "Is the HD-50S's signal-to-noise ratio still above 95 dB with the gain jumpers at 36 dB?",
    [HD],
    F.HD_SNR,
    note="SNR only stated at gain 20 dB",
)
cq(
    E,
    IE,
    "can the esu-50w-u sit in the vapour of a diesel tank?",
    [ES],
    note="fuel / chemical resistance not stated",
)
cq(
    E,
    IE,
    "Will the LC-TK01 detect a finger in a winter glove through 3 mm glass?",
    [LC],
    F.LC_PANEL,
    note="glass thickness is fine; glove operation not stated",
)
cq(
    M,
    IE,
    "Is the KC-SRV16's PWM timing accurate to ±1 µs for my servo calibration?",
    [KC],
    F.KC_OSC,
    note="oscillator tolerance not stated",
)
cq(
    E,
    IE,
    "can the ne-wl40 measure my rain tank level to +-1 mm with an esp32?",
    [NE],
    F.NE_ACC,
    note="supply fits, accuracy not specified",
)
cq(
    M,
    IE,
    "Is the ESU-50W transducer UV-resistant enough to sit on a roof for years as a snow gauge?",
    [ES],
    F.ES_IP_PROBE,
    note="IP67 stated, UV resistance and outdoor life not",
)
