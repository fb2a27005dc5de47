"""Factual questions of the hundred-and-fifty-first hold-out set (42: 34 with items, 8 whose
answer is not in the sheets)."""

from __future__ import annotations

import facts as F
from qkit import IE, KV, LD, NQ, OW, QD, RV, ZC, Fact, join, q

E, M, H = "easy", "medium", "hard"
N = iter(range(1, 100))


def fq(diff: str, text: str, devs: list[str], *facts: Fact, note: str = "") -> None:
    items, evidence = join(*facts)
    q("f", next(N), diff, "simple", text, devs, items, evidence, note=note)


def ie(diff: str, text: str, devs: list[str], note: str, *facts: Fact) -> None:
    evidence = join(*facts)[1] if facts else []
    q("f", next(N), diff, "simple", text, devs, [], evidence, IE, note)


# ---------------------------------------------------------------- RVM-2J
fq(
    E,
    "What supply voltage does the RVM-2J relay module need on VCC when the JD-VCC jumper is fitted?",
    [RV],
    F.RV_VCC,
    note="the RVM-2J16 column (4.80 V min), the logic supply with the jumper removed (3.0-5.5 V) and "
    "the 6.0 V limit are look-alikes",
)
fq(
    M,
    "rvm-2j16 with both relays clicked on - how much current does the board pull from 5v? sizing "
    "my supply",
    ["RVM-2J16"],
    F.RV16_I2,
    note="stacked per number of relays on (3 / 93 / 183 mA typ.); the RVM-2J column (145 / 165 mA) "
    "and the IN current 2.6 / 3.2 mA are look-alikes",
)
fq(
    H,
    "I'm running an RVM-2J with the JD-VCC jumper pulled and VCC fed from 3.3 V. What voltage on an "
    "IN pin still counts as low (relay on), and what is the minimum that counts as high (relay "
    "off)?",
    [RV],
    F.RV_IN33,
    note="rows stacked per VCC; the VCC = 5.0 V rows (1.5 V / 4.6 V) are look-alikes",
)
fq(
    E,
    "What is the coil resistance of the relays on the RVM-2J16?",
    ["RVM-2J16"],
    F.RV16_COIL_R,
    note="the RVM-2J relay has 70 Ohm; the 1 kOhm input series resistor is a decoy",
)
fq(
    M,
    "rvm-2j contacts - how many amps can they switch on the dc side, and up to what voltage?",
    [RV],
    F.RV_DC,
    note="resistive load; the 250 VAC row, the RVM-2J16 column (12 A) and the 300 W switching "
    "power are look-alikes",
)
ie(
    E,
    "Is the RVM-2J UL-listed or CE-marked?",
    [RV],
    "no approval, listing or marking is stated anywhere on the sheet",
)
# ---------------------------------------------------------------- KVE5170
fq(
    M,
    "kve5170 quiescent current with the buck enabled but nothing connected to vout?",
    [KV],
    F.KV_IQ_BUCK,
    note="the boost-only row (330 / 520 nA), ship mode (5 / 25 nA) and the 400 mA peak input "
    "current are look-alikes",
)
fq(
    H,
    "How much current can the KVE5170's buck output supply when the storage element has sagged so "
    "that VSTOR is 2.3 V?",
    [KV],
    F.KV_IOUT_LOW,
    note="stacked per VSTOR: 110 mA applies at VSTOR >= 2.5 V only; the 100 mA boost input current "
    "limit is a look-alike",
)
fq(
    M,
    "What is the ship-mode current of the KVE5171 (EN pulled high)?",
    ["KVE5171"],
    F.KV71_SHIP,
    note="the boost-only quiescent current (330 / 520 nA) is a look-alike",
)
fq(
    E,
    "kve5171 operating temp range?",
    ["KVE5171"],
    F.KV71_TEMP,
    note="the KVE5170 column (-40 ... +85), the junction limit +125 and the storage range are "
    "look-alikes",
)
ie(
    M,
    "What is the boost charger efficiency of the KVE5170 at 10 µA input current and 0.5 V input?",
    [KV],
    "no efficiency figure or curve is given for the boost charger or the buck",
)
# ---------------------------------------------------------------- NQK3855
fq(
    E,
    "nqk3855 max spi clock?",
    [NQ],
    F.NQ_SCK,
    note="the conversion time 70 / 100 ms and the 41.276 uV/degC sensitivity are not clocks",
)
fq(
    H,
    "For the NQK3855E, what thermocouple accuracy applies between +700 °C and +1350 °C while the "
    "cold junction stays between -20 and +85 °C?",
    ["NQK3855E"],
    F.NQE_ACC_HI,
    note="stacked per band: +/-2.0 (-200 ... +700 degC) and +/-6.0 (cold junction -40 ... +125 "
    "degC) are look-alikes, as is the cold-junction accuracy +/-3.0",
)
fq(
    M,
    "What resolution does the NQK3855 give for the thermocouple temperature, in bits and in °C?",
    [NQ],
    F.NQ_RES,
    note="the cold-junction resolution 0.0625 degC (12 bits) is a look-alike",
)
fq(
    E,
    "What operating temperature range does the extended-grade NQK3855E cover?",
    ["NQK3855E"],
    F.NQE_TEMP,
    note="the NQK3855 (-20 ... +85), the storage range and the junction limit +150 are look-alikes",
)
ie(
    E,
    "How much input leakage current flows out of the NQK3855's T+ and T- pins?",
    [NQ],
    "no input bias or leakage current is given; only the ESD rating of T+ / T-",
)
# ---------------------------------------------------------------- LDM4721
fq(
    M,
    "What is the LDM4721H's supply current in normal mode when it runs from 3.3 V?",
    ["LDM4721H"],
    F.LDH_NORMAL33,
    note="stacked per VDD; the 1.8 V row (750 / 850 uA) and the LDM4721 column (720 / 850 uA) are "
    "look-alikes",
)
fq(
    H,
    "ldm4721 (the plain one, not the h) in low power mode with a 768 khz clock, running off 1.8v "
    "from a coin-cell regulator - how many µA does it actually draw?",
    [LD],
    F.LD_LP18,
    note="stacked per VDD and version: 270 / 330 (3.3 V) and 260 / 310 (LDM4721H) are look-alikes",
)
fq(
    E,
    "How much current does the LDM4721 draw in sleep mode?",
    [LD],
    F.LD_SLEEP,
    note="the low-power current 230 ... 330 uA is a look-alike",
)
fq(
    M,
    "how long after power up does the ldm4721h give valid data?",
    ["LDM4721H"],
    F.LDH_START,
    note="the LDM4721 column (20 ms) and the mode-change time 10 ms are look-alikes",
)
ie(
    M,
    "What is the group delay of the LDM4721's PDM output at 1 kHz?",
    [LD],
    "no group delay, latency or phase figure is given",
)
# ---------------------------------------------------------------- ZCN4215
fq(
    E,
    "What supply voltage range does the ZCN4215 CAN controller accept?",
    [ZC],
    F.ZC_VDD,
    note="the 7.0 V absolute maximum and the 4.5 V SPI-clock boundary are look-alikes",
)
fq(
    M,
    "What is the highest SPI clock the ZCN4215 supports when its VDD is 3.3 V?",
    [ZC],
    F.ZC_SPI33,
    note="stacked per VDD: 10 MHz needs VDD = 4.5 ... 5.5 V; the 'up to 10 MHz' feature line and "
    "the oscillator 25 MHz are look-alikes",
)
fq(
    H,
    "What is the worst-case sleep current of the extended-grade ZCN4215E?",
    ["ZCN4215E"],
    F.ZCE_SLEEP,
    note="the ZCN4215 column (5 uA max) and the '1 uA typical' feature line are look-alikes",
)
fq(
    E,
    "zcn4215 - what interface does it use to talk to the mcu, and what bus protocol does it "
    "handle?",
    [ZC],
    F.ZC_IFACE,
    note="SPI to the host, CAN on the bus side (through a transceiver)",
)
fq(
    E,
    "Which packages is the ZCN4215 sold in?",
    [ZC],
    F.ZC_PKG,
    note="from the ordering table; the QFN-20 code is the E grade",
)
ie(
    M,
    "How many nodes can share one CAN bus with the ZCN4215?",
    [ZC],
    "the sheet says the transceiver, not the ZCN4215, sets the number of nodes; no figure is given",
    F.ZC_NODES,
)
# ---------------------------------------------------------------- QDP-412
fq(
    M,
    "How much current does the QDP-412H pull at its rated flow on 12 V?",
    ["QDP-412H"],
    F.QDH_RATED,
    note="stacked per load state (140 / 320 / 1100 mA typ.); the QDP-412 column (180 / 220 mA) and "
    "the old 250 mA in the revision record are look-alikes",
)
fq(
    H,
    "so my hydroponics doser uses a qdp-412 switched by a little mosfet board, and last week the "
    "tube got pinched and the motor just sat there humming. what current does it pull when it's "
    "stalled like that?",
    [QD],
    F.QD_STALL,
    note="locked-rotor row; the rated (180 / 220) and no-load (90 / 120) rows and the QDP-412H "
    "column (1100 / 1300 mA) are look-alikes",
)
fq(
    E,
    "What IP rating does the QDP-412 pump have?",
    [QD],
    F.QD_IP,
)
fq(
    E,
    "qdp-412h power consumption at 12v?",
    ["QDP-412H"],
    F.QDH_POWER,
    note="the QDP-412 column (2.2 W) is a look-alike",
)
ie(
    E,
    "What is the maximum liquid viscosity the QDP-412 can pump?",
    [QD],
    "no viscosity limit is given; the sheet lists suitable and unsuitable liquids only",
)
# ---------------------------------------------------------------- LNZ-4C
fq(
    E,
    "What supply voltage range does the LNZ-4C56 display module need?",
    ["LNZ-4C56"],
    F.LN56_V,
    note="the LNZ-4C36 column (3.3-5.5 V) is a look-alike",
)
fq(
    M,
    "lnz-4c36 at 5v with all segments lit at full brightness, how much current?",
    ["LNZ-4C36"],
    F.LN36_I5,
    note="stacked per VCC and brightness: 38 / 45 mA (3.3 V), 9 / 12 mA (brightness 0) and the "
    "LNZ-4C56 column (95 / 115 mA) are look-alikes",
)
fq(
    H,
    "What does an LNZ-4C56 draw from a 5 V supply with the display switched off?",
    ["LNZ-4C56"],
    F.LN56_OFF,
    note="last row of the stacked current cell; brightness 0 (14 / 18 mA) is a look-alike",
)
fq(
    M,
    "What minimum input-high level do CLK and DIO of the LNZ-4C36 need when the module runs at "
    "3.3 V?",
    ["LNZ-4C36"],
    F.LN36_VIH,
    note="stacked per VCC; 3.5 V applies at VCC = 5.0 V",
)
ie(
    E,
    "viewing angle of the lnz-4c36 digits?",
    ["LNZ-4C36"],
    "no viewing angle or luminous intensity is given; only digit height and colour",
)
# ---------------------------------------------------------------- OWF25T32
fq(
    E,
    "What VCC range does the OWF25T32U need?",
    ["OWF25T32U"],
    F.OWU_V,
    note="the OWF25T32A column (2.7-3.6 V) and the 2.5 V absolute maximum are look-alikes",
)
fq(
    M,
    "owf25t32a max clock for quad fast read (ebh) at 3.3v?",
    ["OWF25T32A"],
    F.OWA_FC,
    note="stacked per VCC: 104 MHz over the full VCC range; 50 MHz is the Read Data (03h) limit",
)
fq(
    H,
    "What is the OWF25T32A's standby current, and how far does it drop after the power-down "
    "instruction (B9h)?",
    ["OWF25T32A"],
    F.OWA_STBY,
    note="two rows of the same kind; the OWF25T32U column (0.5 / 8 uA) is a look-alike",
)
fq(
    M,
    "What operating temperature range does the OWF25T32AJSIG cover?",
    ["OWF25T32AJSIG"],
    F.OWJ_TEMP,
    note="only in the ordering table; the DC / AC table heading -40 ... +85 degC and the storage "
    "range are look-alikes",
)
ie(
    M,
    "What total ionizing dose can the OWF25T32 tolerate?",
    [OW],
    "no radiation figure is given",
)
