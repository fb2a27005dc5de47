"""Factual questions of the hundredth hold-out set (42: 34 with items, 8 whose
answer is not in the sheets)."""

from __future__ import annotations

import facts as F
from qkit import HV, KC, LP, MR, OM, SQ, SW, XB, Fact, join, q, unanswerable

E, M, H = "easy", "medium", "hard"
N = iter(range(1, 100))


def fq(diff: str, text: str, devs: list[str], *facts: Fact, note: str = "") -> None:
    items, evidence = join(*facts)
    q(f"f-{next(N):02d}", diff, "simple", text, devs, items, evidence, note=note)


def ie(diff: str, text: str, devs: list[str], note: str, *facts: Fact) -> None:
    evidence = join(*facts)[1] if facts else []
    unanswerable(f"f-{next(N):02d}", diff, "simple", text, devs, note, evidence)


# ---------------------------------------------------------------- SQA4116
fq(E, "What supply voltage range does the SQA4116 ADC accept?", [SQ], F.SQ_VDD)
fq(
    E,
    "sqa4116 absolute max on vdd?",
    [SQ],
    F.SQ_ABS,
    note="recommended 5.5 V and the 5.5 V digital input limit are the look-alikes",
)
fq(E, "What data rates can the SQA4116 be set to?", [SQ], F.SQ_DR)
fq(
    M,
    "which i2c addresses can the sqa4116 be strapped to?",
    [SQ],
    F.SQ_ADDR,
    note="register reset values 0x8583 / 0x8000 / 0x7FFF are decoys",
)
fq(
    M,
    "What is the maximum SCL clock frequency of the SQA4116 in Fast-mode Plus?",
    [SQ],
    F.SQ_SCL_FMP,
    note="0.4 MHz is the fast-mode column of the same row",
)
fq(
    M,
    "how much current does the sqa4116 pull when it's powered down?",
    [SQ],
    F.SQ_PD,
    note="the power-down row is unnamed under 'Supply current'",
)
fq(
    H,
    "What full-scale input range and LSB size does the SQA4116 have at its default PGA setting?",
    [SQ],
    F.SQ_FSR_DEF,
    note="default marked in the PGA table; the electrical table's condition line also says 2.048 V",
)
# ---------------------------------------------------------------- XHB-35A
fq(E, "What input voltage range does the XHB-35A buck-boost module accept?", [XB], F.XB_VIN)
fq(
    E,
    "xhb-35a - what input voltage must never be exceeded?",
    [XB],
    F.XB_VIN_ABS,
)
fq(E, "what output voltages can the xhb-35a be adjusted to?", [XB], F.XB_VOUT)
fq(E, "What is the operating temperature range of the XHB-35A?", [XB], F.XB_TOP)
fq(
    H,
    "How much output current can the XHB-35A supply continuously at 12 V out when fed from 5 V?",
    [XB],
    F.XB_5_12,
    F.XB_HEAD,
    note="input-voltage rows x output-voltage columns; 3 A headline and 4 A peak are look-alikes",
)
# ---------------------------------------------------------------- OMW-SD35
fq(E, "motor supply voltage range for the omw-sd35?", [OM], F.OM_VM)
fq(E, "What logic supply voltage does the OMW-SD35 stepper driver take?", [OM], F.OM_VDD)
fq(
    M,
    "How much continuous current per phase can the OMW-SD35-HC deliver without a heat sink?",
    [OM],
    F.OM_HC_CONT,
    note="1.0 A is the standard board; 2.2 A is the -HC maximum with heat sink and fan",
)
# ---------------------------------------------------------------- HAV-LR2
fq(E, "What supply voltage does the HAV-LR2 LoRa module need?", [HV], F.HV_VCC)
fq(
    M,
    "hav-lr2 absolute max vcc?",
    [HV],
    F.HV_ABS,
    note="page 2 limits table; 3.7 V is the operating maximum",
)
fq(E, "how much current does the hav-lr2 draw transmitting at +20 dbm?", [HV], F.HV_ITX20)
fq(E, "What frequency band does the HAV-LR2-915 cover?", [HV], F.HV_BAND)
fq(E, "hav-lr2 sleep current?", [HV], F.HV_SLEEP)
fq(
    M,
    "What is the receive sensitivity of the HAV-LR2-868 at SF12 / 125 kHz?",
    [HV],
    F.HV_SENS,
    note="-141 dBm is the 433 MHz version; SF7 row -123 dBm",
)
# ---------------------------------------------------------------- KCL-485H
fq(E, "What supply voltage can the KCL-485H RS-485 module run from?", [KC], F.KC_VCC)
fq(E, "operating temp range of the kcl-485h?", [KC], F.KC_TOP)
fq(
    E,
    "KCL-485H idle current on a 5 V supply?",
    [KC],
    F.KC_IDLE5,
    note="3 mA is the 3.3 V column",
)
# ---------------------------------------------------------------- LPX3320
fq(E, "What is the supply voltage range of the LPX3320 light sensor?", [LP], F.LP_VDD)
fq(E, "what's the i2c address of the lpx3320-b0?", [LP], F.LP_ADDR_B)
fq(E, "How much current does the LPX3320 draw when active?", [LP], F.LP_IDD)
fq(
    M,
    "what lux range does the lpx3320 cover at gain x48?",
    [LP],
    F.LP_R48,
    note="at 100 ms integration time",
)
fq(
    M,
    "What is the operating temperature range of the LPX3320?",
    [LP],
    F.LP_TOP,
    note="storage -40 to 100 °C is the look-alike",
)
# ---------------------------------------------------------------- MRD-05
fq(E, "coil resistance of the mrd-05a1?", [MR], F.MR_A1_R)
fq(E, "What is the operating temperature range of the MRD-05 reed relays?", [MR], F.MR_TOP)
fq(
    M,
    "What is the maximum switching current of the MRD-05A1 contacts?",
    [MR],
    F.MR_SWI_A,
    note="carry current 1.2 A and the Form C column 0.25 A are look-alikes",
)
# ---------------------------------------------------------------- SDW-HC
fq(E, "sensitivity of the sdw-hc20 in mv/a?", [SW], F.SW_SENS20)
fq(
    M,
    "What is the total output error of the SDW-HC50 at 25 °C?",
    [SW],
    F.SW_ERR50,
    note="±1.5 % is the HC05 / HC20 columns",
)

# ---------------------------------------------------------------- not in the sheets (8)
ie(
    E,
    "What is the operating temperature range of the OMW-SD35?",
    [OM],
    "no ambient range anywhere; only the IC's 165 °C thermal shutdown (junction)",
)
ie(E, "kcl-485h storage temperature?", [KC], "only the operating range -40 to +85 °C is given")
ie(
    E,
    "What is the coil inductance of the MRD-05A1?",
    [MR],
    "coil data give resistance, current and power only",
)
ie(
    E,
    "what's the field of view / angular response of the lpx3320?",
    [LP],
    "no angular response or field of view in the sheet",
)
ie(
    M,
    "What is the input-referred noise of the SQA4116 at 120 SPS?",
    [SQ],
    "no noise table; INL, offset and gain error only",
)
ie(
    M,
    "At what temperature does the XHB-35A's over-temperature protection trip?",
    [XB],
    "over-temperature protection is listed without a threshold",
    F.XB_OTP,
)
ie(
    M,
    "how much does the sdw-hc sensitivity drift with temperature?",
    [SW],
    "total output error is given at 25 °C only; no drift figure",
)
ie(
    H,
    "What range in km can I expect from the HAV-LR2-868 with a simple whip antenna?",
    [HV],
    "the FAQ says range is not specified",
    F.HV_RANGE,
)
