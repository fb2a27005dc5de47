"""Factual questions of the hundred-and-twenty-eighth hold-out set (42: 34 with items, 8
whose answer is not in the sheets)."""

from __future__ import annotations

import facts as F
from qkit import CS, DM, HB, IE, LF, LN, MT, NM, RR, Fact, join, q

E, M, H = "easy", "medium", "hard"
N = iter(range(1, 100))


def fq(diff: str, text: str, devs: list[str], *facts: Fact, note: str = "") -> None:
    items, evidence = join(*facts)
    q("f", next(N), diff, "simple", text, devs, items, evidence, note=note)


def ie(diff: str, text: str, devs: list[str], note: str, *facts: Fact) -> None:
    evidence = join(*facts)[1] if facts else []
    q("f", next(N), diff, "simple", text, devs, [], evidence, IE, note)


# ---------------------------------------------------------------- LFA4937
fq(
    E,
    "What supply voltage range does the LFA4937 microphone accept on VDD?",
    [LF],
    F.LF_VDD,
    note="the absolute maximum -0.3 to +4.0 V is a look-alike",
)
fq(
    M,
    "lfa4937 current draw at 3.3v in normal mode?",
    [LF],
    F.LF_IDD33,
    note="the 1.8 V line 600 / 780 uA, the low-power 260 / 340 uA and the 8 / 15 uA sleep "
    "current are look-alikes",
)
fq(
    H,
    "What supply current does the LFA4937 draw in low-power mode at VDD = 3.3 V?",
    [LF],
    F.LF_IDDLP33,
    note="two stacked lines under a name wrapped over two lines: the first (210 / 280 uA) "
    "holds the clock condition and VDD = 1.8 V, the second (on the line of 'low-power mode') "
    "VDD = 3.3 V; the normal-mode 720 / 920 uA at 3.3 V is a look-alike",
)
fq(
    E,
    "what sample rates does the lfa4937 do in normal mode?",
    [LF],
    F.LF_FS,
    note="the low-power 8-12 kHz and the bit-clock range 1.024-3.072 MHz are look-alikes",
)
fq(
    E,
    "What is the operating temperature range of the LFA4937?",
    [LF],
    F.LF_TOP,
    note="stated in prose only; the storage range -40 to +100 degC in the table is a look-alike",
)
ie(
    E,
    "what humidity range can the lfa4937 operate in?",
    [LF],
    "No humidity figure anywhere; the sheet only says the package is not sealed against "
    "liquids.",
    F.LF_LIQUID,
)

# ---------------------------------------------------------------- DMR-420
fq(
    E,
    "What supply voltage does the DMR-420-10V need?",
    ["DMR-420-10V"],
    F.DM_VIN10,
    note="10 ... 30 V of the -3V3 and -5V columns and the 36 V absolute maximum are look-alikes",
)
fq(
    E,
    "dmr-420-3v3 output voltage range?",
    ["DMR-420-3V3"],
    F.DM_OUT33,
    note="the -5V (0-5.00 V) and -10V (0-10.0 V) columns are look-alikes",
)
fq(
    M,
    "How much supply current does the DMR-420-5V draw at VIN = 24 V with the loop at 20 mA?",
    ["DMR-420-5V"],
    F.DM_IDD20_5V,
    note="9 mA without loop, the -10V column 35 mA and the 20 mA loop current itself are "
    "look-alikes",
)
fq(
    M,
    "how much current can the dmr-420 output drive?",
    [DM],
    F.DM_IOUT,
    note="stated in a wiring bullet only; the 24 mA linear input range and the 25-32 mA "
    "input current limit are look-alikes",
)
ie(
    M,
    "What is the temperature coefficient (drift per kelvin) of the DMR-420's output voltage?",
    [DM],
    "Only the shunt resistor's 25 ppm/K is given; no drift figure for the whole board or its "
    "output. Answering 25 ppm/K is counted wrong.",
    F.DM_SHUNT,
)

# ---------------------------------------------------------------- NMP-T
fq(
    E,
    "What output current can the NMP-T20 deliver with a 5 A e-marked cable?",
    ["NMP-T20"],
    F.NM_IOUT20_5A,
    note="3 A with a standard cable and the 3 A of the other versions are look-alikes",
)
fq(
    E,
    "nmp-t12 output switch resistance?",
    ["NMP-T12"],
    F.NM_RON,
    note="one row for all versions; the CFG resistor values (6.8 / 15 / 56 kOhm) are decoys",
)
fq(
    E,
    "How long does an NMP-T board take from plug-in until its output turns on?",
    [NM],
    F.NM_NEG,
    note="the 2 Hz LED blink is a decoy",
)
fq(
    E,
    "nmp-t operating temperature range?",
    [NM],
    F.NM_TOP,
)
ie(
    E,
    "What is the output ripple voltage of the NMP-T12?",
    ["NMP-T12"],
    "No ripple figure; the board passes VBUS through and only the +/-5 % tolerance 'as "
    "supplied by the charger' is given.",
)

# ---------------------------------------------------------------- RRS-1590
fq(
    E,
    "What is the operating voltage range of the RRS-1590HV?",
    ["RRS-1590HV"],
    F.RR_VOP_HV,
    note="the MG's 4.8-6.0 V and the 9.0 V maximum are look-alikes",
)
fq(
    H,
    "What stall current does the RRS-1590HV draw at 7.4 V?",
    ["RRS-1590HV"],
    F.RR_STALL_HV74,
    note="5 columns under two model groups with 6.0 V twice (MG 2.4 A, HV 2.3 A); 3.1 A at "
    "8.4 V and the running current 280 mA are look-alikes",
)
fq(
    M,
    "rrs-1590mg running current at 6v no load?",
    ["RRS-1590MG"],
    F.RR_RUN_MG6,
    note="the HV's 6.0 V column (230 mA), the idle 7 mA and the stall 2.4 A are look-alikes",
)
fq(
    E,
    "what signal voltage does the rrs-1590 need to see a high on the pwm input?",
    [RR],
    F.RR_VIH,
    note="the low level 0-0.8 V and the pulse widths are look-alikes",
)
ie(
    E,
    "What IP (ingress protection) rating does the RRS-1590MG have?",
    ["RRS-1590MG"],
    "No IP rating or water protection statement in the sheet.",
)

# ---------------------------------------------------------------- LNR-4413
fq(
    E,
    "What supply voltage does the LNR-4413-3 need on its VCC pin?",
    ["LNR-4413-3"],
    F.LN_VCC3,
    note="the -5 column 4.5-5.5 V and the 4.0 V absolute maximum are look-alikes",
)
fq(
    M,
    "lnr-4413-5 power down current?",
    ["LNR-4413-5"],
    F.LN_PD5,
    note="the -3 column's 2 uA (and the prose saying the transceiver itself draws 2 uA) and "
    "the 12 mA idle current are look-alikes",
)
fq(
    E,
    "What is the I²C address of the LNR-4413?",
    [LN],
    F.LN_ADDR,
    note="command codes 0x4A, 0x14 etc. are decoys",
)
fq(
    E,
    "max spi clock for the lnr-4413?",
    [LN],
    F.LN_SPI,
)
fq(
    M,
    "What reading distance does the LNR-4413 reach with an ISO 14443A card?",
    [LN],
    F.LN_DIST,
    note="30 mm for the NTAG213 sticker and the 40 x 40 mm antenna are look-alikes",
)
ie(
    M,
    "What reading distance does the LNR-4413 achieve with ISO/IEC 15693 vicinity tags?",
    [LN],
    "ISO/IEC 15693 tags are supported, but distances are given only for an ISO 14443A card "
    "(50 mm) and an NTAG213 sticker (30 mm).",
)

# ---------------------------------------------------------------- HBT7031
fq(
    E,
    "What is the supply voltage range of the HBT7031?",
    [HB],
    F.HB_VDD,
    note="the 6.0 V absolute maximum and the 2.2 V power-on reset are look-alikes",
)
fq(
    M,
    "how accurate is the hbt7031 between -40 and +125 c?",
    [HB],
    F.HB_ACC125,
    note="accuracy is stacked per band: +/-0.5 (-20..+85) and +/-2.0 (-55..+150) are "
    "look-alikes",
)
fq(
    H,
    "What is the maximum SCK frequency of the HBT7031 when VDD = 2.8 V?",
    [HB],
    F.HB_SCK_LOW,
    note="the stacked 5 MHz (VDD 3.0-5.5 V) and the feature-list 'up to 5 MHz' are look-alikes",
)
fq(
    E,
    "hbt7031 shutdown current?",
    [HB],
    F.HB_SD,
    note="the 14 uA average current and 210 / 300 uA operating current are look-alikes",
)
ie(
    M,
    "What is the thermal time constant of the HBT7031?",
    [HB],
    "The sheet says self-heating and the thermal time constant are not specified. The "
    "conversion times 60 / 240 ms are not a thermal time constant.",
    F.HB_TAU,
)

# ---------------------------------------------------------------- CSC3108
fq(
    E,
    "What input voltage range does the CSC3108 accept?",
    [CS],
    F.CS_VIN,
    note="the 20 V absolute maximum and the UVLO 4.2 / 3.9 V are look-alikes",
)
fq(
    M,
    "csc3108-50 termination voltage?",
    ["CSC3108-50"],
    F.CS_VTERM50,
    note="the -27 row 2.673 / 2.70 / 2.727 V and the 94 % PGOOD threshold are look-alikes",
)
fq(
    E,
    "What is the charge current range of the CSC3108?",
    [CS],
    F.CS_ICHG,
    note="the 50 mA balancer current is a look-alike",
)
fq(
    H,
    "csc3108 current draw from vin once the cap is full?",
    [CS],
    F.CS_IQ,
    note="the name 'Input quiescent current' is wrapped around the value line; shutdown 8 / 15 "
    "uA and reverse current 3 / 6 uA are look-alikes",
)
ie(
    E,
    "how efficient is the csc3108 (conversion efficiency)?",
    [CS],
    "No efficiency figure or curve in the sheet.",
)

# ---------------------------------------------------------------- MTQ2206
fq(
    E,
    "Which I²C addresses can the MTQ2206 be set to?",
    [MT],
    F.MT_ADDRS,
    note="the 8-bit write / read bytes 0x50-0x57 and the register addresses are decoys",
)
fq(
    M,
    "mtq2206 active mode current at 5v?",
    [MT],
    F.MT_IACT5,
    note="values stacked per VDD below a '16 ms scan' line; 95 / 120 uA at 1.8 / 3.3 V and "
    "the low-power 25 uA at 5.0 V are look-alikes",
)
fq(
    E,
    "What is the sleep current of the MTQ2206?",
    [MT],
    F.MT_SLEEP,
)
fq(
    H,
    "how long after power-up can i talk to the mtq2206 over i2c?",
    [MT],
    F.MT_BOOT,
    note="the 250 ms calibration after power-on and the 10 ms supply ramp are look-alikes",
)
ie(
    M,
    "What is the smallest capacitance change (touch sensitivity, in fF) the MTQ2206 can "
    "detect?",
    [MT],
    "Only the 5-50 pF key capacitance range and a threshold register in counts are given; no "
    "sensitivity in fF.",
)
