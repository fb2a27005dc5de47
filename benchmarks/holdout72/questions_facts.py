"""Factual questions of the seventy-second hold-out set (42: 34 with items, 8 whose
answer is not in the sheets)."""

from __future__ import annotations

import facts as F
from qkit import AQ, EP, GN, LX, OP, QD, TR, VN, Fact, join, q, unanswerable

E, M, H = "easy", "medium", "hard"
N = iter(range(1, 100))


def fq(diff: str, text: str, devs: list[str], *facts: Fact, note: str = "") -> None:
    items, evidence = join(*facts)
    q(f"f-{next(N):02d}", diff, "simple", text, devs, items, evidence, note=note)


def ie(diff: str, text: str, devs: list[str], note: str, *facts: Fact) -> None:
    evidence = join(*facts)[1] if facts else []
    unanswerable(f"f-{next(N):02d}", diff, "simple", text, devs, note, evidence)


# ---------------------------------------------------------------- LXH2217
fq(
    E,
    "What supply voltage range does the LXH2217 ambient light sensor need?",
    [LX],
    F.LX_VDD,
    note="the -0.3 ... 4.0 V absolute maximum row has the same name",
)
fq(
    M,
    "what i2c address does the lxh2217b use?",
    ["LXH2217B"],
    F.LX_ADDR_B,
    note="0x29 is the LXH2217; PART_ID register 0x12 reads 0xA4 and is no address",
)
fq(E, "lxh2217 current draw while measuring?", [LX], F.LX_IACT)
fq(E, "What is the maximum I2C clock frequency of the LXH2217?", [LX], F.LX_SCL)
fq(
    M,
    "What illuminance range can the LXH2217 measure, from its most sensitive to its least "
    "sensitive setting?",
    [LX],
    F.LX_RANGE,
    note="the per-gain resolution table gives lx per count, not the range",
)
# ---------------------------------------------------------------- TRS-1143
fq(
    E,
    "What supply voltage range is the TRS-1143 Hall switch specified to operate on?",
    [TR],
    F.TR_VDD,
    note="28 V is the absolute maximum",
)
fq(
    M,
    "how much current can the trs-1143 output sink in normal use?",
    [TR],
    F.TR_IOUT,
    note="50 mA is the absolute maximum rating of the same name",
)
fq(
    H,
    "How much supply current does the TRS-1143 draw at VDD = 12 V with the output on?",
    [TR],
    F.TR_IDD12,
    note="columns per supply voltage; typ and max in separate rows",
)
fq(E, "trs-1143 output low voltage at 20 ma?", [TR], F.TR_VOL)
# ---------------------------------------------------------------- VN-MD2A
fq(E, "What motor supply voltage range does the VN-MD2A accept?", [VN], F.VN_VM)
fq(E, "vn-md2a logic voltage range?", [VN], F.VN_VCC)
fq(
    M,
    "How much continuous current per channel can the VN-MD2A-HC deliver without a heatsink?",
    ["VN-MD2A-HC"],
    F.VN_I_HC,
    note="2.0 A is the standard VN-MD2A; 5 A is the -HC with a 40 x 40 mm heatsink",
)
fq(
    E,
    "peak current per channel of the standard vn-md2a?",
    [VN],
    F.VN_PEAK_STD,
    note="8 A is the -HC",
)
fq(
    M,
    "what ambient temperature range is the vn-md2a good for?",
    [VN],
    F.VN_TOP,
    note="only in the FAQ; 150 °C is the -HC thermal shutdown",
)
# ---------------------------------------------------------------- GNM-10Q
fq(
    E,
    "What is the main supply voltage range of the GNM-10Q?",
    [GN],
    F.GN_VCC,
    note="4.0 V is the absolute maximum; V_BCKP 1.5-3.6 V is the backup supply",
)
fq(E, "default baud rate of the gnm-10q uart?", [GN], F.GN_BAUD)
fq(
    M,
    "How much current does the GNM-10Q draw while tracking with GPS, GLONASS, Galileo and "
    "BeiDou all enabled?",
    [GN],
    F.GN_TRK4,
    note="typ.-only table with one column per constellation set",
)
fq(E, "What is the GNM-10Q's tracking sensitivity?", [GN], F.GN_SENS)
fq(
    H,
    "gnm-10q max position update rate if i only use gps?",
    [GN],
    F.GN_RATE,
    note="1 ... 5 Hz in Table 3-1 is GPS + GLONASS; 10 Hz with GPS only is in prose",
)
# ---------------------------------------------------------------- EPM-290
fq(
    E,
    "What operating voltage does the EPM-290 e-paper module take?",
    [EP],
    F.EP_VCC,
    note="the driver IC VCI 2.2 / 3.0 / 3.7 V is a decoy",
)
fq(E, "epm-290 max spi clock?", [EP], F.EP_SPI)
fq(
    M,
    "What is the operating temperature range of the EPM-290R (black/white/red)?",
    ["EPM-290R"],
    F.EP_TOP_R,
    note="0 ~ 50 °C is the black/white EPM-290; -25 ~ 70 °C is storage",
)
fq(
    M,
    "how much current does the epm-290 module draw in standby?",
    [EP],
    F.EP_STBY,
    note="the driver IC deep-sleep 0.5 / 5 µA is not the module",
)
# ---------------------------------------------------------------- QDA4712
fq(
    E,
    "What supply voltage range is recommended for the QDA4712?",
    [QD],
    F.QD_VDD,
    note="6.5 V is the absolute maximum",
)
fq(E, "what is the resolution of the qda4712 dac?", [QD], F.QD_RES)
fq(
    M,
    "What supply current does the QDA4712 draw in normal mode at VDD = 3.6 V?",
    [QD],
    F.QD_IDD36,
    note="the row name is split over the 5.5 V and 3.6 V rows",
)
fq(
    H,
    "Which I2C addresses are available on the QDA4712 in the SOT-23-6 package?",
    [QD],
    F.QD_ADDR_SOT,
    note="the description lists four addresses; A1 is bonded to GND in SOT-23-6",
)
fq(E, "qda4712 power-down current?", [QD], F.QD_PD)
# ---------------------------------------------------------------- AQF-20
fq(
    E,
    "What flow range does the AQF-20L measure?",
    ["AQF-20L"],
    F.AQ_RANGE_L,
    note="1 ... 30 is the AQF-20S",
)
fq(E, "aqf-20 supply voltage?", [AQ], F.AQ_VCC)
fq(
    M,
    "What ambient operating temperature is the AQF-20 flow sensor rated for?",
    [AQ],
    F.AQ_TOP,
    note="the ≤ 80 °C row is the water temperature",
)
fq(E, "what ip rating is the aqf-20?", [AQ], F.AQ_IP)
# ---------------------------------------------------------------- OPI-4
fq(
    E,
    "At what input voltage does the OPI-4-12 switch a channel on?",
    ["OPI-4-12"],
    F.OP_ON12,
    note="2.4 V and 15 V are the -05 and -24 columns",
)
fq(E, "opi-4 max output sink current per channel?", [OP], F.OP_IOUT)

# ---------------------------------------------------------------- not in the sheets (8)
ie(
    E,
    "What is the lux accuracy of the LXH2217 compared with a reference meter?",
    [LX],
    "no accuracy stated",
)
ie(
    E,
    "What ESD (human body model) rating does the TRS-1143 have?",
    [TR],
    "no ESD rating on the TRS-1143 sheet",
)
ie(M, "vn-md2a undervoltage lockout threshold on vm?", [VN], "no UVLO stated")
ie(
    M,
    "What is the GNM-10Q's vertical (altitude) position accuracy?",
    [GN],
    "only horizontal CEP is stated",
)
ie(
    H,
    "how long does the epm-290 keep the picture once power is removed?",
    [EP],
    "the FAQ says no time limit is given",
    F.note(EP, 2, "the image stays visible without power; no time limit is given."),
)
ie(E, "What is the gain error of the QDA4712?", [QD], "only INL and offset error are stated")
ie(
    M,
    "What burst pressure can the AQF-20 withstand?",
    [AQ],
    "only the 12 bar working pressure is listed",
    F.note(
        AQ, 2, "We only list the 12 bar working pressure; the maker does not state a burst value."
    ),
)
ie(H, "What current transfer ratio (CTR) do the OPI-4's optocouplers have?", [OP], "no CTR stated")
