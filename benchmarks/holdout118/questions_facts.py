"""Factual questions of the hundred-and-eighteenth hold-out set (42: 34 with items, 8
whose answer is not in the sheets)."""

from __future__ import annotations

import facts as F
from qkit import AY, BH, ES, GL, HZ, LF, PS, QZ, Fact, join, q, unanswerable

E, M, H = "easy", "medium", "hard"
N = iter(range(1, 100))


def fq(diff: str, text: str, devs: list[str], *facts: Fact, note: str = "") -> None:
    items, evidence = join(*facts)
    q(f"f-{next(N):02d}", diff, "simple", text, devs, items, evidence, note=note)


def ie(diff: str, text: str, devs: list[str], note: str, *facts: Fact) -> None:
    evidence = join(*facts)[1] if facts else []
    unanswerable(f"f-{next(N):02d}", diff, "simple", text, devs, note, evidence)


# ---------------------------------------------------------------- LFU-SM30
fq(
    E,
    "What supply voltage does the LFU-SM30 need on its VCC pin?",
    [LF],
    F.LF_VCC,
    note="the LFU-SM30L column (3.0 - 3.6 V) and the 6.0 V limit in prose are the look-alikes",
)
fq(
    E,
    "lfu-sm30l supply voltage range?",
    ["LFU-SM30L"],
    F.LF_VCC_L,
    note="the L version has no regulator; 3.6 - 5.5 V is the LFU-SM30",
)
fq(
    M,
    "What output voltage does the LFU-SM30 give with the probe in water?",
    [LF],
    F.LF_WATER,
    note="1.10 V is the LFU-SM30L at 3.3 V; 2.95 V is in air; 246 counts is a calibration decoy",
)
fq(
    M,
    "how long after power up before the lfu-sm30 output is valid?",
    [LF],
    F.LF_SETTLE,
)
ie(
    E,
    "What is the accuracy of the LFU-SM30 in % volumetric water content?",
    [LF],
    "the maker does not calibrate the sensors; no accuracy is given",
    F.LF_CALIB,
)
# ---------------------------------------------------------------- ESX3416
fq(
    E,
    "What is the recommended VDD range of the ESX3416?",
    [ES],
    F.ES_VDD,
    note="6.0 V is the absolute maximum",
)
fq(
    H,
    "Which 7-bit I2C addresses can an ESX3415 be set to?",
    ["ESX3415"],
    F.ES_ADDR15,
    note="0x6B - 0x6F need Adr1, which only the ESX3416 has; 0x06 is the general-call byte",
)
fq(
    M,
    "what sample rate does the esx3416 give in 16-bit mode?",
    [ES],
    F.ES_RATE16,
    note="min 11 / typ 15 / max 20.5 SPS; 60 and 240 SPS are the 14- and 12-bit rows",
)
fq(
    M,
    "What is the LSB size of the ESX3416 in 16-bit mode?",
    [ES],
    F.ES_LSB16,
    note="250 uV and 1 mV are the 14- and 12-bit rows",
)
fq(
    H,
    "What supply current does the ESX3416 draw while converting from a 3.0 V supply?",
    [ES],
    F.ES_IDD3,
    note="145 / 195 uA is the 5.0 V row; 0.3 / 1 uA standby and 25 uA bus-active are look-alikes",
)
ie(
    E,
    "What is the power-supply rejection ratio of the ESX3416?",
    [ES],
    "no PSRR is given",
)
# ---------------------------------------------------------------- PAN-SD3
fq(
    E,
    "What input voltage range does the PAN-SD3 accept?",
    [PS],
    F.PS_VIN,
    note="the PAN-SD3-5 needs 7.0 - 40 V; 45 V is the absolute maximum",
)
fq(
    E,
    "pan-sd3-5 output voltage?",
    ["PAN-SD3-5"],
    F.PS_VOUT_5,
    note="1.25 - 35 V is the adjustable PAN-SD3",
)
fq(
    H,
    "How much continuous output current can the PAN-SD3 deliver without a heatsink?",
    [PS],
    F.PS_IOUT,
    note="3 A (headline, needs heatsink and airflow) and 4.5 A current limit are the look-alikes",
)
fq(
    M,
    "What is the no-load input current of the PAN-SD3 at 12 V in?",
    [PS],
    F.PS_IQ,
    note="7 / 12 mA is the PAN-SD3-5 column",
)
ie(
    E,
    "pan-sd3 thermal shutdown temperature?",
    [PS],
    "no thermal shutdown threshold is given (only junction 150 °C absolute maximum)",
)
# ---------------------------------------------------------------- BHR-FD2
fq(
    E,
    "bhr-fd2 v+ supply range?",
    [BH],
    F.BH_VP,
    note="32 V is the absolute maximum",
)
fq(
    E,
    "How much continuous current per channel is the BHR-FD2-H rated for?",
    ["BHR-FD2-H"],
    F.BH_IOUT_H,
    note="8 A is the bare board; 60 A is the 10 us peak; 90 A is the MOSFET package rating",
)
fq(
    M,
    "What input voltage counts as logic high on the BHR-FD2 control inputs?",
    [BH],
    F.BH_VIH,
    note="VGS(th) 1.2 - 2.4 V of the MOSFET is the look-alike",
)
fq(
    H,
    "how much current per channel can the bhr-fd2 take if v+ is only 9 v?",
    [BH],
    F.BH_LOWV,
    note="8 A / 15 A need V+ >= 10 V; the 5 A limit is only in the notes",
)
ie(
    M,
    "What are the output rise and fall times of the BHR-FD2 when switching?",
    [BH],
    "no switching times are given (only PWM frequency up to 20 kHz and gate charge)",
)
# ---------------------------------------------------------------- GLN-LR30
fq(
    E,
    "What is the supply voltage range of the GLN-LR30?",
    [GL],
    F.GL_VCC,
)
fq(
    M,
    "What frequency range does the GLN-LR30-900T cover?",
    ["GLN-LR30-900T"],
    F.GL_BAND9,
    note="410.125 - 493.125 MHz is the 400T",
)
fq(
    E,
    "gln-lr30-400t max tx power?",
    ["GLN-LR30-400T"],
    F.GL_TX4,
    note="22 dBm is the 900T",
)
fq(
    M,
    "gln-lr30 sleep current",
    [GL],
    F.GL_SLEEP,
    note="28 uA is the WOR average current; 12 mA receive",
)
fq(
    H,
    "What receiving sensitivity does the GLN-LR30 reach at an air data rate of 2.4 kbps?",
    [GL],
    F.GL_SENS,
    note="-147 and -126 dBm are the 0.3 and 19.2 kbps rows; the row name sits on the middle line",
)
ie(
    E,
    "what is the frequency tolerance (ppm) of the gln-lr30 crystal?",
    [GL],
    "no frequency error or crystal tolerance is given",
)
# ---------------------------------------------------------------- HZT4725
fq(
    E,
    "What is the supply voltage range of the HZT4725?",
    [HZ],
    F.HZ_VCC,
    note="6.0 V is the absolute maximum",
)
fq(
    M,
    "What is the sensitivity of the HZT4725-20B?",
    ["HZT4725-20B"],
    F.HZ_SENS20,
    note="min 98 / typ 100 / max 102 mV/A in Tab. 5; Tab. 1 gives only the typical value",
)
fq(
    E,
    "hzt4725-30u current range?",
    ["HZT4725-30U"],
    F.HZ_RANGE30,
)
fq(
    H,
    "What ambient temperature range is the HZT4725 with the L temperature code rated for?",
    [HZ],
    F.HZ_TEMPL,
    note="only in the ordering-code table; E code -40 to 85 °C, junction 165 °C, storage -65 to 165 °C",
)
ie(
    M,
    "At what primary current does the HZT4725 raise its overcurrent fault output?",
    [HZ],
    "there is no fault output or threshold (pin 6 is FILTER)",
)
# ---------------------------------------------------------------- QZE-213
fq(
    E,
    "What supply voltage does the QZE-213 module version (-M) accept?",
    [QZ],
    F.QZ_VCC,
    note="VCI 2.2 - 3.7 V is the bare panel",
)
fq(
    M,
    "deep sleep current of the bare qze-213 panel?",
    [QZ],
    F.QZ_SLP,
    note="3 / 6 uA is the -M module incl. LDO; 70 uA is standby (not deep sleep)",
)
fq(
    E,
    "What is the operating temperature range of the QZE-213?",
    [QZ],
    F.QZ_TEMP,
    note="-25 to 70 °C is storage; the reliability table repeats both",
)
fq(
    M,
    "How long does a full refresh of the QZE-213BWR take?",
    ["QZE-213BWR"],
    F.QZ_FR,
    note="2.0 s is BW full refresh, 0.3 s BW partial; 180 s is the minimum interval",
)
fq(
    H,
    "What is the maximum SPI clock when reading from the QZE-213?",
    [QZ],
    F.QZ_SPIR,
    note="20 MHz is the write clock",
)
ie(
    E,
    "what contrast ratio does the qze-213 display have?",
    [QZ],
    "no contrast ratio or reflectance is given",
)
# ---------------------------------------------------------------- AYM-MS50
fq(
    E,
    "What supply voltage range does the AYM-MS50 accept?",
    [AY],
    F.AY_VCC,
    note="2.7 - 12 V is the AYM-MS50M",
)
fq(
    M,
    "how much current does the aym-ms50m draw when nothing moves?",
    ["AYM-MS50M"],
    F.AY_IDLE_M,
    note="< 65 uA is the AYM-MS50",
)
fq(
    M,
    "What detection distance can the AYM-MS50 be adjusted to?",
    [AY],
    F.AY_DIST,
    note="the mini reaches up to 3 m; 2 - 2.5 m is the mounting height",
)
ie(
    E,
    "What is the IP rating of the AYM-MS50?",
    [AY],
    "the boards have no IP rating",
    F.AY_IP,
)
