"""Compatibility questions of the twenty-third hold-out set (28: 10 compatible,
10 incompatible, 8 insufficient_evidence, where one required check has no
evidence in the sheets: most cite the sheet's own "not specified" line)."""

from __future__ import annotations

from facts import (
    CN_DIST,
    CN_IF5,
    CN_VDD,
    CN_VIO,
    EP_IO24,
    EP_SPL,
    EP_T24I,
    EP_V12,
    EP_V24,
    EP_VIH,
    EP_VINMAX,
    EP_VMAX12,
    HB_VDD,
    HB_VIH5,
    KB_MAG,
    KB_SC,
    KB_V5,
    KB_VDD,
    KB_VIH,
    KB_VIL,
    MF_NO33,
    MF_TOP,
    MF_VCC,
    MF_WATER,
    PB_L_33,
    PB_SPL,
    PB_VCC,
    PB_VIH_H,
    TR_DIST,
    TR_PAD18,
    TR_PAD33,
    TR_PAD_ABS,
    TR_VBAT,
    VK_ESD,
    VK_LOGIC,
    VK_NO5V_L,
    VK_VCC,
    VK_VCC_L,
)
from qkit import CN, EP, HB, KB, MF, PB, TR, VK, Fact, join, q, unanswerable

C = "compatibility"
OK, NO = "compatible", "incompatible"


def judge(
    qid: str,
    diff: str,
    question: str,
    devices: list[str],
    verdict: str,
    *facts: Fact,
    note: str = "",
) -> None:
    items, evidence = join(*facts)
    q(qid, diff, C, question, devices, items, evidence, verdict, note)


# ------------------------------------------------------------------ compatible
judge(
    "c-e-01",
    "easy",
    "can i run the vkn-532 (the standard one, not the L) off my uno's 5v pin?",
    [VK],
    OK,
    VK_VCC,
)
judge(
    "c-e-02",
    "easy",
    "hbz03 straight off a single li-ion cell (3.0-4.2v), no regulator - ok?",
    [HB],
    OK,
    HB_VDD,
)
judge("c-e-03", "easy", "Can the KBD4412 be powered from a 3.3 V rail?", [KB], OK, KB_VDD)
judge(
    "c-e-04",
    "easy",
    "Is the EPZ-310-24 suitable for a 24 V control cabinet supply that can rise to 28 V?",
    [EP],
    OK,
    EP_V24,
)
judge(
    "c-m-05",
    "medium",
    "pbd-12h on 5v vcc, can my 3v3 esp32 gpio turn it on?",
    [PB],
    OK,
    PB_VCC,
    PB_VIH_H,
)
judge(
    "c-m-06",
    "medium",
    "Can a 3.3 V microcontroller GPIO switch the EPZ-310 control input directly?",
    [EP],
    OK,
    EP_VIH,
    EP_VINMAX,
    note="3.3 V high >= 2.0 V and below the 5.5 V input maximum.",
)
judge(
    "c-m-07",
    "medium",
    "trn7160 with VBAT straight on a 3.7v lipo and the pads on my 1.8v soc - does that work?",
    [TR],
    OK,
    TR_VBAT,
    TR_PAD18,
)
judge(
    "c-m-08",
    "medium",
    "Can the EPZ-310-24I be used in an outdoor cabinet that gets down to -35 °C?",
    [EP],
    OK,
    EP_T24I,
    note="-40..+85 °C for -24I; the -24 column (-25 °C) would not do.",
)
judge(
    "c-h-09",
    "hard",
    "I want to run the CNF3911 at VDD = VDD_IO = 5 V from a 5 V Arduino's USB supply (500 mA) "
    "at the full 1.4 W field. Are the supply and I/O ranges and the typical field-on current "
    "within that?",
    [CN],
    OK,
    CN_VDD,
    CN_VIO,
    CN_IF5,
    note="5 V inside 2.4-5.5 V and 1.65-5.5 V; 350 mA typ < 500 mA.",
)
judge(
    "c-h-10",
    "hard",
    "kbd4412 on 2xAA (3.0v), EN and IN driven by a 1.8v mcu's gpios - will it see high and "
    "low properly?",
    [KB],
    OK,
    KB_VDD,
    KB_VIH,
    KB_VIL,
    note="1.8 V >= VIH 1.4 V; 0 V <= VIL 0.4 V.",
)
# ------------------------------------------------------------------ incompatible
judge(
    "c-e-11",
    "easy",
    "will 5v fry the vkn-532l?",
    [VK],
    NO,
    VK_VCC_L,
    VK_NO5V_L,
)
judge(
    "c-e-12",
    "easy",
    "Can the MFR-20 reader be run from a 3.3 V supply?",
    [MF],
    NO,
    MF_VCC,
    MF_NO33,
)
judge(
    "c-e-13",
    "easy",
    "can i put the epz-310-12 on my truck's 24v?",
    [EP],
    NO,
    EP_V12,
    EP_VMAX12,
    note="9..15 V continuous, 18 V for 1 min only.",
)
judge(
    "c-m-14",
    "medium",
    "pbd-12l with vcc on 5v and the i/o on a 3.3v esp32 pin - can the esp32 switch it off?",
    [PB],
    NO,
    PB_VCC,
    PB_L_33,
)
judge(
    "c-m-15",
    "medium",
    "HBZ03A at VDD = 5.0 V with CTRL driven by a 3.3 V MCU output: compatible?",
    [HB],
    NO,
    HB_VDD,
    HB_VIH5,
    note="CTRL needs >= 4.0 V at VDD = 5.0 V.",
)
judge(
    "c-m-16",
    "medium",
    "can i tie the trn7160's VDD(PAD) to 5v so it talks to my 5v avr?",
    [TR],
    NO,
    TR_PAD33,
    TR_PAD_ABS,
    note="Recommended max 3.6 V; limiting value 4.0 V.",
)
judge(
    "c-m-17",
    "medium",
    "Is the MFR-20 suitable for an unheated shed where it gets down to -15 °C?",
    [MF],
    NO,
    MF_TOP,
    note="Recommended 0..+50 °C; -15 °C is also below the abs max row's -10 °C.",
)
judge(
    "c-h-18",
    "hard",
    "epz-310-24 driving two sirens that pull 60ma each at the same time - within spec?",
    [EP],
    NO,
    EP_IO24,
    note="2 x 60 = 120 mA > 100 mA (the 150 mA column is EPZ-310-12).",
)
judge(
    "c-h-19",
    "hard",
    "My piezo disc is rated 25 Vpp max. Is it safe on a KBD4412 at VDD = 5 V in 3x gain mode?",
    [KB],
    NO,
    KB_V5,
    note="30 Vpp at 5 V, 3x (the 18 Vpp row is at 3 V).",
)
judge(
    "c-e-20",
    "easy",
    "can the kbd4412 drive a magnetic buzzer?",
    [KB],
    NO,
    KB_MAG,
)
# ------------------------------------------------------------------ insufficient evidence
unanswerable(
    "c-e-21",
    "easy",
    C,
    "Will the VKN-532 survive 8 kV contact ESD on a public kiosk front panel?",
    [VK],
    "ESD rating not specified.",
    VK_ESD,
)
unanswerable(
    "c-m-22",
    "medium",
    C,
    "can the trn7160 read a card 8cm away through my door panel?",
    [TR],
    "Reading distance not specified.",
    TR_DIST,
)
unanswerable(
    "c-m-23",
    "medium",
    C,
    "Can the MFR-20T be mounted outdoors where it gets rained on?",
    [MF],
    "Waterproof performance not specified.",
    MF_WATER,
)
unanswerable(
    "c-e-24",
    "easy",
    C,
    "cnf3911 reading tags at 10cm - doable?",
    [CN],
    "Reading distance not specified.",
    CN_DIST,
)
unanswerable(
    "c-m-25",
    "medium",
    C,
    "Will the KBD4412 survive if the piezo leads short together?",
    [KB],
    "Short-circuit behaviour/current not specified.",
    KB_SC,
)
unanswerable(
    "c-e-26",
    "easy",
    C,
    "is the pbd-12 loud enough for an 85 db alarm?",
    [PB],
    "SPL not specified.",
    PB_SPL,
)
unanswerable(
    "c-m-27",
    "medium",
    C,
    "Will an EPZ-310-24 with a siren reach 100 dB at 1 m?",
    [EP],
    "SPL depends on the siren; not specified.",
    EP_SPL,
)
unanswerable(
    "c-h-28",
    "hard",
    C,
    "can my 5v uno's TX go straight into the RX of the standard vkn-532 (not the L) or will it "
    "fry the pin?",
    [VK],
    "5 V tolerance is stated only for the VKN-532L (not tolerant); for the standard version "
    "only the 3.3 V TTL logic level is given, no input maximum or tolerance.",
    VK_LOGIC[1] + VK_NO5V_L[1],
)
