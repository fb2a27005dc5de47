"""Factual questions about the hold-out 11 parts (added on import).

Some name a version, grade, mode, supply or temperature so that only one row is
right; some ask for a number in another scale than the sheet prints (nA, mA);
some ask for a fact no sheet states (reference: insufficient_evidence).
"""

from __future__ import annotations

import facts as F
from qkit import HQ, KSIM, KSM, KTD, KTX, join, q, unanswerable

S = "simple"


def only(fact: F.Fact, n: int) -> F.Fact:
    """One item of a fact (e.g. the VOH row of an I/O table), with all its evidence."""
    return [fact[0][n]], fact[1]


# ------------------------------------------------------------- KTX0104
q(
    "f-e-01",
    "easy",
    S,
    "What supply voltage range does the A side (VCC(A)) of the KTX0104 accept?",
    [KTX],
    *F.KTX_VCCA,
)
q(
    "f-m-02",
    "medium",
    S,
    "whats the max ICC(A) of the ktx0104 from -40 to +85 C with OE high? in nA please",
    [KTX],
    *F.KTX_ICCA_85,
    note="5 uA = 5000 nA; the 25 °C column says 2 uA and the 125 °C column 8 uA.",
)
q(
    "f-e-03",
    "easy",
    S,
    "Welcher Betriebstemperaturbereich gilt für den KTX0104?",
    [KTX],
    *F.KTX_TEMP,
)
unanswerable(
    "f-m-04",
    "medium",
    S,
    "What is the A-to-B propagation delay of the KTX0104 at VCC(A) = 1.8 V and VCC(B) = 3.3 V?",
    [KTX],
    "The sheet gives maximum data rates and the enable time only; no propagation delay.",
)

# ------------------------------------------------------------- KSP3232
q(
    "f-e-06",
    "easy",
    S,
    "What supply voltage range does the KSP3232E RS-232 transceiver run from?",
    ["KSP3232E"],
    *F.KSP_VCC,
)
q(
    "f-m-07",
    "medium",
    S,
    "On the KSP3232E powered at VCC = 5 V, what is the minimum TxIN input logic-high threshold?",
    ["KSP3232E"],
    *F.KSP_VIH_5,
    note="2.4 V at 5 V; the 2.0 V row is for VCC = 3.3 V.",
)
q(
    "f-e-08",
    "easy",
    S,
    "What data rate does the KSP3232EH guarantee under load?",
    ["KSP3232EH"],
    *F.KSP_RATE_EH,
    note="1000 kbps for the EH; the KSP3232E guarantees 235 kbps.",
)
q(
    "f-m-09",
    "medium",
    S,
    "¿Qué rango de temperatura de funcionamiento tiene el KSP3232EEA?",
    ["KSP3232E"],
    *F.KSP_TEMP_E,
    note="EEA = E grade, -40 to +85 °C; the C grade (ECA) is 0 to +70 °C.",
)
unanswerable(
    "f-h-11",
    "hard",
    S,
    "How long an RS-232 cable can the KSP3232E drive at 115200 baud?",
    ["KSP3232E"],
    "The sheet says the cable length at a given data rate is not specified (only capacitive loads).",
)

# ------------------------------------------------------------- KTD232RQ
q(
    "f-e-13",
    "easy",
    S,
    "which baud rates can the ktd232rq do?",
    [KTD],
    *F.KTD_BAUD,
)
q(
    "f-e-14",
    "easy",
    S,
    "Quelle est la consommation du KTD232RQ en mode suspend USB ?",
    [KTD],
    *F.KTD_SUSPEND,
)
q(
    "f-h-15",
    "hard",
    S,
    "With VCCIO at 2.8 V, what output-high voltage does the KTD232RQ's TXD give (min / typ / max)?",
    [KTD],
    *only(F.KTD_IO_28, 0),
    note="Table 5.5 on page 3 (2.1 / 2.6 / 2.8 V); the 3.3 V table on page 2 gives 2.2 / 2.7 / 3.2 V.",
)
unanswerable(
    "f-m-16",
    "medium",
    S,
    "What output-high voltage does the KTD232RQ give at VCCIO = 5 V with the high drive level enabled?",
    [KTD],
    "The sheet says the high-drive characteristics are not listed; only standard drive is given.",
)
q(
    "f-e-17",
    "easy",
    S,
    "how much current can i pull from the ktd232rq 3v3out pin?",
    [KTD],
    *F.KTD_3V3_I,
)

# ------------------------------------------------------------- HQ7711
q(
    "f-e-18",
    "easy",
    S,
    "What supply voltage range does the HQ7711 accept (DVDD and AVDD)?",
    [HQ],
    *F.HQ_VDD,
)
q(
    "f-m-19",
    "medium",
    S,
    "How many mA does the HQ7711's analog supply draw in normal operation, regulator included?",
    [HQ],
    *F.HQ_IA,
    note="1400 uA typical = 1.4 mA.",
)
q(
    "f-e-20",
    "easy",
    "structured",
    "What output data rates can the HQ7711 run at on its internal oscillator?",
    [HQ],
    *F.HQ_RATE,
)
q(
    "f-m-21",
    "medium",
    S,
    "hq7711 channel A full scale input at gain 64 with avdd = 5v?",
    [HQ],
    *F.HQ_FS_A64,
    note="±40 mV at gain 64; gain 128 gives ±20 mV.",
)
q(
    "f-m-22",
    "medium",
    S,
    "HQ7711 的通道B满量程差分输入范围是多少？",
    [HQ],
    *F.HQ_FS_B,
)
unanswerable(
    "f-h-23",
    "hard",
    S,
    "What is the input noise of the HQ7711 at gain 64?",
    [HQ],
    "The noise rows are for gain 128 only (50 / 90 nV rms).",
)

# ------------------------------------------------------------- KSM4322
q(
    "f-e-24",
    "easy",
    S,
    "What supply voltage does the KSM4322 microphone need?",
    [KSM],
    *F.KSM_VDD,
)
q(
    "f-m-25",
    "medium",
    S,
    "standard mode current of the ksm4322 at 1.8v?",
    [KSM],
    *F.KSM_I_18,
    note="Standard mode column: 490 uA typ, 600 uA max.",
)
q(
    "f-h-26",
    "hard",
    S,
    "KSM4322 in high-performance mode at VDD = 3.6 V: typical and maximum supply current, in mA?",
    [KSM],
    *F.KSM_I_HP_36,
    note="0.86 / 1.05 mA; the 1.8 V row gives 780 / 950 uA.",
)
q(
    "f-e-27",
    "easy",
    S,
    "What is the sleep current of the KSM4322?",
    [KSM],
    *F.KSM_SLEEP,
)
q(
    "f-e-28",
    "easy",
    S,
    "Wie lange braucht das KSM4322 nach dem Einschalten, bis es gültige Daten liefert?",
    [KSM],
    *F.KSM_START,
)
unanswerable(
    "f-e-29",
    "easy",
    S,
    "What IP rating (water / dust protection) does the KSM4322 have?",
    [KSM],
    "No ingress protection is stated.",
)

# ------------------------------------------------------------- KMB-12
q(
    "f-e-31",
    "easy",
    S,
    "What operating voltage range does the KMB-1212 buzzer take?",
    ["KMB-1212"],
    *only(F.KMB_1212, 0),
    note="8-16 V for the 12 V version; the 5 V version is 4-7 V.",
)
q(
    "f-e-32",
    "easy",
    S,
    "max current of the kmb-1205?",
    ["KMB-1205"],
    *only(F.KMB_1205, 1),
)
unanswerable(
    "f-e-33",
    "easy",
    S,
    "How loud is the KMB-1205 at 1 m?",
    ["KMB-1205"],
    "SPL is given at 10 cm only; other distances are not specified.",
)

# ------------------------------------------------------------- VD-EPD29
q(
    "f-e-34",
    "easy",
    S,
    "how long does a full refresh take on the red VD-EPD29B?",
    ["VD-EPD29B"],
    *F.EPD_FULL_B,
    note="15 s for the B; the black/white version takes 2 s.",
)
q(
    "f-m-35",
    "medium",
    S,
    "What is the refresh power of the black/white VD-EPD29?",
    ["VD-EPD29"],
    *F.EPD_POWER_BW,
)
q(
    "f-e-36",
    "easy",
    S,
    "¿Cuál es la temperatura de funcionamiento del VD-EPD29B?",
    ["VD-EPD29B"],
    *F.EPD_TEMP_B,
    note="0-40 °C for the B; the black/white version is 0-50 °C.",
)
unanswerable(
    "f-h-37",
    "hard",
    S,
    "How many refresh cycles is the VD-EPD29 panel rated for?",
    ["VD-EPD29"],
    "No refresh-cycle lifetime is stated.",
)

# ------------------------------------------------------------- KSIM820
q(
    "f-e-38",
    "easy",
    S,
    "What VBAT range does the KSIM820 need?",
    [KSIM],
    *F.KSIM_VBAT,
)
q(
    "f-e-39",
    "easy",
    S,
    "ksim820 peak current when transmitting?",
    [KSIM],
    *F.KSIM_PEAK,
)
q(
    "f-m-40",
    "medium",
    S,
    "What current does the KSIM820 draw in GPRS data mode (3 Rx, 2 Tx) on DCS1800?",
    [KSIM],
    *F.KSIM_GPRS_1800_32,
    note="In the continuation of Table 6 on page 4.",
)
q(
    "f-h-41",
    "hard",
    S,
    "KSIM820 sleep current with BS-PA-MFRMS=5, in uA?",
    [KSIM],
    *F.KSIM_SLEEP5,
    note="1.04 mA = 1040 uA; the key-feature table quotes 0.88 mA for BS-PA-MFRMS=9.",
)
q(
    "f-e-42",
    "easy",
    S,
    "Quelle est la sensibilité de réception typique du KSIM820 en GSM850 ?",
    [KSIM],
    *F.KSIM_SENS,
)
unanswerable(
    "f-m-43",
    "medium",
    S,
    "What is the maximum current the KSIM820's SIM card interface can supply?",
    [KSIM],
    "Only the SIM voltages (1.8 V, 3 V) are stated.",
)
q(
    "f-m-44",
    "medium",
    "structured",
    "List the KSIM820's digital interface levels: VIL, VIH, VOL and VOH.",
    [KSIM],
    *F.KSIM_IO,
)

# ------------------------------------------------------------- comparisons
q(
    "f-m-45",
    "medium",
    "comparison",
    "Which draws less in its lowest-power state: the KSM4322 in sleep mode or the KSIM820 in "
    "power-down mode?",
    [KSM, KSIM],
    *join(F.KSM_SLEEP, F.KSIM_POWER_DOWN),
    note="KSM4322 12 uA typ (20 uA max) vs KSIM820 60 uA typ.",
)
q(
    "f-e-46",
    "easy",
    "comparison",
    "Which has the wider supply voltage range, the KSM4322 or the HQ7711?",
    [KSM, HQ],
    *join(F.KSM_VDD, F.HQ_VDD),
    note="HQ7711 2.6-5.5 V (2.9 V wide) vs KSM4322 1.62-3.6 V (1.98 V wide).",
)
