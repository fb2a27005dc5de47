"""Compatibility questions of the hundred-and-tenth hold-out set (28: 10 compatible, 9
incompatible, 9 insufficient_evidence, each of those with one required check the
sheets do not support)."""

from __future__ import annotations

import facts as F
from qkit import JX, KS, NH, RM, SL, SM, Fact, join, q

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
    "can i power the ksp388 (vdd and vddio) from the 3v3 pin of an esp32?",
    [KS],
    F.KS_VDD,
    F.KS_VDDIO,
)
cq(
    M,
    OK,
    "Will a KJ1117-33 make 3.3 V from a 5 V USB supply for a 300 mA load?",
    ["KJ1117-33"],
    F.KJ_VO33,
    F.KJ_DO_500,
    F.KJ_IOUT,
    note="3.3 V + 1.20 V max dropout at 500 mA = 4.5 V < 5 V",
)
cq(
    E,
    OK,
    "Can the RMX226, powered from a Raspberry Pi's 3.3 V, monitor the current of my 24 V "
    "printer bed supply?",
    [RM],
    F.RM_VS,
    F.RM_BUS,
)
cq(
    E,
    OK,
    "can the sme2003 switch a 12v relay coil that draws 80 ma from an arduino uno output pin?",
    [SM],
    F.SM_IC,
    F.SM_VCE,
    F.SM_VION_200,
    note="5 V logic high is above the 2.4 V input on voltage even at 200 mA",
)
cq(
    E,
    OK,
    "Can the FBC2515-I run from 3.3 V next to a Raspberry Pi and take its SPI signals directly?",
    ["FBC2515-I"],
    F.FB_VDD_I,
    F.FB_VIH,
    F.FB_SPI,
    note="VIH = 0.8 VDD = 2.64 V at 3.3 V",
)
cq(
    M,
    OK,
    "sls7710 on a 3v3 esp32 i2c bus, 4.7k pull-ups to 3v3, 400 khz - fine?",
    [SL],
    F.SL_VDD,
    F.SL_I2C,
    F.SL_VPU,
)
cq(
    M,
    OK,
    "Can the KSP388 and the SLS7710 share one 3.3 V I2C bus?",
    [KS, SL],
    F.KS_VDD,
    F.SL_VDD,
    F.KS_ADDR,
    F.SL_ADDR,
    note="0x76 / 0x77 vs fixed 0x10",
)
cq(
    M,
    OK,
    "rmx226 with a0/a1 grounded and an sls7710 on the same i2c bus at 400 khz - any clash?",
    [RM, SL],
    F.RM_ADDR40,
    F.SL_ADDR,
    F.RM_I2C_FAST,
    F.SL_I2C,
)
cq(
    E,
    OK,
    "Will the NH1637 work from an Arduino Uno's 5 V supply with CLK and DIO on two of its pins?",
    [NH],
    F.NH_VDD,
    F.NH_VIH,
    F.NH_PULL,
)
cq(
    H,
    OK,
    "30 jx-2812b pixels on a 5v 2a usb power bank at full white - enough current?",
    [JX],
    F.JX_VDD,
    F.JX_PIXEL,
    note="30 x about 36 mA = 1.08 A plus static current, below 2 A",
)

# ---------------------------------------------------------------- incompatible (9)
cq(E, NO, "Can I run the NH1637 straight from the 3.3 V rail of an ESP32?", [NH], F.NH_VDD)
cq(
    E,
    NO,
    "Can the SLS7710 be powered from the 5 V pin of an Arduino Uno?",
    [SL],
    F.SL_VDD,
    F.SL_ABS,
)
cq(
    M,
    NO,
    "jx-2812b on 5v with the data line driven straight from an esp32 gpio - will it read the "
    "data reliably?",
    [JX],
    F.JX_VDD,
    F.JX_VIH,
    F.JX_SAME,
    note="VIH = 0.7 VDD = 3.5 V at 5 V, above a 3.3 V high",
)
cq(E, NO, "Can I feed a KJ1117-33 from an 18 V laptop adapter?", ["KJ1117-33"], F.KJ_VIN_ABS)
cq(
    M,
    NO,
    "will a kj1117-50 give me a steady 5v when fed from a 5v usb port?",
    ["KJ1117-50"],
    F.KJ_VO50,
    F.KJ_DO_100,
    note="needs about 6 V in even at 100 mA",
)
cq(
    E,
    NO,
    "Can the RMX226 measure the voltage of my 48 V e-bike battery pack?",
    [RM],
    F.RM_BUS,
    F.RM_VBUSABS,
)
cq(
    H,
    NO,
    "fbc2515-e on the 3.3v supply of my stm32 board?",
    ["FBC2515-E"],
    F.FB_VDD_E,
    note="the -E grade needs 4.5 ... 5.5 V; only the -I grade runs from 2.7 V",
)
cq(
    H,
    NO,
    "FBC2515-I powered from 5 V with its SPI driven directly by a 3.3 V ESP32: OK?",
    ["FBC2515-I"],
    F.FB_VDD_I,
    F.FB_VIH,
    F.FB_LVL,
    note="VIH = 0.8 VDD = 4.0 V at 5 V",
)
cq(
    E,
    NO,
    "Can one SME2003 output switch a 24 V solenoid that pulls 800 mA?",
    [SM],
    F.SM_IC,
    F.SM_PEAK,
    F.SM_VCE,
)

# ---------------------------------------------------------------- insufficient evidence (9)
cq(
    E,
    IE,
    "can jx-2812b pixels live outdoors in the rain on my garden sign?",
    [JX],
    note="no IP rating or moisture protection statement (MSL is about storage before reflow)",
)
cq(
    M,
    IE,
    "Is the RMX226Q1 AEC-Q100 qualified for my car ECU project?",
    ["RMX226Q1"],
    F.RM_AUTO,
    note="called automotive grade with a 125 °C range, but no AEC-Q100 statement",
)
cq(
    H,
    IE,
    "can the sme2003 switch four 12v solenoid valves at 150 ma each, all on together, for 10 "
    "years in my 40 c greenhouse?",
    [SM],
    F.SM_FOUR,
    F.SM_T5,
    F.SM_VCE,
    note="12 V and 4 x 150 mA at 100 % duty are within Table 5 (200 mA at 50 °C); no lifetime "
    "or MTBF figure is given",
)
cq(
    M,
    IE,
    "can the fbc2515-i run a 500 kbit/s bus over 200 m of cable?",
    ["FBC2515-I"],
    F.FB_CAN,
    F.FB_XCVR,
    note="bit rate is fine; cable length depends on the transceiver and is not specified",
)
cq(
    M,
    IE,
    "Is the SLS7710 accurate to ±10 % under white LED lighting for my grow-light controller?",
    [SL],
    note="no accuracy or light-source dependence is given",
)
cq(
    E,
    IE,
    "can i put the nh1637 display board 2 m away from my arduino on a ribbon cable?",
    [NH],
    note="no cable length or line capacitance limit is given",
)
cq(
    E,
    IE,
    "can the ksp388 survive being dunked in my aquarium sump?",
    [KS],
    F.KS_VENT,
    note="no water resistance rating; only a warning about liquids at the vent hole",
)
cq(
    M,
    IE,
    "Is the KJ1117-33 output quiet enough (below 50 µVrms noise) for my audio ADC reference?",
    ["KJ1117-33"],
    note="no output noise figure; only ripple rejection at 120 Hz",
)
cq(
    E,
    IE,
    "Will the JX-2812B last 5,000 hours at full white without noticeable dimming?",
    [JX],
    note="no lifetime or lumen maintenance figure is given",
)
