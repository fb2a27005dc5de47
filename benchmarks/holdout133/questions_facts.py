"""Factual questions of the hundred-and-thirty-third hold-out set (42: 34 with items, 8
whose answer is not in the sheets)."""

from __future__ import annotations

import facts as F
from qkit import BT, BV, IE, LB, ML, MP, QR, VK, XD, Fact, join, q

E, M, H = "easy", "medium", "hard"
N = iter(range(1, 100))


def fq(diff: str, text: str, devs: list[str], *facts: Fact, note: str = "") -> None:
    items, evidence = join(*facts)
    q("f", next(N), diff, "simple", text, devs, items, evidence, note=note)


def ie(diff: str, text: str, devs: list[str], note: str, *facts: Fact) -> None:
    evidence = join(*facts)[1] if facts else []
    q("f", next(N), diff, "simple", text, devs, [], evidence, IE, note)


# ---------------------------------------------------------------- QRM-24
fq(
    E,
    "What supply voltage range does the QRM-24S transceiver module accept?",
    ["QRM-24S"],
    F.QR_VCC_S,
    note="the QRM-24PA row 3.0-3.6 V, the absolute maximum 3.9 V and the 5.25 V input-high limit "
    "are look-alikes",
)
fq(
    M,
    "qrm-24pa current draw when it transmits at full power?",
    ["QRM-24PA"],
    F.QR_TX_PA,
    note="the QRM-24S columns (12.1 / 14.0 mA), PA_LEVEL = LOW (64 / 75 mA) and the receive "
    "current 27.5 / 32.0 mA are look-alikes",
)
fq(
    H,
    "What is the receiver sensitivity of the QRM-24PA at 250 kbps?",
    ["QRM-24PA"],
    F.QR_SENS_PA,
    note="stacked per air data rate; -95 dBm is the QRM-24S column, -96 / -92 dBm are the 1 / 2 Mbps "
    "rows, -10 dBm is the maximum input level",
)
fq(
    E,
    "max spi clock for the qrm-24 modules?",
    [QR],
    F.QR_SPI,
    note="only in the SPI prose; 16 MHz is the crystal",
)
fq(
    E,
    "What is the power-down current of the QRM-24S?",
    ["QRM-24S"],
    F.QR_PD_S,
    note="Standby-I 28 / 40 uA, Standby-II 330 uA, the QRM-24PA columns 4.5 / 8.0 uA and the "
    "'below 20 uA' average in the prose are look-alikes",
)
ie(
    E,
    "What is the antenna gain of the QRM-24S's printed antenna?",
    ["QRM-24S"],
    "only the QRM-24PA's rod antenna has a gain (2 dBi) and the LNA has 10 dB; the printed "
    "antenna's gain is not given",
    F.QR_ANTENNA,
)
# ---------------------------------------------------------------- MLA6304
fq(
    M,
    "mla6304 quiescent current per amp at 5v?",
    [ML],
    F.ML_IQ5,
    note="stacked per VDD: 80 / 140 uA at 1.8 V and 100 / 170 uA at 6.0 V are look-alikes, as is "
    "the short-circuit current",
)
fq(
    H,
    "What input common-mode voltage range does the MLA6304 accept when it runs from VDD = 3.3 V?",
    [ML],
    F.ML_CM33,
    note="stacked per VDD under a wrapped row name; the 1.8 V and 5.0 V rows (2.1 / 5.3 V) and the "
    "absolute-maximum expression are look-alikes",
)
fq(
    E,
    "Which packages is the MLA6304 offered in?",
    [ML],
    F.ML_PKG,
)
fq(
    E,
    "operating temp range of the mla6304 e grade?",
    [ML],
    F.ML_TOPR_E,
    note="the I grade -40 to +85 C and the storage -65 to +150 C are look-alikes",
)
ie(
    M,
    "What is the shutdown supply current of the MLA6304?",
    [ML],
    "the sheet says the MLA6304 has no shutdown pin; the quiescent current per amplifier is not a "
    "shutdown current",
    F.ML_NOSD,
)
# ---------------------------------------------------------------- BVU-502
fq(
    E,
    "What output voltage does the BVU-502 boost module deliver?",
    [BV],
    F.BV_VOUT,
    note="the 4.20 V end-of-charge voltage and the 3.0-4.4 V battery range are look-alikes",
)
fq(
    M,
    "how much current can the bvu-502 give when the cell is down to 3.3v?",
    [BV],
    F.BV_I33,
    note="row of the current table; 2.0 A (nominal), the 2.6 A cell current and the 2.6 A "
    "over-current trip are look-alikes",
)
fq(
    M,
    "bvu-502c standby current with the output switched off?",
    ["BVU-502C"],
    F.BV_STBY_C,
    note="the no-load input current 2.6 / 4.0 mA (output on) and the 45 mA auto-off threshold are "
    "look-alikes",
)
ie(
    E,
    "What is the output ripple of the BVU-502?",
    [BV],
    "no ripple or noise figure anywhere on the sheet",
)
# ---------------------------------------------------------------- BTA1750
fq(
    E,
    "What is the supply voltage range of the BTA1750 temperature sensor?",
    [BT],
    F.BT_VDD,
    note="the absolute maximum 4.0 V and the 1.1 V power-on reset are look-alikes",
)
fq(
    M,
    "bta1750 accuracy between -25 and 85 c?",
    [BT],
    F.BT_ACC,
    note="max limits of the -25 ... +85 C row; the -40 ... +125 C row (+/-1.0 C), the resolution "
    "0.0625 C and the 0.25 C/V supply term are look-alikes",
)
fq(
    E,
    "Which I²C addresses can the BTA1750X be set to?",
    ["BTA1750X"],
    F.BT_ADDR_X,
    note="0x48 ... 0x4B belong to the BTA1750; 0x90 / 0x91 are 8-bit bytes; register pointers "
    "0x00 ... 0x03 are decoys",
)
fq(
    M,
    "How long does one temperature conversion of the BTA1750 take?",
    [BT],
    F.BT_TCONV,
    note="the conversion rates 0.25 / 1 / 4 / 8 Hz and the SMBus time-out 30 / 40 ms are look-alikes",
)
fq(
    H,
    "what's the worst-case shutdown current of the bta1750 over its full temperature range?",
    [BT],
    F.BT_SD_FULL,
    note="the TA = 25 C row (0.5 / 1.0 uA) sits above it in the same wrapped cell; the features' "
    "'0.5 uA shutdown' is the typical at 25 C",
)
ie(
    E,
    "What is the thermal time constant of the BTA1750 (response to a temperature step in moving air)?",
    [BT],
    "no thermal response figure; the 26 / 35 ms conversion time is not a thermal time constant",
)
# ---------------------------------------------------------------- XDH8874
fq(
    E,
    "What motor supply voltage range does the XDH8874 support?",
    [XD],
    F.XD_VM,
    note="the 40 V absolute maximum and the 4.2 / 4.35 V UVLO thresholds are look-alikes",
)
fq(
    M,
    "xdh8874 continuous current rating?",
    [XD],
    F.XD_IRMS,
    note="6.0 A peak, the 6.0 / 7.0 A over-current trip and the 1.6 / 0.9 A derated values at 85 / "
    "125 C are look-alikes",
)
fq(
    H,
    "What is the XDH8874's current-mirror gain (AIPROPI) for load currents of 1 A and above?",
    [XD],
    F.XD_GAIN,
    note="stacked per output-current range under a wrapped name; the 405 / 495 uA/A row below 1 A "
    "and the V/A column of the RIPROPI table are look-alikes",
)
fq(
    E,
    "xdh8874 on-resistance (hs + ls) at 25c?",
    [XD],
    F.XD_RDSON,
    note="the TJ = 125 C row 310 / 380 mOhm is a look-alike",
)
ie(
    M,
    "What dead time does the XDH8874 insert between its high-side and low-side switches?",
    [XD],
    "no dead time is given; the 150 ns output rise / fall time and the 1 ms wake-up time are "
    "look-alikes",
    F.XD_RISE,
)
# ---------------------------------------------------------------- VKR-20
fq(
    E,
    "What supply voltage does the VKR-20 encoder module need?",
    [VK],
    F.VK_VCC,
    note="the encoder contact rating 5 V DC and the switch rating 16 V DC are look-alikes",
)
fq(
    E,
    "vkr-20 operating temperature range?",
    [VK],
    F.VK_TOPR,
    note="the VKR-15 column -20 ... +70 C is a look-alike",
)
fq(
    M,
    "How much current does the VKR-20 draw at 5 V when both CLK and DT are closed?",
    [VK],
    F.VK_I5,
    note="the 3.3 V row 0.66 / 0.75 mA and the 1 mA contact rating are look-alikes",
)
fq(
    H,
    "how many pulses per revolution does the vkr-15 give on each channel?",
    ["VKR-15"],
    F.VK_PPR15,
    note="30 detents per revolution and the VKR-20's 20 pulses are look-alikes",
)
ie(
    E,
    "What IP rating does the VKR-20 module have?",
    [VK],
    "no ingress protection is given",
)
# ---------------------------------------------------------------- LBF-330
fq(
    E,
    "default baud rate of the lbf-330?",
    [LB],
    F.LB_BAUD,
    note="9600 x N and N = 1 ... 12 are the configurable range",
)
fq(
    M,
    "What working current does the LBF-330W draw while capturing and searching?",
    ["LBF-330W"],
    F.LB_ICC_W,
    note="the LBF-330 row 45 / 60 mA and the 90 mA peak are look-alikes",
)
fq(
    M,
    "lbf-330 touch standby current on the vt pin?",
    [LB],
    F.LB_TOUCH,
    note="the VCC sleep current 12 / 20 uA is a look-alike",
)
fq(
    H,
    "How long after power-on must I wait before sending the LBF-330 its first command?",
    [LB],
    F.LB_TON,
    F.LB_TON_NOTE,
    note="the 50 ms touch wake-up, the 0.3 s capture and the 0.5 s identification times are "
    "look-alikes",
)
fq(
    E,
    "What operating humidity range is the LBF-330 rated for?",
    [LB],
    F.LB_RH,
    note="the storage '< 85 %RH' is a look-alike",
)
ie(
    E,
    "What is the maximum UART cable length between the LBF-330 and its host?",
    [LB],
    "no cable length is given; the 1.0 mm pitch of the cable is not a length",
)
# ---------------------------------------------------------------- MPR4050
fq(
    E,
    "Which reverse breakdown voltages is the MPR4050 shunt reference available in?",
    [MP],
    F.MP_VR_ALL,
)
fq(
    H,
    "mpr4050c41 initial tolerance in mv?",
    ["MPR4050C41"],
    F.MP_TOL_C41,
    note="grade x version grid: +/-4.1 (A) and +/-8.2 mV (B) of the same row and +/-0.5 % are "
    "look-alikes",
)
fq(
    M,
    "What minimum operating current does the 2.500 V MPR4050 need to regulate?",
    [MP],
    F.MP_IRMIN25,
    note="the wrapped row name; 15 mA maximum, 20 mA absolute maximum and the other versions' "
    "IRMIN (65 / 73 / 80 uA) are look-alikes",
)
fq(
    E,
    "What operating temperature range does the E range of the MPR4050 cover?",
    [MP],
    F.MP_TOPR_E,
    note="the I range -40 ... +85 C and storage -65 ... +150 C are look-alikes",
)
ie(
    E,
    "What is the long-term stability (drift per 1000 hours) of the MPR4050?",
    [MP],
    "no long-term drift is given; the temperature coefficient is not a long-term stability",
)
