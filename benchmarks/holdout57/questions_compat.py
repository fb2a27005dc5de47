"""Compatibility questions of the fifty-seventh hold-out set (28: 10 compatible, 9
incompatible, 9 insufficient_evidence, each of those with one required check the
sheets do not support)."""

from __future__ import annotations

from facts import (
    DL_DIM_ABS,
    DL_HEAD,
    DL_VIH,
    DL_VIN,
    HC_ISO,
    HC_NO33,
    HC_RANGE_20,
    HC_SUP,
    LC_CABLE,
    LC_SUP,
    LX_5V,
    LX_DI_ABS,
    LX_NOTE2,
    LX_RATE_E,
    LX_RATE_EL,
    LX_SUP,
    LX_VIH,
    MF_I1_BARE,
    MF_I4,
    MF_TRIG,
    MF_TRIG_I,
    MF_VPLUS,
    NR_5V,
    NR_ANT,
    NR_IN_ABS,
    NR_SUP,
    NR_TNOTE,
    NR_TOP,
    PM_LION,
    PM_MCU,
    PM_MOSB,
    PM_OUTI,
    PM_SUP7,
    PM_VOH,
    SD_FMAX,
    SD_SUP,
)
from qkit import DL, HC, LC, LX, MF, NR, PM, SD, Fact, join, q

E, M, H = "easy", "medium", "hard"
OK, NO, IE = "compatible", "incompatible", "insufficient_evidence"


def cq(
    n: int, diff: str, verdict: str, text: str, devs: list[str], *facts: Fact, note: str = ""
) -> None:
    items, evidence = join(*facts) if facts else ([], [])
    if verdict == IE:
        items = []
    q(f"c-{n:02d}", diff, "compatibility", text, devs, items, evidence, verdict, note)


# ---------------------------------------------------------------- compatible (10)
cq(
    1,
    E,
    OK,
    "can i power the hcs-h20 from my arduino uno's 5v pin?",
    [HC],
    HC_SUP,
    note="5 V is inside the working voltage 4.5 ... 5.5 V.",
)
cq(
    2,
    M,
    OK,
    "Can a 5 V Arduino drive the DI and DE pins of an LX3485E that is powered from 3.3 V?",
    [LX],
    LX_VIH,
    LX_DI_ABS,
    LX_NOTE2,
    note="VIH 2.0 V; DI / DE absolute maximum +6 V; Note 2: 5 V logic levels accepted.",
)
cq(
    3,
    E,
    OK,
    "will the mfd-1 switch a 12v led strip that pulls 5 a, even without the heatsink?",
    [MF],
    MF_VPLUS,
    MF_I1_BARE,
    note="12 V inside V+ 5 ... 36 V; 5 A below the 6 A rating without heatsink.",
)
cq(
    4,
    M,
    OK,
    "raspberry pi gpio (3v3) straight into TRIG on the mfd-4 - will it switch?",
    [MF],
    MF_TRIG,
    note="The trigger accepts 3.3 V to 20 V as logic high.",
)
cq(
    5,
    H,
    OK,
    "I want to drive 4 white LEDs in series (3.2 V each) at 350 mA with a DLD 2350-350 "
    "from a 24 V supply. Is the supply voltage enough?",
    [DL],
    DL_VIN,
    DL_HEAD,
    note="4 x 3.2 = 12.8 V + 2.5 V headroom = 15.3 V <= 24 V, and 24 V is inside 6 ... 40 V.",
)
cq(
    6,
    E,
    OK,
    "Can I run both the LCX-24 and the NRM-13 from the 3.3 V rail of my ESP32 board?",
    [LC, NR],
    LC_SUP,
    NR_SUP,
    note="3.3 V is inside 2.7 ... 5.5 V (LCX-24) and 3.0 ... 5.5 V (NRM-13).",
)
cq(
    7,
    E,
    OK,
    "pms-7 OUT pin into an esp32 gpio, ok?",
    [PM],
    PM_VOH,
    PM_MCU,
    note="The PMS-7 output high level is 3.3 V; the guide says it can go straight to an ESP32.",
)
cq(
    8,
    H,
    OK,
    "Can the PMS-7's OUT pin trigger an MFD-1 directly, without a transistor in between?",
    [PM, MF],
    PM_VOH,
    PM_OUTI,
    MF_TRIG,
    MF_TRIG_I,
    PM_MOSB,
    note="OUT 3.3 V high, up to 10 mA; TRIG needs 3.3 ... 20 V and about 3 mA at 3.3 V.",
)
cq(
    9,
    M,
    OK,
    "can the pms-7 output drive the DIM pin of a dld 2350 to switch the leds on and off?",
    [PM, DL],
    PM_VOH,
    DL_VIH,
    DL_DIM_ABS,
    note="3.3 V high is above the DIM VIH of 2.5 V and below the 6 V DIM absolute maximum.",
)
cq(
    10,
    E,
    OK,
    "Can the SD1740 run from the same 3.3 V supply as my ESP32?",
    [SD],
    SD_SUP,
    note="3.3 V is inside VDD 3.0 ... 5.5 V (then VIH = 0.7 VDD is about 2.3 V).",
)

# ---------------------------------------------------------------- incompatible (9)
cq(
    11,
    E,
    NO,
    "can the hcs-h run off 3.3v?",
    [HC],
    HC_SUP,
    HC_NO33,
    note="Working voltage 4.5 ... 5.5 V; the manual says it cannot work at 3.3 V.",
)
cq(
    12,
    E,
    NO,
    "Can I measure a 25 A motor current with the HCS-H20?",
    [HC],
    HC_RANGE_20,
    note="The HCS-H20 measures +/-20 A.",
)
cq(
    13,
    E,
    NO,
    "will the lx3485e work at vcc = 5v?",
    [LX],
    LX_SUP,
    LX_5V,
    note="VCC 3.0 ... 3.6 V; Note 6 says 5 V operation is not supported.",
)
cq(
    14,
    M,
    NO,
    "I need 1 Mbps on my RS-485 bus. Will the LX3485EL do it?",
    [LX],
    LX_RATE_EL,
    note="The LX3485EL is slew-rate limited to 250 kbps (the LX3485E does 20 Mbps).",
)
cq(
    15,
    E,
    NO,
    "can i wire the nrm-13 spi pins straight to a 5v arduino uno?",
    [NR],
    NR_IN_ABS,
    NR_5V,
    note="Interface input absolute maximum 3.6 V; not 5 V tolerant.",
)
cq(
    16,
    E,
    NO,
    "Can the MFD-1 switch a load that runs from a 48 V battery?",
    [MF],
    MF_VPLUS,
    note="V+ is 5 ... 36 V.",
)
cq(
    17,
    H,
    NO,
    "12v adapter, three white leds in series at 3.2v each, dld2350-700 - will it hold the 700ma?",
    [DL],
    DL_VIN,
    DL_HEAD,
    note="3 x 3.2 = 9.6 V + 2.5 V headroom = 12.1 V > 12 V: out of regulation.",
)
cq(
    18,
    M,
    NO,
    "can i run the pms-7 (the standard one, not the L) off a single 3.7v li-ion cell?",
    [PM],
    PM_SUP7,
    PM_LION,
    note="PMS-7 supply is 4.5 ... 20 V.",
)
cq(
    19,
    H,
    NO,
    "Can the NRM-13 and the LX3485E share one 5 V supply rail (both VDD/VCC on 5 V)?",
    [NR, LX],
    NR_SUP,
    LX_SUP,
    LX_5V,
    note="The NRM-13 is fine at 5 V, but the LX3485E VCC is 3.0 ... 3.6 V.",
)

# ---------------------------------------------------------------- insufficient evidence (9)
cq(
    20,
    M,
    IE,
    "Can I run an LX3485E link at 100 kbps over 1200 m of twisted pair?",
    [LX],
    LX_RATE_E,
    note="The data rate is fine (20 Mbps), but the sheet says nothing about cable length.",
)
cq(
    21,
    M,
    IE,
    "will the nrm-13s still read cards at 45 mm in a freezer at -25 c?",
    [NR],
    NR_TOP,
    NR_TNOTE,
    note="-25 °C is outside -20 ... +70 °C recommended; the module operates from -30 °C "
    "but the distance is not guaranteed there.",
)
cq(
    22,
    M,
    IE,
    "My 12 V pump draws 8 A running but 25 A for 200 ms at start. Is one MFD-4 channel ok?",
    [MF],
    MF_I4,
    note="10 A continuous per channel; no peak / inrush rating is given.",
)
cq(
    23,
    E,
    IE,
    "is the dld 2350 aec-q100 qualified for use in a car?",
    [DL],
    DL_VIN,
    note="No qualification or automotive statement in the sheet.",
)
cq(
    24,
    M,
    IE,
    "can i put the load cell 30 m away from the lcx-24 board?",
    [LC],
    LC_CABLE,
    note="The notes say long cables add a gain error but give no limit.",
)
cq(
    25,
    M,
    IE,
    "Can the SD1740 sit at the end of 2 m of ribbon cable from my MCU with a 400 kHz clock?",
    [SD],
    SD_FMAX,
    note="400 kHz is below fmax 500 kHz, but the sheet says nothing about cable length.",
)
cq(
    26,
    E,
    IE,
    "pms-7 triggering an mfd-1 for a bathroom extractor fan - is the pms-7 ok in the steam?",
    [PM, MF],
    note="No operating humidity is given for the PMS-7.",
)
cq(
    27,
    H,
    IE,
    "Can the HCS-H20 measure the current in a 600 V DC solar string safely?",
    [HC],
    HC_ISO,
    note="Only a 2.1 kV rms / 1 min withstand test voltage is given, no working voltage.",
)
cq(
    28,
    M,
    IE,
    "With my own 40 x 40 mm antenna on the NRM-13L, will it read cards at 70 mm?",
    [NR],
    NR_ANT,
    note="90 mm is only given with the recommended 60 x 60 mm antenna.",
)
