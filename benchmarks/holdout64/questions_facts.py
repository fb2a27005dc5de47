"""Factual questions of the sixty-fourth hold-out set (42: 34 with items, 8 whose answer
is not in the sheet)."""

from __future__ import annotations

import facts as F
from qkit import FD, HS, KV, MZ, PX, RG, TP, VR, Fact, q, unanswerable

E, M, H = "easy", "medium", "hard"
N = iter(range(1, 100))


def fq(diff: str, text: str, devs: list[str], *facts: Fact, note: str = "") -> None:
    items: list = []
    evidence: list = []
    for fact_items, fact_evidence in facts:
        items += [i for i in fact_items if i not in items]
        evidence += [e for e in fact_evidence if e not in evidence]
    q(f"f-{next(N):02d}", diff, "simple", text, devs, items, evidence, note=note)


def ie(diff: str, text: str, devs: list[str], note: str, *facts: Fact) -> None:
    evidence = [e for _, fe in facts for e in fe]
    unanswerable(f"f-{next(N):02d}", diff, "simple", text, devs, note, evidence)


# ---------------------------------------------------------------- KV2562
fq(E, "What is the recommended VCC supply voltage range of the KV2562?", [KV], F.KV_VCC)
fq(
    E,
    "what's the max data rate of the kv2562-1?",
    ["KV2562-1"],
    F.KV_RATE1,
    note="Column per ordering code; not the 5 Mbps of the -5 versions.",
)
fq(
    M,
    "how much current does the kv2562 pull from vcc when the bus is dominant?",
    [KV],
    F.KV_DOM,
    note="Dominant row, not the recessive 5 / 10 mA row below it.",
)
fq(
    H,
    "KV2562-5 in standby mode (STB = VCC): typical and maximum supply current?",
    ["KV2562-5"],
    F.KV_STBY,
    note="Unit is uA in an otherwise mA block; footnote (2) excludes the KV2562V-5.",
)
fq(E, "What voltage can the CANH and CANL pins of the KV2562 withstand?", [KV], F.KV_BUS)
# ---------------------------------------------------------------- MZ1873
fq(E, "supply voltage range of the mz1873 hall latch?", [MZ], F.MZ_VDD)
fq(
    M,
    "How much current can the MZ1873 output sink in normal operation?",
    [MZ],
    F.MZ_SINK,
    note="Recommended 20 mA, not the 25 mA absolute maximum.",
)
fq(
    M,
    "mz1873 supply current at vdd = 5v, typ and max?",
    [MZ],
    F.MZ_IDD5,
    note="Columns are supply voltages; rows Typ. / Max.",
)
fq(H, "What is the supply current of the MZ1873 when it runs from 24 V?", [MZ], F.MZ_IDD24)
fq(E, "mz1873 output low voltage when sinking 20ma?", [MZ], F.MZ_VOL)
# ---------------------------------------------------------------- VR33-M2
fq(E, "what input voltage range does the vr33-m2 take?", [VR], F.VR_VIN)
fq(E, "What output voltage does the VR33-M2 module provide?", [VR], F.VR_VOUT)
fq(E, "How much continuous output current can the VR33-M2 deliver?", [VR], F.VR_IOUT)
fq(
    M,
    "vr33-m2 fed from 26v, how many amps can i take out continuously?",
    [VR],
    F.VR_IOUT24,
    note="Derating prose: above 24 V input, 1.5 A.",
)
fq(
    H,
    "What output current is the VR33-M2 rated for at +85 °C ambient?",
    [VR],
    F.VR_IOUT85,
)
# ---------------------------------------------------------------- PIXA
fq(E, "what supply voltage range does the pixa-12-60 strip allow?", ["PIXA-12-60"], F.PX_V12)
fq(
    M,
    "How much current per metre does the PIXA-5-144 draw at full white?",
    ["PIXA-5-144"],
    F.PX_I144,
)
fq(E, "What is the data rate of the PIXA strip's single-wire data input?", [PX], F.PX_RATE)
fq(E, "What IP rating does the PIXA-12-60W have?", ["PIXA-12-60W"], F.PX_IP)
fq(
    H,
    "What is the operating temperature range of the PIXA-5-144?",
    ["PIXA-5-144"],
    F.PX_T144,
    note="Column per order code: +45 °C for the 144 LED/m version, +50 °C for the others.",
)
fq(
    M,
    "min high level the pixa-12-60 data input needs?",
    ["PIXA-12-60"],
    F.PX_VIH12,
    note="Stated in prose for the 12 V versions; the table gives 0.7 VDD for the 5 V ones.",
)
# ---------------------------------------------------------------- TP-12
fq(E, "what voltage can the tp-12 pump run on?", [TP], F.TP_V)
fq(E, "How much current does the TP-12 draw while pumping?", [TP], F.TP_I)
# ---------------------------------------------------------------- HS-CSM2
fq(E, "What supply voltage does the HS-CSM2 soil sensor work from?", [HS], F.HS_V)
fq(
    M,
    "how much current does the hs-csm2 take at 5v?",
    [HS],
    F.HS_I5,
    F.HS_HEAD,
    note="Columns are supply voltages; 5.0 V column.",
)
fq(
    H,
    "At VCC = 3.3 V, what output voltage does the HS-CSM2 give in water and in dry air?",
    [HS],
    F.HS_OUT33,
    F.HS_HEAD,
)
fq(
    M,
    "operating temp range of the hs-csm2c cable version?",
    ["HS-CSM2C"],
    F.HS_TC,
    note="Environment table continued on page 2; -20 °C for the potted -C version, 0 °C for the bare board.",
)
# ---------------------------------------------------------------- RG-IR04
fq(E, "rg-ir04 working voltage?", [RG], F.RG_V)
fq(E, "What is the detection distance range of the RG-IR04A?", ["RG-IR04A"], F.RG_D)
fq(
    M,
    "What supply current does the RG-IR04 draw when no obstacle is in front of it?",
    [RG],
    F.RG_IDLE,
    note="Unnamed second row of the supply current (no obstacle), not 12 / 20 mA.",
)
# ---------------------------------------------------------------- FDT-C1602-IIC
fq(E, "default i2c address of the fdt-c1602-iic lcd?", [FD], F.FD_ADDR)
fq(E, "What is the supply voltage range of the FDT-C1602-IIC-B3?", [F.B3], F.FD_V3)
fq(
    M,
    "backlight current of the fdt-c1602-iic-y5?",
    [F.Y5],
    F.FD_LED_Y,
    note="Yellow-green versions 60 / 80 mA, blue versions 20 / 30 mA.",
)
fq(
    H,
    "What is the operating temperature range of the FDT-C1602-IIC-Y5W?",
    [F.Y5W],
    F.FD_TW,
)

# ---------------------------------------------------------------- not in the sheets (8)
ie(
    E,
    "What is the thermal shutdown temperature of the KV2562?",
    [KV],
    "No thermal shutdown is specified; only TJ abs max 165 °C and TA -40...125 °C.",
)
ie(
    H,
    "what's the operate point (BOP) of the mz1873-l at 125 c?",
    ["MZ1873-L"],
    "Magnetic characteristics are guaranteed at 25 °C only; only a typical drift is given.",
    F.MZ_BOP_NOTE,
)
ie(E, "What is the load regulation of the VR33-M2?", [VR], "Not specified.")
ie(
    E,
    "how many lumens per metre does the pixa-5-60 put out?",
    ["PIXA-5-60"],
    "No luminous flux given.",
)
ie(E, "how loud is the tp-12 pump in db?", [TP], "No noise level given.")
ie(
    M,
    "What is the accuracy of the HS-CSM2 in % volumetric water content?",
    [HS],
    "Only repeatability +/-3 % (relative scale); output not linear to VWC, user calibration.",
    F.HS_CAL,
)
ie(E, "What optical power does the RG-IR04's IR LED emit?", [RG], "Only wavelength 940 nm.")
ie(M, "what's the viewing angle of the fdt-c1602-iic?", [FD], "No viewing angle given.")
