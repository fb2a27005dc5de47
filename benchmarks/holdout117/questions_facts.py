"""Factual questions of the hundred-and-seventeenth hold-out set (42: 34 with items, 8
whose answer is not in the sheets)."""

from __future__ import annotations

import facts as F
from qkit import AP, HG, MA, OP, RB, RS, SC, VK, Fact, join, q, unanswerable

E, M, H = "easy", "medium", "hard"
N = iter(range(1, 100))


def fq(diff: str, text: str, devs: list[str], *facts: Fact, note: str = "") -> None:
    items, evidence = join(*facts)
    q(f"f-{next(N):02d}", diff, "simple", text, devs, items, evidence, note=note)


def ie(diff: str, text: str, devs: list[str], note: str, *facts: Fact) -> None:
    evidence = join(*facts)[1] if facts else []
    unanswerable(f"f-{next(N):02d}", diff, "simple", text, devs, note, evidence)


# ---------------------------------------------------------------- OPL1752
fq(
    E,
    "What is the recommended VCC range of the OPL1752?",
    [OP],
    F.OP_VCC,
    note="absolute maximum 4.5 V is the look-alike",
)
fq(
    M,
    "what i2c addresses can the opl1752 show up at?",
    [OP],
    F.OP_ADDR,
    note="0x46 / 0x47 are the 8-bit write / read bytes, not addresses",
)
fq(E, "opl1752 power down current?", [OP], F.OP_PD)
fq(
    M,
    "What resolution does the OPL1752FVI give in H-Resolution Mode2?",
    ["OPL1752FVI"],
    F.OP_RES_H2,
    note="H-Resolution Mode 1 lx and L-Resolution Mode 4 lx are the neighbouring rows",
)
fq(
    H,
    "what illuminance range does the opl1752 cover with its default settings?",
    [OP],
    F.OP_RANGE,
    note="0.11 ~ 100000 lx needs a changed MTreg; the S/A ratio 0.96-1.44 is not a range",
)
ie(
    E,
    "What is the viewing angle (half-sensitivity angle) of the OPL1752?",
    [OP],
    "no angular response is given",
)
# ---------------------------------------------------------------- MAS3570
fq(
    E,
    "What supply voltage range does the MAS3570 run from?",
    [MA],
    F.MA_VDD,
    note="UVLO 1.5 / 1.8 / 2.3 V and abs max 6.0 V are look-alikes",
)
fq(
    M,
    "mas3570 quiescent current when running off a 1s li-ion at 3.7v?",
    [MA],
    F.MA_IQ37,
    note="the VDD = 5.0 V line (2.4 / 3.35 mA) is stacked in the same row",
)
fq(
    E,
    "What is the shutdown current of the MAS3570?",
    [MA],
    F.MA_SD,
    note="standby 340 uA (clocks stopped) is the look-alike",
)
fq(
    M,
    "what logic high and low levels do the mas3570 bclk / lrclk / din inputs need?",
    [MA],
    F.MA_VIH,
    F.MA_VIL,
    note="symbol-only rows; SD_MODE thresholds are a separate table",
)
fq(
    H,
    "Over what ambient temperature range may the MAS3570 be operated?",
    [MA],
    F.MA_TOP,
    note="stated only inside the dot-leader absolute maximum list",
)
ie(
    M,
    "What signal-to-noise ratio does the MAS3570 reach?",
    [MA],
    "only output noise (22.8 uVRMS) is given, no SNR",
)
# ---------------------------------------------------------------- SCB-4988
fq(E, "What motor supply voltage range does the SCB-4988 accept?", [SC], F.SC_VMOT)
fq(E, "scb-4988 logic supply range?", [SC], F.SC_VDD)
fq(
    M,
    "how much current per coil can the scb-4988 handle without a heatsink?",
    [SC],
    F.SC_I1,
    note="up to 2 A only with extra cooling; pot range 2.0 / 1.4 A is a setting range",
)
ie(
    M,
    "What operating temperature range is the SCB-4988 board rated for?",
    [SC],
    "the FAQ says no range is published; 165 °C is the IC's thermal shutdown",
    F.SC_TEMP,
)
# ---------------------------------------------------------------- RS7800
fq(
    M,
    "What output voltage range (min / max) does the RS7805C guarantee at 25 °C?",
    ["RS7805C"],
    F.RS_VO5C,
    note="A grade row 4.9 / 5.1 V and the 9 / 12 V columns are look-alikes",
)
fq(
    E,
    "What input voltage range does the RS7805 need to stay in regulation?",
    ["RS7805"],
    F.RS_VI5,
    note="35 V is the absolute maximum",
)
fq(E, "typical dropout of the rs78xx regulators at 1 a?", [RS], F.RS_DROP)
fq(
    M,
    "quiescent current of the rs7812?",
    ["RS7812"],
    F.RS_IQ12,
    note="RS7805 / RS7809 columns give 5.0 mA typ",
)
fq(
    H,
    "What operating temperature range applies to the RS7805A?",
    ["RS7805A"],
    F.RS_TJ_A,
    note="junction range in the absolute maximum table; the C grade is 0 to +125 °C",
)
ie(
    E,
    "At what junction temperature does the RS7805's thermal shutdown trip?",
    ["RS7805"],
    "thermal overload protection is listed without a threshold",
)
# ---------------------------------------------------------------- AP74HC595
fq(E, "What supply voltage range does the AP74HC595 support?", [AP], F.AP_VCC)
fq(E, "ap74hc595 absolute max vcc?", [AP], F.AP_ABS)
fq(
    M,
    "What is the minimum high-level input voltage of the AP74HC595 at VCC = 4.5 V?",
    [AP],
    F.AP_VIH45,
    note="one stacked row per VCC (1.5 / 3.15 / 4.2 V)",
)
fq(
    H,
    "what's the fastest shift clock the ap74hc595 is guaranteed to take at 6v and room temperature?",
    [AP],
    F.AP_FMAX6,
    note="95 MHz in the feature list is typical only; 30 MHz is the 4.5 V row",
)
ie(
    E,
    "What is the maximum power dissipation of the AP74HC595 in SOP-16?",
    [AP],
    "no package power dissipation is given",
)
# ---------------------------------------------------------------- RBC5220
fq(E, "What supply voltage does the RBC5220 need?", [RB], F.RB_VDD)
fq(
    M,
    "what voltage can the rbc5220's pvdd (host interface pad supply) run at?",
    [RB],
    F.RB_PVDD,
    note="SVDD 1.6-3.6 V is a look-alike row",
)
fq(
    M,
    "RBC5220 current in hard power-down?",
    [RB],
    F.RB_PD,
    note="soft power-down 10 uA is the next line",
)
fq(
    M,
    "What UART baud rate does the RBC5220 use after reset?",
    [RB],
    F.RB_UART0,
    note="1228.8 kBd is the maximum",
)
ie(
    M,
    "What read range does the RBC5220 reach with a 25 mm x 25 mm antenna?",
    [RB],
    "only 'up to 50 mm, depending on the antenna size and tuning'",
    F.RB_RANGE,
)
# ---------------------------------------------------------------- HG-Z16
fq(
    E,
    "What supply voltage does the HG-Z16 CO2 sensor need?",
    [HG],
    F.HG_VIN,
    note="3.3 V is the interface level",
)
fq(E, "hg-z16 average and peak current draw?", [HG], F.HG_IAVG, F.HG_IPK)
fq(E, "How long is the preheat time of the HG-Z16?", [HG], F.HG_WARM)
fq(
    M,
    "What CO2 range does the HG-Z16C measure?",
    ["HG-Z16C"],
    F.HG_RANGE_C,
    note="model table: A 2000, B 5000, C 10000 ppm",
)
ie(
    E,
    "what ip rating does the hg-z16 have?",
    [HG],
    "the sheet only says it is not waterproof",
    F.HG_WATER,
)
# ---------------------------------------------------------------- VK3231
fq(
    E,
    "What is the I2C address of the VK3231?",
    [VK],
    F.VK_ADDR,
    note="register addresses are decoys",
)
fq(E, "vk3231 supply voltage range?", [VK], F.VK_VCC, note="VPF 2.45-2.70 V is a look-alike")
fq(
    M,
    "How accurate is the VK3231 clock between 0 and 40 °C?",
    [VK],
    F.VK_ACC40,
    note="±3.5 ppm is the wider band; aging ±1.0 ppm is separate",
)
fq(
    H,
    "how much current does the vk3231 pull from the backup coin cell while keeping time (vbat 3.63 v)?",
    [VK],
    F.VK_IBAT,
    note="standby supply current ICCS 110 uA is from VCC, not the battery",
)
ie(
    E,
    "How many bytes of battery-backed user SRAM does the VK3231 have?",
    [VK],
    "no user SRAM is described",
)
