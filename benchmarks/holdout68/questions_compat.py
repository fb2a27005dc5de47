"""Compatibility questions of the sixty-eighth hold-out set (28: 10 compatible, 9
incompatible, 9 insufficient_evidence, each of those with one required check the
sheets do not support)."""

from __future__ import annotations

import facts as F
from qkit import DL, GM, HW, LF, MK, NL, RS, ZV, Fact, join, q

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
    "will my 5v arduino uno power the gm-7x from its 5v pin and read it over i2c?",
    [GM],
    F.GM_VIN,
    F.GM_5V,
)
cq(
    M,
    OK,
    "Can an MKH2150FG, with VCC and IN1 / IN2 from a 3.3 V microcontroller, run a 12 V "
    "DC motor that draws 0.8 A continuously?",
    [MK],
    F.MK_VM,
    F.MK_VCC,
    F.MK_IO_FG,
    F.MK_VIH,
)
cq(E, OK, "can i run the nlc-3310 off an esp32 3v3 pin?", [NL], F.NL_VDD)
cq(
    H,
    OK,
    "NLC-3310 (VDD = 3.3 V) and GM-7X on one I2C bus at 400 kHz: any address clash or "
    "clock problem?",
    [NL, GM],
    F.NL_ADDR0,
    F.GM_ADDR,
    F.NL_FSCL,
    F.GM_CLK,
    F.NL_VDD,
    note="0x39 vs 0x73; both 400 kHz; GM-7X pulls the bus to 3.3 V, inside NLC-3310 VDD.",
)
cq(
    E,
    OK,
    "Can the RSR-DD25, driven from a 5 V Arduino pin, switch a 24 V DC 10 A heater "
    "(relay on a heat sink)?",
    [RS],
    F.RS_CTL,
    F.RS_LV25,
    F.RS_LI25,
)
cq(
    M,
    OK,
    "rsr-dd10 switching the hw-sv12-n08 valve coil at 12v from an esp32 3.3v pin, flyback "
    "diode fitted across the coil - ok?",
    [RS, HW],
    F.RS_CTL,
    F.RS_LV10,
    F.RS_NOHS,
    F.HW_V,
    F.HW_I08,
    F.RS_IND,
    note="0.40 A coil is below even the 4 A no-heat-sink rating.",
)
cq(
    H,
    OK,
    "Can an MKH2150FG running from a 12 V VM rail drive the coil of an HW-SV12-N15 valve?",
    [MK, HW],
    F.MK_VM,
    F.MK_IO_FG,
    F.HW_V,
    F.HW_I15,
    note="0.60 A coil vs 1.5 A continuous.",
)
cq(
    E,
    OK,
    "Can I power the ZV-I2S3 from a single Li-ion cell (3.0 to 4.2 V) and feed it I2S "
    "from a 3.3 V ESP32?",
    [ZV],
    F.ZV_VIN,
    F.ZV_VIH,
)
cq(
    M,
    OK,
    "dly-4s60f on a 4s lifepo4 pack feeding a 45a inverter, heatsink fitted?",
    [DL],
    F.DL_CONT60,
)
cq(
    E,
    OK,
    "lf-210-ss float switch straight into a 5v arduino input with a 10k pull-up, fine?",
    [LF],
    F.LF_SWV_SS,
    F.LF_SWI_SS,
    F.LF_PULL,
)

# ---------------------------------------------------------------- incompatible (9)
cq(
    E,
    NO,
    "will my 5v arduino fry the nlc-3310 if i power it from the 5v pin?",
    [NL],
    F.NL_VDD,
    F.NL_ABS,
)
cq(
    M,
    NO,
    "mkh2150 motor supply from an 18v drill battery (about 20v fully charged)?",
    [MK],
    F.MK_VM,
    F.MK_VMABS,
)
cq(
    E,
    NO,
    "Can a 1.8 V logic host drive IN1 / IN2 of the MKH2150 directly?",
    [MK],
    F.MK_VIH,
    F.MK_18,
)
cq(
    M,
    NO,
    "Can the LF-210-PP float switch a 12 V DC bilge pump drawing 1.5 A directly?",
    [LF],
    F.LF_SWI_PP,
    F.LF_MOTOR,
)
cq(E, NO, "can the rsr-dd25 switch a 230v ac kettle?", [RS], F.RS_LV25, F.RS_AC)
cq(M, NO, "dly-4s40f on a 4s li-ion pack (3.7v cells, 16.8v full)?", [DL], F.DL_SPECIAL, F.DL_LIION)
cq(M, NO, "Can the ZV-I2S3 run from a 4xAA alkaline pack (about 6.4 V when fresh)?", [ZV], F.ZV_VIN)
cq(
    H,
    NO,
    "NLC-3310 at 3.3 V on a 5 V Arduino Uno I2C bus with 4.7k pull-ups to 5 V, OK?",
    [NL],
    F.NL_VI,
    F.NL_5V,
)
cq(
    H,
    NO,
    "gm-7x and nlc-3310 in an unheated garage that drops to -25c in winter, both ok?",
    [GM, NL],
    F.GM_TOP,
    F.NL_TOP,
    note="NLC-3310 goes to -30 °C but GM-7X only to -20 °C.",
)

# ---------------------------------------------------------------- insufficient evidence (9)
cq(
    M,
    IE,
    "Can I hold the HW-SV12-N15 open with 1 kHz PWM at reduced duty to save coil power?",
    [HW],
    F.HW_V,
    F.HW_P15,
    note="No PWM / hold-voltage data in the sheet.",
)
cq(
    H,
    IE,
    "can i parallel two mkh2150fg (outputs tied together) to run a 12v motor at 2.5a continuous?",
    [MK],
    F.MK_VM,
    F.MK_IO_FG,
    note="1.5 A per IC; parallel operation of outputs is not addressed in the sheet.",
)
cq(
    M,
    IE,
    "Can the NLC-3310 read colour in direct sunlight (about 100 klux) at gain 1x without "
    "saturating?",
    [NL],
    note="No saturation illuminance given; responsivity only at 100 uW/cm2.",
)
cq(
    E,
    IE,
    "can i put two dly-4s40f boards in series for an 8s 24v lifepo4 pack?",
    [DL],
    F.DL_PAR,
    note="Only parallel use is addressed (not recommended); series use is not stated.",
)
cq(
    M,
    IE,
    "Can two ZV-I2S3 modules share one I2S bus as left and right channel for stereo?",
    [ZV],
    note="SD pin is 'shutdown / channel select' but its levels are not given.",
)
cq(
    E,
    IE,
    "is the lf-210-pp ok for a drinking water tank (food safe / nsf)?",
    [LF],
    F.LF_TOP_PP,
    note="No potable-water or NSF statement.",
)
cq(
    M,
    IE,
    "gm-7x behind a 3mm clear acrylic window, will it still detect gestures?",
    [GM],
    F.GM_RANGE,
    F.GM_GLASS,
    note="Only clear glass up to 2 mm is covered.",
)
cq(
    H,
    IE,
    "Is the RSR-DD40 UL listed for use in a panel that requires UL-recognised components?",
    [RS],
    F.RS_UL,
    note="UL94 V-0 is only the housing flammability class.",
)
cq(
    H,
    IE,
    "NLC-3310 and GM-7X on the same I2C bus over a 5 m cable, will it work at 400 kHz?",
    [NL, GM],
    F.NL_FSCL,
    F.GM_CLK,
    note="Bus capacitance / cable length not specified.",
)
