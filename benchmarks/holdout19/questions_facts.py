"""Hold-out 19 factual questions (one device each, or a comparison / structured answer)."""

from __future__ import annotations

import facts as F
from qkit import FS, HW, LA, MF, PH, PP, VT, ZP, join, q, unanswerable

S, E, M, H = "simple", "easy", "medium", "hard"


def qf(qid, diff, text, devices, fact, qtype=S, note=""):
    items, evidence = fact
    q(qid, diff, qtype, text, devices, items, evidence, None, note)


# ---------------------------------------------------------------- VTH6120
qf("f-1", E, "What supply voltage range does the VTH6120 thermostat accept?", [VT], F.VT_VDD)
qf("f-2", E, "whats the abs max on vdd for the vth6120 before it dies?", [VT], F.VT_ABS)
qf("f-3", E, "How much supply current does the VTH6120 draw?", [VT], F.VT_IDD)
qf(
    "f-4",
    M,
    "What is the trip-point (temperature threshold) accuracy of the VTH6120 between "
    "0 \u00b0C and +70 \u00b0C?",
    [VT],
    F.VT_ACC,
    note="-2.0 / +2.0 C row for TA = 0 to +70 C (typ +-0.5 optional); not the -4 / +4 C row.",
)
qf(
    "f-5",
    H,
    "how accurate is the trip point of a vth6120uk100 if the board sits at -20c?",
    [VT],
    F.VT_ACC_WIDE,
    note="-20 C is outside 0..70 C, so the unnamed -40..+125 C row (+-4.0 C) applies.",
)
qf(
    "f-6",
    M,
    "Over what ambient temperature range are the VTH6120 electrical characteristics guaranteed?",
    [VT],
    F.VT_TEMP,
    note="EC header -40..+125 C; the -55..+150 C line is an absolute maximum rating.",
)
qf(
    "f-7",
    M,
    "What is the maximum output low voltage of the VTH6120 TOVER pin when it sinks 10 mA "
    "at VDD = 4.5 V?",
    [VT],
    F.VT_VOL10,
    note="0.5 V row; the 0.3 V row is ISINK = 3 mA at 2.7 V.",
)
# ---------------------------------------------------------------- HW61
qf("f-8", E, "What is the operating voltage range of the HW61 series detector?", [HW], F.HW_VDD)
qf(
    "f-9",
    M,
    "What current does the HW61N44 consume (typical and maximum)?",
    [HW],
    F.HW_ISS44,
    note="HW61x44 table on page 2 (2.0 / 4.0 uA at VDD = 5.5 V), not the 2.9 V table.",
)
qf(
    "f-10",
    E,
    "how much current does the hw61c29 eat? want to run it off a coin cell",
    [HW],
    F.HW_ISS29,
)
qf(
    "f-11",
    M,
    "How much current can the HW61N open-drain reset output sink at VDD = 2.4 V (VDS = 0.5 V)?",
    [HW],
    F.HW_IOUT24,
    note="Unnamed second IOUT row (1.60 min / 3.20 typ); the first row is VDD = 1.2 V.",
)
# ---------------------------------------------------------------- ZPA4U
qf("f-12", E, "What ambient temperature range is allowed for the ZPA4U05?", [ZP], F.ZP_TEMP)
qf("f-13", E, "zpa4u33 peak pulse current (8/20us)?", [ZP], F.ZP_IPP)
# ---------------------------------------------------------------- MFX
qf("f-14", E, "What is the hold current of the MFX050 PTC fuse?", [MF], F.MF_050_HOLD)
qf(
    "f-15",
    M,
    "hold current of the mfx110 at 23c?",
    [MF],
    F.MF_110_HOLD,
    note="Row in the table continued on page 2.",
)
qf(
    "f-16",
    M,
    "What is the maximum voltage rating (V max.) of the MFX200?",
    [MF],
    F.MF_200_V,
    note="16 V for MFX200; the other models are 30 V.",
)
qf(
    "f-17",
    H,
    "What resistance range (R min. to R1 max.) does the MFX075 have?",
    [MF],
    F.MF_075_R,
    note="R min. 0.18 Ohm and R1 max. 0.72 Ohm mapped to on_resistance (doubtful mapping).",
)
# ---------------------------------------------------------------- PPM-200
qf("f-18", E, "what voltage range can the 12v ppm-200 run on?", [PP], F.PP_V12)
qf("f-19", E, "How much current does the PPM-200-06 draw?", [PP], F.PP_I06)
qf("f-20", E, "working temp range of the ppm-200 peristaltic pump?", [PP], F.PP_TEMP)
qf(
    "f-21",
    M,
    "List the working current of each PPM-200 version (-06, -12 and -24).",
    [PP],
    join(F.PP_I06, F.PP_I12, F.PP_I24),
    qtype="structured",
)
# ---------------------------------------------------------------- PHR55
qf(
    "f-22",
    M,
    "What are the rise and decay response times of the PHR5528?",
    [PH],
    F.PH_28_RT,
)
qf("f-23", E, "max power dissipation of a phr5506 ldr?", [PH], F.PH_06_P)
qf(
    "f-24",
    E,
    "What ambient temperature range are the PHR55 series cells rated for?",
    [PH],
    F.PH_TEMP,
    note="-30 to +70 C from the table; storage -40 to +85 C is a different row.",
)
# ---------------------------------------------------------------- LAX 20
qf(
    "f-25",
    E,
    "What current does the LAX 20.2 draw at maximum load on 12 V?",
    [LA],
    F.LA_I12_2,
)
qf("f-26", M, "lax 20.3 24v version, how many amps at full load?", [LA], F.LA_I24_3)
qf(
    "f-27",
    E,
    "What IP rating does the standard LAX 20 actuator have?",
    [LA],
    F.LA_IP,
    note="IP 54; IP 66 is option W.",
)
qf(
    "f-28",
    H,
    "What ambient temperature range does the weatherproof LAX 20 (option W) allow?",
    [LA],
    F.LA_TEMP_W,
    note="Option table on page 2 (-25..+50 C), not the standard -10..+50 C.",
)
qf(
    "f-29",
    H,
    "At 12 V and maximum load, how does the current of the LAX 20.1 compare with the LAX 20.3?",
    [LA],
    join(F.LA_I12_1, F.LA_I12_3),
    qtype="comparison",
    note="2.6 A vs 2.2 A; the 24 V row is a look-alike.",
)
# ---------------------------------------------------------------- FS-30
qf(
    "f-30",
    E,
    "What supply voltage does the FS-30-I (4-20 mA) anemometer need?",
    [FS],
    F.FS_I_V,
)
qf("f-31", E, "what supply range for the rs485 version of the fs-30?", [FS], F.FS_N_V)
qf("f-32", E, "What is the power consumption of the FS-30-I?", [FS], F.FS_I_P)
qf("f-33", E, "what baud rates does the fs-30-n modbus support?", [FS], F.FS_BAUD)
qf("f-34", E, "operating temp range of the fs-30 wind sensor?", [FS], F.FS_TEMP)

# ---------------------------------------------------------------- not in the sheets
unanswerable(
    "f-35",
    M,
    S,
    "What is the thermal time constant of the VTH6120 in still air?",
    [VT],
    "The sheet says the thermal time constant is not specified.",
    [F.VT_NO_TAU],
)
unanswerable(
    "f-36",
    E,
    S,
    "What HBM ESD rating does the HW61 series have?",
    [HW],
    "No ESD rating anywhere on the HW61 sheet.",
)
unanswerable(
    "f-37",
    H,
    S,
    "What 10/1000 \u00b5s surge current can the ZPA4U05 withstand?",
    [ZP],
    "Only 8/20 us ratings are given; IEC 61000-4-5 performance beyond Section 6 is not specified.",
    [F.ZP_NO_SURGE],
)
unanswerable(
    "f-38",
    M,
    S,
    "how many trip cycles can an mfx050 survive?",
    [MF],
    "Trip behaviour after more than 100 cycles is not specified; no cycle rating given.",
    [F.MF_NO_CYCLES],
)
unanswerable(
    "f-39",
    E,
    S,
    "What dosing accuracy does the PPM-200 pump have?",
    [PP],
    "FAQ: dosing accuracy is not specified.",
    [F.PP_NO_DOSE],
)
unanswerable(
    "f-40",
    M,
    S,
    "how accurate is a phr5528 as a lux meter?",
    [PH],
    "Notes: illuminance measurement accuracy in Lux is not specified.",
    [F.PH_NO_LUX],
)
unanswerable(
    "f-41",
    E,
    S,
    "What noise level does the LAX 20 make in operation?",
    [LA],
    "Notes: the noise level in operation is not specified.",
    [F.LA_NO_NOISE],
)
unanswerable(
    "f-42",
    E,
    S,
    "whats the distance constant / response time of the fs-30 cups?",
    [FS],
    "No response time or distance constant on the FS-30 sheet.",
)
