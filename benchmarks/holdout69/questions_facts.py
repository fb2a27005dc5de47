"""Factual questions of the sixty-ninth hold-out set (42: 34 with items, 8 whose
answer is not in the sheets)."""

from __future__ import annotations

import facts as F
from qkit import CR, FR, HX, JY, NK, OR, PB, VR, Fact, join, q, unanswerable

E, M, H = "easy", "medium", "hard"
N = iter(range(1, 100))


def fq(diff: str, text: str, devs: list[str], *facts: Fact, note: str = "") -> None:
    items, evidence = join(*facts)
    q(f"f-{next(N):02d}", diff, "simple", text, devs, items, evidence, note=note)


def ie(diff: str, text: str, devs: list[str], note: str, *facts: Fact) -> None:
    evidence = join(*facts)[1] if facts else []
    unanswerable(f"f-{next(N):02d}", diff, "simple", text, devs, note, evidence)


# ---------------------------------------------------------------- ORB6620
fq(E, "What is the recommended core supply voltage (VDD) range of the ORB6620?", [OR], F.OR_VDD)
fq(
    M,
    "what i2c addresses can the orb6620 show up on?",
    [OR],
    F.OR_ADDR,
    note="WHO_AM_I 0x7C is a register value, not an address",
)
fq(
    E,
    "How much current does the ORB6620 take with only the accelerometer on in low-power mode?",
    [OR],
    F.OR_I_LP,
)
fq(E, "max spi clock for the orb6620?", [OR], F.OR_SPI)
fq(E, "ORB6620 power-down current?", [OR], F.OR_PD)
# ---------------------------------------------------------------- CRS3410
fq(E, "What input voltage range does the CRS3410 LED driver accept?", [CR], F.CR_VIN)
fq(
    M,
    "What is the output over-voltage protection threshold of the CRS3410B?",
    [CR],
    F.CR_OVP_B,
    note="CRS3410A row 26/28/30 V is the look-alike",
)
fq(
    H,
    "Over what ambient temperature range is the CRS3410 guaranteed to operate?",
    [CR],
    F.CR_TOP,
    note="the -40 to 125 °C in the absolute maximum list is the junction range",
)
fq(E, "shutdown current of the crs3410 with ctrl pulled low?", [CR], F.CR_SD)
fq(
    M,
    "What high and low levels does the CRS3410's CTRL pin need?",
    [CR],
    F.CR_VIH,
    F.CR_VIL,
    note="symbol-only rows VIH / VIL in the continued table",
)
# ---------------------------------------------------------------- HX-801
fq(E, "hx-801 working voltage range?", [HX], F.HX_VCC)
fq(
    E,
    "How much current does the HX-801 draw at 5 V while nothing is vibrating?",
    [HX],
    F.HX_ICC,
)
fq(E, "What kind of output signal does the HX-801 give?", [HX], F.HX_OUT)
fq(E, "what's the storage temp range of the hx-801?", [HX], F.HX_TST)
# ---------------------------------------------------------------- FR4-5V
fq(E, "What supply voltage does the FR4-5V relay board need?", [FR], F.FR_VCC)
fq(E, "how many ma does each relay coil pull on the fr4-5v?", [FR], F.FR_COIL)
fq(
    M,
    "What current can one FR4-5V relay switch for an inductive load at 250 V AC?",
    [FR],
    F.FR_IND,
    note="10 A resistive and 2 A lamp are the neighbours in the same row",
)
fq(
    M,
    "At what input level does the FR4-5V-L energise its relay?",
    [FR],
    F.FR_L_ON,
    note="-H column: ≥ 2.5 V",
)
fq(E, "operating temp range of the fr4-5v board?", [FR], F.FR_TOP)
# ---------------------------------------------------------------- NKD3208
fq(E, "What is the recommended supply voltage range of the NKD3208?", [NK], F.NK_VDD)
fq(
    M,
    "What is the maximum clock frequency of the NKD3208 at VDD = 2.7 V?",
    [NK],
    F.NK_CLK27,
    note="same parameter name under the [VDD=5.0V] section row: 2.0 MHz",
)
fq(E, "nkd3208 resolution in bits?", [NK], F.NK_RES)
fq(
    H,
    "what's the fastest sclk i can use on the nkd3208 running from 3v3?",
    [NK],
    F.NK_CLK33,
    note="only in Notes on Use; the table has 2.7 V and 5.0 V sections",
)
# ---------------------------------------------------------------- VRF-LW
fq(E, "Which frequency band does the VRF-LW915 cover?", [VR], F.VR_BAND915)
fq(
    M,
    "What is the maximum transmit power of the VRF-LW868?",
    [VR],
    F.VR_TX868,
    note="footnote mark fused to the value: '+141)'",
)
fq(E, "default uart baud rate of the vrf-lw?", [VR], F.VR_BAUD)
fq(E, "What is the VRF-LW's receive sensitivity at SF12, 125 kHz?", [VR], F.VR_SENS)
fq(
    H,
    "What TX output power can a VRF-LW915 reach when its supply is 2.8 V?",
    [VR],
    F.VR_TX915_LOW,
    note="footnote 2: +20 dBm only at VDD = 3.3 V",
)
# ---------------------------------------------------------------- PMK-BST12
fq(E, "What input voltage range does the PMK-BST12 accept?", [PB], F.PB_VIN)
fq(
    M,
    "how many ma can the pmk-bst12 give at 12v when fed from a single 3.7v li-ion?",
    [PB],
    F.PB_I37,
    note="input-voltage columns: 180 / 250 / 400 mA",
)
fq(E, "max voltage i can put on the pmk-bst12 input before it dies?", [PB], F.PB_ABS)
# ---------------------------------------------------------------- JY-091
fq(E, "What is the I2C address of the JY-091 OLED module?", [JY], F.JY_ADDR)
fq(
    M,
    "How much current does the JY-091B draw at 5 V with every pixel lit?",
    [JY],
    F.JY_ICC_B,
    note="unnamed second row; the JY-091W row above is 21 / 28 mA",
)
fq(E, "jy-091 max i2c clock?", [JY], F.JY_SCL)

# ---------------------------------------------------------------- not in the sheets (8)
ie(
    E,
    "what ip rating does the hx-801 have?",
    [HX],
    "no IP rating; the sheet only says it is not waterproof",
    F.HX_WET,
)
ie(
    M,
    "What is the accelerometer noise density of the ORB6620?",
    [OR],
    "only the gyroscope rate noise density (4.5 mdps/√Hz) is given",
)
ie(E, "What is the frame rate of the JY-091 display?", [JY], "no frame rate is stated")
ie(
    M,
    "whats the range of the vrf-lw in km?",
    [VR],
    "the sheet gives no range; range depends on antenna and environment",
    F.VR_RANGE,
)
ie(
    M,
    "What is the soft-start time of the CRS3410?",
    [CR],
    "no soft-start time is specified",
)
ie(
    H,
    "What is the NKD3208's offset error?",
    [NK],
    "only INL, DNL and resolution are specified; no offset or gain error",
)
ie(
    E,
    "thermal shutdown temp of the pmk-bst12?",
    [PB],
    "the sheet states no thermal protection temperature",
)
ie(
    H,
    "What is the rated electrical life of the FR4-5V relays in switching cycles?",
    [FR],
    "no mechanical or electrical life is given",
)
