"""Factual questions of the hundred-and-fifty-seventh hold-out set (42: 34 with items, 8
whose answer is not in the sheets)."""

from __future__ import annotations

import facts as F
from qkit import BQ, FX, GW, IE, NK, QI, UP, VM, ZR, Fact, join, q

E, M, H = "easy", "medium", "hard"
N = iter(range(1, 100))


def fq(diff: str, text: str, devs: list[str], *facts: Fact, note: str = "") -> None:
    items, evidence = join(*facts)
    q("f", next(N), diff, "simple", text, devs, items, evidence, note=note)


def ie(diff: str, text: str, devs: list[str], note: str, *facts: Fact) -> None:
    evidence = join(*facts)[1] if facts else []
    q("f", next(N), diff, "simple", text, devs, [], evidence, IE, note)


# ---------------------------------------------------------------- NKU-CSM4
fq(
    E,
    "What supply voltage range does the NKU-CSM4-50 soil moisture sensor accept?",
    ["NKU-CSM4-50"],
    F.NK_VCC50,
    note="the -33 column (3.0-3.6 V), the 3.0 V regulator output and the 6.0 V absolute maximum "
    "are look-alikes",
)
fq(
    M,
    "nku-csm4-33 running off 3v3 - what voltage should i see on aout with the probe sitting in a "
    "glass of water?",
    ["NKU-CSM4-33"],
    F.NK_AOUT_WATER33,
    note="stacked per probe condition (2.45 / 2.20 / 1.45 / 1.05 V); the -50 column (1.20 V in "
    "water) and the dry-air value are look-alikes",
)
fq(
    H,
    "I switch an NKU-CSM4-50 on from 5 V only when I take a reading. How long after power-on do I "
    "have to wait before AOUT is valid, and how much current does the board draw while it is on?",
    ["NKU-CSM4-50"],
    F.NK_SETTLE50,
    F.NK_I50,
    note="-50 column: 200 / 400 ms and 5.6 / 7.5 mA; the -33 column (150 / 300 ms, 4.8 / 6.5 mA) "
    "and the 'about 5 mA' quick fact are look-alikes",
)
fq(
    M,
    "What ambient temperature range is the NKU-CSM4-33 (3.3 V version) rated to operate in?",
    ["NKU-CSM4-33"],
    F.NK_TOP33,
    note="two-line row name; the -50 column (0 ... +60 degC) and the storage range -20 ... +70 "
    "degC are look-alikes",
)
fq(
    E,
    "whats the highest voltage the nku-csm4-50 will ever put out on its aout pin?",
    ["NKU-CSM4-50"],
    F.NK_AOUTMAX50,
    note="3.0 V (regulator-limited); the -33 entry is an expression (0.8 x VCC), the dry-air "
    "reading 2.80 V is typical only",
)
ie(
    M,
    "What accuracy in % volumetric water content does the NKU-CSM4 soil sensor achieve?",
    [NK],
    "no moisture accuracy or %VWC calibration is given; the sheet says to record dry and wet "
    "readings and map them in software",
)
# ---------------------------------------------------------------- ZRQ5712
fq(
    E,
    "What is the sensitivity of the ZRQ5712-30A in mV/A?",
    ["ZRQ5712-30A"],
    F.ZR_SENS30,
    note="column group per grade; the -05B (180 mV/A) and -20A (96 mV/A) columns are look-alikes",
)
fq(
    E,
    "zrq5712 current draw from its 5v supply?",
    [ZR],
    F.ZR_ICC,
    note="10 / 13 mA; the output source / sink limits 3 / 10 mA and the 100 A overcurrent "
    "tolerance are look-alikes",
)
fq(
    H,
    "For the ZRQ5712-05B: what is the total output error over its full temperature range, and "
    "which ambient temperature range does that grade cover?",
    ["ZRQ5712-05B"],
    F.ZR_ERR05,
    F.ZR_TA05,
    note="total output error stacked per temperature (1.5 % at 25 degC, 4.0 % over range); the "
    "grade letter B means -40 ... 85 degC, given only in prose; the -20A / -30A columns and the "
    "A range (-20 degC) are look-alikes",
)
fq(
    E,
    "What output voltage does the ZRQ5712 give when no current flows through it, with VCC = 5 V?",
    [ZR],
    F.ZR_VQ,
    note="2.50 V under a two-line name; the full-scale output voltages and the 5 V supply are "
    "look-alikes",
)
ie(
    M,
    "What creepage distance and working isolation voltage does the ZRQ5712 have under IEC 62368-1?",
    [ZR],
    "only a 2100 VRMS dielectric type test is given and the sheet says the part is not certified "
    "to a safety standard",
    F.ZR_ISO,
)
# ---------------------------------------------------------------- FXD4816
fq(
    E,
    "What supply voltage range does the FXD4816 PWM driver support?",
    [FX],
    F.FX_VDD,
    note="the limiting value 6.0 V and the 5.5 V input tolerance are look-alikes",
)
fq(
    M,
    "fxd4816 sleep current at 3.3v?",
    [FX],
    F.FX_STB33,
    note="stacked per VDD (1.5 / 10 uA at 3.3 V, 2.2 / 15 uA at 5.5 V); the operating IDD 4 / 8 mA "
    "is a look-alike",
)
fq(
    H,
    "How much current can each FXD4816 LED output sink when VDD is 3.0 V, and what is the limit "
    "for all sixteen outputs together?",
    [FX],
    F.FX_IOL30,
    F.FX_IOLTOT,
    note="stacked per VDD (12 / 18 / 25 mA minimum); the SDA sink current 20 mA, the limiting "
    "value +/-25 mA per pin and ISS 400 mA are look-alikes",
)
fq(
    M,
    "Which I²C address does an FXD4816 answer at with A0 to A5 all tied to ground, and how fast "
    "may SCL run?",
    [FX],
    F.FX_ADDR40,
    F.FX_FSCL,
    note="0x40 and 0 ... 1000 kHz; the write byte 0x80, the All Call address 0x70 and the ALLCALLADR "
    "reset value 0xE0 are look-alikes",
)
fq(
    E,
    "What is the operating temperature range of the FXD4816Q?",
    ["FXD4816Q"],
    F.FX_Q_TEMP,
    note="the FXD4816 (-40 ... +85 degC) and the storage range -65 ... +150 degC are look-alikes",
)
ie(
    M,
    "What is the junction-to-ambient thermal resistance of the FXD4816 in TSSOP28?",
    [FX],
    "no thermal resistance is given; only Ptot 400 mW and the temperature ranges",
)
# ---------------------------------------------------------------- BQK-LT2
fq(
    E,
    "What frequency range does the BQK-LT2-915 cover?",
    ["BQK-LT2-915"],
    F.BQ_BAND915,
    note="the BQK-LT2-868 row (863 ... 870 MHz) and the 32 MHz TCXO are look-alikes",
)
fq(
    M,
    "bqk-lt2-868 rx sensitivity at sf12 / 125 khz?",
    ["BQK-LT2-868"],
    F.BQ_SENS868,
    note="stacked per SF (-124 / -133 / -137 dBm); the -915 column (-136 dBm) is a look-alike",
)
fq(
    M,
    "How much current does the BQK-LT2-915 draw while transmitting at +17 dBm?",
    ["BQK-LT2-915"],
    F.BQ_TX17_915,
    note="stacked per power (125 / 90 / 31 / 21 mA); the -868 column (87 mA) and the +20 dBm "
    "figure are look-alikes",
)
fq(
    H,
    "What is the lowest supply voltage the BQK-LT2 runs from, and how high must VDD be if I want "
    "the full +20 dBm output?",
    [BQ],
    F.BQ_VDD,
    F.BQ_VDD20,
    note="1.8 V general minimum, 2.4 V for +20 dBm (two-line row name); the 3.9 V absolute maximum "
    "is a look-alike",
)
ie(
    M,
    "What frequency tolerance in ppm does the BQK-LT2's TCXO have?",
    [BQ],
    "the 32 MHz TCXO is named but no ppm figure is given",
    F.BQ_TCXO,
)
# ---------------------------------------------------------------- GWP1748
fq(
    E,
    "What is the I²C address of the GWP1748 fuel gauge?",
    [GW],
    F.GW_ADDR,
    note="7-bit 0x36; the write / read bytes 0x6C / 0x6D and the register addresses are look-alikes",
)
fq(
    M,
    "gwp1748 shutdown current?",
    [GW],
    F.GW_SHDN,
    note="500 / 2000 nA in a row with a unit per line; the hibernate current 4 / 6 uA and the active "
    "current 23 / 40 uA are look-alikes",
)
fq(
    E,
    "What supply voltage range does the GWP1748H accept?",
    ["GWP1748H"],
    F.GW_VDD_H,
    note="column group per version: GWP1748H 2.5 ... 4.6 V; the GWP1748 column (4.5 V) and the "
    "absolute maximum 6.0 V are look-alikes",
)
fq(
    M,
    "How accurate is the GWP1748's cell-voltage measurement at 25 °C, and how big is one LSB of "
    "the VCELL reading?",
    [GW],
    F.GW_ERR25,
    F.GW_RES,
    note="+/-7.5 mV at 25 degC (over the range +/-20 mV) and 78.125 uV; the bilingual two-line "
    "row names carry the answer",
)
ie(
    M,
    "What state-of-charge accuracy in % does the GWP1748 guarantee?",
    [GW],
    "no SOC accuracy is given; only the VCELL measurement error in mV",
)
# ---------------------------------------------------------------- QIR9614
fq(
    E,
    "What object temperature range can the QIR9614 measure?",
    [QI],
    F.QI_RANGE,
    note="the ambient (sensor) range -40 ... +125 degC is a look-alike",
)
fq(
    E,
    "qir9614-b3 current draw in sleep mode?",
    ["QIR9614-B3"],
    F.QI_SLEEP_B3,
    note="2.5 / 5 uA; the -A5 has no sleep mode ('n/a'); the normal supply current 1.1 / 1.7 mA is a "
    "look-alike",
)
fq(
    M,
    "Which SMBus clock frequencies does the QIR9614 support, and what is its default address?",
    [QI],
    F.QI_FSMB,
    F.QI_ADDR,
    note="10 ... 100 kHz (a minimum, not 0) and 0x5A; 400 kHz is explicitly not supported",
)
fq(
    H,
    "My QIR9614 sits at room temperature (25 °C) and looks at a cup of tea at about 40 °C. How "
    "accurate is the reading, and what resolution do I get over SMBus?",
    [QI],
    F.QI_ACC,
    F.QI_RES,
    note="accuracy stacked per temperature region: Ta 0 ... 50 degC and To 0 ... 60 degC gives "
    "+/-0.5 degC; resolution 0.02 degC (PWM 0.14 degC is a look-alike)",
)
fq(
    E,
    "supply voltage range for the qir9614-a5?",
    ["QIR9614-A5"],
    F.QI_VDD_A5,
    note="the -B3 column (2.6 ... 3.6 V) and the 7 V over-voltage rating are look-alikes",
)
ie(
    M,
    "Which infrared wavelength band does the QIR9614's optical filter pass?",
    [QI],
    "no spectral band or filter wavelength is given",
)
# ---------------------------------------------------------------- VMX-302 / VMX-303
fq(
    E,
    "What voltage range can the VMX-303 panel meter measure?",
    ["VMX-303"],
    F.VM_RANGE303,
    note="the VMX-302 (4.5 ... 30.0 V), the supply 4.0 ... 30.0 V and the 110 V limit are "
    "look-alikes",
)
fq(
    E,
    "vmx-302 - what supply voltage does it need?",
    [VM],
    F.VM_SUP302,
    note="4.5 ... 30.0 V; the VMX-303 column (4.0 V) and the 33 V absolute limit are look-alikes",
)
fq(
    M,
    "How accurate is the VMX-303, and what resolution does it show for voltages of 10 V and above?",
    ["VMX-303"],
    F.VM_ACC303,
    F.VM_RES,
    note="+/-0.5 % of reading + 1 digit (VMX-302: +/-1 %) and 0.1 V (0.01 V below 10 V); the "
    "+/-5 % trimmer range is a look-alike",
)
ie(
    M,
    "What input resistance does the VMX-302 present to the voltage it measures?",
    [VM],
    "the VMX-302 column says n/a; the 100 kOhm belongs to the VMX-303 yellow wire",
    F.VM_RIN,
)
# ---------------------------------------------------------------- UPB-52C / UPB-52CD
fq(
    E,
    "What output voltage does the UPB-52CD give on its USB-A socket?",
    ["UPB-52CD"],
    F.UP_VOUT_CD,
    note="column group per version: 5.00 / 5.15 / 5.30 V; the UPB-52C column (4.95 / 5.10 / 5.25 V) "
    "is a look-alike",
)
fq(
    H,
    "upb-52c max output current once the cell has sagged to 3.0 v?",
    [UP],
    F.UP_IOUT30,
    note="stacked per battery voltage (1.2 / 2.0 / 2.0 A); the headline 2 A and the UPB-52CD column "
    "(1.5 A) are look-alikes",
)
fq(
    M,
    "With the output switched off and no charger connected, how much current does the UPB-52CD "
    "take from the cell?",
    ["UPB-52CD"],
    F.UP_STBY_CD,
    note="80 / 150 uA; the UPB-52C column (25 / 50 uA) and the 30 / 45 mA light-load thresholds are "
    "look-alikes",
)
fq(
    M,
    "In what ambient temperature range may the UPB-52C charge its cell?",
    [UP],
    F.UP_TCHG,
    note="stacked per mode: charging 0 ... +45 degC; discharging -10 ... +60 degC is a look-alike",
)
ie(
    H,
    "How much current does the UPB-52C draw from the USB-C charger at most while charging?",
    [UP],
    "only the charge current into the cell (1.0 A) is given, not the input current from the charger",
    F.UP_CHG,
)
