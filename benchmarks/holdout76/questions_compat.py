"""Compatibility questions of the seventy-sixth hold-out set (28: 10 compatible, 9
incompatible, 9 insufficient_evidence, each of those with one required check the
sheets do not support)."""

from __future__ import annotations

import facts as F
from qkit import BE, JB, LT, MR, NM, RV, TG, ZG, Fact, join, q

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
    "can i power the tgm-900 straight from a single 18650 li-ion cell?",
    [TG],
    F.TG_VBAT,
    F.TG_LIION,
    note="4.2 V full cell is inside 3.4 - 4.4 V; the cell must deliver the 2 A bursts",
)
cq(
    E,
    OK,
    "zg-ntc10-34 buried in a compost heap that gets to 70c, ok?",
    [ZG],
    F.ZG_RANGE_34,
    F.ZG_CABLE,
    note="70 °C is inside the tip range and the PVC cable range",
)
cq(
    M,
    OK,
    "rvx-pwm15 with the stock heatsink on a 12v car battery driving an 8a wiper motor?",
    [RV],
    F.RV_VIN,
    F.RV_CONT_STOCK,
    F.RV_CAR,
)
cq(
    E,
    OK,
    "Will a single NMS-MX88R run from the 5 V pin of an Arduino Uno?",
    [NM],
    F.NM_VCC,
    F.NM_I_R,
    F.NM_UNO,
)
cq(
    H,
    OK,
    "A JBP-3S25-S sits inside a closed 3S Li-ion pack feeding a 15 A load continuously. "
    "Is that within its rating?",
    [JB],
    F.JB_CONT_S,
    F.JB_DERATE,
    note="25 A derated by 20 % in a closed pack is 20 A, still above 15 A",
)
cq(
    E,
    OK,
    "mrs-320 on a 12v supply with its out pin into an esp32 gpio?",
    [MR],
    F.MR_VIN,
    F.MR_VOH,
)
cq(
    E,
    OK,
    "Can I power the LT-RTC32E from a Raspberry Pi's 3.3 V pin and use it on the Pi's I2C bus?",
    [LT],
    F.LT_VCC,
    F.LT_PI,
)
cq(
    M,
    OK,
    "be-ut2 with the jumper left at 3v3 to flash an esp32 at 921600 baud?",
    [BE],
    F.BE_BAUD,
    note="921600 bps is below 3 Mbit/s; the factory 3.3 V level suits the ESP32",
)
cq(
    M,
    OK,
    "Can the LT-RTC32E-N keep time on an ordinary CR2032 lithium coin cell?",
    [LT],
    F.LT_N_CELL,
)
cq(
    M,
    OK,
    "four single nms-mx88r boards chained on an esp32 through a 74hct125, fed from a 5v 2a "
    "supply - will that work?",
    [NM],
    F.NM_VCC,
    F.NM_I_R,
    F.NM_SHIFT,
    note="4 x 320 mA = 1.28 A < 2 A; the level shifter fixes the 3.5 V VIH",
)
# ---------------------------------------------------------------- incompatible (9)
cq(
    E,
    NO,
    "can i feed the tgm-900 from my arduino's 5v pin?",
    [TG],
    F.TG_VBAT,
    F.TG_ABS,
    F.TG_NO5V,
)
cq(
    M,
    NO,
    "Can I wire a 5 V Arduino Uno's TX pin directly to the TGM-900's RXD?",
    [TG],
    F.TG_DIG_ABS,
    F.TG_NOT5V,
)
cq(E, NO, "rvx-pwm15 on a 36v e-bike battery?", [RV], F.RV_VIN, F.RV_36V)
cq(
    M,
    NO,
    "rvx-pwm15 with just the stock heatsink on a 24v 250w scooter motor?",
    [RV],
    F.RV_CONT_STOCK,
    F.RV_SCOOTER,
    note="about 10.5 A is above the 10 A stock-heatsink rating; the fan column is needed",
)
cq(
    M,
    NO,
    "nms-mx88-4 at full brightness, all dots on, off an arduino uno's 5v pin on usb?",
    [NM],
    F.NM_I_4,
    F.NM_USB,
)
cq(E, NO, "Can the JBP-3S25 protect a 3S LiFePO4 pack?", [JB], F.JB_NOLFP)
cq(
    M,
    NO,
    "mrs-320l straight off a 2s lipo (7.4v)?",
    [MR],
    F.MR_L_VDD,
    F.MR_L_ABS,
)
cq(E, NO, "lt-rtc32e-c with a normal cr2032 in it?", [LT], F.LT_NO_CR)
cq(
    H,
    NO,
    "Can the 3.3 V pin of a BE-UT2-ISO power an ESP32 module during Wi-Fi use?",
    [BE],
    F.BE_3V3_ISO,
    F.BE_ESP,
    note="60 mA against Wi-Fi peaks of several hundred mA",
)
# ---------------------------------------------------------------- insufficient evidence (9)
cq(
    E,
    IE,
    "mrs-320 mounted outdoors in the rain, is it waterproof?",
    [MR],
    note="no IP rating or enclosure statement",
)
cq(
    M,
    IE,
    "Is the TGM-900 qualified for automotive use (AEC-Q100 / IATF) in a car tracker?",
    [TG],
    note="no automotive qualification is stated",
)
cq(
    M,
    IE,
    "zg-ntc10 left in acidic peat soil (ph 4) for years, will the steel housing survive?",
    [ZG],
    note="no corrosion or chemical resistance data; IP68 covers water only",
)
cq(
    E,
    IE,
    "is the rvx-pwm15 ce marked, can i put it in a product i sell in the eu?",
    [RV],
    note="no approval or CE statement",
)
cq(
    M,
    IE,
    "Can the NMS-MX88 refresh fast enough to show 60 frames per second animation?",
    [NM],
    note="no scan / refresh rate is given (10 MHz SPI only)",
)
cq(
    E,
    IE,
    "Can I put two JBP-3S25-S boards in parallel to get 50 A?",
    [JB],
    F.JB_SERIES,
    note="the sheet says parallel use is not covered",
)
cq(
    M,
    IE,
    "mrs-320 behind a 10 cm brick wall, will it still see people on the other side?",
    [MR],
    F.MR_METAL,
    note="only plastic, glass and thin wood (and no metal) are named",
)
cq(
    H,
    IE,
    "Will the LT-RTC32E-N keep time for 5 years on one CR2032 with VCC off?",
    [LT],
    F.LT_IBAT,
    note="backup current is given, but no cell capacity or battery life",
)
cq(
    E,
    IE,
    "does the be-ut2 work on an old windows 7 laptop?",
    [BE],
    F.BE_OS,
    note="drivers named only for Windows 10 / 11, macOS and Linux",
)
