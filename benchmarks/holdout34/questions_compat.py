"""Compatibility questions of the thirty-fourth hold-out set (28: 10 compatible,
9 incompatible, 9 insufficient_evidence, each of the latter citing the sheet's
own "not specified" line, so one required check has no evidence)."""

from __future__ import annotations

from facts import (
    CKS_ADDR,
    CKS_CLK,
    CKS_LOCK,
    CKS_V,
    CKS_VDDO,
    IRB_AVG,
    IRB_V,
    IRB_VIH,
    KBC3_IAUX,
    KBC3_VAUX,
    KBC5_IAUX,
    KBC5_VAUX,
    KBC20_HOT,
    KBC20_IAUX,
    KBC_SURGE,
    KBC_T,
    KNH_33,
    KNH_T,
    KNHA_ACC,
    KNHA_R,
    KNHA_V,
    KNHU_I,
    KNHU_V,
    NDZ_5V,
    NDZ_ABS,
    NDZ_ACC,
    NDZ_ADDR,
    NDZ_CLK,
    NDZ_DRIFT,
    NDZ_I_CONT,
    NDZ_T,
    NDZ_V,
    O5_I,
    O5_V,
    O12_V,
    OFP_DER,
    OFP_HOLD,
    OFP_IIN,
    OFP_T,
    R06_I,
    RFN_3PH,
    RFN_V,
    RFN_VIB,
    SPX_ABS,
    SPX_HUM,
    SPX_PULL,
    SPX_T,
    SPX_V,
    SPX_VIO,
)
from qkit import CKS, IRB, KBC, KNH, NDZ, OFP, RFN, SPX, Fact, join, q, unanswerable

C = "compatibility"
OK, NO = "compatible", "incompatible"
E, M, H = "easy", "medium", "hard"


def judge(
    qid: str, diff: str, question: str, devices: list[str], verdict: str, fact: Fact, note: str = ""
) -> None:
    items, evidence = fact
    q(qid, diff, C, question, devices, items, evidence, verdict, note)


def unknown(qid: str, diff: str, question: str, devices: list[str], note: str, evidence) -> None:
    unanswerable(qid, diff, C, question, devices, note, evidence)


# ---------------------------------------------------------------- compatible (10)
judge(
    "c-01",
    E,
    "can i run the knh-3u off the 5v output of an ofp-25-5?",
    [KNH, OFP],
    OK,
    join(KNHU_V, KNHU_I, O5_V),
)
judge("c-02", E, "ndz-2310 on a 3v3 esp32 board, ok for vdd?", [NDZ], OK, NDZ_V)
judge(
    "c-03",
    M,
    "Can the 3.3 V auxiliary output of a KBC 256-3 power an NDZ-2310 running in continuous mode?",
    [KBC, NDZ],
    OK,
    join(KBC3_VAUX, KBC3_IAUX, NDZ_V, NDZ_I_CONT),
    "NDZ-2310 continuous mode is given at VDD 1.8 V (max 6.0 mA), far below 60 mA",
)
judge(
    "c-04",
    E,
    "ofp-25-24 in a control cabinet at 45 °C, fine at full load?",
    [OFP],
    OK,
    join(OFP_T, ([], OFP_DER)),
    "derating starts only above 50 °C",
)
judge(
    "c-05",
    M,
    "Can an RFN-2006 filter the 230 VAC input of an OFP-25-24?",
    [RFN, OFP],
    OK,
    join(RFN_V, R06_I, OFP_IIN),
)
judge(
    "c-06",
    H,
    "Can the CKS5351 (VDD) and an NDZ-2310 share one 3.3 V rail and one 400 kHz I2C bus "
    "without an address clash?",
    [CKS, NDZ],
    OK,
    join(CKS_V, NDZ_V, CKS_ADDR, NDZ_ADDR, CKS_CLK, NDZ_CLK),
)
judge(
    "c-07",
    E,
    "irb-38 powered from my 5v arduino and driven from a 5v pin, will it work?",
    [IRB],
    OK,
    join(IRB_V, IRB_VIH),
)
judge(
    "c-08",
    M,
    "Can I run the CKS5351 outputs at VDDO = 1.8 V while the core (VDD) is on 3.3 V?",
    [CKS],
    OK,
    join(CKS_V, CKS_VDDO),
)
judge(
    "c-09",
    E,
    "knh-3a in a pig barn that stays between 0 and 35 °C, temp ok?",
    [KNH],
    OK,
    KNH_T,
)
judge(
    "c-10",
    M,
    "spx7341 on 1.8v with the i2c pull-ups going to 3v3, is that allowed?",
    [SPX],
    OK,
    join(SPX_V, SPX_VIO, ([], SPX_PULL)),
)

# ---------------------------------------------------------------- incompatible (9)
judge(
    "c-11",
    E,
    "can i power the knh-3a from the 3.3v pin?",
    [KNH],
    NO,
    join(KNHA_V, ([], KNH_33)),
)
judge("c-12", E, "spx7341 vdd straight from a 3v3 ldo, ok?", [SPX], NO, join(SPX_V, SPX_ABS))
judge(
    "c-13",
    M,
    "Can the KBC 256-5 auxiliary output power an IRB-38 sending a 38 kHz, 50 % duty signal?",
    [KBC, IRB],
    NO,
    join(KBC5_VAUX, KBC5_IAUX, IRB_V, IRB_AVG),
    "5.0 V is inside 3.0-5.5 V but the IRB-38 averages 50 mA, the KBC 256-5 gives at most 40 mA",
)
judge(
    "c-14",
    E,
    "ofp-25-12 output straight into the knh-3u vcc?",
    [OFP, KNH],
    NO,
    join(O12_V, KNHU_V),
)
judge(
    "c-15",
    M,
    "Can an RFN-2010 be used on the 400 VAC three-phase input of a motor drive?",
    [RFN],
    NO,
    join(RFN_V, ([], RFN_3PH)),
)
judge(
    "c-16",
    E,
    "ndz-2310 sda/scl straight to a 5v arduino uno with 5v pullups?",
    [NDZ],
    NO,
    join(NDZ_V, ([], NDZ_5V)),
)
judge(
    "c-17",
    H,
    "Can the OFP-25-5 deliver its full 5 A at 65 °C ambient?",
    [OFP],
    NO,
    join(O5_I, OFP_T, ([], OFP_DER)),
    "65 °C is inside -20…+70 °C but the derating allows only about 70 % load there",
)
judge(
    "c-18",
    H,
    "Can a KBC 256-20 supply 8 mA from its auxiliary output at 42 °C ambient?",
    [KBC],
    NO,
    join(KBC20_IAUX, KBC_T, KBC20_HOT),
    "10 mA normally, but footnote *2 limits it to 5 mA above +40 °C",
)
judge(
    "c-19",
    M,
    "can the ndz-2310 run straight off a 1s lipo (4.2v when full)?",
    [NDZ],
    NO,
    join(NDZ_V, NDZ_ABS),
)

# ---------------------------------------------------------------- insufficient evidence (9)
unknown(
    "c-20",
    M,
    "is the knh-3a good enough to read 25 ppm ammonia to within ±5 ppm?",
    [KNH],
    "25 ppm is inside the 10-300 ppm range, but KNH-3A accuracy is not specified",
    KNHA_R[1] + KNHA_ACC,
)
unknown(
    "c-21",
    E,
    "will an ofp-25-5 on its own pass class b emc in my product?",
    [OFP],
    "EMC class is not specified for the open-frame version",
    OFP_HOLD,
)
unknown(
    "c-22",
    M,
    "Will the NDZ-2310 stay within ±10 % for five years in an outdoor air-quality station "
    "that sees -5 to 40 °C?",
    [NDZ],
    "temperature fits the -10…+50 °C range, but long-term drift is not specified",
    NDZ_T[1] + NDZ_DRIFT,
)
unknown(
    "c-23",
    M,
    "Can an RFN-2020 be bolted to a vibrating compressor frame (5 g) feeding a 230 VAC pump?",
    [RFN],
    "voltage fits, vibration resistance is not specified",
    RFN_V[1] + RFN_VIB,
)
unknown(
    "c-24",
    H,
    "my design needs the cks5351 clock to be stable within 1 ms of reprogramming a pll - "
    "does it meet that?",
    [CKS],
    "PLL lock time is not specified",
    CKS_LOCK,
)
unknown(
    "c-25",
    M,
    "Will an OFP-25-12 ride through a 20 ms mains dropout without the 12 V output dipping?",
    [OFP],
    "hold-up time is not specified",
    OFP_HOLD,
)
unknown(
    "c-26",
    E,
    "spx7341 in a greenhouse at 95% rh and 30 °C, ok?",
    [SPX],
    "30 °C is inside -30…70 °C, operating humidity is not specified",
    SPX_T[1] + SPX_HUM,
)
unknown(
    "c-27",
    H,
    "The KBC 256-3 host side goes over 30 m of cable to an outdoor sensor. Will it survive "
    "1 kV surges on that line?",
    [KBC],
    "surge immunity of the host side is not specified",
    KBC_SURGE,
)
unknown(
    "c-28",
    M,
    "Can the NDZ-2310 report NO2 to ±0.1 ppm for a regulatory compliance monitor?",
    [NDZ],
    "accuracy in ppm is not specified",
    NDZ_ACC,
)
