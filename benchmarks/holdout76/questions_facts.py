"""Factual questions of the seventy-sixth hold-out set (42: 34 with items, 8 whose
answer is not in the sheets)."""

from __future__ import annotations

import facts as F
from qkit import BE, JB, LT, MR, NM, RV, TG, ZG, Fact, join, q, unanswerable

E, M, H = "easy", "medium", "hard"
N = iter(range(1, 100))


def fq(diff: str, text: str, devs: list[str], *facts: Fact, note: str = "") -> None:
    items, evidence = join(*facts)
    q(f"f-{next(N):02d}", diff, "simple", text, devs, items, evidence, note=note)


def ie(diff: str, text: str, devs: list[str], note: str, *facts: Fact) -> None:
    evidence = join(*facts)[1] if facts else []
    unanswerable(f"f-{next(N):02d}", diff, "simple", text, devs, note, evidence)


# ---------------------------------------------------------------- TGM-900
fq(E, "What VBAT supply voltage range does the TGM-900 module need?", [TG], F.TG_VBAT)
fq(E, "how much does the tgm-900 draw in sleep mode with drx=5?", [TG], F.TG_SLEEP)
fq(
    H,
    "What peak current must the power supply of a TGM-900B be able to deliver during a "
    "transmit burst?",
    [TG],
    F.TG_PEAK,
    F.TG_PEAK_PROSE,
    note="the 2.5 A 'Peak current of VBAT' in the absolute maximum table is the look-alike",
)
fq(
    M,
    "what temp range is the tgm-900 rated for in normal operation?",
    [TG],
    F.TG_TOP_N,
    note="-40 ~ +85 °C is the extended range (RF may drift), -45 ~ +90 °C storage",
)
fq(
    H,
    "What is the absolute maximum voltage allowed on the TGM-900's UART pins?",
    [TG],
    F.TG_DIG_ABS,
    note="4.7 V is VBAT; VIH max 3.1 V in Table 10 agrees",
)
ie(
    E,
    "How long does the TGM-900 take to register on the GSM network after power-on?",
    [TG],
    "no registration or start-up time is given",
)
# ---------------------------------------------------------------- ZG-NTC10
fq(
    M,
    "What temperature range can the tip of the ZG-NTC10-34 probe measure?",
    [ZG],
    F.ZG_RANGE_34,
    note="-40 ... +105 °C is the -39 version; -20 ... +80 °C is the PVC cable",
)
fq(E, "zg-ntc10-39 accuracy between 0 and 70c?", [ZG], F.ZG_ACC_39)
fq(E, "how fast does the zg-ntc10 react? time constant?", [ZG], F.ZG_TAU)
ie(
    M,
    "What is the ZG-NTC10's thermal time constant in still air?",
    [ZG],
    "only the time constant in water (10 s) is given",
    F.ZG_TAU,
)
# ---------------------------------------------------------------- RVX-PWM15
fq(
    M,
    "What input voltage range does the RVX-PWM15D (display version) accept?",
    [RV],
    F.RV_VIN_D,
    note="6 - 30 V is the basic RVX-PWM15",
)
fq(
    M,
    "how many amps continuous can the rvx-pwm15 handle with the heatsink it ships with?",
    [RV],
    F.RV_CONT_STOCK,
    note="6 A without heatsink, 15 A with heatsink + fan; 20 A is the 10 s peak",
)
fq(E, "rvx-pwm15 working temp range?", [RV], F.RV_TOP)
fq(
    E,
    "What no-load current does the basic RVX-PWM15 draw with the knob at zero?",
    [RV],
    F.RV_NOLOAD,
)
ie(
    E,
    "what's the on-resistance of the mosfet on the rvx-pwm15?",
    [RV],
    "no MOSFET type or RDS(on) is given",
)
# ---------------------------------------------------------------- NMS-MX88
fq(E, "nms-mx88 supply voltage?", [NM], F.NM_VCC)
fq(
    M,
    "How much current does the NMS-MX88-4 (4-in-1) draw with all dots on at full intensity?",
    [NM],
    F.NM_I_4,
    note="320 / 240 mA are the single red / green boards; 180 mA is intensity 0",
)
fq(E, "What is the maximum SPI clock frequency of the NMS-MX88 module?", [NM], F.NM_SPI)
fq(
    H,
    "What minimum logic-high voltage does the NMS-MX88 need on DIN, CS and CLK?",
    [NM],
    F.NM_VIH,
    F.NM_33,
)
ie(
    M,
    "What is the peak wavelength of the red LEDs on the NMS-MX88R?",
    [NM],
    "only forward voltages are given, no wavelength",
)
# ---------------------------------------------------------------- JBP-3S25
fq(
    M,
    "continuous discharge current of the jbp-3s25-b?",
    [JB],
    F.JB_CONT_B,
    note="25 A is the -S model",
)
fq(E, "What is the self-consumption current of the JBP-3S25-S?", [JB], F.JB_SELF_S)
fq(
    H,
    "How much current can the JBP-3S25-S deliver for up to one second?",
    [JB],
    F.JB_PEAK_S,
    note="75 ± 10 A is the over-current detection current, 50 A the -B model",
)
fq(E, "What is the main-loop resistance of the JBP-3S25 board?", [JB], F.JB_RON)
ie(
    E,
    "at what temperature does the jbp-3s25 cut off (over-temperature protection)?",
    [JB],
    "no temperature protection is specified; only operating and storage ranges",
)
# ---------------------------------------------------------------- MRS-320
fq(
    E,
    "What supply voltage range does the standard MRS-320 radar module accept?",
    [MR],
    F.MR_VIN,
)
fq(E, "mrs-320l current draw?", [MR], F.MR_L_I)
fq(E, "What is the operating frequency of the MRS-320?", [MR], F.MR_FREQ)
fq(
    M,
    "how far can the mrs-320l detect someone?",
    [MR],
    F.MR_L_DIST,
    note="1 ~ 8 m is the MRS-320",
)
fq(
    H,
    "How much current can the OUT pin of the MRS-320 source?",
    [MR],
    F.MR_IOUT,
    note="50 mA is the load on the 3V3 regulator pin",
)
ie(
    E,
    "What is the receiver sensitivity of the MRS-320 in dBm?",
    [MR],
    "only the transmit power (3 / 7 dBm EIRP) is given",
)
# ---------------------------------------------------------------- LT-RTC32E
fq(E, "What supply voltage range does the LT-RTC32E module accept?", [LT], F.LT_VCC)
fq(
    M,
    "which i2c addresses does the lt-rtc32e answer on out of the box?",
    [LT],
    F.LT_ADDR,
    note="0x50 is the EEPROM with all pads bridged; 0x00 - 0x12 are register addresses",
)
fq(E, "lt-rtc32e battery current with vcc off?", [LT], F.LT_IBAT)
fq(
    H,
    "Over what temperature range can the LT-RTC32E run with its coin cell fitted?",
    [LT],
    F.LT_TOP_CELL,
    note="-40 ... +85 °C is the module without the cell",
)
fq(E, "How accurate is the LT-RTC32E's temperature sensor?", [LT], F.LT_TACC)
ie(
    M,
    "What aging rate (ppm per year) does the LT-RTC32E's oscillator have?",
    [LT],
    "only timekeeping accuracy over temperature is given, no aging",
)
# ---------------------------------------------------------------- BE-UT2
fq(E, "baud rate range of the be-ut2?", [BE], F.BE_BAUD, note="1 Mbit/s is the -ISO version")
fq(
    M,
    "How much current can the 3.3 V pin of the BE-UT2-ISO supply?",
    [BE],
    F.BE_3V3_ISO,
    note="250 mA is the BE-UT2; 100 mA is the -ISO 5 V pin",
)
fq(
    M,
    "What is the minimum output-high voltage of the BE-UT2 with the logic jumper at 5V?",
    [BE],
    F.BE_VOH_5,
)
fq(
    H,
    "Up to what voltage may the RXD input of the BE-UT2 be driven in the 3V3 setting?",
    [BE],
    F.BE_TOL,
    note="only in the note under the signal-level table; 3.6 V is the -ISO version",
)
ie(
    E,
    "What ESD rating do the BE-UT2's data pins have?",
    [BE],
    "no ESD rating is given",
)
