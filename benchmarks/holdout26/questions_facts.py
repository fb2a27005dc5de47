"""Factual questions of the twenty-sixth hold-out set (33 with items, 8 whose answer
is not in the sheets: insufficient_evidence)."""

from __future__ import annotations

from facts import (
    DKC_AUX,
    DKC_COIL48,
    DKC_I,
    DKC_IP,
    DKC_NOM48,
    DKC_V,
    HTP_ACC_B,
    HTP_EX,
    HTP_RANGE_A,
    HTP_RESP_C,
    HTP_TAMB,
    HTP_UB,
    KLS_GMIN,
    KLS_IP,
    KLS_TOP,
    RSV_ABS,
    RSV_ICC55,
    RSV_PKG,
    RSV_TOP,
    RSV_VMIN_070,
    SPC_FLOAT_LI,
    SPC_ICHG30,
    SPC_SELF,
    SPC_TOP,
    SPC_USB,
    TSA_IDD,
    TSA_RON30,
    TSA_RON45,
    TSA_THD,
    TSA_TOP_Q,
    TSA_VDD,
    TSA_VIH5,
    TSA_VIL5,
    WLS_AOUT_C,
    WLS_I_C,
    WLS_RANGE,
    WLS_RESP,
    WLS_TOP_C,
    WLS_VCC,
    WRM_STBY,
    WRM_SURGE,
    WRM_TX_B,
    WRM_VIN,
    WRM_WIFI,
)
from qkit import DKC, HTP, KLS, RSV, SPC, TSA, WLS, WRM, Fact, join, q, unanswerable

S = "simple"


def ask(qid: str, diff: str, question: str, devices: list[str], fact: Fact, qtype: str = S) -> None:
    items, evidence = fact
    q(qid, diff, qtype, question, devices, items, evidence)


# ------------------------------------------------------------------ easy (20)
ask("f-01", "easy", "What is the absolute maximum VCC of the RSV809?", [RSV], RSV_ABS)
ask(
    "f-02",
    "easy",
    "which packages does the rsv809 reset chip come in?",
    [RSV],
    RSV_PKG,
)
ask(
    "f-03",
    "easy",
    "What is the recommended supply voltage range of the TSA4053 analog switch?",
    [TSA],
    TSA_VDD,
)
ask(
    "f-06",
    "easy",
    "What loop supply voltage range does the HTP-100 Pt100 transmitter accept?",
    [HTP],
    HTP_UB,
)
ask(
    "f-08",
    "easy",
    "What ambient temperature range is the HTP-100 head transmitter rated for in operation?",
    [HTP],
    HTP_TAMB,
)
ask(
    "f-09",
    "easy",
    "What is the continuous carry current of the DKC150 main contacts?",
    [DKC],
    DKC_I,
)
ask(
    "f-10",
    "easy",
    "dkc150 contactor - what dc voltage range can the main contacts switch?",
    [DKC],
    DKC_V,
)
ask(
    "f-12",
    "easy",
    "What working temperature range is given for the SPC solar charge controllers?",
    [SPC],
    SPC_TOP,
)
ask("f-14", "easy", "What IP rating does the KLS-20 limit switch have?", [KLS], KLS_IP)
ask(
    "f-15",
    "easy",
    "What is the ambient operating temperature range of the KLS-20?",
    [KLS],
    KLS_TOP,
)
ask("f-16", "easy", "what mains voltage does the wrm-10 module run on?", [WRM], WRM_VIN)
ask("f-17", "easy", "Which Wi-Fi standard does the WRM-10 module support?", [WRM], WRM_WIFI)
ask("f-19", "easy", "what supply voltage does the wls-40 water sensor need?", [WLS], WLS_VCC)
ask(
    "f-20",
    "easy",
    "How deep can the WLS-40 measure, i.e. how long is its sensing area?",
    [WLS],
    WLS_RANGE,
)
ask("f-23", "easy", "What is the operating temperature range of the RSV809?", [RSV], RSV_TOP)

# ------------------------------------------------------------------ medium (10)
ask(
    "f-24",
    "medium",
    "What is the minimum operating VCC of the RSV809 when it only has to work from 0 °C to 70 °C?",
    [RSV],
    RSV_VMIN_070,
)
ask(
    "f-26",
    "medium",
    "What is the on-resistance (typ and max) of the TSA4053 at VDD = 3.0 V?",
    [TSA],
    TSA_RON30,
)
ask(
    "f-27",
    "medium",
    "tsa4053 on 5v: what logic high and low levels do the A/B/C select pins need?",
    [TSA],
    join(TSA_VIH5, TSA_VIL5),
)
ask(
    "f-28",
    "medium",
    "What operating temperature range does the automotive TSA4053Q cover?",
    ["TSA4053Q"],
    TSA_TOP_Q,
)
ask(
    "f-29",
    "medium",
    "What is the measuring range of the HTP-100-A version?",
    ["HTP-100-A"],
    HTP_RANGE_A,
)
ask(
    "f-30",
    "medium",
    "how accurate is the htp-100-b (0-100 °C one)?",
    ["HTP-100-B"],
    HTP_ACC_B,
)
ask(
    "f-31",
    "medium",
    "What is the nominal coil voltage and continuous coil voltage range of the DKC150-48?",
    ["DKC150-48"],
    join(DKC_NOM48, DKC_COIL48),
)
ask(
    "f-32",
    "medium",
    "How much current can the DKC150's optional auxiliary contact switch?",
    [DKC],
    DKC_AUX,
)
ask(
    "f-33",
    "medium",
    "what is the max charge current of the spc-30?",
    ["SPC-30"],
    SPC_ICHG30,
)
ask(
    "f-34",
    "medium",
    "What voltage and current does the USB output of the SPC solar controllers deliver?",
    [SPC],
    SPC_USB,
)
ask(
    "f-35",
    "medium",
    "wrm-10 tx power in 802.11b mode?",
    [WRM],
    WRM_TX_B,
)
ask(
    "f-37",
    "medium",
    "How much power does the WRM-10 draw in standby with the relay off?",
    [WRM],
    WRM_STBY,
)
ask(
    "f-39",
    "medium",
    "What is the dry-state SIG output voltage of the capacitive WLS-40C at a 5 V supply?",
    ["WLS-40C"],
    WLS_AOUT_C,
)

# ------------------------------------------------------------------ hard (6)
ask(
    "f-40",
    "hard",
    "What are the on-resistance of the TSA4053 at VDD = 4.5 V and its supply current at 5.5 V?",
    [TSA],
    join(TSA_RON45, TSA_IDD),
    "structured",
)
ask(
    "f-41",
    "hard",
    "how much does the spc-20 itself draw from the battery (self consumption)?",
    [SPC],
    SPC_SELF,
)
ask(
    "f-42",
    "hard",
    "In LI (LiFePO4) mode on a 12 V system, what float voltage does the SPC controller use?",
    [SPC],
    SPC_FLOAT_LI,
)
ask(
    "f-43",
    "hard",
    "What is the smallest load the gold-clad KLS-20G can switch reliably?",
    ["KLS-20G"],
    KLS_GMIN,
)
ask(
    "f-44",
    "hard",
    "what is the response time of the htp-100-c (0-400 °C)?",
    ["HTP-100-C"],
    HTP_RESP_C,
)
ask(
    "f-45",
    "hard",
    "Which draws less supply current, the WLS-40C or the RSV809 at 5.5 V?",
    ["WLS-40C", RSV],
    join(WLS_I_C, RSV_ICC55),
    "comparison",
)

# ------------------------------------------------------------------ not in the sheets (8)
IE_NOTE = "The sheet says this is not specified; no value."
unanswerable(
    "f-46",
    "easy",
    S,
    "What IP rating does the DKC150 housing have?",
    [DKC],
    IE_NOTE,
    DKC_IP,
)
unanswerable(
    "f-47",
    "medium",
    S,
    "what's the thd of the tsa4053 at 1 khz?",
    [TSA],
    IE_NOTE,
    TSA_THD,
)
unanswerable(
    "f-48",
    "easy",
    S,
    "Is the HTP-100 approved for hazardous areas (ATEX / Ex zone)?",
    [HTP],
    IE_NOTE,
    HTP_EX,
)
unanswerable(
    "f-49",
    "medium",
    S,
    "What surge immunity level (kV) does the WRM-16 withstand?",
    ["WRM-16"],
    IE_NOTE,
    WRM_SURGE,
)
unanswerable(
    "f-50",
    "medium",
    S,
    "wls-40c operating temp range?",
    ["WLS-40C"],
    "Operating temperature is given only for the WLS-40; the WLS-40C's is 'not specified'.",
    WLS_TOP_C,
)
unanswerable(
    "f-51",
    "easy",
    S,
    "What is the response time of the WLS-40 water level sensor?",
    [WLS],
    IE_NOTE,
    WLS_RESP,
)
unanswerable(
    "f-52",
    "medium",
    S,
    "what i2c address does the htp-100 use?",
    [HTP],
    "No value at all: the HTP-100 is a 4-20 mA transmitter with no I2C interface.",
)
unanswerable(
    "f-53",
    "medium",
    S,
    "What is the watchdog timeout period of the RSV809?",
    [RSV],
    "No value: the sheet says the device has no watchdog timer.",
)
