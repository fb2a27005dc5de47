"""Factual questions of the hundred-and-sixth hold-out set (42: 34 with items, 8 whose
answer is not in the sheets)."""

from __future__ import annotations

import facts as F
from qkit import BN, DT, LM, MK, NR, PL, TW, XD, Fact, join, q, unanswerable

E, M, H = "easy", "medium", "hard"
N = iter(range(1, 100))


def fq(diff: str, text: str, devs: list[str], *facts: Fact, note: str = "") -> None:
    items, evidence = join(*facts)
    q(f"f-{next(N):02d}", diff, "simple", text, devs, items, evidence, note=note)


def ie(diff: str, text: str, devs: list[str], note: str, *facts: Fact) -> None:
    evidence = join(*facts)[1] if facts else []
    unanswerable(f"f-{next(N):02d}", diff, "simple", text, devs, note, evidence)


# ---------------------------------------------------------------- BNX-PO2
fq(
    M,
    "what i2c address does the bnx-po2 sit on?",
    [BN],
    F.BN_ADDR,
    note="7-bit 0x57; 0xAE / 0xAF are the 8-bit forms, PART_ID 0x15 is a register value",
)
fq(
    E,
    "What voltages does the bare BNX-PO2 need on its VDD and VLED pins?",
    [BN],
    F.BN_VDD,
    F.BN_VLED,
)
fq(
    H,
    "Over what ambient temperature range can the assembled BNX-PO2 module be used?",
    [BN],
    F.BN_TOP,
    note="-40 to +85 °C is the sensing IC's rating, not the module's",
)
fq(
    M,
    "shutdown current of the bnx-po2r measured at vin?",
    [BN],
    F.BN_SD_R,
    note="0.7 / 10 µA is the bare build's VDD figure (and the 'Highlights' value)",
)
# ---------------------------------------------------------------- PLR-4R05
fq(E, "What supply voltage does the PLR-4R05 relay board need on VCC?", [PL], F.PL_VCC)
fq(E, "how many ma does one relay coil pull on the plr-4r05?", [PL], F.PL_COIL_I)
fq(
    M,
    "With the PLR-4R05's TRIG jumper on H, at what input voltage does a relay pull in, and "
    "below what does it drop out?",
    [PL],
    F.PL_H_ON,
    F.PL_H_OFF,
    note="TRIG = L column (≤ 1.5 V / ≥ 3.8 V) is the look-alike",
)
fq(
    M,
    "How much current may the NC contact of a PLR-4R05 relay switch at 250 V AC?",
    [PL],
    F.PL_NC_AC,
    note="NO contact 10 A is the look-alike column",
)
fq(E, "plr-4r05 operating temp range?", [PL], F.PL_TOP)
# ---------------------------------------------------------------- DT8216
fq(E, "What is the operating voltage range of the DT8216?", [DT], F.DT_VDD)
fq(
    H,
    "How much operating current does the DT8216 take in low-power mode at VDD = 3 V?",
    [DT],
    F.DT_ILP3,
    note="the name 'Operating current, low-power mode' is split over the 3 V and 5 V rows; "
    "fast mode is 42 / 70 µA",
)
fq(E, "dt8216 absolute max supply voltage?", [DT], F.DT_ABS)
fq(
    M,
    "what's the dt8216 response time in fast mode vs low-power mode at 3v?",
    [DT],
    F.DT_TR,
    note="second row unnamed, in the table continued on page 2",
)
# ---------------------------------------------------------------- LMS5005
fq(
    M,
    "What is the dropout voltage of the LMS5005-33 at 500 mA?",
    [LM],
    F.LM_DO_33,
    note="version columns with typ / max sub-rows",
)
fq(M, "what input voltage range does the lms5005-50 need?", [LM], F.LM_VIN_50)
fq(
    H,
    "What is the no-load ground (quiescent) current of the LMS5005-33?",
    [LM],
    F.LM_IQ_33,
    note="the 55 µA in the feature list is the -18 / -25 typical",
)
fq(E, "What is the absolute maximum input voltage of the LMS5005?", [LM], F.LM_ABS)
fq(
    M,
    "What ambient temperature range is the LMS5005 rated to operate in?",
    [LM],
    F.LM_TA,
    note="-40 to +125 C is the junction range in the same list",
)
# ---------------------------------------------------------------- MKA-SM2
fq(E, "What supply voltage does the MKA-SM2 soil sensor accept?", [MK], F.MK_VCC)
fq(E, "how much current does the mka-sm2 draw?", [MK], F.MK_I)
fq(
    M,
    "what voltage does the mka-sm2 give out when it's in water and powered from 5v?",
    [MK],
    F.MK_WATER_5V,
    note="1.10 V is the 3.3 V column; 2.55 V is air",
)
fq(E, "What is the span of the MKA-SM2's analog output voltage?", [MK], F.MK_SPAN)
# ---------------------------------------------------------------- XD6612F
fq(E, "What motor supply (VM) range does the XD6612F accept?", [XD], F.XD_VM)
fq(E, "What logic supply voltage (VCC) does the XD6612F need?", [XD], F.XD_VCC)
fq(
    H,
    "What average current per channel can the XD6612F deliver at VM = 5 V with both channels "
    "driven?",
    [XD],
    F.XD_I_5V,
    note="1.0 A (recommended, VM ≥ 4.5 V) and 1.2 A (absolute maximum) are look-alikes; the "
    "one-channel row gives 1.0 A",
)
fq(M, "xd6612f peak output current?", [XD], F.XD_PEAK)
# ---------------------------------------------------------------- NRW-L62
fq(E, "What frequency band does the NRW-L62U cover?", [NR], F.NR_BAND_U)
fq(
    E,
    "What's the maximum TX power of the NRW-L62E?",
    [NR],
    F.NR_TXMAX_E,
    note="+14 dBm is the shipped default",
)
fq(
    H,
    "What receiver sensitivity does the NRW-L62 reach at SF10 with a 250 kHz bandwidth?",
    [NR],
    F.NR_SENS_SF10,
)
fq(E, "nrw-l62 supply voltage range?", [NR], F.NR_VDD)
fq(M, "what baud rate does the nrw-l62 uart default to?", [NR], F.NR_BAUD)
# ---------------------------------------------------------------- TWX-24A
fq(E, "What output data rates can the TWX-24A run at?", [TW], F.TW_ODR)
fq(
    H,
    "twx-24a channel a at gain 128 - what's the full-scale input range with avdd = 3.3v?",
    [TW],
    F.TW_FS_33,
)
fq(E, "twx-24a supply current when running and when powered down?", [TW], F.TW_I)

# ---------------------------------------------------------------- not in the sheets (8)
ie(
    E,
    "What is the SpO2 measurement accuracy of the BNX-PO2?",
    [BN],
    "the sheet says accuracy is not specified",
    F.BN_FAQ_ACC,
)
ie(E, "What IP rating does the MKA-SM2 have?", [MK], "no IP rating", F.MK_NOIP)
ie(
    E,
    "what's the electrical life of the plr-4r05 relays at rated load?",
    [PL],
    "only mechanical life is given",
    F.PL_LIFE,
)
ie(E, "What ESD rating do the DT8216 pins have?", [DT], "no ESD figure", F.DT_ESD)
ie(E, "how far can the nrw-l62 reach in km?", [NR], "no range figure", F.NR_RANGE)
ie(M, "What is the soft-start time of the LMS5005?", [LM], "not stated anywhere")
ie(
    M,
    "At what output current does the XD6612F's over-current protection trip?",
    [XD],
    "only thermal shutdown and low-voltage detection are listed",
    F.XD_FEAT_PROT,
)
ie(M, "What is the integral nonlinearity of the TWX-24A?", [TW], "no INL figure")
