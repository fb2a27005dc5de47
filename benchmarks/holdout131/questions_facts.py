"""Factual questions of the hundred-and-thirty-first hold-out set (42: 34 with items, 8
whose answer is not in the sheets)."""

from __future__ import annotations

import facts as F
from qkit import AZ, CL, DV, HF, IE, OK, PZ, RH, TH, Fact, join, q

E, M, H = "easy", "medium", "hard"
N = iter(range(1, 100))


def fq(diff: str, text: str, devs: list[str], *facts: Fact, note: str = "") -> None:
    items, evidence = join(*facts)
    q("f", next(N), diff, "simple", text, devs, items, evidence, note=note)


def ie(diff: str, text: str, devs: list[str], note: str, *facts: Fact) -> None:
    evidence = join(*facts)[1] if facts else []
    q("f", next(N), diff, "simple", text, devs, [], evidence, IE, note)


# ---------------------------------------------------------------- AZM3108
fq(
    E,
    "What supply voltage range does the AZM3108 magnetometer accept on VDD?",
    [AZ],
    F.AZ_VDD,
    note="VDDIO 1.62-3.6 V, the absolute maximum 4.0 V and the feature line are look-alikes",
)
fq(
    M,
    "azm3108 standby current?",
    [AZ],
    F.AZ_STANDBY,
    note="the power-down current 0.3 / 1 uA, the 55 / 480 uA continuous-mode currents and the "
    "1.1 mA peak are look-alikes",
)
fq(
    E,
    "what i2c addresses can the azm3108 be set to?",
    [AZ],
    F.AZ_ADDR,
    note="only in prose; the register addresses 0x00-0x0C and WHO_AM_I 0x4D are decoys",
)
fq(
    H,
    "What is the highest I²C clock frequency the AZM3108 supports when VDDIO is 3.3 V?",
    [AZ],
    F.AZ_FSCL,
    note="stacked per VDDIO band; 400 kHz belongs to VDDIO = 1.62-1.95 V",
)
fq(
    M,
    "What is the sensitivity of the AZM3108 in its ±8 gauss full-scale range?",
    [AZ],
    F.AZ_SENS8,
    note="stacked per range setting; 12 000 and 1500 LSB/gauss belong to +/-2 and +/-16 gauss",
)
ie(
    E,
    "What is the temperature coefficient of the AZM3108's sensitivity?",
    [AZ],
    "no temperature coefficient is given; the temperature-sensor accuracy +/-3 C and "
    "resolution 0.125 C are not it",
)
# ---------------------------------------------------------------- DVC7212
fq(
    E,
    "What supply voltage range does the DVC7212 DAC need?",
    [DV],
    F.DV_VDD,
    note="the limiting value 6.5 V and the VREF range 1.0 V ... VDD are look-alikes",
)
fq(
    M,
    "dvc7212b supply current at 5v?",
    ["DVC7212B"],
    F.DV_IDD_B5,
    note="column groups per version: 260 / 380 uA is the DVC7212A; power-down 0.3 / 1.0 uA",
)
fq(
    H,
    "What is the maximum SPI clock frequency of the DVC7212 when it runs from a 3.3 V supply?",
    [DV],
    F.DV_SCLK33,
    note="stacked per VDD band; the feature line's 50 MHz applies to VDD = 3.6-5.5 V",
)
fq(
    M,
    "Which package is the DVC7212B supplied in?",
    ["DVC7212B"],
    F.DV_PKG_B,
    note="SOT23-6 is the DVC7212A; SOT505-1 is the outline version code",
)
fq(
    E,
    "dvc7212 operating temperature range?",
    [DV],
    F.DV_TOPR,
    note="storage -65 ... +150 C and junction 150 C are look-alikes",
)
ie(
    E,
    "what's the output noise density of the dvc7212?",
    [DV],
    "no noise figure is given (INL, DNL, offset, gain error, settling and glitch-free "
    "power-down only)",
)
# ---------------------------------------------------------------- RHV1660
fq(
    E,
    "What input supply voltage range does the RHV1660 charge pump accept?",
    [RH],
    F.RH_VIN,
    note="the absolute maximum +10.5 V is a look-alike",
)
fq(
    M,
    "rhv1660 no-load supply current at 5v with fc left open?",
    [RH],
    F.RH_IQ5,
    note="170 / 300 uA at 10 V and 650 / 1100 uA with FC = V+ are look-alikes",
)
fq(
    H,
    "What operating temperature range is the RHV1660ESA rated for?",
    ["RHV1660ESA"],
    F.RH_ESA,
    note="only per grade in the ordering table and the leader list; the C grade is 0 to +70 C, "
    "storage -65 to +160 C",
)
fq(
    M,
    "how much load current can the rhv1660 deliver?",
    [RH],
    F.RH_IL,
)
ie(
    E,
    "What is the shutdown current of the RHV1660?",
    [RH],
    "the sheet says there is no shutdown input; the no-load supply current is not a shutdown "
    "current",
    F.RH_NOSHDN,
)
# ---------------------------------------------------------------- HFQ-12
fq(
    E,
    "What flow range does the HFQ-12 water-flow sensor measure?",
    [HF],
    F.HF_RANGE12,
    note="column groups per thread size: 0.3-6 L/min is the HFQ-14, 2-60 L/min the HFQ-34",
)
fq(
    E,
    "hfq-34 working voltage?",
    ["HFQ-34"],
    F.HF_VCC34,
    note="the HFQ-14 column stops at 12 V",
)
fq(
    M,
    "how much current does the hfq-12 draw at 5v?",
    [HF],
    F.HF_I12,
    note="10 mA is the HFQ-14; 10 mA output sink current is a look-alike",
)
fq(
    M,
    "What operating humidity range is specified for the HFQ-12?",
    [HF],
    F.HF_RH,
)
ie(
    M,
    "what's the pressure drop across the hfq-12 at 30 l/min?",
    [HF],
    "no pressure loss is given; 1.75 MPa is the maximum water pressure",
)
# ---------------------------------------------------------------- CLR-610
fq(
    E,
    "What main supply voltage does the CLR-610 GNSS module need?",
    [CL],
    F.CL_VCC,
    note="V_BCKP 1.5-4.3 V and the absolute maximum 4.5 V are look-alikes",
)
fq(
    M,
    "clr-610 backup mode current?",
    [CL],
    F.CL_BACKUP,
    note="standby 0.6 mA and periodic 5.2 mA are look-alikes",
)
fq(
    E,
    "default baud rate of the clr-610?",
    [CL],
    F.CL_BAUD,
    note="4800-115200 bps are the configurable rates",
)
fq(
    H,
    "How much current does the CLR-610 draw while tracking with GPS only?",
    [CL],
    F.CL_GPSONLY,
    note="stacked per constellation set: 22 mA (GPS + GLONASS + Galileo), 21 mA (GPS + "
    "BeiDou), acquisition 28 mA",
)
fq(
    E,
    "What is the I²C address of the CLR-610?",
    [CL],
    F.CL_ADDR,
)
ie(
    M,
    "What is the CLR-610's average current in periodic mode with one fix per minute?",
    [CL],
    "only one fix every 10 s (5.2 mA) is given",
    F.CL_PERIODIC,
)
# ---------------------------------------------------------------- THP-103
fq(
    E,
    "What temperature range can the THP-103S probe measure?",
    ["THP-103S"],
    F.TH_RANGE_S,
    note="column groups per probe version; the board's -20 ... +70 C is a look-alike",
)
fq(E, "thp-103 board supply voltage?", [TH], F.TH_VCC)
fq(
    M,
    "what's the thermal time constant of the thp-103 probe?",
    [TH],
    F.TH_TAU,
    note="15 s is the THP-103S, 2 s the THP-104",
)
fq(
    M,
    "What ambient temperature range is the THP-103 board itself rated for?",
    [TH],
    F.TH_BOARD_T,
    note="the probe's -20 ... +105 C is a look-alike",
)
ie(
    E,
    "how much hysteresis does the thp-103's do comparator have?",
    [TH],
    "no hysteresis is given for the LM393 output",
)
# ---------------------------------------------------------------- PZA-2312
fq(
    E,
    "What is the operating voltage range of the PZA-2312 buzzer?",
    [PZ],
    F.PZ_VCC,
    note="rated 12 V, absolute maximum 30 V and the PZA-2312T's 3.3 V minimum are look-alikes",
)
fq(
    M,
    "pza-2312 current draw at 24v?",
    [PZ],
    F.PZ_I24,
    note="stacked per supply voltage; 25.5 mA is the PZA-2312T",
)
fq(
    H,
    "What is the operating temperature range of the PZA-2312T module?",
    ["PZA-2312T"],
    F.PZ_TOPR_T,
    note="the PZA-2312 column (-30 ... +85 C), storage and reliability-test temperatures are "
    "look-alikes",
)
fq(
    E,
    "pza-2312t sig input: what voltage counts as high?",
    ["PZA-2312T"],
    F.PZ_VIH,
)
ie(
    E,
    "What sound pressure level does the PZA-2312 give at 1 m?",
    [PZ],
    "only 30 cm figures are given",
)
# ---------------------------------------------------------------- OKX-2204
fq(
    E,
    "What is the operating temperature range of the OKX-2204 optocoupler?",
    [OK],
    F.OK_TOPR,
    note="storage -55 ... +125 C and soldering 260 C are look-alikes",
)
fq(
    M,
    "okx-2204 max collector current?",
    [OK],
    F.OK_IC,
    note="the LED forward current IF (also 50 mA) is an input rating; the 1 A peak forward "
    "current and the 150 mW collector dissipation are look-alikes",
)
fq(
    H,
    "What is the rise time of the OKX-2204's phototransistor output?",
    [OK],
    F.OK_TR,
    note="fall time 4 / 18 us and the 80 kHz cut-off frequency are look-alikes",
)
ie(
    E,
    "okx-2204 cmti rating?",
    [OK],
    "no common-mode transient immunity is given; 5000 Vrms is the isolation voltage",
)
