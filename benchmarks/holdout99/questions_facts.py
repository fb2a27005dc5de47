"""Factual questions of the ninety-ninth hold-out set (42: 34 with items, 8 whose
answer is not in the sheets)."""

from __future__ import annotations

import facts as F
from qkit import AQ, BD, MR, NS, QM, RM, TS, WA, Fact, join, q, unanswerable

E, M, H = "easy", "medium", "hard"
N = iter(range(1, 100))


def fq(diff: str, text: str, devs: list[str], *facts: Fact, note: str = "") -> None:
    items, evidence = join(*facts)
    q(f"f-{next(N):02d}", diff, "simple", text, devs, items, evidence, note=note)


def ie(diff: str, text: str, devs: list[str], note: str, *facts: Fact) -> None:
    evidence = join(*facts)[1] if facts else []
    unanswerable(f"f-{next(N):02d}", diff, "simple", text, devs, note, evidence)


# ---------------------------------------------------------------- MRO-2R24
fq(
    E,
    "What control voltage range does the MRO-2R24 relay output module accept on its inputs?",
    [MR],
    F.MR_RANGE,
)
fq(E, "mro-2r24 contact rating, how many amps per contact?", [MR], F.MR_CONT)
fq(
    M,
    "What is the maximum current one MRO-2R24 contact can break at 48 V DC with a resistive load?",
    [MR],
    F.MR_DC48,
    note="6 A at 24 / 30 V DC in the same row and the 6 A limiting current are the look-alikes",
)
fq(
    H,
    "With both channels of the MRO-2R24 energised at 60 °C ambient, what continuous current "
    "may each contact carry?",
    [MR],
    F.MR_DER60,
    note="one channel energised: 5 A; 6 A limiting current up to 40 °C",
)
fq(
    M,
    "what voltage does the mro-2r24 input need to see before it counts as on?",
    [MR],
    F.MR_ON,
    note="the 0-signal threshold 7.2 V is the look-alike",
)
# ---------------------------------------------------------------- BDR3306
fq(
    E,
    "What input voltage range is the BDR3306 specified for?",
    [BD],
    F.BD_VIN,
    note="limiting value 6.5 V is not an operating condition",
)
fq(E, "bdr3306 output voltage tolerance? min and max", [BD], F.BD_VOUT)
fq(
    M,
    "What is the quiescent current of the BDR3306B?",
    [BD],
    F.BD_IQB,
    note="unnamed second row; the 22 uA of the BDR3306A is in the feature list",
)
fq(
    H,
    "high side switch on resistance of the bdr3306 when running from 3.6v in?",
    [BD],
    F.BD_RDS36,
    note="unnamed condition row under the 5.0 V row (0.28 / 0.40 ohm); low-side rows below",
)
fq(E, "What is the BDR3306's shutdown current?", [BD], F.BD_ISD)
# ---------------------------------------------------------------- QM6416
fq(E, "What supply voltage range does the QM6416 GPIO expander support?", [QM], F.QM_VCC)
fq(E, "which i2c addresses can the qm6416 use?", [QM], F.QM_ADDR)
fq(
    M,
    "how much current can one qm6416 pin sink?",
    [QM],
    F.QM_IOL,
    note="absolute maximum 50 mA per pin and 100 mA per port are the look-alikes",
)
fq(
    H,
    "What is the highest I2C clock the QM6416 supports when VCC is 1.8 V?",
    [QM],
    F.QM_F400,
    note="Fast-mode Plus 1 MHz only at VCC >= 2.3 V",
)
fq(
    H,
    "What is the maximum P-port low-level output voltage of the QM6416 at VCC = 3.0 V when a "
    "pin sinks 25 mA?",
    [QM],
    F.QM_VOL3,
    note="rows per VCC in one table; 4.5 V row 0.25 / 0.5 V",
)
# ---------------------------------------------------------------- RMW-CSM2
fq(E, "soil sensor rmw-csm2 supply voltage range?", [RM], F.RM_VCC)
fq(E, "What output voltage range does the RMW-CSM2 give on AOUT?", [RM], F.RM_AOUT)
fq(
    M,
    "How much current does the RMW-CSM2 draw at 5 V?",
    [RM],
    F.RM_I5,
    note="columns per supply voltage; 4.8 mA at 3.3 V",
)
fq(
    H,
    "what does the rmw-csm2 output read in dry air when powered at 5v?",
    [RM],
    F.RM_DRY5,
    note="2.2 V at 3.3 V; in water 1.25 V; bilingual names wrapped around the values",
)
# ---------------------------------------------------------------- AQM-OL091
fq(
    E,
    "what i2c address does the aqm-ol091 oled use?",
    [AQ],
    F.AQ_ADDR,
    note="0x78 / 0x7A in the tip are 8-bit write bytes, not addresses",
)
fq(
    E,
    "What supply voltage range does the AQM-OL091 module accept on VCC?",
    [AQ],
    F.AQ_VCC,
    note="controller VDD 1.65-3.5 V (on-board LDO) and limit 6.0 V are look-alikes",
)
fq(
    M,
    "What is the maximum current of the blue AQM-OL091-B with all pixels on?",
    [AQ],
    F.AQ_IB,
    note="white version 24 mA in the column beside it",
)
# ---------------------------------------------------------------- WA12-25P
fq(E, "What is the operating voltage range of the WA12-25P fan?", [WA], F.WA_VOP)
fq(
    E,
    "how much current does the wa12-25p-h pull at full speed?",
    [WA],
    F.WA_IH,
    note="-L column 0.10 A; start-up peak 0.45 A",
)
fq(
    M,
    "What are the low and high input levels of the WA12-25P PWM control pin?",
    [WA],
    F.WA_VIL,
    F.WA_VIH,
)
fq(
    M,
    "What is the absolute maximum supply voltage of the WA12-25P?",
    [WA],
    F.WA_ABS,
    note="only in the notes; 13.2 V is the operating maximum",
)
# ---------------------------------------------------------------- NS-PIR20
fq(E, "What supply voltage range does the NS-PIR20 need?", [NS], F.NS_VCC)
fq(E, "ns-pir20 idle current draw?", [NS], F.NS_IQ)
fq(M, "How much current can the NS-PIR20 output transistor sink?", [NS], F.NS_IOUT)
fq(
    M,
    "whats the detection range of the ns-pir20m mini lens version?",
    [NS],
    F.NS_RANGE_M,
    note="standard lens 3-7 m in the column beside it",
)
# ---------------------------------------------------------------- TSA2190
fq(
    E,
    "What common-mode input voltage range does the TSA2190 support?",
    [TS],
    F.TS_VCM,
    note="absolute maximum -0.3 to 28 V is the look-alike",
)
fq(E, "tsa2190 supply voltage range?", [TS], F.TS_VS)
fq(M, "What package is the TSA2190A4 in?", [TS], F.TS_PKG_A4)
fq(
    H,
    "What is the TSA2190's maximum quiescent current over the full temperature range?",
    [TS],
    F.TS_IQT,
    note="unnamed row under the 25 °C row (195 / 260 uA)",
)
# ---------------------------------------------------------------- not in the sheets (8)
ie(E, "What is the coil resistance of the MRO-2R24 relays?", [MR], "no coil data in the sheet")
ie(E, "bdr3306 output ripple in mv?", [BD], "no ripple figure; only an efficiency table")
ie(
    E,
    "What is the QM6416's CDM ESD rating?",
    [QM],
    "only the HBM rating is given",
    F.QM_ESD,
)
ie(
    M,
    "how many years will the rmw-csm2 last in the garden?",
    [RM],
    "the FAQ says there is no lifetime figure",
    F.RM_LIFE,
)
ie(E, "What is the AQM-OL091's operating humidity range?", [AQ], "no humidity data")
ie(
    M,
    "How loud is the WA12-25P-H at 50 % PWM duty?",
    [WA],
    "noise only at full speed (31.5 dB(A))",
    F.WA_NOISE,
)
ie(E, "what wavelength does the ns-pir20 respond to?", [NS], "no optical data")
ie(
    M,
    "What is the junction-to-ambient thermal resistance of the TSA2190 in SC70-6?",
    [TS],
    "no thermal resistance in the sheet",
)
