"""Compatibility questions of the hundred-and-thirty-first hold-out set (28: 10
compatible, 9 incompatible, 9 insufficient_evidence, each of those with one required
check the sheets do not support)."""

from __future__ import annotations

import facts as F
from qkit import AZ, CL, DV, HF, OK, PZ, RH, TH, Fact, join, q

E, M, H = "easy", "medium", "hard"
OK_, NO, IE = "compatible", "incompatible", "insufficient_evidence"
N = iter(range(1, 100))


def cq(diff: str, verdict: str, text: str, devs: list[str], *facts: Fact, note: str = "") -> None:
    items, evidence = join(*facts) if facts else ([], [])
    if verdict == IE:
        items = []
    q("c", next(N), diff, "compatibility", text, devs, items, evidence, verdict, note)


# ---------------------------------------------------------------- compatible (10)
cq(
    E,
    OK_,
    "azm3108 on an esp32 i2c bus, vdd and vddio both from the 3v3 pin - ok?",
    [AZ],
    F.AZ_VDD,
    F.AZ_VDDIO,
    note="3.3 V is inside VDD 1.71-3.6 V and VDDIO 1.62-3.6 V",
)
cq(
    M,
    OK_,
    "Can an AZM3108 with ADR tied to VDDIO share a Raspberry Pi's 3.3 V I²C bus with a "
    "CLR-610?",
    [AZ, CL],
    F.AZ_VDD,
    F.AZ_ADDR,
    F.CL_VCC,
    F.CL_ADDR,
    F.CL_VIH,
    note="0x11 vs the CLR-610's fixed 0x10; both run from 3.3 V",
)
cq(
    E,
    OK_,
    "Can the CLR-610 be powered directly from a single Li-ion cell (3.0 V to 4.2 V)?",
    [CL],
    F.CL_VCC,
    note="VCC 2.8-4.3 V covers the whole discharge curve",
)
cq(
    M,
    OK_,
    "dvc7212 running on 3v3, spi driven straight from a 5v arduino uno - will the inputs cope?",
    [DV],
    F.DV_VDD,
    F.DV_VI,
    F.DV_5VTOL,
    note="the inputs are 5.5 V tolerant whatever VDD is (prose); limiting value 6.5 V",
)
cq(
    E,
    OK_,
    "can i run the rhv1660 from 2 x aa cells to get a small negative rail?",
    [RH],
    F.RH_VIN,
    note="2 x AA gives about 2.0-3.2 V, inside 1.5-10 V",
)
cq(
    H,
    OK_,
    "An op-amp needs a negative rail of -4 V or more negative at 10 mA. Can an RHV1660 fed "
    "from a 5 V USB power bank provide it?",
    [RH],
    F.RH_VIN,
    F.RH_IL,
    F.RH_VOUT,
    note="-4.45 V typical at 10 mA from 5 V (EC table and detailed description); even with "
    "the 90 ohm maximum output resistance it stays below -4 V; 10 mA is inside the 20 mA load "
    "range",
)
cq(
    E,
    OK_,
    "hfq-12 flow sensor on a 5v arduino uno, powered from the 5v pin and signal to pin 2?",
    [HF],
    F.HF_VCC12,
    F.HF_ARDUINO,
)
cq(
    M,
    OK_,
    "Can I power a THP-103 board from an ESP32's 3.3 V pin and read AO with the ESP32's ADC?",
    [TH],
    F.TH_VCC,
    F.TH_ESP32,
    note="AO never exceeds VCC; the sheet recommends exactly this",
)
cq(
    E,
    OK_,
    "pza-2312 wired straight to a car battery (up to 14.4v while charging) - ok?",
    [PZ],
    F.PZ_VCC,
    note="14.4 V inside 3-24 V",
)
cq(
    H,
    OK_,
    "Is one channel of the OKX-2204 rated (voltage and current) to switch a PZA-2312 buzzer "
    "that runs from 24 V?",
    [OK, PZ],
    F.OK_IC,
    F.OK_VCEO,
    F.PZ_VCC,
    F.PZ_I24,
    note="VCEO 80 V > 24 V and IC 50 mA > 25 mA; the LED drive is not asked",
)
# ---------------------------------------------------------------- incompatible (9)
cq(
    E,
    NO,
    "azm3108 powered from the 5v pin of an arduino uno?",
    [AZ],
    F.AZ_VDD,
    F.AZ_ABSVDD,
    F.AZ_ARDUINO,
    note="VDD 3.6 V max, 4.0 V absolute maximum",
)
cq(
    H,
    NO,
    "An AZM3108 with ADR tied to GND and a CLR-610 sit on the same I²C bus. Will both answer "
    "correctly?",
    [AZ, CL],
    F.AZ_ADDR,
    F.CL_ADDR,
    note="both at 0x10; the CLR-610 address is fixed, so the AZM3108 must use ADR = VDDIO",
)
cq(
    M,
    NO,
    "clr-610 rxd wired straight to a 5v arduino tx pin, no level shifter - fine?",
    [CL],
    F.CL_VIH,
    F.CL_ABSIN,
    F.CL_NOT5V,
)
cq(
    E,
    NO,
    "rhv1660 straight off a 12v wall adapter?",
    [RH],
    F.RH_VIN,
    F.RH_ABS,
    F.RH_12V,
)
cq(
    M,
    NO,
    "Can an RHV1660 supply a -5 V rail for a load that draws 50 mA?",
    [RH],
    F.RH_IL,
    note="20 mA maximum load current",
)
cq(
    H,
    NO,
    "An HFQ-12 is powered from a 12 V adapter and its yellow signal wire goes straight to pin 2 "
    "of an Arduino Uno. Is that safe for the Arduino?",
    [HF],
    F.HF_VCC12,
    F.HF_PULLUP,
    note="12 V is a valid supply, but the output is pulled up to VCC: 12 V pulses need a divider",
)
cq(
    E,
    NO,
    "thp-103 (the pvc cable one) in a deep fryer at 180c?",
    [TH],
    F.TH_RANGE,
    F.TH_PVC,
    note="-20 ... +105 C; the sheet points to the THP-103S",
)
cq(
    M,
    NO,
    "Can an OKX-2204 pass a 1 MHz SPI clock across an isolation barrier?",
    [OK],
    F.OK_TR,
    F.OK_FC,
    note="80 kHz cut-off, 3 / 18 us rise time",
)
cq(
    M,
    NO,
    "Can a DVC7212A powered from 3.3 V produce a 0 V to 4 V output by using gain 2?",
    ["DVC7212A"],
    F.DV_VDD,
    F.DV_GAIN2,
    note="gain 2 needs VDD >= 4.5 V (prose and the static table)",
)
# ---------------------------------------------------------------- insufficient evidence (9)
cq(
    M,
    IE,
    "Will an AZM3108 give a compass heading accurate to ±1° in my drone?",
    [AZ],
    F.AZ_HEADING,
    note="heading accuracy is said not to be a sensor specification",
)
cq(
    E,
    IE,
    "dvc7212 as an audio dac for 44.1 khz music - is the distortion low enough?",
    [DV],
    note="no THD or SNR figure; the interface speed alone is not enough",
)
cq(
    M,
    IE,
    "rhv1660 as the negative rail for a precision op amp that needs less than 5 mv of ripple?",
    [RH],
    F.RH_RIPPLE,
    note="no ripple figure; the sheet points to a data book that is not given",
)
cq(
    E,
    IE,
    "Is the HFQ-12 approved for drinking-water lines?",
    [HF],
    F.HF_BODY,
    note="the body material is named, no approval either way",
)
cq(
    E,
    IE,
    "Is the CLR-610's 1PPS output accurate to better than 100 ns for disciplining an "
    "oscillator?",
    [CL],
    F.CL_1PPS,
    note="the 1PPS pulse width is given, its timing accuracy is not",
)
cq(
    E,
    IE,
    "thp-103 probe in a sous-vide bath at 60c - is it food safe?",
    [TH],
    F.TH_RANGE,
    note="60 C is inside the range; no food-contact statement",
)
cq(
    E,
    IE,
    "pza-2312 mounted outdoors in the rain, is it waterproof enough?",
    [PZ],
    note="no IP rating or sealing statement",
)
cq(
    M,
    IE,
    "Does the OKX-2204 provide reinforced insulation approved to UL 1577 and VDE 0884 for a "
    "medical device?",
    [OK],
    F.OK_VISO,
    note="5000 Vrms isolation voltage, but no approvals, creepage or insulation class",
)
cq(
    E,
    IE,
    "hfq-34 for measuring diesel fuel instead of water?",
    ["HFQ-34"],
    note="only water is named; no fuel or media compatibility statement",
)
