"""Factual questions of the ninety-third hold-out set (42: 34 with items, 8 whose
answer is not in the sheets)."""

from __future__ import annotations

import facts as F
from qkit import AC, ER, HF, HZ, KV, MM, SW, TK, Fact, join, q, unanswerable

E, M, H = "easy", "medium", "hard"
N = iter(range(1, 100))


def fq(diff: str, text: str, devs: list[str], *facts: Fact, note: str = "") -> None:
    items, evidence = join(*facts)
    q(f"f-{next(N):02d}", diff, "simple", text, devs, items, evidence, note=note)


def ie(diff: str, text: str, devs: list[str], note: str, *facts: Fact) -> None:
    evidence = join(*facts)[1] if facts else []
    unanswerable(f"f-{next(N):02d}", diff, "simple", text, devs, note, evidence)


# ---------------------------------------------------------------- KVR-UV1
fq(
    E,
    "What supply voltage range does the KVR-UV1 breakout accept on VIN?",
    [KV],
    F.KV_VIN,
    note="the 1.7-3.6 V row is the sensor IC behind the on-board LDO",
)
fq(
    M,
    "what i2c address does the kvr-uv1 sit on?",
    [KV],
    F.KV_ADDR,
    note="PART_ID register 0x06 reads 0xB2: not an address",
)
fq(
    M,
    "How long does one UV conversion take on the KVR-UV1 at 16-bit resolution?",
    [KV],
    F.KV_T16,
    note="conversion time per resolution table; 18-bit default is 100 ms",
)
fq(
    E,
    "kvr-uv1 current draw with the led jumper cut?",
    [KV],
    F.KV_I_CUT,
    note="1.25 / 1.6 mA with the power LED on is the look-alike line",
)
fq(E, "What ambient light (lux) range does the KVR-UV1 cover?", [KV], F.KV_ALS)
ie(
    E,
    "What is the UV index accuracy of the KVR-UV1?",
    [KV],
    "the sheet says an accuracy figure is not given",
    F.KV_ACC,
)
# ---------------------------------------------------------------- AC-232
fq(
    E,
    "What supply voltage does the AC-232S RS-232 module need?",
    [AC],
    F.AC_S_VCC,
    note="AC-232L column: 4.5 - 5.5 V",
)
fq(
    M,
    "max baud rate of the ac-232l?",
    [AC],
    F.AC_L_BAUD,
    note="250 kbps is the AC-232S column; 230400 fails in the test table",
)
fq(E, "how many ma does the ac-232s pull with nothing connected?", [AC], F.AC_S_I)
fq(
    H,
    "Over what temperature range is the AC-232L specified?",
    [AC],
    F.AC_L_TOP,
    note="-40 to +85 °C is the AC-232S column of the same row",
)
ie(
    E,
    "What is the maximum RS-232 cable length for the AC-232S?",
    [AC],
    "the shop says the maximum cable length is not specified (a workshop anecdote only)",
    F.AC_CABLE,
)
# ---------------------------------------------------------------- HZD1-05D12
fq(
    E,
    "What input voltage range does the HZD1-05D12 accept?",
    [HZ],
    F.HZ_VIN,
    note="one row of a five-model selection guide",
)
fq(E, "output voltage of the hzd1-05d12?", [HZ], F.HZ_VOUT)
fq(
    M,
    "How much current can each output of the HZD1-05D12 supply, and what minimum load does it need?",
    [HZ],
    F.HZ_IOUT,
    F.HZ_MINLOAD,
    note="'Max. / Min.' in one cell: ±42 / ±4 mA",
)
fq(
    H,
    "up to what ambient temp does the hzd1-05d12 still give its full 1 w?",
    [HZ],
    F.HZ_FULL,
    note="operating range -40 ... 105 °C, full power only to 85 °C (Note 3)",
)
ie(
    M,
    "What is the efficiency of the HZD1-05D12 at 50 % load?",
    [HZ],
    "only the full-load typical efficiency (78 %) is given",
)
# ---------------------------------------------------------------- SVN-W24S
fq(E, "What VBAT supply range does the SVN-W24S module need?", [SW], F.SW_VBAT)
fq(
    M,
    "max spi clock for the svn-w24s when vddio is 1.8v?",
    [SW],
    F.SW_SPI18,
    note="48 MHz is the VDDIO = 3.3 V row of the same parameter",
)
fq(E, "SVN-W24S deep sleep current?", [SW], F.SW_SLEEP)
fq(
    M,
    "What TX output power does the SVN-W24S give in 802.11n (MCS7)?",
    [SW],
    F.SW_TXN,
    note="+18 dBm (11b) is in the key figures",
)
ie(
    E,
    "what's the open-air range of the svn-w24s in meters?",
    [SW],
    "no range is stated",
)
# ---------------------------------------------------------------- BR-TK12
fq(
    E,
    "What supply voltage does the BR-TK12 keypad need?",
    [TK],
    F.TK_VCC,
    note="1.71 - 3.6 V is the controller IC's own range",
)
fq(
    M,
    "which i2c addresses can the br-tk12 be set to?",
    [TK],
    F.TK_ADDR,
    note="register addresses 0x5D / 0x5E / 0x80 in the register table are decoys",
)
fq(E, "br-tk12 stop mode current?", [TK], F.TK_STOP)
fq(
    H,
    "Over what temperature range can the BR-TK12 keypad be used?",
    [TK],
    F.TK_TOP,
    note="the controller itself is rated -40 to +85 °C",
)
ie(
    E,
    "What IP rating does the BR-TK12 have?",
    [TK],
    "the FAQ says no rating is given",
    F.TK_WET,
)
# ---------------------------------------------------------------- MM-MOS30
fq(E, "What load voltage range can the MM-MOS30 switch?", [MM], F.MM_VLOAD)
fq(
    M,
    "how many amps can the mm-mos30 handle continuously without the heatsink?",
    [MM],
    F.MM_I,
    note="12 A is the -HS column; 20 A is the pulse rating",
)
fq(
    E,
    "What drain-source voltage is the MOSFET on the MM-MOS30 rated for?",
    [MM],
    F.MM_VDS,
    note="the module's load limit is 30 V",
)
fq(E, "gate threshold voltage of the mosfet on the mm-mos30?", [MM], F.MM_VTH)
fq(
    M,
    "What is the on-resistance of the MM-MOS30's MOSFET when the gate is driven from 3.3 V?",
    [MM],
    F.MM_RDS33,
    note="unnamed continuation rows; 5.0 / 6.5 at 10 V, 7.0 / 9.5 at 4.5 V",
)
ie(
    E,
    "what's the turn-on / rise time of the mm-mos30?",
    [MM],
    "no switching times are given",
)
# ---------------------------------------------------------------- HFL-G
fq(E, "What supply voltage does the HFL-G12 flow sensor need?", [HF], F.HF_VCC12)
fq(
    E,
    "flow range of the hfl-g34 in l/min?",
    [HF],
    F.HF_FLOW34,
    note="1～30 L/min is the HFL-G12 column",
)
fq(
    M,
    "What high and low levels does the HFL-G12's pulse output give when it runs from 5 V?",
    [HF],
    F.HF_VOH,
    F.HF_VOL,
)
fq(
    H,
    "What ambient temperature range is the HFL-G12 rated for?",
    [HF],
    F.HF_TOP,
    note="water temperature ≤ 80 ℃ and storage -25～+80 ℃ are the look-alikes",
)
ie(
    M,
    "How many hours or cycles is the HFL-G12 rated to last?",
    [HF],
    "the Q&A says no cycle number is given",
    F.HF_LIFE,
)
# ---------------------------------------------------------------- ERL-RTC3
fq(E, "What VCC range does the ERL-RTC3 module accept?", [ER], F.ER_VCC)
fq(
    M,
    "i2c address of the rtc on the erl-rtc3?",
    [ER],
    F.ER_ADDR,
    note="the EEPROM at 0x57 (0x50 ... 0x57) shares the bus",
)
fq(
    M,
    "How much current does the ERL-RTC3 take from its coin cell while keeping time at 3.0 V?",
    [ER],
    F.ER_TK,
    note="VBAT = 3.63 V row: 1.0 / 3.5 µA",
)
fq(
    H,
    "What operating temperature range does the ERL-RTC3-L have?",
    [ER],
    F.ER_L_TOP,
    note="-C column -20 ... +70 °C; the RTC chip -40 ... +85 °C",
)
ie(
    E,
    "How many years does the coin cell of the ERL-RTC3-C last?",
    [ER],
    "the FAQ says no figure is published",
    F.ER_CELL,
)
