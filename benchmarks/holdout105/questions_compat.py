"""Compatibility questions of the hundred-and-fifth hold-out set (28: 10 compatible, 9
incompatible, 9 insufficient_evidence, each of those with one required check the
sheets do not support)."""

from __future__ import annotations

import facts as F
from qkit import AQ, HL, KS, NX, QP, SD, TK, ZB, Fact, join, q

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
    "will the nex-10dof run off a 5v arduino uno and talk i2c to it without a level shifter?",
    [NX],
    F.NX_VIN,
    F.NX_5V,
)
cq(
    E,
    OK,
    "sdx-ls5 on a 5v arduino uno: 5v pin to 5v and spi straight to d10-d13, ok?",
    [SD],
    F.SD_V5,
    F.SD_VIH,
    F.SD_UNO,
)
cq(
    M,
    OK,
    "Can a Raspberry Pi Pico feed the SDX-LS5M from its 3.3 V output through the 3V3 pin and "
    "clock the SPI bus at 8 MHz?",
    [SD],
    F.SDM_V33,
    F.SDM_VIH,
    F.SDM_SPI,
)
cq(
    E,
    OK,
    "kis-rn393 powered from an esp32 3v3 pin with ao going into an adc input - fine?",
    [KS],
    F.KS_VCC,
    F.KS_AO33,
)
cq(
    M,
    OK,
    "Can a QPD3620-20 take its input from a 65 W USB-C laptop charger (20 V) and make 12 V for "
    "a router?",
    [QP],
    F.Q20_PDO,
    F.Q20_VIN,
    F.QP_VOUT,
)
cq(E, OK, "tkp-103f-s inside a drying oven that runs at 110c - ok?", [TK], F.TK_TOP_S)
cq(
    M,
    OK,
    "Can an AQ-DC1260 run from a 12 V lead-acid battery (12.0-12.8 V) with its speed set by a "
    "3.3 V ESP32 PWM pin at 5 kHz?",
    [AQ],
    F.AQ_V60,
    F.AQ_PWM,
    F.AQ_PWM_LVL,
    F.AQ_PWM_F,
)
cq(
    E,
    OK,
    "hlx2475 powered from a 5v arduino, output pulled up to 5v with a 10k resistor into a digital "
    "pin - will that work?",
    [HL],
    F.HL_VDD,
    F.HL_OUT,
    F.HL_VOL,
)
cq(
    M,
    OK,
    "Can a NEX-10DOF-L and a ZBM-3021 share one 3.3 V rail on an ESP32 board?",
    [NX, ZB],
    F.NX_VIN_L,
    F.ZB_VDD,
)
cq(
    H,
    OK,
    "Could the QPD3620's 5 V VCC pin also power an HLX2475 Hall latch on the same board?",
    [QP, HL],
    F.QP_VCC,
    F.QP_ICC,
    F.HL_VDD,
    F.HL_IDD,
    note="5 V within 2.5-24 V; 4.5 mA max IDD under the 20 mA spare of the VCC pin",
)
# ---------------------------------------------------------------- incompatible (9)
cq(
    E,
    NO,
    "can i plug the nex-10dof-l into the 5v pin of an arduino uno?",
    [NX],
    F.NX_VIN_L,
    F.NX_ABS_L,
    F.NX_L5V,
)
cq(
    E,
    NO,
    "Can the SDX-LS5 run from a single 1S Li-ion cell (3.0-4.2 V) wired to its 5V pin?",
    [SD],
    F.SD_V5,
)
cq(
    H,
    NO,
    "kis-rn393 straight off a 12v car battery? the lm393 is good to 36v right?",
    [KS],
    F.KS_VCC,
    F.KS_ABS,
    F.KS_LM,
)
cq(
    M,
    NO,
    "Can the QPD3620 take its input from a 24 V truck battery that sits at 28.8 V while charging?",
    [QP],
    F.QP_VIN,
    F.QP_ABS,
)
cq(E, NO, "tkp-103f-p in boiling water for a kettle controller (100c)?", [TK], F.TK_TOP_P)
cq(
    H,
    NO,
    "Will a 12 V 1 A wall adapter run the AQ-DC1240 pump?",
    [AQ],
    F.AQ_I40,
    F.AQ_PK40,
    F.AQ_SIZE,
    note="0.85 A rated fits 1 A, but the 2.5 A start-up peak and the sheet's 1.5 A minimum "
    "supply do not",
)
cq(
    M,
    NO,
    "zbm-3021 rx pad straight to a 5v arduino tx pin, no level shifter - ok?",
    [ZB],
    F.ZB_VDD,
    F.ZB_5V,
)
cq(
    M,
    NO,
    "Will a ZBM-3021PA keep running from two AA cells once they sag to 2.4 V?",
    [ZB],
    F.ZB_VDD_PA,
    note="the plain ZBM-3021 row goes down to 2.0 V",
)
cq(
    E,
    NO,
    "can the hlx2475 output sink a 40 ma led directly?",
    [HL],
    F.HL_IOUT,
)
# ---------------------------------------------------------------- insufficient evidence (9)
cq(
    M,
    IE,
    "Is the NEX-10DOF's magnetometer good enough for a compass with 1 degree heading accuracy?",
    [NX],
    note="heading accuracy is not specified (only a ±0.3 µT offset)",
)
cq(
    E,
    IE,
    "will a 128 gb sdxc card work in the sdx-ls5?",
    [SD],
    F.SD_32GB,
    note="tested up to 32 GB; larger cards 'often work, but we can't promise it'",
)
cq(
    M,
    IE,
    "Can the KIS-RN393 comparator board itself sit outdoors in the rain? What IP rating does it "
    "have?",
    [KS],
    note="no IP or enclosure rating for the board",
)
cq(
    H,
    IE,
    "QPD3620-20 with VOUT set to 12 V: can it run an AQ-DC1260 pump (1.6 A rated, 3.2 A at "
    "start-up)?",
    [QP, AQ],
    F.QP_VOUT,
    F.QP_ILIM,
    F.QP_RSENSE,
    note="the output current limit depends on the external sense resistor; no current rating",
)
cq(
    E,
    IE,
    "can the tkp-103f-s sit permanently submerged in my aquarium?",
    [TK],
    F.TK_IMM,
)
cq(
    E,
    IE,
    "Is the AQ-DC1260 certified safe for pumping drinking water (food-grade / NSF)?",
    [AQ],
    note="no material or drinking-water certification stated",
)
cq(
    M,
    IE,
    "zbm-3021 door sensor on a cr2032 - will it last 2 years?",
    [ZB],
    note="battery life depends on reporting interval; the sheet gives no life figure",
)
cq(
    M,
    IE,
    "Can I sell a product with the ZBM-3021PA in the US - is it FCC certified?",
    [ZB],
    F.ZB_FCC,
    note="FCC 'in progress (P)'",
)
cq(
    H,
    IE,
    "hlx2475 for bldc commutation at 30k rpm, needing about 5 khz switching - fast enough?",
    [HL],
    note="no maximum switching frequency or bandwidth; chopping frequency and rise time are not it",
)
