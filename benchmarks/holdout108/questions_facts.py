"""Factual questions of the hundred-and-eighth hold-out set (42: 34 with items, 8 whose
answer is not in the sheets)."""

from __future__ import annotations

import facts as F
from qkit import GJ, HR, KR, NL, PD, TF, TM, WT, Fact, join, q, unanswerable

E, M, H = "easy", "medium", "hard"
N = iter(range(1, 100))


def fq(diff: str, text: str, devs: list[str], *facts: Fact, note: str = "") -> None:
    items, evidence = join(*facts)
    q(f"f-{next(N):02d}", diff, "simple", text, devs, items, evidence, note=note)


def ie(diff: str, text: str, devs: list[str], note: str, *facts: Fact) -> None:
    evidence = join(*facts)[1] if facts else []
    unanswerable(f"f-{next(N):02d}", diff, "simple", text, devs, note, evidence)


# ---------------------------------------------------------------- WTR-2401
fq(
    E,
    "What supply voltage range does the WTR-2401 (PCB antenna version) need?",
    [WT],
    F.WT_VCC,
    note="the WTR-2401PA column says 2.0~3.6 V",
)
fq(
    M,
    "what vcc range does the wtr-2401pa want?",
    ["WTR-2401PA"],
    F.WT_PA_VCC,
    note="1.9 V is the plain WTR-2401's minimum",
)
fq(E, "how many ma does the wtr-2401 pull transmitting at -12 dbm?", [WT], F.WT_TX12)
fq(
    M,
    "What is the absolute maximum voltage allowed on the WTR-2401's signal pins?",
    [WT],
    F.WT_VI,
    note="VCC's own absolute maximum is 3.9 V",
)
fq(
    H,
    "What receive sensitivity does the WTR-2401PA reach at 250 kbps air data rate?",
    ["WTR-2401PA"],
    F.WT_PA_SENS,
    note="unnamed continuation rows; -94 dBm is the plain WTR-2401",
)
# ---------------------------------------------------------------- HRT3240
fq(E, "What is the VCC supply voltage range of the HRT3240 RTC?", [HR], F.HR_VCC)
fq(E, "hrt3240 i2c address?", [HR], F.HR_ADDR)
fq(
    M,
    "How much current does the HRT3240 take from its backup battery at VBAT = 3.0 V?",
    [HR],
    F.HR_IBAT,
)
fq(
    H,
    "What frequency stability does the HRT3240I hold between -40 °C and 0 °C?",
    ["HRT3240I"],
    F.HR_ACC_I,
    note="the ±2 ppm row is 0 to +40 °C only",
)
fq(
    M,
    "how accurate is the hrt3240c between 40 and 70 c, in ppm?",
    ["HRT3240C"],
    F.HR_ACC_C,
)
# ---------------------------------------------------------------- KR-2R5
fq(E, "What supply voltage does the KR-2R5 relay module need on VCC?", [KR], F.KR_VCC)
fq(E, "coil current per relay on the kr-2r5?", [KR], F.KR_COIL, note="30 mA is the KR-2R5-M")
fq(
    M,
    "what dc load can one kr-2r5-m relay switch?",
    ["KR-2R5-M"],
    F.KR_M_DC,
    note="10 A 30 V DC is the KR-2R5 column",
)
fq(
    E,
    "What AC current and voltage can one KR-2R5 relay contact switch?",
    [KR],
    F.KR_AC,
    note="the relay body marking 10A 125VAC is not the module rating",
)
fq(
    H,
    "max current i can switch with a kr-2r5 relay if the load is a pump motor?",
    [KR],
    F.KR_IND,
    note="inductive-load limit only in the prose under the contact table",
)
# ---------------------------------------------------------------- GJ7112
fq(E, "What supply voltage range does the GJ7112 run from?", [GJ], F.GJ_VDD)
fq(E, "gj7112 output data rates?", [GJ], F.GJ_RATE)
fq(
    M,
    "What differential input range does the GJ7112 have at gain 128 with AVDD = 5 V?",
    [GJ],
    F.GJ_FS,
)
fq(E, "what resolution is the gj7112 adc?", [GJ], F.GJ_RES)
# ---------------------------------------------------------------- PDA3570
fq(E, "What supply voltage range does the PDA3570 amplifier operate from?", [PD], F.PD_VDD)
fq(E, "pda3570 absolute max on vdd?", [PD], F.PD_ABS)
fq(E, "What is the quiescent current of the PDA3570?", [PD], F.PD_IQ)
fq(
    M,
    "what input high level do the pda3570's bclk / lrclk / din pins need?",
    [PD],
    F.PD_VIH,
    note="symbol-only row VIH",
)
# ---------------------------------------------------------------- TMD6621FNG
fq(
    M,
    "What motor supply voltage range (VM) is the TMD6621FNG specified to operate at?",
    [TM],
    F.TM_VM,
    note="15 V is the absolute maximum, not the operating range",
)
fq(E, "tmd6621fng abs max vm?", [TM], F.TM_VM_ABS)
fq(
    E,
    "What is the TMD6621FNG's absolute maximum average output current per channel?",
    [TM],
    F.TM_IOUT,
)
fq(
    H,
    "What peak current can one TMD6621FNG channel take in a single 10 ms pulse?",
    [TM],
    F.TM_PEAK,
    note="2 A is the 20 ms continuous-pulse row",
)
fq(M, "what logic supply (vcc) range does the tmd6621fng take?", [TM], F.TM_VCC)
# ---------------------------------------------------------------- NLN-HS2
fq(E, "What supply voltage does the NLN-HS2 soil moisture sensor accept?", [NL], F.NL_VCC)
fq(
    M,
    "nln-hs2 at 5v: what output voltage range do i get from water to dry air?",
    [NL],
    F.NL_AOUT5,
    note="per-supply columns; 0.95-2.20 V is the 3.3 V column",
)
fq(E, "how much current does the nln-hs2 draw at 3.3v?", [NL], F.NL_I33)
# ---------------------------------------------------------------- TF-9G
fq(E, "What is the operating voltage range of the TF-9G micro servo?", [TF], F.TF_VCC)
fq(
    M,
    "stall current of the tf-9mg at 6v?",
    ["TF-9MG"],
    F.TF_MG_STALL6,
    note="four columns: model x test voltage",
)
fq(E, "what temperature range can the tf-9g operate in?", [TF], F.TF_TOP)

# ------------------------------------------------------- not in the sheets (8)
ie(E, "What is the antenna gain of the WTR-2401's PCB antenna?", [WT], "no antenna gain given")
ie(E, "what's the esd rating (hbm) of the hrt3240?", [HR], "no ESD rating given")
ie(
    E,
    "How many switching operations are the KR-2R5 relays rated for at full load?",
    [KR],
    "no electrical or mechanical life given",
)
ie(M, "What is the integral nonlinearity of the GJ7112?", [GJ], "no INL / linearity given")
ie(E, "pda3570 signal to noise ratio?", [PD], "no SNR given")
ie(
    M,
    "What is the junction-to-ambient thermal resistance of the TMD6621FNG?",
    [TM],
    "only power dissipation 0.78 / 1.36 W is given, no thermal resistance",
)
ie(
    E,
    "what's the ip rating of the nln-hs2?",
    [NL],
    "the FAQ says no ingress protection rating is given",
    F.NL_IP,
)
ie(
    E,
    "How much holding torque does the TF-9G have when it is not powered?",
    [TF],
    "only stall torque under power is given",
)
