"""Factual questions of the hundred-and-fifty-eighth hold-out set (42: 34 with items, 8
whose answer is not in the sheets)."""

from __future__ import annotations

import facts as F
from qkit import DH, EM, GT, IE, KB, MZ, RC, UV, VK, Fact, join, q

E, M, H = "easy", "medium", "hard"
N = iter(range(1, 100))


def fq(diff: str, text: str, devs: list[str], *facts: Fact, note: str = "") -> None:
    items, evidence = join(*facts)
    q("f", next(N), diff, "simple", text, devs, items, evidence, note=note)


def ie(diff: str, text: str, devs: list[str], note: str, *facts: Fact) -> None:
    evidence = join(*facts)[1] if facts else []
    q("f", next(N), diff, "simple", text, devs, [], evidence, IE, note)


# ---------------------------------------------------------------- KBP-612
fq(
    E,
    "What supply voltage range does the core supply pin (VDD) of the KBP-612 pressure sensor "
    "accept?",
    [KB],
    F.KB_VDD,
    note="the interface supply VDDIO 1.20 / 1.80 / 3.60 V and the absolute maximum 4.25 V are "
    "look-alikes",
)
fq(
    M,
    "kbp612 on a breakout with sdo tied to gnd - what i2c address do i scan for?",
    [KB],
    F.KB_ADDR_GND,
    note="0x77 is the SDO-to-VDDIO address; the register map (0x5C chip id, 0x1B ... 0x7E) is a "
    "decoy",
)
fq(
    M,
    "What is the typical absolute pressure accuracy of the KBP-612X between 900 and 1100 hPa at "
    "0 to 65 °C?",
    ["KBP-612X"],
    F.KB_ACC_X,
    note="the KBP-612 column (+/-0.60 hPa), the production limit +/-0.70 hPa in prose, the "
    "-20 ... 0 degC row (+/-0.80 hPa) and the relative accuracy +/-0.06 hPa are look-alikes",
)
fq(
    H,
    "What is the maximum sleep current of the KBP-612 at an ambient temperature of 85 °C?",
    [KB],
    F.KB_SLEEP85,
    note="stacked per temperature (0.9 / 2.0 uA at 25 degC); the standby current between "
    "conversions 2.4 / 4.5 uA is a look-alike",
)
fq(
    H,
    "kbp-612 running the drone preset (50 hz, x8 oversampling): how much current does it pull, "
    "and how fast can i clock the spi?",
    [KB],
    F.KB_DRONE,
    F.KB_SPI,
    note="supply current stacked per preset (3.1 / 14.6 / 570 uA), the peak 680 / 800 uA; the "
    "I2C clock 3400 kHz and the 3.4 MHz in the key data are look-alikes",
)
ie(
    M,
    "What RMS pressure noise does the KBP-612 have at x16 pressure oversampling?",
    [KB],
    "the presets give RMS noise only for x1 / x4 / x8 (2.6 / 1.2 / 0.9 Pa) and the resolution "
    "only for x1 / x32; nothing is stated for x16",
    F.KB_PRESETS,
)
# ---------------------------------------------------------------- DHM-2980
fq(
    E,
    "What motor supply voltage range does the DHM-2980 accept when the 5V-EN jumper is removed?",
    [DH],
    F.DH_VS,
    note="the jumper-fitted row 7.0-12 V, the DHM-2980F column 6.5-27 V and the never-exceed 46 V "
    "are look-alikes",
)
fq(
    M,
    "dhm-2980f how many amps per channel can it do continuously at 50c ambient?",
    ["DHM-2980F"],
    F.DH_I50_F,
    note="stacked per ambient (3.0 / 2.4 / 1.6 A); the DHM-2980 column 1.6 A, the peak 5.0 A and "
    "the 3 A in the highlights are look-alikes",
)
fq(
    H,
    "With the 5V-EN jumper fitted, how much current can the DHM-2980's +5V pin supply to "
    "external circuits?",
    [DH],
    F.DH_5VOUT,
    note="only in the note below the table; the logic supply current 36 / 70 mA is a look-alike",
)
fq(
    M,
    "What input voltage counts as a logic high on the IN and EN pins of the DHM-2980 (the "
    "bipolar version)?",
    [DH],
    F.DH_VIH,
    note="the DHM-2980F column (2.0 V min) and the never-exceed 7 V are look-alikes",
)
ie(
    M,
    "At what temperature does the DHM-2980's thermal shutdown switch the bridges off?",
    [DH],
    "no thermal shutdown is mentioned; only operating (-25 ... +85 degC) and storage "
    "temperatures and the 75 degC heatsink condition of the power rating are given",
)
# ---------------------------------------------------------------- GTA1614
fq(
    E,
    "Which I²C addresses can the GTA1614 be set to?",
    [GT],
    F.GT_ADDR,
    note="the binary column and the register pointers 00 ... 11 are look-alikes",
)
fq(
    E,
    "gta1614 resolution, how many bits?",
    [GT],
    F.GT_RES,
    note="the application hint '15 bits' for single-ended measurements is a look-alike",
)
fq(
    E,
    "What is the maximum power-down current of the GTA1614E at 125 °C?",
    ["GTA1614E"],
    F.GT_PD125,
    note="stacked per mode and temperature (160 / 250 uA continuous, 0.4 / 2 uA at 25 degC)",
)
fq(
    H,
    "With the GTA1614 running from 3.3 V, what voltage range may its analog inputs see, even "
    "with the ±6.0 V full-scale range selected?",
    [GT],
    F.GT_AIN33,
    note="only in the application hints; the FSR +/-6.0 V and the absolute maximum "
    "'GND - 0.3 ... VDD + 0.3' (expressions) are look-alikes",
)
ie(
    M,
    "What is the integral nonlinearity (INL) of the GTA1614 in LSB?",
    [GT],
    "no INL figure is given; offset error (+/-1 / +/-3 LSB) and gain error are not INL",
)
# ---------------------------------------------------------------- MZT485 / MZT3485
fq(
    E,
    "What supply voltage range does the MZT3485 need?",
    ["MZT3485"],
    F.MZ_VCC3,
    note="the MZT485 column 4.75 / 5.0 / 5.25 V and the absolute maximum 7.0 V are look-alikes",
)
fq(
    E,
    "max data rate of the mzt485 (the 5v one)?",
    [MZ],
    F.MZ_RATE5,
    note="the MZT3485 column 12 Mbit/s is a look-alike",
)
fq(
    M,
    "What is the guaranteed minimum receiver output high voltage (RO) of the MZT3485 at "
    "IOH = -4 mA?",
    ["MZT3485"],
    F.MZ_VOH3,
    note="the MZT485 column (4.0 V), the driver input VIH 2.0 V and VOD 1.5 / 2.0 V are "
    "look-alikes",
)
fq(
    E,
    "What operating temperature range does the MZT485ESA cover?",
    ["MZT485ESA"],
    F.MZ_TEMP_E,
    note="only in the ordering table; the C versions 0 ... +70 degC and the storage range "
    "-65 ... +150 degC are look-alikes",
)
ie(
    M,
    "how long can the mzt485 bus cable be at 100 kbit/s?",
    [MZ],
    "no cable length is given; only data rates, termination (120 Ohm) and the 256-node limit",
)
# ---------------------------------------------------------------- VKG-260
fq(
    E,
    "vkg-260 gps default baud rate out of the box?",
    [VK],
    F.VK_BAUD,
    note="only in prose; the configurable 4800 ... 115200 bps and the 1 Hz NMEA rate are "
    "look-alikes",
)
fq(
    E,
    "What supply voltage range does the VKG-260U accept on its VCC header pin?",
    ["VKG-260U"],
    F.VK_VCC_U,
    note="the VKG-260P column 2.7-5.5 V, the absolute maximum 6.0 V and the 3.0 V antenna supply "
    "are look-alikes",
)
fq(
    E,
    "How much current does the VKG-260P draw while tracking?",
    ["VKG-260P"],
    F.VK_TRACK_P,
    note="stacked per mode (45 / 36 / 11 mA); the VKG-260U column 43 mA and the backup 22 uA are "
    "look-alikes",
)
fq(
    H,
    "For the VKG-260U: what is the cold-start time to first fix, and what is its tracking "
    "sensitivity?",
    ["VKG-260U"],
    F.VK_TTFF_U,
    F.VK_SENS_U,
    note="the VKG-260P column (32 s, -159 dBm), the warm / hot rows and the reacquisition / "
    "cold-start sensitivities are look-alikes",
)
fq(
    E,
    "whats the absolute max voltage on the vkg-260 rxd pin?",
    [VK],
    F.VK_RXD_ABS,
    note="the VCC absolute maximum 6.0 V and the supply range up to 5.5 V are look-alikes",
)
ie(
    M,
    "What is the gain of the VKG-260P's on-board ceramic patch antenna in dBi?",
    ["VKG-260P"],
    "no antenna gain is given for the patch; the 28 dB belongs to the ANT-VKG28 active antenna "
    "accessory for the VKG-260U",
    F.VK_GAIN,
)
# ---------------------------------------------------------------- EMR-270
fq(
    E,
    "What supply voltage range does the EMR-270 PIR module accept?",
    [EM],
    F.EM_VCC,
    note="the EMR-270L column 2.7-12 V and the absolute 24 V are look-alikes",
)
fq(
    E,
    "emr-270l idle current when powered from 3.3v?",
    ["EMR-270L"],
    F.EM_IQ_L33,
    note="stacked per VCC (12 / 14 / 17 uA typ); the EMR-270 column (50 / 56 uA) and the "
    "'standby current about 12 uA' feature line are look-alikes",
)
fq(
    M,
    "How long does the EMR-270 need to settle after power-on before its output can be trusted?",
    [EM],
    F.EM_WARM,
    note="only in prose; the EMR-270L 10 s, the hold time 5 ... 300 s and the block time 2.5 s "
    "are look-alikes",
)
fq(
    M,
    "what voltage does the out pin of an emr-270l give when its powered from 5v?",
    ["EMR-270L"],
    F.EM_VOH_L5,
    note="stacked per VCC (3.0 V at 3.3 V); the EMR-270 columns 3.1 / 3.3 / 3.4 V are look-alikes",
)
ie(
    E,
    "What infrared wavelength band does the EMR-270's sensor respond to?",
    [EM],
    "no wavelength is given; the sheet only says glass blocks 'the far infrared the sensor sees'",
)
# ---------------------------------------------------------------- UVD-9612
fq(
    E,
    "What is the I²C address of the UVD-9612 with its DC pin tied to GND?",
    [UV],
    F.UV_ADDR_GND,
    note="0x3D is the DC-to-VCC address; the command bytes 0xAE / 0xAF / 0x8D are decoys",
)
fq(
    E,
    "uvd-9612 (the one without the regulator) supply voltage range?",
    [UV],
    F.UV_VCC,
    note="the UVD-9612R column 3.3 / 5.0 / 5.5 V, the absolute 4.0 V and the 7.5 V panel voltage "
    "are look-alikes",
)
fq(
    H,
    "What is the display-off (sleep) current of the UVD-9612R at 5 V, and of the plain UVD-9612?",
    ["UVD-9612R", UV],
    F.UV_SLEEP,
    note="the unit changes per line (mA, mA, uA); the operating currents 21 / 23 and 11 / 13 mA "
    "are look-alikes",
)
fq(
    E,
    "How much current does the UVD-9612R draw with all pixels on?",
    ["UVD-9612R"],
    F.UV_ALL_R,
    note="the UVD-9612 column 21 / 28 mA and the text row 13 / 17 mA are look-alikes",
)
ie(
    E,
    "how many hours before the uvd-9612 oled loses half its brightness?",
    [UV],
    "the FAQ says no hour rating is published",
    F.UV_LIFE,
)
# ---------------------------------------------------------------- RCB-2405
fq(
    E,
    "What input voltage range does the RCB-2405 step-down module accept?",
    [RC],
    F.RC_VIN,
    note="the RCB-2405U column 9.0-32 V and the absolute 36 / 40 V are look-alikes",
)
fq(
    E,
    "rcb-2405u output reads 5.15 v on my meter - what output voltage range does the sheet give "
    "for it?",
    ["RCB-2405U"],
    F.RC_VOUT_U,
    note="the RCB-2405 column 4.90 / 5.00 / 5.10 V is a look-alike",
)
fq(
    M,
    "What continuous output current can the RCB-2405 deliver at 70 °C ambient?",
    [RC],
    F.RC_I70,
    note="stacked per ambient (2.5 A at 50 degC); the RCB-2405U column 1.2 A, the 3.0 / 2.5 A per "
    "VIN rows and the 4.2 A current limit are look-alikes",
)
fq(
    M,
    "How much headroom between input and output (dropout) does the RCB-2405 need at 3 A?",
    [RC],
    F.RC_DROP,
    note="only in prose; the 1.5 V at 1 A is a look-alike",
)
ie(
    E,
    "What is the MTBF of the RCB-2405?",
    [RC],
    "no MTBF or lifetime figure is given",
)
