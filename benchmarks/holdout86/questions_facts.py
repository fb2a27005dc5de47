"""Factual questions of the eighty-sixth hold-out set (42: 34 with items, 8 whose
answer is not in the sheets)."""

from __future__ import annotations

import facts as F
from qkit import DA, KP, LR, OK, PX, SD, TC, TG, Fact, join, q, unanswerable

E, M, H = "easy", "medium", "hard"
N = iter(range(1, 100))


def fq(diff: str, text: str, devs: list[str], *facts: Fact, note: str = "") -> None:
    items, evidence = join(*facts)
    q(f"f-{next(N):02d}", diff, "simple", text, devs, items, evidence, note=note)


def ie(diff: str, text: str, devs: list[str], note: str, *facts: Fact) -> None:
    evidence = join(*facts)[1] if facts else []
    unanswerable(f"f-{next(N):02d}", diff, "simple", text, devs, note, evidence)


# ---------------------------------------------------------------- TCV3471
fq(E, "What is the recommended supply voltage range of the TCV3471?", [TC], F.TC_VDD)
fq(
    M,
    "tcv3471 absolute max on vdd?",
    [TC],
    F.TC_ABS,
    note="the recommended row of the same name ends at 3.6 V",
)
fq(
    E,
    "what i2c address does the tcv3471 color sensor use?",
    [TC],
    F.TC_ADDR,
    note="ID register 0x12 reads 0x4D: a register value, not an address",
)
fq(
    M,
    "How much current does the TCV3471 draw in its sleep state?",
    [TC],
    F.TC_ISLP,
    note="unnamed rows under 'Supply current': wait state 65 µA is the look-alike",
)
fq(
    H,
    "What minimum input-high level do the TCV3471's SCL and SDA pins need?",
    [TC],
    F.TC_VIH,
    note="symbol-only row VIH",
)
fq(
    E,
    "operating temp range of the tcv3471?",
    [TC],
    F.TC_TOP,
    note="storage -40 ... 85 °C in the absolute maximum table",
)
# ---------------------------------------------------------------- BL-DAC12
fq(E, "What supply voltage range does the BL-DAC12 board accept?", [DA], F.DA_VCC)
fq(E, "bl-dac12 i2c address options?", [DA], F.DA_ADDR)
fq(
    H,
    "What are the typical and maximum supply currents of the BL-DAC12 when run at 3.3 V?",
    [DA],
    F.DA_I33,
    note="columns are supply voltages; 2.7 V and 5.0 V columns beside",
)
fq(M, "how many ma can the bl-dac12 output pin source?", [DA], F.DA_IOUT)
fq(
    M,
    "What operating temperature range is the BL-DAC12 board rated for?",
    [DA],
    F.DA_TOP,
    note="the chip alone -40 ... +85 °C is stated in a note below the table",
)
fq(E, "dac resolution of the bl-dac12?", [DA], F.DA_RES)
# ---------------------------------------------------------------- LRX
fq(E, "What is the default baud rate of the LRX laser distance module?", [LR], F.LR_BAUD)
fq(
    M,
    "What is the measuring range of the LRX-80 on a grey (18 %) target?",
    [LR],
    F.LR_GREY80,
    note="white-target row and the LRX-40 column are the look-alikes",
)
fq(E, "lrx-40 accuracy?", [LR], F.LR_ACC40)
fq(
    M,
    "How much current does the LRX draw when it is switched off with PWR_EN low?",
    [LR],
    F.LR_IOFF,
    note="standby with laser off is 15 mA",
)
fq(E, "LRX module operating temperature range?", [LR], F.LR_TOP)
# ---------------------------------------------------------------- KPP-12D
fq(E, "What operating voltage range does the KPP-12D pump accept?", [KP], F.KP_VR)
fq(E, "kpp-12d rated current at 12v?", [KP], F.KP_I)
fq(
    M,
    "What starting current should I plan for with the KPP-12D?",
    [KP],
    F.KP_ISTART,
    note="rated 300 mA and no-load 150 mA rows are the look-alikes",
)
fq(E, "rated power of the kpp-12d?", [KP], F.KP_P)
fq(E, "What is the KPP-12D's operating temperature range?", [KP], F.KP_TOP)
# ---------------------------------------------------------------- TRG-PD20
fq(E, "How much continuous current can the TRG-PD20 deliver?", [TG], F.TG_I20)
fq(
    M,
    "what's the operating temp range of the trg-pd20h?",
    [TG],
    F.TG_TOPH,
    note="TRG-PD20 column: -10 ... +60 °C",
)
# ---------------------------------------------------------------- SDB
fq(E, "What supply voltage does the SDB-5V need on its VCC pin?", [SD], F.SD_V5)
fq(
    M,
    "max spi clock on the sdb-5v?",
    [SD],
    F.SD_SPI5,
    note="SDB-3V column 25 MHz; 100 - 400 kHz is the initialisation clock",
)
fq(E, "what interface does the sdb microsd breakout use?", [SD], F.SD_IFACE)
# ---------------------------------------------------------------- PXL5
fq(E, "What supply voltage do PXL5 pixel strips need?", [PX], F.PX_VIN)
fq(
    M,
    "how many amps per meter does the pxl5-60 pull at full white?",
    [PX],
    F.PX_I60,
    note="one column per density",
)
fq(E, "which ip ratings are available for the pxl5 tape?", [PX], F.PX_IP)
fq(
    H,
    "What is the operating temperature range of the coated (IP65) PXL5 tape?",
    [PX],
    F.PX_TOP65,
    note="ordering table: -IP20 -20 ... +50 °C, -IP67 -20 ... +40 °C",
)
# ---------------------------------------------------------------- OKM-2
fq(
    E,
    "What input voltage turns an OKM-2S channel on?",
    [OK],
    F.OK_VIH_S,
    note="bilingual name wrapped over two lines; OKM-2HS column ≥ 3.0 V",
)
fq(E, "max continuous output current of the okm-2s?", [OK], F.OK_IOUT_S)
fq(
    H,
    "What is the limiting (absolute maximum) VCC2 voltage of the OKM-2HS?",
    [OK],
    F.OK_ABS_HS,
    note="OKM-2S column 30 V; operating VCC2 4.5 - 5.5 V",
)

# ---------------------------------------------------------------- not in the sheets (8)
ie(
    E,
    "what ip rating does the kpp-12d pump have?",
    [KP],
    "no ingress protection is stated",
)
ie(
    E,
    "What IP rating does the LRX laser module have?",
    [LR],
    "no IP rating; the sheet only says it is not waterproof or dust-proof",
    F.LR_WET,
)
ie(
    E,
    "how much ripple is on the trg-pd20 output?",
    [TG],
    "ripple is the charger's; the sheet says it is not specified",
    F.TG_RIPPLE,
)
ie(
    E,
    "What is the rated lifetime in hours of the OKM-2 optocouplers?",
    [OK],
    "the FAQ says no lifetime figure is given",
    F.OK_LIFE,
)
ie(
    M,
    "What is the TCV3471's lux (illuminance) accuracy?",
    [TC],
    "only responsivity in counts is given; no lux output or lux accuracy",
)
ie(
    M,
    "whats the output noise of the bl-dac12 in uv?",
    [DA],
    "no output noise figure; only INL and settling time",
)
ie(
    M,
    "What is the luminous flux per metre of the PXL5-60?",
    [PX],
    "no lumen figure; only power, current and beam angle",
)
ie(
    H,
    "How long can the data wire be between my controller and the first PXL5 pixel?",
    [PX],
    "no data-line length is stated (only the power-feed run lengths)",
)
