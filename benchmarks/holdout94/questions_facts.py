"""Factual questions of the ninety-fourth hold-out set (42: 34 with items, 8 whose
answer is not in the sheets)."""

from __future__ import annotations

import facts as F
from qkit import CO, GC, KZ, OD, PA, PS, SD, VA, Fact, join, q, unanswerable

E, M, H = "easy", "medium", "hard"
N = iter(range(1, 100))


def fq(diff: str, text: str, devs: list[str], *facts: Fact, note: str = "") -> None:
    items, evidence = join(*facts)
    q(f"f-{next(N):02d}", diff, "simple", text, devs, items, evidence, note=note)


def ie(diff: str, text: str, devs: list[str], note: str, *facts: Fact) -> None:
    evidence = join(*facts)[1] if facts else []
    unanswerable(f"f-{next(N):02d}", diff, "simple", text, devs, note, evidence)


# ---------------------------------------------------------------- TGC-CO5U
fq(
    E,
    "What CO concentration range can the TGC-CO5U measure?",
    [CO],
    F.CO_RANGE,
    note="the 2000 ppm row is the overload limit, not the range",
)
fq(E, "what voltage range comes out of the vo pin on the co5u?", [CO], F.CO_AOUT)
fq(E, "TGC-CO5U serial baud rate?", [CO], F.CO_BAUD)
fq(
    H,
    "How accurate is the TGC-CO5U at low CO levels, say around 50 ppm?",
    [CO],
    F.CO_ACC_LOW,
    note="±5 % of reading is the 100-1000 ppm band, ±15 % the whole temperature range",
)
fq(
    M,
    "how long does the tgc-co5u need to preheat before the reading is good?",
    [CO],
    F.CO_WARM,
    F.CO_WARM_NOTE,
    note="the 24 h applies only after more than a month of storage without power",
)
ie(
    M,
    "How much does the TGC-CO5U zero point drift per year?",
    [CO],
    "no long-term drift figure; only the expected life (5 years) is given",
)
# ---------------------------------------------------------------- ODB-36
fq(E, "What supply voltage range does the ODB-36 BLDC driver run on?", [OD], F.OD_VM)
fq(
    M,
    "odb-36-12 continuous and peak phase current?",
    [OD],
    F.OD_I12,
    F.OD_PK12,
    note="6 A / 15 A are the ODB-36-6 columns",
)
fq(
    M,
    "What logic high and logic low levels do the ODB-36 control inputs (EN, DIR, BRK, PWM on "
    "SV) need?",
    [OD],
    F.OD_VIH,
    F.OD_VIL,
)
fq(
    H,
    "Over what ambient temperature range may the ODB-36 be operated?",
    [OD],
    F.OD_TOP,
    note="stated only in prose; -20 to +80 °C is storage and 85 °C the heatsink trip",
)
ie(E, "what efficiency does the odb-36 reach at full load?", [OD], "no efficiency figure")
# ---------------------------------------------------------------- PSR-2SPD
fq(E, "What input voltage range does the PSR-2SPD accept on VBUS?", [PS], F.PS_VIN)
fq(
    M,
    "max charge current of the psr-2spd on a 9v pd charger?",
    [PS],
    F.PS_I9,
    note="ISET open (default); 1.0 A with ISET to GND; 2.0 A is the 12 V column",
)
fq(
    E,
    "How much current does the PSR-2SPD draw from the battery when no charger is connected?",
    [PS],
    F.PS_DRAIN,
)
fq(
    H,
    "what's the most voltage the psr-2spd usb-c input can take without damage?",
    [PS],
    F.PS_ABS,
    note="12 V is the top of the operating range; 15 V the absolute limit",
)
ie(
    M,
    "At what pack voltage does the PSR-2SPD cut off the load to protect against over-discharge?",
    [PS],
    "the board has no load output or discharge protection; no cut-off voltage given",
)
# ---------------------------------------------------------------- KZB-3M
fq(E, "What supply voltage range does the KZB-3M Zigbee module need?", [KZ], F.KZ_VDD)
fq(E, "kzb-3m default baud rate?", [KZ], F.KZ_BAUD)
fq(
    M,
    "kzb-3mp max tx power and how much current does it pull while transmitting at that power?",
    [KZ],
    F.KZ_TXP,
    F.KZ_ITX,
    note="+8 dBm / 24 mA are the KZB-3M column",
)
fq(
    H,
    "What supply voltage does the KZB-3MP need to reach its full +20 dBm output?",
    [KZ],
    F.KZ_VDDP,
    F.KZ_P17,
    note="2.0 V minimum is the general row; below 2.7 V the PA version gives about +17 dBm",
)
fq(
    E,
    "sleep current of the kzb-3m with ram retained?",
    [KZ],
    F.KZ_SLEEP,
    note="0.4 µA is deep sleep without retention",
)
ie(
    E,
    "what antenna gain does the kzb-3m pcb antenna have?",
    [KZ],
    "PCB antenna named, no gain given",
)
# ---------------------------------------------------------------- VA-OP8
fq(
    E,
    "What input voltage does the VA-OP8-24 need to see an input as ON?",
    [VA],
    F.VA_ON24,
    note="≥ 8 V is the VA-OP8-12 column",
)
fq(E, "va-op8-12 max input voltage?", [VA], F.VA_MAX12, note="30 V is the VA-OP8-24 column")
fq(
    M,
    "How fast does the VA-OP8 respond - what are its turn-on and turn-off delays?",
    [VA],
    F.VA_TON,
    F.VA_TOFF,
)
fq(E, "operating temperature range of the va-op8 board?", [VA], F.VA_TOP)
ie(
    M,
    "What current transfer ratio (CTR) do the VA-OP8's optocouplers have?",
    [VA],
    "optocouplers are not named and no CTR is given",
)
# ---------------------------------------------------------------- SDE-290B
fq(
    E,
    "What supply voltage does the bare SDE-290B (not the -5V build) need?",
    [SD],
    F.SD_VCC,
    note="3.3-5.5 V is the SDE-290B-5V column",
)
fq(
    M,
    "deep sleep current of the sde-290b-5v?",
    [SD],
    F.SD_SLEEP5,
    note="1 µA is the bare build; the 45 µA is the regulator's quiescent current",
)
fq(
    E,
    "max spi clock when writing to the sde-290b?",
    [SD],
    F.SD_SPI,
    note="2.5 MHz is the read clock",
)
fq(
    M,
    "What operating temperature range does the SDE-290B have?",
    [SD],
    F.SD_TOP,
    note="stated only in prose; -25 to 70 °C is storage",
)
ie(
    E,
    "How many refresh cycles is the SDE-290B panel rated for over its life?",
    [SD],
    "no refresh-cycle life given (only 'no more often than once every 180 s')",
)
# ---------------------------------------------------------------- PAS-100T
fq(E, "What is the rated output (sensitivity) of the PAS-100T load cell?", [PA], F.PA_SENS)
fq(
    E,
    "what supply does the pas-100t transmitter need?",
    [PA],
    F.PA_VS,
    note="5-12 V (15 V max) is the load cell's excitation, which the transmitter supplies",
)
fq(
    H,
    "What ambient temperature range can the PAS-100T-A transmitter work in?",
    [PA],
    F.PA_TOP_TX,
    note="-30 to +70 °C is the load cell's operating range, -10 to +40 °C its compensated range",
)
fq(M, "What output voltage range does the PAS-100T-V give?", [PA], F.PA_VOUT)
ie(
    E,
    "pas-100t creep over 30 minutes?",
    [PA],
    "no creep figure; only combined error and overloads",
)
# ---------------------------------------------------------------- GC9225
fq(
    E,
    "gc9225-24h operating voltage range?",
    [GC],
    F.GC_VH,
    note="14.0-27.6 V is the L and M models",
)
fq(
    M,
    "What is the rated current of the GC9225-24M?",
    [GC],
    F.GC_IM,
    note="0.05 A / 0.15 A are the L / H models",
)
fq(E, "What operating temperature range is the GC9225 fan rated for?", [GC], F.GC_TOP)
fq(M, "how much current can the gc9225 fg output sink?", [GC], F.GC_FGI)
ie(
    H,
    "What PWM frequency does the GC9225 speed-control input take?",
    [GC],
    "the fan has no PWM input; speed is set by the supply voltage",
    F.GC_NOPWM,
)
