"""Factual questions of the hundred-and-forty-ninth hold-out set (42: 34 with items, 8
whose answer is not in the sheets)."""

from __future__ import annotations

import facts as F
from qkit import AN, GC, HM, IE, JN, MH, TN, VK, ZP, Fact, join, q

E, M, H = "easy", "medium", "hard"
N = iter(range(1, 100))


def fq(diff: str, text: str, devs: list[str], *facts: Fact, note: str = "") -> None:
    items, evidence = join(*facts)
    q("f", next(N), diff, "simple", text, devs, items, evidence, note=note)


def ie(diff: str, text: str, devs: list[str], note: str, *facts: Fact) -> None:
    evidence = join(*facts)[1] if facts else []
    q("f", next(N), diff, "simple", text, devs, [], evidence, IE, note)


# ---------------------------------------------------------------- ZPT-1520
fq(
    E,
    "How much current can the ZPT-1520 PD trigger board deliver continuously?",
    [ZP],
    F.ZP_I,
    note="3.0 A in the ZPT-1520 column for both cables; the ZPT-1520H 5.0 A (e-marked cable) and "
    "the output power 36 / 45 / 60 W are look-alikes",
)
fq(
    M,
    "zpt-1520h with a normal usb-c cable (no e-marker), how many amps can i actually pull?",
    ["ZPT-1520H"],
    F.ZP_I_H_STD,
    F.ZP_CABLE,
    note="stacked per cable: 3.0 A standard, 5.0 A only with a 5 A e-marked cable",
)
fq(
    E,
    "How much current does the ZPT-1520 board itself draw with the LED jumper cut?",
    [ZP],
    F.ZP_IQ,
    note="'LED jumper open' row, ZPT-1520 column; 3.0 mA (LED closed) and the ZPT-1520H 1.8 mA are "
    "look-alikes",
)
fq(
    M,
    "I set the slide switch of a ZPT-1520H to 20 V. Between which limits will the output voltage be?",
    ["ZPT-1520H"],
    F.ZP_V20_H,
    note="output voltage stacked per switch setting; the 20.0 V input maximum and the 28 V absolute "
    "maximum are look-alikes",
)
fq(
    E,
    "whats the absolute max vbus on the zpt-1520?",
    [ZP],
    F.ZP_ABS,
    note="CC1 / CC2 24 V and PG 6.0 V are other pins; 20.0 V is the operating input",
)
ie(
    E,
    "At what output current does the ZPT-1520H's overcurrent protection trip?",
    ["ZPT-1520H"],
    "no overcurrent or short-circuit protection figure is given; 3.0 / 5.0 A are continuous ratings",
)
# ---------------------------------------------------------------- JNS187
fq(
    E,
    "what supply voltage does the jns187 need?",
    [JN],
    F.JN_VS,
    note="the common-mode range -0.1 ... 30 V and the absolute maximum 6 V are look-alikes",
)
fq(
    E,
    "In normal operation, what common-mode voltage can the JNS187 inputs sit at?",
    [JN],
    F.JN_VCM,
    note="recommended -0.1 / 12 / 30 V; the absolute maximum -0.3 ... 32 V is a look-alike",
)
fq(
    H,
    "jns187a3 running off 3.3v - what's the biggest shunt voltage it can read before the output "
    "tops out?",
    ["JNS187A3"],
    F.JN_FS_A3,
    note="full-scale sense voltage stacked per VS: 32 mV at 3.3 V (49 mV at 5 V); the other gain "
    "columns and the common-mode range are look-alikes",
)
fq(
    E,
    "What is the gain of the JNS187A2?",
    ["JNS187A2"],
    F.JN_GAIN_A2,
    note="recorded as sensitivity in V/V (no gain field); the other versions' 20 / 100 / 200 V/V are "
    "look-alikes",
)
ie(
    E,
    "What is the junction-to-ambient thermal resistance of the JNS187 in SOT-23-5?",
    [JN],
    "no thermal resistance is given; only TJ 150 degC and the temperature ranges",
)
# ---------------------------------------------------------------- VKR4217
fq(
    M,
    "What supply voltage does the VKR4217 need while I talk to it over I²C, and what is its I²C "
    "address?",
    [VK],
    F.VK_VDD,
    F.VK_ADDR,
    note="multi-part; the timekeeping voltage 1.3 V, VBAK 1.3 ... 5.5 V and the 8-bit bytes 0x64 / 0x65 "
    "are look-alikes",
)
fq(
    E,
    "How accurate is the VKR4217A between 0 and 40 °C?",
    ["VKR4217A"],
    F.VK_ACC_A40,
    note="stacked per temperature band in grade columns; the VKR4217 +/-3.0 ppm and the aging "
    "+/-1.0 ppm are look-alikes",
)
fq(
    H,
    "i've got the standard vkr4217, not the A. how many ppm over its whole operating temp range?",
    [VK],
    F.VK_ACC_STD70,
    ([], F.VK_TOP_STD[1]),
    note="the standard grade runs 0 ... +70 degC, so the 0 ... +70 degC row (+/-5.0 ppm) applies; the "
    "-40 ... +85 degC row is blank for it",
)
fq(
    E,
    "how much does the vkr4217 pull from its backup coin cell when the main power is off?",
    [VK],
    F.VK_IBAK,
    note="the timekeeping current 0.65 / 0.80 uA, the compensation current 180 uA and the interface "
    "current 45 uA are look-alikes",
)
ie(
    E,
    "How many bytes of battery-backed user RAM does the VKR4217 have?",
    [VK],
    "no user RAM or EEPROM size is given; the register map excerpt lists time, control, status and "
    "backup registers only",
)
# ---------------------------------------------------------------- MHE-290
fq(
    E,
    "how long does the red mhe-290r take for a full refresh at room temp?",
    ["MHE-290R"],
    F.MH_REF_R,
    note="15 s at 25 degC (30 s at 0 degC); the MHE-290 2 s is a look-alike",
)
fq(
    E,
    "mhe-290 (black/white one) average current while it refreshes, powered from 5v?",
    [MH],
    F.MH_IREF5,
    note="stacked per VCC in version columns: 8.6 mA; 8.0 mA (3.3 V) and the MHE-290R 6.1 mA are "
    "look-alikes",
)
fq(
    H,
    "What does the MHE-290 module draw in deep sleep when it is powered from 3.3 V?",
    [MH],
    F.MH_SLEEP33,
    note="the whole module (regulator and level shifter) draws 12 uA; the panel-only 0.5 uA and the "
    "18 uA at 5 V are look-alikes",
)
fq(
    E,
    "What is the operating temperature range of the MHE-290R?",
    ["MHE-290R"],
    F.MH_TOP_R,
    note="the MHE-290 0 ... +50 degC and the storage range are look-alikes",
)
ie(
    E,
    "How many refresh cycles is the MHE-290 panel rated for?",
    [MH],
    "no refresh-cycle or lifetime figure is given; only the 180 s / 24 h refresh advice",
)
# ---------------------------------------------------------------- TNA1224
fq(
    E,
    "What resolution does the TNA1224 have, and which interface does it use?",
    [TN],
    F.TN_RES,
    F.TN_SPI,
    note="multi-part; the 14-bit temperature sensor is a look-alike",
)
fq(
    E,
    "What data rates does the TNA1224 offer in normal mode?",
    [TN],
    F.TN_DR_N,
    note="stacked per mode: normal 10 ... 1280 SPS; duty-cycle 2.5 ... 320 and turbo 20 ... 2560 SPS "
    "are look-alikes",
)
fq(
    H,
    "What is the maximum SPI clock of the TNA1224 when DVDD is 2.5 V?",
    [TN],
    F.TN_SCLK_LO,
    note="stacked per DVDD: 5 MHz for 2.3 ... 2.7 V, 10 MHz above",
)
fq(
    E,
    "tna1224q operating temp range?",
    ["TNA1224Q"],
    F.TN_TOP_Q,
    note="the TNA1224 -40 ... +85 degC and the storage -60 ... 150 degC are look-alikes",
)
fq(
    M,
    "How much AVDD current does the TNA1224 draw in normal mode at a gain of 128?",
    [TN],
    F.TN_IAVDD,
    note="stacked per mode and gain: 425 uA; 340 uA (gain 1 ... 4), 810 uA (turbo) and the DVDD "
    "currents are look-alikes",
)
ie(
    M,
    "How many noise-free bits does the TNA1224 give at 20 SPS and a gain of 128?",
    [TN],
    "no noise table or noise-free resolution is given; 24 bits is the no-missing-codes resolution",
)
# ---------------------------------------------------------------- GCX-420
fq(
    E,
    "What is the measuring range of the GCX-420H?",
    ["GCX-420H"],
    F.GC_RANGE_H,
    note="the GCX-420 0 ... 5,000 ppm is a look-alike",
)
fq(
    M,
    "what baud rate does the gcx-420 uart run at, and what's its i2c address?",
    [GC],
    F.GC_BAUD,
    F.GC_ADDR,
    note="multi-part; both only in the communication prose; the command bytes 0xFF / 0x86 are decoys",
)
fq(
    E,
    "gcx-420 - how long after power-up until it reads at full accuracy?",
    [GC],
    F.GC_WARM,
    note="warm-up stacked per stage with a unit per line: 60 s to the first reading, 3 min to full "
    "accuracy (GCX-420H 5 min)",
)
fq(
    M,
    "What average current does the GCX-420H draw in continuous mode?",
    ["GCX-420H"],
    F.GC_I_H,
    note="stacked per mode and version: 23 / 30 mA; the GCX-420 18 / 25 mA, low-power 4.5 / 6 mA and "
    "the 120 / 150 mA lamp peak are look-alikes",
)
ie(
    M,
    "By how much does the GCX-420 reading change per hPa of air pressure?",
    [GC],
    "the sheet only says readings are not corrected for pressure and are specified at 1013 hPa; no "
    "coefficient is given",
    F.GC_PRESS,
)
# ---------------------------------------------------------------- ANU-47
fq(
    E,
    "What distance range does the ANU-47T measure, and what supply voltage does it take?",
    ["ANU-47T"],
    F.AN_RANGE_T,
    F.AN_VCC_T,
    note="multi-part; the ANU-47U 3 ... 450 cm and 3.3 ... 5.0 V are look-alikes",
)
fq(
    M,
    "anu-47u accuracy at around 3 m?",
    ["ANU-47U"],
    F.AN_ACC_U,
    note="stacked per distance band: +/-3 cm from 100 to 450 cm (+/-1 cm up to 100 cm); the ANU-47T "
    "+/-4 cm is a look-alike",
)
fq(
    E,
    "What IP rating does the ANU-47 have?",
    [AN],
    F.AN_IP,
    note="IP67 applies to the probe and cable only; the control board has no protection",
)
fq(
    M,
    "How much current does the ANU-47T draw between two triggers?",
    ["ANU-47T"],
    F.AN_STBY_T,
    note="standby 20 / 40 uA; the operating current 5 ... 10 mA is a look-alike; the ANU-47U has no "
    "standby value",
)
ie(
    E,
    "How far can the ANU-47U measure with the probe under water?",
    ["ANU-47U"],
    "the ranges are for air and a flat target; the sheet only says the probe is not made to stay under "
    "water",
    F.AN_SUB,
)
# ---------------------------------------------------------------- HMA3216
fq(
    E,
    "What supply voltage range and which I²C addresses does the HMA3216 have?",
    [HM],
    F.HM_VDD,
    F.HM_ADDR,
    note="multi-part; the 8-bit bytes 0x28 / 0x2A and the WHO_AM_I values 0x3E / 0x3F are decoys",
)
fq(
    E,
    "What is the sensitivity of the HMA3216L in the ±4 g range?",
    ["HMA3216L"],
    F.HM_SENS_L4,
    note="stacked per full scale in version columns: 2048 LSB/g; the HMA3216 512 LSB/g is a look-alike",
)
fq(
    M,
    "hma3216 supply current in low power mode at 10hz odr?",
    [HM],
    F.HM_ILP10,
    note="stacked per mode and ODR: 4 uA; normal mode 10 Hz 5 uA and power-down 0.5 uA are look-alikes",
)
fq(
    H,
    "What is the largest measurement range of the HMA3216L?",
    ["HMA3216L"],
    F.HM_RANGE_L,
    note="the HMA3216L has no +/-16 g range (dash in its column); +/-16 g belongs to the HMA3216",
)
ie(
    E,
    "hma3216 cross-axis sensitivity?",
    [HM],
    "no cross-axis sensitivity is given",
)
