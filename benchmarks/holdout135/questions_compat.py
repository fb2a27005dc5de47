"""Compatibility questions of the hundred-and-thirty-fifth hold-out set (28: 10
compatible, 9 incompatible, 9 insufficient_evidence, each of those with one required
check the sheets do not support)."""

from __future__ import annotations

import facts as F
from qkit import AL, HJ, NI, PK, VP, WG, ZN, Fact, join, q

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
    "hjf3122 with addr to gnd and a nio5208 with a2..a0 low on one esp32 i2c bus, 3v3 and "
    "400 khz - any conflict?",
    [HJ, NI],
    F.HJ_VDD,
    F.HJ_ADDR,
    F.HJ_FSCL,
    F.NI_VDD,
    F.NI_ADDR,
    F.NI_FSCL,
    note="0x2C vs 0x20; 3.3 V inside 3.0-5.5 V and 2.3-5.5 V; 400 kHz within both limits",
)
cq(
    M,
    OK,
    "Can an ALB-388 (as shipped) and an HJF3122A with its ADDR pin left open share a Raspberry "
    "Pi's I²C bus, with the ALB-388's VIN on the Pi's 3.3 V pin?",
    [AL, "HJF3122A"],
    F.AL_VIN,
    F.AL_ADDR,
    F.AL_3V3,
    F.HJ_VDD,
    F.HJ_ADDR_A,
    note="0x77 vs 0x4D; VIN 3.3 V is the minimum of 3.3-5.5 V and the sheet allows 3.3 V boards",
)
cq(
    E,
    OK,
    "alb-388 on a 5v arduino uno over i2c, vin from the uno's 5v pin - will that work?",
    [AL],
    F.AL_VIN,
    F.AL_5VI2C,
)
cq(
    M,
    OK,
    "pkb-51 running off 2 x aa nimh, powering a vpz-18 from its 5v output - ok?",
    [PK, VP],
    F.PK_VOUT,
    F.PK_I24,
    F.VP_VCC,
    F.VP_I5,
    note="5.0 V (4.85-5.15 V) inside 3.3-5.5 V; at most 6.2 mA against 400 mA available at 2.4 V",
)
cq(
    E,
    OK,
    "krx-5638 powered from the esp32's 3v3 pin with out wired straight to a gpio - fine?",
    ["KRX-5638"],
    F.KR_VS,
    F.KR_OUTVS,
)
cq(
    E,
    OK,
    "Can a KRX-5638 be powered from a 5 V Arduino Uno with its output on digital pin 2?",
    ["KRX-5638"],
    F.KR_VS,
    F.KR_OUTVS,
    note="5 V inside 2.5-5.5 V; the output high level equals VS = 5 V, which a 5 V Uno accepts",
)
cq(
    H,
    OK,
    "An ESP32 GPIO (3.3 V high) drives the gate of one ZNT6822 channel directly, switching a "
    "12 V, 3 A LED strip on the low side. Is the ZNT6822 suitable?",
    [ZN],
    F.ZN_VDS,
    F.ZN_VTH,
    F.ZN_RDS45,
    F.ZN_RDS25,
    F.ZN_ID25,
    F.ZN_ID70,
    F.ZN_LOGIC,
    note="12 V < 30 V; 3 A < 6.5 A (5.2 A at 70 degC); VGS(th) max 1.2 V and RDS(on) specified "
    "at 2.5 V and 4.5 V around the 3.3 V drive; the sheet names 3.3 V GPIO drive",
)
cq(
    M,
    OK,
    "wgm-724 on a 5v arduino uno, dt and sck on d2 / d3, with a single 1 kohm load cell - ok?",
    [WG],
    F.WG_VCC,
    F.WG_UNO,
    F.WG_EXCI,
    note="a 1 kOhm bridge draws about 4.3 mA from E+, well under 25 mA",
)
cq(
    M,
    OK,
    "Can a NIO5208 powered from 3.3 V sit on a 5 V Arduino Uno's I²C bus with the pull-ups "
    "tied to 5 V?",
    [NI],
    F.NI_VDD,
    F.NI_5VBUS,
    F.NI_5VNOTE,
)
cq(
    H,
    OK,
    "An HJF3122 runs from 3.3 V and controls a 12 V 4-wire PC fan: PWM1 goes straight to the "
    "fan's PWM wire and the fan's tach wire is pulled up to 3.3 V with 10 kΩ into TACH1. "
    "Will this work?",
    [HJ],
    F.HJ_VDD,
    F.HJ_TACH,
    F.HJ_4WIRE,
    F.HJ_TACHPU,
    F.HJ_PWMF,
    note="the fan pulls PWM to at most 5 V (5.5 V allowed); 3.3 V tach high is above VIH 2.1 V; "
    "the 25 kHz default suits 4-wire fans",
)
# ---------------------------------------------------------------- incompatible (9)
cq(
    E,
    NO,
    "can i run a pkb-51 straight off a 1s li-ion cell (3.0-4.2v)?",
    [PK],
    F.PK_VIN,
    F.PK_MAXIN,
    note="the input maximum is 3.6 V and the converter is damaged above 4.0 V",
)
cq(
    M,
    NO,
    "Can an HJF3122 and a NIO5208 share an I²C bus clocked at 1 MHz (Fast-mode Plus)?",
    [HJ, NI],
    F.HJ_FSCL,
    F.NI_FSCL,
    note="the NIO5208 supports 1 MHz, the HJF3122 only 400 kHz",
)
cq(
    H,
    NO,
    "An ALB-388 left at its factory address and a NIO5208A with A2, A1 and A0 all tied high "
    "go on the same I²C bus. Will both work?",
    [AL, "NIO5208A"],
    F.AL_ADDR,
    F.NI_ADDR_A,
    note="both answer at 0x77; bridging the ALB-388's ADR pad (0x76) or re-strapping the "
    "NIO5208A would fix it",
)
cq(
    E,
    NO,
    "can the wgm-724 share sda/scl with an alb-388 on my esp32's i2c bus?",
    [WG, AL],
    F.WG_NOI2C,
    note="the WGM-724's two-wire port is not I2C and cannot share SDA / SCL",
)
cq(
    M,
    NO,
    "vpz-18 powered from 5v with do wired straight into an esp32 gpio - safe?",
    [VP],
    F.VP_DOHI5,
    F.VP_DO5V,
    note="DO is pulled up to VCC and swings to 5 V; the sheet forbids 3.3 V-only inputs",
)
cq(
    M,
    NO,
    "Can the ZNT6822 switch the 36 V battery of an e-bike, which reaches 42 V when fully charged?",
    [ZN],
    F.ZN_VDS,
    note="42 V exceeds the 30 V drain-source rating",
)
cq(
    H,
    NO,
    "wgm-724 with four 350 ohm load cells wired in parallel on e+ - can it drive them?",
    [WG],
    F.WG_EXCI,
    F.WG_BRIDGES,
    note="87.5 Ohm at 4.3 V draws about 49 mA against 25 mA; the sheet allows at most two 350 Ohm "
    "bridges",
)
cq(
    E,
    NO,
    "hjf3122: can i pull the fan's tach line up to the fan's 12v supply?",
    [HJ],
    F.HJ_TACH,
    F.HJ_TACH12,
)
cq(
    M,
    NO,
    "Is the ALB-388 suitable for logging pressure on a weather balloon that climbs to 30 km, "
    "where the air pressure falls to about 12 hPa?",
    [AL],
    F.AL_PRANGE,
    note="12 hPa is far below the 300 hPa lower end; the board's -20 degC limit is a second problem",
)
# ---------------------------------------------------------------- insufficient evidence (9)
cq(
    M,
    IE,
    "My SMBus host requires packet error checking (PEC) on every device. Can the HJF3122 be "
    "used on it?",
    [HJ],
    note="the sheet names SMBus levels and the timeout but says nothing about PEC",
)
cq(
    H,
    IE,
    "Is the HJF3122 suitable for a rack where the fans must run at full speed on their own if "
    "the host microcontroller hangs?",
    [HJ],
    note="no fail-safe, watchdog or default-on-timeout behaviour is given; the SMBus timeout "
    "only frees the bus, and the register default is 50 % duty",
)
cq(
    E,
    IE,
    "can i wire two pkb-51 outputs in parallel to get 800 ma from 2 x aa?",
    [PK],
    note="parallel operation is not addressed; 400 mA per module at 2.4 V is given",
)
cq(
    M,
    IE,
    "vpz-18 glued to a rain gutter outside to detect hail - will it cope with getting wet?",
    [VP],
    note="no ingress protection, coating or humidity rating is given",
)
cq(
    E,
    IE,
    "Front-panel buttons wire straight to NIO5208 P pins without TVS diodes and must survive "
    "IEC 61000-4-2 ±8 kV contact discharge. Is the NIO5208 adequate?",
    [NI],
    F.NI_ESD,
    note="only 2000 V HBM (JESD22-A114) is given; no system-level IEC 61000-4-2 rating",
)
cq(
    M,
    IE,
    "A ZNT6822 switches a 12 V solenoid valve with no flyback diode. Can the MOSFET absorb the "
    "turn-off spike by avalanche?",
    [ZN],
    note="no avalanche energy or avalanche current is given",
)
cq(
    E,
    IE,
    "alb-388 in a model rocket that pulls 50 g at launch - will it survive?",
    [AL],
    note="no shock or acceleration rating is given",
)
cq(
    E,
    IE,
    "krx-5638 mounted right next to a pwm-dimmed led ceiling lamp - will it false trigger?",
    ["KRX-5638"],
    note="the sheet only names continuous carrier and fluorescent lamps with electronic ballast "
    "as suppressed disturbances; LED lamps are not addressed",
)
cq(
    M,
    IE,
    "Does the WGM-724 at 10 SPS reject 50 Hz mains hum well enough for a kitchen scale next "
    "to a fridge?",
    [WG],
    note="no 50 / 60 Hz rejection figure is given; only noise per rate",
)
