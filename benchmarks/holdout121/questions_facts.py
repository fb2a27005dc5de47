"""Factual questions of the hundred-and-twenty-first hold-out set (42: 34 with items, 8
whose answer is not in the sheets)."""

from __future__ import annotations

import facts as F
from qkit import GO, IE, LQ, NC, NV, QW, SB, TC, TD, Fact, join, q

E, M, H = "easy", "medium", "hard"
N = iter(range(1, 100))


def fq(diff: str, text: str, devs: list[str], *facts: Fact, note: str = "") -> None:
    items, evidence = join(*facts)
    q("f", next(N), diff, "simple", text, devs, items, evidence, note=note)


def ie(diff: str, text: str, devs: list[str], note: str, *facts: Fact) -> None:
    evidence = join(*facts)[1] if facts else []
    q("f", next(N), diff, "simple", text, devs, [], evidence, IE, note)


# ---------------------------------------------------------------- NCM-4120
fq(
    E,
    "What supply voltage does the NCM-4120 CO2 module need?",
    [NC],
    F.NC_VIN,
    note="the absolute maximum 6.0 V and the RXD input limit 5.5 V are look-alikes",
)
fq(
    M,
    "ncm-4120 peak current draw? sizing my 5v supply",
    [NC],
    F.NC_PEAK,
    note="the average current 18 / 25 mA (2 s interval) and 7 / 10 mA (60 s interval), 90 mW "
    "and the 200 mA supply advice are look-alikes",
)
fq(
    E,
    "What is the measuring range of the NCM-4120-5K?",
    ["NCM-4120-5K"],
    F.NC_RANGE5K,
    note="the -2K and -10K columns of the same row are look-alikes",
)
fq(
    H,
    "How accurate is the NCM-4120-10K between 400 and 2000 ppm?",
    ["NCM-4120-10K"],
    F.NC_ACC10K,
    note="+/-50 ppm of the -2K / -5K columns, +/-7 % of reading above 2000 ppm and the "
    "repeatability +/-30 ppm are look-alikes",
)
fq(
    M,
    "how long does the ncm-4120 need to warm up before readings are within spec?",
    [NC],
    F.NC_WARM,
    note="30 s to the first valid reading and the response time T90 120 s are look-alikes",
)
ie(
    E,
    "What is the sleep current of the NCM-4120?",
    [NC],
    "the sheet says there is no sleep or standby mode; the 60 s-interval average current is "
    "not a sleep current",
    F.NC_NOSLEEP,
)
# ---------------------------------------------------------------- LQE9408
fq(
    E,
    "What supply voltage range does the LQE9408 accept?",
    [LQ],
    F.LQ_VCC,
    note="absolute maximum 6.5 V and the power-on reset 1.2 / 1.5 V are look-alikes",
)
fq(
    M,
    "lqe9408a i2c addresses?",
    ["LQE9408A"],
    F.LQ_ADDR_A,
    note="0x20-0x27 belong to the LQE9408; 70h / 71h are 8-bit bus bytes; 00h-03h are "
    "register command bytes",
)
fq(
    M,
    "What is the LQE9408's standby current at VCC = 3.6 V?",
    [LQ],
    F.LQ_STB36,
    note="stacked per VCC; the feature line's 1.1 uA at 5.5 V and the operating current "
    "25 / 50 uA at 3.6 V are look-alikes",
)
fq(
    H,
    "How much current can one LQE9408 P-port pin sink at VCC = 3.0 V while keeping the output "
    "low voltage at 0.5 V?",
    [LQ],
    F.LQ_IOL30,
    note="stacked per VCC (8 / 10 / 14 / 20 mA min); 25 mA recommended maximum, 50 mA absolute "
    "maximum and the 24-mA feature line are look-alikes",
)
ie(
    M,
    "what value are the lqe9408's internal pull-up resistors on the p-port?",
    [LQ],
    "no pull-up resistance is given; the P-port is push-pull with a configuration register",
)
# ---------------------------------------------------------------- SBM-409
fq(
    E,
    "What input voltage range does the SBM-409 boost module accept?",
    [SB],
    F.SB_VIN,
    note="the SBM-409D column (4.5-30 V) and the output range 5-35 V are look-alikes",
)
fq(E, "sbm-409 output voltage range?", [SB], F.SB_VOUT)
fq(
    M,
    "What is the no-load input current of the SBM-409D?",
    ["SBM-409D"],
    F.SB_NL_D,
    note="the SBM-409 column (8 mA) and the EN-off current 80 uA are look-alikes",
)
fq(
    H,
    "how much current can the sbm-409 deliver at 24 v out from a 12 v input?",
    [SB],
    F.SB_I1224,
    note="stacked per Vin -> Vout; the 4 A input limit, the 2.2 A input current and 1.5 A at "
    "19 V are look-alikes",
)
ie(
    E,
    "At what output voltage does the SBM-409's over-voltage protection trip?",
    [SB],
    "no over-voltage protection threshold is given; 35 V is the top of the adjustment range",
)
# ---------------------------------------------------------------- TDR-2J05 / TDR-2J12
fq(
    E,
    "What current can each relay contact of the TDR-2J05 switch with a resistive 230 VAC load?",
    [TD],
    F.TD_CONTACT,
    note="inductive 3 A 250 VAC and 2500 VA are look-alikes",
)
fq(
    E,
    "tdr-2j05 coil voltage?",
    [TD],
    F.TD_COILV,
    note="the logic supply 3.3-5.0 V and the pull-in voltage 3.75 V are look-alikes",
)
fq(
    E,
    "What is the coil resistance of the relays on the TDR-2J12?",
    ["TDR-2J12"],
    F.TD_COILR12,
    note="70 ohm is the TDR-2J05 column",
)
fq(
    M,
    "how much current does the tdr-2j05 pull from jd-vcc with both relays on?",
    [TD],
    F.TD_I2ON,
    note="71 mA per coil, the 62 mA of the TDR-2J12 column, the 2.5 mA input current and the "
    "FAQ's 'about 150 mA from 5 V' for the whole module are look-alikes",
)
ie(
    M,
    "What is the contact resistance of the TDR-2J05 relays?",
    [TD],
    "no contact resistance is given; the coil resistance 70 ohm is a different thing",
)
# ---------------------------------------------------------------- NVG-72
fq(
    E,
    "What supply voltage range does the NVG-72 GNSS module need?",
    [NV],
    F.NV_VCC,
    note="absolute maximum 4.0 V and the backup supply 1.65-3.6 V are look-alikes",
)
fq(
    M,
    "nvg-72 backup current with vcc off?",
    [NV],
    F.NV_BCKPI,
    note="software backup 40 uA (VCC on) and power save 8 mA are look-alikes",
)
fq(
    E,
    "default baud rate of the nvg-72 uart?",
    [NV],
    F.NV_BAUD,
    note="4800 ... 921 600 bps is the configurable range",
)
fq(
    H,
    "What is the maximum navigation update rate of the NVG-72 when it tracks GPS and Galileo "
    "concurrently?",
    [NV],
    F.NV_RATE,
    note="stacked per constellation set: 10 Hz single GNSS, 1 Hz default; the time-pulse "
    "frequency up to 10 MHz is a look-alike",
)
fq(E, "nvg-72 i2c address?", [NV], F.NV_ADDR, note="only in the DDC prose")
ie(
    M,
    "What velocity accuracy does the NVG-72 achieve?",
    [NV],
    "only horizontal position accuracy (2.0 / 1.5 m CEP) and time-pulse accuracy are given",
)
# ---------------------------------------------------------------- QWA7124
fq(
    E,
    "What supply voltage range does the QWA7124 accept?",
    [QW],
    F.QW_VDD,
    note="AVDD 2.6 ... VSUP - 0.1 V (regulator output) and the absolute maximum 6.0 V are "
    "look-alikes",
)
fq(
    M,
    "qwa7124 data rate with the rate pin high?",
    [QW],
    F.QW_ODR80,
    note="10 SPS with RATE low; settling time 50 ms; 27 PD_SCK pulses in the gain table",
)
fq(
    H,
    "What is the QWA7124's full-scale differential input range at gain 64 with AVDD = 5 V?",
    [QW],
    F.QW_FS64,
    note="stacked per gain: +/-20 mV at 128, +/-80 mV at 32; the common-mode range is a look-alike",
)
fq(
    E,
    "qwa7124 power down current?",
    [QW],
    F.QW_PD,
    note="the operating current 1.4 / 1.2 mA is a look-alike",
)
ie(
    M,
    "What is the integral nonlinearity (INL) of the QWA7124?",
    [QW],
    "no linearity figure is given; 'no missing codes' at 24 bit is not an INL",
)
# ---------------------------------------------------------------- GOM-96
fq(
    E,
    "What supply voltage does the GOM-96 OLED module take?",
    [GO],
    F.GO_VCC,
    note="the on-board 3.3 V regulator is a look-alike",
)
fq(
    E,
    "gom-96 i2c address?",
    [GO],
    F.GO_ADDR,
    note="0x78 / 0x7A printed on the board are 8-bit write addresses; 0xAE / 0xCF are commands",
)
fq(
    M,
    "How much current does the GOM-96B draw with all pixels on?",
    ["GOM-96B"],
    F.GO_IB,
    note="column groups per colour: 22 mA white, 21 mA yellow / blue; 7 mA for a text screen",
)
fq(
    M,
    "gom-96 sleep current with the display off?",
    [GO],
    F.GO_SLEEP,
    note="the text-screen current 7-8 mA is a look-alike",
)
ie(
    E,
    "What is the frame rate of the GOM-96 display?",
    [GO],
    "no frame rate is given; the 400 kHz I2C clock is not a frame rate",
)
# ---------------------------------------------------------------- TCQ3855
fq(
    E,
    "What supply voltage range does the TCQ3855 need?",
    [TC],
    F.TC_VCC,
    note="absolute maximum 4.0 V and the power-on reset 2.5 V are look-alikes",
)
fq(
    M,
    "tcq3855k measuring range?",
    ["TCQ3855K"],
    F.TC_RANGEK,
    note="the data-format table (+1600.00, -250.00, -2048 ... +2047.75 C) and the operating "
    "range -40 ... +125 C are look-alikes",
)
fq(
    H,
    "How accurate is the TCQ3855K between +700 °C and +1350 °C?",
    ["TCQ3855K"],
    F.TC_ERRK,
    note="stacked per type and band: +/-2 C below +700 C; cold-junction accuracy +/-2 / +/-3 C "
    "are look-alikes",
)
fq(
    E,
    "What is the conversion time of the TCQ3855?",
    [TC],
    F.TC_CONV,
)
ie(
    M,
    "How well does the TCQ3855 reject 50 Hz mains pickup on the thermocouple leads?",
    [TC],
    "no 50 / 60 Hz rejection figure is given",
)
