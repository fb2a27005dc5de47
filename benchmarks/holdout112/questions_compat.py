"""Compatibility questions of the hundred-and-twelfth hold-out set (28: 10 compatible, 9
incompatible, 9 insufficient_evidence, each of those with one required check the
sheets do not support)."""

from __future__ import annotations

import facts as F
from qkit import EC, HK, MD, NX, PX, RH, SL, Fact, join, q

E, M, H = "easy", "medium", "hard"
OK, NO, IE = "compatible", "incompatible", "insufficient_evidence"
N = iter(range(1, 100))


def cq(diff: str, verdict: str, text: str, devs: list[str], *facts: Fact, note: str = "") -> None:
    items, evidence = join(*facts) if facts else ([], [])
    if verdict == IE:
        items = []
    q(f"c-{next(N):02d}", diff, "compatibility", text, devs, items, evidence, verdict, note)


# ---------------------------------------------------------------- compatible (10)
cq(E, OK, "will the pxe2317 run off an esp32's 3v3 rail?", [PX], F.PX_VDD)
cq(E, OK, "can i power the rhs-31 from the 5v pin of an arduino uno?", [RH], F.RH_VDD)
cq(
    E,
    OK,
    "single 1s li-ion cell (3.0 to 4.2 v) straight onto the pxe2317 vdd pin, ok?",
    [PX],
    F.PX_VDD,
)
cq(
    E,
    OK,
    "Can one HKR-S1 relay (NO contact) switch a 230 V AC, 8 A resistive heater?",
    [HK],
    F.HK_NO_I,
    note="resistive; 10 A 250 VAC on the NO contact",
)
cq(
    M,
    OK,
    "Can the ECH-R40's Trig pin be driven straight from an ESP32 GPIO (3.3 V high) while the "
    "module itself runs on 5 V?",
    [EC],
    F.EC_VCC,
    F.EC_TRIG,
)
cq(
    E,
    OK,
    "mdx8833pwr with two small gear motors at 1 a each, fed from a 2s lipo (8.4 v full). ok?",
    ["MDX8833PWR"],
    F.MD_VM,
    F.MD_I_PWR,
)
cq(
    E,
    OK,
    "Can an NXA1115 with ADDR tied to GND and a PXE2317 with A2-A0 tied to GND share one I2C bus?",
    [NX, PX],
    F.NX_ADDR_GND,
    F.PX_ADDR,
    note="0x48 vs 0x20",
)
cq(
    M,
    OK,
    "kr2112-33 in sot-23-5 running off a 5v usb power bank, load is 200 ma. fine?",
    ["KR2112-33"],
    F.KR_VIN,
    F.KR_IOUT,
    F.KR_PD,
    note="(5 - 3.3 V) x 0.2 A = 0.34 W, below the 400 mW SOT-23-5 rating",
)
cq(
    M,
    OK,
    "nxa1115 powered from 3.3 v, but the i2c pull-ups go to the 5v rail of my arduino. will "
    "sda/scl survive?",
    [NX],
    F.NX_VDD,
    F.NX_SDA_ABS,
    note="SDA / SCL absolute maximum 5.5 V independent of VDD",
)
cq(
    M,
    OK,
    "Will an SLD7219EW and an RHS-31 both work in an outdoor box that gets down to -30 °C?",
    ["SLD7219EW", RH],
    F.SL_TOP_EW,
    F.RH_TOP,
    note="the CN / CW grades (0 ... +70 °C) would not",
)
# ---------------------------------------------------------------- incompatible (9)
cq(E, NO, "can the ech-r40 run off an esp32's 3.3v pin?", [EC], F.EC_VCC, F.EC_3V3)
cq(
    E,
    NO,
    "Can the MDX8833 run its motors directly from a 12 V car battery (up to 14.4 V while "
    "charging)?",
    [MD],
    F.MD_VM,
    F.MD_ABS,
)
cq(E, NO, "three rhs-31 on one i2c bus without a mux - possible?", [RH], F.RH_ADDR)
cq(
    M,
    NO,
    "hkr-s1-05vdc-s coil driven straight from an arduino uno pin (40 ma max per pin)?",
    ["HKR-S1-S"],
    F.HK_COIL5,
    note="5 V / 55 Ω = 90 mA nominal coil current",
)
cq(
    M,
    NO,
    "Can a KR2112-33 hold 3.3 V at 600 mA when its input is only 3.5 V?",
    ["KR2112-33"],
    F.KR_DO_33,
    note="needs 3.55 V typ. / 3.7 V max. input",
)
cq(
    M,
    NO,
    "mdx8833ftg pushing 1.4 a rms per bridge continuously, is that within spec?",
    ["MDX8833FTG"],
    F.MD_I_FTG,
    note="1.5 A is the PWR package",
)
cq(
    H,
    NO,
    "Can an ESP32 (3.3 V GPIO) drive DIN, CLK and LOAD of an SLD7219 running on 5 V directly?",
    [SL],
    F.SL_VCC,
    F.SL_VIH,
    note="VIH min 3.5 V in a symbol-only row",
)
cq(
    H,
    NO,
    "Can an RHS-31 and a PXE2317, both on a 3.3 V supply, share an I2C bus clocked at 1 MHz?",
    [RH, PX],
    F.RH_SCL,
    F.PX_SCL_27,
    note="PXE2317 allows 400 kHz at 2.7-5.5 V; 1.7 MHz needs 4.5-5.5 V",
)
cq(
    H,
    NO,
    "Can an HKR-S1 switch a 230 V AC pump motor that draws 5 A?",
    [HK],
    F.HK_IND,
    note="a motor is an inductive load: 3 A at 250 VAC only in the Notes",
)
# ---------------------------------------------------------------- insufficient evidence (9)
cq(
    E,
    IE,
    "is the pxe2317 ok with 8 kv esd hits on pins that go out to a front-panel connector?",
    [PX],
    note="no ESD rating in the sheet",
)
cq(
    E,
    IE,
    "hkr-s1 between mains and a low-voltage board that needs 8 mm creepage coil to contacts, ok?",
    [HK],
    note="only dielectric strength 1500 VAC; no creepage / clearance",
)
cq(
    E,
    IE,
    "sld7219 driven over a 2 m ribbon cable at 10 mhz - reliable?",
    [SL],
    note="10 MHz is stated, cable length / line capacitance is not",
)
cq(
    E,
    IE,
    "kr2112-33 with a backup battery holding vout up while vin is off - will it backfeed?",
    ["KR2112-33"],
    note="no reverse-current data",
)
cq(
    M,
    IE,
    "Will the ECH-R40 measure a 1 m distance to within ±5 mm?",
    [EC],
    note="only resolution 0.3 cm; no accuracy",
)
cq(
    M,
    IE,
    "Is the MDX8833 qualified for an AEC-Q100 automotive design?",
    [MD],
    note="no qualification statement",
)
cq(
    M,
    IE,
    "I need input-referred noise below 2 µV rms at 8 SPS for a thermocouple. Does the NXA1115 "
    "qualify?",
    [NX],
    note="LSB sizes are given, noise is not",
)
cq(
    M,
    IE,
    "can the ech-r40 reliably pick up a foam cushion at 3 m?",
    [EC],
    note="2-400 cm range without a stated target; no data on soft targets",
)
cq(
    H,
    IE,
    "rhs-31 in a breath detector, rh has to settle in under 1 s - will it keep up?",
    [RH],
    note="measurement time (12.5 / 4.5 / 2.5 ms) is not the humidity response time, which is "
    "not given",
)
