"""Factual questions of the sixty-sixth hold-out set (42: 34 with items, 8 whose answer
is not in the sheet)."""

from __future__ import annotations

import facts as F
from qkit import AQ, JS, LC, MA, RT, SC, SV, TX, Fact, q, unanswerable

E, M, H = "easy", "medium", "hard"
N = iter(range(1, 100))


def fq(diff: str, text: str, devs: list[str], *facts: Fact, note: str = "") -> None:
    items: list = []
    evidence: list = []
    for fact_items, fact_evidence in facts:
        items += [i for i in fact_items if i not in items]
        evidence += [e for e in fact_evidence if e not in evidence]
    q(f"f-{next(N):02d}", diff, "simple", text, devs, items, evidence, note=note)


def ie(diff: str, text: str, devs: list[str], note: str, *facts: Fact) -> None:
    evidence = [e for _, fe in facts for e in fe]
    unanswerable(f"f-{next(N):02d}", diff, "simple", text, devs, note, evidence)


# ---------------------------------------------------------------- QY-SC3
fq(
    E,
    "What solar panel input voltage range does the QY-SC3-2S accept?",
    [SC],
    F.SC_VIN_2S,
    note="Version column -2S (11-28 V), not -1S / -LF (6-24 V).",
)
fq(E, "qy-sc3-lf full charge voltage?", [SC], F.SC_VF_LF, note="LiFePO4 column, 3.65 V.")
fq(E, "whats the max charge current of the qy-sc3-2s", [SC], F.SC_I_2S, note="2 A, not 3 A.")
fq(
    M,
    "How much current does the QY-SC3-2S take from the battery at night (no sun)?",
    [SC],
    F.SC_DRAIN_2S,
    note="'Battery drain at night' row, -2S column.",
)
fq(E, "What working temperature range is the QY-SC3 module rated for?", [SC], F.SC_TOP)
fq(
    M,
    "whats the highest panel voltage the qy-sc3 can take before it dies?",
    [SC],
    F.SC_ABS,
    note="Only in Notice 1 (prose), not in the parameter table.",
)
# ---------------------------------------------------------------- TFD-RT47
fq(
    E,
    "What is the timekeeping voltage range of the TFD-RT47?",
    [RT],
    F.RT_VCLK,
    note="VCLK row, not the interface voltage VACC (2.5 V min).",
)
fq(
    M,
    "What is the 7-bit I2C slave address of the TFD-RT47?",
    [RT],
    F.RT_ADDR,
    note="0x32 in prose; 0x64 / 0x65 are the write / read bytes.",
)
fq(
    M,
    "TFD-RT47 timekeeping current at VDD = 3.0 V (typical)?",
    [RT],
    F.RT_IDD1_3V,
    note="Columns are supply voltages: 1.6 / 3.0 / 5.0 V.",
)
fq(
    H,
    "how much current does the tfd-rt47 pull while i'm reading it over i2c at 400khz on a 5v supply?",
    [RT],
    F.RT_IDD3_5V,
    note="IDD3, VDD = 5.0 V column; the row name sits on two lines around the values.",
)
fq(E, "max i2c clock for the tfd-rt47?", [RT], F.RT_SCL)
fq(E, "What is the storage temperature range of the TFD-RT47?", [RT], F.RT_STOR)
# ---------------------------------------------------------------- VGS-AQ3
fq(E, "What supply voltage range does the VGS-AQ3 board accept on VIN?", [AQ], F.AQ_VIN)
fq(E, "whats the tvoc range of the vgs-aq3 in ppb?", [AQ], F.AQ_TVOC)
fq(
    M,
    "How long after power-on does the VGS-AQ3 need before its first valid reading?",
    [AQ],
    F.AQ_WARM,
    note="90 s warm-up, not the 48 h conditioning of a new board.",
)
fq(E, "Which I2C addresses can the VGS-AQ3 be set to?", [AQ], F.AQ_ADDR)
fq(E, "what's the co2 equivalent output range of the vgs-aq3?", [AQ], F.AQ_CO2)
# ---------------------------------------------------------------- DJ-LC24
fq(E, "What is the input power voltage range of the DJ-LC24?", [LC], F.LC_VCC)
fq(
    M,
    "What differential input range does the DJ-LC24 accept on channel B?",
    [LC],
    F.LC_IN32,
    note="Unnamed continuation row: gain 32, channel B.",
)
fq(E, "dj-lc24 power down current?", [LC], F.LC_PD)
fq(
    M,
    "What is the DJ-LC24 board current at 80 SPS with a 350 Ω load cell connected?",
    [LC],
    F.LC_I80,
    note="RATE short column, 'with load cell' row (not 1.7 mA without).",
)
fq(
    E,
    "what excitation voltage does the dj-lc24 put on the load cell when vcc is 5v?",
    [LC],
    F.LC_EXC,
)
fq(E, "DJ-LC24 working temperature range?", [LC], F.LC_TOP)
# ---------------------------------------------------------------- WRM-TX4
fq(E, "What supply voltage range does the WRM-TX4-H need?", [TX], F.TX_VS_H)
fq(E, "rf output power of the wrm-tx4-l in dbm?", [TX], F.TX_PWR_L)
fq(
    M,
    "How much current does the WRM-TX4-H draw while the carrier is on?",
    [TX],
    F.TX_ION_H,
    note="Measured at VS = 12 V (header row).",
)
fq(E, "What is the maximum data rate of the WRM-TX4-H?", [TX], F.TX_RATE_H)
# ---------------------------------------------------------------- TH-S17
fq(E, "what voltage range can i run the th-s17 servo on?", [SV], F.SV_V)
fq(
    H,
    "th-s17 (the nylon gear one) stall current at 4.8v?",
    [SV],
    F.SV_STALL48,
    note="Only in footnote 2; the table value 1.1 A is at 6.0 V.",
)
# ---------------------------------------------------------------- NHR-JS2
fq(E, "What operating voltage does the NHR-JS2 joystick module need?", [JS], F.JS_V)
fq(
    E,
    "what voltage range do vrx/vry of the nhr-js2 cover when it runs on 3.3v?",
    [JS],
    F.JS_OUT33,
)
# ---------------------------------------------------------------- AGM1-EVB
fq(E, "agm1-evb supply voltage range?", [MA], F.MA_VDD)
fq(
    H,
    "What supply current does the AGM1-EVB draw at VDD = 5.5 V?",
    [MA],
    F.MA_IDD55,
    note="Unnamed continuation row under the 3.3 V condition sentence.",
)
fq(
    E,
    "What is the operating temperature range of the AGM1-EVB?",
    [MA],
    F.MA_TOP,
    note="Only in the dot-leader absolute maximum list.",
)
# ---------------------------------------------------------------- not in the sheets (8)
ie(
    E,
    "What is the load output current of the QY-SC3?",
    [SC],
    "The module has no load output.",
    F.SC_NOLOAD,
)
ie(
    M,
    "What is the TFD-RT47 supply current during I2C access at VDD = 1.6 V?",
    [RT],
    "The IDD3 cell at 1.6 V is '-': I2C access is not allowed below 2.5 V.",
    F.RT_I2C_NOTE,
)
ie(
    M,
    "how accurate is the co2 reading of the vgs-aq3?",
    [AQ],
    "The sheet states that no accuracy figure is given for the CO2-equivalent value.",
    F.AQ_CO2ACC,
)
ie(
    E,
    "What is the nonlinearity of the DJ-LC24?",
    [LC],
    "Not specified; linearity depends on the load cell.",
)
ie(
    M,
    "What is the receiver sensitivity of the WRM-TX4-L?",
    [TX],
    "A transmitter; the -105 dBm in the Range section belongs to the assumed receiver.",
)
ie(E, "whats the gear backlash of the th-s17m?", [SV], "Not specified.")
ie(E, "whats the absolute max voltage on the nhr-js2 vcc pin?", [JS], "No absolute maximum given.")
ie(
    M,
    "What is the THD of the AGM1-EVB at 1 kHz?",
    [MA],
    "Not specified; THD+N < 1 % is only the condition of the maximum output swing row.",
)
