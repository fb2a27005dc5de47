"""Compatibility questions of the thirty-third hold-out set (28: 10 compatible,
9 incompatible, 9 insufficient_evidence, each of the latter citing the sheet's
own "not specified" line, so one required check has no evidence)."""

from __future__ import annotations

from facts import (
    FM_33,
    FM_RX5,
    FM_V,
    FM_XS,
    HAM_5V,
    HAM_OIL,
    HAM_T,
    HAM_V,
    HB_OUT,
    K1_RANGE,
    K5_RANGE,
    KAF_ABS,
    KAF_MEDIA,
    KAF_V,
    KC_18,
    KC_V,
    KLD_CABLE,
    KLD_ESD,
    KLD_PU,
    KLD_V,
    KR_V,
    KV_V,
    KWV_SURGE,
    LK_CABLE,
    LK_IP,
    LK_V,
    LKR_5V,
    LKR_CONTACT,
    LKR_V,
    LKR_VALVE,
    SF_400,
    SF_ETH,
    SF_FSCL,
    SF_V,
    WH_T,
    WU_FN,
    WU_V,
    f,
)
from qkit import FM, HAM, KAF, KLD, KWV, LK, SFH, WR, Fact, it, join, q, unanswerable

C = "compatibility"
OK, NO = "compatible", "incompatible"
E, M, H = "easy", "medium", "hard"

FM_UART = f(
    FM,
    1,
    "Output signal：UART (TTL, 3.3V level)",
    it(FM, "interface", values=["UART"], condition="TTL, 3.3 V level"),
)


def judge(
    qid: str, diff: str, question: str, devices: list[str], verdict: str, fact: Fact, note: str = ""
) -> None:
    items, evidence = fact
    q(qid, diff, C, question, devices, items, evidence, verdict, note)


def unknown(qid: str, diff: str, question: str, devices: list[str], note: str, evidence) -> None:
    unanswerable(qid, diff, C, question, devices, note, evidence)


# ---------------------------------------------------------------- compatible (10)
judge("c-01", E, "can i run the lk-20 off my arduino's 5v pin?", [LK], OK, LK_V)
judge(
    "c-02",
    E,
    "Can one 5 V rail power both the FM-30 and the SFH41 formaldehyde sensors?",
    [FM, SFH],
    OK,
    join(FM_V, SF_V),
)
judge("c-03", E, "kld3102 + sfh41 both on a 3v3 rail, ok?", [KLD, SFH], OK, join(KLD_V, SF_V))
judge(
    "c-04",
    M,
    "Can the LK-20R relay switch a 24 V DC solenoid valve that draws 2 A?",
    [LK],
    OK,
    join(LKR_CONTACT, LKR_VALVE),
)
judge(
    "c-05",
    M,
    "kld3102 running at 3v3, can i pull its ALARM pin up to 5v so my 5v arduino reads it?",
    [KLD],
    OK,
    join(KLD_V, KLD_PU),
    "Recommended VPU up to 5.5 V independent of VDD (also said in the description).",
)
judge(
    "c-06",
    M,
    "Can a single 12 V supply power the KWV-300V wind vane and the KAF3100 airflow sensor?",
    [KWV, KAF],
    OK,
    join(KV_V, KAF_V),
)
judge(
    "c-07",
    H,
    "KWV-300C on a 24 V supply with a 250 ohm loop resistor into the PLC, is that within spec?",
    [KWV],
    OK,
    join(KC_V, KC_18),
    "24 V is inside 12-30 V and above the 18 V needed even for a 500 Ohm load.",
)
judge("c-08", E, "kaf3100-5lp for a 3 slpm air flow, ok?", [KAF], OK, K5_RANGE)
judge(
    "c-09",
    M,
    "Will the WR 20-H (heated) work at -45 °C on a mountain weather station?",
    [WR],
    OK,
    WH_T,
)
judge(
    "c-10",
    M,
    "ham-70b in a car (14 v supply), output into a high-impedance 0-5v adc input - all good?",
    [HAM],
    OK,
    join(HAM_V, HB_OUT),
)

# ---------------------------------------------------------------- incompatible (9)
judge(
    "c-11",
    E,
    "will the lk-20r work from a 5v usb supply?",
    [LK],
    NO,
    join(LKR_V, LKR_5V),
)
judge("c-12", E, "can i power the fm-30 from 3v3?", [FM], NO, join(FM_V, FM_33))
judge(
    "c-13",
    M,
    "Can the FM-30 RXD pin connect straight to the TX pin of a 5 V Arduino Uno?",
    [FM],
    NO,
    join(FM_UART, FM_RX5),
)
judge(
    "c-14",
    M,
    "Can the SFH41 share an I2C bus that runs at 400 kHz with my other sensors?",
    [SFH],
    NO,
    join(SF_FSCL, SF_400),
)
judge(
    "c-15",
    M,
    "one 12v rail for a wr 20-u and a kwv-300v, will both work?",
    [WR, KWV],
    NO,
    join(WU_V, KV_V),
    "WR 20-U needs 15 V min; the KWV-300V would be fine.",
)
judge("c-16", E, "ham-70 on a 5v supply?", [HAM], NO, join(HAM_V, HAM_5V))
judge(
    "c-17",
    M,
    "Can I run the KAF3100 straight off a 24 V PLC supply?",
    [KAF],
    NO,
    join(KAF_V, KAF_ABS),
)
judge(
    "c-18",
    H,
    "KWV-300C powered from 12 V with a 500 ohm loop resistor - within spec?",
    [KWV],
    NO,
    join(KC_V, KC_18),
    "12 V is inside the 12-30 V column value but footnote *1 requires 18 V with 500 Ohm.",
)
judge(
    "c-19",
    H,
    "WR 20-U on a 15 V supply, output into a 2 kOhm ADC input. OK?",
    [WR],
    NO,
    join(WU_V, WU_FN),
    "Footnote *1: 15 V only for loads >= 10 kOhm, 18 V at 2 kOhm.",
)
judge(
    "c-29",
    E,
    "kaf3100-1lp to measure about 3 slpm?",
    [KAF],
    NO,
    K1_RANGE,
)

# ---------------------------------------------------------------- insufficient evidence (9)
unknown(
    "c-20",
    E,
    "is the lk-20 board ok lying on a basement floor where it gets splashed?",
    [LK],
    "Only the probe may get wet; board protection rating not specified.",
    LK_IP,
)
unknown(
    "c-21",
    E,
    "can i extend the lk-20 probe wire to 15 m?",
    [LK],
    "FAQ: maximum cable extension not specified.",
    LK_CABLE,
)
unknown(
    "c-22",
    M,
    "Can the KLD3102 (3.3 V) sense through electrodes on a 50 m cable under a data-centre floor?",
    [KLD],
    "Supply fine, but the electrode cable length is not specified.",
    KLD_CABLE + KLD_V[1],
)
unknown(
    "c-23",
    H,
    "kld3102 electrodes are exposed where people touch them - will it survive 8 kV contact ESD?",
    [KLD],
    "ESD rating not specified.",
    KLD_ESD,
)
unknown(
    "c-24",
    M,
    "FM-30 mounted next to a hand-sanitiser (ethanol) dispenser: will the HCHO reading stay "
    "accurate?",
    [FM],
    "FAQ: alcohol affects the reading; cross-sensitivity not specified.",
    FM_XS,
)
unknown(
    "c-25",
    M,
    "sfh41 in a bar where theres lots of alcohol vapour, will the hcho reading be right?",
    [SFH],
    "Cross-sensitivity to ethanol not specified.",
    SF_ETH,
)
unknown(
    "c-26",
    H,
    "The KWV-300R goes on a lightning-exposed mast and our spec requires 6 kV surge immunity "
    "on the supply and RS-485 lines. Does it meet that?",
    [KWV],
    "Lightning surge immunity not specified.",
    KWV_SURGE + KR_V[1],
)
unknown(
    "c-27",
    M,
    "Can the KAF3100-1LP measure a 0.5 SLPM flow of CO2?",
    [KAF],
    "Range is fine (0-1 SLPM) but media other than dry air / nitrogen: not specified.",
    KAF_MEDIA + K1_RANGE[1],
)
unknown(
    "c-28",
    H,
    "ham-70 in a dusty off-road engine bay at about 100 C with oil mist around - ok?",
    [HAM],
    "100 C is inside -40..+120 C but oil mist / dust resistance is not specified.",
    HAM_OIL + HAM_T[1],
)
