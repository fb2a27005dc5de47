"""Compatibility questions of the eighty-eighth hold-out set (28: 10 compatible, 9
incompatible, 9 insufficient_evidence, each of those with one required check the
sheets do not support)."""

from __future__ import annotations

import facts as F
from qkit import DZ, KS, LM, ML, QJ, TB, TG, XA, Fact, join, q

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
    "can i power the dz-hcho2 from the 5v pin of an arduino uno?",
    [DZ],
    F.DZ_VCC,
)
cq(
    M,
    OK,
    "Can the relay of a QJ-R315-12 switch an MLK-600 maglock, with both running from one "
    "regulated 12 V supply?",
    [QJ, ML],
    F.QJ_V12,
    F.QJ_CONTACT_DC,
    F.ML_V,
    F.ML_I600,
)
cq(
    M,
    OK,
    "qj-r315-12 relay switching a 230v 1500w kettle (resistive) - ok?",
    [QJ],
    F.QJ_CONTACT_AC,
    note="1500 W / 230 V = 6.5 A",
)
cq(E, OK, "Can the LMK-T232 be powered from a Raspberry Pi's 3.3 V pin?", [LM], F.LM_VCC)
cq(
    M,
    OK,
    "old pc com port swings +/-12v - is that ok on the rs232 side of the lmk-t232?",
    [LM],
    F.LM_RSIN,
    F.LM_12V,
)
cq(
    H,
    OK,
    "Can the KSA1247 run with AVDD and DVDD both on an ESP32's 3.3 V rail and SCLK at 4 MHz?",
    [KS],
    F.KS_AVDD,
    F.KS_DVDD,
    F.KS_SCLK5,
)
cq(
    E,
    OK,
    "tbz-2s20 on a 2s 18650 pack feeding a 15a motor continuously - ok?",
    [TB],
    F.TB_I20,
)
cq(
    M,
    OK,
    "Can the XA-3W2 be powered straight from a single Li-ion cell (3.0 - 4.2 V)?",
    [XA],
    F.XA_VDD,
    F.XA_LIION,
)
cq(
    M,
    OK,
    "tgs-12a on 12v, output pulled up to 3v3 into an esp32 gpio - will that work?",
    [TG],
    F.TG_VCC,
    F.TG_A_PULL,
)
cq(
    E,
    OK,
    "Is a regulated 12 V 1 A DC supply enough for one MLK-600?",
    [ML],
    F.ML_V,
    F.ML_I600,
    F.ML_SUPPLY,
    note="500 mA x 1.25 = 625 mA < 1 A",
)
# ---------------------------------------------------------------- incompatible (9)
cq(E, NO, "qj-r315-05 straight off a 3.7v li-ion cell?", [QJ], F.QJ_V05)
cq(
    M,
    NO,
    "Will the QJ-R315 learn my 433 MHz garage remote?",
    [QJ],
    F.QJ_FREQ,
    F.QJ_433,
)
cq(
    M,
    NO,
    "dz-hcho2 rx pin wired straight to a 5v arduino uno tx pin - ok?",
    [DZ],
    F.DZ_VIH,
    F.DZ_NOT5V,
)
cq(E, NO, "Can the TBZ-2S10 handle a 15 A continuous load?", [TB], F.TB_I10)
cq(
    M,
    NO,
    "can i charge my 2s pack through the tbz-2s straight from a 12v adapter?",
    [TB],
    F.TB_VCHG,
    F.TB_NOTCHG,
)
cq(
    H,
    NO,
    "Can the LMK-T232 carry a 460800 baud link to a lab instrument?",
    [LM],
    F.LM_RATE,
)
cq(
    M,
    NO,
    "xa-3w2 at full volume (2x3w into 4 ohm) powered from a laptop usb port (500ma)?",
    [XA],
    F.XA_IPEAK,
)
cq(
    H,
    NO,
    "TGS-12B powered from 12 V with its output wired straight to an ESP32 GPIO (3.3 V max) - "
    "is that safe?",
    [TG],
    F.TG_VCC,
    F.TG_B_PULL,
)
cq(
    M,
    NO,
    "Can the MLK-600S door-status contact switch a 12 V, 1 A siren directly?",
    [ML],
    F.ML_DSS,
)
# ---------------------------------------------------------------- insufficient evidence (9)
cq(
    M,
    IE,
    "Will the DZ-HCHO2 stay within its accuracy when 1 ppm of toluene is also in the air?",
    [DZ],
    note="the cross-sensitivity table lists ethanol, CO and methanol only",
)
cq(
    M,
    IE,
    "is the ksa1247 quiet enough to resolve 0.1 g on a 5 kg 2 mv/v load cell at 10 sps?",
    [KS],
    note="no noise figure in the sheet",
)
cq(
    H,
    IE,
    "Will a TBZ-2S20 ride through a 40 A motor start lasting 3 s without tripping?",
    [TB],
    F.TB_OCP20,
    note="trip point 35 ± 5 A, but no over-current delay is given",
)
cq(
    E,
    IE,
    "does the qj-r315-12 keep its learned remotes after a power cut?",
    [QJ],
    note="memory retention not stated",
)
cq(
    M,
    IE,
    "Does the LMK-T232 isolate my Arduino's ground from a PLC's RS-232 port?",
    [LM],
    note="isolation not stated",
)
cq(
    M,
    IE,
    "xa-3w2 loud enough for 90 db spl at 1 m with a 4 ohm 3 w speaker?",
    [XA],
    note="needs the speaker's sensitivity; not in the sheet",
)
cq(
    E,
    IE,
    "will the tgs-12 survive 50 g mechanical shock on a gearbox?",
    [TG],
    note="only vibration 20 g is given; no shock rating",
)
cq(
    E,
    IE,
    "Does the MLK-600 meet UL 294 as my fire inspector requires?",
    [ML],
    note="no listing or certification stated",
)
cq(
    H,
    IE,
    "Can a QJ-R315-12 switch an MLK-600 for 100 000 lock / unlock cycles?",
    [QJ, ML],
    note="contact rating fits 500 mA, but relay life is not given",
)
