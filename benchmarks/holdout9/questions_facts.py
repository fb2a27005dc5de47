"""Factual questions about single hold-out 9 parts (added on import).

Some name one version of a family sheet (LPS-9960-02, TXR-433-HV, PVD36V3F5,
LUFT-S2-05K) so only that version's row is right; some ask for a number in
another scale than the sheet prints; some are unanswerable from the sheets.
"""

from __future__ import annotations

import facts as F
from qkit import KDP, KIWI, KJX, KSM, LPS, LUFT, PVD, TXR, join, q, unanswerable

S = "simple"

# ------------------------------------------------------------- KJX31856
q(
    "f-e-02",
    "easy",
    S,
    "whats the max spi clock for the kjx31856, in khz?",
    [KJX],
    *F.KJX_SCK,
    note="Casual; asks kHz, sheet says 5 MHz.",
)
q(
    "f-m-03",
    "medium",
    S,
    "How accurate is the KJX31856 for a thermocouple at 500 °C when the board sits at room temperature?",
    [KJX],
    *F.KJX_ACC_700,
    note="Row 1 of three stacked conditions (Ta -20..+85 covers room temperature).",
)
q(
    "f-h-04",
    "hard",
    S,
    "Worst-case thermocouple temperature error of the KJX31856 over the whole thermocouple range "
    "and an ambient of -40 to +125 °C?",
    [KJX],
    *F.KJX_ACC_WIDE,
    note="Third stacked condition row; the ±2 and ±4 rows are narrower conditions.",
)
q(
    "f-m-06",
    "medium",
    S,
    "Welche Spannung verträgt der V+-Pin des KJX31856 höchstens, bevor er beschädigt wird?",
    [KJX],
    *F.KJX_ABS_MAX,
    note="German; absolute maximum, not the 3.6 V operating limit.",
)
unanswerable(
    "f-e-08",
    "easy",
    S,
    "What I2C address does the KJX31856 use?",
    [KJX],
    "Read-only SPI interface; no I2C and no address on the sheet (the bit map is not an address).",
)

# ------------------------------------------------------------- KDP4361
q(
    "f-e-10",
    "easy",
    S,
    "kdp4361 standby current in nA?",
    [KDP],
    *F.KDP_ISB,
    note="Casual; sheet in µA (0.3 typ, 1 max).",
)
q(
    "f-m-11",
    "medium",
    "structured",
    "Which 7-bit I2C addresses can a KDP4361 be strapped to?",
    [KDP],
    *F.KDP_ADDR,
    note="Write/read bytes 58h-5Fh and command bytes are decoys.",
)
unanswerable(
    "f-e-14",
    "easy",
    S,
    "How many write cycles does the KDP4361's wiper memory survive?",
    [KDP],
    "Volatile wiper registers; no endurance figure.",
)
q(
    "f-m-15",
    "medium",
    S,
    "¿Cuánta corriente continua puede pasar por el cursor (wiper) del KDP4361?",
    [KDP],
    *F.KDP_IW,
    note="Spanish; recommended continuous ±2 mA (absolute maximum ±5 mA is not the answer).",
)

# ------------------------------------------------------------- LPS-9960
q(
    "f-e-16",
    "easy",
    S,
    "What is the I2C address of the LPS-9960-02?",
    ["LPS-9960-02"],
    *F.LPS_ADDR_02,
)
q(
    "f-m-18",
    "medium",
    S,
    "how low does the lps-9960 go in standby, in nA?",
    [LPS],
    *F.LPS_ISB,
    note="Casual; sheet in µA.",
)
q(
    "f-m-19",
    "medium",
    S,
    "How much current does the LPS-9960 draw with both the light and the proximity sensor running "
    "(not counting the IR LED)?",
    [LPS],
    *F.LPS_IACT_BOTH,
    note="Second stacked line of the active-current row.",
)
q("f-e-20", "easy", S, "Maximum I2C clock of the LPS-9960?", [LPS], *F.LPS_SCL)
q(
    "f-m-22",
    "medium",
    S,
    "LPS-9960 的红外 LED 脉冲电流可以设置到多大？",
    [LPS],
    *F.LPS_LED,
    note="Chinese: how high can the IR LED pulse current be set.",
)
unanswerable(
    "f-e-23",
    "easy",
    S,
    "What is the field of view (half-angle) of the LPS-9960 ambient light sensor?",
    [LPS],
    "No viewing angle on the sheet.",
)
q(
    "f-m-24",
    "medium",
    S,
    "how hot can the lps-9960 get and still be in its recommended operating range?",
    [LPS],
    *F.LPS_TOPE_MAX,
    note="Recommended -30..70 °C; the abs-max table's -30..85 °C is the trap.",
)

# ------------------------------------------------------------- LUFT-S2
q("f-e-25", "easy", S, "What supply voltage does the LUFT-S2 CO2 module need?", [LUFT], *F.LUFT_VDD)
q(
    "f-m-26",
    "medium",
    S,
    "how much current does the luft-s2 pull at peak, in amps?",
    [LUFT],
    *F.LUFT_IPEAK,
    note="Continued table on page 2; 300 mA.",
)
q(
    "f-e-27",
    "easy",
    S,
    "What is the measurement range of the LUFT-S2-05K?",
    ["LUFT-S2-05K"],
    *F.LUFT_RANGE_05K,
    note="The -02K row (0-2000 ppm) is the sibling trap.",
)
q(
    "f-e-29",
    "easy",
    S,
    "Quelle est la plage de température de fonctionnement du LUFT-S2 ?",
    [LUFT],
    *F.LUFT_TOPR,
    note="French.",
)
q(
    "f-e-30",
    "easy",
    S,
    "¿Cuál es el tiempo de respuesta T90 del LUFT-S2?",
    [LUFT],
    *F.LUFT_T90,
    note="Spanish.",
)
unanswerable(
    "f-e-31",
    "easy",
    S,
    "What IP rating does the LUFT-S2 have?",
    [LUFT],
    "Indoor use, no IP code given.",
)
q(
    "f-m-32",
    "medium",
    "structured",
    "what supply range does the luft-s2 want, and what voltage will kill it?",
    [LUFT],
    *join(F.LUFT_VDD, F.LUFT_ABS),
    note="Operating 4.5-5.25 V; maximum rating 5.5 V.",
)

# ------------------------------------------------------------- TXR-433
q(
    "f-e-33",
    "easy",
    S,
    "What supply voltage range does the TXR-433-HV accept?",
    ["TXR-433-HV"],
    *F.TXR_HV_VCC,
    note="One column group per version; LV is 2.1-3.6 V.",
)
q(
    "f-h-35",
    "hard",
    S,
    "What output power does a TXR-433-HV give when it runs from 5 V?",
    ["TXR-433-HV"],
    *F.TXR_HV_PO5,
    note="+10(3) in the table is at 12 V; footnote 3 gives +4 dBm at 5 V.",
)
q(
    "f-m-36",
    "medium",
    S,
    "how much current does the txr-433-hv draw at 5v?",
    ["TXR-433-HV"],
    *F.TXR_HV_ICC5,
    note="Footnote 2: 9 mA at 5 V; the table's 14/22 mA is at 12 V.",
)
q(
    "f-e-38",
    "easy",
    S,
    "Wie viel Strom zieht das TXR-433-LV im Power-Down?",
    ["TXR-433-LV"],
    *F.TXR_LV_PDN,
    note="German.",
)
unanswerable(
    "f-e-39",
    "easy",
    S,
    "What is the receiver sensitivity of the TXR-433?",
    [TXR],
    "Transmitter only; no receiver data.",
)

# ------------------------------------------------------------- PVD36V3Fx
q(
    "f-e-40",
    "easy",
    S,
    "What input voltage range does the PVD36V3F5 need?",
    ["PVD36V3F5"],
    *F.PVD_F5_VIN,
    note="One column per version; 4.0 V is the F3's minimum.",
)
q(
    "f-m-42",
    "medium",
    S,
    "no-load quiescent current of the pvd36v3f3 in µA?",
    ["PVD36V3F3"],
    *F.PVD_F3_IQ,
    note="Sheet in mA.",
)
q(
    "f-e-43",
    "easy",
    "comparison",
    "¿Qué versión da más corriente continua, el PVD36V3F3 o el PVD36V3F12?",
    ["PVD36V3F3", "PVD36V3F12"],
    *join(F.PVD_F3_IOUT, F.PVD_F12_IOUT),
    note="Spanish. F3 3.4 A vs F12 2.6 A: the F3.",
)
q(
    "f-m-44",
    "medium",
    S,
    "What dropout does the PVD36V3Fx regulator have at 1 A load?",
    [PVD],
    *F.PVD_DROP_1A,
    note="Only in prose on page 3.",
)
unanswerable(
    "f-m-45",
    "medium",
    S,
    "What output ripple does the PVD36V3F5 have at a 3 A load?",
    ["PVD36V3F5"],
    "Only a typical ripple below 40 mV with no load condition; not specified at 3 A.",
)

# ------------------------------------------------------------- KSM-CAP
q("f-e-46", "easy", S, "ksm-cap soil sensor voltage range?", [KSM], *F.KSM_VCC)
unanswerable(
    "f-e-48",
    "easy",
    S,
    "KSM-CAP 土壤湿度传感器的工作温度范围是多少？",
    [KSM],
    "Chinese: operating temperature range; not on the wiki page.",
)

# ------------------------------------------------------------- KIWI-2040
q(
    "f-e-50",
    "easy",
    S,
    "how much current can i pull from the kiwi-2040's 3v3 pin for my own stuff?",
    [KIWI],
    *F.KIWI_3V3_I,
)
q(
    "f-m-51",
    "medium",
    S,
    "Quel courant consomme la carte KIWI-2040 en mode dormant, en µA ?",
    [KIWI],
    *F.KIWI_DORMANT,
    note="French; sheet in mA.",
)
q(
    "f-e-53",
    "easy",
    "comparison",
    "Which draws less in its lowest-power state: the KIWI-2040 in dormant mode or the LPS-9960 in standby?",
    [KIWI, LPS],
    *join(F.KIWI_DORMANT, F.LPS_ISB),
    note="0.8 mA vs 1 µA typ: the LPS-9960.",
)
unanswerable(
    "f-e-54",
    "easy",
    S,
    "What Wi-Fi transmit power does the KIWI-2040 have?",
    [KIWI],
    "No radio on the board.",
)
