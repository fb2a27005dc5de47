"""Compatibility questions of the hundred-and-fiftieth hold-out set (28: 10 compatible, 9
incompatible, 9 insufficient_evidence, each of those with one required check the sheets do
not support)."""

from __future__ import annotations

import facts as F
from qkit import CY, JC, LP, RK, UZ, ZM, Fact, join, q

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
    "2s 18650 pack behind a qbm-2s8, running a 5 a led work light in the living room - will "
    "the board cope?",
    ["QBM-2S8"],
    F.QB_I8,
    note="5 A under the 8 A continuous rating at 25 degC (and under the 12 A minimum trip)",
)
cq(
    H,
    OK,
    "I'm building a small motor controller. The battery is a 2S Li-ion pack protected by a "
    "QBM-2S8, and I want to feed the ZMV2427's VDD straight from the pack (P+ / P-), with both "
    "inputs driven by ESP32 GPIOs at 3.3 V. The pack runs from full charge until the board cuts "
    "it off. Is the ZMV2427 happy over that whole range?",
    ["QBM-2S8", ZM],
    F.ZM_VDD,
    F.ZM_VIH,
    F.QB_OCV,
    F.QB_ODV,
    F.ZM_33,
    note="the pack stays between about 2 x 2.70 = 5.4 V (over-discharge detection, min) and "
    "2 x 4.27 = 8.54 V (overcharge detection, max), inside VDD 4.5-18 V; 3.3 V inputs are above "
    "VIH 2.4 V and the sheet says a 3.3 V output drives the inputs at any VDD",
)
cq(
    M,
    OK,
    "Can a UZT3120 running in 3.3 V operation (V3 tied to VCC, both on a 3.3 V regulator) talk "
    "directly to the 3.3 V UART of an ESP32?",
    [UZ],
    F.UZ_VCC33,
    F.UZ_VIH,
    F.UZ_33OK,
    note="3.3 V within 3.0-3.6 V; ESP32 3.3 V highs are above VIH 2.0 V and below VCC + 0.5 V; "
    "the sheet names the ESP32",
)
cq(
    E,
    OK,
    "Can a JCX6205-10B, powered from the 5 V pin of an Arduino Uno, measure a DC motor that "
    "draws up to 7 A, with its output read by the Uno's 0-5 V analog input?",
    ["JCX6205-10B"],
    F.JC_VCC,
    F.JC_RANGE10,
    F.JC_VOUT,
    note="5 V within 4.5-5.5 V; 7 A inside +/-10 A; the output (2.5 V + 7 x 0.2 V = 3.9 V) stays "
    "within 0.5-4.5 V and the ADC's 0-5 V",
)
cq(
    M,
    OK,
    "Can an LPV4046 and a CYM-10D (jumpers untouched) share one ESP32 I²C bus at 3.3 V and "
    "400 kHz?",
    [LP, CY],
    F.LP_VDD,
    F.LP_ADDR,
    F.LP_FSCL,
    F.CY_VIN,
    F.CY_ADDR,
    F.CY_FSCL,
    note="0x60 against 0x68 / 0x0D / 0x76; 3.3 V within both supply ranges; 400 kHz is the limit "
    "of both",
)
cq(
    E,
    OK,
    "rkt-154v on a 5v arduino uno, vcc from the 5v pin and the spi lines straight from the uno "
    "pins - ok?",
    ["RKT-154V"],
    F.RK_VCC_V,
    F.RK_VIH_V,
    note="5 V within 3.3-5.5 V; 5 V logic within the 2.3-5.5 V input-high range of the -154V",
)
cq(
    E,
    OK,
    "Can I run an RKT-154 (7-pin) from an ESP32's 3.3 V pin with the SPI clock at 40 MHz?",
    [RK],
    F.RK_VCC,
    F.RK_SPI,
    F.RK_VIH,
    F.RK_ESP,
    note="3.3 V within 3.0-3.6 V; 40 MHz under the 62.5 MHz write clock; 3.3 V logic within "
    "2.3-3.6 V; the FAQ says 40 MHz works",
)
cq(
    E,
    OK,
    "rgk-433t running off a 9v battery with its data pin driven by a 5v arduino pin, fine?",
    ["RGK-433T"],
    F.RG_TX_V,
    F.RG_TXIN,
    F.RG_TXIN_NOTE,
    note="9 V within 3.0-12 V; 5 V logic above the 2.0 V high level and below VCC",
)
cq(
    E,
    OK,
    "Can ESP32 GPIOs (3.3 V high) drive both inputs of a ZMV2427 whose VDD is 12 V?",
    [ZM],
    F.ZM_VDD,
    F.ZM_VIH,
    F.ZM_33,
    note="12 V within 4.5-18 V; 3.3 V above VIH 2.4 V; the sheet says so",
)
cq(
    E,
    OK,
    "cym-10d5 on an arduino uno: vin to the 5v pin, sda / scl straight to a4 / a5. safe?",
    ["CYM-10D5"],
    F.CY_VIN5,
    F.CY_BUS5,
    note="5 V within 3.6-6.0 V; 5 V bus within the 3.0-5.5 V level of the -10D5",
)
# ---------------------------------------------------------------- incompatible (9)
cq(
    M,
    NO,
    "Can I protect a 2S LiFePO4 pack (3.65 V per cell when full) with a QBM-2S8?",
    ["QBM-2S8"],
    F.QB_LFP,
    F.QB_OCV,
    note="the sheet forbids LiFePO4: the cells never reach the 4.18 V balance start and the "
    "cut-off thresholds are for 4.2 V chemistry",
)
cq(
    M,
    NO,
    "uzt3120 in 3.3v mode (v3 tied to vcc) - can i wire its rxd straight to the tx pin of a 5v "
    "arduino?",
    [UZ],
    F.UZ_VCC33,
    F.UZ_VIH,
    F.UZ_5VTOL,
    note="in 3.3 V operation the inputs are not 5 V tolerant (max VCC + 0.5 V = 3.8 V)",
)
cq(
    E,
    NO,
    "Can I power a JCX6205 from the 3.3 V pin of an ESP32 board?",
    [JC],
    F.JC_VCC,
    F.JC_33,
    note="3.3 V is below the 4.5 V minimum; the sheet says not to",
)
cq(
    H,
    NO,
    "A JCX6205-20B runs from 5 V and measures a load that can draw anything up to +20 A. I want "
    "to wire its VIOUT pin straight to an ESP32 ADC pin, which must never see more than 3.3 V. "
    "Is that OK without anything in between?",
    ["JCX6205-20B"],
    F.JC_RANGE20,
    F.JC_VOUT,
    F.JC_20BFS,
    F.JC_DIV,
    note="at +20 A the output is 4.5 V, above the 3.3 V the pin may see; the sheet asks for a "
    "divider",
)
cq(
    M,
    NO,
    "Can an RKT-154 (the 7-pin version) be driven straight from an Arduino Uno's 5 V I/O pins "
    "if its VCC comes from the Uno's 3.3 V pin?",
    [RK],
    F.RK_VIH,
    F.RK_5V,
    note="5 V logic exceeds the 3.6 V input-high maximum; the sheet says the inputs do not "
    "tolerate 5 V",
)
cq(
    H,
    NO,
    "ok so i've got a weather station in the garden sending on 433 and an rgk-433r on my desk "
    "to pick it up. the receiver runs off the 5v usb pin of my esp32 devkit and i planned to "
    "jumper its data pin straight into gpio 27. the esp32 datasheet says its gpios must stay "
    "below 3.6 v. is that direct hookup going to be ok?",
    ["RGK-433R"],
    F.RG_RX_V,
    F.RG_VOH,
    F.RG_DIV,
    note="at 5 V the receiver DATA high is at least 4.3 V, above the 3.6 V the question states; "
    "the sheet asks for a divider",
)
cq(
    E,
    NO,
    "I have a DS3231 RTC at I²C address 0x68 on my bus. Can I add a CYM-10D without touching "
    "any of its jumpers?",
    [CY],
    F.CY_ADDR,
    F.CY_JUMP,
    note="with both jumpers open the IMU answers at 0x68 as well",
)
cq(
    E,
    NO,
    "can i power an rkt-154v straight off my 2s pack (qbm-2s20 board, 7.4v nominal)?",
    ["RKT-154V", "QBM-2S20"],
    F.RK_VCC_V,
    F.QB_FULL,
    note="7.4 V nominal and 8.4 V full exceed the 5.5 V maximum",
)
cq(
    E,
    NO,
    "Is a ZMV2427E (E grade) suitable for a gate driver in an engine bay that reaches 105 °C "
    "ambient?",
    ["ZMV2427E"],
    F.ZM_TE,
    note="grade E ends at +85 degC; grade V (+125 degC) would be the fit",
)
# ---------------------------------------------------------------- insufficient evidence (9)
cq(
    E,
    IE,
    "Can I connect two QBM-2S20 boards in parallel on one 2S pack to get 40 A continuous?",
    ["QBM-2S20"],
    F.QB_I20_25,
    note="20 A per board is given, but nothing about paralleling boards or current sharing",
)
cq(
    M,
    IE,
    "My product has to pass IEC 61000-4-2 at ±8 kV contact discharge on the USB connector. Can "
    "the UZT3120 do that without an external TVS diode?",
    [UZ],
    F.UZ_ESD,
    note="only the human body model (+/-4 kV) is given; no IEC 61000-4-2 level",
)
cq(
    M,
    IE,
    "my scooter motor sometimes stalls and pulls about 60 a for 2 seconds before the fuse goes. "
    "the current runs through a jcx6205-20b on the way. will the sensor survive that or do i "
    "need a bigger one?",
    ["JCX6205-20B"],
    F.JC_OVC,
    note="only a 100 A single pulse of 100 ms is rated; nothing covers 60 A for 2 s (the +/-20 A "
    "is a measurement range, not a survival limit)",
)
cq(
    E,
    IE,
    "Will an LPV4046 detect a hand in a black velvet glove 150 mm away?",
    [LP],
    F.LP_PROX,
    F.LP_DARK,
    note="200 mm is given for an 18 % grey card; the sheet only says dark targets are seen less far",
)
cq(
    E,
    IE,
    "i want an rkt-154 on my bike handlebar as a speedo - is it readable in direct sunlight?",
    [RK],
    note="no luminance or sunlight-readability figure is given",
)
cq(
    E,
    IE,
    "Is the RGK-433T / RGK-433R pair CE (RED) certified, so I can sell my product in the EU with "
    "it?",
    ["RGK-433P"],
    F.RG_BAND,
    note="no certification is stated; the sheet only says to check local rules",
)
cq(
    M,
    IE,
    "Can I tie IN A to IN B and OUT A to OUT B of a ZMV2427 to get 3 A peak from one package?",
    [ZM],
    note="paralleling the outputs is neither allowed nor forbidden in the sheet; the 3 A is the "
    "ZMV2427H",
)
cq(
    E,
    IE,
    "cym-10d strapped to a model rocket - will it survive a 10 000 g shock on landing?",
    [CY],
    note="no shock or drop rating is given; the +/-16 g range is a measurement range",
)
cq(
    M,
    IE,
    "Can I charge a 2S pack through a QBM-2S8 in an unheated garage at -10 °C?",
    ["QBM-2S8"],
    F.QB_TOP,
    F.QB_NTC,
    note="-10 degC is inside the board's operating range, but the sheet gives no charging "
    "temperature range and the board senses no temperature",
)
