"""Factual questions of the seventy-fourth hold-out set (42: 34 with items, 8 whose
answer is not in the sheets)."""

from __future__ import annotations

import facts as F
from qkit import AL, BT, BY, FL, FP, KR, SK, SR, Fact, join, q, unanswerable

E, M, H = "easy", "medium", "hard"
N = iter(range(1, 100))


def fq(diff: str, text: str, devs: list[str], *facts: Fact, note: str = "") -> None:
    items, evidence = join(*facts)
    q(f"f-{next(N):02d}", diff, "simple", text, devs, items, evidence, note=note)


def ie(diff: str, text: str, devs: list[str], note: str, *facts: Fact) -> None:
    evidence = join(*facts)[1] if facts else []
    unanswerable(f"f-{next(N):02d}", diff, "simple", text, devs, note, evidence)


# ---------------------------------------------------------------- SKB-T24
fq(
    E,
    "What supply voltage can be applied to the VCC pin of the SKB-T24 TFT module?",
    [SK],
    F.SK_VCC,
)
fq(
    M,
    "how much current does the skb-t24t (touch version) pull from 5v with the backlight on?",
    [SK],
    F.SK_I5_T,
    note="78 mA is the SKB-T24 column; 84 mA is the 3.3 V row",
)
fq(
    H,
    "What is the maximum SPI clock when reading GRAM back from the SKB-T24?",
    [SK],
    F.SK_RCLK,
    note="40 MHz is the write clock; 2.5 MHz is the touch controller",
)
fq(
    M,
    "operating temp range of the skb-t24t?",
    [SK],
    F.SK_TOP_T,
    note="-20 ~ +70 °C is the SKB-T24 column",
)
# ---------------------------------------------------------------- FLX9140
fq(E, "What is the recommended supply voltage range of the FLX9140?", [FL], F.FL_VDD)
fq(
    M,
    "sensitivity of the flx9140-20 in mv/a?",
    [FL],
    F.FL_SENS20,
    note="200 / 40 mV/A belong to the -10 / -50 codes",
)
fq(
    H,
    "Over what ambient temperature range is the FLX9140-50 specified?",
    [FL],
    F.FL_TOP50,
    note="the -50 code has temperature code E; L (-40 to 125 °C) and the AEC-Q100 feature are the look-alikes",
)
fq(E, "flx9140 supply current?", [FL], F.FL_IDD)
fq(E, "absolute max supply voltage for the flx9140?", [FL], F.FL_ABS)
# ---------------------------------------------------------------- FPM-R07
fq(E, "What supply voltage does the FPM-R07W fingerprint module accept on V+?", [FP], F.FP_VW)
fq(E, "default baud rate of the fpm-r07?", [FP], F.FP_BAUD)
fq(
    M,
    "How much current does the FPM-R07 take on VT while it waits for a finger?",
    [FP],
    F.FP_VT,
    note="the working current 40 / 50 mA is on V+",
)
fq(M, "how long do i wait after powering the fpm-r07 before sending commands?", [FP], F.FP_WARM)
# ---------------------------------------------------------------- BYN-BST35
fq(E, "What input voltage range does the BYN-BST35 boost module accept?", [BY], F.BY_VIN)
fq(E, "what output voltages can the byn-bst35 be set to?", [BY], F.BY_VOUT)
fq(
    M,
    "how many amps can the small bst35 board give at 12v out from a 5v input?",
    [BY],
    F.BY_S_5_12,
    note="1.6 A is the BYN-BST35L table",
)
fq(
    H,
    "What continuous output current does the BYN-BST35L deliver at 24 V out from a 12 V input?",
    [BY],
    F.BY_L_12_24,
    note="row Vin = 12 V of the heatsink-board table; 1.0 A is the small board",
)
# ---------------------------------------------------------------- KRN-STP35
fq(E, "What motor supply voltage range does the KRN-STP35 accept?", [KR], F.KR_VMOT)
fq(
    M,
    "What is the absolute maximum motor supply voltage of the KRN-STP35H?",
    [KR],
    F.KR_ABS_H,
    note="45 V is the operating range; 40 V is the KRN-STP35",
)
fq(E, "krn-stp35 current per phase without a heatsink?", [KR], F.KR_I_NOHS)
fq(
    H,
    "krn-stp35h with heatsink and a fan - max continuous current per phase?",
    [KR],
    F.KR_I_HS_H,
    note="2.8 A is the short maximum; 1.8 A the KRN-STP35",
)
fq(
    M,
    "What ambient temperature range is the KRN-STP35 rated to operate in?",
    [KR],
    F.KR_TOP,
    note="only in the warnings; 150 °C junction and -40 ... +125 °C storage are in the limits table",
)
# ---------------------------------------------------------------- ALH2310
fq(E, "What is the supply voltage range of the ALH2310?", [AL], F.AL_VDD)
fq(
    E,
    "i2c address of the alh2310?",
    [AL],
    F.AL_ADDR,
    note="0x88 / 0x89 ... are write / read bytes; 0x2400 ... are commands",
)
fq(
    M,
    "What is the maximum relative-humidity accuracy tolerance of the ALH2310-P?",
    [AL],
    F.AL_RH_P,
    note="typ ±1.5 %RH; ±3 %RH is the standard grade",
)
fq(
    H,
    "alh2310 standard grade temperature accuracy over the full -40 to 125c range, worst case?",
    [AL],
    F.AL_T_STD_FULL,
    note="unnamed second row of the accuracy table; ±0.3 °C is 0 ... 65 °C",
)
fq(
    M,
    "How long does a single-shot high-repeatability measurement of the ALH2310 take?",
    [AL],
    F.AL_MEAS_HI,
    note="τ63% 8 s is the humidity response time",
)
# ---------------------------------------------------------------- BTO-TS4
fq(E, "what supply voltage does the bto-ts438 ir receiver run on?", [BT], F.BT_VS)
fq(M, "How much supply current does the BTO-TS438 draw at VS = 5 V?", [BT], F.BT_I5)
fq(
    M,
    "What is the operating temperature range of the BTO-TS4 receivers?",
    [BT],
    F.BT_TOP,
    note="only in the absolute maximum table; storage is -40 ... +100 °C",
)
# ---------------------------------------------------------------- SRX3232
fq(E, "What supply voltage range does the SRX3232 RS-232 transceiver need?", [SR], F.SR_VCC)
fq(E, "srx3232 max data rate?", [SR], F.SR_RATE)
fq(
    H,
    "What operating temperature range is the SRX3232E specified for?",
    [SR],
    F.SR_TOP_E,
    note="0 to +70 °C is the SRX3232; +150 °C junction and -65 ... +150 °C storage are limits",
)
fq(
    M,
    "What minimum logic-high level does the SRX3232 need on T_IN when VCC = 5 V?",
    [SR],
    F.SR_VIH5,
    note="2.0 V is at VCC = 3.3 V",
)
# ---------------------------------------------------------------- not in the sheets (8)
ie(E, "what frame rate can the skb-t24 do full screen?", [SK], "no frame rate stated")
ie(
    M,
    "What is the junction-to-ambient thermal resistance of the FLX9140?",
    [FL],
    "no thermal resistance stated",
)
ie(
    E,
    "What IP rating does the FPM-R07 have?",
    [FP],
    "only 'not waterproof'; no IP rating",
    F.FP_WET,
)
ie(E, "load regulation of the byn-bst35?", [BY], "not stated")
ie(E, "krn-stp35 sleep current?", [KR], "SLP pin exists; no sleep current stated")
ie(
    M,
    "What is the long-term humidity drift of the ALH2310 per year?",
    [AL],
    "no drift per year stated",
)
ie(
    E,
    "How far does the BTO-TS438 receive in direct sunlight?",
    [BT],
    "the sheet says the reduction is not specified",
    F.BT_SUN,
)
ie(
    E,
    "What is the shutdown supply current of the SRX3232?",
    [SR],
    "the device has no shutdown pin; no shutdown current",
    F.SR_NOSD,
)
