"""Factual questions of the hundred-and-twenty-third hold-out set (42: 34 with items, 8
whose answer is not in the sheets)."""

from __future__ import annotations

import facts as F
from qkit import BF, CV, HQ, HT, IE, LL, NP, PK, ZM, Fact, join, q

E, M, H = "easy", "medium", "hard"
N = iter(range(1, 100))


def fq(diff: str, text: str, devs: list[str], *facts: Fact, note: str = "") -> None:
    items, evidence = join(*facts)
    q("f", next(N), diff, "simple", text, devs, items, evidence, note=note)


def ie(diff: str, text: str, devs: list[str], note: str, *facts: Fact) -> None:
    evidence = join(*facts)[1] if facts else []
    q("f", next(N), diff, "simple", text, devs, [], evidence, IE, note)


# ---------------------------------------------------------------- LLU-21
fq(
    E,
    "What supply voltage range does the LLU-21 rain sensor board accept?",
    [LL],
    F.LL_VCC,
    note="the absolute maximum 6.0 V, the DO threshold 0.5-4.5 V and the AO range are look-alikes; "
    "the row name is wrapped around the values",
)
fq(
    M,
    "llu-21 powered from 3.3v - what voltage range comes out of the ao pin?",
    [LL],
    F.LL_AO33,
    note="the stacked 5.0 V row (0.3-4.9 V), the dry / wet plate AO at 5 V (4.8 / 0.9 V) and the "
    "DO threshold are look-alikes",
)
fq(
    E,
    "how long after power up is the llu-21 output valid? i only switch it on from a gpio while "
    "reading",
    [LL],
    F.LL_WARM,
    note="only in the application notes; the DO response time 0.2 / 1 s is a look-alike",
)
fq(
    H,
    "What operating temperature range is the LLU-21H leaf plate rated for?",
    ["LLU-21H"],
    F.LL_PLATE_H,
    note="the LLU-21R plate (-30 ... +85 °C), the LLU-21C board (-20 ... +60 °C) and the storage "
    "range (-40 ... +85 °C) are look-alikes",
)
ie(
    E,
    "What is the IP rating of the LLU-21C comparator board?",
    [LL],
    "no IP rating is given; the FAQ only says to keep the board in a box out of the rain",
    F.LL_OUTDOOR,
)

# ---------------------------------------------------------------- NPA1228
fq(
    E,
    "What is the maximum sample rate of the NPA1228 at VDD = 5 V?",
    [NP],
    F.NP_RATE5,
    note="50 ksps at 2.7 V (stacked row) and the 2.0 MHz clock are look-alikes",
)
fq(
    E,
    "npa1228 adc resolution?",
    [NP],
    F.NP_RES,
)
fq(
    M,
    "whats the max spi clock for the npa1228 if i run it at 2.7v?",
    [NP],
    F.NP_CLK27,
    note="2.0 MHz at 5.0 V (stacked row) and the 10 kHz lower limit in note (1) are look-alikes",
)
fq(
    M,
    "npa1228 standby current?",
    [NP],
    F.NP_STBY,
    note="the reference current with CS = VDD (0.001 / 3 µA) and the operating current are "
    "look-alikes",
)
fq(
    H,
    "How much supply current does the NPA1228 draw at VDD = 2.7 V and 50 ksps?",
    [NP],
    F.NP_IDD27,
    note="400 / 550 µA at 5.0 V (stacked row) and the reference current 100 / 150 µA are "
    "look-alikes",
)
ie(
    E,
    "What is the internal reference voltage of the NPA1228?",
    [NP],
    "the sheet says there is no internal reference; the VREF input range 0.25 V ... VDD is not an "
    "internal reference voltage",
    F.NP_NOREF,
)

# ---------------------------------------------------------------- CVR-1205
fq(
    E,
    "What input voltage range does the CVR-1205 accept?",
    [CV],
    F.CV_VIN,
    note="the CVR-1205H column (9-24 V), the absolute maximum 36 V, the 40 V load-dump transient and "
    "the 7.2 / 6.5 V UVLO are look-alikes",
)
fq(
    E,
    "cvr-1205u how many amps can i pull from each usb port?",
    ["CVR-1205U"],
    F.CV_U_PORT,
    note="3.0 A total, the 3.4 A peak and the Apple 2.4 A code on D+ / D- (2.7 V) are look-alikes",
)
fq(
    M,
    "What is the standby current of the CVR-1205 with EN pulled low?",
    [CV],
    F.CV_STBY,
    note="the no-load input current 9 mA and the CVR-1205H 60 µA are look-alikes",
)
fq(
    H,
    "How much continuous output current does the CVR-1205H deliver if I leave the heat sink off?",
    ["CVR-1205H"],
    F.CV_NOHS,
    note="only in note (1) under the table; the 5.0 A table value needs the heat sink and air flow",
)
ie(
    M,
    "At what output voltage does the over-voltage protection of the CVR-1205 trip?",
    [CV],
    "the sheet says there is no output over-voltage protection",
    F.CV_OVP,
)

# ---------------------------------------------------------------- BFC-3610 / BFC-3624
fq(
    E,
    "What supply voltage range does the BFC-3624 run from?",
    ["BFC-3624"],
    F.BF_VIN24,
    note="the BFC-3610 column (7-18 V) and the absolute maximum 35 V are look-alikes",
)
fq(
    M,
    "bfc-3624 operating temperature range?",
    ["BFC-3624"],
    F.BF_TOPR24,
    note="the BFC-3610 column (-20 ... +85 °C) and the storage range are look-alikes",
)
fq(
    E,
    "What is the on-resistance of the BFC-3610 output stage?",
    [BF],
    F.BF_RON,
)
fq(
    M,
    "bfc-3610 how much current does the board itself draw at 12v with the fan stopped (pwm 0%)?",
    [BF],
    F.BF_IQ12,
    note="the 24 V row (8.0 / 12 mA), the SLEEP standby current 18 / 40 µA and the 6.5 mA in "
    "Table 7-1 are look-alikes",
)
ie(
    E,
    "What is the maximum motor speed in rpm that the BFC-3610 can drive?",
    [BF],
    "no maximum speed or electrical frequency is given; 3000 rpm is only the rated speed of the "
    "example fan in Table 7-1",
    F.BF_RPM,
)

# ---------------------------------------------------------------- ZMB-26
fq(
    E,
    "What supply voltage range does the ZMB-26 need?",
    [ZM],
    F.ZM_VCC,
    note="the ZMB-26P row (3.0-3.6 V) and the absolute maximum 3.9 V are look-alikes",
)
fq(
    E,
    "What is the maximum TX output power of the ZMB-26P?",
    ["ZMB-26P"],
    F.ZM_TXP,
    note="+8 dBm of the ZMB-26 / -26U and the CE limit of +10 dBm are look-alikes",
)
fq(
    E,
    "zmb-26 default uart baud rate?",
    [ZM],
    F.ZM_BAUD,
    note="only in prose; 9600 ... 921600 bps are configurable",
)
fq(
    M,
    "zmb-26 sleep current with the rtc running?",
    [ZM],
    F.ZM_SLEEP,
    note="the EM4 deep-sleep current 0.3 µA and the MCU-active current 3.1 mA are look-alikes",
)
fq(
    H,
    "how much current does the zmb-26p pull while transmitting at full power?",
    ["ZMB-26P"],
    F.ZM_ITXP,
    note="stacked rows: TX at +8 dBm 24 / 28 mA and RX 11.2 / 14.5 mA are look-alikes; the 200 mA "
    "supply budget is advice",
)
ie(
    M,
    "How much supply current does the ZMB-26 draw when transmitting at 0 dBm?",
    [ZM],
    "only the +8 / +20 dBm TX currents are given; lower settings are referred to an application "
    "note",
    F.ZM_APPNOTE,
)

# ---------------------------------------------------------------- PKV-250
fq(
    E,
    "What output voltage range does the PKV-250 pressure transducer give?",
    [PK],
    F.PK_VOUT,
    note="the clamp levels 0.25 / 4.75 V and the supply 4.75-5.25 V are look-alikes",
)
fq(
    E,
    "pkv-250-016 pressure range?",
    ["PKV-250-016"],
    F.PK_R016,
    note="proof 32 bar, burst 80 bar and the psi line (0-232 psi) are look-alikes",
)
fq(
    M,
    "What ambient operating temperature range is the PKV-250 rated for?",
    [PK],
    F.PK_TOPR,
    note="the media temperature (-40 ... +125 °C), the compensated range (0 ... +60 °C) and the "
    "storage range are look-alikes",
)
fq(
    H,
    "What is the output sensitivity of the PKV-250-010 at a 5 V supply?",
    ["PKV-250-010"],
    F.PK_SENS010,
    note="the column of the -010 range code; 666.7 / 250 / 100 mV/bar belong to the other ranges",
)
ie(
    E,
    "What is the long-term stability (drift per year) of the PKV-250?",
    [PK],
    "no long-term stability is given",
)

# ---------------------------------------------------------------- HQD-4
fq(
    M,
    "hqd-4b minimum supply voltage?",
    ["HQD-4B"],
    F.HQ_VCC_BMIN,
    note="3.0 V of the HQD-4R / -4Y columns is a look-alike",
)
fq(
    E,
    "How much current does the HQD-4R draw with all segments lit at full brightness?",
    ["HQD-4R"],
    F.HQ_ALLON_R,
    note="the HQD-4B / -4Y columns (64 / 52 mA) and the 12:34 row are look-alikes",
)
fq(
    M,
    "how much does the hqd-4 draw with the display switched off?",
    [HQ],
    F.HQ_OFF,
    note="there is no sleep mode; the display-off row is the lowest current given",
)
fq(
    M,
    "hqd-4y current when it just shows 12:34 at the default brightness?",
    ["HQD-4Y"],
    F.HQ_1234_Y,
    F.HQ_DEFAULT,
    note="the default brightness (2) is stated under the table; 18 / 15 mA are the other colours",
)
ie(
    E,
    "what i2c address does the hqd-4 display use?",
    [HQ],
    "the HQ37 protocol has no address and is not I²C",
    F.HQ_NOTI2C,
)

# ---------------------------------------------------------------- HTW-31 / HTW-35
fq(
    E,
    "htw-31 i2c addresses?",
    [HT],
    F.HT_ADDR,
    note="the command codes 0x2400 ... and the CRC polynomial 0x31 are look-alikes",
)
fq(
    M,
    "What is the typical relative-humidity accuracy of the HTW-35 between 20 and 80 %RH?",
    ["HTW-35"],
    F.HT_RH35,
    note="the max. column (±2 %RH), the HTW-31 columns (±2 / ±3 %RH) and the outer-band row are "
    "look-alikes",
)
fq(
    M,
    "What is the idle supply current of the HTW-31 at room temperature?",
    [HT],
    F.HT_IDLE,
    note="the 125 °C max. 6.0 µA (stacked row), the average currents 7.8 / 1.7 µA and the measuring "
    "current 600 / 1500 µA are look-alikes",
)
fq(
    H,
    "how long does one high-repeatability measurement take on the htw-31?",
    [HT],
    F.HT_MEAS,
    note="the RH response time τ63 8 s, the low / medium rows and the 1.5 ms power-up / soft-reset "
    "times are look-alikes",
)
ie(
    E,
    "What is the long-term drift of the HTW-31's temperature reading?",
    [HT],
    "only the humidity drift (< 0.25 %RH/yr) is given",
    F.HT_DRIFT,
)
