"""Factual questions of the sixtieth hold-out set (42: 34 with items, 8 whose answer
is not in the sheets)."""

from __future__ import annotations

import facts as F
from qkit import HP, KP, PS, PT, SO, VP, XR, ZK, Fact, join, q, unanswerable

E, M, H = "easy", "medium", "hard"
N = iter(range(1, 100))


def fq(diff: str, text: str, devs: list[str], *facts: Fact, note: str = "") -> None:
    items, evidence = join(*facts)
    q(f"f-{next(N):02d}", diff, "simple", text, devs, items, evidence, None, note)


def na(diff: str, text: str, devs: list[str], note: str, *facts: Fact) -> None:
    evidence = join(*facts)[1] if facts else []
    unanswerable(f"f-{next(N):02d}", diff, "simple", text, devs, note, evidence)


# ---------------------------------------------------------------- HPC 310
fq(
    E,
    "What is the maximum contact current of the compressor relay K1 on the HPC 310?",
    [HP],
    F.HP_K1,
)
fq(E, "hpc 310-w power draw with all relays off?", [HP], F.HP_POFF_W)
fq(
    M,
    "What is the maximum power consumption of the HPC 310-S (the version without Wi-Fi)?",
    [HP],
    F.HP_PMAX_S,
    note="HPC 310-W column beside it reads 5.8 W",
)
fq(
    M,
    "operating temp range of the hpc 310-w?",
    [HP],
    F.HP_TOP_W,
    note="continued table on page 2; -S is +60 °C, abs max ambient -25 ... +70 °C on page 1",
)
fq(E, "What baud rate does the HPC 310 use on its RS-485 port?", [HP], F.HP_BAUD)
fq(E, "What is the absolute maximum mains voltage of the HPC 310?", [HP], F.HP_AMAX)
fq(
    M,
    "How accurate are the HPC 310 temperature sensor inputs between -10 and +50 °C?",
    [HP],
    F.HP_ACC,
    note="stated as ±0.5 K; given here in °C (a temperature difference)",
)
fq(
    M,
    "how much current can the hpc 310 supply to the wired panel on its 12v terminal?",
    [HP],
    F.HP_PANEL,
)

# ---------------------------------------------------------------- KPH-20
fq(E, "What is the input voltage range of the KPH-20?", [KP], F.KP_VIN)
fq(E, "What is the maximum compressor output current of the KPH-20?", [KP], F.KP_IOUT)
fq(E, "kph-20 standby power with the compressor stopped?", [KP], F.KP_STBY)
fq(
    M,
    "What operating temperature range is recommended for the KPH-20?",
    [KP],
    F.KP_TOP,
    note="abs max table gives -25 ~ +60 for the same symbol Topr",
)
fq(
    M,
    "whats the typical input power of the kph-20 in smart mode",
    [KP],
    F.KP_SMART,
    note="typ.-only mode table on page 2",
)
fq(E, "What baud rate does the KPH-20's CN-COM port use?", [KP], F.KP_BAUD)

# ---------------------------------------------------------------- XR-PHC8
fq(E, "What supply voltage does the XR-PHC8 panel need?", [XR], F.XR_VCC)
fq(E, "xr-phc8 current draw with the backlight off?", [XR], F.XR_ICC_OFF)
fq(
    M,
    "How much current does the XR-PHC8-WF (WiFi version) draw?",
    [XR],
    F.XR_ICC_WF,
    note="the non-WiFi ≤60 / ≤25 mA line is the look-alike",
)
fq(E, "default baud rate of the xr-phc8?", [XR], F.XR_BAUD)
fq(E, "What IP rating does the XR-PHC8 have?", [XR], F.XR_IP)

# ---------------------------------------------------------------- PHT-24
fq(
    M,
    "What is the supply voltage range of the PHT-24 between R and C?",
    [PT],
    F.PT_VS_FULL,
    note="the max cell reads '301' in the text layer (30 with Note 1 mark)",
)
fq(E, "pht-24 absolute max supply voltage?", [PT], F.PT_AMAX)
fq(E, "What is the PHT-24's supply current with all outputs off?", [PT], F.PT_ICC_OFF)
fq(
    M,
    "What ambient temperature range is the PHT-24D rated for, in °C?",
    [PT],
    F.PT_TOP_D,
    note="page 2 per-version table; PHT-24 -20 ... 60 °C and abs max -40 ... 70 °C are look-alikes",
)
fq(
    H,
    "fan relay contact rating on a current pht-24 board (2024 date code)?",
    [PT],
    F.PT_FAN,
    F.PT_FAN_ROW,
    F.PT_FAN_OLD,
    note="the cell reads '33' (3 with Note 3 mark); 1.5 A only before date code 2219",
)

# ---------------------------------------------------------------- PSC-1100
fq(E, "What supply voltage does the PSC-1100 take?", [PS], F.PS_VS)
fq(E, "psc-1100 max pump current?", [PS], F.PS_I)

# ---------------------------------------------------------------- SOL-P24
fq(
    E,
    "What is the PV input voltage range of the SOL-P24?",
    [SO],
    F.SO_PV,
    note="open-circuit 55 V and abs max 60 V are look-alikes",
)
fq(E, "What is the maximum pump output current of the SOL-P24?", [SO], F.SO_IOUT)

# ---------------------------------------------------------------- ZK-PW10
fq(E, "What input voltage range does the ZK-PW10 accept?", [ZK], F.ZK_VIN)
fq(
    M,
    "zk-pw10 peak output current? how long can it hold it",
    [ZK],
    F.ZK_IPEAK,
    note="10 s in the condition",
)

# ---------------------------------------------------------------- VPR
fq(
    M,
    "What is the per-output switching current of the VPR-2F?",
    [VP],
    F.VP_SW2F,
    note="one column per ordering code; VPR-1 / VPR-2 have 6 A",
)
fq(
    H,
    "operating temperature of the vpr-2f?",
    [VP],
    F.VP_TOP2F,
    note="continued table on page 2; frost sensor range -25 ... +40 on page 1 is a look-alike",
)
fq(E, "What IP rating does the VPR-2 have?", [VP], F.VP_IP2)
fq(E, "What is the measuring range of the VPR-2F frost sensor?", [VP], F.VP_FROST)

# ---------------------------------------------------------------- not in the sheets (8)
na(
    E,
    "What is the thermal shutdown temperature of the ZK-PW10?",
    [ZK],
    "no thermal shutdown stated",
)
na(
    M,
    "Which Wi-Fi standard does the KPH-20 support?",
    [KP],
    "the sheet says it has no wireless function",
    F.KP_NOWIFI,
)
na(
    E,
    "max cable length between the sol-p24 and the solar panel?",
    [SO],
    "no PV cable length stated",
)
na(
    E,
    "What IP rating does the ZK-PW10 have?",
    [ZK],
    "no IP rating; only 'not waterproof'",
    F.ZK_DRY,
)
na(
    M,
    "How many switching cycles is the HPC 310 compressor relay K1 rated for?",
    [HP],
    "no relay life stated",
)
na(E, "psc-1100 storage temperature?", [PS], "only a working temperature and 'take it indoors'")
na(
    H,
    "What is the PHT-24's water temperature accuracy at 40 °F?",
    [PT],
    "accuracy given only for 50 ... 104 °F; outside it 'not specified'",
    F.note(PT, 2, "Water temperature accuracy outside 50 °F to 104 °F is not specified."),
)
na(E, "how accurate is the frost sensor of the vpr-2f?", [VP], "only its range is stated")
