"""Factual questions of the hundred-and-twenty-fourth hold-out set (42: 34 with items, 8
whose answer is not in the sheets)."""

from __future__ import annotations

import facts as F
from qkit import IE, MN, NK, NP, OC, PH, PN, QD, TL, Fact, join, q

E, M, H = "easy", "medium", "hard"
N = iter(range(1, 100))


def fq(diff: str, text: str, devs: list[str], *facts: Fact, note: str = "") -> None:
    items, evidence = join(*facts)
    q("f", next(N), diff, "simple", text, devs, items, evidence, note=note)


def ie(diff: str, text: str, devs: list[str], note: str, *facts: Fact) -> None:
    evidence = join(*facts)[1] if facts else []
    q("f", next(N), diff, "simple", text, devs, [], evidence, IE, note)


# ---------------------------------------------------------------- NKM-WB24
fq(
    E,
    "What supply voltage range does the NKM-WB24 load-cell amplifier board accept on VCC?",
    [NK],
    F.NK_VCC,
    note="the -S logic supply VDD 2.6-5.5 V, the absolute maximum 6.0 V and E+ 4.3 / 3.2 V are "
    "look-alikes",
)
fq(
    M,
    "nkm-wb24-s sample rate out of the box (rate jumper untouched)?",
    ["NKM-WB24-S"],
    F.NKS_RATE,
    note="the red NKM-WB24 ships at 10 SPS; closing the jumper swaps the two; 25 / 26 / 27 SCK "
    "pulses and the 50 ms settling time are look-alikes",
)
fq(
    H,
    "What is the full-scale differential input range of the NKM-WB24 on channel A at gain 64, "
    "with the excitation at 4.3 V?",
    [NK],
    F.NK_FS64,
    note="stacked per gain: +/-16.8 mV at 128, +/-67.2 mV on channel B at 32; the 27-pulse row "
    "of the gain table repeats the value",
)
fq(
    M,
    "nkm-wb24 power-down current at 5v, with the power led (r5) removed?",
    [NK],
    F.NK_PD,
    note="0.2 / 0.5 uA at VCC = 3.3 V, the LED's 2.1 mA and the 1.5 mA operating current are "
    "look-alikes",
)
fq(
    E,
    "What is the operating temperature range of the NKM-WB24-S?",
    ["NKM-WB24-S"],
    F.NKS_TOPR,
    note="-20 ... +70 C of the red NKM-WB24 column and the -40 ... +125 C storage rating are "
    "look-alikes",
)
ie(
    E,
    "What is the gain temperature drift of the NKM-WB24 in ppm/°C?",
    [NK],
    "no gain or offset drift is given; input noise and settling time are not drift figures",
)
# ---------------------------------------------------------------- OCS4181
fq(
    E,
    "What common-mode input voltage range does the OCS4181 support?",
    [OC],
    F.OC_VCM,
    note="the absolute maximum -0.3 ... 28 V, the +/-26 V differential rating and the 2.7-5.5 V "
    "supply are look-alikes",
)
fq(
    M,
    "What is the maximum quiescent current of the OCS4181 over the full -40 °C to +125 °C range?",
    [OC],
    F.OC_IQ_T,
    note="350 uA max and 260 uA typ are the 25 C figures; the 80 uA input bias current is a "
    "look-alike",
)
fq(
    E,
    "which packages does the ocs4181 come in?",
    [OC],
    F.OC_PKG,
    note="DV = SOT-23-5, DK = SC-70-5; marking codes are decoys",
)
fq(
    H,
    "What is the absolute maximum common-mode voltage allowed on the OCS4181's IN+ and IN- pins?",
    [OC],
    F.OC_ABS_IN,
    note="26 V is the recommended maximum, +/-26 V the differential rating and 6 V the supply "
    "limit",
)
ie(
    M,
    "What is the OCS4181's shutdown current?",
    [OC],
    "the sheet says the device has no shutdown pin; the quiescent current is not a shutdown "
    "current",
    F.OC_NO_SD,
)
# ---------------------------------------------------------------- MNR-33A / -33L
fq(
    E,
    "What input voltage range is recommended for the MNR-33A regulator module?",
    [MN],
    F.MNA_VIN,
    note="the absolute maximum 15 V and the MNR-33L's 3.5-6.0 V column are look-alikes",
)
fq(
    M,
    "mnr-33l quiescent current?",
    ["MNR-33L"],
    F.MNL_IQ,
    note="the MNR-33A's 5 / 10 mA, the 0.1 uA shutdown current and the MNR-33A's 7 mA no-load "
    "input current are look-alikes",
)
fq(
    H,
    "How much continuous output current can the MNR-33A deliver from a 9 V input without a "
    "heat sink at 25 °C?",
    [MN],
    F.MNA_IOUT_9V,
    note="800 mA is the rating before derating; 580 / 240 / 115 mA are the 5 / 7.5 / 12 V rows",
)
fq(
    M,
    "What is the dropout voltage of the MNR-33L at 300 mA output current?",
    ["MNR-33L"],
    F.MNL_DROP,
    note="0.42 V at full load and the MNR-33A's 1.0 / 1.1 V are look-alikes",
)
ie(
    E,
    "What is the output noise voltage of the MNR-33A?",
    [MN],
    "no output noise is given; the ripple rejection (60 dB) is not a noise figure",
)
# ---------------------------------------------------------------- PNX-SD28 / -SD28H
fq(
    E,
    "What motor supply voltage range does the PNX-SD28 accept?",
    [PN],
    F.PN_VMOT,
    note="the absolute maximum 40 V, the PNX-SD28H column 8.2-45 V and the 7 V under-voltage "
    "shutdown are look-alikes",
)
fq(
    M,
    "pnx-sd28h max continuous current per phase with the heatsink and a fan?",
    ["PNX-SD28H"],
    F.PNH_IOUT_HS,
    note="1.5 A without heat sink, 2.5 A peak and the PNX-SD28's 1.5 A are look-alikes",
)
fq(
    E,
    "What logic supply voltage does the PNX-SD28 need on its VDD pin?",
    [PN],
    F.PN_VDD,
    note="the PNX-SD28H makes its logic supply on board; VMOT 8-35 V is a look-alike",
)
fq(
    H,
    "What is the maximum sleep current the PNX-SD28H draws from its motor supply?",
    ["PNX-SD28H"],
    F.PNH_SLEEP,
    note="10 uA of the PNX-SD28 column and the 8 mA motor supply current with outputs enabled "
    "are look-alikes",
)
ie(
    M,
    "pnx-sd28 pwm chopping frequency?",
    [PN],
    "only the fixed off-time of 20 us is given; the chopping frequency depends on the motor and "
    "is not stated; 250 kHz is the STEP input limit",
    F.PN_OFFTIME,
)
# ---------------------------------------------------------------- TLM-S62E / -S62U
fq(
    E,
    "What is the supply voltage range of the TLM-S62 LoRa modules?",
    [TL],
    F.TL_VCC,
    note="the absolute maximum 3.9 V is a look-alike",
)
fq(
    M,
    "tlm-s62 current draw while transmitting at +22 dbm?",
    [TL],
    F.TL_ITX,
    note="90 / 45 mA at +20 / +14 dBm, RX 4.6 / 8.6 mA and the 150 mA supply advice are "
    "look-alikes",
)
fq(
    E,
    "What frequency range does the TLM-S62U cover?",
    ["TLM-S62U"],
    F.TLU_BAND,
    note="863-870 MHz is the TLM-S62E column",
)
fq(
    H,
    "What is the sleep current of the TLM-S62 when it keeps its configuration (warm start)?",
    [TL],
    F.TL_SLEEP,
    note="0.6 uA in cold-start sleep and 0.6 / 0.8 mA in standby are look-alikes",
)
fq(
    M,
    "What receiver sensitivity does the TLM-S62E reach with LoRa SF12 at 125 kHz bandwidth?",
    ["TLM-S62E"],
    F.TLE_SENS,
    note="-136 dBm is the TLM-S62U column; -124 dBm is SF7; -118 dBm is FSK",
)
ie(
    E,
    "tlm-s62e range in km, line of sight?",
    [TL],
    "no range or link-budget distance is given",
)
# ---------------------------------------------------------------- PHA-US05 / -US05W
fq(
    E,
    "What supply voltage does the PHA-US05 ultrasonic module need?",
    [PH],
    F.PH_VCC,
    note="the PHA-US05W column 3.0-5.5 V is a look-alike",
)
fq(
    M,
    "pha-us05w max range when powered from 3.3v?",
    ["PHA-US05W"],
    F.PHW_RANGE33,
    note="3 ... 400 cm at 5 V and the PHA-US05's 2 ... 400 cm are look-alikes",
)
fq(
    E,
    "pha-us05 working current while it's ranging?",
    [PH],
    F.PH_IWORK,
    note="the 2 mA quiescent current and the PHA-US05W's 3 mA are look-alikes",
)
fq(
    E,
    "What is the operating temperature range of the PHA-US05W?",
    ["PHA-US05W"],
    F.PHW_TOPR,
    note="-10 ... +60 C is the PHA-US05 column",
)
ie(
    E,
    "What IP rating does the PHA-US05 have?",
    [PH],
    "no IP rating is given; the FAQ only says the module is not waterproof",
    F.PH_WATER,
)
# ---------------------------------------------------------------- NPD-266B / -266R
fq(
    M,
    "npd-266r full refresh time?",
    ["NPD-266R"],
    F.NPR_REFRESH,
    note="3 s of the NPD-266B, 0.5 s partial refresh and the 180 s minimum interval are "
    "look-alikes",
)
fq(
    M,
    "How much current does the NPD-266B module draw in sleep while its on-board regulator and "
    "level translator stay powered?",
    ["NPD-266B"],
    F.NPB_SLEEP,
    note="the panel's deep-sleep current 1 / 5 uA and the refresh current 8 / 15 mA are "
    "look-alikes",
)
fq(
    E,
    "npd-266r operating temperature range?",
    ["NPD-266R"],
    F.NPR_TOPR,
    note="0 ... 50 C of the NPD-266B, storage -25 ... 70 C and the reliability-test temperatures "
    "are look-alikes",
)
fq(
    H,
    "What is the maximum SPI clock frequency when writing to the NPD-266?",
    [NP],
    F.NP_SPI_W,
    note="2.5 MHz is the read limit",
)
ie(
    E,
    "What is the contrast ratio of the NPD-266B display?",
    ["NPD-266B"],
    "no contrast ratio or reflectance is given",
)
# ---------------------------------------------------------------- QDX-C8 / -C8L
fq(
    E,
    "What supply voltage does the QDX-C8 CO2 module need?",
    [QD],
    F.QD_VCC,
    note="the QDX-C8L's 3.0-3.6 V, the absolute maximum 6.0 V and the 3.3 V UART level are "
    "look-alikes",
)
fq(
    M,
    "qdx-c8l peak current? sizing the 3v3 regulator for it",
    ["QDX-C8L"],
    F.QDL_PEAK,
    note="the QDX-C8's 120 mA, the average < 25 mA and the 2 mA standby current are look-alikes",
)
fq(
    M,
    "How long must the QDX-C8 preheat before its readings reach the specified accuracy?",
    [QD],
    F.QD_PREHEAT,
    note="10 s to the first reading, T90 < 120 s and the 2 s measurement interval are "
    "look-alikes",
)
fq(
    E,
    "qdx-c8 uart baud rate?",
    [QD],
    F.QD_BAUD,
    note="given only in prose; the 1004 ms PWM period and the 20 ms command gap are look-alikes",
)
ie(
    M,
    "What is the I²C address of the QDX-C8?",
    [QD],
    "the module has UART and PWM outputs only; no I2C interface or address",
    F.QD_OUTPUTS,
)
