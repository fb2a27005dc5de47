"""Factual questions of the fifty-seventh hold-out set (42: 34 with items, 8 unanswerable)."""

from __future__ import annotations

from facts import (
    DL_I700,
    DL_ISD,
    DL_TOP,
    DL_VIN,
    DL_VIN_ABS,
    HC_ICC,
    HC_RANGE_30,
    HC_SENS_20,
    HC_SUP,
    LC_AIN64,
    LC_EXC33,
    LC_RATE80,
    LC_SUP,
    LX_ABS,
    LX_ICC,
    LX_RATE_EL,
    LX_SHDN,
    LX_SUP,
    MF_I1_BARE,
    MF_I4,
    MF_TRIG,
    MF_VPLUS,
    NR_ADDR,
    NR_DIST_S,
    NR_HPD5,
    NR_I_POLL33,
    NR_SUP,
    NR_TOP,
    NR_UART,
    PM_IDLE7,
    PM_NOIP,
    PM_RANGE,
    PM_WARM,
    SD_IOL,
    SD_NOI2C,
    SD_SUP,
)
from qkit import DL, HC, LC, LX, MF, NR, PM, SD, Fact, q, unanswerable

E, M, H = "easy", "medium", "hard"


def fq(n: int, diff: str, text: str, devs: list[str], fact: Fact, qtype: str = "simple") -> None:
    items, evidence = fact
    q(f"f-{n:02d}", diff, qtype, text, devs, items, evidence)


# ---------------------------------------------------------------- HCS-H
fq(1, E, "what supply voltage does the hcs-h current sensor module need?", [HC], HC_SUP)
fq(2, M, "What is the output sensitivity of the HCS-H20, in mV per amp?", [HC], HC_SENS_20)
fq(3, E, "hcs-h30 - how many amps can it measure?", [HC], HC_RANGE_30)
fq(
    4,
    E,
    "How much current does the HCS-H module itself draw from its supply when no current "
    "flows through it?",
    [HC],
    HC_ICC,
)
unanswerable(
    "f-06",
    M,
    "simple",
    "whats the bandwidth of the hcs-h20 in khz?",
    [HC],
    "The HCS-H manual gives a 5 us response time but no bandwidth figure.",
)

# ---------------------------------------------------------------- LX3485E
fq(7, E, "What supply voltage range does the LX3485E operate from?", [LX], LX_SUP)
fq(8, E, "absolute max vcc on the lx3485e?", [LX], LX_ABS)
fq(
    9,
    M,
    "max data rate of the lx3485el (the slew-rate limited one)?",
    [LX],
    LX_RATE_EL,
)
fq(10, E, "How much current does the LX3485E draw in shutdown mode?", [LX], LX_SHDN)
fq(
    11,
    H,
    "What supply current does the LX3485E draw with no load while its driver is enabled "
    "(DE = VCC, RE = 0)?",
    [LX],
    LX_ICC,
)
unanswerable(
    "f-13",
    M,
    "simple",
    "At what junction temperature does the LX3485E's driver thermal shutdown trip?",
    [LX],
    "The feature list names thermal shutdown of the driver but gives no temperature.",
)

# ---------------------------------------------------------------- MFD
fq(14, E, "What load supply voltage (V+) can the MFD-1 board switch?", [MF], MF_VPLUS)
fq(15, E, "how many amps per channel can the mfd-4 handle continuously?", [MF], MF_I4)
fq(
    16,
    H,
    "What continuous load current is the MFD-1 good for if I leave the heatsink off?",
    [MF],
    MF_I1_BARE,
)
fq(17, E, "mfd board trigger voltage - what does TRIG need to switch on?", [MF], MF_TRIG)
unanswerable(
    "f-19",
    M,
    "simple",
    "What is the gate threshold voltage VGS(th) of the MOSFETs on the MFD-1?",
    [MF],
    "The MFD sheet gives 40 V / 50 A and RDS(on) 7 mOhm at VGS = 10 V, but no threshold.",
)

# ---------------------------------------------------------------- NRM-13
fq(20, E, "nrm-13 supply voltage range?", [NR], NR_SUP)
fq(21, E, "What is the I2C address of the NRM-13 NFC module?", [NR], NR_ADDR)
fq(
    22,
    M,
    "How much current does the NRM-13S draw at VDD = 3.3 V while polling for cards "
    "with the RF field on?",
    [NR],
    NR_I_POLL33,
)
fq(23, H, "whats the nrm-13s current in hard power-down when run from 5v?", [NR], NR_HPD5)
fq(
    24,
    M,
    "What maximum reading distance does the NRM-13S (PCB antenna version) reach?",
    [NR],
    NR_DIST_S,
)
fq(25, E, "default uart baud rate of the nrm-13?", [NR], NR_UART)
fq(
    26,
    M,
    "What is the recommended operating temperature range of the NRM-13 (not the absolute "
    "maximum rating)?",
    [NR],
    NR_TOP,
)
unanswerable(
    "f-27",
    E,
    "simple",
    "what's the rf output power of the nrm-13 in dbm?",
    [NR],
    "The NRM-13 specification gives carrier frequency and reading distance, no RF power.",
)

# ---------------------------------------------------------------- DLD 2350
fq(28, E, "What input voltage range does the DLD 2350 LED driver operate over?", [DL], DL_VIN)
fq(29, M, "dld2350-700 led current min and max?", [DL], DL_I700)
fq(30, E, "How much current does the DLD 2350 draw in shutdown?", [DL], DL_ISD)
fq(31, M, "What is the absolute maximum supply voltage of the DLD 2350?", [DL], DL_VIN_ABS)
fq(
    32,
    H,
    "Over what ambient temperature range does the DLD 2350 operate with full performance?",
    [DL],
    DL_TOP,
)
unanswerable(
    "f-33",
    E,
    "simple",
    "does the dld 2350 have open-led protection, and at what output voltage does it kick in?",
    [DL],
    "The DLD 2350 sheet states no open-LED protection or its threshold.",
)

# ---------------------------------------------------------------- LCX-24
fq(34, E, "lcx-24 supply voltage?", [LC], LC_SUP)
fq(
    35,
    M,
    "What excitation voltage does the LCX-24 put on E+ when the board runs from 3.3 V?",
    [LC],
    LC_EXC33,
)
fq(
    36,
    H,
    "What full-scale differential input does the LCX-24 accept on channel A at gain 64?",
    [LC],
    LC_AIN64,
)
fq(37, E, "how many samples per second does the lcx-24-80 put out?", [LC], LC_RATE80)
unanswerable(
    "f-40",
    M,
    "simple",
    "what's the nonlinearity of the lcx-24 in ppm of full scale?",
    [LC],
    "The LCX-24 sheet gives noise and offset drift per gain, no nonlinearity.",
)

# ---------------------------------------------------------------- SD1740
fq(41, E, "What supply voltage does the SD1740 display driver need?", [SD], SD_SUP)
fq(
    42,
    M,
    "how much current can one grid (digit) pin of the sd1740 sink?",
    [SD],
    SD_IOL,
)
unanswerable(
    "f-44",
    E,
    "simple",
    "what i2c address does the sd1740 use?",
    [SD],
    "The SD1740 serial interface is not I2C and has no device address.",
    SD_NOI2C[1],
)

# ---------------------------------------------------------------- PMS-7
fq(45, E, "How much current does the PMS-7 draw when no motion is detected?", [PM], PM_IDLE7)
fq(46, E, "pms-7 detection range in meters?", [PM], PM_RANGE)
fq(47, M, "how long does the pms-7 need to settle after power on?", [PM], PM_WARM)
unanswerable(
    "f-48",
    E,
    "simple",
    "What IP rating does the PMS-7 module have?",
    [PM],
    "The guide says the module has no IP rating.",
    PM_NOIP[1],
)
