"""Factual questions of the sixty-eighth hold-out set (42: 34 with items, 8 whose
answer is not in the sheet)."""

from __future__ import annotations

import facts as F
from qkit import DL, GM, HW, LF, MK, NL, RS, ZV, Fact, join, q, unanswerable

E, M, H = "easy", "medium", "hard"
N = iter(range(1, 100))


def fq(diff: str, text: str, devs: list[str], *facts: Fact, note: str = "") -> None:
    items, evidence = join(*facts)
    q(f"f-{next(N):02d}", diff, "simple", text, devs, items, evidence, note=note)


def nq(diff: str, text: str, devs: list[str], note: str, *facts: Fact) -> None:
    evidence = join(*facts)[1] if facts else None
    unanswerable(f"f-{next(N):02d}", diff, "simple", text, devs, note, evidence)


# ---------------------------------------------------------------- HW-SV12
fq(E, "What is the rated coil voltage of the HW-SV12 solenoid valve?", [HW], F.HW_V)
fq(
    E,
    "whats the coil power of the hw-sv12-n15 (1/2 inch one)?",
    [HW],
    F.HW_P15,
    note="Hot coil power; the N08 column says 4.8 W.",
)
fq(E, "How much current does the HW-SV12-N08 coil draw at DC 12 V?", [HW], F.HW_I08)
fq(
    M,
    "coil resistance of the n08 version of the hw-sv12, in ohms?",
    [HW],
    F.HW_R08,
    note="30 Ohm for N08; 20 Ohm is the N15 column.",
)
fq(
    M,
    "What is the opening response time of the HW-SV12-N15?",
    [HW],
    F.HW_T15,
    note="Max 50 ms (close 150 ms); the test data (38 / 29 ms) are not guaranteed.",
)
fq(
    E,
    "ambient temp range for the hw-sv12 valve?",
    [HW],
    F.HW_TAMB,
    note="Ambient -5 ~ +50; fluid temp +1 ~ +80 is a different row.",
)
fq(E, "What IP rating does the HW-SV12 coil have?", [HW], F.HW_IP)

# ---------------------------------------------------------------- MKH2150
fq(
    E,
    "What motor supply voltage range (VM) is recommended for the MKH2150?",
    [MK],
    F.MK_VM,
    note="Operating ranges table, not the 18 V absolute maximum.",
)
fq(E, "whats the absolute max voltage on vm for the mkh2150?", [MK], F.MK_VMABS)
fq(
    E,
    "What is the maximum continuous output current of the MKH2150NG (SON8)?",
    [MK],
    F.MK_IO_NG,
    note="1.0 A for NG; 1.5 A is the FG row and 3.0 A the peak absolute maximum.",
)
fq(M, "peak output current of the mkh2150fg and for how long?", [MK], F.MK_PEAK)
fq(M, "What is the output ON-resistance (upper + lower) of the MKH2150?", [MK], F.MK_RON)
fq(E, "mkh2150 logic supply (vcc) range?", [MK], F.MK_VCC)
fq(
    E,
    "operating temperature range of the mkh2150?",
    [MK],
    F.MK_TOPR,
    note="Stated only as Topr in the absolute maximum ratings table.",
)

# ---------------------------------------------------------------- NLC-3310
fq(E, "What is the supply voltage range of the NLC-3310 colour sensor?", [NL], F.NL_VDD)
fq(
    E,
    "i2c address of the nlc-3311?",
    [NL],
    F.NL_ADDR1,
    note="0x29 for NLC-3311; 0x39 is the NLC-3310 column.",
)
fq(M, "What supply current does the NLC-3310 draw while integrating (active)?", [NL], F.NL_IDD)
fq(
    M,
    "What is the absolute maximum VDD of the NLC-3310?",
    [NL],
    F.NL_ABS,
    note="Limiting values on page 2; 3.6 V is the operating maximum.",
)
fq(
    E,
    "What operating temperature range does the NLC-3310 have?",
    [NL],
    F.NL_TOP,
    note="-40 ... +85 is storage.",
)

# ---------------------------------------------------------------- DLY-4S
fq(E, "continuous discharge current of the dly-4s60f bms?", [DL], F.DL_CONT60)
fq(
    E,
    "How much current does the DLY-4S40F draw from the pack when idle (static consumption)?",
    [DL],
    F.DL_STAT,
)
fq(E, "What is the working temperature range of the DLY-4S protection board?", [DL], F.DL_TOP)

# ---------------------------------------------------------------- ZV-I2S3
fq(E, "What supply voltage range does the ZV-I2S3 amplifier module accept on VIN?", [ZV], F.ZV_VIN)
fq(M, "quiescent current of the zv-i2s3 at 5v?", [ZV], F.ZV_IQ)

# ---------------------------------------------------------------- LF-210
fq(
    E,
    "What is the maximum switching current of the LF-210-SS float switch?",
    [LF],
    F.LF_SWI_SS,
    note="1.0 A switching; 2.0 A is carry current.",
)
fq(E, "max switching voltage of the lf-210-pp?", [LF], F.LF_SWV_PP)
fq(E, "What is the operating temperature range of the LF-210-SS in degrees C?", [LF], F.LF_TOP_SS)

# ---------------------------------------------------------------- GM-7X
fq(E, "what voltage can i feed the gm-7x gesture board with?", [GM], F.GM_VIN)
fq(E, "What is the I2C address of the GM-7X?", [GM], F.GM_ADDR)
fq(M, "At what distance range does the GM-7X detect hand gestures?", [GM], F.GM_RANGE)

# ---------------------------------------------------------------- RSR-DD
fq(E, "rated load current of the rsr-dd25?", [RS], F.RS_LI25, note="With a suitable heat sink.")
fq(
    M,
    "What control (input) voltage range does the RSR-DD solid-state relay accept?",
    [RS],
    F.RS_CTL,
)
fq(
    H,
    "What DC load voltage range is the RSR-DD40 specified for?",
    [RS],
    F.RS_LV40,
    note="5-100 V for DD40; DD10 / DD25 are 5-60 V; 120 V is the never-above limit.",
)
fq(
    H,
    "rsr-dd10 with no heatsink, how many amps can it switch?",
    [RS],
    F.RS_NOHS,
    note="Footnote (1): 4 A without heat sink for every version.",
)

# ---------------------------------------------------------------- not in the sheets (8)
nq(
    M,
    "What is the flow coefficient (Kv) of the HW-SV12-N15?",
    [HW],
    "No flow coefficient or flow rate is given.",
)
nq(
    H,
    "what's the thermal resistance junction-to-ambient of the mkh2150ng?",
    [MK],
    "Only power dissipation on a test board is given, no thermal resistance.",
    F.MK_PD,
)
nq(
    M,
    "What is the peak wavelength of the NLC-3310 red channel?",
    [NL],
    "No spectral data in the sheet.",
)
nq(
    E,
    "what's the low temperature charge cutoff of the dly-4s40f?",
    [DL],
    "The sheet says low temperature charge protection is not included.",
    F.note(DL, 2, "Low temperature charge protection is not included."),
)
nq(M, "What is the signal-to-noise ratio of the ZV-I2S3?", [ZV], "No SNR or noise figure given.")
nq(
    M,
    "how many switching cycles is the lf-210-pp reed switch good for?",
    [LF],
    "Life is not stated: 'depends on the load'.",
    F.LF_LIFE,
)
nq(E, "What IR LED wavelength does the GM-7X use?", [GM], "No wavelength given.")
nq(
    M,
    "What is the maximum PWM switching frequency of the RSR-DD25?",
    [RS],
    "Only turn-on / turn-off times are given, no PWM frequency.",
)
