"""Factual questions of the hundred-and-thirtieth hold-out set (42: 34 with items, 8
whose answer is not in the sheets)."""

from __future__ import annotations

import facts as F
from qkit import BH, BZ, FB, IE, LR, LU, MZ, OP, TK, Fact, join, q

E, M, H = "easy", "medium", "hard"
N = iter(range(1, 100))


def fq(diff: str, text: str, devs: list[str], *facts: Fact, note: str = "") -> None:
    items, evidence = join(*facts)
    q("f", next(N), diff, "simple", text, devs, items, evidence, note=note)


def ie(diff: str, text: str, devs: list[str], note: str, *facts: Fact) -> None:
    evidence = join(*facts)[1] if facts else []
    q("f", next(N), diff, "simple", text, devs, [], evidence, IE, note)


# ---------------------------------------------------------------- FBQ-30N
fq(
    E,
    "What load supply voltage range does the FBQ-30N accept?",
    [FB],
    F.FB_VLOAD,
    note="the FBQ-30N-HV column (5-60 V) and the MOSFET's VDSS 40 V are look-alikes",
)
fq(
    E,
    "fbq-30n-hv gate threshold voltage?",
    ["FBQ-30N-HV"],
    F.FB_VTH_HV,
    F.FB_HEADS,
    note="the FBQ-30N's 1.0 / 1.6 / 2.5 V in the same row and the -HV's SIG input-high minimum "
    "4.5 V are look-alikes",
)
fq(
    M,
    "What is the drain-source on-resistance of the FBQ-30N's MOSFET at VGS = 4.5 V?",
    [FB],
    F.FB_RDS45,
    F.FB_HEADS,
    note="8.5 / 11 mOhm at VGS = 10 V and the -HV's 19 / 24 mOhm are look-alikes",
)
fq(
    M,
    "how many amps can the fbq-30n switch continuously without a heatsink?",
    [FB],
    F.FB_IOUT,
    note="15 A with the heatsink, 60 A pulsed, the transistor's ID 40 A and the -HV's 6 A are "
    "look-alikes",
)
fq(
    H,
    "What continuous load current is the FBQ-30N-HV board rated for with the clip-on heatsink "
    "fitted?",
    ["FBQ-30N-HV"],
    F.FB_IOUT_HV_HS,
    note="stacked rows in column groups: 6 A without heatsink, the FBQ-30N's 8 / 15 A, the "
    "QNF1060's ID 35 A and the 45 A pulsed rating are look-alikes",
)
ie(
    E,
    "fbq-30n rise and fall time at 20 khz pwm?",
    [FB],
    "the sheet gives the recommended maximum PWM frequency and the gate charge, but no switching "
    "times",
    F.FB_PWM,
)
# ---------------------------------------------------------------- OPV6628
fq(
    E,
    "What is the supply voltage range of the OPV6628?",
    [OP],
    F.OP_VDD,
    note="VDDIO 1.62-3.6 V and the absolute maximum 4.0 V are look-alikes",
)
fq(
    E,
    "opv6628 i2c address?",
    [OP],
    F.OP_ADDR,
    note="WHO_AM_I default 0x6C and the register addresses 0x0F-0x2D are look-alikes",
)
fq(
    M,
    "What is the OPV6628 gyroscope sensitivity at the " + F.PM + "500 dps full-scale setting?",
    [OP],
    F.OP_GSENS,
    note="stacked per GFS_SEL (262.1 / 131.1 / 65.5 / 32.8 / 16.4 LSB/dps); the accelerometer "
    "sensitivities are look-alikes",
)
fq(
    M,
    "opv6628 current in power-down?",
    [OP],
    F.OP_PD,
    note="26 uA accelerometer low-power, 0.47 mA gyroscope only and 0.62 / 0.68 mA 6-axis are "
    "look-alikes",
)
fq(
    H,
    "What supply current does the OPV6628 draw in 6-axis high-performance mode with VDD = 3.3 V?",
    [OP],
    F.OP_IDD33,
    note="stacked per VDD; the 0.62 mA of the feature list is the VDD = 1.8 V figure",
)
ie(
    M,
    "What mechanical shock can the OPV6628 survive?",
    [OP],
    "the absolute maximum ratings list supply, input voltage, storage temperature and ESD only; "
    "no acceleration or shock rating",
)
# ---------------------------------------------------------------- BZK2451
fq(
    E,
    "What is the input voltage range of the BZK2451?",
    [BZ],
    F.BZ_VIN,
    note="absolute maximum 32 V and the UVLO thresholds 4.2 / 3.8 V are look-alikes",
)
fq(
    E,
    "bzk2451 max output current?",
    [BZ],
    F.BZ_IOUT,
    note="the high-side current limit 2.8 / 3.4 / 4.0 A is a look-alike",
)
fq(
    M,
    "What is the shutdown supply current of the BZK2451 with EN pulled low?",
    [BZ],
    F.BZ_ISD,
    note="the quiescent current 85 / 120 uA (not switching) is a look-alike",
)
fq(
    H,
    "Within which limits is the output voltage of the BZK2451-33 specified?",
    ["BZK2451-33"],
    F.BZ_VOUT33,
    note="stacked per fixed version; the -50 row (4.925 / 5.000 / 5.075 V), the feedback voltage "
    "0.788-0.812 V and the -AD range 0.8-12 V are look-alikes",
)
ie(
    E,
    "bzk2451 output ripple in mv at 2a load?",
    [BZ],
    "no output ripple is given; only capacitor recommendations",
)
# ---------------------------------------------------------------- BHX-22M
fq(
    E,
    "bhx-22m supply voltage range?",
    [BH],
    F.BH_VDD,
    note="the absolute maximum 6.0 V is a look-alike",
)
fq(
    E,
    "How accurate is the BHX-22M's humidity reading at 25 " + F.DEG + " between 10 and 90 %RH?",
    [BH],
    F.BH_RHACC,
    note="+/-5 %RH over 0-100 %RH, repeatability +/-0.3 and hysteresis +/-0.8 %RH are look-alikes",
)
fq(
    M,
    "What is the standby current of the bare BHX-22 sensor between readings?",
    ["BHX-22"],
    F.BH_STBY,
    note="the module's about 1.3 mA with its LED and the 1.5 / 2.5 mA measuring current are "
    "look-alikes",
)
fq(
    M,
    "bhx-22m humidity response time?",
    [BH],
    F.BH_RESP,
    note="the temperature response 10 s, the 2 s sampling interval and the 1 s power-up wait are "
    "look-alikes",
)
ie(
    M,
    "how much does the bhx-22m temperature reading drift per year?",
    [BH],
    "a long-term drift is given for humidity only",
    F.BH_RHDRIFT,
)
# ---------------------------------------------------------------- LUW-31
fq(
    E,
    "What supply voltage does the LUW-31 module need?",
    [LU],
    F.LU_VCC,
    note="the absolute maximum 3.9 V and the I/O limit 3.6 V are look-alikes",
)
fq(
    E,
    "luw-31 default baud rate for the at commands?",
    [LU],
    F.LU_BAUD,
    note="the ROM boot messages at 74880 bps and the settable range 300-921600 bps are look-alikes",
)
fq(
    M,
    "What is the LUW-31's deep-sleep current?",
    [LU],
    F.LU_DS,
    note="light-sleep 0.9 mA, modem-sleep 16 mA and power-off 0.5 uA are look-alikes",
)
fq(
    H,
    "What receiver sensitivity does the LUW-31 specify for 802.11g at 54 Mbps?",
    [LU],
    F.LU_RX54,
    note="stacked per standard and rate (-97 / -91 / -75 / -72 dBm); the +16 dBm transmit power "
    "for 802.11g is a look-alike",
)
ie(
    E,
    "What is the Bluetooth LE transmit power of the LUW-31?",
    [LU],
    "the module is Wi-Fi only; only Wi-Fi transmit powers are given",
)
# ---------------------------------------------------------------- LRV-05
fq(E, "lrv-05 supply voltage?", [LR], F.LR_VCC)
fq(
    E,
    "How much supply current does the LRV-05 draw at 5 V?",
    [LR],
    F.LR_ICC5,
    note="stacked per VCC (2.6 / 3.5 mA at 3.3 V); the extra 1.5 mA with the DO LED on and the "
    "15 mA DO sink current are look-alikes",
)
fq(
    M,
    "What is the maximum low-level output voltage of the LRV-05's DO pin?",
    [LR],
    F.LR_VOL,
)
fq(
    M,
    "how fast does the lrv-05 react when it goes dark?",
    [LR],
    F.LR_DECAY,
    note="the photoresistor's decay time; the 20 ms rise time (to bright) is a look-alike",
)
ie(
    E,
    "How accurate is the LRV-05 in lux?",
    [LR],
    "the sheet says the module is not calibrated and no accuracy in lux is specified",
    F.LR_NOLUX,
)
# ---------------------------------------------------------------- TKA4614
fq(
    E,
    "What supply voltage range does the TKA4614 accept?",
    [TK],
    F.TK_VDD,
    note="the absolute maximum 7.0 V is a look-alike",
)
fq(E, "tka4614 packages?", [TK], F.TK_PKG)
fq(
    M,
    "tka4614 vih at 3.3v supply?",
    [TK],
    F.TK_VIH33,
    note="stacked per VDD: 3.5 V at VDD = 5.0 V is the look-alike",
)
fq(
    H,
    "How much current can each TKA4614 grid output sink?",
    [TK],
    F.TK_GRID,
    note="the absolute maximum grid current 200 mA and the segment source currents (20 / 25 / 40 "
    "and 20 / 30 / 50 mA) are look-alikes",
)
ie(
    E,
    "tka4614 i2c address?",
    [TK],
    "the two-wire interface is not I2C and there is no device address",
    F.TK_NOADDR,
)
# ---------------------------------------------------------------- MZC4072
fq(
    E,
    "What is the float (charge termination) voltage of the MZC4072-42?",
    ["MZC4072-42"],
    F.MZ_FLOAT42,
    note="the MZC4072-435 row (4.307 / 4.350 / 4.394 V) is a look-alike",
)
fq(
    E,
    "mzc4072 input voltage range?",
    [MZ],
    F.MZ_VIN,
    note="absolute maximum 8.0 V, the overvoltage lockout 6.8 V and the UVLO 3.8 V are look-alikes",
)
fq(
    M,
    "What is the maximum programmable charge current of the MZC4072?",
    [MZ],
    F.MZ_ICHG,
    note="the 920 / 1000 / 1080 mA tolerance row at RPROG = 1.2 kOhm and the 1200 mA absolute "
    "maximum BAT current are look-alikes",
)
fq(
    H,
    "mzc4072 battery drain when the charger input is unplugged?",
    [MZ],
    F.MZ_IREV,
    note="the input supply currents in standby (55 / 100 uA) and shutdown (40 / 80 uA) are "
    "look-alikes",
)
ie(
    M,
    "How long is the MZC4072's charge safety timer?",
    [MZ],
    "the sheet says there is no charge timer",
    F.MZ_NOTIMER,
)
