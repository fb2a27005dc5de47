"""Factual questions of the eighty-second hold-out set (42: 34 with items, 8 whose
answer is not in the sheets)."""

from __future__ import annotations

import facts as F
from qkit import FG, FY, KL, MO, PR, SQ, TB, VS, Fact, join, q, unanswerable

E, M, H = "easy", "medium", "hard"
N = iter(range(1, 100))


def fq(diff: str, text: str, devs: list[str], *facts: Fact, note: str = "") -> None:
    items, evidence = join(*facts)
    q(f"f-{next(N):02d}", diff, "simple", text, devs, items, evidence, note=note)


def ie(diff: str, text: str, devs: list[str], note: str, *facts: Fact) -> None:
    evidence = join(*facts)[1] if facts else []
    unanswerable(f"f-{next(N):02d}", diff, "simple", text, devs, note, evidence)


# ---------------------------------------------------------------- LMD-MOS15
fq(E, "What load voltage range can the LMD-MOS15 switch?", [MO], F.M_VLOAD)
fq(
    M,
    "how many amps can the lmd-mos15d carry continuously with no heatsink?",
    ["LMD-MOS15D"],
    F.M_IBARE_D,
    note="15 A bare board; 25 A is the heat-sink row and 10 A the single-MOSFET LMD-MOS15",
)
fq(E, "What voltage on SIG turns the LMD-MOS15 load on?", [MO], F.M_VIH)
fq(
    H,
    "What continuous load current can the single-MOSFET LMD-MOS15 handle when SIG is driven "
    "with 20 kHz PWM (bare board)?",
    [MO],
    F.M_PWM20,
    F.M_PWMHEAD,
    note="derating table on page 2; 10 A is the DC row of page 1",
)
fq(E, "on-resistance of the lmd-mos15d?", ["LMD-MOS15D"], F.M_RDS_D)
ie(
    E,
    "What is the maximum junction temperature of the MOSFET on the LMD-MOS15?",
    [MO],
    "no junction temperature or thermal data; only a -20 ... +70 °C board ambient",
)
# ---------------------------------------------------------------- KL-4D36TM
fq(
    M,
    "What supply voltage range does the blue KL-4D36TM-B need?",
    ["KL-4D36TM-B"],
    F.K_VDD_B,
    note="unnamed second row under the -R supply row",
)
fq(E, "kl-4d36tm-r current draw with all segments lit at 5v?", ["KL-4D36TM-R"], F.K_IDD_R)
fq(E, "What is the absolute maximum supply voltage of the KL-4D36TM?", [KL], F.K_ABS)
fq(E, "operating temp range of the kl-4d36tm display?", [KL], F.K_TOP)
ie(
    M,
    "what i2c address does the kl-4d36tm use?",
    [KL],
    "the 2-wire interface is not I2C and has no slave address",
    F.K_NOI2C,
)
# ---------------------------------------------------------------- TET-BPH2
fq(
    M,
    "What I2C addresses can the TET-BPH2 breakout use?",
    [TB],
    F.T_ADDR,
    note="0x60 is the chip-ID register value, not an address",
)
fq(E, "What pressure range does the TET-BPH2 measure?", [TB], F.T_PR)
fq(
    M,
    "humidity accuracy of the tet-bph2 between 20 and 80 %rh?",
    [TB],
    F.T_HACC,
    note="the unnamed ±5 %RH row is for 0 ... 20 and 80 ... 100 %RH",
)
fq(E, "What supply voltage range does the TET-BPH2R accept on VIN?", ["TET-BPH2R"], F.T_VIN_R)
fq(E, "tet-bph2 sleep current (the version without regulator)?", [TB], F.T_SLEEP)
ie(E, "What is the RMS pressure noise of the TET-BPH2?", [TB], "no noise figure in the sheet")
# ---------------------------------------------------------------- FGX1702
fq(E, "What cell voltage range does the FGX1702 fuel gauge operate over?", [FG], F.G_VDD)
fq(E, "fgx1702 hibernate current?", [FG], F.G_HIB)
fq(
    M,
    "What is the FGX1702's cell voltage measurement error over -20 to +70 °C?",
    [FG],
    F.G_VERR_FULL,
    note="unnamed second row; ±7.5 mV is the +25 °C row",
)
fq(E, "What is the I2C address of the FGX1702?", [FG], F.G_ADDR)
fq(
    H,
    "Over what ambient temperature range may the FGX1702 be operated?",
    [FG],
    F.G_TOP,
    note="-40 to +85 °C (ordering table and ratings list); -20 to +70 °C in the condition "
    "sentence is where the electrical limits are guaranteed",
)
fq(
    M,
    "what logic high level do sda and scl of the fgx1702 need?",
    [FG],
    F.G_VIH,
    note="symbol-only row in the continued table",
)
ie(
    E,
    "How accurate is the FGX1702's state-of-charge reading, in percent?",
    [FG],
    "only the voltage measurement error is specified; no SOC accuracy",
)
# ---------------------------------------------------------------- FY-S09
fq(E, "What operating voltage range does the FY-S09 servo accept?", [FY], F.S_VOP)
fq(
    M,
    "stall current of the fy-s09mg at 6v?",
    ["FY-S09MG"],
    F.S_STALL_MG,
    note="version and voltage in grouped column heads",
)
fq(E, "fy-s09 operating temperature range?", [FY], F.S_TOP)
fq(M, "What pulse high level does the FY-S09 signal wire need?", [FY], F.S_SIG)
ie(E, "what ip rating does the fy-s09 have? is it waterproof?", [FY], "no IP rating stated")
# ---------------------------------------------------------------- SR-PIR36
fq(E, "input voltage range of the sr-pir36?", [PR], F.P_VIN)
fq(E, "What standby current does the SR-PIR36L draw?", ["SR-PIR36L"], F.P_ISB_L)
fq(
    E,
    "how long does the sr-pir36 need after power-on before the output can be trusted?",
    [PR],
    F.P_WARM,
)
ie(
    M,
    "How much current does the SR-PIR36 draw while its output is high (motion detected)?",
    [PR],
    "only the standby current is given",
)
# ---------------------------------------------------------------- BVE-VS25
fq(E, "What voltage range can the BVE-VS25 measure with a 5 V ADC reference?", [VS], F.V_R5)
fq(
    M,
    "bve-vs25 measuring range when my adc reference is 3.3v?",
    [VS],
    F.V_R33,
    note="unnamed second row of the measuring-range parameter",
)
fq(E, "resolution of the bve-vs25 with a 10 bit adc at 5 v?", [VS], F.V_RES)
ie(E, "What is the input bandwidth of the BVE-VS25?", [VS], "no bandwidth or frequency response")
# ---------------------------------------------------------------- SQ-G10
fq(E, "What is the default UART baud rate of the SQ-G10?", [SQ], F.Q_BAUD)
fq(E, "sq-g10 vcc range?", [SQ], F.Q_VCC)
fq(
    M,
    "How much current does the SQ-G10 draw while tracking in GPS-only mode?",
    [SQ],
    F.Q_TRK_GPS,
    note="22 mA is the GPS + BDS column",
)
fq(
    H,
    "What is the highest voltage allowed on the SQ-G10's RXD pin?",
    [SQ],
    F.Q_IOABS,
    note="absolute maximum 3.6 V; VCC may be 4.3 V and its absolute maximum is 5.0 V",
)
ie(
    H,
    "What is the warm-start time to first fix of the SQ-G10?",
    [SQ],
    "only cold-start and hot-start TTFF are given",
    F.Q_TTFF,
)
