"""Compatibility questions of the twenty-fifth hold-out set (28: 10 compatible,
9 incompatible, 9 insufficient_evidence, each of the latter citing the sheet's
own "not specified" line; two also cite the in-range check that does pass)."""

from __future__ import annotations

from facts import (
    AMP_5VTOL,
    AMP_ABSIN,
    AMP_HP,
    AMP_VDD,
    DPX_ADDR500,
    DPX_DRIFT,
    DPX_RANGE125,
    DPX_VDD,
    EMX_ABS,
    EMX_DC,
    EMX_VDD,
    JQ_HEAT,
    JQ_VCC,
    JQ_VCC_S,
    JQ_VIH,
    NM_CE,
    NM_IOABS,
    NM_LS,
    NM_TOP,
    NM_VBAT,
    NM_VIH,
    SGD_ADDR,
    SGD_HV,
    SGD_ISEG,
    SGD_VDD,
    SGD_VIH5,
    TPR_CHEM,
    TPR_VDD,
    ZBM_ABS,
    ZBM_RANGE,
    ZBM_THREAD,
    ZBM_VCC,
    ZBM_VOH,
)
from qkit import AMP, DPX, EMX, JQ, NMN, SGD, TPR, ZBM, Fact, join, q, unanswerable

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
    "can i power the jq-586 amp board from my arduino uno's 5v pin?",
    [JQ],
    OK,
    JQ_VCC,
)
judge(
    "c-02",
    "easy",
    "dpx0525 pressure sensor powered from the 3v3 pin of an esp32, ok?",
    [DPX],
    OK,
    DPX_VDD,
)
judge(
    "c-03",
    "easy",
    "Can the AMP9835 run directly from a 5 V USB supply?",
    [AMP],
    OK,
    AMP_VDD,
)
judge(
    "c-04",
    "medium",
    "amp9835 on a 3.3v rail but fed i2s from a 5v arduino - will the bclk/lrclk/din pins survive?",
    [AMP],
    OK,
    join(AMP_ABSIN, AMP_5VTOL),
    "inputs rated to 6.0 V abs max and stated 5 V tolerant regardless of VDD",
)
judge(
    "c-05",
    "medium",
    "Can a DPX0525-500 and an SGD8 with A2..A0 tied to GND share one I2C bus without an "
    "address clash?",
    ["DPX0525-500", SGD],
    OK,
    join(DPX_ADDR500, SGD_ADDR),
    "0x26 vs 0x70",
)
judge(
    "c-06",
    "easy",
    "zbm-26 zigbee module straight off 2 fresh aa cells (3.0 v)?",
    [ZBM],
    OK,
    ZBM_VCC,
    ZBM_VOH,
)
judge(
    "c-07",
    "easy",
    "Is a regulated 3.3 V rail within the EMX7953's supply range?",
    [EMX],
    OK,
    EMX_VDD,
)
judge(
    "c-08",
    "medium",
    "sgd8 with rset = 10k gives 25 ma per segment - is that within the segment current limit?",
    [SGD],
    OK,
    SGD_ISEG,
)
judge(
    "c-09",
    "medium",
    "jq-586 (mono) on a 3v3 rail, i2s straight from a 3.3 v esp32 - ok?",
    [JQ],
    OK,
    join(JQ_VCC, JQ_VIH),
    "2.7 to 5.5 V supply; high level >= 1.3 V",
)
judge(
    "c-10",
    "hard",
    "Will an NM-N25 (no GNSS) logging in a cold store at -32 °C stay within its normal "
    "operating temperature range?",
    [NMN],
    OK,
    NM_TOP,
    "NM-N25 column -35 °C; the NM-N25G column (-30 °C) would not",
)

# ------------------------------------------------------------------ incompatible (9)
judge(
    "c-11",
    "easy",
    "will my 5v arduino fry the zbm-26 if i power it from the 5v pin?",
    [ZBM],
    NO,
    join(ZBM_VCC, ZBM_ABS),
)
judge("c-12", "easy", "can i run the sgd8 led driver from 3v3?", [SGD], NO, SGD_VDD)
judge(
    "c-13",
    "easy",
    "Can the EMX7953 be supplied from 5 V?",
    [EMX],
    NO,
    join(EMX_VDD, EMX_ABS),
)
judge(
    "c-14",
    "medium",
    "jq-586s (the stereo one) from a 1s lipo that sags to 3.4v near empty, ok?",
    ["JQ-586S"],
    NO,
    JQ_VCC_S,
    "JQ-586S 3.5 to 5.5 V; only the mono JQ-586 goes down to 2.7 V",
)
judge(
    "c-15",
    "medium",
    "nm-n25 straight off 2x aa alkaline (3.0v)?",
    [NMN],
    NO,
    NM_VBAT,
)
judge(
    "c-16",
    "medium",
    "Can a DPX0525-125 measure a filter pressure drop of 300 Pa?",
    ["DPX0525-125"],
    NO,
    DPX_RANGE125,
)
judge(
    "c-17",
    "hard",
    "Can I wire the UART TX of a ZBM-26 running at 3.3 V directly to MAIN_RXD of an NM-N25?",
    [ZBM, NMN],
    NO,
    join(NM_IOABS, NM_VIH, NM_LS, ZBM_VOH),
    "ZBM-26 drives VCC - 0.3 V (about 3.0 V); NM-N25 I/O abs max 2.1 V, VIH max 2.0 V; a level "
    "shifter is required for 3.3 V hosts",
)
judge(
    "c-18",
    "hard",
    "Can the TPR4012 be used across a 2S pack, i.e. about 8.4 V between VDD and VSS?",
    [TPR],
    NO,
    TPR_VDD,
    "recommended 1.5 to 8.0 V (abs max 12 V is no operating range)",
)
judge(
    "c-19",
    "medium",
    "sgd8 on 5v, can a 3.3v esp32 drive its sda/scl directly?",
    [SGD],
    NO,
    SGD_VIH5,
    "VIH 3.5 V at VDD = 5.0 V",
)

# ------------------------------------------------------------------ insufficient_evidence (9)
ie(
    "c-20",
    "easy",
    "can the jq-586 blast 3w all day long without a heatsink?",
    [JQ],
    JQ_HEAT,
    "continuous full-power operation without heatsink not specified",
)
ie(
    "c-21",
    "medium",
    "Can the AMP9835 drive 32 Ω headphones?",
    [AMP],
    AMP_HP,
    "headphone use not characterized and not specified",
)
ie(
    "c-22",
    "easy",
    "can i flash thread / matter firmware on the zbm-26?",
    [ZBM],
    ZBM_THREAD,
    "Thread and Matter firmware not specified",
)
ie(
    "c-23",
    "medium",
    "tpr4012-b ok to protect a single lifepo4 cell?",
    ["TPR4012-B"],
    TPR_CHEM,
    "other chemistries not specified",
)
ie(
    "c-24",
    "medium",
    "Is the EMX7953 suitable for metering a DC solar string?",
    [EMX],
    EMX_DC,
    "dc accuracy not specified",
)
ie(
    "c-25",
    "medium",
    "can i ship the nm-n25g in a product sold in the eu (needs ce)?",
    ["NM-N25G"],
    NM_CE,
    "CE / FCC status not specified",
)
ie(
    "c-26",
    "hard",
    "Can the SGD8 on 5 V drive large 4-inch digits with four LEDs in series per segment?",
    [SGD],
    SGD_VDD[1] + SGD_HV,
    "5 V supply is in range, but several LEDs in series per segment is not specified",
)
ie(
    "c-27",
    "hard",
    "dpx0525 on 3v3 - will its zero stay within 0.1 pa for 5 years without recalibration?",
    [DPX],
    DPX_VDD[1] + DPX_DRIFT,
    "supply fine, long-term drift not specified",
)
ie(
    "c-28",
    "medium",
    "will two zbm-26p modules reach each other between buildings 300 m apart?",
    ["ZBM-26P"],
    ZBM_RANGE,
    "range not specified",
)
