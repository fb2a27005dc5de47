"""Factual questions of the seventy-seventh hold-out set (42: 34 with items, 8 whose
answer is not in the sheets)."""

from __future__ import annotations

import facts as F
from qkit import AX, HK, LA, LX, PD, QG, YM, ZN, Fact, join, q, unanswerable

E, M, H = "easy", "medium", "hard"
N = iter(range(1, 100))


def fq(diff: str, text: str, devs: list[str], *facts: Fact, note: str = "") -> None:
    items, evidence = join(*facts)
    q(f"f-{next(N):02d}", diff, "simple", text, devs, items, evidence, note=note)


def ie(diff: str, text: str, devs: list[str], note: str, *facts: Fact) -> None:
    evidence = join(*facts)[1] if facts else []
    unanswerable(f"f-{next(N):02d}", diff, "simple", text, devs, note, evidence)


# ---------------------------------------------------------------- AXM-BA5
fq(
    E,
    "What supply voltage range does the AXM-BA5 (the version with the on-board regulator) accept?",
    [AX],
    F.AX_VIN5,
    note="AXM-BA5L row 1.8 / 3.3 / 3.6 V and the absolute maximum 6.0 V are look-alikes",
)
fq(
    M,
    "what i2c address does the axm-ba5 use, and can i change it?",
    [AX],
    F.AX_ADDR,
    note="address only in the overview prose",
)
fq(E, "What pressure range does the AXM-BA5 measure?", [AX], F.AX_PRANGE)
fq(
    H,
    "How accurate is the AXM-BA5's absolute pressure reading in the cold, say at -10 °C?",
    [AX],
    F.AX_ACC_COLD,
    note="±1.0 hPa applies only from 0 to +65 °C; the -20 to 0 °C band is the unnamed second row",
)
fq(
    E,
    "sleep current of the axm-ba5l?",
    [AX],
    F.AX_SLEEP_L,
    note="48 µA in the same row is the AXM-BA5 with regulator and translator",
)
ie(
    E,
    "What relative-humidity range can the AXM-BA5 measure?",
    [AX],
    "the module measures pressure and temperature only; no humidity sensor",
)
# ---------------------------------------------------------------- QGS9930
fq(E, "What is the recommended VDD range of the QGS9930?", [QG], F.QG_VDD)
fq(
    E,
    "qgs9930 i2c address?",
    [QG],
    F.QG_ADDR,
    note="0xAB (ID value) and 0x92 (ID register) are decoys",
)
fq(
    M,
    "How much current does the QGS9930 draw with gesture sensing on at VDD = 3.6 V?",
    [QG],
    F.QG_I_GEST_36,
    note="790 / 1000 µA are the VDD = 3.0 V column group",
)
fq(
    H,
    "what are the qgs9930 i2c input thresholds, vil and vih?",
    [QG],
    F.QG_VIL,
    F.QG_VIH,
    note="symbol-only rows in the continued table on page 2",
)
ie(
    M,
    "What is the fastest hand swipe the QGS9930 can still recognise as a gesture?",
    [QG],
    "no swipe-speed specification in the sheet",
)
# ---------------------------------------------------------------- HKF6015
fq(
    E,
    "What is the rated current of the HKF6015B12H?",
    [HK],
    F.HK_I_H,
    note="0.06 / 0.10 A are the L / M models; 0.25 A is the locked-rotor maximum",
)
fq(
    M,
    "over what supply voltage range will the hkf6015b12h keep running?",
    [HK],
    F.HK_V_H,
    note="L / M models 6.0 - 13.2 V; 8.0 V is the H starting voltage",
)
fq(
    E,
    "hkf6015 operating temperature range for the ball bearing models?",
    [HK],
    F.HK_TOP_B,
    note="sleeve bearing (S) -10 to +60 °C in the same line",
)
fq(
    M,
    "What current does the HKF6015B12H draw when its rotor is locked?",
    [HK],
    F.HK_LOCK_H,
    note="only in the common specifications list",
)
ie(
    M,
    "What PWM frequency should I use to control the HKF6015B12M's speed?",
    [HK],
    "the series has no PWM input (speed by supply voltage only)",
    F.HK_NOPWM,
)
# ---------------------------------------------------------------- HL-LA12
fq(
    E,
    "What is the full-load current of the HL-LA12 with load code 90?",
    [LA],
    F.LA_I90,
    note="load-code columns 2.0 / 2.4 / 2.6 / 2.8 A; no-load 0.5 A",
)
fq(
    E,
    "what ip rating does the hl-la12 have?",
    [LA],
    F.LA_IP,
    note="IP66 is only a made-to-order outdoor version (FAQ)",
)
fq(
    M,
    "How high can the HL-LA12's current spike at start-up?",
    [LA],
    F.LA_STALL,
    note="only in the remarks under the general specification",
)
ie(
    E,
    "how many extend / retract cycles is the hl-la12 rated to last?",
    [LA],
    "no life / cycle rating in the sheet",
)
# ---------------------------------------------------------------- ZN-P532M
fq(E, "What supply voltage does the ZN-P532M NFC module need?", [ZN], F.ZN_VCC)
fq(
    M,
    "what's the i2c address of the zn-p532m? my library prints 0x48",
    [ZN],
    F.ZN_ADDR,
    F.ZN_ADDR_NOTE,
    note="0x48 is the 8-bit write form of 0x24",
)
fq(E, "default uart baud rate of the zn-p532m?", [ZN], F.ZN_BAUD)
fq(
    M,
    "How much current does the ZN-P532M draw while reading a card?",
    [ZN],
    F.ZN_I_READ,
    note="idle 38 mA and power-down 45 / 80 µA are look-alike rows",
)
ie(
    E,
    "What RF output power, in dBm, does the ZN-P532M transmit?",
    [ZN],
    "no transmit power given; only frequency and reading distance",
)
# ---------------------------------------------------------------- YM-MP3S
fq(E, "what supply voltage range does the ym-mp3s take?", [YM], F.YM_VCC)
fq(E, "What baud rate does the YM-MP3S serial port use?", [YM], F.YM_BAUD)
fq(
    M,
    "How much current does the YM-MP3S-D (the DAC-only version) draw while playing?",
    [YM],
    F.YM_I_D,
    note="24 mA in the same row is the YM-MP3S with amplifier",
)
fq(
    H,
    "What is the highest supply voltage the YM-MP3S can tolerate?",
    [YM],
    F.YM_ABS,
    note="5.5 V only in the Tips paragraph; the 5.0 V table limit is the operating range",
)
ie(
    H,
    "What output power does the YM-MP3S deliver into an 8 Ω speaker?",
    [YM],
    "only 3 W into 4 Ω (and about 1 W at 3.3 V) is given; nothing for 8 Ω",
)
# ---------------------------------------------------------------- LX2033
fq(
    E,
    "What is the output voltage of the standard-grade LX2033, including its tolerance?",
    [LX],
    F.LX_VOUT,
    note="the LX2033A row 3.267 / 3.333 V is the look-alike",
)
fq(
    M,
    "lx2033 dropout at 300ma?",
    [LX],
    F.LX_DROP300,
    note="the 100 mA row and the temperature-column table on page 2 are look-alikes",
)
fq(
    H,
    "How much output current can the LX2033 in SOT-23-5 deliver?",
    [LX],
    F.LX_IOUT_M5,
    note="500 mA is SOT-89-3 / SOT-223; 350 / 450 mA is the current limit",
)
fq(E, "which packages does the lx2033 come in?", [LX], F.LX_PKG)
fq(
    H,
    "What is the LX2033's typical dropout at 300 mA when the ambient is 85 °C?",
    [LX],
    F.LX_DROP300_85,
    note="temperature-column table on page 2; 270 mV is the 25 °C value",
)
ie(E, "lx2033 turn-on / soft-start time?", [LX], "no start-up time given")
# ---------------------------------------------------------------- PD-10A
fq(E, "What supply voltage does the PD-10A dust sensor need?", [PD], F.PD_VCC)
fq(
    M,
    "pd-10a-h output voltage with no dust?",
    [PD],
    F.PD_ZERO_H,
    note="the S row 0.6 / 0.9 / 1.5 V is the look-alike; the H row has no name",
)
fq(E, "pd-10a supply current?", [PD], F.PD_ICC)
fq(
    M,
    "What is the operating temperature range of the PD-10A?",
    [PD],
    F.PD_TOP,
    note="stated only in the absolute maximum ratings table",
)
fq(
    E,
    "how long after power-up before the pd-10a readings can be trusted?",
    [PD],
    F.PD_WARM,
    note="only in the notes on use",
)
ie(
    M,
    "What is the PM2.5 accuracy of the PD-10A?",
    [PD],
    "the sheet states the sensor gives no PM2.5 or PM10 value; no accuracy",
    F.PD_NOPM,
)
