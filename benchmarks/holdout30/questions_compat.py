"""Compatibility questions of the thirtieth hold-out set (28: 10 compatible,
9 incompatible, 9 insufficient_evidence, each of the latter citing the sheet's
own "not specified" line)."""

from __future__ import annotations

from facts import (
    DL2_ABS3,
    DL2_BAUD,
    DL2_CABLE,
    DL2_V3,
    DL2_V5,
    DL2_VIH5,
    DMX_12,
    DMX_CABLE,
    DMX_HUM,
    DMX_V,
    EHG_AC,
    EHG_DC,
    EHG_LIFE,
    EHG_RESP,
    EHG_V24,
    G06,
    GM_ENCV,
    GM_IP,
    GM_STALL,
    GM_STALL_EV,
    KBD_IOUT,
    KBD_SPEED,
    KBD_VIH,
    KBD_VIN_ABS,
    KCC_ABS,
    KCC_I2C,
    KCC_SOC,
    KCC_VA,
    KCC_VB,
    KCC_VIH,
    MDX_ABS,
    MDX_INRUSH,
    MDX_START,
    MDX_VCC,
    XD_NO33,
    XD_VCC,
)
from qkit import DL2, DMX, EHG, GM, KBD, KCC, MDX, XD, Fact, join, q, unanswerable

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


# ------------------------------------------------------------------ compatible (10)
judge(
    "c-1",
    E,
    "can i run the dmx-ttl01 off my esp32's 3v3 pin?",
    [DMX],
    OK,
    DMX_V,
    "3.3 V is the low end of the DC3.3-5V working voltage.",
)
judge(
    "c-2",
    E,
    "Can the XD485E be powered from a regulated 5.0 V USB rail?",
    [XD],
    OK,
    XD_VCC,
    "5.0 V is inside 4.75-5.25 V.",
)
judge(
    "c-3",
    M,
    "can a 3.3v esp32 gpio drive the pwm and dir pins of the kbd8312 directly?",
    [KBD],
    OK,
    KBD_VIH,
    "3.3 V high level >= VIH 1.5 V and below the 5.5 V limit.",
)
judge(
    "c-4",
    M,
    "will my 5v arduino uno fry the kbd8312 logic inputs (pwm, dir, nsleep)?",
    [KBD],
    OK,
    join(KBD_VIH, KBD_VIN_ABS),
    "5 V is within the VIH range up to 5.5 V and under the 5.75 V absolute maximum.",
)
judge(
    "c-5",
    H,
    "I have a 4S Li-ion pack (12.0 V empty, 16.8 V full). Can it power the MDX-4A "
    "directly while a KCC1740B, supplied from the same pack, monitors it?",
    [MDX, "KCC1740B"],
    OK,
    join(MDX_VCC, KCC_VB),
    "12.0-16.8 V is inside MDX-4A 10-28 V and KCC1740B 2.7-20 V.",
)
judge(
    "c-6",
    M,
    "Can the KCC1740 share a 3.3 V I2C bus (pull-ups to 3.3 V) running at 400 kHz?",
    [KCC],
    OK,
    join(KCC_VIH, KCC_I2C),
    "3.3 V >= VIH 1.6 V and <= 5.5 V; fSCL max 400 kHz.",
)
judge(
    "c-7",
    E,
    "ehg 40-024 on the 24vdc control supply in my cabinet - ok?",
    ["EHG 40-024"],
    OK,
    EHG_V24,
    "24 V is inside 20.4-26.4 V.",
)
judge(
    "c-8",
    M,
    "Can the EHG 40-230 contact switch a 230 V AC, 60 W resistive enclosure heater (about 0.26 A)?",
    ["EHG 40-230"],
    OK,
    EHG_AC,
    "230 V <= 250 V AC and 0.26 A <= 8 A resistive.",
)
judge(
    "c-9",
    H,
    "DL2-M5 powered from the 5 V pin of an Arduino Uno, its RXD_IN fed from the Uno's "
    "5 V TX at the module's UART speed - will that work?",
    ["DL2-M5"],
    OK,
    join(DL2_V5, DL2_VIH5, DL2_BAUD),
    "5 V inside 4.5-5.5 V; a 5 V high level >= VIH 3.5 V; host UART 19200 bit/s.",
)
judge(
    "c-10",
    E,
    "can i power the gm25-370e encoder from 3v3 so my esp32 can read A/B?",
    [GM],
    OK,
    GM_ENCV,
    "Encoder supply 3.3-5 V; the FAQ confirms 3.3 V operation.",
)

# ------------------------------------------------------------------ incompatible (9)
judge(
    "c-11",
    E,
    "can i hook the dmx-ttl01 up to 12v?",
    [DMX],
    NO,
    join(DMX_V, DMX_12),
    "Maximum working voltage 5 V; the FAQ says 12 V damages the module.",
)
XD_33 = join(XD_VCC)
XD_33[1].extend(XD_NO33)
judge(
    "c-12",
    E,
    "Can I run the XD485E from a 3.3 V supply?",
    [XD],
    NO,
    XD_33,
    "VCC min 4.75 V; the description says 3.3 V operation is not specified.",
)
judge(
    "c-13",
    M,
    "will my 5v arduino fry the dl2-m3? module on 3v3, uno TX straight into RXD_IN",
    ["DL2-M3"],
    NO,
    join(DL2_V3, DL2_ABS3),
    "DL2-M3 is not 5 V tolerant; limiting value 4.0 V.",
)
judge(
    "c-14",
    M,
    "kcc1740b on a 6s li-ion pack (25.2v full) - ok?",
    ["KCC1740B"],
    NO,
    join(KCC_VB, KCC_ABS),
    "25.2 V exceeds the 20 V operating maximum and the 24 V absolute maximum.",
)
judge(
    "c-15",
    M,
    "Can the KCC1740A monitor a 3S Li-ion pack (12.6 V fully charged)?",
    ["KCC1740A"],
    NO,
    KCC_VA,
    "KCC1740A operating voltage max 9.0 V (the 20 V row is the KCC1740B).",
)
judge(
    "c-16",
    E,
    "mdx-4a on a 32v supply?",
    [MDX],
    NO,
    join(MDX_VCC, MDX_ABS),
    "32 V is above the 28 V recommended maximum and the 30 V absolute maximum.",
)
judge(
    "c-17",
    M,
    "Can a 3.3 V ESP32 GPIO drive the MDX-4A START input directly?",
    [MDX],
    NO,
    MDX_START,
    "START needs 5-24 V DC.",
)
judge(
    "c-18",
    H,
    "Can the EHG 40 relay switch a GM25-370E-06 gear motor on 6 V DC, including when "
    "the motor stalls?",
    [EHG, G06],
    NO,
    ([*EHG_DC[0], GM_STALL[G06]], [*EHG_DC[1], GM_STALL_EV]),
    "Stall current 3.2 A exceeds the 2 A DC contact rating.",
)
judge(
    "c-19",
    H,
    "My BLDC fan needs 3 A continuous per phase. Can the KBD8312 drive it?",
    [KBD],
    NO,
    KBD_IOUT,
    "Continuous phase current max 2.0 A (3.5 A is the peak).",
)

# ------------------------------------------------------- insufficient evidence (9)
unknown(
    "c-20",
    M,
    "Will the EHG 40 relay survive 100,000 cycles switching a 2 A DC fan?",
    [EHG],
    "2 A DC is within rating but the electrical life is not specified.",
    EHG_LIFE,
)
unknown(
    "c-21",
    E,
    "my 24v psu trips above 5a inrush - will the mdx-4a's power-on inrush stay under that?",
    [MDX],
    "The cautions say the inrush current is not specified.",
    MDX_INRUSH,
)
unknown(
    "c-22",
    E,
    "can i run 300 m of dmx cable from the dmx-ttl01?",
    [DMX],
    "The FAQ says the maximum cable length is not specified.",
    DMX_CABLE,
)
unknown(
    "c-23",
    E,
    "Can the DL2-M drive a 250 m DALI line?",
    [DL2],
    "The remarks say the maximum DALI cable length is not specified for this module.",
    DL2_CABLE,
)
unknown(
    "c-24",
    E,
    "gm25-370e on an outdoor robot that gets rained on, need ip54 - ok?",
    [GM],
    "The FAQ says no IP rating is specified.",
    GM_IP,
)
unknown(
    "c-25",
    H,
    "Is the DMX-TTL01 fine inside a fog-machine enclosure at up to 95 %RH?",
    [DMX],
    "Operating humidity is not specified (temperature -20 to +70 °C is).",
    DMX_HUM,
)
unknown(
    "c-26",
    M,
    "I need state-of-charge within ±1 % for my e-bike display. Does the KCC1740B meet that?",
    ["KCC1740B"],
    "The ±1.0 % figure is voltage measurement accuracy; SOC accuracy is not specified.",
    KCC_SOC,
)
unknown(
    "c-27",
    H,
    "Will the EHG 40 switch on a fan within 30 s when the enclosure humidity jumps above "
    "the set value?",
    [EHG],
    "The sensor response time is not specified.",
    EHG_RESP,
)
unknown(
    "c-28",
    E,
    "kbd8312 - can it hold my fan speed within ±1% with hall sensors?",
    [KBD],
    "Motor-speed accuracy is not specified.",
    KBD_SPEED,
)
