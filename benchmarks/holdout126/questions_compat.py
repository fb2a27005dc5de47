"""Compatibility questions of the hundred-and-twenty-sixth hold-out set (28: 10
compatible, 9 incompatible, 9 insufficient_evidence, each of those with one required
check the sheets do not support)."""

from __future__ import annotations

import facts as F
from qkit import BZ, DJ, GH, KP, TK, TX, Fact, join, q

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
    M,
    OK,
    "bza1615 with addr to gnd and a tkx3306 with sa0 low on the same esp32 i2c bus, everything "
    "at 3v3 - any conflict?",
    [BZ, TK],
    F.BZ_VDD,
    F.BZ_ADDR,
    F.TK_VDD,
    F.TK_ADDR,
    note="0x48 vs 0x18; 3.3 V is inside 2.0-5.5 V and 1.71-3.6 V",
)
cq(
    M,
    OK,
    "The KPL-612's OUT pin drives the IN pin of a DJR-1H5 (jumper at H); both modules run from "
    "the same regulated 5 V supply. Will the PIR output switch the relay module?",
    [KP, DJ],
    F.KP_VIN,
    F.KP_VOH,
    F.KP_OUT_SRC,
    F.DJ_VCC,
    F.DJ_VIH_H,
    F.DJ_IIN,
    F.KP_RELAY_NOTE,
    note="VOH >= 3.1 V against VIH >= 2.5 V; IN takes about 0.7 mA at 3.3 V, inside the 2 mA "
    "source limit; 5 V is inside 4.5-20 V and 4.5-5.5 V",
)
cq(
    H,
    OK,
    "A GHC4720-20B (VCC = 5 V) feeds its VIOUT into AIN0 of a BZA1615, measured single-ended "
    "against GND with the PGA at " + F.PM + "6.144 V. The BZA1615 is also powered from the same "
    "5 V rail. Can the ADC read the sensor's whole " + F.PM + "20 A range?",
    ["GHC4720-20B", BZ],
    F.GH_VCC,
    F.GH_RANGE20,
    F.GH_VOUT,
    F.GH_RLOAD,
    F.BZ_VDD,
    F.BZ_FSR000_NOTE,
    F.BZ_AIN_ROC,
    F.BZ_ZIN,
    note="VIOUT 0.5-4.5 V stays within GND ... VDD = 5 V and inside the +/-6.144 V scale; the "
    "ADC's 22 MOhm input is far above the 4.7 kOhm minimum load",
)
cq(
    H,
    OK,
    "I want to run a KLC-12864-5V with its backlight on from one Li-ion cell, using a UBB-36F5 "
    "to make the 5 V. Is the converter's output within what the display needs, and can it "
    "supply the current?",
    ["UBB-36F5", "KLC-12864-5V"],
    F.UF_VIN,
    F.UF_VOUT,
    F.UF_LIION,
    F.KL5_VDD,
    F.KL5_IDD,
    F.KL5_BL,
    note="4.90-5.20 V lies inside 4.5-5.5 V; the display needs at most 2.5 + 30 mA, far below "
    "the 1.2 A the F5 gives from a 3.7 V cell",
)
cq(
    E,
    OK,
    "kpl-612 powered from a 12v wall adapter, ok?",
    [KP],
    F.KP_VIN,
)
cq(
    M,
    OK,
    "Can the DJR-1H5's NO contact switch a 2 kW, 230 VAC electric kettle?",
    [DJ],
    F.DJ_NO250,
    F.DJ_POWER,
    note="2000 W / 230 V = 8.7 A, below 10 A at 250 VAC; 2000 VA is below 2500 VA (resistive load)",
)
cq(
    M,
    OK,
    "esp32 gpio wired straight to the djr-1h5 in pin, vcc from the board's 5v pin, jumper left on "
    "h - will it switch?",
    [DJ],
    F.DJ_VCC,
    F.DJ_VIH_H,
    F.DJ_3V3_NOTE,
)
cq(
    E,
    OK,
    "Can the TKX3306 run directly from a CR2032 coin cell (3.0 V nominal, about 2.0 V when flat)?",
    [TK],
    F.TK_VDD,
    F.TK_COIN,
    note="2.0-3.0 V lies inside 1.71-3.6 V; the sheet names the CR2032 itself",
)
cq(
    H,
    OK,
    "A TXN-260 is powered from a 5 V USB power bank through a UBB-36A set to 3.8 V (the modem is "
    "the only load). Are the converter's output voltage and current enough for the module?",
    ["UBB-36A", TX],
    F.UA_5_38,
    F.UA_MODEM,
    F.TX_VBAT,
    F.TX_PEAK,
    note="3.8 V is the TXN-260's typical VBAT; 2.0 A continuous covers the 600 mA peak",
)
cq(
    E,
    OK,
    "ghc4720 on an outdoor panel at -20c - within spec?",
    [GH],
    F.GH_TEMP,
)
# ---------------------------------------------------------------- incompatible (9)
cq(
    M,
    NO,
    "bza1615 and tkx3306 both powered at 3v3 but sitting on a 5v arduino uno i2c bus with the "
    "pull-ups to 5v - safe?",
    [BZ, TK],
    F.BZ_5V,
    F.BZ_5V_NOTE,
    F.TK_VDD,
    F.TK_NOT5V,
    F.TK_VINABS,
    note="the BZA1615 is fine (5.5 V tolerant), but the TKX3306's SDA / SCL are limited to "
    "VDDIO + 0.3 V and the sheet says they are not 5 V tolerant",
)
cq(
    H,
    NO,
    "A GHC4720-20B (VCC = 5 V) feeds its VIOUT into AIN0 of a BZA1615 that is powered from "
    "3.3 V, with the PGA at "
    + F.PM
    + "6.144 V. Can the ADC read the sensor's whole "
    + F.PM
    + "20 A range?",
    ["GHC4720-20B", BZ],
    F.GH_VCC,
    F.GH_RANGE20,
    F.GH_VOUT,
    F.GH_33_NOTE,
    F.BZ_VDD,
    F.BZ_AIN_ROC,
    F.BZ_AIN_NOTE,
    note="VIOUT reaches 4.5 V at +20 A, above VDD (3.3 V) and VDD + 0.3 V; the +/-6.144 V "
    "scale does not lift that limit",
)
cq(
    E,
    NO,
    "can i power the djr-1h5 from the esp32's 3v3 pin?",
    [DJ],
    F.DJ_VCC,
    F.DJ_NO3V3,
    F.DJ_PULLIN,
)
cq(
    M,
    NO,
    "Can an ESP32's 3.3 V UART (TX / RX) be wired directly to the TXN-260's main UART?",
    [TX],
    F.TX_VIH,
    F.TX_IOABS,
    F.TX_NOT33,
    note="a 3.3 V HIGH exceeds VIH max 2.0 V and the 2.1 V absolute maximum",
)
cq(
    E,
    NO,
    "txn-260 running off a cr2032 coin cell?",
    [TX],
    F.TX_VBAT,
    F.TX_PEAK,
    F.TX_COIN,
    note="3.0 V is below the 3.3 V minimum, and the sheet says a coin cell cannot supply the "
    "burst current",
)
cq(
    M,
    NO,
    "Can the 5 V output of a UBB-36F5 power a KLC-12864-33 display?",
    ["UBB-36F5", "KLC-12864-33"],
    F.UF_VOUT,
    F.KL33_VDD,
    F.KL33_ABS,
    F.KL33_5V_NOTE,
    note="4.90-5.20 V exceeds the 3.6 V maximum and the 4.0 V absolute maximum",
)
cq(
    E,
    NO,
    "ghc4720-05b in series with an 8a motor - will it measure it?",
    ["GHC4720-05B"],
    F.GH_RANGE05,
    F.GH_CONT_NOTE,
)
cq(
    E,
    NO,
    "Can the KPL-612 be powered directly from a single Li-ion cell (3.0-4.2 V)?",
    [KP],
    F.KP_VIN,
    note="4.2 V and below is under the 4.5 V minimum",
)
cq(
    M,
    NO,
    "tkx3306 on a mountain bike frame to log 30 g impacts - can it measure them?",
    [TK],
    F.TK_RANGE,
    F.TK_SHOCK,
    note="the largest full scale is +/-16 g; the 3000 g / 10 000 g figures are survival ratings",
)
# ---------------------------------------------------------------- insufficient evidence (9)
cq(
    M,
    IE,
    "Can the DJR-1H5's NO contact switch a 230 VAC, 60 W LED driver whose switch-on inrush "
    "current is high?",
    [DJ],
    F.DJ_NO250,
    F.DJ_INRUSH,
    note="the steady current is small, but the sheet says it gives no inrush rating",
)
cq(
    M,
    IE,
    "kpl-612 alone on a usb power bank - will the bank stay switched on with only the pir's "
    "idle current?",
    [KP],
    F.KP_VIN,
    F.KP_IDLE,
    note="5 V suits the module; a power bank's minimum load for staying on is in no sheet",
)
cq(
    H,
    IE,
    "A TXN-260 will sit in a car's glovebox. Is it rated for the vibration and shock it will see "
    "there?",
    [TX],
    F.TX_TEMP,
    note="temperatures are given, but no vibration or mechanical shock rating",
)
cq(
    M,
    IE,
    "My data logger spec says the reading of a 1 V input must not drift more than 0.05 % in "
    "five years. Does the BZA1615 meet that?",
    [BZ],
    F.BZ_REF_NOTE,
    note="gain error at 25 C only; no long-term drift or ageing figure",
)
cq(
    M,
    IE,
    "ghc4720 mounted right next to a big brushed motor - will the motor's magnet field mess up the "
    "reading?",
    [GH],
    note="no external / stray-field rejection figure",
)
cq(
    E,
    IE,
    "Can the KLC-12864-33 be used in a greenhouse where the air reaches 95 %RH?",
    ["KLC-12864-33"],
    F.KL_TEMP,
    note="operating and storage temperatures only; no humidity rating",
)
cq(
    H,
    IE,
    "Can the TKX3306 go into an automotive ECU that requires AEC-Q100 Grade 3 qualification "
    "(-40 to +85 " + F.DEG + ")?",
    [TK],
    F.TK_TEMP,
    note="the temperature range matches Grade 3, but the sheet says nothing about AEC-Q100",
)
cq(
    H,
    IE,
    "I need 5 V " + F.PM + " 2 % at the load for every current from no load up to 2 A. Can the "
    "UBB-36A, set to 5 V and fed from 12 V, hold that?",
    ["UBB-36A"],
    F.UA_VOUT,
    F.UA_RIPPLE,
    note="12 V -> 5 V gives 2.5 A, but the UBB-36A has no output accuracy or load-regulation "
    "figure (only the F5 states min / max)",
)
cq(
    E,
    IE,
    "Can I mount the KPL-612 outside under the eaves, where driving rain reaches it?",
    [KP],
    note="no ingress-protection rating or moisture statement in the sheet",
)
