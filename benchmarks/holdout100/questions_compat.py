"""Compatibility questions of the hundredth hold-out set (28: 10 compatible, 9
incompatible, 9 insufficient_evidence, each of those with one required check the
sheets do not support)."""

from __future__ import annotations

import facts as F
from qkit import HV, KC, LP, MR, OM, SQ, SW, XB, Fact, join, q

E, M, H = "easy", "medium", "hard"
OK, NO, IE = "compatible", "incompatible", "insufficient_evidence"
N = iter(range(1, 100))


def cq(diff: str, verdict: str, text: str, devs: list[str], *facts: Fact, note: str = "") -> None:
    items, evidence = join(*facts) if facts else ([], [])
    if verdict == IE:
        items = []
    q(f"c-{next(N):02d}", diff, "compatibility", text, devs, items, evidence, verdict, note)


# ---------------------------------------------------------------- compatible (10)
cq(E, OK, "can i power the sqa4116 from the 5v pin of an arduino uno?", [SQ], F.SQ_VDD)
cq(
    E,
    OK,
    "Will a 12 V, 2 A wall adapter work as the motor supply for the OMW-SD35?",
    [OM],
    F.OM_VM,
)
cq(
    E,
    OK,
    "kcl-485h powered from the esp32's 3v3 pin, rxd straight into an esp32 gpio - ok?",
    [KC],
    F.KC_VCC33,
    F.KC_RXD33,
)
cq(
    E,
    OK,
    "My Arduino pin gives 5 V and can source 20 mA. Can it drive the MRD-05A1 coil directly?",
    [MR],
    F.MR_A1,
    note="5 V / 500 Ohm = 10 mA nominal coil current; a flyback diode is still good practice",
)
cq(
    E,
    OK,
    "sdw-hc20 on a 5v arduino to watch a 12 v dc motor that pulls about 15 a - will it work?",
    [SW],
    F.SW_VCC,
    F.SW_RANGE20,
)
cq(
    M,
    OK,
    "Can the XHB-35A run off a 12 V car battery and give 19 V at 1 A for a router?",
    [XB],
    F.XB_VIN,
    F.XB_VOUT,
    F.XB_12_19,
    F.XB_HEAD,
    note="12 V in / 19 V out cell of the current table: 1.2 A",
)
cq(
    M,
    OK,
    "hav-lr2 on a raspberry pi: 3v3 rail for vcc and spi at 8 mhz, fine?",
    [HV],
    F.HV_VCC,
    F.HV_SCK,
)
cq(
    M,
    OK,
    "Can I run the LPX3320 from an ESP32's 3.3 V with the I2C pull-ups also to 3.3 V?",
    [LP],
    F.LP_VDD,
    F.LP_PINABS,
)
cq(
    H,
    OK,
    "lpx3320-a0 and sqa4116 on the same i2c bus, both at 3.3 v, 400 khz - any clash?",
    [LP, SQ],
    F.LP_ADDR_A,
    F.SQ_ADDR,
    F.LP_SCL,
    F.SQ_SCL_FMP,
    F.LP_VDD,
    F.SQ_VDD,
    note="0x29 vs 0x34-0x37; 400 kHz within both limits",
)
cq(
    H,
    OK,
    "With the SQA4116 on 5 V and the PGA at ±4.096 V, can it read the SDW-HC20 output "
    "(module on the same 5 V) single-ended over the full current range?",
    [SQ, SW],
    F.SQ_VDD,
    F.SQ_FSR4,
    F.SW_OUT,
    F.SQ_AIN,
    note="1.5-3.5 V output stays inside GND..VDD and inside the 4.096 V range",
)
# ---------------------------------------------------------------- incompatible (9)
cq(
    E,
    NO,
    "can i run the hav-lr2 straight off my uno's 5v pin?",
    [HV],
    F.HV_VCC,
    F.HV_ABS,
    F.HV_5V,
)
cq(
    E,
    NO,
    "Can an MRD-05A1 switch a 230 V AC table lamp?",
    [MR],
    F.MR_SWV_A,
    F.MR_MAINS,
)
cq(
    M,
    NO,
    "will one 18650 cell run the xhb-35a to get 5v out?",
    [XB],
    F.XB_VIN,
    F.XB_1S,
)
cq(
    M,
    NO,
    "Can the OMW-SD35 run its motor straight from a 10S e-bike battery (42 V when full)?",
    [OM],
    F.OM_VM,
    F.OM_ABS,
)
cq(
    M,
    NO,
    "kcl-485h on 5v from the usb rail and its rxd wired directly to an esp32 rx pin - safe?",
    [KC],
    F.KC_RXD5,
    F.KC_ESP,
)
cq(
    M,
    NO,
    "Can I hook the LPX3320 to a 5 V Arduino Uno with the SDA/SCL pull-ups to 5 V?",
    [LP],
    F.LP_PINABS,
    F.LP_5V,
)
cq(
    M,
    NO,
    "mrd-05c1 to switch a 12v solenoid that draws 0.4a?",
    [MR],
    F.MR_SWI_C,
    note="Form A column 0.5 A is the look-alike",
)
cq(
    H,
    NO,
    "I power the OMW-SD35's VDD from 5 V and drive STEP/DIR from an ESP32's 3.3 V GPIO. Will it step reliably?",
    [OM],
    F.OM_VDD,
    F.OM_VIH,
    F.OM_3V3,
    note="VIH = 0.7 x 5 V = 3.5 V > 3.3 V",
)
cq(
    H,
    NO,
    "sqa4116 running on 3.3 v, fsr ±4.096 v - can it read the sdw-hc05 output all the way to +5 a?",
    [SQ, SW],
    F.SQ_VDD,
    F.SW_OUT,
    F.SQ_AIN,
    F.SQ_AIN_NOTE,
    note="the output reaches 3.5 V, above VDD = 3.3 V; the FSR does not lift the input limit",
)
# ---------------------------------------------------------------- insufficient evidence (9)
cq(
    E,
    IE,
    "will two hav-lr2-868 modules reach each other 8 km apart?",
    [HV],
    F.HV_RANGE,
    note="range not specified",
)
cq(
    E,
    IE,
    "Can the LPX3320 measure the UV index for my weather station?",
    [LP],
    F.LP_R48,
    F.LP_R48_HEAD,
    note="only visible-light lux ranges; no UV response given",
)
cq(
    M,
    IE,
    "Can the XHB-35A deliver 3 A at 5 V from 12 V inside a box that reaches 60 °C?",
    [XB],
    F.XB_VIN,
    F.XB_25C,
    note="current table is for 25 °C; no derating over temperature",
)
cq(
    M,
    IE,
    "omw-sd35 inside a heated 3d printer enclosure at 50 c - is that within spec?",
    [OM],
    F.OM_VM,
    note="no operating temperature range in the sheet",
)
cq(
    M,
    IE,
    "Will the KCL-485H survive lightning-induced surges on a 300 m outdoor cable?",
    [KC],
    F.KC_ESD,
    note="ESD (HBM) only; no surge rating",
)
cq(
    M,
    IE,
    "mrd-05a1 switching 24 v dc at 0.2 a - will it last 10 million operations?",
    [MR],
    F.MR_SWV_A,
    F.MR_SWI_A,
    F.MR_LIFE,
    note="electrical life given only for 5 V DC 10 mA",
)
cq(
    H,
    IE,
    "Is the SQA4116 quiet enough to resolve 1 g on a 5 kg load cell (1 mV/V, 5 V excitation)?",
    [SQ],
    F.SQ_VDD,
    note="needs input-referred noise, not given",
)
cq(
    H,
    IE,
    "Can the SDW-HC05 trip an over-current shutdown within 5 µs?",
    [SW],
    F.SW_BW,
    note="bandwidth only; no response time",
)
cq(
    H,
    IE,
    "can an mrd-05a1 route a 100 mhz rf signal without much loss?",
    [MR],
    F.MR_SWV_A,
    note="no RF characteristics (insertion loss, isolation) in the sheet",
)
