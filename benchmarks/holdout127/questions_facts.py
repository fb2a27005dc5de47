"""Factual questions of the hundred-and-twenty-seventh hold-out set (42: 34 with items, 8
whose answer is not in the sheets)."""

from __future__ import annotations

import facts as F
from qkit import DF, GR, IE, KH, MX, SR, VR, WQ, ZQ, Fact, join, q

E, M, H = "easy", "medium", "hard"
N = iter(range(1, 100))


def fq(diff: str, text: str, devs: list[str], *facts: Fact, note: str = "") -> None:
    items, evidence = join(*facts)
    q("f", next(N), diff, "simple", text, devs, items, evidence, note=note)


def ie(diff: str, text: str, devs: list[str], note: str, *facts: Fact) -> None:
    evidence = join(*facts)[1] if facts else []
    q("f", next(N), diff, "simple", text, devs, [], evidence, IE, note)


# ---------------------------------------------------------------- ZMQ-41
fq(
    E,
    "What supply voltage does the ZMQ-41C gas sensor module need?",
    ["ZMQ-41C"],
    F.ZQ_VCC,
    note="the absolute maximum 6.0 V, the AO range 0.2-4.5 V and the comparator threshold "
    "0.1-4.9 V are look-alikes",
)
fq(
    M,
    "zmq-41q detection range in ppm?",
    ["ZMQ-41Q"],
    F.ZQ_RANGE_Q,
    note="the ZMQ-41C column (300-10 000 ppm) of the same row and the Rs / R0 table "
    "concentrations are look-alikes",
)
fq(
    H,
    "How much current does the ZMQ-41Q module draw from its 5 V supply?",
    ["ZMQ-41Q"],
    F.ZQ_ICC_Q,
    note="rows stacked per version inside one wrapped row name; the ZMQ-41C row (160 / 180 mA), "
    "the heater share 'about 150 mA', the 15 mA DO sink and the 2 mA LED current are look-alikes",
)
fq(
    M,
    "how long after switching on before the zmq-41c analog output is usable?",
    ["ZMQ-41C"],
    F.ZQ_WARM_C,
    note="the 48 h preheat before first use, the ZMQ-41Q column (120 s) and T90 <= 10 s are "
    "look-alikes",
)
fq(E, "zmq-41 operating temperature range?", [ZQ], F.ZQ_TOPR,
   note="storage -20 ... +70 C is a look-alike")
ie(
    M,
    "What is the measurement accuracy of the ZMQ-41C in ppm?",
    ["ZMQ-41C"],
    "the sheet says the module is not calibrated and gives no ppm accuracy; the response time, "
    "sensitivity ratio and heater tolerance are not accuracy figures",
    F.ZQ_NOPPM,
)
# ---------------------------------------------------------------- WQT4085
fq(
    E,
    "What supply voltage range does the WQT4085H need?",
    ["WQT4085H"],
    F.WQ_VCC_H,
    note="the WQT4085 row (3.0-3.6 V) and the absolute maximum 7.0 V are look-alikes",
)
fq(
    E,
    "wqt4085 (3.3v version) shutdown current?",
    [WQ],
    F.WQ_SHDN,
    note="the WQT4085H column (0.1 uA typ) and the supply currents in mA are look-alikes",
)
fq(
    M,
    "What is the absolute maximum supply voltage of the WQT4085?",
    [WQ],
    F.WQ_ABS,
    note="the logic-input limit 6.0 V, the bus-pin limit +13 V and the recommended 3.6 / 5.5 V "
    "are look-alikes",
)
fq(
    M,
    "What operating temperature range does the WQT4085EDR cover?",
    ["WQT4085EDR"],
    F.WQ_TOPR_E,
    note="EDR is the E grade (ordering table); the I grade -40 ... 85 C and the storage range "
    "are look-alikes",
)
fq(
    H,
    "wqt4085 supply current at 3.3v with the driver enabled and no load on the bus?",
    [WQ],
    F.WQ_ICC,
    note="three stacked conditions inside a column group per version; receiver-only 0.5 / 0.9, "
    "54-ohm load 48 / 65 mA and the WQT4085H column are look-alikes",
)
ie(
    M,
    "What is the receiver input hysteresis of the WQT4085?",
    [WQ],
    "only the receiver input thresholds (-200 / -125 / -50 mV) are given, no hysteresis",
)
# ---------------------------------------------------------------- SRM-LD33
fq(
    E,
    "What output voltage does the SRM-LD33 board give?",
    [SR],
    F.SR_VOUT,
    note="the input range 4.5-12 V and the 5 V input are look-alikes",
)
fq(
    E,
    "srm-ld33q input voltage range?",
    ["SRM-LD33Q"],
    F.SR_VIN_Q,
    note="the SRM-LD33 column (4.5-12 V) and the absolute maximum 6.5 V are look-alikes",
)
fq(
    M,
    "What is the SRM-LD33's maximum dropout voltage at its full 800 mA load?",
    [SR],
    F.SR_DROP800,
    note="stacked per load current; 1.0 / 1.1 V at lower loads and the typical-dropout table "
    "(1.10 V at 800 mA) are look-alikes",
)
fq(
    H,
    "how much quiescent current does the srm-ld33q regulator itself draw, with the led jumper "
    "cut?",
    ["SRM-LD33Q"],
    F.SR_IQ_Q,
    note="wrapped row name; the board no-load current 1.2 mA (LED on), the shutdown current "
    "0.1 uA and the SRM-LD33 column 5 / 10 mA are look-alikes",
)
ie(
    E,
    "What is the output noise voltage of the SRM-LD33?",
    [SR],
    "no output noise is given; ripple rejection (60 dB at 1 kHz) is a look-alike",
)
# ---------------------------------------------------------------- KHB-7A / KHB-15A
fq(
    E,
    "What motor supply voltage range does the KHB-7A accept?",
    [KH],
    F.KH_VM,
    note="the KHB-15A column (7-30 V), the absolute maximum 30 V, the 5.5 V lockout and the logic "
    "supply 3.0-5.5 V are look-alikes",
)
fq(
    H,
    "How much continuous current can the KHB-15A deliver with the HS-40 heatsink fitted?",
    ["KHB-15A"],
    F.KH_I15HS,
    note="wrapped row name with rows stacked per cooling; 10 A without heatsink, the KHB-7A "
    "column (7 / 10 A) and the 35 A peak are look-alikes",
)
fq(
    M,
    "khb-7a current sense output scaling in mv per amp?",
    [KH],
    F.KH_CS,
    note="the KHB-15A column (50 mV/A) and the CS range 0-3.0 V are look-alikes",
)
fq(
    E,
    "What logic-high input voltage range do the KHB-7A's PWM, IN1 and IN2 inputs accept?",
    [KH],
    F.KH_VIH,
    note="the logic supply 3.0-5.5 V and the input low 0.8 V are look-alikes",
)
ie(
    M,
    "khb-7a thermal shutdown temperature?",
    [KH],
    "the sheet mentions a thermal limit after the 1 s peak but gives no temperature",
)
# ---------------------------------------------------------------- DFK-S50
fq(
    E,
    "What is the maximum transmit power of the DFK-S50H?",
    ["DFK-S50H"],
    F.DF_TXP_H,
    note="the DFK-S50 column (+13 dBm) and the +6 dBm RF input limit are look-alikes",
)
fq(
    M,
    "dfk-s50 rx sensitivity at 4.8 kbps fsk?",
    [DF],
    F.DF_SENS48,
    note="stacked per bit rate; -120 dBm at 1.2 kbps, -107 dBm at 38.4 kbps and the -114 dBm RSSI "
    "threshold in the register table are look-alikes",
)
fq(
    E,
    "What is the sleep current of the DFK-S50?",
    [DF],
    F.DF_SLEEP,
    note="the standby current 1.25 / 1.5 mA (crystal running) is a look-alike",
)
fq(
    H,
    "How much supply current does the DFK-S50H draw while transmitting at +20 dBm?",
    ["DFK-S50H"],
    F.DF_TX20,
    note="wrapped row name with rows stacked per output power; 45 / 55 mA (+13 dBm), 95 / 110 mA "
    "(+17 dBm), 16 mA receive and the '150 mA' supply advice are look-alikes",
)
fq(E, "dfk-s50 max spi clock?", [DF], F.DF_SPI, note="the 32 MHz crystal is a look-alike")
ie(
    M,
    "How much does the DFK-S50's output power drift over temperature?",
    [DF],
    "no output-power variation over temperature is given; the programmable range and the "
    "+/-10 ppm reference tolerance are look-alikes",
    F.DF_TXP,
)
# ---------------------------------------------------------------- MXU6071
fq(
    E,
    "mxu6071 supply voltage range?",
    [MX],
    F.MX_VDD,
    note="the absolute maximum 4.0 V and the 1.3 V power-on reset are look-alikes",
)
fq(
    M,
    "What is the I²C address of the MXU6071-1?",
    ["MXU6071-1"],
    F.MX_ADDR1,
    note="0x52 belongs to the MXU6071-0; A6h / A7h are 8-bit bus bytes; 0x00-0x19 are register "
    "addresses",
)
fq(
    H,
    "How long does one MXU6071 conversion take at 18-bit resolution?",
    [MX],
    F.MX_CONV18,
    note="a row-wise table; 400 ms at 20 bit (also in the UVI formula), 200 / 50 ms in the "
    "neighbouring columns and the setting codes (001 ...) are look-alikes",
)
fq(
    M,
    "mxu6071 ambient light range in lux?",
    [MX],
    F.MX_LUX,
    note="the dark count, peak wavelengths and the 0.6 factor of the lux formula are look-alikes",
)
ie(
    E,
    "What is the MXU6071's UV-index accuracy in sunlight?",
    [MX],
    "no UVI accuracy is given; the sensitivity 2300 counts/UVI is a look-alike",
    F.MX_SENS,
)
# ---------------------------------------------------------------- GRL-3M
fq(
    E,
    "grl-3m led strip supply voltage range?",
    [GR],
    F.GR_VLED,
    note="the absolute maximum 30 V, the 40 V MOSFET rating and the 12 / 24 V strips are "
    "look-alikes",
)
fq(
    H,
    "How much current can each GRL-3M channel carry when all three colours are on?",
    [GR],
    F.GR_IALL,
    note="wrapped row name with rows stacked per number of channels on; 4 A with one channel, "
    "9 A total, the GRL-3MH column (8 / 6 A) and the strip examples are look-alikes",
)
fq(
    M,
    "grl-3mh mosfet on-resistance?",
    ["GRL-3MH"],
    F.GR_RDS_H,
    note="the GRL-3M column (28 mOhm) and the gate threshold are look-alikes",
)
fq(
    E,
    "What input high voltage range do the GRL-3M's R, G and B inputs accept?",
    [GR],
    F.GR_VIH,
    note="the gate threshold 1.0-2.2 V of the MOSFETs and the input low 0.8 V are look-alikes",
)
ie(
    M,
    "grl-3m pwm resolution in bits?",
    [GR],
    "the board has no controller; only a PWM frequency limit is given",
)
# ---------------------------------------------------------------- VRT3208
fq(
    E,
    "vrt3208 i2c address?",
    [VR],
    F.VR_ADDR,
    note="A4h / A5h are 8-bit bus bytes; 00h-0Dh are register addresses",
)
fq(
    M,
    "What is the VRT3208T's backup current from VBAT with CLKOUT off?",
    ["VRT3208T"],
    F.VR_BKP_T,
    note="column group per version with rows stacked per CLKOUT state; the VRT3208 column (0.35 / "
    "0.8 uA), the feature line's 0.35 uA and the timekeeping current from VDD are look-alikes",
)
fq(
    E,
    "what voltage range can the vrt3208's vbat backup pin take?",
    [VR],
    F.VR_VBAT,
    note="VDD 1.8-5.5 V (interface active) and 1.3-5.5 V (timekeeping), the absolute maximum "
    "6.0 V and the 2.5 V switchover threshold are look-alikes",
)
ie(
    H,
    "What aging rate (ppm per year) does the VRT3208T's TCXO have?",
    ["VRT3208T"],
    "only the frequency accuracy over temperature (+/-3.8 / +/-5.0 ppm) is given, no aging",
)
