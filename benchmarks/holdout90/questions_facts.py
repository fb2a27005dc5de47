"""Factual questions of the ninetieth hold-out set (42: 34 with items, 8 whose answer
is not in the sheets)."""

from __future__ import annotations

import facts as F
from qkit import AM, HB, LP, PL, SW, TH, VB, XW, Fact, join, q, unanswerable

E, M, H = "easy", "medium", "hard"
N = iter(range(1, 100))


def fq(diff: str, text: str, devs: list[str], *facts: Fact, note: str = "") -> None:
    items, evidence = join(*facts)
    q(f"f-{next(N):02d}", diff, "simple", text, devs, items, evidence, note=note)


def ie(diff: str, text: str, devs: list[str], note: str, *facts: Fact) -> None:
    evidence = join(*facts)[1] if facts else []
    unanswerable(f"f-{next(N):02d}", diff, "simple", text, devs, note, evidence)


# ---------------------------------------------------------------- LPS-25T
fq(E, "What supply voltage does the LPS-25T particle sensor need?", [LP], F.LP_VCC)
fq(E, "lps-25t standby current when it's asleep?", [LP], F.LP_ISTBY)
fq(
    M,
    "how long after waking the lps-25t up do i have to wait before the pm2.5 numbers are valid?",
    [LP],
    F.LP_WARM,
    note="the 10 s total response time in the index table is the look-alike",
)
fq(
    H,
    "What is the highest voltage allowed on the RXD / SET pins of the LPS-25T (the 3.3 V model, "
    "not the LPS-25T-5)?",
    [LP],
    F.LP_VMAX,
    note="5.5 V is the LPS-25T-5 column and the VCC maximum",
)
ie(
    E,
    "What IP rating does the LPS-25T have?",
    [LP],
    "no ingress protection rating is given; the notes only say to keep it away from water spray",
)
# ---------------------------------------------------------------- VB-10DOF
fq(E, "What pressure range can the VB-10DOF's barometer measure?", [VB], F.VB_PRANGE)
fq(E, "vb-10dof-l supply voltage range?", [VB], F.VBL_VIN, note="the VB-10DOF column is 3.3-5.5 V")
fq(
    M,
    "Which I2C addresses can the barometer on the VB-10DOF use?",
    [VB],
    F.VB_ADDR_BARO,
    note="chip ID 0x58 and the IMU's 0x6A / 0x6B are not the barometer's addresses",
)
fq(
    M,
    "how accurate is the vb-10dof barometer in absolute terms?",
    [VB],
    F.VB_PACC,
    note="±0.12 hPa is the relative accuracy in the unnamed second row",
)
fq(
    H,
    "Over what temperature range is the VB-10DOF board specified?",
    [VB],
    F.VB_TOP,
    note="-40 ... +85 °C is the thermometer's range and the chips' rating, not the board's",
)
ie(
    M,
    "What heading accuracy does the VB-10DOF's magnetometer give?",
    [VB],
    "only the ±8 gauss range and 16-bit resolution are given; no heading accuracy",
)
# ---------------------------------------------------------------- PLD-33E
fq(E, "What input voltage range is recommended for the PLD-33E LDO module?", [PL], F.PL_VIN)
fq(E, "pld-33e quiescent current at no load?", [PL], F.PL_IQ)
fq(
    M,
    "What dropout voltage does the PLD-33E have at its full 800 mA load?",
    [PL],
    F.PL_DROP,
)
fq(M, "what voltage on en switches the pld-33e output on?", [PL], F.PL_EN_H)
fq(
    H,
    "how much current can i really pull from the pld-33e with 5v in and no extra cooling?",
    [PL],
    F.PL_HEAT_5V,
    F.PL_HEAT,
    note="800 mA is the recommended maximum; the 1.2 W dissipation limit gives 700 mA from 5 V",
)
ie(
    E,
    "What is the PLD-33E's ripple rejection (PSRR) at 1 kHz?",
    [PL],
    "no PSRR or output noise figure is given",
)
# ---------------------------------------------------------------- XW-B50
fq(E, "What supply voltage range does the XW-B50 Bluetooth module accept?", [XW], F.XW_VCC)
fq(E, "default baud rate of the xw-b50?", [XW], F.XW_BAUD)
fq(
    M,
    "What is the maximum TX power of the XW-B50U?",
    [XW],
    F.XWU_TXP,
    note="+4 dBm is the XW-B50P column",
)
fq(
    M,
    "how much current does the xw-b50p pull while transmitting at full power?",
    [XW],
    F.XWP_ITX,
    note="16.5 mA is the XW-B50U column",
)
ie(
    M,
    "What open-space range does the XW-B50P (PCB antenna version) reach?",
    [XW],
    "the 80 m range is stated only for the XW-B50U with a 2 dBi antenna",
    F.note(XW, 1, "Range up to 80 m (XW-B50U, 2 dBi antenna, open space)"),
)
# ---------------------------------------------------------------- AMS-R4-05
fq(E, "How much coil current does each relay on the AMS-R4-05 draw?", [AM], F.AM_COILI)
fq(E, "ams-r4-05 relay contact rating?", [AM], F.AM_CONT, F.AM_CONT_DC)
fq(
    M,
    "What current can the NC contact of an AMS-R4-05 relay switch at 250 V AC?",
    [AM],
    F.AM_NC,
    note="10 A is the NO contact",
)
fq(
    H,
    "what voltage on an ams-r4-05 input turns the relay on, and what level turns it off?",
    [AM],
    F.AM_IN_ON,
    F.AM_IN_OFF,
)
ie(E, "What is the contact resistance of the AMS-R4-05's relays?", [AM], "not stated")
# ---------------------------------------------------------------- THW-IC
fq(E, "What is the rated load of the THW-IC5?", [TH], F.TH_LOAD5)
fq(E, "thw-ic load cell supply voltage range?", [TH], F.TH_VDD)
fq(E, "What is the default I2C address of the THW-IC and the alternative one?", [TH], F.TH_ADDR)
fq(
    E,
    "What operating temperature range does the THW-IC series have?",
    [TH],
    F.TH_TOP,
    note="0 ... +40 °C is the compensated range, -20 ... +70 °C storage",
)
ie(
    M,
    "how much does the thw-ic5 deflect at its rated load?",
    [TH],
    "no deflection is given",
)
# ---------------------------------------------------------------- SW-2209
fq(E, "What motor supply voltage range does the SW-2209 accept?", [SW], F.SW_VM)
fq(E, "sw-2209 peak phase current?", [SW], F.SW_IPK, note="2.8 A is the SW-2209-P")
fq(
    M,
    "What continuous RMS phase current can the SW-2209-P deliver?",
    [SW],
    F.SWP_IRMS,
    note="with a 40 mm fan; 1.4 A without airflow",
)
fq(
    H,
    "how much rms current can a plain sw-2209 handle without a fan?",
    [SW],
    F.SW_COOL,
    note="1.7 A in the parameter table needs a 40 mm fan",
)
ie(E, "How loud is the SW-2209 in dB(A) when running a motor?", [SW], "no noise figure is given")
# ---------------------------------------------------------------- HB-US25W
fq(E, "What is the measuring range of the HB-US25W-A?", [HB], F.HBA_RANGE)
fq(E, "hb-us25w-s uart baud rate?", [HB], F.HB_BAUD)
fq(
    M,
    "What IP rating does the HB-US25W have?",
    [HB],
    F.HB_IP,
    note="IP67 covers only the transducer; the board is not sealed",
)
fq(
    H,
    "What operating temperature range applies to the HB-US25W's circuit board?",
    [HB],
    F.HB_TOP_BOARD,
    note="-30 ... +80 °C is the probe column",
)
ie(
    M,
    "What is the distance resolution of the HB-US25W in mm?",
    [HB],
    "only accuracy ±1 cm is given",
)
