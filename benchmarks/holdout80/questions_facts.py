"""Factual questions of the eightieth hold-out set (42: 34 with items, 8 whose
answer is not in the sheets)."""

from __future__ import annotations

import facts as F
from qkit import AC, CP, EP, LX, SH, TK, TR, XN, Fact, join, q, unanswerable

E, M, H = "easy", "medium", "hard"
N = iter(range(1, 100))


def fq(diff: str, text: str, devs: list[str], *facts: Fact, note: str = "") -> None:
    items, evidence = join(*facts)
    q(f"f-{next(N):02d}", diff, "simple", text, devs, items, evidence, note=note)


def ie(diff: str, text: str, devs: list[str], note: str, *facts: Fact) -> None:
    evidence = join(*facts)[1] if facts else []
    unanswerable(f"f-{next(N):02d}", diff, "simple", text, devs, note, evidence)


# ---------------------------------------------------------------- ACM-20
fq(
    E,
    "What supply voltage does the ACM-20 (the 5 V board) need?",
    [AC],
    F.AC_VCC,
    note="ACM-20L column 3.0 - 3.6 V is the look-alike",
)
fq(
    M,
    "what's the sensitivity of the acm-20l in mv/a?",
    [AC],
    F.AC_SENS_L,
    note="100 mV/A is the ACM-20 column; 96 mV/A in prose is the ACM-20 at 4.8 V",
)
fq(E, "acm-20 current measuring range?", [AC], F.AC_RANGE)
fq(
    H,
    "What is the ACM-20's total output error over the full -40 to +85 °C range?",
    [AC],
    F.AC_ERRT,
    note="the named row is the 25 °C error ±1.5 %; the ±4.0 % row below it has no name",
)
fq(E, "What is the absolute maximum VCC of the ACM-20 board?", [AC], F.AC_ABS)
# ---------------------------------------------------------------- TKB-31
fq(E, "tkb-31 supply voltage range?", [TK], F.TK_VIN)
fq(
    M,
    "What temperature range can the TKB-31J measure?",
    [TK],
    F.TK_RANGE_J,
    note="TKB-31K column -200 ... +1350 °C is the look-alike",
)
fq(
    M,
    "What ambient temperature range is the TKB-31 board rated to operate in?",
    [TK],
    F.TK_TA,
    note="-40 ... +125 °C is the cold-junction temperature range",
)
fq(E, "max sck frequency for the tkb-31?", [TK], F.TK_SCK)
# ---------------------------------------------------------------- XN-LFP1
fq(E, "At what voltage does the XN-LFP1 end the charge?", [XN], F.XN_VOUT)
fq(E, "xn-lfp1 input voltage range?", [XN], F.XN_VIN)
fq(
    M,
    "What is the highest input voltage the XN-LFP1 can take without damage?",
    [XN],
    F.XN_VLIM,
    note="6.5 V is where charging stops; the limit is 8 V",
)
fq(
    M,
    "how much current can the load draw from out+/out- on the xn-lfp1p?",
    [XN],
    F.XN_LOAD,
    note="1 A is the charging current, 3 A the over-current trip",
)
# ---------------------------------------------------------------- CPB-1205
fq(
    E,
    "What is the operating voltage range of the CPB-1205 buzzer?",
    [CP],
    F.CP_VOP,
    note="the series table also lists CPB-1203 (2 ~ 4) and CPB-1212 (8 ~ 16)",
)
fq(
    M,
    "how much current does the cpb-1205 typically draw at 5v?",
    [CP],
    F.CP_I5,
    note="30 mA is the maximum at rated voltage; 18 mA is the typical value",
)
fq(
    M,
    "What operating temperature range does the CPB-1205 have?",
    [CP],
    F.CP_TOP,
    note="the revision history still names the old -20~70 °C",
)
fq(E, "cpb-1205 absolute max voltage?", [CP], F.CP_ABS)
# ---------------------------------------------------------------- EPX2060
fq(E, "What supply voltage range does the EPX2060 need?", [EP], F.EP_VDD)
fq(
    M,
    "what i2c address does the epx2060 use?",
    [EP],
    F.EP_ADDR,
    note="0x52 is the 8-bit write byte, 0xEE the model ID register value",
)
fq(
    H,
    "What is the longest distance the EPX2060 can measure?",
    [EP],
    F.EP_RANGE_LR,
    note="long-range mode, white target, dark; default mode reaches 1.2 m",
)
fq(
    H,
    "What minimum high-level input voltage does the EPX2060 need on SCL/SDA in its 2.8 V I/O mode?",
    [EP],
    F.EP_VIH28,
    note="symbol-only row; 1.26 V is the 1.8 V mode column",
)
fq(
    E,
    "epx2060 average current while ranging?",
    [EP],
    F.EP_IRNG,
    note="40 mA is the peak current row",
)
# ---------------------------------------------------------------- TRM-24
fq(
    E,
    "What is the maximum TX output power of the TRM-24PA?",
    [TR],
    F.TR_TX_PA,
    note="0 dBm is the TRM-24 column",
)
fq(
    M,
    "trm-24 rx sensitivity at 2 mbps?",
    [TR],
    F.TR_S2M,
    note="-94 dBm is 250 kbps, -92 dBm is the TRM-24PA at 2 Mbps",
)
fq(E, "What supply voltage range does the TRM-24 accept?", [TR], F.TR_VDD)
fq(
    M,
    "how much current does the trm-24pa pull when transmitting?",
    [TR],
    F.TR_ITX_PA,
    note="11.3 mA is the TRM-24 column",
)
# ---------------------------------------------------------------- SHD2204
fq(
    E,
    "What motor supply voltage range does the SHD2204 support?",
    [SH],
    F.SH_VM,
    note="18 V is the absolute maximum",
)
fq(
    M,
    "continuous current per bridge for the shd2204-s?",
    [SH],
    F.SH_IOUT_S,
    note="1.2 A is the SHD2204-H row; the second row's name is 'per bridge'",
)
fq(
    H,
    "What is the SHD2204's total output on-resistance (high + low side) at VM = 12 V?",
    [SH],
    F.SH_RDS12,
    note="column groups VM = 5 V / VM = 12 V; 0.65 / 0.85 Ohm is 5 V",
)
fq(
    M,
    "What high and low input levels do the SHD2204's logic inputs need?",
    [SH],
    F.SH_VIH,
    F.SH_VIL,
    note="symbol-only rows VIH / VIL",
)
# ---------------------------------------------------------------- LXS3021
fq(
    E,
    "lxs3021 i2c addresses?",
    [LX],
    F.LX_ADDR,
    note="0x46 / 0x47 and 0xB8 / 0xB9 are bytes with the R/W bit",
)
fq(
    E,
    "What is the recommended supply voltage range of the LXS3021?",
    [LX],
    F.LX_VCC,
    note="4.5 V is the absolute maximum",
)
fq(
    H,
    "What is the highest illuminance the LXS3021 can measure?",
    [LX],
    F.LX_RANGE_MAX,
    note="65535 lx with the default MTreg; 100000 lx only in the measurement-range prose",
)
fq(M, "How long does one H-resolution measurement take on the LXS3021?", [LX], F.LX_TH)
# ---------------------------------------------------------------- not in the sheets (8)
ie(
    E,
    "What is the IP rating of the ACM-20 board?",
    [AC],
    "no IP rating; the FAQ only says it is not waterproof",
    F.AC_DRY,
)
ie(
    E,
    "what's the cold-junction compensation accuracy of the tkb-31?",
    [TK],
    "only the thermocouple accuracy per range is given",
)
ie(
    M,
    "At what charge current does the XN-LFP1 terminate the charge?",
    [XN],
    "termination current is not stated (only the 3.6 V cut-off and the 3.4 V recharge)",
)
ie(E, "How many hours of life is the CPB-1205 rated for?", [CP], "no life or MTBF figure")
ie(
    M,
    "What is the EPX2060's maximum range outdoors in direct sunlight?",
    [EP],
    "ranging table covers dark and indoor 200 lx only",
)
ie(
    E,
    "what range in metres does the trm-24pa reach?",
    [TR],
    "the sheet states no guaranteed range",
    F.TR_RANGE,
)
ie(
    E,
    "At what current does the SHD2204's over-current protection trip?",
    [SH],
    "over-current protection is named without a threshold",
    F.SH_OCP,
)
ie(E, "lxs3021 viewing angle?", [LX], "no angular response or field of view is given")
