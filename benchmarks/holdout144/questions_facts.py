"""Factual questions of the hundred-and-forty-fourth hold-out set (42: 34 with items, 8
whose answer is not in the sheets)."""

from __future__ import annotations

import facts as F
from qkit import DC, IE, KG, KI, KU, LG, TR, TW, VP, Fact, join, q

E, M, H = "easy", "medium", "hard"
N = iter(range(1, 100))


def fq(diff: str, text: str, devs: list[str], *facts: Fact, note: str = "") -> None:
    items, evidence = join(*facts)
    q("f", next(N), diff, "simple", text, devs, items, evidence, note=note)


def ie(diff: str, text: str, devs: list[str], note: str, *facts: Fact) -> None:
    evidence = join(*facts)[1] if facts else []
    q("f", next(N), diff, "simple", text, devs, [], evidence, IE, note)


# ---------------------------------------------------------------- TWD4612
fq(
    E,
    "What supply voltage range does the TWD4612 DAC operate from?",
    [TW],
    F.TW_VDD,
    note="the absolute maximum 6.0 V, the power-on reset 2.2 V and the 4.2 V needed for gain x2 "
    "are look-alikes",
)
fq(
    E,
    "twd4612 resolution in bits?",
    [TW],
    F.TW_RES,
    note="INL +/-4 LSB and DNL +/-0.75 LSB are look-alikes",
)
fq(
    E,
    "What is the output settling time of the TWD4612?",
    [TW],
    F.TW_SETTLE,
    note="the EEPROM write time 25 / 50 ms is a look-alike",
)
fq(
    M,
    "which i2c addresses can the twd4612-1 use?",
    ["TWD4612-1"],
    F.TW_ADDR1,
    note="0x4C / 0x4D belong to the TWD4612-0; 0x98 / 0x9E are 8-bit bus bytes; the values in "
    "the prose of page 1 are split by the feature column in the text layer",
)
fq(
    H,
    "What is the TWD4612's power-down current at VDD = 5.5 V?",
    [TW],
    F.TW_PD55,
    note="stacked per VDD (0.06 / 1.0 uA at 3.0 V); the normal-mode current 240 / 400 uA, the "
    "EEPROM write current and the feature line's 0.1 uA typical are look-alikes",
)
ie(
    M,
    "What is the output noise spectral density of the TWD4612 (nV/rtHz)?",
    [TW],
    "no noise figure is given; the sheet only says supply noise appears at the output with VDD "
    "as the reference",
)
# ---------------------------------------------------------------- KUS-47
fq(
    E,
    "What supply voltage does the KUS-47 ultrasonic module need?",
    [KU],
    F.KU_VCC,
    note="the KUS-47W column (3.0-5.5 V) and the quick-facts line '5 V DC' are look-alikes",
)
fq(
    E,
    "kus-47 measuring range?",
    [KU],
    F.KU_RANGE,
    note="the KUS-47W column 20-600 cm is a look-alike",
)
fq(
    M,
    "how much current does the kus-47w draw when idle?",
    ["KUS-47W"],
    F.KU_IQ_W,
    note="2 mA is the KUS-47 column; the working current 8 mA is a look-alike",
)
fq(
    E,
    "What is the operating temperature range of the KUS-47W waterproof probe version?",
    ["KUS-47W"],
    F.KU_TOPR_W,
    note="-10 ... +60 C is the KUS-47 column",
)
ie(
    E,
    "What sound pressure level does the KUS-47's transmitter produce?",
    [KU],
    "no sound pressure level is given; 40 kHz and the 15 degree beam angle are other parameters",
)
# ---------------------------------------------------------------- TRL-63
fq(
    E,
    "What is the recommended supply voltage of the TRL-63 LoRaWAN module?",
    [TR],
    F.TR_VDD,
    note="the absolute maximum 3.9 V is a look-alike",
)
fq(
    E,
    "trl-63 default uart baud rate?",
    [TR],
    F.TR_BAUD,
    note="AT+BAUD offers 1200 ... 115200 bps; only 9600 is the default",
)
fq(
    M,
    "whats the sleep current of the trl-63?",
    [TR],
    F.TR_SLEEP,
    note="the standby current 1.6 / 2.2 mA (MCU idle) and the RX current 6.5 mA are look-alikes",
)
fq(
    H,
    "How much supply current does the TRL-63U draw while transmitting at +20 dBm?",
    ["TRL-63U"],
    F.TR_TX20,
    note="stacked per TX power; 44 / 52 mA (+14 dBm, TRL-63E) and 125 / 140 mA (+22 dBm) are "
    "look-alikes",
)
fq(
    E,
    "Which frequency band does the TRL-63E cover?",
    ["TRL-63E"],
    F.TR_BAND_E,
    note="902-928 MHz is the TRL-63U column",
)
ie(
    E,
    "what is the max range of the trl-63 in km?",
    [TR],
    "no range is given; the 157 dB link budget is not a distance",
)
# ---------------------------------------------------------------- KGD6360
fq(
    E,
    "What supply voltage range does the KGD6360 gate driver accept on PVDD?",
    [KG],
    F.KG_PVDD,
    note="the absolute maximum 65 V, the UVLO 5.8 / 5.4 V and the bootstrap pin 80 V are look-alikes",
)
fq(
    M,
    "kgd6360 sleep current at 24v?",
    [KG],
    F.KG_SLEEP24,
    note="stacked per PVDD (28 / 50 uA at 60 V); the operating current 9 / 14 mA is a look-alike",
)
fq(
    H,
    "What peak gate-drive current can the KGD6360 source and sink?",
    [KG],
    F.KG_PEAK,
    note="names wrapped over two lines; the LDO current limit 45 mA and the 2 mA charge-pump "
    "leakage figure are look-alikes",
)
fq(
    E,
    "what voltage does the kgd6360's built-in ldo put out?",
    [KG],
    F.KG_LDO,
    note="the 30 mA load and 45 mA limit are look-alikes",
)
ie(
    E,
    "What is the junction-to-ambient thermal resistance of the KGD6360 QFN32 package?",
    [KG],
    "no thermal resistance is given; the junction limit 150 C and the thermal shutdown 165 C are "
    "temperatures",
)
# ---------------------------------------------------------------- VPM-612
fq(
    E,
    "What supply voltage range does the VPM-612 PIR module accept?",
    [VP],
    F.VP_VCC,
    note="the absolute maximum 24 V and the OUT pull-up limit 20 V are look-alikes",
)
fq(
    E,
    "vpm-612m detection range?",
    ["VPM-612M"],
    F.VP_RANGE_M,
    note="7 m is the VPM-612 column; the Sx row '3 m ~ 7 m' is the VPM-612's adjustment",
)
fq(
    M,
    "How long after power-on does the VPM-612 need before its output is valid?",
    [VP],
    F.VP_INIT,
    note="the block time 2.5 s and the delay time 3 ... 300 s are look-alikes",
)
fq(
    M,
    "What is the VPM-612's OUT low voltage when it sinks 20 mA?",
    [VP],
    F.VP_VOL20,
    note="stacked per sink current (0.1 / 0.2 V at 1 mA); the sink-current limit row's 0.5 V "
    "condition is a look-alike",
)
ie(
    M,
    "how much current does the vpm-612 draw while it is triggered (out on)?",
    [VP],
    "only the standby current with OUT off is given (45 / 60 uA); the current with OUT on is not",
)
# ---------------------------------------------------------------- KIM3236
fq(
    E,
    "What supply voltage does the KIM3236 need on VS?",
    [KI],
    F.KI_VS,
    note="the bus range 0-36 V, the abs max 6 V and the POR 2.0 V are look-alikes",
)
fq(
    E,
    "kim3236 bus voltage range it can measure?",
    [KI],
    F.KI_BUS,
    note="the 40 V absolute maximum and the shunt range +/-81.92 mV are look-alikes",
)
fq(
    M,
    "kim3236 shutdown current?",
    [KI],
    F.KI_SD,
    note="the quiescent current 330 / 420 uA is a look-alike",
)
fq(
    H,
    "What is the bus-voltage resolution (LSB size) of the KIM3236?",
    [KI],
    F.KI_LSB,
    note="the shunt LSB 2.5 uV, the bus offset 3 / 7.5 mV and the 16-bit ADC resolution are "
    "look-alikes",
)
ie(
    E,
    "What is the input bias current of the KIM3236's IN+ and IN- pins?",
    [KI],
    "no input bias current is given",
)
# ---------------------------------------------------------------- DCW-24
fq(
    E,
    "What supply voltage range does the DCW-24L module accept?",
    ["DCW-24L"],
    F.DC_VCC_L,
    note="the DCW-24PA row (3.0-3.6 V) and the 5.25 V input limit are look-alikes",
)
fq(
    E,
    "dcw-24 max spi clock?",
    [DC],
    F.DC_SPI,
)
fq(
    M,
    "dcw-24pa current draw when transmitting at +20dbm?",
    ["DCW-24PA"],
    F.DC_TX_PA,
    note="the DCW-24L row 11.3 / 13 mA and the RX current 23 / 27 mA are look-alikes",
)
fq(
    H,
    "What is the DCW-24PA's receiver sensitivity at 250 kbps?",
    ["DCW-24PA"],
    F.DC_RX250_PA,
    note="column groups per version, rows per air data rate; -94 dBm is the DCW-24L",
)
ie(
    E,
    "What is the gain of the DCW-24L's antenna in dBi?",
    ["DCW-24L"],
    "the DCW-24L has a PCB antenna with no gain given; 3 dBi is the DCW-24PA's rod antenna",
)
# ---------------------------------------------------------------- LGX4701
fq(
    E,
    "What supply voltage range does the LGX4701 fuel gauge operate over?",
    [LG],
    F.LG_VDD,
    note="the 6.0 V absolute maximum, the reset comparator 2.5 V and the 4.2 V cell full-charge "
    "voltage are look-alikes",
)
fq(
    E,
    "lgx4701 i2c address?",
    [LG],
    F.LG_ADDR,
    note="0x6C / 0x6D are 8-bit bus bytes",
)
fq(
    M,
    "What is the LGX4701's shutdown current?",
    [LG],
    F.LG_SD,
    note="stacked under one two-line name with active 23 / 40 uA and hibernate 3 / 5 uA",
)
fq(
    H,
    "How accurately does the LGX4701 measure the cell voltage over -20 °C to +70 °C?",
    [LG],
    F.LG_ERR,
    note="stacked per temperature range; +/-7.5 mV at +25 C (also in the key specifications) is "
    "a look-alike",
)
ie(
    E,
    "What is the state-of-charge accuracy of the LGX4701 in percent?",
    [LG],
    "no SOC accuracy figure; the sheet says it depends on how well the cell matches the model",
    F.LG_SOC,
)
