"""Factual questions of the hundred-and-fifty-third hold-out set (42: 34 with items, 8
whose answer is not in the sheets)."""

from __future__ import annotations

import facts as F
from qkit import FN, FX, JH, KB, NG, RO, SK, Fact, join, q

E, M, H = "easy", "medium", "hard"
N = iter(range(1, 100))


def fq(diff: str, text: str, devs: list[str], *facts: Fact, note: str = "") -> None:
    items, evidence = join(*facts)
    q("f", next(N), diff, "simple", text, devs, items, evidence, note=note)


def ie(diff: str, text: str, devs: list[str], note: str, *facts: Fact) -> None:
    evidence = join(*facts)[1] if facts else []
    q("f", next(N), diff, "simple", text, devs, [], evidence, "insufficient_evidence", note)


# ---------------------------------------------------------------- VRB4130
fq(
    E,
    "What input voltage range is recommended for the VRB4130-33?",
    ["VRB4130-33"],
    F.VR_VIN,
    note="the absolute maximum 18 V (VIN and EN) and the 'input up to 16 V' title line are "
    "look-alikes; the dropout note only adds a condition for regulation",
)
fq(
    M,
    "vrb4130-33 dropout at 100ma, worst case?",
    ["VRB4130-33"],
    F.VR_DO33,
    note="under a two-line name, stacked per IOUT (40 / 260 / 650 mV max.); the VRB4130-50 column "
    "(220 mV) and the typical 180 mV are look-alikes; the feature line also says 260 mV",
)
fq(
    H,
    "What is the quiescent current of the VRB4130-50 at no load over the full -40 to +85 °C "
    "ambient range?",
    ["VRB4130-50"],
    F.VR_IQ50_T,
    note="stacked per temperature and load; 1.8 / 3.4 uA at 25 degC, 65 / 120 uA at 100 mA, the "
    "VRB4130-33 column (4.5 uA) and the 1.6 uA title figure are look-alikes",
)
fq(
    E,
    "How much current does the VRB4130-33 draw in shutdown, with EN pulled low?",
    ["VRB4130-33"],
    F.VR_SHDN,
    note="the quiescent current 1.6 / 3.0 uA is a look-alike",
)
fq(
    E,
    "What output voltage does the VRB4130-50 hold at light load, and how much load current can it "
    "supply?",
    ["VRB4130-50"],
    F.VR_VOUT50,
    F.VR_IOUT,
    note="two parts: 4.900 / 5.000 / 5.100 V at IOUT = 1 mA (the VRB4130-33 column is a look-alike) "
    "and 250 mA; the current limit 300 / 400 / 550 mA and the 60 mA short-circuit current are not "
    "load ratings",
)
ie(
    M,
    "What is the power-good (PG) threshold of the VRB4130-33?",
    ["VRB4130-33"],
    "the VRB4130 has no power-good output; only EN thresholds (1.2 / 0.4 V) are given",
)
# ---------------------------------------------------------------- KBM3620
fq(
    E,
    "What motor supply voltage range does the KBM3620 work with?",
    [KB],
    F.KB_VM,
    note="the absolute maximum 50 V and the undervoltage lockout 5.8 ... 6.5 V are look-alikes",
)
fq(
    M,
    "kbm3620s - how many amps continuous on a plain 2 layer board, no airflow?",
    ["KBM3620S"],
    F.KB_IRMS2_S,
    note="two-line row name; the KBM3620 column (1.6 A), the 4-layer row (1.3 A), the peak 2.0 A "
    "and the overcurrent trip 2.6 A are look-alikes",
)
fq(
    H,
    "What is the KBM3620's sleep current from VM at 85 °C ambient?",
    [KB],
    F.KB_SLEEP85,
    note="stacked per temperature (0.3 / 1.0 uA at 25 degC); the KBM3620S column (1.0 / 3.0 uA) "
    "and the operating current 3.0 / 5.0 mA are look-alikes",
)
fq(
    H,
    "What is the KBM3620S's high-side plus low-side on-resistance at a junction temperature of "
    "125 °C?",
    ["KBM3620S"],
    F.KB_RDS125_S,
    note="two-line row name, stacked per TJ; the 25 degC row (900 / 1050 mOhm), the KBM3620 "
    "column (850 / 1000 mOhm) and the 565 mOhm feature line are look-alikes",
)
ie(
    E,
    "What is the junction-to-ambient thermal resistance (θJA) of the KBM3620 in its HSOP-8 "
    "package?",
    [KB],
    "no thermal resistance is given on the KBM3620 sheet; only TJ limits and the thermal "
    "shutdown 150 / 175 degC",
)
# ---------------------------------------------------------------- JHS-410 / JHS-415
fq(
    E,
    "What supply voltage range does the JHS-415 accept?",
    ["JHS-415"],
    F.JH_VDD15,
    note="the absolute maximum 6.0 V and the power-up level 1.8 / 2.1 / 2.35 V are look-alikes",
)
fq(
    M,
    "What is the typical relative-humidity accuracy of the JHS-410 between 10 and 90 %RH?",
    [JH],
    F.JH_ACC410,
    note="typ. and max. column groups per grade; the max. +/-4 %RH, the JHS-415 +/-2 %RH and the "
    "outer band +/-6 %RH are look-alikes",
)
fq(
    E,
    "jhs-410 i2c address options?",
    [JH],
    F.JH_ADDR,
    note="the write / read bytes 0x94 ... 0x97 and the 16-bit command codes are look-alikes",
)
fq(
    H,
    "jhs-415 idle current in single shot mode when it's really hot, like 125 °C?",
    ["JHS-415"],
    F.JH_IDLE125,
    note="two-line name, stacked per mode and temperature; 0.2 / 2.0 uA at 25 degC, 45 / 70 uA in "
    "periodic mode and 750 / 1400 uA while measuring are look-alikes",
)
fq(
    M,
    "How accurate is the JHS-415's temperature reading over its full -40 to +125 °C range "
    "(maximum tolerance)?",
    ["JHS-415"],
    F.JH_TACC415,
    note="stacked per range; +/-0.2 typ. / +/-0.3 max. at 0 ... 65 degC and the JHS-410 +/-0.8 "
    "are look-alikes",
)
ie(
    M,
    "How much supply current does the JHS-410 draw while its heater is switched on?",
    [JH],
    "only the heater power (3.6 ... 33 mW, depending on VDD) is given, no heater current",
    F.JH_HEATER,
)
# ---------------------------------------------------------------- FLX2317
fq(
    M,
    "For the FLX2317-E grade: what supply voltage range is allowed, and what is the maximum "
    "standby current?",
    ["FLX2317-E"],
    F.FX_VDD_E,
    F.FX_STBY_E,
    note="grade table; the FLX2317-I row (1.8 ... 5.5 V, 1 uA) and the absolute maximum 6.5 V are "
    "look-alikes",
)
fq(
    M,
    "max i2c clock for the flx2317 when it runs at 3.3v?",
    [FX],
    F.FX_FSCL,
    note="stacked per supply range: 3.3 V is inside 2.7 ... 5.5 V (400 kHz) but not 4.5 ... 5.5 V "
    "(1.7 MHz, also in the feature list); 100 kHz is the 1.8 V limit",
)
fq(
    E,
    "Which I²C addresses can the FLX2317 be strapped to?",
    [FX],
    F.FX_ADDR,
    note="the write / read bytes 0x40 ... 0x4F and the register addresses 0x00 ... 0x15 are "
    "look-alikes",
)
fq(
    M,
    "how many ma can a single flx2317 pin sink and still give a proper logic low?",
    [FX],
    F.FX_SINK,
    note="only in prose and in the VOL condition; the 25 mA absolute maximum per pin and the 150 / "
    "125 mA totals are look-alikes",
)
ie(
    E,
    "What is the maximum SPI clock frequency of the FLX2317?",
    [FX],
    "the FLX2317 has an I2C interface only; no SPI clock is given",
    F.FX_SPI,
)
# ---------------------------------------------------------------- NGC4057 / NGC4057H
fq(
    M,
    "For the NGC4057H: what is the charge (float) voltage, and what input voltage range does it "
    "need on VCC?",
    ["NGC4057H"],
    F.NG_VF_H,
    F.NG_VCC_H,
    note="two-line bilingual names in version column groups; the NGC4057 column (4.158 / 4.200 / "
    "4.242 V, 4.25 V minimum) and the absolute maximum 8.0 V are look-alikes",
)
fq(
    E,
    "ngc4057 charge current with a 2.4k resistor on prog?",
    [NG],
    F.NG_I24,
    note="stacked per RPROG; 120 mA at 10 kOhm and 1000 mA at 1.2 kOhm, the trickle current "
    "130 mA and the programming table are look-alikes",
)
fq(
    E,
    "What VCC input voltage range is recommended for the NGC4057?",
    [NG],
    F.NG_VCC,
    note="the NGC4057H column (4.4 V minimum), the absolute maximum 8.0 V and the undervoltage "
    "lockout 3.6 / 3.8 / 4.0 V are look-alikes",
)
fq(
    H,
    "How much current does the NGC4057 pull from the battery when the USB input is unplugged?",
    [NG],
    F.NG_BATOFF,
    note="stacked per state: 2.5 / 6.0 uA after charge termination, and the VCC supply currents "
    "150 / 500, 55 / 100 and 25 / 50 uA are look-alikes",
)
ie(
    M,
    "How long is the NGC4057's safety charge timer?",
    [NG],
    "no charge timer is described; termination is by current (C/10) only",
)
# ---------------------------------------------------------------- SKN-522 / SKN-522L
fq(
    E,
    "What supply voltage does the SKN-522 RFID board need?",
    [SK],
    F.SK_VCC,
    note="the logic input high limit 3.6 V and '5 V kills the reader IC' are look-alikes",
)
fq(
    M,
    "skn-522l current draw - reading a card vs just idling with the field off?",
    ["SKN-522L"],
    F.SK_IREAD_L,
    F.SK_IIDLE_L,
    note="two parts, stacked per mode with a unit per line; the SKN-522 column (26 / 30 and 11 / 13 "
    "mA) and the software sleep 15 / 100 uA are look-alikes",
)
fq(
    H,
    "What is the SKN-522's supply current in software sleep?",
    [SK],
    F.SK_PD,
    note="third line of a stacked cell whose unit column switches from mA to uA; the idle current "
    "11 / 13 mA and the SKN-522L column (15 / 100 uA) are look-alikes",
)
fq(
    M,
    "What I²C address does the SKN-522L use when jumper J1 is closed?",
    ["SKN-522L"],
    F.SK_ADDR_L,
    note="only in the jumper table; the I2C clock 400 kHz is in the specification table",
)
fq(
    E,
    "how far away can the skn-522l read a normal iso card?",
    ["SKN-522L"],
    F.SK_RANGE_L,
    note="two-line row name; the SKN-522 column (50 mm) and the key-fob row (25 / 40 mm) are "
    "look-alikes",
)
ie(
    E,
    "What UART baud rates does the SKN-522 (the small version) support?",
    [SK],
    "the SKN-522 talks SPI only; the UART rows (9.6 ... 115.2 kbit/s, 9600 baud default) belong "
    "to the SKN-522L",
    F.SK_SPIONLY,
)
# ---------------------------------------------------------------- FNS-09 / FNS-09C
fq(
    E,
    "What is the operating voltage range of the FNS-09 servo?",
    [FN],
    F.FN_V,
    note="the test voltages 4.8 / 6.0 V and the signal level 2.7 ... 5.0 V are look-alikes",
)
fq(
    E,
    "fns-09 stall current at 6v?",
    [FN],
    F.FN_STALL6,
    note="'locked rotor' in column groups per version x voltage; 600 mA at 4.8 V, the FNS-09C "
    "column (550 / 700 mA) and the old 700 mA in the revision record are look-alikes",
)
fq(
    E,
    "What operating temperature range is the FNS-09 rated for?",
    [FN],
    F.FN_TOP,
    note="the storage range -20 ... +60 degC and the test environment 25 +/- 5 degC are look-alikes",
)
fq(
    M,
    "How much current does the FNS-09C draw at 6.0 V when no control signal is applied?",
    ["FNS-09C"],
    F.FN_NOSIG_C6,
    note="column groups per version x voltage; the holding current 8 mA (signal present) and 3 mA "
    "at 4.8 V are look-alikes",
)
ie(
    E,
    "What is the rated life of the FNS-09, in operating cycles or hours?",
    [FN],
    "no life or cycle rating is given",
)
# ---------------------------------------------------------------- ROC-8171
fq(
    E,
    "What are the operating and storage temperature ranges of the ROC-8171?",
    [RO],
    F.RO_TOP,
    F.RO_TSTG,
    note="two parts; the soldering temperature 260 degC is a look-alike",
)
fq(
    E,
    "roc-8171 max collector current?",
    [RO],
    F.RO_IC,
    note="the LED forward current is also 50 mA, the peak forward current 1 A; the CTR conditions "
    "(IC = 2 mA, 1 mA) are look-alikes",
)
fq(
    M,
    "What is the maximum rise time of the ROC-8171 at VCE = 2 V, IC = 2 mA and RL = 100 Ω?",
    [RO],
    F.RO_TR,
    note="the fall time 3 / 18 us and the 60 us application hint for RL = 10 kOhm are look-alikes",
)
ie(
    M,
    "What is the current transfer ratio of the ROC-8171 at IF = 1 mA?",
    [RO],
    "CTR is only given at IF = 5 mA, VCE = 5 V (and per rank); no value or curve at 1 mA",
    F.RO_CTR,
)
