"""Compatibility questions of the seventy-third hold-out set (28: 10 compatible, 9
incompatible, 9 insufficient_evidence, each of those with one required check the
sheets do not support)."""

from __future__ import annotations

import facts as F
from qkit import DM, KT, LS, MV, NE, SK, SV, YX, Fact, join, q

E, M, H = "easy", "medium", "hard"
OK, NO, IE = "compatible", "incompatible", "insufficient_evidence"
N = iter(range(1, 100))


def cq(diff: str, verdict: str, text: str, devs: list[str], *facts: Fact, note: str = "") -> None:
    items, evidence = join(*facts) if facts else ([], [])
    if verdict == IE:
        items = []
    q(f"c-{next(N):02d}", diff, "compatibility", text, devs, items, evidence, verdict, note)


# ---------------------------------------------------------------- compatible (10)
cq(
    E,
    OK,
    "can i power the lsr-cm20 from a 5v usb power bank?",
    [LS],
    F.LS_VDD,
    F.LS_PEAK,
    note="4.5-5.5 V; a power bank delivers far more than the 150 mA pulses",
)
cq(
    M,
    OK,
    "Can an ESP32 (3.3 V logic) read the LSR-CM20 over its UART?",
    [LS],
    F.LS_IF,
    F.LS_BAUD,
    F.LS_LEVEL,
    note="UART at 9600 bps; interface level 3.3 V (module still needs 5 V supply)",
)
cq(
    E,
    OK,
    "will the nel1602-i2c lcd run off my 5v arduino uno?",
    [NE],
    F.NE_VDD,
)
cq(
    M,
    OK,
    "skm-mos40 switching a 12v 3a led strip, sig driven by a 5v arduino pin at room temp - ok?",
    [SK],
    F.SK_VLOAD,
    F.SK_I5_25,
)
cq(
    M,
    OK,
    "Can the SVM-D25 measure a 2S LiPo pack (8.4 V when full) on an ESP32 ADC with a 3.3 V "
    "reference?",
    [SV],
    F.SV_R25_33,
)
cq(
    E,
    OK,
    "svm-d25 to watch a 12v car battery (14.4v when charging) with an arduino uno's 5v adc?",
    [SV],
    F.SV_R25_5,
)
cq(
    M,
    OK,
    "mv24h128 eeprom on a raspberry pi i2c bus at 3.3v and 400 khz fast mode?",
    [MV],
    F.MV_H_SEL,
    note="2.5-5.5 V, up to 1 MHz",
)
cq(
    E,
    OK,
    "can the ktc1855 run off the 3v3 rail of an esp32?",
    [KT],
    F.KT_VCC,
)
cq(
    E,
    OK,
    "dme-en20 powered from the 3.3v pin of a raspberry pi pico?",
    [DM],
    F.DM_VDD,
)
cq(
    H,
    OK,
    "Can a NEL1602-I2C-B display and an MV24L128 EEPROM share one I2C bus on a 5 V Arduino Uno "
    "running the default 100 kHz clock?",
    [NE, MV],
    F.NE_VDD,
    F.NE_ADDR_B,
    F.NE_SCL,
    F.MV_L_VCC,
    F.MV_ADDR,
    note="0x27 vs 0x50-0x57, both 5 V parts, LCD limited to 100 kHz",
)
# ---------------------------------------------------------------- incompatible (9)
cq(
    E,
    NO,
    "can i power the lsr-cm20 from the 3.3v pin of my esp32?",
    [LS],
    F.LS_VDD,
    F.LS_NO33,
)
cq(
    E,
    NO,
    "Will the NEL1602-I2C work when powered from 3.3 V?",
    [NE],
    F.NE_VDD,
    F.NE_NO33,
)
cq(
    E,
    NO,
    "Can the SKM-MOS40 switch a 230 V AC heater?",
    [SK],
    F.SK_VLOAD,
    F.SK_DCONLY,
)
cq(
    M,
    NO,
    "skm-mos40 with sig from a 3v3 esp32 gpio, 10 a led strip, 25c room, no heatsink - will it "
    "cope?",
    [SK],
    F.SK_I33_25,
    note="7 A at SIG = 3.3 V, 25 °C",
)
cq(
    M,
    NO,
    "Can the SVM-D25 measure a 24 V lead-acid battery (up to 28.8 V while charging) on an "
    "ESP32 with a 3.3 V ADC reference?",
    [SV],
    F.SV_R25_33,
    note="0-16.5 V at a 3.3 V reference",
)
cq(
    H,
    NO,
    "yx6852 strip powered at 5v, data pin straight from an esp32 gpio (3.3v high) - reliable?",
    [YX],
    F.YX_VDD,
    F.YX_VIH5,
    F.YX_33,
    note="VIH 3.5 V at VDD = 5.0 V",
)
cq(
    E,
    NO,
    "ktc1855 on a 5v arduino uno, powered from the 5v pin?",
    [KT],
    F.KT_VCC,
    F.KT_ABS,
)
cq(
    M,
    NO,
    "Can the KTC1855T read a pottery kiln at 1000 °C?",
    [KT],
    F.KT_RT,
    note="T type -270 ... +400 °C",
)
cq(
    M,
    NO,
    "battery co2 logger that wakes the lsr-cm20 for 30 s per reading - will the readings be valid?",
    [LS],
    F.LS_PREHEAT,
    note="3 min preheat",
)
# ---------------------------------------------------------------- insufficient evidence (9)
cq(
    E,
    IE,
    "Can the LSR-CM20 go outdoors in a weather station that needs IP65?",
    [LS],
    note="no IP rating in the sheet",
)
cq(
    E,
    IE,
    "nel1602-i2c-b in a sunny shop window - readable in direct sunlight?",
    [NE],
    note="no sunlight readability / brightness figure",
)
cq(
    H,
    IE,
    "Can the SKM-MOS40-1 switch a 24 V, 20 A heater if I bolt a heatsink onto it?",
    [SK],
    F.SK_VLOAD,
    F.SK_NOHS,
    F.SK_TRANS,
    note="load voltage fine; no current rating with a heatsink (50 A is the transistor's)",
)
cq(
    M,
    IE,
    "will the svm-d50 screw terminals take the 2.5 mm2 wire from my 24v solar panel?",
    [SV],
    note="no terminal wire range stated",
)
cq(
    E,
    IE,
    "ktc1855k with a 20 m thermocouple extension cable - will it still be accurate?",
    [KT],
    note="no cable-length or input-filter statement",
)
cq(
    H,
    IE,
    "Will an MV24H128 clocked at 1 MHz keep its read current below 500 uA in my battery device?",
    [MV],
    F.MV_H_SEL,
    F.MV_READ,
    note="1 MHz is allowed, but the read current is only given at 400 kHz",
)
cq(
    M,
    IE,
    "Can the KTC1855 sit in a coin-cell logger that needs a sleep current below 10 uA?",
    [KT],
    note="no standby / shutdown current stated",
)
cq(
    M,
    IE,
    "dme-en20 on 3 m of ribbon cable to my arduino - will it read reliably?",
    [DM],
    F.DM_VDD,
    note="no cable-length statement",
)
cq(
    E,
    IE,
    "Is the YX6852W's white good enough for photo lighting that needs a CRI above 90?",
    [YX],
    note="CCT given, no CRI",
)
