"""Compatibility questions of the twenty-sixth hold-out set (28: 10 compatible,
10 incompatible, 8 insufficient_evidence, each of the latter citing the sheet's
own "not specified" line)."""

from __future__ import annotations

from facts import (
    DKC_COIL12,
    DKC_COIL24,
    DKC_IP,
    DKC_TOP,
    DKC_V,
    HTP_EX,
    HTP_UB,
    HTP_UBMIN_C,
    KLS_30DC_R,
    KLS_G,
    KLS_GMIN,
    KLS_OIL,
    KLS_STDMIN,
    RSV_ABS,
    RSV_ESD,
    RSV_VCC_FULL,
    SPC_LOAD20,
    SPC_LOAD30,
    SPC_PV20,
    SPC_TCOMP,
    TSA_ABS,
    TSA_TOP,
    TSA_TOP_Q,
    TSA_VDD,
    WLS_FOOD,
    WLS_TOP,
    WLS_TOP_C,
    WLS_VCC,
    WLS_VCC_C,
    WRM_RELAY10,
    WRM_RELAY16,
    WRM_SURGE,
    WRM_VIN,
)
from qkit import DKC, HTP, KLS, RSV, TSA, WLS, Fact, join, q, unanswerable

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
    "will the rsv809 reset chip run off my 5v arduino rail?",
    [RSV],
    OK,
    RSV_VCC_FULL,
    "5 V is inside 1.2-5.5 V (full temperature range row).",
)
judge(
    "c-02",
    "easy",
    "htp-100 pt100 transmitter on a 24v plc supply, ok?",
    [HTP],
    OK,
    HTP_UB,
)
judge(
    "c-03",
    "easy",
    "dkc150-24 coil straight across a 24 v forklift battery (up to about 29 v when charging)?",
    ["DKC150-24"],
    OK,
    DKC_COIL24,
)
judge(
    "c-04",
    "easy",
    "can the wrm-16 module switch a 2.8 kW / 12 A kettle on 230 V mains?",
    ["WRM-16"],
    OK,
    join(WRM_RELAY16, WRM_VIN),
)
judge(
    "c-05",
    "easy",
    "kls-20 limit switch directly switching a 24vdc 3a resistive heater?",
    [KLS],
    OK,
    KLS_30DC_R,
)
judge(
    "c-06",
    "easy",
    "can i power the wls-40 water sensor from the 3v3 pin of an esp32?",
    [WLS],
    OK,
    WLS_VCC,
)
judge(
    "c-07",
    "easy",
    "Can the SPC-20 take a solar panel with 44 V open-circuit voltage?",
    ["SPC-20"],
    OK,
    SPC_PV20,
)
judge(
    "c-08",
    "medium",
    "Is the TSA4053Q usable in an engine-bay ECU with 110 °C ambient?",
    ["TSA4053Q"],
    OK,
    TSA_TOP_Q,
)
judge(
    "c-09",
    "medium",
    "kls-20g as an end stop into a 5v arduino input with a 1k pull-up (5 ma)?",
    ["KLS-20G"],
    OK,
    join(KLS_GMIN, KLS_G),
    "5 mA at 5 V is between the 1 mA minimum load and the 0.1 A rating.",
)
judge(
    "c-10",
    "hard",
    "Can I drive the coil of a DKC150-12 from the load output of an SPC-20 on a 12 V "
    "battery bank (load terminal voltage 10.7 V to 14.6 V)?",
    ["DKC150-12", "SPC-20"],
    OK,
    join(DKC_COIL12, SPC_LOAD20),
    "Coil range 9-16 V covers 10.7-14.6 V; the 3.8 A inrush is far below the 20 A load rating.",
)

# ------------------------------------------------------------------ incompatible (10)
judge(
    "c-11",
    "easy",
    "can i run the rsv809 straight off a 9v battery?",
    [RSV],
    NO,
    join(RSV_VCC_FULL, RSV_ABS),
)
judge(
    "c-12",
    "easy",
    "tsa4053 analog switch on a 12v rail?",
    [TSA],
    NO,
    join(TSA_VDD, TSA_ABS),
)
judge(
    "c-13",
    "easy",
    "will the wrm-10 handle a 13a kettle at 230v?",
    ["WRM-10"],
    NO,
    WRM_RELAY10,
)
judge(
    "c-14",
    "easy",
    "Can the DKC150 be used to disconnect a 600 V DC battery string?",
    [DKC],
    NO,
    DKC_V,
)
judge(
    "c-15",
    "easy",
    "dkc150-12 coil on a 24v truck supply, fine?",
    ["DKC150-12"],
    NO,
    DKC_COIL12,
)
judge(
    "c-16",
    "easy",
    "spc-20 with a panel that has 60v voc?",
    ["SPC-20"],
    NO,
    SPC_PV20,
)
judge(
    "c-17",
    "medium",
    "Can the industrial TSA4053 (not the Q version) run at 105 °C ambient?",
    [TSA],
    NO,
    TSA_TOP,
)
judge(
    "c-18",
    "hard",
    "spc-30 load output feeding a 25a dc load, ok since it's the 30a model?",
    ["SPC-30"],
    NO,
    SPC_LOAD30,
    "The SPC-30 is rated 30 A charge but only 20 A load.",
)
judge(
    "c-19",
    "hard",
    "Will the HTP-100-C (0 to 400 °C) work on a 9 V loop supply?",
    ["HTP-100-C"],
    NO,
    HTP_UBMIN_C,
    "The family range starts at 8 V, but the C version needs 10 V minimum.",
)
judge(
    "c-20",
    "medium",
    "standard kls-20 (silver contacts) straight into a 5v arduino input, ~1 ma through it?",
    [KLS],
    NO,
    KLS_STDMIN,
)

# ------------------------------------------------------------------ insufficient evidence (8)
ie(
    "c-21",
    "easy",
    "dkc150 inside an outdoor box that needs ip65, ok?",
    [DKC],
    DKC_IP + DKC_TOP[1],
    "Housing IP rating not specified (operating temperature is fine).",
)
ie(
    "c-22",
    "easy",
    "Can the HTP-100 be installed in an ATEX zone 1 tank farm?",
    [HTP],
    HTP_EX,
    "Ex approval not specified.",
)
ie(
    "c-23",
    "medium",
    "kls-20 on a lathe with cutting oil spraying on it all day, will it survive?",
    [KLS],
    KLS_OIL,
    "Cutting oil resistance not specified.",
)
ie(
    "c-24",
    "easy",
    "My smart plug must pass a 4 kV surge test. Is the WRM-16 module good for that?",
    ["WRM-16"],
    WRM_SURGE,
    "Surge immunity not specified.",
)
ie(
    "c-25",
    "medium",
    "wls-40c on 3v3 in a greenhouse that gets to 40 °C, ok?",
    ["WLS-40C"],
    WLS_VCC_C[1] + WLS_TOP_C,
    "3.3 V supply is fine; WLS-40C operating temperature not specified.",
)
ie(
    "c-26",
    "medium",
    "Does the RSV809 meet a ±8 kV HBM ESD requirement on its VCC pin?",
    [RSV],
    RSV_ESD,
    "ESD rating not specified.",
)
ie(
    "c-27",
    "hard",
    "spc-20 charging a lifepo4 bank in an unheated shed, i need temperature compensated "
    "charging - will it do that?",
    ["SPC-20"],
    SPC_TCOMP,
    "Temperature compensation not specified for LI mode.",
)
ie(
    "c-28",
    "easy",
    "wls-40 in my drinking water tank, safe?",
    [WLS],
    WLS_FOOD,
    "Food safety not specified.",
)
_ = WLS_TOP
