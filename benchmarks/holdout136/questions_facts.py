"""Factual questions of the hundred-and-thirty-sixth hold-out set (42: 34 with items, 8
whose answer is not in the sheets)."""

from __future__ import annotations

import facts as F
from qkit import CR, CW, IE, KS, RQ, TG, TM, VL, XS, Fact, join, q

E, M, H = "easy", "medium", "hard"
N = iter(range(1, 100))


def fq(diff: str, text: str, devs: list[str], *facts: Fact, note: str = "") -> None:
    items, evidence = join(*facts)
    q("f", next(N), diff, "simple", text, devs, items, evidence, note=note)


def ie(diff: str, text: str, devs: list[str], note: str, *facts: Fact) -> None:
    evidence = join(*facts)[1] if facts else []
    q("f", next(N), diff, "simple", text, devs, [], evidence, IE, note)


# ---------------------------------------------------------------- TMK8573
fq(
    E,
    "What is the 7-bit I²C address of the TMK8573?",
    [TM],
    F.TM_ADDR,
    note="the write / read bytes 64h / 65h and the register addresses 00h ... 12h are look-alikes",
)
fq(
    M,
    "What supply voltage ranges does the TMK8573 accept on VDD and on the VBAT backup pin?",
    [TM],
    F.TM_VDD,
    F.TM_VBAT,
    note="the absolute maximum 6.0 V, the power-fail voltage 2.15 / 2.25 / 2.35 V and the 5.5 V "
    "pull-up limit are look-alikes",
)
fq(
    M,
    "tmk8573b current draw from the coin cell when main power is off?",
    ["TMK8573B"],
    F.TM_IBAT_B,
    note="the grade-A column 1.2 / 3.0 uA, the VDD standby current 1.5 / 3.0 uA, the VBAT "
    "leakage 25 / 100 nA and the feature line 'as low as 0.45 uA' (typ only) are look-alikes",
)
fq(
    H,
    "How accurate is the TMK8573A's clock frequency over its full operating temperature range?",
    ["TMK8573A"],
    F.TM_ACC_A,
    note="+/-2.0 ppm (25 C and 0 ... 40 C), the grade-B column -90 / +20 ppm and aging +/-1.0 ppm "
    "are look-alikes",
)
# ---------------------------------------------------------------- CRP4110
fq(
    E,
    "What is the recommended supply voltage range of the CRP4110 digital potentiometer?",
    [CR],
    F.CR_VDD,
    note="the limiting value 7.0 V is a look-alike",
)
fq(
    H,
    "crp4110 max spi clock when i run it at 3v3?",
    [CR],
    F.CR_SCK,
    note="10 MHz applies only for VDD 4.5 ... 5.5 V (stacked rows); the feature list gives no "
    "figure",
)
fq(
    E,
    "how many bits of resolution does the crp4110 have?",
    [CR],
    F.CR_RES,
    note="256 positions = 8 bit; the end-to-end resistances 10 / 50 / 100 kOhm are look-alikes",
)
fq(
    M,
    "What is the shutdown current of the CRP4110?",
    [CR],
    F.CR_SHDN,
    note="the static current 0.1 / 1.0 uA and the write current 340 / 500 uA are look-alikes",
)
# ---------------------------------------------------------------- KSD-12F
fq(
    E,
    "what voltage can i put on the v+ terminal of the ksd-12f?",
    [KS],
    F.KS_VPLUS,
    note="the IN limit 15 V, the MOSFET VDS 30 V and the diode's 40 V are look-alikes",
)
fq(
    E,
    "What continuous load current is the single-channel KSD-12F rated for?",
    [KS],
    F.KS_IOUT,
    note="the peak 8 A, the MOSFET's own 5.8 A, the diode's 3 A and the KSD-12F2's 2.0 A per "
    "channel are look-alikes",
)
fq(
    M,
    "What is the gate threshold voltage of the MOSFET on the KSD-12F board?",
    [KS],
    F.KS_VTH,
    note="the input-high threshold 2.4 V of the board input and the 2.5 V / 4.5 V RDS(on) test "
    "conditions are look-alikes",
)
fq(
    H,
    "ksd-12f2 with both channels on in a 60c enclosure - how many amps per channel?",
    ["KSD-12F2"],
    F.KS_DERATE60,
    note="the KSD-12F column 1.8 A at 60 C, 2.0 A per channel at 25 C and 3.0 A total are "
    "look-alikes",
)
# ---------------------------------------------------------------- RQL6233
fq(
    E,
    "What is the quiescent current of the RQL6233?",
    [RQ],
    F.RQ_IQ,
    note="1.5 uA over temperature, the ground current 35 / 60 uA at 100 mA and the shutdown "
    "current 0.01 / 0.1 uA are look-alikes",
)
fq(
    M,
    "rql6233 dropout voltage at 200ma?",
    [RQ],
    F.RQ_DO200,
    note="150 / 250 mV at 100 mA and the RQL6228 / RQL6218 rows 360 / 500 and 600 / 850 mV are "
    "look-alikes",
)
fq(
    E,
    "What input voltage range does the RQL6233 accept?",
    [RQ],
    F.RQ_VIN,
    note="the absolute maximum 7.0 V is a look-alike",
)
fq(
    M,
    "rql6233 operating temp range (ambient)?",
    [RQ],
    F.RQ_TA,
    note="the junction range -40 ... +125 C and the storage range -55 ... +150 C are look-alikes",
)
# ---------------------------------------------------------------- CWQ-10
fq(
    E,
    "What supply voltage does the CWQ-10 TDS sensor need?",
    [CW],
    F.CW_VCC,
    note="the analog output 0 ... 2.3 V is a look-alike",
)
fq(
    E,
    "cwq-10 analog output voltage range?",
    [CW],
    F.CW_AOUT,
)
fq(
    M,
    "What is the measuring range of the CWQ-10H?",
    ["CWQ-10H"],
    F.CW_RANGE_H,
    note="the CWQ-10 column 0 ... 1000 ppm and the 707 ppm calibration solution are look-alikes",
)
fq(
    E,
    "ip rating of the cwq-10 probe?",
    [CW],
    F.CW_IP,
    note="the board itself has no protection",
)
# ---------------------------------------------------------------- VLR-4510
fq(
    E,
    "What is the default UART baud rate of the VLR-4510?",
    [VL],
    F.VL_BAUD,
    note="the AT+BAUD options 9600 ... 57600 are look-alikes",
)
fq(
    M,
    "how much current does the vlr-4510-u pull when transmitting at +22 dbm?",
    ["VLR-4510-U"],
    F.VL_TX22,
    note="96 / 52 / 33 mA at lower power, the -E column and the 150 mA supply advice are "
    "look-alikes",
)
fq(
    M,
    "vlr-4510 sleep current with the rtc running?",
    [VL],
    F.VL_SLEEP,
    note="the idle current 2.6 mA (same row group, unit mA) and the receive current 5.4 / 5.6 mA "
    "are look-alikes",
)
fq(
    H,
    "What is the receiver sensitivity of the VLR-4510 at SF7 and 125 kHz bandwidth?",
    [VL],
    F.VL_SENS7,
    note="-137 dBm (SF12, also in the feature list) and -132 dBm (SF10) are look-alikes",
)
fq(
    E,
    "Which frequency range does the VLR-4510-E cover?",
    ["VLR-4510-E"],
    F.VL_BAND_E,
    note="the -U column 902 ... 928 MHz is a look-alike",
)
# ---------------------------------------------------------------- XSM-620
fq(
    E,
    "xsm-620 default baud rate?",
    [XS],
    F.XS_BAUD,
    note="the settable range 1200 ... 115200 bps and the 115200 command are look-alikes",
)
fq(
    E,
    "Which interfaces does the XSM-620 scan engine offer?",
    [XS],
    F.XS_IF,
)
fq(
    M,
    "how far away can the xsm-620 read a 15 mil qr code?",
    [XS],
    F.XS_QR,
    note="the rows for the other symbologies (EAN-13 40 ... 320 mm etc.) are look-alikes",
)
fq(
    M,
    "What operating current does the XSM-620 draw while scanning?",
    [XS],
    F.XS_ICC,
    note="the XSM-620L column 95 / 130 mA, standby 30 mA, sleep 2.0 mA, inrush 350 mA and the "
    "400 mA supply advice are look-alikes",
)
# ---------------------------------------------------------------- TGP7960
fq(
    E,
    "What 7-bit I²C address does the standard TGP7960 use?",
    [TG],
    F.TG_ADDR,
    note="the TGP7960S address 0x32, the write byte 72h, the register addresses 0x80 ... 0xFF "
    "and the ID value 0xAB are look-alikes",
)
fq(
    M,
    "What is the TGP7960's supply current in sleep?",
    [TG],
    F.TG_SLEEP,
    note="the wait-state current 38 uA and the active currents 200 / 790 uA are look-alikes",
)
fq(
    H,
    "What minimum input-high voltage does the TGP7960 need on SCL and SDA?",
    [TG],
    F.TG_VIH,
    note="VIL 0.54 V, VOL 0.4 V and the 3.8 V absolute maximum are look-alikes",
)
fq(
    M,
    "tgp7960 gesture detection range in mm?",
    [TG],
    F.TG_GEST,
    note="the proximity detection distance 100 mm is a look-alike",
)
fq(
    E,
    "What is the maximum I²C clock frequency of the TGP7960?",
    [TG],
    F.TG_FSCL,
)

# ---------------------------------------------------------------- not in the sheets (8)
ie(
    H,
    "What is the first-year aging of the TMK8573B?",
    ["TMK8573B"],
    "the aging row gives +/-1.0 ppm for grade A only; the TMK8573B column shows dashes",
    F.TM_AGING,
)
ie(
    M,
    "how many write cycles is the crp4110 eeprom good for?",
    [CR],
    "the CRP4110 has no non-volatile memory at all",
    F.CR_VOLATILE,
)
ie(
    E,
    "What is the turn-on delay of the KSD-12F from IN going high to the output switching on?",
    [KS],
    "no switching times are given for the board or its MOSFET",
)
ie(
    M,
    "At what junction temperature does the RQL6233's thermal shutdown trip?",
    [RQ],
    "thermal shutdown is mentioned without a threshold; TJ +125 C (operating) and +150 C "
    "(absolute maximum) are not the trip point",
    F.RQ_TSD,
)
ie(
    E,
    "cwq-10 response time?",
    [CW],
    "no response or settling time is given",
)
ie(
    E,
    "what range in km can i expect from the vlr-4510 line of sight?",
    [VL],
    "no range figure is given; only output power and sensitivity",
)
ie(
    M,
    "What motion tolerance does the XSM-620 have?",
    [XS],
    "no motion tolerance is given; the scan angles and field of view are look-alikes",
)
ie(
    E,
    "tgp7960 field of view in degrees?",
    [TG],
    "no field of view is given for the TGP7960 (the 68 x 52 degree field of view belongs to the "
    "XSM-620)",
)
