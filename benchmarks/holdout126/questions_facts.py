"""Factual questions of the hundred-and-twenty-sixth hold-out set (42: 34 with items, 8
whose answer is not in the sheets)."""

from __future__ import annotations

import facts as F
from qkit import BZ, DJ, GH, IE, KL, KP, TK, TX, Fact, join, q

E, M, H = "easy", "medium", "hard"
N = iter(range(1, 100))


def fq(diff: str, text: str, devs: list[str], *facts: Fact, note: str = "") -> None:
    items, evidence = join(*facts)
    q("f", next(N), diff, "simple", text, devs, items, evidence, note=note)


def ie(diff: str, text: str, devs: list[str], note: str, *facts: Fact) -> None:
    evidence = join(*facts)[1] if facts else []
    q("f", next(N), diff, "simple", text, devs, [], evidence, IE, note)


# ---------------------------------------------------------------- KPL-612
fq(
    E,
    "What supply voltage range does the KPL-612 PIR module accept?",
    [KP],
    F.KP_VIN,
    note="the KPL-612L columns (2.7 / 3.3 / 3.6 V) of the same row and the 24 V absolute maximum "
    "are look-alikes",
)
fq(
    E,
    "kpl-612l idle current? want to run it off batteries",
    ["KPL-612L"],
    F.KPL_IDLE,
    note="the KPL-612 columns (55 / 65 uA) and the current with OUT high (350 / 400 uA) are "
    "look-alikes",
)
fq(
    M,
    "how far away can the kpl-612 pick up a person walking?",
    [KP],
    F.KP_RANGE,
    note="3 m is the shortest trimmer setting, not a lower detection limit; the 'about 4 m' in a "
    "35 C room is a derating in prose",
)
fq(
    M,
    "How long after power-on does the KPL-612 need before its output can be trusted?",
    [KP],
    F.KP_INIT,
    note="the 2.5 s block time, the 2 s hold time and the KPL-612L columns (20 / 30 s) are "
    "look-alikes",
)
fq(
    E,
    "What is the operating temperature range of the KPL-612L?",
    ["KPL-612L"],
    F.KPL_TEMP,
    note="the KPL-612 columns (-20 ... +70) and the storage range (-40 ... +85) are look-alikes",
)
ie(
    E,
    "What operating humidity range is specified for the KPL-612?",
    [KP],
    "the sheet gives temperatures only; no humidity figure anywhere",
)
# ---------------------------------------------------------------- BZA1615
fq(
    E,
    "What is the supply voltage range of the BZA1615?",
    [BZ],
    F.BZ_VDD,
    note="the 6.0 V absolute maximum and the 5.5 V digital-input limit are look-alikes",
)
fq(
    E,
    "bza1615 i2c addresses?",
    [BZ],
    F.BZ_ADDR,
    note="the register pointers and reset values (0x0000, 0x8583, 0x8000, 0x7FFF) are decoys",
)
fq(
    M,
    "What full-scale input range does the BZA1615 have with PGA[2:0] set to 011?",
    [BZ],
    F.BZ_FSR011,
    note="the LSB size on the same row (31.25 uV) and the default 010 row (+/-2.048 V) are "
    "look-alikes",
)
fq(
    E,
    "bza1615 max sample rate?",
    [BZ],
    F.BZ_DR_MAX,
)
fq(
    H,
    "What is the size of one LSB of the BZA1615 on the " + F.PM + "2.048 V range?",
    [BZ],
    F.BZ_LSB,
    note="the noise table also shows 62.5 (uVRMS) in the +/-2.048 V column, a look-alike with "
    "the same number; 125 / 31.25 uV are the neighbouring rows",
)
ie(
    M,
    "What is the BZA1615's offset drift over temperature, in " + F.MU + "V/" + F.DEG + "?",
    [BZ],
    "offset error (+/-1 / +/-3 LSB) is given at 25 C only; 'low-drift reference' is not an "
    "offset drift figure",
    F.note(
        BZ,
        1,
        "Offset error FSR = " + F.PM + "2.048 V, differential " + F.PM + "1 " + F.PM + "3 LSB",
    ),
)
# ---------------------------------------------------------------- UBB-36
fq(
    E,
    "What input voltage range does the UBB-36A accept?",
    ["UBB-36A"],
    F.UA_VIN,
    note="the UBB-36F5 column (2.8 - 24 V), the 36 V never-exceed limit and the 2.8 / 3.1 V "
    "lock-out thresholds are look-alikes",
)
fq(
    E,
    "ubb-36f5 output voltage, min and max?",
    ["UBB-36F5"],
    F.UF_VOUT,
    note="the UBB-36A trimmer range 1.25 - 30 V shares the row",
)
fq(
    M,
    "running the ubb-36a off a 3.7v li-ion cell, how much current can i pull at 5v out?",
    ["UBB-36A"],
    F.UA_37_5,
    note="1.6 A is the input current of that row; the F5's 1.2 A from a 3.7 V cell (FAQ) is for "
    "the other version",
)
fq(
    E,
    "ubb-36a no-load current draw?",
    ["UBB-36A"],
    F.UA_NOLOAD,
    note="the UBB-36F5's 6 mA and the EN-low off current of 30 uA are look-alikes",
)
ie(
    E,
    "ubb-36a soft-start time?",
    ["UBB-36A"],
    "the sheet has no start-up or soft-start figure",
)
# ---------------------------------------------------------------- DJR-1H5
fq(
    E,
    "What is the coil resistance of the relay on the DJR-1H5?",
    [DJ],
    F.DJ_RCOIL,
)
fq(
    M,
    "djr-1h5 - how much current does the whole module pull from 5v with the relay switched on?",
    [DJ],
    F.DJ_ION,
    note="the coil's 71.4 mA is the relay alone; 3 / 5 mA is relay off",
)
fq(
    E,
    "What current can the DJR-1H5's NO contact switch at 250 VAC with a resistive load?",
    [DJ],
    F.DJ_NO250,
    note="5 A is the NC contact; 15 A is the 125 VAC row",
)
fq(
    H,
    "With the DJR-1H5's trigger jumper at L, what voltage must IN reach to release the relay?",
    [DJ],
    F.DJ_VIH_L,
    note="2.5 V is the jumper-H switching level; 1.0 V is the L-mode low level",
)
ie(
    E,
    "What is the maximum switching rate of the DJR-1H5 in operations per minute?",
    [DJ],
    "the sheet gives operate / release times and life in operations, but no switching rate",
    F.DJ_LIFE,
)
# ---------------------------------------------------------------- TXN-260
fq(
    E,
    "What VBAT supply voltage range does the TXN-260 need?",
    [TX],
    F.TX_VBAT,
    note="the 4.7 V absolute maximum, the 3.1 V reset level and VDD_EXT 1.8 V are look-alikes",
)
fq(
    M,
    "txn-260 current draw in psm?",
    [TX],
    F.TX_PSM,
    note="power-down (OFF) 9 uA and eDRX sleep 0.55 mA are look-alikes",
)
fq(
    E,
    "txn-260 default uart baud rate?",
    [TX],
    F.TX_BAUD,
    note="9600 - 921600 bps is the configurable range; the debug UART is fixed at 115200",
)
fq(
    E,
    "What is the TXN-260's NB-IoT receiver sensitivity on band 20 without repetitions?",
    [TX],
    F.TX_SENS,
    note="-129 dBm needs 128 repetitions; -107 dBm is LTE-M",
)
fq(
    M,
    "What peak current must the supply deliver to the TXN-260 during an LTE-M transmit burst?",
    [TX],
    F.TX_PEAK,
    note="220 mA is the average during LTE-M data transfer at 23 dBm; 50 mA is VDD_EXT",
)
ie(
    E,
    "What is the time to first fix of the TXN-260G's GNSS receiver?",
    ["TXN-260G"],
    "the GNSS receiver is listed by constellation only; no TTFF or sensitivity",
    F.TX_GNSS,
)
# ---------------------------------------------------------------- GHC4720
fq(
    E,
    "What is the sensitivity of the GHC4720-20B?",
    ["GHC4720-20B"],
    F.GH_SENS20,
    note="185 and 66 mV/A belong to the -05B and -30B",
)
fq(
    E,
    "ghc4720-30b current range?",
    ["GHC4720-30B"],
    F.GH_RANGE30,
    note="the 100 A overcurrent transient tolerance is not a measuring range",
)
fq(
    E,
    "What supply voltage does the GHC4720 need?",
    [GH],
    F.GH_VCC,
    note="8 V is the absolute maximum",
)
fq(
    M,
    "ghc4720 output voltage swing when powered from 5v?",
    [GH],
    F.GH_VOUT,
    note="the zero-current output VCC x 0.5 and the 8 V absolute maximum are look-alikes",
)
ie(
    M,
    "What creepage distance does the GHC4720 package provide between the primary pins and the "
    "signal pins?",
    [GH],
    "only the isolation voltage (2100 VRMS, 60 s) is given; no creepage or clearance figure",
    F.GH_ISO,
)
# ---------------------------------------------------------------- KLC-12864
fq(
    M,
    "klc-12864-5v sleep current?",
    ["KLC-12864-5V"],
    F.KL5_SLEEP,
    note="2 / 10 uA are the -33 columns",
)
fq(
    E,
    "klc-12864 max spi clock on the 3.3v version?",
    ["KLC-12864-33"],
    F.KL_SCK,
    note="8 MHz is the -5V column",
)
fq(
    M,
    "What is the response time of the KLC-12864 at -20 " + F.DEG + "?",
    [KL],
    F.KL_RESP20,
    note="250 / 350 ms at 25 C and 600 / 900 ms at 0 C are the neighbouring rows",
)
ie(
    E,
    "klc-12864 backlight brightness in cd/m2?",
    [KL],
    "the backlight is described by current only; no luminance",
)
# ---------------------------------------------------------------- TKX3306
fq(
    E,
    "What supply voltage range does the TKX3306 accept?",
    [TK],
    F.TK_VDD,
    note="VDDIO 1.62 V ... VDD + 0.1 V and the 4.8 V absolute maximum are look-alikes",
)
fq(
    E,
    "tkx3306 i2c address?",
    [TK],
    F.TK_ADDR,
    note="WHO_AM_I 0x36 and the register addresses are decoys",
)
fq(
    M,
    "What is the sensitivity of the TKX3306 at " + F.PM + "4 g full scale?",
    [TK],
    F.TK_SENS4,
)
fq(
    H,
    "tkx3306 current draw in low power mode at 10 hz odr?",
    [TK],
    F.TK_LP10,
    F.TK_LP10_HINT,
    note="5 uA is normal mode at 10 Hz; 2.1 uA is low-power at 1 Hz",
)
ie(
    E,
    "tkx3306 cross-axis sensitivity?",
    [TK],
    "no cross-axis figure in the sheet",
)
