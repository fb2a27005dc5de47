"""Factual questions of the hundred-and-forty-eighth hold-out set (42: 34 with items, 8
whose answer is not in the sheets)."""

from __future__ import annotations

import facts as F
from qkit import AB, BY, IE, JB, KS, LC, SN, TA, WV, Fact, join, q

E, M, H = "easy", "medium", "hard"
N = iter(range(1, 100))


def fq(diff: str, text: str, devs: list[str], *facts: Fact, note: str = "") -> None:
    items, evidence = join(*facts)
    q("f", next(N), diff, "simple", text, devs, items, evidence, note=note)


def ie(diff: str, text: str, devs: list[str], note: str, *facts: Fact) -> None:
    evidence = join(*facts)[1] if facts else []
    q("f", next(N), diff, "simple", text, devs, [], evidence, IE, note)


# ---------------------------------------------------------------- BYS3170
fq(
    E,
    "What supply voltage range does the BYS3170 fuel gauge accept on VDD?",
    [BY],
    F.BY_VDD,
    note="the absolute maximum 6.0 V, the UVLO level 2.3 V and the BYS3171 CELL range 5.0-9.0 V "
    "are look-alikes",
)
fq(
    M,
    "bys3171 on a 2s pack - what voltage range can the cell pin actually measure?",
    ["BYS3171"],
    F.BY_CELL_D,
    note="column groups per version (2.5-4.5 V for the BYS3170); the CELL absolute maximum 12.0 V "
    "and the VDD range 2.5-4.5 V are look-alikes",
)
fq(
    H,
    "What is the maximum supply current of the BYS3170 in track mode over its full specified "
    "temperature range?",
    [BY],
    F.BY_IDD_T,
    note="two-line name, stacked per temperature (30 uA max at 25 degC, 35 uA over -20 ... +70 "
    "degC); the BYS3171 column (38 / 45 uA), the doze current 3.5 / 5.5 uA and the off-state "
    "currents are look-alikes",
)
fq(
    E,
    "i2c address of the bys3170 fuel gauge?",
    [BY],
    F.BY_ADDR,
    note="only in prose; 0x64 / 0x65 are the 8-bit forms, 0x02 ... 0xFE register addresses",
)
fq(
    M,
    "How large can the cell voltage error of the BYS3171 be between 0 and +50 °C?",
    ["BYS3171"],
    F.BY_VERR_D,
    note="two-line name, stacked per temperature band; the BYS3170 column (+/-10 mV), the -20 ... "
    "+70 degC row (+/-45 mV) and the 2.50 mV/LSB resolution are look-alikes",
)
ie(
    E,
    "What ESD rating (human body model) does the BYS3170 have?",
    [BY],
    "no ESD rating is given; the absolute maximum table lists voltages and temperatures only",
    F.BY_ABS,
)
# ---------------------------------------------------------------- SNG-16 / SNG-32
fq(
    E,
    "What motor supply voltage range does the SNG-32 stepper driver carrier support?",
    ["SNG-32"],
    F.SN_VMOT_32,
    note="the SNG-16 column (8-35 V), the absolute limit 47 V and the 'runs to 45 V' prose are "
    "look-alikes",
)
fq(
    E,
    "sng-16 max amps per phase with no heatsink?",
    [SN],
    F.SN_I16_BARE,
    note="stacked per cooling (1.0 / 1.4 / 2.0 A); the SNG-32 column (1.5 A), the peak 2.0 A and "
    "the 'up to 2 A' feature line are look-alikes",
)
fq(
    H,
    "With the SNG-16's VDD at 5 V, what is the minimum voltage a STEP or DIR input needs to read "
    "as high?",
    [SN],
    F.SN_VIH5,
    note="two-line name, stacked per VDD (2.25 / 3.40 V); the SNG-32 column 2.0 V and the VIL "
    "1.40 V are look-alikes",
)
fq(
    M,
    "For the SNG-32: what peak current per phase can it deliver, and what is the absolute maximum "
    "voltage on VMOT?",
    ["SNG-32"],
    F.SN_PEAK_32,
    F.SN_ABS_32,
    note="two parts; the SNG-16 column (2.0 A, 38 V), the continuous 2.2 A and the operating 45 V "
    "are look-alikes",
)
ie(
    M,
    "What range of motor coil inductance is the SNG-16 designed to drive?",
    [SN],
    "no inductance range is given; the sense resistor 0.082 Ohm and the ON resistance are not "
    "motor ratings",
)
# ---------------------------------------------------------------- JBT2481 / JBT2481F
fq(
    E,
    "jbt2481f max data rate?",
    ["JBT2481F"],
    F.JB_RATE_F,
    note="section rows per version (250 kbps for the JBT2481); the Modbus 115200 bit/s note is a "
    "look-alike",
)
fq(
    H,
    "What supply current does the JBT2481F draw in shutdown (DE low, /RE high)?",
    ["JBT2481F"],
    F.JB_SHDN_F,
    note="stacked per state with a unit per line (1.1 / 2.0 mA, 0.7 / 1.2 mA, 0.05 / 1 uA); the "
    "bus input current 125 uA is a look-alike",
)
fq(
    M,
    "What operating temperature range does the JBT2481ESA cover?",
    ["JBT2481ESA"],
    F.JB_TEMP_E,
    note="only in the ordering table (C = 0 ... +70, E = -40 ... +85 degC); storage -65 ... +150 "
    "degC and the junction +150 degC are look-alikes",
)
fq(
    M,
    "jbt2481: whats the minimum logic high on di/de/re, and how high can i drive them in normal "
    "use?",
    [JB],
    F.JB_VIH,
    note="two parts in one row (2.0 ... 5.5 V); the absolute maximum 7.0 V and the RO VOH 2.6 V "
    "are look-alikes",
)
ie(
    E,
    "What is the maximum cable length for the JBT2481 at 250 kbps?",
    [JB],
    "no cable length is given; the 256-node and 120 Ohm termination notes are not a length",
)
# ---------------------------------------------------------------- KSB-270 / KSB-270P
fq(
    E,
    "What pressure range does the KSB-270 measure?",
    [KS],
    F.KS_RANGE,
    note="dot-leader list; the full-accuracy range 300 ... 1100 hPa and the overpressure 20 000 hPa "
    "are look-alikes",
)
fq(
    M,
    "What is the guaranteed (maximum) absolute pressure error of the KSB-270P between 0 and 65 °C?",
    ["KSB-270P"],
    F.KS_ACC_P,
    note="typ / max column groups per grade, stacked per temperature band; the typ. +/-0.20 hPa, "
    "the KSB-270 column (+/-0.60) and the relative accuracy +/-0.06 hPa are look-alikes",
)
fq(
    H,
    "ksb-270 current draw at 1 hz in the x32 high resolution mode?",
    [KS],
    F.KS_IDD32,
    note="two-line name, stacked per mode (3.1 / 11.5 / 38 uA); the peak 620 / 780 uA, the sleep "
    "currents and the conversion time 38 ms are look-alikes",
)
fq(
    E,
    "Which I²C addresses can the KSB-270 use?",
    [KS],
    F.KS_ADDR,
    note="only in prose; 0x27 is the chip ID, 0xB6 the reset command",
)
ie(
    E,
    "whats the humidity accuracy of the ksb-270?",
    [KS],
    "the KSB-270 measures pressure and temperature only; there is no humidity sensor",
    F.KS_TITLE,
)
# ---------------------------------------------------------------- WVR-926L / WVR-926H
fq(
    E,
    "What frequency range does the WVR-926L cover?",
    ["WVR-926L"],
    F.WV_BAND_L,
    note="the WVR-926H range 850 ... 930 MHz and the plan bands (433 / 470 MHz) are look-alikes",
)
fq(
    M,
    "wvr-926h max tx power if i run it straight off 1.8v?",
    ["WVR-926H"],
    F.WV_PWR_H18,
    note="stacked per VCC in version column groups (+22 / +15 vs +21 / +14 dBm); the power "
    "setting range and the plan limits are look-alikes",
)
fq(
    H,
    "What is the LoRa receive sensitivity of the WVR-926H at SF9 with 125 kHz bandwidth?",
    ["WVR-926H"],
    F.WV_SENS_H9,
    note="two-line name, stacked per spreading factor; the WVR-926L column (-133 dBm), SF12 / SF7 "
    "rows and the 'down to -141 dBm' feature line are look-alikes",
)
fq(
    E,
    "How much current does the WVR-926 draw in sleep with its configuration retained?",
    [WV],
    F.WV_SLEEP,
    note="stacked per start mode (0.65 / 1.2 vs 0.18 / 0.5 uA); the standby 0.6 / 0.8 mA is a "
    "look-alike",
)
fq(
    E,
    "wvr-926 operating temperature range?",
    [WV],
    F.WV_TEMP,
    note="only in the design notes; storage -40 ... +100 degC and the TCXO row condition are "
    "look-alikes",
)
ie(
    M,
    "What TX current does the WVR-926L draw when set to +20 dBm?",
    ["WVR-926L"],
    "TX current is given at maximum power (+22 dBm), +17 and +14 dBm only",
    F.WV_TX,
)
# ---------------------------------------------------------------- TAM1612 / TAM1612D
fq(
    E,
    "What supply voltage range does the TAM1612 accept?",
    [TA],
    F.TA_VDD,
    note="the limiting value 6.0 V and the 5.5 V input tolerance are look-alikes",
)
fq(
    M,
    "how much current can one tam1612d output sink at vdd = 3.0 v?",
    ["TAM1612D"],
    F.TA_IOL_D3,
    note="two-line name, stacked per VDD (20 / 30 / 40 mA) in version column groups; the TAM1612 "
    "column (18 mA), the 'sink 40 mA at 5 V' feature line and the 400 mA total are look-alikes",
)
fq(
    M,
    "Which I²C addresses can a TAM1612D be set to?",
    ["TAM1612D"],
    F.TA_ADDR_D,
    note="only in prose; the TAM1612 has 64 addresses (0x40 ... 0x7F), 0x70 is the All Call "
    "address, the 'write byte' column holds 8-bit values",
)
fq(
    H,
    "What is the TAM1612's standby current with SLEEP set, at VDD = 5.0 V?",
    [TA],
    F.TA_STB,
    note="version column groups (1.8 / 12 uA for the TAM1612D); the operating current 6.0 / 10 mA "
    "and the output leakage +/-1 uA are look-alikes",
)
fq(
    E,
    "tam1612d operating temp range?",
    ["TAM1612D"],
    F.TA_TEMP_D,
    note="version column groups under a two-line name (-40 ... +85 for the TAM1612); storage -65 "
    "... +150 degC and the junction 125 degC are look-alikes",
)
ie(
    E,
    "What is the output rise / fall time of the TAM1612's LED outputs?",
    [TA],
    "no output switching times are given",
)
# ---------------------------------------------------------------- LCS-08 / LCS-08R
fq(
    E,
    "What supply voltage range does the LCS-08R accept?",
    ["LCS-08R"],
    F.LC_VCC_R,
    note="dot-leader list; the LCS-08 line (3.3 ... 5.5 V) and the ratiometric output 0.28 ... "
    "0.70 x VCC are look-alikes",
)
fq(
    M,
    "lcs-08 running on 3.3v: what voltage do i get with the probe in air, and with it in water?",
    [LC],
    F.LC_AIR33,
    F.LC_WATER33,
    note="two parts; column groups per version x VCC (2.63 / 1.19 V at 5.0 V, LCS-08R 2.25 / 0.95 "
    "V); dry soil and field-capacity rows and the 1.1 ... 2.7 V range are look-alikes",
)
fq(
    E,
    "How long after power-on should I wait before reading the LCS-08's output?",
    [LC],
    F.LC_SETTLE,
    note="the LCS-08R column (120 ms) is a look-alike",
)
ie(
    E,
    "what ip rating does the lcs-08 have?",
    [LC],
    "no IP rating is given; the sheet only says the electronics are not protected against water",
    F.LC_RAIN,
)
# ---------------------------------------------------------------- ABY-S201L / ABY-S201H
fq(
    E,
    "What is the maximum continuous load current of the ABY-S201 at 25 °C?",
    [AB],
    F.AB_I25,
    note="stacked per ambient (2.0 / 1.6 / 1.0 A); the surge 30 A, the 2 A fuse and the minimum "
    "load 0.1 A are look-alikes",
)
fq(
    E,
    "aby-s201h: what voltage on ch switches it on?",
    ["ABY-S201H"],
    F.AB_VON_H,
    note="two-line name in version column groups; the ABY-S201L column (0 ... 1.5 V) and the OFF "
    "level 0 ... 0.8 V are look-alikes",
)
fq(
    H,
    "How much load current may the ABY-S201 carry continuously at 55 °C ambient?",
    [AB],
    F.AB_I55,
    note="two-line name, stacked per ambient; the 25 degC 2.0 A and 40 degC 1.6 A rows are "
    "look-alikes",
)
fq(
    M,
    "What supply current does the ABY-S201L draw from DC+ while the relay is on?",
    ["ABY-S201L"],
    F.AB_ION_L,
    note="stacked per state in version column groups; the relay-off current 0.9 / 1.5 mA, the "
    "ABY-S201H column (12 / 15 mA) and the CH current 6.5 / 9.0 mA are look-alikes",
)
ie(
    E,
    "What is the input-to-output isolation voltage of the ABY-S201?",
    [AB],
    "no isolation voltage is given; the 8 mm spacing rule is not a voltage rating",
)
