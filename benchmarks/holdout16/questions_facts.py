"""Hold-out 16 factual questions (one sheet each, or a comparison / list)."""

from __future__ import annotations

from facts import (
    KAC_ADDR,
    KAC_AVDD,
    KAC_AVDD_PLAY,
    KAC_DC_RP,
    KAC_DCABS,
    KAC_DCVDD,
    KAC_SCLK,
    KAC_STBY,
    KEN_I100,
    KEN_NO_ESD,
    KEN_PD,
    KEN_SPI,
    KEN_VDD,
    KEN_VINABS,
    KFP_BAUD,
    KFP_NO_IP,
    KFP_V,
    KFPS_ISB,
    KOP_IQ5T,
    KOP_IQ18,
    KOP_NO_CLOAD,
    KOP_TA,
    KOP_VS,
    KPI_ICC_INT,
    KPI_VCC,
    KPI_VOL,
    KSD_IALM,
    KSD_ISB,
    KSD_NO_SPL,
    KSD_VDD,
    KSD_VOH,
    KSM05_I,
    KSM12_I,
    KSM_NO_LIFE,
    KVR_IMIN50,
    KVR_NO_DRIFT,
    KVR_V25,
    KVR_V30,
    KVR_V41,
    KVR_V50,
)
from qkit import KAC, KEN, KFP, KOP, KPI, KSD, KSM, KVR, ev, join, q, unanswerable

S, ST, CMP = "simple", "structured", "comparison"
E, M, H = "easy", "medium", "hard"

# ---- KSD4120 smoke detector IC
q(
    "f-01",
    E,
    S,
    "What is the operating voltage range of the KSD4120 smoke detector IC?",
    [KSD],
    *KSD_VDD,
)
q("f-02", E, S, "ksd4120 standby current? need it for a battery life calc", [KSD], *KSD_ISB)
q(
    "f-04",
    M,
    S,
    "How much supply current does the KSD4120 draw while the alarm is sounding?",
    [KSD],
    *KSD_IALM,
)
unanswerable(
    "f-05",
    E,
    S,
    "What sound pressure level in dB does the KSD4120 horn output reach?",
    [KSD],
    "Page 1: the sound pressure level depends on the horn element and is not specified.",
    [KSD_NO_SPL],
)
q(
    "f-06",
    H,
    S,
    "What is the guaranteed minimum high level of the KSD4120 IO pin when it drives the "
    "interconnect in alarm at VDD = 9 V with 4 mA load?",
    [KSD],
    *KSD_VOH,
    note="D6 (output), not D4 (input high 3.2 V).",
)

# ---- KOP233x op amps
q("f-07", E, S, "What supply voltage range is recommended for the KOP2332?", [KOP], *KOP_VS)
q(
    "f-09",
    M,
    S,
    "kop2332 iq per amp when running at 1.8v?",
    [KOP],
    *KOP_IQ18,
    note="VS = 1.8 V table (50 / 75 uA), not the VS = 5 V rows.",
)
q(
    "f-10",
    H,
    S,
    "What is the maximum quiescent current per amplifier of the KOP2334 at VS = 5 V over the "
    "full -40 to 125 \u00b0C range?",
    [KOP],
    *KOP_IQ5T,
    note="Unnamed second row under 'Quiescent current per amplifier'.",
)
q(
    "f-11",
    E,
    S,
    "Over what ambient temperature range is the KOP233x specified?",
    [KOP],
    *KOP_TA,
    note="Not the abs max operating range -55 to 150 C.",
)
unanswerable(
    "f-12",
    E,
    S,
    "What is the input voltage noise density of the KOP2332 at 1 kHz?",
    [KOP],
    "Page 2: input voltage noise is not specified.",
    [KOP_NO_CLOAD],
)

# ---- KAC8731 audio codec
q("f-13", E, S, "What I2C addresses can the KAC8731 codec respond to?", [KAC], *KAC_ADDR)
q(
    "f-14",
    M,
    S,
    "What is the recommended range for the KAC8731 digital core supply (DCVDD)?",
    [KAC],
    *KAC_DCVDD,
)
q("f-15", E, S, "kac8731 max i2c clock?", [KAC], *KAC_SCLK)
q(
    "f-16",
    E,
    S,
    "What is the recommended analogue supply (AVDD / HPVDD) range of the KAC8731?",
    [KAC],
    *KAC_AVDD,
)
q("f-17", M, S, "What is the absolute maximum voltage on the KAC8731 DCVDD pin?", [KAC], *KAC_DCABS)
q(
    "f-18",
    M,
    S,
    "How much current does the KAC8731 AVDD rail draw in playback-only mode?",
    [KAC],
    *KAC_AVDD_PLAY,
)
q("f-19", E, S, "kac8731 standby current with everything powered down?", [KAC], *KAC_STBY)
unanswerable(
    "f-20",
    E,
    S,
    "What is the junction-to-ambient thermal resistance of the KAC8731 QFN package?",
    [KAC],
    "Page 2: thermal resistance data 'available on request'; no figure in the sheet.",
    [ev(KAC, 2, "Thermal resistance data for the QFN package are available on request")],
)
q(
    "f-21",
    H,
    S,
    "With record and playback both running, what typical current does the KAC8731 digital "
    "core (DCVDD) rail draw?",
    [KAC],
    *KAC_DC_RP,
    note="Units in the column head (mA); not the 35 mW total.",
)

# ---- KVR4050 shunt references
q(
    "f-22",
    E,
    S,
    "What is the reverse (output) voltage of the KVR4050-4.1, min / typ / max?",
    [KVR],
    *KVR_V41,
)
q("f-23", M, S, "kvr4050-2.5 output voltage, min and max?", [KVR], *KVR_V25)
q(
    "f-24",
    M,
    S,
    "What minimum operating (reverse) current does the KVR4050-5.0 need?",
    [KVR],
    *KVR_IMIN50,
    note="Row '-4.1, -5.0' (55 / 80 uA), not the -2.5 / -3.0 row.",
)
unanswerable(
    "f-25",
    E,
    S,
    "What is the long-term stability (ppm per 1000 h) of the KVR4050?",
    [KVR],
    "Page 2: long-term stability is not characterized.",
    [KVR_NO_DRIFT],
)
q(
    "f-26",
    H,
    ST,
    "List the reverse voltage (min / typ / max) of every KVR4050 version.",
    [KVR],
    *join(KVR_V25, KVR_V30, KVR_V41, KVR_V50),
)

# ---- KEN2860 Ethernet controller
q("f-27", E, S, "what supply voltage does the ken2860 want?", [KEN], *KEN_VDD)
q("f-28", E, S, "ken2860 current draw with a 100mbit link up?", [KEN], *KEN_I100)
q(
    "f-29",
    M,
    S,
    "What current does the KEN2860 draw in power down mode?",
    [KEN],
    *KEN_PD,
    note="Power table continued on page 3.",
)
q("f-30", E, S, "What is the maximum SPI clock frequency of the KEN2860?", [KEN], *KEN_SPI)
q(
    "f-31",
    M,
    S,
    "ken2860 abs max voltage on the io pins? its 5v tolerant right?",
    [KEN],
    *KEN_VINABS,
)
unanswerable(
    "f-32",
    E,
    S,
    "What ESD (HBM) rating does the KEN2860 have?",
    [KEN],
    "Page 3: ESD ratings are not covered by the document.",
    [KEN_NO_ESD],
)

# ---- KSM-28 stepper motor
q("f-33", E, S, "ksm-28-12 stepper, rated current per phase?", [KSM], *KSM12_I)
unanswerable(
    "f-35",
    E,
    S,
    "What rated service life (hours) does the KSM-28 motor have?",
    [KSM],
    "Page 2: service life is not specified.",
    [KSM_NO_LIFE],
)
q(
    "f-36",
    M,
    CMP,
    "How does the rated current per phase of the KSM-28-05 compare with the KSM-28-12?",
    [KSM],
    *join(KSM05_I, KSM12_I),
)

# ---- KFP-R307 fingerprint module
q(
    "f-37",
    E,
    S,
    "What supply voltage does the KFP-R307 fingerprint module (standard version) need?",
    [KFP],
    *KFP_V,
)
q("f-38", E, S, "kfp-r307 default uart baud rate?", [KFP], *KFP_BAUD)
q(
    "f-39",
    M,
    S,
    "What standby current does the KFP-R307S draw while waiting for a finger?",
    [KFP],
    *KFPS_ISB,
)
unanswerable(
    "f-40",
    E,
    S,
    "What IP rating does the KFP-R307 module have?",
    [KFP],
    "Page 2 FAQ: the protection rating (IP) is not specified.",
    [KFP_NO_IP],
)

# ---- KPI-2610 photointerrupter
q("f-41", E, S, "kpi-2610 vcc range?", [KPI], *KPI_VCC)
q("f-42", M, S, "kpi-2611 supply current when the beam is blocked?", [KPI], *KPI_ICC_INT)
q(
    "f-43",
    M,
    S,
    "What is the low-level output voltage of the KPI-2610 when sinking 16 mA?",
    [KPI],
    *KPI_VOL,
)
unanswerable(
    "f-44",
    E,
    S,
    "What MTBF does the maker give for the KPI-2610?",
    [KPI],
    "Page 2: reliability data (MTBF) 'available on request'; no figure.",
    [ev(KPI, 2, "Reliability data (MTBF) are available on request")],
)

# ---- comparison across sheets
q(
    "f-45",
    H,
    CMP,
    "Which has the lower typical power-down current: the KEN2860 in power down mode or the "
    "KAC8731 with all blocks off?",
    [KEN, KAC],
    *join(KEN_PD, KAC_STBY),
    note="KEN2860 13 mA vs KAC8731 15 uA: the codec.",
)
