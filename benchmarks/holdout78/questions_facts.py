"""Factual questions of the seventy-eighth hold-out set (42: 34 with items, 8 whose
answer is not in the sheets)."""

from __future__ import annotations

import facts as F
from qkit import AX, HP, KP, LN, RB, RX, UV, ZQ, Fact, join, q, unanswerable

E, M, H = "easy", "medium", "hard"
N = iter(range(1, 100))


def fq(diff: str, text: str, devs: list[str], *facts: Fact, note: str = "") -> None:
    items, evidence = join(*facts)
    q(f"f-{next(N):02d}", diff, "simple", text, devs, items, evidence, note=note)


def ie(diff: str, text: str, devs: list[str], note: str, *facts: Fact) -> None:
    evidence = join(*facts)[1] if facts else []
    unanswerable(f"f-{next(N):02d}", diff, "simple", text, devs, note, evidence)


# ---------------------------------------------------------------- AXM-9D (5 + 1)
fq(E, "What supply voltage range does the AXM-9D accept on its VIN pin?", [AX], F.AX_VIN)
fq(
    M,
    "whats the absolute max i can put on vin of the axm-9d-lv?",
    [AX],
    F.AX_ABS_LV,
    note="6.0 V in the same row is the AXM-9D (with regulator)",
)
fq(
    H,
    "Which I2C addresses does the AXM-9D occupy?",
    [AX],
    F.AX_ADDR,
    note="WHO_AM_I reads 0x71 and INT_PIN_CFG is register 0x37: neither is a bus address",
)
fq(E, "axm-9d current draw with all 9 axes on at 5v?", [AX], F.AX_I9)
fq(
    H,
    "What is the maximum SPI clock for writing configuration registers on the AXM-9D-LV?",
    [AX],
    F.AX_SPI_CFG,
    note="20 MHz applies to reading sensor and interrupt registers only",
)
ie(
    M,
    "What is the gyroscope bias instability of the AXM-9D in degrees per hour?",
    [AX],
    "the FAQ says bias instability is not published",
    F.AX_BIAS,
)
# ---------------------------------------------------------------- LNS-P (5 + 1)
fq(E, "What is the rated charge current of the LNS-P20?", [LN], F.LN_ICHG20)
fq(
    M,
    "max panel open circuit voltage for the lns-p20?",
    [LN],
    F.LN_VOC20,
    note="<50V in the same row is the LNS-P30",
)
fq(
    M,
    "What boost charge voltage does the LNS-P use for a 12 V gel battery?",
    [LN],
    F.LN_GEL,
    note="SLD 14.4 / FLD 14.6 / LI 14.4 V are the neighbours; float 13.8 V is another row",
)
fq(E, "lns-p working temp range?", [LN], F.LN_TOP, note="storage -30 ~ +80 °C is the next row")
fq(E, "What does the USB output of the LNS-P10 supply?", [LN], F.LN_USB)
ie(
    E,
    "What IP rating does the LNS-P30 have?",
    [LN],
    "no IP rating; the sheet only says indoor use",
    F.LN_INDOOR,
)
# ---------------------------------------------------------------- HPX-310 (5 + 1)
fq(E, "What supply voltage does the HPX-310 need?", [HP], F.HP_VS)
fq(E, "output voltage range of the hpx-310?", [HP], F.HP_OUT)
fq(
    M,
    "What accuracy does the HPX-310 guarantee at 25 °C?",
    [HP],
    F.HP_ACC25,
    note="the ±2.0 % FS total error band applies over the compensated range",
)
fq(
    H,
    "hpx-310 worst case error anywhere between -20 and 85c?",
    [HP],
    F.HP_TEB,
    note="total error band; the BFSL ±0.5 % FS row is at 25 °C only",
)
fq(
    M,
    "What is the operating temperature range of the HPX-310?",
    [HP],
    F.HP_TOP,
    note="-20 ... +85 °C is the compensated range",
)
ie(
    M,
    "What is the output noise of the HPX-310 in mV?",
    [HP],
    "no noise figure is given",
)
# ---------------------------------------------------------------- KPX-16 (4 + 1)
fq(E, "kpx-16 keypad supply voltage range?", [KP], F.KP_VCC)
fq(
    M,
    "What I2C addresses can the KPX-16A be set to?",
    [KP],
    F.KP_ADDR_A,
    note="the KPX-16 column next to it is 0x20 ... 0x27",
)
fq(
    H,
    "what's the max i2c clock for the kpx-16?",
    [KP],
    F.KP_CLK,
    note="only in the FAQ; the spec card says 'standard mode'",
)
fq(E, "What is the working temperature range of the KPX-16?", [KP], F.KP_TOP)
ie(
    E,
    "what ip rating is the kpx-16 keypad?",
    [KP],
    "the FAQ says no IP rating is given",
    F.KP_NOIP,
)
# ---------------------------------------------------------------- RXS-433 (4 + 1)
fq(
    E,
    "What is the supply voltage range of the RXS-433L?",
    [RX],
    F.RX_VCC_L,
    note="4.5 / 5.0 / 5.5 V in the same row is the RXS-433",
)
fq(E, "rxs-433 sensitivity?", [RX], F.RX_SENS, note="-106 / -103 dBm are the RXS-433L")
fq(E, "What frequency does the RXS-433 receive on?", [RX], F.RX_FREQ)
fq(
    E,
    "How much supply current does the RXS-433 draw?",
    [RX],
    F.RX_ICC,
    note="2.8 / 3.6 mA are the RXS-433L columns",
)
ie(
    H,
    "What image rejection does the RXS-433 superheterodyne receiver achieve?",
    [RX],
    "no image rejection or selectivity figure is given",
)
# ---------------------------------------------------------------- ZQ1 (4 + 1)
fq(E, "input voltage range of the zq1-0505s?", [ZQ], F.ZQ_VIN, note="ZQ1-1205S row: 10.8-13.2")
fq(E, "What output voltage does the ZQ1-0503S give?", [ZQ], F.ZQ_VOUT33)
fq(
    M,
    "What output current range (minimum and maximum load) does the ZQ1-0505S allow?",
    [ZQ],
    F.ZQ_IOUT,
)
fq(
    H,
    "What is the highest voltage the ZQ1-0505S input may see, even briefly?",
    [ZQ],
    F.ZQ_SURGE,
    note="surge voltage row, 1 s max.; 4.5-5.5 V is the operating range",
)
ie(
    M,
    "what continuous working voltage is the zq1-0505sh insulation rated for?",
    [ZQ],
    "the 3000 VDC is a production test voltage, not a working voltage; none is given",
    F.ZQ_ISO_NOTE,
)
# ---------------------------------------------------------------- RB8-OC (4 + 1)
fq(E, "how many ma does each relay coil draw on the rb8-oc-05?", [RB], F.RB_COIL05)
fq(E, "What is the coil resistance of the relays on the RB8-OC-12?", [RB], F.RB_RCOIL12)
fq(
    M,
    "What current can one RB8-OC channel switch for an inductive load at 250 V AC?",
    [RB],
    F.RB_IND,
    note="10 A resistive in the same row",
)
fq(
    M,
    "what voltage goes on jd-vcc for the rb8-oc-12?",
    [RB],
    F.RB_JD12,
    note="4.75 ... 5.25 V is the RB8-OC-05 column",
)
ie(
    M,
    "What is the relay operate time of the RB8-OC boards?",
    [RB],
    "no operate or release time is given",
)
# ---------------------------------------------------------------- UVQ-11 (3 + 1)
fq(E, "What supply voltage does the UVQ-11D accept?", [UV], F.UV_VCC_D)
fq(
    M,
    "which i2c addresses does the uvq-11d use?",
    [UV],
    F.UV_ADDR,
    note="0x0C is the SMBus alert response address",
)
fq(
    E,
    "What output voltage range does the UVQ-11A give over UV index 0 to 11?",
    [UV],
    F.UV_OUT,
    note="saturation at about 1.3 V is a look-alike",
)
ie(
    E,
    "how accurate is the uvq-11 in uv index points?",
    [UV],
    "the FAQ says no accuracy is stated",
    F.UV_ACC,
)
