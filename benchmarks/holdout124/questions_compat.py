"""Compatibility questions of the hundred-and-twenty-fourth hold-out set (28: 10
compatible, 9 incompatible, 9 insufficient_evidence, each of those with one required
check the sheets do not support)."""

from __future__ import annotations

import facts as F
from qkit import MN, NK, NP, OC, PH, PN, QD, TL, Fact, join, q

E, M, H = "easy", "medium", "hard"
OK, NO, IE = "compatible", "incompatible", "insufficient_evidence"
N = iter(range(1, 100))


def cq(diff: str, verdict: str, text: str, devs: list[str], *facts: Fact, note: str = "") -> None:
    items, evidence = join(*facts) if facts else ([], [])
    if verdict == IE:
        items = []
    q("c", next(N), diff, "compatibility", text, devs, items, evidence, verdict, note)


# ---------------------------------------------------------------- compatible (10)
cq(
    M,
    OK,
    "Can the NKM-WB24-S run its load-cell bridge from 5 V while DT and SCK connect directly to "
    "an ESP32 whose GPIOs work at 3.3 V?",
    ["NKM-WB24-S"],
    F.NKS_VCC,
    F.NKS_VDD,
    F.NKS_3V3_NOTE,
    note="VCC 5 V within 2.7-5.5 V, VDD 3.3 V within 2.6-5.5 V; the sheet's own recipe",
)
cq(
    E,
    OK,
    "mnr-33a off a usb power bank to run an esp32 dev board that pulls about 300 ma?",
    [MN],
    F.MNA_VIN,
    F.MNA_VOUT,
    F.MNA_IOUT,
    F.MNA_IOUT_5V,
    note="5 V within 4.5-12 V; 580 mA without heat sink at 5 V in covers 300 mA; both current "
    "items are listed so that quoting either row is not a contradiction",
)
cq(
    E,
    OK,
    "mnr-33l fed from 5v usb powering a tlm-s62e that transmits at +22 dbm - enough?",
    ["MNR-33L", "TLM-S62E"],
    F.MNL_VIN,
    F.MNL_VOUT,
    F.MNL_IOUT,
    F.TL_VCC,
    F.TL_ITX,
    note="3.3 V within 1.8-3.7 V; 500 mA covers the 118 mA bursts (and the 150 mA advice)",
)
cq(
    E,
    OK,
    "pnx-sd28 on a 12v adapter driving a 0.8a nema 17, no heatsink, step/dir from an esp32 with "
    "vdd on 3v3?",
    [PN],
    F.PN_VMOT,
    F.PN_IOUT,
    F.PN_VDD,
    note="12 V within 8-35 V; 0.8 A under 1.0 A without heat sink; VDD 3.3 V within 3.0-5.5 V",
)
cq(
    E,
    OK,
    "tlm-s62 powered straight from 2 x aa cells (about 3.2v fresh, 2.0v when flat)?",
    [TL],
    F.TL_VCC,
    note="2.0-3.2 V lies inside 1.8-3.7 V for the whole discharge",
)
cq(
    H,
    OK,
    "Can a TLM-S62E and an NPD-266B share one ESP32 SPI bus (separate chip-select lines), both "
    "powered from the ESP32 board's 3.3 V rail?",
    ["TLM-S62E", "NPD-266B"],
    F.TL_VCC,
    F.TL_SPI,
    F.NP_VCC,
    note="3.3 V suits both; both are SPI slaves with their own chip select; the bus must run at "
    "16 MHz or less for the radio",
)
cq(
    E,
    OK,
    "pha-us05w on an esp32's 3v3 to read a water tank level up to 2 m away?",
    ["PHA-US05W"],
    F.PHW_VCC,
    F.PHW_RANGES,
    F.PH_3V3_NOTE,
    note="3.0-5.5 V supply, ECHO follows VCC = 3.3 V, 3 ... 250 cm at 3.3 V covers 2 m",
)
cq(
    E,
    OK,
    "Can the NPD-266B e-paper module be driven by a 5 V Arduino Uno with its VCC on the Uno's "
    "5 V pin?",
    ["NPD-266B"],
    F.NP_VCC,
    F.NP_5V_HOSTS,
    note="3.0-5.5 V module supply with an on-board level translator",
)
cq(
    H,
    OK,
    "An MNR-33L fed from 5 V supplies a QDX-C8L. Is the regulator adequate for the sensor, "
    "including its lamp pulses?",
    ["MNR-33L", "QDX-C8L"],
    F.MNL_VIN,
    F.MNL_VOUT,
    F.MNL_IOUT,
    F.QDL_VCC,
    F.QDL_PEAK,
    note="3.3 V within 3.0-3.6 V; 160 mA peak under 500 mA",
)
cq(
    M,
    OK,
    "An OCS4181 is powered from the 3.3 V output of an MNR-33L (fed from 5 V USB) and senses "
    "the current in the positive lead of a car battery that sits at 14.4 V while charging. "
    "Will this work?",
    [OC, "MNR-33L"],
    F.OC_VCM,
    F.OC_VS,
    F.MNL_VIN,
    F.MNL_VOUT,
    note="14.4 V common mode within -0.2 ... 26 V, independent of the 3.3 V supply (2.7-5.5 V)",
)
# ---------------------------------------------------------------- incompatible (9)
cq(
    E,
    NO,
    "can i put the nkm-wb24 on my esp32's i2c bus next to my other sensors?",
    [NK],
    F.NK_VCC,
    F.NK_GLANCE_I2C,
    F.NK_NOT_I2C,
    note="the supply fits, but DT / SCK is not I2C, has no address and must not share an I2C bus",
)
cq(
    E,
    NO,
    "ocs4181 high-side on a 36v e-bike battery?",
    [OC],
    F.OC_VCM,
    F.OC_ABS_IN,
    note="36 V is above the 26 V common-mode range and the 28 V absolute maximum",
)
cq(
    E,
    NO,
    "Can the MNR-33A make a regulated 3.3 V from a single Li-ion cell (3.0–4.2 V)?",
    [MN],
    F.MNA_VIN,
    F.MNA_LIION,
    note="needs 4.5 V in; the MNR-33L would be the better choice",
)
cq(
    M,
    NO,
    "pnx-sd28 on a 36 v power supply for more top speed?",
    [PN],
    F.PN_VMOT,
    F.PN_VMOT_ABS,
    note="35 V recommended maximum (40 V absolute); the PNX-SD28H (8.2-45 V) would fit",
)
cq(
    E,
    NO,
    "tlm-s62e straight onto a 5v arduino uno's spi pins, no level shifter?",
    ["TLM-S62E"],
    F.TL_VCC,
    F.TL_NOT5V,
    note="I/O pins are not 5 V tolerant (VIH max VCC + 0.3 V)",
)
cq(
    H,
    NO,
    "A PHA-US05W powered from a Raspberry Pi's 3.3 V rail has to measure across a 3.5 m "
    "hallway. Will it reach?",
    ["PHA-US05W"],
    F.PHW_VCC,
    F.PHW_RANGES,
    note="3 ... 250 cm at 3.3 V; 400 cm only at 5 V; both range items are listed",
)
cq(
    E,
    NO,
    "npd-266r for an outdoor weather display at -20c in winter?",
    ["NPD-266R"],
    F.NPR_TOPR,
    F.NP_NOT_BELOW,
    note="0 ... 40 C operating; the sheet says not to refresh outside that range",
)
cq(
    E,
    NO,
    "qdx-c8 rx wired straight to a 5v arduino uno's tx pin?",
    [QD],
    F.QD_VCC,
    F.QD_RX,
    F.QD_RX_NOTE,
    note="the supply fits, but RX accepts at most 3.6 V and is not 5 V tolerant",
)
cq(
    M,
    NO,
    "Can I power a QDX-C8 from the 3.3 V output of an MNR-33A?",
    [QD, MN],
    F.QD_VCC,
    F.MNA_VOUT,
    note="the QDX-C8 needs 4.5-5.5 V; the 3.3 V QDX-C8L would fit",
)
# ---------------------------------------------------------------- insufficient evidence (9)
cq(
    E,
    IE,
    "nkm-wb24 with 30 m of cable out to the load cell - will it still read accurately?",
    [NK],
    F.NK_WIRES,
    note="no cable length, cable resistance or sense-line statement; 'keep the wires short' "
    "gives no limit",
)
cq(
    M,
    IE,
    "is the mnr-33a short-circuit proof if the 3v3 pin touches gnd?",
    [MN],
    note="no current limit, short-circuit or thermal-shutdown statement",
)
cq(
    M,
    IE,
    "A PNX-SD28 without heat sink drives 1.0 A per phase inside a closed enclosure at 60 °C "
    "ambient. Will it run without overheating?",
    [PN],
    F.PN_BENCH,
    note="the 1.0 A rating is for 25 C open air; no derating over ambient temperature is given",
)
cq(
    M,
    IE,
    "Does the TLM-S62U carry FCC certification, so that my US product needs no intentional-"
    "radiator testing of its own?",
    ["TLM-S62U"],
    note="no certification (FCC ID, modular approval) is stated",
)
cq(
    E,
    IE,
    "two pha-us05 modules on the same wall, 30 cm apart, triggered at the same time - will they "
    "disturb each other?",
    [PH],
    note="no crosstalk or multi-sensor statement; beam angle alone does not settle it",
)
cq(
    M,
    IE,
    "npd-266b refreshed every 3 minutes for 5 years - will the panel survive that many "
    "refreshes?",
    ["NPD-266B"],
    note="no refresh-cycle lifetime is given; the reliability tests are hours, not cycles",
)
cq(
    M,
    IE,
    "qdx-c8 in a mountain hut at 3000 m (about 700 hpa) - will it stay within spec?",
    [QD],
    note="no operating pressure range or pressure compensation is given",
)
cq(
    H,
    IE,
    "Will an OCS4181 give clean readings in series with one motor phase of an H-bridge that "
    "switches at 20 kHz, so that its common-mode voltage jumps between 0 and 24 V?",
    [OC],
    F.OC_FILTER,
    note="the 24 V level is within range, but no AC CMRR or common-mode transient recovery is "
    "given; the RC-filter hint gives no figure",
)
cq(
    E,
    IE,
    "can a cr2032 coin cell run a tlm-s62e that transmits at +22 dbm?",
    ["TLM-S62E"],
    F.TL_150MA,
    note="3.0 V fits 1.8-3.7 V, but whether a coin cell can deliver the 118 mA bursts (the sheet "
    "asks for 150 mA) is not in any sheet",
)
