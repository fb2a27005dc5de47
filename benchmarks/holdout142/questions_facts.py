"""Factual questions of the hundred-and-forty-second hold-out set (42: 34 with items, 8
whose answer is not in the sheets)."""

from __future__ import annotations

import facts as F
from qkit import GK, HJ, IE, KS, KV, MT, PX, SL, VL, Fact, join, q

E, M, H = "easy", "medium", "hard"
N = iter(range(1, 100))


def fq(diff: str, text: str, devs: list[str], *facts: Fact, note: str = "") -> None:
    items, evidence = join(*facts)
    q("f", next(N), diff, "simple", text, devs, items, evidence, note=note)


def ie(diff: str, text: str, devs: list[str], note: str, *facts: Fact) -> None:
    evidence = join(*facts)[1] if facts else []
    q("f", next(N), diff, "simple", text, devs, [], evidence, IE, note)


# ---------------------------------------------------------------- PXU4710
fq(
    E,
    "What core supply voltage range does the PXU4710 UV sensor need on VDD?",
    [PX],
    F.PX_VDD,
    note="the interface supply VDDIO 1.65-1.95 V and the absolute maximum 4.0 V are look-alikes",
)
fq(
    E,
    "pxu4710 vddio - what voltage does the i/o supply need?",
    [PX],
    F.PX_VDDIO,
    note="VDD 2.4-3.6 V and the VDDIO absolute maximum 2.2 V are look-alikes",
)
fq(
    M,
    "What is the standby current of the PXU4710?",
    [PX],
    F.PX_STBY,
    note="the auto-mode average currents 9.6 / 1.5 uA, the 180 / 260 uA conversion current and "
    "the VDDIO current 14 / 25 uA are look-alikes; 1.5 uA is both the standby maximum and the "
    "10 s-interval average",
)
fq(
    H,
    "How long does one PXU4710 conversion take at 18-bit resolution?",
    [PX],
    F.PX_CONV18,
    note="stacked per resolution (50 / 200 / 800 ms typ); the 2.0 ms start-up time and the "
    "feature line's 50 ... 800 ms are look-alikes",
)
fq(
    E,
    "pxu4710b i2c address?",
    ["PXU4710B"],
    F.PX_ADDR_B,
    note="0x29 belongs to the PXU4710A; 54h / 55h are 8-bit bus bytes; 0x00-0x1A are registers",
)
ie(
    E,
    "What is the ambient-light (lux) measuring range of the PXU4710?",
    [PX],
    "the PXU4710 has only a UV channel; no illuminance range is given",
)
# ---------------------------------------------------------------- KVA-0510 / KVA-0310
fq(
    E,
    "What supply voltage does the KVA-0510 signal amplifier accept?",
    [KV],
    F.KV_VS,
    note="the absolute maximum 32 V, the -32 V reverse rating and the 9 V LED threshold are "
    "look-alikes",
)
fq(
    E,
    "kva-0310 input range?",
    ["KVA-0310"],
    F.KV_IN0310,
    note="the KVA-0510 column (0-5 V), the output range 0-10 V and the no-damage input range "
    "-15 ... +30 V are look-alikes",
)
fq(
    M,
    "kva-0510 current draw with nothing connected to the output, on a 12v supply?",
    [KV],
    F.KV_IS12,
    note="stacked per supply; 17 / 24 mA at 24 V and 28 / 36 mA at full scale are look-alikes",
)
fq(
    M,
    "How much current can the KVA-0510 output deliver to its load?",
    [KV],
    F.KV_IOUT,
    note="the short-circuit current 22 / 30 mA and the supply currents are look-alikes",
)
ie(
    M,
    "What isolation test voltage does the KVA-0510 withstand between input and output?",
    [KV],
    "the sheet says the module is not isolated; there is no isolation voltage",
    F.KV_ISO,
)
# ---------------------------------------------------------------- SLH2272
fq(
    E,
    "What input voltage range is the SLH2272 load switch specified for?",
    [SL],
    F.SL_VIN,
    note="the absolute maximum 6.0 V and the UVLO thresholds 2.30 / 2.15 V are look-alikes",
)
fq(
    M,
    "slh2272 on-resistance per channel when running from 3.3v?",
    [SL],
    F.SL_RON33,
    note="stacked per VIN: 45 / 60 at 5.0 V and 72 / 98 mOhm at 2.5 V are look-alikes",
)
fq(
    E,
    "What continuous output current can each channel of the SLH2272B carry?",
    ["SLH2272B"],
    F.SL_IOUT_B,
    note="the current-limit threshold 1.15 / 1.40 / 1.65 A, the short-circuit current 1.30 A, the "
    "2.0 A total and the A / C columns are look-alikes",
)
fq(
    M,
    "What is the SLH2272's shutdown current with both enables low?",
    [SL],
    F.SL_SD,
    note="the quiescent currents 62 / 95 and 36 / 55 uA and the OUT leakage 0.05 / 0.5 uA are "
    "look-alikes",
)
fq(
    H,
    "slh2272 quiescent current with only one channel switched on?",
    [SL],
    F.SL_IQ1,
    note="the both-channels figure 62 / 95 uA (also on the feature list) and the shutdown current "
    "are look-alikes",
)
ie(
    M,
    "What output discharge resistance does the SLH2272 apply to OUT1 and OUT2 when a channel "
    "is switched off?",
    [SL],
    "no discharge resistor is specified; the truth table calls a disabled output high "
    "impedance",
)
# ---------------------------------------------------------------- KSR-35 (E / U)
fq(
    E,
    "Which frequency band does the KSR-35U cover?",
    ["KSR-35U"],
    F.KS_BAND_U,
    note="the KSR-35E column 863-870 MHz and the preset channel frequencies are look-alikes",
)
fq(
    E,
    "ksr-35e max tx power?",
    ["KSR-35E"],
    F.KS_TXMAX_E,
    note="+20 dBm belongs to the KSR-35U; -10 dBm is the minimum; 500 mW / 5 mW ERP are "
    "sub-band limits in the channel table",
)
fq(
    M,
    "How much supply current does the KSR-35 draw while transmitting at +14 dBm?",
    [KS],
    F.KS_ITX14,
    note="stacked per output power (85 / 44 / 29 / 13 mA typ); receive 11.5 mA and standby "
    "1.6 mA are look-alikes",
)
fq(
    M,
    "ksr-35 sleep current with the wake-up timer running?",
    [KS],
    F.KS_WUT,
    note="sleep with all blocks off 0.2 / 1.0 uA and standby 1.6 / 2.0 mA are look-alikes",
)
fq(
    H,
    "What receiver sensitivity does the KSR-35 reach at 38.4 kbps?",
    [KS],
    F.KS_RX384,
    note="stacked per bit rate; -119 dBm at 1.2 kbps (also on the highlights list), -103 and "
    "-97 dBm are look-alikes",
)
ie(
    E,
    "ksr-35 rx to tx turnaround time?",
    [KS],
    "no switching or turnaround time between receive and transmit is given",
)
# ---------------------------------------------------------------- HJ7S04
fq(
    E,
    "What supply voltage range does the HJ7S04 LED driver need?",
    [HJ],
    F.HJ_VDD,
    note="the absolute maximum 6.0 V is a look-alike",
)
fq(
    M,
    "hj7s04 segment current at current setting 011?",
    [HJ],
    F.HJ_ISEG011,
    note="stacked per setting (2.5 / 10 / 20 mA typ); the 30 mA absolute maximum and the 160 mA "
    "digit sink are look-alikes",
)
fq(
    M,
    "What input high voltage does the HJ7S04 require on SDA and SCL when VDD is 5 V?",
    [HJ],
    F.HJ_VIH5,
    note="stacked per VDD: 2.3 V at VDD = 3.3 V is the look-alike",
)
ie(
    E,
    "how many keys can the hj7s04 scan?",
    [HJ],
    "the HJ7S04 has no key-scan function; its pins are segments, digits, address, I2C and supply",
)
# ---------------------------------------------------------------- VLC-51
fq(
    E,
    "What output voltage does the VLC-51's boost converter deliver?",
    [VL],
    F.VL_VOUT,
    note="the 4.20 V charge voltage and the 4.5-5.5 V charging input are look-alikes",
)
fq(
    H,
    "how much can the vlc-51 output when my lipo is down to 3.3v?",
    [VL],
    F.VL_IOUT33,
    note="stacked per battery voltage: 1.0 A (>= 3.6 V) and 0.6 A (3.0 V) are look-alikes, as "
    "are the 0.5 A pass-through limit and the 1.0 / 0.5 A charge currents",
)
fq(
    M,
    "How much current does the VLC-51 take from the cell when its output is switched off?",
    [VL],
    F.VL_OFF,
    note="the 1.8 mA no-load drain with the output on and the 40 mA auto-off threshold are "
    "look-alikes",
)
fq(
    E,
    "In what temperature range may the VLC-51 charge a cell?",
    [VL],
    F.VL_TCHG,
    note="-10 ... +60 C is the discharging range",
)
ie(
    M,
    "What is the charging efficiency of the VLC-51 from the USB-C input into the cell?",
    [VL],
    "the efficiency row (92 / 88 %) is for the boost converter from the cell to the 5 V output; "
    "no charger efficiency is given",
    F.VL_EFF,
)
# ---------------------------------------------------------------- MTF-12 (-14 / -34)
fq(
    E,
    "What flow range does the MTF-12 measure?",
    [MT],
    F.MT_RANGE12,
    note="the MTF-14 (0.3-6) and MTF-34 (2-60 L/min) columns are look-alikes",
)
fq(
    E,
    "mtf-12 supply voltage range?",
    [MT],
    F.MT_VCC,
    note="the absolute maximum 24 V is a look-alike",
)
fq(
    M,
    "mtf-12 current draw when powered from 12v?",
    [MT],
    F.MT_I12,
    note="stacked per supply: 6 / 10 mA at 5 V and 10 / 15 mA at 18 V; the 10 mA output sink "
    "current is a look-alike",
)
fq(
    E,
    "What IP rating does the MTF-12 flow sensor have?",
    [MT],
    F.MT_IP,
)
ie(
    E,
    "what is the pressure drop across the mtf-12 at 30 l/min?",
    [MT],
    "no pressure-loss figure is given; 1.75 MPa is the maximum water pressure",
)
# ---------------------------------------------------------------- GKB-388
fq(
    E,
    "What pressure range does the GKB-388 measure?",
    [GK],
    F.GK_RANGE,
    note="the relative-accuracy band 700 ... 1100 hPa is a look-alike",
)
fq(
    E,
    "gkb-388 default i2c address?",
    [GK],
    F.GK_ADDR,
    note="0x76 is the address with the ADR pad bridged; 0xD0 / 0x5A are a register and its "
    "chip-ID value",
)
fq(
    H,
    "What current does the GKB-388 module draw from VIN with the sensor asleep and the power "
    "LED removed?",
    [GK],
    F.GK_SLEEP,
    note="the sensor-die sleep current 0.2 / 0.5 uA, the LDO quiescent current 45 / 65 uA and "
    "the 1.3 mA with the LED on are look-alikes",
)
fq(
    M,
    "How much current can the GKB-388's 3V3 pin supply to other circuits?",
    [GK],
    F.GK_3V3OUT,
    note="the dropout row's 50 mA test current is a look-alike",
)
ie(
    H,
    "How much does the GKB-388's pressure reading drift per year (long-term stability)?",
    [GK],
    "no long-term stability is given; the absolute (+/-1.0 / +/-1.7 hPa) and relative "
    "(+/-0.12 hPa) accuracy rows are look-alikes",
)
