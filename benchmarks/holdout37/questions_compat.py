"""Compatibility questions of the thirty-seventh hold-out set (28: 10 compatible,
9 incompatible, 9 insufficient_evidence, each of the latter citing the sheet's
own "not specified" line, so one required check has no evidence)."""

from __future__ import annotations

from facts import (
    EPR_3V3,
    EPR_HUM,
    EPR_V,
    EPRM_BAUD,
    HSE_ATEX,
    HSE_NOSUP,
    KFR_ACC,
    KFR_V,
    KGL_3V3,
    KGL_DO5,
    KGL_RESP,
    KGL_V,
    LWS_CABLE,
    LWS_GPIO,
    LWS_I5,
    LWS_LIFE,
    LWS_V,
    RG_CONTACT,
    RG_ERR,
    RG_MCU,
    RGH_I,
    RGH_SUP,
    RGH_V,
    RGP_V,
    SNT3_V,
    SNT7_V,
    SNT_5V,
    SNT_BAUD,
    SNT_SALINE,
    TPM2_OUT,
    TPM_DERATE,
    TPMA_I,
    TPMA_V,
    TPMV_OUT,
    TPMV_V,
)
from qkit import EPR, HSE, KFR, KGL, LWS, RG, SNT, TPM, Fact, join, q, unanswerable

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
judge("c-01", E, "can i power the tpm-2a from a 24v plc supply?", [TPM], OK, TPMA_V)
judge("c-02", E, "Can the EPR-05V run directly from a 12 V lead-acid battery?", [EPR], OK, EPR_V)
judge(
    "c-03",
    E,
    "lws-20 excitation straight from an esp32 3v3 gpio, ok?",
    [LWS],
    OK,
    join(LWS_V, LWS_GPIO),
)
judge(
    "c-04",
    M,
    "can a 5v arduino uno digital pin power the lws-20 excitation (it says up to 4.5 ma at 5v)?",
    [LWS],
    OK,
    join(LWS_V, LWS_I5, LWS_GPIO),
)
judge(
    "c-05",
    E,
    "will the snt-3 run off a 5v usb power bank?",
    [SNT],
    OK,
    join(SNT3_V, SNT_5V),
)
judge(
    "c-06",
    M,
    "Can an Arduino Uno's 5 V ADC read the TPM-2V output directly?",
    [TPM],
    OK,
    TPMV_OUT,
)
judge(
    "c-07",
    M,
    "rg 50-r tipping bucket on an esp32 gpio with the internal pullup to 3v3 - will it count?",
    [RG],
    OK,
    join(RG_CONTACT, RG_MCU),
)
judge("c-08", M, "Can the RG 50-P be powered from a 12 V supply?", [RG], OK, RGP_V)
judge(
    "c-09",
    H,
    "I have one 24 V DC supply rated 1.5 A. Can it run both the RG 50-H heater and a "
    "TPM-2A pyranometer at the same time (ambient below 60 °C)?",
    [RG, TPM],
    OK,
    join(RGH_V, RGH_I, RGH_SUP, TPMA_V, TPMA_I),
    "1250 mA + 22 mA max < 1.5 A; 24 V inside 10 ... 30 V and the heater's 24 V ±10 %",
)
judge(
    "c-10",
    M,
    "can one 12v supply power both an epr-05m and an snt-7 on my weather station?",
    [EPR, SNT],
    OK,
    join(EPR_V, SNT7_V),
    "12 V is the SNT-7's lower limit and inside 5.0～24 V",
)

# ---------------------------------------------------------------- incompatible (9)
judge("n-01", E, "will the kgl-06 lpg module work on 3v3?", [KGL], NO, join(KGL_V, KGL_3V3))
judge(
    "n-02",
    E,
    "can i run the epr-05v from the 3.3 v rail of my esp32 board?",
    [EPR],
    NO,
    join(EPR_V, EPR_3V3),
)
judge(
    "n-03",
    E,
    "snt-7 off a 5v power bank, will that work?",
    [SNT],
    NO,
    join(SNT7_V, SNT_5V),
)
judge(
    "n-04",
    M,
    "Can I power the TPM-2V (0...1 V version) from a 10 V supply?",
    [TPM],
    NO,
    TPMV_V,
    "10 V is the TPM-2A's lower limit; the TPM-2V needs 12 ... 30 V",
)
judge(
    "n-05",
    M,
    "kgl-06 DO pin straight into a raspberry pi gpio (3.3v only), no level shifter - ok?",
    [KGL],
    NO,
    KGL_DO5,
)
judge(
    "n-06",
    M,
    "can i wire the passive tpm-2 straight to an arduino uno analog pin (10 bit) and get "
    "useful readings?",
    [TPM],
    NO,
    TPM2_OUT,
)
judge(
    "n-07",
    H,
    "Can an EPR-05M and an SNT-7 share one RS-485 bus at their factory default settings, "
    "without reconfiguring either?",
    [EPR, SNT],
    NO,
    join(EPRM_BAUD, SNT_BAUD),
    "19200 bps vs 4800 bps defaults (both also default to address 1)",
)
judge(
    "n-08",
    M,
    "can i just hook the hse-4 h2s sensor to 3v3 and an esp32 adc pin?",
    [HSE],
    NO,
    HSE_NOSUP,
    "no supply pin; needs a potentiostat front end",
)
judge(
    "n-09",
    H,
    "The TPM-2A sits in a 70 °C rooftop enclosure on a 30 V loop supply. Is that within its "
    "ratings?",
    [TPM],
    NO,
    join(TPMA_V, TPM_DERATE),
    "30 V is fine below 60 °C, but above +60 °C the supply must not exceed 24 Vdc",
)

# ---------------------------------------------------------------- insufficient evidence (9)
unknown(
    "u-01",
    M,
    "can i leave the lws-20 excited 24/7 and expect it to last years?",
    [LWS],
    "continuous excitation allowed, lifetime under it not specified",
    LWS_LIFE,
)
unknown(
    "u-02",
    E,
    "is the epr-05 ok in a greenhouse at 95% rh?",
    [EPR],
    "operating humidity not specified",
    EPR_HUM,
)
unknown(
    "u-03",
    M,
    "Can the HSE-4 be installed in an ATEX zone 1 sewer shaft?",
    [HSE],
    "ATEX rating not specified",
    HSE_ATEX,
)
unknown(
    "u-04",
    M,
    "kfr-40 directly across 12v with no series resistor, safe?",
    [KFR],
    "maximum applied voltage not specified; current limit per area only",
    KFR_V,
)
unknown(
    "u-05",
    H,
    "Can I use a KFR-40 as a kitchen-scale load cell with 1 g accuracy?",
    [KFR],
    "accuracy as a load cell not specified",
    KFR_ACC,
)
unknown(
    "u-06",
    M,
    "Is the KGL-06 fast enough for an LPG leak alarm that must react within 10 s?",
    [KGL],
    "response time to LPG not specified",
    KGL_RESP,
)
unknown(
    "u-07",
    H,
    "will the rg 50-r still be accurate in a tropical cloudburst of 10 mm/min?",
    [RG],
    "error above 7 mm/min not specified",
    RG_ERR,
)
unknown(
    "u-08",
    H,
    "SNT-7 in a coastal saline field: can I rely on its ±2 %FS NPK accuracy there?",
    [SNT],
    "accuracy in saline soil not specified",
    SNT_SALINE,
)
unknown(
    "u-09",
    M,
    "lws-20 on a 100 m cable back to the logger, will that work?",
    [LWS],
    "up to 75 m supported; longer not specified",
    LWS_CABLE,
)
