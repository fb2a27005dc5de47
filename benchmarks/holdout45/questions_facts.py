"""Factual questions of the forty-fifth hold-out set (34 with items, 8 whose answer
is not in the sheets)."""

from __future__ import annotations

from facts import (
    A018_I,
    AS_SCCR,
    AS_T,
    AS_UE,
    BV_BAUD,
    BV_IF,
    BV_STBY,
    BV_T,
    BVA_RUN,
    CDIO_I,
    CI_BIT,
    CI_IH,
    CI_IL,
    CI_LEN,
    CI_T,
    CI_V,
    E12_V,
    E24_V,
    HM1_I,
    HM_AMP,
    HM_BAUD,
    HM_IS,
    HM_ITX,
    HM_VCC,
    K25_I,
    KS_IP,
    KS_STBY,
    KS_V,
    P12_I,
    PD_ABS,
    PD_HOLD,
    PD_VIN,
    PE_SURGE,
    PE_TREC,
    PE_VIN,
    WM_AMB,
    WM_BAUD,
    WM_IP_FLOW,
    WM_MED,
    WM_QI,
    pick,
)
from qkit import AS, BV, CI, HM, KS, PD, PE, WM, Fact, join, q, unanswerable

S = "simple"
E, M, H = "easy", "medium", "hard"


def ask(qid: str, diff: str, question: str, devices: list[str], fact: Fact, note: str = "") -> None:
    items, evidence = fact
    q(qid, diff, S, question, devices, items, evidence, None, note)


def unknown(
    qid: str, diff: str, question: str, devices: list[str], note: str, evidence=None
) -> None:
    unanswerable(qid, diff, S, question, devices, note, evidence)


# ------------------------------------------------------------------ easy, with items
ask(
    "f-01",
    E,
    "whats the standby current of the bv-700b (24v one)?",
    [BV],
    pick(BV_STBY, 1),
    "BV-700B column, not the BV-700A 150 mA",
)
ask(
    "f-02",
    E,
    "What baud rate does the BV-700 serial port use?",
    [BV],
    BV_BAUD,
    "only in the overview prose",
)
ask("f-03", E, "bv-700 bill acceptor operating temp range?", [BV], BV_T)
ask("f-04", E, "Which host interfaces does the BV-700 bill acceptor offer?", [BV], BV_IF)
ask(
    "f-05",
    E,
    "What ambient temperature range is the WM-55 heat meter rated for in operation?",
    [WM],
    WM_AMB,
    "ambient, not the medium temperature range",
)
ask("f-06", E, "what water temperature range can the wm-55 measure (medium temp)?", [WM], WM_MED)
ask(
    "f-07",
    E,
    "Which M-Bus baud rates does the WM-55 support?",
    [WM],
    WM_BAUD,
    "on page 2, in the continued table",
)
ask(
    "f-08",
    E,
    "What is the recommended PoE input voltage range of the PDM13?",
    [PD],
    PD_VIN,
    "recommended, not the 60 V absolute maximum",
)
ask(
    "f-09",
    E,
    "max output current of the pdm13-12 (12v version)?",
    [PD],
    P12_I,
    "PDM13-12 column (1.1 A), not PDM13-05 (2.4 A); name wrapped over two lines",
)
ask(
    "f-10",
    E,
    "What is the absolute maximum input voltage of the PDM13 (VIN+ to VIN-)?",
    [PD],
    PD_ABS,
)
ask("f-11", E, "rated current Ie of the as2-018?", [AS], A018_I)
ask("f-12", E, "What mains voltage range is the AS2 soft starter rated for (Ue)?", [AS], AS_UE)
ask("f-13", E, "what supply voltage does the cio-16 canopen module take?", [CI], CI_V)
ask("f-14", E, "Which CAN bit rates does the CIO-16 support?", [CI], CI_BIT)
ask("f-15", E, "CIO-16 operating temperature range?", [CI], CI_T)
ask("f-16", E, "What supply voltage range does the HM2110 HART modem accept?", [HM], HM_VCC)
ask("f-17", E, "hm2110 uart baud rate?", [HM], HM_BAUD, "feature list only")
ask(
    "f-18",
    E,
    "What input voltage range is recommended for the PE-25 PoE+ module?",
    [PE],
    PE_VIN,
    "recommended 42-57 V, not the 60 V absolute maximum",
)
ask(
    "f-19",
    E,
    "output voltage of the pe-25-24?",
    [PE],
    E24_V,
    "PE-25-24 row of the electrical characteristics",
)
ask(
    "f-20",
    E,
    "What supply voltage does the KSS-1 soft starter need?",
    [KS],
    KS_V,
    "only in the description prose",
)
ask("f-21", E, "kss-1-25 rated current?", [KS], K25_I, "KSS-1-25 column, not KSS-1-16")
ask("f-22", E, "What IP rating does the KSS-1 enclosure have?", [KS], KS_IP)

# ---------------------------------------------------------------- medium, with items
ask(
    "f-23",
    M,
    "what ip rating does the wm-55 flow sensor (not the calculator) have?",
    [WM],
    WM_IP_FLOW,
    "IP65 on page 2; the calculator is IP54 on page 1",
)
ask(
    "f-24",
    M,
    "Up to what ambient temperature can the AS2 run without derating?",
    [AS],
    AS_T,
    "-5 … +40 °C; the +60 °C row is with derating",
)
ask("f-25", M, "KSS-1 standby power consumption?", [KS], KS_STBY, "typ.-only table")
ask(
    "f-26",
    M,
    "How much supply current does the HM2110 draw while transmitting?",
    [HM],
    HM_ITX,
    "transmit-mode row, not receive mode or HM2111",
)
ask(
    "f-27",
    M,
    "hm2111 supply current with the internal reference on?",
    [HM],
    HM1_I,
    "unnamed condition row for the HM2111",
)
ask(
    "f-28",
    M,
    "What is the recommended operating temperature range of the PE-25?",
    [PE],
    PE_TREC,
    "recommended -20 … +60 °C, not absolute maximum -30 … +80 °C",
)
ask(
    "f-29",
    M,
    "how much current does the bv-700a pull when the motor is running (note transport)?",
    [BV],
    BVA_RUN,
    "parameter name wrapped over two lines; BV-700A column",
)
ask(
    "f-30",
    M,
    "What is the current consumption of the CIO-16DIO without output load?",
    [CI],
    CDIO_I,
    "wrapped name; CIO-16DIO column (80 mA), not CIO-16DI (60 mA)",
)
ask(
    "f-31",
    M,
    "min flow rate (qi) of the wm-55-15 in l/h?",
    [WM],
    WM_QI,
    "WM-55-15 column of the hydraulic data",
)

# ------------------------------------------------------------------ hard, with items
ask(
    "f-32",
    H,
    "What TX output amplitude does the HM2110 deliver into 160 ohms (min/typ/max)?",
    [HM],
    HM_AMP,
)
ask(
    "f-33",
    H,
    "pe-25-12 output voltage tolerance, min and max, at 54v in?",
    [PE],
    E12_V,
    "PE-25-12 row, not PE-25-24",
)
ask(
    "f-34",
    H,
    "On the CIO-16, which input voltages count as logic 1 and which as logic 0?",
    [CI],
    join(CI_IH, CI_IL),
)

# ------------------------------------------------------------- insufficient evidence
unknown(
    "f-35",
    E,
    "what's the power-on inrush current of the bv-700a?",
    [BV],
    "no inrush figure in the sheet",
)
unknown(
    "f-36",
    E,
    "What is the capacity (mAh) of the WM-55 battery?",
    [WM],
    "only 3.6 V lithium AA and 6 + 1 years are given",
)
unknown(
    "f-37",
    E,
    "pe-25 surge immunity level per iec 61000-4-5?",
    [PE],
    "the sheet says not specified",
    PE_SURGE,
)
unknown(
    "f-38",
    E,
    "What short-circuit current rating (SCCR) does the AS2 have for UL use?",
    [AS],
    "the sheet says not stated",
    AS_SCCR,
)
unknown(
    "f-39",
    M,
    "What are the intrinsic safety entity parameters of the HM2110?",
    [HM],
    "no IS certification; not specified",
    HM_IS,
)
unknown(
    "f-40",
    M,
    "pdm13 hold up time if the poe input drops?",
    [PD],
    "the sheet says not specified",
    PD_HOLD,
)
unknown(
    "f-41",
    M,
    "What is the maximum CAN bus length of the CIO-16 at 1 Mbit/s?",
    [CI],
    "the sheet refers to CiA 303-1 without a figure",
    CI_LEN,
)
unknown(
    "f-42",
    H,
    "What is the efficiency of the PDM13-05 at 50 % load?",
    [PD],
    "only the full-load efficiency (82 %) is given",
)
