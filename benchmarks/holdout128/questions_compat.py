"""Compatibility questions of the hundred-and-twenty-eighth hold-out set (28: 10
compatible, 9 incompatible, 9 insufficient_evidence, each of those with one required
check the sheets do not support)."""

from __future__ import annotations

import facts as F
from qkit import CS, DM, HB, LF, LN, MT, NM, RR, Fact, join, q

E, M, H = "easy", "medium", "hard"
OK, NO, IE = "compatible", "incompatible", "insufficient_evidence"
N = iter(range(1, 100))


def cq(diff: str, verdict: str, text: str, devs: list[str], *facts: Fact, note: str = "") -> None:
    items, evidence = join(*facts) if facts else ([], [])
    if verdict == IE:
        items = []
    q("c", next(N), diff, "compatibility", text, devs, items, evidence, verdict, note)


# ---------------------------------------------------------------- compatible (10)
cq(
    E,
    OK,
    "lfa4937 on an esp32 i2s port, powered from the 3v3 pin - ok?",
    [LF],
    F.LF_VDD,
    F.LF_I2S,
    note="3.3 V lies inside 1.62-3.63 V and the output is I2S",
)
cq(
    M,
    OK,
    "Two LFA4937 microphones share one SD line on a Raspberry Pi's I²S port for stereo, one "
    "with L/R tied to GND and one with L/R tied to VDD, both powered at 3.3 V. Will this work?",
    [LF],
    F.LF_VDD,
    F.LF_I2S,
    F.LF_STEREO,
    F.LF_LR,
    note="the sheet's own stereo recipe; 3.3 V within 1.62-3.63 V",
)
cq(
    E,
    OK,
    "Can a DMR-420-3V3 be powered from a 12 V adapter and feed its output into an ESP32 ADC "
    "input?",
    ["DMR-420-3V3"],
    F.DM_VIN33,
    F.DM_OUT33,
    F.DM_ESP,
    note="12 V inside 10-30 V; 0-3.30 V output is the version meant for 3.3 V ADCs. The "
    "transmitter's own minimum voltage is not asked.",
)
cq(
    M,
    OK,
    "nmp-t12 on a pd charger powering a dmr-420-5v - will the voltage and current work out?",
    ["NMP-T12", "DMR-420-5V"],
    F.NM_VOUT12,
    F.NM_IOUT12,
    F.DM_VIN5,
    F.DM_IDD20_5V,
    note="12 V inside 10-30 V; at most about 32 mA (at 24 V; computed to be of the same order "
    "at 12 V) against 3 A",
)
cq(
    E,
    OK,
    "rrs-1590hv straight off a 2s lipo (8.4v when full)?",
    ["RRS-1590HV"],
    F.RR_VOP_HV,
    note="8.4 V is the top of the HV's 6.0-8.4 V range",
)
cq(
    E,
    OK,
    "Can an ESP32's 3.3 V GPIO drive the signal input of an RRS-1590MG directly (servo powered "
    "from a separate 6 V pack with common ground)?",
    ["RRS-1590MG"],
    F.RR_VIH,
    F.RR_33V,
    F.RR_VOP_MG,
    note="3.3 V is above the 2.5 V minimum high level; 6 V inside 4.8-6.0 V",
)
cq(
    M,
    OK,
    "lnr-4413-3 in i2c mode plus an mtq2206 with addr tied to vdd on one esp32 i2c bus, all "
    "at 3v3 - any conflicts?",
    ["LNR-4413-3", MT],
    F.LN_VCC3,
    F.LN_ADDR,
    F.MT_VDD,
    F.MT_ADDR_VDD,
    note="0x28 vs 0x29; 3.3 V inside 3.0-3.6 V and 1.8-5.5 V",
)
cq(
    M,
    OK,
    "An HBT7031 and an LNR-4413-3 (SPI mode) share one SPI bus of an ESP32 with separate chip "
    "selects, everything at 3.3 V, SCK = 4 MHz. Is that within both parts' limits?",
    [HB, "LNR-4413-3"],
    F.HB_VDD,
    F.HB_SCK_HIGH,
    F.HB_BUS,
    F.LN_VCC3,
    F.LN_SPI,
    note="4 MHz below 5 MHz (HBT7031 at VDD 3.0-5.5 V) and 8 MHz; both run at 3.3 V",
)
cq(
    E,
    OK,
    "Will an MTQ2206 run from a CR2032 coin cell (3 V)?",
    [MT],
    F.MT_VDD,
    F.MT_CR2032,
    note="3 V inside 1.8-5.5 V; the sheet itself describes CR2032 operation",
)
cq(
    H,
    OK,
    "csc3108-27 charging a single 2.7v supercap from a 5v usb power bank, and the cap then "
    "feeds vdd of an lfa4937 - is the charged cap voltage ok for the mic, and is 5v enough for "
    "the charger?",
    ["CSC3108-27", LF],
    F.CS_VIN,
    F.CS_VTERM27,
    F.LF_VDD,
    note="5 V inside 4.5-16 V (-27 needs only 4.5 V); VTERM 2.673-2.727 V inside 1.62-3.63 V",
)

# ---------------------------------------------------------------- incompatible (9)
cq(
    E,
    NO,
    "Can I power an LFA4937 from the 5 V pin of an Arduino Uno?",
    [LF],
    F.LF_VDD,
    F.LF_ABSMAX,
    F.LF_NOT5V,
    note="5 V is above 3.63 V and the 4.0 V absolute maximum",
)
cq(
    E,
    NO,
    "dmr-420-10v on a 12v adapter?",
    ["DMR-420-10V"],
    F.DM_VIN10,
    F.DM_10V_NOTE,
    note="the -10V version needs 15-30 V",
)
cq(
    M,
    NO,
    "My 2-wire pressure transmitter needs at least 12 V at its terminals. Can a DMR-420-3V3 "
    "powered from a 12 V adapter supply it at 20 mA?",
    ["DMR-420-3V3"],
    F.DM_VIN33,
    F.DM_BURDEN,
    F.DM_LOOPV,
    note="12 V - 2.6 V burden leaves about 9.4 V for the transmitter; the sheet's own example "
    "says no. VIN itself is within 10-30 V, which is the trap.",
)
cq(
    E,
    NO,
    "nmp-t20 on a 20w pd power bank that only offers 5/9/12v - will i get 20v out?",
    ["NMP-T20"],
    F.NM_VOUT20,
    F.NM_NOFALLBACK,
    F.NM_BANK20,
)
cq(
    M,
    NO,
    "Can an NMP-T20 power an RRS-1590HV servo directly?",
    ["NMP-T20", "RRS-1590HV"],
    F.NM_VOUT20,
    F.RR_VOP_HV,
    F.RR_VMAX_HV,
    note="20 V far above 6.0-8.4 V and the 9.0 V limit",
)
cq(
    H,
    NO,
    "Can a CSC3108-50 charge a two-cell supercapacitor stack to its 5.0 V termination voltage "
    "from a 5 V USB power bank?",
    ["CSC3108-50"],
    F.CS_VTERM50,
    F.CS_MINVIN,
    F.CS_HEADROOM,
    note="5 V is inside the general 4.5-16 V input range (the trap), but the -50 needs VIN >= "
    "5.5 V to reach VTERM",
)
cq(
    M,
    NO,
    "lnr-4413-3 wired straight to a 5v arduino uno (spi, vcc from the 5v pin)?",
    ["LNR-4413-3"],
    F.LN_VCC3,
    F.LN_ABS3,
    F.LN_NOT5V,
    note="5 V above 3.0-3.6 V and the 4.0 V absolute maximum; the -5 version is the Arduino one",
)
cq(
    M,
    NO,
    "An LNR-4413 in I²C mode and an MTQ2206 with its ADDR pin at VSS share one I²C bus. Can "
    "the host address both?",
    [LN, MT],
    F.LN_ADDR,
    F.MT_ADDR_VSS,
    note="both at 0x28; the LNR-4413 address is fixed, so the MTQ2206 must be strapped "
    "elsewhere",
)
cq(
    H,
    NO,
    "hbt7031 and lnr-4413-3 on one esp32 spi bus, 3v3, separate cs pins, bus clocked at 8 mhz "
    "for faster card reads - fine?",
    [HB, "LNR-4413-3"],
    F.HB_VDD,
    F.HB_SCK_HIGH,
    F.LN_VCC3,
    F.LN_SPI,
    note="8 MHz is the LNR-4413 maximum but above the HBT7031's 5 MHz (VDD 3.0-5.5 V)",
)

# ---------------------------------------------------------------- insufficient evidence (9)
cq(
    M,
    IE,
    "Can a DMR-420-5V be put into a loop with a HART-enabled transmitter without disturbing "
    "the HART communication?",
    ["DMR-420-5V"],
    note="HART is not mentioned anywhere (no loop impedance at HART frequencies, no "
    "filter statement)",
)
cq(
    E,
    IE,
    "if i wire my load backwards on the nmp-t12 output, is the board protected against "
    "reverse polarity?",
    ["NMP-T12"],
    F.NM_PASS,
    note="no reverse-polarity statement; only 'no current limit of its own'",
)
cq(
    H,
    IE,
    "Can an RRS-1590MG at 6.0 V hold a 12 kg·cm load continuously without overheating?",
    ["RRS-1590MG"],
    F.RR_TORQUE,
    note="only stall torque (15.5 kg.cm at 6.0 V) and a 5 s continuous-stall limit are given; "
    "no continuous or rated torque",
)
cq(
    M,
    IE,
    "Can two LNR-4413 readers be mounted 5 cm apart (side by side) and both work reliably?",
    [LN],
    note="no statement on reader-to-reader spacing or interference; only metal must be kept "
    "10 mm away",
)
cq(
    M,
    IE,
    "An HBT7031 sits at the end of a 1 m cable from an ESP32 (3.3 V) and is clocked at 1 MHz. "
    "Does the datasheet confirm that this cable length is allowed?",
    [HB],
    F.HB_SCK_HIGH,
    note="1 MHz and 3.3 V are within limits, but no cable length or bus capacitance is given",
)
cq(
    H,
    IE,
    "Can the CSC3108-27 charge at its full 3 A in an 85 °C ambient from a 12 V input without "
    "overheating?",
    ["CSC3108-27"],
    F.CS_VIN,
    F.CS_ICHG,
    F.CS_TA,
    note="12 V, 3 A and 85 degC are each inside their ranges, but no thermal resistance, "
    "derating or thermal-shutdown figure is given",
)
cq(
    E,
    IE,
    "will the mtq2206 detect touches through 3 mm of glass?",
    [MT],
    F.MT_OVERLAY,
    note="only acrylic and polycarbonate up to 5 mm are covered; other materials 'must be "
    "tested'",
)
cq(
    E,
    IE,
    "lfa4937 on a drone frame with strong motor vibration (around 20 g) - will it survive?",
    [LF],
    F.LF_SHOCK,
    note="only a 10 000 g mechanical shock rating; no vibration rating",
)
cq(
    M,
    IE,
    "An LNR-4413 (I²C mode) and two MTQ2206 share a 3 m I²C cable of about 300 pF at 400 kHz. "
    "Do the datasheets allow that bus capacitance?",
    [LN, MT],
    F.LN_ADDR,
    F.MT_ADDRS,
    note="no maximum bus capacitance in either sheet; addresses can be made distinct "
    "(0x28 + 0x29 / 0x2A)",
)
