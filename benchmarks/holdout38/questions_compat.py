"""Compatibility questions of the thirty-eighth hold-out set (28: 10 compatible,
9 incompatible, 9 insufficient_evidence, each of the latter citing the sheet's
own "not specified" line, so one required check has no evidence)."""

from __future__ import annotations

from facts import (
    D800_IA,
    D1500_I,
    D1500_IA,
    DP_PWM,
    DP_TLIQ,
    HL_AC,
    HZ_33,
    HZ_COAT,
    HZ_L220,
    HZ_VOH,
    KRF_5V,
    KRF_RANGE,
    KRF_V,
    NRX_5VIO,
    NRX_5VPIN,
    NRX_HUM,
    NRX_V,
    QCB_ABS,
    QCB_SSC,
    QCB_V33,
    QS_5V,
    QS_I,
    QS_SEA,
    QS_START,
    QS_V,
    TKA_V,
    TKA_VIH,
    TKA_VOH,
    TKB_33,
    TKB_V,
    TKC_ESD,
    ZXD_400,
    ZXD_AC,
    ZXD_ESP,
    ZXD_UL,
    ZXD_VCC,
    f,
)
from qkit import DP, HZ, KRF, NRX, QCB, QS, ZXD, Fact, join, q, unanswerable

C = "compatibility"
E, M, H = "easy", "medium", "hard"
OK, NO = "compatible", "incompatible"


def judge(
    qid: str, diff: str, question: str, devices: list[str], verdict: str, fact: Fact, note: str = ""
) -> None:
    items, evidence = fact
    q(qid, diff, C, question, devices, items, evidence, verdict, note)


def unknown(qid: str, diff: str, question: str, devices: list[str], note: str, evidence) -> None:
    unanswerable(qid, diff, C, question, devices, note, evidence)


NT5 = f(DP, 2, "DP-NT12-5 Tischnetzteil 12 V / 5 A / desktop power supply 12 V 5 A")
NT2 = f(DP, 2, "DP-NT12-2 Steckernetzteil 12 V / 2 A / plug-in power supply 12 V 2 A")
HZ_F = f(HZ, 1, "2-2 AC input frequency 47 63 Hz")
QCB_VIH = f(QCB, 1, "VIH High-level input voltage 0.7 x VDD V")

# ---------------------------------------------------------------- compatible (10)
judge("c-01", E, "is a 3.3 V rail ok for the qcb4108 vdd?", [QCB], OK, QCB_V33)
judge(
    "c-02",
    E,
    "can i power the zxd-2 logic side from the 3v3 pin of an esp32 devkit?",
    [ZXD],
    OK,
    join(ZXD_VCC, ZXD_ESP),
)
judge(
    "c-03",
    E,
    "Can the KRF-2400 run directly from two AA cells (3.0 V fresh, 2.4 V near the end)?",
    [KRF],
    OK,
    KRF_V,
    "2.4 - 3.0 V inside 2.2 - 3.6 V",
)
judge(
    "c-04",
    E,
    "Will a 12 V / 1 A wall adapter run the QS-1250 (standard version), start-up included?",
    [QS],
    OK,
    join(QS_V, QS_I, QS_START),
    "0.35 A rated, about 2 x at start-up = 0.7 A < 1 A",
)
judge(
    "c-05",
    M,
    "nrx-24l on 3v3, spi lines (ce/csn/sck/mosi) straight to a 5v arduino nano - ok without "
    "a level shifter?",
    [NRX],
    OK,
    join(NRX_V, NRX_5VIO),
)
judge(
    "c-06",
    M,
    "Is Aquatec's DP-NT12-5 desktop supply (12 V, 5 A) enough to start a DP12-800?",
    ["DP12-800"],
    OK,
    join(D800_IA, NT5),
    "start-up current 2.6 A max",
)
judge(
    "c-07",
    M,
    "hz-0102l on us mains (120 vac 60 hz) - right version?",
    ["HZ-0102L"],
    OK,
    join(HL_AC, HZ_F),
)
judge(
    "c-08",
    M,
    "Can a 3.3 V oscillator whose output high level is at least 2.9 V drive the CLKIN of a "
    "TKC9304A running at 3.3 V?",
    ["TKC9304A"],
    OK,
    join(TKA_V, TKA_VIH),
    "VIH min 2.0 V",
)
judge(
    "c-09",
    H,
    "Can a TKC9304A output (both parts at VDD = 3.3 V) drive the CLKIN input of a QCB4108?",
    ["TKC9304A", QCB],
    OK,
    join(TKA_VOH, QCB_V33, QCB_VIH),
    "VOH min 2.4 V (IOH = -4 mA) > 0.7 x 3.3 V = 2.31 V",
)
judge(
    "c-10",
    M,
    "zxd-2 sensing 230v mains with vcc = 3v3, zc pin to an esp32 gpio - any problem?",
    [ZXD],
    OK,
    join(ZXD_AC, ZXD_VCC, ZXD_ESP),
)

# ---------------------------------------------------------------- incompatible (9)
judge(
    "c-11",
    E,
    "can i power the nrx-24l from the 5v pin of my uno?",
    [NRX],
    NO,
    join(NRX_V, NRX_5VPIN),
)
judge(
    "c-12",
    E,
    "Can the QCB4108 be supplied from a 5 V rail?",
    [QCB],
    NO,
    join(QCB_V33, QCB_ABS),
    "5 V exceeds 3.6 V recommended and 4.6 V absolute maximum",
)
judge(
    "c-13",
    E,
    "hz-0102 out pin straight into a raspberry pi gpio (3.3v, not 5v tolerant)?",
    [HZ],
    NO,
    join(HZ_VOH, HZ_33),
)
judge(
    "c-14",
    E,
    "will the qs-1250 run off a 5v usb power bank?",
    [QS],
    NO,
    join(QS_V, QS_5V),
)
judge(
    "c-15",
    M,
    "Can the TKC9304B be used in a 3.3 V system with VDD = 3.3 V?",
    ["TKC9304B"],
    NO,
    join(TKB_V, TKB_33),
)
judge(
    "c-16",
    M,
    "dp12-1500 on the aquatec dp-nt12-2 plug-in psu (12v 2a) - enough?",
    ["DP12-1500"],
    NO,
    join(D1500_I, D1500_IA, NT2),
    "rated 2.1 A already above 2 A; start-up 4.8 A",
)
judge(
    "c-17",
    M,
    "krf-2400 spi wired straight to a 5v arduino uno (no level shifter), module on 3v3?",
    [KRF],
    NO,
    join(KRF_V, KRF_5V),
)
judge(
    "c-18",
    H,
    "Can a DP12-400 circulate water at 40 °C in a heated hydroponics tank?",
    ["DP12-400"],
    NO,
    DP_TLIQ,
    "liquid max +35 °C; the 40 °C row is ambient",
)
judge(
    "c-19",
    E,
    "Can the HZ-0102L be connected to 230 V European mains?",
    ["HZ-0102L"],
    NO,
    join(HL_AC, HZ_L220),
)

# ---------------------------------------------------------------- insufficient evidence (9)
unknown(
    "c-20",
    E,
    "nrx-24lpa in a greenhouse at 95% humidity, will it be ok?",
    ["NRX-24LPA"],
    "humidity rating is not specified",
    NRX_HUM,
)
unknown(
    "c-21",
    E,
    "can i control the dp12-800 speed with pwm from an arduino + mosfet?",
    ["DP12-800"],
    "speed control by PWM is not specified",
    DP_PWM,
)
unknown(
    "c-22",
    E,
    "Is the ZXD-2 suitable for a product that needs UL-approved components?",
    [ZXD],
    "safety agency approval is not specified",
    ZXD_UL,
)
unknown(
    "c-23",
    E,
    "can i use the qs-1250 in my saltwater reef tank?",
    [QS],
    "sea water use is not specified",
    QS_SEA,
)
unknown(
    "c-24",
    M,
    "Can the QCB4108 distribute a spread-spectrum (down-spread) 100 MHz clock at VDD = 3.3 V?",
    [QCB],
    "voltage and frequency fit, spread-spectrum input behaviour is not specified",
    QCB_SSC,
)
unknown(
    "c-25",
    M,
    "will two krf-2400 modules talk across my 150 m garden at 250 kbps?",
    [KRF],
    "range is not specified for the KRF-2400",
    KRF_RANGE,
)
unknown(
    "c-26",
    M,
    "Is the HZ-0102H suitable for a pump shed with condensing humidity without an extra coating?",
    ["HZ-0102H"],
    "conformal coating is not specified (and no humidity rating)",
    HZ_COAT,
)
unknown(
    "c-27",
    H,
    "Does the TKC9304A meet an 8 kV HBM ESD requirement on its clock input?",
    ["TKC9304A"],
    "ESD withstand voltage is not specified",
    TKC_ESD,
)
unknown(
    "c-28",
    H,
    "zxd-2 on 115 v 400 hz aircraft power - voltage is in range, will it detect the zero "
    "crossings?",
    [ZXD],
    "85 - 264 VAC fits, operation on 400 Hz supplies is not specified",
    ZXD_400,
)
