"""Factual questions of the seventieth hold-out set (42: 34 with items, 8 whose
answer is not in the sheets)."""

from __future__ import annotations

import facts as F
from qkit import CS, HS, KB, KM, PT, SB, SM, TS, Fact, join, q, unanswerable

E, M, H = "easy", "medium", "hard"
N = iter(range(1, 100))


def fq(diff: str, text: str, devs: list[str], *facts: Fact, note: str = "") -> None:
    items, evidence = join(*facts)
    q(f"f-{next(N):02d}", diff, "simple", text, devs, items, evidence, note=note)


def ie(diff: str, text: str, devs: list[str], note: str, *facts: Fact) -> None:
    evidence = join(*facts)[1] if facts else []
    unanswerable(f"f-{next(N):02d}", diff, "simple", text, devs, note, evidence)


# ---------------------------------------------------------------- MSH-CS12
fq(E, "What supply voltage range does the MSH-CS12 soil moisture sensor accept?", [CS], F.CS_VCC)
fq(
    M,
    "what voltage does the no-regulator msh-cs12-n need?",
    [CS],
    F.CSN_VCC,
    note="the 3.3 ~ 5.5 VDC beside it is the MSH-CS12 (with LDO) column",
)
fq(
    M,
    "What output voltage does the MSH-CS12 give with the probe in water at a 3.3 V supply?",
    [CS],
    F.CS_WATER33,
    note="typ.-only table, rows are VCC 3.3 / 5.0 V; 1.20 V is the 5.0 V row",
)
fq(E, "how long should i wait after power-up before reading the msh-cs12?", [CS], F.CS_WARM)
ie(
    E,
    "What IP rating does the MSH-CS12 have?",
    [CS],
    "the FAQ says no IP rating is given; the electronics are not waterproof",
    F.CS_NOIP,
)
# ---------------------------------------------------------------- KMS2191
fq(E, "What is the recommended supply voltage (VS) range of the KMS2191?", [KM], F.KM_VS)
fq(E, "kms2191 i2c address with a1 and a0 both tied to gnd?", [KM], F.KM_ADDR)
fq(
    E,
    "power-down current of the kms2191?",
    [KM],
    F.KM_PD,
    note="active-mode IQ 330 / 420 uA is the row above",
)
fq(
    H,
    "What is the absolute maximum voltage allowed on the KMS2191's VIN+ and VIN- pins?",
    [KM],
    F.KM_CMABS,
    note="36 V is the measurable bus range, 6 V the VS and SDA/SCL limit, ±40 V the differential row",
)
fq(E, "What package is the KMS2191 offered in?", [KM], F.KM_PKG)
ie(
    M,
    "What common-mode rejection ratio does the KMS2191 have?",
    [KM],
    "no CMRR anywhere in the sheet",
)
# ---------------------------------------------------------------- SMB-ADJ3
fq(E, "What input voltage range does the SMB-ADJ3 buck module accept?", [SB], F.SB_VIN)
fq(E, "smb-adj3 output voltage adjust range?", [SB], F.SB_VOUT)
fq(
    M,
    "no-load current of the smb-adj3-v (the one with the voltmeter)?",
    [SB],
    F.SB_NL_V,
    note="8 mA is the plain SMB-ADJ3 in the row above; the FAQ's 12 mA is the display's share",
)
fq(
    H,
    "Without a heatsink, how much continuous current can the SMB-ADJ3 deliver at 5 V out "
    "from a 24 V input?",
    [SB],
    F.SB_BARE_24_5,
    note="table rows are VOUT, columns VIN; 3 A is with a heatsink",
)
ie(
    M,
    "efficiency of the smb-adj3 going from 24v down to 12v?",
    [SB],
    "efficiency is only given for 12 V -> 5 V",
)
# ---------------------------------------------------------------- TSZ485E
fq(E, "What supply voltage range does the TSZ485E-L need?", [TS], F.TS_VCC_L)
fq(
    E,
    "max data rate of the tsz485e-h?",
    [TS],
    F.TS_RATE_H,
    note="12 Mbps is the -L column",
)
fq(
    M,
    "What is the absolute maximum voltage on the DI, DE and RE inputs of the TSZ485E-L?",
    [TS],
    F.TS_ABSLOG_L,
    note="the -H column is VCC + 0.3 V; the supply row above is 4.0 V",
)
fq(E, "tsz485e shutdown current?", [TS], F.TS_SD)
fq(
    H,
    "Over what ambient temperature range is the TSZ485E-HC rated?",
    [TS],
    F.TS_TEMP_HC,
    note="only in the ordering table; the I grade is -40 ... +85 °C",
)
ie(
    E,
    "What is the driver propagation delay of the TSZ485E-H?",
    [TS],
    "no timing characteristics in the sheet",
)
# ---------------------------------------------------------------- PTS-18B
fq(E, "What temperature range can the PTS-18B measure?", [PT], F.PT_RANGE)
fq(
    M,
    "how accurate is the pts-18b between 0 and 50c?",
    [PT],
    F.PT_ACC,
    note="the unnamed second row ±2.0 °C covers -55 ... +125 °C",
)
fq(
    E,
    "What is the maximum conversion time of the PTS-18B at 12-bit resolution?",
    [PT],
    F.PT_T12,
)
fq(
    H,
    "Over what temperature range may the waterproof PTS-18B-W probe be used?",
    [PT],
    F.PT_W,
    note="the -55 ... +125 °C of the chip is not the probe's range; stated only in prose",
)
ie(
    M,
    "what i2c address does the pts-18b use?",
    [PT],
    "1-Wire device; family code 0x28 is not an I2C address",
    F.PT_NOI2C,
)
# ---------------------------------------------------------------- KBW-24
fq(E, "What operating voltage range does the KBW-24PA need?", [KB], F.KB_V_PA)
fq(E, "tx current of the plain kbw-24 (no pa)?", [KB], F.KB_ITX)
fq(
    M,
    "What receiver sensitivity does the KBW-24PA reach at 250 kbps?",
    [KB],
    F.KB_SENS_PA,
    note="-94 dBm is the KBW-24 column",
)
fq(M, "What is the operating temperature range of the KBW-24PA?", [KB], F.KB_TOP_PA)
ie(E, "What is the antenna gain of the KBW-24's PCB antenna?", [KB], "no antenna gain stated")
# ---------------------------------------------------------------- HSR-25DA
fq(E, "What control voltage range does the HSR-25DA accept?", [HS], F.HS_CTRL)
fq(
    M,
    "load voltage range of the hsr-25da-480?",
    [HS],
    F.HS_LV480,
    note="24 - 280 VAC is the -240 column",
)
fq(
    H,
    "How much load current can an HSR-25DA carry with no heat sink at 40 °C ambient?",
    [HS],
    F.HS_NOHS,
    note="25 A is the rated current with HS-100 and a fan",
)
fq(
    M,
    "Below what control voltage is the HSR-25DA guaranteed to release?",
    [HS],
    F.HS_MR,
)
ie(
    M,
    "What I²t value does the HSR-25DA give for fuse selection?",
    [HS],
    "no I²t in the sheet; the 250 A surge current is another specification",
)
# ---------------------------------------------------------------- SMH-4D7
fq(E, "What supply voltage range does the SMH-4D7 display module take?", [SM], F.SM_VCC)
fq(
    M,
    "how much current does the smh-4d7-56 pull at 5v with all segments lit?",
    [SM],
    F.SM_I56_5,
    note="columns are sizes, rows supply voltages; 62 mA is the -36",
)
fq(
    H,
    "What is the highest VCC the SMH-4D7 module may be given?",
    [SM],
    F.SM_MAX,
    note="7.0 V is the driver chip's absolute maximum, not the module's",
)
fq(E, "smh-4d7 operating temperature?", [SM], F.SM_TOP)
ie(
    E,
    "what i2c address does the smh-4d7 use?",
    [SM],
    "two-wire CLK / DIO protocol without an address",
    F.SM_NOADDR,
)
