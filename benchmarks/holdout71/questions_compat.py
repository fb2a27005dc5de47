"""Compatibility questions of the seventy-first hold-out set (28: 10 compatible, 9
incompatible, 9 insufficient_evidence, each of those with one required check the
sheets do not support)."""

from __future__ import annotations

import facts as F
from qkit import CL, DV, KK, KR, LM, PI, PR, SB, Fact, join, q

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
    "can i power the smb-52 from the 3v3 pin of an esp32 and wire it to the esp32 uart?",
    [SB],
    F.SB_VCC,
)
cq(
    E,
    OK,
    "Will the KK-SDM2 (5 V version) work with a 5 V Arduino Uno?",
    [KK],
    F.KK_VCC,
    F.KK_LOGIC,
)
cq(E, OK, "sdn-pir5 on a 12v adapter ok?", [PI], F.PI_VCC)
cq(E, OK, "SDN-PIR5M straight off an ESP32 3V3 pin - ok?", ["SDN-PIR5M"], F.PI_VCC_M)
cq(
    M,
    OK,
    "Can I charge a single 18650 Li-ion cell with the KRT-1S1A from a 5 V USB power bank?",
    [KR],
    F.KR_VIN,
    F.KR_VFLOAT,
)
cq(
    M,
    OK,
    "dvk2230 with a 2s lipo on vm and a 5v arduino driving the inputs, ok?",
    [DV],
    F.DV_VM,
    F.DV_VIH,
    F.DV_LOGIC,
    note="2S LiPo is 8.4 V charged",
)
cq(
    M,
    OK,
    "Can a DVK2230H drive two DC motors that each draw 1.2 A continuously?",
    ["DVK2230H"],
    F.DV_IOUT_H,
)
cq(
    M,
    OK,
    "Can the PRV-2110 and the LMA4350 share a 1.8 V supply rail?",
    [PR, LM],
    F.PR_VDD,
    F.LM_VDD,
)
cq(
    E,
    OK,
    "cc-lls between a raspberry pi and a 5v i2c sensor at 100khz?",
    [CL],
    F.CL_LV,
    F.CL_HV,
    F.CL_I2C,
)
cq(
    H,
    OK,
    "Can an LMA4350 run from an ESP32's 3.3 V rail and deliver 48 kHz audio over I2S?",
    [LM],
    F.LM_VDD,
    F.LM_WS,
    note="48 kHz x 64 = 3.072 MHz SCK, inside 1.024 ... 4.096 MHz",
)
# ---------------------------------------------------------------- incompatible (9)
cq(
    E,
    NO,
    "can i run the smb-52 straight off 5v from an arduino?",
    [SB],
    F.SB_VCC,
    F.SB_ABS,
)
cq(
    E,
    NO,
    "Can the PRV-2110 be powered directly from a 5 V Arduino's 5 V pin?",
    [PR],
    F.PR_VDD,
    F.PR_ABS,
)
cq(
    E,
    NO,
    "kk-sdm2-3v with a 5v arduino uno, powered from the 5v pin?",
    ["KK-SDM2-3V"],
    F.KK3_VCC,
    F.KK_NO5V,
)
cq(E, NO, "LMA4350 off a 5V USB supply directly?", [LM], F.LM_VDD, F.LM_ABS, F.LM_5V)
cq(
    M,
    NO,
    "Can a DVK2230S drive two motors that each draw 1.3 A continuously?",
    ["DVK2230S"],
    F.DV_IOUT_S,
)
cq(
    M,
    NO,
    "dvk2230 motor supply straight from a car battery (14.4v with the engine running)?",
    [DV],
    F.DV_VM,
    F.DV_VM_ABS,
    note="14.4 V is above the 13.5 V recommended maximum (and close to the 15 V abs. max.)",
)
cq(
    H,
    NO,
    "Can the full-size SDN-PIR5 be powered from an ESP32's 3.3 V pin?",
    [PI],
    F.PI_VCC,
    F.PI_REG,
    note="the SDN-PIR5M (2.7 - 12 V) would be fine",
)
cq(M, NO, "can the krt-1s1a charge my 2s lipo pack?", [KR], F.KR_VFLOAT, F.KR_2S)
cq(
    M,
    NO,
    "Can the CC-LLS translate 12 V signals from a car dashboard to a 3.3 V microcontroller?",
    [CL],
    F.CL_HV,
    F.CL_12V,
)
# ---------------------------------------------------------------- insufficient evidence (9)
cq(E, IE, "Is the SMB-52 CE / FCC certified?", [SB], note="no certification is mentioned")
cq(
    M,
    IE,
    "Can the PRV-2110 resolve 0.5 Pa pressure changes in ultra low power mode?",
    [PR],
    F.PR_NOISE,
    note="noise is given only for OSR x16",
)
cq(
    H,
    IE,
    "Can a DVK2230H deliver 1.2 A per channel continuously at 80 °C ambient?",
    ["DVK2230H"],
    F.DV_25C,
    note="80 °C is inside -20 ... +85 °C, but the 1.5 A rating is at 25 °C with no derating",
)
cq(
    M,
    IE,
    "can the kk-sdm2-3v keep up with 1 mb/s continuous writes for audio logging?",
    ["KK-SDM2-3V"],
    note="no write speed is given",
)
cq(
    E,
    IE,
    "will the sdn-pir5 ignore my cat? need pet immunity",
    [PI],
    note="pet immunity is not mentioned",
)
cq(
    M,
    IE,
    "Will the KRT-1S1A fully charge a 2000 mAh cell in under two hours?",
    [KR],
    note="no charge time or CV-phase duration is given",
)
cq(
    H,
    IE,
    "Is the LMA4350 flat enough from 50 Hz to 15 kHz for music recording?",
    [LM],
    F.LM_FR,
    note="frequency response is only in an application note",
)
cq(
    M,
    IE,
    "can i run 10m of cable on the hv side of the cc-lls to an outdoor sensor that needs 8kv "
    "esd protection?",
    [CL],
    F.CL_ESD,
    note="no ESD rating is given",
)
cq(
    H,
    IE,
    "Will the SMB-52U reach 100 m to a phone across a warehouse?",
    ["SMB-52U"],
    F.SB_RANGE_U,
    note="the -U range depends on the antenna and is not stated",
)
