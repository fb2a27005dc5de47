"""Factual questions of the sixty-first hold-out set (42: 34 with items, 8 whose answer
is not in the sheet)."""

from __future__ import annotations

import facts as F
from qkit import HW, KC, KS, PM, RL, TX, VI, WR, Fact, q, unanswerable

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


# ---------------------------------------------------------------- LH-PM25U
fq(E, "what supply voltage does the lh-pm25u need?", [PM], F.PM_VCC)
fq(E, "What is the working temperature range of the LH-PM25U?", [PM], F.PM_TOP)
fq(
    M,
    "how much current does the lh-pm25u pull with the fan running, typ and max?",
    [PM],
    F.PM_ACTIVE,
    note="Active / passive column, typical and maximum rows; not the 220 mA fan-start peak.",
)
fq(E, "What baud rate does the LH-PM25U serial output use?", [PM], F.PM_BAUD)
fq(
    M,
    "how long do i have to wait after waking the lh-pm25u before the readings are stable?",
    [PM],
    F.PM_WARM,
    note="Only in the Attention notes on page 2.",
)
# ---------------------------------------------------------------- VIS1
fq(
    E,
    "What input voltage range does the VIS1-2405 accept?",
    ["VIS1-2405"],
    F.VI2405_VIN,
    note="One column per ordering code; the VIS1-2405 column.",
)
fq(
    M,
    "max output current of the vis1-0512?",
    ["VIS1-0512"],
    F.VI0512_IOUT,
    note="84 mA for the 12 V output version, not the 200 mA of the 5 V versions.",
)
fq(E, "What output voltage does the VIS1-0512 deliver?", ["VIS1-0512"], F.VI0512_VOUT)
fq(
    M,
    "Up to what ambient temperature do the VIS1 converters deliver full power?",
    [VI],
    F.VI_FULLP,
    note="Full-power row (-40 ... +70 °C), not the -40 ... +85 °C operating row.",
)
# ---------------------------------------------------------------- RL3390
fq(E, "What single-supply voltage range does the RL3390 comparator work from?", [RL], F.RL_VCC)
fq(
    M,
    "rl3390 supply current (all 4 comparators) at vcc = 30v?",
    [RL],
    F.RL_ICC30,
    note="Unnamed continuation row VCC = 30 V, not the 5 V row.",
)
fq(E, "What is the absolute maximum supply voltage of the RL3390?", [RL], F.RL_ABS)
fq(E, "rl3390 response time with 5mv overdrive?", [RL], F.RL_TR)
# ---------------------------------------------------------------- HWM-C6
fq(E, "What is the recommended supply voltage range of the HWM-C6 module?", [HW], F.HW_VDD)
fq(
    E,
    "abs max voltage on the hwm-c6 3v3 pin?",
    [HW],
    F.HW_ABS,
    note="Absolute maximum VDD, not the 3.6 V recommended maximum.",
)
fq(E, "hwm-c6 deep sleep current?", [HW], F.HW_DEEP)
fq(
    M,
    "What is the HWM-C6U receiver sensitivity for Bluetooth LE at 1 Mbps?",
    ["HWM-C6U"],
    F.HW_SENSBLE,
    note="BLE row of the RX sensitivity rows, not 802.11b -98 dBm.",
)
fq(E, "Which wireless standards does the HWM-C6 support?", [HW], F.HW_PROTO)
# ---------------------------------------------------------------- KS3408
fq(E, "What supply voltage range does the KS3408 I/O expander run from?", [KS], F.KS_VDD)
fq(
    E,
    "what i2c addresses can the ks3408a be set to?",
    ["KS3408A"],
    F.KSA_ADDR,
    note="KS3408A column of the line-up (0x38 ... 0x3F), not the KS3408's 0x20 ... 0x27.",
)
fq(
    M,
    "What is the maximum I2C clock of the KS3408 (the non-A version)?",
    [KS],
    F.KS_FSCL,
)
fq(
    H,
    "how much can one ks3408 port sink at vdd = 3.3v (vol 0.5v)?",
    [KS],
    F.KS_IOL33,
    note="Table whose columns are supply voltages; the 3.3 V column, unit in a separate row.",
)
fq(E, "What is the standby current of the KS3408?", [KS], F.KS_ISTB)
# ---------------------------------------------------------------- TXL-420
fq(E, "What loop supply voltage does the TXL-420 need?", [TX], F.TX_LOOP)
fq(E, "what input voltage range does the txl-420-10 take?", ["TXL-420-10"], F.TX10_IN)
fq(
    M,
    "What is the absolute maximum voltage allowed on the input of the TXL-420-5?",
    ["TXL-420-5"],
    F.TX5_INABS,
    note="Absolute limits table, TXL-420-5 column (-0.5 ... 7 V), not the -10 version.",
)
fq(E, "TXL-420 operating temperature range?", [TX], F.TX_TOP)
# ---------------------------------------------------------------- WR-1506HV
fq(E, "what voltage can i run the wr-1506hv servo on?", [WR], F.WR_V)
fq(
    M,
    "stall current of the wr-1506hv at 6v?",
    [WR],
    F.WR_STALL60,
    note="Column per supply voltage; not the sample test data 2.35 ... 2.41 A.",
)
fq(
    H,
    "What running current (no load) does the WR-1506HV draw at 7.4 V?",
    [WR],
    F.WR_RUN74,
)
fq(E, "What is the operating temperature range of the WR-1506HV?", [WR], F.WR_TOP)
# ---------------------------------------------------------------- KC-MOS1
fq(E, "what's the max load voltage for the kc-mos1?", [KC], F.KC_VLOAD, note="Prose only.")
fq(
    M,
    "What gate threshold voltage range does the KC-MOS1's MOSFET have?",
    [KC],
    F.KC_VTH,
    note="Only in the 'Typical performance' prose.",
)
fq(
    H,
    "kc-mos1 (no heatsink) driven straight from a 3.3v gpio, how many amps continuous?",
    [KC],
    F.KC_CONT33,
    note="3.3 V column of the drive-voltage table (6 A), not the 8 A of the prose.",
)
# ---------------------------------------------------------------- not in the sheets (8)
ie(
    E,
    "What is the PM10 measurement accuracy of the LH-PM25U?",
    [PM],
    "Only a PM2.5 consistency table is given.",
)
ie(E, "what's the mtbf of the vis1-0505?", ["VIS1-0505"], "No MTBF is given.")
ie(E, "What is the input noise voltage of the RL3390?", [RL], "No noise specification.")
ie(
    H,
    "What is the antenna gain of the HWM-C6's PCB antenna?",
    [HW],
    "Note 3 refers to 'the value used in certification' without a number.",
)
ie(E, "what esd rating (hbm) does the ks3408 have?", [KS], "No ESD rating is given.")
ie(M, "What is the long-term drift per year of the TXL-420?", [TX], "Only ppm/K drift.")
ie(
    E,
    "What IP rating does the WR-1506HV have?",
    [WR],
    "No IP code; the sheet only says it is not waterproof.",
    F.WR_WATER,
)
ie(
    M,
    "what is the thermal resistance of the kc-mos1h heatsink?",
    ["KC-MOS1H"],
    "No thermal resistance is given.",
)
