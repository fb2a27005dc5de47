"""Compatibility questions of the hundred-and-twenty-fifth hold-out set (28: 10
compatible, 9 incompatible, 9 insufficient_evidence, each of those with one required
check the sheets do not support)."""

from __future__ import annotations

import facts as F
from qkit import AL, CN, DL, DZ, MR, PG, TN, VL, Fact, join, q

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
    E,
    OK,
    "dlt3166k on a 5v arduino uno - vdd from the 5v pin and spi wired straight to the uno, ok?",
    ["DLT3166K"],
    F.DL_VDD,
    F.DL_5V,
    note="VDD 2.7-5.5 V; the sheet names the ATmega328P as a direct 5 V partner",
)
cq(
    H,
    OK,
    "Can an ALQ4312 with A2, A1 and A0 tied to GND, an MRB2585 with SDO/SA0 tied to GND and a "
    "PGO-130 at its factory address share a Raspberry Pi's I²C bus at 400 kHz, all three powered "
    "from the Pi's 3.3 V pin?",
    [AL, MR, PG],
    F.AL_VDD,
    F.AL_ADDR,
    F.MR_VDD,
    F.MR_VDDIO,
    F.MR_ADDR,
    F.PG_VCC,
    F.PG_ADDR,
    F.PG_FSCL,
    note="0x58, 0x5C and 0x3C; 3.3 V is inside all three supply ranges and 400 kHz is the PGO-130 "
    "limit; the ALQ4312 All Call address 0x70 collides with nothing here",
)
cq(
    E,
    OK,
    "cnr-52u powered from the esp32's 3v3 pin, uart at 115200 after setting at+baud7 - will that work?",
    [CN],
    F.CN_VCC,
    F.CN_BAUDRANGE,
    note="3.3 V inside 1.8-3.6 V; 115200 bps is inside 1200-921600 bps and needs no RTS/CTS",
)
cq(
    E,
    OK,
    "Can the CNR-52U run directly from two AA alkaline cells in series (3.0 V when new, about "
    "2.0 V when flat)?",
    [CN],
    F.CN_VCC,
    note="2.0-3.0 V stays inside 1.8-3.6 V",
)
cq(
    M,
    OK,
    "vlb-36 fed from a 1s li-ion cell (3.0-4.2v) to make 5v for a 0.5a load - ok?",
    [VL],
    F.VL_VIN,
    F.VL_I37,
    F.VL_LIION,
    note="the FAQ: 3.0-4.2 V in, 5 V at up to 0.8 A",
)
cq(
    E,
    OK,
    "Can a TNT-SSR2-05 with DC+ on 5 V and its CH inputs driven by ESP32 3.3 V GPIOs switch a "
    "230 V, 100 W incandescent lamp?",
    ["TNT-SSR2-05"],
    F.TN_DC05,
    F.TN_CHON05,
    F.TN_33V,
    F.TN_VLOAD,
    F.TN_ILOAD,
    note="100 W / 230 V = 0.43 A, below even the 55 degC rating; 3.3 V is above the 2.5 V ON level",
)
cq(
    M,
    OK,
    "vlb-36h on a car battery (12-14.4v) running a 24v 1a led panel?",
    ["VLB-36H"],
    F.VL_VIN_H,
    F.VL_I1224H,
    note="12-14.4 V inside 3.5-32 V; the 12 V -> 24 V row allows 2.0 A; 24 W stays below the 30 W "
    "free-air limit of the FAQ",
)
cq(
    E,
    OK,
    "Can I use a DZS-7C with a 5 V Arduino Uno (VCC from the Uno's 5 V pin, AOUT to A0)?",
    [DZ],
    F.DZ_VCC,
    F.DZ_AOUT5,
    F.DZ_ARDUINO,
)
cq(
    M,
    OK,
    "dzs-7c-w buried in a garden bed over winter, down to about -15c - ok?",
    ["DZS-7C-W"],
    F.DZ_TOPR_W,
    F.DZ_IP,
    F.DZ_WINTER,
    note="the bare DZS-7C (0 to +50 degC, not sealed) would not be",
)
cq(
    M,
    OK,
    "Can two PGO-130 displays (one moved to 0x3D) and an MRB2585 with SDO/SA0 tied to VDDIO share "
    "one ESP32 I²C bus, with everything powered from 3.3 V?",
    [PG, MR],
    F.PG_VCC,
    F.PG_ADDR,
    F.PG_TWO,
    F.MR_VDD,
    F.MR_VDDIO,
    F.MR_ADDR,
    note="0x3C, 0x3D and 0x5D; the PGO-130 pull-ups go to its 3.3 V VCC",
)
# ---------------------------------------------------------------- incompatible (9)
cq(
    E,
    NO,
    "dlt3166 powered from 5v with sdo going straight into an esp32 gpio - fine?",
    [DL],
    F.DL_VDD,
    F.DL_SDO5V,
    note="5 V is a valid VDD, but SDO then swings to about 5 V",
)
cq(
    E,
    NO,
    "dzs-7c on 2 x aa batteries?",
    [DZ],
    F.DZ_VCC,
    F.DZ_2AA,
    note="3.0 V is below the 3.3 V minimum even with new cells",
)
cq(
    M,
    NO,
    "alq4312 (not the h version) sinking a 12v led strip directly on its outputs - ok?",
    [AL],
    F.AL_VOFF_STD,
    F.AL_12V,
    note="ALQ4312 outputs are limited to 5.5 V even when off; the ALQ4312H (20 V) would do",
)
cq(
    H,
    NO,
    "An ALQ4312 with A2 = 1, A1 = 0, A0 = 1 and an MRB2585 with SDO/SA0 tied to VDDIO sit on the "
    "same I²C bus. Can the host address both of them?",
    [AL, MR],
    F.AL_ADDR,
    F.AL_ADDR_TABLE,
    F.MR_ADDR,
    note="both answer at 0x5D",
)
cq(
    E,
    NO,
    "can the vlb-36 give me 5v from a 12v adapter?",
    [VL],
    F.VL_VOUT,
    F.VL_BOOST,
    F.VL_FAQ12,
    note="boost only; with 12 V in the output is about 11.5 V",
)
cq(
    M,
    NO,
    "tnt-ssr1-05 to switch a 2kw 230v kettle?",
    ["TNT-SSR1-05"],
    F.TN_ILOAD,
    F.TN_KETTLE,
    note="about 8.7 A against 2.0 A at best",
)
cq(
    E,
    NO,
    "Can the CNR-52U be powered directly from a 1S LiPo cell (3.0–4.2 V) without a regulator?",
    [CN],
    F.CN_VCC,
    F.CN_ABS,
    F.CN_LIPO,
    note="4.2 V exceeds the 3.6 V maximum and the 3.9 V absolute maximum",
)
cq(
    M,
    NO,
    "A PGO-130 is powered from 5 V and its SDA / SCL lines go straight to an ESP32's GPIOs. Is "
    "that safe for the ESP32?",
    [PG],
    F.PG_VCC,
    F.PG_PULLUP,
    note="the on-board 10 kOhm pull-ups pull the bus to 5 V",
)
cq(
    H,
    NO,
    "Will an MRB2585 keep measuring pressure on a high-altitude balloon flight up to 30 km, where "
    "the pressure drops to about 12 hPa?",
    [MR],
    F.MR_RANGE,
    note="12 hPa is far below the 300 hPa lower end of the operating range",
)
# ---------------------------------------------------------------- insufficient evidence (9)
cq(
    H,
    IE,
    "A DLT3166K reads a type K probe in a 1250 °C kiln while its own board sits at +100 °C next to "
    "the kiln. Does the reading stay within the sheet's ±2.5 °C error limit?",
    ["DLT3166K"],
    F.DL_RANGE_K,
    F.DL_ERR_K_HI,
    F.DL_ERR_TA,
    F.DL_TOPR,
    note="1250 degC is in range and +100 degC is inside the -40 to +125 degC operating range, but the "
    "error limit applies for TA = -20 to +85 degC only; the error at TA = +100 degC is not given",
)
cq(
    M,
    IE,
    "Can two ALQ4312 outputs be tied together to sink 50 mA for one LED string?",
    [AL],
    F.AL_IOL_REC,
    note="30 mA per output is given, but nothing about paralleling outputs",
)
cq(
    M,
    IE,
    "vlb-36h in a greenhouse at 95% humidity (condensing at night), 12v to 24v for a 1a fan - ok?",
    ["VLB-36H"],
    F.VL_VIN_H,
    F.VL_I1224H,
    note="the electrical side fits (2.0 A at 12 V -> 24 V); no humidity or condensation rating is given",
)
cq(
    E,
    IE,
    "Can a TNT-SSR2-05 be mounted on a vibrating machine frame (about 5 g vibration)?",
    ["TNT-SSR2-05"],
    note="no vibration or shock rating is given",
)
cq(
    M,
    IE,
    "cnr-52u running straight off a cr2032 coin cell, advertising at +8 dbm - will the cell cope?",
    [CN],
    F.CN_VCC,
    F.CN_TXPEAK,
    note="3.0 V is inside 1.8-3.6 V, but whether a CR2032 delivers the 14.5 mA TX peaks is in no sheet",
)
cq(
    E,
    IE,
    "Can a DZS-7C-W stay buried in a rice terrace for five years without replacement?",
    ["DZS-7C-W"],
    F.DZ_IP,
    note="IP67 and the temperature range are given, but no service life",
)
cq(
    E,
    IE,
    "pgo-130 on a 2 m long i2c cable to an arduino - will it work?",
    [PG],
    F.PG_SHORT,
    note="the sheet only says the pull-ups are enough for short wires; no cable length or bus "
    "capacitance limit is given",
)
cq(
    M,
    IE,
    "Will an MRB2585 survive the 1500 g acceleration spike of a hobby rocket motor?",
    [MR],
    F.MR_ABSTABLE,
    note="the absolute maximum ratings list overpressure and ESD but no mechanical shock",
)
cq(
    E,
    IE,
    "Can one channel of a TNT-SSR2-05 switch a 230 V fluorescent lamp with a magnetic (inductive) "
    "ballast drawing 0.5 A?",
    ["TNT-SSR2-05"],
    F.TN_ILOAD,
    note="the load current is rated for resistive loads only; no inductive rating is given",
)
