"""Compatibility questions of the hundred-and-fortieth hold-out set (28: 10 compatible,
9 incompatible, 9 insufficient_evidence, each of those with one required check the
sheets do not support)."""

from __future__ import annotations

import facts as F
from qkit import KP, KS, NB, SF, VR, Fact, join, q

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
    "kqr-420-33 powered from the esp32 board's 5v pin, output into an esp32 adc pin - will "
    "that work?",
    ["KQR-420-33"],
    F.KQ_VCC33,
    F.KQ_OUT33,
    F.KQ_FAQ_ESP,
    note="USB 5 V is inside 3.6-5.5 V; 0-3.3 V suits a 3.3 V ADC; the sheet's own FAQ answer",
)
cq(
    M,
    OK,
    "Can the 5V OUT pin of a KPD-12 pump driver power a KQR-420-33 loop receiver module?",
    [KP, "KQR-420-33"],
    F.KP_5VOUT,
    F.KQ_VCC33,
    F.KQ_ICC33,
    note="4.85-5.15 V inside 3.6-5.5 V; 4.0 mA max against 100 mA",
)
cq(
    E,
    OK,
    "sfx9320 with vdd from a 1.8v ldo and vddio on the esp32's 3v3 rail, talking i2c - ok?",
    [SF],
    F.SF_VDD,
    F.SF_VDDIO,
    F.SF_LDO,
    note="the sheet's own recipe; ESP32 I2C supports clock stretching",
)
cq(
    M,
    OK,
    "An SFX9320 (VDD from its own 1.8 V LDO, VDDIO = 3.3 V, COM3/ADR to GND) and a KPS1208 "
    "(VDD = 3.3 V, ADDR to GND) share an ESP32's 3.3 V I\u00b2C bus. Do the supplies and "
    "addresses work together?",
    [SF, KS],
    F.SF_VDDIO,
    F.SF_ADDR,
    F.KS_VDD,
    F.KS_ADDR,
    note="0x28 vs 0x48; 3.3 V inside 1.62-3.6 V (VDDIO) and 1.8-5.5 V",
)
cq(
    E,
    OK,
    "vrl2616 on a 5v arduino uno (vdd = 5v), 16 leds at 20 ma each - ok?",
    [VR],
    F.VR_VDD,
    F.VR_IOLREC,
    F.VR_ISS,
    note="20 mA under 25 mA per pin at VDD >= 4.5 V; 320 mA under the 400 mA total",
)
cq(
    M,
    OK,
    "An ESP32 supplies a VRL2616 with 3.3 V and drives it over I\u00b2C; the outputs are in "
    "open-drain mode with the LED anodes on a 5 V rail, 10 mA per LED. Is this within the "
    "VRL2616's ratings?",
    [VR],
    F.VR_VDD,
    F.VR_IOL33,
    F.VR_VOFF,
    F.VR_5VLED,
    note="the sheet's own 5 V-LED recipe; 10 mA under the 18 mA minimum sink current at 3.3 V",
)
cq(
    E,
    OK,
    "hql6220-20b on an esp32's 3v3 rail measuring a 15 a dc motor - ok?",
    ["HQL6220-20B"],
    F.HQ_VCC,
    F.HQ_RANGE20,
    F.HQ_SPAN,
    note="15 A inside +/-20 A; 3.3 V supply; output 0.33-2.97 V fits a 3.3 V ADC",
)
cq(
    E,
    OK,
    "Can a KPD-12 run one KPP-20 pump from a 12 V 2 A wall adapter?",
    [KP],
    F.KP_VM,
    F.KP_IOUT,
    F.KP_PUMP20,
    note="12 V inside 7-14 V; 0.35 A pump under 1.5 A per channel",
)
cq(
    M,
    OK,
    "arz-31p straight off 2 x aa cells (3.2v fresh down to 2.0v) - ok?",
    ["ARZ-31P"],
    F.AR_VCCP,
    F.AR_AA,
    note="2.0-3.6 V covers the whole discharge; the sheet says so; the PA version would not",
)
cq(
    E,
    OK,
    "Can a KPS1208 run from a CR2032 coin cell in wake-on-touch mode?",
    [KS],
    F.KS_VDD,
    F.KS_WOT,
    F.KS_CR2032,
    note="3 V inside 1.8-5.5 V; 8 uA average; the sheet names the CR2032",
)
# ---------------------------------------------------------------- incompatible (9)
cq(
    E,
    NO,
    "kqr-420-50 with vcc from the arduino uno's 5v pin - will it work?",
    ["KQR-420-50"],
    F.KQ_VCC50,
    F.KQ_FAQ_UNO,
    note="5 V is below the 7 V minimum of the -50; the FAQ says to use VIN or the loop supply",
)
cq(
    H,
    NO,
    "I feed an NRB1-0505S from a 5 V USB power bank and use its output to power only a "
    "KQR-420-33 (about 4 mA). Does the converter's output stay within the KQR-420-33's "
    "supply range?",
    [NB, "KQR-420-33"],
    F.NB_LIGHT10,
    F.NB_NOLOADV,
    F.NB_MINLOAD,
    F.KQ_VCC33,
    F.KQ_ICC33,
    note="4 mA is 2 % of the 200 mA rating: the unregulated output sits between 5.45-5.90 V "
    "(10 % load) and 5.90-6.40 V (no load), above the 5.5 V maximum",
)
cq(
    E,
    NO,
    "sfx9320 vdd straight from the raspberry pi 3.3v pin?",
    [SF],
    F.SF_VDD,
    F.SF_VDDABS,
    F.SF_NO33,
    note="VDD 1.71-1.98 V, abs max 2.4 V; VDDIO may be 3.3 V but VDD may not",
)
cq(
    H,
    NO,
    "A VRL2616 with A3 tied high and A5, A4, A2, A1, A0 tied low shares an I\u00b2C bus with a "
    "KPS1208 whose ADDR pin is grounded. Can both be addressed?",
    [VR, KS],
    F.VR_ADDR48,
    F.KS_ADDR48,
    note="1 A5 A4 A3 A2 A1 A0 = 1001000 = 0x48, the KPS1208's address with ADDR to GND",
)
cq(
    M,
    NO,
    "Can I power an HQL6220-20B from the 5 V pin of an Arduino Uno?",
    ["HQL6220-20B"],
    F.HQ_VCC,
    F.HQ_NOT5V,
    note="VCC 3.0-3.6 V; not characterised at 5 V (the 6.0 V abs max is a look-alike)",
)
cq(
    E,
    NO,
    "nrb1-0505s running off a single 18650 li-ion cell (3.0-4.2v)?",
    [NB],
    F.NB_VIN,
    note="4.5-5.5 V input; the cell never reaches 4.5 V",
)
cq(
    M,
    NO,
    "Can the KPD-12 run its pump from a car's 12 V battery while the engine is running (about "
    "14.4 V)?",
    [KP],
    F.KP_VM,
    F.KP_CAR,
    note="14.4 V is above the 14.0 V maximum and in the 14.1-14.6 V lockout band",
)
cq(
    E,
    NO,
    "kpd-12 dosing pump controller in an unheated shed that hits -20c in winter?",
    [KP],
    F.KP_TOPR,
    note="-10 ... +50 C operating",
)
cq(
    M,
    NO,
    "Can an ARZ-31PA sleepy end device run from a CR2032 coin cell?",
    ["ARZ-31PA"],
    F.AR_VCCPA,
    F.AR_TXIPA,
    F.AR_CR2032,
    note="the sheet says the PA version is not for coin cells (118 mA transmit peaks)",
)
# ---------------------------------------------------------------- insufficient evidence (9)
cq(
    E,
    IE,
    "will the kqr-420-33 pass hart communication from my transmitter?",
    ["KQR-420-33"],
    note="HART is not mentioned; the response time says nothing about a superimposed FSK signal",
)
cq(
    M,
    IE,
    "Will the SFX9320's fused heading stay within \u00b11\u00b0 in a drone compass application?",
    [SF],
    F.SF_NOANGLE,
    note="orientation accuracy is not specified as an angle",
)
cq(
    M,
    IE,
    "nrb1-0505s on a usb port - will the output ride through a 20 ms dropout of the 5v input?",
    [NB],
    F.NB_VIN,
    note="no hold-up time is given",
)
cq(
    M,
    IE,
    "All 16 outputs of a VRL2616PW (TSSOP-28) sink 25 mA continuously at VDD = 5 V inside a "
    "70 \u00b0C enclosure. Does the junction stay below its maximum temperature?",
    ["VRL2616PW"],
    F.VR_TJ,
    note="TJ max 125 C is given but no thermal resistance or package power rating",
)
cq(
    M,
    IE,
    "Is the HQL6220-20B qualified to AEC-Q100 for a car battery monitor?",
    ["HQL6220-20B"],
    F.HQ_TOPR,
    note="no automotive qualification is stated; the -40 ... 125 C range alone does not say",
)
cq(
    E,
    IE,
    "kpd-12 board in a greenhouse at 95% humidity - ok?",
    [KP],
    F.KP_TOPR,
    note="no humidity rating is given",
)
cq(
    E,
    IE,
    "Will two ARZ-31P modules link reliably 300 m apart through two concrete walls?",
    ["ARZ-31P"],
    F.AR_TXP,
    F.AR_RXSP,
    note="no range figure is given; TX power and sensitivity alone do not settle a link "
    "through walls",
)
cq(
    M,
    IE,
    "kps1208 slider on a bathroom scale - will it still track my finger with water drops on "
    "the panel?",
    [KS],
    note="water tolerance is not mentioned",
)
cq(
    H,
    IE,
    "An HQL6220-20B measures the current of a 230 V AC mains heater (about 9 A). Is its "
    "isolation rated for a continuous 230 V AC working voltage?",
    ["HQL6220-20B"],
    F.HQ_ISO,
    note="2400 Vrms is a test voltage; the sheet says working voltages are not specified",
)
