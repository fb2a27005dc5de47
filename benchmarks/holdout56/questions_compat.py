"""Compatibility questions of the fifty-sixth hold-out set (28: 10 compatible, 9
incompatible, 9 insufficient_evidence, each of those with one required check the
sheets do not support)."""

from __future__ import annotations

import facts as F
from qkit import AP, BS, CX, EP, KG, NG, SS, SV, Fact, join, q

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
    "will my 5v arduino power the alta-p7 straight from its 5v pin?",
    [AP],
    F.AP_VS,
    F.AP_HOSTS,
)
cq(
    M,
    OK,
    "Can the JH-BST60 boost a 24 V battery to 48 V for a 3 A load?",
    [BS],
    F.BS_VIN,
    F.BS_VOUT,
    F.BS_IOUT,
    F.BS_HEAD,
)
cq(
    M,
    OK,
    "svd-16 with vcc from an esp32 3v3 pin and a 6v servo supply on v+, is that ok?",
    [SV],
    F.SV_VCC,
    F.SV_VPLUS,
)
cq(
    M,
    OK,
    "Can an SSR-2A-5 (module powered at 5 V, inputs driven by a 3.3 V GPIO) switch a "
    "230 V AC, 1.5 A resistive heater at 35 °C ambient?",
    [SS],
    F.SS_SUP_A5,
    F.SS_ON_A5,
    F.SS_LV_A,
    F.SS_LI_A5,
)
cq(E, OK, "can the mb-epd29 run off a 5v supply?", [EP], F.EP_VCC)
cq(
    H,
    OK,
    "ALTA-P7 (VS = 3.3 V) and KGY-3300 (VDD = VDDIO = 3.3 V) on the same I2C bus: do their "
    "addresses and supplies allow it?",
    [AP, KG],
    F.AP_ADDR,
    F.KG_ADDR,
    F.AP_VS,
    F.KG_VDDIO,
    note="0x5C/0x5D vs 0x6A/0x6B, no clash; both supplies in range at 3.3 V.",
)
cq(E, OK, "can i run the ngm-6q-c straight off a 1s lipo (4.2v full, 3.0v empty)?", [NG], F.NG_VCC)
cq(E, OK, "Can the CX7512 run from a 3.3 V rail with a 10 MHz SPI clock?", [CX], F.CX_VDD, F.CX_SCK)
cq(
    M,
    OK,
    "Can the JH-BST60 boost a 12 V lead-acid battery to 19 V for a laptop drawing 4 A?",
    [BS],
    F.BS_VIN,
    F.BS_VOUT,
    F.BS_IOUT,
    F.BS_HEAD,
)
cq(
    E,
    OK,
    "ssr-2d-5 to switch a 24v dc led strip at 2.5a from a 5v arduino pin?",
    [SS],
    F.SS_SUP_D5,
    F.SS_ON_D5,
    F.SS_LV_D,
    F.SS_LI_D,
)

# ---------------------------------------------------------------- incompatible (9)
cq(
    E,
    NO,
    "will my 5v arduino fry the kgy-3300 if i power it from the 5v pin?",
    [KG],
    F.KG_VDD,
    F.KG_ABS,
)
cq(E, NO, "can i feed the jh-bst60 from a 5v usb power bank?", [BS], F.BS_VIN, F.BS_UVLO)
cq(
    M,
    NO,
    "svd-16: can i put a 2s lipo (7.4v) straight on v+ for the servos?",
    [SV],
    F.SV_VPLUS,
    F.SV_ABS_VPLUS,
)
cq(
    H,
    NO,
    "Eight micro servos that can stall at 700 mA each, all on a standard SVD-16 (not the "
    "T version) through its V+ rail: will the board carry the worst case?",
    [SV],
    F.SV_CARRY,
    F.SV_STALL,
    note="8 x 0.7 A = 5.6 A > 3 A board limit.",
)
cq(
    E,
    NO,
    "can i wire the ngm-6q rxd straight to my 5v arduino uno tx?",
    [NG],
    F.NG_RXD_ABS,
    F.NG_VIH,
    F.NG_5V,
)
cq(E, NO, "Can the SSR-2A-5 switch a 12 V DC solenoid valve?", [SS], F.SS_LV_A, F.SS_NODC)
cq(
    M,
    NO,
    "will the 3 colour mb-epd29-bwr work in my shed where it drops to -10c in winter?",
    [EP],
    F.EP_TOP_BWR,
)
cq(
    H,
    NO,
    "Can the NGM-6Q-P be mounted on a car dashboard that reaches 85 °C?",
    [NG],
    F.NG_TOP_P,
    note="The NGM-6Q-C would be rated to +85 °C; the -P only to +80 °C.",
)
cq(M, NO, "alta-p7 on 4xaa alkaline (6.4v fresh), ok?", [AP], F.AP_VS, F.AP_ABS)

# ---------------------------------------------------------------- insufficient evidence (9)
cq(
    M,
    IE,
    "Can the JH-BST60 take 24 V up to 48 V at 3 A with less than 100 mV output ripple?",
    [BS],
    F.BS_VIN,
    F.BS_VOUT,
    F.BS_IOUT,
    F.BS_RIPPLE,
    note="Voltages and current fit; ripple is given only for 12 V to 20 V at 5 A.",
)
cq(
    M,
    IE,
    "ngm-6q-c on a racing drone pulling 25 g turns, will it keep the fix?",
    [NG],
    F.NG_DYN,
    note="Altitude and velocity limits given; no acceleration limit.",
)
cq(
    H,
    IE,
    "Can one SSR-2A-5 channel switch a 230 V AC, 1 A single-phase motor (inductive, cos phi 0.5)?",
    [SS],
    F.SS_LV_A,
    F.SS_LI_A5,
    note="Voltage and resistive current fit; no rating for inductive AC loads.",
)
cq(
    M,
    IE,
    "Will the KGY-3300 survive a 2 m drop onto concrete?",
    [KG],
    F.KG_SHOCK,
    note="Only 5000 g / 0.3 ms shock is rated; no drop specification.",
)
cq(
    M,
    IE,
    "can i refresh the mb-epd29-bw every 10 s for 5 years straight?",
    [EP],
    note="No lifetime / refresh-cycle specification.",
)
cq(
    H,
    IE,
    "Can the CX7512 (VDD = 5 V, G = 2) drive a 1 kOhm load to full scale?",
    [CX],
    F.CX_SWING,
    F.CX_RL,
    note="Output swing is specified with RL = 5 kOhm; no load regulation or output current "
    "rating for 1 kOhm.",
)
cq(
    H,
    IE,
    "ALTA-P7 as an altimeter near 9000 m (about 300 hPa) at -40 °C: will it read within ±1 hPa?",
    [AP],
    F.AP_SPAN,
    F.AP_TOP,
    F.AP_CAL,
    note="Range and operating temperature fit, accuracy not guaranteed below 0 °C.",
)
cq(
    E,
    IE,
    "svd-16 on a 3 m i2c cable to the controller at 100khz, will that work?",
    [SV],
    F.SV_I2C,
    note="No cable length or bus capacitance limit stated.",
)
cq(
    E,
    IE,
    "is the ssr-2 ce or ul certified for my control panel?",
    [SS],
    F.SS_NOAPPROVAL,
    note="Only a statement on medical safety isolation; no certification listed.",
)
