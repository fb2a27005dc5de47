"""Factual questions of the hundred-and-forty-fifth hold-out set (42: 34 with items, 8
whose answer is not in the sheets)."""

from __future__ import annotations

import facts as F
from qkit import GY, HL, IE, MX, PE, PS, RZ, VX, WQ, Fact, join, q

E, M, H = "easy", "medium", "hard"
N = iter(range(1, 100))


def fq(diff: str, text: str, devs: list[str], *facts: Fact, note: str = "") -> None:
    items, evidence = join(*facts)
    q("f", next(N), diff, "simple", text, devs, items, evidence, note=note)


def ie(diff: str, text: str, devs: list[str], note: str, *facts: Fact) -> None:
    evidence = join(*facts)[1] if facts else []
    q("f", next(N), diff, "simple", text, devs, [], evidence, IE, note)


# ---------------------------------------------------------------- RZT4418
fq(
    E,
    "What supply voltage range is recommended for the RZT4418?",
    [RZ],
    F.RZ_VDD,
    note="the absolute maximum 4.0 V and the power-on reset threshold 2.4 / 2.6 / 2.8 V are "
    "look-alikes",
)
fq(
    M,
    "rzt4418 current draw in standby, when it isn't converting?",
    [RZ],
    F.RZ_STBY,
    note="the row name is wrapped over two lines; the converting current 1.1 / 2.0 mA and the "
    "open-circuit detection current 5 uA are look-alikes",
)
fq(
    E,
    "What is the maximum SPI clock frequency of the RZT4418?",
    [RZ],
    F.RZ_SPI,
    note="the ns timing rows of the same table and the 24-bit word length are look-alikes",
)
fq(
    H,
    "How accurate is the cold-junction sensor of the RZT4418B over the full -40 °C to +125 °C range?",
    ["RZT4418B"],
    F.RZ_CJ_B,
    note="column group per grade: RZT4418A +/-1.0, typical +/-0.8 and the -20 to +85 degC row "
    "(+/-1.5) are look-alikes; the row name is wrapped, so the values sit between its two lines",
)
fq(
    M,
    "what temperature range can the rzt4418 measure with a type j thermocouple?",
    [RZ],
    F.RZ_RANGE_J,
    note="columns per type: K -200 / +1372, E -200 / +1000; the operating range -40 / +125 degC "
    "and the register thresholds +127 / -64 degC are look-alikes",
)
ie(
    E,
    "What is the junction-to-ambient thermal resistance of the RZT4418 in TSSOP-14?",
    [RZ],
    "no thermal resistance is given; only the junction and storage temperature limits",
)

# ---------------------------------------------------------------- GYR-105
fq(
    E,
    "What supply voltage does the GYR-105 relay module need on DC+?",
    [GY],
    F.GY_VCC,
    note="the coil must-operate 3.75 V and release 0.5 V and the input levels are look-alikes",
)
fq(
    M,
    "How much current may the NO contact of the GYR-105 relay switch at 250 VAC with a "
    "resistive load?",
    [GY],
    F.GY_NO250,
    note="10 A at 125 VAC and 28 VDC, the NC column 3 A and the inductive 3 A are look-alikes",
)
fq(
    M,
    "how much does the gyr-105 pull from the 5v line when the relay is on?",
    [GY],
    F.GY_ION,
    note="the coil current 72 mA (relay table and wiring note), 4 mA relay off and the input "
    "currents are look-alikes",
)
fq(
    E,
    "gyr-105 operating temperature range?",
    [GY],
    F.GY_TOPR,
    note="storage -40 / +80 degC is the look-alike",
)
ie(
    E,
    "What is the contact resistance of the relay on the GYR-105?",
    [GY],
    "no contact resistance is given; the coil resistance 69 Ohm is a different quantity",
)

# ---------------------------------------------------------------- VXU2310
fq(
    E,
    "Which baud rates does the VXU2310 support?",
    [VX],
    F.VX_BAUD,
    note="12 Mbps USB speed and the baud-rate example table are look-alikes",
)
fq(
    M,
    "vxu2310 current in usb suspend?",
    [VX],
    F.VX_SUSP,
    note="normal operation 17 / 23 mA and the 100 mA descriptor value are look-alikes",
)
fq(
    E,
    "How much current can the VXU2310's 3.3 V regulator output supply to external circuits?",
    [VX],
    F.VX_IREG,
    note="the 100 mA / 500 mA USB host limits are look-alikes",
)
fq(
    E,
    "What packages is the VXU2310 available in?",
    [VX],
    F.VX_PKG,
)
ie(
    M,
    "What ESD level per IEC 61000-4-2 (contact discharge) do the VXU2310 USB pins withstand?",
    [VX],
    "only the human-body-model rating (2 kV) is given; no IEC 61000-4-2 level",
    F.note(VX, 1, "ESD (human body model), all pins 2 kV"),
)

# ---------------------------------------------------------------- HLV1517
fq(
    E,
    "What is the input voltage range of the HLV1517?",
    [HL],
    F.HL_VIN,
    note="the absolute maximum 20 V and the adjustable output range 1.2 to 15 V are look-alikes",
)
fq(
    M,
    "What dropout voltage does the HLV1517 have at a 1 A load?",
    [HL],
    F.HL_DO_1A,
    note="rows stacked per load current: 120 / 200 mV at 0.5 A and 350 / 500 mV at 1.5 A are "
    "look-alikes",
)
fq(
    E,
    "hlv1517 current draw with en pulled low?",
    [HL],
    F.HL_SHDN,
    note="quiescent 55 / 90 uA and ground current 0.9 / 1.5 mA are look-alikes",
)
fq(
    M,
    "What output voltage does the HLV1517-2.5 deliver (min / typ / max)?",
    ["HLV1517-2.5"],
    F.HL_V25,
    note="output voltage rows stacked per version; the +/-2 % full-range tolerance is not asked",
)
ie(
    M,
    "How far does the HLV1517 output dip on a 0 to 1.5 A load step (load transient response)?",
    [HL],
    "no load-transient figure; only load current, dropout and current limit",
)

# ---------------------------------------------------------------- WQC-820
fq(
    E,
    "What supply voltage does the WQC-820 CO2 module need?",
    [WQ],
    F.WQ_VIN,
    note="the absolute maximum 6.0 V and the RX limit 3.6 V are look-alikes",
)
fq(
    M,
    "wqc-820 current in sleep mode?",
    [WQ],
    F.WQ_SLEEP,
    note="average 32 / 40 mA and peak 125 / 160 mA are look-alikes",
)
fq(
    E,
    "What is the measurement range of the WQC-820-5K?",
    ["WQC-820-5K"],
    F.WQ_RANGE5K,
    note="the -2K column 0-2000 ppm is the look-alike",
)
fq(
    H,
    "how long after power-up before the wqc-820 reads within its specified accuracy?",
    [WQ],
    F.WQ_WARM,
    note="10 s to the first output (same row, unit cell split s / min) and the response time "
    "T90 90 / 120 s are look-alikes",
)
ie(
    E,
    "What is the long-term drift of the WQC-820 per year?",
    [WQ],
    "no drift figure; the sheet only says the reading stays stable for years and the lifetime "
    "is over 10 years",
)

# ---------------------------------------------------------------- PEP-29
fq(
    E,
    "What supply voltage does the PEP-29 e-paper module run from?",
    [PE],
    F.PE_VCC,
    note="the absolute maximum 4.0 V is the look-alike",
)
fq(
    M,
    "How long does a full refresh take on the PEP-29BWR?",
    ["PEP-29BWR"],
    F.PE_FULL_BWR,
    note="the PEP-29BW 2 s and its partial refresh 0.3 s are look-alikes",
)
fq(
    E,
    "pep-29 deep sleep current?",
    [PE],
    F.PE_DSLEEP,
    note="the standby row ('Reposo / Standby', 30 / 80 uA) is the look-alike",
)
fq(
    E,
    "what temperature range can the pep-29 operate in?",
    [PE],
    F.PE_TOPR,
    note="the storage range -25 / +70 degC is the look-alike",
)
ie(
    E,
    "What is the contrast ratio of the PEP-29 display?",
    [PE],
    "no contrast ratio is given",
)

# ---------------------------------------------------------------- PSD-8835
fq(
    E,
    "What motor supply voltage range does the PSD-8835 accept?",
    [PS],
    F.PS_VMOT,
    note="the absolute maximum 40 V and the logic supply 3.0-5.5 V are look-alikes",
)
fq(
    E,
    "psd-8835 logic supply voltage range?",
    [PS],
    F.PS_VDD,
    note="the absolute maximum 7 V and the logic input limit 5.5 V are look-alikes",
)
fq(
    H,
    "How much continuous current per phase can the PSD-8835H handle without airflow?",
    ["PSD-8835H"],
    F.PS_IH,
    note="column group per version: 1.2 A of the bare PSD-8835, 2.0 A with forced air and the "
    "maximum 2.2 A are look-alikes",
)
fq(
    M,
    "What is the output on-resistance of the PSD-8835 driver?",
    [PS],
    F.PS_RDS,
    note="the 0.100 Ohm sense resistors are the look-alike",
)
fq(
    M,
    "psd-8835 vmot current when slp is pulled low?",
    [PS],
    F.PS_SLP,
    note="the VDD sleep current 1 / 10 uA and the VMOT operating current 4 / 7 mA are look-alikes",
)
ie(
    M,
    "What is the minimum motor winding inductance the PSD-8835 needs?",
    [PS],
    "no inductance limit is given",
)

# ---------------------------------------------------------------- MXQ3316
fq(
    E,
    "Which I²C addresses can the MXQ3316 use?",
    [MX],
    F.MX_ADDR,
    note="the bus bytes 0x58 / 0x59 / 0x5A / 0x5B and WHO_AM_I 0x5A are look-alikes",
)
fq(
    E,
    "What I/O supply voltage (VDDIO) does the MXQ3316 need?",
    [MX],
    F.MX_VDDIO,
    note="the sensor supply VDD 2.16-3.6 V and the VDDIO absolute maximum 2.4 V are look-alikes",
)
fq(
    H,
    "mxq3316 supply current running continuous at 100 hz in low-noise mode?",
    [MX],
    F.MX_ILN,
    note="the row name is wrapped around three stacked conditions; 60 and 180 uA (low-power), "
    "standby 1.5 / 3 uA and the 60 mA set/reset pulse are look-alikes",
)
fq(
    M,
    "What is the sensitivity of the MXQ3316 at the ±1600 µT full-scale setting?",
    [MX],
    F.MX_SENS,
    note="40 LSB/uT at +/-800 uT and the resolution 0.05 uT are look-alikes",
)
ie(
    H,
    "What heading accuracy does the MXQ3316 achieve as an electronic compass?",
    [MX],
    "no heading accuracy is given; noise, offset and non-linearity are sensor figures",
)
