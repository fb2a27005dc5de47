"""Factual questions of the hundred-and-thirty-eighth hold-out set (42: 34 with items, 8
whose answer is not in the sheets)."""

from __future__ import annotations

import facts as F
from qkit import DX, IE, MZ, NO, PB, RC, VG, WL, ZT, Fact, join, q

E, M, H = "easy", "medium", "hard"
N = iter(range(1, 100))


def fq(diff: str, text: str, devs: list[str], *facts: Fact, note: str = "") -> None:
    items, evidence = join(*facts)
    q("f", next(N), diff, "simple", text, devs, items, evidence, note=note)


def ie(diff: str, text: str, devs: list[str], note: str, *facts: Fact) -> None:
    evidence = join(*facts)[1] if facts else []
    q("f", next(N), diff, "simple", text, devs, [], evidence, IE, note)


# ---------------------------------------------------------------- WLX2604
fq(
    E,
    "What supply voltage range does the WLX2604 operate from?",
    [WL],
    F.WL_VDD,
    note="the absolute maximum 4.0 V and the power-on reset threshold 1.45-1.70 V are look-alikes",
)
fq(
    E,
    "wlx2604 i2c address?",
    [WL],
    F.WL_ADDR,
    note="both ADDR settings; DEVICE_ID 0x64 and THRESH reset 0x28 in the register map are decoys",
)
fq(
    M,
    "What is the sleep current of the WLX2604 at 25 °C?",
    [WL],
    F.WL_SLEEP,
    note="the WLX2604Q 8.0 uA max at 105 C, the low-power scan current 25 / 40 uA and the active "
    "current are look-alikes",
)
fq(
    H,
    "How much supply current does the WLX2604 draw while scanning all four electrodes at 100 Hz "
    "with VDD = 3.3 V?",
    [WL],
    F.WL_ACT33,
    note="rows stacked per VDD: 120 / 170 uA at 1.8 V and 195 / 285 uA at 3.6 V are look-alikes; "
    "so is the low-power scan current",
)
fq(
    E,
    "what water level range can the wlx2604 measure with its electrode strip?",
    [WL],
    F.WL_LEVEL,
    note="1 mm resolution, +/-2 mm accuracy and the 100 mm trace-length advice are look-alikes",
)
ie(
    E,
    "What is the ESD rating (HBM) of the WLX2604?",
    [WL],
    "no ESD figure anywhere on the sheet",
)
# ---------------------------------------------------------------- PBL3112
fq(
    E,
    "What input voltage range does the PBL3112 accept?",
    [PB],
    F.PB_VIN,
    note="the absolute maximum 6.0 V and the UVLO 2.30 / 2.45 / 2.65 V are look-alikes",
)
fq(
    M,
    "pbl3112 current draw in shutdown (en low)?",
    [PB],
    F.PB_SD,
    note="the quiescent current 0.5 / 0.9 mA and the switching supply current 2.1 mA are look-alikes",
)
fq(
    H,
    "What is the maximum output current of the PBL3112 from a 3.3 V input when it drives a 12 V "
    "LED segment?",
    [PB],
    F.PB_I33_12,
    note="column groups per load: 150 mA is three white LEDs at 3.3 V, 180 mA is the 12 V segment "
    "at 5.0 V; the 1.5 A switch current limit is a look-alike",
)
fq(
    M,
    "What is the on-resistance of the PBL3112's internal power switch?",
    [PB],
    F.PB_RDS,
)
ie(
    M,
    "How much LED current can the PBL3112 deliver into three white LEDs from a 2.7 V input?",
    [PB],
    "the output-current table stops at VIN = 3.3 V and the sheet says those are the only "
    "characterised points; 150 mA at 3.3 V is not the answer",
    F.PB_BELOW33,
)
# ---------------------------------------------------------------- ZTC-675
fq(
    E,
    "What is the measurement range of the ZTC-675K thermocouple module?",
    ["ZTC-675K"],
    F.ZT_RANGEK,
    note="the ZTC-675J column (-150 ... +750 C), the cold-junction range, the probe rating 0 ... "
    "+480 C and the data-format table (+1600 C) are look-alikes",
)
fq(
    M,
    "ztc-675j accuracy between 0 and 700 °c?",
    ["ZTC-675J"],
    F.ZT_ACCJ,
    note="+/-2.0 C of the K column, +/-3.0 C outside the band and the cold-junction +/-1.0 C are "
    "look-alikes",
)
fq(
    E,
    "What is the maximum SPI clock frequency of the ZTC-675?",
    [ZT],
    F.ZT_SCK,
)
fq(
    M,
    "How long does one temperature conversion of the ZTC-675 take?",
    [ZT],
    F.ZT_CONV,
    note="the 250 ms to the first valid reading after power-up is a look-alike",
)
ie(
    M,
    "what temperature is the probe of the ztc-675j rated for?",
    ["ZTC-675J"],
    "the probe (0 ... +480 C) comes only with the type K kit ZTC-675K-P; no probe is listed "
    "for the J version",
    F.ZT_PROBE_ONLY,
    F.ZT_PRICE_J,
)
# ---------------------------------------------------------------- NOK-4C
fq(
    E,
    "What input ON voltage range does the NOK-4C-24 accept?",
    ["NOK-4C-24"],
    F.NO_ON24,
    note="the NOK-4C-05 column 3.0 ... 6.0 V and the absolute maximum 36 V are look-alikes",
)
fq(
    M,
    "how much current can each nok-4c output sink continuously?",
    [NO],
    F.NO_OUT,
    note="the absolute maximum collector current 50 mA is a look-alike",
)
fq(
    E,
    "nok-4c operating temperature range?",
    [NO],
    F.NO_TEMP,
)
ie(
    E,
    "What is the current transfer ratio (CTR) of the NOK-4C's optocouplers?",
    [NO],
    "no CTR figure; the sheet only says PC817-type",
)
# ---------------------------------------------------------------- DIX-824
fq(
    E,
    "What is the on-state voltage range of the DIX-824 inputs?",
    [DX],
    F.DX_ON824,
    note="column groups per catalog number: the DIX-824L 8 ... 30 V, the 35 V non-destructive "
    "limit and the 19.2 ... 28.8 V field supply are look-alikes",
)
fq(
    M,
    "dix-824 field supply voltage range?",
    [DX],
    F.DX_FIELD,
    note="the logic supply VL 3.0 ... 5.5 V and the input on-state range are look-alikes",
)
fq(
    E,
    "What is the operating temperature range of the DIX-824?",
    [DX],
    F.DX_TEMP,
    note="storage -40 ... 85 C is a look-alike",
)
fq(
    M,
    "What logic supply voltage (VL) does the DIX-824 accept?",
    [DX],
    F.DX_VL,
)
fq(
    H,
    "What is the maximum off-state input voltage of the DIX-824L?",
    ["DIX-824L"],
    F.DX_OFFL,
    note="5 V DC is the DIX-824 column; the off-state current 1.0 mA is a look-alike",
)
ie(
    M,
    "What is the MTBF of the DIX-824?",
    [DX],
    "no reliability figure on the sheet",
)
# ---------------------------------------------------------------- RCF1462
fq(
    E,
    "What VCC supply voltage does the RCF1462 need?",
    [RC],
    F.RC_VCC,
    note="the limiting value 6.0 V and the undervoltage detection 3.5 / 4.0 / 4.3 V are look-alikes",
)
fq(
    E,
    "rcf1462v vio voltage range?",
    ["RCF1462V"],
    F.RC_VIO,
)
fq(
    H,
    "What is the RCF1462's VCC supply current in Standby mode?",
    [RC],
    F.RC_STB,
    note="rows stacked per mode with a unit per line (2.5 / 5 mA recessive, 45 / 70 mA dominant); "
    "the I/O supply current in standby 1 / 3 uA is a look-alike",
)
fq(
    M,
    "rcf1462 supply current with the bus dominant?",
    [RC],
    F.RC_DOM,
)
ie(
    M,
    "What is the junction-to-ambient thermal resistance of the RCF1462 in the SO8 package?",
    [RC],
    "no thermal characteristics on the sheet",
)
# ---------------------------------------------------------------- VGD-1264S
fq(
    E,
    "What logic supply voltage does the VGD-1264S require?",
    [VG],
    F.VG_VDD,
    note="the absolute maximum 4.0 V and the internal LCD driving voltage 9.0 V are look-alikes",
)
fq(
    M,
    "vgd-1264s-bw backlight current?",
    ["VGD-1264S-BW"],
    F.VG_BW,
    note="the -YG column (30 mA), the maximum 25 mA and the logic current are look-alikes",
)
fq(
    M,
    "What is the maximum SPI clock frequency of the VGD-1264S?",
    [VG],
    F.VG_SPI,
    note="given only as a note below the timing table (tSCYC = 50 ns)",
)
fq(
    E,
    "vgd-1264s operating temperature?",
    [VG],
    F.VG_TEMP,
    note="storage -30 ... +80 C is a look-alike; the range is in the absolute maximum table",
)
fq(
    M,
    "vgd-1264s sleep current?",
    [VG],
    F.VG_SLEEP,
    note="280 / 450 uA with the display on and the backlight currents are look-alikes",
)
ie(
    H,
    "What is the response time of the VGD-1264S at -20 °C?",
    [VG],
    "response times are given at 25 C only; the sheet says the liquid crystal is slower when cold",
    F.VG_RESP,
    F.VG_SLOW,
)
# ---------------------------------------------------------------- MZG-1S
fq(
    E,
    "mzg-1s i2c address?",
    [MZ],
    F.MZ_ADDR,
    note="register addresses 0x02 ... 0xFE and the reset command 0x5400 are decoys",
)
fq(
    M,
    "What is the hibernate current of the MZG-1S?",
    [MZ],
    F.MZ_HIB,
    note="active 23 / 40 uA, sleep 0.5 / 2 uA and the power LED 1.0 mA are look-alikes",
)
fq(
    H,
    "how accurate is the mzg-1s cell voltage reading?",
    [MZ],
    F.MZ_ACC,
    note="the 1.25 mV resolution is a look-alike",
)
fq(
    E,
    "What I²C clock frequency does the MZG-1S support?",
    [MZ],
    F.MZ_I2C,
)
ie(
    E,
    "how accurate is the mzg-1s state of charge estimate, in %?",
    [MZ],
    "only the SOC resolution (1/256 %) and the voltage error are given, no SOC accuracy",
    F.MZ_SOCRES,
)
