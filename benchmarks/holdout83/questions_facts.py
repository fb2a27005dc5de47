"""Factual questions of the eighty-third hold-out set (42: 34 with items, 8 whose
answer is not in the sheets)."""

from __future__ import annotations

import facts as F
from qkit import AR, ED, LS, RS, SC, SN, TZ, XC, Fact, join, q, unanswerable

E, M, H = "easy", "medium", "hard"
N = iter(range(1, 100))


def fq(diff: str, text: str, devs: list[str], *facts: Fact, note: str = "") -> None:
    items, evidence = join(*facts)
    q(f"f-{next(N):02d}", diff, "simple", text, devs, items, evidence, note=note)


def ie(diff: str, text: str, devs: list[str], note: str, *facts: Fact) -> None:
    evidence = join(*facts)[1] if facts else []
    unanswerable(f"f-{next(N):02d}", diff, "simple", text, devs, note, evidence)


# ---------------------------------------------------------------- LSL-MD5
fq(E, "What supply voltage range does the LSL-MD5 strip dimmer accept on V+?", [LS], F.L_VIN)
fq(
    E,
    "how many amps can the bare lsl-md5 board handle continuously?",
    [LS],
    F.L_I5,
    note="8 A is the LSL-MD5H (heat sink) column",
)
fq(
    M,
    "What continuous load current is the LSL-MD5H rated for at 50 °C ambient?",
    ["LSL-MD5H"],
    F.L_I50H,
    note="3.5 A is the bare board; 8 A is the 25 °C rating",
)
fq(
    H,
    "whats the absolute max voltage on v+ for the lsl-md5h",
    ["LSL-MD5H"],
    F.L_ABS,
    note="24 V is the top of the operating range",
)
fq(E, "What is the minimum PWM input high level of the LSL-MD5?", [LS], F.L_VIH)
# ---------------------------------------------------------------- ARB-PWM16
fq(E, "What logic supply voltage (VCC) range does the ARB-PWM16 accept?", [AR], F.A_VCC)
fq(
    M,
    "servo power range for the arb-pwm16-hv?",
    ["ARB-PWM16-HV"],
    F.A_VPHV,
    note="4.8 / 5.0 / 6.0 V is the standard board's section row",
)
fq(
    E,
    "default i2c address of the arb-pwm16 with no jumpers bridged?",
    [AR],
    F.A_ADDR,
    note="0x70 is the All-Call address, 0x7F the top of the jumper range",
)
fq(
    H,
    "What is the absolute maximum V+ for the standard ARB-PWM16 board (not the HV)?",
    [AR],
    F.A_ABSV,
    note="6.0 V is the recommended maximum, 10 V the HV board's rating",
)
# ---------------------------------------------------------------- SNT-MI2S
fq(E, "what voltage does the snt-mi2s need?", [SN], F.S_VDD)
fq(
    M,
    "How much current does the SNT-MI2S-H draw in normal mode?",
    ["SNT-MI2S-H"],
    F.S_IN_H,
    note="650 uA is the -A column",
)
fq(M, "how long after power up before the snt-mi2s gives valid data?", [SN], F.S_START)
# ---------------------------------------------------------------- RSM-3485
fq(E, "What is the supply voltage range of the RSM-3485?", [RS], F.R_VCC)
fq(
    M,
    "what baud rates does the rsm-3485a auto-direction version support?",
    ["RSM-3485A"],
    F.R_BAUD_A,
    note="up to 10 Mbps is the RSM-3485 with DE / /RE pins",
)
fq(E, "how much current does the rsm-3485 pull while transmitting?", [RS], F.R_ITX)
fq(
    H,
    "What are the absolute maximum ratings of the RSM-3485 for VCC and for the TXD / DE / /RE "
    "inputs?",
    [RS],
    F.R_ABS,
    F.R_ABSIN,
)
# ---------------------------------------------------------------- TZF-B10
fq(E, "What is the working voltage range of the TZF-B10 flow sensor?", [TZ], F.T_VCC)
fq(
    M,
    "What measurement accuracy does the TZF-B10 give between 5 and 30 L/min?",
    [TZ],
    F.T_ACC,
    note="±10 % is the 1 ~ 5 L/min row",
)
fq(
    H,
    "What ambient temperature range may the TZF-B10 operate in?",
    [TZ],
    F.T_TOP,
    note="water temperature <= 80 °C and storage -25 ~ +80 °C are look-alikes",
)
fq(M, "what temperature range can the ntc on the tzf-b10t measure?", ["TZF-B10T"], F.T_NTC)
# ---------------------------------------------------------------- EDR-2C5
fq(E, "what voltage does the edr-2c5 relay board run on?", [ED], F.E_VCC)
fq(
    M,
    "At what input voltage does the EDR-2C5-K switch a relay on?",
    ["EDR-2C5-K"],
    F.E_ON_K,
    note="IN <= 1.5 V is the active-low EDR-2C5",
)
fq(
    E,
    "What is the contact rating of the EDR-2C5 relays for resistive loads on AC?",
    [ED],
    F.E_RES_AC,
)
fq(M, "how much current does the edr-2c5 draw with both relays on?", [ED], F.E_IBOTH)
fq(
    H,
    "inductive load rating of the edr-2c5 contacts at 250vac?",
    [ED],
    F.E_IND,
    note="10 A is the resistive row, 2 A the lamp row",
)
# ---------------------------------------------------------------- SCA4025
fq(E, "What is the output voltage of the SCA4025?", [SC], F.V_OUT)
fq(
    M,
    "What is the initial output voltage accuracy of the SCA4025B, in millivolts?",
    ["SCA4025B"],
    F.V_ACC_B,
    note="±1.0 mV is the A grade",
)
fq(M, "What input voltage range does the SCA4025 need?", [SC], F.V_VIN)
fq(
    H,
    "absolute max input voltage on the sca4025?",
    [SC],
    F.V_ABS,
    note="18 V is the top of the operating input range",
)
fq(E, "quiescent current of the sca4025?", [SC], F.V_IQ)
# ---------------------------------------------------------------- XC8223
fq(E, "What is the operating voltage range of the XC8223 touch IC?", [XC], F.X_VDD)
fq(
    M,
    "xc8223 current draw at 5v in low power mode?",
    [XC],
    F.X_I5L,
    note="1.5 / 3.0 uA is VDD = 3 V; 6.5 / 13.0 uA is fast mode",
)
fq(E, "What is the XC8223's output response time in fast mode?", [XC], F.X_TR)
fq(
    H,
    "How long does the XC8223 need after power-on before touches are detected reliably?",
    [XC],
    F.X_CAL,
    note="the 4.0 s re-calibration period and 16 s key-on limit are look-alikes",
)
# ---------------------------------------------------------------- not in the sheets (8)
ie(
    E,
    "What IP rating does the LSL-MD5 have?",
    [LS],
    "the FAQ says no IP rating is claimed",
    F.L_IP,
)
ie(M, "How accurate is the ARB-PWM16's internal 25 MHz oscillator?", [AR], "not stated")
ie(M, "thd of the snt-mi2s at 100 db spl?", [SN], "distortion is not stated")
ie(
    M,
    "What isolation voltage does the RSM-3485 offer between logic and bus side?",
    [RS],
    "the FAQ says the series is not isolated",
    F.R_ISO,
)
ie(E, "pressure loss across the tzf-b10 at full flow?", [TZ], "pressure drop is not stated")
ie(E, "What is the contact resistance of the EDR-2C5 relays?", [ED], "not stated")
ie(
    H,
    "What is the SCA4025's long-term output drift over 1000 hours?",
    [SC],
    "only temperature drift is given",
)
ie(E, "esd rating of the xc8223 touch pin?", [XC], "no ESD rating in the sheet")
