"""Factual questions of the thirty-seventh hold-out set (42: 34 with items, 8
insufficient_evidence citing the sheet's own "not specified" line)."""

from __future__ import annotations

from facts import (
    EPR_ABS,
    EPR_HUM,
    EPR_TOP,
    EPRM_BAUD,
    EPRM_I5,
    EPRV_OUT,
    HSE1K_RANGE,
    HSE100_RESP,
    HSE_ATEX,
    HSE_HUM,
    HSE_T,
    HSE_WARM,
    KFR_RISE,
    KFR_T,
    KFR_V,
    KGL_I,
    KGL_PRE,
    KGL_RANGE,
    KGL_RESP,
    KGL_TOP,
    KGL_V,
    LWS_ABS,
    LWS_I5,
    LWS_IP,
    LWS_SET,
    LWS_T,
    LWS_V,
    RG_CONTACT,
    RG_ERR,
    RGH_I,
    RGH_T,
    SNT3_V,
    SNT7_P,
    SNT_BAUD,
    SNT_IP,
    SNT_SALINE,
    TPM_DEW,
    TPM_IP,
    TPM_T,
    TPMA_V,
    TPMV_I12,
    TPMV_V,
)
from qkit import EPR, HSE, KFR, KGL, LWS, RG, SNT, TPM, Fact, q, unanswerable

S = "simple"
E, M, H = "easy", "medium", "hard"


def ask(qid: str, diff: str, question: str, devices: list[str], fact: Fact, note: str = "") -> None:
    items, evidence = fact
    q(qid, diff, S, question, devices, items, evidence, None, note)


# ---------------------------------------------------------------- TPM-2
ask("f-01", E, "What is the power supply range of the TPM-2A (4...20 mA version)?", [TPM], TPMA_V)
ask("f-02", E, "tpm-2v supply voltage range?", [TPM], TPMV_V)
ask(
    "f-03",
    M,
    "How much current does the TPM-2V draw when it is powered from 12 Vdc?",
    [TPM],
    TPMV_I12,
    "the 8 mA typ. in the table is at 24 Vdc (footnote 1)",
)
ask("f-04", E, "operating temp range of the tpm-2 pyranometer?", [TPM], TPM_T)
ask("f-05", E, "What IP protection rating does the TPM-2 series have?", [TPM], TPM_IP)
# ---------------------------------------------------------------- EPR-05
ask("f-07", E, "What is the absolute maximum supply voltage of the EPR-05?", [EPR], EPR_ABS)
ask(
    "f-08",
    M,
    "recommended operating temperature of the epr-05v? not the abs max one",
    [EPR],
    EPR_TOP,
    "abs max operating temperature is -40～85; recommended -30～70",
)
ask(
    "f-09",
    M,
    "How much supply current does the EPR-05M (RS-485 version) draw at VDD = 5 V?",
    [EPR],
    EPRM_I5,
    "4.5 / 12 mA are the 12 V figures, 6.0 mA is the EPR-05V",
)
ask("f-10", E, "default baud rate of the epr-05m?", [EPR], EPRM_BAUD)
ask("f-11", E, "What output voltage range does the EPR-05V deliver?", [EPR], EPRV_OUT)
# ---------------------------------------------------------------- LWS-20
ask("f-13", E, "What excitation voltage range does the LWS-20 accept?", [LWS], LWS_V)
ask("f-14", M, "lws-20 current draw when i excite it at 5v?", [LWS], LWS_I5)
ask(
    "f-15",
    E,
    "how long do i have to wait after switching on the lws-20 excitation before i read it?",
    [LWS],
    LWS_SET,
)
ask("f-16", E, "What is the operating temperature range of the LWS-20?", [LWS], LWS_T)
ask("f-17", E, "What is the absolute maximum excitation voltage of the LWS-20?", [LWS], LWS_ABS)
# ---------------------------------------------------------------- SNT
ask("f-18", E, "What supply voltage does the SNT-3 NPK sensor need?", [SNT], SNT3_V)
ask("f-19", E, "snt-7 factory default baud rate?", [SNT], SNT_BAUD)
ask("f-20", E, "What is the maximum power consumption of the SNT-7 version?", [SNT], SNT7_P)
ask("f-21", E, "ip rating of the snt npk soil sensor?", [SNT], SNT_IP)
# ---------------------------------------------------------------- KFR
ask(
    "f-22",
    M,
    "What is the operating temperature range of the KFR-40 force sensing resistor?",
    [KFR],
    KFR_T,
    "row 2.9 of Table 2, continued on page 2",
)
ask("f-23", E, "kfr-12 fsr rise time?", [KFR], KFR_RISE)
# ---------------------------------------------------------------- HSE-4
ask("f-24", E, "What is the operating temperature range of the HSE-4 H2S sensor?", [HSE], HSE_T)
ask(
    "f-25",
    M,
    "What humidity range is the HSE-4 rated for in continuous operation?",
    [HSE],
    HSE_HUM,
    "0 to 99 %RH is intermittent only",
)
ask("f-26", E, "What is the measuring range of the HSE-4-1K?", [HSE], HSE1K_RANGE)
ask("f-27", M, "hse-4-100 t90 response time?", [HSE], HSE100_RESP, "< 30 s is the HSE-4-1K")
ask("f-28", E, "How long is the HSE-4 warm-up after first bias?", [HSE], HSE_WARM)
# ---------------------------------------------------------------- KGL-06
ask("f-29", E, "What supply voltage does the KGL-06 LPG module need?", [KGL], KGL_V)
ask("f-30", E, "kgl-06 current draw in clean air with the heater on?", [KGL], KGL_I)
ask("f-31", E, "What is the detection range of the KGL-06?", [KGL], KGL_RANGE)
ask(
    "f-32",
    M,
    "what's the recommended operating temp of the kgl-06 (not the abs max)?",
    [KGL],
    KGL_TOP,
    "abs max -20 ~ 70 °C",
)
ask(
    "f-33",
    H,
    "How long must the KGL-06 preheat at each power-on, and how long on first use after storage?",
    [KGL],
    KGL_PRE,
    "the EC table's 'Preheat time' row is empty; the values are in the sentence below it",
)
# ---------------------------------------------------------------- RG 50
ask("f-34", E, "What is the contact rating of the RG 50-R reed contact?", [RG], RG_CONTACT)
ask("f-35", E, "rg 50-h current draw with the heater on?", [RG], RGH_I)
ask(
    "f-36",
    H,
    "What operating temperature range is specified for the heated RG 50-H rain gauge?",
    [RG],
    RGH_T,
    "wrapped bilingual row, one column per ordering code; -R and -P are 0 ... +60",
)

# ---------------------------------------------------------------- not in the sheets (8)
unanswerable(
    "i-01",
    E,
    S,
    "What is the operating humidity range of the EPR-05?",
    [EPR],
    "the sheet says operating humidity is not specified",
    EPR_HUM,
)
unanswerable(
    "i-02",
    M,
    S,
    "What ATEX / intrinsic safety rating does the HSE-4 have?",
    [HSE],
    "ATEX rating not specified",
    HSE_ATEX,
)
unanswerable(
    "i-03",
    E,
    S,
    "ip rating of the lws-20 leaf wetness blade?",
    [LWS],
    "no IP code assigned",
    LWS_IP,
)
unanswerable(
    "i-04",
    M,
    S,
    "whats the max voltage i can put across a kfr-12?",
    [KFR],
    "maximum applied voltage not specified (only 1 mA/cm2 current)",
    KFR_V,
)
unanswerable(
    "i-05",
    H,
    S,
    "How accurate is the SNT-7 NPK reading in saline soil?",
    [SNT],
    "accuracy in saline soil not specified; ±2 %FS is the general figure",
    SNT_SALINE,
)
unanswerable(
    "i-06",
    M,
    S,
    "kgl-06 response time to lpg?",
    [KGL],
    "response time to LPG not specified",
    KGL_RESP,
)
unanswerable(
    "i-07",
    H,
    S,
    "What is the RG 50-R measurement error at a rain intensity of 10 mm/min?",
    [RG],
    "accuracy table stops at 7 mm/min; above that not specified",
    RG_ERR,
)
unanswerable(
    "i-08",
    E,
    S,
    "What is the TPM-2 accuracy when dew forms on the dome?",
    [TPM],
    "accuracy under dew not specified",
    TPM_DEW,
)
