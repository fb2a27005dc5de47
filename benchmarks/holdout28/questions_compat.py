"""Compatibility questions of the twenty-eighth hold-out set (28: 9 compatible,
10 incompatible, 9 insufficient_evidence, each of the latter citing the sheet's
own "not specified" line)."""

from __future__ import annotations

from facts import (
    BAC_ADDR,
    BAC_I2C,
    BAC_OIML,
    BAC_TOP,
    BAC_V,
    EMA_ABS3,
    EMA_CABLE,
    EMA_OUT3,
    EMA_OUT5,
    EMA_TOP3,
    EMA_TOPD,
    EMA_V3,
    EMA_V5,
    HB_ADDR,
    HB_I2C,
    HB_IP,
    HB_SLEEP,
    HB_VA,
    HB_VD,
    KRH_TOP,
    KRH_VCC,
    MYO_CABLE,
    MYO_TOP,
    MYO_VL,
    PLX_ABS,
    PLX_ACC,
    PLX_ADDR,
    PLX_I2C,
    PLX_VDD,
    PLX_VIH,
    TGA_RECOV,
    ZK_ACC,
    ZK_AO,
    ZK_V,
)
from qkit import BAC, HB, KRH, MYO, PLX, TGA, ZK, Fact, join, q, unanswerable

C = "compatibility"
OK, NO = "compatible", "incompatible"
E, M, H = "easy", "medium", "hard"


def judge(
    qid: str, diff: str, question: str, devices: list[str], verdict: str, fact: Fact, note: str = ""
) -> None:
    items, evidence = fact
    q(qid, diff, C, question, devices, items, evidence, verdict, note)


def unknown(qid: str, diff: str, question: str, devices: list[str], note: str, evidence) -> None:
    unanswerable(qid, diff, C, question, devices, note, evidence)


# ------------------------------------------------------------------ compatible (9)
judge(
    "c-1",
    E,
    "can i power the hb-28a straight from my arduino uno 5v pin?",
    ["HB-28A"],
    OK,
    HB_VA,
    "5 V is inside the HB-28A working voltage 3.3-5.5 V.",
)
judge(
    "c-2",
    M,
    "Can a 3.3 V microcontroller talk to the PLX2901 over I2C at 400 kHz, with the PLX2901 "
    "powered from the same 3.3 V rail?",
    [PLX],
    OK,
    join(PLX_VDD, PLX_VIH, PLX_I2C),
    "3.3 V within 1.7-3.6 V; 3.3 V high >= VIH 1.4 V; fSCL up to 400 kHz.",
)
judge(
    "c-3",
    M,
    "I want the BAC-20-I and the PLX2901 on one I2C bus at 100 kHz. Any address clash or speed problem?",
    ["BAC-20-I", PLX],
    OK,
    join(BAC_ADDR, PLX_ADDR, BAC_I2C, PLX_I2C),
    "0x2A vs 0x5B; 100 kHz is within both limits.",
)
judge(
    "c-4",
    M,
    "hb-28d and plx2901 on the same i2c bus, 3v3, fast mode 400khz - will they fight over the address?",
    ["HB-28D", PLX],
    OK,
    join(HB_ADDR, PLX_ADDR, HB_I2C, PLX_I2C),
    "0x3C vs 0x5B, both allow 400 kHz.",
)
judge(
    "c-5",
    M,
    "Can the EMA-10-5 share the regulated 5.0 V rail that powers a ZK-A3 alcohol module?",
    ["EMA-10-5", ZK],
    OK,
    join(EMA_V5, ZK_V),
    "5.0 V is within 4.5-5.5 V and is the ZK-A3's 5 V ± 0.1 V.",
)
judge(
    "c-6",
    H,
    "Can I feed the EMA-10-3 envelope output directly into a 0-3.3 V ADC input of a 3.3 V MCU "
    "that also powers the EMA-10-3?",
    ["EMA-10-3"],
    OK,
    join(EMA_V3, EMA_OUT3),
    "Envelope 0.05-3.2 V stays below 3.3 V; 3.3 V supply within 3.0-3.6 V.",
)
judge(
    "c-7",
    E,
    "myo-2l on a 3v3 esp32 supply, ok?",
    ["MYO-2L"],
    OK,
    MYO_VL,
    "3.3 V within 2.5-3.6 V.",
)
judge(
    "c-8",
    H,
    "Can the KRH-300 and the BAC-20 both run from one 5.0 V rail?",
    [KRH, BAC],
    OK,
    join(KRH_VCC, BAC_V),
    "5.0 V within 2.7-5.5 V (KRH-300) and 3.0-5.5 V (BAC-20).",
)
judge(
    "c-9",
    M,
    "will the ema-10-d work in an unheated garage at -15 °C?",
    ["EMA-10-D"],
    OK,
    EMA_TOPD,
    "-15 °C within -20...60 °C for the EMA-10-D (the analog versions are 0...50 °C).",
)

# ---------------------------------------------------------------- incompatible (10)
judge(
    "c-10",
    E,
    "hb-28d vcc on the 5v pin of my arduino uno, fine?",
    ["HB-28D"],
    NO,
    HB_VD,
    "HB-28D works at 3.0-3.6 V only.",
)
judge(
    "c-11",
    E,
    "Can the PLX2901 be powered from a 5 V supply?",
    [PLX],
    NO,
    join(PLX_VDD, PLX_ABS),
    "5 V exceeds both the 3.6 V operating and 4.0 V absolute maximum.",
)
judge(
    "c-12",
    M,
    "Can the BAC-20-I sit on the same I2C bus as the PLX2901 when the bus runs at 400 kHz?",
    ["BAC-20-I", PLX],
    NO,
    join(BAC_I2C, PLX_I2C),
    "BAC-20 fSCL max 100 kHz.",
)
judge(
    "c-13",
    E,
    "will the zk-a3 run off the 3v3 pin of my esp32?",
    [ZK],
    NO,
    ZK_V,
    "Needs 5 V ± 0.1 V; FAQ says it does not work at 3.3 V.",
)
judge(
    "c-14",
    M,
    "ema-10-3 on my arduino's 5v pin?",
    ["EMA-10-3"],
    NO,
    join(EMA_V3, EMA_ABS3),
    "3.0-3.6 V operating, 4.0 V absolute maximum.",
)
judge(
    "c-15",
    H,
    "Can the EMA-10-5 envelope output go straight into an ESP32 ADC pin (0-3.3 V) while the "
    "EMA-10-5 runs from 5 V?",
    ["EMA-10-5"],
    NO,
    join(EMA_V5, EMA_OUT5),
    "Envelope output reaches 4.9 V.",
)
judge(
    "c-16",
    M,
    "zk-a3 AO straight into a 3.3 V esp32 adc pin without a divider, safe?",
    [ZK],
    NO,
    ZK_AO,
    "AO swings 0-5 V.",
)
judge(
    "c-17",
    H,
    "Is the BAC-20 rated for a breathalyser kiosk outdoors where it can get down to -20 °C?",
    [BAC],
    NO,
    BAC_TOP,
    "Operating -10 to +55 °C.",
)
judge(
    "c-18",
    H,
    "Can the KRH-300 run continuously on a car dashboard that reaches 75 °C?",
    [KRH],
    NO,
    KRH_TOP,
    "Recommended operating -20 to +70 °C; 75 °C is only inside the absolute maximum -30 to +85 °C.",
)
judge(
    "c-19",
    E,
    "ema-10-3 in a garage at -5 °C, ok?",
    ["EMA-10-3"],
    NO,
    EMA_TOP3,
    "EMA-10-3 operating 0...50 °C (only the EMA-10-D goes to -20 °C).",
)

# ---------------------------------------------------------- insufficient evidence (9)
unknown(
    "c-20",
    E,
    "can i use the hb-28 on my bike in the rain?",
    [HB],
    "No protection rating is specified.",
    HB_IP,
)
unknown(
    "c-21",
    M,
    "Can an HB-28D run for a year from a coin cell if the design needs its sleep current below 10 uA?",
    ["HB-28D"],
    "Sleep current of the HB-28D is not given.",
    HB_SLEEP,
)
unknown(
    "c-22",
    E,
    "will the myo-2 work in a cold workshop at 0 °C?",
    [MYO],
    "Operating temperature range not specified.",
    MYO_TOP,
)
unknown(
    "c-23",
    M,
    "Can I use 3 m electrode cables with the MYO-2?",
    [MYO],
    "Maximum cable length not specified.",
    MYO_CABLE,
)
unknown(
    "c-24",
    M,
    "ema-10-3 with 2 m electrode leads - will it still be within spec?",
    ["EMA-10-3"],
    "Maximum cable length not specified (1 m supplied).",
    EMA_CABLE,
)
unknown(
    "c-25",
    M,
    "Can the TGA-3B give a valid reading again 30 s after a 2000 ppm ethanol exposure?",
    [TGA],
    "Recovery time not specified.",
    TGA_RECOV,
)
unknown(
    "c-26",
    M,
    "is the zk-a3u good enough to tell 20 ppm steps apart for my alcohol data logger?",
    ["ZK-A3U"],
    "Accuracy not specified.",
    ZK_ACC,
)
unknown(
    "c-27",
    M,
    "Does the BAC-20 meet EN 16280 for an alcohol interlock in a car?",
    [BAC],
    "Conformity with OIML R 126 / EN 16280 not specified.",
    BAC_OIML,
)
unknown(
    "c-28",
    M,
    "Is the PLX2901 accurate enough for a fitness watch that must report heart rate within 1 bpm?",
    [PLX],
    "Heart-rate accuracy depends on the host algorithm and is not specified.",
    PLX_ACC,
)
