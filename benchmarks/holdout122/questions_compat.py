"""Compatibility questions of the hundred-and-twenty-second hold-out set (28: 10 compatible,
9 incompatible, 9 insufficient_evidence, each of those with one required check the sheets do
not support)."""

from __future__ import annotations

import facts as F
from qkit import HR, HT, KW, MX, NK, QL, QT, RN, Fact, join, q

E, M, H = "easy", "medium", "hard"
OK, NO, IE = "compatible", "incompatible", "insufficient_evidence"
N = iter(range(1, 100))


def cq(diff: str, verdict: str, text: str, devs: list[str], *facts: Fact, note: str = "") -> None:
    items, evidence = join(*facts) if facts else ([], [])
    if verdict == IE:
        items = []
    q("c", next(N), diff, "compatibility", text, devs, items, evidence, verdict, note)


# ---------------------------------------------------------------- compatible (10)
cq(
    E,
    OK,
    "htp-20p on an esp32 with vdd and the 4.7k pull-up both on 3v3 - will it work?",
    ["HTP-20P"],
    F.HT_VDD,
    F.HT_VIH,
    F.HT_3V3,
    note="3.3 V is inside 3.0 - 5.5 V and DQ pulled to 3.3 V is above VIH 2.2 V",
)
cq(
    E,
    OK,
    "Will the HTP-20P keep measuring in frozen ground at -20 °C outdoors?",
    ["HTP-20P"],
    F.HT_RANGE_P,
    note="the HTP-20P column reaches -30 C",
)
cq(
    E,
    OK,
    "mxd5310a0 and a qls7760 with addr to gnd on the same esp32 i2c bus at 3v3 - any clash?",
    ["MXD5310A0", QL],
    F.MX_VDD,
    F.MX_ADDR_A0,
    F.QL_VDD,
    F.QL_ADDR_GND,
    note="0x60 vs 0x29; 3.3 V is inside 2.7 - 5.5 V and 2.4 - 3.6 V",
)
cq(
    E,
    OK,
    "Can the RNB6230 turn a 12 V adapter into 5 V at 2 A for a Raspberry Pi?",
    [RN],
    F.RN_VIN,
    F.RN_IOUT,
    F.RN_VOUT,
    F.RN_5VOUT,
    note="12 V is inside 4.2 - 18 V and above the 6 / 6.5 V a 5 V output needs; 2 A is below 3 A",
)
cq(
    M,
    OK,
    "hrl-3t12 on a 12v adapter with its in pins driven by a 5v arduino uno - ok?",
    ["HRL-3T12"],
    F.HR_VCC12,
    F.HR_INH12,
    note="12 V inside 10.8 - 13.2 V; 5 V inside the input-high range 2.0 - 13.2 V",
)
cq(
    E,
    OK,
    "Can I run an HRL-3T05 from a 5 V, 2.1 A USB power bank and drive its inputs from an ESP32's "
    "3.3 V GPIOs?",
    [HR],
    F.HR_VCC05,
    F.HR_INH05,
    F.HR_ALLON,
    F.HR_ESP,
    note="5 V inside 4.5 - 5.5 V, 225 mA with all relays on, 3.3 V above the 2.0 V input threshold",
)
cq(
    M,
    OK,
    "kwf-630 on a raspberry pi's uart (3v3 logic), powered from its own 3.3 v 1 a regulator - "
    "good to go?",
    [KW],
    F.KW_VDD,
    F.KW_TX,
    note="3.3 V inside 3.0 - 3.6 V; the 370 mA transmit peak is below 1 A; 3.3 V logic on both sides",
)
cq(
    M,
    OK,
    "Can the QLS7760 measure direct sunlight of about 100,000 lx without saturating?",
    [QL],
    F.QL_RANGE,
    F.QL_SUN,
    note="the detection range reaches 140,000 lx; the sheet names gain x1/8 or x1/4 with 25 ms "
    "for sunlight",
)
cq(
    E,
    OK,
    "nkv-40 on a 5v arduino uno: vcc from the uno's 5v pin, tx and rx wired straight across?",
    [NK],
    F.NK_VCC,
    F.NK_UART5V,
    note="5 V inside 4.75 - 5.25 V; RXD is 5 V tolerant and 3.3 V TXD is read as high by the Uno",
)
cq(
    E,
    OK,
    "Can I connect a QTM-180A directly to an ESP32, powered from the ESP32's 3.3 V pin?",
    ["QTM-180A"],
    F.QT_VCC_A,
    F.QT_VIH_A,
    F.QT_ESP,
    note="3.3 V inside 3.0 - 3.6 V and inside VIH 2.3 - 3.6 V; the wiring table says direct",
)

# ---------------------------------------------------------------- incompatible (9)
cq(
    E,
    NO,
    "htp-20p powered straight from 2 x aa batteries?",
    ["HTP-20P"],
    F.HT_VDD,
    note="two alkaline cells give about 3.2 V fresh and spend most of their life below the 3.0 V "
    "minimum",
)
cq(
    M,
    NO,
    "Can an MXD5310 powered at 3.3 V share a 5 V Arduino Uno's I²C bus with 4.7 kΩ pull-ups to "
    "5 V?",
    [MX],
    F.MX_VDD,
    F.MX_5V,
    note="SDA / SCL are not 5 V tolerant; the pull-ups must go to VDD",
)
cq(
    M,
    NO,
    "rnb6230 on a 1s lipo (3.0-4.2v) to get 3.3v?",
    [RN],
    F.RN_VIN,
    note="the input range starts at 4.2 V, the top of a full cell",
)
cq(
    E,
    NO,
    "rnb6230 from a 24v supply to make 5v?",
    [RN],
    F.RN_VIN,
    F.RN_ABS,
    note="24 V is above the 18 V maximum input and the 20 V absolute maximum",
)
cq(
    M,
    NO,
    "hrl-3t12 straight on a car battery, about 14.4v with the engine running?",
    ["HRL-3T12"],
    F.HR_VCC12,
    note="14.4 V is above the 13.2 V maximum board supply",
)
cq(
    M,
    NO,
    "Can one relay of the HRL-3T05 switch a 2.5 kW, 230 V fan heater?",
    [HR],
    F.HR_CONTACT,
    note="about 10.9 A, above the 10 A resistive rating; the FAQ names heaters up to 2300 W",
)
cq(
    E,
    NO,
    "kwf-630 rx wired straight to a 5v arduino uno's tx pin?",
    [KW],
    F.KW_VDD,
    F.KW_5V,
    note="the pads are 3.3 V and not 5 V tolerant; a divider on RXD0 is required",
)
cq(
    H,
    NO,
    "Can an NKV-40 and a QLS7760 with ADDR tied to VDD share one I²C bus?",
    [NK, QL],
    F.NK_ADDR,
    F.QL_ADDR_VDD,
    note="both answer at 0x49",
)
cq(
    E,
    NO,
    "qtm-180b on a 5v arduino uno with the spi pins wired straight across?",
    ["QTM-180B"],
    F.QT_VIH_B,
    F.QT_NOSHIFT,
    F.QT_UNO,
    note="the QTM-180B regulator does not shift levels; inputs stay 3.3 V (VIH max 3.6 V)",
)

# ---------------------------------------------------------------- insufficient evidence (9)
cq(
    M,
    IE,
    "Can I put 30 HTP-20 probes on one data wire with about 120 m of cable in total?",
    [HT],
    F.HT_NET,
    note="the sheet reports only 8 probes on 25 m and says larger networks are untested",
)
cq(
    E,
    IE,
    "htp-20s sitting in a hydroponic nutrient tank at ph 3 for a few years - will the tip hold up?",
    ["HTP-20S"],
    F.HT_TIP,
    note="the temperature fits; no chemical-resistance statement (only the AISI 316 material)",
)
cq(
    H,
    IE,
    "I want to store a new MXD5310 output code in EEPROM once a minute for five years (about 2.6 "
    "million writes). Is that within its rating?",
    [MX],
    F.MX_EEPROM,
    note="no EEPROM endurance or retention figure in the sheet",
)
cq(
    M,
    IE,
    "Is the RNB6230A stable with only a 220 µF electrolytic output capacitor (ESR about 0.2 Ω) "
    "and no ceramic capacitor?",
    ["RNB6230A"],
    F.RN_COMP,
    note="the sheet says the compensation is internal but gives no output-capacitor range or "
    "ESR limit",
)
cq(
    E,
    IE,
    "hrl-3t05 switching a 2 a pump about 50 times a day for 10 years - will the relay last?",
    [HR],
    F.HR_INDUCT,
    note="2 A is inside the 3 A motor / inductive rating; the electrical life is not given",
)
cq(
    H,
    IE,
    "Can I fit a 5 dBi external antenna to the KWF-630U and still stay within its radio "
    "certification?",
    ["KWF-630U"],
    note="the sheet says nothing about certification or permitted antenna gain",
)
cq(
    M,
    IE,
    "qls7760 powered at 3v3 but the i2c lines pulled up to 1.8v by an nrf52 - will it read the "
    "bus correctly?",
    [QL],
    F.QL_VDD,
    F.QL_PULLUP,
    note="no VIH / VIL for SDA and SCL in the sheet",
)
cq(
    E,
    IE,
    "qtm-180a mounted so people look at it from about 60 degrees above - still readable?",
    ["QTM-180A"],
    F.QT_VIEW,
    note="only the viewing direction (6 o'clock) is given, no viewing angles",
)
cq(
    E,
    IE,
    "can the nkv-40 pick up ammonia from a cat litter box?",
    [NK],
    F.NK_GASES,
    note="ammonia sensitivity is not stated either way",
)
