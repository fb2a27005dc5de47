"""Factual questions of the hundred-and-fifty-ninth hold-out set (42: 34 with items, 8
whose answer is not in the sheets)."""

from __future__ import annotations

import facts as F
from qkit import AB, BB, DR, DV, IE, LR, MG, QT, RH, Fact, join, q

E, M, H = "easy", "medium", "hard"
N = iter(range(1, 100))


def fq(diff: str, text: str, devs: list[str], *facts: Fact, note: str = "") -> None:
    items, evidence = join(*facts)
    q("f", next(N), diff, "simple", text, devs, items, evidence, note=note)


def ie(diff: str, text: str, devs: list[str], note: str, *facts: Fact) -> None:
    evidence = join(*facts)[1] if facts else []
    q("f", next(N), diff, "simple", text, devs, [], evidence, IE, note)


# ---------------------------------------------------------------- RHX3152
fq(
    E,
    "What supply voltage range does the RHX3152 humidity sensor run from?",
    [RH],
    F.RH_VDD,
    note="the absolute maximum 6.0 V and the power-up level VPOR 1.80 / 2.05 / 2.15 V are "
    "look-alikes",
)
fq(
    H,
    "What is the worst-case temperature tolerance of the standard-grade RHX3152 between 0 and "
    "65 °C, not the typical one?",
    [RH],
    F.RH_TACC_MAX,
    note="Max. column of the RHX3152 group (+/-0.4 degC); the typical +/-0.3, the RHX3152A "
    "columns (+/-0.2 / +/-0.3) and the wider band (+/-0.6 / +/-0.9) are look-alikes",
)
fq(
    M,
    "rhx3152 idle current in single shot mode when it's hot, like 125 °C?",
    [RH],
    F.RH_IDLE125,
    note="stacked per temperature under a two-line name: only a max. 6.0 uA at 125 degC; 0.2 / 2.0 "
    "uA belong to 25 degC, 45 / 70 uA to periodic mode, 600 / 1500 uA to measuring",
)
fq(
    E,
    "what i2c address does the rhx3152 answer on with the addr pin tied to vdd?",
    [RH],
    F.RH_ADDR_HI,
    note="only in the interface prose; 0x46 is ADDR to VSS; the 16-bit periodic commands "
    "(0x2032 ...) are decoys",
)
fq(
    M,
    "How long does one high-repeatability measurement of the RHX3152 take?",
    [RH],
    F.RH_TMEAS,
    note="stacked per repeatability (12.8 / 6.1 / 3.4 ms max); the RH response time 8 s, T response "
    "time 2 s, power-up 1.0 ms and soft reset 1.5 ms are look-alikes",
)
ie(
    M,
    "What peak reflow soldering temperature does the RHX3152 allow?",
    [RH],
    "no soldering or reflow figure is given; the storage range up to +150 degC is not a reflow "
    "limit",
)
# ---------------------------------------------------------------- LRM-4C05 / LRM-4C12
fq(
    E,
    "What coil voltage does the LRM-4C12 need on JD-VCC?",
    ["LRM-4C12"],
    F.LR_JD12,
    note="LRM-4C12 column group (11.4 / 12.0 / 12.6 V); the LRM-4C05 column (4.75 / 5.0 / 5.25 V) "
    "and the absolute maximum 15 V are look-alikes",
)
fq(
    E,
    "how much does the lrm-4c05 pull from jd-vcc with all 4 relays clicked on?",
    [LR],
    F.LR_IJD4,
    note="stacked per number of relays (76 / 150 / 300 mA); 71 mA per coil, the LRM-4C12 column "
    "(132 mA) and the IN current 1.9 / 2.5 mA are look-alikes",
)
fq(
    H,
    "so i got the lrm-4c05 because the relays say 10A on top. my little space heater pulls about "
    "9 A at 230 V and i'd like to switch it with one channel. before i wire it up: what's the "
    "most continuous current one channel of this module can actually carry?",
    [LR],
    F.LR_7A,
    note="only in the note under the contact table: terminals and tracks limit a channel to 7 A; "
    "the relay's 10 A (NO) / 5 A (NC) ratings are look-alikes that the module does not reach",
)
fq(
    M,
    "With VCC = 5 V on the LRM-4C05, what IN voltage is guaranteed to switch a relay on, and "
    "what level switches it off again?",
    [LR],
    F.LR_VIL5,
    F.LR_VIH5,
    note="rows stacked per VCC: 1.5 V max (on) and 4.0 V min (off) at 5.0 V; the 3.3 V rows "
    "(0.8 / 2.3 V) are look-alikes",
)
ie(
    E,
    "What is the mechanical life, in operations, of the relays on the LRM-4C05?",
    [LR],
    "only the electrical life at rated load (100 000 operations) is given",
    F.LR_ELIFE,
)
# ---------------------------------------------------------------- DVS-82 / DVS-82H
fq(
    M,
    "What motor supply range does the DVS-82H accept, and what is the absolute maximum on VMOT?",
    ["DVS-82H"],
    F.DV_VMOT_H,
    F.DV_ABS_H,
    note="DVS-82H column (8.2-45 V, abs max 47 V); the DVS-82 figures 8-35 V and 35 V are "
    "look-alikes",
)
fq(
    E,
    "dvs-82 max amps per phase with no heatsink?",
    [DV],
    F.DV_IPH_BARE,
    note="stacked per cooling (1.0 / 1.5 / 2.0 A); the peak 2.0 A and the DVS-82H column (1.5 A) "
    "are look-alikes",
)
fq(
    H,
    "What current does the DVS-82H draw from VMOT in sleep, with nSLEEP pulled low?",
    ["DVS-82H"],
    F.DV_SLEEP_H,
    note="unit per line (mA above, uA below); the operating 5 / 8 mA, the DVS-82 column 2 / 10 uA "
    "and the DVS-82 VDD sleep current 10 uA are look-alikes",
)
fq(
    M,
    "what logic high voltage does the dvs-82h want on step and dir?",
    ["DVS-82H"],
    F.DV_VIH_H,
    note="DVS-82H column (2.2-5.25 V); the DVS-82 column is an expression (0.7 x VDD) with 5.5 V "
    "max",
)
ie(
    M,
    "What is the junction-to-ambient thermal resistance of the DVS-82 board?",
    [DV],
    "no thermal resistance is given; only currents per cooling method, a 165 degC shutdown and "
    "the 150 degC junction limit",
)
# ---------------------------------------------------------------- ABD4712 / ABD4712A
fq(
    M,
    "How much supply current does the ABD4712 take in normal mode at VDD = 2.7 V, and how much "
    "in power-down?",
    [AB],
    F.AB_IDD27,
    F.AB_IDDP,
    note="normal mode stacked per VDD (210 / 400 at 5.5 V, 190 / 360 uA at 2.7 V); power-down "
    "0.06 / 2.0 uA is only stated at 5.5 V; the EEPROM write current 1.3 / 2.0 mA is a look-alike",
)
fq(
    H,
    "which two i2c addresses can an abd4712-a1t have?",
    ["ABD4712-A1T"],
    F.AB_ADDR_A1,
    note="address table per ordering code and A0 pin; 0x60 / 0x61 (-A0T), 0x64 / 0x65 (-A2T) and "
    "the 8-bit write byte 0xC4 are look-alikes",
)
fq(
    M,
    "fastest scl clock the abd4712 dac supports?",
    [AB],
    F.AB_FSCL_HS,
    note="stacked per bus mode (100 / 400 / 3400 kHz); the general-call bytes are decoys",
)
fq(
    E,
    "What ambient temperature range is the ABD4712A rated for?",
    ["ABD4712A"],
    F.AB_TEMP_A,
    note="grade table; the ABD4712 row (-40 ... +85 degC), the table condition -40 ... +85 degC "
    "and the storage range -65 ... +150 degC are look-alikes",
)
ie(
    H,
    "What EEPROM write endurance does the ABD4712 have at 85 °C?",
    [AB],
    "the endurance (1 000 000 cycles) is only given at TA = 25 degC",
    F.AB_EE,
)
# ---------------------------------------------------------------- DRF-24 / DRF-24P
fq(
    E,
    "what voltage does the drf-24p want on vcc?",
    ["DRF-24P"],
    F.DR_VCC_P,
    note="DRF-24P column (3.0 / 3.3 / 3.6 V); the DRF-24 column (1.9 V min) and the 5.25 V input "
    "limit are look-alikes",
)
fq(
    M,
    "drf-24p current draw when transmitting at full power (pa level 3)?",
    ["DRF-24P"],
    F.DR_TX_P,
    note="version columns of the supply-current table (115 / 135 mA); the DRF-24 (11.3 / 13.0 mA), "
    "PA level 0 (45 / 55 mA) and the 150 mA peaks in prose are look-alikes",
)
fq(
    M,
    "What receiver sensitivity does the DRF-24P have at 1 Mbps?",
    ["DRF-24P"],
    F.DR_SENS_P,
    note="stacked per air data rate (-101 / -92 / -89 dBm); the DRF-24 column (-85 dBm at 1 Mbps) "
    "is a look-alike",
)
fq(
    H,
    "If I run the DRF-24P from 3.0 V, what output power do I get at PA level 3?",
    ["DRF-24P"],
    F.DR_17,
    note="only in footnote 1 under the RF table; the table's +20 dBm needs VCC >= 3.3 V",
)
ie(
    E,
    "How far does a DRF-24 link reach indoors through two brick walls?",
    [DR],
    "the sheet gives line-of-sight range only and says it has no figures through walls or floors",
    F.DR_WALLS,
)
# ---------------------------------------------------------------- BBW7110 / BBW7110E
fq(
    E,
    "What supply voltage range does the BBW7110 accept?",
    [BB],
    F.BB_VDD,
    note="DVDD and AVDD both 2.6-5.5 V; the VSUP pin note 2.7 ... 5.5 V and the absolute maximum "
    "6.0 V are look-alikes",
)
fq(
    M,
    "bbw7110 full scale input at gain 128 if i run avdd at 3.3v?",
    [BB],
    F.BB_FS33,
    note="stacked per gain and AVDD (+/-12.9 / 19.5 / 39.1 / 78.1 mV); the 5.0 V rows are "
    "look-alikes",
)
fq(
    E,
    "bbw7110 - what sample rates can i pick with the internal oscillator?",
    [BB],
    F.BB_RATE,
    note="10 and 80 SPS; the crystal rates 11 / 88 SPS are only in footnote 2",
)
fq(
    H,
    "What is the maximum power-down current of the BBW7110E at the top of its temperature range?",
    ["BBW7110E"],
    F.BB_PDE,
    note="grade table only (6.0 uA at +105 degC); 0.3 / 1.0 uA at 25 degC and 2.5 uA for the "
    "BBW7110 at +85 degC are look-alikes",
)
ie(
    M,
    "What long-term offset drift per year does the BBW7110 have?",
    [BB],
    "only offset drift over temperature (6 nV/degC) and gain drift (5 ppm/degC) are given; no "
    "drift over time",
)
# ---------------------------------------------------------------- MGB-51 / MGB-52
fq(
    E,
    "What output voltage does the MGB-51 give, and how much current can it deliver from a 3.7 V "
    "cell?",
    [MG],
    F.MG_VOUT,
    F.MG_IOUT51_37,
    note="MGB-51 column (4.90 / 5.05 / 5.20 V, 1.0 A at VIN = 3.7 V); the MGB-52 column and the "
    "current limit 1.5 A are look-alikes",
)
fq(
    M,
    "mgb-52 how many amps can i pull at 3.7v from a 1s lipo?",
    ["MGB-52"],
    F.MG_IOUT52_37,
    note="stacked per VIN (1.2 / 2.0 / 2.4 A); the current limit 2.8 A and the MGB-51 column are "
    "look-alikes",
)
fq(
    H,
    "mgb-51 no-load draw from the cell once i've desoldered the power led?",
    [MG],
    F.MG_IQ,
    note="unit per line (2.3 mA with LED, 120 uA without); the shutdown current 0.5 / 2 uA and the "
    "MGB-52 column (180 uA) are look-alikes",
)
fq(
    E,
    "What is the MGB-51's shutdown current with EN pulled to 0 V?",
    [MG],
    F.MG_SHDN,
    note="MGB-51 columns (0.5 / 2 uA); the MGB-52 (1 / 5 uA) and the no-load current are look-alikes",
)
ie(
    M,
    "How efficient is the MGB-52 at 4.2 V in and 1 A out?",
    ["MGB-52"],
    "efficiency is only given at VIN = 3.7 V (0.5 A and rated current)",
    F.MG_EFF,
)
# ---------------------------------------------------------------- QTK-10 / QTK-10L
fq(
    E,
    "What supply voltage does the QTK-10 touch module accept?",
    [QT],
    F.QT_VDD,
    note="2.0-5.5 V; the absolute maximum 6.0 V is a look-alike",
)
fq(
    M,
    "qtk-10l current at 3.3v when nobody is touching it?",
    ["QTK-10L"],
    F.QT_I_L,
    note="column groups per version x VDD with units in the cells; 4.0 uA (QTK-10) and 2.9 uA (5 V) "
    "are look-alikes",
)
fq(
    E,
    "How quickly does the QTK-10L react to a touch?",
    ["QTK-10L"],
    F.QT_RESP_L,
    note="QTK-10L columns (220 ms, low-power mode); the QTK-10's 60 ms and the 0.5 s calibration "
    "are look-alikes",
)
fq(
    M,
    "With a 5 V supply, what output high and output low levels does the QTK-10 guarantee?",
    [QT],
    F.QT_VOH5,
    F.QT_VOL5,
    note="VDD = 5.0 V columns (4.4 V min at -4 mA, 0.3 V max at 8 mA); the 3.3 V columns "
    "(2.8 / 0.4 V) are look-alikes",
)
fq(
    E,
    "how long after power-up do i have to keep my finger off the qtk-10?",
    [QT],
    F.QT_CAL,
    note="0.5 s calibration; the 100 s key-on recalibration and the 60 ms response time are "
    "look-alikes",
)
ie(
    E,
    "What is the thickest wooden panel the QTK-10 can sense through?",
    [QT],
    "the 3 mm cover thickness is for plastic or glass; the FAQ says only plastic and glass were "
    "tested",
    F.QT_COVER,
    F.QT_WOOD,
)
