"""Compatibility questions of the seventy-ninth hold-out set (28: 10 compatible, 9
incompatible, 9 insufficient_evidence, each of those with one required check the
sheets do not support)."""

from __future__ import annotations

import facts as F
from qkit import BS, FB, GR, MK, ND, SR, TK, TO, Fact, join, q

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
    M,
    OK,
    "can i power the ndc-320 from a 5v usb power bank (1 a) and wire its uart straight to a "
    "5v arduino nano?",
    [ND],
    F.ND_VCC,
    F.ND_IPK,
    F.ND_RXD,
    note="5 V inside 4.5 ... 5.5 V, 150 mA peak is below 1 A, RXD is 5 V tolerant",
)
cq(
    E,
    OK,
    "can i put four mkb-adc16 boards on the same i2c bus?",
    [MK],
    F.MK_ADDR,
    F.MK_FOUR,
)
cq(
    M,
    OK,
    "Can the FB-1205T run from a car's 12 V socket (up to 14.4 V while charging) and power a "
    "dashcam that draws 2 A at 5 V?",
    [FB],
    F.FB_VIN,
    F.FB_IOUT_T,
    F.FB_CAR,
)
cq(
    E,
    OK,
    "grw-cs12 on a 5v arduino uno, vcc to 5v and aout into a0 - ok?",
    [GR],
    F.GR_VCC,
    F.GR_OUT,
)
cq(
    M,
    OK,
    "esp32 (3v3 logic, 3v3 supply) driving the srl-76 over spi at 8 mhz - will that work?",
    [SR],
    F.SR_VCC,
    F.SR_SPI,
)
cq(
    E,
    OK,
    "Can a 5 V Arduino output pin switch a BSR-1A25 that controls a 230 V AC, 2 kW heater "
    "(about 8.7 A) with the relay mounted on a heat sink?",
    [BS],
    F.BS_CTRL,
    F.BS_VL_A25,
    F.BS_I_A25,
)
cq(
    M,
    OK,
    "Can a TKD-45 on a 24 V supply drive a NEMA 17 motor rated 1.5 A per phase if I fit a "
    "heat sink and a fan?",
    [TK],
    F.TK_VMOT,
    F.TK_IHS_45,
)
cq(
    H,
    OK,
    "toh-oled13-i2c powered from 5v, sda/scl wired straight to a raspberry pi's 3v3 gpio - "
    "safe for the pi?",
    [TO],
    F.TO_VCC,
    F.TO_5V,
    note="the pull-ups go to the on-board 3.3 V rail (rev C), not to VCC",
)
cq(
    M,
    OK,
    "Can the MKB-ADC16 and the TOH-OLED13-I2C share one I2C bus at 400 kHz, both powered "
    "from 3.3 V?",
    [MK, TO],
    F.MK_VDD,
    F.MK_ADDR,
    F.MK_FSCL,
    F.TO_VCC,
    F.TO_ADDR,
    F.TO_I2C,
    note="0x48-0x4B vs 0x3C/0x3D: no clash; both support 400 kHz",
)
cq(
    H,
    OK,
    "raspberry pi gpio (3v3) on step/dir, tkd-45 logic powered from 5v - will it step reliably?",
    [TK],
    F.TK_VDD,
    F.TK_VIH,
    F.TK_VIH_FIXED,
    note="VIH is a fixed 2.3 V, not a fraction of VDD",
)

# ---------------------------------------------------------------- incompatible (9)
cq(
    M,
    NO,
    "Can the NDC-320 and the SRL-76 share a single 3.3 V supply rail?",
    [ND, SR],
    F.ND_VCC,
    F.SR_VCC,
    note="the NDC-320 needs at least 4.5 V",
)
cq(
    H,
    NO,
    "MKB-ADC16 powered from 3.3 V: can I measure a 0-5 V sensor output directly on A0 if I "
    "select the ±6.144 V range?",
    [MK],
    F.MK_VDD,
    F.MK_AIN,
    F.MK_NO5V,
    note="the input may not exceed VDD + 0.3 V whatever the PGA setting",
)
cq(E, NO, "fb-1205t on a 2s lipo (6.0-8.4v)?", [FB], F.FB_VIN)
cq(
    M,
    NO,
    "fb-1205 in a 24v truck where the charging voltage reaches 28v - fine?",
    [FB],
    F.FB_VIN,
    F.FB_ABS,
    F.FB_TRUCK,
)
cq(E, NO, "can i run the grw-cs12 off my 12v pump supply?", [GR], F.GR_VCC, F.GR_ABS)
cq(
    M,
    NO,
    "Can I wire a 5 V Arduino Uno's SPI pins straight to the SRL-76 while the module runs "
    "from 3.3 V?",
    [SR],
    F.SR_VCC,
    F.SR_PIN,
)
cq(
    H,
    NO,
    "Can an ESP32 GPIO (3.3 V high) switch a BSR-1A25 directly, without a transistor?",
    [BS],
    F.BS_CTRL,
    F.BS_OP,
    note="3.3 V is below the 4 V control range and the ≤ 3.8 V must-operate voltage",
)
cq(
    E,
    NO,
    "tkd-45 with no heatsink running a 1.7a nema17 at full current?",
    [TK],
    F.TK_INHS_45,
)
cq(
    M,
    NO,
    "can i run the toh-oled13 i2c bus at 1 mhz (fast mode plus)?",
    [TO],
    F.TO_I2C,
    F.TO_1MHZ,
)

# ---------------------------------------------------------------- insufficient evidence (9)
cq(
    H,
    IE,
    "Will the NDC-320B keep its stated accuracy at 2500 m altitude (about 750 hPa)?",
    [ND],
    F.ND_ACC_B,
    note="no pressure dependence or altitude limit is given",
)
cq(
    M,
    IE,
    "Will the NDC-320 last 10 years running 24/7 in a ventilation controller?",
    [ND],
    F.ND_LIFE,
    note="only 'more than 5 years' is stated",
)
cq(
    M,
    IE,
    "Is the MKB-ADC16 good enough for a load cell that needs a gain error below 0.01 %?",
    [MK],
    F.MK_CAL,
    note="no gain error is given",
)
cq(
    M,
    IE,
    "is the fb-1205t clean enough for a usb audio dac that wants under 10 mv ripple?",
    [FB],
    note="output ripple is not specified",
)
cq(
    M,
    IE,
    "Will the GRW-CS12 give stable readings on a 5 m cable to my greenhouse bed?",
    [GR],
    F.GR_CABLE,
    note="only 'tested up to 1 m' is stated",
)
cq(
    E,
    IE,
    "will the srl-76-868 reach my gateway 8 km away?",
    [SR],
    F.SR_RANGE,
    note="range is not specified",
)
cq(
    H,
    IE,
    "Will a BSR-1A25 survive switching on a 230 V motor whose locked-rotor inrush is about "
    "60 A for 1 s?",
    [BS],
    F.BS_SURGE_A25,
    note="surge current is given only for 10 ms",
)
cq(
    E,
    IE,
    "can the tkd-45 detect a stalled motor for sensorless homing?",
    [TK],
    note="no stall detection is described",
)
cq(
    E,
    IE,
    "can the toh-oled13 show 16-level grayscale images?",
    [TO],
    note="no grayscale capability is given",
)
