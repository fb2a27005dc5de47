"""Compatibility questions of the ninety-ninth hold-out set (28: 10 compatible, 9
incompatible, 9 insufficient_evidence, each of those with one required check the
sheets do not support)."""

from __future__ import annotations

import facts as F
from qkit import AQ, BD, MR, NS, QM, RM, TS, WA, Fact, join, q

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
    "can a plc's 24v pnp output drive the mro-2r24 input directly?",
    [MR],
    F.MR_RANGE,
    F.MR_ON,
    F.MR_PNP,
)
cq(E, OK, "will the aqm-ol091 run off the 5v pin of my arduino uno?", [AQ], F.AQ_VCC)
cq(
    E,
    OK,
    "Can the BDR3306 run from a 5 V USB power bank and give an ESP32 3.3 V at up to 500 mA?",
    [BD],
    F.BD_VIN,
    F.BD_VOUT,
    F.BD_IOUT,
)
cq(
    E,
    OK,
    "can an esp32 3.3v gpio drive the pwm wire of the wa12-25p directly?",
    [WA],
    F.WA_VIH,
    F.WA_3V3,
)
cq(
    M,
    OK,
    "aqm-ol091 powered from 5v, sda/scl wired straight to an esp32 - is that safe for the esp32?",
    [AQ],
    F.AQ_VCC,
    F.AQ_PU,
    note="pull-ups go to the on-board 3.3 V regulator, not to VCC",
)
cq(
    M,
    OK,
    "rmw-csm2 on 5v with aout into a raspberry pi pico adc (3v3) - ok?",
    [RM],
    F.RM_VCC,
    F.RM_AOUT,
    F.RM_3V3,
)
cq(
    M,
    OK,
    "Can the TSA2190 on a 3.3 V supply measure the current of a solenoid on a 24 V rail "
    "(high side)?",
    [TS],
    F.TS_VS,
    F.TS_VCM,
    F.TS_HINT,
)
cq(
    E,
    OK,
    "Is a 12 V 2 A wall adapter fine for one WA12-25P-H fan?",
    [WA],
    F.WA_VOP,
    F.WA_IH,
)
cq(
    M,
    OK,
    "Can a QM6416 (all address pins low) and an AQM-OL091 share one I2C bus without an "
    "address clash?",
    [QM, AQ],
    F.QM_ADDR,
    F.AQ_ADDR,
)
cq(
    H,
    OK,
    "ns-pir20 on 12v, out pulled up to 3v3 on an esp32 with a 10k - does that work?",
    [NS],
    F.NS_VCC,
    F.NS_MCU,
    note="open collector: the pull-up sets the high level, not the 12 V supply",
)
# ---------------------------------------------------------------- incompatible (9)
cq(
    E,
    NO,
    "can i drive the mro-2r24 inputs from the 12v signal of my relay shield?",
    [MR],
    F.MR_ON,
    F.MR_12V,
)
cq(
    E,
    NO,
    "Can the QM6416 run directly from a 2S LiPo pack (7.4 V nominal)?",
    [QM],
    F.QM_VCC,
    F.QM_ABS,
)
cq(
    E,
    NO,
    "tsa2190 on the high side of a 48v e-bike battery, ok?",
    [TS],
    F.TS_VCM,
    F.TS_VCMABS,
)
cq(
    E,
    NO,
    "Can the BDR3306's 3.3 V output power the NS-PIR20?",
    [BD, NS],
    F.BD_VOUT,
    F.NS_VCC,
)
cq(
    M,
    NO,
    "can one qm6416 port run 8 leds at 20 ma each, all on at once?",
    [QM],
    F.QM_IOL,
    F.QM_PORT,
    note="20 mA per pin is fine, 160 mA per port is not (100 mA)",
)
cq(
    M,
    NO,
    "Can one MRO-2R24 contact switch a 2 A resistive load on 48 V DC?",
    [MR],
    F.MR_DC48,
    note="6 A holds only up to 30 V DC",
)
cq(
    M,
    NO,
    "wa12-25p wired straight to a car battery, 14.4v while the engine runs - ok?",
    [WA],
    F.WA_VOP,
    F.WA_ABS,
)
cq(
    H,
    NO,
    "Both channels of an MRO-2R24 carry 5 A each inside a 60 °C control cabinet. Is that "
    "within rating?",
    [MR],
    F.MR_DER60,
    note="derating: 3.5 A per contact at 60 °C with both channels energised",
)
cq(
    H,
    NO,
    "bdr3306 off a single li-ion cell that's down to 3.4v - do i still get a regulated 3.3v?",
    [BD],
    F.BD_VOUT,
    F.BD_LIION,
    note="regulation specified from 3.8 V in; below about 3.6 V it runs at 100 % duty",
)
# ---------------------------------------------------------------- insufficient evidence (9)
cq(
    E,
    IE,
    "Can the MRO-2R24 be installed in a cabinet at 3000 m altitude?",
    [MR],
    F.MR_TOP,
    note="no altitude rating",
)
cq(
    E,
    IE,
    "aqm-ol091 in a greenhouse at 90% humidity, ok?",
    [AQ],
    F.AQ_VCC,
    note="no humidity rating",
)
cq(
    E,
    IE,
    "Is the TSA2190 AEC-Q100 qualified for use in my car's 12 V system?",
    [TS],
    F.TS_VCM,
    note="the common-mode range fits 12 V; no qualification stated",
)
cq(
    E,
    IE,
    "qm6416 on 3v3 - will its interrupt reach my esp32 within 1 us of a pin change?",
    [QM],
    F.QM_VCC,
    note="no interrupt timing in the sheet",
)
cq(
    M,
    IE,
    "Will the RMW-CSM2 on a 3.3 V ESP32 measure volumetric water content to within 3 %?",
    [RM],
    F.RM_VCC,
    note="supply fits; no accuracy figure",
)
cq(
    M,
    IE,
    "Will a WA12-25P-H still move at least 40 CFM at 60 % PWM?",
    [WA],
    F.WA_FLOW,
    note="air flow only at maximum speed",
)
cq(
    M,
    IE,
    "ns-pir20 on a 12v supply: will the output switch within 0.5 s of someone walking in?",
    [NS],
    F.NS_VCC,
    note="supply fits; no response time",
)
cq(
    M,
    IE,
    "Will the BDR3306 keep an ESP32's 3.3 V rail within 3 % during 500 mA Wi-Fi load steps "
    "from a 5 V supply?",
    [BD],
    F.BD_VIN,
    F.BD_IOUT,
    note="static +-2 % only; no load-transient figure",
)
cq(
    H,
    IE,
    "Will an MRO-2R24-G switch a 24 V, 20 mA PLC input for 10 million operations?",
    [MR],
    F.MR_GOLD,
    F.MR_MECH,
    F.MR_LIFE,
    note="the load suits the gold contact; electrical life only stated at 6 A 250 V AC",
)
