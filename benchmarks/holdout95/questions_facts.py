"""Factual questions of the ninety-fifth hold-out set (42: 34 with items, 8 whose
answer is not in the sheets)."""

from __future__ import annotations

import facts as F
from qkit import AV, DA, LR, PH, PU, RB, TR, VX, Fact, join, q, unanswerable

E, M, H = "easy", "medium", "hard"
N = iter(range(1, 100))


def fq(diff: str, text: str, devs: list[str], *facts: Fact, note: str = "") -> None:
    items, evidence = join(*facts)
    q(f"f-{next(N):02d}", diff, "simple", text, devs, items, evidence, note=note)


def ie(diff: str, text: str, devs: list[str], note: str, *facts: Fact) -> None:
    evidence = join(*facts)[1] if facts else []
    unanswerable(f"f-{next(N):02d}", diff, "simple", text, devs, note, evidence)


# ---------------------------------------------------------------- VTX-420
fq(
    E,
    "What acceleration range does the VTX-420-A20 measure?",
    [VX],
    F.VX_RANGE_A20,
    note="the -A05 row above reads 0 to 5 g pk",
)
fq(E, "vtx-420 loop supply voltage range?", [VX], F.VX_LOOP)
fq(
    M,
    "What is the sensitivity of the dynamic (raw) output of the VTX-420-A05?",
    [VX],
    F.VX_SENS_A05,
    note="-A20 row: 25 mV/g; the SI column repeats it as 10.2 mV/(m/s²)",
)
fq(
    M,
    "over what temperature range in celsius can the vtx-420 operate?",
    [VX],
    F.VX_TOP,
    note="English column -40 to +185 °F, SI column -40 to +85 °C; storage -51 to +121 °C",
)
fq(
    H,
    "What is the highest loop voltage the VTX-420 survives without damage?",
    [VX],
    F.VX_ABS,
    note="only in Note 1; the operating range stops at 30 VDC",
)
# ---------------------------------------------------------------- GCW-DAC4
fq(E, "What I2C address does the GCW-DAC4 ship with?", [DA], F.DA_ADDR0)
fq(
    M,
    "which i2c addresses can the gcw-dac4 be set to?",
    [DA],
    F.DA_ADDRS,
    note="the general call address 0x00 is not a board address",
)
fq(E, "gcw-dac4 supply voltage range?", [DA], F.DA_VCC)
fq(
    M,
    "How much supply current does the GCW-DAC4 draw at VCC = 5 V with no load?",
    [DA],
    F.DA_ICC5,
    note="one column per supply: 600 µA at 3.3 V, 800 µA at 5.0 V",
)
fq(
    H,
    "What is the fastest I2C clock the GCW-DAC4's DAC chip supports?",
    [DA],
    F.DA_I2C,
    note="only in prose; the board's pull-ups and cables are good for 400 kHz only",
)
# ---------------------------------------------------------------- RML-BST28
fq(E, "What input voltage range does the RML-BST28 accept?", [RB], F.RB_VIN)
fq(
    M,
    "how much current can the rml-bst28 deliver at 12v out when fed from 5v?",
    [RB],
    F.RB_I_5_12,
    note="table 2 by VIN → VOUT pair; the 2 A in table 1 is the switch limit, not the output",
)
fq(
    H,
    "What is the minimum input voltage the RML-BST28 needs to start up?",
    [RB],
    F.RB_START,
    note="footnote (1): start-up 2.5 V, then runs down to 2 V",
)
fq(E, "max input voltage rating of the rml-bst28 before damage?", [RB], F.RB_ABS)
fq(
    E,
    "What is the no-load input current of the RML-BST28 at 5 V in?",
    [RB],
    F.RB_IQ,
    note="bilingual name wrapped over two lines around the values",
)
# ---------------------------------------------------------------- HLR-433
fq(E, "frequency range of the hlr-433 module?", [LR], F.LR_BAND)
fq(E, "What is the maximum transmit power of the HLR-433?", [LR], F.LR_TX)
fq(
    M,
    "What is the HLR-433's receive sensitivity at SF7, 125 kHz?",
    [LR],
    F.LR_SF7,
    note="SF12 -139 dBm is the headline figure",
)
fq(
    M,
    "how many ma does the hlr-433 pull transmitting at +17 dbm?",
    [LR],
    F.LR_TX17,
    note="unnamed continuation row under 'TX current'",
)
fq(
    H,
    "What is the most TX power the HLR-433 gives if the firmware uses the RFO output?",
    [LR],
    F.LR_RFO,
    note="only in the design notes",
)
# ---------------------------------------------------------------- TRB-4R05
fq(
    E,
    "What VCC does the TRB-4R05 relay board need with the JD-VCC jumper fitted?",
    [TR],
    F.TR_VCC,
)
fq(E, "how much current does each relay on the trb-4r05 draw?", [TR], F.TR_COIL_I)
fq(
    M,
    "What is the maximum continuous current one TRB-4R05 channel may switch?",
    [TR],
    F.TR_BOARD,
    note="relay contact rating row: 10 A; the board row below it: 7 A",
)
fq(
    M,
    "trb-4r05 on 5v: what input voltage is needed to turn a relay off?",
    [TR],
    F.TR_OFF5,
    note="per-VCC columns: 2.8 V at 3.3 V, 4.5 V at 5.0 V",
)
fq(
    H,
    "What VCC range is allowed on the TRB-4R05 when the JD-VCC jumper is removed?",
    [TR],
    F.TR_VCC_OPEN,
    note="look-alike row above it (jumper fitted) 4.75 ... 5.25 V",
)
# ---------------------------------------------------------------- AVE-TFT35U
fq(
    M,
    "How much current does the AVE-TFT35U-B draw with the backlight at 100 %?",
    [AV],
    F.AV_ICC_B,
    note="version columns: -A 110 mA, -B 150 mA",
)
fq(
    M,
    "what are the logic high and low input thresholds of the ave-tft35u?",
    [AV],
    F.AV_VIH,
    F.AV_VIL,
    note="symbol-only rows VIH / VIL",
)
fq(E, "operating temp range of the ave-tft35u?", [AV], F.AV_TOP)
# ---------------------------------------------------------------- FSL-PH2
fq(E, "fsl-ph2 supply voltage?", [PH], F.PH_VCC)
fq(E, "What is the output voltage range of the FSL-PH2?", [PH], F.PH_AOUT)
fq(
    M,
    "What ambient temperature range is the FSL-PH2 board itself rated for?",
    [PH],
    F.PH_TOP,
    note="the probe's solution temperature 0 to 60 °C is the look-alike",
)
# ---------------------------------------------------------------- BLF-P5U
fq(
    E,
    "what voltage range will the blf-p5u pump run on?",
    [PU],
    F.PU_RANGE,
    note="rated 5 V; working range 3.5 ~ 6 V",
)
fq(
    M,
    "What is the rated current of the BLF-P5U pump at 5 V?",
    [PU],
    F.PU_IRATED,
    note="no-load 120 mA, max 300 mA and stall 650 mA are neighbouring rows",
)
fq(E, "What is the storage temperature range of the BLF-P5U?", [PU], F.PU_TST)

# ---------------------------------------------------------------- not in the sheets (8)
ie(
    E,
    "What is the mounted resonant frequency of the VTX-420?",
    [VX],
    "only the ±3 dB frequency response 10 to 1000 Hz is given",
)
ie(
    E,
    "gcw-dac4 output noise?",
    [DA],
    "no noise figure; only INL, DNL, settling time",
)
ie(
    E,
    "rml-bst28 thermal shutdown temperature?",
    [RB],
    "no thermal protection is mentioned",
)
ie(
    M,
    "how far can the hlr-433 reach in km?",
    [LR],
    "no range; the sheet says distance depends on antenna and environment",
    F.LR_RANGE,
)
ie(
    E,
    "What is the rated electrical life (operations) of the TRB-4R05 relays?",
    [TR],
    "no electrical or mechanical life is given",
)
ie(
    E,
    "How bright is the AVE-TFT35U backlight in cd/m²?",
    [AV],
    "no luminance figure",
)
ie(
    E,
    "What IP rating does the FSL-PH2K's E-201 probe have?",
    [PH],
    "no IP rating for probe or board",
)
ie(
    E,
    "what ip rating does the blf-p5u have?",
    [PU],
    "no IP rating; the sheet only says the motor is not waterproof",
    F.PU_WET,
)
