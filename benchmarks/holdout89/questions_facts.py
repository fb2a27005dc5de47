"""Factual questions of the eighty-ninth hold-out set (42: 34 answerable, 8 not in the sheets)."""

from __future__ import annotations

from facts import (
    AD_IF,
    AD_SPI,
    AD_VCC,
    GL_I100,
    GL_IP,
    GL_VCC,
    KP_HEADER,
    KP_IOUT,
    KP_NOLOAD,
    KP_VIN,
    KP_VOUT,
    KPW_ABS,
    MR_BAND,
    MR_BAUD,
    MR_SENS,
    MR_VCC14,
    MXA_RONMAX45,
    MXA_VCC,
    MXA_VIH45,
    MXB_ABS,
    MXB_RON33,
    RN_AO33,
    RN_HEATER,
    RN_VCC,
    SR_I60,
    SR_LOADI,
    SR_LOADV,
    SR_ON05,
    SR_VCC12,
    WS_ADDR,
    WS_PEAK5,
    WS_RANGE,
    WS_VDD,
    WSL_RESP,
    WSL_VDD,
)
from qkit import AD, GL, KP, MR, MX, RN, SR, WS, Fact, ev, join, q, unanswerable

S = "simple"


_COUNT = [0]


def _next() -> str:
    _COUNT[0] += 1
    return f"f-{_COUNT[0]:02d}"


def f(diff: str, text: str, devices: list[str], fact: Fact, note: str = "") -> None:
    q(_next(), diff, S, text, devices, fact[0], fact[1], note=note)


def na(diff: str, text: str, devices: list[str], note: str, evidence=None) -> None:
    unanswerable(_next(), diff, S, text, devices, note, evidence)


# WSC-41 CO2 module
f("easy", "What supply voltage range does the WSC-41 CO2 sensor accept?", [WS], WS_VDD)
f("easy", "wsc-41 i2c address?", [WS], WS_ADDR, "address only in the interface prose")
f(
    "medium",
    "What is the specified CO2 measurement range of the WSC-41 - the range its accuracy applies "
    "to, not the raw output range?",
    [WS],
    WS_RANGE,
    "look-alike row: CO2 output range 0 - 40,000 ppm",
)
f(
    "medium",
    "peak current of the wsc-41 when it runs from 5v?",
    [WS],
    WS_PEAK5,
    "unnamed second row",
)
f(
    "hard",
    "What supply voltage range does the low-power WSC-41L variant accept?",
    ["WSC-41L"],
    WSL_VDD,
    "Table 3 gives 2.4 - 5.5 V for the family; the variant table narrows the WSC-41L",
)
na("easy", "What is the rated service lifetime of the WSC-41 in years?", [WS], "no lifetime stated")
f(
    "medium",
    "What is the 63 % response time of the WSC-41L in periodic mode?",
    ["WSC-41L"],
    WSL_RESP,
)

# CB-MUX16
f(
    "easy",
    "What supply voltage range does revision A of the CB-MUX16 accept?",
    ["CB-MUX16-A"],
    MXA_VCC,
)
f("medium", "cb-mux16 rev b on resistance at 3.3v, typical?", ["CB-MUX16-B"], MXB_RON33)
f(
    "medium",
    "What is the maximum ON resistance of the CB-MUX16 Rev A at VCC = 4.5 V?",
    ["CB-MUX16-A"],
    MXA_RONMAX45,
    "typ. and max. RON rows per VCC; name only on the first row of each block",
)
f("easy", "What is the absolute maximum VCC of the CB-MUX16 Rev B?", ["CB-MUX16-B"], MXB_ABS)
na(
    "medium",
    "What is the channel-to-channel crosstalk of the CB-MUX16 at 1 MHz?",
    [MX],
    "no crosstalk figure",
)
f(
    "easy",
    "min logic high on the select pins of a cb-mux16 rev a at 4.5v vcc?",
    ["CB-MUX16-A"],
    MXA_VIH45,
)

# KPT-UC153
f("easy", "What input voltage range does the KPT-UC153 accept?", [KP], KP_VIN)
f("easy", "kpt-uc153 output voltage and rated current?", [KP], join(KP_VOUT, KP_IOUT))
f("medium", "What is the no-load input current of the KPT-UC153 at 12 V input?", [KP], KP_NOLOAD)
f(
    "hard",
    "how many amps can i pull from the 5v header pins of the kpt-uc153?",
    [KP],
    KP_HEADER,
    "3 A rated output; the header is limited to 2 A in note 5",
)
f(
    "medium",
    "What is the maximum (non-operating) input voltage of the KPT-UC153W?",
    ["KPT-UC153W"],
    KPW_ABS,
    "model columns: 30 VDC for the KPT-UC153, 40 VDC for the W",
)
na("easy", "What is the MTBF of the KPT-UC153?", [KP], "no MTBF stated")

# MRS-LW1
f("easy", "what band is the mrs-lw1 on?", [MR], MR_BAND)
f("easy", "default baud rate of the mrs-lw1 uart?", [MR], MR_BAUD, "in the UART prose")
f("easy", "mrs-lw1 rx sensitivity at sf12?", [MR], MR_SENS)
f(
    "hard",
    "Over what supply voltage range does the MRS-LW1 deliver its full +14 dBm output?",
    [MR],
    MR_VCC14,
    "look-alike row: Supply voltage VCC 2.1 / 3.3 / 3.6 V",
)
na(
    "medium",
    "What range in kilometres does the MRS-LW1 reach with its PCB antenna?",
    [MR],
    "no range stated",
)

# TS-SSR2
f("easy", "What AC load voltage range can the TS-SSR2 switch?", [SR], SR_LOADV)
f("easy", "ts-ssr2 max load current per channel?", [SR], SR_LOADI)
f("medium", "What supply voltage does the TS-SSR2-12 need on DC+?", ["TS-SSR2-12"], SR_VCC12)
f(
    "hard",
    "ts-ssr2 load current allowed per channel at 60c ambient?",
    [SR],
    SR_I60,
    "derating table whose columns are ambient temperatures",
)
f("easy", "what input voltage turns a ts-ssr2-05 channel on?", ["TS-SSR2-05"], SR_ON05)
na(
    "easy",
    "What is the input-to-output isolation voltage of the TS-SSR2?",
    [SR],
    "no isolation voltage",
)

# ADS-154T
f("easy", "What supply voltage does the ADS-154T module accept on VCC?", [AD], AD_VCC)
f(
    "hard",
    "max spi clock when writing to the ads-154t?",
    [AD],
    AD_SPI,
    "timing table gives 16 ns; the clock only in footnote 1",
)
f("easy", "Which interface does the ADS-154T use?", [AD], AD_IF)
na("easy", "ads-154t response time in ms?", [AD], "no LCD response time")

# SK-RAIN2
f("easy", "sk-rain2 supply voltage range?", [RN], RN_VCC)
f(
    "medium",
    "What AO voltage does the SK-RAIN2 give dry and wet when powered at 3.3 V?",
    [RN],
    RN_AO33,
    "test table per VCC; 5.0 V row gives 0.35 / 4.0 V",
)
f("easy", "How much power does the SK-RAIN2 plate heater draw?", [RN], RN_HEATER)
na(
    "easy",
    "sk-rain2 ip rating?",
    [RN],
    "no IP rating; the sheet only says the board is not waterproof",
    [ev(RN, 2, "The board is not waterproof.")],
)

# GLA-12
f("easy", "What supply voltage does the GLA-12 actuator need?", [GL], GL_VCC)
f("medium", "gla-12-100 current draw at full load?", ["GLA-12-100"], GL_I100, "load-code columns")
f("easy", "What IP rating does the GLA-12 have?", [GL], GL_IP)
na("easy", "How many cycles is the GLA-12 rated for over its lifetime?", [GL], "no lifetime stated")
