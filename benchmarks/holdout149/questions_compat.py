"""Compatibility questions of the hundred-and-forty-ninth hold-out set (28: 10
compatible, 9 incompatible, 9 insufficient_evidence, each of those with one required
check the sheets do not support)."""

from __future__ import annotations

import facts as F
from qkit import GC, HM, JN, MH, TN, VK, ZP, Fact, join, q

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
    "zpt-1520 on 12v with a usb-c charger that does 12v at 3a, running a 12v led strip that pulls 2a. "
    "ok?",
    [ZP],
    F.ZP_V12,
    F.ZP_I,
    note="12 V setting (11.40 ... 12.60 V); 2 A under the 3.0 A rating; the charger offers 12 V / 3 A",
)
cq(
    E,
    OK,
    "Can a VKR4217 and an HMA3216 with SA0 tied to GND share one ESP32 I²C bus at 3.3 V and "
    "400 kHz? Both chips (and the HMA3216's VDD_IO) run from the ESP32's 3.3 V.",
    [VK, HM],
    F.VK_VDD,
    F.VK_ADDR,
    F.VK_FSCL,
    F.HM_VDD,
    F.HM_VIO,
    F.HM_ADDR,
    F.HM_FSCL,
    note="0x32 vs 0x14; 3.3 V within 1.6 ... 5.5 V and 1.71 ... 3.6 V; 400 kHz within both fSCL limits",
)
cq(
    M,
    OK,
    "i want to log the current of a 24v water pump with a jns187a2 on the high side. the jns187 "
    "runs off the esp32's 3.3v and its output goes to an esp32 adc pin. is the 24v common mode ok "
    "with only 3.3v on the chip?",
    ["JNS187A2"],
    F.JN_VS,
    F.JN_VCM,
    F.JN_IND,
    note="3.3 V within VS 2.7 ... 5.5 V; 24 V within VCM -0.1 ... 30 V regardless of VS (application "
    "note)",
)
cq(
    M,
    OK,
    "A TNA1224 gets AVDD = DVDD = 3.3 V from an ESP32 board, and the ESP32 drives it over SPI in "
    "mode 1 at 8 MHz. Are supply and clock within the sheet's limits?",
    [TN],
    F.TN_AVDD,
    F.TN_DVDD,
    F.TN_SCLK_HI,
    F.TN_SPI,
    note="3.3 V within 2.3 ... 5.5 V on both supplies; DVDD 3.3 V is in the 2.7 ... 5.5 V band, so "
    "10 MHz max; mode 1 is the only mode",
)
cq(
    M,
    OK,
    "GCX-420 with VIN from the 5 V pin of an ESP32 dev board (USB powered) and its UART wired "
    "straight to two ESP32 GPIOs (3.3 V logic, 9600 baud). Will the levels and the supply work?",
    [GC],
    F.GC_VIN,
    F.GC_VIH,
    F.GC_VOH,
    F.GC_BAUD,
    F.GC_TOL,
    note="5 V within 4.5 ... 5.5 V; TX high 2.9 ... 3.3 V suits 3.3 V logic; RX input high from 2.0 V; "
    "9600 bps is the fixed rate",
)
cq(
    E,
    OK,
    "anu-47u powered off the 3v3 pin of my esp32, tx straight into an esp32 rx pin - ok?",
    ["ANU-47U"],
    F.AN_VCC_U,
    F.AN_VOH33,
    F.AN_5V,
    note="3.3 V is the bottom of the ANU-47U's 3.3 ... 5.0 V; TX swings to VCC (3.0 V min at 3.3 V)",
)
cq(
    E,
    OK,
    "mhe-290 on a 5v arduino uno, vcc from the uno's 5v pin and the spi pins wired straight across. "
    "will that work?",
    [MH],
    F.MH_VCC,
    F.MH_VIH5,
    F.MH_UNO,
    note="5 V within 3.0 ... 5.5 V; with VCC = 5 V the inputs take 3.5 ... 5.5 V (the FAQ says yes)",
)
cq(
    H,
    OK,
    "My VKR4217 runs from 3.3 V, but the I²C bus it sits on has its pull-ups to 5 V because two "
    "other 5 V chips share it. Can SDA and SCL of the VKR4217 sit on that 5 V bus?",
    [VK],
    F.VK_VDD,
    F.VK_PINABS,
    F.VK_5V,
    note="SDA, SCL and INT tolerate 5.5 V whatever VDD (absolute maximum 6.5 V); the 'VDD + 0.3' "
    "limit is for CLKOUT and EVI only",
)
cq(
    E,
    OK,
    "Can an HMA3216 run from an nRF52 board at 1.8 V (VDD and VDD_IO both 1.8 V) with SPI at 8 MHz?",
    [HM],
    F.HM_VDD,
    F.HM_VIO,
    F.HM_SPI,
    note="1.8 V within 1.71 ... 3.6 V for both supplies; 8 MHz under 10 MHz",
)
cq(
    H,
    OK,
    "Bench-supply project: a 65 W USB-C laptop charger (its label lists 20 V 3.25 A) feeds a "
    "ZPT-1520 set to 20 V. The output goes through a 20 mΩ shunt to a load of up to 3 A, and a "
    "JNS187A1 powered from 5 V watches that shunt on the high side for an Arduino ADC. Do the board "
    "and the amplifier fit, voltage and current wise?",
    [ZP, "JNS187A1"],
    F.ZP_V20,
    F.ZP_I,
    F.JN_VS,
    F.JN_VCM,
    F.JN_FS_A1,
    note="20 V setting (19.00 ... 21.00 V) within VCM -0.1 ... 30 V; 3 A at the 3.0 A rating; 3 A x "
    "20 mOhm = 60 mV under the A1 full scale 245 mV at VS = 5 V",
)

# ---------------------------------------------------------------- incompatible (9)
cq(
    M,
    NO,
    "my phone charger's label says 5V⎓3A and 9V⎓2.22A (20 W PD), nothing else. zpt-1520 set to "
    "12v, will it run my 12v led strip?",
    [ZP],
    F.ZP_V12,
    F.ZP_ONLY,
    F.ZP_PHONE,
    F.ZP_FALLBACK,
    note="the board asks only for 12 / 15 / 20 V; a charger without 12 V leaves the ZPT-1520 at 5 V",
)
cq(
    H,
    NO,
    "Long story short: my laptop wants 20 V and pulls up to 4.5 A when charging. I have a 100 W "
    "USB-C charger and a ZPT-1520H set to 20 V, but the only USB-C cable in the drawer is the "
    "one that came with my phone (no e-marker). Can that setup supply the 4.5 A?",
    ["ZPT-1520H"],
    F.ZP_V20_H,
    F.ZP_I_H_STD,
    F.ZP_CABLE,
    note="without an e-marked 5 A cable the ZPT-1520H is limited to 3.0 A",
)
cq(
    E,
    NO,
    "can a jns187 measure the current on my 36v ebike battery (42v when full), high side?",
    [JN],
    F.JN_VCM,
    F.JN_CMABS,
    note="42 V is above the 30 V common-mode maximum and the 32 V absolute maximum",
)
cq(
    M,
    NO,
    "Can one JNS187A3 across one shunt measure both the charge and the discharge current of a 12 V "
    "lead-acid battery?",
    ["JNS187A3"],
    F.JN_VCM,
    F.JN_UNI,
    note="12 V is within the common-mode range, but the JNS187 is unidirectional",
)
cq(
    E,
    NO,
    "gcx-420 powered from the 3.3v pin of my esp32 - will it work?",
    [GC],
    F.GC_VIN,
    F.GC_3V3,
    note="VIN 4.5 ... 5.5 V; the sheet says not to run it from a 3.3 V pin",
)
cq(
    H,
    NO,
    "ESP32 project (GPIOs are 3.3 V): I power an MHE-290 from the 5 V USB rail because the 3.3 V "
    "regulator is already busy, and wire DIN, CLK, CS, DC and RST straight to ESP32 pins and BUSY "
    "straight back to an ESP32 input. Is that OK?",
    [MH],
    F.MH_VCC,
    F.MH_VIH5,
    F.MH_BUSY5,
    F.MH_ESP,
    note="at VCC = 5 V the inputs need 3.5 V for a high and BUSY drives at least 4.5 V into a 3.3 V "
    "input",
)
cq(
    M,
    NO,
    "HMA3216 breakout on a 5 V Arduino Uno: VDD from the Uno's 3.3 V pin, but SDA and SCL pulled up "
    "to 5 V by the Uno-side resistors. Can the HMA3216 live with that?",
    [HM],
    F.HM_VDD,
    F.HM_5V,
    note="no pin is 5 V tolerant; data pins are limited to VDD_IO + 0.3 V",
)
cq(
    M,
    NO,
    "anu-47u on 5v, tx wired straight into an esp32 rx pin (esp32 gpio max is 3.6v). fine?",
    ["ANU-47U"],
    F.AN_VCC_U,
    F.AN_VOH5,
    F.AN_5V,
    note="at VCC = 5 V the TX high is 4.7 V min, above the 3.6 V the question gives for the GPIO",
)
cq(
    E,
    NO,
    "can i run a gcx-420 co2 module straight off a zpt-1520 set to 12v?",
    [ZP, GC],
    F.ZP_V12,
    F.GC_VIN,
    F.GC_VABS,
    note="11.40 ... 12.60 V from the board against VIN 4.5 ... 5.5 V and 6.0 V absolute maximum",
)

# ---------------------------------------------------------------- insufficient evidence (9)
cq(
    H,
    IE,
    "ZPT-1520H at 12 V with a 5 A e-marked cable, driving a 12 V DC motor that runs at 4 A but pulls "
    "about 12 A for 200 ms when it starts. Will the board handle the start-up surge?",
    ["ZPT-1520H"],
    F.ZP_I_H_5A,
    note="4 A running is under 5.0 A, but no peak or surge current rating is given",
)
cq(
    M,
    IE,
    "JNS187A4 on the high-side shunt of a motor driver that switches at 50 kHz, so the common-mode "
    "voltage jumps between 0 and 24 V on every PWM edge. Will the output recover fast enough to "
    "read the current within each PWM period?",
    ["JNS187A4"],
    F.JN_VCM,
    F.JN_CMRR,
    note="24 V is within the range, but only DC CMRR is given; no common-mode step response or "
    "recovery time",
)
cq(
    M,
    IE,
    "Will a VKR4217A still keep within ±1.5 ppm after ten years in a data logger that stays at "
    "about 25 °C?",
    ["VKR4217A"],
    F.VK_ACC_A40,
    F.VK_AGING,
    note="aging is given for the first year only (+/-1.0 ppm)",
)
cq(
    M,
    IE,
    "mhe-290 as a clock face: partial refresh every minute and a full refresh every 5th update, "
    "running 24/7 for five years. will the panel survive that?",
    [MH],
    F.MH_180,
    note="a full refresh every 5 min keeps the 180 s rule, but no refresh-cycle or lifetime figure is "
    "given",
)
cq(
    M,
    IE,
    "TNA1224 with a 3-wire PT100 on a 20 m cable next to VFD-driven motors in a factory. Will I get "
    "readings stable to 0.01 °C?",
    [TN],
    F.TN_RES,
    note="no noise figure and nothing on cable length or interference is given",
)
cq(
    M,
    IE,
    "ok so my uncle has a greenhouse up in the mountains, around 1,800 m (about 815 hpa). i want a "
    "gcx-420h in there to run the co2 dosing. will it still be inside its accuracy spec at that "
    "altitude or do i need to correct something?",
    ["GCX-420H"],
    F.GC_PRESS,
    note="readings are specified at 1013 hPa and not corrected; the error at 815 hPa is not given",
)
cq(
    M,
    IE,
    "ANU-47U looking down into a 4 m grain silo - will it read the wheat surface reliably?",
    ["ANU-47U"],
    F.AN_FLAT,
    note="4 m is inside 450 cm, but the ranges are for a flat 50 x 50 cm target; soft, uneven grain "
    "surfaces are not covered",
)
cq(
    M,
    IE,
    "A handheld with an HMA3216 inside may fall 1.5 m onto concrete while it is on. Will the "
    "accelerometer survive?",
    [HM],
    F.HM_SHOCK,
    note="3000 g for 0.2 ms is given, but the shock of a 1.5 m drop onto concrete is not",
)
cq(
    E,
    IE,
    "my power bank only says 'pd 20w' on it. will a zpt-1520 set to 15v work with it?",
    [ZP],
    F.ZP_PHONE,
    note="whether the bank offers 15 V is not stated; the sheet says to check the label",
)
