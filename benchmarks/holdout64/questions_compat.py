"""Compatibility questions of the sixty-fourth hold-out set (28: 10 compatible, 9
incompatible, 9 insufficient_evidence, each of those with one required check the
sheets do not support)."""

from __future__ import annotations

import facts as F
from qkit import HS, KV, MZ, RG, TP, VR, Fact, join, q

E, M, H = "easy", "medium", "hard"
OK, NO, IE = "compatible", "incompatible", "insufficient_evidence"
N = iter(range(1, 100))


def cq(diff: str, verdict: str, text: str, devs: list[str], *facts: Fact, note: str = "") -> None:
    items, evidence = join(*facts) if facts else ([], [])
    if verdict == IE:
        items = []
    q(f"c-{next(N):02d}", diff, "compatibility", text, devs, items, evidence, verdict, note)


# ---------------------------------------------------------------- compatible (10)
cq(E, OK, "will my 5v arduino power the kv2562 from its 5v pin?", [KV], F.KV_VCC)
cq(
    M,
    OK,
    "Can a 3.3 V ESP32 GPIO drive the TXD input of a KV2562-5 powered at 5 V?",
    ["KV2562-5"],
    F.KV_VCC,
    F.KV_VIH,
    note="TXD only: VIH 2 V. (The RXD output is another matter.)",
)
cq(
    M,
    OK,
    "mz1873 on a 12v supply with OUT pulled up to 3v3 for an esp32, ok?",
    [MZ],
    F.MZ_VDD,
    F.MZ_PU,
    F.MZ_PU_NOTE,
)
cq(E, OK, "can i feed the vr33-m2 from a 12v lead acid battery?", [VR], F.VR_VIN)
cq(
    M,
    OK,
    "Can a VR33-M2 running from 9 V power an FDT-C1602-IIC-B3 with its backlight on?",
    [VR, F.B3],
    F.VR_VIN,
    F.VR_VOUT,
    F.VR_VOUT_TOL,
    F.VR_IOUT,
    F.FD_V3,
    F.FD_LED_B,
    note="3.3 V +/-2 % lies inside 3.0-3.6 V; about 32 mA max is far below 2 A.",
)
cq(
    M,
    OK,
    "3 m of pixa-12-60 on a 12v 5a psu fed from one end, will that work?",
    ["PIXA-12-60"],
    F.PX_V12,
    F.PX_I12,
    F.PX_FEED,
    F.PX_FEED_V,
    note="3 x 1.2 A = 3.6 A < 5 A; 5 m per feed point.",
)
cq(E, OK, "tp-12 from a 12v wall adapter, fine?", [TP], F.TP_V)
cq(
    E,
    OK,
    "hs-csm2 powered from a 5v arduino uno with AOUT into A0, ok?",
    [HS],
    F.HS_V,
    F.HS_OUT5,
    note="Output at most 2.50 V at 5 V supply.",
)
cq(
    M,
    OK,
    "RG-IR04 powered from the 3V3 pin of an ESP32, output straight into a GPIO: compatible?",
    [RG],
    F.RG_V,
    F.RG_OUT,
    note="Output high follows VCC = 3.3 V.",
)
cq(
    E,
    OK,
    "Can an FDT-C1602-IIC-B5 run on a 5 V Arduino Uno's I2C bus at 100 kHz?",
    [F.B5],
    F.FD_V5,
    F.FD_SCL,
)
# ---------------------------------------------------------------- incompatible (9)
cq(E, NO, "will the kv2562 run on 3v3?", [KV], F.KV_VCC)
cq(
    M,
    NO,
    "Can a KV2562-1 be used on a CAN FD bus with a 2 Mbps data phase?",
    ["KV2562-1"],
    F.KV_RATE1,
)
cq(
    M,
    NO,
    "can the mz1873 output sink 30ma to drive a small relay coil directly?",
    [MZ],
    F.MZ_SINK,
    note="20 mA recommended; even the 25 mA absolute maximum is below 30 mA.",
)
cq(E, NO, "vr33-m2 on a 36v ebike battery?", [VR], F.VR_VIN)
cq(
    H,
    NO,
    "PIXA-5-60 strip on 5 V, data driven straight from an ESP32 3.3 V GPIO (no level "
    "shifter): will the data input see a valid high?",
    ["PIXA-5-60"],
    F.PX_V5,
    F.PX_VIH5,
    F.PX_VDD5,
    note="VIH min 0.7 VDD = 3.5 V at 5 V > 3.3 V (the 2.6 V figure is for 12 V versions).",
)
cq(E, NO, "can i run the tp-12 on 24v?", [TP], F.TP_V, F.TP_24)
cq(
    M,
    NO,
    "TP-12 driven by a small motor driver rated 0.5 A per channel: enough?",
    [TP],
    F.TP_PEAK,
    F.TP_DRV,
)
cq(
    M,
    NO,
    "rg-ir04 powered at 5v with OUT wired straight to an esp32 gpio (3.3 V only), safe?",
    [RG],
    F.RG_V,
    F.RG_OUT,
)
cq(
    H,
    NO,
    "Can the bare HS-CSM2 board be used outdoors where it gets down to -10 °C?",
    [HS],
    F.HS_T,
    note="Bare HS-CSM2 0...+60 °C; only the HS-CSM2C goes to -20 °C.",
)
# ---------------------------------------------------------------- insufficient evidence (9)
cq(
    M,
    IE,
    "Is the KV2562 qualified (AEC-Q100) for use in a car's body electronics?",
    [KV],
    F.KV_TA,
    note="Temperature range fits, but no automotive qualification is stated.",
)
cq(
    H,
    IE,
    "mz1873-l at 125 c with a 4 mT magnet, will it still switch reliably?",
    ["MZ1873-L"],
    F.MZ_TOP,
    F.MZ_BOP_L,
    F.MZ_BOP_NOTE,
    note="4 mT > BOP max 3.0 mT at 25 °C, but BOP is guaranteed at 25 °C only.",
)
cq(
    E,
    IE,
    "can the vr33-m2 run at 4000 m altitude?",
    [VR],
    note="No altitude rating.",
)
cq(
    M,
    IE,
    "PIXA-12-60W mounted outdoors in full sun: will its silicone tube stay clear for 5 years?",
    ["PIXA-12-60W"],
    F.PX_IP,
    F.PX_IMM,
    note="Outdoor use stated, UV ageing not given.",
)
cq(
    E,
    IE,
    "can the tp-12n pump 30% hydrochloric acid?",
    ["TP-12N"],
    F.TP_OIL,
    note="Chemical resistance given only for oils and solvents.",
)
cq(
    M,
    IE,
    "HS-CSM2 in a hydroponic bed with high-EC nutrient solution: will the readings be "
    "usable without recalibration?",
    [HS],
    F.HS_SALT,
    F.HS_CAL,
    note="Salinity effect not compensated and not quantified.",
)
cq(
    E,
    IE,
    "will the rg-ir04 detect a glass window pane at 10 cm?",
    [RG],
    note="Only white paper, grey carton and black plastic are given.",
)
cq(
    E,
    IE,
    "is the fdt-c1602-iic-b5 readable in direct sunlight?",
    [F.B5],
    note="No transflective / sunlight readability data.",
)
cq(
    M,
    IE,
    "Can a KV2562-1 run a 500 m bus at 1 Mbps?",
    ["KV2562-1"],
    F.KV_RATE1,
    note="1 Mbps is the part's maximum, but no bus length / loop-delay budget for 500 m is given.",
)
