"""Hold-out 17 compatibility questions (between these parts, or a part and a stated setup).

A reference lists the facts a correct answer may cite. Rules the field
vocabulary has no field for (open-collector pull-up, analog common-mode
range, signal range of the multiplexer, resistive-only reed ratings) are
given as evidence without numeric items.
"""

from __future__ import annotations

import facts as F
from qkit import KBD, KHC, KHD, KLM, KMP, KRS, KSK, KW, join, q, unanswerable

C, E, M, H = "compatibility", "easy", "medium", "hard"
OK, NO = "compatible", "incompatible"


def qc(qid, diff, text, devices, fact, verdict, note="", extra=()):
    items, evidence = fact
    q(qid, diff, C, text, devices, items, evidence + list(extra), verdict, note)


# ---------------------------------------------------------------- compatible
qc(
    "c-1",
    E,
    "can i run a kw2815e straight off a single li-ion cell sitting at 3.7v?",
    [KW],
    F.KWE_VDD,
    OK,
    "3.7 V is inside the KW2815E range 3.5-5.5 V.",
)
qc(
    "c-2",
    M,
    "esp32 (3.3v gpio) driving DIN of a kw2815b that is powered at 3.7v, ok?",
    [KW],
    join(F.KWB_VDD, F.KW_VIH37),
    OK,
    "VDD 3.7 V is the KW2815B minimum; VIH at VDD = 3.7 V is 2.6 V < 3.3 V.",
)
qc(
    "c-3",
    E,
    "Can the KMP3-16P be powered from a 5 V USB supply?",
    [KMP],
    F.KMP_VCC,
    OK,
    "5.0 V is the top of the working range; the FAQ confirms.",
    [F.KMP_FAQ_5V],
)
qc(
    "c-4",
    E,
    "KHD2605 on a 3.3 V supply and a 3.3 V I2C bus at 400 kHz - compatible?",
    [KHD],
    join(F.KHD_VDD, F.KHD_FSCL),
    OK,
)
qc(
    "c-5",
    M,
    "KHCT4067 powered at 5 V with its select lines driven by a 3.3 V microcontroller: "
    "are the logic levels OK?",
    [KHC],
    join(F.KHCT_VCC, F.KHCT_VIH),
    OK,
    "HCT VIH is 2 V, below 3.3 V.",
)
qc(
    "c-6",
    M,
    "kbd6230 on 24v driving a 24v solenoid valve that pulls 1a, IN pin from a 3v3 mcu. "
    "will that work?",
    [KBD],
    join(F.KBD_VCC, F.KBD_IOUT, F.KBD_VIH),
    OK,
    "24 V within 8-32 V; 1 A <= 1.5 A; VIH 2.0 V <= 3.3 V.",
    [F.KBD_MCU],
)
qc(
    "c-8",
    E,
    "krs-10 reed as a door switch into an arduino pin with the internal pullup (5v, well "
    "under 1ma) - ok?",
    [KRS],
    join(F.KRS10_V, F.KRS10_I),
    OK,
    "5 V and < 1 mA are far below 200 V / 0.5 A.",
)
qc(
    "c-10",
    H,
    "Can the open-collector output of a KLM2903 (pulled up to 5 V) drive the IN pin of "
    "the KBD6230EFJ?",
    [KLM, KBD],
    join(
        F.KBD_VIH,
    ),
    OK,
    "The pulled-up high level (5 V) exceeds VIH 2.0 V and stays within the IN range.",
    [F.KLM_OC, F.KBD_MCU],
)
qc(
    "c-11",
    M,
    "can the 5v bec of a ksk-30a power the kmp3-16p mp3 board?",
    [KSK, KMP],
    join(F.KSK30_BEC, F.KMP_VCC),
    OK,
    "5 V is inside 3.2-5.0 V; the BEC gives 3 A.",
)

# ---------------------------------------------------------------- incompatible
qc(
    "c-12",
    E,
    "will 4 fresh AA cells (6 V) be ok as the supply for the khd2605?",
    [KHD],
    join(F.KHD_VDD, F.KHD_ABS),
    NO,
    "6 V exceeds both the 5.2 V recommended maximum and the 5.95 V absolute maximum.",
)
qc(
    "c-13",
    M,
    "esp32 3.3v data pin straight into a kw2815b powered from 5v, will it read the data?",
    [KW],
    F.KW_VIH5,
    NO,
    "VIH at VDD = 5 V is 3.5 V, above 3.3 V.",
)
qc(
    "c-14",
    E,
    "Can a KW2815B run from a 3.3 V rail?",
    [KW],
    F.KWB_VDD,
    NO,
)
qc(
    "c-15",
    E,
    "KMP3-16P straight from a 2S LiPo (7.4 V)?",
    [KMP],
    F.KMP_VCC,
    NO,
    extra=[F.KMP_FAQ_5V],
)
qc(
    "c-16",
    M,
    "can i put a 4s lipo on the ksk-20a?",
    [KSK],
    F.KSK20_BAT,
    NO,
    "The KSK-20A takes 2-3S (up to 11.1 V) only.",
)
qc(
    "c-18",
    M,
    "KHC4067 (HC type) powered at 6 V, select inputs driven from 3.3 V logic - compatible?",
    [KHC],
    join(F.KHC_VCC, F.KHC_VIH6),
    NO,
    "VIH at VCC = 6 V is 4.2 V.",
)
qc(
    "c-19",
    H,
    "can the khc4067 on a single 5v supply route a line-level audio signal that swings "
    "+-1v around ground?",
    [KHC],
    F.KHC_VCC,
    NO,
    "The signal must stay between GND and VCC; there is no negative supply pin.",
    [F.KHC_RANGE],
)
qc(
    "c-20",
    M,
    "KBD6230EFJ on 12 V for a solenoid that needs 2 A continuous?",
    [KBD],
    join(F.KBD_VCC, F.KBD_IOUT),
    NO,
    "2 A exceeds the 1.5 A recommended output current (2.0 A abs max is pulse only).",
)
qc(
    "c-21",
    H,
    "KLM2903 on a 3.3 V supply comparing a 3.0 V signal against a 2.5 V reference - "
    "will it compare correctly?",
    [KLM],
    F.KLM_VCC,
    NO,
    "Common-mode range is 0 to VCC - 1.5 V = 1.8 V; 3.0 V and 2.5 V are above it.",
    [F.KLM_CM],
)
qc(
    "c-22",
    E,
    "krs-05 reed switching a 12v 0.5a resistive led strip directly?",
    [KRS],
    join(F.KRS05_I, F.KRS05_V),
    NO,
    "0.5 A exceeds the 0.25 A switching current (and 6 W the 5 W rating).",
)

# ---------------------------------------------------------------- insufficient evidence
unanswerable(
    "c-23",
    M,
    C,
    "Can a KRS-20 switch a 12 V, 0.4 A solenoid coil directly?",
    [KRS],
    "12 V / 0.4 A fit the resistive ratings, but a solenoid is inductive and ratings for "
    "inductive loads are not given.",
    [F.KRS_NO_IND],
)
unanswerable(
    "c-24",
    H,
    C,
    "will a raspberry pi 3.3v pwm pin drive the throttle input of the ksk-30a reliably?",
    [KSK],
    "The ESC's signal input level is not specified.",
    [F.KSK_NO_LEVEL],
)
unanswerable(
    "c-25",
    M,
    C,
    "Is the KMP3-16P OK for an outdoor doorbell exposed to rain?",
    [KMP],
    "No protection grade is given.",
    [F.KMP_NO_IP],
)
unanswerable(
    "c-26",
    M,
    C,
    "need a sign with at least 1000 mcd red per pixel, will the kw2815b be bright enough?",
    [KW],
    "Luminous intensity is not listed.",
    [F.KW_NO_LUM],
)
unanswerable(
    "c-27",
    H,
    C,
    "KHC4067 on 5 V multiplexing 1 MHz sensor signals where I need better than -60 dB "
    "crosstalk between channels - suitable?",
    [KHC],
    "Supply and range fit, but crosstalk is not characterized.",
    [F.KHC_NO_XTALK],
)
unanswerable(
    "c-28",
    M,
    C,
    "will a krs-10 close reliably with a small fridge magnet 20 mm away?",
    [KRS],
    "No actuation distance is specified (depends on the magnet).",
    [F.KRS_NO_DIST],
)
unanswerable(
    "c-29",
    H,
    C,
    "KBD6230EFJ in a 24 V valve controller that must run 10 years 24/7 with an MTTF above "
    "1,000,000 h - does it qualify?",
    [KBD],
    "MTTF is on request and not given.",
    [F.KBD_NO_MTTF],
)
unanswerable(
    "c-30",
    M,
    C,
    "klm2903 for a cubesat in low earth orbit, is it rad tolerant enough?",
    [KLM],
    "Not characterized for radiation environments.",
    [F.KLM_NO_RAD],
)
