"""Factual questions of the hundred-and-twelfth hold-out set (42: 34 with items, 8 whose
answer is not in the sheets)."""

from __future__ import annotations

import facts as F
from qkit import EC, HK, KR, MD, NX, PX, RH, SL, Fact, join, q, unanswerable

E, M, H = "easy", "medium", "hard"
N = iter(range(1, 100))


def fq(diff: str, text: str, devs: list[str], *facts: Fact, note: str = "") -> None:
    items, evidence = join(*facts)
    q(f"f-{next(N):02d}", diff, "simple", text, devs, items, evidence, note=note)


def ie(diff: str, text: str, devs: list[str], note: str, *facts: Fact) -> None:
    evidence = join(*facts)[1] if facts else []
    unanswerable(f"f-{next(N):02d}", diff, "simple", text, devs, note, evidence)


# ---------------------------------------------------------------- PXE2317
fq(
    E,
    "What supply voltage range is the PXE2317 specified to run from?",
    [PX],
    F.PX_VDD,
    note="abs max 6.5 V is the look-alike",
)
fq(
    M,
    "what i2c addresses can a pxe2317 sit on?",
    [PX],
    F.PX_ADDR,
    note="control bytes 0x40 ... 0x4F and register addresses 0x00 ... 0x14 are decoys",
)
fq(
    M,
    "max i2c clock for the pxe2317 when it runs at 3.3v?",
    [PX],
    F.PX_SCL_27,
    note="100 kHz (1.8-5.5 V) and 1.7 MHz (4.5-5.5 V) rows are look-alikes",
)
fq(
    H,
    "How much current can the PXE2317 source in total, summed over all its output pins?",
    [PX],
    F.PX_TOT,
    note="25 mA is per pin; 150 mA out of VSS is the sink total",
)
fq(
    M,
    "standby current of the pxe2317-e at 125c?",
    ["PXE2317-E"],
    F.PX_IDDS_E,
    note="unnamed row under the 1 µA (≤ 85 °C) standby row",
)
ie(E, "What HBM ESD rating do the PXE2317's pins have?", [PX], "no ESD rating in the sheet")
# ---------------------------------------------------------------- KR2112
fq(
    E,
    "What input voltage range is recommended for the KR2112 regulators?",
    [KR],
    F.KR_VIN,
    note="6.5 V is the absolute maximum",
)
fq(
    M,
    "What is the dropout voltage of the KR2112-33 at 600 mA, typical and maximum?",
    ["KR2112-33"],
    F.KR_DO_33,
    note="typ. row at 600 mA has no parameter name; -18 / -25 columns are look-alikes",
)
fq(E, "kr2112 quiescent current?", [KR], F.KR_IQ, note="shutdown 0.01 / 1 µA is the look-alike")
fq(M, "dropout of the kr2112-18 at 300ma?", ["KR2112-18"], F.KR_DO_18)
ie(
    H,
    "What is the dropout voltage of the KR2112-12 at 600 mA?",
    ["KR2112-12"],
    "the sheet says the 1.2 V version has no specified dropout",
    F.KR_DO_12,
)
# ---------------------------------------------------------------- RHS-31
fq(
    E,
    "What supply voltage range does the RHS-31 accept?",
    [RH],
    F.RH_VDD,
    note="abs max 6 V on page 2",
)
fq(E, "i2c address of the rhs-31?", [RH], F.RH_ADDR, note="command codes 0x2C06 ... are decoys")
fq(
    M,
    "How long does one RHS-31 measurement take in high repeatability mode?",
    [RH],
    F.RH_T_HIGH,
)
fq(
    E,
    "How accurate is the RHS-31's temperature reading between 0 and 65 °C?",
    [RH],
    F.RH_T_ACC,
    note="±0.4 °C over -40 ... 125 °C and the repeatability row are look-alikes",
)
fq(
    H,
    "What average current does the RHS-31 draw when it makes one low-repeatability measurement "
    "per second?",
    [RH],
    F.RH_AVG_LOW,
    note="one table row carries time typ / max and current; 600 / 1500 µA is while measuring",
)
ie(E, "What is the long-term humidity drift of the RHS-31 per year?", [RH], "no drift figure")
# ---------------------------------------------------------------- MDX8833
fq(E, "motor supply range of the mdx8833?", [MD], F.MD_VM, note="abs max 11.8 V on page 1")
fq(
    M,
    "How much continuous RMS current can each H-bridge of the MDX8833FTG deliver?",
    ["MDX8833FTG"],
    F.MD_I_FTG,
    note="1.5 A is the PWR package; FTG is the unnamed row below it",
)
fq(E, "mdx8833 sleep current?", [MD], F.MD_SLEEP)
fq(
    H,
    "If I parallel both bridges of an MDX8833PWR, how much current can one motor get?",
    ["MDX8833PWR"],
    F.MD_PAR,
    note="only in Notes on Use",
)
ie(
    M,
    "What is the junction-to-ambient thermal resistance of the MDX8833PWR?",
    ["MDX8833PWR"],
    "only PD 2.7 W on a four-layer board; no thermal resistance",
)
# ---------------------------------------------------------------- SLD7219
fq(E, "sld7219 supply voltage range?", [SL], F.SL_VCC, note="limiting value 6 V is the decoy")
fq(E, "What is the maximum serial clock frequency of the SLD7219?", [SL], F.SL_CLK)
fq(
    M,
    "What operating temperature range does the SLD7219CW cover?",
    ["SLD7219CW"],
    F.SL_TOP_CW,
    note="SLD7219EW -40 ... +85 °C is the look-alike",
)
fq(
    E,
    "how much supply current does the sld7219 pull with every segment lit at 40 ma?",
    [SL],
    F.SL_ICC,
)
ie(
    M,
    "What I2C address does the SLD7219 use?",
    [SL],
    "3-wire serial interface (DIN, CLK, LOAD/CS); no I2C; register codes 0xX0 ... are not "
    "addresses",
)
# ---------------------------------------------------------------- NXA1115
fq(
    E,
    "What supply voltage range does the NXA1115 accept?",
    [NX],
    F.NX_VDD,
    note="abs max 7 V and SDA/SCL 5.5 V are look-alikes",
)
fq(E, "nxa1115 i2c addresses?", [NX], F.NX_ADDR, note="pointer codes and general call 0x00 decoys")
fq(M, "What is the LSB size of the NXA1115 on the ±4.096 V range?", [NX], F.NX_LSB_4096)
fq(
    M,
    "fastest i2c clock the nxa1115 can take?",
    [NX],
    F.NX_I2C,
    note="only in the description prose",
)
ie(
    E,
    "What is the differential input impedance of the NXA1115 on the ±2.048 V range?",
    [NX],
    "no input impedance in the sheet",
)
# ---------------------------------------------------------------- HKR-S1
fq(E, "hkr-s1 contact rating?", [HK], F.HK_NO, note="NC 5 A / 3 A and inductive 3 A look-alikes")
fq(
    M,
    "What is the coil resistance of the 5 V HKR-S1 with the sensitive (L) coil?",
    ["HKR-S1-L"],
    F.HK_COIL5_L,
    note="55 Ω is the standard (S) coil in the same row",
)
fq(
    H,
    "What current may an HKR-S1 contact switch on an inductive 250 VAC load?",
    [HK],
    F.HK_IND,
    note="only in the Notes; the 10 A rows are resistive",
)
fq(E, "hkr-s1 operating temp range?", [HK], F.HK_TOP)
ie(E, "What is the coil inductance of the HKR-S1-05VDC?", [HK], "no coil inductance given")
# ---------------------------------------------------------------- ECH-R40
fq(E, "ech-r40 supply voltage?", [EC], F.EC_VCC, note="6 V in Limits is the never-exceed value")
fq(E, "how much current does the ech-r40 draw while ranging?", [EC], F.EC_I)
fq(E, "What distance range can the ECH-R40 measure?", [EC], F.EC_RANGE)
fq(M, "ech-r40 operating temp range?", [EC], F.EC_TOP, note="only in the FAQ")
ie(
    H,
    "What is the measuring accuracy of the ECH-R40?",
    [EC],
    "only a 0.3 cm resolution is given; resolution is not accuracy",
    F.EC_RES,
)
