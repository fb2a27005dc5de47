"""Factual questions of the hundred-and-seventh hold-out set (42: 34 with items, 8 whose
answer is not in the sheets)."""

from __future__ import annotations

import facts as F
from qkit import BK, BZ, HS, KQ, OL, PI, QL, VM, Fact, join, q, unanswerable

E, M, H = "easy", "medium", "hard"
N = iter(range(1, 100))


def fq(diff: str, text: str, devs: list[str], *facts: Fact, note: str = "") -> None:
    items, evidence = join(*facts)
    q(f"f-{next(N):02d}", diff, "simple", text, devs, items, evidence, note=note)


def ie(diff: str, text: str, devs: list[str], note: str, *facts: Fact) -> None:
    evidence = join(*facts)[1] if facts else []
    unanswerable(f"f-{next(N):02d}", diff, "simple", text, devs, note, evidence)


# ---------------------------------------------------------------- QLA7702
fq(
    E,
    "What supply voltage range is recommended for the QLA7702?",
    [QL],
    F.QL_VDD,
    note="the absolute maximum row 'Supply voltage VDD 0 4.0 V' is the look-alike",
)
fq(
    M,
    "what i2c address does the qla7702 use, and can i change it?",
    [QL],
    F.QL_ADDR,
    note="fixed 0x10; 0x20 / 0x21 are the 8-bit write / read bytes, the ID register 0xC481 a decoy",
)
fq(E, "qla7702 shutdown current?", [QL], F.QL_SD)
fq(
    H,
    "With gain x1 and 100 ms integration time, how many lux is one count of the QLA7702?",
    [QL],
    F.QL_RES,
    note="Table 1; Table 2 of the same shape lists maximum illuminance (4404 lx in that cell)",
)
fq(
    H,
    "what's the brightest light the qla7702 can read at gain 1 and it = 100 ms before it saturates?",
    [QL],
    F.QL_MAXLX,
    note="Table 2, not Table 1 (0.0672 lx/count) and not the 140 000 lx of the feature list",
)
fq(
    M,
    "How much current does the QLA7702 draw in power saving mode 4?",
    [QL],
    F.QL_PSM4,
    note="typ.-only PSM table; 45 uA active and 0.5 uA shut down are the look-alikes",
)
# ---------------------------------------------------------------- KQ341
fq(
    E,
    "What supply voltage range does the KQ341 accept when running at 5 V (V3 not tied to VCC)?",
    [KQ],
    F.KQ_V5,
)
fq(
    M,
    "kq341 on 3.3v - what vcc range, and what do i do with the v3 pin?",
    [KQ],
    F.KQ_V33,
    F.KQ_V3PIN,
    note="stacked 5 V / 3.3 V values in one cell",
)
fq(E, "max baud rate of the kq341?", [KQ], F.KQ_BAUD)
fq(
    H,
    "What ambient temperature range is the KQ341 rated to operate in when powered from 3.3 V?",
    [KQ],
    F.KQ_TA33,
    note="-40 to 85 °C is the VCC = 5 V row of the same table; the storage row is -55 to 125 °C",
)
fq(E, "How much current does the KQ341 draw in USB suspend at VCC = 5 V?", [KQ], F.KQ_SLP5)
# ---------------------------------------------------------------- CJR-BK3
fq(E, "What input voltage range does the adjustable CJR-BK3 accept?", [BK], F.BK_VIN)
fq(
    M,
    "how much current can the cjr-bk3 give continuously, without a heatsink?",
    [BK],
    F.BK_IOUT,
    note="3 A is the peak (< 10 s) row; the title says 3 A",
)
fq(
    E,
    "What is the output voltage tolerance of the fixed CJR-BK3-5?",
    ["CJR-BK3-5"],
    F.BK_VOUT5,
)
fq(
    H,
    "cjr-bk3 at 24v in, 5v out, no heatsink - how many amps continuous?",
    [BK],
    F.BK_I24,
    note="column per input voltage; 2 A is the general continuous row",
)
# ---------------------------------------------------------------- WDK-PIR05
fq(
    E,
    "What supply voltage does the standard WDK-PIR05 need?",
    [PI],
    F.PI_VIN,
    note="the WDK-PIR05L column (3.0 - 3.6 V) is the look-alike",
)
fq(E, "how long does the wdk-pir05 need to settle after power up?", [PI], F.PI_WARM)
fq(
    M,
    "What is the working temperature range of the WDK-PIR05?",
    [PI],
    F.PI_TOP,
    note="stated only in prose under the specification table",
)
# ---------------------------------------------------------------- CHP-OLED96
fq(
    M,
    "What supply voltage can the CHP-OLED96 module's VCC pin take?",
    [OL],
    F.OL_VCC,
    note="controller VDD 1.65-3.5 V and panel 7-15 V rows are decoys",
)
fq(
    E,
    "chp-oled96-i i2c addresses?",
    ["CHP-OLED96-I"],
    F.OL_ADDR,
    note="0x78 / 0x7A are 8-bit pad labels",
)
fq(E, "How much current does the CHP-OLED96 draw with all pixels lit?", [OL], F.OL_I_ALL)
fq(
    E,
    "what's the sleep current of the chp-oled96 board with the display off?",
    [OL],
    F.OL_SLEEP,
)
# ---------------------------------------------------------------- VIM3219
fq(
    H,
    "What bus voltage can the VIM3219 actually sense on its inputs?",
    [VM],
    F.VM_BUS,
    F.VM_BUS26,
    note="BRNG 16 / 32 V are register full-scale settings; the input itself is 0 to 26 V",
)
fq(
    M,
    "What is the largest shunt voltage full-scale range of the VIM3219?",
    [VM],
    F.VM_SHUNT,
)
fq(E, "vim3219 power-down current?", [VM], F.VM_PD)
fq(
    M,
    "What I2C address does the VIM3219 have with A0 and A1 both tied to GND?",
    [VM],
    F.VM_ADDR00,
)
fq(
    H,
    "What is the current measurement error of the VIM3219B over temperature?",
    ["VIM3219B"],
    F.VM_ERR_B,
    note="grade column groups; ±1 % is the VIM3219A",
)
fq(
    M,
    "vim3219 bus voltage lsb?",
    [VM],
    F.VM_BUSLSB,
    note="the shunt voltage LSB 10 uV is the look-alike",
)
# ---------------------------------------------------------------- TQB-1295A
fq(
    E,
    "What operating voltage range does the TQB-1295A-05 buzzer accept?",
    ["TQB-1295A-05"],
    F.BZ_V05,
)
fq(E, "tqb-1295a-05 current draw?", ["TQB-1295A-05"], F.BZ_I05)
fq(
    M,
    "What is the operating temperature range of the TQB-1295A?",
    [BZ],
    F.BZ_TOP,
    note="+85 / -40 °C are reliability test conditions; storage is -30 ~ +80 °C",
)
# ---------------------------------------------------------------- RHS-712
fq(
    E,
    "What is the sensitivity of the RHS-712-20A?",
    ["RHS-712-20A"],
    F.HS_SENS20,
    note="columns per version; 185 / 66 mV/A are the 05B / 30A",
)
fq(E, "rhs-712 supply voltage range?", [HS], F.HS_VCC)
fq(
    M,
    "What output voltage does the RHS-712 give at zero current with a 5 V supply?",
    [HS],
    F.HS_ZERO,
)
# ---------------------------------------------------------------- not in the sheets (8)
ie(
    M,
    "What is the peak spectral sensitivity wavelength of the QLA7702?",
    [QL],
    "only 'human-eye-like spectral response' is stated; no wavelength",
)
ie(
    E,
    "how big is the kq341's receive buffer in bytes?",
    [KQ],
    "buffers are named without a size",
    F.KQ_BUF,
)
ie(E, "What is the load regulation of the CJR-BK3?", [BK], "not stated")
ie(
    E,
    "What IP rating does the WDK-PIR05 have?",
    [PI],
    "the FAQ only says it is not waterproof",
    F.PI_WATER,
)
ie(E, "contrast ratio of the chp-oled96?", [OL], "not stated; only brightness and viewing angle")
ie(E, "What is the common-mode rejection ratio of the VIM3219?", [VM], "not stated")
ie(
    E,
    "tqb-1295a ip rating?",
    [BZ],
    "the notes only say the sound hole is not sealed",
    F.BZ_WASH,
)
ie(
    M,
    "What is the nonlinearity of the RHS-712 output?",
    [HS],
    "not stated; the ±1.5 % total output error is a different specification",
)
