"""Compatibility questions of the forty-eighth hold-out set (28: 10 compatible,
9 incompatible, 9 insufficient_evidence, each of the latter citing the sheet's
own "not specified" line or lacking the one spec the judgment needs)."""

from __future__ import annotations

from facts import (
    AH_MAG,
    AH_RX,
    AH_TX,
    AH_V,
    AHC_V,
    HC_VIH6,
    HC_VOH,
    HCT_V,
    HCT_VIH,
    HR_NS,
    HR_T,
    HR_V,
    HRA_T,
    LV5_T,
    LV5_V,
    LV_CABLE,
    LV_DR,
    LV_V,
    LV_VOH,
    NQ_V,
    NQ_VI,
    NQ_VOH33,
    RS_5V,
    RS_DIG,
    RS_F,
    RS_RTH,
    RS_T,
    RS_V,
    RS_VIH,
    TM_F,
    TM_MSL,
    TM_V,
    TM_VABS,
    ZD_ESD,
    ZD_VIH5,
    ZD_VIH15,
)
from qkit import AH, HC, HR, LV, NQ, RS, TM, ZD, Fact, join, q, unanswerable

C = "compatibility"
E, M, H = "easy", "medium", "hard"
OK, NO = "compatible", "incompatible"


def judge(
    qid: str, diff: str, question: str, devices: list[str], verdict: str, fact: Fact, note: str = ""
) -> None:
    items, evidence = fact
    q(qid, diff, C, question, devices, items, evidence, verdict, note)


def with_note(fact: Fact, extra: list[dict]) -> Fact:
    return fact[0], fact[1] + [e for e in extra if e not in fact[1]]


# ------------------------------------------------------------------ compatible (10)
judge(
    "c-01",
    M,
    "can the ahr-9 tx pin (3.3v uart) drive a gate of the HX74HCT00 running at 5v?",
    [AH, HC],
    OK,
    join(AH_TX, HCT_V, HCT_VIH),
    "HCT VIH 2.0 V at 4.5-5.5 V; 3.3 V level is above it",
)
judge(
    "c-02",
    M,
    "NQ74LV00 at VCC = 3.3 V driving the RSA6031 parallel control pins (VDD = 3.3 V): are the levels OK?",
    [NQ, RS],
    OK,
    join(NQ_VOH33, RS_VIH),
    "VOH >= 2.2 V > VINH 1.17 V; output <= 3.3 V < 3.6 V",
)
judge(
    "c-03",
    H,
    "5v arduino -> nq74lv00 (powered from 3v3) -> rsa6031 control pins. does that level shift work?",
    [NQ, RS],
    OK,
    join(NQ_VI, NQ_V, NQ_VOH33, RS_VIH),
    "NQ inputs take 0-5.5 V at any VCC; its 3.3 V outputs meet VINH 1.17 V and stay below 3.6 V",
)
judge(
    "c-04",
    M,
    "hx74hc00 at vcc 4.5v clocking a zd4013b at vdd 5v, enough high level?",
    [HC, ZD],
    OK,
    join(HC_VOH, ZD_VIH5),
    "VOH 3.98 V min >= VIH 3.5 V at VDD = 5 V",
)
judge(
    "c-05",
    E,
    "Can the LVT9031 and the HRD6100 share one 3.3 V supply rail?",
    [LV, HR],
    OK,
    join(LV_V, HR_V),
)
judge(
    "c-06",
    M,
    "lvt9031 RO output into the rsa6031 LE / DATA pins, both on 3v3 - ok?",
    [LV, RS],
    OK,
    join(LV_VOH, RS_VIH, LV_V),
    "VOH 2.4 V min >= VINH 1.17 V; LVT9031 supply <= 3.6 V",
)
judge(
    "c-07",
    E,
    "Can the TMX2450 and the RSA6031 both run from a 3.0 V rail?",
    [TM, RS],
    OK,
    join(TM_V, RS_V),
)
judge(
    "c-08",
    M,
    "rsa6031 in front of the tmx2450 at 2450 mhz - does the attenuator cover that band?",
    [RS, TM],
    OK,
    join(RS_F, TM_F),
)
judge("c-09", E, "ahr-9 and hrd6100 on the same 3v3 rail?", [AH, HR], OK, join(AH_V, HR_V))
judge(
    "c-10",
    H,
    "Outdoor HDMI-to-LVDS bridge at 100 °C ambient: is the LVT9031-5 rated for it, and is the "
    "HRD6100A OK at -20 °C?",
    [LV, HR],
    OK,
    join(LV5_T, HRA_T),
    "LVT9031-5 column -40 ... +105 (page 2), HRD6100A -40 to 85",
)

# ------------------------------------------------------------------ incompatible (9)
judge(
    "c-11",
    M,
    "ahr-9 tx into a hx74hc00 running at 6v - will it read high?",
    [AH, HC],
    NO,
    join(AH_TX, HC_VIH6),
    "HC VIH 4.2 V at VCC = 6.0 V, above a 3.3 V level",
)
judge(
    "c-12",
    E,
    "can i drive the rsa6031 control pins straight from a hx74hc00 at vcc=4.5v?",
    [HC, RS],
    NO,
    with_note(join(HC_VOH, RS_DIG), RS_5V),
    "VOH 3.98 V min exceeds the 3.6 V absolute maximum",
)
judge(
    "c-13",
    M,
    "NQ74LV00 at VCC = 3.3 V clocking the ZD4013B at VDD = 5 V: will the flip-flop see a valid high?",
    [NQ, ZD],
    NO,
    join(NQ_VOH33, ZD_VIH5),
    "output <= 3.3 V < VIH 3.5 V",
)
judge(
    "c-14",
    H,
    "zd4013b at vdd 15v, clock from hx74hc00 at 4.5v vcc. ok?",
    [HC, ZD],
    NO,
    join(HC_VOH, ZD_VIH15),
    "VIH 11 V at 15 V, far above a 4.5 V gate output",
)
judge(
    "c-15",
    E,
    "will the LVT9031-5 work on the HRD6100's 3.3 V rail?",
    [LV, HR],
    NO,
    join(LV5_V, HR_V),
)
judge(
    "c-16",
    E,
    "tmx2450 and rsa6031 off the same 5v rail?",
    [TM, RS],
    NO,
    join(TM_VABS, TM_V, RS_V),
    "5 V exceeds the TMX2450 4.0 V absolute maximum",
)
judge(
    "c-17",
    M,
    "ahr-9 rx pin driven directly by a hx74hc00 output at vcc 4.5v?",
    [HC, AH],
    NO,
    join(HC_VOH, AH_RX),
    "AHR-9 RX is 3.3 V level and not 5 V tolerant",
)
judge(
    "c-18",
    E,
    "Can the AHR-9C be powered from the 3.3 V rail used by the HRD6100?",
    [AH, HR],
    NO,
    join(AHC_V, HR_V),
)
judge(
    "c-19",
    M,
    "hrd6100 (not the A) in an outdoor box that sees -20c in winter?",
    [HR],
    NO,
    HR_T,
    "commercial grade 0-70 °C",
)

# ------------------------------------------------------------------ insufficient evidence (9)
unanswerable(
    "c-20",
    H,
    C,
    "RSA6031 on a tiny 2-layer board with no thermal vias, 105 °C ambient, next to the TMX2450: "
    "is the package's thermal resistance low enough for that board?",
    [RS, TM],
    "thermal resistance not specified",
    RS_RTH + RS_T[1],
)
unanswerable(
    "c-21",
    E,
    C,
    "can the tmx2450 go through our msl3 reflow line together with the rsa6031?",
    [TM, RS],
    "MSL of the TMX2450 not specified",
    TM_MSL,
)
unanswerable(
    "c-22",
    M,
    C,
    "Is the HRD6100A robust enough for an exposed HDMI port that needs 8 kV ESD, like the "
    "LVT9031 bus pins?",
    [HR, LV],
    "HRD6100A ESD ratings not included",
    HR_NS,
)
unanswerable(
    "c-23",
    H,
    C,
    "will a box with the hrd6100 pass hdmi 2.0 compliance at 6 gbps?",
    [HR],
    "compliance test results not included",
    HR_NS,
)
unanswerable(
    "c-24",
    M,
    C,
    "lvt9031 over 30 m of cat5 at 400 mbps, will it work?",
    [LV],
    "cable length not specified",
    LV_CABLE + LV_DR[1],
)
unanswerable(
    "c-25",
    M,
    C,
    "ahr-9 mounted next to the motors of my robot, will heading stay within 1 deg?",
    [AH],
    "magnetic interference not specified",
    AH_MAG,
)
unanswerable(
    "c-26",
    E,
    C,
    "Does the ZD4013B meet the same ±8 kV ESD as the LVT9031 on a connector-facing line?",
    [ZD, LV],
    "ZD4013B ESD not given",
    ZD_ESD,
)
unanswerable(
    "c-27",
    E,
    C,
    "can the hx74hc00 survive 8kv esd on a front panel button input?",
    [HC],
    "no ESD figure in the HX74HC00 sheet",
)
unanswerable(
    "c-28",
    M,
    C,
    "can i hang the ahr-9 on a 400 khz i2c bus?",
    [AH],
    "AHR-9 I2C clock rate not given anywhere in the manual",
)
