"""Compatibility questions of the thirty-ninth hold-out set (28: 10 compatible,
9 incompatible, 9 insufficient_evidence; in each of the latter one required
check has no evidence in the sheets, most citing the sheet's own "not specified"
line)."""

from __future__ import annotations

from facts import (
    CFA_DIV,
    CFA_OUT,
    CFS_ABS,
    CFS_PHYCO,
    CFS_V,
    KLR_ABS,
    KLR_FOAM,
    KLR_V,
    KS_RANGE,
    PHI_ADDR_GND,
    PHI_ADDR_VDD,
    PHI_ORP,
    PHI_V,
    QJT_5V,
    QJT_V,
    QJT_VIB,
    RIF_24,
    RIF_SALT,
    RIF_V,
    RIFH_V,
    SDX_5V,
    SDX_DERATE,
    SDX_SNOW,
    SDX_V,
    SLM_ADDR,
    SLM_IP,
    SLM_V,
    U06_RANGE,
    U12_RANGE,
    ULT_FOAM,
)
from qkit import CFS, KLR, PHI, QJT, RIF, SDX, SLM, ULT, Fact, join, q, unanswerable

C = "compatibility"
E, M, H = "easy", "medium", "hard"
OK, NO = "compatible", "incompatible"


def cq(
    qid: str, diff: str, question: str, devices: list[str], fact: Fact, verdict: str, note: str = ""
) -> None:
    q(qid, diff, C, question, devices, fact[0], fact[1], verdict, note)


def ie(qid: str, diff: str, question: str, devices: list[str], note: str, evidence=None) -> None:
    unanswerable(qid, diff, C, question, devices, note, evidence)


# ------------------------------------------------------------------ compatible (10)
cq("c-01", E, "can i power the phi-1011 straight from my 5v arduino uno?", [PHI], PHI_V, OK)
cq("c-02", E, "will the slm-30 run off the 3v3 pin of an esp32 devkit?", [SLM], SLM_V, OK)
cq(
    "c-03",
    H,
    "I want a PHI-1011-I (ADDR pin tied to VDD) and an SLM-30 on the same I2C bus. Any "
    "address clash?",
    [PHI, SLM],
    join(PHI_ADDR_VDD, SLM_ADDR),
    OK,
    "0x49 vs the SLM-30's fixed 0x48",
)
cq("c-04", E, "Can the RIF-200H run from a 24 V DC PLC supply?", [RIF], RIFH_V, OK)
cq("c-05", E, "klr-80 on a standard 24v 4-20ma loop, ok?", [KLR], KLR_V, OK)
cq(
    "c-06",
    M,
    "Our tank is 10 m from the mounting flange to the bottom. Does the ULT-12 cover the "
    "full depth?",
    [ULT],
    U12_RANGE,
    OK,
)
cq("c-07", E, "qj-t30 on a 12v lead acid battery - fine?", [QJT], QJT_V, OK)
cq("c-08", E, "Can I run the SDX-50 from a 12 V solar battery?", [SDX], SDX_V, OK)
cq("c-09", E, "Is a 12 V DC supply suitable for the CFS-10A?", [CFS], CFS_V, OK)
cq(
    "c-10",
    M,
    "Can a KLR-80S measure a silo level 12 m below the antenna?",
    [KLR],
    KS_RANGE,
    OK,
)

# ------------------------------------------------------------------ incompatible (9)
cq(
    "c-11",
    E,
    "can i power the sdx-50 from the 5v pin on my arduino?",
    [SDX],
    (SDX_V[0], SDX_V[1] + SDX_5V),
    NO,
)
cq(
    "c-12",
    E,
    "will the qj-t90 work from 5v usb?",
    [QJT],
    (QJT_V[0], QJT_V[1] + QJT_5V),
    NO,
)
cq(
    "c-13",
    M,
    "Our road weather station runs on 24 V DC. Can I connect the RIF-200 (8200-120, not the H) to it?",
    [RIF],
    (RIF_V[0], RIF_V[1] + RIF_24),
    NO,
)
cq(
    "c-14",
    M,
    "Can the KLR-80 be powered from a 36 V DC loop supply?",
    [KLR],
    join(KLR_ABS, KLR_V),
    NO,
)
cq("c-15", E, "is the ult-06 enough for an 8 m deep water tank?", [ULT], U06_RANGE, NO)
cq(
    "c-16",
    H,
    "PHI-1011-I with ADDR to GND plus an SLM-30 on one I2C bus of a Raspberry Pi - will "
    "they both answer?",
    [PHI, SLM],
    join(PHI_ADDR_GND, SLM_ADDR),
    NO,
    "both at 0x48",
)
cq(
    "c-17",
    E,
    "can i feed the cfs-10 from our 24 v buoy battery?",
    [CFS],
    join(CFS_ABS, CFS_V),
    NO,
)
cq(
    "c-18",
    M,
    "can the cfs-10a analog out go straight into an esp32 adc pin (3v3)?",
    [CFS],
    (CFA_OUT[0], CFA_OUT[1] + CFA_DIV),
    NO,
)
cq(
    "c-19",
    H,
    "A standard SDX-50 (not the H) must measure snow at a mast where the transducer is 8 m "
    "above ground and winter nights reach -40 °C. Does it cover that distance in the cold?",
    [SDX],
    SDX_DERATE,
    NO,
    "derating footnote: 6 m below -35 °C",
)

# ------------------------------------------------------------------ insufficient evidence (9)
ie(
    "c-20",
    M,
    "Will the SDX-50 keep its ±1 cm accuracy during heavy snowfall?",
    [SDX],
    "accuracy during snowfall is not specified",
    SDX_SNOW,
)
ie(
    "c-21",
    M,
    "Can the RIF-200 tell us the de-icing salt concentration so we can dose brine?",
    [RIF],
    "salt concentration detection: not specified",
    RIF_SALT,
)
ie(
    "c-22",
    M,
    "can i plug an orp (redox) electrode into the phi-1011 instead of a ph probe?",
    [PHI],
    "operation with ORP electrodes is not specified",
    PHI_ORP,
)
ie(
    "c-23",
    M,
    "Is the CFS-10 suitable for monitoring blue-green algae via phycocyanin?",
    [CFS],
    "phycocyanin response is not specified",
    CFS_PHYCO,
)
ie(
    "c-24",
    H,
    "can i bolt the qj-t30 to a vibrating crusher frame and still trust it?",
    [QJT],
    "vibration resistance is not specified",
    QJT_VIB,
)
ie(
    "c-25",
    M,
    "Will a KLR-80S measure a beer fermentation tank with heavy foam on top?",
    [KLR],
    "measurement through heavy foam is not specified",
    KLR_FOAM,
)
ie(
    "c-26",
    M,
    "ult-12 on a foamy wastewater sump - will it work?",
    [ULT],
    "performance with heavy vapour or foam is not specified",
    ULT_FOAM,
)
ie(
    "c-27",
    E,
    "will the slm-30 board hold up in a dusty woodworking shop without a case?",
    [SLM],
    "IP rating not specified (FAQ); the FAQ only says it is not protected against water",
    SLM_IP,
)
ie(
    "c-28",
    H,
    "Can the QJ-T90 go inside an unheated greenhouse at 95 % RH?",
    [QJT],
    "no humidity rating anywhere on the sheet (operating temperature -40...+85 °C is fine)",
)
