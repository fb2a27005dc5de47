"""Factual questions of the hundred-and-thirty-fifth hold-out set (42: 34 with items, 8
whose answer is not in the sheets)."""

from __future__ import annotations

import facts as F
from qkit import AL, HJ, IE, KR, NI, PK, VP, WG, ZN, Fact, join, q

E, M, H = "easy", "medium", "hard"
N = iter(range(1, 100))


def fq(diff: str, text: str, devs: list[str], *facts: Fact, note: str = "") -> None:
    items, evidence = join(*facts)
    q("f", next(N), diff, "simple", text, devs, items, evidence, note=note)


def ie(diff: str, text: str, devs: list[str], note: str, *facts: Fact) -> None:
    evidence = join(*facts)[1] if facts else []
    q("f", next(N), diff, "simple", text, devs, [], evidence, IE, note)


# ---------------------------------------------------------------- HJF3122
fq(
    E,
    "What is the recommended supply voltage range of the HJF3122 fan controller?",
    [HJ],
    F.HJ_VDD,
    note="the absolute maximum 6.0 V, the TACH / PWM pull-up limit 5.5 V and the power-on reset "
    "2.4 / 2.8 V are look-alikes",
)
fq(
    M,
    "hjf3122 standby current at 3.3v?",
    [HJ],
    F.HJ_STB33,
    note="stacked per VDD (3 / 8 uA at 3.3 V, 5 / 12 uA at 5.0 V); the active current 0.9 / 1.5 mA "
    "and the feature line's 3 uA typ are look-alikes",
)
fq(
    E,
    "which i2c addresses can an hjf3122a be set to?",
    ["HJF3122A"],
    F.HJ_ADDR_A,
    note="0x2C / 0x2D / 0x2E belong to the HJF3122; 58h ... 5Dh are 8-bit bus bytes; 00h ... 0Fh are "
    "register addresses",
)
fq(
    H,
    "How accurate is the HJF3122's local temperature sensor over its full -40 °C to +105 °C range?",
    [HJ],
    F.HJ_TACC,
    note="stacked per band: +/-1 degC (+20 ... +80 degC, also the feature line) is the look-alike; "
    "the 0.125 degC resolution is not an accuracy",
)
fq(
    E,
    "What SCL clock frequency range does the HJF3122 serial interface support?",
    [HJ],
    F.HJ_FSCL,
    note="the 10 kHz minimum is stated and required; the 25 kHz PWM frequency and the 25 ... 35 ms "
    "SMBus timeout are look-alikes",
)
ie(
    M,
    "What is the HJF3122's tachometer speed-measurement accuracy in percent?",
    [HJ],
    "only the fan speed range (480 ... 30 000 rpm at 2 pulses per revolution) is given; the "
    "temperature-sensor accuracy is not a tach accuracy",
)
# ---------------------------------------------------------------- PKB-51
fq(
    E,
    "What is the operating input voltage range of the PKB-51 step-up module?",
    [PK],
    F.PK_VIN,
    note="the start-up voltage 1.0 / 1.3 V and the 4.0 V damage limit are look-alikes",
)
fq(
    E,
    "pkb-51 output voltage?",
    [PK],
    F.PK_VOUT,
    note="the 4.75 V criterion for the current table is not the output voltage spec",
)
fq(
    E,
    "How much output current can the PKB-51 deliver from two NiMH AA cells at 2.4 V?",
    [PK],
    F.PK_I24,
    note="the quick-facts line 'up to 500 mA' is for two fresh alkaline cells at 3.0 V; the input "
    "current 0.98 A is a look-alike",
)
fq(
    M,
    "whats the no-load current draw of the pkb-51u?",
    ["PKB-51U"],
    F.PK_IQ_U,
    note="column group per version: 0.06 mA belongs to the PKB-51; the 1 uA shutdown current is "
    "PKB-51 only",
)
ie(
    E,
    "pkb-51 short circuit current limit?",
    [PK],
    "the sheet says the output is not short-circuit protected; the 500 mA polyfuse advice is "
    "not a current limit",
    F.PK_NOSC,
)
# ---------------------------------------------------------------- VPZ-18
fq(
    E,
    "What supply voltage range does the VPZ-18 vibration sensor module accept?",
    [VP],
    F.VP_VCC,
)
fq(
    M,
    "how much current does the vpz-18 pull at 5v when the do led is lit?",
    [VP],
    F.VP_I5ON,
    note="stacked per VCC and LED state: 3.5 mA (LED off at 5 V), 2.4 / 4.1 mA at 3.3 V and the "
    "20 mA DO sink limit are look-alikes",
)
fq(
    E,
    "What is the AO sensitivity of the VPZ-18H?",
    ["VPZ-18H"],
    F.VP_SENS_H,
    note="column group per version: 50 mV/g belongs to the VPZ-18",
)
fq(
    H,
    "Over what voltage range does the VPZ-18's AO output swing when the module runs from 3.3 V?",
    [VP],
    F.VP_AO33,
    note="AO swing stacked per VCC: 0.05 ... 3.5 V at 5.0 V is the look-alike; the DO high level "
    "3.3 V is not AO",
)
ie(
    M,
    "whats the resonant frequency of the plain vpz-18 (no tip mass)?",
    [VP],
    "the resonance row gives 120 Hz for the VPZ-18H only (a dash for the VPZ-18); the "
    "frequency response 5 ... 3000 Hz is not a resonance",
    F.VP_RES,
)
# ---------------------------------------------------------------- NIO5208
fq(
    E,
    "What supply voltage range does the NIO5208 I/O expander operate from?",
    [NI],
    F.NI_VDD,
    note="the absolute maximum 6.0 V, the SCL / SDA 5.5 V tolerance and the POR 1.6 / 2.0 V are "
    "look-alikes",
)
fq(
    E,
    "nio5208a i2c address range?",
    ["NIO5208A"],
    F.NI_ADDR_A,
    note="0x20 ... 0x27 belong to the NIO5208; 40h / E0h are 8-bit write bytes",
)
fq(
    E,
    "What is the maximum I²C clock frequency of the NIO5208?",
    [NI],
    F.NI_FSCL,
    note="the 0 kHz lower limit is optional",
)
fq(
    H,
    "With a 3.0 V supply, what LED sink current is guaranteed per NIO5208 I/O pin at an output "
    "low voltage of 0.5 V?",
    [NI],
    F.NI_IOL30,
    note="stacked per VDD (12 / 17 / 25 mA min); the 25 mA recommended maximum and the 40 mA "
    "absolute maximum per pin are look-alikes",
)
ie(
    E,
    "What input hysteresis do the NIO5208's P-port inputs have?",
    [NI],
    "no hysteresis is given; VIH / VIL are fractions of VDD",
)
# ---------------------------------------------------------------- ZNT6822
fq(
    E,
    "What is the maximum drain-source voltage of the ZNT6822?",
    [ZN],
    F.ZN_VDS,
    note="V(BR)DSS 30 V min is the same figure; the 24 V of the IDSS test condition is a look-alike",
)
fq(
    E,
    "znt6822 gate threshold voltage?",
    [ZN],
    F.ZN_VTH,
    note="the 1.8 V logic-level gate drive is not the threshold",
)
fq(
    M,
    "What is the on-resistance of the ZNT6822 at VGS = 2.5 V?",
    [ZN],
    F.ZN_RDS25,
    note="stacked per VGS: 19 / 24 mOhm at 4.5 V and 36 / 52 mOhm at 1.8 V are look-alikes",
)
fq(
    H,
    "What continuous drain current is one ZNT6822 channel rated for at 70 °C ambient?",
    [ZN],
    F.ZN_ID70,
    note="stacked per TA: 6.5 A at 25 degC, the 26 A pulsed current and the 2.5 A body-diode "
    "current are look-alikes",
)
fq(
    E,
    "max gate-source voltage on the znt6822?",
    [ZN],
    F.ZN_VGS,
    note="absolute maximum +/-12 V; the 4.5 V / 2.5 V / 1.8 V RDS(on) test conditions are "
    "look-alikes",
)
ie(
    M,
    "What single-pulse avalanche energy (EAS) is the ZNT6822 rated for?",
    [ZN],
    "no avalanche rating is given; the pulsed drain current 26 A is not an energy",
)
# ---------------------------------------------------------------- ALB-388
fq(
    E,
    "What pressure range can the ALB-388 altimeter module measure?",
    [AL],
    F.AL_PRANGE,
    note="the feature line's +9000 ... -500 m altitude span is the same range in metres",
)
fq(
    E,
    "alb-388 i2c address?",
    [AL],
    F.AL_ADDR,
    note="the address is only in prose: 0x77 as shipped, 0x76 with the ADR pad bridged",
)
fq(
    M,
    "How accurate is the ALB-388's absolute pressure reading between 0 and 65 °C?",
    [AL],
    F.AL_ABSACC,
    note="stacked per band: +/-1.0 hPa (-20 ... +70 degC), the relative accuracy +/-0.06 hPa and "
    "the solder drift +/-0.5 hPa are look-alikes",
)
fq(
    H,
    "how much current does the alb-388 draw while the sensor sleeps if i cut the led jumper?",
    [AL],
    F.AL_STB_CUT,
    note="stacked per LED jumper: 0.95 / 1.3 mA with the LED on; the sensor's own 0.3 uA sleep "
    "current is a look-alike",
)
ie(
    M,
    "What long-term pressure drift per year does the ALB-388 specify?",
    [AL],
    "only the solder drift (+/-0.5 hPa after reflow) is given, no long-term stability",
)
# ---------------------------------------------------------------- KRX-56
fq(
    E,
    "What supply voltage range does the KRX-5638 IR receiver accept?",
    ["KRX-5638"],
    F.KR_VS,
    note="the absolute maximum -0.3 ... +6.0 V is a look-alike",
)
fq(
    E,
    "krx-5638 supply current at 5v?",
    ["KRX-5638"],
    F.KR_IS5,
    note="stacked per VS: 0.30 / 0.45 mA at 3.3 V; 0.45 mA in sunlight and the 3 mA absolute "
    "maximum are look-alikes",
)
fq(
    M,
    "What is the maximum output low voltage of the KRX-56 series receivers?",
    [KR],
    F.KR_VOL,
    note="the 5 mA absolute-maximum output current and the 30 kOhm internal pull-up are "
    "look-alikes",
)
fq(
    E,
    "krx-5640 operating temperature range?",
    ["KRX-5640"],
    F.KR_TOPR,
    note="the range sits in the absolute-maximum table; storage -40 ... +100 degC is a look-alike",
)
ie(
    E,
    "What reception distance does the KRX-5638 reach in direct sunlight?",
    ["KRX-5638"],
    "the 12 / 18 m transmission distance is given for Ev = 0 only; sunlight appears only as a "
    "supply-current condition",
)
# ---------------------------------------------------------------- WGM-724
fq(
    E,
    "What supply voltage range does the WGM-724 load-cell board accept?",
    [WG],
    F.WG_VCC,
    note="the E+ excitation 4.3 V is a look-alike",
)
fq(
    E,
    "wgm-724 sample rate options?",
    [WG],
    F.WG_RATE,
    note="10 SPS with the RATE jumper open, 80 SPS bridged; the WGM-724F is fixed at 80 SPS",
)
fq(
    M,
    "What is the WGM-724's full-scale differential input range on channel A at a gain of 64?",
    [WG],
    F.WG_FS64,
    note="stacked per gain: +/-16.8 mV (gain 128) and +/-67.2 mV (channel B) are look-alikes",
)
fq(
    M,
    "wgm-724 e+ excitation voltage with vcc at 5v?",
    [WG],
    F.WG_EXC5,
    note="the about 3.1 V at VCC = 3.3 V (dropout) is the stacked look-alike",
)
ie(
    M,
    "What gain drift in ppm/°C does the WGM-724 specify?",
    [WG],
    "only the input offset drift (6 nV/degC at gain 128) is given",
)
