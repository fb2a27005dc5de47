"""Compatibility questions of the eighty-sixth hold-out set (28: 10 compatible, 9
incompatible, 9 insufficient_evidence, each of those with one required check the
sheets do not support)."""

from __future__ import annotations

import facts as F
from qkit import DA, KP, LR, OK, PX, SD, TC, TG, Fact, join, q

E, M, H = "easy", "medium", "hard"
OK_, NO, IE = "compatible", "incompatible", "insufficient_evidence"
N = iter(range(1, 100))


def cq(diff: str, verdict: str, text: str, devs: list[str], *facts: Fact, note: str = "") -> None:
    items, evidence = join(*facts) if facts else ([], [])
    if verdict == IE:
        items = []
    q(f"c-{next(N):02d}", diff, "compatibility", text, devs, items, evidence, verdict, note)


# ---------------------------------------------------------------- compatible (10)
cq(
    E,
    OK_,
    "will my 5v arduino uno power the bl-dac12 and talk to it over i2c?",
    [DA],
    F.DA_VCC,
    F.DA_5V,
)
cq(
    M,
    OK_,
    "Can I power the LRX-40 from a 3.3 V supply rail that can give 500 mA?",
    [LR],
    F.LR_VCC,
    F.LR_I40,
    note="inrush up to 300 mA for 5 ms is also inside 500 mA",
)
cq(
    E,
    OK_,
    "can the trg-pd20 give me 12v at 2a for a fan, from a charger that offers 12v?",
    [TG],
    F.TG_12,
    F.TG_I20,
)
cq(
    M,
    OK_,
    "Can I run a KPP-12D from a 12 V 1 A wall adapter?",
    [KP],
    F.KP_VR,
    F.KP_I,
    F.KP_ISTART,
    note="starting current 900 mA is below 1 A",
)
cq(
    M,
    OK_,
    "sdb-5v on a 5v arduino nano, sharing the spi bus with another sensor - ok?",
    [SD],
    F.SD_V5,
    F.SD_VIH5,
    F.SD_SHARE,
)
cq(
    M,
    OK_,
    "Can a 3.3 V ESP32 GPIO switch an OKM-2S channel whose output side runs from a 24 V PLC "
    "supply?",
    [OK],
    F.OK_VIH_S,
    F.OK_VCC2_S,
)
cq(
    E,
    OK_,
    "can the tcv3471 run straight off a raspberry pi's 3v3 rail and i2c pins?",
    [TC],
    F.TC_VDD,
    F.TC_PULL,
)
cq(
    H,
    OK_,
    "TCV3471 and BL-DAC12 on one I2C bus, both powered from an ESP32's 3.3 V: any address "
    "clash or level problem?",
    [TC, DA],
    F.TC_ADDR,
    F.DA_ADDR,
    F.TC_VDD,
    F.DA_VCC,
    F.DA_33,
    note="0x39 vs 0x60; the DAC board's pull-ups go to its 3.3 V VCC",
)
cq(
    E,
    OK_,
    "can a 5v 2.4a usb power bank run 1 m of pxl5-30 at full white?",
    [PX],
    F.PX_VIN,
    F.PX_I30,
)
cq(
    E,
    OK_,
    "Will an LRX-40 and a bare PXL5 strip both be fine in a 35 °C attic?",
    [LR, PX],
    F.LR_TOP,
    F.PX_TOP20,
)

# ---------------------------------------------------------------- incompatible (9)
cq(
    E,
    NO,
    "can i plug the lrx-80 vcc into the 5v pin of my arduino?",
    [LR],
    F.LR_VCC,
    F.LR_ABS,
    F.LR_5V,
)
cq(E, NO, "pxl5-60 strip on a 12v supply?", [PX], F.PX_VIN, F.PX_12V)
cq(
    E,
    NO,
    "Can the TRG-PD20 give 24 V for my 24 V stepper driver?",
    [TG],
    F.TG_24,
)
cq(
    M,
    NO,
    "esp32 3.3v gpio driving a pxl5 strip's din directly, strip on 5v - will it work?",
    [PX],
    F.PX_VIN,
    F.PX_VIH,
    F.PX_33,
    note="VIH 0.7 x VDD = 3.5 V at 5 V",
)
cq(
    M,
    NO,
    "Can the BL-DAC12, powered from 5 V, give a 0-10 V control signal for a VFD?",
    [DA],
    F.DA_VCC,
    F.DA_10V,
)
cq(
    M,
    NO,
    "tcv3471 powered from 3.3 V, its sda/scl pulled up to 5 V on an arduino uno - ok?",
    [TC],
    F.TC_VIABS,
    F.TC_5V,
)
cq(
    H,
    NO,
    "SDB-5V powered from a Raspberry Pi Pico's 3.3 V pin, logging continuously: reliable?",
    [SD],
    F.SD_V5,
    F.SD_33,
)
cq(
    M,
    NO,
    "Can the OKM-2HS output directly drive a 5 V relay coil that draws 70 mA?",
    [OK],
    F.OK_IOUT_HS,
    F.OK_RELAY,
)
cq(
    H,
    NO,
    "can a 2 m pxl5-144 reel at full white run from a 5v 10a supply fed only at one end?",
    [PX],
    F.PX_I144,
    F.PX_RUN,
    note="2 x 8.6 A = 17.2 A; one-end run limit 1 m",
)

# ---------------------------------------------------------------- insufficient evidence (9)
cq(
    E,
    IE,
    "Can the KPP-12D sit outdoors in the rain?",
    [KP],
    F.KP_TOP,
    note="no IP rating or sealing statement",
)
cq(
    E,
    IE,
    "can the lrx-40 measure 30 m outdoors in direct sunlight?",
    [LR],
    F.LR_SUN,
    note="range in bright sunlight is not specified",
)
cq(
    M,
    IE,
    "will a tcv3471 give me lux within 5 % for a grow-light meter?",
    [TC],
    note="no lux accuracy",
)
cq(
    M,
    IE,
    "trg-pd20 feeding a sensitive audio dac at 9v - will ripple be under 10 mv?",
    [TG],
    F.TG_RIPPLE,
    note="ripple not specified",
)
cq(
    M,
    IE,
    "Will the OKM-2S still work after 10 years of continuous use in my greenhouse controller?",
    [OK],
    F.OK_LIFE,
    note="no lifetime figure",
)
cq(
    E,
    IE,
    "is the bl-dac12 output quiet enough (under 50 uv noise) for an audio test signal?",
    [DA],
    note="no noise figure",
)
cq(
    H,
    IE,
    "Can the SDB-5V sustain 2 MB/s of writes for my data logger?",
    [SD],
    F.SD_SPI5,
    note="write throughput is not stated",
)
cq(
    M,
    IE,
    "Is the PXL5 tape UL listed for a US retail install?",
    [PX],
    note="no listing or certification for the tape itself",
)
cq(
    H,
    IE,
    "Will the TCV3471's color readings drift less than 2 % between 25 °C and 85 °C?",
    [TC],
    F.TC_TOP,
    note="85 °C is inside the range; no temperature coefficient of responsivity",
)
