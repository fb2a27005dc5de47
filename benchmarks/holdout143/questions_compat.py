"""Compatibility questions of the hundred-and-forty-third hold-out set (28: 10
compatible, 9 incompatible, 9 insufficient_evidence, each of those with one required
check the sheets do not support)."""

from __future__ import annotations

import facts as F
from qkit import AV, KP, LV, NK, OT, RT, RZ, TA, Fact, join, q

E, M, H = "easy", "medium", "hard"
OK, NO, IE = "compatible", "incompatible", "insufficient_evidence"
N = iter(range(1, 100))


def cq(diff: str, verdict: str, text: str, devs: list[str], *facts: Fact, note: str = "") -> None:
    items, evidence = join(*facts) if facts else ([], [])
    if verdict == IE:
        items = []
    q("c", next(N), diff, "compatibility", text, devs, items, evidence, verdict, note)


# ---------------------------------------------------------------- compatible (10)
cq(
    E,
    OK,
    "otb-1602-bw-i2c on a 5v arduino uno, powered from the uno's 5v pin, sda/scl to a4/a5 at "
    "the default 100 khz - will it work?",
    ["OTB-1602-BW-I2C"],
    F.OT_VDD,
    F.OT_FSCL,
    note="5 V within 4.5-5.5 V; 100 kHz is the Standard-mode limit",
)
cq(
    H,
    OK,
    "Can a KPM7034 battery monitor and an OTB-1602-BW-I2C (address pads as shipped) share an "
    "Arduino Uno's 5 V I²C bus clocked at 100 kHz?",
    [KP, "OTB-1602-BW-I2C"],
    F.KP_ADDR,
    F.OT_ADDR,
    F.KP_FSMB,
    F.OT_FSCL,
    F.KP_VIH,
    F.KP_5V,
    note="0x0B vs 0x27; 100 kHz lies in both 10-100 kHz and 0-100 kHz; the KPM7034 pins tolerate "
    "the LCD board's pull-ups to 5 V",
)
cq(
    E,
    OK,
    "lvr4125 powered straight from a 1s li-ion cell (3.0-4.2 v) - will it still give a clean "
    "2.5 v?",
    [LV],
    F.LV_VIN,
    F.LV_LIION,
)
cq(
    M,
    OK,
    "Can an LVR4125 be used as the external VREF+ reference of an NKH8L16 whose VDD is 3.3 V?",
    [LV, NK],
    F.LV_VOUT,
    F.NK_VREF,
    note="2.5 V lies between 1.8 V and VDD = 3.3 V",
)
cq(
    E,
    OK,
    "rzv-2410 powered from 5v, tx/rx wired straight to an esp32 (3v3 logic) - ok?",
    [RZ],
    F.RZ_VCC,
    F.RZ_VOH,
    F.RZ_VIH,
    note="the ESP32 drives RX with 3.3 V, within the 3.6 V limit; TX drives 3.3 V",
)
cq(
    E,
    OK,
    "Is the RTB-485I-3 suitable for an ESP32, powered from the ESP32 board's 3.3 V pin?",
    ["RTB-485I-3"],
    F.RT_VCC3,
    F.RT_PICK,
)
cq(
    M,
    OK,
    "rtb-485i-5 on a 5v arduino mega running modbus rtu at 115200 baud - fine?",
    ["RTB-485I-5"],
    F.RT_VCC5,
    F.RT_RATE,
    F.RT_MODBUS,
    F.RT_PICK,
)
cq(
    M,
    OK,
    "avl3362 on a 12v adapter driving 3 white leds in series at 700 ma - will it regulate?",
    [AV],
    F.AV_VIN,
    F.AV_IOUT_S,
    F.AV_IOUT_E,
    F.AV_LEDS,
    F.AV_HEAD,
    note="3 x 3.2 V = 9.6 V <= 12 V - 2 V; 700 mA within 1.0 A (S) and 1.5 A (E)",
)
cq(
    H,
    OK,
    "Can an NKH8L16 running at VDD = 3.3 V drive the AVL3362's DIM pin directly with a 1 kHz "
    "PWM signal?",
    [NK, AV],
    F.NK_VOH33,
    F.AV_VIH,
    F.AV_FDIM,
    F.AV_DIMNOTE,
    note="VOH >= 2.6 V at 3.3 V against VDIM,H >= 2.0 V; 1 kHz within 0.1-20 kHz; the DIM "
    "pull-up draws only 5 uA",
)
cq(
    E,
    OK,
    "tak-sm3 read by an esp32 adc, sensor powered from the esp32's 3v3 - works?",
    [TA],
    F.TA_VCC,
    F.TA_OUT33,
    F.TA_ESP32,
)
# ---------------------------------------------------------------- incompatible (9)
cq(
    E,
    NO,
    "can i run the otb-1602 lcd entirely off an esp32's 3v3 pin?",
    [OT],
    F.OT_VDD,
    F.OT_33,
)
cq(
    E,
    NO,
    "Can a standard OTB-1602-BW-I2C (no -W suffix) be used outdoors in winter at -20 °C?",
    ["OTB-1602-BW-I2C"],
    F.OT_TOPR,
    F.OT_COLD,
    note="the -W row is listed too so that naming it as the alternative is not a contradiction",
)
cq(
    M,
    NO,
    "kpm7034 on a single 1s li-ion cell (3.0-4.2 v) to read its state of charge?",
    [KP],
    F.KP_BAT,
    F.KP_1S,
)
cq(
    H,
    NO,
    "Can the KPM7034 sit on a Raspberry Pi I²C bus that runs at 400 kHz for other sensors?",
    [KP],
    F.KP_FSMB,
    note="400 kHz Fast mode is not supported; the clock must stay within 10-100 kHz",
)
cq(
    E,
    NO,
    "rzv-2410 rx pin wired straight to a 5v arduino uno tx pin?",
    [RZ],
    F.RZ_VIH,
    F.RZ_RXABS,
    F.RZ_5V,
)
cq(
    M,
    NO,
    "nkh8l16 at 16 mhz running off 2 x aa cells (3.0 v fresh, down to 1.8 v) - ok for the whole "
    "battery life?",
    [NK],
    F.NK_VDD,
    note="16 MHz needs VDD >= 2.7 V; the 1.8 V limit holds only up to 8 MHz",
)
cq(
    H,
    NO,
    "An NKH8L16 runs at VDD = 1.8 V. Can one of its GPIO pins drive the AVL3362's DIM pin "
    "directly?",
    [NK, AV],
    F.NK_VOH18,
    F.AV_VIH,
    note="VOH is only guaranteed >= 1.2 V at 1.8 V and can never exceed 1.8 V, below VDIM,H 2.0 V",
)
cq(
    E,
    NO,
    "Can the AVL3362S (SOT-89-5) drive a 1.2 A LED string?",
    ["AVL3362S"],
    F.AV_IOUT_S,
    F.AV_IOUT_E,
    note="1.0 A for the SOT-89-5; the ESOP-8 row is listed so that naming it is not a "
    "contradiction",
)
cq(
    M,
    NO,
    "tak-sm3 powered from 2 x aa batteries?",
    [TA],
    F.TA_VCC,
    F.TA_AA,
)
# ---------------------------------------------------------------- insufficient evidence (9)
cq(
    M,
    IE,
    "Will an OTB-1602-YG-I2C-W work in a greenhouse at 40 °C and 95 %RH?",
    ["OTB-1602-YG-I2C-W"],
    F.OT_TOPR_W,
    note="40 °C is within -20 ... +70 °C, but no operating humidity is given",
)
cq(
    M,
    IE,
    "Will an LVR4125A still be within its ±0.05 % initial accuracy after reflow soldering onto my "
    "board?",
    ["LVR4125A"],
    F.LV_REFLOW,
    note="the sheet says data for the shift caused by board assembly is not given",
)
cq(
    E,
    IE,
    "my host's smbus driver always uses pec (packet error checking). will the kpm7034 work with it?",
    [KP],
    note="PEC is not mentioned; address and clock are fine",
)
cq(
    E,
    IE,
    "two rzv-2410 modules facing each other across a 4 m room - will they interfere?",
    [RZ],
    note="nothing on co-channel operation of several modules",
)
cq(
    M,
    IE,
    "Is the RTB-485I's isolation good for a bus that sits continuously at 230 V AC with respect "
    "to my logic ground?",
    [RT],
    F.RT_ISO,
    note="only a 1-minute test voltage of 2500 Vrms is given, no continuous working voltage",
)
cq(
    E,
    IE,
    "will an nkh8l16-e keep its flash contents for 20 years at 125 °c?",
    ["NKH8L16-E"],
    note="flash endurance in E/W cycles is given, data retention is not",
)
cq(
    E,
    IE,
    "can i wire two avl3362e outputs in parallel to drive a 3 a led string?",
    ["AVL3362E"],
    note="parallel operation is not mentioned",
)
cq(
    E,
    IE,
    "can i extend the tak-sm3c cable to 10 m to reach my vegetable bed?",
    ["TAK-SM3C"],
    note="a 1 m extension is sold, but no maximum cable length is given",
)
cq(
    M,
    IE,
    "Will the RZV-2410 still detect seated people if I mount it on a 3 m ceiling looking straight "
    "down?",
    [RZ],
    F.RZ_MOUNT,
    note="the sheet gives wall mounting at 1.5-2.0 m and performance at 1.5 m only",
)
