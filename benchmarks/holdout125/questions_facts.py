"""Factual questions of the hundred-and-twenty-fifth hold-out set (42: 34 with items, 8
whose answer is not in the sheets)."""

from __future__ import annotations

import facts as F
from qkit import AL, CN, DL, DZ, IE, MR, PG, TN, VL, Fact, join, q

E, M, H = "easy", "medium", "hard"
N = iter(range(1, 100))


def fq(diff: str, text: str, devs: list[str], *facts: Fact, note: str = "") -> None:
    items, evidence = join(*facts)
    q("f", next(N), diff, "simple", text, devs, items, evidence, note=note)


def ie(diff: str, text: str, devs: list[str], note: str, *facts: Fact) -> None:
    evidence = join(*facts)[1] if facts else []
    q("f", next(N), diff, "simple", text, devs, [], evidence, IE, note)


# ---------------------------------------------------------------- DLT3166
fq(
    E,
    "What is the supply voltage range of the DLT3166 thermocouple converter?",
    [DL],
    F.DL_VDD,
    note="the absolute maximum 6.0 V and the power-on reset threshold 2.3 V are look-alikes",
)
fq(
    M,
    "dlt3166n measurement range?",
    ["DLT3166N"],
    F.DL_RANGE_N,
    note="the K (-200 to +1372) and J (-210 to +1200) columns, the operating range -40 to +125 degC "
    "and the data-format temperatures are look-alikes",
)
fq(
    H,
    "What is the thermocouple temperature error of the DLT3166K between 0 °C and +1000 °C?",
    ["DLT3166K"],
    F.DL_ERR_K_MID,
    note="the other bands (+/-3.0, +/-2.5 degC), the J / N rows and the cold-junction accuracy "
    "+/-1.0 / +/-2.0 degC are look-alikes; the row name is wrapped over two lines",
)
fq(
    E,
    "max spi clock for the dlt3166?",
    [DL],
    F.DL_SCK,
    note="the CS setup time 100 ns is a look-alike",
)
ie(
    E,
    "What is the ESD rating (human-body model) of the DLT3166?",
    [DL],
    "the absolute maximum ratings have no ESD row; the CNR-52U and MRB2585 sheets give ESD "
    "ratings, this one does not",
)
# ---------------------------------------------------------------- ALQ4312
fq(
    E,
    "Which I²C addresses can the ALQ4312 be strapped to with its A0–A2 pins?",
    [AL],
    F.AL_ADDR,
    note="the LED All Call address 0x70, the Sub Call addresses 0x71 / 0x72 / 0x74, the general "
    "call 0x00, the reset byte 0x06 and ALLCALLADR 0xE0 are not strap addresses",
)
fq(
    M,
    "What is the maximum I²C clock frequency supported by the ALQ4312?",
    [AL],
    F.AL_FSCL,
    note="100 / 400 kHz are the lower bus modes; the 25 MHz oscillator and the PWM frequency are "
    "look-alikes",
)
fq(
    H,
    "How much current can each ALQ4312 LED output sink at VDD = 3.0 V (VOL = 0.5 V)?",
    [AL],
    F.AL_IOL30,
    note="12 mA at 2.3 V, 30 mA at 4.5 V, the recommended 30 / 25 mA, the limiting 40 mA and the SDA "
    "sink current 25 mA are look-alikes; the row name is wrapped over two lines",
)
fq(
    M,
    "alq4312h max voltage on the led outputs when they're off? want to run 12v strips",
    ["ALQ4312H"],
    F.AL_VOFF_H,
    note="the ALQ4312 column (5.5 V) and the limiting value +24 V are look-alikes",
)
ie(
    M,
    "What is the junction-to-ambient thermal resistance of the ALQ4312 in the TSSOP-10 package?",
    [AL],
    "the sheet gives no thermal data; the ground current 150 mA and the storage temperature are "
    "not thermal resistance",
)
# ---------------------------------------------------------------- VLB-36
fq(
    E,
    "What input voltage range does the VLB-36 boost module accept?",
    [VL],
    F.VL_VIN,
    note="the VLB-36H column (3.5-32 V) and the output range 5-28 V are look-alikes",
)
fq(
    M,
    "vlb-36h adjustable output voltage range?",
    ["VLB-36H"],
    F.VL_VOUT_H,
    note="the VLB-36 column (5-28 V) and the VLB-36H input range 3.5-32 V are look-alikes",
)
fq(
    H,
    "What is the maximum output current of the VLB-36 when boosting 5 V to 12 V?",
    [VL],
    F.VL_I512,
    note="the switch current limit 2.0 A, the computed input current 1.07 A and the VLB-36H 5 V -> "
    "12 V row (1.5 A) are look-alikes",
)
fq(
    E,
    "vlb-36h no-load current?",
    ["VLB-36H"],
    F.VL_NOLOAD_H,
    note="the VLB-36 column 2.5 mA is a look-alike; the row name is wrapped over two lines",
)
ie(
    E,
    "vlb-36 output ripple at full load?",
    [VL],
    "the sheet gives no output ripple or noise figure",
)
# ---------------------------------------------------------------- TNT-SSR
fq(
    E,
    "What load current can one channel of the TNT-SSR2-05 switch at 25 °C ambient?",
    ["TNT-SSR2-05"],
    F.TN_I25,
    note="1.5 A at 40 degC, 1.0 A at 55 degC, the surge current 20 A, the minimum load 50 mA and "
    "the T2A fuse are look-alikes",
)
fq(
    M,
    "tnt-ssr load voltage range?",
    [TN],
    F.TN_VLOAD,
    note="the Min / Max columns give 75-264 VAC; the note 'rated 100-240 VAC' and the isolation "
    "2500 VAC are look-alikes",
)
fq(
    H,
    "What continuous load current is allowed per channel on the TNT-SSR at 55 °C ambient?",
    [TN],
    F.TN_I55,
    note="the 25 degC (2.0 A) and 40 degC (1.5 A) rows stacked in the same cell are look-alikes",
)
fq(
    E,
    "tnt-ssr2-12 supply voltage?",
    ["TNT-SSR2-12"],
    F.TN_DC12,
    note="the -05 columns (4.5-5.5 V) and the CH input levels (2.5-12 V) are look-alikes",
)
ie(
    E,
    "What is the rated electrical life (number of switching operations) of the TNT-SSR modules?",
    [TN],
    "no life figure is given; the turn-on / turn-off times and the surge current are not a life "
    "rating",
)
# ---------------------------------------------------------------- CNR-52U
fq(
    E,
    "What supply voltage range does the CNR-52U BLE module accept?",
    [CN],
    F.CN_VCC,
    note="the absolute maximum 3.9 V is a look-alike",
)
fq(
    E,
    "cnr-52u default baud rate?",
    [CN],
    F.CN_BAUD,
    note="only in prose; the configurable range 1200-921600 bps and the AT+BAUD code table are "
    "look-alikes",
)
fq(
    M,
    "What is the current consumption of the CNR-52U in system-off mode?",
    [CN],
    F.CN_OFF,
    note="sleep with RTC 4.5 uA, advertising 158 uA and connected idle 0.41 mA are look-alikes",
)
fq(
    H,
    "cnr-52u rx sensitivity on the 1m phy?",
    [CN],
    F.CN_RXS,
    note="-93 dBm (2M PHY) and -103 dBm (Coded PHY) are stacked in the same cell",
)
fq(
    M,
    "What is the maximum transmit power of the CNR-52U?",
    [CN],
    F.CN_TXP,
    note="the default 0 dBm, the minimum -20 dBm and the RF input limit +10 dBm are look-alikes",
)
ie(
    M,
    "What is the gain of the CNR-52U's PCB trace antenna in dBi?",
    [CN],
    "the 3 dBi figure is the external dipole used for the CNR-52UX range; the PCB antenna gain is "
    "not given",
)
# ---------------------------------------------------------------- DZS-7C
fq(
    E,
    "What supply voltage does the DZS-7C soil-moisture probe need?",
    [DZ],
    F.DZ_VCC,
    note="the output voltages and the 3.3 V / 5.0 V test conditions are look-alikes",
)
fq(
    M,
    "dzs-7c analog output range when powered from 5v?",
    [DZ],
    F.DZ_AOUT5,
    note="the 3.3 V row (1.0-2.5 V) and the dry-air / water values 2.95 / 1.35 V are look-alikes",
)
fq(
    E,
    "how long after power-up do i have to wait before reading the dzs-7c?",
    [DZ],
    F.DZ_SETTLE,
    note="the row name is wrapped over two lines",
)
fq(
    E,
    "What is the ingress protection rating of the DZS-7C-W?",
    ["DZS-7C-W"],
    F.DZ_IP,
    note="the bare DZS-7C has none",
)
ie(
    M,
    "dzs-7c output temperature coefficient (mv per °c)?",
    [DZ],
    "the sheet only says that readings change with soil temperature; no coefficient is given",
    F.DZ_CAL,
)
# ---------------------------------------------------------------- PGO-130
fq(
    E,
    "Which I²C addresses can the PGO-130 OLED module use?",
    [PG],
    F.PG_ADDR,
    F.PG_ADDR_P2,
    note="the control bytes 0x00 / 0x40 are not addresses",
)
fq(
    E,
    "pgo-130 supply voltage range?",
    [PG],
    F.PG_VCC,
)
fq(
    M,
    "How much current does the PGO-130B draw with all pixels on?",
    ["PGO-130B"],
    F.PG_IB,
    note="the PGO-130W column (31 mA), typical text 9 / 11 mA and the sleep current are look-alikes",
)
fq(
    E,
    "pgo-130 max i2c clock?",
    [PG],
    F.PG_FSCL,
)
ie(
    E,
    "What is the luminance (brightness in cd/m²) of the PGO-130W?",
    ["PGO-130W"],
    "no luminance is given; the lifetime to 50 % brightness is not a brightness",
)
# ---------------------------------------------------------------- MRB2585
fq(
    E,
    "What is the pressure measurement range of the MRB2585?",
    [MR],
    F.MR_RANGE,
    note="the overpressure 2000 kPa is a look-alike",
)
fq(
    E,
    "mrb2585 i2c address?",
    [MR],
    F.MR_ADDR,
    note="CHIP_ID 0x85 and the soft-reset byte 0xB6 are look-alikes",
)
fq(
    H,
    "What is the absolute pressure accuracy of the MRB2585 between 950 and 1050 hPa?",
    [MR],
    F.MR_ACC,
    note="+/-1.0 hPa over the full range, the relative accuracy +/-0.06 hPa and the long-term "
    "stability +/-1.0 hPa are look-alikes",
)
fq(
    M,
    "mrb2585 sleep current?",
    [MR],
    F.MR_SLEEP,
    note="3.2 uA at 1 Hz in ULP mode and the 680 uA peak are look-alikes",
)
fq(
    M,
    "What interface supply voltage (VDDIO) range does the MRB2585 allow?",
    [MR],
    F.MR_VDDIO,
    note="VDD 1.71-3.6 V and the absolute maximum 4.0 V are look-alikes",
)
ie(
    E,
    "mrb2585 humidity accuracy?",
    [MR],
    "the MRB2585 measures pressure and temperature only",
)
