"""Factual questions of the ninety-eighth hold-out set (42: 34 with items, 8 whose
answer is not in the sheets)."""

from __future__ import annotations

import facts as F
from qkit import AW, BL, HM, IS, MD, PT, SM, UP, Fact, join, q, unanswerable

E, M, H = "easy", "medium", "hard"
N = iter(range(1, 100))


def fq(diff: str, text: str, devs: list[str], *facts: Fact, note: str = "") -> None:
    items, evidence = join(*facts)
    q(f"f-{next(N):02d}", diff, "simple", text, devs, items, evidence, note=note)


def ie(diff: str, text: str, devs: list[str], note: str, *facts: Fact) -> None:
    evidence = join(*facts)[1] if facts else []
    unanswerable(f"f-{next(N):02d}", diff, "simple", text, devs, note, evidence)


# ---------------------------------------------------------------- PTX-25V
fq(
    E,
    "What supply voltage range does the PTX-25V-A (0-10 V version) need?",
    [PT],
    F.PT_VS_A,
    note="the -R column beside it reads 4.75 ... 5.25 V",
)
fq(
    H,
    "What ambient temperature range is the PTX-25V rated to operate in?",
    [PT],
    F.PT_TOP,
    note="medium temperature -40 ... +125 °C and storage -40 ... +100 °C are the look-alikes",
)
fq(E, "what ip rating does the ptx-25v have?", [PT], F.PT_IP)
fq(M, "how long after power on is the ptx-25v output valid?", [PT], F.PT_WARM)
fq(
    M,
    "What is the measuring range of the PTX-25V with range code 016?",
    [PT],
    F.PT_R016,
    note="40 bar overpressure and 80 bar burst sit in the same row",
)
# ---------------------------------------------------------------- ISO4-PLC
fq(
    E,
    "What logic-side supply voltage does the ISO4-PLC accept?",
    [IS],
    F.IS_VCC,
    note="bilingual name wrapped around the values",
)
fq(
    M,
    "at what voltage does an input on the iso4-plc-24 count as on?",
    [IS],
    F.IS_ON,
    note="the -12 column reads >= 7 V",
)
fq(E, "iso4-plc operating temp range?", [IS], F.IS_TOP)
# ---------------------------------------------------------------- HMS31 / HMS35
fq(E, "What is the supply voltage range of the HMS31?", [HM], F.HM_VDD)
fq(
    M,
    "What is the typical relative-humidity accuracy of the HMS35?",
    [HM],
    F.HM_RH35,
    note="HMS31 column: ±2.0 %RH; unnamed max. row below: ±3.0 / ±2.0",
)
fq(
    H,
    "what's the worst case temperature accuracy of the hms31?",
    [HM],
    F.HM_T31MAX,
    note="an unnamed 'max.' row under the typ. row (±0.2 °C)",
)
fq(E, "hms31 i2c address?", [HM], F.HM_ADDR)
fq(E, "How much current does the HMS31 draw while it is measuring?", [HM], F.HM_IDD)
# ---------------------------------------------------------------- YC-UPS18-2
fq(E, "What output voltage does the YC-UPS18-2 deliver?", [UP], F.UP_VOUT)
fq(
    M,
    "how much current can the yc-ups18-2 give on battery alone once the cells are down to 3.4v?",
    [UP],
    F.UP_I_LOW,
    note="columns per working mode: 2.0 / 2.4 / 1.5 A",
)
fq(
    M,
    "What is the highest voltage the YC-UPS18-2 USB-C input can take?",
    [UP],
    F.UP_ABS,
    note="only in a note; the operating input range is 4.75 ~ 5.5 V",
)
# ---------------------------------------------------------------- SM8T85
fq(E, "What operating voltage range does the SM8T85L support?", [SM], F.SM_VL)
fq(
    M,
    "What is the SM8T85's maximum output low voltage when sinking 10 mA at VCC = 5 V?",
    [SM],
    F.SM_VOL,
)
fq(
    H,
    "what output high voltage does the sm8t85 guarantee at 3v when sourcing 5 ma?",
    [SM],
    F.SM_VOH3,
    note="unnamed second VOH row",
)
fq(E, "sm8t85 absolute max vcc?", [SM], F.SM_ABS)
fq(
    H,
    "Over what temperature range is the SM8T85 specified to operate?",
    [SM],
    F.SM_TOP,
    note="'Operating Temperature -55 to +125 °C' is in the absolute maximum list",
)
# ---------------------------------------------------------------- MMC-DRV5
fq(E, "What motor supply voltage range does the MMC-DRV5 accept?", [MD], F.MD_VIN)
fq(
    M,
    "continuous current of the mmc-drv5 at 24v with no heatsink?",
    [MD],
    F.MD_I24,
    note="columns per motor supply: 5.0 / 4.0 / 3.5 A; 5 A in the specification list",
)
fq(M, "What input high level do the MMC-DRV5's PWM and DIR pins need?", [MD], F.MD_VIH)
fq(
    M,
    "What is the absolute maximum motor supply voltage of the MMC-DRV5?",
    [MD],
    F.MD_ABS,
    note="only in footnote 1",
)
# ---------------------------------------------------------------- AWL-21
fq(E, "What supply voltage range does the AWL-21 module need?", [AW], F.AW_VDD)
fq(E, "default uart baud rate of the awl-21?", [AW], F.AW_BAUD)
fq(
    M,
    "What is the maximum transmit power of the AWL-21EU?",
    [AW],
    F.AW_TX_EU,
    note="JP +13 / US +20 dBm in the same row",
)
fq(
    H,
    "how much tx power can an awl-21us put out running from 2 aa cells (about 2.8v)?",
    [AW],
    F.AW_TX_US_LOW,
    note="only in the note under Table 3-1",
)
fq(
    M,
    "AWL-21 sleep current with the RTC still running?",
    [AW],
    F.AW_SLEEP,
    note="deep sleep 0.4 µA is the next row",
)
# ---------------------------------------------------------------- BLC-24
fq(E, "What supply voltage does the BLC-24 take?", [BL], F.BL_VCC)
fq(M, "default output data rate of the blc-24?", [BL], F.BL_RATE, note="80 SPS with jumper J1")
fq(
    M,
    "What operating temperature range is the BLC-24 module rated for?",
    [BL],
    F.BL_TOP,
    note="-40 to +85 °C in Nota 2 is the converter chip's",
)
fq(
    H,
    "What differential input range does the BLC-24 have at gain 128 with its on-board excitation?",
    [BL],
    F.BL_RANGE,
    note="the table's ±20 mV is for E+ = 5 V; Nota 1 gives ±17.2 mV on the board",
)

# ---------------------------------------------------------------- not in the sheets (8)
ie(E, "What is the MTBF of the PTX-25V?", [PT], "no MTBF or lifetime is stated")
ie(
    E,
    "what's the propagation delay of the iso4-plc in us?",
    [IS],
    "only a 2 kHz switching frequency is given; no delay time",
)
ie(
    E,
    "What is the long-term drift of the HMS35's temperature reading?",
    [HM],
    "long-term drift is given only for humidity (< 0.2 %RH/y)",
    F.HM_DRIFT,
)
ie(
    E,
    "what's the battery capacity in mah of the yc-ups18-2?",
    [UP],
    "cells are not included; no capacity is a property of the module",
    F.UP_CELLS,
)
ie(
    E,
    "What is the maximum I2C clock frequency of the SM8T85?",
    [SM],
    "SDA appears only in the pin table; no I2C timing is given",
)
ie(E, "What is the on-resistance of the MMC-DRV5's H-bridge?", [MD], "no RDS(on) is stated")
ie(E, "how many km range does the awl-21 get?", [AW], "no range is stated")
ie(
    E,
    "How accurate is the BLC-24 in grams?",
    [BL],
    "the FAQ says the module has no accuracy rating in grams",
    F.BL_GRAMS,
)
