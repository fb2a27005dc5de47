"""Factual questions of the fifty-fifth hold-out set (42: 34 with items, 8 unanswerable)."""

from __future__ import annotations

from facts import (
    AQ_ACC,
    AQ_IP_CTRL,
    AQ_MAINS,
    AQ_OWN,
    AT_IOUT2E,
    AT_IP,
    AT_TOP_REC,
    AT_VOH,
    DC_12V,
    DC_HRANGE,
    DC_K1_MOTOR,
    DC_R290,
    DC_SUP,
    JY_48_60,
    JY_STBY,
    JY_THR,
    JY_TOP,
    PI_AUGER,
    PI_TC,
    VX_5V,
    VX_CABLE,
    VX_IP,
    VX_LIGHT,
    VX_THR,
    VX_VOP15,
    W1_ABS,
    W1_IP,
    W1_IQ,
    W1_ITX915,
    W1_POUT915,
    W1_TACC,
    W1_VBAT,
    WO_ABS,
    WO_HACC,
    WO_IP,
    WO_ISLP,
    WO_ITX,
    WO_PROTO,
    WO_TOP_REC,
    WO_VREC,
)
from qkit import AQ, AT, DC, JY, PI, VX, W1, WO, Fact, q, unanswerable

E, M, H = "easy", "medium", "hard"


def fq(n: int, diff: str, text: str, devs: list[str], fact: Fact, qtype: str = "simple") -> None:
    items, evidence = fact
    q(f"f-{n:02d}", diff, qtype, text, devs, items, evidence)


# ---------------------------------------------------------------- WS-OT3
fq(
    1,
    E,
    "what's the recommended battery voltage range for the ws-ot3 outdoor sensor?",
    [WO],
    WO_VREC,
)
fq(2, M, "What is the absolute maximum battery voltage of the WS-OT3?", [WO], WO_ABS)
fq(3, E, "how many ma does the ws-ot3 pull while it is transmitting?", [WO], WO_ITX)
fq(4, E, "sleep current of the ws-ot3r at 3.0v and 25c?", [WO], WO_ISLP)
fq(
    5,
    H,
    "What operating temperature range is recommended for the WS-OT3 on alkaline batteries "
    "(not the absolute maximum rating)?",
    [WO],
    WO_TOP_REC,
)
fq(6, E, "What is the humidity accuracy of the WS-OT3 between 25 and 75 %RH?", [WO], WO_HACC)
fq(7, E, "what ip rating does the ws-ot3 have?", [WO], WO_IP)
# ---------------------------------------------------------------- WS-100
fq(8, E, "What is the supply voltage range of the WS-100 outdoor sensor?", [W1], W1_VBAT)
fq(9, E, "ws-100 idle current in ua?", [W1], W1_IQ)
fq(
    10,
    M,
    "How much supply current does the WS-100-915 draw while transmitting?",
    [W1],
    W1_ITX915,
)
fq(11, M, "What RF output power does the 915 MHz version (WS-100-915) transmit?", [W1], W1_POUT915)
fq(
    12,
    M,
    "What is the temperature accuracy of the WS-100 between 0 °C and +40 °C?",
    [W1],
    W1_TACC,
)
fq(13, E, "abs max battery voltage for the ws-100?", [W1], W1_ABS)
# ---------------------------------------------------------------- VELOX MC
fq(14, E, "What battery voltage range does the VELOX MC-15 accept?", [VX], VX_VOP15)
fq(
    15,
    M,
    "what throttle signal voltage does the velox mc expect from start to full throttle?",
    [VX],
    VX_THR,
)
fq(
    16,
    M,
    "What voltage does the VELOX MC throttle / Hall supply output give and how much current can "
    "it deliver?",
    [VX],
    VX_5V,
)
fq(17, E, "velox mc-20 ip rating?", [VX], VX_IP)
fq(
    18,
    H,
    "What voltage and maximum current does the light output of the VELOX MC-20 provide?",
    [VX],
    VX_LIGHT,
)
# ---------------------------------------------------------------- JY-S12
fq(19, E, "jy-s12 throttle voltage range?", [JY], JY_THR)
fq(20, E, "What is the working temperature range of the JY-S12 controller?", [JY], JY_TOP)
fq(
    21,
    M,
    "What is the highest battery voltage the JY-S12-48 may ever see?",
    [JY],
    JY_48_60,
)
# ---------------------------------------------------------------- AQT 200
fq(22, E, "What mains voltage range does the AQT 200 heater controller accept?", [AQ], AQ_MAINS)
fq(23, E, "how much power does the aqt 200 itself use?", [AQ], AQ_OWN)
fq(
    24,
    H,
    "What IP rating does the AQT 200 controller unit itself have (not the temperature probe)?",
    [AQ],
    AQ_IP_CTRL,
)
fq(25, E, "How accurately does the AQT 200 control the water temperature?", [AQ], AQ_ACC)
# ---------------------------------------------------------------- ATC-2
fq(26, M, "What is the per-outlet current rating of the ATC-2E (230 V version)?", [AT], AT_IOUT2E)
fq(
    27,
    H,
    "What is the recommended ambient operating temperature range of the ATC-2 (not the absolute "
    "maximum)?",
    [AT],
    AT_TOP_REC,
)
fq(28, M, "max pull-up voltage for the atc-2 alarm output?", [AT], AT_VOH)
# ---------------------------------------------------------------- DCB-20
fq(29, E, "dcb-20 supply voltage?", [DC], DC_SUP)
fq(
    30,
    M,
    "What current can the DCB-20 compressor relay K1 switch with a motor load?",
    [DC],
    DC_K1_MOTOR,
)
fq(31, E, "What is the humidity measuring range of the DCB-20?", [DC], DC_HRANGE)
fq(32, M, "how much current can the dcb-20's 12v display output supply?", [DC], DC_12V)
# ---------------------------------------------------------------- PIC-2
fq(33, E, "What temperature range does the PIC-2 thermocouple input cover?", [PI], PI_TC)
fq(34, E, "pic-2 auger output max current?", [PI], PI_AUGER)

# ---------------------------------------------------------------- not in the sheets
unanswerable(
    "f-36",
    E,
    "simple",
    "What modulation does the WS-OT3 use on 433.92 MHz?",
    [WO],
    "The sheet states the radio protocol is not disclosed.",
    WO_PROTO[1],
)
unanswerable(
    "f-37",
    E,
    "simple",
    "what's the ip rating of the ws-100?",
    [W1],
    "Only 'rain-resistant when mounted vertically'; the IP rating is not specified.",
    W1_IP[1],
)
unanswerable(
    "f-38",
    M,
    "simple",
    "What is the maximum cable length between the VELOX MC controller and its display?",
    [VX],
    "The sheet says it is not specified.",
    VX_CABLE[1],
)
unanswerable(
    "f-39",
    E,
    "simple",
    "jy-s12 standby current?",
    [JY],
    "FAQ: not measured for this model.",
    JY_STBY[1],
)
unanswerable(
    "f-40",
    E,
    "simple",
    "What IP rating does the ATC-2 have?",
    [AT],
    "The notes say an IP rating is not specified.",
    AT_IP[1],
)
unanswerable(
    "f-41",
    M,
    "simple",
    "which refrigerants is the dcb-20 approved for?",
    [DC],
    "Only 'Use with R290 appliances is not stated.'; no refrigerant approval is given.",
    DC_R290[1],
)
unanswerable(
    "f-42",
    M,
    "simple",
    "What is the response time of the AQT 200 temperature probe?",
    [AQ],
    "No response time is given anywhere in the sheet.",
)
unanswerable(
    "f-43",
    H,
    "simple",
    "how long can the thermocouple lead on the pic-2 be?",
    [PI],
    "No thermocouple cable length is given anywhere in the sheet.",
)
