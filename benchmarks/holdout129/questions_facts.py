"""Factual questions of the hundred-and-twenty-ninth hold-out set (42: 34 with items, 8
whose answer is not in the sheets)."""

from __future__ import annotations

import facts as F
from qkit import BR, CX, ID, IE, LF, RF, VK, Fact, join, q

E, M, H = "easy", "medium", "hard"
N = iter(range(1, 100))


def fq(diff: str, text: str, devs: list[str], *facts: Fact, note: str = "") -> None:
    items, evidence = join(*facts)
    q("f", next(N), diff, "simple", text, devs, items, evidence, note_text=note)


def ie(diff: str, text: str, devs: list[str], note: str, *facts: Fact) -> None:
    evidence = join(*facts)[1] if facts else []
    q("f", next(N), diff, "simple", text, devs, [], evidence, IE, note)


# ---------------------------------------------------------------- BRV4851
fq(
    E,
    "What is the supply voltage range of the BRV4851?",
    [BR],
    F.BR_VCC,
    note="the BRV4851T row (4.5-5.5 V), VCC - VEE up to 10 V and the limiting value 7.0 V are "
    "look-alikes",
)
fq(
    M,
    "brv4851 on resistance at 4.5v vcc, room temperature?",
    [BR],
    F.BR_RON45,
    note="the 85 / 125 C columns (200 / 240), the other VCC rows and the dual-supply row "
    "(50 / 120) are look-alikes",
)
fq(
    H,
    "What is the maximum ON resistance of the BRV4851 at VCC = 4.5 V over the full "
    "\u221240 \u00b0C to +125 \u00b0C range?",
    [BR],
    F.BR_RON45_HOT,
    note="column group per temperature range: 160 (25 C) and 200 (-40 to +85 C) are look-alikes",
)
fq(
    E,
    "brv4851 absolute max supply voltage?",
    [BR],
    F.BR_ABS,
    note="the recommended 6.0 V and the VCC - VEE limit 11.0 V are look-alikes",
)
fq(
    M,
    "What minimum HIGH level do the select inputs of the BRV4851T need?",
    ["BRV4851T"],
    F.BR_VIH_T,
    note="the BRV4851 rows (3.15 V at VCC = 4.5 V, 3.5 V at 5 V in prose) and the typical "
    "threshold 1.6 V are look-alikes",
)
ie(
    E,
    "What is the charge injection of the BRV4851?",
    [BR],
    "no charge injection is given; dynamic data are delay, turn-on time and capacitances only",
)
# ---------------------------------------------------------------- LFS2430
fq(
    E,
    "What input voltage range does the LFS2430 load switch support?",
    [LF],
    F.LF_VIN,
    note="the absolute maximum 6 V is a look-alike",
)
fq(
    M,
    "lfs2430 on-resistance at 3.3v in, 25c?",
    [LF],
    F.LF_RON33,
    note="the -40 to 105 C column (91) and the 5.0 V / 2.5 V rows are look-alikes",
)
fq(
    E,
    "max continuous current through the lfs2430?",
    [LF],
    F.LF_IMAX,
    note="the pulsed 4 A is a look-alike",
)
fq(
    M,
    "What is the shutdown current of the LFS2430B at VIN = 5 V and 25 \u00b0C?",
    ["LFS2430B"],
    F.LF_ISD,
    note="the quiescent current 8 / 12 uA, the ON pin leakage 0.1 uA and the full-range 8.0 uA "
    "are look-alikes",
)
ie(
    M,
    "What is the current-limit threshold of the LFS2430?",
    [LF],
    "the sheet says the LFS2430 does not limit current; the 2 A continuous and 4 A pulsed "
    "ratings are not a current limit",
    F.LF_NOLIMIT,
)
# ---------------------------------------------------------------- RFG7201
fq(
    E,
    "rfg7201 i2c address?",
    [RF],
    F.RF_ADDR,
    note="0x6C / 0x6D are the write / read bytes; register addresses are decoys",
)
fq(
    E,
    "What supply voltage range does the RFG7201 fuel gauge operate from?",
    [RF],
    F.RF_VDD,
    note="the absolute maximum 6.0 V and the RFG7202 CELL range 5.0-9.0 V are look-alikes",
)
fq(
    M,
    "how much does the rfg7201 draw in hibernate?",
    [RF],
    F.RF_HIB,
    note="active 23 / 40 uA and sleep 0.5 / 2 uA are look-alikes; names wrapped over two lines",
)
fq(
    H,
    "How large can the voltage measurement error of the RFG7202 be over \u221220 \u00b0C to "
    "+70 \u00b0C?",
    ["RFG7202"],
    F.RF_VERR2,
    note="column group per version: the RFG7201 column (+/-20 mV) and the 25 C row (+/-15 mV) "
    "are look-alikes",
)
ie(
    E,
    "What is the maximum sink current of the RFG7201's ALRT pin?",
    [RF],
    "only VOL at IOL = 4 mA is given; no maximum output or sink current",
)
# ---------------------------------------------------------------- CNX-433T
fq(
    E,
    "cnx-433t supply voltage range?",
    [CX],
    F.CX_VCC,
    note="the absolute maximum 14 V is a look-alike",
)
fq(
    M,
    "What RF output power does the CNX-433T deliver at a 12 V supply?",
    [CX],
    F.CX_POW12,
    note="+13 dBm is the CNX-315T column; +2 / +8 dBm are the other supply rows",
)
fq(
    E,
    "On what frequency does the CNX-315T transmit?",
    ["CNX-315T"],
    F.CX_F315,
)
fq(
    M,
    "how much current does the cnx-433t pull while transmitting on 5v?",
    [CX],
    F.CX_I5,
    note="the CNX-315T column (17 / 22), the other supply rows and the standby current are "
    "look-alikes",
)
ie(
    E,
    "cnx-433t second harmonic level?",
    [CX],
    "no harmonic or spurious emission level is given",
)
# ---------------------------------------------------------------- VKM-2
fq(
    E,
    "What supply voltage does the VKM-2S vibration module need?",
    ["VKM-2S"],
    F.VK_VCC,
    note="the absolute maximum 6.0 V is a look-alike",
)
fq(
    M,
    "vkm-2p current draw at 5v while nothing is happening?",
    ["VKM-2P"],
    F.VK_I2P,
    note="4.2 mA is the VKM-2S column; 6.4 mA is the triggered row",
)
fq(
    E,
    "what outputs does the vkm-2p have - digital, analog?",
    ["VKM-2P"],
    F.VK_OUT2P,
)
fq(
    E,
    "What is the operating temperature range of the VKM-2 modules?",
    [VK],
    F.VK_TOPR,
    note="storage -20 to +70 C is a look-alike",
)
ie(
    M,
    "What vibration frequency range does the VKM-2P respond to?",
    ["VKM-2P"],
    "the FAQ says no frequency response is given; the 50 ms hold / decay time is not one",
    F.VK_NOG,
)
# ---------------------------------------------------------------- HFB-CAN
fq(
    E,
    "hfb-can5 supply voltage?",
    ["HFB-CAN5"],
    F.HF_VCC5,
    note="3.0-3.6 V is the HFB-CAN3 column; the absolute maximum 6.0 V is a look-alike",
)
fq(
    M,
    "What is the standby current of the HFB-CAN3?",
    ["HFB-CAN3"],
    F.HF_STB,
    note="the recessive 10 / 17 mA and the HFB-CAN5 silent-mode 5 / 10 mA are look-alikes",
)
fq(
    H,
    "How much supply current does the HFB-CAN5 draw when the bus is dominant?",
    ["HFB-CAN5"],
    F.HF_IDOM5,
    note="bilingual row names wrapped over two lines; 10 / 17 mA is the HFB-CAN3 column, 5 / 10 "
    "mA the recessive row",
)
fq(
    E,
    "what interface does the hfb-can3 module talk on the bus side?",
    ["HFB-CAN3"],
    F.HF_IF,
)
fq(
    H,
    "What voltage range can the CANH and CANL pins of the HFB-CAN3 withstand?",
    ["HFB-CAN3"],
    F.HF_BUS3,
    note="-27 ... +40 V is the HFB-CAN5 column; the common-mode range -2 ... +7 V is a look-alike",
)
ie(
    E,
    "What is the TXD-to-RXD loop delay of the HFB-CAN3?",
    ["HFB-CAN3"],
    "no propagation or loop delay is given",
)
# ---------------------------------------------------------------- MCS572x
fq(
    E,
    "mcs5727 i2c address?",
    ["MCS5727"],
    F.MC_ADDR7,
    note="0x4D is the ID register value",
)
fq(
    E,
    "What supply voltage range does the MCS5725 colour sensor accept?",
    ["MCS5725"],
    F.MC_VDD,
    note="the absolute maximum 3.8 V and the 1.8 V bus voltage of the MCS5721 / MCS5723 are "
    "look-alikes",
)
fq(
    M,
    "mcs5725 sleep current?",
    ["MCS5725"],
    F.MC_SLEEP,
    note="active 235 / 330 uA and wait state 65 uA are stacked beside it",
)
fq(
    H,
    "What HIGH level does the MCS5721 need on SCL and SDA?",
    ["MCS5721"],
    F.MC_VIH1,
    note="0.7 VDD is the MCS5725 / MCS5727 row; the bus voltage 1.62-1.98 V is a look-alike",
)
ie(
    M,
    "How accurate is the lux reading of the MCS5725?",
    ["MCS5725"],
    "the sheet says lux accuracy is not specified; the responsivity table is not an accuracy",
    F.MC_LUX,
)
# ---------------------------------------------------------------- IDB0505S
fq(
    E,
    "What input voltage range does the IDB0505S-1W accept?",
    ["IDB0505S-1W"],
    F.IDB_VIN,
    note="the input surge voltage -0.7 ... 9 V (1 s) is a look-alike",
)
fq(
    M,
    "idb0505s-2w max output current?",
    ["IDB0505S-2W"],
    F.IDB_IOUT2,
    note="200 mA is the 1 W column; the input current 500 mA at full load is a look-alike",
)
fq(
    E,
    "idb0505s operating temperature range?",
    [ID],
    F.IDB_TOPR,
    note="storage -55 ... +125 C and the case temperature rise 25 C are look-alikes",
)
fq(
    H,
    "What output voltage does the IDB0505S-1W deliver at 10 % load?",
    ["IDB0505S-1W"],
    F.IDB_V10,
    note="rows stacked per load (100 % load 4.85 / 5.00 / 5.15 V) and the 2 W column (5.35 / "
    "5.70 V) are look-alikes; the 7 V no-load figure is in prose",
)
ie(
    M,
    "What is the efficiency of the IDB0505S-2W at 50 % load?",
    ["IDB0505S-2W"],
    "efficiency is given at full load only (80 %)",
    F.IDB_EFF,
)
