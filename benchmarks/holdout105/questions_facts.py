"""Factual questions of the hundred-and-fifth hold-out set (42: 34 with items, 8 whose
answer is not in the sheets)."""

from __future__ import annotations

import facts as F
from qkit import AQ, HL, KS, NX, QP, SD, TK, ZB, Fact, join, q, unanswerable

E, M, H = "easy", "medium", "hard"
N = iter(range(1, 100))


def fq(diff: str, text: str, devs: list[str], *facts: Fact, note: str = "") -> None:
    items, evidence = join(*facts)
    q(f"f-{next(N):02d}", diff, "simple", text, devs, items, evidence, note=note)


def ie(diff: str, text: str, devs: list[str], note: str, *facts: Fact) -> None:
    evidence = join(*facts)[1] if facts else []
    unanswerable(f"f-{next(N):02d}", diff, "simple", text, devs, note, evidence)


# ---------------------------------------------------------------- NEX-10DOF
fq(
    E,
    "What is the recommended VIN supply range of the NEX-10DOF breakout?",
    [NX],
    F.NX_VIN,
    note="the NEX-10DOF-L column (3.0 to 3.6 V) is the look-alike",
)
fq(
    M,
    "nex-10dof-l supply voltage range? the build without the regulator",
    [NX],
    F.NX_VIN_L,
    note="the NEX-10DOF column (3.6 to 5.5 V) sits beside it; the name is wrapped over two lines",
)
fq(
    M,
    "what i2c addresses can the barometer on the nex-10dof be at?",
    [NX],
    F.NX_ADDR_BARO,
    note="ID value 0x58 and ID register 0xD0 in the same row are not addresses",
)
fq(
    H,
    "how low does the nex-10dof-l get with the power led jumper cut and all sensors asleep?",
    [NX],
    F.NX_SLEEP_L,
    note="only in prose; the 0.12 mA table row is the NEX-10DOF with LDO and shifter powered",
)
ie(E, "What is the gyroscope noise density of the NEX-10DOF?", [NX], "no noise figure anywhere")
# ---------------------------------------------------------------- SDX-LS5
fq(E, "What supply voltage does the SDX-LS5 take on its 5V pin?", [SD], F.SD_V5)
fq(
    M,
    "sdx-ls5 fed through the 3v3 pin instead - what voltage range is ok there?",
    [SD],
    F.SD_V33,
    note="look-alike row of the 5V pin (4.5 / 5.0 / 5.5 V)",
)
fq(E, "how much current does the sdx-ls5 pull while writing to the card?", [SD], F.SD_IWR)
fq(
    M,
    "What input high and input low levels do the SDX-LS5's CS, SCK and MOSI inputs need?",
    [SD],
    F.SD_VIH,
    F.SD_VIL,
    note="symbol-only rows VIH / VIL with an empty parameter name",
)
ie(E, "what read speed in mb/s can i expect from the sdx-ls5?", [SD], "no transfer rate given")
# ---------------------------------------------------------------- KIS-RN393
fq(E, "kis-rn393 working voltage?", [KS], F.KS_VCC)
fq(
    M,
    "How much supply current does the KIS-RN393 draw with a dry plate when run from 3.3 V?",
    [KS],
    F.KS_I33,
    note="unnamed second row under the 5 V row (3.2 mA)",
)
fq(
    H,
    "What is the highest supply voltage the KIS-RN393 board can take?",
    [KS],
    F.KS_ABS,
    note="the LM393 chip's 36 V in the same limits table is not the board's rating",
)
fq(E, "does the kis-rn393 give an analog output, a digital one, or both?", [KS], F.KS_OUT)
ie(
    M,
    "At what rainfall rate (mm/h) does the KIS-RN393's DO output switch?",
    [KS],
    "the Q&A says no figure is given",
    F.KS_MMH,
)
# ---------------------------------------------------------------- QPD3620
fq(
    E,
    "What input voltage range does the QPD3620 accept in operation?",
    [QP],
    F.QP_VIN,
    note="28 V is the absolute maximum",
)
fq(M, "qpd3620 absolute max on vbus / vin?", [QP], F.QP_ABS)
fq(E, "What is the QPD3620's shutdown current?", [QP], F.QP_ISD)
fq(
    M,
    "What I2C address does the QPD3620 respond on?",
    [QP],
    F.QP_ADDR,
    note="DEVICE_ID reads 0x36 and REV 0x12; register addresses 0x00-0x05 are decoys",
)
fq(
    H,
    "Over what ambient temperature range is the QPD3620 specified to operate?",
    [QP],
    F.QP_TA,
    note="junction -40 to 150 °C and storage -65 to 150 °C are in the absolute maximum table",
)
ie(
    E,
    "What is the QPD3620's efficiency at 20 V in and 12 V / 3 A out?",
    [QP],
    "no efficiency figure or curve",
)
# ---------------------------------------------------------------- TKP-103F
fq(
    E,
    "What is the operating temperature range of the TKP-103F-S (silicone lead)?",
    [TK],
    F.TK_TOP_S,
)
fq(
    M,
    "tkp-103f-p max temp? the pvc lead one",
    [TK],
    F.TK_TOP_P,
    note="column per lead version; the -S reaches +125 °C",
)
fq(
    E,
    "What is the thermal time constant of the TKP-103F in still air?",
    [TK],
    F.TK_TAU,
    note="3 s is the stirred-water row",
)
fq(
    H,
    "how accurate is the tkp-103f in degrees c at 25c?",
    [TK],
    F.TK_ACC25,
    note="only the R-T table's temperature-tolerance column gives it; R25 ±1 % is a resistance",
)
ie(
    M,
    "What IP rating does the TKP-103F probe have?",
    [TK],
    "the notes say splash-proof and that no immersion rating is given",
    F.TK_IMM,
)
# ---------------------------------------------------------------- AQ-DC12
fq(
    E,
    "what current does the aq-dc1240 pump draw?",
    [AQ],
    F.AQ_I40,
    note="rated current; the 2.5 A start-up peak is in the electrical notes",
)
fq(
    E,
    "What operating voltage window does the AQ-DC1260 accept?",
    [AQ],
    F.AQ_V60,
    note="the AQ-DC1240 column reads 9 - 13.8 V",
)
fq(E, "What is the IP rating of the AQ-DC12 series pumps?", [AQ], F.AQ_IP)
fq(
    H,
    "What ambient temperature range is the AQ-DC1260 pump rated for?",
    [AQ],
    F.AQ_TAMB,
    note="the 60 °C liquid temperature row is the look-alike",
)
ie(
    E,
    "How much current does the AQ-DC1260 draw when stopped by a 0 % PWM duty?",
    [AQ],
    "no stand-by current given",
)
# ---------------------------------------------------------------- ZBM-3021
fq(E, "What supply voltage range does the ZBM-3021 module need?", [ZB], F.ZB_VDD)
fq(
    M,
    "zbm-3021pa supply voltage range? is it the same as the plain one?",
    [ZB],
    F.ZB_VDD_PA,
    note="unnamed second supply row, remark ZBM-3021PA",
)
fq(E, "deep sleep current of the zbm-3021?", [ZB], F.ZB_SLEEP)
fq(
    M,
    "What is the maximum TX output power of the ZBM-3021PA?",
    [ZB],
    F.ZB_TXP_PA,
    note="+17 dBm is the normal setting and the cap below VDD 3.0 V (footnote 1)",
)
fq(E, "How much current does the ZBM-3021PA draw when transmitting at +20 dBm?", [ZB], F.ZB_TX20)
ie(E, "zbm-3021 range in meters, line of sight?", [ZB], "the sheet specifies no range", F.ZB_RANGE)
# ---------------------------------------------------------------- HLX2475
fq(
    E,
    "What supply voltage range does the HLX2475 operate from?",
    [HL],
    F.HL_VDD,
    note="28 V is the absolute maximum",
)
fq(E, "what kind of output does the hlx2475 have?", [HL], F.HL_OUT)
fq(
    M,
    "What is the HLX2475's output low voltage when it sinks 20 mA?",
    [HL],
    F.HL_VOL,
    note="symbol-only row VOL",
)
fq(
    M,
    "how long after power-up is the hlx2475 output valid?",
    [HL],
    F.HL_TON,
    note="power-on time; rise / fall times and the 500 kHz chopping frequency are not it",
)
ie(E, "What ESD (HBM) rating does the HLX2475 have?", [HL], "no ESD rating given")
