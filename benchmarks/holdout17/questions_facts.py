"""Hold-out 17 factual questions (one device each, or a comparison / structured answer)."""

from __future__ import annotations

from facts import (
    KBD_ABS,
    KBD_IOUT,
    KBD_ISB,
    KBD_NO_MTTF,
    KBD_RON125,
    KBD_VCC,
    KHC_NO_XTALK,
    KHC_RON45,
    KHC_VCC,
    KHCT_VCC,
    KHD_ABS,
    KHD_ADDR,
    KHD_FSCL,
    KHD_ISD,
    KHD_ISTBY,
    KHD_NO_THETA,
    KHD_VDD,
    KLM1_TEMP,
    KLM_ICC30,
    KLM_TRE,
    KLM_VOL,
    KMP_BAUD,
    KMP_ISB,
    KMP_NO_IPLAY,
    KMP_UART,
    KMP_VCC,
    KRS05_V,
    KRS10_I,
    KRS20_CARRY,
    KRS20_R,
    KRS_ISW,
    KRS_NO_DIST,
    KRS_NO_LIFE,
    KSK20_BEC,
    KSK30_BAT,
    KSK30_I,
    KSK40_BECI,
    KSK_NO_LEVEL,
    KW_NO_LUM,
    KW_RATE,
    KW_VIH37,
    KWB_TEMP,
    KWB_VDD,
    KWE_IOUT,
)
from qkit import KBD, KHC, KHD, KLM, KMP, KRS, KSK, KW, join, q, unanswerable

S, E, M, H = "simple", "easy", "medium", "hard"

# ---- KW2815
q("f-1", E, S, "What supply voltage range does the KW2815B (5050) need?", [KW], *KWB_VDD)
q("f-4", H, S, "kw2815 running at 3.7v, what high level does DIN need?", [KW], *KW_VIH37)
q("f-5", M, S, "Operating temperature range of the KW2815B?", [KW], *KWB_TEMP)
q("f-6", E, S, "What data rate does the KW2815 data line run at?", [KW], *KW_RATE)
q("f-7", E, S, "how many ma per colour does a kw2815e draw?", [KW], *KWE_IOUT)
unanswerable(
    "f-8",
    M,
    S,
    "What is the luminous intensity (mcd) of the red LED in the KW2815B?",
    [KW],
    "Luminous intensity is binned and not listed.",
    [KW_NO_LUM],
)

# ---- KMP3-16P
q("f-9", E, S, "What is the working voltage of the KMP3-16P MP3 module?", [KMP], *KMP_VCC)
q("f-10", E, S, "default baud rate of the kmp3-16p serial port?", [KMP], *KMP_BAUD)
q("f-11", E, S, "How much standby current does the KMP3-16P draw?", [KMP], *KMP_ISB)
q(
    "f-13",
    E,
    S,
    "Which interface does the KMP3-16P use to talk to a microcontroller?",
    [KMP],
    *KMP_UART,
)
unanswerable(
    "f-14",
    M,
    S,
    "how much current does the kmp3-16p pull when playing full volume into a 4 ohm speaker?",
    [KMP],
    "The FAQ says the playing current is not specified.",
    [KMP_NO_IPLAY],
)

# ---- KSK ESC
q("f-15", E, S, "What is the continuous current rating of the KSK-30A ESC?", [KSK], *KSK30_I)
q("f-18", E, S, "What battery voltage range does the KSK-30A accept?", [KSK], *KSK30_BAT)
q(
    "f-19",
    H,
    "comparison",
    "Compare the BEC output current of the KSK-20A and the KSK-40A.",
    [KSK],
    *join(([KSK20_BEC[0][1]], KSK20_BEC[1]), KSK40_BECI),
)
unanswerable(
    "f-20",
    M,
    S,
    "what logic level does the throttle signal input of the ksk esc need?",
    [KSK],
    "The manual says the signal input level is not specified.",
    [KSK_NO_LEVEL],
)

# ---- KHD2605
q("f-21", E, S, "What is the supply voltage range of the KHD2605?", [KHD], *KHD_VDD)
q("f-22", E, S, "Absolute maximum VDD of the KHD2605?", [KHD], *KHD_ABS)
q("f-23", E, S, "i2c address of the khd2605?", [KHD], *KHD_ADDR)
q("f-24", M, S, "What is the KHD2605 shutdown current with EN low?", [KHD], *KHD_ISD)
q(
    "f-25",
    M,
    S,
    "khd2605 current in standby (STANDBY bit set, EN high)?",
    [KHD],
    *KHD_ISTBY,
)
q("f-26", E, S, "Maximum I2C clock frequency of the KHD2605?", [KHD], *KHD_FSCL)
unanswerable(
    "f-28",
    M,
    S,
    "What is the junction-to-ambient thermal resistance of the KHD2605?",
    [KHD],
    "No thermal-resistance data in this revision.",
    [KHD_NO_THETA],
)

# ---- KHC4067 / KHCT4067
q("f-29", E, S, "Supply voltage range of the KHCT4067?", [KHC], *KHCT_VCC)
q("f-30", E, S, "what vcc can the khc4067 (HC type) run on?", [KHC], *KHC_VCC)
q(
    "f-31",
    M,
    S,
    "What is the ON resistance of the KHC4067 at VCC = 4.5 V and 25 °C?",
    [KHC],
    *KHC_RON45,
)
unanswerable(
    "f-35",
    M,
    S,
    "What is the channel-to-channel crosstalk of the KHC4067 at 1 MHz?",
    [KHC],
    "Crosstalk is not characterized in the data sheet.",
    [KHC_NO_XTALK],
)

# ---- KBD6230EFJ
q("f-36", E, S, "What supply voltage range does the KBD6230EFJ operate from?", [KBD], *KBD_VCC)
q("f-37", E, S, "max continuous output current of the kbd6230?", [KBD], *KBD_IOUT)
q("f-38", E, S, "Absolute maximum supply voltage of the KBD6230EFJ?", [KBD], *KBD_ABS)
q("f-40", H, S, "kbd6230 on resistance when the junction is at 125C?", [KBD], *KBD_RON125)
q("f-41", E, S, "Standby current of the KBD6230EFJ?", [KBD], *KBD_ISB)
unanswerable(
    "f-42",
    E,
    S,
    "What is the MTTF of the KBD6230EFJ?",
    [KBD],
    "MTTF is on request and not given.",
    [KBD_NO_MTTF],
)

# ---- KLM2903 / KLM2901
q("f-43", M, S, "Operating temperature range of the KLM2901?", [KLM], *KLM1_TEMP)
q("f-44", M, S, "klm2903 supply current at 30v?", [KLM], *KLM_ICC30)
q("f-45", E, S, "What is the small-signal response time of the KLM2903?", [KLM], *KLM_TRE)
q(
    "f-46",
    E,
    S,
    "What is the output low voltage of the KLM2903 when sinking 4 mA?",
    [KLM],
    *KLM_VOL,
)

# ---- KRS reed switches
q("f-47", E, S, "switching current of the krs-10 reed?", [KRS], *KRS10_I)
q("f-48", E, S, "What is the maximum switching voltage of the KRS-05?", [KRS], *KRS05_V)
q("f-49", M, S, "What is the carry current of the KRS-20?", [KRS], *KRS20_CARRY)
q("f-50", E, S, "Contact resistance of the KRS-20?", [KRS], *KRS20_R)
q(
    "f-51",
    H,
    "structured",
    "List the switching current of each KRS type (KRS-05, KRS-10, KRS-20).",
    [KRS],
    *KRS_ISW,
)
unanswerable(
    "f-52",
    E,
    S,
    "how many switching cycles is the krs-10 good for?",
    [KRS],
    "Life expectancy is not stated.",
    [KRS_NO_LIFE],
)
unanswerable(
    "f-53",
    E,
    S,
    "at what distance does a krs-10 switch with a normal magnet?",
    [KRS],
    "The leaflet says the actuation distance depends on the magnet and is not specified.",
    [KRS_NO_DIST],
)
