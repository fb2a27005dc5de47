"""Factual questions of the twenty-fifth hold-out set (42: 34 with items, 8
insufficient_evidence). Versions and conditions are named so that the right row
must be picked among look-alike rows (abs max vs recommended, one column per
ordering code, supply per version, PSM per version, accuracy-specified vs
operating temperature, evaluated VIH row under a VDD fraction)."""

from __future__ import annotations

from facts import (
    AMP_ABSIN,
    AMP_SHDN,
    AMP_VDD,
    DPX_ADDR500,
    DPX_DRIFT,
    DPX_IDLE,
    DPX_RANGE500,
    DPX_TACC,
    DPX_VDD,
    EMX_BAUD_HI,
    EMX_IIN,
    EMX_VDD,
    JQ_FREQ,
    JQ_STBY_S,
    JQ_TOP,
    JQ_VCC,
    JQ_VCC_S,
    JQ_VIH,
    NM_BAUD,
    NM_LIFE,
    NM_PSM_G,
    NM_TOP_G,
    NM_TX,
    NM_VBAT,
    SGD_ADDR,
    SGD_ISTB,
    SGD_VDD,
    SGD_VIH5,
    TPR_ABS,
    TPR_ICHG,
    TPR_IOD_C,
    TPR_IOPE_C,
    TPR_IPDN_A,
    TPR_TOP,
    TPR_VDD,
    ZBM_SLEEP,
    ZBM_TOP_U,
    ZBM_TX_P,
)
from qkit import AMP, DPX, EMX, JQ, NMN, SGD, TPR, ZBM, Fact, q, unanswerable

S = "simple"


def ask(qid: str, diff: str, question: str, devices: list[str], fact: Fact, note: str = "") -> None:
    items, evidence = fact
    q(qid, diff, S, question, devices, items, evidence, None, note)


def unknown(qid: str, diff: str, question: str, devices: list[str], note: str, evidence=None):
    unanswerable(qid, diff, S, question, devices, note, evidence)


# ------------------------------------------------------------------ with items (34)
ask("f-01", "easy", "what supply voltage does the jq-586 i2s amp board take?", [JQ], JQ_VCC)
ask(
    "f-02",
    "medium",
    "What is the working voltage range of the JQ-586S (the stereo version)?",
    ["JQ-586S"],
    JQ_VCC_S,
)
ask(
    "f-03",
    "easy",
    "min i2s high level the jq-586 needs?",
    [JQ],
    JQ_VIH,
)
ask("f-04", "easy", "how many ma does the jq-586s pull in standby", ["JQ-586S"], JQ_STBY_S)
ask("f-05", "easy", "Operating temperature range of the JQ-586 amplifier module?", [JQ], JQ_TOP)
ask(
    "f-06",
    "easy",
    "What is the recommended operating supply voltage range of the TPR4012?",
    [TPR],
    TPR_VDD,
)
ask("f-07", "easy", "abs max vdd of the tpr4012 battery protection chip?", [TPR], TPR_ABS)
ask(
    "f-08",
    "medium",
    "What is the TPR4012's recommended operating temperature range (not the absolute maximum)?",
    [TPR],
    TPR_TOP,
)
ask(
    "f-09",
    "hard",
    "What current does the TPR4012-C consume during normal operation, typical and maximum?",
    ["TPR4012-C"],
    TPR_IOPE_C,
    "typ 4.0 uA in the -C column (page 1), maximum 6.0 uA only in footnote *1 on page 2",
)
ask(
    "f-10",
    "medium",
    "tpr4012-a current draw in power-down mode?",
    ["TPR4012-A"],
    TPR_IPDN_A,
)
ask(
    "f-11",
    "medium",
    "The TPR4012-C has no power-down function. How much current does it draw once it has "
    "detected overdischarge?",
    ["TPR4012-C"],
    TPR_IOD_C,
    "the -C power-down cell is '- *2'; the value is in footnote *2",
)
ask("f-12", "easy", "i2c address of the dpx0525-500?", ["DPX0525-500"], DPX_ADDR500)
ask("f-13", "easy", "What supply voltage range does the DPX0525 accept?", [DPX], DPX_VDD)
ask(
    "f-14",
    "easy",
    "What is the measurement range of the DPX0525-500?",
    ["DPX0525-500"],
    DPX_RANGE500,
)
ask("f-15", "medium", "how much does the dpx0525 draw when idle (not measuring)?", [DPX], DPX_IDLE)
ask(
    "f-16",
    "hard",
    "Over which temperature range is the DPX0525's accuracy specified, as opposed to its "
    "operating range?",
    [DPX],
    DPX_TACC,
    "unnamed second row under 'Operating temperature' (-40 ... +85 °C)",
)
ask("f-18", "easy", "amp9835 supply voltage range?", [AMP], AMP_VDD)
ask(
    "f-19",
    "easy",
    "What is the AMP9835's shutdown current with SD_MODE pulled low?",
    [AMP],
    AMP_SHDN,
)
ask(
    "f-20",
    "medium",
    "what's the absolute max voltage i can put on the amp9835 bclk / lrclk / din pins?",
    [AMP],
    AMP_ABSIN,
)
ask("f-21", "easy", "NM-N25 VBAT supply voltage range (min / typ / max)?", [NMN], NM_VBAT)
ask(
    "f-22",
    "medium",
    "PSM sleep current of the NM-N25G (the GNSS version)?",
    ["NM-N25G"],
    NM_PSM_G,
)
ask("f-23", "easy", "max tx power of the nm-n25 nb-iot module in dbm?", [NMN], NM_TX)
ask("f-24", "easy", "What is the default baud rate of the NM-N25 main UART?", [NMN], NM_BAUD)
ask(
    "f-25",
    "hard",
    "What is the normal operating temperature range of the NM-N25G, not the extended range?",
    ["NM-N25G"],
    NM_TOP_G,
    "NM-N25G column of the versions table; the NM-N25 column reads -35 °C",
)
ask("f-27", "easy", "sgd8 7-segment driver supply voltage?", [SGD], SGD_VDD)
ask(
    "f-28",
    "easy",
    "What is the SGD8's standby supply current with the SHDN bit set?",
    [SGD],
    SGD_ISTB,
)
ask(
    "f-29",
    "easy",
    "i2c address of the sgd8 with a2, a1 and a0 all tied to gnd?",
    [SGD],
    SGD_ADDR,
)
ask(
    "f-30",
    "hard",
    "What is the minimum HIGH-level input voltage on SDA/SCL of the SGD8 at VDD = 5.0 V, in volts?",
    [SGD],
    SGD_VIH5,
    "the VIH row reads 0.7VDD; the evaluated row below it gives 3.5 V",
)
ask("f-31", "easy", "EMX7953 supply voltage range?", [EMX], EMX_VDD)
ask(
    "f-32",
    "medium",
    "emx7953-u uart baud rate when the BAUD pin is high?",
    ["EMX7953-U"],
    EMX_BAUD_HI,
)
ask(
    "f-33",
    "easy",
    "What is the input range of the EMX7953 current channel (IAP, IAN)?",
    [EMX],
    EMX_IIN,
)
ask("f-34", "easy", "zbm-26p max tx power?", ["ZBM-26P"], ZBM_TX_P)
ask(
    "f-35",
    "medium",
    "What operating temperature range does the ZBM-26U (u.FL version) support?",
    ["ZBM-26U"],
    ZBM_TOP_U,
)
ask("f-36", "easy", "deep sleep current of the plain zbm-26 module?", [ZBM], ZBM_SLEEP)

# ------------------------------------------------------------------ insufficient_evidence (8)
unknown(
    "f-37",
    "easy",
    "frequency response of the jq-586 amp board?",
    [JQ],
    "the notes say frequency response is not specified",
    JQ_FREQ,
)
unknown(
    "f-38",
    "medium",
    "What is the maximum pack charge current the TPR4012 can handle?",
    [TPR],
    "set by the external MOSFETs, not specified for the IC",
    TPR_ICHG,
)
unknown(
    "f-39",
    "easy",
    "dpx0525 long term drift per year?",
    [DPX],
    "long-term drift is not specified",
    DPX_DRIFT,
)
unknown(
    "f-40",
    "easy",
    "what's the thd+n of the amp9835 at 1 w into 8 ohm?",
    [AMP],
    "no THD+N figure at a given power in the sheet (THD+N only as a condition of POUT)",
)
unknown(
    "f-41",
    "easy",
    "How long will an NM-N25 run on a 2000 mAh battery?",
    [NMN],
    "battery life is not specified",
    NM_LIFE,
)
unknown(
    "f-42",
    "medium",
    "What is the wake-up time of the EMX7953 from sleep mode?",
    [EMX],
    "sleep current is given, no wake-up time",
)
unknown(
    "f-43",
    "hard",
    "How many child devices can a ZBM-26 coordinator support in a Zigbee network?",
    [ZBM],
    "no network capacity in the sheet",
)
unknown(
    "f-44",
    "medium",
    "What is the maximum power dissipation of the SGD8 in its SO24 package?",
    [SGD],
    "no power dissipation or thermal resistance in the sheet",
)
