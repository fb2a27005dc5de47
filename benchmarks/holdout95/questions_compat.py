"""Compatibility questions of the ninety-fifth hold-out set (28: 10 compatible, 9
incompatible, 9 insufficient_evidence, each of those with one required check the
sheets do not support)."""

from __future__ import annotations

import facts as F
from qkit import AV, DA, LR, PH, PU, RB, TR, VX, Fact, join, q

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
    "can my plc's 24v loop-powered analog input read the vtx-420 directly?",
    [VX],
    F.VX_LOOP,
    F.VX_OUT,
    F.VX_PLC,
)
cq(
    E,
    OK,
    "Will a VTX-420-A05 keep working bolted to a pump casing that runs at 75 °C?",
    [VX],
    F.VX_TOP,
)
cq(
    E,
    OK,
    "Can an HLR-433 and a GCW-DAC4 share one 3.3 V rail?",
    [LR, DA],
    F.LR_VCC,
    F.DA_VCC,
)
cq(
    E,
    OK,
    "can i run the hlr-433 straight off 2 aa cells (about 3v)?",
    [LR],
    F.LR_VCC,
)
cq(
    M,
    OK,
    "Can the RML-BST28 turn a 1S Li-ion cell (3.7 V nominal) into 5 V for a 0.8 A load?",
    [RB],
    F.RB_VIN,
    F.RB_VOUT,
    F.RB_I_37_5,
    note="table 2: 1.0 A at 3.7 V → 5 V",
)
cq(
    H,
    OK,
    "TRB-4R05 with the JD-VCC jumper removed, VCC from an ESP32's 3.3 V pin and JD-VCC from "
    "a separate 5 V supply, inputs driven by 3.3 V GPIOs: will the relays switch on and off?",
    [TR],
    F.TR_VCC_OPEN,
    F.TR_JD,
    F.TR_ON,
    F.TR_OFF33,
    note="OFF at IN ≥ 2.8 V with VCC = 3.3 V; ON at IN ≤ 1.0 V",
)
cq(
    M,
    OK,
    "Will the AVE-TFT35U-A work on an Arduino Due with its 3.3 V logic?",
    [AV],
    F.AV_VCC,
    F.AV_VIH,
    F.AV_33,
    F.AV_DUE,
)
cq(
    E,
    OK,
    "fsl-ph2 on an esp32: power from 3v3 and read the output on an adc pin, ok?",
    [PH],
    F.PH_VCC,
    F.PH_AOUT,
    F.PH_3V3,
)
cq(
    E,
    OK,
    "can i run the blf-p5u pump from a usb power bank (5v 1a)?",
    [PU],
    F.PU_RATED,
    F.PU_IMAX,
    F.PU_USB,
)
cq(
    M,
    OK,
    "Can one TRB-4R05 channel switch a BLF-P5U pump running on its 5 V USB supply?",
    [TR, PU],
    F.TR_BOARD,
    F.TR_CV,
    F.PU_RATED,
    F.PU_IMAX,
)

# ---------------------------------------------------------------- incompatible (9)
cq(
    E,
    NO,
    "can i power the ave-tft35u shield from an esp32's 3.3v pin?",
    [AV],
    F.AV_VCC,
)
cq(
    H,
    NO,
    "Can I run the VTX-420 loop from a 36 V DC supply?",
    [VX],
    F.VX_LOOP,
    F.VX_ABS,
    note="36 V is above the 30 VDC operating limit, though below the 40 V survival rating",
)
cq(
    M,
    NO,
    "Can the GCW-DAC4 produce a -5 V to +5 V control signal?",
    [DA],
    F.DA_ZERO,
    F.DA_FS5,
)
cq(
    E,
    NO,
    "can i wire the hlr-433 straight to a 5v arduino uno, 5v pin and all?",
    [LR],
    F.LR_VCC,
    F.LR_ABS,
    F.LR_5V,
)
cq(
    M,
    NO,
    "hlr-433 powered directly from a fully charged li-ion cell (4.2v), fine?",
    [LR],
    F.LR_VCC,
    F.LR_ABS,
)
cq(
    H,
    NO,
    "Can the RML-BST28 boost a 12 V battery to 24 V for a LED strip drawing 1 A? It has a "
    "2 A switch.",
    [RB],
    F.RB_I_12_24,
    F.RB_SWNOTE,
    note="table 2: 0.6 A at 12 V → 24 V; the 2 A is the switch peak limit",
)
cq(
    M,
    NO,
    "Can one TRB-4R05 channel switch a 230 V AC, 8 A resistive heater?",
    [TR],
    F.TR_BOARD,
    F.TR_CV,
    note="the relay is rated 10 A but the board limits each channel to 7 A",
)
cq(
    M,
    NO,
    "trb-4r05 on 5v with the jd-vcc jumper on, driven from esp32 3v3 gpios - will the relays "
    "turn off?",
    [TR],
    F.TR_VCC,
    F.TR_OFF5,
    note="OFF needs IN ≥ 4.5 V at VCC = 5 V",
)
cq(
    E,
    NO,
    "can i power the blf-p5u straight from an esp32 gpio pin?",
    [PU],
    F.PU_IRATED,
    F.PU_GPIO,
)

# ---------------------------------------------------------------- insufficient evidence (9)
cq(
    M,
    IE,
    "Will the VTX-420 survive daily high-pressure hot washdown (IP69K)?",
    [VX],
    F.VX_IP,
    note="IP67 only; no IP69K or washdown statement",
)
cq(
    M,
    IE,
    "Is the GCW-DAC4's internal reference stable to 10 ppm/°C for my bench calibrator?",
    [DA],
    note="2.048 V reference value given, no drift figure",
)
cq(
    E,
    IE,
    "will two hlr-433 modules reach each other 5 km apart across a city?",
    [LR],
    F.LR_RANGE,
    note="no range figure; distance not guaranteed",
)
cq(
    M,
    IE,
    "Can the RML-BST28 charge a 2S Li-ion pack safely from a 5 V USB charger?",
    [RB],
    F.RB_VIN,
    note="no charge current limit or CC/CV function is described",
)
cq(
    M,
    IE,
    "will the trb-4r05 relays last 100,000 switching cycles on a small 230v fan?",
    [TR],
    F.TR_CV,
    note="no electrical life given",
)
cq(
    E,
    IE,
    "can the ave-tft35u play 30 fps full-screen video on an uno?",
    [AV],
    note="no frame rate or write speed figure",
)
cq(
    H,
    IE,
    "Is the FSL-PH2K probe rated for 3 bar in a pressurised irrigation line?",
    [PH],
    note="no pressure rating for the probe",
)
cq(
    E,
    IE,
    "Is the BLF-P5U's tubing food-safe (FDA) for my coffee machine?",
    [PU],
    note="coffee machines named as a use, no food-contact approval stated",
)
cq(
    H,
    IE,
    "Can I use the HLR-433 legally in the US under FCC Part 15 at 433 MHz?",
    [LR],
    F.LR_BAND,
    note="band given, no certification or regulatory statement",
)
