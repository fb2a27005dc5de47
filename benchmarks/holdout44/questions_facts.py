"""Factual questions of the forty-fourth hold-out set (34 with items, 8 whose answer
is not in the sheets)."""

from __future__ import annotations

from facts import (
    GB_LAM,
    GB_RANGE,
    GB_V,
    GBM_I,
    J32_I,
    JH_BC,
    JH_LDO,
    JH_T,
    JH_V,
    JH_VIN,
    MB_BAUD,
    MB_IBUS2,
    MB_ISO,
    MB_T,
    MB_VBUS,
    MBB_VDD,
    N04_IOUT,
    N07_IIN,
    NV_24I,
    NV_CABLE,
    NV_IP,
    NV_T,
    NX_40,
    NX_SHDN,
    NX_T,
    NX_VCC3,
    NX_VDDP,
    RR_CL01,
    RR_RON,
    RR_VIO,
    RR_VL,
    U09_I,
    U12_NL,
    UP_IN,
    UP_IP,
    UP_T,
    X24_V,
    XB_INRUSH,
    XB_IP,
    XB_T,
)
from qkit import GB, JH, MB, NV, NX, RR, UP, XB, Fact, q, unanswerable

S = "simple"
E, M, H = "easy", "medium", "hard"


def ask(qid: str, diff: str, question: str, devices: list[str], fact: Fact, note: str = "") -> None:
    items, evidence = fact
    q(qid, diff, S, question, devices, items, evidence, None, note)


def unknown(
    qid: str, diff: str, question: str, devices: list[str], note: str, evidence=None
) -> None:
    unanswerable(qid, diff, S, question, devices, note, evidence)


# ---------------------------------------------------------------- easy (20 + 5 unanswerable)
ask(
    "f-01",
    E,
    "What is the recommended VDDP supply voltage range of the NXC8035 smart card interface?",
    [NX],
    NX_VDDP,
    "limiting value +6.5 V on page 1 is a decoy",
)
ask(
    "f-02",
    E,
    "how low does the nxc8035 go in shutdown? current pls",
    [NX],
    NX_SHDN,
    "feature list says 'less than 1 µA'; table typ 0.1 / max 1",
)
ask(
    "f-03",
    E,
    "What ambient temperature range is the NXC8035 rated for?",
    [NX],
    NX_T,
    "only in the limiting values table (Tamb)",
)
ask(
    "f-04",
    E,
    "what input voltage does the hx-ups mini ups take?",
    [UP],
    UP_IN,
    "full-width key-value line",
)
ask(
    "f-05",
    E,
    "max output current of the HX-UPS09?",
    ["HX-UPS09"],
    U09_I,
    "one column per version: 3 / 2 / 1.5 A",
)
ask(
    "f-06",
    E,
    "What is the operating temperature range of the HX-UPS modules?",
    [UP],
    UP_T,
    "charging 0～45 ℃ and storage -20～60 ℃ are look-alike lines",
)
ask(
    "f-07",
    E,
    "What is the rated output current of the NVD-S04 frequency converter?",
    ["NVD-S04"],
    N04_IOUT,
    "overload 3.8 A and input current 5.4 A in the same column are decoys",
)
ask("f-08", E, "nvd-s vfd ip rating?", [NV], NV_IP, "in the continued table on page 2")
ask(
    "f-09",
    E,
    "how much current can i take from the +24v terminal on the nvd-s drive?",
    [NV],
    NV_24I,
    "terminal table; +10V max. 10 mA is the look-alike",
)
ask(
    "f-10",
    E,
    "What is the recommended M-Bus bus voltage (min/typ/max) for the MBT-21?",
    [MB],
    MB_VBUS,
    "absolute maximum -0.3～+50 V has the same row name",
)
ask("f-11", E, "what baud rates does the mbt-21 m-bus chip do?", [MB], MB_BAUD, "feature list only")
ask(
    "f-12",
    E,
    "What L+ supply voltage range does the RRS6830 IO-Link transceiver accept?",
    [RR],
    RR_VL,
    "abs max -40 V to +45 V is a decoy",
)
ask(
    "f-13",
    E,
    "rrs6830 vio range? want to run the spi side at 1v8",
    [RR],
    RR_VIO,
)
ask("f-14", E, "What operating voltage does the GBD-360 glass break detector need?", [GB], GB_V)
ask(
    "f-15",
    E,
    "how far from the window can i put the gbd-360?",
    [GB],
    GB_RANGE,
    "25 ft (7.6 m), in prose on page 1 and in the specifications",
)
ask(
    "f-16",
    E,
    "What supply voltage range does the XB10-024D beacon accept?",
    ["XB10-024D"],
    X24_V,
    "one column per ordering code; 10 - 14 V is the -012D",
)
ask("f-17", E, "xb10 strobe ip rating?", [XB], XB_IP)
ask(
    "f-18",
    E,
    "What is the recommended 5 V supply (VDD5) range of the JH4052 USB hub controller?",
    [JH],
    JH_V,
    "abs max -0.3～6.0 V is a decoy",
)
ask("f-19", E, "jh4052 operating temp range?", [JH], JH_T)
ask(
    "f-20",
    E,
    "What is the operating temperature range of the XB10 xenon beacon?",
    [XB],
    XB_T,
    "storage -40 to +70 °C is a decoy",
)
unknown(
    "f-21",
    E,
    "what's the inrush current of the xb10-012d when it switches on?",
    ["XB10-012D"],
    "the sheet says the inrush current is not stated",
    XB_INRUSH,
)
unknown(
    "f-22",
    E,
    "What isolation voltage does the MBT-21 provide between the bus and the meter electronics?",
    [MB],
    "isolation voltage not specified (note on page 2)",
    MB_ISO,
)
unknown(
    "f-23",
    E,
    "max motor cable length for the nvd-s?",
    [NV],
    "motor cable length not specified",
    NV_CABLE,
)
unknown(
    "f-24",
    E,
    "How much charging current does a JH4052 downstream port give in BC1.2 charging mode?",
    [JH],
    "BC1.2 charging downstream port mode is not specified; 500 mA per port is USB 2.0 default",
    JH_BC,
)
unknown(
    "f-25",
    E,
    "whats the ip rating of the hx-ups module",
    [UP],
    "FAQ: IP rating is not specified (not waterproof)",
    UP_IP,
)

# ---------------------------------------------------------------- medium (8 + 3 unanswerable)
ask(
    "f-26",
    M,
    "What card supply voltage (min/typ/max) does the NXC8035 give a 3 V (class B) card?",
    [NX],
    NX_VCC3,
    "unnamed condition rows for 5 V / 3 V / 1.8 V cards",
)
ask(
    "f-27",
    M,
    "how much current does the gbd-360m pull in alarm at 12v?",
    ["GBD-360M"],
    GBM_I,
    "two-line cell: GBD-360 28 mA, GBD-360M 32 mA; standby 24 mA",
)
ask(
    "f-28",
    M,
    "What input current does the NVD-S07 draw from the single-phase mains?",
    ["NVD-S07"],
    N07_IIN,
    "rated output current 4.2 A is the look-alike",
)
ask(
    "f-29",
    M,
    "What is the VDD output voltage of the MBT-21B (min/typ/max)?",
    ["MBT-21B"],
    MBB_VDD,
    "MBT-21A row 3.2 / 3.3 / 3.4 V above it",
)
ask(
    "f-30",
    M,
    "mbt-21 bus current when STC is tied to VDD (2 unit loads)?",
    [MB],
    MB_IBUS2,
    "unnamed second row; 1 UL row 1.3 / 1.5 / 1.65 mA",
)
ask(
    "f-31",
    M,
    "What is the RRS6830 C/Q driver current limit with CL[1:0] = 01?",
    [RR],
    RR_CL01,
    "unnamed rows per CL setting; register map default 0x24 is a decoy",
)
ask(
    "f-32",
    M,
    "typical supply current of the jh4032 (3-port) with all ports active at high speed?",
    ["JH4032"],
    J32_I,
    "typ.-only table, one column per version; JH4052 92 mA",
)
ask(
    "f-33",
    M,
    "How much does the HX-UPS12 draw from its battery with no load connected?",
    ["HX-UPS12"],
    U12_NL,
    "wrapped row name 'No-load current (battery mode)'",
)
unknown(
    "f-34",
    M,
    "how long does the hx-ups05 run a 2a load on a full battery?",
    ["HX-UPS05"],
    "backup time is given only for a 1 A load (≈3.5 h)",
)
unknown(
    "f-35",
    M,
    "Can the GBD-360 detect breaking laminated glass, and up to what thickness?",
    [GB],
    "laminated glass detection is not specified",
    GB_LAM,
)
unknown(
    "f-36",
    M,
    "What ESD rating (IEC 61000-4-2) does the RRS6830 have on its C/Q pin?",
    [RR],
    "no ESD figure in the sheet",
)

# ---------------------------------------------------------------- hard (6)
ask(
    "f-37",
    H,
    "Over what temperature range may the MBT-21 be operated according to its recommended "
    "operating conditions (not the absolute maximum ratings)?",
    [MB],
    MB_T,
    "abs max table has 'Operating temperature -40～+85' under the same row name",
)
ask(
    "f-38",
    H,
    "up to what ambient temp does the nvd-s run at full rating, no derating?",
    [NV],
    NV_T,
    "table continued on page 2; +50 °C only with 2.5 %/K derating",
)
ask(
    "f-39",
    H,
    "What is the on-resistance of the RRS6830 C/Q driver high side at 100 mA?",
    [RR],
    RR_RON,
    "wrapped name 'Driver On- / Resistance'; low side 3.0 / 5 Ω in an unnamed row",
)
ask(
    "f-40",
    H,
    "If the NXC8035 runs from VDDP = 3.3 V, how much current can it deliver to a 5 V card?",
    [NX],
    NX_40,
    "note below the table; the ICC row says 65 mA (at VDDP = 5.0 V)",
)
ask(
    "f-41",
    H,
    "JH4052: voltage and max current of the 3v3 ldo output if i want to use it for a "
    "small led or sensor?",
    [JH],
    JH_LDO,
    "DC table; pin table and VDD33 recommended 3.0-3.6 V are look-alikes",
)
ask(
    "f-42",
    H,
    "What is the absolute maximum voltage allowed on the JH4052's I/O pins?",
    [JH],
    JH_VIN,
    "VDD5 -0.3～6.0 V in the same table",
)
