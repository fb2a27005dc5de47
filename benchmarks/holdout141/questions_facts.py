"""Factual questions of the hundred-and-forty-first hold-out set (42: 34 with items, 8
whose answer is not in the sheets)."""

from __future__ import annotations

import facts as F
from qkit import BV, EM, HB, IE, KV, RA, SV, TK, UD, Fact, join, q

E, M, H = "easy", "medium", "hard"
N = iter(range(1, 100))


def fq(diff: str, text: str, devs: list[str], *facts: Fact, note: str = "") -> None:
    items, evidence = join(*facts)
    q("f", next(N), diff, "simple", text, devs, items, evidence, note=note)


def ie(diff: str, text: str, devs: list[str], note: str, *facts: Fact) -> None:
    evidence = join(*facts)[1] if facts else []
    q("f", next(N), diff, "simple", text, devs, [], evidence, IE, note)


# ---------------------------------------------------------------- KVJ-230
fq(
    E,
    "What supply voltage range does the KVJ-230F joystick module accept?",
    ["KVJ-230F"],
    F.KVF_VCC,
    note="the KVJ-230 column (3.0-5.5 V) of the same row, the abs max -16 ... +20 V and the "
    "+5V silkscreen are look-alikes",
)
fq(
    M,
    "kvj-230 x/y output voltage range when it's powered from 5v?",
    [KV],
    F.KV_SWING5,
    note="the 3.3 V row (0.33-2.97 V), the KVJ-230F columns (0.25-3.05 V) and the centre "
    "2.40 / 2.50 / 2.60 V are look-alikes",
)
fq(
    H,
    "How long after power-up does the KVJ-230F give a valid output?",
    ["KVJ-230F"],
    F.KVF_TON,
    note="0.4 / 1 ms in the KVJ-230 columns of the same row are the look-alike; the bilingual "
    "row name is split around the values",
)
fq(
    E,
    "What is the operating temperature range of the KVJ-230?",
    [KV],
    F.KV_TOP,
    note="the KVJ-230F column (-20 ... +70 °C) and the storage range -40 ... +85 °C are "
    "look-alikes",
)
ie(
    E,
    "what's the linearity error of the kvj-230 x axis?",
    [KV],
    "no linearity or non-linearity figure anywhere; sensitivity 80 mV/° and output noise are "
    "near misses",
)

# ---------------------------------------------------------------- BVA2812
fq(
    E,
    "Which serial interface does the BVA2812 ADC use?",
    [BV],
    F.BV_SPI,
)
fq(
    M,
    "What is the maximum SPI clock frequency of the BVA2812-I at VDD = 5 V?",
    ["BVA2812-I"],
    F.BV_SCLK_I5,
    note="the E-grade column (2.2 MHz) and the 2.7 V row (1.1 / 0.9 MHz) are look-alikes; the "
    "row is in the table continued on page 2",
)
fq(
    H,
    "bva2812-e max sample rate when running at 2.7v?",
    ["BVA2812-E"],
    F.BV_RATE_E27,
    note="60 ksps of the I-grade column and 140 / 120 ksps at 5 V are look-alikes",
)
fq(
    M,
    "How much current does the BVA2812-I draw in standby (CS high)?",
    ["BVA2812-I"],
    F.BV_IDDS_I,
    note="the E-grade max 8 uA, the reference current with CS = VDD (0.002 / 3 uA) and the "
    "operating current 330 / 480 uA are look-alikes",
)
ie(
    M,
    "What is the voltage of the BVA2812's internal reference?",
    [BV],
    "the sheet says there is no internal reference; the VREF input range 0.25 V ... VDD is "
    "not an answer",
    F.BV_NOREF,
)

# ---------------------------------------------------------------- UDB-2405
fq(
    E,
    "What input voltage range does the UDB-2405 accept?",
    [UD],
    F.UD_VIN,
    note="abs max 40 V continuous, the 60 V load dump, the 7.2 V start-up and 6.5 V shutdown "
    "voltages are look-alikes",
)
fq(
    M,
    "udb-2405: how much output current can i pull at 85c ambient?",
    [UD],
    F.UD_IOUT85,
    note="2.0 A up to +60 °C and the current limit 2.4 / 2.8 / 3.3 A are look-alikes",
)
fq(
    M,
    "What is the absolute maximum continuous input voltage of the UDB-2405?",
    [UD],
    F.UD_ABS,
    note="the 60 V load-dump pulse, the 36 V operating maximum and the -36 V reverse rating "
    "are look-alikes",
)
fq(
    M,
    "What no-load input current does the UDB-2405 draw from a 24 V supply?",
    [UD],
    F.UD_IQ24,
    note="the 12 V row (4.5 / 7 mA) and the EN-off current 25 / 45 uA are look-alikes",
)
fq(
    E,
    "what ip rating does the udb-2405u have?",
    ["UDB-2405U"],
    F.UD_IPU,
    note="IP67 of the potted UDB-2405 is the look-alike",
)
ie(
    E,
    "What is the dropout voltage of the UDB-2405?",
    [UD],
    "no dropout figure; only the 8 V minimum input and the start-up / shutdown voltages are given",
)

# ---------------------------------------------------------------- EMQ-4731
fq(
    E,
    "What supply voltage does the EMQ-4731 microphone need?",
    [EM],
    F.EM_VDD,
    note="the abs max 4.0 V is the look-alike",
)
fq(
    M,
    "emq-4731 current draw in low-power mode?",
    [EM],
    F.EM_ILP,
    note="standard mode 650 / 780 uA and sleep 12 / 20 uA are stacked in the same cell",
)
fq(
    M,
    "What is the sleep-mode current of the EMQ-4731?",
    [EM],
    F.EM_SLEEP,
    note="the low-power mode 230 / 280 uA in the same stacked cell is the look-alike",
)
fq(
    H,
    "In low-power mode, how long does the EMQ-4731 take to deliver valid data once VDD and the "
    "clock are applied?",
    [EM],
    F.EM_TSTART_LP,
    note="10 ms in standard mode and the 10 ms mode-change time are look-alikes",
)
ie(
    E,
    "how much does the emq-4731 sensitivity drift over temperature?",
    [EM],
    "sensitivity is given only at 25 °C (-26 dBFS +/-1 dB); no temperature coefficient",
)

# ---------------------------------------------------------------- RAS-202
fq(
    E,
    "What AC load voltage range can the RAS-202 switch?",
    [RA],
    F.RA_VLOAD,
    note="the 3-32 V DC control range and the 250 V fuse rating are look-alikes",
)
fq(
    M,
    "ras-202 max load current per channel at room temp?",
    [RA],
    F.RA_ILOAD,
    note="1.2 A at 60 °C, the 20 A surge, the T3.15A fuse and the 0.1 A minimum load are "
    "look-alikes",
)
fq(
    E,
    "What control voltage turns a RAS-202 channel on?",
    [RA],
    F.RA_VON,
    note="the must-release level 1.0 V is the look-alike",
)
fq(
    H,
    "ras-202: how much current does one input draw when it is driven from a 24 v plc output?",
    [RA],
    F.RA_I24,
    note="the stacked rows for 3.3 / 5 / 12 / 32 V (4.5 / 6.5 / 8.5 / 10 mA, max 12 mA) are "
    "look-alikes",
)
ie(
    M,
    "What is the off-state leakage current of the RAS-202 at 120 V AC?",
    [RA],
    "leakage is given only at 240 V AC (1.5 mA max); scaling it to 120 V is a guess",
    F.RA_LEAK,
)

# ---------------------------------------------------------------- HBX3232
fq(
    E,
    "What supply voltage range does the HBX3232 support?",
    [HB],
    F.HB_VCC,
    note="the abs max 6.0 V and the charge-pump V+ 7.0 V are look-alikes",
)
fq(
    M,
    "hbx3232 max data rate?",
    [HB],
    F.HB_RATE,
    note="guaranteed minimum of the maximum data rate, RL = 3 kOhm, CL = 1000 pF",
)
fq(
    M,
    "What is the HBX3232's supply current with no load at VCC = 3.3 V?",
    [HB],
    F.HB_ICC33,
    note="the 5.0 V row (0.5 / 1.5 mA) and the 1 uA shutdown current of the HBX3222E / "
    "HBX3243E siblings are look-alikes",
)
fq(
    H,
    "What minimum logic-high level does the HBX3232 need on its T1IN / T2IN inputs at VCC = 5 V?",
    [HB],
    F.HB_VIH5,
    note="2.0 V at VCC = 3.3 V, VIL 0.8 V and the receiver input thresholds (RS-232 side) are "
    "look-alikes",
)
fq(
    E,
    "hbx3232e operating temperature range?",
    ["HBX3232E"],
    F.HB_TOP_E,
    note="0 ... 70 °C of the HBX3232C and the storage range are look-alikes",
)
ie(
    E,
    "What is the shutdown supply current of the HBX3232?",
    [HB],
    "the HBX3232 has no shutdown mode; the 1 uA of the HBX3222E / HBX3243E siblings in the "
    "selection guide is not an answer",
    F.HB_NOSHDN,
)

# ---------------------------------------------------------------- TKN-N27
fq(
    E,
    "What VBAT supply range does the TKN-N27 need?",
    [TK],
    F.TK_VBAT,
    note="the abs max 4.5 V and the VDD_EXT 1.8 V output are look-alikes",
)
fq(
    M,
    "tkn-n27 current in psm?",
    [TK],
    F.TK_PSM,
    note="power-off 0.9 uA, light sleep 0.45 mA and eDRX 0.22 mA are look-alikes",
)
fq(
    E,
    "What is the default baud rate of the TKN-N27's main UART?",
    [TK],
    F.TK_BAUD,
    note="the 4800-921600 bps range and the fixed 921600 bps debug UART are look-alikes",
)
fq(
    M,
    "tkn-n27 peak current when it transmits? picking a regulator for it",
    [TK],
    F.TK_PEAK,
    note="the burst averages 215 / 230 / 250 mA, the abs max 0.8 A and the 0.5 A design note "
    "are look-alikes",
)
ie(
    E,
    "What is the maximum uplink data rate of the TKN-N27 over the air?",
    [TK],
    "no throughput figure; the UART baud rates (up to 921600 bps) are not the radio data rate",
)

# ---------------------------------------------------------------- SVT-18P
fq(
    E,
    "What temperature range can the silicone-cable SVT-18P-S measure?",
    ["SVT-18P-S"],
    F.SV_RANGE_S,
    note="the PVC column (-20 ... +70 °C), the chip range -55 ... +125 °C and the cable rating "
    "-50 ... +180 °C are look-alikes",
)
fq(
    M,
    "svt-18p accuracy between 0 and 50 c?",
    [SV],
    F.SV_ACC,
    note="+/-1.0 °C (-30 ... +100 °C) and +/-2.0 °C (chip range) are stacked in the same cell",
)
fq(
    M,
    "How long does one SVT-18P temperature conversion take at 11-bit resolution?",
    [SV],
    F.SV_CONV11,
    note="40 / 80 / 320 ms of the other resolutions and the thermal response 9 s / 4 min are "
    "look-alikes",
)
fq(
    E,
    "svt-18p ip rating? it will sit in wet soil all year",
    [SV],
    F.SV_IP,
)
ie(
    E,
    "svt-18p long term drift per year?",
    [SV],
    "no drift or stability figure",
)
