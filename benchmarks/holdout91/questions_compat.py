"""Compatibility questions of the ninety-first hold-out set (28: 10 compatible, 9
incompatible, 9 insufficient_evidence, each of those with one required check the
sheets do not support)."""

from __future__ import annotations

import facts as F
from qkit import AD, AG, HC, KD, NX, RV, SV, XZ, Fact, join, q

E, M, H = "easy", "medium", "hard"
OK, NO, IE = "compatible", "incompatible", "insufficient_evidence"
N = iter(range(1, 100))


def cq(diff: str, verdict: str, text: str, devs: list[str], *facts: Fact, note: str = "") -> None:
    items, evidence = join(*facts) if facts else ([], [])
    if verdict == IE:
        items = []
    q(f"c-{next(N):02d}", diff, "compatibility", text, devs, items, evidence, verdict, note)


# ---------------------------------------------------------------- compatible (10)
cq(
    E,
    OK,
    "will the xz-oled96 run straight off the 5v pin of my arduino uno?",
    [XZ],
    F.XZ_VCC,
)
cq(
    E,
    OK,
    "can i power the hcs-20a-3 from the 3.3v pin of an esp32?",
    [HC],
    F.HC_V3,
)
cq(
    M,
    OK,
    "can a kdb-2405 on my 24v printer psu run a raspberry pi that needs 5v 3a?",
    [KD],
    F.KD_VIN,
    F.KD_VOUT,
    F.KD_IOUT,
)
cq(
    M,
    OK,
    "Can the standard ADB-8S12 be powered from a Raspberry Pi's 3.3 V pin and clocked at 1 MHz?",
    [AD],
    F.AD_VDD,
    F.AD_SPI27,
    F.AD_PI,
    note="1 MHz is the limit stated at 2.7 V, so it holds at 3.3 V too; the FAQ says so",
)
cq(
    E,
    OK,
    "rvf-30a on a 3s lipo, ok?",
    [RV],
    F.RV_VIN,
)
cq(
    M,
    OK,
    "Can an ESP32 GPIO (3.3 V) drive the RVF-30A's throttle input directly?",
    [RV],
    F.RV_VIH,
)
cq(
    M,
    OK,
    "xz-oled96 and svd-16e on the same i2c bus, will the addresses clash?",
    [XZ, SV],
    F.XZ_ADDR,
    F.SV_ADDR,
    note="0x3C / 0x3D vs the SVD-16E's 0x40 (jumpers open)",
)
cq(
    E,
    OK,
    "Can I run the AGS-RS2-W from the 24 V supply in my PLC cabinet?",
    [AG],
    F.AG_VW,
)
cq(
    H,
    OK,
    "Can a KDB-2405 feed the servo rail (V+) of an SVD-16E with 4 A in a cabinet that "
    "reaches 60 °C?",
    [KD, SV],
    F.KD_VOUT,
    F.KD_I60,
    F.SV_VP,
    note="derated 4.2 A at 60 °C; 5.0 V inside the SVD-16E's 4.8 ... 6.0 V",
)
cq(
    E,
    OK,
    "hcs-20a to measure a 15a dc motor?",
    [HC],
    F.HC_RANGE,
)
# ---------------------------------------------------------------- incompatible (9)
cq(
    E,
    NO,
    "can i power the ags-rs2-l from the 3v3 pin of an esp32?",
    [AG],
    F.AG_VL,
    F.AG_3V3,
)
cq(
    E,
    NO,
    "Can the NX-M10G run directly from a single Li-ion cell (4.2 V when full)?",
    [NX],
    F.NX_VCC,
    F.NX_ABS,
)
cq(
    M,
    NO,
    "can i wire a 5v arduino uno tx pin straight to the nx-m10g rxd?",
    [NX],
    F.NX_RXD,
)
cq(
    M,
    NO,
    "Will the ADB-8S12-R work from a Raspberry Pi's 3.3 V pin?",
    [AD],
    F.AD_VDD_R,
    F.AD_PI_R,
)
cq(
    M,
    NO,
    "rvf-30a with a 4s lipo?",
    [RV],
    F.RV_VIN,
    F.RV_4S,
)
cq(
    H,
    NO,
    "Can a KDB-2405 deliver 5 A continuously inside an enclosure at 70 °C ambient?",
    [KD],
    F.KD_I70,
    note="derating table: 3.5 A at 70 °C",
)
cq(
    M,
    NO,
    "hcs-20a-5 powered from 5v, output straight into an esp32 adc pin?",
    [HC],
    F.HC_SWING5,
    F.HC_ESP,
)
cq(
    M,
    NO,
    "Can I feed the V+ rail of a standard SVD-16E from a 2S LiPo (8.4 V) for high-voltage servos?",
    [SV],
    F.SV_VP,
    F.SV_ABS_VP,
)
cq(
    H,
    NO,
    "my soil freezes down to -35c in winter; can the ags-rs2 stay buried and keep logging?",
    [AG],
    F.AG_TOP,
    note="the soil range -40 ~ +80 °C covers it, the transmitter working range -30 ~ +70 °C "
    "does not",
)
# ---------------------------------------------------------------- insufficient evidence (9)
cq(
    M,
    IE,
    "Will the AGS-RS2-W on a 24 V supply survive 2 kV surges picked up by a long field cable?",
    [AG],
    F.AG_VW,
    note="no surge immunity is given",
)
cq(
    M,
    IE,
    "svd-16e on a 5 m i2c cable from an esp32 at 400 khz, will it work?",
    [SV],
    F.SV_VCC,
    note="no bus capacitance or cable length is given",
)
cq(
    E,
    IE,
    "Is the KDB-2405 certified to EN 55032 Class B for use in my product?",
    [KD],
    note="no EMC statement",
)
cq(
    M,
    IE,
    "can the nx-m10g give me 2 cm rtk accuracy for my lawn robot?",
    [NX],
    note="only 1.5 m CEP is given; RTK is not mentioned",
)
cq(
    H,
    IE,
    "Will the ADB-8S12-R read within 1 mV over -40 to 85 °C without any calibration?",
    [AD],
    F.AD_VDD_R,
    note="reference drift over temperature is not given",
)
cq(
    E,
    IE,
    "can the rvf-30a run a motor pulling 25a on 3s in a 45c summer heat?",
    [RV],
    F.RV_CUR,
    F.RV_VIN,
    note="no operating temperature is given",
)
cq(
    E,
    IE,
    "Is the XZ-OLED96 readable in direct sunlight?",
    [XZ],
    note="brightness is given, sunlight readability is not",
)
cq(
    E,
    IE,
    "Is the HCS-20A UL-recognised for use inside a mains appliance?",
    [HC],
    note="no safety approvals are stated",
)
cq(
    H,
    IE,
    "Will the RVF-30A's motor switching disturb the NX-M10G's fix if the two sit 3 cm apart "
    "on my drone?",
    [RV, NX],
    note="neither sheet states emissions or a required spacing",
)
