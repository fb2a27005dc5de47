"""Compatibility questions of the forty-first hold-out set (28: 10 compatible,
9 incompatible, 9 insufficient_evidence, each of the latter citing the sheet's
own "not specified" line, so one required check has no evidence)."""

from __future__ import annotations

from facts import (
    AX_ACC_R,
    AX_ADDR40,
    AX_CPU,
    AX_PWMABS,
    AX_SMB,
    AX_V,
    FC_3W,
    FC_12,
    FC_ABS,
    FC_ACC40,
    FC_ACC_OUT,
    FC_T,
    FC_V,
    FCA_3W,
    FCA_18,
    FCA_ADDR_A,
    FCA_ADDR_B,
    FCA_I2C,
    FCA_T,
    FCA_V,
    FCA_VI5,
    FCA_VIH,
    GY_5V,
    GY_ADDR_GND,
    GY_I2C,
    GY_OUT,
    GY_V,
    KP_33,
    KP_T,
    KP_UV,
    KP_V,
    LT_NIR,
    LT_OUT5,
    LT_T,
    LT_V,
    NJ_ABS,
    NJ_AEC,
    NJ_FG12,
    NJ_FGABS,
    NJ_V,
    PD_HUM,
    PD_SINGLE,
    PD_V,
)
from qkit import AX, FC, FCA, GY, KP, LT, NJ, PD, Fact, join, q

C = "compatibility"
E, M, H = "easy", "medium", "hard"
OK, NO, IE = "compatible", "incompatible", "insufficient_evidence"


def judge(
    qid: str, diff: str, question: str, devices: list[str], verdict: str, fact: Fact, note: str = ""
) -> None:
    items, evidence = fact
    if verdict == IE:
        items = []
    q(qid, diff, C, question, devices, items, evidence, verdict, note)


# ---------------------------------------------------------------- compatible (10)
judge(
    "c-01", E, "can i run the ltp2101 off the 24v rail in my machine?", [LT], OK, LT_V, "2.7-36 V"
)
judge("c-02", E, "Can the FCA2104 be powered from a 3.3 V rail?", [FCA], OK, FCA_V)
judge(
    "c-03",
    M,
    "fca2104 on 3v3, fan tach output pulled up to 5v through 10k - will the TACH pin survive?",
    [FCA],
    OK,
    join(FCA_V, FCA_VIH, FCA_VI5),
    "TACH 5 V tolerant: VIH max 5.5 V, abs max 6.0 V",
)
judge(
    "c-04",
    M,
    "Can an AX6640 and a GY-PD16 (ADDR pin on GND) share one I2C/SMBus bus running at 400 kHz?",
    [AX, GY],
    OK,
    join(AX_ADDR40, AX_SMB, GY_ADDR_GND, GY_I2C),
    "0x4C vs 0x48; both up to 400 kHz",
)
judge("c-05", E, "will the gy-pd16 work on my 5v arduino uno?", [GY], OK, join(GY_V, GY_5V))
judge(
    "c-06",
    E,
    "can i put an fca2104a and an fca2104b on the same i2c bus?",
    ["FCA2104A", "FCA2104B"],
    OK,
    join(FCA_ADDR_A, FCA_ADDR_B, FCA_I2C),
    "0x2C vs 0x2E",
)
judge("c-07", E, "Can the PDA 20-V be run from a ±15 V laboratory supply?", [PD], OK, PD_V)
judge(
    "c-08",
    E,
    "can the njf3340 and the fc8204 both run off the same 5v rail?",
    [NJ, FC],
    OK,
    join(NJ_V, FC_V),
)
judge(
    "c-09",
    H,
    "ltp2101 on a single 5v supply, output straight into the 0-5v adc of a 5v arduino - "
    "any risk of driving the pin above 5v?",
    [LT],
    OK,
    join(LT_V, LT_OUT5),
    "output swings about 0-3.7 V at +5 V supply",
)
judge(
    "c-10",
    H,
    "The AX6640 runs at VCC = 3.3 V. May its PWM pin be pulled up to a 5 V rail for the fan's PWM input?",
    [AX],
    OK,
    join(AX_V, AX_PWMABS),
    "PWM to GND abs max +6 V; prose: may be pulled up to 5V",
)
# ---------------------------------------------------------------- incompatible (9)
judge(
    "c-11",
    E,
    "can i power the fc8204 straight from the 12v fan supply?",
    [FC],
    NO,
    join(FC_V, FC_ABS, FC_12),
)
judge(
    "c-12", E, "kp-1227 on a 3v3 rail, ok?", [KP], NO, join(KP_V, KP_33), "recommended 4.5～5.5 V"
)
judge("c-13", E, "Can I power the PDA 20-V from a 5 V USB port?", [PD], NO, join(PD_V, PD_SINGLE))
judge(
    "c-14",
    M,
    "An enclosure holding an FCA2104 and an LTP2101 reaches +105 °C. Are both parts rated for that?",
    [FCA, LT],
    NO,
    join(FCA_T, LT_T),
    "FCA2104 to +125 °C, LTP2101 only to +85 °C",
)
judge(
    "c-15",
    H,
    "kp-1227-01 inside a machine that sits at 70 c - fine? the abs max table says up to 85",
    ["KP-1227-01"],
    NO,
    KP_T,
    "recommended Topr -20～+60 ℃; -25～+85 ℃ is the abs max",
)
judge(
    "c-16",
    E,
    "can i pull the njf3340 FG pin up to the 12v fan supply?",
    [NJ],
    NO,
    join(NJ_FGABS, NJ_FG12),
)
judge(
    "c-17", E, "Can the FCA2104 drive a 3-wire fan by linear DC voltage control?", [FCA], NO, FCA_3W
)
judge(
    "c-18",
    H,
    "My only rail is 6.0 V. Can the NJF3340 run from it, since that is below its 7.0 V rating?",
    [NJ],
    NO,
    join(NJ_V, NJ_ABS),
    "recommended 2.7～5.5 V; 7.0 V is the absolute maximum",
)
judge(
    "c-19",
    M,
    "two ax6640s on one smbus to control two fans - will that work?",
    [AX],
    NO,
    AX_ADDR40,
    "both answer at 0x4C; the AX6641 (0x4D) is the part for a second device",
)
# ---------------------------------------------------------------- insufficient evidence (9)
judge("c-20", E, "will the fc8204 run my old 3-pin fan?", [FC], IE, FC_3W)
judge("c-21", M, "Can the FCA2104 sit on an I2C bus with 1.8 V pull-ups?", [FCA], IE, FCA_18)
judge("c-22", E, "kp-1227 as a long-term monitor in a uv curing oven, ok?", [KP], IE, KP_UV)
judge("c-23", E, "can i mount the gy-pd16 outside in the rain?", [GY], IE, GY_OUT)
judge(
    "c-24",
    M,
    "Can the PDA 20-V be used in a climate chamber with condensing humidity?",
    [PD],
    IE,
    PD_HUM,
)
judge(
    "c-25",
    H,
    "Will the AX6640 read my FPGA's thermal diode to within ±1 °C?",
    [AX],
    IE,
    join(AX_ACC_R, AX_CPU),
    "±1 °C only for a discrete remote diode; CPU / FPGA diode accuracy not specified",
)
judge("c-26", M, "I need an AEC-Q100 part for a car seat fan. Is the NJF3340 OK?", [NJ], IE, NJ_AEC)
judge(
    "c-27",
    M,
    "fc8204-40 in a freezer at -20 c, i need ±2 c accuracy - good?",
    ["FC8204-40"],
    IE,
    join(FC_T, FC_ACC40, FC_ACC_OUT),
    "operating range fine (-40～+85 ℃) but accuracy only for 0～85 ℃",
)
judge("c-28", M, "can the ltp2101 detect my 1310 nm laser?", [LT], IE, LT_NIR)
