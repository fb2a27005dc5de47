"""Compatibility questions of the twenty-fourth hold-out set (29: 10 compatible,
10 incompatible, 9 insufficient_evidence, each of the latter citing the sheet's
own "not specified" line)."""

from __future__ import annotations

from facts import (
    CSC_EFF,
    CSC_ICHG50,
    CSC_VIN,
    CSC_VMIN27,
    CSC_VMIN54,
    HVM_DRAIN,
    HVM_IP,
    HVM_LIFE,
    HVM_P3V3,
    HVM_VCC,
    HVM_VCC_P,
    HVM_VIH,
    KTA_3V3,
    KTA_JT,
    KTA_VS,
    KVD_ADDR,
    KVD_FSCL,
    KVD_IOUT,
    KVD_VDD,
    LUV_ABS,
    LUV_GLASS,
    LUV_VDD,
    QTC_ABS,
    QTC_ADDR_GND,
    QTC_ADDR_VDD,
    QTC_FSCL,
    QTC_GLOVE,
    QTC_VDD,
    QTC_WET,
    TK_RANGE_P,
    TK_VCC,
    TK_WATER,
    UVS_AOUT,
    UVS_AOUT_W,
    UVS_TC,
    UVS_TOP,
    UVS_VCC,
)
from qkit import CSC, HVM, KTA, KVD, LUV, QTC, TK, UVS, Fact, join, q, unanswerable

C = "compatibility"
OK, NO = "compatible", "incompatible"


def judge(
    qid: str, diff: str, question: str, devices: list[str], verdict: str, fact: Fact, note: str = ""
) -> None:
    items, evidence = fact
    q(qid, diff, C, question, devices, items, evidence, verdict, note)


def ie(qid: str, diff: str, question: str, devices: list[str], evidence: list, note: str) -> None:
    unanswerable(qid, diff, C, question, devices, note, evidence)


# ------------------------------------------------------------------ compatible (10)
judge(
    "c-01",
    "easy",
    "can i run the kvd2603 haptic driver straight off a 1s lipo (4.2v full)?",
    [KVD],
    OK,
    KVD_VDD,
)
judge(
    "c-02",
    "easy",
    "tk-6675 thermocouple board powered from the 3v3 pin of an esp32, ok?",
    [TK],
    OK,
    TK_VCC,
)
judge(
    "c-03",
    "easy",
    "Can the UVS-3 UV index module be supplied from the 5 V pin of an Arduino Uno?",
    [UVS],
    OK,
    UVS_VCC,
)
judge("c-04", "easy", "luv6075 on a 1.8v rail - is that within spec?", [LUV], OK, LUV_VDD)
judge(
    "c-05",
    "medium",
    "hvm-02 (the plain digital one, not the P) on 5v, IN pin driven by a 3v3 esp32 gpio. "
    "will the motor switch on?",
    [HVM],
    OK,
    join(HVM_VCC, HVM_VIH),
    note="3.3 V high level is above the 2.0 V threshold of the HVM-02",
)
judge(
    "c-06",
    "medium",
    "Can a KVD2603 and a QTC12 with its ADDR pin tied to VDD share one 3.3 V I2C bus at 400 kHz?",
    [KVD, QTC],
    OK,
    join(KVD_ADDR, QTC_ADDR_VDD, KVD_FSCL, QTC_FSCL, KVD_VDD, QTC_VDD),
    note="0x5A vs 0x5B, both 400 kHz, both run at 3.3 V",
)
judge(
    "c-07",
    "medium",
    "my adc has a 1.2 V full scale. does the standard uvs-3 (not the W) fit without a divider?",
    [UVS],
    OK,
    UVS_AOUT,
)
judge(
    "c-08",
    "medium",
    "CSC5100-27 supercap charger fed from a 3.3 V rail - enough headroom?",
    [CSC],
    OK,
    join(CSC_VIN, CSC_VMIN27),
)
judge(
    "c-09",
    "hard",
    "kta495 on 5v, OUT straight into a 3.3v adc. i only need to read a smoker up to 600 C, "
    "does that work without dividing the output?",
    [KTA],
    OK,
    join(KTA_VS, KTA_3V3),
    note="full scale of a 3.3 V ADC is reached at 660 °C",
)
judge(
    "c-10",
    "hard",
    "With the CSC5100-50 version, can I set the supercap charge current to 400 mA?",
    [CSC],
    OK,
    CSC_ICHG50,
    note="max. charge current 500 mA for -50 (300 mA only for -54)",
)

# ------------------------------------------------------------------ incompatible (10)
judge(
    "c-11",
    "easy",
    "will my 5v arduino fry the qtc12 touch chip if i power it from the 5v pin?",
    [QTC],
    NO,
    join(QTC_VDD, QTC_ABS),
)
judge(
    "c-12",
    "easy",
    "Can the LUV6075 be powered from a 5 V supply?",
    [LUV],
    NO,
    join(LUV_VDD, LUV_ABS),
)
judge(
    "c-13",
    "easy",
    "hvm-02p (pwm version) running off a 3v3 pin, fine?",
    [HVM],
    NO,
    join(HVM_VCC_P, ([], HVM_P3V3)),
)
judge(
    "c-14",
    "medium",
    "kvd2603 driving a coin motor that pulls 300 ma continuous - ok?",
    [KVD],
    NO,
    KVD_IOUT,
)
judge(
    "c-15",
    "medium",
    "Can the CSC5100-54 be charged from a plain 5.0 V USB port?",
    [CSC],
    NO,
    join(CSC_VMIN54, CSC_VIN),
    note="-54 needs at least 5.6 V at the input",
)
judge(
    "c-16",
    "medium",
    "kvd2603 + qtc12 (ADDR pin grounded) on the same i2c bus, any problem?",
    [KVD, QTC],
    NO,
    join(KVD_ADDR, QTC_ADDR_GND),
    note="address clash: both 0x5A",
)
judge(
    "c-17",
    "medium",
    "tk-6675-p kit with its supplied probe for my pottery kiln at 800 C?",
    [TK],
    NO,
    TK_RANGE_P,
)
judge(
    "c-18",
    "medium",
    "can one hvm-02 board drive two of the 85 mA coin motors in parallel?",
    [HVM],
    NO,
    HVM_DRAIN,
    note="170 mA > 150 mA MOSFET rating; FAQ says no",
)
judge(
    "c-19",
    "hard",
    "UVS-3W into an ADC with a 1.1 V full-scale range: can I read the whole UVI 0-15 span "
    "without a divider?",
    [UVS],
    NO,
    UVS_AOUT_W,
)
judge(
    "c-20",
    "hard",
    "kta495 output into a 3v3 adc, i want to see up to 900 C in my forge. direct connection ok?",
    [KTA],
    NO,
    KTA_3V3,
)

# ------------------------------------------------------------------ insufficient evidence (9)
ie(
    "c-21",
    "easy",
    "is the hvm-02 vibration board ok outside in the rain?",
    [HVM],
    HVM_IP,
    "IP rating not specified",
)
ie(
    "c-22",
    "easy",
    "will qtc12 touch keys work when i'm wearing gloves?",
    [QTC],
    QTC_GLOVE,
    "glove operation not specified",
)
ie(
    "c-23",
    "medium",
    "tk-6675-p probe dipped in a pot of boiling water (100 C) - will the probe survive being wet?",
    [TK],
    TK_WATER,
    "range is fine (0-400 °C) but the probe's waterproofing is not specified",
)
ie(
    "c-24",
    "medium",
    "Can I use the KTA495 on 5 V with a J-type thermocouple?",
    [KTA],
    KTA_VS[1] + KTA_JT,
    "5 V is in range, J type use not specified",
)
ie(
    "c-25",
    "medium",
    "luv6075 mounted behind a glass window, will the UV index still be accurate?",
    [LUV],
    LUV_GLASS,
    "cover glass accuracy not specified",
)
ie(
    "c-26",
    "medium",
    "QTC12 touch panel on a shower wall where water runs over it - will it work reliably?",
    [QTC],
    QTC_WET,
    "wet operation not specified",
)
ie(
    "c-27",
    "hard",
    "CSC5100-50 charging at 500 mA in a sealed box at 60 C - will it overheat without a heat sink?",
    [CSC],
    CSC_EFF,
    "60 °C is within -40..+85 °C but thermal resistance is not specified",
)
ie(
    "c-28",
    "hard",
    "uvs-3 on a car dashboard at 60 C: will the UVI reading stay within the +-1 UVI accuracy?",
    [UVS],
    UVS_TOP[1] + UVS_TC,
    "60 °C is inside -20..+70 °C, but the temperature coefficient is not specified",
)
ie(
    "c-29",
    "medium",
    "hvm-02 buzzing 24/7 in a product for 5 years, will the motor last?",
    [HVM],
    HVM_LIFE,
    "motor service life not specified",
)
