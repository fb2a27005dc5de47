"""Factual questions of the hundred-and-second hold-out set (42: 34 with items, 8 whose
answer is not in the sheets)."""

from __future__ import annotations

import facts as F
from qkit import AT, AX, DK, EK, JM, LS, TR, ZM, Fact, join, q, unanswerable

E, M, H = "easy", "medium", "hard"
N = iter(range(1, 100))


def fq(diff: str, text: str, devs: list[str], *facts: Fact, note: str = "") -> None:
    items, evidence = join(*facts)
    q(f"f-{next(N):02d}", diff, "simple", text, devs, items, evidence, note=note)


def ie(diff: str, text: str, devs: list[str], note: str, *facts: Fact) -> None:
    evidence = join(*facts)[1] if facts else []
    unanswerable(f"f-{next(N):02d}", diff, "simple", text, devs, note, evidence)


# ---------------------------------------------------------------- ETK-HC712
fq(E, "What supply voltage does the ETK-HC712 current sensor board need?", [EK], F.EK_VCC)
fq(
    M,
    "sensitivity of the etk-hc712-20 in mv/a?",
    [EK],
    F.EK_SENS20,
    note="version columns: 180 mV/A (-05) and 64 mV/A (-30) are the neighbours",
)
fq(
    H,
    "Over what ambient temperature range can the ETK-HC712 board be used?",
    [EK],
    F.EK_TOP,
    note="only in the FAQ; -40 to 85 °C in the limits table is the sensor IC's rating",
)
fq(E, "how much current does the etk-hc712 pull from 5v?", [EK], F.EK_ICC)
ie(
    E,
    "What IP rating does the ETK-HC712 have?",
    [EK],
    "no IP rating; the FAQ only says it is a bare board and not waterproof",
    F.EK_WET,
)
# ---------------------------------------------------------------- AMX3316
fq(E, "What is the recommended VDD supply range of the AMX3316?", [AX], F.AX_VDD)
fq(
    M,
    "what i2c addresses can the amx3316 show up on?",
    [AX],
    F.AX_ADDR,
    note="only in prose; WHO_AM_I 0x5A is a register value, not an address",
)
fq(
    M,
    "How much current does the AMX3316 draw in low-power mode at 50 Hz ODR with VDD = 3.3 V?",
    [AX],
    F.AX_I_LP50,
    note="typ.-only table with one column per VDD: 4.3 / 5.0 µA are the 1.8 / 2.5 V columns",
)
fq(E, "amx3316 max spi clock?", [AX], F.AX_SPI)
fq(
    H,
    "What sensitivity does the AMX3316 have in the ±4 g full-scale range?",
    [AX],
    F.AX_SENS4,
    note="unnamed sensitivity rows under the ±2 g row",
)
ie(
    M,
    "How much does the AMX3316's zero-g offset drift with temperature (mg/°C)?",
    [AX],
    "only the zero-g offset at 25 °C (±40 mg) is given, no drift",
)
# ---------------------------------------------------------------- ATE-LC1A
fq(E, "What input voltage range does the ATE-LC1A charger accept?", [AT], F.AT_VIN)
fq(E, "what charge current does the ate-lc1a come set to?", [AT], F.AT_ICHG)
fq(
    M,
    "if i swap r3 on the ate-lc1a for a 2k resistor what charge current do i get?",
    [AT],
    F.AT_R2K,
    note="RPROG table on page 2, second column pair",
)
fq(
    H,
    "In what ambient temperature range may the ATE-LC1A charge a cell?",
    [AT],
    F.AT_TCHG,
    note="look-alikes: module operating -10 ... +60 °C, storage -40 ... +85 °C, 120 °C thermal regulation",
)
fq(
    E,
    "How much continuous current can the ATE-LC1A's OUT+ / OUT- terminals deliver?",
    [AT],
    F.AT_OUT,
    note="the protection trips at 3 A; the 1000 mA is the charge current",
)
ie(
    M,
    "At what cell temperature does the ATE-LC1A's NTC input stop charging?",
    [AT],
    "the sheet has no battery NTC input and no cell temperature cut-off; only ambient ranges",
)
# ---------------------------------------------------------------- TRV6512
fq(E, "What supply voltage range does the TRV6512 DAC operate from?", [TR], F.TR_VDD)
fq(
    M,
    "Which I2C addresses can a TRV6512B be set to?",
    [TR],
    F.TR_ADDR_B,
    note="the TRV6512A answers at 0x60 - 0x63",
)
fq(
    H,
    "trv6512 supply current at 2.7v?",
    [TR],
    F.TR_IDD27,
    note="the parameter name 'Supply current, normal mode' is split over the 5.5 V and 2.7 V rows",
)
fq(
    M,
    "What is the highest I2C clock frequency the TRV6512 supports?",
    [TR],
    F.TR_SCL,
    note="400 kHz is fast mode; high-speed mode 3.4 MHz, in the table continued on page 2",
)
ie(
    E,
    "What is the output noise voltage density of the TRV6512?",
    [TR],
    "no noise figure in the sheet",
)
# ---------------------------------------------------------------- DKS-US40
fq(
    E,
    "What is the working voltage of the DKS-US40?",
    [DK],
    F.DK_VCC,
    note="the -L version: 3.0 - 5.5 V",
)
fq(
    M,
    "max range of the dks-us40l when it runs off 3.3v?",
    [DK],
    F.DK_RANGE_L33,
    note="only in note 1; 450 cm in the table is at 5 V",
)
fq(
    M,
    "What high level does the DKS-US40's ECHO output give?",
    [DK],
    F.DK_ECHO,
    note="only in the notes on page 2",
)
fq(E, "how many readings per second can the dks-us40 do?", [DK], F.DK_RATE)
ie(
    E,
    "What IP rating does the DKS-US40 have?",
    [DK],
    "no IP rating; the Q&A says it is not coated and not for water tanks",
    F.DK_WET,
)
# ---------------------------------------------------------------- MLS-LS4
fq(
    E,
    "What low-side (LV) supply range does the MLS-LS4 level shifter accept?",
    [LS],
    F.LS_LV,
)
fq(
    M,
    "max i2c speed through the mls-ls4 with lv at 1.8v?",
    [LS],
    F.LS_I2C18,
    note="toggle-rate table with one column per LV supply",
)
fq(E, "What is the absolute maximum voltage on the MLS-LS4's HV pin?", [LS], F.LS_ABS_HV)
ie(
    M,
    "what's the propagation delay through one mls-ls4 channel?",
    [LS],
    "no delay figure; only toggle rates",
)
# ---------------------------------------------------------------- ZMK-MOS15
fq(
    E,
    "gate threshold of the mosfet on the zmk-mos15?",
    [ZM],
    F.ZM_VTH,
)
fq(
    M,
    "what's the rds(on) of the zmk-mos15 mosfet with 4.5v on the gate?",
    [ZM],
    F.ZM_RDS45,
    note="unnamed rows below the VGS = 10 V row; 2.5 V row 14 / 20 mΩ",
)
fq(
    E,
    "What load voltage range is the ZMK-MOS15 board rated for?",
    [ZM],
    F.ZM_VLOAD,
    note="40 V is the MOSFET's own VDS rating",
)
fq(
    H,
    "how many amps can the zmk-mos15 switch without the heatsink?",
    [ZM],
    F.ZM_IBARE,
    note="unnamed row under the 15 A with-heatsink row; 60 A is Q1's ID rating",
)
ie(
    H,
    "What are the turn-on and turn-off times of the ZMK-MOS15?",
    [ZM],
    "no switching times; only a 0 - 20 kHz PWM frequency",
)
# ---------------------------------------------------------------- JMD029
fq(
    E,
    "What supply voltage does the JMD029 e-paper module need?",
    [JM],
    F.JM_VCC,
    note="VCI 2.2 / 3.0 / 3.7 V is the internal panel driver supply",
)
fq(
    E,
    "how long does a full refresh take on the jmd029-bwr at room temp (25c)?",
    [JM],
    F.JM_BWR25,
)
fq(
    H,
    "How long does a full refresh of the JMD029-BW take at 0 °C?",
    [JM],
    F.JM_BW0,
    note="refresh-time table with one column per temperature",
)
fq(
    M,
    "max spi clock for writing to the jmd029?",
    [JM],
    F.JM_SPIW,
    note="read clock is 2.5 MHz",
)
fq(E, "jmd029 operating temp range?", [JM], F.JM_TOP)
ie(E, "What is the viewing angle of the JMD029?", [JM], "no optical data in the sheet")
