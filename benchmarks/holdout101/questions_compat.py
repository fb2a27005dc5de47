"""Compatibility questions of the hundred-and-first hold-out set (28: 10 compatible, 9
incompatible, 9 insufficient_evidence, each of those with one required check the
sheets do not support)."""

from __future__ import annotations

import facts as F
from qkit import AS, BA, DG, DP, EP, KT, PT, ZY, Fact, join, q

E, M, H = "easy", "medium", "hard"
OK, NO, IE = "compatible", "incompatible", "insufficient_evidence"
N = iter(range(1, 100))


def cq(diff: str, verdict: str, text: str, devs: list[str], *facts: Fact, note: str = "") -> None:
    items, evidence = join(*facts) if facts else ([], [])
    if verdict == IE:
        items = []
    q(f"c-{next(N):02d}", diff, "compatibility", text, devs, items, evidence, verdict, note)


# ---------------------------------------------------------------- compatible (10)
cq(
    E,
    OK,
    "can i run the asd6831k off the 3v3 pin of an esp32?",
    [AS],
    F.AS_VCC,
    note="3.3 V is inside 3.0-3.6 V",
)
cq(
    E,
    OK,
    "Can the PTF2030 be powered from a Raspberry Pi's 3.3 V pin?",
    [PT],
    F.PT_VDD,
    note="3.3 V is inside 2.6-3.5 V",
)
cq(
    E,
    OK,
    "will a dps1084-33 handle a 3.3v project that draws 800 ma?",
    [DP],
    F.DP_IOUT,
    F.DP_VOUT33,
    note="1.0 A output current; thermal design is the user's job",
)
cq(
    E,
    OK,
    "Can I power the IMH-BAR390R from a 5 V Arduino Uno and read it over I2C?",
    [BA],
    F.BA_VIN_R,
    F.BA_R_I2C5V,
    note="R version: VIN 3.5-5.5 V and shifted I2C lines",
)
cq(
    M,
    OK,
    "zy24-pa20 with a 5v arduino nano: vcc from its own 3.3v regulator, ce/csn/sck/mosi wired "
    "straight to the 5v pins. ok?",
    [ZY],
    F.ZY_VCC,
    F.ZY_VI,
    F.ZY_5VT,
    note="inputs 5 V tolerant (abs max 5.25 V), VCC on 3.3 V",
)
cq(
    M,
    OK,
    "Can a DPS1084-33 fed from a 5 V rail power a ZY24-PA20 transmitting at +20 dBm?",
    [DP, ZY],
    F.DP_VIN33,
    F.DP_VOUT33,
    F.DP_IOUT,
    F.ZY_VCC,
    F.ZY_ITX,
    F.ZY_PEAK,
    note="5 V ≥ 4.8 V minimum input at 1 A; 3.267-3.333 V inside 3.0-3.6 V; 1 A ≥ 250 mA advice",
)
cq(
    M,
    OK,
    "Can two IMH-BAR390 boards share one I2C bus?",
    [BA],
    F.BA_ADDR,
    note="0x77 as shipped, 0x76 with the SDO jumper",
)
cq(
    M,
    OK,
    "12v kt-25ga370 with a motor driver rated 1 a continuous and 1.5 a peak - good enough?",
    [KT],
    F.KT_RATED12,
    F.KT_STALL12,
    F.KT_DRIVER,
    note="rated ≤ 220 mA, stall ≤ 1.3 A; the sheet's own driver rule",
)
cq(
    M,
    OK,
    "Can the EPD-T20S feed a 20 V, 4 A load from a 100 W USB-C charger with a 5 A e-marked cable?",
    [EP],
    F.EP_VOUT20,
    F.EP_IS20,
    note="5 A at 20 V on the S version",
)
cq(
    H,
    OK,
    "ptf2030 and imh-bar390 on the same i2c bus from a 3.3v pico - any address clash or supply "
    "problem?",
    [PT, BA],
    F.PT_ADDR,
    F.BA_ADDR,
    F.PT_VDD,
    F.BA_VIN_BARE,
    note="0x29 vs 0x77 / 0x76; 3.3 V inside 2.6-3.5 V and 1.71-3.6 V",
)

# ---------------------------------------------------------------- incompatible (9)
cq(
    E,
    NO,
    "can i plug the zy24-pa20 vcc into the 5v pin of my arduino?",
    [ZY],
    F.ZY_VCC,
    F.ZY_ABS,
    F.ZY_NO5V,
    note="3.6 V max, abs max 3.9 V; only the signal inputs are 5 V tolerant",
)
cq(
    E,
    NO,
    "Can the ASD6831K be powered directly from a 5 V supply?",
    [AS],
    F.AS_VCC,
    F.AS_ABS,
    F.AS_NOTE4,
    note="3.6 V max, abs max 4.0 V, Note 4",
)
cq(
    E,
    NO,
    "Can the ASD6831K read a pottery kiln at 1400 °C with a K thermocouple?",
    [AS],
    F.AS_RANGE,
    note="readings up to +1372 °C",
)
cq(
    E,
    NO,
    "6v kt-25ga370 straight off a 2s lipo (8.4v full)?",
    [KT],
    F.KT_OPR6,
    note="6 V type operating range 3.0-7.5 V",
)
cq(
    M,
    NO,
    "ptf2030 to read the water level in a 3 m deep tank from the lid?",
    [PT],
    F.PT_RANGE_MAX,
    note="2.0 m at most, long-range mode, white target",
)
cq(
    M,
    NO,
    "dg-7s4-r powered from 5v, clk and dio driven straight from esp32 3.3v gpios - fine?",
    [DG],
    F.DG_VR,
    F.DG_VIH5,
    F.DG_PULLUP,
    note="VIH 3.5 V at 5 V, and the pull-ups put 5 V on the ESP32 pins",
)
cq(
    M,
    NO,
    "Can the DG-7S4 sit on the same I2C bus as an IMH-BAR390 on my Arduino?",
    [DG, BA],
    F.DG_NOI2C,
    note="the two-wire interface is not I2C and cannot share a bus",
)
cq(
    H,
    NO,
    "My 65 W USB-C charger offers 5, 9, 15 and 20 V only. Can an EPD-T20S set to 12 V run a 12 V "
    "LED strip from it?",
    [EP],
    F.EP_VOUT,
    F.EP_NOOFFER,
    note="no 12 V PDO: output stays off, no fallback",
)
cq(
    H,
    NO,
    "raspberry pi 5 wants 5v 5a - can the epd-t20s give it 5 a at 5 v?",
    [EP],
    F.EP_IS_LOW,
    F.EP_5A20,
    note="3 A at 5-15 V; 5 A only at 20 V",
)

# ---------------------------------------------------------------- insufficient evidence (9)
cq(
    E,
    IE,
    "can a zy24-pa20c link reach 300 m indoors through a few walls?",
    [ZY],
    F.ZY_INDOOR,
    note="indoor range not specified",
)
cq(
    E,
    IE,
    "Is the DG-7S4-R readable from 10 m away at a 60° viewing angle?",
    [DG],
    F.DG_VIEW,
    note="viewing angle and intensity not measured",
)
cq(
    E,
    IE,
    "Is the ZY24-PA20 module FCC / CE certified for a product I want to sell?",
    [ZY],
    note="no certification stated",
)
cq(
    M,
    IE,
    "Will the EPD-T20 at 12 V be clean enough (under 20 mV ripple) for my audio amplifier?",
    [EP],
    F.EP_RIPPLE,
    note="no ripple figure",
)
cq(
    M,
    IE,
    "Will the PTF2030 still reach 1.2 m behind a 2 mm acrylic window?",
    [PT],
    F.PT_COVER,
    note="cover glass effect not covered",
)
cq(
    M,
    IE,
    "Will the KT-25GA370-12 last 2000 h of continuous running at rated load?",
    [KT],
    F.KT_LIFE,
    note="life test stated for 500 h only",
)
cq(
    M,
    IE,
    "asd6831k with a 20 m thermocouple extension cable - will it stay accurate?",
    [AS],
    F.AS_LEADS,
    note="only a noise capacitor hint for long leads, no lead-length spec",
)
cq(
    H,
    IE,
    "Will the IMH-BAR390 hold ±0.5 hPa for five years on an outdoor weather station?",
    [BA],
    F.BA_ACC_ABS,
    F.BA_LIFE,
    note="accuracy given, long-term drift not",
)
cq(
    H,
    IE,
    "Can a DPS1084-33 after a 300 kHz buck converter cut the switching ripple by 40 dB?",
    [DP],
    F.DP_PSRR,
    note="PSRR given at 120 Hz only",
)
