"""Factual questions of the ninety-second hold-out set (42: 34 with items, 8 whose
answer is not in the sheets)."""

from __future__ import annotations

import facts as F
from qkit import BA, KC, KT, LR, MM, QD, SV, TK, Fact, join, q, unanswerable

E, M, H = "easy", "medium", "hard"
N = iter(range(1, 100))


def fq(diff: str, text: str, devs: list[str], *facts: Fact, note: str = "") -> None:
    items, evidence = join(*facts)
    q(f"f-{next(N):02d}", diff, "simple", text, devs, items, evidence, note=note)


def ie(diff: str, text: str, devs: list[str], note: str, *facts: Fact) -> None:
    evidence = join(*facts)[1] if facts else []
    unanswerable(f"f-{next(N):02d}", diff, "simple", text, devs, note, evidence)


# ---------------------------------------------------------------- TKE-K14
fq(E, "What supply voltage range does the TKE-K14 board accept?", [TK], F.TK_VIN)
fq(
    M,
    "supply range for the tke-k14-3v version?",
    [TK],
    F.TK_VIN3,
    note="the TKE-K14 column (3.0-5.5 V) is the look-alike in the same row",
)
fq(
    E,
    "what temperature range can the tke-k14 measure with a k thermocouple?",
    [TK],
    F.TK_RANGE,
    note="the cold-junction range -40..+125 °C is the look-alike",
)
fq(
    M,
    "How accurate is the TKE-K14 for thermocouple temperatures between +700 and +1350 °C?",
    [TK],
    F.TK_ACC_HI,
    note="the row has no name of its own; the named row above is ±2 °C for -200..+700 °C",
)
fq(
    H,
    "What ambient temperature range is the TKE-K14 board itself rated for?",
    [TK],
    F.TK_TOP,
    note="only in the Questions section; -40..+125 °C is the converter die / cold-junction range",
)
fq(E, "max sck frequency on the tke-k14?", [TK], F.TK_SCK)
ie(
    E,
    "What is the longest thermocouple extension cable the TKE-K14 supports?",
    [TK],
    "no cable length is stated",
)
# ---------------------------------------------------------------- QD-4D56-TM
fq(E, "What is the recommended supply voltage of the QD-4D56-TM display module?", [QD], F.QD_VCC)
fq(
    M,
    "how much current does the blue qd-4d56-tm pull with all segments lit at full brightness?",
    [QD],
    F.QD_I_B,
    note="the unnamed -B row; the named row above is the red version (80 / 95 mA)",
)
fq(
    M,
    "What minimum input-high level do CLK and DIO of the QD-4D56-TM need when the module runs "
    "from 3.3 V?",
    [QD],
    F.QD_VIH33,
    note="3.5 V is the VCC = 5 V row",
)
fq(E, "absolute max vcc for the qd-4d56-tm?", [QD], F.QD_ABS)
ie(
    M,
    "Which I2C address does the QD-4D56-TM respond to?",
    [QD],
    "the sheet says the two-wire interface is not I2C and has no address; command bytes "
    "0x40 / 0xC0 / 0x88 are not addresses",
    F.QD_NOI2C,
)
# ---------------------------------------------------------------- KCY-LFP1A
fq(E, "What input voltage does the KCY-LFP1A charger accept?", [KC], F.KC_VIN)
fq(
    E,
    "what voltage does the kcy-lfp1a charge the cell up to?",
    [KC],
    F.KC_VOUT,
    note="3.85 V is the -P over-charge trip, 3.4 V the recharge threshold",
)
fq(
    M,
    "charge current of the kcy-lfp1a if i swap r_prog for a 2k resistor?",
    [KC],
    F.KC_R2K,
)
fq(
    M,
    "How much current does the KCY-LFP1A-P take from the cell when no input is connected?",
    [KC],
    F.KC_DRAIN_P,
    note="6 µA is the plain KCY-LFP1A",
)
fq(
    H,
    "What ambient temperature range is the KCY-LFP1A board rated for?",
    [KC],
    F.KC_TOP,
    note="0..+45 °C is the range in which charging is allowed (NTC), not the board rating",
)
ie(
    E,
    "How long is the safety charge timer of the KCY-LFP1A?",
    [KC],
    "no charge timer is mentioned; only a rough charge-time rule of thumb is given",
)
# ---------------------------------------------------------------- SVC-N21
fq(E, "What is the operating supply voltage range (VBAT) of the SVC-N21?", [SV], F.SV_VBAT)
fq(
    M,
    "svc-n21 absolute max on vbat?",
    [SV],
    F.SV_ABS,
    note="the limiting row sits directly under the operating row (4.2 V)",
)
fq(E, "psm current of the svc-n21?", [SV], F.SV_PSM)
fq(
    M,
    "What is the SVC-N21's average transmit current on band 20 at +23 dBm?",
    [SV],
    F.SV_TX20,
    note="band columns: B3 245 mA and B8 220 mA are the look-alikes",
)
fq(
    H,
    "What receiver sensitivity does the SVC-N21 reach with 128 repetitions?",
    [SV],
    F.SV_SENS128,
    note="unnamed second row; -114 dBm is without repetition",
)
fq(
    E,
    "default baud rate of the svc-n21 main uart?",
    [SV],
    F.SV_BAUD,
    note="921600 bps is the debug UART",
)
fq(
    M,
    "Over what temperature range does the SVC-N21 meet the 3GPP specifications?",
    [SV],
    F.SV_TOP,
    note="-40..+85 °C is extended operation where RF may deviate",
)
ie(
    E,
    "What is the SVC-N21's GSM transmit power?",
    [SV],
    "the module has no GSM / GPRS fallback",
    F.note(SV, 1, "There is no GSM / GPRS or LTE-M fallback."),
)
# ---------------------------------------------------------------- BAE-DS12
fq(E, "What supply voltage range does the BAE-DS12 need?", [BA], F.BA_VCC)
fq(
    M,
    "what output voltage does the bae-ds12 give in clean air?",
    [BA],
    F.BA_VO0,
    note="3.4 V is the saturated output swing",
)
fq(
    E,
    "What is the BAE-DS12's operating temperature range?",
    [BA],
    F.BA_TOP,
    note="-20..+80 °C is storage",
)
ie(
    E,
    "How long does the BAE-DS12 need to warm up before its readings are valid?",
    [BA],
    "the FAQ says no warm-up time is specified",
    F.BA_WARM,
)
# ---------------------------------------------------------------- LR-DMD2
fq(E, "motor voltage range for the lr-dmd2?", [LR], F.LR_VM)
fq(
    H,
    "how much current per channel can the lr-dmd2 give at 70c ambient?",
    [LR],
    F.LR_D70,
    F.LR_HEAD,
    note="derating row on page 2; 2.0 A is the 25 °C rating",
)
fq(M, "What is the current-sense scale factor of the LR-DMD2-C?", [LR], F.LR_SENSE)
fq(E, "min logic high for the lr-dmd2 inputs?", [LR], F.LR_VIH)
ie(
    E,
    "What is the output rise time of the LR-DMD2's H-bridges?",
    [LR],
    "no switching times are given",
)
# ---------------------------------------------------------------- MMS-MAG3
fq(
    M,
    "i2c address of the mms-mag3?",
    [MM],
    F.MM_ADDR,
    note="only in the wiring tip; the CHIP ID register reads 0xFF",
)
fq(
    M,
    "What is the full-scale field range of the MMS-MAG3H?",
    [MM],
    F.MM_RANGE_H,
    note="±8 gauss is the MMS-MAG3 column",
)
ie(
    H,
    "What heading accuracy does the MMS-MAG3 achieve as a compass?",
    [MM],
    "the sheet says it gives no heading accuracy figure",
    F.MM_HEAD,
)
# ---------------------------------------------------------------- KTV-12NC
fq(E, "ktv-12nc-g12 coil power in watts?", [KT], F.KT_PWR_G12)
fq(E, "coil resistance of the ktv-12nc-g14?", [KT], F.KT_R_G14)
fq(
    H,
    "How long does the KTV-12NC-G12 take to close?",
    [KT],
    F.KT_CLOSE_G12,
    note="only in the Notes; G14 closes in ≤ 30 ms",
)
ie(
    E,
    "What is the rated switching life (number of cycles) of the KTV-12NC?",
    [KT],
    "the catalogue says it gives no cycle life number",
    F.KT_LIFE,
)
