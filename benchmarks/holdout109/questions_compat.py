"""Compatibility questions of the hundred-and-ninth hold-out set (28: 10 compatible, 9
incompatible, 9 insufficient_evidence, each of those with one required check the
sheets do not support)."""

from __future__ import annotations

import facts as F
from qkit import HT, KL, LS, NA, OP, PX, QR, TR, Fact, join, q

E, M, H = "easy", "medium", "hard"
OK, NO, IE = "compatible", "incompatible", "insufficient_evidence"
N = iter(range(1, 100))


def cq(diff: str, verdict: str, text: str, devs: list[str], *facts: Fact, note: str = "") -> None:
    items, evidence = join(*facts) if facts else ([], [])
    if verdict == IE:
        items = []
    q(f"c-{next(N):02d}", diff, "compatibility", text, devs, items, evidence, verdict, note)


# ---------------------------------------------------------------- compatible (10)
cq(E, OK, "can i run the prx865 off an esp32's 3.3v pin?", [PX], F.PX_VDD, F.PX_IDD)
cq(
    E,
    OK,
    "Can the NAIR-35 be powered from the 5 V pin of an Arduino Uno on USB?",
    [NA],
    F.NA_VCC,
    F.NA_I,
    note="160 mA from the Uno's USB 5 V rail",
)
cq(
    M,
    OK,
    "kl74hct4051 on 5v with the select lines driven by an esp32 3v3 gpio - ok?",
    [KL],
    F.KL_VCC_HCT,
    F.KL_VIH_HCT,
    F.KL_HCT33,
)
cq(E, OK, "trb-8245 on a 12v 2a adapter for a nema17?", [TR], F.TR_VMOT)
cq(
    M,
    OK,
    "Can the TRB-8245H (heatsink fitted, no fan) run a NEMA 17 rated 1.7 A per phase at full current?",
    [TR],
    F.TR_I_HS,
    note="1.9 A with heatsink; the bare TRB-8245 (1.5 A) would not",
)
cq(
    M,
    OK,
    "An HTS31 with ADDR to GND and an HTS35 with ADDR to VDD on the same I2C bus: any address clash?",
    [HT],
    F.HT_ADDR,
    note="0x44 and 0x45",
)
cq(
    E,
    OK,
    "lsx0108 between a 3.3v esp32 on the a side and a 5v arduino on the b side?",
    [LS],
    F.LS_VCCA,
    F.LS_VCCB,
)
cq(
    M,
    OK,
    "Can the OPB-1S6 protect a single 18650 cell feeding a 3.5 A load?",
    [OP],
    F.OP_CONT6,
    F.OP_2A,
    note="4.5 A continuous for the -1S6; the -1S3 (2 A) would not",
)
cq(
    H,
    OK,
    "PRX865 on 3.3 V with its SPI lines going through an LSX0108 (A side 3.3 V, B side 5 V) to a "
    "5 V Arduino, SPI clock 4 MHz: will that work?",
    [PX, LS],
    F.PX_VDD,
    F.PX_SCLK,
    F.PX_LS,
    F.LS_VCCA,
    F.LS_VCCB,
    F.LS_R33,
    note="4 MHz SCLK is 8 Mbps, far below 110 Mbps at 3.3 V / 5.0 V and within the 5 MHz SCLK limit",
)
cq(
    H,
    OK,
    "Can a QRU-12 transmitting at +20 dBm and an HTS3x share one 3.3 V LDO rated 150 mA?",
    [QR, HT],
    F.QR_VCC,
    F.QR_P8,
    F.HT_VDD,
    F.HT_IMEAS,
    note="100 mA + 1.5 mA max, both supply ranges include 3.3 V",
)

# ---------------------------------------------------------------- incompatible (9)
cq(E, NO, "nair-35 on a 3.3v esp32 supply?", [NA], F.NA_VCC, F.NA_3V3)
cq(E, NO, "prx865 vdd from an arduino uno 5v pin?", [PX], F.PX_VDD, F.PX_ABS)
cq(E, NO, "trb-8245 on a 48v supply?", [TR], F.TR_VMOT, F.TR_ABS, F.TR_48)
cq(
    M,
    NO,
    "KL74HC4051 at VCC = 5 V with S0-S2 driven straight from a 3.3 V ESP32: will the channels "
    "switch reliably?",
    [KL],
    F.KL_VCC,
    F.KL_HC_5V,
    note="the HCT version would work",
)
cq(M, NO, "lsx0108 with 5v on vcca and 3.3v on vccb?", [LS], F.LS_VCCA, F.LS_ORDER)
cq(
    H,
    NO,
    "Can the LSX0108 translate an I2C bus with 4.7 kΩ pull-ups between a 3.3 V ESP32 and a 5 V "
    "sensor board?",
    [LS],
    F.LS_VCCA,
    F.LS_VCCB,
    F.LS_PULL,
    note="supplies fit; external pull-ups below 50 kΩ are not allowed",
)
cq(E, NO, "can i use one opb-1s3 board on a 2s lipo pack?", [OP], F.OP_NO2S)
cq(
    M,
    NO,
    "prx865 with a pt1000 and the 400 ohm reference resistor from the eval board, will it read "
    "right?",
    [PX],
    F.PX_RREF,
    F.PX_RREF1000,
    F.PX_RREF_RULE,
    note="RREF must exceed the RTD resistance (about 1000 Ω and up); 4.00 kΩ is the PT1000 value",
)
cq(
    H,
    NO,
    "I have a calibration curve for the NS-135 element measured with the maker's standard test "
    "load. Can I use it unchanged on the NAIR-35's AO output?",
    [NA],
    F.NA_TEST_RL,
    F.NA_RL,
    note="test fixture RL 20 kΩ vs the board's 10 kΩ, so AO differs for the same Rs",
)

# ---------------------------------------------------------------- insufficient evidence (9)
cq(
    M,
    IE,
    "will the nair-35 give co2 readings good to ±50 ppm for a classroom co2 monitor?",
    [NA],
    F.NA_CO2,
    note="no CO2 calibration or accuracy",
)
cq(
    M,
    IE,
    "Is the PRX865 AEC-Q100 qualified for an automotive coolant temperature sensor?",
    [PX],
    F.PX_TOP,
    note="temperature range fits; no qualification stated",
)
cq(
    M,
    IE,
    "Will an HTS35 work at the end of 30 m of I2C cable to an ESP32?",
    [HT],
    F.HT_SCL,
    note="no bus capacitance / cable length limit",
)
cq(E, IE, "kl74hc4051 switching a 5 mhz composite video signal, ok?", [KL], note="no bandwidth")
cq(
    E,
    IE,
    "Does the TRB-8245 have stall detection for sensorless homing on my 3D printer?",
    [TR],
    note="not mentioned",
)
cq(
    H,
    IE,
    "Will the LSX0108 pass a 24 MHz SPI clock from 3.3 V to 5 V with 30 pF of cable on the B side?",
    [LS],
    F.LS_CL,
    note="data rates are given at CL = 15 pF only",
)
cq(
    M,
    IE,
    "opb-1s3 inside a greenhouse sensor node at 95 %rh with condensation, will it be ok?",
    [OP],
    F.OP_TOP,
    note="no humidity rating or coating stated",
)
cq(
    M,
    IE,
    "Is it legal to run the QRU-12 at +20 dBm in Europe without a licence?",
    [QR],
    F.QR_CERT,
    note="not certified; radio rules left to the user",
)
cq(
    E,
    IE,
    "will the nair-35 pick up a methane leak from my gas stove?",
    [NA],
    F.NA_GASES,
    note="methane is not among the listed gases; no data either way",
)
