"""Compatibility questions of the fifty-ninth hold-out set (28: 10 compatible, 9
incompatible, 9 insufficient_evidence, each of those with one required check the
sheets do not support)."""

from __future__ import annotations

import facts as F
from qkit import AX, ES, FT, JG, KO, KT, UV, Fact, join, q

E, M, H = "easy", "medium", "hard"
OK, NO, IE = "compatible", "incompatible", "insufficient_evidence"
N = iter(range(1, 100))


def cq(diff: str, verdict: str, text: str, devs: list[str], *facts: Fact, note: str = "") -> None:
    items, evidence = join(*facts) if facts else ([], [])
    if verdict == IE:
        items = []
    q(f"c-{next(N):02d}", diff, "compatibility", text, devs, items, evidence, verdict, note)


# ---------------------------------------------------------------- compatible (10)
cq(E, OK, "will my 5v arduino power the kt1w-20 directly?", [KT], F.KT_VDD)
cq(
    M,
    OK,
    "Can the ESR 2435-50 run from a 12 V lead-acid battery and supply a 1.5 A load?",
    ["ESR 2435-50"],
    F.ES_VIN,
    F.ES_V50,
    F.ES_IOUT,
    F.ES_HEAD,
)
cq(E, OK, "can i run the uvi-3d off an esp32 3v3 pin?", ["UVI-3D"], F.UV_VCC)
cq(
    M,
    OK,
    "my adc reads 0-3.3v. can the uvi-3a output go straight into it without a divider?",
    ["UVI-3A"],
    F.UV_AMAX,
)
cq(
    M,
    OK,
    "Can an ESR 2435-33 supply the KOD-096S OLED module?",
    ["ESR 2435-33", "KOD-096S"],
    F.ES_V33,
    F.ES_IOUT,
    F.KO_VCC,
    F.KO_ION_S,
)
cq(
    M,
    OK,
    "ftx-2 with the jumper on 3v3 - can its vcc pin run a kod-096i oled?",
    [FT, "KOD-096I"],
    F.FT_VCC3,
    F.FT_IVCC3,
    F.KO_VCC,
    F.KO_ION_I,
)
cq(
    M,
    OK,
    "Is the JGB-E12 encoder output safe for a 3.3 V ESP32 if I power the encoder board from the 3V3 pin?",
    [JG],
    F.JG_EVCC,
    F.JG_VOH,
)
cq(E, OK, "can i power the sr-tm3-485 from a 12v supply?", ["SR-TM3-485"], F.SR_V485)
cq(
    H,
    OK,
    "AXL2410 with AVDD = 5 V: can the on-chip VBG regulator excite a 350 ohm load cell at its 4.3 V?",
    [AX],
    F.AX_AVDD,
    F.AX_VBG,
    F.AX_VBG_I,
    F.AX_VBG_NOTE,
    note="4.3 V / 350 Ohm = 12.3 mA, below the 25 mA maximum; AVDD 5 V above the 4.8 V the VBG needs",
)
cq(
    M,
    OK,
    "kt1w-20 and a kod-096i both running off the 3v3 rail of my esp32 board, fine?",
    [KT, "KOD-096I"],
    F.KT_VDD,
    F.KO_VCC,
)
# ---------------------------------------------------------------- incompatible (9)
cq(E, NO, "can i power the kod-096 from a 2s lipo (8.4v)?", [KO], F.KO_VCC, F.KO_ABS)
cq(
    M,
    NO,
    "Can the ESR 2435 step a 48 V e-bike battery (54.6 V full) down to 5 V?",
    [ES],
    F.ES_VIN,
    F.ES_ABS,
)
cq(E, NO, "will the uvi-3 survive a 9v battery?", [UV], F.UV_VCC, F.UV_ABS)
cq(
    M,
    NO,
    "ftx-2 jumper left on 3v3, 5v arduino tx into its rxd - ok?",
    [FT],
    F.FT_MAX3,
    F.FT_FAQ,
)
cq(
    M,
    NO,
    "can i just power the jgb-e12 encoder from the 12v motor supply?",
    [JG],
    F.JG_EVCC,
    F.JG_NOTE1,
)
cq(
    H,
    NO,
    "Can the ESR 2435-50 deliver a regulated 5 V from a 6 V pack of four AA cells?",
    ["ESR 2435-50"],
    F.ES_V50,
    F.ES_HEAD,
    note="6 V is inside VIN 4.5-36 V, but 6 V - 5 V = 1 V is less than the 1.2 V the sheet requires",
)
cq(
    E,
    NO,
    "can i wire the ftx-2 straight to the a/b wires of the sr-tm3-485?",
    [FT, "SR-TM3-485"],
    F.FT_IF,
    F.SR_IF,
    F.FT_RS232,
    note="TTL UART adaptor vs RS-485 differential bus: a transceiver is needed",
)
cq(
    H,
    NO,
    "i only have a 5v usb supply - will the sr-tm3-i (4-20ma version) run on it?",
    ["SR-TM3-I"],
    F.SR_VI,
    note="the RS-485 version's 5-30 V is the look-alike",
)
cq(
    E,
    NO,
    "will the kod-096i run with 1mhz i2c (fast mode plus)?",
    ["KOD-096I"],
    F.KO_I2CCLK,
)
# ---------------------------------------------------------------- insufficient evidence (9)
cq(
    M,
    IE,
    "Can the SR-TM3-485 give accurate moisture readings in salty coastal soil, powered from 24 V?",
    ["SR-TM3-485"],
    F.SR_V485,
    note="24 V is fine, but no accuracy is given for saline soil",
)
cq(
    M,
    IE,
    "kt1w-20w probe inside a pressurised tank at 6 bar, 60c water - will it hold up?",
    ["KT1W-20W"],
    F.KT_RANGE_W,
    note="60 °C is within -30...+100 °C, but no pressure rating (IP67 only)",
)
cq(
    E,
    IE,
    "will the kod-096 be readable in direct sunlight?",
    [KO],
    note="only a brightness in cd/m2; no sunlight readability statement",
)
cq(
    E,
    IE,
    "can i use the ftx-2 on the end of a 10 m usb cable?",
    [FT],
    note="no statement on USB cable length",
)
cq(
    H,
    IE,
    "ESR 2435-50 from 24 V feeding an ESP32 board that needs under 20 mV output ripple at 500 mA - will it do?",
    ["ESR 2435-50"],
    F.ES_VIN,
    F.ES_IOUT,
    note="input and current fit; no output ripple is specified",
)
cq(
    M,
    IE,
    "will the uvi-3a still read the uv index correctly behind a polycarbonate window?",
    ["UVI-3A"],
    note="only window glass and PTFE / quartz covers are mentioned",
)
cq(
    M,
    IE,
    "Will the JGB-E12 pass CE EMC testing as part of my product?",
    [JG],
    F.JG_NOEMC,
    note="the sheet says there is no EMC test report",
)
cq(
    H,
    IE,
    "AXL2410 at 80 SPS with a 5 kg, 2 mV/V load cell at AVDD = 5 V: is its noise low enough to resolve 1 g?",
    [AX],
    F.AX_AVDD,
    note="input noise is given only at 10 SPS",
)
cq(
    E,
    IE,
    "how many kt1w-20 sensors can i put on one 1-wire bus?",
    [KT],
    note="many sensors may share one line; no maximum number is stated",
)
