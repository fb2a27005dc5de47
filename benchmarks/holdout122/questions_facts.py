"""Factual questions of the hundred-and-twenty-second hold-out set (42: 34 with items, 8 whose
answer is not in the sheets)."""

from __future__ import annotations

import facts as F
from qkit import HR, HT, IE, KW, MX, NK, QL, QT, RN, Fact, join, q

E, M, H = "easy", "medium", "hard"
N = iter(range(1, 100))


def fq(diff: str, text: str, devs: list[str], *facts: Fact, note: str = "") -> None:
    items, evidence = join(*facts)
    q("f", next(N), diff, "simple", text, devs, items, evidence, note=note)


def ie(diff: str, text: str, devs: list[str], note: str, *facts: Fact) -> None:
    evidence = join(*facts)[1] if facts else []
    q("f", next(N), diff, "simple", text, devs, [], evidence, IE, note)


# ---------------------------------------------------------------- HTP-20
fq(
    E,
    "What supply voltage range does the HTP-20 soil temperature probe accept?",
    [HT],
    F.HT_VDD,
    note="the absolute maximum +6.0 V and the DQ input-high limit 5.5 V are look-alikes",
)
fq(
    M,
    "htp-20s measuring range? it's going under black plastic mulch that gets really hot",
    ["HTP-20S"],
    F.HT_RANGE_S,
    note="the sensor-element range -55 ... +125 C, the HTP-20P column -30 ... +80 C and the "
    "tip-only short-term +125 C are look-alikes",
)
fq(
    H,
    "How long does one 12-bit temperature conversion take on the HTP-20?",
    [HT],
    F.HT_CONV,
    note="the 9 / 10 / 11-bit rows (93.75 / 187.5 / 375 ms) stacked in the same cell and the "
    "thermal time constants 8 s / 95 s are look-alikes",
)
fq(
    E,
    "how accurate is the htp-20 between -10 and 85c?",
    [HT],
    F.HT_ACC,
    note="+/-2.0 C over the whole probe range is the look-alike",
)
ie(
    M,
    "What is the HTP-20's thermal time constant in moist soil?",
    [HT],
    "the sheet gives the time constant only in stirred water (8 s) and still air (95 s); "
    "answering with either is counted wrong",
    F.HT_TAU,
)

# ---------------------------------------------------------------- MXD5310
fq(
    E,
    "What is the supply voltage range of the MXD5310 DAC?",
    [MX],
    F.MX_VDD,
    note="the absolute maximum 6.5 V, the POR threshold 2.2 V and the VREF range are look-alikes",
)
fq(
    M,
    "What supply current does the MXD5310 draw at VDD = 5.5 V in normal mode?",
    [MX],
    F.MX_IDD,
    note="155 / 310 uA at VDD = 3.0 V in the same stacked cell and the power-down current "
    "0.09 / 2 uA are look-alikes",
)
fq(
    M,
    "i2c address of the mxd5310a5?",
    ["MXD5310A5"],
    F.MX_ADDR_A5,
    note="the 8-bit bytes 0xCA / 0xCB in the same row and the other ordering codes are look-alikes",
)
fq(
    M,
    "What is the highest I²C clock frequency the MXD5310 supports?",
    [MX],
    F.MX_FSCL,
    note="100 kHz (Standard) and 400 kHz (Fast) are the look-alikes; the lower limit 0 is optional",
)
fq(
    E,
    "mxd5310 operating temperature range?",
    [MX],
    F.MX_TEMP,
    note="storage -65 ... +150 C and 'ambient temperature with power applied' -55 ... +125 C "
    "(absolute maximum list) are look-alikes",
)
ie(
    M,
    "How much continuous output current can the MXD5310's VOUT pin source?",
    [MX],
    "no continuous output-current rating: the sheet gives the short-circuit current (15 / 24 mA) "
    "and the specified load (5 kOhm or more); answering 24 mA or 25 mA is counted wrong",
    F.MX_ISC,
    F.MX_LOAD,
)

# ---------------------------------------------------------------- RNB6230
fq(
    E,
    "What input voltage range is the RNB6230 buck converter specified for?",
    [RN],
    F.RN_VIN,
    note="the absolute maximum 20 V and the UVLO threshold 3.9 V are look-alikes",
)
fq(
    M,
    "rnb6230 quiescent current?",
    [RN],
    F.RN_IQ,
    note="the shutdown current 3 / 10 uA is the look-alike",
)
fq(
    E,
    "How much continuous output current can the RNB6230 deliver?",
    [RN],
    F.RN_IOUT,
    note="the high-side peak current limit 3.8 / 4.5 A, the valley limit 3.4 A and the 2 A "
    "derating at 85 C are look-alikes",
)
fq(
    M,
    "What is the on-resistance of the RNB6230's low-side switch?",
    [RN],
    F.RN_RDSL,
    note="the row name is wrapped over two lines; the high-side 90 mOhm is the look-alike",
)
ie(
    E,
    "What output voltage ripple does the RNB6230B have at 3 A load?",
    ["RNB6230B"],
    "no ripple figure in the sheet; efficiency and inductor rows are look-alikes",
)

# ---------------------------------------------------------------- HRL-3T05 / -3T12
fq(
    E,
    "What is the coil resistance of the relays on the HRL-3T12?",
    ["HRL-3T12"],
    F.HR_COILR12,
    note="70 Ohm of the HRL-3T05 column is the look-alike",
)
fq(
    E,
    "hrl-3t05 current draw with all 3 relays on?",
    [HR],
    F.HR_ALLON,
    note="71 mA per relay, 4 mA with all relays off and 105 mA of the HRL-3T12 are look-alikes",
)
fq(
    M,
    "What contact rating does the HRL-3T05 have for resistive loads at 250 VAC?",
    [HR],
    F.HR_CONTACT,
    note="15 A at 125 VAC and 10 A at 30 VDC in the same stacked cell and the inductive 3 A "
    "are look-alikes",
)
fq(
    H,
    "hrl-3t12: what voltage range counts as high on the in pins?",
    ["HRL-3T12"],
    F.HR_INH12,
    note="2.0 - 5.5 V of the HRL-3T05 column is the look-alike",
)
ie(
    E,
    "hrl-3t05 relay drop-out (release) voltage?",
    [HR],
    "only the must-operate (pull-in) voltage 3.75 V and the release time 5 ms are given",
    F.HR_PULLIN,
    F.HR_TIMES,
)

# ---------------------------------------------------------------- KWF-630
fq(
    E,
    "What supply voltage does the KWF-630 Wi-Fi module need?",
    [KW],
    F.KW_VDD,
    note="the absolute maximum 3.9 V is the look-alike",
)
fq(
    E,
    "kwf-630 default baud rate?",
    [KW],
    F.KW_BAUD,
    note="the configurable range 1200 - 921600 bps and the 74880 bps boot messages are look-alikes",
)
fq(
    M,
    "What is the KWF-630's deep-sleep current?",
    [KW],
    F.KW_DEEP,
    note="power-off 0.5 uA (EN low) and light-sleep 0.9 mA are look-alikes",
)
fq(
    M,
    "kwf-630 peak current when it transmits? sizing my 3v3 regulator",
    [KW],
    F.KW_TX,
    note="the 802.11g / n rows 250 / 220 mA, receive 78 mA and the 500 mA regulator advice are "
    "look-alikes",
)
fq(
    H,
    "What receiver sensitivity does the KWF-630 reach in 802.11g at 54 Mbps?",
    [KW],
    F.KW_RXG,
    note="-97 / -89 / -72 dBm of the other rates are stacked in the same cell; the row name is "
    "wrapped over two lines",
)
ie(
    E,
    "What maximum TCP throughput does the KWF-630 reach in station mode?",
    [KW],
    "no throughput figure in the sheet",
)

# ---------------------------------------------------------------- QLS7760
fq(
    E,
    "What is the recommended supply voltage of the QLS7760 light sensor?",
    [QL],
    F.QL_VDD,
    note="the absolute maximum 4.0 V is the look-alike",
)
fq(
    E,
    "qls7760 i2c address with addr tied to gnd?",
    [QL],
    F.QL_ADDR_GND,
    note="0x49 (ADDR to VDD) and the 8-bit bytes 0x52 / 0x53 are look-alikes",
)
fq(
    M,
    "What is the shutdown current of the QLS7760?",
    [QL],
    F.QL_SD,
    note="power-saving mode 2 uA and the continuous 45 / 70 uA are look-alikes",
)
fq(
    H,
    "What is the QLS7760's resolution at gain ×1/4 with a 100 ms integration time?",
    [QL],
    F.QL_RES,
    note="the other cells of the resolution grid are look-alikes",
)
ie(
    M,
    "How accurate is the QLS7760's lux reading under halogen (incandescent) light?",
    [QL],
    "the accuracy +/-10 % is given for a white LED only; answering +/-10 % is counted wrong",
    F.QL_ACC,
)

# ---------------------------------------------------------------- QTM-180
fq(
    E,
    "What supply voltage does the QTM-180B need with jumper J1 open?",
    ["QTM-180B"],
    F.QT_VCC_B,
    note="3.0 - 3.6 V with J1 bridged (same cell) and the QTM-180A column are look-alikes",
)
fq(
    M,
    "max spi clock for the qtm-180 when writing to the display?",
    [QT],
    F.QT_SPIW,
    note="the read clock 6.6 MHz is the look-alike",
)
fq(
    E,
    "What is the operating temperature range of the QTM-180 TFT module?",
    [QT],
    F.QT_TEMP,
    note="storage -30 ... +80 C is the look-alike",
)
fq(
    H,
    "qtm-180b sleep current with the backlight off?",
    ["QTM-180B"],
    F.QT_SLEEP_B,
    note="40 uA of the QTM-180A column is the look-alike; the row name is wrapped",
)
ie(
    E,
    "qtm-180 contrast ratio?",
    [QT],
    "no contrast ratio in the sheet (brightness 250 cd/m2 is given)",
)

# ---------------------------------------------------------------- NKV-40
fq(
    E,
    "What supply voltage does the NKV-40 VOC module need?",
    [NK],
    F.NK_VCC,
    note="the absolute maximum 5.5 V is the look-alike",
)
fq(
    M,
    "nkv-40 warm up time after power on?",
    [NK],
    F.NK_WARM,
    note="the 48 h initial conditioning and the response time T90 25 / 60 s are look-alikes",
)
fq(
    H,
    "What TVOC concentration range does the NKV-40 measure?",
    [NK],
    F.NK_RANGE,
    note="the eCO2 output range 400 - 5000 ppm and the air-quality level bands are look-alikes; "
    "the row name is wrapped over two lines",
)
fq(
    E,
    "nkv-40 i2c address?",
    [NK],
    F.NK_ADDR,
    note="the register addresses 0x00 ... 0x20 are look-alikes",
)
ie(
    H,
    "What is the NKV-40's TVOC accuracy?",
    [NK],
    "no accuracy in the sheet; the repeatability +/-15 % of reading is the look-alike and is "
    "counted wrong",
    F.NK_REP,
)
